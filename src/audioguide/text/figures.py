"""Fractions, signed numbers and a number's agreement with the noun it counts, from tables per language.

Steps of :data:`audioguide.text.prepare.STEPS`, each ``step(text, language) -> text``:

- a fraction, ``1/2``, ``3/4``, ``½``, ``1 ½``, ``2⁄3``: "one half", "three quarters", "one and a half",
  "ein Drittel", "deux tiers", "tres cuartos" (a slash between numbers is a fraction only where the
  first is the smaller and nothing slashed goes on: "4/5/2026" is a date, "24/7" is round the clock);
- a sign written before a number, ``+3 %``, ``−5``, ``(-2)``: "plus three percent", "minus five".

:func:`before_noun` gives a number said before a noun its form there: "veintiún euros", "una libra",
"ein Euro", "une livre".
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from audioguide.text.measures import (
    BY,
    DAILY,
    DATIVE_PREPOSITIONS_DE,
    DIVIDED,
    NO_NOUN_AFTER,
    PER,
    PER_UNITS,
    PER_WORDS,
    PHOTOGRAPHY,
    PLUS_MINUS,
    POWER_OF_TEN,
    RANGE,
    SIGNS,
    SKY,
    UNITS,
    feminine_count,
    primary,
    unit_names,
    unit_symbols,
)
from audioguide.text.spans import RATIO_BEFORE, SCORE, with_ordinal_suffix

NAMED: dict[str, dict[int, tuple[str, str]]] = {
    "en": {2: ("half", "halves"), 4: ("quarter", "quarters")},
    "de": {2: ("halb", "halbe")},
    "fr": {2: ("demi", "demis"), 3: ("tiers", "tiers"), 4: ("quart", "quarts")},
    "es": {2: ("medio", "medios"), 3: ("tercio", "tercios"), 4: ("cuarto", "cuartos"), 5: ("quinto", "quintos"),
           6: ("sexto", "sextos"), 7: ("séptimo", "séptimos"), 8: ("octavo", "octavos"), 9: ("noveno", "novenos"),
           10: ("décimo", "décimos"), 100: ("centésimo", "centésimos"), 1000: ("milésimo", "milésimos")},
}
"""A fraction's denominator where the language has a name for it; the others are made by :func:`_part`."""
ONE_PART = {"en": "one", "de": "ein", "fr": "un", "es": "un"}
"""The numerator one before a part's name ("one third", "ein Drittel", "un tiers", "un tercio")."""
AND = {"en": "and", "de": "und", "fr": "et", "es": "y"}
ONE_OF_EVERY = {"fr": (("un", "une"), "sur")}
""""1 sur 10 personnes": one (masculine, feminine) of so many of a noun, agreeing with it (Spanish, "1 de cada
1.000 personas", in :func:`_one_of`)."""
THAT_IS = {"en": "that is", "de": "entspricht", "fr": "soit", "es": "es decir"}
"""An equals sign opening a bracket: the amount before, said otherwise ("1 comprimé (= 400 mg)": soit)."""
"""Between the whole number and the fraction: "one and a half", "dos y un cuarto"."""
A_HALF = {"en": "a half", "de": "einhalb", "fr": "demi", "es": "medio"}
"""Half after a whole number: "one and a half", "zweieinhalb", "deux et demi", "dos y medio"."""
ALL_YEAR = {"en": "twenty-four seven, three sixty-five", "de": "rund um die Uhr, das ganze Jahr",
            "fr": "vingt-quatre heures sur vingt-quatre, toute l'année", "es": "las veinticuatro horas, todo el año"}
"""``24/7/365``, as each language says it."""
ROUND_THE_CLOCK = {"en": "twenty-four seven", "de": "rund um die Uhr", "fr": "vingt-quatre heures sur vingt-quatre",
                   "es": "las veinticuatro horas"}
"""``24/7``, as each language says it."""
FEMININE: dict[str, frozenset[str]] = {
    "es": frozenset({"libra", "libras"}),
    "fr": frozenset({"livre", "livres"}),
}
"""Nouns a number agrees with as feminine (where the number has a feminine form: una, veintiuna, une)."""

_SECOND_PART = re.compile(
    r"(?<![\w./,-])1/(\d{1,5})(?:th|e|ème|stel|avo)?(?P<unit>\s?(?:de\s|of\s(?:a\s)?)?(?:s|sec|seconds?|secondes?"
    r"|segundos?|Sekunden?|Sek)\b(?:\.(?=\s+[a-zäöüéèàáíóúñ]))?)?(?![\w/⁄]|[.,]\d)")
"""One part of a second: a shutter's speed ("1/500th second", "1/500e de seconde", "1/250 sec.")."""
SHOTS = {
    "en": (r"from (?:three|deep|the field|the floor|the line|beyond the arc)|shooting|FG|3PT|3-pointers|free throws"
           r"|threes", r"shooting|went", "for"),
    "es": (r"en (?:triples|tiros|tiros libres|tiros de campo|libres|dobles)|de (?:campo|tres|dos)", r"(?!)", "de"),
    "fr": (r"aux (?:tirs|lancers)|à (?:trois|deux) points|derrière l'arc|de loin", r"points à", "sur"),
    "de": (r"Dreier\w*|Würfe\w*|Freiwürfe\w*|Zweier\w*|Feldwürfe\w*|aus dem Feld|von der Linie", r"Quote von",
           "von"),
}
"""A basketball player's shots: the words after (or before) that make ``9/10`` nine made of ten taken."""
OF_A_SECOND = {"en": "of a second", "de": "Sekunde", "fr": "de seconde", "es": "de segundo"}
def _second_part(found: re.Match[str], code: str) -> str:
    """"1/500 s": one five hundredth of a second, eine fünfhundertstel Sekunde (the part before its noun, as an
    adjective), un cinq centième de seconde, (el) quinientosavo de segundo (after an article, no "un")."""
    said = _fraction(1, int(found[1]), None, code)
    if code == "de":
        said = "eine " + said.removeprefix("ein ").lower()
    elif code == "es" and re.search(r"\b(?i:el|del|al)\s$", found.string[:found.start()]):
        said = said.removeprefix("un ")
    return f"{said} {OF_A_SECOND[code]}"


_PARTS_OF_TOTAL = re.compile(r"(?<![\w.,/])(\d{2,5})(\s(?:[^\W\d_]+\s)?\()(\d{1,5})/(\d{1,5})\)")
"""A number, perhaps its unit, then two in brackets split by a slash: its parts when they add up to it."""
_TOTAL_OF_WHAT = re.compile(r"\b(?i:kg|kilos?|kilo(?:gram|gramm|gramos?|grammes?)s?|lbs?|pounds?|points?|pts|Punkte?"
                            r"|puntos?|Zweikampf|total|snatch|jerk|Reißen|Stoßen|arrachés?|épaulés?|arrancada)\b")
"""What a total and its parts in brackets count: a weight lifted, points (not a shooting count, "scored 14 (6/8)")."""


def _parts_of_total(found: re.Match[str]) -> bool:
    """Whether two numbers in brackets are the parts of the total before them: they add up to it, and a unit or a
    weight's or points' word stands by them ("420 kg (190/230)", "461 (203/258) Kilo")."""
    if int(found[3]) + int(found[4]) != int(found[1]):
        return False
    near = found.string[max(0, found.start() - 30):found.end() + 20]
    return _TOTAL_OF_WHAT.search(near) is not None


_SLASHED = re.compile(r"(?<![\w./,⁄-])(?:(?P<whole>\d{1,3})\s)?(?P<n>\d{1,4})[/⁄](?P<d>\d{1,4})(?![\w/⁄]|-\d|[.,]\d)")
_VULGAR = re.compile(r"(?<![\w.,])(?:(?P<whole>\d{1,3})\s?)?(?P<fraction>[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])(?!\w)")
_SIGNED = re.compile(r"(?:(?<=^)|(?<=[\s(\[]))(?P<sign>[+−]|-(?=\d))(?P<number>\d)")


METERS = {
    "en": (r"(?i:time signatures?)|\d/\d+ time\b", "{} {}"),
    "es": (r"(?i:compás|compases|indicaciones? de compás)", "{} por {}"),
    "fr": (r"(?i:\bmesures? à|signatures? rythmiques?|chiffrages? de mesure)", "{} {}"),
}
"""What tells a number over a power of two is music's time signature ("signatures are 4/4, 6/8", "in 6/8 time"),
and how the language says one ("six eight", "seis por ocho"; German's "Sechsachteltakt" is the fraction's)."""


def _words(number: str, code: str) -> str:
    from num2words import num2words

    return str(num2words(int(number), lang=code))


def speak_fractions(text: str, language: str) -> str:
    """``3/4`` → "three quarters", ``1 ½`` → "one and a half", ``24/7`` → "twenty-four seven"; a pitcher's
    innings in thirds (``5.1 innings``: five and a third); a split of a hundred (``80/20 ground beef``: eighty-twenty,
    ``a 50/50 chance``)."""
    code = primary(language)
    if code == "en" and re.search(r"\d/\d+(?:st|nd|rd|th)s?\b", text):  # "1/16th inch": the fraction, its suffix said
        text = re.sub(r"(?<![\w./-])(\d{1,2}/(?:2|3|4|5|6|8|10|12|16|32|64|100|\d{1,3}(?=(?:st|nd|rd|th)s?\s+(?:scale"
                      r"|inch|inches|of|mile|miles|cup|cups|teaspoon|tablespoon|pound|ounce|acre|second)\b)))"
                      r"(?:st|nd|rd|th)(s?)\b", r"\1", text)  # with it, not a date ("moved to 9/22nd")
    if code == "en" and re.search(r"\d\.[12]\s+(?:innings|IP)\b", text):
        text = re.sub(r"(?<![\w.,])(\d{1,2})\.([12])(?=\s+(?:innings|IP)\b)",
                      lambda found: f"{found[1]} and {'a third' if found[2] == '1' else 'two thirds'}", text)
    if code == "fr":  # "24h/24", "7j/7": vingt-quatre heures sur vingt-quatre, sept jours sur sept
        text = re.sub(r"(?<![\w./-])(24)\s?h\s?/\s?24\b|(?<![\w./-])(7)\s?j\s?/\s?7\b",
                      lambda found: f"{found[1]} heures sur {found[1]}" if found[1]
                      else f"{found[2]} jours sur {found[2]}", text)
    if code not in NAMED or not re.search(r"\d[/⁄]\d|[½⅓⅔¼¾⅕-⅞]", text):
        return text
    if "(" in text:  # "461 (203/258) Kilo": a total, then in brackets the two results it adds up
        text = _PARTS_OF_TOTAL.sub(lambda found: f"{found[1]}{found[2]}{found[3]} {AND[code]} {found[4]})"
                                   if _parts_of_total(found) else found[0], text)
    if code == "en":
        text = re.sub(r"(?<![\w./,-])([1-9]0|[1-9]5)/([1-9]0|[1-9]5)(?![\w/]|[.,]\d)",
                      lambda found: f"{_words(found[1], code)}-{_words(found[2], code)}"
                      if int(found[1]) + int(found[2]) == 100 else found[0], text)
    if code in METERS and re.search(METERS[code][0], text):  # "4/4", "6/8": a time signature, "four four"
        text = re.sub(r"(?<![\w./,-])([1-9]|1[0-2])/(2|4|8|16)(?![\w/]|[.,]\d|\s+(?:of|de|d['’])\b)",
                      lambda found: METERS[code][1].format(found[1], found[2]), text)
    text = re.sub(r"(?<![\w./-])24/7/365(?![\w/-]|[.,]\d)", ALL_YEAR[code], text)
    text = re.sub(r"(?<![\w./-])24/7(?![\w/-]|[.,]\d)", ROUND_THE_CLOCK[code], text)
    # "2-1/4 cups": a whole number and a fraction joined by a hyphen, as "2 1/4"
    text = re.sub(r"(?<![\w.,/-])(\d{1,2})-(?=[1-9]/(?:2|3|4|8|16)(?![\w/-]|[.,]\d))", r"\1 ", text)
    if "/" in text:  # "1/500th second", "1/250 sec.", "(1/8000)" in photography: a part of a second
        photography = PHOTOGRAPHY.search(text) is not None
        text = _SECOND_PART.sub(lambda found: _second_part(found, code) if found["unit"] or photography
                                else found[0], text)
    if code in SHOTS:  # "1/7 en triples", "26 points à 9/10", "4/5 Dreier": shots made of shots taken
        after, before, word = SHOTS[code]
        text = re.sub(rf"(?<![\w./,-])(?P<before>\b(?:{before})\s)?(\d{{1,2}})/(\d{{1,2}})(?![\w/]|[.,]\d)"
                      rf"(?P<after>\s(?:{after})\b)?",
                      lambda found: f"{found['before'] or ''}{found[2]} {word} {found[3]}{found['after'] or ''}"
                      if (found["before"] or found["after"]) and int(found[2]) <= int(found[3]) else found[0], text)
    if code == "en" and re.search(r"\d/\d+\s(?:winner|favou?rite|shot|outsider|joint)", text):  # "an 8/13 winner":
        # a horse's odds, eight to thirteen
        text = re.sub(r"(?<![\w./,-])(\d{1,3})/(\d{1,3})(?=\s(?:winner|favou?rite|shot|outsider|joint)\b)",
                      r"\1 to \2", text)
    if code in OUT_OF:  # "17.7/20, 92/100", "rated 7/10": a mark out of a round total, not a fraction
        text = _MARK.sub(lambda found: f"{found[1]} {OUT_OF[code]} {found[2]}" if _a_mark(found, code) else found[0],
                         text)
    if code == "fr":  # "beurre 1/2 sel": demi-sel, the butter's name
        text = re.sub(r"(?<![\w./,-])1/2[\s-]sel\b", "demi-sel", text)
    if code == "fr":  # "37/100e", "le 1/5e": a fraction written with its ordinal's mark
        text = re.sub(r"(?<![\w./,-])(?P<article>(?:[Ll]e|[Ll]es)\s)?(\d{1,3})/(\d{1,5})(?:e|ème)s?\b",
                      lambda found: (found["article"] or "") + (_fraction(int(found[2]), int(found[3]), None, code)
                                                                 .removeprefix("un " if found["article"] else "")),
                      text)
    text = _VULGAR.sub(lambda found: _vulgar(found, code, text[found.end():found.end() + 30]), text)
    text = _SLASHED.sub(lambda found: _slashed(found, code, text[found.end():found.end() + 30]), text)
    if code == "fr":  # "3/4 h": trois quarts d'heure, the elision against its word
        text = text.replace("\x00 ", "'")
    if code == "en":  # "a 1/8 inch hole": the fraction's own article, not twice
        text = re.sub(r"\b(?:[Aa]n?) (an? (?:quarter|third|\w+th|\w+ths)\b)", r"\1", text)
        if "\x00" in text:  # "a 1/4-inch drill": a quarter-inch drill; "a 1/8 inch bit": an eighth-inch bit
            text = re.sub(r"\b([Aa]) (?=(?:eighth|eleventh|eighteenth|eightieth)-\x00)", r"\1n ", text)
            text = re.sub("-\x00[ -]", "-", text)
    return _FRENCH_HALF.sub(r"une demi-\1", text) if code == "fr" else text


