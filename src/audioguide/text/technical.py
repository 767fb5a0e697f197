"""What technical guides write that prose does not: keys, menus, versions offered side by side, short scales.

Steps of :data:`audioguide.text.prepare.STEPS`, before the symbols, units and numbers are read:

- a key combination, ``Ctrl+Shift+P``, ``Strg + Alt + Entf``, ``Cmd-K``: each key by the name a person
  says for it ("Control plus Shift plus P", "Steuerung plus Alt plus Entfernen"); a key's written short
  form that is no word (``Ctrl``, ``Strg``, ``Esc``, ``Suppr``) is said by its name wherever it stands;
- a menu path, ``File > Settings > Editor``, ``Datei → Speichern unter``: the items one after the other
  ("File, then Settings, then Editor");
- versions offered side by side, ``Windows 10/11``, ``Windows 7/8/8.1``, ``32/64-bit``: "ten or eleven";
  ``Page 1/10``: "one of ten";
- a lower bound, ``Python 3.10+``, ``18+``: "plus";
- a short scale after a number, ``10k stars``, ``1.5M downloads``, ``$2M``, ``€3bn``: thousand, million,
  billion in the language (the number step says them).

Written here: no text normalization library we can use reads them (NeMo's grammars have no key or menu
class); each is a table per language and one pattern.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from itertools import pairwise

from audioguide.text.measures import (
    ELECTRIC,
    OR,
    PHOTOGRAPHY,
    POWER_OF_TEN,
    RUNWAYS,
    SIGNS,
    UNITS,
    labels_a_code,
    primary,
    speak_runways,
    with_kelvin_signs,
)

KEYS: dict[str, dict[str, str]] = {
    "en": {"Ctrl": "Control", "Cmd": "Command", "Esc": "Escape", "Del": "Delete", "Opt": "Option",
           "Win": "Windows", "PgUp": "Page Up", "PgDn": "Page Down", "Ins": "Insert", "Bksp": "Backspace",
           "⌘": "Command", "⌥": "Option", "⇧": "Shift", "⌃": "Control", "AltGr": "Alt Gr"},
    "de": {"Strg": "Steuerung", "Ctrl": "Steuerung", "Cmd": "Befehl", "Entf": "Entfernen", "Einfg": "Einfügen",
           "Esc": "Escape", "Del": "Entfernen", "Win": "Windows", "Bild↑": "Bild auf", "Bild↓": "Bild ab",
           "Pos1": "Pos eins", "⌘": "Befehl", "⌥": "Wahl", "⇧": "Umschalt", "AltGr": "Alt Gr"},
    "fr": {"Ctrl": "Contrôle", "Cmd": "Commande", "Maj": "Majuscule", "Suppr": "Supprimer", "Échap": "Échappement",
           "Esc": "Échappement", "Del": "Supprimer", "Win": "Windows", "Inser": "Insérer", "⌘": "Commande",
           "⌥": "Option", "⇧": "Majuscule", "AltGr": "Alt Gr"},
    "es": {"Ctrl": "Control", "Cmd": "Comando", "Mayús": "Mayúsculas", "Supr": "Suprimir", "Esc": "Escape",
           "Del": "Suprimir", "Win": "Windows", "Insert": "Insertar", "⌘": "Comando", "⌥": "Opción",
           "⇧": "Mayúsculas", "AltGr": "Alt Gr"},
}
"""The keys written short, and their names: in a combination, each is said by its name."""
ALONE = frozenset({"Ctrl", "Strg", "Cmd", "Esc", "Entf", "Einfg", "Suppr", "Échap", "Mayús", "Supr", "PgUp",
                   "PgDn", "Bksp", "AltGr", "⌘", "⌥"})
"""Short forms that are no word in any of the languages: said by their names outside a combination too."""
MODIFIERS = frozenset({"Ctrl", "Strg", "Cmd", "Command", "Alt", "AltGr", "Shift", "Umschalt", "Maj", "Mayús",
                       "Option", "Opt", "Win", "Windows", "Super", "Meta", "Fn", "Control", "Steuerung", "Hyper",
                       "⌘", "⌥", "⇧", "⌃"})
"""A combination holds one of these: "Ctrl+C", not "C+D" nor "A-B"."""
NAMED_MODIFIERS = frozenset({"Hyper", "Super", "Meta", "Windows", "Win", "Fn"})
"""Modifiers that name other things when a hyphen joins them ("Hyper-V", "Super-8", "Win-Win")."""
KEY_SYMBOLS: dict[str, dict[str, str]] = {
    "en": {",": "comma", ".": "period", "`": "backtick", "/": "slash", "\\": "backslash", "=": "equals",
           "-": "minus", ";": "semicolon", "[": "left bracket", "]": "right bracket"},
    "de": {",": "Komma", ".": "Punkt", "`": "Gravis", "/": "Schrägstrich", "\\": "Backslash", "=": "Gleich",
           "-": "Minus", ";": "Semikolon", "[": "eckige Klammer auf", "]": "eckige Klammer zu"},
    "fr": {",": "virgule", ".": "point", "`": "accent grave", "/": "barre oblique", "\\": "barre oblique inversée",
           "=": "égal", "-": "moins", ";": "point-virgule", "[": "crochet ouvrant", "]": "crochet fermant"},
    "es": {",": "coma", ".": "punto", "`": "acento grave", "/": "barra", "\\": "barra invertida", "=": "igual",
           "-": "menos", ";": "punto y coma", "[": "corchete de apertura", "]": "corchete de cierre"},
}
"""A key that is a punctuation mark, after a modifier ("Ctrl+,", "Ctrl+`"): said by its name."""
ARROWS: dict[str, dict[str, str]] = {
    "en": {"↑": "Up", "↓": "Down", "←": "Left", "→": "Right"},
    "de": {"↑": "Pfeil hoch", "↓": "Pfeil runter", "←": "Pfeil links", "→": "Pfeil rechts"},
    "fr": {"↑": "flèche haut", "↓": "flèche bas", "←": "flèche gauche", "→": "flèche droite"},
    "es": {"↑": "flecha arriba", "↓": "flecha abajo", "←": "flecha izquierda", "→": "flecha derecha"},
}
"""The arrow keys, written as arrows in a combination or side by side ("Alt+ ↑ / ↓")."""
_ARROW_NAMES = {"en": {"↑": "up arrow", "↓": "down arrow", "←": "left arrow", "→": "right arrow"}}
"""An arrow standing for itself ("select: `↓` and `↑`"), where the language names it otherwise than its key."""
THEN = {"en": "then", "de": "dann", "fr": "puis", "es": "luego"}
"""Between the items of a menu path."""
MENU_LEADS = {
    "en": r"go(?:\s+to)?|select|click(?:\s+on)?|choose|open|navigate(?:\s+to)?|tap(?:\s+on)?|press|in|from|under"
          r"|via",
    "de": r"gehen\s+Sie\s+zu|wählen|klicken|öffnen|tippen|navigieren|unter|in|über|im|auf",
    "fr": r"allez|aller|sélectionnez|sélectionner|cliquez(?:\s+sur)?|cliquer(?:\s+sur)?|choisissez|ouvrez|ouvrir"
          r"|touchez|dans|depuis|sous|via",
    "es": r"ve\s+a|vaya\s+a|ir\s+a|selecciona|seleccione|haz\s+clic(?:\s+en)?|elige|abre|abra|toca|navega\s+a|en|desde"
          r"|bajo",
}
"""Words before a menu path's first item in its clause ("Open Parser > projectService", "go to Search > advanced"):
where only one of the items beside a ``>`` is capitalised, they tell a path from a comparison ("Errors > warning")."""
DOTS_ICONS = ("⋮", "⫶", "︙", "⁝", "⋯")
"""Three dots drawn as one character: the "more" button of an app."""
_DOTS_MENU = {"en": "the three-dot menu", "de": "Drei-Punkte-Menü", "fr": "menu à trois points",
              "es": "menú de tres puntos"}
MENU_ICONS: dict[str, dict[str, str]] = {
    code: {"+": plus, **dict.fromkeys((*DOTS_ICONS, "…", "..."), dots), **dict.fromkeys("☰≡", menu)}
    for code, plus, dots, menu in (("en", "plus", _DOTS_MENU["en"], "the menu button"),
                                   ("de", "plus", _DOTS_MENU["de"], "Menüsymbol"),
                                   ("fr", "plus", _DOTS_MENU["fr"], "bouton de menu"),
                                   ("es", "más", _DOTS_MENU["es"], "botón de menú"))
}
"""A menu path's item that is a button's symbol ("Connections > +", "Nextcloud > ⫶"): said by its name."""
OF = {"en": "of", "de": "von", "fr": "sur", "es": "de"}
"""Between a page's number and the count of pages."""
PAGE_WORDS = {
    "en": r"[Pp]age|[Pp]\.|[Ss]lide|[Pp]art|[Ss]tep",
    "de": r"[Ss]eite|S\.|[Ff]olie|[Tt]eil|[Ss]chritt",
    "fr": r"[Pp]age|[Pp]\.|[Dd]iapositive|[Pp]artie|[ÉéEe]tape",
    "es": r"[Pp]ágina|[Pp]ág\.|[Dd]iapositiva|[Pp]arte|[Pp]aso",
}
"""Words before "1/10" that count pages or steps: "one of ten"."""
SCALES = {
    "en": {"k": "thousand", "K": "thousand", "M": "million", "B": "billion", "bn": "billion"},
    "de": {"k": "Tausend", "K": "Tausend", "M": "Millionen", "B": "Milliarden", "bn": "Milliarden"},
    "fr": {"k": "mille", "K": "mille", "M": "millions", "B": "milliards", "bn": "milliards"},
    "es": {"k": "mil", "K": "mil", "M": "millones", "B": "mil millones", "bn": "mil millones"},
}
"""A scale written short after a number: ``10k``, ``1.5M``, ``$3B``, ``€2bn``."""
ONE_MILLION = {"de": "eine Million", "fr": "un million", "es": "un millón"}
ONE_BILLION = {"de": "eine Milliarde", "fr": "un milliard", "es": "mil millones"}
RACES = r"run|race|walk|Lauf|course|carrera|marathon"
"""After "5k": the distance of a race, not five thousand."""
_RACE_NEXT = re.compile(rf"\s+(?:{RACES})\b")
DOT = {
    "en": "dot", "es": "punto", "fr": "point", "de": "Punkt", "it": "punto", "pt": "ponto", "nl": "punt",
    "pl": "kropka", "sv": "punkt", "tr": "nokta", "ru": "точка", "ja": "ドット",
}
"""How "." is said in an address (a host, an IP address); in other languages it is left to the voice."""
STATUS_DIGITS = {"en": ("oh", True), "de": ("null", True), "es": ("cero", True), "fr": ("zéro", False)}
"""A status code ("404") digit by digit with the language's zero ("four oh four", "vier null vier"), or as a
number where the language says it so ("quatre cent quatre")."""
STATUS_BEFORE = r"HTTP|[Ee]rror|[Ss]tatus|[Cc]ode|[Ff]ehler|[Ee]rreur|[Cc]ódigo|[Ee]stado"
"""Words before a web server's status code."""

