"""German ordinals, and the case German gives them and a ruler's number.

German writes an ordinal as a number with a full stop ("am 3. Mai"), so a number before a full stop is
either an ordinal or a number ending a sentence ("Band 10. Berlin"). It is read as an ordinal when
what is around it says so: a noun it counts that takes one (a month, "Jahrhundert", "Auflage"), an
article or a preposition before it ("im späten 15. Jahrhundert", "an seinem 205. Todestag"), an
adjective after it ("3. verbesserte Auflage"), other ordinals linked to it ("24., 25. und
31. Dezember", "15./16. Jahrhundert"), or the start of a sentence ("3. Auflage"). The ending is the
one the words before it ask for: "der dritte", "am dritten", "sein drittes", "dritter Dezember".

Written here: num2words says "dritte", not which ending the sentence needs; no maintained library
declines a German adjective from its context.
"""

from __future__ import annotations

import functools
import re

from num2words import num2words

from audioguide.text.figures import dative_before, guessed_feminine
from audioguide.text.measures import RANGE_ADVERBS_DE, UNITS, primary
from audioguide.text.measures import SENTENCE_OPENERS_DE as _FUNCTION_WORDS

MONTHS = ("Januar", "Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember")

_WEAK_N = frozenset({"am", "im", "vom", "zum", "zur", "beim", "dem", "den", "des", "ab", "seit"})
"""After these an ordinal ends in -en: the dative, the genitive, the accusative "den" ("ab" and "seit" stand
for "ab dem", "seit dem" before a date)."""
_WEAK_E = frozenset({"der", "die", "das", "dieser", "diese", "dieses", "jeder", "jede", "jedes", "jener", "jene",
                     "jenes", "eine", "keine", "meine", "deine", "seine", "ihre", "unsere", "eure",
                     "ins", "ans", "aufs", "fürs", "übers", "ums", "durchs", "vors", "hinters"})
"""After these an ordinal ends in -e (a preposition joined with "das" too: "ins 13. Jahrhundert"), unless a
preposition or a noun before them makes the phrase dative or
genitive ("in der 3. Auflage", "Mitte der 3. Woche")."""
_EIN_WORDS = ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer", "dies", "jed", "jen")
_OPEN = frozenset(_EIN_WORDS[:8])
"""Without an ending these leave the noun's gender to the ordinal: "sein dritter Versuch", "sein drittes Album"."""
_PREPOSITIONS = frozenset({
    "in", "an", "auf", "aus", "bei", "mit", "nach", "seit", "von", "zu", "vor", "hinter", "über", "unter", "neben",
    "zwischen", "während", "wegen", "trotz", "für", "durch", "gegen", "ohne", "um", "bis", "ab", "innerhalb",
    "außerhalb", "anlässlich", "infolge", "laut", "gemäß", "statt"})
_ADJECTIVE = r"[a-zäöüß]+(?:e|en|er|es|em)"
_NUMBER = r"[1-9]\d{0,2}"
_ORDINAL_NUMBER = re.compile(rf"(?<![\d.]){_NUMBER}(?=\.)")
_ORDINAL_DOT = re.compile(rf"(?<![\d.])({_NUMBER})\.")
_LINK = rf"(?:\s?[,/–-]\s?|\s(?:und|oder|bis|u\.)\s(?:{_ADJECTIVE}\s|(?:{'|'.join(RANGE_ADVERBS_DE)})\s)?)"
_CHAIN = re.compile(rf"(?<![\w.,/-])(?:{_NUMBER})\.(?:{_LINK}(?:{_NUMBER})\.)*(?!\d)")
_PROPER_ADJECTIVE = r"[A-ZÄÖÜ][a-zäöüß]*(?:isch|ig|lich)(?:e|en|er|es|em)"
"""An adjective written with a capital in a name ("2. Schlesischer Krieg"): the noun follows it."""
_AFTER = re.compile(rf"\s(?:(?P<adjective>{_ADJECTIVE}|{_PROPER_ADJECTIVE}(?=\s[A-ZÄÖÜ]))\s)?(?P<noun>[A-ZÄÖÜ][\w-]*)"
                    rf"|\s(?P<lower>[a-zäöüß]\w*)")

COUNTED = ("tag", "jahrhundert", "jahrtausend", "jahrzehnt", "mal", "auflage", "platz", "stock", "etage", "klasse",
           "liga", "krieg", "runde", "ausgabe", "jubiläum", "semester", "quartal", "lebensjahr", "rang", "stelle",
           "generation", "periode", "sitzung", "symphonie", "sinfonie", "etappe", "spieltag", "woche", "monat",
           "geschoss", "obergeschoss", "bezirk", "preis", "versuch", "folge", "staffel", "band", "teil", "kapitel",
           "lauf", "wahl", "advent", "satz", "akt", "sonntag", "legislatur", "todestag", "geburtstag", "jahrestag",
           "minute", "spielminute", "meisterschaft", "titel", "tor", "treffer", "durchgang", "ausstellung",
           "bürgermeister", "vorsitzende", "vorsitzender", "vorsitzenden", "jhd", "jh", "jhdt", "sieger")
