"""References, Roman numerals, decades and numbers to dial, read as a person reads them, from tables per language.

Steps of :data:`audioguide.text.prepare.STEPS`, each ``step(text, language) -> text``:

- a reference before its number, ``p. 12``, ``pp. 12–14``, ``S. 12``, ``No. 5``, ``n° 5``: the word
  ("page 12", "Seite 12", "number 5", "numéro 5");
- a Roman numeral after a word that counts (``Chapter IV``, ``Kapitel IV``, ``le XIXe siècle``, ``el
  siglo XIX``) or after a ruler's name (``Henry VIII``, ``Ludwig XIV.``, ``Louis XIV``, ``Felipe II``):
  the number, or the ordinal as the language says a ruler ("Henry the Eighth", "Ludwig der
  Vierzehnte", "Louis quatorze", "Felipe segundo");
- a decade, ``the 1990s``, ``the '90s``, ``die 1990er``: "the nineteen nineties", "the nineties",
  "die neunzehnhundertneunziger";
- a number after a word that dials it, ``Call 911``, ``wähle 112``, ``llama al 112``: digit by digit.

A Roman numeral alone ("I", "V", "X", "MIX") is a word or a letter: it is read only in these contexts.
"""

from __future__ import annotations

import re
from functools import cache

from audioguide.text.figures import SLASH, ordinal_words
from audioguide.text.german import CLUBS, ruler_case, speak_ordinals
from audioguide.text.measures import RANGE, primary

REFERENCES: dict[str, dict[str, str]] = {
    "en": {"pp.": "pages", "p.": "page", "No.": "number", "no.": "number", "Nos.": "numbers", "ch.": "chapter",
           "Ch.": "chapter", "vol.": "volume", "Vol.": "volume", "fig.": "figure", "Fig.": "figure", "§§": "sections",
           "§": "section", "Sec.": "section", "Secs.": "sections", "Sect.": "section", "Art.": "article",
           "Arts.": "articles", "Ord.": "ordinance", "Res.": "resolution", "Para.": "paragraph", "para.": "paragraph",
           "App.": "appendix", "Eq.": "equation", "Tab.": "table", "¶¶": "paragraphs", "¶": "paragraph",
           "ext.": "extension", "Ext.": "extension", "pg.": "page", "pgs.": "pages", "Op.": "opus", "op.": "opus"},
    "de": {"S.": "Seite", "Nr.": "Nummer", "Kap.": "Kapitel", "Abs.": "Absatz", "Bd.": "Band", "Abb.": "Abbildung",
           "§§": "Paragrafen", "§": "Paragraf", "Ziff.": "Ziffer", "Abschn.": "Abschnitt", "Anl.": "Anlage",
           "Rn.": "Randnummer", "Rdnr.": "Randnummer", "Tab.": "Tabelle", "Bl.": "Blatt", "Op.": "Opus", "op.": "Opus"},
    "fr": {"pp.": "pages", "p.": "page", "n°": "numéro", "nº": "numéro", "N°": "numéro", "Nº": "numéro", "no": "numéro",
           "chap.": "chapitre",
           "vol.": "volume", "fig.": "figure", "§§": "paragraphes", "§": "paragraphe", "al.": "alinéa",
           "tab.": "tableau", "Op.": "opus", "op.": "opus"},
    "es": {"págs.": "páginas", "pág.": "página", "p.": "página", "núm.": "número", "n.º": "número", "nº": "número",
           "No.": "número",
           "cap.": "capítulo", "vol.": "volumen", "fig.": "figura", "§§": "párrafos", "§": "párrafo",
           "inc.": "inciso", "apdo.": "apartado", "tab.": "tabla", "Op.": "opus", "op.": "opus"},
}
DASH = {"en": "dash", "de": "Strich", "fr": "tiret", "es": "guion"}
AND_OR = {"en": "and|or", "de": "und|oder", "fr": "et|ou", "es": "y|o"}
"""In a number that names a law or an article ("loi n° 2008-12", "article R. 411-8"): no range."""
NAMING = {"en": r"number|section|article|law|ordinances?|resolutions?", "de": r"Nummer|Paragraf|Artikel|Gesetz",
          "fr": r"numéro|article|paragraphe|loi|décret", "es": r"número|artículo|párrafo|ley|decreto"}
"""Words before such a number."""
"""Abbreviations that refer to a place by its number, and the word said, per language: read before a number only."""

COUNTING: dict[str, tuple[str, ...]] = {
    "en": ("Chapter", "Part", "Volume", "Book", "Act", "Scene", "Section", "Article", "Appendix", "Episode",
           "World War", "Phase", "Level", "Round", "Super Bowl", "Title", "Category", "Stage", "Class", "Group",
           "Division", "Grade", "Tier", "Type"),
    "de": ("Kapitel", "Teil", "Band", "Buch", "Akt", "Szene", "Abschnitt", "Artikel", "Anhang", "Folge", "Phase",
           "Stufe", "Gruppe", "Kategorie", "Klasse", "Typ", "Etappe"),
    "fr": ("chapitre", "partie", "tome", "livre", "acte", "scène", "section", "article", "annexe", "épisode", "an",
           "titre", "phase", "niveau", "groupe", "catégorie", "classe", "type", "étape", "division"),
    "es": ("capítulo", "parte", "tomo", "libro", "acto", "escena", "sección", "artículo", "anexo", "episodio",
           "siglo", "fase", "modalidad", "etapa", "categoría", "grupo", "nivel", "tipo", "clase", "división",
           "título", "volumen"),
}
"""Words after which a Roman numeral is a number (any case)."""
CENTURY: dict[str, re.Pattern[str]] = {
    # "XIXe siècle"; "xviie et xviiie siècles" (small capitals copied as lower case), "Xe-XIe siècles"
    "fr": re.compile(r"\b(?P<roman>[IVXLC]+|[ivxlc]+)(?:(?:e|ème|è)\b|(?=\s+siècle))"  # "XIX siècle": no "e" written
                     r"(?=\s+(?:siècle|millénaire)|\s*(?:[-–]|\s(?:et|ou|au)"
                     r"\s)\s*(?:[IVXLC]+|[ivxlc]+)(?:e|ème|è)\s+(?:siècles|millénaires))"),
    "de": re.compile(r"\b(?P<roman>[IVXLC]+)\.(?=\s+Jahrhundert)"),
    "en": re.compile(r"\b(?:the\s+)?(?P<roman>[IVXLC]+)(?:th|st|nd|rd)?(?=\s+century)"),
}
"""A century written in Roman numerals: said as an ordinal."""
ORDINAL_BEFORE_NOUN: dict[str, re.Pattern[str]] = {
    "fr": re.compile(r"\b(?P<roman>[IVXLC]{1,6})(?:e|ème|è)\b(?=\s+[^\W\d_])"  # "la Ve République"
                     r"|\b(?P<roman2>[IVXLC]{2,6})(?:e|ème|è)\b(?![\w'’-])"),  # "rue Riquet (XIXe)": an arrondissement
    "es": re.compile(r"\b(?P<det>(?i:el|la|los|las|del|al|su|sus|este|esta|ese|esa))\s+(?P<roman>[IVXLC]{1,6})"
                     r"(?=\s+[^\W\d_]{3,})|(?<![\w.])(?P<det2>)(?P<roman2>[IVXLC]{1,6})(?=\s+(?:milenio|siglo|centenario"
                     r"|aniversario|Guerra Mundial|Congreso|Festival|Encuentro|Jornadas?|Cumbre|Bienal|Certamen"
                     r"|Concurso|Torneo|Campeonato|Salón|Simposio|Premio|Foro|Ciclo|Maratón|Rally|Edición|Feria|Semana|Muestra"
                     r"|Carrera|Marcha|Exposición|Olimpiada|Gala|Copa|Conferencia|Concierto|Trofeo|Romería|Fiesta"
                     # "VIII Señor de Vizcaya", "XV Duque de Alba": a title's holder in its line
                     r"|[Ss]eñora?|[Cc]ondes?a?|[Dd]uques?a?|[Mm]arqués|[Mm]arquesa|[Vv]izcondes?a?|[Bb]arón|[Bb]aronesa"
                     r"|[Pp]ríncipe)\b)"),
}
"""A Roman numeral before a noun, where it is an ordinal: French writes its mark ("la Ve République", "le XIe
arrondissement", or alone: "(XIXe)"), Spanish puts it after an article ("la XI Legislatura": la undécima; "el III
Reich")."""
_ORDINAL_AFTER_ARTICLE_DE = re.compile(
    r"\b(?P<det>(?i:der|die|das|des|dem|den|im|am|vom|zum|zur|beim|ins|ans|eine[mnrs]?|ein))\s+(?P<roman>[IVXLC]{1,6})\."
    r"(?=\s+[A-ZÄÖÜ][^\W\d_]{2,})")
"""A German Roman numeral with its full stop after an article, before a noun: an ordinal ("der VIII. Senat")."""
FEMININE_ARTICLES_ES = frozenset({"la", "las", "esta", "esa"})
RULER: dict[str, str] = {"en": "the {ordinal}", "de": "der {ordinal}", "fr": "{cardinal}", "es": "{ordinal}"}
"""How a ruler's number is said after the name; French says "premier" for one (:data:`FIRST_RULER`)."""
FIRST_RULER = {"fr": "premier"}
CAPITAL_RULER = frozenset({"en", "de"})
"""Where a ruler's ordinal is part of the name, written with a capital."""
QUEENS: dict[str, frozenset[str]] = {
    "es": frozenset({"María", "Isabel", "Juana", "Leonor", "Urraca", "Berenguela", "Catalina", "Ana", "Victoria",
                     "Cristina", "Margarita", "Sancha", "Blanca", "Beatriz", "Carlota", "Guillermina", "Teresa"}),
    "fr": frozenset({"Marie", "Élisabeth", "Elisabeth", "Catherine", "Anne", "Jeanne", "Victoria", "Christine",
                     "Marguerite", "Isabelle", "Béatrix", "Wilhelmine", "Juliana", "Blanche"}),
    "de": frozenset({"Maria", "Elisabeth", "Katharina", "Anna", "Johanna", "Viktoria", "Christina", "Margarete",
                     "Margarethe", "Isabella", "Beatrix", "Wilhelmina", "Juliana", "Luise", "Mathilde"}),
}
"""Queens' names: their number agrees ("María I": María primera, "Elisabeth I.": Elisabeth die Erste,
"Élisabeth Ire" and "Marie Ire": première)."""
ORDINALS_UP_TO = {"es": 10}
"""Spanish says a ruler's number as an ordinal up to ten, then as a cardinal ("Alfonso XIII": trece)."""

