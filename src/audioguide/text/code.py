"""Inline code read as it is written, not as prose: ``go/bin`` is "go slash bin" (never "go or bin"),
``cpu[001-100]`` "cpu, zero zero one to one hundred", ``0x0A`` "hex zero A", ``\\n`` "backslash n".

The readers keep a paragraph's inline code (:data:`audioguide.text.readers.Block.code`);
:func:`audioguide.text.prepare.for_speech` reads each piece of it by :func:`speak_code` before the prose's rules,
which then read what is left (words, identifiers, the symbols' names) as they read it anywhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from audioguide.common.characters import SYMBOL_NAMES
from audioguide.text.figures import CODE_OPERATORS, COMPARISONS
from audioguide.text.measures import RANGE, SIGNS, primary
from audioguide.text.references import DIGITS
from audioguide.text.technical import DOT, HEX_WORD, MODIFIERS, SLASH_WORDS

Range = tuple[int, int]
"""``(start, end)``: where inline code is in a sentence."""


_HEX = re.compile(r"(?<![\w.])0[xX]([0-9A-Fa-f]+)\b")
_ESCAPE = re.compile(r"\\(?:\\|([xuUN]?[A-Za-z])(?![A-Za-z]))")
"""A backslash escape (``\\n``, ``\\t``, ``\\xn``: its letters said one by one), or two backslashes (both said);
a backslash before a longer word (``C:\\Users``) is left to the prose's rules."""
_RANGE = re.compile(r"([\[{])(\d+)(?:-|\.\.)(\d+)([\]}])")
"""Numbers from one to another in brackets: a shell's ``{1..4}``, a host list's ``cpu[001-100]``."""
_INDEX = re.compile(r"(?<=[^\s\[(])\[([^\[\]]+)\]")
"""A part in brackets glued to what it follows: an optional part (``repo[@branch]``), an index, a host list; empty
brackets (``[]``) are left for the symbols' names."""
_OPTIONAL = re.compile(r"(?P<alone>(?<!\S)(?=\[[^\[\]\d,\"'][^\[\]\d,\"']*\](?:[\s\[]|$)))?"
                       r"\[(?P<part>[^\[\]]+)\]")
"""A part in brackets, innermost first: optional where its brackets stand apart (``cmd [--flag]``) or it opens or
ends with a sign (``[/path]``, ``[net:]``, ``[<file>]``), or it follows one (``host:[port]``)."""
_INDEX_OR_SLICE = re.compile(r"[-+]?\d+|[-+]?\d*(?::[-+]?\d*){1,2}")
"""An index or a slice in brackets (``a[-1]``, ``s[1:]``, ``items[:3]``): never an optional part."""
_OPTIONAL_SIGN = re.compile(r"^[-/#@:.?&=(<+]|[:@=]$")
OPTIONALLY = {"en": "optionally", "de": "optional", "fr": "éventuellement", "es": "opcionalmente"}
"""The word said before an optional part of a command's or an address's syntax."""
_ZEROS = re.compile(r"(?<![\w.,])0\d+(?![\w.,])")
"""A number with leading zeros (``001``), said digit by digit as written."""
_SLASH = re.compile(r"(?<=\S)/|/(?=\S)")
_HOST_PATH = re.compile(r"^(?:[\w-]+\.)+[\w-]*[^\W\d_][\w-]*/|://")
"""A host before a path (``node.kubernetes.io/not-ready``), an address: left to the rules for addresses."""
_RELATIVE = re.compile(r"(?<![^\s/])(\.\.?)(?=/)")
"""A path's ``./`` and ``../``: its dots said."""
_ARROW = re.compile(r"(?<![-=<>!])\s*([-=]>)\s*(?![->=])")
"""An arrow of code (``f() -> table``, ``x => x + 1``, ``ptr->next``): "arrow", never a menu's "then"."""
_PLACEHOLDER = re.compile(r"(?:(?<=[\w.>])(?P<before>))?<(?P<name>[A-Za-z][\w.-]*(?: [\w.-]+)*)>(?P<glued>(?=\w))?")
"""A placeholder in angle brackets (``<id>``, ``<human title>``): its words, apart from what it is written against;
after a name only where the code shows placeholders elsewhere (``useSetting<K>`` is a generic's parameter)."""
_LEADING_BANG = re.compile(r"(?<!\S)!(?=[^\s=!])")
"""A ``!`` opening a word of code (``!/proc``, ``!flag``): its name, never an exclamation ending the prose's clause."""
_SIGN = re.compile(r"(?<!\S)([<>])(?!\S)")
"""A sign standing alone between words of code (``cat A B > C``, ``a < b``): its name, never a menu's "then"."""
_ELLIPSIS = re.compile(r"(?<!\.)(?:\.\.\.|…)(?!\.)")
"""An ellipsis in code (``f(a, ...)``, varargs): "dot dot dot", as written."""
_ID_NUMBER = re.compile(r"(?:(?<=[^\W\d_])\.|(?<![^\W_])(?<!\d[.,]))(\d{2,})(?![^\W_])(?![.,]\d)")
"""A number standing as a part of an identifier between its separators (``…-4542-…``, ``zenodo.21283231``)."""
TIMESTAMP = re.compile(r"(?<![\w.-])(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(:\d\d(?:[.,]\d+)?)?(Z|[+-]\d\d:?\d\d)?"
                       r"(?![\w.:+-]|,\d)")
