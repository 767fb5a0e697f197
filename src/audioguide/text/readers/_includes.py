"""Files a page includes, read where the page shows them.

Sites keep text they repeat in files of its own and include it where a page shows it:

- Jekyll: ``{% include note.md title="…" %}`` from the site's ``_includes/`` (its ``{{ include.title }}``
  given by the call), ``{% include_relative part.md %}`` beside the page;
- MkDocs' include-markdown plugin: ``{% include-markdown "../.includes/part.md" %}`` and ``{% include "…" %}``, beside
  the page;
- GitBook: ``{% include "/python_installation/instructions.md" %}`` from the book's root (the nearest folder
  above the page that holds the file: a language's own), ``"./part.md"`` beside the page;
- Hugo: ``{{< include "task-tutorial-prereqs.md" >}}`` (Kubernetes: the language's ``includes/`` bundle,
  else beside the page; Hugo's own docs: ``"/_common/…"`` from the content folder) and Docsy's
  ``{{< readfile file="…" >}}``;
- GitHub Docs: ``{% data reusables.repositories.navigate-to-repo %}`` from ``data/reusables/``;
- MkDocs and Zensical (pymdownx.snippets): ``--8<-- "includes/abbreviations.md"``, one file or a block of
  them, from the extension's ``base_path`` in the site's config (``mkdocs.yml``, ``zensical.yml`` or
  ``zensical.toml``), and the files its ``auto_append`` adds to the end of every page (where a site keeps
  the definitions of the reference links its pages use: ``[text][_ref]``);
- MDX (Docusaurus): ``import Prereqs from './_prereqs.mdx';`` and ``<Prereqs />`` on its own line;
- DocFX: ``[!INCLUDE[title](../includes/part.md)]`` beside the page;
- Defold: ``:[Physics](../shared/physics.md)``, a line of its own, beside the page;
- Retype: ``{{ include "snippets/support" }}`` from the ``_includes/`` folder nearest above the page;
- Slate: the ``includes:`` its front matter names (``errors``: ``includes/_errors.md`` beside the page), after
  the page;
- Docsify: ``[filename](_media/example.md ':include')`` on its own line (Markdown; code and other kinds are the
  link step's, which reports them);
- MyST (Sphinx, Jupyter Book): ```` ```{include} ../CHANGELOG.md ```` and its ``:start-after:``/``:end-before:``;
- knitr (R Markdown, distill, bookdown): a child document, ```` ```{r, child="_common/part.Rmd"} ````.
- Obsidian (and Quartz, Foam): a note embedded on a line of its own, ``![[Eigenschaften]]``, one of its sections
  (``![[Note#Heading]]``) or one of its blocks (``![[Note#^block-id]]``), the note found by its name anywhere in the
  vault (:data:`VAULT_FILES` files looked through at most).

An included Markdown or text file (``.md``, ``.markdown``, ``.mdx``, ``.txt``) is read in place of the
line that includes it, its own includes too (:data:`DEPTH` deep), each of its lines counted as that line
of the page: what is reported in it is reported there. An include of another kind (an HTML widget of the
layout) or one not found is left to the template-tag step, which reads its readable argument or reports
it. Only files inside the page's site are read (the nearest folder above the page with a site's config
or a ``.git``), each at most :data:`INCLUDE_BYTES`.

Written here: the generators resolve these when they render the whole site; no library reads them apart.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from audioguide.common.tomltext import loads_toml
from audioguide.config.sites import mkdocs_config

DEPTH = 4
"""How deep includes in included files are followed."""
INCLUDE_BYTES = 1_000_000
"""The largest file read as an include."""
PAGE_BYTES = 4_000_000
"""The most text includes add to one page; an include beyond it is left to the template-tag step."""
TEXT_SUFFIXES = (".md", ".markdown", ".mdx", ".qmd", ".rmd", ".txt")
SNIPPET_CONFIGS = ("mkdocs.yml", "mkdocs.yaml", "zensical.yml", "zensical.yaml", "zensical.toml")
"""The configs whose ``markdown_extensions`` set pymdownx.snippets' ``base_path`` and ``auto_append``."""
SITE_MARKERS = ("_config.yml", "_config.yaml", *SNIPPET_CONFIGS, "hugo.toml", "hugo.yaml",
                "hugo.json", "config.toml", "docusaurus.config.js", "docusaurus.config.ts", "_quarto.yml",
                "_quarto.yaml", "docs.json", "mint.json", ".obsidian", ".git", "audioguide.yml")
"""What the root folder of a site holds (a guide's own folder bounds the files it reads, a Sphinx site's
``../README.md`` in it)."""

