"""The guide as an EPUB 3 book per language, its text read aloud in sync (Media Overlays).

``<code>/<slug-of-the-guide>.epub`` holds one XHTML content document per
episode (the transcript: every sentence the narrator says, the intro,
announcements and outro marked as narration as on the site), a navigation
document listing the episodes as the book's chapters and each episode's
chapters under it, one SMIL Media Overlay per content document pairing each
sentence with its clip of the episode's MP3 (the transcript's times, to the
millisecond), the MP3s themselves, the cover, and the package's metadata:
title, author, language, durations, and what EPUB Accessibility 1.1 asks a
book to say of itself. Reading systems with narration (Thorium, Apple Books)
play the audio and highlight the sentence being read.

The documents are Jinja2 templates (``templates/epub/``), like the feed and the
pages: every value escaped and cleaned of what XML cannot hold, each rendered
document parsed back with lxml before it is stored, so a book is always well
formed. ebooklib is not used: it knows a SMIL file only as a manifest item
(the overlay itself is ours to write either way), stores every entry with the
clock's time, and is an optional extra.

The ZIP is written by :mod:`zipfile` so that the same inputs give the same
bytes: ``mimetype`` first and stored, entries in a fixed order with fixed
times (the guide's newest publication date, which is also
``dcterms:modified``), permissions and compression; the MP3s and the cover,
already compressed, are stored as they are.

Each clip is a sentence's speech alone, as the transcript times it, with the tail
of its sound (:data:`CLIP_TAIL`) up to the next sentence's start, so reading
systems pass over the pauses between sentences when they play the overlay and
never cut a word's end. The
accessibility summary is in English, and says so (``xml:lang``): the catalogs
hold none of its words yet.
"""

from __future__ import annotations

import logging
import shutil
import uuid
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
from lxml import etree
from markupsafe import Markup, escape

from audioguide.common.errors import writing
from audioguide.common.resources import TEMPLATES
from audioguide.publish import feed
from audioguide.publish.release import EpisodeRelease, LanguageRelease, PublishedFile, guide_slug
from audioguide.publish.transcript import Sentence, TranscriptParagraph

log = logging.getLogger(__name__)

EPUB_TEMPLATES = TEMPLATES / "epub"
MIME = "application/epub+zip"
ACTIVE_CLASS = "-epub-media-overlay-active"
"""The class a reading system gives the sentence being read (``media:active-class``; see style.css)."""
BOOK_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "audioguide:epub")
"""The book's ``dc:identifier`` is a UUIDv5 of its feed's ``podcast:guid`` under this namespace."""
ZIP_EPOCH = datetime(1980, 1, 1, tzinfo=timezone.utc)
"""The earliest time a ZIP entry can carry."""
CONFORMS_TO = "EPUB Accessibility 1.1 - WCAG 2.2 Level AA"
SUMMARY_LANGUAGE = "en"
SUMMARY = (
    "The text of every episode of the podcast with its narration: each sentence is synchronized with"
    " the audio (Media Overlays), so the book can be read, listened to, or both, the sentence being read"
    " highlighted. Each episode is a chapter of the book, with a heading for each of its own chapters,"
    " all listed in the table of contents, in reading order. The introductions, announcements and"
    " closings added for the narration are marked as such. The narration says all the text says; the"
    " headings and these marks are not read on their own, the chapters being announced instead. No"
    " information is conveyed by images, colour or sound alone."
)
UNTRANSLATED = " Passages not yet translated are in the original language, marked with it."
FEATURES = (
    "synchronizedAudioText", "transcript", "structuralNavigation", "tableOfContents", "readingOrder",
    "displayTransformability",
)


CLIP_TAIL = 50
"""Milliseconds a clip goes on after its sentence's end as the transcript times it (where the speech's level
falls 40 dB under its peak): the encoded episode's sound fades out over up to 25 ms after that (measured
on the sample in four languages), so a clip ends where the sound has, or at the next sentence's start."""


@dataclass(frozen=True)
class BookSentence:
    id: str
    """Its id in the content document (``s12``), numbered through the episode from 1."""
    text: str
    start: int
    """Where its speech starts in the episode's MP3, in milliseconds."""
    end: int
    language: str | None
    """Set when it differs from its paragraph's."""


@dataclass(frozen=True)
class BookParagraph:
    kind: str
    language: str | None
    """Set when the passage is not in the book's language."""
    label: str | None
    """"Introduction:" and the like before the first of a run of narration paragraphs."""
    label_language: str | None
    sentences: tuple[BookSentence, ...]


@dataclass(frozen=True)
class BookChapter:
    id: str
    title: str
    paragraphs: tuple[BookParagraph, ...]


