"""The Markdown reader on what publishers write: HTML blocks, template tags, inline code, footnotes.

The documents are snippets of real sites' Markdown (Jekyll, Hugo, GitBook, kramdown), cut short,
each named with the public repository and path it comes from.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from audioguide.common.errors import DocumentError
from audioguide.text.documents import Document, read_document
from audioguide.text.prepare import for_speech, split_sentences
from audioguide.text.readers import Block, Skipped
from audioguide.text.readers.markdown import MarkdownOptions, MarkdownReader


def write(tmp_path: Path, name: str, content: str) -> Path:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return path


def read(path: Path, **options: object) -> Document:
    """``path`` read as the guide would, shown as ``content/<file name>``."""
    return read_document(path, f"content/{path.name}", **{"part_words": 350, **options})


def paragraphs_of(document: Document) -> list[str]:
    return [p.text for s in document.sections for p in s.paragraphs]


def outline(document: Document) -> list[tuple]:
    return [(s.kind, s.number, s.title, s.line, [p.line for p in s.paragraphs]) for s in document.sections]


def blocks(markdown: str, name: str = "content/a.md") -> list[Block]:
    return MarkdownReader().read(markdown.encode("utf-8"), name).blocks


# ---------------------------------------------------------------- CommonMark

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
    # The H1 says other words than the front matter's title: the page shows both, the H1 heading its text
    assert (document.title, document.title_line) == ("Front Title", 1)
    assert [(s.kind, s.number, s.title, s.line) for s in document.sections] == [
        ("heading", 1, "Heading One", 5), ("heading", 2, "First Section", 9), ("heading", 3, "Second Section", 27),
    ]
    assert [[(p.text, p.line) for p in s.paragraphs] for s in document.sections] == [
        [("Lead with a link text, alt words and inline html.", 7)],
        [("item one", 11), ("item two", 12), ("quoted words continue", 14), ("block html", 25)],
        [("Text with code and softbreak.", 29)],
    ]


def test_markdown_never_reads_markup_code_or_tables_of_values_and_says_so(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    document = read(write(tmp_path, "guide.md", MARKDOWN))
    spoken = " ".join(paragraphs_of(document))
    for absent in ("<", ">", "span", "hidden", "code = 1", "cell", "http://", "img.png"):
        assert absent not in spoken
    assert document.skipped == (
        Skipped(7, "HTML comment", 1), Skipped(17, "code block", 3), Skipped(21, "table", 6),
    )
    assert caplog.messages == [
        "content/guide.md:7: HTML comment not read aloud (1 word)",
        "content/guide.md:17: code block not read aloud (3 words)",
        "content/guide.md:21: table not read aloud (6 words)",
    ]


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
    assert document.sections[0].paragraphs[0].text == "One word, next line."  # a pause
    # a credits line of the Berlin open data handbook: each line a sentence of its own, after a bracket too
    document = read(write(tmp_path, "guide.md", "# T\n\nText: Knud Möller (BerlinOnline GmbH)<br/>Grafiken: Nadine"
                                                " Wohlfahrt\n"))
    assert document.sections[0].paragraphs[0].text == "Text: Knud Möller (BerlinOnline GmbH). Grafiken: Nadine Wohlfahrt"


def test_a_link_whose_address_has_spaces_is_a_link_as_python_markdown_makes_it(tmp_path: Path) -> None:
    # datosgobar/georef-ar-api docs (MkDocs): a request's example, its query with a space; a title stays a title
    document = read(write(tmp_path, "guide.md", "# T\n\nVer [las calles](https://apis.datos.gob.ar/georef/api/calles?"
                                                "departamento=rio chico&categoria=avenida) y [la guía](https://example.org/a"
                                                " \"Título\").\n"))
    assert document.sections[0].paragraphs[0].text == "Ver las calles y la guía."


def test_a_comparison_in_inline_code_keeps_its_sign(tmp_path: Path) -> None:
    # javascript-tutorial/fr.javascript.info 1-js/02-first-steps/09-comparison (CC BY-NC-SA): the signs are the point
    document = read(write(tmp_path, "guide.md", "# T\n\nAinsi `'Z' > 'A'` est vrai et `null > 0` est faux.\n"))
    assert document.sections[0].paragraphs[0].text == "Ainsi 'Z' > 'A' est vrai et null > 0 est faux."


def test_markdown_image_alt_text_is_read_without_markup(tmp_path: Path) -> None:
    # The alt text is read as text: emphasis markers are not narrated.
    document = read(write(tmp_path, "guide.md", "# T\n\nSee ![a *bold* cat](cat.png) here.\n"))
    assert document.sections[0].paragraphs[0].text == "See a bold cat here."


@pytest.mark.parametrize("front, message", [
    ("title: [unclosed\n", "content/fm.md:2: bad YAML front matter: expected ',' or ']', but got '<stream end>'"),
    ("- a\n- b\n", "content/fm.md:1: front matter must be a mapping of fields"),
    ("title: 12\n", "content/fm.md:1: front matter title must be text, got 12"),
    (f"title: {'x' * 256}\n", "content/fm.md:1: front matter title is 256 characters long; at most 255 fit a feed,"
                              " a page or a player's screen"),
    ("".join(f"{name}: &{name} [{', '.join([f'*{before}'] * 9) if before else ', '.join(['lol'] * 9)}]\n"
             for before, name in zip(["", *"abcdefgh"], "abcdefghi", strict=True)) + "title: *i\n",
     "content/fm.md:1: front matter title must be text, got [[[[[[[...], [...], [...], [...], [...], [...], ...],"
     " [[...]… (9 items)"),
])
def test_bad_front_matter(tmp_path: Path, front: str, message: str) -> None:
    """A YAML alias bomb (387 million leaves) is quoted by its start, not expanded."""
    with pytest.raises(DocumentError) as error:
        read(write(tmp_path, "fm.md", f"---\n{front}---\n\nText.\n"))
    assert str(error.value) == message


def test_utf8_bom_before_front_matter(tmp_path: Path) -> None:
    path = tmp_path / "g.md"
    path.write_bytes("\ufeff---\ntitle: BOM Title\n---\n\n# BOM Title\n\nPara.\n".encode("utf-8"))
    document = read(path)
    assert (document.title, document.title_line) == ("BOM Title", 5)
    assert outline(document) == [("part", 1, None, 7, [7])]


# ---------------------------------------------------------------- HTML blocks

# github/opensource.guide _articles/security-best-practices-for-your-project.md: a pull quote
# in kramdown's <aside markdown="1">, its credit in a <p markdown="1"> (a link in Markdown).
PULL_QUOTE = """\
---
lang: en
title: Security Best Practices for your Project
---

## Prepare a lightweight incident response process

Most vulnerabilities are discovered by researchers and reported privately.

<aside markdown="1" class="pquote">
  <img src="https://avatars.githubusercontent.com/ulisesgascon?s=180" class="pquote-avatar" alt="avatar">
  A vulnerability is basically a flaw, a security misconfiguration or a weak point in our system that can be exploited by third parties to behave in unintended ways.
  <p markdown="1" class="pquote-credit">
