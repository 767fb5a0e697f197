"""The corpus: real documents from public sites' repositories, narrated as a build narrates them.

Every document in ``tests/corpus/`` (found by its extension; ``SOURCES.md`` says where each
comes from) is read with :func:`read_document` and framed into an episode script in its own
language, with the package's templates and no catalog, as a build does for the source
language. Three tests run on each:

- ``test_golden_narration``: the script's text (what the narrator says) is the reviewed
  ``corpus/golden/<file name>.narration.txt``; ``AUDIOGUIDE_UPDATE_GOLDEN=1`` rewrites it.
- ``test_no_markup_read_aloud``: no paragraph of the narration holds markup (:data:`MARKUP`).
- ``test_no_text_lost``: every sentence of the document's prose is in the narration, unless
  it lies in what the reader reported as left out (:func:`excused`). The prose is found
  without the reader (:func:`expected_prose`): Markdown is parsed by markdown-it after the site
  generators' own syntax has been resolved as their sites show it (:func:`site_syntax`), and
  the text of its paragraphs, headings, list items, quotes and table cells is taken, HTML
  blocks included (their block elements' text, as a browser shows it); code blocks and front
  matter are not prose. HTML pages and an EPUB's XHTML files are read the same way, a Word
  document's body paragraph by paragraph from its XML, plain text paragraph by paragraph.
  Sentences are compared word by word (case, punctuation, quotes and markup left out), so
  only words lost, changed or displaced fail.

What fails is marked per document in :data:`MARKUP_TODAY` and :data:`LOST_TODAY`
(``xfail(strict=True)``): when a reader is fixed the test passes, strict xfail fails, and the
entry is removed. Each reason says what is read wrongly or lost, to be checked off. Every
document passes today: the three are empty.

``test_what_the_voice_is_given`` checks the spoken forms reviewed on the corpus' sentences
(dates, years, money, identifiers, ranges, numbered titles), as :func:`prepare.cues_for` makes them.
"""

from __future__ import annotations

import gettext
import os
import posixpath
import re
import unicodedata
import warnings
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from itertools import pairwise
from pathlib import Path
from urllib.parse import SplitResult, unquote, urlsplit

import pytest
from bs4 import BeautifulSoup, MarkupResemblesLocatorWarning, NavigableString, Tag
from bs4.element import PreformattedString
from lxml import etree
from markdown_it import MarkdownIt
from markdown_it.token import Token

from audioguide.text.documents import Document, read_document
from audioguide.text.readers import Skipped
from audioguide.text.script import EpisodeScript, GuideInfo, ScriptRenderer
from tests.support import TESTS

CORPUS = TESTS / "corpus"
GOLDEN = CORPUS / "golden"
UPDATE = os.environ.get("AUDIOGUIDE_UPDATE_GOLDEN") == "1"
MARKDOWN = {".md", ".markdown", ".mdx"}
TEXT = {".txt", ".text"}
HTML = {".html", ".htm"}
EXTENSIONS = MARKDOWN | TEXT | HTML | {".epub", ".docx"}
NOT_DOCUMENTS = {"SOURCES.md"}

LANGUAGES = {
    "jekyll-opensource-guide-es-code-of-conduct.md": "es",
    "jekyll-learnosm-fr-humanitarian.md": "fr",
    "hugo-kubernetes-de-what-is-kubernetes.md": "de",
    "jekyll-opensource-guide-de-legal.md": "de",
    "mkdocs-fastapi-es-history-design-future.md": "es",
    "nextjs-react-es-editor-setup.md": "es",
    "jekyll-opensource-guide-de-how-to-contribute.md": "de",
    "jekyll-opensource-guide-es-how-to-contribute.md": "es",
    "jekyll-opensource-guide-de-starting-a-project.md": "de",
    "mdn-fr-glossary-utf-8.md": "fr",
    "mdn-es-glossary-cors.md": "es",
    "mdn-fr-http-status-503.md": "fr",
    "mdn-de-cors-missing-allow-origin.md": "de",
    "mkdocs-fastapi-fr-background-tasks.md": "fr",
    "sites--kubernetes-es--content--es--docs--concepts--overview--components.md": "es",
}
"""Documents not in English; the narration's framing stays English (no catalog)."""

GUIDE = GuideInfo("Corpus", "audioguide tests", None)
PUBLISHED = datetime(2026, 1, 5, 10, tzinfo=timezone.utc)

# ---------------------------------------------------------------- what fails today

UNREADABLE_TODAY: dict[str, str] = {}
"""Documents no reader reads: every test of theirs fails on reading."""

MARKUP_TODAY: dict[str, str] = {}
"""Documents whose narration holds markup today, and which."""

LOST_TODAY: dict[str, str] = {}
"""Documents whose narration leaves out prose without reporting it today, and which."""


SITE_PAGES = (
    "sites/kubernetes-es/content/es/docs/concepts/overview/components.md",
    "sites/kubernetes-en/content/en/docs/tasks/debug/debug-application/get-shell-running-container.md",
    "sites/jekyll-docs/docs/_docs/installation.md",
    "sites/jekyll-docs/docs/_docs/step-by-step/01-setup.md",
    "sites/jekyll-docs/docs/_tutorials/custom-404-page.md",
    "sites/just-the-docs/docs/ui-components/buttons.md",
    "sites/just-the-docs/docs/ui-components/lists.md",
    "sites/myst-parser/docs/syntax/admonitions.md",
    "sites/kind/site/content/docs/user/auditing.md",
)
"""Pages of the sites in ``corpus/sites/``, read with their site around them (a glossary entry, an include)."""


def documents() -> list[Path]:
    return sorted(
        path for path in CORPUS.iterdir()
        if path.is_file() and path.suffix.lower() in EXTENSIONS and path.name not in NOT_DOCUMENTS
    ) + [CORPUS / page for page in SITE_PAGES]


def name_of(path: Path) -> str:
    """A corpus document's name: its path in the corpus, a site's page's folders joined by ``--``."""
    return path.relative_to(CORPUS).as_posix().replace("/", "--")


def cases(known: dict[str, str]) -> list[object]:
    params = []
    for path in documents():
        reason = UNREADABLE_TODAY.get(name_of(path)) or known.get(name_of(path))
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        params.append(pytest.param(path, id=name_of(path), marks=marks))
    return params


