"""What a dash or a colon between numbers and days means: a range of times, days or dates, a duration, a score.

Steps of :data:`audioguide.text.prepare.STEPS`, before the units and times are read:

- a range of clock times written with a dash between spaces ("10:00 a.m. - 4:00 p.m.", "1 PM – 4 PM",
  "10h - 12h30"), of weekdays ("Mo–Fr", "Wednesday-Monday", "lun.-ven.") or, in English, of dates
  ("October 15-November 16", "Oct 4-5"): the language's "to", days by their full names;
- a duration, which no clock shows: hours, minutes and seconds ("2:00:35", "5:36:52 h"), a race time
  past the day's hours ("51:26") or with hundredths ("2:03.51"), hours and minutes after a word for
  a length of time ("Dauer: 2:20 h"), or before "Stunden": said with the units' names;
- a score or a ratio: a colon before one digit ("5:1", "2:0"; no clock writes its minutes so), a hyphen
  between two small numbers the first not below the second ("2-1", "3-0"): "fünf zu eins", "dos a uno".

Written here: the libraries that say numbers (num2words, Babel) say one number or one date, not what
joins two of them.
"""

from __future__ import annotations

import functools
import re
from functools import cache

from babel import Locale

from audioguide.text.measures import (
    BETWEEN_AND,
    CLOCK_WORDS,
    OR,
    POWER_OF_TEN,
    RANGE,
    SECOND,
    SIGNS,
    TIME_ZONES,
    UNITS,
    feminine_count,
    primary,
    range_word,
    unit_symbols,
)

BETWEEN = BETWEEN_AND
"""After "between", a range's second end follows "and": "between 1233 and 1260"."""
SCORE = {"en": "to", "de": "zu", "fr": "à", "es": "a"}
"""Between the two sides of a score or a ratio: "five to one", "fünf zu eins", "trois à zéro", "dos a uno"."""
DURATION_WORDS = {
    "en": r"duration|time|running time|length|walking time|finish(?:ed)? in",
    "de": r"Dauer|Gehzeit|Fahrzeit|Laufzeit|Spielzeit|Zeit|Reisezeit|Wanderzeit",
    "fr": r"durée|temps|en",
    "es": r"duración|tiempo|en",
}
"""Words after which hours and minutes ("2:20 h") are a length of time, not a time of day."""
HOURS_WORD = {"de": r"Stunden", "en": r"(?!)", "fr": r"(?!)", "es": r"(?!)"}
"""A word for hours that follows only a duration ("3:06 Stunden"); "a las 20:00 horas" is a time of day."""
AT_WORDS = r"(?i:at|um|à|a las|las|la|de las|ab|from|von|bis|until|till|hasta|desde|dès|vers|gegen|around)"
_AT_BEFORE = re.compile(rf"\b{AT_WORDS}\s+$")

_GOES_ON = r"\s*[-–,;)]|\s+[a-zäöüßàâçéèêëîïôûùüÿñ0-9]"
"""After an abbreviation's full stop, what shows the sentence goes on: the stop is the abbreviation's alone."""
_CLOCK = r"\d{1,2}(?::[0-5]\d)?\s?(?:[AaPp]\.?\s?[Mm]\.?|h(?:\s?[0-5]\d)?|Uhr)|\d{1,2}:[0-5]\d"
_CLOCK_START = r"\d{1,2}(?::[0-5]\d|\.[0-5]\d\s?Uhr\b|\s?(?:[AaPp]\.?\s?[Mm]\b|h\b|h[0-5]\d|Uhr\b))"
_TIME_RANGE = re.compile(rf"(?<![\w.,:])({_CLOCK})\s*[-–—]\s*(?={_CLOCK_START})")
_HMS = re.compile(rf"(?<![\w.,:])(\d{{1,2}}):([0-5]\d):([0-5]\d)(?:[.,](\d{{1,2}}))?(?![\w:]|[.,]\d|\s?{TIME_ZONES})"
                  rf"(?:\s?h\b(?:\.(?={_GOES_ON}))?|\s?Std\.|\s(?:Stunden|hours|heures|horas)\b)?")
_RACE = re.compile(r"(?<![\w.,:])(\d{1,2}):([0-5]\d)(?:(?<=(?:2[4-9]|[3-9]\d):\d\d)|[.,](\d{1,3}))(?![\w:]|[.,]\d)"
                   r"(?:\s(?:Minuten|minutes|minutos|min|Min|Sekunden|seconds|segundos|secondes)\b"
                   r"(?:\.(?=\s+[a-zäöüàâçéèêëîïôûùüÿñ]))?)?")
"""A race time; the word for minutes written after it is said by the time already ("in 51:26 Minuten")."""
_SCORE_COLON = re.compile(r"(?<![\w.,:])(\d{1,2}):(\d)(?![\w:]|[.,]\d)")
_PAIRS_LISTED = re.compile(r"(?<=\()\s*\d{1,2}:\d{1,2}(?:,\s*\d{1,2}:\d{1,2})+\s*(?=\))")


def _pairs_listed(found: re.Match[str], code: str) -> str:
    """A bracketed list of pairs one of which no clock shows is a match's sets or periods, each a score ("3:2
    (11:6, 9:11, 11:7)"); a list of clock times stays times ("(10:00, 14:00)")."""
    pairs = re.findall(r"(\d+):(\d+)", found[0])
    if all(len(minutes) == 2 and int(hours) <= 24 and int(minutes) < 60 for hours, minutes in pairs):
        return found[0]
    return ", ".join(f"{hours} {SCORE[code]} {minutes}" for hours, minutes in pairs)


_SCORES_LISTED = re.compile(r"(?<![\w.,/:-])\d{1,3}([:-])\d{1,3}(?:(?:,\s*|\s+(?:y|und|and|et|e)\s+)\d{1,3}\1\d{1,3})+"
                            r"(?![\w/:-]|[.,]\d)")

