"""LaTeX mathematics as a careful reader says it, in English, Spanish, French or German.

``\\frac{\\pi^2}{6}`` is "pi squared over 6", ``\\sum_{n=1}^\\infty`` "the sum from n equals 1 to infinity
of", ``a \\ne 0`` "a is not equal to 0". The words come from tables per language (:data:`WORDS`,
:data:`GREEK`, :data:`FUNCTIONS`); digits stay digits, for the speech step to read in the language, and a
fraction of two numbers is written ``1/2`` for it to say "one half". The conventions are ClearSpeak's
(the Speech Rule Engine's and MathCAT's): "squared", "cubed", "to the power of", "the square root of",
"the fraction with numerator … and denominator …" where a side is more than one term.

Written here because no Python library speaks LaTeX offline (the Speech Rule Engine and MathCAT read
MathML, in JavaScript and Rust). A command not known here is read by its name without its backslash and
listed in :attr:`Spoken.unknown`, for the reader to report.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

LANGUAGES = ("en", "es", "fr", "de")

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "=": "equals", r"\ne": "is not equal to", "<": "is less than", ">": "is greater than",
        r"\le": "is less than or equal to", r"\ge": "is greater than or equal to",
        r"\approx": "is approximately equal to", r"\equiv": "is equivalent to", r"\sim": "is similar to",
        "+": "plus", "-": "minus", r"\pm": "plus or minus", r"\mp": "minus or plus", r"\times": "times",
        r"\cdot": "times", "/": "over", r"\div": "divided by", r"\infty": "infinity", r"\ldots": "dot dot dot",
        r"\in": "in", r"\notin": "not in", r"\subset": "is a subset of", r"\cup": "union",
        r"\cap": "intersection", r"\forall": "for all", r"\exists": "there exists", r"\to": "tends to",
        r"\Rightarrow": "implies", r"\iff": "if and only if", r"\mapsto": "maps to", r"\partial": "partial",
        r"\nabla": "nabla", r"\neg": "not", r"\land": "and", r"\lor": "or", r"\emptyset": "the empty set",
        "'": "prime", r"\circ": "degrees", "!": "factorial",
        "squared": "squared", "cubed": "cubed", "power": "to the power of", "sub": "sub",
        "sqrt": "the square root of", "root": "the {n}th root of", "cube root": "the cube root of",
        "fraction": "the fraction with numerator {a}"
        " and denominator {b}", "over": "{a} over {b}", "sum": "the sum", "prod": "the product",
        "int": "the integral", "lim": "the limit as {a} of", "from": "from {a} to {b} of", "over set": "over {a} of",
        "of": "of", "abs": "the absolute value of",
        "binom": "{a} choose {b}", "quantity": "the quantity {a},",
        "capital": "capital {a}", "equation": "equation ({a})",
        "the equation": "the equation",
    },
    "es": {
        "=": "es igual a", r"\ne": "no es igual a", "<": "es menor que", ">": "es mayor que",
        r"\le": "es menor o igual que", r"\ge": "es mayor o igual que",
        r"\approx": "es aproximadamente igual a", r"\equiv": "es equivalente a", r"\sim": "es similar a",
        "+": "más", "-": "menos", r"\pm": "más o menos", r"\mp": "menos o más", r"\times": "por",
        r"\cdot": "por", "/": "entre", r"\div": "dividido entre", r"\infty": "infinito",
        r"\ldots": "puntos suspensivos", r"\in": "en", r"\notin": "no en", r"\subset": "es subconjunto de",
        r"\cup": "unión", r"\cap": "intersección", r"\forall": "para todo", r"\exists": "existe",
        r"\to": "tiende a", r"\Rightarrow": "implica", r"\iff": "si y solo si", r"\mapsto": "se asigna a",
        r"\partial": "parcial", r"\nabla": "nabla", r"\neg": "no", r"\land": "y", r"\lor": "o",
        r"\emptyset": "el conjunto vacío", "'": "prima", r"\circ": "grados", "!": "factorial",
        "squared": "al cuadrado", "cubed": "al cubo", "power": "elevado a", "sub": "sub",
        "sqrt": "la raíz cuadrada de", "root": "la raíz {n}-ésima de", "cube root": "la raíz cúbica de",
        "fraction": "la fracción con numerador {a}"
        " y denominador {b}", "over": "{a} entre {b}", "sum": "la suma", "prod": "el producto",
        "int": "la integral", "lim": "el límite cuando {a} de", "from": "desde {a} hasta {b} de",
        "over set": "sobre {a} de", "of": "de", "abs": "el valor absoluto de",
        "binom": "combinaciones de {a} en {b}", "quantity": "la cantidad {a},", "capital": "{a} mayúscula",
        "equation": "la ecuación ({a})", "the equation": "la ecuación",
    },
    "fr": {
        "=": "égale", r"\ne": "est différent de", "<": "est inférieur à", ">": "est supérieur à",
        r"\le": "est inférieur ou égal à", r"\ge": "est supérieur ou égal à",
        r"\approx": "est environ égal à", r"\equiv": "est équivalent à", r"\sim": "est semblable à",
        "+": "plus", "-": "moins", r"\pm": "plus ou moins", r"\mp": "moins ou plus", r"\times": "fois",
        r"\cdot": "fois", "/": "sur", r"\div": "divisé par", r"\infty": "l'infini",
        r"\ldots": "points de suspension", r"\in": "appartenant à", r"\notin": "n'appartenant pas à",
        r"\subset": "est inclus dans", r"\cup": "union", r"\cap": "inter", r"\forall": "pour tout",
        r"\exists": "il existe", r"\to": "tend vers", r"\Rightarrow": "implique",
        r"\iff": "si et seulement si", r"\mapsto": "donne", r"\partial": "d rond", r"\nabla": "nabla",
        r"\neg": "non", r"\land": "et", r"\lor": "ou", r"\emptyset": "l'ensemble vide", "'": "prime",
        r"\circ": "degrés", "!": "factorielle",
        "squared": "au carré", "cubed": "au cube", "power": "puissance", "sub": "indice",
        "sqrt": "la racine carrée de", "root": "la racine {n}-ième de", "cube root": "la racine cubique de",
        "fraction": "la fraction de numérateur"
        " {a} et de dénominateur {b}", "over": "{a} sur {b}", "sum": "la somme", "prod": "le produit",
        "int": "l'intégrale", "lim": "la limite quand {a} de", "from": "de {a} à {b} de", "over set": "sur {a} de",
        "of": "de", "abs": "la valeur absolue de",
        "binom": "{b} parmi {a}", "quantity": "la quantité {a},",
        "capital": "{a} majuscule", "equation": "l'équation ({a})",
        "the equation": "l'équation",
    },
    "de": {
        "=": "gleich", r"\ne": "ungleich", "<": "kleiner als", ">": "größer als", r"\le": "kleiner oder gleich",
        r"\ge": "größer oder gleich", r"\approx": "ungefähr gleich", r"\equiv": "äquivalent zu",
        r"\sim": "ähnlich", "+": "plus", "-": "minus", r"\pm": "plus minus", r"\mp": "minus plus",
        r"\times": "mal", r"\cdot": "mal", "/": "durch", r"\div": "geteilt durch", r"\infty": "unendlich",
        r"\ldots": "Punkt Punkt Punkt", r"\in": "Element von", r"\notin": "nicht Element von",
        r"\subset": "Teilmenge von", r"\cup": "vereinigt mit", r"\cap": "geschnitten mit", r"\forall": "für alle",
        r"\exists": "es gibt", r"\to": "gegen", r"\Rightarrow": "daraus folgt", r"\iff": "genau dann, wenn",
        r"\mapsto": "wird abgebildet auf", r"\partial": "partiell d", r"\nabla": "Nabla", r"\neg": "nicht",
        r"\land": "und", r"\lor": "oder", r"\emptyset": "die leere Menge", "'": "Strich", r"\circ": "Grad",
        "!": "Fakultät",
        "squared": "Quadrat", "cubed": "hoch 3", "power": "hoch", "sub": "Index",
        "sqrt": "die Wurzel aus", "root": "die {n}-te Wurzel aus", "cube root": "die Kubikwurzel aus",
        "fraction": "der Bruch mit Zähler {a}"
        " und Nenner {b}", "over": "{a} durch {b}", "sum": "die Summe", "prod": "das Produkt",
        "int": "das Integral", "lim": "der Grenzwert für {a} von", "from": "von {a} bis {b} über",
        "over set": "über {a} von", "of": "von", "abs": "der Betrag von",
        "binom": "{a} über {b}", "quantity": "Klammer auf {a} Klammer zu", "capital": "großes {a}",
        "equation": "Gleichung ({a})", "the equation": "die Gleichung",
    },
}
"""Each language's words for relations, operators and constructions (``{a}``, ``{b}``, ``{n}``: the parts)."""

