"""Files a page includes, read where the page shows them (text/readers/_includes.py)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from audioguide.text.documents import Document, read_document
from audioguide.text.readers import Skipped
from audioguide.text.readers._includes import INCLUDE_BYTES, expand
from tests.support import TESTS

KUBERNETES = TESTS / "corpus" / "sites" / "kubernetes-en" / "content" / "en"


def said(document: Document) -> list[tuple[int, str]]:
    return [(p.line, p.text) for section in document.sections for p in section.paragraphs]


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_kubernetes_task_reads_its_prerequisites_from_the_language_s_includes(
        caplog: pytest.LogCaptureFixture) -> None:
    page = KUBERNETES / "docs" / "tasks" / "debug" / "debug-application" / "get-shell-running-container.md"
    with caplog.at_level(logging.WARNING):
        document = read_document(page, "get-shell.md", part_words=350)
    assert document.sections[1].title == "Before you begin"
    assert said(document)[1:5] == [
        (20, "You need to have a Kubernetes cluster, and the kubectl command-line tool must be configured to"
             " communicate with your cluster. It is recommended to run this tutorial on a cluster with at least two"
             " nodes that are not acting as control plane hosts. If you do not already have a cluster, you can"
             " create one by using minikube or you can use one of these Kubernetes playgrounds:"),
        (20, "iximiuz Labs"), (20, "Killercoda"), (20, "KodeKloud")]
    assert not any("include" in item.what for item in document.skipped)
    # the page's own lines after the include keep their numbers
    assert "get-shell.md:32: template tag {{% codenew file=\"application/shell-demo.yaml\" %}} not read aloud" \
           " (2 words)" in caplog.messages
    assert said(document)[5] == (29, "In this exercise, you create a Pod that has one container. The container runs"
                                     " the nginx image. Here is the configuration file for the Pod:")


def test_an_include_in_a_list_item_stays_in_the_item_and_the_tag_after_it_is_read(tmp_path: Path) -> None:
    write(tmp_path / "hugo.toml", "title = 'Site'\n")
    write(tmp_path / "content" / "en" / "includes" / "prereqs.md", "You need a cluster.\nAnd kubectl.\n")
    page = write(tmp_path / "content" / "en" / "docs" / "task.md",
                 "# Task\n\n* {{< include \"prereqs.md\" >}} {{< note >}}Check it.{{< /note >}}\n"
                 "* Then start.\n")
    assert said(read_document(page, "task.md", part_words=350)) == [
        (3, "You need a cluster. And kubectl."), (3, "Check it."), (4, "Then start.")]


def test_a_jekyll_include_gets_its_parameters_and_include_relative_reads_beside_the_page(tmp_path: Path) -> None:
    write(tmp_path / "_config.yml", "title: Guide\n")
    write(tmp_path / "_includes" / "callout.md",
          "---\nlayout: none\n---\n**{{ include.title }}:** {{ include.body }}\n")
    write(tmp_path / "_docs" / "part.md", "Read the part beside the page.\n")
    page = write(tmp_path / "_docs" / "page.md", (
        "---\ntitle: Page\n---\n\nBefore.\n\n{% include callout.md title=\"Note\" body=\"Back up first.\" %}\n\n"
        "{% include_relative part.md %}\n\nAfter.\n"))
    assert said(read_document(page, "page.md", part_words=350)) == [
        (5, "Before."), (7, "Note: Back up first."), (9, "Read the part beside the page."), (11, "After.")]


def test_slate_s_includes_named_in_the_front_matter_are_read_after_the_page(tmp_path: Path) -> None:
    # slatedocs/slate source/index.html.md and source/includes/_errors.md (Apache-2.0)
    write(tmp_path / ".git" / "HEAD", "ref: refs/heads/main\n")
    write(tmp_path / "source" / "includes" / "_errors.md", "# Errors\n\nThe Kittn API uses these error codes.\n")
    page = write(tmp_path / "source" / "index.html.md", "---\ntitle: API Reference\nincludes:\n  - errors\n"
                 "  - missing\n---\n\n# Introduction\n\nWelcome to the Kittn API!\n")
    document = read_document(page, "source/index.html.md", part_words=350)
    assert [section.title for section in document.sections] == ["Introduction", "Errors"]
    assert said(document) == [(10, "Welcome to the Kittn API!"), (10, "The Kittn API uses these error codes.")]


def test_a_defold_include_beside_the_page(tmp_path: Path) -> None:
    # defold/doc docs/en/manuals/physics-objects.md and docs/en/shared/ (a page's shared part)
    write(tmp_path / ".git" / "HEAD", "ref: refs/heads/main\n")
    write(tmp_path / "shared" / "physics.md", "Physics is simulated.\n\nIt uses Box2D.\n")
    page = write(tmp_path / "manuals" / "coll.md", "# Collisions\n\nIntro.\n\n:[Physics](../shared/physics.md)\n\n"
                                                    "After.\n")
    assert said(read_document(page, "manuals/coll.md", part_words=350)) == [
        (3, "Intro."), (5, "Physics is simulated."), (5, "It uses Box2D."), (7, "After.")]


def test_a_retype_include_from_the_includes_folder(tmp_path: Path) -> None:
    # retypeapp/retype guides/getting-started.md and _includes/snippets/support.md
    write(tmp_path / ".git" / "HEAD", "ref: refs/heads/main\n")
    write(tmp_path / "_includes" / "snippets" / "support.md", "## Support\n\nPlease create an issue.\n")
    page = write(tmp_path / "guides" / "start.md", "# Start\n\nSome prose.\n\n{{ include \"snippets/support\" }}\n")
    document = read_document(page, "guides/start.md", part_words=350)
    assert [section.title for section in document.sections] == ["Start", "Support"]
    assert said(document) == [(3, "Some prose."), (5, "Please create an issue.")]


def test_a_knitr_child_document_is_read_in_its_chunk_s_place(tmp_path: Path) -> None:
    # rstudio/distill docs/basics.Rmd (Apache-2.0): the page is one chunk, its child the text the page shows
    write(tmp_path / "_site.yml", "name: distill\n")
    write(tmp_path / ".git" / "HEAD", "ref: refs/heads/main\n")
    write(tmp_path / "docs" / "_common" / "child.Rmd", "## Creating an article\n\nFirst install the distill package.\n")
    page = write(tmp_path / "docs" / "basics.Rmd",
                 "---\ntitle: \"Distill Basics\"\n---\n\n```{r, child=\"_common/child.Rmd\"}\n```\n")
    document = read_document(page, "docs/basics.Rmd", part_words=350)
    assert [section.title for section in document.sections] == ["Creating an article"]
    assert said(document) == [(5, "First install the distill package.")]


def test_a_gitbook_include_from_the_book_s_root_its_panels_and_its_code_labels(tmp_path: Path) -> None:
    """DjangoGirls/tutorial (de): ``{% include "/python_installation/instructions.md" %}`` from the language's
    book; a sectionx panel (``<!--sec data-title="…" ces-->`` … ``<!--endsec-->``) is read after its title; a
    ``{% filename %}`` labels the code after it, not read."""
    write(tmp_path / ".git" / "HEAD", "ref: main\n")
    write(tmp_path / "de" / "python_installation" / "instructions.md", "Lade Python von python.org herunter.\n")
    page = write(tmp_path / "de" / "installation" / "README.md", (
        "# Installation\n\n## Python installieren\n\n{% include \"/python_installation/instructions.md\" %}\n\n"
        "<!--sec data-title=\"Prompt: Windows\" data-id=\"windows_prompt\" data-collapse=true ces-->\n\n"
        "Auf einem Windows-Rechner siehst du ein >.\n\n{% filename %}command-line{% endfilename %}\n\n"
        "    > dir\n\n<!--endsec-->\n\nDanach.\n"))
    assert said(read_document(page, "README.md", part_words=350)) == [
        (5, "Lade Python von python.org herunter."),
        (7, "Prompt: Windows: Auf einem Windows-Rechner siehst du ein >."), (17, "Danach.")]


def test_mkdocs_snippets_one_file_and_a_block_of_them(tmp_path: Path) -> None:
    write(tmp_path / "mkdocs.yml", "site_name: Guide\n")
    write(tmp_path / "includes" / "support.md", "Ask on the forum.\n")
    write(tmp_path / "includes" / "licence.md", "The text is CC BY 4.0.\n")
    write(tmp_path / "includes" / "abbreviations.md", "*[HTML]: Hyper Text Markup Language\n")
    page = write(tmp_path / "docs" / "help.md", (
        "# Help\n\n--8<-- \"includes/support.md\"\n\n--8<--\nincludes/licence.md\nincludes/abbreviations.md\n"
        "--8<--\n\nHTML pages too.\n"))
    document = read_document(page, "help.md", part_words=350)
    assert said(document) == [(3, "Ask on the forum."), (5, "The text is CC BY 4.0."), (10, "HTML pages too.")]
    assert document.skipped == ()  # the abbreviations are shown as tooltips only: nothing to report


# facelessuser/pymdown-extensions zensical.yml and docs/src/markdown/extensions/details.md, cut short.
SNIPPETS = """\
site_name: PyMdown Extensions
markdown_extensions:
  - pymdownx.emoji:
      emoji_index: !!python/name:material.extensions.emoji.twemoji
  - pymdownx.snippets:
      base_path:
      - docs/src/markdown/.snippets
      - LICENSE.md
      auto_append:
      - refs.md
      check_paths: true