_LEAD = r"^(?P<lead>[ \t]*(?:(?:[*+-]|\d{1,9}[.)])[ \t]+)?)"
"""Before an include: its indentation, or the marker of the list item it is in (``* {{< include … >}}``)."""
_JEKYLL = re.compile(
    _LEAD + r"\{%-?\s*(?P<tag>include|include_relative|include-markdown)\s+(?P<name>[^\s{}%]+)(?P<arguments>.*?)-?%\}"
            r"(?P<rest>.*)$")
_DEFOLD = re.compile(_LEAD + r":\[[^\]\n]*\]\((?P<path>[^)\s]+\.md)\)(?P<rest>.*)$")
_RETYPE = re.compile(_LEAD + r"""\{\{-?\s*include\s+["'](?P<name>[^"'{}]+)["']\s*-?\}\}(?P<rest>.*)$""")
_HUGO = re.compile(_LEAD + r"\{\{([<%])\s*(?P<kind>include|readfile)\s+(?P<arguments>.*?)\s*[>%]\}\}(?P<rest>.*)$")
_GITHUB_REUSABLE = re.compile(_LEAD + r"\{%-?\s*data\s+reusables\.(?P<path>[\w.-]+)\s*-?%\}(?P<rest>.*)$")
_MYST_INCLUDE = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{include\}[ \t]+(?P<path>\S+)[ \t]*$")
"""MyST's include directive (Sphinx, Jupyter Book): ``{literalinclude}`` is code, not this."""
_KNITR_CHILD = re.compile(r"""^[ \t]*(?P<fence>`{3,})\{r\b[^{}\n]*?\bchild\s*=\s*(?:c\()?"""
                          r"""["'](?P<path>[^"'\n]+)["']\)?[^{}\n]*\}[ \t]*$""")
"""knitr's child document (R Markdown, distill, bookdown): ```` ```{r, child="_common/part.Rmd"} ````."""
_SNIPPET = re.compile(r"""^[ \t]*-{2,}8<-{2,}[ \t]+(?P<quote>["']?)(?P<name>[^"'\s]+)(?P=quote)[ \t]*$""")
_SNIPPET_BLOCK = re.compile(r"^[ \t]*-{2,}8<-{2,}[ \t]*$")
_IMPORT = re.compile(r"""\bimport\s+(?P<name>[A-Z]\w*)\s+from\s+(?P<quote>['"])(?P<path>[^'"]+\.mdx?)(?P=quote)""")
_STATEMENT = r"""import\s+(?:[^;'"]*?\s*from\s*)?(['"])[^'"\n]+\1[ \t]*;?"""
"""One ``import`` statement: ``import X from './x.md';``, ``import {a, b} from 'y'``, ``import 'z.css'``."""
_IMPORTS = re.compile(rf"\s*(?:{_STATEMENT}\s*)+")
_COMPONENT = re.compile(r"^[ \t]*<(?P<name>[A-Z]\w*)\s*/>[ \t]*$")
_COMPONENT_AFTER_TEXT = re.compile(r"^(?P<before>.*\S[ \t]*)(?=<(?P<name>[A-Z]\w*)\s*/>[ \t]*$)")
_EMBED = re.compile(_LEAD + r"!\[\[(?P<note>[^\[\]|#\n]+?)(?:#(?P<part>[^\[\]|\n]+))?(?:\|[^\[\]\n]*)?\]\][ \t]*$")
VAULT_FILES = 20_000
"""How many files of a vault are looked through for an embedded note's name."""
_DOCFX_INCLUDE = re.compile(_LEAD + r"\[!(?i:include)\s*\[[^\]\n]*\]\((?P<path>[^)\s]+)\)\][ \t]*$")
_DOCSIFY = re.compile(_LEAD + r"""\[[^\]\n]*\]\((?P<path>[^)\s]+)\s+(?P<quote>['"]):include(?P<options>[^'"\n]*)"""
                      r"""(?P=quote)\)\s*$""")
_FRONT_MATTER = re.compile(r"\A(?:---|\+\+\+)[ \t]*\n.*?\n(?:---|\+\+\+)[ \t]*(?:\n|\Z)", re.DOTALL)
_PARAMETER = re.compile(r"\{\{-?\s*include\.(\w+)\s*(?:\|[^}]*)?-?\}\}")


def import_block(lines: list[str], index: int) -> int:
    """Where the MDX imports starting at ``lines[index]`` end (the index after their last line), else ``index``.

    MDX reads the lines from an ``import`` to the next blank line as JavaScript: a statement may be wrapped
    over several lines (Prettier writes ``import IntegrationApple from './a.md'; import`` and goes on with
    ``IntegrationKotlin from './b.md';`` on the next line). Only lines that are all import statements count
    (the first lines of the block that are, when text follows them).
    """
    if not lines[index].startswith("import") or not re.match(r"import[\s{*'\"]", lines[index]):
        return index
    end = index
    while end < len(lines) and lines[end].strip() and end - index < 50:
        end += 1
    while end > index and not _IMPORTS.fullmatch("\n".join(lines[index:end])):
        end -= 1  # the imports, and text MDX would not have after them
    return end


