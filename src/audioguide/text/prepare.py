"""Preparing narrated text for speech: sentences, then small per-language steps.

Sentences are split on the text as written (so transcripts show it unchanged),
and a sentence too long for one piece of speech is cut where its phrases end;
each is then rewritten for the ear by a list of small ``str -> str``
steps: HTML entities, typographic quotes and dashes, ranges, slashes, ellipses,
abbreviations such as "vs.", URLs read as their host name instead of letter by
letter and e-mail addresses in full, dates ("2017-01-30" as the language says a
date), amounts of money ("$50,000": "fifty thousand dollars"), identifiers
("CVE-2018-1000622"), digit groups ("555-1234", read digit by digit) and numbers.
"""

from __future__ import annotations

import functools
import html
import itertools
import logging
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import cache
from typing import Any
from urllib.parse import unquote

from babel import Locale, UnknownLocaleError
from num2words import CONVERTER_CLASSES, num2words
from sentencex import segment

from audioguide.common.characters import (
    KEPT_SYMBOLS,
    SPELLED_CHARACTERS,
    SPELLED_PAIRS,
    SPELLED_SYMBOLS,
    SYMBOL_NAMES,
)
from audioguide.config import PauseConfig
from audioguide.text.code import (
    PERCENT,
    TIMESTAMP,
    Range,
    code_ranges,
    ranges_in,
    read_code,
    speak_written_codes,
    timestamp,
)
from audioguide.text.figures import (
    AND,
    before_noun,
    before_scale,
    dative_before,
    guessed_feminine,
    ordinal_words,
    speak_colon_scales,
    speak_counted_ones,
    speak_decimal_points,
    speak_fractions,
    speak_operators,
    speak_per_item,
    speak_powers_of_ten,
    speak_scale_nouns,
    speak_signs,
    speak_spaced_dashes,
    speak_written_marks,
    speak_year_ranges,
)
from audioguide.text.french import speak_inclusive_forms
from audioguide.text.german import (
    ABBREVIATED_ADJECTIVES_DE,
    DAY_NAME_DE,
    adjective_ending,
    ordinal_goes_on,
    speak_abbreviated_adjectives,
    speak_compounds,
    speak_halves,
    speak_lifespans,
    speak_ordinals,
    speak_place_suffixes,
)
from audioguide.text.languages import WORD_LEANING, identify, identify_words
from audioguide.text.measures import (
    CALENDAR_EN,
    DATIVE_PREPOSITIONS_DE,
    OR,
    PER,
    PER_WORDS,
    RANGE,
    RANGE_ADVERBS_DE,
    SENTENCE_OPENERS_DE,
    SIGNS,
    UNITS,
    measure_before_noun,
    primary,
    sentence_stop,
    speak_times,
    speak_units,
    speak_winds,
    unit_names,
)
from audioguide.text.references import (
    DIGITS,
    NOT_NAMES_EN,
    NOT_RULERS,
    anonymised_name,
    drop_reference_marks,
    speak_article_ranges,
    speak_court_numbers_de,
    speak_decades,
    speak_dialed_numbers,
    speak_law_numbers,
    speak_phone_numbers,
    speak_phone_pairs,
    speak_references,
    speak_roman_numerals,
)
from audioguide.text.script import EpisodeScript, ScriptParagraph
from audioguide.text.spans import (
    BETWEEN,
    MONTH_NAMES_EN,
    MONTHS_EN,
    months_pattern,
    speak_ratios,
    speak_spans,
    with_ordinal_suffix,
)
from audioguide.text.technical import (
    DOT,
    DOTS_ICONS,
    PORT,
    SLASH_WORDS,
    speak_codes,
    speak_keys,
    speak_lower_bounds,
    speak_notes,
    speak_short_scales,
    speak_side_by_side,
)

log = logging.getLogger(__name__)

Step = Callable[[str, str], str]

_ABBREVIATIONS: dict[str, dict[str, str]] = {
    "en": {
        "vs.": "versus", "E.G.": "for example", "I.E.": "that is", "e.g.": "for example", "i.e.": "that is",
        "etc.": "et cetera", "max.": "maximum",
        "incl.": "including", "excl.": "excluding", "hrly": "hourly",
        "Dr.": "Doctor", "Mr.": "Mister", "Mrs.": "Missus", "Ms.": "Miz", "approx.": "approximately",
        "Fig.": "figure", "fig.": "figure", "pp.": "pages", "Ch.": "chapter", "par.": "paragraph",
        "Fed. R. Civ. P.": "Federal Rule of Civil Procedure", "Fed. R. Crim. P.": "Federal Rule of Criminal Procedure",
        "Fed. R. App. P.": "Federal Rule of Appellate Procedure", "Fed. R. Evid.": "Federal Rule of Evidence",
        "Mass. Gen. L.": "Massachusetts General Laws", "Mass.Gen.L.": "Massachusetts General Laws",
        "b.i.d.": "twice a day", "t.i.d.": "three times a day", "q.d.": "once a day", "btw.": "between",
        "Ave.": "Avenue", "aves.": "avenues", "Blvd.": "Boulevard", "Rd.": "Road", "pkg.": "package",
        "vs": "versus", "w/c": "week commencing", "y/y": "year on year", "Y/Y": "year on year", "YoY": "year over year",
        "q/q": "quarter on quarter", "Q/Q": "quarter on quarter",
        "QoQ": "quarter over quarter", "ex.": "for example", "subsec.": "subsection",
        "Subsec.": "subsection",
        "Co.": "Company", "Cos.": "Companies", "Corp.": "Corporation", "Bros.": "Brothers", "Ltd.": "Limited",
        "r/t": "round trip", "eg": "for example", "e.g": "for example", "w/v": "weight per volume",
        "v/v": "volume per volume", "w/w": "weight per weight", "bwt": "body weight",
        "Cllr.": "Councillor", "Cllr": "Councillor", "Cllrs.": "Councillors", "Cllrs": "Councillors",
    },
    "es": {
        "p. ej.": "por ejemplo", "p.ej.": "por ejemplo", "P. ej.": "Por ejemplo", "ej:": "por ejemplo:",
        "Ej:": "Por ejemplo:",
        "P.ej.": "Por ejemplo", "etc.": "etcétera", "Sr.": "señor", "Sra.": "señora",
        "máx.": "máximo", "mín.": "mínimo", "incl.": "incluido",
        "Dr.": "doctor", "Dra.": "doctora", "vs.": "frente a", "vs": "frente a", "Ud.": "usted", "Uds.": "ustedes",
        "Vd.": "usted", "núm.": "número", "pág.": "página", "aprox.": "aproximadamente", "art.": "artículo",
        "EE. UU.": "Estados Unidos", "EE.UU.": "Estados Unidos", "EEUU": "Estados Unidos", "a. C.": "antes de Cristo",
        "d. C.": "después de Cristo", "a.C.": "antes de Cristo", "d.C.": "después de Cristo", "pp.": "páginas",
        "hab.": "habitantes", "Av.": "avenida", "Avda.": "avenida", "Avd.": "avenida", "C/": "calle", "c/": "calle",
        "C.P.": "código postal", "Núm.": "número",
        "Pág.": "página", "Sec.": "sección", "arts.": "artículos", "Arts.": "artículos", "Art.": "artículo",
        "tel.": "teléfono", "Tel.": "teléfono", "Tlf.": "teléfono", "Tlf": "teléfono", "tlf.": "teléfono",
        "Tlfno.": "teléfono", "Tlfno": "teléfono", "Telf.": "teléfono",
        "DOCa": "Denominación de Origen Calificada", "Dpto.": "departamento", "aprox": "aproximadamente",
        "Aprox.": "aproximadamente", "m s. n. m.": "metros sobre el nivel del mar",
        "s. n. m.": "sobre el nivel del mar", "m.s.n.m.": "metros sobre el nivel del mar",
        "msnm": "metros sobre el nivel del mar", "Ntra.": "Nuestra", "Ntro.": "Nuestro", "Sta.": "Santa",
        "págs.": "páginas", "Págs.": "páginas", "Tª": "temperatura", "Tª.": "temperatura",
        "D.ª": "doña", "Dª": "doña", "Dña.": "doña", "Dña": "doña",
    },
    "fr": {
        "p. ex.": "par exemple", "p.ex.": "par exemple", "par ex.": "par exemple", "etc.": "et cetera",
        "Mme": "Madame", "av. n.è.": "avant notre ère", "av. n. è.": "avant notre ère", "ap. n.è.": "après notre ère",
        "ap. n. è.": "après notre ère",
        "max.": "maximum",
        "Mlle": "Mademoiselle", "Dr.": "Docteur", "Dr": "Docteur", "Pr.": "Professeur", "vs.": "contre", "vs": "contre",
        "c.-à-d.": "c'est-à-dire", "c-à-d": "c'est-à-dire", "càd.": "c'est-à-dire", "càd": "c'est-à-dire",
        "c.à.d.": "c'est-à-dire", "c.à.d": "c'est-à-dire", "env.": "environ", "cf.": "confer", "Cf.": "Confer",
        "av. J.-C.": "avant Jésus-Christ", "apr. J.-C.": "après Jésus-Christ",
        "J.-C.": "Jésus-Christ",
        "pp.": "pages",
        "hab.": "habitants", "St-": "Saint-", "Ste-": "Sainte-", "Tél.": "téléphone", "tél.": "téléphone",
        "th.": "thermostat", "MM.": "Messieurs", "Mmes": "Mesdames", "Mlles": "Mesdemoiselles",
        "Cass. com.": "Cassation commerciale", "Cass. civ.": "Cassation civile", "Cass. soc.": "Cassation sociale",
        "Cass. crim.": "Cassation criminelle", "Cass. ass. plén.": "Cassation assemblée plénière",
        "Cass. ch. mixte": "Cassation chambre mixte",
    },
    "de": {
        "z. B.": "zum Beispiel", "z.B.": "zum Beispiel", "z.B": "zum Beispiel", "d. h.": "das heißt",
        "d.h.": "das heißt", "usw.": "und so weiter", "bzw.": "beziehungsweise", "Dr.": "Doktor", "ca.": "circa",
        "max.": "maximal", "exkl.": "exklusive", "Az.": "Aktenzeichen", "USt": "Umsatzsteuer",
        "USt.": "Umsatzsteuer", "vs.": "gegen", "vs": "gegen", "bspw.": "beispielsweise", "evtl.": "eventuell",
        "ggf.": "gegebenenfalls",
        "uvm.": "und vieles mehr", "u.v.m.": "und vieles mehr", "o.Ä.": "oder Ähnliches", "o. Ä.": "oder Ähnliches",
        "u.a.": "unter anderem", "u. a.": "unter anderem", "k.A.": "keine Angabe", "k. A.": "keine Angabe",
        "inkl.": "inklusive", "Inv. Nr.": "Inventarnummer",
        "Nr.": "Nummer",
        "z.T.": "zum Teil", "z. T.": "zum Teil", "i.d.R.": "in der Regel", "i. d. R.": "in der Regel",
        "sog.": "sogenannte", "HaftpflG": "Haftpflichtgesetz",
        "ProdHaftG": "Produkthaftungsgesetz", "vgl.": "vergleiche", "Vgl.": "Vergleiche", "bzgl.": "bezüglich",
        "etc.": "et cetera",
        "Tel.": "Telefon", "Hrsg.": "Herausgeber", "ca": "circa", "tgl.": "täglich", "Jhs.": "Jahrhunderts",
        "Jhd.": "Jahrhundert", "Jhdt.": "Jahrhundert", "Bft": "Windstärke", "gem.": "gemäß", "z. Z.": "zurzeit",
        "z.Z.": "zurzeit", "Vj.": "Vorjahr",
        "u.U.": "unter Umständen", "u. U.": "unter Umständen", "z.Zt.": "zurzeit", "zzgl.": "zuzüglich",
        "v. Chr.": "vor Christus", "n. Chr.": "nach Christus", "v.Chr.": "vor Christus", "n.Chr.": "nach Christus",
        "Jh.": "Jahrhundert", "JH.": "Jahrhundert",
        "St.": "Sankt", "ü. NHN": "über Normalhöhennull", "ü.NHN": "über Normalhöhennull", "ü. M.": "über Meer",
        "ü.M.": "über Meer",
        "Beschl.": "Beschluss", "vsl.": "voraussichtlich", "ü. NN": "über Normalnull",
        "ü. d. M.": "über dem Meeresspiegel", "v.u.Z.": "vor unserer Zeitrechnung", "Inkl.": "Inklusive",
        "MwSt.": "Mehrwertsteuer", "MwSt": "Mehrwertsteuer", "Mwst.": "Mehrwertsteuer", "Mwst": "Mehrwertsteuer",
        "Str.": "Straße", "str.": "straße",
        "d. J.": "des Jahres", "d.J.": "des Jahres", "v. J.": "vorigen Jahres", "v.J.": "vorigen Jahres",
        "BGBl. I": "Bundesgesetzblatt Teil eins", "BGBl. II": "Bundesgesetzblatt Teil zwei",
        "BGBl.": "Bundesgesetzblatt", "BGBl I": "Bundesgesetzblatt Teil eins", "BGBl II": "Bundesgesetzblatt Teil zwei",
        "BGBl": "Bundesgesetzblatt", "KW/Jahr": "Kalenderwoche und Jahr",
        "v. u. Z.": "vor unserer Zeitrechnung", "n.u.Z.": "nach unserer Zeitrechnung",
        "n. u. Z.": "nach unserer Zeitrechnung", "Flst.": "Flurstück", "ggü.": "gegenüber",
        "Flst.-": "Flurstück-", "Gemkg.": "Gemarkung", "Zi.": "Zimmer",
        "iVm": "in Verbindung mit", "i.V.m.": "in Verbindung mit", "i. V. m.": "in Verbindung mit",
        "insg.": "insgesamt", "insb.": "insbesondere", "Mill.": "Millionen",
        "Hbf": "Hauptbahnhof", "Hbf.": "Hauptbahnhof", "Bhf": "Bahnhof", "Bhf.": "Bahnhof", "d.A.": "der Akte",
        "d. A.": "der Akte", "geb.": "geboren", "gest.": "gestorben", "D.h.": "Das heißt", "D. h.": "Das heißt",
        "Z.B.": "Zum Beispiel", "Z. B.": "Zum Beispiel", "Gr.": "Größe", "max": "maximal",
        "a.F.": "alte Fassung", "a. F.": "alte Fassung", "n.F.": "neue Fassung", "n. F.": "neue Fassung",
        "Smp.": "Schmelzpunkt", "Sdp.": "Siedepunkt", "Kp.": "Siedepunkt",
        "o.g.": "oben genannten", "o. g.": "oben genannten", "sh.": "siehe", "Kl.": "Klasse", "Bde.": "Bände",
        "Bd.": "Band", "s.u.": "siehe unten", "s. u.": "siehe unten", "s.o.": "siehe oben", "s. o.": "siehe oben",
    },
    "it": {"p. es.": "per esempio", "ad es.": "ad esempio", "ecc.": "eccetera", "Sig.ra": "signora", "Sig.": "signor"},
    "pt": {"p. ex.": "por exemplo", "etc.": "etcétera", "Sr.": "senhor", "Sra.": "senhora", "n.º": "número"},
    "nl": {"bijv.": "bijvoorbeeld", "o.a.": "onder andere", "d.w.z.": "dat wil zeggen", "enz.": "enzovoort",
           "m.b.t.": "met betrekking tot"},
}
"""Abbreviations a voice would spell or misread, and what they stand for, per language.

Written here: the maintained lists there are (sentencex's, which cuts sentences here, and pySBD's)
say which words are abbreviations, so that no sentence ends after one, but not what they stand
for; each expansion was checked against the language's dictionary form ("z.B:", with its colon
and no full stop, is "zum Beispiel:")."""
_TITLES_SAID: dict[str, dict[str, str]] = {
    "en": {"Sen.": "Senator", "Rep.": "Representative", "Gov.": "Governor", "Lt.": "Lieutenant", "Gen.": "General",
           "Sgt.": "Sergeant", "Capt.": "Captain", "Prof.": "Professor", "Rev.": "Reverend", "Pres.": "President",
           "Supt.": "Superintendent", "Col.": "Colonel", "Cmdr.": "Commander", "HHJ": "His Honour Judge"},
    "fr": {"M.": "Monsieur", "Mr": "Monsieur"},
}
"""Titles written short before a name ("Sen. Smith", "Gov. Newsom"): the title, before a capital only ("Gen. 1:3"
is a book of the Bible)."""
FLOORS_DE = {"O": "Obergeschoss", "E": "Erdgeschoss", "D": "Dachgeschoss", "U": "Untergeschoss"}
"""A German floor written short (OG, EG, DG, UG), by its first letter."""
_ELDER_YOUNGER_DE = re.compile(
    r"(?<![\w.])((?!(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"
    r"|Anfang|Ende|Mitte|Beginn|Frühjahr|Frühling|Sommer|Herbst|Winter|Quartal|Quartals|Halbjahr|Halbjahres)\b)"
    r"[A-ZÄÖÜ][a-zäöüß]+\s)d\.\s?(Ä|J)\.?(?!\w)")
"""A name with "the elder" or "the younger" written short ("Jakobus d. J.", "Lucas Cranach d. Ä."); after a month
or a part of the year "d. J." is "des Jahres"."""
_BEFORE_A_NUMBER: dict[str, dict[str, str]] = {
    "en": {"c.": "circa", "ca.": "circa", "min.": "minimum", "r.": "reigned", "b.": "born", "d.": "died",
           "m.": "married", "ch.": "chapter", "Cat.": "category", "cat.": "category", "op.": "opus", "Op.": "opus",
           "Alc.": "alcohol"},
    "es": {"c.": "hacia", "cat.": "categoría", "Cat.": "categoría", "op.": "opus", "Op.": "opus", "Alc.": "alcohol",
           "alc.": "alcohol", "LO": "Ley Orgánica", "RDL": "Real Decreto-ley", "RD": "Real Decreto",
           "RDLeg": "Real Decreto Legislativo"},  # "RDL" before "RD", whose number may follow a letter
    "fr": {"min.": "minimum", "art.": "article", "Art.": "Article", "th.": "thermostat", "cat.": "catégorie",
           "Cat.": "catégorie", "op.": "opus", "Op.": "opus", "Alc.": "alcool", "alc.": "alcool"},
    "de": {"reg.": "regierte", "mind.": "mindestens", "rd.": "rund", "v.": "vom", "Art.": "Artikel",
           "Kat.": "Kategorie", "op.": "opus", "Op.": "opus", "Alk.": "Alkohol", "Alc.": "Alkohol"},
}
"""Abbreviations read so only before a number, which are other words elsewhere: "c. 1548" (circa, a year),
"(r. 1547-1553)", "(b. 1950)", "(d. 1890)" (reigned, born, died: before a year),
"reg. 1191–1197" (regierte), "à intervalle de min. 6 heures" (minimum; "10 min." after a number is minutes),
a Spanish law's kind before its number ("RD 2568/1986": Real Decreto), a climb's category ("a Cat. 4 climb"), a
work's opus ("op. 73")."""

_DRINK = re.compile(r"(?i:\b(?:alc|alk|alcohol|alcool|alkohol|wine|vin|vino|wein|beer|bière|cerveza|bier|abv|cider"
                    r"|cidre|sidra|spirits?|whiske?y|rum|gin|vodka|liqueur|likör|licor|brandy|cognac|sake|ros[ée]|rouge"
                    r"|blanc|tinto|blanco|rotwein|weißwein|red|white)\b)")
"""Words of a drink, where "% vol." is its alcohol by volume (a speaker "at 80% vol." is its loudness)."""
_BY_VOLUME = {"en": "% by volume", "es": "% en volumen", "fr": " % en volume", "de": " Volumenprozent"}
"""A strength written "% vol." on a bottle's label."""
_YEAR_OR_ERA = r"\d{3,4}\b|\d{1,3}\s?(?:AD|BCE?|CE|A\.D\.|B\.C\.)(?!\w)"
"""A year of three or four digits, or of fewer before its era ("c.79 AD", "d. 14 BC")."""


@cache
def _before_a_number(code: str) -> list[tuple[str, re.Pattern[str], re.Pattern[str], str, str]]:
    """Each of the language's :data:`_BEFORE_A_NUMBER`: the abbreviation, where it opens the text and where it
    stands inside it before its number (before a year only: circa, reigned, born, died; "Ca. 90012" is none), what
    is said opening a sentence ("Alc. 13,5 %": Alcool) and inside one."""
    found = []
    for short, long in _BEFORE_A_NUMBER.get(code, {}).items():
        year = _YEAR_OR_ERA if short in ("c.", "ca.", "r.", "b.", "d.", "m.") else r"(?:[A-Z]\.?\s?)?\d"
        found.append((short, re.compile(rf"^{re.escape(short)}\s?(?={year})"),
                      re.compile(rf"(?<![\w.])(?<!\d )(?<!\d){re.escape(short)}\s?(?={year})"),
                      long[:1].upper() + long[1:] if short[:1].isupper() else long, long))
    return found


_PERCENT = PERCENT
_DECIMAL = {"en": "point", "es": "coma", "fr": "virgule", "de": "Komma"}
_ORDINAL = {
    "en": re.compile(r"(?<![\d,])(\d{1,3}(?:,\d{3})+|\d+)(?:st|nd|rd|th)\b"),  # "his 57,447th minute"
    # "10eme" too; "(36 ème)", "le 1 er mai": the ending typed apart (not "ère", a word: "les 3 ères géologiques")
    "fr": re.compile(r"\b(\d+)(?:\s(?=(?:èmes?|emes?|ers?)\b))?"
                     r"(ers|res|ères|es|èmes|emes|ndes|nds|er|re|ère|e|ème|eme|nd|nde)\b"),
    # "el 2do", "la 3ra", "el 7mo": as the Americas write them, the ordinal's last letters after its last digit
    "es": re.compile(r"\b(\d{1,3})\.?(º|ª|er\b|(?:(?<=[13])r|(?<=2)d|(?<=[4-6])t|(?<=[70])m|(?<=8)v|(?<=9)n)[oa]s?\b)"),
}
_AT = {
    "en": "at", "es": "arroba", "fr": "arobase", "de": "at", "it": "chiocciola", "pt": "arroba",
    "nl": "apenstaartje", "pl": "małpa", "sv": "snabel-a", "tr": "et", "ru": "собака", "ja": "アット",
}
"""How "." and "@" are said in an address; in other languages they are left to the voice."""
_NUMBER_SIGN = {"en": "number", "es": "número", "fr": "numéro", "de": "Nummer", "it": "numero", "pt": "número",
                "nl": "nummer"}
"""How "#37" (an issue, a pull request) is said."""
_VERSION = {"en": "version", "es": "versión", "fr": "version", "de": "Version", "it": "versione", "pt": "versão",
            "nl": "versie"}
_VERSION_POINT = {"en": "point", "es": "punto", "fr": "point", "de": "Punkt", "it": "punto", "pt": "ponto",
                  "nl": "punt"}
"""The dot between a version's numbers, as said: "2.0.1" is "two point zero point one"."""
_SLASH = SLASH_WORDS
"""How "/" is said in a URL's path; in other languages the host alone is read."""
PAIR_NAMES = {
    "en": {"[]": "square brackets", "{}": "curly braces", "()": "parentheses"},
    "de": {"[]": "eckige Klammern", "{}": "geschweifte Klammern", "()": "runde Klammern"},
    "es": {"[]": "corchetes", "{}": "llaves", "()": "paréntesis"},
    "fr": {"[]": "crochets", "{}": "accolades", "()": "parenthèses"},
}
"""Inline code's empty brackets (``[]``, ``[]=``, ``{}``), said as one name among the symbols it quotes."""
_OR = {"en": "or", "es": "o", "fr": "ou", "de": "oder"}
_AND_OR = {"en": "and/or", "es": "y/o", "fr": "et/ou", "de": "und/oder"}
_SLASH_ENDINGS = {
    "en": ("s", "es"), "es": ("a", "as", "sa", "sas"), "fr": ("e", "es", "s"), "de": ("in", "innen", "-in", "-innen"),
}
"""Endings written after a slash for "either form" (person/s, niño/a, ami/e, Lehrer/innen)."""
_SLASH_PAIRS: dict[str, dict[tuple[str, str], str]] = {
    "fr": {("aller", "retour"): "-", ("entrée", "sortie"): "-"},
    "es": {("ida", "vuelta"): " y ", ("entrada", "salida"): " y "},
    "en": {("read", "write"): "-", ("input", "output"): "-", ("round", "trip"): " ", ("key", "value"): "-"},
    "de": {("hin", "rückfahrt"): "- und ", ("hin", "rückflug"): "- und "},
}
"""Two words a slash joins into one thing (a return ticket, read-write access), and what is said between them:
no "or" ("matches aller/retour" are aller-retour, "billete de ida/vuelta" is de ida y vuelta)."""
_PLURAL_ENDINGS = {"es": ("s", "es", "n"), "de": ("en", "n", "e", "s", "er", "r")}
"""Endings written after a slash for a plural that may be one ("Person/en", "la/s persona/s tiene/n"):
read as the full form ("Personen", "las personas tienen"), the form that includes the other."""
_GENDER_MARK = re.compile(r"(?<=[^\W\d_])[*:_](?=(?:innen|in|r|e|n)\b)")
"""German gender star, colon and gap ("Maintainer*innen", "Lehrer:innen", "Mitwirkende*r", "ein*e"):
read as the slash form ("Mitwirkende/r" is the full form, "Mitwirkender")."""

# A URL ends before the sentence's own punctuation.
_URL = re.compile(
    r"\b(?:(?:https?|wss?|ftps?)://|www\.|(?=[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|edu|gov|de|fr|es|uk)/\w))"
    r"([^\s/?#]+?)(/[^\s?#]*?)?(?:[?#]\S*?)?(?=[.,;:!?)\]]*(?:\s|$))"
    r"|\b([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)"
)
URL_SEGMENTS = 3
"""A URL's path is read up to this many segments: what follows is left out in every language."""
_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# A range written with a hyphen: numbers, not in a chain of them (a date, a phone number, an ISBN).
_HYPHEN_RANGE = re.compile(r"(?<![\w.,/-])(?!0\d)(\d+)-(?!0\d)(\d+)(?![\w/-]|[.,]\d)")
PERIOD_NOUNS_DE = "Zeitraum|Zeitraums|Zeitspanne|Abrechnungszeitraum|Abrechnungszeitraums|Aktionszeitraum|Laufzeit"
"""German nouns of a span of time a range of dates may follow without its "vom": "im Zeitraum 1.7.2012 bis …"."""
_DATELINE = re.compile(r",\s+(?:\d{1,2}\.?\s+[^\W\d_]{3,}\.?|[^\W\d_]{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?"
                       r"|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+of\s+[^\W\d_]{3,})(?:,?\s+\d{4})?\s*[-–—(]|"
                       r"\s*\((?:dpa|epd|kna|KNA|sda|SDA|ats|ots|AFP|AP|APA|Reuters|EFE|SID|ANSA|ANP|Belga|UPI|ddp"
                       r"|dts|Xinhua|TASS|PAP|CTK|MTI|AAP|Lusa)\)\s*[-–—:]")
"""What follows the places a news item starts with: its date and a dash, or a news agency in brackets ("(dpa) -"); the
date as the date step left it ("March 3rd", "the 3rd of March"). A glossary's word in brackets ("On/Off (toggle):")
is none: the two words are alternatives."""
# Two words of letters either side of a slash: not a path, a unit (km/h) or an acronym pair (TCP/IP).
_SLASHED = re.compile(r"(?<![\w/.@-])([^\W\d_]{2,})/([^\W\d_]{2,})(?![\w/@-]|\.\w)")
_ELIDED_BEFORE_QUOTE = re.compile(r"\b([dlmnstjcDLMNSTJC]|[Qq]u|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)['’]\s*[\"“«„‘']\s*")
"""A French elision written before a quotation mark: the apostrophe is the word's, not the quotation's."""
_QUOTES = re.compile(r"[“”„‟«»‹›\"]|(?<!\w)[‚‘’']|[‘’'](?!\w)")


CUE_CHARS = 400
"""The longest text spoken as one cue: some 65 words, about 25 seconds at 150 words a minute.

Characters, not words, so that scripts written without spaces are bounded too. Every sentence of
the sample guide, in each of its languages, is shorter (the longest has 248 characters), so real
sentences stay whole; only a run-on text (a pasted log, a page without full stops) is cut, which
would otherwise be synthesized, held and encoded as a single piece of audio hours long.
"""

# A phrase ends after , ; : or before a dash that stands between words.
_PHRASE_END = re.compile(r"(?<=[,;:])\s+|\s+(?=[—–]\s)")


def split_sentences(text: str, language: str) -> list[str]:
    """The sentences of ``text`` as written; a full stop with no space after it ends none ("import.meta.env.MODE",
    ".md, .Rmd").

    A number alone before a full stop at the start of a sentence or after a colon is a numbered
    title's number, not a sentence: "1. Chapter 1 – Introduction" and "Episode 1: 1. Chapter 1"
    stay whole.
    """
    sentences: list[str] = []
    titles = _title_pattern(primary(language))
    cited = [chain.span() for chain in _CITED.finditer(text)]
    glued = _glued_stops(text, primary(language))
    cursor = 0
    for piece in _pieces(text, primary(language), glued):
        piece = piece.strip()
        if not piece:
            continue
        at = text.find(piece, cursor)
        cursor = at + len(piece) if at >= 0 else cursor
        if sentences and at > 0 and not text[at - 1].isspace() and at not in glued:
            # "import.meta.env.MODE": no sentence ends in a word
            sentences[-1] += piece
        elif sentences and (not re.search(r"[.!?…:;](?:\s?[\"'“”‘’»«)\]]|\[\w{1,4}\]|[¹²³⁰-⁹]+)*$", sentences[-1])
                            or any(start < at < end for start, end in cited)):
            sentences[-1] = f"{sentences[-1]} {piece}"  # "paragraph 184C" and "(5) (a) of the Act": one
        elif sentences and (_NUMBERED.search(sentences[-1]) or titles.search(sentences[-1])
                            or _continued(sentences[-1], piece, primary(language))):
            sentences[-1] = f"{sentences[-1]} {piece}"
        else:
            sentences.append(piece)
    return sentences


_GLUED_STOP = re.compile(r"(?<=[\s(])\d{1,4}\.(?=([A-ZÀ-ÖØ-Þ][a-zà-öø-ÿß]+)[\s,;:!?])")
"""A number's full stop glued to the next sentence's capitalized word: "Koreasat 6.Il s'agissait"."""


_GLUED_ITEM = re.compile(r"(?<![\w.,])(\d{1,2})\.(?=[A-ZÀ-ÖØ-Þ])")
"""A list item's number glued to its first word: "1.Open the file 2.Click Save"."""


def _glued_stops(text: str, code: str) -> set[int]:
    """Where a sentence starts after a number's full stop with no space ("Koreasat 6.Il"); in German only before a
    sentence's opening word, a noun after it being an ordinal's ("3.Platz"). Never inside brackets ("(1.Introduction,
    2.Methods)"), nor at a list item's number ("Steps: 1.Open the file 2.Click Save"): one after a colon or next to
    the item before or after it (n - 1 before it, n + 1 after it) opens its item, ending nothing."""
    items = [(item.start(), int(item[1])) for item in _GLUED_ITEM.finditer(text)]
    stops = set()
    for stop in _GLUED_STOP.finditer(text):
        number = int(stop[0][:-1])
        before = text[:stop.start()]
        if code == "de" and stop[1] not in SENTENCE_OPENERS_DE:
            continue
        if before.count("(") > before.count(")") or before.count("[") > before.count("]"):
            continue
        if re.search(r"(?:^|:)\s*\(?$", before) or any(
                (at < stop.start() and other == number - 1) or (at > stop.start() and other == number + 1)
                for at, other in items):
            continue
        stops.add(stop.end())
    return stops


def _pieces(text: str, code: str, glued: set[int]) -> list[str]:
    """The segmenter's sentences, each cut again where a sentence starts after a glued full stop."""
    pieces: list[str] = []
    cursor = 0
    for piece in (piece.strip() for piece in segment(code, text)):
        start = text.find(piece, cursor)
        cursor = start + len(piece) if start >= 0 else cursor
        inside = [cut - start for cut in sorted(glued) if start >= 0 and start < cut < cursor]
        pieces += [piece[a:b] for a, b in zip([0, *inside], [*inside, None], strict=True)]
    return pieces