DIALING: dict[str, str] = {
    "en": r"(?i:call|calling|dial|dialling|dialing|phone|ring|text)(?:\s+(?:the\s+)?(?:police|us|them|[A-Z]\w+)\s+on)?",
    "fr": r"(?i:appelez|appeler|composez|composer)\s+le",
    "de": r"(?i:wähle|wählen Sie|ruf|rufen Sie|Notruf|Notrufnummer)(?:\s+die)?",
    "es": r"(?i:llama|llame|llamar|marca|marque)(?:\s+al?)?",
}
"""Words after which a number is one to dial, said digit by digit ("call the police on 101": one oh one); French
says its numbers of two or three figures as numbers ("le quinze", "le cent douze"), of four in pairs ("le 3237":
trente-deux trente-sept)."""
DIALED_BEFORE = {"de": r"anrufen|wählen|anrufst|anruft|wählst|wählt"}
"""Verbs a number to dial comes before ("die 116117 anrufen", "die 110 wählen"): it is said digit by digit."""
PHONE: dict[str, str] = {
    "en": r"(?i:call|dial|phone|ring|text|tel\.?|telephone|fax|hotline|helpline|mobile|cell|whatsapp)"
          r"(?:\s+us)?(?:\s+at|\s+on)?",
    "de": r"(?i:wähle|wählen Sie|ruf|rufen Sie|Tel\.|Telefon|Telefonnummer|Rufnummer|Nummer|Handy|Mobil|Fax|Hotline)"
          r"(?:\s+die|\s+uns)?(?:\s+an)?",
    "fr": r"(?i:appelez|appeler|appelle|composez|composer|tél\.?|téléphones?|numéros?|portable|fax|joindre)"
          r"(?:\s+le|\s+au)?",
    "es": r"(?i:llama|llame|llamar|llamando|llámanos|llámenos|llamen|marca|marque|tel\.?|tlf\.?|tlfno\.?|telf\.?"
          r"|teléfonos?|números?|móvil"
          r"|celular|fax)(?:\s+gratis)?(?:\s+al?)?(?:\s+teléfono)?",
}
"""Words after which a number is a telephone number even when written as grouped thousands ("llame al 900 123 456")."""
REFERENCE = {
    "en": r"(?i:reference|ref\.?|log number|case number|order number|ticket number|account number|tracking number)",
    "de": r"(?i:Referenz|Referenznummer|Aktenzeichen|Kundennummer|Vorgangsnummer|Auftragsnummer|Sendungsnummer)",
    "fr": r"(?i:référence|numéro de dossier|numéro de commande|numéro de suivi|numéro client)",
    "es": r"(?i:referencia|número de expediente|número de pedido|número de seguimiento|localizador)",
}
"""Words after which a long number is a code, said digit by digit ("give the reference 5221287678")."""
ANOTHER = {"en": "or|and", "de": "oder|und", "fr": "ou|et", "es": "o|u|y"}
"""Between two telephone numbers after one word that says so."""
PLUS = {"en": "plus", "de": "plus", "fr": "plus", "es": "más"}
"""The ``+`` of an international number."""
DIGITS: dict[str, tuple[str, ...]] = {
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    "de": ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "es": ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    "fr": ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
}
PAIRS = frozenset({"fr"})
"""Where a telephone number written in pairs is read in pairs ("01 23 45" → zéro un, vingt-trois, quarante-cinq)."""

_ROMAN = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
_VALUES = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}


_REGISTERS_DE = frozenset({"ZR", "ZB", "StR", "AZR", "AZB", "BvR", "BvL", "BvE", "BvF", "BvQ", "KZR", "VR", "IZR",
                           "AR", "KR", "RiZ", "BLw", "EnVR", "AnwZ", "NotZ", "ARs", "ARZ", "StB", "BJs", "RBs", "Ss",
                           "Ws", "OWi", "UF", "WF", "Sa", "Ta",
                           # the registers of the Länder's courts: "7 U 79/16" (an appeal at an OLG), "2 O 123/19",
                           "U", "O", "S", "W", "C", "Ca", "K", "L", "Ls", "KLs", "Ns", "Cs", "Ks", "Js", "F", "Kart"})
"""The registers of German federal courts' file numbers ("VIII ZR 296/15": the BGH's civil senate's appeals)."""


def speak_court_numbers_de(text: str) -> str:
    """"VIII ZR 296/15", "1 BvR 2492/08": a German court's file number, its senate, its register's letters, its
    number and year, read as lawyers say it ("acht Z R zweihundertsechsundneunzig Strich fünfzehn")."""
    from num2words import num2words

    def said(found: re.Match[str]) -> str:
        if found[2] not in _REGISTERS_DE or (len(found[2]) == 1 and not re.match(
                r"\s*(?:[-–,;.)]|$|[a-zäöüß])", found.string[found.end():])):
            return found[0]  # "10 W 12/24 V": a lamp's watts and volts, no file number
        senate = roman_value(found[1]) if not found[1].isdigit() else int(found[1])
        if not senate:
            return found[0]
        return f"{num2words(senate, lang='de')} {' '.join(found[2])} {found[3]} Strich {found[4]}"

    number = r"(?:[IVX]{1,5}|\d{1,2}) [A-Z][A-Za-z]{0,4} \d{1,5}/\d\d"
    # "vom 10. März 2017 - 7 U 79/16 - wird": the file number between dashes, an aside
    text = re.sub(rf"\s[-–]\s({number})\s[-–](\s|$|(?=\)))",
                  lambda found: f", {found[1]}{',' + found[2] if found[2] else ''}", text)
    return re.sub(r"\b([IVX]{1,5}|\d{1,2}) ([A-Z][A-Za-z]{0,4}) (\d{1,5})/(\d\d)\b(?![/.,]\d)", said, text)


def roman_value(numeral: str) -> int | None:
    """The value of a well-formed Roman numeral (``XIV`` → 14), else None."""
    if not numeral or not _ROMAN.match(numeral):
        return None
    values = [_VALUES[character] for character in numeral]
    return sum(-value if later > value else value for value, later in zip(values, [*values[1:], 0], strict=True))


LAW_NUMBERS: dict[str, tuple[str, str]] = {
    "es": (r"(?i:ley|decreto|real decreto|decreto-ley|real decreto-ley|orden|resolución|reglamento|directiva"
           r"|circular|instrucción|recurso|rollo|sentencia|auto|expediente|causa|procedimiento|número|núm\.|n\.?º)"
           r"(?:\s+(?i:orgánica|foral|legislativo|de casación|de apelación))?(?:\s+[A-Z]{2,5}(?=[/\s]\d))?", "de"),
}
"""Words before a law's number and year, and what the slash between them is said as ("Ley 8/1997": ley ocho de
mil novecientos noventa y siete)."""


def speak_law_numbers(text: str, language: str) -> str:
    """A law's number and year, written with a slash, as the language reads them: "Ley Orgánica 3/2018"; an
    article's number and its "bis" written together ("172bis")."""
    code = primary(language)
    if code in REFERENCES and re.search(r"\d(?:bis|ter|quater)\b", text):  # "art. 172bis": 172 bis
        text = re.sub(r"(?<=\d)(bis|ter|quater)\b", r" \1", text)
    if code in SLASH and re.search(r"\d/\d+\s?/\s?[A-Z]{2,4}\b", text):
        # "Directiva 2014/23/UE", "règlement n° 1182/71/CEE": an act's year, number and its union's letters
        text = re.sub(r"(?<![\w/.-])(\d{1,4})/(\d{1,4})\s?/\s?(UE|EU|CE|EC|CEE|EEC|EWG|EG|CECA|EGKS|Euratom)\b",
                      rf"\1 {SLASH[code]} \2 {SLASH[code]} \3", text)
    if code not in LAW_NUMBERS or "/" not in text:
        return text
    words, link = LAW_NUMBERS[code]
    # "Ley 4/1.996": the year's thousands dot; "Orden FYM/436/2014": the issuing office's letters, then the number
    text = re.sub(rf"\b({words})/(?=\d)", r"\1 ", re.sub(r"(?<=\d/)([12])\.(\d{3})\b(?![.,]\d)", r"\1\2", text))
    # "(LA LEY 181541/2024)": a law report's number of up to six figures
    text = re.sub(rf"\b({words}\s+)(\d{{1,6}})/((?:1[89]|20)\d\d)\b(?!/)", rf"\1\2 {link} \3", text)
    # "Ley 7/85": the year's last two digits, said as written ("siete barra ochenta y cinco")
    return re.sub(rf"\b({words}\s+)(\d{{1,4}})/(\d\d)\b(?![/.,]\d)",
                  lambda found: f"{found[1]}{found[2]} barra {found[3]}", text)


