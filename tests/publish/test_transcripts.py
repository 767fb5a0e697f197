"""Transcripts: captions cut to size, times from the timeline, every format valid and escaped."""

from __future__ import annotations

import dataclasses
import gettext
import html
import io
import json
import os
import re
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest
import srt
import webvtt
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from audioguide.audio.tags import Chapter
from audioguide.publish.transcript import (
    Transcript,
    caption_pieces,
    captions,
    share_time,
    timestamp,
    to_json,
    to_srt,
    to_text,
    to_vtt,
    transcript,
)
from audioguide.text.prepare import Cue
from tests.support import TESTS

GOLDEN = TESTS / "golden"
UPDATE = os.environ.get("AUDIOGUIDE_UPDATE_GOLDEN") == "1"
LONG = (
    "When you finally leave, the narcissist may call, write, send flowers, show up at your work, "
    "enlist your friends and family, and promise — again — that everything will be different this time."
)
HOSTILE = "Fish & Chips <script>alert('x')</script> --> \"quoted\" 'single' a<b>c</b> ]]>"


def seconds(stamp: str) -> float:
    hours, minutes, rest = stamp.split(":")
    return int(hours) * 3600 + int(minutes) * 60 + float(rest)


def cue(chapter: int, kind: str, text: str, paragraph: int = 0, speech: str | None = None,
        language: str | None = None) -> Cue:
    return Cue(chapter, kind, text, speech or text, 0.35, None, language, paragraph)


def small() -> Transcript:
    cues = [
        cue(0, "intro", "Walking Away."),
        cue(0, "intro", "Episode 1: Leaving."),
        cue(0, "text", "It isn’t from lack of sleep.", 1),
        cue(0, "text", LONG, 1),
        cue(1, "announcement", "Chapter 2: The trauma bond."),
        cue(1, "text", "Gaslighting makes you doubt yourself.", 1, speech="Gaslaiting makes you doubt yourself."),
        cue(1, "outro", "Thank you for listening.", 2),
    ]
    spans = [(0.012, 1.2), (1.55, 3.4), (4.2, 5.9), (6.25, 16.75), (18.4, 20.0), (20.8, 23.35), (24.15, 25.5)]
    chapters = [Chapter("Leaving", 0.0, 18.35), Chapter("The trauma bond", 18.35, 25.5)]
    return transcript("Leaving", "en", cues, spans, chapters)


# ---------------------------------------------------------------- caption size


def test_a_short_sentence_is_one_line() -> None:
    assert caption_pieces("It isn’t from lack of sleep.") == [("It isn’t from lack of sleep.",)]


def test_a_sentence_over_one_line_is_two_balanced_lines() -> None:
    text = "There’s a specific kind of exhaustion that doesn’t show up on medical charts."
    assert caption_pieces(text) == [
        ("There’s a specific kind of exhaustion", "that doesn’t show up on medical charts."),
    ]


def test_a_long_sentence_is_cut_where_phrases_end() -> None:
    pieces = caption_pieces(LONG)
    assert pieces == [
        ("When you finally leave, the narcissist may call, write, send",
         "flowers, show up at your work, enlist your friends and family,"),
        ("and promise — again — that everything", "will be different this time."),
    ]


@pytest.mark.parametrize("text", [LONG, LONG * 3, "word " * 80, "a" * 20 + " " + "b" * 70 + " c", HOSTILE * 4])
def test_pieces_keep_every_word_within_two_lines_of_65(text: str) -> None:
    pieces = caption_pieces(text.strip())
    assert " ".join(" ".join(lines) for lines in pieces).split() == text.split()
    for lines in pieces:
        assert 1 <= len(lines) <= 2
        assert all(len(line) <= 65 or " " not in line for line in lines)


def test_a_word_longer_than_a_line_stays_whole() -> None:
    word = "x" * 80
    assert caption_pieces(f"See {word} now.") == [("See",), (word,), ("now.",)]


def test_share_time_is_proportional_and_contiguous() -> None:
    assert share_time(10.0, 13.0, [1, 2]) == [(10.0, 11.0), (11.0, 13.0)]
    assert share_time(1.0, 2.0, [5]) == [(1.0, 2.0)]


# ---------------------------------------------------------------- timeline


def test_transcript_groups_sentences_by_chapter_and_paragraph() -> None:
    result = small()
    assert [c.title for c in result.chapters] == ["Leaving", "The trauma bond"]
    assert [[p.kind for p in c.paragraphs] for c in result.chapters] == [
        ["intro", "text"], ["announcement", "text", "outro"]]
    assert [len(p.sentences) for p in result.chapters[0].paragraphs] == [2, 2]
    assert result.chapters[1].paragraphs[1].start == 20.8