_DURATIONS = re.compile(r"\b(?i:times?|Zeiten?|Laufzeit\w*|tiempos?|temps|finished|ran|run|video|Songs?|tracks?)\b")
"""Words of a clause whose colon pairs are durations, however sporting the clause ("finished in 25:13, 26:40")."""


def _scores_listed(found: re.Match[str], code: str) -> str:
    """A list of pairs in a clause about a game, one of them no clock time nor a range: its scores ("Die Sätze
    endeten 25:23, 22:25, 25:19"); times ("10:00, 14:00") and ranges ("pages 4-6, 8-10") stay."""
    pairs = re.findall(r"(\d+)[:-](\d+)", found[0])
    clause = re.split(r"[.;!?]\s", found.string[:found.start()])[-1]
    if not (_GAME.search(clause) or _RESULT.search(clause) or _GAME_DE.search(clause)
            or re.search(r"\b(?i:sets?|manches?|cartones|juegos|Sätzen)\b", clause)):
        return found[0]
    if found[1] == ":" and _DURATIONS.search(clause):
        return found[0]  # "finished in 25:13, 26:40": durations
    if all(found[1] == ":" and len(second) == 2 and int(first) <= 24 and int(second) < 60 for first, second in pairs):
        return found[0]  # "Spiele um 18:00, 20:30": times
    if found[1] == "-" and all(int(first) < int(second) for first, second in pairs):
        return found[0]  # "Spiele 1-3, 5-8": ranges
    words = re.findall(r",\s*|\s+(?:y|und|and|et|e)\s+", found[0])
    said = [_score_said(first, second, code) for first, second in pairs]
    return said[0] + "".join(word + pair for word, pair in zip(words, said[1:], strict=True))


_SCORE_DASH = re.compile(r"(?<![\w.,/:-])(?!0\d)(\d{1,3})-(\d{1,3})(?![\w/:-]|[.,]\d)")
_GAME = re.compile(r"\b(?i:beat|beats|won|wins?|winning|lost|loses?|defeat\w*|victor\w*|lead|led|leads|score\w*"
                   r"|game|match|points|ahead|trail\w*|up|down|final|halftime|gan\w+|perd\w+|partido|marcador|vence\w*|Sieg\w*"
                   r"|siegt\w*|gewann|gewinnt|verlor\w*|Spiel\w*|Endstand|battu\w*|l'emporte|bat|s'impose)\b")
"""Words that tell a dash between two larger numbers is a game's score ("beat Sacramento 113-100")."""
_RESULT = re.compile(r"\b(?i:beat|beats|won|wins|lost|defeat\w*|victory|final score|half-?time|ended|draw|drew"
                     r"|gewann\w*|gewinnt|siegt\w*|verlor\w*|unterl[ai]g\w*|Sieg|Niederlage|Endstand|Halbzeit|Pausenstand"
                     r"|remis|endete|Unentschieden|zur Pause|l'emporte|battu\w*|s'impose|victoire|défaite|ganó|gana"
                     r"|perdió|venció|victoria|derrota|empate|empató|gan(?:an|aron|amos)|perd(?:ieron|emos)"
                     r"|venc(?:ieron|emos)|cay(?:ó|eron)|marcador|resultado|descanso)\b")
"""Words of a game's result, after which two numbers with a colon are its score ("siegte mit 30:25"), no time."""
_LEAD = re.compile(r"\b(?i:führte\w*|führt|führen|lag\w*\s+(?:vorn|vorne|zurück|hinten))\b[^\d.;:,]{0,50}$")
"""A lead's verb in the clause before two numbers ("Frankreich führte vor dem letzten Teilgefecht 32:25"): their
score, unless a clock's word stands between ("Der Weg führt zum Gipfel, Abfahrt 8:15")."""
_CLOCK_NOUN = re.compile(r"\b(?i:Abfahrt|Ankunft|Beginn|Einlass|Uhr|um|ab|Rückkehr|Start|Treffpunkt|Ende|Pause"
                         r"|Mittagspause|Einkehr|Abflug|Öffnung|geöffnet|Termin)\b")
"""A word of the clock or of a timetable between a lead's verb and two numbers: their time, no score."""
_GAME_DE = re.compile(r"\b(?:mit|gegen|Tor\w*|Treffer|Drittel|Satz|Sätze|Spiel\w*|Partie|Team"
                      r"|Mannschaft|Punkte?n?|Gefecht|Teilgefecht|Runde|Durchgang|Minute|Halbzeit)\b")
"""Words of a game around a lead's verb: two numbers a clock could show after it are still its score."""


