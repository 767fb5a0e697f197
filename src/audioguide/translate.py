"""Translation through gettext catalogs, the way translators' tools expect.

``audioguide extract`` writes ``translations/messages.pot``: one entry per
narrated segment (guide texts, document titles, headings, paragraphs) with a
``msgctxt`` naming document and section and a ``#:`` reference to the source
line, then every string of the narration and site templates. ``audioguide
translations update`` merges it into each ``translations/<lang>.po`` as
msgmerge does (Babel's ``Catalog.update``). A build reads a language's catalog,
checks it, and takes every segment's translation from it.
"""

from __future__ import annotations

import gettext
import io
import logging
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

import polib
from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po

from audioguide import __version__
from audioguide.config import GuideConfig
from audioguide.documents import Document
from audioguide.errors import TranslationError
from audioguide.output import write_atomic

log = logging.getLogger(__name__)

PACKAGE_ROOT = Path(__file__).parent
TRANSLATIONS_DIR = "translations"
TEMPLATE_FILE = "messages.pot"
_HEADER = """\
# Translations of {title}.
# Made by `audioguide extract`; merged by `audioguide translations update`.
# msgctxt: the document a text comes from; #: its source line."""
GUIDE_REF = "audioguide.yml"
"""Where the guide's own texts (title, description, content note) come from, in catalogs."""
_PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


@dataclass(frozen=True)
class Segment:
    """One narrated text to translate, identified by ``context`` and its source text."""

    context: str
    text: str
    ref: str
    comment: str = ""


# ---------------------------------------------------------------- extraction


def document_segments(document: Document) -> Iterator[Segment]:
    """Every text of ``document`` to translate, in reading order.

    The context is the document alone: inserting, removing or moving a section
    changes no other entry, and a text repeated in a document is one entry.
    """
    context = document.id
    yield Segment(context, document.title, f"{document.name}:{document.title_line}", "Episode title")
    for section in document.sections:
        if section.kind == "heading" and section.title is not None:
            yield Segment(context, section.title, f"{document.name}:{section.line}", "Chapter heading")
        for paragraph in section.paragraphs:
            if paragraph.pause is None:  # a pause has no text to translate
                yield Segment(context, paragraph.text, f"{document.name}:{paragraph.line}")


def guide_segments(config: GuideConfig) -> Iterator[Segment]:
    for name in ("title", "description", "content_note"):
        value = getattr(config, name)
        if value:
            yield Segment(f"guide {name}", value, GUIDE_REF, f"The guide's {name.replace('_', ' ')}")


def template_messages() -> Iterator[tuple[str, str, int, str]]:
    """(msgid, file, line, comment) of every string the package's templates and code translate."""
    from babel.messages.extract import extract_from_dir  # slow to import; only `extract` needs it

    method_map = [("templates/**.j2", "jinja2"), ("**.py", "python")]
    options = {"templates/**.j2": {"extensions": "jinja2.ext.i18n"}}
    for filename, lineno, message, comments, _context in extract_from_dir(
        PACKAGE_ROOT, method_map, options_map=options, comment_tags=("Translators:",)
    ):
        assert isinstance(message, str)
        yield message, f"audioguide/{filename}", lineno, " ".join(comments)


def newest_date(config: GuideConfig) -> datetime:
    """Catalog dates: the newest document's, never the clock's, so files diff cleanly."""
    return max(entry.published for entry in config.documents)


def extract(config: GuideConfig, documents: Sequence[Document]) -> Catalog:
    """The template catalog: guide texts, then documents in episode order, then template strings."""
    now = newest_date(config)
    catalog = Catalog(
        project=config.title, version=__version__, copyright_holder=config.author,
        msgid_bugs_address=config.owner.email, creation_date=now, revision_date=now,
        fuzzy=False, header_comment=_HEADER.format(title=config.title),
    )
    segments = [*guide_segments(config)]
    for document in documents:
        segments += document_segments(document)
    for segment in segments:
        _add(catalog, segment.text, segment.context, segment.ref, segment.comment)
    _add_own_strings(catalog)
    return catalog


