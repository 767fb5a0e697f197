"""Episode scripts: templates around the document's text, translations, slugs."""

from __future__ import annotations

import gettext
import os
import re
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import ClassVar

import pytest

from audioguide.common.errors import TemplateError
from audioguide.config import PauseConfig
from audioguide.text.documents import Document, Paragraph, Section, read_document
from audioguide.text.prepare import cues_for
from audioguide.text.script import EpisodeScript, GuideInfo, ScriptParagraph, ScriptRenderer, episode_slug, sentence
from tests.support import ROOT, run_cli

GUIDE_000 = "content/000_52f206e528357c55.txt"
GUIDE_004 = "content/004_eaaa4179d82a9fdd.txt"
TITLE_000 = "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible"
TITLE_004 = "When the Narcissist Realises You Are Done"
PUBLISHED = datetime(2026, 11, 2, 8, tzinfo=timezone.utc)
NOTE = "This guide talks about emotional abuse. It is no substitute for professional help"
GUIDE = GuideInfo("Walking Away: Leaving a Narcissist, Safely", "The Walking Away Project", NOTE)


def renderer(guide: GuideInfo = GUIDE, translations: gettext.NullTranslations | None = None,
             template_dirs: tuple[Path, ...] = ()) -> ScriptRenderer:
    return ScriptRenderer(guide, translations or gettext.NullTranslations(), template_dirs)


def document(name: str, **options: object) -> Document:
    return read_document(ROOT / name, name, part_words=350, drop_patterns=["(?i)please give it a like"], **options)


def episode_000(next_title: str | None = TITLE_004) -> EpisodeScript:
    return renderer().episode(document(GUIDE_000), number=1, title=TITLE_000, language="en",
                              published=PUBLISHED, next_title=next_title)


def episode_004(r: ScriptRenderer | None = None) -> EpisodeScript:
    return (r or renderer()).episode(document(GUIDE_004, title=TITLE_004), number=2, title=TITLE_004,
                                     language="en", published=PUBLISHED, next_title=None)


def texts(paragraphs: list[ScriptParagraph] | tuple[ScriptParagraph, ...], kind: str) -> list[str]:
    return [p.text for p in paragraphs if p.kind == kind]


# ---------------------------------------------------------------- intro, announcements, outro


def test_intro_with_content_note() -> None:
    assert renderer().render("intro.txt.j2", "intro", episode={"number": 1, "title": "The Start"}) == [
        ScriptParagraph("intro", "Walking Away: Leaving a Narcissist, Safely."),
        ScriptParagraph("intro", "Episode 1: The Start."),
        ScriptParagraph("intro", NOTE + "."),
    ]


def test_intro_without_content_note() -> None:
    r = renderer(GuideInfo("Guide Title", "Author", None))
    assert texts(r.render("intro.txt.j2", "intro", episode={"number": 12, "title": "Why?"}), "intro") == [
        "Guide Title.", "Episode 12: Why?",
    ]


@pytest.mark.parametrize("chapter, text", [
    ({"kind": "heading", "number": 2, "title": "The Trauma Bond"}, "Chapter 2: The Trauma Bond."),
    ({"kind": "heading", "number": 3, "title": "Why Leave?"}, "Chapter 3: Why Leave?"),
    ({"kind": "part", "number": 2, "title": "Part 2"}, "Part 2."),
    ({"kind": "titled", "number": 2, "title": "Step 1: Install"}, "Step 1: Install."),
])
def test_chapter_announcement(chapter: dict[str, object], text: str) -> None:
    assert renderer().render("chapter.txt.j2", "announcement", chapter=chapter) == [
        ScriptParagraph("announcement", text),
    ]


def test_outro_with_next_episode() -> None:
    outro = renderer().render("outro.txt.j2", "outro", episode={"number": 1, "next_title": "When Done"})
    assert texts(outro, "outro") == [
        "This was episode 1 of Walking Away: Leaving a Narcissist, Safely. Next: When Done.",
        "Written by The Walking Away Project. Thank you for listening.",
    ]


def test_outro_without_next_episode() -> None:
    outro = renderer().render("outro.txt.j2", "outro", episode={"number": 2, "next_title": None})
    assert texts(outro, "outro") == [
        "This was episode 2 of Walking Away: Leaving a Narcissist, Safely.",
        "Written by The Walking Away Project. Thank you for listening.",
    ]


def test_outro_after_a_guide_title_ending_in_a_question_mark() -> None:
    # A guide title ending in "?" gets no extra full stop ("Leave?." would be wrong).
    r = renderer(GuideInfo("Why Can’t I Leave?", "Author", None))
    outro = r.render("outro.txt.j2", "outro", episode={"number": 1, "next_title": None})
    assert outro[0].text == "This was episode 1 of Why Can’t I Leave?"


@pytest.mark.parametrize("text, expected", [
    ("Hi", "Hi."),
    ("  Hi  ", "Hi."),
    ("Hi?", "Hi?"),
    ("Wait…", "Wait…"),
    ("Note:", "Note:"),
    ('He said "no."', 'He said "no."'),
    ("Ends “quoted!”", "Ends “quoted!”"),
    ("A (b)", "A (b)."),
    ("", ""),
])
def test_sentence_filter(text: str, expected: str) -> None:
    assert sentence(text) == expected


# ---------------------------------------------------------------- whole episodes