ARTICLES = {"en": ("articles", r"Articles|articles|Arts\.|arts\.", r"Art\.|art\.", r"to|through"),
            "de": ("Artikel", r"Artikel|Artt?\.", r"(?!)", r"bis"),
            "fr": ("articles", r"[Aa]rticles|[Aa]rts\.|(?<=\b[Ll]es\s)[Aa]rt\.", r"(?!)", r"à|au"),
            "es": ("artículos", r"[Aa]rtículos|[Aa]rts\.|(?<=\b[Ll]os\s)[Aa]rt\.",
                   r"(?<!\b[Ee]l\s)(?<!\b[Dd]el\s)(?<!\b[Aa]l\s)[Aa]rt\.", r"al?|hasta")}
"""Per language: the plural word for articles; the words and abbreviations before a range of them; a singular
abbreviation that a range makes plural (not after a singular article: "El art. 24 a 30", "Del art. 5 al 8"; in
French never: "art. 2-13 du CPP" is one article, numbered so); the words between a range's first and last article."""
_NO_ARTICLE_AFTER = re.compile(
    r"\s?(?:%|(?i:años?|días?|mes(?:es)?|semanas?|horas?|minutos?|years?|days?|months?|weeks?|hours?|minutes?"
    r"|Jahren?|Tagen?|Monaten?|Wochen?|Stunden?|ans?|jours?|mois|semaines?|heures?|euros?|dollars?|€|\$)\b)")
"""What follows a count, not an article's number: "art. 148 a 5 años", "Art. 5 a 10 años de prisión"."""


@cache
def _article_range_pattern(code: str) -> re.Pattern[str]:
    _, plural, singular, to = ARTICLES[code]
    return re.compile(rf"(?<![\w.])(?:(?P<plural>{plural})|(?P<singular>{singular}))\s?(?P<first>\d{{1,4}})"
                      rf"(?:\s?[-–]\s?|\s+(?P<to>{to})\s+)(?P<last>\d{{1,4}})(?![\w.,-]\d|[-–]|\.\d)")


def speak_article_ranges(text: str, language: str) -> str:
    """"los Art. 24-25", "arts. 24 a 25", "Art. 24-25": a range of articles, the plural word and the language's
    word of a range; a singular article's number with a dash stays one ("article R. 411-8", "art. 10-1")."""
    code = primary(language)
    if code not in ARTICLES or "rt" not in text:
        return text
    return _article_range_pattern(code).sub(lambda found: _article_range(found, code), text)


def _article_range(found: re.Match[str], code: str) -> str:
    """A range reads as one only where it counts up ("Artikel 3-1" is one article's number), its last number is no
    year after a dash ("Art. 12-2019") and no count of years, days or money follows it ("art. 148 a 5 años")."""
    first, last = int(found["first"]), int(found["last"])
    if last <= first or (not found["to"] and len(found["last"]) == 4 > len(found["first"])) \
            or _NO_ARTICLE_AFTER.match(found.string, found.end()):
        return found[0]
    written = found["plural"] or found["singular"]
    word = ARTICLES[code][0]
    if written[0].isupper() and not written.endswith("."):
        word = word[0].upper() + word[1:]
    return f"{word} {found['first']} {RANGE[code]} {found['last']}"


def speak_references(text: str, language: str) -> str:
    """``p. 12`` → ``page 12``: a reference's abbreviation before its number, as the word. A footnote's mark
    (Markdown's ``[^2]``, which readers see as a raised number) is not read: the note is elsewhere."""
    text = _FOOTNOTE_MARK.sub("", text) if "[^" in text else text
    code = primary(language)
    if code in ("fr", "es") and re.search("[Nn](?:°|º|\\.º)", text):  # "N° Lexbase : L0807HK4": a number's word
        text = re.sub(r"(?<![\w.])[Nn](?:°|º|\.º)(?=\s+(?:de\s|d['’])?[^\W\d_])", REFERENCES[code]["nº"], text)
    if code == "fr" and "-" in text:  # "F-P+B", "FS-D": where a judgment is published, its letters
        text = _PUBLISHED_FR.sub(lambda found: f"{' '.join(found[1])} {found[2].replace('+', ' plus ')}", text)
    if code not in REFERENCES or not re.search(r"\d", text):
        return text
    if code == "de":  # "§ 556 a Abs. 1 S. 1 BGB": after a paragraph's Absatz, "S." is its Satz
        text = re.sub(r"(\bAbs\.\s?\d+[a-z]?\s)S\.(?=\s?\d)", r"\1Satz", text)
    if code == "en":  # "s.37(2)", "ss. 12-14", "Act 1984 s. 7": a statute's sections (not "5 s." of time)
        text = _SECTION_EN.sub(lambda found: f"{found['act'] or ''}section{found['s'][1:] or _sections(found)} ",
                               text)
    if code in BARE_NUMBER_SIGNS and re.search(rf"\b(?:{BARE_NUMBER_SIGNS[code][0]})\s\d", text):  # "batting No 3"
        text = _bare_number_sign(code).sub(lambda found: REFERENCES[code][found[0] + "."] if _a_number_sign(found, code)
                                           else found[0], text)
    text = _reference_pattern(code).sub(lambda found: f"{REFERENCES[code][found['short']]} ", text)
    if code in SUBSECTIONS:  # "section 37(2)(a)": section thirty-seven, subsection two, paragraph a
        text = _subsection_pattern(code).sub(lambda found: _subsections(found, code), text)
    # "§ 573c", "§§ 573c und 574a": a provision's number and its letter, each said
    text = _lettered_pattern(code).sub(lambda found: re.sub(r"(?<=\d)([a-z])\b", lambda letter: " " + (
        letter[1].upper() if code == "en" else letter[1]), found[0]), text)
    if code == "de":  # "die Anwendbarkeit des § 314": des Paragrafen
        text = re.sub(r"\b((?i:des|eines|dem|einem|den)\s+)Paragraf\b(?=\s\d)", r"\1Paragrafen", text)
    # "Rule 12(b)(6)", "§ 501(c)(3)": a provision's subdivisions, each said after it without the brackets
    text = _SUBDIVISIONS.sub(lambda found: found[1] + re.sub(r"\((\w+)\)", r" \1", found[2]), text)
    # "l'article L.123-4": the code's letter written against the article's number
    text = re.sub(rf"(\b(?i:{NAMING[code]})\s+[A-Z]{{1,2}}\.?)(?=\d)", r"\1 ", text)  # "article L2121-7" too
    if code == "es":  # "artículo 7.g)", "apartado 2 b)": the provision's lettered paragraph, its letter
        text = re.sub(r"\b((?i:artículo|art\.|apartado|párrafo|número)\s+\d+(?:\.\d+)*)(?:\.?\s?([a-zñ])\)|\.([a-zñ])\b"
                      r"(?![.\w]))", lambda found: f"{found[1]} letra {found[2] or found[3]}", text)  # "Art. 46.2.c"
    # "article L 2232-5-1", "section 12-4": a provision's parts, each after the language's dash
    # (and a list of them: "ordinances 9793-24 and 9794-24")
    return re.sub(rf"(?P<before>\b(?i:{NAMING[code]})\s+(?:[A-Z]\.?\s+)?)"
                  rf"(?P<parts>\d+(?:-\d+)+(?:(?:,\s*|\s+(?:{AND_OR[code]})\s+)\d+(?:-\d+)+)*)\b(?!-|\.\d)",
                  lambda found: found["before"] + found["parts"].replace("-", f" {DASH[code]} "), text)


_SECTION_EN = re.compile(r"(?:(?P<act>\b(?:Acts?|Ordinance|Regulations|Rules|Code)\s\d{4}\s)|(?<![\w.§])(?<!\d\s))"
                         r"(?P<s>s{1,2})\.\s?(?=\d)")
"""A statute's "s." or "ss." before its section's number: not after a number ("5 s. 7", seconds), unless that number is
the year of an act's name ("Reprints Act 1984 s. 7(4)(f)")."""

def _sections(found: re.Match[str]) -> str:
    """The plural's "s" of an act's "s." before a range of sections ("Act 2018 s. 1-3": sections one to three)."""
    numbers = re.match(r"(\d{1,4})\s?[-–]\s?(\d{1,4})(?![\w(-]|[.,]\d)", found.string[found.end():])
    return "s" if found["act"] and numbers and int(numbers[2]) > int(numbers[1]) else ""


SUBSECTIONS = {"en": ("section", "subsection", "paragraph")}
"""The word of a provision whose numbered parts in brackets are named, and their names, per language."""


@cache
def _subsection_pattern(code: str) -> re.Pattern[str]:
    return re.compile(rf"\b({SUBSECTIONS[code][0]}s?\s+\d{{1,4}}[A-Za-z]?)\s?\((\d{{1,3}}[A-Za-z]?)\)"
                      r"((?:\([a-z]{1,2}\))?)(?![\w(])", re.I)


def _subsections(found: re.Match[str], code: str) -> str:
    _, subsection, paragraph = SUBSECTIONS[code]
    said = f"{found[1]}, {subsection} {found[2]}"
    return said + (f", {paragraph} {found[3][1:-1]}" if found[3] else "")


@cache
def _lettered_pattern(code: str) -> re.Pattern[str]:
    """Numbers after a provision's word, alone or in a list ("Paragraf 573c", "Paragrafen 573c und 574a")."""
    number = r"\d{1,4}[a-z]?\b"
    return re.compile(rf"\b(?i:{NAMING[code]})\w*\s+{number}(?:(?:,\s*|\s+(?:{AND_OR[code]})\s+){number})*")


_PUBLISHED_FR = re.compile(r"(?<![\w+-])(FS?|FP)-([PDBRI](?:\+[PDBRI])+|D)(?![\w+-])")
"""A French judgment's publication marks after its number (formation, then bulletins: "F-P+B", "FS-D")."""
_FOOTNOTE_MARK = re.compile(r"(?<=\S)\[\^[\w.-]{1,40}\]")
"""A footnote's mark, glued to what it annotates (``text[^2]``); one standing as a word (``they look like `[^1]```)
is what the sentence shows."""
_SUBDIVISIONS = re.compile(r"(?<![\w.,/-])(\d{1,4}[a-z]?)"
                           r"((?:\(\d{1,2}\))*\([a-z]{1,2}\)(?:\((?:[a-z]{1,2}|\d{1,2})\)){0,3})(?![\w(])")