"""An ISO 8601 date and time (``2022-10-04T14:48:00.000Z``, ``…T14:30:00,5Z``, ``…T14:30:00+01:00``): its date,
then its time and its zone, for the prose's rules."""
_DATE = re.compile(r"\d{4}-\d\d-\d\d")
_DOI_PREFIX = re.compile(r"(?<![\w.])(\d+)\.(\d{4,})(?=/)")
"""A DOI's prefix (``10.5281/``): a registrant's number, no decimal."""
_BITS = re.compile(r"(?<![\w.,])[01]{8,}(?![\w.,])")
"""A bit string (``1110000001``): said digit by digit, never a billion."""
_FOUR_DIGITS = re.compile(r"(?<![\w:/-])(?<!\d[.,])[1-9]\d{3}(?![\w:/-]|[.,]\d)")
"""A number of four digits in code (a size, a port, a count): a cardinal, never a year."""
_KBD = re.compile(r"<kbd>([^<>]*?\S[^<>]*?)</kbd>", re.IGNORECASE)
"""A key marked up inside code (``<kbd>Shift</kbd>``): the key's name; other tags (``<b>bold</b>`` in an HTML
tutorial) are the markup the page teaches, read as written."""
_KEYS = frozenset(key.lower() for key in MODIFIERS)
_CLOCK = re.compile(r"(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?")
"""A time of day (``22:00``): left whole for the prose's rules to read as a time, not digit by digit."""
_DURATION = re.compile(r"([1-9]\d{0,4})(ms|s|m|h)")
"""A duration as configurations write it (``30s``, ``100ms``, ``5m``, ``1h``): its number and unit."""
DURATION_UNITS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {"ms": ("millisecond", "milliseconds"), "s": ("second", "seconds"), "m": ("minute", "minutes"),
           "h": ("hour", "hours")},
    "de": {"ms": ("Millisekunde", "Millisekunden"), "s": ("Sekunde", "Sekunden"), "m": ("Minute", "Minuten"),
           "h": ("Stunde", "Stunden")},
    "fr": {"ms": ("milliseconde", "millisecondes"), "s": ("seconde", "secondes"), "m": ("minute", "minutes"),
           "h": ("heure", "heures")},
    "es": {"ms": ("milisegundo", "milisegundos"), "s": ("segundo", "segundos"), "m": ("minuto", "minutos"),
           "h": ("hora", "horas")},
}
"""A duration's unit, one and more of it."""
_IPV6 = re.compile(r"(?<![\w:.])((?:[0-9A-Fa-f]{1,4})?(?::[0-9A-Fa-f]{0,4}){2,7})(/\d{1,3})?(?![\w:.])")
"""An IPv6 address or network (``::1``, ``fe80::/10``, ``::ffff:0:0/96``): read group by group."""
COLON = {"en": "colon", "de": "Doppelpunkt", "fr": "deux-points", "es": "dos puntos"}
PERCENT = {"en": "percent", "es": "por ciento", "fr": "pour cent", "de": "Prozent"}
"""The per cent sign said where no number is before it: a lone "%", a URL's escape, a format's."""
COLOUR_WORDS = {"en": r"colou?r|hex", "de": r"farb|hex", "fr": r"couleur|hexa", "es": r"colou?r|hex"}
"""Words beside which ``#333`` is a colour, not an issue's number."""
_URL_ESCAPE = re.compile(r"(?P<glued>(?<=[\w%]))?%(?P<byte>[0-9A-F]{2}|[0-9a-f]{2})(?P<next>(?=[\w%]))?")
"""A URL's escaped byte (``%2F``, ``a%20b``, ``%E2%80%99``)."""
_FORMAT = re.compile(r"(?<![\w%])%(?P<flags>[-+#0]*)(?P<width>[1-9]\d{0,2})?(?:\.(?P<precision>\d{1,2}))?"
                     r"(?P<conversion>(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGcs])(?![\w$])")
