"""`audioguide check`: clean on the built sample, and catching each rule it claims on a spoiled copy."""

from __future__ import annotations

import gettext
import hashlib
import json
import re
import shutil
import subprocess
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from types import SimpleNamespace

import pytest
from lxml import etree
from PIL import Image

from audioguide.audio.tags import Chapter
from audioguide.check import Report, Targets, check_output
from audioguide.check.feeds import PODCAST
from audioguide.common import ffmpeg
from audioguide.config import load_config
from audioguide.publish.feed import FeedOutput, chapters_json
from audioguide.publish.identities import podcast_guid
from audioguide.publish.release import EpisodeRelease, LanguageRelease, PublishedFile
from audioguide.publish.staging import MANIFEST, targets
from tests.conftest import run_cli
from tests.publish.outputs.test_opus import ogg_audio_bitrate
from tests.support import copy_sample

EPISODE = "01-the-narcissist-wont-let-you-go"


@pytest.fixture(scope="module")
def built_english(built_sample: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample's English alone, built by the real CLI into a new folder (``--lang en``), from the
    built sample's cache."""
    folder = tmp_path_factory.mktemp("english") / "output"
    result = run_cli("build", "-c", built_sample.parent / "audioguide.yml", "--lang", "en", "--output", folder)
    assert result.returncode == 0, result.stderr
    return folder


@pytest.fixture()
def output(built_english: Path, tmp_path: Path) -> Path:
    """A copy of the sample's English build, to spoil: feed, pages, transcripts, MP3s."""
    copy = tmp_path / "output"
    shutil.copytree(built_english, copy)
    return copy


_DECODED: dict[str, ffmpeg.Measured] = {}


@pytest.fixture(autouse=True)
def decode_each_content_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """ffmpeg decodes each audio content once in this module's own process.

    ``check`` decodes every audio file of a feed; most tests here spoil the feed, the pages or the chapters of
    a copy of one build, whose MP3s keep their bytes. A spoiled MP3 is new content, decoded by ffmpeg; a failed
    decode is never kept. Runs of the ``audioguide check`` command decode everything themselves."""
    real = ffmpeg.measure_file

    def decode(path: Path) -> ffmpeg.Measured:
        content = hashlib.sha256(path.read_bytes()).hexdigest()
        if content not in _DECODED:
            _DECODED[content] = real(path)
        return _DECODED[content]

    monkeypatch.setattr(ffmpeg, "measure_file", decode)


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def findings(output: Path) -> list[str]:
    return [str(f) for f in check_output(output).findings if f.rule != "localhost"]


def test_the_built_sample_passes(built_sample: Path) -> None:
    result = run_cli("check", "--strict", built_sample)  # no error and no warning
    assert (result.returncode, result.stdout, result.stderr) == (0, "0 errors, 0 warnings in 4 feeds\n", "")


def test_strict_makes_warnings_fatal(output: Path) -> None:
    text = feed(output).read_text(encoding="utf-8")
    feed(output).write_text(re.sub(r"\s*<copyright>.*?</copyright>", "", text), encoding="utf-8")
    assert run_cli("check", output).returncode == 0
    result = run_cli("check", "--strict", output)
    assert result.returncode == 1
    assert result.stdout.splitlines()[-1] == "0 errors, 1 warning in 1 feed"


def test_the_english_build_passes(built_english: Path) -> None:
    """Built alone into a new folder, the English pages and feed link no other language."""
    result = run_cli("check", "--strict", built_english)
    assert (result.returncode, result.stdout, result.stderr) == (0, "0 errors, 0 warnings in 1 feed\n", "")


def test_links_to_languages_not_in_the_output(built_sample: Path, output: Path) -> None:
    """The English page and feed of a build of every language, published without the other languages."""
    for name in ("index.html", "feed.xml"):
        shutil.copy(built_sample / "en" / name, output / "en" / name)
    page, site = output / "en" / "index.html", "https://example.org/walking-away/"
    to_do = "which is not in the output; build every language again (audioguide build) to link only those published"
    expected = []
    for code in ("es", "fr", "de"):
        expected.append(f'en/feed.xml:{line_of(feed(output), f"{site}{code}/feed.xml")}: error: {site}{code}/feed.xml'
                        f' (hreflang="{code}") names {code}/feed.xml, {to_do} [language-link]')
    for code in ("es", "fr", "de"):
        expected.append(f'en/index.html:{line_of(page, f"{site}{code}/index.html")}: error: {site}{code}/index.html'
                        f' (hreflang="{code}") names {code}/index.html, {to_do} [language-link]')
    for code in ("es", "fr", "de"):
        expected.append(f'en/index.html:{line_of(page, f"../{code}/index.html")}: error: ../{code}/index.html'
                        f' (hreflang="{code}") names {code}/index.html, {to_do} [language-link]')
    assert findings(output) == expected


def test_the_summary_counts_in_words(tmp_path: Path) -> None:
    report = Report(tmp_path)
    report.error(tmp_path / "en" / "feed.xml", "rss", "one")
    report.warning(tmp_path / "en" / "feed.xml", "text", "one")
    assert report.summary(1) == "1 error, 1 warning in 1 feed"
    report.error(tmp_path / "de" / "feed.xml", "rss", "two")
    report.warning(tmp_path / "de" / "feed.xml", "text", "two")
    assert report.summary(2) == "2 errors, 2 warnings in 2 feeds"


def test_a_folder_without_feeds(tmp_path: Path) -> None:
    result = run_cli("check", tmp_path)
    assert result.returncode == 1
    assert result.stdout == (f"{tmp_path}: error: no <language>/feed.xml here; point check at the folder"
                             " audioguide build writes (output/) [output]\n1 error, 0 warnings in 0 feeds\n")
    assert run_cli("check", tmp_path / "missing").stderr == (
        f"error: {tmp_path / 'missing'}: no such folder; build first (audioguide build)\n")


def feed(output: Path) -> Path:
    return output / "en" / "feed.xml"


def line_of(path: Path, needle: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def test_wrong_enclosure_length(output: Path) -> None:
    size = (output / "en" / f"{EPISODE}.mp3").stat().st_size
    edit(feed(output), f'length="{size}"', f'length="{size + 1}"')
    line = line_of(feed(output), f'length="{size + 1}"')
    assert findings(output) == [
        f"en/feed.xml:{line}: error: enclosure length {size + 1}, but {EPISODE}.mp3 has {size} bytes"
        " [enclosure-length]"]


@pytest.mark.parametrize("escape", ["../", "%2e%2e/", "%2E%2E%2F", "en/%2e%2e/%2e%2e/", "link/"])
def test_a_link_out_of_the_output_is_never_followed(output: Path, escape: str) -> None:
    """An enclosure naming /etc/passwd through ``..`` or a link: an error, and the file is neither read nor decoded."""
    (output / "link").symlink_to("/etc", target_is_directory=True)
    target = "../" * len(output.parts) + "etc/passwd" if escape != "link/" else "passwd"
    url = f"https://example.org/walking-away/{escape}{target}"
    edit(feed(output), f'url="https://example.org/walking-away/en/{EPISODE}.mp3"', f'url="{url}"')
    line = line_of(feed(output), url)
    found = findings(output)
    assert f"en/feed.xml:{line}: error: {url} names a file outside the output folder; link only the files the" \
           " output holds [outside-output]" in found
    assert not any("passwd" in finding and "outside-output" not in finding for finding in found), found


def test_duplicated_guid(output: Path) -> None:
    guids = re.findall(r'<guid isPermaLink="false">([^<]+)</guid>', feed(output).read_text(encoding="utf-8"))
    edit(feed(output), guids[1], guids[0])
    first, second = [n for n, line in enumerate(feed(output).read_text(encoding="utf-8").splitlines(), 1)
                     if guids[0] in line]
    assert findings(output) == [f"en/feed.xml:{second}: error: guid {guids[0]!r} is also on line {first} [guid-unique]"]


def test_explicit_yes(output: Path) -> None:
    edit(feed(output), "<itunes:explicit>false</itunes:explicit>", "<itunes:explicit>yes</itunes:explicit>")
    line = line_of(feed(output), "<itunes:explicit>yes")
    assert findings(output) == [
        f"en/feed.xml:{line}: error: itunes:explicit is 'yes'; Apple accepts only true or false [explicit]"]


def test_small_cover(output: Path) -> None:
    Image.new("RGB", (1000, 1000)).save(output / "en" / "cover.png")
    assert findings(output) == [
        "en/cover.png: error: cover art is 1000×1000 px; it must be square, 1400 to 3000 px [cover]"]


def test_cover_with_the_wrong_extension(output: Path) -> None:
    Image.new("RGB", (1400, 1400)).save(output / "en" / "cover.png", format="JPEG")
    assert findings(output) == ["en/cover.png: error: cover art is a JPEG image named .png; name it .jpg [cover]"]


def test_mp3_that_does_not_decode(output: Path) -> None:
    mp3 = output / "en" / f"{EPISODE}.mp3"
    size = mp3.stat().st_size
    mp3.write_bytes(b"\x00" * size)
    found = findings(output)
    assert [f for f in found if "[mp3-decodes]" in f] == [
        f"en/{EPISODE}.mp3: error: not an MP3 file (can't sync to MPEG frame) [mp3-decodes]"]


def test_quiet_mp3(output: Path, ffmpeg_exe: str) -> None:
    mp3 = output / "en" / f"{EPISODE}.mp3"
    quiet = output / "quiet.mp3"
    subprocess.run([ffmpeg_exe, "-v", "error", "-i", str(mp3), "-map_metadata", "0", "-id3v2_version", "4",
                    "-af", "volume=-10dB", "-b:a", "96k", str(quiet)], check=True)
    quiet.replace(mp3)
    found = findings(output)
    loudness = [f for f in found if "[loudness]" in f]
    assert len(loudness) == 1
    assert re.fullmatch(rf"en/{EPISODE}\.mp3: error: -2\d\.\d LUFS integrated; the target is -16 ± 1 LUFS \[loudness\]",
                        loudness[0])
    assert any("[enclosure-length]" in f for f in found)
    assert check_output(output, Targets(loudness=-26, tolerance=1)).findings[0].rule != "loudness"


def test_the_targets_are_those_the_build_recorded_unless_told(output: Path) -> None:
    manifest = output / MANIFEST
    recorded = json.loads(manifest.read_text())
    every = dict.fromkeys(("en", "es", "fr", "de"), 8.0)
    assert recorded["targets"] == {"loudness": -16.0, "true_peak": -1.0, "max_wer": every, "credits": {"en": []}}
    recorded["targets"] = {"loudness": -30, "true_peak": "loud", "max_wer": {"en": 12, "fr": None}}
    manifest.write_text(json.dumps(recorded))
    result = run_cli("check", output)
    assert re.search(rf"^en/{EPISODE}\.mp3: error: -1\d\.\d LUFS integrated; the target is -30 ± 1 LUFS"
                     r" \[loudness\]$", result.stdout, re.M), result.stdout
    assert "[loudness]" not in run_cli("check", "--loudness", "-16", output).stdout
    targets = Targets.recorded(recorded["targets"])
    assert (targets.loudness, targets.true_peak, targets.wer("en"), targets.wer("fr")) == (-30, -1, 0.12, 0.08)
    told = targets.told(loudness=None, tolerance=2, true_peak=-2, max_wer=5)
    assert (told.loudness, told.tolerance, told.true_peak, told.wer("en")) == (-30, 2, -2, 0.05)


def test_the_voices_are_credited_and_a_credit_a_licence_requires_is_checked(output: Path) -> None:
    feed_text = (output / "en" / "feed.xml").read_text(encoding="utf-8")
    channel = etree.fromstring(feed_text.encode("utf-8")).find("channel")
    assert channel is not None
    assert (channel.findtext("description") or "").endswith("\n\nSpoken by SVOX Pico (Apache-2.0).")
    assert all(notes.endswith("<p>Spoken by SVOX Pico (Apache-2.0).</p>")
               for notes in (item.findtext("description") or "" for item in channel.iter("item")))
    page = (output / "en" / "index.html").read_text(encoding="utf-8")
    assert '<footer class="credits"><p>Spoken by SVOX Pico (Apache-2.0).</p></footer>' in page
    manifest = output / MANIFEST
    recorded = json.loads(manifest.read_text())
    assert recorded["targets"]["credits"] == {"en": []}  # Apache-2.0 asks for no credit
    recorded["targets"]["credits"] = {"en": ["Piper voice de_DE-anna-medium (CC BY 4.0)"]}
    manifest.write_text(json.dumps(recorded))
    found = [str(f) for f in check_output(output, Targets.recorded(targets(output))).findings]
    assert "en/feed.xml: warning: the voice Piper voice de_DE-anna-medium (CC BY 4.0) asks to be credited where it" \
           " is published, and the feed does not name it; build again, or give the language a credit: in" \
           " audioguide.yml [voice-credit]" in found


def test_chapters_that_disagree(output: Path) -> None:
    path = output / "en" / f"{EPISODE}.chapters.json"
    document = json.loads(path.read_text())
    document["chapters"][2]["startTime"] += 0.5
    path.write_text(json.dumps(document))
    line = line_of(feed(output), "<title>The Narcissist Won’t Let You Go")
    start = document["chapters"][2]["startTime"]
    title = document["chapters"][2]["title"]
    assert findings(output) == [
        f"en/feed.xml:{line - 1}: error: item 'The Narcissist Won’t Let You Go: How to Leave Safely When Walking"
        f" Away Feels Impossible': chapter 3: json has {title!r} at {start:.3f} s, id3 {title!r} at"
        f" {start - 0.5:.3f} s [chapters-agree]"]


def test_psc_start_that_is_not_zero_padded(output: Path) -> None:
    edit(feed(output), 'start="00:00:00.000"', 'start="0:00:00"')
    bad = 'start="0:00:00"'
    assert findings(output) == [
        f"en/feed.xml:{line_of(feed(output), bad)}: error: psc:chapter start '0:00:00' is not"
        " zero-padded HH:MM:SS.mmm [psc]",
        f"en/feed.xml:{line_of(feed(output), '<title>The Narcissist') - 1}: error: item 'The Narcissist Won’t Let"
        " You Go: How to Leave Safely When Walking Away Feels Impossible': 4 chapters in psc, 5 in id3"
        " [chapters-agree]",
    ]


def second_cue_first(text: str) -> str:
    """The second cue made to start before the first."""
    timings = re.findall(r"^(\d\d:\d\d:\d\d\.\d{3}) --> ", text, re.M)
    text = text.replace(f"{timings[0]} --> ", "00:00:01.000 --> ", 1)
    return text.replace(f"{timings[1]} --> ", "00:00:00.500 --> ", 1)


SPOILED_TRANSCRIPTS: list[tuple[str, Callable[[str], str], str]] = [
    (".vtt", lambda t: t.replace("Walking Away: Leaving a Narcissist, Safely.", "<script>alert(1)</script>", 1),
     "error: cue text has a < that is not a WebVTT tag; write &lt; [transcript-vtt]"),
    (".vtt", lambda t: t.replace("WEBVTT", "WEBVTT-ish", 1), "error: the first line must be WEBVTT [transcript-vtt]"),
    (".vtt", lambda t: second_cue_first(t), "error: the cue starts before the one above it [transcript-vtt]"),
    (".vtt", lambda t: t.replace("00:00:00.", "00:00:0.", 1), "error: not a cue timing: '00:00:0."),
    (".srt", lambda t: t.replace("\n2\n", "\n7\n", 1), "error: subtitle 2 is numbered '7' [transcript-srt]"),
    (".transcript.json", lambda t: t.replace('"version": "1.0.0"', '"version": "2"'),
     "error: version is '2'; JSON transcripts are 1.0.0 [transcript-json]"),
    (".transcript.json", lambda t: t.replace('"endTime": ', '"endTime": -', 1),
     "error: segment 1 ends before it starts [transcript-json]"),
    (".transcript.html", lambda t: t.replace('<html lang="en">', "<html>"),
     "error: <html> has no lang: screen readers cannot pick the voice [transcript-html]"),
    (".srt", lambda t: subtitle_text(t, "x " * 32 + "xx"),
     ":3: warning: a caption line of 66 characters; keep lines to about 65 [caption-length]"),
    (".srt", lambda t: subtitle_text(t, "One,\ntwo,\nthree."),
     ":1: warning: a subtitle of 3 lines; keep to 2 [caption-length]"),
    (".transcript.json", lambda t: t.replace('"speaker": "Narrator"', '"speaker": ""', 1),
     "error: segment 1's speaker is ''; name who speaks [transcript-json]"),
]


def subtitle_text(text: str, new: str) -> str:
    """The first subtitle's text made ``new``."""
    lines = text.split("\n")
    lines[2] = new
    return "\n".join(lines)


@pytest.mark.parametrize(("suffix", "spoil", "expected"), SPOILED_TRANSCRIPTS)
def test_spoiled_transcripts(output: Path, suffix: str, spoil: Callable[[str], str], expected: str) -> None:
    path = output / "en" / f"{EPISODE}{suffix}"
    path.write_text(spoil(path.read_text(encoding="utf-8")), encoding="utf-8")
    found = findings(output)
    assert len(found) == 1 and found[0].startswith(f"en/{EPISODE}{suffix}"), found
    assert expected in found[0]


def test_caption_length_counts_characters_as_players_show_them(output: Path) -> None:
    path = output / "en" / f"{EPISODE}.vtt"
    original = path.read_text(encoding="utf-8")
    sentence = "Walking Away: Leaving a Narcissist, Safely."
    assert f"\n<v Narrator>{sentence}\n" in original  # the voice span is markup, not counted either
    path.write_text(original.replace(sentence, "&lt;&amp;" * 30, 1), encoding="utf-8")  # 60 on screen
    assert findings(output) == []
    path.write_text(original.replace(sentence, "&lt;&amp;" * 33, 1), encoding="utf-8")
    [found] = findings(output)
    assert found.endswith(": warning: a caption line of 66 characters; keep lines to about 65 [caption-length]")


def test_missing_transcript(output: Path) -> None:
    (output / "en" / f"{EPISODE}.srt").unlink()
    line = line_of(feed(output), f'<podcast:transcript url="https://example.org/walking-away/en/{EPISODE}.srt"')
    assert findings(output) == [
        f"en/feed.xml:{line}: error: https://example.org/walking-away/en/{EPISODE}.srt names {EPISODE}.srt,"
        " which is not in the output [transcript-file]"]


def test_long_title(output: Path) -> None:
    long = "Walking " * 40
    edit(feed(output), "<title>The Narcissist Won’t Let You Go", f"<title>{long}The Narcissist Won’t Let You Go")
    line = line_of(feed(output), long)
    title = "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible"
    assert findings(output) == [f"en/feed.xml:{line}: error: item 1's title has {len(long + title)} characters;"
                                " Apple allows 255 [title-length]"]


def test_non_ascii_file_name(output: Path) -> None:
    shutil.copy(output / "en" / "cover.png", output / "en" / "cóver.png")
    assert findings(output) == ["en/cóver.png: error: 'cóver.png' is not an ASCII slug (letters, digits, . _ -);"
                                " podcast apps fail on other URLs [file-name]"]


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("<podcast:guid>", "<podcast:guid>0", "error: podcast:guid: Element 'podcast:guid': [facet 'pattern']"),
    (">no</podcast:locked>", ">maybe</podcast:locked>", "error: podcast:locked: Element 'podcast:locked':"),
    ('<itunes:category text="Health &amp; Fitness">', '<itunes:category text="health &amp; fitness">',
     "error: itunes:category 'health & fitness' is not one of Apple's categories [category]"),
    ("<pubDate>Mon, 02 Nov 2026", "<pubDate>Tue, 02 Nov 2026",
     "error: pubDate 'Tue, 02 Nov 2026 08:00:00 +0000': that day is a Monday [pubdate]"),
    ('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"', 'xmlns:itunes="https://www.itunes.com/dtds/podcast-1.0.dtd"',
     'error: xmlns:itunes is https://www.itunes.com/dtds/podcast-1.0.dtd; it must be http://www.itunes.com/dtds/podcast-1.0.dtd'),
    ("<itunes:duration>", "<itunes:duration>1", "error: itunes:duration 1"),
    ("<language>en</language>", "<language>english</language>",
     "error: language 'english' is not a language code (en, es, pt-br) [language]"),
    ('<itunes:image href="https://example.org/walking-away/en/cover.png"/>\n    <itunes:author>', "<itunes:author>",
     "error: the channel has no itunes:image, which Apple requires [channel-required]"),
    ("</channel>", "<foo></channel>", "error: not well-formed XML"),
])
def test_feed_rules(output: Path, old: str, new: str, expected: str) -> None:
    edit(feed(output), old, new)
    found = findings(output)
    assert any(expected in f for f in found), found
    assert all(f.startswith("en/feed.xml:") for f in found), found


