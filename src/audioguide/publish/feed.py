"""The podcast feed of one language, and the chapter files it points to.

The feed is RSS 2.0 with Apple's iTunes tags, rendered from a Jinja2 template
with XML escaping for every value, then parsed back to prove it well-formed.
Chapters go out as JSON chapters 1.2.0 and as Podlove Simple Chapters, and as
timestamps in each episode's description (``00:00 Introduction``, a line each),
which Apple Podcasts, Spotify and YouTube turn into chapters.
"""

from __future__ import annotations

import gettext
import json
import logging
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from email.utils import format_datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar, overload
from urllib.parse import urlsplit
from xml.etree import ElementTree

import jinja2
from babel.dates import format_date
from babel.numbers import format_decimal
from babel.units import format_unit
from markupsafe import Markup, escape

from audioguide import __version__
from audioguide.audio.tags import Chapter
from audioguide.common import ffmpeg
from audioguide.common.characters import NOT_XML
from audioguide.common.errors import AudioError
from audioguide.common.files import write_text
from audioguide.common.resources import TEMPLATES
from audioguide.publish.identities import feed_url
from audioguide.publish.release import EpisodeRelease, LanguageRelease, PublishedFile
from audioguide.publish.transcript import timestamp
from audioguide.speech.engines import Credit
from audioguide.text.catalogs import babel_locale
from audioguide.text.script import DESCRIPTION_BYTES, description, short_title

log = logging.getLogger(__name__)
_TEMPLATES = TEMPLATES / "publish"
# Episode guids: a UUIDv5 of language and document under audioguide's own namespace,
# so renaming an episode or moving the feed never changes them.
EPISODE_GUID_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "audioguide:episode")
"""What XML 1.0 cannot hold (C0 controls but tab and line ends, lone surrogates, U+FFFE, U+FFFF),
and DEL. A lone surrogate comes from a YAML ``"\\ud800"`` escape; no UTF-8 can hold it either."""
TIMESTAMP_CHAPTERS = 3
"""Apple Podcasts, Spotify and YouTube make chapters of a description's timestamps from three on."""
_Value = TypeVar("_Value")


@dataclass(frozen=True)
class TranscriptLink:
    url: str
    type: str
    """Its MIME type, as ``podcast:transcript`` names it."""
    timed: bool
    """Captions (``rel="captions"``): the text carries its times in the audio."""


@dataclass(frozen=True)
class AlternateEnclosure:
    """Another encoding of the episode's audio (an Ogg Opus file): ``podcast:alternateEnclosure``."""

    url: str
    mime: str
    """Its MIME type, with any codecs parameter (``audio/ogg; codecs=opus``)."""
    length: int
    """Bytes."""
    bitrate: int | None = None
    """The audio's average bits per second, as encoded (tags and cover not counted)."""

    @property
    def type(self) -> str:
        """The MIME type without parameters (``audio/ogg``): the namespace's ``type``."""
        return self.mime.split(";", 1)[0].strip()

    @property
    def codecs(self) -> str | None:
        """The MIME type's codecs parameter (``opus``): the namespace's ``codecs``, an RFC 6381 string."""
        for parameter in self.mime.split(";")[1:]:
            key, _, value = parameter.partition("=")
            if key.strip().lower() == "codecs" and value.strip().strip('"'):
                return value.strip().strip('"')
        return None

    @property
    def title(self) -> str | None:
        """A name for apps to offer it by (``Opus``), when the format is one they know."""
        codecs = (self.codecs or "").split(",")[0].split(".")[0].lower()
        return _FORMAT_NAMES.get(codecs) or _FORMAT_NAMES.get(self.type.lower())


_FORMAT_NAMES = {
    "opus": "Opus", "audio/opus": "Opus", "vorbis": "Ogg Vorbis", "flac": "FLAC", "audio/flac": "FLAC",
    "mp4a": "AAC", "audio/aac": "AAC", "audio/mp4": "AAC", "audio/x-m4a": "AAC", "audio/mpeg": "MP3",
    "mp3": "MP3", "audio/ogg": "Ogg",
}


@dataclass(frozen=True)
class PublishedEpisode:
    number: int
    title: str
    guid: str
    published: datetime
    description: str
    duration: float
    audio_url: str
    audio_bytes: int
    page_url: str
    chapters_url: str
    chapters: tuple[Chapter, ...]
    transcripts: tuple[TranscriptLink, ...] = ()
    alternates: tuple[AlternateEnclosure, ...] = ()


