"""A guide in English, Spanish and French spoken by Kokoro, offline: the model joined from its packages, the
voices named in the config and fetched from a mirror made of the kokoro-js tarball."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from audioguide.check import check_output
from audioguide.speech.engines import kokoro_files, piper_voices
from tests.local_voice_server import VoiceMirror, lay_out_kokoro

pytestmark = pytest.mark.slow

GUIDE = """\
title: Three Voices
description: A guide in three languages.
author: Tester
copyright: © 2026 Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/three/
languages:
  - code: en
    engine: kokoro
    voice: af_heart
  - code: es
    engine: kokoro
    voice: ef_dora
  - code: fr
    engine: kokoro
documents:
  - path: content/a.md
    published: 2026-01-05T10:00:00Z
"""
TEXTS = {
    "es": {"Three Voices": "Tres voces", "A guide in three languages.": "Una guía en tres idiomas.",
           "Staying Safe": "Mantenerse a salvo", "Tell someone you trust.": "Díselo a alguien de confianza."},
    "fr": {"Three Voices": "Trois voix", "A guide in three languages.": "Un guide en trois langues.",
           "Staying Safe": "Rester en sécurité", "Tell someone you trust.": "Dites-le à quelqu’un de confiance."},
}


def translate(guide: Path) -> None:
    import polib

    for code, texts in TEXTS.items():
        catalog = polib.pofile(str(guide / "translations" / f"{code}.po"))
        for entry in catalog:
            entry.msgstr = texts.get(entry.msgid, entry.msgstr)
        catalog.save()


def run(guide: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "audioguide", *args], cwd=guide, env=env,
                          capture_output=True, text=True, check=False, timeout=1200)


def test_three_languages_with_kokoro_voices_offline(tmp_path: Path) -> None:
    root = lay_out_kokoro(tmp_path / "mirror", ("af_heart", "ef_dora", "ff_siwis"))
    guide = tmp_path / "guide"
    (guide / "content").mkdir(parents=True)
    (guide / "audioguide.yml").write_text(GUIDE, encoding="utf-8")
    (guide / "content" / "a.md").write_text("# Staying Safe\n\nTell someone you trust.\n", encoding="utf-8")
    env = {**os.environ, piper_voices.FOLDER_VARIABLE: str(tmp_path / "voices")}
    with VoiceMirror(root) as mirror:
        env[kokoro_files.MIRROR_VARIABLE] = mirror.url
        for command in (["extract"], ["translations", "update"]):
            assert run(guide, *command, env=env).returncode == 0
        translate(guide)
        result = run(guide, "build", env=env)
        assert result.returncode == 0, result.stderr
        fetched = sorted(path for path, _ in mirror.requests)
    assert fetched == ["voices/af_heart.bin", "voices/ef_dora.bin", "voices/ff_siwis.bin"]  # the model: offline
    assert "Built 3 episodes in en, es, fr" in result.stderr
    assert [str(f) for f in check_output(guide / "output").findings] == []
    narration = (guide / "output" / "es" / "01-mantenerse-a-salvo.txt").read_text(encoding="utf-8")
    assert "Díselo a alguien de confianza." in narration
    # Offline from now on, and the same audio: nothing to speak again.
    env[kokoro_files.MIRROR_VARIABLE] = "http://127.0.0.1:9/"
    (guide / ".audioguide-cache" / "last-build.json").unlink()
    again = run(guide, "build", env=env)
    assert again.returncode == 0, again.stderr
    assert "0 sentences synthesized" in again.stderr