# ---------------------------------------------------------------- narration as a build makes it


def read(path: Path) -> Document:
    return read_document(path, f"corpus/{name_of(path)}", part_words=350)


def narrate(path: Path) -> tuple[Document, EpisodeScript]:
    document = read(path)
    renderer = ScriptRenderer(GUIDE, gettext.NullTranslations())
    script = renderer.episode(
        document, number=1, title=document.title, language=LANGUAGES.get(name_of(path), "en"),
        published=PUBLISHED, next_title=None,
    )
    return document, script


@pytest.mark.parametrize("path", cases({}))
def test_golden_narration(path: Path) -> None:
    _, script = narrate(path)
    golden = GOLDEN / f"{name_of(path)}.narration.txt"
    if UPDATE:
        golden.write_text(script.text(), encoding="utf-8")
    assert golden.exists(), f"{golden.name} missing: run with AUDIOGUIDE_UPDATE_GOLDEN=1 and review it"
    assert script.text() == golden.read_text(encoding="utf-8")


def test_every_golden_has_its_document() -> None:
    names = {f"{name_of(path)}.narration.txt" for path in documents()}
    assert sorted(p.name for p in GOLDEN.iterdir() if p.name not in names) == []


# ---------------------------------------------------------------- (a) no markup read aloud

MARKUP: list[tuple[str, re.Pattern[str]]] = [(name, re.compile(pattern, re.MULTILINE)) for name, pattern in [
    ("strong emphasis **", r"\*\*"),
    ("strong emphasis __x__", r"(?<![\w_])__(?=[^\s_])[^_\n]+?(?<=[^\s_])__(?![\w_])"),
    ("emphasis *x*", r"(?<![\w*\\])\*(?=[^\s*])[^*\n]*?(?<=[^\s*])\*(?![\w*])"),
    ("emphasis _x_", r"(?<![\w_])_(?=[^\s_])[^_\n]*?(?<=[^\s_])_(?![\w_])"),
    ("strikethrough ~~", r"~~"),
    ("backtick", r"`"),
    ("link or image syntax", r"\]\(|\]\[|!\[|\]\s+\(\s*[/#.][^)\s]*\)"),
    ("link reference definition", r"^\s*\[[^\]\n]+\]:\s"),
    ("abbreviation definition *[X]:", r"\*\[[^\]\n]+\]:"),
    ("footnote marker [^x]", r"\[\^[^\]\n]*\]"),
    ("Liquid/Hugo/Jinja template tag", r"\{%|%\}|\{\{|\}\}"),
    ("attribute list / kramdown IAL", r"\{:[^}\n]*\}|\{\s*[.#][\w-][^}\n]*\}|\{\s*[\w-]+=[^}\n]*\}"),
    ("MDX comment {/* */}", r"\{/\*|\*/\}|\{/[\w-]+/\}"),
    ("admonition, tab or container fence", r"!!!|\?\?\?|:::|^///|===\s*\""),
    ("MyST role, label or directive", r"\{[a-z][\w:-]*\}(?=[`\w])|^\([\w-]+\)=|```\{"),
    ("HTML or JSX tag", r"</?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?/?>"),
    ("broken HTML tag", r"(?<!\{)<\s+/?\s*[A-Za-z]+\s*>"),
    ("HTML comment", r"<!--|-->"),
    ("autolink <url>", r"<(?:https?|mailto|ftp):[^>\s]*>"),
    ("HTML entity", r"&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]{1,31});"),
    ("backslash escape", r"\\[\\`*_{}\[\]()#+\-.!<>|~]"),
    ("heading marker #", r"^#{1,6}\s"),
    ("list marker", r"^\s*[*+-]\s"),
    ("table row", r"\|\s*:?-{3,}:?\s*\||\|\s[^|\n]+\s\|\s[^|\n]+\s\|"),
    ("emoji or icon shortcode :x:", r"(?<![\w:/]):[a-z0-9_+-]*[a-z][a-z0-9_+-]*:(?![\w:/])"),
    ("SmartyPants dash ---", r"(?<!-)---(?!-)"),
    ("rule or underline (===, ***, ___)", r"(?:^|\s)(?:={3,}|\*{3,}|_{3,})(?:\s|$)"),
    ("reStructuredText markup", r"``|(?:^|\s)\.\.(?:\s|$)|\b[A-Za-z][\w-]*_(?=[\s.,;:!?)]|$)|`_"),
    ("Git conflict marker", r"<{7}(?!<)|>{7}(?!>)|^={7}(?!=)"),
    ("GitHub alert label [!NOTE]", r"\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]"),
    ("GitHub Docs AUTOTITLE placeholder", r"\bAUTOTITLE\b"),
]]
"""What a narrated paragraph must never hold: Markdown, the site generators' syntax, HTML.

Literal brackets (``[...]`` in a quotation) and URLs are allowed (URLs are spoken as their host).
"""


PYTHON_NAMES = frozenset({*dir(type), *dir(object), "__metaclass__"})
"""Python's special names (``__call__``, ``__metaclass__``): an inline literal keeps them as written, no emphasis."""


def markup_in(text: str) -> Iterator[tuple[str, str]]:
    """Each rule ``text`` breaks, with the first match and a little around it (and how many more).

    A symbol in quotes (``"*"``) is no markup: the reader keeps it for its name ("the "*" wildcard")."""
    text = re.sub(r'"[*_~`]{1,4}"', '""', text)
    text = re.sub(r"__[a-z]+(?:_[a-z]+)*__", lambda found: "" if found[0] in PYTHON_NAMES else found[0], text)
    for name, pattern in MARKUP:
        matches = list(pattern.finditer(text))
        if matches:
            start, end = max(0, matches[0].start() - 25), min(len(text), matches[0].end() + 25)
            more = f" (+{len(matches) - 1} more)" if len(matches) > 1 else ""
            yield name, text[start:end].replace("\n", " ") + more


