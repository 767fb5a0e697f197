"""check --listen: the published audio recognized by Whisper base and compared with what the transcript says."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

import pytest

from audioguide.check import listen
from audioguide.check.listen import Sentence
from audioguide.speech import downloads
from tests.support import make_tiny_guide, run_cli

SENTENCES = {
    "a.md": "# The first part\n\nLeaving is hard, and that is not your fault. Your nervous system learned to stay."
            " [Merci beaucoup, mes amis.]{lang=fr}\n",
    "b.md": "# The second part\n\nThe cycle repeats until you decide to walk away. Trust what you have seen.\n",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny English guide with a French passage, built with espeak-ng."""
    guide = make_tiny_guide(tmp_path_factory.mktemp("listen") / "guide")
    with (guide / "audioguide.yml").open("a", encoding="utf-8") as config:
        config.write("check:\n  max_wer: 25\n")  # recorded with the output: check holds it to that
    for name, text in SENTENCES.items():
        (guide / "content" / name).write_text(text, encoding="utf-8")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    return guide / "output"


def test_words_are_compared_without_case_punctuation_or_digits() -> None:
    assert listen.words("Chapter 3: the trauma-bond — isn't it?", "en") == [
        "chapter", "three", "the", "traumabond", "isn", "t", "it"]
    assert listen.words("Die Sunk-Cost-Falle", "de") == listen.words("die Sunkcostfalle", "de")
    assert listen.words("Il a 40 ans, l’épuisement.", "fr") == ["il", "a", "quarante", "ans", "l", "épuisement"]
    assert listen.words("2,5 Kilo", "de") == ["zwei", "komma", "fünf", "kilo"]
    assert listen.words("1,200 people", "en") == ["one", "thousand", "two", "hundred", "people"]


def test_a_homophone_is_an_error_by_word_but_not_by_sound() -> None:
    assert listen.compare(["aimer", "le", "pain"], ["aimé", "le", "pain"], "fr") == (1, 0)
    assert listen.compare(["their", "house"], ["there", "house"], "en") == (1, 0)
    assert listen.compare(["the", "red", "house"], ["the", "bed", "house", "now"], "en") == (2, 2)
    assert listen.compare(["hello"], [], "en") == (1, 1)
    assert listen.compare([], ["noise"], "en") == (1, 1)


def test_runs_keep_one_language_and_whisper_s_window() -> None:
    spoken = [Sentence(0, 10, "a", "en"), Sentence(10, 20, "b", "en"), Sentence(20, 31, "c", "en"),
              Sentence(31, 33, "d", "fr"), Sentence(33, 70, "e", "en")]
    assert [[s.text for s in run] for run in listen.runs(spoken)] == [["a", "b"], ["c"], ["d"], ["e"]]
    assert [[s.text for s in run] for run in listen.sampled(listen.runs(spoken), 30)] == [["a", "b"], ["d"]]
    assert listen.sampled(listen.runs(spoken), None) == listen.runs(spoken)
    paused = [Sentence(0, 4, "a", "en"), Sentence(4.8, 9, "b", "en"), Sentence(10.7, 14, "c", "en")]
    assert [[s.text for s in run] for run in listen.runs(paused)] == [["a", "b"], ["c"]]  # a chapter's pause


def test_a_compound_heard_apart_or_words_heard_together_are_no_error() -> None:
    said = ["in", "keiner", "krankenakte", "indem", "sie", "manipulation", "meisterhaft", "in", "dem", "haus"]
    heard = ["in", "keiner", "kranken", "akte", "in", "dem", "sie", "manipulationmeisterhaft", "in", "dem", "haus"]
    assert listen.rejoined(heard, said) == said
    assert listen.rejoined(["par", "ce", "que", "vous"], ["parce", "que", "vous"]) == ["parce", "que", "vous"]
    assert listen.rejoined(["the", "red", "house"], ["the", "redhouse", "red"]) == ["the", "redhouse"]
    assert listen.rejoined(["a", "b"], ["c"]) == ["a", "b"]  # nothing said to rejoin to


