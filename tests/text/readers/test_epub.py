"""E-books: chapters from the table of contents in spine order, metadata, footnotes, a book split in episodes."""

from __future__ import annotations

import io
import logging
import sys
import zipfile
from datetime import datetime, timezone
from pathlib import Path

import pytest

from audioguide.common.errors import DocumentError
from audioguide.text.documents import read_document, read_parts
from audioguide.text.readers import Skipped, _shared, reader_for
from audioguide.text.readers.epub import EpubReader
from tests.text.readers.samples import (
    AESOP,
    FOOTNOTE,
    HERCULES,
    HERCULES_MORAL,
    WOLF_AND_CRANE,
    make_aesop_epub,
)

BLOCKS = [  # (text, line, level, note): lines count on through the book's files in spine order
    ("Translated by George Fyler Townsend", 8, 0, None),  # the title page (its heading is the title)
    ("Wolves", 50, 2, None),
    ("The Wolf and the Lamb", 52, 3, None),
    ("WOLF, meeting with a Lamb astray from th", 53, 0, None),
    ("The tyrant will always find a pretext fo", 54, 0, None),
    ("The Wolf and the Crane", 57, 3, None),
    ("A WOLF who had a bone stuck in his throa", 58, 0, None),
    ("A crane is a tall wading bird with a lon", 61, 0, 1),  # after the paragraph that refers to it
    ("In serving the wicked, expect no reward,", 59, 0, None),
    ("Lessons of the Field", 71, 2, None),
    ("The Ants and the Grasshopper", 72, 3, None),  # headings of the text under an entry
    ("THE ANTS were spending a fine winter's d", 73, 0, None),
    ("The Hare and the Tortoise", 74, 3, None),
    ("A HARE one day ridiculed the short feet ", 75, 0, None),
    ("Slow but steady wins the race.", 78, 0, None),
    ("Hercules and the Wagoner", 88, 2, None),
    ("A CARTER was driving a wagon along a cou", 89, 0, None),
    ("Self-help is the best help.", 90, 0, None),
]


def blocks(path: Path) -> list[tuple[str, int, int, int | None]]:
    return [(b.text[:40], b.line, b.level, b.note) for b in EpubReader().read(path.read_bytes(), "b.epub").blocks]


def test_the_sample_book_is_small_and_read_as_epub() -> None:
    assert AESOP.stat().st_size < 200_000
    assert isinstance(reader_for(AESOP, "content/aesop.epub"), EpubReader)


def test_chapters_from_the_table_of_contents(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, "audioguide"):
        reading = EpubReader().read(AESOP.read_bytes(), "content/aesop.epub")
    assert [(b.text[:40], b.line, b.level, b.note) for b in reading.blocks] == BLOCKS
    assert reading.title == "Fables of Aesop"
    assert reading.meta == {"language": "en", "author": "Aesop"}  # the translator is no author
    assert reading.blocks[6].text == WOLF_AND_CRANE  # without the footnote's mark "1"
    assert reading.blocks[7].text == FOOTNOTE
    assert reading.skipped == [Skipped(18, "table of contents", 22), Skipped(76, "table", 10)]
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        ("WARNING", "content/aesop.epub:18: table of contents not read aloud (22 words)"),
        ("WARNING", "content/aesop.epub:76: table not read aloud (10 words)"),
    ]


def test_the_book_as_one_episode() -> None:
    document = read_document(AESOP, "content/aesop.epub", part_words=350)
    assert (document.title, document.title_line) == ("Fables of Aesop", 1)
    assert [(s.kind, s.title, s.line) for s in document.sections] == [
        ("lead", "Fables of Aesop", 8),
        ("heading", "Wolves", 50),
        ("heading", "Lessons of the Field", 71),
        ("heading", "Hercules and the Wagoner", 88),
    ]
    wolves = [(p.text[:22], p.note) for p in document.sections[1].paragraphs]
    assert wolves == [
        ("The Wolf and the Lamb", None), ("WOLF, meeting with a L", None), ("The tyrant will always", None),
        ("The Wolf and the Crane", None), ("A WOLF who had a bone ", None), ("In serving the wicked,", None),
        ("A crane is a tall wadi", 1),  # at the end of its chapter
    ]
    skipping = read_document(AESOP, "content/aesop.epub", part_words=350, footnotes="skip")
    assert all(p.note is None for s in skipping.sections for p in s.paragraphs)
    assert Skipped(61, "footnote 1", 15) in skipping.skipped


