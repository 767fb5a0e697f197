"""The command line: help, version, and bad input reported in one clear message."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from audioguide import __version__
from audioguide.publish.identities import LOCK_FILE
from tests.conftest import run_cli
from tests.support import make_tiny_guide


def test_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout == f"audioguide, version {__version__}\n"


@pytest.mark.parametrize("args", [["--help"], ["build", "--help"]])
def test_help(args: list[str]) -> None:
    result = run_cli(*args)
    assert result.returncode == 0
    assert "Usage: " in result.stdout


def test_a_bug_is_exit_70_and_says_how_to_see_its_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from audioguide import cli

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the reader lost its place")

    monkeypatch.setattr(cli.cli, "main", broken)
    monkeypatch.delenv(cli.DEBUG_VARIABLE, raising=False)
    with pytest.raises(SystemExit) as exit_:
        cli.main()
    assert exit_.value.code == 70
    assert capsys.readouterr().err == (
        "internal error: RuntimeError: the reader lost its place\n"
        "This is a bug in audioguide; run again with AUDIOGUIDE_DEBUG=1 set for the traceback and report it.\n")
    monkeypatch.setenv(cli.DEBUG_VARIABLE, "1")
    with pytest.raises(SystemExit) as exit_:
        cli.main()
    shown = capsys.readouterr().err
    assert exit_.value.code == 70
    assert shown.startswith("Traceback (most recent call last):") and "in broken" in shown, shown


def test_build_help_names_every_option() -> None:
    text = run_cli("build", "--help").stdout
    for option in ("-c, --config", "--lang", "--output", "-v, --verbose", "-q, --quiet"):
        assert option in text


def _replace(old: str, new: str) -> Callable[[Path], None]:
    def edit(guide: Path) -> None:
        config = guide / "audioguide.yml"
        text = config.read_text(encoding="utf-8")
        assert old in text
        config.write_text(text.replace(old, new, 1), encoding="utf-8")

    return edit


def _write(name: str, data: bytes) -> Callable[[Path], None]:
    def edit(guide: Path) -> None:
        (guide / "content" / name).write_bytes(data)
        _replace("content/000_52f206e528357c55.txt", f"content/{name}")(guide)

    return edit


BAD_INPUT = [
    pytest.param(
        lambda guide: (guide / "audioguide.yml").unlink(), [],
        "error: audioguide.yml: config file not found"
        " (run audioguide in the guide's folder or pass -c FILE)",
        id="missing config",
    ),
    pytest.param(
        _replace("explicit: false", "explicit: [false"), [],
        "error: audioguide.yml:19:1: bad YAML: expected ',' or ']', but got '?'",
        id="bad yaml",
    ),
    pytest.param(
        _replace("explicit: false", "explicit: false\nexplcit: true"), [],
        "error: audioguide.yml: explcit: unknown field (did you mean 'explicit'?)",
        id="unknown field",
    ),
    pytest.param(
        _replace("voice: en-US", "voice: xx"), [],
        "error: audioguide.yml: languages[0].voice: unknown voice 'xx' for pico (known: en-GB, en-US)",
        id="unknown voice",
    ),
    pytest.param(
        _replace("content/000_52f206e528357c55.txt", "content/missing.txt"), [],
        "error: audioguide.yml: documents[0].path: document not found: content/missing.txt",
        id="missing document",
    ),
    pytest.param(
        _write("empty.txt", b"\n\n  \n"), [],
        "error: content/empty.txt: nothing to narrate (the document is empty or only markup)",
        id="empty document",
    ),
    pytest.param(
        _write("latin1.txt", "Title\n\nCaf\u00e9 au lait.\n".encode("latin-1")), [],
        "error: content/latin1.txt:3: not valid UTF-8 (byte 0xe9); save the file as UTF-8",
        id="invalid utf-8",
    ),
    pytest.param(
        lambda guide: (guide / "blocker").write_text("a file"), ["--output", "blocker/output"],
        "error: {guide}/blocker/output: cannot write the output (Not a directory);"
        " check the folder's permissions or choose another --output",
        id="unwritable output",
    ),
    pytest.param(
        lambda guide: None, ["--lang", "it"],
        "error: --lang it: not a language of this guide (languages: en, es, fr, de)",
        id="unknown language",
    ),
]


@pytest.mark.parametrize(("break_it", "args", "message"), BAD_INPUT)
def test_bad_input_is_one_clear_message(
    sample_config: Path, break_it: Callable[[Path], None], args: list[str], message: str
) -> None:
    guide = sample_config.parent
    previous = guide / "output"
    (previous / "en").mkdir(parents=True)
    (previous / "en" / "feed.xml").write_text("<rss>previous build</rss>")
    break_it(guide)

    result = run_cli("build", *args, cwd=guide)

    assert result.returncode == 1
    assert result.stderr == message.format(guide=guide) + "\n"
    assert "Traceback" not in result.stderr
    assert (previous / "en" / "feed.xml").read_text() == "<rss>previous build</rss>"
    # Nothing left behind but the cache (covers made before the output was tried are kept)
    # and the feeds' identities, recorded once the guide has been read.
    assert sorted(p.name for p in guide.iterdir() if p.name not in (".audioguide-cache", LOCK_FILE)) == [
        n for n in ["audioguide.yml", "blocker", "content", "output", "translations"] if (guide / n).exists()
    ]


def test_every_config_problem_at_once(sample_config: Path) -> None:
    _replace("voice: en-US", "voice: xx\n    rate: 7")(sample_config.parent)
    _replace('base_url: "https://example.org/walking-away/"', "base_url: localhost")(sample_config.parent)
    result = run_cli("build", cwd=sample_config.parent)
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        "error: audioguide.yml: base_url: not an http(s) URL: 'localhost' (e.g. https://example.org/guide/)",
        "error: audioguide.yml: languages[0].voice: unknown voice 'xx' for pico (known: en-GB, en-US)",
        "error: audioguide.yml: languages[0].rate: input should be less than or equal to 2, got 7",
    ]


# -- audioguide script: what will be narrated, without synthesizing


SCRIPT_GUIDE = """\
title: Tiny
description: A tiny guide.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/guide/
languages:
  - code: en
  - code: fr
