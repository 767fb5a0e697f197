"""Documents a publisher has already translated: narrated as they are, or imported into a catalog.

Two ways to use a translated document:

- ``translations: {de: content/de/legal.md}`` on a document's entry: the
  German episode is read from that file (:func:`documents_for`), its own title,
  headings and paragraphs, framed by the catalogs' intro, announcements and
  outro. Its number, identity (guid), file name number and date stay the
  source's. Its chapters are matched with the source's by heading and position:
  a chapter not translated yet is read from the source in its language (or left
  out, as ``reading.untranslated_chapters`` says), a chapter only the translation
  has is read with the one before it, each with a warning; a file whose chapters
  differ both ways (chapters of its own where the source has some it lacks) is
  narrated with its own chapters, in its language, with a warning.
- ``audioguide translations import de content/de/legal.md``
  (:func:`import_translations`): each heading and paragraph of the file is
  aligned with the source's (:mod:`audioguide.text.align`) and written into
  ``translations/de.po`` as the translation of that entry, so that later
  changes to the source show as fuzzy entries, as with any catalog.
"""

from __future__ import annotations

import bisect
import logging
import re
import stat
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from audioguide.common.errors import DocumentError, TranslationError
from audioguide.config import DocumentConfig, GuideConfig
from audioguide.text.align import (
    ACCEPTED,
    DOUBTFUL,
    Alignment,
    Anchors,
    Chapter,
    Pair,
    Unit,
    UnitKind,
    agreement,
    align_chapters,
    align_documents,
    chapters_of,
)
from audioguide.text.catalogs import (
    TRANSLATIONS_DIR,
    Segment,
    Translator,
    catalog_context,
    catalog_path,
    counted,
    document_segments,
    extract,
    format_problem,
    guide_catalog,
    merge,
    new_catalog,
    target_languages,
    translate_document,
    write_catalog,
)
from audioguide.text.documents import (
    FILE_KINDS,
    Document,
    Paragraph,
    Section,
    parts_of,
    read_bytes,
    read_document,
    read_parts,
)
from audioguide.text.languages import identify
from audioguide.text.readers._macros import WRITTEN_IN

log = logging.getLogger(__name__)

# ---------------------------------------------------------------- narrating translated documents


def documents_for(
    config: GuideConfig, language: str, documents: Sequence[Document], translator: Translator | None = None,
) -> list[Document]:
    """The documents to narrate in ``language``, in episode order, one for each of ``documents``.

    ``documents`` are the source's, as the build reads them (``read_documents``). A
    document whose entry names a translated file for ``language`` is read from that file, with
    the source's identity and date; every other one is translated through ``translator``'s
    catalog (or returned as it is, without a translator).
    """
    found: list[Document] = []
    for entry, group in _by_entry(config, documents):
        path = entry.translations.get(language) if entry is not None else None
        if entry is None or path is None:
            found += [translate_document(d, translator, config.source_language, catalog_context(config, d))
                      if translator else d for d in group]
        else:
            found += read_translated(config, entry, path, group)
    return found


def _by_entry(config: GuideConfig, documents: Sequence[Document]) -> list[tuple[DocumentConfig | None, list[Document]]]:
    """The documents grouped by the entry they were read from, in their order."""
    entries = {entry.path: entry for entry in config.documents}
    groups: list[tuple[DocumentConfig | None, list[Document]]] = []
    for document in documents:
        entry = entries.get(document.path)
        if groups and groups[-1][0] is entry and entry is not None:
            groups[-1][1].append(document)
        else:
            groups.append((entry, [document]))
    return groups


def shown(config: GuideConfig, path: Path) -> str:
    """A path as messages show it: relative to the guide when inside it."""
    return path.relative_to(config.root).as_posix() if path.is_relative_to(config.root) else str(path)


def read_file(config: GuideConfig, entry: DocumentConfig, path: Path) -> list[Document]:
    """``path`` read as ``entry``'s document is (its reading settings, ``split:``), with its own title; a translation
    in its own language (the labels a site's syntax shows: "Étape 1", not "Step 1")."""
    language = next((code for code, translated in entry.translations.items() if translated == path), None)
    token = WRITTEN_IN.set(language) if language else None
    try:
        return _read_file(config, entry, path)
    finally:
        if token is not None:
            WRITTEN_IN.reset(token)


def _read_file(config: GuideConfig, entry: DocumentConfig, path: Path) -> list[Document]:
    reading = config.reading
    name = shown(config, path)
    if entry.split == "chapters":
        return read_parts(path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                          footnotes=reading.footnotes, identity=entry.identity, published=entry.published,
                          readers=config.chosen_readers(), emoji=reading.emoji, lead=reading.lead)
    return [read_document(path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                          footnotes=reading.footnotes, identity=entry.identity, published=entry.published,
                          readers=config.chosen_readers(), emoji=reading.emoji, lead=reading.lead)]


def read_translated(
    config: GuideConfig, entry: DocumentConfig, path: Path, sources: Sequence[Document],
) -> list[Document]:
    """The translated file's documents, each with its source's identity and date, chapter for chapter."""
    translated = read_file(config, entry, path)
    if entry.split == "chapters":
        if len(translated) != len(sources):
            raise DocumentError(_mismatch(config, entry, sources, translated, "parts"))
    else:
        (source,), (document,) = sources, translated
        translated = [_same_chapters(config, entry, source, document)]
    return [replace(document, id=source.id, published=source.published)
            for document, source in zip(translated, sources, strict=True)]