"""A number and its lettered subdivisions in brackets, written against it: "12(b)(6)", "5(2)(a)"."""


BARE_NUMBER_SIGNS = {
    "en": ("No|no", r"batting|batted|bats|at|the|world|ranked|seeded|reached|reach|reaches|into|outside|his|her"
                    r"|their|its|our|my|your|room|platform|bus|ticket|gate|track|stand|berth|pier|shirt|house|flat"
                    r"|route|seat|locker"),
    "de": ("Nr", ""),
}
"""A number's sign written without its full stop ("batting No 3", "Haus Nr 5"), and the words after which it is one
and not the word "no" ("No 3 people came"); German's "Nr" is always one. Before two capitalised words ("No 10
Downing Street"), or mid-sentence before one ("were No 5 Squadron pilots"), it is one too. The lower-case "no" only
after a noun that takes a number ("room no 12", not "at no 3 points")."""
NUMBERED_UNITS_EN = r"Squadron|Group|Wing|Regiment|Platoon|Commando|Company|Battalion|Brigade|Division|Flight|Troop"
"""Units numbered with a bare "No" before one capitalised word, mid-sentence ("were No 5 Squadron pilots")."""
_LOWER_SIGN_AFTER_EN = frozenset({"batting", "room", "platform", "bus", "ticket", "gate", "track", "berth", "pier",
                                  "shirt", "house", "flat", "route", "seat", "locker"})


@cache
def _bare_number_sign(code: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.])(?:{BARE_NUMBER_SIGNS[code][0]})(?=\s\d+\b(?![.,]\d))")


def _a_number_sign(found: re.Match[str], code: str) -> bool:
    """Whether a bare "No" before a number is the number's sign (see :data:`BARE_NUMBER_SIGNS`)."""
    words = BARE_NUMBER_SIGNS[code][1]
    if not words:
        return True
    before, after = found.string[:found.start()], found.string[found.end():]
    word = re.search(r"\b([^\W\d_]+)\s$", before)
    if word and word[1].lower() in _LOWER_SIGN_AFTER_EN:
        return True
    if found[0] != "No":
        return False
    named = re.match(r"\s\d+\s([A-Z][a-z]+)\b(\s[A-Z][a-z]+\b)?", after)
    if word and re.fullmatch(words, word[1].lower()):
        return True
    if not named or (word and word[1][0].isupper()):  # "There Are No 2 Ways": a title's "no"
        return False
    return bool(named[2] or (re.search(r"[a-z]\s$", before) and re.fullmatch(NUMBERED_UNITS_EN, named[1])))
    # "No 10 Downing Street", "were No 5 Squadron pilots" ("played No 50 Cent songs": no sign)


@cache
def _reference_pattern(code: str) -> re.Pattern[str]:
    shorts = "|".join(re.escape(short) for short in sorted(REFERENCES[code], key=len, reverse=True))
    return re.compile(rf"(?<![\w.§])(?!(?<=\bet )al\.)(?P<short>{shorts})\s?(?=\d)")  # "et al. 2019": no alinéa


_REALMS_ES = re.compile(r"\b(?:Felipe|Carlos|Alfonso|Fernando|Enrique|Juan|Pedro|Sancho|Jaime|Luis|Isabel|Juana|Ramiro"
                        r"|García|Martín|Francisco|Amadeo|Manuel|Teobaldo|Alfonsa|Berenguela|Urraca)\s+[IVX]{1,5}\s+de\s+"
                        r"[A-ZÁÉÍÓÚ][\w ]*?(?=,|\s+y\s)")
"""A Spanish ruler's name, number and first realm: the numbers after it, each "de" another realm, are his too."""


def _realm_number(roman: str, written: str) -> str:
    """A ruler's number in another realm: an ordinal up to ten, then the number (Alfonso XI: once)."""
    from num2words import num2words

    value = roman_value(roman)
    if not value or value > 39:
        return written
    return ordinal_words(value, "es") if value <= 10 else str(num2words(value, lang="es"))


def speak_roman_numerals(text: str, language: str) -> str:
    """Roman numerals where the text shows they count: after a counting word, as a century, after a name."""
    code = primary(language)
    if code not in COUNTING or not re.search(r"[IVXLCivxlc]", text):
        return text
    if re.match(r"\s*[IVX]{1,6}\.\s?[-–—]", text):  # "III.-Lorsque le ministre": a law's numbered paragraph
        text = re.sub(r"^(\s*)([IVX]{1,6})\.\s?[-–—]\s?", lambda found: f"{found[1]}{_roman_cardinal(found[2], code)}. "
                      if roman_value(found[2]) else found[0], text)
    if code == "es" and re.search(r"[sS]\.", text):  # "en el s. XII", "ss. XVI-XVII", "del S.XVI": siglo, siglos
        text = re.sub(r"(?<![\w.])(s|ss|S|SS)\.\s?(?=[IVXLC]+\b)", lambda found: "siglos " if found[1].lower() == "ss"
                      else "siglo ", text)
    if code == "es" and " de " in text and (ruler := _REALMS_ES.search(text)) is not None:
        # "Felipe II de Castilla y Aragón, I de Portugal, IV de Navarra": a ruler's other numbers, in his other realms
        text = text[:ruler.end()] + re.sub(r"(?:(?<=,\s)|(?<=\sy\s))([IVX]{1,5})(?=\s+de\s+[A-ZÁÉÍÓÚ])", lambda found:
                                           _realm_number(found[1], found[0]), text[ruler.end():])
    if code == "fr" and re.search(r"[IVXLC]\s(?:ème|eme|e|è)\s", text):  # "du XIII ème siècle": its ending apart
        text = re.sub(r"\b([IVXLC]{1,6})\s(?:ème|eme|e|è)(?=\s+(?:siècles?|millénaires?|arrondissement|dynastie"
                      r"|République|législature|circonscription|régiment|bataillon)\b)",
                      lambda found: f"{found[1]}e" if roman_value(found[1]) else found[0], text)
    if code == "fr" and re.search(r"(?:e|ème)\s?[-–]\s?(?:[IVXLC]+|\d{1,2})(?:e|ème)\s", text):
        text = _CENTURIES_FR.sub(_centuries_fr, text)  # "des XVe-XVIe siècles": the two; "des XIIe-XVe": from, to
    if code == "fr" and " s." in text:  # "au XIIe s.", "à la fin du 19e s.": siècle
        text = re.sub(r"(?<![\w.,])((?:[IVXLC]+|[12]?\d)(?:e|è|ème)) s\.(?=\s|$|[,;:)])", r"\1 siècle", text)
    if code in CENTURY:
        text = CENTURY[code].sub(lambda found: _century(found, code), text)
    text = _counted_pattern(code).sub(_counted, text)
    if _SCALE.search(text):  # "entre los II y V grados … del I al XII" of Mercalli's scale: its degrees, numbers
        text = re.sub(r"\b([IVX]{1,4})(\s+(?:y|al|a|o|to|and|or|bis|und|oder|et|à|au|ou)\s+)([IVX]{1,4})\b(?!['’]\w)",
                      lambda found: f"{roman_value(found[1])}{found[2]}{roman_value(found[3])}"
                      if roman_value(found[1]) and roman_value(found[3]) else found[0], text)
    if code == "fr" and "article" in text:  # "mentionnées au II de l'article 5": its paragraph two
        text = re.sub(r"\b((?:au|du|le|les|aux|des)\s+)([IVX]{1,5})(?=\s+(?:de\s+l['’]|du\s+)article\b)",
                      lambda found: found[1] + _roman_cardinal(found[2], code), text)
    if code == "fr":  # "le Ier arrondissement", "la Ire République": premier, première
        text = re.sub(r"\bI(er|re)\b(?=\s+[a-zéèà])", lambda found: "premier" if found[1] == "er" else "première", text)
    if code == "de" and _ORDINAL_AFTER_ARTICLE_DE.search(text):  # "Der VIII. Zivilsenat": as "der 8. Zivilsenat"
        text = speak_ordinals(_ORDINAL_AFTER_ARTICLE_DE.sub(
            lambda found: f"{found['det']} {roman_value(found['roman'])}." if roman_value(found["roman"]) else found[0],
            text), language)
    if code in ORDINAL_BEFORE_NOUN:  # "la Ve République", "la XI Legislatura", "el III Reich": an ordinal
        text = ORDINAL_BEFORE_NOUN[code].sub(lambda found: _ordinal_before_noun(found, code), text)
    if code in FIRST_RULER:  # "François Ier"
        text = re.sub(r"\b(?P<name>[A-ZÉ][a-zéèêëïîôç]{2,})\s+I(er|re)\b",
                      lambda found: f"{found['name']} {FIRST_RULER[code] if found[2] == 'er' else 'première'}", text)
    if code == "en":  # "Mary I,", "Elizabeth I of England", "Charles I's": the first, where "I" is no pronoun
        text = _FIRST_EN.sub(lambda found: found[0] if found["name"] in NOT_NAMES_EN else _ruler(found, code), text)
        # "MAXIMILIAN I., one of the …": an old dictionary's name in capitals, the numeral's full stop before a comma
        text = _FIRST_CAPS_EN.sub(lambda found: found[0] if found["name"].title() in NOT_NAMES_EN
                                  else _ruler(found, code), text)
    text = (_RULER_OR_FIRST if code in ("de", "es") else _RULER).sub(lambda found: _ruler(found, code), text)
    if code == "es" and re.search(r"\b(?:primero|segundo|tercero|cuarto|quinto|sexto|séptimo|octavo|noveno|décimo)"
                                  r" de [A-Z]", text):  # "Carlos I de España o V de Alemania": the same ruler's other
        text = re.sub(r"\b(o|y|e)\s+([IVX]{1,5})(?=\s+de\s+[A-ZÁÉ])",  # number, in the other kingdom
                      lambda found: f"{found[1]} " + (ordinal_words(value, code) if (value := roman_value(found[2]))
                                                      and value <= ORDINALS_UP_TO[code] else found[2]), text)
    # "SpainSat NG II", "MK II": a model's generation after its letters, a number
    text = re.sub(r"(?<=\b[A-Z]{2}\s)([IVX]{2,4})\b(?![\w'’-]|\s+[A-Z])", lambda found: _roman_cardinal(found[1], code),
                  text)
    return _HEADING_NUMBER.sub(lambda found: _heading_number(found, code), text)