OUT_OF = {"en": "out of", "de": "von", "fr": "sur", "es": "sobre"}
"""Between a mark and the total it is out of ("17.7/20": seventeen point seven out of twenty)."""
_MARK = re.compile(r"(?<![\w./,-])(\d{1,3}(?:[.,]\d{1,2})?)/(5|10|20|100)(?![\w/]|[.,]\d|\s?[%°])")


def _a_mark(found: re.Match[str], code: str) -> bool:
    """Whether a number over 5, 10, 20 or 100 is a mark out of it: a decimal one ("17.7/20"), or a whole one of
    two or more that no "of" and no unit follows ("92/100", "3/5 stars"; not "7/10 of the voters", "1/5 cup")."""
    mark, total = found[1], int(found[2])
    if found[0] == "20/20":
        return False  # "20/20 vision", "hindsight is 20/20"
    if re.search(r"[.,]", mark):
        return float(mark.replace(",", ".")) <= total
    after = found.string[found.end():found.end() + 30]
    return 2 <= int(mark) <= total and not re.match(r"\s+(?:of|de|des|du|d['’]|von|der|des)\b", after) \
        and not (code in UNITS and _counted_by(after, code))


def _vulgar(found: re.Match[str], code: str, after: str = "") -> str:
    numerator, denominator = _parts(found["fraction"])
    counted = re.search(r"\b([a-záéíóúñ]{3,}) y $", found.string[:found.start()])
    if code == "es" and not found["whole"] and (numerator, denominator) == (1, 2) and counted:
        return "media" if guessed_feminine(counted[1], "es") else "medio"  # "2 tazas y ½": dos tazas y media
    if code == "es" and not found["whole"] and (numerator, denominator) == (1, 2) and re.match(r"\s[a-z]", after):
        noun = after.split()[0]
        return "media" if guessed_feminine(noun, "es") else "medio"
    said = _fraction(numerator, denominator, found["whole"], code)
    if code == "en" and not found["whole"] and (measured := _attributive_en(numerator, said, after, found.string[
            :found.start()]) or _measured_en(numerator, said, after)):
        return measured
    return said


def _parts(character: str) -> tuple[int, int]:
    """``⅔`` → (2, 3), from the character's Unicode decomposition ("<fraction> 0032 2044 0033")."""
    numerator, _, denominator = unicodedata.normalize("NFKC", character).partition("⁄")
    return int(numerator), int(denominator)


_PLURAL_TIMES = re.compile(r"\s(?:minutes|hours|days|weeks|months|years|seconds|Minuten|Stunden|Tage|Wochen|Monate"
                           r"|Jahre|Sekunden|heures|jours|semaines|mois|ans|secondes|minutos|horas|días|semanas|meses"
                           r"|años|segundos)\b")
"""Units of time in the plural: a slash before them joins two counts ("every 5/10 minutes"), no fraction of one."""
SLASH = {"en": "slash", "de": "Schrägstrich", "fr": "barre", "es": "barra"}
"""Between two numbers that are no fraction: "Ley 7/1985", "2024/1689"."""


def _slashed(found: re.Match[str], code: str, after: str = "") -> str:
    numerator, denominator = int(found["n"]), int(found["d"])
    close = numerator >= 10 and denominator <= 2 * numerator  # "35/40 minutos"; "every 5/10 minutes", not "1/2 hours"
    if (not found["whole"] and numerator < denominator and code in RANGE and _counted_by(after, code)
            and (close or (numerator >= 2 and _PLURAL_TIMES.match(after)))):
        return f"{found['n']} {RANGE[code]} {found['d']}"  # "35/40 minutos", "90/100 km/h": one or the other
    thousandths = denominator == 1000 and 100 <= numerator < 1000  # "625/1000 Silber": a metal's fineness
    if (not 0 < numerator < denominator <= 100 and not thousandths) or found["n"].startswith("0") \
            or found["d"].startswith("0"):
        return found[0] if found["whole"] else f"{found['n']} {SLASH[code]} {found['d']}"  # no fraction
    said = _fraction(numerator, denominator, found["whole"], code)
    if code == "de" and not found["whole"] and denominator > 2 and dative_before(found.string[:found.start()]):
        count, _, part = said.partition(" ")  # "zu 1/4": zu einem Viertel; "zu 3/8": zu drei Achteln
        plural = part + "n" if part.endswith("el") and count != "ein" else part
        return f"{'einem' if count == 'ein' else count} {plural}"
    if code == "en" and not found["whole"] and (measured := _attributive_en(numerator, said, after, found.string[
            :found.start()]) or _measured_en(numerator, said, after)):
        return measured
    if code == "fr" and not found["whole"] and (numerator, denominator) != (1, 2) and _counted_by(after, code):
        return f"{said} d\x00" if re.match(r"\s[aeiouhéè]", after) else f"{said} de"  # "3/4 l": trois quarts de litre
    noun = re.match(r"\s([a-zñáéíóú]{3,})\b", after) if code == "es" and not found["whole"] else None
    if noun and noun[1] not in ("de", "del", "por", "que", "para"):  # "1/2 taza": media taza; "1/4 cucharadita"
        if (numerator, denominator) == (1, 2):
            return "media" if guessed_feminine(noun[1], "es") else "medio"
        return f"{said} de"
    return said


_MEASURES_EN = frozenset({"cup", "pint", "quart", "gallon", "stick", "can", "jar", "bunch", "lemon", "lime", "mile",
                          "inch", "pound", "ounce", "hour", "teaspoon", "tablespoon", "yard", "acre", "dozen"})
"""Nouns a fraction measures out in English ("1/2 cup": half a cup), besides the units' names."""


@cache
def _unit_singulars_en() -> frozenset[str]:
    """The English units' names in the singular, one word each ("teaspoon", "mile")."""
    return frozenset(pair[0] for pair in UNITS["en"].values() if " " not in pair[0])


_DIMENSIONS_EN = frozenset({"deep", "long", "wide", "high", "thick", "tall"})
"""After a measure an article leads, the adjective of a noun to come ("a ½ inch deep trench")."""
_LENGTHS_AND_TIMES_EN = frozenset({"inch", "foot", "yard", "mile", "millimeter", "centimeter", "meter", "kilometer",
                                   "second", "minute", "hour", "day", "week", "month", "year"})
"""Measures that describe the noun after them with no article before ("1/2 inch cubes": half-inch cubes); a
measure of a substance does so only after one ("1/2 cup sugar" is sugar, "a 1/2 cup serving" a half-cup serving)."""


def _attributive_en(numerator: int, said: str, after: str, before: str) -> str | None:
    """A fraction of a measure that describes the noun after it, said as one adjective with it: "a 1/4-inch drill"
    (a quarter-inch drill), "1/2 inch cubes" (half-inch cubes), "a 1/2 mile walk" (a half-mile walk), past the
    measure in other units ("a ½ inch (1 cm) deep trench": a half-inch deep trench). The hyphen
    and a NUL after the words join them to the measure's name (:func:`speak_fractions`)."""
    unit = re.match(r"([-\s])([a-z]+)\b(?!['’])", after)
    if not unit or not (unit[2] in _MEASURES_EN or unit[2] in _unit_singulars_en()):
        return None
    if unit[1] != "-":  # "cut into 1/2 inch cubes", "a 1/2 mile walk"; not "simmer for 1/2 hour uncovered"
        noun = re.match(r"\s(?:\([^()]{1,30}\)\s)?([a-z]+)\b(?!['’-])", after[unit.end():])
        led = re.search(r"\b(?:[Aa]n?|[Tt]he|into|in|with|of)\s$", before)
        deep = noun is not None and noun[1] in _DIMENSIONS_EN and re.search(r"\b[Aa]n?\s$", before) is not None
        if not noun or (noun[1] in NO_NOUN_AFTER["en"] and not deep) or re.search(r"(?:ly|ed)$", noun[1]) \
                or not led or (
                unit[2] not in _LENGTHS_AND_TIMES_EN and not re.search(r"\b(?:[Aa]n?)\s$", before)):
            return None
    count, _, part = said.partition(" ")
    if numerator == 1:
        return f"{part}-\x00"  # "quarter-inch", "eighth-inch"
    return f"{count}-{part.removesuffix('s') if part == 'quarters' else part}-\x00"  # "three-quarter-inch"


def _measured_en(numerator: int, said: str, after: str) -> str | None:
    """A fraction before the singular measure it takes part of (the unit step has named the symbols): "half a",
    "a quarter of a" or "a quarter", "three quarters of a" (the measure follows); None before any other word."""
    word = re.match(r"\s([a-z]+)\b(?!['’-])", after)
    if not word or not (word[1] in _MEASURES_EN or word[1] in _unit_singulars_en()):
        return None
    article = "an" if word[1][0] in "aeio" or word[1] == "hour" else "a"
    if said == f"{ONE_PART['en']} half":
        return f"half {article}"
    if numerator == 1:  # "1/8 inch": an eighth of an inch
        part = said[len(ONE_PART["en"]):]
        said = ("an" if part.strip()[:1] in ("a", "e", "i", "o") else "a") + part
    # "3/4 teaspoon of salt": three quarters of a teaspoon of salt; "1/4 cup sugar": a quarter cup sugar; "3/4 mile
    # south", "(1/25 inch)": three quarters of a mile, a twenty-fifth of an inch, as a quarter inch is not said
    noun = re.match(r"\s([a-z]+)\b", after[word.end():])
    alone = (numerator > 1 or not said.endswith("quarter")) and (not noun or noun[1] in NO_NOUN_AFTER["en"])
    return f"{said} of {article}" if re.match(r"\s[a-z]+\s+of\b", after) or alone else said


def dative_before(before: str) -> bool:
    """Whether a German dative preposition stands right before (``je zu``, ``mit``): its case is what follows."""
    word = re.search(r"([^\W\d_]+)\s$", before)
    return bool(word) and word[1].lower() in DATIVE_PREPOSITIONS_DE  # type: ignore[index]


def _counted_by(after: str, code: str) -> bool:
    """Whether ``after`` starts with a unit's name (the unit step has named the symbols): what is counted."""
    word = re.match(r"\s([^\W\d_]+)", after)
    return bool(word) and any(word[1] in pair for pair in UNITS[code].values())  # type: ignore[index]


def _fraction(numerator: int, denominator: int, whole: str | None, code: str) -> str:
    if whole is not None and numerator == 1 and denominator == 2:
        said_whole = _words(whole, code)
        return f"{before_noun(said_whole, code)}{A_HALF[code]}" if code == "de" else \
            f"{said_whole} {AND[code]} {A_HALF[code]}"
    count = ONE_PART[code] if numerator == 1 else _words(str(numerator), code)
    singular, plural = NAMED[code].get(denominator) or _part(denominator, code)
    said = f"{count} {singular if numerator == 1 else plural}"
    return said if whole is None else f"{_words(whole, code)} {AND[code]} {said}"


ORDINAL_SPELLED = {"es": {"décimoprimer": "undécim", "décimosegund": "duodécim"},
                   "fr": {"centsième": "centième", "vingtsième": "vingtième"}}
"""num2words' ordinals a language writes otherwise (RAE: "undécimo", "duodécimo"; "décimoprimero" is no word; French
"cinq centième", "quatre-vingtième": the plural's s goes)."""


