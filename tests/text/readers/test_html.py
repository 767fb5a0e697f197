"""Web pages: the main content read, the rest of the page left out and reported with its lines."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from audioguide.common.errors import DocumentError
from audioguide.text.documents import read_document
from audioguide.text.readers import Block, Skipped, reader_for
from audioguide.text.readers.html import HtmlReader
from audioguide.text.readers.markdown import MarkdownReader
from tests.support import TESTS

DATA = Path(__file__).parent / "data"

BLOG = DATA / "blog-post.html"
RUSTDOC = DATA / "rustdoc-what-is-rustdoc.html"


def read(path: Path, name: str = "content/page.html"):
    return HtmlReader().read(path.read_bytes(), name)


def test_html_and_htm_are_web_pages() -> None:
    assert isinstance(reader_for(Path("a.html"), "a.html"), HtmlReader)
    assert isinstance(reader_for(Path("A.HTM"), "A.HTM"), HtmlReader)


def test_a_blog_post_is_its_article_with_lines(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, "audioguide"):
        reading = read(BLOG, "content/blog-post.html")
    assert [(b.text[:40], b.line, b.level) for b in reading.blocks] == [
        ("Three Fables About Wanting Too Much", 30, 1),
        ("These three fables are from George Fyler", 31, 0),
        ("The Dog and the Shadow", 33, 2),
        ("A DOG, crossing a bridge over a stream w", 34, 0),
        ("The Mountain in Labor", 39, 2),
        ("A MOUNTAIN was once greatly agitated. Lo", 40, 0),
        ("Don't make much ado about nothing.", 43, 0),
        ("The Father and His Sons", 44, 2),
        ("A FATHER had a family of sons who were p", 45, 0),
        ("What the fables teach", 55, 3),
        ("Grasping at a shadow loses the substance", 57, 0),
        ("Great noise may bring forth very little.", 58, 0),
        ("Union gives strength to the weak.", 59, 0),
        ("The Dog and the Shadow: Greed loses all", 63, 0),  # a small table of words: row by row
        ("The Father and His Sons: Union is streng", 64, 0),
    ]
    # Paragraphs are one line of text each, as the page shows them.
    assert reading.blocks[3].text.endswith("because the stream swept it away.")
    assert reading.title == "Three Fables About Wanting Too Much"  # og:title, not <title>'s "… | The Fable Shelf"
    assert reading.meta == {
        "author": "The Fable Shelf", "language": "en",
        "description": "Aesop on greed, noise and quarrels, in Townsend's translation.",
    }
    assert reading.skipped == [
        Skipped(14, 'cookie banner <div id="cookie-notice">', 15),
        Skipped(18, 'page header <header class="site-header">', 9),
        Skipped(62, "table header", 2),
        Skipped(66, "code block", 5),
        Skipped(67, 'sharing links <div class="share-buttons">', 6),
        Skipped(70, 'comments <section id="comments">', 29),
        Skipped(77, 'sidebar <aside class="sidebar">', 12),
        Skipped(84, 'page footer <footer class="site-footer">', 16),
    ]
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        ("WARNING", 'content/blog-post.html:14: cookie banner <div id="cookie-notice"> not read aloud (15 words)'),
        ("WARNING", 'content/blog-post.html:18: page header <header class="site-header"> not read aloud (9 words)'),
        ("WARNING", "content/blog-post.html:62: table header not read aloud (2 words)"),
        ("WARNING", "content/blog-post.html:66: code block not read aloud (5 words)"),
        ("WARNING", 'content/blog-post.html:67: sharing links <div class="share-buttons"> not read aloud (6 words)'),
        ("WARNING", 'content/blog-post.html:70: comments <section id="comments"> not read aloud (29 words)'),
        ("WARNING", 'content/blog-post.html:77: sidebar <aside class="sidebar"> not read aloud (12 words)'),
        ("WARNING", 'content/blog-post.html:84: page footer <footer class="site-footer"> not read aloud (16 words)'),
    ]


def test_every_word_of_the_page_is_read_or_reported() -> None:
    reading = read(BLOG)
    read_words = sum(len(b.text.split()) for b in reading.blocks)
    reported = sum(s.words for s in reading.skipped)
    # The page's text outside <head> and <script>: 29 words of comments and so on, all accounted for.
    from lxml import html

    body = html.fromstring(BLOG.read_bytes()).find("body")
    assert body is not None
    assert read_words + reported == len(" ".join(body.itertext()).split())


def test_a_blog_post_as_an_episode(tmp_path: Path) -> None:
    document = read_document(BLOG, "content/blog-post.html", part_words=350)
    assert (document.title, document.title_line) == ("Three Fables About Wanting Too Much", 30)
    assert [(s.kind, s.title, s.line) for s in document.sections] == [
        ("lead", "Three Fables About Wanting Too Much", 31),
        ("heading", "The Dog and the Shadow", 33),
        ("heading", "The Mountain in Labor", 39),
        ("heading", "The Father and His Sons", 44),
    ]
    assert [p.text for p in document.sections[3].paragraphs][1:] == [
        "What the fables teach",  # a sub-heading is read in its chapter
        "Grasping at a shadow loses the substance.",
        "Great noise may bring forth very little.",
        "Union gives strength to the weak.",
        "The Dog and the Shadow: Greed loses all", "The Father and His Sons: Union is strength",
    ]
    assert len(document.skipped) == 8


def test_a_real_page_from_the_rust_documentation() -> None:
    """mdBook's page: menus, a theme picker and a help pop-up around the chapter; code blocks."""
    document = read_document(RUSTDOC, "content/what-is-rustdoc.html", part_words=350)
    assert (document.title, document.title_line) == ("What is rustdoc?", 180)
    assert [(s.title, s.line) for s in document.sections] == [
        ("What is rustdoc?", 181),
        ("Basic usage", 185),
        ("Configuring rustdoc", 207),
        ("Using rustdoc with Cargo", 232),
        ("Outer and inner documentation", 254),
        ("Using standalone Markdown files", 270),
        ("Summary", 293),
    ]
    first = document.sections[0].paragraphs[0]
    assert first.text.startswith("The standard Rust distribution ships with a tool called rustdoc. Its job is")
    assert first.line == 181
    assert [(p.line, p.text[:30]) for p in document.sections[3].paragraphs][-3:] == [
        (245, "It generates the correct --cra"),
        (248, "-o controls the output of our "),  # inline code is read as written
        (251, "-L flag helps rustdoc find the"),
    ]
    left_out = [(s.line, s.what) for s in document.skipped]
    assert left_out[:3] == [
        (46, 'text in <div id="mdbook-help-popup">'),  # "Press ← or → to navigate between chapters" …
        (128, 'menu <ul id="mdbook-theme-list">'),
        (140, 'navigation <h1 class="menu-title">'),
    ]
    assert [what for _, what in left_out[3:]] == ["code block"] * 12


def test_the_title_is_og_title_else_the_leading_h1_else_title(tmp_path: Path) -> None:
    page = tmp_path / "page.html"

    def title(html: str) -> tuple[str | None, str]:
        page.write_text(html, encoding="utf-8")
        return read(page).title, read_document(page, "content/page.html", part_words=350).title

    article = "<main><article>{}<p>Walking away takes a plan, and a plan takes a little time.</p></article></main>"
    assert title(f"<title>Site | Page</title>{article.format('<h1>The Plan</h1>')}") == (None, "The Plan")
    assert title(f"<title>Site | Page</title>{article.format('')}") == ("Site | Page", "Site | Page")
    assert title('<meta property="og:title" content="Og"><title>T</title>'
                 + article.format("<h1>The Plan</h1>")) == ("Og", "Og")
    assert title(article.format("")) == (None, "page")  # the file's name


