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


def write_pdf(path: Path, objects: list[str], *, info: bool = False) -> Path:
    """A PDF of these numbered objects (1 the catalog; 4 the document's information with ``info``), with its
    cross-reference table."""
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
    trailer = f"<< /Size {len(objects) + 1} /Root 1 0 R{' /Info 4 0 R' if info else ''} >>"
    out += f"trailer\n{trailer}\nstartxref\n{xref}\n%%EOF\n".encode()
    path.write_bytes(out)
    return path


def slides_pdf(path: Path, title: str, pages: list[list[tuple[float, float, float, str]]],
               outline: list[tuple[int, str, int]] | None = None) -> Path:
    """A PDF as PowerPoint exports a deck: 16:9 pages (1920 by 1080 points) of text set line by line in
    Helvetica, each ``(x, y from the top, size, text)``, a ``Title`` property, and an outline of ``(level, title,
    page from 0)`` entries."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "", "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
               f"<< /Title ({title}) /Producer (Microsoft PowerPoint) >>"]
    kids = []
    for lines in pages:
        stream = "".join(f"BT /F1 {size} Tf {x} {1080 - y} Td ({text}) Tj ET\n" for x, y, size, text in lines)
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}endstream")
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1920 1080] /Contents {len(objects)} 0 R"
                       " /Resources << /Font << /F1 3 0 R >> >> >>")
        kids.append(f"{len(objects)} 0 R")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>"
    if outline:
        objects[0] = f"<< /Type /Catalog /Pages 2 0 R /Outlines {len(objects) + 1} 0 R >>"
        objects.extend(outline_objects(len(objects) + 1, kids, outline))
    return write_pdf(path, objects, info=True)


def outline_objects(first: int, kids: list[str], entries: list[tuple[int, str, int]]) -> list[str]:
    """An outline's objects, numbered from ``first`` (its root), of entries of levels 1 and 2."""
    parents = [first if level == 1 else first + 1 + max(i for i in range(at) if entries[i][0] == 1)
               for at, (level, _, _) in enumerate(entries)]
    objects = []
    for at, (_, text, page) in enumerate(entries):
        siblings = [i for i in range(len(entries)) if parents[i] == parents[at]]
        children = [i for i in range(len(entries)) if parents[i] == first + 1 + at]
        links = [f"/Parent {parents[at]} 0 R"]
        links += [f"/Prev {first + 1 + siblings[siblings.index(at) - 1]} 0 R"] if siblings[0] != at else []
        links += [f"/Next {first + 1 + siblings[siblings.index(at) + 1]} 0 R"] if siblings[-1] != at else []
        links += [f"/First {first + 1 + children[0]} 0 R /Last {first + 1 + children[-1]} 0 R"
                  f" /Count {len(children)}"] if children else []
        objects.append(f"<< /Title ({text}) {' '.join(links)} /Dest [{kids[page]} /XYZ 0 1080 0] >>")
    tops = [i for i in range(len(entries)) if parents[i] == first]
    return [f"<< /Type /Outlines /First {first + 1 + tops[0]} 0 R /Last {first + 1 + tops[-1]} 0 R"
            f" /Count {len(tops)} >>", *objects]


SURVEY = [  # three slides of a survey's report, as the Node.js Foundation's 2018 user study sets them
    [(300, 630, 44, "2018 NODE.JS USER STUDY"), (300, 690, 44, "DETAILED REPORT OF FINDINGS"),
     (300, 760, 40, "May 2018")],
    [(130, 120, 20, "BUSINESS / PERSONAL PROFILE"), (130, 200, 46, "International presence"),
     (130, 290, 36, "Collectively, respondents span 100+ countries and speak at least 60 languages."),
     (130, 480, 20, "WHERE RESIDE top mentions"),
     (290, 580, 24, "26%"), (230, 630, 24, "10%"), (500, 600, 24, "US / Canada"), (500, 660, 24, "32%"),
     (210, 700, 24, "6%"), (640, 800, 24, "Latin / South"), (640, 830, 24, "America"), (650, 880, 48, "7%"),
     (920, 620, 24, "EMEA"), (920, 670, 24, "44%"), (1210, 690, 24, "APAC"), (1210, 740, 24, "18%"),
     (230, 1015, 16, "SOURCE: Q4, Q7")],
    [(130, 120, 20, "NODE.JS USAGE PROFILE"), (710, 200, 46, "Experience with Node.js"),
     (130, 260, 32, "The typical respondent has"), (130, 314, 32, "been using Node.js for just"),
     (130, 368, 32, "over 2 years, and spends"), (130, 422, 32, "more than half of their"),
     (130, 476, 32, "development time with"), (130, 530, 32, "Node.js"),
     (940, 530, 28, "43%"), (940, 620, 28, "23%"), (940, 710, 28, "35%"), (1270, 600, 48, "55%"),
     (1620, 600, 48, "60%"), (760, 800, 24, "Median Years"), (945, 800, 28, "2.3")],
]


