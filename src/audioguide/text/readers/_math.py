"""Mathematics in Markdown, found as the sites' renderers (MathJax, KaTeX, MyST, GitHub) find it.

* ``$…$`` inline and ``$$…$$`` display (mdit-py-plugins' dollarmath), never a price: a ``$`` followed by a
  space or a digit after the closing one is no delimiter (``$5 and $10``, ``US$ 40,000``), and what is
  between must look like a formula, not words (``$HOME/$USER`` stays text);
* ``\\(…\\)`` inline and ``\\[…\\]`` display (MathJax's and KaTeX's defaults), ``$$ … $$ (label)`` (MyST);
* amsmath environments standing alone (``\\begin{equation}`` … ``\\end{equation}``, ``align``, ``gather``);
* ```` ```math ```` fences (GitHub, GitLab) and MyST's ```` ```{math} ```` directive (its ``:label:``).

Display formulas are numbered as the page shows them (:class:`Equations`), so that ``\\eqref{eq:series}``
is read "equation (1)"; the formulas themselves are read by :mod:`audioguide.text.mathspeech`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from lxml import etree
from markdown_it import MarkdownIt
from markdown_it.rules_block import StateBlock
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from mdit_py_plugins.amsmath import amsmath_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin

from audioguide.text.mathspeech import numbered_labels

INLINE = frozenset({"math_inline", "math_inline_double"})
"""Tokens of a formula inside a paragraph's text."""
DISPLAY = frozenset({"math_block", "math_block_label", "amsmath"})
"""Tokens of a formula standing alone: a sentence of its own."""
_MATH_FENCE = re.compile(r"\{?math\}?(?:\s+(.*))?$")
_DIRECTIVE_OPTION = re.compile(r"^\s*:([\w-]+):[ \t]*(.*)$")
_COMMAND = re.compile(r"\\[A-Za-z]+")
_WORD = re.compile(r"[A-Za-z]{4,}")
_MATH_MARKS = re.compile(r"[\\^_=<>+\-*/(){}|]")


def looks_like_math(content: str) -> bool:
    """Whether text between dollars (or ``\\(`` and ``\\)``) is a formula, not words or a shell's variables: a
    command, an operator, a script or a short term (``x``, ``n``, ``f'``), without a word of four letters or
    more outside commands (``HOME``, ``PATH``)."""
    bare = _COMMAND.sub(" ", re.sub(r"\\(?:text|mathrm|operatorname|textbf|mbox)\s*\{[^{}]*\}", " ", content))
    if _WORD.search(bare):
        return False
    return bool(_MATH_MARKS.search(content)) or len("".join(content.split())) <= 3


def use_math(md: MarkdownIt) -> MarkdownIt:
    """``md`` reading the formulas this module lists."""
    md.use(dollarmath_plugin, allow_labels=True, allow_space=False, allow_digits=False, double_inline=True)
    dollars = md.inline.ruler.__rules__[md.inline.ruler.__find__("math_inline")].fn
    md.inline.ruler.at("math_inline", _formula_only(dollars))
    md.inline.ruler.before("escape", "math_inline_brackets", _inline_brackets)
    md.block.ruler.before("fence", "math_block_brackets", _block_brackets,
                          {"alt": ["paragraph", "reference", "blockquote", "list"]})
    md.use(amsmath_plugin)
    return md


def _formula_only(rule: Callable[[StateInline, bool], bool]) -> Callable[[StateInline, bool], bool]:
    """dollarmath's inline rule, taking only what looks like a formula (:func:`looks_like_math`)."""
    def formula(state: StateInline, silent: bool) -> bool:
        start, count = state.pos, len(state.tokens)
        if not rule(state, True):
            return False
        content = state.src[start:state.pos].strip("$")
        state.pos = start
        del state.tokens[count:]
        if not looks_like_math(content):
            return False
        return rule(state, silent)

    return formula


def _inline_brackets(state: StateInline, silent: bool) -> bool:
    r"""``\(…\)``: a formula inside the text; kramdown's pages write ``\\(…\\)``, which the page shows as ``\(…\)``."""
    opening = "\\\\(" if state.src.startswith("\\\\(", state.pos) else "\\("
    if not state.src.startswith(opening, state.pos):
        return False
    closing = opening.replace("(", ")")
    start = state.pos + len(opening)
    end = state.src.find(closing, start)
    if end < 0 or not state.src[start:end].strip() or not looks_like_math(state.src[start:end]):
        return False
    if not silent:
        token = state.push("math_inline", "math", 0)
        token.content = state.src[start:end]
        token.markup = opening
    state.pos = end + len(closing)
    return True