ALIASES = {r"\neq": r"\ne", r"\leq": r"\le", r"\geq": r"\ge", r"\leqslant": r"\le", r"\geqslant": r"\ge",
           r"\cdots": r"\ldots", r"\dots": r"\ldots", r"\dotsc": r"\ldots", r"\dotsb": r"\ldots",
           r"\vdots": r"\ldots", r"\rightarrow": r"\to", r"\longrightarrow": r"\to", r"\implies": r"\Rightarrow",
           r"\Leftrightarrow": r"\iff", r"\subseteq": r"\subset", r"\varnothing": r"\emptyset", r"\lnot": r"\neg",
           r"\wedge": r"\land", r"\vee": r"\lor", r"\ast": r"\cdot", r"\prime": "'", "*": r"\cdot",
           r"\dfrac": r"\frac", r"\tfrac": r"\frac", r"\cfrac": r"\frac", r"\gets": r"\to", r"\colon": ":",
           "≠": r"\ne", "≤": r"\le", "≥": r"\ge", "×": r"\times", "·": r"\cdot", "±": r"\pm", "∞": r"\infty"}
"""Commands said as another's words."""

_GREEK_EN = (
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu",
    "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega",
)
GREEK: dict[str, tuple[str, ...]] = {
    "en": _GREEK_EN,
    "es": (
        "alfa", "beta", "gamma", "delta", "épsilon", "dseta", "eta", "zeta", "iota", "kappa", "lambda", "mu", "nu",
        "xi", "ómicron", "pi", "ro", "sigma", "tau", "ípsilon", "fi", "ji", "psi", "omega",
    ),
    "fr": (
        "alpha", "bêta", "gamma", "delta", "epsilon", "zêta", "êta", "thêta", "iota", "kappa", "lambda", "mu", "nu",
        "xi", "omicron", "pi", "rhô", "sigma", "tau", "upsilon", "phi", "khi", "psi", "oméga",
    ),
    "de": (
        "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa", "Lambda", "My", "Ny",
        "Xi", "Omikron", "Pi", "Rho", "Sigma", "Tau", "Ypsilon", "Phi", "Chi", "Psi", "Omega",
    ),
}
"""The Greek letters' names, in the order of :data:`_GREEK_EN` (LaTeX's command names)."""
_VARIANTS = {"varepsilon": "epsilon", "vartheta": "theta", "varphi": "phi", "varrho": "rho", "varsigma": "sigma",
             "varpi": "pi"}