def own_template() -> Catalog:
    """``locale/messages.pot``: audioguide's own words, which its shipped catalogs translate."""
    catalog = Catalog(project="audioguide", fuzzy=False, creation_date=datetime(2026, 1, 1),
                      header_comment="# audioguide's own words: the narration's framing and the site's labels.")
    _add_own_strings(catalog)
    return catalog


def _add_own_strings(catalog: Catalog) -> None:
    # Code and templates are referenced by file only: their line numbers change with every edit.
    for message_id, filename, _line, comment in sorted(template_messages()):
        _add(catalog, message_id, None, filename, comment)


def _add(catalog: Catalog, message_id: str, context: str | None, ref: str, comment: str) -> None:
    path, _, line = ref.rpartition(":") if ref.rpartition(":")[2].isdigit() else (ref, "", "")
    # Babel writes a location without a line number ("#: audioguide.yml") for None.
    location: Any = (path, int(line) if line else None)
    existing = catalog.get(message_id, context)
    if existing is not None:
        existing.locations.append(location)
        return
    flags = ["python-format"] if _PLACEHOLDER.search(message_id) else []
    catalog.add(message_id, "", [location], flags=flags, auto_comments=[comment] if comment else [],
                context=context)


def write_catalog(path: Path, catalog: Catalog) -> None:
    """Write a .po/.pot file deterministically, atomically, as GNU gettext writes one.

    Babel merges catalogs well but writes the previous msgid of a fuzzy entry
    (``#| msgid``) wrapped without its ``#|`` marks, which msgfmt, polib and
    translate-toolkit (Weblate) reject; polib writes what they all read.
    """
    po = polib.POFile(wrapwidth=79, check_for_duplicates=False)
    po.header = "\n".join(line.removeprefix("#").removeprefix(" ") for line in catalog.header_comment.splitlines())
    # Babel adds its name and version (with a stray line end): not the catalog's business.
    po.metadata = {key: value.strip() for key, value in catalog.mime_headers if key != "Generated-By"}
    po.metadata_is_fuzzy = False
    entries = [(message, False) for message in catalog if message.id]
    entries += [(message, True) for message in catalog.obsolete.values()]
    for message, obsolete in entries:
        po.append(_po_entry(message, obsolete))
    write_atomic(path, po.__unicode__().encode("utf-8"))


def _po_entry(message: Message, obsolete: bool) -> polib.POEntry:
    previous = message.previous_id[0] if message.previous_id else None
    return polib.POEntry(
        msgid=str(message.id),
        msgstr=str(message.string or ""),
        msgctxt=message.context,
        occurrences=[(path, "" if line is None else str(line)) for path, line in message.locations],
        comment="\n".join(message.auto_comments),
        tcomment="\n".join(message.user_comments),
        flags=sorted(message.flags),
        previous_msgid=previous if "fuzzy" in message.flags else None,
        obsolete=obsolete,
    )


# ---------------------------------------------------------------- catalogs


def babel_locale(tag: str) -> Locale:
    try:
        return Locale.parse(tag, sep="-")
    except (ValueError, UnknownLocaleError):
        return Locale.parse(tag.split("-")[0])


def read_catalog(path: Path, language: str) -> Catalog:
    """A language's catalog, checked: parses, says it is for ``language``, placeholders agree."""
    name = f"{TRANSLATIONS_DIR}/{path.name}"
    try:
        with path.open("rb") as stream:
            catalog = read_po(stream, abort_invalid=True)
    except PoFileError as error:
        raise TranslationError(_po_error(name, error)) from None
    except UnicodeDecodeError:
        raise TranslationError(f"{name}: not UTF-8; save the catalog as UTF-8") from None
    catalog = _with_document_contexts(catalog)
    declared = catalog.locale_identifier
    if declared and babel_locale(language) != babel_locale(declared.replace("_", "-")):
        raise TranslationError(
            f"{name}: the header says Language: {declared}, but the file is for {language};"
            f" fix the header or rename the file"
        )
    # Fuzzy entries are never used (a guess by `translations update`), so only the others count.
    problems = [
        f"{name}:{m.lineno}: {problem}"
        for m in catalog
        if isinstance(m.id, str) and m.id and isinstance(m.string, str) and m.string and not m.fuzzy
        for problem in [_format_problem(m.id, m.string, formatted=m.context is None)] if problem
    ]
    if problems:
        raise TranslationError("\n".join(problems))
    return catalog


