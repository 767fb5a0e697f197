"""Synthesis through the cache: keys, deduplication, worker processes, damaged entries."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from audioguide.common.errors import AudioguideError, EngineError
from audioguide.common.progress import SynthesisStats
from audioguide.config import LanguageConfig, PauseConfig
from audioguide.speech.cues import CueCache, CueKey
from audioguide.speech.engines import Speech, get_engine
from audioguide.speech.synthesis import Speakers, cue_keys, load_speeches, synthesize_missing, voice_key
from audioguide.text.prepare import Cue

ENGLISH = LanguageConfig(code="en", voice="en-us")
FRENCH = LanguageConfig(code="fr", voice="fr-fr", rate=1.2)


def key(text: str) -> CueKey:
    engine = get_engine("espeak-ng")
    return CueKey("espeak-ng", engine.version(), "en-us", "en", 1.0, text)


def test_cue_keys_use_the_source_voice_for_untranslated_cues() -> None:
    cues = [
        Cue(0, "text", "Bonjour.", "Bonjour.", 0.3),
        Cue(0, "text", "Hello.", "Hello.", 0.3, language="en"),
    ]
    french, english = cue_keys(cues, voice_key(FRENCH), voice_key(ENGLISH))
    assert (french.voice, french.language, french.rate, french.text) == ("fr-fr", "fr", 1.2, "Bonjour.")
    assert (english.voice, english.language, english.rate, english.text) == ("en-us", "en", 1.0, "Hello.")
    assert french.engine_version == english.engine_version == get_engine("espeak-ng").version()


def test_missing_cues_are_synthesized_once_each_in_worker_processes(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    stats = SynthesisStats()
    advanced: list[int] = []
    keys = [key("One."), key("Two."), key("One.")]
    synthesize_missing(keys, cache, stats, jobs=2, advance=advanced.append)
    assert (stats.synthesized, stats.cached) == (2, 0)
    assert sum(advanced) == 2
    assert len(list(tmp_path.rglob("*.wav"))) == 2

    again = SynthesisStats()
    synthesize_missing(keys, cache, again, jobs=2)
    assert (again.synthesized, again.cached) == (0, 2)


@pytest.mark.parametrize(("sentences", "jobs", "workers"), [(1, 2, 1), (16, 2, 1), (17, 2, 2), (200, 2, 2), (17, 1, 1)])
def test_a_worker_for_every_sixteen_sentences_at_most_one_per_job(
    tmp_path: Path, sentences: int, jobs: int, workers: int
) -> None:
    keys = [key(f"Sentence {number}.") for number in range(sentences)]
    with Speakers(keys, CueCache(tmp_path), jobs) as speakers:
        assert speakers.workers == workers


def test_worker_audio_equals_audio_made_here(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    synthesize_missing([key("The same words, twice.")], cache, SynthesisStats(), jobs=1)
    (speech,) = load_speeches([key("The same words, twice.")], cache)
    here = get_engine("espeak-ng").synthesize("The same words, twice.", "en", "en-us", 1.0)
    assert speech == here


def test_a_damaged_entry_is_synthesized_again_when_loaded(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    synthesize_missing([key("Fragile.")], cache, SynthesisStats(), jobs=1)
    (entry,) = tmp_path.rglob("*.wav")
    whole = entry.read_bytes()
    entry.write_bytes(whole[: len(whole) // 2])
    (speech,) = load_speeches([key("Fragile.")], cache)
    assert entry.read_bytes() == whole
    assert len(speech.pcm) == len(whole) - 44 - 40  # the WAV header, the digest chunk


def test_an_engine_failure_in_a_worker_reaches_the_build(tmp_path: Path) -> None:
    broken = CueKey("espeak-ng", "1", "no-such-voice", "en", 1.0, "Hello.")
    with pytest.raises(EngineError, match="unknown voice 'no-such-voice' for espeak-ng"):
        synthesize_missing([broken], CueCache(tmp_path), SynthesisStats(), jobs=1)
    assert not list(tmp_path.rglob("*.wav"))


def test_a_language_without_options_keys_as_before() -> None:
    [plain] = cue_keys([Cue(0, "text", "Hello.", "Hello.", 0.3)], voice_key(ENGLISH), voice_key(ENGLISH))
    assert plain.options == {}
    assert plain.digest() == key("Hello.").digest()


def test_options_are_checked_canonical_and_in_the_key(tmp_path: Path) -> None:
    """Piper's options: the defaults left out, JSON values; a different option is a different cue."""
    slow = LanguageConfig(code="en", engine="piper", options={"length_scale": 1.5, "speaker": None})
    faster = LanguageConfig(code="en", engine="piper", options={"length_scale": 1.25})
    plain = LanguageConfig(code="en", engine="piper")
    # Long enough that the model's random phoneme lengths even out: a two-word cue varied by 20% between runs.
    said = "Hello there, this sentence is long enough to hear how much more slowly the voice now speaks it."
    cue = [Cue(0, "text", said, said, 0.3)]
    [slow_key], [faster_key], [plain_key] = (
        cue_keys(cue, voice_key(voice), voice_key(voice)) for voice in (slow, faster, plain)
    )
    assert slow.options == {"length_scale": 1.5}
    assert slow_key.options == {"length_scale": 1.5} and plain_key.options == {}
    assert len({slow_key.digest(), faster_key.digest(), plain_key.digest()}) == 3
    cache = CueCache(tmp_path)
    synthesize_missing([slow_key, plain_key], cache, SynthesisStats(), jobs=2)
    slow_speech, plain_speech = load_speeches([slow_key, plain_key], cache)
    # the option reached the worker's engine: 1.5 times the phonemes' lengths, the same silences around them (a run
    # measured 1.24 times the seconds; without the option, 1.0 give or take a few hundredths)
    assert slow_speech.seconds > 1.15 * plain_speech.seconds


