"""The site generators' own block syntax around Markdown, resolved line by line before it is read.

Sites write more than CommonMark, and a page shows it differently from its source:

* **admonitions**: Docusaurus' and MyST's ``:::note Title`` … ``:::`` (``:::tip[Title]``,
  ``:::{admonition} Title``), MkDocs' ``!!! note "Title"`` and collapsible ``??? note`` with
  their bodies indented four spaces, pymdownx's ``/// note | Title`` … ``///`` and MyST's
  ```` ```{admonition} Title ```` directives (``{note}``, ``{tip}``, ``{figure}`` …), mdbook-admonish's
  ```` ```admonish warning title="Title" ```` fences: their
  bodies are read as the prose they are, a title the author wrote is read as a lead-in
  ("Title: " before the first paragraph), an admonition without one after the title its kind shows ("Note:"); an
  admonition indented more than its container's content (a list item's, else the page's) is moved
  left to it, its body read as its own document (a list in it is a list, not a paragraph's text);
* **fenced divs** (Pandoc, Quarto, the Carpentries' lessons): ``::: {.callout-tip title="Tip"}`` … ``:::`` is a box
  read with its ``title`` as a lead-in; a lesson's ``::::: objectives`` box that opens without a heading is
  read after the title its page shows ("Objectives:", in the page's language);
* **content tabs**: MkDocs' ``=== "Tab"`` and MDX's ``<TabItem label="Tab">``: each tab's
  content is read after its label, as a lead-in;
* **MDX**: ``import`` and ``export`` lines, ``{/* comments */}`` (reported), lone JSX
  component tags (``<Tabs>``, ``</BrowserWindow>``: their children are read as Markdown; a
  self-closing one is read by its ``alt`` or ``caption``, as a picture, any other reported) and Docusaurus'
  ``mdx-code-block`` fences, whose content the page shows;
* **GitHub alerts**: the ``[!NOTE]`` marker of ``> [!NOTE]`` is not read, the quote is, after its kind's title;
* **Docsify's boxes**: ``!> text`` and ``?> text`` are read as quotes, without their marks (the box shows no title);
* **abbreviation definitions** (``*[HTML]: Hyper Text Markup Language``), snippet includes
  (``--8<--``), FastAPI's code includes (``{* app.py hl[1] *}``, a code block), tables of
  contents (kramdown's ``* TOC`` + ``{:toc}``, ``[TOC]``) and MyST
  labels (``(label)=``) are left out, snippets, code includes and tables of contents reported (an abbreviation's
  definition is shown only as a tooltip: a site that appends a file of them to every page is not
  reported on every page); MyST roles are read as the
  text a page shows (``{term}`text``` is "text", ``{cite}`key``` nothing);
* **Pandoc's references** (Quarto's, R Markdown's pages): a cross-reference as its kind's word (``@tbl-x`` is
  "Table"), a citation in brackets (``[@key]``) nothing, reported;
* **Git conflict markers** left in a file: the side before ``=======`` is read, the other
  side is left out and reported.

Code fences are passed over: what they hold is shown as written. Every line keeps its number:
a line left out becomes empty. A heading inside a box (an admonition, a tab, a JSX component)
is part of its chapter: :attr:`Resolved.boxes` lets the reader read it as a paragraph.
"""

from __future__ import annotations

import bisect
import functools
import html
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from audioguide.config.jsliteral import Code, js_value, value_end
from audioguide.text.readers import TERMINAL, Skipped, lead_in
from audioguide.text.readers._exercises import EXERCISES, GATE_ENDS, Opened, number_boxes, options, role
from audioguide.text.readers._includes import import_block
from audioguide.text.readers._labels import LABELS, box_label
from audioguide.text.readers._macros import (
    DOCUMENT,
    in_site_with,
    mention_title,
    readable_name,
    reference_title,
    sphinx_root,
)
from audioguide.text.readers._shared import object_name

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*(.*)$")
_LEARN_DIRECTIVE = re.compile(r"^(\s*):::(?:row|column|row-end|column-end|image|video|zone|moniker|code)\b"
                              r"([^:\n]*(?::(?!::)[^:\n]*)*):::\s*$")
"""Microsoft Learn's triple-colon extensions, each on one line: a layout's rows and columns (no words), a picture
(its ``alt-text``), a video, a zone's or a moniker's bounds, code from a file."""
_ALT_TEXT = re.compile(r'\balt-text\s*=\s*"([^"]*)"')
_LIA_OPTION = re.compile(r"^(\s*)\[(?:\(\s*[Xx]?\s*\)|\[\s*[Xx]?\s*\])\]\s+")
"""A LiaScript quiz's option, ``[( )]``/``[(X)]`` (one of them) or ``[[ ]]``/``[[X]]`` (any of them): the option's text
is shown with a box to tick, the answer is not."""
_TUTORIAL_BOX = re.compile(r'(smart|warn|online|summary|compare)(?:\s+header="([^"]*)")?')
"""The Modern JavaScript Tutorial's boxes (javascript.info, in every language it is translated to): a fence whose
information is a box's kind, its Markdown shown under its header, never code (no language is named so)."""
_MYST_DIRECTIVE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*\{([\w:-]+)(?:\s+[\w-]+=[^{}]*)?\}\s*(.*?)\s*$")
_MYST_PROSE = frozenset({
    "admonition", "note", "tip", "hint", "important", "warning", "caution", "attention", "danger",
    "error", "seealso", "epigraph", "sidebar", "topic", "margin", "figure", "dropdown", "card",
    "tab-item", "tab-set", "grid", "grid-item", "grid-item-card", "div", "container", "highlights",
    "pull-quote", "versionadded", "versionchanged", "deprecated", "rubric", "button-link", "button-ref",
    "example", "image", "toggle", "tab",
})
"""MyST directives whose body is prose; any other (``{code-cell}``, ``{toctree}``) is code."""
_MYST_TITLED = frozenset({"admonition", "dropdown", "topic", "sidebar", "card", "tab-item", "grid-item-card",
                          "example", "tab"})
"""MyST directives whose argument is a title (sphinx-inline-tabs' ``{tab} Label`` too); a ``{note}``'s argument is
its first line of text, a ``{figure}``'s the picture's address (not read)."""
_EVAL_RST = "eval-rst"
_RST_DIRECTIVE = re.compile(r"^(\s*)\.\.[ \t]+([\w:-]+)::[ \t]*(.*?)\s*$")
"""A reStructuredText directive, ``.. tab:: One``, its body the lines indented under it."""
_RST_COMMENT = re.compile(r"^(\s*)\.\.(?:[ \t]|$)")
_KNITR_BLOCK = re.compile(r"^\{block2?\b[^{}]*\}$")
"""knitr's (bookdown's) ``{block, type="summaryblock"}`` chunk: a box (a div of that class) holding Markdown."""
_MYST_NOT_READ_ARGUMENT = frozenset({"figure", "tab-set", "grid", "grid-item", "div", "container", "include",
                                     "literalinclude", "toctree", "image", "button-link", "button-ref",
                                     "versionadded", "versionchanged", "deprecated"})
VERSION_NOTES = {"versionadded": "Added in version", "versionchanged": "Changed in version",
                  "deprecated": "Deprecated since version", "versionremoved": "Removed in version"}
"""Sphinx's notes of a version, shown with their version first ("Added in version 1.2.3: …")."""
_MDX_CODE_BLOCK = "mdx-code-block"
_COLON_OPEN = re.compile(
    r"^(\s*)(:{3,})\s*(\{)?([A-Za-z][\w-]*)(?(3)(?:\s+[\w-]+=[^{}]*)?\}|)"
    r"\s*(?:\[(.*)\]\s*(?:\{.*\})?|(.*?))\s*$")
"""A box opened by colons: Docusaurus' ``:::note Title``, ``:::tip[Title]``, MyST's ``:::{tip} Title`` and its options
in the braces (``:::{tip icon=false}``)."""
_COLON_CLOSE = re.compile(r"^\s*(:{3,})\s*$")
_MYST_RAW = re.compile(r"^(\s*)(`{3,}|~{3,}|:{3,})\s*\{raw\}\s*(\w*)\s*$")
"""MyST's ``{raw}`` directive and the output it is for (``html``, ``latex``)."""
_COLON_MATH = re.compile(r"^(\s*)(:{3,})\{math\}\s*(.*)$")
"""MyST's formula written with colons, ``:::{math}`` … ``:::``."""
_PANDOC_DIV = re.compile(r"^(\s*)(:{3,})\s*\{(?P<attributes>\s*(?:[.#]|[\w-]+=)[^{}]*)\}\s*:*\s*$")
"""Pandoc's and Quarto's fenced div with an attribute block: ``::: {.callout-tip title="Tip"}``, ``::: {#fig-a}``
(MyST's ``:::{tip}`` names a directive)."""
_PANDOC_ATTRIBUTE = re.compile(r"""([.#]?)([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?""")
LABEL_WORDS = frozenset(label.lower() for labels in LABELS.values() for label in labels.values())
"""The words a box's label shows ("Note", "Hinweis"): bold before a sentence, a label too."""


_BRACKET_TAG = re.compile(r"^\s*\[([a-z][\w-]*)((?:=|\s)[^\]\n]*)?\]\s*$")
BRACKET_LINES = 2000
"""How far a square-bracket shortcode's closing tag is looked for."""
BRACKET_CODE = frozenset({"prism", "code", "sourcecode", "highlight", "codeblock"})
"""Square-bracket shortcodes that show code."""
_ZMARKDOWN_BOX = re.compile(r"^((?:>[ \t]?)*)\[\[(?:information|question|attention|erreur|error|secret|neutre"
                            r"|i|q|a|e|s)\]\][ \t]*$")
"""Zeste de Savoir's box (zMarkdown), its lines after it each written after ``| ``."""
_IMAGE_ALONE = re.compile(r"^\s*!\[[^\]\n]*\]\([^()\s]*(?:\s+\"[^\"]*\")?\)\s*$")
"""A picture alone on its line; zMarkdown's and Pandoc's ``Figure:`` on the next line is its caption."""
_README_BLOCK = re.compile(r"^\[block:([\w-]+)\]\s*$")
"""ReadMe's magic block, its JSON on the lines up to ``[/block]``."""


def _readme_said(kind: str, data: dict[str, Any]) -> list[str] | None:
    """The Markdown lines a ReadMe block shows: ``api-header`` a heading, ``callout`` a quote after its title,
    ``parameters`` a table, ``image`` its caption, ``html`` its HTML, ``embed`` its title; None for code and
    anything else (reported)."""
    if kind == "api-header" and str(data.get("title", "")).strip():
        return ["#" * min(max(int(data.get("level", 2) or 2), 1), 6) + " " + str(data["title"]).strip(), ""]
    if kind == "callout":
        body = str(data.get("body", "")).strip().splitlines() or [""]
        title = lead_in(str(data.get("title", "")))
        return [f"> {title} {body[0]}".rstrip(), *(f"> {line}" for line in body[1:]), ""]
    if kind == "parameters" and isinstance(data.get("data"), dict):
        cells, columns = data["data"], int(data.get("cols", 0) or 0)
        rows = [_readme_row(cells, name, columns) for name in ("h", *map(str, range(int(data.get("rows", 0) or 0))))]
        return [rows[0], "|" + " --- |" * columns, *rows[1:], ""]
    if kind == "image":
        images = data.get("images") or [{}]
        caption = str(images[0].get("caption", "")).strip() if isinstance(images[0], dict) else ""
        return [caption, ""] if caption else None
    if kind == "html" and str(data.get("html", "")).strip():
        return [" ".join(str(data["html"]).split()), ""]
    if kind == "embed" and str(data.get("title", "")).strip():
        return [str(data["title"]).strip(), ""]
    return None


def _version_number(line: str) -> float | None:
    """The number of a ``[version=1.7]`` tag on ``line``; None for any other line."""
    found = re.match(r"""^\s*\[version\s*=\s*["']?(\d+(?:\.\d+)?)["']?\s*\]\s*$""", line)
    return float(found[1]) if found else None


def _readme_row(cells: dict[str, Any], name: str, columns: int) -> str:
    """A row of a ReadMe table as Markdown's: its cells under the keys ``<row>-<column>`` (``h`` the header's)."""
    said = (str(cells.get(f"{name}-{column}", "")).replace("\n", " ").replace("|", "\\|") for column in range(columns))
    return "| " + " | ".join(said) + " |"


_HTML_OPEN = re.compile(
    r"""^\s*<(?P<tag>div|section|span|details|aside)\b[^<>]*?\bclass\s*=\s*["'](?P<classes>[^"']*)["'][^<>]*>""")
"""An HTML element opened at the start of a line, with its classes (Vue's ``<div class="options-api">``)."""
_HIDDEN_ELEMENT = re.compile(r"""^\s*<(div|section|aside)\b(?=[^<>]*?(?:\bclass\s*=\s*["'](?![^"']*(?::|\bd-\w+-))"""
                             r"""(?:[^"']*\s)?(?:hidden|d-none|is-hidden)(?:\s[^"']*)?["']|\shidden(?:\s|>|=)))[^<>]*>""")
"""A block the page does not show: a class that hides it (mdBook's ``hidden``, Bootstrap's ``d-none``; not where
another shows it on a larger screen, Tailwind's ``hidden md:block``, ``d-none d-md-block``), the ``hidden``
attribute."""
_VUE_ELSE = re.compile(r"""^\s*<([a-zA-Z][\w-]*)\b[^<>]*?\s(v-else(?:-if)?)\b[^<>]*>""")
"""An element Vue shows only when the one before it (``v-if``) is not shown: the page shows that one first."""
_TAG = re.compile(r"<[^<>]*>")
_HEADING_LINE = re.compile(r"^\s{0,3}#{1,6}\s")
_SLASH_OPEN = re.compile(r"^((?:[ \t]*>)*\s*)(/{3,})\s*([A-Za-z][\w-]*)\s*(?:\|\s*(.*?))?\s*$")
_SLASH_CLOSE = re.compile(r"^((?:[ \t]*>)*)\s*(/{3,})\s*$")
"""pymdownx's blocks: ``/// note | Title`` … ``///``; one nested in another opens with more slashes (``////``);
in a quote, after its ``>`` marks."""
_DEFINED_BOX = re.compile(r"^:[ \t]{1,3}(?=(?:!!!|\?\?\?\+?)[ \t])")
"""pymdownx's definition list whose definition is an admonition (Material's docs list the admonition types so)."""
_BLOCK_OPTION = re.compile(r"^\s{2,}[\w-]+:(?:\s.*)?$")
_INDENTED = re.compile(
    r'^(?P<indent>[ \t]*)(?:(?:(?:!!!|\?\?\?\+?)(?:[ \t]+|(?=[a-z]))(?P<kind>[\w-]+)(?:[ \t]+[\w-]+)*'
    r'|\?\?\?\+?(?=[ \t]+"))'  # pymdownx.details' "??? "Example"": a summary without a kind
    r'(?:[ \t]+"(?P<title>[^"]*)")?'
    r'|===\+?[ \t]+"(?P<label>[^"]*)")[ \t]*$'
)
_OPTION = re.compile(r"^\s*:[\w-]+:(?:\s.*)?$")
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+(?=\S)")
"""A list item's marker and the spaces after it: its content starts after them."""
_EMPTY_ITEM = re.compile(r"^[ \t]*(?:[-+*]|\d{1,9}[.)])(?=[ \t]*$)")
"""A list item's marker alone on its line: its content, on the lines below, starts a column after the marker
(CommonMark's rule for an item that begins with a blank line; Pandoc reads it so too)."""
_JSX_OPEN = re.compile(r"^\s*<([A-Z][\w.]*)(\s[^<>]*?)?\s*>\s*$")
_JSX_CLOSE = re.compile(r"^\s*</([A-Z][\w.]*)\s*>\s*$")
_JSX_SELF_CLOSING = re.compile(r"^\s*<[A-Z][\w.]*(\s[^<>]*)?/>\s*$")
_AUTODOC = re.compile(r"^:::[ \t]+([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)[ \t]*$")
"""mkdocstrings' placeholder for an object's reference (``::: httpx.Client``): never an admonition, whose kind
is one word."""
_JSX_START = re.compile(r"^\s*<[A-Z][\w.]*(?:\s|$)")
_JSX_CODE = frozenset({"CodeBlock"})
"""Components whose children are code the page shows as written (Docusaurus' ``<CodeBlock>``)."""
JSX_TAG_LINES = 40
JSX_CHILDREN_LINES = 5000
"""How far an MDX component's closing tag is looked for, to move its children left."""
_JSX_HIDDEN = {("Visibility", "for", "agents")}
"""Components whose content the page does not show (Mintlify's ``<Visibility for="agents">``, for AI agents only):
its name, an attribute and the attribute's value."""
DEFAULT_RENDERER = "react"
_RENDERER = re.compile(r"""\b(renderer|notRenderer)\s*=\s*(?:["']([^"']*)["']|\{([^{}]*)\})""")
"""Storybook's ``<If renderer="svelte">`` and ``<If notRenderer={['vue', 'svelte']}>``: text for readers of some
frameworks, of which the page shows one, React by default."""
_JSX_SHOWN_TEXT = {"Prompt": ("title", "description")}
"""Components that show these attributes as their text, their children not (Mintlify's and Rspress' ``<Prompt>``
card: a title and a description; the prompt is copied, not shown)."""
_CARD_TEXT = ("title", "description")
"""What a self-closing card shows (Nextra's ``<Card title=… />``, Starlight's ``<LinkCard … description=… />``)."""
_JSX_TITLE_SHOWN = re.compile(r"Card$")
"""Components that show their ``title`` even with an ``href`` (a ``<Card>``'s heading, a link's tooltip
elsewhere)."""
_JSX_EXPRESSION = re.compile(r"=\{(?:[^{}]|\{[^{}]*\})*\}")
"""An attribute's JavaScript value; one holding an element, ``icon={<HomeIcon />}``, or a function,
``onClick={() => …}``, shows no text."""
_JSX_NAME = re.compile(r"(?P<open>[ \t]*\()?(?<![=\w$])\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\}"
                       r"(?P<close>\))?")
