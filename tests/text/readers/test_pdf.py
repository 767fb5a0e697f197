"""PDF (text/readers/pdf.py): a real specification as its readers see it, a scan refused, a broken file named."""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pytest
from PIL import Image

from audioguide.common.errors import DocumentError
from audioguide.text.documents import read_document

DATA = Path(__file__).parent / "data"
SPEC = DATA / "shared-mime-info-spec.pdf"
"""The Shared MIME-info Database specification 0.21 as Debian's shared-mime-info package ships it (DocBook's PDF,
17 pages, with an outline; freedesktop.org, GPL-2.0-or-later)."""


def read(path: Path) -> list[tuple[str | None, list[str]]]:
    document = read_document(path, path.name, part_words=350)
    return [(section.title, [p.text for p in section.paragraphs]) for section in document.sections]


def test_a_specification_is_read_by_its_outline_without_its_running_heads_and_page_numbers(
    caplog: pytest.LogCaptureFixture,
) -> None:
    document = read_document(SPEC, "spec.pdf", part_words=350)
    assert document.title == "Shared MIME-info Database"  # set largest on its first page; no Title property
    chapters = [(s.title, [p.text for p in s.paragraphs]) for s in document.sections]
    assert [title for title, _ in chapters] == [
        "Shared MIME-info Database", "1. Introduction", "2. Unified system", "3. Contributors"]
    introduction = chapters[1][1]
    assert introduction[:3] == [
        "1.1. Version",
        "This is version 0.21 of the Shared MIME-info Database specification, last updated 2 October 2018.",
        "1.2. What is this spec?"]
    said = " ".join(text for _, texts in chapters for text in texts)
    running = [text for _, texts in chapters for text in texts if text == "Shared MIME-info Database"]
    assert running == []  # the running head of every page is not read
    assert not any(text.isdigit() for _, texts in chapters for text in texts)  # nor the page numbers
    # A list item the layout cut into two boxes is one paragraph again; the bullet is not read.
    assert ("Applications must be able to extend the database in any way when they are installed, to add both new"
            " rules for determining type, and new information about specific types.") in chapters[2][1]
    assert "•" not in said


def test_a_scanned_pdf_is_refused_naming_ocr(tmp_path: Path) -> None:
    scan = tmp_path / "scan.pdf"
    pages = [Image.new("RGB", (600, 800), "white") for _ in range(2)]
    buffer = io.BytesIO()
    pages[0].save(buffer, format="PDF", save_all=True, append_images=pages[1:])
    scan.write_bytes(buffer.getvalue())
    with pytest.raises(DocumentError) as caught:
        read_document(scan, "scan.pdf", part_words=350)
    assert str(caught.value) == ("scan.pdf: no text to read on its 2 pages: a scanned PDF has pictures of its pages;"
                                 " run it through OCR (for example ocrmypdf) and read the PDF it makes")


def test_a_file_that_is_no_pdf_is_named(tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 4)
    with pytest.raises(DocumentError) as caught:
        read_document(broken, "broken.pdf", part_words=350)
    assert str(caught.value).startswith("broken.pdf: ")
    assert "PDF" in str(caught.value)


def test_what_a_pdf_leaves_out_is_reported_by_page(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        document = read_document(SPEC, "spec.pdf", part_words=350)
    assert document.skipped and all(1 <= item.line <= 17 for item in document.skipped)
    assert all(message.startswith("spec.pdf:") for message in caplog.messages)


WHITEPAPER = DATA / "cncf-software-supply-chain-best-practices-v2.pdf"
"""CNCF TAG Security's Software Supply Chain Best Practices v2 (InDesign, 37 pages, no outline; CC-BY-4.0)."""


def test_a_whitepaper_s_chapters_by_type_size_its_footnote_marks_and_compounds() -> None:
    document = read_document(WHITEPAPER, WHITEPAPER.name, part_words=350)
    # "THANK YOU!", set largest on the last page with nothing under it, is no chapter level: the headings
    # set at 24 points are the chapters.
    assert document.title == "SOFTWARE SUPPLY CHAIN BEST PRACTICES V2"
    assert [s.title for s in document.sections][:5] == [
        "SOFTWARE SUPPLY CHAIN BEST PRACTICES V2", "SCOPE", "INTRODUCTION",
        "PART 1: HOW TO READ THIS PAPER AUDIENCE/PERSONA", "PART 2: OVERVIEW SECURING THE SOFTWARE SUPPLY CHAIN"]
    introduction = [p.text for p in document.sections[2].paragraphs]
    # The raised footnote marks after "2026." and "2024," are not read ("2026.1" would be a decimal).
    assert introduction[0].startswith(
        "Software supply chain attacks cost over $45 billion in 2023, with projections exceeding more than $80"
        " billion by 2026. According to the Verizon DBIR 2024, supply chain attacks grew 68% year-over-year.")
    # "off-" at a line's end and "the-shelf" on the next are one compound, its hyphens kept.
    assert any("available “off-the-shelf.” As a result" in text for text in introduction)