documents:
  - path: content/a.txt
    published: 2026-01-05T10:00:00Z
  - path: content/pages.html
    published: 2026-01-06T10:00:00Z
    split: chapters
"""
PAGES = """\
<html><head><title>Pages</title></head>
<body><nav><a href="/">Home</a> <a href="/more">More pages</a></nav>
<main>
<h1>Two Pages</h1>
<h2>Second</h2>
<p>Second text, with 3 items.</p>
<h2>Third</h2>
<p>The third page, at last.</p>
</main></body></html>
"""


@pytest.fixture()
def script_guide(tmp_path: Path) -> Path:
    (tmp_path / "content").mkdir()
    (tmp_path / "audioguide.yml").write_text(SCRIPT_GUIDE, encoding="utf-8")
    (tmp_path / "content" / "a.txt").write_text("First\n\nFirst text here.\n", encoding="utf-8")
    (tmp_path / "content" / "pages.html").write_text(PAGES, encoding="utf-8")
    return tmp_path


def test_script_shows_every_episode_as_it_will_be_narrated(script_guide: Path) -> None:
    result = run_cli("script", cwd=script_guide)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "content/pages.html:2: navigation <nav> not read aloud (3 words)\n"
    assert result.stdout == """\
# en: 3 episodes

## Episode 1: First
file: en/01-first.mp3
published: 2026-01-05T10:00:00+00:00
source: content/a.txt
chapters:
  1. First

### 1. First
[intro] Tiny.
[intro] Episode 1: First.
[content/a.txt:3] First text here.
[outro] This was episode 1 of Tiny. Next: Second.
[outro] Written by Tester. Thank you for listening.

## Episode 2: Second
file: en/02-second.mp3
published: 2026-01-06T10:00:00+00:00
source: content/pages.html
chapters:
  1. Second

