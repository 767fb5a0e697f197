"""The site generators' syntax around Markdown, read as their pages show it.

Snippets of the corpus' pages (``tests/corpus``, sources in its ``SOURCES.md``) and of the
syntax' own documentation: Docusaurus and MDX, MkDocs and Material for MkDocs, MyST (Jupyter
Book), GitHub's alerts and Docs, kramdown.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from audioguide.text.code import code_ranges
from audioguide.text.documents import Document, read_document
from audioguide.text.prepare import for_speech
from audioguide.text.readers import Block, Skipped
from audioguide.text.readers._site_syntax import resolve
from audioguide.text.readers.markdown import MarkdownReader


def read(tmp_path: Path, name: str, content: str) -> Document:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return read_document(path, f"content/{name}", part_words=350)


def blocks(markdown: str, name: str = "content/a.md") -> list[Block]:
    return MarkdownReader().read(markdown.encode("utf-8"), name).blocks


def texts(markdown: str) -> list[str]:
    return [b.text for b in blocks(markdown)]


# ---------------------------------------------------------------- admonitions and tabs

# facebook/docusaurus website/docs/guides/docs/docs-introduction.md, and Docusaurus' titled forms.
DOCUSAURUS = """\
The docs feature provides users with a way to organize Markdown files.

:::info

Check the [Docs Plugin API Reference documentation](./api.md) for an exhaustive list of options.

:::

:::tip[Pro tip]

Use **bold** sparingly.

:::

::::note Outer

Outer text.

:::warning

Inner text.

:::

::::
"""


def test_docusaurus_admonitions_are_read_with_their_titles_as_lead_ins() -> None:
    assert texts(DOCUSAURUS) == [
        "The docs feature provides users with a way to organize Markdown files.",
        "Info: Check the Docs Plugin API Reference documentation for an exhaustive list of options.",
        "Pro tip: Use bold sparingly.",
        "Outer: Outer text.",
        "Warning: Inner text.",  # untitled: the title the page shows for its kind
    ]
    assert [b.line for b in blocks(DOCUSAURUS)] == [1, 3, 9, 15, 19]


# mkdocs/mkdocs docs/user-guide/installation.md; squidfunk/mkdocs-material docs/reference/admonitions.md
MKDOCS = """\
# Installation

!!! Note

    If you are installing Python on Windows, be sure to check the box.

    ![Add Python to PATH](../img/win-py-install.png)

??? tip "Collapsible title"
    A collapsed body.

    ```sh
    mkdocs serve
    ```

???+ warning ""
    No title at all.

    !!! note "Nested"
        Nested body.

=== "C"

    ``` c
    int main(void) {}
    ```

=== "Windows"

    Run the installer.

After the tabs.
"""


def test_mkdocs_admonitions_and_content_tabs_are_read_as_prose_not_code(tmp_path: Path) -> None:
    document = read(tmp_path, "install.md", MKDOCS)
    assert [(p.line, p.text) for p in document.sections[0].paragraphs] == [
        (3, "Note: If you are installing Python on Windows, be sure to check the box."),
        (7, "Add Python to PATH"),
        (9, "Collapsible title: A collapsed body."),
        (17, "No title at all."),
        (19, "Nested: Nested body."),
        (28, "Windows: Run the installer."),
        (32, "After the tabs."),
    ]
    assert document.skipped == (
        Skipped(12, "code block", 2),
        Skipped(22, "title 'C:' (nothing under it is read)", 1),  # a tab of code only
        Skipped(24, "code block", 3),
    )


def test_a_heading_inside_a_box_is_part_of_its_chapter(tmp_path: Path) -> None:
    document = read(tmp_path, "box.md", (
        "# T\n\n## One\n\nText.\n\n!!! example\n\n    ## Example heading\n\n    Example text.\n\n"
        "<BrowserWindow>\n\n<h2>My Doc Section</h2>\n\nHello world.\n\n</BrowserWindow>\n\n## Two\n\nMore.\n"))
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("One", ["Text.", "Example: Example heading", "Example text.", "My Doc Section", "Hello world."]),
        ("Two", ["More."]),
    ]


def test_admonition_syntax_in_code_is_code() -> None:
    found = MarkdownReader().read(b"Text.\n\n```md\n:::note\n!!! tip\n> [!NOTE]\n```\n", "content/a.md")
    assert [b.text for b in found.blocks] == ["Text."]
    assert found.skipped == [Skipped(3, "code block", 5)]


# ---------------------------------------------------------------- MDX

# facebook/docusaurus website/docs/guides/markdown-features/markdown-features-intro.mdx (cut short),
# with tabs as Docusaurus' documentation writes them.
MDX = """\
---
title: Markdown Features
---

```mdx-code-block
import BrowserWindow from '@site/src/components/BrowserWindow';
import Tabs from '@theme/Tabs';
```

export const meta = {
  sidebar: 'docs',
};

Documentation is one of your product's interfaces with your users. {/* a comment */}

```mdx-code-block
<BrowserWindow>

Hello world message with some **bold** text.

</BrowserWindow>
```

<Tabs>
  <TabItem value="apple" label="Apple" default>

This is an apple 🍎

  </TabItem>
  <TabItem value="orange" label="Orange">

This is an orange 🍊

  </TabItem>
</Tabs>

## Heading {/*heading-id*/}

Text <Highlight color="#25c2a0">in color</Highlight>.
"""


def test_mdx_is_read_as_markdown_without_its_code(tmp_path: Path) -> None:
    document = read(tmp_path, "intro.mdx", MDX)
    assert document.title == "Markdown Features"
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Markdown Features", [
            "Documentation is one of your product's interfaces with your users.",
            "Hello world message with some bold text.",
            "Apple: This is an apple",  # emoji left out and reported
            "Orange: This is an orange",
        ]),
        ("Heading", ["Text in color."]),
    ]
    assert document.skipped == (Skipped(14, "MDX comment", 2), Skipped(25, "emoji 🍎", 0), Skipped(30, "emoji 🍊", 0),
                                Skipped(37, "MDX comment", 1))


def test_a_component_written_over_lines_is_read_by_its_alt_text_and_a_code_block_component_is_code() -> None:
    # strapi/documentation docusaurus/docs/cloud/account/account-settings.md (MIT, tests/corpus)
    page = (Path(__file__).parents[2] / "corpus" / "docusaurus-strapi-cloud-account-settings.md").read_text()
    read = blocks(page)
    assert [b.text for b in read if b.line in (31, 33, 41)] == [
        "Delete account: to permanently delete your Strapi Cloud account (see Deleting Strapi Cloud account).",
        "General tab of Profile page", "Managing connected accounts"]
    assert not [b.text for b in read if "<" in b.text or "sources" in b.text or "light:" in b.text]
    code = blocks("Run it:\n\n<CodeBlock language=\"bash\" title=\"setup.sh\">\nnpm install\nnpm start\n"
                  "</CodeBlock>\n\nDone.\n")
    assert [b.text for b in code] == ["Run it:", "Done."]


def test_a_git_conflict_left_in_a_file_is_read_on_one_side(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    # reactjs/es.react.dev src/content/learn/editor-setup.md at 0f99dff
    document = read(tmp_path, "editor.md", (
        "# Editor\n\n### Linting\n\n<<<<<<< HEAD\nLas herramientas de análisis de código.\n=======\n"
        "Code linters find problems in your code.\n>>>>>>> f3d9794fc31f4a3faf7e863984d37f4ae86b3290\n\nMás.\n"))
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Linting", ["Las herramientas de análisis de código.", "Más."]),  # no setext heading under "======="
    ]
    assert caplog.messages == [
        "content/editor.md:7: the other side of a Git conflict (after =======) not read aloud (7 words)",
    ]


# ---------------------------------------------------------------- GitHub, MkDocs, kramdown marks


def test_github_alerts_are_read_after_the_label_they_show_not_their_marker() -> None:
    # tldr-pages/tldr README.md: GitHub shows the alert's kind as its title, in the page's language
    assert texts("> [!TIP]\n> For browsing without installing a client, see the web client.\n\n"
                 "> [!NOTE]\n> PDFs for translations are available.\n") == [
        "Tip: For browsing without installing a client, see the web client.",
        "Note: PDFs for translations are available.",
    ]
    french = MarkdownReader().read(b"---\nlang: fr\n---\n\n> [!WARNING]\n> Ne pas supprimer.\n", "page.md")
    assert [b.text for b in french.blocks] == ["Avertissement: Ne pas supprimer."]


def test_snippets_and_tables_of_contents_are_reported_and_abbreviation_definitions_silent() -> None:
    # squidfunk/mkdocs-material docs/reference/tooltips.md; hotosm/learnosm mapathon_en.md
    found = MarkdownReader().read((
        b"* TOC\n{:toc}\n\nThe HTML specification is maintained by the W3C.\n\n"
        b"*[HTML]: Hyper Text Markup Language\n*[W3C]: World Wide Web Consortium\n\n"
        b"--8<-- \"includes/abbreviations.md\"\n\n[TOC]\n"), "content/a.md")
    assert [b.text for b in found.blocks] == ["The HTML specification is maintained by the W3C."]
    assert found.skipped == [
        Skipped(1, "table of contents", 0),  # the definitions (a tooltip's text) are shown nowhere
        Skipped(9, 'snippet include --8<-- "includes/abbreviations.md"', 0), Skipped(11, "table of contents", 0),
    ]


def test_emoji_and_icon_shortcodes_are_left_out_and_reported(caplog: pytest.LogCaptureFixture) -> None:
    # squidfunk/mkdocs-material the-past-present-and-future.md and tooltips.md
    assert texts("__Happy new year!__ :tada:\n\n"
                 "[:octicons-heart-fill-24:{ .mdx-heart } Sponsors only][Insiders]{ .mdx-insiders } ·\n"
                 ":octicons-beaker-24: Experimental, at 10:30: sharp.\n\n[Insiders]: insiders.md\n") == [
        "Happy new year!", "Sponsors only · Experimental, at 10:30: sharp.",
    ]
    assert caplog.messages == [
        "content/a.md:1: emoji or icon shortcode :tada: not read aloud (0 words)",
        "content/a.md:3: emoji or icon shortcode :octicons-heart-fill-24: not read aloud (0 words)",
        "content/a.md:4: emoji or icon shortcode :octicons-beaker-24: not read aloud (0 words)",
    ]


# ---------------------------------------------------------------- MyST

# the-turing-way/the-turing-way book/website/foreword/embracing-digital-commons.md (cut short)
MYST = """\
(fw-embracing-digital-commons)=
# Embracing the principles of Digital Commons

Ostrom's Governing the Commons {cite}`Ostrom1990commons` and the {term}`commons` of {ref}`the book <book-label>`.

```{admonition} Definitions
:class: tip

**Knowledge Commons:** Knowledge Commons refers to collectively owned knowledge {cite}`deRosnay2020commons`.
```

```{note} A note's first line.
Its second line.
```

```{figure} ../figures/commons.png
---
name: commons
---
The commons, drawn.
```