_SCALE = re.compile(r"(?i:Mercalli|\bMSK\b|\bEMS\b|escala|échelle|\bscale\b|Skala|intensi)")
"""Words of a scale counted in Roman numerals (an earthquake's intensity): a range of them is of numbers."""
def _roman_cardinal(roman: str, code: str) -> str:
    from num2words import num2words

    value = roman_value(roman)
    return roman if value is None else str(num2words(value, lang=code))


_HEADING_NUMBER = re.compile(r"^(?P<roman>[IVXLC]{2,7})\.(?=\s+[A-ZÀ-ÝÄÖÜ]|\s*$)")
"""A part's number before its text ("III. Der Senat beabsichtigt", "II. The Court finds"): said as a number."""


def _heading_number(found: re.Match[str], code: str) -> str:
    value = roman_value(found["roman"])
    if value is None:
        return found[0]
    from num2words import num2words

    return f"{str(num2words(value, lang=code)).capitalize()}."


@cache
def _counted_pattern(code: str) -> re.Pattern[str]:
    """A counting word, singular or plural, and one Roman numeral or a list of them ("siglos XVI y XVIII",
    "siglos xii al xvii", "Chapters IV-VI")."""
    words = "|".join(re.escape(word) for word in COUNTING[code])
    roman = r"(?:[IVXLCDM]+|[ivxlcdm]+)\b(?!['’]\w)"
    link = r"\s*(?:,|[-–]|\s(?:y|e|o|u|al|a|and|or|to|und|oder|bis|et|ou|au|à)\s)\s*"
    compound = r"(?:[A-ZÄÖÜ][a-zäöüß]+(?=[a-zäöüß]))?" if code == "de" else ""  # "Güteklasse II", "Warnstufe III"
    # "Der Band II. erschien": the numeral's stop before the clause goes on, no sentence's end, not said
    return re.compile(rf"\b(?P<word>{compound}(?i:{words})(?:e?s|n)?)\s+(?P<roman>{roman}(?:{link}{roman})*)"
                      r"(?:\.(?=\s+[a-zäöüßàâçéèêëîïôûùÿñáíóú]))?")


def _counted(found: re.Match[str]) -> str:
    numerals = re.findall(r"\b[IVXLCDMivxlcdm]+\b", found["roman"])
    values = [roman_value(numeral.upper()) for numeral in numerals]
    if None in values or (len(numerals) == 1 and (numerals[0].islower() or numerals[0] in "LCDM")):
        return found[0]  # "part i" in lower case alone, "Appendix C": a letter, not a number
    said = re.sub(r"\b[IVXLCDMivxlcdm]+\b", lambda numeral: str(roman_value(numeral[0].upper())), found["roman"])
    return f"{found['word']} {said}"


def _ordinal_before_noun(found: re.Match[str], code: str) -> str:
    roman = found["roman"] or found.groupdict().get("roman2") or ""
    value = roman_value(roman)
    if value is None or value > 50 or not re.search("[IVX]", roman):
        return found[0]  # "la CD", "el DC": letters

    ordinal = ordinal_words(value, code)
    if code != "es":
        return ordinal
    det = found["det"] or ""
    feminine = re.match(r"\s+(?:Guerra|Jornadas|Cumbre|Bienal)", found.string[found.end():])
    if det.lower() in FEMININE_ARTICLES_ES or feminine:
        ordinal = re.sub(r"o\b", "a", ordinal)  # "la XI Legislatura": la undécima; "II Guerra Mundial": segunda
    return f"{det} {ordinal}" if det else ordinal  # "el tercero Reich", "III milenio": the noun step says "tercer"


def _century(found: re.Match[str], code: str) -> str:
    value = roman_value(found["roman"].upper())
    if value is None:
        return found[0]

    ordinal = ordinal_words(value, code)
    if code == "de":
        return f"{ordinal}n"  # "im 19. Jahrhundert": im neunzehnten
    return f"the {ordinal}" if found[0].startswith("the") else ordinal


_RULER = re.compile(r"\b(?P<name>[A-ZÁÉÍÓÚÀÈÌÒÙÄÖÜ](?:[a-záéíóúàèìòùäöüßñç]{2,}|[A-ZÁÉÍÓÚÀÈÌÒÙÄÖÜ]{3,}))\s+"
                    r"(?P<roman>[IVX]{2,}|V|X(?!\s+[A-Z][a-z]))\b(?P<dot>\.)?"  # "Grok X Query": X, a name
                    r"(?![\w-]|['’](?!s\b)|(?:\s[A-Z])+['’]s\b)")  # "Azure V M's": a plural acronym's letters


_FIRST_EN = re.compile(r"\b(?P<name>[A-Z][a-z]{2,})\s+(?P<roman>I)(?P<dot>)(?=[,;)]|['’]s\b|\s+of\b|\s*\(|\.?$"
                       r"|\s+and\s+(?:(?:King|Queen|Emperor|Pope)\s+)?[A-Z][a-z]{2,}\s+[IVX]{1,5}\b)")
"""A name and "I" before a comma, "of", "'s", a bracket, the end, or "and" and another ruler ("Elizabeth I and
Edward VI")."""
_FIRST_CAPS_EN = re.compile(r"\b(?P<name>[A-Z]{3,})\s+(?P<roman>I)(?P<dot>\.)(?=,|\s+[a-z])")
"""A name in capitals and "I" with its full stop before a comma or a word in lower case ("MAXIMILIAN I., one of"):
the first (a pronoun "I" has no full stop before them)."""
NOT_NAMES_EN = frozenset({"Then", "Now", "Today", "Here", "There", "Yes", "Well", "And", "But", "Yesterday", "Tomorrow",
                          "Tonight", "Sometimes", "Also", "Finally", "Later", "Otherwise", "Again", "Maybe", "Perhaps",
                          "Thus", "Hence", "Still", "Once", "Indeed", "Sure", "Okay", "What", "When", "Where", "How",
                          "Why", "Who", "Which", "Because", "Since", "Until", "Unless", "While", "Whether", "Though",
                          "Although", "Before", "After", "Did", "Can", "Could", "Should", "Would", "Must", "May",
                          "Might", "Will", "Shall", "Have", "Had", "Was", "Were", "Am", "Said", "Thought", "Think"})
"""Capitalized words before a pronoun "I" ("Then I,", "Yesterday I."), not a ruler's name."""
NOT_RULERS = frozenset({"Space", "Final", "Windows", "Star", "Super", "Mega", "World", "Grand", "Mission", "Model",
                        "Generation", "Series", "Mark", "Rocky", "Fantasy", "Street", "Fighter", "Force", "Pro", "Max",
                        # a title before a person's initial, as court decisions hide names: "Mme X...", "Herr X"
                        "Madame", "Monsieur", "Mademoiselle", "Maître", "Mister", "Missus", "Miss", "Doctor",
                        "Docteur", "Herr", "Frau", "Señor", "Señora", "Señorita", "Don", "Doña", "Doktor"})
"""Names a letter X, V or a numeral follows that are no rulers' (a company, a product, a film: "Space X")."""
_GERMAN_NOUN = re.compile(r"(?:ung|heit|keit|schaft|tion|tät|ik|ismus|nis|ur|ie|ling|ment|ologie)$")
"""Endings of German nouns, never a ruler's name: a part or a course numbered in Roman numerals after one."""
_TITLE_BEFORE_DE = re.compile(r"(?i:(k[öo]nigin|kaiserin|prinzessin|herzogin|fürstin|gräfin|zarin)|k[öo]nig|kaiser"
                              r"|prinz|herzog|fürst|graf|zar|papst)\s+$")
