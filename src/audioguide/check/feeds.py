"""Rules on a feed's XML: Apple's required and recommended tags, Podcasting 2.0, Podlove chapters.

The feed is parsed with lxml (no entities, no network) so each finding can name
its line; the ``podcast:*`` elements are validated against the schema in
``audioguide/schemas/podcast.xsd``. What the items point to is collected into
a :class:`Feed` for the file checks in :mod:`audioguide.check.media`.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from functools import cache
from pathlib import Path
from urllib.parse import unquote, urlsplit

import langcodes
from lxml import etree

from audioguide.check import pages
from audioguide.check.report import Report, output_file
from audioguide.common.resources import SCHEMAS
from audioguide.config.categories import APPLE_CATEGORIES
from audioguide.text.script import DESCRIPTION_BYTES, TITLE_CHARACTERS

ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd"
PODCAST = "https://podcastindex.org/namespace/1.0"
PODCAST_GITHUB = "https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md"
PSC = "http://podlove.org/simple-chapters"
ATOM = "http://www.w3.org/2005/Atom"
CONTENT = "http://purl.org/rss/1.0/modules/content/"
SCHEMA = SCHEMAS / "podcast.xsd"
_NPT = re.compile(r"^(\d{2}):([0-5]\d):([0-5]\d)\.(\d{3})$")
_DURATION = re.compile(r"^(?:\d+|(?:\d+:)?[0-5]?\d:[0-5]\d)$")
_NUMBERED_TITLE = re.compile(r"^\s*(?:episode|ep\.?|#)\s*\d+\b", re.IGNORECASE)
_LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "0.0.0.0"}


@dataclass(frozen=True)
class Linked:
    """A URL in the feed and the file it names in the output folder (None when outside it)."""

    url: str
    path: Path | None
    line: int


@dataclass
class Alternate:
    """A ``podcast:alternateEnclosure``: another encoding of the episode's audio, at its sources."""

    type: str
    length: int | None
    sources: list[Linked]
    line: int


@dataclass
class Item:
    title: str
    line: int
    enclosure: Linked | None = None
    length: int | None = None
    duration: float | None = None
    chapters: Linked | None = None
    psc: list[tuple[float, str]] = field(default_factory=list)
    transcripts: list[tuple[Linked, str]] = field(default_factory=list)
    """Each transcript file with its MIME type."""
    alternates: list[Alternate] = field(default_factory=list)


@dataclass
class Feed:
    path: Path
    items: list[Item]
    cover: Linked | None
    language: str | None = None
    """The channel's ``<language>``."""
    language_line: int | None = None


def check_feed(path: Path, output: Path, report: Report) -> Feed | None:
    """Every rule on the feed at ``path``; what it links, for the file checks."""
    try:
        tree = etree.parse(str(path), etree.XMLParser(resolve_entities=False, no_network=True))
    except etree.XMLSyntaxError as error:
        report.error(path, "xml", f"not well-formed XML: {error.msg}", error.lineno)
        return None
    root = tree.getroot()
    channel = root.find("channel")
    if root.tag != "rss" or root.get("version") != "2.0" or channel is None:
        report.error(path, "rss", "not an RSS 2.0 feed (<rss version=\"2.0\"><channel>)", root.sourceline)
        return None
    check = FeedCheck(path, output, report, channel)
    check.namespaces(root)
    check.check_channel()
    items = [check.item(element, number) for number, element in enumerate(channel.findall("item"), 1)]
    check.unique(channel)
    cover = channel.find(f"{{{ITUNES}}}image")
    linked_cover = check.linked(cover.get("href", ""), cover) if cover is not None else None
    language = channel.find("language")
    code = (language.text or "").strip() if language is not None else ""
    return Feed(path, items, linked_cover, code or None, language.sourceline if language is not None else None)


