"""Translation: the gettext workflow round trip, the sample languages, and bad catalogs."""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import subprocess
from pathlib import Path

import polib
import pytest
from babel.messages.pofile import read_po
from mutagen.id3 import ID3
from translate.storage import po as toolkit_po

from audioguide.common.errors import TranslationError
from audioguide.text.catalogs import builtin_catalog, own_strings
from tests.conftest import ROOT, run_cli
from tests.support import TESTS

GUIDE = """\
title: Small Guide
description: A guide to test translation.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/guide/
languages:
  - code: en
    voice: en-us
  - code: fr
documents:
  - path: content/guide.txt
    published: 2026-01-05T10:00:00Z
"""

DOCUMENT = """\
Staying Safe

The first paragraph says one thing.

Getting Help

Ask someone you trust for help.
"""

FRENCH = {
    "Small Guide": "Petit guide",
    "A guide to test translation.": "Un guide pour tester la traduction.",
    "Staying Safe": "Rester en sécurité",
    "The first paragraph says one thing.": "Le premier paragraphe dit une chose.",
    "Getting Help": "Trouver de l’aide",
    "Ask someone you trust for help.": "Demandez de l’aide à une personne de confiance.",
    "Episode %(number)s: %(title)s": "Épisode %(number)s : %(title)s",
    "Chapter %(number)s: %(title)s": "Chapitre %(number)s : %(title)s",
    "Part %(number)s": "Partie %(number)s",
    "This was episode %(number)s of %(guide)s": "C’était l’épisode %(number)s de %(guide)s",
    "Next: %(title)s": "À suivre : %(title)s",
    "Note %(number)s:": "Note %(number)s :",
    "Written by %(author)s. Thank you for listening.": "Texte de %(author)s. Merci de votre écoute.",
    "Languages": "Langues",
    "Subscribe to the podcast feed": "S’abonner au flux",
    "Chapters": "Chapitres",
    "Skip to the content": "Aller au contenu",
    "Keep the sentence being read in view": "Garder la phrase lue à l’écran",
    "Play from %(time)s": "Écouter à partir de %(time)s",
    "Transcript": "Transcription",
    "Downloads": "Téléchargements",
    "MP3 audio": "Audio MP3",
    "Chapters (JSON)": "Chapitres (JSON)",
    "Introduction:": "Introduction :",
    "Announcement:": "Annonce :",
    "Closing:": "Conclusion :",
    "Captions (WebVTT)": "Sous-titres (WebVTT)",
    "Subtitles (SRT)": "Sous-titres (SRT)",
    "Timed transcript (JSON)": "Transcription minutée (JSON)",
    "Transcript page (HTML)": "Page de la transcription (HTML)",
    "Transcript (plain text)": "Transcription (texte brut)",
    "Some passages are not translated yet; they are read in the original language.":
        "Certains passages ne sont pas encore traduits ; ils sont lus dans la langue d’origine.",
}


@pytest.fixture()
def guide(tmp_path: Path) -> Path:
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "guide.txt").write_text(DOCUMENT, encoding="utf-8")
    (tmp_path / "audioguide.yml").write_text(GUIDE, encoding="utf-8")
    return tmp_path


def cli_ok(guide: Path, *args: str) -> str:
    result = run_cli(*args, cwd=guide)
    assert result.returncode == 0, result.stderr
    return result.stdout + result.stderr


def translate_as_a_translator(po: Path, translations: dict[str, str]) -> None:
    """What a translator's editor does: fill in msgstr, clear the fuzzy mark (polib, as Poedit would)."""
    catalog = polib.pofile(str(po), wrapwidth=79)
    for entry in catalog:
        if entry.msgid in translations:
            entry.msgstr = translations[entry.msgid]
            if "fuzzy" in entry.flags:
                entry.flags.remove("fuzzy")
            entry.previous_msgid = None
    catalog.save()


def assert_tools_read_it(po: Path) -> None:
    """GNU msgfmt (with its checks), translate-toolkit (Weblate, Pootle) and polib read the catalog."""
    result = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert "error" not in result.stderr and "fatal" not in result.stderr, result.stderr
    toolkit = toolkit_po.pofile(po.read_bytes())
    assert [unit.source for unit in toolkit.units if not unit.isheader()]
    assert polib.pofile(str(po))


OWN = len(own_strings())
"""audioguide's own words: for French, the catalog it ships translates them."""
FRENCH = {  # what a translator types for them: audioguide's own French, where FRENCH does not say otherwise
    **{str(m.id): str(m.string) for m in builtin_catalog("fr") or [] if m.id and str(m.id) in own_strings()},
    **FRENCH,
}
assert len(FRENCH) == 6 + OWN


def status_rows(guide: Path) -> list[list[str]]:
    return [line.split() for line in cli_ok(guide, "translations", "status").splitlines()[1:]]


def test_extract_writes_one_entry_per_segment_with_context_and_reference(guide: Path) -> None:
    cli_ok(guide, "extract")
    pot = (guide / "translations" / "messages.pot").read_text(encoding="utf-8")
    assert '#: content/guide.txt:7\nmsgctxt "guide"\nmsgid "Ask someone you trust for help."' in pot
    assert '#. Chapter heading\n#: content/guide.txt:5\nmsgctxt "guide"\nmsgid "Getting Help"' in pot
    assert '#. Episode title\n#: content/guide.txt:1\nmsgctxt "guide"\nmsgid "Staying Safe"' in pot
    assert 'msgid "Chapter %(number)s: %(title)s"' in pot
    first = pot
    cli_ok(guide, "extract")
    assert (guide / "translations" / "messages.pot").read_text(encoding="utf-8") == first