def test_split_in_chapters_each_an_episode() -> None:
    published = datetime(2026, 3, 1, 8, 0, tzinfo=timezone.utc)
    parts = read_parts(AESOP, "content/aesop.epub", part_words=350, identity="aesop", published=published)
    assert [(p.id, p.title, p.title_line, p.published.isoformat() if p.published else None) for p in parts] == [
        ("aesop#1", "Wolves", 50, "2026-03-01T08:00:00+00:00"),
        ("aesop#2", "Lessons of the Field", 71, "2026-03-01T08:00:01+00:00"),
        ("aesop#3", "Hercules and the Wagoner", 88, "2026-03-01T08:00:02+00:00"),
    ]
    wolves, field, hercules = parts
    assert [(s.kind, s.title, s.line) for s in wolves.sections] == [
        ("lead", "Wolves", 8),  # the title page, before the first chapter
        ("heading", "The Wolf and the Lamb", 52),
        ("heading", "The Wolf and the Crane", 57),
    ]
    assert [p.text[:12] for p in wolves.sections[2].paragraphs] == ["A WOLF who h", "In serving t", "A crane is a"]
    assert [(s.title, [p.text[:12] for p in s.paragraphs]) for s in field.sections] == [
        ("The Ants and the Grasshopper", ["THE ANTS wer"]),
        ("The Hare and the Tortoise", ["A HARE one d", "Slow but ste"]),
    ]
    assert [p.text for s in hercules.sections for p in s.paragraphs] == [HERCULES, HERCULES_MORAL]
    # What is left out goes with the episode it is in.
    assert (wolves.skipped, field.skipped, hercules.skipped) == (
        (Skipped(18, "table of contents", 22),), (Skipped(76, "table", 10),), ())


def test_an_epub_2_book_with_only_an_ncx(tmp_path: Path) -> None:
    book = make_aesop_epub(tmp_path / "ncx.epub", nav=False)
    with zipfile.ZipFile(book) as archive:
        assert "EPUB/toc.ncx" in archive.namelist() and "EPUB/nav.xhtml" not in archive.namelist()
    # The same chapters; the lines move up by the nav document's, which is not in this spine.
    assert [(text, level, note) for text, _, level, note in blocks(book)] == [
        (text, level, note) for text, _, level, note in BLOCKS]


def test_a_book_without_a_table_of_contents_has_its_headings_as_chapters(tmp_path: Path) -> None:
    book = make_aesop_epub(tmp_path / "plain.epub", nav=False, toc=False)
    found = [(text, level) for text, _, level, _ in blocks(book) if level]
    assert found == [
        ("Fables of Aesop", 2), ("Wolves", 2), ("The Wolf and the Lamb", 3), ("The Wolf and the Crane", 3),
        ("Lessons of the Field", 2), ("The Ants and the Grasshopper", 3), ("The Hare and the Tortoise", 3),
        ("Hercules and the Wagoner", 2),
    ]


def test_files_that_are_no_epub(tmp_path: Path) -> None:
    reader = EpubReader()
    with pytest.raises(DocumentError, match=r"^content/a.epub: not an EPUB file \(not a ZIP archive\)$"):
        reader.read(b"%PDF-1.7\n", "content/a.epub")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("mimetype", "application/epub+zip")
    with pytest.raises(DocumentError, match=r"^content/a.epub: not a readable EPUB \(.+\)$"):
        reader.read(buffer.getvalue(), "content/a.epub")


