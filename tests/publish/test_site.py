"""The built sample's pages, read as HTML: languages, structure, links, transcripts that match the files."""

from __future__ import annotations

import gettext
import io
import json
import os
import re
import subprocess
import sys
from itertools import pairwise
from pathlib import Path
from types import SimpleNamespace

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from bs4 import BeautifulSoup, Tag
from lxml import etree

from audioguide.audio.tags import Chapter
from audioguide.check import check_output
from audioguide.publish import site
from audioguide.publish.release import PublishedFile
from audioguide.publish.site import language_downloads
from audioguide.publish.transcript import transcript
from audioguide.text.prepare import Cue
from tests.publish.test_feed import ATTACK, HOSTILE, PAGE_MESSAGES, episode, feed_info
from tests.support import make_tiny_guide, run_cli

LANGUAGES = ["en", "es", "fr", "de"]
AUTONYMS = {"en": "English", "es": "Español", "fr": "Français", "de": "Deutsch"}
BASE_URL = "https://example.org/walking-away/"  # the sample's base_url
SITE_MESSAGES = (
    "All languages", "Breadcrumb", "Episodes", "%(title)s – podcast and transcripts",
    "Transcript of episode %(number)s: %(title)s", "Announce the sentence being read",
    "The transcript on a page of its own", "Audiobook (M4B)", "E-book (EPUB)", "Opus audio",
)


