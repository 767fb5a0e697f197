"""The words a Hugo site's own shortcode shows, read from its template in the site's ``layouts``.

A site writes fixed notes once and calls them on many pages (``{{< docs/edge-note >}}`` shows "Edge release
content: This page contains instructions using the latest edge release…"). Their words are in the template:
its text between tags, the prose strings it sets (``{{ $title := "Edge release content" }}``) and its
translations (``{{ T "edit_page" }}``, from the site's ``i18n/<language>`` file). Template actions that compute
something (a page's parameters, a loop) show nothing here: a template made only of those has no words to read.

A call with arguments is rendered from its template (:func:`rendered_shortcode`, and a Jekyll include's
``_includes/`` file, :func:`rendered_include`): its visible text, the arguments it prints and the simple choices it
makes on them ("Certificate Authority Authorization (CAA):" before the definition between the tags; "Note: This is
my note."). A template that loops, calls a partial or reads the page's or the site's data is not rendered: its call
is read as before.

Written here: Hugo itself renders only a whole site, with Go; these are the few forms that hold fixed words.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import yaml

from audioguide.common.tomltext import loads_toml

TEMPLATE_BYTES = 20_000
"""A shortcode's template larger than this is a program, not a note: not read."""
_ACTION = re.compile(r"\{\{-?\s*(.*?)\s*-?\}\}", re.DOTALL)
_COMMENT = re.compile(r"\{\{-?\s*/\*.*?\*/\s*-?\}\}", re.DOTALL)
_PROSE_STRING = re.compile(r"""^(\$\w+)\s*:?=\s*"((?:[^"\\]|\\.)*)"(?:\s*\|\s*(?:markdownify|safeHTML|plainify))*$""")
_TRANSLATED = re.compile(r"""^(?:T|i18n|lang\.Translate)\s+"([\w.-]+)"\s*$""")
_SCRIPT = re.compile(r"<(script|style)\b.*?</\1\s*>", re.DOTALL | re.IGNORECASE)
"""A script or style element: no words the page shows, template actions in it or not."""
_TAG = re.compile(r"<(?:script|style)\b.*?</(?:script|style)>|<[^<>]*>", re.DOTALL | re.IGNORECASE)


def shortcode_text(name: str, language: str, document: Path | None) -> str | None:
    """The fixed words of the shortcode ``name``'s template in the site ``document`` is in, on one line
    (Markdown: its links read as links); None where there is no template or it holds no words."""
    template = _template(name, document)
    if template is None:
        return None
    source = _SCRIPT.sub(" ", _COMMENT.sub("", template.read_text(encoding="utf-8", errors="replace")))
    shown = _shown_variables(source)
    pieces: list[str] = []
    position = 0
    for action in _ACTION.finditer(source):
        pieces.append(_TAG.sub(" ", source[position:action.start()]))
        pieces.append(_action_words(action[1], template, language, shown))
        position = action.end()
    pieces.append(_TAG.sub(" ", source[position:]))
    words = [" ".join(piece.split()) for piece in pieces if piece.strip()]
    text = ": ".join(word.rstrip(":") if index < len(words) - 1 else word for index, word in enumerate(words)
                     if word)
    translated = any(_TRANSLATED.match(action[1]) for action in _ACTION.finditer(source))
    # a label the site translates ("{{ i18n "nullable" }}": nullable) is words of the page, one or more
    return text if len(re.findall(r"[^\W\d_]{2,}", text)) >= (1 if translated else 2) else None


def _shown_variables(source: str) -> set[str]:
    """The variables a template uses outside an HTML tag (``{{ $title }}`` between tags, or handed to a partial),
    not those it only puts in an attribute (``<button title="{{ $title }}">``: a tooltip, no words on the page)."""
    shown = set()
    for action in _ACTION.finditer(source):
        if source.rfind("<", 0, action.start()) > source.rfind(">", 0, action.start()):
            continue  # inside a tag
        used = re.sub(r"^\$\w+\s*:?=", "", action[1])  # an assignment's value only
        shown.update(re.findall(r"\$\w+", used))
    return shown