@dataclass(frozen=True)
class FeedInfo:
    url: str
    link: str
    title: str
    description: str
    language: str
    author: str
    owner_name: str
    owner_email: str
    copyright: str | None
    category: str
    subcategory: str | None
    explicit: bool
    cover_url: str
    published: datetime
    episodes: tuple[PublishedEpisode, ...]
    podcast_guid: str
    """Assigned once (:mod:`audioguide.publish.identities`), kept when the feed moves."""
    alternates: tuple[tuple[str, str], ...] = ()
    """(language, feed URL) of the guide's other languages."""
    locked: bool = False
    """podcast:locked: no other platform may import the feed without the owner's consent."""
    new_feed_url: str | None = None
    """Where the feed has moved: itunes:new-feed-url, which podcast apps follow."""
    credit: str | None = None
    """Whose voices speak, and their licences, as the language says it (:func:`credit_line`)."""

    @property
    def channel_description(self) -> str:
        """The description, then the voices' credit where it fits Apple's 4000 bytes."""
        if not self.credit:
            return self.description
        text = f"{self.description}\n\n{self.credit}"
        return text if len(xml_text(text).encode("utf-8")) <= DESCRIPTION_BYTES else self.description


def credit_line(voices: Sequence[Credit], translations: gettext.NullTranslations) -> str | None:
    """``Spoken by SVOX Pico (Apache-2.0).`` in the language: the voices' credits, as the feed, the show notes,
    the pages and the EPUB give them; None without a voice to credit."""
    if not voices:
        return None
    return translations.gettext("Spoken by %(voices)s.") % {"voices": "; ".join(str(voice) for voice in voices)}


def episode_guid(language: str, document_id: str) -> str:
    return str(uuid.uuid5(EPISODE_GUID_NAMESPACE, f"{language}/{document_id}"))


@overload
def xml_text(value: str) -> str: ...


@overload
def xml_text(value: _Value) -> _Value: ...


def xml_text(value: object) -> object:
    """Every value rendered into XML loses the characters XML 1.0 cannot hold."""
    if isinstance(value, Markup):  # already escaped: a macro's output
        return Markup(NOT_XML.sub("", value))
    return NOT_XML.sub("", value) if isinstance(value, str) else value


def html_text(text: str) -> str:
    """Text for an element apps read as HTML (a channel's description, every ``itunes:summary``):
    ``<``, ``>`` and ``&`` escaped for HTML, before the XML escaping every value gets, as the show
    notes escape them inside their CDATA; ``<script>`` in a config or catalog is shown, never run."""
    return str(escape(text)).replace("&#39;", "'").replace("&#34;", '"')


def cdata(html: str) -> Markup:
    """HTML as an XML CDATA section, the way feeds carry show notes (a ``]]>`` inside is split).

    Characters XML cannot hold are left out first, so none can join a ``]]>`` after the split.
    """
    text = NOT_XML.sub("", str(html))
    return Markup("<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>")


def npt(seconds: float) -> str:
    """Zero-padded ``HH:MM:SS.mmm``, the only form every chapter reader gets right."""
    return timestamp(seconds)


def clock(seconds: float) -> str:
    """``M:SS`` or ``H:MM:SS``, as players show positions."""
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def chapter_timestamp(seconds: float, hours: bool) -> str:
    """``MM:SS``, or ``HH:MM:SS`` in an episode of an hour or more: the forms Spotify documents
    for timestamps in a description, which Apple (``00:00:00``) and YouTube (``00:00``) read too.

    Seconds are cut, never rounded up: the time is never after the chapter starts.
    """
    minutes, secs = divmod(int(seconds), 60)
    whole_hours, minutes = divmod(minutes, 60)
    return f"{whole_hours:02d}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def timestamps(episode: PublishedEpisode) -> list[tuple[str, str]]:
    """Each chapter as (timestamp, title) for the description, or none when apps would not read them.

    Apple Podcasts, Spotify and YouTube make chapters of timestamps in an episode's
    description only from three on, and only when the first is at 0: fewer are
    left without times. Every timestamp has the same form, long enough for the episode.
    """
    chapters = episode.chapters
    if len(chapters) < TIMESTAMP_CHAPTERS or int(chapters[0].start) != 0:
        return []
    hours = episode.duration >= 3600 or chapters[-1].start >= 3600
    return [(chapter_timestamp(c.start, hours), c.title) for c in chapters]


