"""What a site generator's shortcode or macro shows on the page, as the words to narrate in its place.

A documentation site writes much of its prose through its generator: Hugo and Docsy shortcodes
(``{{< glossary_tooltip text="pod" term_id="pod" >}}``), MDN's macros (``{{Glossary("ASCII")}}``,
``{{HTTPHeader("Retry-After")}}``), Jekyll includes (``{% include figure caption="…" %}``), gettext
calls in templates (``{{ _("Next") }}``). Left out, they take words the reader sees with them
("starting up a new when …"). :func:`spoken` gives the words a call shows:

- a known call (:data:`KNOWN`), by its rule: the argument the page shows (``text=``, the display
  argument, the name of a header or element), a fixed label (MDN's "Optional" badge, Hugo's
  "What's next" heading), a glossary entry read from the site's own files, or nothing (a sidebar,
  a compatibility table: left out and reported, as before);
- a call the guide names (the markdown reader's ``shortcodes`` option: name → the argument's name
  or position, or null to leave it out);
- a site's own call with arguments whose template the site holds (a Hugo shortcode's
  ``layouts/shortcodes/``, a Jekyll include's ``_includes/``): what the template shows, rendered
  with its arguments (:mod:`._templates`);
- any other call with a readable argument (``text``, ``title``, ``caption`` … or, for a macro
  inside a sentence, its last quoted argument that reads as words): that argument, listed by
  ``script`` so a publisher can name the call's rule. A Hugo shortcode's positional arguments
  are kinds and ids as often as words (``{{% notice tip %}}``): they are never guessed from.

Written here: rendering needs the generator and the whole site; only the calls' names and
arguments matter, and no library parses the four syntaxes.
"""

from __future__ import annotations

import ast
import functools
import os
import re
import shlex
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from audioguide.text.readers import _hexo as hexo
from audioguide.text.readers._labels import box_label
from audioguide.text.readers._shared import sphinx_conf

DOCUMENT: ContextVar[Path | None] = ContextVar("DOCUMENT", default=None)
"""The file being read, where a call needs the site's data (glossary entries) found beside it."""
WRITTEN_IN: ContextVar[str | None] = ContextVar("WRITTEN_IN", default=None)
"""The language the guide says its documents are written in (its ``source_language``): a page's own when nothing
on the page or in its path says another."""
_ENTRY: ContextVar[bool] = ContextVar("_ENTRY", default=False)
"""Whether a glossary entry is being read: an entry's own definitions are not looked up (no loop)."""
_EXPAND: ContextVar[Callable[[str], str]] = ContextVar("_EXPAND", default=lambda text: text)
"""How the reader resolves the tags in a glossary entry's text (the markdown reader's own tag step)."""


@dataclass(frozen=True)
class Call:
    """A shortcode or macro: its name (lower case) and arguments."""

    name: str
    positional: tuple[str, ...] = ()
    named: Mapping[str, str] = field(default_factory=dict)

    def argument(self, *keys: str | int) -> str | None:
        """The first of ``keys`` given (a name or a position), its text stripped."""
        for key in keys:
            value = self.named.get(key) if isinstance(key, str) else (
                self.positional[key] if -len(self.positional) <= key < len(self.positional) else None)
            if value is not None and value.strip():
                return value.strip()
        return None


@dataclass(frozen=True)
class Said:
    text: str
    """The words, on one line (Markdown: links and emphasis in them are read as such)."""
    guessed: bool = False
    """Read by the general rule (its most readable argument): ``script`` lists it."""


_KUMA = re.compile(r"^\s*(?P<name>[A-Za-z][\w-]*)\s*(?:\((?P<arguments>.*)\))?\s*$", re.DOTALL)
_GETTEXT = re.compile(r"^\s*_\(\s*(?P<quote>['\"])(?P<text>.*?)(?P=quote)\s*\)\s*(?:\|[^}]*)?$", re.DOTALL)


def parse(kind: str, inner: str) -> Call | None:
    """``inner`` of a ``{{< … >}}``, ``{{% … %}}``, ``{{ … }}`` or ``{% … %}`` tag as a call; None for
    what is no call (a variable, a control tag)."""
    if kind == "{{" and (translated := _GETTEXT.match(inner)):
        return Call("_", (translated["text"],))
    if kind == "{{":  # MDN's macros: Name, Name("a", "b"); a variable (page.title) is none
        found = _KUMA.match(inner)
        bare = found is not None and found["arguments"] is None
        if found is None or "." in found["name"] or (
                bare and not found["name"][0].isupper() and found["name"].lower() not in KNOWN):
            return None  # a variable: {{ title }}; MDN's own bare macros are known ({{optional_inline}})
        if found["arguments"] and re.search(r"(?:^|,)\s*[A-Za-z_]\w*\s*=(?!=)", found["arguments"]):
            return _keyword_call(found["name"].lower(), found["arguments"])  # Zola's: name(title="…", text="…")
        return Call(found["name"].lower(), _kuma_arguments(found["arguments"] or ""))
    if kind not in ("{{<", "{{%", "{%"):
        return None  # a comment: {# … #}
    if kind == "{%":
        words = _split(inner)
        if len(words) >= 2 and words[0] in _LIQUID_WORDS:  # a site's own Liquid tag: {% term integration %}
            return Call("%" + words[0], tuple(word for word in words[1:] if not re.match(r"^[\w-]+=", word)),
                        {key.lower(): value for key, value in (word.split("=", 1) for word in words[1:]
                                                                if re.match(r"^[\w-]+=", word))})
        if len(words) < 2 or words[0] != "include":
            return None
        words = words[1:]
    else:
        words = _split(inner)
    if not words:
        return None
    positional = tuple(word for word in words[1:] if not re.match(r"^[\w-]+=", word))
    named = dict(word.split("=", 1) for word in words[1:] if re.match(r"^[\w-]+=", word))
    return Call(words[0].lower().removesuffix(".html").removesuffix(".md"), positional,
                {key.lower(): value for key, value in named.items()})