def _action_words(action: str, template: Path, language: str, shown: set[str]) -> str:
    if (prose := _PROSE_STRING.match(action)) is not None and " " in prose[2] and prose[1] in shown:
        return prose[2].replace('\\"', '"')
    if (key := _TRANSLATED.match(action)) is not None:
        return _translation(template, key[1], language) or ""
    return ""


def _template(name: str, document: Path | None) -> Path | None:
    """``layouts/shortcodes/<name>.html`` (or ``_shortcodes``, or a theme's) in a folder above the document,
    up to the site's root (the folder holding ``content/``)."""
    if document is None or not re.fullmatch(r"[\w-]+(?:/[\w-]+)*", name):
        return None
    for folder in document.parents:
        layouts = [folder / "layouts", *sorted((folder / "themes").glob("*/layouts"))]
        for layout in layouts:
            for kind in ("shortcodes", "_shortcodes"):
                for suffix in (".html", ".md"):
                    file = layout / kind / f"{name}{suffix}"
                    if file.is_file() and file.stat().st_size <= TEMPLATE_BYTES:
                        return file
        if (folder / "content").is_dir() or (folder / ".git").exists():
            return None
    return None


def _translation(template: Path, key: str, language: str) -> str | None:
    """``key`` in the site's ``i18n/<language>`` file (TOML, YAML or JSON; ``other`` of a plural entry)."""
    site = next((folder.parent for folder in template.parents if folder.name == "layouts"), None)
    if site is None:
        return None
    for code in dict.fromkeys([language, language.split("-")[0]]):
        for suffix, load in ((".toml", _toml), (".yaml", _yaml), (".yml", _yaml), (".json", json.loads)):
            file = site / "i18n" / f"{code}{suffix}"
            if file.is_file() and file.stat().st_size <= 1_000_000:
                try:
                    table = load(file.read_text(encoding="utf-8", errors="replace"))
                except (ValueError, yaml.YAMLError):
                    return None
                value = _entry(table, key)
                if value is not None:
                    return value
    return None


HUGO_CONFIGS = ("hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml",
                "config/_default/hugo.toml", "config/_default/hugo.yaml", "config/_default/config.toml",
                "config/_default/config.yaml")
_PARAMS_FILES = ("config/_default/params.toml", "config/_default/params.yaml", "config/_default/params.yml")


def site_params(document: Path | None) -> dict[str, object]:
    """The ``params`` of the Hugo site the document is in (its config's ``[params]``, and
    ``config/_default/params.*``), what ``{{< siteparam "name" >}}`` shows; none where none is found."""
    if document is None:
        return {}
    for folder in document.parents:
        if stamp := config_stamp(folder, (*HUGO_CONFIGS, *_PARAMS_FILES)):
            return _params(folder, stamp)
        if (folder / ".git").exists():
            return {}
    return {}