@pytest.mark.parametrize("text, rule", [
    ("Some **bold** text.", "strong emphasis **"),
    ("A __strong__ word.", "strong emphasis __x__"),
    ("An *emphasised* word.", "emphasis *x*"),
    ("An _emphasised_ word.", "emphasis _x_"),
    ("Run `ls` now.", "backtick"),
    ("See [the docs](https://example.org/).", "link or image syntax"),
    ("See [the docs] (/fr/coordination/remote/) here.", "link or image syntax"),
    ("A footnote[^1] here.", "footnote marker [^x]"),
    ("Hello {{ site.title }} and {% include note.html %}.", "Liquid/Hugo/Jinja template tag"),
    ("Read it {{< param \"x\" >}}.", "Liquid/Hugo/Jinja template tag"),
    ("We recommend it. {: .notice}", "attribute list / kramdown IAL"),
    ("A link{.internal-link target=_blank} here.", "attribute list / kramdown IAL"),
    ("Your editor {/*your-editor*/}", "MDX comment {/* */}"),
    ("Tu editor {/your-editor/}", "MDX comment {/* */}"),
    ("!!! note \"Title\"", "admonition, tab or container fence"),
    (":::tip", "admonition, tab or container fence"),
    ("Commons {cite}`Ostrom1990`.", "MyST role, label or directive"),
    ("(fw-embracing-digital-commons)=", "MyST role, label or directive"),
    ("<Intro> Some text.", "HTML or JSX tag"),
    ("A survey< /a>, that covers it.", "broken HTML tag"),
    ("See <https://example.org> now.", "autolink <url>"),
    ("Tu C&oacute;digo de Conducta", "HTML entity"),
    ("\\[It's in your\\] interest.", "backslash escape"),
    ("## Heading", "heading marker #"),
    ("* List item", "list marker"),
    ("| a | b | c |", "table row"),
    ("Happy new year! :tada:", "emoji or icon shortcode :x:"),
    ("Steve Jobs --- Apple", "SmartyPants dash ---"),
    ("Read ``repr()`` and the differences_ between them.", "reStructuredText markup"),
    ("<<<<<<< HEAD Some text", "Git conflict marker"),
    ("*[HTML]: Hyper Text Markup Language", "abbreviation definition *[X]:"),
    ("[!TIP] For browsing without installing a client", "GitHub alert label [!NOTE]"),
    ("For more information, see \"AUTOTITLE.\"", "GitHub Docs AUTOTITLE placeholder"),
    ("the Commons {cite}Ostrom1990commons and", "MyST role, label or directive"),
])
def test_markup_rule_finds(text: str, rule: str) -> None:
    assert rule in {name for name, _ in markup_in(text)}


@pytest.mark.parametrize("text", [
    "It isn’t from lack of sleep.",
    "Like the quote says: [...] and so on.",
    "Visit https://example.org/a_b_c/ for more, e.g. the CODIGO_DE_CONDUCTA file.",
    "Prices rose 5 * 3 times; 10:30: not a shortcode.",
    "Fish & Chips -- a dash, and an em dash — too.",
    "It’s 2.8 final, never.",
])
def test_markup_rules_leave_prose_alone(text: str) -> None:
    assert list(markup_in(text)) == []


def test_markup_rules_name_what_they_find() -> None:
    assert {name for name, _ in markup_in("{{< note >}} Text {{< /note >}}")} == {"Liquid/Hugo/Jinja template tag"}
    assert {name for name, _ in markup_in("============================ ====")} == {"rule or underline (===, ***, ___)"}
    assert [excerpt for _, excerpt in markup_in("`a` and `b`")] == ["`a` and `b` (+3 more)"]


@pytest.mark.parametrize("path", cases(MARKUP_TODAY))
def test_no_markup_read_aloud(path: Path) -> None:
    _, script = narrate(path)
    found = [
        f"{paragraph.ref or paragraph.kind}: {rule}: …{excerpt}…"
        for chapter in script.chapters for paragraph in chapter.paragraphs
        for rule, excerpt in markup_in(paragraph.text)
    ]
    assert not found, f"{len(found)} places read markup aloud:\n" + "\n".join(found[:40])


# ---------------------------------------------------------------- (b) no text lost


@dataclass(frozen=True)
class Part:
    """An HTML element holding prose: its tag, id and classes, and the source lines it spans."""

    tag: str
    id: str
    classes: frozenset[str]
    first: int
    last: int


@dataclass(frozen=True)
class Prose:
    """A sentence of a document's prose, where it is, and the blocks that hold it."""

    line: int
    text: str
    blocks: frozenset[int]
    """The lines where the blocks holding it start (a list, a quote, the paragraph itself)."""
    parts: tuple[Part, ...] = ()
    """The HTML elements holding it, outermost first."""


def words(text: str) -> list[str]:
    """What is compared: the words, in order, without case, punctuation, quotes or marks (the
    underscores around a word too: reStructuredText's ``differences_`` is the word "differences")."""
    found = re.findall(r"\w+", unicodedata.normalize("NFKC", text).casefold())
    return [word.strip("_") for word in found if word.strip("_")]


_ADDRESS = re.compile(r"(?:https?://|www\.)[^\s<>()\[\]]+")


def _site(address: SplitResult) -> str:
    host = (address.hostname or "").removeprefix("www.")
    return address.netloc if host == "localhost" or re.fullmatch(r"[\d.]+", host) else host


def narrated(sentence: str, said: str) -> bool:
    """Whether every word of ``sentence`` is in ``said`` (words spaced, as :func:`words` gives them), in order;
    where a call was (:data:`CALL`), the narration may read the words the page shows, and where an address
    is (a link showing it), its site's name; GitHub Docs' ``AUTOTITLE`` link is the linked page's title, as a call."""
    sentence = sentence.replace("AUTOTITLE", CALL)
    sentence = _ADDRESS.sub(lambda found: _site(urlsplit(found[0] if "://" in found[0] else f"http://{found[0]}")),
                            sentence)
    at = 0
    for piece in sentence.split(CALL):
        spoken = " ".join(words(piece))
        if not spoken:
            continue
        found = said.find(f" {spoken} ", at)
        if found < 0:
            return False
        at = found + len(spoken) + 1
    return True


_SENTENCE_END = re.compile(r"[.!?…][\"'”’»)\]]*\s+(?=[\"'“‘«(\[¿¡]*[^\W_a-zß-ÿ])")


def sentences(text: str) -> list[str]:
    """``text`` cut after a full stop, question or exclamation mark followed by a capital or a digit."""
    text = " ".join(text.split())
    cuts = [match.end() for match in _SENTENCE_END.finditer(text)]
    return [s.strip() for s in (text[a:b] for a, b in pairwise([0, *cuts, len(text)])) if s.strip()]


