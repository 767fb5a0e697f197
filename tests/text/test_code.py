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
    ("en", "gh:org/repo[@branch][:path]", "gh:org slash repo optionally @branch optionally :path"),
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
    # rt39al: signs, arrows, ellipses, empty brackets, numbers in identifiers
    ("en", "cat A B > C", "cat A B greater than C"),
    ("fr", "cat A B > C", "cat A B supérieur à C"),
    ("es", "a < b", "a menor que b"),
    ("de", "cat A B > C", "cat A B größer als C"),
    ("en", "MP.Settings -> table", "MP.Settings arrow table"),
    ("fr", "x => x", "x flèche x"),
    ("es", "f() -> int", "f() flecha int"),
    ("de", "ptr->next", "ptr Pfeil next"),
    ("en", "<id>", "<id>"),
    ("en", "2>&1", "2>&1"),
    ("en", "f(a, ...)", "f(a, dot dot dot)"),
    ("fr", "f(a, …)", "f(a, point point point)"),
    ("en", "{1..4}", "{1 to 4}"),
    ("en", "[]", "[]"),
    ('en', '"A"/"B"', '"A" slash "B"'),
    ("en", "3173a2e-6az0-4542-a3p0-ddqq5ff95558", "3173a2e-6az0-four five four two-a3p0-ddqq5ff95558"),
    ("en", "10.5281/zenodo.21283231",
     "one zero dot five two eight one slash zenodo dot two one two eight three two three one"),
    ("en", "edumips64-1.4.1-5-gabc1234.jar", "edumips64-1.4.1-5-gabc1234.jar"),
    ("en", "1110000001", "one one one zero zero zero zero zero zero one"),
    ("en", '{"location": 1132}', '{"location": one thousand, one hundred and thirty-two}'),
    ("de", "size=2024", "size=zweitausendvierundzwanzig"),
    ("en", "2022-10-04T14:48:00.000Z", "2022-10-04, 14:48 UTC"),
    ("en", "2022-10-04T14:48:17", "2022-10-04, 14:48:17"),
    ("en", "python3.10", "python3.10"),
    ("en", "v1.2.3", "v1.2.3"),
    # mf38: decimal seconds after a comma, as ISO 8601 allows (must not change: after a full stop)
    ("en", "2022-10-04T14:48:00,5Z", "2022-10-04, 14:48 UTC"),
    ("en", "2022-10-04T14:48:17,25", "2022-10-04, 14:48:17"),
    ("en", "2022-10-04T14:48:17.25", "2022-10-04, 14:48:17"),
    # rt39am (0xERR0R/blocky docs/configuration.md): a duration, a time of day, IPv6 addresses group by group
    # (must not fire: a word ending in a digit and a letter, a port)
    ("en", "30s", "30 seconds"),
    ("en", "1h", "1 hour"),
    ("de", "100ms", "100 Millisekunden"),
    ("en", "22:00", "22:00"),
    ("en", "::1", "colon colon one"),
    ("en", "fe80::/10", "F E eight zero colon colon slash 10"),
    ("en", "h2s", "h2s"),
    ("en", ":53", ":53"),
    # rt39am: optional parts of a syntax in brackets (must not fire: an index, a list after "=", a TOML table)
    ("en", "cmd [--flag] [<file>]", "cmd optionally --flag optionally <file>"),
    ("en", "[net:]host:[port][/path][#commonName]",
     "optionally net: host: optionally port optionally slash path optionally #commonName"),
    ("de", "docker run [OPTIONS] IMAGE", "docker run optional OPTIONS IMAGE"),
    ("en", "matrix[i][j]", "matrix, i, j"),
    ("en", "arr[-1]", "arr, -1"),
    ("en", "s[1:] + s[:3]", "s, 1: + s, :3"),
    ("en", "x = [a]", "x = [a]"),
    ("en", "[server]", "[server]"),
    # rt39am: a date and time with its offset, for the prose's rules; a key marked up in code (never other tags)
    ("en", "2024-05-01T10:00:00+02:00", "2024-05-01, 10:00 UTC+02:00"),
    ("en", "<kbd>Shift</kbd>+<kbd>P</kbd>", "Shift+P"),
    ("en", "<b>", "<b>"),
    # rt39an (FreshRSS/FreshRSS docs/en/users/06_Mobile_access.md, chrismaltby/gb-studio-docs docs/assets/sprites.md):
    # a URL's escape, a printf format and a colour as written, never degrees, francs, thirties or a number
    # (must not fire: an issue's number, a directive, a percentage after its number)
    ("en", "%2F", "percent two F"),
    ("fr", "%2F", "pour cent deux F"),
    ("en", "%20", "percent two zero"),
    ("en", "a%20b", "a percent two zero b"),
    ("en", "%30s", "percent thirty S"),
    ("de", "%10.0g", "Prozent zehn Punkt null G"),
    ("en", "%-10s", "percent minus ten S"),
    ("es", "%02d", "por ciento cero dos D"),
    ("en", "%lu", "percent L U"),
    ("en", "#306850", "hex three zero six eight five zero"),
    ("de", "#65ff00", "hex sechs fünf F F null null"),
    ("en", "#fff", "hex F F F"),
    ("en", "#define", "#define"),
    ("en", "#add", "#add"),
    ("en", "25%", "25%"),
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
    ("en", "Run cat A B > C and MP.Settings -> table.", [(4, 15), (20, 40)],
     "Run cat A B greater than C and MP.Settings arrow table."),
    ("es", "Ejecute cat A > B.", [(8, 17)], "Ejecute cat A mayor que B."),
    ("en", "Call f(a, ...) with any arguments.", [(5, 14)], "Call f(a, dot dot dot) with any arguments."),
    ("en", 'Defaults to "[]".', [(12, 16)], "Defaults to square brackets."),
    ("en", 'A key such as 3173a2e-6az0-4542-a3p0-ddqq5ff95558.', [(14, 49)],
     "A key such as 3173a2e-6az0-four five four two-a3p0-ddqq5ff95558."),
    ("en", "Bits 1110000001 and {location: 1132, size: 1132}.", [(5, 15), (20, 48)],
     "Bits one one one zero zero zero zero zero zero one and {location: one thousand, one hundred and thirty-two,"
     " size: one thousand, one hundred and thirty-two}."),
    ("es", "Dada como 2022-10-04T14:48:00.000Z en ISO.", [(10, 34)],
     "Dada como cuatro de octubre de dos mil veintidós, catorce y cuarenta y ocho UTC en ISO."),
    ("fr", "Renommer plugins/UiPassword.", [(9, 27)], "Renommer plugins barre oblique UiPassword."),
    ("en", "Look for an \"Activer UPnP\"/\"Enable UPnP support\" option, [Right click] > Send to > Desktop.", [],
     "Look for an Activer UPnP or Enable UPnP support option, [Right click], then Send to, then Desktop."),
    ("en", "If x > y, and a[0] > B, then stop.", [], "If x greater than y, and a[zero] greater than B, then stop."),
    ("en", "The gradle/aggregation folder, he/she and/or in/out at 5 km/h.", [],
     "The gradle or aggregation folder, he or she and or in or out at five kilometers per hour."),
    # rt39al: code opening with "!" after a comma keeps the comma; placeholders written against each other are said
    # apart (must not fire: a generic's parameter, a comparison)
    ("en", "For example, !/proc would be placed in the root node, !/home is not.", [(13, 19), (54, 60)],
     "For example, exclamation mark slash proc would be placed in the root node, exclamation mark slash home is"
     " not."),
    ("en", "Use <id><TAB><filename>.rst<TAB><human title> as the format.", [(4, 45)],
     "Use id, TAB, filename.rst, TAB, human title as the format."),
    ("en", "Call useSetting<K> first, then x != y.", [(5, 18), (31, 37)],
     "Call useSetting<K> first, then x is not equal to y."),
    ("en", "Use <id><TAB><filename>.rst as the format.", [], "Use id, TAB, filename.rst as the format."),
    # rt39am (0xERR0R/blocky docs/configuration.md): durations, times of day and IPv6 lists in code
    ('en', 'The data is set to 30s by default, 2s for upstreams.', [(19, 22), (35, 37)],
     'The data is set to thirty seconds by default, two seconds for upstreams.'),
    ('en', 'If start > end, the schedule is overnight (for example 22:00 to 06:00).', [(3, 14), (55, 60), (64, 69)],
     'If start greater than end, the schedule is overnight (for example ten P M to six A M).'),
    ('en', 'Default: [::ffff:0:0/96, ::1/128, fe80::/10] plus prefixes.', [(9, 44)],
     'Default: [colon colon F F F F colon zero colon zero slash ninety-six, colon colon one slash one hundred and'
     ' twenty-eight, F E eight zero colon colon slash ten] plus prefixes.'),
    # rt39am: a date and time with an offset in code; keys marked up in code; an HTML tutorial's tags kept
    ('en', 'Logged at 2024-05-01T10:00:00+02:00 here.', [(10, 35)],
     "Logged at May first, twenty twenty-four, ten o'clock UTC plus two hours here."),
    ('en', 'Press <kbd>Shift</kbd> to select.', [(6, 22)], 'Press Shift to select.'),
    ('en', 'Run cmd [--flag] [<file>] to start.', [(4, 25)], 'Run cmd optionally --flag optionally file to start.'),
    # rt39an (FreshRSS/FreshRSS docs/{en,fr}/users/06_Mobile_access.md, chrismaltby/gb-studio-docs
    # docs/assets/sprites.md, lindsay-stevens/odk_aggregation_tool docs/user_guide.docx): codes in code and in prose
    # (must not fire: issues' numbers, percentages, a digit colour where no colour is spoken of, a tag, directives,
    # a percentage written before its number, "%age")
    ("en", "Your server does not accept slashes that are escaped %2F, see the next section.", [(53, 56)],
     "Your server does not accept slashes that are escaped percent two F, see the next section."),
    ("fr", "Votre serveur n'accepte pas les slashs qui sont encodés %2F.", [(56, 59)],
     "Votre serveur n'accepte pas les slashs qui sont encodés pour cent deux F."),
    ("en", "Unlike backgrounds, the color #306850 can not be used in sprites.", [(30, 37)],
     "Unlike backgrounds, the color hex three zero six eight five zero can not be used in sprites."),
    ("en", "The color #65ff00 is used to represent a transparent background.", [],
     "The color hex six five F F zero zero is used to represent a transparent background."),
    ("de", "Die Hintergrundfarbe ist #333.", [], "Die Hintergrundfarbe ist hex drei drei drei."),
    ("en", 'Formats: "start" (str26, %26s), "text" (str2045, %30s), and "integer" (int, %10.0g).', [],
     "Formats: start (str26, percent twenty-six S), text (str2045, percent thirty S), and integer (int, percent ten"
     " dot zero G)."),
    ("en", "Open path%2Fto%2Ffile now.", [], "Open path percent two F to percent two F file now."),
    ("en", "Use %d for an integer and %s for a string.", [],
     "Use percent D for an integer and percent S for a string."),
    ("en", "Fixed in #306 and #1234, see #306850.", [],
     "Fixed in number three hundred and six and number one thousand, two hundred and thirty-four, see number three"
     " hundred and six thousand, eight hundred and fifty."),
    ("en", "A 30% discount for 25% of users, the %age of them.", [],
     "A thirty percent discount for twenty-five percent of users, the %age of them."),
    ("en", "Join #add and #bad, then use #define.", [], "Join #add and #bad, then use #define."),
    ("en", "It rose by %20 in Turkey.", [], "It rose by %twenty in Turkey."),
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