@dataclass(frozen=True)
class Expanded:
    """A page's text with what it includes in place, and the line of the page each of its lines stands for."""

    text: str
    lines: tuple[int, ...]

    def line(self, number: int) -> int:
        """The page's line that line ``number`` of :attr:`text` is (or stands in for)."""
        return self.lines[number - 1] if 0 < number <= len(self.lines) else number


def expand(text: str, document: Path | None, start: int = 0) -> Expanded:
    """``text`` (the page ``document``) with every Markdown or text file it includes in place, from its line
    ``start + 1`` on (the lines before are its front matter)."""
    if document is not None and "include" in text:
        text = _one_line_includes(text, document)
    lines = text.split("\n")
    site = site_root(document) if document is not None else None
    appended = snippets(site).appended if site is not None else ()
    if document is not None and site is not None and start:
        appended = (*appended, *_slate_includes(lines[:start], document, site))
    if document is None or site is None or not (appended or any(_may_include(line) for line in lines[start:])):
        return Expanded(text, tuple(range(1, len(lines) + 1)))
    out: list[str] = []
    numbers: list[int] = []
    budget = [PAGE_BYTES]
    body = _included(lines[start:], document, site, 0, budget)
    last = text.rstrip("\n").count("\n") + 1  # what is appended stands on the page's last line
    body += [f"\n{_read(file, site, 0, {}, budget)}" for file in appended if afford(file, budget)]
    for number, line in enumerate(lines[:start] + body, start=1):
        for piece in line.split("\n"):
            out.append(piece)
            numbers.append(number if number <= len(lines) else last)
    return Expanded("\n".join(out), tuple(numbers))


def _one_line_includes(text: str, document: Path) -> str:
    """The MkDocs include-markdown plugin's tags on a page of its site, written with the tags its ``mkdocs.yml`` sets
    (``opening_tag: "[%"``: ``[% include-markdown "../../CHANGELOG.md" %]``) and over several lines, each as
    ``{% include-markdown … %}`` on the line it opens on (the lines it spanned kept, empty)."""
    site = mkdocs_site(document)
    if site is None:
        return text
    opening, closing = (re.escape(tag) for tag in site.include_tags)
    tag = re.compile(rf"{opening}-?\s*(include-markdown|include)\s+((?:(?!{closing}).){{1,2000}}?)\s*-?{closing}",
                     re.DOTALL)
    return tag.sub(lambda found: f"{{% {found[1]} {' '.join(found[2].split())} %}}" + "\n" * found[0].count("\n"),
                   text)


def _slate_includes(front: list[str], document: Path, site: Path) -> list[Path]:
    """Slate's ``includes:`` in the page's front matter: ``includes/_errors.md`` beside the page, each added to
    its end, as Slate shows them."""
    if not any(line.startswith("includes:") for line in front):
        return []
    try:
        meta = yaml.safe_load("\n".join(line for line in front if line.strip() != "---"))
    except yaml.YAMLError:
        return []
    names = meta.get("includes") if isinstance(meta, dict) else None
    if not isinstance(names, list):
        return []
    found = [_first([document.parent / "includes" / f"_{name}.md"], site) for name in names if isinstance(name, str)]
    return [file for file in found if file is not None]


def _may_include(line: str) -> bool:
    return (":[" in line or "include" in line or "INCLUDE" in line or "readfile" in line or "8<" in line
            or "![[" in line
            or "child" in line
            or line.lstrip().startswith(("import ", "<")))


def site_root(document: Path) -> Path:
    """The nearest folder above ``document`` that holds a site's config or a repository; else its own."""
    for folder in document.resolve().parents:
        if any((folder / marker).exists() for marker in SITE_MARKERS):
            return folder
    return document.resolve().parent