```{code-cell} python
print("not read")
```
"""


def test_myst_labels_roles_and_directives_are_read_as_the_page_shows_them(tmp_path: Path) -> None:
    document = read(tmp_path, "commons.md", MYST)
    assert document.title == "Embracing the principles of Digital Commons"
    assert [p.text for p in document.sections[0].paragraphs] == [
        "Ostrom's Governing the Commons and the commons of the book.",
        "Definitions: Knowledge Commons: Knowledge Commons refers to collectively owned knowledge.",
        "A note's first line. Its second line.",
        "The commons, drawn.",
    ]
    assert sorted(document.skipped, key=lambda item: item.line) == [
        Skipped(4, "citation Ostrom1990commons (its bibliography is not read)", 0),
        Skipped(9, "citation deRosnay2020commons (its bibliography is not read)", 0), Skipped(23, "code block", 2)]


# ---------------------------------------------------------------- inline: what the page shows


@pytest.mark.parametrize("markdown, spoken", [
    # mmistakes/minimal-mistakes docs/_posts/2013-01-11-markup-html-tags-and-formatting.md (SmartyPants)
    ("Steve Jobs --- Apple Worldwide Developers' Conference, 1997",
     "Steve Jobs — Apple Worldwide Developers' Conference, 1997"),
    ('"Code is poetry." ---Automattic', '"Code is poetry." —Automattic'),
    ("a common -- physical or digital resources, pages 10--15",
     "a common – physical or digital resources, pages 10–15"),
    ("Use --verbose and -- alone.", "Use --verbose and – alone."),
    # hotosm/learnosm _posts/fr/0500-10-27-humanitarian_fr.md: a space before the address
    ("[Cette section de LearnOSM] (/fr/coordination/remote-tracing/) explique ceci.",
     "Cette section de LearnOSM explique ceci."),
    # kubernetes/website content/de/docs/concepts/overview/what-is-kubernetes.md: a stray bracket
    ("mit ihren [eigenen APIs](](/docs/concepts/api-extension/custom-resources/) schreiben",
     "mit ihren eigenen APIs schreiben"),
    # fastapi/fastapi docs/es/docs/history-design-future.md: a closing tag with a space
    ("Desarrolladores de Python< /a>, que cubre", "Desarrolladores de Python, que cubre"),
    # mmistakes/minimal-mistakes: tags in inline code are the elements' names
    ("assign the `.notice` to the `<p></p>` element, like the `<code>` tag.",
     "assign the .notice to the p element, like the code tag."),
    ("Navigate to your Python installation directory (for example `C:\\Python38\\`), open",
     "Navigate to your Python installation directory (for example C:\\Python38), open"),
    # biomejs/website configuration.mdx (fr): globs, their stars at one end only, are no emphasis
    ("Donc `**a` et `b**` sont invalides. `dist/**` correspond, et `**/*.js`.",
     "Donc **a et b** sont invalides. dist/** correspond, et **/*.js."),
    # github/docs: a link GitHub Docs titles with the page it leads to
    ('For more information, see "[AUTOTITLE](/communities/setting-up-your-project-for-healthy-contributions/'
     'creating-a-default-community-health-file)."',
     'For more information, see "Creating a default community health file."'),
    # astral-sh/uv docs/getting-started/installation.md, vitejs/docs-es guide/env-and-mode.md (MIT): a home path's
    # "~", a glob's "*"; jekyll/jekyll-seo-tag docs/advanced-usage.md (MIT): a tag with attributes
    ("uv was installed into `~/.cargo/bin`, for example `~/.bashrc`.",
     "uv was installed into ~/.cargo/bin, for example ~/.bashrc."),
    ("Las variables `VITE_*` no deben. Agregar `*.local` a tu `.gitignore`.",
     "Las variables VITE_* no deben. Agregar *.local a tu .gitignore."),
    ('Disabling `<link rel="canonical">` output, `<meta property="og:url">` too.',
     "Disabling link rel canonical output, meta property og:url too."),
    # encode/httpx docs/api.md: an ellipsis in a signature, its further arguments, kept as written (read "dot dot dot")
    ("Call `httpx.get(url, ...)` to fetch it, or `a, b, ...` in turn.",
     "Call httpx.get(url, ...) to fetch it, or a, b, ... in turn."),
])
def test_inline_text_as_the_page_shows_it(markdown: str, spoken: str) -> None:
    assert texts(markdown) == [spoken]


def test_badges_are_left_out_and_reported_and_an_html_image_is_its_alt_text() -> None:
    # tldr-pages/tldr README.md (cut short)
    found = MarkdownReader().read((
        b'<div align="center">\n  <h1><a href="https://tldr.sh/"><img alt="tldr-pages" src="banner.png"/></a></h1>\n\n'
        b"[![Build status][ci-image]][ci-url]\n[![license][license-image]][license-url]\n\n"
        b"[ci-url]: https://github.com/tldr-pages/tldr/actions\n"
        b"[ci-image]: https://img.shields.io/github/actions/workflow/status/tldr-pages/tldr/ci.yml\n"
        b"[license-url]: https://github.com/tldr-pages/tldr/blob/main/LICENSE.md\n"
        b"[license-image]: https://img.shields.io/badge/license-CC_BY_4.0-blue.svg\n</div>\n\n"
        b"<picture>\n  <source srcset=\"dark.png\">\n"
        b'  <img alt="Screenshot of the tldr client displaying the tar command." src="dark.png">\n</picture>\n\n'
        b'<p><img src="avatar.png" class="pquote-avatar" alt="avatar"> A quote.</p>\n'), "content/README.md")
    assert found.blocks == [
        Block("tldr-pages", 2, 1),
        Block("Screenshot of the tldr client displaying the tar command.", 15),
        Block("A quote.", 18),  # an avatar only decorates
    ]
    assert found.skipped == [Skipped(4, "badges", 3)]


def test_resolving_keeps_every_line() -> None:
    source = "!!! note \"T\"\n    body\n\n:::tip\nx\n:::\n\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n"
    assert resolve(source).text.count("\n") == source.count("\n")


def test_a_component_standing_for_a_picture_is_read_by_its_alt_text() -> None:
    resolved = resolve("Click Connect:\n\n<Image img={button} size=\"md\" alt=\"The connect button\" />\n"
                       "<Figure src=\"a.png\" caption='A map of the site.' />\n<BrowserWindow />\n")
    assert resolved.text.split("\n") == ["Click Connect:", "", "The connect button", "A map of the site.", "", ""]


def test_a_definition_that_is_an_admonition_is_no_markup_read_aloud() -> None:
    """squidfunk/mkdocs-material docs/reference/admonitions.md (MIT): the supported types, each defined by one."""
    resolved = resolve("<!-- md:option type:note -->\n\n:   !!! note\n\n        Lorem ipsum dolor sit amet.\n")
    assert "!!!" not in resolved.text and resolved.text.split("\n")[2].strip() == "Note:"  # its kind's title


# The Dagger docs' FAQ (Docusaurus), "How do I uninstall Dagger?", cut short: its note is indented less than
# the item's text, so it follows the list rather than sitting in it.
DAGGER = """\
1. Remove the `dagger` sub-directory of your local cache and configuration directories:

  :::note
  The third-party packages Dagger uses to determine these paths are listed below:
    - Go (SDK and CLI): [xdg](https://github.com/adrg/xdg)
    - Python: [platformdirs](https://github.com/platformdirs/platformdirs)
  :::

1. Remove the Dagger container.
"""


NOTE = "The third-party packages Dagger uses to determine these paths are listed below:"


@pytest.mark.parametrize("markdown", [
    DAGGER,
    DAGGER.replace("  :::note\n", "  !!! note\n").replace("\n  The", "\n      The").replace("\n    - ", "\n        - ")
    .replace("  :::\n", ""),
    f"- Remove the cache:\n\n    :::note\n    {NOTE}\n      - Go (SDK and CLI): xdg\n      - Python: platformdirs\n"
    "    :::\n\n- Remove the Dagger container.\n",
])
def test_a_list_in_a_box_indented_in_a_list_is_a_list(markdown: str) -> None:
    assert texts(markdown)[1:] == [
        f"Note: {NOTE}", "Go (SDK and CLI): xdg", "Python: platformdirs", "Remove the Dagger container."]


def test_a_role_never_starts_inside_inline_code() -> None:
    """facebook/react-native-website docs/accessibility.md (CC-BY-4.0): ``{true}`` before a backtick is JSX in
    code, not a MyST role that would take the text up to the next code span."""
    assert texts("So if we remove `accessible={true}` on `C` above like so\n") == [
        "So if we remove accessible={true} on C above like so"]


def test_fastapi_code_include_is_a_code_block_left_out_and_reported() -> None:
    """fastapi/fastapi docs/fr/docs/tutorial/background-tasks.md (MIT): ``{* file hl[…] *}`` shows the
    file's code; never "{* ../../docs_src/… *}" read aloud."""
    source = ("Pour commencer, importez `BackgroundTasks` et définissez un paramètre.\n\n"
              "{* ../../docs_src/background_tasks/tutorial001_py310.py hl[1,13] *}\n\n"
              "**FastAPI** créera l'objet de type `BackgroundTasks` pour vous.\n")
    reading = MarkdownReader().read(source.encode("utf-8"), "content/a.md")
    assert [block.text for block in reading.blocks] == [
        "Pour commencer, importez BackgroundTasks et définissez un paramètre.",
        "FastAPI créera l'objet de type BackgroundTasks pour vous."]
    assert reading.skipped == [Skipped(3, "code block from ../../docs_src/background_tasks/tutorial001_py310.py", 0)]


def test_a_component_that_shows_no_words_of_its_own_is_reported() -> None:
    """facebook/react-native-website docs/accessibility.md: ``<ExperimentalAPIWarning />`` shows a warning
    box made elsewhere; when it is not read from its file, it is not lost silently."""
    reading = MarkdownReader().read(b"### `experimental_accessibilityOrder`\n\n<ExperimentalAPIWarning />\n\nText.\n",
                                    "content/a.mdx")
    assert [block.text for block in reading.blocks] == ["experimental_accessibilityOrder", "Text."]
    assert reading.skipped == [Skipped(3, "component <ExperimentalAPIWarning />", 0)]


# HiDeoo/starlight-links-validator docs/src/content/docs/resources/showcase.mdx (MIT): a component whose data
# (every site's picture, address and title) takes more lines than any tag's attributes
SHOWCASE = (
    "## Sites\n"
    "\n"
    "The Starlight Links Validator plugin is already being used in production. These are some of the sites"
    " around the web:\n"
    "\n"
    "<Showcase\n"
    "  entries={[\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/starlight-links-validator.vercel.app.png'),\n"
    "      href: 'https://starlight-links-validator.vercel.app/',\n"
    "      title: 'Starlight Links Validator 🤯',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/starlight.astro.build.png'),\n"
    "      href: 'https://starlight.astro.build/',\n"
    "      title: 'Starlight',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/biomejs.dev.png'),\n"
    "      href: 'https://biomejs.dev/',\n"
    "      title: 'Biome',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/developers.cloudflare.com.png'),\n"
    "      href: 'https://developers.cloudflare.com/',\n"
    "      title: 'Cloudflare Docs',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/terragrunt.com.png'),\n"
    "      href: 'https://terragrunt.com/',\n"
    "      title: 'Terragrunt',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/aspire.dev.png'),\n"
    "      href: 'https://aspire.dev/',\n"
    "      title: 'aspire.dev',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/github.github.com-gh-aw.png'),\n"
    "      href: 'https://github.github.com/gh-aw/',\n"
    "      title: 'GitHub Agentic Workflows',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/microsoft.github.io-genaiscript.png'),\n"
    "      href: 'https://microsoft.github.io/genaiscript/',\n"
    "      title: 'Microsoft GenAIScript',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/userstyles.catppuccin.com.png'),\n"
    "      href: 'https://userstyles.catppuccin.com/',\n"
    "      title: 'Catppuccin Userstyles',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/prompty.ai.png'),\n"
    "      href: 'https://prompty.ai/',\n"
    "      title: 'Microsoft Prompty',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/effect.website.png'),\n"
    "      href: 'https://effect.website/docs',\n"
    "      title: 'Effect',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/trailbase.io.png'),\n"
    "      href: 'https://trailbase.io/',\n"
    "      title: 'TrailBase',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/docs.slint.dev.png'),\n"
    "      href: 'https://docs.slint.dev/latest/docs/slint/',\n"
    "      title: 'Slint',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/docs.openstatus.dev.png'),\n"
    "      href: 'https://docs.openstatus.dev/',\n"
    "      title: 'OpenStatus',\n"
    "    },\n"
    "    {\n"
    "      thumbnail: import('../../../assets/showcase/astro-snapshot.johng.io.png'),\n"
    "      href: 'https://astro-snapshot.johng.io/',\n"
    "      title: 'Astro Snapshot',\n"
    "    },\n"
    "  ]}\n"
    "/>\n"
    "\n"
    "See all the [public projects using the Starlight Links Validator plugin on GitHub](https://github.com/hideoo/starlight-links-validator/network/dependents).\n"
)


def test_a_component_is_one_element_however_many_lines_its_expression_takes() -> None:
    reading = MarkdownReader().read(SHOWCASE.encode("utf-8"), "content/showcase.mdx")
    assert [block.text for block in reading.blocks] == [
        "Sites",
        "The Starlight Links Validator plugin is already being used in production. These are some of the sites"
        " around the web:",
        "See all the public projects using the Starlight Links Validator plugin on GitHub."]
    assert reading.skipped == [
        Skipped(5, "component <Showcase entries={[ { thumbnail: import('../../../assets/sh", 25)]


def test_a_component_with_a_function_as_an_attribute_is_reported() -> None:
    reading = MarkdownReader().read(b"Text.\n\n<Counter\n  start={0}\n  onClick={() => setCount(1)}\n/>\n",
                                    "content/a.mdx")
    assert [block.text for block in reading.blocks] == ["Text."]
    assert reading.skipped == [Skipped(3, "component <Counter start={0} onClick={} />", 0)]


# ---------------------------------------------------------------- what the sites' Markdown extensions show

# facebook/docusaurus website/docs/guides/markdown-features/markdown-features-admonitions.mdx (CC-BY-4.0): tabs
# written one to a line in an admonition.
DOCUSAURUS_TABS = """\
:::tip Use tabs in admonitions

<Tabs>
  <TabItem value="apple" label="Apple">This is an apple 🍎</TabItem>
  <TabItem value="orange" label="Orange">This is an orange 🍊</TabItem>
  <TabItem value="banana" label="Banana">This is a banana 🍌</TabItem>
</Tabs>

:::
"""


def test_a_tab_on_one_line_is_a_paragraph_after_its_label() -> None:
    assert texts(DOCUSAURUS_TABS) == ["Use tabs in admonitions: Apple: This is an apple 🍎",
                                      "Orange: This is an orange 🍊", "Banana: This is a banana 🍌"]


# squidfunk/mkdocs-material docs/reference/formatting.md (MIT): CriticMarkup as the docs write it.
CRITIC = """\
Text can be {--deleted--} and replacement text {++added++}. This can also be
combined into {~~one~>a single~~} operation. {==Highlighting==} is also
possible {>>and comments can be added inline<<}.
"""


def test_a_ticked_box_is_said_in_the_page_s_language() -> None:
    reading = MarkdownReader().read(b"---\nlang: de\n---\n- [ ] Entwurf\n- [x] Korrektur\n", "liste.md")
    assert [b.text for b in reading.blocks] == ["Entwurf", "Erledigt: Korrektur"]


def test_critic_markup_is_read_once_as_the_page_shows_it() -> None:
    reading = MarkdownReader().read(CRITIC.encode(), "content/formatting.md")
    assert [b.text for b in reading.blocks] == [
        "Text can be deleted and replacement text added. This can also be combined into a single operation."
        " Highlighting is also possible."]
    assert reading.skipped == [Skipped(2, "text replaced by a suggested change: one", 1),
                               Skipped(3, "a reviewer's comment: and comments can be added inline", 6)]


# just-the-docs/just-the-docs docs/ui-components/lists.md and typography.md (MIT); Material for MkDocs'
# formatting.md and setting-up-site-search.md (MIT).
EXTENSIONS = """\
- [ ] hello, this is a todo item
- [x] goodbye, this item is done

Text can be **bold**, _italic_, or ~~strikethrough~~.

Searching for `search su` yields ^^search suggestions^^ as a suggestion. ==This was marked (highlight)==,
H~2~O, A^T^A, ++ctrl+alt+del++, the ++x++ key, the ++arrow-right++ key.
"""


def test_task_boxes_struck_marked_inserted_text_and_keys_read_as_shown() -> None:
    assert texts(EXTENSIONS) == [
        "hello, this is a todo item", "Done: goodbye, this item is done",
        "Text can be bold, italic, or strikethrough.",
        "Searching for search su yields search suggestions as a suggestion. This was marked (highlight), H2O, ATA,"
        " Ctrl+Alt+Del, the X key, the Arrow Right key."]


# executablebooks/MyST-Parser docs/syntax/admonitions.md (MIT, in the corpus' sites): a field list, a card.
def test_myst_field_lists_and_a_card_s_separators() -> None:
    page = (Path(__file__).parents[2] / "corpus" / "sites" / "myst-parser" / "docs" / "syntax" / "admonitions.md"
            ).read_text(encoding="utf-8")
    said = texts(page)
    assert said[said.index("These admonitions take no argument, but may be specified with options:") + 1:][:2] == [
        "class: A space-separated list of CSS classes to add to the admonition, conforming to the identifier"
        " normalization rules.", "name: A reference target for the admonition (see cross-referencing)."]
    assert "Card Title: Header" in said and "Card content" in said and "Footer" in said
    assert texts(":tada: Congrats on the release.\n") == ["Congrats on the release."]  # a shortcode, no field


def test_an_icon_in_a_word_s_place_is_read_as_its_name() -> None:
    # squidfunk/mkdocs-material docs/setup/setting-up-the-footer.md and docs/reference/annotations.md (MIT)
    assert texts("The footer is a great place to add links to websites or platforms you or your company are\n"
                 "using as additional marketing channels, e.g."
                 " :fontawesome-brands-mastodon:{ style=\"color: #5A4CE0\" } or\n"
                 ":fontawesome-brands-youtube:{ style=\"color: #EE0F0F\" }, which you can easily\n"
                 "configure via `mkdocs.yml`.\n\n"
                 "- :material-plus-circle: - `material/plus-circle`\n"
                 "- :material-circle-medium: - `material/circle-medium`\n") == [
        "The footer is a great place to add links to websites or platforms you or your company are using as"
        " additional marketing channels, e.g. Mastodon or Youtube, which you can easily configure via mkdocs.yml.",
        "material/plus-circle", "material/circle-medium"]


def test_link_definitions_commonmark_would_read_as_text_are_definitions() -> None:
    # squidfunk/mkdocs-material docs/reference/icons-emojis.md and buttons.md (MIT): definitions right after an
    # HTML block's end tag, one with a script for its address; upgrade.md: right after a paragraph's line.
    reading = MarkdownReader().read((
        b"Emojis can be integrated in Markdown by putting the shortcode of the emoji\n"
        b"between two colons. If you're using [Twemoji] (recommended), you can look up\n"
        b"the shortcodes at [Emojipedia]:\n\n"
        b'<div class="result" markdown>\n\n:smile:\n\n</div>\n'
        b"  [Twemoji]: https://github.com/jdecked/twemoji\n"
        b"  [Emojipedia]: https://emojipedia.org/twitter/\n\n"
        b"[Subscribe to our newsletter][Demo]{ .md-button }\n\n"
        b"  [accent color]: ../setup/changing-the-colors.md#accent-color\n"
        b'  [Demo]: javascript:alert$.next("Demo")\n\n'
        b"Optional features like [tabs] and [instant loading] are now implemented as\n"
        b"flags and can be enabled by listing them in `mkdocs.yml` under `theme.features`:\n"
        b"  [tabs]: setup/setting-up-navigation.md#navigation-tabs\n"
        b"  [instant loading]: setup/setting-up-navigation.md#instant-loading\n"), "content/a.md")
    assert [b.text for b in reading.blocks] == [
        "Emojis can be integrated in Markdown by putting the shortcode of the emoji between two colons. If you're"
        " using Twemoji (recommended), you can look up the shortcodes at Emojipedia:",
        "Subscribe to our newsletter",
        "Optional features like tabs and instant loading are now implemented as flags and can be enabled by listing"
        " them in mkdocs.yml under theme.features:"]


def test_a_directive_s_attributes_are_no_title() -> None:
    # withastro/starlight docs/src/content/docs/guides/authoring-content.mdx (MIT): custom aside icons.
    assert texts(':::tip{icon="heart"}\nAstro helps you build faster websites with'
                 ' [“Islands Architecture”](https://docs.astro.build/en/concepts/islands/).\n:::\n\n'
                 ':::tip[Did you know?]{icon="heart"}\nAstro helps you build faster websites.\n:::\n') == [
        "Tip: Astro helps you build faster websites with “Islands Architecture”.",
        "Did you know? Astro helps you build faster websites."]


def test_a_box_of_boxes_of_code_only_reads_no_title() -> None:
    # squidfunk/mkdocs-material docs/reference/admonitions.md (MIT): a collapsible admonition of content tabs
    # that each hold only code.
    reading = MarkdownReader().read(
        b'??? example "Expand to show alternate icon sets"\n\n'
        b'    === ":octicons-mark-github-16: Octicons"\n\n'
        b"        ``` yaml\n        theme:\n          icon:\n            admonition:\n"
        b"              note: octicons/tag-16\n        ```\n\n"
        b'    === ":fontawesome-brands-font-awesome: FontAwesome"\n\n'
        b"        ``` yaml\n        theme:\n          icon:\n            admonition:\n"
        b"              note: fontawesome/solid/note-sticky\n        ```\n\n"
        b"Admonitions follow a simple syntax.\n", "content/admonitions.md")
    assert [b.text for b in reading.blocks] == ["Admonitions follow a simple syntax."]
    assert [s.what for s in reading.skipped if s.what.startswith("title")] == [
        "title 'Expand to show alternate icon sets:' (nothing under it is read)",
        "title 'Octicons:' (nothing under it is read)", "title 'FontAwesome:' (nothing under it is read)"]


def test_inline_code_keeps_brackets_that_pair_across_its_words() -> None:
    # withastro/starlight guides/authoring-content.mdx (MIT); prettier/prettier docs/api.md (MIT)
    assert texts("You can specify a custom title for the aside in square brackets following the aside type, e.g."
                 " `:::tip[Did you know?]`.\n\nSetting `options.ignorePath` (`string | URL | (string | URL)[]`)"
                 " and `{: .notice}`.\n") == [
        "You can specify a custom title for the aside in square brackets following the aside type, e.g."
        " :::tip[Did you know?].",
        'Setting options.ignorePath (string "|" URL "|" (string "|" URL)[]) and .notice.']  # each pipe named


# jupyterhub/zero-to-jupyterhub-k8s docs/source (BSD-3-Clause, tests/corpus/sites/z2jh): references without
# text, which Sphinx writes as the title of the section they name.
Z2JH = Path(__file__).parents[2] / "corpus" / "sites" / "z2jh" / "docs" / "source"


def test_a_reference_without_text_is_read_as_the_title_of_its_section() -> None:
    helm = read_document(Z2JH / "kubernetes" / "setup-helm.md", "kubernetes/setup-helm.md", part_words=350)
    assert [p.text for s in helm.sections for p in s.paragraphs][-1] == (
        "Congratulations, helm is now set up! Let's continue with Setup JupyterHub!")
    index = read_document(Z2JH / "index.md", "index.md", part_words=350)
    assert ("JupyterHub can be configured and customized to fit a variety of deployment requirements. If you "
            "would like to expand JupyterHub, customize its setup, increase the computational resources available "
            "for users, or change authentication services, this guide will walk you through the steps. See the "
            "Configuration Reference for a list of frequently used configurable helm chart fields."
            ) in [p.text for s in index.sections for p in s.paragraphs]


def test_a_reference_whose_title_is_not_found_is_read_as_its_key_in_words(tmp_path: Path) -> None:
    (tmp_path / "conf.py").write_text("project = 'x'\n")
    page = tmp_path / "page.md"
    page.write_text("# Page\n\nSee {ref}`multiple-profiles`, [](#r2d-custom-image) and {doc}`setup_helm`.\n\n"
                    "Not `{ref}`in-code`` nor [](https://example.org).\n")
    document = read_document(page, "page.md", part_words=350)
    said = [p.text for s in document.sections for p in s.paragraphs]
    assert said[0] == "See multiple profiles, r2d custom image and setup helm."
    assert said[1] == "Not {ref}in-code nor example.org."


def test_a_literal_substitution_is_read_beside_ones_conf_py_computes_at_build_time() -> None:
    """z2jh's ``myst_substitutions`` computes ``chart_version`` from the chart and writes ``"helm_version": "3.5"``."""
    helm = read_document(Z2JH / "kubernetes" / "setup-helm.md", "kubernetes/setup-helm.md", part_words=350)
    said = [p.text for s in helm.sections for p in s.paragraphs]
    assert "For version of the Helm chart, helm >=3.5 is required." in said
    assert [(item.line, item.what) for item in helm.skipped if "chart_version" in item.what] == [
        (27, "template tag {{chart_version}}")]


def test_a_reference_to_a_page_is_read_as_the_page_s_title(tmp_path: Path) -> None:
    (tmp_path / "conf.py").write_text("project = 'x'\n")
    (tmp_path / "kubernetes").mkdir()
    (tmp_path / "kubernetes" / "setup-helm.md").write_text(
        (Z2JH / "kubernetes" / "setup-helm.md").read_text(encoding="utf-8"), encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("# Page\n\nFirst {doc}`kubernetes/setup-helm`, then [](kubernetes/setup-helm.md).\n")
    document = read_document(page, "page.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "First Setting up helm, then Setting up helm."]


def test_an_api_reference_placeholder_is_left_out_and_the_chapters_after_it_are_read() -> None:
    # Textualize/textual docs/widgets/switch.md (MIT): mkdocstrings' "::: object" with its options indented
    read = MarkdownReader().read((
        b"# Switch\n\nA simple switch widget.\n\n## Bindings\n\nThe switch widget defines the following bindings:\n\n"
        b"::: textual.widgets.Switch.BINDINGS\n    options:\n      show_root_heading: false\n"
        b"      show_root_toc_entry: false\n\n## Component classes\n\nThis widget has no component classes.\n"
        b"\n:::note\nA real note.\n:::\n"), "switch.md")
    assert [(b.line, b.text) for b in read.blocks] == [
        (1, "Switch"), (3, "A simple switch widget."), (5, "Bindings"),
        (7, "The switch widget defines the following bindings:"), (14, "Component classes"),
        (16, "This widget has no component classes."), (18, "Note: A real note.")]
    assert list(read.skipped) == [Skipped(9, "API reference of textual.widgets.Switch.BINDINGS (mkdocstrings)", 0)]


def test_icons_are_not_read_and_a_badge_s_tooltip_is_not_either() -> None:
    # executablebooks/sphinx-design docs/badges_buttons.md (MIT)
    assert texts("# Badges, Buttons & Icons {octicon}`rocket`\n\nSee {octicon}`table` Grids and"
                 " {octicon}`report;1em;sd-text-info` here: {bdg-primary}`stable ; A released, supported version`"
                 " badge.\n") == ["Badges, Buttons & Icons", "See Grids and here: stable badge."]


def test_a_directive_s_argument_leads_into_its_text() -> None:
    # carpentries workbench lessons: ":::{important} Objective" over the objective's text
    assert texts(":::{important} Objective\nUse the shell to list files.\n:::\n") == [
        "Objective: Use the shell to list files."]


LESSON = """\
:::::::::::::::::::::::::::::::::::::: questions·

- How do you write a lesson using Markdown and `{sandpaper}`?

::::::::::::::::::::::::::::::::::::::::::::::::

::::::::::::::::::::::::::::::::::::: challenge·

## Challenge 1: Can you do it?

What is the output of this command?

:::::::::::::::::::::::: solution·

## Output
·
```output
[1] "This new lesson looks good"
```

:::::::::::::::::::::::::::::::::

## Challenge 2: how do you nest solutions within challenge blocks?

:::::::::::::::::::::::: solution·

You can add a line with at least three colons and a `solution` tag.

:::::::::::::::::::::::::::::::::
::::::::::::::::::::::::::::::::::::::::::::::::

::::::::::::::::::::::::::::::::::::: callout

Callout sections can highlight information.

::::::::::::::::::::::::::::::::::::::::::::::::

## Math

Cool, right?
""".replace("·", " ")  # the lesson's trailing spaces, as written


def test_a_lesson_s_boxes_are_read_after_the_titles_their_pages_show() -> None:
    # carpentries/workbench-template-md episodes/introduction.md (CC-BY-4.0): a box without a heading of its own
    # is shown under its kind's title; one with a heading is shown under the heading; neither is a chapter
    assert texts(LESSON) == [
        "Questions: How do you write a lesson using Markdown and {sandpaper}?", "Challenge 1: Can you do it?",
        "What is the output of this command?", "Output",
        "Challenge 2: how do you nest solutions within challenge blocks?",
        "Solution: You can add a line with at least three colons and a solution tag.",
        "Callout: Callout sections can highlight information.", "Math", "Cool, right?"]
    assert [b.text for b in blocks(LESSON) if b.level] == ["Math"]


def test_a_lesson_box_s_title_is_in_the_page_s_language() -> None:
    read = MarkdownReader().read(b"---\nlang: es\n---\n\n:::: keypoints\n\n- Usa archivos `.md`.\n\n::::\n",
                                 "episodio.md")
    assert [b.text for b in read.blocks] == ["Puntos clave: Usa archivos .md."]


def test_an_mkdocs_box_shows_its_kind_as_written_in_every_language() -> None:
    # MobilityData/gtfs.org docs/fr (Apache-2.0): Python-Markdown titles "!!! note" "Note", translated in no language
    read = MarkdownReader().read("---\nlang: fr\n---\n\n!!! note\n\n    Les données sont publiques.\n\n"
                                 "/// tip\nUn conseil.\n///\n".encode(), "exemple.md")
    assert [b.text for b in read.blocks] == ["Note: Les données sont publiques.", "Tip: Un conseil."]


def test_a_row_of_buttons_a_line_each_is_read_as_labels_apart() -> None:
    # MobilityData/gtfs.org docs/fr/community (Apache-2.0): Material's buttons, one per line of one paragraph
    read = MarkdownReader().read(b"[Impliquez-vous](a.md){ .md-button }\n[Projets actifs](b.md){ .md-button"
                                 b" .md-button--primary }\n", "communaute.md")
    assert [b.text for b in read.blocks] == ["Impliquez-vous. Projets actifs"]


def test_rows_of_cells_without_a_delimiter_row_are_a_table_as_kramdown_shows_them() -> None:
    # a German Jekyll site on GitHub Pages (kramdown): its list of formats, a table of two columns
    read = MarkdownReader().read(b"Formate:\n\n| [JSON](#json) | `.json` |\n| [XML](#xml) | `.xml` |\n\nDanach.\n",
                                 "api.md")
    assert [b.text for b in read.blocks] == ["Formate:", "Danach."]
    assert [(s.line, s.what, s.words) for s in read.skipped] == [(3, "table", 4)]


def test_a_javascript_info_box_is_read_under_its_header_not_as_code() -> None:
    # javascript-tutorial/fr.javascript.info 1-js/04-object-basics/01-object/article.md (CC BY-NC-SA)
    read = MarkdownReader().read(b"Avant.\n\n```smart header=\"Pas vraiment un dictionnaire\"\nUn objet"
                                 b" **ressemble** \xc3\xa0 un dictionnaire.\n```\n\n```js\nlet a = 1;\n```\n",
                                 "article.md")
    assert [b.text for b in read.blocks] == [
        "Avant.", "Pas vraiment un dictionnaire: Un objet ressemble à un dictionnaire."]
    assert [(s.line, s.what) for s in read.skipped] == [(7, "code block")]


def test_microsoft_learn_s_rows_and_pictures_and_liascript_s_quiz_and_video() -> None:
    # MicrosoftDocs/terminal (CC BY 4.0): layout rows and columns say nothing and end nothing; a picture, its alt-text
    learn = (":::row:::\n    :::column span=\"\":::\n\nColumn text.\n    :::column-end:::\n:::row-end:::\n\n"
             ":::image type=\"content\" source=\"a.png\" alt-text=\"The settings page.\":::\n\n## Second\n\nMore.\n")
    read = MarkdownReader().read(learn.encode(), "settings.md")
    assert [(b.line, b.level, b.text) for b in read.blocks] == [
        (4, 0, "Column text."), (8, 0, "The settings page."), (10, 2, "Second"), (12, 0, "More.")]
    # LiaScript (a course in Spanish): a quiz's options without their answer, a video by its alt text
    lia = "Quiz:\n\n[(X)] Verdadero\n[( )] Falso\n\n!?[Un vídeo del curso](https://example.org/v.mp4)\n"
    assert [b.text for b in MarkdownReader().read(lia.encode(), "curso.md").blocks] == [
        "Quiz:", "Verdadero", "Falso", "Un vídeo del curso"]


def test_adobe_s_ui_controls_documenter_s_references_and_a_hugo_abbreviation_keep_their_words() -> None:
    source = ("Click [!UICONTROL Save] in [!DNL Adobe Analytics]. See [the manual](@ref man-intro).\n\n"
              "Die Anzahl {{< abbr \"VM\" \"Virtuelle Maschine\" >}}s für zu erstellende {{< abbr \"VM\" >}}s.\n")
    assert [b.text for b in MarkdownReader().read(source.encode(), "a.md").blocks] == [
        "Click Save in Adobe Analytics. See the manual.", "Die Anzahl VMs für zu erstellende VMs."]


def test_a_front_matter_after_blank_lines_is_one_as_hugo_reads_it() -> None:
    read = MarkdownReader().read(b"\n---\ntitle: \"Virtuelle Maschinen\"\n---\n\nText hier.\n", "index.md")
    assert (read.title, [(b.line, b.text) for b in read.blocks]) == ("Virtuelle Maschinen", [(6, "Text hier.")])


QUARTO = """\
::: callout-note
Note that there are five types of callouts.
:::

::: {.callout-caution collapse="true"}
## Expand To Learn About Collapse

This is an example of a 'collapsed' caution callout.
:::

::: {.callout-tip title="Tip with Title"}
This is a callout with a title.
:::

::: {#fig-elephants layout-ncol=2}
![Surus](surus.png){#fig-surus}
:::

After them.
"""


NUXT_MDC = """\
Some text with :badge[v2.0]{color="green"} and :icon{name="i-lucide-eye"} inside.

::note{to="/docs/collections/types#page-type"}
Learn more about the page collection type.
::

::callout
---
icon: i-simple-icons-visualstudiocode
to: https://marketplace.visualstudio.com/items?itemName=Nuxt.mdc
---
Install the MDC extension.
::

::code-group
```mdc [index.md]
::card
The content of the card
::
```

  :::code-preview{icon="i-lucide-eye" label="Preview"}
    ::::example-hero
    ---
    title: Nuxt Architecture.
    description: Harness the full power of Nuxt.
    ---
    #description
    Rendered in the description slot.
    ::::
  :::
::

After them.
"""


def test_nuxt_content_components_are_boxes_and_their_props_markup() -> None:
    # nuxt/content docs/content/docs/3.files/1.markdown.md (MIT): "::note{…}" … "::" is a box with its kind's
    # title; props in braces or as YAML between "---" lines are not read (no Setext heading, no chapter), but a
    # title, a label and a description the page shows; a slot's name is not shown; code stays code
    assert texts(NUXT_MDC) == [
        "Some text with v2.0 and inside.", "Note: Learn more about the page collection type.",
        "Install the MDC extension.", "Preview: Nuxt Architecture. Harness the full power of Nuxt.",
        "Rendered in the description slot.", "After them."]
    assert [b.text for b in blocks(NUXT_MDC) if b.level] == []


def test_quarto_callouts_and_divs_are_boxes_read_with_their_titles() -> None:
    # quarto-dev/quarto-web docs/authoring/callouts.qmd (CC-BY-4.0): a heading in a callout is its title, not a
    # chapter that swallows the rest of the page; a title="" attribute is read; the attributes are markup; a bare
    # "::: callout-note" shows its kind's title, as "{.callout-note}" does
    assert texts(QUARTO) == [
        "Note: Note that there are five types of callouts.", "Expand To Learn About Collapse",
        "This is an example of a 'collapsed' caution callout.", "Tip with Title: This is a callout with a title.",
        "Surus", "After them."]
    assert [b.text for b in blocks(QUARTO) if b.level] == []


def test_sphinx_design_buttons_and_directives_with_a_hyphen_in_backtick_fences_are_read() -> None:
    # executablebooks/sphinx-design docs/badges_buttons.md and tabs.md (MIT): a button shows its text, not its
    # address or options; a directive named with a hyphen is a directive, not an attribute list before a fence
    assert texts("Buttons:\n\n```{button-link} https://example.com\n:color: primary\n:shadow:\n\nButton text\n```\n\n"
                 ":::{button-ref} badges_buttons\n:ref-type: doc\n\nRead about badges\n:::\n\n"
                 "````{tab-set}\n```{tab-item} Label1\nContent 1\n```\n````\n") == [
        "Buttons:", "Button text", "Read about badges", "Label1: Content 1"]


def test_a_component_s_caption_is_read_where_it_opens() -> None:
    # rust-lang/book src/ch02-00-guessing-game-tutorial.md (MIT or Apache-2.0): the book's preprocessor shows a
    # listing's number and caption under its code
    assert texts('Next, we\'ll create a *variable* to store the user input, like this:\n\n<Listing number="2-1"'
                 ' file-name="src/main.rs" caption="Code that gets input from the user and prints it">\n\n```rust\n'
                 'let mut guess = String::new();\n```\n\n</Listing>\n\nNow the program is getting interesting!\n') == [
        "Next, we'll create a variable to store the user input, like this:",
        "Listing 2-1: Code that gets input from the user and prints it", "Now the program is getting interesting!"]


def test_myst_options_in_braces_examples_images_and_labels_with_a_colon(tmp_path: Path) -> None:
    # ProjectPythia's cookbook guide (Apache-2.0): options written in a directive's braces; executablebooks/
    # sphinx-togglebutton docs/index.md and use.md (MIT): sphinx-examples' demo, an image by its alt, a label with a
    # colon in it
    assert texts(":::{tip icon=false} ⏱️ Time to learn\n15 minutes\n:::\n\n```{note class=x}\nNote body.\n```\n") == [
        "⏱️ Time to learn: 15 minutes", "Note: Note body."]
    assert texts("````{example} An example toggle directive\n:reverse:\n\n```{toggle}\nThis is a toggled content"
                 " block!\n```\n````\n\n```{image} ../../images/GitHub-logo.png\n:alt: GitHub Logo\n:width: 400px\n"
                 "```\n\n```{image} ../../images/no-alt.png\n```\n\nAfter.\n") == [
        "An example toggle directive: This is a toggled content block!", "GitHub Logo", "After."]
    (tmp_path / "conf.py").write_text("project = 'x'\n", encoding="utf-8")
    (tmp_path / "use.md").write_text("# Use\n\n(use:css-selector)=\n## Collapse a block of content with a CSS"
                                     " selector\n\nText.\n", encoding="utf-8")
    document = read(tmp_path, "index.md", "# Index\n\nSee [](use:css-selector) for more details.\n")
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "See Collapse a block of content with a CSS selector for more details."]


def test_footnote_marks_raised_in_html_are_not_read_and_powers_are() -> None:
    # contao/docs (CC-BY-SA-4.0) and Homebrew/brew docs/Installation.md (BSD-2-Clause): a note's number raised
    # after a word, linked or not, and opening the note's own line
    assert texts("Neue »Major« oder »Minor«<sup>1</sup> Version.\n\n<sup>1</sup> Contao verwendet Semantic"
                 " Versioning.\n\nAn Apple Silicon CPU or 64-bit Intel CPU <sup>[1](#1)</sup> and officially"
                 " supported hardware<sup>[2](#2)</sup>.\n\n<a data-proofer-ignore name=\"1\"><sup>1</sup></a> For"
                 " 32-bit or PPC support.\n\nAn area of 20 km<sup>2</sup> and E = mc<sup>2</sup>.\n") == [
        "Neue »Major« oder »Minor« Version.", "Contao verwendet Semantic Versioning.",
        "An Apple Silicon CPU or 64-bit Intel CPU and officially supported hardware.", "For 32-bit or PPC support.",
        "An area of 20 km2 and E = mc2."]


def test_gitbook_s_kept_empty_line_is_no_paragraph() -> None:
    # snyk/user-docs (GitBook): an empty line written as a hard break alone
    assert texts("Download the binary.\n\n\\\n\nThen run it.\\\nwith a break.\n") == [
        "Download the binary.", "Then run it. with a break."]


def test_a_link_component_s_title_is_a_tooltip_not_read() -> None:
    # vitejs/docs-es guide/env-and-mode.md (MIT): VitePress' Scrimba link, its title shown only on hover
    assert texts('<ScrimbaLink href="https://scrimba.com/x" title="Variables de Entorno en Vite">Ver una lección'
                 ' interactiva en Scrimba</ScrimbaLink>\n\nTexto.\n') == [
        "Ver una lección interactiva en Scrimba", "Texto."]


def test_a_toctree_is_a_table_of_contents_reported_unless_hidden() -> None:
    # executablebooks/sphinx-togglebutton docs/index.md (MIT): the page shows the linked titles of the pages below
    read = MarkdownReader().read(b"# Index\n\nIntro.\n\n```{toctree}\n:maxdepth: 2\n\nuse\nreference/index\n"
                                 b"changelog\n```\n\n```{toctree}\n:hidden:\n\nother\n```\n\nAfter.\n", "index.md")
    assert [b.text for b in read.blocks] == ["Index", "Intro.", "After."]
    assert list(read.skipped) == [Skipped(5, "table of contents (toctree of 3 pages)", 0)]


# tommilligan/mdbook-admonish book/src/overview.md and examples.md (MIT)
MDBOOK_ADMONISH = """\
It turns this:

````
```admonish info
A beautifully styled message.
```
````

into this:

```admonish info
A beautifully styled message.
```

```admonish
A plain note.
```

```admonish title="\\j"
This block will error
```

```admonish warning title="Data loss"
The following steps can lead to irrecoverable data corruption.
```

```admonish success title=""
This will take a while, go and grab a drink of water.
```

~~~admonish bug
This syntax won't work in Python 3:
```python
print "Hello, world!"
```
~~~

```admonish quote collapsible=true, title='A title that really <span style="color: #e70073">pops</span>'
To really <b><span style="color: #e70073">grab</span></b> your reader's attention.
```

```admonish tldr "Escaped \\"quotes\\""
Rust is a multi-paradigm, general-purpose programming language.
```
"""


def test_mdbook_admonish_blocks_are_boxes_read_after_their_titles() -> None:
    # a fence whose info string starts with "admonish" is a box: its title (written, in quotes or as title=, else
    # its kind's; title="" none), then its Markdown; one that cannot be parsed is shown as an error with its code
    assert texts(MDBOOK_ADMONISH) == [
        "It turns this:", "into this:", "Info: A beautifully styled message.", "Note: A plain note.",
        "Data loss: The following steps can lead to irrecoverable data corruption.",
        "This will take a while, go and grab a drink of water.", "Bug: This syntax won't work in Python 3:",
        "A title that really pops: To really grab your reader's attention.",
        'Escaped "quotes": Rust is a multi-paradigm, general-purpose programming language.']
    read = MarkdownReader().read(MDBOOK_ADMONISH.encode(), "overview.md")
    assert [(s.line, s.what) for s in read.skipped] == [
        (3, "code block"), (19, "code block"), (33, "code block")]


# executablebooks/sphinx-exercise docs/source/syntax.md (MIT), abridged
SPHINX_EXERCISE = """\
```{exercise}
:label: my-exercise

Recall that $n!$ is read as "$n$ factorial".
```

``````md
```{exercise}
:label: my-exercise
```
``````

The title will be "Exercise {number}" like so: {ref}`my-exercise`. Referencing it will display {numref}`my-exercise`.
An example would resolve to {numref}`My custom {number} title and {name} <my-exercise>`

````{solution} my-exercise
:label: my-solution

Here's one solution.

```{code-block} python
factorial(4)
```
````

Like so: {ref}`my-solution`. The reference will display its title: {ref}`nfactorial-solution`.

````{toggle}
```{exercise} $n!$ Factorial
:label: nfactorial
:nonumber:

Write a function `factorial`.
```

```{solution} nfactorial
:label: nfactorial-solution

Here's a solution in Java.
```
````

```{exercise}
:hidden:
This is a hidden exercise directive.
```

:::{exercise} Colons
:class: dropdown

Recall that $n!$ is read as "$n$ factorial".
:::
"""


def test_sphinx_exercise_boxes_are_read_after_the_titles_and_numbers_their_page_shows() -> None:
    # exercises are numbered in the page's order (not a :nonumber: or :hidden: one, nor one shown as code), their
    # argument in brackets; a solution is titled after its exercise; references read what the page shows
    assert texts(SPHINX_EXERCISE) == [
        'Exercise 1: Recall that n factorial is read as "n factorial".',
        'The title will be "Exercise {number}" like so: Exercise 1. Referencing it will display Exercise 1. An'
        " example would resolve to My custom 1 title and",
        "Solution to Exercise 1: Here's one solution.",
        "Like so: Solution to Exercise 1. The reference will display its title: Solution to Exercise"
        " (n factorial Factorial).",
        "Exercise (n factorial Factorial): Write a function factorial.",
        "Solution to Exercise (n factorial Factorial): Here's a solution in Java.",
        'Exercise 2 (Colons): Recall that n factorial is read as "n factorial".']


SPHINX_PROOF = """\
````{prf:proof}
We'll omit the full proof.
````

```{prf:theorem} Orthogonal-Projection-Theorem
:label: my-theorem

Given y and a subspace S, there is a unique solution.
```

```{prf:axiom} Completeness
:label: my-axiom

Every Cauchy sequence is convergent.
```

```{prf:theorem}
Another one.
```

See {prf:ref}`my-theorem`, {prf:ref}`the axiom <my-axiom>` and {prf:ref}`my-axiom`.
"""


def test_sphinx_proof_boxes_are_numbered_by_kind_and_referred_to_as_shown() -> None:
    # executablebooks/sphinx-proof docs/source/syntax.md (BSD-3-Clause): each kind numbered on its own, a proof
    # not at all, the argument in brackets; {prf:ref} shows the box's name and number, or its own text
    assert texts(SPHINX_PROOF) == [
        "Proof: We'll omit the full proof.",
        "Theorem 1 (Orthogonal-Projection-Theorem): Given y and a subspace S, there is a unique solution.",
        "Axiom 1 (Completeness): Every Cauchy sequence is convergent.", "Theorem 2: Another one.",
        "See Theorem 1, the axiom and Axiom 1."]


def test_quarto_content_for_another_profile_or_format_is_not_read(tmp_path: Path) -> None:
    # InseeFrLab/ensae-reproductibilite-website chapters/introduction.qmd: the French profile is the project's
    # default (_quarto.yml: profile: {default: fr}); its headings stay chapters, the English twin is not read
    (tmp_path / "_quarto.yml").write_text("project:\n  type: book\nprofile:\n  default: fr\n  group: [fr, en]\n",
                                          encoding="utf-8")
    page = tmp_path / "intro.qmd"
    page.write_text(
        "# Introduction\n\n::: {.content-visible when-profile=\"fr\"}\n## Vue d'ensemble\n\nCe cours est fait pour"
        " vous.\n:::\n\n::: {.content-visible when-profile=\"en\"}\n## Overview\n\nThis course is for you.\n:::\n\n"
        "::: {.content-visible when-format=\"pdf\"}\nPrinted only.\n:::\n\n::: {.content-hidden when-format=\"pdf\"}\n"
        "Shown on the site.\n:::\n", encoding="utf-8")
    document = read_document(page, "intro.qmd", part_words=350)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Vue d'ensemble", ["Ce cours est fait pour vous.", "Shown on the site."])]
    assert [(item.line, item.what, item.words) for item in document.skipped] == [
        (9, "content for another format or profile", 7), (15, "content for another format or profile", 2)]


def test_docfx_tabs_embeds_and_includes(tmp_path: Path) -> None:
    # dotnet/docfx docs/docs/markdown.md (MIT): tabs written as headings that link to #tab/… are labels, their group
    # ended by ---; a video and a code file shown, not read; an include read in place; "$$." in prose pairs with no
    # formula of the next paragraph
    (tmp_path / ".git").mkdir()
    (tmp_path / "includes").mkdir()
    (tmp_path / "includes" / "note.md").write_text("Included text.\n", encoding="utf-8")
    page = tmp_path / "markdown.md"
    page.write_text(
        "# Markdown\n\n## Tabs\n\n# [Linux](#tab/linux)\n\nContent for Linux.\n\n# [Windows](#tab/windows)\n\n"
        "Content for Windows.\n\n---\n\n> [!Video https://www.youtube.com/embed/Sz1lCeedcPI]\n\n"
        "[!code-csharp[](media/Program.cs?highlight=2)]\n\n[!INCLUDE[note](includes/note.md)]\n\n"
        "Delimit it with two dollar symbols $$.\n\n$$\\sum_{k=1}^n a_k$$\n\n## After\n\nThe end.\n", encoding="utf-8")
    document = read_document(page, "markdown.md", part_words=350)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Tabs", ["Linux: Content for Linux.", "Windows: Content for Windows.", "Included text.",
                  "Delimit it with two dollar symbols $$.", "The sum from k equals 1 to n of a sub k."]),
        ("After", ["The end."])]
    assert [(item.line, item.what) for item in document.skipped] == [(15, "video"), (17, "code block")]