"""A ruler's title before the name, also in a compound ("Königin", "Spargelkönigin"): a number after the name is a
ruler's, whatever the name ends with ("Natalie I."); group 1 a woman's title."""
_RULER_OR_FIRST = re.compile(_RULER.pattern.replace("[IVX]{2,}|V|", "[IVX]{2,}|I|V|"))
"""Where "I" is no word of the language (German, Spanish), the first of a name too: "Wilhelm I.", "Carlos I"."""
RULERS_NAMES = frozenset({
    "Henry", "Henri", "Heinrich", "Enrique", "Charles", "Carlos", "Karl", "Carl", "Louis", "Ludwig", "Luis",
    "George", "Georg", "Jorge", "Edward", "Eduard", "Édouard", "Eduardo", "Pius", "Pie", "Pío", "Leo", "Léon", "León",
    "Gregory", "Gregor", "Grégoire", "Gregorio", "Clement", "Clemens", "Clément", "Clemente", "Innocent", "Innozenz",
    "Inocencio", "Benedict", "Benedikt", "Benoît", "Benedicto", "John", "Johann", "Johannes", "Jean", "Juan", "Paul",
    "Paulus", "Pablo", "Pedro", "Peter", "Pierre", "Philip", "Philipp", "Philippe", "Felipe", "Ferdinand", "Fernando",
    "Frederick", "Friedrich", "Frédéric", "Federico", "William", "Wilhelm", "Guillaume", "Guillermo", "Alfonso",
    "Alphonse", "Sancho", "Ramiro", "Alexander", "Alexandre", "Alejandro", "Urban", "Urbain", "Urbano", "Boniface",
    "Bonifaz", "Sixtus", "Sixte", "Sixto", "Stephen", "Stephan", "Étienne", "Esteban", "Adrian", "Hadrian",
    "Adrien", "Adriano", "Nicholas", "Nikolaus", "Nicolas", "Nicolás", "Martin", "Martín", "Celestine", "Eugene",
    "Eugen", "Eugène", "Eugenio", "Otto", "Otton", "Conrad", "Konrad", "Rudolf", "Richard", "James", "Jakob",
    "Jacques", "Jaime", "Gustav", "Gustave", "Gustavo", "Christian", "Frederik", "Haakon", "Olaf", "Magnus", "Erik",
    "Valdemar", "Ivan", "Constantine", "Konstantin", "Constantin", "Constantino", "Manuel", "Mehmed", "Murad",
    "Ramesses", "Ramses", "Ramsès", "Ptolemy", "Antiochus", "Mary", "Elizabeth", "Anne", "Victoria", "Edmund",
    "Harold", "Robert", "Kamehameha", "Rama", "Afonso", "João", "Sebastian", "Sebastián",
    "Maximilian", "Leopold", "Léopold", "Albert", "Baudouin", "Umberto", "Vittorio", "Amadeo",
}) | frozenset().union(*QUEENS.values())
"""Names rulers and popes bore: a lone letter after one is a numeral ("Charles V", "Pius X", "Karl V."), after any
other word a letter ("Antonescu V", "The X position")."""
_TITLE_BEFORE = re.compile(r"(?:\b(?i:king|queen|pope|emperor|empress|tsar|czar|prince|princess|duke|count|saint|st\.?"
                           r"|k[öo]nig(?:in)?|kaiser(?:in)?|papst|herzog(?:in)?|zar|roi|reine|pape|empereur|impératrice"
                           r"|rey|reina|papa|emperador|emperatriz|san|santo|sainte?)\s+)$")
"""A ruler's title before the name (any name): "King Olav V", "Papst Stephan X"."""
_CLUB_BEFORE = re.compile(rf"\b(?:{'|'.join(CLUBS)})\s+$")
"""A club's kind right before a name ("TSV Rudow II"): its number is the team's."""


def _ruler(found: re.Match[str], code: str) -> str:
    value = roman_value(found["roman"])
    if value is None or value > 39 or found["name"] in NOT_RULERS:
        return found[0]
    # "Datenaufbereitung II": a part's number; "TSV Rudow II": a club's second team; no ruler
    club = not found["dot"] and _CLUB_BEFORE.search(found.string, 0, found.start())
    titled = code == "de" and _TITLE_BEFORE_DE.search(found.string, 0, found.start())  # "Spargelkönigin Natalie I."
    if code == "de" and not titled and (_GERMAN_NOUN.search(found["name"]) or club):
        # "Die Studie II. ist fertig": a part's number, its stop before the clause goes on no sentence's end
        goes_on = re.match(r"[,;:]|\s+[a-zäöüß]", found.string[found.end():])
        return f"{found['name']} {_roman_cardinal(found['roman'], code)}{'' if goes_on else found['dot'] or ''}"
    lone = found["roman"] in ("V", "X") or (found["roman"] == "I" and code in ("de", "es"))
    genitive = code == "de" and found["name"].endswith("s") and found["name"][:-1] in RULERS_NAMES  # "Leopolds I."
    if lone and found["name"] not in RULERS_NAMES and not genitive and not titled \
            and not _TITLE_BEFORE.search(found.string, 0, found.start()):
        return found[0]  # "Antonescu V", "The X position": a letter
    from num2words import num2words

    queen = found["name"] in QUEENS.get(code, ()) or bool(titled and titled[1])
    if value == 1 and code in FIRST_RULER:
        said = "première" if queen else FIRST_RULER[code]
    elif code in ORDINALS_UP_TO and value > ORDINALS_UP_TO[code]:
        said = str(num2words(value, lang=code))
    else:
        ordinal = ordinal_words(value, code)
        if queen and code == "es":
            ordinal = re.sub(r"o\b", "a", ordinal)  # "María I": primera
        if code in CAPITAL_RULER:  # "Henry the Eighth", "Ludwig der Vierzehnte"
            ordinal = ordinal[:1].upper() + ordinal[1:]
        said = RULER[code].format(ordinal=ordinal, cardinal=num2words(value, lang=code))
        if code == "de":  # "vom König Friedrich dem Zweiten"
            article, ending = ruler_case(found.string[:found.start()], found["name"])
            if queen:  # "Elisabeth I.": die Erste, "von Elisabeth der Ersten", "für Elisabeth die Erste"
                article = {"der": "die", "dem": "der", "des": "der"}.get(article, article.replace("den", "die"))
                ending = "" if article == "die" else "n"
            said = f"{article} {ordinal}{ending}"
    # German writes the ordinal's full stop: "Ludwig XIV. war" is not the end of a sentence ("… Wilhelm II." is).
    rest = found.string[found.end():]  # "GEORGE III., King": the numeral's own stop, before a comma
    stop = "" if (code == "de" and rest.strip()) or re.match(r"[,;:]|\s+[a-z]", rest) else (found["dot"] or "")
    return f"{found['name']} {said}{stop}"


def speak_decades(text: str, language: str) -> str:
    """``the 1990s`` → ``the nineteen nineties``; ``the '90s`` → ``the nineties``; ``die 1990er`` →
    ``die neunzehnhundertneunziger``; ``les années 1990`` → ``les années quatre-vingt-dix``."""
    code = primary(language)
    if code not in ("en", "de", "fr") or not re.search(r"\d", text):
        return text
    from num2words import num2words

    if code == "fr":  # "les années 1990": les années quatre-vingt-dix
        return re.sub(r"(?<=\bannées )19([1-9]0)\b(?![.,]\d)", lambda found: str(num2words(int(found[1]), lang="fr")),
                      text)
    if code == "de":  # "die 1990er": neunzehnhundertneunziger; "die 90er Jahre": neunziger
        text = re.sub(r"(?<![\w.,])(1\d|20)(\d0)er(?=\w*\b)",
                      lambda found: str(num2words(int(found[1] + found[2]), lang="de", to="year")) + "er", text)
        # "die 90er Jahre": neunziger; "eine 26er Springform", "ein 3er-Pack": sechsundzwanziger, Dreier
        return re.sub(r"(?<![\w.,'’])(\d{1,3}(?:\.\d{3})*)er(?=\w*\b)",  # "ab der 4.000er Markierung" too
                      lambda found: _er_word(str(num2words(int(found[1].replace(".", "")), lang="de")), found), text)

    def decade(found: re.Match[str]) -> str:
        year = found["short"] or found["long"]
        words = str(num2words(int(year), lang="en", to="year" if len(year) == 4 else "cardinal"))
        return words[:-1] + "ies" if words.endswith("y") else words + "s"  # "nineties", "two thousands"

    # "the '90s", "the 1990s", "in the 70s", "the low-50s", "mid 80's"
    return re.sub(r"(?<![\w.,'’])(?:['’]?(?P<short>[1-9]0)|(?P<long>1\d\d0|20\d0))['’]?s\b", decade, text)


def _er_word(words: str, found: re.Match[str]) -> str:
    """"90er" → "neunziger", "1er" → "Einser" (a grade, a hook's size); a noun ("ein 3er-Pack", "der 3er") with a
    capital."""
    said = words + "er"
    noun = found.string[found.end():found.end() + 1] == "-" or (re.search(
        r"\b(?i:ein|der|den|dem|des)\s+$", found.string[:found.start()]) and not re.match(
        r"\s+(?:[a-zäöüß]|Jahre)", found.string[found.end():]))
    return said.capitalize() if noun else said


def speak_dialed_numbers(text: str, language: str) -> str:
    """``Call 911`` → ``Call nine one one``: a number to dial, digit by digit."""
    code = primary(language)
    if code not in DIALING or not re.search(r"\d", text):
        return text
    # A number alone: "555-1234" and "0800 123456" are read group by group by the digit-group step.
    figures = r"\d{4}" if code == "fr" else r"\d{2,4}"
    pattern = re.compile(rf"\b(?P<verb>{DIALING[code]})\s+(?P<number>{figures})\b(?![.,/-]?\d|[-–/]|\s\d)")
    text = pattern.sub(lambda found: f"{found['verb']} {_dialed(found['number'], code)}", text)
    if code == "en" and re.search(r"(?i)\b(?:call|ring|phone|contact|dial)", text):
        # "call the team here at Chester on 101": a service's short number, after "on", where a call is asked for
        # or a number of six figures or more written without groups ("contact the police on 612612")
        text = re.sub(r"(?<=\bon )(?:(101|105|111|112|119|911|999)\b(?![.,]\d|\s?[%°]|\s+[a-z])"
                      r"|(\d{6,11})\b(?![.,]\d|\s?[%°]|\s+(?!(?:or|and|quoting|anonymously)\b)[a-z]))",
                      lambda found: _dialed(found[1] or found[2], code) if re.search(
                          r"(?i)\b(?:call|ring|phone|contact|dial)\w*\b[^.]{0,60}$", found.string[:found.start()])
                      else found[0], text)
    if code in DIALED_BEFORE:  # "die 116117 anrufen": the verb after the number, as German puts it
        text = re.sub(rf"\b(?P<article>die|der)\s+(?P<number>\d{{3,6}})(?=\s+(?:{DIALED_BEFORE[code]})\b)",
                      lambda found: f"{found['article']} " + " ".join(DIGITS[code][int(d)] for d in found["number"]),
                      text)
    # Two figures with a leading zero ("FSV Mainz 05", "Schalke 04", "Raum 07", "cone 04"): a name, no count; its
    # digits, English's zero being "oh"
    zero = "oh" if code == "en" else DIGITS[code][0]
    return _ZERO_LED.sub(lambda found: " ".join([zero, *(DIGITS[code][int(digit)] for digit in found[0][1:])]), text)