def chapter_gaps(config: GuideConfig, documents: Sequence[Document]) -> list[str]:
    """What each translated document (``translations:``) lacks of its source's chapters, or has more, one line
    each (``translations status``); a file that cannot be read or matched says why."""
    lines: list[str] = []
    for entry, group in _by_entry(config, documents):
        if entry is None or entry.split == "chapters":
            continue
        for language, path in entry.translations.items():
            try:
                (document,) = read_file(config, entry, path)
                beads = _beads(group[0], document) if len(document.sections) != len(group[0].sections) else []
            except DocumentError as error:
                lines.append(f"{language}: {error}")
                continue
            if _structure_differs(beads):
                lines.append(f"{language}: {document.name}'s chapters differ from {group[0].name}'s; narrated with"
                             f" its own {counted(len(document.sections), 'chapter')}")
            for kind, here_source, here_target in beads:
                if kind == "1:0":
                    lines.append(f"{language}: {document.name} lacks the chapter {_quoted_title(here_source[0])}"
                                 f" (line {here_source[0].line}) of {group[0].name}")
                elif kind == "0:1":
                    lines.append(f"{language}: {document.name} has a chapter {group[0].name} lacks:"
                                 f" {_quoted_title(here_target[0])} (line {here_target[0].line})")
                elif kind != "1:1":
                    lines.append(f"{language}: {document.name}'s"
                                 f" {' and '.join(f'{_quoted_title(t)} (line {t.line})' for t in here_target)}"
                                 f" {'translate' if len(here_target) > 1 else 'translates'} {group[0].name}'s"
                                 f" {' and '.join(f'{_quoted_title(c)} (line {c.line})' for c in here_source)}")
    return lines


def _same_chapters(config: GuideConfig, entry: DocumentConfig, source: Document, document: Document) -> Document:
    """``document`` with ``source``'s chapters: the same count, or cut into as many parts when neither has headings."""
    if all(s.kind == "part" for s in source.sections) and all(s.kind == "part" for s in document.sections):
        paragraphs = [p for section in document.sections for p in section.paragraphs]
        count = len(source.sections)
        if _said(paragraphs) == sum(_said(s.paragraphs) for s in source.sections):  # cut where the source is cut
            sections = _cut_as(source.sections, paragraphs)
        else:
            words = sum(len(p.text.split()) for p in paragraphs)
            sections = parts_of(paragraphs, max(1, words / count))
        if len(sections) == count:
            return replace(document, sections=tuple(sections))
        raise DocumentError(_mismatch(config, entry, [source], [replace(document, sections=tuple(sections))],
                                      "parts"))
    if len(document.sections) != len(source.sections):
        return _matched_chapters(config, entry, source, document)
    return document


def _matched_chapters(config: GuideConfig, entry: DocumentConfig, source: Document, document: Document) -> Document:
    """``document``'s chapters matched with ``source``'s by heading and position (:func:`align_chapters`): a
    chapter the translation lacks is read from the source, in the source's language, or left out
    (``reading.untranslated_chapters``); a chapter only the translation has is read at the end of the one
    before it; chapters the translation runs together or cuts in two are read as it has them. Each is a
    warning: a language is never refused for its chapters. A translation whose structure differs (chapters of
    its own where the source has chapters it lacks) is narrated with its own chapters (:func:`_own_chapters`)."""
    beads = _beads(source, document)
    if _structure_differs(beads):
        return _own_chapters(source, document, beads)
    sections: list[Section] = []
    waiting: list[Paragraph] = []  # a chapter only the translation has, before any other
    for kind, here_source, here_target in beads:
        if kind == "1:1":
            section = here_target[0]
            if here_source[0].kind == "lead" and section.kind == "part":  # a text without headings: the lead
                section = replace(section, kind="lead", title=document.title)
            sections.append(replace(section, paragraphs=(*waiting, *section.paragraphs)))
            waiting = []
        elif kind == "1:0":
            missing = here_source[0]
            reading = config.reading.untranslated_chapters
            log.warning("%s: no chapter translates %s's chapter %s (line %d); %s", document.name, source.name,
                        _quoted_title(missing), missing.line,
                        f"read in {config.source_language}, from the source" if reading == "source" else "left out")
            if reading == "source":
                sections.append(replace(missing, paragraphs=tuple(
                    replace(p, language=p.language or config.source_language, source=source.name)
                    for p in missing.paragraphs)))
        elif kind == "0:1":
            extra = here_target[0]
            log.warning("%s: its chapter %s (line %d) translates none of %s's; read %s", document.name,
                        _quoted_title(extra), extra.line, source.name,
                        "at the end of the chapter before it" if sections else "at the start of the next")
            heading = (Paragraph(extra.title, extra.line, code=extra.title_code, heading=True),) if extra.title else ()
            if sections:
                sections[-1] = replace(sections[-1], paragraphs=(*sections[-1].paragraphs, *heading,
                                                                 *extra.paragraphs))
            else:
                waiting += [*heading, *extra.paragraphs]
        else:  # chapters run together ("2:1") or one cut in two ("1:2"): read as the translation has them
            first, *rest = here_target
            log.warning("%s: its %s (line %d) %s %s's %s; read as %s", document.name,
                        " and ".join(_quoted_title(t) for t in here_target), first.line,
                        "translate" if rest else "translates", source.name,
                        " and ".join(_quoted_title(c) for c in here_source),
                        "one chapter" if rest else "it is")
            paragraphs = [*waiting, *first.paragraphs]
            for extra in rest:
                title = (Paragraph(extra.title, extra.line, heading=True),) if extra.title else ()
                paragraphs += [*title, *extra.paragraphs]
            sections.append(replace(first, paragraphs=tuple(paragraphs)))
            waiting = []
    if waiting and sections:
        sections[-1] = replace(sections[-1], paragraphs=(*sections[-1].paragraphs, *waiting))
    if not sections:
        raise DocumentError(_mismatch(config, entry, [source], [document], "chapters"))
    return replace(document, sections=tuple(replace(section, number=number)
                                            for number, section in enumerate(sections, start=1)))