def speak_spans(text: str, language: str) -> str:
    """Ranges of times, days and dates, durations and scores, ready for the unit and time steps."""
    code = primary(language)
    if code not in RANGE:
        return text
    text = _weekday_ranges(text, code)
    if not re.search(r"\d", text):
        return text
    # "5 × 10⁻3": a power of ten with its superscript minus, the digits lost their superscript (from a PDF)
    text = re.sub(r"(?<![\d.,])10\u207b([0-9]{1,3})(?![\d.,])", rf"10 {POWER_OF_TEN[code]} {SIGNS[code][0]} \1",
                  text)
    # "(18⁻65 years)", "18‒65": a superscript minus or a figure dash between numbers, typed for a hyphen
    text = re.sub(r"(?<=\d)[\u2012\u207b](?=\d)", "-", text)
    text = _weekdays_before_dates(text, code)
    if "/" in text:  # "voire -4/-5 degrés", "-2/+3 °C": two values with their signs, one range, no fraction
        text = re.sub(r"(?<![\w./])([-−–+]\d+(?:[.,]\d+)?)\s?/\s?(?=[-−–+]\d)", rf"\1 {RANGE[code]} ", text)
        # "December 1351 BC/1350 BC": a year with its era or another, as the sources give it
        era = r"\s?(?:BCE?|AD|CE|av\.\s?J\.-C\.|a\.\s?C\.|a\.\s?de\s?C\.|v\.\s?Chr\.|n\.\s?Chr\.)"
        text = re.sub(rf"(?<![\w./])(\d{{1,4}}{era})/(?=\d{{1,4}}{era})", rf"\1 {OR[code]} ", text)
    # "6:3, 4:6, 7:5", "cartones de 839-829, 841-787 y 833-708": a list of a game's scores, each said as one
    text = _SCORES_LISTED.sub(lambda found: _scores_listed(found, code), text)
    # "6-4 3-6 7-6": a match's sets, one after the other, each said apart
    text = re.sub(r"(?<![\w.,/:-])(\d{1,2}([-:])\d{1,2})(?=\s+\d{1,2}\2\d{1,2}(?![\w/:-]|[.,]\d))", r"\1,", text)
    # "(1-6/6-7/6-0/6-4)": a match's sets written with slashes, each a score (each won with six or seven games)
    text = re.sub(r"(?<![\w.,/:-])(?:[0-5]-[67]|[67]-[0-7])(?:/(?:[0-5]-[67]|[67]-[0-7]))+(?![\w/:-]|[.,]\d)",
                  lambda found: ", ".join(part.replace("-", f" {SCORE[code]} ") for part in found[0].split("/")), text)
    if code == "en":
        if re.search(r"\d:[0-5]\d[ap]\b", text):  # "10:30a–5:30p", "10:30a–8p"
            text = re.sub(r"(?<=\d)([ap])(?=[\s–—.-]|$|[,;)])", lambda found: f" {found[1].upper()}M", text)
        text = _date_ranges_en(text)
        # "10am-4.30pm", "9.30am–5pm": two clock times, from one to the other
        text = re.sub(r"(?<![\w.,:])(\d{1,2}(?:[.:][0-5]\d)?\s?[ap]\.?m\.?)\s?[-–—]\s?"
                      r"(?=\d{1,2}(?:[.:][0-5]\d)?\s?[ap]\.?m\b)",
                      lambda found: f"{found[1]} {range_word(found, code)} ", text, flags=re.IGNORECASE)
        if re.search(r"\d-\d", text):
            text = _tallies_en(text)
    if code in DAY_RANGES:
        text = _day_ranges(text, code)
    text = with_seasons(text)  # "the 2015/16 season": a season of two years, a range of them
    text = _durations(text, code)
    # "a 10%-80% fast charge": a range with its percent sign written twice, said once
    text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?%\s?[-–]\s?(?=\d+(?:[.,]\d+)?\s?%)", r"\1-", text)
    # "7,1-7,2 %", "1.5-2.5 kg", "1-1,5 l", "1,000-2,000 people": a range with decimals or grouped thousands, in
    # the language's marks
    if code in UNITS:  # "(1,5-2,3g)": a range's unit written against it, apart
        text = re.sub(rf"(?<![\w.,/:-])(\d+(?:[.,]\d+)?\s?[-–]\s?\d+(?:[.,]\d+)?)(?=(?:{unit_symbols(code)}))", r"\1 ",
                      text)
    mark, group = (r"\.", ",") if code == "en" else (",", r"\." if code in ("de", "es") else "[\u00a0\u202f ]")
    number = rf"\d{{1,3}}(?:{group}\d{{3}})+(?:{mark}\d+)?|\d+(?:{mark}\d+)?"
    text = re.sub(rf"(?<![\w.,/:-])({number})\s?[-–]\s?({number})(?![\w/:-]|[.,]\d)",
                  lambda found: f"{found[1]} {range_word(found, code)} {found[2]}"
                  if not (found[1] + found[2]).isdigit() and _number(found[1], group) < _number(found[2], group)
                  else found[0], text)
    text = _PAIRS_LISTED.sub(lambda found: _pairs_listed(found, code), text)
    text = _SCORE_COLON.sub(lambda found: _score_said(found[1], _before_a_noun(found, code), code, _of_a_game(found)),
                            text)
    text = _SCORE_DASH.sub(lambda found: _score(found, code), text)
    return _TIME_RANGE.sub(lambda found: f"{found[1]} {RANGE[code]} ", text)


_RATIO_WORDS = (r"(?i:scale|ratio|escala|proporción|relación|échelle|rapport|Maßstab|Verhältnis|Mischverhältnis"
                r"|contrast|contraste|Kontrast)")
RATIO_BEFORE = re.compile(rf"{_RATIO_WORDS}\W+(?:\w+\W+){{0,4}}$")
"""The word for a scale or a ratio a few words before a pair of numbers: they are one."""
_RATIO = re.compile(r"(?<![\d:.,])(\d{1,3}(?:[.,]\d{1,2}(?=:\d))?):(\d{3,}|\d{1,2}(?=\s|[,.;)]|$|-[^\W\d_]))(?![\d:])")


def speak_ratios(text: str, language: str) -> str:
    """A ratio or a scale, said as a score is ("1:100": one to one hundred, eins zu hundert, uno a cien): three
    figures or more after the colon or numbers no clock has ("1:87", "30:1"), or after the word for a scale or a ratio
    ("a scale of 1:50")."""
    code = primary(language)
    if code not in SCORE or ":" not in text:
        return text

    def said(found: re.Match[str]) -> str:
        before = text[max(0, found.start() - 40):found.start()]
        scaled = RATIO_BEFORE.search(before)
        clock = found[1].isdigit() and int(found[1]) <= 24 and int(found[2]) < 60  # "1:87", "25:1": a ratio
        score = not scaled and _colon_score(found, before)
        if len(found[2]) < 3 and clock and not scaled and not score:
            return found[0]  # (a ratio's zero is its number: "Mix 1:0" one to zero; a game's "won 1:0" nothing)
        second = _before_a_noun(found, code)
        return _score_said(found[1], second, code) if score else f"{found[1]} {SCORE[code]} {second}"

    return _RATIO.sub(said, text)


_AT_THE_CLOCK = re.compile(rf"\b(?i:{CLOCK_WORDS})\s+$")