def test_an_archive_that_unpacks_too_big_is_refused_before_it_is_unpacked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_shared, "MAX_UNPACKED", 1_000)
    with pytest.raises(DocumentError) as error:
        EpubReader().read(AESOP.read_bytes(), "content/aesop.epub")
    assert str(error.value).startswith("content/aesop.epub: unpacks to 0 MB in 9 files; an EPUB is read up to 0 MB")


def test_without_ebooklib_the_extra_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ebooklib", None)
    with pytest.raises(DocumentError) as error:
        EpubReader().read(AESOP.read_bytes(), "content/aesop.epub")
    assert str(error.value) == (
        "content/aesop.epub: reading EPUB needs ebooklib: pip install 'audioguide[epub]'"
    )


def test_lines_are_the_books_own() -> None:
    # Each block's line, counted on through the XHTML files as the book stores them, holds its text.
    with zipfile.ZipFile(AESOP) as archive:
        files = ["title", "nav", "wolves", "field", "hercules"]  # the spine
        lines = "\n".join(archive.read(f"EPUB/{name}.xhtml").decode() for name in files).split("\n")
    found = [(b.text[:20], lines[b.line - 1]) for b in EpubReader().read(AESOP.read_bytes(), "b.epub").blocks]
    assert [text for text, line in found if text not in line] == []


def deep_book(path: Path, depth: int) -> bytes:
    """The sample book with a paragraph ``depth`` elements deep in its last chapter (ebooklib
    writes no such page: it is put in the archive as it would be found in a book)."""
    nested = "<div>" * depth + "\nWords nested deep down.\n" + "</div>" * depth
    buffer = io.BytesIO()
    with zipfile.ZipFile(make_aesop_epub(path)) as source, zipfile.ZipFile(buffer, "w") as book:
        for member in source.infolist():
            data = source.read(member)
            if member.filename == "EPUB/hercules.xhtml":
                data = data.replace(b"<h1>Hercules and the Wagoner</h1>", b"<h1>Hercules and the Wagoner</h1>"
                                    + nested.encode())
            book.writestr(member, data)
    return buffer.getvalue()


def test_text_nested_deep_is_read(tmp_path: Path) -> None:
    reading = EpubReader().read(deep_book(tmp_path / "deep.epub", 300), "content/deep.epub")
    assert [b.text for b in reading.blocks][-4:] == [
        "Hercules and the Wagoner", "Words nested deep down.", HERCULES, HERCULES_MORAL]


def test_text_nested_deeper_than_libxml2_reads_is_reported(tmp_path: Path) -> None:
    reading = EpubReader().read(deep_book(tmp_path / "deep.epub", 2100), "content/deep.epub")
    assert [b.text for b in reading.blocks][-1] == "Hercules and the Wagoner"
    words = len(f"Words nested deep down. {HERCULES} {HERCULES_MORAL}".split())
    assert reading.skipped[-1] == Skipped(
        88, "the rest of hercules.xhtml (elements nested more than 2,048 deep)", words)


def calibre_book(path: Path, pages: dict[str, str], toc: list[tuple[str, str]]) -> Path:
    """An EPUB 2 as Calibre splits a converted manual: XHTML files in the spine and an NCX of ``(href, title)``."""
    from ebooklib import epub

    book = epub.EpubBook()
    book.set_identifier("urn:uuid:0c2f6a3e-9d41-4b7a-8e55-2f1d3c4b5a69")
    book.set_title("Lua 5.1 Reference Manual")
    book.set_language("en")
    items = {}
    for file_name, body in pages.items():
        page = epub.EpubHtml(title=file_name, file_name=file_name, lang="en")
        page.content = body
        book.add_item(page)
        items[file_name] = page
    book.toc = [epub.Link(href, title, f"n{index}") for index, (href, title) in enumerate(toc)]
    book.add_item(epub.EpubNcx())
    book.spine = list(items.values())
    epub.write_epub(str(path), book, {"epub3_pages": False})
    return path


