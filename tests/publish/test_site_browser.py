"""The built sample in headless Chromium, served by ``audioguide serve``'s server on 127.0.0.1.

axe-core (bundled by axe-playwright-python, not fetched) checks every page, and
Lighthouse (tests/node/lighthouse, run with the same Chromium) scores the
index, a language page and a transcript page for accessibility and SEO; the
player is driven for real: chapter links and sentences seek it, the
highlighted sentence follows playback and is announced when asked. On a
phone, episode 2 is measured in Tab presses and pixels from the top.
Screenshots of each language's page are saved for review in
``test-screenshots/`` (or $AUDIOGUIDE_SCREENSHOTS).
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, sync_playwright

from audioguide.preview.serve import make_server
from tests.conftest import ROOT

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = Path(os.environ.get("AUDIOGUIDE_SCREENSHOTS", ROOT / "test-screenshots"))
LANGUAGES = ["en", "es", "fr", "de"]
LIGHTHOUSE = ROOT / "tests" / "node" / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
PHONE = {"width": 390, "height": 844}
AXE_RULES = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]},
}


@pytest.fixture(scope="module")
def site(built_sample: Path) -> Iterator[str]:
    server = make_server(built_sample)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"no Chromium at {CHROMIUM}: run the tests with scripts/test.sh, which installs it")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--disable-gpu", "--disable-quic", "--autoplay-policy=no-user-gesture-required"],
        )
        yield browser
        browser.close()


@pytest.fixture()
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == []


def pages(built_sample: Path) -> list[str]:
    return sorted(p.relative_to(built_sample).as_posix() for p in built_sample.rglob("*.html"))


def violations(page: Page) -> list[str]:
    result = Axe().run(page, options=AXE_RULES)
    return [f"{v['id']}: {node['html'][:120]}" for v in result.response["violations"] for node in v["nodes"]]


def audio_state(page: Page, episode: str) -> dict[str, Any]:
    return page.evaluate(
        """(selector) => {
            const audio = document.querySelector(selector + ' audio');
            const current = document.querySelector(selector + ' .cue.current');
            return {time: audio.currentTime, paused: audio.paused,
                    current: current ? parseFloat(current.dataset.start) : null};
        }""",
        episode,
    )


def unfold(page: Page, episode: str, part: str) -> None:
    """Open one of an episode's folded parts (``chapters``, ``downloads``, ``transcript``) as a reader would."""
    page.locator(f"{episode} details.episode-{part} > summary").click()


def wait_until_seeked(page: Page, episode: str) -> None:
    page.wait_for_function(
        "(s) => { const a = document.querySelector(s + ' audio'); return a.readyState >= 2 && !a.seeking; }",
        arg=episode,
    )


def test_no_axe_violations_on_any_page(page: Page, site: str, built_sample: Path) -> None:
    found = {}
    for name in pages(built_sample):
        page.goto(site + name)
        found[name] = violations(page)
    assert found == {name: [] for name in found}
    assert len(found) == 13


def test_no_axe_violations_with_everything_unfolded_on_a_phone(browser: Browser, site: str) -> None:
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(site + "de/index.html")
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    assert violations(page) == []
    context.close()


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_no_axe_violations_in_either_colour_scheme_with_a_sentence_lit(page: Page, site: str, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)
    page.goto(site + "fr/index.html")
    for part in ("chapters", "downloads", "transcript"):
        unfold(page, "#episode-1", part)
    page.locator("#episode-1 [data-announce]").check()
    page.locator("#episode-1 .cue").nth(5).click()
    page.wait_for_selector("#episode-1 .cue.current")
    page.evaluate("document.querySelector('#episode-1 audio').pause()")
    assert violations(page) == []


def test_clicking_a_chapter_seeks_the_player_to_its_start(page: Page, site: str) -> None:
    page.goto(site + "en/index.html")
    unfold(page, "#episode-2", "chapters")
    link = page.locator("#episode-2 ol.chapters a").nth(2)
    start = float(link.get_attribute("data-seek") or "nan")
    assert start > 30
    link.click()
    wait_until_seeked(page, "#episode-2")
    page.evaluate("document.querySelector('#episode-2 audio').pause()")
    state = audio_state(page, "#episode-2")
    assert start <= state["time"] < start + 1.0
    assert page.url.endswith("en/index.html")  # the script handled it: no navigation to the MP3


def test_clicking_a_sentence_seeks_and_lights_it(page: Page, site: str) -> None:
    page.goto(site + "es/index.html")
    unfold(page, "#episode-1", "transcript")
    sentence = page.locator("#episode-1 .cue").nth(20)
    start = float(sentence.get_attribute("data-start") or "nan")
    sentence.click()
    wait_until_seeked(page, "#episode-1")
    page.wait_for_selector("#episode-1 .cue.current")
    page.evaluate("document.querySelector('#episode-1 audio').pause()")
    state = audio_state(page, "#episode-1")
    assert start <= state["time"] < start + 1.0
    assert state["current"] == start