def test_retype_components_and_tabs() -> None:
    # retypeapp/retype docs guides/installation.md: a card shows its title, a badge its text, a reference its own
    # words; a tab of code alone is reported with its label, a tab of prose leads into it; :+1: is an emoji
    assert texts('[!card layout="snap" icon="brand-obsidian" title="Install Obsidian plugin"](https://example.com)\n\n'
                 'Runs on [!badge text="Mac" variant="light"] and [!badge text="Win"]; see [!ref Options]'
                 '(/options).\n\n'
                 "+++ npm\n```\nnpm install retypeapp --global\n```\n+++ Notes\nUse a recent Node.\n+++\n\n"
                 "Done. :+1:\n") == [
        "Install Obsidian plugin", "Runs on Mac and Win; see Options.", "Notes: Use a recent Node.", "Done."]
    assert texts('First.\n\n+++ {"slideshow": {"slide_type": "slide"}}\n\nSecond.\n') == ["First.", "Second."]  # MyST


def test_sphinx_exercise_titles_are_in_the_page_s_language() -> None:
    read = MarkdownReader().read("---\nlang: es\n---\n\n```{exercise}\n:label: e\n\nSuma dos números.\n```\n\n"
                                 "```{solution} e\nUsa +.\n```\n".encode(), "ejercicios.md")
    assert [b.text for b in read.blocks] == ["Ejercicio 1: Suma dos números.", "Solución a Ejercicio 1: Usa +."]