def test_a_slide_deck_title_figures_and_lines_cut_by_the_layout(tmp_path: Path) -> None:
    deck = slides_pdf(tmp_path / "survey.pdf", "Typeface Use", SURVEY)  # the template's stale Title property
    document = read_document(deck, "survey.pdf", part_words=350)
    # The Title property says nothing the pages show: the title is the first page's largest lines.
    assert document.title == "2018 NODE.JS USER STUDY DETAILED REPORT OF FINDINGS"
    chapters = [(s.title, [p.text for p in s.paragraphs]) for s in document.sections]
    assert chapters == [
        ("2018 NODE.JS USER STUDY DETAILED REPORT OF FINDINGS", ["May 2018", "BUSINESS / PERSONAL PROFILE"]),
        ("International presence", [
            "Collectively, respondents span 100+ countries and speak at least 60 languages.",
            "WHERE RESIDE top mentions", "SOURCE: Q4, Q7", "NODE.JS USAGE PROFILE",
            # a line a box, joined again into its sentence
            "The typical respondent has been using Node.js for just over 2 years, and spends more than half of"
            " their development time with Node.js"]),
        ("Experience with Node.js", ["Median Years"]),  # beside the chart's figures, not among them: read
    ]
    # A chart's figures ("7%", set largest) are no chapter; they and the labels among them are reported.
    assert [(s.line, s.what, s.words) for s in document.skipped] == [
        (2, "chart (figures and labels)", 16), (3, "chart (figures and labels)", 6)]
    # A Title property the pages show is the title.
    assert read_document(slides_pdf(tmp_path / "titled.pdf", "2018 Node.js User Study", SURVEY), "titled.pdf",
                         part_words=350).title == "2018 Node.js User Study"


MANUAL = [  # a manual's slides, as LeMoS's "Benutzerhandbuch" sets them (PowerPoint; its outline's sections and
    # "Folie N: …" entries): an agenda slide naming the chapters, a slide to open each, an item cut where its line ends
    [(640, 420, 60, "Handbuch")],
    [(40, 40, 32, "Aufbau dieses Dokuments"), (190, 200, 19, "Grundlagen"),
     (190, 250, 15, "\\267 Kontext und allgemeine Informationen"), (260, 360, 19, "Vorgehensweise"),
     (260, 410, 15, "\\267 Arbeitsablauf zur Erstellung eines Moduls"), (190, 520, 19, "Systemfunktionen"),
     (190, 570, 15, "\\267 Alle bereitgestellten Funktionen")],
    [(640, 420, 60, "- LeMoS - Grundlagen")],
    [(40, 40, 32, "Kontext dieses Dokuments"), (40, 160, 20, "\\267 Lernmodule werden modelliert statt programmiert."),
     (40, 184, 20, "\\267 Die konfigurierbaren Aktionen, Operationen und Bedingungen sind als Zeichenketten in"),
     (70, 208, 20, "JavaScript-Syntax zu definieren.")],
    [(640, 420, 60, "- LeMoS - Vorgehensweise")],
    [(40, 40, 32, "1. Konzeptionieren"), (40, 160, 20, "Ein Konzept wird erstellt.")],
    [(640, 420, 60, "- LeMoS - Systemfunktionen")],
    [(40, 40, 32, "Feldfunktionen"), (40, 160, 20, "Felder haben Funktionen.")],
]
MANUAL_OUTLINE = [
    (1, "Start", 0), (2, "Folie 1: Handbuch", 0), (2, "Folie 2: Aufbau dieses Dokuments", 1),
    (1, "Grundlagen", 2), (2, "Folie 3: - LeMoS - Grundlagen", 2), (2, "Folie 4: Kontext dieses Dokuments", 3),
    (1, "Vorgehensweise", 4), (2, "Folie 5: - LeMoS - Vorgehensweise", 4), (2, "Folie 6: 1. Konzeptionieren", 5),
    (1, "Systemfunktionen", 6), (2, "Folie 7: - LeMoS - Systemfunktionen", 6),
    (1, "Systemfunktionen - Feldfunktionen", 7), (2, "Folie 8: Feldfunktionen", 7),
]


def test_a_deck_s_chapters_start_at_their_slides_and_its_agenda_is_the_contents(
    tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    deck = slides_pdf(tmp_path / "manual.pdf", "Handbuch", MANUAL, MANUAL_OUTLINE)
    with caplog.at_level(logging.INFO):
        chapters = read(deck)
    # Each chapter at the slide its outline's entry goes to, not where the agenda names it; a slide's title that is
    # part of the entry's ("- LeMoS - Grundlagen", "Feldfunktionen") is it, in the entry's words.
    assert chapters == [
        ("Handbuch", ["Handbuch", "Aufbau dieses Dokuments"]),
        ("Grundlagen", ["Kontext dieses Dokuments", "Lernmodule werden modelliert statt programmiert.",
                        # an item cut where its line ends goes on, indented past its bullet
                        "Die konfigurierbaren Aktionen, Operationen und Bedingungen sind als Zeichenketten in"
                        " JavaScript-Syntax zu definieren."]),
        ("Vorgehensweise", ["1. Konzeptionieren", "Ein Konzept wird erstellt."]),
        ("Systemfunktionen - Feldfunktionen", ["Felder haben Funktionen."]),
    ]
    # The agenda's lines, each chapter's title and the line under it, are the contents.
    assert "manual.pdf:2: table of contents not read aloud (15 words)" in caplog.messages


def test_a_schedule_s_times_are_no_chart() -> None:
    from audioguide.text.readers.pdf import _Box, _figures

    def box(*lines: str) -> _Box:
        return _Box(1, "\n".join(lines), list(lines), 10.0, 0.1, 0.2, False, sum(map(len, lines)))

    assert _figures(box("19%", "8%"))
    assert _figures(box("12.50"))
    assert not _figures(box("09:00", "09:30"))  # a schedule's times
    assert not _figures(box("12/05/2024"))


def word_list_pdf(path: Path, lines: list[tuple[float, float, str, str]]) -> Path:
    """A page as Word exports a list: each ``(x, y from the top, bullet, text)``, the bullet set in Courier (Word's
    "o" of a second level), the text in Helvetica."""
    stream = "".join(f"BT /F2 11 Tf {x} {842 - y} Td ({bullet}) Tj /F1 11 Tf (   {text}) Tj ET\n" if bullet
                     else f"BT /F1 11 Tf {x} {842 - y} Td ({text}) Tj ET\n" for x, y, bullet, text in lines)
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
               "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R"
               " /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>",
               f"<< /Length {len(stream)} >>\nstream\n{stream}endstream"]
    return write_pdf(path, objects)


