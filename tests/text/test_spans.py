"""Ranges of times, days and dates, durations and scores (text/spans.py), through for_speech."""

from __future__ import annotations

import pytest

from audioguide.text.prepare import for_speech

CASES = [
    # a range of clock times with a spaced dash, of weekdays, of dates
    ("en", "Open 10:00 a.m. - 4:00 p.m. Wednesday-Monday.", "Open ten A M to four P M Wednesday to Monday."),
    ("en", "Saturday 1 PM – 4 PM; Sat-Thu 10:30a–5:30p.", "Saturday one P M to four P M; Saturday to Thursday ten"
     " thirty A M to five thirty P M."),
    ("en", "Closed from October 15-November 16 and Oct 4-5.", "Closed from October fifteenth to November sixteenth"
     " and October fourth to fifth."),
    ("de", "Mo-Fr 9-18 Uhr.", "Montag bis Freitag neun bis achtzehn Uhr."),
    ("fr", "Lundi à vendredi : 10h - 12h30 / 14h - 18h", "Lundi à vendredi : dix heures à douze heures trente,"
     " quatorze heures à dix-huit heures"),
    ("es", "Abierto lun-vie.", "Abierto lunes a viernes."),
    # durations no clock shows
    ("en", "His 2:00:35 finish, second in 2:03.51 (51:26).", "His two hours thirty-five seconds finish, second in"
     " two minutes three point five one seconds (fifty-one minutes twenty-six seconds)."),
    ("es", "Tiempo total 5:36:52 h.", "Tiempo total cinco horas treinta y seis minutos cincuenta y dos segundos."),
    ("de", "Dauer: 2:20 h, auf 3:06 Stunden.", "Dauer: zwei Stunden zwanzig Minuten, auf drei Stunden sechs"
     " Minuten."),
    ("en", "At 10:30:15 AM.", "At ten thirty and fifteen seconds A M."),
    # scores and ratios
    ("de", "Er gewann mit 5:1 (2:0).", "Er gewann mit fünf zu eins (zwei zu null)."),
    ("es", "Venció por 2-1 (1-0).", "Venció por dos a uno (uno a cero)."),
    ("fr", "Grâce à son 3-0 contre Le Havre.", "Grâce à son trois à zéro contre Le Havre."),
    ("en", "A ratio of 2:1 and 3-5 days.", "A ratio of two to one and three to five days."),
    # a season of two years; English days of a month in a range
    ("de", "Die Saison 2015/16 war lang.", "Die Saison zweitausendfünfzehn bis zweitausendsechzehn war lang."),
    ("en", "Open from 13-15 April.", "Open from the thirteenth to fifteenth of April."),
    # 24-hour times in English: said as a person there says them
    ("en", "Trains run between 05:00 and 21:00 hours.", "Trains run between five A M and nine P M."),
]


@pytest.mark.parametrize(("language", "text", "expected"), CASES)
def test_spans_are_read_as_a_person_reads_them(language: str, text: str, expected: str) -> None:
    assert for_speech(text, language) == expected