@pytest.mark.slow
def test_round_trip_a_changed_paragraph_turns_fuzzy_and_blocks_the_build(guide: Path) -> None:
    assert cli_ok(guide, "extract") == "wrote translations/messages.pot\n"
    assert cli_ok(guide, "translations", "update") == "created translations/fr.po\n"  # a catalog made now
    po = guide / "translations" / "fr.po"
    assert status_rows(guide) == [["fr", str(OWN), "0", str(len(FRENCH) - OWN), "0"]]
    translate_as_a_translator(po, FRENCH)
    assert status_rows(guide) == [["fr", str(len(FRENCH)), "0", "0", "0"]]
    assert_tools_read_it(po)
    cli_ok(guide, "build", "-q")

    document = guide / "content" / "guide.txt"
    document.write_text(DOCUMENT.replace("says one thing", "says one new thing"), encoding="utf-8")
    cli_ok(guide, "extract")
    assert cli_ok(guide, "translations", "update") == "updated translations/fr.po\n"
    catalog_text = po.read_text(encoding="utf-8")
    assert (
        '#, fuzzy\n#| msgid "The first paragraph says one thing."\n'
        'msgctxt "guide"\nmsgid "The first paragraph says one new thing."\n'
        'msgstr "Le premier paragraphe dit une chose."'
    ) in catalog_text
    assert_tools_read_it(po)
    assert status_rows(guide)[0][:4] == ["fr", str(len(FRENCH) - 1), "1", "0"]

    before = (guide / "output" / "fr" / "feed.xml").read_bytes()
    result = run_cli("build", cwd=guide)
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        'error: content/guide.txt:3 "The first paragraph says one new thing." fuzzy in fr',
        "error: not built: incomplete translations (en built); translate the entries above,"
        " or build with --allow-incomplete to speak them in the source language",
    ]
    assert (guide / "output" / "fr" / "feed.xml").read_bytes() == before

    translate_as_a_translator(
        po, {"The first paragraph says one new thing.": "Le premier paragraphe dit une chose nouvelle."},
    )
    cli_ok(guide, "build", "-q")
    script = (guide / "output" / "fr" / "01-rester-en-securite.txt").read_text(encoding="utf-8")
    assert "Le premier paragraphe dit une chose nouvelle." in script