SIGNATURES = """# API

Redirect with `cat A B > C`, see `MP.Settings -> table`.

Call `MP.TriggerGlobalEvent(event_name: string, ...) -> table` or `f(a, ...)`; it defaults to `[]`.

Keep `3173a2e-6az0-4542-a3p0-ddqq5ff95558`, `10.5281/zenodo.21283231` and `{"size": 1132}`.
"""


def test_a_page_s_signs_arrows_ellipses_and_identifiers_in_code_are_read_as_written(tmp_path: Path) -> None:
    (tmp_path / "page.md").write_text(SIGNATURES, encoding="utf-8")
    (tmp_path / "audioguide.yml").write_text(CONFIG.replace("fr", "en"), encoding="utf-8")
    result = run_cli("script", "--speech", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [line for line in result.stdout.splitlines() if line.startswith("[page.md")] == [
        "[page.md:3] Redirect with cat A B greater than C, see MP.Settings arrow table.",
        "[page.md:5] Call MP.TriggerGlobalEvent(event_name: string, dot dot dot) arrow table or f(a, dot dot dot);"
        " it defaults to square brackets.",
        "[page.md:7] Keep 3173a2e-6az0-four five four two-a3p0-ddqq5ff95558, one zero dot five two eight one slash"
        " zenodo dot two one two eight three two three one and {size: one thousand, one hundred and thirty-two}.",
    ]
