"""The RSS feed and chapter files, checked with the parsers real podcast apps use."""

from __future__ import annotations

import gettext
import html
import io
import json
import os
import re
import uuid
from datetime import datetime, timedelta, timezone
from xml.etree import ElementTree

import feedparser
import podcastparser
import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from bs4 import BeautifulSoup

from audioguide.audio.tags import Chapter
from audioguide.publish.feed import (
    AlternateEnclosure,
    FeedInfo,
    PublishedEpisode,
    TranscriptLink,
    cdata,
    chapter_timestamp,
    chapters_json,
    episode_guid,
    npt,
    render_feed,
    show_notes,
    summary,
    timestamps,
)
from audioguide.publish.identities import podcast_guid
from audioguide.text.script import short_title
from tests.support import TESTS

GOLDEN = TESTS / "golden"
UPDATE = os.environ.get("AUDIOGUIDE_UPDATE_GOLDEN") == "1"
NS = {
    "itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
    "podcast": "https://podcastindex.org/namespace/1.0",
    "psc": "http://podlove.org/simple-chapters",
    "atom": "http://www.w3.org/2005/Atom",
}
BASE = "https://example.org/guide/en/"
HOSTILE = "Fish & Chips <script>alert('x')</script> ]]> \"quoted\" 'single' \x00nul\x07bell\x1b\ufffe 🎧 end"
CLEAN = "Fish & Chips <script>alert('x')</script> ]]> \"quoted\" 'single' nulbell 🎧 end"
ATTACK = "\"><img src=x onerror=alert(1)>]]>"
"""A translation that would be markup if a page or the show notes trusted it."""
CHAPTERS = (Chapter("Introduction", 0.0, 12.5), Chapter("Why leaving is hard", 12.5, 3725.25),
            Chapter("What comes next", 3725.25, 3800.0004))


def episode(number: int, title: str, chapters: tuple[Chapter, ...] = CHAPTERS, **changes: object) -> PublishedEpisode:
    slug = f"{number:02d}-episode"
    fields = dict(
        number=number, title=title, guid=episode_guid("en", f"doc{number}"),
        published=datetime(2026, 11, 2 + 7 * (number - 1), 8, tzinfo=timezone.utc),
        description=f"About {title}.", duration=3800.4, audio_url=f"{BASE}{slug}.mp3",
        audio_bytes=45_604_800 + number, page_url=f"{BASE}{slug}.html",
        chapters_url=f"{BASE}{slug}.chapters.json", chapters=chapters,
        transcripts=(
            TranscriptLink(f"{BASE}{slug}.vtt", "text/vtt", True),
            TranscriptLink(f"{BASE}{slug}.transcript.html", "text/html", False),
        ),
    )
    fields.update(changes)
    return PublishedEpisode(**fields)  # type: ignore[arg-type]


PAGE_MESSAGES = (
    "Skip to the content", "Chapters", "Transcript", "Episode %(number)s: %(title)s", "Languages",
    "Subscribe to the podcast feed", "Downloads", "MP3 audio", "Chapters (JSON)", "Play from %(time)s",
    "Keep the sentence being read in view", "Introduction:", "Announcement:", "Closing:",
    "Captions (WebVTT)", "Subtitles (SRT)", "Timed transcript (JSON)", "Transcript page (HTML)",
    "Transcript (plain text)",
)


def hostile_translations(language: str = "de") -> gettext.GNUTranslations:
    """A real compiled catalog (as ``Translator.gettext()`` makes) translating every page string as markup.

    Each msgstr is ``ATTACK`` followed by the msgid's placeholders, so the catalog stays valid.
    """
    catalog = Catalog(locale=language)
    for message in PAGE_MESSAGES:
        catalog.add(message, " ".join([ATTACK, *re.findall(r"%\(\w+\)s", message)]))
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def feed_info(*episodes: PublishedEpisode, **changes: object) -> FeedInfo:
    fields = dict(
        url=f"{BASE}feed.xml", link="https://example.org/guide/", title="Walking Away",
        description="A narrated guide.", language="en", author="The Walking Away Project",
        owner_name="The Walking Away Project", owner_email="podcast@example.org",
        copyright="© 2026 The Walking Away Project", category="Health & Fitness", subcategory="Mental Health",
        explicit=False, cover_url="https://example.org/guide/cover.png",
        published=datetime(2026, 11, 9, 8, tzinfo=timezone.utc), episodes=episodes,
    )
    fields.update(changes)
    fields.setdefault("podcast_guid", podcast_guid(str(fields["url"])))
    return FeedInfo(**fields)  # type: ignore[arg-type]