def _split(inner: str) -> list[str]:
    try:
        return shlex.split(inner.strip(" \t\n-").replace("\n", " "), posix=True)
    except ValueError:  # an unclosed quote
        return inner.split()


def _keyword_call(name: str, arguments: str) -> Call:
    """A call with named arguments, as Zola's (Tera's) shortcodes are written: ``admonition(type="tip",
    title="Consejo", text="…")``; a value that is a name (``true``, ``none``) is its name."""
    try:
        tree = ast.parse(f"f({arguments})", mode="eval").body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        pairs = re.findall(r"([A-Za-z_]\w*)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')", arguments)
        return Call(name, (), {key.lower(): double or single for key, double, single in pairs})
    if not isinstance(tree, ast.Call):
        return Call(name, ())

    def value(node: ast.expr) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, (str, int, float)):
            return str(node.value)
        return node.id if isinstance(node, ast.Name) else None

    positional = tuple(shown for node in tree.args if (shown := value(node)) is not None)
    named = {keyword.arg.lower(): shown for keyword in tree.keywords
             if keyword.arg is not None and (shown := value(keyword.value)) is not None}
    return Call(name, positional, named)


def _kuma_arguments(arguments: str) -> tuple[str, ...]:
    try:
        values = ast.literal_eval(f"({arguments},)") if arguments.strip() else ()
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        values = tuple(re.findall(r"\"([^\"]*)\"|'([^']*)'", arguments))
        values = tuple(a or b for a, b in values)
    return tuple(str(value) for value in values if isinstance(value, (str, int, float)))


# ---------------------------------------------------------------- rules

Rule = Callable[[Call, bool, str], "Said | None"]
"""A call, whether it stands alone on its line, the document's language → the words it shows, or None to
leave it out (reported)."""


def _shown(*keys: str | int, tidy: Callable[[str], str] = lambda text: text) -> Rule:
    def rule(call: Call, alone: bool, language: str) -> Said | None:
        value = call.argument(*keys)
        return Said(tidy(value)) if value else None
    return rule


def _label(**words: str) -> Rule:
    def rule(call: Call, alone: bool, language: str) -> Said | None:
        return Said(words.get(language, words["en"]))
    return rule


def _omit(call: Call, alone: bool, language: str) -> Said | None:
    return None


def _spaced(name: str) -> str:
    """``Rate_limit`` → "Rate limit", ``kube-apiserver`` stays: underscores are spaces in MDN's page names."""
    return name.replace("_", " ")


def _term(name: str) -> str:
    """A glossary id read as its words: ``control-plane`` → "control plane"."""
    return re.sub(r"[-_]+", " ", name)


def _last_segment(page: str) -> str:
    """``workload-resources/daemon-set-v1`` → "daemon set": a page path as the name of what it describes."""
    segment = re.sub(r"-v\d+\w*$", "", page.rstrip("/").rsplit("/", 1)[-1])
    return _term(segment)


HEADINGS = {
    "whatsnext": {"en": "What's next", "de": "Nächste Schritte", "es": "Siguientes pasos", "fr": "À suivre"},
    "prerequisites": {"en": "Before you begin", "de": "Bevor Sie beginnen", "es": "Antes de empezar",
                      "fr": "Pré-requis"},
    "objectives": {"en": "Objectives", "de": "Ziele", "es": "Objetivos", "fr": "Objectifs"},
    "cleanup": {"en": "Cleaning up", "de": "Aufräumen", "es": "Limpieza", "fr": "Nettoyage"},
    "synopsis": {"en": "Synopsis", "de": "Zusammenfassung", "es": "Sinopsis", "fr": "Synopsis"},
    "options": {"en": "Options", "de": "Optionen", "es": "Opciones", "fr": "Options"},
    "seealso": {"en": "See also", "de": "Siehe auch", "es": "Ver también", "fr": "Voir aussi"},
}
"""Hugo's ``{{% heading "whatsnext" %}}`` (Kubernetes' site): the heading each language's site shows."""


def _heading(call: Call, alone: bool, language: str) -> Said | None:
    key = (call.argument(0) or call.name.removesuffix("-heading")).lower()
    if key not in HEADINGS:
        return None
    words = HEADINGS[key].get(language, HEADINGS[key]["en"])
    return Said(f"## {words}" if alone else words)


def _rfc(call: Call, alone: bool, language: str) -> Said | None:
    number, title, section = call.argument(0), call.argument(1), call.argument(2)
    if number is None:
        return None
    return Said(f"RFC {number}" + (f", section {section}" if section else "") + (f": {title}" if title else ""))


def _feature_state(call: Call, alone: bool, language: str) -> Said | None:
    version, state = call.argument("for_k8s_version"), call.argument("state")
    return Said(f"Feature state: Kubernetes {version}, {state}.") if version and state else None


def _glossary_definition(call: Call, alone: bool, language: str) -> Said | None:
    term = call.argument("term_id")
    if term is None:
        return None
    entry = glossary_entry(term, call.argument("length") or "short")
    if entry is not None:
        return Said(entry)
    shown = call.argument("text")
    return Said(shown) if shown and not alone else None  # alone: under a heading that names it already