_LOWER_MODIFIERS = r"ctrl|cmd|shift|alt|option|command"
_LOWERED = frozenset(_LOWER_MODIFIERS.split("|"))
_KEY = (r"(?:F(?:[1-9]|1[0-9]|2[0-4])|[A-ZÉ][a-zäöüéèú]+\d?|[A-Z]{2,}|Bild[↑↓]|[⌘⌥⇧⌃]|[A-Za-z0-9]|[←→↑↓]|Pos1"
        rf"|(?:{_LOWER_MODIFIERS})\b)")
_SYMBOL_KEY = r"[,.`/\\=;\[\]-](?=\s|$)"
_COMBINATION = re.compile(rf"(?<![\w+/.-]){_KEY}(?:\s?\+\s?(?:{_KEY}|{_SYMBOL_KEY}))+(?![\w+]|-\w)|"
                          rf"(?<![\w+/.-]){_KEY}(?:-{_KEY})+(?![\w-])")
_EITHER_KEY = re.compile(r"(?<![\w/])(Ctrl|Cmd|Strg|Alt|Option|Command|Shift|[←→↑↓])\s?/\s?"
                         r"(Ctrl|Cmd|Strg|Alt|Option|Command|Shift|[←→↑↓])(?![\w/])")
_FUNCTION_KEY = re.compile(r"(?<![\w-])F([1-9]|1\d|2[0-4])(?![\w-])")
_ARROW = re.compile(r"(?:(?<=\w)|(?<=[^\W\d_]{3}\]))\s+(?:→|->)\s+(?=[A-ZÄÖÜÉÈÀÂÎÔÛÇÑÁÍÓÚ])")
_MENU_SEPARATOR = re.compile(r"[ \t]+(?:>>?|->|→)[ \t]+")
_GLUED_MENU_ARROW = re.compile(r"(?<![\w$>/-])([A-Z][\w/]*[a-z])->(?=[A-Z][a-z])")
"""Items joined by "->" without spaces in prose ("Views/Plugins->Cuetopia", "File->Restart"): a menu's path."""
_ARROW_AFTER_LABEL = re.compile(r"\b([A-ZÄÖÜÉÈÀÂÎÔÛÇÑÁÍÓÚ][^\W\d_]+)\s+(?:→|->)\s+(?=[^\W\d_])")
_SIDE_BY_SIDE = re.compile(r"(?<![\w./,:-])(\d{1,4}(?:\.\d{1,3})*)((?:/\d{1,4}(?:\.\d{1,3})*)+)(?![\w/]|[.,]\d)(-\w+)?")
_LOWER_BOUND = re.compile(r"(?<=\d)\+(?![\d+\w])(?!\s?\d)")
_SCALED = re.compile(r"(?<![\w.,])(?P<currency>[$€£¥])?(?P<number>\d{1,3}(?:[.,]\d{1,2})?)(?P<scale>k|K|M|B|bn)"
                     r"(?![\w-]|[.,]\d)")