@lru_cache(maxsize=32)
def environment(
    translations: gettext.NullTranslations | None = None, language: str = "en"
) -> jinja2.Environment:
    """The publishing templates (feed and pages): every value escaped and cleaned.

    One environment per catalog and language, so each template compiles once a build.
    """
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(_TEMPLATES),
        autoescape=True,
        finalize=xml_text,
        undefined=jinja2.StrictUndefined,
        extensions=["jinja2.ext.i18n"],
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["rfc2822"] = format_datetime
    env.filters["npt"] = npt
    env.filters["clock"] = clock
    env.filters["seconds"] = lambda value: f"{value:.3f}"
    env.filters["cdata"] = cdata
    env.filters["html_text"] = html_text
    env.filters["basename"] = lambda url: url.rsplit("/", 1)[-1]
    env.filters["file_format"] = file_format
    locale = babel_locale(language)
    env.filters["long_date"] = lambda value: format_date(value, format="long", locale=locale)
    env.filters["minutes"] = lambda seconds: format_unit(
        max(1, round(seconds / 60)), "duration-minute", length="long", locale=locale
    )
    env.filters["megabytes"] = lambda size: f"{format_decimal(size / 1e6, '0.0', locale=locale)} MB"
    install_text_translations(env, translations or gettext.NullTranslations())
    return env


def install_text_translations(env: jinja2.Environment, translations: gettext.NullTranslations) -> None:
    """The catalog's strings as text: each translation is escaped, then its ``%(name)s`` filled in.

    Jinja trusts a translation as markup in an autoescaping environment, but a catalog
    is written by translators, like the documents: ``<b>`` in a msgstr must show as
    ``<b>`` on the page and in the show notes, never become an element. No msgid of
    the templates holds markup. The values filled in are escaped by ``Markup % values``
    (Jinja's newstyle gettext).
    """
    # jinja2.ext.i18n adds this method to the environment at run time, which jinja2's types cannot say.
    env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda message: escape(translations.gettext(message)),
        ngettext=lambda singular, plural, n: escape(translations.ngettext(singular, plural, n)),
        pgettext=lambda context, message: escape(translations.pgettext(context, message)),
        npgettext=lambda context, singular, plural, n: escape(
            translations.npgettext(context, singular, plural, n)
        ),
        newstyle=True,
    )


def labels(translations: gettext.NullTranslations) -> dict[str, Any]:
    """Names shown for the scripted parts of a transcript and for each transcript format audioguide
    publishes; the templates name another format by its file (``file_format``)."""
    _ = translations.gettext
    return {
        "narration_labels": {
            "intro": _("Introduction:"), "announcement": _("Announcement:"), "outro": _("Closing:"),
        },
        "transcript_labels": {
            "text/vtt": _("Captions (WebVTT)"),
            "application/x-subrip": _("Subtitles (SRT)"),
            "application/json": _("Timed transcript (JSON)"),
            "text/html": _("Transcript page (HTML)"),
            "text/plain": _("Transcript (plain text)"),
        },
    }


def file_format(url: str, mime: str) -> str:
    """A file's format as people name it: its extension upper-cased (``ASS``), else its MIME type."""
    name = urlsplit(url).path.rsplit("/", 1)[-1]
    stem, dot, extension = name.rpartition(".")
    return extension.upper() if dot and stem and extension.isalnum() else mime


def show_notes(
    episode: PublishedEpisode, translations: gettext.NullTranslations, language: str, credit: str | None = None,
) -> str:
    """An episode's HTML show notes: its summary, chapters and transcripts, within Apple's 4000 bytes.

    Chapters are a paragraph each, ``00:00 Introduction``: a line that starts with its
    timestamp however an app shows the HTML (rendered, or with the tags taken out), in
    the tags Apple allows (``p``, ``ol``, ``ul``, ``li``, ``a``), so Apple Podcasts,
    Spotify and YouTube read them as chapters. An episode with fewer than three
    chapters lists their titles without times. A chapter list too long to fit is left
    out rather than cut.
    """
    template = environment(translations, language).get_template("notes.html.j2")
    stamps = timestamps(episode)
    for chapters in (episode.chapters, ()):
        notes = template.render(
            episode=episode, chapters=chapters, timestamps=stamps, credit=credit, **labels(translations)
        ).strip()
        if len(notes.encode("utf-8")) <= DESCRIPTION_BYTES:
            return notes
    return template.render(
        episode=replace(episode, transcripts=()), chapters=(), timestamps=(), credit=credit, **labels(translations)
    ).strip()


def summary(episode: PublishedEpisode, translations: gettext.NullTranslations) -> str:
    """The episode's plain-text description (``itunes:summary``): its opening, then its chapters'
    timestamps a line each, as in the show notes, when there are three or more and they fit
    within Apple's 4000 bytes."""
    description = xml_text(episode.description)
    stamps = timestamps(episode)
    if not stamps:
        return description
    _ = translations.gettext
    lines = [_("Chapters"), *(f"{stamp} {xml_text(title)}" for stamp, title in stamps)]
    text = description + "\n\n" + "\n".join(lines)
    return text if len(text.encode("utf-8")) <= DESCRIPTION_BYTES else description