def _structure_differs(beads: Sequence[tuple[str, list[Section], list[Section]]]) -> bool:
    """Whether a translation's chapters cannot be matched with its source's: it has chapters of its own
    (``0:1``) while the source has chapters it lacks (``1:0``). Its text is then cut otherwise (an older or
    reorganised translation: "Installation" and "Utilisation" where the source has "Getting Started" and
    "Usage"), not short of a chapter not translated yet: reading the source's chapters would say in the
    source's language what the translation says in its own chapters."""
    kinds = {kind for kind, _, _ in beads}
    return "1:0" in kinds and "0:1" in kinds


def _own_chapters(
    source: Document, document: Document, beads: Sequence[tuple[str, list[Section], list[Section]]],
) -> Document:
    """``document`` narrated with its own chapters, headings and text, all in its language (never a chapter of
    the source's), with a warning naming the chapters each has that the other lacks."""
    lacks = [_quoted_title(s) for kind, here_source, _ in beads if kind == "1:0" for s in here_source]
    own = [_quoted_title(t) for kind, _, here_target in beads if kind == "0:1" for t in here_target]
    log.warning("%s: its chapters differ from %s's (it has %s, which %s lacks; it lacks %s); narrated with its"
                " own %s, none read from the source", document.name, source.name, _listed(own), source.name,
                _listed(lacks), counted(len(document.sections), "chapter"))
    return replace(document, sections=tuple(replace(section, number=number)
                                            for number, section in enumerate(document.sections, start=1)))


def _listed(titles: Sequence[str]) -> str:
    """Titles as a sentence lists them: "A", "B" and "C"."""
    return f"{', '.join(titles[:-1])} and {titles[-1]}" if len(titles) > 1 else titles[0]


def _beads(source: Document, document: Document) -> list[tuple[str, list[Section], list[Section]]]:
    """The chapters of ``source`` and ``document`` in pairs (``1:1``), alone (``1:0``, ``0:1``), or merged and
    split (``2:1``, ``1:2``), by :func:`align_chapters`; a chapter that reads as the translation of one of two
    that were merged (its length as that one's, in the paired chapters' proportion, far from both's) is that
    one's, and the other is alone: a chapter not translated yet is more likely than two run together."""
    source_chapters, target_chapters = _section_chapters(source), _section_chapters(document)
    at_source = {id(chapter): index for index, chapter in enumerate(source_chapters)}
    at_target = {id(chapter): index for index, chapter in enumerate(target_chapters)}
    ratio = _ratio_of(source_chapters, target_chapters)
    found: list[tuple[str, list[Section], list[Section]]] = []
    before_source = before_target = 0
    for at_s, at_t in [*_same_anchors(source, document), (len(source.sections), len(document.sections))]:
        between_source, between_target = source_chapters[before_source:at_s], target_chapters[before_target:at_t]
        if between_source and between_target:
            found += [(bead.kind, [source.sections[at_source[id(c)]] for c in chapters_of(bead.source)],
                       [document.sections[at_target[id(c)]] for c in chapters_of(bead.target)])
                      for bead in align_chapters(between_source, between_target, ratio)]
        else:
            found += [("1:0", [source.sections[at_source[id(c)]]], []) for c in between_source]
            found += [("0:1", [], [document.sections[at_target[id(c)]]]) for c in between_target]
        if at_s < len(source.sections):
            found.append(("1:1", [source.sections[at_s]], [document.sections[at_t]]))
        before_source, before_target = at_s + 1, at_t + 1
    paired = [(here_source[0], here_target[0]) for kind, here_source, here_target in found if kind == "1:1"]
    ratio = (_length([t for _, t in paired]) / max(1, _length([s for s, _ in paired])) if paired
             else _length(document.sections) / max(1, _length(source.sections)))
    beads: list[tuple[str, list[Section], list[Section]]] = []
    for kind, here_source, here_target in found:
        if kind in ("2:1", "1:2") and ratio > 0:
            many, (one,) = (here_source, here_target) if kind == "2:1" else (here_target, here_source)
            scale = ratio if kind == "2:1" else 1 / ratio
            wanted = _length([one])
            closest = min(many, key=lambda section: abs(_length([section]) * scale - wanted))
            if abs(_length([closest]) * scale - wanted) < abs(_length(many) * scale - wanted) / 2:
                for section in many:
                    pair = ([section], [one]) if kind == "2:1" else ([one], [section])
                    alone = ([section], []) if kind == "2:1" else ([], [section])
                    beads.append(("1:1", *pair) if section is closest else
                                 ("1:0" if kind == "2:1" else "0:1", *alone))
                continue
        beads.append((kind, here_source, here_target))
    return beads


def _ratio_of(source: Sequence[Chapter], target: Sequence[Chapter]) -> float:
    """The whole documents' length ratio, for aligning the chapters between two linked ones (as
    :func:`align_chapters` measures it)."""
    size_source = sum(chapter.as_unit().size for chapter in source)
    size_target = sum(chapter.as_unit().size for chapter in target)
    return min(3.0, max(1 / 3, size_target / size_source)) if size_source and size_target else 1.0