_SECTION_CONTEXT = re.compile(r"^(?P<document>.+) (?:§\d+|title)$")
_GUIDE_CONTEXTS = frozenset({"guide title", "guide description", "guide content_note"})


def _with_document_contexts(catalog: Catalog) -> Catalog:
    """``catalog`` with contexts of an earlier version (``doc §3``, ``doc title``) made the document's.

    Contexts used to hold the section's number, so inserting a section changed
    every context after it; they are the document's alone now. A catalog of
    either kind is read the same, and ``translations update`` rewrites it.
    """
    old = [m for m in catalog if m.id and m.context and _SECTION_CONTEXT.match(m.context)
           and not (m.context in _GUIDE_CONTEXTS and any(path == GUIDE_REF for path, _ in m.locations))]
    for message in old:
        found = _SECTION_CONTEXT.match(str(message.context))
        assert found is not None
        catalog.delete(message.id, context=message.context)
        existing = catalog.get(message.id, found["document"])
        if existing is None:
            message.context = found["document"]
            catalog[message.id] = message
        elif not existing.string and message.string:
            existing.string, existing.flags = message.string, message.flags
        if existing is not None:
            existing.locations.extend(message.locations)
    return catalog


def _format_problem(source: str, translation: str, formatted: bool) -> str | None:
    """What is wrong with the placeholders of ``translation``, or None.

    Strings of the templates and code (no msgctxt) are %-formatted, even without
    values, so a lone ``%`` or a ``%(title)99999s`` there would fail or explode.
    """
    if sorted(_PLACEHOLDER.findall(source)) != sorted(_PLACEHOLDER.findall(translation)):
        return f"placeholders differ: msgid has {_placeholders(source)}, msgstr has {_placeholders(translation)}"
    stray = re.search(r"%(?!%|\(\w+\)[sd])", re.sub(r"%%", "", translation)) if formatted else None
    if stray:
        return (f"the msgstr has a % that is not a placeholder ({translation[stray.start():stray.start() + 8]!r});"
                " write %% for a percent sign, %(name)s for a value")
    return None


def _placeholders(text: str) -> str:
    found = sorted(set(_PLACEHOLDER.findall(text)))
    return ", ".join(f"%({p})s" for p in found) or "none"


def _po_error(name: str, error: PoFileError) -> str:
    """Babel says "Unknown or misformatted keyword on 6", counting from 0: make it ``file:7: …``."""
    problem, _, line = str(error).rpartition(" on ")
    if line.strip().isdigit():
        return f"{name}:{int(line) + 1}: malformed catalog entry ({problem.lower()}); fix the .po syntax"
    return f"{name}: malformed catalog ({error}); fix the .po syntax"


@dataclass
class Translator:
    """Looks up translations for one language and records what is missing.

    Segments (the guide's own texts) come from the guide's catalog; audioguide's
    own words (intro, announcements, outro, page labels) from the guide's
    catalog too when it has them, else from the catalog shipped for the language.
    """

    language: str
    catalog: Catalog | None
    """The guide's catalog; None for the source language, which needs none."""
    builtin: Catalog | None = None
    """audioguide's own catalog for the language (``locale/<lang>.po``), if it ships one."""
    absent: str | None = None
    """The catalog the language needs and does not have (``translations/fr.po``)."""
    missing: list[str] = field(default_factory=list)

    def segment(self, segment: Segment) -> str | None:
        """The translation, or None (recorded) when missing or fuzzy; the source needs none."""
        if self.catalog is None:
            return segment.text
        message = self.catalog.get(segment.text, segment.context)
        if message is not None and message.string and not message.fuzzy:
            return str(message.string)
        state = "fuzzy" if message is not None and message.fuzzy and message.string else "missing"
        preview = segment.text if len(segment.text) <= 40 else segment.text[:40].rstrip() + "…"
        self.missing.append(f'{segment.ref} "{preview}" {state} in {self.language}')
        return None

    def own_strings_missing(self) -> list[str]:
        """audioguide's own strings that neither the guide's catalog nor the shipped one translates."""
        if primary_language(self.language) == "en":
            return []
        return [text for text in own_strings()
                if not any(_translated(catalog, text) for catalog in (self.catalog, self.builtin))]

    def problems(self) -> list[str]:
        """What keeps the language from being complete, one line each (none: it is)."""
        if self.absent is not None:
            return [f"{self.absent}: no catalog for {self.language}; run `audioguide extract` and"
                    " `audioguide translations update`, then translate it"]
        lines = list(self.missing)
        own = self.own_strings_missing() if self.catalog is not None else []
        if own:
            shown = ", ".join(f'"{text}"' for text in own[:2])
            lines.append(
                f"{TRANSLATIONS_DIR}/{self.language}.po: {len(own)} of audioguide's own words ({shown}…)"
                f" missing in {self.language}, which audioguide ships no translation for; translate them"
                " there (audioguide translations update adds them)"
            )
        return lines

    def gettext(self) -> gettext.NullTranslations:
        """The guide's catalog, then audioguide's own, as gettext translations (fuzzy entries left out)."""
        found: gettext.NullTranslations = gettext.NullTranslations()
        for catalog in (self.builtin, self.catalog):
            if catalog is not None:
                buffer = io.BytesIO()
                write_mo(buffer, catalog)
                buffer.seek(0)
                translations = gettext.GNUTranslations(buffer)
                translations.add_fallback(found)
                found = translations
        return found