def config_stamp(folder: Path, names: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The configs of ``names`` in ``folder`` with when each last changed: a key that changes when one does."""
    return tuple((name, (folder / name).stat().st_mtime_ns) for name in names if (folder / name).is_file())


@functools.lru_cache(maxsize=16)
def _params(folder: Path, stamp: tuple[tuple[str, int], ...]) -> dict[str, object]:
    """The ``params`` of the Hugo site in ``folder`` (its configs as ``stamp`` names them), read once while they
    stay as they are."""
    params: dict[str, object] = {}
    for file in (folder / name for name in (*HUGO_CONFIGS, *_PARAMS_FILES)):
        if not file.is_file():
            continue
        table = _table(file)
        value = table if file.name.startswith("params.") else table.get("params") if isinstance(table, dict) else None
        if isinstance(value, dict):
            params.update(value)
    return params


def _table(file: Path) -> object:
    if file.stat().st_size > 1_000_000:
        return None
    loaders: dict[str, Callable[[str], object]] = {".toml": _toml, ".json": json.loads}
    load = loaders.get(file.suffix, _yaml)
    try:
        return load(file.read_text(encoding="utf-8", errors="replace"))
    except (ValueError, yaml.YAMLError):
        return None


def _toml(text: str) -> object:
    return loads_toml(text) or {}  # Python 3.10, which has no tomllib: a TOML translation is not found


def _yaml(text: str) -> object:
    return yaml.safe_load(text)


def _entry(table: object, key: str) -> str | None:
    """A translation as Hugo's files write it: ``key = "…"``, ``[key] other = "…"``, or a list of
    ``{id: key, translation: "…"}``."""
    if isinstance(table, dict):
        value = table.get(key)
        if isinstance(value, dict):
            value = value.get("other", value.get("one"))
        return value if isinstance(value, str) and value.strip() else None
    if isinstance(table, list):
        for item in table:
            if isinstance(item, dict) and item.get("id") == key:
                value = item.get("translation")
                if isinstance(value, dict):
                    value = value.get("other", value.get("one"))
                return value if isinstance(value, str) and value.strip() else None
    return None


# ---------------------------------------------------------------- rendering a call from its template

INNER = "\x02"
"""Where a rendered template shows the text between a shortcode's tags (``.Inner``): that text stays on the page."""
_PARAMETER_MARK = re.compile("\x03(\\d+)\x03")
_INLINE_TAGS = frozenset({"a", "abbr", "b", "bdi", "cite", "code", "del", "dfn", "em", "i", "ins", "kbd", "mark", "q",
                          "s", "samp", "small", "span", "strong", "sub", "sup", "u", "var", "time"})
"""Elements within a line of text: their tags part no words ("<dfn>CAA</dfn> (<abbr>…</abbr>)")."""
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_ANY_TAG = re.compile(r"<(/?)([A-Za-z][\w-]*)\b[^<>]*>|<!--.*?-->", re.DOTALL)
_PASSING_FILTERS = frozenset({"markdownify", "safeHTML", "safeHTMLAttr", "plainify", "htmlUnescape", "chomp",
                              "strip", "escape", "xml_escape", "markdownify_inline", "RenderString", "safe"})
"""Filters that leave the words a value shows as they are (they render or escape its markup)."""


class _Unrenderable(Exception):
    """A template action this bounded renderer does not evaluate (a loop, a partial, the page's data)."""


@dataclass(frozen=True)
class _Text:
    text: str


@dataclass(frozen=True)
class _Print:
    expression: str
    in_tag: bool


@dataclass(frozen=True)
class _Branch:
    """``if``/``with``/``unless`` and their ``else`` branches: (kind, condition, body) each, ``else`` last."""

    branches: tuple[tuple[str, str, tuple[object, ...]], ...]


def rendered_shortcode(name: str, positional: tuple[str, ...], named: dict[str, str], language: str,
                       document: Path | None) -> str | None:
    """What the Hugo site's own shortcode ``name``, called with these arguments, shows before the text between its
    tags (:data:`INNER` marks where that text stands, when the template shows it), rendered from its template: its
    visible text, the arguments it prints (``.Get "abbr"``, ``.Get 0``), its ``if``/``with``/``else`` choices on
    them, its prose strings and translations. None where there is no template, it does something this renderer
    does not evaluate (a loop, a partial, the page's or the site's data), or it shows no words."""
    template = _template(name, document)
    if template is None:
        return None

    def argument(expression: str) -> str | None:
        found = re.fullmatch(r"""\$?\.Get\s+(?:"([^"]*)"|`([^`]*)`|(\d+))""", expression)
        if found is None:
            return None
        if found[3] is not None:
            at = int(found[3])
            return positional[at] if at < len(positional) else ""
        return named.get((found[1] if found[1] is not None else found[2]).lower(), "")

    def value(expression: str) -> str:
        if (given := argument(expression)) is not None:
            return given
        if expression in (".Inner", "$.Inner", ".InnerDeindent", "$.InnerDeindent"):
            return INNER
        if (key := _TRANSLATED.match(expression)) is not None:
            return _translation(template, key[1], language) or ""
        raise _Unrenderable(expression)

    return _rendered(_go_nodes(_source(template)), value)


def rendered_include(name: str, named: dict[str, str], document: Path | None) -> str | None:
    """What a Jekyll site's include ``name`` (``_includes/note.html``) shows, called with ``named`` parameters,
    rendered from the file: its visible text ("Note:"), each ``{{ include.content }}`` given, its ``{% if
    include.x %}`` and ``{% unless %}`` choices on them; None where there is no such file in the site (the nearest
    folder above the page with a ``_config.yml``), it does anything else (a loop, an assignment, another include,
    the site's data) or it shows no words."""
    if document is None or not re.fullmatch(r"[\w.-]+(?:/[\w.-]+)*", name) or ".." in name:
        return None
    root = next((folder for folder in document.parents if (folder / "_config.yml").is_file()), None)
    file = next((root / "_includes" / candidate for candidate in (name, f"{name}.html")
                 if root is not None and (root / "_includes" / candidate).is_file()), None)
    if file is None or file.stat().st_size > TEMPLATE_BYTES:
        return None

    def value(expression: str) -> str:
        found = re.fullmatch(r"\{*\s*include\.([\w-]+)\s*\}*", expression)
        if found is None:
            raise _Unrenderable(expression)
        return named.get(found[1].lower(), "")

    source = re.sub(r"\{%-?\s*comment\s*-?%\}.*?\{%-?\s*endcomment\s*-?%\}", "", _source(file), flags=re.DOTALL)
    return _rendered(_liquid_nodes(source), value)


def _source(file: Path) -> str:
    return _HTML_COMMENT.sub("", _SCRIPT.sub(" ", _COMMENT.sub("", file.read_text(encoding="utf-8", errors="replace"))))


def _rendered(nodes: tuple[object, ...], value: Callable[[str], str]) -> str | None:
    """The words ``nodes`` show: tags taken out (a block's between words, an inline one's none), each value given
    as it is written (its own Markdown is the page's)."""
    values: list[str] = []
    try:
        html = _run(nodes, value, values, {}, None)
    except _Unrenderable:
        return None
    text = _ANY_TAG.sub(lambda tag: "" if tag[2] and tag[2].lower() in _INLINE_TAGS else "\x04", html)
    text = _PARAMETER_MARK.sub(lambda mark: values[int(mark[1])], text)
    pieces = [" ".join(piece.split()) for piece in re.split(r"\s*\x04[\s\x04]*", text)]
    joined = ""
    for piece in (piece for piece in pieces if piece):  # blocks apart: a title leads into what follows it
        joined += piece if not joined else f" {piece}" if joined.endswith((":", ".", "!", "?")) else f": {piece}"
    before = joined.split(INNER, 1)[0]
    return joined if re.search(r"[^\W\d_]{2,}", before) else None


def _run(nodes: tuple[object, ...], value: Callable[[str], str], values: list[str], variables: dict[str, str],
         dot: str | None) -> str:
    out: list[str] = []
    for node in nodes:
        if isinstance(node, _Text):
            out.append(node.text)
        elif isinstance(node, _Print):
            if (assigned := re.fullmatch(r"(\$\w+)\s*:?=\s*(.+)", node.expression, re.DOTALL)) is not None:
                variables[assigned[1]] = _evaluate(assigned[2], value, variables, dot)
                continue
            try:
                shown = _evaluate(node.expression, value, variables, dot)
            except _Unrenderable:
                if node.in_tag:  # an attribute's value: no words of the page either way
                    continue
                raise
            if not node.in_tag and shown:
                values.append(shown)
                out.append(shown if shown == INNER else f"\x03{len(values) - 1}\x03")
        elif isinstance(node, _Branch):
            for kind, condition, body in node.branches:
                chosen = _evaluate(condition, value, variables, dot) if condition else "else"
                if (kind == "unless") != bool(chosen):
                    out.append(_run(body, value, values, variables, chosen if kind == "with" else dot))
                    break
    return "".join(out)


def _evaluate(expression: str, value: Callable[[str], str], variables: dict[str, str], dot: str | None) -> str:
    """A pipeline's value: ``.Get "x" | markdownify``, ``or (.Get "a") (.Get "b")``, ``eq (.Get "x") "1"``,
    ``default "Note" (.Get "title")``, a string, a variable, ``.`` inside ``with``."""
    command, *filters = _split_pipe(expression.strip())
    if any(f.strip() not in _PASSING_FILTERS for f in filters):
        raise _Unrenderable(expression)
    command = command.strip()
    while command.startswith("(") and _closing_at(command, 0) == len(command) - 1:
        command = command[1:-1].strip()
    if (string := re.fullmatch(r'"((?:[^"\\]|\\.)*)"|`([^`]*)`', command)) is not None:
        return (string[1] if string[1] is not None else string[2]).replace('\\"', '"')
    if re.fullmatch(r"\d+", command) or command in ("true", "false"):
        return "" if command in ("0", "false") else command
    if command == ".":
        if dot is None:
            raise _Unrenderable(command)
        return dot
    if re.fullmatch(r"\$\w+", command):
        if command not in variables:
            raise _Unrenderable(command)
        return variables[command]
    words = _terms(command)
    if not words:  # "{{ }}", "{{ () }}": nothing to show
        raise _Unrenderable(expression)
    if words[0] in ("and", "or", "not", "eq", "ne", "default") and len(words) > 1:
        found = [_evaluate(word, value, variables, dot) for word in words[1:]]
        if words[0] == "and":
            return next((item for item in found if not item), found[-1])
        if words[0] == "or":
            return next((item for item in found if item), found[-1])
        if words[0] == "not":
            return "" if found[0] else "true"
        if words[0] in ("eq", "ne") and len(found) == 2:
            return "true" if (found[0] == found[1]) == (words[0] == "eq") else ""
        if words[0] == "default" and len(found) == 2:
            return found[1] or found[0]
        raise _Unrenderable(command)
    return value(command)


def _split_pipe(expression: str) -> list[str]:
    """``a (b | c) | d`` → ``a (b | c)``, ``d``: the pipe's commands, not those inside parentheses or strings."""
    parts, depth, start, quote = [], 0, 0, ""
    for at, char in enumerate(expression):
        if quote:
            quote = "" if char == quote and expression[at - 1] != "\\" else quote
        elif char in "\"`":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(expression[start:at])
            start = at + 1
    return [*parts, expression[start:]]


def _closing_at(text: str, start: int) -> int:
    depth = 0
    for at in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[at], 0)
        if depth == 0:
            return at
    return -1


