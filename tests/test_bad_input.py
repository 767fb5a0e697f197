"""Awkward input that a build must either refuse with one clear message or get through honestly.

Each row is a tiny guide built by the real CLI. A refusal exits 1 with the
exact message and no traceback; a build that goes on must leave an output
that `audioguide check` passes.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from audioguide.check import check_output
from tests.conftest import make_tiny_guide, run_cli, snapshot


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = make_tiny_guide(tmp_path_factory.mktemp("built") / "guide")
    assert run_cli("build", cwd=folder).returncode == 0
    return folder


@pytest.fixture()
def guide(built: Path, tmp_path: Path) -> Path:
    """A tiny guide with its output and cache from a build: the previous output that must survive."""
    return Path(shutil.copytree(built, tmp_path / "guide"))


def document(name: str, data: bytes) -> Callable[[Path], None]:
    def write(guide: Path) -> None:
        (guide / "content" / name).write_bytes(data)

    return write


def config(old: str, new: str) -> Callable[[Path], None]:
    def edit(guide: Path) -> None:
        path = guide / "audioguide.yml"
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new), encoding="utf-8")

    return edit


def not_an_image(guide: Path) -> None:
    (guide / "cover.png").write_text("not an image")
    config("copyright:", "cover: cover.png\ncopyright:")(guide)


PARAGRAPH = "Leaving is hard, and that is not your fault. " * 10 + "\n\n"
FIVE_MB = ("# Big\n\n" + PARAGRAPH * 11_599).encode()

REFUSED = [
    pytest.param(document("a.md", FIVE_MB),
                 "error: content/a.md: 1,043,910 words, about 116 hours of narration in one episode;"
                 " an episode holds at most 100,000 words (about 11 hours): split it into several documents,"
                 " one per episode",
                 id="5 MB document"),
    pytest.param(document("a.md", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
                 "error: content/a.md: looks like a binary file, not text; list only Markdown or text files",
                 id="binary file"),
    pytest.param(document("a.md", b"<div>\n</div>\n\n<!-- nothing -->\n\n---\n"),
                 "content/a.md:4: HTML comment not read aloud (1 word)\n"
                 "error: content/a.md: nothing to narrate (the document is empty or only markup)",
                 id="only markup"),
    pytest.param(config("https://example.org/guide/", "example.org/guide/"),
                 "error: audioguide.yml: base_url: not an http(s) URL: 'example.org/guide/'"
                 " (e.g. https://example.org/guide/)",
                 id="base_url without scheme"),
    pytest.param(not_an_image, "error: audioguide.yml: cover: cover.png is not a JPEG or PNG image",
                 id="cover not an image"),
]


@pytest.mark.parametrize(("spoil", "message"), REFUSED)
def test_refused_with_one_clear_message(guide: Path, spoil: Callable[[Path], None], message: str) -> None:
    before = snapshot(guide / "output")
    spoil(guide)
    result = run_cli("build", cwd=guide)
    assert (result.returncode, result.stderr) == (1, message.format(parent=guide.parent) + "\n")
    assert snapshot(guide / "output") == before
    assert [str(f) for f in check_output(guide / "output").findings] == []


def long_heading(guide: Path) -> None:
    (guide / "content" / "b.md").write_text("# Second\n\n## " + "Heading words " * 150 + "\n\nText.\n")


def emoji_titles(guide: Path) -> None:
    for name in ("a.md", "b.md"):
        (guide / "content" / name).write_text("# 🎧🎧\n\nSome text.\n", encoding="utf-8")


def utf16(guide: Path) -> None:
    (guide / "content" / "a.md").write_bytes("# Première\n\nDu texte, en UTF-16.\n".encode("utf-16"))


def marked(tag: str) -> Callable[[Path], None]:
    def write(guide: Path) -> None:
        (guide / "content" / "b.md").write_text(
            f"# Second\n\nSecond text here, [some words in another tongue here]{{lang={tag}}}, and more.\n",
            encoding="utf-8")

    return write


BUILT = [
    *(pytest.param(marked(tag), [f'content/b.md:3: lang="{tag}" is not a language tag (BCP 47: en, pt-BR, de-CH …);'
                                 " the text is read in the language around it"],
                   ["01-first.mp3", "02-second.mp3"], id=f"a mark lang={tag}") for tag in ("en-x", "en-a", "de-u")),
    *(pytest.param(marked(tag), [f"content/b.md: a passage marked as {tag}, which no voice installed here speaks, is"
                                 f" read in the en voice; install an engine that speaks {tag} (audioguide voices"
                                 f" --lang {tag}), or mark it in another language"],
                   ["01-first.mp3", "02-second.mp3"], id=f"a passage in {tag}") for tag in ("zh", "qaa", "tlh")),
    pytest.param(long_heading, ["episode 2: a chapter title has 2099 characters; chapter lists show the first 255"],
                 ["01-first.mp3", "02-second.mp3"], id="2,000-character heading"),
    pytest.param(emoji_titles, [], ["01-a.mp3", "02-b.mp3"], id="titles of emoji only: the files' names"),
    pytest.param(utf16, [], ["01-premiere.mp3", "02-second.mp3"], id="UTF-16 with BOM"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("spoil", "warnings", "mp3s"), BUILT)
def test_built_honestly(guide: Path, spoil: Callable[[Path], None], warnings: list[str], mp3s: list[str]) -> None:
    spoil(guide)
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    for warning in warnings:
        assert warning in result.stderr
    assert "Traceback" not in result.stderr
    output = guide / "output"
    assert sorted(p.name for p in (output / "en").glob("*.mp3")) == mp3s
    assert [str(f) for f in check_output(output).findings] == []


def test_a_passage_no_voice_speaks_keeps_its_language_in_the_transcripts(guide: Path) -> None:
    marked("zh")(guide)
    assert run_cli("build", cwd=guide).returncode == 0
    [transcript] = (guide / "output" / "en").glob("02-*.transcript.json")
    assert [s["body"] for s in json.loads(transcript.read_text())["segments"] if s.get("language") == "zh"] == [
        "some words in another tongue here,"]
    assert "[content/b.md:3, in en and zh] Second text here, some words in another tongue here, and more." \
        in run_cli("script", cwd=guide).stdout.splitlines()


def test_links_in_the_output_are_the_users_kept_and_never_followed(guide: Path) -> None:
    assert run_cli("build", cwd=guide).returncode == 0  # the copy's files recorded as they are here
    (guide / "output" / "dangling").symlink_to("/nonexistent")
    (guide / "output" / "loop").symlink_to("loop")
    assert run_cli("build", cwd=guide).stderr == "Nothing changed since the last build; the output is up to date.\n"
    (guide / "content" / "b.md").write_text("# Second\n\nChanged text here.\n", encoding="utf-8")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert os.readlink(guide / "output" / "dangling") == "/nonexistent"
    assert os.readlink(guide / "output" / "loop") == "loop"


def test_a_cover_that_breaks_apples_rules_is_refused_before_any_audio(guide: Path) -> None:
    (guide / "content" / "b.md").write_text("# Second\n\nNew words to speak.\n", encoding="utf-8")
    cues = sorted((guide / ".audioguide-cache" / "cues").rglob("*"))
    Image.new("RGBA", (1400, 1400)).save(guide / "cover.png")
    config("copyright:", "cover: cover.png\ncopyright:")(guide)
    result = run_cli("build", cwd=guide)
    assert (result.returncode, result.stderr) == (
        1, "error: audioguide.yml: cover: cover.png is colour mode RGBA; save it as RGB"
           " (no alpha channel, palette, greyscale or CMYK)\n")
    assert sorted((guide / ".audioguide-cache" / "cues").rglob("*")) == cues


def fifo(guide: Path) -> None:
    os.mkfifo(guide / "content" / "pipe.md")
    config("content/a.md", "content/pipe.md")(guide)


def outside(guide: Path) -> None:
    (guide.parent / "elsewhere.md").write_text("# Elsewhere\n\nText from outside.\n")
    config("content/a.md", "../elsewhere.md")(guide)


def twice(guide: Path) -> None:
    config("content/b.md", "content/a.md")(guide)


def same_name(guide: Path) -> None:
    (guide / "content" / "more").mkdir()
    (guide / "content" / "more" / "a.md").write_text("# Another\n\nAnother text.\n")
    config("content/b.md", "content/more/a.md")(guide)


REFUSED += [
    pytest.param(fifo, "error: audioguide.yml: documents[0].path: content/pipe.md is a named pipe, not a file;"
                 " name a file", id="named pipe as a document"),
    pytest.param(outside, "error: audioguide.yml: documents[0].path: ../elsewhere.md is outside the guide's folder"
                 " ({parent}/elsewhere.md); move it into the guide, or set reading.allow_outside_guide: true",
                 id="document outside the guide"),
    pytest.param(twice, "error: audioguide.yml: documents[1].path: content/a.md is listed twice (also documents[0]);"
                 " list each document once", id="document listed twice"),
    pytest.param(same_name, "error: audioguide.yml: documents[1].path: content/more/a.md has the identity 'a', as"
                 " content/a.md (documents[0]) has; each episode needs its own: give one of them an id:",
                 id="two documents with one name"),
    pytest.param(config("https://example.org/guide/", "https://example.org/guide/?utm_source=feed"),
                 "error: audioguide.yml: base_url: has a query (?…); the base URL is a folder that file names are"
                 " added to: 'https://example.org/guide/?…' (e.g. https://example.org/guide/)",
                 id="base_url with a query"),
]


def template(name: str, text: str) -> Callable[[Path], None]:
    def write(guide: Path) -> None:
        (guide / "templates").mkdir(exist_ok=True)
        (guide / "templates" / name).write_text(text, encoding="utf-8")

    return write


REFUSED += [
    pytest.param(template("intro.txt.j2", "{{ guide.title }}\n\n{{ episode.missing }}\n"),
                 "error: templates/intro.txt.j2:3: 'missing' is not defined here; the variables this template gets"
                 " are: guide (title, author, content_note), episode (number, title, next_title)",
                 id="undefined value in a template"),
    pytest.param(template("outro.txt.j2", "Bye.\n{% if episode.number %}\n  {{ nothing.here }}\n{% endif %}\n"),
                 "error: templates/outro.txt.j2:3: 'nothing' is not defined here; the variables this template gets"
                 " are: guide (title, author, content_note), episode (number, title, next_title)",
                 id="undefined variable in a template"),
    pytest.param(config("copyright:", "cue_cache: foo://x/y\ncopyright:"),
                 "error: audioguide.yml: cue_cache: 'foo://x/y': no storage is called foo://; give a folder, or a URL"
                 " of the storage such as s3://bucket/cues",
                 id="cue cache of an unknown protocol"),
    pytest.param(config("copyright:", "cue_cache: audioguide.yml/cues\ncopyright:"),
                 "error: audioguide.yml: cue_cache: cannot keep the cues in 'audioguide.yml/cues':"
                 " {parent}/guide/audioguide.yml is a file, not a folder; name a folder you can write to, or remove"
                 " cue_cache: to keep them in .audioguide-cache/cues",
                 id="cue cache in a file"),
    pytest.param(config("published: 2026-01-05T10:00:00Z", "published: next tuesday"),
                 "error: audioguide.yml: documents[0].published: not a date and time: 'next tuesday'; write one such"
                 " as 2026-11-02T08:00:00Z (or a date: 2026-11-02)",
                 id="publication date in words"),
]


def linked_templates(guide: Path) -> None:
    (guide / "templates").mkdir()
    (guide / "templates" / "etc").symlink_to("/etc", target_is_directory=True)
    template("intro.txt.j2", '{% include "etc/passwd" %}\n')(guide)


def linked_intro(guide: Path) -> None:
    (guide / "templates").mkdir()
    (guide / "templates" / "intro.txt.j2").symlink_to("/etc/passwd")


def linked_folder(guide: Path) -> None:
    (guide.parent / "elsewhere").mkdir()
    (guide.parent / "elsewhere" / "intro.txt.j2").write_text("Hello from elsewhere.\n")
    (guide / "templates").symlink_to(guide.parent / "elsewhere", target_is_directory=True)


REFUSED += [
    pytest.param(linked_templates, "error: templates/etc/passwd: links outside templates/ (to /etc/passwd); a template"
                 " is read from the guide's templates/ folder only: copy the file into it",
                 id="template include through a link out of templates/"),
    pytest.param(linked_intro, "error: templates/intro.txt.j2: links outside templates/ (to /etc/passwd); a template"
                 " is read from the guide's templates/ folder only: copy the file into it",
                 id="template that is a link out of templates/"),
    pytest.param(linked_folder, "error: templates/intro.txt.j2: links outside templates/ (to"
                 " {parent}/elsewhere/intro.txt.j2); a template is read from the guide's templates/ folder only:"
                 " copy the file into it",
                 id="templates/ a link out of the guide"),
]


def test_a_cue_cache_out_of_reach_stops_the_build_with_one_clear_message(guide: Path) -> None:
    with pytest.raises(socket.gaierror) as unknown:  # what this machine says of a name no DNS holds
        socket.getaddrinfo("nowhere.invalid", 21)
    before = snapshot(guide / "output")
    for url, reason in [("ftp://nowhere.invalid/cues", unknown.value.strerror),
                        ("ftp://127.0.0.1:9/cues", "Connection refused")]:
        config("copyright:", f"cue_cache: {url}\ncopyright:")(guide)
        result = run_cli("build", cwd=guide)
        assert (result.returncode, result.stderr) == (
            1, f"error: audioguide.yml: cue_cache: cannot reach {url} ({reason}); check the URL, and that this machine"
               " can reach the storage (network, credentials), or remove cue_cache: to keep the cues beside the"
               " guide\n")
        config(f"cue_cache: {url}\n", "")(guide)
    assert snapshot(guide / "output") == before


@pytest.mark.parametrize(("spoil", "message"), REFUSED[5:10])
def test_refused_in_a_second(guide: Path, spoil: Callable[[Path], None], message: str) -> None:
    """Checked before anything is read: a pipe is never opened (a build would wait on it for ever, past the
    timeout)."""
    before = snapshot(guide / "output")
    spoil(guide)
    result = run_cli("build", cwd=guide, timeout=120)
    assert (result.returncode, result.stderr) == (1, message.format(parent=guide.parent) + "\n")
    assert snapshot(guide / "output") == before


@pytest.mark.parametrize(("output", "message"), [
    ("/", "/: is {guide} or holds it, which a build must never replace; choose a folder of its own for the"
          " output, such as output/"),
    (".", "{guide}: is {guide} or holds it, which a build must never replace; choose a folder of its own"
          " for the output, such as output/"),
    ("..", "{guide}/..: is {guide} or holds it, which a build must never replace; choose a folder of its own"
           " for the output, such as output/"),
    (".audioguide-cache", "{guide}/.audioguide-cache: is {guide}/.audioguide-cache or holds it, which a build"
                          " must never replace; choose a folder of its own for the output, such as output/"),
    (".audioguide-cache/site", "{guide}/.audioguide-cache/site: is inside {guide}/.audioguide-cache; choose a"
                               " folder of its own for the output"),
    ("content", "{guide}/content: holds files audioguide did not make (such as a.md); choose an empty or new"
                " folder for the output"),
])
def test_an_output_folder_that_is_not_the_builds_to_replace(guide: Path, output: str, message: str) -> None:
    (guide / "content" / "b.md").write_text("# Second\n\nA new sentence nobody has spoken yet.\n")
    before = snapshot(guide)
    result = run_cli("build", "--output", output, cwd=guide)
    assert (result.returncode, result.stderr) == (1, f"error: {message.format(guide=guide)}\n")
    assert snapshot(guide) == before  # refused before any speech: no new cue in the cache
    assert [p.name for p in guide.parent.iterdir() if p.name.startswith(".")] == []


def test_a_web_folder_that_looks_like_a_site_is_never_replaced(guide: Path, tmp_path: Path) -> None:
    www = tmp_path / "www"
    for name, text in {"index.html": "<h1>My site</h1>", "assets/player.js": "// mine", "notes.txt": "notes",
                       "photos/family.jpg": "JPEG"}.items():
        (www / name).parent.mkdir(parents=True, exist_ok=True)
        (www / name).write_text(text)
    before = snapshot(www)
    result = run_cli("build", "--output", "../www", cwd=guide)
    assert (result.returncode, result.stderr) == (
        1, f"error: {guide}/../www: holds files audioguide did not make (such as assets); choose an empty or new"
           " folder for the output\n")
    assert snapshot(www) == before


def test_another_guides_output_is_never_replaced(guide: Path, tmp_path: Path) -> None:
    other = make_tiny_guide(tmp_path / "other")
    before = snapshot(guide / "output")
    result = run_cli("build", "--output", guide / "output", cwd=other)
    assert (result.returncode, result.stderr) == (
        1, f"error: {guide}/output: holds the output of another guide (its .audioguide-output.json names another"
           " guide than this one's audioguide.lock); a build replaces its output whole, so each guide needs a"
           " folder of its own: choose another --output\n")
    assert snapshot(guide / "output") == before


def flip_byte(offset: int) -> Callable[[bytes], bytes]:
    def flip(data: bytes) -> bytes:
        return data[:offset] + bytes([data[offset] ^ 0xFF]) + data[offset + 1:]

    return flip


def header_rate(rate: int) -> Callable[[bytes], bytes]:
    return lambda data: data[:24] + rate.to_bytes(4, "little") + data[28:]


@pytest.mark.parametrize("damage", [
    pytest.param(flip_byte(5000), id="a byte flipped in every cue"),
    *(pytest.param(header_rate(rate), id=f"every cue's header says {rate} Hz")
      for rate in (8000, 96000, 1, 4_000_000_000)),
])
def test_a_damaged_cue_cache_never_reaches_listeners(guide: Path, damage: Callable[[bytes], bytes]) -> None:
    clean = snapshot(guide / "output")
    entries = sorted((guide / ".audioguide-cache" / "cues").rglob("*.wav"))
    for entry in entries:
        entry.write_bytes(damage(entry.read_bytes()))
    shutil.rmtree(guide / "output")
    shutil.rmtree(guide / ".audioguide-cache" / "episodes")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    damaged = [line for line in result.stderr.splitlines() if "is damaged" in line]
    # Each reported by name (twice at most: by both episodes that speak it, when they are assembled at once).
    assert {line.split()[2] for line in damaged} == {entry.name for entry in entries}, result.stderr
    assert all(line.endswith("; removed, synthesizing it again") for line in damaged)
    assert "Traceback" not in result.stderr
    assert snapshot(guide / "output") == clean
    rebuilt = run_cli("build", cwd=guide)
    assert "is damaged" not in rebuilt.stderr  # what was synthesized again was cached whole


def test_a_damaged_cover_in_the_cache_is_drawn_again(guide: Path) -> None:
    clean = snapshot(guide / "output")
    [cover] = (guide / ".audioguide-cache" / "covers").glob("*.png")
    cover.write_bytes(flip_byte(2000)(cover.read_bytes()))
    shutil.rmtree(guide / "output")
    shutil.rmtree(guide / ".audioguide-cache" / "episodes")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert f"cache entry {cover.name} is damaged (its bytes differ from those written); removed, drawing it again" \
        in result.stderr
    assert snapshot(guide / "output") == clean