def test_episode_from_sample_000() -> None:
    script = episode_000()
    assert (script.number, script.slug, script.title, script.document_id, script.language, script.published) == (
        1, "01-the-narcissist-wont-let-you-go", TITLE_000, "000_52f206e528357c55", "en", PUBLISHED,
    )
    assert [c.title for c in script.chapters] == [
        TITLE_000,
        "Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)",
        "The Trauma Bond Nobody Warned You About",
        "Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”",
        "The Sunk Cost Trap That Keeps You Stuck",
    ]
    assert [texts(c.paragraphs, "announcement") for c in script.chapters] == [
        [],
        ["Chapter 1: Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)."],
        ["Chapter 2: The Trauma Bond Nobody Warned You About."],
        ["Chapter 3: Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”."],
        ["Chapter 4: The Sunk Cost Trap That Keeps You Stuck."],
    ]
    first, last = script.chapters[0].paragraphs, script.chapters[-1].paragraphs
    assert [p.kind for p in first[:4]] == ["intro", "intro", "intro", "text"]
    assert texts(first, "intro")[1] == f"Episode 1: {TITLE_000}."
    assert texts(last, "outro")[0].endswith(f"Next: {TITLE_004}.")
    assert all(not texts(c.paragraphs, "outro") for c in script.chapters[:-1])


def test_text_paragraphs_carry_their_source_line() -> None:
    script = episode_000()
    refs = [p.ref for c in script.chapters for p in c.paragraphs if p.kind == "text"]
    assert refs[:3] == [f"{GUIDE_000}:3", f"{GUIDE_000}:5", f"{GUIDE_000}:7"]
    assert refs[-1] == f"{GUIDE_000}:61"
    assert len(refs) == 26
    assert all(p.ref is None for c in script.chapters for p in c.paragraphs if p.kind != "text")
    trauma = script.chapters[2].paragraphs[1]
    assert (trauma.ref, trauma.text[:40]) == (f"{GUIDE_000}:27", "When someone alternates cruelty with aff")


def test_parts_are_titled_and_announced_from_the_second_on() -> None:
    script = episode_004()
    assert script.slug == "02-when-the-narcissist-realises-you-are-done"
    assert [c.title for c in script.chapters] == ["Part 1", "Part 2", "Part 3"]
    assert [texts(c.paragraphs, "announcement") for c in script.chapters[1:]] == [["Part 2."], ["Part 3."]]
    assert texts(script.chapters[-1].paragraphs, "outro")[0] == (
        "This was episode 2 of Walking Away: Leaving a Narcissist, Safely."
    )


def test_first_chapter_is_not_announced() -> None:
    # The first part is not announced (nor the text before a first heading, as in sample 000).
    assert texts(episode_004().chapters[0].paragraphs, "announcement") == []


# andysalerno/andysalerno_src content/posts/another-one.md: the text starts at a heading.
STEPS = """\
---
title: "How to create a Hugo-based markdown blog"
date: 2020-08-02T15:48:23-07:00
---

## Step 1: The spark ignites

Oooh, look at this cool person's blog post that was posted on Hacker News... Why don't I have cool, minimal blog like this?

## Step 2: Pick your theme

Spend two hours browsing minimal [Hugo themes](https://themes.gohugo.io/) until you find one that's simple yet functional.
"""  # noqa: E501 - the post's paragraphs as written


def markdown_episode(tmp_path: Path, name: str, markdown: str, r: ScriptRenderer | None = None,
                     language: str = "en") -> EpisodeScript:
    path = tmp_path / name
    path.write_text(markdown, encoding="utf-8")
    document = read_document(path, f"content/{name}", part_words=350)
    return (r or renderer()).episode(document, number=1, title=document.title, language=language,
                                     published=PUBLISHED, next_title=None)


def test_the_first_chapter_is_announced_when_the_text_starts_at_a_heading(tmp_path: Path) -> None:
    # A listener who first hears "Chapter 2" has missed chapter 1; its title is not the episode's.
    assert markdown_episode(tmp_path, "another-one.md", STEPS).text() == (
        "Walking Away: Leaving a Narcissist, Safely.\n\n"
        "Episode 1: How to create a Hugo-based markdown blog.\n\n"
        f"{NOTE}.\n\n"
        "Step 1: The spark ignites.\n\n"
        "Oooh, look at this cool person's blog post that was posted on Hacker News... Why don't I have cool,"
        " minimal blog like this?\n\n"
        "Step 2: Pick your theme.\n\n"
        "Spend two hours browsing minimal Hugo themes until you find one that's simple yet functional.\n\n"
        "This was episode 1 of Walking Away: Leaving a Narcissist, Safely.\n\n"
        "Written by The Walking Away Project. Thank you for listening.\n"
    )


# ClickHouse/clickhouse-docs docs/integrations/data-visualization/embeddable-and-clickhouse.md, cut short.
NUMBERED = """\
# Connecting Embeddable to ClickHouse

In Embeddable you define Data Models and Components in code.

## 1. Gather your connection details

To connect to ClickHouse with HTTP(S) you need this information.

## 2. Create a ClickHouse connection type

You add a database connection using Embeddable API.

## Troubleshooting

Check the credentials.
"""


def test_a_document_that_numbers_its_headings_hears_its_numbers_only(tmp_path: Path) -> None:
    # Its text before the first heading is chapter 1 here: "Chapter 2: 1. Gather…" said two numbers.
    script = markdown_episode(tmp_path, "embeddable.md", NUMBERED)
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == [
        "Chapter 1: Gather your connection details.", "Chapter 2: Create a ClickHouse connection type.",
        "Troubleshooting."]
    assert [c.title for c in script.chapters][1:] == [
        "1. Gather your connection details", "2. Create a ClickHouse connection type", "Troubleshooting"]