_HEADING_ID = re.compile(r"\{\s*:?\s*#([\w.:-]+)[^{}]*\}\s*$|<a\s+(?:name|id)=[\"']([\w.:-]+)[\"']")
"""A heading's own id: ``## Agregación {#aggregation}`` (Hugo, kramdown, Docusaurus), ``{ #id }`` (MkDocs),
``<a name="id"></a>``."""


def _anchor(section: Section, lines: list[str] | None) -> str | None:
    """What a chapter is linked by: its heading's own id, else the id sites make of its words (``#aggregation``
    for "Aggregation"); the text before the first heading is the page's start (""); a part has none."""
    if section.kind == "lead":
        return ""
    if section.kind != "heading" or section.title is None:
        return None
    if lines is not None and 1 <= section.line <= len(lines):
        own = _HEADING_ID.search(lines[section.line - 1])
        if own is not None:
            return (own[1] or own[2]).lower()
    return re.sub(r"[\s-]+", "-", re.sub(r"[^\w\s-]", "", section.title.lower())).strip("-") or None


def _same_anchors(source: Document, document: Document) -> list[tuple[int, int]]:
    """The chapters of ``document`` linked as ``source``'s are (a translation keeps the source's heading ids:
    ``## Agregación {#aggregation}`` translates "Aggregation"), as index pairs in both's order; the texts
    before their first headings pair too (a translation without headings is all before one)."""
    source_lines, lines = _markup(source), _markup(document)
    wanted: dict[str, list[int]] = {}
    for index, section in enumerate(source.sections):
        anchor = _anchor(section, source_lines)
        if anchor is not None:
            wanted.setdefault(anchor, []).append(index)
    pairs: list[tuple[int, int]] = []
    for index, section in enumerate(document.sections):
        anchor = "" if index == 0 and section.kind == "part" else _anchor(section, lines)
        after = pairs[-1][0] if pairs else -1
        match = next((at for at in wanted.get(anchor, []) if at > after), None) if anchor is not None else None
        if match is not None:
            pairs.append((match, index))
    return pairs


def _length(sections: Sequence[Section]) -> int:
    return sum(len(paragraph.text) for section in sections for paragraph in section.paragraphs)


def _quoted_title(section: Section) -> str:
    return f'"{section.title}"' if section.title else "before the first heading"


def _said(paragraphs: Sequence[Paragraph]) -> int:
    """How many of ``paragraphs`` are said: a pause is no paragraph of the text's structure."""
    return sum(p.pause is None for p in paragraphs)


def _cut_as(parts: Sequence[Section], paragraphs: Sequence[Paragraph]) -> list[Section]:
    """``paragraphs`` cut as ``parts`` are: as many said in each part as in the source's. A pause
    stays with the paragraph before it (documents never start a part with one)."""
    sections: list[Section] = []
    at = 0
    for part in parts:
        end = _part_end(paragraphs, at, _said(part.paragraphs))
        own = tuple(paragraphs[at:end])
        sections.append(replace(part, line=own[0].line, paragraphs=own))
        at = end
    return sections


def _part_end(paragraphs: Sequence[Paragraph], start: int, said: int) -> int:
    """Where a part from ``start`` with ``said`` paragraphs ends: before the next paragraph said after them."""
    end = start
    for paragraph in paragraphs[start:]:
        if paragraph.pause is None:
            if said == 0:
                break
            said -= 1
        end += 1
    return end


def _mismatch(
    config: GuideConfig, entry: DocumentConfig, sources: Sequence[Document], translated: Sequence[Document],
    what: str,
) -> str:
    """Why a translated document cannot be narrated with its source's chapters, and what to do."""
    source_name, name = sources[0].name, translated[0].name
    language = next(code for code, path in entry.translations.items() if shown(config, path) == name)
    index = config.documents.index(entry)
    if what == "parts" and entry.split == "chapters":
        source_chapters = [_document_chapter(d) for d in sources]
        target_chapters = [_document_chapter(d) for d in translated]
        noun = "part"
    else:
        source_chapters = _section_chapters(sources[0])
        target_chapters = _section_chapters(translated[0])
        noun = "part" if what == "parts" else "chapter"
    count_source, count_target = len(source_chapters), len(target_chapters)
    same = "has the same episodes" if entry.split == "chapters" else f"has episodes of the same {noun}s"
    message = (
        f"{name} has {counted(count_target, noun)}, but its source {source_name} has {count_source}: a translated"
        f" document needs one {noun} for each of the source's, in the same order, so that every language {same}."
    )
    first = _first_mismatch(source_chapters, target_chapters, source_name, name, noun)
    if first:
        message += f" The first that does not match: {first}."
    heading = "top-level headings" if noun == "chapter" or entry.split == "chapters" else "paragraphs"
    message += (
        f" Give {name} the {heading} of {source_name}, or remove documents[{index}].translations.{language} to"
        f" translate it through {TRANSLATIONS_DIR}/{language}.po (`audioguide translations import {language}"
        f" {name}` fills that catalog from the file)."
    )
    return message