def _colon_score(found: re.Match[str], before: str) -> bool:
    """Whether two numbers with a colon are a game's score, said as one ("siegte mit 30:25 (15:12)"): after a word
    of games, or in brackets after a score (the half-time's); not a clock time ("das Spiel beginnt um 20:30 Uhr")."""
    rest = found.string[found.end():found.end() + 12]
    if _AT_THE_CLOCK.search(before) or re.match(r"\s?(?:Uhr|h\b|heures?|horas?|hrs?|[AaPp]\.?[Mm]\b)", rest) \
            or _a_time(found):
        return False
    # "mit 30:41 (11:18)": the half-time's; "um 14:30 (16:30 Ortszeit)" is a time's
    first = re.search(r"(?:(\S+)\s)?\d+(?:\s(?:zu|to|à|a)\s|:)\d+\s\($", before)
    half = first is not None and not (first[1] and _AT_THE_CLOCK.search(first[1] + " "))
    return bool(half or _a_result(found) or (_SCORE_ARTICLE.search(before) and not rest.startswith("-")))


_SCORE_ARTICLE = re.compile(r"\b(?:ein|einem|einen|eines|das|dem|zum|beim|vom)\s+$")
"""German for a score named as a thing ("von einem 13:16 … zum 30:28"); a time of day takes "um", not an article."""


HALF_TIME = {"es": r"(?:en el|al) descanso|(?:en|a) la media parte", "de": r"zur Pause|zur Halbzeit|Halbzeit",
             "en": r"at half-?time|at the break", "fr": r"à la mi-temps|à la pause"}
"""A game's half-time said after its score ("13:16 en el descanso"): the scores before it are a game's too."""
_HALF_TIME = re.compile(rf"(?:,?\s*\(?\d{{1,3}}:\d{{1,3}})?\s+(?:{'|'.join(HALF_TIME.values())})\b"
                        r"(?=\s*(?:[).,;:!?]|$)|\s+(?:y|e|und|and|et|but|aber|pero|mais)\b)")
"""The half-time said right after a score, or after the half-time's score, ending its clause ("24:31, 13:16 en el
descanso)"); not a break's name ("10:30 à la pause café") nor a later clause ("19:30, zur Pause gibt es Sekt")."""
_TIED_RESULT = re.compile(rf"{_RESULT.pattern}[^\d.;:]{{0,50}}$")
"""A result's word tied to the numbers after it ("ganaron por 28:25"), no other number nor clause between."""
_TIME_PAIR = re.compile(r"\d:00\b|(?i:\b(?:de|desde|von|from|entre|between|bis|a|to|à)\s+)$")
"""A time of day: on the hour, or an end of a span of times ("de 9:00 a 14:00", "cayó de 2:00 a 4:30")."""
_SCORE_NOUN = re.compile(r"\b(?:tanteo|parcial|marcador|resultado|Führung|Endstand|Spielstand|Zwischenstand"
                         r"|Pausenstand)\s+(?:de|von|auf)\s+$")
"""A score's noun before "de", "von" or "auf" ("un parcial de 14:12", "einer Führung von 16:12", "erhöhte den
Spielstand auf 21:18"): a score follows, no time."""
_SCORE_CHANGE_DE = re.compile(r"\b(?i:erhöh\w*|verkürz\w*)\s+(?:\S+\s+){0,4}?auf\s+$")
"""A German verb that raises or cuts a lead, then "auf" ("Kiel verkürzte in der 50. Minute auf 21:18"): in a game's
sentence (:data:`_MATCH_DE`) its score follows, no time ("verkürzte die Öffnungszeit auf 18:30")."""
_MATCH_DE = re.compile(r"\b(?:Tor\w*|Treffer|Drittel|Satz|Sätze|Spiel\w*|Partie|Inning\w*|Runde|Halbzeit|Minute"
                       r"|Mannschaft|Team|Punkte?n?|Anschluss\w*|Ausgleich\w*|Führung)\b")
_HALF_TIME_LATER = re.compile(rf"[^\d.;:]{{0,30}},\s+(?:{'|'.join(HALF_TIME.values())})\b[^\d.;:]{{0,30}}"
                              r"\d{1,3}:\d{1,3}\b")
"""The half-time's score later in the clause ("Kiel 30:25, zur Halbzeit stand es 15:11"): the first is a score."""


_CLOCK_OR_DURATION = re.compile(r"\s?(?:Uhr|Min\b|min\b|Minuten?|Sek\b|Sekunden?|Std\b|Stunden?|h\b|minutes?|hours?"
                                r"|seconds?|mins?\b|hrs?\b|minutos?|horas?|segundos?|heures?|secondes?)")
"""A word of the clock or of a duration after two numbers with a colon: no score."""
_TO_A_TIME = r"\s*(?:[-–]|a|to|bis|à)\s*\d{1,2}:\d\d\b"
"""The end of a span of times after its start ("9:00 a 14:00", "10:00-14:00")."""
_TIME_NEXT = re.compile(_TO_A_TIME)
_TIMES_SPANNED = re.compile(rf"\d:\d\d{_TO_A_TIME}")


def _a_time(found: re.Match[str]) -> bool:
    """A time of day: on the hour, either end of a span of times, or after a schedule's span in the sentence."""
    before = found.string[max(0, found.start() - 40):found.start()]
    if _SCORE_NOUN.search(before) and not re.match(_TO_A_TIME, found.string[found.end():]):
        return False
    return bool(_TIME_PAIR.search(found[0]) or _TIME_PAIR.search(before[-12:])
                or _TIME_NEXT.match(found.string, found.end()) or _TIMES_SPANNED.search(before))