def test_episode_guid_is_stable_and_distinct() -> None:
    assert episode_guid("en", "000_52f206e528357c55") == episode_guid("en", "000_52f206e528357c55")
    assert episode_guid("en", "doc1") == "ae8e208c-d547-5818-9d5b-381b5a1f0602"  # forever
    guids = {episode_guid(language, document) for language in ("en", "es", "pt-BR") for document in ("a", "b")}
    assert len(guids) == 6
    assert uuid.UUID(episode_guid("en", "a")).version == 5


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0, "00:00:00.000"), (1.5, "00:00:01.500"), (12.5, "00:00:12.500"), (61.001, "00:01:01.001"),
        (3725.25, "01:02:05.250"), (1.23456, "00:00:01.235"), (1.2344, "00:00:01.234"),
        (59.9996, "00:01:00.000"), (3599.9999, "01:00:00.000"), (0.0004, "00:00:00.000"),
        (36000, "10:00:00.000"), (360000.5, "100:00:00.500"),
    ],
)
def test_npt(seconds: float, text: str) -> None:
    assert npt(seconds) == text


def test_chapters_json() -> None:
    document = json.loads(chapters_json(CHAPTERS))
    assert document == {
        "version": "1.2.0",
        "chapters": [
            {"startTime": 0.0, "endTime": 12.5, "title": "Introduction"},
            {"startTime": 12.5, "endTime": 3725.25, "title": "Why leaving is hard"},
            {"startTime": 3725.25, "endTime": 3800.0, "title": "What comes next"},
        ],
    }
    starts = [c["startTime"] for c in document["chapters"]]
    assert starts == sorted(starts)
    assert all(c["endTime"] > c["startTime"] for c in document["chapters"])


def test_chapters_json_keeps_unicode_and_drops_control_characters() -> None:
    text = chapters_json([Chapter("Ωmega \x00\x07🎧 \"q\"", 0.0, 1.23456)])
    assert text.endswith("}\n") and "🎧" in text and "\\u" not in text
    assert json.loads(text)["chapters"] == [{"startTime": 0.0, "endTime": 1.235, "title": 'Ωmega 🎧 "q"'}]


def test_hostile_text_stays_well_formed_and_escaped() -> None:
    hostile = episode(1, "Ep " + HOSTILE, audio_url=f"{BASE}01.mp3?a=1&b=2",
                      chapters=(Chapter("Ch " + HOSTILE, 0.0, 1.0),), description="D " + HOSTILE)
    info = feed_info(hostile, title="T " + HOSTILE, description="F " + HOSTILE, author="A " + HOSTILE,
                     copyright="C " + HOSTILE, owner_name="O " + HOSTILE)
    xml = render_feed(info)
    outside_cdata = re.sub(r"<!\[CDATA\[.*?\]\]>", "", xml, flags=re.S)
    for raw in ("<script>", "]]>", "\x00", "\x07", "\x1b", "\ufffe", "&b="):
        assert raw not in outside_cdata
    assert "<script>" not in xml and "\x00" not in xml
    assert "🎧" in xml
    channel = ElementTree.fromstring(xml.encode("utf-8")).find("channel")
    assert channel is not None
    assert channel.findtext("title") == "T " + CLEAN
    # Read as HTML, as apps do: the text shows, no element is made (the show notes' way).
    for description in (channel.findtext("description"), channel.findtext("itunes:summary", namespaces=NS)):
        assert description == "F " + html.escape(CLEAN, quote=False)
        shown = BeautifulSoup(description, "html.parser")
        assert shown.find("script") is None and shown.get_text() == "F " + CLEAN
    assert channel.findtext("copyright") == "C " + CLEAN
    assert channel.findtext("itunes:author", namespaces=NS) == "A " + CLEAN
    assert channel.findtext("itunes:owner/itunes:name", namespaces=NS) == "O " + CLEAN
    item = channel.find("item")
    assert item is not None
    assert item.findtext("title") == "Ep " + CLEAN
    notes = BeautifulSoup(item.findtext("description") or "", "html.parser")
    assert notes.find("script") is None
    assert notes.find_all("p")[0].get_text() == "D " + CLEAN
    assert notes.find_all("li")[0].get_text() == "Ch " + CLEAN  # one chapter: no timestamp
    assert item.findtext("itunes:summary", namespaces=NS) == "D " + html.escape(CLEAN, quote=False)
    assert item.findtext("content:encoded", namespaces={"content": "http://purl.org/rss/1.0/modules/content/"}) == (
        item.findtext("description"))
    assert item.find("enclosure").get("url") == f"{BASE}01.mp3?a=1&b=2"  # type: ignore[union-attr]
    chapter = item.find("psc:chapters/psc:chapter", NS)
    assert chapter is not None and chapter.get("title") == "Ch " + CLEAN
    parsed = feedparser.parse(xml)
    assert not parsed.bozo
    assert parsed.feed.title == "T " + CLEAN
    assert parsed.entries[0].title == "Ep " + CLEAN
    gpodder = podcastparser.parse(info.url, io.BytesIO(xml.encode("utf-8")))
    assert gpodder["title"] == "T " + CLEAN
    assert gpodder["episodes"][0]["title"] == "Ep " + CLEAN
    assert gpodder["episodes"][0]["chapters"] == [{"start": 0, "title": "Ch " + CLEAN}]