def test_transcript_shows_the_text_as_written_not_as_spoken() -> None:
    texts = [s.text for s in small().sentences]
    assert "Gaslighting makes you doubt yourself." in texts
    assert not any("Gaslaiting" in text for text in texts)
    for text in (to_vtt(small()), to_srt(small()), to_json(small()), to_text(small())):
        assert "Gaslaiting" not in text and "Gaslighting" in text


def test_transcript_needs_a_span_per_cue() -> None:
    with pytest.raises(ValueError, match="2 cues but 1 timed spans"):
        transcript("T", "en", [cue(0, "text", "A."), cue(0, "text", "B.")], [(0.0, 1.0)], [Chapter("C", 0, 1)])


def test_passages_in_another_language_keep_it() -> None:
    result = transcript("T", "fr", [cue(0, "text", "Bonjour."), cue(0, "text", "Hello.", 1, language="en")],
                        [(0.0, 1.0), (1.5, 2.0)], [Chapter("C", 0.0, 2.0)])
    assert [p.language for p in result.chapters[0].paragraphs] == [None, "en"]


def test_captions_are_marked_by_kind_and_split_in_time() -> None:
    result = captions(small())
    assert [c.identifier for c in result] == [
        "intro-1", "intro-2", "text-3", "text-4.1", "text-4.2", "announcement-5", "text-6", "outro-7"]
    first, second = result[3], result[4]
    assert first.start == 6.25 and second.end == 16.75 and first.end == second.start
    assert [c.chapter for c in result] == [0, 0, 0, 0, 0, 1, 1, 1]


# ---------------------------------------------------------------- formats


def test_vtt_is_valid_webvtt() -> None:
    text = to_vtt(small())
    assert text.startswith("WEBVTT\n\n")
    parsed = webvtt.from_string(text)
    assert len(parsed.captions) == 8
    starts = [seconds(c.start) for c in parsed.captions]
    assert starts == sorted(starts)
    assert all(seconds(c.end) > seconds(c.start) for c in parsed.captions)
    assert parsed.captions[0].start == "00:00:00.012" and parsed.captions[-1].end == "00:00:25.500"
    assert all(len(line) <= 65 for c in parsed.captions for line in c.text.splitlines())
    assert [c.voice for c in parsed.captions] == ["Narrator"] * 8  # every cue in the narrator's voice span
    assert all(c.raw_text.startswith("<v Narrator>") and c.raw_text.count("<") == 1 for c in parsed.captions)
    assert re.findall(r"^NOTE .*$", text, re.M) == ["NOTE Chapter 1: Leaving", "NOTE Chapter 2: The trauma bond"]


def test_vtt_names_chapters_in_the_transcripts_language() -> None:
    german = dataclasses.replace(small(), chapter_note="Kapitel %(number)s: %(title)s")
    assert re.findall(r"^NOTE .*$", to_vtt(german), re.M) == [
        "NOTE Kapitel 1: Leaving", "NOTE Kapitel 2: The trauma bond"]


def test_srt_is_numbered_from_one() -> None:
    parsed = list(srt.parse(to_srt(small())))
    assert [s.index for s in parsed] == list(range(1, 9))
    assert parsed[0].start.total_seconds() == 0.012
    assert "00:00:06,250 --> 00:00:" in to_srt(small())


def test_srt_colons_cannot_be_read_as_speaker_labels() -> None:
    text = to_srt(small())
    assert "Episode 1:\u00a0Leaving." in text
    assert ": " not in text


def test_json_transcript_is_podcasting_2_0() -> None:
    document = json.loads(to_json(small()))
    assert document["version"] == "1.0.0"
    assert document["segments"][0] == {"speaker": "Narrator", "startTime": 0.012, "endTime": 1.2,
                                       "body": "Walking Away."}
    assert len(document["segments"]) == 7
    assert {s["speaker"] for s in document["segments"]} == {"Narrator"}
    assert all(s["endTime"] > s["startTime"] for s in document["segments"])


def hostile() -> Transcript:
    return transcript("T", "en", [cue(0, "text", HOSTILE)], [(0.0, 4.0)], [Chapter(HOSTILE, 0.0, 4.0)])


def test_vtt_escapes_markup_and_arrows() -> None:
    text = to_vtt(hostile())
    body = text.split("\n", 1)[1].replace("<v Narrator>", "")
    assert "<" not in body and "-->" not in body.replace(" --> 00:", "")
    parsed = webvtt.from_string(text)
    assert html.unescape(" ".join(c.text.replace("\n", " ") for c in parsed.captions)) == HOSTILE


def test_srt_escapes_markup_and_arrows() -> None:
    text = to_srt(hostile())
    content = [s.content for s in srt.parse(text)]
    assert len(content) == 1
    assert "<" not in text and text.count("-->") == 1
    assert html.unescape(content[0].replace("\n", " ")) == HOSTILE