def ordinal_words(value: int, code: str) -> str:
    """``value`` as the language's ordinal ("third", "dritte", "undécimo"), masculine where it has genders."""
    from num2words import num2words

    said = str(num2words(value, lang=code, to="ordinal"))
    for written, spelled in ORDINAL_SPELLED.get(code, {}).items():
        said = said.replace(written, spelled)
    return said


@cache
def _part(denominator: int, code: str) -> tuple[str, str]:
    """A denominator's name made from its ordinal: "fifth(s)", "Fünftel", "cinquième(s)", "onceavo(s)"."""
    from num2words import num2words

    if code == "es":  # from eleven on, the cardinal and -avo: onceavo, veinteavo
        cardinal = str(num2words(denominator, lang="es")).replace(" ", "")
        return f"{cardinal}avo", f"{cardinal}avos"
    ordinal = ordinal_words(denominator, code)
    if code == "en":  # "nine hundred and twenty-five thousandths", not "… one thousandths"
        ordinal = re.sub(r"^one (?=hundred|thousand|million)", "", ordinal)
    if code == "de":  # "fünfte" → "Fünftel", "zwanzigste" → "Zwanzigstel"
        name = ordinal[:1].upper() + ordinal[1:-1] + "el"
        return name, name
    return ordinal, ordinal + "s"


_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_POWER = re.compile(r"(?<![\w.,])((?:\d+(?:[.,]\d+)?\s?[×x·]\s?)?)10(?:\^\(?([-−+]?\d{1,3})\)?|([⁻⁺]?[⁰¹²³⁴-⁹]{1,3}))"
                    r"(?![\w^⁰¹²³⁴-⁹])")


def speak_powers_of_ten(text: str, language: str) -> str:
    """``10⁻³``, ``10^6``, ``3×10⁻⁶``: ten to a power, its sign said, and a number times it."""
    code = primary(language)
    if code not in POWER_OF_TEN or not re.search(r"10(?:\^|[⁻⁺⁰¹²³⁴-⁹])", text):
        return text
    return _POWER.sub(lambda found: _power(found, code), text)


def _power(found: re.Match[str], code: str) -> str:
    """Ten to its power; a raised 1 or 2 alone after a bare ten may be a footnote's mark, and is left."""
    exponent = (found[2] or found[3]).translate(_SUPERSCRIPTS).replace("−", "-")
    if found[3] and not found[1] and exponent in ("1", "2"):
        return found[0]
    sign = f"{SIGNS[code][0 if exponent[0] == '-' else 1]} " if exponent[0] in "+-" else ""
    factor = re.sub(r"\s?[×x·]\s?$", f" {OPERATORS[code][1]} ", found[1]) if found[1] else ""
    power = exponent.lstrip("+-")
    measured = re.match(rf"\s?(?:{unit_symbols(code)})", found.string[found.end():])  # "3×10^8 m/s": its unit named
    if code == "en" and not sign:  # "10⁶": ten to the sixth; "10^2": ten squared
        if power == "2":
            return f"{factor}10 squared"
        power = power if measured else ordinal_words(int(power), "en")
    return f"{factor}10 {POWER_OF_TEN[code]} {sign}{power}"


OPERATORS = {"en": ("equals", "times"), "de": ("gleich", "mal"), "fr": ("égale", "fois"), "es": ("es igual a", "por")}
"""``=`` and ``×`` between numbers."""
BOUNDS = {
    "en": {">": "more than", "<": "less than", "≥": "at least", "≤": "at most"},
    "de": {">": "mehr als", "<": "weniger als", "≥": "mindestens", "≤": "höchstens"},
    "fr": {">": "plus de", "<": "moins de", "≥": "au moins", "≤": "au plus"},
    "es": {">": "más de", "<": "menos de", "≥": "al menos", "≤": "como mucho"},
}
"""A bound written before a number, in prose: "siempre que >2/3 de los validadores" (más de dos tercios)."""
COMPARISONS = {
    "en": {">": "greater than", "<": "less than", "≥": "greater than or equal to", "≤": "less than or equal to"},
    "de": {">": "größer als", "<": "kleiner als", "≥": "größer oder gleich", "≤": "kleiner oder gleich"},
    "fr": {">": "supérieur à", "<": "inférieur à", "≥": "supérieur ou égal à", "≤": "inférieur ou égal à"},
    "es": {">": "mayor que", "<": "menor que", "≥": "mayor o igual que", "≤": "menor o igual que"},
}
"""A comparison between two terms: "x > 5", "p < 0.05"."""
CODE_OPERATORS = {
    "en": {">=": "greater than or equal to", "<=": "less than or equal to", "==": "equals", "===": "strictly equals",
           "!=": "is not equal to", "!==": "is not strictly equal to", "=>": "arrow", "->": "arrow", "&&": "and",
           "||": "or"},
    "de": {">=": "größer oder gleich", "<=": "kleiner oder gleich", "==": "gleich", "===": "strikt gleich",
           "!=": "ungleich", "!==": "strikt ungleich", "=>": "Pfeil", "->": "Pfeil", "&&": "und", "||": "oder"},
    "fr": {">=": "supérieur ou égal à", "<=": "inférieur ou égal à", "==": "égale", "===": "strictement égal à",
           "!=": "différent de", "!==": "strictement différent de", "=>": "flèche", "->": "flèche", "&&": "et",
           "||": "ou"},
    "es": {">=": "mayor o igual que", "<=": "menor o igual que", "==": "igual a", "===": "estrictamente igual a",
           "!=": "distinto de", "!==": "estrictamente distinto de", "=>": "flecha", "->": "flecha", "&&": "y",
           "||": "o"},
}
"""Operators of code, between two terms with a space each side ("index >= array.length", "a == b",
"(state) => Object"): a voice passes over them."""
_CODE_OPERATOR = re.compile(r"(?<=[\w)\]'\"`]) (===|!==|>=|<=|==|!=|=>|->|&&|\|\|) (?=[-−!\w(\['\"`{])"
                            r"|(?<=[\w,] )(===|!==|>=|<=|==|!=)(?: (?=[\w(])|(?=[,;.]?(?:\s|$)))")
"""An operator between two terms; a comparison's alone in a list ("Use <=, >= and == …", from inline code)."""
_TERMS_COMPARED = re.compile(r"(?<=[\w)\]'’\"”]) ([<>]) ([-−]?)(?=['‘\"“]?[^\W\d_][\w.]*['’\"”]?(?:\(|\[|\s|[,;.)]|$))")
"""A comparison between two names ("index < count", "a > b.length"): no arrow of a quotation."""
DIAMETER = {"en": "diameter", "de": "Durchmesser", "fr": "diamètre", "es": "diámetro"}
SIDES = {"en": "length|width|height|depth|[LWH]", "de": "Länge|Breite|Höhe|Tiefe|[LBHT]",
         "fr": "longueur|largeur|hauteur|profondeur|épaisseur|[LlHhP]",
         "es": "alto|ancho|largo|fondo|profundidad|altura|anchura|longitud|[LAH]"}
"""The names of a size's sides, written with an x between them: "(alto x ancho x largo)", "L x B x H"."""
FOR_PRICE = {"en": "for", "de": "für", "fr": "pour", "es": "por"}
"""Between a price and what it buys, written with a slash: "29 Euro/8 km"."""
ABOUT = {"en": "about", "de": "etwa", "fr": "environ", "es": "aproximadamente"}
"""A tilde before a number: "~99.8 %", "~1 in every 100"."""
PER_ITEM = {"en": "per", "de": "pro", "fr": "par", "es": "por"}
"""A slash between a number or an amount and a word: "$45/piece", "10 €/Monat"."""


_FRENCH_HALF = re.compile(r"\bun demi (heure|journée|douzaine|bouteille|tasse|cuillère|livre|page|part|portion|pension"
                          r"|baguette|saison|finale|lune|mesure)\b")
"""French "½" before a feminine noun: "une demi-heure"."""


_DATE_RANGE = re.compile(r"(?<![\d.,/])(\d{1,2}([./])\d{1,2}\2\d{2,4})[ \u00a0]?[-–][ \u00a0]?"
                         r"(\d{1,2}\2\d{1,2}\2\d{2,4})(?![\d.,/]\d)")


def _to_date(found: re.Match[str], code: str) -> str:
    """The word between two dates of a range: the language's "to" ("del 1/3 al 5/3" after "del")."""
    return "al" if code == "es" and re.search(r"\b(?i:del|desde el)\s+$", found.string[:found.start()]) else RANGE[code]


SPACED_MINUS_AFTER = {"en": r"of|by|to|from|at|around|about", "de": r"von|um|auf|bis|zu|bei|mit|gegenüber",
                      "fr": r"de|à|et|environ|soit", "es": r"de|a|en|hasta|del|con"}
"""Words after which a hyphen typed apart before a quantity is its minus ("ein Rückgang von - 3 Prozent")."""
CHANGE_WORDS = {"en": r"percent|per cent|points?|degrees?", "de": r"Prozent|Prozentpunkte?|Punkte?|Grad",
                "fr": r"pour ?cent|points?|degrés?", "es": r"por ?ciento|puntos?|grados?"}
"""Words after a number that make it a change or a reading, which a minus may come before."""


@cache
def _spaced_minus_pattern(code: str) -> re.Pattern[str]:
    """A hyphen or en dash typed apart from its number after an opening bracket, before a percentage, a unit or a
    reading ("(- 7 %)"), or after a word of :data:`SPACED_MINUS_AFTER` before a percentage or a reading, where no
    dash after it closes an aside ("de - 3 pour cent"; not "leads to - 2 km further on - a village"), nor after
    "up to" ("Save up to - 50 %": a pause in an advert, its minus written against the number)."""
    units = "|".join(re.escape(unit) for unit in sorted(UNITS.get(code, {}), key=len, reverse=True))
    change = rf"\d[\d.,]*(?:\s?[%‰°]|\s(?:{CHANGE_WORDS[code]})\b)"
    return re.compile(rf"(?:(\()\s?[–-]\s(?=\d[\d.,]*\s?(?:{units})\b|{change})"
                      rf"|(?<!\b[Uu]p\s)(\b(?i:{SPACED_MINUS_AFTER[code]})\s)[–-]\s(?={change}(?![^–-]*\s[–-]\s)))")


def speak_spaced_dashes(text: str, language: str) -> str:
    """A hyphen between spaces is a dash, never a minus (one is written against its number): between two
    numbers a range ("94 - 347 m", "1518 - 1520": as "94–347"), after a word a pause ("Alsace - 95 mm").
    A sum ("5 - 3 = 2") is left to the operators."""
    # An en dash written against a number after a word is its minus ("bis zu –4 Grad"), unless a dash closes what
    # it opened ("eslora total –99 m de eslora entre perpendiculares–": an aside)
    text = re.sub(r"(?<=[^\W\d_] )–(?=\d)(?![\d.,]*\s?[-–])(?![^–]*[^\W\d_]–(?:[\s,.;:]|$))", "−", text)
    # and one written apart after a preposition, before a temperature ("est de – 250 °C"): the minus, no pause
    text = re.sub(r"\b((?i:de|à|a|of|to|at|hasta|bis|zu|auf|bei|um|von|vers|entre|et|and|y|und|until)\s)[–-]\s"
                  r"(?=\d[\d.,]*\s?°)", "\\1−", text)
    # or before a depth or an altitude, from one to another ("l'équipement de – 150 à près de – 400 m")
    text = re.sub(r"\b((?i:de|à|a|from|to|hasta|desde|bis|von|auf|vers)\s)[–-]\s(?=\d[\d.,]*\s?(?:m|km|ft)\b"
                  r"(?![^–-]*\s[–-]\s[^\d\s])|\d[\d.,]*\s(?:à|a|to|bis)\s(?:\w+\s){0,2}[–-]\s?\d)", "\\1−", text)
    # and its other end
    text = re.sub(r"(−\d[\d.,]*\s(?:à|a|to|bis|y|et|and|und)\s(?:\w+\s){0,2})[–-]\s(?=\d)", "\\1−", text)
    code = primary(language)
    if code in SPACED_MINUS_AFTER and re.search(r"[–-]\s\d", text):  # "(- 7 Prozent)", "von - 3 %": a change's minus
        text = _spaced_minus_pattern(code).sub(r"\1\2−", text)
    if code in RANGE:  # "½ – 1 tablet": a range from a fraction
        text = re.sub(r"([½¼¾⅓⅔⅛])[ \u00a0]?[-–][ \u00a0]?(?=\d)", rf"\1 {RANGE[code]} ", text)
        # "20.08.2021 - 25.08.2021", "1/3/2024-5/3/2024": from one full date to another
        text = _DATE_RANGE.sub(lambda found: f"{found[1]} {_to_date(found, code)} {found[3]}", text)
    if " -" not in text or "=" in text:
        return text
    # "911 °C - 1392 °C", "5 km - 10 km": a range, its unit written with both ends
    text = re.sub(r"(?<![\w.,])(?<![-–]\s)(\d+(?:[.,]\d+)?)(\s?)(°[CF]|[^\W\d_]{1,3})[ \u00a0]-[ \u00a0]"
                  r"(?=\d+(?:[.,]\d+)?\2\3(?!\w)(?!\s?[-–]\s?\d))",  # not a list ("5 km - 10 km - 21 km")
                  lambda found: f"{found[1]}{found[2]}{found[3]}-" if found[3] in UNITS.get(code, {}) else found[0],
                  text)
    # "between 28º - 30ºC": a range of degrees, their sign written after both, the scale after the second
    text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?[°º][ \u00a0]-[ \u00a0](?=\d+(?:[.,]\d+)?\s?[°º]\s?[CF]\b)", r"\1-",
                  text)
    if code in RANGE:  # "9am - 4.15pm", "9 h - 12 h": a range of clock times
        text = re.sub(r"(?<![\w.,:])(\d{1,2}(?:[.:][0-5]\d)?\s?(?:[ap]\.?m\.?|[AP]\.?M\.?|h|Uhr))[ \u00a0]-[ \u00a0]"
                      r"(?=\d{1,2}(?:[.:][0-5]\d)?\s?(?:[ap]\.?m|[AP]\.?M|h\b|Uhr))", rf"\1 {RANGE[code]} ", text)
    # Not a range: a clock time after a number that is none ("30 de agosto de 2025 - 10:11 p. m."), a postal code
    # before its town ("Avda. de Manoteras, 54 - 28050 Madrid"): a pause.
    text = re.sub(r"(?<![\d:.])(\d+)[ \u00a0]-[ \u00a0](?=\d{1,2}:\d\d|\d{4,5}\s+[A-ZÁÉÍÓÚÄÖÜ][^\W\d_])", r"\1, ", text)
    # nor a full date before what is no date ("Urteil vom 20.08.2021 - 66 S 98/20 -": the file's number)
    text = re.sub(r"(?<![\d.])(\d{1,2}([./])\d{1,2}\2\d{2,4})[ \u00a0]-[ \u00a0](?=\d)(?!\d{1,2}[./]\d{1,2}[./]\d)",
                  r"\1, ", text)
    text = re.sub(r"(?<=\d)[ \u00a0]-[ \u00a0](?=\d)", "–", text)
    # "250 mg - 325 mg": a range with its unit written twice (said once, by the unit step), no pause
    text = re.sub(r"(?<=\d)(\s?)([^\W\d_]{1,3})[ \u00a0]-[ \u00a0](?=\d+(?:[.,]\d+)?\1\2(?![\w]))", r"\1\2–", text)
    return re.sub(r"(?<=[^\W\d_])[ \u00a0]-[ \u00a0](?=[\d(])", ", ", text)