VALUES = """<h2 id="calibre_pb_7">2.2 - <a id="2.2">Values and Types</a></h2>
<p>Lua is a dynamically typed language.</p>
<h3>2.2.1 - <a id="2.2.1">Coercion</a></h3>
<p>Lua provides automatic conversion between string and number values at run time.</p>
"""
VARIABLES = """<h2 id="calibre_pb_8">2.3 - <a id="2.3">Variables</a></h2>
<p>Variables are places that store values.</p>
"""


def test_an_entry_pointing_to_an_id_inside_a_heading_starts_there(tmp_path: Path) -> None:
    # Calibre puts the id on an <a> inside the heading; each entry is a chapter where its heading is.
    book = calibre_book(tmp_path / "lua.epub", {"s7.xhtml": VALUES, "s8.xhtml": VARIABLES}, [
        ("s7.xhtml#2.2", "2.2 - Values and Types"), ("s7.xhtml#2.2.1", "2.2.1 - Coercion"),
        ("s8.xhtml#2.3", "2.3 - Variables")])
    assert [(text, level) for text, _, level, _ in blocks(book)] == [
        ("2.2 - Values and Types", 2),
        ("Lua is a dynamically typed language.", 0),
        ("2.2.1 - Coercion", 2),
        ("Lua provides automatic conversion betwee", 0),
        ("2.3 - Variables", 2),
        ("Variables are places that store values.", 0),
    ]


CONTENTS_PAGE = """<h2 id="calibre_pb_1"><a id="contents">Contents</a></h2>
<ul>
<li><a href="s7.xhtml#2.2">2.2 – Values and Types</a>
<ul><li><a href="s7.xhtml#2.2.1">2.2.1 – Coercion</a></li></ul></li>
<li><a href="s8.xhtml#2.3">2.3 – Variables</a></li>
</ul>
"""


def test_the_books_own_contents_page_and_links_back_to_it_are_left_out_and_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    back = '<p><a href="s1.xhtml#contents">Contents</a></p>\n'
    see_also = '<ul><li><a href="https://www.lua.org/pil/">Programming in Lua</a></li></ul>\n'  # not the book's
    book = calibre_book(tmp_path / "lua.epub", {
        "s1.xhtml": CONTENTS_PAGE, "s7.xhtml": VALUES + back, "s8.xhtml": VARIABLES + see_also + back}, [
        ("s7.xhtml#2.2", "2.2 - Values and Types"), ("s7.xhtml#2.2.1", "2.2.1 - Coercion"),
        ("s8.xhtml#2.3", "2.3 - Variables")])
    with caplog.at_level(logging.WARNING, "audioguide"):
        reading = EpubReader().read(book.read_bytes(), "content/lua.epub")
    assert [(b.text, b.level) for b in reading.blocks] == [
        ("2.2 - Values and Types", 2),
        ("Lua is a dynamically typed language.", 0),
        ("2.2.1 - Coercion", 2),
        ("Lua provides automatic conversion between string and number values at run time.", 0),
        ("2.3 - Variables", 2),
        ("Variables are places that store values.", 0),
        ("Programming in Lua", 0),
    ]
    assert [(s.what, s.words) for s in reading.skipped] == [
        ("table of contents", 12), ("link to the table of contents", 1), ("link to the table of contents", 1)]
    assert caplog.messages[0] == "content/lua.epub:7: table of contents not read aloud (12 words)"


def test_a_list_that_describes_the_chapters_is_read(tmp_path: Path) -> None:
    # "How this book is organized": each item links to its chapter and says what it holds
    organized = ('<h2>How this book is organized</h2>\n<ul>\n'
                 '<li><a href="s7.xhtml#2.2">Values</a> explains the types every value has and how they convert.</li>\n'
                 '<li><a href="s7.xhtml#2.2.1">Coercion</a> shows when Lua turns strings into numbers for you.</li>\n'
                 '<li><a href="s8.xhtml#2.3">Variables</a> tells where values are kept and how long they live.</li>\n'
                 '</ul>\n')
    book = calibre_book(tmp_path / "lua.epub", {"s1.xhtml": organized, "s7.xhtml": VALUES, "s8.xhtml": VARIABLES}, [
        ("s7.xhtml#2.2", "2.2 - Values and Types"), ("s7.xhtml#2.2.1", "2.2.1 - Coercion"),
        ("s8.xhtml#2.3", "2.3 - Variables")])
    reading = EpubReader().read(book.read_bytes(), "content/lua.epub")
    assert "Coercion shows when Lua turns strings into numbers for you." in [b.text for b in reading.blocks]
    assert [s.what for s in reading.skipped] == []


