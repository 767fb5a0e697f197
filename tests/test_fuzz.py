"""Property tests: any text through the readers, the script renderer and the transcript writers.

Any document either reads into sections of real text or fails with one
AudioguideError; whatever it holds, the transcripts stay valid (WebVTT and SRT
parse, JSON reads back the same text). The default run tries a few thousand
examples; ``HYPOTHESIS_PROFILE=long`` (scripts/fuzz.sh) tries many more.
"""

from __future__ import annotations

import gettext
import html
import json
import os
from datetime import datetime, timezone
from pathlib import Path

import srt
import webvtt
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audioguide.config import PauseConfig
from audioguide.documents import Document, read_document
from audioguide.errors import AudioguideError
from audioguide.prepare import cues_for
from audioguide.script import GuideInfo, ScriptRenderer
from audioguide.tags import Chapter
from audioguide.transcripts import to_json, to_srt, to_vtt, transcript

settings.register_profile("default", max_examples=1500, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture])
settings.register_profile("long", max_examples=50_000, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# Text that stresses every layer: markup, XML and caption syntax, bidi marks, NUL and control characters.
NASTY = ["<script>alert(1)</script>", "]]>", "-->", "&amp;", "\"", "'", "\u202e", "\u200f", "\x00", "\x1b",
         "\r\n", "\n\n", "# ", "## ", "---\n", "===\n", "* ", "> ", "```\n", "<!-- ", "[a](b)", "![x](y)",
         "Chapter 1", "1.", "e.g.", "…", "—", "🎧", "日本語", "Ελληνικά", "\t", "\ufeff"]
text = st.lists(st.one_of(st.sampled_from(NASTY), st.text(max_size=40)), max_size=30).map("".join)


def read(folder: Path, suffix: str, body: str) -> Document | None:
    path = folder / f"doc{suffix}"
    path.write_text(body, encoding="utf-8", errors="surrogatepass")
    try:
        return read_document(path, path.name, part_words=60, drop_patterns=["(?i)like and subscribe"])
    except AudioguideError as error:
        assert str(error).startswith(path.name) and "\n" not in str(error).strip()
        return None


def check_document(document: Document) -> None:
    assert document.title.strip() and document.sections
    for section in document.sections:
        assert section.paragraphs
        for paragraph in section.paragraphs:
            assert paragraph.text.strip() and "\x00" not in paragraph.text
            assert paragraph.line >= 1


@given(body=text, suffix=st.sampled_from([".txt", ".md"]))
def test_any_text_reads_into_sections_or_one_clear_error(tmp_path: Path, body: str, suffix: str) -> None:
    if any(0xD800 <= ord(c) <= 0xDFFF for c in body):
        return  # not encodable as UTF-8: no file can hold it
    document = read(tmp_path, suffix, body)
    if document is not None:
        check_document(document)


@given(data=st.binary(max_size=400))
def test_any_bytes_read_or_fail_cleanly(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "doc.txt"
    path.write_bytes(data)
    try:
        check_document(read_document(path, "doc.txt", part_words=60))
    except AudioguideError as error:
        assert str(error).startswith("doc.txt")


RENDERER = ScriptRenderer(GuideInfo("Guide <&> ]]>", "Author", "Note -->"), gettext.NullTranslations())


@given(body=text)
@settings(max_examples=500 if os.environ.get("HYPOTHESIS_PROFILE", "default") == "default" else 10_000)
def test_any_document_gives_valid_transcripts(tmp_path: Path, body: str) -> None:
    if any(0xD800 <= ord(c) <= 0xDFFF for c in body):
        return
    document = read(tmp_path, ".md", "# Title <b>\n\n" + body)
    if document is None:
        return
    script = RENDERER.episode(document, number=1, title=document.title, language="en",
                              published=datetime(2026, 1, 1, tzinfo=timezone.utc), next_title="Next ]]>")
    cues = cues_for(script, PauseConfig())
    spans = [(i * 2.0 + 0.01, i * 2.0 + 1.5) for i in range(len(cues))]
    chapters = [Chapter(c.title, i * 1.0, i * 1.0 + 1) for i, c in enumerate(script.chapters)]
    result = transcript(script.title, "en", cues, spans, chapters)
    vtt = to_vtt(result)
    parsed = webvtt.from_string(vtt)
    shown = [html.unescape(" ".join(c.text.split())) for c in parsed.captions]
    assert " ".join(shown).split() == " ".join(s.text for s in result.sentences).split()
    assert all("-->" not in line for c in parsed.captions for line in c.lines)
    subtitles = list(srt.parse(to_srt(result)))
    assert [s.index for s in subtitles] == list(range(1, len(subtitles) + 1))
    assert [s["body"] for s in json.loads(to_json(result))["segments"]] == [s.text for s in result.sentences]