THOUSANDTHS = {"en": ("second", "seconds", "thousandths"), "fr": ("seconde", "secondes", "millièmes"),
               "es": ("segundo", "segundos", "milésimas"), "de": ("Sekunde", "Sekunden", "Tausendstel")}


def _thousandths(found: re.Match[str], code: str) -> str:
    """"0''008": eight thousandths; "1''250": one second two hundred and fifty thousandths."""
    second, seconds, thousandths = THOUSANDTHS[code]
    parts = [f"{found[1]} {second if found[1] == '1' else seconds}"] if int(found[1]) else []
    return " ".join([*parts, f"{int(found[2])} {thousandths}"])


def speak_signs(text: str, language: str) -> str:
    """A sign before a number, where no word or number comes just before it: ``+3 %`` → "plus 3 %",
    ``−5`` → "minus 5" (the number is read by the number step after), ``H+21`` → "H plus 21"; ``+`` between
    words ("diagnóstico + triage": "más"), ``=`` and ``×`` between numbers ("equals", "times")."""
    code = primary(language)
    if code in PLUS_MINUS and "±" in text:  # "± 2 %", "±0.5": plus or minus
        text = re.sub(r"\s?±\s?(?=\d)", f" {PLUS_MINUS[code]} ", text)  # "16,550±50": apart from the number
    if code not in SIGNS or not re.search(r"[+−-]\d", text):
        return text
    minus, plus = SIGNS[code]
    # "(90e+2, 1-3)", "45'+3": the minutes added to a half
    text = re.sub(r"(?<=\d)(e|ᵉ|′|'|’)?\+(?=\d)", lambda found: f"{found[1] or ''} {plus} ", text)
    text = re.sub(r"(?<![\w.])([A-Z])\s?\+\s?(?=\d)", rf"\1 {plus} ", text)  # "à H+21", "J+3": a day or hour after
    return _SIGNED.sub(lambda found: f"{plus if found['sign'] == '+' else minus} {found['number']}", text)


def speak_operators(text: str, language: str) -> str:
    """``+`` between words and quantities ("diagnóstico + triage": "más"), ``=`` and ``×`` between numbers
    ("equals", "times"), a size ("8 x 8": by), how often ("3×/day": three times), ``@`` before a number ("at"),
    ``>`` and ``<`` against a number after a word ("que >2/3": "más de"), and ``|`` or a spaced ``/`` between
    words as a pause (or "per" before a period: "120 mg / día"): before the symbols are named alone."""
    code = primary(language)
    if code in MORE and "+" in text:  # "Energieklasse A+", "A++", "a B+ grade": a class or a mark, "A plus"
        text = re.sub(r"(?<![\w+&])(?!C\+\+)([A-G])(\+{1,3})(?![\w+&]|\s?\d)",
                      lambda found: " ".join([found[1], *[MORE[code]] * len(found[2])]), text)
    if code in SIGNS and "+" in text:  # "5€ (+IVA)", "(+ MwSt.)": a tax or a charge added
        text = re.sub(r"(?:(?<=\()|(?<=\s))\+\s?(?=(?:IVA|VAT|MwSt|MWST|USt|TVA|IGIC|GST|HST|P&P|S&H|P&H"
                      r"|Mehrwertsteuer|Umsatzsteuer|Versand\w*|Porto)\b)", f"{SIGNS[code][1]} ", text)
    if code in SIGNS and re.search(r"\(\s?\+ \d", text):  # "(+ 1,6 centime)": a change, its sign typed apart
        text = re.sub(r"(?<=\()\s?\+ (?=\d)", f"{SIGNS[code][1]} ", text)
    if code in CODE_OPERATORS and "≠" in text:  # "a ≠ b"
        text = re.sub(r"(?<=\S) ?≠ ?(?=\S)", f" {CODE_OPERATORS[code]['!=']} ", text)
    if code in BOUNDS and re.search(r"(?<![=<>!])[<>]=\d", text):  # "tqdm >=4.62.0": a version at least so high
        text = re.sub(r"(?<![\w=<>!])([<>])=(?=\d)", lambda found: "≥" if found[1] == ">" else "≤", text)
        # "greenlet>=1.0": a package's version, its bound written against its name
        text = re.sub(r"(?<=[A-Za-z])([<>])=(?=\d)", lambda found: " ≥" if found[1] == ">" else " ≤", text)
    if code in CODE_OPERATORS and re.search(r" (?:[<>=!]==?|=>|->|[<>]|&&|\|\|)(?: |[,;.]?(?:\s|$))", text):
        text = _CODE_OPERATOR.sub(lambda found: f" {CODE_OPERATORS[code][found[1]]} " if found[1]
                                  else CODE_OPERATORS[code][found[2]] + (" " if found[0].endswith(" ") else ""), text)
        text = _TERMS_COMPARED.sub(lambda found: f" {COMPARISONS[code][found[1]]} "
                                   + (f"{SIGNS[code][0]} " if found[2] else ""), text)
    if code in BOUNDS and re.search(r"[<>≤≥] ?\d", text):
        # Written against its number, or after a word ("dura > 6 meses"), not between two terms ("x > 5"): a bound,
        # said in words.
        text = re.sub(r"(?:(?<=^)|(?<=[\s(\[]))([<>≤≥])(?=\d)|(?:(?<=[^\W\d_]{2} )|(?<=[:;,(] )|(?<=^))"
                      r"(?<!\bnull )(?<!\bundefined )(?<!\bNaN )(?<!\bNone )([<>≤≥]) (?=\d)",  # "null > 0": code
                      lambda found: f"{BOUNDS[code][found[1] or found[2]]} ", text)
        text = re.sub(r"(?<=[\w)]) ?([<>≤≥]) ?(?=[-−]?\d)", lambda found: f" {COMPARISONS[code][found[1]]} ", text)
    if code in DIAMETER and re.search(r"[øØ]\s?\d", text):  # "(ø 22 cm)": a diameter
        text = re.sub(r"(?<!\w)[øØ]\s?(?=\d[\d.,]*(?:\s?[x×]\s?\d[\d.,]*)*\s?(?:mm|cm|m|in\b"
                      r"|\w*(?i:meters?|metres?|mètres?|metros?|zoll"
                      r"|inch|inches|pouces?)\b))", f"{DIAMETER[code]} ", text)
    if code in THAT_IS and "=" in text:  # "1 comprimé (= 400 mg)": what the amount before comes to
        text = re.sub(r"(?<=\()\s?=\s?(?=[-−]?\d|(?:one|eine?|une?|uno|una)\s)", f"{THAT_IS[code]} ", text)
    if code in ABOUT and re.search("[~∼≈]", text):
        text = re.sub(r"(?<![\w~])[~∼≈]\s?(?=[-−+]?[\d$€£¥])", lambda found: f"{ABOUT[code]} " if code != "en" or not
                      re.search(r"\b[Aa]n?\s$", found.string[:found.start()]) else "roughly ", text)  # "a ~14% risk"
    text = re.sub(r"(?<=\S)\s+[|¦]\s+(?=\S)", ", ", text)  # "9–12 | 1:30–4:30": a separator, a pause
    if code in PER:  # "120 mg / día", "gramos /día": per day
        text = re.sub(rf"(?<=[^\W_])\s+/\s*(?=(?i:{'|'.join(PER_WORDS[code])})\b)", f" {PER[code]} ", text)
        # "1,182 euros / litro", "3 euros/kilo": an amount's money or unit per a unit
        text = re.sub(rf"(?<=\d)(\s?(?:[^\W\d_]+|[€$£¥]))\s*/\s*(?=(?i:{'|'.join(PER_UNITS[code])})\b)",
                      rf"\1 {PER[code]} ", text)
    if code in SIDES and re.search(r"\s[x×]\s", text):  # "(alto x ancho x largo)": the sides of a size, by
        sides = rf"\b(?i:{SIDES[code]})\b"
        text = re.sub(rf"{sides}(?: [x×] {sides})+", lambda found: re.sub(" [x×] ", f" {BY[code]} ", found[0]), text)
    if code in DIVIDED and " / " in text and re.search(r"(?i)\b(?:formula|fórmula|formule|Formel)\b", text):
        # "según la siguiente fórmula: Largo x ancho x alto (en centímetros) / 6.000": a division
        text = re.sub(r"(?<=[)\w]) / (?=\d)", f" {DIVIDED[code]} ", text)
    if code in FOR_PRICE and "/" in text:  # "29 Euro/8 km": a price for a quantity
        text = re.sub(r"(?<=\d)(\s?(?:[€$£]|(?i:euros?|dollars?|dólares|pesos|pounds|francs?|Franken)))\s?/\s?"
                      r"(?=\d[\d.,]*(?![\d.,]|\s?(?:[€$£]|(?i:euros?|dollars?|dólares|pesos|pounds|francs?|Franken)\b)))",
                      rf"\1 {FOR_PRICE[code]} ", text)
        quantity = rf"\d[\d.,]*\s?(?:{unit_symbols(code)}|(?:{unit_names(code)})\b)"
        # "€2.50/500 g": the price's sign before it
        text = re.sub(r"((?<![\w.,])[€$£]\s?\d[\d.,]*)\s?/\s?(?=\d[\d.,]*\s?[^\W\d_])", rf"\1 {FOR_PRICE[code]} ", text)
        # "a pace of 1:40/500m": a time for a distance
        text = re.sub(rf"((?<![\w.,:])\d{{1,2}}:[0-5]\d(?:[.,]\d+)?)\s?/\s?(?={quantity})", rf"\1 {PER_ITEM[code]} ",
                      text)
    if code in DAILY and "/" in text:  # "9,8 gramos /diario": al día
        text = re.sub(rf"(?<=[^\W_])\s?/\s?(?i:{DAILY[code][0]})\b", f" {DAILY[code][1]}", text)
    # "Vendredi / Ville-Vieille", "13 kms / 740m": a pause; "add a / at the end": the symbol, which an article names
    text = re.sub(r"(?<=[^\W\d_]|\d)\s+/\s+(?=[^\W_])", lambda found: found[0] if re.search(
        r"(?:^|\s)(?:a|an|un|una|une|ein|eine|einen)$", text[:found.start()]) and not re.match(
        r"\s*(?:a|an|the|un|una|une|el|la|le|les|ein|eine|einen|der|die|das)\b", text[found.end():]) else ", ", text)
    if code in PER:  # "70,5 cas/100 000 habitants": a rate per a round number
        text = re.sub(r"(?<=[^\W\d_])\s?/\s?(?=1(?:0{1,6}|0{0,2}(?:[ \u00a0\u202f.,]000){1,2})\s)",
                      f" {PER[code]} ", text)
    if "/" in text:  # "farine/150grs de sucre": a list; not a function's arity ("the form/1 component")
        units = (rf"|\d+(?:[.,]\d+)?\s(?:{unit_symbols(code)}|(?:{unit_names(code)}))(?![^\W\d_])"
                 if code in UNITS else "")
        text = re.sub(rf"(?<=[^\W\d_]{{3}})/(?:\s(?=\d+\s?[^\W\d_]{{2,}})|(?=\d+[^\W\d_]{{2,}}{units}))", ", ", text)
    if code in AT_NUMBER:
        text = re.sub(r"(?<=\s)@\s?(?=\d)", f"{AT_NUMBER[code]} ", text)  # "bake for 30 minutes @ 350"
    if code in OPERATORS and " * " in text:  # "workers = CPU * 2": times (not "* 1950", German's "born")
        text = re.sub(r"(?<=[^\W_]) \* (?=\d{1,3}\b(?![.,]\d|\.))", f" {OPERATORS[code][1]} ", text)
    if code not in SIGNS or not re.search(r"[+=×xX]", text):
        return text
    plus = SIGNS[code][1]
    equals, times = OPERATORS[code]
    sized = "=" not in text and not re.search(r"[)\]]\s?[+×]\s?[(\[\w]|[(\[]\(", text)  # "[(1/5 × 7) + …] ×": a formula
    if "÷" in text:  # "(5 ÷ 12)": divided by
        text = re.sub(r"(?<=[\w)])\s?÷\s?(?=[\w($€£]|[-−]\d)", f" {DIVIDED[code]} ", text)
    if " − " in text:  # "$37 − $28": the minus sign between two terms
        text = re.sub(r"(?<=[\w)%$€£]) − (?=[\w($€£])", f" {SIGNS[code][0]} ", text)
    if code in RESULT_VERBS:  # "tras caer 1 x 2 ante La Calera": a match's score, written with an x
        text = re.sub(rf"\b((?:{RESULT_VERBS[code]})\w*\s+(?:(?:por|de)\s+)?)(\d{{1,2}}) ?[xX] ?(\d{{1,2}})\b"
                      r"(?![.,]\d)", rf"\1\2 {SCORE_WORD[code]} \3", text)
    if "=" in text:  # "16 (ounces of wax) x 10% (fragrance load) = 1.6 ounces", "16 x .10 = 1.6": an equation's product
        text = re.sub(r"(?<=[\d)%]) [x×X] (?=\.?\d|\()", f" {times} ", text)
    text = re.sub(r"(?:(?<=[^\W_])|(?<=[)\]%])) \+ (?=[^\W_]|[(\[])", f" {plus} ", text)
    text = re.sub(r"(?<=[\d½¼¾⅓⅔%]) ?= ?(?=[-−]?[\d½¼¾⅓⅔])", f" {equals} ", text)
    # "ΔH = -814 kJ/mol": a quantity's value (its sign said already); "I = (5 V) / (1 kΩ)": a quotient's
    text = re.sub(rf"(?:(?<=[^\W_])|(?<=[)$€£])) = (?=\(?[-−]?[$€£¥]?\d|{SIGNS[code][0]} \d)", f" {equals} ", text)
    # "20mA =0,02A", "4 kg= 8,8 lb": the sign typed against one side only
    # (after a word, "prix d'entrée= 12 euros", it is a colon: below)
    text = re.sub(r"(?<=[^\W_])(?: =(?=[-−]?\d)|= (?=[-−]?\d))", lambda found: f" {equals} "
                  if re.search(r"\d(?:\s?[^\W\d_]{1,12})?$", text[:found.start()]) else found[0], text)
    # "workers = CPU * 2": one is the other (in quoted code, "var = var + 1", the sign is named)
    text = re.sub(r"(?<=[^\W_]) = (?=[^\W\d_])", lambda found: found[0] if text.count('"', 0, found.start()) % 2
                  else f" {equals} ", text)
    # "diamètre de la cheville - 1 mm = Diamètre du foret": a measure equal to a quantity named
    if " = " in text:
        text = re.sub(rf"(?<=\d)(\s?(?:{unit_symbols(code)}|(?:{unit_names(code)})\b)) = (?=[^\W\d_])",
                      rf"\1 {equals} ", text)
        # "10 m²/l = un litre de peinture couvre 10 m²": a rate, per a unit named, equal to what it means
        names = unit_names(code)
        text = re.sub(rf"(\d\s(?:{names})(?:\s[^\W\d_]+)?\s{PER[code]}\s(?:{names})) = (?=[^\W\d_])", rf"\1 {equals} ",
                      text)
    # "(pH=7)", "n=30": a quantity's short name and its value, typed together
    text = re.sub(r"(?<![\w=<>!])([^\W\d_]{1,4})=(?=[-−]?\d)", rf"\1 {equals} ", text)
    if not sized:  # "2 x 30 cm + 2 x 40 cm + 100 cm = 240 cm": a sum's products
        text = re.sub(r"(?<![\w.,])(\d+) ?[x×X] ?(?=\d+(?:[.,]\d+)?\s?[^\W\d_]+\s?(?:[+=]|plus\b))", rf"\1 {times} ",
                      text)
    if not sized:  # "[(1/5 × 7) + (1/5 × 9/12)] × salaire mensuel": a formula's products
        text = re.sub(r"(?<=[\d)\]])\s?×\s?(?=[\d(\[]|[^\W\d_])", f" {times} ", text)
        text = re.sub(r"(?<=[^\W\d_]{5})=\s+(?=\d)", ": ", text)
    if not sized:  # "160 mg x 8 = 1,280 mg": a product
        text = re.sub(r"(?<=[^\W_]) [x×X] (?=\d+(?:[.,]\d+)? (?:equals|gleich|égale|es igual a)\b)", f" {times} ", text)
    if sized:  # "8 x 8 pan", "90x185 feet": a size; "2 x 3 g doses", "3 x 500 mg": so many times a dose
        text = re.sub(rf"(?<![\w.,])(\d+) ?[x×X] ?(?=\d+(?:[.,]\d+)?\s?(?:{_doses(code)})\b)", rf"\1 {times} ", text)
        for _ in range(2):  # "153x77x8,6 mm": each side of a box
            text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?[″”\"']?) ?[x×X] ?(?=\d)", rf"\1 {BY[code]} ", text)
    # "3×/day", "a book to bill of 1.06x": how often, how many times as much
    text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)(?: ?×|[xX])(?=/|\s+(?!\d)|$|[,;.)])",  # "3 x − 1": a variable
                  lambda found: found[0] if found[0].endswith("X") and len(found[1]) > 2 and re.search(
                      r"(?:\b[A-Z]{2,}[\w-]*|\b[A-Z][a-z]+\s\d{1,2})\s$", found.string[:found.start()])
                  else _times(found[1], code), text)  # "2.5X", "1000X"; "Ryzen 5 3600X" is a model's name
    return re.sub(r"(?<=[\d½¼¾⅓⅔)]) ?× ?(?=[\d½¼¾⅓⅔(])", f" {times} ", text)  # "(5 ÷ 12) × 100"