FUNCTIONS: dict[str, dict[str, str]] = {
    "en": {"sin": "sine", "cos": "cosine", "tan": "tangent", "log": "log", "ln": "natural log", "exp": "exp",
           "max": "max", "min": "min", "det": "determinant", "gcd": "gcd", "sup": "supremum", "inf": "infimum",
           "arg": "arg", "deg": "degree", "dim": "dimension", "mod": "mod", "bmod": "mod", "pmod": "mod"},
    "es": {"sin": "seno", "cos": "coseno", "tan": "tangente", "log": "logaritmo", "ln": "logaritmo natural",
           "exp": "exponencial", "max": "máximo", "min": "mínimo", "det": "determinante", "gcd": "máximo común"
           " divisor", "sup": "supremo", "inf": "ínfimo", "arg": "argumento", "deg": "grado", "dim": "dimensión",
           "mod": "módulo", "bmod": "módulo", "pmod": "módulo"},
    "fr": {"sin": "sinus", "cos": "cosinus", "tan": "tangente", "log": "logarithme", "ln": "logarithme népérien",
           "exp": "exponentielle", "max": "maximum", "min": "minimum", "det": "déterminant", "gcd": "PGCD",
           "sup": "borne supérieure", "inf": "borne inférieure", "arg": "argument", "deg": "degré",
           "dim": "dimension", "mod": "modulo", "bmod": "modulo", "pmod": "modulo"},
    "de": {"sin": "Sinus", "cos": "Kosinus", "tan": "Tangens", "log": "Logarithmus", "ln": "natürlicher"
           " Logarithmus", "exp": "Exponentialfunktion", "max": "Maximum", "min": "Minimum", "det": "Determinante",
           "gcd": "ggT", "sup": "Supremum", "inf": "Infimum", "arg": "Argument", "deg": "Grad", "dim": "Dimension",
           "mod": "modulo", "bmod": "modulo", "pmod": "modulo"},
}
"""Functions named by their words (``\\sin x`` "sine x")."""