_IPV4 = re.compile(r"(?<![\w.])((?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))"
                   r"(?::(?P<port>\d{2,5})\b)?(?P<path>(?:/[A-Za-z][\w-]*)+/?)?(?!\w|\.\d)")
SLASH_WORDS = {"en": "slash", "es": "barra", "fr": "barre oblique", "de": "Schrägstrich", "it": "barra",
               "pt": "barra", "nl": "slash", "pl": "ukośnik", "sv": "snedstreck", "tr": "eğik çizgi", "ru": "слеш",
               "ja": "スラッシュ"}
"""The slash said by its name: in a path ("127.0.0.1:8000/docs": … slash docs), a repository's name."""
PORT = {"en": "port", "de": "Port", "fr": "port", "es": "puerto"}
"""After an address, its port ("127.0.0.1:7677": … port seven thousand …)."""
_VERSION_BEFORE = re.compile(r"(?i:\b(?:version|versión|release|v))\s?$")
_STATUS = re.compile(rf"\b((?:{STATUS_BEFORE})\s)([1-5]0[1-9])\b")
_STATUS_NAMED = re.compile(r"(?<![\w.,])([45]0[1-9])(?=[\s-](?:(?i:error|not found|forbidden|unauthorized|bad request"
                           r"|gateway|page)\b|Seite\b|erreur\b)|-Fehler\b)")