RESULT_VERBS = {"es": "gan[óa]|ganaron|ca[yí]|cae|perd|empat|venc|derrot|gole|se impus|superó",
                "en": "won|lost|beat|drew|fell"}
"""A verb of a match's result, before a score written with an x ("caer 1 x 2": uno a dos)."""
SCORE_WORD = {"es": "a", "en": "to"}

DOSES = ("mg", "g", "kg", "µg", "mcg", "ml", "mL", "l", "L", "cl", "dl")
"""Units of an amount, not a length: "2 x 3 g" is twice three grams, no size."""


@cache
def _doses(code: str) -> str:
    """The symbols of :data:`DOSES` and their names in the language (the unit step has named them)."""
    names = {name for symbol in DOSES for name in UNITS.get(code, {}).get(symbol, ())}
    return "|".join(re.escape(word) for word in sorted({*DOSES, *names}, key=len, reverse=True))
AT_NUMBER = {"en": "at", "fr": "à"}
"""``@`` before a number, in prose: "bake @ 350" (at)."""
TIMES = {"en": "{n} times", "de": "{n}-mal", "fr": "{n} fois", "es": "{n} veces"}
"""How often: "3×/day" (three times a day), "3× tgl." (dreimal täglich)."""


def _times(number: str, code: str) -> str:
    if code == "es" and number == "1":
        return "una vez"
    return TIMES[code].format(n=number)


def speak_per_item(text: str, language: str) -> str:
    """``$3.50/piece`` → "$3.50 per piece" (the amount is read by the money step after)."""
    code = primary(language)
    if code == "en" and re.search(r"\dp/", text):  # "46p/day": pence per a period
        text = re.sub(r"(?<=\dp)/(?=[^\W\d_]{3,}\b)", f" {PER_ITEM[code]} ", text)
    if code == "en" and " pp" in text:  # "(15€ pp round trip)": per person
        text = re.sub(r"(?<=[\d€$£¥]) pp\b(?!\.)", " per person", text)
    if code not in PER_ITEM or "/" not in text:
        return text
    text = re.sub(r"(?<=\d [A-Z]{3}) /(?=[^\W\d_]{3,}\b)", f" {PER_ITEM[code]} ", text)  # "15 GBP /passenger"
    text = re.sub(r"(?<=\d)/(?=[A-Z]{2,}\s?\d)", ", ", text)  # "PEP 517/PEP 660": one name and number, another
    if re.search(r"\d\s?/\s?(?:min|h|s)\b", text) and code in UNITS:  # "bei 7000/min": turns per minute
        text = re.sub(r"(?<=\d)\s?/\s?(min|h|s)\b(?![/.]\w)", lambda found: f" {PER[code]} {UNITS[code][found[1]][0]}"
                      if found[1] in UNITS[code] else found[0], text)
    if code == "en" and re.search(r"\d/(?:yr|mo|hr|wk)\b", text):  # "$290/yr", "$28/mo": a period written short
        text = re.sub(r"(?<=\d)/(yr|mo|hr|wk)\b", lambda found: f" per {_PERIODS_EN[found[1]]}", text)
    # "2 € / personne", "$290/an"; not a name in capitals, nor a path's folder ("menu1/index.vue")
    year = r"|an\b" if code == "fr" else ""
    return re.sub(rf"(?<=[\d%€$£¥])(?<![^\W\d_]\d)(?<![^\W\d_]\d\d)\s?/\s?(?=[^\W\d_]{{3,}}\b{year})(?![A-Z]{{3,}}\b)",
                  f" {PER_ITEM[code]} ", text)


_PERIODS_EN = {"yr": "year", "mo": "month", "hr": "hour", "wk": "week"}


def speak_year_ranges(text: str, language: str) -> str:
    """``2007–08`` → ``2007–2008``: a range of years whose end is written short, said in full."""
    if "–" not in text and "-" not in text:
        return text

    def full(found: re.Match[str]) -> str:
        century, first, last = found[1], found[2], found[3]
        if re.search(r"(?i:n°|nº|n\.º|no\.|nr\.|núm\.|numéro|number|nummer|número|loi|ley|gesetz|law"
                     r"|(?:article|artículo|artikel|art\.|ordinances?)\s+(?:[A-Z]\.?\s*)?|\b[LRDA]\.)\s*$",
                     text[max(0, found.start() - 20):found.start()]):
            return found[0]  # "loi n° 2008-12", "l'article L. 1234-9": a law's number, no range of years
        last = first[:len(first) - len(last)] + last  # "1711-4": 1714
        return f"{century}{first}–{century}{last}" if int(last) > int(first) else found[0]

    return re.sub(r"(?<![\w.,/-])(1[0-9]|20)(\d\d)[–-](\d\d?)(?![\w/-]|[.,]\d)", full, text)