CONTENT_ONLY = frozenset({
    "mathbf", "mathrm", "mathit", "mathcal", "mathbb", "mathsf", "mathtt", "mathfrak", "boldsymbol", "bm",
    "operatorname", "text", "textbf", "textit", "textrm", "mbox", "hat", "bar", "vec", "tilde", "dot", "ddot",
    "overline", "underline", "widehat", "widetilde", "overrightarrow", "textstyle", "mathop",
})
"""Commands whose argument is read as if written bare (``\\mathbf{x}`` is "x")."""
TEXT = frozenset({"text", "textbf", "textit", "textrm", "mbox", "operatorname"})
"""Of those, the ones whose argument is words (read as written, not letter by letter)."""
SILENT = frozenset({
    "quad", "qquad", "left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr",
    "Bigl", "Bigr", "biggl", "biggr", "nonumber", "notag", "limits", "nolimits", "displaystyle", "middle",
    "enspace", "thinspace", "medspace", "thickspace", "negthinspace", "hfill", "mathstrut", "strut",
})
"""Spacing and sizing: nothing said."""
SKIPPED_ARGUMENT = frozenset({"label", "tag", "begin", "end", "hspace", "vspace", "phantom", "color", "textcolor"})
"""Commands whose argument is not read (a label, an environment's name)."""
BIG_OPERATORS = {"sum": "sum", "prod": "prod", "int": "int", "iint": "int", "oint": "int", "bigcup": r"\cup",
                 "bigcap": r"\cap"}
NUMBERED = frozenset({"equation", "align", "gather", "multline", "flalign", "alignat", "eqnarray"})
"""The environments MathJax (with ``tags: 'ams'``) and LaTeX number, but for their starred forms."""

FUNCTION_LETTERS = frozenset("fghFGOP")
"""Letters that name a function before its argument in brackets: ``f(x)`` is "f of x", ``O(n)`` "O of n"."""
_BARS = frozenset({"|", r"\lvert", r"\rvert", r"\vert"})
_CLOSING = {"{": "}", "(": ")", "[": "]"}
_UNSAID = frozenset({"}", ")", "]", "&", ".", ":", ";", "`", "~", r"\,", r"\;", r"\:", r"\!", "\\ ", r"\{", r"\}",
                     r"\|", r"\langle", r"\rangle", r"\lbrace", r"\rbrace"})
"""Brackets, alignment marks and spaces: nothing said (GitHub's ``$`x`$`` keeps its backticks in the formula)."""
_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|\d+(?:\.\d+)?|[A-Za-z]|\S", re.DOTALL)


@dataclass(frozen=True)
class Spoken:
    """A formula in words, and the commands read by their names for want of words."""

    text: str
    unknown: tuple[str, ...] = ()