_CITED = re.compile(r"(?:\b[A-Z][a-z]{0,4}\.\s?){2,}(?=\s?(?:\d|§|ch\.))")
"""A law's or a court's abbreviated name before its number: "Fed. R. Civ. P. 12(b)(6)", "Mass. Gen. L. ch. 214"."""
_NUMBERED = re.compile(r"(?:^|:\s)\d{1,3}\.$")
_CONTINUED = {"en": (re.compile(r"\b[AaPp]\.[Mm]\.$"), re.compile(CALENDAR_EN)),
              "de": (re.compile(r"\b(?:BGBl|GVBl|GBl|ABl|BAnz)\.$"), re.compile(r"(?:I{1,3}|\d+|S|Nr|Teil)\b"))}
"""An abbreviation's full stop that a capitalized word goes on from: "at 2:00 p.m. Pacific", "7:20 a.m. EST";
a German gazette's before its part, year or page ("BGBl. I S. 3")."""


def _continued(sentence: str, piece: str, code: str) -> bool:
    lower = re.match(_LOWER_START, piece) is not None
    if lower and _ends_abbreviated(sentence, code):
        return True  # "R. 151-55 C.urb. qui", "le Ie siècle av. n.è. et": an abbreviation the sentence goes on from
    if _runs_on(code).search(sentence) and not _arts_in_words(sentence, code) and (
            lower or piece[:1].isdigit()  # "los kms. 107,5", "approx. two hours"
            or (code == "de" and (word := re.match(r"[A-ZÄÖÜ]\w*", piece)) is not None
                and word[0] not in SENTENCE_OPENERS_DE)):
        return True  # "zzgl. Mwst pro Jahr"; "zzgl. Die Anmeldung …" ends one
    if code == "en" and (lower or piece[:1].isdigit()) and re.search(r"\d\s?°?\s?[NSEW]\.?\s?(?:long|lat)\.$",
                                                                     sentence):
        return True  # "87 E. long. to the parallel": a degree of longitude, no sentence's end ("200 m long. 30 …")
    if code == "de" and _DENOMINATION_END.search(sentence) and _before_a_church(sentence, piece):
        return True  # "Zur ev.-luth. Kirchengemeinde": a church's denomination before its noun
    if re.search(r"(?:^|\s)[^\W\d_]\.$", sentence) and re.match(r"[^\W\d_]\.(?:[\s,;)]|$)", piece):
        return True  # "2200 m s. n. m., oscilando": initials spaced apart, one abbreviation
    if re.search(r"\b\d{1,4}\s+(?:[A-Z][a-z]{0,4}\.\s?)+$", sentence) and re.match(r"(?:2d|3d|4th)\s+\d", piece):
        return True  # "55 F. Supp. 2d 100": a law report's series after its abbreviated name
    if code == "en" and (report := _REPORTER_ENDING.search(sentence)) and re.match(r"\d{1,5}\b(?![.,]\d)", piece) \
            and (not report[0].endswith("Stat.") or _LEGAL_CONTEXT_EN.search(sentence)):
        return True  # "17 Stat. 13", "401 U.S. 37": a law report's volume, name and page
    if re.search(r"(?:^|\s)(?:[A-Z]\.|NF\s[A-Z]\.\s?\d{1,3}\.)$", sentence) and re.match(r"\d", piece):
        return True  # "aux articles L. 221-23", "NF P. 92. 507": a letter's number
    if re.match(rf"\(\s*{_LOWER_START}", piece) and (unit := re.search(r"\d\s?([^\W\d_]{1,4})\.$", sentence)) \
            and unit[1] in UNITS.get(code, {}) and not re.match(r"\([^()]*\)\s+[A-ZÀ-ÝÄÖÜ]", piece):
        return True  # "con 98 m. (incluida la veleta)": a unit's full stop before an aside in lower case (not before
        #              one a sentence follows: "5 km. (not including the loop) Runners start")
    if (short := re.search(r"(?:^|\s|(?<=\d))([^\W\d_]{1,4})\.$" if code != "en" else
                           r"(?:^|\s)([^\W\d_]{1,4})\.$", sentence)) and (
            code != "en" or len(short[1]) == 1 or short[1] in UNITS.get(code, {})
            or f"{short[1]}." in _ABBREVIATIONS.get(code, {})) and lower:
        return True  # "25 à 30 min. à four chaud", "2 c. à s.", "a las 12:30hs. en": a short word's full stop, or a
        #              unit's glued to its number, before lower case (in English only a unit's, a letter's or an
        #              abbreviation's: "Save the file. npm will rebuild it.")
    weekday = _dated_weekday(code).search(sentence) if code in ("fr", "es") else None
    # written small, not after an article or a preposition ("sur la mer.", "el mar."; a name is "Merci Sam.")
    if weekday and (weekday["before"] or "").lower() not in _NO_WEEKDAY_AFTER and re.match(
            rf"\d{{1,2}}\s+(?:de\s+)?(?i:{months_pattern(code)})\b", piece):
        return True  # "lun. 3 juin", "mar. 4 de junio": a weekday written short before its date
    if lower and (ruler := _RULER_ENDING.search(sentence)) and ruler["name"].title() not in NOT_NAMES_EN | NOT_RULERS \
            and (ruler["roman"] != "I" or ruler["name"].isupper() or code != "en"):
        return True  # "CHARLES II. was king": a ruler's number with its full stop, before a word in lower case
    if lower and anonymised_name(code).search(sentence.rstrip()):
        return True  # "de Mme Y... à son égard": an anonymised name, no sentence's end
    if code == "de" and _ABBREVIATED_AFTER_ARTICLE.search(sentence) and (
            word := re.match(r"[A-ZÄÖÜ][a-zäöüß]+\b(?!\.)", piece)) and word[0] not in SENTENCE_OPENERS_DE:
        return True  # "von der österr. Grenze", "aus dem ehem. Kloster": no sentence ends after an article and an
        #              adjective, so the word in lower case is one written short, before its noun
    if code == "de" and ordinal_goes_on(sentence, piece):
        return True  # "in der 30." "Minute": an ordinal, no sentence's end
    if code not in _CONTINUED:
        return False
    end, start = _CONTINUED[code]
    return bool(end.search(sentence) and start.match(piece))


_ABBREVIATED_AFTER_ARTICLE = re.compile(
    r"(?:^|[\s(])(?i:der|die|das|dem|den|des|ein|eine|einem|einen|einer|eines|zum|zur|vom|im|am|beim|ins)\s+"
    rf"(?:{'|'.join(ABBREVIATED_ADJECTIVES_DE)})\.$")
"""An article and an adjective written short ("der österr.", "dem ehem."): only the known ones, as a short word in
lower case after an article ends many sentences ("Das stimmt.", "der erste.", "Der Mann, der kam.")."""
_RULER_ENDING = re.compile(r"(?:^|\s)(?P<name>[A-ZÀ-ÝÄÖÜ](?:[a-zà-ÿäöüß]{2,}|[A-ZÀ-ÝÄÖÜ]{2,}))\s+"
                           r"(?P<roman>I{1,3}|IV|VI{0,3}|IX|XI{0,3}|XIV|XV|XVI{0,3}|XIX|XXI{0,3})\.$")
"""A name and a ruler's number in Roman numerals with its full stop, ending a piece ("CHARLES II.", "Louis XIV.")."""
_ARTICLES_CITED_AFTER = frozenset({"", "see", "in", "under", "of", "and", "or", "by", "with", "per", "to", "cf", "cf.",
                                   "also", "from", "at", "between", "via", "following", "pursuant"})
"""Words "arts." follows as articles of a law ("see arts. 24 and 25", "under arts. 3-5"), in English."""


def _arts_in_words(sentence: str, code: str) -> bool:
    """Whether an English sentence ends with the word "arts" ("the liberal arts. 3 of his friends…"), not the articles
    of a law ("see arts. 24"): after any word but one articles are cited after."""
    if code != "en" or not re.search(r"(?:^|[\s(])[Aa]rts\.$", sentence):
        return False
    words = sentence.split()
    return (words[-2].lstrip("(").lower() if len(words) > 1 and not words[-1].startswith("(") else "") \
        not in _ARTICLES_CITED_AFTER


_LOWER_START = r"[a-zäöüßàâçéèêëîïôûùÿñáíóú]"
"""A piece that starts with a small letter: no sentence of these languages does."""


_NO_WEEKDAY_AFTER = frozenset({"la", "le", "les", "de", "du", "des", "au", "aux", "en", "sur", "el", "del", "al", "un",
                               "una", "por", "hacia"})
"""Words after which "mer." and "mar." are the sea, no weekday."""


@cache
def _dated_weekday(code: str) -> re.Pattern[str]:
    """A weekday written short with its full stop at the end of a text ("lun.", "mié.")."""
    days = "|".join(re.escape(day.rstrip(".")) for day in Locale.parse(code).days["format"]["abbreviated"].values())
    return re.compile(rf"(?:^|(?:^|\s)(?P<before>[^\W\d_]+)\s)(?:{days})\.$")


@cache
def _runs_on(code: str) -> re.Pattern[str]:
    """The language's :data:`_RUNS_ON` abbreviations, with their full stop, at the end of a text."""
    if code not in _RUNS_ON:
        return re.compile("(?!)")
    before = [short.removesuffix(".") for short in _BEFORE_A_NUMBER.get(code, {})
              if short.endswith(".") and short not in _ENDS_A_SENTENCE_TOO.get(code, ())]
    return re.compile(rf"(?:^|[\s'’]|\.-)(?:{'|'.join(map(re.escape, (*_RUNS_ON[code], *before)))})\.$")


@cache
def _abbreviations_ending(code: str) -> re.Pattern[str]:
    """The language's abbreviations that end with a full stop, at the end of a text."""
    keys = [key for key in (*_ABBREVIATIONS.get(code, {}), *(FRENCH_CODES if code == "fr" else ())) if key.endswith(".")
            and len(key) > 3]
    return re.compile(rf"(?:^|[\s(])(?:{'|'.join(map(re.escape, sorted(keys, key=len, reverse=True)))})$")


def _ends_abbreviated(sentence: str, code: str) -> bool:
    return bool(_abbreviations_ending(code).search(sentence))


_RUNS_ON = {
    "en": ("approx", "incl", "excl", "esp", "viz", "cf", "vol", "sec", "para", "ss", "arts", "Arts"),
    "es": ("kms", "Kms", "págs", "pág", "núm", "núms", "aprox", "art", "Art", "arts", "Arts", "Tlf", "tlf", "Tlfno",
           "Telf"),
    "fr": ("env", "cf", "arts", "Arts", "p", "civ", "com", "soc", "crim"),
    "de": ("zzgl", "bzgl", "ggü", "gem", "vgl", "Vgl", "insb", "bspw", "Abs", "max", "min", "Az", "inkl", "exkl",
           "abzgl", "ca", "lt", *ABBREVIATED_ADJECTIVES_DE),
}
"""Abbreviations that need what follows them (a noun, a number), per language (in German the abbreviated adjectives
too: "der österr. Grenze"), with those of
:data:`_BEFORE_A_NUMBER` but for :data:`_ENDS_A_SENTENCE_TOO`: a full stop after them ends no sentence before a
number or a word in lower case ("los kms. 107,5"), nor in German before a noun ("zzgl. Mwst"); before a capital that
starts a sentence ("approx. The path", "zzgl. Die Anmeldung") it does."""
_ENDS_A_SENTENCE_TOO = {
    "en": frozenset({"c.", "ca.", "min.", "r.", "b.", "d.", "m.", "cat."}), "es": frozenset({"c."}),
    "fr": frozenset({"min."}), "de": frozenset({"reg.", "mind.", "v."}),
}
"""Of :data:`_BEFORE_A_NUMBER`, the abbreviations whose full stop may end a sentence as another word's ("10 min.",
"Plan b.")."""
_TITLES = {
    "en": ("Dr", "Mr", "Mrs", "Ms", "Prof", "Sen", "Rep", "Gov", "Lt", "Gen", "Sgt", "Capt", "Rev", "Pres", "Supt",
           "Col", "Cmdr", "Cllr", "Cllrs"),
    "fr": ("Dr", "M", "Mme", "Pr"),
    "es": ("Dr", "Dra", "Sr", "Sra", "Srta", "Dña"), "de": ("Dr", "Prof", "Hr"),
}
"""Titles before a name whose full stop never ends a sentence ("le Dr. Martin"), per language."""


@cache
def _title_pattern(code: str) -> re.Pattern[str]:
    titles = "|".join(_TITLES.get(code, ())) or "(?!)"
    return re.compile(rf"(?:^|\s)(?:{titles})\.$")


def split_phrases(text: str, fits: Callable[[str], bool]) -> list[str]:
    """``text`` in consecutive pieces that each ``fits``, joined again by single spaces.

    Cuts fall where phrases end when they can, else between words; a single word that
    does not fit stays whole. Captions and over-long sentences are both cut this way.
    """
    pieces: list[str] = []
    current = ""
    for phrase in _PHRASE_END.split(text):
        candidate = f"{current} {phrase}".strip()
        if fits(candidate):
            current = candidate
            continue
        if current:
            pieces.append(current)
        current = phrase
        if not fits(current):
            by_words = _split_words(current, fits)
            pieces += by_words[:-1]
            current = by_words[-1]
    if current:
        pieces.append(current)
    return pieces


def _split_words(text: str, fits: Callable[[str], bool]) -> list[str]:
    pieces: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}".strip()
        if current and not fits(candidate):
            pieces.append(current)
            candidate = word
        current = candidate
    return [*pieces, current]


def cue_pieces(sentence: str, limit: int = CUE_CHARS) -> list[str]:
    """``sentence`` whole, or cut into pieces of at most ``limit`` characters when it is longer.

    A word longer than ``limit`` (no speech engine needs one) is cut inside.
    """
    if len(sentence) <= limit:
        return [sentence]
    return [
        piece[start:start + limit]
        for piece in split_phrases(sentence, lambda text: len(text) <= limit)
        for start in range(0, len(piece), limit)
    ]


_DOTNET = {"en": "dot", "de": "Dot", "fr": "point", "es": "punto"}
"""How the platform .NET's dot is said: Germans say its English name, French and Spanish speakers their own dot."""


def speak_urls(text: str, language: str) -> str:
    """``https://www.example.org/org/project/contribute?x=1#y`` → "example dot org slash org slash
    project slash contribute": the host and the path's words, without scheme, ``www.``, query or
    fragment; a path of more than :data:`URL_SEGMENTS` segments is read up to there, a page's
    ending (``.html``) and ``index`` are not read, hyphens and underscores are spaces.
    ``help@example.org`` → ``help at example dot org``: an address in full, or it reaches nobody.

    In a language without words for "." and "@" here (:data:`~audioguide.text.technical.DOT`), they stay as written
    (``example.org``), for the voice to say in its own language."""
    if ".NET" in text:  # "a .NET build": the platform's name, dot net, no address
        text = re.sub(r"(?<![\w.])\.NET\b", f"{_DOTNET.get(primary(language), 'dot')} NET", text)
    code = primary(language)
    dot, at = (f" {DOT[code]} ", f" {_AT[code]} ") if code in DOT else (".", "@")
    slash = f" {_SLASH[code]} " if code in _SLASH else ""

    def host(match: re.Match[str]) -> str:
        if match.group(3):
            return match.group(3).replace(".", dot) + at + match.group(4).replace(".", dot)
        name, port = _host_and_port(match.group(1).removeprefix("www."))
        said = " ".join(name).replace(" . ", dot) if _IP_ADDRESS.fullmatch(name) else name.replace(".", dot)
        if port and code in PORT:  # "http://127.0.0.1:7070": one two seven dot … port 7070
            said += f" {PORT[code]} {port}"
        return slash.join([said, *_path_words(match.group(2) or "", dot, language)]) if slash else said

    text = _URL.sub(host, text)
    # A name that starts with its dot: ".NET", ".env", ".gitignore" ("dot NET"), and a path in it (".vitepress/cache")
    return re.sub(r"(?:(?<=\s)|(?<=^)|(?<=\())\.[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*\b(?:/[\w.-]*\w)*",
                  lambda found: found[0].replace(".", dot).replace("/", slash or "/").lstrip(), text)


"""A server's port after its host ("localhost:4000": localhost port 4000)."""
_IP_ADDRESS = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")


def _host_and_port(host: str) -> tuple[str, str]:
    """A URL's host and its port, where it names one ("localhost:4000")."""
    name, colon, port = host.rpartition(":")
    return (name, port) if colon and port.isdigit() else (host, "")


def _path_words(path: str, dot: str, language: str) -> list[str]:
    segments = [unquote(segment) for segment in path.split("/") if segment]
    if segments:
        segments[-1] = re.sub(r"\.(?:html?|php|aspx?|md)$", "", segments[-1], flags=re.IGNORECASE)
        if segments[-1].lower() == "index":
            segments.pop()
    segments = [segment for segment in segments if not re.fullmatch(r"\d{5,}|[0-9a-f]{12,}", segment)]  # ids
    kept = segments[:URL_SEGMENTS]
    if len(segments) > URL_SEGMENTS and segments[-1].isdigit():  # ".../pull/2020": the number names the page, a
        kept.append(_words(int(segments[-1]), language) or segments[-1])  # number, no year
    # "<my-repo>": a placeholder, said as its words
    words = [re.sub(r"[-_+~<>]+", " ", segment).replace(".", dot).strip() for segment in kept]
    return [word for word in words if word]


_QUOTED_ENTITY = re.compile(rf'"({_ENTITY.pattern})"')


def _entity_said(entity: str, names: Mapping[str, str]) -> str:
    """``&#123;`` as "ampersand hash sign 123 semicolon", ``&lt;`` as "ampersand lt semicolon": an entity as written."""
    body = entity[1:-1]
    said = f"{names['#']} {body[1:]}" if body.startswith("#") else body
    return f"{names['&']} {said} {names[';']}"


def speak_symbols(text: str, language: str) -> str:
    """A symbol standing alone ("type an @ to mention someone") is said by its name in the
    language (:data:`SYMBOL_NAMES`), unless its name is the word before it ("a caret ^"); in another
    language it is left to the voice."""
    names = SYMBOL_NAMES.get(primary(language))
    if names and "(" in text:  # "the three (⋮) dots button", "provided here ()": nothing in them to say
        text = _NAMELESS_BRACKETS.sub(_nameless_brackets, text)
    if "`" in text and primary(language) in BACKTICKS:  # "dos pares de ```": a fence's marks, what is spoken of
        text = _BACKTICK_RUN.sub(lambda found: _backticks(len(found[1]), primary(language)), text)
    if " & " in text and primary(language) in AND:  # "Tables 200 & 201": and, between numbers
        text = re.sub(r"(?<=\d) & (?=\d)", f" {AND[primary(language)]} ", text)
    if names and '"' in text:  # a run of one symbol, which the reader quotes: "######" is six hash signs
        text = _QUOTED_RUN.sub(lambda found: _run_said(found[1], names[found[1][0]], primary(language)), text)
    if names and '"' in text:  # inline code of symbols only, which the reader quotes: "???+"
        pairs = PAIR_NAMES[primary(language)]
        text = re.sub(rf'(?<=")/(?={_QUOTED_SYMBOLS.pattern})', f" {_OR[primary(language)]} ",
                      text)  # "{{ }}"/"{% %}": one or the other
        text = re.sub(r'(?<=\w")/(?="\w)', f" {_OR[primary(language)]} ", text)  # "Activer UPnP"/"Enable UPnP"
        text = _QUOTED_SYMBOLS.sub(lambda found: "" if _named_already(text, found, names) else " ".join(
            pairs[symbol] if symbol in pairs else names[symbol] for symbol in _SPELLED.findall(found[1])), text)
    if "[ " in text or " ]" in text:  # "[ 3. Omitted under … ]": an aside's brackets, typed with spaces inside
        text = _spaced_aside_brackets(text)
    if names and _CODE_BRACKET.search(text) and re.search(r"[^\W\d_]", text):
        pairs = PAIR_NAMES.get(primary(language), {})
        text = _CODE_BRACKET.sub(lambda found: pairs.get(found[1], "") or " ".join(names[mark] for mark in found[1])
                                 if all(mark in names for mark in found[1]) else found[1], text)
    if "%" in text and primary(language) in _PERCENT:  # "Where % RI information is given": percent, no number before
        text = re.sub(r"(?<![^\s(])%(?=\s+[^\W\d_])", lambda found: _lone_percent(found, primary(language)), text)
    if not names or not _ANY_SYMBOL.search(text) or not re.search(r"[^\W\d_]", text):
        return text  # symbols alone ("* * *") are no sentence: nothing to say

    def name(match: re.Match[str]) -> str:
        said = names[match[1]]
        before = text[:match.start()].rstrip().lower()
        if before.endswith(said.split()[-1].lower()):
            return "\x00"  # "a caret ^": named already
        if said.endswith(" sign") and re.match(r"\s+(?:symbol|sign|character)\b", text[match.end():]):
            said = said.removesuffix(" sign")  # "the @ symbol": the at symbol, not "the at sign symbol"
        return "\x01" + said

    text = _LONE_SYMBOL.sub(name, text)
    if primary(language) == "en":
        text = re.sub(r"(?<!\w)([aA])(\s+)(?=\x01[aeiou])", r"\1n\2", text)  # "a *": "an asterisk"
    return re.sub(r"\s*\x00", "", text).replace("\x01", "")


def _lone_percent(found: re.Match[str], code: str) -> str:
    """A per cent sign after no number: "percent" ("% RI information"), "percentage" before "of" ("le % de")."""
    if re.search(r"\d[\s\u00a0\u202f]*$", found.string[:found.start()]):
        return found[0]
    if re.match(r"\s+(?:of|de|d['’]|del|des|du)\b", found.string[found.end():]):
        return _PERCENTAGE[code]
    return _PERCENT[code]


_PERCENTAGE = {"en": "percentage", "es": "porcentaje", "fr": "pourcentage", "de": "Prozentsatz"}
"""The share a per cent sign stands for where no number is before it and "of" after: "le % de réussite"."""


def _named_already(text: str, found: re.Match[str], names: Mapping[str, str]) -> bool:
    """Whether one quoted symbol follows its name ("the greater-than sign ">"", "a slash "/""): said once."""
    symbol = found[1]
    return symbol in names and text[:found.start()].rstrip().lower().endswith(names[symbol].lower())


def _run_said(run: str, name: str, code: str) -> str:
    """A run of one symbol by its count and name: "six hash signs" (in English the name's plural)."""
    from num2words import num2words

    return f"{num2words(len(run), lang=code)} {name}{'s' if code == 'en' else ''}"


BACKTICKS = {"en": ("backtick", "backticks"), "es": ("acento grave", "acentos graves"),
             "fr": ("accent grave", "accents graves"), "de": ("Backtick", "Backticks")}
_BACKTICK_RUN = re.compile(r"(?<![^\s(\"'“«„])(`{1,9})(?=[\s.,;:!?)\"'”»“]|$)")


def _backticks(count: int, code: str) -> str:
    """Backticks standing as a word, by their number: "three backticks", "tres acentos graves"."""
    from num2words import num2words

    one, many = BACKTICKS[code]
    if count == 1:
        return one
    return f"{num2words(count, lang=code)} {many}"


_SYMBOLS = f"[{re.escape(''.join(sorted(KEPT_SYMBOLS)))}]"
_SPELLED = re.compile("|".join(map(re.escape, SPELLED_PAIRS)) + f'|[{re.escape("".join(sorted(SPELLED_SYMBOLS)))}]')
_QUOTED_SYMBOLS = re.compile(f'"((?:{_SPELLED.pattern}){{1,{SPELLED_CHARACTERS}}})"')
_ANY_SYMBOL = re.compile(_SYMBOLS)
_QUOTED_RUN = re.compile(rf'"(({_SYMBOLS})\2{{{SPELLED_CHARACTERS},}})"')
"""Inline code of one symbol five times or more (``######``), which the reader quotes: said by its count."""
_DIGIT = re.compile(r"\d")
_NAMELESS_BRACKETS = re.compile(r"(?<=\w)[ \t]+\(\s*([^\w\s()\[\]{}]*)\s*\)(?=[\s.,;:!?]|$)(?!\s*[=-]>)")
"""Parentheses after a word holding a picture's characters only (an icon, an emoji gone), or nothing at a clause's end
(a link's text gone): left out, not read "parentheses"; a sign in them ("(+)", "(→)") is read."""
def _nameless_brackets(found: re.Match[str]) -> str:
    inside = found[1]
    if not all(_an_icon(character) for character in inside):
        return found[0]
    return "" if inside or re.match(r"\s*(?:[.,;:!?]|$)", found.string[found.end():]) else found[0]


def _an_icon(character: str) -> bool:
    """A picture's character ("⏱", "⋮"), which has no name to say; not a sign ("+", "−", "→")."""
    return character in DOTS_ICONS or unicodedata.category(character) in ("So", "Mn", "Cf")


_CODE_BRACKET = re.compile(r"(?<!\S)(\(\)|\{\}|\[\]|[\[\]{}])(?=$|\s|[.,;:!?](?:\s|$))")
"""A bracket standing alone among words, or an empty pair (``VLQ VLQ [ VLQ ]``, ``() => number``): inline code kept
whole, which prose never writes so; said by its name, or the listener hears other code ("VLQ VLQ VLQ")."""
_ASIDE_BRACKETS = re.compile(r"\[(\s*)(\S[^\[\]]*?)(\s*)\]")
"""Square brackets around words, a space typed inside them: "[ note this ]", "[ Omitted. ]" (not "[ and ]" keys)."""