def test_one_heading_with_a_number_among_others_is_announced_as_ever(tmp_path: Path) -> None:
    # The intro before the first heading is read after the episode's intro, unannounced: no chapter.
    script = markdown_episode(tmp_path, "python.md", "Intro.\n\n## Python 3: what is new\n\nText.\n\n"
                              "## Upgrading\n\nMore.\n")
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == [
        "Chapter 1: Python 3: what is new.", "Chapter 2: Upgrading."]


def test_headings_numbered_by_a_space_alone_are_their_sections_numbers() -> None:
    # Media Manager's manual printed from Markdown: "1 Einleitung" is chapter 1, "Einleitung" (the number was
    # said again, in German as an article: "Kapitel eins: eine Einleitung").
    path = ROOT / "tests/text/readers/data/mediamanager-handbuch.pdf"
    document = read_document(path, "docs/Handbuch.pdf", part_words=350)
    script = renderer().episode(document, number=1, title="Media Manager", language="de", published=PUBLISHED,
                                next_title=None)
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == [
        "Chapter 1: Einleitung.", "Chapter 2: Hilfemenü.", "Chapter 3: Kataloge bearbeiten.",
        "Chapter 4: Übersichtsmenü.", "Chapter 5: Medien und Medienteile bearbeiten.", "Chapter 6: Einstellungen.",
        "Chapter 7: Analysemenü.", "Chapter 8: Nützliche Tastenkombinationen."]


def test_titles_that_open_with_a_number_out_of_order_keep_it(tmp_path: Path) -> None:
    script = markdown_episode(tmp_path, "tips.md", "# Tips\n\nIntro.\n\n## 10 tips for writers\n\nText.\n\n"
                              "## 3 ways to publish\n\nMore.\n")
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == [
        "Chapter 1: 10 tips for writers.", "Chapter 2: 3 ways to publish."]


@pytest.mark.parametrize(("headings", "said"), [
    (["3 reasons to switch"], ["Chapter 1: 3 reasons to switch."]),  # a lone heading is never numbered
    (["3 ways to deploy", "5 mistakes to avoid", "7 habits of good teams"],
     ["Chapter 1: 3 ways to deploy.", "Chapter 2: 5 mistakes to avoid.", "Chapter 3: 7 habits of good teams."]),
    (["1 Timothy", "2 Timothy", "Titus"], ["Chapter 1: 1 Timothy.", "Chapter 2: 2 Timothy.", "Chapter 3: Titus."]),
    (["1 Corinthians", "2 Corinthians"], ["Chapter 1: 1 Corinthians.", "Chapter 2: 2 Corinthians."]),
    (["1 Introduction", "2 Installation", "99 Problems"],
     ["Chapter 1: 1 Introduction.", "Chapter 2: 2 Installation.", "Chapter 3: 99 Problems."]),
    (["1 Introduction", "2 Installation", "3 Usage"],
     ["Chapter 1: Introduction.", "Chapter 2: Installation.", "Chapter 3: Usage."]),
    (["1 Introduction", "2 Installation", "2.1 Requirements", "3 Usage"],
     ["Chapter 1: Introduction.", "Chapter 2: Installation.", "2.1 Requirements.", "Chapter 3: Usage."]),
])
def test_titles_that_open_with_a_number_keep_it_unless_the_headings_count_1_2_3(
        tmp_path: Path, headings: list[str], said: list[str]) -> None:
    text = "# Guide\n\nIntro.\n\n" + "".join(f"## {heading}\n\nText.\n\n" for heading in headings)
    script = markdown_episode(tmp_path, "headings.md", text)
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == said


# wielebenwir/commonsbooking docs/de/documentation/first-steps/create-item.md (GPL-2.0), cut short, two
# long lines broken: a page whose only heading is its title.
CREATE_ITEM = """\
#  Artikel anlegen


:::tip Wofür nutze ich Kategorien?
Dieser WordPress Post-Typ kann mit einer
[Kategorie](https://wordpress.org/documentation/article/posts-categories-screen/) konfiguriert werden.
Innerhalb von CommonsBooking kannst du Kategorien eines Artikels in den
[Shortcodes](../administration/shortcodes) verwenden.
:::

**Beschreibung des Artikels**

Nutze den großen Texteditor oben auf der Artikelseite nur für die
Detailbeschreibung deines Artikels (Ausstattung, Maße, Eigenschaften,
Einsatzzwecke). Diese Beschreibung wird auf der Artikeldetailseite angezeigt.
"""


def test_a_page_without_headings_is_one_chapter_titled_as_the_episode(tmp_path: Path) -> None:
    script = markdown_episode(tmp_path, "create-item.md", CREATE_ITEM, language="de")
    assert [c.title for c in script.chapters] == ["Artikel anlegen"]
    assert texts(script.chapters[0].paragraphs, "announcement") == []


# jerodsanto/blog content/posts/2013/05-jekyll-with-footnotes.md, cut short.
FOOTNOTES = """\
# Jekyll with Footnotes

None of Jekyll's Markdown renderers support footnotes out of the box[^1], but a RedCarpet fork has the feature.

## 1) Use the fork

Run `bundle install` and then you should be all ready to go.[^2]

## 2) Configure RedCarpet

That's it! You now have footnotes with Jekyll.

[^1]: Footnotes is not an official Markdown feature.

[^2]: You will now have to use `bundle exec jekyll` to invoke Bundler.

    Or use the workarounds.
"""


