"""The words a Hugo site's own shortcode shows, read from its template in the site's ``layouts``.

A site writes fixed notes once and calls them on many pages (``{{< docs/edge-note >}}`` shows "Edge release
content: This page contains instructions using the latest edge release…"). Their words are in the template:
its text between tags, the prose strings it sets (``{{ $title := "Edge release content" }}``) and its
translations (``{{ T "edit_page" }}``, from the site's ``i18n/<language>`` file). Template actions that compute
something (a page's parameters, a loop) show nothing here: a template made only of those has no words to read.

Written here: Hugo itself renders only a whole site, with Go; these are the few forms that hold fixed words.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

import yaml

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
    if sys.version_info >= (3, 11):
        import tomllib

        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise ValueError(str(error)) from None
    return {}  # Python 3.10, which has no tomllib: a TOML translation is not found


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
