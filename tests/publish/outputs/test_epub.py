"""The EPUB 3 output (``outputs: [epub]``): one book per language, its text read aloud in sync.

A tiny guide in English and in French (left untranslated, ``--allow-incomplete``,
so its text is English in a French book) is built once by the real CLI. Its
books are checked by EPUBCheck (Debian's ``epubcheck``) and by DAISY Ace
(``tests/node/ace``, driving the system's Chromium), and read here: every
sentence of each transcript has its ``<par>`` at the transcript's times, the
durations are the MP3s', the ZIP is the same bytes when built again. The sample
guide's English book is checked by EPUBCheck too, built with its M4B and Opus files.
"""

from __future__ import annotations

import array
import itertools
import json
import os
import shutil
import subprocess
import zipfile
from dataclasses import dataclass
from pathlib import Path

import imageio_ffmpeg
import mutagen.mp3
import pytest
from lxml import etree
from mutagen.mp4 import MP4

from audioguide.publish.epub import CLIP_TAIL
from tests.support import ROOT, make_tiny_guide, run_cli

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ACE = ROOT / "tests" / "node" / "ace" / "node_modules" / "@daisy" / "ace-cli" / "bin" / "ace.js"
NS = {
    "opf": "http://www.idpf.org/2007/opf",
    "dc": "http://purl.org/dc/elements/1.1/",
    "x": "http://www.w3.org/1999/xhtml",
    "epub": "http://www.idpf.org/2007/ops",
    "smil": "http://www.w3.org/ns/SMIL",
}
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
EPISODES = ["01-first", "02-second"]


@dataclass(frozen=True)
class Built:
    guide: Path
    output: Path

    def epub(self, language: str) -> Path:
        return self.output / language / "tiny.epub"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    guide = make_tiny_guide(tmp_path_factory.mktemp("epub") / "guide")
    config = guide / "audioguide.yml"
    text = config.read_text(encoding="utf-8").replace("  - code: en\n", "  - code: en\n  - code: fr\n")
    config.write_text(text + "outputs: [epub]\n", encoding="utf-8")
    result = run_cli("build", "-c", config, "--allow-incomplete")
    assert result.returncode == 0, result.stderr
    return Built(guide, guide / "output")


def read_xml(book: zipfile.ZipFile, name: str) -> etree._Element:
    return etree.fromstring(book.read(name))


def decode_pcm(mp3: bytes) -> array.array[int]:
    """An MP3 decoded by ffmpeg to mono 16-bit samples at 44.1 kHz (44 a millisecond)."""
    pcm = subprocess.run([imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-i", "pipe:0", "-f", "s16le", "-ac", "1",
                          "-ar", "44100", "pipe:1"], input=mp3, capture_output=True, check=True).stdout
    return array.array("h", pcm)


def clock(value: str) -> int:
    """A SMIL full clock value (``H:MM:SS.mmm``) in milliseconds."""
    hours, minutes, seconds = value.split(":")
    whole, fraction = seconds.split(".")
    assert len(fraction) == 3, value
    return ((int(hours) * 60 + int(minutes)) * 60 + int(whole)) * 1000 + int(fraction)


# EPUBCheck and Ace ------------------------------------------------------------------


def epubcheck(epub: Path, report: Path) -> dict[str, list[str]]:
    """EPUBCheck's messages on ``epub`` by severity (FATAL, ERROR, WARNING, USAGE, INFO)."""
    found = shutil.which("epubcheck")
    if found is None:
        pytest.fail("no epubcheck: run the tests with scripts/test.sh, which installs it (apt-get install epubcheck)")
    command = [found]
    jar = Path(found).resolve()
    if jar.read_bytes()[:2] == b"PK":  # Debian's is the jar itself, run by binfmt_misc where it is set up
        # C1 alone: a short run, where the JIT's second tier costs more than it saves.
        command = ["java", "-XX:TieredStopAtLevel=1", "-jar", str(jar)]
    result = subprocess.run([*command, str(epub), "--usage", "--json", str(report)],
                            capture_output=True, text=True, check=False, timeout=900)
    assert report.is_file(), result.stdout + result.stderr
    messages: dict[str, list[str]] = {}
    for message in json.loads(report.read_text(encoding="utf-8"))["messages"]:
        places = ", ".join(f"{p['path']}:{p['line']}" for p in message["locations"])
        messages.setdefault(message["severity"], []).append(f"{message['ID']} {message['message']} ({places})")
    return messages