def test_footnotes_are_read_after_a_lead_in_at_the_end_of_their_chapter(tmp_path: Path) -> None:
    script = markdown_episode(tmp_path, "footnotes.md", FOOTNOTES)
    assert [[(p.kind, p.text, p.ref) for p in c.paragraphs if p.kind in ("text", "announcement")]
            for c in script.chapters] == [
        [("text", "None of Jekyll's Markdown renderers support footnotes out of the box, but a RedCarpet fork"
                  " has the feature.", "content/footnotes.md:3"),
         ("text", "Note 1: Footnotes is not an official Markdown feature.", "content/footnotes.md:13")],
        [("announcement", "Chapter 1: Use the fork.", None),
         ("text", "Run bundle install and then you should be all ready to go.", "content/footnotes.md:7"),
         ("text", "Note 2: You will now have to use bundle exec jekyll to invoke Bundler.",
          "content/footnotes.md:15"),
         ("text", "Or use the workarounds.", "content/footnotes.md:17")],
        [("announcement", "Chapter 2: Configure RedCarpet.", None),
         ("text", "That's it! You now have footnotes with Jekyll.", "content/footnotes.md:11")],
    ]


def test_the_lead_in_of_a_footnote_is_translated(tmp_path: Path) -> None:
    script = markdown_episode(tmp_path, "footnotes.md", FOOTNOTES, renderer(translations=German()), "de")
    assert [p.text for p in script.chapters[0].paragraphs if p.kind == "text"][-1] == (
        "Anmerkung 1: Footnotes is not an official Markdown feature.")


def test_the_lead_in_of_an_untranslated_footnote_is_said_in_the_episode_language(tmp_path: Path) -> None:
    # The note is read by the source language's voice; its lead-in, in the episode's, comes first.
    section = Section(None, 1, "part", 1, (Paragraph("Text.", 1), Paragraph("A note.", 3, "en", note=1)))
    document = Document(Path("a.md"), "content/a.md", "A", 1, (section,), "a")
    script = renderer(translations=German()).episode(document, number=1, title="A", language="de",
                                                     published=PUBLISHED, next_title=None)
    assert [(p.kind, p.text, p.language) for p in script.chapters[0].paragraphs if p.kind != "intro"][:3] == [
        ("text", "Text.", None), ("announcement", "Anmerkung 1:", None), ("text", "A note.", "en"),
    ]


def test_script_text() -> None:
    text = episode_004().text()
    assert text.startswith(
        "Walking Away: Leaving a Narcissist, Safely.\n\n"
        f"Episode 2: {TITLE_004}.\n\n{NOTE}.\n\n"
    )
    assert "\n\nPart 2.\n\nWhen you've been emotionally starved" in text
    assert text.endswith(
        "\n\nThis was episode 2 of Walking Away: Leaving a Narcissist, Safely."
        "\n\nWritten by The Walking Away Project. Thank you for listening.\n"
    )
    assert "please give it a like" not in text


# ---------------------------------------------------------------- templates and translations


def test_guide_template_overrides_the_packaged_one(tmp_path: Path) -> None:
    (tmp_path / "outro.txt.j2").write_text("Bye from {{ guide.author }}.\n\n\nSee you {{ episode.number }}\n")
    r = renderer(template_dirs=(tmp_path,))
    assert texts(r.render("outro.txt.j2", "outro", episode={"number": 4}), "outro") == [
        "Bye from The Walking Away Project.", "See you 4",
    ]
    assert texts(r.render("intro.txt.j2", "intro", episode={"number": 4, "title": "T"}), "intro")[1] == (
        "Episode 4: T."
    )


def test_template_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    template = tmp_path / "chapter.txt.j2"
    template.write_text("{# announcement #}\nline two\n{{ chapter.title | }}\n")
    with pytest.raises(TemplateError) as error:
        renderer(template_dirs=(tmp_path,)).render("chapter.txt.j2", "announcement", chapter={})
    assert str(error.value).startswith(f"{template}:3: template error: ")


def test_template_undefined_variable_is_a_template_error(tmp_path: Path) -> None:
    (tmp_path / "chapter.txt.j2").write_text("{{ chapter.missing }}")
    with pytest.raises(TemplateError) as error:
        renderer(template_dirs=(tmp_path,)).render("chapter.txt.j2", "announcement", chapter={})
    assert str(error.value) == (f"{tmp_path.name}/chapter.txt.j2:1: 'missing' is not defined here; the variables"
                                " this template gets are: guide (title, author, content_note), chapter")


def test_a_guide_template_cannot_reach_python(tmp_path: Path) -> None:
    # A guide's templates are sandboxed: Python internals behind the values are refused, nothing runs.
    proof = tmp_path / "ran"
    templates = tmp_path / "templates"
    templates.mkdir()
    template = templates / "intro.txt.j2"
    template.write_text(
        "{{ guide.title }}\n\n"
        f"{{{{ cycler.__init__.__globals__.os.popen('touch {proof}').read() }}}}\n"
    )
    with pytest.raises(TemplateError) as error:
        renderer(template_dirs=(templates,)).render("intro.txt.j2", "intro", episode={"number": 1, "title": "T"})
    assert str(error.value) == (
        f"{template}:3: template error: access to attribute '__init__' of 'type' object is unsafe;"
        " templates may only use the values they are given (guide, episode, chapter) and Jinja's filters"
    )
    assert not proof.exists()