def test_an_engine_that_names_its_files_is_keyed_by_their_content(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An engine declares what decides its sound once (its files): replacing one is new audio, moving none."""
    from audioguide.speech import synthesis
    from audioguide.speech.engines import Engine, Speech, Voice

    model = tmp_path / "beep.voice"
    model.write_bytes(b"first")

    class Filed(Engine):
        name = "filed"

        def version(self) -> str:
            return "1"

        def voices(self) -> list[Voice]:
            return [Voice("beep", "en", "Beep")]

        def synthesize(self, text: str, language: str, voice: str, rate: float, options: object = None) -> Speech:
            return Speech(b"\0\0" * 100, 16000)

        def inputs(self, voice: str) -> list[Path]:
            return [model]

    monkeypatch.setattr(synthesis, "get_engine", lambda name: Filed())
    voice = LanguageConfig.model_construct(code="en", engine="filed", voice="beep", rate=1.0, options={})
    cue = Cue(0, "text", "Hi.", "Hi.", 0.3)
    first = synthesis.cue_key(cue, voice_key(voice))
    assert first.voice_identity.startswith("beep@") and voice_key(voice).files == (model,)
    assert synthesis.cue_key(cue, voice_key(voice)) == first
    model.write_bytes(b"second")
    assert synthesis.cue_key(cue, voice_key(voice)).digest() != first.digest()
    synthesis.speak_into(first, CueCache(tmp_path))
    assert CueCache(tmp_path).get(first) == Speech(b"\0\0" * 100, 16000)


def test_say_speaks_with_a_configured_language_as_a_build_would() -> None:
    from audioguide.audio.say import say

    assert say("Hello.", ENGLISH) == get_engine("espeak-ng").synthesize("Hello.", "en", "en-us", 1.0)
    slow = say("Hello there, how are you?", LanguageConfig(code="en", engine="piper", options={"length_scale": 2.0}))
    plain = say("Hello there, how are you?", LanguageConfig(code="en", engine="piper"))
    assert slow.seconds > 1.4 * plain.seconds


def test_say_speaks_what_a_build_gives_the_voice() -> None:
    """The lexicon and the preparation for speech: the words a build's cue has, not the text as written."""
    from audioguide.audio.say import say

    voice = LanguageConfig(code="en", voice="en-us", lexicon={"Hoovering": "Huwering"})
    spoken = get_engine("espeak-ng").synthesize("Huwering takes twenty-five minutes.", "en", "en-us", 1.0)
    assert say("Hoovering takes 25 minutes.", voice) == spoken


def test_say_speaks_each_sentence_as_a_cue_with_the_pause_between() -> None:
    from audioguide.audio.say import say

    espeak = get_engine("espeak-ng")
    first, second = (espeak.synthesize(text, "en", "en-us", 1.0) for text in ("One.", "Two."))
    pause = b"\0\0" * int(0.5 * first.sample_rate)
    said = say("One. Two.", ENGLISH, PauseConfig(sentence=0.5))
    # Each sentence's speech with at most 30 ms of silence before it and 80 ms after (audio.assemble).
    assert said == Speech(trimmed(first) + pause + trimmed(second), 22050)
    assert len(said.pcm) < len(first.pcm) + len(pause) + len(second.pcm)


def trimmed(speech: Speech) -> bytes:
    """``speech`` from 30 ms before the first sample louder than 40 dB under its peak to 80 ms after the last."""
    samples = [abs(value) for (value,) in struct.iter_unpack("<h", speech.pcm)]
    loud = [index for index, value in enumerate(samples) if value > max(samples) / 100]
    start = max(0, loud[0] - round(0.03 * speech.sample_rate))
    end = min(len(samples), loud[-1] + 1 + round(0.08 * speech.sample_rate))
    return speech.pcm[start * 2:end * 2]


def test_say_with_nothing_to_say() -> None:
    from audioguide.audio.say import say

    with pytest.raises(AudioguideError) as caught:
        say("…!", ENGLISH)
    assert str(caught.value) == "nothing to say in '…!': it has no words once prepared for speech; give a sentence"