def _first_mismatch(
    source: Sequence[Chapter], target: Sequence[Chapter], source_name: str, name: str, noun: str,
) -> str | None:
    """The first chapter bead that is not one for one, said as the titles it concerns."""
    s = t = 0
    for bead in align_chapters(source, target):
        here_source, here_target = chapters_of(bead.source), chapters_of(bead.target)
        if bead.kind == "1:1":
            s, t = s + 1, t + 1
        elif bead.kind == "0:1":
            other = f"whose {noun} {s + 1} is {_title(source[s])}" if s < len(source) \
                else f"which has {counted(len(source), noun)}"
            return f"{noun} {t + 1} of {name}, {_title(here_target[0])}, matches no {noun} of {source_name}, {other}"
        elif bead.kind == "1:0":
            other = f"whose {noun} {t + 1} is {_title(target[t])}" if t < len(target) \
                else f"which has {counted(len(target), noun)}"
            return f"{noun} {s + 1} of {source_name}, {_title(here_source[0])}, has no counterpart in {name}, {other}"
        elif bead.kind == "2:1":
            return (f"{noun} {t + 1} of {name}, {_title(here_target[0])}, translates {noun}s {s + 1} and {s + 2}"
                    f" of {source_name}, {' and '.join(_title(c) for c in here_source)}")
        else:
            return (f"{noun}s {t + 1} and {t + 2} of {name}, {' and '.join(_title(c) for c in here_target)},"
                    f" translate {noun} {s + 1} of {source_name}, {_title(here_source[0])}")
    return None


def _title(chapter: Chapter) -> str:
    if chapter.title:
        return f'"{chapter.title}" (line {chapter.line})'
    if chapter.kind == "lead":
        return f"the text before the first heading (line {chapter.line})"
    return f"the part from line {chapter.line}"


# ---------------------------------------------------------------- documents as units to align


def _markup(document: Document) -> list[str] | None:
    """The lines of a document's file when it is text (Markdown, HTML, text): links and emphasis are read there."""
    try:
        data = read_bytes(document.path, document.name)
    except DocumentError:
        return None
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8-sig").splitlines()
    except UnicodeDecodeError:
        return None


class _Raw:
    """The markup of each unit: its lines, from where it starts to the blank line ending it."""

    def __init__(self, documents: Sequence[Document]) -> None:
        self.lines = _markup(documents[0]) if documents else None
        starts = {d.title_line for d in documents}
        for document in documents:
            for section in document.sections:
                starts.add(section.line)
                starts.update(p.line for p in section.paragraphs)
        self.starts = sorted(starts)

    def anchors(self, text: str, line: int) -> Anchors:
        if self.lines is None or not 1 <= line <= len(self.lines):
            return Anchors.of(text)
        following = bisect.bisect_right(self.starts, line)
        end = min(self.starts[following] - 1 if following < len(self.starts) else len(self.lines), len(self.lines))
        raw: list[str] = []
        for number in range(line, end + 1):
            current = self.lines[number - 1]
            if not current.strip() and raw:
                break
            raw.append(current)
        return Anchors.of(text, "\n".join(raw))


def _units(document: Document, raw: _Raw, context: str | None) -> tuple[Unit, list[Chapter]]:
    """The document's title, and its chapters of headings and paragraphs.

    With the ``context`` of its catalog entries, each unit is keyed by its entry's segment.
    """
    segments = iter(document_segments(document, context)) if context is not None else None

    def unit(kind: UnitKind, text: str, line: int) -> Unit:
        key = next(segments) if segments is not None else None
        assert key is None or key.text == text
        return Unit(kind, text, line, raw.anchors(text, line), key=key)

    title = unit("heading", document.title, document.title_line)
    chapters = []
    for section in document.sections:
        heading = unit("heading", section.title, section.line) \
            if section.kind == "heading" and section.title is not None else None
        # A paragraph with nothing to translate (a pause, where documents have them) is no entry.
        paragraphs = tuple(unit("paragraph", p.text, p.line) for p in section.paragraphs if p.pause is None)
        kind = "chapter" if section.kind == "heading" else section.kind
        chapters.append(Chapter(heading, paragraphs, section.line, kind, section.title if heading else None))
    return title, chapters


def _section_chapters(document: Document) -> list[Chapter]:
    return _units(document, _Raw([document]), None)[1]


def _document_chapter(document: Document, raw: _Raw | None = None, context: str | None = None) -> Chapter:
    """A part of a document split in chapters, as one chapter: its title, then its headings and paragraphs."""
    title, chapters = _units(document, raw or _Raw([document]), context)
    units = tuple(u for c in chapters for u in ((c.heading,) if c.heading else ()) + c.units)
    return Chapter(title, units, document.title_line, "chapter", document.title)


def _chapters(documents: Sequence[Document], split: bool, context: str | None) -> tuple[Unit | None, list[Chapter]]:
    """What is aligned: the title apart, then the chapters (each part of a document split in chapters).

    ``context``: the catalog context of the documents' entries, to key units by them; None for a translation.
    """
    raw = _Raw(documents)
    if split:
        return None, [_document_chapter(document, raw, context) for document in documents]
    (document,) = documents
    return _units(document, raw, context)


def _flat(chapters: list[Chapter]) -> list[Chapter]:
    """All of a document's units as one chapter: for a document without headings, or one aligned with one."""
    units = tuple(u for c in chapters for u in ((c.heading,) if c.heading else ()) + c.units)
    return [Chapter(None, units, chapters[0].line if chapters else 1, "part")]


# ---------------------------------------------------------------- importing into a catalog


