"""Incremental builds: the caches, resuming after a kill, determinism, the cache and voices commands."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from audioguide.builder import LOCK
from audioguide.text.prepare import split_sentences
from tests.conftest import ROOT, counts, run_cli, snapshot

pytestmark = pytest.mark.slow  # whole builds, stopped and resumed: scripts/test.sh --quick leaves them out

ENGLISH_ONLY = """\
title: "Walking Away"
description: "A narrated guide."
author: "The Walking Away Project"
owner: {name: "The Walking Away Project", email: "podcast@example.org"}
base_url: "http://localhost:8000/"
languages:
  - code: en
    voice: en-us
documents:
  - path: content/000_52f206e528357c55.txt
    published: 2026-11-02T08:00:00Z
  - path: content/004_eaaa4179d82a9fdd.txt
    published: 2026-11-09T08:00:00Z
reading:
  drop_patterns: ["(?i)please give it a like"]
"""
EDITED = (
    "Understanding that changes the entire narrative.",
    "Understanding this changes the whole story. It really does.",
)


def make_guide(folder: Path) -> Path:
    """The sample's two documents in English, the second cut to its first five paragraphs: two episodes, some 70
    sentences, built in a few seconds."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "content", folder / "content")
    second = folder / "content" / "004_eaaa4179d82a9fdd.txt"
    second.write_text("\n\n".join(second.read_text(encoding="utf-8").split("\n\n")[:6]) + "\n", encoding="utf-8")
    (folder / "audioguide.yml").write_text(ENGLISH_ONLY, encoding="utf-8")
    # Copies of one guide: the same identity, so the outputs they build are the same bytes.
    (folder / "audioguide.lock").write_text("guide: 2d7c4a4e-7c1f-4c66-9f0e-5d9b3a1f6a10\n", encoding="utf-8")
    return folder


def build(guide: Path, *args: str) -> tuple[int, int, int]:
    result = run_cli("build", *args, cwd=guide)
    assert result.returncode == 0, result.stderr
    return counts(result.stderr)


@pytest.fixture(scope="module")
def guide(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = make_guide(tmp_path_factory.mktemp("incremental") / "guide")
    synthesized, _cached, encoded = build(folder)
    assert synthesized > 50 and encoded == 2
    return folder


def test_unchanged_rebuild_calls_no_engine_encodes_nothing_and_changes_no_byte(guide: Path) -> None:
    before = snapshot(guide / "output")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0
    assert result.stderr == "Nothing changed since the last build; the output is up to date.\n"
    assert snapshot(guide / "output") == before
    # Without the stamp, the build runs, and every cache answers.
    (guide / ".audioguide-cache" / "last-build.json").unlink()
    assert build(guide) == (0, 0, 0)
    assert snapshot(guide / "output") == before


def test_a_changed_output_folder_is_built_again(guide: Path) -> None:
    feed = guide / "output" / "en" / "feed.xml"
    original = feed.read_bytes()
    feed.write_text("<rss>edited by hand</rss>")
    assert build(guide) == (0, 0, 0)
    assert feed.read_bytes() == original


def test_one_paragraph_edit_speaks_only_that_paragraph_and_encodes_only_its_episode(guide: Path) -> None:
    before = snapshot(guide / "output")
    document = guide / "content" / "000_52f206e528357c55.txt"
    original = document.read_text(encoding="utf-8")
    document.write_text(original.replace(*EDITED), encoding="utf-8")
    try:
        synthesized, _, encoded = build(guide)
        assert synthesized == len(split_sentences(EDITED[1], "en")) == 2
        assert encoded == 1
        after = snapshot(guide / "output")
        episode_one = "en/01-the-narcissist-wont-let-you-go.mp3"
        episode_two = "en/02-when-the-narcissist-realises-you-are-done-must-read.mp3"
        assert after[episode_one] != before[episode_one]
        assert after[episode_two] == before[episode_two]
    finally:
        document.write_text(original, encoding="utf-8")
    assert build(guide)[::2] == (0, 0)  # back to the first text: both already cached
    assert snapshot(guide / "output") == before


def test_cold_builds_are_byte_identical_whatever_the_jobs(guide: Path, tmp_path: Path) -> None:
    other = make_guide(tmp_path / "again")
    build(other, "--jobs", "1")
    assert snapshot(other / "output") == snapshot(guide / "output")


def test_a_damaged_episode_record_is_encoded_again(guide: Path) -> None:
    records = sorted((guide / ".audioguide-cache" / "episodes").rglob("*.json"))
    assert len(records) >= 2
    before = snapshot(guide / "output")
    for record in records:
        record.write_text("{not json", encoding="utf-8")
    (guide / ".audioguide-cache" / "last-build.json").unlink()  # else the build has nothing to do
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0
    assert counts(result.stderr)[2] == 2
    assert "is damaged" in result.stderr
    assert snapshot(guide / "output") == before


def test_cache_info_and_clear(guide: Path, tmp_path: Path) -> None:
    other = make_guide(tmp_path / "guide")
    shutil.copytree(guide / ".audioguide-cache", other / ".audioguide-cache")
    info = run_cli("cache", "info", cwd=other)
    assert info.returncode == 0
    lines = info.stdout.splitlines()
    assert re.fullmatch(r"cues +\d+ entries +\d+\.\d MB  .*/guide/\.audioguide-cache/cues", lines[0])
    assert re.fullmatch(r"episodes +\d+ entries +\d+\.\d MB  .*/guide/\.audioguide-cache/episodes", lines[1])
    cleared = run_cli("cache", "clear", cwd=other)
    assert cleared.stdout == f"cleared {other / '.audioguide-cache'}\n"
    assert [entry.name for entry in (other / ".audioguide-cache").iterdir()] == [LOCK]  # the lock stays


def test_voices_lists_every_engine_and_its_voices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIOGUIDE_VOICES", str(tmp_path))  # no Piper index fetched before
    monkeypatch.delenv("AUDIOGUIDE_PIPER_MIRROR", raising=False)
    result = run_cli("voices", "--lang", "de")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1] == "espeak-ng (offline): ready"
    assert [line.split() for line in lines[:5]] == [
        ["voice", "language", "name", "(quality,", "download,", "licence)"], ["espeak-ng", "(offline):", "ready"],
        ["de", "de", "German", "(GPL-3.0-or-later)"], ["gtts", "(online):", "ready"], ["com", "de", "German"]]
    assert "gtts (online): ready" in lines
    assert "piper (offline): ready" in lines
    assert "  no voice for de" in lines  # Piper ships an English voice only