def _translated(catalog: Catalog | None, text: str) -> bool:
    message = catalog.get(text) if catalog is not None else None
    return message is not None and bool(message.string) and not message.fuzzy


def primary_language(tag: str) -> str:
    return tag.split("-")[0].lower()


BUILTIN_DIR = PACKAGE_ROOT / "locale"
"""audioguide's own catalogs: its words (framing, page labels) in the languages it ships."""


def builtin_catalog(language: str) -> Catalog | None:
    """The catalog audioguide ships for ``language`` (``pt-BR``, else ``pt``), if any."""
    for tag in dict.fromkeys((language, primary_language(language))):
        path = BUILTIN_DIR / f"{tag}.po"
        if path.is_file():
            with path.open("rb") as stream:
                return read_po(stream)
    return None


@cache
def own_strings() -> tuple[str, ...]:
    """The msgids of audioguide's templates and code, as ``locale/messages.pot`` lists them."""
    with (BUILTIN_DIR / TEMPLATE_FILE).open("rb") as stream:
        return tuple(str(message.id) for message in read_po(stream) if message.id)


def translate_document(document: Document, translator: Translator, source_language: str) -> Document:
    """``document`` in the translator's language; untranslated text keeps the source language."""
    segments = iter(document_segments(document))
    title = translator.segment(next(segments)) or document.title
    sections = []
    for section in document.sections:
        heading = section.title
        if section.kind == "heading":
            heading = translator.segment(next(segments)) or section.title
        paragraphs = []
        for paragraph in section.paragraphs:
            text = translator.segment(next(segments)) if paragraph.pause is None else paragraph.text
            paragraphs.append(
                replace(paragraph, text=text) if text is not None
                else replace(paragraph, language=source_language)
            )
        sections.append(replace(section, title=heading if section.kind != "lead" else title,
                                paragraphs=tuple(paragraphs)))
    return replace(document, title=title, sections=tuple(sections))


# ---------------------------------------------------------------- the workflow


@dataclass(frozen=True)
class CatalogStatus:
    language: str
    translated: int
    fuzzy: int
    missing: int
    obsolete: int
    as_files: int = 0
    """Documents the language narrates from its own translated file (``translations:``)."""
    not_needed: int = 0
    """Their entries, which the language does not need and the other counts leave out."""


def translations_dir(config: GuideConfig) -> Path:
    return config.root / TRANSLATIONS_DIR


def catalog_path(config: GuideConfig, language: str) -> Path:
    return translations_dir(config) / f"{language}.po"


def target_languages(config: GuideConfig) -> list[str]:
    return [language.code for language in config.languages if language.code != config.source_language]


def narrated_from_files(config: GuideConfig, language: str, documents: Sequence[Document]) -> dict[str, str]:
    """The documents ``language`` narrates from its own translated file: their contexts, and that file.

    Their segments need no entry in the language's catalog: the build reads the file instead
    (:func:`audioguide.translated.documents_for`).
    """
    found = {}
    for entry in config.documents:
        path = entry.translations.get(language)
        if path is None:
            continue
        shown = path.relative_to(config.root).as_posix() if path.is_relative_to(config.root) else str(path)
        for document in documents:
            if document.path == entry.path:
                found[document.id] = shown
    return found