### 1. Second
[intro] Tiny.
[intro] Episode 2: Second.
[content/pages.html:6] Second text, with 3 items.
[outro] This was episode 2 of Tiny. Next: Third.
[outro] Written by Tester. Thank you for listening.

## Episode 3: Third
file: en/03-third.mp3
published: 2026-01-06T10:00:01+00:00
source: content/pages.html
chapters:
  1. Third

### 1. Third
[intro] Tiny.
[intro] Episode 3: Third.
[content/pages.html:8] The third page, at last.
[outro] This was episode 3 of Tiny.
[outro] Written by Tester. Thank you for listening.

# fr: 3 episodes
not translated, read in en:
  translations/fr.po: no catalog for fr; run `audioguide extract` and `audioguide translations update`, then translate it

## Episode 1: First
file: fr/01-first.mp3
published: 2026-01-05T10:00:00+00:00
source: content/a.txt
chapters:
  1. First

### 1. First
[intro, in en] Tiny.
[intro, in fr and en] Épisode 1 : First.
[content/a.txt:3, not translated: en] First text here.
[outro, in fr and en] C’était l’épisode 1 de Tiny. À suivre : Second.
[outro] Écrit par Tester. Merci de votre écoute.

## Episode 2: Second
file: fr/02-second.mp3
published: 2026-01-06T10:00:00+00:00
source: content/pages.html
chapters:
  1. Second

### 1. Second
[intro, in en] Tiny.
[intro, in fr and en] Épisode 2 : Second.
[content/pages.html:6, not translated: en] Second text, with 3 items.
[outro, in fr and en] C’était l’épisode 2 de Tiny. À suivre : Third.
[outro] Écrit par Tester. Merci de votre écoute.

## Episode 3: Third
file: fr/03-third.mp3
published: 2026-01-06T10:00:01+00:00
source: content/pages.html
chapters:
  1. Third

### 1. Third
[intro, in en] Tiny.
[intro, in fr and en] Épisode 3 : Third.
[content/pages.html:8, not translated: en] The third page, at last.
[outro, in fr and en] C’était l’épisode 3 de Tiny.
[outro] Écrit par Tester. Merci de votre écoute.