@dataclass
class ImportReport:
    """What ``translations import`` did: per line what it could not align, and the counts."""

    catalog: Path
    lines: list[str] = field(default_factory=list)
    total: int = 0
    """The source documents' entries."""
    imported: int = 0
    fuzzy: int = 0
    """Of those imported, marked fuzzy for a translator to review."""
    not_aligned: int = 0
    kept: int = 0
    """Already translated differently, left as they were (no ``--overwrite``)."""
    extra: int = 0
    """Paragraphs and headings of the translations that translate no source entry."""
    quotations: int = 0
    """Paragraphs of the translations in the source language: quotations of the original, not imported."""
    paired: int = 0
    units: int = 0
    """Source headings and paragraphs aligned, and all of them (repeated texts each counted)."""

    def summary(self) -> str:
        text = f"imported {self.imported} of {self.total} entries"
        if self.fuzzy:
            text += f" ({self.fuzzy} as fuzzy, for a translator to review)"
        if self.not_aligned:
            text += f"; {self.not_aligned} not aligned (listed above)"
        if self.kept:
            entries = "1 entry" if self.kept == 1 else f"{self.kept} entries"
            text += (f"; {entries} already translated {'was' if self.kept == 1 else 'were'} left as"
                     f" {'it was' if self.kept == 1 else 'they were'} (--overwrite to replace them)")
        if self.extra:
            text += (f"; {self.extra} {'paragraph' if self.extra == 1 else 'paragraphs'} of the translation"
                     f" {'translates' if self.extra == 1 else 'translate'} no source text (listed above)")
        if self.quotations:
            text += (f"; {self.quotations} {'paragraph' if self.quotations == 1 else 'paragraphs'} in the source"
                     " language left out as quotations (listed above)")
        return text


def import_translations(
    config: GuideConfig,
    documents: Sequence[Document],
    language: str,
    files: Sequence[Path],
    *,
    source: Path | None = None,
    overwrite: bool = False,
) -> ImportReport:
    """Align each translated file with its source document and write the pairs into ``language``'s catalog.

    ``documents`` are the source's (:func:`audioguide.builder.read_documents`). Each file's source is
    the entry that names it under ``translations:``, else the document of the same file name (with
    a language suffix such as ``legal.de.md`` taken off), else ``source``. Entries already
    translated keep their translation unless ``overwrite``.
    """
    if language not in target_languages(config):
        codes = ", ".join(target_languages(config)) or "none"
        if language == config.source_language:
            raise TranslationError(f"{language} is the source language; import the translations of another"
                                   f" language (the guide's: {codes})")
        raise TranslationError(f"{language} is not one of the guide's languages to translate into ({codes});"
                               " add it under languages: in audioguide.yml first")
    if source is not None and len(files) != 1:
        raise TranslationError("--source names the source of one file; import the files one at a time")
    path = catalog_path(config, language)
    template = extract(config, documents)
    catalog = guide_catalog(config, language)
    if catalog is None:
        catalog = new_catalog(config, language)
        merge(catalog, template)
    report = ImportReport(path)
    groups = _by_entry(config, documents)
    for file in files:
        entry, sources = _source_of(config, groups, file.resolve(), language, source)
        translated = read_file(config, entry, file.resolve())
        _import_one(catalog, template, sources, catalog_context(config, sources[0]), translated,
                    entry.split == "chapters", language, overwrite, report, config.source_language)
    write_catalog(path, catalog)
    return report


def _source_of(
    config: GuideConfig, groups: list[tuple[DocumentConfig | None, list[Document]]], file: Path, language: str,
    source: Path | None,
) -> tuple[DocumentConfig, list[Document]]:
    """The entry ``file`` translates, and its documents."""
    name = shown(config, file)
    if not file.exists():
        raise DocumentError(f"{name}: no such file")
    if not file.is_file():
        kind = FILE_KINDS.get(stat.S_IFMT(file.stat().st_mode), "of an unknown kind")
        raise DocumentError(f"{name}: not a regular file ({kind}); give the file of a translated document")
    entries = [(entry, docs) for entry, docs in groups if entry is not None]
    if source is not None:
        wanted = source.resolve()
        found = [(entry, docs) for entry, docs in entries if entry.path == wanted]
        if not found:
            raise DocumentError(f"--source {source}: not one of the guide's documents (documents: in audioguide.yml)")
    else:
        found = [(entry, docs) for entry, docs in entries if entry.translations.get(language) == file]
        if not found:
            found = [(entry, docs) for entry, docs in entries if entry.path.name == file.name]
        if not found:
            bare = re.sub(rf"[._-]{re.escape(language)}$", "", file.stem, flags=re.I) + file.suffix
            found = [(entry, docs) for entry, docs in entries if entry.path.name == bare]
        if not found:
            raise DocumentError(f"{name}: no document of the guide is called {file.name}; name its source with"
                                " --source PATH")
        if len(found) > 1:
            names = ", ".join(shown(config, entry.path) for entry, _ in found)
            raise DocumentError(f"{name}: several documents of the guide are called {file.name} ({names});"
                                " name its source with --source PATH")
    entry, docs = found[0]
    if entry.path == file:
        raise DocumentError(f"{name} is the source document itself; import its translation")
    return entry, docs


