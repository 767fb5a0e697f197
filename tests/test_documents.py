"""Reading documents: plain-text headings, Markdown, decoding, sections and parts."""

from __future__ import annotations

import inspect
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from audioguide.documents import read_document
from audioguide.readers import Block
from audioguide.readers.plaintext import looks_like_heading, read_text_blocks
from audioguide.errors import DocumentError

ROOT = Path(__file__).resolve().parent.parent
GUIDE_000 = "content/000_52f206e528357c55.txt"
GUIDE_004 = "content/004_eaaa4179d82a9fdd.txt"
DROP = ["(?i)please give it a like"]


def read(path: Path, **options: object):
    """``path`` read as the guide would, shown as ``content/<file name>``."""
    return read_document(path, f"content/{path.name}", **{"part_words": 350, **options})


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def outline(document) -> list[tuple]:
    return [(s.kind, s.number, s.title, s.line, [p.line for p in s.paragraphs]) for s in document.sections]


# ---------------------------------------------------------------- plain-text headings


@pytest.mark.parametrize("line", [
    "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible",
    "Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)",
    "The Trauma Bond Nobody Warned You About",
    "Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”",
    "The Sunk Cost Trap That Keeps You Stuck",
    "10 Signs You Are Being Gaslit",
    "«Le Grand Départ»",
    "¿Por Qué Me Quedo",
    "NO CONTACT",
])
def test_heading_lines(line: str) -> None:
    assert looks_like_heading(line)


@pytest.mark.parametrize("line", [
    "If you’ve typed some version of:",
    "You’ve held two truths at once:",
    "Just when you reach your breaking point, they transform:",
    "Understanding that changes the entire narrative.",
    "It sounds simple. It isn’t.",
    "“Why can’t I leave a narcissist?” “Why do I miss someone who hurt me?”",
    "How Do I Leave?",
    "Part One,",
    "you are not alone",
    "the of and",
    "",
    "   ",
    "A" * 121,
])
def test_non_heading_lines(line: str) -> None:
    assert not looks_like_heading(line)


def test_headings_of_sample_000_are_exactly_its_five_title_lines() -> None:
    lines = (ROOT / GUIDE_000).read_text(encoding="utf-8").splitlines()
    headings = [n for n, line in enumerate(lines, start=1) if line.strip() and looks_like_heading(line)]
    assert headings == [1, 17, 25, 41, 57]


def test_text_blocks_join_lines_and_read_setext_underlines() -> None:
    text = "Title\n=====\n\nSub\n---\n\nline a\n  line b\n\n\n\nOne Heading Line\n"
    assert read_text_blocks(text) == [
        Block("Title", 1, 1), Block("Sub", 4, 2), Block("line a line b", 7, 0), Block("One Heading Line", 12, 2),
    ]


# ---------------------------------------------------------------- the sample documents


def test_sample_000_title_and_sections() -> None:
    document = read(ROOT / GUIDE_000, drop_patterns=DROP)
    assert document.name == GUIDE_000
    assert document.id == "000_52f206e528357c55"
    assert document.title == "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible"
    assert document.title_line == 1
    assert outline(document) == [
        ("lead", 1, document.title, 3, [3, 5, 7, 9, 11, 13, 15]),
        ("heading", 2, "Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)", 17, [19, 21, 23]),
        ("heading", 3, "The Trauma Bond Nobody Warned You About", 25, [27, 29, 31, 33, 35, 37, 39]),
        ("heading", 4, "Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”", 41, [43, 45, 47, 49, 51, 53, 55]),
        ("heading", 5, "The Sunk Cost Trap That Keeps You Stuck", 57, [59, 61]),
    ]
    assert document.sections[1].paragraphs[1].text == "It sounds simple. It isn’t."