"""Nouns an ordinal counts, by the end of the word ("Todestag", "Weltkrieg"): a number before them with a full
stop is their ordinal even with nothing else around it."""
CLUBS = ("FC", "FSV", "SV", "SC", "TSV", "VfB", "VfL", "VfR", "BC", "FFC", "SSV", "TuS", "SpVgg", "BV", "TV", "HC")
"""A club's abbreviated kind, counted in its name: "1. FC Köln" is "Erster FC Köln" (der Fußball-Club)."""
_NEUTER = ("jahrhundert", "jahrtausend", "jahrzehnt", "jahr", "mal", "kapitel", "buch", "album", "spiel", "stück",
           "semester", "quartal", "treffen", "rennen", "konzert", "festival", "turnier", "werk", "gebot", "programm",
           "heft", "land", "haus", "bild", "lied", "level", "mitglied", "kind", "geschoss", "gesetz", "amt", "jubiläum",
           "gramm", "pfund", "glas", "paket", "chen", "lein", "tum", "nis", "ment", "um", "verfahren", "vorhaben",
           "unternehmen", "verhalten", "wesen", "zeichen", "gebäude", "gespräch", "gericht", "geschäft", "gerät",
           "projekt", "objekt", "produkt", "konzept", "system", "problem", "modell", "prinzip", "material", "thema",
           "recht", "netz", "verbot", "zertifikat", "format", "zitat", "mandat")
_MASCULINE = ("tag", "platz", "stock", "band", "teil", "rang", "krieg", "monat", "versuch", "schritt", "preis",
              "sieg", "kongress", "bezirk", "advent", "satz", "akt", "lauf", "käse", "name")


def speak_ordinals(text: str, language: str) -> str:
    """German ordinals in words, with the ending their sentence asks for; numbers before a full stop that are
    no ordinal, in words too ("Band zehn. Berlin")."""
    if primary(language) != "de" or not re.search(r"\d\.", text):
        return text
    text = re.sub(r"(?<=\d\.)\+(?=\d)", " plus ", text)  # "(45.+2)": the minute and the added time
    text = re.sub(r"(?<![\w.,])(\d{1,3}\.)(?=([A-ZÄÖÜ][a-zäöüß]+)\b)",  # "GTS 3.Platz": the space left out
                  lambda found: found[1] + " " if _counted(found[2]) else found[1], text)
    text = re.sub(rf"(?<![\w.,])0([1-9]\.\s(?:{_MONTHS})\b)", r"\1", text)  # "Montag, 03. November": a padded day
    if re.search(rf"\b(?:{_RANK_VERBS}|landete|kam)\b", text):  # "… wurde mit 15:44 Minuten Rückstand
        text = _RANK.sub(_rank, text)  # 21. und damit": a rank
    if "./" in text:  # "in den Nächten 16./17. und 17./18. Mai": vom sechzehnten auf den siebzehnten und vom …
        text = _NIGHTS.sub(lambda found: re.sub(r"(\d{1,2})\./(\d{1,2})\.", r"vom \1. auf den \2.", found[0]), text)
        # "am Wochenende 5./6. Mai": am fünften und sechsten, after a noun that no article or preposition declines
        text = re.sub(rf"\b((?!(?:Vom|Zum|Den|Dem|Bis|Seit|Ab|Am|Im)\s)[A-ZÄÖÜ][a-zäöüß]+\s)(\d{{1,2}})\./(\d{{1,2}})\."
                      rf"(?=\s+(?:{_MONTHS})\b)", r"\1am \2. und \3.", text)
    text = _CHAIN.sub(_chain, text)
    return _GENITIVE_CENTURY.sub(r"\1s", text)


_NIGHTS = re.compile(r"\b(?:Nacht|Nächten?|nachts)\s+\d{1,2}\./\d{1,2}\."
                     r"(?:\s*(?:,|und|sowie|oder)\s*\d{1,2}\./\d{1,2}\.)*")
"""Nights written as the two days they join ("Nacht 16./17. Mai")."""


_RANK = re.compile(r"(?<![\w.,])(\d{1,3})\.(?=\s+(?:und|oder|aber|sowie|vor|hinter)\b|\s*[,;])")
_AFTER_A_GAP = r"[A-ZÄÖÜ]\w*(?:stand|sprung)|Sekunden|Minuten|Stunden|Punkten|Metern|Toren|Treffern|Zähler"
"""The words a rank follows after what it was won or lost by ("mit 15:44 Minuten Rückstand 21.")."""
_RANK_VERBS = "wurden?|wird|war|ist"
"""The verbs a rank is the complement of ("Er wurde 2."), with "landete als", "kam als"."""
_RANK_VERB = re.compile(rf"\b(?:{_RANK_VERBS}|landete als|kam als)\s(?:[^\s.,;]+\s){{0,12}}$")
_RANK_WORD = re.compile(rf"{_RANK_VERBS}|als|{_AFTER_A_GAP}")
"""The word right before a rank: a rank's verb, "als", or what it was won or lost by."""
_RANK_VERB_NAME = re.compile(rf"\b(?:{_RANK_VERBS})\s+[A-ZÄÖÜ][\w-]*\s$")
"""A rank's verb and a name before a rank ("wurde Müller 3.")."""