def ace(epub: Path, outdir: Path) -> dict:
    """DAISY Ace's report on ``epub``, run on the system's Chromium."""
    if not ACE.is_file():
        pytest.fail("DAISY Ace is not installed: run the tests with scripts/test.sh (npm ci in tests/node/ace)")
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"no Chromium at {CHROMIUM}: run the tests with scripts/test.sh, which installs it")
    environment = {
        **os.environ,
        "PUPPETEER_EXECUTABLE_PATH": CHROMIUM,  # Ace's runner launches it with --no-sandbox
        "PUPPETEER_SKIP_DOWNLOAD": "1",
        "ACE_TIMEOUT_INITIAL": "60000",  # the browser's start, 5 s by default: too short on a busy machine
    }
    result = subprocess.run(
        ["node", str(ACE), "--silent", "--force", "--outdir", str(outdir), str(epub)],
        capture_output=True, text=True, check=False, env=environment, timeout=900,
    )
    report = outdir / "report.json"
    assert result.returncode == 0 and report.is_file(), result.stdout + result.stderr
    return json.loads(report.read_text(encoding="utf-8"))


def violations(report: dict) -> list[tuple[str, str, str, str]]:
    """(impact, rule, document, what) of every failed check in an Ace report."""
    found = []
    for document in report["assertions"]:
        for assertion in document.get("assertions", []):
            if assertion["earl:result"]["earl:outcome"] == "fail":
                test = assertion["earl:test"]
                found.append((test["earl:impact"], test["dct:title"], document["earl:testSubject"]["url"],
                              assertion["earl:result"].get("dct:description", "")))
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_epubcheck_finds_no_error_and_no_warning(built: Built, language: str, tmp_path: Path) -> None:
    messages = epubcheck(built.epub(language), tmp_path / "epubcheck.json")
    problems = [m for severity in ("FATAL", "ERROR", "WARNING") for m in messages.get(severity, [])]
    assert problems == []
    # Usage notes on what a reader meets: the cover shown on a page (OPF-097) and landmarks (ACC-008) leading
    # to it. The others are about EPUB 2 readers, the style sheet's own choices and a cover not listed as a
    # chapter in the contents.
    usage = {message.split()[0] for message in messages.get("USAGE", [])}
    assert usage & {"OPF-097", "ACC-008"} == set()


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "fr"])
def test_ace_finds_no_violation(built: Built, language: str, tmp_path: Path) -> None:
    report = ace(built.epub(language), tmp_path / "ace")
    found = violations(report)
    assert [v for v in found if v[0] in ("serious", "critical")] == []
    assert found == []  # not even a moderate or minor one
    assert report["earl:result"]["earl:outcome"] == "pass"
    metadata = report["a11y-metadata"]
    assert set(metadata["present"]) >= {
        "schema:accessMode", "schema:accessModeSufficient", "schema:accessibilityFeature",
        "schema:accessibilityHazard", "schema:accessibilitySummary", "dcterms:conformsTo",
    }
    assert metadata["empty"] == []


# What the book holds ----------------------------------------------------------------