@dataclass
class _Reader:
    tokens: list[str]
    language: str
    labels: Mapping[str, str] = field(default_factory=dict)
    at: int = 0
    unknown: list[str] = field(default_factory=list)

    @property
    def words(self) -> dict[str, str]:
        return WORDS[self.language]

    def peek(self, ahead: int = 0) -> str | None:
        return self.tokens[self.at + ahead] if self.at + ahead < len(self.tokens) else None

    def take(self) -> str:
        self.at += 1
        return self.tokens[self.at - 1]

    # -------------------------------------------------------- sequences

    def sequence(self, stop: frozenset[str] = frozenset({"}"})) -> list[str]:
        """The words of terms up to one of ``stop`` (not taken) or the end."""
        said: list[str] = []
        while (token := self.peek()) is not None and token not in stop:
            if token == r"\over":  # TeX's {a \over b}: what came before is the numerator
                self.take()
                said = [self.fraction(said, self.sequence(stop))]
                continue
            said += self.term()
        return said

    def argument(self) -> list[str]:
        """A command's argument: a braced group, else one token."""
        token = self.peek()
        if token is None:
            return []
        if token == "{":
            self.take()
            said = self.sequence()
            if self.peek() == "}":
                self.take()
            return said
        if token.isdigit() and len(token) > 1:  # \frac12: TeX takes one digit at a time
            self.tokens[self.at] = token[1:]
            return [token[0]]
        return self.term(scripts=False)

    def raw_argument(self) -> str:
        """A braced argument as written (a label, an environment's name, text)."""
        if self.peek() != "{":
            return self.take() if self.peek() is not None else ""
        self.take()
        depth, parts = 1, []
        while (token := self.peek()) is not None:
            self.take()
            depth += (token == "{") - (token == "}")
            if depth == 0:
                break
            parts.append(token)
        return "".join(parts)

    # -------------------------------------------------------- terms

    def term(self, scripts: bool = True) -> list[str]:
        """One term and its scripts (``x^2``, ``a_i``, ``\\sum_{…}^{…}``)."""
        token = self.take()
        name = token[1:] if token.startswith("\\") and token[1:].isalpha() else ""
        if name in BIG_OPERATORS or name == "lim":
            return self.operator(name)
        base = self.base(token, name)
        if scripts:
            base = self.scripts(base)
        return base

    def base(self, token: str, name: str) -> list[str]:
        token = ALIASES.get(token, token)
        name = token[1:] if token.startswith("\\") and token[1:].isalpha() else ""
        if token in self.words:
            return [self.words[token]]
        if token in ("{", "(", "[") or token in _BARS:
            return self.group(token)
        if token in _UNSAID or name in SILENT:
            return []
        if token in (",", "\\\\"):  # a comma, and an aligned environment's row's end: a pause
            return [","] if self.peek() is not None else []
        if not name:
            if token in FUNCTION_LETTERS and self.peek() == "(":
                return [token, self.words["of"], *self.group(self.take(), after_function=True)]
            return [token]
        return self.command(name)

    def group(self, opening: str, after_function: bool = False) -> list[str]:
        """A braced, bracketed or barred group: ``|x|`` is "the absolute value of x"; a bracketed one of
        more than one term is "the quantity …," ("the quantity a plus b, squared"), but for a function's
        argument ("f of x plus 1,")."""
        closing = _CLOSING.get(opening, opening)
        said = self.sequence(frozenset({closing, *(_BARS if opening in _BARS else ())}))
        if self.peek() is not None:
            self.take()
        if opening in _BARS:
            return [self.words["abs"], *said]
        if opening in ("(", "[") and not _simple(said) and not after_function:
            return [self.words["quantity"].format(a=" ".join(said))]
        return [*said, ","] if opening == "(" and after_function and not _simple(said) else said

    def command(self, name: str) -> list[str]:
        words = self.words
        if name == "frac":
            numerator, denominator = self.argument(), self.argument()
            return [self.fraction(numerator, denominator)]
        if name == "binom":
            top, bottom = self.argument(), self.argument()
            return [words["binom"].format(a=" ".join(top), b=" ".join(bottom))]
        if name == "sqrt":
            degree = self.optional()
            said = self.argument()
            if degree == ["3"]:
                return [words["cube root"], *said]
            if degree:
                return [words["root"].format(n=" ".join(degree)), *said]
            return [words["sqrt"], *said]
        if name in ("eqref", "ref"):
            label = self.raw_argument()
            number = self.labels.get(label)
            return [words["equation"].format(a=number) if number else words["the equation"]]
        if name in TEXT:
            return [self.raw_argument().strip()] if self.peek() == "{" else []
        if name in CONTENT_ONLY:
            return self.argument()
        if name in SKIPPED_ARGUMENT:
            self.raw_argument()
            return []
        if name in DEFINITIONS:  # "\DeclareMathOperator*{\argmax}{arg\,max}": a macro defined, nothing shown
            if self.peek() == "*":
                self.take()
            self.raw_argument()
            self.optional()
            self.raw_argument()
            return []
        if name.lower() in _GREEK_EN or _VARIANTS.get(name, name) in _GREEK_EN:
            return [self.greek(name)]
        if name in FUNCTIONS[self.language]:
            return [FUNCTIONS[self.language][name]]
        self.unknown.append("\\" + name)
        return [name]

    def optional(self) -> list[str]:
        """``[n]`` after ``\\sqrt``."""
        if self.peek() != "[":
            return []
        self.take()
        said = self.sequence(frozenset({"]"}))
        if self.peek() == "]":
            self.take()
        return said

    def greek(self, name: str) -> str:
        lower = _VARIANTS.get(name, name).lower()
        said = GREEK[self.language][_GREEK_EN.index(lower)]
        if name[0].isupper():
            return self.words["capital"].format(a=said)
        return said

    def scripts(self, base: list[str]) -> list[str]:
        """The base with its sub- and superscripts: "x sub i", "x squared", "x to the power of n"."""
        words = self.words
        while self.peek() in ("^", "_", "'"):
            mark = self.take()
            if mark == "'":
                base = [*base, words["'"]]
                continue
            script = self._name() or self.argument()
            if mark == "_":
                base = [*base, words["sub"], *script]
            elif script == ["2"]:
                base = [*base, words["squared"]]
            elif script == ["3"]:
                base = [*base, words["cubed"]]
            elif script in ([words["'"]], [words[r"\circ"]]):
                base = [*base, *script]
            else:
                base = [*base, words["power"], *script]
        return base

    def _name(self) -> list[str]:
        """A script that is a name of words, ``t_{first\\_token}``: the words ("first token"), not each letter;
        nothing (and nothing taken) for any other script."""
        if self.peek() != "{":
            return []
        end = next((i for i in range(self.at + 1, len(self.tokens)) if self.tokens[i] == "}"), None)
        inside = self.tokens[self.at + 1:end] if end is not None else []
        letters = sum(len(token) == 1 and token.isalpha() for token in inside)
        if end is None or letters < 3 or any(not (len(t) == 1 and t.isalpha()) and t != "\\_" for t in inside):
            return []
        self.at = end + 1
        return " ".join("".join(" " if token == "\\_" else token for token in inside).split()).split()

    def operator(self, name: str) -> list[str]:
        """``\\sum_{n=1}^{\\infty}``: "the sum from n equals 1 to infinity of"; ``\\lim_{x \\to 0}``."""
        words = self.words
        lower: list[str] = []
        upper: list[str] = []
        while self.peek() in ("^", "_", r"\limits", r"\nolimits"):
            mark = self.take()
            if mark == "_":
                lower = self.argument()
            elif mark == "^":
                upper = self.argument()
        if name == "lim":
            return [words["lim"].format(a=" ".join(lower))] if lower else [words["lim"].split(" {a}")[0]]
        kind = BIG_OPERATORS[name]
        head = words[kind]
        if lower and upper:
            return [head, words["from"].format(a=" ".join(lower), b=" ".join(upper))]
        if lower:
            return [head, words["over set"].format(a=" ".join(lower))]
        return [head, words["of"]]

    def fraction(self, numerator: list[str], denominator: list[str]) -> str:
        top, bottom = " ".join(numerator), " ".join(denominator)
        if len(numerator) == 1 and len(denominator) == 1 and top.isdigit() and bottom.isdigit():
            return f"{top}/{bottom}"  # a fraction the speech step says as the language does ("one half")
        if _simple(numerator) and _simple(denominator):
            return self.words["over"].format(a=top, b=bottom)
        return self.words["fraction"].format(a=top, b=bottom)


