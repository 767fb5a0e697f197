"""Inline code read as written: slashes, brackets, numbers, hexadecimal literals and backslash escapes."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from audioguide.config import PauseConfig
from audioguide.text.code import code_ranges, ranges_in, read_code, speak_code
from audioguide.text.prepare import cues_for, for_speech
from audioguide.text.script import EpisodeScript, ScriptChapter, ScriptParagraph
from tests.conftest import run_cli


@pytest.mark.parametrize(("language", "code", "expected"), [
    ("en", "go/bin", "go slash bin"),
    ("fr", "go/bin", "go barre oblique bin"),
    ("de", "go/bin", "go Schrägstrich bin"),
    ("es", "go/bin", "go barra bin"),
    ("en", "/usr/local/bin", "slash usr slash local slash bin"),
    ("en", "./../mySlug", "dot slash dot dot slash mySlug"),
    ("en", "docs/", "docs slash"),
    ("en", "node.kubernetes.io/not-ready", "node.kubernetes.io/not-ready"),
    ("es", "CTRL/CMD+Shift+P", "CTRL/CMD+Shift+P"),
    ("en", "gh:org/repo[@branch][:path]", "gh:org slash repo, @branch, :path"),
    ("en", "cpu[001-100]", "cpu, zero zero one to 100"),
    ("de", "cpu[001-100]", "cpu, null null eins bis 100"),
    ("en", "{1..4}", "{1 to 4}"),
    ("en", "0x0A", "hex zero A"),
    ("fr", "0x1f", "hexa un F"),
    ("en", "\\n", "backslash n"),
    ("en", "\\xn[n]", "backslash x n, n"),
    ("en", "\\\\n", "backslash backslash n"),
    ("de", "\\t", "Backslash t"),
    ("en", "C:\\Users", "C:\\Users"),
    ("en", "https://example.org/a/b", "https://example.org/a/b"),
    ("en", "kube-scheduler", "kube-scheduler"),
    ("en", "a / b", "a / b"),
])
def test_code_is_read_as_written(language: str, code: str, expected: str) -> None:
    assert speak_code(code, language) == expected


@pytest.mark.parametrize(("language", "sentence", "code", "expected"), [
    ("fr", "Ajoutez le répertoire go/bin à votre PATH.", [(22, 28)],
     "Ajoutez le répertoire go barre oblique bin à votre PATH."),
    ("en", "Add the range (e.g. cpu[001-100]) to it.", [(20, 32)],
     "Add the range (for example cpu, zero zero one to one hundred) to it."),
    ("de", "Die Noderange (z.B. cpu[001-100]) ergänzen.", [(20, 32)],
     "Die Noderange (zum Beispiel cpu, null null eins bis einhundert) ergänzen."),
    ("en", "A newline (ASCII 0x0A) ends it.", [(17, 21)], "A newline (ASCII hex zero A) ends it."),
    ("en", "Use \\n for a newline.", [(4, 6)], "Use backslash n for a newline."),
    ("en", "The gradle/aggregation folder, he/she and/or in/out at 5 km/h.", [],
     "The gradle or aggregation folder, he or she and or in or out at five kilometers per hour."),
])
def test_code_in_a_sentence_is_read_as_written_and_the_prose_as_prose(
        language: str, sentence: str, code: list[tuple[int, int]], expected: str) -> None:
    assert for_speech(sentence, language, code=code) == expected


def test_code_is_read_where_it_is_and_nowhere_else() -> None:
    assert read_code("a/b or `a/b`", [(8, 11)], "en") == "a/b or `a slash b`"


def test_code_is_found_where_it_was_marked_else_by_its_words() -> None:
    text = "Note 1: run go/bin or go/bin"
    assert code_ranges(text, [(22, 28, "go/bin")]) == [(22, 28)]
    assert code_ranges(text, [(4, 10, "go/bin"), (0, 0, "go/bin"), (0, 0, "gone")]) == [(12, 18), (22, 28)]


def test_ranges_are_cut_to_a_piece() -> None:
    assert ranges_in([(2, 6), (10, 14), (20, 22)], 4, 12) == [(0, 2), (6, 8)]


PAGE = """# Go

Ajoutez le répertoire `go/bin` à votre PATH : `echo $PATH | grep go/bin`.

Par exemple `cpu[001-100]`, `0x0A` et `\\n`, pour lui/elle et/ou.

| Code | Sens |
|---|---|
| `\\xn[n]` | un caractère (`0x0A`) |
"""

CONFIG = """title: "Go"
description: "Go"
author: "T"
owner: {name: "T", email: "t@example.org"}
base_url: "https://example.org/go/"
source_language: fr
languages:
  - code: fr
documents:
  - path: page.md
    published: 2026-01-01T08:00:00Z
"""


def test_a_page_s_inline_code_is_read_as_written_in_its_speech(tmp_path: Path) -> None:
    (tmp_path / "page.md").write_text(PAGE, encoding="utf-8")
    (tmp_path / "audioguide.yml").write_text(CONFIG, encoding="utf-8")
    result = run_cli("script", "--speech", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [line for line in result.stdout.splitlines() if line.startswith("[page.md")] == [
        "[page.md:3] Ajoutez le répertoire go barre oblique bin à votre PATH : echo $PATH barre verticale grep go"
        " barre oblique bin.",
        "[page.md:5] Par exemple cpu, zéro zéro un à cent, hexa zéro A et barre oblique inversée n, pour lui ou elle"
        " et ou.",
        "[page.md:9] barre oblique inversée x n, n: un caractère (hexa zéro A)",
    ]


def test_a_translation_s_code_is_found_by_its_words_and_each_sentence_reads_its_own() -> None:
    # the code's places in the source, "Add go/bin to PATH. Then write 0x0A.": not where the translation has it
    translated = "Ajoutez go/bin au PATH. Puis écrivez 0x0A, pas lui/elle."
    paragraph = ScriptParagraph("text", translated, "page.md:3", code=((4, 10, "go/bin"), (31, 35, "0x0A")))
    episode = EpisodeScript(number=1, slug="01-x", title="X", document_id="x", language="fr",
                            published=datetime(2026, 1, 1, tzinfo=timezone.utc),
                            chapters=(ScriptChapter("X", (paragraph,)),))
    assert [cue.speech for cue in cues_for(episode, PauseConfig())] == [
        "Ajoutez go barre oblique bin au PATH.", "Puis écrivez hexa zéro A, pas lui ou elle."]