"""A printf format (``%30s``, ``%-10s``, ``%10.0g``, ``%5.2f``, ``%lu``), as C, Python, Go and Stata write it."""
_COLOUR = re.compile(r"(?<![\w&#/])#([0-9A-Fa-f]{8}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{3,4})(?![\w-])")
"""A colour written as CSS writes it (``#306850``, ``#fff``, ``#65ff00cc``)."""


def speak_written_codes(text: str, language: str, alone: bool = False) -> str:
    """A printf format, a URL's escaped byte and a CSS colour as a programmer reads them, never a temperature, a
    currency, a decade or an issue's number: ``%30s`` "percent thirty S", ``%10.0g`` "percent ten dot zero G",
    ``%2F`` "percent two F", ``#306850`` "hex three zero six eight five zero". Where they could be something else,
    they are read so only when the text is that code ``alone`` or shows it: an escape of two digits (``%20``, a
    percentage as Turkish writes it) glued in a word or an address, a colour of digits only (``#333``, an issue)
    beside a word for colours, one of letters only (``#add``, a tag) beside one or made of one letter (``#fff``)."""
    code = primary(language)
    digits = DIGITS.get(code)
    if digits is None or code not in PERCENT or ("%" not in text and "#" not in text):
        return text
    percent = PERCENT[code]
    if "%" in text:
        text = _FORMAT.sub(lambda found: f"{percent} {_format(found, code, digits)}", text)
        text = _URL_ESCAPE.sub(lambda found: f"{' ' if found['glued'] is not None else ''}{percent} "
                               f"{_spelled(found['byte'], digits)}{' ' if found['next'] is not None else ''}"
                               if alone or found["glued"] is not None or found["next"] is not None
                               or not found["byte"].isdigit() else found[0], text)
    if "#" in text:
        colours = re.search(rf"(?i:{COLOUR_WORDS[code]})", text) is not None
        text = _COLOUR.sub(lambda found: f"{HEX_WORD[code]} {_spelled(found[1], digits)}"
                           if _a_colour(found[1], colours, alone) else found[0], text)
    return text


def _format(found: re.Match[str], language: str, digits: Sequence[str]) -> str:
    """A printf format's parts after its per cent sign: its flags by their names, its width and precision as
    numbers, its letters one by one ("minus ten S", "five dot two F")."""
    minus, plus = SIGNS[language]
    flags = {"-": minus, "+": plus, "0": digits[0], "#": SYMBOL_NAMES.get(language, {}).get("#", "#")}
    said = [flags[flag] for flag in found["flags"]]
    if found["width"]:
        said.append(_cardinal(found["width"], language))
    if found["precision"]:
        said += [DOT[language], _cardinal(found["precision"], language)]
    return " ".join([*said, *found["conversion"].upper()])


def _a_colour(written: str, colours: bool, alone: bool) -> bool:
    """Whether ``#`` and ``written`` are a colour: where colours are spoken of, or written with letters and digits,
    or one letter over (``#fff``, ``#FFFFFF``), or six or eight digits as code of their own (``#306850``; an issue's
    number is shorter)."""
    letters = {character.lower() for character in written if not character.isdigit()}
    if colours or (alone and len(written) in (6, 8)):
        return True
    return bool(letters) and (len(letters) < len(set(written.lower())) or len(letters) == 1 == len(set(written)))


