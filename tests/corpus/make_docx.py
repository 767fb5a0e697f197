"""Makes ``docx-learnosm-mapathon-handout.docx``, the corpus's Word document, with python-docx.

A two-page handout as a volunteer group would write it in Word, from the Humanitarian
OpenStreetMap Team's LearnOSM guide "Manage a Mapathon" (CC0, the same text as
``jekyll-learnosm-mapathon.md``): a Title paragraph, headings, body text with bold and
italic runs and a line break, bulleted and numbered lists, a quotation, a table with prose
cells and short label cells, and a page header and footer (which are not part of the
text). The table's rows and the closing note are written for this handout.

Run from the repository: ``.venv/bin/python tests/corpus/make_docx.py``. The file is
committed; running this again makes the same text (the package's timestamps differ).
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from docx import Document
from docx.enum.text import WD_BREAK

OUT = Path(__file__).parent / "docx-learnosm-mapathon-handout.docx"
WHEN = datetime(2026, 1, 5, 10, tzinfo=timezone.utc)


def main() -> None:
    document = Document()
    properties = document.core_properties
    properties.title = "Manage a Mapathon"
    properties.author = "Humanitarian OpenStreetMap Team (LearnOSM)"
    properties.created = properties.modified = WHEN

    section = document.sections[0]
    section.header.paragraphs[0].text = "LearnOSM — Coordination guides"
    section.footer.paragraphs[0].text = "Printed from learnosm.org. Public domain (CC0)."

    document.add_paragraph("Manage a Mapathon", style="Title")
    document.add_paragraph("Created 2017-01-30", style="Subtitle")

    document.add_heading("Introduction", level=1)
    document.add_heading("What type of event", level=2)
    document.add_paragraph(
        "Deciding on what type of event you want to host will decide the direction you need to go"
        " and the steps you need to take."
    )
    paragraph = document.add_paragraph()
    paragraph.add_run(
        "A Mapathon is an organised gathering of people to add data to the OpenStreetMap."
    ).bold = True
    paragraph.add_run(
        " This can be a project to improve the map in your local area, or to help Response Teams"
        " on the ground during a Disaster, or a Missing Maps Project for ongoing or future"
        " Humanitarian Responses."
    )
    paragraph = document.add_paragraph("For other types of gatherings for mapping see")
    paragraph.add_run().add_break(WD_BREAK.LINE)
    paragraph.add_run("Weekend Mapping Projects").italic = True
    paragraph.add_run().add_break(WD_BREAK.LINE)
    paragraph.add_run("Mapping Parties").italic = True

    document.add_heading("Start working on your Mapathon at least a month before", level=1)
    document.add_paragraph(
        "The size of the available venues and the availability of facilities at the venue will"
        " decide the factors for your Mapathon. The points to note:"
    )
    for point in (
        "Is the venue centrally situated and easy to get to? (note public transport or parking)",
        "Does it have good wi-fi that can handle up to 100 simultaneous connections?",
        "Can it hold up to 100 mappers? This will decide the number of people invited.",
        "Are there sufficient power points for charging laptops? (arrange for extension cables)",
    ):
        document.add_paragraph(point, style="List Number")

    document.add_heading("Suggested helpers", level=2)
    for helper in (
        "An experienced mapper to talk them through the mapping process.",
        "An IT person from the venue to trouble shoot any connectivity problems.",
        "A deputy to help with the arrangements and stand in for you as a back up.",
    ):
        document.add_paragraph(helper, style="List Bullet")

    document.add_heading("At the Mapathon", level=1)
    table = document.add_table(rows=1, cols=3)
    table.style = "Table Grid"
    for cell, text in zip(table.rows[0].cells, ("When", "Who", "What to do"), strict=True):
        cell.text = text
    for when, who, what in (
        ("18:00", "Host", "Arrive early at the venue to check that reception is all primed and"
                          " prepared for the event."),
        ("18:30", "Helpers", "Have one helper at the door to welcome the mappers, give them their"
                             " name tags and tell them where to sit."),
        ("19:00", "Trainer", "Introduce your experienced mapper and start the training process."),
    ):
        row = table.add_row().cells
        row[0].text, row[1].text, row[2].text = when, who, what

    document.add_paragraph(
        "If your Mapathon becomes a regular event it is possible that you will start to get a"
        " core of regular attendees who will become your experienced helpers and help to make"
        " this a social event as well.",
        style="Quote",
    )
    document.add_paragraph(
        "Thank you for mapping with us: every building you trace helps a response team on the"
        " ground."
    )
    document.save(OUT)


if __name__ == "__main__":
    main()