def test_the_speakers_name_is_escaped_as_an_annotation_or_left_out() -> None:
    named = dataclasses.replace(small(), speaker="Fish & <Chips> \x00\nNarr")
    text = to_vtt(named)
    assert text.count("<v Fish &amp; &lt;Chips&gt; Narr>") == 8
    assert [c.voice for c in webvtt.from_string(text).captions] == ["Fish &amp; &lt;Chips&gt; Narr"] * 8
    assert json.loads(to_json(named))["segments"][0]["speaker"] == "Fish & <Chips> Narr"
    assert "<" not in to_json(named)
    nobody = dataclasses.replace(small(), speaker=None)
    assert "<v" not in to_vtt(nobody) and "speaker" not in to_json(nobody)
    assert to_vtt(dataclasses.replace(small(), speaker="Erzähler")).count("<v Erzähler>") == 8


def test_srt_lines_can_be_32_characters_as_the_namespace_recommends() -> None:
    narrow = list(srt.parse(to_srt(small(), width=32)))
    assert all(len(s.content.split("\n")) <= 2 for s in narrow)
    assert all(len(line) <= 32 for s in narrow for line in s.content.split("\n"))
    assert len(narrow) > len(list(srt.parse(to_srt(small()))))
    words = " ".join(s.content.replace("\n", " ").replace("\u00a0", " ") for s in narrow).split()
    assert words == " ".join(sentence.text for sentence in small().sentences).split()
    assert [s.index for s in narrow] == list(range(1, len(narrow) + 1))
    assert narrow[0].start.total_seconds() == 0.012 and narrow[-1].end.total_seconds() == 25.5
    assert to_srt(small()) == to_srt(small(), width=65)


def test_json_escapes_markup_and_reads_back_unchanged() -> None:
    text = to_json(hostile())
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text)["segments"][0]["body"] == HOSTILE


def test_control_characters_and_line_breaks_never_reach_a_transcript() -> None:
    result = transcript("T", "en", [cue(0, "text", "One\x00 two\x1b\nthree\u2028four\x85.")], [(0.0, 1.0)],
                        [Chapter("C", 0.0, 1.0)])
    assert result.sentences[0].text == "One two three four ."
    assert "\x00" not in to_vtt(result) + to_srt(result) + to_json(result)


def german_narrator() -> gettext.GNUTranslations:
    catalog = Catalog(locale="de")
    catalog.add("Narrator", "Erzähler")
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def test_the_transcripts_output_names_the_narrator_in_the_language_and_narrows_srt(tmp_path: Path) -> None:
    from audioguide.check import captions as rules
    from audioguide.check.report import Report
    from audioguide.publish.episode_files import TranscriptOutput
    from audioguide.publish.release import EpisodeRelease, LanguageRelease

    planned = SimpleNamespace(script=SimpleNamespace(slug="01-leaving"))
    episode = EpisodeRelease(planned, None, (), small())  # type: ignore[arg-type]
    release = LanguageRelease(
        SimpleNamespace(srt_line_width=32), SimpleNamespace(translations=german_narrator()),  # type: ignore[arg-type]
        tmp_path, "https://example.org/de/", None, "", [episode],  # type: ignore[arg-type]
    )
    TranscriptOutput().publish(release)
    suffixes = (".vtt", ".srt", ".transcript.json", ".transcript.html", ".txt")
    assert [(f.name, f.role) for f in episode.files] == [(f"01-leaving{suffix}", "transcript") for suffix in suffixes]
    vtt = (tmp_path / "01-leaving.vtt").read_text(encoding="utf-8")
    assert {c.voice for c in webvtt.from_string(vtt).captions} == {"Erzähler"}
    document = json.loads((tmp_path / "01-leaving.transcript.json").read_text(encoding="utf-8"))
    assert {s["speaker"] for s in document["segments"]} == {"Erzähler"}
    subtitles = (tmp_path / "01-leaving.srt").read_text(encoding="utf-8")
    assert subtitles == to_srt(small(), width=32)
    report = Report(tmp_path)
    rules.check_vtt(vtt, tmp_path / "01-leaving.vtt", report)
    rules.check_srt(subtitles, tmp_path / "01-leaving.srt", report)
    rules.check_json(json.dumps(document), tmp_path / "01-leaving.transcript.json", report)
    assert report.findings == []
    assert episode.transcript.speaker == "Narrator"  # the release's transcript is left as it was


# ---------------------------------------------------------------- golden files


@pytest.mark.parametrize(("name", "write"), [
    ("transcript.vtt", to_vtt), ("transcript.srt", to_srt), ("transcript.json", to_json), ("transcript.txt", to_text),
])
def test_golden_transcripts(name: str, write: object) -> None:
    text = write(small())  # type: ignore[operator]
    if UPDATE:
        (GOLDEN / name).write_text(text, encoding="utf-8")
    assert text == (GOLDEN / name).read_text(encoding="utf-8")


