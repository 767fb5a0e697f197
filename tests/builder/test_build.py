"""End to end: the sample guide built by the real CLI, read back by real tools."""

from __future__ import annotations

import copy
import html
import json
import os
import re
import stat
import subprocess
import sys
import time
from pathlib import Path
from xml.etree import ElementTree

import feedparser
import podcastparser
import pytest
from lxml import etree
from mutagen.id3 import ID3
from mutagen.mp3 import MP3

from audioguide.check import check_output
from audioguide.check.feeds import SCHEMA
from audioguide.common.ffmpeg import measure
from audioguide.publish.feed import npt
from audioguide.publish.identities import LOCK_FILE, podcast_guid
from audioguide.publish.staging import MANIFEST
from tests.conftest import counts, make_tiny_guide, run_cli

PSC = "{http://podlove.org/simple-chapters}"


@pytest.fixture(scope="module")
def built(built_sample: Path) -> Path:
    return built_sample


@pytest.fixture(scope="module")
def feed_path(built: Path) -> Path:
    return built / "en" / "feed.xml"


@pytest.fixture(scope="module")
def mp3s(built: Path) -> list[Path]:
    return sorted((built / "en").glob("*.mp3"))


def local(url: str, output: Path) -> Path:
    assert url.startswith("https://example.org/walking-away/")
    return output / url.removeprefix("https://example.org/walking-away/")


def test_layout(built: Path, mp3s: list[Path]) -> None:
    names = sorted(p.name for p in (built / "en").iterdir())
    episodes = ["01-the-narcissist-wont-let-you-go", "02-when-the-narcissist-realises-you-are-done"]
    suffixes = [".chapters.json", ".mp3", ".srt", ".transcript.html", ".transcript.json", ".txt", ".vtt"]
    assert names == [
        *(episode + suffix for episode in episodes for suffix in suffixes),
        "cover.png",
        "feed.xml",
        "index.html",
    ]
    assert not list(built.parent.glob(".output.*")), "staging folders left behind"
    assert sorted(p.name for p in (built / "assets").iterdir()) == ["icon.svg", "player.js", "site.css"]