def locate(text: str, lines: list[str], first: int, last: int) -> int:
    """The source line (1-based, within ``first``–``last``) where ``text`` starts, else ``first``."""
    wanted = words(text)[:4]
    found = [(number, word) for number in range(first, min(last, len(lines)) + 1)
             for word in words(lines[number - 1])]
    for size in (len(wanted), 1):
        for start in range(len(found) - size + 1):
            if size and [word for _, word in found[start:start + size]] == wanted[:size]:
                return found[start][0]
    return first


def expected_prose(path: Path) -> list[Prose]:
    source = path.read_text(encoding="utf-8") if path.suffix.lower() in MARKDOWN | TEXT | HTML else ""
    lines = source.splitlines()
    if path.suffix.lower() in MARKDOWN:
        units = markdown_units(source)
    elif path.suffix.lower() in TEXT:
        units = text_units(lines)
    elif path.suffix.lower() in HTML:
        units = html_units(source, 1, len(lines), frozenset(), markdown=False)
    elif path.suffix.lower() == ".epub":
        units, lines = epub_units(path)
    elif path.suffix.lower() == ".docx":
        units, lines = docx_units(path)
    else:
        raise AssertionError(f"no independent reading of {path.suffix} documents")
    return [
        Prose(locate(sentence, lines, first, last), sentence, blocks, parts)
        for first, last, text, blocks, parts in units for sentence in sentences(text)
        if words(sentence)
    ]


Unit = tuple[int, int, str, frozenset[int], tuple[Part, ...]]
"""A block of prose: its first and last source lines, its text, the lines where its containers
start and the HTML elements holding it."""


def text_units(lines: list[str]) -> list[Unit]:
    """Plain text: every paragraph (lines between blank lines) is prose. In reStructuredText a
    literal's closing marks and an escaped space after them (````UnicodeError``\\ s``) join a word."""
    units, start = [], None
    for number, line in enumerate([*lines, ""], start=1):
        if line.strip() and start is None:
            start = number
        elif not line.strip() and start is not None:
            text = " ".join(lines[start - 1:number - 1]).replace("``\\ ", "")
            units.append((start, number - 1, text, frozenset({start}), ()))
            start = None
    return units


_OPENS_INLINE = ("paragraph_open", "heading_open", "th_open", "td_open")


def _markdown_it() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": True}).enable("table")


def markdown_units(source: str) -> list[Unit]:
    """The prose of a Markdown document: markdown-it's paragraphs, headings, cells and HTML blocks."""
    md = _markdown_it()
    tokens = md.parse("\n".join(site_syntax(source.splitlines())))
    units: list[Unit] = []
    opened: list[tuple[int, int]] = []  # the containers open around a token: (first, last) lines
    for index, token in enumerate(tokens):
        if token.nesting == 1:
            opened.append(_span(token, opened))
        elif token.nesting == -1:
            opened.pop()
        elif token.type == "inline" and tokens[index - 1].type in _OPENS_INLINE:
            first, last = _span(token, opened)
            blocks = frozenset(start for start, _ in opened)
            units.append((first, last, _inline_text(md, token.children or []), blocks, ()))
        elif token.type == "html_block" and token.map:
            first, last = token.map[0] + 1, token.map[1]
            units += html_units(token.content, first, last, frozenset([first, *(s for s, _ in opened)]), markdown=False)
    return units


def _span(token: Token, opened: list[tuple[int, int]]) -> tuple[int, int]:
    if token.map:
        return token.map[0] + 1, token.map[1]
    return opened[-1] if opened else (1, 1)


def _inline_text(md: MarkdownIt, children: list[Token]) -> str:
    return _visible(_soup(md.renderer.renderInline(children, md.options, {})))


HIDDEN = {
    "script", "style", "noscript", "template", "pre", "form", "button", "input", "select", "option",
    "textarea", "svg", "math", "iframe", "object", "embed", "video", "audio", "canvas", "nav", "source",
    "head", "title", "meta", "link",
}
"""Elements whose text is not prose a page shows: code, scripts, forms, media, navigation."""
BLOCKS = {
    "p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "td", "th", "dt", "dd", "figcaption",
    "caption", "address", "summary", "details", "aside", "div", "section", "article", "header", "footer",
    "main", "figure", "center", "dl", "ul", "ol", "table", "thead", "tbody", "tfoot", "tr", "body", "html",
    "hr", "br", "fieldset", "legend", "picture",
}
"""Elements that start a block of their own: the text around them is not one sentence with theirs."""


def _soup(html: str) -> BeautifulSoup:
    """``html`` parsed, with line numbers; a fragment that looks like a file name is still HTML."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", MarkupResemblesLocatorWarning)
        return BeautifulSoup(html, "html.parser")


def _visible(soup: Tag) -> str:
    """The text a page shows of ``soup``'s inline content: images as their alt text, nothing hidden."""
    for element in soup.find_all(HIDDEN):
        element.decompose()
    for image in soup.find_all("img"):
        image.replace_with(image.get("alt") or "")
    return " ".join(soup.get_text("").split())


def html_units(html: str, first: int, last: int, blocks: frozenset[int], markdown: bool) -> list[Unit]:
    """The prose of HTML (``first``–``last`` are its source lines): each block element's own text.

    Text in an element with a ``markdown`` attribute (kramdown, Python-Markdown) is Markdown,
    rendered before its text is taken.
    """
    soup = _soup(html)
    for element in soup.find_all(HIDDEN):
        element.decompose()
    for special in soup.find_all(string=lambda s: isinstance(s, PreformattedString)):
        special.extract()  # comments, the doctype, processing instructions
    for mark in soup.find_all(lambda e: "noteref" in f"{e.get('epub:type', '')} {e.get('role', '')}"):
        mark.decompose()  # a footnote's mark in the text: the note itself is prose, where it stands
    md = _markdown_it()
    units: list[Unit] = []

    def line_of(element: Tag) -> int:
        return first + (element.sourceline or 1) - 1 if element.sourceline else first

    def part_of(element: Tag) -> Part:
        node: Tag | None = element
        end = last
        while node is not None:  # the element ends where the next one not inside it starts
            after = node.find_next_sibling()
            if isinstance(after, Tag) and after.sourceline:
                end = line_of(after)
                break
            node = node.parent
        identity = element.get("id")
        classes = element.get("class") or []
        return Part(element.name, identity if isinstance(identity, str) else "", frozenset(classes),
                    line_of(element), end)

    def walk(element: Tag, markdown: bool, holders: frozenset[int], parts: tuple[Part, ...]) -> None:
        run: list[str] = []

        def flush() -> None:
            text = "".join(run)
            run.clear()
            if markdown:
                text = _visible(_soup(md.renderInline(text)))
            if words(text):
                units.append((line_of(element), last, " ".join(text.split()), holders, parts))

        for child in element.children:
            if isinstance(child, Tag) and (child.name in BLOCKS or child.find(BLOCKS)):
                flush()
                walk(child, markdown or child.has_attr("markdown"), holders | {line_of(child)},
                     (*parts, part_of(child)))
            elif isinstance(child, Tag):
                run.append(_visible(_soup(str(child))) if not markdown else child.get_text(""))
            elif isinstance(child, NavigableString):
                run.append(str(child))
        flush()

    walk(soup, markdown, blocks, ())
    return units