def test_a_translation_is_text_in_the_show_notes() -> None:
    translations = hostile_translations()
    xml = render_feed(feed_info(episode(1, "E & <i>1</i>")), translations)
    item = ElementTree.fromstring(xml.encode("utf-8")).find("channel/item")
    assert item is not None
    html = item.findtext("description") or ""
    notes = BeautifulSoup(html, "html.parser")
    assert notes.find_all(["img", "i"]) == []
    assert not [a for tag in notes.find_all(True) for a in tag.attrs if a.lower().startswith("on")]
    texts = [p.get_text() for p in notes.find_all("p")]
    assert texts == ["About E & <i>1</i>.", ATTACK,  # "Chapters"
                     "00:00:00 Introduction", "00:00:12 Why leaving is hard", "01:02:05 What comes next",
                     ATTACK]  # "Transcript"
    assert [a.get_text() for a in notes.select("li a")] == [ATTACK, ATTACK]  # the transcripts' labels
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


@pytest.mark.parametrize(("html", "text"), [
    ("]]>", "]]>"),
    ("]]\x00>", "]]>"),  # a character XML cannot hold, left out before the section is split
    ("]\x07]>]]\x1b>", "]]>]]>"),
    ("<p>a\ud800b</p>", "<p>ab</p>"),
])
def test_cdata_is_always_one_well_formed_text(html: str, text: str) -> None:
    element = ElementTree.fromstring(f"<d>{cdata(html)}</d>".encode())
    assert element.text == text


def test_lone_surrogates_are_left_out_of_the_feed() -> None:
    # A YAML "\ud800" escape (front matter, audioguide.yml) makes a str no XML or UTF-8 can hold.
    chapters = (Chapter("Ch \udfff1", 0.0, 1.0),)
    info = feed_info(episode(1, "Ep \ud800 1", chapters=chapters, description="D \udbff"), title="T \ud800")
    xml = render_feed(info)
    channel = ElementTree.fromstring(xml.encode("utf-8")).find("channel")
    assert channel is not None and channel.findtext("title") == "T "
    assert channel.findtext("item/title") == "Ep  1"
    assert "<li>Ch 1</li>" in (channel.findtext("item/description") or "")
    assert json.loads(chapters_json(chapters))["chapters"][0]["title"] == "Ch 1"


@pytest.fixture(scope="module")
def two_episode_feed() -> tuple[FeedInfo, str]:
    info = feed_info(episode(1, "Why Leaving Feels Impossible"),
                     episode(2, "When the Narcissist Realises You Are Done", chapters=CHAPTERS[:2], duration=754.6))
    return info, render_feed(info)