"""A status code before its name or its page ("404 Error Page", "500 Internal Server Error", "404-Seite")."""
_PROTOCOL = re.compile(r"\b([A-Z]{2,})/(\d(?:\.\d)?)\b")
_NUMBER_AND_LETTERS = re.compile(r"(?<![\w.,$€£¥-])(\d{1,2})(?!(?:M|B)\b)([A-Z]{1,3})\b(?!-\d)")
""""2FA", "5G", "4K"; not "2M" nor "$3B" (a scale, :func:`speak_short_scales`)."""


def speak_codes(text: str, language: str) -> str:
    """An IP address digit by digit ("one nine two dot one six eight dot one dot one"), a protocol's version
    (``HTTP/2``: "HTTP 2"), a status code after its word (``HTTP 404``: "four oh four"), a number with
    letters (``2FA``, ``5G``, ``4K``: "2 F A", "5 G"), a video's resolution (``1080p``: "ten eighty p")."""
    code = primary(language)
    if code not in DOT or not re.search(r"\d", text):
        return text
    text = with_kelvin_signs(text)  # a temperature's "3K" is no code
    text = _IPV4.sub(lambda found: found[0] if _VERSION_BEFORE.search(text, 0, found.start()) else
                     f" {DOT[code]} ".join(" ".join(part) for part in found[1].split("."))
                     + (f" {PORT[code]} {found['port']}" if found["port"] and code in PORT else "")
                     + (f" {SLASH_WORDS[code]} " + found["path"].strip("/").replace("/", f" {SLASH_WORDS[code]} ")
                        if found["path"] and code in SLASH_WORDS else found["path"] or ""), text)
    if "0x" in text or "0X" in text:  # "0x1 in hexadecimal": hex one, never "zero by one"
        text = _HEX_LITERAL.sub(lambda found: f"{HEX_WORD[code]} " + " ".join(
            _said(character, code) if character.isdigit() else character.upper() for character in found[1]), text)
    if "e" in text or "E" in text:  # "1.0e-3": one point zero times ten to the minus three
        text = _SCIENTIFIC.sub(lambda found: _scientific(found, code), text)
    if ":" in text and code in PORT and code in SLASH_WORDS:  # "localhost:8000/home": an address, its path no unit
        text = _HOST_PORT.sub(lambda found: _host_port(found, code), text)
    if "localhost:" in text and code in PORT:  # "localhost:8080": the port said as one
        text = re.sub(r"\blocalhost:(\d{2,5})\b(?![.,]\d)", rf"localhost {PORT[code]} \1", text)
    if "/" in text and code in SLASH_WORDS:  # "doi: 10.1038/nmeth.1923": an address, its slash no "per"
        text = _DOI.sub(lambda found: _doi(found, code), text)
    text = _PROTOCOL.sub(lambda found: f"{found[1]} {_said(found[2], code) if '.' not in found[2] else found[2]}",
                         text)
    zero, by_digit = STATUS_DIGITS.get(code, ("", False))
    if by_digit:
        text = _STATUS.sub(lambda found: f"{found[1]}{found[2][0]} {zero} {found[2][2]}", text)
        text = _STATUS_NAMED.sub(lambda found: f"{found[1][0]} {zero} {found[1][2]}", text)
    text = _RESOLUTION.sub(lambda found: f"{_resolution(found[1], code)} {found[2]}", text)
    if code in RUNWAYS and re.search(r"\d[LRC]\b", text):  # "runways 36L and 36R": thirty-six left
        text = speak_runways(text, code)
    if PHOTOGRAPHY.search(text):  # "no wider than f8", "at F8", "f/2.8": an aperture, the letter then the number
        text = re.sub(r"\b([fF])/?(\d{1,2}(?:[.,]\d)?)\b(?![.,]\d)", r"f \2", text)
    if code in FLIGHT_LEVEL:  # "at or above FL 290": flight level two nine zero, as a pilot says it
        text = re.sub(r"\bFL\s?(\d{2,3})\b(?![.,]\d)",
                      lambda found: f"{FLIGHT_LEVEL[code]} {' '.join(_said(digit, code) for digit in found[1])}", text)
    if "/" in text:  # "205/55 R16 91V": a tyre's size, its load index and speed letter (no volts)
        text = _TYRE.sub(lambda found: _tyre(found, code), text)
    if "Co2" in text:  # "emits 129g/km of Co2": carbon dioxide typed in mixed case (cobalt is never written alone)
        text = re.sub(r"(?<![\w./-])Co2(?![\w/%-]|[.,]\d)", "CO2", text)
    if re.search(r"[A-Z][a-z]?\d", text):
        text = _FORMULA.sub(lambda found: _formula(found, code), text)
    units = UNITS.get(code, {})
    electric = ELECTRIC.search(text) is not None  # "4A" of a charger: amperes, for the unit step
    return _NUMBER_AND_LETTERS.sub(lambda found: found[0] if found[2] in units or found[2] in "CF"
                                   or (electric and found[2] == "A" and not labels_a_code(found.string[:found.start()]))
                                   else
                                   f"{_said(found[1], code)} {' '.join(found[2])}", text)  # not "12V", "33C"