def _terms(command: str) -> list[str]:
    """A command's words: ``eq (.Get "a") "1"`` → ``eq``, ``(.Get "a")``, ``"1"``; ``.Get "a"`` stays one."""
    if re.fullmatch(r"""\$?\.Get\s+(?:"[^"]*"|`[^`]*`|\d+)""", command):
        return [command]
    words: list[str] = []
    at = 0
    while at < len(command):
        if command[at].isspace():
            at += 1
        elif command[at] == "(":
            end = _closing_at(command, at)
            if end < 0:
                raise _Unrenderable(command)
            words.append(command[at:end + 1])
            at = end + 1
        elif (string := re.match(r'"(?:[^"\\]|\\.)*"|`[^`]*`', command[at:])) is not None:
            words.append(string[0])
            at += string.end()
        else:
            word = re.match(r"\S+", command[at:])
            assert word is not None
            words.append(word[0])
            at += word.end()
    return words


_GO_ACTION = re.compile(r"\{\{(-?)\s*(.*?)\s*(-?)\}\}", re.DOTALL)
_LIQUID_ACTION = re.compile(r"\{%(?P<trim>-?)\s*(?P<tag>.*?)\s*-?%\}|\{\{(?P<trim_out>-?)\s*(?P<out>.*?)\s*-?\}\}",
                            re.DOTALL)