def _a_result(found: re.Match[str]) -> bool:
    """Whether two numbers are a game's result by the words around them ("siegte mit 30:25", "dem 30:29-Erfolg",
    "(24:31, 13:16 en el descanso)"); a time on the hour or in a span of times is none."""
    if _a_time(found) or _CLOCK_OR_DURATION.match(found.string, found.end()) or (
            _AT_BEFORE.search(found.string[max(0, found.start() - 12):found.start()])
            and not _SCORE_NOUN.search(found.string, max(0, found.start() - 40), found.start())):
        return False  # "führte das Team um 15:30", "in 4:30 Minuten": a time, a duration
    return bool(_TIED_RESULT.search(found.string, max(0, found.start() - 60), found.start()) or _led(found)
                or _HALF_TIME.match(found.string, found.end()) or _HALF_TIME_LATER.match(found.string, found.end())
                or _SCORE_NOUN.search(found.string, max(0, found.start() - 40), found.start())
                or (_SCORE_CHANGE_DE.search(found.string, max(0, found.start() - 60), found.start()) is not None
                    and _MATCH_DE.search(found.string) is not None)
                or re.match(r"-(?:\w*[Ss]ieg|Erfolg|Niederlage|Pleite|Triumph|Remis|Unentschieden)\b",
                            found.string[found.end():]))


def _led(found: re.Match[str]) -> bool:
    """Two numbers after a lead's verb in their clause, no clock's word between ("Er führte 3:1"); a pair a clock
    shows only with a word of games about them ("führte mit 2:1"), not a timetable ("Die Linie führt 6:10, 6:40")."""
    lead = _LEAD.search(found.string, max(0, found.start() - 60), found.start())
    if not lead:
        return False
    hours, minutes = re.match(r"(\d+)\D+(\d+)", found[0]).groups()  # type: ignore[union-attr]
    if int(hours) > 24 or len(minutes) != 2 or int(minutes) > 59:
        return True
    if _CLOCK_NOUN.search(lead[0]):
        return False
    after = found.string[found.end():found.end() + 30]
    return not re.match(r",\s*\d{1,2}:\d\d\b", after) and bool(_GAME_DE.search(lead[0] + " " + after))


def _number(written: str, group: str) -> float:
    """A number written with its marks: its thousands' (``group``, a pattern), then its decimal comma or point."""
    return float(re.sub(group, "", written).replace(",", "."))


def _score(found: re.Match[str], code: str) -> str:
    first, second = int(found[1]), int(found[2])
    if re.search(r"(?:\b(?i:art(?:icle|ículo|ikel)?s?)\.?|\b[LRDA]\.|§)\s*$", found.string[:found.start()]):
        return found[0]  # "l'article 12-3", "L. 324-1": an article's number
    if re.search(r"\b0\d{2,}(?:\s|\s?/\s?)(?:\d{2,}\s)*(?:\d{2,}\s|/\s?)$", found.string[:found.start()]):
        return found[0]  # "09827 / 92 11-0": a telephone's extension after its digit groups
    if first < second or (found[1].startswith("0") and len(found[1]) > 1):
        return found[0]  # "3-5": a range, read by the dashes step
    if max(first, second) > 29 and not (len(found[1]) == len(found[2]) == 2 and second >= 10) and not _GAME.search(
            found.string, max(0, found.start() - 40), found.start()) and not _GAME.match(
            found.string[found.end():found.end() + 20].lstrip()):
        return found[0]  # "555-123": digit groups; "63-44" is a score, "113-100" just after a word of games or
        # before one ("a 113-107 lead")
    return _score_said(found[1], found[2], code, _of_a_game(found))


def _of_a_game(found: re.Match[str]) -> bool:
    """Whether two numbers are a game's score by a word of games about them ("won 1-0", "a 3-0 win"), not a mix's
    ratio ("Mix the colors 1:0")."""
    return bool(_GAME.search(found.string, max(0, found.start() - 40), found.start())
                or _GAME.match(found.string[found.end():found.end() + 20].lstrip()))


NO_GOALS = {"en": "nothing"}
"""A side's zero in a game's score, where the language says it otherwise than its number ("won 1-0": one to
nothing)."""


def _before_a_noun(found: re.Match[str], code: str) -> str:
    """A score's or a ratio's second number; in German a one before a noun is the word "eins", not inflected as an
    article would be ("nach der 2:1 Niederlage": zwei zu eins, "mit 2:1 Stimmen")."""
    if code == "de" and found[2] == "1" and re.match(r"\s+(?!Uhr\b)[A-ZÄÖÜ][a-zäöüß]", found.string[found.end():]):
        return "eins"
    return found[2]


def _score_said(first: str, second: str, code: str, game: bool = True) -> str:
    """A game's score, its zero as the language says a side that scored none; not a ``game``'s, its number."""
    zero = NO_GOALS.get(code) if game else None
    return " ".join(zero if zero and number == "0" else number for number in (first, SCORE[code], second))


def _durations(text: str, code: str) -> str:
    if ":" not in text and not re.search(r"\d\.\d\d\s|\dh\s?\d", text):
        return text  # (a race's "2h01'53" has its h too)
    text = _HMS.sub(lambda found: _hms(found, code), text)
    # "02h01’53", "2h01'53''": a race's hours, minutes and seconds (a marathon's time)
    text = re.sub(r"(?<![\w.,:])(\d{1,2})h\s?([0-5]\d)\s?['’′]\s?([0-5]\d)(?:''|’’|″|\")?(?![\w'’′])",
                  lambda found: _said_duration(int(found[1]), int(found[2]), int(found[3]), None, code), text)
    if code != "fr":  # "in 2h40", "en 2h40": hours and minutes written the French way, a duration (at a time: a time)
        text = re.sub(r"(?<![\w.,:])(\d{1,2})h\s?([0-5]\d)(?:\s?m(?:in)?\b)?(?![\w:]|[.,]\d)",
                      lambda found: f"{found[1]}:{found[2]}" if _AT_THE_CLOCK.search(found.string, 0, found.start())
                      else _said_duration(int(found[1]), int(found[2]), 0, None, code), text)
    # a score after a word of its result ("siegte mit 30:25"), not a time with its hundredths ("gewann in 1:47,28")
    text = _RACE.sub(lambda found: found[0] if (_a_result(found) or _SCORE_ARTICLE.search(text, 0, found.start()))
                     and not found[3] and not found[0][-1].isalpha()
                     else _said_duration(0, int(found[1]), int(found[2]), found[3], code), text)
    cue = rf"(?:\b(?:{DURATION_WORDS[code]})\s*:?\s+)(?:(?:ca\.|circa|about|environ|unos|etwa)\s+)?"
    hours = rf"(?:\s?(?:(?:h|hrs?)\b(?:\.(?={_GOES_ON}))?|Std\.|Stunden\b|horas\b|heures\b))?"
    text = re.sub(rf"({cue})(\d{{1,2}})[:.]([0-5]\d){hours}",
                  lambda found: found[1] + _said_duration(int(found[2]), int(found[3]), 0, None, code), text)
    return re.sub(rf"(?<![\w.,:])(\d{{1,2}})[:.]([0-5]\d)\s(?:{HOURS_WORD[code]})\b",
                  lambda found: _said_duration(int(found[1]), int(found[2]), 0, None, code), text)


