"""JetBrains Writerside's topics: its variables, and its semantic markup around Markdown.

A Writerside project lists its variables in the ``v.list`` its ``writerside.cfg`` names (``<var name="product"
value="Patch Manager"/>``), and the help shows each ``%name%`` in a topic as its value. A ``%name%`` the list does
not define is read as its name and reported.

A topic's semantic elements, each tag on a line of its own, are read as the help shows them: a ``<tab title="…">``'s,
a ``<chapter title="…">``'s and a ``<def title="…">``'s text after its title, as content tabs' is ("Patch Only Mod:
Create a mod folder."), a ``<procedure>``'s ``<step>``s after their numbers ("Step 1."), a ``<p>`` as a paragraph,
and ``<code-block>`` … ``</code-block>`` as a fenced code block, which ends at its own closing tag. Their content,
indented as XML is, is Markdown at its own margin. A title that heads only code is reported.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from audioguide.config.writerside import WRITERSIDE_CONFIG, writerside_variables
from audioguide.text.readers import TERMINAL, Skipped, lead_in
from audioguide.text.readers._macros import in_site_with
from audioguide.text.readers._site_syntax import STEP_WORDS

_VARIABLE = re.compile(r"%([A-Za-z][\w.-]*)%")


def with_variables(text: str, document: Path | None) -> tuple[str, list[Skipped]]:
    """``text`` with each ``%name%`` its project defines replaced by its value, in a topic of a Writerside project;
    an undefined one read as its name and reported (with its line)."""
    variables = writerside_variables(document) if document is not None and "%" in text \
        and in_site_with(document, WRITERSIDE_CONFIG, 6) else None
    if variables is None:
        return text, []
    unknown: list[Skipped] = []

    def value(found: re.Match[str]) -> str:
        if found[1] in variables:
            return variables[found[1]]
        line = text.count("\n", 0, found.start()) + 1
        unknown.append(Skipped(line, f"Writerside variable {found[0]} (not in the project's v.list)", 1,
                               said=found[1]))
        return found[1]

    return _VARIABLE.sub(value, text), unknown


_OPENING = re.compile(r"^\s*<(tabs|tab|chapter|procedure|step|deflist|def|p)\b([^<>]*?)>\s*$")
_CLOSING = re.compile(r"^\s*</(tabs|tab|chapter|procedure|step|deflist|def|p)\s*>\s*$")
_PARAGRAPH = re.compile(r"^\s*<p>(.*)</p>\s*$")
_CODE_OPEN = re.compile(r"^\s*<code-block\b([^<>]*)>\s*$")
_CODE_CLOSE = re.compile(r"^\s*</code-block\s*>\s*$")
_FENCE = re.compile(r"^\s*(?:`{3,}|~{3,})")
_LANG = re.compile(r"""\blang\s*=\s*["']([\w+#.-]*)["']""")
_TITLE = re.compile(r"""\btitle\s*=\s*(["'])(.*?)\1""")
WRITERSIDE_MARKUP = re.compile(r"^\s*<(?:tabs|procedure|deflist)\b", re.MULTILINE)
"""A line that only Writerside's semantic markup starts so (VuePress has a ``<code-block>`` too, around a fence)."""


@dataclass
class _Markup:
    """A topic's lines, its semantic elements being resolved: the title waiting for the text it heads, the steps of
    the procedure open, how deep the elements nest."""

    lines: list[str]
    step: str
    skipped: list[Skipped] = field(default_factory=list)
    title: tuple[int, str] | None = None
    steps: int = 0
    depth: int = 0

    def run(self) -> None:
        index = 0
        while index < len(self.lines):
            index = self._line(index) + 1
        self._untold(len(self.lines))

    def _line(self, index: int) -> int:
        line = self.lines[index]
        if _CODE_OPEN.match(line):
            self._untold(index)
            return _fenced(self.lines, index)
        if paragraph := _PARAGRAPH.match(line):
            self._text(index, paragraph[1].strip() + self._stop(index, paragraph[1]))
        elif opening := _OPENING.match(line):
            self._open(index, opening[1], opening[2])
        elif closing := _CLOSING.match(line):
            self.lines[index] = ""
            self.depth = max(self.depth - (closing[1] != "p"), 0)
        elif self.depth and line.strip():
            self._text(index, line.strip())
        return index

    def _open(self, index: int, name: str, attributes: str) -> None:
        self.lines[index] = ""
        if name == "p":
            return
        self.depth += 1
        if name == "procedure":
            self.steps = 0
        title = _TITLE.search(attributes)
        if name == "step":
            self.steps += 1
            self._heading(index, f"{self.step} {self.steps}.")
        elif title is not None and title[2].strip() and name != "procedure":
            self._heading(index, title[2].strip())

    def _heading(self, index: int, title: str) -> None:
        """A title for the text to come, after the one still waiting for it (a tab's, before its first step's)."""
        self.title = (self.title[0], f"{lead_in(self.title[1])} {title}") if self.title is not None else (index, title)

    def _stop(self, index: int, text: str) -> str:
        """The full stop a ``<p>`` ends with as its paragraph does, where the next line goes on with text that would
        run on in the same Markdown paragraph ("…a certain way" before "<p>If you want…")."""
        after = self.lines[index + 1] if index + 1 < len(self.lines) else ""
        tag = _OPENING.match(after) or _CLOSING.match(after) or _CODE_OPEN.match(after)
        goes_on = bool(after.strip()) and not tag
        return "." if goes_on and not text.strip().endswith(TERMINAL) else ""

    def _text(self, index: int, text: str) -> None:
        """A line of text, after the title waiting for it."""
        if self.title is not None:
            text = f"{lead_in(self.title[1])} {text}"
            self.title = None
        self.lines[index] = text

    def _untold(self, index: int) -> None:
        """A title that heads no text (a chapter of code only): reported where it is."""
        if self.title is not None and index > self.title[0]:
            self.skipped.append(Skipped(self.title[0] + 1, f"title '{lead_in(self.title[1])}' (nothing under it is"
                                                           " read)", len(self.title[1].split())))
            self.title = None


def with_semantic_markup(text: str, document: Path | None, language: str) -> tuple[str, list[Skipped]]:
    """A topic with Writerside's semantic elements read as the module's notes say, and the titles that head no text
    (reported); lines keep their numbers. Any other page as it is."""
    if not WRITERSIDE_MARKUP.search(text) and not in_site_with(document, WRITERSIDE_CONFIG, 6):
        return text, []
    markup = _Markup(text.split("\n"), STEP_WORDS.get(language.split("-")[0], STEP_WORDS["en"]))
    markup.run()
    return "\n".join(markup.lines), markup.skipped


def _fenced(lines: list[str], start: int) -> int:
    """The ``<code-block>`` opening at ``start`` as a fence up to its closing tag, its lines at their own margin;
    the index of its last line."""
    end = next((at for at in range(start + 1, len(lines)) if _CODE_CLOSE.match(lines[at])), None)
    if end is None or any(_FENCE.match(line) for line in lines[start + 1:end]):
        return start  # VuePress' <code-block title="YARN"> around a fence
    language = _LANG.search(lines[start])
    lines[start] = "```" + (language[1] if language else "")
    lines[start + 1:end] = textwrap.dedent("\n".join(lines[start + 1:end])).split("\n")
    lines[end] = "```"
    return end