def _card(call: Call, alone: bool, language: str) -> Said | None:
    """Docsy's card: its header, then its title and subtitle, before its content ("George Washington. *1732
    †1799: …"); a code card's is left with its code."""
    parts = [part.strip() for key in ("header", "title", "subtitle") if (part := call.argument(key)) and part.strip()]
    if not parts:
        return None
    words = ". ".join(part.rstrip(":") for part in parts)
    return Said(words if words.endswith((".", "!", "?", ":")) else f"{words}:")


def _site_param(call: Call, alone: bool, language: str) -> Said | None:
    """Hugo's ``{{< siteparam "currentReleaseCandidate" >}}``: the value the site's config ``params`` give it."""
    from audioguide.text.readers._templates import site_params

    key = call.argument(0, "name")
    value = _scalar(_walk(site_params(DOCUMENT.get()), key.split("."))) if key else None
    return Said(value) if value is not None else None


def _page_param(call: Call, alone: bool, language: str) -> Said | None:
    """Hugo's ``{{< param "name" >}}``: the page's front matter's value, else the site's ``params``."""
    key = call.argument(0, "name")
    value = _scalar(_walk(PAGE.get(), key.split("."))) if key else None
    return Said(value) if value is not None else _site_param(call, alone, language)


def _quarto_value(file: str) -> Rule:
    """Quarto's ``{{< var version >}}`` (from the project's ``_variables.yml``) and ``{{< meta title >}}`` (from the
    page's front matter, else ``_quarto.yml``): the value a dotted key names."""
    def rule(call: Call, alone: bool, language: str) -> Said | None:
        key = call.argument(0)
        if not key:
            return None
        path = key.split(".")
        value = _scalar(_walk(PAGE.get(), path)) if file == "_quarto.yml" else None
        document = DOCUMENT.get()
        root = next((folder for folder in document.parents if (folder / "_quarto.yml").is_file()), None) \
            if document is not None else None
        if value is None and root is not None:
            value = _scalar(_walk(data_file(root / file), path))
        return Said(value) if value is not None else None
    return rule


def _api_block(call: Call) -> Said | None:
    """GitBook's API block as its card shows it: "GET /collection/{id}: Get collection details."."""
    method, path, summary = (call.argument("method") or "").upper(), call.argument("path"), call.argument("summary")
    heading = " ".join(part for part in (method, path) if part)
    said = f"{heading}: {summary}" if heading and summary else heading or summary
    return Said(said) if said else None


def _keys(call: Call, alone: bool, language: str) -> Said | None:
    """Quarto's ``{{< kbd Shift-Ctrl-P >}}``, or its keys for each system (``win=``, ``mac=``): the keys."""
    keys = call.argument(0, "win", "linux", "mac")
    return Said(keys) if keys else None


