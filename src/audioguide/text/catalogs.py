"""Translation through gettext catalogs, the way translators' tools expect.

``audioguide extract`` writes ``translations/messages.pot``: one entry per
narrated segment (guide texts, document titles, headings, paragraphs) with a
``msgctxt`` naming its document (:func:`catalog_context`) and a ``#:``
reference to the source line, then every string of the narration and site
templates. ``audioguide translations update`` merges it into each
``translations/<lang>.po`` as msgmerge does (:func:`merge`). A build reads a
language's catalog, checks it, and takes every segment's translation from it.
"""

from __future__ import annotations

import gettext
import io
import logging
import os
import re
import stat
from collections import Counter
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any, Literal

import polib
from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po

from audioguide import __version__
from audioguide.common.errors import TranslationError
from audioguide.common.files import read_regular, write_atomic
from audioguide.common.resources import PACKAGE
from audioguide.config import DocumentConfig, GuideConfig
from audioguide.text.documents import FILE_KINDS, Document

log = logging.getLogger(__name__)

PACKAGE_ROOT = PACKAGE
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


def document_segments(document: Document, context: str | None = None) -> Iterator[Segment]:
    """Every text of ``document`` to translate, in reading order, with ``context`` (the document's id by default).

    The context is the document alone (:func:`catalog_context`): inserting,
    removing or moving a section changes no other entry, and a text repeated in
    a document is one entry.
    """
    context = context or document.id
    yield Segment(context, document.title, f"{document.name}:{document.title_line}", "Episode title")
    for section in document.sections:
        if section.kind == "heading" and section.title is not None:
            yield Segment(context, section.title, f"{document.name}:{section.line}", "Chapter heading")
        for paragraph in section.paragraphs:
            if paragraph.pause is None:  # a pause has no text to translate
                yield Segment(context, paragraph.text, f"{document.name}:{paragraph.line}")


def catalog_context(config: GuideConfig, document: Document) -> str:
    """The ``msgctxt`` of ``document``'s texts: its id, or the file's for a part of a file split in chapters.

    A part's id numbers it in its file (``book#2``), so inserting a part would
    change the contexts of every part after it and turn their entries fuzzy; the
    file's identity (``book``) does not change, as a document's does not when a
    section is inserted.
    """
    entry = entry_of(config, document)
    return entry.identity if entry is not None and entry.split == "chapters" else document.id


def entry_of(config: GuideConfig, document: Document) -> DocumentConfig | None:
    """The entry of ``documents:`` that ``document`` was read from."""
    return next((entry for entry in config.documents if entry.path == document.path), None)


def split_identities(config: GuideConfig) -> frozenset[str]:
    """The identities of the documents split in chapters: their parts' contexts were ``book#2`` before."""
    return frozenset(entry.identity for entry in config.documents if entry.split == "chapters")


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """``1 passage``, ``2 passages``; ``plural`` for a noun that takes more than an s (``entries``)."""
    return f"{number} {noun}" if number == 1 else f"{number} {plural or noun + 's'}"


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
        segments += document_segments(document, catalog_context(config, document))
    for segment in segments:
        _add(catalog, segment.text, segment.context, segment.ref, segment.comment)
    _add_own_strings(catalog)
    return catalog


def own_template() -> Catalog:
    """``locale/messages.pot`` as the package's code and templates make it: audioguide's own words, which its
    shipped catalogs translate."""
    catalog = Catalog(project="audioguide", fuzzy=False, creation_date=datetime(2026, 1, 1),
                      header_comment="# audioguide's own words: the narration's framing and the site's labels.")
    # Code and templates are referenced by file only: their line numbers change with every edit.
    for message_id, filename, _line, comment in sorted(template_messages()):
        _add(catalog, message_id, None, filename, comment)
    return catalog


def _add_own_strings(catalog: Catalog) -> None:
    """audioguide's own words as the shipped ``locale/messages.pot`` lists them. The tests keep that file equal to
    :func:`own_template`; reading it takes a millisecond, extracting the words from the code half a second."""
    for message in _shipped_template():
        for path, _line in message.locations:
            _add(catalog, str(message.id), None, path, " ".join(message.auto_comments))