def test_feed_structure(two_episode_feed: tuple[FeedInfo, str]) -> None:
    info, xml = two_episode_feed
    assert xml.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')
    for prefix, uri in NS.items():
        assert f'xmlns:{prefix}="{uri}"' in xml
    channel = ElementTree.fromstring(xml.encode("utf-8")).find("channel")
    assert channel is not None
    assert channel.find("atom:link", NS).attrib == {  # type: ignore[union-attr]
        "href": info.url, "rel": "self", "type": "application/rss+xml"}
    assert channel.findtext("language") == "en"
    assert channel.findtext("pubDate") == "Mon, 09 Nov 2026 08:00:00 +0000"
    assert channel.findtext("itunes:explicit", namespaces=NS) == "false"
    assert channel.find("itunes:image", NS).get("href") == info.cover_url  # type: ignore[union-attr]
    category = channel.find("itunes:category", NS)
    assert category is not None and category.get("text") == "Health & Fitness"
    assert [c.get("text") for c in category.findall("itunes:category", NS)] == ["Mental Health"]
    assert channel.findtext("podcast:guid", namespaces=NS) == podcast_guid(info.url)
    assert channel.find("podcast:locked", NS).attrib == {"owner": "podcast@example.org"}  # type: ignore[union-attr]
    items = channel.findall("item")
    dates = ["Mon, 02 Nov 2026 08:00:00 +0000", "Mon, 09 Nov 2026 08:00:00 +0000"]
    assert [i.findtext("pubDate") for i in items] == dates
    assert [i.find("guid").attrib for i in items] == [{"isPermaLink": "false"}] * 2  # type: ignore[union-attr]
    assert [i.findtext("itunes:duration", namespaces=NS) for i in items] == ["3800", "755"]
    assert [c.get("start") for c in items[0].findall("psc:chapters/psc:chapter", NS)] == [
        "00:00:00.000", "00:00:12.500", "01:02:05.250"]
    assert items[0].find("podcast:chapters", NS).attrib == {  # type: ignore[union-attr]
        "url": f"{BASE}01-episode.chapters.json", "type": "application/json+chapters"}
    assert [t.attrib for t in items[0].findall("podcast:transcript", NS)] == [
        {"url": f"{BASE}01-episode.vtt", "type": "text/vtt", "language": "en", "rel": "captions"},
        {"url": f"{BASE}01-episode.transcript.html", "type": "text/html", "language": "en"},
    ]


def test_explicit_true() -> None:
    xml = render_feed(feed_info(episode(1, "E"), explicit=True, subcategory=None, copyright=None))
    channel = ElementTree.fromstring(xml.encode("utf-8")).find("channel")
    assert channel is not None
    assert channel.findtext("itunes:explicit", namespaces=NS) == "true"
    assert channel.findtext("item/itunes:explicit", namespaces=NS) == "true"
    assert channel.find("itunes:category/itunes:category", NS) is None
    assert channel.find("copyright") is None


def test_feedparser_reads_the_feed(two_episode_feed: tuple[FeedInfo, str]) -> None:
    info, xml = two_episode_feed
    parsed = feedparser.parse(xml)
    assert not parsed.bozo
    assert (parsed.feed.title, parsed.feed.language, parsed.feed.podcast_guid) == (
        "Walking Away", "en", podcast_guid(info.url))
    assert [e.title for e in parsed.entries] == [e.title for e in info.episodes]
    assert [e.id for e in parsed.entries] == [e.guid for e in info.episodes]
    assert [e.enclosures for e in parsed.entries] == [
        [{"href": e.audio_url, "length": str(e.audio_bytes), "type": "audio/mpeg"}] for e in info.episodes]
    assert [e.itunes_duration for e in parsed.entries] == ["3800", "755"]
    chapters = parsed.entries[0].psc_chapters
    assert chapters["version"] == "1.2"
    assert [(c["start_parsed"], c["title"]) for c in chapters["chapters"]] == [
        (timedelta(0), "Introduction"), (timedelta(seconds=12.5), "Why leaving is hard"),
        (timedelta(seconds=3725.25), "What comes next")]