"""An MDX expression naming a value, ``{DESKTOP_RELEASE.version}`` (not an attribute's, ``value={x}``), with the
parentheses around it alone: they go with it where it is left out."""
_JS_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def _constant(text: str, name: str) -> Any:
    """The value a page's ``const`` (or ``export const``) ``name`` has, as :func:`js_value` reads it; None where
    the page defines none."""
    found = re.search(rf"^(?:export\s+)?(?:const|let|var)\s+{re.escape(name)}\s*(?::[^=\n]+)?=\s*", text, re.MULTILINE)
    if found is None:
        return None
    end = min(value_end(text, found.end()), _statement_end(text, found.end()))
    return js_value(text[found.end():end])


_NAMED_IMPORT = re.compile(r"""^import\s+(?P<names>[\w$\s,{}]+?)\s+from\s+["'](?P<path>[^"'\n]+)["']""", re.MULTILINE)
_MODULE_SUFFIXES = ("", ".json", ".js", ".mjs", ".ts", "/index.js", "/index.ts")
_SITE_CONFIGS = ("docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "package.json")
_MODULE_BYTES = 200_000


def _imported(text: str, name: str, document: Path | None) -> Any:
    """The value ``name`` has in the module a page imports it from (``import { RELEASE } from
    '@site/src/config/release'``, ``import data from './data.json'``): a JSON file's (its key, for a named import),
    or a JavaScript or TypeScript file's ``export const`` literal, as :func:`_constant` reads it; None where the
    module is no file of the site or gives no such value (code is never run)."""
    for found in _NAMED_IMPORT.finditer(text):
        default, _, named = found["names"].partition("{")
        names = {alias.split(" as ")[-1].strip(): alias.split(" as ")[0].strip()
                 for alias in named.strip("} ").split(",")}
        if document is None or (name not in names and default.strip(" ,") != name):
            continue
        key = names.get(name)  # None: the module's default export
        module = _module_file(found["path"], document)
        if module is None:
            return None
        source = module.read_text(encoding="utf-8", errors="replace")
        if module.suffix == ".json":
            try:
                data = json.loads(source)
            except ValueError:
                return None
            return data if key is None else data.get(key) if isinstance(data, dict) else None
        return _constant(source, key) if key else None
    return None


def _module_file(path: str, document: Path) -> Path | None:
    """The file an import names: relative to the page, or under the site's root (Docusaurus' ``@site/``)."""
    if path.startswith("@site/"):
        root = next((folder for folder in document.resolve().parents[:8]
                     if any((folder / config).is_file() for config in _SITE_CONFIGS)), None)
        base = None if root is None else root / path.removeprefix("@site/")
    elif path.startswith(("./", "../")):
        base = document.parent / path
    else:
        return None  # a package's module: not the site's
    if base is None:
        return None
    return next((Path(f"{base}{suffix}") for suffix in _MODULE_SUFFIXES if Path(f"{base}{suffix}").is_file()
                 and Path(f"{base}{suffix}").stat().st_size <= _MODULE_BYTES), None)


def _statement_end(text: str, at: int) -> int:
    """Where a ``const``'s value starting at ``at`` ends at the latest: the end of its line, for a value that opens
    no bracket on it (``'1.1.0';``); the text's end for one that does."""
    line_end = text.find("\n", at)
    line = text[at:len(text) if line_end < 0 else line_end]
    if line.lstrip()[:1] in ("{", "[", "("):
        return len(text)
    return len(text) if line_end < 0 else at + len(line.rstrip().rstrip(";"))


_WRAPPER_OPEN = re.compile(r"^\s*<(div|section)\b[^<>]*>\s*$")
_WRAPPER_CLOSE = re.compile(r"^\s*</(div|section)\s*>\s*$")
_JSX_STRING = re.compile(r"""\{\s*(?:"([^"\\\n{}]*)"|'([^'\\\n{}]*)')\s*\}""")
"""An MDX expression that is a string, ``{"<loop.index>"}`` (written so because of its angle brackets): the page
shows the string."""
_JSX_SHOWN = re.compile(r"""\b(?:alt|caption)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
"""What a component standing for a picture shows in words: its ``alt`` text, or its caption."""
_JSX_PROP_SHOWN = re.compile(r"""\b(title|label|text|colou?r)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
"""What a component with no children shows, where it has no ``alt`` nor caption: its title, label or text, or the
colour it is a swatch of (``<Swatch color="#071821" />`` shows the code under its square). A ``name`` is not: it
more often names what the component fetches (``<Snippet name="install" />``) than words it shows."""
_CODE_PROPS = frozenset({"color", "colour"})
"""Props whose value is a code, read as inline code is (``#071821`` a colour, not an issue's number)."""
_VUE_SHORTHAND = re.compile(r"<[A-Za-z][\w.:-]*(?:\s[^<>]*?)?\s[@#][A-Za-z]")
_HTML_TAG = re.compile(r"""<[A-Za-z][\w.:-]*((?:\s+[^\s"'=<>/`]+"""
                       r"""(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*/?>""")
_HTML_ATTRIBUTE = re.compile(r"""(\s+)([^\s"'=<>/`]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?""")
"""An HTML tag, and each of its attributes (its name and value)."""
_JSX_ENTRY_TITLE = re.compile(r"""\btitle\s*:\s*(["'`])(.*?)\1""")
"""The title of an entry in a component's JavaScript data (``entries={[{ href: '…', title: 'Biome' }]}``): the
words the page shows for it."""
_JSX_LABEL = re.compile(r"""\b(?:label|title|summary)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
"""A component's label, title, or a disclosure's summary (Starlight's ``<Details summary="…">``)."""
_JSX_VALUE = re.compile(r"""\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_VALUE_LABELLED = frozenset({"TabItem"})
_ITEM_LABELLED = frozenset({"Tab", "Tabs.Tab"})
"""Tabs labelled in turn by their ``<Tabs items={[…]}>`` (Nextra's)."""
"""Components that show their ``value`` where they have no ``label`` (Docusaurus' tabs)."""
_IMPORT = re.compile(r"^(?:import\s.+\sfrom\s+['\"][^'\"]+['\"]|import\s+['\"][^'\"]+['\"]);?\s*$")
_EXPORT = re.compile(r"^export\s+(?:const|let|var|function|async|default|class|\{)")
COMMENT_CHARS = 4000
"""The longest MDX comment looked for: an opening ``{/*`` without a close this near is text."""
_MARGIN_NOTE = re.compile(r"^(\s*\[\^[^\]\n]+\]:[ \t]*)\{-\}[ \t]*")
_SPEC_RULE = re.compile(r"^r\[([a-z][\w-]*(?:\.[\w-]+)+)\]\s*$")
"""mdbook-spec's rule name, a line of its own (the Rust Reference's ``r[items.fn.intro]``): a link in the margin."""
_MARKUA_ASIDE = re.compile(r"^([ABWTEIQDX])> ?(.*)$")
_MARKUA_KINDS = {"W": "warning", "T": "tip", "E": "error", "I": "info", "Q": "question", "D": "discussion"}
"""Leanpub's boxes by their letter (``W> Watch out``): a warning, a tip …; an aside (``A>``), a blurb (``B>``) and an
exercise (``X>``) show no label."""
_MARKUA_ATTRIBUTES = re.compile(r"^\{\s*[a-z][\w-]*\s*:\s*[^{}\n]*\}\s*$")
"""Markua's attributes for the block under them, a line of their own: ``{sample: true}``, ``{type: table,
caption: "Sizes"}`` (a caption or title is shown)."""
_ALERT = re.compile(r"^(\s*(?:>[ \t]?)+)\[!([A-Za-z][\w-]{0,30})\][+-]?[ \t]*(.*)$")
"""A blockquote alert: GitHub's five kinds, and any a site styles (Hugo's and Docsy's ``> [!NB]``, Obsidian's
``> [!info]-``)."""
_DEFINITION = re.compile(r"^([ \t]{0,3}):[ \t]+(\S.*)$")
"""A definition under its term: ``term A`` then ``  : This is a definition of term A.``."""
DEFINITION_TERM_WORDS = 8
_ABBREVIATION = re.compile(r"^ {0,3}\*\[([^\]]+)\]:(.*)$")
_SNIPPET = re.compile(r"^\s*-{2,}8<-{2,}.*$")
_CODE_SNIPPET = re.compile(r"^\s*<<<[ \t]+(?P<path>[@.~/\w][^\s{\[#]*[./][^\s{\[#]*)(?:[#{\[ \t].*)?$")
"""VitePress' code snippet import, ``<<< @/snippets/init.ansi``, whatever follows its path (``<<< ./a.js{2}``,
``#region{1,2 ts:line-numbers}``, `` [title]``): a code block of that file."""
_CODE_INCLUDE = re.compile(r"^\s*\{\*\s*(?P<path>[^\s*]+)[^{}]*?\*\}\s*$")
"""FastAPI's (and SQLModel's, Typer's) docs: ``{* ../../docs_src/app.py hl[1,13] *}``, the file's code shown as a
code block."""
PANDOC_SUFFIXES = (".qmd", ".rmd")
"""Pages Pandoc reads (Quarto's, R Markdown's), whose rules differ from CommonMark's here and there."""
_REFERENCE_WORDS = {
    "fig": {"en": "Figure", "es": "Figura", "fr": "Figure", "de": "Abbildung"},
    "tbl": {"en": "Table", "es": "Tabla", "fr": "Tableau", "de": "Tabelle"},
    "sec": {"en": "Section", "es": "Sección", "fr": "Section", "de": "Abschnitt"},
    "eq": {"en": "Equation", "es": "Ecuación", "fr": "Équation", "de": "Gleichung"},
    "lst": {"en": "Listing", "es": "Listado", "fr": "Listing", "de": "Listing"},
    "thm": {"en": "Theorem", "es": "Teorema", "fr": "Théorème", "de": "Satz"},
    "lem": {"en": "Lemma", "es": "Lema", "fr": "Lemme", "de": "Lemma"},
    "cor": {"en": "Corollary", "es": "Corolario", "fr": "Corollaire", "de": "Korollar"},
    "prp": {"en": "Proposition", "es": "Proposición", "fr": "Proposition", "de": "Proposition"},
    "cnj": {"en": "Conjecture", "es": "Conjetura", "fr": "Conjecture", "de": "Vermutung"},
    "def": {"en": "Definition", "es": "Definición", "fr": "Définition", "de": "Definition"},
    "exm": {"en": "Example", "es": "Ejemplo", "fr": "Exemple", "de": "Beispiel"},
    "exr": {"en": "Exercise", "es": "Ejercicio", "fr": "Exercice", "de": "Aufgabe"},
    "sol": {"en": "Solution", "es": "Solución", "fr": "Solution", "de": "Lösung"},
    "rem": {"en": "Remark", "es": "Observación", "fr": "Remarque", "de": "Bemerkung"},
    "alg": {"en": "Algorithm", "es": "Algoritmo", "fr": "Algorithme", "de": "Algorithmus"},
    "apx": {"en": "Appendix", "es": "Apéndice", "fr": "Annexe", "de": "Anhang"},
    "ch": {"en": "Chapter", "es": "Capítulo", "fr": "Chapitre", "de": "Kapitel"},
}
"""The word Quarto (and bookdown) shows before the number of what a cross-reference of a kind points to
(``@fig-plot``: "Figure 1"), in the page's language; a callout's (``@tip-example``: "Tip 1") is its box's title."""
_CALLOUT_REFERENCES = {"nte": "note", "tip": "tip", "wrn": "warning", "imp": "important", "cau": "caution"}
_PANDOC_KEY = r"@(?P<kind>[A-Za-z]+)-(?P<label>[\w:.-]*\w)"
_PANDOC_REFERENCE = re.compile(r"(?:(?P<bare>[ \t]*-)|(?<![\w@.\\-]))" + _PANDOC_KEY)
"""A Pandoc cross-reference, ``@fig-plot`` (``Figure -@fig-plot``: its number alone, after the author's own word), its
kind before the first hyphen."""
_BOOKDOWN_LABEL = re.compile(r"[ \t]*\(\\#(?:eq|fig|tab|thm|lem|cor|prp|cnj|def|exm|exr|hyp):[\w.-]+\)")
"""A bookdown label (``(\\#eq:mass)`` in an equation, ``(\\#tab:sizes)`` in a caption): the book shows a number, or
nothing, for it."""
_BOOKDOWN_REFERENCE = re.compile(r"(?P<before>(?:\b\w+\s+){0,2})\\@ref\((?:(?P<kind>[a-z]+):)?(?P<label>[\w.-]+)\)")
"""A bookdown cross-reference, ``\\@ref(fig:plot)`` (a section's ``\\@ref(intro)``), with the two words before it."""
_BOOKDOWN_KINDS = {"tab": "tbl", "prp": "thm", "cnj": "thm", "exm": "exm", "exr": "exr"}
"""bookdown's reference kinds spelt as Quarto's where they differ (``tab:`` is Quarto's ``tbl-``)."""
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$")
_HEADING_WITH_ID = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*\{#([\w.-]+)[^}]*\}\s*$")
"""A heading with its ``{#id}``: the title a reference to the id shows."""
_CITATION_KEY = re.compile(r"(?<![\w.])-?@([\w:.#$%&+?<>~/-]*\w)")
"""A citation's key in brackets (``@doe99``, ``-@doe99``: the year alone)."""
_PANDOC_CITATION = re.compile(r"(?P<space>[ \t]*)\[(?P<inside>[^\[\]\n]*?(?<![\w.])-?@\w[^\[\]\n]*)\](?![(\[])")
"""A Pandoc citation in brackets, ``[@knuth84]``, ``[see @doe99, p. 33; @roe]`` (no link's text: ``[@x](…)``)."""
_HEADING_ID = re.compile(r"^(\s{0,3}#{1,6}\s.*?)\s*(?:\[(?:#[A-Za-z][\w:.-]*|step)\]"
                         r"|(?:\s(?::id=\S+|:docsify-ignore(?:-all)?|\{docsify-ignore(?:-all)?\}))+)\s*$")
"""A heading's id as Nextra (and Fumadocs) write it after its text: ``## Installation [#installation]`` (an issue's
number, ``## Fixed [#123]``, is words of the heading); Docsify's ``## themeColor :id=themecolor`` and its
``:docsify-ignore`` and ``{docsify-ignore}`` (``-all``: the heading, or its page's, left out of the sidebar)."""
_DOCSIFY_CALLOUT = re.compile(r"^([ \t]*)([!?])> (?!\s*<)(?=\S)")
"""Docsify's paragraph marked important (``!> text``) or a tip (``?> text``): a box with no title of its own, in a
list's item too (indented as its text)."""
_MYST_LABEL = re.compile(r"^\s*\([^()\s]+\)=\s*$")
_TOC_ITEM = re.compile(r"^\s*(?:[*+-]|1\.)\s+TOC\s*$")
_TOC_ATTRIBUTE = re.compile(r"^\s*\{:\s*\.?toc\s*\}\s*$")
_TOC_MARKER = re.compile(r"^\s*(?:\[TOC\]|\[\[_TOC_\]\]|\[\[_TOSP_\]\]|\[\[toc\]\]|(?i:<!--\s*toc\s*-->))\s*$")
"""Python-Markdown's ``[TOC]``, mdbook-toc's ``<!-- toc -->``, Azure DevOps' and GitLab's wiki ``[[_TOC_]]`` (and
Azure's ``[[_TOSP_]]``, its sub-pages): a table of contents the site renders there."""
_CONFLICT_START = re.compile(r"^<{7}(?:\s.*)?$")
_CONFLICT_MIDDLE = re.compile(r"^={7}\s*$")
_CONFLICT_END = re.compile(r"^>{7}(?:\s.*)?$")
_GLUED_DEFINITION = re.compile(r"""^ {0,3}\[[^\]^][^\]]*\]:[ \t]*\S+(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$""")
"""A link reference definition on the line after a paragraph's: CommonMark reads it as the paragraph's text
(a definition cannot interrupt a paragraph there); Python-Markdown and kramdown take it for a definition."""
_INDENTED_DELIMITER_ROW = re.compile(r"^(?: {4}|\t)[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?\s*$")
"""A table's delimiter row indented to sit under its header's pipes (``                 --- | ---``): Python-Markdown
takes it, CommonMark makes it code or text."""
_NESTED_TITLE_DEFINITION = re.compile(r"^ {0,3}\[[^\[\]^][^\[\]]*\]:[ \t]*\S+[ \t]+\(.*\([^()\n]*\).*\)[ \t]*$")
"""A link reference definition whose title in brackets holds brackets, the comment Markdown writers hide so
(``[comment]: <> (Domain Names (URLs) are hosted …)``, ``[//]: # (…)``): Python-Markdown takes it for a
definition, not shown; CommonMark reads it as text."""
_SCRIPT_ADDRESS = re.compile(r"\]:[ \t]*(?:javascript|vbscript|data):", re.IGNORECASE)
"""A definition whose address runs a script (Material's ``[Demo]: javascript:alert$.next("Demo")``): CommonMark
takes none, and would read it as text."""
_RETYPE_TAB = re.compile(r"^(\s*)\+{3}[ \t]+(?!\{)(\S.*?)\s*$")
"""Retype's tab, ``+++ npm``; not MyST's block break with its metadata (``+++ {"slideshow": …}``)."""
_RETYPE_COMPONENT = re.compile(r"""\[!(?P<name>badge|button|card|ref|file|embed)"""
                               r"""(?P<rest>(?:\s+[\w-]+=(?:"[^"\n]*"|'[^'\n]*'|\S+))*|\s+[^\]\n=]*)\]"""
                               r"""(?:\((?P<address>[^)\n]*)\))?""")
"""Retype's inline components: ``[!badge text="Mac"]``, ``[!card title="…"](…)``, ``[!ref Title](…)``."""


def _retype_component(found: re.Match[str]) -> str:
    """The words a Retype component shows: its text or title, a reference's own words; a file or an embed none."""
    named = {match[1]: match[2] if match[2] is not None else match[3]
             for match in re.finditer(r"""([\w-]+)=(?:"([^"\n]*)"|'([^'\n]*)')""", found["rest"])}
    if found["name"] in ("file", "embed"):
        return ""
    return named.get("text") or named.get("title") or ("" if "=" in found["rest"] else found["rest"].strip())


def only_code(text: str) -> bool:
    """Whether ``text`` holds code blocks (fenced) and nothing else."""
    rest = re.sub(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?^[ \t]*\1[ \t]*$", "", text, flags=re.MULTILINE | re.DOTALL)
    return "```" in text or "~~~" in text if not rest.strip() else False


_DOCFX_EMBED = re.compile(r"^\s*(?:>\s*)?\[!(Video|code(?:-[\w+#.-]+)?)(?:\s+\S+\]|\[[^\]\n]*\]\([^)\n]*\)\])\s*$")
"""DocFX's ``[!Video https://…]`` and ``[!code-csharp[](Program.cs)]``: a player, a file's code."""
_DOCFX_TAB = re.compile(r"^(\s*)#{1,6}[ \t]+\[([^\]\n]+)\]\(#tab/[^)\s]+\)[ \t]*$")
"""DocFX's tab, written as a heading that links to ``#tab/…``: a tab's label, its group ended by ``---``."""
_SECTIONX = re.compile(r"""^\s*<!--\s*sec\b[^>]*?\bdata-title=(["'])(?P<title>.*?)\1[^>]*?ces\s*-->\s*$""")
"""GitBook's sectionx plugin: ``<!--sec data-title="Prompt: Windows" data-id="…" ces-->`` … ``<!--endsec-->``."""
_SECTIONX_END = re.compile(r"^\s*<!--\s*endsec\s*-->\s*$")
_MDC_BLOCK = re.compile(r"^(\s*)(:{2,})(?P<kind>[a-z][\w-]*)(?P<props>\{[^{}]*\})?\s*$")
"""Nuxt Content's block component, opened by two colons or more (``::note{to="…"}``, ``:::code-preview``)."""
_MDC_CLOSE = re.compile(r"^(\s*)(:{2,})\s*$")
_MDC_SLOT = re.compile(r"^\s*#[a-z][\w-]*\s*$")
_MDC_INLINE = re.compile(r"(?<![\w:]):[a-z][\w-]*(?:\[(?P<text>[^\]\n]*)\](?:\{[^{}\n]*\})?|\{[^{}\n]*\})")
_CODE_GROUP = re.compile(r"""^\s*</?code-(?:group|block)\b(?:[^<>]*?\btitle\s*=\s*["'](?P<title>[^"']*)["'])?"""
                         r"""[^<>]*>\s*$""")
"""VuePress' tabs of code (``<code-group>``, ``<code-block title="YARN" active>``) on lines of their own."""
_RETYPE_CODE = re.compile(r"""^\s*:::\s*code\b[^\n]*?\bsource\s*=\s*(["'])([^"']+)\1[^\n]*?:::\s*$""")
"""A file's code shown in place: Retype's ``:::code source="…" :::``, Microsoft Learn's ``:::code language="csharp"
source="…":::``."""
_FRANKLIN_DEF = re.compile(r"^@def\s+[A-Za-z_]\w*\s*=")
"""A Franklin.jl page's variable, a line of its own: ``@def title = "Install"``."""
_FRANKLIN_COMMAND = re.compile(r"\\(?!(?:begin|end|frac|sqrt|mathrm|text)\b)[A-Za-z]+\{([^{}$]*)\}")
"""A Franklin.jl command around words (``\\note{…}``), shown as its words; not TeX's in a formula."""
_MDC_INLINE_LINE = re.compile(r"^\s*:[a-z][\w-]*(?:\[[^\]\n]*\])?\{[^{}\n]*=[^{}\n]*\}\s*$")
"""A line that is one inline component with props (``:read-more{to="/docs"}``): a Nuxt Content page too."""
_MDC_PROP = re.compile(r"""([\w-]+)=(?:"([^"]*)"|'([^']*)')""")


def quarto_profile(document: Path | None) -> str | None:
    """The Quarto project's active profile where it names one (``profile: {default: fr}`` in ``_quarto.yml``, else
    its first group's first), for the project ``document`` is in."""
    if document is None:
        return None
    for folder in document.resolve().parents:
        if (config := folder / "_quarto.yml").is_file():
            return _profile(config, config.stat().st_mtime_ns)
    return None


@functools.lru_cache(maxsize=8)
def _profile(config: Path, _mtime: int) -> str | None:
    try:
        settings = yaml.safe_load(config.read_text(encoding="utf-8", errors="replace")[:200_000])
    except (OSError, yaml.YAMLError):
        return None
    profile = settings.get("profile") if isinstance(settings, dict) else None
    if not isinstance(profile, dict):
        return None
    if isinstance(profile.get("default"), str):
        return str(profile["default"])
    groups = profile.get("group")
    first = groups[0] if isinstance(groups, list) and groups else None
    return str(first[0]) if isinstance(first, list) and first else str(first) if isinstance(first, str) else None


def _condition_met(value: str, language: str) -> bool:
    """Whether a Quarto condition's format or profile is the narrated page's: the HTML site's formats, or a profile
    named as the page's language ("fr"); another language's profile, or a print format, is not."""
    value = value.lower()
    if value in ("html", "html5", "revealjs", "dashboard", "website"):
        return True
    if re.fullmatch(r"[a-z]{2}(?:-[a-z]{2})?", value):
        return value.split("-")[0] == language.split("-")[0].lower()
    return value not in ("pdf", "latex", "docx", "epub", "typst", "odt", "pptx", "markdown", "gfm", "ipynb")


def _outside_fences(lines: list[str]) -> Iterator[str]:
    """The ``lines`` that are in no fenced code block."""
    fence = ""
    for line in lines:
        if fence:
            if (closing := _FENCE.match(line)) and closing[1][0] == fence[0] and len(closing[1]) >= len(fence):
                fence = ""
        elif (opening := _FENCE.match(line)) is not None:
            fence = opening[1]
        else:
            yield line


def _mdc_inline(found: re.Match[str]) -> str:
    """An inline component's words: its text (``:badge[v1]``), else the title or label it shows
    (``:read-more{title="Rendering modes"}``); an icon's, none."""
    if found["text"] is not None:
        return found["text"]
    props = _mdc_props(found[0])
    shown = props.get("title") or props.get("label") or props.get("text") or ""
    return shown if not shown or shown.endswith(TERMINAL) or found.end() < len(found.string.rstrip()) else shown + "."


def _mdc_props(props: str) -> dict[str, str]:
    """``{to="/docs" label="Preview"}``: the props given as strings."""
    return {found[1]: found[2] if found[2] is not None else found[3] for found in _MDC_PROP.finditer(props)}


_ATTRIBUTES_ONLY = re.compile(r"^\{[^{}]*\}\s*$")
"""A directive's attributes with no title (Starlight's ``:::tip{icon="heart"}``): not shown as words."""
_BLOCK_BREAK = re.compile(r"^\s*(?:\+{3}(?:\s*\{.*\})?|\^{3})\s*$")
"""MyST's block break (``+++``, shown as nothing) and a sphinx-design card's ``^^^`` (after its header) and
``+++`` (before its footer)."""
_FIELD = re.compile(r"^(\s*):([A-Za-z][\w]*(?: [\w.]+)?):[ \t]+(?=\S)")
"""A field of MyST's field list (``:class: A space-separated list…``): shown as its name, then its text."""
_JSX_INLINE = re.compile(r"^(\s*)<([A-Z][\w.]*)(\s[^<>]*)?>(.+)</\2>\s*$")
"""A component and its text on one line: MDX's ``<TabItem label="Apple">This is an apple</TabItem>``."""
_MARK = r"(?:<a\b[^<>]*>)?<sup\b[^<>]*>\s*(?:\d{1,3}|[*†‡])\s*</sup>(?:</a>)?"
_FOOTNOTE_MARK = re.compile(
    rf"(?:(?<=[^\W\d_]{{3}})|(?<=[^\W\d_]{{3}}[»«\"”’)])){_MARK}"  # after a word ("mc<sup>2</sup>" is a power)
    rf"|(?<=\w[,;:!?]){_MARK}|(?<=[^\W\d_]\.){_MARK}"  # after a word's comma or stop ("RC11,<sup>1</sup> IMM"):
    # no power there; a number's stop is a decimal one ("$5.<sup>99</sup>")
    rf"|^\s*{_MARK}\s?"  # opening the note's own line
    r"|(?<=[^\W\d_]{2})\s?<sup\b[^<>]*>\s*\[\d{1,3}\]\(#[^()\s]*\)\s*</sup>")  # "hardware<sup>[2](#2)</sup>"
"""A footnote's mark raised in HTML after a word or its comma ("Minor<sup>1</sup>", "RC11,<sup>1</sup>",
"hardware<sup>[2](#2)</sup>") or opening the note it marks ("<sup>1</sup> Contao verwendet"): the page shows a
small number no reader reads aloud."""
_CRITIC = re.compile(
    r"\{\+\+(?P<inserted>.*?)\+\+\}|\{--(?P<deleted>.*?)--\}|\{~~(?P<old>.*?)~>(?P<new>.*?)~~\}"
    r"|\{==(?P<marked>.*?)==\}|[ \t]*\{>>(?P<comment>.*?)<<\}"
)
"""CriticMarkup (pymdownx.critic): suggested changes and comments."""
_REPLACED = re.compile(r"<del\b[^<>]*>([^<>]*)</del>(?=\s*<ins\b)", re.IGNORECASE)
"""Deleted text right before inserted text: what the inserted text replaces."""
_ROLE = re.compile(r"([ \t]*)\{([\w:-]+)\}(`+)(.+?)\3")
_NOT_READ_ROLES = frozenset({
    "cite", "cite:p", "cite:t", "cite:ps", "cite:ts", "cite:alp", "cite:empty", "footcite", "footcite:p",
    "footcite:t", "ref", "numref", "eq", "download", "label",
})
"""Roles a page shows as a number or a link made elsewhere (a citation, a cross-reference):
what they hold is a key, not text; one with a text of its own (``{ref}`the text <key>```) is read."""
_CODE_REFERENCE = re.compile(r"\[(`[^`\n]+`)\]\[[^\[\]\n^]*\]")
"""A reference link whose text is code (mkdocs-autorefs' ``[`check_action`][textual.dom.DOMNode.check_action]``,
``[`Path`][]``): the page shows the code, linked or not, which CommonMark leaves in brackets when no definition
names the label."""
_ICON_ROLE = re.compile(r"^(?:octicon|fa[srb]?|fa-\w+|material-[\w-]+|icon|iconify|bi|ph|mdi)$")
"""Roles that draw an icon (sphinx-design's ``{octicon}`rocket;1em```, Font Awesome's, Material's)."""
_MENTION = re.compile(r"""\[[^\[\]\n]*\]\(<?([^()\s<>]+)>?[ \t]+"mention"\)""")
"""GitBook's mention of a page or a heading: ``[playing-notes.md](../reference/playing-notes.md "mention")``."""
_MYST_TARGET = re.compile(r"^\s*\([\w:.-]+\)=\s*$")
_EMPTY_LINK = re.compile(r"(?<![!\\\]])\[\]\(<?([^()\s<>]+)>?\)")
"""A link without text, ``[](#key)``: MyST lets Sphinx write its text."""
_CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)")


@dataclass
class Resolved:
    """Markdown with the sites' syntax resolved, line for line, and what it found."""

    text: str
    skipped: list[Skipped] = field(default_factory=list)
    lead_ins: dict[int, int] = field(default_factory=dict)
    """The line of each title read as a lead-in, and the last line of the box it heads."""
    boxes: list[tuple[int, int]] = field(default_factory=list)
    """The first and last line of each box (admonition, tab, directive, JSX component)."""


def resolve(text: str, language: str = "en", hidden: frozenset[str] = frozenset(), suffix: str = ".md") -> Resolved:
    """``text`` (Markdown, front matter and template tags already out) with the sites' syntax resolved;
    ``language`` is the page's, for the titles a site shows that the page does not write; ``hidden``: classes whose
    HTML elements, opened and closed on lines of their own around Markdown, are not read; ``suffix``: the page's,
    for its parser's own rules (an ``.mdx`` page's components' children are indented as its author likes, MDX
    having no indented code; Pandoc, a ``.qmd`` or ``.Rmd`` page's, closes a fence indented less than it opened)."""
    resolver = _Resolver(text.split("\n"), language, hidden, suffix.lower())
    resolver.run()
    return Resolved("\n".join(resolver.lines), resolver.skipped, resolver.lead_ins, resolver.boxes)


STEP_WORDS = {"en": "Step", "es": "Paso", "fr": "Étape", "de": "Schritt"}
"""What a numbered step is called (Mintlify's ``<Steps>`` show each ``<Step title>`` after its number)."""


def with_bookdown_references(text: str, language: str = "en") -> str:
    """A bookdown page's ``text`` with its labels and cross-references as its book shows them: a label
    (``(\\#eq:mass)`` in an equation, ``(\\#fig:plot)`` in a caption) is no text; a reference
    (``\\@ref(fig:plot)``), whose number is unknown here, is "the figure" (its kind's word after an article,
    "Figure \\@ref(…)" as "the figure"), and a section's (``\\@ref(intro)``) is the section's title where a heading of
    the page has that ``{#id}``, or that Pandoc identifier."""
    if "\\@ref(" not in text and "(\\#" not in text:
        return text
    lines = text.split("\n")
    titles = {}
    for line in lines:
        if (heading := _HEADING.match(line)) is not None:
            explicit = _HEADING_WITH_ID.match(line)
            title = explicit[1].strip() if explicit else heading[1].strip()
            titles[explicit[2] if explicit else _pandoc_identifier(title)] = title

    def referred(found: re.Match[str]) -> str:
        kind = _BOOKDOWN_KINDS.get(found["kind"] or "sec", found["kind"] or "sec")
        before = found["before"] or ""
        if found["kind"] is None and found["label"] in titles:
            return f"{before}{titles[found['label']]}"
        words = _REFERENCE_WORDS.get(kind)
        word = (words.get(language.split("-")[0], words["en"]) if words else "reference").lower()
        named = re.fullmatch(rf"(.*?)(\b(?:the|this|that)\s+)?\b{re.escape(word)}s?\s+", before,
                             re.IGNORECASE | re.DOTALL)
        lead = named[1] if named else before
        said = (found.string[:found.start()] + lead).rstrip()
        article = named[2] if named and named[2] else ("The " if not said or said.endswith((".", "!", "?", ":"))
                                                       else "the ")
        return f"{lead}{article}{word}"

    for index, line in enumerate(lines):
        if "(\\#" in line:
            line = lines[index] = _BOOKDOWN_LABEL.sub("", line)
        if "\\@ref(" in line:
            lines[index] = _BOOKDOWN_REFERENCE.sub(referred, line)
    return "\n".join(lines)


def _pandoc_identifier(title: str) -> str:
    """The identifier Pandoc gives a heading without one: lower case, punctuation but ``_-.`` out, spaces as
    hyphens."""
    return re.sub(r"\s+", "-", re.sub(r"[^\w\s.-]", "", title.lower()).strip())


def _step_word(language: str) -> str:
    return STEP_WORDS.get(language.split("-")[0], STEP_WORDS["en"])


class _Resolver:
    def __init__(self, lines: list[str], language: str = "en", hidden: frozenset[str] = frozenset(),
                 suffix: str = ".md") -> None:
        self.lines = lines
        self.mdx = suffix == ".mdx"
        self.source = "\n".join(lines) if self.mdx else ""
        """An MDX page's text as written: the ``const``s its expressions name."""
        self.pandoc = suffix in PANDOC_SUFFIXES
        self.language = language
        self.hidden = hidden
        self.skipped: list[Skipped] = []
        self.lead_ins: dict[int, int] = {}
        self.boxes: list[tuple[int, int]] = []
        self.open: list[tuple[str, int, int]] = []
        """Boxes closed by a line of their own (``:::``, ``///``, ``</Tabs>``): kind, first line, marker."""
        self.exercises, self.labels = number_boxes(_exercise_openings(lines), language)
        self.tab_values: dict[int, dict[str, str]] = {}
        """The labels each ``<Tabs values={…}>`` gives its tabs' values, by its first line."""
        self.steps: dict[int, int] = {}
        """How many ``<Step>``s each open ``<Steps>`` has had, by its first line (Mintlify numbers them)."""
        self.myst = not self.pandoc and any(_MYST_TARGET.match(line) or line.lstrip().startswith(("```{", ":::{"))
                                            for line in lines)
        """Whether the page is written in MyST: a label's target line (``(intro)=``) or a directive's fence."""
        self.leanpub = in_site_with(DOCUMENT.get(), "Book.txt", depth=3)
        """Whether the page is a Leanpub book's (a ``Book.txt`` beside it or above): its boxes and attributes."""
        self.asides: dict[int, str] = {}
        """The letter of each line of a Leanpub box (``W>``), by its index."""
        self.tab_items: dict[int, list[str]] = {}
        """The labels each ``<Tabs items={[…]}>`` gives its tabs in turn, by its first line (the ones left)."""

    def run(self) -> None:
        self._mdx_comments()
        if any(_FRANKLIN_DEF.match(line) for line in self.lines[:40]):
            self._franklin()
        if any(((block := _MDC_BLOCK.match(line)) and len(block[2]) == 2) or _MDC_INLINE_LINE.match(line)
               for line in _outside_fences(self.lines)):
            self._mdc()  # a component opened by two colons: a Nuxt Content page
        for index, line in enumerate(self.lines):  # a definition that is an admonition (":   !!! note")
            if _DEFINED_BOX.match(line):
                self.lines[index] = " " + line[1:]
        index = 0
        while index < len(self.lines):
            index = self._line(index) + 1
        for _, first, _ in self.open:  # never closed: they run to the end
            self.boxes.append((first, len(self.lines)))
            if self.lead_ins.get(first) == -1:
                self.lead_ins[first] = len(self.lines)

    # ------------------------------------------------------------ one line

    def _line(self, index: int) -> int:
        """Resolve the line at ``index``; the index of the last line dealt with."""
        line = self.lines[index]
        if line.startswith("[block:") and (block := _README_BLOCK.match(line)) is not None:
            return self._readme_block(index, block[1])
        if line.lstrip().startswith("[") and (tag := _BRACKET_TAG.match(line)) is not None \
                and (ends := self._bracket_close(index, tag[1])) is not None:
            return self._bracket_pair(index, ends, tag)
        if "[[" in line and (box := _ZMARKDOWN_BOX.match(line)) is not None:
            return self._zmarkdown_box(index, box[1])
        if line.startswith("Figure:") and index and _IMAGE_ALONE.match(self.lines[index - 1]):
            self.lines[index - 1] = ""  # the picture's caption is what the page shows under it: its alt text is not
            self.lines[index] = line.split(":", 1)[1].strip()
            return index
        if line.lstrip().startswith(("<code-", "</code-")) and (group := _CODE_GROUP.match(line)) is not None:
            self.lines[index] = ""  # VuePress' <code-group> of <code-block title="YARN">: code blocks, each its label
            if group["title"]:
                self.skipped.append(Skipped(index + 1, f"tab label {group['title']!r} (its code is left out)",
                                            len(group["title"].split())))
            return index
        if (embedded := _RETYPE_CODE.match(line)) is not None:  # Retype's :::code source="…" :::, a file's code
            self.skipped.append(Skipped(index + 1, f"code block from {embedded[2]}", 0))
            self.lines[index] = ""
            return index
        if (learn := _LEARN_DIRECTIVE.match(line)) is not None:  # Microsoft Learn's ":::row:::", ":::image …:::"
            alt = _ALT_TEXT.search(learn[2] or "")
            self.lines[index] = learn[1] + html.unescape(alt[1]) if alt and alt[1].strip() else ""
            return index
        if (option := _LIA_OPTION.match(line)) is not None:  # LiaScript's quiz option: its text, not its answer
            self.lines[index] = f"{option[1]}- {line[option.end():]}"
            return index
        if (raw := _MYST_RAW.match(line)) is not None:
            return self._raw(index, raw[2], raw[3].lower())
        directive = _MYST_DIRECTIVE.match(line)
        if directive and (directive[3] in EXERCISES or directive[3] in GATE_ENDS):
            return self._exercise(index, directive)
        if directive and directive[3] in _MYST_PROSE:
            return self._myst_directive(index, directive)
        if directive and directive[3] == _EVAL_RST:
            return self._eval_rst(index, directive[2])
        if directive and directive[3] == "toctree":
            return self._toctree(index, directive[2])
        fence = _FENCE.match(line)
        if fence:
            return self._fence(index, fence)
        if "<" in line and _VUE_SHORTHAND.search(line):
            line = self.lines[index] = _with_vue_shorthands_named(line)
        if self.mdx and "{" in line and _JSX_STRING.search(line):  # <strong>{"<loop.index>"}</strong>: its text
            line = self.lines[index] = _JSX_STRING.sub(
                lambda found: found[0] if inside_code_span(line, found.start())
                else html.escape(found[1] if found[1] is not None else found[2], quote=False), line)
        if self.mdx and "{" in line and _JSX_NAME.search(line) and not _IMPORT.match(line) \
                and not _EXPORT.match(line):  # {DESKTOP_RELEASE.version}: its value, else left out
            line = self.lines[index] = _JSX_NAME.sub(
                lambda found: found[0] if inside_code_span(line, found.start()) else self._named_value(found, index),
                line)
        if (tab := _RETYPE_TAB.match(line)) is not None:  # Retype's "+++ npm" … "+++": a tab and its label
            return self._retype_tab(index, tab)
        if "[!" in line:  # Retype's [!badge text="Mac"], [!card title="…"](…), [!ref Title](…): the words shown
            line = self.lines[index] = _RETYPE_COMPONENT.sub(_retype_component, line)
        if (docfx := _DOCFX_EMBED.match(line)) is not None:  # DocFX's video and code embeds: shown, not read
            self.skipped.append(Skipped(index + 1, "video" if docfx[1].lower() == "video" else "code block", 0))
            self.lines[index] = ""
            return index
        if (tab := _DOCFX_TAB.match(line)) is not None:  # DocFX's "# [Linux](#tab/linux)": a tab's label, no heading
            ending = next((number for number in range(index + 1, len(self.lines))
                           if _DOCFX_TAB.match(self.lines[number]) or self.lines[number].strip() == "---"),
                          len(self.lines))
            if ending < len(self.lines) and self.lines[ending].strip() == "---":
                self.lines[ending] = ""  # the tabs' end, no rule shown
            self.lines[index] = tab[1] + lead_in(tab[2])
            self.lead_ins[index + 1] = ending
            return index
        if (panel := _SECTIONX.match(line)) is not None:  # GitBook's sectionx: a panel titled by its data-title
            ending = next((number for number in range(index + 1, len(self.lines))
                           if _SECTIONX_END.match(self.lines[number])), len(self.lines))
            return self._admonish(index, ending, html.unescape(panel["title"]))
        if _CONFLICT_START.match(line):
            return self._conflict(index)
        if (end := import_block(self.lines, index)) > index:  # imports, one a line or wrapped
            self.lines[index:end] = [""] * (end - index)
            return end - 1
        if _IMPORT.match(line) or _EXPORT.match(line):
            return self._module_line(index)
        indented = _INDENTED.match(line)
        if indented:
            self._indented(index, indented)
            return index
        if (autodoc := _AUTODOC.match(line)) and ("." in autodoc[1] or _autodoc_options(self.lines, index)):
            return self._autodoc(index, autodoc[1])
        if self.hidden and (element := _HTML_OPEN.match(line)) and self.hidden & set(element["classes"].split()):
            return self._hidden_element(index, element["tag"])
        if ("hidden" in line or "none" in line) and (element := _HIDDEN_ELEMENT.match(line)) is not None:
            return self._hidden_element(index, element[1], "not shown")  # <div class="hidden">, <div hidden>
        if (element := _VUE_ELSE.match(line)) is not None:  # Vue's <h1 v-else>: shown when the one before is not
            return self._hidden_element(index, element[1], f"shown instead of the element before it ({element[2]})")
        if division := _PANDOC_DIV.match(line):
            if not self._conditional_div(index, division):
                self._pandoc_div(index, division)
            return index
        if formula := _COLON_MATH.match(line):  # MyST's :::{math}: a formula, as its ```{math} directive
            last = next((number for number in range(index + 1, len(self.lines))
                         if self.lines[number].strip() == formula[2]), len(self.lines))
            self.lines[index] = f"{formula[1]}```{{math}} {formula[3]}".rstrip()
            if last < len(self.lines):
                self.lines[last] = f"{formula[1]}```"
            return last
        for opener, closer, kind in ((_COLON_OPEN, _COLON_CLOSE, ":"), (_SLASH_OPEN, _SLASH_CLOSE, "/")):
            closing = closer.match(line)
            if closing:
                self._close(index, kind + closing[closing.lastindex or 1])
                self.lines[index] = closing[1] if kind == "/" else ""  # a quote's marks: the quote goes on
                return index
            opening = opener.match(line)
            if opening:
                self._colon(index, opening) if kind == ":" else self._slash(index, opening)
                return index
        if _JSX_START.match(line) and (end := _jsx_tag_end(self.lines, index)) > index:
            line = self.lines[index] = " ".join(part.strip() for part in self.lines[index:end + 1])
            self.lines[index + 1:end + 1] = [""] * (end - index)  # a tag written over lines: one line
        if _JSX_START.match(line):
            line = self.lines[index] = _JSX_EXPRESSION.sub(
                lambda value: "={}" if re.search("[<>]", value[0]) else value[0], line)
        if self.mdx and _WRAPPER_OPEN.match(line):
            return self._wrapper(index)
        if (code := _JSX_OPEN.match(line)) and code[1] in _JSX_CODE:
            return self._jsx_code(index, code[1])
        closing = _JSX_CLOSE.match(line)
        if closing:
            self.lines[index] = ""
            self._close(index, "<" + closing[1])
            return index
        jsx = _JSX_OPEN.match(line)
        if jsx and not _JSX_SELF_CLOSING.match(line) and (why := _jsx_hidden(jsx[1], jsx[2] or "")):
            return self._hidden_element(index, jsx[1], why)
        if jsx and not _JSX_SELF_CLOSING.match(line) and jsx[1] in _JSX_SHOWN_TEXT:
            return self._shown_text(index, jsx[1], jsx[2] or "")
        if jsx and not _JSX_SELF_CLOSING.match(line):
            if self.mdx:
                self._children_dedented(index, jsx[1])
            label = _label(jsx[2] or "", jsx[1])
            if jsx[1] in _VALUE_LABELLED and label is not None and not _JSX_LABEL.search(jsx[2] or ""):
                label = self._tab_label(label) or label
            if label is None and jsx[1] in _ITEM_LABELLED:
                label = self._tab_item()
            if jsx[1] == "Step" and label and self.open and self.open[-1][0] == "<Steps":
                number = self.steps[self.open[-1][1]] = self.steps.get(self.open[-1][1], 0) + 1
                title = (label[1] or label[2] or "").strip()
                self.lines[index] = lead_in(f"{_step_word(self.language)} {number}. {title}")
                self.open.append(("<Step", index + 1, 0))
                self.lead_ins[index + 1] = -1
                return index
            if jsx[1] == "Tabs":
                self.tab_values[index + 1] = _tab_values(jsx[2] or "")
                self.tab_items[index + 1] = _tab_items(jsx[2] or "")
            self.lines[index] = lead_in(label[1] or label[2] or "") if label else _captioned(jsx[1], jsx[2] or "")
            self.open.append(("<" + jsx[1], index + 1, 0))
            if label and self.lines[index]:
                self.lead_ins[index + 1] = -1  # to the closing tag: set when it is found
            return index
        if (card := re.match(r"^\s*<([A-Z][\w.]*)", line)) and card[1] in _JSX_SHOWN_TEXT and \
                _JSX_SELF_CLOSING.match(line):
            self.lines[index] = _shown_text(card[1], line)
            return index
        if card and _JSX_TITLE_SHOWN.search(card[1]) and _JSX_SELF_CLOSING.match(line) and \
                (shown_text := _shown_text(card[1], line, _CARD_TEXT)):
            self.lines[index] = shown_text
            return index
        if _JSX_SELF_CLOSING.match(line):  # <Image img={x} alt="The connect button" />: its words, as an image's
            shown = _JSX_SHOWN.search(line)
            self.lines[index] = (shown[1] or shown[2]).strip() if shown else ""
            if not shown and (prop := _JSX_PROP_SHOWN.search(line)) and (said := _prop_shown(prop)):
                # <Swatch color="#071821" />: a component with no children shows its value (a guess, listed)
                self.lines[index] = said
                self.skipped.append(Skipped(index + 1, f"component {line.strip()[:60]}", len(said.split()), said))
            elif not shown:  # what it shows is made elsewhere (a partial not found, a widget): said so
                titles = " ".join(found[2] for found in _JSX_ENTRY_TITLE.finditer(line))
                self.skipped.append(Skipped(index + 1, f"component {line.strip()[:60]}", len(titles.split())))
            return index
        self._simple(index)
        return index

    def _bracket_close(self, index: int, name: str) -> int | None:
        """The line of ``[/name]`` that closes the tag opened at ``index``, if near enough."""
        end = min(len(self.lines), index + BRACKET_LINES)
        return next((at for at in range(index + 1, end) if self.lines[at].strip() == f"[/{name}]"), None)

    def _bracket_pair(self, index: int, closing: int, tag: re.Match[str]) -> int:
        """A shortcode written in square brackets on lines of its own (Grav's shortcode-core, WordPress):
        ``[prism]`` code, reported; ``[version=15]`` text for a version the page shows only when it is the newest
        of those beside it; any other a wrapper whose Markdown is read (``[div class="table-keycol"]``), after
        its ``title`` (``[ui-tab title="Linux"]``)."""
        name, attributes = tag[1], tag[2] or ""
        if name in BRACKET_CODE:
            self.lines[index:closing + 1] = [""] * (closing - index + 1)
            self.skipped.append(Skipped(index + 1, "code block", 0))
            return closing
        if name == "version" and _version_number(self.lines[index]) is not None:
            self._newest_version(index, closing)
            return index
        title = re.search(r"""\btitle\s*=\s*(?:"([^"]*)"|'([^']*)')""", attributes)
        self.lines[index] = lead_in(title[1] or title[2] or "") if title else ""
        self.lines[closing] = ""
        return index

    def _newest_version(self, index: int, closing: int) -> None:
        """Of the ``[version=…]`` blocks that follow each other from ``index`` (blank lines between), the newest
        read without its tags, the others left out and reported."""
        blocks = [(index, closing)]
        at = closing + 1
        while at < len(self.lines):
            if not self.lines[at].strip():
                at += 1
                continue
            if _version_number(self.lines[at]) is None or (ends := self._bracket_close(at, "version")) is None:
                break
            blocks.append((at, ends))
            at = ends + 1
        newest = max(blocks, key=lambda block: _version_number(self.lines[block[0]]) or 0.0)
        for opening, ending in blocks:
            if (opening, ending) == newest:
                self.lines[opening] = self.lines[ending] = ""
                continue
            number = _version_number(self.lines[opening])
            self.skipped.append(Skipped(opening + 1, f"text for version {number:g}, not the newest beside it", 0))
            self.lines[opening:ending + 1] = [""] * (ending - opening + 1)

    def _zmarkdown_box(self, index: int, quote: str) -> int:
        """Zeste de Savoir's ``[[information]]`` box: its lines, each written after ``| ``, are its Markdown; the
        box shows an icon of its kind, no title."""
        self.lines[index] = quote.rstrip()
        last = index
        while last + 1 < len(self.lines) and self.lines[last + 1].startswith(f"{quote}|"):
            last += 1
            self.lines[last] = quote + self.lines[last][len(quote) + 1:].removeprefix(" ")
        return index

    def _readme_block(self, index: int, kind: str) -> int:
        """ReadMe's ``[block:kind]`` … ``[/block]``: the JSON between them as the page shows it (a heading, a
        callout's title and text, a table, a picture's caption), in the lines it takes; code reported."""
        closing = next((at for at in range(index + 1, len(self.lines)) if self.lines[at].strip() == "[/block]"), None)
        if closing is None:
            return index
        try:
            data = json.loads("\n".join(self.lines[index + 1:closing]))
        except ValueError:
            data = None
        said = _readme_said(kind, data) if isinstance(data, dict) else None
        slots = closing - index + 1
        self.lines[index:closing + 1] = [""] * slots
        if said is None:
            self.skipped.append(Skipped(index + 1, "code block" if kind == "code" else f"ReadMe block {kind}", 0))
            return closing
        if len(said) > slots:  # more lines than the block took: the rest joined to the last one's paragraph
            said = [*said[:slots - 1], " ".join(line.lstrip("> ") for line in said[slots - 1:])]
        self.lines[index:index + len(said)] = said
        return closing

    def _simple(self, index: int) -> None:
        line = self.lines[index]
        number = index + 1
        alert = _ALERT.match(line)
        if heading_id := _HEADING_ID.match(line):  # "## Installation [#installation]": Nextra's id, not shown
            self.lines[index] = heading_id[1]
        elif alert:  # "> [!NOTE]": the quote, after the label the page shows (its own title, written after the mark)
            label = alert[3].strip() or box_label(alert[2], self.language)
            self.lines[index] = alert[1] + (lead_in(label) if label else "")
        elif callout := _DOCSIFY_CALLOUT.match(line):  # Docsify's "!> text": its box, read as a quote is
            self.lines[index] = callout[1] + "> " + line[callout.end():]
        elif self.leanpub and (aside := _MARKUA_ASIDE.match(line)):  # Leanpub's "W> text": a box, its kind's label
            first = self.asides.get(index - 1) != aside[1]
            self.asides[index] = aside[1]
            label = box_label(_MARKUA_KINDS[aside[1]], self.language) if first and aside[1] in _MARKUA_KINDS else ""
            self.lines[index] = "> " + (lead_in(label) + " " if label and aside[2].strip() else "") + aside[2]
        elif (margin := _MARGIN_NOTE.match(line)) is not None:  # sphinx-book-theme's "[^mn]: {-} …": a margin note
            self.lines[index] = margin[1] + line[margin.end():]
        elif (rule := _SPEC_RULE.match(line)) is not None:  # the Rust Reference's r[items.fn.intro]: a margin's link
            self.lines[index] = ""
            self.skipped.append(Skipped(number, f"rule name {rule[1]} (in the margin)", 1))
        elif self.leanpub and (attributes := _MARKUA_ATTRIBUTES.match(line)) is not None:  # Markua's {type: table}
            caption = re.search(r"""\b(?:caption|title)\s*:\s*(?:"([^"]*)"|'([^']*)'|([^,}]+))""", attributes[0])
            self.lines[index] = (caption[1] or caption[2] or caption[3] or "").strip() if caption else ""
        elif (definition := _DEFINITION.match(line)) and self._defines(index):
            self.lines[index] = definition[1] + definition[2]
        elif _INDENTED_DELIMITER_ROW.match(line) and index and "|" in self.lines[index - 1] \
                and not self.lines[index - 1].startswith(("    ", "\t")):
            self.lines[index] = line.lstrip()  # Python-Markdown's table, its delimiter row aligned under the pipes
        elif _ABBREVIATION.match(line):  # shown nowhere (a tooltip's text): nothing left out, nothing reported
            self.lines[index] = ""
        elif _SNIPPET.match(line):
            self.lines[index] = ""
            self.skipped.append(Skipped(number, f"snippet include {line.strip()}", 0))
        elif code_include := _CODE_INCLUDE.match(line) or _CODE_SNIPPET.match(line):
            self.lines[index] = ""
            self.skipped.append(Skipped(number, f"code block from {code_include['path']}", 0))
        elif _MYST_LABEL.match(line):
            self.lines[index] = ""
        elif _TOC_MARKER.match(line) or _TOC_ATTRIBUTE.match(line):
            self.lines[index] = ""
            if _TOC_MARKER.match(line) or not (index and _TOC_ITEM.match(self.lines[index - 1] or "")):
                self.skipped.append(Skipped(number, "table of contents", 0))
            else:
                self.lines[index - 1] = ""
                self.skipped.append(Skipped(number - 1, "table of contents", 0))
        elif _GLUED_DEFINITION.match(line) and index and (_glued(self.lines[index - 1], line)
                                                          or _SCRIPT_ADDRESS.search(line)):
            self.lines[index] = ""  # a link's definition CommonMark reads as text: no text of the page
        elif _NESTED_TITLE_DEFINITION.match(line):
            self.lines[index] = ""
        elif _BLOCK_BREAK.match(line) or line.strip() == "\\":  # MyST's block break, a sphinx-design card's header
            self.lines[index] = ""  # and footer rules; GitBook's empty line kept (a hard break alone): no text
        elif (field := _FIELD.match(line)) and not _is_shortcode(field[2]):
            self.lines[index] = f"{field[1]}- {field[2]}: {line[field.end():]}"  # MyST's field list: each its own
        elif (tab := _JSX_INLINE.match(line)) and (label := _label(tab[3] or "", tab[2])):
            self.lines[index] = f"{tab[1]}- {lead_in(label[1] or label[2])} {tab[4].strip()}"  # a tab on one line
        else:
            if self.pandoc and "@" in line:  # Quarto's and R Markdown's cross-references and citations
                line = self.lines[index] = self._pandoc_references(line, index)
            if "}`" in line:
                line = self.lines[index] = _ROLE.sub(  # never from inside code: `accessible={true}` is JSX as code
                    lambda found: found[0] if inside_code_span(line, found.start(2)) else self._role(found, index),
                    line)
            if "[](" in line and (sphinx_root(DOCUMENT.get()) is not None or self.myst):  # MyST: a link whose
                # text Sphinx or MyST-MD gives
                line = self.lines[index] = _EMPTY_LINK.sub(
                    lambda link: link[0] if inside_code_span(line, link.start()) else _empty_link(link), line)
            if "`][" in line:  # mkdocs-autorefs' [`check_action`][textual.dom.DOMNode.check_action]: its code
                line = self.lines[index] = _CODE_REFERENCE.sub(
                    lambda link: link[0] if inside_code_span(line, link.start()) else link[1], line)
            if '"mention")' in line:  # GitBook: a link the page shows as the title of what it points to
                line = self.lines[index] = _MENTION.sub(
                    lambda link: link[0] if inside_code_span(line, link.start()) else mention_title(link[1]), line)
            if "{" in line and _CRITIC.search(line):
                line = self.lines[index] = _CRITIC.sub(lambda found: self._critic(found, line, number), line)
            if "<del" in line and _REPLACED.search(line):
                line = self.lines[index] = _REPLACED.sub(lambda found: self._replaced(found, line, number), line)
            if "<sup" in line and _FOOTNOTE_MARK.search(line):  # "Minor<sup>1</sup>": a note's mark, raised
                self.lines[index] = _FOOTNOTE_MARK.sub(lambda found: self._mark(found, line, number), line)

    def _defines(self, index: int) -> bool:
        """Whether the ``: definition`` line at ``index`` follows its term (a short line, then "Term:") or the
        term's other definitions, as PHP Markdown Extra's, pymdownx's and mdBook's definition lists write them."""
        before = index - 1
        while before >= 0 and (_DEFINITION.match(self.lines[before]) or self.lines[before][:1].isspace()) \
                and self.lines[before].strip() and not self.lines[before].rstrip().endswith(":"):
            before -= 1
        if before < 0 or not self.lines[before].strip():
            return False
        term = self.lines[before].strip()
        if term.endswith(":"):  # already read as its term
            return True
        if len(term.split()) > DEFINITION_TERM_WORDS or _DEFINITION.match(term) \
                or _LIST_ITEM.match(term) or _HEADING_LINE.match(term) or term.startswith((">", "|", "<")):
            return False
        self.lines[before] = self.lines[before][:len(self.lines[before]) - len(self.lines[before].lstrip())] \
            + lead_in(term)
        return True

    def _role(self, found: re.Match[str], index: int) -> str:
        """A role as the page shows it; a reference to one of its exercises as the exercise's number or title; a
        citation, which the page shows as a number or an author and year from its bibliography, reported."""
        if found[2].startswith(("cite", "footcite")):
            self.skipped.append(Skipped(index + 1, f"citation {found[4].strip()} (its bibliography is not read)", 0))
        shown = role(found[2], found[4], self.labels) if self.labels else None
        return _role(found) if shown is None else found[1] + shown

    def _pandoc_references(self, line: str, index: int) -> str:
        """A Pandoc page's line as it shows its references: a citation in brackets (``[@knuth84]``), which the
        page shows from its bibliography, left out (with the space before it) and reported, as MyST's ``{cite}`` is;
        a cross-reference (``@tbl-prefixes``) as its kind's word ("Table"), the number being unknown here (as
        ``{numref}``'s "Figure %s" is "Figure")."""
        def cited(found: re.Match[str]) -> str:
            keys = [key.partition("-") for key in _CITATION_KEY.findall(found["inside"])]
            if inside_code_span(line, found.start("inside")):
                return found[0]
            if all(label and self._reference_word(kind) for kind, _, label in keys):  # [@fig-a; @fig-b]: references
                if re.search(rf"\b{re.escape(self._reference_word(keys[0][0]))}s?$", line[:found.start()], re.I):
                    return ""  # "Figures [@fig-a; @fig-b]": the author's own word said, the numbers unknown
                return found["space"] + " and ".join(part.strip() for part in found["inside"].split(";"))
            self.skipped.append(Skipped(index + 1, f"citation {found[0].strip()} (its bibliography is not read)", 0))
            return ""

        def referred(found: re.Match[str]) -> str:
            word = self._reference_word(found["kind"])
            if inside_code_span(line, found.start()) or not word:
                return found[0]
            if found["bare"] or re.search(rf"\b{re.escape(word)}s?\s$", line[:found.start()], re.IGNORECASE):
                return ""  # "-@fig-a", "see section @sec-data": the author's own word said, the number unknown
            return word

        line = _PANDOC_CITATION.sub(cited, line) if "[" in line else line
        return _PANDOC_REFERENCE.sub(referred, line)

    def _reference_word(self, kind: str) -> str:
        """The word a cross-reference of ``kind`` shows before its number ("Table"); nothing where ``kind`` is no
        kind of reference (``@doe99`` is a citation)."""
        kind = kind.lower()
        if kind in _CALLOUT_REFERENCES:
            return box_label(_CALLOUT_REFERENCES[kind], self.language)
        words = _REFERENCE_WORDS.get(kind)
        return words.get(self.language.split("-")[0], words["en"]) if words else ""

    def _tab_label(self, value: re.Match[str]) -> re.Match[str] | None:
        """The label the innermost open ``<Tabs values={[{label: 'Android', value: 'kotlin'}]}>`` gives a tab
        whose ``value`` is ``value`` (Docusaurus' older tabs), as a match of its own."""
        tabs = next((first for kind, first, _ in reversed(self.open) if kind == "<Tabs"), None)
        shown = self.tab_values.get(tabs, {}).get(value[1] or value[2] or "") if tabs is not None else None
        return _JSX_LABEL.search(f'label="{shown}"') if shown and '"' not in shown else None

    def _tab_item(self) -> re.Match[str] | None:
        """The next label the innermost open ``<Tabs items={['npm', 'pnpm']}>`` gives its tabs (Nextra's
        ``<Tabs.Tab>``, without a label of their own), as a match of its own."""
        tabs = next((first for kind, first, _ in reversed(self.open) if kind == "<Tabs"), None)
        items = self.tab_items.get(tabs, []) if tabs is not None else []
        shown = items.pop(0) if items else None
        return _JSX_LABEL.search(f'label="{shown}"') if shown and '"' not in shown else None

    def _children_dedented(self, index: int, name: str, closing: int | None = None) -> None:
        """An MDX component's children, opened at ``index``, moved left by the indentation they share beyond
        the tag's: MDX reads them as Markdown wherever they are indented (it has no indented code), so the
        ``<Callout>``'s indented sentence is a paragraph and its indented fence a fence; ``closing``: the line of
        its closing tag, when known."""
        depth, last = 0, min(len(self.lines), index + JSX_CHILDREN_LINES) if closing is None else index + 1
        for number in range(index + 1, last):
            line = self.lines[number]
            if (opened := _JSX_OPEN.match(line)) and opened[1] == name and not _JSX_SELF_CLOSING.match(line):
                depth += 1
            elif (closed := _JSX_CLOSE.match(line)) and closed[1] == name:
                if depth == 0:
                    closing = number
                    break
                depth -= 1
        if closing is None:
            return
        children = [line.expandtabs(4) for line in self.lines[index + 1:closing]]
        indents = [len(line) - len(line.lstrip()) for line in children if line.strip()]
        own = len(self.lines[index].expandtabs(4)) - len(self.lines[index].expandtabs(4).lstrip())
        shift = min(indents, default=0) - own
        if shift > 0:
            self.lines[index + 1:closing] = [line[shift:] if line.strip() else "" for line in children]

    def _mark(self, found: re.Match[str], line: str, number: int) -> str:
        if inside_code_span(line, found.start()):
            return found[0]
        self.skipped.append(Skipped(number, f"footnote mark {found[0].strip()[:40]}", 0))
        return ""

    def _replaced(self, found: re.Match[str], line: str, number: int) -> str:
        """``<del>one</del><ins>a single</ins>``: a replacement, read as its new text (the old one reported)."""
        if inside_code_span(line, found.start()):
            return found[0]
        self.skipped.append(Skipped(number, f"text replaced by a suggested change: {found[1]}", len(found[1].split())))
        return ""

    def _critic(self, found: re.Match[str], line: str, number: int) -> str:
        """CriticMarkup as its page shows it, read once: an insertion, a deletion (struck through) and a
        highlight as their text, a substitution as its new text (the old one reported), a comment not (reported,
        with the space before it)."""
        if inside_code_span(line, found.start()):
            return found[0]
        if found["comment"] is not None:
            self.skipped.append(Skipped(number, f"a reviewer's comment: {found['comment']}",
                                        len(found["comment"].split())))
            return ""
        if found["new"] is not None:
            self.skipped.append(Skipped(number, f"text replaced by a suggested change: {found['old']}",
                                        len(found["old"].split())))
            return found["new"]
        return next(text for text in (found["inserted"], found["deleted"], found["marked"]) if text is not None)

    # ------------------------------------------------------------ code and MyST directives

    def _autodoc(self, index: int, name: str) -> int:
        """mkdocstrings' ``::: package.module.Object`` and the options indented under it: the object's API
        reference, rendered from its code (left out, reported)."""
        end = index + 1
        while end < len(self.lines) and (not self.lines[end].strip() or self.lines[end].startswith((" ", "\t"))):
            end += 1
        while end > index + 1 and not self.lines[end - 1].strip():
            end -= 1
        self.lines[index:end] = [""] * (end - index)
        self.skipped.append(Skipped(index + 1, f"API reference of {name} (mkdocstrings)", 0))
        return end - 1

    def _jsx_code(self, index: int, name: str) -> int:
        """``<CodeBlock language="bash">`` … ``</CodeBlock>``: a code block, as a fence would write it."""
        closing = next((n for n in range(index + 1, len(self.lines))
                        if (end := _JSX_CLOSE.match(self.lines[n])) is not None and end[1] == name), len(self.lines))
        body = self.lines[index + 1:closing]
        longest = max((len(run) for line in body for run in re.findall("`+", line)), default=0)
        fence = "`" * max(3, longest + 1)
        self.lines[index] = fence
        if closing < len(self.lines):
            self.lines[closing] = fence
        return closing

    def _fence(self, index: int, fence: re.Match[str]) -> int:
        marker, info = fence[1], fence[2].strip()
        closing = self._closing_fence(index, marker)
        if any(kind.startswith(":") for kind, _, _ in self.open):  # inside a ::: box (VitePress' code-group)
            closing = self._closed_in_box(index, marker, closing)
        if info == _MDX_CODE_BLOCK:  # Docusaurus: MDX the page shows, written so that old parsers pass it
            self.lines[index] = ""
            if closing < len(self.lines):
                self.lines[closing] = ""
            return index
        if self.pandoc and closing < len(self.lines):  # Pandoc: the fence's closing line, however it is indented
            self._closing_indented(index, closing)
        if self.pandoc and _KNITR_BLOCK.match(info):  # knitr's block: a box of Markdown, read as the page shows it
            self.lines[index] = ""
            if closing < len(self.lines):
                self.lines[closing] = ""
            self.boxes.append((index + 1, closing))
            return index
        if (admonish := _ADMONISH.match(info)) and (title := _admonish_title(admonish, self.language)) is not None:
            return self._admonish(index, closing, title)
        if (box := _TUTORIAL_BOX.fullmatch(info)) is not None:  # javascript.info's ```smart header="…"```: a box
            return self._admonish(index, closing, html.unescape(box[2] or ""))
        return closing

    def _closed_in_box(self, index: int, marker: str, closing: int) -> int:
        """A fence in a box opened by colons, which markdown-it's container (VitePress, Docusaurus) ends where the
        box ends: opened with more backticks than any line before that closes it (```` ````bash [pnpm] ```` then
        ```` ``` ````), it is closed by the first shorter one, as the page shows it, not by the rest of the page."""
        end = next((number for number in range(index + 1, len(self.lines))
                    if re.fullmatch(r"\s*:{3,}\s*", self.lines[number])), len(self.lines))
        if closing < end or len(marker) <= 3:
            return closing  # no shorter fence closes one of three: the box's colons inside it are its code's
        closer = re.compile(rf"\s*{re.escape(marker[0])}{{3,{len(marker) - 1}}}\s*")
        shorter = next((number for number in range(index + 1, end) if closer.fullmatch(self.lines[number])), None)
        if shorter is None:
            return closing
        self.lines[index] = self.lines[index].replace(marker, self.lines[shorter].strip(), 1)
        return shorter

    def _raw(self, index: int, marker: str, output: str) -> int:
        """MyST's ``{raw} html`` (with backticks or colons): HTML the page shows, read as HTML; ``{raw} latex`` and
        any other output's: not on the page (reported)."""
        if marker[0] == ":":
            closing = next((number for number in range(index + 1, len(self.lines))
                            if self.lines[number].strip() == marker), len(self.lines))
        else:
            closing = self._closing_fence(index, marker)
        last = min(closing, len(self.lines) - 1)
        if output == "html":
            self.lines[index] = ""
            if closing < len(self.lines):
                self.lines[closing] = ""
            return index
        words = sum(len(line.split()) for line in self.lines[index + 1:closing])
        self.skipped.append(Skipped(index + 1, f"{output or 'raw'} output, not shown on the page", words))
        self.lines[index:last + 1] = [""] * (last + 1 - index)
        return last

    def _closing_indented(self, index: int, closing: int) -> None:
        """A fence closed by a line indented less than its opening (utilitR's `` ```` indented one space in a
        list item whose fence is indented two): Pandoc closes the code block there, where CommonMark would end
        the list item and open a fence on the rest of the page; the closing line is indented as the opening."""
        opening, line = self.lines[index].expandtabs(4), self.lines[closing].expandtabs(4)
        indent = len(opening) - len(opening.lstrip())
        if len(line) - len(line.lstrip()) < indent:
            self.lines[closing] = " " * indent + line.lstrip()

    def _admonish(self, index: int, closing: int, title: str) -> int:
        """mdbook-admonish's ```` ```admonish warning title="Data loss" ```` … ```` ``` ````: a box, its
        Markdown read after its title."""
        indent = self.lines[index][:len(self.lines[index]) - len(self.lines[index].lstrip())]
        self.lines[index] = indent + lead_in(title) if title.strip() else ""
        if title.strip():
            self.lead_ins[index + 1] = closing
        if closing < len(self.lines):
            self.lines[closing] = ""
        self.boxes.append((index + 1, closing))
        return index

    def _closing_fence(self, index: int, marker: str) -> int:
        """The line closing the fence opened at ``index`` with ``marker`` (else past the end)."""
        for number in range(index + 1, len(self.lines)):
            stripped = self.lines[number].strip()
            if stripped.startswith(marker) and not stripped.strip(marker[0]):
                return number
        return len(self.lines)

    def _myst_directive(self, index: int, directive: re.Match[str]) -> int:
        indent, marker, name, argument = directive[1], directive[2], directive[3], directive[4]
        closing = self._closing_fence(index, marker)
        if closing < len(self.lines):
            self.lines[closing] = ""
        if name in VERSION_NOTES and argument:
            argument = f"{VERSION_NOTES[name]} {argument.split()[0]}"
            if not any(line.strip() and not _OPTION.match(line) for line in self.lines[index + 1:closing]):
                self.lines[index] = indent + argument + "."  # no text: the page shows the note's title alone
                self.boxes.append((index + 1, closing))
                self._options(index + 1, closing)
                return index
        if (name in _MYST_TITLED or name in VERSION_NOTES) and argument:
            self.lines[index] = indent + lead_in(argument)
            self.lead_ins[index + 1] = closing
        elif not argument and (label := box_label(name, self.language)):  # "{warning}": the page shows "Warning"
            self.lines[index] = indent + lead_in(label)
            self.lead_ins[index + 1] = closing
        else:
            self.lines[index] = "" if name in _MYST_NOT_READ_ARGUMENT else indent + argument
        self.boxes.append((index + 1, closing))
        if name == "image":  # a picture: its alt text, as Markdown's ![alt](…)
            alt = next((option[1] for line in self.lines[index + 1:closing]
                        if (option := re.match(r"^\s*:alt:\s*(.+?)\s*$", line))), "")
            self.lines[index] = indent + alt
        self._options(index + 1, closing)
        return index

    def _eval_rst(self, index: int, marker: str) -> int:
        """MyST's ```` ```{eval-rst} ```` fence: reStructuredText the page renders. Its paragraphs are read as
        Markdown's; a directive of prose (``.. tab:: One``, ``.. note::``) as MyST's, its body after its title;
        any other directive (``.. code-block::``) is code; a comment is not read."""
        closing = self._closing_fence(index, marker)
        self.lines[index] = ""
        if closing < len(self.lines):
            self.lines[closing] = ""
        number = index + 1
        while number < closing:
            number = self._rst_line(number, closing)
        return min(closing, len(self.lines) - 1)

    def _rst_line(self, index: int, end: int) -> int:
        """The reStructuredText line at ``index`` of an ``{eval-rst}`` block ending at ``end`` resolved; the
        next line to resolve."""
        directive = _RST_DIRECTIVE.match(self.lines[index])
        if directive is None:
            if _RST_COMMENT.match(self.lines[index]):
                self.lines[index] = ""
            return index + 1
        indent, name, argument = directive[1], directive[2], directive[3]
        width = len(indent.expandtabs(4))
        last = index + 1
        while last < end and (not self.lines[last].strip()
                              or len(self.lines[last].expandtabs(4)) - len(self.lines[last].expandtabs(4).lstrip())
                              > width):
            last += 1
        while last > index + 1 and not self.lines[last - 1].strip():
            last -= 1
        self._options(index + 1, last)
        body = [line.expandtabs(4) for line in self.lines[index + 1:last]]
        depth = min((len(line) - len(line.lstrip()) for line in body if line.strip()), default=0)
        code = name not in _MYST_PROSE
        self.lines[index + 1:last] = [(" " * 4 if code and line.strip() else "") + line[depth:] for line in body]
        label = argument if name in _MYST_TITLED else box_label(name, self.language)
        self.lines[index] = "" if code or not label.strip() else indent + lead_in(label)
        if not code:
            self.boxes.append((index + 1, last))
            if label.strip():
                self.lead_ins[index + 1] = last
        return last if code else index + 1

    def _exercise(self, index: int, directive: re.Match[str]) -> int:
        """sphinx-exercise's ``{exercise}`` and ``{solution}``: a box, read after the title the page shows
        ("Exercise 1 (Title)", "Solution to Exercise 1"); a hidden one not at all; the gated forms' ``-end``
        nothing."""
        closing = self._closing_fence(index, directive[2])
        box = self.exercises.get(index)
        if box is None or box.hidden:
            last = box.end if box is not None and box.end is not None else closing
            self.lines[index:last + 1] = [""] * (min(last, len(self.lines) - 1) + 1 - index)
            return min(last, len(self.lines) - 1)
        if closing < len(self.lines):
            self.lines[closing] = ""
        self.lines[index] = directive[1] + lead_in(box.title)
        self.lead_ins[index + 1] = box.end + 1 if box.end is not None else closing
        self.boxes.append((index + 1, box.end + 1 if box.end is not None else closing))
        self._options(index + 1, closing)
        return index

    def _toctree(self, index: int, marker: str) -> int:
        """Sphinx's ``{toctree}``: the list of the pages under this one (their titles, linked), not read; reported
        unless ``:hidden:`` (it shows nothing where it is written)."""
        closing = self._closing_fence(index, marker)
        body = self.lines[index + 1:closing]
        if not any(re.match(r"\s*:hidden:", line) for line in body):
            pages = sum(1 for line in body if line.strip() and not _OPTION.match(line))
            self.skipped.append(Skipped(index + 1, f"table of contents (toctree of {pages} pages)", 0))
        self.lines[index:closing + 1] = [""] * (min(closing, len(self.lines) - 1) + 1 - index)
        return min(closing, len(self.lines) - 1)

    def _options(self, start: int, end: int) -> None:
        """A directive's options, as YAML between ``---`` lines or as ``:name: value`` fields: not read."""
        body = start
        if body < end and self.lines[body].strip() == "---":
            closing = next((n for n in range(body + 1, end) if self.lines[n].strip() == "---"), None)
            if closing is not None:
                for number in range(body, closing + 1):
                    self.lines[number] = ""
                return
        while body < end and _OPTION.match(self.lines[body]):
            self.lines[body] = ""
            body += 1

    # ------------------------------------------------------------ boxes closed by a line

    def _colon(self, index: int, opening: re.Match[str]) -> None:
        indent, braced, kind = opening[1], opening[3], opening[4]
        title = opening[5] if opening[5] is not None else _ATTRIBUTES_ONLY.sub("", opening[6] or "")
        if braced and (box := self.exercises.get(index)) is not None:  # ":::{exercise}": its title, as the page's
            title, kind = box.title, "admonition"
        if braced and kind in VERSION_NOTES and title.strip():
            title = f"{VERSION_NOTES[kind]} {title.split()[0]}"
        if braced and kind in ("include", "literalinclude") and title.strip():  # one not read where it is
            self.skipped.append(Skipped(index + 1, f"{kind} of {title.strip()[:60]}", 0))
        if braced and kind not in _MYST_TITLED and not (kind in VERSION_NOTES and title.strip()):
            # its argument is its first paragraph ("{important} Objective"): a lead-in, not run into the next line;
            # without one, the kind's title the page shows ("{note}": Note)
            label = "" if title.strip() else box_label(kind, self.language)
            self.lines[index] = "" if kind in _MYST_NOT_READ_ARGUMENT or not (title.strip() or label) else \
                indent + lead_in(title or label)
            if label:
                self.lead_ins[index + 1] = -1
        else:
            if not title.strip() and not self._opens_with_heading(index):  # ":::warning": the page shows "Warning"
                title = box_label(kind, self.language)
            self.lines[index] = indent + lead_in(title) if title.strip() else ""
            if title.strip():
                self.lead_ins[index + 1] = -1
        self.open.append((":" + opening[2], index + 1, index))
        if braced:
            self._options(index + 1, len(self.lines))
        self._rebased(index, len(indent.expandtabs(4)), opening[2])

    def _conditional_div(self, index: int, division: re.Match[str]) -> bool:
        """Quarto's ``::: {.content-visible when-profile="en"}`` … ``:::``: no box, its content the page's where it
        is shown (the HTML site; a profile named by a language code, where it is the page's language), not read
        where it is not (reported); whether the div was one."""
        attributes = division["attributes"]
        visible = re.search(r"\.content-visible\b", attributes) is not None
        if not visible and re.search(r"\.content-hidden\b", attributes) is None:
            return False
        conditions = [(found[1], found[2], found[3]) for found in re.finditer(
            r"""(when|unless)-(format|profile)=["']?([\w-]+)""", attributes)]
        profile = quarto_profile(DOCUMENT.get())
        met = all((value == profile if what == "profile" and profile else _condition_met(value, self.language))
                  == (kind == "when") for kind, what, value in conditions)
        shown = met if visible else not met  # ".content-hidden" alone: hidden everywhere
        depth, closing = 0, len(self.lines)
        for number in range(index + 1, len(self.lines)):
            line = self.lines[number]
            if _PANDOC_DIV.match(line) or (_COLON_OPEN.match(line) and not _COLON_CLOSE.match(line)):
                depth += 1
            elif _COLON_CLOSE.match(line):
                if depth == 0:
                    closing = number
                    break
                depth -= 1
        if not shown:
            words = sum(len(line.split()) for line in self.lines[index + 1:closing])
            what = "content the page hides" if not visible and not conditions \
                else "content for another format or profile"
            self.skipped.append(Skipped(index + 1, what, words))
            self.lines[index:closing] = [""] * (closing - index)
        self.lines[index] = ""
        if closing < len(self.lines):
            self.lines[closing] = ""
        return True

    def _pandoc_div(self, index: int, division: re.Match[str]) -> None:
        """Pandoc's ``::: {.callout-tip title="Tip"}`` … ``:::``: a box, its ``title`` read as a lead-in; its
        classes, identifier and other attributes are not shown."""
        indent, colons = division[1], division[2]
        title = next((found[3] or found[4] or found[5] or "" for found in _PANDOC_ATTRIBUTE.finditer(
            division["attributes"]) if not found[1] and found[2] == "title"), "")
        callout = re.search(r"\.callout-([\w-]+)", division["attributes"])
        if not title and callout and not self._opens_with_heading(index):  # Quarto's callout-note: "Note"
            title = box_label(callout[1], self.language)
        self.lines[index] = indent + lead_in(title) if title.strip() else ""
        if title.strip():
            self.lead_ins[index + 1] = -1
        self.open.append((":" + colons, index + 1, index))
        self._rebased(index, len(indent.expandtabs(4)), colons)

    def _wrapper(self, index: int) -> int:
        """An MDX page's ``<div>`` (``<section>``) opened and closed on lines of their own: its children are
        Markdown, as MDX reads them (Mintlify's ``<div id="before-you-begin">`` around ``## Avant de commencer``
        is that heading; Nextra's ``<div className="…">`` around a paragraph, its text without the stars of its
        bold); the tags are not read. The opening's line, else ``index`` when it is closed on no line of its own."""
        tag = _WRAPPER_OPEN.match(self.lines[index])
        depth = 0
        for number in range(index + 1, min(len(self.lines), index + JSX_CHILDREN_LINES)):
            line = self.lines[number]
            if (opened := _WRAPPER_OPEN.match(line)) and tag and opened[1] == tag[1]:
                depth += 1
            elif (closed := _WRAPPER_CLOSE.match(line)) and tag and closed[1] == tag[1]:
                if depth == 0:
                    self._children_dedented(index, tag[1], number)
                    self.lines[index] = self.lines[number] = ""
                    return index
                depth -= 1
        return index

    def _shown_text(self, index: int, name: str, attributes: str) -> int:
        """A component showing its attributes' text, not its children (``<Prompt description="…">`` … the
        prompt … ``</Prompt>``): the text read, the children reported; the closing line."""
        closing = next((number for number in range(index + 1, len(self.lines))
                        if (end := _JSX_CLOSE.match(self.lines[number])) and end[1] == name), len(self.lines) - 1)
        words = sum(len(self.lines[number].split()) for number in range(index + 1, closing))
        self.lines[index] = _shown_text(name, attributes)
        self.lines[index + 1:closing + 1] = [""] * (closing - index)
        if words:
            self.skipped.append(Skipped(index + 2, f"{name}'s content (copied, not shown)", words))
        return closing

    def _hidden_element(self, index: int, tag: str, why: str = "a hidden class") -> int:
        """An element of a hidden class (or a component the page does not show), from its opening line to the
        line that closes it: not read, reported."""
        depth, end = 0, len(self.lines) - 1
        for number in range(index, len(self.lines)):
            line = self.lines[number]
            depth += len(re.findall(rf"<{tag}\b", line)) - len(re.findall(rf"</{tag}\s*>", line))
            if depth <= 0:
                end = number
                break
        words = sum(len(_TAG.sub(" ", self.lines[number]).split()) for number in range(index, end + 1))
        self.skipped.append(Skipped(index + 1, f"{self.lines[index].strip()[:60]} ({why})", words))
        self.lines[index:end + 1] = [""] * (end + 1 - index)
        return end

    def _opens_with_heading(self, index: int) -> bool:
        """Whether the box opened at ``index`` starts with a heading, its title."""
        first = next((line for line in self.lines[index + 1:] if line.strip()), "")
        return _HEADING_LINE.match(first) is not None

    def _rebased(self, index: int, indent: int, colons: str) -> None:
        """A ``:::`` box indented more than its container's content (a list item's, else the page's), its
        lines up to its end moved left by as much: its content is its own document (remark's directives
        take the opening's indentation off), so a list in it is a list, not code or a paragraph's text."""
        shift = indent - self._container(index, indent)
        if shift <= 0:
            return
        depth = 0
        for number in range(index, len(self.lines)):
            line = self.lines[number].expandtabs(4)
            opening, closing = _COLON_OPEN.match(line), _COLON_CLOSE.match(line)
            depth += number > index and opening is not None and opening[2] == colons
            self.lines[number] = line[min(shift, len(line) - len(line.lstrip())):]
            if closing is not None and closing[1] == colons:
                if depth == 0:
                    return
                depth -= 1

    def _container(self, index: int, indent: int) -> int:
        """The column where the content of the list item holding line ``index`` (indented ``indent``)
        starts; 0 outside any."""
        for number in range(index - 1, -1, -1):
            line = self.lines[number].expandtabs(4)
            item = _LIST_ITEM.match(line)
            if item is not None and len(item[0]) <= indent:
                return len(item[0])
            if (empty := _EMPTY_ITEM.match(line)) is not None and len(empty[0]) < indent:
                return len(empty[0]) + 1
            if line.strip() and not line[0].isspace() and item is None:
                return 0
        return 0

    def _slash(self, index: int, opening: re.Match[str]) -> None:
        indent, slashes, kind, title = opening[1], opening[2], opening[3], (opening[4] or "").strip()
        title = title or kind.capitalize()  # pymdownx's title, as Python-Markdown's, translated in no language
        read = title and kind not in ("html", "define")
        self.lines[index] = indent + lead_in(title) if read else indent.rstrip()
        if read:
            self.lead_ins[index + 1] = -1
        self.open.append(("/" + slashes, index + 1, index))
        body = index + 1  # options (type: warning), indented under the opening line
        while body < len(self.lines) and _BLOCK_OPTION.match(self.lines[body]):
            self.lines[body] = ""
            body += 1

    def _close(self, index: int, kind: str) -> None:
        """Close the box a line like this closes, and any left open inside it.

        ``:::`` closes the innermost box opened with as many colons, else the innermost one
        opened with colons; ``///`` the innermost box opened with as many slashes; ``</Tabs>`` the innermost
        ``<Tabs>``.
        """
        self.lines[index] = ""
        kinds = [open_kind for open_kind, _, _ in self.open]
        position = next((p for p in range(len(kinds) - 1, -1, -1) if kinds[p] == kind), None)
        if position is None and kind.startswith(":"):
            position = next((p for p in range(len(kinds) - 1, -1, -1) if kinds[p].startswith(":")), None)
        if position is None:
            return
        for _, first, _ in self.open[position:]:
            self.boxes.append((first, index + 1))
            if self.lead_ins.get(first) == -1:
                self.lead_ins[first] = index + 1
        del self.open[position:]

    # ------------------------------------------------------------ indented boxes

    def _indented(self, index: int, opening: re.Match[str]) -> None:
        """``!!! note "Title"``, ``??? note``, ``=== "Tab"``: the body indented under it is de-indented, to
        where its container's content starts (a list item's, else the page's), as its own document."""
        indent = " " * self._container(index, len(opening["indent"].expandtabs(4)))
        title = opening["title"] if opening["label"] is None else opening["label"]
        if opening["label"] is None and title is None and opening["kind"]:  # "!!! warning": the page shows "Warning",
            title = opening["kind"].capitalize()  # Python-Markdown's title, in every language (it translates none)
        depth = len(opening["indent"].expandtabs(4)) + 4
        last = index
        for number in range(index + 1, len(self.lines)):
            line = self.lines[number].expandtabs(4)
            if not line.strip():
                continue
            if len(line) - len(line.lstrip()) < depth:
                break
            self.lines[number] = line[:len(indent)] + line[depth:]
            last = number
        self.lines[index] = indent + lead_in(title) if title and title.strip() else ""
        if title and title.strip():
            self.lead_ins[index + 1] = last + 1
        self.boxes.append((index + 1, last + 1))

    # ------------------------------------------------------------ MDX and Git

    def _named_value(self, found: re.Match[str], index: int) -> str:
        """An MDX expression naming a value (``{DESKTOP_RELEASE.version}``) as the page shows it: the text or
        number a ``const`` of the page gives it, or one it imports from a file of the site (see :func:`_imported`);
        else nothing, reported."""
        name, *keys = found[2].split(".")
        value = _constant(self.source, name)
        if value is None:
            value = _imported(self.source, name, DOCUMENT.get())
        for key in keys:
            value = value.get(key) if isinstance(value, dict) else None
        if isinstance(value, Code) and _JS_NUMBER.fullmatch(value.text.strip()):
            value = value.text.strip()
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            said = html.escape(str(value), quote=False)
            return f"{found['open'] or ''}{said}{found['close'] or ''}"
        self.skipped.append(Skipped(index + 1, f"expression {{{found[2]}}} (its value is not in the page)", 0))
        wrapped = found["open"] is not None and found["close"] is not None
        return "" if wrapped else f"{found['open'] or ''}{found['close'] or ''}"

    def _module_line(self, index: int) -> int:
        """An MDX ``import`` or ``export``: not read, with the lines an ``export`` goes on over."""
        depth = 0
        number = index
        while number < len(self.lines):
            line = self.lines[number]
            depth += sum(line.count(c) for c in "({[") - sum(line.count(c) for c in ")}]")
            self.lines[number] = ""
            if depth <= 0 and not re.search(r"(?:=|=>|\+|,|:|\?)\s*$", line):  # "export const description =": its
                break  # value on the next line
            number += 1
        return min(number, len(self.lines) - 1)

    def _retype_tab(self, index: int, tab: re.Match[str]) -> int:
        """Retype's ``+++ npm`` tab, to the next ``+++``: its label leads into its text; a tab of code alone is
        reported with its code (its label with it)."""
        ending = next((number for number in range(index + 1, len(self.lines))
                       if self.lines[number].strip().startswith("+++")), len(self.lines))
        if ending < len(self.lines) and self.lines[ending].strip() == "+++":
            self.lines[ending] = ""  # the last tab's end
        if only_code("\n".join(self.lines[index + 1:ending])):
            self.skipped.append(Skipped(index + 1, f"tab label {tab[2].strip()!r} of code", len(tab[2].split())))
            self.lines[index] = ""
            return index
        self.lines[index] = tab[1] + lead_in(tab[2])
        self.lead_ins[index + 1] = ending
        return index

    def _franklin(self) -> None:
        """Franklin.jl's page: its variables (``@def title = "…"``) are not shown, ``\\toc`` is the table of
        contents the site builds (reported), and a command's argument (``\\note{…}``) is what it shows."""
        fence = ""
        for index, line in enumerate(self.lines):
            if fence:
                fence = "" if line.strip().startswith(fence) else fence
                continue
            if (opening := _FENCE.match(line)) is not None:
                fence = opening[1]
                continue
            if _FRANKLIN_DEF.match(line):
                self.skipped.append(Skipped(index + 1, f"page variable {line.strip()[:60]}", 0))
                self.lines[index] = ""
            elif line.strip() == "\\toc":
                self.skipped.append(Skipped(index + 1, "table of contents (\\toc)", 0))
                self.lines[index] = ""
            elif "\\" in line and "`" not in line:
                self.lines[index] = _FRANKLIN_COMMAND.sub(lambda found: found[1], line)

    def _mdc(self) -> None:
        """Nuxt Content's MDC: ``::note{to="…"}`` … ``::`` is a box as ``:::note`` is (its components nested with
        more colons), its props (``{…}``, or YAML between ``---`` lines under it) not shown but a ``title``, its
        slots' names (``#description``) not shown; ``:badge[v1]{…}`` shows its text, ``:icon{…}`` nothing. A
        preview's label (``label="Preview"``) leads into what it shows."""
        fence = ""
        for index, line in enumerate(self.lines):
            if fence:
                if (closing := _FENCE.match(line)) and closing[1][0] == fence[0] and len(closing[1]) >= len(fence) \
                        and not closing[2].strip():
                    fence = ""
                continue
            if (opening := _FENCE.match(line)) is not None:
                fence = opening[1]
                continue
            if (block := _MDC_BLOCK.match(line)) is not None:
                props = _mdc_props(block["props"] or "")
                props |= self._mdc_yaml(index + 1)
                title = props.get("title") or props.get("label") or ""
                kind = "mdc-callout" if block["kind"] == "callout" else block["kind"]  # Docus' callout: no title
                self.lines[index] = f"{block[1]}:{block[2]}{kind}" + (f"[{title}]" if title else "")
                if props.get("description") and index + 1 < len(self.lines) and not self.lines[index + 1].strip():
                    self.lines[index + 1] = block[1] + props["description"]  # a card's line under its title
            elif (closing := _MDC_CLOSE.match(line)) is not None:
                self.lines[index] = f"{closing[1]}:{closing[2]}"
            elif _MDC_SLOT.match(line):
                self.lines[index] = ""
            elif ":" in line:
                self.lines[index] = _MDC_INLINE.sub(_mdc_inline, line)

    def _mdc_yaml(self, start: int) -> dict[str, str]:
        """A component's props written as YAML between ``---`` lines right under it: taken out, its strings kept."""
        if start >= len(self.lines) or self.lines[start].strip() != "---":
            return {}
        end = next((at for at in range(start + 1, min(len(self.lines), start + 40)) if self.lines[at].strip() == "---"),
                   None)
        if end is None:
            return {}
        try:
            props = yaml.safe_load("\n".join(line.strip() for line in self.lines[start + 1:end]))
        except yaml.YAMLError:
            props = None
        self.lines[start:end + 1] = [""] * (end + 1 - start)
        return {str(key): str(value) for key, value in props.items()} if isinstance(props, dict) else {}

    def _mdx_comments(self) -> None:
        """``{/* comments */}`` (which react.dev uses as heading ids): not read, reported.

        Each opening ``{/*`` is paired with the first ``*/}`` after it within :data:`COMMENT_CHARS`;
        one without is text. In a code span a comment is shown as written.
        """
        text = "\n".join(self.lines)
        if "{/*" not in text:
            return
        closes = [found.start() for found in re.finditer(re.escape("*/}"), text)]
        pieces, kept = [], 0
        number, counted = 1, 0  # the line of the offset counted up to
        for opening in re.finditer(re.escape("{/*"), text):
            if opening.start() < kept:
                continue
            at = bisect.bisect_left(closes, opening.end())
            if at == len(closes) or closes[at] - opening.start() > COMMENT_CHARS:
                continue
            end = closes[at] + 3
            start_of_line = text.rfind("\n", 0, opening.start()) + 1
            end_of_line = text.find("\n", opening.start())
            line = text[start_of_line:end_of_line if end_of_line >= 0 else len(text)]
            if inside_code_span(line, opening.start() - start_of_line):
                continue
            number += text.count("\n", counted, opening.start())
            counted = opening.start()
            self.skipped.append(Skipped(number, "MDX comment", len(text[opening.end():end - 3].split())))
            pieces += [text[kept:opening.start()], "\n" * text.count("\n", opening.start(), end)]
            kept = end
        pieces.append(text[kept:])
        self.lines[:] = "".join(pieces).split("\n")

    def _conflict(self, index: int) -> int:
        """Git conflict markers: the side before ``=======`` is read, the other one left out."""
        middle = next((n for n in range(index + 1, len(self.lines)) if _CONFLICT_MIDDLE.match(self.lines[n])), None)
        end = next((n for n in range(middle + 1, len(self.lines)) if _CONFLICT_END.match(self.lines[n])), None) \
            if middle is not None else None
        if middle is None or end is None:
            self.lines[index] = ""
            self.skipped.append(Skipped(index + 1, "Git conflict marker", 0))
            return index
        words = sum(len(self.lines[n].split()) for n in range(middle + 1, end))
        self.skipped.append(Skipped(middle + 1, "the other side of a Git conflict (after =======)", words))
        for number in (index, *range(middle, end + 1)):
            self.lines[number] = ""
        return index


_ADMONISH = re.compile(
    r"^admonish(?:$|[ \t,]+(?P<kind>[A-Za-z][\w-]*(?![\w-]*[ \t]*=))?[ \t,]*"
    r"""(?:(?P<quoted>"(?:[^"\\]|\\.)*"|'[^']*')|(?P<options>.*)))$""")
"""mdbook-admonish's info string: ``admonish``, its kind (``note`` unless written), then its title in quotes
(``admonish warning "Title"``) or its options as TOML pairs (``collapsible=true, title='A title'``)."""
_ADMONISH_TITLE = re.compile(r"""(?:^|[\s,{])title[ \t]*=[ \t]*("(?:[^"\\]|\\.)*"|'[^']*')""")
_TOML_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


def _admonish_title(info: re.Match[str], language: str) -> str | None:
    """The title an mdbook-admonish box shows: the one written (``title=""`` shows none), else its kind's;
    ``None`` for a title TOML cannot read (the page shows an error, and the block as code)."""
    kind = info["kind"] or "note"
    found = info["quoted"] or (written[1] if (written := _ADMONISH_TITLE.search(info["options"] or "")) else None)
    if found is None:
        return box_label(kind, language) or kind[0].upper() + kind[1:]
    if found.startswith("'"):
        return found[1:-1]
    text, escapes = found[1:-1], re.findall(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)", found[1:-1])
    if any(len(escape) == 1 and escape not in _TOML_ESCAPES for escape in escapes):
        return None
    return re.sub(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)",
                  lambda e: _TOML_ESCAPES.get(e[1]) or chr(int(e[1][1:], 16)), text)


_TAB_VALUE = re.compile(r"""\{\s*label\s*:\s*(['"`])(?P<label>.*?)\1\s*,\s*value\s*:\s*(['"`])(?P<value>.*?)\3"""
                        r"""|\{\s*value\s*:\s*(['"`])(?P<value2>.*?)\5\s*,\s*label\s*:\s*(['"`])(?P<label2>.*?)\7""")


def _tab_values(attributes: str) -> dict[str, str]:
    """The labels of the tabs' values in Docusaurus' ``values={[{label: 'Android', value: 'kotlin'}, …]}``."""
    return {found["value"] if found["value"] is not None else found["value2"]:
            found["label"] if found["label"] is not None else found["label2"]
            for found in _TAB_VALUE.finditer(attributes)}


def _tab_items(attributes: str) -> list[str]:
    """The labels in Nextra's ``items={['Import CSS from `katex` package', 'Load CSS from CDN']}``."""
    found = re.search(r"\bitems\s*=\s*\{\s*\[(.*)\]\s*\}", attributes)
    return [next(part for part in item.groups() if part is not None)
            for item in re.finditer(r"'([^']*)'|\"([^\"]*)\"|`([^`]*)`", found[1])] if found else []


def _exercise_openings(lines: list[str], start: int = 0, end: int | None = None) -> list[Opened]:
    """sphinx-exercise's directives in the page's order, outside code: a fence holds what is before its closing
    fence, code unless it is a prose directive, whose body is looked into."""
    found: list[Opened] = []
    end = len(lines) if end is None else end
    index = start
    while index < end:
        directive = _MYST_DIRECTIVE.match(lines[index])
        fence = _FENCE.match(lines[index])
        if (colon := _COLON_OPEN.match(lines[index])) and colon[3] and colon[4] in EXERCISES:
            found.append(Opened(index, colon[4], (colon[5] or colon[6] or "").strip(), options(lines, index + 1)))
        elif fence:
            closing = next((n for n in range(index + 1, end) if (stripped := lines[n].strip()).startswith(fence[1])
                            and not stripped.strip(fence[1][0])), end)
            name = directive[3] if directive else ""
            if name in EXERCISES or name in GATE_ENDS:
                found.append(Opened(index, name, directive[4] if directive else "", options(lines, index + 1)))
            if name in EXERCISES or name in _MYST_PROSE:
                found += _exercise_openings(lines, index + 1, closing)
            index = closing
        index += 1
    return found


def _label(attributes: str, name: str = "") -> re.Match[str] | None:
    """A component's label or title, which the page shows before its content (Docusaurus' ``<TabItem>`` without
    a ``label`` shows its ``value``); a link's ``title`` (a component with an ``href``, VitePress'
    ``<ScrimbaLink href=… title=…>``) is a tooltip, shown by no page."""
    label = _JSX_LABEL.search(attributes) or (_JSX_VALUE.search(attributes) if name in _VALUE_LABELLED else None)
    if label is not None and re.search(r"\bhref\s*=", attributes) and label[0].lstrip().startswith("title") \
            and not _JSX_TITLE_SHOWN.search(name):
        return None
    return label


def _jsx_hidden(name: str, attributes: str) -> str | None:
    """Why the component ``name`` with ``attributes`` shows nothing on the page, if it does not."""
    if any(name == hidden and re.search(rf"""\b{attribute}\s*=\s*["']{value}["']""", attributes)
           for hidden, attribute, value in _JSX_HIDDEN):
        return "shown only to AI agents"
    if name == "If" and (found := _RENDERER.search(attributes)):
        named = set(re.findall(r"[\w-]+", found[2] or found[3]))
        if (DEFAULT_RENDERER in named) == (found[1] == "notRenderer"):
            return f"shown only for frameworks other than {DEFAULT_RENDERER}, the one Storybook's pages show first"
    return None


def _shown_text(name: str, tag: str, attributes: tuple[str, ...] = ()) -> str:
    """The text a component of :data:`_JSX_SHOWN_TEXT` shows (or ``attributes``): their values, each a sentence."""
    values = [(found[1] or found[2] or "").strip() for attribute in attributes or _JSX_SHOWN_TEXT[name]
              if (found := re.search(rf"""\b{attribute}\s*=\s*(?:"([^"]*)"|'([^']*)')""", tag))]
    return " ".join(value if value.endswith(TERMINAL) else value + "." for value in values if value)


def _prop_shown(prop: re.Match[str]) -> str:
    """A prop's value as the sentence the page shows: as inline code where it is a code (:data:`_CODE_PROPS`)."""
    value = (prop[2] or prop[3] or "").strip()
    if not value or "`" in value:
        return ""
    if prop[1] in _CODE_PROPS:
        return f"`{value}`."
    return value if value.endswith(TERMINAL) else value + "."


def _captioned(name: str, attributes: str) -> str:
    """A component's caption, which the page shows with what it holds: the Rust book's ``<Listing number="2-1"
    caption="Code that gets input">`` is "Listing 2-1: Code that gets input"."""
    found = re.search(r"""\bcaption\s*=\s*(?:"([^"]*)"|'([^']*)')""", attributes)
    if found is None:
        return ""
    number = re.search(r"""\bnumber\s*=\s*(?:"([^"]*)"|'([^']*)')""", attributes)
    text = (found[1] or found[2] or "").strip()
    return f"{name} {number[1] or number[2]}: {text}" if number and text else text


def _autodoc_options(lines: list[str], index: int) -> bool:
    """Whether mkdocstrings' options are indented under the line at ``index`` (``    options:``, ``handler:``)."""
    following = next((line for line in lines[index + 1:index + 3] if line.strip()), "")
    return bool(re.match(r"^[ \t]+(?:options|handler|selection|rendering):", following))


def _with_vue_shorthands_named(line: str) -> str:
    """``line`` with Vue's shorthand attributes (``@click="…"``, ``#header``) named as HTML names attributes, so
    that their tags are tags, as Vue's compiler reads them; tags in inline code are code, kept."""
    def attribute(found: re.Match[str]) -> str:
        name = found[2]
        return found[1] + ("_" + name[1:] if name[0] in "@#" else name) + (found[3] or "")

    def tag(found: re.Match[str]) -> str:
        if inside_code_span(line, found.start()):
            return found[0]
        return found[0][:found.start(1) - found.start()] + _HTML_ATTRIBUTE.sub(attribute, found[1]) \
            + found[0][found.end(1) - found.start():]

    return _HTML_TAG.sub(tag, line)


def _jsx_tag_end(lines: list[str], index: int) -> int:
    """The line where the JSX tag opened on ``lines[index]`` ends (its ``>`` outside quotes and braces),
    within :data:`JSX_TAG_LINES` of attributes, however many lines its expressions (``entries={[ … ]}``) take
    (up to :data:`JSX_CHILDREN_LINES`); ``index`` when it ends there or is no tag."""
    depth, quote, attribute_lines = 0, "", 0
    for number in range(index, min(len(lines), index + JSX_CHILDREN_LINES)):
        attribute_lines += depth == 0 and not quote
        if attribute_lines > JSX_TAG_LINES:
            break
        for char in lines[number].lstrip() if number == index else lines[number]:
            if quote:
                quote = "" if char == quote else quote
            elif char in "\"'`":
                quote = char
            elif char == "{":
                depth += 1
            elif char == "}":
                depth = max(0, depth - 1)
            elif char == ">" and depth == 0:
                return number
    return index


def _glued(previous: str, line: str) -> bool:
    """Whether ``previous`` is a line of a paragraph's text, or an HTML block's end tags, that the definition
    ``line`` would run on in."""
    if re.fullmatch(r"\s*(?:</[A-Za-z][\w-]*\s*>\s*)+", previous):
        return True
    indent = len(line) - len(line.lstrip())
    return bool(previous.strip()) and 0 <= indent - (len(previous) - len(previous.lstrip())) <= 3 and not (
        _GLUED_DEFINITION.match(previous) or _LIST_ITEM.match(previous) or _FENCE.match(previous)
        or previous.lstrip().startswith(("#", "<", ">", "|", "[^", "*[")))


def _is_shortcode(name: str) -> bool:
    """Whether ``:name:`` is an emoji's or an icon's shortcode (``:tada:``, ``:material-pencil:``), not a field."""
    import emoji

    return "-" in name or emoji.emojize(f":{name}:", language="alias") != f":{name}:"


def inside_code_span(line: str, column: int) -> bool:
    return any(span.start() <= column < span.end() for span in _CODE_SPAN.finditer(line))


_CODE_ROLE = re.compile(r"^(?:(?:py|c|cpp|js|rst|std|mat|rb|php):)?(?:attr|meth|func|class|obj|exc|data|mod|const"
                        r"|member|macro|type|var|struct|enum|function|method|attribute|envvar|file|samp|code|literal"
                        r"|option|dir|directive|role|module|exception|confval|setting)$")
"""The roles whose text Sphinx shows as code (Python's objects, files, options): taken as written."""
_TEXT_CODE_ROLE = re.compile(r"^(?:std:)?(?:envvar|file|samp|code|literal|option|kbd|command)$")
"""The code roles that show their text itself, not an object's name: a ``~`` there is a home folder (``~/.pypirc``)
or an operator (``~=``), never Sphinx's "last name only"."""


def _role(match: re.Match[str]) -> str:
    """A MyST role as a page shows it: ``{term}`commons``` is "commons", a citation nothing (nor
    the space before it: "the Commons {cite}`key`." is "the Commons.")."""
    space, name, content = match[1], match[2], match[4]
    titled = re.fullmatch(r"(.*?)\s*<[^<>]*>", content, re.DOTALL)
    if _CODE_ROLE.match(name):  # Sphinx shows an object's name as code: `object.__dict__`, never bold "dict"
        shown = titled[1] if titled and titled[1] else content.strip()
        if not _TEXT_CODE_ROLE.match(name):  # an object's "~" keeps its last name: {meth}`~pkg.Client.send`
            shown = object_name(shown)
        fence = "``" if "`" in shown else "`"
        return f"{space}{fence}{shown}{fence}"
    if titled and titled[1]:  # {numref}`Figure %s <fig>`: the number, unknown here, left out ("Figure")
        return space + (re.sub(r"\s*(?:%s|\{number\})", "", titled[1]) if name == "numref" else _literal(titled[1]))
    if name == "math":  # a formula, read by the Markdown reader as one: \\(…\\)
        return f"{space}\\({content}\\)"
    if name == "eq":  # a reference to a numbered formula: "equation (1)"
        return f"{space}\\eqref{{{content.strip()}}}"
    if name in ("ref", "doc", "any", "numref"):  # Sphinx shows the section's or the page's title (a number's
        # target: its title too, the number being unknown here)
        return space + (reference_title(content.strip(), "doc" if name == "doc" else "ref")
                        or (reference_title(content.strip(), "doc") if name == "any" else None)
                        or readable_name(content.strip()))
    if name in _NOT_READ_ROLES or name.startswith(("cite", "footcite")) or _ICON_ROLE.match(name):
        return ""  # a citation's number, a cross-reference made elsewhere, an icon: nothing to say
    if name.startswith(("bdg", "button")) and ";" in content:  # "{bdg-primary}`stable ; A released version`"
        content = re.split(r"(?<!\\);", content)[0].strip()  # what follows the last ";" is a tooltip
    return space + _literal(content)


def _literal(text: str) -> str:
    """A role's text as written, which is never Markdown: its underscores and asterisks escaped (``__slots__``
    is no bold "slots")."""
    return re.sub(r"(?<!\\)([_*])", r"\\\1", text) if "__" in text or "**" in text else text


def _empty_link(link: re.Match[str]) -> str:
    """``[](#key)``, ``[](key)`` or ``[](page.md)`` in a MyST page: Sphinx writes the title of the section
    or page it links to; where none is found, the key said as words."""
    target = link[1]
    if re.match(r"[a-z][\w+.-]*:", target, re.IGNORECASE) and (title := reference_title(target)) is not None:
        return title  # a label with a colon in it, "(use:css-selector)=": the section's title
    if re.match(r"(?:https?|ftp|mailto|tel|file|data|javascript):", target, re.IGNORECASE):  # an address, shown as
        return f"<{target}>" if target.startswith(("http://", "https://")) else link[0]  # its text
    path, _, anchor = target.partition("#")
    title = (reference_title(anchor) if anchor else None) or (reference_title(path, "doc") if path else None)
    if title is None and path and not anchor:
        title = reference_title(path)
    return title or readable_name(target)