@cache
def _shipped_template() -> tuple[Message, ...]:
    with (BUILTIN_DIR / TEMPLATE_FILE).open("rb") as stream:
        return tuple(message for message in read_po(stream) if message.id)


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


def read_catalog(path: Path, language: str, split: Collection[str] = ()) -> Catalog:
    """A language's catalog, checked: parses, says it is for ``language``, placeholders agree.

    ``split``: the identities of the documents split in chapters (:func:`split_identities`),
    whose parts' entries an earlier version gave contexts of their own.
    """
    name = f"{TRANSLATIONS_DIR}/{path.name}"
    data = _catalog_bytes(path, name)
    try:
        catalog = read_po(io.BytesIO(data), abort_invalid=True)
        text = data.decode("utf-8")
    except PoFileError as error:
        raise TranslationError(_po_error(name, error)) from None
    except UnicodeDecodeError:
        raise TranslationError(f"{name}: not UTF-8; save the catalog as UTF-8") from None
    _with_previous_ids(catalog, text)
    catalog = _with_document_contexts(catalog, split)
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
        for problem in [format_problem(m.id, m.string, formatted=m.context is None)] if problem
    ]
    if problems:
        raise TranslationError("\n".join(problems))
    return catalog


_SECTION_CONTEXT = re.compile(r"^(?P<document>.+) (?:§\d+|title)$")
_GUIDE_CONTEXTS = frozenset({"guide title", "guide description", "guide content_note"})


CATALOG_BYTES = 100_000_000
"""The largest catalog read: a guide's every document twice over, with room to spare."""


def _catalog_bytes(path: Path, name: str) -> bytes:
    """The catalog's bytes, once a ``stat`` has shown a regular file of at most :data:`CATALOG_BYTES`
    (a named pipe would wait for a writer, a link to ``/dev/zero`` never end), as documents are read."""
    try:
        data = read_regular(path, CATALOG_BYTES, lambda status: _check_catalog(status, name))
    except OSError as error:
        raise TranslationError(f"{name}: cannot read: {error.strerror}") from None
    if len(data) > CATALOG_BYTES:
        raise TranslationError(f"{name}: larger than {CATALOG_BYTES // 1_000_000} MB, which no catalog of a guide"
                               " is; is it the right file?")
    return data


def _check_catalog(status: os.stat_result, name: str) -> None:
    if not stat.S_ISREG(status.st_mode):
        kind = FILE_KINDS.get(stat.S_IFMT(status.st_mode), "of an unknown kind")
        raise TranslationError(f"{name}: not a regular file ({kind}); a catalog is a .po text file")
    if status.st_size > CATALOG_BYTES:
        raise TranslationError(f"{name}: larger than {CATALOG_BYTES // 1_000_000} MB, which no catalog of a guide"
                               " is; is it the right file?")


def _with_previous_ids(catalog: Catalog, text: str) -> None:
    """Give fuzzy entries their previous msgid (``#| msgid``) as polib reads it.

    Babel's reader takes ``#|`` lines for a translator's comment (``# | msgid``), which would
    be written back as one and pile up with every update; polib reads both as written.
    """
    previous: dict[tuple[bool, str | None, str], polib.POEntry] = {
        (bool(entry.obsolete), entry.msgctxt, entry.msgid): entry
        for entry in polib.pofile(text) if entry.previous_msgid or entry.previous_msgctxt
    }
    if not previous:
        return
    for obsolete, messages in ((False, list(catalog)), (True, list(catalog.obsolete.values()))):
        for message in messages:
            found = previous.get((obsolete, message.context, str(message.id)))
            if found is not None:
                message.previous_id = [found.previous_msgid] if found.previous_msgid else []
                message.user_comments = found.tcomment.splitlines() if found.tcomment else []