def test_description_over_4000_bytes(output: Path) -> None:
    text = feed(output).read_text(encoding="utf-8")
    description = re.search(r"<description>([^<]*)</description>", text)
    assert description is not None
    edit(feed(output), description.group(0), f"<description>{'é' * 2001}</description>")
    assert findings(output) == [f"en/feed.xml:{description.string[:description.start()].count(chr(10)) + 1}: error:"
                                " the channel's description is 4002 bytes; Apple allows 4000 [description-length]"]


def test_a_truncated_mp3_announced_with_its_new_size_and_duration(output: Path) -> None:
    """What a build that published a damaged cache entry would write: size and duration agree, the audio does not."""
    mp3 = output / "en" / f"{EPISODE}.mp3"
    data = mp3.read_bytes()
    kept = len(data) * 2 // 3
    mp3.write_bytes(data[:kept])
    old_duration = re.search(r"<itunes:duration>(\d+)</itunes:duration>", feed(output).read_text())
    assert old_duration is not None
    edit(feed(output), f'length="{len(data)}"', f'length="{kept}"')
    found = findings(output)
    chapters_end = json.loads((output / "en" / f"{EPISODE}.chapters.json").read_text())["chapters"][-1]["endTime"]
    duration_findings = [f for f in found if f.endswith("[duration]")]
    assert len(duration_findings) == 3, found  # itunes:duration, and the end of both chapter lists
    assert duration_findings[0].startswith("en/feed.xml:")
    assert f"itunes:duration {old_duration[1]} s, but {EPISODE}.mp3 lasts" in duration_findings[0]
    assert re.fullmatch(
        rf"en/{EPISODE}\.mp3: error: the ID3 chapters end at {chapters_end:.3f} s, but {EPISODE}\.mp3 plays"
        r" for \d+\.\d{3} s; build again to remake it \[duration\]", duration_findings[1])
    assert duration_findings[2] == duration_findings[1].replace("the ID3 chapters", "the JSON chapters")