def _included(lines: list[str], document: Path, site: Path, depth: int, budget: list[int]) -> list[str]:
    """``lines`` each with what it includes in its place (an included file's lines joined by newlines);
    ``budget``: how many more bytes includes may add."""
    # a JavaScript string: '\_' is '_' (Prettier escapes a Markdown character in an MDX page's import too)
    imports = {match["name"]: re.sub(r"\\(.)", r"\1", match["path"])
               for first in range(len(lines)) if (after := import_block(lines, first)) > first
               for match in _IMPORT.finditer("\n".join(lines[first:after]))}
    result = list(lines)
    index = 0
    while index < len(lines):
        line = lines[index]
        if _SNIPPET_BLOCK.match(line):  # --8<-- / files, one a line / --8<--
            end = next((at for at in range(index + 1, min(len(lines), index + 50)) if _SNIPPET_BLOCK.match(lines[at])),
                       None)
            if end is not None:
                files = [_snippet(name.strip(), document, site) for name in lines[index + 1:end] if name.strip()]
                if files and all(file is not None and afford(file, budget) for file in files):
                    texts = [_read(file, site, depth, {}, budget) for file in files if file is not None]
                    result[index:end + 1] = ["\n".join(texts)] + [""] * (end - index)
                    index = end + 1
                    continue
        if (myst := _MYST_INCLUDE.match(line)) is not None and (block := _myst_include(lines, index, myst, document,
                                                                                     site, depth, budget)):
            end, text = block
            result[index:end + 1] = [text] + [""] * (end - index)
            index = end + 1
            continue
        if (child := _KNITR_CHILD.match(line)) is not None:
            end = next((at for at in range(index + 1, min(len(lines), index + 30))
                        if lines[at].strip() and set(lines[at].strip()) == {"`"}), None)
            file = _first([document.parent / child["path"]], site)
            if end is not None and file is not None and afford(file, budget):
                result[index:end + 1] = [_read(file, site, depth, {}, budget).strip("\n")] + [""] * (end - index)
                index = end + 1
                continue
        if (embed := _EMBED.match(line)) is not None and (note := _embedded(embed, site, depth, budget)) is not None:
            result[index] = embed["lead"] + note.replace("\n", "\n" + " " * len(embed["lead"])) \
                if embed["lead"].strip() else note
            index += 1
            continue
        # "- **ESM**: <ESM />": an imported part ending a line of text, its words in the sentence's place
        after_text = _COMPONENT_AFTER_TEXT.match(line)
        before = after_text["before"] if after_text and after_text["name"] in imports else ""
        included = _file(line[len(before):], document, site, imports)
        if included is not None and afford(included[0], budget):
            file, parameters, rest = included
            marker = found[0] if (found := re.match(_LEAD, before or line)) else ""  # its list item's, if any
            lead = before or marker
            text = _read(file, site, depth, parameters, budget) + (f"\n\n{rest.strip()}" if rest.strip() else "")
            result[index] = lead + text.replace("\n", "\n" + " " * len(marker)) if lead.strip() else text
        index += 1
    return result


def _myst_include(lines: list[str], index: int, opening: re.Match[str], document: Path, site: Path, depth: int,
                  budget: list[int]) -> tuple[int, str] | None:
    """MyST's ```` ```{include} ../README.md ```` (or ``:::{include}``) with its ``:start-after:``,
    ``:end-before:`` options: the closing fence's line and the part of the file it includes; None when the
    file is not one to read here."""
    fence = opening["fence"]
    end = next((at for at in range(index + 1, min(len(lines), index + 30))
                if lines[at].strip() and set(lines[at].strip()) == {fence[0]} and len(lines[at].strip()) >= len(fence)),
               None)
    if end is None:
        return None
    options: dict[str, str] = {found[1]: _option_value(found[2]) for line in lines[index + 1:end]
                               if (found := re.match(r"^\s*:([\w-]+):\s*(.*?)\s*$", line))}
    file = _first([document.parent / opening["path"]], site)
    if file is None or not afford(file, budget):
        return None
    return end, included_part(_read(file, site, depth, {}, budget), options).strip("\n")


def included_part(text: str, options: Mapping[str, str]) -> str:
    """The part of an included file's ``text`` that an include's options name, as docutils and MyST take them: its
    ``:start-line:`` to ``:end-line:`` (Python's slice), then what follows ``:start-after:`` and precedes
    ``:end-before:`` (the whole where a marker is not found)."""
    first, last = options.get("start-line", ""), options.get("end-line", "")
    if first or last:
        lines = text.split("\n")
        text = "\n".join(lines[int(first) if first.lstrip("-").isdigit() else None:
                               int(last) if last.lstrip("-").isdigit() else None])
    after, before = options.get("start-after"), options.get("end-before")
    text = text.split(after, 1)[1] if after and after in text else text
    return text.split(before, 1)[0] if before and before in text else text


def _option_value(value: str) -> str:
    """A MyST directive option's value as MyST reads it, as YAML: quotes taken off (``'teaser-begin -->'``)."""
    if value[:1] not in ("'", '"'):
        return value
    try:
        loaded = yaml.safe_load(value)
    except yaml.YAMLError:
        return value
    return loaded if isinstance(loaded, str) else value