def _simple(said: list[str]) -> bool:
    """One term: a letter or number, with its scripts ("pi squared", "x sub i")."""
    return len(said) == 1 or (len(said) <= 3 and not any(word in _OPERATOR_WORDS for word in said))


_OPERATOR_WORDS = frozenset(word for language in LANGUAGES for key, word in WORDS[language].items()
                            if key in ("+", "-", r"\pm", r"\times", r"\cdot", "/", "=", r"\div"))


DEFINITIONS = frozenset({"DeclareMathOperator", "newcommand", "renewcommand", "providecommand"})
"""Commands that define a macro: their arguments are no part of the formula shown."""


def speak(latex: str, language: str = "en", labels: Mapping[str, str] = MappingProxyType({})) -> Spoken:
    """``latex`` in words of ``language`` (one of :data:`LANGUAGES`; English for another), with ``labels``'
    numbers for ``\\eqref``; the commands read by their names for want of words are listed."""
    language = language.split("-")[0].lower()
    reader = _Reader(tokenize(latex), language if language in WORDS else "en", labels)
    said = reader.sequence(frozenset())  # to the end: an unmatched "}" is not said
    return Spoken(_spaced(said), tuple(dict.fromkeys(reader.unknown)))


_TEXT_ARGUMENT = re.compile(r"\\(?:" + "|".join(sorted(TEXT)) + r")\s*\{([^{}]*)\}")