# vercel/swr-site pages/docs/getting-started.es-ES.mdx (Apache-2.0), Nextra 2.13
NEXTRA = """\
import { Callout, Tabs, Tab } from 'nextra-theme-docs'
import Link from 'next/link'

## Instalación [#installation]

<Tabs items={['pnpm', 'npm', 'yarn']}>
  <Tab>
    ```bash
    pnpm add swr
    ```
  </Tab>
</Tabs>

## Inicio rápido [#quick-start]

<Callout emoji="💡">
    Si tu quieres usar API GraphQL o librerías como Axios, puedes crear tu propia función fetcher. Consulta
    <Link href="/docs/data-fetching">aqui</Link> para ver más ejemplos.
</Callout>

Luego puede importar `useSWR`.
"""


def test_nextra_heading_ids_are_not_read_and_an_mdx_component_s_indented_text_is_not_code() -> None:
    # Nextra takes "[#id]" after a heading for its id; MDX has no indented code, and a component among words is
    # inline: the callout's sentence is a paragraph, the tab's fence a code block (its label, from the <Tabs items>,
    # reported with it)
    read = MarkdownReader().read(NEXTRA.encode(), "getting-started.es-ES.mdx")
    assert [b.text for b in read.blocks] == [
        "Instalación", "Inicio rápido", "Si tu quieres usar API GraphQL o librerías como Axios, puedes crear tu "
        "propia función fetcher. Consulta aqui para ver más ejemplos.", "Luego puede importar useSWR."]
    assert [(s.line, s.what, s.words) for s in read.skipped] == [
        (7, "title 'pnpm:' (nothing under it is read)", 1), (8, "code block", 3)]
    assert texts("## Fixed [#123]\n\nA bug.\n") == ["Fixed [#123]", "A bug."]  # an issue's number is no id
    as_markdown = MarkdownReader().read(NEXTRA.encode(), "getting-started.md").blocks
    assert "Si tu quieres" not in " ".join(b.text for b in as_markdown)  # CommonMark: indented code