_RECORD = re.compile(r"(?i:rekord|record|marathon|\bzeit\b|\btime\b|tiempo|\btemps\b|chrono|finish)")
"""Words of a race before hours, minutes and seconds: a duration, whatever preposition comes before it."""


def _hms(found: re.Match[str], code: str) -> str:
    before = found.string[max(0, found.start() - 12):found.start()]
    after = found.string[found.end():found.end() + 6]
    clock = len(found[1]) == 2 and not found[0].rstrip(".").endswith("h")  # "10:30:15", "00:00:10"; "2:00:35"
    timed = _RECORD.search(found.string, max(0, found.start() - 40), found.start())  # "Europarekord von 2:05:11"
    if (not timed and (clock or _AT_BEFORE.search(before))) or re.match(
            r"\s?(?:Uhr|[AaPp]\.?\s?[Mm]\b)", after):
        return found[0]  # "um 00:00:10 Uhr": a time of day with its seconds
    return _said_duration(int(found[1]), int(found[2]), int(found[3]), found[4], code)


def _said_duration(hours: int, minutes: int, seconds: int, fraction: str | None, code: str) -> str:
    """Hours, minutes and seconds with the unit symbols the unit step reads ("2 h 35 s"); zeros left out."""
    decimal, second = "." if code == "en" else ",", SECOND.get(code, "s")
    if code == "es" and fraction and len(fraction) == 3:  # "1:38.641": treinta y ocho segundos y seiscientas
        from num2words import num2words  # cuarenta y una milésimas (a comma before three digits is no decimal here)

        thousandths = feminine_count(str(num2words(int(fraction), lang="es")))
        said = f"{thousandths} {'milésima' if int(fraction) == 1 else 'milésimas'}"
        return " ".join(part for part in (f"{hours} h" if hours else "", f"{minutes} min" if minutes else "",
                                          f"{seconds} {second} y {said}") if part)
    parts = [f"{hours} h" if hours else "", f"{minutes} min" if minutes else "",
             f"{seconds}{decimal + fraction if fraction else ''} {second}" if seconds or fraction else ""]
    return " ".join(part for part in parts if part) or f"0 {second}"


@cache
def _weekdays(code: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """A range of two weekdays written short or in full, and each written form's full name."""
    locale = Locale.parse(code)
    names: dict[str, str] = {}
    for width in ("wide", "abbreviated", "short"):
        for number, name in locale.days["format"][width].items():
            names[name.rstrip(".").lower()] = locale.days["format"]["wide"][number]
    if code == "en":
        names |= {"tu": "Tuesday", "tue": "Tuesday", "tues": "Tuesday", "th": "Thursday", "thu": "Thursday",
                  "thur": "Thursday", "thurs": "Thursday"}
    day = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    # or a word between: "Mon to Fri" (English's capitals), "du lun. au ven.", "de lun. a vie.", "Mo. bis Fr." (the
    # first day's stop: "de mar a mar" is from sea to sea)
    between = {"en": r"\.?\s+(?:to|till|until|through|thru)\s+(?=[A-Z])", "de": r"\.\s+bis\s+",
               "fr": r"\.\s+(?:au|à)\s+", "es": r"\.\s+(?:a|al|hasta)\s+"}.get(code, "(?!)")
    pattern = re.compile(rf"(?<![\w.-])(?i:({day}))(?:\.?\s?[-–—]\s?|{between})(?i:({day}))(?:\.(?={_GOES_ON}))?"
                         r"(?![\w-])")
    return pattern, names


@cache
def _weekday_before_date(code: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """A weekday written short with its full stop before the day's number ("Tue., 3 Mar.", "Sa. 10–14 Uhr",
    "mar. 3 de feb.", "mar. 3 févr."), and each short form's full name. English and German write the day with a
    capital, and anything with a number may follow; Spanish and French, whose short days are words too ("mar.",
    "sam."), only a day and its month."""
    locale = Locale.parse(code)
    names = {name.rstrip("."): locale.days["format"]["wide"][number]
             for width in ("abbreviated", "short") for number, name in locale.days["format"][width].items()}
    if code == "en":
        names |= {"Tues": "Tuesday", "Thur": "Thursday", "Thurs": "Thursday"}
    day = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True) if len(name) > 1)
    if code in ("en", "de"):
        # not "Fr. 12.50", "Fr. 8.–": Swiss francs; in English without its stop before a day and a month ("Wed 15 Jan")
        without_stop = "(?!)" if code == "de" else \
            rf"(?:{'|'.join(MONTHS_EN)}|{'|'.join(month[:3] for month in MONTHS_EN)}|Sept)\b"
        return re.compile(rf"(?<![\w.])({day})(?:\.(?=,?\s+\d)|(?=,?\s+\d{{1,2}}(?:st|nd|rd|th)?\s+{without_stop}))"
                          r"(?!(?<=Fr\.)\s?\d+(?:[.,](?!(?:0[1-9]|1[0-2])\.)\d\d|[.,][-–])(?!\d|[.,]\d|\s*(?:Uhr|h)\b"
                          r"|\s?[-–]\s?\d))"),\
            names
    return re.compile(rf"(?<![\w.])(?i:({day}))\.(?=,?\s+\d{{1,2}}\s+(?:de\s+)?(?i:{months_pattern(code)})\b)"), \
        {name.lower(): full for name, full in names.items()}