def test_index_links_every_language(built: Path) -> None:
    index = (built / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in index
    for code in ("en", "es", "fr", "de"):
        assert f'href="{code}/feed.xml"' in index
        assert f'href="{code}/index.html" hreflang="{code}"' in index


def test_every_mp3_decodes_fully(mp3s: list[Path], ffmpeg_exe: str) -> None:
    for mp3 in mp3s:
        result = subprocess.run(
            [ffmpeg_exe, "-v", "error", "-i", str(mp3), "-f", "null", "-"],
            capture_output=True, text=True, check=False,
        )
        assert result.returncode == 0 and result.stderr == "", (mp3.name, result.stderr)
        info = MP3(mp3).info
        assert (info.channels, info.sample_rate, info.bitrate) == (1, 44100, 96000)


def test_loudness_on_the_encoded_files(mp3s: list[Path]) -> None:
    for mp3 in mp3s:
        loudness = measure(mp3)
        assert abs(loudness.integrated - -16) <= 1.0, (mp3.name, loudness)
        assert loudness.true_peak <= -1.0, (mp3.name, loudness)


def test_id3_tags_and_chapters_agree_with_json(mp3s: list[Path]) -> None:
    for mp3 in mp3s:
        tags = ID3(mp3)
        assert tags.version == (2, 4, 0)
        assert tags["TLAN"].text == ["eng"]
        assert tags["TALB"].text == ["Walking Away: Leaving a Narcissist, Safely"]
        assert tags.getall("APIC")[0].mime == "image/png"
        (toc,) = tags.getall("CTOC")
        assert toc.flags == 3  # top level and ordered
        chapters = {c.element_id: c for c in tags.getall("CHAP")}
        ordered = [chapters[i] for i in toc.child_element_ids]
        document = json.loads(mp3.with_suffix("").with_suffix(".chapters.json").read_text())
        assert document["version"] == "1.2.0"
        assert [c.start_time for c in ordered] == [round(c["startTime"] * 1000) for c in document["chapters"]]
        assert [c.sub_frames["TIT2"].text[0] for c in ordered] == [c["title"] for c in document["chapters"]]
        assert ordered[0].start_time == 0
        assert ordered[-1].end_time == pytest.approx(MP3(mp3).info.length * 1000, abs=60)


def test_ffmpeg_lists_chapters_in_time_order(mp3s: list[Path], ffmpeg_exe: str) -> None:
    for mp3 in mp3s:
        probe = subprocess.run([ffmpeg_exe, "-hide_banner", "-i", str(mp3)], capture_output=True, text=True)
        starts = [float(s) for s in re.findall(r"Chapter #0:\d+: start (\d+\.\d+)", probe.stderr)]
        assert len(starts) >= 3
        assert starts == sorted(starts)


def test_sample_chapters(built: Path) -> None:
    first = json.loads((built / "en" / "01-the-narcissist-wont-let-you-go.chapters.json").read_text())
    assert [c["title"] for c in first["chapters"]] == [
        "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible",
        "Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)",
        "The Trauma Bond Nobody Warned You About",
        "Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”",
        "The Sunk Cost Trap That Keeps You Stuck",
    ]
    second = json.loads((built / "en" / "02-when-the-narcissist-realises-you-are-done.chapters.json").read_text())
    assert [c["title"] for c in second["chapters"]] == ["Part 1", "Part 2", "Part 3"]


def test_feed_is_well_formed_and_complete(feed_path: Path, built: Path) -> None:
    root = ElementTree.parse(feed_path).getroot()
    items = root.findall("channel/item")
    assert len(items) == 2
    for item in items:
        enclosure = item.find("enclosure")
        assert enclosure is not None
        assert int(enclosure.get("length", "0")) == local(enclosure.get("url", ""), built).stat().st_size
        psc = item.find(f"{PSC}chapters")
        assert psc is not None
        starts = [c.get("start") for c in psc.findall(f"{PSC}chapter")]
        assert all(re.fullmatch(r"\d\d:\d\d:\d\d\.\d\d\d", s or "") for s in starts)


LANGUAGES = ["en", "es", "fr", "de"]
TITLES = {
    "en": "When the Narcissist Realises You Are Done",
    "es": "Cuando el narcisista se da cuenta de que has dicho basta",
    "fr": "Quand le narcissique comprend que c’est vraiment fini",
    "de": "Wenn der Narzisst merkt, dass du mit ihm abgeschlossen hast",
}


def whole_seconds_of(mp3: MP3, seconds: int) -> bool:
    """``seconds`` is the audio's length rounded: the PCM's, which the MP3's frames hold up to two frames longer
    (the encoder's delay, 1,105 samples, and the padding of its last frame)."""
    frame = 1152 / mp3.info.sample_rate
    return round(mp3.info.length - 2 * frame) <= seconds <= round(mp3.info.length)


@pytest.mark.parametrize("language", LANGUAGES)
def test_feedparser_reads_every_feed(built: Path, language: str) -> None:
    folder = built / language
    mp3s = sorted(folder.glob("*.mp3"))
    parsed = feedparser.parse((folder / "feed.xml").read_bytes())
    assert not parsed.bozo, parsed.get("bozo_exception")
    assert parsed.feed.language == language
    assert parsed.feed.image.href == f"https://example.org/walking-away/{language}/cover.png"
    assert parsed.entries[1].title == TITLES[language]
    for entry, mp3 in zip(parsed.entries, mp3s, strict=True):
        (link,) = [found for found in entry.links if found.rel == "enclosure"]
        assert local(link.href, built) == mp3
        assert int(link.length) == mp3.stat().st_size
        assert whole_seconds_of(MP3(mp3), int(entry.itunes_duration))
        assert entry.published_parsed is not None
        chapters = json.loads(mp3.with_suffix("").with_suffix(".chapters.json").read_text())["chapters"]
        assert [c["title"] for c in entry.psc_chapters.chapters] == [c["title"] for c in chapters]
        assert [c["start"] for c in entry.psc_chapters.chapters] == [
            npt(c["startTime"]) for c in chapters]


@pytest.mark.parametrize("language", LANGUAGES)
def test_podcastparser_reads_every_feed(built: Path, language: str) -> None:
    with (built / language / "feed.xml").open("rb") as stream:
        parsed = podcastparser.parse(f"https://example.org/walking-away/{language}/feed.xml", stream)
    title = ElementTree.parse(built / language / "feed.xml").findtext("channel/title") or ""
    assert parsed["title"].split() == title.split()  # podcastparser makes a no-break space a space
    episodes = sorted(parsed["episodes"], key=lambda e: e["published"])
    assert len(episodes) == 2 and episodes[1]["title"] == TITLES[language]
    for episode in episodes:
        (enclosure,) = episode["enclosures"]
        path = local(enclosure["url"], built)
        assert enclosure["file_size"] == path.stat().st_size
        assert enclosure["mime_type"] == "audio/mpeg"
        assert whole_seconds_of(MP3(path), episode["total_time"])
        chapters = json.loads(path.with_suffix("").with_suffix(".chapters.json").read_text())["chapters"]
        assert [c["title"] for c in episode["chapters"]] == [c["title"] for c in chapters]
        assert [c["start"] for c in episode["chapters"]] == [int(c["startTime"]) for c in chapters]
    assert episodes[0]["guid"] != episodes[1]["guid"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_chapters_are_one_timeline(built: Path, language: str) -> None:
    """ID3, JSON chapters, PSC in the feed, and the transcripts' chapter headings agree."""
    folder = built / language
    root = ElementTree.parse(folder / "feed.xml").getroot()
    page = (folder / "index.html").read_text(encoding="utf-8")
    for item in root.findall("channel/item"):
        mp3 = local(item.find("enclosure").get("url", ""), built)  # type: ignore[union-attr]
        tags = ID3(mp3)
        (toc,) = tags.getall("CTOC")
        frames = {c.element_id: c for c in tags.getall("CHAP")}
        id3 = [(frames[i].start_time, frames[i].sub_frames["TIT2"].text[0]) for i in toc.child_element_ids]
        document = json.loads(mp3.with_name(mp3.stem + ".chapters.json").read_text())["chapters"]
        from_json = [(round(c["startTime"] * 1000), c["title"]) for c in document]
        psc = [(_ms(c.get("start", "")), c.get("title")) for c in item.findall(f"{PSC}chapters/{PSC}chapter")]
        assert id3 == from_json == psc
        vtt = mp3.with_suffix(".vtt").read_text(encoding="utf-8")
        word = {"en": "Chapter", "es": "Capítulo", "fr": "Chapitre", "de": "Kapitel"}[language]
        notes = re.findall(rf"^NOTE {word} \d+\u00a0?: (.*)$", vtt, re.M)
        assert notes == [html.escape(t, quote=False) for _, t in id3]
        section = page[page.index(f'src="{mp3.name}"'):]
        section = section[:section.find("</section>")]
        links = re.findall(rf'<a href="{re.escape(mp3.name)}#t=[\d.]+" data-seek="([\d.]+)">(.*?)</a>', section)
        assert [(round(float(t) * 1000), html.unescape(h)) for t, h in links] == id3
        transcript = mp3.with_name(mp3.stem + ".transcript.html").read_text(encoding="utf-8")
        for text in (section, transcript):
            headings = re.findall(r"<h3>(.*?)</h3>", text)
            assert [html.unescape(h) for h in headings] == [t for _, t in id3]


def _ms(start: str) -> int:
    hours, minutes, seconds = start.split(":")
    return round((int(hours) * 3600 + int(minutes) * 60 + float(seconds)) * 1000)


@pytest.mark.parametrize("language", LANGUAGES)
def test_podcast_elements_follow_the_namespace_schema(built: Path, language: str) -> None:
    schema = etree.XMLSchema(etree.parse(str(SCHEMA)))
    root = etree.parse(str(built / language / "feed.xml")).getroot()
    elements = list(root.iter("{https://podcastindex.org/namespace/1.0}*"))
    assert sorted({etree.QName(e).localname for e in elements}) == ["chapters", "guid", "locked", "transcript"]
    for element in elements:
        alone = copy.deepcopy(element)
        alone.tail = None
        assert schema.validate(etree.ElementTree(alone)), (etree.tostring(alone), schema.error_log)
    bad = etree.fromstring('<podcast:transcript xmlns:podcast="https://podcastindex.org/namespace/1.0"'
                           ' url="http://x.org/a.vtt" type="text/vtt" rel="subtitles"/>')
    assert not schema.validate(etree.ElementTree(bad))


def test_show_notes_are_in_the_feed_language(built: Path) -> None:
    notes = ElementTree.parse(built / "fr" / "feed.xml").findtext("channel/item/description") or ""
    assert "<p>Chapitres</p>" in notes
    assert '01-le-narcissique-ne-vous-laisse-pas-partir.vtt">Sous-titres (WebVTT)</a>' in notes
    assert re.search(r"\n<p>01:\d\d Pourquoi quitter un narcissique semble impossible", notes)


def test_script_is_what_the_narrator_says(built: Path) -> None:
    script = (built / "en" / "01-the-narcissist-wont-let-you-go.txt").read_text(encoding="utf-8")
    paragraphs = script.split("\n\n")
    assert paragraphs[0] == "Walking Away: Leaving a Narcissist, Safely."
    assert paragraphs[1] == (
        "Episode 1: The Narcissist Won’t Let You Go: "
        "How to Leave Safely When Walking Away Feels Impossible."
    )
    assert "no substitute for professional help" in paragraphs[2]
    assert "Chapter 2: The Trauma Bond Nobody Warned You About." in paragraphs
    assert paragraphs[-1].strip() == "Written by The Walking Away Project. Thank you for listening."
    assert "give it a like" not in (built / "en" / "02-when-the-narcissist-realises-you-are-done.txt").read_text()


def test_second_build_is_served_from_the_cache(built: Path) -> None:
    config = built.parent / "audioguide.yml"
    feed_before = (built / "en" / "feed.xml").read_bytes()
    result = run_cli("build", "-c", config, "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert re.search(r": 0 sentences synthesized, \d+ from the cache", result.stderr), result.stderr
    assert (built / "en" / "feed.xml").read_bytes() == feed_before


TINY = """\
title: Tiny Guide
description: A guide of one short episode.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/guide/
category: Education
languages:
  - code: en
documents:
  - path: content/%s
    published: 2026-01-05T10:00:00Z
%s"""


def item_of(output: Path) -> ElementTree.Element:
    item = ElementTree.parse(output / "en" / "feed.xml").find("channel/item")
    assert item is not None
    return item


@pytest.mark.slow
def test_guids_follow_the_document_not_its_title(tmp_path: Path) -> None:
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "safety.txt").write_text("Staying Safe\n\nTell someone you trust.\n", encoding="utf-8")
    config = tmp_path / "audioguide.yml"
    config.write_text(TINY % ("safety.txt", ""), encoding="utf-8")
    assert run_cli("build", "-q", "-c", config).returncode == 0
    first = item_of(tmp_path / "output")
    channel_guid = ElementTree.parse(tmp_path / "output" / "en" / "feed.xml").findtext(
        "channel/{https://podcastindex.org/namespace/1.0}guid")

    config.write_text(TINY % ("safety.txt", "    title: Keeping Safe\n"), encoding="utf-8")
    assert run_cli("build", "-q", "-c", config).returncode == 0
    renamed = item_of(tmp_path / "output")
    assert renamed.findtext("title") == "Keeping Safe" != first.findtext("title")
    assert renamed.findtext("guid") == first.findtext("guid")
    assert ElementTree.parse(tmp_path / "output" / "en" / "feed.xml").findtext(
        "channel/{https://podcastindex.org/namespace/1.0}guid") == channel_guid

    (tmp_path / "content" / "safety.txt").rename(tmp_path / "content" / "other.txt")
    config.write_text(TINY % ("other.txt", ""), encoding="utf-8")
    assert run_cli("build", "-q", "-c", config).returncode == 0
    assert item_of(tmp_path / "output").findtext("guid") != first.findtext("guid")


# -- publishing safely: only what the build made changes, nothing shares the cache, one build at a time


@pytest.fixture()
def tiny(tmp_path: Path) -> Path:
    guide = make_tiny_guide(tmp_path / "guide")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    return guide


def edit_file(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_files_the_user_put_in_the_output_are_never_removed(tiny: Path) -> None:
    output = tiny / "output"
    (output / "en" / "important.txt").write_text("kept")
    (output / "robots.txt").write_text("User-agent: *\n")
    edit_file(tiny / "content" / "b.md", "Second text here.", "Second text, edited.")
    result = run_cli("build", cwd=tiny)
    assert result.returncode == 0, result.stderr
    assert (output / "en" / "important.txt").read_text() == "kept"
    assert (output / "robots.txt").read_text() == "User-agent: *\n"
    made = json.loads((output / MANIFEST).read_text())["files"]
    assert "robots.txt" not in made and "en/01-first.mp3" in made and "index.html" in made
    assert [str(f) for f in check_output(output).findings] == []


@pytest.mark.slow
def test_a_language_taken_out_of_the_config_leaves_the_output(tiny: Path) -> None:
    config = tiny / "audioguide.yml"
    edit_file(config, "  - code: en\n", "  - code: en\n  - code: fr\n")
    (tiny / "translations").mkdir()
    (tiny / "translations" / "fr.po").write_text('msgid ""\nmsgstr ""\n"Language: fr\\n"\n')
    assert run_cli("build", "--allow-incomplete", cwd=tiny).returncode == 0
    assert (tiny / "output" / "fr" / "feed.xml").is_file()
    edit_file(config, "  - code: fr\n", "")
    result = run_cli("build", cwd=tiny)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tiny / "output").iterdir()) == [MANIFEST, "assets", "en", "index.html"]
    assert run_cli("check", tiny / "output").stdout == "0 errors, 0 warnings in 1 feed\n"


def test_published_mp3s_are_readable_copies_that_no_cache_damage_reaches(tiny: Path) -> None:
    output = tiny / "output"
    mp3 = output / "en" / "01-first.mp3"
    cached = {p.stat().st_ino: p for p in (tiny / ".audioguide-cache" / "episodes").rglob("*.mp3")}
    assert mp3.stat().st_ino not in cached and mp3.stat().st_nlink == 1
    modes = {stat.S_IMODE(p.stat().st_mode) for p in output.rglob("*") if p.is_file()}
    assert modes == {0o666 & ~current_umask()}
    published = mp3.read_bytes()
    for entry in cached.values():  # a disk error, a careless clean-up: every cached episode cut short
        entry.write_bytes(entry.read_bytes()[:1000])
    assert mp3.read_bytes() == published
    edit_file(tiny / "content" / "b.md", "Second text here.", "Second text, edited.")
    result = run_cli("build", cwd=tiny)
    assert result.returncode == 0, result.stderr
    assert "was changed on disk; encoding it again" in result.stderr
    assert counts(result.stderr)[2] == 2  # both encoded again, none published damaged
    assert mp3.read_bytes() == published
    assert [str(f) for f in check_output(output).findings] == []


def current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_an_output_that_is_a_link_to_a_web_root(tiny: Path, tmp_path: Path) -> None:
    web_root = tmp_path / "www" / "guide"
    web_root.mkdir(parents=True)
    (tiny / "public").symlink_to(web_root)
    result = run_cli("build", "--output", "public", cwd=tiny)
    assert result.returncode == 0, result.stderr
    assert (tiny / "public").is_symlink()
    assert (web_root / "en" / "feed.xml").is_file()
    assert [str(f) for f in check_output(web_root).findings] == []


@pytest.mark.slow
def test_two_builds_at_once_run_one_after_the_other(tiny: Path) -> None:
    """The second waits; without that, the first to finish would be undone by the other's swap."""
    many = " ".join(f"Sentence number {n} of the new text." for n in range(60))
    (tiny / "content" / "b.md").write_text(f"# Second\n\n{many}\n", encoding="utf-8")
    first = subprocess.Popen([sys.executable, "-m", "audioguide", "build"], cwd=tiny,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not list(tiny.glob(f".output.staging-{first.pid}")) and time.monotonic() < deadline:
        time.sleep(0.02)  # the first build has read its config and is making speech
    assert first.poll() is None, "the first build ended before the test could start the second"
    edit_file(tiny / "audioguide.yml", "title: Tiny", "title: Tiny, renamed")
    second = run_cli("build", cwd=tiny)
    assert first.wait() == 0
    assert second.returncode == 0, second.stderr
    assert f"waiting for the other build of this guide (process {first.pid}) to finish" in second.stderr
    channel = ElementTree.parse(tiny / "output" / "en" / "feed.xml").find("channel")
    assert channel is not None and channel.findtext("title") == "Tiny, renamed"


def test_the_podcast_guid_stays_when_the_guide_moves(tiny: Path) -> None:
    podcast = "{https://podcastindex.org/namespace/1.0}"
    feed_path = tiny / "output" / "en" / "feed.xml"
    guid = ElementTree.parse(feed_path).findtext(f"channel/{podcast}guid")
    assert guid == podcast_guid("https://example.org/guide/en/feed.xml")
    assert f"en: {guid}" in (tiny / LOCK_FILE).read_text()
    config = tiny / "audioguide.yml"
    # At the old address, the last feed says where the guide went; apps follow it.
    edit_file(config, "copyright:", "new_base_url: https://podcasts.example.net/tiny/\nlocked: true\ncopyright:")
    assert run_cli("build", cwd=tiny).returncode == 0
    channel = ElementTree.parse(feed_path).find("channel")
    assert channel is not None
    assert channel.findtext("{http://www.itunes.com/dtds/podcast-1.0.dtd}new-feed-url") == (
        "https://podcasts.example.net/tiny/en/feed.xml")
    assert channel.findtext(f"{podcast}locked") == "yes"
    # At the new address: the same podcast:guid, from audioguide.lock.
    edit_file(config, "new_base_url: https://podcasts.example.net/tiny/\n", "")
    edit_file(config, "https://example.org/guide/", "https://podcasts.example.net/tiny/")
    assert run_cli("build", cwd=tiny).returncode == 0
    assert ElementTree.parse(feed_path).findtext(f"channel/{podcast}guid") == guid
    assert [str(f) for f in check_output(tiny / "output").findings] == []


# -- books, Word documents and web pages: a book split in chapters is several episodes


BOOKS = """\
title: Fables
description: Fables read aloud.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/fables/
languages:
  - code: en
documents:
  - path: content/aesop.epub
    published: 2026-03-01T08:00:00Z
    split: chapters
  - path: content/aesop.docx
    published: 2026-03-08T08:00:00Z
    id: aesop-word
  - path: content/blog-post.html
    published: 2026-03-15T08:00:00Z
"""


@pytest.mark.slow
def test_a_book_in_chapters_a_word_document_and_a_web_page(tmp_path: Path) -> None:
    import shutil

    from audioguide.publish.feed import episode_guid
    from tests.text.readers.samples import AESOP, DATA, make_aesop_docx

    (tmp_path / "content").mkdir()
    shutil.copy(AESOP, tmp_path / "content" / "aesop.epub")
    shutil.copy(DATA / "blog-post.html", tmp_path / "content" / "blog-post.html")
    make_aesop_docx(tmp_path / "content" / "aesop.docx")
    (tmp_path / "audioguide.yml").write_text(BOOKS, encoding="utf-8")
    result = run_cli("build", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    summary = result.stderr.splitlines()[-1]
    assert summary.startswith("Built 5 episodes in en: ")
    assert " min of audio; 12 blocks not read aloud (see audioguide script); in " in summary
    assert counts(result.stderr)[2] == 5
    items = ElementTree.parse(tmp_path / "output" / "en" / "feed.xml").findall("channel/item")
    assert [(item.findtext("title"), item.findtext("guid"), item.findtext("pubDate")) for item in items] == [
        ("Wolves", episode_guid("en", "aesop#1"), "Sun, 01 Mar 2026 08:00:00 +0000"),
        ("Lessons of the Field", episode_guid("en", "aesop#2"), "Sun, 01 Mar 2026 08:00:01 +0000"),
        ("Hercules and the Wagoner", episode_guid("en", "aesop#3"), "Sun, 01 Mar 2026 08:00:02 +0000"),
        ("Fables of Aesop", episode_guid("en", "aesop-word"), "Sun, 08 Mar 2026 08:00:00 +0000"),
        ("Three Fables About Wanting Too Much", episode_guid("en", "blog-post"), "Sun, 15 Mar 2026 08:00:00 +0000"),
    ]
    chapters = json.loads((tmp_path / "output" / "en" / "01-wolves.chapters.json").read_text(encoding="utf-8"))
    assert [c["title"] for c in chapters["chapters"]] == ["Wolves", "The Wolf and the Lamb", "The Wolf and the Crane"]
    text = (tmp_path / "output" / "en" / "01-wolves.txt").read_text(encoding="utf-8")
    assert "Translated by George Fyler Townsend" in text and "A crane is a tall wading bird" in text