def _spaced_aside_brackets(text: str) -> str:
    """An aside's square brackets without the spaces inside them: the pair around words, a sentence or one capitalized
    word ("[ note this ]", "[ Applause ]"; not "[ and ] keys", a reference's "[ 1 ]"), or, its pair in another
    sentence, one that opens a sentence before a number or a capital ("[ 3. Omitted …", an aside its sentence goes
    on from) and one that closes a sentence's. A bracket is never made silent while its pair is still said."""
    text = _ASIDE_BRACKETS.sub(lambda found: f"[{found[2]}]" if (found[1] or found[3]) and (re.search(
        r"\w\W+\w|[.!?]", found[2]) or re.fullmatch(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+", found[2])) else found[0], text)
    if "]" not in text:
        text = re.sub(r"^\[\s+(?=[\dA-ZÀ-ÖØ-Þ])", "[", text)
    return re.sub(r"(?<=[.!?])\s+\]$", "]", text) if "[" not in text else text


_LONE_SYMBOL = re.compile(
    rf"(?<![^\s(\"'“‘«])(?<!{_SYMBOLS}\s)({_SYMBOLS})(?=$|[\s.,;:!?)\"'”’»])(?!\s{_SYMBOLS}(?:\s|$))"
)
"""A symbol with a space or a quotation mark on each side, not in a row of them ("* * *")."""


def speak_number_signs(text: str, language: str) -> str:
    """``#37`` (an issue, a pull request: "Closes #37") is "number 37" in the language; ``owner/repo#37`` names
    the repository first; ``Nº2``, ``N.º 3`` are "número 2", "número 3"."""
    word = _NUMBER_SIGN.get(primary(language))
    if word and "º" in text:  # "Jurado Nº2", "N.º 3": the number sign of Spanish and Portuguese
        text = re.sub(r"(?<![\w.])[Nn]\.?º\s?(?=\d)", f"{word} ", text)
    if not word or "#" not in text:
        return text
    if primary(language) in _SLASH:  # "gohugoio/hugo#6892": a repository's issue, its owner and name
        text = _REPOSITORY_REF.sub(rf"\1 {_SLASH[primary(language)]} \2 {word} \3", text)
    return _NUMBER_SIGN_REF.sub(rf"{word} \1", text)


_NUMBER_SIGN_REF = re.compile(r"(?<![\w&#/])#(\d+)\b")
_REPOSITORY_REF = re.compile(r"(?<![\w/.-])([A-Za-z0-9][\w.-]*)/([A-Za-z0-9][\w.-]*)#(\d+)\b")


_LETTERED_CLAUSE = re.compile(
    r"(\b(?i:clause|annex|appendix|table|figure|section|anhang|anlage|tabelle|abbildung|annexe|tableau|anexo|tabla"
    r"|figura|apartado)\s)?(?<![\w.])([A-Z])\.(\d{1,3}(?:\.\d{1,3})*)(?![\w]|[.,]\d)")
"""A clause of a lettered annex ("B.1.6", "A.2.3.1"), or a lettered table's or annex's number after its name
("Table B.1", "Anhang A.2")."""


def speak_versions(text: str, language: str) -> str:
    """Licence and version identifiers as a person reads them: "AGPLv3" is "A G P L version 3",
    "LGPL-2.1" "L G P L 2 point 1", "CC-BY-4.0" "C C BY 4 point 0", "v2.0.1" "version 2 point 0
    point 1", "Python 3.12" "Python 3 point 12" (a number after a name, not a decimal), in the
    language's words (:data:`_VERSION`, :data:`_VERSION_POINT`); the numbers are said by the number step."""
    code = primary(language)
    if code not in _VERSION or not _DIGIT.search(text):
        return text
    version, point = _VERSION[code], f" {_VERSION_POINT[code]} "
    if "802." in text and code in DIGITS:  # "802.11ac": IEEE's family of networks, its number digit by digit
        text = re.sub(r"(?:(?<=IEEE )|(?<![\w.,$€£]))802\.([1-9]\d?)"
                      r"(?:([a-z]{1,2})\b|(?<=IEEE 802\.\d)\b|(?<=IEEE 802\.\d\d)\b)(?![.,]\d)",
                      lambda found: _ieee_802(found, code), text)
    # "2.0.0-canary.12", "2020.08.14.beta5", "1.2.3-rc1": a pre-release's name and number, apart from the version
    text = re.sub(r"(?<![\w.])(v?\d+(?:\.\d+)+)[-.]?(alpha|beta|rc|canary|dev|pre|preview|next|nightly)\.?(\d*)\b",
                  lambda found: f"{found[1]} {found[2].upper() if found[2] == 'rc' else found[2]}"
                  + (f" {found[3]}" if found[3] else ""), text)
    if code in RANGE:  # "3.8-3.11": one major version's releases, which no decimal range counts down to
        text = re.sub(r"(?<![\w.,])(\d+)\.(\d{1,2})[-–](\1)\.(\d{1,2})(?![\w]|[.,]\d)",
                      lambda m: f"{_version_said(f'{m[1]}.{m[2]}', point)} {RANGE[code]}"
                      f" {_version_said(f'{m[3]}.{m[4]}', point)}" if len(m[4]) > len(m[2]) else m[0], text)

    def licence(match: re.Match[str]) -> str:
        names = [_spelled(name) for name in match[1].split("-")]
        number = _version_said(match[3], point)
        return " ".join(names) + (f" {version} " if "v" in (match[2] or "") else " ") + number

    text = _LICENCE.sub(licence, text)
    if re.search(r"\b[A-Z]\.\d", text):  # "clause B.1.6", "Annex A.2": a lettered annex's clause, its letter apart
        text = _LETTERED_CLAUSE.sub(lambda found: f"{found[1] or ''}{found[2]} {_version_said(found[3], point)}"
                                    if found[1] or "." in found[3] else found[0], text)
    text = _V_VERSION.sub(lambda match: _version_said(match[1], point) if re.search(  # "versions v1.11": no second
        rf"\b(?i:{version})s?\s(?:v?[\d.x]+(?:,\s*|\s+(?:and|or|und|oder|et|ou|y|o)\s+))*$", text[:match.start()])
        else f"{version} {_version_said(match[1], point)}", text)
    dotted = _groups_with_dots(code)  # "2.500.000 habitantes": millions, not a version
    text = _DOTTED_VERSION.sub(
        lambda match: match[0] if dotted and _DOT_GROUPED.fullmatch(match[0]) else _version_said(match[0], point),
        text)
    text = _AFTER_VERSION.sub(lambda match: f"{match[1]}{_version_said(match[2], point)}", text)
    named = _NAMED_VERSION_DE if code == "de" else _NAMED_VERSION if code == "en" else _NAMED_VERSION_GROUPED
    measured = _unit_names(code)
    text = named.sub(lambda match: match[0] if measured.match(text, match.end())  # "Captopril 6.25 mg": a dose
                     else f"{match[1]}{match[2]}{_version_said('.' + match[3], point)}", text)
    if point in text:  # "version 20.19+, 22.12+", "3.7 through 3.12": the versions listed after one, read as versions
        joined = rf"(?:,|\s(?:{OR.get(code, 'or')}|{AND.get(code, 'and')}|{RANGE.get(code, 'to')}|through|thru))"
        listed = rf"((?:{point.strip()}) \d+(?: \d)*(?:\s?\+| plus)?{joined} )"
        for _ in range(3):
            text = re.sub(listed + r"(\d+\.\d+(?:\.\d+)*)(?!\w|[.,]\d)",
                          lambda match: f"{match[1]}{_version_said(match[2], point)}", text)
    return text


def _ieee_802(found: re.Match[str], code: str) -> str:
    """"802.11ac": eight oh two dot eleven A C, the standard's letters spelled."""
    digits = " ".join("oh" if code == "en" and digit == "0" else DIGITS[code][int(digit)] for digit in "802")
    letters = f" {' '.join(found[2].upper())}" if found[2] else ""
    return f"{digits} {_IEEE_DOT.get(code, _VERSION_POINT[code])} {found[1]}{letters}"


_IEEE_DOT = {"en": "dot"}
"""The dot in an IEEE 802 standard's number where the language says it otherwise than a version's point."""


def _version_said(written: str, point: str) -> str:
    """A version's parts joined by the language's point; a part with a leading zero digit by digit
    ("Ubuntu 22.04": twenty-two point zero four, not "point four"), and so is a part of more than four digits
    (a build's date, "10.0.20240909.01": no twenty million)."""
    return point.join(" ".join(part) if len(part) > 1 and (part.startswith("0") or len(part) > 4) else part
                      for part in written.split("."))


@cache
def _unit_names(code: str) -> re.Pattern[str]:
    """A unit's name after a number (the units step has said them): a measure, no version."""
    names = {word for pair in UNITS.get(code, {}).values() for word in pair}
    return re.compile(rf"\s(?:{'|'.join(re.escape(name) for name in sorted(names, key=len, reverse=True))})\b")


_DOT_GROUPED = re.compile(r"\d{1,3}(?:\.\d{3})+")


@cache
def _groups_with_dots(code: str) -> bool:
    """Whether the language groups thousands with a dot (Babel's locale data: es, de, it, pt, nl, tr …), or
    writes them so beside its own space (French: "20.000")."""
    locale = _locale(code)
    return code == "fr" or (locale is not None and locale.number_symbols.get("latn", {}).get("group") == ".")


def _spelled(name: str) -> str:
    """An acronym letter by letter ("GPL": "G P L"); a word the voice can say (BY, SA, ND) as it is."""
    return name if name in _SAID_AS_WORDS or not name.isupper() else " ".join(name)


_SAID_AS_WORDS = frozenset({"BY", "SA", "ND", "NC", "OR", "LATER", "ONLY"})
_LICENCE = re.compile(
    r"(?<![\w.-])((?:A?GPL|LGPL|MPL|EPL|EUPL|CDDL|APL|AFL|OSL|CC(?:-BY)?(?:-SA|-ND|-NC)*|CC0|BSD|MIT|FDL|GFDL|OFL)"
    r"|Apache)(v|-v?|\s?v)?(\d+(?:\.\d+)*)(?![\w.]*\d)"
)
_AFTER_VERSION = re.compile(r"\b((?i:version|versión|versão|versione|versie)\s+"
                            r"(?:(?i:is|was|now|to|from|est|es|ist|jetzt|nun|maintenant|ahora|de|von)\s+){0,3})"
                            r"(\d+(?:\.\d+)+)\b(?![.,]\d)")
"""A number after the word version: "version 2.9", "la versión 3.5", "ab Version 1.1.2", "the minimum required
version is now 1.21" (never a decimal)."""
_V_VERSION = re.compile(r"(?<![\w.-])v(\d+(?:\.(?:\d+|x(?=\s)))+|\d{2,}(?!\s+(?i:engines?|motors?|Motor)\b))\b(?!\.\d)")
"""A version after its v: "v2.0.1", "NumPy v2.x" (any release of 2), "(v12 und höher)"."""
_DOTTED_VERSION = re.compile(r"(?<![\w.-])\d+\.\d+\.\d+(?:\.\d+)*\b(?![.-]\d)")
_NAMED_VERSION = re.compile(r"(?<![\w.])(?!(?:HR|OR|RR|SD|SE|SEM|IQR|AUC|BMI|GPA|ERA|PSI|GPM|MPG|LDL|HDL|BAC|IRR"
                            r"|NNT|ICC|ROI|EPS|APR|APY|PE|KD)\s)(?!CI\s\d+\.\d+\s*(?:to\b|[-–,;)]))([A-Z][\w+#-]*[a-zA-Z+#]\s)(\d+)\.(\d+)\b(?![.,]\d)")
"""A name before a version ("Ubuntu 22.04"); not a measure's short name before its value ("HR 0.69", "CI 0.55")."""
_NAMED_VERSION_DE = re.compile(r"(?<![\w.])([A-Z][\w+#-]*[a-zA-Z+#]\s)(\d+)\.(?!\d{3}\b)(\d+)\b(?![.,]\d|\.)")
"""German writes dates "3.12." with a final full stop: those stay dates; and thousands with a dot ("Kostet 1.500
Euro"): three digits after the dot are no version's."""
_NAMED_VERSION_GROUPED = re.compile(r"(?<![\w.])([A-Z][\w+#-]*[a-zA-Z+#]\s)(\d+)\.(?!\d{3}\b)(\d+)\b(?![.,]\d)")
"""In a language that groups thousands with a dot ("Tiene 1.500 habitantes"), a name and a number are a version
only when the dot is not followed by three digits."""


def speak_grouped_numbers(text: str, language: str) -> str:
    """Thousands grouped with an apostrophe (Swiss "40'000", "2‘000" with a curly one), a space, a thin space or a
    no-break space (SI style, and most of Europe's) are one number in every language: the digits are joined for the
    number step."""
    if not _DIGIT.search(text):
        return text

    def joined(match: re.Match[str]) -> str:
        digits = re.sub(r"\D", "", match[0])
        after = re.match(r"[\s\u00a0\u202f]?([^\s\d.,;:!?)]+)", text[match.end():])
        units = UNITS.get(primary(language), {})  # "6 000 tr/min", "5 515 kg/m3": a unit, or one counted per
        measured = after is not None and (after[1] in units or after[1].split("/")[0] in units
                                          or after[1][0] in "%€$£¥°" or after[1] in ("fr", "Fr", "frs"))  # francs
        if primary(language) == "en" and " " in match[0] and re.match(r"[^\W\d_]", text[match.end():]):
            return match[0]  # "take 1 or 2 500mg tablets": a count, then a dose glued to its unit (no SI grouping)
        decimal = re.match(r"[.,]\d", text[match.end():]) is not None  # "7 622,45": one number, its decimals after
        if len(digits) == 4 and not (measured or decimal) and text[match.start() - 1:match.start()] not in "$€£¥":
            return _words(int(digits), language) or digits  # "1'213 Mal": a count, never a year
        return digits  # for the steps that read it with its unit or currency

    return _GROUPED.sub(joined, text)


_GROUPED = re.compile(r"(?<![\d.,'’‘])(?<!\d-)(?<![^\W\d_])\d{1,3}(?:['’‘\u2009\u202f\u00a0 ]\d{3})+"
                      r"(?![\d'’‘]|[.,]\d{3}|er\b|e\b|th\b)")
"""Thousands grouped with a mark; not a count before a number with a suffix ("die 42 180er": 42 of the 180s), nor
the end of a date before a number ("2024-12 522 Issues"), nor a code's digit before a number ("C1 500": a boat's
class, then its distance)."""


def speak_emoji(text: str, language: str) -> str:
    """Emoji left in the text (``reading.emoji: name``) said by their names in the language
    (the ``emoji`` package's CLDR names: "corazón rojo"), in English where it has none. The registered
    and trade mark signs after a name ("Playmobil®", "Windows™") are not said: a reader passes over them; nor are
    faces typed with punctuation ("zugeschickt :-)", "^^"), which a voice would spell out."""
    if re.search(r"[:;=^][-)(DPp^]", text):
        text = _EMOTICON.sub("", text)
    if text.isascii():
        return text
    text = re.sub(r"(?<=\w)[®™]\ufe0f?", "", text)
    import emoji

    code = primary(language)
    names = code if code in emoji.LANGUAGES else "en"

    def name(chars: str, _data: dict[str, Any]) -> str:
        said = emoji.demojize(chars, language=names, delimiters=("", ""))
        return f" {said.replace('_', ' ')} " if said != chars else chars

    return emoji.replace_emoji(text, name)


_EMOTICON = re.compile(r"(?:(?<=\s)|^)(?:[:;=]-?[)(DPp]|\^\^|\^_\^)(?=[\s.,!?]|$)")


def speak_entities(text: str, language: str) -> str:
    """``&amp;`` → ``&``, ``&oacute;`` → ``ó``: an HTML entity that reached the text is its character; a
    ligature (``ﬁ``) is its letters; two commas opening a quotation, the low quotation mark; a plus-minus sign
    typed as ``+/-`` is the sign (``±``); ``℃`` is ``°C``; ``u$s`` is ``US$``.

    Only whole entities (with their ``;``), so "AT&T" and "R&D" stay as written. An entity in quotes alone, as the
    readers keep one written as code (`` `&lt;` ``, what a page about HTML teaches), is said as written: "ampersand
    lt semicolon", never the character it stands for.
    """
    if '"&' in text and (names := SYMBOL_NAMES.get(primary(language))):
        text = _QUOTED_ENTITY.sub(lambda match: _entity_said(match[1], names), text)
    text = _ENTITY.sub(lambda match: html.unescape(match[0]), text)
    if "℃" in text or "℉" in text:  # "1 ℃": the degree Celsius as one character, as "°C"
        text = text.replace("℃", "°C").replace("℉", "°F")
    if "$s" in text:  # "u$s 5.563": Argentina's and Uruguay's way of writing US dollars
        text = re.sub(r"\b[uU]\$[sS](?=\s?\d)", "US$", text)
    if "+/" in text:  # "+/- 5cm": plus or minus
        text = re.sub(r"(?<![\w+])\+/[-−](?=\s?\d|\s|$)", "±", text)
    if "+" in text:  # "en + – 5°C": the two signs typed apart
        text = re.sub(r"(?:(?<=[^\W\d_] )|(?<=\()|(?<=^))\+ ?[–−-] ?(?=\d)", "±", text)  # not a sum: "3 + -2"
    if "- " in text:  # "a los 100- 140 ml": a range, a space typed after its hyphen
        text = re.sub(r"(?<![\w.,])(\d+)- (?=\d)", r"\1-", text)
    if ",," in text:  # ",,500 000 Euro\"": a low quotation mark typed as two commas
        text = re.sub(r"(?<![^\s(\[])(,,)(?=\S)", "„", text)
    return _LIGATURE.sub(lambda match: unicodedata.normalize("NFKC", match[0]), text) if _LIGATURE.search(text) \
        else text


_LIGATURE = re.compile("[\ufb00-\ufb06]")
"""A typeset ligature a PDF's text keeps (``Deﬁnitions``, ``efﬁcient``): its letters (``fi``), for the voice."""


def space_after_commas(text: str, language: str) -> str:
    """``votes,1 absent`` → ``votes, 1 absent``, ``Sonntag,22. Oktober`` → ``Sonntag, 22. Oktober``: a comma
    typed against the number after a word is a comma between words, no decimal mark (that follows a digit).
    A range's word typed against the number after it (``18 to24in``). Also typed marks that are
    letters: ``9ᵉ``, ``1ᵉʳ`` (raised letters after a number: 9e, 1er) and French's
    ``l' ancien`` (an elided word typed apart from the next: l'ancien)."""
    if "," in text:
        text = re.sub(r"(?<=[^\W\d_]{2}),(?=\d+(?:\.?\s|$))", ", ", text)
    if re.search(r"\d\s[^\W\d_]{1,3}\d", text):  # "45 to 60cm (18 to24in)": a range's word typed against its end
        text = re.sub(r"(?<=\d\s)(to|bis|à|a|al|and|und|et|y)(?=\d)", r"\1 ", text)
    if any(mark in text for mark in _RAISED):
        text = re.sub(rf"(?<=\d)[{_RAISED}]+", lambda found: found[0].translate(_RAISED_LETTERS), text)
    if language.lower().startswith("fr") and ("' " in text or "’ " in text):
        text = re.sub(r"(?<![\w'’])((?i:[ldjmnstc]|qu|jusqu|lorsqu|puisqu))(['’]) (?=[aeiouyhéèêàâîôû])", r"\1\2",
                      text)
    return text


_RAISED = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ"
_RAISED_LETTERS = str.maketrans(_RAISED, "abcdefghijklmnoprstuvwxyz")


def speak_slashes(text: str, language: str) -> str:
    """``he/she`` → "he or she", ``person/s`` and ``person(s)`` → "person or persons", ``and/or`` → "and or".

    A voice reads a slash as "slash". Paths, units (``km/h``), dates and acronym pairs
    (``TCP/IP``) are left as written; so is every slash in a language without a word for "or" here.
    """
    code = primary(language)
    word = OR.get(code)
    if word is None:
        return text
    if "/" in text:  # "41/51394/21", a file's number in parts (not written as a date is): each slash named
        text = re.sub(r"(?<![\w/.,])(?!\d{1,2}/\d{1,2}/\d{2}(?:\d{2})?(?![\w/]))(?=[\d/]*\d{3})\d+(?:/\d+){2,}"
                      r"(?![\w/]|[.,]\d)", lambda found: found[0].replace(
                          "/", f" {SYMBOL_NAMES.get(code, SYMBOL_NAMES['en'])['/']} "), text)
    if "/" in text:  # "application/json": a media type, its slash named
        text = re.sub(r"\b(application|text|image|audio|video|multipart|font|model)/"
                      r"(?!(?:application|text|image|audio|video|multipart|font|model)\b)(?=[a-z][\w.+-]*)",
                      lambda found: f"{found[1]} {SYMBOL_NAMES.get(code, SYMBOL_NAMES['en'])['/']} ", text)
    if "/" in text:  # "src/img", "@/views/menu1/index.vue", "dist/": a path, its slashes as written
        text = _PATH.sub(lambda found: found[0].replace("/", "\x02") if _a_path(found[0].rstrip(".,;:")) else found[0],
                         text)
    text = re.sub(rf"(?<![\w/]){re.escape(_AND_OR[code])}(?![\w/])", _AND_OR[code].replace("/", " "), text,
                  flags=re.IGNORECASE)
    text = _per_unit(code).sub(lambda found: _counted_per(found, code), text)
    if code == "de":
        text = _GENDER_MARK.sub("/", text)
        text = re.sub(r"(?<=\w)/(Main\b|M\.|Oder\b|O\.)", lambda found: " am Main" if found[1].startswith("M")
                      else " an der Oder", text)  # "Frankfurt/Main", "Frankfurt/M."
    if code in _PLURAL_ENDINGS:
        plural = "|".join(re.escape(ending) for ending in sorted(_PLURAL_ENDINGS[code], key=len, reverse=True))
        text = re.sub(rf"(?<![\w/.@-])({_STEM})/({plural})(?![\w/@-])",
                      lambda match: match[1] + match[2], text)
    if code == "de" and "/" in text:  # "Ober/Unterhitze", "Vor-/Nachteile": opposite parts of one compound, both
        text = _OPPOSITES_DE.sub(lambda found: f"{found[1]}- und {found[2]}" if (found[1], found[2])
                                 in _OPPOSITE_PARTS_DE else found[0], text)
    # A compound cut short before a slash: "Such- / Browsing-Schnittstelle", "read- / write-head".
    text = re.sub(r"(?<=[^\W\d_]-)\s*/\s*(?=[^\W\d_])", f" {word} ", text)
    if "/" in text:
        text = _SLASH_CHAIN.sub(lambda match: _listed(match[0].split("/"), word), text)
    endings = "|".join(re.escape(ending) for ending in sorted(_SLASH_ENDINGS[code], key=len, reverse=True))
    if code == "es" and "-a" in text:  # "vecinos-as", "el/la usuario-a": the feminine ending after a hyphen
        text = re.sub(r"(?<![\w/.@-])([^\W\d_]{2,}o(s?))-(a\2)(?![\w/@-])", r"\1/\3", text)
    text = re.sub(rf"(?<![\w/.@-])({_STEM})(?:/({endings})(?![\w/@-])|\(({endings})\)(?!\w))",
                  lambda match: _either_form(match[1], match[2] or match[3], code, word), text)
    per = PER.get(code)

    def slashed(match: re.Match[str]) -> str:
        if match[1].isupper() or match[2].isupper() or _CODE_NAME.search(match[1]) or _CODE_NAME.search(match[2]):
            return match[0]  # "TCP/IP", "ExpressibleByArgument/allValueStrings": a name's parts
        if match[1].istitle() and match[2].istitle() and _DATELINE.match(match.string, match.end()) \
                and not match.string[:match.start()].strip():
            return f"{match[1]} {AND[code]} {match[2]}"  # "Wiesbaden/Duisburg, 17. Januar 2023 - …": both places
        if _a_street(match[1], code) and _a_street(match[2], code) and _at_a_crossing(match, code):
            corner = AND[code] if re.search(rf"\b{_CORNER[code]}\s+$", match.string[:match.start()]) else _CORNER[code]
            return f"{match[1]} {corner} {match[2]}"  # "Henrichenburger Straße/Freiheitstraße": a crossing
        joined = _SLASH_PAIRS.get(code, {}).get((match[1].lower(), match[2].lower()))
        if joined:  # "matches aller/retour": both ways, one thing
            return f"{match[1]}{joined}{match[2]}"
        if per and match[2].lower() in PER_WORDS.get(code, ()) and (match[1].lower() not in _TIME_WORDS or re.search(
                r"\d\s?$", match.string[:match.start()])):  # "1 hour/week": per week
            return f"{match[1]} {per} {match[2]}"  # "euros/mois": par mois; "date/heure" either
        return f"{match[1]} {word} {match[2]}"

    return _SLASHED.sub(slashed, text).replace("\x02", "/")


_STREET_ENDINGS = {"de": ("straße", "strasse", "weg", "allee", "platz", "gasse", "ring", "damm", "chaussee", "ufer",
                           "steig", "pfad", "markt")}
"""How a street's name ends, per language: a slash between two of them is their crossing ("Hauptstraße/Ringstraße")."""
_CORNER = {"de": "Ecke"}


_CROSSING = {"de": r"\b(?:Kreuzung|Ecke|Einmündung|Höhe|Kreisverkehr|Ampel)\s+(?:[A-ZÄÖÜ][\w.-]*\s+){0,2}$"}
"""Words before two streets' names that make the slash between them a crossing ("an der Kreuzung Hauptstraße/…")."""
_GENERIC_STREETS = {"de": frozenset({"bundesstraße", "landstraße", "kreisstraße", "staatsstraße", "nebenstraße",
                                     "seitenstraße", "einbahnstraße", "schnellstraße", "fahrradstraße", "spielstraße",
                                     "hauptverkehrsstraße", "landesstraße", "gemeindestraße", "ortsstraße"})}
"""Kinds of street, no street's name: "die Bundesstraße/Landstraße" is one or the other."""


def _at_a_crossing(match: re.Match[str], code: str) -> bool:
    """Two streets' names at their crossing: after a word of crossings ("Kreuzung", "Ecke"), or after "an der" with
    a name's adjective before the first ("an der Henrichenburger Straße/Freiheitstraße"); two common nouns that end
    as streets do ("Gehweg/Radweg", "Sitzplatz/Stehplatz") are either."""
    if {match[1].lower(), match[2].lower()} & _GENERIC_STREETS.get(code, frozenset()):
        return False
    before = match.string[:match.start()]
    return bool(re.search(_CROSSING.get(code, "(?!)"), before)
                or (re.search(r"\ban der\s+[A-ZÄÖÜ]\w+er\s+$", before) and match[1] in ("Straße", "Allee")))


def _a_street(word: str, code: str) -> bool:
    """A street's name ("Freiheitstraße", "Henrichenburger Straße"), no bare "Platz" or "Markt"."""
    ending = next((ending for ending in _STREET_ENDINGS.get(code, ()) if word.lower().endswith(ending)), None)
    return word[:1].isupper() and ending is not None and (len(word) > len(ending) + 2 or ending in ("straße", "allee"))


_PATH = re.compile(r"(?<![\w/.@~-])[\w.@~*-]*(?:/[\w.@~*-]*)+(?![\w/])")
PATH_WORDS = frozenset({"src", "img", "dist", "test", "tests", "lib", "docs", "doc", "assets", "public", "components",
                        "views", "pages", "static", "build", "bin", "app", "config", "scripts", "node_modules",
                        "vendor", "templates", "layouts", "content", "data", "utils", "include", "etc", "usr", "var",
                        "tmp", "home", "opt", "images", "css", "js", "styles", "api", "packages", "examples", "out"})
"""Folders a path is made of ("src/img", "dist/test"): a slash between two of them is no "or"."""


_CODE_NAME = re.compile(r"^[a-z]{2,}[A-Z]|_|^(?:[A-Z][a-z]+){3,}$")
"""A name only code writes: camelCase ("allValueStrings", not "iPhone"), snake_case, three words in one with their
capitals ("ExpressibleByArgument", not "JavaScript" or "YouTube")."""
PATH_ROOTS = frozenset({"src", "usr", "node_modules"})
"""Folders that start only paths: "src/mappings" is one, whatever the name after it."""


_TIME_WORDS = frozenset({"date", "datum", "fecha", "day", "jour", "día", "tag", "time", "heure", "hora", "zeit",
                         "temps", "week", "semaine", "semana", "woche", "month", "mois", "mes", "monat", "year",
                         "année", "año", "jahr", "minute", "minuto", "hour", "stunde"})
"""Before a slash and a unit of time, a time of its own: "date/heure" is either, not a rate ("kilomètres/heure")."""


def _a_path(token: str) -> bool:
    """Whether a slashed token is a file's or a folder's path: it starts or ends with its folder (``./src``,
    ``@/views``, ``dist/``), names a file (``docs/index.md``), or joins folders ("src/img")."""
    parts = token.split("/")
    if not re.search(r"[^\W_]/|/[^\W_]", token):  # a slash alone, or between marks ("Such- / Browsing-")
        return False
    if token.startswith(("./", "../", "~/", "@/", "/")) or (token.endswith("/") and len(parts[0]) > 1):
        return True
    if (re.search(r"\.[a-z]{1,5}$", parts[-1]) and len(parts[-1]) > 3) or parts[0] in PATH_ROOTS:
        return True
    return all(part.lower() in PATH_WORDS for part in parts) or (len(parts) > 2 and any(
        part.lower() in PATH_WORDS for part in parts))


@cache
def _per_unit(code: str) -> re.Pattern[str]:
    """A word, a slash and a unit of time or space: "requests/s", "Anfragen/Min.", "habitants/km²"."""
    symbols = sorted({*UNITS.get(code, {}), "s"}, key=len, reverse=True)
    return re.compile(rf"(?<![\w/.@-])([^\W\d_]{{3,}})/({'|'.join(map(re.escape, symbols))})(?![\w/@²³-])")


def _counted_per(found: re.Match[str], code: str) -> str:
    """"requests per second"; a word before "/s" that is no plural of its own ("person/s") is the plural's."""
    unit = found[2]
    if unit in _SLASH_ENDINGS.get(code, ()) + _PLURAL_ENDINGS.get(code, ()) and not found[1].endswith(unit):
        return found[0]
    names = UNITS.get(code, {})
    name = names[unit][0] if unit in names else names.get("s", names.get("sec", ("s", "s")))[0]
    return f"{found[1]} {PER[code]} {name}"


_OPPOSITE_PARTS_DE = {("Ober", "Unter"), ("Unter", "Ober"), ("Vor", "Nach"), ("Ein", "Aus"), ("Aus", "Ein"),
                      ("An", "Ab"), ("Auf", "Ab"), ("Auf", "Zu"), ("Innen", "Außen"), ("Groß", "Klein"),
                      ("Hin", "Rück")}
_OPPOSITES_DE = re.compile(r"\b({})-?\s?/\s?({})(?=[a-zäöüß]{{3,}})".format(
    *("|".join(sorted({pair[side] for pair in _OPPOSITE_PARTS_DE}, key=len, reverse=True)) for side in (0, 1))))
"""Two opposite first parts of one German compound, the second written whole: "Ober/Unterhitze", "Vor-/Nachteile"
(Ober- und Unterhitze: both)."""
_STEM = r"[^\W\d_]{2,}(?:-[^\W\d_]{2,})*"
"""A word before a slash's ending, a compound with hyphens too ("Software-Entwickler/in")."""
_SLASH_CHAIN = re.compile(r"(?<![\w/.@-])[^\W\d_A-Z]{2,}(?:/[^\W\d_A-Z]{2,}){2,}(?![\w/@-]|\.\w)")
"""Three words or more joined by slashes ("function/method/variable names"): a list of choices."""


def _listed(words: list[str], word: str) -> str:
    return f"{', '.join(words[:-1])} {word} {words[-1]}"


def _either_form(stem: str, ending: str, code: str, word: str) -> str:
    """"person or persons"; a German plural of both, "Ärzte und Ärztinnen" ("Ärzt*innen", "Lehrer/innen")."""
    if code == "de" and ending.lstrip("-") == "innen":
        return f"{masculine_plural_de(stem)} {AND[code]} {stem}innen"
    return f"{stem} {word} {_with_ending(stem, ending, code)}"


MASCULINE_PLURALS_DE = {"er": "", "el": "", "en": "", "ist": "en", "ent": "en", "ant": "en", "ert": "en", "or": "en",
                        "at": "en", "et": "en", "ot": "en", "og": "en", "eg": "en", "af": "en", "oph": "en", "os": "en",
                        "ad": "en", "ar": "n", "Kund": "en", "Bäuer": "n"}
"""How a German noun's masculine plural is made from the stem its feminine plural is written on ("Lehrer*innen":
Lehrer, "Student*innen": Studenten, "Kolleg*innen": Kollegen, "Nachbar*innen": Nachbarn); else with -e ("Ärzte")."""


def masculine_plural_de(stem: str) -> str:
    ending = next((end for end in sorted(MASCULINE_PLURALS_DE, key=len, reverse=True) if stem.endswith(end)), None)
    stem = "Bauer" if stem.endswith("Bäuer") else stem  # "Bäuer*innen": Bauern
    return stem + (MASCULINE_PLURALS_DE[ending] if ending is not None else "e")


def _with_ending(stem: str, ending: str, code: str) -> str:
    """The other form: person + s, Lehrer + innen; Spanish niño/a swaps its ending (niña)."""
    ending = ending.lstrip("-")
    if code == "es" and stem.endswith(("o", "os")):
        return stem[: -len(ending)] + ending
    if code == "es" and ending in ("a", "as") and stem.endswith(("e", "es")):  # "presidente/a": presidenta
        return stem[: -len(ending)] + ending
    return stem + ending


@cache
def _abbreviation_patterns(code: str) -> list[tuple[re.Pattern[str], str, re.Pattern[str], str]]:
    """Per abbreviation: (at the end, its expansion with a full stop, elsewhere, its expansion)."""
    patterns = []
    for short, long in _ABBREVIATIONS.get(code, {}).items():
        ending = "." if short.endswith(".") else ""
        start = r"(?<!\w)(?<!\w\.)" if short[:1].isalnum() else r"(?<!\w)"  # not a file's extension: "controller.ex."
        patterns.append((
            re.compile(rf"{start}{re.escape(short)}$"), long + ending,
            # Before a space, and before punctuation: "e.g., a" is "for example, a"; a prefix before its name; one
            # without its own full stop, before the sentence's ("up 3% QoQ.").
            re.compile(rf"{start}{re.escape(short)}" + (r"(?=[A-ZÉ])" if short.endswith("-") else
                                                         r"(?=[\s,;:)\]!?]|\.?$)" if not short.endswith(".") else
                                                         r"(?=[\s,;:)\]]|\d)")),  # "th.6": thermostat 6
            long,
        ))
    return patterns


STANDARD_BODIES = "(?:Fpr|pr)?EN|ISO|IEC|DIN|NF|BS|UNE|ÖNORM"
"""The bodies whose standards' numbers are read by :func:`speak_standards` (a draft's "prEN" too): one way for all of
them, in each language ("DIN 50930-6", "prEN 12502", "EN 10357" alike)."""
STANDARD_PART = {"en": " dash ", "de": " Strich ", "es": " guion ", "fr": " tiret "}
"""Between a standard's number and its part ("BS EN 60702-1", "DIN EN ISO 9001-2", "NF EN 1090-2"); French joins
a class's number and its part ("NF C 15-100": quinze-cent)."""
AMENDMENT = {"en": "amendment", "de": "Änderung", "es": "modificación", "fr": "amendement"}
"""A standard's amendment after a slash ("NF EN 1993-1-1/A1": amendement A1)."""


def _standard_part(found: re.Match[str], language: str) -> str:
    """What joins a standard's number and its part; between a camera's speeds ("ISO 100-400": rising, both at
    least 50) the language's "to"."""
    parts = found[3].lstrip("-").split("-")
    if found[1] == "ISO " and len(parts) == 1 and 50 <= int(found[2]) < int(parts[0]) and primary(language) in RANGE:
        return f" {RANGE[primary(language)]} "
    if primary(language) == "fr" and re.search(r"\s[A-Z]\s$", found[1]):
        return "-"
    return STANDARD_PART.get(primary(language), "-")


def _standard_with_parts(found: re.Match[str], language: str) -> str:
    """A standard's number, its parts, its amendment: "EN 1993-1-1/A1" (mille neuf cent quatre-vingt-treize tiret
    un tiret un, amendement A1)."""
    link = _standard_part(found, language)
    parts = [_words(int(part), language) or part for part in found[3].lstrip("-").split("-")]
    amendment = f", {AMENDMENT[primary(language)]} {found[4]}" if found[4] and primary(language) in AMENDMENT else ""
    return f"{found[1]}{_standard_number(found[2], found[1], language)}{link}{link.join(parts)}{amendment}"


_CAPITALS_ONLY = re.compile(r"\b[A-Z]{2,}\b\W+\b[A-Z]{2,}\b\W+\b[A-Z]{2,}s?\b")
"""Three words in capitals in a row: a line written in capitals, its plurals no acronyms."""
_PLURAL_ACRONYM_EN = re.compile(r"(?<![\w'’.-])([A-Z]{2,5})s(?![\w'’-])")
"""An acronym in the plural ("TEUs", "SUVs"): its letters, then the plural's ending."""
SAID_AS_WORDS_EN = frozenset({
    "GIF", "PIN", "SIM", "LAN", "WAN", "RAM", "ROM", "JPEG", "NATO", "LASER", "RADAR", "SCUBA", "OPEC", "NASA", "SWAT",
    "MOOC", "POW", "AWOL", "TED", "SAT", "ISA", "PEP", "SERP", "CAD", "GUI", "WASP", "MASH", "SAM", "FAB", "MIG", "DOS",
    "ASIC", "FAANG", "SPAC", "NIMBY", "YUPPIE", "ZIP", "HEPA", "COBOL", "BASIC", "SOP", "NAT", "SAR", "LOL",
    "JSON", "YAML", "LEGO", "GOAT", "DIMM", "VLAN", "LIDAR", "RAID", "REPL", "HVAC", "OLED", "DINK",
})
"""Acronyms English says as words, whose plural ("PINs", "SIMs", "GIFs") the voice reads as it is."""
_SPELLED_EN = frozenset({"DRAM", "SRAM"})
"""Acronyms of a word's shape that English still says letter by letter."""
_ONSET = r"(?:[BCDFGKPST][LR]|[ST]H|CH|PH|WH|S[CKMNPTW]|TW|[^AEIOU])"
_WORD_SHAPE = re.compile(rf"(?!.*([AEIOU])\1){_ONSET}?[AEIOU]+(?:(?:{_ONSET}|[LMNR][^AEIOU]|([^AEIOU])\2)[AEIOU]+)*"
                         r"[^AEIOU]{0,2}")
"""Letters a voice reads as a word: vowels, between and before them a consonant or a cluster English begins a word
with ("LEGO", "RAID", "OLED", "DRAM"), no vowel doubled ("UUID", "NOAA")."""


def _said_as_word(letters: str) -> bool:
    """Whether an acronym is said as a word: one of :data:`SAID_AS_WORDS_EN`, or of four or five letters of a word's
    shape (:data:`_WORD_SHAPE`); "SUV", "CEO", "TEU" of three letters, and "VPN", "HDMI", "ICBM", said letter by
    letter."""
    if letters in SAID_AS_WORDS_EN:
        return True
    return len(letters) >= 4 and letters not in _SPELLED_EN and _WORD_SHAPE.fullmatch(letters) is not None


def speak_standards(text: str, language: str) -> str:
    """A standard's body and number: glued or not ("IEC62368-1", "ISO 14001"), its year after a colon ("EN 913:2008",
    "A1 :2014") and its parts after hyphens ("BS EN 60702-1", "EN 1993-1-1", said), its amendment after a slash; a
    number of five digits digit by digit wherever it stands, a shorter one as a number ("ISO 9001"), in English one
    of four digits as a year is ("ISO 8601": eighty-six oh one); "la norme NF C 15-100" is a name, not a range."""
    if re.search(rf"\b(?:{STANDARD_BODIES})\d{{3,5}}\b", text):  # "la norme ISO14040": the body and its number
        text = re.sub(rf"\b({STANDARD_BODIES})(\d{{3,5}})\b(?![.,]\d)", r"\1 \2", text)
    body = rf"\b((?:{STANDARD_BODIES})(?:\s[A-Z])?\s)"
    # "EN 913:2008", "EN 1993-1-1/A1 :2014": the standard and its edition's year
    text = re.sub(rf"{body[:-1]}\d{{1,5}}(?:-\d{{1,5}})*(?:/A\d{{1,2}})?)\s?:\s?((?:19|20)\d\d)\b", r"\1, \2", text)
    text = re.sub(rf"{body}(\d{{1,5}})((?:-\d{{1,5}})+)(?:/(A\d{{1,2}}))?\b(?![.,]\d|-)",
                  lambda found: _standard_with_parts(found, language), text)
    return re.sub(rf"{body}(\d{{4,5}})\b(?![.,]\d)", lambda found: found[1] + _standard_number(found[2], found[1],
                                                                                                 language, alone=True),
                  text)


def _standard_number(number: str, body: str, language: str, alone: bool = False) -> str:
    """A standard's number: of five digits, digit by digit ("EN 55014": five five zero one four), else a number
    ("ISO 9001"); a round one after "ISO" is a camera's speed or a family of standards, a count ("ISO 32000"). In
    English one of four digits with figures between its thousands and its units is said as a year is ("ISO 8601",
    "EN 1090": ten ninety); "ISO 9001" stays nine thousand and one. Another of four digits ``alone`` (no part after
    it), or a German one as a year is said, is left to the numbers' reading ("ISO 1600": sixteen hundred)."""
    digits = DIGITS.get(primary(language))
    if len(number) == 5 and digits and not (body.startswith("ISO") and number.endswith("00")):
        return " ".join(digits[int(digit)] for digit in number)
    if primary(language) == "en" and len(number) == 4 and number[1:3] != "00" and not number.endswith("00"):
        return _words(int(number), language, to="year") or number
    if len(number) == 4 and (alone or (primary(language) == "de" and 1100 <= int(number) < 2000)):
        return number  # "ISO 1600": sixteen hundred, "EN 1993-1-1": neunzehnhundertdreiundneunzig, as numbers are
    return _words(int(number), language) or number


_REPORTERS_EN = {"U.S.": "U S", "S.Ct.": "S C T", "L.Ed.": "L Ed", "L.Ed.2d": "L Ed second", "F.2d": "F second",
                 "F.3d": "F third", "F.4th": "F fourth", "F.Supp.": "F Supp", "F.Supp.2d": "F Supp second",
                 "F.Supp.3d": "F Supp third", "P.2d": "P second", "P.3d": "P third",
                 "A.2d": "A second", "A.3d": "A third", "N.E.2d": "N E second", "N.E.3d": "N E third",
                 "N.W.2d": "N W second", "S.E.2d": "S E second", "S.W.2d": "S W second", "S.W.3d": "S W third",
                 "So.2d": "So second", "So.3d": "So third", "B.R.": "B R", "Fed.Cl.": "Fed C L",
                 "Stat.": "Statutes at Large"}
"""The US law reports cited between a volume and a page, as a lawyer reads them ("L. Ed. 2d": L Ed second; "17 Stat.
13": the Statutes at Large)."""
_LEGAL_CONTEXT_EN = re.compile(r"§|\bch\.|\bAct\b|U\.\s?S\.\s?C\.|Pub\.\s?L\.|\b(?:[Ss]ee|[Cc]f\.|[Uu]nder)\s")
"""What makes "Stat." a citation of the Statutes at Large and "R.S. 1979" of the Revised Statutes: a section's sign, an
act, a code or a citation's signal in the text ("given 5 Stat. 10 minutes later" is a drug given at once)."""
_STANDARD_WORD = re.compile(rf"\b(?:{STANDARD_BODIES}|(?i:norm(?:e|en|es|a|as|s)?|standards?"
                            r"|änderung\w*|amendm?ents?|modificaci\w+))\b|\+A[C\d]")
"""What makes "A1:2002" a standard's amendment and its year: a standard's body or the word for a standard or an
amendment in the text, or a plus before it ("EN 71-1:2014+A1:2018")."""
_REPORTER_ENDING = re.compile(r"(?<![\w.,])\d{1,3}\s+(?:" + "|".join(
    r"\s?".join(re.escape(part) for part in re.findall(r"[^.]+\.", reporter))
    for reporter in _REPORTERS_EN if reporter.endswith(".")) + r")$")
"""A law report's volume and abbreviated name ending a piece (its page follows in the next: "17 Stat." "13")."""
_REPORTER_EN = re.compile(r"(?<![\w.,])(\d{1,4})\s+(" + "|".join(
    r"\s?".join(re.escape(part) for part in re.findall(r"[^.]+\.|\d\w+|[^.]+$", reporter))
    for reporter in sorted(_REPORTERS_EN, key=len, reverse=True)) + r")\s?(\d{1,5})\b(?![.,]\d|-)")


def _law_report(found: re.Match[str], language: str) -> str:
    """A law report's volume, name and page ("91 S.Ct. 746"); not after a word a year or an amount follows ("in 17 U.S.
    states"), nor "Stat." with no law spoken of."""
    reporter = "".join(found[2].split())
    if re.search(r"\b(?i:in|since|by|from|of|the|until|before|after|top|about|some|over)\s$",
                 found.string[:found.start()]) or (reporter == "Stat." and not _LEGAL_CONTEXT_EN.search(found.string)):
        return found[0]
    return f"{_words(int(found[1]), language) or found[1]} {_REPORTERS_EN[reporter]} {found[3]}"


def expand_abbreviations(text: str, language: str) -> str:
    """``vs.`` → ``versus``; an abbreviation ending a sentence keeps its full stop, also when
    another sentence follows in the same piece ("OAuth2, etc. Entendiendo …": "etcétera. Entendiendo")."""
    if primary(language) in PAGE_WORDS and re.search(r"\d\d:\s?\d", text):  # "(Pettingill 1985: 295)": its page
        text = _CITED_PAGE.sub(lambda found: f"{found[1]}, {found[2]}, {PAGE_WORDS[primary(language)][bool(found[4])]}"
                               f" {found[3]}", text)
    if primary(language) == "en" and _REPORTER_EN.search(text):  # "91 S.Ct. 746", "27 L.Ed.2d 669": a law report
        # the volume said here, so that no unit's symbol is read after it ("27 L.Ed.2d": no litres)
        text = _REPORTER_EN.sub(lambda found: _law_report(found, language), text)
    if primary(language) == "en" and "R." in text:  # "R.S. § 1979": the Revised Statutes, before a section or its
        # number ("R.S. Thomas" is a name's initials)
        text = re.sub(r"(?<![\w.])R\.\s?S\.(?=\s?§)", "Revised Statutes", text)
        if _LEGAL_CONTEXT_EN.search(text):
            text = re.sub(r"(?<![\w.])R\.\s?S\.(?=\s\d{3,4}\b)", "Revised Statutes", text)
    if primary(language) == "fr" and "p. 100" in text:  # "(7 p. 100) des pluies": pour cent, "p. 1000" pour mille
        text = _PER_HUNDRED_FR.sub(lambda found: found[0] if not found.start() or _CITED_BEFORE_FR.search(
            found.string, 0, found.start())
                                   else f"{found[1]} {'‰' if found[2] else '%'}", text)
    if primary(language) == "es" and "s/n" in text:  # "Avda. del Vino s/n": an address without a number
        text = re.sub(r"(?<![\w/])s/n(?![\w/])", lambda found: "sin número" if _ADDRESS_ES.search(
            found.string, max(0, found.start() - 60), found.start()) else found[0], text)
    if primary(language) == "en" and re.search(r"\b(?:St|[NSEW])\.|\bSt\s|\b(?:Ave|[NS][EW])\b", text):
        text = _streets_en(text)
    if primary(language) == "fr" and re.search(r"\bSte?\.?\s[A-ZÉÈ]", text):  # "la St Jean", "Ste Catherine": a
        text = re.sub(r"\b(St|Ste)\.?\s(?=[A-ZÉÈ][a-zéèêëîïôûü])",  # saint's day or place, written without its hyphen
                      lambda found: "Saint-" if found[1] == "St" else "Sainte-", text)
    if primary(language) == "en" and re.search(r"\d{3}\s", text):  # "2257 34th St.": twenty-two fifty-seven
        text = _HOUSE_NUMBER_EN.sub(lambda found: _house_number_en(found[1]), text)
    if primary(language) == "en" and re.search(r"[A-Z]{2}s\b", text) and not _CAPITALS_ONLY.search(text):
        # "261.1 million TEUs": T E U's (not in a line written in capitals)
        text = _PLURAL_ACRONYM_EN.sub(lambda found: found[0] if _said_as_word(found[1])
                                      else " ".join(found[1]) + "'s", text)
    if primary(language) == "de" and re.search(r"\b[aio]\.\s?(?:[dM]\.|Br|OPf)|o\.\s?d\.", text):
        text = speak_place_suffixes(text)  # "Neustadt a.d.Waldnaab", "Frankfurt a. M.", "Weiden i.d.OPf."
    if primary(language) == "de" and re.search(r"\b[OEDU]G\b", text):  # "im 2. OG", "im EG": a floor, after its
        text = re.sub(r"(\d\.\s|\b(?:im|ins|vom|zum|aus dem)\s)([OEDU])G\b",  # number or a preposition (not "DG
                      lambda found: found[1] + FLOORS_DE[found[2]], text)  # Agentur")
    if primary(language) == "de" and re.search(r"\bd\.\s?[JÄ]\b", text):  # "Jakobus d. J.", "Cranach d. Ä.": a name's
        text = _ELDER_YOUNGER_DE.sub(lambda found: found[1] + ("der Ältere" if found[2] == "Ä" else "der Jüngere"),
                                     text)
    if primary(language) == "de" and "/" in text:
        text = speak_court_numbers_de(text)
    if primary(language) == "es" and re.search(r"(?i)\b(?:kilómetros?|km|p\.?k\.?)\s+\d+,\d{3}\b", text):
        # "entre los kilómetros 12,600 y 6,800": a road's kilometre points, to the metre (doce coma seiscientos)
        text = re.sub(r"(?i)(\b(?:kilómetros?|km|p\.?k\.?)\s+)(\d+,\d{3})\b((?:\s+(?:y|al?|hasta)\s+\d+,\d{3}\b)?)",
                      lambda found: found[1] + found[2].replace(",", " coma ") + found[3].replace(",", " coma "), text)
    if primary(language) == "es" and "D. " in text:  # "Infante D. Luis", "a D. Juan": don, before a name after a
        # title or a preposition ("Juan D. Pérez": an initial; "la vitamina D.": a letter)
        text = re.sub(r"\b((?:Infante|Infanta|Rey|Reina|Príncipe|Princesa|Excmo\.|Ilmo\.|a|y|e|de|con|por|para|el|al"
                      r"|del) )D\.\s(?=[A-ZÁÉÍÓÚ][a-záéíóúñ]+)", r"\1don ", text)
    if primary(language) == "es" and "º" in text and "grados" in text:  # "entre 70º y 80º grados": degrees
        text = re.sub(r"(?<![\w.,])(\d{1,3})º(?=(?:\s+(?:y|a|o|-)\s+\d{1,3}º?)?\s+grados\b)", r"\1", text)
        text = re.sub(r"(?<![\w.,])(\d{1,3})º(?=\s+grados\b)", r"\1", text)
    if primary(language) == "es" and re.search(r"\(\d{1,2}\.\d\d\)", text):  # "misa … (12.00)": at a time
        text = re.sub(r"\((?:a las\s+)?([01]?\d|2[0-3])\.(00|30)\)", r"(\1:\2)", text)
    if primary(language) == "de" and "rel." in text:  # "rel. Luftfeuchtigkeit": relative; "rel. einfach": relativ
        text = re.sub(r"(?<![\w.])rel\.(?=\s)(?=\s+([A-ZÄÖÜ])?)",
                      lambda found: "relative" if found[1] else "relativ", text)
    if primary(language) == "de" and "Rh " in text:  # "Rh Schneeberg merkt an": a councillor in the minutes, by
        # the name and the verb after it (not "Rh Faktor ist", "Rh Inkompatibilität stellt", the blood group)
        text = re.sub(r"(?:^|(?<=[.;:(]\s)|(?<=,\s)|(?<=\bund\s))Rh\s(?=(?!Faktor|Wert|System|Antigen"
                      r"|[A-ZÄÖÜ][\w-]*(?:ität|keit|heit|ierung|xe|tion)\b)[A-ZÄÖÜ]"
                      r"[a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?\s+(?:merkt|fragt|sagt|erklärt|bittet|weist|stellt|betont"
                      r"|kritisiert|spricht|regt|beantragt|erkundigt|möchte|schlägt|gibt|verweist|ergänzt|meint"
                      r"|findet|hält|teilt|bemängelt|begrüßt|lobt|informiert|berichtet|stimmt|will|bestätigt)\b)",
                      "Ratsherr ", text)
    text = speak_abbreviated_adjectives(text, language)  # "der österr. Grenze", "zum sog. Toleranzwert"
    if primary(language) == "es" and "min." in text:  # "(min.54)", "en el min. 63": a minute of the match (else
        text = re.sub(r"(?:(?<=\()|(?<=\bel ))min\.\s?(?=\d{1,3}\b)", "minuto ", text)  # "min. 2 noches": mínimo)
        text = re.sub(r"(?<![\w.])(?<!\d )min\.\s?(?=\d)", "mínimo ", text)  # ("15 min. 4 raciones": minutes)
    if primary(language) == "de" and "+" in text:  # "in der 90+3. Minute": neunzig plus dritten
        text = re.sub(r"(?<![\w.,])(\d{2,3})\+(\d{1,2}\.)(?=\s+(?:Minute|Spielminute)\b)", r"\1 plus \2", text)
    text = speak_colon_scales(text, language)  # "1 : 100 000", "1:25.000": a map's scale, one in so many
    # "Änderungen A1:2002 und A2:2003": an amendment and its year, in a clause about a standard ("the range A1:2000"
    # of a spreadsheet keeps its "to")
    if re.search(r"\bA[C\d]{1,2}\s?:\s?(?:19|20)\d\d\b", text) and _STANDARD_WORD.search(text):
        text = re.sub(r"(?<![\w/:])(A(?:C|\d{1,2}))\s?:\s?((?:19|20)\d\d)\b(?![.,:]\d)", r"\1, \2", text)  # its year
    if re.search(r"\bNF\s[A-Z]\.\s?\d", text):  # "NF P. 92. 507": a French standard's letter and number, dotted
        text = re.sub(r"\b(NF\s[A-Z])\.\s?(\d{2})\.\s?(\d{3})\b(?![.,]\d)", r"\1 \2-\3", text)
    if re.search(rf"\b(?:{STANDARD_BODIES})\s?(?:[A-Z]\s)?\d", text):
        text = speak_standards(text, language)
    if primary(language) == "fr" and "XV" in text:  # "le XV de France", "du XV du Chardon": a rugby team of fifteen
        text = re.sub(r"\b((?:le|du|au|ce|un|notre|son|leur|[Ll]e)\s)XV\b"
                      r"(?=\s+(?:de|du|des|d['’])\s*[A-ZÉ]|\s+(?:tricolore|de\s+France)\b)", r"\1quinze", text)
    if primary(language) == "de" and re.search(r"\d[.,]\d+-?er\b", text):  # "einer 0.4er Düse": Null-Komma-Vierer
        text = re.sub(r"(?<![\w.,])(\d+)[.,](\d{1,2}|(?<=,)\d+)-?er\b", lambda found: "-".join(
            [_words(int(found[1]), language) or found[1], "Komma", _decimal_er(found[2], language)]), text)
    if primary(language) == "de" and "Bft" in text:  # "(12 Bft)": Windstärke zwölf, the scale before its number
        text = re.sub(r"(?<![\w.,])(\d{1,2})\s?Bft\b\.?", r"Windstärke \1", text)
    if " & " in text and primary(language) in AND:  # "tuition & fees", "Marks & Spencer", "12.30 p.m. & 2 p.m.": and
        text = re.sub(r"(?<=[^\W\d_]) & (?=[^\W\d_])|(?<=[AaPp]\.[Mm]\.) & (?=\d)", f" {AND[primary(language)]} ", text)
    if primary(language) == "es" and "D.O." in text:  # "la D.O. Rioja": a wine's or a cheese's appellation (after
        # its feminine article: "el D.O. Núm. 123" is a gazette's, "D.O. Martínez" a name's initials)
        text = re.sub(r"\b([Ll]a|[Uu]na|con)\s+D\.O\.(?:(Ca)\.|(P)\.)?(?=\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ])",
                      lambda found: f"{found[1]} Denominación de Origen"
                      + (" Calificada" if found[2] else " Protegida" if found[3] else ""), text)
    if "./ " in text:  # "(Herren 4:30 min./ Damen 4 min)": a list's items, after a unit's full stop; between
        # titles ("Mr./ Mrs.", "Hr./ Fr.") the slash is "or", read as written
        text = re.sub(r"(?<=\d)(\s?([^\W\d_]{1,4})\.)/\s+(?=[^\W\d_])", lambda found: found[1] + ", "
                      if found[2] in UNITS.get(primary(language), {}) or f"{found[2]}." in UNITS.get(
                          primary(language), {}) else found[0], text)
        text = re.sub(r"(?<=[^\W\d_]\.)/\s+(?=[a-zäöüßàâçéèêëîïôûùÿñáíóú])", ", ", text)  # "approx./ about"
        if primary(language) in OR:  # "Mr./ Mrs.", "M./ Mme", "Hr./ Fr.": one title or the other
            text = re.sub(r"(?<![\w.])([A-ZÄÖÜ][^\W\d_]{0,3}\.)/\s+(?=[A-ZÄÖÜ][^\W\d_]{0,3}\.?\s)",
                          rf"\1 {OR[primary(language)]} ", text)
    if primary(language) == "fr" and re.search(r"[-−]\d{2,3}\s?kg\b", text):  # "chez les -60kg": a weight class
        text = re.sub(r"\b((?i:les|des|aux|en|catégorie)\s)[-−](\d{2,3})\s?kg\b", r"\1moins de \2 kg", text)
    if primary(language) == "en" and re.search(r"[+±−]\d+,\d", text):  # "(+7,46)": a gap with a decimal comma
        text = re.sub(r"(?<=[+±−])(\d{1,3}),(\d{1,2})(?![\d,])(?!\s?(?i:euros?|dollars?|pounds?|cents?|pence|francs?"
                      r"|yen|EUR|USD|GBP|CHF)\b|\s?[€$£¥])", r"\1.\2", text)  # (not an amount: "+12,50 euros")
    if primary(language) == "en" and re.search(r"\b(?:1[3-9]|2[0-3])(?:[.:][0-5]\d)?\s?[Pp]\.?[Mm]\b", text):
        text = _AFTERNOON_24.sub(_afternoon_24, text)
    if primary(language) == "en" and re.search(r"\dp-\d", text):  # "28p-30p": a range of pence, its unit once
        text = re.sub(r"(?<![\w.,])(\d{1,2})p-(\d{1,2})p\b", r"\1 to \2p", text)
    if primary(language) == "en" and "/in" in text:  # a knitting gauge: "4 1/2 st/in; 6 1/2 rows/in"
        text = re.sub(r"\b(sts?|stitches|rows|rnds|rounds)/in\b(?!\.\w)", lambda found: _KNITTED.get(found[1], found[1])
                      + " per inch", text)
    if primary(language) == "en" and re.search(r"\dpc\b", text):  # "rose 45pc": the British press's per cent
        text = re.sub(r"(?<![\w.,])(\d+(?:\.\d+)?)pc\b", r"\1%", text)
    if primary(language) == "en" and re.search(r"\dm\s", text):  # "14.0m tonnes": million, before what is counted
        text = re.sub(r"(?<![\w.,$£€])(\d+(?:\.\d+)?)m(?=\s+(?:tonnes|tons|people|barrels|users|visitors|viewers"
                      r"|passengers|customers|households|homes|jobs|votes|shares|copies|downloads|years)\b)",
                      r"\1 million", text)
    if primary(language) == "de" and re.search(r"\d\s?ff?\.", text):  # "Bl. 5 ff.", "S. 12 f.": and the pages after
        text = re.sub(r"(?<=\d)\s?(ff?)\.(?=\s|[),;]|$)", lambda found: " fortfolgende" if found[1] == "ff"
                      else " folgende", text)
    if primary(language) == "de" and "/" in text:  # a kitchen machine's settings: "2 Min./37° Grad/Stufe 1"
        text = re.sub(r"(?:(?<=Min\.)|(?<=Sek\.)|(?<=Grad)|(?<=°))\s?/\s?(?=\d|Stufe\b|Linkslauf\b)", ", ", text)
    if primary(language) == "de" and "s. " in text:  # "(s. Abb. 3)", "s. auch": siehe
        text = re.sub(r"(?<![\w.])s\.\s(?=[A-ZÄÖÜ]|(?:auch|unten|oben)\b)", "siehe ", text)
    if primary(language) == "de" and re.search(r"\b(?:max|min)\.\s+[A-ZÄÖÜ]", text):  # "die max. Spannung":
        text = re.sub(r"\b((?i:der|die|das|den|dem|des|eine|einer|einen|einem|eines|ihre|seine)\s+)(max|min)\.\s+"
                      r"(?=[A-ZÄÖÜ][a-zäöüß])", lambda found: found[1] + ("maximal" if found[2] == "max" else "minimal")
                      + adjective_ending(found.string[:found.end(1)], found.string[found.end():].split()[0]) + " ",
                      text)
    if primary(language) == "en" and re.search(r"\b(?:long|lat)\.", text):  # "87 E. long.": east longitude
        text = _COORDINATE_EN.sub(lambda found: f"{found[1] or ' degrees'} {_COMPASS_EN[found[2]]} "
                                  f"{'longitude' if found[3] == 'long' else 'latitude'}{sentence_stop(found)}", text)
    if primary(language) == "de" and re.search(r"\b(?i:ev|kath|evang|luth|ref)\.", text):  # "die ev. Kirche"
        text = _DENOMINATION_DE.sub(_denomination_de, text)
    if primary(language) == "es" and "min " in text:  # "(15-8, min 7)", "en el min 90+3": a match's minute
        text = re.sub(r"(?<![\w.])min\s(?=\d{1,3}(?:\+\d{1,2})?['’′]?(?:\s*[),;.]|$))", "minuto ", text)
    if primary(language) == "fr" and re.search(r"\bC\.\s?[a-zé]{2,6}\.", text):  # "L. 151-48 C.urb.": its code
        text = _FRENCH_CODE.sub(lambda found: "du " + FRENCH_CODES[re.sub(r"\s", "", found[1])] + sentence_stop(found)
                                if re.search(r"\d\s$", found.string[:found.start()]) else found[0], text)
    if primary(language) == "fr" and "IC" in text:  # "IC95%": the confidence interval at 95 %
        text = re.sub(r"\bIC\s?(\d{2})\s?%", r"IC à \1 %", text)
    if primary(language) == "de" and "KG" in text:  # "10 mg/kg KG": per kilogram of body weight
        text = re.sub(r"(?<=/kg)\s+KG\b", " Körpergewicht", text)
    if primary(language) == "de" and "str." in text:  # "Hauptstr. 5", "Lehnert-Str.": the street
        text = re.sub(r"(?<=[a-zäöüß])str\.(?=\s*(?:\d|[,;:)]|[a-zäöüß]))", "straße", text)
    if primary(language) == "en" and "Y" in text:  # "FY2010-11": a fiscal (calendar, academic) year, then its years
        text = re.sub(r"\b([FCAS]Y)(?=(?:19|20)?\d\d(?:[-–/]\d\d(?:\d\d)?)?\b)", r"\1 ", text)
    if primary(language) == "en" and "K" in text:  # "rose by 175K", "1.5K followers": thousand ("a 10K run" stays)
        text = re.sub(r"(?<![\w$€£¥.,])(\d{3}|\d{1,3}\.\d)K\b(?!-|\s+(?:run|race|resolution|video|display|TV|monitor))",
                      r"\1 thousand", text)
    if primary(language) == "en" and re.search(r"\d\.\s+(?:and|or|but|to|with|of|in|for)\b", text):
        # "starting with 756. and": a code's dot
        text = re.sub(r"(?<=\d)\.(?=\s+(?:and|or|but|to|with|of|in|for)\b)", "", text)
    if primary(language) == "en" and "C" in text:  # "late C12th": the twelfth century, as British historians write it
        text = re.sub(r"(?<![\w.])C(1\d|2[01]|[1-9])(st|nd|rd|th)\b", r"\1\2 century", text)
    if primary(language) == "en" and "Form " in text:  # "Form 1040", "Form 990": ten forty, nine ninety
        text = re.sub(r"\b(Forms?)\s(\d{3,4})\b(?![.,]\d|-\d)",
                      lambda found: f"{found[1]} {_words(int(found[2]), language, to='year')}", text)
    if primary(language) == "en" and "est." in text:  # "est. 1890": established; "(est. 2.3 billion)": estimated
        text = re.sub(r"\b[Ee]st\.(?=\s(?:1[0-9]|20)\d\d\b(?![.,]\d))", "established", text)
        text = re.sub(r"\b([Ee])st\.(?=\s[\d$€£~])", r"\1stimated", text)
    if primary(language) == "en" and ", " in text:
        text = _US_STATE.sub(lambda found: US_STATES[found[1]] + ("." if re.match(r"\s*$|\s+[A-Z]", found.string[
            found.end():]) and not re.match(r"\s+[A-Z]\w*,", found.string[found.end():]) else ""), text)
    if "min." in text and primary(language) in _MINIMUM:  # "avec un min. d'une nuit" (after a number, minutes)
        text = re.sub(r"(?<![\d\w.])(?<!\d\s)min\.(?=\s+[^\W\d])", _MINIMUM[primary(language)], text)
    for short, long in _TITLES_SAID.get(primary(language), {}).items():
        if short in text:
            # not in a journal's abbreviated name ("Annu. Rev. Biochem.")
            # a person's initial for a name withheld ("Mme X...", "M. Y...", "M. X a assigné")
            text = re.sub(rf"(?<![\w.])(?<!\.\s){re.escape(short)}(?=\s+[A-ZÀ-Ý][a-zà-ÿ]|\s+(?:and|et)\s"
                          r"|\s+[A-Z](?:\.{3}|…)|\s+[XYZ]\b(?![.'’]\w))", long, text)
    if primary(language) == "en" and re.search(r"(?:under|over)[-\s]\d", text):  # "under-16s", "under 16s": sixteens
        text = re.sub(r"\b((?i:under|over)[-\s])(\d{1,2})s\b", lambda found: found[1] + _age_group(int(found[2])), text)
    if primary(language) == "en" and re.search(r"\d(?:st|nd|rd|th)\s?c\b", text):  # "(11th c)": the eleventh century
        text = re.sub(r"(?<![\w.])(\d{1,2}(?:st|nd|rd|th))\s?c(?:\.(?=\s+(?:[a-z]|BCE?\b|AD\b|CE\b)))?(?=[\s.),;:]|$)",
                      r"\1 century", text)
    for short, opening, inside, said, long in _before_a_number(primary(language)):
        if short in text:
            text = inside.sub(long + " ", opening.sub(said + " ", text))
    if primary(language) == "en" and re.search(r"\b[bd]\.", text):
        text = _BORN_DIED_EN.sub(lambda found: f"{found[1]}{'born' if found[2] == 'b' else 'died'} ", text)
        text = re.sub(r"\b((?:[Ww]as|were)\s+)b\.(?=\s+(?:at|in|on|near)\s+(?:the\s+)?[A-Z\d])", r"\1born",
                      text)  # "was b. at Neustadt", "was b. in 1491"
        text = _DIED_EN.sub(lambda found: "died" if re.search(r"\b(?:(?i:he|she|who)\s$|born\b[^;]*\band\s$)",
                                                              text[:found.start()]) else found[0], text)
    if "vol" in text and primary(language) in _BY_VOLUME and _DRINK.search(text):  # "Alc. 13,5 % vol.": by volume
        text = re.sub(r"\s?%\s?vol\b(?:\.(?=\s+[a-zà-ÿ]))?", _BY_VOLUME[primary(language)], text)
    for at_end, with_stop, inside, expansion in _abbreviation_patterns(primary(language)):
        if with_stop.endswith(".") and expansion in _ENDS_SENTENCES:
            text = re.sub(at_end.pattern[:-1] + r"(?=\s+[\"'“‘«¿¡(]*[^\W\d_a-zß-ÿ])", with_stop, text)
        text = inside.sub(functools.partial(_expanded, expansion), at_end.sub(with_stop, text))
    return text


_MONTH_EN = "|".join(sorted(MONTH_NAMES_EN, key=len, reverse=True))
_BORN_DIED_EN = re.compile(rf"(\(|\b[A-Z][a-z]+,\s|\d\s?[–—-]\s?)([bd])\.\s?"
                           rf"(?=\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTH_EN})\b|(?:{_MONTH_EN})\.?\s+\d{{1,2}}\b)")
"""A life's date after "b." or "d." (born, died) in brackets or after a name's comma: "(b. 12 May 1950)", "Smith, d.
May 3, 1890" (a year alone after them is read with the other abbreviations before a number)."""


_DIED_EN = re.compile(rf"(\(|\b[A-Z][a-z]+,\s|\d\s?[–—-]\s?)([bd])\.\s?"
                           rf"(?=\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTH_EN})\b|(?:{_MONTH_EN})\.?\s+\d{{1,2}}\b)")
"""A life's date after "b." or "d." (born, died) in brackets or after a name's comma: "(b. 12 May 1950)", "Smith, d.
May 3, 1890" (a year alone after them is read with the other abbreviations before a number)."""


def _so_called(found: re.Match[str]) -> str:
    """"sog." agreeing with its noun by the article before it ("der sog. Nasciturus": sogenannte, "vom sog.":
    sogenannten); with none, by the noun's gender unless a plural's ending makes it unsure ("(sog. Nasciturus":
    sogenannter; "sog. Altlasten": sogenannte)."""
    before = found.string[:found.start()]
    determined = re.search(r"\b(?i:der|die|das|den|dem|des|eine[mnrs]?|ein|zum|zur|vom|im|beim|am|ins)\s$", before)
    if not determined and (re.search(r"(?:e|en|n|er|el)$", found[2]) or re.search(r"[^iu]s$", found[2])):
        return f"{found[1]}ogenannte"  # "sog. Cookies": a plural
    if determined and determined[0].strip() == "der" and guessed_feminine(found[2], "de"):
        return f"{found[1]}ogenannten"  # "der sog. Regel": a feminine noun's dative or genitive
    return f"{found[1]}ogenannt{adjective_ending(before, found[2])}"


_DIED_EN = re.compile(r"(?<=[a-z] )d\.(?=\s+(?:at|in|on|near)\s+(?:the\s+)?(?:[A-Z][a-z]|1\d{3}\b|20\d\d\b))")
"""A death's "d." before its place or year, said "died" after its subject ("who d. at Wels") or once a birth is
told before it ("b. in 1491 and d. in 1547"); elsewhere a letter ("item d. in 2020")."""
_PER_HUNDRED_FR = re.compile(r"(?<![\w.,/-])(\d{1,3}(?:,\d{1,2})?)[ \u00a0\u202f]?p\.[ \u00a0\u202f]?100(0?)"
                             r"(?![\w.,]?\d)")
"""A share written the old French way after its number: "7 p. 100" (pour cent), "2 p. 1000" (pour mille)."""
_CITED_BEFORE_FR = re.compile(r"(?:\b(?i:t|tome|vol|volume|chap|chapitre|livre|fasc|n°|no|art|article|ch|pl|fig|pp?|éd"
                              r"|édition|[§])\.?|[§°])\s*$")
"""Words before a number that cite a work's part: after them "p. 100" is its page ("t. 2 p. 100"), and so it is
opening a piece (one cut after "t.")."""
_ADDRESS_ES = re.compile(r"(?:\b(?i:calle|avenida|avda\.|avd\.|av\.|plaza|pza\.|paseo|camino|carretera|ctra\.|ronda"
                         r"|travesía|polígono|pol\.|urbanización|urb\.|glorieta|rambla|barrio|edificio|nave|parcela|km\.?)"
                         r"|\b[Cc]/)"
                         r"[^;()]*$")
"""A street's word before "s/n" in its clause: an address without a number ("Avda. del Vino s/n"), no
signal-to-noise ("relación señal/ruido (s/n)")."""
_AFTERNOON_24 = re.compile(r"(?<![\w.,:£$€¥])(?<![£$€¥]\s)(1[3-9]|2[0-3])(?:[.:]([0-5]\d))?\s?([Pp]\.?[Mm]\b\.?)")
"""An hour of the afternoon on the 24-hour clock with "p.m." after it as well ("13.30 p.m.", "17 p.m."): the clock's
time, said once; "pm" without its stops only after the clock's minutes or a word of the clock ("until 17pm"), never
after a currency's sign ("£20 pm": a month's)."""


def _afternoon_24(found: re.Match[str]) -> str:
    """"17 p.m.": seventeen hundred; "13.30 p.m.": thirteen thirty, the clock's time said as written."""
    if "." not in found[3][:2] and not found[2] and not re.search(r"\b(?i:until|till|to|from|at|by)\s+$",
                                                               found.string[:found.start()]):
        return found[0]  # "£20 pm" (a month's), "17 pm" (picometres): no clock's time
    minutes = int(found[2] or 0)
    said = "hundred" if not minutes else f"oh {_words(minutes, 'en')}" if minutes < 10 else _words(minutes, "en")
    return f"{_words(int(found[1]), 'en')} {said}{sentence_stop(found)}"


_COMPASS_EN = {"N": "north", "S": "south", "E": "east", "W": "west"}
_COORDINATE_EN = re.compile(r"(?<=\d)(\s?°)?\s?([NSEW])\.?\s?(long|lat)\.(?=[\s,;:)]|$)")
"""A degree of longitude or latitude written after its number as old atlases do ("87 E. long.", "28° N. lat.")."""
_DENOMINATIONS_DE = {"ev": "evangelisch", "evang": "evangelisch", "kath": "katholisch", "luth": "lutherisch",
                     "ref": "reformiert", "röm": "römisch", "altkath": "altkatholisch"}
"""A German church's denomination written short before its noun ("die ev. Kirche", "Zur ev.-luth. Gemeinde")."""
_DENOMINATION_DE = re.compile(r"(?<![\w.-])((?:(?i:ev|evang|röm|altkath|kath|luth|ref)\.-)?)"
                              r"(?i:(ev|evang|kath|luth|ref))\.\s+(?=[A-ZÄÖÜ][a-zäöüß])")


_DENOMINATION_END = re.compile(r"(?:^|[\s(]|\.-)(?i:ev|evang|kath|luth|ref)\.$")
"""A German church's denomination written short at the end of a piece of text ("Zur ev.-luth.")."""
_CHURCH_NOUN_DE = re.compile(r"(?:[A-ZÄÖÜ]\w*(?:kirche|kirchen|gemeinde|gemeinden|pfarrei|kapelle|schule|gymnasium"
                             r"|kindergarten|kita|akademie|hochschule|fakultät|seelsorge|jugend|friedhof|gottesdienst"
                             r"|gottesdienste|krankenhaus|stift|kloster|dekanat|landeskirche|christen|pfarrer|pfarrerin"
                             r"|pastor|pastorin|bischof|bischöfin|theologe|theologin|theologie|religion|diakonie"
                             r"|bekenntnis|bekenntnisses|konfession|kirchenkreis|bistum|diözese|verein)"
                             r"|Kirche\w*|Gemeinde\w*|Pfarr\w*|Kapelle\w*|Kloster\w*|Christ\w*|Bekenntnis\w*"
                             r"|Kindergart\w*|Kita\w*|Jugend\w*|Religion\w*|Theolog\w*|Diakon\w*|Pastor\w*"
                             r"|Bischof\w*|Dekanat\w*|Diözese\w*|Bistum\w*|Friedhof\w*|Gottesdienst\w*|Schule\w*"
                             r"|Grundschule\w*|Gymnasium|Hochschule\w*|Akademie\w*|Fakultät\w*|Krankenhaus\w*"
                             r"|Stift\w*|Seelsorge\w*|Landeskirche\w*|Priester\w*|Dom\w*|Münster|Konfession\w*)\b")
"""The nouns a church's denomination written short qualifies ("die ev. Kirche", "der kath. Pfarrer"): no other
("Bitte ev. Änderungen mitteilen": eventuell; "Maria Schulz, kath. Tochter des Müllers")."""
_PREDICATE_DE = re.compile(r"(?:\b(?i:ist|war|sind|waren|wurde|wurden|bleibt|blieb|überwiegend|vorwiegend|mehrheitlich"
                           r"|rein|getauft)|:)\s+(?:(?i:ev|evang|röm|altkath|kath|luth|ref)\.-)?$")
"""What makes a denomination written short the predicate or a form's field ("Er ist kath.", "Konfession: ev."), its
sentence ended after it."""


def _before_a_church(before: str, after: str) -> bool:
    """Whether a denomination written short (ending ``before``) qualifies the noun ``after`` begins with."""
    stem = re.sub(r"(?:(?i:ev|evang|röm|altkath|kath|luth|ref)\.-)?(?i:ev|evang|kath|luth|ref)\.\s*$", "", before)
    after = re.sub(r"^\s*(?i:ev|evang|kath|luth|ref)\.\s+", "", after)  # "Ev. Luth. Kirche": two, one church
    return bool(_CHURCH_NOUN_DE.match(after)) and not _PREDICATE_DE.search(stem + " ")


def _denomination_de(found: re.Match[str]) -> str:
    """The denomination said as an adjective in its case: "zur evangelisch-lutherischen Kirchengemeinde"; only
    before a church's or its people's noun."""
    before, noun = found.string[:found.start()], found.string[found.end():].split()[0]
    if noun.strip(",.;:") in SENTENCE_OPENERS_DE or not _before_a_church(found.string[:found.end()],
                                                                         found.string[found.end():]):
        return found[0]
    first = _DENOMINATIONS_DE[found[1][:-2].lower()] + "-" if found[1] else ""
    if re.match(r"(?i:ev|evang|kath|luth|ref)\.\s", noun + " "):  # "Ev. Luth. Kirche": Evangelisch-Lutherische
        said = f"{first}{_DENOMINATIONS_DE[found[2].lower()]}-"
        return said[:1].upper() + said[1:] if found[0][:1].isupper() else said
    said = f"{first}{_DENOMINATIONS_DE[found[2].lower()]}{adjective_ending(before, noun)} "
    chained = re.search(r"\b((?i:ev|evang|kath|luth|ref))\.\s+$", before)  # "die ev. Ref. Kirche": as the first
    capital = chained[1][:1].isupper() if chained else found[0][:1].isupper()
    return said[:1].upper() + said[1:] if capital else said


FRENCH_CODES = {"C.civ.": "code civil", "C.pén.": "code pénal", "C.com.": "code de commerce",
                "C.trav.": "code du travail", "C.urb.": "code de l'urbanisme", "C.consom.": "code de la consommation",
                "C.env.": "code de l'environnement", "C.pr.civ.": "code de procédure civile",
                "C.pr.pén.": "code de procédure pénale", "C.assur.": "code des assurances", "C.rur.": "code rural",
                "C.sant.publ.": "code de la santé publique", "C.éduc.": "code de l'éducation"}
"""French codes as lawyers abbreviate them after an article ("art. 1240 C. civ.", "L. 151-48 C.urb.")."""
_FRENCH_CODE = re.compile(r"(?<![\w.])(C\.\s?(?:civ|pén|com|trav|urb|consom|env|pr\.\s?civ|pr\.\s?pén|assur|rur"
                          r"|sant\.\s?publ|éduc)\.)(?=[\s,;:)]|$)")


def _decimal_er(digits: str, language: str) -> str:
    """The German adjective of a decimal's digits after its comma: "4" vierer, "25" fünfundzwanziger."""
    if len(digits) <= 2 and not digits.startswith("0"):
        return (_words(int(digits), language) or digits).replace("eins", "ein") + "er" \
            if digits != "1" else "einser"
    return "-".join(DIGITS["de"][int(d)] for d in digits[:-1]) + "-" + DIGITS["de"][int(digits[-1])] + "er"


_MINIMUM = {"en": "minimum", "fr": "minimum"}
PAGE_WORDS = {"en": ("page", "pages"), "es": ("página", "páginas"), "fr": ("page", "pages"), "de": ("Seite", "Seiten")}
_CITED_PAGE = re.compile(r"(?<=\()([A-Z][^\W\d_'’-]*(?:['’-][^\W\d_]+)*(?: (?:et al\.|and|&|und|et|y) [A-Z][^\W\d_]+)?)"
                         r",? ((?:1[5-9]|20)\d\d[a-z]?): ?(\d{1,4}([-–]\d{1,4})?)(?=[);])")
"""An author-year citation with its page ("(Pettingill 1985: 295)", "(Smith et al. 2001: 45–47)")."""

US_STATES = {
    "Ala": "Alabama", "Ariz": "Arizona", "Ark": "Arkansas", "Calif": "California", "Colo": "Colorado",
    "Conn": "Connecticut", "Del": "Delaware", "Fla": "Florida", "Ga": "Georgia", "Ill": "Illinois", "Ind": "Indiana",
    "Kan": "Kansas", "Ky": "Kentucky", "La": "Louisiana", "Md": "Maryland", "Mass": "Massachusetts",
    "Mich": "Michigan", "Minn": "Minnesota", "Miss": "Mississippi", "Mo": "Missouri", "Mont": "Montana",
    "Neb": "Nebraska", "Nev": "Nevada", "N.H": "New Hampshire", "N.J": "New Jersey", "N.M": "New Mexico",
    "N.Y": "New York", "N.C": "North Carolina", "N.D": "North Dakota", "Okla": "Oklahoma", "Ore": "Oregon",
    "Pa": "Pennsylvania", "R.I": "Rhode Island", "S.C": "South Carolina", "S.D": "South Dakota",
    "Tenn": "Tennessee", "Vt": "Vermont", "Va": "Virginia", "Wash": "Washington", "W.Va": "West Virginia",
    "Wis": "Wisconsin", "Wyo": "Wyoming",
}
"""The states of the United States as news writes them after a town (AP style: "Urbana, Ill.")."""
_US_STATE = re.compile(
    rf"(?<=[a-z], )({'|'.join(re.escape(short) for short in sorted(US_STATES, key=len, reverse=True))})\.(?!\w)")


_HOUSE_NUMBER_EN = re.compile(
    r"(?<![\w.,$#/-])([1-9]\d{2,3})(?=\s+(?:(?:North|South|East|West|[NSEW]\.)\s+)?(?:\d+(?:st|nd|rd|th)|[A-Z][a-z]+)"
    r"\s+(?:St|Street|Ave|Avenue|Rd|Road|Lane|Ln|Blvd|Boulevard|Drive|Dr|Way|Court|Ct|Place|Pl|Terrace|Parkway)\b)"
    r"(?!\s+(?:shares?|stock)\b)")
"""A house number before its street ("2257 34th St.", "150 W. 17th St."): said in pairs, as an address is."""


def _house_number_en(number: str) -> str:
    """"2257": twenty-two fifty-seven, "150": one fifty, "1905": nineteen oh five, "2200": twenty-two hundred."""
    head, tail = int(number[:-2]), int(number[-2:])
    rest = "hundred" if tail == 0 else f"oh {_words(tail, 'en')}" if tail < 10 else _words(tail, "en")
    return f"{_words(head, 'en')} {rest}"


def _streets_en(text: str) -> str:
    """"150 W. 17th St.": West 17th Street; "St. Paul": Saint Paul."""
    text = re.sub(r"(?<=\d )([NSEW])\.(?=\s+(?:\d+(?:st|nd|rd|th)|[A-Z]))",
                  lambda found: {"N": "North", "S": "South", "E": "East", "W": "West"}[found[1]], text)
    text = re.sub(r"\bSt\.(?=\s+[A-Z])(?<!\d(?:st|nd|rd|th) St\.)", "Saint", text)
    # "in London's St James's Park", "St Andrews": Saint, as British English writes it without a stop (not a street's
    # "Main St" after a name)
    text = re.sub(r"(?:(?<=^)|(?<=[a-z,;:(]\s)|(?<=['’]s\s))St(?=\s+[A-Z][a-z])", "Saint", text)
    text = re.sub(r"(?<=\d(?:st|nd|rd|th) )St\.(?=\s+[A-Z])", "Street.", text)  # "17th St. It": the sentence ends
    text = re.sub(r"(?<=\w )St\.(?=\s*(?:[,;:)]|$|\s+[a-z]|\s+\d))", "Street", text)
    # "2nd Ave NW": Second Avenue Northwest, a street's kind and its quarter of the city after its name
    text = re.sub(r"(?<=\d(?:st|nd|rd|th) )St\b(?!\.)", "Street", text)  # "5th St SE"
    text = re.sub(r"(?<=\d(?:st|nd|rd|th) )Ave\b\.?|(?<=[A-Z][a-z] )Ave\b\.?(?=\s+(?:[NS][EW]|[NSEW])\b)", "Avenue",
                  text)
    return re.sub(r"\b(Avenue|Street|Road|Boulevard|Drive|Way|Place|Court|Lane|Ave|St|Rd|Blvd|Dr)(\.?)\s+([NS][EW])\b",
                  lambda found: f"{found[1]}{found[2]} {_QUARTERS[found[3]]}", text)


_KNITTED = {"st": "stitches", "sts": "stitches", "rnds": "rounds"}
_QUARTERS = {"NW": "Northwest", "NE": "Northeast", "SW": "Southwest", "SE": "Southeast"}


def _age_group(age: int) -> str:
    """An English age said as a group of people ("16s": sixteens, "50s": fifties)."""
    words = _words(age, "en") or str(age)
    return words[:-1] + "ies" if words.endswith("y") else words + "s"


def _expanded(expansion: str, found: re.Match[str]) -> str:
    """The expansion, and a space before a number written against the abbreviation ("th.6": thermostat 6)."""
    return expansion + (" " if found.string[found.end():found.end() + 1].isdigit() else "")


_ENDS_SENTENCES = frozenset({"et cetera", "etcétera", "und so weiter", "eccetera", "enzovoort", "und vieles mehr",
                             "oder Ähnliches"})
"""Expansions of abbreviations that often end a sentence: before a capital they keep their stop."""


def speak_elisions(text: str, language: str) -> str:
    """``[...]``, ``[…]`` and ``(...)``, which mark words left out of a quotation, are not read; nor are an
    encyclopedia's reference marks glued to what they annotate (``Hungen.[6][7]``, ``(670 mi).[3]``,
    ``[a]``, ``[citation needed]``); nor are the angle brackets around a placeholder's name (``<loop.index>``,
    ``<your_github_username>``), which a voice would read as "less than"."""
    if "<" in text:
        # "<id><TAB><filename>.rst": placeholders written against each other said apart, with a pause
        text = _PLACEHOLDER.sub(_placeholder, text)
    text = _REFERENCE_MARK.sub("", _ELISION.sub(" ", text))
    return _SPACED_NOTE_MARK.sub(lambda found: _spaced_note_mark(found, primary(language)), text) if " [" in text \
        else text


_SPACED_NOTE_MARK = re.compile(
    r"(?<=[^\W_]|[\"”’»)])\s\[\d{1,3}(?:\s?[-–,]\s?\d{1,3})*\](?:,?\s?\[\d{1,3}(?:\s?[-–,]\s?\d{1,3})*\])*"
    r"(?=(?P<end>[.,;:!?]?$|[.,;:!?)]\s)|\s[a-zäöüßàâçéèêëîïôûùÿñáíóú])")
"""A numbered note's mark typed after a space in prose ("epidural [12].", "sur l'âge » [4].", "Norm prEN 12502 [2],
deren …"), as plain text, a PDF or a Word file keeps it: the readers take out the marks a page's markup shows
(html ``<sup>``, Markdown's ``[^1]``), these survive as text."""
NAMES_A_NOTE = {
    "en": r"footnotes?|notes?|refs?\.?|references?|see(?: also)?|cf\.?|sources?|press|key|option|step|item"
          r"|equation|eq\.?",
    "de": r"Fußnoten?|Anmerkung(?:en)?|Quellen?|siehe(?: auch)?|vgl\.|Taste|(?:drücken|wählen)(?: Sie)?|drücke|wähle"
          r"|Schritt|Gleichung",
    "fr": r"notes?|renvoi|voir(?: aussi)?|cf\.?|sources?|touche|appuyez(?: sur)?|tapez|étape|équation",
    "es": r"notas?|véase|ver|cf\.?|fuentes?|tecla|pulse|marque|paso|ecuación",
}
"""Words that name the number in brackets after them ("Die Fußnote [3] erklärt", "see [4]", "press [1]"): it is
said, no note's mark."""


OBJECT_BEFORE_NOTE = {
    "en": r"in|from|by|of|to|with|following|extends?|than|compare",
    "de": r"in|aus|von|nach|gemäß|laut|bei",
    "fr": r"dans|de|par|en|selon",
    "es": r"en|de|por|según",
}
"""Prepositions and verbs whose object the number in brackets is ("In [5], the authors", "Wie in [3], [4] gezeigt"):
without it the clause breaks, so it is said."""


@cache
def _names_a_note(code: str) -> re.Pattern[str]:
    words = f"{NAMES_A_NOTE.get(code, NAMES_A_NOTE['en'])}|{OBJECT_BEFORE_NOTE.get(code, OBJECT_BEFORE_NOTE['en'])}"
    return re.compile(rf"\b(?i:{words})\s$")


def _spaced_note_mark(found: re.Match[str], code: str) -> str:
    """A note's mark at a clause's end, after a standard's number or a year before the clause goes on ("die DIN
    50930-6 [3] zu erarbeiten"), or marks in a row, are left out; after a word that names it ("siehe [3]"), or after a
    word with the clause going on ("Press [1] to continue", "the interval [1, 5] is"), or after a preposition whose
    object it is ("In [5], the authors"), or after a count ("The score was 3 [2] after"), the number is said."""
    before = found.string[max(0, found.start() - 20):found.start() + 1]
    if _names_a_note(code).search(before):
        return found[0]
    chained = found[0].count("[") > 1  # "in der Literatur [4], [5] und …": marks in a row
    if chained and (_LISTED_AFTER_MARKS.match(found.string, found.end())
                    or re.fullmatch(r"(?:,?\s?\[\d+(?:\s?,\s?\d+)+\])+", found[0].strip())):
        return found[0]  # "Answers [1], [2] and [3]": items listed; "[1, 2], [3, 4]": pairs of values
    return "" if found["end"] is not None or chained or _NUMBERED_BEFORE_NOTE.search(before.rstrip()) else found[0]


_LISTED_AFTER_MARKS = re.compile(r"\s(?i:and|or|und|oder|et|ou|y|o)\s\[")
"""Brackets in a row before a conjunction and another bracket: a list of numbered items, not notes' marks."""
_NUMBERED_BEFORE_NOTE = re.compile(rf"(?:\b(?:{STANDARD_BODIES})\s?[\d\s./:-]*\d|\b(?:1[5-9]|20)\d\d)$")
"""A standard's number or a year before a note's mark, the clause going on ("die DIN 50930-6 [3] zu", "in 2012 [6]
the"): the mark is left out; after a count ("The score was 3 [2] after") the number in brackets is said."""


_ELISION = re.compile(r"\s*[\[(]\s*(?:\.{3}|…)\s*[\])]\s*")
_PLACEHOLDER = re.compile(r"(?<![\w<])(?<!<\s)<([^\W\d][\w.-]{0,60}(?: [^\W\d][\w.-]{0,30}){0,3})>(?!>)"
                          r"(?=(<(?=[^\W\d][\w. -]{0,60}>)|\w)?)")
_HTML_TAGS = frozenset({"a", "b", "i", "u", "s", "q", "em", "strong", "small", "mark", "code", "kbd", "tt", "sub",
                        "sup", "del", "ins", "span", "div", "p", "br", "li", "pre", "blockquote", "h1", "h2", "h3"})
"""HTML tags that prose quotes around a word ("a <b>bold</b> word"): markup, not a placeholder glued to its word."""


def _placeholder(found: re.Match[str]) -> str:
    """A placeholder's name without its angle brackets, apart from a word or a placeholder glued after it; an HTML
    tag glued to its word stays as written."""
    if found[2] and found[2] != "<" and found[1].lower() in _HTML_TAGS:
        return found[0]
    return found[1] + (", " if found[2] == "<" else " " if found[2] else "")


_REFERENCE_MARK = re.compile(r"(?<=[^\W_]|[.,;:!?)\"”’»])(?<!\b[a-z])"  # a[1]: an index after a one-letter name
                             r"(?:\[(?:[1-9]\d{0,2}|[a-z]|(?i:note|nb|n) \d{1,3}|citation needed)\])+"
                             r"(?=[\s.,;:!?)\"”’«»]|$)")


def speak_identifiers(text: str, language: str) -> str:
    """An identifier such as ``CVE-2018-1000622`` or ``RFC-2119`` is read as written: its letters,
    then each group of digits, a long one (five digits or more) digit by digit, with a short pause
    between groups, instead of as one subtraction of large numbers. So is a long number after an
    abbreviation that labels it (``NHC 4521987``, ``DNI 12345678``, ``PLZ 80331``): a record's number,
    not a count (a currency code's amount, ``USD 50000``, and a number of up to six digits before a word,
    ``UE 45000 personas``, are)."""
    def spoken(match: re.Match[str]) -> str:
        head, groups = match[1], match[2].strip("-").split("-")
        said = [" ".join(group) if len(group) >= 5 else  # "EIP-2718": English says four figures in pairs
                (_words(int(group), language, to="year") or group) if len(group) == 4 and primary(language) == "en"
                and not group.startswith("0") else group for group in groups]
        return f"{head} " + ", ".join(said)

    digits = DIGITS.get(primary(language))

    def labelled(match: re.Match[str]) -> str:
        number = match["number"]
        counting = len(number) <= 6 and re.match(r"[ \u00a0]+[a-zà-ÿ]", match.string[match.end():])
        if match["label"] in _currency_codes() or counting:
            return match[0]  # "USD 50000"; "UE 45000 personas" counts people
        said = " ".join(digits[int(digit)] for digit in number) if digits else " ".join(number)
        return f"{match['label']}{match['gap']}{said}"

    text = _LABELLED_NUMBER.sub(labelled, _IDENTIFIER.sub(spoken, text))
    if digits and _STANDARD.search(text):  # "VDE 0100", "VDE0100": a standard's number with its zero, as written
        text = _STANDARD.sub(lambda match: f"{match[1]} " + " ".join(digits[int(digit)] for digit in match[2]), text)
    if digits and re.search(r"\d{5}\s+[A-ZÀ-Ý]", text):
        text = _POSTAL_CODE.sub(lambda match: " ".join(digits[int(d)] for d in match[1]) if _ADDRESS_BEFORE.search(
            match.string, max(0, match.start() - 50), match.start()) else match[0], text)
    return text


_STANDARD = re.compile(r"\b(VDE|DIN|EN|ISO|IEC|BS|NF|UNE|ÖNORM|SN|ASTM|ANSI|IEEE)\s?(0\d{2,5})\b(?![.,]\d)")
"""A standard's name and a number written with a leading zero ("VDE 0100"), said digit by digit."""
_POSTAL_CODE = re.compile(r"(?<![\w.,-])(\d{5})(?=\s+[A-ZÀ-Ý][a-zà-ÿß]+(?:[\s,.;)]|$))")
_ADDRESS_BEFORE = re.compile(
    r"(?:(?<![\d.,])\d{1,3}[a-z]?,?\s|(?i:straße|strasse|str\.|weg|platz|allee|gasse|damm|rue|avenue|boulevard|calle"
    r"|avenida|avda\.|plaza|paseo|street|road|drive|lane)[^\d,;]{0,30},\s|(?i:straße|strasse|str\.)\s|\bD-"
    r"|\b[A-Z]{2}\s)$")
"""A five-digit postal code before its town, after a street and house number ("Thomasstraße 12, 44135 Dortmund",
"Avda. de Manoteras, 54 - 28050 Madrid", "Springfield, IL 62701 USA"): read digit by digit, as on an envelope."""


_IDENTIFIER = re.compile(r"(?<![\w./-])([A-Z][A-Z0-9]*)((?:-\d+){1,4})(?![\w/-]|[.,]\d)")
_LABELLED_NUMBER = re.compile(
    r"(?<![\w./-])(?P<label>[A-Z]{2,6})(?P<gap>:?[ \u00a0]+)(?P<number>\d{5,15})"
    r"(?![\w]|[.,]\d|[ \u00a0]*[%‰°])"
)


@cache
def _currency_codes() -> frozenset[str]:
    """The ISO 4217 codes of the currencies some territory uses today (Babel's data): "PLZ" is a German postal
    code's label now, not the zloty of 1994."""
    from babel.core import get_global
    from babel.numbers import get_territory_currencies

    return frozenset(code for territory in get_global("territory_currencies")
                     for code in get_territory_currencies(territory))


def speak_digit_groups(text: str, language: str) -> str:
    """Groups of digits joined by hyphens that are no range (see :func:`_is_range`) are read group
    by group, each digit by digit, with a short pause between groups: a phone number
    (``555-1234``, ``1-800-555-1234``), an ISBN, a code with a leading zero (``0800-123456``).

    A date (``30-01-2017``, ``01-30-2017``, a month 13 in ``2017-13-45``) is not read so, nor a time
    (``10:30-11:00``) or a number with decimals or grouped thousands: the number step reads them.
    """
    def spoken(match: re.Match[str]) -> str:
        groups = match[0].split("-")
        after = match.string[match.end():]
        if (len(groups) == 2 and _is_range(groups[0], groups[1], after)) or _DATE_SHAPED.fullmatch(match[0]):
            return match[0]
        if len(groups) >= 3 and all(len(group) <= 2 and group[0] != "0" for group in groups) \
                and all(int(low) < int(high) for low, high in itertools.pairwise(groups)):
            return ", ".join(groups)  # "platos 22-32-44": a set of values, smallest first, no number to dial
        toll_free = primary(language) == "en" and groups[:2] == ["1", "800"] and len(groups) > 2
        return ", ".join("eight hundred" if toll_free and index == 1 else
                         " ".join(_words(int(digit), language) or digit for digit in group)
                         for index, group in enumerate(groups))  # "1-800-633-4227": one, eight hundred, …

    return _DIGIT_GROUPS.sub(spoken, text)


_DIGIT_GROUPS = re.compile(r"(?<![\w.,/-])(?<!\d:)\d+(?:-\d+)+(?![\w/-]|[.,:]\d)")
_DATE_SHAPED = re.compile(r"\d{1,2}-\d{1,2}-\d{4}|\d{4}-\d{1,2}-\d{1,2}")


def _is_range(first: str, second: str, after: str = "") -> bool:
    """Whether ``first-second`` is a range: neither starts with a zero (a code), and the second is
    larger ("4-6", "2001-2006") or shorter ("1990-95"), or smaller in years before Christ ("604-562 v. Chr.",
    ``after`` it); three digits and four are a phone number ("555-1234") unless both end in zero ("300-1200")."""
    if re.match(r"0\d", first) or re.match(r"0\d", second):
        return False
    if len(first) == 3 and len(second) == 4 and not (first.endswith("0") and second.endswith("0")):
        return False
    return int(second) > int(first) or len(second) < len(first) or bool(_BEFORE_CHRIST.match(after))


_BEFORE_CHRIST = re.compile(r"\s*(?:BCE?\b|B\.C\.|(?i:vor Christus|v\.\s?Chr\.|avant Jésus-Christ|av\.\s?J\.-C\."
                            r"|antes de Cristo|a\.\s?C\.|a\.\s?de\s?C\.))")
"""Years before Christ, after a range that counts down ("604-562 v. Chr.")."""


# ---------------------------------------------------------------- dates

_ISO_DATE = re.compile(r"(?<![\w./-])(\d{4})-(\d{2})-(\d{2})(?![\w/-]|[.,]\d|:\d)")
_DAY_FIRST = re.compile(r"(?<![\w./-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?![\w/-]|[.,]\d)")
_EN_MONTH_DAY = re.compile(
    rf"(?<![\w-])({'|'.join(sorted(MONTH_NAMES_EN, key=len, reverse=True))})\.?\s+"
    r"(\d{1,2})(?:st|nd|rd|th)?(?![\d:.,]\d|\w)"
)
_ROMAN_MONTHS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
_ROMAN_MONTH_DATE = re.compile(
    rf"(?<![\w.-])(\d{{1,2}})([-./ ])({'|'.join(reversed(_ROMAN_MONTHS))})\2(\d{{4}})(?![\w-])")
"""A date with its month in Roman numerals ("10-IX-1838", "3.X.1990")."""
_MONTH_VARIANTS: dict[str, dict[int, tuple[str, ...]]] = {
    "de": {3: ("Mär", "Mrz"), 9: ("Sep",)}, "fr": {2: ("fév",), 9: ("sep",)}, "es": {9: ("sep", "set")},
}
"""Abbreviations of months in use beside Babel's ("Mär." for März)."""


@cache
def _month_pattern(code: str, locale: Locale) -> tuple[re.Pattern[str], dict[str, str]]:
    """A day, then a month's abbreviated name (Babel's, "Mär.", "juil.", "may") or, in German, its full name
    written against the day's full stop ("1.November"); and each abbreviation's full name."""
    wide = locale.months["format"]["wide"]
    full: dict[str, str] = {}
    for number, short in locale.months["format"]["abbreviated"].items():
        for name in (short.rstrip("."), *_MONTH_VARIANTS.get(code, {}).get(number, ())):
            if name.lower() != wide[number].lower():
                full[name.lower()] = wide[number]
    names = "|".join(sorted((re.escape(name) for name in full), key=len, reverse=True))
    day = r"(?P<day>\d{1,2})" + {"de": r"\.\s?", "es": r"\s(?P<of>de\s)?"}.get(code, r"\s")
    wides = "|".join(re.escape(name) for name in wide.values())
    pattern = rf"(?<![\w.,]){day}(?:(?P<short>(?i:{names}))\.?|(?P<wide>{wides}))(?=\s\d{{4}}\b|[\s,;.!?)]|$)"
    return re.compile(pattern), full


def _months_in_full(text: str, code: str, locale: Locale) -> str:
    """"30. Mär. 2016" → "30. März 2016", "1.November" → "1. November", "08 may 2026" → "08 de mayo de 2026":
    a date written short, as the date and ordinal steps read it written in full."""
    pattern, full = _month_pattern(code, locale)

    def spelled(found: re.Match[str]) -> str:
        year = re.match(r"\s(\d{4})\b", found.string[found.end():])
        short = (found["short"] or "").lower()
        if found["short"] is None and code != "de":
            return found[0]
        if code == "es" and not year and not found["of"] and short in _WORDS_AS_MONTHS_ES:
            return found[0]  # Spanish "3 mar" (the sea): a date with its year ("08 mar 2026") or its "de" ("3 de mar.")
        month = full[short] if found["short"] else found["wide"]
        rest = found.string[found.end():]  # "el 1 sept.": the abbreviation's full stop ends the sentence too
        end = "." if found[0].endswith(".") and re.match(r"\s*$|\s+[A-ZÁÉÍÓÚÄÖÜ]", rest) else ""
        if code == "de":
            return f"{found['day']}. {month}{end}"
        if code == "es":
            return f"{found['day']} de {month}" + (" de" if year else end)
        return f"{found['day']} {month}{end}"

    text = pattern.sub(spelled, text)
    if code == "es":  # "Lima, may. 14 (ANDINA)": an agency's dateline, the month before its day
        shorts = "|".join(re.escape(short) for short in sorted(full, key=len, reverse=True) if len(short) >= 3)
        text = re.sub(rf"\b(?i:({shorts}))\.\s([1-9]|[12]\d|3[01])\b(?![.,:]\d)",
                      lambda found: f"{found[2]} de {full[found[1].lower()]}", text)
    return text


NUMBERED_DE = ("Version|Windows|Kapitel|Abschnitt|Absatz|Schritt|Teil|Abbildung|Abb\\.|Tabelle|Tab\\.|Anhang|Ziffer"
               "|Nr\\.|Release|Update|Android|Python|Java|PHP|Firefox|Chrome|Ubuntu|Debian|Fedora|Node\\.js|Vers\\.")
"""German words after which "8.1." is a number with its parts (a version, a section), not a day and a month."""
_NUMBERED_DE = re.compile(rf"(?:\b(?:{NUMBERED_DE})|\b[a-z]+[A-Z]\w*)\s$")

_WORDS_AS_MONTHS_ES = frozenset({"mar", "ene"})
"""Spanish abbreviations of a month that are words too ("mar", the sea; "ene", the letter)."""
_EN_DAY_MONTH = re.compile(
    rf"(?<![\w.,-])(\d{{1,2}})(?:st|nd|rd|th)?\s+({'|'.join(sorted(MONTH_NAMES_EN, key=len, reverse=True))})\b\.?"
)


def _century(year: str) -> str:
    """The century of a year written with two digits, as POSIX ``strptime("%y")`` takes it: 69–99 are
    1969–1999, 00–68 are 2000–2068 (never the clock's year: a rebuild reads a date as before)."""
    return "19" if int(year) >= 69 else "20"


@cache
def _month_names(code: str) -> dict[str, str]:
    """The language's months' names in capitals, and as the language writes them (Babel's): "JUNE": "June",
    "MAI": "mai"."""
    try:
        months = Locale.parse(code).months["format"]["wide"].values()
    except (UnknownLocaleError, ValueError):
        return {}
    return {month.upper(): month for month in months}


def speak_timestamps(text: str, language: str) -> str:
    """An ISO 8601 date and time in prose ("2024-03-05T14:30:00+01:00", "…T14:48:00.000Z") as its date, then its
    time and its zone, which the rules of dates and times read ("March fifth, …, fourteen thirty UTC plus one
    hour"); never part date, part range."""
    return TIMESTAMP.sub(timestamp, text) if "T" in text else text


def speak_dates(text: str, language: str) -> str:
    """Dates as the language says them: ISO dates (``2017-01-30``) in every language, and the
    day-first dates of languages that write them so (``18-09-2015``, ``30.01.2017``), in the
    language's long form (Babel's ``format_date(format="long")``: "30 de enero de 2017",
    "30. Januar 2017"); in English the day is an ordinal ("January 30th, 2017", "Dec 27" is
    "December 27th", "25 May 2018" "the 25th of May 2018"), so that the numbers are read as a date.
    A date that is no date (2017-13-45) is not read as one; two years in a row with a slash are a season, two
    others are either ("died 1073/1080": or; a season is read by :func:`~audioguide.text.spans.speak_spans`); a
    quarter's year after a slash is its year ("Q2/2025")."""
    code = primary(language)
    if code in ("fr", "es") and re.search(r"\b0[1-9]\s", text):  # "Du 03 au 07 juillet", "del 03 al 07 de julio":
        months = "|".join(Locale.parse(code).months["format"]["wide"].values())  # a range's first day, written
        text = re.sub(rf"\b((?i:du|del|entre (?:le|el))\s)0([1-9])(?=\s(?:au|al|et|y)\s(?:le\s|el\s)?\d{{1,2}}\s"
                      rf"(?:de\s)?(?i:{months})\b)", r"\1\2", text)  # with its zero
    if re.search(r"\b(?:19|20)\d\d\.\d", text):  # "(2018.10.12)": a date written year first with dots, as ISO's
        text = re.sub(r"(?<![\w.,])(?<!(?i:version) )((?:19|20)\d\d)\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])"
                      r"(?![\w]|\.\w)", r"\1-\2-\3", text)
    if re.search(r"\d\.?\s[A-ZÄÉÛ]{3,}\b", text):  # "23 JUNE 2014", "3 MAI": a month in capitals, as it is written
        text = re.sub(r"(?:(?<=\d\s)|(?<=\d\.\s))([A-ZÄÉÛ]{3,})\b", lambda found: _month_names(code).get(found[1],
                                                                                                       found[1]), text)
    if code == "es" and (months := "|".join(_month_names(code).values())) and re.search(rf"\b(?i:{months})\b", text):
        # "BOE 2 octubre 2015", "en octubre 2015": Spanish says "de" between a date's parts, written or not
        text = re.sub(rf"(?<![\w.,/-])(\d{{1,2}})\s+(?=(?i:{months})\b)", r"\1 de ", text)
        text = re.sub(rf"\b((?i:{months}))\s+(?=(?:1[5-9]|20)\d\d\b(?![.,]\d)(?!\s+[a-záéíóúñ]{{3,}}s\b))", r"\1 de ",
                      text)  # a year, no count of things ("en enero 1200 personas")
    if "/" in text and code in _OR:
        text = re.sub(r"(?<![\w.,/-])((?:1[0-9]|20)\d\d)/((?:1[0-9]|20)\d\d)(?![\w/-]|[.,]\d)",  # not "(EU) 2024/1689"
                      lambda found: f"{found[1]} {_OR[code]} {found[2]}"
                      if 0 < int(found[2]) - int(found[1]) < 100 else found[0], text)
        text = re.sub(r"\b([QH][1-4])/((?:19|20)\d\d)\b", r"\1 \2", text)
    locale = _locale(language)
    if locale is not None and code in ("de", "fr", "es") and re.search(r"\d\.?\s?[^\W\d_]", text):
        text = _months_in_full(text, code, locale)
    if locale is not None:
        text = _ISO_DATE.sub(lambda m: _long_date(m, int(m[1]), int(m[2]), int(m[3]), locale, code), text)
        if re.search(r"\d[-./ ][IVX]", text):  # "10-IX-1838": the month in Roman numerals
            text = _ROMAN_MONTH_DATE.sub(
                lambda m: _long_date(m, int(m[4]), _ROMAN_MONTHS.index(m[3]) + 1, int(m[1]), locale, code), text)
        if code not in ("en", "ja", "zh", "ko", "hu", "lt", "sv"):
            # "vom 2. 4. 1991" (spaced), "den 28.05.17" (a padded day and month, the year's last two digits)
            text = re.sub(r"(?<![\w.,])(0?[1-9]|[12]\d|3[01])\.\s(0?[1-9]|1[0-2])\.\s(\d{4})(?!\w|[.,]\d)", r"\1.\2.\3",
                          text)
            text = re.sub(r"(?<![\w./-])(0[1-9]|[12]\d|3[01])([./])(0[1-9]|1[0-2])\2(\d\d)(?![\w/-]|[.,]\d)",
                          lambda m: f"{m[1]}{m[2]}{m[3]}{m[2]}{_century(m[4])}{m[4]}", text)
            text = _DAY_FIRST.sub(lambda m: _long_date(m, int(m[4]), int(m[3]), int(m[1]), locale, code), text)
            text = _DAY_MONTH.sub(lambda m: _day_and_month(m, locale), text)
            text = _PADDED_DAY_MONTH.sub(
                lambda m: f"{m['d2']} {_OR[code]} {m['m2']}" if m["d2"] and code in _OR
                and 0 < int(m["m2"]) - int(m["d2"]) <= 2 and _after_a_product(text[:m.start()]) else
                _day_and_month(m, locale, m["d"] or m["d2"], m["m"] or m["m2"]), text)
        if code == "de":  # "am Mittwoch (03.06.)": a day and a month; "Windows 8.1.", "Kapitel 3.2.": no date
            text = re.sub(r"(?<![\w.,])(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.(?!\d)",
                          lambda m: m[0] if _NUMBERED_DE.search(text, 0, m.start())
                          or _VERSION_LISTED_DE.search(text[:m.start()]) else
                          f"{int(m[1])}. {locale.months['format']['wide'][int(m[2])]}"
                          + ("." if m.end() == len(text) else ""), text)  # the sentence's own full stop
            # "vom 1.10. bis 16.10": the end of a range of days written without its last full stop
            text = re.sub(r"(\b(?i:vom|von|ab|seit)\s+\d{1,2}\.\s[A-ZÄ][a-zä]+\s+(?:bis|-|–)\s*(?:zum\s+)?)"
                          r"(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])(?![\d.,]|\.\d)",
                          lambda m: f"{m[1]}{int(m[2])}. {locale.months['format']['wide'][int(m[3])]}", text)
            # "vom 01.11 bis 31.03.": its start so, once its end is a date
            text = re.sub(r"(\b(?i:vom|ab)\s+)(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])(?=\s*(?:bis|-|–)\s*(?:zum\s+)?"
                          r"\d{1,2}\.\s[A-ZÄ][a-zä]+)",
                          lambda m: f"{m[1]}{int(m[2])}. {locale.months['format']['wide'][int(m[3])]}", text)
            # "seit 1. September", "bis 30. Juni": seit dem ersten, bis zum dreißigsten (not "vom 1. bis 3. Mai")
            months = "|".join(locale.months["format"]["wide"].values())
            text = re.sub(rf"\b((?i:seit|ab))\s+(?=\d{{1,2}}\.\s+(?:{months})\b)", r"\1 dem ", text)
            text = re.sub(rf"\b((?i:bis)(?:\s+(?:{'|'.join(RANGE_ADVERBS_DE)}))?)\s+"
                          rf"(?=\d{{1,2}}\.\s+(?:{months})\b)",
                          lambda m: m[0] if re.search(r"\b(?i:vom|von)\s|(?<![\d.,])\d{1,2}\.\s*$",  # the range's
                                                      text[max(0, m.start() - 60):m.start()].split(",")[-1])
                          else f"{m[1]} zum ", text)  # start in its clause, with "vom" or alone ("6. bis 11. März")
            # "für den Zeitraum 1. Januar – 16. Mai": vom ersten Januar bis zum sechzehnten Mai
            text = re.sub(rf"\b((?:{PERIOD_NOUNS_DE})\s+)(?=\d{{1,2}}\.\s+(?:{months})\b[^,;]{{0,12}}\sbis\szum\s)",
                          r"\1vom ", text)
            # "ab Donnerstag, 16. April": a weekday's date is read "Donnerstag, den sechzehnten April"
            weekdays = "|".join(locale.days["format"]["wide"].values())
            text = re.sub(rf"\b({DAY_NAME_DE},\s+)(?=\d{{1,2}}\.\s+[A-ZÄ][a-zä]+\b)", r"\1den ", text)
            # "Freitag, 1., bis Montag, den 4. März": the first day of the range too, its month said once after
            text = re.sub(rf"\b((?:{weekdays}),\s+)(?=\d{{1,2}}\.,?\s+(?:bis|und|oder|[-–])\s+(?:{weekdays}),\s+den\s"
                          rf"+\d{{1,2}}\.\s+(?:{months})\b)", r"\1den ", text)
        if code == "fr":  # "le 1 mai", "du 1 au 18": le premier
            text = re.sub(rf"(?<![\w.,])0?1(?=\s+(?:{'|'.join(locale.months['format']['wide'].values())}|au)\b)",
                          "1er", text)
    if locale is not None and re.search(r"\b(?:19|20)\d\d-(?:0[1-9]|1[0-2])\b(?!-\d)", text):
        # "## 2024-12 522 Issues": a month of a year (not a season, "2011-12", whose end is the year after)
        text = re.sub(r"(?<![\w./-])((?:19|20)(\d\d))-(0[1-9]|1[0-2])\b(?![-./:]\d)",
                      lambda m: m[0] if int(m[3]) > int(m[2]) or _NUMBERED_TEXT.search(text[:m.start()])
                      else _month_of_year(m, locale), text)  # not "la loi n° 2008-12": a law's number
    if code == "en" and "/" in text:  # "the weekend of 7/8th June", "on 14/15 June": two days in a row of the month
        text = re.sub(rf"(?<![\w./-])(\d{{1,2}})/(\d{{1,2}})(?:st|nd|rd|th)?(?=\s+(?:{'|'.join(MONTHS_EN)})\b)",
                      lambda m: f"the {with_ordinal_suffix(int(m[1]))} and the {with_ordinal_suffix(int(m[2]))} of"
                      if 1 <= int(m[1]) < int(m[2]) <= 31 and int(m[2]) - int(m[1]) <= 2 else m[0], text)
        text = re.sub(r"\b([Tt]he) the (?=\d{1,2}(?:st|nd|rd|th) and)", r"\1 ", text)
    if code == "en":
        if "/" in text:  # "log 235 of 17/08/22": a year's last two digits after a day and a month
            text = re.sub(r"(?<![\w./-])((\d{1,2})/(\d{1,2})/)(\d\d)(?![\w/-]|[.,]\d)",
                          lambda m: f"{m[1]}{_century(m[4])}{m[4]}"
                          if 0 < min(int(m[2]), int(m[3])) <= 12 and max(int(m[2]), int(m[3])) <= 31 else m[0], text)
        text = _SLASHED_DATE.sub(lambda m: _english_date(m, language), text)
        if "/" in text:  # "on 10/11", "from 3/1 to 3/15": a day and a month after a word of time, no fraction
            text = _EN_SLASHED_DAY.sub(lambda m: _english_day(m, language), text)
            text = _EN_SLASHED_DAY_AFTER.sub(lambda m: m["before"] + _english_date(m, language, 2), text)
        # "DEC. 30, 2021 —": a dateline's month in capitals
        text = re.sub(r"\b(JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)\b(?=\.?\s+\d{1,2}\b)",
                      lambda found: found[1].capitalize(), text)
        text = _EN_MONTH_DAY.sub(lambda m: f"{MONTH_NAMES_EN[m[1]]} {with_ordinal_suffix(int(m[2]))}"
                                 if 1 <= int(m[2]) <= 31 else m[0], text)
        text = _EN_DAY_MONTH.sub(lambda m: f"the {with_ordinal_suffix(int(m[1]))} of {MONTH_NAMES_EN[m[2]]}"
                                 # the sentence's own full stop after the month stays
                                 + ("." if m[0].endswith(".") and m.end() == len(text) else "")
                                 if 1 <= int(m[1]) <= 31 else m[0], text)
        text = re.sub(r"\b([Tt]he) the (?=\d{1,2}(?:st|nd|rd|th) of )", r"\1 ", text)  # "on the 9 June": one "the"
        # "on Saturday 15th": the fifteenth
        text = re.sub(r"\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+)(?=\d{1,2}(?:st|nd|rd|th)\b)",
                      r"\1the ", text)
    return text


_VERSION_LISTED_DE = re.compile(r"\b[A-Z][\w-]*\s+\d+\.\d\d(?:(?:,\s*|\s+(?:und|oder)\s+)\d+\.\d\d)*"
                                r"(?:,\s*|\s+(?:und|oder)\s+)$")
"""A list of versions after a product's name ("Ubuntu 18.04, 20.04, 22.04 und 24.04."): its last is no date."""

_DAY_MONTH = re.compile(r"(?P<before>\b(?:le|du|au|dès|el|del|al|am|vom|zum|bis|ab|den)\s)(?P<d>\d{1,2})/"
                        r"(?P<m>\d{1,2})(?![\w/]|[.,]\d)", re.IGNORECASE)
"""A day and a month without the year after an article or a preposition ("le 15/01", "el 3/5", "am 9/4")."""
_PADDED_DAY_MONTH = re.compile(r"(?P<before>)(?<![\w./-])(?:(?P<d>[0-3]?\d)/(?P<m>0[1-9])"
                               r"|(?P<d2>[0-3]\d)/(?P<m2>1[0-2]))(?![\w/]|[.,]\d)")
"""A day and a month written with its leading zero ("14/07"): no fraction is written so."""


def _after_a_product(before: str) -> bool:
    """Whether a number written "10/11" follows the name of a product counted by its releases or models
    ("Windows 10/11", "iPhone 11/12": ten or eleven); after any other name it is a date ("Bercy 10/11")."""
    found = re.search(r"(?:^|\s)([^\W\d_]+)\s+$", before)
    return found is not None and found[1].casefold() in PRODUCTS_BY_RELEASE


PRODUCTS_BY_RELEASE = frozenset({
    "windows", "macos", "ios", "ipados", "android", "office", "ubuntu", "debian", "fedora", "rhel", "centos", "python",
    "java", "php", "node", "iphone", "ipad", "galaxy", "pixel", "playstation", "ps", "xbox", "excel", "word",
    "outlook", "photoshop", "server", "sql"})
"""Names counted by their releases or models, whose two numbers after them are either ("Windows 10/11")."""


_NUMBERED_TEXT = re.compile(r"(?i)(?:\bn[°º]|\bno\.|\bnúm\.|\bnr\.|\bloi|\bdécret|\bordonnance|\barrêté|\bcirculaire"
                            r"|\bley|\bdecreto|\blaw|\bact|\bdirective|\brèglement|\breglamento|\bgesetz|\bverordnung)\s*$")
"""Words a text's number follows ("loi n° 2008-12", "Ley 2008-12"): no month of a year."""


def _month_of_year(found: re.Match[str], locale: Locale) -> str:
    """"2024-12": December 2024, in the locale's words (Babel's "yMMMM")."""
    from babel.dates import format_skeleton

    return format_skeleton("yMMMM", date(int(found[1]), int(found[3]), 1), locale=locale)


def _day_and_month(found: re.Match[str], locale: Locale, day_written: str = "", month_written: str = "") -> str:
    from babel.dates import format_skeleton

    day, month = int(day_written or found["d"]), int(month_written or found["m"])
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return found[0]
    try:  # 2000: a leap year, so the 29th of February is a day too
        return found["before"] + format_skeleton("MMMMd", date(2000, month, day), locale=locale)
    except ValueError:
        return found[0]


_SLASHED_DATE = re.compile(r"(?<![\w./-])(\d{1,2})/(\d{1,2})/(\d{4})(?![\w/-]|[.,]\d)")
DAY_FIRST_REGIONS = frozenset({"GB", "IE", "AU", "NZ", "IN", "ZA", "NG", "KE", "GH", "PK", "SG", "MT", "HK", "JM"})
"""Where English writes the day first (4/5/2026 is the 4th of May); elsewhere, and in the US, the month."""


_EN_SLASHED_DAY = re.compile(r"\b(?P<before>(?:[Oo]n|[Ss]ince|[Uu]ntil|till|through|thru|starting|ending|dated|[Dd]ue"
                             r"|[Ee]ffective|(?:morning|afternoon|evening|night) of|(?P<maybe>[Ff]rom|before|after))\s)"
                             r"(\d{1,2})/(\d{1,2})()(?![\w/]|[.,]\d|\s+(?:of|inch|inches|cups?|in\.?|mile|miles)\b)")
"""A month and a day without a year after a word that says when ("on 10/11", "through 5/31"); "on 1/2 of the
days" is a fraction, and so is "from 1/4" (a part's shape after a word that may say how much)."""
_EN_SLASHED_DAY_AFTER = re.compile(
    rf"(?P<before>\b(?:{'|'.join(MONTHS_EN)})(?: \d{{1,2}}(?:st|nd|rd|th))?\s(?:to|and|or|through|-|–)\s)"
    r"(\d{1,2})/(\d{1,2})()(?![\w/]|[.,]\d)")
"""The second date of a pair whose first was read as one ("from 3/1 to 3/15", "the 3rd of January to 15/1")."""
FRACTION_SHAPES = frozenset({(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (1, 8), (3, 8), (5, 8), (7, 8)})
"""Numbers slashed as the fractions of everyday measures."""


def _english_day(found: re.Match[str], language: str) -> str:
    if found["maybe"] and (int(found[3]), int(found[4])) in FRACTION_SHAPES:
        return found[0]
    return found["before"] + _english_date(found, language, 3)


def date_order(language: str) -> str | None:
    """How an English tag's region writes numeric dates: "dmy", "mdy", or None where the tag has no region."""
    locale = _locale(language)
    region = locale.territory if locale is not None else None
    if region is None:
        return None
    return "dmy" if region in DAY_FIRST_REGIONS else "mdy"


def unsettled_dates(text: str, language: str) -> list[str]:
    """Numeric dates an English text without a region writes so that either number may be the month
    (4/5/2026): read month first, as the US writes them; ``audioguide script`` lists them."""
    if primary(language) != "en" or date_order(language) is not None:
        return []
    return [found[0] for pattern in (_SLASHED_DATE, _EN_SLASHED_DAY) for found in pattern.finditer(text)
            if found[found.re.groups - 2] != found[found.re.groups - 1]
            and all(1 <= int(found[found.re.groups - k]) <= 12 for k in (1, 2))]


def _english_date(found: re.Match[str], language: str, at: int = 1) -> str:
    """A numeric date (its groups from ``at`` on), month first or day first as the tag's region writes it; its
    year where it has one."""
    first, second, year = int(found[at]), int(found[at + 1]), found[at + 2]
    order = date_order(language) or ("dmy" if first > 12 else "mdy")
    day, month = (first, second) if order == "dmy" else (second, first)
    try:
        date(int(year or 2000), month, day)  # 2000, a leap year: "on 2/29" is a day
    except ValueError:
        return found[0]
    if order == "dmy":
        return f"the {with_ordinal_suffix(day)} of {MONTHS_EN[month - 1]}" + (f" {year}" if year else "")
    return f"{MONTHS_EN[month - 1]} {with_ordinal_suffix(day)}" + (f", {year}" if year else "")


@cache
def _locale(language: str) -> Locale | None:
    try:
        return Locale.parse(language, sep="-")
    except (UnknownLocaleError, ValueError):
        return None


def _long_date(match: re.Match[str], year: int, month: int, day: int, locale: Locale, code: str) -> str:
    try:
        when = date(year, month, day)
    except ValueError:
        return match[0]
    from babel.dates import format_date  # with its time zones, a sixtieth of a second: only when a date is read

    spoken = format_date(when, format="long", locale=locale)
    if code == "fr" and day == 1:
        spoken = re.sub(r"^1(?=\s)", "1er", spoken)  # le premier janvier
    return spoken


# ---------------------------------------------------------------- money

_CURRENCIES = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "USD": "USD", "EUR": "EUR",
               "GBP": "GBP"}
_AMOUNT = r"\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_SIGNS = {"USD": "US$", "EUR": "€", "GBP": "£"}
_CODE_BEFORE = re.compile(
    r"(?<![\w$€£¥-])(USD|EUR|GBP|CHF|CAD|AUD|NZD|MXN|ARS|CLP|COP|PEN|BRL|CNY|INR|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|HKD|SGD"
    r"|KRW|RUB)\s?(\d[\d.,\u00a0\u202f]*\d|\d)(?![\w%]|\s?[A-Z]{3}\b)")
"""The ISO code of a well-known currency written before its amount ("USD1.0470", "CHF 20"): read as its sign
(dollars, euros, pounds) or as the code after the amount ("20 CHF"), which the money step says."""
_MONEY_BEFORE = re.compile(rf"(?<![\w$€£¥])(?<!\d\s)(US\$|[$€£¥])\s?({_AMOUNT})(?![\w%]|[.,]\d)")
_MONEY_AFTER = re.compile(rf"(?<![\w.,])({_AMOUNT})\s?(US\$|[$€£¥])(?!\w)")
"""A sign after the amount ("5 €"); an ISO code after it is :data:`_MONEY_CODED`'s."""
_UNIT_PLURALS = {("en", "EUR"): ("euro", "euros"), ("en", "GBP"): ("pound", "pounds")}
"""Currency names num2words gives otherwise ("five euro", "five pounds sterling"): English says "five euros",
"five pounds"; in its words for an amount with cents too."""
_SCALES = {
    "en": {"thousand": "thousand", "million": "million", "billion": "billion", "trillion": "trillion",
           "k": "thousand", "m": "million", "bn": "billion", "K": "thousand", "M": "million", "B": "billion",
           "crore": "crore", "lakh": "lakh"},
    "de": {"Tsd.": "tausend", "Mio.": "Millionen", "Millionen": "Millionen", "Million": "Million",
           "Mrd.": "Milliarden", "Milliarden": "Milliarden", "Milliarde": "Milliarde"},
    "fr": {"millions": "millions", "million": "million", "milliards": "milliards", "milliard": "milliard",
           "M": "millions", "Md": "milliards", "Mds": "milliards"},
    "es": {"millones": "millones", "millón": "millón", "mil millones": "mil millones", "M": "millones"},
}
"""Scale words written after an amount ("$5 million", "5 Mio. €"), and how each is said."""
_SCALE_SINGULAR = {("de", "Millionen"): "Million", ("de", "Milliarden"): "Milliarde", ("fr", "millions"): "million",
                   ("fr", "milliards"): "milliard", ("es", "millones"): "millón"}
_SCALE_LINK = {"fr": ("de ", "d’"), "es": ("de ", "de ")}
"""Between a scale word and the currency: "cinq millions de dollars", "deux millions d’euros"."""
_NAMES = {
    ("en", "JPY"): ("yen", "yen"), ("fr", "JPY"): ("yen", "yens"), ("de", "JPY"): ("Yen", "Yen"),
    ("it", "JPY"): ("yen", "yen"), ("pt", "JPY"): ("iene", "ienes"), ("nl", "JPY"): ("yen", "yen"),
    ("pl", "JPY"): ("jen", "jeny", "jenów"), ("sv", "JPY"): ("yen", "yen"), ("tr", "JPY"): ("yen", "yen"),
    ("ru", "JPY"): ("иена", "иены", "иен"),
}
"""Currencies num2words has no words for in a language (it has yen in Spanish and Japanese only):
their singular and plural (and the plural of 2–4, in Polish and Russian), with no subunit."""


def speak_money(text: str, language: str) -> str:
    """``$50,000`` → "fifty thousand dollars", ``€5`` and ``5 €`` → "five euros", ``$1.50`` →
    "one dollar, fifty cents", ``¥300`` → "three hundred yen": amounts in dollars, euros, pounds
    and yen, in the language's words (num2words' currencies, and :data:`_NAMES`; the amount is
    read as the language writes numbers, see :func:`_as_decimal`). An amount in a currency the
    language has no words for here is left as written, its digits too (see :func:`speak_numbers`):
    never a number said without its currency."""
    code = primary(language)
    if code not in CONVERTER_CLASSES:
        return text
    if code == "en":  # "$.78 per share": cents written without the dollar's zero
        text = re.sub(r"(?<![\w.,])(US\$|[$€£])\.(\d\d)(?![\d.,])", r"\g<1>0.\2", text)
        # "10p", "50p each": pence, written after their number (a screen's "1080p" has more digits)
        text = re.sub(r"(?<![\w.,£$/-])([1-9]\d?)p\b(?![\w-])",
                      lambda m: f"{m[1]} {'penny' if m[1] == '1' else 'pence'}", text)
        # "down 117.5p to 2,159.5p": a share's price in pence, to the half or the tenth
        text = re.sub(r"(?<![\w.,£$/-])(\d{1,3}(?:,\d{3})*\.\d{1,2})p\b(?![\w-])", r"\1 pence", text)
    if code != "en":  # "Euro 0,50", "Euro 5,00": the currency's name before its amount, as "0,50 Euro"
        text = re.sub(r"\b(Euro|EUR)\s(\d+,\d\d)(?![\d,.])", r"\2 \1", text)
        # "75 944 fr.80", "12 fr. 50.": Swiss francs and their centimes, the abbreviation written between them
        text = re.sub(r"(?<![\w.,])(\d{1,3}(?:[\u00a0\u202f ]\d{3})+|\d+)\s?(?:fr|Fr|frs)\."
                      r"(?:(\d\d)|\s(\d\d)(?=\s*[,;)]|\.?\s*$))(?![\w.,]?\d)",
                      lambda m: f"{m[1]},{m[2] or m[3]} CHF", text)
        # "15,51 fr.": Swiss francs, written short after their amount
        text = re.sub(r"(?<![\w.,])(\d+(?:,\d\d)?)\s?(?:fr|Fr|frs)\.(?=\s|$|[,;)])", r"\1 CHF", text)
        # "Fr. 12.50", "SFr. 8.–": Swiss francs, written short before their amount (not "Fr. 12.03.", a Friday)
        text = re.sub(r"(?<![\w.])(?:S?Fr|sFr)\.\s?(\d+)(?:([.,](?!(?:0[1-9]|1[0-2])\.)\d\d)|[.,][-–])"
                      r"(?!\d|[.,]\d|\s*(?:Uhr|h)\b|\s?[-–]\s?\d)", lambda m: f"{m[1]}{m[2] or ''} CHF", text)
    # "100usd", "30usd": a currency's code in small letters against its amount
    text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(usd|eur|gbp|chf)\b", lambda found: f"{found[1]} {found[2].upper()}",
                  text)
    if code != "en":  # "18€80": euros and cents, as "18,80 €"
        text = re.sub(r"(?<![\w.,])(\d+)([€$£])(\d\d)(?![\w,]|\.\d)", r"\1,\3 \2", text)
    if re.search(r"\b[A-Z]{3}\s?\d", text):  # "USD1.0470", "CHF 20": the code before its amount, as a sign or after it
        text = _CODE_BEFORE.sub(lambda m: f"{_SIGNS[m[1]]}{m[2]}" if m[1] in _SIGNS else f"{m[2]} {m[1]}", text)
    if code in _RANGE_JOINS:  # "passe de 1,16 à 1,28€", "de 0,60 a 0,70 euros": both amounts in the currency
        # written after the second; both under one, the first in hundredths too (de sesenta a setenta céntimos)
        text = _second_currency(code).sub(_currency_shared, text)
    if code in RANGE:  # "$45.00-$65.00": from one amount to the other
        text = re.sub(rf"((?:US\$|[$€£¥])\s?(?:{_AMOUNT}))\s?[-–]\s?(?=(?:US\$|[$€£¥])\s?\d)", rf"\1 {RANGE[code]} ",
                      text)
    text = _unit_prices(text, code)  # "1,7490 € pro Liter", "$3.4990 per gallon": cents and their tenths
    # "$0.5855 per $100": an amount with more decimals than cents, read as a decimal number of the currency
    # (where a comma marks decimals, three digits after it are thousands unless a zero is before: "0,125 €")
    amount = r"(\d+)\.(\d{3,})" if code == "en" else r"(0),(\d{3,})|(\d+),(\d{4,})"
    text = re.sub(rf"(?<![\w$€£¥.,])(US\$|[$€£])\s?(?:{amount})(?![\w.,]|\s?[A-Z]{{3}}\b)",
                  lambda m: _decimal_money(m[2] or m[4], m[3] or m[5], m[1], code) or m[0], text)
    text = re.sub(rf"(?<![\w.,])(?:{amount})\s?(US\$|[$€£])(?!\w)",
                  lambda m: _decimal_money(m[1] or m[3], m[2] or m[4], m[len(m.groups())], code) or m[0], text)
    text = _MONEY_CODED.sub(lambda m: _coded_money(m, code, text) or m[0], text)
    text = _MONEY_BEFORE.sub(lambda m: _money(m[2], m[1], code, text, m.string[:m.start()], m.string[m.end():])
                             or m[0], text)
    text = _MONEY_AFTER.sub(lambda m: _money(m[1], m[2], code, text) or m[0], text)
    # "22,60 euros", "47,50 Euro": the cents said as cents, as with the sign
    named = _money_named(code)
    return named.sub(lambda m: _money(m[1], _CURRENCY_WORDS[m[2].lower()], code, text) or m[0], text)


_CURRENCY_WORDS = {"euro": "€", "euros": "€", "dollar": "$", "dollars": "$", "dólares": "$", "dólar": "$"}
_RANGE_JOINS = {"en": r"to|and|or", "es": r"a|y|o", "fr": r"à|et|ou", "de": r"bis|und|oder|auf"}
"""Words between a range's two amounts (and a dash): "de 0,60 a 0,70 euros", "von 1,20 bis 1,50 Euro"."""
_RANGE_CONJUNCTIONS = frozenset({"and", "or", "y", "o", "et", "ou", "und", "oder"})
"""Of :data:`_RANGE_JOINS`, those that join any two numbers: a range's only after "between" or before a second amount
with its cents ("between 7.50 and 20 dollars", "1,20 oder 1,50 Euro"; "scored 7.50 and 20 dollars" is no price)."""
_RANGE_BETWEEN = re.compile(r"\b(?i:between|entre|zwischen)\s+$")
_ONE_WORDS = r"un|una|one|an?|ein|einen|einem|eins"
"""A currency's one, written in words: "de 0,85 a un euro"."""


@cache
def _second_currency(code: str) -> re.Pattern[str]:
    """Two amounts, the first with its hundredths, and the currency (a sign or a name) written after the second
    only."""
    decimal = r"\." if code == "en" else ","
    return re.compile(rf"(?<![\w.,])(?P<whole>\d+){decimal}(?P<cents>\d\d)(?P<join>\s(?:{_RANGE_JOINS[code]})\s"
                      rf"|\s?[-–]\s?)(?=(?P<second>\d+(?:{decimal}\d\d)?|(?i:{_ONE_WORDS}))\s?"
                      rf"(?P<currency>[€$£]|(?i:{'|'.join(_CURRENCY_WORDS)})\b)(?![\w.,]\d))")


def _currency_shared(found: re.Match[str]) -> str:
    """The first amount with the currency said after the second: its hundredths alone where both are under one
    ("0,60 a 0,70": sesenta a setenta céntimos), else the amount and the currency ("1,20 a 1,50 euros": un euro con
    veinte céntimos a un euro con cincuenta céntimos)."""
    if found["join"].strip() in _RANGE_CONJUNCTIONS and not re.search(r"[.,]\d\d$", found["second"]) \
            and not _RANGE_BETWEEN.search(found.string[:found.start()]):
        return found[0]
    if found["whole"] == "0" and re.fullmatch(r"0[.,]\d\d", found["second"]):
        return f"{int(found['cents'])}{found['join']}"
    space = "" if len(found["currency"]) == 1 else " "
    return f"{found[0][:-len(found['join'])]}{space}{found['currency']}{found['join']}"


@cache
def _money_named(code: str) -> re.Pattern[str]:
    """An amount with cents, in the language's decimal mark, before a currency's name."""
    group, decimal = (",", r"\.") if code == "en" else (r"[.\u00a0\u202f ]", ",")
    return re.compile(rf"(?<![\w.,])((?:\d{{1,3}}(?:{group}\d{{3}})+|\d+){decimal}\d\d)\s"
                      r"(?i:(euros?|dollars?|dólar(?:es)?))\b")


_MINOR_UNITS = {
    "CHF": {"de": ("Rappen", "Rappen"), "fr": ("centime", "centimes"), "en": ("centime", "centimes"),
            "es": ("céntimo", "céntimos")},
    "CAD": {"de": ("Cent", "Cent"), "fr": ("cent", "cents"), "en": ("cent", "cents"), "es": ("centavo", "centavos")},
    "AUD": {"de": ("Cent", "Cent"), "fr": ("cent", "cents"), "en": ("cent", "cents"), "es": ("centavo", "centavos")},
    "MXN": {"de": ("Centavo", "Centavos"), "fr": ("centavo", "centavos"), "en": ("centavo", "centavos"),
            "es": ("centavo", "centavos")},
    "INR": {"en": ("paisa", "paise")},
}
"""A currency's hundredth, singular and plural, where num2words has no words for the currency: "CHF 12.50"."""
_OWN_NAMES = {("en", "INR"): ("rupee", "rupees")}
"""A currency's singular and plural where Babel's name the country and its speakers do not ("Indian rupees"; "Rs" is
Pakistan's and Sri Lanka's rupee too)."""
_MINOR_JOIN = {"de": " und ", "fr": " et ", "en": ", ", "es": " con "}
"""Between an amount's whole units and its hundredths, as the language says money."""


_MONEY_CODED = re.compile(rf"(?<![\w$€£¥])(?:(?:US\$|[$€£¥])\s?)?(?P<amount>{_AMOUNT})\s?(?P<code>[A-Z]{{3}})(?!\w)")
"""An amount and the ISO code of its currency, with a sign before it or not: "$42,500 MXN", "20 CHF"; the code
says the currency ("$" is the peso's sign too)."""


def _coded_money(found: re.Match[str], code: str, sentence: str) -> str | None:
    """An amount in the currency its ISO code names, in the language's words (Babel's names of currencies):
    "cuarenta y dos mil quinientos pesos mexicanos", "twenty Swiss francs"."""
    from babel.numbers import UnknownCurrencyError, get_currency_name, list_currencies

    currency = found["code"]
    if currency in _CURRENCIES:
        return _money(found["amount"], currency, code, sentence)
    value = _as_decimal(found["amount"], code, sentence)
    if currency not in list_currencies() or value is None:
        return None
    try:
        name = get_currency_name(currency, count=value, locale=code)
    except (UnknownCurrencyError, ValueError):
        return None
    if name == currency:
        return None
    name = _in_sentence(name, code)
    before_a_noun = measure_before_noun(found.string[:found.start()], found.string[found.end():], code)
    if (code, currency) in _OWN_NAMES:
        name = _OWN_NAMES[code, currency][value != 1 and not before_a_noun]
    if value == value.to_integral_value():
        words = _words(int(value), code)
        if before_a_noun and (code, currency) not in _OWN_NAMES:  # "a CHF 100 note": a hundred-franc note
            name = _in_sentence(get_currency_name(currency, count=1, locale=code), code)
        return f"{before_noun(words, code, name)} {name}" if words else None
    fraction = format(value, "f").partition(".")[2]
    minor = _MINOR_UNITS.get(currency, {}).get(code)
    if minor and len(fraction) == 2 and re.search(r"[.,]\d\d\b", found["amount"]):  # "CHF 12.50": and its centimes
        cents = _words(int(fraction), code)
        if cents:
            minor_name = minor[0] if int(fraction) == 1 else minor[1]
            said = f"{before_noun(cents, code, minor_name)} {minor_name}"
            if not int(value):
                return said
            major = _OWN_NAMES[code, currency][int(value) != 1] if (code, currency) in _OWN_NAMES else \
                _in_sentence(get_currency_name(currency, count=int(value), locale=code), code)
            whole = _words(int(value), code)
            return f"{before_noun(whole, code, major)} {major}{_MINOR_JOIN[code]}{said}" if whole else None
    words = _decimal(int(value), fraction, code)
    return f"{words} {name}" if words else None


UNIT_PRICE_PER = {"en": r"per|a|an|the", "de": r"pro|je|den", "fr": r"par|le|la|l['’]", "es": r"por|el|la|cada"}
"""What joins a price to the unit of measure it is paid for ("1,749 € pro Liter", "$3.499 a gallon", "1,859 euro le
litre"); per a person or a month, "1,500 € por persona" may be thousands."""


@cache
def _unit_price_patterns(code: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    mark = r"\." if code == "en" else ","
    per = rf"(?=\s?(?:{UNIT_PRICE_PER[code]})\s?(?:{unit_names(code)}|litres?|kilos?|Kilo)\b)"
    names = "|".join(_CURRENCY_WORDS)
    return (re.compile(rf"(?<![\w$€£¥.,])(?P<symbol>US\$|[$€£])\s?(?P<whole>\d+){mark}(?P<fraction>\d{{3,4}}){per}"),
            re.compile(rf"(?<![\w.,])(?P<whole>\d+){mark}(?P<fraction>\d{{3,4}})\s?(?P<symbol>US\$|[$€£]|(?i:{names}))"
                       rf"(?!\w){per}"))


def _unit_prices(text: str, code: str) -> str:
    """A price per a unit given to a tenth of a cent, as a pump or a tariff shows it ("1,7490 € pro Liter",
    "$3.4990 per gallon", "0,3240 € pro Kilowattstunde"): its whole units, then its cents with their decimals, as
    they are said ("ein Euro und vierundsiebzig Komma neun Cent", "three dollars, forty-nine point nine cents"), not
    a decimal number's digits (an amount per an amount, "$0.5855 per $100", stays one)."""
    if code not in UNIT_PRICE_PER or not re.search(r"\d[.,]\d{3}", text):
        return text
    for pattern in _unit_price_patterns(code):
        text = pattern.sub(lambda found: _unit_price(found, code) or found[0], text)
    return text


def _unit_price(found: re.Match[str], code: str) -> str | None:
    if code != "en" and found["symbol"] in ("$", "US$") and len(found["fraction"]) == 3:
        return None  # "$2,500 por metro": where "$" is written before the amount, a comma groups its thousands
    symbol = _CURRENCY_WORDS.get(found["symbol"].lower(), found["symbol"])
    forms = getattr(CONVERTER_CLASSES[code], "CURRENCY_FORMS", {}).get(_CURRENCIES[symbol])
    if forms is None:
        return None
    majors = _UNIT_PLURALS.get((code, _CURRENCIES[symbol])) or forms[0]
    whole, fraction = int(found["whole"]), found["fraction"]
    tenths = fraction[2:].rstrip("0")
    cents = _decimal(int(fraction[:2]), tenths, code) if tenths else _words(int(fraction[:2]), code)
    minor = forms[1][0] if code == "fr" and int(fraction[:2]) < 2 else forms[1][1]
    major = majors[0] if whole == 1 else majors[1]
    units = _words(whole, code)
    if cents is None or units is None:
        return None
    said = f"{cents} {minor}"
    return said if not whole else f"{before_noun(units, code, major)} {major}{_MINOR_JOIN[code]}{said}"


def _decimal_money(whole: str, fraction: str, symbol: str, code: str) -> str | None:
    """An amount given to a tenth of a cent or finer ("$0.5855"): the decimal number, then the currency's plural
    (French counts below two in the singular: "zéro virgule cinq euro")."""
    forms = getattr(CONVERTER_CLASSES[code], "CURRENCY_FORMS", {}).get(_CURRENCIES[symbol])
    names = _UNIT_PLURALS.get((code, _CURRENCIES[symbol])) or (forms[0] if forms else None)
    words = _decimal(int(whole), fraction, code)
    if names is None or words is None:
        return None
    return f"{words} {names[0] if code == 'fr' and int(whole) < 2 else names[1]}"


def _money(amount: str, symbol: str, code: str, sentence: str, before: str = "", rest: str = "") -> str | None:
    """An amount in a currency with a sign here, in the language's words; before a noun it describes, the
    currency's singular ("a $100 bill", "the £1,000 mark"), but not before a verb in -ing ("spent $50 fixing")."""
    currency = _CURRENCIES[symbol]
    value = _as_decimal(amount, code, sentence)
    converter = CONVERTER_CLASSES[code]
    forms = getattr(converter, "CURRENCY_FORMS", {}).get(currency)
    names = _UNIT_PLURALS.get((code, currency)) or (forms[0] if forms else _NAMES.get((code, currency)))
    if value is None or names is None:
        return None
    if value == value.to_integral_value():
        words = _words(int(value), code)
        name = _plural(converter, int(value), names)
        if measure_before_noun(before, rest, code) and not re.match(r"\s+\w+ing\b", rest):
            name = names[0]
        return f"{before_noun(words, code, name)} {name}" if words else None
    if forms is not None and 0 < value < 1:  # "$0.25": twenty-five cents
        cents = int(value * 100)
        words = _words(cents, code)
        name = _plural(converter, cents, forms[1])
        return f"{before_noun(words, code, name)} {name}" if words else None
    if forms is None:  # a currency read without a subunit: "one point five yen"
        fraction = format(value, "f").partition(".")[2]
        words = _decimal(int(value), fraction, code)
        return f"{words} {names[1]}" if words else None
    try:
        said = str(num2words(value, lang=code, to="currency", currency=currency))
    except (NotImplementedError, OverflowError, ValueError, KeyError):
        return None
    if code == "de" and said.startswith("ein ") and dative_before(before or sentence[:sentence.find(amount)]):
        # "bei 1,05 Euro": bei einem Euro und fünf Cent; "auf 1,49 Euro angehoben": a price raised to, einen
        towards = re.search(r"\b(?i:auf)\s$", before or sentence[:sentence.find(amount)])
        said = ("einen " if towards else "einem ") + said.removeprefix("ein ")
    if own := _UNIT_PLURALS.get((code, currency)):  # "€2.50": two euros; "£1.50": one pound, fifty pence
        plural = int(value) != 1
        said = said.replace(forms[0][plural], own[plural], 1)  # no number's word holds a currency's name
    return said


@cache
def _scaled_patterns(code: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    scales = "|".join(re.escape(word) for word in sorted(_SCALES[code], key=len, reverse=True))
    amount = r"\d+(?:[.,]\d+)?"
    sign = r"(?:(?:(?<=^)|(?<=[\s(]))(?P<sign>[-−]\s?))?"  # "−5,1 Md€": minus, where no number comes before it
    # "$5 million", "the $9.7-billion telescope", "$300K"; "5 Mio. €", "25.26 crore INR"
    before = rf"{sign}(?<![\w$€£¥])(?P<symbol>US\$|[$€£¥])\s?(?P<amount>{amount})[\s-]?(?P<scale>{scales})(?!\w)"
    after = (rf"{sign}(?<![\w.,])(?P<amount>{amount})\s?(?P<scale>{scales})\s?(?P<symbol>US\$|[$€£¥]|[A-Z]{{3}})"
             rf"(?!\w)")
    return re.compile(before), re.compile(after)


def speak_scaled_money(text: str, language: str) -> str:
    """``$5 million`` → "five million dollars", ``5 Mio. €`` → "fünf Millionen Euro", ``€2,5 milliards`` →
    "deux virgule cinq milliards d’euros": an amount, a scale word and a currency, in the language's order."""
    code = primary(language)
    if "₹" in text or (code == "en" and "Rs" in text):  # "Rs. 2200 Crore", "₹2,000 crore": rupees, by their code
        text = _RUPEES.sub(lambda found: f"INR {_rupee_amount(found[1])}{(found[2] or '').lower()}"
                           if _rupees(found) else found[0], text)
        text = re.sub(rf"(?<![\w.,])({_AMOUNT})\s?₹(?!\w)", r"\1 INR", text)  # "500 ₹": the sign after
    if code not in _SCALES or not re.search(r"[$€£¥]|[A-Z]{3}\s?\d", text):
        return text
    text = _CURRENCY_FIRST.sub(_currency_after, text)
    sentence = text
    for pattern in _scaled_patterns(code):
        text = pattern.sub(lambda found: _scaled(found, code, sentence) or found[0], text)
    # "US$1.536 millones de dólares": the currency written out after the sign too, said once
    return _CURRENCY_TWICE.sub(lambda found: found[2] if found[1][:4].lower() == found[2][:4].lower() else found[0],
                               text)


_RUPEES = re.compile(rf"(?<![\w.])(?:Rs\.?|₹)\s?(\d{{1,2}}(?:,\d\d)+,\d{{3}}(?:\.\d\d)?|{_AMOUNT})(?![\w%]|[.,]\d)"
                     r"(?:([\s-](?:[Cc]rore|[Ll]akh))s?\b)?")
"""Rupees written short before their amount ("Rs. 2200 Crore", "Rs 25.50", "₹5 lakh"), and a scale of India's after
it, "crore" or "lakh", in the singular: read as the code "INR" is."""


def _rupees(found: re.Match[str]) -> bool:
    """Whether "Rs" before a number is rupees: with its stop, the sign, a scale of India's or a word of money in the
    sentence; "Rs 5" among resistors or "Rs 1.5" in chromatography is a name."""
    written_so = found[0].startswith(("Rs.", "₹"))
    return written_so or bool(found[2]) or _MONEY_WORDS.search(found.string) is not None


_MONEY_WORDS = re.compile(r"(?i:\b(?:price|cost|costs|paid|pay|fee|fees|fare|rent|salary|wage|worth|budget|rupees?"
                          r"|income|tax|charged?|sold|bought|buy|sell|spent|spend|loan|fund|funds|crore|lakh|paise"
                          r"|amount|inr|revenue|profit|bill)\b)")
"""Words of money, beside which "Rs 500" is rupees."""


def _rupee_amount(amount: str) -> str:
    """An amount of rupees grouped in lakhs and crores ("1,23,456") as its digits, else as written."""
    return amount.replace(",", "") if re.fullmatch(r"\d{1,2}(?:,\d\d)+,\d{3}(?:\.\d\d)?", amount) else amount


_CURRENCY_WORD = r"(?:dollars?|dólar(?:es)?|euros?|Euro|pesos?|libras?|pounds?|livres?|francs?|francos?|Franken)"
_CURRENCY_TWICE = re.compile(rf"\b({_CURRENCY_WORD})\s+(?:de\s+|d['’])?({_CURRENCY_WORD})\b")


_DOLLARS = {"CA": "CAD", "C": "CAD", "A": "AUD", "AU": "AUD", "NZ": "NZD", "HK": "HKD", "S": "SGD", "NT": "TWD",
            "R": "BRL", "MX": "MXN"}
"""Dollars (and reais) named by a country's letters before the sign: "CA$200", "A$5", "R$ 30"."""
_CURRENCY_FIRST = re.compile(rf"(?<![\w$€£¥])(?:(?P<dollar>{'|'.join(_DOLLARS)})\$|(?P<code>[A-Z]{{3}})\s)\s?"
                             rf"(?P<amount>{_AMOUNT})(?P<scale>[\s-]?[^\W\d_]+)?(?![\w%]|[.,]\d)")


_CODES_THAT_ARE_NAMES = frozenset({"PHP", "AMD", "TOP", "ALL", "CUP", "MOP", "GEL", "BAM", "SOS"})
"""Currency codes that are names or words too ("PHP 8.2", "AMD 5800", "TOP 10"): money only with cents, thousands
or a scale."""
_SCALE_WORD = re.compile(r"[\s-]?(?:million|billion|thousand|trillion|crore|lakh|Mio|Mrd|Millionen|Million|Milliarden?"
                         r"|millions?|milliards?|millones|millón|[kKmMB]|bn)")


def _currency_after(found: re.Match[str]) -> str:
    """"INR 25.26 crore", "CA$200 million", "USD 5": the currency's code after the amount, where the money steps
    read it."""
    currency = _DOLLARS[found["dollar"]] if found["dollar"] else found["code"]
    if currency not in _currency_codes():
        return found[0]
    scale = found["scale"] or ""
    # "PHP 8.2", "AMD 5800", "TOP 10": a name and a number; a rarer currency's amount shows its cents or thousands
    # ("PHP 1,500.00"), or a scale
    shown = re.search(r"[.,]\d\d$|\d[,.\u00a0\u202f ]\d{3}", found["amount"]) or _SCALE_WORD.fullmatch(scale)
    if found["code"] in _CODES_THAT_ARE_NAMES and not shown:
        return found[0]
    if scale and not _SCALE_WORD.fullmatch(scale):
        return f"{found['amount']} {currency}{scale}"
    return f"{found['amount']}{scale} {currency}"


def _currency_names(code: str, currency: str) -> tuple[str, ...] | None:
    """A currency's singular and plural in the language: for the currencies with a sign here English's own,
    num2words' or :data:`_NAMES`; for the others Babel's, which names the country ("Canadian dollars")."""
    if currency in _CURRENCIES.values():
        forms = getattr(CONVERTER_CLASSES[code], "CURRENCY_FORMS", {}).get(currency)
        return _UNIT_PLURALS.get((code, currency)) or (forms[0] if forms else _NAMES.get((code, currency)))
    if currency not in _currency_codes():
        return None
    if (code, currency) in _OWN_NAMES:
        return _OWN_NAMES[code, currency]
    from babel.numbers import get_currency_name

    try:
        said = tuple(get_currency_name(currency, count=count, locale=code) for count in (1, 2))
    except ValueError:
        return None
    return None if currency in said else tuple(_in_sentence(name, code) for name in said)


def _in_sentence(name: str, code: str) -> str:
    """A currency's name as Babel gives it, as a sentence writes it: German "Mexikanische Pesos" is a name,
    "mexikanische Pesos" in a sentence."""
    return re.sub(r"^[A-ZÄÖÜ](?=\w*isch(?:e[rn]?)?\s)", lambda first: first[0].lower(), name) if code == "de" else name


def _scaled(found: re.Match[str], code: str, sentence: str) -> str | None:
    value = _as_decimal(found["amount"], code, sentence)
    currency = _CURRENCIES.get(found["symbol"], found["symbol"])
    names = _currency_names(code, currency)
    if value is None or names is None:
        return None
    if value == value.to_integral_value():
        words = _words(int(value), code)
    else:
        whole, _, fraction = format(value, "f").partition(".")
        words = _decimal(int(whole), fraction, code)
    scale = _SCALES[code][found["scale"]]
    if value == 1:
        scale = _SCALE_SINGULAR.get((code, scale), scale)
        words = {"de": "eine", "es": "un"}.get(code, words)
    consonant, vowel = _SCALE_LINK.get(code, ("", ""))
    link = vowel if names[1][:1].lower() in "aeiouéèh" else consonant
    minus = f"{SIGNS[code][0]} " if found["sign"] else ""
    before, rest = found.string[:found.start()], found.string[found.end():]
    name = names[0] if measure_before_noun(before, rest, code) else names[1]  # "a $2 billion deal": a dollar deal
    return f"{minus}{words} {scale} {link}{name}" if words else None


def _plural(converter: Any, count: int, names: tuple[str, ...]) -> str:
    """The currency's name for ``count`` of it: num2words' rule for the language (Polish and
    Russian have a plural for 2–4 and one for 5 and more), else singular for one, plural otherwise."""
    try:
        return str(converter.pluralize(count, names))
    except (NotImplementedError, AttributeError, IndexError):
        return names[0] if count == 1 else names[1]


def _as_decimal(amount: str, code: str, sentence: str) -> Decimal | None:
    """An amount as the language writes numbers: "50,000" is fifty thousand in English; in a
    language with a decimal comma it is too when :func:`_comma_groups` says the sentence writes
    thousands so, else "1,50" is one and a half."""
    digits = amount.replace("\u00a0", "").replace("\u202f", "").replace(" ", "")
    if _DECIMAL_POINT.get(code, ",") == "." or _comma_groups(sentence, code):
        digits = digits.replace(",", "") if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", digits) \
            else digits.replace(".", "").replace(",", ".")
    elif not re.fullmatch(r"\d+\.\d{1,2}", digits):  # "$0.99", "US$2.5": a point before cents groups nothing
        digits = digits.replace(".", "").replace(",", ".")
    try:
        return Decimal(digits)
    except InvalidOperation:
        return None


_DECIMAL_POINT = {"en": ".", "ja": ".", "zh": ".", "ko": "."}
_COMMA_GROUPED = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\w]|[.,]\d)")
_DECIMAL_COMMA = re.compile(r"(?<![\w.,])\d+,\d+(?![\w]|[.,]\d)")


def _comma_groups(sentence: str, code: str) -> bool:
    """Whether a sentence in a language with a decimal comma groups thousands with commas, as
    Latin American Spanish and English-trained writers do ("40,000 proyectos"): every number with
    a comma in it has exactly three digits after each comma (and no decimal comma elsewhere). Where the
    language's own writers group with a space or a dot (:data:`GROUPS_NEVER_WITH_COMMAS`), only a number
    with two commas or after a dollar's or a pound's sign shows it ("1,815" is a decimal)."""
    with_commas = _DECIMAL_COMMA.findall(sentence) + _COMMA_GROUPED.findall(sentence)
    if _NEVER_GROUPED.search(sentence):
        return False  # "0,067", "9,460 billones": no thousands were grouped so
    if code == "es" and re.search(r"(?<![\w.,])\d{1,3}(?:\.\d{3})+(?![\w.,]|,\d)", sentence) \
            and not re.search(r"\d,\d{3},\d{3}", sentence):
        return False  # "1.500 personas y 2,750 kg": Spain's dot groups thousands, its comma is the decimal
    if code in GROUPS_NEVER_WITH_COMMAS and not re.search(r"\d,\d{3},\d{3}|[$£]\s?\d{1,3},\d{3}\b", sentence):
        return False
    return bool(with_commas) and all(re.fullmatch(r"\d{1,3}(?:,\d{3})+", number) for number in with_commas)


GROUPS_NEVER_WITH_COMMAS = frozenset({"fr", "de"})
"""Languages whose writers group thousands with a space or a dot, never alone with a comma."""


_NEVER_GROUPED = re.compile(r"(?<![\w.,])(?:0,\d|(?i:kilómetro|km|pk)\s\d{1,3},\d{3}\b"  # a road's kilometre post
                            r"|\d{2,3},\d{3}\s?(?:[kh]Pa|[kMG]Hz|(?:kilo|hecto)pascal(?:es)?|(?:kilo|mega|giga)hercios?)\b"
                            # "101,325 kPa", "144,750 MHz": measured to the third place
                            r"|\d,\d\d(?<!00)\d(?<!00)\s?(?:%|Prozent|pour\s?cent|por\s?ciento)"  # "subió un 2,181%":
                            # a rise in thousandths, not 2,181 %
                            r"|\d{1,3},\d{3}\s(?i:mil\s+millones|millones|millón|billones|billón"
                            r"|millions?|milliards?|Millionen|Million|Milliarden|Milliarde|Billionen)\b)")


def _words(number: int | float, language: str, **options: str) -> str | None:
    try:
        words = str(num2words(number, lang=primary(language), **options))
    except (NotImplementedError, OverflowError, ValueError):
        return None  # no number words for this language: the engine reads the digits
    return before_scale(words) if primary(language) == "es" and not options else words


_IN_A_SUM_EN = re.compile(r"\b(?:times|equals|plus|minus|divided by|multiplied by)\s$")
"""Words of a sum before a decimal written without its zero that make it a number ("16 times .10"); not a
calibre (".22 and .38")."""


def speak_numbers(text: str, language: str) -> str:
    """Numbers as words in the language: grouped thousands, decimals, percentages, ordinals, years.

    German ordinals ("am 3. Mai") need the noun's case, so they are left to the engine. In a
    language with a decimal comma, "40,000" is forty thousand when the sentence groups thousands
    with commas (see :func:`_comma_groups`), else forty point zero zero zero. A number next to a
    currency sign (``₹500``, ``500 ₹``) is an amount :func:`speak_money` could not say: it is left
    as written, for the voice to read with its currency.
    """
    code = primary(language)
    # "at EL 8200 13 lifts": two numbers side by side, no grouping left here, each said apart (not "8213")
    text = re.sub(r"(?<![\d.,])(\d{3,})\s(?=\d{1,2}(?![\d.,:/]|\s?[%°]))", r"\1, ", text)
    if re.search(r"\d{11}", text):  # "1406163740504": an identifier (a folder's, a timestamp), no quantity: its digits
        text = re.sub(r"(?<![\w.,$€£¥])\d{11,}(?<!000)(?![\w]|[.,]\d)(?!\s?(?:[$€£¥%]|(?i:euros?|dollars?)\b))",
                      lambda found: " ".join(found[0]), text)  # "100000000000 galaxies": a count
    if code == "es" and re.search(r"\d[’'´]\d", text):  # "a 1’5 metros", "1´5": a decimal comma typed as an apostrophe
        # "2´30 minutos": minutes and their seconds (dos minutos treinta), no decimal
        text = re.sub(r"(?<![\w.,’'´])(\d+)[’'´]([1-5]\d)\s?(?:minutos|min\b\.?)",
                      lambda found: f"{'un minuto' if found[1] == '1' else found[1] + ' minutos'} {found[2]}", text)
        text = re.sub(r"(?<![\w.,’'´])(\d+)[’'´](\d{1,2})(?!\d)", lambda found: f"{found[1]},{found[2]}" if _unit_names(
            code).match(found.string, found.end()) or re.match(r"\s?[%€]", found.string[found.end():]) else found[0],
                      text)
    if "_" in text:  # "8_000_000": a number literal of code, its digits grouped with underscores
        text = re.sub(r"(?<![\w.])\d{1,3}(?:_\d{3})+(?![\w.])", lambda found: found[0].replace("_", ""), text)
    if code == "en" and "," in text:  # "5,81,876": India's grouping (lakh, crore), said so
        text = _INDIAN_GROUPS.sub(lambda found: str(num2words(int(found[0].replace(",", "")), lang="en_IN")), text)
    if code == "es":
        text = re.sub(r"(?<=\d)\.°(?=\s)", ".º", text)  # "1.° puesto": the ordinal sign, typed as a degree
        text = re.sub(r"(\d(?:er|º|ª))\.(?=\s+[A-ZÁÉÍÓÚa-záéíóú])", r"\1", text)  # "1er. Curso": the mark's stop
    if code in _POINT_AFTER_SPACES and _SPACE_GROUPED_POINT.search(text):  # "6 712.089 km2 y 522.135 km"
        text = _point_decimals(text, language)
    if _DECIMAL_POINT.get(code, ",") == "," and "," in text and _comma_groups(text, code):
        text = _COMMA_GROUPED.sub(lambda m: m[0].replace(",", ""), text)
    if code in _PERCENT:
        text = re.sub(r"(\d)\s?%", rf"\1 {_PERCENT[code]}", text)
    if code in _ORDINAL:
        text = _ORDINAL[code].sub(lambda m: _ordinal(m, language), text)
    if code in _VERSION_POINT and _groups_with_dots(code):  # "sección 4.3", "8.25": a point, not a group
        text = re.sub(r"(?<![\w.,])(?!0\d)(\d+)\.(\d{1,2})(?![\w]|[.,]\d)", rf"\1 {_VERSION_POINT[code]} \2", text)
    text = re.sub(r"(?<=\d)·(?=\d)", _DECIMAL_POINT.get(code, ","), text)  # "64·8": an old decimal point
    if code == "en" and " ." in f" {text}":  # "only .8 miles": a measure written without its zero, "point eight"
        measured = _unit_names(code)
        text = re.sub(r"(?:(?<=^)|(?<=[\s(~]))\.(\d{1,2})\b(?![.,]\d)", lambda found: " ".join(
            ["point", *(str(num2words(int(d), lang="en")) for d in found[1])])
            if measured.match(text, found.end()) or _IN_A_SUM_EN.search(text, 0, found.start())
            or re.match(r"\s?(?:percent|equals|times)\b", text[found.end():]) else found[0], text)
    text = _number_pattern(code).sub(lambda m: _number(m, language), text)
    if code == "de" and " eine Milli" in text:  # "mit 1.908.828 Euro": mit einer Million, the dative
        text = re.sub(r"\b((?i:" + "|".join(sorted(DATIVE_PREPOSITIONS_DE)) + r")\s+)eine (?=Milli(?:on|arde)\b)",
                      r"\1einer ", text)
    return text



_SPACE_GROUPED_POINT = re.compile(r"(?<![\w.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+\.\d+(?![\w.,]|\s\d)")
"""A number with its thousands grouped with spaces and a decimal point ("6 712.089"), as Mexico writes: the point is
its decimal mark, no group."""
_POINT_NUMBER = re.compile(r"(?<![\w.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)\.(\d+)(?![\w.,]|\s\d)")


_POINT_AFTER_SPACES = {"es": ("punto", _POINT_NUMBER), "en": ("point", _SPACE_GROUPED_POINT),
                       "de": ("Komma", _SPACE_GROUPED_POINT)}
"""Where a sentence has a number grouped with spaces and a decimal point (:data:`_SPACE_GROUPED_POINT`), the word
said for the point and the numbers read so: in Spanish, as Mexico writes, every number with a point in the sentence
("6 712.089 km2 y 522.135 km": quinientos veintidós punto ciento treinta y cinco, no thousands); elsewhere the grouped
number alone. French groups with a space and a dot alike ("6 712.089" is millions there)."""


def _point_decimals(text: str, language: str) -> str:
    """The numbers :data:`_POINT_AFTER_SPACES` reads with a decimal point, said with its word."""
    word, numbers = _POINT_AFTER_SPACES[primary(language)]

    def said(found: re.Match[str]) -> str:
        whole, fraction = found[0].rsplit(".", 1)
        spoken = _decimal(int(re.sub(r"\D", "", whole)), fraction, language)
        return spoken.replace(f" {_DECIMAL[primary(language)]} ", f" {word} ", 1) if spoken else found[0]

    return numbers.sub(said, text)


@cache
def _number_pattern(code: str) -> re.Pattern[str]:
    """A number as the language writes it: grouped thousands, an optional decimal part."""
    decimal = "." if code == "en" else ","
    group = {"en": ",", "fr": "[\u00a0\u202f .]", "de": "\\.", "es": "\\."}.get(code, "(?!)")
    signs = _currency_signs()
    return re.compile(
        rf"(?<![\w.,{signs}])(?<![{signs}]\s)(\d{{1,3}}(?:{group}\d{{3}})+|\d+)(?:{re.escape(decimal)}(\d+))?"
        rf"(?![\w]|[.,]\d|\s?[{signs}])"
    )


@cache
def _currency_signs() -> str:
    """Unicode's currency signs ($, ¥, ₹, ₽ …: category Sc) of the Basic Multilingual Plane, escaped
    for a character class."""
    return re.escape("".join(c for c in map(chr, range(0x10000)) if unicodedata.category(c) == "Sc"))


_INDIAN_GROUPS = re.compile(r"(?<![\w.,])\d{1,2}(?:,\d\d)+,\d{3}(?![\w]|[.,]\d)")
"""A number grouped in lakhs and crores ("5,81,876", "1,23,45,678")."""


def _number(match: re.Match[str], language: str) -> str:
    digits = re.sub(r"\D", "", match[1])
    value = int(digits)
    if match[2] is not None:
        return _decimal(value, match[2], language) or match[0]
    plain_year = digits == match[1] and len(digits) == 4 and 1100 <= value <= _LAST_YEAR.get(primary(language), 0)
    early = (digits == match[1] and 1001 <= value <= 1099 and primary(language) == "en"  # "in 1066": ten sixty-six
             and re.search(r"\b(?i:in|of|from|until|till|since|by|circa|c\.|year|before|after|died|born|d\.|b\."
                           r"|January|February|March|April|May|June|July|August|September|October|November"
                           r"|December)\s+$|\b1\d\d\d\s+(?:or|and|to)\s+$",
                           match.string[max(0, match.start() - 16):match.start()]) is not None)
    year = (plain_year or early) and not _NOT_A_YEAR.match(match.string, match.end()) and not _LABEL_BEFORE.search(
        match.string, 0, match.start()) and not (primary(language) == "en" and _counted_en(match))
    if (primary(language) == "en" and digits == match[1] and 1100 <= value <= 1999
            and match.string[max(0, match.start() - 3):match.start()] in ("an ", "An ")):
        year = True  # "an 1100 ft gain": an eleven hundred, as the article was written for
    return _words(value, language, **({"to": "year"} if year else {})) or match[0]


def _counted_en(match: re.Match[str]) -> bool:
    """Four figures before a plural noun after a verb or a word that counts: a count ("there were 2053 churches",
    "had 1350 teachers", "over 1500 visitors"); "in 2020 prices", "compared with 2019 figures", "2021 marks" are
    years."""
    before = re.search(r"([^\W\d_]+)\s+$", match.string[max(0, match.start() - 30):match.start()])
    return (before is not None and before[1].lower() in _COUNT_FOLLOWS_EN
            and re.match(r"\s+[a-z]{2,}[^s\W]s\b", match.string[match.end():]) is not None)


_COUNT_FOLLOWS_EN = frozenset({
    "were", "are", "was", "is", "had", "has", "have", "having", "sold", "built", "employs", "employed", "employ",
    "hired", "counted", "recorded", "registered", "received", "attracted", "welcomed", "hosted", "housed", "holds",
    "held", "contains", "contained", "lists", "listed", "nearly", "almost", "some", "only", "just", "total", "all",
    "these", "those", "another", "extra", "additional", "exactly", "estimated"})
"""Words a count follows before a plural noun, where no year does ("there were 2053 churches"); not "over", "than",
"about" ("up 5% over 2019 levels")."""


_LAST_YEAR = {"en": 2099, "de": 1999}
"""Four-digit numbers from 1100 to these are read as years: "twenty twenty-one", "neunzehnhundert";
a German "2021" is read as the number it is said as ("zweitausendeinundzwanzig")."""
_NOT_A_YEAR = re.compile(
    r"\s*(?:%|[kKMG]?[bB](?:ytes?)?\b|px\b|bits?\b|(?:feet|foot|ft|yards?|inch(?:es)?|miles?|meters?|metres?"
    r"|kilometers?|kilometres?|acres?|hectares?|pounds?|lbs?|tons?|tonnes?|kilograms?|gallons?|liters?|litres?"
    r"|square|cubic|calories|steps|words|pages|people|persons|employees|students|members|votes"
    r"|Menschen|Personen|Einwohner\w*|Besucher\w*|Mitglieder\w*|Haushalte|Mitarbeiter\w*|Teilnehmer\w*|Stimmen"
    r"|Schüler\w*|Kinder|Euro|Dollar|Franken|Stück|Mal|Seiten|Wohnungen|Häuser|Fälle|Exemplare|Arbeitsplätze)\b"
    r"|\s+[^\W\d_]+- bis [^\W\d_]+-[^\W\d_])")
"""After a four-digit number, what makes it a count or a measure rather than a year ("1695 feet", "2000 people",
"1430 Haushalte", "1430 3-4-Personen-Haushalte")."""
_LABEL_BEFORE = re.compile(r"(?:\b(?i:pages?|pp?\.|Seiten?|S\.|páginas?|págs?\.|numbers?|No\.|Nummer|Nr\.|números?"
                           r"|núm\.|numéros?|n°|nº|Randnummer|Rn\.)|§)\s?$")
"""Before a four-digit number, a label that makes it a page's or an item's number, not a year ("S. 1607")."""


DIGIT_BY_DIGIT = frozenset({"en", "de"})
"""Where the digits after the decimal mark are said one by one ("one point eight four", "vier Komma fünf
zwei"); Spanish and French say up to three of them as a number ("seis coma ochenta y dos", "deux virgule
cinquante-huit"), more one by one ("trois virgule un quatre un cinq neuf")."""


ZEROS_THEN_NUMBER = frozenset({"fr", "es"})
"""Languages that read a decimal part's leading zeros one by one and the rest as a number ("zéro virgule zéro huit
cent trente-deux"); others read every digit after a leading zero."""


def _decimal(whole: int, fraction: str, language: str) -> str | None:
    """3.5 → "three point five"; 0.05 → "zero point zero five" (digits after a leading zero; in French and Spanish
    the zeros, then the number: "zéro virgule zéro cinq", "zéro virgule zéro huit cent trente-deux")."""
    parts = [_words(whole, language)]
    rest = fraction.lstrip("0")
    if primary(language) in ZEROS_THEN_NUMBER and fraction.startswith("0") and 0 < len(rest) <= 3:
        # "0,0832": zéro virgule zéro huit cent trente-deux, the zeros one by one and then the number
        parts += [_words(0, language)] * (len(fraction) - len(rest)) + [_words(int(rest), language)]
    elif fraction.startswith("0") or primary(language) in DIGIT_BY_DIGIT or len(fraction) > 3:
        parts += [_words(int(digit), language) for digit in fraction]  # "3,14159": trois virgule un quatre un …
    else:
        parts.append(_words(int(fraction), language))
    if None in parts or primary(language) not in _DECIMAL:
        return None
    return f"{parts[0]} {_DECIMAL[primary(language)]} {' '.join(p for p in parts[1:] if p)}"


def _ordinal(match: re.Match[str], language: str) -> str:
    try:
        words = ordinal_words(int(match[1].replace(",", "")), primary(language))
    except (NotImplementedError, KeyError, OverflowError):
        return match[0]  # no ordinals for this language: the engine reads the digits
    ending = match[2] if len(match.groups()) > 1 else ""
    if primary(language) == "es" and len(ending) == 3 and ending.endswith("s"):
        words += "s"  # "los 2dos": segundos
    if primary(language) == "es" and re.search(r"\b(?i:los|las|sus|nuestr[oa]s|vuestr[oa]s|estos|estas)\s$",
                                               match.string[:match.start()]):
        words = re.sub(r"([oa])\b", r"\1s", words)  # "los 30º Juegos": trigésimos, every part plural
    if (ending == "ª" or ending.rstrip("s").endswith("a")) and re.search(r"os?$", words):
        return re.sub(r"o(s?)\b", r"a\1", words)  # "21ª": vigésima primera, every part feminine; "las 2das"
    if ending == "er" and words.endswith("o"):
        return words[:-1]  # "3.er día": tercer
    if primary(language) == "fr" and ending.endswith("s") and ending not in ("ers", "res", "ères", "nds", "ndes"):
        return words + "s"  # "les Lyonnais sont 13es": treizièmes
    if ending.rstrip("s") in ("re", "ère") and words == "premier":
        return "première" + ending[-1:].replace("e", "")  # "1re catégorie", "les 1res"
    if ending.rstrip("s") in ("nd", "nde") and match[1] == "2":
        return ("second" if ending.rstrip("s") == "nd" else "seconde") + ending[-1:].replace("d", "").replace("e", "")
    if ending == "ers" and words == "premier":
        return "premiers"
    return words


@cache
def _word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)


def apply_lexicon(text: str, lexicon: Mapping[str, str]) -> str:
    """The guide's own pronunciations: whole words, any case, replaced for speech only."""
    for word, spoken in lexicon.items():
        text = _word_pattern(word).sub(spoken.replace("\\", "\\\\"), text)
    return text


def drop_quotes(text: str, language: str) -> str:
    """Quotation marks are not spoken; apostrophes inside words stay (as '), and so does an elision before a
    quotation (``d'"encarts"``, ``l'« objet »``: d'encarts, l'objet)."""
    text = _ELIDED_BEFORE_QUOTE.sub(lambda found: f"{found[1]}\x00", text)
    names = SYMBOL_NAMES.get(primary(language))
    if names:  # 'usando “.” como separador decimal': a sign quoted alone is named
        text = re.sub(r"""(?<!\w)["“«„‘'] ?([.,;:!?/\\|_@#*&%=+<>-]) ?["”»“’'](?!\w)""",
                      lambda found: names.get(found[1], found[0]), text)
    text = re.sub(r'(?<=[.,;:])["“«„](?=[^\W\d_])', " ", text)  # 'apartado M."Cálculo…"': a title after a stop
    text = re.sub(r'(?<=[\w.!?…])(["”])(?=[^\W\d_])', r"\1 ", text)  # '("/home/csaf"in …)': a word after the quote
    text = _QUOTES.sub("", text).replace("\x00", "'")
    text = re.sub(r"(?<![\w`´])[`´](?=\d\d\b)", "", text)  # "in 1985, `86 and `89": a year's apostrophe, typed so
    return text.replace("’", "'")


def speak_dashes(text: str, language: str) -> str:
    """Ranges (3–5, 2001-2006) are read "3 to 5"; dashes between words become a comma pause.

    A hyphen between numbers is a range when the second is larger, or shorter ("1990-95");
    not in a chain of numbers (a date, a phone number) nor after a leading zero (a code).
    In a language without a word for ranges here, a range is left for the engine to read.
    """
    word = RANGE.get(primary(language))
    text = text.replace("\u2011", "-").replace("\u2010", "-")  # a no-break hyphen is a hyphen
    text = re.sub(r"(?<=\()–(?=\d)", "−", text)  # "(–69.800)": a number's minus sign, typed as a dash
    text = re.sub(r"\s+-{2,}\s+", " — ", text)  # "au monde -- une augmentation": a dash typed as two hyphens
    text = re.sub(r"(?:^|(?<=\s))-{2,}(?=[\s,.;:!?]|$)", "—", text)  # "-- sa taille … --,": an aside
    text = _HYPHEN_ASIDE.sub(r", \1,", text)
    if primary(language) == "fr":  # "articles L. 324-1": a code's article, "trois cent vingt-quatre tiret un"
        text = re.sub(r"\b([LRDA]\.\s?|[LRDA]\s|articles?\s)(\d+)-(\d+)\b(?![.,]\d)", r"\1\2 tiret \3", text)
    if word:
        between, conjunction = BETWEEN.get(primary(language), ("", ""))
        if between:  # "between 1233–1260": and
            text = re.sub(rf"(\b(?i:{between})\s+\d+)\s*[–—-]\s*(?=\d)", rf"\1 {conjunction} ", text)
        text = re.sub(r"(\d)\s*[–—]\s*(\d)", rf"\1 {word} \2", text)
        text = _DATE_AFTER_YEAR.sub(rf"\1 {word} ", text)  # "(28 June 1491 – 28 January 1547)", as read by now
        text = _LETTER_RANGE.sub(lambda found: _letter_range(found, word, primary(language)), text)
        text = _HYPHEN_RANGE.sub(lambda match: _range(match, word), text)
    return re.sub(r"(?<!\d)\s*[—–]\s*|\s*[—–]\s*(?!\d)|\s+-\s+", ", ", text)


_LETTER_RANGE = re.compile(r"(?<![\w.-])([A-Z])([-–])([A-Z])(?![\w-])")
"""Letters from one to another ("bands A-D", "rows A–F"), the second further on than the next letter."""
LETTERS_RANGED_AFTER = {
    "en": r"bands?|rows?|columns?|grades?|class(?:es)?|categor(?:y|ies)|blocks?|zones?|levels?|sections?|groups?"
          r"|hepatitis|types?|sizes?|from|between|letters?|seats?|gates?|parts?|areas?|units?|appendi(?:x|ces)|annex(?:es)?"
          r"|schedules?|floors?|ratings?|tiers?|stands?|wings?|halls?|platforms?",
    "de": r"Klassen?|Reihen?|Spalten?|Kategorien?|Bl(?:ock|öcke)|Zonen?|Stufen?|Gruppen?|Typen?|Größen?|von|zwischen"
          r"|Hepatitis|Buchstaben|Bereiche?|Teile?|Sektoren?|Tribünen?|Anlagen?|Ebenen?|Hallen?|Gleise?|Bauteile?|Abschnitte?",
    "fr": r"classes?|rangs?|rangées?|colonnes?|catégories?|blocs?|zones?|niveaux?|groupes?|types?|tailles?|de|entre"
          r"|lettres?|bâtiments?|parties?|annexes?|tribunes?|halls?|quais?|escaliers?|sections?",
    "es": r"clases?|filas?|columnas?|categorías?|bloques?|zonas?|niveles?|grupos?|tipos?|tallas?|de|desde|entre"
          r"|letras?|partes?|anexos?|gradas?|puertas?|pabellones?|andenes?|secciones?",
}
"""Words after which letters joined by a hyphen are a range ("bands A-D", "Klasse A-C"); elsewhere they are two
letters of a name ("M-V", Mecklenburg-Vorpommern), as are letters that follow each other ("A-B")."""


_LETTERS_NAMED = {"de": {"M-V", "B-W"}}
"""Two letters in order that name something (a Land: Mecklenburg-Vorpommern, Baden-Württemberg), not a range."""
_PLURAL_BEFORE = {
    "de": r"(?<![\w-])[A-ZÄÖÜ][a-zäöüß]{2,}(?:en|e|er|s)\s+$",
    "en": r"(?<![\w-])(?!(?i:does|goes|always|perhaps|towards|whereas|unless)\s)[^\W\d_]{2,}[^\Wsiu\d_]s\s+$",
    "fr": r"(?<![\w-])(?!(?i:dans|sous|vers|sans|puis|plus|moins|après|alors|jamais)\s)[^\W\d_]{3,}s\s+$",
    "es": r"(?<![\w-])(?!(?i:tras|antes|después|mientras|además|menos|entonces)\s)[^\W\d_]{3,}s\s+$",
}
"""A plural noun before letters in order: the letters are a range ("panels A-D", "Aufgaben A-D", "preguntas A-D")."""
_PAIRED = re.compile(r"(?i:\b(?:pairs?|bonds?|notes?|chords?|intervals?|acordes?|notas|pares|paires?|accords?"
                     r"|Akkorde?|Noten|Paare?|Basenpaare?)\s+$)")
"""Nouns before letters that name two things together, not the letters between ("base pairs A-T", "chords A-D")."""


def _letter_range(found: re.Match[str], word: str, code: str) -> str:
    first, dash, last = found[1], found[2], found[3]
    before, after = found.string[:found.start()], found.string[found.end():]
    counted = re.search(rf"\b(?i:{LETTERS_RANGED_AFTER.get(code, '(?!)')})\s+$", before)
    alone = before.endswith("(") and after.startswith(")")  # "(A-D) Confocal images": a figure's panels
    listed = found[0].replace("–", "-") not in _LETTERS_NAMED.get(code, set()) and (
        alone or re.search(_PLURAL_BEFORE.get(code, "(?!)"), before)) and not _PAIRED.search(before)
    ranged = dash == "–" or (first, last) == ("A", "Z") or counted or listed
    return f"{first} {word} {last}" if ranged and ord(last) - ord(first) > 1 else f"{first} {last}"
_MONTHS_DE = "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"
_DATE_AFTER_YEAR = re.compile(
    rf"(?<![\d.,])(\d{{4}})\s+[–—]\s+(?=the \d+(?:st|nd|rd|th) of |(?:{'|'.join(MONTHS_EN)}) \d"
    rf"|[a-zäöüß]+(?:ter|ten|ster|sten) (?:{_MONTHS_DE})\b)")
"""A date after a year and a spaced dash: the second end of a range of dates, no pause."""
_HYPHEN_ASIDE = re.compile(r"\s+-(?=[^\s-])([^-\n]*?\s[^-\n]*?[^\s-])-(?=[\s.,;:)]|$)")
"""An aside between hyphens, as dashes are typed ("136 diputados -47 más que en 2019-"): no minus, no compound."""


def _range(match: re.Match[str], word: str) -> str:
    first, second = match[1], match[2]
    if _is_range(first, second, match.string[match.end():]):
        return f"{first} {word} {second}"
    return match[0]  # "9-5", "555-1234": not a range (see speak_digit_groups)


def speak_ellipses(text: str, language: str) -> str:
    """An ellipsis is a pause: a comma inside a sentence, a full stop at its end."""
    text = re.sub(r"\s*(?:…|\.\.\.)\s*$", ".", text)
    text = re.sub(r"(?<=[(\[])\s*(?:…|\.\.\.)\s*|\s*(?:…|\.\.\.)\s*(?=[)\]])", "", text)  # "(… troubles…)": no pause
    return re.sub(r"\s*(?:…|\.\.\.)\s*", ", ", text)


def tidy(text: str, language: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    if primary(language) == "fr":  # "de 1 comprimé", "à partir de 1 €": d'un
        text = re.sub(r"\b([dD]|[qQ]u)e (une?)\b", r"\1'\2", text)
    if primary(language) == "es":  # "entre las 1,30": la una; "un 1:38.641": un minuto …
        text = re.sub(r"\b([lL])as una\b", r"\1a una", text)
        # "desde la 1.00 horas", "quedamos a la 1": la una, the hour ("de la 1 a la 10", "La 1" stay)
        text = re.sub(r"\b([lL]a\s+)un[oa]\s+horas\b", r"\1una", text)
        text = re.sub(r"\b((?i:a|desde|hasta|sobre|hacia|de|por|entre)\s+la\s+)uno\b(?!\s+a\s+la\s+(?!una\b)\w)",
                      r"\1una", text)
        text = re.sub(r"\b([uU])n un minuto\b", r"\1n minuto", text)
    # a comma before another mark said once; not before ".NET" nor code's "!/proc", the mark starting a word
    text = re.sub(r",\s*([,.!?;:])(?=[\s,.!?;:\"'’”)\]]|$)", r"\1", text)
    text = re.sub(r"(?<=[^\W\d_]) \.$", ".", text)  # "sur l'âge » [4].": the quote and the mark gone before the stop
    text = re.sub(r"(?<=[^\W\d_])\.(?=[,;])", "", text)  # "de la tarde., modificando": an abbreviation's stop said
    return re.sub(r"^[,;:]\s*", "", text)


STEPS: list[Step] = [
    speak_entities, space_after_commas, speak_emoji, speak_urls, speak_timestamps, speak_elisions, drop_reference_marks,
    speak_keys, speak_codes, speak_written_codes, speak_inclusive_forms, speak_article_ranges, expand_abbreviations,
    speak_winds, speak_notes, speak_number_signs, speak_spans,
    speak_lifespans, speak_phone_pairs, speak_spaced_dashes, speak_short_scales, speak_phone_numbers,
    speak_decimal_points, speak_written_marks, speak_grouped_numbers, speak_scaled_money, speak_powers_of_ten,
    speak_units,
    speak_law_numbers, speak_dates, speak_side_by_side, speak_lower_bounds, speak_operators, speak_fractions,
    speak_halves, speak_per_item, speak_year_ranges,
    speak_slashes, speak_symbols, speak_decades, drop_quotes, speak_ratios, speak_times, speak_ordinals,
    speak_compounds, speak_roman_numerals, speak_references, speak_dialed_numbers, speak_versions, speak_money,
    speak_identifiers, speak_digit_groups, speak_dashes, speak_signs, speak_counted_ones, speak_numbers,
    speak_scale_nouns, speak_ellipses, tidy,
]


def for_speech(
    sentence: str, language: str, lexicon: Mapping[str, str] = {}, steps: list[Step] = STEPS,
    code: Sequence[Range] = (),
) -> str:
    """``sentence`` rewritten for the ear: its inline code (at ``code``) read as written (:func:`.code.read_code`),
    then the guide's lexicon, then each step."""
    sentence = apply_lexicon(read_code(sentence, code, language) if code else sentence, lexicon)
    for step in steps:
        sentence = step(sentence, language)
    return sentence


@dataclass(frozen=True)
class Cue:
    """One sentence as shown (``text``) and as spoken (``speech``), then a pause.

    A sentence longer than ``CUE_CHARS`` is several cues, one per piece.
    """

    chapter: int
    kind: str
    text: str
    speech: str
    pause_after: float
    ref: str | None = None
    language: str | None = None
    """Set when the sentence is not in the episode's language: spoken by that language's voice."""
    paragraph: int = 0
    """The paragraph's index in its chapter, so transcripts keep the script's paragraphs."""


def cues_for(
    script: EpisodeScript, pauses: PauseConfig, lexicons: Mapping[str, Mapping[str, str]] = {},
    candidates: Sequence[str] = (),
) -> list[Cue]:
    """Every sentence of the episode in order, with the pause that follows it.

    An over-long sentence is cut into pieces (see :func:`cue_pieces`), each a cue followed by the
    pause of a sentence; a section's heading inside a chapter follows the pause of a section.
    ``lexicons`` maps a language to its pronunciation lexicon. An author's
    pause (a paragraph of kind ``pause``) is no cue: its seconds are added to the pause after the
    cue before it, whatever that pause is (a sentence's, a paragraph's, a chapter's); a pause
    before any speech in a chapter follows the cue before the chapter (the intro's last at worst).

    With ``candidates`` (languages, the episode's among them), a paragraph of text written in another of
    them, else each sentence that is, is marked with it (:func:`passage_language`) and prepared by its rules;
    the framing (intro, announcements, outro) only where its ``spans`` mark what it quotes.
    """
    cues: list[Cue] = []
    added: dict[int, float] = {}  # a cue's index → the authors' pauses after it
    for chapter_index, chapter in enumerate(script.chapters):
        for paragraph_index, paragraph in enumerate(chapter.paragraphs):
            if paragraph.pause is not None:
                if cues:
                    added[len(cues) - 1] = added.get(len(cues) - 1, 0.0) + paragraph.pause
                else:
                    log.warning("%s: a pause before anything is said is not made", paragraph.ref or script.slug)
                continue
            before = len(cues)
            if paragraph.heading and cues and cues[-1].kind == "text" and cues[-1].chapter == chapter_index:
                cues[-1] = replace(cues[-1], pause_after=max(cues[-1].pause_after, pauses.section))
            # The framing is written in the episode's language but for what it quotes marked (``spans``).
            found_in = candidates if paragraph.kind == "text" else ()
            code = _CodeFinder(paragraph)
            for sentence, own in paragraph_parts(paragraph, script.language, found_in):
                spoken_in = own or script.language
                for piece in cue_pieces(sentence):
                    speech = for_speech(piece, spoken_in, lexicons.get(spoken_in, {}), code=code.within(piece))
                    if not re.search(r"\w", speech):
                        continue  # nothing to say: punctuation or symbols only
                    cues.append(
                        Cue(chapter_index, paragraph.kind, piece, speech, pauses.sentence,
                            paragraph.ref, own, paragraph_index)
                    )
            if len(cues) > before:
                cues[-1] = replace(cues[-1], pause_after=pauses.paragraph)
        if cues:
            cues[-1] = replace(cues[-1], pause_after=pauses.chapter)
    if cues:
        cues[-1] = replace(cues[-1], pause_after=0.0)
    for index, seconds in added.items():
        cues[index] = replace(cues[index], pause_after=cues[index].pause_after + seconds)
    return cues


class _CodeFinder:
    """Where a paragraph's inline code is in each of its pieces, met in order."""

    def __init__(self, paragraph: ScriptParagraph) -> None:
        self.text = paragraph.text
        self.ranges = code_ranges(paragraph.text, paragraph.code) if paragraph.code else []
        self.after = 0

    def within(self, piece: str) -> list[Range]:
        if not self.ranges or (start := self.text.find(piece, self.after)) < 0:
            return []
        self.after = start + len(piece)
        return ranges_in(self.ranges, start, self.after)


def mark_headings(script: EpisodeScript, candidates: Sequence[str]) -> EpisodeScript:
    """``script`` with each title the framing quotes (a chapter's heading in its announcement, the episode's
    title in its intro) marked with its language when that is another of ``candidates`` than the episode's:
    the title's own, where it alone says one ("Master Components" kept in a German page; "Überblick" is
    German whatever follows it), else its section's, where every sentence under it that says one says the
    same (a section not translated yet, under a title of identifiers such as ``kube-scheduler``). A title
    already marked is left as it is."""
    if not candidates:
        return script
    whole = _section_language([p for chapter in script.chapters for p in chapter.paragraphs], script, candidates)
    chapters = []
    for index, chapter in enumerate(script.chapters):
        own = _section_language(chapter.paragraphs, script, candidates)
        marks = [("announcement", chapter.title, own)] + ([("intro", script.title, whole)] if index == 0 else [])
        paragraphs = chapter.paragraphs
        for kind, title, section in marks:
            said = _title_language(title, script.language, candidates)
            language = section if said is None else said if primary(said) != primary(script.language) else None
            if language is not None:
                paragraphs = tuple(_marked(p, title, language) if p.kind == kind else p for p in paragraphs)
        chapters.append(replace(chapter, paragraphs=paragraphs))
    return replace(script, chapters=tuple(chapters))


def _title_language(title: str, language: str, candidates: Sequence[str]) -> str | None:
    """The language a title's own words say: clearly another one, or leaning to ``language``."""
    if code_like(title):
        return None
    said = identify(title, candidates) or identify_words(title, candidates)
    leaning = identify_words(title, candidates, WORD_LEANING) if said is None else None
    return said or (leaning if leaning is not None and primary(leaning) == primary(language) else None)


def _section_language(paragraphs: Sequence[ScriptParagraph], script: EpisodeScript, candidates: Sequence[str]
                      ) -> str | None:
    """The one language other than the episode's that the text of ``paragraphs`` says, if it says one."""
    said = set()
    for paragraph in paragraphs:
        if paragraph.kind == "text" and not paragraph.spans:
            for sentence in split_sentences(paragraph.text, paragraph.language or script.language):
                found = paragraph.language or identify(sentence, candidates)
                if found is not None:
                    said.add(found)
    if len({primary(found) for found in said}) != 1:
        return None
    found = said.pop()
    return found if primary(found) != primary(script.language) else None


def _marked(paragraph: ScriptParagraph, title: str, language: str) -> ScriptParagraph:
    if paragraph.spans or not title.strip():
        return paragraph
    whole = rf"(?<!\w){re.escape(title.strip())}(?!\w)"  # "Test" is no part of "Tester"
    spans = tuple((m.start(), m.end(), language) for m in re.finditer(whole, paragraph.text))
    return replace(paragraph, spans=spans) if spans else paragraph


def passage_language(text: str, language: str, candidates: Sequence[str]) -> str | None:
    """The candidate ``text`` is written in when it is not ``language`` (told apart by their primary
    subtags), else None: the same language, or too short or ambiguous to tell (see :mod:`.languages`)."""
    if not candidates or code_like(text):
        return None
    found = identify(text, candidates)
    return found if found is not None and primary(found) != primary(language) else None


_CODE_TOKEN = re.compile(
    r"[\w$@]*[^\W\d_][\w$@]*(?:[-_.:/][\w$@]+)+"  # kebab-case, snake_case, dotted, paths: kube-scheduler
    r"|[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+"  # camelCase, PascalCase: matchLabels, DaemonSet
    r"|[A-Z0-9]{2,}s?|\w*\d\w*|--?[\w-]+"  # acronyms, words with digits, options: API, v1, --cascade
)


def code_like(text: str) -> bool:
    """Whether ``text`` is only identifiers (``kube-scheduler``, ``matchLabels``, ``node.kubernetes.io/not-ready``,
    ``API``): names written the same in every language, which say nothing of the language around them."""
    tokens = [token.strip("()[]{}.,;:!?\"'`«»“”") for token in text.split()]
    tokens = [token for token in tokens if token]
    return bool(tokens) and all(_CODE_TOKEN.fullmatch(token) for token in tokens)


def paragraph_parts(
    paragraph: ScriptParagraph, language: str, candidates: Sequence[str]
) -> list[tuple[str, str | None]]:
    """A paragraph's sentences (and quotations, see :func:`language_parts`) in order, each with its language
    when it is not ``language``: the paragraph's own (an untranslated one), else the language the author
    marked (``spans``), else the one found among ``candidates`` for the whole paragraph, else for each."""
    if paragraph.language:
        return [(s, paragraph.language) for s in split_sentences(paragraph.text, paragraph.language)]
    if paragraph.spans:
        return [part for text, marked in _marked_runs(paragraph.text, paragraph.spans)
                for part in _run_parts(text, marked, language, candidates)]
    sentences = split_sentences(paragraph.text, language)
    parts = [part for s in sentences for part in language_parts(s, language, candidates)]
    whole = _paragraph_language(paragraph.text, parts, language, candidates)
    return [(s, whole) for s in sentences] if whole else parts


def _marked_runs(text: str, spans: Sequence[tuple[int, int, str]]) -> list[tuple[str, str | None]]:
    """``text`` cut where the author's marks start and end, each run with the language marked (None: none);
    a mark inside another wins inside it."""
    languages: list[str | None] = [None] * len(text)
    for start, end, language in sorted(spans, key=lambda span: (span[0], -span[1])):
        languages[start:end] = [language] * (min(end, len(text)) - start)
    runs: list[tuple[str, str | None]] = []
    for index, character in enumerate(text):
        if runs and languages[index] == languages[index - 1]:
            runs[-1] = (runs[-1][0] + character, runs[-1][1])
        else:
            runs.append((character, languages[index]))
    joined: list[tuple[str, str | None]] = []
    for run, run_language in runs:
        lead = re.match(r"\s*[.,;:!?…)\]»«“”„\"']+(?=\s|$)", run)
        if lead and joined:  # the punctuation after a marked run ends it
            joined[-1] = (joined[-1][0] + lead[0], joined[-1][1])
            run = run[lead.end():]
        if re.search(r"\w", run):
            joined.append((run, run_language))
    return [(run.strip(), run_language) for run, run_language in joined]


def _run_parts(
    text: str, marked: str | None, language: str, candidates: Sequence[str]
) -> list[tuple[str, str | None]]:
    if marked is None:
        return [part for s in split_sentences(text, language) for part in language_parts(s, language, candidates)]
    own = marked if primary(marked) != primary(language) else None
    return [(s, own) for s in split_sentences(text, marked)]


def _paragraph_language(
    text: str, parts: list[tuple[str, str | None]], language: str, candidates: Sequence[str]
) -> str | None:
    """The language of the whole paragraph when it is another than ``language``: none of its sentences, nor
    the words around a quotation, is ``language`` (those too short to tell follow the paragraph)."""
    found = passage_language(text, language, candidates)
    if found is None:
        return None
    for part, _ in parts:
        said = identify(part, candidates)
        if said is not None and primary(said) == primary(language):
            return None
    return found


_QUOTED = re.compile(r"„[^“”„]+[“”]|“[^“”]+”|«[^«»]+»|»[^«»]+«|\"[^\"]+\"|‚[^‚‘’]+[‘’]")
"""A quotation, in the marks of the languages audioguide knows (German „…“ and »…«, English “…”, French «…» …)."""


def language_parts(sentence: str, language: str, candidates: Sequence[str]) -> list[tuple[str, str | None]]:
    """``sentence`` with its language when not ``language`` (see :func:`passage_language`); a quotation in
    another language than the words around it (``Im Original heißt es: „A standardized license …“``) is a
    part of its own, and so are the words around it."""
    whole = passage_language(sentence, language, candidates)
    if not candidates or not _QUOTED.search(sentence):
        return [(sentence, whole)]
    parts: list[tuple[str, str | None]] = []
    start = 0
    for found in _QUOTED.finditer(sentence):
        parts += [(sentence[start:found.start()], None), (found[0], passage_language(found[0], language, candidates))]
        start = found.end()
    parts.append((sentence[start:], None))
    if not any(own for _, own in parts):
        return [(sentence, whole)]
    merged: list[tuple[str, str | None]] = []
    for text, own in parts:
        lead = re.match(r"\s*[,;:.!?…]+", text)
        if lead and merged:  # the punctuation after a quotation ends it
            merged[-1] = (merged[-1][0] + lead[0], merged[-1][1])
            text = text[lead.end():]
        if not re.search(r"\w", text):
            if merged:  # punctuation: with the part before it
                merged[-1] = (merged[-1][0] + text, merged[-1][1])
            continue
        if merged and merged[-1][1] == own:
            merged[-1] = (merged[-1][0] + text, own)
        else:
            merged.append((text, own))
    return [(text.strip(), own) for text, own in merged]