_LIQUID_WORDS = frozenset({"term", "my", "tab", "swagger", "swagger-parameter", "note", "altDetails", "addedin"})
"""Liquid tags of sites' own that show words (Home Assistant's): ``{% term integration %}`` shows the term
linked to the glossary, ``{% my integrations title="Settings > Devices & services" %}`` a link with its title;
GitBook's ``{% tab title="Left" %}`` its tab's title, read before the tab as a lead-in; GitBook's API blocks,
``{% swagger method="get" path="/collection/{id}" summary="Get collection details." %}``, the method, the path
and the summary its card shows, and each ``{% swagger-parameter name="id" %}`` its name before its description."""
KNOWN: dict[str, Rule] = {
    # Jekyll sites' own tags (named with their "%", apart from Hugo's shortcodes of the same names)
    "%term": _shown(1, 0),
    "%my": _shown("title", 0, tidy=_spaced),
    # GitBook's {% tab title="Left" %}, the Scala site's {% tab Windows for=… %}: the tab's label
    "%tab": lambda call, alone, language: Said(_titled(title)) if (title := call.argument("title") or (
        call.positional[-1] if call.positional else None)) else None,  # jekyll-tabs' {% tab group label %}
    # the Scala site's {% altDetails id "Alternatively, without Homebrew:" %}: a disclosure's summary
    "%altDetails": lambda call, alone, language: Said(_titled(summary)) if (summary := call.argument(1)) else None,
    "%swagger": lambda call, alone, language: _api_block(call),
    "%swagger-parameter": lambda call, alone, language: Said(f"{name}:") if (name := call.argument("name")) else None,
    "%note": lambda call, alone, language: _note_title(call),
    # Eleventy's docs: {% addedin "1.0.0" %}, a badge "New in v1.0.0"
    "%addedin": lambda call, alone, language: _added_in(call, language),
    # Hugo, Docsy and the sites built on them
    "glossary_tooltip": _shown("text", "term_id", tidy=_term),
    "glossary_definition": _glossary_definition,
    "heading": _heading,
    **{f"{key}-heading": _heading for key in ("whatsnext", "prerequisites", "objectives", "cleanup", "synopsis",
                                                "options", "seealso")},
    "version-check": _label(  # Kubernetes' task pages
        en="To check the version, enter kubectl version.", de="Um die Version zu überprüfen, geben Sie kubectl"
        " version ein.", fr="Pour vérifier la version, tapez kubectl version.", es="Para comprobar la versión,"
        " introduzca kubectl version."),
    "api-reference": _shown("text", "page", tidy=_last_segment),
    "feature-state": _feature_state,
    "figure": _shown("caption", "title", "alt"),
    "alert": lambda call, alone, language: _alert(call),
    "tab": lambda call, alone, language: Said(f"{label}:" if alone and not label.endswith((":", ".", "?", "!"))
                                              else label) if (label := call.argument("name", "header", 0)) else None,
    "tabpane": _omit, "tabs": _omit, "card": _card,  # tabs' first argument: the group's id (Hugo Book's, Doks')
    "siteparam": _site_param, "param": _page_param, "skew": _omit, "codenew": _omit, "code_sample": _omit,
    "youtube": _omit, "vimeo": _omit,
    "tweet": _omit, "gist": _omit, "instagram": _omit, "mermaid": _omit, "toc": _omit,
    "table": _shown("caption"),
    "abbr": _shown(0, "text"), "abbreviation": _shown(0, "text"), "acronym": _shown(0, "text"),  # its letters shown
    "ref": _omit, "relref": _omit, "readfile": _omit, "include": _omit,
    # Quarto's
    "var": _quarto_value("_variables.yml"), "meta": _quarto_value("_quarto.yml"), "kbd": _keys,
    "video": _omit, "env": _omit, "pagebreak": _omit, "lipsum": _omit, "placeholder": _omit,
    # MDN's macros
    "glossary": _shown(1, 0, tidy=_spaced),
    "httpheader": _shown(1, 0), "httpmethod": _shown(0), "httpstatus": _shown(1, 0), "htmlelement": _shown(1, 0),
    "svgelement": _shown(0), "mathmlelement": _shown(0), "svgattr": _shown(0), "htmlattrxref": _shown(0),
    "domxref": _shown(1, 0), "jsxref": _shown(1, 0), "cssxref": _shown(1, 0), "csp": _shown(0),
    "event": _shown(1, 0), "webextapiref": _shown(1, 0), "rfc": _rfc,
    "bug": lambda call, alone, language: Said(f"bug {number}") if (number := call.argument(0)) else None,
    "interwiki": _shown(2, 1, tidy=_spaced),
    "optional_inline": _label(en="Optional", fr="Facultatif", es="Opcional", de="Optional"),
    "readonlyinline": _label(en="Read only", fr="Lecture seule", es="Solo lectura", de="Schreibgeschützt"),
    "deprecated_inline": _label(en="Deprecated", fr="Obsolète", es="Obsoleto", de="Veraltet"),
    "experimental_inline": _label(en="Experimental", fr="Expérimental", es="Experimental", de="Experimentell"),
    "non-standard_inline": _label(en="Non-standard", fr="Non standard", es="No estándar", de="Nicht standardisiert"),
    "specifications": _omit, "compat": _omit, "embedlivesample": _omit, "embedinteractiveexample": _omit,
    "embedghlivesample": _omit, "seecompattable": _omit, "deprecated_header": _omit, "securecontext_header": _omit,
    "availableinworkers": _omit, "previousnext": _omit, "nextmenu": _omit, "previousmenunext": _omit,
    # gettext in a template
    "_": _shown(0),
}
"""The calls whose shown words are known, by name in lower case; sidebars (any ``…Sidebar``, ``…Ref``
without arguments) are left out with them."""

READABLE = ("text", "title", "caption", "name", "label", "alt", "content", "term", "display", "header", "quote",
            "translated")
"""A call's named arguments that hold words shown on the page, in the order they are preferred."""


def spoken(kind: str, inner: str, alone: bool, language: str, rules: Mapping[str, int | str | None] = {},
           expand: Callable[[str], str] = lambda text: text) -> Said | None:
    """The words the call ``inner`` (of a tag ``kind``) shows, or None: no call, or one left out.

    ``alone``: the tag stands alone on its line (a block: its last argument is then no words of a
    sentence); ``rules``: the guide's own (name → argument name or position, None to leave out); ``expand``:
    how the reader resolves the tags in text a call brings in (a glossary entry's).
    """
    if kind == "{{" and (variable := _VARIABLE.match(inner)) is not None:
        value = site_value(_variable_path(variable["path"]), language)
        return Said(value) if value is not None else None
    if kind == "{{" and (name := _SUBSTITUTION.match(inner)) is not None \
            and (value := substitution(name[1])) is not None:
        return Said(" ".join(value.split()))
    if kind == "{%" and (data := _DATA.match(inner)) is not None:
        token = _EXPAND.set(expand)
        try:
            value = github_data(data["kind"], data["path"].split("."))
        finally:
            _EXPAND.reset(token)
        return Said(value) if value is not None else None
    if kind == "{%" and (words := hexo.shown(inner)) is not None:  # {% label info@site root %}: its words
        return Said(words)
    call = parse(kind, inner)
    if call is None:
        return None
    token = _EXPAND.set(expand)
    try:
        return _spoken(kind, call, alone, language, rules)
    finally:
        _EXPAND.reset(token)