def test_a_word_list_s_courier_o_is_a_bullet_each_line_it_opens_an_item(tmp_path: Path) -> None:
    # Hagrou/AlarmController alarmController.pdf, page 12: the transitions a second-level list names
    page = word_list_pdf(tmp_path / "alarm.pdf", [
        (72, 100, "", "Les transitions sont les suivantes :"),
        (108, 114, "o", "Arming -> Armed"), (108, 128, "o", "Warn1 -> Armed"), (108, 142, "o", "Warn2 -> Alarm")])
    assert read(page) == [(None, ["Les transitions sont les suivantes :", "Arming -> Armed", "Warn1 -> Armed",
                                  "Warn2 -> Alarm"])]


HANDBUCH = DATA / "mediamanager-handbuch.pdf"
"""Media Manager's German manual, printed from its Markdown (9 pages, no outline): a contents page of the headings'
lines, then chapters set in 15 points, a box a line."""


def test_lines_repeating_the_headings_in_order_are_the_contents_left_out(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO):
        chapters = read(HANDBUCH)
    assert [title for title, _ in chapters] == [
        "1 Einleitung", "2 Hilfemenü", "3 Kataloge bearbeiten", "4 Übersichtsmenü",
        "5 Medien und Medienteile bearbeiten", "6 Einstellungen", "7 Analysemenü", "8 Nützliche Tastenkombinationen"]
    assert "mediamanager-handbuch.pdf:2: table of contents not read aloud (29 words)" in caplog.messages


def test_a_line_cut_at_the_column_s_end_goes_on_whatever_the_case_of_its_next_word() -> None:
    chapters = dict(read(HANDBUCH))
    assert chapters["1 Einleitung"] == [
        "Die Media Manager Anwendung kann genutzt werden, um verschiedene Typen von Medien aufzulisten. Diese Medien"
        " und Medienteile können kategorisiert und durch weitere Metadaten beschrieben, sowie anhand dieser Daten"
        " innerhalb der Anwendung gesucht werden. Die Anwendung bietet eine Suchfunktion, sowie andere unterstützende"
        " Funktionen, die die Erstellung von Medien erleichtern."]
    assert chapters["2 Hilfemenü"] == [
        "Das Hilfemenü kann aus jedem Menü heraus über den \"Hilfe\" Button in der Menüleiste erreicht werden. Das"
        " Hilfemenü zeigt verschiedene Themen in der Liste auf der linken Seite an, aus der das gewünschte Thema"
        " gewählt werden kann. Dann kann mit den Pfeil-Buttons oder Pfeiltasten durch die Seiten des Themas navigiert"
        " werden."]
    # A line that ends short of the column is a paragraph's last, even without a stop.
    assert chapters["3 Kataloge bearbeiten"][:2] == [
        "Im Katalogmenü können Kataloge erstellt, bearbeitet und gelöscht werden. Außerdem können der aktive Katalog"
        " durch einen Doppelklick ausgewählt und Kataloge exportiert und importiert werden.",
        "Das Katalogmenü ist das erste Menü, das beim Start der Anwendung geöffnet wird, wenn noch kein Katalog"
        " existiert. Das Menü bietet dann die Möglichkeit der Erstellung von Katalogen und den Zugriff auf die"
        " Einstellungen und das Hilfemenü."]


GUIDE = DATA / "ccam-prospect-user-guide.pdf"
"""CCAM_PROSPECT's user guide, pages 1, 4 and 7 (Word's PDF, no outline): headings set larger right above their
paragraphs in one box, lists marked "a.", "b.", code in Courier New between the words of a sentence."""


def test_a_heading_set_larger_above_its_paragraph_and_list_items_are_their_own() -> None:
    chapters = dict(read(GUIDE))
    assert list(chapters) == ["Introduction", "Installation", "Execution"]
    # "Execution" in 16 points opens the box of its paragraph in 12: a chapter, not the paragraph's first word.
    assert chapters["Execution"][0].startswith("Once installed, the program can be run through a GUI")
    # in 13 points, above its paragraph: a heading of the second level, no part of the paragraph
    assert chapters["Execution"][2:4] == ["Graphical User Interface (GUI)",
                                          "To run the program using the GUI, run the following command:"]
    # a list item's mark opens a paragraph, never goes on with the one before
    assert chapters["Installation"][4:6] == [
        "This can be downloaded and installed from the python website here: https://www.python.org/downloads/",
        "b. pip"]
    # the words after code left out are no longer the paragraph before it
    assert chapters["Execution"][6:8] == [
        "Then run", "running with no arguments or with the -h flag will show a help menu that lists all argument"
        " options. optional arguments:"]