def epub_units(path: Path) -> tuple[list[Unit], list[str]]:
    """The prose of an EPUB's XHTML files in spine order, numbered as one file (as its reader does)."""
    container_ns = "{urn:oasis:names:tc:opendocument:xmlns:container}"
    opf_ns = "{http://www.idpf.org/2007/opf}"
    units: list[Unit] = []
    lines: list[str] = []
    with zipfile.ZipFile(path) as archive:
        container = etree.fromstring(archive.read("META-INF/container.xml"))
        package_path = container.find(f".//{container_ns}rootfile").get("full-path")
        package = etree.fromstring(archive.read(package_path))
        hrefs = {item.get("id"): item.get("href") for item in package.iter(f"{opf_ns}item")}
        for reference in package.iter(f"{opf_ns}itemref"):
            href = unquote(hrefs[reference.get("idref")])
            name = posixpath.normpath(posixpath.join(posixpath.dirname(package_path), href))
            content = archive.read(name).decode("utf-8")
            count = content.count("\n") + 1
            units += html_units(content, len(lines) + 1, len(lines) + count, frozenset(), markdown=False)
            lines += content.split("\n")
    return units, lines


def docx_units(path: Path) -> tuple[list[Unit], list[str]]:
    """The prose of a Word document's body: each paragraph's text, numbered through the body.

    Table cells are paragraphs too; page headers and footers are no part of the body. A
    paragraph's "line" is its number, as the reader counts them.
    """
    w = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
    with zipfile.ZipFile(path) as archive:
        body = etree.fromstring(archive.read("word/document.xml")).find(f"{w}body")
    numbers = {paragraph: number for number, paragraph in enumerate(body.iter(f"{w}p"), start=1)}
    units: list[Unit] = []
    lines: list[str] = []
    for paragraph, number in numbers.items():
        text = "".join(
            (node.text or "") if node.tag == f"{w}t" else " "
            for node in paragraph.iter(f"{w}t", f"{w}tab", f"{w}br")
        )
        lines.append(text)
        tables = {numbers[next(table.iter(f"{w}p"))] for table in paragraph.iterancestors(f"{w}tbl")}
        if words(text):
            units.append((number, number, " ".join(text.split()), frozenset({number} | tables), ()))
    return units, lines


# The site generators' syntax, resolved before markdown-it reads the page, line for line.

_FRONT_MATTER = {"---": ("---", "..."), "+++": ("+++",)}
_CONFLICT = re.compile(r"^(?:<{7}|={7}|>{7})(?:\s.*)?$")
_LIQUID_CODE = re.compile(r"^\s*\{%-?\s*(highlight|endhighlight)\b.*%\}\s*$")
_LIQUID_COMMENT = (re.compile(r"^\s*\{%-?\s*comment\s*-?%\}\s*$"), re.compile(r"^\s*\{%-?\s*endcomment\s*-?%\}\s*$"))
_HUGO_CODE = re.compile(r"^\s*\{\{[<%]\s*/?\s*(code-toggle|code|highlight|output|datatable)\b.*[>%]\}\}\s*$")
_TOC_ITEM = re.compile(r"^\s*(?:[*+-]|1\.)\s+TOC\s*$")
_MDX_CODE_BLOCK = re.compile(r"^\s*(`{3,}|~{3,})\s*mdx-code-block\s*$")
_MYST_DIRECTIVE = re.compile(r"^(\s*)(`{3,}|~{3,})\{([\w:-]+)\}\s*(.*)$")
_MYST_PROSE = {
    "admonition", "note", "tip", "hint", "important", "warning", "caution", "attention", "danger",
    "error", "seealso", "epigraph", "sidebar", "topic", "margin", "figure", "dropdown",
}
_INDENTED_CONTAINER = re.compile(
    r'^(?P<indent>\s*)(?:(?:!!!|\?\?\?\+?)\s*[\w-]+(?:\s+[\w-]+)*(?:\s+"(?P<title>[^"]*)")?'
    r'|===\+?\s+"[^"]*"|(?P<note>\[\^[^\]\s]+\]:)[ \t]*(?P<rest>.*))\s*$'
)
_COLON_FENCE = re.compile(r"^\s*(?::{3,}|/{3})\s*\{?(?P<kind>[\w-]*)\}?\s*(?:\[(?P<bracket>.*)\]|\|?\s*(?P<title>.*))$")
CALL = "⁂"
"""Where a shortcode or macro was: the page may show words there (a tooltip's text), which the narration reads."""
_INLINE = [
    (re.compile(r"\{\{[<%].*?[>%]\}\}"), f" {CALL} "),  # Hugo shortcodes: the words some show are read there
    (re.compile(r"\{%-?.*?-?%\}"), ""),  # Liquid tags
    (re.compile(r"\{\{-?.*?-?\}\}"), f" {CALL} "),  # Liquid output, MDN's macros: as shortcodes
    (re.compile(r"\{/\*.*?\*/\}"), ""),  # MDX comments (heading ids)
    (re.compile(r"\{:[^{}\n]*\}"), ""),  # kramdown attribute lists
    (re.compile(r"\{\s*[.#][\w-][^{}\n]*\}"), ""),  # attribute lists, heading ids
    (re.compile(r"\{\s*[\w-]+=(?:\"[^\"]*\"|'[^']*'|[^\s}]+)[^{}\n]*\}"), ""),  # key=value attributes
    (re.compile(r"\[\^[^\]\s]+\](?!:)"), ""),  # footnote references
    (re.compile(r"(?<![\w:/]):(?:material|fontawesome|octicons|simple)-[a-z0-9-]*:(?![\w:/])"), f" {CALL} "),  # icons:
    # one in a word's place is read as its name
    (re.compile(r"(?<![\w:/]):[a-z0-9_+-]*[a-z][a-z0-9_+-]*:(?![\w:/])"), ""),  # emoji shortcodes
]
_MYST_ROLE = re.compile(r"\{([\w:-]+)\}`([^`]*)`")
_WHOLE_LINE = [
    re.compile(r"^\s*\([\w-]+\)=\s*$"),  # MyST labels
    re.compile(r"^\s*\*\[[^\]]+\]:.*$"),  # abbreviation definitions
    re.compile(r"^\s*-{2}8<-{2}.*$"),  # snippets
    re.compile(r"^\s*\{\*\s.*\*\}\s*$"),  # FastAPI's code includes: code, not prose
    re.compile(r"^(?:import\s.+\sfrom\s+['\"].*|import\s+['\"].*|export\s+(?:const|let|var|function|default|\{).*)$"),
    re.compile(r"^\s*>\s*\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$", re.IGNORECASE),  # GitHub alert labels
    re.compile(r"^\s*\[TOC\]\s*$"),
]