def _rank(found: re.Match[str]) -> str:
    """A rank after the verb it is the complement of, where the full stop ends no sentence ("Er wurde 2. und",
    "wurde mit einer Stunde Rückstand 21., damit"): "Zweiter", "Einundzwanzigster"; not after an article or a
    preposition ("am 3. und 4. Mai") nor a label ("Platz 2.")."""
    before = found.string[max(0, found.start() - 120):found.start()]
    words = before.split()
    last = words[-1] if words else ""
    if not _RANK_VERB.search(before) or not (_RANK_WORD.fullmatch(last)
                                             or _RANK_VERB_NAME.search(before)):
        return found[0]  # "in der Klasse 4. und": a label's number ("wurde Müller 3. und": the subject, a rank)
    subject = re.search(r"\b(?:([Ss]ie)|([Dd]ie)|([Dd]as)|[Dd]er|[Ee]r)\b(?:\s+[^\s.,;]+){0,6}?\s+"
                        rf"(?:{_RANK_VERBS}|landete|kam)\b[^.;]*$", before)
    ending = "" if subject and (subject[1] or subject[2]) else "s" if subject and subject[3] else "r"
    return _ordinal(found[1]).capitalize() + ending  # "sie wurde 3.": Dritte; "das Team": Drittes


_MONTHS = "Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"
_GENITIVE_CENTURY = re.compile(r"(\b(?i:des|eines)\s+\w+ten\s+(?:Jahrhundert|Jahrtausend))\b(?!s)")
""""des 19. Jh.": the abbreviation stands for the genitive, "des neunzehnten Jahrhunderts"."""


def ordinal_goes_on(sentence: str, following: str) -> bool:
    """Whether the number with a full stop that ends ``sentence`` is an ordinal of what ``following`` starts with
    ("in der 30." and "Minute …"), so the stop ends no sentence; for a sentence splitter that cut there."""
    chains = list(_CHAIN.finditer(sentence))
    last = chains[-1] if chains else None
    if last is None or sentence[last.end():].strip():
        return False
    text = f"{sentence.rstrip()} {following}"
    before = text[:last.start()]
    after = _AFTER.match(text, last.end())
    noun = after["noun"] if after and after["noun"] else ""
    if not noun or noun in _FUNCTION_WORDS or (re.search(r"[A-ZÄÖÜ][\w-]*\s$", before) and _determiner(before) is None):
        return False  # "Das ist Platz 2. Der Rest", "Rang 3. Platz eins": a label's number ends its sentence (not
        #               "Im 15./16. Jahrhundert", its preposition starting the sentence)
    if _counted(noun):
        return True  # "in der 30. Minute", "am 3. Oktober", "2. Bürgermeister" (a counted office)
    determiner = _determiner(before)  # "bei unserem 2. Vorsitzenden": an article, no bare preposition
    return determiner is not None and determiner not in _PREPOSITIONS and determiner not in ("ab", "seit")


def _as_ordinal(found: re.Match[str]) -> tuple[str, str | None, str] | None:
    """What is before the numbers ``found``, its determiner and the noun after them, where they are ordinals."""
    before = found.string[:found.start()]
    after = _AFTER.match(found.string, found.end())
    noun = after["noun"] if after and after["noun"] else ""
    lower = after["lower"] if after else None
    numbers = _ORDINAL_NUMBER.findall(found[0])
    determiner = _determiner(before)
    if not _is_ordinal(before, determiner, noun, lower, len(numbers), found.string[found.end():]):
        return None
    return before, determiner, noun


def _chain(found: re.Match[str]) -> str:
    ordinal = _as_ordinal(found)
    if ordinal is None:
        return found[0]  # a number ending its sentence: the number step reads it
    before, determiner, noun = ordinal
    ranged = determiner is None and noun in MONTHS and " bis " in found[0]  # "(6. bis 11. März)": days, dative
    ending = "n" if ranged else _ending(before, determiner, noun)
    said = _ORDINAL_DOT.sub(lambda m: _ordinal(m[1]) + ending, found[0])
    said = re.sub(r"\s?/\s?", " und ", re.sub(r"\s?[–-]\s?", " bis ", said))
    if _minute_of_a_match(found, before, noun):
        said += " Minute"  # "trifft zum 3:1 (57.)": in the fifty-seventh minute (a race's "Müller (3.)" is a rank)
    if not found.string[found.end():].strip():
        said += "."  # "seinen insgesamt 18.": the stop ends the sentence too
    return said[:1].upper() + said[1:] if re.search(r"(?:^|[.!?]\s+)$", before) else said


_MATCH = re.compile(r"\d:\d|\b(?:Tor(?:e|en)?|trifft|traf|Treffer|Elfmeter|Strafstoß|Halbzeit|Führung|Ausgleich\w*"
                    r"|Anschluss\w*|Eigentor|Platzverweis|Gelb|Rot|Kopfball|köpft\w*|verwandelt\w*)\b")
"""Words of a match, in whose report a bare "(57.)" after a name is the minute."""


def _minute_of_a_match(found: re.Match[str], before: str, noun: str) -> bool:
    """Whether ``found``, one number alone in brackets ("Beck (57.)", "(45.+2)"), is a minute of a match."""
    closed = re.match(r"[)+]|\s+plus\s", found.string[found.end():]) is not None
    return (not noun and closed and re.search(r"\($", before) is not None and int(found[0].rstrip(".")) <= 130
            and _MATCH.search(found.string) is not None)