def test_lines_a_box_opens_with_in_bold_are_a_paragraph_of_their_own() -> None:
    from audioguide.text.readers.pdf import _Box, _lead_lines

    def box(*lines: tuple[str, bool]) -> _Box:
        texts = [text for text, _ in lines]
        return _Box(3, " ".join(texts), texts, 12.0, 0.6, 0.7, False, sum(map(len, texts)), (12.0,) * len(texts),
                    line_bold=tuple(bold for _, bold in lines))

    # CCAM_PROSPECT's user guide, page 3: a bold label over its instructions
    assert _lead_lines(box(("With a wheel file:", True), ("Place the wheel file into the directory", False),
                           ("ccam_prospect-x.x.x. From there run this command:", False))) == 1
    assert _lead_lines(box(("A paragraph in bold", True), ("all the way through.", True))) == 0
    assert _lead_lines(box(("Plain words", False), ("and a bold ending", True))) == 0


def test_a_pdf_with_no_pages_found_is_refused_as_a_scan(tmp_path: Path) -> None:
    # pdfminer finds no pages in a scan whose page tree it cannot read (pdfminer.six's samples/nonfree/175.pdf):
    # no text is there to read, and that is said, not an internal error
    empty = write_pdf(tmp_path / "scan.pdf",
                      ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"])
    with pytest.raises(DocumentError) as caught:
        read_document(empty, "scan.pdf", part_words=350)
    assert str(caught.value) == ("scan.pdf: no text to read: a scanned PDF has pictures of its pages; run it through"
                                 " OCR (for example ocrmypdf) and read the PDF it makes")


def test_centred_and_short_lines_on_a_page_with_no_column_are_lines_of_their_own(tmp_path: Path) -> None:
    lines = ["The council spent less on roads this year than it had planned in March,",
             "and more on the buses that run through the town every day of the week",
             "from early morning until late at night, as the people had asked Transit",
             "Springfield for."]  # a column's lines, set flush left, cut where it ends
    deck = slides_pdf(tmp_path / "report.pdf", "Annual Report 2023", [
        # a cover, centred: the widest line is no column's edge
        [(700, 300, 60, "Annual Report 2023"), (750, 500, 28, "Prepared by the Finance Office"),
         (799, 550, 28, "Department of Transport"), (792, 600, 28, "Springfield City Council")],
        # a slide's items with no bullet, flush left: two short lines are no column
        [(130, 120, 48, "Motivation"), (130, 300, 28, "Users want faster builds"),
         (130, 350, 28, "Caches are often cold")],
        # a box a line, as PowerPoint sets them
        [(130, 120, 48, "Spending"), *((130, 300 + 50 * at, 28, line) for at, line in enumerate(lines))],
    ])
    chapters = read(deck)
    said = [text for _, texts in chapters for text in texts]
    assert said[:5] == ["Prepared by the Finance Office", "Department of Transport", "Springfield City Council",
                        "Users want faster builds", "Caches are often cold"]
    # a real column's lines are one paragraph, a line cut where it ends going on whatever the case of its next word
    assert said[-1] == " ".join(lines)


def test_a_list_in_the_text_naming_the_sections_after_it_is_read() -> None:
    chapters = read(WHITEPAPER)
    paragraphs = [text for _, texts in chapters for text in texts]
    at = next(index for index, text in enumerate(paragraphs) if text.endswith("The stages are:"))
    # page 16: the list names the sections after it, in their order, but it is in the text, not the contents
    assert paragraphs[at + 1:at + 6] == ["Source code", "Materials", "Build Pipelines", "Artifacts",
                                         "Deployments and Distribution"]


def page_pdf(path: Path, lines: list[tuple[float, float, float, str]], *, width: int = 100) -> Path:
    """An A4 page (595 by 842 points) of lines set one by one in Helvetica with Windows' encoding (its bullet is
    ``\\225``), each ``(x, y from the top, size, text)``, its letters ``width`` per cent as wide (condensed)."""
    stream = "".join(f"BT /F1 {size} Tf {width} Tz {x} {842 - y} Td ({text}) Tj ET\n" for x, y, size, text in lines)
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
               "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R"
               " /Resources << /Font << /F1 3 0 R >> >> >>",
               f"<< /Length {len(stream)} >>\nstream\n{stream}endstream"]
    return write_pdf(path, objects)