def render_feed(feed: FeedInfo, translations: gettext.NullTranslations | None = None) -> str:
    translations = translations or gettext.NullTranslations()
    notes = {e.number: show_notes(e, translations, feed.language, feed.credit) for e in feed.episodes}
    summaries = {e.number: summary(e, translations) for e in feed.episodes}
    text = environment().get_template("feed.xml.j2").render(
        feed=feed, notes=notes, summaries=summaries, version=__version__
    )
    ElementTree.fromstring(text.encode("utf-8"))  # raises on anything not well-formed
    return text


def chapters_json(chapters: Sequence[Chapter]) -> str:
    """JSON chapters 1.2.0 (Podcasting 2.0), times in seconds to the millisecond."""
    document = {
        "version": "1.2.0",
        "chapters": [
            {"startTime": round(c.start, 3), "endTime": round(c.end, 3), "title": xml_text(c.title)}
            for c in chapters
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


class FeedOutput:
    name = "feed"

    def publish(self, release: LanguageRelease) -> None:
        info = feed_info(release)
        write_text(release.folder / "feed.xml", render_feed(info, release.plan.translations))
        log.info("%s: %d episodes, feed %s", release.code, len(info.episodes), info.url)


def feed_info(release: LanguageRelease) -> FeedInfo:
    """What the feed (and the pages, which show the same) says of the language and its episodes."""
    config, code = release.config, release.code
    episodes = tuple(published_episode(release, episode) for episode in release.episodes)
    (cover,) = [file for file in release.find("download") if file.name.startswith("cover.")]
    return FeedInfo(
        url=feed_url(config, code),
        link=config.link or release.url("index.html"),
        title=release.plan.guide.title,
        description=release.plan.description,
        language=code.lower(),
        author=config.author,
        owner_name=config.owner.name,
        owner_email=config.owner.email,
        copyright=config.copyright,
        category=config.category,
        subcategory=config.subcategory,
        explicit=config.explicit,
        cover_url=cover.url,
        published=max(episode.published for episode in episodes),
        episodes=episodes,
        podcast_guid=release.podcast_guid,
        alternates=tuple(
            (other.code.lower(), feed_url(config, other.code)) for other in config.languages
            if other.code != code and release.published(other.code)
        ),
        locked=config.locked,
        new_feed_url=feed_url(config, code, config.new_base_url) if config.new_base_url else None,
        credit=credit_line(release.credits, release.plan.translations),
    )


def published_episode(release: LanguageRelease, episode: EpisodeRelease) -> PublishedEpisode:
    script = episode.planned.script
    (audio,) = episode.find("audio")
    (chapters,) = episode.find("chapters")
    duration = episode.made.record.duration
    return PublishedEpisode(
        number=script.number,
        title=short_title(script.title),
        guid=episode_guid(script.language, script.document_id),
        published=script.published,
        description=description(script),
        duration=duration,
        audio_url=audio.url,
        audio_bytes=(release.folder / audio.name).stat().st_size,
        page_url=release.url(f"index.html#episode-{script.number}"),
        chapters_url=chapters.url,
        chapters=episode.chapters,
        transcripts=tuple(
            TranscriptLink(file.url, file.mime, file.timed) for file in episode.find("transcript")
        ),
        alternates=tuple(alternate_enclosure(release.folder / file.name, file) for file in episode.find("alternate")),
    )


def alternate_enclosure(path: Path, file: PublishedFile) -> AlternateEnclosure:
    """Another encoding of an episode's audio, published at ``path``: its size and its audio's bitrate."""
    return AlternateEnclosure(file.url, file.mime, path.stat().st_size, audio_bitrate(path))


def audio_bitrate(path: Path) -> int | None:
    """The average bitrate of the file's first audio stream, in bits per second: its packets' bytes
    over their duration, as ffmpeg reads them. The container, the tags and a cover are not counted,
    so this is the encoding's bitrate. None when ffmpeg finds no audio stream in the file."""
    try:
        listing, _ = ffmpeg.run(["-v", "error", "-i", str(path), "-map", "0:a:0", "-c", "copy", "-f", "framecrc", "-"])
    except AudioError:
        return None
    return _framecrc_bitrate(listing.decode("ascii", "replace"))


def _framecrc_bitrate(listing: str) -> int | None:
    """Bits per second from ffmpeg's ``framecrc`` listing of one stream (``#tb 0: 1/48000``, then a line
    per packet: stream, dts, pts, duration, size, checksum)."""
    timebase = re.search(r"^#tb 0: (\d+)/(\d+)$", listing, re.MULTILINE)
    packets = [line.split(",") for line in listing.splitlines() if line and not line.startswith("#")]
    ticks = sum(int(fields[3]) for fields in packets)
    if timebase is None or ticks <= 0:
        return None
    seconds = ticks * int(timebase[1]) / int(timebase[2])
    return round(sum(int(fields[4]) for fields in packets) * 8 / seconds)