def test_the_highlight_follows_playback(page: Page, site: str) -> None:
    page.goto(site + "de/index.html")
    cues = page.locator("#episode-1 .cue")
    first = float(cues.nth(10).get_attribute("data-start") or "nan")
    second = float(cues.nth(11).get_attribute("data-start") or "nan")
    page.evaluate(
        "(t) => { const a = document.querySelector('#episode-1 audio'); a.currentTime = t; a.play(); }",
        second - 0.6,
    )
    page.wait_for_function(
        "(t) => document.querySelector('#episode-1 .cue.current')?.dataset.start == t", arg=f"{first:.3f}"
    )
    # Playing on crosses into the next sentence: the highlight moves with it, by itself.
    page.wait_for_function(
        "(t) => document.querySelector('#episode-1 .cue.current')?.dataset.start == t",
        arg=f"{second:.3f}", timeout=5000,
    )
    state = audio_state(page, "#episode-1")
    assert not state["paused"] and state["time"] >= second
    assert page.locator("#episode-1 .cue.current").count() == 1


def test_keyboard_alone_reaches_and_uses_a_chapter_link(page: Page, site: str) -> None:
    page.goto(site + "en/index.html")
    for _ in range(200):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('#episode-1 details.episode-chapters > summary')"):
            break
    page.keyboard.press("Enter")  # unfolds the chapters
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.closest('#episode-1 ol.chapters') !== null")
    assert focused
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline == "solid"  # a visible focus ring
    start = float(page.evaluate("document.activeElement.dataset.seek"))
    page.keyboard.press("Enter")
    wait_until_seeked(page, "#episode-1")
    page.evaluate("document.querySelector('#episode-1 audio').pause()")
    assert start <= audio_state(page, "#episode-1")["time"] < start + 1.0


def test_the_skip_link_is_the_first_stop(page: Page, site: str) -> None:
    page.goto(site + "fr/index.html")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')") == "#main"
    assert page.evaluate("document.activeElement.getBoundingClientRect().left") >= 0


def test_without_javascript_everything_is_readable_and_linked(browser: Browser, site: str) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site + "en/index.html")
    assert page.locator(".options").first.is_hidden()  # the options need the script, so they stay hidden
    page.locator("#episode-1 details.episode-transcript > summary").click()  # <details> needs no script
    assert page.locator("#episode-1 .cue").first.is_visible()
    transcript_page = page.locator("#episode-1 details.episode-transcript a").first.get_attribute("href") or ""
    page.locator("#episode-1 details.episode-chapters > summary").click()
    href = page.locator("#episode-1 ol.chapters a").nth(1).get_attribute("href") or ""
    assert href.startswith("01-") and "#t=" in href
    response = page.request.get(site + "en/" + href.split("#")[0], headers={"Range": "bytes=0-99"})
    assert (response.status, response.headers["content-type"]) == (206, "audio/mpeg")
    page.goto(site + "en/" + transcript_page)  # the whole transcript, open
    assert page.locator(".cue").first.is_visible() and page.locator(".cue").last.is_visible()
    assert page.locator(".options").is_hidden()
    page.locator("header nav a").first.click()
    assert page.url == site + "index.html"
    context.close()


def test_reduced_motion_turns_off_smooth_scrolling(page: Page, site: str) -> None:
    page.goto(site + "en/index.html")
    assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") == "smooth"
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") == "auto"


