"""What the deploy tests share: two builds of one guide (an episode changed, one removed, one added), a served
folder, and what a podcast app reading a target at any moment must find."""

from __future__ import annotations

import re
import shutil
import threading
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import feedparser
import podcastparser

from audioguide.preview.serve import make_server
from tests.support import ROOT, make_tiny_guide, run_cli

BASE_URL = "https://example.org/guide/"


@dataclass(frozen=True)
class Builds:
    """The guide's folder, and copies of its output after the first and the second build."""

    guide: Path
    first: Path
    second: Path


def two_builds(folder: Path) -> Builds:
    """A guide built twice: the second build changes the first episode, drops the second, adds a third."""
    guide = make_tiny_guide(folder / "guide")
    assert run_cli("build", "-q", cwd=guide).returncode == 0
    first = Path(shutil.copytree(guide / "output", folder / "first"))
    config = guide / "audioguide.yml"
    config.write_text(config.read_text().replace("content/b.md", "content/c.md"), encoding="utf-8")
    (guide / "content" / "a.md").write_text("# First\n\nFirst text, said again.\n", encoding="utf-8")
    (guide / "content" / "c.md").write_text("# Third\n\nThird text here.\n", encoding="utf-8")
    built = run_cli("build", "-q", cwd=guide)
    assert built.returncode == 0, built.stderr
    second = Path(shutil.copytree(guide / "output", folder / "second"))
    return Builds(guide, first, second)


def named_by_feeds(folder: Path) -> set[str]:
    """Every file of ``folder`` its feeds name (enclosures, transcripts, chapters, images), relative to it."""
    named = set()
    for feed in folder.glob("*/feed.xml"):
        for url in re.findall(rf'{re.escape(BASE_URL)}[^"<\s]+', feed.read_text(encoding="utf-8")):
            named.add(url.removeprefix(BASE_URL).split("#")[0])
    return {name for name in named if not name.endswith("/")}


def assert_whole(target: Path, versions: tuple[Path, ...]) -> None:
    """What a podcast app could read on ``target`` now: feeds that parse and name only files that are there, and
    every file under a published name whole, as one of the builds in ``versions`` made it."""
    feeds = list(target.glob("*/feed.xml"))
    assert feeds, sorted(p.name for p in target.iterdir())
    for feed in feeds:
        assert podcastparser.parse(str(feed), feed.open("rb"))["episodes"]
    missing = sorted(name for name in named_by_feeds(target) if not (target / name).is_file())
    assert not missing, missing
    for path in target.rglob("*"):
        # The deploy's manifest, and a file being written under its temporary name (the next deploy removes it).
        if path.is_file() and not path.name.startswith(".audioguide") and path.suffix != ".audioguide-part":
            name = str(path.relative_to(target))
            assert any((version / name).is_file() and (version / name).read_bytes() == path.read_bytes()
                       for version in versions), f"{name} is not a whole file of a build"


def same_files(target: Path, output: Path) -> None:
    """``target`` holds exactly the files the build of ``output`` made, byte for byte, and the deploy's manifest."""
    import json

    built = json.loads((output / ".audioguide-output.json").read_text())["files"]
    on_target = sorted(str(p.relative_to(target)) for p in target.rglob("*") if p.is_file())
    assert on_target == sorted([*built, ".audioguide-deploy.json"])
    for name in built:
        assert (target / name).read_bytes() == (output / name).read_bytes(), name


@contextmanager
def served(folder: Path) -> Iterator[str]:
    """``folder`` over HTTP by the preview server; yields its base URL."""
    server = make_server(folder)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def read_by_podcast_apps(base: str, languages: tuple[str, ...], head: Callable[[str], dict[str, str]],
                         published: str = BASE_URL) -> None:
    """Each language's feed read at ``base`` by podcastparser and feedparser, and every enclosure they find
    (under the guide's base URL ``published``) fetched there (``head`` gives a URL's headers): served, with the
    length the feed announces."""
    for language in languages:
        url = f"{base}{language}/feed.xml"
        with urllib.request.urlopen(url, timeout=10) as answer:
            parsed = podcastparser.parse(url, answer)
        by_feedparser = feedparser.parse(url)
        assert not by_feedparser.bozo, by_feedparser.bozo_exception
        assert len(by_feedparser.entries) == len(parsed["episodes"]) > 0
        for episode in parsed["episodes"]:
            (enclosure,) = episode["enclosures"]
            assert enclosure["url"].startswith(published)
            answer_headers = head(base + enclosure["url"].removeprefix(published))
            assert int(answer_headers["content-length"]) == enclosure["file_size"]
            assert answer_headers["content-type"] == "audio/mpeg"


def sample_base_url() -> str:
    """The sample guide's base URL, as its configuration gives it."""
    import yaml

    url: str = yaml.safe_load((ROOT / "audioguide.yml").read_text(encoding="utf-8"))["base_url"]
    return url if url.endswith("/") else url + "/"


def http_head(url: str) -> dict[str, str]:
    """The headers of a HEAD request to ``url``, names in lower case."""
    with urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=10) as answer:
        return {name.lower(): value for name, value in answer.headers.items()}