def hostile_translations(language: str = "de") -> gettext.GNUTranslations:
    """A compiled catalog translating every string of the pages as markup (``ATTACK`` and the placeholders)."""
    catalog = Catalog(locale=language)
    for message in (*PAGE_MESSAGES, *SITE_MESSAGES):
        catalog.add(message, " ".join([ATTACK, *re.findall(r"%\(\w+\)s", message)]))
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def page(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def tag(node: object) -> Tag:
    assert isinstance(node, Tag), node
    return node


def all_pages(output: Path) -> list[Path]:
    return sorted(output.rglob("*.html"))


def test_index_links_every_language_in_its_own_language(built_sample: Path) -> None:
    soup = page(built_sample / "index.html")
    items = soup.select("main li[lang]")
    assert [item["lang"] for item in items] == LANGUAGES
    for item in items:
        code = item["lang"]
        link = tag(item.find("a"))
        assert (link["href"], link["hreflang"], link.get_text()) == (f"{code}/index.html", code, AUTONYMS[code])


def test_each_feed_link_is_named_by_its_language(built_sample: Path) -> None:
    """Four links all called "RSS" to four feeds are one name for four places (axe's
    identical-links-same-purpose): each says, visibly first, which language's feed it is."""
    feeds = page(built_sample / "index.html").select("main a[type='application/rss+xml']")
    names = [link.get("aria-label") or link.get_text() for link in feeds]
    assert names == [f"RSS – {AUTONYMS[code]}" for code in LANGUAGES]
    assert all(name.startswith(link.get_text()) for name, link in zip(names, feeds, strict=True))  # label in name


def test_every_page_is_in_its_language_with_one_main_and_a_title(built_sample: Path) -> None:
    pages = all_pages(built_sample)
    assert len(pages) == 1 + 4 + 8
    for path in pages:
        soup = page(path)
        language = path.parent.name if path.parent != built_sample else "en"
        assert tag(soup.html)["lang"] == language, path
        assert len(soup.find_all("main")) == 1
        assert len(soup.find_all("h1")) == 1
        title = tag(soup.title).get_text()
        assert title.strip() and title == title.strip()


def test_every_page_describes_itself_names_its_canonical_url_and_has_an_icon(built_sample: Path) -> None:
    titles = set()
    for path in all_pages(built_sample):
        soup = page(path)
        description = str(tag(soup.find("meta", attrs={"name": "description"}))["content"])
        assert len(description) > 50 and description == description.strip(), path
        canonical = [str(link["href"]) for link in soup.find_all("link", rel="canonical")]
        assert canonical == [BASE_URL + path.relative_to(built_sample).as_posix()]
        icon = tag(soup.find("link", rel="icon"))
        assert (path.parent / str(icon["href"])).resolve() == built_sample / "assets" / "icon.svg"
        titles.add(tag(soup.title).get_text())
    assert len(titles) == len(all_pages(built_sample))  # no two pages share a title
    assert "<svg" in (built_sample / "assets" / "icon.svg").read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_descriptions_are_in_the_page_language(built_sample: Path, language: str) -> None:
    soup = page(built_sample / language / "index.html")
    description = tag(soup.find("meta", attrs={"name": "description"}))["content"]
    assert description == tag(soup.select_one("main > p")).get_text()  # the guide's, translated
    for section in soup.select("section.episode"):
        transcript_page = str(tag(section.select_one(".episode-transcript a[href$='.transcript.html']"))["href"])
        own = page(built_sample / language / transcript_page)
        assert tag(own.find("meta", attrs={"name": "description"}))["content"] == \
            tag(section.select_one("p.description")).get_text()  # the episode's


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_page_lists_every_language_as_an_absolute_hreflang_alternate(
    built_sample: Path, language: str
) -> None:
    soup = page(built_sample / language / "index.html")
    alternates = {str(link["hreflang"]): str(link["href"]) for link in soup.find_all("link", hreflang=True)}
    assert alternates == {**{code: f"{BASE_URL}{code}/index.html" for code in LANGUAGES},
                          "x-default": f"{BASE_URL}index.html"}
    # The site's index, in the source language, names them too.
    index = page(built_sample / "index.html")
    assert {str(link["hreflang"]): str(link["href"]) for link in index.find_all("link", hreflang=True)} == alternates


def linked_languages(folder: Path) -> tuple[list[str], list[str], list[str]]:
    """The languages a language's folder links: its page's hreflang alternates, its page's menu, its feed's
    alternates."""
    soup = page(folder / "index.html")
    feed = etree.parse(str(folder / "feed.xml")).getroot()
    return (
        [str(link["hreflang"]) for link in soup.find_all("link", hreflang=True)],
        [str(link["hreflang"]) for link in soup.select("header nav a[hreflang]")],
        [str(link.get("hreflang")) for link in feed.iter("{http://www.w3.org/2005/Atom}link")
         if link.get("rel") == "alternate"],
    )


@pytest.mark.slow
def test_pages_and_feeds_link_only_the_languages_in_the_output(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    config = guide / "audioguide.yml"
    config.write_text(config.read_text(encoding="utf-8").replace("  - code: en\n", "  - code: en\n  - code: fr\n"),
                      encoding="utf-8")
    output = guide / "output"
    refused = run_cli("build", cwd=guide)  # French has no catalog yet: English alone is built
    assert refused.returncode == 1 and "translations/fr.po: no catalog for fr" in refused.stderr
    assert not (output / "fr").exists()
    assert linked_languages(output / "en") == (["en", "x-default"], [], [])
    assert "fr/" not in (output / "en" / "index.html").read_text(encoding="utf-8")
    assert [str(f) for f in check_output(output).findings] == []

    built = run_cli("build", "--lang", "fr", "--allow-incomplete", cwd=guide)  # English carried over
    assert built.returncode == 0, built.stderr
    assert linked_languages(output / "fr") == (["en", "fr", "x-default"], ["en"], ["en"])
    assert linked_languages(output / "en") == (["en", "x-default"], [], [])  # as it was built
    assert [str(f) for f in check_output(output).findings] == []

    assert run_cli("build", "--allow-incomplete", cwd=guide).returncode == 0
    assert linked_languages(output / "en") == (["en", "fr", "x-default"], ["fr"], ["fr"])


ASS_OUTPUT = """\
from audioguide.common.files import write_text
from audioguide.publish.release import LanguageRelease, PublishedFile


class AssOutput:
    name = "ass"

    def publish(self, release: LanguageRelease) -> None:
        for episode in release.episodes:
            name = f"{episode.slug}.ass"
            write_text(release.folder / name, "[Script Info]\\n")
            episode.files.append(PublishedFile(name, release.url(name), "text/x-ssa", "transcript", timed=True))
"""


def test_a_transcript_in_a_format_of_an_outputs_own_is_named_by_its_extension(tmp_path: Path) -> None:
    """An installed output publishing subtitles audioguide does not make (SubStation Alpha)."""
    plugins = tmp_path / "plugins"
    (plugins / "ass_output").mkdir(parents=True)
    (plugins / "ass_output" / "__init__.py").write_text(ASS_OUTPUT, encoding="utf-8")
    (plugins / "ass_output-1.0.dist-info").mkdir()
    (plugins / "ass_output-1.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: ass-output\n"
                                                                   "Version: 1.0\n", encoding="utf-8")
    (plugins / "ass_output-1.0.dist-info" / "entry_points.txt").write_text(
        "[audioguide.outputs]\nass = ass_output:AssOutput\n", encoding="utf-8")
    guide = make_tiny_guide(tmp_path / "guide")
    config = guide / "audioguide.yml"
    config.write_text(config.read_text(encoding="utf-8") + "outputs: [ass]\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(plugins), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run([sys.executable, "-m", "audioguide", "build"], cwd=guide, env=env,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    folder = guide / "output" / "en"
    downloads = page(folder / "index.html").select("#episode-1 .episode-downloads a")
    assert [(a["href"], a.get_text()) for a in downloads if a["type"] == "text/x-ssa"] == [
        ("01-first.ass", "Transcript (ASS)")]
    feed = (folder / "feed.xml").read_text(encoding="utf-8")
    assert '<li><a href="https://example.org/guide/en/01-first.ass">Transcript (ASS)</a></li>' in feed


def test_every_language_and_transcript_page_links_back_to_the_language_list(built_sample: Path) -> None:
    for path in all_pages(built_sample):
        if path.parent == built_sample:
            continue
        soup = page(path)
        header = tag(soup.select_one("body > header nav"))
        back = tag(header.find("a"))
        assert back["href"] == "../index.html" and back.get_text().strip(), path
    assert tag(page(built_sample / "de" / "index.html").select_one("header nav a")).get_text() == "Alle Sprachen"
    crumbs = page(built_sample / "fr" / sorted((built_sample / "fr").glob("01-*.transcript.html"))[0].name)
    assert [a.get_text() for a in crumbs.select("header nav a")] == [
        "Toutes les langues", tag(page(built_sample / "fr" / "index.html").h1).get_text()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_episode_index_follows_the_intro_and_leads_to_each_episode(built_sample: Path, language: str) -> None:
    soup = page(built_sample / language / "index.html")
    main = tag(soup.main)
    index = tag(main.select_one("nav.episode-index"))
    # The title, the description, the feed to subscribe to, then the index.
    assert [child.name for child in main.find_all(recursive=False)][:4] == ["h1", "p", "p", "nav"]
    assert index is main.find_all(recursive=False)[3]
    entries = index.select("li")
    sections = soup.select("section.episode")
    assert len(entries) == len(sections) == 2
    for entry, section in zip(entries, sections, strict=True):
        link = tag(entry.find("a"))
        assert link["href"] == f"#{section['id']}"
        assert link.get_text() == tag(section.h2).get_text()
        assert tag(entry.find("time"))["datetime"] == tag(section.find("time"))["datetime"]
        assert " ".join(entry.select_one(".meta").get_text().split()) == \
            " ".join(section.select_one("p.meta").get_text().split())  # date and length


def test_headings_never_skip_a_level(built_sample: Path) -> None:
    for path in all_pages(built_sample):
        levels = [int(h.name[1]) for h in page(path).find_all(re.compile(r"^h[1-6]$"))]
        assert levels[0] == 1
        assert all(b <= a + 1 for a, b in pairwise(levels)), (path, levels)


def test_nothing_is_loaded_from_elsewhere(built_sample: Path) -> None:
    for path in all_pages(built_sample):
        soup = page(path)
        for element in soup.find_all(["script", "link", "img", "audio", "source", "iframe", "style"]):
            if element.name == "link" and {"canonical", "alternate"} & set(element.get("rel") or ()):
                continue  # names the page's URLs, loads nothing
            url = element.get("src") or element.get("href") or ""
            assert not re.match(r"^(?:[a-z]+:)?//", str(url)), (path, element)
        assert "@import" not in (built_sample / "assets" / "site.css").read_text(encoding="utf-8")


def test_every_local_link_leads_to_a_file(built_sample: Path) -> None:
    for path in all_pages(built_sample):
        for element in page(path).find_all(["a", "link", "script", "audio"]):
            url = str(element.get("href") or element.get("src") or "")
            if not url or url.startswith("#") or re.match(r"^[a-z]+:", url):
                continue
            target = (path.parent / url.split("#")[0]).resolve()
            assert target.is_file(), (path, url)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_episode_has_player_then_its_chapters_downloads_and_transcript_folded(
    built_sample: Path, language: str
) -> None:
    folder = built_sample / language
    soup = page(folder / "index.html")
    episodes = soup.select("section.episode")
    assert len(episodes) == 2
    for section in episodes:
        audio = tag(section.find("audio"))
        mp3 = str(audio["src"])
        assert audio.has_attr("controls") and audio["aria-label"]
        # Heading, date and length, then the player: the first thing to reach in the section.
        assert [child.name for child in section.find_all(recursive=False)][:3] == ["h2", "p", "div"]
        assert tag(audio.parent)["class"] == ["player"]
        chapters = json.loads((folder / mp3.replace(".mp3", ".chapters.json")).read_text())["chapters"]
        links = section.select("details.episode-chapters ol.chapters a")
        assert [a.get_text() for a in links] == [c["title"] for c in chapters]
        assert [float(str(a["data-seek"])) for a in links] == [c["startTime"] for c in chapters]
        assert [a["href"] for a in links] == [f"{mp3}#t={c['startTime']:.3f}" for c in chapters]
        downloads = [str(a["href"]) for a in section.select("details.episode-downloads ul.downloads a")]
        stem = mp3.removesuffix(".mp3")
        assert downloads == [mp3] + [f"{stem}{suffix}" for suffix in
                                     (".vtt", ".srt", ".transcript.json", ".transcript.html", ".txt", ".chapters.json")]
        # Folded, never hidden: each part is a <details> whose summary names it, readable without a script.
        assert [d["class"] for d in section.select("details")] == [
            ["episode-chapters"], ["episode-downloads"], ["episode-transcript"]]
        assert all(not d.has_attr("open") and d.summary.get_text().strip() for d in section.select("details"))
        folded = tag(section.select_one("details.episode-transcript"))
        assert tag(folded.find("a"))["href"] == f"{stem}.transcript.html"  # the whole page, linked first
        assert folded.select_one("div.transcript") is not None
@pytest.mark.parametrize("language", LANGUAGES)
def test_page_transcript_is_the_timed_transcript(built_sample: Path, language: str) -> None:
    folder = built_sample / language
    soup = page(folder / "index.html")
    for section in soup.select("section.episode"):
        mp3 = str(tag(section.find("audio"))["src"])
        segments = json.loads((folder / mp3.replace(".mp3", ".transcript.json")).read_text())["segments"]
        cues = section.select(".transcript .cue")
        assert [c.get_text() for c in cues] == [s["body"] for s in segments]
        assert [float(str(c["data-start"])) for c in cues] == [s["startTime"] for s in segments]
        assert [float(str(c["data-end"])) for c in cues] == [s["endTime"] for s in segments]
        chapters = json.loads((folder / mp3.replace(".mp3", ".chapters.json")).read_text())["chapters"]
        assert [h.get_text() for h in section.select(".transcript h3")] == [c["title"] for c in chapters]
        for time in section.select(".transcript a.time"):
            assert time["href"] == f"{mp3}#t={time['data-seek']}"
            assert time["aria-label"] and time.get_text() in str(time["aria-label"])


def test_scripted_narration_is_marked(built_sample: Path) -> None:
    soup = page(built_sample / "en" / "index.html")
    first = soup.select("section.episode")[0]
    kinds = [p["class"][0] for p in first.select(".transcript p[class]") if p["class"][0] != "follow"]
    assert kinds[:3] == ["intro", "intro", "intro"] and kinds[-1] == "outro" and "announcement" in kinds
    assert [k.get_text() for k in first.select(".transcript .kind")][:2] == ["Introduction:", "Announcement:"]
    labels = page(built_sample / "de" / "index.html").select(".transcript .kind")
    assert {k.get_text() for k in labels} == {"Einleitung:", "Ansage:", "Abschluss:"}


def test_transcript_page_per_episode(built_sample: Path) -> None:
    for language in LANGUAGES:
        for path in sorted((built_sample / language).glob("*.transcript.html")):
            soup = page(path)
            mp3 = path.name.replace(".transcript.html", ".mp3")
            assert tag(soup.find("audio"))["src"] == mp3
            chapters = json.loads(path.with_name(mp3.replace(".mp3", ".chapters.json")).read_text())["chapters"]
            assert [h.get_text() for h in soup.select(".transcript h3")] == [c["title"] for c in chapters]
            language_page = page(path.parent / "index.html")
            number = int(path.name[:2])
            title = language_page.select("section.episode h2")[number - 1].get_text().split(": ", 1)[1]
            prefix = {"en": "Transcript of episode {}: ", "es": "Transcripción del episodio {}: ",
                      "fr": "Transcription de l’épisode {} : ", "de": "Transkript von Folge {}: "}[language]
            assert tag(soup.title).get_text() == f"{prefix.format(number)}{title} – {tag(language_page.h1).get_text()}"
            # The options and the live region sit right after the player, before the transcript.
            player = tag(tag(soup.find("audio")).parent)
            assert player.find_next_sibling()["class"] == ["options"]
            assert tag(soup.select_one("[aria-live]"))["aria-live"] == "polite"


def test_the_feed_address_is_on_the_page(built_sample: Path) -> None:
    soup = page(built_sample / "es" / "index.html")
    assert tag(soup.find("code")).get_text() == "https://example.org/walking-away/es/feed.xml"
    assert tag(soup.find("a", attrs={"type": "application/rss+xml"}))["href"] == "feed.xml"


def test_hostile_text_is_escaped_on_every_page() -> None:
    chapters = (Chapter(HOSTILE, 0.0, 2.0),)
    text = transcript(HOSTILE, "en", [Cue(0, "text", HOSTILE, HOSTILE, 0.0)], [(0.0, 2.0)], chapters)
    published = episode(1, HOSTILE, chapters=chapters, description=HOSTILE)
    info = feed_info(published, title=HOSTILE, description=HOSTILE)
    translations = gettext.NullTranslations()
    for html in (
        site.render_episode_page(info, published, text, translations),
        site.render_language_page(info, translations, [], {1: text}),
        site.render_index(HOSTILE, HOSTILE, "en", [site.LanguageLink("en", HOSTILE, HOSTILE, HOSTILE)]),
    ):
        soup = BeautifulSoup(html, "html.parser")
        assert [s.get("src") for s in soup.find_all("script")] in (["../assets/player.js"], ["assets/player.js"])
        assert soup.find_all("b") == [] and "\x00" not in html and "\x1b" not in html
        description = tag(soup.find("meta", attrs={"name": "description"}))["content"]
        assert description == "Fish & Chips <script>alert('x')</script> ]]> \"quoted\" 'single' nulbell 🎧 end"
        assert "<script>alert" not in html
        if soup.select_one(".cue") is None:
            continue  # the index
        cue = tag(soup.select_one(".cue"))
        assert cue.get_text() == "Fish & Chips <script>alert('x')</script> ]]> \"quoted\" 'single' nul bell 🎧 end"


def test_a_translation_is_text_on_every_page() -> None:
    # A catalog's msgstr is text, like the documents: markup in it shows as written and runs nothing.
    chapters = (Chapter("Start", 0.0, 2.0),)
    cues = [Cue(0, "intro", "Hello.", "Hello.", 0.0, paragraph=0), Cue(0, "text", "Body.", "Body.", 0.0, paragraph=1)]
    text = transcript("E <b>1</b>", "de", cues, [(0.0, 1.0), (1.0, 2.0)], chapters)
    published = episode(1, "E <b>1</b>", chapters=chapters)
    info = feed_info(published, language="de")
    translations = hostile_translations()
    label = f"{ATTACK} 1 E <b>1</b>"  # "Episode %(number)s: %(title)s"
    language_page = site.render_language_page(
        info, translations, [site.LanguageLink("en", "English", "RSS")], {1: text},
        downloads=[site.download("guide.epub", "application/epub+zip", 80_000, translations, "de")],
        alternates={1: [site.download("01-e.opus", "audio/ogg; codecs=opus", 2_000_000, translations, "de")]},
    )
    episode_page = site.render_episode_page(info, published, text, translations)
    for html in (language_page, episode_page):
        soup = BeautifulSoup(html, "html.parser")
        assert soup.find_all(["img", "b"]) == []
        assert not [(t.name, a) for t in soup.find_all(True) for a in t.attrs if a.lower().startswith("on")]
        assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
        assert tag(soup.select_one("a.skip")).get_text() == ATTACK
        assert tag(soup.select_one("p.follow label")).get_text().strip() == ATTACK
        assert tag(soup.select_one("p.announce label")).get_text().strip() == ATTACK
        assert tag(soup.select_one("header nav"))["aria-label"] == ATTACK  # "Languages", "Breadcrumb"
        assert tag(soup.select_one("header nav a")).get_text() == ATTACK  # "All languages"
        assert tag(soup.select_one(".transcript .kind")).get_text() == ATTACK  # "Introduction:"
        assert [a["aria-label"] for a in soup.select(".transcript a.time")] == [f"{ATTACK} 0:00", f"{ATTACK} 0:01"]
        assert tag(soup.find("audio"))["aria-label"] == label
    soup = BeautifulSoup(language_page, "html.parser")
    assert tag(soup.title).get_text() == f"{ATTACK} Walking Away"  # "%(title)s – podcast and transcripts"
    assert tag(soup.select_one("nav.episode-index h2")).get_text() == ATTACK  # "Episodes"
    assert tag(soup.select_one("nav.episode-index a")).get_text() == label
    assert tag(soup.select_one("section.episode h2")).get_text() == label
    summaries = soup.select("section.episode summary")
    assert [s.get_text() for s in summaries] == [ATTACK] * 3  # chapters, downloads, transcript
    assert [h.get_text() for h in soup.select("section.episode h3")] == ["Start"]  # the transcript's chapter
    downloads = soup.select("section.episode ul.downloads a")
    assert [a.get_text() for a in downloads] == [ATTACK] * 5  # MP3, Opus, 2 transcripts, chapters
    assert [a.get_text() for a in soup.select("main > ul.downloads a")] == [ATTACK]  # the e-book
    soup = BeautifulSoup(episode_page, "html.parser")
    assert tag(soup.title).get_text() == f"{ATTACK} 1 E <b>1</b> – Walking Away"
    assert tag(soup.h1).get_text() == label and tag(soup.h2).get_text() == ATTACK


def test_downloads_are_named_for_what_they_are_with_their_size() -> None:
    translations = gettext.NullTranslations()
    labels = {mime: site.download_label(mime, name, translations) for mime, name in [
        ("audio/mp4", "guide.m4b"), ("audio/x-m4b", "guide.m4b"), ("application/epub+zip", "guide.epub"),
        ("audio/ogg; codecs=opus", "01-a.opus"), ("audio/opus", "01-a.opus"), ("audio/mpeg", "01-a.mp3"),
        ("audio/x-mpegurl", "episodes.m3u"),
    ]}
    assert labels == {
        "audio/mp4": "Audiobook (M4B)", "audio/x-m4b": "Audiobook (M4B)", "application/epub+zip": "E-book (EPUB)",
        "audio/ogg; codecs=opus": "Opus audio", "audio/opus": "Opus audio", "audio/mpeg": "MP3 audio",
        "audio/x-mpegurl": "episodes.m3u",  # a type audioguide does not know: its name
    }
    assert [site.file_size(size, "en") for size in (0, 499, 85_400, 999_499, 12_345_678)] == \
        ["1 kB", "1 kB", "85 kB", "999 kB", "12.3 MB"]
    assert site.file_size(12_345_678, "de") == "12,3 MB"


def test_the_language_lists_its_downloads_but_not_the_cover(tmp_path: Path) -> None:
    for name, size in (("cover.png", 10), ("guide.m4b", 3_500_000), ("guide.epub", 80_000)):
        (tmp_path / name).write_bytes(b"x" * size)
    base = "https://example.org/guide/de/"
    files = [PublishedFile(name, base + name, mime, "download") for name, mime in
             (("cover.png", "image/png"), ("guide.m4b", "audio/mp4"), ("guide.epub", "application/epub+zip"))]
    release = SimpleNamespace(
        folder=tmp_path, code="de", plan=SimpleNamespace(translations=gettext.NullTranslations()),
        find=lambda role: [file for file in files if file.role == role],
    )
    found = language_downloads(release, base + "cover.png")  # type: ignore[arg-type]
    assert found == [site.Download("guide.m4b", "audio/mp4", "Audiobook (M4B)", "3,5 MB"),
                     site.Download("guide.epub", "application/epub+zip", "E-book (EPUB)", "80 kB")]
    html = site.render_language_page(feed_info(episode(1, "E")), gettext.NullTranslations(), [], {1: transcript(
        "E", "en", [Cue(0, "text", "Body.", "Body.", 0.0)], [(0.0, 1.0)], (Chapter("E", 0.0, 1.0),))},
        downloads=found)
    items = BeautifulSoup(html, "html.parser").select("main > ul.downloads li")
    assert [" ".join(li.get_text().split()) for li in items] == ["Audiobook (M4B) (3,5 MB)", "E-book (EPUB) (80 kB)"]
    assert [(a["href"], a["type"], a.has_attr("download")) for a in BeautifulSoup(html, "html.parser").select(
        "main > ul.downloads a")] == [("guide.m4b", "audio/mp4", True), ("guide.epub", "application/epub+zip", True)]


def test_the_player_script_reads_numbers_only() -> None:
    # player.js turns no page text into markup or code: data attributes are read as numbers only.
    script = (site.ASSETS / "player.js").read_text(encoding="utf-8")
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "Function(",
                 "setAttribute", "textContent =", "location", "srcdoc"):
        assert sink not in script, sink
    reads = re.findall(r".*dataset\..*", script)
    assert reads and all("parseFloat(" in line for line in reads), reads
    # The one text it writes is a sentence's own, into the live region, as a text node.
    assert re.findall(r".*replaceChildren\(.*", script) == [
        '    if (announcer) announcer.replaceChildren(cue ? cue.textContent : "");']


def test_a_sentence_in_another_language_is_marked_on_the_page() -> None:
    text = transcript("E", "de", [
        Cue(0, "text", "Die Lizenz gilt bis heute.", "", 0.0),
        Cue(0, "text", "A standardized license makes it easier to share.", "", 0.0, language="en"),
        Cue(0, "text", "In 1998, the license was published.", "", 0.0, None, "en", 1),
    ], [(0.0, 1.0), (1.0, 2.0), (2.0, 3.0)], (Chapter("E", 0.0, 3.0),))
    page = BeautifulSoup(site.render_language_page(feed_info(episode(1, "E")), gettext.NullTranslations(), [],
                                                   {1: text}), "html.parser")
    first, second = page.select("div.transcript p")
    assert [(span.get("lang"), span.get_text()) for span in first.select("span.cue")] == [
        (None, "Die Lizenz gilt bis heute."), ("en", "A standardized license makes it easier to share.")]
    assert second.get("lang") == "en" and second.select_one("span.cue").get("lang") is None