def _spoken(kind: str, call: Call, alone: bool, language: str, rules: Mapping[str, int | str | None]) -> Said | None:
    if call.name in rules:
        key = rules[call.name]
        value = call.argument(key) if key is not None else None
        return Said(value) if value else None
    if call.name in KNOWN:
        return KNOWN[call.name](call, alone, language)
    if (rendered := _rendered(kind, call, language)) is not None:
        return rendered
    value = call.argument(*READABLE)
    if call.name.endswith(("sidebar", "ref")) and not call.positional:  # site navigation, unless it shows a caption
        caption = call.argument("caption", "title", "text", "label")  # ({{< page-relref ref=… caption="…" >}})
        return Said(caption, guessed=True) if caption and _reads_as_words(caption) else None
    if value is None and kind in ("{{<", "{{%") and not call.positional and not call.named:
        from audioguide.text.readers._templates import shortcode_text

        fixed = shortcode_text(call.name, language, DOCUMENT.get())  # a site's own note, its words in its template
        if fixed is not None:
            return Said(fixed, guessed=True)
    if value is None and not alone and kind == "{{":  # MDN's convention: the words shown come last
        readable = [argument for argument in call.positional if _reads_as_words(argument)]
        value = readable[-1] if readable else None
    phrase = next((word for word in call.positional if re.search(r"[A-Z\s]", word) and _reads_as_words(word)), "")
    if value is None and alone and kind in ("{{<", "{{%") and phrase:
        value = phrase  # {{< details "Start in open state" open >}}: a disclosure's summary, a box's title
    if value is None:
        return None
    title = call.argument("title", "header", "label")
    if alone and title and value == call.argument("text", "content") and value != title:  # Zola's admonition
        return Said(f"{_titled(title)} {value}", guessed=True)  # (title="Consejo", text="…"): a box, its title first
    linked = "link" in call.name or "ref" in call.name or call.argument("href", "url", "link", "src", "path", "file")
    titled = (alone or (value == call.argument("title", "header") and not linked)) and value in (title, phrase) \
        and not value.endswith((":", ".", "?", "!"))  # a box's title= within a line too: "E-Mail: mail@…"; not a
    #                                                   link's words ("the {{< link … title="user manual" >}} now")
    description = call.argument("description", "subtitle")
    if titled and description and _reads_as_words(description):  # a card: its title, then the line under it
        return Said(f"{value}: {description}", guessed=True)
    return Said(f"{value}:" if titled else value, guessed=True)  # a box's title leads into its text


_ALERT_INCLUDES = frozenset({"note", "tip", "warning", "important", "caution", "danger"})
"""Jekyll includes named for the alert they show (the Documentation Theme's ``note.html``): their word leads."""


def _rendered(kind: str, call: Call, language: str) -> Said | None:
    """What a site's own call shows, rendered from its template with its arguments (:mod:`._templates`): a Hugo
    shortcode's words before the text between its tags ("Certificate Authority Authorization (CAA):"), a Jekyll
    include's words around its parameters ("Note: This is my note."). A call without arguments is read by its
    template's fixed words as before. Without a template, an alert include (``note.html``) leads with its word, and
    a term given with its abbreviation (``name="…" abbr="CAA"``) is read with both, the abbreviation first where the
    call says so (``abbr_first="1"``)."""
    from audioguide.text.readers._templates import INNER, rendered_include, rendered_shortcode

    document = DOCUMENT.get()
    if kind in ("{{<", "{{%") and (call.positional or call.named):
        shown = rendered_shortcode(call.name, call.positional, dict(call.named), language, document)
        if shown is not None:
            return Said(shown.split(INNER, 1)[0].strip())
    elif kind == "{%" and call.named and not call.name.startswith("%"):  # "{% include edit.html %}": no words
        shown = rendered_include(call.name, dict(call.named), document)
        if shown is not None:
            return Said(shown.split(INNER, 1)[0].strip())
        content = call.argument("content", "text")
        if call.name in _ALERT_INCLUDES and content:

            return Said(f"{box_label(call.name, language)}: {content}")
    name, abbreviation = call.argument("name", "term", "title"), call.argument("abbr", "abbreviation", "acronym")
    if kind in ("{{<", "{{%") and name and abbreviation and abbreviation != name:
        first = call.argument("abbr_first", "abbreviation_first") not in (None, "", "0", "false")
        return Said(f"{abbreviation} ({name}):" if first else f"{name} ({abbreviation}):", guessed=True)
    return None


_NOTE_KINDS = frozenset({"default", "primary", "success", "info", "warn", "warning", "danger", "tip", "note",
                         "important", "caution", "error", "flat", "simple", "modern", "disabled", "no-icon"})


def _note_title(call: Call) -> Said | None:
    """Hexo's ``{% note warn Para usuarios Mac %}``: the words after its kinds, the box's title (a lead-in)."""
    words = [word for word in call.positional if word.lower() not in _NOTE_KINDS]
    title = " ".join(words)
    return Said(_titled(title)) if re.search(r"[^\W\d_]", title) else Said("") if not words else None


_ADDED_IN: dict[str, str] = {"en": "New in", "de": "Neu in", "es": "Nuevo en", "fr": "Nouveau dans"}
"""The words of Eleventy's ``{% addedin %}`` badge, in the page's language."""


def _added_in(call: Call, language: str) -> Said | None:
    """Eleventy's ``{% addedin "1.0.0" %}``: the badge it shows, "(New in v1.0.0)"."""
    version = call.argument(0)
    return Said(f"({_ADDED_IN.get(language, _ADDED_IN['en'])} v{version.lstrip('v')})") if version else None


def _alert(call: Call) -> Said | None:
    """An alert's title before its words: Docsy's ``{{< alert title="Note" >}}`` holds them between its tags, Lotus
    Docs' ``{{< alert text="This is the default alert." />}}`` gives them as its ``text``."""
    title, text = call.argument("title"), call.argument("text")
    if text:
        return Said(f"{_titled(title)} {text}" if title else text)
    return Said(f"{title}:") if title else None


def _titled(title: str) -> str:
    """A box's or a tab's title read before the text it heads: "Title:"; one ending in punctuation as written."""
    return title if title.endswith((":", ".", "?", "!")) else f"{title}:"