@cache
def months_pattern(code: str) -> str:
    """The language's months written in full or short, as alternatives of a pattern."""
    months = Locale.parse(code).months["format"]
    return "|".join(re.escape(name.rstrip(".")) for width in ("wide", "abbreviated") for name in months[width].values())


def _weekdays_before_dates(text: str, code: str) -> str:
    pattern, names = _weekday_before_date(code)
    return pattern.sub(lambda found: names[found[1] if code in ("en", "de") else found[1].lower()], text)


def _weekday_ranges(text: str, code: str) -> str:
    pattern, names = _weekdays(code)

    def full(found: re.Match[str]) -> str:
        first, last = names[found[1].lower()], names[found[2].lower()]
        if len(found[1]) < 2 or len(found[2]) < 2 or first == last:
            return found[0]
        word = re.search(r"[^\W\d_]+", found[0][len(found[1]):found.start(2) - found.start()])
        return f"{first} {word[0] if word else RANGE[code]} {last}"  # "du lun. au ven.": du lundi au vendredi

    if re.search(r"[^\W\d_]\.?\s?[-–—]\s?[^\W\d_]|[^\W\d_]\.?\s+(?:to|till|until|through|thru|bis|au|à|a|al|hasta)"
                 r"\s+[^\W\d_]", text):
        text = pattern.sub(full, text)
    if not re.search(r"\d", text):
        return text
    # "Do bis 20 Uhr", "Sa 10–14 Uhr", "(So, 11 Uhr)": a weekday written short alone, before its hours
    day = pattern.pattern.split("(?i:(")[1].split("))")[0]

    def alone(found: re.Match[str]) -> str:
        # "so 10 Uhr", "la mer de 10 h": words; "mar. 10 h" a day by its stop; "So ab 18 Uhr" starting a sentence
        dotted = found[0].rstrip(",").endswith(".")
        starts = re.search(r"(?:^|[.!?]\s+)$", found.string[:found.start()]) is not None
        if len(found[1]) < 2 or (found[1].islower() and not dotted) or (code == "de" and found[1] == "So" and starts
                                                                         and not dotted):
            return found[0]
        return names.get(found[1].lower(), found[1]) + ("," if found[0].endswith(",") else "")

    return re.sub(rf"(?<![\w.-])(?i:({day}))(?:\.|(?<=\(\w\w),)?(?=\s+(?:(?:bis|ab|until|from|de|dès|desde|hasta)\s+)?"
                  rf"\d{{1,2}}(?:[:.][0-5]\d)?\s?(?:Uhr\b|h\b|[AaPp]\.?[Mm]\b|[-–]\s?\d))", alone, text)


MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December")
MONTH_NAMES_EN = {name[:3]: name for name in MONTHS_EN} | {"Sept": "September"} | {name: name for name in MONTHS_EN}
"""English months as written, in full or short ("Dec", "Sept"), and their full names."""
_MONTH_EN = f"(?:{'|'.join(sorted(MONTH_NAMES_EN, key=len, reverse=True))})\\.?"


DAY_RANGES = {"fr": ("du", "au", "", frozenset({"du", "le", "les", "entre", "de", "des", "au", "dès"})),
              "es": ("del", "al", "de ", frozenset({"del", "el", "los", "entre", "de", "desde", "al", "hasta"}))}
"""A range of days before their month ("(1er-23 juillet)", "3-5 de mayo"): the words that open and join it, what
stands between it and the month, and the words after which the range is opened already ("du 3-5 mai")."""


@cache
def _day_range(code: str) -> re.Pattern[str]:
    months = "|".join(Locale.parse(code).months["format"]["wide"].values())
    between = DAY_RANGES[code][2]
    return re.compile(rf"(?<![\w.,/-])(1er|\d{{1,2}})\s?[-–]\s?(\d{{1,2}})(?=\s+{between}(?i:{months})\b)")


def _day_ranges(text: str, code: str) -> str:
    opens, joins, _, opened = DAY_RANGES[code]

    def said(found: re.Match[str]) -> str:
        before = re.search(r"([^\W\d_]+)\s*$", found.string[:found.start()])
        first = int(found[1].rstrip("er"))
        if not first < int(found[2]) <= 31:
            return found[0]
        if before and before[1].lower() == opens:  # "du 3-5 mai": du trois au cinq
            return f"{found[1]} {joins} {found[2]}"
        if before and before[1].lower() in opened:
            return found[0]
        return f"{opens} {found[1]} {joins} {found[2]}"

    return _day_range(code).sub(said, text)


TALLIES_EN = (
    # a team's record of wins and losses: "improve to 8-6", "a 10-2 record": eight and six
    (r"(?P<pre>\b(?:improve[sd]?|improving|fall|falls|fell|move[sd]?|moving|drop(?:s|ped)?|climb(?:s|ed)?"
     r"|even(?:s|ed)?|sit(?:s|ting)?|stand(?:s|ing)?|now|record) to "
     r"|\brecord (?:of|at|is|was) )(?P<a>\d{1,2})-(?P<b>\d{1,2})\b(?!-)"
     r"|(?<![\w.,/-])(?P<c>\d{1,2})-(?P<d>\d{1,2})(?=\s+(?:record|on the (?:season|year)|overall"
     r"|in (?:conference|league))\b)", "and"),
    # shots made of shots taken: "15-24 shooting", "7-of-10 from three": fifteen for twenty-four
    (r"(?<![\w.,/-])(?P<a>\d{1,2})-(?:of-)?(?P<b>\d{1,2})(?=\s+(?:shooting|from (?:the (?:field|floor|line|arc"
     r"|three-point line)|three|deep|beyond the arc)|on (?:field goals|threes|free throws))\b)", "for"),
    # a cricket innings, runs for wickets: "481-6 at tea" (a wicket is ten at most)
    (r"(?<![\w.,/-])(?P<a>\d{2,3})-(?P<b>10|\d)(?=\s+(?:at (?:tea|lunch|stumps|the close)|declared"
     r"|in (?:their|the) (?:first|second) innings|after \d+ overs|from \d+ overs)\b)", "for"),
)
"""Two numbers with a hyphen that sport reads with a word of its own, not as a range or a score ("to")."""