@pytest.mark.parametrize("where", ["transcript page", "language page"])
def test_follow_along_keeps_the_sentence_in_view(page: Page, site: str, built_sample: Path, where: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    if where == "transcript page":
        page.goto(site + "en/" + sorted((built_sample / "en").glob("01-*.transcript.html"))[0].name)
        episode = "[data-episode]"
    else:
        page.goto(site + "en/index.html")
        episode = "#episode-1"
        unfold(page, episode, "transcript")
    page.locator(f"{episode} [data-follow]").check()
    last = page.locator(f"{episode} .cue").last
    start = float(last.get_attribute("data-start") or "nan")
    page.evaluate("(a) => { document.querySelector(a[0] + ' audio').currentTime = a[1]; }", [episode, start + 0.1])
    page.wait_for_selector(f"{episode} .cue.current")
    assert last.evaluate("(e) => e.classList.contains('current')")
    box = last.bounding_box()
    assert box is not None and 0 <= box["y"] <= 800


def test_sentences_seek_the_player_on_the_transcript_page(page: Page, site: str, built_sample: Path) -> None:
    page.goto(site + "de/" + sorted((built_sample / "de").glob("02-*.transcript.html"))[0].name)
    sentence = page.locator(".cue").nth(30)
    start = float(sentence.get_attribute("data-start") or "nan")
    sentence.click()
    wait_until_seeked(page, "[data-episode]")
    page.wait_for_selector(".cue.current")
    page.evaluate("document.querySelector('audio').pause()")
    state = audio_state(page, "[data-episode]")
    assert start <= state["time"] < start + 1.0 and state["current"] == start


def live_region(page: Page, episode: str) -> str:
    return page.evaluate("(s) => document.querySelector(s + ' [aria-live]').textContent", episode)


def test_the_sentence_being_read_is_announced_only_when_asked(page: Page, site: str) -> None:
    page.goto(site + "en/index.html")
    region = page.locator("#episode-1 [aria-live]")
    assert region.get_attribute("aria-live") == "polite" and live_region(page, "#episode-1") == ""
    cues = page.locator("#episode-1 .cue")
    first, second = (float(cues.nth(n).get_attribute("data-start") or "nan") for n in (10, 11))
    # Off by default: playback lights sentences, but the region stays silent.
    page.evaluate("(t) => { const a = document.querySelector('#episode-1 audio'); a.currentTime = t + 0.05; }", first)
    page.wait_for_function("(t) => document.querySelector('#episode-1 .cue.current')?.dataset.start == t",
                           arg=f"{first:.3f}")
    assert live_region(page, "#episode-1") == ""
    # Turned on (the control is with the folded transcript; the transcript may be folded again):
    unfold(page, "#episode-1", "transcript")
    page.get_by_label("Announce the sentence being read").first.check()
    unfold(page, "#episode-1", "transcript")
    page.evaluate("(t) => { const a = document.querySelector('#episode-1 audio'); a.currentTime = t + 0.05; }", second)
    page.wait_for_function("(t) => document.querySelector('#episode-1 .cue.current')?.dataset.start == t",
                           arg=f"{second:.3f}")
    assert live_region(page, "#episode-1") == cues.nth(11).text_content()
    assert live_region(page, "#episode-2") == ""  # the other episode says nothing
    # Turned off again: silent.
    unfold(page, "#episode-1", "transcript")
    page.locator("#episode-1 [data-announce]").uncheck()
    assert live_region(page, "#episode-1") == ""


def _tab_until(page: Page, selector: str) -> int:
    """Presses Tab until ``selector`` has the focus; returns how many presses it took."""
    for presses in range(1, 101):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return presses
    raise AssertionError(f"{selector} never reached")


def test_episode_2_is_a_few_tabs_and_a_screen_away_on_a_phone(browser: Browser, site: str) -> None:
    """Measured on 390×844: before the episode index, episode 2's player was 70 Tab presses and
    6,833 px down the English page (7,635 px in German)."""
    measured = {}
    for language in LANGUAGES:
        context = browser.new_context(viewport=PHONE)
        page = context.new_page()
        page.goto(site + f"{language}/index.html")
        top = page.evaluate("document.querySelector('#episode-2 audio').getBoundingClientRect().top + scrollY")
        tabs = _tab_until(page, "a.skip")
        page.keyboard.press("Enter")  # past the language links
        tabs += _tab_until(page, "nav.episode-index a[href='#episode-2']")
        page.keyboard.press("Enter")
        tabs += _tab_until(page, "#episode-2 audio")
        measured[language] = (tabs, round(top))
        context.close()
    print("episode 2's player on a phone (Tab presses, px from the top):", measured)
    assert all(tabs <= 6 for tabs, _ in measured.values()), measured
    assert measured["en"][1] < 1200, measured
    assert all(top < 1400 for _, top in measured.values()), measured  # longer words, longer pages


def lighthouse(url: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        ["node", str(LIGHTHOUSE), url, "--chrome-flags=--headless --no-sandbox --disable-gpu",
         "--only-categories=accessibility,seo", "--output=json", "--quiet"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "CHROME_PATH": CHROMIUM},
    )


def test_lighthouse_scores_accessibility_100_and_seo_95(site: str, built_sample: Path) -> None:
    if not LIGHTHOUSE.is_file():
        pytest.fail("no Lighthouse in tests/node/lighthouse: run the tests with scripts/test.sh, which installs it")
    transcript_page = "fr/" + sorted((built_sample / "fr").glob("02-*.transcript.html"))[0].name
    runs = {name: lighthouse(site + name) for name in ("index.html", "de/index.html", transcript_page)}
    scores, failing = {}, {}
    for name, run in runs.items():
        out, err = run.communicate(timeout=300)
        assert run.returncode == 0, err[-2000:]
        report = json.loads(out)
        scores[name] = {key: category["score"] for key, category in report["categories"].items()}
        failing[name] = sorted(
            ref["id"] for category in report["categories"].values() for ref in category["auditRefs"]
            if ref["weight"] and (report["audits"][ref["id"]]["score"] is not None)
            and report["audits"][ref["id"]]["score"] < 1
        )
    print("Lighthouse:", scores)
    assert all(s["accessibility"] == 1 and s["seo"] >= 0.95 for s in scores.values()), (scores, failing)
    assert failing == {name: [] for name in runs}, failing


@pytest.mark.parametrize("language", LANGUAGES)
def test_screenshot_of_each_language(page: Page, site: str, language: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.goto(site + f"{language}/index.html")
    path = SCREENSHOTS / f"{language}.png"
    page.screenshot(path=str(path), full_page=False)
    assert path.stat().st_size > 10_000
    page.emulate_media(color_scheme="dark")
    unfold(page, "#episode-1", "transcript")
    page.locator("#episode-1 h3").last.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / f"{language}-transcript-dark.png"))