FEMININE_ENDINGS = {
    "es": (r"(?:[^\W\d_]*(?:ción|sión|xión|gión|nión|dad|tad|tud|umbre|triz|sis|ez|cie)|[^\W\d_]*a)s?"
           r"|(?:muerte|gente|noche|calle|clase|frase|parte|llave|nave|suerte|fuente|madre|tarde|leche|carne|nube"
           r"|torre|sangre|mente|serie|base|fase|fiebre|nieve|sede|clave|corriente|gripe|peste|pirámide|serpiente"
           r"|mano|foto|moto|ley|red|sed|pared|flor|mujer|piel|sal|miel|cárcel|imagen|razón|señal|catedral"
           r"|vocal|labor|tos|voz|luz|paz|cruz|raíz|nariz|perdiz|hoz|vez)(?:es|s)?"
           r"|(?:leyes|redes|paredes|flores|mujeres|pieles|cárceles|imágenes|razones|señales|catedrales|vocales"
           r"|labores|voces|luces|paces|cruces|raíces|narices|perdices|hoces|veces)",
           frozenset({"día", "días", "mapa", "mapas", "problema", "problemas", "tema", "temas", "sistema", "sistemas",
                      "programa", "programas", "idioma", "idiomas", "clima", "planeta", "planetas", "drama",
                      "dramas", "esquema", "esquemas", "poema", "poemas", "síntoma", "síntomas", "mes", "lunes",
                      "análisis", "país", "interés", "pez", "juez", "ajedrez", "estrés"})),
    "de": (r"[A-ZÄÖÜ][^\W\d_]*(?:ung|heit|keit|schaft|ion|tät|ik|ie|in|enz|anz|ur|ei|nis|e|wahl)"
           # feminine nouns that end otherwise, alone or as a compound's last part ("1 Hartkapsel": eine)
           r"|(?:[A-ZÄÖÜ][^\W\d_]*)?(?i:kapsel|tafel|regel|insel|schüssel|nadel|gabel|kugel|formel|wurzel|schachtel"
           r"|zwiebel|nudel|nacht|hand|stadt|zeit|frau|tür|wand|welt|arbeit|kraft|luft|macht|dosis|milch|fahrt"
           r"|schicht|pflicht|angst|gans|wurst|brust|frucht|bucht|flucht|kunst|nuss|post|bank)",
           frozenset({"Gewand", "Name", "Käse", "Junge", "Kollege", "Gedanke", "Glaube", "Wille", "Buchstabe",
                      "Ende", "Auge",
                      "Erbe", "Gebäude", "Interesse", "Gebirge", "Bein", "Termin", "Urin", "Magazin", "Benzin",
                      "Kaffee", "Tee", "Schnee", "See", "Klee", "Ei", "Ergebnis", "Zeugnis", "Verständnis",
                      "Erlebnis", "Gefängnis", "Geheimnis", "Hindernis", "Bedürfnis", "Abitur", "Turnier",
                      "Mädchen"})),
    "fr": (r"[^\W\d_]*(?:tion|sion|xion|té|ée|ure|ence|ance|ette|ière|euse|trice|aison|ie|ise|esse|elle|ille|ine|ude"
           r"|ade|asse|ule)s?|(?:personne|fois|voix|nuit|page|image|place|plage|ligne|classe|école|étape|tonne|victoire"
           r"|porte|chambre|femme|étoile|planète|zone|commune|région|union|opinion|minute|seconde|équipe|course|rue"
           r"|route|guerre|main|loi|langue|salle|table|chose|carte|photo|note|réponse|croix|paix|fin|forme|force|cuillère"
           r"|pièce|tête|fête|boîte|couleur|valeur|chaleur|largeur|longueur|hauteur|voiture|fleur|mer|terre|part"
           r"|couche|douche|tranche|gousse|goutte|feuille|lettre|pomme|tomate|dose|boule|marche|semaine|fenêtre|clé|vis"
           r"|cible|bande|branche|roue|chaise|bouche|couverture|semelle|vitre|plaque|cuve|lampe|ampoule|pile|prise"
           # adjectives before their noun, in the feminine ("1 bonne heure": une)
           r"|bonne|petite|grande|belle|nouvelle|vieille|seule|dernière|première|longue|grosse|jolie|haute|mauvaise"
           r"|courte|vraie|demie)s?",
           frozenset({"musée", "musées", "lycée", "lycées", "trophée", "trophées", "apogée", "été", "étés", "comité",
                      "comités", "côté", "côtés", "traité", "traités", "député", "députés", "pâté", "pâtés", "silence",
                      "silences", "squelette", "squelettes", "cimetière", "cimetières", "génie", "génies", "incendie",
                      "incendies", "parapluie", "parapluies", "sosie", "sosies", "foie", "foies", "magazine",
                      "magazines", "domaine", "domaines", "patrimoine", "patrimoines", "moine", "moines", "capitaine",
                      "capitaines", "stade", "stades", "grade", "grades", "gorille", "gorilles", "mercure", "murmure",
                      "murmures", "module", "modules", "globule", "globules", "véhicule", "véhicules", "scrupule",
                      "scrupules", "préambule", "crépuscule", "ridicule", "tubercule", "tubercules", "pécule",
                      "monticule", "opuscule", "vestibule", "matricule", "calcule"})),
}
"""A noun's gender guessed from its ending where a number must agree with it ("1 persona": una; "1 Stunde":
eine), and the common nouns that end so but are not feminine."""
_COUNTED_ONE = {
    "es": re.compile(r"(?:(?P<before>[^\W\d_]+\.?)\s)?(?<![\w.,])(?<!\b[A-Z][- ])(?<!\b[A-Z]{2}[- ])"  # not "N-340"
                     r"(?P<number>\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+)(?![\d.,]\d)\s(?P<noun>[a-zñáéíóú]{2,})\b"),
    "fr": re.compile(r"(?:(?P<before>[^\W\d_]+\.?)\s)?(?<![\w.,\u00a0\u202f])(?P<number>\d{1,3})"
                     r"(?![\d.,\u00a0\u202f]\d)\s(?P<noun>[a-zàâçéèêëîïôûùüÿœæ]{2,})\b"),
    "de": re.compile(r"(?:(?P<before>[^\W\d_]+\.?)\s)?(?<![\w.,])(?P<number>1)\s(?P<noun>[A-ZÄÖÜ][a-zäöüß]+)\b"),
}
LABELS = {
    "es": frozenset({"capítulo", "parte", "página", "pág.", "paso", "número", "núm.", "nº", "tomo", "volumen",
                     "episodio", "sección", "artículo", "apartado", "punto", "versión", "nivel", "fase", "día",
                     "anexo", "apéndice", "libro", "acto", "título", "canto", "lección", "unidad", "tema", "módulo",
                     "figura", "tabla", "cuadro", "ejemplo", "ejercicio", "ley", "grupo", "temporada", "vol.", "calle",
                     "avenida", "carrera", "ruta", "planta", "puerta", "aula", "sala", "línea", "vía", "zona",
                     "casilla", "pregunta", "opción"}),
    "de": frozenset({"seite", "s.", "kapitel", "teil", "nr.", "nummer", "abschnitt", "schritt", "folge", "band",
                     "platz", "punkt", "stufe", "version", "artikel", "absatz", "tabelle", "abbildung", "anhang",
                     "phase", "level", "runde", "tag", "woche", "paragraf", "paragraph", "satz", "ziffer", "gleis",
                     "bahnsteig", "linie", "zimmer", "raum", "saal", "halle", "spalte", "zeile", "buchstabe",
                     "staffel", "episode", "klasse", "kap.", "abs.", "bd.", "nr", "art."}),
    "fr": frozenset({"page", "p.", "chapitre", "article", "art.", "numéro", "n°", "étape", "partie", "section", "ligne",
                     "lignes", "tome", "volume", "annexe", "figure", "tableau", "point", "niveau", "phase", "saison",
                     "épisode", "acte", "scène", "alinéa", "quai", "voie", "salle", "porte", "terminal", "zone"}),
}
"""Words a number names rather than counts ("Kapitel 1 Die Bindung", "capítulo 1 la llegada")."""
NOT_NOUNS = {  # and no noun a scale word counts either ("110.000 millones entre 46 millones": no "de")
    "es": frozenset({"de", "del", "y", "o", "u", "a", "al", "en", "por", "para", "con", "sobre", "entre", "la", "el",
                     "los", "las", "que", "se", "es", "son", "más", "menos", "está", "están", "era", "fue", "será",
                     "puede", "pueden", "tiene", "tienen", "hay", "va", "van", "sea", "como", "of", "in", "to", "the",
                     "and", "or", "for", "hasta", "contra", "ahora", "nunca", "nada", "cada", "toda",
                     "otra", "fuera", "cerca", "encima", "debajo", "pero", "ya", "punto", "coma", "sin", "desde",
                     "según", "durante", "mediante", "tras", "ante", "bajo", "hacia", "e", "ni", "fueron", "eran",
                     "serán", "han", "habían", "porque", "si", "no", "también"}),
    "fr": frozenset({"entre", "en", "par", "pour", "à", "au", "aux", "avec", "sans", "sur", "contre", "selon",
                     "pendant", "dans", "vers", "chez", "sous", "que", "qui", "et", "ou", "ni", "le", "la", "les",
                     "du", "des", "sont", "est", "ont", "étaient", "seront", "plus", "moins", "chaque",
                     "comme", "mais", "car", "si", "ne", "pas", "déjà", "aussi", "environ"}),
    "de": frozenset({"Der", "Die", "Das", "Den", "Dem", "Des", "Ein", "Eine", "Einer", "Einem", "Einen", "Und",
                     "Oder", "Punkt", "Komma", "Bis"}),
}
ARTICLES = {"es": frozenset({"el", "la", "los", "las", "del", "al", "un", "una"})}
"""Before the number: it is itself the noun ("el 1 de mayo", "el 1 puede ganar")."""
def speak_counted_ones(text: str, language: str) -> str:
    """A number before a noun, in the noun's gender: "1 persona" → "una persona", "21 días" → "veintiún
    días", "1.500 personas" → "mil quinientas personas", "1 Stunde" → "eine Stunde", "1 Jahr" → "ein Jahr"
    (the gender guessed from the noun's ending, :data:`FEMININE_ENDINGS`, or a Spanish plural article's)."""
    code = primary(language)
    if code not in _COUNTED_ONE or (code == "de" and "1" not in text):
        return text
    if code in ONE_OF_EVERY and "1" in text:  # "1 sur 10 personnes": une, as the noun counted after it
        one, of_every = ONE_OF_EVERY[code]
        text = re.sub(rf"(?<![\w.,])1(?=\s(?:{of_every})\s[\d.,\u00a0\u202f ]*\d\s([^\W\d_]+))",
                      lambda found: one[guessed_feminine(found[1], code)], text)
    if code == "es" and re.search(r"(?<![\d.,])1\s+(?:a|y|o)\s+\d", text):  # "de 1 a 2 personas": una, as the noun
        text = re.sub(r"(?<![\w.,])1(?=\s+(?:a|y|o)\s+\d{1,3}\s+([a-zñáéíóú]{3,})\b)",
                      lambda found: "una" if guessed_feminine(found[1], code) else found[0], text)
    return _COUNTED_ONE[code].sub(lambda found: _counted_one(found, code), text)


_BEFORE_A_YEAR_ES = frozenset({"en", "de", "del", "desde", "hasta", "año", "el", "para", "antes", "después", "hacia",
                               "entre", "y", "o"})
"""Spanish words after which four figures are a year even before a plural ("en 2020 muchas empresas")."""


_CITED_PARAGRAPHS_DE = re.compile(r"(?:§§?|\bParagra(?:f|ph)(?:en)?)(?:[\s\d,;.]|\b(?:Abs\.|Absatz|Satz|S\.|Nr\."
                                  r"|Nummer|und|bis|ff?\.|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)(?!\w))*$")
"""A German chain of cited paragraphs up to a number ("§§ 823 Abs. 1 und 2, 824, 1 …"): that number's law follows."""


def _counted_one(found: re.Match[str], code: str) -> str:
    noun, before = found["noun"], found["before"] or _word_before(found)
    value = int(re.sub(r"\D", "", found["number"]))
    if found["number"].isdigit() and 1000 <= value <= 2100 and not (
            code == "es" and noun.endswith("s") and before.lower() not in _BEFORE_A_YEAR_ES):
        return found[0]  # "en 2021 hubo": a year ("1200 personas visitaron": a count of them)
    lead = found[0][: found.start("number") - found.start()]
    if code == "es":
        return _spanish_count(found, value, noun, before.lower(), lead)
    if code == "fr":
        return _french_count(found, value, noun, before.lower(), lead)
    if value % 10 != 1 or value % 100 == 11:
        return found[0]  # "5 Häuser", "11 Tage": no form of one to agree
    if noun in NOT_NOUNS[code] or before.lower() in LABELS[code]:
        return found[0]  # "Kapitel 1 Die …": a list or a name, not a count
    if code == "de" and noun.lower().endswith(("gesetz", "gesetzbuch", "ordnung")) and _CITED_PARAGRAPHS_DE.search(
            found.string[:found.start("number")]):
        return found[0]  # "§§ 823, 1 Haftpflichtgesetz": a paragraph's number of the law, not one law
    feminine = guessed_feminine(noun, code)
    dative = before.lower() in DATIVE_PREPOSITIONS_DE
    said = ("einer" if feminine else "einem") if dative else ("eine" if feminine else "ein")
    return f"{lead}{said} {noun}"


def _french_count(found: re.Match[str], value: int, noun: str, before: str, lead: str) -> str:
    """A French count whose words end in "un" before a feminine noun: "une" ("21 personnes": vingt et une, "501
    circonscriptions": cinq cent une); a label's number ("page 1") stays a number."""
    from num2words import num2words

    words = str(num2words(value, lang="fr"))
    if not re.search(r"\bun$", words) or before in LABELS["fr"] or not guessed_feminine(noun, "fr"):
        return found[0]
    return f"{lead}{words}e {noun}"


def _word_before(found: re.Match[str]) -> str:
    """The word before a number that an earlier match took as its noun ("Absatz" in "§ 1 Absatz 1 Satz 1")."""
    word = re.search(r"([^\W\d_]+\.?)\s$", found.string[:found.start()])
    return word[1] if word else ""


