"""Sample books for the reader tests, made here from public-domain text.

``data/aesop.epub`` is made by this file with ebooklib (``python -m tests.text.readers.samples``);
the tests also make variants of it (an EPUB 2 with only an NCX table of contents) in a
temporary folder. The fables are George Fyler Townsend's translation of Aesop (1867), as
Project Gutenberg publishes it (eBook #21); the footnote and the table are ours.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).parent / "data"
AESOP = DATA / "aesop.epub"

WOLF_AND_LAMB = (
    "WOLF, meeting with a Lamb astray from the fold, resolved not to lay violent hands on him, but to"
    " find some plea to justify to the Lamb the Wolf's right to eat him. He thus addressed him:"
    " \u201cSirrah, last year you grossly insulted me.\u201d \u201cIndeed,\u201d bleated the Lamb in a"
    " mournful tone of voice, \u201cI was not then born.\u201d Then said the Wolf, \u201cYou feed in my"
    " pasture.\u201d \u201cNo, good sir,\u201d replied the Lamb, \u201cI have not yet tasted grass.\u201d"
    " Again said the Wolf, \u201cYou drink of my well.\u201d \u201cNo,\u201d exclaimed the Lamb, \u201cI"
    " never yet drank water, for as yet my mother's milk is both food and drink to me.\u201d Upon which"
    " the Wolf seized him and ate him up, saying, \u201cWell! I won't remain supperless, even though you"
    " refute every one of my imputations.\u201d"
)
WOLF_AND_LAMB_MORAL = "The tyrant will always find a pretext for his tyranny."
WOLF_AND_CRANE = (
    "A WOLF who had a bone stuck in his throat hired a Crane, for a large sum, to put her head into his"
    " mouth and draw out the bone. When the Crane had extracted the bone and demanded the promised"
    " payment, the Wolf, grinning and grinding his teeth, exclaimed: \u201cWhy, you have surely already"
    " had a sufficient recompense, in having been permitted to draw out your head in safety from the"
    " mouth and jaws of a wolf.\u201d"
)
WOLF_AND_CRANE_MORAL = (
    "In serving the wicked, expect no reward, and be thankful if you escape injury for your pains."
)
FOOTNOTE = "A crane is a tall wading bird with a long neck and a long beak."
ANTS = (
    "THE ANTS were spending a fine winter's day drying grain collected in the summertime. A"
    " Grasshopper, perishing with famine, passed by and earnestly begged for a little food. The Ants"
    " inquired of him, \u201cWhy did you not treasure up food during the summer?\u201d He replied, \u201cI"
    " had not leisure enough. I passed the days in singing.\u201d They then said in derision: \u201cIf you"
    " were foolish enough to sing all the summer, you must dance supperless to bed in the winter.\u201d"
)
HARE = (
    "A HARE one day ridiculed the short feet and slow pace of the Tortoise, who replied, laughing:"
    " \u201cThough you be swift as the wind, I will beat you in a race.\u201d The Hare, believing her"
    " assertion to be simply impossible, assented to the proposal; and they agreed that the Fox should"
    " choose the course and fix the goal. On the day appointed for the race the two started together."
    " The Tortoise never for a moment stopped, but went on with a slow but steady pace straight to the"
    " end of the course. The Hare, lying down by the wayside, fell fast asleep. At last waking up, and"
    " moving as fast as he could, he saw the Tortoise had reached the goal, and was comfortably dozing"
    " after her fatigue."
)
HARE_MORAL = "Slow but steady wins the race."
HERCULES = (
    "A CARTER was driving a wagon along a country lane, when the wheels sank down deep into a rut. The"
    " rustic driver, stupefied and aghast, stood looking at the wagon, and did nothing but utter loud"
    " cries to Hercules to come and help him. Hercules, it is said, appeared and thus addressed him:"
    " \u201cPut your shoulders to the wheels, my man. Goad on your bullocks, and never more pray to me for"
    " help, until you have done your best to help yourself, or depend upon it you will henceforth pray"
    " in vain.\u201d"
)
HERCULES_MORAL = "Self-help is the best help."

TITLE_PAGE = """<h1>Fables of Aesop</h1>
<p>Translated by George Fyler Townsend</p>
"""
WOLVES = f"""<h1>Wolves</h1>
<section>
<h2 id="wolf-and-lamb">The Wolf and the Lamb</h2>
<p>{WOLF_AND_LAMB}</p>
<p><em>{WOLF_AND_LAMB_MORAL}</em></p>
</section>
<section>
<h2 id="wolf-and-crane">The Wolf and the Crane</h2>
<p>{WOLF_AND_CRANE.replace("a Crane,", 'a Crane,<a epub:type="noteref" href="#note-1">1</a>')}</p>
<p><em>{WOLF_AND_CRANE_MORAL}</em></p>
</section>
<aside epub:type="footnote" id="note-1"><p>{FOOTNOTE}</p></aside>
"""
FIELD = f"""<h1>Lessons of the Field</h1>
<h2>The Ants and the Grasshopper</h2>
<p>{ANTS}</p>
<h2>The Hare and the Tortoise</h2>
<p>{HARE}</p>
<table><tr><th>Runner</th><th>Pace</th></tr><tr><td>Hare</td><td>swift, then asleep</td></tr>
<tr><td>Tortoise</td><td>slow but steady</td></tr></table>
<p><em>{HARE_MORAL}</em></p>
"""
HERCULES_PAGE = f"""<h1>Hercules and the Wagoner</h1>
<p>{HERCULES}</p>
<p><em>{HERCULES_MORAL}</em></p>
"""


def make_aesop_epub(path: Path, *, nav: bool = True, toc: bool = True) -> Path:
    """The sample book at ``path``: an EPUB 3 with a nav document (in the spine) and an NCX, or only
    an NCX (``nav=False``, as EPUB 2 books have), or with empty ones (``toc=False``)."""
    from ebooklib import epub

    book = epub.EpubBook()
    book.set_identifier("urn:uuid:5d9e3f2a-1c4b-4e8f-9a7d-3b2c1e0f4a61")
    book.set_title("Fables of Aesop")
    book.set_language("en")
    book.add_author("Aesop")
    book.add_author("George Fyler Townsend", role="trl", uid="translator")
    pages = []
    for file_name, title, body in [
        ("title.xhtml", "Fables of Aesop", TITLE_PAGE),
        ("wolves.xhtml", "Wolves", WOLVES),
        ("field.xhtml", "Lessons of the Field", FIELD),
        ("hercules.xhtml", "Hercules and the Wagoner", HERCULES_PAGE),
    ]:
        page = epub.EpubHtml(title=title, file_name=file_name, lang="en")
        page.content = body
        book.add_item(page)
        pages.append(page)
    _, wolves, field, hercules = pages
    book.toc = [
        (epub.Section("Wolves", href="wolves.xhtml"), [
            epub.Link("wolves.xhtml#wolf-and-lamb", "The Wolf and the Lamb", "wolf-and-lamb"),
            epub.Link("wolves.xhtml#wolf-and-crane", "The Wolf and the Crane", "wolf-and-crane"),
        ]),
        epub.Link("field.xhtml", "Lessons of the Field", "field"),
        epub.Link("hercules.xhtml", "Hercules and the Wagoner", "hercules"),
    ] if toc else []
    book.add_item(epub.EpubNcx())
    spine: list[object] = [pages[0]]
    if nav or not toc:
        navigation = epub.EpubNav()
        book.add_item(navigation)
        if toc:
            spine.append(navigation)
    book.spine = [*spine, wolves, field, hercules]
    epub.write_epub(str(path), book, {"epub3_pages": False})
    return path


if __name__ == "__main__":
    DATA.mkdir(exist_ok=True)
    print(make_aesop_epub(AESOP))


def make_aesop_docx(path: Path) -> Path:
    """The fables as a Word document: a title, headings, a list, a table, a footnote, a table of contents."""
    import docx
    from docx.enum.style import WD_STYLE_TYPE
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml.ns import qn
    from lxml import etree

    document = docx.Document()
    document.core_properties.title = "Untitled template"  # a stale property: the Title paragraph wins
    document.core_properties.author = "Aesop"
    document.core_properties.language = "en-GB"
    document.add_paragraph("Fables of Aesop", style="Title")
    toc = document.styles.add_style("toc 1", WD_STYLE_TYPE.PARAGRAPH)
    document.add_paragraph("Wolves\t1", style=toc)
    document.add_paragraph("Lessons of the Field\t2", style=toc)
    document.add_paragraph("Translated by George Fyler Townsend.")
    document.add_heading("Wolves", level=1)
    document.add_heading("The Wolf and the Lamb", level=2)
    document.add_paragraph(WOLF_AND_LAMB)
    document.add_paragraph(WOLF_AND_LAMB_MORAL, style="Quote")
    document.add_heading("The Wolf and the Crane", level=2)
    crane = document.add_paragraph()
    before, after = WOLF_AND_CRANE.split("a Crane,", 1)
    crane.add_run(before + "a Crane,")
    reference = crane.add_run()._r
    mark = etree.SubElement(reference, qn("w:footnoteReference"))
    mark.set(qn("w:id"), "1")
    crane.add_run(after)
    document.add_paragraph(WOLF_AND_CRANE_MORAL, style="Quote")
    document.add_heading("Lessons of the Field", level=1)
    document.add_paragraph("The Ants and the Grasshopper", style="List Bullet")
    document.add_paragraph("The Hare and the Tortoise", style="List Bullet")
    document.add_paragraph(HARE)
    table = document.add_table(rows=3, cols=2)
    for row, (runner, pace) in zip(table.rows, [("Runner", "Pace"), ("Hare", "swift, then asleep"),
                                                ("Tortoise", HARE_MORAL + " So said the Fox, who judged.")],
                                  strict=True):
        row.cells[0].text, row.cells[1].text = runner, pace
    footnotes = (
        f'<w:footnotes xmlns:w="{qn("w:p")[1:].split("}")[0]}">'
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        f'<w:footnote w:id="1"><w:p><w:r><w:t>{FOOTNOTE}</w:t></w:r></w:p></w:footnote>'
        "</w:footnotes>"
    ).encode()
    part = Part(PackURI("/word/footnotes.xml"),
                "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml",
                footnotes, document.part.package)
    document.part.relate_to(part, RELATIONSHIP_TYPE.FOOTNOTES)
    document.save(str(path))
    return path