def test_episodes_in_another_language_than_the_feeds(output: Path) -> None:
    edit(feed(output), "<language>en</language>", "<language>de</language>")
    line = line_of(feed(output), "<language>de</language>")
    assert [f for f in findings(output) if f.endswith("[language-content]")] == [
        f"en/feed.xml:{line}: warning: 2 of 2 episodes read as en, but the feed's language is de;"
        " set the language's code, or translate the episodes [language-content]"]


# ---------------------------------------------------------------- alternate enclosures


def opus_release(tmp_path: Path) -> tuple[LanguageRelease, Path, Path]:
    """A language released with one episode: a tiny MP3, its JSON chapters and an Ogg Opus made from it,
    published as the episode's alternate file, as an output adding one lists it."""
    config = load_config(copy_sample(tmp_path / "guide"))
    folder = tmp_path / "output" / "en"
    folder.mkdir(parents=True)
    base = f"{config.base_url}en/"
    mp3, opus, chapters = folder / "01-leaving.mp3", folder / "01-leaving.opus", folder / "01-leaving.chapters.json"
    ffmpeg.run(["-v", "error", "-f", "lavfi", "-i", "sine=frequency=220:duration=3", "-ac", "1", "-b:a", "64k",
                str(mp3)])
    ffmpeg.run(["-v", "error", "-i", str(mp3), "-c:a", "libopus", "-b:a", "24k", str(opus)])
    duration = ffmpeg.measure_file(mp3).duration
    chapters.write_text(chapters_json([Chapter("Leaving", 0.0, duration)]), encoding="utf-8")
    Image.new("RGB", (1400, 1400)).save(folder / "cover.png")
    script = SimpleNamespace(
        number=1, title="Leaving", language="en", document_id="leaving", slug="01-leaving",
        published=datetime(2026, 11, 2, 8, tzinfo=timezone.utc),
        chapters=[SimpleNamespace(paragraphs=[SimpleNamespace(kind="text", text="About leaving.")])],
    )
    made = SimpleNamespace(record=SimpleNamespace(duration=duration))
    episode = EpisodeRelease(
        SimpleNamespace(script=script), made, (Chapter("Leaving", 0.0, duration),), None,  # type: ignore[arg-type]
        [PublishedFile(mp3.name, base + mp3.name, "audio/mpeg", "audio"),
         PublishedFile(chapters.name, base + chapters.name, "application/json+chapters", "chapters"),
         PublishedFile(opus.name, base + opus.name, "audio/ogg; codecs=opus", "alternate")],
    )
    plan = SimpleNamespace(language=SimpleNamespace(code="en"), guide=SimpleNamespace(title="Walking Away"),
                           description="A narrated guide.", translations=gettext.NullTranslations(),
                           episodes=[SimpleNamespace(keys=[])])  # no voice spoke it: nothing to credit
    cover = PublishedFile("cover.png", base + "cover.png", "image/png", "download")
    release = LanguageRelease(
        config, plan, folder, base, None, podcast_guid(base + "feed.xml"), [episode], [cover],  # type: ignore[arg-type]
    )
    return release, mp3, opus