def _reads_as_words(argument: str) -> bool:
    """Not a path, a URL, a number or an identifier alone: ``"character encoding"``, ``"UTF-8"``."""
    return (bool(re.search(r"[^\W\d_]", argument)) and not re.search(r"[/\\]|://|\.\w{2,4}$", argument)
            and not re.fullmatch(r"[a-z]+(?:[_-][a-z0-9]+)+", argument))


# ---------------------------------------------------------------- the site's data


def glossary_entry(term: str, length: str) -> str | None:
    """The glossary entry ``term`` of the site the document is in (Hugo's ``…/reference/glossary/<term>.md``,
    or a ``glossary/`` folder above the document), on one line: its short part (before ``<!--more-->``) or
    all of it; its own shortcodes read as words too. None where no such file is found."""
    document = DOCUMENT.get()
    if document is None or _ENTRY.get() or not re.fullmatch(r"[\w.-]+", term):
        return None
    for folder in document.parents:
        for glossary in (folder / "docs" / "reference" / "glossary", folder / "reference" / "glossary",
                         folder / "glossary"):
            entry = glossary / f"{term}.md"
            if entry.is_file() and entry.stat().st_size < 200_000:
                return _entry_text(entry.read_text(encoding="utf-8", errors="replace"), length)
        if (folder / "content").is_dir() or (folder / ".git").exists():
            break  # the site's root: no further
    return None


def _entry_text(source: str, length: str) -> str | None:
    body = re.sub(r"\A---\n.*?\n---\n", "", source, count=1, flags=re.DOTALL)
    short, more, rest = body.partition("<!--more-->")
    text = short if length == "short" or not more else short + "\n\n" + rest
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.DOTALL)
    token = _ENTRY.set(True)
    try:
        words = " ".join(_EXPAND.get()(text).split())
    finally:
        _ENTRY.reset(token)
    return words or None


_VARIABLE = re.compile(r"""^\s*(?P<path>(?:site|page)(?:\.[\w-]+|\[(?:"[^"\]]*"|'[^'\]]*'|\d+)\])+)\s*(?:\|[^|]*)*$""",
                       re.DOTALL)
"""A Jekyll variable the page shows (``{{ site.data.ruby.min_version }}``, ``{{ page.title | escape }}``,
``{{ site.data["sample"][1] }}``)."""
_PATH_PART = re.compile(r"""\.([\w-]+)|\["([^"\]]*)"\]|\['([^'\]]*)'\]|\[(\d+)\]""")


def _variable_path(written: str) -> list[str]:
    """``site.data["sample"][1]`` as its keys: site, data, sample, 1."""
    first = written[:4]  # "site" or "page"
    return [first, *("".join(part) for part in _PATH_PART.findall(written[4:]))]
PAGE: ContextVar[Mapping[str, object]] = ContextVar("PAGE", default=MappingProxyType({}))
"""The front matter of the page being read: what ``{{ page.… }}`` shows."""
DATA_BYTES = 1_000_000
"""The largest data file (``_data/*.yml``, ``_config.yml``) read for a value."""


def site_value(path: list[str], language: str = "") -> str | None:
    """The value a Jekyll variable shows, as words: ``site.data.ruby.min_version`` from the site's
    ``_data/ruby.yml`` (jekyll-polyglot's ``_data/<language>/`` first), ``site.title`` from its ``_config.yml``,
    ``page.title`` from the page's front matter; None where it is not found here or is no single value (a list, a
    mapping)."""
    if path[0] == "page":
        return _scalar(_walk(PAGE.get(), path[1:]))
    document = DOCUMENT.get()
    root = next((folder for folder in document.parents if (folder / "_config.yml").is_file()), None) \
        if document is not None else None
    if root is None:
        return None
    if len(path) > 2 and path[1] == "data":
        languages = [code for code in dict.fromkeys([language, language.split("-")[0]]) if code]
        for data in [*(root / "_data" / code for code in languages), root / "_data"]:
            for cut in range(len(path) - 1, 2, -1):  # site.data.a.b.key: _data/a/b.yml, then _data/a.yml
                folder = data.joinpath(*path[2:cut - 1])
                for suffix in (".yml", ".yaml", ".json"):
                    file = folder / f"{path[cut - 1]}{suffix}"
                    if file.is_file():
                        return _scalar(_walk(data_file(file), path[cut:]))
        return None
    return _scalar(_walk(data_file(root / "_config.yml"), path[1:]))


_SUBSTITUTION = re.compile(r"^\s*([A-Za-z_]\w*)\s*$")
"""MyST's substitution: ``{{directive}}``, a name the page's front matter (``substitutions:``) or the site's
config (Sphinx's ``conf.py`` ``myst_substitutions``, Jupyter Book's ``_config.yml``) gives Markdown for."""


def substitution(name: str) -> str | None:
    """The Markdown a MyST substitution ``name`` shows: from the page's ``substitutions``, else the
    ``myst_substitutions`` of the nearest Sphinx ``conf.py`` or Jupyter Book ``_config.yml`` above the page."""
    own = PAGE.get().get("substitutions")
    if isinstance(own, Mapping) and isinstance(own.get(name), (str, int, float)):
        return str(own[name])
    document = DOCUMENT.get()
    if document is None:
        return None
    for folder in document.parents:
        if (folder / "conf.py").is_file():
            found = _sphinx_substitutions(folder / "conf.py").get(name)
            return found if found is not None else None
        if (folder / "_config.yml").is_file() and (folder / "_toc.yml").is_file():
            parse = _walk(data_file(folder / "_config.yml"), ["parse", "myst_substitutions", name])
            return _scalar(parse)
    return None