def test_a_site_s_name_beside_the_title_is_no_part_of_it(tmp_path: Path) -> None:
    page = tmp_path / "page.html"

    def title(head: str, body: str = "") -> str | None:
        page.write_text(f"<html><head>{head}</head><body>{body}<main><p>Walking away takes a plan, and a plan"
                        " takes a little time.</p></main></body></html>", encoding="utf-8")
        return read(page).title

    # rust-lang/blog.rust-lang.org 2018/07/06/security-advisory-for-rustdoc.html: the page's heading says which
    # side is its own, and a feed link names the site
    rust = '<meta property="og:title" content="Security Advisory for rustdoc | Rust Blog">'
    assert title(rust, "<header><h2>Security Advisory for rustdoc</h2></header>") == "Security Advisory for rustdoc"
    assert title(rust + '<link rel="alternate" type="application/atom+xml" title="Rust Blog" href="/feed.xml">') \
        == "Security Advisory for rustdoc"
    assert title('<title>The Plan :: Walking Away</title><meta property="og:site_name" content="Walking Away">') \
        == "The Plan"
    assert title('<title>Walking Away | The Plan</title><meta property="og:site_name" content="Walking Away">') \
        == "The Plan"
    # Sphinx: "1. Chapter 1 – Introduction — learnosm 1.0 documentation", its h1 the first part
    assert title("<title>Introduction — learnosm 1.0 documentation</title>", "<div><h3>Introduction</h3></div>") \
        == "Introduction"
    assert title("<title>Rock | Paper</title>") == "Rock | Paper"  # which side is the site's cannot be told


def test_a_sidebar_trafilatura_keeps_is_left_out_and_reported() -> None:
    # hotosm/learnosm _build/html/beginner/introduction.html, as Sphinx 1.1.3 built it
    page = TESTS / "corpus" / "sphinx-learnosm-introduction.html"
    reading = read(page, "content/introduction.html")
    assert [b.text for b in reading.blocks if b.level] == ["1. Chapter 1 – Introduction"]
    assert not any("Quick search" in b.text or "no title" in b.text for b in reading.blocks)
    assert Skipped(104, 'sidebar <div class="sphinxsidebarwrapper">', 26) in reading.skipped


def test_a_page_in_its_declared_charset(tmp_path: Path) -> None:
    page = tmp_path / "old.htm"
    page.write_bytes('<html><head><meta charset="windows-1252"><title>Café</title></head><body><main>'
                     "<p>Caf\u00e9 cr\u00e8me, na\u00efve fa\u00e7ade \u2013 all in one old page.</p>"
                     "</main></body></html>".encode("cp1252"))
    reading = read(page)
    assert reading.title == "Café"
    assert reading.blocks == [Block("Café crème, naïve façade – all in one old page.", 1)]


def test_a_page_with_nothing_to_read(tmp_path: Path) -> None:
    page = tmp_path / "empty.html"
    for html in ["", "<html><body><nav><a href='/'>Home</a></nav></body></html>"]:
        page.write_text(html, encoding="utf-8")
        with pytest.raises(DocumentError, match="nothing to narrate"):
            read_document(page, "content/empty.html", part_words=350)


def test_without_trafilatura_the_extra_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "trafilatura", None)
    with pytest.raises(DocumentError) as error:
        read(BLOG, "content/blog-post.html")
    assert str(error.value) == (
        "content/blog-post.html: reading HTML needs trafilatura: pip install 'audioguide[html]'"
    )


def test_a_short_page_keeps_its_headings(tmp_path: Path) -> None:
    """trafilatura gives a short page's text as one paragraph; its own structure is read instead."""
    page = tmp_path / "short.html"
    page.write_text("<html><body><nav><a href='/'>Home</a> <a href='/more'>More pages</a></nav>\n<main>\n"
                    "<h1>Two Pages</h1>\n<h2>Second</h2>\n<p>Second text.</p>\n<h2>Third</h2>\n<p>The third.</p>\n"
                    "</main></body></html>", encoding="utf-8")
    reading = read(page)
    assert reading.blocks == [Block("Two Pages", 3, 1), Block("Second", 4, 2), Block("Second text.", 5),
                              Block("Third", 6, 2), Block("The third.", 7)]
    assert reading.skipped == [Skipped(1, "navigation <nav>", 3)]


def deep_page(depth: int) -> bytes:
    """A page with a paragraph ``depth`` elements deep (lines 4–6) between two others."""
    return ("<html><head><title>Deep</title></head><body>\n<h1>Deep</h1>\n<p>Before the nesting.</p>\n"
            + "<div>" * depth + "\nWords nested deep down.\n" + "</div>" * depth
            + "\n<p>After the nesting.</p>\n</body></html>").encode()


@pytest.mark.parametrize("depth", [250, 260, 1100])  # libxml2 stops at 256 by default; Python recurses 1,000 deep
def test_text_nested_deep_is_read(depth: int) -> None:
    reading = HtmlReader().read(deep_page(depth), "content/deep.html")
    assert [b.text for b in reading.blocks] == ["Deep", "Before the nesting.", "Words nested deep down.",
                                                "After the nesting."]
    assert reading.skipped == []


def test_text_nested_deeper_than_libxml2_reads_is_reported(caplog: pytest.LogCaptureFixture) -> None:
    reading = HtmlReader().read(deep_page(2100), "content/deep.html")
    assert [b.text for b in reading.blocks] == ["Deep", "Before the nesting."]
    what = "the rest of the page (elements nested more than 2,048 deep)"
    assert reading.skipped == [Skipped(4, what, 7)]  # "Words nested deep down." and "After the nesting."
    assert caplog.messages == [f"content/deep.html:4: {what} not read aloud (7 words)"]


@pytest.mark.parametrize("marked", [
    '<p lang="en"><i>{}</i></p>', '<blockquote lang="en"><p>{}</p></blockquote>',  # not code for trafilatura
])
def test_a_paragraph_the_page_marks_in_another_language_keeps_it(marked: str) -> None:
    quote = marked.format("A standardized license makes it easier for everyone to share their work with others.")
    page = """<!doctype html><html lang="de"><head><title>Lizenz</title></head><body><main><article>
<h1>Lizenz</h1>
<p>Die Lizenz wurde 1998 veröffentlicht und gilt bis heute in vielen Projekten weltweit als Standard.</p>
""" + quote + """
<p>So steht es in der englischen Fassung des Textes, die bis heute gilt und oft zitiert wird.</p>
</article></main></body></html>"""
    reading = HtmlReader().read(page.encode("utf-8"), "content/lizenz.html")
    assert reading.skipped == []
    assert [(block.text[:20], block.spans) for block in reading.blocks] == [
        ("Lizenz", ()), ("Die Lizenz wurde 199", ()),
        ("A standardized licen", ((0, 84, "en"),)), ("So steht es in der e", ()),
    ]


@pytest.mark.parametrize("tag", ["en-a", "en-x", "de-u", "en-t"])
def test_a_lang_that_is_no_language_tag_is_read_in_the_pages_language_with_a_warning(
    tag: str, caplog: pytest.LogCaptureFixture
) -> None:
    page = f"""<!doctype html><html lang="en"><head><title>Tags</title></head><body><main><article>
<h1>Tags</h1>
<p>The page has an ordinary paragraph before the one marked with a broken language tag.</p>
<p lang="{tag}">This paragraph is marked with a tag that names no language at all.</p>
</article></main></body></html>"""
    reading = HtmlReader().read(page.encode("utf-8"), "content/tags.html")
    assert [(block.text[:20], block.spans) for block in reading.blocks] == [
        ("Tags", ()), ("The page has an ordi", ()), ("This paragraph is ma", ()),
    ]
    assert caplog.messages == [f'content/tags.html:4: lang="{tag}" is not a language tag (BCP 47: en, pt-BR, de-CH …);'
                               " the text is read in the language around it"]