@pytest.mark.parametrize("expression", [
    "guide.__class__.__mro__",
    "episode.title.__class__.__subclasses__()",
    "_.__globals__",
    "lipsum.__globals__['os']",
    "namespace.__init__.__globals__",
    "'{0.__class__}'.format(guide)",
])
def test_python_internals_are_refused_in_guide_templates(tmp_path: Path, expression: str) -> None:
    (tmp_path / "outro.txt.j2").write_text(f"Bye {{{{ {expression} }}}}\n")
    with pytest.raises(TemplateError) as error:
        renderer(template_dirs=(tmp_path,)).render("outro.txt.j2", "outro", episode={"number": 1, "title": "T"})
    assert str(error.value).startswith(f"{tmp_path / 'outro.txt.j2'}:1: template error: ")
    assert str(error.value).endswith("templates may only use the values they are given (guide, episode, chapter)"
                                     " and Jinja's filters")


class German(gettext.NullTranslations):
    """A real translations object with two entries of the catalog."""

    CATALOG: ClassVar[dict[str, str]] = {
        "Part %(number)s": "Teil %(number)s", "Episode %(number)s: %(title)s": "Folge %(number)s: %(title)s",
        "Note %(number)s:": "Anmerkung %(number)s:",
    }

    def gettext(self, message: str) -> str:
        return self.CATALOG.get(message, message)


def test_translations_name_and_announce_parts() -> None:
    r = renderer(translations=German())
    assert r.chapter_title(Section(None, 13, "part", 2, ())) == "Teil 2"
    script = episode_004(r)
    assert [c.title for c in script.chapters] == ["Teil 1", "Teil 2", "Teil 3"]
    assert texts(script.chapters[1].paragraphs, "announcement") == ["Teil 2."]
    assert texts(script.chapters[0].paragraphs, "intro")[1] == f"Folge 2: {TITLE_004}."
    assert texts(script.chapters[-1].paragraphs, "outro")[1] == (
        "Written by The Walking Away Project. Thank you for listening."
    )


def test_heading_chapter_title_is_not_translated() -> None:
    assert renderer(translations=German()).chapter_title(Section("Part 7", 5, "heading", 7, ())) == "Part 7"


# ---------------------------------------------------------------- slugs


@pytest.mark.parametrize("number, title, slug", [
    (1, TITLE_000, "01-the-narcissist-wont-let-you-go"),
    (2, TITLE_004, "02-when-the-narcissist-realises-you-are-done"),
    (12, "Short: Sub", "12-short-sub"),
    (100, "Café déjà vu", "100-cafe-deja-vu"),
    (9, "Ab cd: a very long subtitle that goes on and on and on for a while",
     "09-ab-cd-a-very-long-subtitle-that-goes-on-and-on-and-on-for-a"),
    (3, "🎧🎧", "03-episode"),
    (7, "", "07-episode"),
])
def test_episode_slug(number: int, title: str, slug: str) -> None:
    assert episode_slug(number, title) == slug


def test_german_slugs_spell_umlauts_out() -> None:
    assert episode_slug(1, "Der Narzisst lässt dich nicht gehen", "de") == "01-der-narzisst-laesst-dich-nicht-gehen"
    assert episode_slug(2, "Über Größe", "de-AT") == "02-ueber-groesse"
    assert episode_slug(2, "Über Größe", "fr") == "02-uber-grosse"


@pytest.mark.parametrize("title", ["Ничего не говори", "日本語のタイトル", "Ελληνικά", "🎧 Слушай 🎧"])
def test_non_latin_titles_give_an_ascii_slug(title: str) -> None:
    slug = episode_slug(5, title)
    assert re.fullmatch(r"05-[a-z0-9]+(-[a-z0-9]+)*", slug), slug
    assert slug != "05-episode"


# ---------------------------------------------------------------- authors' pauses

PAUSED = {
    "paused.md": "# Title\n\n<!-- pause 1s -->\n\nLead text.\n\n## One\n\nFirst.\n\n<!-- pause 2s -->\n\n"
                 "## Empty\n\n<!-- pause 4s -->\n\n## Two\n\nSecond.\n",
    "paused.txt": "Title\n\n[pause 1s]\n\nLead text.\n\nOne\n\nFirst.\n\n[pause 2s]\n\n"
                  "Empty\n\n[pause 4s]\n\nTwo\n\nSecond.\n",
}


@pytest.mark.parametrize("name", sorted(PAUSED))
def test_a_pause_is_a_paragraph_of_its_own_never_said_nor_translated(tmp_path: Path, name: str) -> None:
    from babel.messages.catalog import Catalog

    from audioguide.text.catalogs import Translator, document_segments, translate_document

    path = tmp_path / name
    path.write_text(PAUSED[name], encoding="utf-8")
    source = read_document(path, f"content/{name}", part_words=350)
    episode = renderer().episode(source, number=1, title=source.title, language="en", published=PUBLISHED,
                                 next_title=None)
    assert [[(p.kind, p.text, p.pause) for p in c.paragraphs if p.kind in ("pause", "text", "announcement")]
            for c in episode.chapters] == [
        [("pause", "", 1.0), ("text", "Lead text.", None)],
        [("announcement", "Chapter 1: One.", None), ("text", "First.", None), ("pause", "", 2.0)],
        # the pause under "Empty", a heading with nothing to say, comes before the next announcement
        [("pause", "", 4.0), ("announcement", "Chapter 2: Two.", None), ("text", "Second.", None)],
    ]
    said = [p.text for c in episode.chapters for p in c.paragraphs if p.kind != "pause"]
    assert episode.text() == "\n\n".join(said) + "\n"  # what the narrator says: no pause, no empty paragraph

    # Catalogs hold no pause, and a translated document keeps its pauses where they were.
    assert [segment.text for segment in document_segments(source)] == [
        "Title", "Lead text.", "One", "First.", "Two", "Second.",
    ]
    catalog = Catalog(locale="fr")
    for segment in document_segments(source):
        catalog.add(segment.text, segment.text.upper(), context=segment.context)
    translated = translate_document(source, Translator("fr", catalog), "en")
    assert [[(p.text, p.pause) for p in s.paragraphs] for s in translated.sections] == [
        [("", 1.0), ("LEAD TEXT.", None)], [("FIRST.", None), ("", 2.0)], [("", 4.0), ("SECOND.", None)],
    ]