def _counted(noun: str) -> bool:
    """Whether ``noun`` is one an ordinal counts: a month, a club's kind, a noun of :data:`COUNTED`."""
    return noun in MONTHS or noun in CLUBS or (bool(noun) and _COUNTED.search(noun.lower()) is not None)


_COUNTED = re.compile(rf"(?:{'|'.join(COUNTED)})(?:e?s|e?n|e)?$")


def _is_ordinal(before: str, determiner: str | None, noun: str, lower: str | None, count: int,
                after_text: str = "") -> bool:
    if _counted(noun):
        return True
    if lower is not None and lower not in ("und", "oder", "bis", "u"):
        return True  # "3. verbesserte Auflage": an adjective follows
    if re.search(r"\($", before) and re.match(r"[)+]", after_text):
        return True  # "Goretzka (50.)", "(45.+2)": a minute of the match
    counts_noun = bool(noun) and noun not in _FUNCTION_WORDS
    if determiner is None and counts_noun and (_PREPOSITION_BEFORE.search(before) or re.search(
            r"(?:\(|[^\W\d_]{2},)\s?$", before)):
        return True  # "in 1. Instanz", "ab 3. Stock", "(2. ÄndG", "Ralf Teichmann, 1. Vorstand": an ordinal after a
    #                  preposition, a bracket or a comma
    if determiner is not None:
        return counts_noun or (not noun and (determiner in _WEAK_N or determiner.endswith(("em", "es", "en"))))
    return count > 1 and counts_noun


def speak_compounds(text: str, language: str) -> str:
    """A number in a German compound, said as one word with it: "3-mal" (dreimal), "1- bis 3-mal" (ein- bis
    dreimal), "3-fach" (dreifach), "30-jährig" and "2jährige" (dreißigjährig, zweijährige),
    "1-Zimmer-Wohnung" (Ein-Zimmer-Wohnung)."""
    if primary(language) == "de":  # "alle 1 bis 2 Stunden", "1-2 zusätzlichen Zentimetern": ein bis zwei, as before
        text = re.sub(r"(?<![\w.,])(?<!Kapitel )(?<!Schritt )(?<!Schritte )(?<!Tabelle )(?<!Abbildung )(?<!Abb\. )"
                      r"(?<!Seite )(?<!Seiten )(?<!S\. )(?<!Platz )(?<!Nr\. )(?<!§ )(?<!Absatz )(?<!Abs\. )(?<!Teil )"
                      r"(?<!Punkt )(?<!Band )(?<!Folge )(?<!Version )(?<!Zeile )(?<!Zeilen )"  # "Kapitel 1-4"
                      r"1(\s(?:bis|oder)\s|\s?[-–]\s?)(?=\d+\s(?:[a-zäöü]+(?:e|en|er|es|em)\s)?"  # the noun
                      r"[A-ZÄÖÜ%](?!hr\b))", lambda found: "ein" + (found[1] if found[1].strip(" -–") else " bis "),
                      text)
    if primary(language) != "de" or not re.search(r"\d\s?[-–%]|\d[a-zäöü]", text):
        return text
    text = re.sub(r"(?<![\w.,])(\d{1,3})\s?%(?=ig)", r"\1-prozent", text)  # "100%ige": hundertprozentige
    # "3-4-Personen-Haushalte": a range before the compound's noun, Drei- bis Vier-Personen-Haushalte
    text = re.sub(r"(?<![\w.,:/-])(\d{1,2})-(\d{1,2})-(?=[A-ZÄÖÜ])",
                  lambda found: f"{_cardinal(found[1], joined=True).capitalize()}- bis "
                  f"{_cardinal(found[2], joined=True).capitalize()}-" if int(found[1]) < int(found[2]) else found[0],
                  text)
    text = re.sub(r"(?<![\w.,:/-])(?<!zu )1-(?=[A-ZÄÖÜ])", "Ein-", text)  # "1-Zimmer-Wohnung", not "3:1-Sieg"
    text = re.sub(rf"(?<![\w.,])(\d{{1,3}})-(?=\s+(?:bis|oder|und)\s+\d{{1,3}}-{_SUFFIX})",
                  lambda found: _cardinal(found[1], joined=True) + "-", text)
    # Written with a spaced dash too ("der 22 – jährige"): the suffix is no word of its own.
    return re.sub(rf"(?<![\w.,])(\d{{1,3}})(?:-|\s?–\s?| - |){_SUFFIX}",
                  lambda found: _cardinal(found[1], joined=True) + found[2], text)


_SUFFIX = (r"(mal(?:ig\w*)?|fach\w*|jährig\w*|stündig\w*|tägig\w*|minütig\w*|sekündig\w*|wöchig\w*|monatig\w*"
           r"|seitig\w*|teilig\w*|köpfig\w*|stöckig\w*|spurig\w*|prozentig\w*)\b")
"""What a number is written against in a German compound ("3-mal", "30-jährige", "4-teilig"), as a group."""


def _cardinal(number: str, joined: bool = False) -> str:
    words = str(num2words(int(number), lang="de"))
    return words[:-1] if joined and words.endswith("eins") else words  # "einmal", "einundzwanzigmal"


_ADVERBS = frozenset({"insgesamt", "bereits", "schon", "erst", "nun", "somit", "damit", "also", "nunmehr", "ganzen"})
"""Words between an article and its ordinal that change nothing of its ending ("seinen insgesamt 18.")."""