def test_lines_cut_at_a_column_s_edge_go_on_under_a_bullet_an_option_and_a_word_in_capitals(tmp_path: Path) -> None:
    # SpectroElectroChem Suite's user manual (a bullet's next line, capitalised), TRUmiCount's manual (an option's
    # description indented under it), a CUSTOM printer manual's notice set in capitals, hyphenated at its lines' ends
    page = page_pdf(tmp_path / "manual.pdf", [
        (75, 100, 10, "\\225  During installation, enable Add Python to PATH if that option is shown."),
        (75, 116, 10, "\\225  Complete the installation and restart Windows, or at least reopen File Explorer and"),
        (93, 132, 10, "Command Prompt."),
        (75, 170, 10, "--groupwise-min-umis MINUMIS: use global estimates for groups with fewer than MINUMIS"),
        (102, 184, 10, "\\(strand\\) UMIs \\(Default: 5\\)"),
        (75, 220, 10, "--verbose : print more"), (102, 234, 10, "\\(Default: FALSE\\)"),
        (75, 270, 9, "THE IMAGES USED IN THIS MAN-"), (75, 282, 9, "UAL ARE USED AS AN ILLUSTRA-"),
        (75, 294, 9, "TIVE EXAMPLE OF THE MODEL."),
        (75, 330, 10, "\\225  Connect the printer to the computer with the supplied cable and switch it on."),
        (93, 346, 10, "Then print a test page."),
    ])
    assert read(page) == [(None, [
        "During installation, enable Add Python to PATH if that option is shown.",
        "Complete the installation and restart Windows, or at least reopen File Explorer and Command Prompt.",
        "--groupwise-min-umis MINUMIS: use global estimates for groups with fewer than MINUMIS (strand) UMIs"
        " (Default: 5)",
        "--verbose : print more", "(Default: FALSE)",  # a short line: the next is the option's value, not its words
        "THE IMAGES USED IN THIS MANUAL ARE USED AS AN ILLUSTRATIVE EXAMPLE OF THE MODEL.",
        # an item that ends with a stop: the indented line under it is a paragraph of its own
        "Connect the printer to the computer with the supplied cable and switch it on.", "Then print a test page."])]


def test_headings_numbered_in_sequence_are_the_chapters_of_a_pdf_without_an_outline(tmp_path: Path) -> None:
    # as a CUSTOM printer manual sets them: "2 DESCRIPTION", "2.1 Box contents" …, its chapter's number in a box of
    # its own at the top of the page, and a key's label set larger in a diagram; a paragraph that opens with a
    # number, set as the text, is no heading
    manual = page_pdf(tmp_path / "manual.pdf", [
        (72, 20, 22, "Printer manual"), (72, 50, 16, "1"), (110, 50, 16, "Introduction"),
        (72, 120, 10, "This manual describes the printer and how to set it up for the first time."),
        (72, 150, 13, "1.1  Safety"), (72, 170, 10, "Read the safety notes before you switch the printer on."),
        (72, 200, 16, "2  Setup"), (72, 220, 10, "2 cups of coffee are enough to get through the setup of 3 printers."),
        (72, 250, 13, "2.1  Paper"), (72, 270, 10, "Load the paper roll."), (72, 300, 18, "STANDBY"),
        (72, 330, 16, "3  Maintenance"), (72, 350, 10, "Clean the head every month.")])
    assert read(manual) == [
        ("1 Introduction", ["This manual describes the printer and how to set it up for the first time.",
                            "1.1 Safety", "Read the safety notes before you switch the printer on."]),
        ("2 Setup", ["2 cups of coffee are enough to get through the setup of 3 printers.", "2.1 Paper",
                     "Load the paper roll.", "STANDBY"]),
        ("3 Maintenance", ["Clean the head every month."])]


def test_headings_that_open_with_numbers_out_of_sequence_keep_their_levels_by_size(tmp_path: Path) -> None:
    report = page_pdf(tmp_path / "report.pdf", [
        (72, 60, 22, "Annual report"),
        (72, 100, 16, "2023 in numbers"),
        (72, 120, 10, "The year brought more visitors than any year before it, and more members."),
        (72, 150, 13, "4 new galleries"), (72, 170, 10, "Four galleries opened in the east wing over the summer."),
        (72, 200, 16, "10 years of the friends"), (72, 220, 10, "The friends of the museum met for the tenth time.")])
    assert [title for title, _ in read(report)] == ["2023 in numbers", "10 years of the friends"]


def _line_box(line: str) -> object:
    from audioguide.text.readers.pdf import _Box
    return _Box(page=2, text=line, lines=[line], size=11.0, top=0.3, bottom=0.32, mono=False, chars=len(line))


@pytest.mark.parametrize("line", [
    # jetrails/magento-twofactor docs/user_guide.pdf: Word's ellipsis leaders, the page number laid out first
    "2 …….…….…….…….…….…….….…….…….…….…….. About JetRails 2FA",
    "10 …….…….…….…….…….…. Account Recovery Using Database (Advanced)",
    "1 Introduction and Installation . . . . . . . . . . . . . . 3",
    "Configure 2FA Settings ………………… 7",
    "iv ........ Preface",
])
def test_a_contents_line_with_dot_or_ellipsis_leaders_is_left_out(line: str) -> None:
    from audioguide.text.readers.pdf import _left_out
    assert _left_out(_line_box(line), line, set()) == "table of contents"  # type: ignore[arg-type]


@pytest.mark.parametrize("line", [
    "Version 2.4.1 was released on 3 May 2021 with 12 fixes.",
    "Set the timeout to 30 seconds… then try again 5 times.",
    "3 to 5 days are needed for the review, as the table on page 12 shows.",
    "1. Open the settings and wait... the page loads.",
])
def test_a_line_with_numbers_or_an_ellipsis_that_is_no_contents_entry_is_read(line: str) -> None:
    from audioguide.text.readers.pdf import _left_out
    assert _left_out(_line_box(line), line, set()) is None  # type: ignore[arg-type]