def _embedded(embed: re.Match[str], site: Path, depth: int, budget: list[int]) -> str | None:
    """An Obsidian embed's text: the whole note, the section under its heading, or the block its id ends (the id
    not shown); None when the note is not in the vault or the part not in the note (the link step reports it)."""
    note = _first([_vault(site).get(embed["note"].strip().lower(), site / "-")], site)
    if note is None or not afford(note, budget):
        return None
    text = _read(note, site, depth, {}, budget)
    part = (embed["part"] or "").strip()
    if part.startswith("^"):  # a block: the paragraph whose last line ends with " ^id"
        paragraphs = re.split(r"\n[ \t]*\n", text)
        block = next((paragraph for paragraph in paragraphs
                      if re.search(rf"[ \t]\^{re.escape(part[1:])}[ \t]*$", paragraph)), None)
        return None if block is None else re.sub(r"[ \t]+\^[\w-]+[ \t]*$", "", block)
    if part:  # a section: from its heading to the next heading of its level or above
        heading = re.search(rf"^(#{{1,6}})[ \t]+{re.escape(part)}[ \t]*$", text, re.MULTILINE)
        if heading is None:
            return None
        end = re.search(rf"^#{{1,{len(heading[1])}}}[ \t]", text[heading.end():], re.MULTILINE)
        return text[heading.end():heading.end() + end.start() if end else len(text)].strip("\n")
    return text


def _vault(site: Path) -> dict[str, Path]:
    """The Markdown notes of a vault by their names in lower case (Obsidian finds a note by its name alone)."""
    return _notes(site.resolve(), int(site.stat().st_mtime))


@functools.lru_cache(maxsize=8)
def _notes(site: Path, _mtime: int) -> dict[str, Path]:
    notes: dict[str, Path] = {}
    seen = 0
    for folder, folders, files in os.walk(site):
        folders[:] = [name for name in folders if not name.startswith(".") and name != "node_modules"]
        for name in files:
            seen += 1
            if seen > VAULT_FILES:
                return notes
            if name.lower().endswith(".md"):
                notes.setdefault(name[:-3].lower(), Path(folder) / name)
    return notes


def afford(file: Path, budget: list[int]) -> bool:
    """Whether ``file`` fits in what includes may still add to the page (taken from it when it does)."""
    size = file.stat().st_size
    if size > budget[0]:
        return False
    budget[0] -= size
    return True


def _file(line: str, document: Path, site: Path, imports: dict[str, str]
          ) -> tuple[Path, dict[str, str], str] | None:
    """The text file ``line`` includes, the parameters it gives it and the rest of the line (a tag after the
    include: ``{{< include "prereqs.md" >}} {{< version-check >}}``); None when it includes none here."""
    here = document.parent
    if (jekyll := _JEKYLL.match(line)) is not None:
        name = jekyll["name"].strip("\"'")
        places = [here / name] if jekyll["tag"] == "include_relative" else [site / "_includes" / name]
        if name.startswith("/"):  # GitBook: from the book's root (a language's folder), the nearest above the page
            places = [folder / name.lstrip("/") for folder in _between(here, site)[::-1]] + places
        elif name.startswith(("./", "../")):  # GitBook: beside the page
            places = [here / name, *places]
        elif jekyll["tag"] == "include-markdown" or jekyll["name"][:1] in "\"'":  # MkDocs' include-markdown: beside
            places = [*places, *(folder / name for folder in _between(here, site)[::-1])]  # the page, or above it
        bound = repository(site) if jekyll["tag"] == "include-markdown" else site
        return _with(_first(places, bound), _arguments(jekyll["arguments"]), jekyll["rest"])
    if (hugo := _HUGO.match(line)) is not None:
        arguments = _arguments(hugo["arguments"])
        name = arguments.get("file") or arguments.get("0")
        if not name:
            return None
        if hugo["kind"] == "readfile":
            places = [site / name.lstrip("/"), here / name]
        elif name.startswith("/"):  # Hugo's docs: a path from the content folder (content/ or content/<lang>/)
            places = [folder / name.lstrip("/") for folder in _between(here, site)[::-1]]
        else:  # Kubernetes' include: the language's includes/ bundle, then beside the page
            places = [folder / "includes" / name for folder in _between(here, site)[::-1]] + [here / name]
        return _with(_first(places, site), {}, hugo["rest"])
    if (defold := _DEFOLD.match(line)) is not None:  # Defold: :[Physics](../shared/physics.md), beside the page
        return _with(_first([here / defold["path"]], site), {}, defold["rest"])
    if (retype := _RETYPE.match(line)) is not None:  # Retype: {{ include "snippets/support" }}, from _includes/
        name = retype["name"] if retype["name"].endswith(".md") else f"{retype['name']}.md"
        places = [folder / "_includes" / name.lstrip("/") for folder in _between(here, site)[::-1]]
        return _with(_first(places, site), {}, retype["rest"])
    if (reusable := _GITHUB_REUSABLE.match(line)) is not None:  # GitHub Docs: data/reusables/<path>.md
        parts = reusable["path"].split(".")
        places = [folder.joinpath("data", "reusables", *parts[:-1], f"{parts[-1]}.md")
                  for folder in _between(here, site)[::-1]]
        return _with(_first(places, site), {}, reusable["rest"])
    if (docfx := _DOCFX_INCLUDE.match(line)) is not None:  # DocFX: [!INCLUDE[title](../includes/part.md)]
        return _with(_first([here / docfx["path"]], site), {}, "")
    if (docsify := _DOCSIFY.match(line)) is not None and re.search(r"\.md$", docsify["path"]) \
            and re.search(r":type=(?!markdown)", docsify["options"]) is None:
        name = docsify["path"]
        return _with(_first([here / name, site / name.lstrip("/")], site), {}, "")
    if (snippet := _SNIPPET.match(line)) is not None:
        return _with(_snippet(snippet["name"], document, site), {}, "")
    if (component := _COMPONENT.match(line)) is not None and component["name"] in imports:
        path = imports[component["name"]]
        # Docusaurus' "@site/…" and Mintlify's "/snippets/…": from the site's root; "@components/…": an alias
        # the site's tsconfig.json or jsconfig.json maps (Next.js, Nextra, Astro)
        place = site / path.removeprefix("@site/").lstrip("/") if path.startswith(("@site/", "/")) else here / path
        return _with(_first([place], site) or _first(_aliased(path, here, site), site), {}, "")
    return None