# ---------------------------------------------------------------- audioguide script

SCRIPT_GUIDE = """\
title: Tiny
description: A tiny guide.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/guide/
copyright: © 2026 Tester
languages:
  - code: en
documents:
  - path: content/a.md
    published: 2026-01-05T10:00:00Z
"""
PLACES = """\
# Places

Meet at {{ site.place }} or at {{ site.place }}, by the `{*}{*}` sign.

<!-- pause 2s -->

```sh
open map.pdf
```

Bring water.
"""


def script_guide(folder: Path) -> Path:
    (folder / "content").mkdir(parents=True)
    (folder / "audioguide.yml").write_text(SCRIPT_GUIDE, encoding="utf-8")
    (folder / "content" / "a.md").write_text(PLACES, encoding="utf-8")
    return folder


def run_script(folder: Path, seed: str) -> subprocess.CompletedProcess[str]:
    """``audioguide script`` with Python's string hashes seeded by ``seed``."""
    return subprocess.run([sys.executable, "-m", "audioguide", "script"], capture_output=True, text=True, cwd=folder,
                          env={**os.environ, "PYTHONHASHSEED": seed}, check=False)


@pytest.mark.slow
def test_script_lists_every_block_the_build_counts_in_the_same_order_every_run(tmp_path: Path) -> None:
    guide = script_guide(tmp_path / "guide")
    runs = [run_script(guide, seed) for seed in ("0", "1", "2", "3")]
    assert all(run.returncode == 0 for run in runs), runs[0].stderr
    assert len({run.stdout for run in runs}) == 1  # the same order whatever the hashes
    assert runs[0].stdout.endswith(
        "# Not read aloud: 3 blocks\n"
        "content/a.md:3: template tag {{ site.place }} (1 word)\n"
        "content/a.md:3: template tag {{ site.place }} (1 word)\n"
        "content/a.md:7: code block (2 words)\n"
    )
    build = run_cli("build", cwd=guide)
    assert build.returncode == 0, build.stderr
    assert " 3 blocks not read aloud (see audioguide script);" in build.stderr


def test_script_says_one_episode_and_how_long_a_pause_is(tmp_path: Path) -> None:
    result = run_script(script_guide(tmp_path / "guide"), "0")
    assert result.stdout.startswith("# en: 1 episode\n\n## Episode 1: Places\n")
    said = "[content/a.md:3] Meet at or at, by the \"{*}{\" \"*}\" sign.\n[pause 2 s]\n[content/a.md:11] Bring water.\n"
    assert said in result.stdout


@pytest.mark.parametrize(("source", "problem"), [
    ("{% for i in range(99999999) %}x{% endfor %}",
     "OverflowError: Range too big. The sandbox blocks ranges larger than MAX_RANGE (100000)."),
    ("{{ 'a' * 10**11 }}", "a repetition of 100,000,000,000 items is more than the sandbox allows (100,000);"
                           " templates may only use the values they are given (guide, episode, chapter) and"
                           " Jinja's filters"),
    ("{{ [1, 2] * 10**6 }}", "a repetition of 2,000,000 items is more than the sandbox allows (100,000);"
                             " templates may only use the values they are given (guide, episode, chapter) and"
                             " Jinja's filters"),
    ("{{ 2 ** 10000000 }}", "a power too large for the sandbox; templates may only use the values they are given"
                            " (guide, episode, chapter) and Jinja's filters"),
    ("{{ 'a'.center(10**11) }}", "makes a value too large to hold in memory; a template's text is at most 20,000"
                                 " characters"),
    ("{{ 1 / 0 }}", "ZeroDivisionError: division by zero"),
])
def test_a_template_that_would_run_away_is_a_template_error(tmp_path: Path, source: str, problem: str) -> None:
    (tmp_path / "outro.txt.j2").write_text(f"Bye\n{source}\n")
    with pytest.raises(TemplateError) as error:
        renderer(template_dirs=(tmp_path,)).render("outro.txt.j2", "outro", episode={"number": 1, "title": "T"})
    assert str(error.value) == f"{tmp_path / 'outro.txt.j2'}:2: template error: {problem}"


@pytest.mark.parametrize("source", [
    "{{ 'word ' * 20000 }}",
    "{% for i in range(100000) %}{% for j in range(100000) %}word {% endfor %}{% endfor %}",
])
def test_a_template_renders_at_most_20000_characters(tmp_path: Path, source: str) -> None:
    (tmp_path / "outro.txt.j2").write_text(source)
    with pytest.raises(TemplateError) as error:
        renderer(template_dirs=(tmp_path,)).render("outro.txt.j2", "outro", episode={"number": 1, "title": "T"})
    assert str(error.value) == (
        "template outro.txt.j2: renders more than 20,000 characters (about 3,000 words), which no intro, outro or"
        " announcement needs; shorten it (a long text belongs in a document)"
    )