def _go_nodes(source: str) -> tuple[object, ...]:
    """A Go template's text and actions as nodes, ``{{-``/``-}}`` trimming the text beside them."""
    tokens: list[tuple[str, str, bool]] = []  # (kind, text or action, inside a tag)
    position = 0
    for action in _GO_ACTION.finditer(source):
        text = source[position:action.start()]
        if action[1]:
            text = text.rstrip()
        if tokens and tokens[-1][0] == "trim":
            tokens.pop()
            text = text.lstrip()
        tokens.append(("text", text, False))
        in_tag = source.rfind("<", 0, action.start()) > source.rfind(">", 0, action.start())
        words = action[2].split(None, 1)
        head = words[0] if words else ""
        if head in ("if", "with", "range", "else", "end", "define", "block", "template", "partial", "return"):
            tokens.append(("control", action[2], in_tag))
        else:
            tokens.append(("print", action[2], in_tag))
        if action[3]:
            tokens.append(("trim", "", False))
        position = action.end()
    text = source[position:]
    if tokens and tokens[-1][0] == "trim":
        tokens.pop()
        text = text.lstrip()
    tokens.append(("text", text, False))
    nodes, at = _nodes(tokens, 0, go=True)
    return nodes if at == len(tokens) else (_Print("unbalanced end", False),)


