"""Choosing a voice: the table of every engine's voices, and `audioguide say`."""

from __future__ import annotations

import re
import wave
from pathlib import Path
from typing import Any

import pytest

from audioguide.audio.say import option_value
from audioguide.config import LanguageConfig, load_config
from audioguide.speech.cues import CueKey, wav_bytes
from audioguide.speech.engines import Credit, credit_required, get_engine
from audioguide.speech.voices import voice_credits, voice_table
from tests.local_voice_server import VoiceMirror, lay_out
from tests.support import make_tiny_guide, run_cli


def test_the_table_lists_each_voice_once_in_aligned_columns() -> None:
    lines = voice_table("en")
    notes = ("  (", "  no voice", "  the server's")
    ranking = next(index for index, line in enumerate(lines) if line.startswith("best voices installed here"))
    assert lines[ranking + 1].startswith("  en: ")  # the engines ranked, after the voices
    rows = [line for line in lines[:ranking] if line.startswith("  ") and not line.startswith(notes)]
    assert len(rows) == len(set(rows))
    assert rows[0].split() == ["voice", "language", "name", "(quality,", "download,", "licence)"]  # the heads first
    espeak = lines[lines.index("espeak-ng (offline): ready") + 1:lines.index("gtts (online): ready")]
    assert [row.split()[0] for row in espeak][:3] == ["en-029", "en-gb", "en-gb-scotland"]
    # The language column starts at the same place on every row.
    starts = {re.match(r"  \S+\s+", row).end() for row in rows}  # type: ignore[union-attr]
    assert len(starts) == 1, rows