def repository(site: Path) -> Path:
    """The repository (or the guide's folder) a site is in: what include-markdown reads from, which includes a
    project's ``../../CHANGELOG.md`` in its documentation; the site's own folder where it is in none."""
    return next((folder for folder in [site, *site.parents]
                 if (folder / ".git").exists() or (folder / "audioguide.yml").is_file()), site)


def _with(file: Path | None, parameters: dict[str, str], rest: str) -> tuple[Path, dict[str, str], str] | None:
    return (file, parameters, rest) if file is not None else None


def _snippet(name: str, document: Path, site: Path) -> Path | None:
    """pymdownx.snippets' file ``name``: from the config's base paths (a base path that is a file is found by
    its name), else the site's root (the default base path), a folder above the page, or beside it."""
    bases = snippets(site).bases
    named = [base / name if base.is_dir() else base for base in bases if base.is_dir() or base.name == name]
    return _first(named + [folder / name for folder in _between(document.parent, site)] + [document.parent / name],
                  site)


@dataclass(frozen=True)
class Snippets:
    """pymdownx.snippets' settings in a site's config."""

    bases: tuple[Path, ...] = ()
    """Its ``base_path``: the folders (or files) a snippet's name is found in, from the config's folder."""
    appended: tuple[Path, ...] = ()
    """The files its ``auto_append`` adds to every page, found in its base paths."""


def snippets(site: Path) -> Snippets:
    """The snippets settings of the config at ``site``'s root; none without one."""
    config = next((site / name for name in SNIPPET_CONFIGS if (site / name).is_file()), None)
    if config is None:
        return Snippets()
    status = config.stat()
    return _snippets(config, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=8)
def _snippets(config: Path, _mtime: int, _size: int) -> Snippets:
    options = _snippet_options(_settings(config))
    bases = tuple(config.parent / str(base) for base in _listed(options.get("base_path", ".")))
    appended = [_first([base / str(name) for base in bases if base.is_dir()], config.parent)
                for name in _listed(options.get("auto_append", []))]
    return Snippets(bases, tuple(file for file in appended if file is not None))