def _with_document_contexts(catalog: Catalog, split: Collection[str] = ()) -> Catalog:
    """``catalog`` with contexts of an earlier version (``doc §3``, ``doc title``, ``book#2``) made the document's.

    Contexts used to hold the section's number, and a part of a document split in
    chapters its number in the file, so inserting a section or a part changed
    every context after it; they are the document's (the file's) alone now. A
    catalog of either kind is read the same, and ``translations update`` rewrites it.
    """
    for message in [m for m in catalog if m.id and _current_context(m, split)]:
        context = _current_context(message, split)
        catalog.delete(message.id, context=message.context)
        existing = catalog.get(message.id, context)
        if existing is None:
            message.context = context
            catalog[message.id] = message
            continue
        if entry_state(message) == "translated" and entry_state(existing) != "translated":
            existing.string, existing.flags, existing.previous_id = message.string, message.flags, message.previous_id
        existing.locations.extend(message.locations)
    for key, message in list(catalog.obsolete.items()):
        context = _current_context(message, split)
        if context:
            del catalog.obsolete[key]
            message.context = context
            catalog.obsolete.setdefault((str(message.id), context), message)
    return catalog


def _current_context(message: Message, split: Collection[str]) -> str | None:
    """The context that an entry written by an earlier version has now; None when it has it already."""
    context = message.context
    if not context:
        return None
    found = _SECTION_CONTEXT.match(context)
    if found and not (context in _GUIDE_CONTEXTS and any(path == GUIDE_REF for path, _ in message.locations)):
        context = found["document"]
    identity, mark, number = context.rpartition("#")
    if mark and number.isdigit() and identity in split:
        context = identity
    return context if context != message.context else None


def format_problem(source: str, translation: str, formatted: bool) -> str | None:
    """What is wrong with the placeholders of ``translation``, or None.

    Strings of the templates and code (no msgctxt) are %-formatted, even without
    values, so a lone ``%`` or a ``%(title)99999s`` there would fail or explode.
    """
    if set(_PLACEHOLDER.findall(source)) != set(_PLACEHOLDER.findall(translation)):  # a value may be said twice
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


EntryState = Literal["translated", "fuzzy", "missing"]
OwnWord = Literal["guide", "shipped", "fuzzy", "missing"]
"""Where one of audioguide's own words is said from: the guide's catalog, the one audioguide ships
for the language (or English itself), or neither, the guide's entry being fuzzy or missing."""