def test_a_numbered_contents_line_matches_its_heading_set_without_the_number() -> None:
    # LANL-Seismoacoustics/infraGA doc/tex-old/manual.pdf: LaTeX's bold chapter entries "1 Introduction and
    # Installation" (no leaders) over the outline's "Introduction and Installation"
    from audioguide.text.readers.pdf import _entry_keys, _squeezed
    assert _squeezed("Introduction and Installation") in _entry_keys("1 Introduction and Installation")
    assert _squeezed("Troubleshoot") in _entry_keys("7. Troubleshoot")
    assert _squeezed("Using infraGA") in _entry_keys("2.1 Using infraGA 12")
    assert _squeezed("Installation") not in _entry_keys("10 installations were made")


def test_a_numbered_list_started_again_and_a_rate_table_s_rows_are_no_sections(tmp_path: Path) -> None:
    # a French course's boxes of numbered notes, the second list counting from 1 again, and a bank's rate sheet
    # whose rows open with their term in years: the chapters stay by type size
    course = page_pdf(tmp_path / "course.pdf", [
        (72, 40, 20, "POUR EN SAVOIR PLUS (ACIDOSES)"),
        (72, 80, 13, "1. Le pH est une fonction du rapport"), (72, 100, 10, "Le rapport donne le pH."),
        (72, 130, 13, "2. La réponse compensatrice peut être prédite"), (72, 150, 10, "Elle est prévisible."),
        (72, 180, 13, "3. Trou anionique"), (72, 200, 10, "Il se calcule simplement."),
        (72, 240, 20, "POUR EN SAVOIR PLUS (ALCALOSES)"),
        (72, 280, 13, "1. Mécanisme de l'alcalose de contraction"), (72, 300, 10, "La contraction en est la cause."),
        (72, 330, 13, "2. Hypovolémie efficace"), (72, 350, 10, "Elle entretient l'alcalose."),
        (72, 380, 13, "4. Une alcalose sévère engage le pronostic vital"), (72, 400, 10, "Il faut la corriger.")])
    assert [title for title, _ in read(course)] == ["POUR EN SAVOIR PLUS (ACIDOSES)", "POUR EN SAVOIR PLUS (ALCALOSES)"]
    rates = page_pdf(tmp_path / "rates.pdf", [
        (72, 40, 20, "Home Loan Interest Rates"),
        (72, 80, 13, "1 Year Fixed Rate 4.04% 5.38%"), (72, 100, 13, "2 Year Fixed Rate 3.94% 5.25%"),
        (72, 120, 13, "3 Year Fixed Rate 3.94% 5.13%"), (72, 140, 13, "4 Year Fixed Rate 4.24% 5.12%"),
        (72, 180, 20, "Investment Home Loan Interest Rates"), (72, 210, 10, "Rates for investors follow.")])
    assert [title for title, _ in read(rates)] == ["Home Loan Interest Rates", "Investment Home Loan Interest Rates"]


def test_a_section_numbered_with_a_trailing_nought_follows_the_sections_before_it(tmp_path: Path) -> None:
    # as Node.js's brand guidelines number them: "1.01 Logo overview" … "2.0 Brand Colours", "3.0 Typography"
    guide = page_pdf(tmp_path / "guide.pdf", [
        (72, 40, 20, "1.0 Logo"), (72, 70, 10, "The logo and its uses."),
        (72, 100, 16, "1.01 Logo overview"), (72, 120, 10, "The logo is green."),
        (72, 150, 16, "1.02 Clearspace"), (72, 170, 10, "Leave room around it."),
        (72, 200, 20, "2.0 Brand Colours"), (72, 220, 10, "Four colours make the brand."),
        (72, 250, 20, "3.0 Typography"), (72, 270, 10, "Open Sans throughout.")])
    assert [title for title, _ in read(guide)] == ["1.0 Logo", "2.0 Brand Colours", "3.0 Typography"]


def test_a_code_in_capitals_cut_at_its_hyphen_keeps_it() -> None:
    # STMicroelectronics' NUCLEO-8S208RB manual: "ST-" / "LINK communication status"; a word's syllables join
    from audioguide.text.readers.pdf import _joined

    assert _joined("the ST-", "LINK communication status") == "the ST-LINK communication status"
    assert _joined("docket PK-", "LQP") == "docket PK-LQP"
    assert _joined("USED IN THIS MAN-", "UAL ARE") == "USED IN THIS MANUAL ARE"


def test_a_contents_page_is_found_by_headings_whose_number_was_put_back_and_that_broke_over_two_lines() -> None:
    # Horizontal-org/Tella-website Penetration-Test-Report (Radically Open Security, no outline): the contents' page
    # numbers and section numbers are columns of their own; the headings got their numbers back ("2.1 HRZ-018 — …"),
    # one broke over two lines, one has a ligature
    from audioguide.text.readers import Block, Skipped
    from audioguide.text.readers.pdf import _without_contents

    entries = ["HRZ-018 — Mobile App: Changing security settings does not require re-authentication",
               "HRZ-020 — iOS: Improvements to webview implementation",
               "HRZ-006 — Android: Confused GitHub configuration", "HRZ-009 — Android: Use of PBKDF2"]
    headings = [Block("2 Findings", 8, 1),
                Block("2.1 HRZ-018 — Mobile App: Changing security settings does not require re-", 8, 2),
                Block("authentication", 8, 4), Block("The settings can be changed without the PIN.", 8),
                Block("2.2 HRZ-020 — iOS: Improvements to webview implementation", 10, 2),
                Block("2.3 HRZ-006 — Android: Confused GitHub conﬁguration", 11, 2),
                Block("2.4 HRZ-009 — Android: Use of PBKDF2", 12, 2), Block("PBKDF2 is used with few rounds.", 12)]
    blocks = [Block("Between May and August we tested the apps for the client.", 2),
              *(Block(entry, 3) for entry in entries), *headings]
    skipped: list[Skipped] = [Skipped(3, "table of contents", 3)]
    assert _without_contents(blocks, skipped) == [blocks[0], *headings]
    # near miss: a list in the text naming sections with other words is read
    named = [Block("Mobile App settings", 3), Block("Webview on iOS", 3), Block("GitHub on Android", 3)]
    assert _without_contents([blocks[0], *named, *headings], []) == [blocks[0], *named, *headings]