def _sphinx_substitutions(conf: Path) -> dict[str, str]:
    """``myst_substitutions`` as a Sphinx ``conf.py`` writes it, a literal dict (:func:`._shared.sphinx_conf`)."""
    try:
        if conf.stat().st_size > DATA_BYTES:
            return {}
    except OSError:
        return {}
    for node in sphinx_conf(conf):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "myst_substitutions"
                                                for t in node.targets):
            if not isinstance(node.value, ast.Dict):
                return {}
            found = {}  # each literal value; one computed at build time (``chart["version"]``) is not known here
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                if isinstance(key, ast.Constant) and isinstance(value, ast.Constant) \
                        and isinstance(value.value, (str, int, float)):
                    found[str(key.value)] = str(value.value)
            return found
    return {}


_DATA = re.compile(r"^\s*data\s+(?P<kind>variables|reusables)\.(?P<path>[\w.-]+)\s*-?$")
"""GitHub Docs' Liquid data tags: ``{% data variables.product.prodname_dotcom %}``, ``{% data reusables.x.y %}``."""


def github_data(kind: str, path: list[str]) -> str | None:
    """What a GitHub Docs data tag shows: a variable from ``data/variables/<file>.yml``, or a reusable's text
    (``data/reusables/<folders>/<name>.md``) on one line, its own tags read too; None where not found."""
    document = DOCUMENT.get()
    if document is None or (kind == "reusables" and _ENTRY.get()) or not all(
            re.fullmatch(r"[\w-]+", part) for part in path):
        return None  # a reusable in a reusable is not followed (no loop); variables are
    for folder in document.parents:
        data = folder / "data" / kind
        if not data.is_dir():
            continue
        if kind == "variables" and len(path) > 1:
            file = data / f"{path[0]}.yml"
            return _scalar(_walk(data_file(file), path[1:])) if file.is_file() else None
        file = data.joinpath(*path[:-1], f"{path[-1]}.md")
        try:
            if file.is_file() and file.stat().st_size <= DATA_BYTES:
                return _entry_text(file.read_text(encoding="utf-8", errors="replace"), "all")
        except OSError:
            pass  # unreadable: the tag is reported as not read
        return None
    return None


def data_file(file: Path) -> object:
    import yaml

    try:
        if file.stat().st_size > DATA_BYTES:
            return None
        return yaml.safe_load(file.read_text(encoding="utf-8", errors="replace"))
    except (OSError, yaml.YAMLError):
        return None  # what cannot be read shows nothing: the tag is reported


def _walk(tree: object, keys: list[str]) -> object:
    for key in keys:
        if isinstance(tree, Mapping):  # YAML's "1:" is a number's key
            tree = tree.get(key, tree.get(int(key)) if key.isdigit() else None)
        elif isinstance(tree, list) and key.isdigit() and int(key) < len(tree):
            tree = tree[int(key)]
        else:
            tree = None
    return tree


def _scalar(value: object) -> str | None:
    if isinstance(value, bool) or value is None or isinstance(value, (Mapping, list)):
        return None
    text = " ".join(str(value).split())
    return text or None


_SITE_LANGUAGE = re.compile(r"/(?:content|i18n|files|docs)/(?P<language>[a-z]{2}(?:-[a-zA-Z]{2,4})?)/")


def site_language(meta: Mapping[str, object]) -> str:
    """The language a site's page is in, for the labels its calls show: its front matter's ``lang`` or
    ``language``, else its folder (Hugo's ``content/de/``, Docusaurus' ``i18n/fr/``, MDN's ``files/es/``) or
    its name (``page.de.md``), else the language the guide's documents are written in, else English."""
    for key in ("lang", "language"):
        value = meta.get(key)
        if isinstance(value, str) and re.fullmatch(r"[A-Za-z]{2,3}(?:[-_]\w+)?", value):
            return value.split("-")[0].split("_")[0].lower()
    document = DOCUMENT.get()
    found = _SITE_LANGUAGE.search(document.as_posix()) if document is not None else None
    found = found or (_SUFFIX_LANGUAGE.search(document.name) if document is not None else None)
    return found["language"].split("-")[0] if found else (WRITTEN_IN.get() or "en").split("-")[0].lower()


_SUFFIX_LANGUAGE = re.compile(r"\.(?P<language>[a-z]{2}(?:-[a-zA-Z]{2,4})?)\.(?:md|markdown|mdx|html?)$")
"""Hugo's and MkDocs' translations by file name: ``page.de.md``."""


# ---------------------------------------------------------------- MyST/Sphinx cross-references

_LABEL = re.compile(r"^\((?P<label>[^()\s]+)\)=[ \t]*$|^\.\.[ \t]+_(?P<rst>[^:\s][^:]*):[ \t]*$")
_HEADING = re.compile(r"^#{1,6}[ \t]+(?P<text>.+?)(?:[ \t]+#+)?[ \t]*$")
_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+:.])\1{2,}[ \t]*$")
_PAGES = (".md", ".markdown", ".rst", ".txt")
_SITE_FILES = 3000


def in_site_with(document: Path | None, marker: str, depth: int = 8) -> bool:
    """Whether ``document`` is in a folder, or one of ``depth`` folders above it, holding ``marker`` (a Leanpub book's
    ``Book.txt``, a Dendron vault's ``dendron.yml``, an Obsidian vault's ``.obsidian``)."""
    return document is not None and _marked(document.parent, marker, depth)


@functools.lru_cache(maxsize=256)
def _marked(folder: Path, marker: str, depth: int) -> bool:
    """:func:`in_site_with` for a page's ``folder``: looked for once per folder, not at every link of its pages."""
    return any((above / marker).exists() for above in [folder.resolve(), *folder.resolve().parents][:depth])