@pytest.mark.slow
def test_allow_incomplete_speaks_the_source_and_says_so(guide: Path) -> None:
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    translate_as_a_translator(
        guide / "translations" / "fr.po",
        {k: v for k, v in FRENCH.items() if k != "Ask someone you trust for help."},
    )
    result = run_cli("build", "--allow-incomplete", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert "fr: 1 passage not translated, spoken in en" in result.stderr
    script = (guide / "output" / "fr" / "01-rester-en-securite.txt").read_text(encoding="utf-8")
    assert "Ask someone you trust for help." in script
    assert "Le premier paragraphe dit une chose." in script
    feed = (guide / "output" / "fr" / "feed.xml").read_text(encoding="utf-8")
    assert "Certains passages ne sont pas encore traduits ; ils sont lus dans la langue d’origine." in feed
    page = (guide / "output" / "fr" / "index.html").read_text(encoding="utf-8")
    passage = re.search(r'<p class="text" lang="en">.*?</p>', page, re.S)
    assert passage is not None and "Ask someone you trust for help." in passage.group(0)
    assert page.count(' lang="en"') == 2  # the passage and the link to the English page
    assert re.search(r'<p class="text" lang="en">\s*<a class="time" [^>]*lang="fr"', page)  # "Écouter à partir de…"


@pytest.mark.slow
def test_a_fuzzy_guess_for_audioguide_s_own_words_is_counted_as_the_build_says_them(guide: Path) -> None:
    """The build leaves a fuzzy entry out and says the words as audioguide's own catalog does: status agrees."""
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    text = po.read_text(encoding="utf-8")
    guess = '#, fuzzy, python-format\nmsgid "Chapter %(number)s: %(title)s"\nmsgstr "Partie %(number)s"'
    text = re.sub(r'#, python-format\nmsgid "Chapter %\(number\)s: %\(title\)s"\nmsgstr ".*"', guess, text)
    assert guess in text  # a guess with other placeholders: fuzzy, so not refused
    po.write_text(text, encoding="utf-8")
    assert cli_ok(guide, "translations", "status").splitlines()[1:] == [
        f"fr         {len(FRENCH):>10}      0        0         0",
        "fr: 1 of audioguide's own words is fuzzy in translations/fr.po, so the build says it as audioguide's own"
        " fr catalog does (counted as translated above); review it and clear the fuzzy mark to use the guide's"
        " translation",
    ]
    script = cli_ok(guide, "script", "--lang", "fr")
    assert "not translated" not in script
    assert "[announcement] Chapitre 1 : Trouver de l’aide." in script.splitlines()


@pytest.mark.slow
def test_missing_catalog_says_how_to_make_one_and_the_other_languages_are_built(guide: Path) -> None:
    result = run_cli("build", cwd=guide)
    assert result.returncode == 1
    assert result.stderr == (
        "error: translations/fr.po: no catalog for fr; run `audioguide extract` and"
        " `audioguide translations update`, then translate it\n"
        "error: not built: incomplete translations (en built); translate the entries above,"
        " or build with --allow-incomplete to speak them in the source language\n"
    )
    assert (guide / "output" / "en" / "feed.xml").is_file()
    assert not (guide / "output" / "fr").exists()
    result = run_cli("build", "--allow-incomplete", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert "fr: 6 passages not translated, spoken in en" in result.stderr
    narration = (guide / "output" / "fr" / "01-staying-safe.txt").read_text(encoding="utf-8")
    assert narration.startswith("Small Guide.\n\nÉpisode 1 : Staying Safe.")  # framed in French


@pytest.mark.slow
def test_a_removed_text_that_comes_back_gets_its_translation_back(guide: Path) -> None:
    """As msgmerge: the obsolete entry is active again, translated, and no ``#~`` twin is left for msgfmt to refuse."""
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    document = guide / "content" / "guide.txt"
    document.write_text(DOCUMENT.replace("Ask someone you trust for help.", "Write it all down, with the dates."),
                        encoding="utf-8")
    cli_ok(guide, "translations", "update")
    assert ('#~ msgctxt "guide"\n#~ msgid "Ask someone you trust for help."\n'
            '#~ msgstr "Demandez de l’aide à une personne de confiance."') in po.read_text(encoding="utf-8")
    assert polib.pofile(str(po)).find("Write it all down, with the dates.", msgctxt="guide").msgstr == ""

    document.write_text(DOCUMENT, encoding="utf-8")
    cli_ok(guide, "translations", "update")
    assert_tools_read_it(po)  # msgfmt -c: no "duplicate message definition"
    back = polib.pofile(str(po)).find("Ask someone you trust for help.", msgctxt="guide")
    assert (back.msgstr, back.flags) == ("Demandez de l’aide à une personne de confiance.", [])
    assert "#~" not in po.read_text(encoding="utf-8")  # the paragraph never translated is dropped, as msgmerge does
    assert status_rows(guide) == [["fr", str(len(FRENCH)), "0", "0", "0"]]


def test_a_catalog_with_a_returning_text_twice_is_mended(guide: Path) -> None:
    """A text that came back, left by an earlier version both empty and obsolete, gets its translation back."""
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    entry = 'msgctxt "guide"\nmsgid "Ask someone you trust for help."\n'
    text = po.read_text(encoding="utf-8").replace(
        f'{entry}msgstr "Demandez de l’aide à une personne de confiance."', f'{entry}msgstr ""')
    po.write_text(text + '\n#~ msgctxt "guide"\n#~ msgid "Ask someone you trust for help."\n'
                  '#~ msgstr "Demandez de l’aide à une personne de confiance."\n', encoding="utf-8")
    broken = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=False)
    assert "duplicate message definition" in broken.stderr
    cli_ok(guide, "translations", "update")
    assert_tools_read_it(po)
    back = polib.pofile(str(po)).find("Ask someone you trust for help.", msgctxt="guide")
    assert (back.msgstr, back.flags) == ("Demandez de l’aide à une personne de confiance.", [])
    assert status_rows(guide) == [["fr", str(len(FRENCH)), "0", "0", "0"]]


@pytest.mark.slow
def test_a_fuzzy_entry_keeps_its_previous_msgid_from_one_update_to_the_next(guide: Path) -> None:
    """msgmerge keeps ``#| msgid`` until a translator clears the mark; Babel's reader would read it as a comment."""
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    document = guide / "content" / "guide.txt"
    document.write_text(DOCUMENT.replace("Getting Help", "Getting More Help"), encoding="utf-8")
    cli_ok(guide, "translations", "update")
    first = po.read_text(encoding="utf-8")
    assert ('#. Chapter heading\n#: content/guide.txt:5\n#, fuzzy\n#| msgid "Getting Help"\n'
            'msgctxt "guide"\nmsgid "Getting More Help"\nmsgstr "Trouver de l’aide"') in first
    cli_ok(guide, "translations", "update")
    cli_ok(guide, "translations", "update")
    assert po.read_text(encoding="utf-8") == first  # neither lost nor turned into a translator's comment
    assert_tools_read_it(po)


@pytest.mark.slow
def test_inserting_a_section_changes_no_other_entry(guide: Path) -> None:
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    before = {(e.msgctxt, e.msgid): (e.msgstr, e.flags) for e in polib.pofile(str(po))}
    document = guide / "content" / "guide.txt"
    document.write_text(DOCUMENT.replace("Getting Help", "A New Section\n\nWith new text.\n\nGetting Help"),
                        encoding="utf-8")
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    after = {(e.msgctxt, e.msgid): (e.msgstr, e.flags) for e in polib.pofile(str(po))}
    assert {key: value for key, value in after.items() if key in before} == before  # untouched, none fuzzy
    assert sorted(set(after) - set(before)) == [("guide", "A New Section"), ("guide", "With new text.")]
    assert all(not value[0] for key, value in after.items() if key not in before)
    assert_tools_read_it(po)


@pytest.mark.slow
def test_catalogs_of_an_earlier_version_are_read_and_updated_without_going_fuzzy(guide: Path) -> None:
    """Contexts used to carry the section (``guide §2``); they are the document's alone now."""
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    text = po.read_text(encoding="utf-8")
    sections = iter(["guide title", "guide §1", "guide §2", "guide §2"])
    text = re.sub(r'msgctxt "guide"', lambda _: f'msgctxt "{next(sections)}"', text)
    po.write_text(text, encoding="utf-8")
    cli_ok(guide, "build", "-q")  # read as it is
    cli_ok(guide, "translations", "update")
    assert 'msgctxt "guide §' not in po.read_text(encoding="utf-8")
    assert status_rows(guide) == [["fr", str(len(FRENCH)), "0", "0", "0"]]


BOOK = """\
# The Book

## Staying Safe

The first paragraph says one thing.

## Getting Help

Ask someone you trust for help.
"""


@pytest.mark.slow
def test_inserting_a_part_of_a_document_split_in_chapters_changes_no_other_entry(guide: Path) -> None:
    """A part's texts have the file's context, not its number: catalogs with numbered ones are read and migrated."""
    (guide / "content" / "book.md").write_text(BOOK, encoding="utf-8")
    (guide / "audioguide.yml").write_text(GUIDE.replace("guide.txt", "book.md") + "    split: chapters\n",
                                          encoding="utf-8")
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    current = po.read_text(encoding="utf-8")
    before = {(e.msgctxt, e.msgid): (e.msgstr, e.flags) for e in polib.pofile(str(po))}
    assert {context for context, _ in before if context and not context.startswith("guide ")} == {"book"}

    earlier = polib.pofile(str(po), wrapwidth=79)  # as an earlier version wrote it: a context per part
    for entry in earlier:
        if entry.msgctxt == "book":
            entry.msgctxt = "book#1" if entry.msgid in ("Staying Safe", "The first paragraph says one thing.") \
                else "book#2"
    earlier.save()
    assert 'msgctxt "book#2"' in po.read_text(encoding="utf-8")
    assert "not translated" not in cli_ok(guide, "script", "--lang", "fr")  # read as it is
    assert status_rows(guide) == [["fr", str(len(FRENCH)), "0", "0", "0"]]
    cli_ok(guide, "translations", "update")
    assert po.read_text(encoding="utf-8") == current

    book = guide / "content" / "book.md"
    book.write_text(BOOK.replace("## Getting Help", "## A New Section\n\nWith new text.\n\n## Getting Help"),
                    encoding="utf-8")
    cli_ok(guide, "translations", "update")
    after = {(e.msgctxt, e.msgid): (e.msgstr, e.flags) for e in polib.pofile(str(po))}
    assert {key: value for key, value in after.items() if key in before} == before  # untouched, none fuzzy
    assert sorted(set(after) - set(before)) == [("book", "A New Section"), ("book", "With new text.")]
    assert_tools_read_it(po)


@pytest.mark.slow
def test_a_language_audioguide_ships_no_words_for_needs_them_in_its_catalog(guide: Path) -> None:
    (guide / "audioguide.yml").write_text(GUIDE.replace("code: fr", "code: da"), encoding="utf-8")
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "da.po"
    segments = {k: f"[da] {k}" for k in FRENCH if k not in own_strings()}
    translate_as_a_translator(po, segments)
    assert status_rows(guide) == [["da", "6", "0", str(OWN), "0"]]
    result = run_cli("build", cwd=guide)
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        f"error: translations/da.po: {OWN} of audioguide's own words"
        f' ("{own_strings()[0]}", "{own_strings()[1]}"…)'
        " missing in da, which audioguide ships no translation for; translate them there"
        " (audioguide translations update adds them)"
    )
    result = run_cli("build", "--allow-incomplete", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert f"da: {OWN} of audioguide's own words (intro, announcements, outro, page labels) not translated," \
           " left in English" in result.stderr


def test_the_only_own_word_a_catalog_lacks_is_named_alone(guide: Path) -> None:
    (guide / "audioguide.yml").write_text(GUIDE.replace("code: fr", "code: da"), encoding="utf-8")
    cli_ok(guide, "translations", "update")
    last = own_strings()[-1]
    translate_as_a_translator(guide / "translations" / "da.po", {k: f"[da] {k}" for k in FRENCH if k != last})
    assert status_rows(guide) == [["da", str(len(FRENCH) - 1), "0", "1", "0"]]
    assert (f'  translations/da.po: 1 of audioguide\'s own words ("{last}") missing in da, which audioguide ships no'
            " translation for; translate it there (audioguide translations update adds them)"
            ) in cli_ok(guide, "script", "--lang", "da").splitlines()


@pytest.mark.parametrize("language", ["de", "es", "fr", "it", "ja", "nl", "pl", "pt", "pt-BR", "ru", "sv", "tr"])
def test_audioguide_ships_its_own_words_in_twelve_languages(language: str) -> None:
    from audioguide.text.catalogs import BUILTIN_DIR, own_strings, read_catalog

    path = BUILTIN_DIR / f"{language}.po"
    catalog = read_catalog(path, language)  # parses, says its language, placeholders agree
    translated = {m.id for m in catalog if m.id and m.string and not m.fuzzy}
    assert translated == set(own_strings())
    assert_tools_read_it(path)


def test_the_own_words_template_is_current() -> None:
    from audioguide.text.catalogs import BUILTIN_DIR, own_template, write_catalog

    fresh = TESTS / "golden" / ".own-messages.pot"
    try:
        write_catalog(fresh, own_template())
        if os.environ.get("AUDIOGUIDE_UPDATE_GOLDEN") == "1":
            (BUILTIN_DIR / "messages.pot").write_bytes(fresh.read_bytes())
        assert fresh.read_text(encoding="utf-8") == (BUILTIN_DIR / "messages.pot").read_text(encoding="utf-8"), (
            "src/audioguide/locale/messages.pot is out of date: run the tests with AUDIOGUIDE_UPDATE_GOLDEN=1,"
            " then translate the new strings in src/audioguide/locale/*.po")
    finally:
        fresh.unlink(missing_ok=True)


BAD_CATALOGS = [
    pytest.param(
        lambda text: text.replace('msgid "Staying Safe"', 'msgid "Staying Safe"\nmsgstr "x"\nfoo bar', 1),
        "error: translations/fr.po:{line}: malformed catalog entry (unknown or misformatted keyword);"
        " fix the .po syntax",
        id="malformed",
    ),
    pytest.param(
        lambda text: text.replace('"Language: fr\\n"', '"Language: de\\n"'),
        "error: translations/fr.po: the header says Language: de, but the file is for fr;"
        " fix the header or rename the file",
        id="language header",
    ),
    pytest.param(
        lambda text: text.replace('"Partie %(number)s"', '"Partie %(nombre)s"'),
        "error: translations/fr.po:{line}: placeholders differ: msgid has %(number)s,"
        " msgstr has %(nombre)s",
        id="placeholder",
    ),
    pytest.param(
        lambda text: text.replace('"Partie %(number)s"', '"Partie %(number)s, 100% écoutée"'),
        "error: translations/fr.po:{line}: the msgstr has a % that is not a placeholder ('% écouté');"
        " write %% for a percent sign, %(name)s for a value",
        id="lone percent",
    ),
    pytest.param(
        lambda text: text.replace('"Partie %(number)s"', '"Partie %(number)999999999s"'),
        "error: translations/fr.po:{line}: placeholders differ: msgid has %(number)s, msgstr has none",
        id="huge width",
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize(("break_it", "message"), BAD_CATALOGS)
def test_bad_catalogs(guide: Path, break_it, message: str) -> None:  # type: ignore[no-untyped-def]
    cli_ok(guide, "extract")
    cli_ok(guide, "translations", "update")
    po = guide / "translations" / "fr.po"
    translate_as_a_translator(po, FRENCH)
    broken = break_it(po.read_text(encoding="utf-8"))
    po.write_text(broken, encoding="utf-8")
    lines = broken.splitlines()
    line = next(
        n for n, text in enumerate(lines, start=1)
        if text in ("foo bar", 'msgid "Part %(number)s"')
    )
    result = run_cli("build", cwd=guide)
    assert result.returncode == 1
    assert result.stderr == message.format(line=line) + "\n"
    assert "Traceback" not in result.stderr


def test_unknown_language_tag(guide: Path) -> None:
    config = guide / "audioguide.yml"
    config.write_text(GUIDE.replace("code: fr", "code: french!"), encoding="utf-8")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 1
    assert result.stderr == (
        "error: audioguide.yml: languages[1].code: not a BCP 47 language tag: 'french!'"
        " (examples: en, es, pt-BR)\n"
    )


# ---------------------------------------------------------------- the sample languages

SAMPLE = {
    "es": ("spa", "Alejarse: cómo dejar a un narcisista de forma segura", "Gracias por escuchar."),
    "fr": ("fre", "Partir\u00a0: quitter un narcissique en toute sécurité", "Merci de votre écoute."),
    "de": ("ger", "Loslassen: Einen Narzissten sicher verlassen", "Danke fürs Zuhören."),
}


def sample_catalog(language: str) -> dict[tuple[str, str | None], str]:
    with (ROOT / "translations" / f"{language}.po").open("rb") as stream:
        return {(m.id, m.context): m.string for m in read_po(stream) if m.id}


@pytest.mark.parametrize("language", sorted(SAMPLE))
def test_every_sample_language_is_built_in_its_language(built_sample: Path, language: str) -> None:
    id3_language, title, thanks = SAMPLE[language]
    folder = built_sample / language
    catalog = sample_catalog(language)
    mp3s = sorted(folder.glob("*.mp3"))
    assert len(mp3s) == 2
    for mp3 in mp3s:
        tags = ID3(mp3)
        assert tags["TLAN"].text == [id3_language]
        assert tags["TALB"].text == [title]
        script = mp3.with_suffix(".txt").read_text(encoding="utf-8")
        assert thanks in script
        for english in ("Thank you for listening", "Chapter ", "Episode ", "narcissist "):
            assert english not in script
        chapters = json.loads(mp3.with_suffix("").with_suffix(".chapters.json").read_text())["chapters"]
        translated_titles = set(catalog.values())
        assert all(c["title"] in translated_titles or c["title"].startswith(catalog[("Part %(number)s", None)][:4])
                   for c in chapters)
    feed = (folder / "feed.xml").read_text(encoding="utf-8")
    assert f"<language>{language}</language>" in feed
    page = (folder / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{language}">' in page


def test_sample_chapter_titles_are_translated(built_sample: Path) -> None:
    french = json.loads((built_sample / "fr" / "01-le-narcissique-ne-vous-laisse-pas-partir.chapters.json").read_text())
    assert [c["title"] for c in french["chapters"]][2] == (
        "Le lien traumatique contre lequel personne ne vous a mis en garde"
    )
    german = json.loads(next((built_sample / "de").glob("02-*.chapters.json")).read_text())
    assert [c["title"] for c in german["chapters"]] == ["Teil 1", "Teil 2", "Teil 3"]


def test_sample_catalogs_are_complete() -> None:
    result = run_cli("translations", "status", cwd=ROOT)
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines()[1:]]
    assert [row[0] for row in rows] == ["es", "fr", "de"]
    for row in rows:
        assert row[2:4] == ["0", "0"], row  # no fuzzy, none missing
    for language in ("es", "fr", "de"):
        assert_tools_read_it(ROOT / "translations" / f"{language}.po")
    assert_tools_read_it(ROOT / "translations" / "messages.pot")


def test_sample_template_is_current(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "content", tmp_path / "content")
    shutil.copy(ROOT / "audioguide.yml", tmp_path / "audioguide.yml")
    cli_ok(tmp_path, "extract")
    assert (tmp_path / "translations" / "messages.pot").read_text(encoding="utf-8") == (
        ROOT / "translations" / "messages.pot"
    ).read_text(encoding="utf-8")


def test_lexicon_changes_speech_never_text(built_sample: Path) -> None:
    script = next((built_sample / "es").glob("01-*.txt")).read_text(encoding="utf-8")
    assert "gaslighting" in script
    assert "gaslaiting" not in script


# ---------------------------------------------------------------- a language's own translated documents

TRANSLATED_GUIDE = """\
title: Safe Records
description: A guide to keeping records.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/guide/
languages:
  - code: en
    voice: en-us
  - code: de
documents:
  - path: content/records.md
    published: 2026-01-05T10:00:00Z
    translations: {de: content/de/records.md}
  - path: content/guide.txt
    published: 2026-01-12T10:00:00Z
"""


@pytest.fixture()
def translated_guide(tmp_path: Path) -> Path:
    """Two documents: the first translated into German as a file, the second through the catalog."""
    from tests.text.test_align import make_guide

    make_guide(tmp_path, TRANSLATED_GUIDE)
    (tmp_path / "content" / "guide.txt").write_text(DOCUMENT, encoding="utf-8")
    return tmp_path


def guide_documents(guide: Path):  # type: ignore[no-untyped-def]
    from audioguide.config import load_config
    from audioguide.text.documents import read_documents

    config = load_config(guide / "audioguide.yml")
    return config, read_documents(config)


GERMAN_TEXTS = {
    "Safe Records": "Sichere Aufzeichnungen",
    "A guide to keeping records.": "Ein Leitfaden zum Führen von Aufzeichnungen.",
    "Staying Safe": "Sicher bleiben",
    "The first paragraph says one thing.": "Der erste Absatz sagt eine Sache.",
    "Getting Help": "Hilfe holen",
    "Ask someone you trust for help.": "Bitten Sie eine Person Ihres Vertrauens um Hilfe.",
}


def test_a_language_reads_its_translated_document_with_the_source_s_identity_and_date(translated_guide: Path) -> None:
    from audioguide.text.catalogs import load_translator
    from audioguide.text.translated import documents_for

    config, documents = guide_documents(translated_guide)
    german = documents_for(config, "de", documents)
    assert [(d.id, d.name, d.title, d.published) for d in german] == [
        ("records", "content/de/records.md", "Aufzeichnungen führen", documents[0].published),
        ("guide", "content/guide.txt", "Staying Safe", documents[1].published),  # no translator: as it is
    ]
    assert [s.title for s in german[0].sections] == [
        "Aufzeichnungen führen", "Was Sie aufschreiben sollten", "Wo Sie sie aufbewahren", "Hilfe holen"]
    assert german[0].sections[3].paragraphs[2].text.startswith("Örtliche Hilfsangebote wie Refuge")
    assert documents_for(config, "en", documents) == documents
    translator = load_translator(config, "de")  # no catalog yet: the second document is missing, not the first
    translated = documents_for(config, "de", documents, translator)
    assert translated[0] == german[0]
    assert translated[1].sections[0].paragraphs[0].language == "en"
    assert translator.missing == [
        'content/guide.txt:1 "Staying Safe" missing in de',
        'content/guide.txt:3 "The first paragraph says one thing." missing in de',
        'content/guide.txt:5 "Getting Help" missing in de',
        'content/guide.txt:7 "Ask someone you trust for help." missing in de',
    ]


def test_a_translated_document_s_chapters_are_matched_by_heading_and_position(
    translated_guide: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from audioguide.text.translated import documents_for

    german = translated_guide / "content" / "de" / "records.md"
    text = german.read_text(encoding="utf-8")
    # A chapter only the translation has: read at the end of the one before it.
    german.write_text(text.replace("## Hilfe holen", "## Für Deutschland\n\nIn Deutschland erreichen Sie das"
                                   " Hilfetelefon rund um die Uhr unter 116 016.\n\n## Hilfe holen"), encoding="utf-8")
    config, documents = guide_documents(translated_guide)
    with caplog.at_level(logging.WARNING):
        (read, _) = documents_for(config, "de", documents)
    assert [s.title for s in read.sections] == [
        "Aufzeichnungen führen", "Was Sie aufschreiben sollten", "Wo Sie sie aufbewahren", "Hilfe holen"]
    assert [p.text for p in read.sections[2].paragraphs[-2:]] == [
        "Für Deutschland", "In Deutschland erreichen Sie das Hilfetelefon rund um die Uhr unter 116 016."]
    assert caplog.messages == ['content/de/records.md: its chapter "Für Deutschland" (line 25) translates none of'
                               " content/records.md's; read at the end of the chapter before it"]
    # A chapter not translated yet: read from the source, in English, or left out.
    caplog.clear()
    cut = text.index("## Wo Sie sie aufbewahren"), text.index("## Hilfe holen")
    german.write_text(text[:cut[0]] + text[cut[1]:], encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        (read, _) = documents_for(config, "de", documents)
    assert [s.title for s in read.sections] == [
        "Aufzeichnungen führen", "Was Sie aufschreiben sollten", "Where to Keep It", "Hilfe holen"]
    assert {p.language for p in read.sections[2].paragraphs} == {"en"}
    assert {p.language for p in read.sections[3].paragraphs} == {None}
    assert caplog.messages == ["content/de/records.md: no chapter translates content/records.md's chapter"
                               ' "Where to Keep It" (line 15); read in en, from the source']
    status = run_cli("translations", "status", cwd=translated_guide)
    assert status.returncode == 0, status.stderr
    assert status.stdout.splitlines()[-1] == ('de: content/de/records.md lacks the chapter "Where to Keep It"'
                                               " (line 15) of content/records.md")
    config = config.model_copy(update={"reading": config.reading.model_copy(update={"untranslated_chapters": "skip"})})
    (read, _) = documents_for(config, "de", documents)
    assert [s.title for s in read.sections] == ["Aufzeichnungen führen", "Was Sie aufschreiben sollten", "Hilfe holen"]
    # Two of the source's chapters in one: read as the translation has them, saying so (never refused).
    caplog.clear()
    german.write_text(text.replace("## Wo Sie sie aufbewahren\n\n", ""), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        (read, _) = documents_for(config, "de", documents)
    assert [s.title for s in read.sections] == ["Aufzeichnungen führen", "Was Sie aufschreiben sollten", "Hilfe holen"]
    assert caplog.messages == ['content/de/records.md: its "Was Sie aufschreiben sollten" (line 5) translates'
                               ' content/records.md\'s "What to Write Down" and "Where to Keep It"; read as it is']


BIOME_GETTING_STARTED = """\
---
title: Getting Started
---

Biome is best installed as a development dependency of your projects, but it is
also available as a standalone executable that doesn't require Node.js.

## Configuration

Although Biome can run with zero configuration, you'll likely want to tweak some
settings to suit your project's needs, in which case you can run the following
command to generate a `biome.json` configuration file.

## Usage

Lets get a quick overview of how to use Biome in your project.

### Editor integrations

Biome is available as a first-party extension in your favorite editors.

## Next Steps

Success! You're now ready to use Biome.
"""

BIOME_DEMARRAGE = """\
---
title: Démarrage
---

## Installation

Pour installer Biome, exécutez les commandes suivantes dans un répertoire contenant un fichier `package.json`.

## Configuration

Nous recommandons que vous créiez un fichier de configuration `biome.json` ou `biome.jsonc` pour chaque projet.

## Utilisation

Biome CLI est accompagné de beaucoup de commandes et d’options,
vous pouvez donc n’utiliser que ce dont vous avez besoin.

## Installer le plug-in pour un éditeur

Nous recommandons d’installer le plug-in pour un éditeur pour tirer le meilleur parti de Biome.

## Étapes suivantes

Ça y est&nbsp;! Vous êtes, à présent, prêt à utiliser Biome.
"""
"""Biome's "Getting Started" page (biomejs/website, shortened) and its older French translation, whose chapters
differ: "Installation" and "Utilisation" where the English has its text before the first heading and "Usage"."""


def test_a_translation_whose_chapters_differ_is_narrated_with_its_own(
    tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    from audioguide.text.translated import documents_for

    (tmp_path / "content" / "fr").mkdir(parents=True)
    (tmp_path / "content" / "start.md").write_text(BIOME_GETTING_STARTED, encoding="utf-8")
    (tmp_path / "content" / "fr" / "start.md").write_text(BIOME_DEMARRAGE, encoding="utf-8")
    (tmp_path / "audioguide.yml").write_text(
        GUIDE.replace("content/guide.txt", "content/start.md") + "    translations: {fr: content/fr/start.md}\n",
        encoding="utf-8")
    config, documents = guide_documents(tmp_path)
    with caplog.at_level(logging.WARNING):
        (french,) = documents_for(config, "fr", documents)
    assert (french.id, french.title, french.published) == (documents[0].id, "Démarrage", documents[0].published)
    assert [(s.number, s.title) for s in french.sections] == [
        (1, "Installation"), (2, "Configuration"), (3, "Utilisation"), (4, "Installer le plug-in pour un éditeur"),
        (5, "Étapes suivantes")]
    assert {p.language for s in french.sections for p in s.paragraphs} == {None}  # nothing read from the source
    assert [p.text for p in french.sections[2].paragraphs] == [
        "Biome CLI est accompagné de beaucoup de commandes et d’options, vous pouvez donc n’utiliser que ce dont"
        " vous avez besoin."]
    assert caplog.messages == [
        "content/fr/start.md: its chapters differ from content/start.md's (it has \"Installation\" and"
        " \"Utilisation\", which content/start.md lacks; it lacks \"Getting Started\"); narrated with its own"
        " 5 chapters, none read from the source"]


def test_a_translated_text_without_headings_is_cut_into_the_source_s_parts(tmp_path: Path) -> None:
    from audioguide.text.translated import documents_for

    english = ["Leaving",
               *(f"Paragraph {n} says something about leaving, in about ten words here." for n in range(1, 9))]
    german = ["Gehen", *(f"Absatz {n} sagt etwas über das Gehen, in ungefähr zehn Wörtern, hier." for n in range(1, 9))]
    (tmp_path / "content" / "de").mkdir(parents=True)
    (tmp_path / "content" / "leaving.txt").write_text("\n\n".join(english) + "\n", encoding="utf-8")
    (tmp_path / "content" / "de" / "leaving.txt").write_text("\n\n".join(german) + "\n", encoding="utf-8")
    config = GUIDE.replace("code: fr", "code: de").replace("content/guide.txt", "content/leaving.txt") \
        + "    translations: {de: content/de/leaving.txt}\nreading: {part_words: 50}\n"
    (tmp_path / "audioguide.yml").write_text(config, encoding="utf-8")
    config_, documents = guide_documents(tmp_path)
    assert [len(s.paragraphs) for s in documents[0].sections] == [4, 4]
    (translated,) = documents_for(config_, "de", documents)
    assert [[p.text.split()[1] for p in s.paragraphs] for s in translated.sections] == [["1", "2", "3", "4"],
                                                                                          ["5", "6", "7", "8"]]
    # A paragraph more: cut by words into as many parts as the source has.
    (tmp_path / "content" / "de" / "leaving.txt").write_text("\n\n".join([*german, german[1]]) + "\n", encoding="utf-8")
    (translated,) = documents_for(config_, "de", documents)
    assert [s.kind for s in translated.sections] == ["part", "part"]


@pytest.mark.parametrize("paused", ["source", "translation"])
def test_a_pause_in_only_one_of_the_texts_does_not_change_where_the_parts_are_cut(
    tmp_path: Path, paused: str,
) -> None:
    from audioguide.text.translated import documents_for

    english = ["Leaving",
               *(f"Paragraph {n} says something about leaving, in about ten words here." for n in range(1, 9))]
    german = ["Gehen", "Absatz 1 sagt etwas über das Gehen, und noch viel mehr: " + "ein Wort " * 20,
              *(f"Absatz {n} sagt etwas über das Gehen, in ungefähr zehn Wörtern, hier." for n in range(2, 9))]
    paused_text = english if paused == "source" else german
    paused_text.insert(3, "[pause 2s]")  # after paragraph 2
    (tmp_path / "content" / "de").mkdir(parents=True)
    (tmp_path / "content" / "leaving.txt").write_text("\n\n".join(english) + "\n", encoding="utf-8")
    (tmp_path / "content" / "de" / "leaving.txt").write_text("\n\n".join(german) + "\n", encoding="utf-8")
    config = GUIDE.replace("code: fr", "code: de").replace("content/guide.txt", "content/leaving.txt") \
        + "    translations: {de: content/de/leaving.txt}\nreading: {part_words: 50}\n"
    (tmp_path / "audioguide.yml").write_text(config, encoding="utf-8")
    config_, documents = guide_documents(tmp_path)
    (translated,) = documents_for(config_, "de", documents)
    assert [[p.text.split()[1] if p.pause is None else "pause" for p in s.paragraphs] for s in translated.sections] \
        == [["1", "2", "pause", "3", "4"] if paused == "translation" else ["1", "2", "3", "4"], ["5", "6", "7", "8"]]


@pytest.mark.slow
def test_status_and_update_leave_out_the_entries_of_documents_translated_as_files(translated_guide: Path) -> None:
    cli_ok(translated_guide, "extract")
    output = cli_ok(translated_guide, "translations", "update")
    assert output.splitlines()[-1] == (
        "de: 1 document narrated from its translated file (content/de/records.md); its entries are not needed in"
        " the catalog")
    po = translated_guide / "translations" / "de.po"
    assert (
        '#. Chapter heading\n#. Not needed in de: narrated from content/de/records.md\n#: content/records.md:5\n'
        'msgctxt "records"\nmsgid "What to Write Down"\nmsgstr ""'
    ) in po.read_text(encoding="utf-8")
    assert_tools_read_it(po)
    translate_as_a_translator(po, GERMAN_TEXTS)
    from audioguide.text.catalogs import _translated, builtin_catalog

    own = [e.msgid for e in polib.pofile(str(po)) if e.msgctxt is None]
    shipped = sum(_translated(builtin_catalog("de"), text) for text in own)
    lines = cli_ok(translated_guide, "translations", "status").splitlines()
    assert lines[1].split() == ["de", str(len(GERMAN_TEXTS) + shipped), "0", str(len(own) - shipped), "0"]
    assert lines[2] == "de: 1 document translated as a file (16 entries not needed, not counted above)"
    cli_ok(translated_guide, "translations", "update")  # a second update adds the note once, not twice
    assert po.read_text(encoding="utf-8").count("Not needed in de") == 16


@pytest.mark.slow
def test_a_guide_with_a_translated_document_builds_and_passes_check(translated_guide: Path) -> None:
    from audioguide.text.catalogs import builtin_catalog

    cli_ok(translated_guide, "extract")
    cli_ok(translated_guide, "translations", "update")
    po = translated_guide / "translations" / "de.po"
    shipped = builtin_catalog("de")
    own = {e.msgid: (shipped.get(e.msgid).string if shipped and shipped.get(e.msgid) else e.msgid)
           for e in polib.pofile(str(po)) if e.msgctxt is None}  # any of audioguide's words not shipped yet
    translate_as_a_translator(po, {**own, **GERMAN_TEXTS})
    cli_ok(translated_guide, "build", "-q")
    output = translated_guide / "output"
    first = (output / "de" / "01-aufzeichnungen-fuehren.txt").read_text(encoding="utf-8")
    assert first.startswith("Sichere Aufzeichnungen.\n\nFolge 1: Aufzeichnungen führen.\n\n"
                            "Schriftliche Aufzeichnungen sind oft das stärkste Beweismittel")
    assert "Örtliche Hilfsangebote wie Refuge können Ihnen auch helfen" in first
    assert "Sicher bleiben" in first  # the outro names the next episode, translated through the catalog
    chapters = json.loads((output / "de" / "01-aufzeichnungen-fuehren.chapters.json").read_text())["chapters"]
    assert [c["title"] for c in chapters] == [
        "Aufzeichnungen führen", "Was Sie aufschreiben sollten", "Wo Sie sie aufbewahren", "Hilfe holen"]
    english = json.loads(next((output / "en").glob("01-*.chapters.json")).read_text())["chapters"]
    assert len(english) == len(chapters)
    second = (output / "de" / "02-sicher-bleiben.txt").read_text(encoding="utf-8")
    assert "Der erste Absatz sagt eine Sache." in second
    feed = (output / "de" / "feed.xml").read_text(encoding="utf-8")
    assert "<itunes:episode>1</itunes:episode>" in feed and "<itunes:episode>2</itunes:episode>" in feed
    assert "Mon, 05 Jan 2026 10:00:00 +0000" in feed
    result = run_cli("check", "output", cwd=translated_guide)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("source", "translation", "problem"), [
    ("Episode %(number)s: %(title)s", "%(title)s, épisode %(number)s : %(title)s", None),  # a value said twice
    ("Episode %(number)s: %(title)s", "Épisode %(number)s", "placeholders differ: msgid has %(number)s, %(title)s,"
                                                            " msgstr has %(number)s"),
])
def test_placeholders_are_compared_as_they_are_shown(source: str, translation: str, problem: str | None) -> None:
    from audioguide.text.catalogs import format_problem

    assert format_problem(source, translation, formatted=True) == problem


def test_a_catalog_that_is_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    import os

    from audioguide.text.catalogs import read_catalog

    pipe = tmp_path / "es.po"
    os.mkfifo(pipe)
    with pytest.raises(TranslationError) as caught:
        read_catalog(pipe, "es")
    assert str(caught.value) == "translations/es.po: not a regular file (a named pipe); a catalog is a .po text file"


def test_a_catalog_linked_to_an_endless_device_is_refused(tmp_path: Path) -> None:
    from audioguide.text.catalogs import read_catalog

    (tmp_path / "es.po").symlink_to("/dev/zero")
    with pytest.raises(TranslationError) as caught:
        read_catalog(tmp_path / "es.po", "es")
    assert str(caught.value) == "translations/es.po: not a regular file (a device); a catalog is a .po text file"


def test_a_catalog_over_100_mb_is_refused_before_it_is_read(tmp_path: Path) -> None:
    from audioguide.text.catalogs import read_catalog

    with (tmp_path / "es.po").open("wb") as stream:
        stream.truncate(100_000_001)  # sparse: no disk used
    with pytest.raises(TranslationError) as caught:
        read_catalog(tmp_path / "es.po", "es")
    assert str(caught.value) == ("translations/es.po: larger than 100 MB, which no catalog of a guide is; is it the"
                                 " right file?")


def test_a_translated_document_s_labels_are_in_its_language(translated_guide: Path) -> None:
    # A Mintlify page's <Steps>: "Schritt 1" in the German file read through translations:, as when read alone
    from audioguide.text.translated import documents_for

    # (in a folder whose name says no language)
    text = (translated_guide / "content" / "de" / "records.md").read_text(encoding="utf-8")
    (translated_guide / "deutsch").mkdir()
    (translated_guide / "deutsch" / "records.md").write_text(text.replace(
        "## Hilfe holen", '<Steps>\n<Step title="Anrufen">\nRufen Sie an.\n</Step>\n</Steps>\n\n## Hilfe holen'),
        encoding="utf-8")
    config_file = translated_guide / "audioguide.yml"
    config_file.write_text(config_file.read_text(encoding="utf-8").replace("content/de/records.md",
                                                                           "deutsch/records.md"), encoding="utf-8")
    config, documents = guide_documents(translated_guide)
    said = [p.text for s in documents_for(config, "de", documents)[0].sections for p in s.paragraphs]
    assert "Schritt 1. Anrufen: Rufen Sie an." in said