def test_sample_004_is_cut_into_three_parts_at_paragraph_boundaries() -> None:
    document = read(ROOT / GUIDE_004, drop_patterns=DROP)
    assert document.title == "When The Narcissist Realises You Are Done - MUST READ"
    assert outline(document) == [
        ("part", 1, None, 3, [3, 5, 7, 9, 11]),
        ("part", 2, None, 13, [13, 15, 17, 19, 21]),
        ("part", 3, None, 23, [23, 25, 27, 29, 31]),
    ]
    sizes = [sum(len(p.text.split()) for p in s.paragraphs) for s in document.sections]
    assert sizes == [351, 331, 318]


def test_sample_004_parts_are_cut_at_the_boundaries_nearest_equal_shares() -> None:
    document = read(ROOT / GUIDE_004, drop_patterns=DROP)
    paragraphs = [p for s in document.sections for p in s.paragraphs]
    ends, done = [], 0
    for paragraph in paragraphs:
        done += len(paragraph.text.split())
        ends.append(done)
    total = ends[-1]
    cuts = [sum(len(p.text.split()) for s in document.sections[:k] for p in s.paragraphs) for k in (1, 2)]
    for k, cut in enumerate(cuts, start=1):
        assert cut == min(ends, key=lambda end: abs(end - total * k / 3))


def test_drop_pattern_removes_004_last_line_and_title_can_be_given() -> None:
    kept = read(ROOT / GUIDE_004)
    assert kept.sections[-1].paragraphs[-1].line == 33
    assert kept.sections[-1].paragraphs[-1].text.startswith("If you found this information helpful, please give it a like")
    dropped = read(ROOT / GUIDE_004, drop_patterns=DROP, title="When the Narcissist Realises You Are Done")
    assert dropped.title == "When the Narcissist Realises You Are Done"
    assert dropped.title_line == 1
    assert all("like below" not in p.text for s in dropped.sections for p in s.paragraphs)
    assert dropped.sections[-1].paragraphs[-1].line == 31


# ---------------------------------------------------------------- Markdown

MARKDOWN = """\
---
title: "Front Title"
---

# Heading One

Lead with a [link text](http://example.org), ![alt words](img.png) and <span class="x">inline</span> <!-- hidden -->html.

## First Section

- item one
- item two

> quoted words
> continue

```python
code = 1
```

| cell a | cell b |
|--------|--------|
| 1      | 2      |

<div>block html</div>

## Second *Section*

Text with `code` and
softbreak.
"""


def test_markdown_front_matter_title_sections_and_line_numbers(tmp_path: Path) -> None:
    document = read(write(tmp_path, "guide.md", MARKDOWN))
    assert (document.title, document.title_line) == ("Front Title", 5)
    assert [(s.kind, s.number, s.title, s.line) for s in document.sections] == [
        ("lead", 1, "Front Title", 7), ("heading", 2, "First Section", 9), ("heading", 3, "Second Section", 27),
    ]
    assert [[(p.text, p.line) for p in s.paragraphs] for s in document.sections] == [
        [("Lead with a link text, alt words and inline html.", 7)],
        [("item one", 11), ("item two", 12), ("quoted words continue", 14)],
        [("Text with code and softbreak.", 29)],
    ]


def test_markdown_never_reads_html_code_or_tables(tmp_path: Path) -> None:
    document = read(write(tmp_path, "guide.md", MARKDOWN))
    spoken = " ".join(p.text for s in document.sections for p in s.paragraphs)
    for absent in ("<", ">", "span", "hidden", "block html", "code = 1", "cell", "http://", "img.png"):
        assert absent not in spoken


def test_markdown_h1_is_the_title_and_deeper_headings_are_read_as_text(tmp_path: Path) -> None:
    path = write(tmp_path, "guide.md", "# The Title\n\nIntro.\n\n## One\n\nA.\n\n### Deeper\n\nB.\n\n## Two\n\nC.\n")
    document = read(path)
    assert (document.title, document.title_line) == ("The Title", 1)
    assert outline(document) == [
        ("lead", 1, "The Title", 3, [3]), ("heading", 2, "One", 5, [7, 9, 11]), ("heading", 3, "Two", 13, [15]),
    ]
    assert [p.text for p in document.sections[1].paragraphs] == ["A.", "Deeper", "B."]


