"""Property tests: any text through the readers, the script renderer and the transcript writers.

Any document either reads into sections of real text or fails with one
AudioguideError; whatever it holds, the transcripts stay valid (WebVTT and SRT
parse, JSON reads back the same text). The default run tries about a thousand
examples; ``HYPOTHESIS_PROFILE=long`` (scripts/fuzz.sh) tries many more.
"""

from __future__ import annotations

import gettext
import html
import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path

import feedparser
import pytest
import srt
import webvtt
import yaml
from bs4 import BeautifulSoup
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from lxml import etree

from audioguide.audio.tags import Chapter
from audioguide.builder import build
from audioguide.check import check_output
from audioguide.common.errors import AudioguideError
from audioguide.config import PauseConfig
from audioguide.publish.transcript import to_json, to_srt, to_vtt, transcript
from audioguide.text.documents import Document, read_document
from audioguide.text.prepare import CUE_CHARS, cues_for
from audioguide.text.script import GuideInfo, ScriptRenderer
from tests.conftest import make_tiny_guide

settings.register_profile("default", max_examples=400, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture])
settings.register_profile("long", max_examples=50_000, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
LONG = os.environ.get("HYPOTHESIS_PROFILE", "default") != "default"

# Text that stresses every layer: markup, XML and caption syntax, bidi marks, NUL and control characters.
NASTY = ["<script>alert(1)</script>", "]]>", "-->", "&amp;", "\"", "'", "\u202e", "\u200f", "\x00", "\x1b",
         "\r\n", "\n\n", "# ", "## ", "---\n", "===\n", "* ", "> ", "```\n", "<!-- ", "[a](b)", "![x](y)",
         "Chapter 1", "1.", "e.g.", "…", "—", "🎧", "日本語", "Ελληνικά", "\t", "\ufeff",
         # Deeper than markdown-it's own nesting limit, text hidden by inline HTML, run-on sentences.
         "> " * 25, "<style>", "</template>", "<noscript>", "</script>", "and so on, " * 45, "x" * 450,
         # What publishers write: HTML blocks, template tags, footnotes, inline code, entities.
         '<aside markdown="1">\n', "<details><summary>", "</div>\n", "<nav>", "<table><tr><td>", "{{ ", "}}",
         "{% ", " %}", "{{< ", " >}}", "{{% /", "{% highlight %}", "{% endraw %}", "{: .notice}", "[^1]",
         "\n[^1]: ", "^[", "`**`", "`", "&oacute;", "+++\n", "he/she", "2001-2006", "a@b.org", "e.g.,"]
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


@pytest.mark.slow
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


@pytest.mark.slow
@given(body=text)
@settings(max_examples=10_000 if LONG else 200)
def test_any_document_gives_valid_transcripts(tmp_path: Path, body: str) -> None:
    if any(0xD800 <= ord(c) <= 0xDFFF for c in body):
        return
    document = read(tmp_path, ".md", "# Title <b>\n\n" + body)
    if document is None:
        return
    script = RENDERER.episode(document, number=1, title=document.title, language="en",
                              published=datetime(2026, 1, 1, tzinfo=timezone.utc), next_title="Next ]]>")
    cues = cues_for(script, PauseConfig())
    assert all(0 < len(cue.text) <= CUE_CHARS for cue in cues)
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


# --- whole builds ------------------------------------------------------------------------------

# In the config: the nasty strings a YAML file can hold (control characters are refused there).
field = st.lists(
    st.one_of(st.sampled_from([n for n in NASTY if n.isprintable() and n.strip()]),
              st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=12)),
    min_size=1, max_size=6,
).map("".join)
# In a document: everything but NUL, which marks a binary file.
document_text = text.map(lambda body: body.replace("\x00", ""))


@pytest.fixture(scope="module")
def plain_tags(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The HTML elements a build of plain text makes: nothing else may appear, whatever the text."""
    guide = make_tiny_guide(tmp_path_factory.mktemp("plain") / "guide")
    (guide / "content" / "a.md").write_text("# First\n\nSome text.\n\n## Part\n\nMore text.\n")
    build(guide / "audioguide.yml")
    return {tag.name for page in (guide / "output").rglob("*.html") for tag in parse_html(page).find_all(True)}


@pytest.fixture(scope="module")
def cue_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Shared by the examples: the intros and outros are spoken once."""
    return tmp_path_factory.mktemp("cues")


def parse_html(page: Path) -> BeautifulSoup:
    return BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")


def tiny_guide(folder: Path, fields: dict[str, str], first: str, second: str, cue_cache: Path) -> Path:
    guide = make_tiny_guide(folder)
    config = yaml.safe_load((guide / "audioguide.yml").read_text(encoding="utf-8"))
    config.update(fields, cue_cache=str(cue_cache))
    (guide / "audioguide.yml").write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")
    (guide / "content" / "a.md").write_text(first, encoding="utf-8")
    (guide / "content" / "b.txt").write_text(second, encoding="utf-8")
    config_text = (guide / "audioguide.yml").read_text(encoding="utf-8")
    (guide / "audioguide.yml").write_text(config_text.replace("content/b.md", "content/b.txt"), encoding="utf-8")
    return guide


def assert_well_formed(output: Path, allowed_tags: set[str]) -> None:
    """Feeds parse as XML and as podcasts, pages hold only our elements, transcripts parse, check passes."""
    for feed in output.glob("*/feed.xml"):
        etree.parse(str(feed))
        assert not feedparser.parse(feed.read_bytes()).bozo
    for page in output.rglob("*.html"):
        for tag in parse_html(page).find_all(True):
            assert tag.name in allowed_tags, f"{page.name}: injected <{tag.name}>"
            assert not [name for name in tag.attrs if name.lower().startswith("on")], f"{page.name}: {tag}"
            if tag.name == "script":
                assert str(tag.get("src", "")).endswith("player.js") and not tag.string, f"{page.name}: {tag}"
    for path in output.rglob("*.vtt"):
        webvtt.read(str(path))
    for path in output.rglob("*.srt"):
        assert list(srt.parse(path.read_text(encoding="utf-8")))
    for path in output.rglob("*.json"):
        json.loads(path.read_text(encoding="utf-8"))
    assert [str(f) for f in check_output(output).findings if f.severity == "error"] == []


@given(
    fields=st.fixed_dictionaries({"title": field, "description": field, "author": field, "content_note": field}),
    title=field, heading=field, body=document_text, plain=document_text,
)
@pytest.mark.slow
@settings(max_examples=300 if LONG else 6)
def test_any_text_through_a_whole_build(
    plain_tags: set[str], cue_cache: Path, fields: dict[str, str], title: str, heading: str, body: str,
    plain: str,
) -> None:
    """Markdown and plain text, config fields too: a valid podcast out, or one clear refusal."""
    first = f"# {title}\n\nA first paragraph. {body}\n\n## {heading}\n\nThe end {body}.\n"
    second = f"Second\n\n{plain} and some words.\n"
    with tempfile.TemporaryDirectory() as folder:
        guide = tiny_guide(Path(folder) / "guide", fields, first, second, cue_cache)
        try:
            build(guide / "audioguide.yml")
        except AudioguideError as error:
            assert str(error).strip() and "Traceback" not in str(error)
            event(f"refused: {str(error).split(':')[0]}")
            return
        event("built")
        assert_well_formed(guide / "output", plain_tags)