JETRAILS = DATA / "jetrails-twofactor-user-guide.pdf"
"""JetRails 2FA's user guide, pages 3, 9, 10, 13 and 14: a table of names beside their descriptions, cards (a name
over its paragraph, two side by side), a list whose dashes are set apart from its items."""


def test_a_table_s_rows_cards_and_a_list_set_in_columns_are_read_row_by_row() -> None:
    chapters = dict(read(JETRAILS))
    # a name beside its description, row by row: never the names first, then the descriptions
    assert chapters["JetRails Security Assessment"][1:4] == [
        "Two Factor Authentication: Additional security for your Magento backend.",
        "Security Suite: Essential security tools missing from regular Magento.",
        "Black Box: Find out what happened after the crash."]
    # a dash's column beside its items' column: each item its own paragraph
    assert chapters["JetRails Security Assessment"][5:7] == [
        "Performance, uptime & security monitoring.", "Zero downtime migration & performance enhancement."]
    # two cards side by side: each name, then the paragraph under it
    assert chapters["Manage 2FA Accounts"][1:5] == [
        "Enable", "This will enable and enforce two-factor authentication on selected users.",
        "Disable", "This will disable two-factor authentication on selected users. When 2FA is not enabled, users"
        " cannot choose to use 2FA."]
    # near miss: paragraphs side by side whose lines go on in the next are no table's cells
    assert chapters["Conﬁgure 2FA Settings"][-2:] == [
        "Temporary Ban Duration",
        "Number of time in minutes that a banned user has to wait until they can attempt to authenticate again."]


INFRAGA = DATA / "infraga-manual.pdf"
"""infraGA's LaTeX manual, pages 4 and 22: a parameter table of three columns, display equations."""


def test_a_latex_table_is_read_row_by_row_and_display_equations_are_left_out(
        caplog: pytest.LogCaptureFixture) -> None:
    chapters = read(INFRAGA)
    text = [paragraph for _, paragraphs in chapters for paragraph in paragraphs]
    # each parameter with its description and its default, never a column after another
    assert "incl_step: Inclination step size, 0.5o." in text
    assert "src_alt: Elevation of the source, 0.0 km." in text
    # a displayed formula's pieces are left out and reported; the sentences around them are read
    assert not any("∂" in paragraph or "(14c)" in paragraph or "Tθ =" in paragraph for paragraph in text)
    assert "This is the equation set used in the infraga-sph methods." in text
    assert "equation not read aloud" in caplog.text
    # near miss: math inside a sentence stays in it
    assert any(paragraph.startswith("In the case of the eﬀective sound speed approximation, one re-deﬁnes c → c")
               for paragraph in text)


def test_a_numbered_contents_whose_nested_entries_no_heading_repeats_is_left_out_whole() -> None:
    # IPGP/morumotto docs/user_guide.pdf (a web page printed, no outline): "1. Installation" / "2. Initialisation" /
    # "1. User friendly initialisation" / "1. Network" …: the chapters' entries match headings, the nested ones none
    from audioguide.text.readers import Block
    from audioguide.text.readers.pdf import _without_contents

    title = Block("Morumotto, user guide", 1, 1)
    entries = [Block(text, 1) for text in ("1. Installation", "2. Initialisation", "1. User friendly initialisation",
                                           "1. Network", "2. NSLC", "3. Source", "2. Admin initialisation",
                                           "3. Users", "1. Home page", "2. Monitoring", "4. Troubleshoot")]
    body = [Block("Installation", 1, 2), Block("Get the source code and run the installer in a terminal.", 1),
            Block("Initialisation", 2, 2), Block("The database is made when the server first starts.", 2),
            Block("Users", 3, 2), Block("An administrator adds the users who may sign in.", 3),
            Block("Troubleshoot", 4, 2), Block("The logs say what went wrong at each step.", 4)]
    assert _without_contents([title, *entries, *body], []) == [title, *body]
    # near miss: a numbered list of steps in the text, after a paragraph, naming no heading, is read
    steps = [Block(text, 2) for text in ("1. Open a terminal", "2. Run the installer", "3. Sign in")]
    blocks = [title, *body[:4], *steps, *body[4:]]
    assert _without_contents(blocks, []) == blocks