ELEMENTS = frozenset({"H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P", "S", "Cl",
                      "Ar", "K", "Ca", "Ti", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Br", "Sr", "Ag", "Sn", "I",
                      "Ba", "Pt", "Au", "Hg", "Pb"})
"""The chemical elements that everyday formulas are written with; a rarer one's letter (the Y of "FY22", the W of
"W3C") more often starts a code."""
_FORMULA = re.compile(r"(?<![\w./-])(?=[A-Z][a-z]?\d{0,2}[A-Z])(?=\w*\d)((?:[A-Z][a-z]?\d{0,2}){2,8})"
                      r"(?![\w/%-]|[.,]\d|\s%)")
"""A chemical formula: two to eight elements, a count after some ("C10H20O", "H2O", "Fe2O3")."""


def _formula(found: re.Match[str], code: str) -> str:
    """A formula as chemists read it, each element's letters, then its count in words: "C ten H twenty O" (in
    figures, "3 C" would be read as a unit); letters and digits that are not all elements' ("MP3", "A4") are left
    as they are."""
    parts = re.findall(r"([A-Z][a-z]?)(\d*)", found[1])
    if not all(symbol in ELEMENTS for symbol, _ in parts) or found[1] in ("B2B", "B2C", "C2B", "C2C", "P2P"):
        # business to business, peer to peer
        return found[0]
    return " ".join(" ".join(symbol.upper()) + (f" {_said(count, code)}" if count else "") for symbol, count in parts)


FLIGHT_LEVEL = {"en": "flight level", "de": "Flugfläche", "fr": "niveau de vol", "es": "nivel de vuelo"}
"""An altitude in hundreds of feet, written ``FL 290``: its words, before its digits one by one."""
HEX_WORD = {"en": "hex", "de": "hex", "fr": "hexa", "es": "hex"}
"""Said before a hexadecimal literal's digits, in prose and in code ("0x1": hex one, ``0x0A``: hex zero A)."""
_HEX_LITERAL = re.compile(r"(?<![\w.])0[xX]([0-9A-Fa-f]{1,16})\b(?![.,]\d)")
_SCIENTIFIC = re.compile(r"(?<![\w.,])(\d+[.,]\d+|\d+)[eE]([-+]?)(\d{1,3})\b(?![.,]\d)")
"""A number in scientific notation as code and tables print it ("1.0e-3", "2.5E+10")."""
_HOST_PORT = re.compile(r"(?<![\w.@/-])(localhost|(?:[a-z0-9-]+\.)+[a-z]{2,})(?::(\d{2,5}))((?:/[\w.-]*[\w-])+/?)"
                        r"(?![\w/])")
"""A host, its port and a path ("localhost:8000/home", "example.com:8080/admin/users")."""
_DOI = re.compile(r"(?<=\b(?i:doi))(\s?:?\s*)(10)\.(\d{4,9})/(\S+?)(?=[.,;:)\]]*(?:\s|$))")
"""A DOI after its name ("doi: 10.1093/bioinformatics/bty648"): its prefix, then its suffix, as an address."""


def _scientific(found: re.Match[str], code: str) -> str:
    if not re.search(r"[.,]", found[1]) and found[2] != "-":
        return found[0]  # "90e+2" (the ninetieth minute and two), "3e8": no decimal, no negative power
    if code not in POWER_OF_TEN or ("," in found[1] and code == "en"):
        return found[0]  # "1,234e5": a comma groups thousands in English, no decimal
    # "2.070E+7": the number times ten to its power, which the powers' step says ("ten to the seventh")
    return f"{found[1]}×10^{found[2].replace('+', '')}{found[3]}"


def _host_port(found: re.Match[str], code: str) -> str:
    host = found[1].replace(".", f" {DOT[code]} ")
    path = found[3].strip("/").replace("/", f" {SLASH_WORDS[code]} ")
    return f"{host} {PORT[code]} {found[2]} {SLASH_WORDS[code]} {path}"


def _doi(found: re.Match[str], code: str) -> str:
    """A DOI's parts as written: the registrant's digits one by one, its dots and slashes by name."""
    digits = " ".join(_said(digit, code) for digit in found[3])
    suffix = re.sub(r"\d+", lambda number: f" {' '.join(_said(digit, code) for digit in number[0])} ", found[4])
    suffix = re.sub(r"\s*\.\s*", f" {DOT[code]} ", suffix).replace("/", f" {SLASH_WORDS[code]} ")
    suffix = re.sub(r"\s+", " ", suffix).strip()
    return f"{found[1]}{_said(found[2], code)} {DOT[code]} {digits} {SLASH_WORDS[code]} {suffix}"


_RESOLUTION = re.compile(r"(?<![\w.,])(240|360|480|576|720|1080|1440|2160|4320)([pi])\b(?![\w-])")
"""A video's lines and their scan ("1080p", "576i")."""


def _resolution(lines: str, code: str) -> str:
    """A video's lines as they are said: English in pairs ("ten eighty", "seven twenty"), the others as a number
    ("tausendachtzig")."""
    if code != "en":
        return re.sub(r"^eintausend", "tausend", _said(lines, code))  # "tausendachtzig p"
    return f"{_said(lines[:-2], code)} {_said(lines[-2:], code)}"  # "seven twenty", "twenty-one sixty"