# ---------------------------------------------------------------- the built sample


def speech_onsets(mp3: Path, ffmpeg_exe: str) -> list[float]:
    """Where sound resumes after each silence of 0.25 s or more, found by ffmpeg in the decoded MP3."""
    result = subprocess.run(
        [ffmpeg_exe, "-hide_banner", "-nostats", "-i", str(mp3), "-af", "silencedetect=noise=-45dB:d=0.25",
         "-f", "null", "-"],
        capture_output=True, text=True, check=True,
    )
    return [float(t) for t in re.findall(r"silence_end: ([\d.]+)", result.stderr)]


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_sentence_starts_within_50_ms_of_its_speech(built_sample: Path, ffmpeg_exe: str, language: str) -> None:
    for mp3 in sorted((built_sample / language).glob("*.mp3")):
        onsets = speech_onsets(mp3, ffmpeg_exe)
        segments = json.loads(mp3.with_name(mp3.stem + ".transcript.json").read_text())["segments"]
        assert 0 <= segments[0]["startTime"] < 0.05  # the episode opens with speech
        misses = [
            (s["startTime"], s["body"]) for s in segments[1:]
            if min(abs(onset - s["startTime"]) for onset in onsets) > 0.05
        ]
        assert misses == []
        # Every pause between sentences is one the detector found: the captions match the audio.
        assert len(onsets) >= len(segments) - 1


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
def test_built_captions_are_valid_and_agree_with_the_json(built_sample: Path, language: str) -> None:
    for vtt in sorted((built_sample / language).glob("*.vtt")):
        captions = webvtt.read(str(vtt)).captions
        starts = [seconds(c.start) for c in captions]
        assert starts == sorted(starts) and all(seconds(c.end) > seconds(c.start) for c in captions)
        assert all(len(line) <= 65 or " " not in line for c in captions for line in c.text.splitlines())
        segments = json.loads(vtt.with_name(vtt.stem + ".transcript.json").read_text())["segments"]
        voices = {c.voice for c in captions} | {s["speaker"] for s in segments}
        assert len(voices) == 1 and (language != "en" or voices == {"Narrator"})  # one narrator, in the language
        first_pieces = [c for c in captions if "." not in c.identifier.split("-")[-1] or c.identifier.endswith(".1")]
        assert [c.start for c in first_pieces] == [timestamp(s["startTime"]) for s in segments]
        subtitles = list(srt.parse(vtt.with_suffix(".srt").read_text(encoding="utf-8")))
        assert [timestamp(s.start.total_seconds()) for s in subtitles] == [c.start for c in captions]
        assert [timestamp(s.end.total_seconds()) for s in subtitles] == [c.end for c in captions]
        assert captions[0].identifier == "intro-1" and captions[-1].identifier.startswith("outro-")


LEXICON_SPELLINGS = {"es": ["gaslaiting", "júvering"], "de": ["Huwering"]}


@pytest.mark.parametrize("language", ["es", "de"])
def test_pronunciation_respellings_never_reach_a_transcript(built_sample: Path, language: str) -> None:
    files = [p for p in (built_sample / language).iterdir() if p.suffix in {".vtt", ".srt", ".json", ".html", ".txt"}]
    assert len(files) == 2 * 5 + 2 + 1  # five transcripts and chapters per episode, the page
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not any(spelling.lower() in text.lower() for spelling in LEXICON_SPELLINGS[language]), path
    words = {"es": "gaslighting", "de": "Hoovering"}
    assert words[language] in (built_sample / language / "index.html").read_text(encoding="utf-8")


def german_with_an_english_quote() -> Transcript:
    return transcript("T", "de", [
        cue(0, "text", "Die Lizenz gilt bis heute."),
        cue(0, "text", "A standardized license makes it easier to share.", language="en"),
        cue(0, "text", "In 1998, the license was published.", 1, language="en"),
    ], [(0.0, 1.0), (1.5, 3.0), (3.5, 5.0)], [Chapter("C", 0.0, 5.0)])


def test_a_sentence_in_another_language_is_marked_in_every_timed_format() -> None:
    result = german_with_an_english_quote()
    assert [p.language for p in result.chapters[0].paragraphs] == [None, "en"]  # all its sentences, or none
    vtt = to_vtt(result)
    assert "<v Narrator>Die Lizenz gilt bis heute.\n" in vtt
    assert "<v Narrator><lang en>A standardized license makes it easier to share.</lang>\n" in vtt
    assert [caption.text for caption in webvtt.from_string(vtt)][1] == \
        "A standardized license makes it easier to share."
    segments = json.loads(to_json(result))["segments"]
    assert [segment.get("language") for segment in segments] == [None, "en", "en"]