def speak_code(code: str, language: str) -> str:
    """Inline code as written, for the prose's rules to read what is left: slashes and backslashes by their
    names, a hexadecimal literal and a number with leading zeros digit by digit, a part in brackets glued to
    a name after a pause, a range of numbers in brackets as a range. An address (``https://…``,
    ``example.org/docs``) and keys that are either (``Ctrl/Cmd``) are left to the prose's rules."""
    code_language = primary(language)
    digits = DIGITS.get(code_language)
    if (stamps := list(TIMESTAMP.finditer(code))):  # the date and time for the prose's rules, the rest as code
        cuts = [0, *(at for found in stamps for at in found.span()), len(code)]
        pieces = [timestamp(stamps[index // 2]) if index % 2 else speak_code(code[start:end], language)
                  for index, (start, end) in enumerate(pairwise(cuts))]
        return " ".join(piece for piece in pieces if piece)
    code = _KBD.sub(r"\1", code)
    if _CLOCK.fullmatch(code.strip()):
        return code.strip()
    code = speak_written_codes(code, language, alone=code.strip().startswith(("%", "#")))
    if (duration := _DURATION.fullmatch(code.strip())) and code_language in DURATION_UNITS:
        one, many = DURATION_UNITS[code_language][duration[2]]
        return f"{duration[1]} {one if duration[1] == '1' else many}"
    if digits is not None and code_language in COLON and "::" in code:
        code = _IPV6.sub(lambda found: _ipv6(found, code_language, digits), code)
    code = _symbols(code, code_language)
    code = TIMESTAMP.sub(timestamp, code)
    if digits is not None:
        code = _numbers(code, code_language, digits)
        code = _HEX.sub(lambda found: f" {HEX_WORD[code_language]} {_spelled(found[1], digits)} ", code)
    if code_language in RANGE:
        code = _RANGE.sub(lambda found: f"{found[1]}{found[2]} {RANGE[code_language]} {found[3]}{found[4]}", code)
    if code_language in OPTIONALLY:
        code = _optional(code, OPTIONALLY[code_language])
    code = _INDEX.sub(r", \1 ", code)
    backslash = SYMBOL_NAMES.get(code_language, {}).get("\\")
    if backslash is not None:
        code = _ESCAPE.sub(lambda found: f" {backslash} {' '.join(found[1]) if found[1] else backslash} ", code)
    if digits is not None:
        code = _ZEROS.sub(lambda found: f" {_spelled(found[0], digits)} ", code)
    if code_language in SLASH_WORDS:
        code = re.sub(r"\S+", lambda found: _path(found[0], code_language), code)
    return re.sub(r"\s+([,)])", r"\1", re.sub(r"\s+", " ", code)).strip()


def _symbols(code: str, language: str) -> str:
    """Code's arrows, signs standing alone and ellipses by their names: ``-> table`` "arrow table", ``> C``
    "greater than C", ``f(a, ...)`` "f(a, dot dot dot)"."""
    if language in CODE_OPERATORS:
        code = _ARROW.sub(lambda found: f" {CODE_OPERATORS[language][found[1]]} ", code)
    if language in COMPARISONS:
        code = _SIGN.sub(lambda found: f" {COMPARISONS[language][found[1]]} ", code)
    if language in DOT:
        code = _ELLIPSIS.sub(f" {' '.join([DOT[language]] * 3)} ", code)
    placeholders = list(_PLACEHOLDER.finditer(code))
    if any(found["before"] is None or code[found.start() - 1] == ">" for found in placeholders) and any(
            found["before"] is not None or found["glued"] is not None or " " in found["name"]
            for found in placeholders):
        # a lone "<id>" is left to the prose's rules
        code = _PLACEHOLDER.sub(lambda found: f"{'' if found['before'] is None else ', '}{found['name']}"
                                f"{' ' if found['glued'] is not None else ''}", code)
    if (bang := SYMBOL_NAMES.get(language, {}).get("!")) is not None:  # "!/proc": its name, no exclamation
        code = _LEADING_BANG.sub(f"{bang} ", code)
    return code


def _optional(code: str, word: str) -> str:
    """A command's or an address's optional parts (``cmd [--flag] [<file>]``, ``host:[port][/path]``) each after
    ``word`` ("optionally"), nested ones from the inside out; an index (``a[0]``, ``repo[extra]``) is left as it is."""
    while True:
        for found in _OPTIONAL.finditer(code):
            if _optional_part(code, found, word):
                code = f"{code[:found.start()]} {word} {found['part']} {code[found.end():]}"
                break
        else:
            return code


def _optional_part(code: str, found: re.Match[str], word: str) -> bool:
    """Whether a part in brackets is an optional one: apart after a command's words (never a list after ``=``, a
    TOML table's ``[server]`` opening the code), or opening or ending with a sign, or after one; an index
    (``a[-1]``, ``m[i][j]``) never."""
    part = found["part"].strip()
    if _INDEX_OR_SLICE.fullmatch(part):
        return False
    before = code[:found.start()].rstrip()
    if found["alone"] is not None and before and before[-1] not in "=:,([{":
        return True
    glued = code[found.start() - 1] if found.start() else " "
    return bool(_OPTIONAL_SIGN.search(part)) or glued in ":@/" or word in part.split()


def _numbers(code: str, language: str, digits: Sequence[str]) -> str:
    """Numbers in code read as written: in a word mixing letters and digits (a UUID, a DOI, a build's id) its
    numbers between separators and a bit string digit by digit, a number of four digits as a cardinal."""
    def word(found: re.Match[str]) -> str:
        token = found[0]
        if re.search(r"[^\W\d_]", token) and re.search(r"\d", token) and not _DATE.search(token):
            token = _DOI_PREFIX.sub(lambda number: f"{_spelled(number[1], digits)} {dot} {_spelled(number[2], digits)}",
                                    token)
            token = _ID_NUMBER.sub(lambda number: f"{f' {dot} ' if number[0][0] == '.' else ''}"
                                                  f"{_spelled(number[1], digits)}", token)  # "zenodo dot two one …"
        return token

    dot = DOT.get(language, ".")

    code = re.sub(r"[^\s\"'(){}\[\],;=]+", word, code)
    code = _BITS.sub(lambda found: _spelled(found[0], digits), code)
    return _FOUR_DIGITS.sub(lambda found: _cardinal(found[0], language), code)


def timestamp(found: re.Match[str]) -> str:
    """An ISO 8601 date and time as a date and a time ("2022-10-04, 14:48 UTC", "…, 14:30 UTC+01:00"), its whole
    seconds where they are not zero."""
    seconds = found[3][:3] if found[3] and int(found[3][1:3]) else ""  # ":05.250", ":05,5": the whole seconds
    zone = found[4] or ""
    if zone and zone != "Z" and ":" not in zone:  # "+0100": the offset as the prose's rules read one
        zone = f"{zone[:3]}:{zone[3:]}"
    return f"{found[1]}, {found[2]}{seconds}{' UTC' if zone else ''}{zone.strip('Z')}"


def _cardinal(number: str, language: str) -> str:
    from num2words import num2words

    return str(num2words(int(number), lang=language))


def _path(token: str, language: str) -> str:
    """A word of code with its slashes said (``go/bin``, ``./src``), unless it is an address or keys that are
    either (``Ctrl/Cmd``), which the prose's rules read."""
    keys = {part.split("+")[0].lower() for part in token.split("/")}
    if "/" not in token or _HOST_PATH.search(token) or keys <= _KEYS:
        return token
    if language in DOT:
        token = _RELATIVE.sub(lambda found: " ".join([DOT[language]] * len(found[1])), token)
    return _SLASH.sub(f" {SLASH_WORDS[language]} ", token)


def _ipv6(found: re.Match[str], language: str, digits: Sequence[str]) -> str:
    """An IPv6 address's groups one by one, each as written (``fe80`` "F E eight zero"), its colons and prefix
    length said: "colon colon one"."""
    colon = f" {COLON[language]} "
    said = colon.join(_spelled(group, digits) if group else "" for group in found[1].split(":"))
    prefix = f" {SLASH_WORDS[language]} {found[2][1:]}" if found[2] and language in SLASH_WORDS else found[2] or ""
    said = re.sub(r"\s+", " ", said).strip()
    return f" {said}{prefix} "


def _spelled(characters: str, digits: Sequence[str]) -> str:
    return " ".join(digits[int(character)] if character.isdigit() else character.upper() for character in characters)


def read_code(sentence: str, ranges: Sequence[Range], language: str) -> str:
    """``sentence`` with each piece of inline code at ``ranges`` read by :func:`speak_code`."""
    for start, end in sorted(ranges, reverse=True):
        sentence = f"{sentence[:start]}{speak_code(sentence[start:end], language)}{sentence[end:]}"
    return sentence


def code_ranges(text: str, code: Sequence[tuple[int, int, str]]) -> list[Range]:
    """Where each piece of inline code is in ``text``: where it was marked, if it is still there, else where its
    code is found next (a text changed since: a footnote's lead-in, a translation keeping the code as written);
    code no longer in ``text`` is left out."""
    found: list[Range] = []
    after = 0
    for start, end, written in code:
        if start >= after and text[start:end] == written:
            found.append((start, end))
        elif (at := text.find(written, after)) >= 0 and written:
            found.append((at, at + len(written)))
        else:
            continue
        after = found[-1][1]
    return found


def ranges_in(ranges: Sequence[Range], start: int, end: int) -> list[Range]:
    """The parts of ``ranges`` between ``start`` and ``end``, counted from ``start``."""
    return [(max(first, start) - start, min(last, end) - start) for first, last in ranges
            if first < end and last > start]