def _block_brackets(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    r"""``\[…\]`` standing on its lines: a display formula (a line's rest after ``\]`` must be empty)."""
    if state.sCount[start] - state.blkIndent >= 4:
        return False
    begin = state.bMarks[start] + state.tShift[start]
    if not state.src.startswith("\\[", begin):
        return False
    line = start
    while line < end:
        text = state.src[state.bMarks[line] + (state.tShift[line] if line == start else 0):state.eMarks[line]]
        if line > start and not text.strip():
            return False
        close = text.find("\\]", 2 if line == start else 0)
        if close >= 0:
            if text[close + 2:].strip():
                return False
            break
        line += 1
    else:
        return False
    content = state.src[begin + 2:state.bMarks[line] + (state.tShift[line] if line == start else 0) + close]
    if not looks_like_math(content):
        return False
    if not silent:
        token = state.push("math_block", "math", 0)
        token.content = content.strip()
        token.markup = "\\["
        token.map = [start, line + 1]
    state.line = line + 1
    return True


def math_fence(token: Token) -> tuple[str, str | None] | None:
    """A ```` ```math ```` fence's or a MyST ``{math}`` directive's formula and label; None for other code."""
    found = _MATH_FENCE.fullmatch(token.info.strip())
    if token.type != "fence" or found is None:
        return None
    label = None
    lines = token.content.split("\n")
    while lines and (option := _DIRECTIVE_OPTION.match(lines[0])):
        label = option[2].strip() if option[1] == "label" else label
        lines.pop(0)
    return "\n".join([found[1] or "", *lines]).strip(), label


def sentence(spoken: str) -> str:
    """A display formula's words as a sentence: a word first capitalised (a variable, ``x``, stays as written)."""
    first = spoken.split(" ", 1)[0]
    return (spoken[:1].upper() + spoken[1:] if len(first) > 1 and first.isalpha() else spoken) + "."


def display_formula(token: Token) -> str | None:
    """The formula of a block that is one (``$$…$$``, an amsmath environment, a ```` ```math ```` fence), else
    None."""
    if token.type in DISPLAY:
        return token.content
    fence = math_fence(token) if token.type == "fence" else None
    return fence[0] if fence is not None else None


@dataclass
class Equations:
    """The page's numbered formulas: the number each label shows."""

    labels: dict[str, str] = field(default_factory=dict)
    count: int = 0
    seen: set[int] = field(default_factory=set)

    def number(self, tokens: Sequence[Token]) -> None:
        """Number the display formulas among ``tokens``, in the page's order (each token once)."""
        for token in tokens:
            if id(token) in self.seen:
                continue
            fence = math_fence(token) if token.type == "fence" else None
            if token.type not in DISPLAY and fence is None:
                continue
            self.seen.add(id(token))
            if fence is not None:
                content, label = fence
            else:
                content, label = token.content, token.info if token.type == "math_block_label" else None
            labels, taken = numbered_labels(content, self.count + 1, label is not None, label)
            self.labels.update(labels)
            self.count += taken


_BRACED = r"\{(?:[^{}\n]|\{(?:[^{}\n]|\{[^{}\n]*\})*\})*\}"
MACRO_DEFINITION = re.compile(
    rf"^[ \t]*\\(?:(?:re|provide)?newcommand\*?[ \t]*(?:\{{\\[A-Za-z]+\}}|\\[A-Za-z]+)(?:\[\d\])?(?:\[[^\]\n]*\])?"
    rf"|DeclareMathOperator\*?[ \t]*\{{\\[A-Za-z]+\}}|def[ \t]*\\[A-Za-z]+(?:#\d)*)[ \t]*{_BRACED}[ \t]*$\n?",
    re.MULTILINE)
"""A line of prose that defines a LaTeX macro for the page's formulas (``\\newcommand{\\R}{\\mathbb{R}}``, bookdown's
and MathJax's way): the page shows nothing of it."""

_REFERENCE = re.compile(r"\\(eq)?ref\{([^{}\n]*)\}")


def references(text: str, said: Callable[[str], str]) -> str:
    """``\\eqref{label}`` and ``\\ref{label}`` in the page's text (MathJax reads them there too) as ``said``
    makes them: "equation (1)", or "the equation" where no formula of the page has the label."""
    if "ref{" not in text:
        return text
    return _REFERENCE.sub(lambda found: said(found[0]), text)


_SHOWN = re.compile(r"\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)


def shown_formulas(text: str, said: Callable[[str], str]) -> str:
    """A web page's text with MathJax's and KaTeX's sources (``\\(…\\)``, ``\\[…\\]``, as Sphinx and
    Jupyter Book write them) as ``said`` makes them."""
    if "\\(" not in text and "\\[" not in text:
        return text
    return _SHOWN.sub(lambda found: said(found[1] or found[2]), text)


_TITLE_FORMULA = re.compile(r"(?<![\\\d$])\$(?=[^\s$])([^$\n]+?)(?<=\S)\$(?![\d$])|\\\((.+?)\\\)")


def title_formulas(title: str, said: Callable[[str], str]) -> str:
    """A front matter title's inline formulas (``$…$``, ``\\(…\\)``, as the reader finds them in text) as ``said``
    makes them."""
    if "$" not in title and "\\(" not in title:
        return title
    return _TITLE_FORMULA.sub(lambda found: said(found[1] or found[2]) if looks_like_math(found[1] or found[2])
                              else found[0], title)


_DOLLARS = re.compile(r"\$\$(?:(?!\n[ \t]*\n).)+?\$\$"  # in its paragraph: "with two dollar symbols $$." is none
                      r"|(?<![\\\d])\$(?=\S)[^$\n]+?(?<=\S)\$(?!\d)|\\\(.+?\\\)|\\\[.+?\\\]", re.DOTALL)


def math_spans(text: str) -> list[tuple[int, int]]:
    """Where formulas may be in raw Markdown, for the steps before parsing to leave them as written
    (``_{n=1}`` is no attribute list)."""
    if "$" not in text and "\\(" not in text and "\\[" not in text:
        return []
    return [found.span() for found in _DOLLARS.finditer(text)]


_TEX_ANNOTATION = frozenset({"application/x-tex", "tex", "text/x-tex"})
_SCRIPTS = {"msup": "{}^{}", "msub": "{}_{}", "mover": "{}^{}", "munder": "{}_{}"}
_TOKENS = frozenset({"mi", "mn", "mo", "mtext", "ms"})
_SHAPES = frozenset({"msubsup", "munderover", "mfrac", "mroot", "msqrt", "mfenced"})


def mathml_tex(element: etree._Element) -> str:
    """A MathML formula as the TeX that would show it (its own TeX annotation where it gives one, as MathJax's and
    KaTeX's output does), to be read as a ``\\(…\\)`` formula is; a table of cells (``<mtable>``) gives nothing."""
    name = etree.QName(element).localname.lower() if isinstance(element.tag, str) else ""
    children = [child for child in element if isinstance(child.tag, str)]
    if name == "semantics":
        for child in children:
            if etree.QName(child).localname.lower() == "annotation" \
                    and str(child.get("encoding", "")).lower() in _TEX_ANNOTATION:
                return (child.text or "").strip()
        return mathml_tex(children[0]) if children else ""
    if name in _TOKENS:
        text = re.sub(r"([{}\\$&#%])", r"\\\1", " ".join("".join(element.itertext()).split()))
        return rf"\text{{{text}}}" if name == "mtext" else rf"\mathrm{{{text}}}" if name == "mi" and len(text) > 1 \
            else text
    if name in ("annotation", "annotation-xml", "mphantom", "mtable", "none", "mprescripts"):
        return ""
    parts = [mathml_tex(child) for child in children]
    if name not in _SCRIPTS and name not in _SHAPES:
        return " ".join(part for part in parts if part)
    if not all(parts):
        return ""  # a script or fraction missing a part: no formula a reader could say
    if name in _SCRIPTS and len(parts) == 2:
        return f"{{{parts[0]}}}{_SCRIPTS[name][2]}{{{parts[1]}}}"
    if name in ("msubsup", "munderover") and len(parts) == 3:
        return f"{{{parts[0]}}}_{{{parts[1]}}}^{{{parts[2]}}}"
    if name == "mfrac" and len(parts) == 2:
        return rf"\frac{{{parts[0]}}}{{{parts[1]}}}"
    if name == "mroot" and len(parts) == 2:
        return rf"\sqrt[{parts[1]}]{{{parts[0]}}}"
    if name == "msqrt":
        return rf"\sqrt{{{' '.join(parts)}}}"
    if name == "mfenced":
        return f"({', '.join(parts)})"
    return ""