def _determiner(before: str) -> str | None:
    """The article, possessive or preposition right before the number, or before one adjective or adverb ("im
    späten", "seinen insgesamt")."""
    words = re.findall(r"[^\W\d_]+|[^\w\s]", before[-60:])
    if len(words) >= 2 and (re.fullmatch(_ADJECTIVE, words[-1]) or words[-1] in _ADVERBS) and _a_determiner(words[-2]):
        return str(words[-2]).lower()
    return str(words[-1]).lower() if words and before.endswith(" ") and _a_determiner(words[-1]) else None


def _a_determiner(word: str) -> bool:
    word = word.lower()
    if word in _WEAK_N or word in _WEAK_E or word in _OPEN:
        return True
    return word.startswith(_EIN_WORDS) and word.endswith(("em", "en", "es", "er"))


def adjective_ending(before: str, noun: str) -> str:
    """What follows an adjective's stem after ``before`` and before ``noun``, as for an ordinal ("die maximale
    Spannung", "bei der maximalen Leistung", "seine maximale Leistung")."""
    return "e" + _ending(before, _determiner(before), noun)


def _ending(before: str, determiner: str | None, noun: str) -> str:
    """What follows "dritte": "n" (dritten), "" (dritte), "r" (dritter) or "s" (drittes)."""
    if determiner is None:  # "am Sonntag, 23. Februar": the date stands with the day, in its case
        dated = noun in MONTHS and (_DAY_BEFORE_DATE.search(before) or re.search(r"\b(?i:bis)\s$", before)
                                    or _DATE_AND.search(before))
        if not dated and noun not in MONTHS and _PREPOSITION_BEFORE.search(before):
            return "r" if _strong(noun) == "" else "m"  # "in erster Instanz", "ab drittem Stock": the dative
        return "n" if dated else _strong(noun)  # "bis 27. September": bis zum siebenundzwanzigsten
    if determiner in _WEAK_N or determiner.endswith(("em", "en")):
        return "n"
    if determiner in _OPEN:
        return _strong(noun) or "r"
    if determiner == "der":  # "in der 3. Auflage", "Mitte der 3. Woche"; "der 2. Weltkrieg"
        governed = rf"(?:\b(?i:{'|'.join(_PREPOSITIONS)})|\b[A-ZÄÖÜ][a-zäöüß]+)\s+(?i:der)\s(?:{_ADJECTIVE}\s)?$"
        return "n" if re.search(governed, before) else ""
    return "n" if determiner.endswith("er") or determiner in ("des", "eines") else ""


_PREPOSITION_BEFORE = re.compile(r"(?:^|[\s(])(?:in|an|auf|mit|nach|zu|bei|aus|seit|von|vor|ab)\s$")
"""A preposition governing the dative right before an ordinal that has no article ("in 1. Instanz")."""
DAY_PARTS = "morgen|vormittag|mittag|nachmittag|abend|nacht"
"""The parts of a day that a weekday is joined to ("Freitagabend", "Montagmorgen")."""
WEEKDAYS_DE = ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonnabend", "Sonntag")
FEAST_DAYS_DE = ("Feiertag", "Neujahr", "Neujahrstag", "Heiligabend", "Heiligabends", "Silvester", "Fronleichnam",
                 "Himmelfahrt", "Allerheiligen", "Allerseelen", "Weihnachtstag", "Weihnachtsfeiertag",
                 "Osterfeiertag", "Pfingstfeiertag", "Reformationstag", "Nationalfeiertag")
"""Days named for a feast, which a date stands beside as it does beside a weekday ("am Feiertag, 3. Oktober"); a
feast named by its weekday ("Pfingstsamstag", "Karfreitag", "Rosenmontag", "Aschermittwoch") is a weekday's
compound."""
DAY_NAME_DE = (rf"(?:(?:[A-ZÄÖÜ][a-zäöüß]+)?(?:{'|'.join(day.lower() for day in WEEKDAYS_DE)})"
               rf"|(?:{'|'.join(WEEKDAYS_DE + FEAST_DAYS_DE)}))(?:{DAY_PARTS})?(?![\wäöüß])")
"""A weekday, a feast named by one ("Pfingstsamstag", "Karfreitagabend") or a feast day (:data:`FEAST_DAYS_DE`)."""
_DAY_BEFORE_DATE = re.compile(r"\b(?i:am|an|vom|zum|seit|ab|bis)\s+"
                              rf"(?:[A-ZÄÖÜ][a-zäöüß]*(?:tag|mittwoch)(?:{DAY_PARTS})?|{DAY_NAME_DE})"
                              r"(?:,\s*|\s*\(\s*|\s+)$")
"""A weekday, a day named for a feast ("am Pfingstsamstag, 18. Mai", "am Feiertag, 3. Oktober") or a part of one
("am Freitagabend (15. Mai)"), after a preposition, before the date it is: the date in the dative."""


_DATE_AND = re.compile(r"\b(?i:am|vom|zum|seit|ab|bis|dem|den|zwischen)\s+\d{1,2}\.\s+(?:Januar|Februar|März|April|Mai"
                       r"|Juni|Juli|August|September|Oktober|November|Dezember)\s+(?:und|oder|sowie|bzw\.)\s$")
"""A second date joined to one in the dative ("am 31. Dezember und 1. Januar"): in the same case, ersten."""


