"""Text as files hold it and as feeds, tags and captions can carry it.

Documents arrive as bytes in UTF-8 or UTF-16; pasted text brings control
characters that no feed, caption or tag can hold. These rules are shared by
the readers, the config and every writer.
"""

from __future__ import annotations

import logging
import re

from audioguide.common.errors import DocumentError

log = logging.getLogger(__name__)

CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
"""C0 and C1 controls but tab and line ends: no feed, caption or tag can hold them."""
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")
"""What XML 1.0 cannot hold (C0 controls but tab and line ends, lone surrogates, U+FFFE/FFFF), and DEL."""
NOT_CAPTION_TEXT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
"""What no caption line may hold: every control character (line ends included) and non-characters."""
KEPT_SYMBOLS = frozenset("@#*/\\|~^_=+<>")
"""Inline code of one of these alone is kept in the text, for the speech rules to name."""
SPELLED_SYMBOLS = KEPT_SYMBOLS | frozenset("?!-.,:;&%$()[]{}…")
"""Inline code of these only (``???+``, ``--``, a template's ``{{`` or ``{% %}``), at most :data:`SPELLED_CHARACTERS`
of them, is kept in quotes
by the readers: the speech rules say each by its name (:data:`SYMBOL_NAMES`)."""
SPELLED_CHARACTERS = 4
SPELLED_PAIRS = ("[]", "{}", "()")
"""Empty brackets, said as one name among those symbols (Ruby's ``[]`` and ``[]=`` methods, an empty object ``{}``,
a call ``()``)."""
_BREAKS = re.compile(r"[\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
"""Page breaks and the like, which Python splits lines at and editors do not: spaces."""


def decoded_text(data: bytes, name: str) -> str:
    """UTF-8 (with or without BOM) or BOM-marked UTF-16; anything else is refused."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as error:
            line = data[: error.start].decode("utf-16", "replace").count("\n") + 1
            raise DocumentError(
                f"{name}:{line}: not valid UTF-16 ({error.reason}), though it starts as UTF-16;"
                " save the file as UTF-8"
            ) from None
    if b"\x00" in data[:8192]:
        raise DocumentError(f"{name}: looks like a binary file, not text; list only Markdown or text files")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise DocumentError(
            f"{name}:{line}: not valid UTF-8 (byte 0x{data[error.start]:02x}); save the file as UTF-8"
        ) from None


def without_controls(text: str, name: str) -> str:
    """``text`` without control characters (pasted text has them), with a warning where they were."""
    text = _BREAKS.sub(" ", text)
    found = CONTROL_CHARACTERS.search(text)
    if found:
        line = text.count("\n", 0, found.start()) + 1
        log.warning("%s:%d: control characters left out (the first is U+%04X)", name, line, ord(found[0]))
        text = CONTROL_CHARACTERS.sub("", text)
    return text


def read_text(data: bytes, name: str) -> str:
    """A text file's content, decoded and without control characters."""
    return without_controls(decoded_text(data, name), name)


SYMBOL_NAMES: dict[str, dict[str, str]] = {
    "en": {",": "comma", "@": "at sign", "#": "hash sign", "*": "asterisk", "/": "slash", "\\": "backslash",
           "|": "vertical bar", "~": "tilde", "^": "caret", "_": "underscore", "=": "equals sign",
           "+": "plus sign", "<": "less-than sign", ">": "greater-than sign", "?": "question mark",
           "!": "exclamation mark", "-": "hyphen", ".": "dot", ":": "colon", ";": "semicolon", "&": "ampersand",
           "%": "percent sign", "$": "dollar sign", "(": "opening parenthesis", ")": "closing parenthesis",
           "[": "opening bracket", "]": "closing bracket", "{": "opening brace", "}": "closing brace",
           "…": "ellipsis"},
    "de": {",": "Komma", "@": "At-Zeichen", "#": "Rautezeichen", "*": "Sternchen", "/": "Schrägstrich",
           "\\": "Backslash",
           "|": "senkrechter Strich", "~": "Tilde", "^": "Zirkumflex", "_": "Unterstrich",
           "=": "Gleichheitszeichen", "+": "Pluszeichen", "<": "Kleiner-als-Zeichen", ">": "Größer-als-Zeichen",
           "?": "Fragezeichen", "!": "Ausrufezeichen", "-": "Bindestrich", ".": "Punkt", ":": "Doppelpunkt",
           ";": "Semikolon", "&": "Und-Zeichen", "%": "Prozentzeichen", "$": "Dollarzeichen",
           "(": "öffnende Klammer", ")": "schließende Klammer", "[": "öffnende eckige Klammer",
           "]": "schließende eckige Klammer", "{": "öffnende geschweifte Klammer",
           "}": "schließende geschweifte Klammer", "…": "Auslassungspunkte"},
    "es": {",": "coma", "@": "arroba", "#": "almohadilla", "*": "asterisco", "/": "barra", "\\": "barra invertida",
           "|": "barra vertical", "~": "virgulilla", "^": "acento circunflejo", "_": "guion bajo",
           "=": "signo igual", "+": "signo más", "<": "signo menor que", ">": "signo mayor que",
           "?": "signo de interrogación", "!": "signo de exclamación", "-": "guion", ".": "punto",
           ":": "dos puntos", ";": "punto y coma", "&": "et", "%": "signo de porcentaje", "$": "signo de dólar",
           "(": "paréntesis de apertura", ")": "paréntesis de cierre", "[": "corchete de apertura",
           "]": "corchete de cierre", "{": "llave de apertura", "}": "llave de cierre", "…": "puntos suspensivos"},
    "fr": {",": "virgule", "@": "arobase", "#": "croisillon", "*": "astérisque", "/": "barre oblique",
           "\\": "barre oblique inversée", "|": "barre verticale", "~": "tilde", "^": "accent circonflexe",
           "_": "tiret bas", "=": "signe égal", "+": "signe plus", "<": "signe inférieur à",
           ">": "signe supérieur à", "?": "point d'interrogation", "!": "point d'exclamation", "-": "tiret",
           ".": "point", ":": "deux-points", ";": "point-virgule", "&": "esperluette", "%": "signe pour cent",
           "$": "signe dollar", "(": "parenthèse ouvrante", ")": "parenthèse fermante", "[": "crochet ouvrant",
           "]": "crochet fermant", "{": "accolade ouvrante", "}": "accolade fermante", "…": "points de suspension"},
}
"""A symbol standing alone in a sentence ("type an @ to mention someone", inline code of one
symbol) is what the sentence is about: said by its name in the language; so is each symbol of
inline code made of a few (``"???+"``), which the reader keeps in quotes. The punctuation
(``?``, ``-``, ``.`` …) is named only so: in prose it is punctuation."""