def _spanish_count(found: re.Match[str], value: int, noun: str, before: str, lead: str) -> str:
    """A Spanish count before its noun, in the noun's gender: the article's where a plural one says it ("las
    1.001 noches": mil una), else guessed from the noun; the hundreds agree too ("1.500 personas": mil
    quinientas, "200.000 casas": doscientas mil), and "uno" before a masculine noun is "un" ("21 días":
    veintiún). A count with nothing to agree is left to the number reader."""
    from num2words import num2words

    verb = re.fullmatch(_VERBS_ES, noun) or _VERB_ENDING_ES.search(noun)
    if noun == "de" and before not in LABELS["es"] and before not in ARTICLES["es"]:
        return _one_of(found, value, lead)
    if noun in NOT_NOUNS["es"] or before in LABELS["es"] or verb:
        return found[0]  # "1 de mayo", "capítulo 1 la llegada", "el AVE 3131 saldrá": a date, a list, a name
    if before in ARTICLES["es"]:
        if before not in ("las", "los") or value < 2:
            return found[0]  # "el 1 puede ganar": the number is itself the noun
        feminine = before == "las"
    else:
        feminine = guessed_feminine(noun, "es")
    words = str(num2words(value, lang="es"))
    said = feminine_count(words) if feminine else before_noun(words, "es")
    if not feminine:
        said = before_scale(said)
    return found[0] if said == words else f"{lead}{said} {noun}"


_OF_WHICH = re.compile(r"\s+(cada|las|estas|esas|sus|nuestras)\s+(?:[\d.]+\s+)?([a-zñáéíóú]{3,})\b")


def _one_of(found: re.Match[str], value: int, lead: str) -> str:
    """A count of a group named after it ("1 de cada 1.000 personas": una de cada mil personas, "21 de las
    pacientes": veintiuna): feminine where the group's article or noun is; "uno de los" stays as the number
    reader says it."""
    from num2words import num2words

    group = _OF_WHICH.match(found.string, found.end())
    feminine = group and (group[1] in ("las", "estas", "esas", "nuestras") or guessed_feminine(group[2], "es"))
    if value % 10 != 1 or value % 100 == 11 or not feminine:
        return found[0]
    return f"{lead}{feminine_count(str(num2words(value, lang='es')))} {found['noun']}"


def before_scale(words: str) -> str:
    """Spanish words of a number with "uno" before "mil" or "millones" as Spanish says them, where num2words
    does not: "veintiuno mil" → "veintiún mil", "ciento uno mil" → "ciento un mil"."""
    words = re.sub(r"\buno(?= (?:mil|millones|billones)\b)", "un", words)
    return re.sub(r"iuno(?= (?:mil|millones|billones)\b)", "iún", words)


def before_noun(words: str, code: str, noun: str = "") -> str:
    """A number's words as said before ``noun``: Spanish "uno" → "un" ("veintiún euros"), "una" before a
    feminine noun ("una libra"); German "eins" → "ein" ("ein Euro", "einundzwanzig" stays); French "un" →
    "une" before a feminine one ("une livre")."""
    feminine = noun.split(" ")[0].lower() in FEMININE.get(code, frozenset())
    if code == "es" and words.endswith("uno"):
        if feminine:
            return words[:-1] + "a"  # una, veintiuna, treinta y una
        return words[:-1] if words == "uno" or words.endswith(" uno") else words[:-3] + "ún"  # veintiún
    if code == "de" and words.endswith("eins"):
        return words[:-1]
    if code == "fr" and feminine and (words == "un" or words.endswith(" un")):
        return words + "e"
    return words


SCALES_OF = {
    "fr": (r"millions?|milliards?", frozenset({"un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit",
                                               "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize",
                                               "vingt", "trente", "quarante", "cinquante", "soixante", "cent", "cents",
                                               "mille", "et", "virgule", "de", "d"})),
    "es": (r"millones|millón", frozenset({"un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho",
                                          "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis",
                                          "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta",
                                          "ochenta", "noventa", "cien", "ciento", "mil", "y", "coma", "de"})),
}
"""Scale words that take "de" before the noun they count ("78 000 000 ans": soixante-dix-huit millions d'ans,
"25 000 000 habitantes": veinticinco millones de habitantes), and the number words that go on the number."""


_NUMBER_WORD = re.compile(r"(?:dos|tres|cuatro|seis|sete|ocho|nove)cient[oa]s|quinient[oa]s|veinti\w*|dieci\w*")
"""Spanish number words made of parts: doscientos … novecientos, veintiuno …, dieciséis …"""


DECIMAL_BEFORE_SCALE = {
    "es": r"mil millones|millones|millón|billones|billón",
    "fr": r"millions|million|milliards|milliard",
    "de": r"Millionen|Million|Milliarden|Milliarde|Mio\.|Mrd\.",
}
"""Scale words after which a number with a decimal point is a decimal, in a language that writes a decimal comma
("18.9 millones", as Mexico and the United States write it): one or two digits after a dot group no thousands; so
before euros ("9.50 Euro": neun Euro fünfzig)."""


_CALIBER = re.compile(r"(?:\s(?:and|or|to)\s\.\d+)?\s?(?:-?calib(?:er|re)s?|cal\b|ACP|Auto\b|LR\b|Magnum|Mag\b"
                      r"|Special|Win\b|Winchester|Rem\b|Remington|S&W|rifles?|pistols?|revolvers?|ammo|ammunition"
                      r"|rounds?)", re.IGNORECASE)
"""What follows a gun's calibre written as a decimal without its zero (".22 LR", ".45 ACP", ".308 Winchester")."""
_AVERAGE = re.compile(r"\b(?i:batting|batted|bats|hit|hitting|hits|average|avg|OBP|SLG|OPS)\s+$")


@cache
def _measure_next_en() -> re.Pattern[str]:
    """An inch's or a foot's mark, or an English unit, right after a number."""
    return re.compile(rf"\s?(?:[″”\"′]|(?:{unit_symbols('en')})(?![\w/]))")


def _zero_left_out(found: re.Match[str]) -> str:
    """A gun's ".22 caliber" and a batting average (".300") are read as numbers; a measure (".043″", ".5 mm")
    with its zero, for the unit step; anything else as written (the number step says "point eight")."""
    if _AVERAGE.search(found.string, 0, found.start()):
        return found[1]
    if _CALIBER.match(found.string, found.end()):  # ".243 calibre": two forty-three; ".308": three oh eight
        digits = found[1]
        if len(digits) != 3 or digits.endswith("00"):
            return digits
        return f"{digits[0]} {'oh ' if digits[1] == '0' else ''}{int(digits[1:])}"
    if _measure_next_en().match(found.string[found.end():]):
        return f"0.{found[1]}"
    return found[0]


def speak_decimal_points(text: str, language: str) -> str:
    """``18.9 Millionen`` → ``18,9 Millionen``: a decimal written with a point before a scale word, euros, a
    percent sign (``38.62%``), a unit (``2.5 kg``) or after a zero (``0.0832``), in French and German, as the
    language writes it (then read as a decimal); in Spanish before euros only (:data:`COMMA_BEFORE_UNITS`); German
    whole euros written ``19.990,-`` without their dash."""
    code = primary(language)
    if code == "en" and re.search(r"(?:^|[\s(])\.\d", text):  # ".043″", ".5 mm": a decimal without its zero;
        text = re.sub(r"(?:(?<=^)|(?<=[\s(]))\.(\d+)\b(?!\.\d)", _zero_left_out, text)
    if code == "de":  # "19.990,- Euro", "10,– €": whole euros, no cents
        text = re.sub(r"(?<=\d),[-–]{1,2}(?![\w-])", "", text)
        text = re.sub(r"(?<=\d),[-–]{1,2}(?=(?:Euro|EUR|DM|€)\b)", " ", text)  # "100,-Euro": written against it
    elif re.search(r"\d[.,][-–]", text):  # "€ 95.-", "CHF 20.–", "45,- €": a whole amount, in any language
        text = re.sub(r"((?:[€$£]|\b(?:CHF|EUR|Fr\.))\s?\d+(?:['.,]\d{3})*)[.,][-–]{1,2}(?![\w-])"
                      r"|(?<=\d)[.,][-–]{1,2}(?=\s?(?:[€$£]|(?:CHF|EUR|euros?|francs?|Franken)\b))",
                      lambda found: found[1] or "", text)
    if code not in DECIMAL_BEFORE_SCALE:
        return text
    if code not in COMMA_BEFORE_UNITS:  # "18.9 millones", "6.8%": Latin America's point ("punto"); euros: Spain's
        return re.sub(r"(?<![\w.,])(\d+)\.(\d{1,2})(?=\s?(?:€|(?:euros?|EUR)\b))", r"\1,\2", text)
    if code == "fr":  # "144.750 MHz": a radio frequency to the kilohertz, not thousands of megahertz
        text = re.sub(r"(?<![\w.,])(\d{1,3})\.(\d{3})(?=\s?[kMG]Hz\b)", r"\1,\2", text)
    # "0.0832 unités": a zero before a point and three digits or more groups no thousands ("Version 0.125" stays)
    text = re.sub(r"(?<![\w.,])(?<!(?i:ion) )(?<!(?i:ase) )0\.(\d{3,})(?![\w]|[.,]\d)", r"0,\1", text)
    return re.sub(rf"(?<![\w.,])(\d+)\.(\d{{1,2}})(?=\s(?:{DECIMAL_BEFORE_SCALE[code]}|{unit_names(code)})(?!\w)"
                  rf"|\s?(?:€|%|(?:Euro|euros?|EUR)\b|{unit_symbols(code)}))", r"\1,\2", text)


COMMA_BEFORE_UNITS = frozenset({"fr", "de"})
"""Where a decimal written with a point before a scale word, a percent sign or a unit is read with the language's
comma ("2.5 kg": zwei Komma fünf); Spanish so written is Latin America's, read "punto" ("8.25 cm", "18.9 millones":
ocho punto veinticinco, dieciocho punto nueve), but before euros, Spain's."""


_MATCH_MINUTE = re.compile(
    r"(?<=\()(?P<m>\d{1,3})(?:[′'’](?:\+(?P<a>\d{1,2}))?|\+(?P<b>\d{1,2})[′'’])(?=\))"  # "(29′)", "(45’+4)", "(90+3')"
    r"|(?<=[^\W\d_] )(?P<w>\d{1,3})(?:\+(?P<c>\d{1,2}))?′(?=[,;.)]|\s+[^\d\s]|$)")  # "Müller 84′"
MINUTE_OF_MATCH = {"en": "{}th minute", "es": "minuto {}", "fr": "{}e minute", "de": "{}. Minute"}
MORE = {"en": "plus", "es": "más", "fr": "plus", "de": "plus"}


def _match_minute(found: re.Match[str], code: str) -> str:
    minute, added = found["m"] or found["w"], found["a"] or found["b"] or found["c"]
    # after a word, English's mark is the foot's ("5′ tall"), Spanish's is read with its article ("a los 29′")
    if code not in MINUTE_OF_MATCH or int(minute) > 130 or (code in ("en", "es") and found["w"]):
        return found[0]
    if code == "en":
        minute = with_ordinal_suffix(int(minute))
        said = MINUTE_OF_MATCH[code].replace("{}th", minute)
    else:
        said = MINUTE_OF_MATCH[code].format(minute)
    return said + (f" {MORE[code]} {added}" if added else "")



MARK_WORDS = {
    "fr": r"tirs?|note|not[ée]e?s?|score|sans-faute|évaluation|moyenne",
    "en": r"shooting|scored?|rated|rating|marks?|grade[ds]?",
    "es": r"tiros?|nota|puntuación|calificación",
    "de": r"Schießen|Note|Bewertung|Punktzahl",
}
"""Words a mark out of five, ten or twenty follows in its clause ("au tir (10/10)"): no day and month."""
_MARK_OUT_OF = re.compile(r"(?<![\w./,-])(\d{1,2}(?:[.,]\d)?)/(5|10|20)(?![\w/]|[.,]\d)")
MAP_SCALE_WORDS = {
    "fr": r"(?:\bau|\béchelle(?: de)?|\bcartes?(?: \w+)?|\bplans?(?: \w+)?)\s$",
    "en": r"(?:\bscale(?: of)?|\bmaps?(?: at)?)\s$|^\s(?:scale|maps?)\b",
    "es": r"(?:\bescala(?: de)?|\bmapas?(?: a)?)\s$",
    "de": r"(?:\bMaßstab(?: von)?|\bKarten?(?: im)?)\s$",
}
"""Words before (or, in English, after) one over a round thousand that make it a map's scale ("au 1/25 000")."""
_MAP_SCALE = re.compile(r"(?<![\w./,-])1\s?/\s?([1-9]\d{0,2}(?:[  \u202f]?\d{3})+)(°|e|ème|ᵉ)?(?![\w/]|[.,]\d)")
"""One over a round thousand, a degree sign or a French ordinal's ending after it ("1/25 000e")."""


def _marks_and_scales(text: str, code: str) -> str:
    """"au tir (10/10)": dix sur dix, after a word of marks; "au 1/10000°", "1/25 000 scale": a map's scale, the
    French one an ordinal ("au dix-millième"), the others "1 to 10000"; the degree sign after it no angle."""
    if code in MARK_WORDS:
        text = _MARK_OUT_OF.sub(lambda found: f"{found[1]} {OUT_OF[code]} {found[2]}" if float(
            found[1].replace(",", ".")) <= int(found[2]) and re.search(
            rf"\b(?:{MARK_WORDS[code]})\b[^.;:!?]{{0,30}}$", found.string[:found.start()]) else found[0], text)
    text = _MAP_SCALE.sub(lambda found: _map_scale(found, code), text)
    # "au 1/10000° ou 1/15000°": the second scale with the first's "au"
    return re.sub(r"(\bau [\w-]+millième,? (?:ou|et)) un (?=[\w-]+millième\b)", r"\1 au ", text)