# Not read aloud: 1 block
content/pages.html:2: navigation <nav> (3 words)
"""  # noqa: E501 - the lines as audioguide script prints them
    assert not (script_guide / "output").exists() and not (script_guide / ".audioguide-cache" / "cues").exists()


def test_script_of_one_language_as_the_voice_is_given_it(script_guide: Path) -> None:
    result = run_cli("script", "--lang", "en", "--speech", cwd=script_guide)
    assert result.returncode == 0, result.stderr
    assert "# fr" not in result.stdout
    assert "[intro] Episode one: First.\n[content/a.txt:3] First text here.\n" in result.stdout
    assert "[content/pages.html:6] Second text, with three items.\n" in result.stdout


def test_script_refuses_what_build_refuses(script_guide: Path) -> None:
    result = run_cli("script", "--lang", "de", cwd=script_guide)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == "error: --lang de: not a language of this guide (languages: en, fr)\n"
    (script_guide / "content" / "pages.html").write_text("<html><body><p>No headings here at all.</p></body></html>")
    result = run_cli("script", cwd=script_guide)
    assert result.stderr == (
        "error: content/pages.html: split: chapters, but the document has no headings to split it at;"
        " remove split: to make it one episode\n"
    )


@pytest.mark.slow
def test_translations_import_says_what_it_cannot_do(tmp_path: Path) -> None:
    from tests.text.test_align import make_guide

    guide = make_guide(tmp_path)
    assert "import  Fill translations/LANG.po from documents already" in run_cli("translations", "--help").stdout
    cases = [
        (["fr", "content/de/records.md"],
         "error: fr is not one of the guide's languages to translate into (de); add it under languages: in"
         " audioguide.yml first"),
        (["en", "content/de/records.md"],
         "error: en is the source language; import the translations of another language (the guide's: de)"),
        (["de", "content/de/records.md", "content/records.md", "--source", "content/records.md"],
         "error: --source names the source of one file; import the files one at a time"),
        (["de", "content/records.md"],
         "error: content/records.md is the source document itself; import its translation"),
        (["de", "content/de/missing.md"], "error: content/de/missing.md: no such file"),
        (["de", "content/de/pipe.md"], "error: content/de/pipe.md: not a regular file (a named pipe); give the"
                                       " file of a translated document"),
        (["de", "/dev/zero"], "error: /dev/zero: not a regular file (a device); give the file of a translated"
                              " document"),
        (["de", "content/de/records.md", "--source", "content/de/records.md"],
         "error: --source content/de/records.md: not one of the guide's documents (documents: in audioguide.yml)"),
    ]
    os.mkfifo(guide / "content" / "de" / "pipe.md")
    for args, message in cases:
        result = run_cli("translations", "import", *args, cwd=guide, timeout=60)
        assert (result.returncode, result.stderr) == (1, message + "\n"), args
    assert not (guide / "translations").exists()


def test_cache_info_counts_every_kind_of_file_the_cache_keeps(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide").resolve()
    cache = guide / ".audioguide-cache"
    sizes = {
        "cues/ab/ab12.wav": 100_000,
        "episodes/cd/cd34.mp3": 1_000_000, "episodes/cd/cd34.json": 100,
        "episodes/ef/ef56.m4b": 2_000_000, "episodes/ef/ef56.json": 100,
        "episodes/01/0178.opus": 500_000, "episodes/01/0178.json": 100,
        "episodes/123-x7.mp3.tmp": 50_000,  # a killed build's leftover
    }
    for name, size in sizes.items():
        (cache / name).parent.mkdir(parents=True, exist_ok=True)
        (cache / name).write_bytes(bytes(size))
    result = run_cli("cache", "info", "-c", guide / "audioguide.yml")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        f"cues      {1:>6} entries {0.1:>9.1f} MB  {cache / 'cues'}",
        f"episodes  {3:>6} entries {3.5:>9.1f} MB  {cache / 'episodes'}",
    ]


def test_cache_info_counts_the_cues_where_cue_cache_keeps_them(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide").resolve()
    config = guide / "audioguide.yml"
    config.write_text(config.read_text() + f"cue_cache: {tmp_path / 'shared'}\n", encoding="utf-8")
    (tmp_path / "shared" / "ab").mkdir(parents=True)
    (tmp_path / "shared" / "ab" / "ab12.wav").write_bytes(bytes(300_000))
    result = run_cli("cache", "info", "-c", config)
    assert result.stdout.splitlines()[0] == f"cues      {1:>6} entries {0.3:>9.1f} MB  {tmp_path / 'shared'}"
    config.write_text(config.read_text().replace(str(tmp_path / "shared"), "memory://bucket/cues"), encoding="utf-8")
    result = run_cli("cache", "info", "-c", config)
    assert result.stdout.splitlines()[0] == f"cues      {'':>6} {'':>8} {'':>12}  memory://bucket/cues"


@pytest.mark.parametrize("command", [("build",), ("script",), ("serve", "--watch"), ("say", "--lang", "en", "Hi.")])
def test_outside_a_guide_nothing_is_written(tmp_path: Path, command: tuple[str, ...]) -> None:
    """Run from a folder with no audioguide.yml (an empty one, or a guide's content/): the config is missing,
    and no cache folder appears there."""
    guide = make_tiny_guide(tmp_path / "guide")
    for folder in (tmp_path / "empty", guide / "content"):
        folder.mkdir(exist_ok=True)
        before = sorted(folder.iterdir())
        result = run_cli(*command, cwd=folder)
        if command[0] == "say":  # a sentence needs no guide: it is written where it was asked for
            assert result.returncode == 0 and sorted(folder.iterdir()) == sorted([*before, folder / "say-en.wav"])
            (folder / "say-en.wav").unlink()
            continue
        assert (result.returncode, result.stderr) == (1, "error: audioguide.yml: config file not found (run audioguide"
                                                          " in the guide's folder or pass -c FILE)\n")
        assert sorted(folder.iterdir()) == before