def test_the_book_is_in_the_build_and_opens_with_its_mimetype(built: Built) -> None:
    manifest = json.loads((built.output / ".audioguide-output.json").read_text(encoding="utf-8"))
    assert {"en/tiny.epub", "fr/tiny.epub"} <= set(manifest["files"])
    data = built.epub("en").read_bytes()
    # The OCF rule readers sniff: "mimetype" first, stored, no extra field, its content at byte 38.
    assert data[30:38] == b"mimetype" and data[38:58] == b"application/epub+zip"
    with zipfile.ZipFile(built.epub("en")) as book:
        first = book.infolist()[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED and not first.extra
        names = book.namelist()
    assert names[:3] == ["mimetype", "META-INF/container.xml", "EPUB/package.opf"]
    assert {"EPUB/nav.xhtml", "EPUB/cover.png", "EPUB/ep01.xhtml", "EPUB/ep01.smil", "EPUB/audio/01.mp3",
            "EPUB/ep02.xhtml", "EPUB/ep02.smil", "EPUB/audio/02.mp3"} <= set(names)


def test_the_package_says_what_the_book_is(built: Built) -> None:
    with zipfile.ZipFile(built.epub("fr")) as book:
        package = read_xml(book, "EPUB/package.opf")
    metadata = package.find("opf:metadata", NS)

    def values(prop: str) -> list[str]:
        return [m.text for m in metadata.findall(f"opf:meta[@property='{prop}']", NS) if m.get("refines") is None]

    assert package.get("version") == "3.0"
    assert metadata.findtext("dc:title", namespaces=NS) == "Tiny"
    assert metadata.findtext("dc:creator", namespaces=NS) == "Tester"
    assert metadata.findtext("dc:contributor", namespaces=NS) == "eSpeak NG (GPL-3.0-or-later)"  # the narrator
    (role,) = metadata.findall("opf:meta[@refines='#narrator-1']", NS)
    assert (role.get("property"), role.get("scheme"), role.text) == ("role", "marc:relators", "nrt")
    assert metadata.findtext("dc:language", namespaces=NS) == "fr"
    assert metadata.findtext("dc:identifier", namespaces=NS).startswith("urn:uuid:")
    assert values("dcterms:modified") == ["2026-01-06T10:00:00Z"]  # the newest document's date, not the clock
    assert values("media:active-class") == ["-epub-media-overlay-active"]
    assert values("schema:accessMode") == ["textual", "auditory"]
    assert values("schema:accessModeSufficient") == ["textual", "auditory"]
    assert {"synchronizedAudioText", "structuralNavigation", "tableOfContents", "readingOrder"} <= set(
        values("schema:accessibilityFeature"))
    assert values("schema:accessibilityHazard") == ["none"]
    (summary,) = metadata.findall("opf:meta[@property='schema:accessibilitySummary']", NS)
    assert summary.get(XML_LANG) == "en" and "not yet translated" in summary.text  # fr is untranslated
    assert values("dcterms:conformsTo") == ["EPUB Accessibility 1.1 - WCAG 2.2 Level AA"]
    assert metadata.findall("opf:meta[@property='a11y:certifiedBy']", NS) == []
    items = {item.get("id"): item for item in package.find("opf:manifest", NS)}
    assert items["cover"].get("properties") == "cover-image"
    assert items["nav"].get("properties") == "nav"
    assert items["ep01"].get("media-overlay") == "ep01-overlay"
    # The cover is shown on a page of its own, first (EPUBCheck's OPF-097: an image no page shows).
    assert [ref.get("idref") for ref in package.find("opf:spine", NS)] == ["cover-page", "ep01", "ep02"]
    assert package.find("opf:spine/opf:itemref", NS).get("linear") == "no"  # reached by the landmarks
    assert items["cover-page"].get("href") == "cover.xhtml"


def test_the_contents_are_the_episodes_and_their_chapters(built: Built) -> None:
    with zipfile.ZipFile(built.epub("en")) as book:
        nav = read_xml(book, "EPUB/nav.xhtml")
    toc, landmarks = nav.findall(".//x:nav", NS)
    (colophon,) = nav.findall(".//x:section", NS)
    assert colophon.get("{http://www.idpf.org/2007/ops}type") == "colophon"
    assert colophon.findtext("x:p", namespaces=NS) == "Spoken by eSpeak NG (GPL-3.0-or-later)."
    assert toc.get("{http://www.idpf.org/2007/ops}type") == "toc"
    assert landmarks.get("{http://www.idpf.org/2007/ops}type") == "landmarks"
    assert [(a.get("{http://www.idpf.org/2007/ops}type"), a.get("href")) for a in landmarks.iter(f"{{{NS['x']}}}a")] \
        == [("cover", "cover.xhtml"), ("bodymatter", "ep01.xhtml")]
    episodes = toc.findall("x:ol/x:li", NS)
    assert [li.findtext("x:a", namespaces=NS) for li in episodes] == ["First", "Second"]
    assert [li.find("x:a", NS).get("href") for li in episodes] == ["ep01.xhtml", "ep02.xhtml"]
    for li, name in zip(episodes, ["ep01", "ep02"], strict=True):
        chapters = json.loads((built.output / "en" / f"{EPISODES[int(name[2:]) - 1]}.chapters.json").read_text())
        links = li.findall("x:ol/x:li/x:a", NS)
        assert [a.text for a in links] == [c["title"] for c in chapters["chapters"]]
        assert [a.get("href") for a in links] == [f"{name}.xhtml#c{i}" for i in range(1, len(links) + 1)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_sentence_has_its_par_at_the_transcripts_times(built: Built, language: str) -> None:
    with zipfile.ZipFile(built.epub(language)) as book:
        for number, episode in enumerate(EPISODES, start=1):
            transcript = json.loads((built.output / language / f"{episode}.transcript.json").read_text())
            document = read_xml(book, f"EPUB/ep{number:02d}.xhtml")
            overlay = read_xml(book, f"EPUB/ep{number:02d}.smil")
            ids = {element.get("id"): element for element in document.iter() if element.get("id")}
            pars = overlay.findall(".//smil:par", NS)
            segments = transcript["segments"]
            assert len(pars) == len(segments)
            chapters = json.loads((built.output / language / f"{episode}.chapters.json").read_text())["chapters"]
            ends = [round(after["startTime"] * 1000) for after in segments[1:]]
            ends.append(round(chapters[-1]["endTime"] * 1000))
            for par, segment, limit in zip(pars, segments, ends, strict=True):
                text, audio = par.find("smil:text", NS), par.find("smil:audio", NS)
                target, _, fragment = text.get("src").partition("#")
                assert target == f"ep{number:02d}.xhtml" and fragment in ids
                assert ids[fragment].text == segment["body"]
                assert audio.get("src") == f"audio/{number:02d}.mp3"
                assert clock(audio.get("clipBegin")) == round(segment["startTime"] * 1000)
                # The tail of the sentence's sound, up to the next sentence.
                assert clock(audio.get("clipEnd")) == min(round(segment["endTime"] * 1000) + CLIP_TAIL, limit)
            # The book's MP3 is the episode's, as published.
            published = (built.output / language / f"{episode}.mp3").read_bytes()
            assert book.read(f"EPUB/audio/{number:02d}.mp3") == published


def test_no_clip_ends_before_its_sound_does(built: Built) -> None:
    """Played clip by clip, a reading system must not cut the end of a word: after each clip's end, the episode
    is quiet (under -45 dBFS) until the next clip starts."""
    with zipfile.ZipFile(built.epub("en")) as book:
        overlay = read_xml(book, "EPUB/ep01.smil")
        audio = decode_pcm(book.read("EPUB/audio/01.mp3"))
    clips = [(clock(a.get("clipBegin")), clock(a.get("clipEnd"))) for a in overlay.findall(".//smil:audio", NS)]
    loud_after = []
    for (_, end), (following, _) in itertools.pairwise(clips):
        gap = audio[end * 44: following * 44]
        if len(gap) and max(abs(sample) for sample in gap) > 32768 * 10 ** (-45 / 20):
            loud_after.append(end)
    assert loud_after == []


def test_the_durations_are_the_mp3s(built: Built) -> None:
    with zipfile.ZipFile(built.epub("en")) as book:
        metadata = read_xml(book, "EPUB/package.opf").find("opf:metadata", NS)
    durations = {m.get("refines"): clock(m.text) for m in metadata.findall("opf:meta[@property='media:duration']", NS)}
    total = durations.pop(None)
    assert set(durations) == {"#ep01-overlay", "#ep02-overlay"}
    for number, episode in enumerate(EPISODES, start=1):
        chapters = json.loads((built.output / "en" / f"{episode}.chapters.json").read_text())
        # The episode's length as the build measured it (the chapters end there), to the millisecond ...
        assert durations[f"#ep{number:02d}-overlay"] == round(chapters["chapters"][-1]["endTime"] * 1000)
        # ... and the MP3's as a player reads it, within a frame and the encoder's padding.
        length = mutagen.mp3.MP3(built.output / "en" / f"{episode}.mp3").info.length
        assert abs(durations[f"#ep{number:02d}-overlay"] / 1000 - length) < 0.1
    assert total == sum(durations.values())


def test_narration_is_marked_and_untranslated_passages_carry_their_language(built: Built) -> None:
    with zipfile.ZipFile(built.epub("fr")) as book:
        document = read_xml(book, "EPUB/ep01.xhtml")
    assert document.get(XML_LANG) == document.get("lang") == "fr"
    paragraphs = document.findall(".//x:p", NS)
    kinds = [p.get("class") for p in paragraphs]
    assert kinds[0] == "intro" and "text" in kinds and kinds[-1] == "outro"
    labels = [p.findtext("x:span[@class='kind']", namespaces=NS) for p in paragraphs]
    # The site's marks, in French (with its no-break space before the colon).
    assert labels[0] == "Introduction\u00a0:" and "Conclusion\u00a0:" in labels
    for paragraph in paragraphs:
        spoken = "".join(paragraph.xpath("x:span[not(@class='kind')]//text()", namespaces=NS)).strip()
        if paragraph.get("class") == "text" or spoken == "Tiny.":  # left in English: a passage, the guide's title
            assert paragraph.get(XML_LANG) == paragraph.get("lang") == "en"
        else:  # French, quoting the English titles (the guide's, the episode's) in English
            assert paragraph.get(XML_LANG) is None and paragraph.get("lang") is None
            for quoted in paragraph.xpath(".//x:span[@xml:lang]", namespaces=NS):
                assert quoted.get(XML_LANG) == quoted.get("lang") == "en"
                assert quoted.text.strip(" .") in ("Tiny", "First", "Second", "Third"), quoted.text
    with zipfile.ZipFile(built.epub("en")) as book:
        english = read_xml(book, "EPUB/ep01.xhtml")
    assert all(element.get("lang") is None for element in english.iter("{*}p", "{*}span"))


def test_the_same_guide_gives_the_same_bytes(built: Built) -> None:
    again = built.guide / "output-again"
    result = run_cli("build", "-c", built.guide / "audioguide.yml", "--allow-incomplete", "--output", again)
    assert result.returncode == 0, result.stderr
    for language in ("en", "fr"):
        assert (again / language / "tiny.epub").read_bytes() == built.epub(language).read_bytes()
    with zipfile.ZipFile(built.epub("en")) as book:
        assert {info.date_time for info in book.infolist()} == {(2026, 1, 6, 10, 0, 0)}
        assert {info.external_attr >> 16 for info in book.infolist()} == {0o100644}


# The sample guide -----------------------------------------------------------------


@pytest.mark.slow
def test_the_sample_guides_book_and_audiobook_pass_their_validators(
    built_sample: Path, tmp_path: Path
) -> None:
    """The sample in English with its book and audiobook: EPUBCheck, the M4B's chapters, check --strict (the Opus
    alternates are checked on their own guide, tests/publish/outputs/test_opus.py, and on a cluster).

    Its episodes come from the built sample's cache: these outputs are made from the episodes."""
    shutil.copytree(built_sample.parent, tmp_path / "guide", ignore=shutil.ignore_patterns("output"))
    config = tmp_path / "guide" / "audioguide.yml"
    with config.open("a", encoding="utf-8") as stream:
        stream.write("outputs: [epub, m4b]\n")
    result = run_cli("build", "-c", config, "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "0 sentences synthesized" in result.stderr and "0 episodes encoded" in result.stderr
    folder = config.parent / "output" / "en"
    (epub,) = folder.glob("*.epub")
    assert epub.name == "walking-away-leaving-a-narcissist-safely.epub"
    messages = epubcheck(epub, tmp_path / "epubcheck.json")
    assert [m for severity in ("FATAL", "ERROR", "WARNING") for m in messages.get(severity, [])] == []
    with zipfile.ZipFile(epub) as book:
        names = book.namelist()
    mp3s = sorted(folder.glob("*.mp3"))
    assert len([n for n in names if n.startswith("EPUB/audio/")]) == len(mp3s) > 1
    chapters = [json.loads(mp3.with_name(mp3.stem + ".chapters.json").read_text())["chapters"] for mp3 in mp3s]
    audiobook = MP4(folder / "walking-away-leaving-a-narcissist-safely.m4b")
    assert audiobook.chapters is not None
    assert len(list(audiobook.chapters)) == sum(map(len, chapters))
    checked = run_cli("check", "--strict", config.parent / "output")
    assert (checked.returncode, checked.stdout) == (0, "0 errors, 0 warnings in 1 feed\n"), checked.stdout