ABBREVIATED_ADJECTIVES_DE = {
    "sog": "sogenannt", "österr": "österreichisch", "bayer": "bayerisch", "schweiz": "schweizerisch", "dt": "deutsch",
    "frz": "französisch", "engl": "englisch", "ital": "italienisch", "europ": "europäisch", "staatl": "staatlich",
    "städt": "städtisch", "öffentl": "öffentlich", "ehem": "ehemalig", "wiss": "wissenschaftlich", "techn": "technisch",
    "allg": "allgemein", "kgl": "königlich", "röm": "römisch", "griech": "griechisch", "russ": "russisch",
    "poln": "polnisch", "niederl": "niederländisch", "gesetzl": "gesetzlich", "jährl": "jährlich",
    "monatl": "monatlich", "zahlr": "zahlreich", "versch": "verschieden", "nördl": "nördlich", "südl": "südlich",
    "östl": "östlich", "westl": "westlich",
}
"""Adjectives written short with a full stop ("der österr. Grenze", "sog. Altlasten"), by their stem: the ending is
the one the article and the noun after them ask for (österreichischen); before a word in lower case, that
adjective's own ending ("die sog. grüne Welle"), or none ("staatl. anerkannt": an adverb)."""
_ABBREVIATED_ADJECTIVE = re.compile(
    rf"(?:(?<![\w.])(?P<short>{'|'.join(ABBREVIATED_ADJECTIVES_DE)})"
    rf"|^(?P<opening>{'|'.join(short.capitalize() for short in ABBREVIATED_ADJECTIVES_DE)}))\."
    r"(?=(?:,?\s+(?:und|oder|bzw\.)\s+[a-zäöüß]+\.)?"  # "die dt. und engl. Fassung": as the noun after both
    r"\s+(?:(?:[A-ZÄÖÜ]\w*-)*(?P<noun>[A-ZÄÖÜ][a-zäöüß]+)\b|(?P<next>[a-zäöüß]+)\b))")
_LANGUAGES = frozenset({"dt", "frz", "engl", "ital", "griech", "russ", "poln", "niederl"})
"""Of :data:`ABBREVIATED_ADJECTIVES_DE`, those that name a language, said bare opening a bracket that gives a word in
it ("Informatik (engl. Computer Science)": englisch)."""
_ADVERBS_TOO = frozenset({"staatl", "städt", "öffentl", "wiss", "techn", "allg", "gesetzl", "jährl", "monatl", "nördl",
                          "südl", "östl", "westl"})
"""Of :data:`ABBREVIATED_ADJECTIVES_DE`, those said as an adverb before a word in lower case ("staatl. anerkannte
Schule": staatlich)."""
_GOVERNED_BEFORE = re.compile(r"\b(?i:zum|zur|dem|den|des|der|einem|einen|eines|einer|im|vom|beim|am|ins)\s$")
"""Articles after which an adjective with no noun in sight ends in -en ("zum sog. „Toleranzwert“")."""
_DATIVE_PREPOSITION = re.compile(r"\b(?i:mit|von|bei|aus|zu|nach|seit|zwischen|zw\.)\s$")
"""Prepositions that take the dative: with no article after them, an adjective's strong ending (deutschen Untertiteln,
deutscher Seite, deutschem Recht)."""


def speak_abbreviated_adjectives(text: str, language: str) -> str:
    """:data:`ABBREVIATED_ADJECTIVES_DE` in full, agreeing with their noun."""
    if primary(language) != "de" or "." not in text:
        return text
    text = _ABBREVIATED_ADJECTIVE.sub(_abbreviated_adjective, text)
    return re.sub(rf"(?<=\s)({'|'.join(ABBREVIATED_ADJECTIVES_DE)})\.(?=\s)",
                  lambda found: ABBREVIATED_ADJECTIVES_DE[found[1]] + "en"
                  if _GOVERNED_BEFORE.search(found.string[:found.start()]) else found[0], text)


def _abbreviated_adjective(found: re.Match[str]) -> str:
    """An abbreviated adjective agreeing with its noun by the article before it ("der sog. Nasciturus": sogenannte,
    "vom sog.": sogenannten); with none, by the noun's gender unless a plural's ending makes it unsure ("(sog.
    Nasciturus": sogenannter; "sog. Altlasten": sogenannte)."""
    short = found["short"] or found["opening"]
    stem = ABBREVIATED_ADJECTIVES_DE[short.lower()]
    stem = stem.capitalize() if short[0].isupper() else stem
    if short.lower() in _LANGUAGES and found.string[:found.start()].endswith("("):
        return stem  # "(engl. Computer Science)": the word in that language, englisch
    if found["next"] is not None:  # "die sog. grüne Welle": as the adjective after it; "staatl. anerkannt": none
        ending = re.search(r"(?<=[^\W\d_]{3})(?:e[mnrs]?)$", found["next"])
        if short.lower() in _ADVERBS_TOO:
            return stem
        return stem + ending[0] if ending else found[0]
    noun = found["noun"]
    before = found.string[:found.start()]
    paired = re.search(rf"(?<![\w.])(?i:{'|'.join(ABBREVIATED_ADJECTIVES_DE)})\.\s+(?:und|oder|bzw\.)\s$", before)
    if paired:  # "der dt. und engl. Fassung": the second as the first, after the first's article (englischen)
        before = before[:paired.start()]
    determined = re.search(r"\b(?i:der|die|das|den|dem|des|eine[mnrs]?|ein|zum|zur|vom|im|beim|am|ins)\s$", before)
    if not determined and _DATIVE_PREPOSITION.search(before):  # "mit dt. Untertiteln", "von dt. Seite": strong dative
        return stem + ("en" if re.search(r"[ns]$", noun) else "er" if guessed_feminine(noun, "de") else "em")
    if not determined and (re.search(r"(?:e|en|n|er|el)$", noun) or re.search(r"[^iu]s$", noun)):
        return f"{stem}e"  # "sog. Cookies": a plural
    if determined and determined[0].strip().lower() == "der" and guessed_feminine(noun, "de"):
        return f"{stem}en"  # "der sog. Regel": a feminine noun's dative or genitive
    return stem + adjective_ending(before, noun)