def test_a_website_s_footer_of_links_in_a_book_is_navigation(tmp_path: Path) -> None:
    # TIBHannover/ADA-quickstart-guide book.epub (Fidus Writer's export): the project site's footer in chapter 1
    footer = ('<h2 id="c1">Quickstart</h2>\n<p>Start writing.</p>\n<p><a href="https://projects.tib.eu/nextgen-books/'
              'en/contact/" title="Contact">Contact</a> | <a href="https://projects.tib.eu/nextgen-books/en/imprint/"'
              ' title="Imprint">Imprint</a></p>\n<p>Download: <a href="s2.xhtml">Windows</a> | <a href="s3.xhtml">'
              'macOS</a></p>\n')
    book = calibre_book(tmp_path / "ada.epub", {"s1.xhtml": footer}, [("s1.xhtml#c1", "Quickstart")])
    assert [text for text, _, _, _ in blocks(book)] == ["Quickstart", "Start writing.", "Download: Windows | macOS"]


NODE_PAGES = {
    "titlepage.xhtml": "<h1>Mastering Node</h1><p>Node is an exciting new platform.</p>",
    "index_split_001.xhtml": "<h1>Installing Node</h1><p>Node is easy to build.</p><h2>Homebrew</h2>"
                             "<p>Run brew install node.</p>",
    "index_split_002.xhtml": "<h1>Globals</h1><p>Node has a few globals.</p>",
    "index_split_003.xhtml": "<h1>Events</h1><p>Events are emitted.</p>",
}


def test_a_contents_of_one_entry_over_many_files_gives_way_to_the_headings(tmp_path: Path) -> None:
    # visionmedia/masteringnode book.epub: Calibre's NCX has only "Start" (the title page); the spine's files
    # hold the twelve chapters, each opening with its <h1>
    book = calibre_book(tmp_path / "node.epub", NODE_PAGES, [("titlepage.xhtml", "Start")])
    assert [(text, level) for text, _, level, _ in blocks(book) if level] == [
        ("Mastering Node", 2), ("Installing Node", 2), ("Homebrew", 3), ("Globals", 2), ("Events", 2)]


def test_a_contents_of_one_entry_for_a_book_of_one_chapter_is_kept(tmp_path: Path) -> None:
    pages = {"title.xhtml": "<h1>Cover</h1>", "text.xhtml": "<h1>The Story</h1><p>Once.</p><h2>Part</h2><p>On.</p>"}
    book = calibre_book(tmp_path / "story.epub", pages, [("text.xhtml", "The Story")])
    assert [(text, level) for text, _, level, _ in blocks(book) if level] == [("The Story", 2), ("Part", 3)]


XHTML11 = """<?xml version="1.0" encoding="utf-8" standalone="no"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN"
  "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">

<html xmlns="http://www.w3.org/1999/xhtml">
<head>
  <title></title>
</head>

<body>
{body}
</body>
</html>
"""
SIGIL_PAGES = {  # MolView's manual as Sigil made it (molview/molview docs/manual.epub at 00565d23): a few lines
    "Intro.xhtml": """  <h1 class="sgc-2">MolView manual</h1>

  <p class="sgc-1">This is the manual for MolView version 2.3<br />
  MolView is a free web application hosted on <a href="http://molview.org">molview.org</a><br />
  You can contact <a href="mailto:info@molview.org">info@molview.org</a>&nbsp;if you have any questions</p>""",
    "Drawing structures.xhtml": """  <h2>1. Drawing structural formulas</h2>

  <p>MolView consists of two main parts, a structural formula editor and a 3D model viewer.</p>

  <h3 id="sigil_toc_id_1">Top toolbar</h3>

  <p>Trash: clears the entire canvas</p>""",
    "Finding structures.xhtml": """  <h2>2. Finding structures</h2>

  <p>You can load molecules from large databases like PubChem and RCSB using the search form.</p>""",
}
SIGIL_NCX = [  # (depth, title, file#fragment): one entry over all the others
    (1, "MolView manual", "Intro.xhtml"), (2, "1. Drawing structural formulas", "Drawing%20structures.xhtml"),
    (3, "Top toolbar", "Drawing%20structures.xhtml#sigil_toc_id_1"),
    (2, "2. Finding structures", "Finding%20structures.xhtml")]