def test_podcastparser_reads_the_feed(two_episode_feed: tuple[FeedInfo, str]) -> None:
    info, xml = two_episode_feed
    parsed = podcastparser.parse(info.url, io.BytesIO(xml.encode("utf-8")))
    assert (parsed["title"], parsed["language"], parsed["type"], parsed["explicit"]) == (
        "Walking Away", "en", "serial", False)
    assert parsed["itunes_categories"] == [["Health & Fitness", "Mental Health"]]
    assert parsed["cover_url"] == info.cover_url
    episodes = sorted(parsed["episodes"], key=lambda e: e["number"])
    assert [(e["title"], e["guid"], e["number"], e["total_time"]) for e in episodes] == [
        (e.title, e.guid, e.number, round(e.duration)) for e in info.episodes]
    assert [e["enclosures"] for e in episodes] == [
        [{"url": e.audio_url, "file_size": e.audio_bytes, "mime_type": "audio/mpeg"}] for e in info.episodes]
    assert [e["published"] for e in episodes] == [int(e.published.timestamp()) for e in info.episodes]
    assert episodes[0]["chapters"] == [
        {"start": 0, "title": "Introduction"}, {"start": 12, "title": "Why leaving is hard"},
        {"start": 3725, "title": "What comes next"}]


def _golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} missing: run with AUDIOGUIDE_UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")


def test_golden_feed(two_episode_feed: tuple[FeedInfo, str]) -> None:
    _golden("feed.xml", two_episode_feed[1])


def test_golden_chapters_json() -> None:
    _golden("chapters.json", chapters_json(CHAPTERS))


def test_golden_psc_block(two_episode_feed: tuple[FeedInfo, str]) -> None:
    xml = two_episode_feed[1]
    block = xml[xml.index("      <psc:chapters"):xml.index("</psc:chapters>") + len("</psc:chapters>\n")]
    _golden("psc.xml", block)


def test_show_notes_leave_out_a_chapter_list_too_long_for_apple() -> None:
    many = tuple(Chapter(f"A chapter with a fairly long title, number {i}", i * 60.0, i * 60.0 + 60) for i in range(90))
    notes = show_notes(episode(1, "E", chapters=many), gettext.NullTranslations(), "en")
    assert len(notes.encode("utf-8")) <= 4000
    assert "A chapter" not in notes and "<p>Chapters</p>" not in notes and "Captions (WebVTT)" in notes
    few = show_notes(episode(1, "E", chapters=many[:10]), gettext.NullTranslations(), "en")
    assert few.count("<p>00:0") == 10 and few.count("<li>") == 2
    plain = summary(episode(1, "E", chapters=many), gettext.NullTranslations())
    assert plain == "About E."  # the chapters' lines would take it over 4000 bytes
    assert summary(episode(1, "E", chapters=many[:10]), gettext.NullTranslations()).count("\n00:0") == 10


def test_long_titles_are_cut_at_a_word_within_255_characters() -> None:
    title = "Walking away " * 30
    short = short_title(title)
    assert len(short) <= 255 and short.endswith("away…") and title.startswith(short[:-1])
    assert short_title("x" * 300) == "x" * 254 + "…"
    assert short_title("Fine") == "Fine"


def test_a_locked_feed_and_a_moved_one() -> None:
    moved = "https://new.example.org/guide/en/feed.xml"
    info = feed_info(locked=True, new_feed_url=moved, podcast_guid="917393e3-1b1e-5cef-ace4-edaa54e1f810")
    text = render_feed(info)
    channel = ElementTree.fromstring(text).find("channel")
    assert channel is not None
    assert channel.findtext("podcast:locked", namespaces=NS) == "yes"
    assert channel.findtext("itunes:new-feed-url", namespaces=NS) == moved
    assert channel.findtext("podcast:guid", namespaces=NS) == "917393e3-1b1e-5cef-ace4-edaa54e1f810"
    parsed = podcastparser.parse(info.url, io.BytesIO(text.encode("utf-8")))
    assert parsed["new_url"] == moved  # gPodder moves the subscription
    assert "itunes:new-feed-url" not in render_feed(feed_info())


# ---------------------------------------------------------------- chapters as timestamps in the description

SHORT = (Chapter("Introduction", 0.0, 12.5), Chapter("Why leaving is hard", 12.5, 725.25),
         Chapter("What comes next", 725.25, 754.6))
_TIMESTAMP_LINE = re.compile(r"^\(?(?:(\d{2}):)?(\d{2}):(\d{2})\)?[-–:.]? ?(\S.*)$")


