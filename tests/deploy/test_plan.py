"""What a deploy sends first and last, how each file is served, and what it makes of a target's manifest."""

from __future__ import annotations

from pathlib import Path

import pytest

from audioguide.deploy.plan import (
    MANIFEST,
    DeployError,
    Stored,
    headers,
    manifest_bytes,
    order,
    plan,
    read_manifest,
)


def test_media_then_transcripts_then_feeds_then_pages_from_the_deepest_up() -> None:
    names = ["index.html", "en/feed.xml", "en/index.html", "en/01-a.vtt", "en/01-a.transcript.html",
             "en/01-a.chapters.json", "en/01-a.mp3", "assets/site.css", "en/cover.png", "en/guide.m4b",
             "de/feed.xml", "en/01-a.srt", "en/01-a.txt"]
    assert sorted(names, key=order) == [
        "assets/site.css", "en/01-a.mp3", "en/cover.png", "en/guide.m4b",
        "en/01-a.chapters.json", "en/01-a.srt", "en/01-a.transcript.html", "en/01-a.txt", "en/01-a.vtt",
        "de/feed.xml", "en/feed.xml",
        "en/index.html", "index.html",
    ]


@pytest.mark.parametrize(("name", "served"), [
    ("en/01-a.mp3", ("audio/mpeg", "public, max-age=86400")),
    ("en/feed.xml", ("application/rss+xml; charset=utf-8", "public, max-age=300")),
    ("en/index.html", ("text/html; charset=utf-8", "public, max-age=300")),
    ("en/01-a.vtt", ("text/vtt; charset=utf-8", "public, max-age=86400")),
    ("en/01-a.opus", ("audio/ogg", "public, max-age=86400")),
    ("en/guide.m4b", ("audio/mp4", "public, max-age=86400")),
    ("en/guide.epub", ("application/epub+zip", "public, max-age=86400")),
    ("en/01-a.chapters.json", ("application/json", "public, max-age=86400")),
    (MANIFEST, ("application/json", "public, max-age=300")),
    ("notes.unknown", ("application/octet-stream", "public, max-age=86400")),
])
def test_each_file_is_served_as_apps_expect(name: str, served: tuple[str, str]) -> None:
    assert headers(name) == served


def test_a_file_is_sent_when_new_changed_or_not_on_the_target_as_recorded(tmp_path: Path) -> None:
    for name, text in {"a.mp3": "a", "b.mp3": "bb", "c.mp3": "ccc", "d.mp3": "dddd"}.items():
        (tmp_path / name).write_text(text)
    recorded = read_manifest(manifest_bytes({
        "a.mp3": Stored(1, "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb"),  # as it is
        "b.mp3": Stored(2, "0" * 64),  # changed since
        "c.mp3": Stored(3, "64daa44ad493ff28a96effab6e77f1732a3d97d83241581b37dbd70a7a4900fe"),  # gone from there
        "old.mp3": Stored(5, "1" * 64),  # no longer in the output
        "gone.mp3": Stored(5, "2" * 64),  # no longer anywhere
    }, None), "target", None)
    chosen = plan(tmp_path, ["a.mp3", "b.mp3", "c.mp3", "d.mp3"], recorded,
                  {"a.mp3": 1, "b.mp3": 2, "old.mp3": 5, "x.mp3.audioguide-part": 9, "CNAME": 20})
    assert chosen.send == ("b.mp3", "c.mp3", "d.mp3")
    assert chosen.remove == ("old.mp3",)
    assert chosen.left_over == ("x.mp3.audioguide-part",)
    assert chosen.kept == 1


def test_a_manifest_of_another_guide_or_a_damaged_one_is_refused() -> None:
    theirs = manifest_bytes({"a.mp3": Stored(1, "0" * 64)}, "guide-one")
    assert read_manifest(theirs, "s3://b/x", "guide-one") == {"a.mp3": Stored(1, "0" * 64)}
    with pytest.raises(DeployError, match=r"^s3://b/x: holds the deploy of another guide"):
        read_manifest(theirs, "s3://b/x", "guide-two")
    with pytest.raises(DeployError, match=r"^s3://b/x/.audioguide-deploy.json: damaged \(KeyError: 'files'\)"):
        read_manifest(b"{}", "s3://b/x", None)
    with pytest.raises(DeployError, match=r"damaged \(TypeError: sha256 'abc'\)"):
        read_manifest(b'{"files": {"a.mp3": {"size": 1, "sha256": "abc"}}}', "s3://b/x", None)