def test_what_is_heard_of_a_run_is_shared_among_its_sentences() -> None:
    run = [Sentence(0, 2, "Leave now.", "en"), Sentence(2, 4, "Trust yourself.", "en")]
    first, second = listen.attribute("en/01.mp3", run, ["leave", "now", "oh", "trust", "your", "self"], "en")
    assert (first.heard, first.words, first.errors) == ("leave now oh", 2, 1)
    assert (second.heard, second.words, second.errors) == ("trust yourself", 2, 0)  # see rejoined


def test_the_model_is_joined_from_its_packages_and_verified(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIOGUIDE_VOICES", str(tmp_path))
    folder = listen.ensure_model()
    assert folder == tmp_path / "whisper-base"
    for name, (size, sha256) in listen.MODEL_FILES.items():
        data = (folder / name).read_bytes()
        assert (len(data), hashlib.sha256(data).hexdigest()) == (size, sha256)
    (folder / "config.json").write_bytes(b"{}")  # a file cut short is joined again
    assert listen.ensure_model() == folder
    assert (folder / "config.json").stat().st_size == listen.MODEL_FILES["config.json"][0]
    assert sorted(p.name for p in folder.iterdir()) == [".lock", *sorted(listen.MODEL_FILES)]


def test_parts_that_do_not_make_the_file_are_refused_and_not_kept(tmp_path: Path) -> None:
    parts = [tmp_path / "1", tmp_path / "2"]
    for number, part in enumerate(parts):
        part.write_bytes(bytes([number]) * 1000)
    digest = hashlib.sha256(bytes(1000) + bytes([1]) * 1000).hexdigest()
    assert downloads.join(parts, tmp_path / "model.bin", size=2000, sha256="0" * 64) == f"2,000 bytes, SHA-256 {digest}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["1", "2"]
    assert downloads.join(parts, tmp_path / "model.bin", size=2000, sha256=digest) is None
    assert (tmp_path / "model.bin").read_bytes() == bytes(1000) + bytes([1]) * 1000


@pytest.mark.slow
def test_check_listen_hears_the_guide_and_each_passage_in_its_language(built: Path) -> None:
    result = run_cli("check", "--listen", "--strict", built)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    episodes = [line for line in lines if re.match(r"en/0[12]-\S+\.mp3: ", line)]
    assert len(episodes) == 2, result.stdout
    found = re.search(r"^en: (\d+\.\d)% of (\d+) words heard wrong \((\d+\.\d)% by sound\)$", result.stdout, re.M)
    assert found, result.stdout
    assert float(found[1]) <= 25 and float(found[3]) <= float(found[1])
    said = sum(len(listen.words(s["body"], s.get("language", "en")))
               for path in built.glob("en/*.transcript.json") for s in json.loads(path.read_text())["segments"])
    assert int(found[2]) == said  # every word of the transcript, the French passage's included
    cost = r"^listened to 0:\d\d of audio with Whisper base, \d\.\d\d CPU-s per audio-s$"
    assert re.search(cost, result.stdout, re.M)
    assert lines[-1] == "0 errors, 0 warnings in 1 feed"


@pytest.mark.slow
def test_a_transcript_that_is_not_what_is_heard_fails_strict(built: Path, tmp_path: Path) -> None:
    output = Path(shutil.copytree(built, tmp_path / "output"))
    [transcript] = output.glob("en/02-*.transcript.json")
    data = json.loads(transcript.read_text())
    for segment in data["segments"]:
        segment["body"] = "Purple elephants dance quietly under seven moons."
    transcript.write_text(json.dumps(data))
    result = run_cli("check", "--listen", "--strict", "--max-wer", "8", output)
    assert result.returncode == 1
    assert re.search(r"^  en/02-\S+ at 0:\d\d: said \"Purple elephants dance quietly under seven moons\.\", heard \"",
                     result.stdout, re.M), result.stdout
    assert re.search(r"^en: warning: \d+\.\d% of the words are heard wrong by an offline listener \(Whisper base\),"
                     r" more than 8%: listen to the sentences above; a clearer voice or a lexicon entry for a misread"
                     r" word helps \[listen\]$", result.stdout, re.M), result.stdout


def test_a_passage_in_a_language_whisper_does_not_know_is_heard_in_the_episodes() -> None:
    assert listen._whisper_language("tlh", "fr") == "fr"  # spoken in the episode's voice (speech.plan)
    assert listen._whisper_language("en-GB", "fr") == "en"
    assert listen._whisper_language("de-CH", "en") == "de"