def test_voices_to_download_with_their_quality_and_size(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    lay_out(tmp_path / "mirror")
    with VoiceMirror(tmp_path / "mirror") as mirror:
        monkeypatch.setenv("AUDIOGUIDE_PIPER_MIRROR", mirror.url)
        monkeypatch.setenv("AUDIOGUIDE_VOICES", str(tmp_path / "voices"))
        lines = voice_table("en")
    piper = lines[lines.index("piper (offline): ready") + 1:][:2]
    assert lines[lines.index("piper (offline): ready") + 3].startswith("best voices installed here")
    assert [line.split()[0] for line in piper] == ["en_US-amy-low", "en_US-joe-medium"]  # joe once: it is here
    assert piper[0].endswith("amy  (low, to download, 63 MB)") and piper[1].endswith("joe  (CC0)"), piper


def test_say_speaks_a_sentence_as_the_guide_would(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    result = run_cli("say", "--lang", "en", "Is this the voice you want?", "-o", tmp_path / "try.wav", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"wrote {tmp_path / 'try.wav'}\n"
    with wave.open(str(tmp_path / "try.wav")) as sound:
        assert sound.getnchannels() == 1 and 1.0 < sound.getnframes() / sound.getframerate() < 5.0


def test_say_in_a_guide_writes_into_its_cache_not_the_guide(tmp_path: Path) -> None:
    """A file in the guide's folder would start a build under serve --watch, and end up in version control."""
    guide = make_tiny_guide(tmp_path / "guide")
    before = sorted(path.name for path in guide.iterdir())
    result = run_cli("say", "--lang", "en", "Hello.", cwd=guide)
    assert (result.returncode, result.stdout) == (0, "wrote .audioguide-cache/say-en.wav\n")
    assert sorted(path.name for path in guide.iterdir()) == sorted([*before, ".audioguide-cache"])
    assert (guide / ".audioguide-cache" / "say-en.wav").read_bytes()[:4] == b"RIFF"
    elsewhere = run_cli("say", "--lang", "en", "Hello.", cwd=tmp_path)
    assert (elsewhere.returncode, elsewhere.stdout) == (0, "wrote say-en.wav\n")


def test_say_with_a_voice_that_does_not_exist(tmp_path: Path) -> None:
    result = run_cli("say", "--lang", "de", "--voice", "xx", "Hallo", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (1, "error: --voice: unknown voice 'xx' for espeak-ng (known: de)\n")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("language", ["de", None])
def test_a_speech_server_says_its_voices_are_the_servers(language: str | None) -> None:
    lines = voice_table(language)
    server = lines.index("openai-compatible (online): ready")
    assert lines[server + 1:server + 3] == [
        "  the server's own voices: set voice: to one of them (alloy, nova … for OpenAI; af_bella, bf_emma … for"
        " Kokoro)",
        "pico (offline): ready",
    ]


def test_say_applies_the_lexicon_and_the_preparation_for_speech(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    config = guide / "audioguide.yml"
    lexicon = "  - code: en\n    lexicon: {Hoovering: Huwering}\n"
    config.write_text(config.read_text().replace("  - code: en\n", lexicon))
    result = run_cli("say", "--lang", "en", "Hoovering takes 25 minutes.", "-o", tmp_path / "try.wav", cwd=guide)
    assert (result.returncode, result.stderr) == (0, "")
    voice = LanguageConfig(code="en").voice
    assert voice is not None
    spoken = get_engine("espeak-ng").synthesize("Huwering takes twenty-five minutes.", "en", voice, 1.0)
    assert (tmp_path / "try.wav").read_bytes() == wav_bytes(spoken)


def test_say_without_a_voice_for_the_language_says_what_to_do(tmp_path: Path) -> None:
    result = run_cli("say", "--lang", "de", "--engine", "piper", "Hallo", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (
        1, "error: --lang de: piper has no default voice for 'de'; pass --voice NAME"
           " (audioguide voices --lang de lists them)\n")
    assert list(tmp_path.iterdir()) == []


def test_say_with_an_installed_voice_of_another_language(tmp_path: Path) -> None:
    result = run_cli("say", "--lang", "de", "--engine", "piper", "--voice", "en_US-joe-medium", "Hallo", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (
        1, "error: --voice: piper voice en_US-joe-medium speaks 'en-US', not 'de'\n")


def test_say_takes_engine_options(tmp_path: Path) -> None:
    """Piper's length_scale from the command line (a number, as YAML reads it) slows the voice down.

    Phoneme lengths are held still on both sides (``noise_w=0``): Piper varies them at random by default.
    """
    result = run_cli("say", "--lang", "en", "--engine", "piper", "--option", "length_scale=2", "--option",
                     "speaker=null", "--option", "noise_w=0", "Hello there, how are you?", "-o", tmp_path / "slow.wav",
                     cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    plain = get_engine("piper").synthesize("Hello there, how are you?", "en", "en_US-joe-medium", 1.0, {"noise_w": 0})
    with wave.open(str(tmp_path / "slow.wav")) as sound:
        assert sound.getnframes() / sound.getframerate() > 1.4 * plain.seconds


def test_say_with_an_option_the_engine_does_not_take(tmp_path: Path) -> None:
    result = run_cli("say", "--lang", "en", "--option", "pitch=3", "Hi.", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (1, "error: --option pitch: unknown option for espeak-ng;"
                                                     " espeak-ng takes no options\n")
    assert list(tmp_path.iterdir()) == []


def test_say_refuses_an_option_that_is_not_key_value(tmp_path: Path) -> None:
    result = run_cli("say", "--lang", "en", "--option", "length_scale", "Hi.", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.endswith(
        "Error: Invalid value for --option: 'length_scale' is not KEY=VALUE"
        " (e.g. --option base_url=http://localhost:8880)\n"
    )


@pytest.mark.parametrize(
    ("pair", "option"),
    [
        ("timeout=30", ("timeout", 30)),
        ("length_scale=1.25", ("length_scale", 1.25)),
        ("speaker=null", ("speaker", None)),
        ("base_url=http://localhost:8880", ("base_url", "http://localhost:8880")),
        (" model = kokoro", ("model", "kokoro")),
        ("model=a: b", ("model", "a: b")),
        ("model=[1, 2]", ("model", "[1, 2]")),
        ("model=@x", ("model", "@x")),
        ("model=", ("model", None)),
    ],
)
def test_option_values_are_yaml_scalars(pair: str, option: tuple[str, Any]) -> None:
    assert option_value(pair) == option


def test_each_voice_says_whose_it_is_and_its_licence(tmp_path: Path) -> None:
    assert str(get_engine("pico").credit("de-DE")) == "SVOX Pico (Apache-2.0)"
    assert str(get_engine("espeak-ng").credit("en-us")) == "eSpeak NG (GPL-3.0-or-later)"
    assert get_engine("piper").credit("en_US-joe-medium") == Credit(
        "Piper voice en_US-joe-medium, trained on https://github.com/NabuCasa/voice-datasets", "CC0", False)
    model = tmp_path / "de_DE-anna-medium.onnx"
    model.write_bytes(b"")
    (tmp_path / "MODEL_CARD").write_text("# Model card\n\n## Dataset\n\n* URL: https://example.org/anna\n"
                                         "* License: CC BY 4.0\n", encoding="utf-8")
    assert get_engine("piper").credit(str(model)) == Credit(
        "Piper voice de_DE-anna-medium, trained on https://example.org/anna", "CC BY 4.0", True)
    assert get_engine("openai-compatible").credit("alloy") is None
    assert [credit_required(licence) for licence in ("CC BY 4.0", "CC-BY-SA-4.0", "CC0", "Apache-2.0", "MIT")] == [
        True, True, False, False, False]


def test_the_guide_credits_a_voice_its_own_way(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    config_path = guide / "audioguide.yml"
    config_path.write_text(config_path.read_text(encoding="utf-8").replace(
        "  - code: en\n", "  - code: en\n    credit: Our narrator, eSpeak NG\n", 1), encoding="utf-8")
    config = load_config(config_path)
    voice = config.languages[0].voice or ""
    keys = [CueKey("espeak-ng", "1", voice, "en", 1.0, "Hello."), CueKey("pico", "1", "fr-FR", "fr", 1.0, "Salut."),
            CueKey("espeak-ng", "1", voice, "en", 1.0, "Again.")]
    assert voice_credits(config, keys) == (Credit("Our narrator, eSpeak NG", "GPL-3.0-or-later"),
                                           Credit("SVOX Pico", "Apache-2.0"))