def test_a_site_s_html_page_keeps_its_front_matter_and_template_tags_out(tmp_path: Path) -> None:
    # just-the-docs/just-the-docs 404.html (MIT), in its site: its Liquid condition is settled by the site's
    # _config.yml (search_enabled: true), its front matter is fields, not text.
    site = TESTS / "corpus" / "sites" / "just-the-docs"
    document = read_document(site / "404.html", "site/404.html", part_words=350)
    assert document.title == "Page not found"
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "The page you requested could not be found. Try using the navigation or search to find what you're"
        " looking for or go to this site's home page."]
    assert [s.line for s in document.skipped] == [11]  # the address {{ '/' | relative_url }}: no words shown


ELEVENTY_PAGE = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>Understanding Language of Page</title></head>
<body>
   <h1>Understanding Language of Page</h1>
   <section id="intent">
      <h2>Intent</h2>
      <p>Screen readers can load the correct pronunciation rules.</p>
   </section>
   <section id="resources">
      <h2>Resources</h2>
      <ul><li><a href="https://www.w3.org/">Declaring language in HTML</a></li></ul>
      <pre><code>{{ lang }}</code></pre>
   </section>
   {% # Data for associated techniques is defined in understanding.11tydata.js %}
   {% include "understanding/techniques.html" %}
   <p>Last paragraph {{ page.date }}.</p>
</body>
</html>
"""


def test_a_template_s_html_source_keeps_its_tags_out_and_its_sections(tmp_path: Path) -> None:
    # w3c/wcag understanding/20/language-of-page.html (W3C), an Eleventy page's source without front matter: its
    # Liquid statements and values are the site's, reported, not read; a tag in code is the page's example
    (tmp_path / "language-of-page.html").write_text(ELEVENTY_PAGE, encoding="utf-8")
    document = read_document(tmp_path / "language-of-page.html", "language-of-page.html", part_words=350)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Intent", ["Screen readers can load the correct pronunciation rules."]),
        ("Resources", ["Declaring language in HTML", "Last paragraph."])]
    assert [(s.line, s.what) for s in document.skipped if s.what.startswith("template")] == [
        (15, "template tag {% # Data for associated techniques is defined in understan…"),
        (16, 'template tag {% include "understanding/techniques.html" %}'), (17, "template tag {{ page.date }}")]
    assert [(s.line, s.what) for s in document.skipped if s.what == "code block"] == [(13, "code block")]


def test_a_page_about_templates_keeps_the_tags_its_sentences_show() -> None:
    page = (b"<!DOCTYPE html><html><body><h1>Liquid</h1>\n<p>Write {% if user %} to test a value and "
            b"{{ user.name }} to print it, as this page shows.</p>\n</body></html>\n")
    assert [b.text for b in HtmlReader().read(page, "liquid.html").blocks][1:] == [
        "Write {% if user %} to test a value and {{ user.name }} to print it, as this page shows."]


MATH_PAGE = r"""<html lang="fr"><head><title>Aires</title></head><body><main><h1>Aires</h1>
<p>L'aire est <span class="math notranslate nohighlight">\(\pi r^2\)</span> pour tout cercle que nous dessinons.</p>
<p>Avec MathJax 2, <script type="math/tex">a \ne 0</script> et
<script type="math/tex; mode=display">\sum_{i=1}^n i</script>.</p>
<div class="math notranslate nohighlight">\[\frac{1}{2} \oplus x\]</div>
<p>Un dernier paragraphe assez long pour que cette page soit un article à lire en entier.</p>
</main></body></html>
"""


def test_formulas_mathjax_and_katex_show_are_read_in_the_page_language() -> None:
    # a Sphinx page's spans and divs (\(…\), \[…\]) and MathJax 2's scripts, which it shows in their place
    reading = HtmlReader().read(MATH_PAGE.encode(), "content/aires.html")
    assert [b.text for b in reading.blocks] == [
        "Aires",
        "L'aire est pi r au carré pour tout cercle que nous dessinons.",
        "Avec MathJax 2, a est différent de 0 et la somme de i égale 1 à n de i.",
        "1/2 oplus x",
        "Un dernier paragraphe assez long pour que cette page soit un article à lire en entier.",
    ]
    assert [(s.line, s.what, s.said) for s in reading.skipped] == [(5, r"math command \oplus", "oplus")]


def test_bars_of_links_are_navigation_breadcrumbs_and_language_links() -> None:
    # The Apache HTTP Server manual: a breadcrumb of links joined by ">", "Available Languages: en | fr" above and
    # below the text, a "See also" box beside it
    reading = read(DATA / "apache-manual-access.html", "content/access.html")
    assert [(b.text, b.level) for b in reading.blocks] == [
        ("Access Control", 1),
        ("Access control refers to any means of controlling access to any resource.", 0),
        ("Related Modules and Directives", 2),
        ("Access control can be done by several different modules.", 0),
    ]
    assert reading.skipped == [
        Skipped(5, 'page header <div id="page-header">', 8),
        Skipped(8, 'breadcrumbs <div id="path">', 8),
        Skipped(10, "language links <p>", 5),
        Skipped(15, 'sidebar <div id="quickview">', 7),
        Skipped(21, "language links <p>", 5),
        Skipped(23, 'page footer <div id="footer">', 6),
    ]


def test_links_in_a_sentence_are_no_bar() -> None:
    # a menu outside the content is navigation; in it, a paragraph of links is what the page says
    page = ('<html><body><p><a href="/a">Install</a> | <a href="/b">Configure</a></p><main><h1>Menus</h1><p>Open '
            '<a href="/s">Settings</a> &gt; <a href="/p">Privacy</a> and choose what to share.</p><p>Download: '
            '<a href="/w">Windows</a> | <a href="/m">macOS</a></p><p>Read on.</p></main></body></html>')
    reading = HtmlReader().read(page.encode(), "content/menus.html")
    assert [b.text for b in reading.blocks] == ["Menus", "Open Settings > Privacy and choose what to share.",
                                                 "Download: Windows | macOS", "Read on."]
    assert reading.skipped == [Skipped(1, "navigation <p>", 3)]


LUAJIT = """\
<!DOCTYPE html>
<html>
<head>
<title>FFI Tutorial</title>
<meta charset="utf-8">
</head>
<body>
<div id="main">
<h2 id="sleep">Accessing Standard System Functions</h2>
<p>
The following code explains how to access standard system functions.
</p>
<pre class="code mark">
<span class="codemark">&nbsp;
&#9312;

&#9313;</span>local ffi = require("ffi")
ffi.cdef[[
<span style="color:#00a000;">void Sleep(int ms);</span>
]]
</pre>
<p>
<span class="mark">&#9312;</span> This defines the
C&nbsp;library functions we're going to use.
</p>
<h2 id="cache">To Cache or Not to Cache</h2>
<p>
It's a common Lua idiom to cache library functions in local variables
or upvalues, e.g.:
</p>
<pre class="code">
local byte, char = string.byte, string.char
local function foo(x)
  return char(byte(x)+1)
end
</pre>
<p>
This replaces several hash-table lookups with a (faster) direct use of
a local or an upvalue.
</p>
</div>
</body>
</html>
"""
"""LuaJIT's doc/ext_ffi_tutorial.html (MIT), shortened: a ``<pre>`` with call-out marks and a plain one."""


def test_every_pre_is_a_code_block_whatever_trafilatura_kept_it_as() -> None:
    reading = HtmlReader().read(LUAJIT.encode(), "content/ext_ffi_tutorial.html")
    assert [b.text for b in reading.blocks] == [
        "Accessing Standard System Functions",
        "The following code explains how to access standard system functions.",
        "① This defines the C library functions we're going to use.", "To Cache or Not to Cache",
        "It's a common Lua idiom to cache library functions in local variables or upvalues, e.g.:",
        "This replaces several hash-table lookups with a (faster) direct use of a local or an upvalue."]
    assert [(s.line, s.what) for s in reading.skipped] == [(14, "code block"), (31, "code block")]


def test_a_pre_of_prose_is_read() -> None:
    # a mailing list's archived message, which pipermail sets in <PRE>
    message = ("Hello everyone, I am happy to announce the release of Fancylib 2.0, a library for HTTP requests. "
               "This release adds support for connection pooling and a new retry policy. The highlights are a faster "
               "parser and better error messages. Many thanks to the twenty contributors who made it possible. "
               "Feedback is welcome on the mailing list.")
    page = f"<html><body><h1>ANN: Fancylib 2.0</h1><pre>{message}</pre></body></html>"
    reading = HtmlReader().read(page.encode(), "content/message.html")
    assert [b.text for b in reading.blocks] == ["ANN: Fancylib 2.0", message]


def test_code_of_symbols_only_is_said_by_the_symbols_names(tmp_path: Path) -> None:
    """A German search help's ``<code>;</code>`` and ``<code>"</code>``: named, as inline code in Markdown is."""
    from audioguide.text.prepare import for_speech

    page = tmp_path / "page.html"
    page.write_text('<html lang="de"><head><title>Symbole</title></head><body><h1>Symbole</h1>\n'
                    "<p>Als Feldtrennzeichen wird <code>;</code> benutzt und <code>&quot;</code>, um Zeichenketten zu"
                    " markieren.</p>\n<p>Wenn das erste Zeichen in einem Suchfeld ein <code>-</code> ist, wird die"
                    " Suche negiert.</p>\n<p>Die Option <code>--all</code> zeigt alles.</p></body></html>",
                    encoding="utf-8")
    said = [for_speech(block.text, "de") for block in read(page).blocks if not block.level]
    assert said == ["Als Feldtrennzeichen wird Semikolon benutzt und Anführungszeichen, um Zeichenketten zu markieren.",
                    "Wenn das erste Zeichen in einem Suchfeld ein Bindestrich ist, wird die Suche negiert.",
                    "Die Option --all zeigt alles."]


def test_code_of_a_comparison_is_said_as_the_comparison() -> None:
    """``<code>&lt;=</code>``: left to the speech rules, "less than or equal to", as inline code in Markdown is."""
    from audioguide.text.prepare import for_speech

    page = ("<html><body><main><p>Use <code>&lt;=</code> for less or equal and <code>!=</code> too.</p></main>"
            "</body></html>")
    texts = [b.text for b in HtmlReader().read(page.encode(), "content/page.html").blocks]
    assert texts == ["Use <= for less or equal and != too."]
    assert for_speech(texts[0], "en") == "Use less than or equal to for less or equal and is not equal to too."
    markdown = MarkdownReader().read(b"Use `<=` for less or equal and `!=` too.\n", "content/page.md")
    assert [b.text for b in markdown.blocks] == texts


def test_a_paragraph_that_only_links_back_to_the_index_is_navigation() -> None:
    # PCRE2Project/pcre2 doc/html/pcre2limits.html (BSD-3-Clause): man2html's link at the top and bottom
    page = ('<html><head><title>pcre2limits specification</title></head><body>\n<h1>pcre2limits man page</h1>\n'
            '<p>\nReturn to the <a href="index.html">PCRE2 index page</a>.\n</p>\n<p>\nThis page is part of the '
            'PCRE2 HTML documentation.\n</p>\n<p>\nReturn values are listed in the <a href="index.html">index</a>.\n'
            '</p>\n<p>\nReturn to the <a href="index.html">PCRE2 index page</a>.\n</p>\n</body></html>\n')
    reading = HtmlReader().read(page.encode(), "content/pcre2limits.html")
    assert [b.text for b in reading.blocks] == ["pcre2limits man page", "This page is part of the PCRE2 HTML"
                                                " documentation.", "Return values are listed in the index."]
    assert [(s.what, s.words) for s in reading.skipped] == [("navigation <p>", 6), ("navigation <p>", 6)]


def test_a_step_that_sends_the_reader_to_another_site_or_section_is_read() -> None:
    # MS Learn's exercises: "Return to the Azure portal." as a step, in a loose list (<li><p>) or a paragraph
    page = ('<html lang="en"><body><main><h1>Configure the app</h1><ol><li><p>Sign in.</p></li><li><p>Return to the '
            '<a href="https://portal.azure.com/">Azure portal</a>.</p></li><li><p>Ir al <a href="https://portal.azure'
            '.com/#home">portal de Azure</a>.</p></li></ol><p>Go back to the <a href="https://console.cloud.google.com/'
            '">Cloud Console</a>.</p><p>Back to <a href="https://github.com/settings/">GitHub settings</a>.</p><p>'
            'Return to the <a href="#step-3">third step</a>.</p><p>Back to <a href="#top">top</a></p></main></body>'
            '</html>')
    reading = HtmlReader().read(page.encode(), "content/configure.html")
    assert [b.text for b in reading.blocks] == [
        "Configure the app", "Sign in.", "Return to the Azure portal.", "Ir al portal de Azure.",
        "Go back to the Cloud Console.", "Back to GitHub settings.", "Return to the third step."]
    assert [s.what for s in reading.skipped] == ["navigation <p>"]


def test_a_web_page_s_table_of_words_is_read_row_by_row_and_one_of_figures_left_out(tmp_path: Path) -> None:
    # grolimur/markdown-et-gitbook 01-markdown/README.md (CC BY 4.0) as its GitBook page shows the editors' table
    page = tmp_path / "page.html"
    page.write_text(
        "<html><body><main><h1>Markdown</h1><p>Voici une liste subjective et non exhaustive de tels logiciels, que"
        " chacun peut installer.</p><table><thead><tr><th>logiciel</th><th>licence</th><th>Windows</th></tr></thead>"
        "<tbody><tr><td>Abricotine</td><td>GPLv3</td><td>oui</td></tr><tr><td>MacDown</td><td>MIT</td><td>-</td></tr>"
        "</tbody></table><p>Les chiffres de la population des pays francophones, en millions d'habitants.</p>"
        "<table><tr><th>pays</th><th>population</th></tr><tr><td>Belgique</td><td>11.4</td></tr>"
        "<tr><td>Canada</td><td>37.4</td></tr></table></main></body></html>", encoding="utf-8")
    reading = read(page)
    assert [b.text for b in reading.blocks] == [
        "Markdown", "Voici une liste subjective et non exhaustive de tels logiciels, que chacun peut installer.",
        "Abricotine: licence GPLv3, Windows oui", "MacDown: licence MIT",
        "Les chiffres de la population des pays francophones, en millions d'habitants."]
    assert [(s.line, s.what, s.words) for s in reading.skipped] == [
        (1, "table header", 1), (1, "table", 6), (1, "text in <td>", 1)]  # "logiciel": the rows say the others


def test_a_navigation_table_of_links_only_is_left_out_and_reported() -> None:
    # the navigation bar of old documentation sites (texinfo, Javadoc, LaTeX2HTML): a table of links
    page = ('<table><tr><td><a href="/prev">« Previous</a></td><td><a href="/">Up</a></td>'
            '<td><a href="/next">Next »</a></td></tr></table>')
    reading = HtmlReader().read(page.encode(), "content/page.html")
    assert reading.blocks == []
    assert [s.words for s in reading.skipped] == [5]
    reading = MarkdownReader().read(f"# Guide\n\n{page}\n".encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Guide"]
    assert [(s.what, s.words) for s in reading.skipped] == [("navigation table", 5)]


# ghorwin/MakeBlockRanger docs/index.html (hand-edited Asciidoctor output): the header's div is never closed
UNCLOSED_HEADER = b"""<html><body>
<div id="header">
<h1>Makeblock mBot Ranger</h1>
<div class="details">
<span id="author" class="author">Andreas Nicolai</span><br>
</div>

<h2 id="_german">Deutsche Version</h2>
<div class="sectionbody"><div class="paragraph">
<p><a href="de/index.html">Eine Anleitung</a> (noch nicht fertig)</p>
</div></div>
<h2 id="_english">English Version</h2>
<div class="sectionbody"><div class="paragraph">
<p><a href="en/index.html">A tutorial</a> (not published)</p>
</div></div>
</body></html>
"""


def test_a_page_header_left_open_ends_where_the_content_starts() -> None:
    reading = HtmlReader().read(UNCLOSED_HEADER, "content/page.html")
    assert [(block.line, block.level, block.text) for block in reading.blocks] == [
        (8, 2, "Deutsche Version"), (10, 0, "Eine Anleitung (noch nicht fertig)"),
        (12, 2, "English Version"), (14, 0, "A tutorial (not published)")]
    assert reading.title == "Makeblock mBot Ranger"
    assert reading.skipped == [Skipped(5, 'page header <div id="header">', 2)]


def test_a_header_s_h1_that_begins_the_page_s_title_is_no_loss() -> None:
    page = UNCLOSED_HEADER.replace(b"<html><body>", b"<html><head><title>Makeblock mBot Ranger: Eine Anleitung"
                                   b"</title></head><body>")
    reading = HtmlReader().read(page, "content/page.html")
    assert reading.title == "Makeblock mBot Ranger: Eine Anleitung"
    assert reading.skipped == [Skipped(5, 'page header <div id="header">', 2)]


EDFBROWSER_COMMANDLINE = b"""<html><head><title>EDFbrowser manual</title></head><body>
<h1>EDFbrowser manual</h1>
<h3>Commandline options</h3>
<p>
  edfbrowser [--stream] datafile.edf<br>
<br>
  It is possible to start the program from the commandline:<br>
<br>
  edfbrowser<br>
<br>
  this will start the program.<br>
<br>
  The following rules apply:<br>
  - Max one connection at a time.<br>
  - Commands are not case sensitive<br>
  - Commands may be abbreviated.<br>
</p>
<h3>Contact</h3>
<p>Teuniz Software<br>
Main Street 2<br>
Amsterdam<br></p>
<p>Open an EDF or BDF file and select/setup your montage as usual. Then press Ctrl-Shift-v (or go to File)<br>
  to select a video. After the video has started, you can use the slider on the bottom.</p>
</body></html>
"""
"""EDFbrowser's hand-written manual (EEGKit/EDFbrowser, ``doc/manual.html``, GPL-3.0), its ``<br>`` layout."""


def test_br_lines_are_paragraphs_list_items_and_line_breaks() -> None:
    reading = HtmlReader().read(EDFBROWSER_COMMANDLINE, "manual.html")
    assert [(b.text, b.line) for b in reading.blocks] == [
        ("EDFbrowser manual", 2),
        ("Commandline options", 3),
        ("edfbrowser [--stream] datafile.edf", 5),
        ("It is possible to start the program from the commandline:", 7),
        ("edfbrowser", 9),
        ("this will start the program.", 11),
        ("The following rules apply:", 13),
        ("Max one connection at a time.", 14),
        ("Commands are not case sensitive", 15),
        ("Commands may be abbreviated.", 16),
        ("Contact", 18),
        ("Teuniz Software. Main Street 2. Amsterdam", 19),
        ("Open an EDF or BDF file and select/setup your montage as usual. Then press Ctrl-Shift-v (or go to File)"
         " to select a video. After the video has started, you can use the slider on the bottom.", 22),
    ]
    assert reading.skipped == []


EDFBROWSER_CONTENTS = b"""<html><head><title>EDFbrowser manual</title></head><body>
<h1>EDFbrowser 1.94 manual</h1>
<div>
<a name="Table_of_Contents"></a>Table of Contents:<br>
<ul>
  <li><a href="#Filemenu">Filemenu</a></li>
  <li><a href="#Streaming">Streaming mode</a></li>
  <li><a href="#Video">Video</a></li>
</ul>
</div>
<h3><a name="Filemenu"></a>Filemenu</h3>
<p>Use the Filemenu to open or close a file.</p>
<p><a href="#Table_of_Contents">Table of Contents</a></p>
<h3><a name="Streaming"></a>Streaming mode</h3>
<p>Use the Filemenu to open a stream. See <a href="#Video">Video</a> as well.</p>
<ul><li><a href="#Filemenu">Filemenu</a> opens files.</li><li><a href="https://example.org/">elsewhere</a></li></ul>
<h3><a name="Video"></a>Video</h3>
<p>Video plays a video file.</p>
</body></html>
"""
"""EDFbrowser's manual (EEGKit/EDFbrowser, ``doc/manual.html``, GPL-3.0): its own table of contents, links back."""


def test_the_page_s_own_table_of_contents_and_links_back_to_it_are_left_out_and_reported() -> None:
    reading = HtmlReader().read(EDFBROWSER_CONTENTS, "manual.html")
    assert [(b.text, b.line) for b in reading.blocks] == [
        ("EDFbrowser 1.94 manual", 2),
        ("Filemenu", 11),
        ("Use the Filemenu to open or close a file.", 12),
        ("Streaming mode", 14),
        ("Use the Filemenu to open a stream. See Video as well.", 15),
        ("Filemenu opens files.", 16),
        ("elsewhere", 16),
        ("Video", 17),
        ("Video plays a video file.", 18),
    ]
    assert reading.skipped == [
        Skipped(4, "table of contents <div>", 7),
        Skipped(13, "link to the table of contents <p>", 3),
    ]


def test_inline_code_is_kept_with_its_block_for_the_code_s_reading() -> None:
    page = ("<html><body><h1>Go <code>go/bin</code></h1><p>Add <code>go/bin</code> and <code>0x0A</code>, "
            "not he/she.</p></body></html>")
    reading = HtmlReader().read(page.encode(), "page.html")
    assert [(b.text, b.code) for b in reading.blocks] == [
        ("Go go/bin", ((3, 9, "go/bin"),)), ("Add go/bin and 0x0A, not he/she.", ((4, 10, "go/bin"), (15, 19, "0x0A")))]


FAQ_QUESTIONS = b"""<!DOCTYPE html><html><head><title>Frequently Asked Questions</title></head><body>
<div id="content"><h1>Frequently Asked Questions</h1>
<p>Here are answers to the questions our members ask most often about the library card.</p>
<ul>
<li><a href="#q1">How do I get a library card?</a></li>
<li><a href="#q2">Can I renew a loan online?</a></li>
</ul>
<p id="q1"><strong>How do I get a library card?</strong> Bring a photo ID to any branch.</p>
<p id="q2"><strong>Can I renew a loan online?</strong> Yes, sign in to your account.</p>
</div></body></html>
"""
"""A FAQ whose list of questions sits in the content block itself, beside the answers (a reviewer's page)."""


def test_a_list_of_the_page_s_questions_beside_its_answers_is_left_out_alone() -> None:
    reading = HtmlReader().read(FAQ_QUESTIONS, "faq.html")
    assert [b.text for b in reading.blocks] == [
        "Frequently Asked Questions",
        "Here are answers to the questions our members ask most often about the library card.",
        "How do I get a library card? Bring a photo ID to any branch.",
        "Can I renew a loan online? Yes, sign in to your account.",
    ]
    assert reading.skipped == [Skipped(5, "table of contents <ul>", 13)]


TEXINFO_MINI_TOC = b"""<!DOCTYPE html><html><head><title>GNU Hello</title></head><body lang="en">
<div class="top-level-extent" id="Top">
<h1 class="top" id="GNU-Hello-1">GNU Hello</h1>
<p>This manual is for GNU Hello, a program that prints a friendly greeting.</p>
<ul class="mini-toc">
<li><a href="#Overview" accesskey="1">Overview</a></li>
<li><a href="#Invoking-hello" accesskey="2">Invoking <code class="command">hello</code></a></li>
</ul>
<div class="chapter-level-extent" id="Overview">
<h2 class="chapter" id="Overview-1"><span>1 Overview</span></h2>
<p>The GNU hello program produces a familiar, friendly greeting.</p>
</div>
<div class="chapter-level-extent" id="Invoking-hello">
<h2 class="chapter" id="Invoking-hello-1"><span>2 Invoking hello</span></h2>
<p>The format for running the hello program is to type the command followed by options.</p>
</div>
</div></body></html>
"""
"""A GNU Texinfo manual on one page: its mini-toc is in the block that holds the whole manual."""


def test_a_texinfo_mini_toc_is_left_out_and_the_manual_is_read() -> None:
    reading = HtmlReader().read(TEXINFO_MINI_TOC, "hello.html")
    assert [b.text for b in reading.blocks] == [
        "GNU Hello",
        "This manual is for GNU Hello, a program that prints a friendly greeting.",
        "1 Overview",
        "The GNU hello program produces a familiar, friendly greeting.",
        "2 Invoking hello",
        "The format for running the hello program is to type the command followed by options.",
    ]
    assert reading.skipped == [Skipped(6, "table of contents <ul class=\"mini-toc\">", 3)]


BLOG_IN_THIS_POST = b"""<!DOCTYPE html><html><head><title>How we moved to Postgres</title></head><body>
<div class="post">
<h1>How we moved to Postgres</h1>
<p>Last year we moved our main database from MySQL to Postgres without downtime.</p>
<p><strong>In this post:</strong></p>
<ul>
<li><a href="#why">Why we moved</a></li>
<li><a href="#how">How we did it</a></li>
</ul>
<h2 id="why">Why we moved</h2>
<p>Our reporting queries needed window functions.</p>
<h2 id="how">How we did it</h2>
<p>We replicated writes to both databases for a month.</p>
</div></body></html>
"""
"""A blog post with its parts listed after "In this post:"."""


def test_a_contents_list_without_a_contents_title_goes_with_its_lead_in() -> None:
    reading = HtmlReader().read(BLOG_IN_THIS_POST, "post.html")
    assert [b.text for b in reading.blocks] == [
        "How we moved to Postgres",
        "Last year we moved our main database from MySQL to Postgres without downtime.",
        "Why we moved",
        "Our reporting queries needed window functions.",
        "How we did it",
        "We replicated writes to both databases for a month.",
    ]
    assert reading.skipped == [Skipped(5, "table of contents <p>", 3), Skipped(7, "table of contents <ul>", 7)]


SPHINX_STEPS = b"""<!DOCTYPE html><html><head><title>Installing the widget toolkit</title></head><body>
<div class="document"><div class="body">
<h1>Installing the widget toolkit</h1>
<div class="contents topic" id="contents"><p class="topic-title">Contents</p>
<ul><li><a href="#req">Requirements</a></li><li><a href="#install">Installation</a></li></ul></div>
<section id="req"><h2>Requirements</h2>
<p>You need Python 3.10 or newer and a C compiler to build the optional accelerated extension module.</p>
<p>The steps are, in order:</p>
<ol><li><a href="#download">Download</a></li><li><a href="#unpack">Unpack</a></li></ol>
<p id="download">Download the archive from the release page of the project and check its signature.</p>
<p id="unpack">Unpack the archive in a folder of your choice and enter it before running the installer.</p>
</section>
<section id="install"><h2>Installation</h2>
<p>Run pip install widgets in a virtual environment, then import widgets to check that the toolkit loads.</p>
</section>
</div></div></body></html>
"""
"""A Sphinx page with its contents topic, and steps listed after a sentence that link to their paragraphs."""


def test_a_list_of_steps_linking_to_their_paragraphs_is_read() -> None:
    reading = HtmlReader().read(SPHINX_STEPS, "install.html")
    assert [b.text for b in reading.blocks][2:6] == [
        "You need Python 3.10 or newer and a C compiler to build the optional accelerated extension module.",
        "The steps are, in order:",
        "Download",
        "Unpack",
    ]
    assert reading.skipped == [Skipped(4, 'table of contents <div id="contents">', 3)]


CLOSED_HEADER_WITH_PANELS = b"""<!DOCTYPE html><html><head><title>Annual report 2023</title></head><body>
<header><a class="logo" href="/">Acme Foundation</a>
<div class="panels"><div class="col"><h3>About us</h3><ul><li><a href="/team">Our team</a></li></ul></div>
<div class="col"><h3>Get involved</h3><p>Join over ten thousand volunteers across the country.</p></div></div>
</header>
<div class="page"><h1>Annual report 2023</h1>
<p>In 2023 the foundation funded forty new community projects and trained two thousand volunteers.</p>
<h2>Finances</h2>
<p>Income rose by twelve percent, mostly from individual donors, while costs stayed low.</p>
</div>
</body></html>
"""
"""A site header, closed, with dropdown panels titled by ``<h3>`` (a reviewer's page)."""


def test_a_closed_site_header_with_headed_panels_is_left_out_whole() -> None:
    reading = HtmlReader().read(CLOSED_HEADER_WITH_PANELS, "report.html")
    assert [(b.text, b.level) for b in reading.blocks] == [
        ("Annual report 2023", 1),
        ("In 2023 the foundation funded forty new community projects and trained two thousand volunteers.", 0),
        ("Finances", 2),
        ("Income rose by twelve percent, mostly from individual donors, while costs stayed low.", 0),
    ]
    assert [s.what for s in reading.skipped] == ["page header <header>"]


BREAKS_IN_A_SENTENCE = b"""<!DOCTYPE html><html><head><title>Visiting the museum</title></head><body><main>
<h1>Visiting the museum</h1>
<p>Our main office moved last spring and is now in<br>New York City, close to the central station and the river.</p>
<p>Contact us:<br>The Frost Place<br>158 Ridge Road</p>
<p>Two roads diverged in a yellow wood,<br>And sorry I could not travel both<br>And be one traveler, long I stood</p>
</main></body></html>
"""
"""A lead paragraph broken for the layout in the middle of a clause, beside an address and a verse (a reviewer's
page)."""


def test_a_break_after_a_preposition_goes_on_and_short_lines_stay_lines() -> None:
    reading = HtmlReader().read(BREAKS_IN_A_SENTENCE, "visit.html")
    assert [b.text for b in reading.blocks][1:] == [
        "Our main office moved last spring and is now in New York City, close to the central station and the river.",
        "Contact us: The Frost Place. 158 Ridge Road",
        "Two roads diverged in a yellow wood, And sorry I could not travel both. And be one traveler, long I stood",
    ]


MINUS_AFTER_A_BREAK = b"""<!DOCTYPE html><html><head><title>Weather</title></head><body><main>
<h1>Weather</h1>
<p>The temperature dropped to<br>- 5 degrees overnight, which was a record for the season in the valley.</p>
<p>Lows this week:<br>- 3 degrees on Monday<br>- 5 degrees on Tuesday</p>
<p>Opening hours:<br>- Monday to Friday: 9 am to 5 pm<br>- Sunday: closed</p>
</main></body></html>
"""
"""A minus sign after a ``<br>``, beside lists marked with dashes (a reviewer's page)."""


def test_a_dash_before_a_number_after_a_break_is_a_minus_unless_it_follows_an_item() -> None:
    reading = HtmlReader().read(MINUS_AFTER_A_BREAK, "weather.html")
    assert [b.text for b in reading.blocks][1:] == [
        "The temperature dropped to - 5 degrees overnight, which was a record for the season in the valley.",
        "Lows this week:",
        "3 degrees on Monday",
        "5 degrees on Tuesday",
        "Opening hours:",
        "Monday to Friday: 9 am to 5 pm",
        "Sunday: closed",
    ]


AIDE_CONTENTS = b"""<html><head><title>The AIDE manual</title></head><body>
<h1>The AIDE manual</h1>
<h2><a name="about">About this document</a></h2>
<p>This manual is by no means complete.</p>
<h2><a name="toc">Table of Contents</a></h2>
<ol>
    <li><a href="#about">About this document</a></li>
    <li><a href="#toc">Table of Contents</a></li>
    <li><a href="#whatisAIDE">What is AIDE?</a></li>
    <li><a href="#signing">Database and config signing</a></li>
</ol>
<h2><a name="whatisAIDE">What is AIDE?</a></h2>
<p>AIDE is an intrusion detection program.</p>
</body></html>
"""
"""The AIDE manual (aide/aide ``doc/manual.html`` before fee41e5, GPL-2.0): one entry leads to a section the page
no longer has."""


def test_a_table_of_contents_with_an_entry_whose_section_is_gone_is_still_left_out() -> None:
    reading = HtmlReader().read(AIDE_CONTENTS, "manual.html")
    assert [b.text for b in reading.blocks] == [
        "The AIDE manual", "About this document", "This manual is by no means complete.", "What is AIDE?",
        "AIDE is an intrusion detection program."]
    assert reading.skipped == [Skipped(5, "table of contents <h2>", 3), Skipped(7, "table of contents <ol>", 13)]


def test_links_to_anchors_mostly_missing_from_the_page_are_read() -> None:
    page = AIDE_CONTENTS.replace(b'href="#about"', b'href="#gone1"').replace(b'href="#toc"', b'href="#gone2"')
    assert "Database and config signing" in [b.text for b in HtmlReader().read(page, "manual.html").blocks]


GENMC_FOOTNOTE_MARKS = b"""<html><head><title>GenMC</title></head><body>
<h1>Intro</h1>
<p>GenMC is a model checker for programs written under the RC11,<sup><a class="footref" href="#fn.1">1</a></sup>
IMM,<sup><a class="footref" href="#fn.2">2</a></sup> and LKMM<sup><a class="footref" href="#fn.3">3</a></sup> memory
models.</p>
<p>Plain form: RC11,<sup>1</sup> IMM,<sup>[2]</sup> and SV-COMP<a href="#fn6"><sup>6</sup></a> as well.</p>
<p>The room is 20 m<sup>2</sup>, the cube x<sup>3</sup>, 10<sup>6</sup> cells, (a+b)<sup>2</sup>; a technique
<sup>4,5</sup> and LKMM<sup>3</sup> go.</p>
</body></html>
"""
"""The GenMC manual (MPI-SWS/genmc ``doc/manual.html``, org-mode's export, GPL-3.0): footnote marks in ``<sup>``."""


def test_footnote_marks_are_taken_out_and_raised_numbers_after_a_word_without_a_link_stay() -> None:
    reading = HtmlReader().read(GENMC_FOOTNOTE_MARKS, "manual.html")
    assert [b.text for b in reading.blocks] == [
        "Intro", "GenMC is a model checker for programs written under the RC11, IMM, and LKMM memory models.",
        "Plain form: RC11, IMM, and SV-COMP as well.",
        "The room is 20 m2, the cube x3, 106 cells, (a+b)2; a technique and LKMM go."]


def test_a_raised_number_after_a_word_is_kept_on_a_page_with_no_footnote_marks() -> None:
    page = (b"<html><body><h1>Area</h1><p>The room measures 20 metre<sup>2</sup> and the LKMM<sup>3</sup>.</p>"
            b"</body></html>")
    assert [b.text for b in HtmlReader().read(page, "a.html").blocks][1] == "The room measures 20 metre2 and the LKMM3."


def test_ordinals_cents_and_powers_after_units_and_functions_stay_beside_footnote_marks() -> None:
    # Spanish and Portuguese ordinals and a price's cents raised after a stop, powers after a unit or a function
    # on a page that marks its notes ("RC11,<sup>1</sup>"); a raised number going on with the notes is one
    page = ("<html><body><h1>Notas</h1><p>GenMC runs under the RC11,<sup>1</sup> IMM,<sup>2</sup> and LKMM<sup>3</sup>"
            " memory models.</p><p>La 1.<sup>a</sup> edición, con el n.<sup>o</sup> 5. O 1.<sup>o</sup> lugar.</p>"
            "<p>The price is $5.<sup>99</sup> per unit.</p><p>It falls at 9.8 m/sec<sup>2</sup>, log<sup>2</sup> n,"
            " sin<sup>2</sup> x + cos<sup>2</sup> x = 1, 20 feet<sup>3</sup>.</p>"
            "<p>As shown before.<sup>4</sup> Then the sample<sup>5</sup> grew.</p></body></html>").encode()
    assert [b.text for b in HtmlReader().read(page, "notas.html").blocks] == [
        "Notas", "GenMC runs under the RC11, IMM, and LKMM memory models.",
        "La 1.a edición, con el n.o 5. O 1.o lugar.",
        "The price is $5.99 per unit.", "It falls at 9.8 m/sec2, log2 n, sin2 x + cos2 x = 1, 20 feet3.",
        "As shown before. Then the sample grew."]


# ---------------------------------------------------------------- a pandoc manual (bowtie2's doc/manual.html)

BOWTIE = DATA / "bowtie2-manual.html"


def test_a_heading_over_the_table_of_contents_is_its_title_not_the_page_s() -> None:
    """pandoc's "<h1>Table of Contents</h1>" over its title block and <nav id="TOC">: left out with the table
    of contents; the page, whose content has several h1s (its chapters), is titled by its <title>."""
    reading = read(BOWTIE, "content/manual.html")
    assert reading.title == "Bowtie 2 Manual"
    assert [(b.text, b.line) for b in reading.blocks if b.level == 1] == [
        ("Introduction", 31), ("The bowtie2 aligner", 46)]
    assert Skipped(11, "table of contents <h1>", 3) in reading.skipped


def test_an_option_table_is_read_row_by_row_option_then_description() -> None:
    """Each row: the option, in a <pre>, then the paragraph that says what it does (a man page's table)."""
    rows = [b.text for b in read(BOWTIE, "content/manual.html").blocks if b.text.startswith("-")]
    assert [row.split(":")[0] for row in rows] == ["-x <bt2-idx>", "-1 <m1>", "-2 <m2>"]
    assert rows[0].startswith("-x <bt2-idx>: The basename of the index for the reference genome. The basename is")


def test_an_html_table_is_read_as_the_same_markdown_table_is() -> None:
    """One rule for both: the title a header's first cell alone gives (with its colon), the header's names the
    rows do not say reported, a column of sentences said after the row's label."""
    markdown = ("| Carte d'identité | |\n| --- | --- |\n| Nom | Dupont |\n| Ville | Paris |\n\n"
                "| Option | Description |\n| --- | --- |\n| `-v` | Prints more about what it does. |\n"
                "| `-q` | Prints nothing but errors. |\n")
    page = ("<html><body><h1>Options</h1><p>The options, as a table.</p>"
            "<table><tr><th>Carte d'identité</th><th></th></tr><tr><td>Nom</td><td>Dupont</td></tr>"
            "<tr><td>Ville</td><td>Paris</td></tr></table>"
            "<table><tr><th>Option</th><th>Description</th></tr>"
            "<tr><td><code>-v</code></td><td>Prints more about what it does.</td></tr>"
            "<tr><td><code>-q</code></td><td>Prints nothing but errors.</td></tr></table></body></html>")
    from_markdown = MarkdownReader().read(markdown.encode(), "a.md")
    from_html = HtmlReader().read(page.encode(), "a.html")
    assert [b.text for b in from_html.blocks if not b.level][1:] == [b.text for b in from_markdown.blocks] == [
        "Carte d'identité:", "Nom: Dupont", "Ville: Paris", "-v: Prints more about what it does.",
        "-q: Prints nothing but errors."]
    assert [s.what for s in from_html.skipped] == [s.what for s in from_markdown.skipped] == ["table header"]


def test_a_pre_of_comments_and_directives_is_code_and_one_of_prose_with_a_signature_is_read() -> None:
    # rt39an (DAarno/tclap docs/manual.html, DocBook's <pre class="programlisting">): a C file's comment lines and
    # preprocessor directives are sentences and words, but code; a mailing list's message signed under "-- ", and
    # release notes with bullets, are prose
    code = ("\n//\n// This illustrates how to change the flag and name start strings for \n// Windows, otherwise the"
            " defaults are used.\n//\n// Note that these defines need to happen *before* tclap is included!\n//\n"
            "#ifdef WINDOWS\n#define TCLAP_NAMESTARTSTRING \"~~\"\n#define TCLAP_FLAGSTARTSTRING \"/\"\n#endif\n\n"
            "#include \"tclap/CmdLine.h\"\n")
    page = (f'<html><body><h1>Changing the start strings</h1><p>Here is an example:</p><pre class="programlisting">'
            f"{code}</pre><p>Everything else is identical.</p></body></html>")
    reading = HtmlReader().read(page.encode(), "content/manual.html")
    assert [b.text for b in reading.blocks] == ["Changing the start strings", "Here is an example:",
                                                "Everything else is identical."]
    assert [s.what for s in reading.skipped] == ["code block"]
    message = ("Hello everyone, I am happy to announce the release of Fancylib 2.0, a library for HTTP requests.\n"
               "This release adds support for connection pooling and a new retry policy.\n* The highlights are a"
               " faster parser and better error messages.\n* Many thanks to the twenty contributors who made it"
               " possible.\nFeedback is welcome on the mailing list.\n\n-- \nAnn Smith, for the Fancylib team.\n")
    page = f"<html><body><h1>ANN: Fancylib 2.0</h1><pre>{message}</pre></body></html>"
    reading = HtmlReader().read(page.encode(), "content/message.html")
    assert len(reading.blocks) == 2 and reading.blocks[1].text.startswith("Hello everyone")
    assert reading.skipped == []


def test_inline_code_is_placed_where_it_is_and_a_code_heading_carries_its_code() -> None:
    page = ("<html><head><title>Hosts</title></head><body><main><h1>Hosts guide</h1><p>Intro text here.</p>"
            "<h2><code>GET /api/v1/users</code></h2>"
            "<p>Edit <b>/etc/hosts</b> with your editor, then run <code>/etc/hosts</code> to check it.</p>"
            "<p>The file <code>config.yml</code> sits next to config.yml and <code>config.yml</code> again.</p>"
            "<h2>Second</h2><p>Text.</p></main></body></html>")
    reading = HtmlReader().read(page.encode(), "content/hosts.html")
    assert [(b.text, b.code) for b in reading.blocks if b.code] == [
        ("GET /api/v1/users", ((0, 17, "GET /api/v1/users"),)),
        ("Edit /etc/hosts with your editor, then run /etc/hosts to check it.", ((43, 53, "/etc/hosts"),)),
        ("The file config.yml sits next to config.yml and config.yml again.",
         ((9, 19, "config.yml"), (48, 58, "config.yml")))]


def test_a_mathml_formula_is_read_as_a_tex_one_is_and_one_no_tex_says_is_reported() -> None:
    page = ("<html><head><title>K</title></head><body><main><h1>K</h1>"
            "<p>MathML: the area is <math><mi>A</mi><mo>=</mo><msup><mi>r</mi><mn>2</mn></msup></math> here.</p>"
            "<p>TeX: the area is \\(A = r^2\\) here.</p>"
            '<p>KaTeX: <math><semantics><mrow><mi>y</mi></mrow><annotation encoding="application/x-tex">'
            "\\frac{a}{b}</annotation></semantics></math> here.</p>"
            '<p>A matrix <math display="block"><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>0</mn></mtd></mtr>'
            "</mtable></math> here.</p></main></body></html>")
    reading = HtmlReader().read(page.encode(), "content/math.html")
    assert [b.text for b in reading.blocks][1:] == [
        "MathML: the area is A equals r squared here.", "TeX: the area is A equals r squared here.",
        "KaTeX: a over b here.", "A matrix here."]
    assert [s.what for s in reading.skipped] == ["formula (MathML)"]


def test_a_layout_table_is_read_by_its_blocks_and_code_in_an_option_s_cell_is_reported() -> None:
    # an old hand-written manual's page: a column of links beside the page's text (headings, paragraphs, code, a
    # list), no table of values: its blocks read as blocks, its code left out, no row of glued cells
    page = ('<html><body><table width="100%"><tr><td width="20%"><a href="index.html">Home</a><br>'
            '<a href="install.html">Install</a></td><td><h1>Installing Widget</h1>'
            "<p>Widget runs on any system with a recent compiler.</p><h2>Building</h2>"
            "<p>Unpack the archive and run the configure script.</p><pre>./configure --prefix=/usr/local\nmake</pre>"
            "<ul><li>Tests that fail on older systems are marked as expected failures.</li>"
            "<li>Report any other failure to the mailing list.</li></ul></td></tr></table></body></html>")
    reading = HtmlReader().read(page.encode(), "content/page.html")
    texts = [b.text for b in reading.blocks]
    assert texts[-5:] == ["Widget runs on any system with a recent compiler.", "Building",
                          "Unpack the archive and run the configure script.",
                          "Tests that fail on older systems are marked as expected failures.",
                          "Report any other failure to the mailing list."]
    assert not any("configure --prefix" in text for text in texts)
    assert "code block" in [s.what for s in reading.skipped]
    # bowtie2's manual (pandoc): an option's description with an example in a <pre>, the option itself a <pre>
    options = ("<html><body><h1>Options</h1><table>"
               "<tr><td><pre><code>-i &lt;func&gt;</code></pre></td><td><p>Sets a function governing the interval"
               " between seed substrings. The seeds extracted will be:</p><pre><code>Read:      TAGCTACGCT\n"
               "Seed 1 fw: TAGCTACGCT</code></pre><p>This parameter sets the interval as a function.</p></td></tr>"
               "<tr><td><pre><code>-x &lt;bt2-idx&gt;</code></pre></td><td><p>The basename of the index for the"
               " reference genome.</p></td></tr>"
               "<tr><td><pre><code>-U &lt;r&gt;</code></pre></td><td><p>Files with unpaired reads.</p></td></tr>"
               "</table></body></html>")
    reading = HtmlReader().read(options.encode(), "content/manual.html")
    rows = [b.text for b in reading.blocks if b.text.startswith("-")]
    assert rows[0] == ("-i <func>: Sets a function governing the interval between seed substrings. The seeds"
                       " extracted will be: This parameter sets the interval as a function.")
    assert not any("TAGCTACGCT" in b.text for b in reading.blocks)
    assert ("code block", 6) in [(s.what, s.words) for s in reading.skipped]