def description_chapters(text: str) -> list[tuple[int, str]]:
    """The chapters Spotify, Apple Podcasts and YouTube make of a description's text: lines that start
    with a timestamp (MM:SS or HH:MM:SS, one punctuation mark allowed before the title), at least three,
    the first at 0, in order; else none."""
    found = []
    for line in text.splitlines():
        match = _TIMESTAMP_LINE.match(line.strip())
        if match:
            hours, minutes, seconds, title = match.groups()
            found.append((int(hours or 0) * 3600 + int(minutes) * 60 + int(seconds), title))
    starts = [start for start, _ in found]
    return found if len(found) >= 3 and starts[0] == 0 and starts == sorted(starts) else []


@pytest.mark.parametrize(("seconds", "hours", "text"), [
    (0, False, "00:00"), (12.5, False, "00:12"), (59.9996, False, "00:59"), (725.25, False, "12:05"),
    (3599.9, False, "59:59"), (0, True, "00:00:00"), (12.5, True, "00:00:12"), (3725.25, True, "01:02:05"),
    (36000, True, "10:00:00"),
])
def test_chapter_timestamp(seconds: float, hours: bool, text: str) -> None:
    assert chapter_timestamp(seconds, hours) == text


def item_of(xml: str, number: int = 1) -> ElementTree.Element:
    items = ElementTree.fromstring(xml.encode("utf-8")).findall("channel/item")
    return items[number - 1]


def test_the_description_gives_apple_spotify_and_youtube_the_chapters() -> None:
    xml = render_feed(feed_info(episode(1, "E", chapters=SHORT, duration=754.6)))
    item = item_of(xml)
    html = item.findtext("description") or ""
    assert "<p>Chapters</p>\n<p>00:00 Introduction</p>\n<p>00:12 Why leaving is hard</p>\n" in html
    assert item.findtext("content:encoded", namespaces={"content": "http://purl.org/rss/1.0/modules/content/"}) == html
    assert set(re.findall(r"</?(\w+)", html)) <= {"p", "ol", "ul", "li", "a"}  # the tags Apple allows
    expected = [(0, "Introduction"), (12, "Why leaving is hard"), (725, "What comes next")]
    rendered = BeautifulSoup(html, "html.parser").get_text("\n")  # an app that shows the HTML
    stripped = re.sub(r"<[^>]+>", "", html)  # one that takes the tags out
    plain = item.findtext("itunes:summary", namespaces=NS) or ""
    for text in (rendered, stripped, plain):
        assert description_chapters(text) == expected
    assert plain == ("About E.\n\nChapters\n00:00 Introduction\n00:12 Why leaving is hard\n"
                     "12:05 What comes next")
    parsed = feedparser.parse(xml)
    assert not parsed.bozo and description_chapters(BeautifulSoup(
        parsed.entries[0].content[0].value, "html.parser").get_text("\n")) == expected


def test_an_episode_of_an_hour_or_more_has_hours_in_every_timestamp() -> None:
    stamps = timestamps(episode(1, "E"))  # 3800 s
    assert stamps == [("00:00:00", "Introduction"), ("00:00:12", "Why leaving is hard"),
                      ("01:02:05", "What comes next")]
    notes = show_notes(episode(1, "E"), gettext.NullTranslations(), "en")
    assert description_chapters(BeautifulSoup(notes, "html.parser").get_text("\n")) == [
        (0, "Introduction"), (12, "Why leaving is hard"), (3725, "What comes next")]


def test_fewer_than_three_chapters_are_listed_without_times() -> None:
    two = episode(2, "E", chapters=CHAPTERS[:2])
    notes = show_notes(two, gettext.NullTranslations(), "en")
    assert "<ol>\n<li>Introduction</li>\n<li>Why leaving is hard</li>\n</ol>" in notes
    assert description_chapters(BeautifulSoup(notes, "html.parser").get_text("\n")) == []
    assert timestamps(two) == [] and summary(two, gettext.NullTranslations()) == "About E."


def test_timestamps_only_when_the_first_chapter_starts_at_zero() -> None:
    late = tuple(Chapter(c.title, c.start + 2.0, c.end) for c in SHORT)
    assert timestamps(episode(1, "E", chapters=late, duration=754.6)) == []
    assert timestamps(episode(1, "E", chapters=(Chapter("A", 0.9, 20), *SHORT[1:]), duration=754.6))[0] == (
        "00:00", "A")