_ZERO_LED = re.compile(r"(?<![\w.,/:+'’`-])(?<!heures )(?<!heure )(?<!\bh )"  # not the minutes of "11 h 09"
                       r"0\d\d?(?![\w%°]|[.,:/-]\d|\s?[/-]\s?\d|\s?[%°]"
                       r"|\s(?i:uhr|h|hrs?|horas?|heures?|hours?|o'clock|min)\b"
                       r"|\s(?:de\s|of\s)?(?i:jan|feb|f[ée]v|m[aä]r|apr|abr|avr|ma[yi]|ju[nil]|aug|ago|ao[uû]|sep|o[ck]t|nov|d[eé][cz]|dic"
                       r"|ene)[a-zéûä]*\b)")  # "el 08 may 2026": a day


_DIGITS_ALONE = re.compile(r"(?<![\w.,/+-])\d{7,30}(?![\w]|[.,]\d)")
_CENTURIES_FR = re.compile(r"(?<![\w.,])(?:\b([Dd]es|[Dd]u)\s+)?((?:[IVXLC]+|\d{1,2})(?:e|ème))\s?[-–]\s?"
                           r"((?:[IVXLC]+|\d{1,2})(?:e|ème))\s+(siècles?|millénaires?)\b")
"""Two French centuries with a dash between them ("XVe-XVIe siècles"): both, said with "et"; or a span of them."""


def _centuries_fr(found: re.Match[str]) -> str:
    """Two centuries one after the other ("des XVe-XVIe siècles"): "et"; further apart, or after "du", the span from
    one to the other ("des XIIe-XVe siècles": du douzième au quinzième siècle); elsewhere as written."""
    first, second = (int(value) if value.isdigit() else roman_value(value) for value in
                     (re.sub(r"(?:e|ème)$", "", found[2]), re.sub(r"(?:e|ème)$", "", found[3])))
    next_one = bool(first and second and second == first + 1)
    if found[1] and (found[1].lower() == "du" or not next_one):
        return f"{found[1][0]}u {found[2]} au {found[3]} {found[4].rstrip('s')}"
    if next_one:
        return f"{found[1] + ' ' if found[1] else ''}{found[2]} et {found[3]} {found[4]}"
    return found[0]


_PHONE = re.compile(r"(?<![\w.,/+-])(?:(?<!\()|(?=0\d{2,5}(?:[ \u00a0]\d|/(?!(?:19|20)\d\d(?!\d))\d{3})))"
                    r"(?<!\d[ \u00a0])"
                    r"(?P<number>(?:\+\d{1,3}|\(\d{1,5}\)|\d{1,5})"
                    r"(?:(?:[ \u00a0]?[/-][ \u00a0]?|[ \u00a0.]|(?<=\)))\(?\d{1,8}\)?){1,6})(?![\w]|[.,/-]\d)")
_THOUSANDS = re.compile(r"\d{1,3}(?:[ \u00a0.]\d{3})+")
_DATE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")


_DIALLED = r"(?:\+\d{1,3}[ .\u00a0]?\(?0?\)?|0)\d{1,3}(?:[ .\u00a0]\d{2,4}){2,5}"
_TWO_NUMBERS = re.compile(rf"(?<![\w.,+-])({_DIALLED}) [-–] ({_DIALLED})(?![\w]|[.,]\d)")
"""Two telephone numbers side by side, a dash between them: each begins with its zero or its country's code (and
has nine digits or more: "03.05.2020" is a date)."""


def speak_phone_pairs(text: str, language: str) -> str:
    """Two telephone numbers with a dash between them ("03.85.82.62.02 - 06.31.78.14.19"): the second said as
    another ("ou"), not run on as more of the first's groups."""
    code = primary(language)
    if code not in ANOTHER or not (" - " in text or " – " in text):
        return text
    return _TWO_NUMBERS.sub(lambda found: f"{found[1]} {ANOTHER[code].split('|')[0]} {found[2]}" if min(
        sum(c.isdigit() for c in number) for number in found.groups()) >= 9 else found[0], text)  # not two dates


def speak_phone_numbers(text: str, language: str) -> str:
    """Telephone numbers group by group, digit by digit (French numbers written in pairs, in pairs):
    ``+49 30 1234567``, ``(555) 123-4567``, ``0800 123 456``, ``01 23 45 67 89``, ``555 123 4567``, and
    a number after a word that says so (``Tel.``, ``llame al 900 123 456``). A number written as grouped
    thousands, a date or a range elsewhere is left to the steps that read those."""
    code = primary(language)
    if code not in DIGITS or not re.search(r"\d[ \u00a0./)-]\(?\d|\d{7}|0\d+ / \d", text):
        return text
    # After the word, or after its number and "or" ("llamando al 936 929 723 o al 936 910 605"): a number to dial.
    another = rf"(?:[\d \u00a0+()./-]{{2,}}\s(?:{ANOTHER[code]})(?:\s+(?:al?|au|le|at|on|unter))?\s*)?"
    context = re.compile(rf"\b(?:{PHONE[code]})\s*:?\s*{another}\(?$")  # "por teléfono (918695013)"
    if " / " in text and re.search(rf"\b(?:{PHONE[code]})\s*:?\s*[+(\d]", text):  # "Tel. 91 234 56 78 / 600 123 456"
        text = re.sub(r"(?<=\d)((?:[\d ()+-]*\d)?) / ([+(]?\d[\d ()-]*)",  # two whole numbers, not "0241 / 1234"
                      lambda found: f"{found[1]} {ANOTHER[code].split('|')[0]} {found[2]}"
                      if _digits_before(found) >= 7 and sum(c.isdigit() for c in found[2]) >= 7 else found[0], text)
    if code == "en":  # "212/873-3400": an area code, then the number
        text = re.sub(r"(?<![\w./-])(\d{3})/(\d{3}-\d{4})(?![\w/-])", r"(\1) \2", text)
    # "02043 / 23029", "0201/123456": an area code with its zero, a slash, then the number
    # (not a file's number and year in brackets: "Az.: (012/2024)")
    text = re.sub(r"(?<![\w./-])(?:(?<!\()|(?!0\d{2,5}\s?/\s?(?:19|20)\d\d(?!\d)))(0\d{2,5})\s?/\s?"
                  r"(\d{3,9}(?:[ -]\d{2,5})?)(?![\w/]|[.,]\d)", r"\1 \2", text)
    if code == "en":  # "1-800-MEDICARE": one eight hundred Medicare
        text = re.sub(r"\b1-(8\d\d)-([A-Z]{3,})\b", lambda found: f"one {_cardinal(found[1])} {found[2]}", text)
    reference = re.compile(rf"\b(?:{REFERENCE[code]})\s*:?\s*$") if code in REFERENCE else None
    text = _DIGITS_ALONE.sub(  # "llamando al 954163348": digits alone, after a word that says it is to dial; "give
        lambda found: _read_phone(found[0], code) if context.search(text, 0, found.start())  # the reference
        or (reference and reference.search(text, 0, found.start())) else found[0], text)  # 5221287678": a code

    def spoken(found: re.Match[str]) -> str:
        number = found["number"]
        if re.fullmatch(r"\d{1,5}/(?:1[89]|20)\d\d", number):
            return number  # "el número 449/2005": a case's number and year, no telephone's
        later = code == "es" and re.fullmatch(r"[6-9]\d\d\.\d{3}\.\d{3}", number) is not None \
            and _PHONE_NAMED_ES.search(text, 0, found.start()) is not None \
            and re.match(r"\s*(?:[,;.)]|$|(?:en|o|y|desde|hasta|para)\s)", text[found.end():]) is not None
        # "el teléfono … será el 881.150.191 en horario de …" (no amount: "… es el 881.150.191 euros")
        if not _is_phone(number, later or bool(context.search(text, 0, found.start()))):
            return number
        closing = ")" if number.count(")") > number.count("(") else ""  # "(teléfonos 012 y 955 012 012)": the
        return _read_phone(number, code) + closing  # bracket around them, not the number's

    return _extension(_PHONE.sub(spoken, text), code)


_PHONE_NAMED_ES = re.compile(r"\b(?i:teléfono|tel\.|tfno\.?|tlf\.?|llamar)[^.;:]{0,200}\s(?:es|será|sería)\s+el\s+$")
"""A Spanish telephone named before its number further on in the clause ("El número de teléfono al que podrán llamar
… será el 881.150.191"): a number of nine figures grouped in threes after it is the telephone's."""


def _extension(text: str, code: str) -> str:
    """Another line's last digits after a number just said ("03671/598-292 und -295"): digit by digit, no minus."""
    said = "|".join(DIGITS[code])
    return re.sub(rf"\b((?:{said}) (?:{said})\s+(?:{ANOTHER[code]})\s+)-(\d{{1,5}})(?=\s*[),;]|\.?$)",
                  lambda found: found[1] + " ".join(DIGITS[code][int(digit)] for digit in found[2]), text)


def _dialed(number: str, code: str) -> str:
    """A short number to dial as it is said: in pairs in French ("3237": trente-deux trente-sept), else digit by
    digit, English's zero being "oh" ("101": one oh one)."""
    if code in PAIRS and len(number) == 4:
        return f"{_pair(number[:2], code)} {_pair(number[2:], code)}"
    return " ".join("oh" if code == "en" and digit == "0" else DIGITS[code][int(digit)] for digit in number)