_TYRE = re.compile(r"(?<![\w/.,])(?P<width>[1-3]\d5)/(?P<ratio>[2-8][05])\s?(?P<kind>Z?R)\s?(?P<rim>1\d|2[0-4])"
                   r"(?:\s(?P<load>[6-9]\d|1[0-2]\d)\s?(?P<speed>[A-HJ-NP-WYZ]))?(?![\w/]|[.,]\d)")
"""A tyre's size, "205/55 R16" (width, ratio of height to width, radial, rim), perhaps with "91V" (load index, speed
letter)."""


def _tyre(found: re.Match[str], code: str) -> str:
    """"205/55 R16 91V": two oh five fifty-five R sixteen ninety-one V (English says the width as a tyre fitter does,
    the others as a number); letters apart."""
    width = found["width"]
    if code == "en":
        tens = f"oh {_said(width[2], code)}" if width[1] == "0" else _said(width[1:], code)
        width = f"{_said(width[0], code)} {tens}"
    else:
        width = _said(width, code)
    said = f"{width} {_said(found['ratio'], code)} {' '.join(found['kind'])} {_said(found['rim'], code)}"
    return said + (f" {_said(found['load'], code)} {found['speed']}" if found["load"] else "")


def _said(number: str, code: str) -> str:
    """A number in words, where the steps after would read it otherwise ("2 F" as a temperature)."""
    from num2words import num2words

    return str(num2words(int(number), lang=code))


def speak_keys(text: str, language: str) -> str:
    """Key combinations and menu paths as a person says them (the module's doc)."""
    code = primary(language)
    if code not in KEYS:
        return text
    if _KEY_SIGNS.search(text):  # "Shift ⇧ + Cmd ⌘ + 2": a key's name and its sign are one key
        text = _NAME_AND_SIGN.sub(lambda found: next(name for name in found.groups() if name), text)
    if "/" in text:  # "Ctrl / Cmd + K", "Alt+ ↑ / ↓": either key
        text = _EITHER_KEY.sub(lambda found: f"{_key_name(found[1], code)} {OR[code]} {_key_name(found[2], code)}",
                               text)
    if "+" in text or "-" in text:
        text = _COMBINATION.sub(lambda found: _combination(found[0], code), text)
    text = _alone(code).sub(lambda found: KEYS[code][found[0]], text)
    text = _FUNCTION_KEY.sub(lambda found: f"F {_said(found[1], code)}", text)
    if '"' in text:  # `↓` and `↑` in a page: each arrow itself, in the quotes a reader keeps it in
        text = re.sub(r'"([←→↑↓])"', lambda found: _ARROW_NAMES.get(code, ARROWS[code])[found[1]], text)
    if ">" in text or "→" in text:
        text = _GLUED_MENU_ARROW.sub(rf"\1, {THEN[code]} ", _menu_paths(text, code))
    text = _ARROW.sub(f", {THEN[code]} ", text)
    text = re.sub(r"(?<=[\w\"“”»'’)`])\s*[→➔➜⇒➡]\s*(?=(?:[\"“„«'‘(]\s?)?\w)", f", {THEN[code]} ", text)  # "„A“ → „B“"
    return _ARROW_AFTER_LABEL.sub(rf"\1, {THEN[code]} ", text)  # "Parser > `projectService`": a menu's path


def _menu_paths(text: str, code: str) -> str:
    """Each chain of items between ``>`` (``>>``, ``->``, ``→``) that is a menu's path, its separators said
    "then" and its items that are a button's symbol by their names: a chain with an item that is a symbol
    ("Connections > +", "⫶ > Delete"), a capitalised item ("Task Scheduler Library' > Locate"), or two
    separators or more between phrases ("open start menu > start typing python > right-click …"; "safety >
    speed > cost" is a ranking). A chain with a number or a lone letter ("x > 0", "a > b") is a comparison,
    left to the signs' step."""
    chains: list[list[re.Match[str]]] = []
    for separator in _MENU_SEPARATOR.finditer(text):
        between = text[chains[-1][-1].end():separator.start()] if chains else ""
        if chains and len(between.split()) <= 6 and not re.search(r"[,;:.!?](?:\s|$)", between):
            chains[-1].append(separator)
        else:
            chains.append([separator])
    for chain in reversed(chains):
        sides = [(_menu_item(text[:s.start()].rsplit(None, 1)[-1] if text[:s.start()].strip() else "", code),
                  _menu_item(text[s.end():].split(None, 1)[0] if text[s.end():].strip() else "", code))
                 for s in chain]
        clause = re.split(r"[.;:!?](?:\s|$)", text[:chain[0].start()])[-1]
        led = re.search(rf"(?i:\b(?:{MENU_LEADS[code]})\b)", clause) is not None if code in MENU_LEADS else True
        if not _a_menu(sides, [text[a.end():b.start()] for a, b in pairwise(chain)], led):
            continue
        for separator in reversed(chain):
            after = re.sub(r"^(\.\.\.|\S+?)(?=[,.;:!?]*(?:\s|$))", lambda found: _icon(found[1], code),
                           text[separator.end():], count=1)
            before = re.sub(r"(?<!\S)(\S+)$", lambda found: _icon(found[1], code), text[:separator.start()], count=1)
            text = f"{before}, {THEN[code]} {after}"
    return text