class FeedCheck:
    """The rules, element by element; findings go to the report."""

    def __init__(self, path: Path, output: Path, report: Report, channel: etree._Element) -> None:
        self.path, self.output, self.report, self.channel = path, output, report, channel
        self.site = self._site_url()

    def error(self, rule: str, message: str, element: etree._Element | None = None) -> None:
        self.report.error(self.path, rule, message, element.sourceline if element is not None else None)

    def warning(self, rule: str, message: str, element: etree._Element | None = None) -> None:
        self.report.warning(self.path, rule, message, element.sourceline if element is not None else None)

    # -- channel -------------------------------------------------------------------

    def namespaces(self, root: etree._Element) -> None:
        declared = root.nsmap
        for prefix, uri in (("itunes", ITUNES), ("atom", ATOM), ("psc", PSC), ("content", CONTENT)):
            if prefix in declared and declared[prefix] != uri:
                self.error("namespace", f"xmlns:{prefix} is {declared[prefix]}; it must be {uri}", root)
        if declared.get("itunes") != ITUNES:
            self.error("namespace", f'xmlns:itunes="{ITUNES}" is missing', root)
        podcast = [prefix for prefix, uri in declared.items() if uri in (PODCAST, PODCAST_GITHUB)]
        if podcast and podcast != ["podcast"]:
            self.error("namespace", f"the podcast namespace has the prefix {podcast[0]}; apps expect podcast", root)
        if "podcast" in declared and declared["podcast"] not in (PODCAST, PODCAST_GITHUB):
            self.error("namespace", f"xmlns:podcast is {declared['podcast']}; it must be {PODCAST}", root)

    def check_channel(self) -> None:
        channel = self.channel
        for name in ("title", "description", "language", f"{{{ITUNES}}}image",
                     f"{{{ITUNES}}}category", f"{{{ITUNES}}}explicit"):
            if channel.find(name) is None:
                self.error("channel-required", f"the channel has no {_name(name)}, which Apple requires", channel)
        for name in (f"{{{ITUNES}}}author", "link", f"{{{ITUNES}}}type", "copyright", f"{{{ITUNES}}}owner"):
            if channel.find(name) is None:
                self.warning("channel-recommended", f"the channel has no {_name(name)}, which Apple recommends",
                             channel)
        self.text(channel.find("title"), "title")
        self.description(channel.find("description"))
        self.explicit(channel.find(f"{{{ITUNES}}}explicit"))
        self.language(channel.find("language"))
        self.category()
        self.identity()
        image = channel.find(f"{{{ITUNES}}}image")
        if image is not None and not image.get("href"):
            self.error("channel-required", "itunes:image has no href", image)

    def text(self, element: etree._Element | None, what: str, limit: int = TITLE_CHARACTERS) -> str:
        if element is None:
            return ""
        value = element.text or ""
        if not value.strip():
            self.error("text", f"{what} is empty", element)
        elif value != value.strip():
            self.warning("text", f"{what} has leading or trailing white space", element)
        if len(value) > limit:
            self.error("title-length", f"{what} has {len(value)} characters; Apple allows {limit}", element)
        return value

    def description(self, element: etree._Element | None, what: str = "the channel's description") -> None:
        if element is None or element.text is None:
            return
        size = len(element.text.encode("utf-8"))
        if size > DESCRIPTION_BYTES:
            self.error("description-length", f"{what} is {size} bytes; Apple allows {DESCRIPTION_BYTES}", element)

    def explicit(self, element: etree._Element | None) -> None:
        if element is not None and element.text not in ("true", "false"):
            self.error("explicit", f"itunes:explicit is {element.text!r}; Apple accepts only true or false", element)

    def language(self, element: etree._Element | None) -> None:
        if element is None:
            return
        code = (element.text or "").strip()
        if not langcodes.tag_is_valid(code):
            self.error("language", f"language {code!r} is not a language code (en, es, pt-br)", element)
        elif code != code.lower():
            self.warning("language", f"language {code!r}: RSS language codes are lower case ({code.lower()})", element)

    def category(self) -> None:
        for element in self.channel.findall(f"{{{ITUNES}}}category"):
            name = element.get("text", "")
            if name not in APPLE_CATEGORIES:
                self.error("category", f"itunes:category {name!r} is not one of Apple's categories", element)
                continue
            for sub in element.findall(f"{{{ITUNES}}}category"):
                if sub.get("text") not in APPLE_CATEGORIES[name]:
                    self.error("category", f"{sub.get('text')!r} is not a subcategory of {name!r}", sub)

    def identity(self) -> None:
        """atom:link rel=self, podcast:guid, podcast:locked, itunes:new-feed-url, podcast:* by the schema."""
        self_link = self._self_link()
        if self_link is None:
            self.error("atom-self", 'the channel has no <atom:link rel="self"> with the feed\'s own URL', self.channel)
        elif urlsplit(self_link).hostname in _LOCAL_HOSTS:
            self.warning("localhost", f"the feed's URL is {self_link}: set base_url to where the"
                         " output will be published before submitting it", self.channel)
        # podcast:guid is the UUIDv5 of the URL the feed was first published at, and stays when it moves:
        # any UUID is right here (the schema checks it is one).
        if self.channel.find(f"{{{PODCAST}}}guid") is None:
            self.warning("podcast-guid", "the channel has no podcast:guid", self.channel)
        moved = self.channel.find(f"{{{ITUNES}}}new-feed-url")
        if moved is not None and (moved.text or "").strip() == self_link:
            self.error("new-feed-url", "itunes:new-feed-url is the feed's own URL; podcast apps would"
                       " follow it in a circle: leave new_base_url out of the config at the new address", moved)
        if self.channel.find(f"{{{PODCAST}}}locked") is None:
            self.warning("podcast-locked", "the channel has no podcast:locked", self.channel)
        self.language_links()
        for element in self.channel.iter(f"{{{PODCAST}}}*"):
            for problem in _schema_errors(element):
                self.error("podcast-schema", f"{_name(element.tag)}: {problem}", element)

    def language_links(self) -> None:
        """Each ``atom:link rel="alternate"`` on the site (the guide's feed in another language) is in the output."""
        for link in self.channel.findall(f"{{{ATOM}}}link"):
            href = link.get("href", "")
            if link.get("rel") != "alternate" or not self.site or not href.startswith(self.site):
                continue
            target = unquote(href[len(self.site):].split("#", 1)[0])
            found = output_file(self.output, href[len(self.site):])
            if found is None or not found.is_file():
                self.error(pages.RULE, f'{href} (hreflang="{link.get("hreflang", "")}") names {target}, which is'
                           f" not in the output; {pages.TO_DO}", link)

    # -- items ---------------------------------------------------------------------

    def item(self, element: etree._Element, number: int) -> Item:
        title = self.text(element.find("title"), f"item {number}'s title")
        item = Item(title, element.sourceline or 0)
        for name in ("title", "enclosure", "guid"):
            if element.find(name) is None:
                self.error("item-required", f"item {number} has no {name}", element)
        if _NUMBERED_TITLE.match(title):
            self.warning("title-episode-number", f"item {number}'s title starts with its number;"
                         " Apple shows numbers from itunes:episode", element.find("title"))
        self.description(element.find("description"), f"item {number}'s description")
        self.explicit(element.find(f"{{{ITUNES}}}explicit"))
        self.pubdate(element.find("pubDate"), number)
        self.enclosure(element.find("enclosure"), item)
        item.duration = self.duration(element.find(f"{{{ITUNES}}}duration"), number)
        chapters = element.find(f"{{{PODCAST}}}chapters")
        if chapters is not None:
            item.chapters = self.linked(chapters.get("url", ""), chapters)
        item.psc = self.psc(element.find(f"{{{PSC}}}chapters"))
        for transcript in element.findall(f"{{{PODCAST}}}transcript"):
            item.transcripts.append((self.linked(transcript.get("url", ""), transcript), transcript.get("type", "")))
            if transcript.get("language") is None:
                self.warning("transcript-attributes", "podcast:transcript has no language", transcript)
            if transcript.get("type") in ("text/vtt", "application/x-subrip") and transcript.get("rel") != "captions":
                self.warning("transcript-attributes", 'timed captions without rel="captions"', transcript)
        for alternate in element.findall(f"{{{PODCAST}}}alternateEnclosure"):
            item.alternates.append(self.alternate(alternate))
        return item

    def alternate(self, element: etree._Element) -> Alternate:
        """A podcast:alternateEnclosure (its form is the schema's): audio or video, its length, its sources."""
        kind, length = element.get("type", ""), element.get("length", "")
        if kind and not kind.startswith(("audio/", "video/")):
            self.error("enclosure-type", f"podcast:alternateEnclosure type {kind!r} is not audio or video", element)
        if not length:
            self.warning("alternate-attributes", "podcast:alternateEnclosure has no length (bytes), which the"
                         " namespace recommends", element)
        sources = [self.linked(source.get("uri", ""), source) for source in element.findall(f"{{{PODCAST}}}source")
                   if urlsplit(source.get("uri", "")).scheme in ("http", "https")]
        return Alternate(kind, int(length) if length.isdigit() else None, sources, element.sourceline or 0)

    def pubdate(self, element: etree._Element | None, number: int) -> None:
        if element is None:
            self.warning("pubdate", f"item {number} has no pubDate")
            return
        text = (element.text or "").strip()
        try:
            date = parsedate_to_datetime(text)
        except (TypeError, ValueError):
            self.error("pubdate", f"pubDate {text!r} is not an RFC 2822 date", element)
            return
        weekday = text.split(",")[0] if "," in text else None
        if weekday and weekday != date.strftime("%a"):
            self.error("pubdate", f"pubDate {text!r}: that day is a {date.strftime('%A')}", element)

    def enclosure(self, element: etree._Element | None, item: Item) -> None:
        if element is None:
            return
        url, length, kind = element.get("url", ""), element.get("length", ""), element.get("type", "")
        if not url or not length or not kind:
            self.error("item-required", "enclosure needs url, length and type", element)
        if kind and not kind.startswith("audio/"):
            self.error("enclosure-type", f"enclosure type {kind!r} is not audio", element)
        elif url.lower().endswith(".mp3") and kind != "audio/mpeg":
            self.error("enclosure-type", f"an MP3's type is audio/mpeg, not {kind!r}", element)
        if not length.isdigit():
            self.error("enclosure-length", f"enclosure length {length!r} is not a number of bytes", element)
        else:
            item.length = int(length)
        item.enclosure = self.linked(url, element)

    def duration(self, element: etree._Element | None, number: int) -> float | None:
        if element is None:
            self.warning("duration", f"item {number} has no itunes:duration")
            return None
        text = (element.text or "").strip()
        if not _DURATION.match(text):
            self.error("duration", f"itunes:duration {text!r} is not seconds or [HH:]MM:SS", element)
            return None
        seconds = 0.0
        for part in text.split(":"):
            seconds = seconds * 60 + int(part)
        return seconds

    def psc(self, element: etree._Element | None) -> list[tuple[float, str]]:
        if element is None:
            return []
        if element.get("version") != "1.2":
            self.error("psc", f"psc:chapters version is {element.get('version')!r}; use 1.2", element)
        chapters = []
        for chapter in element.findall(f"{{{PSC}}}chapter"):
            start = chapter.get("start", "")
            found = _NPT.match(start)
            if not found:
                self.error("psc", f"psc:chapter start {start!r} is not zero-padded HH:MM:SS.mmm", chapter)
                continue
            hours, minutes, seconds, millis = map(int, found.groups())
            chapters.append((hours * 3600 + minutes * 60 + seconds + millis / 1000, chapter.get("title", "")))
            self.text_attribute(chapter, "title")
        starts = [start for start, _ in chapters]
        if starts != sorted(starts) or len(set(starts)) != len(starts):
            self.error("psc", "psc:chapter starts are not in increasing order", element)
        return chapters

    def text_attribute(self, element: etree._Element, name: str) -> None:
        value = element.get(name, "")
        if not value.strip():
            self.error("text", f"{_name(element.tag)} has an empty {name}", element)
        elif len(value) > TITLE_CHARACTERS:
            self.error("title-length", f"{_name(element.tag)} {name} has {len(value)} characters;"
                       f" Apple allows {TITLE_CHARACTERS}", element)

    def unique(self, channel: etree._Element) -> None:
        for what, path in (("guid", "item/guid"), ("enclosure URL", "item/enclosure")):
            seen: dict[str, int] = {}
            for element in channel.findall(path):
                value = (element.text or "").strip() if what == "guid" else element.get("url", "")
                if value in seen:
                    rule = "guid-unique" if what == "guid" else "enclosure-unique"
                    self.error(rule, f"{what} {value!r} is also on line {seen[value]}", element)
                seen.setdefault(value, element.sourceline or 0)

    # -- links ---------------------------------------------------------------------

    def linked(self, url: str, element: etree._Element) -> Linked:
        """``url`` and the output file it names; non-ASCII URLs are errors (apps fail on them)."""
        line = element.sourceline or 0
        if not url.isascii():
            self.error("ascii-url", f"URL {url!r} is not ASCII; file names must be slugs", element)
        if self.site and url.startswith(self.site):
            path = output_file(self.output, url[len(self.site):])
            if path is None:
                self.error("outside-output", f"{url} names a file outside the output folder; link only the files"
                           " the output holds", element)
            return Linked(url, path, line)
        self.warning("external-url", f"{url} is outside the feed's site; not checked", element)
        return Linked(url, None, line)

    def _self_link(self) -> str | None:
        for link in self.channel.findall(f"{{{ATOM}}}link"):
            if link.get("rel") == "self" and link.get("href"):
                return link.get("href")
        return None

    def _site_url(self) -> str | None:
        """The URL of the output folder: the feed's own URL less its path in the folder."""
        own = self._self_link()
        relative = self.path.relative_to(self.output).as_posix()
        if own is None or not own.endswith(relative):
            return None
        return own[: -len(relative)]


@cache
def _schema() -> etree.XMLSchema:
    return etree.XMLSchema(etree.parse(str(SCHEMA)))


def _schema_errors(element: etree._Element) -> list[str]:
    """What the podcast namespace's schema says of one element, taken out of the feed."""
    alone = copy.deepcopy(element)
    alone.tail = None
    schema = _schema()
    if schema.validate(etree.ElementTree(alone)):
        return []
    return [error.message.replace(f"{{{PODCAST}}}", "podcast:") for error in schema.error_log]


def _name(tag: object) -> str:
    """A parsed element's tag (a str) with its namespace as the usual prefix."""
    tag = str(tag)
    for prefix, uri in (("itunes", ITUNES), ("podcast", PODCAST), ("psc", PSC), ("atom", ATOM)):
        tag = tag.replace(f"{{{uri}}}", f"{prefix}:")
    return tag