def _import_one(
    catalog: Catalog, template: Catalog, sources: Sequence[Document], context: str, translated: Sequence[Document],
    split: bool, language: str, overwrite: bool, report: ImportReport, source_language: str = "en",
) -> None:
    """Align one translated file with its source documents (their entries' ``context``) and set each pair's entry.

    A paragraph of the translation written in the source language (:func:`identify`) is a quotation of
    the original, as translated pages keep one after its translation: never the translation of anything.
    It is left out of the alignment and reported, unless it is a source paragraph's very text that no
    other paragraph translates (a name, a citation kept as written).
    """
    source_title, source_chapters = _chapters(sources, split, context)
    target_title, target_chapters = _chapters(translated, split, None)
    if not any(c.kind == "chapter" for c in source_chapters) or not any(c.kind == "chapter" for c in target_chapters):
        source_chapters, target_chapters = _flat(source_chapters), _flat(target_chapters)
    target_chapters, quotations = _without_quotations(target_chapters, source_language, language)
    title = (source_title, target_title) if source_title and target_title else None
    alignment = align_documents(source_chapters, target_chapters, language, title)
    alignment.pairs, quotations = _kept_as_written(alignment.pairs, quotations)
    source_name, name = sources[0].name, translated[0].name
    seen: set[tuple[str, str]] = set()
    said = [f"{name}:{unit.line}: paragraph in {source_language}, a quotation of the original: not a translation"
            for unit in quotations]
    report.quotations += len(quotations)
    for pair in alignment.pairs:
        said += _messages(pair, alignment, source_name, name)
        if not pair.source:
            report.extra += 1
            continue
        for unit in pair.source:
            segment = unit.key
            assert isinstance(segment, Segment), "an imported document's units are keyed by their entries"
            if (segment.context, segment.text) in seen:  # a text the document repeats is one entry
                continue
            seen.add((segment.context, segment.text))
            report.total += 1
            if not pair.target or pair.how == "merged" or pair.score < DOUBTFUL:
                report.not_aligned += 1
                continue
            text = " ".join(u.text for u in pair.target)  # two when a paragraph was split in the translation
            problem = format_problem(segment.text, text, formatted=False)
            if problem:
                said.append(f"{name}:{pair.target[0].line}: not imported: {problem}")
                report.not_aligned += 1
                continue
            _set(catalog, template, segment, text, pair.score < ACCEPTED or pair.how != "aligned", overwrite,
                 report)
    # The translation's lines first, in its order, then the source's, then each chapter's confidence.
    report.lines += sorted(said, key=lambda line: (not line.startswith(f"{name}:"), _line_number(line)))
    report.lines += _confidence(alignment, source_name, name)
    report.paired += sum(len(pair.source) for pair in alignment.pairs
                         if pair.source and pair.target and pair.how != "merged" and pair.score >= DOUBTFUL)
    report.units += sum(len(pair.source) for pair in alignment.pairs)


def _without_quotations(
    chapters: Sequence[Chapter], source_language: str, language: str,
) -> tuple[list[Chapter], list[Unit]]:
    """The chapters without their paragraphs in the source language, and those paragraphs."""
    quotations: list[Unit] = []
    kept = []
    for chapter in chapters:
        units = []
        for unit in chapter.units:
            if unit.kind == "paragraph" and identify(unit.text, [source_language, language]) == source_language:
                quotations.append(unit)
            else:
                units.append(unit)
        kept.append(replace(chapter, units=tuple(units)))
    return kept, quotations


def _kept_as_written(pairs: Sequence[Pair], quotations: Sequence[Unit]) -> tuple[list[Pair], list[Unit]]:
    """A source paragraph left without a translation whose very text is a quotation's: kept as written
    (a name, a citation), paired with it; the other quotations."""
    waiting = {_plain_text(unit.text): unit for unit in reversed(quotations)}
    used: set[int] = set()
    found = []
    for pair in pairs:
        if len(pair.source) == 1 and not pair.target:
            unit = waiting.get(_plain_text(pair.source[0].text))
            if unit is not None and id(unit) not in used:
                used.add(id(unit))
                pair = Pair(pair.source, (unit,))
        found.append(pair)
    return found, [unit for unit in quotations if id(unit) not in used]


def _plain_text(text: str) -> str:
    return " ".join(text.split()).casefold()


def _confidence(alignment: Alignment, source_name: str, name: str) -> list[str]:
    """A line per chapter of the source: how many of its headings and paragraphs were paired, and how surely
    (their scores' mean, a unit left unpaired counting 0)."""
    scores: dict[int, float] = {}
    for pair in alignment.pairs:
        paired = bool(pair.target) and pair.how != "merged" and pair.score >= DOUBTFUL
        for unit in pair.source:
            scores[id(unit.key)] = pair.score if paired else 0.0
    lines = []
    for bead in alignment.chapters:
        targets = chapters_of(bead.target)
        for chapter in chapters_of(bead.source):
            units = ((chapter.heading,) if chapter.heading else ()) + chapter.units
            found = [scores.get(id(unit.key), 0.0) for unit in units]
            if not found:
                continue
            where = f"{name}:{targets[0].line}" if targets else f"nothing in {name}"
            label = f'chapter "{chapter.title}"' if chapter.title else (
                "the text before the first heading" if chapter.kind == "lead" else "the part")
            lines.append(f"{source_name}:{chapter.line}: {label} -> {where}:"
                         f" {sum(score > 0 for score in found)} of {len(found)} paired,"
                         f" confidence {sum(found) / len(found):.2f}")
    return lines


def _line_number(message: str) -> int:
    found = re.match(r"[^:]*:(\d+):", message)
    return int(found[1]) if found else 0