def test_a_docusaurus_tab_without_a_label_is_read_after_its_value() -> None:
    # typescript-eslint docs/getting-started/Typed_Linting.mdx (MIT), react-native-website's older <Tabs values>:
    # Docusaurus shows a tab's label, else the label its <Tabs values={…}> gives its value, else its value
    source = ("<Tabs groupId=\"eslint-config\">\n<TabItem value=\"Flat Config\">\n\n1. Add `TypeChecked` to the name"
              " of any preset configs you're using.\n\n</TabItem>\n<TabItem value=\"legacy\" label=\"Legacy Config\">"
              "\n\n1. Add `-type-checked` to the name of any preset configs you're using.\n\n</TabItem>\n</Tabs>\n\n"
              "<TabItem value=\"Apple\">This is an apple</TabItem>\n\n"
              "<Tabs values={[ {label: 'Android (Java & Kotlin)', value: 'kotlin'}, ]}>\n\n<TabItem value=\"kotlin\">"
              "\n\nThe keys to integrating.\n\n</TabItem>\n</Tabs>\n")
    assert texts(source) == [
        "Flat Config: Add TypeChecked to the name of any preset configs you're using.",
        "Legacy Config: Add -type-checked to the name of any preset configs you're using.",
        "Apple: This is an apple", "Android (Java & Kotlin): The keys to integrating."]


def test_mdbook_toc_s_marker_is_a_table_of_contents() -> None:
    # tommilligan/mdbook-admonish book/src/overview.md (MIT): mdbook-toc renders the contents list at the marker
    found = MarkdownReader().read(b"# mdbook-admonish\n\n<!-- toc -->\n\n## Intoduction\n\nA preprocessor.\n\n"
                                  b"<!-- a comment -->\n", "overview.md")
    assert [b.text for b in found.blocks] == ["mdbook-admonish", "Intoduction", "A preprocessor."]
    assert [(s.line, s.what) for s in found.skipped] == [(3, "table of contents"), (9, "HTML comment")]


def test_sphinx_exercise_s_gated_boxes_are_numbered_with_the_others() -> None:
    # executablebooks/sphinx-exercise docs/source/syntax.md (MIT): the gated syntax, whose boxes hold code cells
    source = ("```{exercise-start}\n:label: ex1\n```\n\nWrite a gated exercise.\n\n```{code-cell}\nprint(1)\n```\n\n"
              "```{exercise-end}\n```\n\n```{solution-start} ex1\n```\n\nThis is a solution to Exercise 1\n\n"
              "```{solution-end}\n```\n\n```{exercise}\nSecond.\n```\n\nSee {ref}`ex1`.\n")
    assert texts(source) == ["Exercise 1: Write a gated exercise.",
                             "Solution to Exercise 1: This is a solution to Exercise 1", "Exercise 2: Second.",
                             "See Exercise 1."]


# pradyunsg/sphinx-inline-tabs docs/usage.md (MIT): tabs in MyST and in an {eval-rst} block, an empty version note
INLINE_TABS = """\
```{tab} One
One is an interesting number.
```

````{tab} Python
```python
print(1)
```
````

```{eval-rst}
.. tab:: Two

   Two is the even prime.

This will break the tab set!

.. tab:: Five
   :new-set:

   Five is a nice number.

.. code-block:: python

   print(5)
```

```{versionadded} 2020.04.11.beta8

```
"""


def test_sphinx_inline_tabs_and_eval_rst_are_read_after_their_labels() -> None:
    found = MarkdownReader().read(INLINE_TABS.encode(), "usage.md")
    assert [b.text for b in found.blocks] == [
        "One: One is an interesting number.", "Two: Two is the even prime.", "This will break the tab set!",
        "Five: Five is a nice number.", "Added in version 2020.04.11.beta8."]
    assert [(s.line, s.what) for s in found.skipped] == [
        (5, "title 'Python:' (nothing under it is read)"), (6, "code block"), (25, "code block")]


def test_a_knitr_block_is_a_box_of_markdown() -> None:
    # ropensci/dev_guide maintenance_releases.es.Rmd (CC BY-SA 4.0): bookdown renders the chunk as a div
    source = ("# Publicar un paquete  {#releasing}\n\n```{block, type=\"summaryblock\"}\nEstas versiones deben estar"
              " debidamente _numeradas_.\n\nTen en cuenta que el proceso de actualización de *NEWS* se puede hacer"
              " más fluido.\n```\n\n```{r}\n1 + 1\n```\n")
    found = MarkdownReader().read(source.encode(), "maintenance_releases.es.Rmd")
    assert [b.text for b in found.blocks] == [
        "Publicar un paquete", "Estas versiones deben estar debidamente numeradas.",
        "Ten en cuenta que el proceso de actualización de NEWS se puede hacer más fluido."]
    assert [(s.line, s.what) for s in found.skipped] == [(9, "code block")]


# mintlify/docs fr/quickstart.mdx (MIT): a block for AI agents, headings in an anchor's <div>, horizontal cards
MINTLIFY = """\
Après avoir terminé ce guide, vous disposerez d'un site de documentation en ligne.

<Visibility for="humans">
  Accédez à [mintlify.com/start](https://mintlify.com/start) et suivez le processus d'onboarding.
</Visibility>

<Visibility for="agents">
  <div id="set-up-mintlify-for-the-user">
    ## Configurer Mintlify pour l'utilisateur
  </div>

  1. Exécutez `node --version`.
</Visibility>

<div id="before-you-begin">
  ## Avant de commencer
</div>

Mintlify utilise une approche *docs-as-code* pour gérer votre documentation.

<Card title="Utiliser l’éditeur web" icon="mouse-pointer-2" horizontal href="/fr/editor/index">
  Modifiez la documentation dans votre navigateur.
</Card>
"""


def test_mintlify_s_agents_only_block_is_not_read_and_a_div_s_heading_is_a_heading() -> None:
    found = MarkdownReader().read(MINTLIFY.encode(), "fr/quickstart.mdx")
    assert [(b.level, b.text) for b in found.blocks] == [
        (0, "Après avoir terminé ce guide, vous disposerez d'un site de documentation en ligne."),
        (0, "Accédez à mintlify.com/start et suivez le processus d'onboarding."),
        (2, "Avant de commencer"),
        (0, "Mintlify utilise une approche docs-as-code pour gérer votre documentation."),
        (0, "Utiliser l’éditeur web: Modifiez la documentation dans votre navigateur.")]
    assert [(s.line, s.what, s.words) for s in found.skipped] == [
        (7, "<Visibility for=\"agents\"> (shown only to AI agents)", 9)]


def test_a_prompt_card_is_read_by_its_title_and_description() -> None:
    # web-infra-dev/rspress website/docs/en/guide/start/getting-started.mdx and mintlify/docs
    # snippets/fr/setup-agent-prompt.mdx (MIT): the card shows a title and a description, the prompt is copied
    source = ("<Prompt\n  title=\"Start a Rspress project in one shot\"\n  description=\"Copy this prompt and send it"
              " to your AI agent.\"\n  prompt={`Create a Rspress project.\n\n1. Scaffold it.`}\n   />\n\n"
              "<Prompt description=\"Copiez-collez ce prompt.\" actions={[\"copy\", \"cursor\"]}>\nMettez ma"
              " documentation en ligne.\n</Prompt>\n")
    found = MarkdownReader().read(source.encode(), "getting-started.mdx")
    assert [b.text for b in found.blocks] == [
        "Start a Rspress project in one shot. Copy this prompt and send it to your AI agent.",
        "Copiez-collez ce prompt."]
    assert [(s.line, s.what, s.words) for s in found.skipped] == [
        (10, "Prompt's content (copied, not shown)", 5)]


def test_a_self_closing_card_is_read_by_its_title_and_description() -> None:
    # shuding/nextra examples and withastro/starlight docs (MIT): a card over lines, an element in an attribute
    source = ("Below, a tutorial:\n\n<Cards>\n    <Card\n    icon={<CodeIcon />}\n"
              "    title=\"Getting started with RAG\"\n    href=\"https://example.org/rag\"\n    />\n</Cards>\n\n"
              "<CardGrid>\n\t<LinkCard title=\"Installation\"\n\t\t\t   href=\"/guides/installation/\"\n"
              "\t\t\t   description=\"How to get the software running quickly.\" />\n</CardGrid>\n")
    found = MarkdownReader().read(source.encode(), "cards.mdx")
    assert [(b.line, b.text) for b in found.blocks] == [
        (1, "Below, a tutorial:"), (4, "Getting started with RAG."),
        (12, "Installation. How to get the software running quickly.")]
    assert found.skipped == []


def test_fumadocs_cards_over_lines_and_step_headings() -> None:
    # fuma-nama/fumadocs apps/docs/content/docs/(framework)/markdown/index.mdx (MIT)
    source = ("<Cards>\n  <Card\n    href=\"https://nextjs.org/docs/app/fetching\"\n    title=\"Fetching, Caching, and"
              " Revalidating\"\n  >\n    Learn more about caching in Next.js\n  </Card>\n\n"
              "  <Card icon={<HomeIcon />} href=\"/\" title=\"Home\">\n    You can include icons too.\n  </Card>\n"
              "</Cards>\n\n#### Installation [step]\n\nRun it.\n")
    found = MarkdownReader().read(source.encode(), "index.mdx")
    assert [b.text for b in found.blocks] == [
        "Fetching, Caching, and Revalidating: Learn more about caching in Next.js",
        "Home: You can include icons too.", "Installation", "Run it."]


def test_nextra_tabs_are_read_after_the_labels_their_items_give_them() -> None:
    # shuding/nextra docs/app/docs/advanced/latex/page.mdx (MIT): <Tabs items={…}> labels its <Tabs.Tab> in turn;
    # a <div> around a paragraph holds Markdown in MDX
    source = ("<Tabs items={['Import CSS from `katex` package', 'Load CSS from CDN']}>\n<Tabs.Tab>\n"
              "1. Install the `katex` package\n\n</Tabs.Tab>\n<Tabs.Tab>\nAdd the stylesheet to your layout.\n\n"
              "</Tabs.Tab>\n</Tabs>\n\n<div className=\"mt-6 rounded-xl border p-4 nextra-border\">\n"
              "The **Pythagorean equation** is famous.\n\n</div>\n")
    found = MarkdownReader().read(source.encode(), "page.mdx")
    assert [b.text for b in found.blocks] == [
        "Import CSS from katex package: Install the katex package", "Load CSS from CDN: Add the stylesheet to your"
        " layout.", "The Pythagorean equation is famous."]


def test_a_vitepress_snippet_import_is_a_code_block() -> None:
    # vuejs/vitepress docs/es/guide/getting-started.md (MIT)
    found = MarkdownReader().read(b"Se le recibira con preguntas:\n\n<<< @/snippets/init.ansi\n\nListo.\n", "a.md")
    assert [b.text for b in found.blocks] == ["Se le recibira con preguntas:", "Listo."]
    assert [(s.line, s.what) for s in found.skipped] == [(3, "code block from @/snippets/init.ansi")]


def test_a_vitepress_snippet_import_is_a_code_block_whatever_follows_its_path() -> None:
    # vuejs/vitepress docs/es/guide/markdown.md (MIT): a region, lines to highlight with options, a title
    found = MarkdownReader().read(b"::: code-group\n\n<<< @/snippets/snippet-with-region.js#snippet"
                                  b"{1,2 ts:line-numbers} [snippet with region]\n\n:::\n\n"
                                  b"<<< @/snippets/snippet.js{2} [my title]\n\n<<< Not a path\n", "a.md")
    assert [b.text for b in found.blocks] == ["<<< Not a path"]
    assert [(s.line, s.what) for s in found.skipped] == [
        (3, "code block from @/snippets/snippet-with-region.js"), (7, "code block from @/snippets/snippet.js")]


def test_gitbook_mentions_are_read_as_the_titles_they_point_to(tmp_path: Path) -> None:
    # AudiTranscribe/AudiTranscribe-Documentation tutorial/2-user-interface.md (GPL-3.0)
    (tmp_path / "reference").mkdir()
    (tmp_path / "reference" / "playing-notes.md").write_text("---\ndescription: How.\n---\n\n# Playing Notes\n")
    document = read(tmp_path, "2-user-interface.md", (
        "# User Interface\n\nWe split the user interface into the [#top-section](2-user-interface.md#top-section"
        " \"mention\") and [#bottom-section](2-user-interface.md#bottom-section \"mention\").\n\n"
        "## Top Section\n\nRefer to the [playing-notes.md](reference/playing-notes.md \"mention\") reference guide"
        " and [3-beginning-to-transcribe.md](3-beginning-to-transcribe.md \"mention\").\n\n## Bottom Section\n\n"
        "Done.\n"))
    assert [p.text for s in document.sections for p in s.paragraphs][:2] == [
        "We split the user interface into the Top Section and Bottom Section.",
        "Refer to the Playing Notes reference guide and 3 beginning to transcribe."]