def site_syntax(lines: list[str]) -> list[str]:
    """``lines`` with the generators' own syntax resolved as their sites show it, line for line.

    Front matter, Liquid comments and tags, Hugo shortcodes (code shortcodes become code
    blocks), kramdown and attribute lists, MDX imports and comments, MyST labels and roles,
    snippets, abbreviation definitions, footnote references and Git conflict markers are left
    out; the bodies of admonitions, tabs, footnotes and MyST prose directives are de-indented
    so that they are read as the pages show them, with the titles authors gave them.
    """
    lines = list(lines)
    _front_matter(lines)
    in_comment = False
    for number, line in enumerate(lines):
        if _LIQUID_COMMENT[0].match(line):
            in_comment = True
        if in_comment:
            in_comment = not _LIQUID_COMMENT[1].match(line)
            lines[number] = ""
        elif _CONFLICT.match(line) or any(pattern.match(line) for pattern in _WHOLE_LINE):
            lines[number] = ""
        elif _LIQUID_CODE.match(line) or _HUGO_CODE.match(line):
            lines[number] = "```"
        elif _MDX_CODE_BLOCK.match(line):
            lines[number] = ""
            _close_fence(lines, number, _MDX_CODE_BLOCK.match(line)[1])
        elif line.strip() in ("{:toc}", "{:.toc}") and number and _TOC_ITEM.match(lines[number - 1]):
            lines[number - 1] = lines[number] = ""
    _myst_directives(lines)
    _indented_containers(lines)
    options = False  # a MyST directive's options (":class: tip") after its opening line: no prose
    for number, line in enumerate(lines):
        fence = _COLON_FENCE.match(line)
        if fence:
            lines[number] = fence["bracket"] or (fence["title"] if fence["kind"] else "") or ""
            options = "{" in line
            continue
        if options and re.match(r"\s*:[\w-]+:(?:\s.*)?$", line):
            lines[number] = ""
            continue
        options = False
        lines[number] = _outside_code_spans(line)
    return lines


_CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)")


def _outside_code_spans(line: str) -> str:
    """``line`` with the inline syntax left out, except inside code spans, which show it as written."""
    line = _MYST_ROLE.sub(_role, line)  # a role's content is in backticks: resolved first
    parts, end = [], 0
    for span in [*_CODE_SPAN.finditer(line), None]:
        text = line[end:span.start() if span else len(line)]
        for pattern, replacement in _INLINE:
            text = pattern.sub(replacement, text)
        parts.append(text)
        if span:
            parts.append(span[0])
            end = span.end()
    return "".join(parts)


def _front_matter(lines: list[str]) -> None:
    if lines and lines[0].strip() in _FRONT_MATTER:
        ends = _FRONT_MATTER[lines[0].strip()]
        for number in range(1, len(lines)):
            if lines[number].strip() in ends:
                lines[:number + 1] = [""] * (number + 1)
                return


def _close_fence(lines: list[str], opening: int, fence: str) -> int:
    """Blank the line closing the fence opened at ``opening``; its index (else the end)."""
    for number in range(opening + 1, len(lines)):
        if lines[number].strip().startswith(fence[0] * len(fence)) and not lines[number].strip().strip(fence[0]):
            lines[number] = ""
            return number
    return len(lines)


def _myst_directives(lines: list[str]) -> None:
    """MyST prose directives (admonition, note, figure…): their title and body are prose."""
    for number, line in enumerate(lines):
        directive = _MYST_DIRECTIVE.match(line)
        if not directive or directive[3] not in _MYST_PROSE:
            continue
        lines[number] = directive[1] + (directive[4] if directive[3] in ("admonition", "dropdown") else "")
        end = _close_fence(lines, number, directive[2])
        body = number + 1
        if body < end and lines[body].strip() == "---":  # options as YAML
            closing = next((n for n in range(body + 1, end) if lines[n].strip() == "---"), body)
            lines[body:closing + 1] = [""] * (closing + 1 - body)
        while body < end and re.match(r"^\s*:[\w-]+:", lines[body]):  # options as fields
            lines[body] = ""
            body += 1


def _indented_containers(lines: list[str]) -> None:
    """MkDocs admonitions (``!!!``, ``???``), content tabs (``===``) and footnote definitions."""
    for _ in range(10):  # containers nest: the inner ones are found once the outer are undone
        changed = False
        for number, line in enumerate(lines):
            container = _INDENTED_CONTAINER.match(line)
            if not container:
                continue
            changed = True
            indent = container["indent"]
            if container["note"]:
                lines[number] = indent + container["rest"]
                depth = 4
            else:
                lines[number] = indent + (container["title"] or "")
                depth = len(indent.expandtabs(4)) + 4
            for body in range(number + 1, len(lines)):
                if not lines[body].strip():
                    continue
                if len(lines[body]) - len(lines[body].lstrip()) < depth:
                    break
                lines[body] = lines[body][4:]
        if not changed:
            return