def sigil_book(path: Path) -> Path:
    """An EPUB 2 as Sigil writes it: XHTML 1.1 files (``&nbsp;`` declared by their DTD only) and an NCX whose one
    top entry holds the chapters."""
    points, depth = [], 0
    for order, (level, title, src) in enumerate(SIGIL_NCX, 1):
        points += ["</navPoint>"] * (depth - level + 1)
        points.append(f'<navPoint id="navPoint-{order}" playOrder="{order}"><navLabel><text>{title}</text>'
                      f'</navLabel><content src="Text/{src}" />')
        depth = level
    points += ["</navPoint>"] * depth
    names = list(SIGIL_PAGES)
    ids = {name: name.replace(" ", "_") for name in names}
    manifest = "".join(f'<item href="Text/{name.replace(" ", "%20")}" id="{ids[name]}"'
                       ' media-type="application/xhtml+xml" />' for name in names)
    spine = "".join(f'<itemref idref="{ids[name]}" />' for name in names)
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        archive.writestr("META-INF/container.xml", '<?xml version="1.0"?><container version="1.0" xmlns='
                         '"urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path='
                         '"OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>')
        archive.writestr("OEBPS/content.opf", '<?xml version="1.0" encoding="utf-8"?><package xmlns='
                         '"http://www.idpf.org/2007/opf" unique-identifier="BookId" version="2.0"><metadata xmlns:dc='
                         '"http://purl.org/dc/elements/1.1/"><dc:identifier id="BookId">urn:uuid:a45bf1f0-a241-4f9c-'
                         'b343-ec128446a6e0</dc:identifier><dc:title>MolView v2.3 manual</dc:title><dc:language>en'
                         '</dc:language></metadata><manifest><item href="toc.ncx" id="ncx" media-type="application/'
                         f'x-dtbncx+xml" />{manifest}</manifest><spine toc="ncx">{spine}</spine></package>')
        archive.writestr("OEBPS/toc.ncx", '<?xml version="1.0" encoding="utf-8"?><ncx xmlns="http://www.daisy.org/'
                         'z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="urn:uuid:a45bf1f0" />'
                         '</head><docTitle><text>MolView v2.3 manual</text></docTitle><navMap>'
                         + "".join(points) + "</navMap></ncx>")
        for name, body in SIGIL_PAGES.items():
            archive.writestr(f"OEBPS/Text/{name}", XHTML11.format(body=body))
    return path


def test_a_contents_whose_one_entry_holds_the_chapters_has_them_as_chapters(tmp_path: Path) -> None:
    # the entries under the one top entry are the chapters; its own page (the title page) is read before them
    book = sigil_book(tmp_path / "manual.epub")
    assert [(text, level) for text, _, level, _ in blocks(book) if level] == [
        ("1. Drawing structural formulas", 2), ("Top toolbar", 3), ("2. Finding structures", 2)]


def test_lines_broken_by_br_end_their_sentences_and_an_nbsp_of_the_dtd_is_a_space(tmp_path: Path) -> None:
    read = EpubReader().read(sigil_book(tmp_path / "manual.epub").read_bytes(), "manual.epub")
    assert read.blocks[1].text == ("This is the manual for MolView version 2.3. MolView is a free web application"
                                   " hosted on molview.org. You can contact info@molview.org if you have any questions")