def test_a_definition_list_is_read_term_then_definitions() -> None:
    # rust-lang/mdBook guide/src/format/markdown.md (MPL-2.0): mdBook's definition lists
    source = ("term A\n  : This is a definition of term A. Text\n    can span multiple lines.\n\nterm B\n"
              "  : This is a definition of term B.\n  : This has more than one definition.\n\n"
              "Minimalism over features.\n: The theme ships only what most sites need.\n")
    # alex-shpak/hugo-book: a term ending with its full stop (Goldmark's definition lists take any line), no colon
    assert texts(source) == ["term A: This is a definition of term A. Text can span multiple lines.",
                             "term B: This is a definition of term B. This has more than one definition.",
                             "Minimalism over features. The theme ships only what most sites need."]


def test_a_component_in_a_sentence_says_its_label_and_a_disclosure_its_summary() -> None:
    # userdocs/qbittorrent-nox-static docs/src/content/docs/introduction.mdx (Apache-2.0): Starlight components
    # the site writes, whose button shows its label and whose disclosure shows its summary
    source = ('Cross-building is done by <Modal id="musl-cross-make" label="Musl Cross Make"/> on Alpine and'
              ' <Modal id="crossbuild-essentials" label="Crossbuild Essentials"/> on Debian-based.\n\n'
              '<Details summary="target architectures">\n    `armel` `armhf` `armv7` `aarch64`\n\n    `x86` `x86_64`\n'
              '</Details>\n')
    assert [b.text for b in blocks(source, "content/introduction.mdx")] == [
        "Cross-building is done by Musl Cross Make on Alpine and Crossbuild Essentials on Debian-based.",
        "target architectures: armel armhf armv7 aarch64", "x86 x86_64"]


def test_an_imported_part_ending_a_line_is_read_in_its_place(tmp_path: Path) -> None:
    # web-infra-dev/rslib website/docs/en/guide/basic/output-format.mdx and shared/components/CJS.mdx (MIT)
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "CJS.mdx").write_text(
        "CJS stands for [CommonJS modules](https://nodejs.org/api/modules.html), which is a module system.\n\n"
        "It was created to allow JavaScript to be used outside of the browser.\n", encoding="utf-8")
    document = read(tmp_path, "output-format.mdx", (
        "import CJS from './shared/CJS.mdx';\n\n# Output format\n\n### What are ESM and CJS?\n\n"
        "- **CommonJS**: <CJS />\n\nAfter it.\n"))
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "CommonJS: CJS stands for CommonJS modules, which is a module system.",
        "It was created to allow JavaScript to be used outside of the browser.", "After it."]


def test_cross_references_targets_and_an_end_of_options_mark() -> None:
    # mkdocstrings/python docs/usage/index.md (ISC): mkdocs-autorefs' "[`preload_modules`][]" is a link to the
    # heading of that name; executablebooks/MyST-NB docs/render/inline.md (BSD-3-Clause): a target's label
    # "(render/eval)=" is not shown; hyprwm/hyprland-wiki Systemd-start.md (BSD-3-Clause): "--" ends uwsm's options
    source = ("(render/eval)=\n\n# Inline variable evaluation (eval)\n\n"
              "**We recommend using the [`preload_modules`][] option instead**,\nwhich acts as an include-list.\n\n"
              "Prefix application startup commands with `uwsm app --`.\n")
    assert texts(source) == [
        "Inline variable evaluation (eval)", "We recommend using the preload_modules option instead, which acts as an"
        " include-list.", 'Prefix application startup commands with uwsm app "--".']


def test_a_title_s_markup_is_not_read_and_an_h1_saying_more_is_kept(tmp_path: Path) -> None:
    # pablolopez2733/Quarto-Tutorial Gcion_rep.qmd: Quarto shows the front matter's title (code type) and the
    # page's numbered H1 under it; ubc-library-rc/intro-git content/03_sync.md: a picture whose alt text is its
    # file's name says nothing
    document = read(tmp_path, "Gcion_rep.md", (
        '---\ntitle: "Tutorial de `Quarto`"\nlang: es\n---\n\n# Generación de Reportes en Quarto.\n\n'
        "Un reporte.\n\n![add_new_repository](figures/add_new_repository.png)\n\n## Juntemos todo:\n\nFin.\n"))
    assert document.title == "Tutorial de Quarto"
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Generación de Reportes en Quarto.", ["Un reporte."]), ("Juntemos todo:", ["Fin."])]
    assert [s.what for s in document.skipped] == ["picture whose alt text is its file's name (add_new_repository)"]


def test_a_fence_in_a_code_group_ends_with_the_group() -> None:
    # vitejs/docs-de docs/guide/index.md (MIT): one tab opened with four backticks and closed with three; VitePress'
    # container ends it with the group, and the page goes on
    source = ("Dann führen Sie den Befehl aus:\n\n::: code-group\n\n```bash [npm]\n$ npx vite\n```\n\n"
              "````bash [pnpm]\n$ pnpm vite\n```\n\n```bash [Deno]\n$ deno run -A npm:vite\n```\n\n:::\n\n"
              "Die `index.html` wird bereitgestellt.\n\n## Projekt-Root\n\nDer Rest.\n")
    found = MarkdownReader().read(source.encode("utf-8"), "docs/guide/index.md")
    assert [b.text for b in found.blocks] == [
        "Dann führen Sie den Befehl aus:", "Die index.html wird bereitgestellt.", "Projekt-Root", "Der Rest."]
    assert [(s.line, s.what) for s in found.skipped] == [(5, "code block"), (9, "code block"), (13, "code block")]


def test_zola_shortcodes_show_their_named_words_and_a_diagram_is_reported() -> None:
    # welpo/tabi content/blog/shortcodes/index.es.md (MIT): Zola's (Tera's) calls name their arguments; an
    # admonition shows its title then its text (Markdown), a spoiler its text, a quote its translation; a body
    # shortcode's diagram is drawn, not read
    source = (
        '{{ admonition(type="tip", title="CONSEJO", text="Puedes usar el [editor de Mermaid](https://mermaid.live/)'
        ' para crear y previsualizar tus diagramas.") }}\n\n'
        "Por ejemplo: las galletas de la fortuna tiene su origen en {{ spoiler(text=\"Japón. Sí, [en serio]"
        '(https://es.wikipedia.org/wiki/Galleta_de_la_suerte).") }}\n\n'
        '{{ multilingual_quote(original="Ce qui est terrible, ce n’est pas de souffrir ni de mourir, mais de mourir'
        ' en vain.", translated="Lo terrible no es sufrir o morir, sino morir en vano.", author="Jean-Paul Sartre")'
        " }}\n\n{% mermaid() %}\nclassDiagram\n    class DistorsionesCognitivas {\n    }\n{% end %}\n\nFin.\n")
    found = MarkdownReader().read(source.encode("utf-8"), "content/blog/shortcodes/index.es.md")
    assert [b.text for b in found.blocks] == [
        "CONSEJO: Puedes usar el editor de Mermaid para crear y previsualizar tus diagramas.",
        "Por ejemplo: las galletas de la fortuna tiene su origen en Japón. Sí, en serio.",
        "Lo terrible no es sufrir o morir, sino morir en vano.", "Fin."]
    assert [s.what for s in found.skipped][-1] == "chart or diagram ({% mermaid() %})"


def test_a_quarto_page_s_subtitle_and_abstract_are_read_under_its_title(tmp_path: Path) -> None:
    # pablolopez2733/Quarto-Tutorial Gcion_rep.qmd: Quarto's title block shows the subtitle, then the abstract
    # after its title ("Resumen" in Spanish), code type and all
    document = read(tmp_path, "Gcion_rep.qmd", (
        '---\ntitle: "Tutorial de `Quarto`"\nsubtitle: "Generación de reportes "\nlang: es\n'
        'abstract: "Mostramos la manera de combinar código y texto en un reporte. Además, se incluye un resumen'
        ' muy conciso sobre `Markdown`."\n---\n\n# Generación de Reportes en Quarto.\n\nUn reporte.\n'))
    assert document.title == "Tutorial de Quarto"
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Tutorial de Quarto", ["Generación de reportes", "Resumen: Mostramos la manera de combinar código y texto"
                                " en un reporte. Además, se incluye un resumen muy conciso sobre Markdown."]),
        ("Generación de Reportes en Quarto.", ["Un reporte."])]


def test_an_mdx_string_expression_shows_its_string() -> None:
    # simstudioai/sim apps/docs/content/docs/de/blocks/loop.mdx (Apache-2.0): names in angle brackets written as
    # JavaScript strings, so that MDX takes them for no element
    source = ('Verfügbar **innerhalb** der Schleife:\n<ul className="list-disc space-y-2 pl-6">\n  <li>\n'
              '    <strong>{"<loop.index>"}</strong>: Aktuelle Iterationsnummer (0-basiert)\n  </li>\n  <li>\n'
              '    <strong>{"<loop.items>"}</strong>: Vollständige Sammlung (nur forEach)\n  </li>\n</ul>\n')
    assert [b.text for b in blocks(source, "content/docs/de/blocks/loop.mdx")] == [
        "Verfügbar innerhalb der Schleife:", "<loop.index>: Aktuelle Iterationsnummer (0-basiert)",
        "<loop.items>: Vollständige Sammlung (nur forEach)"]


def test_escaped_backticks_are_what_the_sentence_speaks_of() -> None:
    # pablolopez2733/Quarto-Tutorial Gcion_rep.qmd: "\`\`\`" shows three backticks, the subject of the sentence
    assert texts("El código va dentro de dos pares de \\`\\`\\`.\n") == ["El código va dentro de dos pares de ```."]


def test_mintlify_steps_are_read_with_their_numbers() -> None:
    # a Mintlify page's <Steps>: each <Step title> after its number, as the page shows them
    source = ('---\nlang: es\n---\n\n<Steps>\n<Step title="Buscar fuentes">\nUsa el endpoint de búsqueda.\n</Step>\n'
              '<Step title="Analizar e iterar">\nAnaliza el contenido.\n</Step>\n</Steps>\n\nDespués.\n')
    assert [b.text for b in blocks(source, "es/use-cases/deep-research.mdx")] == [
        "Paso 1. Buscar fuentes: Usa el endpoint de búsqueda.", "Paso 2. Analizar e iterar: Analiza el contenido.",
        "Después."]


def test_a_page_that_names_no_language_is_in_the_guide_s() -> None:
    # a French Sphinx site's page (its conf.py says language = 'fr'; the page itself says nothing): the guide's
    # source_language gives the box's label, as the page shows it
    from audioguide.text.readers._macros import WRITTEN_IN

    token = WRITTEN_IN.set("fr")
    try:
        found = MarkdownReader().read(b"> [!WARNING]\n> Ne pas supprimer.\n", "docs/page.md")
    finally:
        WRITTEN_IN.reset(token)
    assert [b.text for b in found.blocks] == ["Avertissement: Ne pas supprimer."]
    assert [b.text for b in MarkdownReader().read(b"> [!WARNING]\n> Keep it.\n", "docs/page.md").blocks] == [
        "Warning: Keep it."]


def test_pandoc_s_unnumbered_headings_index_entries_computed_values_and_raw_output() -> None:
    # bookdown and Quarto pages: "{-}" marks a heading unnumbered, "\index{…}" an index entry, `r …` a value knitr
    # computes (unknown here: reported); MyST's {raw} latex is for the PDF only, its {raw} html shown as HTML
    found = MarkdownReader().read(
        b"## Ejemplo {-}\n\nLa altura\\index{altura} media es `r mean(datos$altura)` cm.\n", "cap.Rmd")
    assert [(b.level, b.text) for b in found.blocks] == [(2, "Ejemplo"), (0, "La altura media es cm.")]
    assert [s.what for s in found.skipped] == ["a value the page computes (`r mean(datos$altura)`)"]
    found = MarkdownReader().read(b":::{raw} latex\n\\newpage\nNur im PDF.\n:::\n\n```{raw} html\n<p>Im HTML.</p>\n"
                                  b"```\n\nEnde.\n", "docs/page.md")
    assert [b.text for b in found.blocks] == ["Im HTML.", "Ende."]
    assert [(s.line, s.what) for s in found.skipped] == [(1, "latex output, not shown on the page")]


def test_operators_between_the_terms_of_inline_code_are_kept() -> None:
    # an R tutorial's "`x == TRUE`": the comparison is what the sentence is about
    found = MarkdownReader().read(b"Filter with `x == TRUE` or `y != 3` rows.\n", "docs/filter.md")
    assert [b.text for b in found.blocks] == ["Filter with x == TRUE or y != 3 rows."]
    assert list(found.skipped) == []
    # the Scala tour's arrows: an operator's ">" is no bracket left open (`x => f(x)` was "x = f(x)")
    found = MarkdownReader().read(b"The function `x => convertCtoF(x)` of type `Double => Double`.\n", "tour.md")
    assert [b.text for b in found.blocks] == ["The function x => convertCtoF(x) of type Double => Double."]


README_BLOCKS = """\
Determine which configuration works the best for our queries.
[block:api-header]
{
  "title": "What do I need to follow this guide?"
}
[/block]
Grab your project and API key from the settings area.
[block:code]
{
  "codes": [
    {
      "code": "from relevanceai import Client\\nclient = Client()\\n",
      "language": "python",
      "name": "Python (SDK)"
    }
  ]
}
[/block]
[block:callout]
{
  "type": "info",
  "title": "Vectors can sometimes underperform",
  "body": "Read on below to see how we tackle this problem."
}
[/block]
[block:parameters]
{
  "data": {
    "h-0": "Field",
    "h-1": "Meaning",
    "0-0": "model",
    "0-1": "The vector model used",
    "1-0": "alpha",
    "1-1": "The weight of exact matches"
  },
  "cols": 2,
  "rows": 2
}
[/block]
[block:unknown-kind]
{}
[/block]
"""


def test_readme_blocks_are_read_as_the_page_shows_them() -> None:
    # ReadMe's magic blocks, as rdme syncs them (RelevanceAI's "Experimentation workflow" guide, shortened): a
    # heading, a callout's title and text; code and a table reported as Markdown's are
    found = MarkdownReader().read(README_BLOCKS.encode("utf-8"), "content/a.md")
    assert [(b.level, b.text, b.line) for b in found.blocks] == [
        (0, "Determine which configuration works the best for our queries.", 1),
        (2, "What do I need to follow this guide?", 2),
        (0, "Grab your project and API key from the settings area.", 7),
        (0, "Vectors can sometimes underperform: Read on below to see how we tackle this problem.", 19),
        (0, "model: The vector model used", 28), (0, "alpha: The weight of exact matches", 29),
    ]
    assert found.skipped == [Skipped(8, "code block", 0), Skipped(26, "table header", 2),
                             Skipped(40, "ReadMe block unknown-kind", 0)]


def test_wiki_tables_of_contents_are_left_out_and_reported() -> None:
    # Azure DevOps wiki (BE-terna Adriatic localization release notes), GitLab's wikis
    found = MarkdownReader().read(b"# Adriatic localization\n[[_TOC_]]\n\nReporting tax codes were updated.\n",
                                  "content/a.md")
    assert [b.text for b in found.blocks] == ["Adriatic localization", "Reporting tax codes were updated."]
    assert found.skipped == [Skipped(2, "table of contents", 0)]