def _role(match: re.Match[str]) -> str:
    """A MyST role as its page shows it: a term's text, nothing for citations and references."""
    role, content = match[1], match[2]
    titled = re.fullmatch(r"(.*?)\s*<[^>]*>", content)
    if titled:
        return titled[1]
    return "" if role in ("cite", "cite:p", "cite:t", "ref", "numref", "doc", "eq", "footcite") else content


_NAMED_PART = re.compile(r'<(?P<tag>[\w-]+)(?:\s+(?P<attribute>id|class)="(?P<value>[^"]*)")?>')


def excused(prose: list[Prose], skipped: tuple[Skipped, ...], missing: set[int]) -> set[int]:
    """The sentences among ``missing`` (indexes in ``prose``) that lie in what the reader reported left out.

    A report names its first line, how many words it left out, and often the part of the page
    it is (``page footer <footer>``). Every missing sentence inside a part so named is excused;
    a run of text left out of a part (``text in <div id="x">``) or a report naming no part
    (a table's short cells, a table of contents) excuses the missing sentences from its line
    on, in its part if it names one, until its words are counted; a report without words
    excuses the missing sentences of the blocks that start on its line.
    """
    found: set[int] = set()
    for item in skipped:
        named = _NAMED_PART.search(item.what)
        inside = [
            index for index in sorted(missing)
            if not named
            or any(_is(part, named) and part.first <= item.line <= part.last for part in prose[index].parts)
        ]
        if named and inside and not item.what.startswith("text in "):
            found.update(inside)
        elif item.words > 0:
            counted = 0
            for index in inside:
                if prose[index].line >= item.line and counted < item.words:
                    found.add(index)
                    counted += len(prose[index].text.split())
        else:
            found.update(index for index in missing
                         if item.line in prose[index].blocks or prose[index].line == item.line)
    return found


def _is(part: Part, named: re.Match[str]) -> bool:
    if part.tag != named["tag"]:
        return False
    if named["attribute"] == "id":
        return part.id == named["value"]
    if named["attribute"] == "class":
        return bool(set(named["value"].split()) & part.classes)
    return True


@pytest.mark.parametrize("path", cases(LOST_TODAY))
def test_no_text_lost(path: Path) -> None:
    document, script = narrate(path)
    said = " " + " ".join(words(script.text())) + " "
    prose = expected_prose(path)
    missing = {index for index, sentence in enumerate(prose) if not narrated(sentence.text, said)}
    lost = [
        f"{name_of(path)}:{prose[index].line}: {prose[index].text}"
        for index in sorted(missing - excused(prose, document.skipped, missing))
    ]
    assert not lost, f"{len(lost)} sentences not narrated nor reported skipped:\n" + "\n".join(lost[:40])


# ---------------------------------------------------------------- the independent reading itself


def test_prose_of_site_syntax() -> None:
    source = "\n".join([
        "---", "title: T", "---", "",
        "Para {: .notice} with a note[^1] and {{ site.x }} and {% include a.html %}.",
        "{: .notice}", "",
        "!!! tip \"Take care\"", "", "    Admonition body.", "",
        ":::info Heads up", "", "Container body.", "", ":::", "",
        "{{< code >}}", "not prose", "{{< /code >}}", "",
        "```{admonition} Defined", "Directive body {cite}`key`.", "```", "",
        "<aside markdown=\"1\">", "  Quoted text.", "  <p markdown=\"1\">— [Someone](https://x.org)</p>",
        "</aside>", "",
        "[^1]: The note.",
    ])
    found = [(first, text) for first, _, text, _, _ in markdown_units(source)]
    assert found == [
        (5, "Para with a note and ⁂ and ."),
        (8, "Take care"), (10, "Admonition body."),
        (12, "Heads up"), (14, "Container body."),
        (22, "Defined Directive body ."),
        (26, "Quoted text."), (28, "— Someone"),
        (31, "The note."),
    ]


def test_what_readers_report_left_out_is_excused() -> None:
    html = "\n".join([
        "<html><body>",  # 1
        "<nav><a href='/'>Home</a></nav>",  # 2
        "<div id='main'><h1>Title here</h1>",  # 3
        "<p>Kept text.</p>",  # 4
        "<p>Left out text.</p></div>",  # 5
        "<footer><p>Made by us.</p>",  # 6
        "<p>Contact us.</p></footer>",  # 7
        "</body></html>",
    ])
    units = html_units(html, 1, 8, frozenset(), False)
    prose = [Prose(first, text, blocks, parts) for first, _, text, blocks, parts in units]
    assert [p.text for p in prose] == ["Title here", "Kept text.", "Left out text.", "Made by us.", "Contact us."]
    skipped = (Skipped(3, 'text in <div id="main">', 2), Skipped(6, "page footer <footer>", 5), Skipped(5, "table", 0))
    missing = {0, 2, 3, 4}  # "Kept text." was narrated
    assert sorted(prose[index].text for index in excused(prose, skipped, missing)) == [
        "Contact us.", "Left out text.", "Made by us.", "Title here",
    ]
    assert excused(prose, (Skipped(3, "table cells (labels, numbers)", 4),), {0, 2, 3}) == {0, 2}


def test_sentences_are_cut_after_full_stops() -> None:
    assert sentences("One. Two? «Three» four! ¿Cinco? 5 six. e.g. seven") == [
        "One.", "Two?", "«Three» four!", "¿Cinco?", "5 six. e.g. seven",
    ]


# ---------------------------------------------------------------- what the voice is given