def test_markdown_without_h1_is_titled_after_its_file_name(tmp_path: Path) -> None:
    document = read(write(tmp_path, "my-guide_name.md", "Just a paragraph.\n\n## Section\n\nMore.\n"))
    assert (document.title, document.title_line) == ("my guide name", 1)
    assert outline(document) == [("lead", 1, "my guide name", 1, [1]), ("heading", 2, "Section", 3, [5])]


def test_markdown_br_tag_does_not_glue_words(tmp_path: Path) -> None:
    # Inline HTML is never read, but a line break still separates the words around it.
    document = read(write(tmp_path, "guide.md", "# T\n\nOne word<br>next line.\n"))
    assert document.sections[0].paragraphs[0].text == "One word next line."


def test_markdown_image_alt_text_is_read_without_markup(tmp_path: Path) -> None:
    # The alt text is read as text: emphasis markers are not narrated.
    document = read(write(tmp_path, "guide.md", "# T\n\nSee ![a *bold* cat](cat.png) here.\n"))
    assert document.sections[0].paragraphs[0].text == "See a bold cat here."


@pytest.mark.parametrize("front, message", [
    ("title: [unclosed\n", "content/fm.md:2: bad YAML front matter: expected ',' or ']', but got '<stream end>'"),
    ("- a\n- b\n", "content/fm.md:1: front matter must be a mapping of fields"),
    ("title: 12\n", "content/fm.md:1: front matter title must be text, got 12"),
])
def test_bad_front_matter(tmp_path: Path, front: str, message: str) -> None:
    with pytest.raises(DocumentError) as error:
        read(write(tmp_path, "fm.md", f"---\n{front}---\n\nText.\n"))
    assert str(error.value) == message


# ---------------------------------------------------------------- decoding and refusals


@pytest.mark.parametrize("name, data", [
    ("bom.txt", "Title Here\n\nBody é.\n".encode("utf-8-sig")),
    ("le.txt", "Title Here\n\nBody é.\n".encode("utf-16")),
    ("be.txt", b"\xfe\xff" + "Title Here\n\nBody é.\n".encode("utf-16-be")),
    ("crlf.txt", b"Title Here\r\n\r\nBody \xc3\xa9.\r\n"),
])
def test_encodings_read_the_same_text(tmp_path: Path, name: str, data: bytes) -> None:
    document = read(write(tmp_path, name, data))
    assert (document.title, document.title_line) == ("Title Here", 1)
    assert outline(document) == [("part", 1, None, 3, [3])]
    assert document.sections[0].paragraphs[0].text == "Body é."


def test_utf8_bom_before_front_matter(tmp_path: Path) -> None:
    document = read(write(tmp_path, "g.md", "\ufeff---\ntitle: BOM Title\n---\n\n# H1\n\nPara.\n"))
    assert (document.title, document.title_line) == ("BOM Title", 5)
    assert outline(document) == [("part", 1, None, 7, [7])]


@pytest.mark.parametrize("name, data, message", [
    ("bad.txt", b"Title\n\nOk line.\nbad \xe9 here\n",
     "content/bad.txt:4: not valid UTF-8 (byte 0xe9); save the file as UTF-8"),
    ("bad.md", b"# T\n\n\n\nbad \xff\n", "content/bad.md:5: not valid UTF-8 (byte 0xff); save the file as UTF-8"),
    ("odd.txt", "Title\n\nText.\n".encode("utf-16") + b"\x00",
     "content/odd.txt:4: not valid UTF-16 (truncated data), though it starts as UTF-16; save the file as UTF-8"),
    ("nul.txt", b"\xfe\xff" + bytes(17),
     "content/nul.txt:1: not valid UTF-16 (truncated data), though it starts as UTF-16; save the file as UTF-8"),
    ("image.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
     "content/image.txt: looks like a binary file, not text; list only Markdown or text files"),
    ("empty.txt", b"", "content/empty.txt: nothing to narrate (the document is empty or only markup)"),
    ("blank.md", b"   \n\n", "content/blank.md: nothing to narrate (the document is empty or only markup)"),
    ("markup.md", b"```\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<div>x</div>\n",
     "content/markup.md: nothing to narrate (the document is empty or only markup)"),
    ("title.md", b"# Only Title\n", "content/title.md: nothing to narrate after the title 'Only Title'"),
    ("title.txt", b"Only Title\n", "content/title.txt: nothing to narrate after the title 'Only Title'"),
    ("notes.rst", b"Title\n\nText.\n", "content/notes.rst: unknown document type '.rst' (known: .markdown, .md, .text, .txt)"),
])
def test_refused_documents(tmp_path: Path, name: str, data: bytes, message: str) -> None:
    with pytest.raises(DocumentError) as error:
        read(write(tmp_path, name, data))
    assert str(error.value) == message


