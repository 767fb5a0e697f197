"""The built sample's pages, read as HTML: languages, structure, links, transcripts that match the files."""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from audioguide import site
from audioguide.prepare import Cue
from audioguide.tags import Chapter
from audioguide.transcripts import transcript
from tests.test_feed import ATTACK, HOSTILE, episode, feed_info, hostile_translations

LANGUAGES = ["en", "es", "fr", "de"]
AUTONYMS = {"en": "English", "es": "Español", "fr": "Français", "de": "Deutsch"}


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


def test_headings_never_skip_a_level(built_sample: Path) -> None:
    for path in all_pages(built_sample):
        levels = [int(h.name[1]) for h in page(path).find_all(re.compile(r"^h[1-6]$"))]
        assert levels[0] == 1
        assert all(b <= a + 1 for a, b in zip(levels, levels[1:])), (path, levels)


def test_nothing_is_loaded_from_elsewhere(built_sample: Path) -> None:
    for path in all_pages(built_sample):
        soup = page(path)
        for element in soup.find_all(["script", "link", "img", "audio", "source", "iframe", "style"]):
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
def test_each_episode_has_player_chapters_downloads_then_transcript(built_sample: Path, language: str) -> None:
    folder = built_sample / language
    soup = page(folder / "index.html")
    episodes = soup.select("section.episode")
    assert len(episodes) == 2
    for section in episodes:
        audio = tag(section.find("audio"))
        mp3 = str(audio["src"])
        assert audio.has_attr("controls") and audio["aria-label"]
        chapters = json.loads((folder / mp3.replace(".mp3", ".chapters.json")).read_text())["chapters"]
        links = section.select("ol.chapters a")
        assert [a.get_text() for a in links] == [c["title"] for c in chapters]
        assert [float(str(a["data-seek"])) for a in links] == [c["startTime"] for c in chapters]
        assert [a["href"] for a in links] == [f"{mp3}#t={c['startTime']:.3f}" for c in chapters]
        downloads = [str(a["href"]) for a in section.select("ul.downloads a")]
        stem = mp3.removesuffix(".mp3")
        assert downloads == [mp3] + [f"{stem}{suffix}" for suffix in
                                     (".vtt", ".srt", ".transcript.json", ".transcript.html", ".txt", ".chapters.json")]
        # The transcript comes right after the player.
        player = tag(audio.parent)
        heading = tag(player.find_next_sibling())
        assert heading.name == "h3" and heading.find_next_sibling() == section.select_one("div.transcript")


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
        assert [h.get_text() for h in section.select(".transcript h4")] == [c["title"] for c in chapters]
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
            assert tag(soup.title).get_text().endswith(tag(page(path.parent / "index.html").title).get_text())


def test_the_feed_address_is_on_the_page(built_sample: Path) -> None:
    soup = page(built_sample / "es" / "index.html")
    assert tag(soup.find("code")).get_text() == "http://localhost:8000/es/feed.xml"
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
    ):
        soup = BeautifulSoup(html, "html.parser")
        assert [s.get("src") for s in soup.find_all("script")] == ["../assets/player.js"]
        assert soup.find_all("b") == [] and "\x00" not in html and "\x1b" not in html
        cue = tag(soup.select_one(".cue"))
        assert cue.get_text() == "Fish & Chips <script>alert('x')</script> ]]> \"quoted\" 'single' nul bell 🎧 end"
        assert "<script>alert" not in html


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
        info, translations, [site.LanguageLink("en", "English", "RSS")], {1: text}
    )
    episode_page = site.render_episode_page(info, published, text, translations)
    for html in (language_page, episode_page):
        soup = BeautifulSoup(html, "html.parser")
        assert soup.find_all(["img", "b"]) == []
        assert not [(t.name, a) for t in soup.find_all(True) for a in t.attrs if a.lower().startswith("on")]
        assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
        assert tag(soup.select_one("a.skip")).get_text() == ATTACK
        assert tag(soup.select_one("p.follow label")).get_text().strip() == ATTACK
        assert tag(soup.select_one(".transcript .kind")).get_text() == ATTACK  # "Introduction:"
        assert [a["aria-label"] for a in soup.select(".transcript a.time")] == [f"{ATTACK} 0:00", f"{ATTACK} 0:01"]
        assert tag(soup.find("audio"))["aria-label"] == label
    soup = BeautifulSoup(language_page, "html.parser")
    assert tag(soup.find("nav"))["aria-label"] == ATTACK  # "Languages"
    assert tag(soup.select_one("section.episode h2")).get_text() == label
    assert [h.get_text() for h in soup.select("section.episode h3")] == [ATTACK] * 3  # chapters, downloads, transcript
    assert [a.get_text() for a in soup.select("ul.downloads a")] == [ATTACK] * 4  # MP3, 2 transcripts, chapters
    soup = BeautifulSoup(episode_page, "html.parser")
    assert tag(soup.title).get_text() == f"{ATTACK}: E <b>1</b> – Walking Away"
    assert tag(soup.h1).get_text() == label and tag(soup.h2).get_text() == ATTACK


def test_the_player_script_reads_numbers_only() -> None:
    # player.js turns no page text into markup or code: data attributes are read as numbers only.
    script = (site.ASSETS / "player.js").read_text(encoding="utf-8")
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "Function(",
                 "setAttribute", "textContent =", "location", "srcdoc"):
        assert sink not in script, sink
    reads = re.findall(r".*dataset\..*", script)
    assert reads and all("parseFloat(" in line for line in reads), reads