ALTERNATE_RULES = {"alternate-file", "alternate-length", "alternate-decodes", "alternate-attributes", "duration",
                   "podcast-schema", "enclosure-type", "external-url"}


def alternate_findings(output: Path) -> list[str]:
    return [str(f) for f in check_output(output).findings if f.rule in ALTERNATE_RULES]


def test_an_alternate_opus_file_is_an_alternate_enclosure_that_check_follows(tmp_path: Path) -> None:
    release, mp3, opus = opus_release(tmp_path)
    FeedOutput().publish(release)
    path = release.folder / "feed.xml"
    [alternate] = etree.parse(str(path)).getroot().iter(f"{{{PODCAST}}}alternateEnclosure")
    size = opus.stat().st_size
    assert alternate.attrib == {"type": "audio/ogg", "length": str(size), "bitrate": str(ogg_audio_bitrate(opus)),
                                "codecs": "opus", "title": "Opus"}
    assert [source.attrib for source in alternate] == [{"uri": release.url(opus.name)}]
    output = tmp_path / "output"
    assert alternate_findings(output) == []
    line = alternate.sourceline

    edit(path, f'length="{size}" bitrate', f'length="{size + 1}" bitrate')
    assert alternate_findings(output) == [
        f"en/feed.xml:{line}: error: podcast:alternateEnclosure length {size + 1}, but 01-leaving.opus has"
        f" {size} bytes [alternate-length]"]
    edit(path, f'length="{size + 1}" bitrate', f'length="{size}" bitrate')

    data = opus.read_bytes()
    opus.write_bytes(b"\x00" * len(data))
    [found] = alternate_findings(output)
    assert found.startswith("en/01-leaving.opus: error: ffmpeg cannot decode it: ") and found.endswith(
        "[alternate-decodes]")

    ffmpeg.run(["-v", "error", "-y", "-i", str(mp3), "-t", "1", "-c:a", "libopus", "-b:a", "24k", str(opus)])
    edit(path, f'length="{size}"', f'length="{opus.stat().st_size}"')
    [found] = alternate_findings(output)
    assert re.fullmatch(r"en/01-leaving\.opus: error: 01-leaving\.opus plays for 1\.\d s, but the episode's MP3 for"
                        r" 3\.\d s; build again to remake it \[duration\]", found), found

    opus.unlink()
    assert alternate_findings(output) == [
        f"en/feed.xml:{line + 1}: error: {release.url(opus.name)} names 01-leaving.opus, which is not in the"
        " output [alternate-file]"]

    edit(path, 'type="audio/ogg"', 'type="ogg"')
    found = alternate_findings(output)
    assert f"en/feed.xml:{line}: error: podcast:alternateEnclosure type 'ogg' is not audio or video [enclosure-type]" \
        in found
    schema = (f"en/feed.xml:{line}: error: podcast:alternateEnclosure: Element 'podcast:alternateEnclosure',"
              " attribute 'type': [facet 'pattern']")
    assert any(f.startswith(schema) for f in found), found