def entry_state(message: Message | None) -> EntryState:
    """A catalog entry's state; a fuzzy entry is a guess, used by no build."""
    if message is None or not message.string:
        return "missing"
    return "fuzzy" if message.fuzzy else "translated"


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
    untranslated: set[str] = field(default_factory=set)
    """The texts of the segments found missing or fuzzy: left in the source language."""

    def segment(self, segment: Segment) -> str | None:
        """The translation, or None (recorded) when missing or fuzzy; the source needs none."""
        if self.catalog is None:
            return segment.text
        message = self.catalog.get(segment.text, segment.context)
        state = entry_state(message)
        if message is not None and state == "translated":
            return str(message.string)
        preview = segment.text if len(segment.text) <= 40 else segment.text[:40].rstrip() + "…"
        self.missing.append(f'{segment.ref} "{preview}" {state} in {self.language}')
        self.untranslated.add(segment.text)
        return None

    def own_word(self, text: str) -> OwnWord:
        """Where the build takes one of audioguide's own words from (:meth:`gettext` in that order).

        A fuzzy entry of the guide's catalog is not used: the shipped translation is, if there is one.
        """
        if _translated(self.catalog, text):
            return "guide"
        if primary_language(self.language) == "en" or _translated(self.builtin, text):
            return "shipped"
        return "fuzzy" if entry_state(self.catalog.get(text) if self.catalog else None) == "fuzzy" else "missing"

    def own_strings_missing(self) -> list[str]:
        """audioguide's own strings that neither the guide's catalog nor the shipped one translates."""
        return [text for text in own_strings() if self.own_word(text) in ("fuzzy", "missing")]

    def problems(self) -> list[str]:
        """What keeps the language from being complete, one line each (none: it is)."""
        if self.absent is not None:
            return [f"{self.absent}: no catalog for {self.language}; run `audioguide extract` and"
                    " `audioguide translations update`, then translate it"]
        lines = list(self.missing)
        own = self.own_strings_missing() if self.catalog is not None else []
        if own:
            shown = ", ".join(f'"{text}"' for text in own[:2]) + ("…" if len(own) > 2 else "")
            lines.append(
                f"{TRANSLATIONS_DIR}/{self.language}.po: {len(own)} of audioguide's own words ({shown})"
                f" missing in {self.language}, which audioguide ships no translation for; translate"
                f" {'it' if len(own) == 1 else 'them'} there (audioguide translations update adds them)"
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
    return entry_state(catalog.get(text) if catalog is not None else None) == "translated"


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
    return tuple(str(message.id) for message in _shipped_template())


def translate_document(
    document: Document, translator: Translator, source_language: str, context: str | None = None,
) -> Document:
    """``document`` in the translator's language; untranslated text keeps the source language.

    ``context``: its texts' (:func:`catalog_context`), the document's id by default.
    """
    segments = iter(document_segments(document, context))
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
                replace(paragraph, text=text, spans=paragraph.spans if text == paragraph.text else ())
                if text is not None
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
    shipped_over_fuzzy: int = 0
    """audioguide's own words fuzzy in the guide's catalog, which the build says as audioguide's
    shipped catalog does: counted as translated."""


def translations_dir(config: GuideConfig) -> Path:
    return config.root / TRANSLATIONS_DIR


def catalog_path(config: GuideConfig, language: str) -> Path:
    return translations_dir(config) / f"{language}.po"


def guide_catalog(config: GuideConfig, language: str) -> Catalog | None:
    """The guide's catalog for ``language``, checked (:func:`read_catalog`); None when it has none yet."""
    path = catalog_path(config, language)
    return read_catalog(path, language, split_identities(config)) if path.exists() else None


def target_languages(config: GuideConfig) -> list[str]:
    return [language.code for language in config.languages if language.code != config.source_language]


def narrated_from_files(config: GuideConfig, language: str, documents: Sequence[Document]) -> dict[str, str]:
    """The documents ``language`` narrates from its own translated file: their contexts, and that file.

    Their segments need no entry in the language's catalog: the build reads the file instead
    (:func:`audioguide.text.translated.documents_for`).
    """
    found = {}
    for document in documents:
        entry = entry_of(config, document)
        path = entry.translations.get(language) if entry is not None else None
        if path is not None:
            shown = path.relative_to(config.root).as_posix() if path.is_relative_to(config.root) else str(path)
            found[catalog_context(config, document)] = shown
    return found


def extract_template(config: GuideConfig, documents: Sequence[Document]) -> Path:
    """Write ``translations/messages.pot``."""
    path = translations_dir(config) / TEMPLATE_FILE
    write_catalog(path, extract(config, documents))
    return path


def update_catalogs(config: GuideConfig, documents: Sequence[Document]) -> list[tuple[Path, bool]]:
    """Merge the current template into every language's catalog, as msgmerge does; each catalog's path, and
    whether it was made now (a language without one yet).

    The entries of a document that a language narrates from its own translated file are merged
    too (a translation there is kept), each noted as not needed in that language.
    """
    template = extract(config, documents)
    newest = newest_date(config)
    written = []
    for language in target_languages(config):
        existing = guide_catalog(config, language)
        catalog = existing or new_catalog(config, language)
        merge(catalog, template)
        catalog.revision_date = newest
        _mark_not_needed(catalog, language, narrated_from_files(config, language, documents))
        path = catalog_path(config, language)
        write_catalog(path, catalog)
        written.append((path, existing is None))
    return written


def merge(catalog: Catalog, template: Catalog) -> None:
    """Merge ``template`` into ``catalog`` as msgmerge does, with Babel's ``Catalog.update``.

    Beyond what Babel does, as msgmerge: a text that comes back gets its obsolete entry back
    (:func:`_restore_returning`), a fuzzy entry keeps its previous msgid from one merge to the
    next, an obsolete entry without a translation is dropped, and a file used twice by a
    string is one reference (the template lists it once per use), so merging again changes nothing.
    """
    _restore_returning(catalog, template)
    previous = {(m.id, m.context): m.previous_id for m in catalog if m.id and m.previous_id}
    catalog.update(template, update_header_comment=True, update_creation_date=True)
    for message in catalog:
        message.locations = list(dict.fromkeys(message.locations))
        if message.fuzzy and not message.previous_id:
            message.previous_id = previous.get((message.id, message.context), [])
    for key in [key for key, message in catalog.obsolete.items() if not message.string]:
        del catalog.obsolete[key]


def _restore_returning(catalog: Catalog, template: Catalog) -> None:
    """Make active again each obsolete (``#~``) entry whose text is in ``template`` again.

    Babel would add the text as a new, empty entry beside the obsolete one, a duplicate
    that ``msgfmt`` refuses; msgmerge gives it its old translation back (fuzzy only if it
    was). A catalog left with both by an earlier version keeps the translated one.
    """
    for key, old in list(catalog.obsolete.items()):
        if template.get(old.id, old.context) is None:
            continue
        del catalog.obsolete[key]
        current = catalog.get(old.id, old.context)
        if current is None:
            catalog[old.id] = old
        elif entry_state(current) == "missing" and old.string:
            current.string, current.previous_id = old.string, old.previous_id
            current.flags |= old.flags


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
    """Per language: how many of the template's entries are translated, fuzzy or missing, as a build sees them.

    audioguide's own words count as the build says them (:meth:`Translator.own_word`): translated
    when the catalog it ships for the language has them, even where the guide's entry is fuzzy.
    The entries of documents the language narrates from its own translated file are not counted
    there but in ``not_needed``.
    """
    template = extract(config, documents)
    return [_status(config, template, load_translator(config, language), documents)
            for language in target_languages(config)]


def _status(config: GuideConfig, template: Catalog, translator: Translator, documents: Sequence[Document]
            ) -> CatalogStatus:
    language, catalog = translator.language, translator.catalog
    assert catalog is not None, "a language to translate into has a catalog, if an empty one"
    files = narrated_from_files(config, language, documents)
    own = set(own_strings())
    counts: Counter[str] = Counter()
    for entry in template:
        if not entry.id:
            continue
        state: str = entry_state(catalog.get(entry.id, entry.context))
        if entry.context in files:
            state = "not_needed"
        elif entry.context is None and entry.id in own:
            source = translator.own_word(str(entry.id))
            if source == "shipped" and state == "fuzzy":
                counts["shipped_over_fuzzy"] += 1
            state = "translated" if source in ("guide", "shipped") else source
        counts[state] += 1
    return CatalogStatus(language, counts["translated"], counts["fuzzy"], counts["missing"], len(catalog.obsolete),
                         as_files=len({e.path for e in config.documents if language in e.translations}),
                         not_needed=counts["not_needed"], shipped_over_fuzzy=counts["shipped_over_fuzzy"])


def load_translator(config: GuideConfig, language: str) -> Translator:
    """The translator for ``language``; the source language needs no catalog of the guide's."""
    builtin = builtin_catalog(language)
    if language == config.source_language:
        translator = Translator(language, None, builtin)
        if primary_language(language) != "en" and builtin is None:
            log.warning("%s: audioguide ships no translation of its own words (intro, announcements, outro)"
                        " for %s; they are in English", language, language)
        return translator
    catalog = guide_catalog(config, language)
    if catalog is None:
        absent = f"{TRANSLATIONS_DIR}/{catalog_path(config, language).name}"
        return Translator(language, Catalog(locale=None), builtin, absent=absent)
    return Translator(language, catalog, builtin)