def _liquid_nodes(source: str) -> tuple[object, ...]:
    """A Liquid include's text and tags as nodes: ``{{ include.x }}`` printed, ``{% if %}``/``{% unless %}``
    choices; any other tag a node the renderer refuses."""
    tokens: list[tuple[str, str, bool]] = []
    position = 0
    for action in _LIQUID_ACTION.finditer(source):
        text = source[position:action.start()]
        tokens.append(("text", text.rstrip() if action["trim"] or action["trim_out"] else text, False))
        in_tag = source.rfind("<", 0, action.start()) > source.rfind(">", 0, action.start())
        if action["tag"] is not None:
            inner = action["tag"]
            head, _, rest = inner.partition(" ")
            kind = {"endif": "end", "endunless": "end", "elsif": "else if"}.get(head, head)
            tokens.append(("control", f"{kind} {rest}".strip() if kind in ("if", "unless", "else if") else kind,
                           in_tag) if kind in ("if", "unless", "else if", "else", "end") else ("print", inner, in_tag))
        else:
            tokens.append(("print", action["out"].split("|")[0].strip(), in_tag))
        position = action.end()
    tokens.append(("text", source[position:], False))
    nodes, at = _nodes(tokens, 0, go=False)
    return nodes if at == len(tokens) else (_Print("unbalanced end", False),)


def _nodes(tokens: list[tuple[str, str, bool]], at: int, go: bool) -> tuple[tuple[object, ...], int]:
    """Nodes from ``tokens[at]`` to an ``else`` or ``end`` (the index of that token)."""
    nodes: list[object] = []
    while at < len(tokens):
        kind, text, in_tag = tokens[at]
        if kind == "text":
            nodes.append(_Text(text))
        elif kind == "print":
            nodes.append(_Print(text, in_tag))
        else:
            head, _, condition = text.partition(" ")
            if head in ("else", "end"):
                return tuple(nodes), at
            if head not in ("if", "with", "unless"):
                nodes.append(_Print(text, False))  # a loop, a partial: not rendered here
                at += 1
                continue
            branches: list[tuple[str, str, tuple[object, ...]]] = []
            while True:
                body, at = _nodes(tokens, at + 1, go)
                branches.append((head, _liquid_condition(condition) if not go else condition, body))
                if at >= len(tokens):
                    return (_Print("unclosed", False),), at
                closing = tokens[at][1]
                if closing.startswith("end"):
                    break
                rest = closing.removeprefix("else").strip()
                head, _, condition = rest.partition(" ") if rest else ("else", "", "")
                if head == "else":
                    condition = ""
            nodes.append(_Branch(tuple((kind_, cond, body_) if kind_ != "else" else ("if", "", body_)
                                       for kind_, cond, body_ in branches)))
        at += 1
    return tuple(nodes), at


def _liquid_condition(condition: str) -> str:
    """A Liquid condition as the renderer's: ``include.x`` or ``{{include.x}}`` (given, not empty); any other
    (a comparison, ``and``) is refused."""
    found = re.fullmatch(r"\{*\s*(include\.[\w-]+)\s*\}*", condition.strip())
    return found[1] if found else "\x00refused"