@dataclass(frozen=True)
class BookEpisode:
    name: str
    """``ep01``: the content document's stem and manifest id."""
    title: str
    mp3: Path
    """The MP3 as published in the language's folder."""
    duration: int
    """The MP3's length in milliseconds, as the feed and the chapters have it."""
    chapters: tuple[BookChapter, ...]

    @property
    def document(self) -> str:
        return f"{self.name}.xhtml"

    @property
    def overlay(self) -> str:
        return f"{self.name}.smil"

    @property
    def audio(self) -> str:
        return f"audio/{self.name.removeprefix('ep')}.mp3"

    @property
    def sentences(self) -> list[BookSentence]:
        return [s for c in self.chapters for p in c.paragraphs for s in p.sentences]


@dataclass(frozen=True)
class Book:
    identifier: str
    title: str
    author: str
    language: str
    description: str
    rights: str | None
    modified: datetime
    """The guide's newest publication date: ``dcterms:modified`` and every ZIP entry's time."""
    cover: str
    cover_type: str
    cover_data: bytes
    episodes: tuple[BookEpisode, ...]
    summary: str
    summary_language: str = SUMMARY_LANGUAGE
    active_class: str = ACTIVE_CLASS
    access_modes: tuple[str, ...] = ("textual", "auditory")
    access_modes_sufficient: tuple[str, ...] = ("textual", "auditory")
    """The text says all the audio says, and the audio all the text."""
    features: tuple[str, ...] = FEATURES
    conforms_to: str | None = CONFORMS_TO
    narrators: tuple[str, ...] = ()
    """The voices that speak the book, credited as its narrators (MARC's ``nrt``)."""
    credit: str | None = None
    """The voices' credit in the book's language, on its contents page."""

    @property
    def modified_text(self) -> str:
        """As ``dcterms:modified`` must be written: UTC, to the second."""
        return self.modified.strftime("%Y-%m-%dT%H:%M:%SZ")

    @property
    def duration(self) -> int:
        """Every overlay's duration added up, as EPUB asks of the book's ``media:duration``."""
        return sum(episode.duration for episode in self.episodes)


class Epub3Output:
    name = "epub"

    def publish(self, release: LanguageRelease) -> None:
        book = book_of(release)
        name = f"{guide_slug(release.plan.guide.title, release.code)}.epub"
        path = release.folder / name
        with writing(path):
            write_epub(book, path)
        release.files.append(PublishedFile(name, release.url(name), MIME, "download"))
        log.info("%s: %s, %d episodes, %.1f MB", release.code, name, len(book.episodes),
                 path.stat().st_size / 1e6)


def book_of(release: LanguageRelease) -> Book:
    """What the book says, from the language as published: its episodes' transcripts and MP3s."""
    config, plan, code = release.config, release.plan, release.code
    labels = feed.labels(plan.translations)["narration_labels"]
    published = max(episode.planned.script.published for episode in release.episodes)
    episodes = tuple(
        book_episode(release, index, episode, labels) for index, episode in enumerate(release.episodes, start=1)
    )
    untranslated = any(p.language for e in episodes for c in e.chapters for p in c.paragraphs)
    return Book(
        identifier=f"urn:uuid:{uuid.uuid5(BOOK_NAMESPACE, release.podcast_guid)}",
        title=plan.guide.title,
        author=config.author,
        language=code,
        description=plan.description,
        rights=config.copyright,
        modified=max(published.astimezone(timezone.utc).replace(microsecond=0), ZIP_EPOCH),
        cover=f"cover.{release.cover.extension}",
        cover_type=release.cover.mime,
        cover_data=release.cover.data,
        episodes=episodes,
        summary=SUMMARY + (UNTRANSLATED if untranslated else ""),
        narrators=tuple(str(credit) for credit in release.credits),
        credit=feed.credit_line(release.credits, plan.translations),
    )


def book_episode(
    release: LanguageRelease, index: int, episode: EpisodeRelease, labels: dict[str, str]
) -> BookEpisode:
    transcript = episode.transcript
    language = release.code
    (audio,) = episode.find("audio")
    duration = milliseconds(episode.made.record.duration)
    numbers = iter(enumerate(clips(transcript.sentences, duration), start=1))
    chapters = []
    for number, chapter in enumerate(transcript.chapters, start=1):
        paragraphs = []
        previous: str | None = None
        for paragraph in chapter.paragraphs:
            label = labels.get(paragraph.kind) if paragraph.kind != previous else None
            previous = paragraph.kind
            paragraphs.append(book_paragraph(paragraph, label, language, numbers))
        chapters.append(BookChapter(f"c{number}", chapter.title, tuple(paragraphs)))
    return BookEpisode(
        name=f"ep{index:02d}",
        title=transcript.title,
        mp3=release.folder / audio.name,
        duration=duration,
        chapters=tuple(chapters),
    )