def extract_template(config: GuideConfig, documents: Sequence[Document]) -> Path:
    """Write ``translations/messages.pot``."""
    path = translations_dir(config) / TEMPLATE_FILE
    write_catalog(path, extract(config, documents))
    return path


def update_catalogs(config: GuideConfig, documents: Sequence[Document]) -> list[Path]:
    """Merge the current template into every language's catalog, as msgmerge does.

    The entries of a document that a language narrates from its own translated file are merged
    too (a translation there is kept), each noted as not needed in that language.
    """
    template = extract(config, documents)
    newest = newest_date(config)
    written = []
    for language in target_languages(config):
        path = catalog_path(config, language)
        catalog = read_catalog(path, language) if path.exists() else new_catalog(config, language)
        catalog.update(template, update_header_comment=True, update_creation_date=True)
        catalog.revision_date = newest
        _mark_not_needed(catalog, language, narrated_from_files(config, language, documents))
        write_catalog(path, catalog)
        written.append(path)
    return written


def new_catalog(config: GuideConfig, language: str) -> Catalog:
    """An empty catalog for ``language``, as ``translations update`` starts one."""
    newest = newest_date(config)
    return Catalog(locale=babel_locale(language), project=config.title, version=__version__,
                   creation_date=newest, revision_date=newest, fuzzy=False,
                   header_comment=_HEADER.format(title=config.title))


NOT_NEEDED = "Not needed in {language}: narrated from {file}"
"""The note on the entries of a document a language narrates from its own translated file."""


def _mark_not_needed(catalog: Catalog, language: str, files: dict[str, str]) -> None:
    """Say on each entry of a document narrated from a translated file that the language does not need it."""
    for message in catalog:
        if message.id and message.context in files:
            message.auto_comments = [*message.auto_comments,
                                     NOT_NEEDED.format(language=language, file=files[str(message.context)])]


def catalog_status(config: GuideConfig, documents: Sequence[Document]) -> list[CatalogStatus]:
    """Per language: how many of the template's entries are translated, fuzzy or missing.

    audioguide's own words count as translated when the catalog it ships for the language has them.
    The entries of documents the language narrates from its own translated file are not counted
    there but in ``not_needed``.
    """
    template = extract(config, documents)
    own = set(own_strings())
    found = []
    for language in target_languages(config):
        path = catalog_path(config, language)
        catalog = read_catalog(path, language) if path.exists() else None
        builtin = builtin_catalog(language)
        counts = {"translated": 0, "fuzzy": 0, "missing": 0}
        files = narrated_from_files(config, language, documents)
        not_needed = 0
        for entry in template:
            if not entry.id:
                continue
            if entry.context in files:
                not_needed += 1
                continue
            message = catalog.get(entry.id, entry.context) if catalog else None
            state = ("missing" if message is None or not message.string
                     else "fuzzy" if message.fuzzy else "translated")
            if state == "missing" and entry.context is None and entry.id in own and (
                primary_language(language) == "en" or _translated(builtin, str(entry.id))
            ):
                state = "translated"
            counts[state] += 1
        found.append(CatalogStatus(language, obsolete=len(catalog.obsolete) if catalog else 0, **counts,
                                   as_files=len({entry.path for entry in config.documents
                                                 if language in entry.translations}),
                                   not_needed=not_needed))
    return found


def load_translator(config: GuideConfig, language: str) -> Translator:
    """The translator for ``language``; the source language needs no catalog of the guide's."""
    builtin = builtin_catalog(language)
    if language == config.source_language:
        translator = Translator(language, None, builtin)
        if primary_language(language) != "en" and builtin is None:
            log.warning("%s: audioguide ships no translation of its own words (intro, announcements, outro)"
                        " for %s; they are in English", language, language)
        return translator
    path = catalog_path(config, language)
    if not path.exists():
        return Translator(language, Catalog(locale=None), builtin, absent=f"{TRANSLATIONS_DIR}/{path.name}")
    return Translator(language, read_catalog(path, language), builtin)
