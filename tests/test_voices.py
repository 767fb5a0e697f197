"""Choosing a voice: the table of every engine's voices, and `audioguide say`."""

from __future__ import annotations

import re
import wave
from pathlib import Path

from audioguide.voices import voice_table
from tests.local_voice_server import VoiceMirror, lay_out
from tests.support import make_tiny_guide, run_cli


def test_the_table_lists_each_voice_once_in_aligned_columns() -> None:
    lines = voice_table("en")
    rows = [line for line in lines if line.startswith("  ") and not line.startswith(("  (", "  no voice"))]
    assert len(rows) == len(set(rows))
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
    piper = lines[lines.index("piper (offline): ready") + 1:]
    assert [line.split()[0] for line in piper] == ["en_US-amy-low", "en_US-joe-medium"]  # joe once: it is here
    assert piper[0].endswith("amy  (low, to download, 63 MB)") and piper[1].endswith("joe"), piper


def test_say_speaks_a_sentence_as_the_guide_would(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    result = run_cli("say", "--lang", "en", "Is this the voice you want?", "-o", tmp_path / "try.wav", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"wrote {tmp_path / 'try.wav'}\n"
    with wave.open(str(tmp_path / "try.wav")) as sound:
        assert sound.getnchannels() == 1 and 1.0 < sound.getnframes() / sound.getframerate() < 5.0


def test_say_with_a_voice_that_does_not_exist(tmp_path: Path) -> None:
    result = run_cli("say", "--lang", "de", "--voice", "xx", "Hallo", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (1, "error: --voice: unknown voice 'xx' for espeak-ng (known: de)\n")
    assert list(tmp_path.iterdir()) == []