def tokenize(latex: str) -> list[str]:
    """Commands, numbers, single letters and symbols; a text command's argument is one token, spaces and all
    (``\\text{ if }``)."""
    out: list[str] = []
    position = 0
    for found in _TEXT_ARGUMENT.finditer(latex):
        out += _TOKEN.findall(latex[position:found.start()])
        name = latex[found.start():found.start(1)].split("{")[0].strip()
        out += [name, "{", found[1], "}"]
        position = found.end()
    return out + _TOKEN.findall(latex[position:])


def _spaced(said: list[str]) -> str:
    text = " ".join(word for word in said if word)
    text = re.sub(r"\s+,", ",", text)
    text = re.sub(r",(?:\s*,)+", ",", text)
    return text.strip(" ,")


_ENVIRONMENT = re.compile(r"\\begin\{(\w+)(\*?)\}(.*?)\\end\{\1\*?\}", re.DOTALL)
_LABEL = re.compile(r"\\label\{([^{}]*)\}")
_TAG = re.compile(r"\\tag\*?\{([^{}]*)\}")
_UNNUMBERED_ROW = re.compile(r"\\(?:nonumber|notag)\b")


def numbered_labels(latex: str, first: int, numbered: bool = False,
                    label: str | None = None) -> tuple[dict[str, str], int]:
    """The labels a display formula defines and the numbers the page shows for them, and how many numbers it
    takes, its first being ``first``. An environment MathJax and LaTeX number (``equation``, ``align`` …, not
    starred) is numbered, a row at a time in ``align``; ``numbered`` (MyST's labelled ``$$ … $$ (label)``, a
    ``{math}`` directive with ``:label:``) numbers the whole formula as one, under ``label``; ``\\tag{x}`` shows x."""
    labels: dict[str, str] = {}
    count = 0
    if numbered:
        tag = _TAG.search(latex)
        number = tag[1] if tag else str(first)
        count += 0 if tag else 1
        for name in [*([label] if label else []), *_LABEL.findall(latex)]:
            labels[name] = number
        return labels, count
    for environment in _ENVIRONMENT.finditer(latex):
        rows = re.split(r"\\\\", environment[3]) if environment[1] != "equation" else [environment[3]]
        for row in rows:
            tag = _TAG.search(row)
            counted = environment[1] in NUMBERED and not environment[2] and not _UNNUMBERED_ROW.search(row) \
                and bool(row.strip())
            number = tag[1] if tag else str(first + count) if counted else None
            count += counted and not tag
            for name in _LABEL.findall(row):
                if number is not None:
                    labels[name] = number
    if not _ENVIRONMENT.search(latex):
        tag = _TAG.search(latex)
        for name in _LABEL.findall(latex):
            if tag:
                labels[name] = tag[1]
    return labels, count