def test_script_lists_what_a_translated_document_leaves_out_too(tmp_path: Path) -> None:
    guide = script_guide(tmp_path / "guide")
    config = (guide / "audioguide.yml").read_text(encoding="utf-8")
    config = config.replace("  - code: en\n", "  - code: en\n  - code: de\n")
    config += "    translations: {de: content/de/a.md}\n"
    (guide / "audioguide.yml").write_text(config, encoding="utf-8")
    (guide / "content" / "de").mkdir()
    (guide / "content" / "de" / "a.md").write_text(
        "# Orte\n\nTreffpunkt ist der Markt.\n\n```sh\nopen karte.pdf\n```\n\nWasser mitbringen.\n", encoding="utf-8")
    result = run_script(guide, "0")
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith(
        "# Not read aloud: 4 blocks\n"
        "content/a.md:3: template tag {{ site.place }} (1 word)\n"
        "content/a.md:3: template tag {{ site.place }} (1 word)\n"
        "content/a.md:7: code block (2 words)\n"
        "content/de/a.md:5: code block (2 words)\n"
    )


def test_script_lists_the_dates_its_language_does_not_settle(tmp_path: Path) -> None:
    guide = script_guide(tmp_path / "guide")
    (guide / "content" / "a.md").write_text("# Dates\n\nWe met on 4/5/2026 and on 13/5/2026.\n\nAgain on 6/7/2026.\n",
                                           encoding="utf-8")
    result = run_script(guide, "0")
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith(
        "\nDates that may be day or month first, read month first as in the US; give the language its region in"
        " audioguide.yml (en-GB reads the day first, en-US the month) to settle them:\n"
        "  content/a.md:3: 4/5/2026\n"
        "  content/a.md:5: 6/7/2026\n"
    ), result.stdout
    config = guide / "audioguide.yml"
    british = config.read_text(encoding="utf-8").replace("code: en", "code: en-GB") + "source_language: en-GB\n"
    config.write_text(british, encoding="utf-8")
    result = run_script(guide, "0")
    assert "Dates that may be" not in result.stdout
    assert "[content/a.md:3] We met on 4/5/2026 and on 13/5/2026.\n" in result.stdout


# vuejs/test-utils docs/fr/guide/essentials/event-handling.md, in a guide titled "Test": the untranslated
# guide title is marked where the framing quotes it as a whole word, never inside the French "Tester".
def test_an_untranslated_title_is_marked_as_a_whole_word_only() -> None:
    from audioguide.text.script import ScriptChapter, mark_untranslated

    episode = EpisodeScript(1, "01-tester", "Tester les évènements émis", "event-handling", "fr",
                            datetime(2026, 1, 1, 8, tzinfo=timezone.utc), (ScriptChapter("Tester les arguments", (
                                ScriptParagraph("intro", "Test."),
                                ScriptParagraph("intro", "Épisode un : Tester les évènements émis."),
                                ScriptParagraph("announcement", "Chapitre un : Tester les arguments."),
                                ScriptParagraph("outro", "C'était l'épisode un de Test."),
                                ScriptParagraph("outro", "Prochain épisode : Tests, (Test)."))),))
    marked = mark_untranslated(episode, {"Test"}, "en")
    assert [p.spans for p in marked.chapters[0].paragraphs] == [
        ((0, 4, "en"),), (), (), ((24, 28, "en"),), ((27, 31, "en"),)]


# melizalab/jill doc/user_guide.html (Emacs org-mode's export), a few lines quoted: its table of contents, titled by
# an <h2> of its own, then sections numbered by a <span class="section-number-2">
ORG_GUIDE = """<html><head><title>JILL User's Guide</title></head><body>
<div id="content"><h1 class="title">JILL User's Guide</h1>
<div id="table-of-contents">
<h2>Table of Contents</h2>
<div id="text-table-of-contents">
<ul>
<li><a href="#sec-1">1. Installing JACK and JILL</a></li>
<li><a href="#sec-2">2. Setting up JACK</a></li>
<li><a href="#sec-3">3. Stimulus presentation</a></li>
</ul>
</div>
</div>
<p>JILL is a real-time auditory neuroscience framework.</p>
<div id="outline-container-sec-1" class="outline-2">
<h2 id="sec-1"><span class="section-number-2">1</span> Installing JACK and JILL</h2>
<p>This section describes how to install the requirements for the tutorials in this guide.</p>
</div>
<div id="outline-container-sec-2" class="outline-2">
<h2 id="sec-2"><span class="section-number-2">2</span> Setting up JACK</h2>
<p>This tutorial will show you how to start up the JACK server.</p>
</div>
<div id="outline-container-sec-3" class="outline-2">
<h2 id="sec-3"><span class="section-number-2">3</span> Stimulus presentation</h2>
<p>This tutorial demonstrates how to play audio stimuli through playback ports of a sound card.</p>
</div>
</div></body></html>
"""


def test_an_org_mode_guide_s_contents_are_no_chapter_and_its_section_numbers_are_said_once(tmp_path: Path) -> None:
    path = tmp_path / "user_guide.html"
    path.write_text(ORG_GUIDE, encoding="utf-8")
    document = read_document(path, "doc/user_guide.html", part_words=350)
    script = renderer().episode(document, number=1, title=document.title, language="en", published=PUBLISHED,
                                next_title=None)
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == [
        "Chapter 1: Installing JACK and JILL.", "Chapter 2: Setting up JACK.", "Chapter 3: Stimulus presentation."]
    assert texts(script.chapters[0].paragraphs, "text") == ["JILL is a real-time auditory neuroscience framework."]