PAIRS_SAID_AS_ONE_EN = (
    # shares of a whole: "a 50-50 joint venture", "split 60-40", "a 70-30 mix": fifty-fifty, sixty-forty
    r"(?<![\w.,/-])(?P<a>\d{1,2})-(?P<b>\d{1,2})(?![\w/:-]|[.,]\d)(?=(?<=50-50)(?!\s+(?:tie|draw))|\s+(?:split|joint"
    r"|venture|partnership|ratio|mix|share|chance|shot|basis|deal|ownership|stake|proposition|division)\b)"
    r"|(?P<pre>\b(?:(?:split|divided|shared)(?: it| them)?|chances are|odds are) )"
    r"(?P<c>\d{1,2})-(?P<d>\d{1,2})(?![\w/:-]|[.,]\d)",
    # places next to each other: "the 1-2 Page Playoff", "a 1-2 finish": one-two
    r"(?<![\w.,/-])(?P<e>\d)-(?P<f>\d)(?=\s+(?:Page\s+)?(?:[Pp]layoff|finish|punch|sweep|combination|combo)\b)",
)
"""Two numbers with a hyphen said as one word, each number's: shares of a whole, places in a row."""


def _tallies_en(text: str) -> str:
    for pattern, word in TALLIES_EN:
        text = re.sub(pattern, functools.partial(_tally, word=word), text)
    for pattern in PAIRS_SAID_AS_ONE_EN:
        text = re.sub(pattern, _pair_as_one, text)
    return text


def _pair_as_one(found: re.Match[str]) -> str:
    first, second = (int(number) for key, number in found.groupdict().items() if key != "pre" and number)
    shares = found.groupdict().get("e") is None and first + second == 100
    if not shares and second != first + 1:
        return found[0]
    if shares and _GAME.search(found.string, max(0, found.start() - 40), found.start()):
        return found[0]  # "the score was 50-50": a tie
    from num2words import num2words

    return f"{found.groupdict().get('pre') or ''}{num2words(first, lang='en')}-{num2words(second, lang='en')}"


def _tally(found: re.Match[str], word: str) -> str:
    groups = found.groupdict()
    numbers = [number for key, number in groups.items() if key != "pre" and number]
    return (groups.get("pre") or "") + f" {word} ".join(numbers)


def _date_ranges_en(text: str) -> str:
    """"October 15-November 16": "October 15 to November 16"; "Oct 4-5": "Oct 4 to 5th"; "13-15 April": "the 13th
    to 15th of April", as "8th – 10th April" is."""
    suffix = "(?:st|nd|rd|th)?"
    text = re.sub(rf"(?<![\w.,/-])(\d{{1,2}}){suffix}\s?[-–]\s?(\d{{1,2}}){suffix}\s+({_MONTH_EN})(?![\w])",
                  lambda found: f"the {with_ordinal_suffix(int(found[1]))} to {with_ordinal_suffix(int(found[2]))} of "
                  f"{found[3]}" if int(found[1]) < int(found[2]) <= 31 else found[0], text)
    text = re.sub(rf"\b({_MONTH_EN}\s\d{{1,2}}(?:st|nd|rd|th)?)\s?[-–—]\s?(?={_MONTH_EN}\s\d)", r"\1 to ", text)
    return re.sub(rf"\b({_MONTH_EN}\s\d{{1,2}})(?:st|nd|rd|th)?\s?[-–—]\s?(\d{{1,2}})(?:st|nd|rd|th)?(?![\w:]|[.,]\d)",
                  lambda found: f"{found[1]} to {with_ordinal_suffix(int(found[2]))}"
                  if int(found[2]) <= 31 else found[0], text)


def with_ordinal_suffix(day: int) -> str:
    """An English day with its ordinal's suffix: "1st", "12th", "23rd"."""
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def with_seasons(text: str) -> str:
    """"2023/2024", "Liga ACB 09/10": a season of two years in a row, written as a range ("2023–2024"), no date
    and no fraction."""
    return _SEASON.sub(_season, text) if "/" in text else text


def _season(found: re.Match[str]) -> str:
    before, first, last = (found[1], found[2], found[3]) if found[2] else (found[4], found[5], found[6])
    if int(last[-2:]) != (int(first[-2:]) + 1) % 100 or _NUMBERED_BEFORE.search(found.string, 0, found.start()):
        return found[0]  # "Az. 2021/22": a file's number and year
    if len(first) == 4 and len(last) == 2:  # "im Winter 1521/22": 1521–1522
        last = (first[:2] if last != "00" else str(int(first[:2]) + 1)) + last
    if len(first) == 2:  # "09/10": 2009–2010 (and "98/99": 1998–1999)
        century = "20" if int(first) < 50 else "19"
        first, last = century + first, (century if last != "00" else "20") + last
    return f"{before}{first}–{last}"


_NUMBERED_BEFORE = re.compile(r"(?i:\b(?:az|nr|no|núm|n°|nº|number|nummer|número|numéro|aktenzeichen|expediente"
                              r"|case|file|ref)\.?)\s*$")
"""Words before a number and a year written with a slash: a file's or a case's number, no two years."""
_SEASON = re.compile(r"(?<![\w.,/-])()((?:1[0-9]|20)\d\d)/((?:1[0-9]|20)\d\d|\d\d)(?![\w/-]|[.,]\d)"
                     r"|(\b(?i:temporada|season|saison|spielzeit|curso|campaña|campagne|liga\s+\w+|league)\s+)"
                     r"(\d\d)/(\d\d)(?![\w/-]|[.,]\d)")
"""Two years in a row: "2023/2024", or "09/10" after a season's word ("Liga ACB 09/10"), not a date."""