def speak_lifespans(text: str, language: str) -> str:
    """"(* 12. März 1901; † 3. Mai 1980)": born and died, on a day or in a year, as German reads the signs."""
    if primary(language) != "de" or not re.search(r"[*†]\s?\d", text):
        return text
    # a day or a year, a year before its place ("* 1850 Berlin"): "CPU * 2" is a product, "(*500 Liter)" a note's
    text = re.sub(r"(?:(?<=^)|(?<=[(;,])|(?<=[(;,]\s)|(?<=[^\W\d_]\s)|(?<=\d\s)(?=†))([*†])\s?"
                  r"(?=(\d{1,2}\.(?!\d{3}\b)\s?(?:\d|[A-ZÄÖÜ]))|\d{3,4}\b(?![.,]\d)(?!\s+(?:[mk]?[lgm]|t)\b)"
                  r"(?:(?<=1\d{3})|(?<=20\d{2}))(?!\s+(?:Liter|Stück|Euro|Mal|Gramm|Kilo|Meter|Tonnen|Menschen|Personen)\b)"
                  r"|\d{3,4}\b(?![.,]\d)(?!\s+(?:[A-ZÄÖÜ][a-zäöüß]+|[mk]?[lgm]|t)\b))",
                  lambda found: ("geboren" if found[1] == "*" else "gestorben") + (" am " if found[2] else " "), text)
    return re.sub(r"(?<=\()\*(?=\d)", "", text)  # "(*3.000 Liter …)": a footnote's mark, not read


def speak_halves(text: str, language: str) -> str:
    """A half before a German noun, agreeing with it: "½ Tablette" (eine halbe Tablette), "mit einer ½
    Tablette" (halben), "½ Liter" (ein halber Liter)."""
    if primary(language) != "de" or "ein halb " not in text:
        return text
    text = re.sub(r"\bein halb ([^\W\d_]+)(\.?)(?!\w)", _half_unit, text)  # "½ Std.": eine halbe Stunde
    return re.sub(r"\b(?:(ein(?:e[rnm]?)?) )?ein halb (?=([A-ZÄÖÜ][\w-]*))",
                  lambda found: _half(found[2], found[1] or _dative_article(text[:found.start()], found[2])), text)


def _half_unit(found: re.Match[str]) -> str:
    for symbol in (found[1] + found[2], found[1]):
        if symbol in UNITS["de"] and symbol != UNITS["de"][symbol][0]:
            ends = bool(found[2]) and re.match(r"\s*$|\s+[A-ZÄÖÜ]", found.string[found.end():]) is not None
            return f"ein halb {UNITS['de'][symbol][0]}" + ("." if ends else "")
    return found[0]


def _dative_article(before: str, noun: str) -> str | None:
    """"mit ½ Liter": after a dative preposition the half takes the dative article (mit einem halben Liter)."""
    if not dative_before(before):
        return None
    return "einer" if _strong(noun) == "" else "einem"


def _half(noun: str, article: str | None) -> str:
    if article in ("einer", "einem", "einen"):
        return f"{article} halben "
    ending = _strong(noun)
    if article == "eine" or (article is None and ending == ""):
        return "eine halbe "
    return "ein halbes " if ending == "s" else "ein halber "


def _strong(noun: str) -> str:
    """The ending with no article: the noun's gender as its ending shows it ("dritte Auflage", "drittes
    Kapitel", "zweiter Weltkrieg"); a month is masculine."""
    word = noun.lower()
    if not word:
        return ""  # "Goretzka (50.)": die fünfzigste
    if noun in MONTHS or noun in CLUBS or word.endswith(_MASCULINE):
        return "r"
    if word.endswith(_NEUTER) or re.fullmatch(r"[A-ZÄÖÜ]\w*[a-zäöü]\w*G", noun):  # "ÄndG", "StVG": a Gesetz
        return "s"
    return "" if guessed_feminine(noun, "de") else "r"


def _ordinal(number: str) -> str:
    return str(num2words(int(number), lang="de", to="ordinal"))  # "dritte"


_DATIVE_BEFORE_RULER = frozenset({"vom", "zum", "beim", "im", "am", "dem", "einem", "mit", "von", "zu", "bei", "nach",
                                  "aus", "seit", "unter", "vor", "gegenüber"})
_GENITIVE_BEFORE_RULER = frozenset({"des", "eines", "wegen", "während", "trotz", "seines", "ihres", "meines",
                                    "deines", "unseres", "eures", "dieses", "jenes", "jedes"})