@pytest.mark.parametrize(("headings", "said"), [
    # section numbers, each the chapter's own count, beside an unnumbered heading (no bare sequence): said once
    (["1 Introduction", "2 Setup", "3 Usage", "Appendix"],
     ["Chapter 1: Introduction.", "Chapter 2: Setup.", "Chapter 3: Usage.", "Chapter 4: Appendix."]),
    (["I. Setup", "II. Usage", "III. Troubleshooting", "Glossary"],
     ["Chapter 1: Setup.", "Chapter 2: Usage.", "Chapter 3: Troubleshooting.", "Chapter 4: Glossary."]),
    # SciTools/thea's manual: its empty "2 Installation" left out, so the count and the numbers part; said as
    # written, the number the text may refer to kept
    (["1 Introduction", "3 Getting Started", "3.1 Opening files", "4 Colorbar Options Window", "6 Shortcuts"],
     ["Chapter 1: 1 Introduction.", "Chapter 2: 3 Getting Started.", "Chapter 3: 3.1 Opening files.",
      "Chapter 4: 4 Colorbar Options Window.", "Chapter 5: 6 Shortcuts."]),
    # after a preface the count is one ahead of the numbers: kept
    (["Preface", "I. Setup", "II. Usage", "III. Troubleshooting"],
     ["Chapter 1: Preface.", "Chapter 2: I. Setup.", "Chapter 3: II. Usage.", "Chapter 4: III. Troubleshooting."]),
    # dotted numbers are no chapter's: kept
    (["3.1 Install", "3.2 Configure", "3.3 Run"],
     ["Chapter 1: 3.1 Install.", "Chapter 2: 3.2 Configure.", "Chapter 3: 3.3 Run."]),
    (["1 Introduction", "3 Usage", "99 Problems"],
     ["Chapter 1: 1 Introduction.", "Chapter 2: 3 Usage.", "Chapter 3: 99 Problems."]),
    (["I Robot", "II Robots", "III Robots"],
     ["Chapter 1: I Robot.", "Chapter 2: II Robots.", "Chapter 3: III Robots."]),
    # Bible books after an introduction: the number is part of the name ("John" three times otherwise)
    (["Introduction", "1 John", "2 John", "3 John"],
     ["Chapter 1: Introduction.", "Chapter 2: 1 John.", "Chapter 3: 2 John.", "Chapter 4: 3 John."]),
    (["1 John", "2 John", "3 John", "Jude"],
     ["Chapter 1: 1 John.", "Chapter 2: 2 John.", "Chapter 3: 3 John.", "Chapter 4: Jude."]),
    # an ascending changelog: the version is the title, a date alone after it
    (["1.1 (2023-01-10)", "1.2 (2023-03-02)", "1.3 (2023-06-20)"],
     ["Chapter 1: 1.1 (2023-01-10).", "Chapter 2: 1.2 (2023-03-02).", "Chapter 3: 1.3 (2023-06-20)."]),
    (["1 (2023-01-10)", "2 (2023-03-02)", "3 (2023-06-20)", "Older releases"],
     ["Chapter 1: 1 (2023-01-10).", "Chapter 2: 2 (2023-03-02).", "Chapter 3: 3 (2023-06-20).",
      "Chapter 4: Older releases."]),
    # an RFC: after its abstract the count is one ahead, and its text refers to "Section 3"
    (["Abstract", "1 Introduction", "2 Terminology", "3 Message Format", "4 Security Considerations"],
     ["Chapter 1: Abstract.", "Chapter 2: 1 Introduction.", "Chapter 3: 2 Terminology.", "Chapter 4: 3 Message Format.",
      "Chapter 5: 4 Security Considerations."]),
    # infraGA's manual: a chapter's sections, which it cross-refers to ("Section 4.8")
    (["7.1 Propagation in two-dimensions", "7.2 Propagation in three-dimensions", "7.3 Propagation in spherical"
      " coordinates", "7.4 Eigenray methods"],
     ["Chapter 1: 7.1 Propagation in two-dimensions.", "Chapter 2: 7.2 Propagation in three-dimensions.",
      "Chapter 3: 7.3 Propagation in spherical coordinates.", "Chapter 4: 7.4 Eigenray methods."]),
])
def test_section_numbers_are_said_once_only_where_each_is_the_chapter_s_own_count(
        tmp_path: Path, headings: list[str], said: list[str]) -> None:
    text = "# Guide\n\nIntro.\n\n" + "".join(f"## {heading}\n\nText.\n\n" for heading in headings)
    script = markdown_episode(tmp_path, "headings.md", text)
    assert texts([p for c in script.chapters for p in c.paragraphs], "announcement") == said


def test_a_heading_that_is_inline_code_is_announced_as_code_is_read(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Guide\n\nIntro.\n\n## 2. `GET /api/v1/users`\n\nText.\n\n### `get_user_name()`\n\nMore.\n\n"
                    "## 3. Users /api/v1/users\n\nEnd.\n", encoding="utf-8")
    episode = renderer().episode(read_document(page, "page.md", part_words=350), number=1, title="Guide", language="en",
                                 published=PUBLISHED, next_title=None)
    said = [cue.speech for cue in cues_for(episode, PauseConfig()) if cue.kind == "announcement"]
    assert said == ["Chapter two: GET slash api slash v1 slash users.", "Chapter three: Users /api/v1/users."]