def test_zeste_de_savoir_boxes_and_captions_read_as_the_page_shows_them() -> None:
    # Zeste de Savoir's contributor guide (zMarkdown): a box's lines after "| ", a picture's caption after it
    found = MarkdownReader().read((
        "---\nlang: fr\n---\n\n[[information]]\n| **Prérequis nécessaires**  \n| Connaître un minimum HTML5.\n\n"
        "![Lien vers la page d'import](https://example.org/import.png)\n"
        "Figure: Lien vers la page d'import d'une nouvelle version.\n\n"
        "| a | b |\n| --- | --- |\n| 1 | 2 |\n").encode(), "contenu/criteres.md")
    assert [b.text for b in found.blocks] == [
        "Prérequis nécessaires. Connaître un minimum HTML5.", "Lien vers la page d'import d'une nouvelle version."]


GRAV_PAGE = """\
## System Configuration

[prism classes="language-yaml line-numbers"]
redirects:
  # Would redirect /old/my-page to /new/my-page
  '/old/(.*)': '/new/$1'
[/prism]

[div class="table-keycol"]
| Property | Description |
| -------- | ----------- |
| **absolute_urls:** | Absolute or relative URLs for the site's base address, as it is written in the system file |
[/div]

[version=15]
If this file is not found, it will try the next language.
[/version]
[version=17]
If that file is not found, it will fall back to the default.
[/version]

[ui-tab title="Linux"]
Install it with the package manager.
[/ui-tab]
"""


def test_shortcodes_in_square_brackets_read_as_the_page_shows_them() -> None:
    # Grav Learn (getgrav/grav-learn, shortcode-core): code reported, a wrapper's Markdown read, only the newest of
    # the versions beside each other, a tab after its title; a code comment is no chapter
    found = MarkdownReader().read(GRAV_PAGE.encode("utf-8"), "pages/docs.md")
    assert [(b.level, b.text) for b in found.blocks] == [
        (2, "System Configuration"),
        (0, "absolute_urls: Absolute or relative URLs for the site's base address, as it is written in the system"
            " file."),
        (0, "If that file is not found, it will fall back to the default."),
        (0, "Linux: Install it with the package manager."),
    ]
    assert [(s.line, s.what) for s in found.skipped] == [
        (3, "code block"), (10, "table header"), (15, "text for version 15, not the newest beside it")]


def test_an_mdx_export_whose_value_is_on_the_next_line_is_not_read() -> None:
    # PlacetoPay's docs (Next.js MDX): the description is the page's <meta>, written on the line after its name
    found = MarkdownReader().read((
        "import SessionStates from '@/components/SessionStates';\n\nexport const description =\n"
        "  'Aprende el ciclo de vida de Checkout.'\n\n# Cómo funciona Checkout\n\nCheckout te permite recibir pagos.\n"
    ).encode(), "how-checkout-works.mdx")
    assert [b.text for b in found.blocks] == ["Cómo funciona Checkout", "Checkout te permite recibir pagos."]


# ---------------------------------------------------------------- generators met on unseen pages

def _read(source: str, name: str = "page.md") -> tuple[list[tuple[int, str]], list[tuple[int, str, int]]]:
    found = MarkdownReader().read(source.encode(), name)
    return [(b.level, b.text) for b in found.blocks], [(s.line, s.what, s.words) for s in found.skipped]


def test_a_fence_of_three_in_a_colon_box_holds_the_box_s_colons_as_its_code() -> None:
    # jupyter-book/mystmd docs/exercises.md: a tab whose code shows a note's colons (was an internal error)
    read, skipped = _read("::::{tab-set}\n:::{tab-item} MyST Syntax\n```markdown\n:::{note}\nA note.\n:::\n```\n:::\n"
                          "::::\n\nSome prose.\n")
    assert read == [(0, "Some prose.")]
    assert skipped == [(2, "title 'MyST Syntax:' (nothing under it is read)", 2), (3, "code block", 4)]


def test_hexo_s_codeblock_tag_is_code() -> None:
    # hexojs/site source/docs/tag-plugins.md
    read, skipped = _read("Some prose.\n\n{% codeblock lang:objc %}\n[rectangle setX: 10 y: 10 width: 20 height: 20];\n"
                          "{% endcodeblock %}\n\nMore prose.\n")
    assert read == [(0, "Some prose."), (0, "More prose.")]
    assert skipped == [(3, "code block", 9)]


def test_inline_code_of_a_template_s_delimiters_is_said_by_their_names() -> None:
    # getzola/zola docs/content/documentation/content/shortcodes.md; hexojs/site source/es/docs/front-matter.md
    read, _ = _read("You will need to escape it by using `{{/*` and `*/}}` instead of `{{` and `}}`.\n")
    assert read == [(0, 'You will need to escape it by using "{{/*" and "*/}}" instead of "{{" and "}}".')]
    assert for_speech(read[0][1], "en") == (
        "You will need to escape it by using opening brace opening brace slash asterisk and asterisk slash closing"
        " brace closing brace instead of opening brace opening brace and closing brace closing brace.")
    read, _ = _read("Deshabilita las etiquetas Nunjucks `{{ }}`/`{% %}` cuando se habilita.\n")
    assert for_speech(read[0][1], "es") == (
        "Deshabilita las etiquetas Nunjucks llave de apertura llave de apertura llave de cierre llave de cierre o"
        " llave de apertura signo de porcentaje signo de porcentaje llave de cierre cuando se habilita.")


def test_a_site_s_alternatives_are_read_as_its_page_shows_them_first() -> None:
    # vuejs/docs src/guide/essentials/conditional.md: the Options API until the reader chooses, v-if before v-else
    read, skipped = _read('Some prose.\n\n<div class="composition-api">\n\n[Try it in the Playground](https://play.'
                          'vuejs.org/#a)\n\n</div>\n<div class="options-api">\n\n[Try it in the Playground]'
                          '(https://play.vuejs.org/#b)\n\n</div>\n\n<div class="demo">\n  <h1 v-if="awesome">Vue is'
                          ' awesome!</h1>\n  <h1 v-else>Oh no</h1>\n</div>\n')
    assert read == [(0, "Some prose."), (0, "Try it in the Playground"), (0, "Vue is awesome!")]
    assert skipped == [(3, '<div class="composition-api"> (a hidden class)', 5),
                       (16, "<h1 v-else>Oh no</h1> (shown instead of the element before it (v-else))", 2)]
    assert _read('<div class="options-api">\n\nOptions.\n\n</div>\n')[0] == [(0, "Options.")]  # one of them alone


def test_storybook_s_text_for_other_frameworks_than_react_is_not_read() -> None:
    # storybookjs/storybook docs/get-started/whats-a-story.mdx
    read, skipped = _read('Some prose.\n\n<If renderer="svelte">\n  Only Svelte readers see this.\n</If>\n\n'
                          '<If notRenderer={["svelte", "vue"]}>\n  Everyone else sees this.\n</If>\n\n'
                          '<If renderer={["react", "vue"]}>\n  React readers see this.\n</If>\n', "story.mdx")
    assert read == [(0, "Some prose."), (0, "Everyone else sees this."), (0, "React readers see this.")]
    assert skipped == [(3, '<If renderer="svelte"> (shown only for frameworks other than react, the one'
                           " Storybook's pages show first)", 5)]


def test_nuxt_content_s_inline_components_show_their_titles() -> None:
    # nuxt/nuxt docs/1.getting-started/01.introduction.md and 03.configuration.md
    read, _ = _read('Nuxt supports several rendering modes.\n\n:read-more{title="Nuxt rendering modes" to="/docs/'
                    'guide/concepts/rendering"}\n\n:video-accordion{title="Watch a video about nuxt.config.ts"'
                    ' videoId="DFZI2iVCrNc"}\n\nSee :icon{name="i-lucide-x"} here.\n')
    assert read == [(0, "Nuxt supports several rendering modes."), (0, "Nuxt rendering modes."),
                    (0, "Watch a video about nuxt.config.ts."), (0, "See here.")]


def test_hugo_shortcodes_nested_by_indentation_are_no_code() -> None:
    # imfing/hextra docs/content/docs/guide/organize-files.md: a file tree
    read, skipped = _read('Take this site as an example:\n\n{{< filetree/container >}}\n  {{< filetree/folder'
                          ' name="content" >}}\n    {{< filetree/folder name="docs" state="open" >}}\n      {{<'
                          ' filetree/file name="guide.md" >}}\n    {{< /filetree/folder >}}\n    {{< filetree/folder'
                          ' name="blog" state="open" >}}\n      {{< filetree/file name="post-1.md" >}}\n    {{<'
                          ' /filetree/folder >}}\n  {{< /filetree/folder >}}\n{{< /filetree/container >}}\n')
    assert read == [(0, "Take this site as an example:"), (0, "content docs guide.md"), (0, "blog post-1.md")]
    assert skipped[0] == (3, "template tag {{< filetree/container >}}", 1)
    assert [what for _, what, _ in skipped if not what.startswith("template tag")] == []  # no code block


def test_docfx_s_cross_references_show_their_targets_names() -> None:
    # dotnet/docfx docs/docs/links-and-cross-references.md
    read, _ = _read('The alternative text: <xref href="System.Collections.Immutable.ImmutableArray`1?alt='
                    'ImmutableArray"/>.\n\nThe full name: <a href="xref:System.String?displayProperty=fullName"/>.\n\n'
                    'A name: <xref href="System.Console"/>, [](xref:System.Int32), @"System.String?text=string" and'
                    " @'System.Math'.\n\nMail a@b.org or ask @octocat.\n")
    assert read == [(0, "The alternative text: ImmutableArray."), (0, "The full name: System.String."),
                    (0, "A name: Console, Int32, string and Math."), (0, "Mail a@b.org or ask @octocat.")]


def test_a_string_after_an_at_sign_is_a_cross_reference_on_docfx_s_pages_only() -> None:
    source = 'Use @"C:\\Users\\me\\file.txt" and @"com.example.MyApp" here.\n'
    assert _read(source)[0] == [(0, 'Use @"C:\\Users\\me\\file.txt" and @"com.example.MyApp" here.')]
    assert _read('---\nuid: guide\n---\n\nUse @"System.String?text=string" here.\n')[0] == [(0, "Use string here.")]


def test_a_component_s_line_in_a_code_block_makes_no_nuxt_page() -> None:
    # a Lua chained call (":setup{layout=…}") in a code block, then a hashtag in prose
    read, _ = _read("# Lua\n\nCall it so:\n\n```lua\nlocal w = widget\n  :setup{layout=wibox.layout}\n```\n\n"
                    "#opensource\n\nThe end.\n")
    assert read == [(1, "Lua"), (0, "Call it so:"), (0, "#opensource"), (0, "The end.")]


def test_franklin_s_page_variables_and_commands() -> None:
    # tlienart/Franklin.jl docs/faq/technical.md
    read, skipped = _read('@def hascode=true\n@def title = "FAQ"\n\n# FAQ\n\n\\toc\n\n\\note{This is only available'
                          ' with KaTeX.}\n\nSome `\\note{x}` and $\\frac{a}{b}$.\n')
    assert read == [(1, "FAQ"), (0, "This is only available with KaTeX."), (0, "Some \\note{x} and a over b.")]
    assert skipped == [(1, "page variable @def hascode=true", 0), (2, 'page variable @def title = "FAQ"', 0),
                       (6, "table of contents (\\toc)", 0)]


def test_hexo_s_quote_tag_ends_with_its_author_and_source() -> None:
    # hexojs/site source/docs/tag-plugins.md
    read, _ = _read("{% blockquote David Levithan, Wide Awake %}\nDo not just seek happiness for yourself.\n"
                    "{% endblockquote %}\n\n{% blockquote @DevDocs https://twitter.com/devdocs/status/1 %}\nNEW:"
                    " DevDocs has syntax highlighting.\n{% endblockquote %}\n\n{% quote %}\nPlain.\n{% endquote %}\n")
    assert read == [(0, "Do not just seek happiness for yourself. — David Levithan, Wide Awake"),
                    (0, "NEW: DevDocs has syntax highlighting. — @DevDocs"), (0, "Plain.")]


def test_markua_s_attribute_lines_and_leanpub_s_boxes(tmp_path: Path) -> None:
    # Leanpub's Markua manual: attributes for the block under them, asides and boxes by their letter, in a book (its
    # Book.txt lists its chapters); elsewhere "A> B" and "{name: 'Alice'}" are text
    (tmp_path / "Book.txt").write_text("chapter1.md\n", encoding="utf-8")
    source = ('{sample: true}\n# Chapter One\n\nSome prose here.\n\n{type: table, caption: "Sizes"}\n'
                          '| Name | Size |\n| --- | --- |\n| A | 1 |\n\nA> This is an aside.\n\nW> Watch out for'
                          ' this.\nW> And this.\n\n{id: intro, book: false}\n## Intro\n\nA line {with: braces} in'
                          ' prose.\n')
    document = read(tmp_path, "chapter1.md", source)
    said = [(p.line, p.text) for section in document.sections for p in section.paragraphs]
    assert [section.title for section in document.sections] == ["Chapter One", "Intro"]
    assert said == [(4, "Some prose here."), (6, "Sizes"), (11, "This is an aside."),
                    (13, "Warning: Watch out for this. And this."), (19, "A line {with: braces} in prose.")]
    assert _read("A> B means A is greater than B.\n\n{name: 'Alice', age: 30}\n")[0] == [
        (0, "A> B means A is greater than B."), (0, "{name: 'Alice', age: 30}")]


def test_the_rust_reference_s_rule_names_are_in_the_margin() -> None:
    # rust-lang/reference src/items/functions.md (mdbook-spec)
    read, skipped = _read("# Functions\n\nr[items.fn]\n\nr[items.fn.intro]\nA _function_ consists of a block.\n")
    assert read == [(1, "Functions"), (0, "A function consists of a block.")]
    assert skipped == [(3, "rule name items.fn (in the margin)", 1), (5, "rule name items.fn.intro (in the margin)", 1)]


def test_elixir_school_s_fields_as_an_elixir_map() -> None:
    # elixirschool/elixirschool lessons/en/basics/basics.md
    found = MarkdownReader().read(b'%{\n  version: "1.2.0",\n  title: "Basics",\n  excerpt: """\n  Getting started.\n'
                                  b'  """\n}\n---\n\n## Getting Started\n\nInstall Elixir first.\n', "basics.md")
    assert found.title == "Basics"
    assert [(b.level, b.text) for b in found.blocks] == [(2, "Getting Started"), (0, "Install Elixir first.")]


def test_a_myst_page_s_references_without_text_and_its_margin_notes(tmp_path: Path) -> None:
    # executablebooks/sphinx-book-theme docs/content/content-blocks.md (a MyST page, no Sphinx site around it)
    document = read(tmp_path, "content-blocks.md", "# Margins\n\n(margin:block)=\n## Block margin content\n\nSee"
                    " [](margin:block) for more, like {numref}`myfig4`.\n\nA sentence and a marginnote[^mn1].\n\n"
                    "[^mn1]: {-} The note's content.\n")
    said = [p.text for section in document.sections for p in section.paragraphs]
    assert said[0] == "See Block margin content for more, like myfig4."
    assert not any("{-}" in text for text in said) and any("The note's content." in text for text in said)


def test_a_hugo_tab_of_code_alone_reports_its_label_with_its_code() -> None:
    # alex-shpak/hugo-book exampleSite/content/docs/shortcodes/tabs.md
    _, skipped = _read('Install it:\n\n{{< tabs >}}\n{{% tab "macOS" %}}\n```shell\nbrew install hugo\n```\n'
                       '{{% /tab %}}\n{{< /tabs >}}\n')
    assert skipped[1:] == [(4, "tab label 'macOS' (its code is left out)", 1), (5, "code block", 3)]


