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
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po, write_po

from audioguide import __version__
from audioguide.config import GuideConfig
from audioguide.documents import Document, Paragraph
from audioguide.errors import TranslationError
from audioguide.output import write_atomic

PACKAGE_ROOT = Path(__file__).parent
TRANSLATIONS_DIR = "translations"
TEMPLATE_FILE = "messages.pot"
_HEADER = """\
# Translations of {title}.
# Made by `audioguide extract`; merged by `audioguide translations update`.
# msgctxt: the document and section (§N) of a text; #: its source line."""
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
    yield Segment(f"{document.id} title", document.title, f"{document.name}:{document.title_line}",
                  "Episode title")
    for section in document.sections:
        context = f"{document.id} §{section.number}"
        if section.kind == "heading" and section.title is not None:
            yield Segment(context, section.title, f"{document.name}:{section.line}", "Chapter heading")
        for paragraph in section.paragraphs:
            yield Segment(context, paragraph.text, f"{document.name}:{paragraph.line}")


def guide_segments(config: GuideConfig) -> Iterator[Segment]:
    for name in ("title", "description", "content_note"):
        value = getattr(config, name)
        if value:
            yield Segment(f"guide {name}", value, "audioguide.yml", f"The guide's {name.replace('_', ' ')}")


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
    # Code and templates are referenced by file only: their line numbers change with every edit.
    for message_id, filename, _line, comment in sorted(template_messages()):
        _add(catalog, message_id, None, filename, comment)
    return catalog


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
    """Write a .po/.pot file deterministically, atomically."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=79, include_previous=True, sort_output=False)
    write_atomic(path, buffer.getvalue())


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
    """Looks up segment translations in one language's catalog and records what is missing."""

    language: str
    catalog: Catalog | None
    missing: list[str] = field(default_factory=list)
    fell_back: int = 0

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

    def gettext(self) -> gettext.NullTranslations:
        """The catalog as gettext translations for the templates (fuzzy entries left out)."""
        if self.catalog is None:
            return gettext.NullTranslations()
        buffer = io.BytesIO()
        write_mo(buffer, self.catalog)
        buffer.seek(0)
        return gettext.GNUTranslations(buffer)


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
            text = translator.segment(next(segments))
            paragraphs.append(
                Paragraph(text, paragraph.line) if text is not None
                else Paragraph(paragraph.text, paragraph.line, language=source_language)
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


def translations_dir(config: GuideConfig) -> Path:
    return config.root / TRANSLATIONS_DIR


def catalog_path(config: GuideConfig, language: str) -> Path:
    return translations_dir(config) / f"{language}.po"


def target_languages(config: GuideConfig) -> list[str]:
    return [l.code for l in config.languages if l.code != config.source_language]


def extract_template(config: GuideConfig, documents: Sequence[Document]) -> Path:
    """Write ``translations/messages.pot``."""
    path = translations_dir(config) / TEMPLATE_FILE
    write_catalog(path, extract(config, documents))
    return path


def update_catalogs(config: GuideConfig, documents: Sequence[Document]) -> list[Path]:
    """Merge the current template into every language's catalog, as msgmerge does."""
    template = extract(config, documents)
    newest = newest_date(config)
    written = []
    for language in target_languages(config):
        path = catalog_path(config, language)
        if path.exists():
            catalog = read_catalog(path, language)
        else:
            catalog = Catalog(locale=babel_locale(language), project=config.title,
                              version=__version__, creation_date=newest, revision_date=newest,
                              fuzzy=False, header_comment=_HEADER.format(title=config.title))
        catalog.update(template, update_header_comment=True, update_creation_date=True)
        catalog.revision_date = newest
        write_catalog(path, catalog)
        written.append(path)
    return written


def catalog_status(config: GuideConfig, documents: Sequence[Document]) -> list[CatalogStatus]:
    """Per language: how many of the template's entries are translated, fuzzy or missing."""
    template = extract(config, documents)
    found = []
    for language in target_languages(config):
        path = catalog_path(config, language)
        catalog = read_catalog(path, language) if path.exists() else None
        counts = {"translated": 0, "fuzzy": 0, "missing": 0}
        for entry in template:
            if not entry.id:
                continue
            message = catalog.get(entry.id, entry.context) if catalog else None
            state = ("missing" if message is None or not message.string
                     else "fuzzy" if message.fuzzy else "translated")
            counts[state] += 1
        found.append(CatalogStatus(language, obsolete=len(catalog.obsolete) if catalog else 0, **counts))
    return found


def load_translator(config: GuideConfig, language: str) -> Translator:
    """The translator for ``language``: none needed for the source language."""
    if language == config.source_language:
        return Translator(language, None)
    path = catalog_path(config, language)
    if not path.exists():
        raise TranslationError(
            f"{TRANSLATIONS_DIR}/{path.name}: no catalog for {language};"
            " run `audioguide extract` and `audioguide translations update`, then translate it"
        )
    return Translator(language, read_catalog(path, language))