— [@UlisesGascon](https://github.com/ulisesgascon), ["What is a Vulnerability and What's Not? Making Sense of Node.js and Express Threat Models"](https://gitnation.com/contents/what-is-a-vulnerability-and-whats-not-making-sense-of-nodejs-and-express-threat-models)
  </p>
</aside>

Even when a vulnerability is reported privately, the next steps matter.
"""


def test_a_kramdown_pull_quote_is_read_as_markdown(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    document = read(write(tmp_path, "security.md", PULL_QUOTE))
    assert [(p.line, p.text) for p in document.sections[0].paragraphs] == [
        (8, "Most vulnerabilities are discovered by researchers and reported privately."),
        (12, "A vulnerability is basically a flaw, a security misconfiguration or a weak point in our system"
             " that can be exploited by third parties to behave in unintended ways."),
        (14, "— @UlisesGascon, \"What is a Vulnerability and What's Not? Making Sense of Node.js and Express"
             " Threat Models\""),
        (18, "Even when a vulnerability is reported privately, the next steps matter."),
    ]
    assert caplog.messages == [] and document.skipped == ()  # the avatar's alt text is no page text


# textbundle/textbundler-extension tests/fixtures/details-summary.expected.md: <details>, <summary>,
# <p> and a list, all on one line.
DETAILS = """\
# Collapsible Sections

This article demonstrates the details and summary elements that should be preserved as inline HTML in the Markdown output.

<details><summary>Click to expand this section</summary><p>This is the hidden content inside the details element. It contains a paragraph of text that is revealed when the user clicks the summary.</p></details>

Some content between collapsible sections.

<details open=""><summary>This section starts open</summary><p>This details element has the open attribute, so it is expanded by default.</p><ul><li>It can contain lists</li><li>And other block elements</li></ul></details>
"""
# control-ui/content-ui server/feed/src/content/details-accordion.md: a summary alone in its HTML block.
ACCORDION = """\
# Markdown `<details>` / `<summary>` Demo

## Use Case: FAQ Section

<details>
  <summary>❓ What is this for?</summary>

The `<details>`/`<summary>` tag pair is useful for collapsible content like FAQs, explanations, or optional sections in documents.

</details>
"""


def test_details_summaries_paragraphs_and_list_items_in_html_are_read(tmp_path: Path) -> None:
    document = read(write(tmp_path, "details.md", DETAILS))
    assert [(p.line, p.text) for p in document.sections[0].paragraphs] == [
        (3, "This article demonstrates the details and summary elements that should be preserved as inline"
            " HTML in the Markdown output."),
        (5, "Click to expand this section"),
        (5, "This is the hidden content inside the details element. It contains a paragraph of text that is"
            " revealed when the user clicks the summary."),
        (7, "Some content between collapsible sections."),
        (9, "This section starts open"),
        (9, "This details element has the open attribute, so it is expanded by default."),
        (9, "It can contain lists"),
        (9, "And other block elements"),
    ]
    document = read(write(tmp_path, "accordion.md", ACCORDION))
    assert document.title == "Markdown details / summary Demo"  # tags in inline code: the elements' names
    assert [(p.line, p.text) for p in document.sections[0].paragraphs] == [
        (6, "What is this for?"),  # the emoji is left out (reported)
        (8, "The details/summary tag pair is useful for collapsible content like FAQs, explanations, or"
            " optional sections in documents."),
    ]


# A GitBook page (found by a public code search on "Name each tower and adjust its coverage range"):
# a <figure> with its <figcaption>; then a checklist as markdown-it-checkbox renders one
# (mcecot/markdown-it-checkbox README.md) and one of <label>s in a <div>; then page chrome.
FIGURE_AND_CHECKLIST = """\
# Towers

5. Click outside the field to finish editing. Changes save automatically.

<figure><img src="../../../.gitbook/assets/erlc-towers/erlc-tower-configuration.png" alt="ER:LC virtual tower coverage with the Edit Tower controls open"><figcaption><p>Name each tower and adjust its coverage range.</p></figcaption></figure>

<div classname="cb">
  <input type="checkbox" id="cbx_0">
  <label for="cbx_0">unchecked</label>
</div>
<div><label><input type="checkbox"> I keep a bag packed.</label><label><input type="checkbox"> Someone I trust knows my plan.</label></div>

<nav><a href="/">Home</a> · <a href="/about">About</a></nav>
<iframe src="https://www.youtube.com/embed/x"></iframe>
<!-- TODO: add the map -->
<header><h1>Site name</h1></header>
<blockquote><p>Leaving is a process, not an event.</p><footer>— a survivor</footer></blockquote>
"""


def test_captions_and_checklist_labels_are_read_and_page_chrome_is_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    document = read(write(tmp_path, "towers.md", FIGURE_AND_CHECKLIST))
    assert [(p.line, p.text) for p in document.sections[0].paragraphs] == [
        (3, "Click outside the field to finish editing. Changes save automatically."),
        (5, "ER:LC virtual tower coverage with the Edit Tower controls open"),  # the <img>'s alt text
        (5, "Name each tower and adjust its coverage range."),
        (9, "unchecked"),
        (11, "I keep a bag packed."),
        (11, "Someone I trust knows my plan."),
        (17, "Leaving is a process, not an event."),
        (17, "— a survivor"),  # a quote's <footer> is its citation, not a site's footer
    ]
    assert caplog.messages == [
        "content/towers.md:13: <nav> not read aloud (3 words)",
        "content/towers.md:14: <iframe> not read aloud (0 words)",
        "content/towers.md:15: HTML comment not read aloud (4 words)",
        "content/towers.md:16: <header> not read aloud (2 words)",
    ]
    assert document.skipped == (
        Skipped(13, "<nav>", 3), Skipped(14, "<iframe>", 0), Skipped(15, "HTML comment", 4),
        Skipped(16, "<header>", 2),
    )


# iilab/siab v0.10/md/es/guide/tactics/001-050-further-reading.md: a list of prose written in HTML.
HTML_LIST = """\
---
title: Further reading
---

<ul>
	<li>Ver capítulo sobre <i>Software mailicioso y Correo Comercial no Deseado</i> y el Anexo sobre <i>Configuración de Programas de Navegación en Internet</i> en el libro <a href="http://www.frontlinedefenders.org/esecman/" title="Digital Security and Privacy for Human Rights Defenders">Seguridad Digital y Privacidad para Defensores de los Derechos Humanos</a>.</li>
	<li>Mantente actualizado con las noticias sobre virus del sitio <a href="http://www.virusbtn.com/" title="Virus Bulletin">Virus Bulletin</a>.</li>
</ul>
"""


def test_an_html_list_of_prose_is_read_item_by_item(tmp_path: Path) -> None:
    document = read(write(tmp_path, "further.md", HTML_LIST))
    assert [(p.line, p.text) for p in document.sections[0].paragraphs] == [
        (6, "Ver capítulo sobre Software mailicioso y Correo Comercial no Deseado y el Anexo sobre"
            " Configuración de Programas de Navegación en Internet en el libro Seguridad Digital y Privacidad"
            " para Defensores de los Derechos Humanos."),
        (7, "Mantente actualizado con las noticias sobre virus del sitio Virus Bulletin."),
    ]


def test_tables_of_prose_are_read_cell_by_cell_and_tables_of_values_are_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(tmp_path, "tables.md", (
        "# Tables\n\n"
        "| Myth | Reality |\n|---|---|\n"
        "| They will change if I love them enough. | Change comes from them, and only when they want it. |\n\n"
        "<table><tr><td>Stocks</td><td>true</td></tr><tr><td>Options</td><td>false</td></tr></table>\n\n"
        "<table><tr><td>Leave when they are out, with your papers and a phone.</td></tr></table>\n"
    ))
    assert [(p.line, p.text) for p in read(path).sections[0].paragraphs] == [
        (3, "Myth"), (3, "Reality"),
        (5, "They will change if I love them enough."), (5, "Change comes from them, and only when they want it."),
        (7, "Stocks: true"), (7, "Options: false"),  # names and words: short prose, row by row
        (9, "Leave when they are out, with your papers and a phone."),
    ]
    assert caplog.messages == []


def test_a_table_of_names_and_sentences_is_read_row_by_row(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Short sentences in a column (web-infra-dev/rspress getting-started.mdx) and long ones beside a name
    (OpenOLAT-docs Access_configuration.de.md): each row one sentence, its name first; the header not read."""
    path = write(tmp_path, "tools.md", (
        "# Tools\n\n"
        "| Tool       | Purpose                                |\n| ---------- | --- |\n"
        "| `rslint`   | Adds Rslint for linting.               |\n"
        "| `biome`    | Adds Biome for linting and formatting. |\n\n"
        "Publikationsstatus| Zugriff|\n---|---|\n"
        "Vorbereitung | Nur Besitzer dieser Lernressource haben Zugriff.|\n"
        "Freigabe Betreuer | Besitzer und Betreuer dieser Lernressource haben Zugriff.\n"
    ))
    assert [(p.line, p.text) for p in read(path).sections[0].paragraphs] == [
        (5, "rslint: Adds Rslint for linting."), (6, "biome: Adds Biome for linting and formatting."),
        (10, "Vorbereitung: Nur Besitzer dieser Lernressource haben Zugriff."),
        (11, "Freigabe Betreuer: Besitzer und Betreuer dieser Lernressource haben Zugriff."),
    ]
    assert caplog.messages == ["content/tools.md:3: table header not read aloud (2 words)",
                               "content/tools.md:8: table header not read aloud (2 words)"]


def test_an_icon_before_its_label_is_not_read(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """OpenOLAT-docs: ``![paypal](assets/cc-paypal.png){ class="size24" } **PayPal**``: the icon's file is named by
    its one-word alt, words follow it on its line; a picture on its own line is read by its alt."""
    path = write(tmp_path, "icons.md", (
        "# Icons\n\n"
        "![paypal](assets/cc-paypal.png){ class=\"size24\" }   **PayPal und Kreditkarte**\n\n"
        "Wählen Sie PayPal.\n\n"
        "![key](assets/key.png)\n"
    ))
    assert [(p.line, p.text) for p in read(path).sections[0].paragraphs] == [
        (3, "PayPal und Kreditkarte"), (5, "Wählen Sie PayPal."), (7, "key"),
    ]
    assert caplog.messages == ["content/icons.md:3: icon not read aloud (1 word)"]


def test_obsidian_wikilinks_block_ids_and_embeds(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """obsidianmd/obsidian-help's Vorlagen.md: a link shows its alias, else its page's or heading's name; a block's
    id is not shown; an embedded block, section or note is read in its place, the note found anywhere in the
    vault; a picture embedded is reported."""
    (tmp_path / ".obsidian").mkdir()
    (tmp_path / "Bearbeitung").mkdir()
    write(tmp_path / "Bearbeitung", "Eigenschaften.md", (
        "# Eigenschaften\n\nErst dies.\n\nWenn du eine Vorlage einfügst, werden ihre Eigenschaften hinzugefügt."
        " ^templates-properties\n\n## Typen\n\nEs gibt Text und Zahlen.\n\n## Mehr\n\nAnderes.\n"))
    path = write(tmp_path, "Vorlagen.md", (
        "# Vorlagen\n\n"
        "Vorlagen ist eine [[Obsidian-Erweiterungen|integrierte Erweiterung]]; siehe [[Einstellungen]] und"
        " [[#Vorlagenordner festlegen]]. Ändere das Format. ^template-settings\n\n"
        "Klicke auf ![[lucide-cog.svg#icon]] Einstellungen.\n\n"
        "![[Eigenschaften#^templates-properties]]\n\n"
        "![[Eigenschaften#Typen]]\n"))
    assert paragraphs_of(read(path)) == [
        "Vorlagen ist eine integrierte Erweiterung; siehe Einstellungen und Vorlagenordner festlegen. Ändere das"
        " Format.",
        "Klicke auf Einstellungen.",
        "Wenn du eine Vorlage einfügst, werden ihre Eigenschaften hinzugefügt.",
        "Es gibt Text und Zahlen.",
    ]
    assert caplog.messages == ["content/Vorlagen.md:5: embedded note or picture ![[lucide-cog.svg#icon]] not read"
                               " aloud (0 words)"]


def test_docsify_embeds_a_markdown_file_and_reports_the_others(tmp_path: Path,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    """docsifyjs/docsify docs/embed-files.md: ``[filename](_media/example.md ':include')`` shows the file's
    text; a code file, an iframe or a gist's code is shown, its link's label never."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "_media").mkdir()
    write(tmp_path / "_media", "example.md", "> This is from the `example.md`\n")
    write(tmp_path / "_media", "example.js", "let x = 1;\n")
    path = write(tmp_path, "embed.md", (
        "# Embed\n\nHere:\n\n[filename](_media/example.md ':include')\n\n"
        "[filename](_media/example.js ':include :type=code')\n\n"
        "[cinwell website](https://cinwell.com ':include :type=iframe width=100% height=400px')\n\nAfter.\n"))
    assert paragraphs_of(read(path)) == ["Here:", "This is from the example.md", "After."]
    assert caplog.messages == ["content/embed.md:7: embedded file _media/example.js not read aloud (1 word)",
                               "content/embed.md:9: embedded file https://cinwell.com not read aloud (2 words)"]


def test_a_badge_shows_its_text() -> None:
    """vue-element-admin (VuePress) ``## Enlace externo <Badge text="v3.8.2+"/>``, Starlight's ``<Badge text=…>``."""
    read = MarkdownReader().read(b'# T\n\n## Enlace externo <Badge text="v3.8.2+"/>\n\nText <Badge type="tip"'
                                 b' text="beta" /> here and <Badge type="warning">deprecated</Badge>.\n', "t.md")
    assert [b.text for b in read.blocks] == ["T", "Enlace externo v3.8.2+", "Text beta here and deprecated."]


def test_a_bold_label_before_a_sentence_leads_into_it() -> None:
    """DjangoGirls/tutorial (de): ``> **Hinweis** Wenn du …``: a note's label, as "Hinweis:" reads; bold words that
    begin a sentence stay its words."""
    read = MarkdownReader().read(b"# T\n\n> **Hinweis** Wenn du ein Chromebook verwendest.\n\n"
                                 b"**Python** is a language.\n\n**Note:** Fine.\n", "t.md")
    assert [b.text for b in read.blocks] == [
        "T", "Hinweis: Wenn du ein Chromebook verwendest.", "Python is a language.", "Note: Fine."]


def test_text_in_an_html_heading_is_a_chapter(tmp_path: Path) -> None:
    path = write(tmp_path, "guide.md", "# Guide\n\nIntro.\n\n<h2>Staying safe</h2>\n\nKeep your phone charged.\n")
    document = read(path)
    assert [(s.kind, s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("lead", "Guide", ["Intro."]), ("heading", "Staying safe", ["Keep your phone charged."]),
    ]


def test_html_blocks_of_only_chrome_leave_nothing_to_narrate(tmp_path: Path) -> None:
    path = write(tmp_path, "markup.md", "```\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<nav>x</nav>\n")
    with pytest.raises(DocumentError) as error:
        read(path)
    assert str(error.value) == "content/markup.md: nothing to narrate (the document is empty or only markup)"


@pytest.mark.parametrize("depth", [1, 3, 10, 300])
def test_markdown_in_html_is_read_as_markdown_at_any_depth(depth: int) -> None:
    # Elements are parsed again as Markdown 8 deep; deeper ones are read as HTML, their text as Markdown.
    nested = '<div markdown="1">\n' * depth + "**Deep** [words](x.html).\n" + "</div>\n" * depth
    assert [b.text for b in blocks(nested)] == ["Deep words."]


def test_html_nested_deeper_than_lxml_reads_is_reported(caplog: pytest.LogCaptureFixture) -> None:
    # libxml2 keeps 2,048 levels of elements and drops what is deeper.
    deep = "Intro.\n\n" + "<div>" * 3000 + "deep words" + "</div>" * 3000 + "\n"
    assert [b.text for b in blocks(deep)] == ["Intro."]
    assert caplog.messages == ["content/a.md:3: HTML nested more than 2,048 elements deep not read aloud (2 words)"]
    assert [b.text for b in blocks("<div>" * 2000 + "deep words" + "</div>" * 2000)] == ["deep words"]


ANGULAR_WHAT_IS = """\
<docs-decorative-header title="What is Angular?" imgSrc="adev/src/assets/images/globe.svg" gradientBackground="true">
  Angular is a web framework that empowers<br/>
  developers to build fast, reliable applications that users love.
</docs-decorative-header>

<docs-nav-card title="Want to see some code?" iconImgSrc="adev/src/assets/icons/star.svg">
  <docs-nav-link title="Essentials" iconName="docs" href="essentials" iconImgSrc="adev/src/assets/icons/docs.svg">
    An overview of what it's like to use Angular
  </docs-nav-link>
  <docs-nav-link title="Tutorials" iconName="code"  href="tutorials" iconImgSrc="adev/src/assets/icons/tutorials.svg">
    Step-by-step instructions in your browser
  </docs-nav-link>
</docs-nav-card>

<docs-card-container headerTitle="Features that power your development" headerImgSrc="adev/src/assets/images/learn-angular-browser-bw.svg">
  <docs-card title="Components" href="essentials/components" link="Get started with Components" iconImgSrc="adev/src/assets/icons/components.svg">
    Angular components make it easy to split your code into well-encapsulated parts.
  </docs-card>
  <docs-card title="ng update" href="update" link="ng update" iconImgSrc="adev/src/assets/icons/ng-update.svg">
    Angular CLI's `ng update` runs automated code transformations that automatically handle routine breaking changes, dramatically simplifying major version updates. Keeping up with the latest version keeps your app as fast and secure as possible.
  </docs-card>
</docs-card-container>

<docs-callout title="Join the momentum!">
  <docs-pill-row>
    <docs-pill href="roadmap" title="Read Angular's roadmap"/>
    <docs-pill href="playground" title="Try out our playground"/>
  </docs-pill-row>
</docs-callout>
"""
"""angular-hispano/angular-docs-es adev-es/src/content/introduction/what-is-angular.en.md at 0c6622b (MIT), lines
1-4, 13-20, 22-25, 50-52 and 116-122 (two of its cards, two of its pills): Angular's documentation elements, whose
titles are attributes the page shows."""


def test_custom_elements_show_their_titles_and_a_file_name_drops_its_language(tmp_path: Path) -> None:
    document = read(write(tmp_path, "what-is-angular.en.md", ANGULAR_WHAT_IS))
    assert document.title == "What is Angular?"  # the header element's title
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("What is Angular?", [
            "Angular is a web framework that empowers developers to build fast, reliable applications that users"
            " love."]),
        ("Want to see some code?", [  # a group of titled elements: a section
            "Essentials: An overview of what it's like to use Angular",
            "Tutorials: Step-by-step instructions in your browser"]),
        ("Features that power your development", [
            "Components: Angular components make it easy to split your code into well-encapsulated parts.",
            "ng update: Angular CLI's ng update runs automated code transformations that automatically handle routine"
            " breaking changes, dramatically simplifying major version updates. Keeping up with the latest version"
            " keeps your app as fast and secure as possible."]),  # its inline code read as code, no backticks
        ("Join the momentum!", ["Read Angular's roadmap", "Try out our playground"])]
    untitled = read(write(tmp_path, "what-is-angular.en.md", ANGULAR_WHAT_IS.split("\n", 4)[4]))
    assert untitled.title == "what is angular"  # from the file's name, without its language


# ---------------------------------------------------------------- inline HTML that hides text


def test_text_inside_inline_script_style_noscript_and_template_is_not_read(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
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
        "content/guide.md:3: <script> not read aloud (3 words)",
        "content/guide.md:3: <style> not read aloud (5 words)",
        "content/guide.md:4: <noscript> not read aloud (2 words)",
        "content/guide.md:4: <template> not read aloud (3 words)",
        "content/guide.md:4: HTML comment not read aloud (5 words)",
        "content/guide.md:5: <script> not read aloud (7 words)",
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
        "content/guide.md:3: unclosed <script> and the rest of its paragraph not read aloud (3 words)"]


# ---------------------------------------------------------------- inline code

# moorlag/moorlag.github.io content/posts/2021-07-15-let-it-be-known-im-going-hugo.md (Hugo's TOML
# front matter; inline code that is a symbol alone).
SYMBOLS = """\
+++
title = "Hello Hugo"
date = "2021-06-27T21:03:21+02:00"
author = "Moorlag"
+++
Yes, I'm going back to basics.

## Markdown!

Plaintext is just the regular alphabet, with a few familiar symbols, like asterisks ( `*` ) and backticks ( `` ` `` ).
"""


def test_inline_code_of_symbols_alone_is_left_out_and_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    document = read(write(tmp_path, "hugo.md", SYMBOLS))
    assert document.title == "Hello Hugo"  # from the TOML front matter, which is not read aloud
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Hello Hugo", ["Yes, I'm going back to basics."]),
        ("Markdown!", ["Plaintext is just the regular alphabet, with a few familiar symbols, like asterisks"
                       " and backticks."]),
    ]
    assert caplog.messages == [
        'content/hugo.md:10: inline code "*" not read aloud (0 words)',
        'content/hugo.md:10: inline code "`" not read aloud (0 words)',
    ]


@pytest.mark.parametrize("markdown, spoken", [
    # Words in code are read as written; symbols standing alone in it are not.
    ("Edit `audioguide.yml`, then run `npm install`.", "Edit audioguide.yml, then run npm install."),
    ("Return `{}` when there is nothing.", 'Return "{}" when there is nothing.'),  # said "curly braces"
    ("Write `{{ page.title }}` in a Hugo page.", 'Write "{{" page.title "}}" in a Hugo page.'),  # the tag it shows
    ("Run `a && b` now.", "Run a && b now."),  # whole: "a b" would be other code
    ("Annotate it with `@UseGuards(AuthenticatedGuard)`.", "Annotate it with @UseGuards(AuthenticatedGuard)."),
    # A Markdown cheat sheet's "Surround text with `**`" (found by a public code search).
    ("Surround text with `**` or `__` for **bold**.", 'Surround text with "**" or "__" for bold.'),
    # facelessuser/pymdown-extensions docs/src/markdown/extensions/details.md: a few symbols are said one by one
    ("Use `???` to start a details block or `???+` if you want it open.",
     'Use "???" to start a details block or "???+" if you want it open.'),
    ("Pass `--` before the file, and `|` to pipe it.", 'Pass "--" before the file, and "|" to pipe it.'),
])
def test_what_a_listener_hears_of_inline_code(markdown: str, spoken: str) -> None:
    assert [b.text for b in blocks(markdown)] == [spoken]


MDX_SYNTAX_ES = """\
Agrega `>` antes del texto para crear una cita en bloque.

Usa la entidad HTML (`&#123;` para `{`) o `&lt;`.

Los comentarios al estilo HTML `<!-- ... -->` no son compatibles con MDX. Usa siempre `{/* ... */}`.
"""
"""mintlify/docs es/create/text.mdx at 3bbce7aa1 (cut to three of its lines): a page about a syntax, whose code of
symbols is what each sentence teaches."""


def test_inline_code_of_symbols_entities_and_a_sign_is_kept_and_said_as_written() -> None:
    reading = MarkdownReader().read(f"---\nlang: es\n---\n{MDX_SYNTAX_ES}".encode(), "es/create/text.mdx")
    assert [b.text for b in reading.blocks] == [
        'Agrega ">" antes del texto para crear una cita en bloque.',
        'Usa la entidad HTML ("&#123;" para "{") o "&lt;".',
        'Los comentarios al estilo HTML "<!--" … "-->" no son compatibles con MDX. Usa siempre "{/*" … "*/}".']
    assert reading.skipped == []
    assert [for_speech(part, "es") for block in reading.blocks for part in split_sentences(block.text, "es")] == [
        "Agrega signo mayor que antes del texto para crear una cita en bloque.",  # never the menu's "luego"
        "Usa la entidad HTML (et almohadilla ciento veintitrés punto y coma para llave de apertura) o et lt punto y"
        " coma.",
        "Los comentarios al estilo HTML signo menor que signo de exclamación guion guion, guion guion signo mayor que"
        " no son compatibles con MDX.",
        "Usa siempre llave de apertura barra asterisco, asterisco barra llave de cierre."]


# ---------------------------------------------------------------- template tags

MACROS_DOCS = """\
### 3. Filter
A custom **filter** is a Jinja2 concept. It is essentially a Python
function used with a different syntax,
e.g. `{{ 'my text ' | uppercase}}` (supposing there was a custom
function called `uppercase` and declared as a filter).

!!! Note
    It is possible to define Jinja2 macros in a separate file,
    and to import them from there in any page, using the
    `{% import ..}` directive.
    See explanations under [Advanced Usage](advanced.md/#importing-macros-from-a-separate-file).

``` {.jinja2}
### My title
{% if  == 'bar' %}
We will write this **first version**
{% else %}
_Second version_
{% endif %}
```

His idea of using the jinja2 templating engine: The price of the item is {{ price }}.
"""
"""fralau/mkdocs-macros-plugin webdoc/docs/pages.md, lines 29-33, 192-200 and 206-213, and why.md, lines 14-16 (the
example out of its indented block) at f4f5bb0 (MIT): the plugin's own documentation, whose mkdocs.yml runs no
macros plugin, "to avoid interpreting the jinja2 code examples as instructions"."""


@pytest.mark.parametrize("plugins, said, skipped", [
    ("  - search\n  - include-markdown:\n      opening_tag: \"[%\"\n      closing_tag: \"%]\"\n",
     "His idea of using the jinja2 templating engine: The price of the item is {{ price }}.", []),
    ("  - search\n  - macros\n", "His idea of using the jinja2 templating engine: The price of the item is.",
     ["template tag {{ price }}"]),
])
def test_jinja_is_read_as_written_on_an_mkdocs_site_that_runs_no_macros_plugin(
        tmp_path: Path, plugins: str, said: str, skipped: list[str]) -> None:
    write(tmp_path, "mkdocs.yml", f"site_name: Mkdocs-Macros\nplugins:\n{plugins}")
    (tmp_path / "docs").mkdir()
    page = write(tmp_path / "docs", "pages.md", MACROS_DOCS)
    document = read_document(page, "docs/pages.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "A custom filter is a Jinja2 concept. It is essentially a Python function used with a different syntax, e.g."
        " \"{{\" 'my text ' \"|\" uppercase \"}}\" (supposing there was a custom function called uppercase and declared as a"
        " filter).",
        "Note: It is possible to define Jinja2 macros in a separate file, and to import them from there in any page,"
        " using the \"{%\" import \"..}\" directive. See explanations under Advanced Usage.",
        said]
    assert [s.what for s in document.skipped] == ["code block", *skipped]
    assert for_speech(split_sentences(document.sections[0].paragraphs[0].text, "en")[1], "en") == (
        "It is essentially a Python function used with a different syntax, for example opening brace opening brace my"
        " text vertical bar uppercase closing brace closing brace (supposing there was a custom function called"
        " uppercase and declared as a filter).")

# sdoxsee/sdoxsee.github.io blog/_posts/2020-02-05-cats-nest-nestjs-mongo-oidc.md (Jekyll, Minimal
# Mistakes): kramdown's {: .notice}, {% include toc %}, {% highlight %} blocks, one right after a line.
JEKYLL = """\
---
layout: post
title:  "Cat's Nest! OpenID Connect Authentication with NestJS, React, and MongoDB"
---

**Disclaimer**: I'm not a cat guy. I'm using cats for this tutorial because the NestJS [documentation](https://docs.nestjs.com/techniques/mongodb) did.
{: .notice}

{% include toc %}

# Quickstart

The source can be found at [https://github.com/sdoxsee/cats-nest](https://github.com/sdoxsee/cats-nest)

{% highlight bash %}
git clone git@github.com:sdoxsee/cats-nest.git
cd cats-nest
{% endhighlight %}

In a new terminal
{% highlight bash %}
cd front-end
npm install
PORT=3001 npm start
{% endhighlight %}

Your browser will open to `http://localhost:3001`. Click `Login`, sign in with your google credentials.
"""


def test_liquid_tags_and_highlight_blocks_are_left_out_and_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    document = read(write(tmp_path, "cats.md", JEKYLL))
    assert [(p.line, p.text) for s in document.sections for p in s.paragraphs] == [
        (6, "Disclaimer: I'm not a cat guy. I'm using cats for this tutorial because the NestJS documentation did."),
        (13, "The source can be found at github.com/sdoxsee/cats-nest"),
        (20, "In a new terminal"),
        (27, "Your browser will open to http://localhost:3001. Click Login, sign in with your google credentials."),
    ]
    assert caplog.messages == [
        "content/cats.md:9: template tag {% include toc %} not read aloud (2 words)",
        "content/cats.md:15: code block not read aloud (5 words)",
        "content/cats.md:21: code block not read aloud (7 words)",
    ]


# matcornic/hugo-theme-learn exampleSite/content/_index.en.md: a paired {{% notice %}} shortcode
# around prose, and {{% relref %}} shortcodes as link addresses.
HUGO_NOTICE = """\
---
title: "Learn Theme for Hugo"
---

# Hugo learn theme

{{% notice tip %}}Learn theme works with a _page tree structure_ to organize content : All contents are pages, which belong to other pages. [read more about this]({{%relref "cont/pages/_index.md"%}}) 
{{% /notice %}}

## Main features

* [Automatic Search]({{%relref "basics/configuration/_index.md#activate-search" %}})
* **Unlimited menu levels**
"""
# gethinode/docs content/en/opensource/hugo.md: shortcodes around words inside a sentence.
HUGO_LINKS = """\
---
title: Hugo
---

{{< link hugo >}}Hugo{{< /link >}} is a static HTML and CSS website generator written in the {{< link golang >}}Go language{{< /link >}}. It is optimized for speed, ease of use, and configurability.
"""
# ApolloKwok/TracerTutorial content/_notes/_index.md: a {{< highlight >}} block, a {{< hint >}} of Markdown.
HUGO_HIGHLIGHT = """\
---
title: "_Notes"
---

code with line numbers 
{{< highlight Shell "linenos=table" >}}
# some code
echo "Hello World"
{{< /highlight >}}

{{< hint type=note icon=gdoc_github title=GitHub >}}
**Markdown content**\\
Dolor sit, sumo unique argument um no. Gracie nominal id xiv.
{{< /hint >}}
"""


def test_hugo_shortcodes_are_left_out_and_the_prose_between_paired_ones_is_read(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    document = read(write(tmp_path, "learn.md", HUGO_NOTICE))
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Hugo learn theme", ["Learn theme works with a page tree structure to organize content : All"
                                  " contents are pages, which belong to other pages. read more about this"]),
        ("Main features", ["Automatic Search", "Unlimited menu levels"]),
    ]
    assert caplog.messages == [
        "content/learn.md:7: template tag {{% notice tip %}} not read aloud (2 words)",
        'content/learn.md:7: template tag {{%relref "cont/pages/_index.md"%}} not read aloud (2 words)',
        'content/learn.md:12: template tag {{%relref "basics/configuration/_index.md#activate-search" …'
        " not read aloud (2 words)",
    ]
    caplog.clear()
    assert paragraphs_of(read(write(tmp_path, "hugo.md", HUGO_LINKS))) == [
        "Hugo is a static HTML and CSS website generator written in the Go language. It is optimized for"
        " speed, ease of use, and configurability."]
    assert caplog.messages == [
        "content/hugo.md:5: template tag {{< link hugo >}} not read aloud (2 words)",
        "content/hugo.md:5: template tag {{< link golang >}} not read aloud (2 words)",
    ]
    caplog.clear()
    assert paragraphs_of(read(write(tmp_path, "notes.md", HUGO_HIGHLIGHT))) == [
        "code with line numbers",
        "GitHub: Markdown content. Dolor sit, sumo unique argument um no. Gracie nominal id xiv."]  # the box's title
    assert caplog.messages == [
        "content/notes.md:6: code block not read aloud (6 words)",
        "content/notes.md:11: template tag {{< hint type=note icon=gdoc_github title=GitHub >}} read as 'GitHub:'",
    ]


# ESIPFed/data-help-desk docs/for_organizers/docs_and_templates/docs_for_volunteers.md: links whose
# address is {{ site.baseurl }} and {% link %}, their text over two lines.
JEKYLL_LINKS = """\
---
layout: page
title: Docs for Volunteers
---

## Reminder Emails

See [email
templates]({{ site.baseurl }}{% link docs/for_organizers/docs_and_templates/email_templates.md %})
"""


# gohugoio/hugoDocs content/en/about/hugo-and-gdpr.md: configuration in a
# {{< code-toggle >}} shortcode, which shows it as code.
HUGO_CODE = """\
Below are all privacy settings and their default value. These settings need to be put in your site config (e.g. config.toml).

 {{< code-toggle file="config">}}
[privacy]
[privacy.disqus]
disable = false
{{< /code-toggle >}}
"""


def test_hugo_code_shortcodes_are_code_blocks(caplog: pytest.LogCaptureFixture) -> None:
    assert [b.text for b in blocks(HUGO_CODE)] == [
        "Below are all privacy settings and their default value. These settings need to be put in your site"
        " config (e.g. config.toml)."]
    assert caplog.messages == ["content/a.md:3: code block not read aloud (5 words)"]


def test_hugo_diagram_and_formula_shortcodes_are_a_diagram_and_formulas() -> None:
    # thegeeklab/hugo-geekblog exampleSite/content/posts/advanced/shortcodes.md (MIT), without its theme: a diagram's
    # source is no prose, a formula is read as the page's own formulas are, displayed or within its sentence
    found = MarkdownReader().read((
        b'A diagram:\n\n{{< mermaid class="text-center" >}}\nsequenceDiagram\n    Alice->>Bob: Hello Bob, how are you?\n'
        b"{{< /mermaid >}}\n\nA formula:\n\n{{< katex display >}}\nf(x) = \\int_{-\\infty}^\\infty\\hat f(\\xi)\\,d\\xi\n"
        b"{{< /katex >}}\n\nKaTeX can be used inline, for example {{< katex >}}\\pi(x){{< /katex >}} or in display mode.\n"
    ), "shortcodes.md")
    assert [(b.line, b.text) for b in found.blocks] == [
        (1, "A diagram:"), (8, "A formula:"),
        (10, "f of x equals the integral from minus infinity to infinity of f of xi d xi."),
        (14, "KaTeX can be used inline, for example pi x or in display mode.")]
    assert [(s.line, s.what, s.words) for s in found.skipped] == [(3, "chart or diagram ({{< mermaid >}})", 7)]


def test_jekyll_katex_blocks_are_formulas() -> None:
    # ProofFrog/ProofFrog.github.io examples.md: jekyll-katex's {% katex %} within a sentence, {% katex display %} on
    # lines of its own, read as the page's own formulas are
    found = MarkdownReader().read((
        b"This proof analyzes a scheme {% katex %}\\Sigma{% endkatex %} that composes {% katex %}S{% endkatex %} and\n"
        b"{% katex display %}\nf(x) = \\pi\n{% endkatex %}\n\nIf {% katex %}T{% endkatex %} is secure, so is"
        b" {% katex %}\\Sigma{% endkatex %}.\n"
    ), "examples.md")
    assert [(b.line, b.text) for b in found.blocks] == [
        (1, "This proof analyzes a scheme capital sigma that composes S and f of x equals pi"),
        (6, "If T is secure, so is capital sigma.")]
    assert found.skipped == []


def test_a_tab_group_s_id_is_not_read_and_a_box_s_title_leads_into_its_text() -> None:
    # thuliteio/getdoks.org content/docs/start-here/installation.md (MIT): tabs' first argument is the group's id;
    # thegeeklab/hugo-geekblog's shortcodes.md (MIT): a box's title= before its text on the same line
    found = MarkdownReader().read(
        b'Install the dependencies.\n\n{{< tabs "install dependencies" >}}\n{{< tab "npm" >}}\n\nRun npm.\n\n'
        b'{{< /tab >}}\n{{< /tabs >}}\n\n{{< boxes "contact" >}}\n{{< box size=large title=E-Mail icon=gblog_email >}}'
        b"mail@example.com{{< /box >}}\n{{< box size=large title=Others >}}You can also find us on the Fediverse."
        b"{{< /box >}}\n{{< /boxes >}}\n", "installation.md")
    assert [b.text for b in found.blocks] == [
        "Install the dependencies.", "npm:", "Run npm.",
        "E-Mail: mail@example.com Others: You can also find us on the Fediverse."]
    assert [(s.line, s.what) for s in found.skipped if not s.said] == [
        (3, 'template tag {{< tabs "install dependencies" >}}'), (11, 'template tag {{< boxes "contact" >}}')]


def test_a_link_to_a_template_address_is_read_as_its_text(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    assert paragraphs_of(read(write(tmp_path, "volunteers.md", JEKYLL_LINKS))) == ["See email templates"]
    assert caplog.messages == [
        "content/volunteers.md:9: template tag {{ site.baseurl }} not read aloud (1 word)",
        "content/volunteers.md:9: template tag {% link docs/for_organizers/docs_and_templates/email_templa…"
        " not read aloud (2 words)",
    ]


def test_raw_text_comments_and_tags_in_code_blocks(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = write(tmp_path, "raw.md", (
        "# Liquid\n\n"
        "Write {% raw %}`{{ page.title }}`{% endraw %} for the title.\n\n"
        "{% comment %}\nA draft paragraph.\n{% endcomment %}\n\n"
        "```liquid\n{% include footer.html %}\n```\n\n"
        "{# a Jinja comment #}Shown.\n"
    ))
    assert paragraphs_of(read(path)) == ['Write "{{" page.title "}}" for the title.', "Shown."]
    assert caplog.messages == [
        "content/raw.md:5: {% comment %} not read aloud (3 words)",
        "content/raw.md:9: code block not read aloud (2 words)",  # the tag's words
        "content/raw.md:13: template tag {# a Jinja comment #} not read aloud (3 words)",
    ]


def test_heading_ids_and_attribute_lists_are_markup(tmp_path: Path) -> None:
    path = write(tmp_path, "ids.md", (
        "# Guide\n\n## Safety plan {#plan}\n\nPack a bag.\n{: .notice--info}\n\n"
        # mmistakes/minimal-mistakes docs/_posts/2010-02-05-post-notice.md: an attribute list as code.
        "Kramdown `{: .notice}` can be added after a sentence.\n\n"
        # gohugoio/hugoDocs content/en/hosting-and-deployment/hosting-on-github/index.md (Goldmark)
        '![screen capture](gh-pages-1.png)\n{style="max-width: 280px"}\n\n'
        # fastapi/fastapi docs/es/docs/history-design-future.md (MkDocs attr_list)
        "Como se dice en la sección. [Alternativas](alternatives.md){.internal-link target=_blank}:\n\n"
        "A set {a} and f(x){b} stay.\n"))
    assert [(s.title, [p.text for p in s.paragraphs]) for s in read(path).sections] == [
        ("Safety plan", ["Pack a bag.", "Kramdown .notice can be added after a sentence.", "screen capture",
                         "Como se dice en la sección. Alternativas:", "A set {a} and f(x){b} stay."])]


def test_template_tags_keep_every_line_number(tmp_path: Path) -> None:
    path = write(tmp_path, "lines.md", "# T\n\n{% capture x %}\nline\n{% endcapture %}\n\nA {{ b\n}} c.\n\nD.\n")
    assert [(p.line, p.text) for p in read(path).sections[0].paragraphs] == [(4, "line"), (7, "A c."), (10, "D.")]


# ---------------------------------------------------------------- footnotes

# jerodsanto/blog content/posts/2013/05-jekyll-with-footnotes.md: a footnote in the text before the
# first heading, another in the first chapter; a Hugo {{< aside >}} around prose.
FOOTNOTES = """\
---
title: Jekyll with Footnotes
---

{{< aside "notice" >}}
[Jonathon Kram](https://twitter.com/kraminator) has informed me that Kramdown does, indeed, support Footnotes.
{{< /aside >}}

None of Jekyll's Markdown renderers support footnotes out of the box[^1], but a [RedCarpet fork][redcarpet-fork] has the feature.

## 1) Use the fork

Run `bundle install` and then you should be all ready to go.[^2]

## 2) Configure RedCarpet

That's it! You now have footnotes with Jekyll.

[^1]: Footnotes is not an official Markdown feature, but was added by [PHP-Markdown][php-markdown] and a few derivative projects.

[^2]: You will now have to use `bundle exec jekyll` to invoke Bundler and pick up the correct RedCarpet gem.

[redcarpet-fork]:https://github.com/triplecanopy/redcarpet
[php-markdown]:http://michelf.ca/projects/php-markdown/
"""


def test_footnotes_are_read_at_the_end_of_the_chapter_that_refers_to_them(tmp_path: Path) -> None:
    document = read(write(tmp_path, "footnotes.md", FOOTNOTES))
    assert [(s.title, [(p.line, p.note, p.text) for p in s.paragraphs]) for s in document.sections] == [
        ("Jekyll with Footnotes", [
            (6, None, "Jonathon Kram has informed me that Kramdown does, indeed, support Footnotes."),
            (9, None, "None of Jekyll's Markdown renderers support footnotes out of the box, but a RedCarpet"
                      " fork has the feature."),
            (19, 1, "Footnotes is not an official Markdown feature, but was added by PHP-Markdown and a few"
                    " derivative projects."),
        ]),
        ("1) Use the fork", [
            (13, None, "Run bundle install and then you should be all ready to go."),
            (21, 2, "You will now have to use bundle exec jekyll to invoke Bundler and pick up the correct"
                    " RedCarpet gem."),
        ]),
        ("2) Configure RedCarpet", [(17, None, "That's it! You now have footnotes with Jekyll.")]),
    ]


def test_footnotes_can_be_left_out(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="audioguide.text.documents")
    document = read(write(tmp_path, "footnotes.md", FOOTNOTES), footnotes="skip")
    assert all(p.note is None for s in document.sections for p in s.paragraphs)
    assert len(paragraphs_of(document)) == 4
    assert document.skipped[-2:] == (Skipped(19, "footnote 1", 17), Skipped(21, "footnote 2", 19))
    assert caplog.messages[-2:] == [
        "content/footnotes.md:19: footnote 1 not read aloud (reading.footnotes: skip)",
        "content/footnotes.md:21: footnote 2 not read aloud (reading.footnotes: skip)",
    ]


# seanh/jekyll-theme-oatcake _posts/2019-09-01-footnotes.md: a marker used twice, a label, a
# footnote of several paragraphs with a quote.
OATCAKE = """\
Footnotes
=========

For example, here's a footnote.[^1]
And here's a second footnote.[^2]  
You can use the same foonote marker repeatedly.[^1]

For example here I've used `[^foobar]` as the footnote marker.[^foobar]

[^1]: This is the definition of the first footnote.

[^2]: This is the definition of the second footnote.

    This is a multiparagraph footnote definition.

    > With a blockquote in it.

[^foobar]: This is the definition of the foobar footnote.

[^unused]: Nobody refers to this one.

Nonsense Text
-------------

Lorem ipsum dolor sit amet, consectetur adipiscing elit.
"""


def test_footnotes_are_numbered_as_first_referred_to_and_read_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    document = read(write(tmp_path, "oatcake.md", OATCAKE))
    assert [(p.note, p.text) for p in document.sections[0].paragraphs] == [
        (None, "For example, here's a footnote. And here's a second footnote. You can use the same foonote"
               " marker repeatedly."),
        (None, "For example here I've used [^foobar] as the footnote marker."),
        (1, "This is the definition of the first footnote."),
        (2, "This is the definition of the second footnote."),
        (2, "This is a multiparagraph footnote definition."),
        (2, "With a blockquote in it."),
        (3, "This is the definition of the foobar footnote."),
    ]
    assert caplog.messages == [
        "content/oatcake.md:20: footnote [^unused] (nothing read aloud refers to it) not read aloud (5 words)"]


def test_a_footnote_definition_under_line_break_tags_is_a_note(tmp_path: Path) -> None:
    """Nextra's "<br />" lines right above "[^1]: …" end there: the definition is a footnote, numbered as
    referred to, not the raw text of an HTML block (a heading under them is a heading too)."""
    document = read(Path(__file__).parent / "data" / "splits-flow.mdx")
    notes = [(p.note, p.text) for p in document.sections[-1].paragraphs if p.note]
    assert notes == [(1, "Smart contract best practices"), (2, "Pull over push")]
    assert not any("[^" in text for text in paragraphs_of(document))
    heading = read(write(tmp_path, "h.mdx", "# T\n\nSome text.\n\n<br />\n## Heading\n\nMore text.\n"))
    assert [s.title for s in heading.sections] == ["T", "Heading"]


def test_an_inline_footnote_is_a_note_too() -> None:
    assert blocks("Text.^[An inline note.] More.\n") == [Block("Text. More.", 1), Block("An inline note.", 1, note=1)]


# ---------------------------------------------------------------- titles


# Vaslibre/vaslibre.github.io content/notes/c-oacute-mo-desinfectar-windows-desde-linux.md
def test_html_entities_in_a_front_matter_title_are_their_characters(tmp_path: Path) -> None:
    path = write(tmp_path, "como.md", (
        '---\ntitle: "C&oacute;mo desinfectar Windows desde Linux"\n---\n\nF-Secure ofrece un live-cd.\n'))
    assert read(path).title == "Cómo desinfectar Windows desde Linux"
    assert MarkdownReader().read(b'---\ntitle: "Tips &amp; Tricks"\n---\n\nText.\n', "a.md").title == "Tips & Tricks"


# ---------------------------------------------------------------- deep nesting


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
    document = read(path)
    assert paragraphs_of(document) == ["Intro.", "After the quote."]
    assert caplog.messages == [
        "content/deep.md:5: quotes or lists nested more than 99 levels deep; line 5 (4 words) is left out"
    ]
    assert document.skipped == (Skipped(5, "text nested more than 99 levels deep", 4),)


def test_a_list_nested_deeper_than_the_limit_leaves_out_only_its_deep_lines(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # markdown-it would skip from a list item too deep to the end of the document: the paragraph
    # after the list and the next chapter are read, and the warning names the deep lines alone.
    items = "".join("  " * level + f"- item {level}\n" for level in range(60))
    quotes = "> " * 120 + "Deep words.\n"
    text = f"# Guide\n\n{quotes}\nIntro.\n\n{items}\nAfter the list.\n\n## Next\n\nThe next chapter.\n"
    document = read(write(tmp_path, "deep.md", text))
    assert paragraphs_of(document) == [
        "Intro.", *(f"item {level}" for level in range(49)), "After the list.", "The next chapter."]
    assert [section.title for section in document.sections] == ["Guide", "Next"]
    assert caplog.messages == [
        "content/deep.md:3: quotes or lists nested more than 99 levels deep; line 3 (2 words) is left out",
        # 49 levels of the list read (each list item is a level of markdown-it's too), as the author counts them
        "content/deep.md:56: quotes or lists nested more than 49 levels deep; lines 56–66 (22 words) are left out",
    ]


def test_the_nesting_limit_leaves_most_of_the_stack_to_the_callers(tmp_path: Path) -> None:
    # Each level costs markdown-it about two frames: reading text nested past the limit
    # still works with 700 of Python’s 1,000 frames in use (a limit of 150 would not).
    import inspect
    import sys

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
        *(f"content/deep.md:{line}: quotes or lists nested more than 99 levels deep; line {line} (1 word)"
          " is left out" for line in (5, 7, 9)),
        "content/deep.md:11: and 97 more places nested too deep (97 words in all) are left out",
    ]


# ---------------------------------------------------------------- pauses


def test_a_pause_comment_is_a_pause_block(caplog: pytest.LogCaptureFixture) -> None:
    found = MarkdownReader().read((
        b"# T\n\nOne.\n\n<!-- pause 2s -->\n\nTwo.\n<!-- pause 500ms -->\nThree.\n\n<!--PAUSE 1.5 s-->\n\n"
        b"> Quoted.\n>\n> <!-- pause 1s -->\n"), "content/a.md")
    assert found.blocks == [
        Block("T", 1, 1), Block("One.", 3), Block("", 5, pause=2.0), Block("Two.", 7), Block("", 8, pause=0.5),
        Block("Three.", 9), Block("", 11, pause=1.5), Block("Quoted.", 13), Block("", 15, pause=1.0),
    ]
    assert found.skipped == [] and caplog.messages == []  # no comment reported: a pause is no text


def test_pauses_out_of_bounds_or_in_a_paragraph_are_warned_of(caplog: pytest.LogCaptureFixture) -> None:
    found = MarkdownReader().read((
        b"One <!-- pause 1s --> two.\n\n<!-- pause 45s -->\n\n<!-- pause 50ms -->\n\n<!-- pause two seconds -->\n"
    ), "content/a.md")
    assert found.blocks == [Block("One two.", 1), Block("", 3, pause=30.0)]
    assert caplog.messages == [
        "content/a.md:1: a pause inside a paragraph is not made; put <!-- pause 1s --> on a line of its own,"
        " between paragraphs",
        "content/a.md:3: a pause of 45s is longer than 30 s; it is cut to 30 s",
        "content/a.md:5: a pause of 50ms is shorter than 0.1 s; it is left out",
        "content/a.md:7: pause 'two seconds' is not a length such as 2s or 500ms; no pause is made",
    ]


def test_a_front_matter_title_is_one_line(tmp_path: Path) -> None:
    reading = read(write(tmp_path, "fm.md", '---\ntitle: "A\\n\\nB  &amp;\\tC"\n---\n\nText.\n'))
    assert reading.title == "A B & C"


def test_a_checklist_label_indented_after_a_blank_line_is_read_not_taken_for_code() -> None:
    # github/opensource.guide _articles/de/how-to-contribute.md (cut short): kramdown reads the
    # <div> up to its end tag; CommonMark alone would make the indented question a code block.
    source = (
        '<div class="clearfix mb-2">\n'
        '  <input type="checkbox" id="cbox5" class="d-block float-left mt-1 mr-2" value="checkbox">\n'
        '  <label for="cbox5" class="overflow-hidden d-block text-normal">\n\n'
        "    Wie viele Issues sind offen?\n\n"
        "    _How many open issues are there?_\n\n"
        "  </label>\n</div>\n\nSchauen Sie sich als nächstes die Issues an.\n"
    )
    found = MarkdownReader().read(source.encode(), "content/de/how-to-contribute.md")
    assert found.blocks == [
        Block("Wie viele Issues sind offen?", 5),
        Block("How many open issues are there?", 7),  # a paragraph of its own: another language's voice can read it
        Block("Schauen Sie sich als nächstes die Issues an.", 12),
    ]
    assert found.skipped == []


HOW_TO_CONTRIBUTE = """\
---
title: How to Contribute to Open Source
description: Want to contribute to open source? A guide to making open source contributions, for first-timers and veterans.
---

## Make a pull request 🎉

Just open it as a "draft" (or create your own. Like this: `**## Notes to Reviewer**`).

You can practice in @Roshanjossey\\s "First Contributions" repository, and mention someone with an `@`.

😇 "I'm not sure how to implement X."
"""
"""github/opensource.guide _articles/how-to-contribute.md and de/how-to-contribute.md (cut short)."""


def test_a_guide_reads_symbols_emoji_and_its_lead_as_its_page_shows_them(tmp_path: Path) -> None:
    path = write(tmp_path, "how-to-contribute.md", HOW_TO_CONTRIBUTE)
    document = read(path)
    assert document.sections[0].title == "Make a pull request"
    assert [p.text for p in document.sections[0].paragraphs] == [
        'Just open it as a "draft" (or create your own. Like this: Notes to Reviewer).',  # no asterisks spoken
        'You can practice in @Roshanjossey "First Contributions" repository, and mention someone with an @.',
        '"I\'m not sure how to implement X."',
    ]
    assert document.skipped == (
        Skipped(1, "front matter description (reading.lead: description reads it)", 17),
        Skipped(6, "emoji 🎉", 0),
        Skipped(12, "emoji 😇", 0),
    )
    lead = read(path, lead="description", emoji="name")
    assert lead.sections[0].paragraphs[0].text == (
        "Want to contribute to open source? A guide to making open source contributions, for first-timers and veterans.")
    assert lead.sections[1].title == "Make a pull request 🎉"  # read by its name in the episode's language
    assert lead.skipped == ()
# ---------------------------------------------------------------- languages the author marks


@pytest.mark.parametrize("markdown, text, spans", [
    ('Er sagte <span lang="en">Hello world</span> und ging.', "Er sagte Hello world und ging.", ((9, 20, "en"),)),
    ("Dann <i lang='en-gb'>A standardized license</i>.", "Dann A standardized license.", ((5, 27, "en-GB"),)),
    ("Dann [A standardized license]{lang=en} und mehr.", "Dann A standardized license und mehr.",
     ((5, 27, "en"),)),
    ('<q lang="fr">Bonjour <span lang="en">everyone</span></q> sagte sie.', "Bonjour everyone sagte sie.",
     ((0, 16, "fr"), (8, 16, "en"))),
    ('Kein <span lang="und">Zeichen</span> hier.', "Kein Zeichen hier.", ()),
    ("In Code: `[x]{lang=en}` bleibt es.", "In Code: [x] bleibt es.", ()),
])
def test_text_the_author_marks_as_written_in_a_language(markdown: str, text: str,
                                                        spans: tuple[tuple[int, int, str], ...]) -> None:
    [block] = blocks(markdown)
    assert (block.text, block.spans) == (text, spans)
    assert all(block.text[start:end].strip() == block.text[start:end] for start, end, _ in block.spans)


def test_a_condition_s_rendered_branch_is_read_and_a_definition_s_marker_is_not() -> None:
    source = (
        "# Deleting\n\nSome repositories can be restored. {% ifversion ghes %}Ask your administrator."
        "{% elsif ghae %}Ask support.{% else %}See \"Restoring a repository.\"{% endif %}\n\n"
        "{% case plan %}{% when 'free' %}Free plans keep it.{% when 'pro' %}Pro plans keep it longer."
        "{% endcase %}\n\n- `<http-date>`\n  - : A date after which to retry.\n"
    )
    reading = MarkdownReader().read(source.encode(), "page.md")
    assert [block.text for block in reading.blocks] == [
        "Deleting", 'Some repositories can be restored. See "Restoring a repository."', "Free plans keep it.",
        "http-date", "A date after which to retry."]
    assert [(item.line, item.what, item.words) for item in reading.skipped if "branch" in item.what] == [
        (5, "another branch of a condition (another version's text)", 5)]  # docs.github.com's fpt; a plan unknown


def test_pymdownx_blocks_nest_with_more_slashes_and_inlinehilite_s_language_mark_is_not_read() -> None:
    source = ("# Details\n\n/// details | Outer\n\nOuter text.\n\n//// note | Inner\n\nInner text.\n\n////\n\n///\n\n"
              "Use `#!html <details><summary>` to make one.\n")
    assert [block.text for block in MarkdownReader().read(source.encode(), "page.md").blocks] == [
        "Details", "Outer: Outer text.", "Inner: Inner text.", "Use details summary to make one."]


def test_material_s_version_badge_is_its_version_and_a_bare_attribute_is_markup() -> None:
    """squidfunk/mkdocs-material docs/reference/admonitions.md and docs/upgrade.md (MIT)."""
    source = ("# Upgrading\n\n## Changes to .html files { data-search-exclude }\n\nPrior to version"
              " <!-- md:version 8.5.6 -->, admonitions had a slightly different appearance. Keep {this} here.\n")
    assert [block.text for block in MarkdownReader().read(source.encode(), "page.md").blocks] == [
        "Upgrading", "Changes to .html files",
        "Prior to version 8.5.6, admonitions had a slightly different appearance. Keep {this} here."]


def test_a_symbol_the_code_quotes_itself_is_kept_for_its_name() -> None:
    """mdn/translated-content files/de/web/http/cors/errors/corsmissingalloworigin/index.md (CC-BY-SA-2.5):
    ```"*"``` is the wildcard the sentence is about, never "Mithilfe der -Wildcard"."""
    reading = MarkdownReader().read(
        b'Mithilfe der `"*"`-Wildcard kann man eine Seite so konfigureren. Private APIs sollten niemals `"*"` '
        b"verwenden.\n", "content/a.md")
    assert [block.text for block in reading.blocks] == [
        'Mithilfe der "*"-Wildcard kann man eine Seite so konfigureren. Private APIs sollten niemals "*" verwenden.']
    assert reading.skipped == []


def test_backticks_that_open_no_code_span_are_not_read() -> None:
    """mdn/translated-content files/es/web/http/headers/strict-transport-security/index.md (CC-BY-SA-2.5):
    a slip after the full stop; an escaped backtick standing alone is the character the text is about."""
    assert [block.text for block in blocks(
        "va a usar en su lugar HTTPS automáticamente.``\n\nPress the \\` key.\n")] == [
        "va a usar en su lugar HTTPS automáticamente.", "Press the ` key."]


def test_a_heading_in_a_quote_titles_the_quote_not_a_chapter(tmp_path: Path) -> None:
    """swcarpentry/git-novice _episodes/11-licensing.md (CC-BY-4.0): a lesson's boxes are quotes with a
    heading; the lesson's text after the objectives box is no part of a chapter "Learning Objectives"."""
    page = write(tmp_path, "licensing.md", (
        "---\ntitle: Licensing\n---\n> ## Learning Objectives {.objectives}\n>\n> *   Choose a proper license.\n\n"
        "When a repository becomes public, it should include a file `LICENSE`.\n\n"
        "## Choosing\n\nA license solves this problem.\n\n> ## Can I Use Open License?\n>\n"
        "> Find out whether you are allowed to apply an open license to your software.\n{: .challenge}\n"))
    document = read(page)
    assert [(section.title, [p.text for p in section.paragraphs]) for section in document.sections] == [
        ("Licensing", ["Learning Objectives", "Choose a proper license.",
                       "When a repository becomes public, it should include a file LICENSE."]),
        ("Choosing", ["A license solves this problem.", "Can I Use Open License?",
                      "Find out whether you are allowed to apply an open license to your software."])]


# cncf/glossary content/en/serverless.md and content/es/serverless.md (tests/corpus/sites/cncf-glossary):
# Hugo reads front matter keys whatever their case, and the glossary writes ``Title:``.
GLOSSARY = Path(__file__).parents[2] / "corpus" / "sites" / "cncf-glossary" / "content"


@pytest.mark.parametrize(("language", "title"), [("en", "Serverless"), ("es", "Sin servidor (Serverless)")])
def test_front_matter_keys_with_a_capital_are_read_as_hugo_reads_them(language: str, title: str) -> None:
    page = GLOSSARY / language / "serverless.md"
    reading = MarkdownReader().read(page.read_bytes(), f"content/{language}/serverless.md")
    assert reading.title == title
    assert reading.meta["category"] == {"en": "Technology", "es": "Tecnología"}[language]
    assert reading.meta["Title"] == title


def test_a_lower_case_key_the_page_writes_wins_over_its_capitalised_twin() -> None:
    reading = MarkdownReader().read(b"---\nTitle: Upper\ntitle: Lower\n---\n\nText.\n", "content/a.md")
    assert reading.title == "Lower"


# ruby/www.ruby-lang.org en/ and de/documentation/ruby-from-other-languages/index.md (tests/corpus/sites/ruby-lang):
# Ruby's operator methods written as inline code of symbols, and expressions with operators between words.
RUBY = Path(__file__).parents[2] / "corpus" / "sites" / "ruby-lang"


@pytest.mark.parametrize(("language", "sentence", "spoken"), [
    ("en", "You can even have array-style access if you define the",
     "You can even have array-style access if you define the square brackets and square brackets equals sign "
     "methods."),
    ("en", "In addition,",
     "In addition, plus sign equals sign, asterisk equals sign et cetera are just abbreviations for var equals "
     "var plus other_var, var equals var asterisk other_var, et cetera and therefore cannot be redefined."),
    ("de", "Du kannst sogar",
     "Du kannst sogar Elementzugriff in der Art eines Arrays ermöglichen, wenn du die Methoden eckige Klammern "
     "und eckige Klammern Gleichheitszeichen definierst."),
    ("de", "Zudem sind",
     "Zudem sind Pluszeichen Gleichheitszeichen, Sternchen Gleichheitszeichen, und so weiter nur Abkürzungen für "
     "foo gleich foo plus bar, foo gleich foo Sternchen bar und so weiter und können "
     "deshalb auch nicht überschrieben werden."),
])
def test_symbols_in_inline_code_are_said_by_name(language: str, sentence: str, spoken: str) -> None:
    page = RUBY / language / "ruby-from-other-languages-operators.md"
    found = [b.text for b in MarkdownReader().read(page.read_bytes(), f"{language}/index.md").blocks]
    text = next(text for text in found if text.startswith(sentence))
    said = [for_speech(part, language) for part in split_sentences(text, language)]
    assert next(part for part in said if part.startswith(sentence)) == spoken


def test_symbols_left_out_of_inline_code_with_words_are_reported() -> None:
    page = RUBY / "en" / "ruby-from-other-languages-iterators.md"
    reading = MarkdownReader().read(page.read_bytes(), "en/index.md")
    assert [b.text for b in reading.blocks] == [
        "Two Ruby features that are a bit unlike what you may have seen before, and which take some getting used "
        "to, are “blocks” and iterators. Instead of looping over an index (like with C, C++, or pre-1.5 Java), or "
        "looping over a list (like Perl’s for (@a), or Python’s for i in aList: ...), with Ruby you’ll very often "
        "instead see"]
    assert [(s.line, s.what) for s in reading.skipped] == [
        (4, 'symbols in inline code "for (@a) {...}" not read: {...}')]


def test_inline_code_of_words_and_symbols_is_kept_whole_and_its_brackets_named() -> None:
    """facebook/metro docs/API.md and docs/Source-Map-Format.md (MIT): left out, the symbols would make other code
    ("httpServer.on('close')", a grammar's "VLQ VLQ VLQ", another type); the page shows it whole."""
    page = (b"You can observe the close event using `httpServer.on('close', () => {});`.\n\n"
            b"The type is `() => (path: string) => number`.\n\n"
            b"2. `ColumnMapping =  VLQ VLQ [ VLQ ]`\n")
    reading = MarkdownReader().read(page, "API.md")
    assert [b.text for b in reading.blocks] == [
        "You can observe the close event using httpServer.on('close', () => {});.",
        "The type is () => (path: string) => number.", "ColumnMapping = VLQ VLQ [ VLQ ]"]
    assert reading.skipped == []
    assert [for_speech(block.text, "en") for block in reading.blocks][1:] == [
        "The type is parentheses arrow (path: string) arrow number.",
        "ColumnMapping equals VLQ VLQ opening bracket VLQ closing bracket"]


def test_runs_of_one_symbol_that_tell_inline_code_apart_are_named() -> None:
    """withastro/starlight docs/src/content/docs/es/components/file-tree.mdx (MIT), vuejs/vitepress
    docs/es/guide/markdown.md (MIT) and docsifyjs/docsify docs/embed-files.md (MIT): the symbols are what the
    sentence is about."""
    page = (b"Agrega una `/` al final o usa `...` o `\xe2\x80\xa6` como nombre.\n\n"
            b"Los comentarios `// [!code --]` o `// [!code ++]`.\n\n"
            b"Between `/// [demo]` lines, or use `### [demo]`.\n")
    reading = MarkdownReader().read(page, "markdown.md")
    assert [b.text for b in reading.blocks] == [
        'Agrega una "/" al final o usa "..." o "\u2026" como nombre.',
        'Los comentarios "//" [!code "--"] o "//" [!code "++"].',
        'Between "///" [demo] lines, or use "###" [demo].']
    assert reading.skipped == []
    assert [for_speech(block.text, "es") for block in reading.blocks[:2]] == [
        "Agrega una barra al final o usa punto punto punto o puntos suspensivos como nombre.",
        "Los comentarios barra barra [!code guion guion] o barra barra [!code signo más signo más]."]


def test_inline_code_of_symbols_keeps_them_to_be_named_never_an_empty_span() -> None:
    """jhildenbiddle/docsify-tabs docs/index.md, ProofFrog's transforms page and pydata/pydata-sphinx-theme
    docs/user_guide/theme-elements.md: a heading's six marks, an index, an ellipsis between elements and a
    footnote's mark written as code are what the sentence shows, in the script and in speech."""
    page = (b"Heading levels 1-6 are supported (e.g. `#` - `######`).\n\n"
            b"It takes tuples of the form `[a[0], a[1], ..., a[n-1]]` and rewrites them.\n\n"
            b"In the source they look like `[^1]`, `[^named]` and `[^*]`.\n")
    reading = MarkdownReader().read(page, "index.md")
    assert [b.text for b in reading.blocks] == [
        'Heading levels 1-6 are supported (e.g. # - "######").',
        "It takes tuples of the form [a[0], a[1], ..., a[n-1]] and rewrites them.",
        'In the source they look like [^1], [^named] and "[^*]".']
    assert reading.skipped == []
    assert [for_speech(block.text, "en") for block in reading.blocks] == [
        "Heading levels one to six are supported (for example hash sign, six hash signs).",
        "It takes tuples of the form [a[zero], a[one], , a[n-one]] and rewrites them.",
        "In the source they look like [^one], [^named] and opening bracket caret asterisk closing bracket."]


def test_a_key_written_with_its_name_and_its_sign_is_said_once() -> None:
    """facebook/react-native-website docs/running-on-device.md, line 391 (tests/corpus/sites)."""
    page = Path(__file__).parents[2] / "corpus" / "sites" / "react-native-website" / "docs" / "running-on-device-excerpt.md"
    text = MarkdownReader().read(page.read_bytes(), "docs/running-on-device.md").blocks[0].text
    said = [for_speech(part, "en") for part in split_sentences(text, "en")]
    assert said[:2] == [
        "If everything is set up correctly, your device will be listed as the build target in the Xcode toolbar, "
        "and it will also appear in the Devices pane (Shift plus Command plus two).",
        "You can now press the Build and run button (Command plus R) or select Run from the Product menu."]


def test_double_braces_in_inline_code_on_a_hugo_page_are_shown_as_written(tmp_path: Path) -> None:
    """kedacore/keda-docs content/blog/2025-09-15-gcp-deprecations.md, lines 29-34 (tests/corpus/sites/keda):
    Hugo runs only shortcodes in a page, so ``{{projectID}}`` in inline code is what the page shows."""
    excerpt = (Path(__file__).parents[2] / "corpus" / "sites" / "keda" / "content" / "blog"
               / "2025-09-15-gcp-deprecations-excerpt.md")
    write(tmp_path, "hugo.toml", 'baseURL = "https://keda.sh"\n')
    (tmp_path / "content").mkdir()
    page = write(tmp_path / "content", "gcp.md", excerpt.read_text(encoding="utf-8"))
    document = read(page)
    said = [p.text for s in document.sections for p in s.paragraphs]
    assert said[1] == ("projectID is not included as part of serverAddress value "
                       "(https://monitoring.googleapis.com/v1/projects/{{projectID}}/location/global/prometheus).")
    assert not [s for s in document.skipped if "projectID" in s.what]


def test_a_table_with_a_column_of_sentences_is_read_row_by_row() -> None:
    # grpc/grpc.io content/en/docs/guides/keepalive.md: an options table whose last column is prose
    read = MarkdownReader().read((
        b"# Keepalive\n\n| Channel Argument | Availability | Default | Description |\n|---|---|---|---|\n"
        b"| `KEEPALIVE_TIME` | client and server | INT_MAX (disabled) | The interval in milliseconds between PING"
        b" frames. |\n| `KEEPALIVE_TIMEOUT` | client and server | 20000 (20 seconds) | The timeout in milliseconds"
        b" for a PING frame to be acknowledged |\n\n| Size | Price |\n|---|---|\n| S | 4 |\n| M | 5 |\n"),
        "keepalive.md")
    assert [(b.line, b.text) for b in read.blocks] == [
        (1, "Keepalive"),
        (5, "KEEPALIVE_TIME: Availability client and server, Default INT_MAX (disabled). The interval in"
            " milliseconds between PING frames."),
        (6, "KEEPALIVE_TIMEOUT: Availability client and server, Default 20000 (20 seconds). The timeout in"
            " milliseconds for a PING frame to be acknowledged."),
    ]
    # the values' columns named; the label's and the sentences' not (3 words); a table of values reported
    assert [(s.line, s.what, s.words) for s in read.skipped] == [(3, "table header", 3), (8, "table", 6)]


def test_a_table_whose_first_column_names_its_rows_reads_each_value_with_its_column() -> None:
    # Maps4HTML/web-map-doc docs/elements/map.md: a requirements table, its first header cell empty
    read = MarkdownReader().read((
        b"# Style\n\n|  | Spec | Viewer | API |\n|:---|:------: |:-----: |:---: |\n"
        b"| [**Custom styling (5.5)**](https://example.org/#styling) |  |  |  |\n"
        b'| <div class="undecided">Apply custom styling to map markers and vector features (5.5.1)</div> | full | full'
        b' |  |\n| <div class="undecided">Specify the style of a map (6.1.9)</div> | full | partial |  |\n'),
        "style.md")
    assert [(b.line, b.text) for b in read.blocks] == [
        (1, "Style"), (5, "Custom styling (5.5)"),
        (6, "Apply custom styling to map markers and vector features (5.5.1): Spec full, Viewer full"),
        (7, "Specify the style of a map (6.1.9): Spec full, Viewer partial"),
    ]
    assert [(s.line, s.what, s.words) for s in read.skipped] == [(3, "table header", 1)]  # API: no value


def test_an_html_table_with_a_column_of_sentences_is_read_row_by_row_too() -> None:
    # home-assistant/home-assistant.io source/_integrations/sun.markdown: its binary sensors
    read = MarkdownReader().read((
        b"# Sensors\n\n<table>\n<tr><th>Name</th><th>Description</th></tr>\n<tr><td>Solar rising</td><td>True if the"
        b" Sun is currently rising, after solar midnight and before solar noon.</td></tr>\n</table>\n\n"
        b"<table><tr><td>S</td><td>4</td></tr></table>\n"), "sun.md")
    assert [b.text for b in read.blocks] == [
        "Sensors", "Solar rising: True if the Sun is currently rising, after solar midnight and before solar noon."]
    assert [(s.line, s.what, s.words) for s in read.skipped] == [(3, "table header", 2), (8, "table", 2)]


def test_a_myst_reference_link_reads_as_what_it_points_at() -> None:
    # jupyter-book/jupyter-book docs: <xref:guide#myst-xref>, a reference with no text of its own
    assert [b.text for b in MarkdownReader().read(
        b"See <xref:guide#myst-xref> and <https://example.org/a>.\n", "a.md").blocks] == [
        "See myst xref and example.org."]


VUE = """\
# Emits

Besides receiving props, a child component can also emit events to the parent:

<div class="composition-api">
<div class="sfc">

```vue
<script setup>
const emit = defineEmits(['response'])
</script>
```

</div>

</div>

<div class="options-api">

With the Options API, we can use the `watch` option to trigger a function.

</div>

The first argument to <span class="options-api">`this.$emit()`</span><span class="composition-api">`emit()`</span>\
 is the event name.

<div class="options-api"><p>An options paragraph in one block.</p></div>

The end.
"""


def test_a_site_s_alternatives_of_a_class_the_guide_names_are_left_out_and_reported() -> None:
    # vuejs/docs src/guide/components/events.md and essentials/watchers.md (CC-BY-4.0): a preference switches
    # between the Composition API's text and the Options API's, both in the page's source
    options = MarkdownReader(MarkdownOptions(hidden_classes=["options-api"])).read(VUE.encode(), "events.md")
    assert [b.text for b in options.blocks] == [
        "Emits", "Besides receiving props, a child component can also emit events to the parent:",
        "The first argument to emit() is the event name.", "The end."]
    assert [(item.line, item.what, item.words) for item in options.skipped] == [
        (8, "code block", 7), (18, '<div class="options-api"> (a hidden class)', 14), (24, "<span>", 1),
        (26, '<div class="options-api"><p>An options paragraph in one bloc (a hidden class)', 6)]
    shown = MarkdownReader().read(VUE.encode(), "events.md")  # without the option: the Options API, shown first
    assert "The first argument to this.$emit() is the event name." in [b.text for b in shown.blocks]
    hidden = [item.what for item in shown.skipped if "hidden class" in item.what]
    assert hidden and all("composition-api" in what for what in hidden), hidden


def test_gitbook_cards_are_read_a_card_at_a_time_without_their_hidden_columns() -> None:
    # GitBook's card tables as its editor writes them (a card's target and cover in hidden columns), from the docs
    # of two GitBook sites: each row a card, its title leading into its text
    page = Path(__file__).parent / "data" / "gitbook-cards.md"
    read = MarkdownReader().read(page.read_bytes(), "cards.md")
    assert [b.text for b in read.blocks] == [
        "Core primitives", "Flows: The outer durable boundary your app or platform invokes.",
        "Checkpoints: Replay boundaries where work output is persisted.",
        "Wait and Input: Suspend a run for a human, webhook, or another system.",
        "Our documentation describes three different ways you can install.", "Quick install with docker compose",
        "Docker images install", "The end."]
    assert [(item.line, item.what, item.words) for item in read.skipped] == [
        (3, "hidden columns of a table (links, covers)", 3), (7, "hidden columns of a table (links, covers)", 2)]


def test_a_heading_in_a_live_demo_or_a_box_of_html_is_no_chapter() -> None:
    # a page's live demo (its result shown inside the text) has a heading of its own: part of the chapter around it
    read = MarkdownReader().read((
        b'# Page\n\nIntro text.\n\n<h2 id="usage">Usage</h2>\n\nUse it like this.\n\n<div class="demo">\n'
        b'  <h1>Hello world</h1>\n  <p>This paragraph is part of the demo.</p>\n</div>\n\n'
        b'<details><summary>More</summary><h3>Inside</h3><p>Hidden detail.</p></details>\n\n'
        b'After the demo, more text of Usage.\n'), "demo.md")
    assert [(b.level, b.text) for b in read.blocks] == [
        (1, "Page"), (0, "Intro text."), (2, "Usage"), (0, "Use it like this."), (0, "Hello world"),
        (0, "This paragraph is part of the demo."), (0, "More"), (0, "Inside"), (0, "Hidden detail."),
        (0, "After the demo, more text of Usage.")]


def test_a_link_showing_its_address_is_its_site_but_a_file_to_download_is_its_address() -> None:
    # snyk/user-docs (GitBook): two binaries on one host, told apart only by their paths
    read = MarkdownReader().read(
        b"Download [https://downloads.snyk.io/cli/stable/snyk-linux](https://downloads.snyk.io/cli/stable/snyk-linux)"
        b" or [https://downloads.snyk.io/cli/stable/snyk-macos](https://downloads.snyk.io/cli/stable/snyk-macos).\n\n"
        b"See [https://www.example.com/docs/](https://www.example.com/docs/) and get"
        b" [https://example.org/files/tool-1.2.zip](https://example.org/files/tool-1.2.zip).\n", "install.md")
    assert [b.text for b in read.blocks] == [
        "Download downloads.snyk.io/cli/stable/snyk-linux or downloads.snyk.io/cli/stable/snyk-macos.",
        "See example.com and get example.org/files/tool-1.2.zip."]


def test_a_link_showing_a_local_address_keeps_its_path() -> None:
    # fastapi/sqlmodel docs/tutorial/fastapi/simple-hero-api.md (MIT): the reader types the path into a browser
    read = MarkdownReader().read(b"Go to the interactive API documentation at the path `/docs`: "
                                 b"[http://127.0.0.1:8000/docs](http://127.0.0.1:8000/docs).\n", "api.md")
    assert [b.text for b in read.blocks] == [
        "Go to the interactive API documentation at the path /docs: 127.0.0.1:8000/docs."]
    assert for_speech(read.blocks[0].text, "en") == (
        "Go to the interactive API documentation at the path /docs: one two seven dot zero dot zero dot one port "
        "eight thousand slash docs.")


# InseeFrLab/utilitR 03_Fiches_thematiques/Fiche_comment_choisir_un_package.qmd (Licence Ouverte 2.0)
UTILITR = """\
- on veut tester si un vecteur numérique comprend des nombres impairs ; il serait
inopportun d'utiliser la fonction `is.odd()` du _package_
[`FSA`](https://cran.r-project.org/package=FSA) alors qu'elle peut simplement
s'écrire :

  ``` r
  is_odd <- function(x) {
    x %% 2 != 0
  }
 ```

- on veut manipuler des données au format `JSON` ou `XML`.

## La qualité de la documentation

Un _package_ bien documenté.
"""


@pytest.mark.parametrize("name", ["fiche.qmd", "fiche.Rmd"])
def test_a_pandoc_fence_closed_by_a_line_indented_less_ends_there(name: str) -> None:
    # Pandoc closes the code block at the " ```" indented less than its opening; CommonMark would end the list
    # item there and open a code block on the rest of the page
    read = MarkdownReader().read(UTILITR.encode(), name)
    assert [b.text for b in read.blocks] == [
        "on veut tester si un vecteur numérique comprend des nombres impairs ; il serait inopportun d'utiliser la"
        " fonction is.odd() du package FSA alors qu'elle peut simplement s'écrire :",
        "on veut manipuler des données au format JSON ou XML.", "La qualité de la documentation",
        "Un package bien documenté."]
    assert [(s.line, s.what, s.words) for s in read.skipped] == [(6, "code block", 10)]
    assert [b.text for b in MarkdownReader().read(UTILITR.encode(), "fiche.md").blocks] == [
        "on veut tester si un vecteur numérique comprend des nombres impairs ; il serait inopportun d'utiliser la"
        " fonction is.odd() du package FSA alors qu'elle peut simplement s'écrire :"]  # CommonMark's reading


@pytest.mark.parametrize(("language", "spoken"), [
    ("en", "TOML escapes must be escaped again, for instance, write backslash double quote as backslash backslash"
           " double quote."),
    ("fr", "TOML escapes must be escaped again, for instance, write barre oblique inversée guillemet as barre oblique"
           " inversée barre oblique inversée guillemet.")])
def test_quote_marks_in_inline_code_of_symbols_are_said_by_their_names(language: str, spoken: str) -> None:
    # tommilligan/mdbook-admonish book/src/overview.md (MIT): the escapes are what the sentence is about, never
    # "write as."
    source = f"---\nlang: {language}\n---\n\nTOML escapes must be escaped again - for instance, write `\\\"` as `\\\\\"`.\n"
    reading = MarkdownReader().read(source.encode(), "overview.md")
    name = {"en": "double quote", "fr": "guillemet"}[language]
    assert [b.text for b in reading.blocks] == [
        f'TOML escapes must be escaped again - for instance, write "\\" {name} as "\\\\" {name}.']
    assert reading.skipped == []
    assert [for_speech(part, language) for part in split_sentences(reading.blocks[0].text, language)] == [spoken]


def test_a_quote_mark_after_the_word_that_names_it_is_not_named_again() -> None:
    # CryoInTheCloud/CryoCloudWebsite book/how_tos/background/git.md (MIT)
    reading = MarkdownReader().read(b'Both values need to be\nsurrounded by quotes `"`. Type a `"` first.\n', "git.md")
    assert [b.text for b in reading.blocks] == [
        "Both values need to be surrounded by quotes. Type a double quote first."]
    assert [(s.line, s.what) for s in reading.skipped] == [(2, 'inline code """')]


# ---------------------------------------------------------------- mathematics

CHIRPY_MATH = r"""## Mathematics

The mathematics powered by [**MathJax**](https://www.mathjax.org/):

$$
\begin{equation}
  \sum_{n=1}^\infty 1/n^2 = \frac{\pi^2}{6}
  \label{eq:series}
\end{equation}
$$

We can reference the equation as \eqref{eq:series}.

When $a \ne 0$, there are two solutions to $ax^2 + bx + c = 0$ and they are

$$ x = {-b \pm \sqrt{b^2-4ac} \over 2a} $$
"""


def test_formulas_are_read_as_a_reader_of_the_page_says_them() -> None:
    # cotes2020/jekyll-theme-chirpy _posts/2019-08-08-text-and-typography.md (MIT): inline formulas inside their
    # sentence, a display formula a sentence of its own, a reference by the number MathJax shows
    assert [(b.line, b.text) for b in blocks(CHIRPY_MATH)] == [
        (1, "Mathematics"),
        (3, "The mathematics powered by MathJax:"),
        (5, "The sum from n equals 1 to infinity of 1 over n squared equals pi squared over 6."),
        (12, "We can reference the equation as equation (1)."),
        (14, "When a is not equal to 0, there are two solutions to a x squared plus b x plus c equals 0 and they are"),
        (16, "x equals the fraction with numerator minus b plus or minus the square root of b squared minus 4 a c and"
             " denominator 2 a."),
    ]
    assert for_speech(blocks(CHIRPY_MATH)[4].text, "en") == (
        "When a is not equal to zero, there are two solutions to a x squared plus b x plus c equals zero and they are")


@pytest.mark.parametrize("text", [
    "Tickets cost $5 and $10 at the door.",
    "The budget was US$ 40,000 last year.",
    "A coffee costs $3.50 – $4 in the city.",
    "Both $HOME/$USER and $PATH are set by the shell.",
    "Pay $ 5 or $ 6.",
])
def test_prices_and_variables_between_dollar_signs_stay_text(text: str) -> None:
    assert [b.text for b in blocks(text + "\n")] == [text]


def test_formulas_in_brackets_fences_and_myst_syntax() -> None:
    source = r"""Inline \(x^2\) and {math}`\pi r^2`, as {eq}`circle` and \eqref{line} say; \[WIP\] stays.

\[
E = mc^2
\]

```math
\sqrt{3}
```

```{math}
:label: circle
A = \pi r^2
```

$$ y = x $$ (line)

\begin{align}
a &= b \\
c &= \oplus d
\end{align}
"""
    reading = MarkdownReader().read(source.encode(), "content/a.md")
    assert [b.text for b in reading.blocks] == [
        "Inline x squared and pi r squared, as equation (1) and equation (2) say; [WIP] stays.",
        "E equals m c squared.",
        "The square root of 3.",
        "A equals pi r squared.",
        "y equals x.",
        "a equals b, c equals oplus d.",
    ]
    assert [(s.line, s.what, s.said) for s in reading.skipped] == [(18, r"math command \oplus", "oplus")]


def test_a_formula_in_a_directive_title_and_in_the_page_language() -> None:
    # ProjectPythia/foundations foundations/github/what-is-github.md (Apache-2.0): the admonition's title
    source = "```{admonition} Free $\\neq$ open source!\nJust because a package may be free.\n```\n"
    assert [b.text for b in blocks(source)] == ["Free is not equal to open source! Just because a package may be free."]
    spanish = "---\nlang: es\n---\n\nSi $a \\ne 0$, hay dos soluciones de $ax^2 + bx + c = 0$.\n"
    assert [b.text for b in blocks(spanish)] == [
        "Si a no es igual a 0, hay dos soluciones de a x al cuadrado más b x más c es igual a 0."]


def test_kramdown_and_github_write_their_delimiters_their_own_way() -> None:
    # kramdown's pages escape the backslash (\\( shows \( for MathJax); GitHub's $`…`$ keeps code's backticks
    source = "Kramdown writes \\\\(x_1\\\\) and GitHub writes $`\\sqrt{2}`$ inline.\n\nNot math: a $ sign, $x and y$.\n"
    assert [b.text for b in blocks(source)] == [
        "Kramdown writes x sub 1 and GitHub writes the square root of 2 inline.", "Not math: a $ sign, $x and y$."]


def test_a_front_matter_title_reads_its_formulas_as_the_page_heading_shows_them() -> None:
    def title(written: str) -> str | None:
        return MarkdownReader().read(f"---\ntitle: '{written}'\n---\n\nText.\n".encode(), "a.md").title

    assert title(r"Sorting in $O(n \log n)$ time") == "Sorting in O of n log n time"
    assert title("Plans from $5 to $10") == "Plans from $5 to $10"


def test_a_picture_on_its_own_line_is_a_sentence_before_its_caption(tmp_path: Path) -> None:
    # cotes2020/jekyll-theme-chirpy _posts/2019-08-08-text-and-typography.md (MIT): an image, its caption below,
    # its two theme variants (the dark one shown in the dark theme only)
    document = read(write(tmp_path, "post.md", "# T\n\n![Desktop View](/posts/mockup.png){: width=\"972\" }\n"
                          "_Full screen width and center alignment_\n\n"
                          "![Light mode only](/posts/light.png){: .light .w-75 .shadow }\n"
                          "![Dark mode only](/posts/dark.png){: .dark .w-75 .shadow }\n\n"
                          "![Logo](logo-light.png#gh-light-mode-only)\n![Logo](logo-dark.png#gh-dark-mode-only)\n"))
    assert paragraphs_of(document) == ["Desktop View. Full screen width and center alignment", "Light mode only",
                                       "Logo"]


def test_an_html_badge_says_nothing_as_a_markdown_badge(tmp_path: Path) -> None:
    # encode/databases docs/index.md (BSD-3-Clause): the project's badges as HTML images, then its text
    document = read(write(tmp_path, "index.md", '# Databases\n\n<p>\n<a href="https://github.com/encode/databases">'
                          '<img src="https://github.com/encode/databases/workflows/Test%20Suite/badge.svg" '
                          'alt="Test Suite"></a>\n<a href="https://pypi.org/project/databases/"><img '
                          'src="https://badge.fury.io/py/databases.svg" alt="Package version"></a>\n</p>\n\n'
                          "Databases gives you simple asyncio support.\n"))
    assert paragraphs_of(document) == ["Databases gives you simple asyncio support."]


def test_code_of_delimiters_is_said_by_the_names_of_its_symbols(tmp_path: Path) -> None:
    # jpanther/congo exampleSite/content/docs/shortcodes (MIT) and the Nextra docs (MIT): delimiters the sentence
    # is about, and a pair of them around the place of a formula
    document = read(write(tmp_path, "math.md", "# Maths\n\nWrap the expression in `\\\\(` and `\\\\)` delimiters."
                          "\n\nEnclose inline math in `$...$`.\n"))
    assert paragraphs_of(document) == ['Wrap the expression in "\\\\(" and "\\\\)" delimiters.',
                                       'Enclose inline math in "$" … "$".']
    assert [for_speech(text, "en") for text in paragraphs_of(document)] == [
        "Wrap the expression in backslash backslash opening parenthesis and backslash backslash closing parenthesis"
        " delimiters.", "Enclose inline math in dollar sign, dollar sign."]


def test_joined_emoji_shortcodes_and_a_picture_with_a_space_in_its_address(tmp_path: Path) -> None:
    # geotribu/site-contribuer content/guides/admonition.md (MIT): pymdownx.emoji shows both pictures;
    # OpenOLAT/OpenOLAT-docs Access_configuration.de.md: Python-Markdown takes the address with its space
    found = blocks('!!! warning "attention il y a un éléphant rose dans le ciel :elephant::purple_heart: !!"\n\n'
                   '    Nan nan, c\'est pas vrai\n\nüber das 3-Punkte Menü ![3 Punkte](assets/Action menu.png) im'
                   ' Autorenbereich\n')
    assert [b.text for b in found] == [
        "attention il y a un éléphant rose dans le ciel !! Nan nan, c'est pas vrai",
        "über das 3-Punkte Menü 3 Punkte im Autorenbereich"]


def test_an_element_whose_preformatted_code_holds_blank_lines_is_one_element() -> None:
    # tensorflow/docs-l10n site/es-419/lite/android/play_services.md (devsite): a tab of Kotlin in a <div>, its <pre>
    # holding blank lines; Python-Markdown reads the element to its end tag, not its code after a blank as text
    found = MarkdownReader().read((
        "El ejemplo siguiente:\n\n<div>\n  <devsite-selector>\n    <section>\n      <h3>Kotlin</h3>\n"
        "<pre class=\"prettyprint\">fun detect() {\n  setup()\n\n  if (detector == null) {\n    return\n  }\n\n}\n"
        "</pre>\n    </section>\n  </devsite-selector>\n</div>\n\nDespués del código.\n").encode(), "play.md")
    assert [b.text for b in found.blocks] == ["El ejemplo siguiente:", "Kotlin", "Después del código."]
    assert [s.what for s in found.skipped] == ["code block"]


def test_display_math_in_an_html_block_is_read_as_a_formula() -> None:
    # tensorflow/docs-l10n site/es-419/tfx/guide/tft_bestpractices.md: MathJax typesets it in the page's <div>
    found = MarkdownReader().read(b"<div> $$ x = (a - \\mu) \\div \\sigma $$</div>\n", "guide.md")
    assert [b.text for b in found.blocks] == ["x equals the quantity a minus mu, divided by sigma"]


def test_numbers_on_lines_broken_apart_stay_apart() -> None:
    # thorstenkloehn/dokument_Daux's privacy page: an address on lines broken with a backslash
    found = MarkdownReader().read("Thorsten Klöhn \\\nGerhardstraße 2 \\\n22926 Ahrensburg\n".encode(), "a.md")
    assert [b.text for b in found.blocks] == ["Thorsten Klöhn. Gerhardstraße 2, 22926 Ahrensburg"]


def test_a_link_showing_an_address_on_a_forge_keeps_the_project_s_path() -> None:
    # pydata/pydata-sphinx-theme docs/user_guide/theme-elements.md: a pull request linked in a nested list item
    text = ("- Releases:\n  - [https://github.com/pydata/pydata-sphinx-theme/pull/1012]"
            "(https://github.com/pydata/pydata-sphinx-theme/pull/1012)\n\n"
            "See [https://www.example.com/docs/](https://www.example.com/docs/).\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Releases:", "github.com/pydata/pydata-sphinx-theme/pull/1012",
                                                "See example.com."]


def test_a_greater_than_sign_in_inline_code_between_menu_items_is_the_menu_s_path() -> None:
    reading = MarkdownReader().read(b"Go to File `>` Save, then use the `>` operator.\n", "page.md")
    assert [b.text for b in reading.blocks] == ['Go to File > Save, then use the ">" operator.']


def test_a_shell_prompt_in_inline_code_is_no_symbol_of_the_command() -> None:
    reading = MarkdownReader().read(b"Run `$ pip install fancylib` or `% make all`, then `a && b || c`.\n", "page.md")
    assert [b.text for b in reading.blocks] == ["Run pip install fancylib or make all, then a && b || c."]
    assert for_speech(reading.blocks[0].text, "en") == "Run pip install fancylib or make all, then a and b or c."


def test_a_labelled_table_s_column_of_sentences_is_not_named() -> None:
    table = ("| | Description |\n|---|---|\n| one | The first phase collects the requirements from every team. |\n"
             "| two | The second phase writes the plan and shares it with everyone. |\n")
    reading = MarkdownReader().read(table.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["one: The first phase collects the requirements from every team.",
                                                "two: The second phase writes the plan and shares it with everyone."]


def test_a_pipe_or_a_slash_alone_in_inline_code_is_said_by_name() -> None:
    reading = MarkdownReader().read(b"El caracter de pipe `|` es usado; usa `/` en lugar de `\\`.\n", "p.md")
    assert [for_speech(b.text, "es") for b in reading.blocks] == [
        "El caracter de pipe barra vertical es usado; usa barra en lugar de barra invertida."]


# From a self-hosting guide's requirements and an editor's key help: a comparison opening inline code before a
# version is its bound, an arrow alone is named, a long row of one symbol is counted.
@pytest.mark.parametrize(("markdown", "language", "said"), [
    ("You need Docker version `>= 24.0.0` and Compose `>= 2.0`.", "en",
     "You need Docker version greater than or equal to twenty-four point zero point zero and Compose greater than"
     " or equal to two point zero."),
    ("- select: `↓` and `↑`", "en", "select: down arrow and up arrow"),
    ("Choisir : `↓` puis `→`.", "fr", "Choisir : flèche bas puis flèche droite."),
    ("A level 1 heading can also be written as `Title` over a line of `=================`.", "en",
     "A level one heading can also be written as Title over a line of seventeen equals signs."),
    ("Call `a > b` to compare.", "en", "Call a greater than b to compare."),
])
def test_symbols_in_inline_code_are_said(markdown: str, language: str, said: str) -> None:
    blocks = MarkdownReader().read(f"# T\n\n{markdown}\n".encode(), "content/page.md").blocks
    assert for_speech(blocks[1].text, language) == said


def test_a_table_s_values_are_read_after_their_column_s_names() -> None:
    # jupyterhub/jupyterhub docs/source/explanation/capacity-planning.md (BSD-3-Clause)
    table = ("As an example, an instance of mybinder.org (running JupyterHub 1.5.0),\n"
             "running with typically ~100-150 users has:\n\n"
             "| Component | CPU (mean/peak) | Memory (mean/peak) |\n| --------- | --------------- | ------------------ |\n"
             "| Hub       | 4% / 13%        | (230 MB / 260 MB)  |\n| Proxy     | 6% / 13%        | (47 MB / 65 MB)    |\n")
    reading = MarkdownReader().read(table.encode(), "page.md")
    assert [(b.line, b.text) for b in reading.blocks][1:] == [
        (6, "Hub: CPU (mean/peak) 4% / 13%, Memory (mean/peak) (230 MB / 260 MB)"),
        (7, "Proxy: CPU (mean/peak) 6% / 13%, Memory (mean/peak) (47 MB / 65 MB)")]
    assert [(s.line, s.what, s.words) for s in reading.skipped] == [(4, "table header", 1)]  # "Component"


def test_a_table_of_names_and_code_after_a_lead_in_is_read_as_short_sentences() -> None:
    # rust-lang/api-guidelines src/naming.md (MIT or Apache-2.0); jupyterhub capacity-planning.md (BSD-3-Clause)
    text = ("Rust tends to use `UpperCamelCase` for \"type-level\" constructs. More precisely:\n\n"
            "| Item | Convention |\n| ---- | ---------- |\n"
            "| Crates | [unclear](https://github.com/rust-lang/api-guidelines/issues/29) |\n"
            "| Modules | `snake_case` |\n| General constructors | `new` or `with_more_details` |\n"
            "| Lifetimes | short `lowercase`, usually a single letter: `'a`, `'de`, `'src` |\n\n"
            "For instance, some of Google Cloud's ratios are:\n\n"
            "| node type   | GB RAM / CPU core |\n| ----------- | ----------------- |\n"
            "| n2-highmem  | 8                 |\n| n2-standard | 4                 |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks][1:] == [
        "Crates: unclear", "Modules: snake_case", "General constructors: new or with_more_details",
        "Lifetimes: short lowercase, usually a single letter: 'a, 'de, 'src",
        "For instance, some of Google Cloud's ratios are:",
        "n2-highmem: GB RAM / CPU core 8", "n2-standard: GB RAM / CPU core 4"]


def test_a_table_of_code_is_read_without_a_lead_in_and_figures_are_not() -> None:
    text = ("# Casing\n\n| Item | Convention |\n|---|---|\n| Modules | `snake_case` |\n| Types | `UpperCamelCase` |\n\n"
            "Prices.\n\n| Size | Price |\n|---|---|\n| S | 4 |\n| M | 5 |\n\nThe sizes:\n\n| a | b | c |\n|---|---|---|\n"
            + "".join(f"| r{row} | {row} | {row * 2} |\n" for row in range(13)))
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Casing", "Modules: snake_case", "Types: UpperCamelCase", "Prices.",
                                                "The sizes:"]
    assert [(s.line, s.what) for s in reading.skipped] == [(3, "table header"), (10, "table"), (17, "table")]


def test_a_matrix_of_symbols_is_read_with_its_legend_s_words() -> None:
    # 031devstudios/weighmybru-docs docs/getting-started/features.md: marked's empty column (``||``), emoji shortcodes
    text = ("# Features\n\n|  Feature                   ||      WeighMyBru    |     WeighMyBru Mini    |\n"
            "|:---------------------------|| :----------------: | :--------------------:|\n"
            "| Webserver                  || :heavy_check_mark: | :grey_question:       |\n"
            "| Built-in Display           || :x:                | :grey_question:       |\n\n"
            "__Legend__\n\nAvailable :heavy_check_mark:\n\nNot Availabe :x:\n\nUnconfirmed :grey_question:\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [(b.line, b.text) for b in reading.blocks][1:3] == [
        (5, "Webserver: WeighMyBru Available, WeighMyBru Mini Unconfirmed"),
        (6, "Built-in Display: WeighMyBru Not Availabe, WeighMyBru Mini Unconfirmed")]


def test_a_symbol_without_a_legend_is_read_by_its_emoji_name() -> None:
    text = "| Feature | A | B |\n|---|:-:|:-:|\n| Web | ✅ | ❌ |\n| Disk | ✓ | ✗ |\n\nPipes || stay as written.\n"
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Web: A check mark button, B cross mark", "Disk: A check mark, B ballot x",
                                                "Pipes || stay as written."]


def test_a_line_break_in_a_table_s_cell_is_a_pause() -> None:
    # rust-lang/api-guidelines src/naming.md (MIT or Apache-2.0): the conversions' ownership, one per line
    text = ("# Conversions\n\n| Prefix | Cost | Ownership |\n| ------ | ---- | --------- |\n"
            "| `as_` | Free | borrowed -\\> borrowed |\n"
            "| `to_` | Expensive | borrowed -\\> borrowed<br>borrowed -\\> owned (non-Copy types)<br>owned -\\> owned"
            " (Copy types) |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks][1:] == [
        "as_: Cost Free, Ownership borrowed -> borrowed",
        "to_: Cost Expensive, Ownership borrowed -> borrowed; borrowed -> owned (non-Copy types); owned -> owned"
        " (Copy types)"]


def test_a_tag_with_a_value_quoted_on_one_side_is_a_tag_never_read() -> None:
    # encode/starlette docs/third-party-packages.md (BSD-3-Clause): a missing opening quote; browsers still see a link
    text = ('<a href="https://github.com/adriangb/xpresso" target="_blank">GitHub</a> |\n'
            '<a href=https://xpresso-api.dev/" target="_blank">Documentation</a>\n\n'
            'Compare a <= b and c >= d; x<a=1> is no tag, nor <a b="c" d.\n')
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["GitHub | Documentation",
                                                'Compare a <= b and c >= d; x<a=1> is no tag, nor <a b="c" d.']
    assert [s.what for s in reading.skipped] == ["""HTML tag '<a href=https://xpresso-api.dev/" target="_blank">'"""]


def test_a_browser_tab_s_title_in_the_front_matter_gives_way_to_the_page_s_h1(tmp_path: Path) -> None:
    # vitest-dev/vitest docs/guide/learn/mock-functions.md (MIT): the title is the tab's, the page shows its H1
    page = ("---\ntitle: Mock Functions | Guide\n---\n\n# Mock Functions\n\nWhen writing tests, you often need to"
            " mock.\n")
    assert MarkdownReader().read(page.encode(), "mock-functions.md").title is None  # the H1 is the title
    other = "---\ntitle: Getting Started | Guide\n---\n\n# Mock Functions\n\nText.\n"
    assert MarkdownReader().read(other.encode(), "page.md").title == "Getting Started | Guide"
    (tmp_path / ".vitepress").mkdir()
    site = write(tmp_path, "guide.md", "---\ntitle: Vitest Guide\n---\n\n# Getting Started\n\nText.\n")
    assert read(site).title == "Getting Started"


def test_bookdown_part_headings_and_glued_unnumbered_attributes(tmp_path: Path) -> None:
    """rafalab/dslibro: ``# (PART) R {-}`` is a part in bookdown's table of contents, no chapter; ``# Prefacio{-}``
    is the unnumbered heading "Prefacio"."""
    document = read(write(tmp_path, "getting-started.Rmd", "# (PART) R {-}\n\n# Comenzando con R\n\n"
                                                             "Primero instalamos R.\n"))
    assert (document.title, paragraphs_of(document)) == ("Comenzando con R", ["Primero instalamos R."])
    assert [p.line for s in document.sections for p in s.paragraphs] == [5]
    document = read(write(tmp_path, "index.Rmd", "# Prefacio{-}\n\nEste libro comenzó como las notas.\n\n"
                                                  "## Agradecimientos{.unnumbered}\n\nGracias.\n"))
    assert [s.title for s in document.sections] == ["Prefacio", "Agradecimientos"]


def test_braces_ending_a_heading_that_are_no_attributes_stay(tmp_path: Path) -> None:
    document = read(write(tmp_path, "page.md", "# Sets {a, b}\n\nA set of two.\n\n## The PART of it\n\nText.\n"))
    assert [s.title for s in document.sections] == ["Sets {a, b}", "The PART of it"]


def test_quarto_content_hidden_is_not_read_and_a_display_formula_is_one_formula(tmp_path: Path) -> None:
    """bausteine-der-datenanalyse/bcd-bausteine-statistik: ``::: {.content-hidden}`` holds the page's LaTeX macros,
    hidden everywhere; a ``$$`` formula whose line is only ``=`` is no setext heading."""
    page = write(tmp_path, "skript.qmd", (
        '---\ntitle: "Dichtekurven"\n---\n\n::: {.content-hidden}\n\\newcommand{\\si}[1]{\\mathrm{#1}}\n:::\n\n'
        "Die Dichte der Normalverteilung ist durch\n$$\nf(x)\n=\n\\frac{1}{\\sigma \\sqrt{2\\pi}}\n$$\ngegeben.\n"))
    document = read(page)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        (None, ["Die Dichte der Normalverteilung ist durch f of x equals the fraction with numerator 1 and denominator"
                " sigma the square root of 2 pi gegeben."])]
    assert [(item.line, item.what) for item in document.skipped] == [(5, "content the page hides")]


def test_content_hidden_for_another_format_only_and_lines_outside_formulas_stay_markup(tmp_path: Path) -> None:
    page = write(tmp_path, "page.qmd", (
        '::: {.content-hidden when-format="pdf"}\nShown on the web.\n:::\n\nCosts $5 and\n$10 today.\n\n'
        "Title\n=====\n\nText under it.\n\n```sh\necho $$\n- not math\n```\n"))
    document = read(page)
    assert document.title == "Title"
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Shown on the web.", "Costs $5 and $10 today.", "Text under it."]


def test_a_list_of_features_marked_with_symbols_is_no_legend() -> None:
    # a README's feature bullets, then a comparison matrix of the same symbols: read by their emoji names
    text = ("# MyLib\n\n- ✅ Zero dependencies\n- ✅ Fully typed\n- ❌ No telemetry\n\n## Comparison\n\n"
            "| Feature | MyLib | OtherLib |\n|---|---|---|\n| Async support | ✅ | ❌ |\n| Plugins | ✅ | ✅ |\n\n"
            "Key:\n\n- ✓ = yes\n\n| Feature | A |\n|---|---|\n| Web | ✓ |\n")
    reading = MarkdownReader().read(text.encode(), "README.md")
    assert [b.text for b in reading.blocks][5:] == [
        "Async support: MyLib check mark button, OtherLib cross mark",
        "Plugins: MyLib check mark button, OtherLib check mark button", "Key:", "✓ = yes", "Web: yes"]


def test_an_index_column_and_generic_or_long_column_names_are_not_said_on_every_row() -> None:
    # a "#" column is the row's number; "Value" says nothing; a long name with an aside is reported, not repeated
    text = ("The team members are:\n\n| # | Name | Role |\n|---|---|---|\n| 1 | Ana | Lead |\n| 2 | Ben | Dev |\n\n"
            "Run the installer with these settings:\n\n| Setting | Value |\n|---|---|\n| Port | 8080 |\n"
            "| Host | localhost |\n\nBenchmarks on our CI machine:\n\n| Benchmark | Median time in milliseconds (lower is"
            " better) | Peak memory in megabytes (lower is better) | (lower is better) |\n|---|---|---|---|\n"
            "| parse | 12.5 | 230 | 3 |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == [
        "The team members are:", "1: Name Ana, Role Lead", "2: Name Ben, Role Dev",
        "Run the installer with these settings:", "Port: 8080", "Host: localhost",
        "Benchmarks on our CI machine:", "parse: 12.5, 230, 3"]


def test_a_line_of_prose_starting_with_dollars_opens_no_formula() -> None:
    # a restaurant guide's price tiers: no later line closes the "$$", so the headings and lists stay markup
    text = ("# Where to eat\n\nPrice guide:\n\n$$ means a main course costs between $15 and $30.\n\n## Breakfast\n\n"
            "- Café Luna: great pastries.\n- The Corner: eggs all day.\n\n## Dinner\n\n1. Bistro Verde\n2. Sakura House\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [(b.text, b.level) for b in reading.blocks] == [
        ("Where to eat", 1), ("Price guide:", 0), ("$$ means a main course costs between $15 and $30.", 0),
        ("Breakfast", 2), ("Café Luna: great pastries.", 0), ("The Corner: eggs all day.", 0), ("Dinner", 2),
        ("Bistro Verde", 0), ("Sakura House", 0)]


# grolimur/markdown-et-gitbook 01-markdown/README.md, 11-tableaux.md, versions.md (CC BY 4.0), shortened
GITBOOK_TABLES = (
    "# Markdown\n\n| Carte d'identité |     |\n| :--------------- | :-- |\n| naissance | 2004 |\n"
    "| parents | John Gruber, avec l'aide d'Aaron Schwartz |\n| licence | BSD |\n\n"
    "Voici une liste **subjective et non exhaustive** de tels logiciels.\n\n"
    "| logiciel | licence | GNU/Linux | Mac OS X | Windows | site web |\n"
    "| :------- | :------ | :-------: | :------: | :-----: | :------- |\n"
    "| Abricotine | GPLv3 | oui | oui | oui | [https://abricotine.brrd.fr](https://abricotine.brrd.fr) |\n"
    "| MacDown | MIT | - | oui | - | [https://macdown.uranusjr.com/](https://macdown.uranusjr.com/) |\n\n"
    "| version | date | commentaire |\n| :-- | ---------: | :--------------- |\n"
    "| 0.0.1 | 23.08.2019 | structure de base du document (vide) |\n| 0.1 | 5.09.2019 | 1ère version |\n")


def test_a_small_table_of_words_is_read_row_by_row_and_a_lone_header_is_its_title() -> None:
    reading = MarkdownReader().read(GITBOOK_TABLES.encode(), "page.md")
    assert [(b.line, b.text) for b in reading.blocks][1:] == [
        (3, "Carte d'identité:"), (5, "naissance: 2004"), (6, "parents: John Gruber, avec l'aide d'Aaron Schwartz"),
        (7, "licence: BSD"), (9, "Voici une liste subjective et non exhaustive de tels logiciels."),
        (13, "Abricotine: licence GPLv3, GNU/Linux oui, Mac OS X oui, Windows oui, site web abricotine.brrd.fr"),
        (14, "MacDown: licence MIT, Mac OS X oui, site web macdown.uranusjr.com"),  # "-": no value
        (18, "version 0.0.1: date 23.08.2019, commentaire structure de base du document (vide)"),
        (19, "version 0.1: date 5.09.2019, commentaire 1ère version")]
    assert [(s.line, s.what, s.words) for s in reading.skipped] == [
        (11, "table header", 1), (16, "table header", 1)]


def test_a_table_of_figures_beside_names_is_still_left_out_without_a_lead_in() -> None:
    text = ("# Pays\n\nLes chiffres.\n\n| pays | population | surface |\n|---|---:|---:|\n| Belgique | 11.4 | 30689 |\n"
            "| Canada | 37.4 | 9984670 |\n\n| a | b |\n|---|---|\n| x | 1.5 mio. |\n| y | 2 kg |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Pays", "Les chiffres."]
    assert [(s.line, s.what) for s in reading.skipped] == [(5, "table"), (10, "table")]


def test_an_html_table_of_words_is_read_with_its_column_names() -> None:
    text = ("<table><tr><th>logiciel</th><th>licence</th><th>Windows</th></tr>"
            "<tr><td>Abricotine</td><td>GPLv3</td><td>oui</td></tr><tr><td>Atom</td><td>MIT</td><td>oui</td></tr>"
            "</table>\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Abricotine: licence GPLv3, Windows oui", "Atom: licence MIT, Windows oui"]
    assert [(s.line, s.what, s.words) for s in reading.skipped] == [(1, "table header", 1)]


def test_a_hard_line_break_ending_a_line_without_its_stop_is_a_pause() -> None:
    # grolimur/markdown-et-gitbook 01-markdown/02-titres.md (CC BY 4.0): two trailing spaces end each line
    text = ("`####` pour un titre de niveau 4   \n`#####` pour un titre de niveau 5   \n\n"
            "Zeile eins\\\nZeile zwei\\\nweiter unten,  \nund so fort.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == [
        '"####" pour un titre de niveau 4. "#####" pour un titre de niveau 5',
        "Zeile eins. Zeile zwei, weiter unten, und so fort."]


def test_layout_navigation_and_demo_tables_are_left_out_and_reported() -> None:
    # links only (a page's navigation), a README banner's logo beside its welcome, a syntax guide's demos
    text = ("# T\n\n| | |\n|---|---|\n| [Previous](a.md) | [Next](b.md) |\n\n"
            "| | |\n|---|---|\n| ![logo](logo.png) | Welcome to my site |\n\n"
            "| Left | Center | Right |\n|:--|:-:|--:|\n| a | b | c |\n\n"
            "| Column 1 | Column 2 | Column 3 |\n|---|---|---|\n| Row 1 | Cell | Cell |\n\n"
            "| Team | Role |\n|---|---|\n| Ana | Lead |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["T", "Ana: Lead"]
    assert [(s.line, s.what) for s in reading.skipped] == [
        (3, "navigation table"), (7, "layout table"), (11, "demo table"), (15, "demo table"), (19, "table header")]


def test_a_header_of_its_first_cell_only_is_a_title_above_several_rows_only() -> None:
    # a glossary's one row under "| Term | |": the column's name, never a title
    text = "| Term | |\n|---|---|\n| API | An interface |\n"
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["API: An interface"]
    assert [(s.what, s.words) for s in reading.skipped] == [("table header", 1)]


def test_a_hard_line_break_in_the_middle_of_a_clause_is_a_space() -> None:
    # two spaces left at the ends of hard-wrapped lines: no stop before a price, a number, a quote or code
    text = ("The ticket for the whole family costs  \n$20 per person, and children under  \n5 go free. Bring your  \n"
            "\"lucky\" charm and your own  \nlunch box.\n\n"
            "Run the installer and then open the  \n`config.yaml` file in the  \neditor of your choice.\n\n"
            "Roses are red and the sky is so blue  \nViolets are sweet and so are you  \nSugar is sweet  \nand so on.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == [
        'The ticket for the whole family costs $20 per person, and children under 5 go free. Bring your "lucky"'
        " charm and your own lunch box.",
        "Run the installer and then open the config.yaml file in the editor of your choice.",
        "Roses are red and the sky is so blue. Violets are sweet and so are you. Sugar is sweet and so on."]


def test_a_pipe_between_words_of_inline_code_is_named_never_a_pause() -> None:
    # brianc/node-postgres docs/pages/apis/result.mdx (MIT); wailsapp/wails installation.mdx (MIT), French
    text = ("The count is `result.rowCount: int | null` today.\n\nVérifiez : `echo $PATH | grep go/bin`.\n\n"
            "Use `a||b` and `x |y`, a table | row.\n")
    blocks = MarkdownReader().read(text.encode(), "page.md").blocks
    assert [b.text for b in blocks] == ['The count is result.rowCount: int "|" null today.',
                                        'Vérifiez : echo $PATH "|" grep go/bin.', "Use a||b and x |y, a table | row."]
    assert for_speech(blocks[0].text, "en") == "The count is result.rowCount: int vertical bar null today."
    assert for_speech(blocks[1].text, "fr").startswith("Vérifiez : echo $PATH barre verticale grep")


# docsifyjs/docs-es (MIT): a Vue counter in an HTML block, its value on a line of its own between the buttons
VUE_COUNTER = """\
# Contador

El contador:

<output id="contador">
  <button @click="count -= 1">-</button>
  {{ count }}
  <button @click="count += 1">+</button>
</output>

Fin.
"""


def test_a_vue_template_in_an_html_block_is_one_block_of_html() -> None:
    reading = MarkdownReader().read(VUE_COUNTER.encode("utf-8"), "content/a.md")
    assert [block.text for block in reading.blocks] == ["Contador", "El contador:", "Fin."]
    assert reading.skipped == [Skipped(6, "<button>", 1), Skipped(7, "template tag {{ count }}", 1),
                               Skipped(8, "<button>", 1)]


@pytest.mark.parametrize(("markdown", "shown"), [
    ('<button @click="count++">Add</button> to the count.\n', "Add to the count."),
    ('<my-counter @update="save">\n  <b>Count</b>\n</my-counter>\n', "Count"),
    ('Code `<button @click="x">` here.\n', "Code button click x here."),
])
def test_vue_s_shorthand_attributes_leave_a_tag_a_tag(markdown: str, shown: str) -> None:
    assert [block.text for block in blocks(markdown)] == [shown]


def test_inline_code_is_kept_with_its_block_for_the_code_s_reading() -> None:
    text = ("# The `go/bin` folder\n\nAdd `go/bin`, not he/sh.\n\n- `0x0A` is a newline\n\n"
            "| Escape | Meaning |\n|---|---|\n| `\\n` | a newline, `0x0A` |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [(b.text, b.code) for b in reading.blocks] == [
        ("The go/bin folder", ((4, 10, "go/bin"),)), ("Add go/bin, not he/sh.", ((4, 10, "go/bin"),)),
        ("0x0A is a newline", ((0, 4, "0x0A"),)), ("\\n: a newline, 0x0A", ((0, 0, "\\n"), (0, 0, "0x0A")))]


# rt39 review's repro: a path in bold prose, then the same path as code; and a code span whose words are shown
# twice, once as prose before it
def test_inline_code_is_placed_where_it_is_not_where_its_words_are_first_shown() -> None:
    text = ("Edit **/etc/hosts** and then `/etc/hosts` again.\n\n"
            "The file `config.yml` sits next to config.yml and `config.yml` again.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [(b.text, b.code) for b in reading.blocks] == [
        ("Edit /etc/hosts and then /etc/hosts again.", ((25, 35, "/etc/hosts"),)),
        ("The file config.yml sits next to config.yml and config.yml again.",
         ((9, 19, "config.yml"), (48, 58, "config.yml")))]
    spoken = [for_speech(b.text, "en", code=[(start, end) for start, end, _ in b.code]) for b in reading.blocks]
    assert spoken[0].startswith("Edit /etc/hosts and then ") and "slash etc slash hosts again" in spoken[0]


def test_a_heading_that_is_inline_code_carries_its_code(tmp_path: Path) -> None:
    source = "# Guide\n\nIntro.\n\n## `GET /api/v1/users`\n\nText.\n\n### `--dry-run`\n\nMore.\n\n## Users\n\nEnd.\n"
    document = read(write(tmp_path, "page.md", source))
    assert [(s.title, s.title_code) for s in document.sections][1:] == [
        ("GET /api/v1/users", ((0, 17, "GET /api/v1/users"),)), ("Users", ())]
    assert document.sections[1].paragraphs[1].code == ((0, 9, "--dry-run"),)


# ubc-library-rc/intro-git "Participating Online.md" (CC BY 4.0): an image and a line break, then a heading on the
# next line; kramdown (Jekyll) and Python-Markdown end the image's paragraph at the heading
ZOOM_TOOLBAR = """\
# Participating online

The Zoom toolbar provides several ways to be part of the conversation:

<img src="images/zoom_toolbar.png" alt="Zoom toolbar" width="510"/>
<br/>
## Participants window
The _Participants_ window lists everyone in the session.
"""


def test_a_heading_right_under_an_image_s_line_is_a_heading() -> None:
    reading = MarkdownReader().read(ZOOM_TOOLBAR.encode("utf-8"), "content/a.md")
    assert [(block.level, block.text) for block in reading.blocks] == [
        (1, "Participating online"), (0, "The Zoom toolbar provides several ways to be part of the conversation:"),
        (0, "Zoom toolbar"), (2, "Participants window"), (0, "The Participants window lists everyone in the session.")]


@pytest.mark.parametrize(("markdown", "shown"), [
    # no heading under it: the image's lines run on to the blank line, as before
    ('<img src="a.png" alt="Map of the site"/>\nThe map shows # signs.\n', ["Map of the site The map shows # signs."]),
    # a block element's lines run on to a blank line: CommonMark's HTML block, never cut at a "#" line
    ('<div class="note">\n## Not a heading\n</div>\n', ["## Not a heading"]),
])
def test_lines_under_an_image_without_a_heading_stay_one_block(markdown: str, shown: list[str]) -> None:
    assert [block.text for block in blocks(markdown)] == shown


# EduMIPS64/edumips64 docs/developer-guide.md: a hand-written table of contents, one link paragraph per heading
HAND_WRITTEN_CONTENTS = """\
# EduMIPS64 Developer Guide

## Table of Contents

[Requirements](#requirements)

[Main Gradle tasks](#main-gradle-tasks)

[Compiling under Windows](#windows)

## Requirements

All requirements are available in the Development Container image.

## Main Gradle tasks

Run the tasks with Gradle.

## Windows

Use the wrapper.
"""


def test_a_hand_written_table_of_contents_is_left_out_with_its_title() -> None:
    reading = MarkdownReader().read(HAND_WRITTEN_CONTENTS.encode(), "content/a.md")
    assert [block.text for block in reading.blocks] == [
        "EduMIPS64 Developer Guide", "Requirements", "All requirements are available in the Development Container"
        " image.", "Main Gradle tasks", "Run the tasks with Gradle.", "Windows", "Use the wrapper."]
    assert reading.skipped == [Skipped(3, "table of contents", 10)]


@pytest.mark.parametrize("contents", [
    "- [Intro](#intro)\n- [Usage](#usage)\n",  # a list named as the headings, without a title
    "## Contents\n\n1. [Intro](#intro)\n   - [Usage](#usage)\n",  # numbered, nested, titled
    "**Contents**\n\n[Intro](#intro) | [Usage](#usage)\n",  # a bold title, the entries on one line
])
def test_tables_of_contents_in_lists_are_left_out(contents: str) -> None:
    text = f"# Guide\n\n{contents}\n## Intro\n\nSome text.\n\n## Usage\n\nUse it.\n"
    shown = [block.text for block in blocks(text)]
    assert shown[-4:] == ["Intro", "Some text.", "Usage", "Use it."]
    assert shown == ["Guide", *shown[-4:]]


@pytest.mark.parametrize("links", [
    "- [Install the tool](#install)\n- [Run it](#run)\n",  # steps linking to paragraphs: no such headings
    "- [Intro](#intro)\n- [Python docs](https://docs.python.org)\n",  # a link away from the page
    "See [Intro](#intro) and [Usage](#usage) first.\n",  # links among words
    "- [Intro](#intro)\n- [Read on](#usage)\n",  # untitled, only half named as their headings
])
def test_lists_of_links_that_are_no_table_of_contents_are_read(links: str) -> None:
    text = f"# Guide\n\n{links}\n## Intro\n\nSome text.\n\n## Usage\n\nUse it.\n"
    assert len(blocks(text)) > 5


def test_a_blank_line_of_breaks_or_a_label_after_a_break_ends_the_line_before_however_long() -> None:
    # Code-the-Change-YYC/Mindfuel-Activity-Board mdbook: an API's fields, one per <br> line, one line long
    text = ("`v1/api/users`<br><br>\n**Methods**: `GET`<br>\n**Description**: Gets historical users and the total"
            " counts of users, uniques cities and unique countries relative to the given start date.<br>\n"
            "**Parameters**:\n\n"
            "The ticket for the whole family and for the friends who come along with them costs<br>\n"
            "Twenty Dollars per person: children under five go free.\n")
    assert [b.text for b in blocks(text)] == [
        "v1/api/users. Methods: GET. Description: Gets historical users and the total counts of users, uniques"
        " cities and unique countries relative to the given start date. Parameters:",
        "The ticket for the whole family and for the friends who come along with them costs Twenty Dollars per"
        " person: children under five go free."]


def test_a_footnote_mark_raised_after_a_comma_is_taken_out_and_a_power_stays() -> None:
    # MPI-SWS/genmc doc/manual (GPL-3.0): the memory models, each with its note's mark
    text = ("GenMC runs under the RC11,<sup>1</sup> IMM,<sup>2</sup> and LKMM<sup>3</sup> memory models.\n\n"
            "The room is 20 m<sup>2</sup> and the cube x<sup>3</sup>, 10<sup>6</sup> cells.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == [
        "GenMC runs under the RC11, IMM, and LKMM memory models.", "The room is 20 m2 and the cube x3, 106 cells."]
    assert [s.what for s in reading.skipped] == [f"footnote mark <sup>{n}</sup>" for n in (1, 2, 3)]


def test_a_bare_markdown_attribute_reads_the_figure_as_markdown_and_its_caption_once() -> None:
    # BeamMP/Docs docs/en/server/create-a-server.md (md_in_html): a picture without alt text, one with a caption
    text = ('From the homepage click on "Keys":\n\n<figure markdown>\n  ![](../../assets/keymaster_homepage.png)\n'
            "</figure>\n\n<figure markdown>\n  ![The keys page](../assets/keys.png)\n"
            "  <figcaption>The keys page</figcaption>\n</figure>\n\n<figure>\n  The keys page\n</figure>\n")
    assert [b.text for b in blocks(text)] == [
        'From the homepage click on "Keys":', "The keys page", "The keys page"]


def test_lines_of_code_in_a_table_s_cell_are_left_out_and_one_line_is_read() -> None:
    # Code-the-Change-YYC/Mindfuel-Activity-Board mdbook: an API's parameters, each with its example in <pre>
    text = ("| Parameter | Example |\n| --- | --- |\n| `startDate` | <pre>2022-10-04T14:48:00.000Z</pre> |\n"
            "| `bounds` | <pre>{<br> lat: {<br> lower: -49.68,<br> upper: 84.71<br>}, <br> lng: 3<br>}</pre> |\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["startDate: 2022-10-04T14:48:00.000Z", "bounds"]
    assert reading.skipped == [Skipped(1, "table header", 2), Skipped(4, "code block", 11)]


_TABS_PAGE = ("# Data structure\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n"
              "<Tabs>\n  <TabItem value=\"a\" label=\"Files per station\">\n"
              "    The data is split by measuring station.\n\n"
              "    We strongly recommend that you download the aggregated data.\n\n"
              "    | Identifier | Description |\n    |---|---|\n    | `tre200s0` | Air temperature |\n"
              "  </TabItem>\n</Tabs>\n")


def test_a_docusaurus_md_page_is_mdx_and_its_tab_s_indented_paragraphs_and_table_are_read(tmp_path: Path) -> None:
    # MeteoSwiss/opendata docs/a-data-groundbased/a1-automatic-weather-stations.md: Docusaurus parses .md as MDX,
    # which has no indented code; a <TabItem>'s paragraphs are indented by the component's nesting
    (tmp_path / "docusaurus.config.js").write_text("module.exports = { title: 'Open data' };\n")
    (tmp_path / "docs").mkdir()
    page = write(tmp_path / "docs", "page.md", _TABS_PAGE)
    assert paragraphs_of(read(page)) == [
        "Files per station: The data is split by measuring station.",
        "We strongly recommend that you download the aggregated data.", "tre200s0: Air temperature"]


def test_indented_code_stays_code_in_plain_markdown_and_where_docusaurus_reads_md_as_commonmark(
        tmp_path: Path) -> None:
    text = "# Setup\n\nRun this:\n\n    make install PREFIX=/usr\n\nThen restart.\n"
    plain = write(tmp_path, "plain.md", text)
    assert paragraphs_of(read(plain)) == ["Run this:", "Then restart."]
    site = tmp_path / "site"
    (site / "docs").mkdir(parents=True)
    (site / "docusaurus.config.ts").write_text("export default { markdown: { format: 'detect' } };\n")
    assert paragraphs_of(read(write(site / "docs", "page.md", text))) == ["Run this:", "Then restart."]


def test_a_quarto_list_item_opening_with_a_callout_goes_on_with_its_indented_paragraph(tmp_path: Path) -> None:
    # eu-parc/project-dmp-guide: item "2." begins on the next line with a callout, then a paragraph of the item
    text = ("# Registering\n\n1.  Use the link to register.\n\n2.  \n    ::: {.callout-note}\n"
            "    We suggest that projects agree on their roles.\n    :::\n\n"
            "    One project member should create the DMP project.\n\n3.  Then you reach the home screen.\n")
    assert paragraphs_of(read(write(tmp_path, "index.qmd", text))) == [
        "Use the link to register.", "Note: We suggest that projects agree on their roles.",
        "One project member should create the DMP project.", "Then you reach the home screen."]


def test_bookdown_references_read_as_what_they_name_and_labels_are_silent() -> None:
    # AdamGohs/RMC-Filter-Evaluation-Continuation-Toolbox-Technical-Manual chapters: "Figure \@ref(fig:…)", a
    # section's "\@ref(id)", and an equation's "(\#eq:…)" label
    text = ("# Filter gradation {#gradation}\n\n"
            "As shown in Figure \\@ref(fig:figure-28) and Table \\@ref(tab:table-1), see \\@ref(gradation).\n\n"
            "Equation \\@ref(eq:equation-1) holds.\n\n"
            "\\begin{equation}\n  C_u = D_{60}\n  (\\#eq:equation-1)\n\\end{equation}\n")
    said = [b.text for b in blocks(text, "content/a.Rmd")]
    assert said[1:3] == ["As shown in the figure and the table, see Filter gradation.", "The equation holds."]
    assert "#eq" not in said[3] and "equation-1" not in said[3]


def test_an_at_ref_outside_bookdown_and_in_plain_markdown_is_left_as_written() -> None:
    text = "Write \\@ref(fig:x) to refer to a figure in bookdown.\n"
    assert [b.text for b in blocks(text, "content/a.md")] == ["Write @ref(fig:x) to refer to a figure in bookdown."]


def test_an_mdx_expression_reads_the_page_s_constant_or_is_left_out_and_reported() -> None:
    # Horizontal-org/Tella-website docs (Docusaurus MDX): "({DESKTOP_RELEASE.version})" from an imported module;
    # a value the page itself exports is read
    text = ("import { DESKTOP_RELEASE } from '@site/src/config/desktop-release';\n"
            "export const APP = { version: '2.3.0', builds: 41 };\nexport const channel = 'stable';\n\n"
            "# Desktop\n\nRelease notes for the latest version ({DESKTOP_RELEASE.version}) are on GitHub.\n\n"
            "The app {APP.version} is build {APP.builds} on the {channel} channel.\n\n"
            "Type `{APP.version}` in the template.\n")
    reading = MarkdownReader().read(text.encode(), "page.mdx")
    assert [b.text for b in reading.blocks][1:] == [
        "Release notes for the latest version are on GitHub.", "The app 2.3.0 is build 41 on the stable channel.",
        "Type {APP.version} in the template."]
    assert Skipped(7, "expression {DESKTOP_RELEASE.version} (its value is not in the page)", 0) in reading.skipped


def test_braces_in_plain_markdown_are_text_not_expressions() -> None:
    text = "Write {name} where the name goes, and {APP.version} too.\n"
    assert [b.text for b in blocks(text, "content/a.md")] == [
        "Write {name} where the name goes, and {APP.version} too."]


def test_a_sentence_broken_before_a_capital_noun_and_a_longer_label_goes_on() -> None:
    # German capitalises its nouns: a line breaking before "Hinweise zur Sicherheit:" goes on; a one-word label
    # after a break still ends the line before it; "see" takes the next line as its object
    text = ("Bitte beachten Sie die folgenden wichtigen und ausführlichen<br>\n"
            "Hinweise zur Sicherheit: Tragen Sie Handschuhe.\n\n"
            "Die Anleitung liegt dem Gerät in gedruckter Form bei<br>\nHinweis: Sie ist auch online.\n\n"
            "For other types of gatherings for mapping see<br>\nWeekend Mapping Projects\n")
    assert [b.text for b in blocks(text)] == [
        "Bitte beachten Sie die folgenden wichtigen und ausführlichen Hinweise zur Sicherheit: Tragen Sie Handschuhe.",
        "Die Anleitung liegt dem Gerät in gedruckter Form bei. Hinweis: Sie ist auch online.",
        "For other types of gatherings for mapping see Weekend Mapping Projects"]


def test_a_raised_number_after_a_number_s_stop_is_its_decimals_not_a_note() -> None:
    text = ("Now only $5.<sup>99</sup> per unit, was $7.<sup>49</sup>. See section 3.<sup>2</sup> and"
            " RC11,<sup>1</sup> IMM.<sup>2</sup>\n")
    assert [b.text for b in blocks(text)] == ["Now only $5.99 per unit, was $7.49. See section 3.2 and RC11, IMM."]


@pytest.mark.parametrize(("markdown", "expected", "skipped"), [
    # mf39: an untitled contents after a lead-in ending in ":" takes the lead-in with it
    ("# T\n\n## Setup\n\nA.\n\n## Troubleshooting\n\nB.\n\nSee also:\n\n- [Setup](#setup)\n"
     "- [Troubleshooting](#troubleshooting)\n\nThe two sections above cover it.\n",
     ["T", "Setup", "A.", "Troubleshooting", "B.", "The two sections above cover it."],
     [Skipped(11, "table of contents", 4)]),
    ("# Menu\n\nChoose a dish:\n\n- [Soup](#soup)\n- [Salad](#salad)\n\n## Soup\n\nHot.\n\n## Salad\n\nCold.\n",
     ["Menu", "Soup", "Hot.", "Salad", "Cold."], [Skipped(3, "table of contents", 5)]),
    # a sentence before the list that is no lead-in stays
    ("# Menu\n\nWe cook every day.\n\n- [Soup](#soup)\n- [Salad](#salad)\n\n## Soup\n\nHot.\n\n## Salad\n\nCold.\n",
     ["Menu", "We cook every day.", "Soup", "Hot.", "Salad", "Cold."], [Skipped(5, "table of contents", 2)]),
    # a titled list with an entry leading off the page is read whole, never only its nested list left out
    ("# P\n\n## Table of contents\n\n* [Getting started](#getting-started)\n* [Advanced topics](#advanced-topics)\n"
     "  * [Plugins](#plugins)\n  * [Themes](#themes)\n* [Changelog](CHANGELOG.md)\n\n## Getting started\n\nA.\n\n"
     "## Advanced topics\n\nB.\n\n### Plugins\n\nC.\n\n### Themes\n\nD.\n",
     ["P", "Table of contents", "Getting started", "Advanced topics", "Plugins", "Themes", "Changelog",
      "Getting started", "A.", "Advanced topics", "B.", "Plugins", "C.", "Themes", "D."], []),
])
def test_a_contents_lead_in_goes_with_it_and_a_list_is_a_contents_whole_or_not_at_all(
        markdown: str, expected: list[str], skipped: list[Skipped]) -> None:
    reading = MarkdownReader().read(markdown.encode(), "content/a.md")
    assert [block.text for block in reading.blocks] == expected
    assert reading.skipped == skipped


def test_a_hugo_theme_s_buttons_to_other_pages_are_navigation_left_out_and_reported() -> None:
    # Geekdoc's "previous" and "next" buttons at a page's top and bottom (relref), hugo-book's to a page of the site
    # (href="/"): the site's navigation, reported with their labels; a button to another site is what the page offers
    page = Path(__file__).parent / "data" / "geekdoc-buttons.md"
    read = MarkdownReader().read(page.read_bytes() + (
        b'\n\n{{<button href="/">}}Home{{</button>}}\n\n'
        b'{{<button href="https://github.com/alex-shpak/hugo-book">}}Github{{</button>}}\n'), "installation.md")
    texts = [b.text for b in read.blocks]
    assert not any("Getting started" in text or "FAQs" in text or text == "Home" for text in texts)
    assert texts[0].startswith("RAWRR is an executable") and texts[-1] == "Github"
    assert [(item.line, item.what, item.words) for item in read.skipped if "navigation" in item.what] == [
        (9, "navigation button 'Getting started' (a link to another page)", 2),
        (11, "navigation button 'FAQs' (a link to another page)", 1),
        (27, "navigation button 'Getting started' (a link to another page)", 2),
        (29, "navigation button 'FAQs' (a link to another page)", 1),
        (33, "navigation button 'Home' (a link to another page)", 1)]


@pytest.mark.parametrize(("markdown", "expected"), [
    # rt39an (AudiTranscribe/AudiTranscribe-Documentation setup/setup-wizard.md): a procedure whose items send the
    # listener to a step by its number: each item read with it
    ("# Setup Wizard\n\n1. When AudiTranscribe is launched for the first time, this screen will be shown.\n"
     "2. A prompt asking whether FFmpeg is installed is shown.\n"
     "    * if you **see an error**, proceed to **Step 3**.\n"
     "3. Failure to locate FFmpeg will result in the following screen show up.\n",
     ["Setup Wizard", "Step 1: When AudiTranscribe is launched for the first time, this screen will be shown.",
      "Step 2: A prompt asking whether FFmpeg is installed is shown.", "if you see an error, proceed to Step 3.",
      "Step 3: Failure to locate FFmpeg will result in the following screen show up."]),
    # ConexoLA/Rawrr_doc_es docs/content/2 Uso/instalacion.md: in Spanish, the page's own word; FreshRSS/FreshRSS
    # docs/fr/users/06_Mobile_access.md, in French; a list numbered "1." throughout shows 1, 2, 3
    ("1. Modificar RAWRR. Una vez que termines tus cambios, ve al paso 2.\n1. Generar el ejecutable de RAWRR.\n",
     ["Paso 1: Modificar RAWRR. Una vez que termines tus cambios, ve al paso 2.", "Paso 2: Generar el ejecutable de"
      " RAWRR."]),
    ("1. Dans la section « Profil », cliquer sur le lien.\n2. Cliquer sur le premier lien :\n"
     "\t* Si vous obtenez `PASS`, tout est bon : passer à l’étape 1.\n",
     ["Étape 1: Dans la section « Profil », cliquer sur le lien.", "Étape 2: Cliquer sur le premier lien :",
      "Si vous obtenez PASS, tout est bon : passer à l’étape 1."]),
    # must not fire: no step referred to by number; steps the page labels itself (headings, bold labels); a count
    # ("step 2 times"); a nested list (its numbers are no steps of the page's)
    ("Follow these steps:\n\n1. Open the settings.\n2. Choose a theme.\n",
     ["Follow these steps:", "Open the settings.", "Choose a theme."]),
    ("## Step 1: Install\n\n1. Download it.\n2. Run it.\n\nThen go on to step 2.\n",
     ["Step 1: Install", "Download it.", "Run it.", "Then go on to step 2."]),
    ("1. **Step 1:** Open it.\n2. **Step 2:** Close it, or go back to step 1.\n",
     ["Step 1: Open it.", "Step 2: Close it, or go back to step 1."]),
    ("Repeat step 2 times.\n\n1. Open.\n2. Close.\n", ["Repeat step 2 times.", "Open.", "Close."]),
    ("1. Open it, then go to step 2.\n2. Choose:\n   1. Light.\n   2. Dark.\n",
     ["Step 1: Open it, then go to step 2.", "Step 2: Choose:", "Light.", "Dark."]),
])
def test_a_procedure_the_page_refers_to_by_step_numbers_is_read_with_them(markdown: str, expected: list[str]) -> None:
    assert [block.text for block in blocks(markdown)] == expected


def test_a_go_template_in_a_readme_s_inline_code_is_shown_as_written(tmp_path: Path) -> None:
    # rt39an (cenk1cenk2/pipes buildah/README.md): a flag's default in <code> and a tag template in a code span keep
    # their {{ }}; a Jekyll site runs Liquid in code too (must not fire there)
    source = ("| Flag | Default |\n|---|---|\n| `--tags-file` | <code>\".published-container-images_{{ $ \\| join"
              " \\\",\\\" \\| sha256sum }}\"</code> |\n\nThe default tag template is `{{ index $ 1 }}_{{ index $ 2 }}`.\n")
    readme = write(tmp_path, "README.md", source)
    assert paragraphs_of(read(readme)) == [
        '--tags-file: ".published-container-images_{{ $ | join "," | sha256sum }}"',
        'The default tag template is "{{" index "$" 1 "}}" "_" "{{" index "$" 2 "}}".']
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "_config.yml").write_text("title: Site\n", encoding="utf-8")
    page = write(tmp_path / "site", "page.md", "The default tag template is `{{ site.title }}_{{ page.x }}`.\n")
    assert paragraphs_of(read(page)) == ["The default tag template is Site_."]


def test_a_fence_right_after_an_html_tag_is_code_not_text() -> None:
    # rt39an (machow/quartodoc docs/get-started/sidebar.qmd): <details> then a fence with no blank line between,
    # which Pandoc reads as code; closed in the block, or cut off by a blank line an include left
    reading = MarkdownReader().read(
        b"Here is what the sidebar looks like:\n\n<details>\n```yaml\nwebsite:\n  sidebar: true\n```\n</details>\n\n"
        b"That is all.\n\nOr with an include:\n\n<details>\n```yaml\n\n```\n</details>\n", "content/sidebar.qmd")
    assert [b.text for b in reading.blocks] == ["Here is what the sidebar looks like:", "That is all.",
                                                "Or with an include:"]
    assert [(s.line, s.what) for s in reading.skipped][:2] == [(4, "code block"), (15, "code block")]


# a bookdown or MathJax page's macros, defined in its text (rt39 review, item 11)
def test_a_latex_macro_definition_line_is_left_out_and_reported() -> None:
    text = ("\\newcommand{\\R}{\\mathbb{R}}\n\\renewcommand{\\vec}[1]{\\mathbf{#1}}\n\n"
            "Let $x$ be real.\n\nThe \\newcommand{\\R}{\\mathbb{R}} line defines a macro.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == [
        "Let x be real.", "The \\newcommand{\\R}{\\mathbb{R}} line defines a macro."]
    assert [(s.line, s.what) for s in reading.skipped] == [
        (1, "LaTeX macro definition \\newcommand{\\R}{\\mathbb{R}}"),
        (2, "LaTeX macro definition \\renewcommand{\\vec}[1]{\\mathbf{#1}}")]