def test_missing_file_is_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentError) as error:
        read(tmp_path / "gone.txt")
    assert str(error.value) == "content/gone.txt: cannot read: No such file or directory"


def test_extension_is_matched_case_insensitively(tmp_path: Path) -> None:
    assert read(write(tmp_path, "LOUD.TXT", "Title\n\nBody.\n")).title == "Title"


def test_a_heading_with_no_text_under_it_is_left_out(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\n\n## Empty\n\n## Full\n\nSome text.\n\n## <b></b>\n", encoding="utf-8")
    document = read_document(path, "content/guide.md", part_words=350)
    assert [(s.title, s.number) for s in document.sections] == [("Full", 1)]
    assert "content/guide.md:3: the heading 'Empty' has no text under it; it is left out" in caplog.text


def test_control_characters_are_left_out_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\x07\n\nSome\x0ctext,\x1b[0m pasted\u2028from a terminal.\n", encoding="utf-8")
    document = read_document(path, "content/guide.md", part_words=350)
    assert document.title == "Guide"
    assert [p.text for s in document.sections for p in s.paragraphs] == ["Some text,[0m pasted from a terminal."]
    assert "content/guide.md:1: control characters left out (the first is U+0007)" in caplog.text


def test_a_document_of_empty_headings_has_nothing_to_narrate(tmp_path: Path) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\n\n## One\n\n## Two\n", encoding="utf-8")
    with pytest.raises(DocumentError, match=r"^content/guide.md: nothing to narrate after the title 'Guide'$"):
        read_document(path, "content/guide.md", part_words=350)


def test_a_document_too_long_for_one_episode(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    paragraph = " ".join(["word"] * 100) + "."
    path.write_text("Big\n\n" + "\n\n".join([paragraph] * 1001), encoding="utf-8")
    with pytest.raises(DocumentError) as error:
        read_document(path, "content/big.txt", part_words=350)
    assert str(error.value) == (
        "content/big.txt: 100,100 words, about 11 hours of narration in one episode; an episode holds at"
        " most 100,000 words (about 11 hours): split it into several documents, one per episode")
    path.write_text("Big\n\n" + "\n\n".join([paragraph] * 1000), encoding="utf-8")
    assert len(read_document(path, "content/big.txt", part_words=350).sections) > 100


# ---------------------------------------------------------------- files that are not documents


def within(seconds: float, call: Callable[[], object], unblock: Callable[[], None] = lambda: None) -> object:
    """``call()``'s result or exception, or a failure if it takes longer than ``seconds``.

    It runs in a thread, so a call that blocks (opening a named pipe) fails the test instead of
    hanging it; ``unblock`` then releases it.
    """
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as error:  # noqa: BLE001 - handed to the test
            outcome.append(error)

    thread = threading.Thread(target=run, daemon=True)
    start = time.perf_counter()
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        unblock()
        pytest.fail(f"still running after {seconds} s")
    assert time.perf_counter() - start < seconds
    return outcome[0]


def test_a_huge_file_is_refused_by_its_size_before_it_is_read(tmp_path: Path) -> None:
    # Text, then a sparse rest up to 1 GB (which costs no disk): reading it all would take
    # minutes and gigabytes of memory before the words were counted.
    path = write(tmp_path, "huge.txt", "Huge\n\n" + "word " * 2000)
    with path.open("r+b") as file:
        file.truncate(1 << 30)
    error = within(2, lambda: read(path))
    assert isinstance(error, DocumentError)
    assert str(error) == (
        "content/huge.txt: 1,074 MB, far more than the 100,000 words an episode holds (about 11 hours)"
        " can take: documents are read up to 16 MB; split it into several documents, one per episode")


def test_a_file_just_over_the_size_bound_is_refused_and_one_at_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "edge.txt"
    with path.open("wb") as file:
        file.truncate(16_000_001)
    with pytest.raises(DocumentError, match=r"^content/edge.txt: 16.0 MB, far more than"):
        read(path)
    with path.open("wb") as file:
        file.truncate(16_000_000)
    # Read, and refused for what it holds: zeros.
    with pytest.raises(DocumentError, match=r"^content/edge.txt: looks like a binary file"):
        read(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_at_once_without_opening_it(tmp_path: Path) -> None:
    path = tmp_path / "pipe.md"
    os.mkfifo(path)

    def unblock() -> None:  # a writer that opens and closes releases a reader blocked in open()
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    error = within(1, lambda: read(path), unblock)
    assert isinstance(error, DocumentError)
    assert str(error) == "content/pipe.md: not a regular file (a named pipe); list only Markdown or text files"


def test_a_folder_or_a_device_is_not_a_document(tmp_path: Path) -> None:
    (tmp_path / "folder.md").mkdir()
    with pytest.raises(DocumentError) as error:
        read(tmp_path / "folder.md")
    assert str(error.value) == "content/folder.md: not a regular file (a folder); list only Markdown or text files"
    device = tmp_path / "null.txt"
    device.symlink_to("/dev/null")
    with pytest.raises(DocumentError) as error:
        read(device)
    assert str(error.value) == (
        "content/null.txt: not a regular file (a device); list only Markdown or text files")


def test_a_link_to_a_document_is_read(tmp_path: Path) -> None:
    target = write(tmp_path, "real.txt", "Title\n\nBody.\n")
    (tmp_path / "link.txt").symlink_to(target)
    assert read(tmp_path / "link.txt").title == "Title"


# ---------------------------------------------------------------- deep nesting


def paragraphs_of(document) -> list[str]:
    return [p.text for s in document.sections for p in s.paragraphs]


def test_thirty_nested_quotes_are_read(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    # markdown-it's CommonMark preset stops at 20 levels and leaves the rest out without a word.
    path = write(tmp_path, "deep.md", "# Guide\n\nIntro.\n\n" + "> " * 30 + "Deep quoted text.\n\nAfter the quote.\n")
    assert paragraphs_of(read(path)) == ["Intro.", "Deep quoted text.", "After the quote."]
    assert "left out" not in caplog.text


def test_thirty_nested_list_items_and_the_text_after_them_are_read(tmp_path: Path) -> None:
    items = "".join("  " * level + f"- item {level}\n" for level in range(30))
    path = write(tmp_path, "deep.md", f"# Guide\n\nIntro.\n\n{items}\nAfter the list.\n")
    assert paragraphs_of(read(path)) == ["Intro.", *(f"item {level}" for level in range(30)), "After the list."]


def test_text_nested_deeper_than_the_limit_is_left_out_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(tmp_path, "deep.md", "# Guide\n\nIntro.\n\n" + "> " * 150 + "Too deep to read.\n\nAfter the quote.\n")
    assert paragraphs_of(read(path)) == ["Intro.", "After the quote."]
    assert caplog.messages == [
        "content/deep.md:5: quotes or lists nested more than 100 levels deep; line 5 (4 words) is left out"
    ]


def test_a_list_nested_deeper_than_the_limit_names_every_line_left_out(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # A list item too deep to read takes the rest of the document with it: the warning says how much.
    items = "".join("  " * level + f"- item {level}\n" for level in range(60))
    quotes = "> " * 120 + "Deep words.\n"
    path = write(tmp_path, "deep.md", f"# Guide\n\n{quotes}\nIntro.\n\n{items}\nAfter the list.\n")
    read_items = [text for text in paragraphs_of(read(path)) if text.startswith("item")]
    assert read_items == [f"item {level}" for level in range(len(read_items))] and len(read_items) >= 49
    assert caplog.messages == [
        "content/deep.md:3: quotes or lists nested more than 100 levels deep; line 3 (2 words) is left out",
        f"content/deep.md:{7 + len(read_items)}: quotes or lists nested more than 100 levels deep;"
        f" lines {7 + len(read_items)}–68 ({(60 - len(read_items)) * 2 + 3} words) are left out",
    ]


def test_the_nesting_limit_leaves_most_of_the_stack_to_the_callers(tmp_path: Path) -> None:
    # Each level costs markdown-it about two frames: reading text nested past the limit
    # still works with 700 of Python’s 1,000 frames in use (a limit of 150 would not).
    path = write(tmp_path, "deep.md", "# Guide\n\n" + "> " * 300 + "Deep text.\n\nAfter.\n")
    assert sys.getrecursionlimit() >= 1000

    def at_depth(frames: int) -> object:
        if frames > 0:
            return at_depth(frames - 1)
        return read(path)

    document = at_depth(700 - len(inspect.stack()))
    assert paragraphs_of(document)[-1] == "After."


def test_many_places_nested_too_deep_are_one_warning_after_the_first_three(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(tmp_path, "deep.md", "# Guide\n\nIntro.\n\n" + ("> " * 101 + "Word.\n\n") * 100)
    assert paragraphs_of(read(path)) == ["Intro."]
    assert caplog.messages == [
        *(f"content/deep.md:{line}: quotes or lists nested more than 100 levels deep; line {line} (1 word)"
          " is left out" for line in (5, 7, 9)),
        "content/deep.md:11: and 97 more places nested too deep (97 words in all) are left out",
    ]


# ---------------------------------------------------------------- inline HTML that hides text


def test_text_inside_inline_script_style_noscript_and_template_is_not_read(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="audioguide.readers.markdown")
    path = write(tmp_path, "guide.md", (
        "# Guide\n\n"
        "Before <script>alert('read me not')</script> after, <style>p { color: red }</style>styled\n"
        "<noscript>Enable scripts.</noscript>and <template><b>never</b> <template>in</template> shown</template>done"
        " <!-- a comment\n"
        "over two lines -->here, <SCRIPT type=\"module\">var a = 1 < 2;\n"
        "b()</SCRIPT>the end.\n"
    ))
    assert paragraphs_of(read(path)) == ["Before after, styled and done here, the end."]
    assert caplog.messages == [
        "content/guide.md:3: the text inside <script> is not read aloud",
        "content/guide.md:3: the text inside <style> is not read aloud",
        "content/guide.md:4: the text inside <noscript> is not read aloud",
        "content/guide.md:4: the text inside <template> is not read aloud",
        "content/guide.md:5: the text inside <script> is not read aloud",
    ]


def test_hidden_text_in_headings_and_alt_text_is_not_read(tmp_path: Path) -> None:
    path = write(tmp_path, "guide.md", (
        "# Guide\n\n## Chapter <style>.x {}</style>One\n\nSee ![a <script>no</script>cat](cat.png) here.\n"))
    document = read(path)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Chapter One", ["See a cat here."])]


def test_an_unclosed_script_hides_only_the_rest_of_its_paragraph(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(tmp_path, "guide.md", (
        "# Guide\n\nShown <script>hidden\nstill hidden\n\nNext paragraph </script>read, <scripts>too.\n"))
    assert paragraphs_of(read(path)) == ["Shown", "Next paragraph read, too."]
    assert caplog.messages == [
        "content/guide.md:3: <script> is not closed in its paragraph; the rest of the paragraph is not read aloud"]