def _set(catalog: Catalog, template: Catalog, segment: Segment, text: str, fuzzy: bool, overwrite: bool,
         report: ImportReport) -> None:
    """Write one translation into the catalog, unless one is there already (without ``overwrite``)."""
    message = catalog.get(segment.text, segment.context)
    if message is None:
        model = template.get(segment.text, segment.context)
        message = Message(segment.text, "", list(model.locations) if model else [],
                          auto_comments=list(model.auto_comments) if model else [], context=segment.context)
        catalog[segment.text] = message
        message = catalog.get(segment.text, segment.context)
        assert message is not None
    current = str(message.string or "")
    if current and not message.fuzzy and current != text and not overwrite:
        report.kept += 1
        return
    if current == text and not message.fuzzy and fuzzy:
        fuzzy = False  # a translator already made it so
    message.string = text
    message.previous_id = []
    message.flags.discard("fuzzy")
    if fuzzy:
        message.flags.add("fuzzy")
        report.fuzzy += 1
    report.imported += 1


# ---------------------------------------------------------------- what the import says


def _messages(pair: Pair, alignment: Alignment, source_name: str, name: str) -> list[str]:
    """The lines an import prints for a bead: what it could not align, and what it only guessed."""
    what = _what(pair)
    if not pair.source:
        (unit,) = pair.target
        return [f"{name}:{unit.line}: {what} not aligned ({_why_extra(unit, alignment, source_name)})"]
    lines = ", ".join(str(u.line) for u in pair.source)
    if not pair.target:
        (unit,) = pair.source
        return [f"{source_name}:{unit.line}: {what} not aligned (no {what} of {name} translates it;"
                f" there it would come {_between(unit, alignment)})"]
    target = pair.target[0]
    if pair.how == "merged":
        return [f"{name}:{target.line}: paragraph not aligned (it translates {len(pair.source)} paragraphs,"
                f" {source_name}:{_and(lines)}, and could not be cut between them; make it as many paragraphs"
                " to import it)"]
    if pair.how == "split":
        if pair.source[0] is not _first_of_split(pair, alignment):
            return []
        split = _and(_split_lines(pair, alignment))
        return [f"{name}:{target.line}: paragraph translates 2 paragraphs ({source_name}:{split});"
                " cut at the end of a sentence and imported as fuzzy"]
    if pair.how == "joined":
        return [f"{name}:{target.line}: paragraphs {_and(', '.join(str(u.line) for u in pair.target))} translate"
                f" one paragraph ({source_name}:{lines}); imported joined, as fuzzy"]
    if pair.how == "moved":
        return [f"{name}:{target.line}: {what} out of order (it translates {source_name}:{lines}); imported as fuzzy"]
    if pair.score < DOUBTFUL:
        return [f"{name}:{target.line}: {what} not aligned (it may translate {source_name}:{lines}, but"
                f" {_doubt(pair)}; the score is {pair.score:.2f})"]
    return []


def _what(pair: Pair) -> str:
    units = pair.source or pair.target
    return "heading" if units[0].kind == "heading" else "paragraph"


def _and(lines: str) -> str:
    head, _, last = lines.rpartition(", ")
    return f"{head} and {last}" if head else last


def _first_of_split(pair: Pair, alignment: Alignment) -> Unit:
    target = pair.target[0].line
    return next(p.source[0] for p in alignment.pairs if p.how == "split" and p.target[0].line == target)


def _split_lines(pair: Pair, alignment: Alignment) -> str:
    target = pair.target[0].line
    return ", ".join(str(p.source[0].line) for p in alignment.pairs if p.how == "split" and p.target[0].line == target)


def _why_extra(unit: Unit, alignment: Alignment, source_name: str) -> str:
    """Why a unit of the translation pairs with no source unit."""
    sources = [u for p in alignment.pairs for u in p.source]
    numbers = unit.anchors.numbers
    if numbers and not any(_contains(u.anchors.numbers, numbers) for u in sources):
        count = len(numbers)
        return f"no source {_what_of(unit)} with its {'number' if count == 1 else f'{count} numbers'}"
    links = unit.anchors.links | unit.anchors.targets
    if links and not any(links <= u.anchors.links | u.anchors.targets for u in sources):
        return f"no source {_what_of(unit)} with its link to {sorted(links)[0]}"
    return (f"no source {_what_of(unit)} fits it; in {source_name} it would come"
            f" {_between(unit, alignment, target_side=True)}")


def _what_of(unit: Unit) -> str:
    return "heading" if unit.kind == "heading" else "paragraph"


def _contains(have: Sequence[str], wanted: Sequence[str]) -> bool:
    return not (Counter(wanted) - Counter(have))


def _between(unit: Unit, alignment: Alignment, target_side: bool = False) -> str:
    """Where ``unit``'s counterpart would be in the other file: between the lines aligned around it."""
    pairs = [p for p in alignment.pairs if p.source and p.target and p.how == "aligned"]
    if target_side:  # unit is in the target: look for the source lines around it
        before = [p.source[-1].line for p in pairs if p.target[-1].line < unit.line]
        after = [p.source[0].line for p in pairs if p.target[0].line > unit.line]
    else:
        before = [p.target[-1].line for p in pairs if p.source[-1].line < unit.line]
        after = [p.target[0].line for p in pairs if p.source[0].line > unit.line]
    if before and after:
        return f"between lines {max(before)} and {min(after)}"
    if before:
        return f"after line {max(before)}"
    if after:
        return f"before line {min(after)}"
    return "anywhere in it"


def _doubt(pair: Pair) -> str:
    found = agreement(pair.source[0].anchors, pair.target[0].anchors)
    if found.numbers_apart:
        return "their numbers differ"
    if found.links_apart:
        return "their links differ"
    return f"a neighbouring {_what(pair)} fits as well"