def _digits_before(found: re.Match[str]) -> int:
    """The digits of the number that ends where ``found`` starts its slash, counted back to a word or a colon."""
    number = re.search(r"[\d ()+-]*$", found.string[:found.start(1) if found[1] else found.start()])
    return sum(character.isdigit() for character in (number[0] if number else "") + found[1])


def _is_phone(number: str, after_phone_word: bool) -> bool:
    digits = sum(character.isdigit() for character in number)
    groups = re.findall(r"\d+", number)
    if digits < 6 or digits > 15 or (_DATE.fullmatch(number) and not after_phone_word):
        return False
    if number[0] in "+(" or after_phone_word or (number[0] == "0" and not re.match(r"0[.,]", number)):
        return True
    # Not written as thousands, in three groups or more of 2-4 digits spaced apart: "555 123 4567", "12 34 56 78"
    return (not _THOUSANDS.fullmatch(number) and len(groups) >= 3 and re.fullmatch(r"[\d \u00a0]+", number) is not None
            and all(2 <= len(group) <= 4 for group in groups))


def _read_phone(number: str, code: str) -> str:
    said = []
    number = re.sub(r"^(\+\d{1,3})\s?\(0\)\s?", r"\1 ", number)  # "+49 (0)30": the trunk zero is not dialed from abroad
    tokens = re.findall(r"\+|\d+", number)
    for index, token in enumerate(tokens):
        if token == "+":
            said.append(PLUS[code])
        elif code == "en" and token == "800" and tokens[index - 1:index] in (["1"], []) and len(tokens) > index + 1:
            said.append("eight hundred")  # "1-800-633-4227", "(800) 555-0199": a toll-free number, as it is said
        elif code in PAIRS and len(token) == 2:
            said.append(_pair(token, code))
        else:
            said.append(" ".join(DIGITS[code][int(digit)] for digit in token))
    plus = said[0] == PLUS[code]
    return (f"{said[0]} {', '.join(said[1:])}" if plus else ", ".join(said))


def _cardinal(number: str) -> str:
    from num2words import num2words

    return str(num2words(int(number), lang="en"))


def _pair(pair: str, code: str) -> str:
    from num2words import num2words

    if pair.startswith("0"):
        return f"{DIGITS[code][0]} {DIGITS[code][int(pair[1])]}"
    return str(num2words(int(pair), lang=code))


ANONYMISED_AFTER: dict[str, tuple[str, ...]] = {
    "fr": ("M.", "MM.", "Mme", "Mmes", "Mlle", "Me", "Dr", "Pr", "société", "Société", "sociétés", "Sté", "SCI",
           "SARL", "SAS", "époux", "épouse", "veuve", "consorts", "sieur", "dame", "Monsieur", "Madame"),
    "de": ("Herr", "Herrn", "Frau", "Hr.", "Fr.", "Firma", "Familie", "Dr."),
    "en": ("Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.", "Dr", "Dr.", "Miss"),
    "es": ("Sr.", "Sra.", "D.", "Dña.", "don", "doña", "señor", "señora", "empresa", "sociedad"),
}
"""Words before an anonymised name, a capital and an ellipsis ("M. X...", "la société Z...", "Herr Y..."), per
language: the name is the letter, neither a pause nor a sentence's end."""


@cache
def anonymised_name(code: str) -> re.Pattern[str]:
    """A title before a capital with an ellipsis, before the sentence going on in lower case ("Mme Y... à son
    égard") or at a piece's end: group 1 the name without it (after a first name, "M. Jean X...", the letter would be
    a king's number). Before a capital or a quotation mark ("Mr B... I am not sure") the ellipsis is a pause."""
    titles = "|".join(re.escape(title) for title in sorted(ANONYMISED_AFTER.get(code, ()), key=len, reverse=True))
    return re.compile(rf"(?<![\w.])((?:{titles})\s+[A-Z])(?:\.{{3}}|…)(?=\s+[^\W\d_A-ZÀ-ÝÄÖÜ]|\s*$)"
                      if titles else "(?!)")


_STAR_AFTER = re.compile(r"(?:(?<=[^\W\d_]{2})|(?<=[)%€$£\]])|(?<=\d{2})|(?<=[.,]\d))\*{1,3}"
                         r"(?=[\s.,;:!?)]|$)")
"""A footnote's asterisk glued after a word, a bracket, an amount ("Euro*", "Gewähr*.", "(p<0.05)*", "99*"); a
single figure's is a rating ("a 5* hotel"), a word's with letters after it a gender's star ("Lehrer*innen")."""
_CODE_STAR = re.compile(r"\b(?:char|int|void|float|double|long|short|const|unsigned|signed|struct\s+\w+|size_t)$")
"""A C type before its pointer's star ("char* name")."""


def _footnote_star(found: re.Match[str]) -> str:
    """The asterisk dropped where a footnote's mark can be: after a word at a clause's end, after an amount or
    before a note that starts with "*"; after a bracket holding a number or prose ("(p<0.05)*"). A star after a
    name in a sentence ("IDA* algorithm", "build* before"), a C type's or a pattern's ("(ab)*") stays."""
    before, after = found.string[:found.start()], found.string[found.end():]
    if before.endswith(")"):
        inside = before[before.rfind("(") + 1:]
        return "" if re.search(r"\d|\s", inside) and not re.search(r"[|+*]", inside) else found[0]
    if _CODE_STAR.search(before):
        return found[0]
    note = re.search(r"(?:^|[\s(])\*(?![\s*]*$)", after)  # "80 Euro* (*inkl. MwSt.)": its note
    amount = re.search(r"\d\s?[^\W\d_]+$", before)
    ends = re.match(r"\s*(?:[.,;:!?)]|\(\w|$)", after)  # "terms apply*.", "Name* (required)"
    return "" if ends or note or amount or before[-1:].isdigit() else found[0]
_EMPHASIS = re.compile(r"(?<!\S)\*{1,2}(?=[^\s*])[^*]+?(?<=\S)\*{1,2}(?![\w*])")
"""A word or words written between asterisks for emphasis ("this is *very* important"): no footnote there."""
_COUNTED_AFTER = (r"times?|x|mal|Mal|fois|veces|vez|points?|pts?|Punkte?|puntos?|%|percent|Prozent|pour|por|per"
                  r"|[kmcµ]?[glm]|[mk]m|min|h|hrs?|hours?|days?|weeks?|years?|minutes?|seconds?|Stunden|Tage|Jahre"
                  r"|Minuten|heures?|jours?|ans|horas?|días|años|minutos?")
"""Words a number counts ("2 times", "12 points", "2 g"): after a bracket the number is the text's, no citation."""
_CITED_AFTER_BRACKET = re.compile(r"(?<![^\s(\[])(\([^()]*[^\W\d_]{3}[^()]*\))\d{1,3}(?:[-–,]\d{1,3})*"
                                  rf"(?=[\s.,;:!?](?![\d:.,])|$)(?!\s+(?:{_COUNTED_AFTER})(?![\w-]))")
"""Citations' numbers written raised, glued after a bracket with a word in it that stands as a word:
"(SARS-CoV-2)1-4"; not a formula's count ("Ca(OH)2", "(NH4)2 sulfate", "(x + y)2"), a time ("(GMT)10:30") nor a
number that counts what follows ("(with food)2 times")."""


_CITED_AFTER_STOP = re.compile(r"(?<=[a-zàâçéèêëîïôûùÿñáíóúäöüß]{3})\.\d{1,3}(?:[-–,]\d{1,3})*"
                               r"(?=\s+[A-ZÀ-ÝÄÖÜ\"«“(]|\s*$)")
"""Citations' numbers glued after a word's full stop at a sentence's end ("grave.5-8", "encore.3 Puis")."""
_NUMBERED_SHORT = {"art", "arts", "sect", "para", "paras", "chap", "part", "step", "lesson", "chapter", "episode",
                   "párr", "rdnr", "abschn", "ziff", "unit", "item", "task", "level", "stage", "phase", "appx"}
"""Words, written short or not, whose number follows a full stop ("Ziff.2", "art.14", "Step.1"), besides the
abbreviations of REFERENCES and the counting words of COUNTING."""


@cache
def _numbered_shorts(code: str) -> frozenset[str]:
    shorts = {short.rstrip(".").lower() for short in REFERENCES.get(code, {}) if short.endswith(".")}
    return frozenset(shorts | _NUMBERED_SHORT | {word.lower() for word in COUNTING.get(code, ())})


def _cited_after_stop(found: re.Match[str], code: str) -> str:
    """The citation's number dropped, not an abbreviation's or a section-like word's ("vol.2", "Ziff.2", "Sect.3")."""
    word = re.search(r"[^\W\d_]+$", found.string[:found.start()])
    return found[0] if word and word[0].lower() in _numbered_shorts(code) else "."


def drop_reference_marks(text: str, language: str) -> str:
    """Marks that point to a note are not read: a footnote's asterisk glued to what it annotates ("83,43 Euro*",
    "(*inkl. MwSt.)"), citations' numbers written against a bracket or a full stop ("(SARS-CoV-2)1-4", "grave.5-8");
    an anonymised name ("M. X...", "Mme Y...") is its letter, with no pause."""
    code = primary(language)
    if "*" in text and not _EMPHASIS.search(text):
        text = _STAR_AFTER.sub(_footnote_star, text)
        # "(*inkl. MwSt.)": a footnote's mark at a bracket's start (in German "(* 12. März 1901)" is a birth)
        text = re.sub(r"(?<=\()\*\s?(?=[^\W\d_])" if code == "de" else r"(?<=\()\*\s?(?=\w)", "", text)
    if re.search(r"[).]\d", text):
        text = _CITED_AFTER_BRACKET.sub(r"\1", text)
        text = _CITED_AFTER_STOP.sub(lambda found: _cited_after_stop(found, code), text)
    if "..." in text or "…" in text:
        text = anonymised_name(code).sub(r"\1", text)
    return text