def _listed(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else [value] if isinstance(value, str) else []


def _snippet_options(settings: object) -> dict[str, object]:
    """The options of pymdownx.snippets in a config's ``markdown_extensions`` (MkDocs' list of names and
    mappings, Zensical's TOML table ``project.markdown_extensions.pymdownx.snippets``)."""
    if not isinstance(settings, dict):
        return {}
    extensions = settings.get("markdown_extensions")
    if extensions is None and isinstance(settings.get("project"), dict):
        extensions = settings["project"].get("markdown_extensions")
    if isinstance(extensions, dict):
        table = extensions.get("pymdownx.snippets", (extensions.get("pymdownx") or {}).get("snippets")
                               if isinstance(extensions.get("pymdownx"), dict) else None)
        return table if isinstance(table, dict) else {}
    for item in extensions if isinstance(extensions, list) else []:
        if isinstance(item, dict) and isinstance(item.get("pymdownx.snippets"), dict):
            return dict(item["pymdownx.snippets"])
    return {}


class _Lenient(yaml.SafeLoader):
    """MkDocs' YAML, whose ``!!python/name:`` and ``!ENV`` tags name what a site runs, not its text."""


_Lenient.add_multi_constructor("", lambda loader, suffix, node: None)


def _settings(config: Path) -> object:
    """A config's settings; none when it cannot be read (it is too large, or not YAML or TOML)."""
    try:
        if config.stat().st_size > INCLUDE_BYTES:
            return None
        text = config.read_text(encoding="utf-8", errors="replace")
        if config.suffix != ".toml":
            return yaml.load(text, Loader=_Lenient)
        return loads_toml(text)  # None on Python 3.10, which has no tomllib: the snippets' defaults
    except (OSError, ValueError, yaml.YAMLError):
        return None


JINJA_PLUGINS = re.compile(
    r"(?:^|[-_/])(?:macros|jinja2?|markdownextradata|simple-hooks|codeyaml|mktemplate)(?:$|[-_])")
"""MkDocs plugins that render a page's Jinja (``{{ price }}``, ``{% if %}``) before its Markdown is read: mkdocs-macros
and its forks, markdownextradata, mkdocs-simple-hooks (a site's own Python, which may), and those named for Jinja."""


@dataclass(frozen=True)
class MkdocsSite:
    """What an MkDocs site's config says about how its pages' text is made."""

    jinja: bool
    """Whether a plugin renders the pages' Jinja; without one MkDocs shows ``{{ price }}`` as written."""
    render_by_default: bool = True
    """mkdocs-macros' ``render_by_default``: false renders only pages whose front matter asks (``render_macros``)."""
    include_tags: tuple[str, str] = ("{%", "%}")
    """The include-markdown plugin's ``opening_tag`` and ``closing_tag`` (``[%`` and ``%]`` where a site sets so)."""


def mkdocs_site(document: Path | None) -> MkdocsSite | None:
    """The settings of the MkDocs site ``document`` is in (the nearest ``mkdocs.yml`` above it, up to its
    repository's root), following its ``INHERIT``; None where the page is in no MkDocs site."""
    config = None if document is None else mkdocs_config(document)
    return None if config is None else _mkdocs_site(config, _stamps(config))


_INHERIT = re.compile(r"^INHERIT:[ \t]*[\"']?([^\"'\s#]+)", re.MULTILINE)


def _stamps(config: Path) -> tuple[tuple[Path, int, int], ...]:
    """The config and those it inherits from, each with when it last changed and its size: a key that changes when
    one does."""
    stamps: list[tuple[Path, int, int]] = []
    while config.is_file() and len(stamps) < DEPTH:
        status = config.stat()
        stamps.append((config, status.st_mtime_ns, status.st_size))
        base = _inherits(config, status.st_mtime_ns, status.st_size)
        if base is None:
            break
        config = (config.parent / base).resolve()
    return tuple(stamps)


@functools.lru_cache(maxsize=32)
def _inherits(config: Path, _changed: int, _size: int) -> str | None:
    """The config a config names under ``INHERIT``, read once while the file is unchanged (every page asks)."""
    base = _INHERIT.search(config.read_text(encoding="utf-8", errors="replace")[:INCLUDE_BYTES])
    return base[1] if base else None


def renders_jinja(document: Path | None, meta: Mapping[str, object]) -> bool:
    """Whether the page's Jinja is rendered before it is shown: always outside an MkDocs site (Jekyll, Hugo and the
    rest run their tags); on one, only where a plugin renders it (:data:`JINJA_PLUGINS`) and the page does not
    opt out (mkdocs-macros' ``render_macros: false``, or its ``render_by_default: false`` without ``true``)."""
    site = mkdocs_site(document)
    if site is None:
        return True
    asked = meta.get("render_macros")
    return site.jinja and (asked if isinstance(asked, bool) else site.render_by_default)


@functools.lru_cache(maxsize=8)
def _mkdocs_site(config: Path, _stamps: tuple[tuple[Path, int, int], ...]) -> MkdocsSite:
    plugins = _plugins(config)
    hooks = _inherited(config, "hooks", 0)
    jinja = any(JINJA_PLUGINS.search(name.lower()) for name in plugins) or any(
        _mentions_jinja(config.parent / str(hook)) for hook in _listed(hooks))
    macros = next((options for name, options in plugins.items() if "macros" in name.lower()), {})
    include = next((options for name, options in plugins.items() if name.lower() == "include-markdown"), {})
    tags = (str(include.get("opening_tag") or "{%"), str(include.get("closing_tag") or "%}"))
    return MkdocsSite(jinja, macros.get("render_by_default") is not False, tags)


def _plugins(config: Path) -> dict[str, dict[str, Any]]:
    """A config's plugins by name with their options (a list of names and one-key mappings, or a mapping), but
    those it turns off (``enabled: false``)."""
    listed = _inherited(config, "plugins", 0)
    pairs: list[tuple[object, object]] = list(listed.items()) if isinstance(listed, dict) else [
        next(iter(item.items())) if isinstance(item, dict) else (item, {})
        for item in (listed if isinstance(listed, list) else []) if isinstance(item, str) or (
            isinstance(item, dict) and len(item) == 1)]
    named = {str(name): options if isinstance(options, dict) else {} for name, options in pairs}
    return {name: options for name, options in named.items() if options.get("enabled") is not False}


def _inherited(config: Path, key: str, depth: int) -> object:
    """``key`` of a config, else of the config its ``INHERIT`` names (MkDocs' base config), a few deep."""
    settings = _settings(config)
    if not isinstance(settings, dict):
        return None
    if key in settings or depth >= DEPTH or not isinstance(settings.get("INHERIT"), str):
        return settings.get(key)
    base = (config.parent / settings["INHERIT"]).resolve()
    return _inherited(base, key, depth + 1) if base.is_file() else None


def _mentions_jinja(hook: Path) -> bool:
    """Whether a site's hook (MkDocs' ``hooks:``, Python) uses Jinja, which it may render the pages with."""
    try:
        return hook.is_file() and hook.stat().st_size <= INCLUDE_BYTES and "jinja" in hook.read_text(
            encoding="utf-8", errors="replace").lower()
    except OSError:
        return False


def _aliased(path: str, here: Path, site: Path) -> list[Path]:
    """Where the ``compilerOptions.paths`` of the nearest ``tsconfig.json`` or ``jsconfig.json`` above the page
    (within the site) map an import's path: ``"@components/*": ["components/*"]`` from its ``baseUrl``."""
    if path.startswith((".", "/")):
        return []
    for folder in _between(here, site)[::-1]:
        for name in ("tsconfig.json", "jsconfig.json"):
            options = _compiler_options(folder / name)
            if options is None:
                continue
            base = folder / str(options.get("baseUrl", "."))
            places = []
            for pattern, targets in (options.get("paths") or {}).items():
                prefix = str(pattern).removesuffix("*")
                if isinstance(targets, list) and (path.startswith(prefix) if str(pattern).endswith("*")
                                                  else path == pattern):
                    rest = path[len(prefix):] if str(pattern).endswith("*") else ""
                    places += [base / str(target).replace("*", rest) for target in targets]
            return places
    return []


def _compiler_options(config: Path) -> dict[str, Any] | None:
    """A TypeScript config's ``compilerOptions``; its comments and trailing commas (JSONC) allowed."""
    try:
        status = config.stat() if config.is_file() else None
    except OSError:
        return None
    if status is None or status.st_size > INCLUDE_BYTES:
        return None
    return _read_compiler_options(config, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=32)
def _read_compiler_options(config: Path, changed: int, size: int) -> dict[str, Any] | None:
    """:func:`_compiler_options`, read once while the config stays as it was (``changed``, ``size``)."""
    try:
        text = config.read_text(encoding="utf-8", errors="replace")
        text = re.sub(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', lambda found: found[1] or "", text, flags=re.S)
        data = json.loads(re.sub(r",(\s*[}\]])", r"\1", text))
    except (OSError, ValueError):
        return None
    options = data.get("compilerOptions") if isinstance(data, dict) else None
    return options if isinstance(options, dict) else None


def _between(folder: Path, site: Path) -> list[Path]:
    """``site`` and the folders from it down to ``folder``."""
    folder, site = folder.resolve(), site.resolve()
    chain = [site] + [above for above in reversed(folder.parents) if above.is_relative_to(site) and above != site]
    return chain + ([folder] if folder != site and folder.is_relative_to(site) else [])


def _first(places: list[Path], site: Path) -> Path | None:
    """The first of ``places`` that is a text file inside ``site``."""
    for place in places:
        try:
            resolved = place.resolve()
        except (OSError, RuntimeError):
            continue
        if (resolved.suffix.lower() in TEXT_SUFFIXES and resolved.is_relative_to(site.resolve())
                and resolved.is_file() and resolved.stat().st_size <= INCLUDE_BYTES and os.access(resolved, os.R_OK)):
            return resolved
    return None


def _arguments(text: str) -> dict[str, str]:
    """``key="value"`` and positional arguments (by position: ``"0"``) of an include."""
    try:
        words = shlex.split(text.replace("\n", " "), posix=True)
    except ValueError:
        words = text.split()
    named = dict(word.split("=", 1) for word in words if re.match(r"^[\w-]+=", word))
    positional = [word for word in words if not re.match(r"^[\w-]+=", word)]
    return {**{str(at): word for at, word in enumerate(positional)}, **{k.lower(): v for k, v in named.items()}}


def _read(file: Path, site: Path, depth: int, parameters: dict[str, str], budget: list[int]) -> str:
    """An included file's text: front matter out, Jekyll's ``{{ include.x }}`` given, its own includes in
    (to :data:`DEPTH`), on as many lines as it has."""
    text = file.read_text(encoding="utf-8", errors="replace").replace("\r\n", "\n")
    text = _FRONT_MATTER.sub("", text, count=1).strip("\n")
    text = _PARAMETER.sub(lambda found: parameters.get(found[1].lower(), ""), text)
    if "include" in text:
        text = _one_line_includes(text, file)
    lines = text.split("\n")
    if depth + 1 < DEPTH:
        lines = _included(lines, file, site, depth + 1, budget)
    return "\n".join(lines)