@pytest.mark.parametrize("name, written, spoken", [
    ("rustblog-security-advisory-for-rustdoc.html", "The associated CVE is CVE-2018-1000622.",
     "The associated CVE is CVE twenty eighteen, one zero zero zero six two two."),
    ("jekyll-learnosm-mapathon.md", "Created 2017-01-30", "Created January thirtieth, twenty seventeen"),
    ("docx-learnosm-mapathon-handout.docx", "Created 2017-01-30", "Created January thirtieth, twenty seventeen"),
    ("jekyll-learnosm-fr-humanitarian.md", "Examiné le 18-09-2015", "Examiné le dix-huit septembre deux mille quinze"),
    ("jekyll-opensource-guide-es-code-of-conduct.md", "más de 40,000 proyectos", "más de cuarenta mil proyectos"),
    ("mkdocs-material-blog-past-present-future.md", "a yearly budget of more than $50,000.",
     "a yearly budget of more than fifty thousand dollars."),
    ("mkdocs-material-blog-past-present-future.md", "2021 was an exciting year",
     "twenty twenty-one was an exciting year"),
    ("mkdocs-material-blog-past-present-future.md", "(Dec 27, 2021)", "(December twenty-seventh, twenty twenty-one)"),
    ("mkdocs-fastapi-es-history-design-future.md", "OAuth2, etc. Entendiendo", "OAuth2, etcétera. Entendiendo"),
    ("mkdocs-fastapi-es-history-design-future.md", "en unas pocas semanas [...]", "en unas pocas semanas"),
    ("hugo-docs-hosting-on-github.md", "takes 10\u201115 seconds:", "takes ten to fifteen seconds:"),
    ("sphinx-learnosm-introduction.html", "Episode 1: 1. Chapter 1 – Introduction.",
     "Episode one: one. Chapter one, Introduction."),
    ("jupyterbook-turing-way-digital-commons.md", "1. Champion openness of knowledge and participation processes",
     "one. Champion openness of knowledge and participation processes"),
])
def test_what_the_voice_is_given(name: str, written: str, spoken: str) -> None:
    """Spoken forms reviewed on the corpus: dates, years, money, identifiers, ranges, numbered titles."""
    from audioguide.config import PauseConfig
    from audioguide.text.prepare import cues_for

    _, script = narrate(CORPUS / name)
    cues = [cue for cue in cues_for(script, PauseConfig()) if written in cue.text]
    assert cues, f"no sentence of {name} holds {written!r}"
    assert spoken in cues[0].speech


# ---------------------------------------------------------------- passages in another language


def test_the_english_originals_of_a_german_page_are_found() -> None:
    """The German translation of the open source guide's legal article keeps its quotations' English originals
    (in italics after the translation) and the English titles of its credit lines: those, and nothing of the
    German text but two English terms it quotes, are spoken by the English voice."""
    from audioguide.config import PauseConfig
    from audioguide.text.prepare import cues_for

    _, script = narrate(CORPUS / "jekyll-opensource-guide-de-legal.md")
    cues = cues_for(script, PauseConfig(), candidates=["de", "en"])
    assert [cue.text for cue in cues if cue.language == "en" and cue.kind == "text"] == [
    "A standardized license serves as a proxy for those without legal training to know precisely what"
    " they can and can't do with the software.",
    'Unless absolutely required, avoid custom, modified, or non-standard terms, which will serve as a'
    ' barrier to downstream use of the agency code.',
    '— @benbalter, "Everything a government attorney needs to know about open source software licensing"',
    '"contributor (license) agreements"',
    '"inbound=outbound"',
    '— @bcantrill, "Broadening Node.js Contributions"',
    "Letting out the IP associated with a patch builds the employee's knowledge base and reputation.",
    'It shows that the company is invested in the development of that employee and creates a sense of'
    ' empowerment and autonomy.',
    'All of these benefits also lead to higher morale and better employee retention.',
    '— @vanl, "A Model IP and Open Source Contribution Policy"',
    'Organizations must have a license and compliance strategy in place that fits both ["permissive" and'
    ' "copyleft"] categories.',
    "This begins with keeping a record of the licensing terms that apply to the open source software"
    " you're using — including subcomponents and dependencies.",
    '— Heather Meeker, "Open Source Software: Compliance Basics And Best Practices"',
    ]
    assert {cue.language for cue in cues} == {None, "en"}


# ---------------------------------------------------------------- against the site's own Markdown engine

KRAMDOWN = (
    'require "kramdown"; require "kramdown-parser-gfm"; '
    'print Kramdown::Document.new($stdin.read.force_encoding("UTF-8"), input: "GFM", hard_wrap: false).to_html'
)
"""kramdown with its GFM parser, as GitHub Pages configures Jekyll (Debian's ruby-kramdown and
ruby-kramdown-parser-gfm, which scripts/test.sh installs)."""
KRAMDOWN_BLOCKS = frozenset({"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "label", "dt", "dd", "td", "th",
                             "figcaption", "summary", "caption", "legend"})
LIQUID = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.DOTALL)


def kramdown_prose(path: Path) -> list[Prose]:
    """The sentences of a Jekyll page as its site shows them: front matter and Liquid taken out as Jekyll
    does, the rest rendered by kramdown, the text of each block element that holds no other."""
    import shutil
    import subprocess

    if shutil.which("ruby") is None:
        pytest.fail("ruby with kramdown is needed: apt-get install ruby-kramdown ruby-kramdown-parser-gfm")
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    body = re.sub(r"\A---\n.*?\n---\n", lambda m: "\n" * m[0].count("\n"), source, flags=re.DOTALL)
    result = subprocess.run(["ruby", "-e", KRAMDOWN], input=LIQUID.sub("", body), capture_output=True,
                            text=True, check=True, timeout=60)
    soup = BeautifulSoup(result.stdout, "lxml")
    prose: list[Prose] = []
    for element in soup.find_all(KRAMDOWN_BLOCKS):
        if element.find(KRAMDOWN_BLOCKS) is not None or element.find_parent(["pre", "script", "style"]):
            continue
        for sentence in sentences(element.get_text(" ")):
            if words(sentence):  # found in the source from the sentence before it on: the page keeps its order
                line = locate(sentence, lines, prose[-1].line if prose else 1, len(lines))
                prose.append(Prose(line, sentence, frozenset({line})))
    return prose


@pytest.mark.parametrize("path", [path for path in documents() if path.name.startswith("jekyll-")],
                         ids=lambda path: path.name)
def test_no_text_lost_against_the_sites_own_engine(path: Path) -> None:
    """Every sentence of the page as kramdown renders it is narrated, or lies in what was reported left out."""
    document, script = narrate(path)
    said = " " + " ".join(words(script.text())) + " "
    prose = kramdown_prose(path)
    missing = {index for index, sentence in enumerate(prose) if not narrated(sentence.text, said)}
    lost = [f"{name_of(path)}:{prose[index].line}: {prose[index].text}"
            for index in sorted(missing - excused(prose, document.skipped, missing))]
    assert not lost, f"{len(lost)} sentences of the rendered page not narrated nor reported:\n" + "\n".join(lost[:40])