def test_the_plain_summary_is_in_the_feeds_language_and_escaped() -> None:
    catalog = Catalog(locale="de")
    catalog.add("Chapters", "Kapitel & <b>Teile</b>")
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    chapters = (Chapter("A & <b>", 0.0, 20.0), *SHORT[1:])
    xml = render_feed(feed_info(episode(1, "E", chapters=chapters, duration=754.6)),
                      gettext.GNUTranslations(buffer))
    assert "<itunes:summary>About E.\n\nKapitel &amp;amp; &amp;lt;b&amp;gt;Teile&amp;lt;/b&amp;gt;\n00:00 A &amp;amp;" \
        in xml
    assert (item_of(xml).findtext("itunes:summary", namespaces=NS) or "").splitlines()[2:4] == [
        "Kapitel &amp; &lt;b&gt;Teile&lt;/b&gt;", "00:00 A &amp; &lt;b&gt;"]


# ---------------------------------------------------------------- alternate enclosures

OPUS = AlternateEnclosure(f"{BASE}01-episode.opus", "audio/ogg; codecs=opus", 15_201_600, 32_001)


@pytest.mark.parametrize(("mime", "kind", "codecs", "title"), [
    ("audio/ogg; codecs=opus", "audio/ogg", "opus", "Opus"),
    ('audio/ogg;codecs="opus"', "audio/ogg", "opus", "Opus"),
    ("audio/opus", "audio/opus", None, "Opus"),
    ("audio/mp4; codecs=mp4a.40.2", "audio/mp4", "mp4a.40.2", "AAC"),
    ("audio/mpeg", "audio/mpeg", None, "MP3"),
    ("audio/x-unknown", "audio/x-unknown", None, None),
])
def test_an_alternate_enclosures_type_codecs_and_title(mime: str, kind: str, codecs: str | None,
                                                        title: str | None) -> None:
    alternate = AlternateEnclosure("https://example.org/a", mime, 1)
    assert (alternate.type, alternate.codecs, alternate.title) == (kind, codecs, title)


def test_alternate_enclosures_in_the_feed() -> None:
    from lxml import etree

    from audioguide.check.feeds import _schema_errors

    info = feed_info(episode(1, "E", alternates=(OPUS,)), episode(2, "F"))
    xml = render_feed(info)
    [alternate] = item_of(xml).findall("podcast:alternateEnclosure", NS)
    assert alternate.attrib == {"type": "audio/ogg", "length": "15201600", "bitrate": "32001", "codecs": "opus",
                                "title": "Opus"}
    assert [source.attrib for source in alternate] == [{"uri": OPUS.url}]
    assert item_of(xml, 2).find("podcast:alternateEnclosure", NS) is None
    tree = etree.fromstring(xml.encode("utf-8"))
    elements = tree.findall(".//{https://podcastindex.org/namespace/1.0}alternateEnclosure")
    assert [_schema_errors(element) for element in [*elements, *elements[0]]] == [[], []]
    parsed = feedparser.parse(xml)
    assert not parsed.bozo
    assert [e.enclosures for e in parsed.entries] == [
        [{"href": e.audio_url, "length": str(e.audio_bytes), "type": "audio/mpeg"}] for e in info.episodes]
    gpodder = podcastparser.parse(info.url, io.BytesIO(xml.encode("utf-8")))
    assert [e["enclosures"][0]["url"] for e in gpodder["episodes"]] == [e.audio_url for e in info.episodes]


def test_a_transcript_of_another_format_is_named_by_its_extension_or_else_its_type() -> None:
    transcripts = (TranscriptLink(f"{BASE}01-episode.ass", "text/x-ssa", True),
                   TranscriptLink(f"{BASE}transcript", "application/x-custom", False))
    published = episode(1, "E", transcripts=transcripts)
    notes = show_notes(published, gettext.NullTranslations(), "en")
    assert [(a["href"], a.get_text()) for a in BeautifulSoup(notes, "html.parser").select("li a")] == [
        (f"{BASE}01-episode.ass", "Transcript (ASS)"), (f"{BASE}transcript", "Transcript (application/x-custom)")]
    hostile = BeautifulSoup(show_notes(published, hostile_translations(), "de"), "html.parser")
    assert [a.get_text() for a in hostile.select("li a")] == [f"{ATTACK} (ASS)", f"{ATTACK} (application/x-custom)"]
    assert hostile.find_all("img") == []