"""


def test_mkdocs_snippets_from_the_config_s_base_paths_and_its_appended_links(tmp_path: Path) -> None:
    write(tmp_path / "zensical.yml", SNIPPETS)
    snippets = tmp_path / "docs" / "src" / "markdown" / ".snippets"
    write(snippets / "refs.md", "--8<--\nlinks.md\n--8<--\n")
    write(snippets / "links.md", '[_details]: https://github.com/facelessuser/pymdown-extensions "Source"\n')
    write(tmp_path / "LICENSE.md", "The MIT License.\n")
    page = write(tmp_path / "docs" / "src" / "markdown" / "extensions" / "details.md", (
        "[Source code][_details]\n\n# Details\n\nDetails creates collapsible elements.\n\n"
        "--8<-- \"LICENSE.md\"\n"))
    document = read_document(page, "details.md", part_words=350)
    assert document.title == "Details"
    assert said(document) == [(1, "Source code"), (5, "Details creates collapsible elements."),
                              (7, "The MIT License.")]


def test_appended_snippets_stay_inside_the_site_and_its_size(tmp_path: Path) -> None:
    write(tmp_path / "site" / "mkdocs.yml", "markdown_extensions:\n  - pymdownx.snippets:\n"
                                            "      auto_append: [../outside.md, big.md, small.md]\n")
    write(tmp_path / "outside.md", "Outside the site.\n")
    write(tmp_path / "site" / "big.md", "word " * (INCLUDE_BYTES // 5 + 1))
    write(tmp_path / "site" / "small.md", "*[HTML]: Hyper Text Markup Language\n")
    page = write(tmp_path / "site" / "docs" / "page.md", "# Page\n\nText.\n")
    document = read_document(page, "page.md", part_words=350)
    assert said(document) == [(3, "Text.")]
    assert document.skipped == ()  # an appended file of abbreviations: shown as tooltips only, not reported


def test_a_docusaurus_partial_is_read_where_its_component_stands(tmp_path: Path) -> None:
    write(tmp_path / "docusaurus.config.js", "module.exports = {};\n")
    write(tmp_path / "docs" / "_partials" / "_install.mdx", "Run `npm install` in the site's folder.\n")
    page = write(tmp_path / "docs" / "guide" / "start.mdx", (
        "import Install from '@site/docs/_partials/_install.mdx';\n\n# Start\n\nFirst:\n\n<Install />\n\n"
        "Then build.\n"))
    assert said(read_document(page, "start.mdx", part_words=350)) == [
        (5, "First:"), (7, "Run npm install in the site's folder."), (9, "Then build.")]


def test_what_an_include_cannot_read_is_left_to_the_template_step(tmp_path: Path,
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    write(tmp_path / "outside.md", "A file beside the site, never read.\n")
    write(tmp_path / "site" / "_config.yml", "title: Guide\n")
    write(tmp_path / "site" / "_includes" / "widget.html", "<div>{{ include.text }}</div>\n")
    write(tmp_path / "site" / "_includes" / "loop.md", "Again.\n\n{% include loop.md %}\n")
    page = write(tmp_path / "site" / "page.md", (
        "# Page\n\n{% include_relative ../outside.md %}\n\n{% include widget.html text=\"Shown words\" %}\n\n"
        "{% include missing.md %}\n\n{% include loop.md %}\n"))
    with caplog.at_level(logging.WARNING):
        document = read_document(page, "page.md", part_words=350)
    assert said(document) == [(5, "Shown words"), (9, "Again."), (9, "Again."), (9, "Again."), (9, "Again.")]
    assert "page.md:3: template tag {% include_relative ../outside.md %} not read aloud (2 words)" in caplog.messages
    assert "page.md:7: template tag {% include missing.md %} not read aloud (2 words)" in caplog.messages
    assert "page.md:9: template tag {% include loop.md %} not read aloud (2 words)" in caplog.messages  # 4 deep


def test_includes_are_bounded_by_size(tmp_path: Path) -> None:
    write(tmp_path / "mkdocs.yml", "site_name: Guide\n")
    write(tmp_path / "big.md", "word " * (INCLUDE_BYTES // 5 + 1))
    write(tmp_path / "small.md", "Small.\n")
    page = write(tmp_path / "page.md", "--8<-- \"big.md\"\n\n" + "--8<-- \"small.md\"\n\n" * 3)
    expanded = expand(page.read_text(encoding="utf-8"), page)
    assert expanded.text.split("\n") == ["--8<-- \"big.md\"", "", "Small.", "", "Small.", "", "Small.", "", ""]
    assert expanded.line(3) == 3 and expanded.line(100) == 100


def test_a_page_with_no_include_is_its_own_text(tmp_path: Path) -> None:
    text = "# Title\n\nNo include here: {% raw %}{% include x.md %}{% endraw %} is shown as code.\n"
    expanded = expand(text, tmp_path / "page.md")
    assert expanded.text == text and expanded.lines == (1, 2, 3, 4)


def test_hugo_s_own_includes_from_the_content_folder_and_github_docs_reusables(tmp_path: Path) -> None:
    write(tmp_path / "hugo.toml", "title = 'Docs'\n")
    write(tmp_path / "content" / "en" / "_common" / "installation" / "prerequisites.md",
          "Although not required in all cases, Git, Go, and Dart Sass are commonly used.\n")
    page = write(tmp_path / "content" / "en" / "installation" / "linux.md",
                 "---\ntitle: Linux\n---\n\n## Prerequisites\n\n"
                 "{{% include \"/_common/installation/prerequisites.md\" %}}\n")
    assert said(read_document(page, "linux.md", part_words=350)) == [
        (7, "Although not required in all cases, Git, Go, and Dart Sass are commonly used.")]
    docs = tmp_path / "docs"
    write(docs / ".git" / "HEAD", "ref: refs/heads/main\n")
    write(docs / "data" / "variables" / "product.yml", "prodname_dotcom: GitHub\n")
    write(docs / "data" / "reusables" / "repositories" / "navigate-to-repo.md",
          "1. On {% data variables.product.prodname_dotcom %}, navigate to the main page of the repository.\n")
    page = write(docs / "content" / "repositories" / "deleting.md", (
        "---\ntitle: Deleting a repository\n---\n\n{% data reusables.repositories.navigate-to-repo %}\n"
        "2. Under Danger Zone, click **Delete this repository**.\n"))
    assert said(read_document(page, "deleting.md", part_words=350)) == [
        (5, "On GitHub, navigate to the main page of the repository."), (6, "Under Danger Zone, click Delete this"
                                                                         " repository.")]


def test_a_glossary_appended_to_every_page_is_not_reported_on_each(tmp_path: Path) -> None:
    # The glossary squidfunk/mkdocs-material's docs/reference/tooltips.md (tests/corpus) tells a site to keep:
    # includes/abbreviations.md, appended to every page by pymdownx.snippets' auto_append.
    write(tmp_path / "mkdocs.yml", "markdown_extensions:\n  - abbr\n  - attr_list\n  - pymdownx.snippets:\n"
                                   "      auto_append:\n        - includes/abbreviations.md\n")
    write(tmp_path / "includes" / "abbreviations.md",
          "*[HTML]: Hyper Text Markup Language\n*[W3C]: World Wide Web Consortium\n")
    page = write(tmp_path / "docs" / "index.md", (TESTS / "corpus" / "mkdocs-material-tooltips.md").read_text())
    document = read_document(page, "index.md", part_words=350)
    (tmp_path / "mkdocs.yml").unlink()
    alone = read_document(page, "index.md", part_words=350)  # the page without the appended glossary
    assert document.skipped == alone.skipped and said(document) == said(alone)
    assert "The HTML specification is maintained by the W3C." in [text for _, text in said(document)]


def test_an_mdx_import_escaped_by_prettier_finds_its_partial(tmp_path: Path) -> None:
    """facebook/react-native-website docs/accessibility.md (CC-BY-4.0): ``'./\\_experimental-api-warning.mdx'``
    is the JavaScript string './_experimental-api-warning.mdx'; the warning box is read where it stands."""
    write(tmp_path / "docusaurus.config.js", "module.exports = {};\n")
    write(tmp_path / "docs" / "_experimental-api-warning.mdx", (
        ":::important[Experimental]\n\n**This API is experimental.** Don't use them in production.\n\n:::\n"))
    page = write(tmp_path / "docs" / "accessibility.md", (
        "import ExperimentalAPIWarning from './\\_experimental-api-warning.mdx';\n\n# Accessibility\n\n"
        "<ExperimentalAPIWarning />\n\nFor the sake of brevity, layout is excluded.\n"))
    assert said(read_document(page, "accessibility.md", part_words=350)) == [
        (5, "Experimental: This API is experimental. Don't use them in production."),
        (7, "For the sake of brevity, layout is excluded.")]


def test_an_mdx_import_wrapped_over_two_lines_is_one_import_and_finds_its_partial(tmp_path: Path) -> None:
    """facebook/react-native-website docs/integration-with-existing-apps.md (tests/corpus/sites): Prettier wraps
    ``import IntegrationApple from './\\_….md'; import`` / ``IntegrationKotlin from './\\_….md';``. It is not
    read aloud, and each partial (here the first lines of each, as the site has them) is read where it stands."""
    page_text = (TESTS / "corpus" / "sites" / "react-native-website" / "docs"
                 / "integration-with-existing-apps.md").read_text(encoding="utf-8")
    write(tmp_path / "docusaurus.config.js", "module.exports = {};\n")
    for name, platform in (("kotlin", "Android"), ("ios", "iOS")):
        write(tmp_path / "docs" / f"_integration-with-existing-apps-{name}.md", (
            "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n"
            "import {getTemplateBranchNameForCurrentVersion} from '@site/src/getTemplateBranchNameForCurrentVersion';"
            f"\n\n## Key Concepts\n\nThe keys to integrating React Native components into your {platform} "
            "application are to:\n"))
    page = write(tmp_path / "docs" / "integration-with-existing-apps.md", page_text)
    document = read_document(page, "integration-with-existing-apps.md", part_words=350)
    assert document.title == "Integration with Existing Apps"
    assert said(document) == [
        (12, "React Native is great when you are starting a new mobile app from scratch. However, it also works "
             "well for adding a single view or user flow to existing native applications. With a few steps, you "
             "can add new React Native based features, screens, views, etc."),
        (14, "The specific steps are different depending on what platform you're targeting."),
        (18, "Android (Java & Kotlin): Key Concepts"),  # each tab after the label its <Tabs values={…}> gives it
        (20, "The keys to integrating React Native components into your Android application are to:"),
        (23, "iOS (Objective-C and Swift): Key Concepts"),
        (25, "The keys to integrating React Native components into your iOS application are to:"),
    ]


def test_a_myst_include_reads_the_part_of_the_file_between_its_markers(tmp_path: Path) -> None:
    # executablebooks/sphinx-design docs/changelog.md includes ../CHANGELOG.md; projects include their README
    (tmp_path / ".git").mkdir()
    (tmp_path / "README.md").write_text("# My project\n\n[![badge](x.svg)](x)\n<!-- start -->\nThe project reads"
                                        " text aloud.\n\nIt is free.\n<!-- end -->\n\nBadges here.\n")
    page = tmp_path / "docs" / "about.md"
    page.parent.mkdir()
    page.write_text("# About\n\n```{include} ../README.md\n:start-after: <!-- start -->\n:end-before: <!-- end -->\n"
                    "```\n\nDone.\n\n:::{include} ../../outside.md\n:::\n")
    (tmp_path.parent / "outside.md").write_text("Not the site's.\n")
    document = read_document(page, "docs/about.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "The project reads text aloud.", "It is free.", "Done."]
    assert Skipped(10, "include of ../../outside.md", 0) in document.skipped  # outside the site: not read


def test_a_myst_include_reaches_the_guide_s_folder(tmp_path: Path) -> None:
    # pradyunsg/sphinx-inline-tabs docs/index.md (MIT) includes ../README.md; the guide's folder, not a repository
    (tmp_path / "audioguide.yml").write_text("title: Test\n")
    (tmp_path / "README.md").write_text("# Sphinx Inline Tabs\n\n<!-- start-include-here -->\nAdd inline tabbed"
                                        " content to your Sphinx documentation.\n<!-- end-include-here -->\n")
    page = write(tmp_path / "docs" / "index.md", "# Sphinx Inline Tabs\n\n```{include} ../README.md\n"
                 ":start-after: <!-- start-include-here -->\n:end-before: <!-- end-include-here -->\n```\n")
    document = read_document(page, "docs/index.md", part_words=350)
    assert said(document) == [(3, "Add inline tabbed content to your Sphinx documentation.")]


def test_a_mintlify_snippet_is_imported_from_the_site_s_root(tmp_path: Path) -> None:
    # mintlify/docs fr/quickstart.mdx (MIT): import SetupAgentPrompt from "/snippets/fr/setup-agent-prompt.mdx"
    (tmp_path / "docs.json").write_text("{}\n")
    write(tmp_path / "snippets" / "fr" / "setup-agent-prompt.mdx",
          "<Prompt description=\"Copiez-collez ce prompt pour que votre agent configure votre site Mintlify.\">\n"
          "Mettez ma documentation en ligne.\n</Prompt>\n")
    page = write(tmp_path / "fr" / "quickstart.mdx", "import SetupAgentPrompt from \"/snippets/fr/setup-agent-prompt"
                 ".mdx\";\n\nAprès avoir terminé ce guide.\n\n<SetupAgentPrompt />\n")
    document = read_document(page, "fr/quickstart.mdx", part_words=350)
    assert said(document) == [(3, "Après avoir terminé ce guide."),
                              (5, "Copiez-collez ce prompt pour que votre agent configure votre site Mintlify.")]


def test_an_mdx_import_through_the_site_s_path_alias_finds_its_partial(tmp_path: Path) -> None:
    # shuding/nextra docs/app/docs/docs-theme/start/page.mdx (MIT): "@components/…" is docs/tsconfig.json's alias
    (tmp_path / ".git").mkdir()
    write(tmp_path / "tsconfig.json", '{\n  // Next.js\n  "compilerOptions": {"baseUrl": ".",\n'
          '    "paths": {"@components/*": ["./components/*"],},\n  }\n}\n')
    write(tmp_path / "components" / "install-nextra-theme.mdx", "### Install Nextra\n\nRun the install command.\n")
    page = write(tmp_path / "app" / "docs" / "page.mdx", (
        "import InstallNextraTheme from '@components/install-nextra-theme.mdx'\n\n# Docs Theme\n\n"
        "Start with a Next.js project.\n\n<InstallNextraTheme />\n"))
    assert said(read_document(page, "app/docs/page.mdx", part_words=350)) == [
        (5, "Start with a Next.js project."), (7, "Run the install command.")]


def test_mkdocs_include_markdown_reads_the_part_where_the_page_includes_it(tmp_path: Path) -> None:
    # zabbix-cli's docs (MkDocs, include-markdown and macros): a part from docs/.includes read in place; a Jinja
    # macro's body is shown where it is called, not where it is defined
    site = tmp_path / "site"
    (site / "docs" / ".includes").mkdir(parents=True)
    (site / "docs" / "guide").mkdir()
    (site / "mkdocs.yml").write_text("site_name: zabbix-cli\nplugins:\n  - include-markdown\n  - macros\n",
                                     encoding="utf-8")
    (site / "docs" / ".includes" / "quick-install.md").write_text("Install it with pipx.\n", encoding="utf-8")
    page = site / "docs" / "guide" / "installation.md"
    page.write_text("# Installation\n\n## Install\n\n{% include-markdown \".includes/quick-install.md\" %}\n\n"
                    "## Options\n\nEvery option:\n\n{% macro render_option(option) %}\n\n### `{{ option.name }}`\n\n"
                    "{{ option.description }}\n\n{% endmacro %}\n", encoding="utf-8")
    document = read_document(page, "docs/guide/installation.md", part_words=350)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Install", ["Install it with pipx."]), ("Options", ["Every option:"])]
    assert [s.what for s in document.skipped] == ["a template's macro, shown where it is called"]


def test_include_markdown_s_own_tags_set_in_mkdocs_yml_include_the_file(tmp_path: Path) -> None:
    """fralau/mkdocs-macros-plugin at f4f5bb0 (MIT): webdoc/mkdocs.yml sets include-markdown's tags to ``[%`` and
    ``%]`` ("so that real include doesn't interfere with examples"); webdoc/docs/changelog.md includes the
    repository's CHANGELOG.md (its first lines) with them, the tag over three lines."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "CHANGELOG.md").write_text(
        "# Changelog: Mkdocs-Macros\n\nAll notable changes to this project are documented in this file.\n\n"
        "## 1.5.0, 2025-11-13\n* Added: For each push, testing on github for versions Python 3.8 to 3.12\n",
        encoding="utf-8")
    (tmp_path / "webdoc" / "docs").mkdir(parents=True)
    (tmp_path / "webdoc" / "mkdocs.yml").write_text(
        'site_name: Mkdocs-Macros\nplugins:\n  - search\n  - include-markdown:\n      # This is changed so that real'
        ' include doesn\'t interfere with examples\n      opening_tag: "[%"\n      closing_tag: "%]"\n',
        encoding="utf-8")
    page = tmp_path / "webdoc" / "docs" / "changelog.md"
    page.write_text('\n[% \n    include-markdown "../../CHANGELOG.md" \n%]\n', encoding="utf-8")
    document = read_document(page, "webdoc/docs/changelog.md", part_words=350)
    assert document.title == "Changelog: Mkdocs-Macros"
    assert [(s.title, [(p.line, p.text) for p in s.paragraphs]) for s in document.sections] == [
        ("Changelog: Mkdocs-Macros", [(2, "All notable changes to this project are documented in this file.")]),
        ("1.5.0, 2025-11-13", [(2, "Added: For each push, testing on github for versions Python 3.8 to 3.12")])]


def test_a_myst_include_s_quoted_markers_are_found_without_their_quotes(tmp_path: Path) -> None:
    # python-attrs/attrs docs/index.md (MIT): MyST reads a directive's options as YAML
    (tmp_path / "audioguide.yml").write_text("title: Test\n")
    (tmp_path / "README.md").write_text("# attrs\n\nDownloads per month.\n<!-- teaser-begin -->\n*attrs* is the"
                                        " Python package.\n<!-- teaser-end -->\n\n## Sponsors\n")
    page = write(tmp_path / "docs" / "index.md", "# attrs\n\n```{include} ../README.md\n"
                 ":start-after: 'teaser-begin -->'\n:end-before: '<!-- teaser-end'\n```\n\n"
                 "```{include} ../README.md\n:start-after: \"missing marker\"\n:end-before: '<!-- teaser-begin'\n```\n")
    document = read_document(page, "docs/index.md", part_words=350)
    assert said(document) == [(3, "attrs is the Python package."), (8, "Downloads per month.")]  # unquoted: no marker