def sphinx_root(document: Path | None) -> Path | None:
    """The folder of the Sphinx (``conf.py``) or Jupyter Book (``_config.yml`` and ``_toc.yml``) site the page is in."""
    if document is None:
        return None
    for folder in document.parents:
        if (folder / "conf.py").is_file() or ((folder / "_config.yml").is_file() and (folder / "_toc.yml").is_file()):
            return folder
    return None


def reference_title(target: str, kind: str = "ref") -> str | None:
    """The title Sphinx shows for a reference without text: a label's section title (``{ref}`key```,
    ``[](#key)``), or a page's title (``{doc}`path```, ``[](path.md)``), from the page's site or the page
    itself; None where neither has it."""
    document = DOCUMENT.get()
    if document is None:
        return None
    root = sphinx_root(document)
    labels, titles = _site_titles(root) if root is not None else _file_titles(document.resolve(), document.parent)
    if kind == "doc":
        path = target.split("#")[0]
        base = root if path.startswith("/") and root is not None else document.parent
        key = (base / path.lstrip("/")).resolve()
        key = key.with_suffix("") if key.suffix in _PAGES else key
        return titles.get(str(key))
    return labels.get(target.lower())


@functools.lru_cache(maxsize=8)
def _site_titles(root: Path) -> tuple[dict[str, str], dict[str, str]]:
    labels: dict[str, str] = {}
    titles: dict[str, str] = {}
    files: list[Path] = []
    for folder, folders, names in os.walk(root):  # not a build's copies, a package folder, a hidden one
        folders[:] = sorted(name for name in folders if not name.startswith((".", "_build")) and name != "node_modules")
        files += [Path(folder) / name for name in sorted(names) if Path(name).suffix in _PAGES]
        if len(files) >= _SITE_FILES:
            break
    for path in files[:_SITE_FILES]:
        found_labels, found_titles = _file_titles(path.resolve(), root)
        for key, value in found_labels.items():
            labels.setdefault(key, value)
        titles.update(found_titles)
    return labels, titles


def _file_titles(path: Path, root: Path) -> tuple[dict[str, str], dict[str, str]]:
    """A file's labels, each with the title of the heading it stands before, and the file's own title."""
    try:
        if path.stat().st_size > DATA_BYTES:
            return {}, {}
        lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    except OSError:
        return {}, {}
    labels: dict[str, str] = {}
    pending: list[str] = []
    first: str | None = None
    start = next((at + 1 for at in range(1, min(len(lines), 200)) if lines[at].rstrip() == "---"), 0) \
        if lines[0].rstrip() == "---" else 0
    fence = ""
    for index, line in enumerate(lines[start:], start=start):
        opening = re.match(r"^[ \t]{0,3}(`{3,}|~{3,})", line)
        if fence or opening:  # a code block's comments are not headings
            if not fence and opening:
                fence = opening[1]
            elif opening and opening[1][0] == fence[0] and len(opening[1]) >= len(fence) \
                    and not line.strip().strip(fence[0]):
                fence = ""
            continue
        label = _LABEL.match(line)
        if label:
            pending.append((label["label"] or label["rst"]).strip().lower())
            continue
        if not line.strip():
            continue
        heading = _HEADING.match(line)
        title = heading["text"] if heading else None
        if title is None and index + 1 < len(lines) and _UNDERLINE.match(lines[index + 1]) \
                and len(lines[index + 1].strip()) >= len(line.strip()) and not _UNDERLINE.match(line):
            title = line.strip()
        if title is not None:
            first = first or title
            for key in pending:
                labels.setdefault(key, title)
        pending = []
    key = str(path.with_suffix(""))
    return labels, ({key: first} if first else {})


def mention_title(target: str) -> str:
    """The title GitBook shows for a mention, ``[#top-section](page.md#top-section "mention")``: the heading's
    the anchor names, or the page's (its first heading); where none is found, the name in words."""
    document = DOCUMENT.get()
    path, _, anchor = target.partition("#")
    file = document.parent / path if document is not None and path else document
    headings = _headings(file.resolve()) if file is not None else {}
    return headings.get(anchor.lower() if anchor else "") or readable_name(target)


@functools.lru_cache(maxsize=32)
def _headings(path: Path) -> dict[str, str]:
    """A Markdown file's headings by their anchor (GitBook's and GitHub's: lower case, hyphens for spaces), the
    first under ``""``."""
    try:
        if not path.is_file() or path.stat().st_size > DATA_BYTES:
            return {}
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    text = re.sub(r"^(`{3,}|~{3,}).*?^\1", "", text, flags=re.MULTILINE | re.DOTALL)  # no code's comments
    found: dict[str, str] = {}
    for heading in re.finditer(r"^#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$", text, re.MULTILINE):
        title = re.sub(r"[*_`]", "", heading[1]).strip()
        found.setdefault("", title)
        found.setdefault(re.sub(r"\s+", "-", re.sub(r"[^\w\s-]", "", title.lower())), title)
    return found


def readable_name(target: str) -> str:
    """A reference's key or path said as words where no title is found: ``setup-jupyterhub`` is
    "setup jupyterhub", ``../kubernetes/setup-helm.md#install`` "setup helm"."""
    path, _, anchor = target.partition("#")
    name = path.rstrip("/").rsplit("/", 1)[-1] if path else anchor
    name = re.sub(r"\.(?:md|markdown|rst|txt|html?)$", "", name)
    return re.sub(r"[\s_-]+", " ", name).strip()