def _map_scale(found: re.Match[str], code: str) -> str:
    before, after = found.string[max(0, found.start() - 30):found.start()], found.string[found.end():]
    return map_scale(int(re.sub(r"\D", "", found[1])), before, after, code, bool(found[2])) or found[0]


def map_scale(total: int, before: str, after: str, code: str, marked: bool = False) -> str | None:
    """One over ``total`` said as a map's scale, where a word of maps is next to it (or it is ``marked`` as an
    ordinal, "1/25 000e"): in French an ordinal, alone after "au" ("au vingt-cinq-millième"), in the others "1 to
    25000"; None for a number no map has (not a multiple of a hundred) or without such a word."""
    words = MAP_SCALE_WORDS.get(code, "(?!)")
    if total % 100 or not (marked or re.search(words, before[-30:]) or re.search(words, after[:8])):
        return None
    if code == "fr":
        ordinal = ordinal_words(total, "fr").replace(" ", "-")
        return ordinal if re.search(r"\bau\s$", before) else f"un {ordinal}"
    return f"1 {SCORE.get(code, 'to')} {total}"


GROUP_MARKS = {"en": ",", "fr": "", "de": ".", "es": "."}
"""The mark a language groups thousands with besides a space ("1:25.000", "1 : 50 000", "1:1,000,000")."""
_LARGE_SCALES = r"\s?(?:Mio|Mill|Millionen|Million|millions?|millones|millón)\b"
_NUMBERED_LABEL = re.compile(r"(?:^|\b[A-ZÀ-ÖØ-Þ][^\W\d_]*\.?\s)$")
"""A heading's label or a list's start before a number and its colon ("Chapitre 1 : 200 recettes", "1: 100 Jahre")."""
_LABEL_WORD = re.compile(r"(?:^|\b(?:Chapter|Part|Step|Item|Question|Table|Figure|Kapitel|Teil|Punkt|Schritt|Frage"
                         r"|Chapitre|Partie|Section|Étape|Capítulo|Parte|Paso|Pregunta)\s)$")
"""A label's word before a number spaced from its colon ("Chapitre 1 : 200 recettes"): else "1 : 10.000" is odds."""


def _labelled(written: str, before: str) -> bool:
    """Whether "1:" is a heading's number before its title ("Part 1: 1,000 Ways"), not a scale: a space after the colon
    and none before it, after a capitalised word; "1 : 1000" spaced on both sides only after a label's word."""
    if re.match(r"1:\s", written):
        return bool(_NUMBERED_LABEL.search(before))
    return bool(re.match(r"1\s:\s", written) and _LABEL_WORD.search(before))


def _colon_scale(code: str) -> re.Pattern[str]:
    marks = re.escape(GROUP_MARKS.get(code, ""))
    return re.compile(rf"(?<![\w.,:/-])1\s?:\s?(\d{{1,3}}(?:([{marks}\u00a0\u202f ])\d{{3}})(?:\2\d{{3}})*|\d+)\b"
                      r"(?![.,:]\d)")


def speak_colon_scales(text: str, language: str) -> str:
    """One to a large number after a colon, spaced or not, is a map's scale or odds ("1 : 100 000", "1:25.000",
    "1 : 1 Mio.", "liegt bei 1: 139.838.160"): eins zu hunderttausend, one to fifty thousand, in French after "au"
    an ordinal as for "1/25 000" (au vingt-cinq-millième), else "un sur". A small number only next to the word
    for a scale or a map ("Maßstab 1 : 5"): "1 : 0" is a score, "1:30" a time."""
    code = primary(language)
    if code not in SCORE or not re.search(r"(?<![\d:])1\s?:\s?\d", text):
        return text

    def said(found: re.Match[str]) -> str:
        before, after = found.string[max(0, found.start() - 40):found.start()], found.string[found.end():]
        number = int(re.sub(r"\D", "", found[1]))
        if _lap_time(found[0], before, after):
            return found[0]
        words = MAP_SCALE_WORDS.get(code, "(?!)")
        scaled = RATIO_BEFORE.search(before) or re.search(words, before[-30:]) or re.search(words, after[:8])
        large = found[2] or re.match(_LARGE_SCALES, after) or (number >= 100 and not re.match(r"\s*[^\W\d_]", after))
        if not scaled and not (large and not _labelled(found[0], before)):
            return found[0]
        if code == "fr":  # "au 1 : 25 000": au vingt-cinq-millième; "1 : 139 838 160": un sur …; "au 1:87": un à
            return map_scale(number, before, after, code) or f"1 {'sur' if large else SCORE[code]} {found[1]}"
        return f"1 {SCORE[code]} {found[1]}"

    return _colon_scale(code).sub(said, text)


def _lap_time(written: str, before: str, after: str) -> bool:
    """Whether "1:38.641" is a lap's time to the thousandth, not a map's scale: its thousandths are not round, or
    seconds follow it, or a lap or a time is spoken of before it ("Rundenzeit 1:21.400")."""
    time = re.fullmatch(r"1:([0-5]\d)\.(\d{3})", written)
    if time is None:
        return False
    return not time[2].endswith("00") or re.match(r"\s?(?:s|seg|segundos|Sekunden|sec|secondes)\b", after) \
        is not None or re.search(r"(?i:vuelta|tiempo|crono\w*|marca|runde\w*|zeit|lap|tour)\W", before) is not None


def speak_written_marks(text: str, language: str) -> str:
    """Marks written against numbers that no unit table holds: a gap in minutes and seconds (``1'38"``, for the
    unit step), and in Spanish the decimal apostrophe (``9’8%``), a match's minute (``el 37'``, ``(m.38)``),
    decades (``los 60s``) and a degree sign typed for the ordinal's (``la 5° ciudad``)."""
    code = primary(language)
    if "/" in text:
        text = _marks_and_scales(text, code)
    # "Diakhaby (29′)", "Müller 84′": a goal's minute (where the sky is spoken of, an arc's)
    if code in MINUTE_OF_MATCH and re.search("[′'’]", text) and not SKY.search(text):
        text = _MATCH_MINUTE.sub(lambda found: _match_minute(found, code), text)
    if code == "es":  # "un 9’8%", "4´6%": the apostrophe (or acute accent) Spain writes by hand for the decimal comma
        text = re.sub(r"(?<![\w.,'’´])(\d+)['’´](\d{1,2})"
                      r"(?=\s?(?:%|€|por ciento\b|puntos\b|euros\b|grados\b|segundos\b))", r"\1,\2", text)
    if code in ("es", "fr", "de"):  # "un chrono de 50"46": seconds and hundredths, a swimmer's time
        text = re.sub(r"(?<![\w.,'’′\"])([1-5]?\d)[\"″]([0-9]\d)(?![\w\"″]|[.,]\d)", r"\1 s \2", text)
    if code in THOUSANDTHS and re.search(r"\d(?:''|’’|″|\")\d{3}\b", text):  # "devance de 0''008": a gap in seconds
        text = re.sub(r"(?<![\w.,'’′])(\d{1,2})['’′](?=[0-5]\d(?:''|’’|″|\")\d{3}\b)", r"\1 min ", text)  # "1'31''081"
        text = re.sub(r"(?<![\w.,'’′])(\d{1,2})(?:''|’’|″|\")(\d{3})\b(?![.,]\d)",
                      lambda found: _thousandths(found, code), text)  # and thousandths, as timing shows them
    if code == "fr":  # "à 6' de la fin", "1' plus tard": minutes, where the mark stands before a race's words
        text = re.sub(r"(?<![\w.,'’′°º])(?<!\bla\s)(?<!\(\s)(\d{1,3})['’′](?=\s+(?:de\s+la\s+fin|du\s+terme|avant|après"
                      r"|restantes?|de\s+jeu|du\s+match|plus\s+tard|d['’]avance|de\s+retard)\b)",
                      lambda found: f"{found[1]} minute{'s' if found[1] != '1' else ''}", text)  # "à la 87'": ordinal
    if code in ("es", "fr", "de"):  # "1'38\"", "1’51 d’avance", "31':54\"": minutes and seconds, a race's time
        text = re.sub(r"(?<![\w.,'’′°º])(\d{1,3})['’′]:?([0-5]\d)(?:[\"”″]|''|’’)?(?![\w'’′]|[.,]\d)",
                      lambda found: f"{found[1]} min " * (found[1] != "0") + f"{int(found[2])} s", text)
    if code == "es":  # "el 37'": a match's minute
        # "a los 45+1′": the minute and the time added to the half; "a los 29′": a los veintinueve minutos
        text = re.sub(r"(?<![\w.,])(\d{2,3})\s?['’′]?\s?\+\s?(\d{1,2})\s?['’′](?![\w'’′])", r"\1 más \2", text)
        text = re.sub(r"\b([Aa]\slos)\s(\d{1,3})\s?['’′](?![\w'’′])", r"\1 \2 minutos", text)
        text = re.sub(r"\b([Ee]l|[Aa]l|[Dd]el)\s(\d{1,3})\s?['’′](?![\w'’′])", r"\1 minuto \2", text)
        text = re.sub(r"(?<=\()m\.\s?(\d{1,3})(?=\))", r"minuto \1", text)  # "Aguirre (m.38)"
        # "los 60s, 70s y 80s": decades, "los sesenta", not seconds
        text = re.sub(r"\b([Ll]os\s+)((?:\d0s(?:,\s*|\s+[yY]\s+))*\d0s)\b",
                      lambda found: found[1] + re.sub(r"(\d0)s\b", r"\1", found[2]), text)
        # "la 5° ciudad": a degree sign typed for the ordinal's, after an article and before a word
        text = re.sub(r"\b(el|la|los|las|del|al|su|sus)\s(\d{1,2})[°º](?=\s+[a-záéíóúñ]{3,})(?!\s+(?:bajo|sobre|de)\b)",
                      lambda found: f"{found[1]} {found[2]}.{'ª' if found[1] in ('la', 'las') else 'º'}", text)
    return text


def speak_scale_nouns(text: str, language: str) -> str:
    """"millions ans" → "millions d'ans", "millones habitantes" → "millones de habitantes"; in Spanish,
    "primero"/"tercero" before a masculine noun is "primer"/"tercer" ("el 1.º puesto": el primer puesto)."""
    code = primary(language)
    if code not in SCALES_OF:
        return text
    if code == "es":
        text = re.sub(r"(?P<before>\b[^\W\d_]+\s+)?\b(?P<stem>prim|terc)ero\s+(?!(?:de|del|y|o|que|en|a|al|con|por"
                      r"|para|entre|más|menos|tan|muy|mejor|peor|" + _VERBS_ES + r")\b)(?=[^\W\d_]{3,})", _apocope,
                      text, flags=re.IGNORECASE)  # "el tercero más largo": a comparison, no noun after it
    scales, numbers = SCALES_OF[code]

    def linked(found: re.Match[str]) -> str:
        noun = found["noun"]
        if noun.lower() in numbers or noun.lower() in NOT_NOUNS[code] or noun[:1].isupper() \
                or _NUMBER_WORD.fullmatch(noun.lower()):
            return found[0]
        if code == "fr" and re.search(r"(?:é|ée|és|ées)$", noun):
            return found[0]  # "2,8 milliards échangés": a participle, no noun counted
        link = "d'" if code == "fr" and noun[:1].lower() in "aeiouéèêhâîôûy" else "de "
        return f"{found['scale']} {link}{noun}"

    return re.sub(rf"\b(?P<scale>{scales})\s+(?P<noun>[^\W\d_]+)", linked, text)


_VERBS_ES = ("fue|es|era|será|sería|son|fueron|eran|ha|había|habría|hubo|está|estaba|estuvo|tiene|tenía|tuvo"
             "|murió|nació|reinó|llegó|dijo|hizo|vivió|gobernó|firmó|se|le|lo|la|les|los|las|no")
"""Spanish words after "primero" that show it ends its phrase: a verb, a pronoun ("Carlos primero fue rey")."""
_VERB_ENDING_ES = re.compile(r"(?:ó|rá|rán|aron|ieron|aba|aban|ará|erá|irá)$")
"""Endings of Spanish verbs (preterite, future, imperfect) that no noun a number counts has: "3131 saldrá"."""


def _apocope(found: re.Match[str]) -> str:
    """"primero" → "primer" before the noun it qualifies; a ruler's ("Carlos primero") is left whole."""
    before = found["before"] or ""
    if before[:1].isupper() and before.strip().lower() not in ("el", "un", "este", "ese", "aquel", "su", "mi", "tu",
                                                                 "nuestro", "vuestro"):
        return found[0]
    if not before and found["stem"][:1].isupper():
        return found[0]  # "Primero necesita instalar": the writer's adverb (an ordinal said is in lower case)
    return f"{before}{found['stem']}er "


def guessed_feminine(noun: str, code: str) -> bool:
    """Whether ``noun`` is feminine, told from its ending (:data:`FEMININE_ENDINGS`) but for the common nouns
    that end so and are not."""
    ending, exceptions = FEMININE_ENDINGS[code]
    return re.fullmatch(ending, noun) is not None and noun not in exceptions and noun.lower() not in exceptions