def clips(sentences: Sequence[Sentence], duration: int) -> list[tuple[int, int]]:
    """Each sentence's clip of the episode's MP3, in milliseconds: from where its speech starts to where its
    sound ends (:data:`CLIP_TAIL` after the transcript's end), but never into the next sentence or past the end."""
    starts = [milliseconds(sentence.start) for sentence in sentences]
    found = []
    for index, sentence in enumerate(sentences):
        limit = starts[index + 1] if index + 1 < len(sentences) else duration
        end = max(milliseconds(sentence.end), starts[index] + 1)
        found.append((starts[index], max(min(end + CLIP_TAIL, limit), end)))
    return found


def book_paragraph(
    paragraph: TranscriptParagraph, label: str | None, language: str, numbers: Iterator[tuple[int, tuple[int, int]]]
) -> BookParagraph:
    own = paragraph.language if paragraph.language and paragraph.language != language else None
    return BookParagraph(
        kind=paragraph.kind,
        language=own,
        label=label,
        label_language=language if own else None,
        sentences=tuple(book_sentence(sentence, *next(numbers), own or language, language)
                        for sentence in paragraph.sentences),
    )


def book_sentence(
    sentence: Sentence, number: int, clip: tuple[int, int], paragraph_language: str, language: str
) -> BookSentence:
    spoken_in = sentence.language or language
    return BookSentence(
        id=f"s{number}",
        text=sentence.text,
        start=clip[0],
        end=clip[1],
        language=spoken_in if spoken_in != paragraph_language else None,
    )


def milliseconds(seconds: float) -> int:
    """``seconds`` in whole milliseconds, rounded as the JSON transcript and chapters round them."""
    return round(round(seconds, 3) * 1000)


# Rendering -------------------------------------------------------------------------


def clock_value(milliseconds: int) -> str:
    """A SMIL full clock value, ``H:MM:SS.mmm``, as Media Overlays write times and durations."""
    hours, rest = divmod(milliseconds, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    return f"{hours}:{minutes:02d}:{rest // 1000:02d}.{rest % 1000:03d}"


def lang(language: str | None) -> Markup:
    """``xml:lang`` and ``lang`` (EPUB asks for both in XHTML) when a passage has its own language."""
    if not language:
        return Markup("")
    return Markup(' xml:lang="%s" lang="%s"') % (escape(language), escape(language))


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(EPUB_TEMPLATES),
        autoescape=True,
        finalize=feed.xml_text,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["clock_value"] = clock_value
    env.filters["lang"] = lang
    return env


def render(template: str, **values: Any) -> bytes:
    """A document of the book, proved well-formed XML."""
    data = environment().get_template(template).render(**values).encode("utf-8")
    etree.fromstring(data, etree.XMLParser(resolve_entities=False, no_network=True))
    return data


def entries(book: Book) -> list[tuple[str, bytes | Path]]:
    """Every file of the book in its place in the ZIP, ``mimetype`` first: bytes, or a file to copy."""
    listed: list[tuple[str, bytes | Path]] = [
        ("mimetype", MIME.encode("ascii")),
        ("META-INF/container.xml", (EPUB_TEMPLATES / "container.xml").read_bytes()),
        ("EPUB/package.opf", render("package.opf.j2", book=book)),
        ("EPUB/nav.xhtml", render("nav.xhtml.j2", book=book)),
        ("EPUB/cover.xhtml", render("cover.xhtml.j2", book=book)),
        ("EPUB/style.css", (EPUB_TEMPLATES / "style.css").read_bytes()),
        (f"EPUB/{book.cover}", book.cover_data),
    ]
    for episode in book.episodes:
        listed += [
            (f"EPUB/{episode.document}", render("episode.xhtml.j2", book=book, episode=episode)),
            (f"EPUB/{episode.overlay}", render("overlay.smil.j2", book=book, episode=episode)),
        ]
    listed += [(f"EPUB/{episode.audio}", episode.mp3) for episode in book.episodes]
    return listed


STORED = (".mp3", ".png", ".jpg")
"""Already compressed: stored as they are."""


def write_epub(book: Book, path: Path) -> None:
    """The book as an EPUB file at ``path``, the same bytes for the same book."""
    when = book.modified.timetuple()[:6]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    with zipfile.ZipFile(path, "w") as archive:
        for name, content in entries(book):
            info = zipfile.ZipInfo(name, date_time=when)
            info.create_system = 3  # Unix, whatever this machine is
            info.external_attr = 0o100644 << 16  # a regular file, rw-r--r--
            stored = name == "mimetype" or name.endswith(STORED)
            info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
            if isinstance(content, bytes):
                archive.writestr(info, content, compresslevel=9)
            else:
                info.file_size = content.stat().st_size
                with content.open("rb") as source, archive.open(info, "w") as target:
                    shutil.copyfileobj(source, target, 1 << 20)