def test_a_dendron_note_s_link_and_an_obsidian_picture_s_size(tmp_path: Path) -> None:
    # dendronhq/dendron-site notes/dendron.topic.links.md; obsidianmd/obsidian-docs es/Incrustar archivos.md: in
    # their vaults (dendron.yml, .obsidian); elsewhere a dotted name and a number are what the page shows
    (tmp_path / "dendron.yml").write_text("version: 5\n", encoding="utf-8")
    (tmp_path / ".obsidian").mkdir()
    source = ("Use the [[dendron://dendron.dendron-site/dendron.topic.links.commands.insert-note-link]]"
                          " command, see [[dendron.topic.links]], [[v1.2.3]] and [[notes.md]].\n\n"
                          "![250](https://example.org/Engelbart.jpg)\n\n![Map of Lyon|300](map.png)\n")
    document = read(tmp_path, "links.md", source)
    assert [p.text for section in document.sections for p in section.paragraphs] == [
        "Use the insert note link command, see links, v1.2.3 and notes.md.", "Map of Lyon"]
    assert [(s.line, s.what) for s in document.skipped] == [(3, "picture whose alt text is its size (250)")]
    assert _read("See [[config.yaml.example]].\n\n![1984](cover.jpg)\n")[0] == [
        (0, "See config.yaml.example."), (0, "1984")]


def test_an_icon_whose_alt_text_is_the_label_after_it_is_read_once() -> None:
    # contao/docs docs/manual/administration-area (Hugo): an icon, then its label in bold
    read, skipped = _read("![Startseite](icons/logo.svg?classes=icon) **Startseite:** Ein Klick auf das Logo.\n")
    assert read == [(0, "Startseite: Ein Klick auf das Logo.")]
    assert skipped == [(1, "icon", 1)]


def test_vuepress_and_docsy_syntax_met_on_unseen_pages() -> None:
    # vuejs/vuepress packages/docs/docs/guide/getting-started.md and markdown.md; google/docsy userguide: tabs of
    # code, a table of contents, a box written without a space, an emoji's short name, hidden elements, a comment
    read, skipped = _read(
        'The `,` delimiter.\n\n[[toc]]\n\n!!!tip "Reminder"\n    Do it.\n\nGreat :100: work.\n\n'
        '<div class="hidden">Secret.</div>\n\n<code-group>\n<code-block title="YARN" active>\n```bash\nyarn add\n```\n'
        '</code-block>\n</code-group>\n\n{{< comment >}}\nFor editors.\n{{< /comment >}}\n\nThe end.\n')
    assert read == [(0, 'The "," delimiter.'), (0, "Reminder: Do it."), (0, "Great work."), (0, "The end.")]
    assert [(line, what) for line, what, _ in skipped] == [
        (3, "table of contents"), (8, "emoji or icon shortcode :100:"),
        (10, '<div class="hidden">Secret.</div> (not shown)'),
        (13, "tab label 'YARN' (its code is left out)"), (14, "code block"), (20, "{{< comment >}}")]


def test_what_a_larger_screen_shows_and_an_exclamation_are_read() -> None:
    read, _ = _read('<div class="hidden md:block">Desktop.</div>\n\n<div class="d-none d-md-block">Wide.</div>\n\n'
                    "!!!IMPORTANT\n")
    assert read == [(0, "Desktop."), (0, "Wide."), (0, "!!!IMPORTANT")]


def test_text_indented_in_an_mdx_component_is_its_text() -> None:
    # tauri-apps/tauri-docs src/content/docs/es/plugin/dialog.mdx (Starlight, MDX 3: no indented code)
    read, skipped = _read("Instala el plugin.\n\n<Tabs>\n    <TabItem label=\"Manual\">\n\n    1. Ejecuta `cargo add"
                          " tauri-plugin-dialog`.\n\n    2. Modifica `lib.rs`.\n\n</TabItem>\n</Tabs>\n", "dialog.mdx")
    assert [text for _, text in read] == ["Instala el plugin.", "Manual: Ejecuta cargo add tauri-plugin-dialog.",
                                          "Modifica lib.rs."]
    assert not [what for _, what, _ in skipped if what == "code block"]


def test_a_numbered_reference_s_own_text_without_its_number() -> None:
    read, _ = _read("See {numref}`Figure %s <fig1>` and {numref}`Fig. {number} <fig2>` now.\n")
    assert read == [(0, "See Figure and Fig. now.")]


def test_a_file_s_code_shown_in_place_is_reported() -> None:
    # retypeapp/retype guides/getting-started.md; Microsoft Learn's :::code:::
    read, skipped = _read('The file:\n\n:::code source="../samples/basic-page.md" :::\n\n:::code language="csharp"'
                          ' source="~/snippets/a.cs" range="1-5":::\n\nDone.\n')
    assert read == [(0, "The file:"), (0, "Done.")]
    assert skipped == [(3, "code block from ../samples/basic-page.md", 0), (5, "code block from ~/snippets/a.cs", 0)]


def test_docsify_s_boxes_and_heading_ids() -> None:
    # docsifyjs/docsify docs/helpers.md and configuration.md: "!>" and "?>" mark a box with no title, ":id=" names a
    # heading's anchor; PHP's closing tag before markup is no box
    read, _ = _read("!> Legacy **Important** callouts are deprecated.\n\n?> Legacy **Tip** callouts are\ndeprecated.\n"
                    "\n## themeColor :id=themecolor\n\nType: `String`\n\n## Ignored :docsify-ignore\n\nText.\n\n"
                    "?> <b>Done</b>\n")
    assert read == [(0, "Legacy Important callouts are deprecated."), (0, "Legacy Tip callouts are deprecated."),
                    (2, "themeColor"), (0, "Type: String"), (2, "Ignored"), (0, "Text."), (0, "?> Done")]


def test_docsify_s_ignored_headings_in_braces_and_a_box_in_a_list_item() -> None:
    # jhildenbiddle/docsify-tabs docs/index.md: "{docsify-ignore}" leaves a heading out of the sidebar, "!>" in an
    # item is its box as one outside a list is
    read, _ = _read("### Heading for Tab A {docsify-ignore}\n\nThis is some text.\n\n# Tabs {docsify-ignore-all}\n\n"
                    "1. Add the plugin to your `index.html`.\n\n"
                    "   !> Note the `@` version number lock in the URLs above.\n\n2. Done.\n")
    assert read == [(3, "Heading for Tab A"), (0, "This is some text."), (1, "Tabs"),
                    (0, "Add the plugin to your index.html."), (0, "Note the @ version number lock in the URLs above."),
                    (0, "Done.")]


def test_quarto_s_cross_references_say_their_kind_and_citations_are_reported() -> None:
    # quarto-dev/quarto-web docs/authoring/_cross-references-callouts.qmd: a reference shows its kind and number
    # ("Table 1"), the number unknown here; a citation shows the bibliography's entry, not read (MyST's {cite} too)
    read, skipped = _read("Each callout type has its own prefix (see @tbl-prefixes).\n\nSee @tip-example, and @fig-plot"
                          " shows the result. As [@knuth84] says, it works [see @doe99, p. 33; @roe].\n\n"
                          "Figures [@fig-a; @fig-b] and Figure -@fig-c; mail a@b.org, `@fig-x`, [@k](https://x.org).\n",
                          "callouts.qmd")
    assert read == [(0, "Each callout type has its own prefix (see Table)."),
                    (0, "See Tip, and Figure shows the result. As says, it works."),
                    (0, "Figures and Figure; mail a@b.org, @fig-x, @k.")]
    assert skipped == [(3, "citation [@knuth84] (its bibliography is not read)", 0),
                       (3, "citation [see @doe99, p. 33; @roe] (its bibliography is not read)", 0)]
    assert _read("See @tbl-prefixes and [@knuth84].\n", "page.md")[0] == [(0, "See @tbl-prefixes and [@knuth84].")]
    assert _read("---\nlang: de\n---\n\nSiehe @fig-plot.\n", "seite.qmd")[0] == [(0, "Siehe Abbildung.")]
    # r-pkgs/misc.Rmd: the author's own word before a reference is said once ("See section 7.3" shows one)
    assert _read("See section @sec-data for more. Section @sec-x covers it.\n", "misc.Rmd")[0] == [
        (0, "See section for more. Section covers it.")]


def test_a_role_naming_a_python_object_is_code_its_dunder_kept() -> None:
    # python-attrs/attrs docs/glossary.md and docs/how-does-it-work.md (MIT)
    text = ("Stored in the {attr}`object.__dict__` attribute.\n\n"
            "Implement {meth}`__getstate__ <object.__getstate__>` and {py:meth}`~object.__setstate__`.\n\n"
            "See the {term}`__slots__ <slotted classes>` and {term}`dunder methods`.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Stored in the object.__dict__ attribute.",
                                                "Implement __getstate__ and __setstate__.",
                                                "See the __slots__ and dunder methods."]


def test_a_role_showing_a_file_or_code_keeps_its_tilde() -> None:
    # pypa/packaging.python.org's {file}`~/.pypirc`: "~" is the home folder, Sphinx's "last name" only for objects
    text = ("The file {file}`~/.pypirc` is used by twine.\n\nEdit {file}`~/.config/app/settings.toml` to change it."
            "\n\nUse the {code}`~=` operator.\n\nCall {py:meth}`~pkg.Client.send` or {func}`~send`.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["The file ~/.pypirc is used by twine.",
                                                "Edit ~/.config/app/settings.toml to change it.",
                                                'Use the "~=" operator.', "Call send or send."]


def test_an_autorefs_link_whose_text_is_code_is_read_as_its_code() -> None:
    # Textualize/textual docs/guide/actions.md (MIT): mkdocs-autorefs' links to the API's objects
    text = ("Call [run_action()][textual.widgets.Widget.run_action] to dispatch an action.\n\n"
            "Implement the [`check_action`][textual.dom.DOMNode.check_action] method on your app, or [`Path`][].\n\n"
            "Written as code: ``[`x`][y]`` stays.\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == [
        "Call run_action() to dispatch an action.", "Implement the check_action method on your app, or Path.",
        "Written as code: [`x`][y] stays."]


# yves-chevallier/mkdocs-french docs (MIT): a pymdownx block in a quote, as at the top of the page
def test_a_pymdownx_block_in_a_quote_is_a_block() -> None:
    markdown = ("# Listes\n\nExemple :\n\n> /// html | div[class='no-french']\n>\n> - Premier\n> - Deuxième\n> ///\n\n"
                "Fin.\n\n> /// note | Attention\n> Un texte.\n> ///\n>\n> Après.\n")
    assert [(block.line, block.text) for block in blocks(markdown)] == [
        (1, "Listes"), (3, "Exemple :"), (7, "Premier"), (8, "Deuxième"), (11, "Fin."),
        (13, "Attention: Un texte."), (17, "Après.")]


def test_a_collapsible_block_with_a_summary_and_no_kind_is_a_box() -> None:
    # HelloZeroNet/Documentation docs/en/site_development/zeroframe_api_reference.md: "??? "Example"" over its code
    reading = MarkdownReader().read(
        b'Text before.\n\n??? "Example"\n    ```coffeescript tab="CoffeeScript"\n    zeroframe = new ZeroFrame()\n'
        b'    ```\n\n???+ "Why"\n    Because it is faster.\n\nSo ??? "this" stays.\n', "content/api.md")
    assert [b.text for b in reading.blocks] == ["Text before.", "Why: Because it is faster.", 'So ??? "this" stays.']
    assert [s.what for s in reading.skipped] == ["title 'Example:' (nothing under it is read)", "code block"]


def test_comments_with_brackets_in_them_and_tables_with_an_indented_delimiter_row() -> None:
    # HelloZeroNet/Documentation docs/en (Python-Markdown): hidden comments, and tables aligned on their pipes
    reading = MarkdownReader().read(
        b"Visible text one.\n\n[comment]: <> (The internet is centralized. Domain Names (URLs) are hosted.)\n\n"
        b"[//]: # (Another hidden note (nested).)\n\n"
        b"Parameter            | Description\n                 --- | ---\n**site**             | Site address\n\n"
        b"Shown: (a (b)) text.\n\n[label]: is (this (kept)) here\n\n    a | b\n    --- | ---\n", "content/api.md")
    assert [b.text for b in reading.blocks] == [
        "Visible text one.", "site: Site address", "Shown: (a (b)) text.", "label: is (this (kept)) here"]
    assert [s.what for s in reading.skipped] == ["table header", "code block"]


def test_a_component_with_no_children_shows_its_title_label_text_or_colour() -> None:
    # rt39an (chrismaltby/gb-studio-docs docs/assets/sprites.md): four swatches, each showing its colour's code
    reading = MarkdownReader().read(
        b"import { Swatch } from '@site/src/components/Swatch';\n\nSprite.pngs must only contain the following four"
        b' colors:\n\n<Swatch color="#071821" />\n<Swatch color="#86c06c" />\n\n<Badge text="Beta" />\n\n'
        b'<Chip label="Since v3.2" />\n\n'
        # must not fire: no prop that is words, a name of what is fetched, an expression
        b'<Snippet name="install" />\n\n<DocCardList />\n\n<Counter title={x} />\n', "content/sprites.md")
    assert [b.text for b in reading.blocks] == [
        "Sprite.pngs must only contain the following four colors:", "#071821. #86c06c.", "Beta.", "Since v3.2."]
    assert [(s.line, s.what, s.said) for s in reading.skipped] == [
        (5, 'component <Swatch color="#071821" />', "`#071821`."),
        (6, 'component <Swatch color="#86c06c" />', "`#86c06c`."),
        (8, 'component <Badge text="Beta" />', "Beta."),
        (10, 'component <Chip label="Since v3.2" />', "Since v3.2."),
        (12, 'component <Snippet name="install" />', None),
        (14, "component <DocCardList />", None),
        (16, "component <Counter title={x} />", None)]
    swatches = reading.blocks[1]
    assert for_speech(swatches.text, "en", code=code_ranges(swatches.text, swatches.code)) == (
        "hex zero seven one eight two one. hex eight six C zero six C.")


# rt39 review's repro (tella's Docusaurus site): a value imported from the site's own module, read as the page shows it
def test_an_mdx_expression_is_read_from_the_json_or_literal_its_page_imports(tmp_path: Path) -> None:
    (tmp_path / "docusaurus.config.js").write_text("module.exports = {};\n", encoding="utf-8")
    (tmp_path / "src" / "config").mkdir(parents=True)
    (tmp_path / "src" / "config" / "desktop-release.js").write_text(
        "export const DESKTOP_RELEASE = {\n  version: '1.1.0',\n};\nexport const BUILD = makeBuild();\n",
        encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "limits.json").write_text('{"files": 20, "name": "Tella Desktop"}', encoding="utf-8")
    page = tmp_path / "docs" / "desktop.mdx"
    page.write_text("---\ntitle: Desktop\n---\n"
                    "import { DESKTOP_RELEASE, BUILD } from '@site/src/config/desktop-release';\n"
                    "import limits from './limits.json';\nimport { theme } from 'some-package';\n\n# Desktop\n\n"
                    "Release notes for the latest version ({DESKTOP_RELEASE.version}) are on GitHub.\n\n"
                    "{limits.name} sends {limits.files} files at once.\n\n"
                    "Built {BUILD.date} in the {theme.name} theme.\n", encoding="utf-8")
    document = read_document(page, "docs/desktop.mdx", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Release notes for the latest version (1.1.0) are on GitHub.", "Tella Desktop sends 20 files at once.",
        "Built in the theme."]
    assert [s.what for s in document.skipped] == ["expression {BUILD.date} (its value is not in the page)",
                                                  "expression {theme.name} (its value is not in the page)"]