_GENITIVE_NAME = re.compile(r"(?:ig|ich|rl|lm|pp|rd|rt|nd|nn|o|ian|tin|lf|ld|av)s$")
"""A ruler's name with the genitive's s ("Ludwigs XIV.", "Karls V.", "Ottos I.", "Maximilians I.", "Leopolds I."):
the number takes the case too."""
_ACCUSATIVE_BEFORE_RULER = frozenset({"den", "einen", "für", "durch", "gegen", "ohne", "um"})


def _cased(word: str) -> bool:
    lowered = word.lower()
    return lowered in _DATIVE_BEFORE_RULER or lowered in _GENITIVE_BEFORE_RULER or lowered in _ACCUSATIVE_BEFORE_RULER


def ruler_case(before: str, name: str = "") -> tuple[str, str]:
    """The article and ending of a ruler's number after the words ``before`` the name: "Friedrich der Zweite",
    "vom Preußenkönig Friedrich dem Zweiten", "des Königs Ludwig des Vierzehnten", "für Karl den Großen",
    "seines Sohnes Philipp des Zweiten", "nach dem Tod Ludwigs des Vierzehnten" (the ``name`` in the genitive)."""
    if _GENITIVE_NAME.search(name):
        return "des", "n"
    words = re.findall(r"[\w-]+|[^\w\s]", before)[-8:]
    for at in range(len(words) - 1, -1, -1):
        word, lowered = words[at], words[at].lower()
        if re.fullmatch(_ADJECTIVE, word) and not _cased(word) and at and words[at - 1][:1].isupper() \
                and not _cased(words[at - 1]):
            break  # "zum Soldatenkönig führte Friedrich II.": a verb after a noun, no adjective of the name
        if lowered in _DATIVE_BEFORE_RULER:
            return "dem", "n"
        if lowered in _GENITIVE_BEFORE_RULER:
            return "des", "n"
        if lowered in _ACCUSATIVE_BEFORE_RULER:
            return "den", "n"
        if not (word[:1].isupper() or re.fullmatch(_ADJECTIVE, word) or word in ("und", "oder", ".")):
            break  # a verb, a comma: the name starts its own phrase
    return "der", ""


RIVERS = (
    "Donau", "Waldnaab", "Naab", "Havel", "Saale", "Aisch", "Ilm", "Oder", "Fils", "Lahn", "Lauter", "Wiesent",
    "Pegnitz", "Zenn", "Rodach", "Mosel", "Ruhr", "Ems", "Weser", "Aller", "Elbe", "Spree", "Saar", "Nahe", "Werra",
    "Fulda", "Eder", "Sieg", "Wupper", "Lippe", "Leine", "Unstrut", "Ilz", "Vils", "Rott", "Paar", "Jagst", "Tauber",
    "Kocher", "Murr", "Rems", "Enz", "Nagold", "Glan", "Alz", "Salzach", "Traun", "Elster", "Mulde", "Zschopau",
    "Weinstraße", "Bergstraße", "Schwarzach", "Altmühl", "Wörnitz", "Thaya", "Drau", "Mur", "Iller", "Wertach",
)
"""Rivers and roads (feminine) that towns are named by with "an der" ("Neustadt a.d. Aisch")."""
_ON_THE = (r"(?<=[a-zäöüß] )a\.\s?d\.(?:(?=[A-ZÄÖÜ][a-zäöüß]+\b)(?![A-ZÄÖÜ]\w*isch)"
           rf"|\s?(?=(?:{'|'.join(RIVERS)})\b))")
PLACE_SUFFIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "Neustadt a.d.Waldnaab", "Brandenburg a. d. Havel": a town on its river, written against it or before a
    # river's name (not "übersetzt a. d. Englischen", from a language; "Oberst a.D." is retired)
    (re.compile(_ON_THE), "an der "),
    (re.compile(r"(?<=\b(?:Frankfurt|Offenbach) )a\.\s?M(?:\.|\b)"), "am Main"),  # "Frankfurt a. M."
    (re.compile(r"(?<=\bFreiburg )i\.\s?Br(?:\.|\b)"), "im Breisgau"),  # "Freiburg i. Br."
    (re.compile(r"(?<=\bRothenburg )o\.\s?d\.\s?T(?:\.|\b)"), "ob der Tauber"),  # "Rothenburg o.d.T."
    (re.compile(r"(?<=[a-zäöüß] )i\.\s?(?:d\.\s?)?OPf(?:\.|\b)"), "in der Oberpfalz"),  # "Weiden i.d.OPf."
)
"""Where a German town's name says the river or the region it lies on or in, written short, and what is said."""


def speak_place_suffixes(text: str) -> str:
    """A town's river or region written short after its name ("Neustadt a.d.Waldnaab": an der Waldnaab, "Frankfurt
    a. M.": am Main, "Weiden i.d.OPf.": in der Oberpfalz); the abbreviation's stop stays where it ends the sentence."""
    for pattern, said in PLACE_SUFFIXES:
        text = pattern.sub(functools.partial(_place_suffix, said), text)
    return text


def _place_suffix(said: str, found: re.Match[str]) -> str:
    """What a place's abbreviation says, and its full stop where it ends the sentence."""
    return said + ("." if found[0].endswith(".") and not found.string[found.end():].strip() else "")