def test_a_chart_s_labels_beside_a_sentence_set_in_one_line_boxes_are_no_table(tmp_path: Path) -> None:
    # the Node.js Foundation's 2018 user survey report, p17 (its places, its condensed face): a sentence set in
    # one-line boxes beside a bar chart's labels and percentages, its lines level with the bars
    chart = [(41, top * 842 + 26, 26, line) for top, line in ((0.533, "While not widely used,"),
                                                               (0.583, "tutoring is more popular in"),
                                                               (0.632, "APAC than in other regions."))]
    for top, left, label, share in ((0.51, 0.478, "Tutoring", "4%"), (0.556, 0.379, "Node.js meetup workshop", "5%"),
                                    (0.6, 0.484, "Udemy", "2%"), (0.643, 0.437, "Books / reading", "2%"),
                                    (0.689, 0.462, "Self-taught", "2%"), (0.734, 0.425, "None / no answer", "31%")):
        chart += [(left * 595, top * 842 + 19, 24, label), (330, top * 842 + 19, 24, share)]
    for top, one, other in ((0.496, "Code School", "PluralSight"), (0.534, "Code Academy", "github"),
                            (0.572, "Coding Bootcamp", "Freecode Camp"), (0.61, "Online tutorials", "Blogs/articles")):
        chart += [(420, top * 842 + 19, 24, one), (494, top * 842 + 19, 24, other)]
    text = [paragraph for _, paragraphs in read(page_pdf(tmp_path / "survey.pdf", chart, width=30))
            for paragraph in paragraphs]
    assert "While not widely used, tutoring is more popular in APAC than in other regions." in text
    assert not any("%" in paragraph or "used,:" in paragraph for paragraph in text)  # no label read as a row's


def test_a_table_of_figures_stays_numbers_and_the_heading_under_it_is_read(tmp_path: Path) -> None:
    # SpectroElectroChem Suite's user manual, p12: a peak table (a number, its position, intensity and width)
    # right above "8.6 Manual intensity limits"
    values = [("443.572", "3237.016", "70.73005"), ("485.158", "2005.668", "13.27788"),
              ("545.501", "104.1584", "3.79017"), ("607.772", "423.8645", "59.87418"),
              ("642.605", "179.7476", "6.285982"), ("708.867", "-260.501", "2.38847"),
              ("763.801", "989.6835", "41.52643"), ("807.793", "225.7842", "3.46681")]
    lines = [(60, 260, 12, "Peak"), (60, 274, 12, "No"), (108, 260, 12, "Position (cm-)"), (209, 260, 12, "Intensity"),
             (280, 260, 12, "FWHM (cm-)")]
    for row, (position, intensity, width) in enumerate(values):
        y = 290 + row * 14
        lines += [(89, y, 12, str(row + 1)), (108, y, 12, position), (209, y, 12, intensity), (280, y, 12, width)]
    lines += [(57, 420, 12, "8.6 Manual intensity limits"),
              (57, 446, 12, "When automatic intensity scaling is disabled, enter minimum and maximum values.")]
    text = [paragraph for _, paragraphs in read(page_pdf(tmp_path / "manual.pdf", lines)) for paragraph in paragraphs]
    assert any(paragraph.startswith("8.6 Manual intensity limits") for paragraph in text)
    assert not any(paragraph.startswith("1: 443.572") for paragraph in text)  # never a row "said" as a label's


def test_two_notices_side_by_side_are_two_paragraphs_not_a_table(tmp_path: Path) -> None:
    # a CUSTOM printer manual, p61: the same notice for two models, one beside the other, every line a sentence
    notices = []
    for x, middle in ((65, "Do not use solvents, or hard brushes."),
                      (341, "Do not use alcohol, solvents, or hard brushes.")):
        notices += [(x, 650, 8, "ATTENTION:"), (x, 660, 8, middle),
                    (x, 670, 8, "Do not let water or other liquids get inside the device.")]
    text = [paragraph for _, paragraphs in read(page_pdf(tmp_path / "manual.pdf", notices)) for paragraph in paragraphs]
    assert text == ["ATTENTION: Do not use solvents, or hard brushes. Do not let water or other liquids get inside the"
                    " device.", "ATTENTION: Do not use alcohol, solvents, or hard brushes. Do not let water or other"
                    " liquids get inside the device."]


def test_settings_written_with_equals_signs_are_read_not_left_out_as_equations(tmp_path: Path) -> None:
    # a CUSTOM printer manual, p42: "CHARS / INCH", the font's three choices
    page = page_pdf(tmp_path / "manual.pdf", [
        (164, 360, 10, "Font selection:"), (164, 380, 10, "A = 11 cpi, B = 15 cpi D"),
        (164, 392, 10, "A = 15 cpi, B = 20 cpi"), (164, 404, 10, "A = 20 cpi, B = 25 cpi")])
    text = [paragraph for _, paragraphs in read(page) for paragraph in paragraphs]
    assert any("A = 11 cpi, B = 15 cpi" in paragraph for paragraph in text)


@pytest.mark.parametrize(("text", "formula"), [
    ("A = 11 cpi, B = 15 cpi D", False), ("Disabled = 35 %", False), ("CR enabled = Carriage Return enabled", False),
    ("x = 2", True), ("E = mc2", True), ("H + A ≤ L", True), ("Tθ = 0", True), ("= 23.37", True),
    ("y = sin x", True), ("(14c)", True)])
def test_a_formula_is_signs_and_symbols_a_setting_has_a_value_in_a_unit_or_words(text: str, formula: bool) -> None:
    from audioguide.text.readers.pdf import _formula

    assert _formula(text) is formula