def _a_menu(sides: list[tuple[str, str]], items: list[str], led: bool) -> bool:
    """Whether separators with these kinds of token on each side, and these ``items`` between them, are a menu
    path's (see :func:`_menu_paths`): items capitalised on both sides of a separator, or on one where a word of
    :data:`MENU_LEADS` is ``led`` before the path."""
    kinds = {kind for pair in sides for kind in pair}
    if kinds & {"number", "other"}:
        return False
    return (any("symbol" in pair and pair != ("symbol", "symbol") for pair in sides)
            or any(pair == ("capital", "capital") for pair in sides)
            or (led and any("capital" in pair and "symbol" not in pair for pair in sides))
            or (kinds <= {"word", "capital"} and any(len(item.split()) > 1 for item in items)))


def _icon(item: str, code: str) -> str:
    return MENU_ICONS[code].get(item, item)


def _menu_item(token: str, code: str) -> str:
    """What a token beside a menu path's separator is: "symbol" (a button's sign, an emoji, "…"), "capital"
    (a capitalised item, in quotes or brackets too), "word" (two letters or more), "number", else "other"."""
    token = token.rstrip(",.;:!?") or token
    if token in MENU_ICONS[code] or (token and all(unicodedata.category(c) in ("So", "Mn", "Cf") for c in token)):
        return "symbol"
    if re.search(r"\d", token):
        return "number"
    word = token.strip("\"'“”„«»‘’‚()[]*_`")
    if re.fullmatch(r"[^\W\d_][\w'’/&-]*", word) is None or len(word) < 2:
        return "other"
    return "capital" if word[0].isupper() else "word"


_SIGN_NAMES = {"⇧": "Shift|Umschalt|Maj|Majuscule|Mayús|Mayúsculas", "⌘": "Cmd|Command|Befehl|Commande|Comando",
               "⌥": "Opt|Option|Alt|Wahl|Opción", "⌃": "Ctrl|Control|Strg|Steuerung|Contrôle"}
"""The names a key's sign stands for, in every language: written beside it (``<kbd>Shift ⇧</kbd>``), one key."""
_KEY_SIGNS = re.compile("[⇧⌘⌥⌃]")
_NAME_AND_SIGN = re.compile("|".join(
    rf"(?<!\w)(?:({names})[ \t\u00a0]?{sign}|{sign}[ \t\u00a0]?({names}))(?!\w)"
    for sign, names in _SIGN_NAMES.items()))


def _combination(written: str, code: str) -> str:
    keys = re.split(r"\s?\+\s?", written) if "+" in written else written.split("-")
    if not any(key in MODIFIERS or key.lower() in _LOWERED for key in keys):
        return written
    if "+" not in written and (not (all(key in MODIFIERS for key in keys[:-1]) and _a_key(keys[-1], code))
                               or keys[0] in NAMED_MODIFIERS):
        return written  # "Alt-Text", "Windows-Update", "Hyper-V": words
    return f" {SIGNS[code][1]} ".join(_key_name(key, code) for key in keys)


def _key_name(key: str, code: str) -> str:
    """A key by its name: "Ctrl" Control, "," comma, "↑" Up; a letter or a word as written."""
    key = key.strip()
    if key.lower() in _LOWERED:
        key = "Ctrl" if key.lower() == "ctrl" else "Cmd" if key.lower() == "cmd" else key.capitalize()
    return KEYS[code].get(key) or KEY_SYMBOLS[code].get(key) or ARROWS[code].get(key) or key


def _a_key(written: str, code: str) -> bool:
    """A key's name, not a word: one character, a function key, a short form of the table."""
    return len(written) == 1 or re.fullmatch(r"F\d{1,2}", written) is not None or written in KEYS[code] \
        or written in MODIFIERS


@cache
def _alone(code: str) -> re.Pattern[str]:
    shorts = sorted((short for short in KEYS[code] if short in ALONE), key=len, reverse=True)
    return re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, shorts))})(?![\w-])")


def speak_side_by_side(text: str, language: str) -> str:
    """``Windows 10/11`` → "10 or 11", ``32/64-bit`` → "32 or 64-bit", ``Page 1/10`` → "1 of 10"; a fraction
    (``3/4 cup``, ``1/2``) and a date stay for their steps. Versions are side by side when three or more
    are, when one has a dot, before a hyphen's word, or after a name where no fraction is written (the
    second above one's count of parts: ``10/11``, ``16/17``)."""
    code = primary(language)
    if code not in OR or "/" not in text:
        return text
    pages = re.compile(rf"(?:\b|(?<=\s))(?:{PAGE_WORDS[code]})\s$")

    def replaced(found: re.Match[str]) -> str:
        numbers = [found[1], *found[2].split("/")[1:]]
        before = text[:found.start()]
        if re.search(r"[€$£]\s?$", before):
            return found[0]  # "€2.50/500 g": a price for a quantity
        if len(numbers) == 2 and numbers[1] in ("5", "10", "20", "100") \
                and re.fullmatch(r"\d{1,3}[.,]\d{1,2}", numbers[0]):
            return found[0]  # "17.7/20": a mark out of a total
        if len(numbers) == 2 and pages.search(before[-30:]):
            return f"{numbers[0]} {OF[code]} {numbers[1]}{found[3] or ''}"
        if _side_by_side(numbers, before, found[3]):
            return ", ".join(numbers[:-1]) + f" {OR[code]} {numbers[-1]}{found[3] or ''}"
        return found[0]

    return _SIDE_BY_SIDE.sub(replaced, text)


