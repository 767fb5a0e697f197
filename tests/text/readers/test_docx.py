"""Word documents: headings from styles, the title, lists, tables' prose, footnotes, tracked changes."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from audioguide.common.errors import DocumentError
from audioguide.text.documents import read_document
from audioguide.text.readers import Block, Skipped, reader_for
from audioguide.text.readers.docx import DocxReader
from tests.text.readers.samples import FOOTNOTE, HARE_MORAL, WOLF_AND_CRANE, make_aesop_docx


@pytest.fixture(scope="module")
def aesop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_aesop_docx(tmp_path_factory.mktemp("docx") / "aesop.docx")


def read(path: Path, name: str = "content/aesop.docx"):
    return DocxReader().read(path.read_bytes(), name)


def test_docx_is_read_by_the_word_reader(aesop: Path) -> None:
    assert isinstance(reader_for(aesop, "content/aesop.docx"), DocxReader)


def test_headings_paragraphs_lists_tables_and_footnotes(aesop: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, "audioguide"):
        reading = read(aesop)
    # Lines are paragraph numbers: a Word document has no lines.
    assert [(b.text[:40], b.line, b.level, b.note) for b in reading.blocks] == [
        ("Fables of Aesop", 1, 1, None),  # the Title style
        ("Translated by George Fyler Townsend.", 4, 0, None),
        ("Wolves", 5, 2, None),  # Heading 1
        ("The Wolf and the Lamb", 6, 3, None),  # Heading 2
        ("WOLF, meeting with a Lamb astray from th", 7, 0, None),
        ("The tyrant will always find a pretext fo", 8, 0, None),
        ("The Wolf and the Crane", 9, 3, None),
        ("A WOLF who had a bone stuck in his throa", 10, 0, None),
        ("A crane is a tall wading bird with a lon", 10, 0, 1),  # its footnote, right after it
        ("In serving the wicked, expect no reward,", 11, 0, None),
        ("Lessons of the Field", 12, 2, None),
        ("The Ants and the Grasshopper", 13, 0, None),  # list items
        ("The Hare and the Tortoise", 14, 0, None),
        ("A HARE one day ridiculed the short feet ", 15, 0, None),
        ("Tortoise: Slow but steady wins the race.", 21, 0, None),  # the table's one cell of prose, its label
    ]
    assert reading.blocks[7].text == WOLF_AND_CRANE
    assert reading.blocks[8].text == FOOTNOTE
    assert reading.blocks[14].text == f"Tortoise: {HARE_MORAL} So said the Fox, who judged."
    assert reading.title is None  # the Title paragraph is the title, not the stale property
    assert reading.meta == {"author": "Aesop", "language": "en-GB"}
    assert reading.skipped == [Skipped(2, "table of contents", 7), Skipped(16, "table cells (labels, numbers)", 6)]
    assert [r.getMessage() for r in caplog.records] == [
        "content/aesop.docx:2: table of contents not read aloud (7 words)",
        "content/aesop.docx:16: table cells (labels, numbers) not read aloud (6 words)",
    ]


def test_a_word_document_as_an_episode(aesop: Path) -> None:
    document = read_document(aesop, "content/aesop.docx", part_words=350)
    assert (document.title, document.title_line) == ("Fables of Aesop", 1)
    assert [(s.kind, s.title, s.line) for s in document.sections] == [
        ("lead", "Fables of Aesop", 4), ("heading", "Wolves", 5), ("heading", "Lessons of the Field", 12),
    ]
    assert [p.note for p in document.sections[1].paragraphs][-1] == 1  # footnotes end the chapter


def test_the_title_property_without_a_title_paragraph(tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    document.core_properties.title = "Leaving Safely"
    document.add_heading("Before", level=1)
    document.add_paragraph("Pack a bag and keep it somewhere safe.")
    path = tmp_path / "plain.docx"
    document.save(str(path))
    reading = read(path)
    assert reading.title == "Leaving Safely"
    assert reading.blocks == [Block("Before", 1, 2), Block("Pack a bag and keep it somewhere safe.", 2)]
    assert read_document(path, "content/plain.docx", part_words=350).title == "Leaving Safely"
    document.core_properties.title = ""
    document.add_heading("After", level=1)  # two Heading 1s: neither is the title
    document.add_paragraph("Tell someone where you are going.")
    document.save(str(path))
    assert read_document(path, "content/plain.docx", part_words=350).title == "plain"  # the file's name


def test_custom_heading_styles_outline_levels_and_tracked_changes(tmp_path: Path) -> None:
    import docx
    from docx.enum.style import WD_STYLE_TYPE
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls, qn
    from lxml import etree

    document = docx.Document()
    chapter = document.styles.add_style("Chapter Title", WD_STYLE_TYPE.PARAGRAPH)
    chapter.base_style = document.styles["Heading 1"]
    document.add_paragraph("A Plan", style=chapter)
    outlined = document.add_paragraph("Steps")
    properties = outlined._p.get_or_add_pPr()
    etree.SubElement(properties, qn("w:outlineLvl")).set(qn("w:val"), "1")
    edited = document.add_paragraph("Keep ")
    inserted = f'<w:ins {nsdecls("w")} w:id="1" w:author="A"><w:r><w:t>your papers</w:t></w:r></w:ins>'
    edited._p.append(parse_xml(inserted))
    edited._p.append(parse_xml(f'<w:del {nsdecls("w")} w:id="2" w:author="A"><w:r><w:delText>old'
                               " notes</w:delText></w:r></w:del>"))
    edited.add_run(" together.")
    path = tmp_path / "styles.docx"
    document.save(str(path))
    assert read(path).blocks == [
        Block("A Plan", 1, 1),  # based on Heading 1, and the only one, first: the title
        Block("Steps", 2, 3),  # outline level 2
        Block("Keep your papers together.", 3),  # inserted text read, deleted text not
    ]


def test_files_that_are_no_docx(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match=r"^content/a.docx: not a DOCX file \(not a ZIP archive\)$"):
        DocxReader().read(b"{\\rtf1 not a docx}", "content/a.docx")
    epub = Path(__file__).parent / "data" / "aesop.epub"
    with pytest.raises(DocumentError, match=r"^content/a.docx: not a readable DOCX \(.+\)$"):
        DocxReader().read(epub.read_bytes(), "content/a.docx")


def test_without_python_docx_the_extra_is_named(aesop: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "docx", None)
    with pytest.raises(DocumentError) as error:
        read(aesop)
    assert str(error.value) == (
        "content/aesop.docx: reading DOCX needs python-docx: pip install 'audioguide[docx]'"
    )


def test_a_lone_first_heading_1_is_the_title_and_the_level_below_makes_the_chapters(tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    document.add_heading("VAES Benutzerhandbuch", level=1)
    document.add_paragraph("Version 1.4.0")
    document.add_heading("1. Einleitung", level=2)
    document.add_paragraph("VAES ist eine webbasierte Anwendung zur Erfassung von Arbeitsstunden.")
    document.add_heading("2. Erste Schritte", level=2)
    document.add_paragraph("Melden Sie sich mit Ihrer E-Mail-Adresse an.")
    document.add_heading("2.1 Anmelden", level=3)
    document.add_paragraph("Geben Sie Ihr Passwort ein.")
    path = tmp_path / "handbuch.docx"
    document.save(str(path))
    reading = read(path, "content/handbuch.docx")
    assert reading.title is None
    assert [(b.text, b.level) for b in reading.blocks if b.level] == [
        ("VAES Benutzerhandbuch", 1), ("1. Einleitung", 3), ("2. Erste Schritte", 3), ("2.1 Anmelden", 4)]
    episode = read_document(path, "content/handbuch.docx", part_words=350)
    assert episode.title == "VAES Benutzerhandbuch"
    assert [(s.kind, s.title) for s in episode.sections] == [
        ("lead", "VAES Benutzerhandbuch"), ("heading", "1. Einleitung"), ("heading", "2. Erste Schritte")]
    assert [p.text for p in episode.sections[2].paragraphs] == [
        "Melden Sie sich mit Ihrer E-Mail-Adresse an.", "2.1 Anmelden", "Geben Sie Ihr Passwort ein."]
    # A title property saying other words is the title; the heading heads its text as a chapter.
    document.core_properties.title = "Handbuch für Mitglieder"
    document.save(str(path))
    reading = read(path)
    assert reading.title == "Handbuch für Mitglieder"
    assert [(b.text, b.level) for b in reading.blocks if b.level][:2] == [
        ("VAES Benutzerhandbuch", 3), ("1. Einleitung", 3)]
    # Two Heading 1s are chapters, as before.
    document.add_heading("Anhang", level=1)
    document.add_paragraph("Weitere Hilfe finden Sie im Forum.")
    document.save(str(path))
    assert [(b.text, b.level) for b in read(path).blocks if b.level][:2] == [
        ("VAES Benutzerhandbuch", 2), ("1. Einleitung", 3)]


def test_code_paragraphs_by_style_or_monospaced_font_are_left_out_and_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    import docx
    from docx.enum.style import WD_STYLE_TYPE

    document = docx.Document()
    document.add_heading("Installation", level=1)
    document.add_heading("Building", level=1)
    document.add_paragraph("Install the emulator from its repository:")
    code = document.styles.add_style("Code", WD_STYLE_TYPE.PARAGRAPH)  # a template's code style
    code.base_style = document.styles["Normal"]
    code.font.name = "Consolas"
    document.add_paragraph("cd", style=code)
    document.add_paragraph("git clone https://github.com/rricharz/Tek4010", style=code)
    document.add_paragraph("Compile the program on the target system:")
    for command in ("make clean", "make install"):  # runs set in Courier New on a plain paragraph
        document.add_paragraph().add_run(command).font.name = "Courier New"
    source = document.styles.add_style("Source Text", WD_STYLE_TYPE.CHARACTER)  # a code character style
    document.add_paragraph().add_run("tek4010 -fast", style=source)
    mixed = document.add_paragraph("Then start it with ")  # inline code among words: read
    mixed.add_run("tek4010").font.name = "Consolas"
    mixed.add_run(" in a terminal.")
    path = tmp_path / "manual.docx"
    document.save(str(path))
    with caplog.at_level(logging.WARNING, "audioguide"):
        reading = read(path, "content/manual.docx")
    assert [(b.text, b.line) for b in reading.blocks if not b.level] == [
        ("Install the emulator from its repository:", 3),
        ("Compile the program on the target system:", 6),
        ("Then start it with tek4010 in a terminal.", 10),
    ]
    assert reading.skipped == [Skipped(4, "code block", 4), Skipped(7, "code block", 6)]
    assert caplog.messages == ["content/manual.docx:4: code block not read aloud (4 words)",
                               "content/manual.docx:7: code block not read aloud (6 words)"]


def test_an_opening_set_large_is_the_title_however_many_lines_it_was_broken_into(tmp_path: Path) -> None:
    # Tek4010's manual.docx: its title in 24-point "List Paragraph" lines, no Title style, then Heading 1 chapters
    import docx
    from docx.shared import Pt

    document = docx.Document()
    for line in ("Tektronix 4010 and 4014 Storage ", "     Tube Terminal Emulator"):
        document.add_paragraph(style="List Paragraph").add_run(line).font.size = Pt(24)
    document.add_heading("Introduction", level=1)
    document.add_paragraph("tek4010 is a Tektronix 4010 terminal emulator.").add_run(" Large.").font.size = Pt(24)
    document.add_heading("Getting started", level=1)
    document.add_paragraph("Start it from a shell.")
    path = tmp_path / "manual.docx"
    document.save(str(path))
    assert [(b.text, b.level) for b in read(path, "content/manual.docx").blocks] == [
        ("Tektronix 4010 and 4014 Storage Tube Terminal Emulator", 1), ("Introduction", 2),
        ("tek4010 is a Tektronix 4010 terminal emulator. Large.", 0), ("Getting started", 2),
        ("Start it from a shell.", 0)]
    episode = read_document(path, "content/manual.docx", part_words=350)
    assert episode.title == "Tektronix 4010 and 4014 Storage Tube Terminal Emulator"
    # Text of the body's size at the opening is no title.
    document = docx.Document()
    document.add_paragraph("A note in the body's size.")
    document.add_heading("Introduction", level=1)
    document.add_heading("Usage", level=1)
    document.save(str(path))
    assert [(b.text, b.level) for b in read(path).blocks][:2] == [("A note in the body's size.", 0),
                                                                  ("Introduction", 2)]


def test_a_manuscript_in_courier_is_read_and_a_style_that_names_code_otherwise_is_no_code(tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    for text in ("It was a dark night.", "She opened the door.", "Nobody was there."):
        document.add_paragraph().add_run(text).font.name = "Courier New"
    conduct = document.styles.add_style("Code of Conduct Body", 1)  # a paragraph style
    document.add_paragraph("Be kind to one another.", style=conduct)
    path = tmp_path / "manuscript.docx"
    document.save(str(path))
    reading = read(path, "content/manuscript.docx")
    assert [b.text for b in reading.blocks] == ["It was a dark night.", "She opened the door.", "Nobody was there.",
                                                "Be kind to one another."]
    assert reading.skipped == []


def test_no_title_from_a_large_sentence_a_flyer_or_a_heading_after_the_text(tmp_path: Path) -> None:
    import docx
    from docx.shared import Pt

    document = docx.Document()
    document.add_paragraph().add_run("Do not open the case while it is plugged in.").font.size = Pt(20)
    document.add_paragraph("Unplug the lamp first.")
    path = tmp_path / "warning.docx"
    document.save(str(path))
    assert [(b.text, b.level) for b in read(path).blocks][:2] == [("Do not open the case while it is plugged in.", 0),
                                                                  ("Unplug the lamp first.", 0)]
    document = docx.Document()
    document.add_paragraph("The survey ran for a year.")
    document.add_heading("Appendix", level=1)
    document.add_paragraph("The questions asked.")
    document.save(str(path))
    reading = read(path)
    assert [(b.text, b.level) for b in reading.blocks][1] == ("Appendix", 2)


def test_a_code_snippet_style_is_code(tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    document.add_paragraph("Apply the manifest:")
    snippet = document.styles.add_style("Code Snippet", 1)
    document.add_paragraph("kubectl apply -f deploy.yaml", style=snippet)
    path = tmp_path / "runbook.docx"
    document.save(str(path))
    reading = read(path, "content/runbook.docx")
    assert [b.text for b in reading.blocks] == ["Apply the manifest:"]
    assert reading.skipped == [Skipped(2, "code block", 4)]


def test_a_table_s_labels_are_read_before_its_prose_with_their_columns_names(tmp_path: Path) -> None:
    # fadrian06/haju docs/guias "Niveles de encabezados establecidos en las Normativas Apa y Apa Upel.docx":
    # a group's header spanning two columns each, the columns' names, then a level's rules in each format
    import docx

    document = docx.Document()
    document.add_paragraph("El manual de estilo de la Apa establece el siguiente nivel de encabezados:")
    table = document.add_table(rows=4, cols=4)
    groups = table.rows[0].cells
    groups[0].merge(groups[1]).text = "Formato Apa para encabezados"
    groups[2].merge(groups[3]).text = "Formato Apa - Upel para encabezados"
    rows = [("Nivel", "Lineamientos", "Tipo", "Lineamientos"),
            ("1", "Encabezado tipo título, centrado, en negrita, sin punto final", "TITULO",
             "Título en Negritas, Sin Punto y Aparte, Centrado, en Mayúsculas"),
            ("2", "Encabezado alineado a la izquierda, en negritas, sin punto final", "", "")]
    for row, texts in zip(table.rows[1:], rows, strict=True):
        for cell, text in zip(row.cells, texts, strict=True):
            cell.text = text
    path = tmp_path / "apa.docx"
    document.save(str(path))
    reading = read(path, "content/apa.docx")
    assert [b.text for b in reading.blocks][1:] == [
        "Formato Apa para encabezados. Formato Apa - Upel para encabezados",
        "Nivel 1: Encabezado tipo título, centrado, en negrita, sin punto final",
        "Tipo TITULO: Título en Negritas, Sin Punto y Aparte, Centrado, en Mayúsculas",
        "Nivel 2: Encabezado alineado a la izquierda, en negritas, sin punto final"]
    assert reading.skipped == [Skipped(2, "table cells (labels, numbers)", 4)]  # the columns' names


def test_a_table_of_labels_and_numbers_only_is_still_left_out(tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    document.add_paragraph("Prices.")
    table = document.add_table(rows=2, cols=2)
    for row, texts in zip(table.rows, [("Size", "Price"), ("S", "4")], strict=True):
        row.cells[0].text, row.cells[1].text = texts
    path = tmp_path / "prices.docx"
    document.save(str(path))
    reading = read(path, "content/prices.docx")
    assert [b.text for b in reading.blocks] == ["Prices."]
    assert reading.skipped == [Skipped(2, "table cells (labels, numbers)", 4)]


DATA = Path(__file__).parent / "data"


def test_a_title_paragraph_is_the_title_alone_and_a_contents_heading_goes_with_the_contents(
        caplog: pytest.LogCaptureFixture) -> None:
    # RailwayStudio's manual (Spanish Word: styles "Título", "Título 1"): its title set large in Normal, "Contents"
    # in Title over the table of contents, then each part's name in Title ("Introduction", "Using RailwayStudio")
    path = DATA / "railwaystudio-manual.docx"
    with caplog.at_level(logging.INFO):
        reading = read(path, "docs/manual.docx")
    assert [(b.text, b.level) for b in reading.blocks if b.level][:6] == [
        ("RailwayStudio User’s guide", 1), ("Introduction", 1), ("Disclaimer", 2), ("3rd party software", 2),
        ("Using RailwayStudio", 1), ("Working environment", 2)]
    assert reading.skipped[0] == Skipped(28, "table of contents", 95)
    episode = read_document(path, "docs/manual.docx", part_words=350)
    assert episode.title == "RailwayStudio User’s guide"
    assert [section.title for section in episode.sections][:3] == ["Introduction", "Using RailwayStudio",
                                                                   "Layout concepts"]


def test_a_title_typed_in_two_title_paragraphs_is_one_title_and_a_title_after_the_text_heads_a_part(
        tmp_path: Path) -> None:
    import docx

    document = docx.Document()
    document.add_paragraph("Annual Report", style="Title")
    document.add_paragraph("Springfield Water Board 2023", style="Title")
    document.add_paragraph("This report describes the work of the board over the year.")
    document.add_heading("Finances", level=1)
    document.add_paragraph("The board balanced its budget.")
    document.add_paragraph("Appendix", style="Title")
    document.add_paragraph("Tables.")
    path = tmp_path / "report.docx"
    document.save(str(path))
    assert [(b.text, b.level) for b in read(path).blocks] == [
        ("Annual Report Springfield Water Board 2023", 1),
        ("This report describes the work of the board over the year.", 0),
        ("Finances", 2), ("The board balanced its budget.", 0), ("Appendix", 1), ("Tables.", 0)]


def test_heading_and_title_styles_by_their_localized_names_and_ids(tmp_path: Path) -> None:
    import docx
    from docx.enum.style import WD_STYLE_TYPE

    document = docx.Document()
    for name in ("Titel", "Überschrift 1", "Titre 1"):
        document.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
    document.add_paragraph("Benutzerhandbuch", style="Titel")
    document.add_paragraph("Einleitung", style="Überschrift 1")
    document.add_paragraph("Der Text.")
    document.add_paragraph("Utilisation", style="Titre 1")
    path = tmp_path / "handbuch.docx"
    document.save(str(path))
    assert [(b.text, b.level) for b in read(path).blocks] == [
        ("Benutzerhandbuch", 1), ("Einleitung", 2), ("Der Text.", 0), ("Utilisation", 2)]


def test_a_table_cell_s_paragraphs_are_one_text_and_a_long_label_stays_a_label(tmp_path: Path) -> None:
    """UNICOR's user manual (ComputationalEcologyLab/UNICOR, ``docs/user_manual.docx``): a description cell broken
    into paragraphs at its width, a label cell of two lines ("Save Cost" / "Distance Matrix Output")."""
    import docx

    document = docx.Document()
    document.add_paragraph("The output options are:")
    table = document.add_table(rows=4, cols=3)
    rows = [
        (["Output"], ["Default/ Example"], ["Description"]),
        (["KDE GridSize"], ["2"], ["For kernel density estimation of", "„normal‟ paths, this is the kernel buffer"
                                   " window used to calculate the", "buffered maps. For example if 2, then 2",
                                   "pixel values around each path is used to create the kernel density buffer."]),
        (["Save Cost", "Distance Matrix Output"], ["TRUE"], ["The resistance distance matrix of all the"
                                                            " source-destination connection lengths (comma delimited"
                                                            " - .cdmatrix)."]),
        (["Save Path Output"], ["TRUE"], ["The surface of paths in ascii format with header file (space delimited –",
                                          ".addpaths)."]),
    ]
    for row, cells in zip(table.rows, rows, strict=True):
        for cell, paragraphs in zip(row.cells, cells, strict=True):
            cell.text = paragraphs[0]
            for more in paragraphs[1:]:
                cell.add_paragraph(more)
    path = tmp_path / "unicor.docx"
    document.save(str(path))
    reading = read(path, "content/unicor.docx")
    assert [(b.text, b.line) for b in reading.blocks] == [
        ("The output options are:", 1),
        ("KDE GridSize, Default/ Example 2: For kernel density estimation of „normal‟ paths, this is the kernel buffer"
         " window used to calculate the buffered maps. For example if 2, then 2 pixel values around each path is used"
         " to create the kernel density buffer.", 7),
        ("Save Cost Distance Matrix Output, Default/ Example TRUE: The resistance distance matrix of all the"
         " source-destination connection lengths (comma delimited - .cdmatrix).", 14),
        ("Save Path Output, Default/ Example TRUE: The surface of paths in ascii format with header file (space"
         " delimited – .addpaths).", 17),
    ]


def test_a_table_of_contents_typed_by_hand_is_left_out_with_its_title(tmp_path: Path) -> None:
    # bookit-app/documentation docs/User_Manual.docx: all in Normal, each entry typed "title⇥⇥⇥PAGE n"
    import docx

    document = docx.Document()
    document.add_paragraph("This document will help the reader understand how to navigate through the application.")
    document.add_paragraph("Table of Contents: ")
    document.add_paragraph()
    document.add_paragraph("Create an Account\t\t\t\t\tPAGE 2 ")
    document.add_paragraph("Set Account Preferences\t\t\t\tPAGE 3")
    document.add_paragraph("Login ........ 4")
    document.add_paragraph("Creating an Account\nTo begin using Book It you must create an account")
    document.add_paragraph("Prices\t\t2 for 5")  # after the text: a table typed with tabs, not contents
    document.add_paragraph("Apples\t\t3")
    path = tmp_path / "manual.docx"
    document.save(str(path))
    reading = read(path, "docs/manual.docx")
    assert [b.text for b in reading.blocks] == [
        "This document will help the reader understand how to navigate through the application.",
        "Creating an Account. To begin using Book It you must create an account", "Prices 2 for 5", "Apples 3"]
    assert reading.skipped == [Skipped(2, "table of contents", 3), Skipped(4, "table of contents", 13)]


def test_a_line_broken_inside_a_paragraph_is_read_as_a_break_and_a_page_break_is_a_space(tmp_path: Path) -> None:
    import docx
    from docx.enum.text import WD_BREAK

    document = docx.Document()
    document.add_paragraph("Opening hours:\nMonday to Friday\nSaturday")
    document.add_paragraph("The meeting is held in\nthe town hall every week, whatever the weather.")
    broken = document.add_paragraph("End of the first part")
    broken.add_run().add_break(WD_BREAK.PAGE)
    broken.add_run("and the rest of it.")
    path = tmp_path / "hours.docx"
    document.save(str(path))
    assert [b.text for b in read(path).blocks] == [
        "Opening hours: Monday to Friday. Saturday",
        "The meeting is held in the town hall every week, whatever the weather.",
        "End of the first part and the rest of it."]


def test_custom_styles_with_an_outline_level_in_the_style_are_headings(tmp_path: Path) -> None:
    # arup-group/FDS-Diagnostic-Tool docs/user_manual.docx: "Report Level 1/2", not based on any heading style,
    # carry w:outlineLvl 0 and 1 in their own paragraph properties; "Report Body" carries 9 (body text)
    import docx
    from docx.enum.style import WD_STYLE_TYPE
    from docx.oxml.ns import qn
    from lxml import etree

    document = docx.Document()
    styles = {}
    for name, level in (("Report Level 1", "0"), ("Report Level 2", "1"), ("Report Body", "9")):
        styles[name] = document.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
        properties = styles[name].element.get_or_add_pPr()
        etree.SubElement(properties, qn("w:outlineLvl")).set(qn("w:val"), level)
    document.add_paragraph("Requirements", style=styles["Report Level 1"])
    document.add_paragraph("Your system must have Conda 4.9 or higher.", style=styles["Report Body"])
    document.add_paragraph("Installation", style=styles["Report Level 1"])
    document.add_paragraph("Single run", style=styles["Report Level 2"])
    document.add_paragraph("Open the config file.")
    path = tmp_path / "outline.docx"
    document.save(str(path))
    assert read(path).blocks == [
        Block("Requirements", 1, 2), Block("Your system must have Conda 4.9 or higher.", 2),
        Block("Installation", 3, 2), Block("Single run", 4, 3), Block("Open the config file.", 5)]  # 1: a Title


def test_a_parts_list_under_a_contents_heading_is_read_and_a_typed_contents_kept_apart(tmp_path: Path) -> None:
    # a package list under "Contents": small counts, not in page order, no chapters of those names
    import docx

    document = docx.Document()
    document.add_heading("Contents", 1)
    document.add_paragraph("Battery pack\t2")
    document.add_paragraph("Manual\t1")
    document.add_heading("Package contents", 1)
    document.add_paragraph("Printer\t1")
    document.add_paragraph("Power cord\t1")
    document.add_heading("Contents", 1)
    document.add_paragraph("Setup\t2")  # two entries, but chapters of those names follow: a contents
    document.add_paragraph("Cleaning\t5")
    document.add_heading("Setup", 1)
    document.add_paragraph("Unpack the printer.")
    document.add_heading("Cleaning", 1)
    path = tmp_path / "box.docx"
    document.save(str(path))
    reading = read(path, "docs/box.docx")
    assert [b.text for b in reading.blocks] == [
        "Contents", "Battery pack 2", "Manual 1", "Package contents", "Printer 1", "Power cord 1", "Setup",
        "Unpack the printer.", "Cleaning"]
    assert reading.skipped == [Skipped(7, "table of contents", 5)]
