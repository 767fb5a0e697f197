"""The built sample in headless Chromium, served by ``audioguide serve``'s server on 127.0.0.1.

axe-core (bundled by axe-playwright-python, not fetched) checks every page;
the player is driven for real: chapter links and sentences seek it, and the
highlighted sentence follows playback. Screenshots of each language's page
are saved for review in ``test-screenshots/`` (or $AUDIOGUIDE_SCREENSHOTS).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, sync_playwright

from audioguide.serve import make_server
from tests.conftest import ROOT

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = Path(os.environ.get("AUDIOGUIDE_SCREENSHOTS", ROOT / "test-screenshots"))
LANGUAGES = ["en", "es", "fr", "de"]
AXE_RULES = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}}


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


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_no_axe_violations_in_either_colour_scheme_with_a_sentence_lit(page: Page, site: str, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)
    page.goto(site + "fr/index.html")
    page.locator("#episode-1 .cue").nth(5).click()
    page.wait_for_selector("#episode-1 .cue.current")
    page.evaluate("document.querySelector('#episode-1 audio').pause()")
    assert violations(page) == []


def test_clicking_a_chapter_seeks_the_player_to_its_start(page: Page, site: str) -> None:
    page.goto(site + "en/index.html")
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
        focused = page.evaluate("document.activeElement.closest('#episode-1 ol.chapters') !== null")
        if focused:
            break
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
    assert page.locator("#episode-1 .cue").first.is_visible()
    assert page.locator(".follow").first.is_hidden()  # the option needs the script, so it stays hidden
    href = page.locator("#episode-1 ol.chapters a").nth(1).get_attribute("href") or ""
    assert href.startswith("01-") and "#t=" in href
    response = page.request.get(site + "en/" + href.split("#")[0], headers={"Range": "bytes=0-99"})
    assert (response.status, response.headers["content-type"]) == (206, "audio/mpeg")
    context.close()


def test_reduced_motion_turns_off_smooth_scrolling(page: Page, site: str) -> None:
    page.goto(site + "en/index.html")
    assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") == "smooth"
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") == "auto"


def test_follow_along_keeps_the_sentence_in_view(page: Page, site: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto(site + "en/index.html")
    page.locator("#episode-1 [data-follow]").check()
    last = page.locator("#episode-1 .cue").last
    start = float(last.get_attribute("data-start") or "nan")
    page.evaluate("(t) => { document.querySelector('#episode-1 audio').currentTime = t; }", start + 0.1)
    page.wait_for_selector("#episode-1 .cue.current")
    assert last.evaluate("(e) => e.classList.contains('current')")
    box = last.bounding_box()
    assert box is not None and 0 <= box["y"] <= 800


@pytest.mark.parametrize("language", LANGUAGES)
def test_screenshot_of_each_language(page: Page, site: str, language: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.goto(site + f"{language}/index.html")
    path = SCREENSHOTS / f"{language}.png"
    page.screenshot(path=str(path), full_page=False)
    assert path.stat().st_size > 10_000
    page.emulate_media(color_scheme="dark")
    page.locator("#episode-1 h3").last.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / f"{language}-transcript-dark.png"))