_FRACTION_PARTS = frozenset({2, 3, 4, 5, 6, 8, 10, 12, 16, 32, 64, 100})
"""The parts fractions are written in: ``7/8`` after a name may still be seven eighths."""
_NAME_BEFORE = re.compile(r"(?<!\S)[A-Za-z]*[A-Z][\w.]*\s$")
"""A name before the numbers: "Windows 10/11", "iOS 16/17"."""


def _side_by_side(numbers: list[str], before: str, hyphened: str | None) -> bool:
    if any("." in number for number in numbers) or (hyphened and int(numbers[0]) >= 8):
        return True  # "7/8/8.1", "20.04/22.04", "32/64-bit" (but "1/2-inch": a fraction)
    values = [int(number) for number in numbers]
    close = all(a < b <= a + 10 for a, b in pairwise(values)) and not any(n.startswith("0") for n in numbers)
    if len(numbers) > 2:
        return close  # "Windows 7/8/10", not a date ("3/4/25", "2/30/2026")
    return _NAME_BEFORE.search(before) is not None and close and values[0] > 1 and values[1] not in _FRACTION_PARTS


def speak_lower_bounds(text: str, language: str) -> str:
    """``18+``, ``Python 3.10+``: the number, then "plus" (a voice passes over the sign or says it oddly)."""
    code = primary(language)
    if code not in SIGNS or "+" not in text:
        return text
    return _LOWER_BOUND.sub(f" {SIGNS[code][1]}", text)


def speak_short_scales(text: str, language: str) -> str:
    """``10k stars`` → "10 thousand stars", ``1.5M downloads`` → "1.5 million downloads", ``$2M`` →
    "$2 million" (the money step says the currency after it); ``4K`` (a screen) and ``5k run`` stay; German
    ``13 Mio.``, ``2 Mrd.`` are "Millionen", "Milliarden"."""
    code = primary(language)
    if code == "de" and re.search(r"\d\s?(?:Mio|Mrd)\.", text):  # "13 Mio. Passagiere", "5 Mio. €"
        text = _GERMAN_SCALED.sub(lambda found: f"{found[1]} {_GERMAN_SCALES[found[2]][found[1] != '1']}", text)
    # "42 k€", "1,5 k$": thousands of a currency, as the amount
    text = re.sub(r"(?<![\w.,])(\d+(?:[.,]\d)?)\s?[kK]([€$£])(?!\w)",
                  lambda found: f"{round(float(found[1].replace(',', '.')) * 1000)} {found[2]}", text)
    if code not in SCALES or not re.search(r"\d(?:k|K|M|B|bn)\b", text):
        return text

    def scaled(found: re.Match[str]) -> str:
        scale, currency, number = found["scale"], found["currency"] or "", found["number"]
        if not currency and scale in ("K", "B"):
            return found[0]
        if not currency and _RACE_NEXT.match(text, found.end()):
            return f"{number} K"  # "a 5k run": a five K run
        if scale in ("k", "K"):  # "10k": 10000, said as one number ("zehntausend")
            return f"{currency}{round(float(number.replace(',', '.')) * 1000)}"
        word = SCALES[code][scale]
        if number == "1" and scale in ("M", "B", "bn"):
            one = (ONE_MILLION if scale == "M" else ONE_BILLION).get(code)
            if one:
                return f"{currency}{one}"
        return f"{currency}{number} {word}"

    return _SCALED.sub(scaled, text)


_GERMAN_SCALES = {"Mio": ("Million", "Millionen"), "Mrd": ("Milliarde", "Milliarden")}
_GERMAN_SCALED = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{1,2})?)\s?(Mio|Mrd)\.")


NOTES = {
    "en": (r"[A-G]", "sharp", "flat"),
    "fr": (r"(?i:do|ré|mi|fa|sol|la|si|ut)", "dièse", "bémol"),
    "es": (r"(?i:do|re|mi|fa|sol|la|si)", "sostenido", "bemol"),
}
"""A language's names of the notes, and its words for a note raised and lowered ("F#": F sharp, "do#": do dièse)."""


def speak_notes(text: str, language: str) -> str:
    """A note raised with ``#`` or ``♯`` or lowered with ``♭`` (``F# minor``, ``ut # mineur``, ``B♭``): its name and
    the language's word for the sign (the language C# is "C sharp" too)."""
    code = primary(language)
    if code not in NOTES or not re.search("[#♯♭]", text):
        return text
    names, sharp, flat = NOTES[code]
    spaced = "" if code == "en" else r"\s?"  # French and Spanish write the sign apart too ("ut # mineur")
    return re.sub(rf"\b({names}){spaced}([#♯♭])(?=[\s,.;:)]|$)",
                  lambda found: f"{found[1]} {flat if found[2] == '♭' else sharp}", text)
