"""A whole documentation site as the guide's documents (config/sites.py): found from its navigation or its tree."""

from __future__ import annotations

import shutil
from datetime import datetime, timezone
from pathlib import Path

import pytest

from audioguide.common.errors import ConfigError
from audioguide.config import GuideConfig, load_config
from tests.support import run_cli

GUIDE = """\
title: Tiny
description: A tiny site.
author: Tester
owner: {{name: Tester, email: t@example.org}}
base_url: https://example.org/tiny/
languages:
  - code: en
    voice: en-us
  - code: de
documents:
{documents}
"""

MKDOCS = """\
site_name: Tiny
docs_dir: docs
markdown_extensions:
  - pymdownx.emoji:
      emoji_index: !!python/name:material.extensions.emoji.twemoji
nav:
  - Home: index.md
  - Guide:
      - guide/install.md
      - Using it: guide/use.md
  - External: https://example.org/
"""


def page(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def guide(folder: Path, documents: str) -> Path:
    config = folder / "audioguide.yml"
    config.write_text(GUIDE.format(documents=documents), encoding="utf-8")
    return config


def test_an_mkdocs_site_in_the_order_of_its_nav_with_translations_beside_its_pages(tmp_path: Path) -> None:
    (tmp_path / "mkdocs.yml").write_text(MKDOCS, encoding="utf-8")
    page(tmp_path / "docs" / "index.md", "# Welcome\n\nThis site explains the tool in three short pages.\n")
    page(tmp_path / "docs" / "guide" / "install.md", "# Install\n\nInstall it with one command.\n")
    page(tmp_path / "docs" / "guide" / "use.md", "# Use\n\nRun it on a folder.\n")
    page(tmp_path / "docs" / "guide" / "use.de.md", "# Benutzen\n\nFühren Sie es auf einem Ordner aus.\n")
    page(tmp_path / "docs" / "guide" / "unlisted.md", "# Unlisted\n\nNot in the nav.\n")
    config = load_config(guide(tmp_path, "  - site: mkdocs.yml\n    published: 2026-01-05T10:00:00Z"))
    assert [(d.path.relative_to(tmp_path).as_posix(), d.identity) for d in config.documents] == [
        ("docs/index.md", "index"), ("docs/guide/install.md", "guide.install"), ("docs/guide/use.md", "guide.use")]
    assert [d.published for d in config.documents] == [
        datetime(2026, 1, 5, 10, 0, second, tzinfo=timezone.utc) for second in range(3)]
    assert [d.translations for d in config.documents] == [{}, {}, {"de": tmp_path / "docs" / "guide" / "use.de.md"}]
    assert config.found == ["documents[0]: 3 pages of mkdocs.yml, in the order of mkdocs.yml's nav"]
    result = run_cli("script", "--lang", "de", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("# Found documents[0]: 3 pages of mkdocs.yml, in the order of mkdocs.yml's"
                                    " nav\n\n# de: 3 episodes\n")
    assert "## Episode 3: Benutzen\n" in result.stdout


def test_pages_the_nav_names_but_the_docs_folder_lacks_are_named_in_a_warning_and_by_script(tmp_path: Path) -> None:
    (tmp_path / "mkdocs.yml").write_text(MKDOCS, encoding="utf-8")
    page(tmp_path / "docs" / "index.md", "# Welcome\n\nThis site explains the tool in three short pages.\n")
    page(tmp_path / "docs" / "guide" / "use.md", "# Use\n\nRun it on a folder.\n")
    guide(tmp_path, "  - site: mkdocs.yml\n    published: 2026-01-05T10:00:00Z")
    result = run_cli("script", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ("mkdocs.yml: its nav names 1 page not in docs/, left out of the guide: guide/install.md;"
                             " copy them there, or take them out of the nav\n")
    assert result.stdout.startswith("# Found documents[0]: 2 pages of mkdocs.yml, in the order of mkdocs.yml's nav,"
                                    " which names 1 more page not in docs/ (left out: guide/install.md)\n")


def test_pages_deep_in_long_folders_each_have_their_own_identity(tmp_path: Path) -> None:
    # IGNF/cartes.gouv.fr-documentation: tutorials four folders deep, names that differ only at their ends
    folder = tmp_path / "docs" / "guides-developpeur" / "tutoriels" / "gestion-des-donnees-raster" / \
        "alimentation-diffusion-raster"
    page(folder / "calcul-pyramide.md", "# Calcul\n\nLa pyramide.\n")
    page(folder / "calcul-pyramide-wms.md", "# Calcul WMS\n\nLa pyramide WMS.\n")
    config = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    identities = [d.identity for d in config.documents]
    assert len(set(identities)) == 2 and all(len(identity) <= 100 for identity in identities)
    assert all(identity.startswith("guides-developpeur.tutoriels.gestion-des-donnees-raster.alimentation-diffusion")
               for identity in identities)


def test_a_hugo_site_by_its_tree_and_weights_with_each_language_s_folder(tmp_path: Path) -> None:
    english, german = tmp_path / "content" / "en" / "docs", tmp_path / "content" / "de" / "docs"
    page(english / "_index.md", "---\ntitle: Docs\n---\n\nThe documentation, from the start.\n")
    page(english / "zeta.md", "---\ntitle: First by weight\nweight: 1\n---\n\nRead this first of all.\n")
    page(english / "alpha.md", "---\ntitle: Second by weight\nweight: 2\n---\n\nRead this one second.\n")
    page(english / "draft.md", "---\ntitle: Draft\ndraft: true\n---\n\nNot published yet.\n")
    page(english / "hidden.md", "---\ntitle: Hidden\nbookHidden: true\n---\n\nNot in the menu.\n")  # hugo-book
    page(english / "concepts" / "_index.md", "---\ntitle: Concepts\nweight: 3\n---\n\nThe ideas behind it.\n")
    page(english / "concepts" / "pods.md", "---\ntitle: Pods\ndate: 2025-03-01\n---\n\nA pod runs containers.\n")
    page(english / "reference" / "glossary" / "pod.md", "---\ntitle: Pod\n---\n\nA group of containers.\n")
    page(german / "concepts" / "pods.md", "---\ntitle: Pods\n---\n\nEin Pod führt Container aus.\n")
    entry = ("  - site: content/en/docs\n    published: 2026-01-05T10:00:00Z\n    exclude: ['reference/**']\n"
             "    dates: pages")
    config = load_config(guide(tmp_path, entry))
    assert [d.identity for d in config.documents] == ["index", "zeta", "alpha", "concepts", "concepts.pods"]
    assert config.documents[-1].translations == {"de": german / "concepts" / "pods.md"}
    assert config.documents[-1].published == datetime(2025, 3, 1, tzinfo=timezone.utc)  # its front matter's
    assert config.documents[1].published == datetime(2026, 1, 5, 10, 0, 1, tzinfo=timezone.utc)  # no date of its own
    assert config.found == ["documents[0]: 5 pages of content/en/docs, in the order of the folder's tree"]
    page(english / "concepts" / "services.md", "---\ntitle: Services\n---\n\nA service finds pods.\n")
    assert len(load_config(guide(tmp_path, entry)).documents) == 6  # a page added to the site: in the next build


def test_an_azure_devops_wiki_in_the_order_of_its_order_files_each_page_before_its_sub_pages(tmp_path: Path) -> None:
    # An Azure DevOps wiki (BE-terna's Adriatic localization): ".order" lists a folder's pages, "Help.md" heads the
    # folder "Help/", and a file's name writes a space as "-" and a hyphen as "%2D"
    wiki = tmp_path / "wiki"
    page(wiki / ".order", "Help\nREADME\n")
    page(wiki / "README.md", "Public information about the localization.\n")
    page(wiki / "Help.md", "How to use the localization.\n")
    page(wiki / "Help" / ".order", "VAT\nPersonal-tax-reports\n")
    page(wiki / "Help" / "Personal-tax-reports.md", "Reports of personal tax.\n")
    page(wiki / "Help" / "Personal-tax-reports" / "ODO%2D1-(SI).md", "The ODO-1 form.\n")
    page(wiki / "Help" / "VAT.md", "Value added tax.\n")
    config = load_config(guide(tmp_path, "  - site: wiki\n    published: 2026-01-05T10:00:00Z"))
    assert [d.path.relative_to(wiki).as_posix() for d in config.documents] == [
        "Help.md", "Help/VAT.md", "Help/Personal-tax-reports.md", "Help/Personal-tax-reports/ODO%2D1-(SI).md",
        "README.md"]
    assert config.found == ["documents[0]: 5 pages of wiki, in the order of the wiki's .order files"]
    script = run_cli("script", cwd=tmp_path)
    assert script.returncode == 0, script.stderr
    assert "## Episode 4: ODO-1 (SI)\n" in script.stdout


def test_a_github_wiki_in_the_order_of_its_sidebar_its_links_by_their_text(tmp_path: Path) -> None:
    # A GitHub wiki (Gollum; the Atlas of Living Australia's): Home first, then as _Sidebar.md lists the pages;
    # "[[Espagne|http://…]]" and "[[Accueil|Home]]" show their text
    wiki = tmp_path / "wiki"
    page(wiki / "_Sidebar.md", "**Index**\n* [[Accueil|Home]]\n* [[Sauvegardes|Sauvegardes]]\n"
                               "* [[Cas de personnalisation|Cas-personnalisation]]\n")
    page(wiki / "Home.md", "Ce wiki documente les composants de l'outil.\n")
    page(wiki / "Cas-personnalisation.md", "## Liste\n\n### [[Espagne|http://datos.gbif.es/generic-hub/]]\n\n"
                                           "Le portail de données du GBIF Spain.\n")
    page(wiki / "Sauvegardes.md", "# Comment faire une sauvegarde\n\nUn répertoire est créé sous` /data/snapshots`.\n")
    config = load_config(guide(tmp_path, "  - site: wiki\n    published: 2026-01-05T10:00:00Z"))
    assert [d.path.name for d in config.documents] == ["Home.md", "Sauvegardes.md", "Cas-personnalisation.md"]
    assert config.found == ["documents[0]: 3 pages of wiki, in the order of the wiki's _Sidebar.md"]
    script = run_cli("script", cwd=tmp_path)
    assert script.returncode == 0, script.stderr
    assert "### 1. Espagne\n" in script.stdout and "créé sous /data/snapshots." in script.stdout


def test_an_antora_component_is_named_and_what_to_do_with_its_asciidoc_said(tmp_path: Path) -> None:
    """FredMencier/antora-sample's ``component-java25`` (Apache-2.0): ``antora.yml``, ``nav.adoc``, ``.adoc`` pages."""
    component = tmp_path / "component-java25"
    page(component / "antora.yml", "name: component-java25\ntitle: Java 25\nversion: 2.0.0\nstart_page: index.adoc\n"
                                   "nav:\n  - modules/ROOT/nav.adoc\n")
    page(component / "modules" / "ROOT" / "nav.adoc", "* xref:jep456.adoc[JEP 456 Unamed Variables & Pattern]\n"
                                                      "* xref:jep467.adoc[JEP 467 Markdown Documentation Comments]\n")
    for name in ("index", "jep456", "jep467"):
        page(component / "modules" / "ROOT" / "pages" / f"{name}.adoc", f"= {name}\n\nTexte.\n")
    with pytest.raises(ConfigError) as caught:
        load_config(guide(tmp_path, "  - site: component-java25\n    published: 2026-01-05T10:00:00Z"))
    assert caught.value.problems == [
        "audioguide.yml: documents[0].site: component-java25: no page found (.md, .markdown, .mdx, .qmd, .rmd, .html,"
        " .htm, .rst); it holds an Antora component (antora.yml) of 3 AsciiDoc pages (.adoc), and AsciiDoc is not"
        " read: convert the pages to HTML (asciidoctor -R component-java25 -D html 'component-java25/**/*.adoc', or"
        " build the site with Antora) and give the folder of the HTML as site:"]


@pytest.mark.parametrize(("entry", "problem"), [
    ("  - site: docs", "audioguide.yml: documents[0].published: required: the date of the site's first page (the"
                       " others follow it)"),
    ("  - site: nowhere\n    published: 2026-01-05T10:00:00Z", "audioguide.yml: documents[0].site: nowhere: no such"
                                                                 " folder or file"),
    ("  - site: docs\n    published: 2026-01-05T10:00:00Z\n    dates: newest",
     "audioguide.yml: documents[0].dates: 'order' (a second apart, in the site's order) or 'pages' (each page's"
     " own), got 'newest'"),
    ("  - site: docs\n    published: 2026-01-05T10:00:00Z\n    exclude: ['**']",
     "audioguide.yml: documents[0].site: docs: no page found (.md, .markdown, .mdx, .qmd, .rmd, .html, .htm,"
     " .rst); check exclude: and the folder"),
    ("  - site: docs\n    published: 2026-01-05T10:00:00Z\n    split: chapters",
     "audioguide.yml: documents[0].split: unknown field of a site entry (known: collections, dates, exclude, published,"
     " site, translations)"),
])
def test_a_site_entry_that_cannot_be_read_says_what_to_do(tmp_path: Path, entry: str, problem: str) -> None:
    page(tmp_path / "docs" / "a.md", "# A\n\nText.\n")
    with pytest.raises(ConfigError) as caught:
        load_config(guide(tmp_path, entry))
    assert caught.value.problems == [problem]


def test_a_docusaurus_site_in_the_order_of_its_sidebar_with_its_i18n_translations(tmp_path: Path) -> None:
    docs, german = tmp_path / "website" / "docs", tmp_path / "website" / "i18n" / "de"
    page(docs / "intro.md", "# Intro\n\nWhat the tool is.\n")
    page(docs / "guides" / "install.md", "# Install\n\nInstall it.\n")
    page(docs / "guides" / "use.mdx", "# Use\n\nUse it.\n")
    page(docs / "tips" / "tip.md", "---\nid: custom\n---\n\n# Tip\n\nA tip.\n")
    page(docs / "unlisted.md", "# Unlisted\n\nNot in the sidebar.\n")
    page(german / "docusaurus-plugin-content-docs" / "current" / "intro.md", "# Einführung\n\nWas es ist.\n")
    (tmp_path / "website" / "sidebars.js").write_text(
        "const sidebars = {\n  docs: ['guides/use', 'intro',\n"
        "    {type: 'category', label: 'Guides', items: [\"guides/install\", 'tips/custom']}],\n};\n"
        "module.exports = sidebars;\n", encoding="utf-8")
    config = load_config(guide(tmp_path, "  - site: website/docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["guides.use", "intro", "guides.install", "tips.tip"]
    assert config.documents[1].translations == {
        "de": german / "docusaurus-plugin-content-docs" / "current" / "intro.md"}
    assert config.found == ["documents[0]: 4 pages of website/docs, in the order of sidebars.js"]
    sidebar = tmp_path / "website" / "sidebars.js"
    sidebar.write_text("module.exports = {docs: [{type: 'autogenerated', dirName: '.'}, 'intro']};\n", encoding="utf-8")
    found = [d.identity for d in load_config(guide(tmp_path, "  - site: website/docs\n"
                                                             "    published: 2026-01-05T10:00:00Z")).documents]
    assert found == ["intro", "guides.install", "guides.use", "tips.tip", "unlisted"]  # generated: the tree follows


def test_an_autogenerated_docusaurus_sidebar_places_categories_by_their_position(tmp_path: Path) -> None:
    """Omega-Numworks/Omega-Guide: ``{type: 'autogenerated', dirName: '.'}``, pages with ``sidebar_position`` and
    folders placed by their ``_category_.json``: the unlocking section (2) comes before the custom OSes (5) and
    both before the credits (99), as its sidebar shows them."""
    docs = tmp_path / "docs"
    page(docs / "get-started.md", "---\nsidebar_position: 1\n---\n\n# Get started\n\nStart.\n")
    page(docs / "credits.md", "---\nsidebar_position: 99\n---\n\n# Credits\n\nThanks.\n")
    page(docs / "restore.md", "---\nsidebar_position: 10\n---\n\n# Restore\n\nRestore it.\n")
    page(docs / "unlock" / "hardware.md", "# Hardware method\n\nOpen it.\n")
    page(docs / "cfw" / "omega.md", "# Omega\n\nInstall Omega.\n")
    (docs / "unlock" / "_category_.json").write_text('{"label": "Unlock", "position": 2}', encoding="utf-8")
    (docs / "cfw" / "_category_.yml").write_text("label: Installing an OS\nposition: 5\n", encoding="utf-8")
    (tmp_path / "sidebars.js").write_text(
        "module.exports = {tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]};\n", encoding="utf-8")
    config = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == [
        "get-started", "unlock.hardware", "cfw.omega", "restore", "credits"]


CORPUS = Path(__file__).parents[1] / "corpus"


def test_jekyll_s_own_docs_by_their_collections_in_the_order_their_data_files_list_them(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "sites" / "jekyll-docs" / "docs", tmp_path / "docs")
    config = load_config(guide(tmp_path, "  - site: docs/_config.yml\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == [
        "docs", "docs.installation", "docs.ruby-101", "docs.community.community", "docs.step-by-step.01-setup",
        "docs.step-by-step.02-liquid",  # not in the navigation: after the page before it in the collection
        "docs.configuration", "docs.pages", "tutorials", "tutorials.custom-404-page"]
    assert config.found == ["documents[0]: 10 pages of docs/_config.yml, in the order of _config.yml's collections"
                            " docs, tutorials, as _data/docs_nav.yml and _data/tutorials.yml list them"]
    posts = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z\n"
                                        "    collections: [posts]\n    dates: pages"))
    assert [d.identity for d in posts.documents] == ["posts.2025-01-27-jekyll-4-4-0-released",
                                                     "posts.2025-01-29-jekyll-4-4-1-released"]
    assert posts.documents[1].published == datetime(2025, 1, 29, 12, 45, 32, tzinfo=timezone.utc)  # its front matter
    with pytest.raises(ConfigError) as caught:
        load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z\n    collections: [api]"))
    assert caught.value.problems == ["audioguide.yml: documents[0].collections: 'api' is no collection of _config.yml"
                                     " with a _api folder (it has: docs, posts, tutorials)"]


def test_a_jekyll_collection_by_its_order_field_with_each_language_s_folder_inside(tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "_config.yml").parent.mkdir(parents=True)
    (site / "_config.yml").write_text("collections:\n  articles:\n    output: true\n    permalink: /:name/\n"
                                      "exclude:\n  - README.md\n", encoding="utf-8")
    for name in ("how-to-contribute", "legal"):
        source = CORPUS / f"jekyll-opensource-guide-de-{name}.md" if name == "legal" else None
        page(site / "_articles" / "de" / f"{name}.md",
             source.read_text(encoding="utf-8") if source else "---\nlang: de\norder: 1\n---\n\nBeitragen.\n")
        page(site / "_articles" / "ko" / f"{name}.md", "---\nlang: ko\n---\n\n기여하는 방법.\n")
    page(site / "_articles" / "legal.md", "---\ntitle: The Legal Side of Open Source\norder: 7\n---\n\nLaw.\n")
    page(site / "_articles" / "how-to-contribute.md",
         (CORPUS / "jekyll-opensource-guide-en-how-to-contribute.md").read_text(encoding="utf-8"))
    page(site / "README.md", "# Read me\n\nNot a page of the site.\n")
    config = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["articles.how-to-contribute", "articles.legal"]  # order 1, 7
    assert config.documents[1].translations == {"de": site / "_articles" / "de" / "legal.md"}
    assert config.found == ["documents[0]: 2 pages of site, in the order of _config.yml's collection articles"]


def test_jekyll_posts_in_a_folder_per_language_named_for_their_language(tmp_path: Path) -> None:
    posts = tmp_path / "_posts"
    page(tmp_path / "_config.yml", "title: LearnOSM\npermalink: /:categories/:title/\n")
    mapathon = (CORPUS / "jekyll-learnosm-mapathon.md").read_text(encoding="utf-8")
    page(posts / "en" / "0500-10-12-mapathon_en.md", mapathon)
    page(posts / "en" / "0500-10-27-humanitarian_en.md", "---\ntitle: Humanitarian\n---\n\nMapping for aid.\n")
    page(posts / "de" / "0500-10-27-humanitarian_de.md", "---\ntitle: Humanitär\n---\n\nKartieren für Hilfe.\n")
    page(posts / "fr" / "0500-10-27-humanitarian_fr.md",
         (CORPUS / "jekyll-learnosm-fr-humanitarian.md").read_text(encoding="utf-8"))
    config = load_config(guide(tmp_path, "  - site: _config.yml\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["posts.en.0500-10-12-mapathon_en",
                                                     "posts.en.0500-10-27-humanitarian_en"]
    assert config.documents[1].translations == {"de": posts / "de" / "0500-10-27-humanitarian_de.md"}
    assert config.found == ["documents[0]: 2 pages of _config.yml, in the order of _config.yml's collection posts"]


def test_a_just_the_docs_site_in_the_order_of_its_navigation_without_its_empty_pages(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "sites" / "just-the-docs", tmp_path / "site")
    config = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    # index.md beside a README.md (excluded by _config.yml) is the home page; pages by their parent's title and
    # nav_order: "A minimal layout page" (parent: Layout) under the top level's Layout, not under Utilities'
    # Layout; 404.html and minimal-test.md (nav_exclude: true) are no pages of the navigation.
    assert [d.identity for d in config.documents] == [
        "index", "docs.ui-components", "docs.ui-components.buttons", "docs.ui-components.lists", "docs.utilities",
        "docs.utilities.layout", "docs.layout.layout", "docs.layout.minimal.minimal", "docs.navigation.main.x"]
    assert config.found == ["documents[0]: 9 pages of site, in the order of _config.yml's site (no collection)"]
    result = run_cli("script", cwd=tmp_path)  # x.md has only its title and a code block: no episode, not refused
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(
        "# Found documents[0]: 9 pages of site, in the order of _config.yml's site (no collection)\n"
        "# Left out: 1 page of a site, each no episode\n"
        "site/docs/navigation/main/x.md: nothing to narrate after the title 'X'\n\n# en: 8 episodes\n")
    assert "site/docs/navigation/main/x.md: nothing to narrate after the title 'X'; a page of the site, left out" \
        in result.stderr


def _jtd_page(path: Path, front: str) -> None:
    page(path, f"---\nlayout: default\n{front}---\n\n# {path.stem}\n\nText of {path.stem}.\n")


def test_just_the_docs_orders_its_pages_over_the_whole_site_not_folder_by_folder(tmp_path: Path) -> None:
    """UBC Library's intro-git workshop (a Just the Docs fork as its remote theme): root pages and ``content/``'s in
    one menu by ``nav_order``; numbers before strings, then untitled orders by title (capitals first); children
    by ``parent`` (and ``grand_parent``) titles from any folder, ``child_nav_order: desc`` reversed."""
    site = tmp_path / "site"
    page(site / "_config.yml", 'title: "Introduction to Git and GitHub"\nremote_theme: ubc-library-rc/rc-theme\n')
    _jtd_page(site / "index.md", "nav_order: 1\ntitle: Pre-workshop Setup\n")
    _jtd_page(site / "land-acknowledgement.md", "nav_order: 2\ntitle: Land acknowledgement\n")
    _jtd_page(site / "Participating Online.md", "nav_order: 3\ntitle: Participating online\nhas_children: false\n")
    _jtd_page(site / "resources.md", "title: Reference\nnav_order: 9\n")
    _jtd_page(site / "acknowledgements.md", "title: Acknowledgements\nnav_order: 10\n")
    _jtd_page(site / "Feedback.md", "nav_exclude: true\n")
    _jtd_page(site / "content" / "lesson_plan.md", "nav_order: 4\ntitle: Outline\nhas_children: false\n")
    _jtd_page(site / "content" / "01_what_is_git.md", "title: Concepts and tools\nnav_order: 5\n")
    _jtd_page(site / "content" / "02_getting_started.md", "title: Git basics\nnav_order: 6\nhas_children: true\n"
                                                           "child_nav_order: desc\n")
    _jtd_page(site / "content" / "basics" / "add.md", "title: Adding\nparent: Git basics\nnav_order: 1\n")
    _jtd_page(site / "content" / "basics" / "commit.md", "title: Committing\nparent: Git basics\nnav_order: 2\n")
    _jtd_page(site / "content" / "basics" / "message.md",
              "title: Messages\nparent: Committing\ngrand_parent: Git basics\n")
    _jtd_page(site / "appendix" / "b.md", 'title: glossary\n')
    _jtd_page(site / "appendix" / "a.md", 'title: Zsh notes\n')
    _jtd_page(site / "appendix" / "c.md", 'title: Cheat sheet\nnav_order: "A1"\n')
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "index", "land-acknowledgement", "Participating-Online", "content.lesson_plan", "content.01_what_is_git",
        "content.02_getting_started", "content.basics.commit", "content.basics.message", "content.basics.add",
        "resources", "acknowledgements", "appendix.c", "appendix.a", "appendix.b"]


def test_a_jekyll_site_of_another_theme_keeps_its_folders_order(tmp_path: Path) -> None:
    """Near miss: a site whose pages name neither ``parent`` nor ``nav_order`` and whose theme is not Just the Docs
    is read as its tree, each folder after the root's pages, by name."""
    site = tmp_path / "site"
    page(site / "_config.yml", "title: Notes\ntheme: minima\n")
    _jtd_page(site / "index.md", "title: Home\n")
    _jtd_page(site / "zebra.md", "title: Zebra\n")
    _jtd_page(site / "sub" / "apple.md", "title: Apple\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "sub.apple", "zebra"]


@pytest.mark.parametrize(("gemfile", "plugins", "pages"), [
    ('gem "jekyll", "~> 4.3.3"\ngem "just-the-docs", "0.8.1"\n', "", ["index", "examples"]),
    ('gem "jekyll", "~> 4.3.3"\n', "plugins:\n  - jekyll-optional-front-matter\n", ["index", "examples", "notes"]),
    ('gem "github-pages", group: :jekyll_plugins\n', "", ["index", "examples", "notes"]),
    (None, "", ["index", "examples", "notes"]),
    ('gem "jekyll", "~> 4.3.3"\n', "remote_theme: just-the-docs/just-the-docs\n", ["index", "examples", "notes"]),
])
def test_a_jekyll_page_without_front_matter_is_one_only_where_the_site_makes_it_one(
        tmp_path: Path, gemfile: str | None, plugins: str, pages: list[str]) -> None:
    """ProofFrog's Just the Docs site: Jekyll copies Markdown without front matter as it is (its template's
    README.md); GitHub Pages' build (no Gemfile, the github-pages gem) and jekyll-optional-front-matter make pages
    of it, but not of a README beside an index nor of a LICENSE."""
    site = tmp_path / "site"
    page(site / "_config.yml", f"title: Proof Frog\ntheme: just-the-docs\n{plugins}")
    if gemfile is not None:
        page(site / "Gemfile", f'source "https://rubygems.org"\n{gemfile}')
    page(site / "index.md", "---\ntitle: Proof Frog\nlayout: home\nnav_order: 1\n---\n\n# Proof Frog\n\nIt verifies.\n")
    page(site / "examples.md", "---\ntitle: Examples\nnav_order: 2\n---\n\n# Examples\n\nBelow are examples.\n")
    page(site / "README.md", "# just-the-docs-template\n\nThis is a *bare-minimum* template.\n")
    page(site / "LICENSE.md", "MIT License\n\nCopyright (c) 2022.\n")
    page(site / "notes.md", "# Notes\n\nSome notes.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == pages


def test_a_translation_s_chapters_are_linked_by_the_source_s_heading_ids(tmp_path: Path) -> None:
    from audioguide.text.documents import read_documents
    from audioguide.text.translated import documents_for

    shutil.copytree(CORPUS / "sites" / "opentelemetry", tmp_path / "site")
    (tmp_path / "audioguide.yml").write_text(
        GUIDE.format(documents="  - site: site/content/en/docs/concepts\n    published: 2026-01-05T10:00:00Z")
        .replace("code: de", "code: es"), encoding="utf-8")
    config = load_config(tmp_path / "audioguide.yml")
    documents = read_documents(config)
    assert [d.id for d in documents] == ["instrumentation-scope", "signals.metrics"]  # by weight: 80, then none
    scope, metrics = documents_for(config, "es", documents)
    # "## Agregación {#aggregation}" translates "## Aggregation": the Spanish chapter, in its place; only
    # "Cardinality limits", which the translation lacks, is read from the English page (and cited from it).
    assert [(s.title, {p.language for p in s.paragraphs}) for s in metrics.sections] == [
        ("Métricas", {None}), ("Meter Provider", {None}), ("Meter", {None}), ("Metric Exporter", {None}),
        ("Metric Instruments", {None}), ("Agregación", {None}), ("Views", {None}), ("Cardinality limits", {"en"}),
        ("Language Support", {None}), ("Especificación", {None})]
    cardinality = metrics.sections[7].paragraphs[0]
    assert (cardinality.source, cardinality.line) == ("site/content/en/docs/concepts/signals/metrics.md", 116)
    # A translation without headings is the English page's text before its first heading, in Spanish (the
    # chapters it lacks follow, from the English page).
    assert [(s.kind, s.title) for s in scope.sections] == [
        ("lead", "Ámbito de instrumentación"), ("heading", "How a scope is defined"),
        ("heading", "Why scopes matter"), ("heading", "Scopes in a trace")]
    assert scope.sections[0].paragraphs[0].text.startswith("El ámbito de instrumentación representa")


def test_a_docusaurus_site_whose_config_keeps_its_docs_beside_it(tmp_path: Path) -> None:
    # prettier/prettier: website/docusaurus.config.js reads its docs from ../docs, ordered by ./sidebars.json.
    shutil.copytree(CORPUS / "sites" / "prettier", tmp_path / "site")
    for entry in ("site/docs", "site/website"):
        config = load_config(guide(tmp_path, f"  - site: {entry}\n    published: 2026-01-05T10:00:00Z"))
        assert [d.identity for d in config.documents] == ["index", "why-prettier", "comparison"]
        assert config.found == [f"documents[0]: 3 pages of {entry}, in the order of sidebars.json"]
    # a config naming "./sidebars.js" where the site keeps sidebars.ts (react-redux): Node finds either
    config_js = tmp_path / "site" / "website" / "docusaurus.config.js"
    config_js.write_text(config_js.read_text().replace('"./sidebars.json"', '"./sidebars.js"'))
    config = load_config(guide(tmp_path, "  - site: site/website\n    published: 2026-01-05T10:00:00Z"))
    assert config.found == ["documents[0]: 3 pages of site/website, in the order of sidebars.json"]


def test_a_second_docs_instance_of_a_docusaurus_site_with_its_own_sidebars(tmp_path: Path) -> None:
    """pnpm.io keeps a second docs folder (``pnpr-docs``) as a plugin instance of its own, with its own sidebars
    (``sidebarPath: path.join(__dirname, 'sidebars-pnpr.json')``); the main sidebars name other pages."""
    for page, title in (("docs/installation.md", "Main install"), ("pnpr-docs/introduction.md", "Intro"),
                        ("pnpr-docs/installation.md", "Install"), ("pnpr-docs/cli.md", "CLI")):
        (tmp_path / page).parent.mkdir(exist_ok=True)
        (tmp_path / page).write_text(f"# {title}\n\nText of {title}.\n", encoding="utf-8")
    (tmp_path / "sidebars.json").write_text('{"docs": ["installation"]}', encoding="utf-8")
    (tmp_path / "sidebars-pnpr.json").write_text('{"pnpr": ["introduction", "installation", "cli"]}',
                                                 encoding="utf-8")
    (tmp_path / "docusaurus.config.ts").write_text(
        "const path = require('path');\nexport default {presets: [['classic', {docs: {sidebarPath: "
        "'./sidebars.json'}}]],\n  plugins: [['@docusaurus/plugin-content-docs', {\n    id: 'pnpr',\n"
        "    path: './pnpr-docs',\n    sidebarPath: path.join(__dirname, 'sidebars-pnpr.json'),\n  }]]};\n",
        encoding="utf-8")
    config = load_config(guide(tmp_path, "  - site: pnpr-docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["introduction", "installation", "cli"]
    assert config.found == ["documents[0]: 3 pages of pnpr-docs, in the order of sidebars-pnpr.json"]
    config = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert config.found == ["documents[0]: 1 page of docs, in the order of sidebars.json"]


def test_a_translation_that_runs_two_chapters_together_is_read_as_it_is(tmp_path: Path) -> None:
    from audioguide.text.documents import read_documents
    from audioguide.text.translated import chapter_gaps, documents_for

    # mdn/translated-content's Spanish glossary entry for CORS moved "CORS headers" under "Véase también".
    (tmp_path / "content" / "es").mkdir(parents=True)
    shutil.copy(CORPUS / "mdn-glossary-cors.md", tmp_path / "content" / "cors.md")
    shutil.copy(CORPUS / "mdn-es-glossary-cors.md", tmp_path / "content" / "es" / "cors.md")
    (tmp_path / "audioguide.yml").write_text(GUIDE.format(documents=(
        "  - path: content/cors.md\n    published: 2026-01-05T10:00:00Z\n"
        "    translations: {es: content/es/cors.md}")).replace("code: de", "code: es"), encoding="utf-8")
    config = load_config(tmp_path / "audioguide.yml")
    documents = read_documents(config)
    (spanish,) = documents_for(config, "es", documents)
    assert [s.title for s in spanish.sections] == ["CORS", "Véase también"]
    assert [p.text for p in spanish.sections[1].paragraphs][3:5] == [
        "Cabeceras CORS", "Access-Control-Allow-Origin"]
    assert chapter_gaps(config, documents) == [
        "es: content/es/cors.md's \"Véase también\" (line 12) translates content/cors.md's \"CORS headers\""
        " (line 13) and \"See also\" (line 36)"]


def test_a_sphinx_site_in_the_order_of_its_toctrees(tmp_path: Path) -> None:
    """MyST-Parser's docs (MIT): four hidden, captioned toctrees in index.md name pages with and without a suffix
    and ``develop/_changelog.md``; ``develop/index.md`` has its own toctree (its pages are not in the corpus:
    ``contributing.md`` is, and comes right after its parent). Pages no toctree reaches are no pages of the site."""
    shutil.copytree(CORPUS / "sites" / "myst-parser", tmp_path / "site")
    page(tmp_path / "site" / "docs" / "faq" / "snippets" / "include-md.md", "# Snippet\n\nIncluded elsewhere.\n")
    config = load_config(guide(tmp_path, "  - site: site/docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == [
        "index", "syntax.admonitions", "develop._changelog", "develop", "develop.contributing"]
    assert config.found == ["documents[0]: 5 pages of site/docs, in the order of conf.py's toctrees"]


def test_a_sphinx_site_s_root_document_in_restructuredtext_globs_and_titles(tmp_path: Path) -> None:
    """The root document named in ``conf.py`` (``root_doc``) orders the pages, and is one, when it is
    reStructuredText too; ``:glob:`` entries sort by name, ``:reversed:`` turns a list round, ``Title <page>``
    names the page."""
    page(tmp_path / "docs" / "conf.py", "project = 'Tiny'\nroot_doc = 'contents'\n")
    page(tmp_path / "docs" / "contents.rst", (
        "Tiny\n====\n\n.. toctree::\n   :maxdepth: 2\n   :glob:\n\n   Getting started <start>\n   how-to/*\n"
        "   /reference\n\n"
        ".. toctree::\n   :reversed:\n\n   first\n   second\n\nText after.\n"))
    for name in ("start", "reference", "first", "second", "orphan", "how-to/b", "how-to/a"):
        page(tmp_path / "docs" / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    config = load_config(guide(tmp_path, "  - site: docs/conf.py\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["contents", "start", "how-to.a", "how-to.b", "reference",
                                                      "second", "first"]


def test_a_phpdocumentor_guides_site_in_the_order_of_its_toctrees_from_index_rst(tmp_path: Path) -> None:
    """TYPO3's documentation (TYPO3CMS-Tutorial-Editors, CC BY 4.0): ``guides.xml`` beside ``Index.rst``, whose
    hidden toctrees name each part's ``Index``; a folder's own ``Index.rst`` and its toctree without any config
    is such a site too."""
    page(tmp_path / "Documentation" / "guides.xml",
         '<?xml version="1.0" encoding="UTF-8"?>\n<guides xmlns="https://www.phpdoc.org/guides">\n'
         '    <project title="Tutorial for Editors" release="main" version="main"/>\n</guides>\n')
    page(tmp_path / "Documentation" / "Index.rst", (
        "..  include:: /Includes.rst.txt\n..   _start:\n\n===================\nTYPO3 Editors Guide\n"
        "===================\n\nThis guide contains detailed information about all of the common tasks an Editor\n"
        "is likely to perform.\n\n..  toctree::\n    :maxdepth: 2\n    :titlesonly:\n    :hidden:\n\n"
        "    Login/Index\n    Pages/Index\n\n..  toctree::\n    :hidden:\n\n    Sitemap\n"))
    page(tmp_path / "Documentation" / "Includes.rst.txt", ".. |nbsp| unicode:: 0xA0\n")
    page(tmp_path / "Documentation" / "Login" / "Index.rst", (
        "===========================\nLogging in to TYPO3 backend\n===========================\n\n"
        "With TYPO3, an editor's work is done via the backend.\n"))
    page(tmp_path / "Documentation" / "Pages" / "Index.rst", "=====\nPages\n=====\n\nPages are the building blocks.\n")
    page(tmp_path / "Documentation" / "Sitemap.rst", "=======\nSitemap\n=======\n\nEvery page of the guide.\n")
    page(tmp_path / "Documentation" / "Unlisted.rst", "========\nUnlisted\n========\n\nNo toctree names it.\n")
    config = load_config(guide(tmp_path, "  - site: Documentation\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["Index", "Login", "Pages", "Sitemap"]
    assert config.found == ["documents[0]: 4 pages of Documentation, in the order of guides.xml's toctrees"]
    (tmp_path / "Documentation" / "guides.xml").unlink()
    config = load_config(guide(tmp_path, "  - site: Documentation\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["Index", "Login", "Pages", "Sitemap"]
    assert config.found == ["documents[0]: 4 pages of Documentation, in the order of Index.rst's toctrees"]


def test_a_folder_of_restructuredtext_pages_without_a_toctree_is_read_as_a_tree(tmp_path: Path) -> None:
    page(tmp_path / "docs" / "index.rst", "Tiny\n====\n\nThe home page.\n")
    page(tmp_path / "docs" / "install.rst", "Install\n=======\n\nInstall it with one command.\n")
    page(tmp_path / "docs" / "usage.md", "# Usage\n\nRun it on a folder.\n")
    config = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["index", "install", "usage"]


BOOK_TOC = """\
format: jb-book
root: intro
parts:
  - caption: Guides
    chapters:
      - file: guides/start
        sections:
          - file: guides/start/install.md
      - glob: recipes/*
  - caption: More
    chapters:
      - url: https://example.org/
      - file: about
"""


@pytest.mark.parametrize("toc", [BOOK_TOC, (
    "- file: intro\n- file: guides/start\n  sections:\n  - title: Install\n    file: guides/start/install\n"
    "- file: recipes/a\n- file: recipes/b\n- header: More\n- file: about\n"), (
    "version: 1\nproject:\n  title: Tiny\n  toc:\n    - file: intro.md\n    - title: Guides\n      children:\n"
    "        - file: guides/start.md\n          children:\n            - file: guides/start/install.md\n"
    "        - pattern: recipes/*.md\n    - url: https://example.org/\n    - file: about.md\n")])
def test_a_jupyter_book_in_the_order_of_its_toc(tmp_path: Path, toc: str) -> None:
    """Jupyter Book's ``_toc.yml``, its format of today (root, parts, chapters, sections, globs), the older list
    The Turing Way's handbook keeps (``- file:`` entries with ``sections``), and Jupyter Book 2's ``myst.yml``."""
    book = tmp_path / "book"
    toc_file = "myst.yml" if toc.startswith("version") else "_toc.yml"
    if toc_file == "_toc.yml":
        page(book / "_config.yml", "title: Tiny book\n")
    page(book / toc_file, toc)
    for name in ("intro", "guides/start", "guides/start/install", "recipes/b", "recipes/a", "about", "unlisted"):
        page(book / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    config = load_config(guide(tmp_path, "  - site: book\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == [
        "intro", "guides.start", "guides.start.install", "recipes.a", "recipes.b", "about"]
    assert config.found == [f"documents[0]: 6 pages of book, in the order of {toc_file}"]


QUARTO_BOOK = """\
project:
  type: book
  output-dir: _book

book:
  title: "R for Data Science (2e)"
  chapters:
    - index.qmd
    - intro.qmd
    - part: whole-game.qmd
      chapters:
        - data-visualize.qmd
        - workflow-basics.qmd
    - part: Visualize
      chapters:
        - layers.qmd
  appendices:
    - base-R.qmd
"""

QUARTO_WEBSITE = """\
project:
  type: website
website:
  title: "Tiny"
  navbar:
    left:
      - href: index.qmd
        text: Home
  sidebar:
    style: docked
    contents:
      - index.qmd
      - section: "Guide"
        contents:
          - guide/start.qmd
          - href: guide/more.Rmd
            text: More
      - https://example.org/
"""


@pytest.mark.parametrize(("config", "names", "how"), [
    (QUARTO_BOOK, ["index", "intro", "whole-game", "data-visualize", "workflow-basics", "layers", "base-R"],
     "_quarto.yml's book chapters and appendices"),
    (QUARTO_WEBSITE, ["index", "guide/start", "guide/more"], "_quarto.yml's website sidebar")])
def test_a_quarto_book_or_website_in_the_order_of_its_chapters_or_sidebar(
        tmp_path: Path, config: str, names: list[str], how: str) -> None:
    """Quarto's ``_quarto.yml`` (R for Data Science's book layout; a website's sidebar with a section): its
    ``.qmd`` and ``.Rmd`` pages in its order, partials (``_common.qmd``) and pages it does not name left out."""
    site = tmp_path / "site"
    page(site / "_quarto.yml", config)
    for name in [*names, "_common", "unlisted"]:
        suffix = ".Rmd" if name.endswith("more") else ".qmd"
        page(site / f"{name}{suffix}", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [name.replace("/", ".") for name in names]
    assert loaded.found == [f"documents[0]: {len(names)} pages of site, in the order of {how}"]


def test_a_hugo_site_whose_every_page_is_named_by_its_language(tmp_path: Path) -> None:
    """contao/docs (Hugo, translation by file name, German first): ``_index.de.md`` and ``page.de.md`` are the
    German site's pages, ``page.en.md`` their translations, also when the guide has no English."""
    site = tmp_path / "manual"
    page(site / "_index.de.md", "---\ntitle: Verwaltung\nweight: 1\n---\n\nDer Verwaltungsbereich.\n")
    page(site / "_index.en.md", "---\ntitle: Administration\nweight: 1\n---\n\nThe administration area.\n")
    page(site / "backend.de.md", "---\ntitle: Backend\nweight: 2\n---\n\nZugriff auf das Backend.\n")
    page(site / "backend.en.md", "---\ntitle: Back end\nweight: 2\n---\n\nAccess the back end.\n")
    page(site / "keys.fr.md", "---\ntitle: Raccourcis\nweight: 3\n---\n\nRaccourcis.\n")
    page(tmp_path / "plain" / "socket.io.md", "# Socket.IO\n\nA page whose name ends like a language's.\n")
    page(tmp_path / "plain" / "index.md", "# Home\n\nHome.\n")
    for languages, english in (("  - code: de\n  - code: en\n", True), ("  - code: de\n", False)):
        config = (GUIDE.format(documents="  - site: manual\n    published: 2026-01-05T10:00:00Z")
                  .replace("languages:\n  - code: en\n    voice: en-us\n  - code: de\n",
                           f"source_language: de\nlanguages:\n{languages}"))
        (tmp_path / "audioguide.yml").write_text(config, encoding="utf-8")
        loaded = load_config(tmp_path / "audioguide.yml")
        assert [d.path.name for d in loaded.documents] == ["_index.de.md", "backend.de.md"]
        assert [sorted(d.translations) for d in loaded.documents] == ([["en"], ["en"]] if english else [[], []])
    page(tmp_path / "plain" / "about.md", "# About\n\nAbout.\n")
    page(tmp_path / "plain" / "about.fr.md", "# À propos\n\nÀ propos.\n")  # fr: no language of the guide
    loaded = load_config(guide(tmp_path, "  - site: plain\n    published: 2026-01-05T10:00:00Z"))
    assert [d.path.name for d in loaded.documents] == ["index.md", "about.md", "socket.io.md"]  # "io" is a language


def test_a_carpentries_lesson_by_its_home_page_and_episodes(tmp_path: Path) -> None:
    """A Carpentries Workbench lesson (carpentries/workbench-template-md's config.yaml): its episodes in the
    config's order, after its home page and its setup, which the Workbench shows on the home page ("Summary and
    Setup"); the other learners' and instructors' pages are not episodes."""
    lesson = tmp_path / "lesson"
    page(lesson / "config.yaml", "carpentry: 'incubator'\ntitle: 'Lesson Title'\nlife_cycle: 'pre-alpha'\n"
                                 "episodes:\n- introduction.md\n- shell.Rmd\n\nlearners:\n- setup.md\n")
    for name in ("index.md", "episodes/shell.Rmd", "episodes/introduction.md", "episodes/draft.md",
                 "learners/setup.md", "learners/reference.md"):
        page(lesson / name, f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: lesson\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "learners.setup", "episodes.introduction",
                                                      "episodes.shell"]
    assert loaded.found == ["documents[0]: 4 pages of lesson, in the order of config.yaml's episodes"]
    assert [d.title for d in loaded.documents] == [None, None, None, None]  # each page's own H1


def test_a_carpentries_lesson_s_untitled_home_page_is_titled_by_the_lesson(tmp_path: Path) -> None:
    """swcarpentry/shell-novice-es (CC-BY-4.0): index.md has only ``site: sandpaper::sandpaper_site`` in its front
    matter; the Workbench shows the lesson's title atop it."""
    lesson = tmp_path / "lesson"
    page(lesson / "config.yaml", "carpentry: 'swc'\ntitle: 'La Terminal de Unix'\nepisodes:\n- 01-intro.md\n")
    page(lesson / "index.md", "---\nsite: sandpaper::sandpaper_site\n---\n\nLa terminal de Unix ha existido.\n")
    page(lesson / "episodes" / "01-intro.md", "---\ntitle: Introducción\n---\n\nTexto.\n")
    loaded = load_config(guide(tmp_path, "  - site: lesson\n    published: 2026-01-05T10:00:00Z"))
    assert [d.title for d in loaded.documents] == ["La Terminal de Unix", None]


def test_a_jekyll_site_whose_pages_are_under_its_source_folder(tmp_path: Path) -> None:
    """Home Assistant's site keeps its pages under ``source/`` (``source: source`` in its ``_config.yml``), its
    collections there too."""
    site = tmp_path / "home-assistant.io"
    page(site / "_config.yml", "source: source\ncollections:\n  integrations:\n    output: true\n  dashboards:\n"
                               "    output: true\n")
    for name in ("_integrations/zha.markdown", "_integrations/mqtt.markdown", "_dashboards/area.markdown"):
        page(site / "source" / name, f"---\ntitle: {name}\n---\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: home-assistant.io\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "integrations.mqtt", "integrations.zha", "dashboards.area"]
    with pytest.raises(ConfigError) as caught:
        page(site / "_config.yml", "source: sources\n")
        load_config(guide(tmp_path, "  - site: home-assistant.io\n    published: 2026-01-05T10:00:00Z"))
    assert caught.value.problems == [
        "audioguide.yml: documents[0].site: _config.yml's source: 'sources' is no folder beside it"]


MDBOOK_SUMMARY = """\
# Summary

[Introduction](README.md)

# User Guide

- [Installation](guide/installation.md)
- [Reading Books](guide/reading.md)
    - [Creating a Book](<guide/creating a book.md>)
- [Future Plans]()

---

# Reference Guide

- [Command Line Tool](cli/README.md)
    - [init](cli/init.md#usage)
- [mdBook on the web](https://rust-lang.github.io/mdBook/)

[Contributors](misc/contributors.md)
"""


@pytest.mark.parametrize("entry", ["book", "book/book.toml", "book/text/SUMMARY.md"])
def test_an_mdbook_in_the_order_of_its_summary_which_is_not_narrated(tmp_path: Path, entry: str) -> None:
    """mdBook's ``SUMMARY.md`` (its guide's own layout: a prefix chapter, parts, nested chapters, a draft
    chapter with no page, a separator, a suffix chapter) is the book's sidebar: its pages in that order, in the
    folder ``book.toml``'s ``src`` names; the summary itself is no page, nor a page it does not link."""
    book = tmp_path / "book"
    page(book / "book.toml", '[book]\ntitle = "Tiny"\nsrc = "text"\n\n[preprocessor.toc]\ncommand = "mdbook-toc"\n')
    page(book / "text" / "SUMMARY.md", MDBOOK_SUMMARY)
    names = ["README", "guide/installation", "guide/reading", "guide/creating a book", "cli/README", "cli/init",
             "misc/contributors", "unlisted"]
    for name in names:
        page(book / "text" / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, f"  - site: {entry}\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "README", "guide.installation", "guide.reading", "guide.creating-a-book", "cli", "cli.init",
        "misc.contributors"]
    assert loaded.found == [f"documents[0]: 7 pages of {entry}, in the order of SUMMARY.md"]


def test_a_gitbook_in_the_order_of_the_summary_its_gitbook_yaml_names(tmp_path: Path) -> None:
    """GitBook's ``SUMMARY.md`` (BeefreeSDK/beefree-sdk-docs' layout: groups as headings, folders' README.md
    pages, nested items), under the ``root`` its ``.gitbook.yaml`` names; the summary is no page."""
    site = tmp_path / "site"
    page(site / ".gitbook.yaml", "root: ./docs/\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n"
                                 "\nredirects:\n  getting-started: README.md\n")
    page(site / "docs" / "SUMMARY.md", (
        "# Table of contents\n\n## Getting Started\n\n* [Introduction](README.md)\n"
        "* [Create an Application](getting-started/readme/create-an-application.md)\n"
        "* [Installation](getting-started/installation/README.md)\n"
        "  * [Configuration](getting-started/installation/configuration.md)\n\n## Resources\n\n"
        "* [Beefree SDK](https://developers.beefree.io)\n* [FAQ](faq.md)\n"))
    for name in ("README", "getting-started/readme/create-an-application", "getting-started/installation/README",
                 "getting-started/installation/configuration", "faq", "unlisted"):
        page(site / "docs" / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "README", "getting-started.readme.create-an-application", "getting-started.installation",
        "getting-started.installation.configuration", "faq"]
    assert loaded.found == ["documents[0]: 5 pages of site, in the order of SUMMARY.md"]


def test_a_docsify_site_in_the_order_of_its_sidebar_after_its_home_page(tmp_path: Path) -> None:
    """Docsify's ``_sidebar.md`` (docsifyjs/docsify's layout: groups as items, links with and without ``.md``, a
    folder's route) orders the pages after ``README.md``, the page the site opens with; the sidebar, the navbar, the
    cover page and the ``index.html`` that loads the site are no pages, nor a page the sidebar does not link."""
    site = tmp_path / "docs"
    page(site / "index.html", "<div id=\"app\"></div>\n<script>window.$docsify = { loadSidebar: true }</script>\n")
    page(site / "_sidebar.md", "- Getting started\n  - [Quick start](quickstart.md)\n  - [Adding pages](/more-pages)\n"
                               "- Customization\n  - [Configuration](configuration.md)\n  - [Guide](guide/)\n")
    page(site / "_navbar.md", "- [En](/)\n")
    page(site / "_coverpage.md", "# docsify\n\n> A magical documentation site generator.\n")
    for name in ("README", "quickstart", "more-pages", "configuration", "guide/README", "unlisted"):
        page(site / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["README", "quickstart", "more-pages", "configuration", "guide"]
    assert loaded.found == ["documents[0]: 5 pages of docs, in the order of _sidebar.md"]


def test_a_docsify_site_s_sidebar_and_home_page_as_its_index_html_names_them(tmp_path: Path) -> None:
    """jhildenbiddle/docsify-tabs: ``loadSidebar: 'sidebar.md'`` orders the site and is no page, nor is the navbar
    ``loadNavbar`` names; ``homepage: 'index.md'`` is the page the site opens with, the sidebar's ``/``."""
    site = tmp_path / "docs"
    page(site / "index.html", "<script>\n  window.$docsify = {\n    homepage: 'index.md',\n    loadNavbar: 'nav.md',\n"
                              "    loadSidebar: 'sidebar.md',\n  };\n</script>\n")
    page(site / "sidebar.md", "- [Documentation](/)\n- [Changelog](changelog)\n- **Links**\n"
                              "- [GitHub](https://github.com/jhildenbiddle/docsify-tabs)\n")
    page(site / "nav.md", "- [Home](/)\n")
    for name in ("index", "changelog"):
        page(site / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "changelog"]
    assert loaded.found == ["documents[0]: 2 pages of docs, in the order of sidebar.md"]
    page(site / "index.html", "<script>window.$docsify = { homepage: 'index.md', loadNavbar: 'nav.md' }</script>\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "changelog", "sidebar"]  # no sidebar loaded: a page
    page(site / "index.html", "<script>window.$docsify = { homepage: 'https://raw.githubusercontent.com/a/b/README.md'"
                              ", loadSidebar: 'sidebar.md' }</script>\n")
    page(site / "README.md", "# Home\n\nThe folder's own home.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert loaded.documents[0].identity == "README"  # a home page fetched from elsewhere: its own


def test_a_docsify_site_without_a_sidebar_is_its_tree_without_the_page_that_loads_it(tmp_path: Path) -> None:
    site = tmp_path / "docs"
    page(site / "index.html", "<div id=\"app\"></div>\n<script>window.$docsify = { name: 'x' }</script>\n")
    page(site / "README.md", "# Home\n\nWelcome.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["README"]


def test_a_book_s_page_without_a_title_of_its_own_is_titled_as_its_summary_links_it(tmp_path: Path) -> None:
    """A GitBook page that starts with its text (GitBook shows the summary's title above it)."""
    site = tmp_path / "site"
    page(site / ".gitbook.yaml", "root: ./docs/\n")
    page(site / "docs" / "SUMMARY.md", "# Table of contents\n\n* [Introduction](README.md)\n"
                                       "* [Getting \\[quickly\\] started](start.md)\n* [FAQ](faq.md)\n")
    page(site / "docs" / "README.md", "# Welcome\n\nText.\n")
    page(site / "docs" / "start.md", "Install it first.\n\n## Then\n\nRun it.\n")
    page(site / "docs" / "faq.md", "---\ntitle: Questions\n---\n\nAsk.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [(d.identity, d.title) for d in loaded.documents] == [
        ("README", None), ("start", "Getting [quickly] started"), ("faq", None)]


def test_an_mkdocs_site_without_nav_takes_no_restructured_text_a_plain_folder_does(tmp_path: Path) -> None:
    (tmp_path / "mkdocs.yml").write_text("site_name: Tool\n", encoding="utf-8")
    page(tmp_path / "docs" / "index.md", "# Tool\n\nThe tool in short.\n")
    page(tmp_path / "docs" / "legacy.rst", "Legacy notes\n============\n\nNo longer rendered.\n")
    config = load_config(guide(tmp_path, "  - site: mkdocs.yml\n    published: 2026-01-05T10:00:00Z"))
    assert [d.path.name for d in config.documents] == ["index.md"]
    config = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.path.name for d in config.documents] == ["index.md", "legacy.rst"]


def test_a_topic_folder_named_like_a_language_is_a_section(tmp_path: Path) -> None:
    """rafalab/dslibro: ``ml/`` (Machine Learning) beside ``stats/`` is a section of the book, not Malayalam."""
    site = tmp_path / "site"
    page(site / "index.md", "# Intro\n\nThe book starts here.\n")
    page(site / "ml" / "index.md", "# Machine learning\n\nWe learn machine learning.\n")
    page(site / "ml" / "trees.md", "# Trees\n\nDecision trees.\n")
    page(site / "stats" / "index.md", "# Statistics\n\nWe learn statistics.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "ml", "ml.trees", "stats"]
    assert loaded.found == ["documents[0]: 4 pages of site, in the order of the folder's tree"]


def test_language_folders_are_translations_or_reported_as_left_out(tmp_path: Path) -> None:
    """A folder named by a language is one when the layout says so: it mirrors the pages beside it, or every folder
    beside it is a language's; one in a language the guide does not have is named as left out."""
    site = tmp_path / "site"
    page(site / "index.md", "# Home\n\nHome.\n")
    page(site / "guide" / "use.md", "# Use\n\nRun it.\n")
    page(site / "de" / "guide" / "use.md", "# Benutzen\n\nFühren Sie es aus.\n")
    page(site / "fr" / "guide" / "use.md", "# Utiliser\n\nLancez-le.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "guide.use"]
    assert loaded.documents[1].translations == {"de": site / "de" / "guide" / "use.md"}
    assert loaded.found == ["documents[0]: 2 pages of site, in the order of the folder's tree (left out: fr/, in a"
                            " language the guide does not have)"]


def test_a_bookdown_book_in_the_order_of_its_rmd_files(tmp_path: Path) -> None:
    """rafalab/dslibro: ``_bookdown.yml``'s ``rmd_files`` are the book, in their order (its README and notes for
    translators are not); a file holding several chapters is cut at each, as bookdown cuts the merged book."""
    book = tmp_path / "book"
    page(book / "_bookdown.yml", 'book_filename: "libro"\nrmd_files: [\n  "index.Rmd",\n  "intro.Rmd",\n'
                                 '  "R/getting-started.Rmd",\n  "R/basics.Rmd"\n]\n')
    page(book / "index.Rmd", '---\ntitle: "Introducción"\nsite: bookdown::bookdown_site\n---\n\n# Prefacio{-}\n\n'
                             "Este libro comenzó como las notas de una clase.\n")
    page(book / "intro.Rmd", "# Introducción\n\nEste capítulo presenta el libro.\n")
    page(book / "R" / "getting-started.Rmd", "# (PART) R {-}\n\n# Comenzando con R\n\nPrimero instalamos R.\n\n"
                                             "# Instalando RStudio\n\nLuego RStudio.\n")
    page(book / "R" / "basics.Rmd", "# Lo básico de R\n\nLos objetos guardan valores.\n")
    page(book / "README.md", "# Notas para traductores\n\nEste archivo no es parte del libro.\n")
    loaded = load_config(guide(tmp_path, "  - site: book\n    published: 2026-01-05T10:00:00Z"))
    assert [(d.identity, d.split) for d in loaded.documents] == [
        ("index", None), ("intro", None), ("R.getting-started", "chapters"), ("R.basics", None)]
    assert loaded.found == ["documents[0]: 4 pages of book, in the order of _bookdown.yml's rmd_files"]
    (book / "_bookdown.yml").unlink()  # without the config: the .Rmd files beside index.Rmd, by name, "_" ones not
    page(book / "_common.Rmd", "# Common\n\nSetup.\n")
    page(book / "appendix.Rmd", "# Apéndice\n\nMás.\n")
    loaded = load_config(guide(tmp_path, "  - site: book\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "appendix", "intro"]


def test_an_r_markdown_site_that_is_no_bookdown_book_is_a_tree(tmp_path: Path) -> None:
    site = tmp_path / "site"
    page(site / "index.Rmd", "---\ntitle: Home\noutput: html_document\n---\n\nHome.\n")
    page(site / "notes" / "a.Rmd", "# A\n\nText.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "notes.a"]
    assert loaded.found == ["documents[0]: 2 pages of site, in the order of the folder's tree"]


def test_a_nextra_site_in_the_order_and_with_the_titles_of_its_meta_files(tmp_path: Path) -> None:
    """brianc/node-postgres' docs (Nextra 3): each folder's ``_meta.js`` keys in order, their values the sidebar's
    titles (a page without its own title takes it); folders and pages it does not list after, by name; a
    separator, a link elsewhere and a hidden page are no pages."""
    pages = tmp_path / "pages"
    page(pages / "_meta.js", "export default {\n  index: 'Welcome',\n  announcements: 'Announcements',\n"
                             "  apis: 'API',\n  '---': { type: 'separator' },\n"
                             "  github: { title: 'GitHub', href: 'https://github.com/brianc/node-postgres' },\n}\n")
    page(pages / "index.mdx", "---\ntitle: Welcome\n---\n\nWelcome to the library.\n")
    page(pages / "announcements.mdx", "## 2020-02-25\n\nVersion 8 is out.\n")
    page(pages / "apis" / "_meta.js", "export default {\n  client: 'pg.Client',\n  // the pool\n"
                                      "  pool: { title: 'pg.Pool' },\n  old: { display: 'hidden' },\n}\n")
    for name in ("cursor", "client", "pool", "old"):
        page(pages / "apis" / f"{name}.mdx", f"Text of {name}.\n")
    page(pages / "guides" / "_meta.json", '{"upgrading": "Upgrading", "async-express": "Express with async/await"}')
    page(pages / "guides" / "async-express.md", "# Express\n\nRoutes.\n")
    page(pages / "guides" / "upgrading.md", "# Upgrading\n\nTo version 8.\n")
    page(pages / "features" / "connecting.mdx", "# Connecting\n\nConnect first.\n")
    loaded = load_config(guide(tmp_path, "  - site: pages\n    published: 2026-01-05T10:00:00Z"))
    assert [(d.identity, d.title) for d in loaded.documents] == [
        ("index", None), ("announcements", "Announcements"), ("apis.client", "pg.Client"), ("apis.pool", "pg.Pool"),
        ("apis.cursor", None), ("features.connecting", None), ("guides.upgrading", None),
        ("guides.async-express", None)]
    assert loaded.found == ["documents[0]: 8 pages of pages, in the order of the Nextra site's _meta files"]


def test_a_folder_without_meta_files_is_no_nextra_site(tmp_path: Path) -> None:
    site = tmp_path / "site"
    page(site / "b.md", "# B\n\nText.\n")
    page(site / "a.md", "# A\n\nText.\n")
    page(site / "meta.js", "export default { b: 'B first' }\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["a", "b"]


def test_a_zola_site_by_the_weights_of_its_toml_front_matter(tmp_path: Path) -> None:
    """aaranxu/adidoks (Zola): ``+++`` TOML front matter's ``weight`` orders pages, and a section's ``_index.md``
    weight orders its folder, as YAML's does."""
    docs = tmp_path / "content" / "docs"
    page(docs / "_index.md", '+++\ntitle = "Docs"\nsort_by = "weight"\n+++\n\nThe documentation.\n')
    page(docs / "contributing" / "_index.md", '+++\ntitle = "Contributing"\nsort_by = "weight"\nweight = 4\n+++\n\n'
                                              "How to help.\n")
    page(docs / "contributing" / "how-to-contribute.md", '+++\ntitle = "How to Contribute"\nweight = 410\n+++\n\n'
                                                         "Open an issue first.\n")
    page(docs / "contributing" / "code-of-conduct.md", '+++\ntitle = "Code of Conduct"\nweight = 420\n+++\n\n'
                                                       "Be kind.\n")
    page(docs / "getting-started" / "_index.md", '+++\ntitle = "Getting Started"\nweight = 1\n+++\n\nStart here.\n')
    page(docs / "getting-started" / "quick-start.md", '+++\ntitle = "Quick Start"\nweight = 20\n+++\n\nInstall.\n')
    page(docs / "getting-started" / "introduction.md", '+++\ntitle = "Introduction"\nweight = 10\n+++\n\nHello.\n')
    page(docs / "getting-started" / "broken.md", '+++\ntitle = "Broken\nweight = 5\n+++\n\nUnreadable TOML.\n')
    loaded = load_config(guide(tmp_path, "  - site: content/docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "index", "getting-started", "getting-started.introduction", "getting-started.quick-start",
        "getting-started.broken", "contributing", "contributing.how-to-contribute", "contributing.code-of-conduct"]


def test_a_gitbook_s_readme_is_its_first_page_when_its_summary_does_not_link_it(tmp_path: Path) -> None:
    """grolimur/markdown-et-gitbook (legacy GitBook): ``README.md``, the course's introduction, comes first though
    ``SUMMARY.md`` links only the chapters; one with no title is "Introduction", as GitBook names it."""
    book = tmp_path / "book"
    page(book / "SUMMARY.md", "# SUMMARY\n\n## Rédiger en Markdown\n\n* [titres](ch/titres.md)\n"
                              "* [logiciels](ch/logiciels.md)\n")
    page(book / "README.md", "# Markdown et GitBook\n\nCe document est le support d'une formation.\n")
    page(book / "ch" / "titres.md", "# titres\n\nLes titres.\n")
    page(book / "ch" / "logiciels.md", "# logiciels\n\nLes logiciels.\n")
    loaded = load_config(guide(tmp_path, "  - site: book\n    published: 2026-01-05T10:00:00Z"))
    assert [(d.identity, d.title) for d in loaded.documents] == [
        ("README", None), ("ch.titres", None), ("ch.logiciels", None)]
    page(book / "README.md", "Ce document est le support d'une formation.\n")
    loaded = load_config(guide(tmp_path, "  - site: book\n    published: 2026-01-05T10:00:00Z"))
    assert (loaded.documents[0].identity, loaded.documents[0].title) == ("README", "Introduction")


def test_an_mdbook_s_readme_is_no_page_unless_its_summary_links_it(tmp_path: Path) -> None:
    book = tmp_path / "book"
    page(book / "book.toml", "[book]\ntitle = 'Tool'\n")
    page(book / "src" / "SUMMARY.md", "# Summary\n\n- [Start](start.md)\n")
    page(book / "src" / "README.md", "# Notes\n\nFor the book's authors.\n")
    page(book / "src" / "start.md", "# Start\n\nInstall it.\n")
    loaded = load_config(guide(tmp_path, "  - site: book\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["start"]


def test_a_translation_with_translated_file_names_beside_assets_is_left_out(tmp_path: Path) -> None:
    """``de/`` with pages of its own names (``ueber-uns.md`` for ``about.md``) beside ``assets/`` only: the guide's
    German, not a section of the English pages."""
    site = tmp_path / "site"
    page(site / "index.md", "# Home\n\nHome.\n")
    page(site / "about.md", "# About\n\nAbout us.\n")
    (site / "assets").mkdir()
    (site / "assets" / "logo.png").write_bytes(b"\x89PNG")
    page(site / "de" / "index.md", "# Start\n\nStart.\n")
    page(site / "de" / "ueber-uns.md", "# Über uns\n\nÜber uns.\n")
    page(site / "de" / "anleitung" / "erste-schritte.md", "# Erste Schritte\n\nLos geht's.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "about"]


def test_folders_named_like_languages_the_guide_lacks_are_sections(tmp_path: Path) -> None:
    """``hr/`` (human resources) and ``it/`` (IT) alone: the guide has neither language, so both are sections."""
    site = tmp_path / "site"
    page(site / "index.md", "# Handbook\n\nThe handbook.\n")
    page(site / "hr" / "holidays.md", "# Holidays\n\nTake them.\n")
    page(site / "it" / "laptops.md", "# Laptops\n\nOne each.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "hr.holidays", "it.laptops"]


VITEPRESS = """\
import { defineConfig, type DefaultTheme } from 'vitepress'

// https://vitepress.dev/reference/site-config
export default defineConfig({
  locales: {
    root: { label: 'English', lang: 'en', link: '/en/',
      themeConfig: {
        nav: [ { text: 'Documentation', link: '/en/documentation/' } ],
        sidebar: {
          '/en/documentation/': { items: sidebarDocs() },
        },
        footer: { message: 'Licensed under the GNU v2 License. <a href="/en/imprint/">Imprint</a>' },
      } } },
  cleanUrls: true,
  themeConfig: { socialLinks: [ { icon: 'github', link: 'https://github.com/wielebenwir/commonsbooking' } ] }
})

export function sidebarDocs(): DefaultTheme.SidebarItem[] {
  return [
      { text: 'Setup', base: '/en/documentation/setup/', collapsed: true,
        items: [
          { text: 'Install', link: 'install' },
          { text: 'Update information', link: 'update-news' }
        ] },
      { text: 'First steps', base: '/en/documentation/first-steps/', link: '/', collapsed: true,
        items: [
          { text: 'Create item', link: 'create-item' },
          { text: 'Timeframes: Configure a location\\'s holidays', link: 'timeframes-holidays' }
        ] },
      { text: 'Frequently Asked Questions (FAQ)', link: '/en/documentation/faq/', items: [] },
  ]
}
"""


def test_a_vitepress_site_in_the_order_and_with_the_titles_of_its_sidebar(tmp_path: Path) -> None:
    """wielebenwir/commonsbooking's docs (VitePress, GPL-2.0): ``themeConfig.sidebar`` keyed by path in a locale,
    its items from a function, each group's ``base`` before its links (``link: '/'`` the group's index page) orders
    the pages; the ``text`` titles a page without its own title; pages it does not link (the overview the top nav
    links, a page in no group) are left out, and said so; the home page is outside the language's folder."""
    docs = tmp_path / "docs"
    page(docs / ".vitepress" / "config.mts", VITEPRESS)
    page(docs / "index.md", "---\nlayout: home\nhero:\n  name: CommonsBooking\n---\n")
    documentation = docs / "en" / "documentation"
    page(documentation / "index.md", "# Documentation\n\nFind your way around.\n")
    for name in ("setup/install", "setup/update-news", "first-steps/index", "first-steps/timeframes-holidays",
                 "faq/index", "administration/widget"):
        page(documentation / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    page(documentation / "first-steps" / "create-item.md", "Items are what you lend.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [(d.identity, d.title) for d in loaded.documents] == [
        ("documentation.setup.install", None), ("documentation.setup.update-news", None),
        ("documentation.first-steps", None), ("documentation.first-steps.create-item", "Create item"),
        ("documentation.first-steps.timeframes-holidays", None), ("documentation.faq", None)]
    assert loaded.found == ["documents[0]: 6 pages of docs, in the order of the VitePress sidebar of"
                            " .vitepress/config.mts (left out: 2 pages it does not link)"]


def test_a_vitepress_sidebar_of_groups_links_pages_without_their_suffix(tmp_path: Path) -> None:
    """VitePress' own docs' shape: an array of groups, ``/guide/`` a folder's ``index.md``, ``.md`` and ``.html``
    links too, a link elsewhere no page."""
    docs = tmp_path / "docs"
    page(docs / ".vitepress" / "config.js", "export default {\n  themeConfig: {\n    sidebar: [\n"
                                            "      { text: 'Guide', items: [\n"
                                            "        { text: 'Zebra', link: '/guide/zebra' },  // first\n"
                                            "        { text: 'Intro', link: '/guide/' },\n"
                                            "        { text: 'Apple', link: '/guide/apple.html' },\n"
                                            "        { text: 'Home', link: 'https://vitepress.dev/' } ] } ] } }\n")
    for name in ("guide/index", "guide/apple", "guide/zebra"):
        page(docs / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["guide.zebra", "guide", "guide.apple"]
    assert loaded.found == ["documents[0]: 3 pages of docs, in the order of the VitePress sidebar of"
                            " .vitepress/config.js"]


BLUAU_INDEX = """\
import { defineConfig } from 'vitepress'
import { shared } from './shared'
import { en } from '../config/en'

export default defineConfig({
    ...shared,
    locales: {
        root: { label: 'English', ...en },
    }
})"""
BLUAU_SHARED = """\
import { defineConfig } from 'vitepress'

export const shared = defineConfig({
    title: 'BLuau',
    base: '/BLuau/',
    rewrites: {
        'en/:rest*': ':rest*'
    },
})
"""
BLUAU_EN = """\
import { defineConfig } from 'vitepress'

export const en = defineConfig({
    lang: 'en-US',
    themeConfig: {
        sidebar: {
            '/whatsnew/': { base: '/whatsnew/', items: sidebarWhatsNew() },
            '/api-reference/': { base: '/api-reference/', items: sidebarAPIReference() }
        },
    },
})

function sidebarWhatsNew() {
    return [
        {
            text: 'Docs By Versions',
            collapsed: false,
            items: [
                { text: 'BLuau 1.1 (in development)', link: '1.1.html' },
                { text: 'BLuau 1.0 (stable)', link: '1.0.html' }
            ]
        }
    ]
}

function sidebarAPIReference() {
    return [
        {
            text: 'API Reference',
            collapsed: false,
            items: [
                {
                    text: '1. Data Persistence',
                    link: 'data-persistence/index.html',
                    items: [
                        { text: '1.1. rbxdss', link: 'data-persistence/rbxdss.html' },
                        { text: '1.2. authz', link: 'data-persistence/authz.html' },
                    ]
                },
            ]
        }
    ]
}
"""


def test_a_vitepress_config_folder_gathers_its_files_and_rewrites_route_the_links(tmp_path: Path) -> None:
    """blockguard-sf/BLuau's docs (VitePress, Apache-2.0): the config is ``.vitepress/config/index.ts``, its sidebar
    in ``en.ts`` beside it, and ``rewrites`` in ``shared.ts`` show ``en/whatsnew/1.1.md`` at ``/whatsnew/1.1``."""
    docs = tmp_path / "docs"
    page(docs / ".vitepress" / "config" / "index.ts", BLUAU_INDEX)
    page(docs / ".vitepress" / "config" / "shared.ts", BLUAU_SHARED)
    page(docs / ".vitepress" / "config" / "en.ts", BLUAU_EN)
    for name in ("whatsnew/index", "whatsnew/1.0", "whatsnew/1.1", "api-reference/data-persistence/index",
                 "api-reference/data-persistence/authz", "api-reference/data-persistence/rbxdss"):
        page(docs / "en" / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "whatsnew.1-1", "whatsnew.1-0", "api-reference.data-persistence", "api-reference.data-persistence.rbxdss",
        "api-reference.data-persistence.authz"]
    assert loaded.found == ["documents[0]: 5 pages of docs, in the order of the VitePress sidebar of"
                            " .vitepress/config/index.ts (left out: 1 page it does not link)"]


def test_a_folder_of_a_vitepress_site_is_in_the_order_of_the_site_s_sidebar(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    page(docs / ".vitepress" / "config.ts", "export default { themeConfig: { sidebar: [\n"
                                            "  { link: '/other' }, { link: '/guide/zebra' }, { link: '/guide/apple' }"
                                            " ] } }\n")
    for name in ("other", "guide/apple", "guide/zebra"):
        page(docs / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs/guide\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["zebra", "apple"]
    assert loaded.found == ["documents[0]: 2 pages of docs/guide, in the order of the VitePress sidebar of"
                            " .vitepress/config.ts"]


def test_a_folder_without_a_vitepress_config_or_sidebar_is_its_tree(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    for name in ("b", "a"):
        page(docs / f"{name}.md", f"# {name}\n\nText.\n")
    page(docs / "vitepress" / "config.js", "export default { themeConfig: { sidebar: [{ link: '/b' }] } }\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["a", "b"]
    page(docs / ".vitepress" / "config.ts", "export default { title: 'No sidebar', themeConfig: { nav: [] } }\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["a", "b"]
    assert "VitePress sidebar of .vitepress/config.ts links no page" in loaded.found[0]


STARLIGHT = """\
import starlight from '@astrojs/starlight'
import { defineConfig } from 'astro/config'

export default defineConfig({
  integrations: [
    starlight({
      editLink: { baseUrl: 'https://github.com/HiDeoo/starlight-links-validator/edit/main/docs/' },
      sidebar: [
        { label: 'Start Here', items: ['getting-started', 'configuration'] },
        { label: 'Guides', items: [{ slug: 'guides/conditional-validation' }] },
        { label: 'Errors', items: [{ autogenerate: { directory: 'errors' } }] },
        { label: 'Resources', items: ['resources/showcase',
                                      { label: 'Plugins and Tools', link: '/resources/starlight/' },
                                      { label: 'Astro', link: 'https://astro.build/' }] },
      ],
      title: 'Starlight Links Validator',
    }),
  ],
  trailingSlash: 'always',
})
"""


def test_a_starlight_site_in_the_order_of_its_sidebar_and_its_pages_only(tmp_path: Path) -> None:
    """HiDeoo/starlight-links-validator's docs (Starlight, MIT): ``astro.config.ts``'s ``starlight({ sidebar })``
    orders the pages of ``src/content/docs`` (slugs, ``{ slug }``, a ``link`` to a page, a folder autogenerated by
    ``sidebar.order``, then by name, a hidden page not); the splash home page it does not name is left out, and the
    repository's ``docs/README.md`` (how to develop the site) is no page of it."""
    docs = tmp_path / "docs"
    page(docs / "astro.config.ts", STARLIGHT)
    page(docs / "README.md", "# Docs\n\nHow to develop this site.\n")
    content = docs / "src" / "content" / "docs"
    page(content / "index.mdx", "---\ntitle: Starlight Links Validator\ntemplate: splash\n---\n\nValidate links.\n")
    for name in ("getting-started", "configuration", "guides/conditional-validation", "resources/showcase",
                 "resources/starlight"):
        page(content / f"{name}.mdx", f"---\ntitle: {name}\n---\n\nText of {name}.\n")
    for name, order in (("invalid-hash", "2"), ("same-site", ""), ("invalid-link", "1"), ("local-link", ""),
                        ("draft", "0\n  hidden: true")):
        front = f"sidebar:\n  order: {order}\n" if order else ""
        page(content / "errors" / f"{name}.mdx", f"---\ntitle: {name}\n{front}---\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "getting-started", "configuration", "guides.conditional-validation", "errors.invalid-link",
        "errors.invalid-hash", "errors.local-link", "errors.same-site", "resources.showcase", "resources.starlight"]
    assert loaded.found == ["documents[0]: 9 pages of docs, in the order of the Starlight sidebar of astro.config.ts"
                            " (left out: 2 pages it does not link)"]
    page(docs / "astro.config.ts", "import starlight from '@astrojs/starlight'\n"
                                   "export default { integrations: [starlight({ title: 'T' })] }\n")
    loaded = load_config(guide(tmp_path, "  - site: docs/src/content/docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [  # no sidebar: Starlight's, a folder by its lowest order
        "errors.invalid-link", "errors.invalid-hash", "errors.local-link", "errors.same-site", "index",
        "configuration", "getting-started", "guides.conditional-validation", "resources.showcase",
        "resources.starlight"]


def test_an_astro_site_without_starlight_is_its_tree(tmp_path: Path) -> None:
    site = tmp_path / "site"
    page(site / "astro.config.mjs", "export default defineConfig({ sidebar: ['b'] })\n")
    page(site / "src" / "content" / "docs" / "b.md", "# B\n\nText.\n")
    page(site / "a.md", "# A\n\nText.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["a", "src.content.docs.b"]


def test_a_docsify_sidebar_s_links_under_the_path_the_site_is_served_at(tmp_path: Path) -> None:
    """docsifyjs/docs-es (MIT), served at ``/es/`` of docsify.js.org: its ``_sidebar.md`` links ``/es/quickstart.md``,
    which is the folder's own ``quickstart.md``; a page the sidebar does not link (``emoji.md``, a table of emoji
    codes) is no page, nor is a link to a page not there (``/es/changelog.md``) or the navbar."""
    site = tmp_path / "docs-es"
    page(site / "_sidebar.md", "- Empezando\n\n  - [Inicio Rápido](/es/quickstart.md)\n"
                               "  - [Escribir más páginas](/es/more-pages.md)\n\n- Personalización\n\n"
                               "  - [Configuración](/es/configuration.md)\n\n- [Changelog](/es/changelog.md)\n")
    page(site / "_navbar.md", "- Translations\n  - [:uk: English](/)\n  - [:de: Deutsch](/de-de/)\n"
                              "  - [:es: Spanish](/es/)\n")
    for name in ("README", "quickstart", "more-pages", "configuration", "emoji"):
        page(site / f"{name}.md", f"# {name}\n\nTexto de {name}.\n")
    config = (GUIDE.format(documents="  - site: docs-es\n    published: 2026-01-05T10:00:00Z")
              .replace("languages:\n  - code: en\n    voice: en-us\n  - code: de\n",
                       "source_language: es\nlanguages:\n  - code: es\n"))
    (tmp_path / "audioguide.yml").write_text(config, encoding="utf-8")
    loaded = load_config(tmp_path / "audioguide.yml")
    assert [d.identity for d in loaded.documents] == ["README", "quickstart", "more-pages", "configuration"]
    assert loaded.found == ["documents[0]: 4 pages of docs-es, in the order of _sidebar.md"]
    shutil.move(site, tmp_path / "guia")  # the folder's own name: the path it is served at
    for name in ("quickstart", "more-pages", "configuration"):
        page(tmp_path / "guia" / "_sidebar.md", (tmp_path / "guia" / "_sidebar.md").read_text(encoding="utf-8")
             .replace(f"/es/{name}.md", f"/guia/{name}"))
    loaded = load_config(guide(tmp_path, "  - site: guia\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["README", "quickstart", "more-pages", "configuration"]


def test_a_docsify_link_under_a_folder_of_the_site_is_that_folder_s_page(tmp_path: Path) -> None:
    """A folder named as the language (``es/``) holding pages: a link into it is its page, not the root's."""
    site = tmp_path / "docs"
    page(site / "_sidebar.md", "- [Inicio](/es/quickstart.md)\n- [Otra](/quickstart.md)\n")
    page(site / "README.md", "# Home\n\nHome.\n")
    page(site / "quickstart.md", "# Root\n\nRoot.\n")
    page(site / "es" / "quickstart.md", "# Es\n\nEs.\n")
    config = (GUIDE.format(documents="  - site: docs\n    published: 2026-01-05T10:00:00Z")
              .replace("languages:\n  - code: en\n    voice: en-us\n  - code: de\n",
                       "source_language: es\nlanguages:\n  - code: es\n"))
    (tmp_path / "audioguide.yml").write_text(config, encoding="utf-8")
    loaded = load_config(tmp_path / "audioguide.yml")
    assert [d.identity for d in loaded.documents] == ["README", "es.quickstart", "quickstart"]


WRITERSIDE_CFG = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE ihp SYSTEM "https://resources.jetbrains.com/writerside/1.0/ihp.dtd">

<ihp version="2.0">
    <topics dir="topics"/>
    <images dir="images" web-path="PatchManagerDocs"/>
    <categories src="c.list"/>
    <vars src="v.list"/>
    <instance src="hi.tree"/>
</ihp>"""
WRITERSIDE_TREE = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE instance-profile
        SYSTEM "https://resources.jetbrains.com/writerside/1.0/product-profile.dtd">

<instance-profile id="hi"
                 name="Patch Manager"
                 start-page="Overview.md">

    <toc-element topic="Overview.md"/>
    <toc-element topic="Getting-Started-With-Patch-Manager.md"/>
    <toc-element topic="General-Syntax-Tutorials.md">
        <toc-element topic="Rulesets-Selectors-and-Selection-Blocks.md"/>
        <toc-element topic="Selection-Actions.md">
        </toc-element>
        <toc-element topic="Values-Variables-and-Expressions.md"/>
    </toc-element>
    <toc-element topic="Part-Patching-Tutorials.md" >
    </toc-element>
</instance-profile>"""


@pytest.mark.parametrize("with_config", [True, False])
def test_a_writerside_project_in_the_order_of_its_tree(tmp_path: Path, with_config: bool) -> None:
    """KSP2Community/PatchManagerDocs (Writerside): ``writerside.cfg`` names the topics' folder and the instance's
    ``hi.tree``, whose nested ``toc-element``s order the topics, a topic before those under it; a topic it does not
    list is none (without the config, the tree beside ``topics`` says as much)."""
    project = tmp_path / "Writerside"
    if with_config:
        page(project / "writerside.cfg", WRITERSIDE_CFG)
    page(project / "hi.tree", WRITERSIDE_TREE)
    for name in ("Overview", "Getting-Started-With-Patch-Manager", "General-Syntax-Tutorials",
                 "Rulesets-Selectors-and-Selection-Blocks", "Selection-Actions", "Values-Variables-and-Expressions",
                 "Part-Patching-Tutorials", "Builtin-Library-Reference"):
        page(project / "topics" / f"{name}.md", f"# {name}\n\nText of {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: Writerside\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "Overview", "Getting-Started-With-Patch-Manager", "General-Syntax-Tutorials",
        "Rulesets-Selectors-and-Selection-Blocks", "Selection-Actions", "Values-Variables-and-Expressions",
        "Part-Patching-Tutorials"]
    assert loaded.found == ["documents[0]: 7 pages of Writerside, in the order of the Writerside tree hi.tree (left"
                            " out: 1 topic it does not list)"]


def test_docusaurus_unlisted_and_draft_pages_are_left_out_and_named(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Horizontal-org/Tella-website: an incident page with ``unlisted: true`` is served to a link but listed in no
    sidebar; a page with ``unlisted: false`` is listed."""
    docs = tmp_path / "docs"
    page(docs / "home.md", "---\nsidebar_position: 1\n---\n\n# Home\n\nWelcome.\n")
    page(docs / "guide.md", "---\nsidebar_position: 2\nunlisted: false\n---\n\n# Guide\n\nUse it.\n")
    page(docs / "incidents" / "ios.mdx", "---\nunlisted: true\n---\n\n# Users lost files on iOS\n\nSorry.\n")
    page(docs / "incidents" / "next.md", "---\ndraft: true\n---\n\n# Coming\n\nSoon.\n")
    (tmp_path / "sidebars.js").write_text(
        "module.exports = {tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]};\n", encoding="utf-8")
    config = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in config.documents] == ["home", "guide"]
    assert "ios.mdx: front matter unlisted: true, a page the site lists nowhere; left out of the guide" \
        in caplog.messages


def test_a_nextra_page_beside_a_folder_of_its_name_is_read_before_the_folder_s_pages(tmp_path: Path) -> None:
    """0xSplits/docs (Nextra 2): ``sdk.mdx`` beside ``sdk/`` is what the sidebar shows when the folder is opened,
    before its children; a page whose name no folder has stays where its ``_meta`` places it."""
    pages = tmp_path / "pages"
    page(pages / "_meta.json", '{"index": "Introduction", "sdk": "SDK", "react": "React"}')
    page(pages / "index.mdx", "# Docs\n\nWelcome.\n")
    page(pages / "sdk.mdx", "# Splits Development Kit\n\nThe SDK.\n")
    page(pages / "react.mdx", "# React SDK\n\nHooks.\n")
    page(pages / "sdk" / "_meta.json", '{"warehouse": "Warehouse", "utils": "Utilities"}')
    page(pages / "sdk" / "warehouse.mdx", "# Warehouse\n\nText.\n")
    page(pages / "sdk" / "utils.mdx", "# Utilities\n\nText.\n")
    loaded = load_config(guide(tmp_path, "  - site: pages\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "sdk", "sdk.warehouse", "sdk.utils", "react"]


def _vitepress_locale(name: str, prefix: str, titles: tuple[str, str, str]) -> str:
    return (f"import {{ defineConfig }} from 'vitepress'\n\nexport const {name} = defineConfig({{\n"
            f"  themeConfig: {{ sidebar: sidebar() }}\n}})\n\nfunction sidebar() {{\n  return [\n"
            f"    {{ text: 'Intro', items: [ {{ text: '{titles[0]}', link: '{prefix}/guide/overview' }},\n"
            f"      {{ text: '{titles[1]}', link: '{prefix}/guide/install' }} ] }},\n"
            f"    {{ text: 'Theme', items: [ {{ text: '{titles[2]}', link: '{prefix}/guide/colors' }} ] }},\n  ]\n}}\n")


def test_vitepress_locale_files_each_defining_function_sidebar_give_each_locale_its_own(tmp_path: Path) -> None:
    """GeotrekCE/Geotrek-rando-widget (VitePress): ``config/fr.ts`` and ``config/en.ts`` each define ``function
    sidebar()``; the root locale's call is its own file's function, not the other locale's."""
    docs = tmp_path / "docs"
    page(docs / ".vitepress" / "config" / "index.ts",
         "import { defineConfig } from 'vitepress'\nimport { en } from './en'\nimport { de } from './de'\n\n"
         "export default defineConfig({ locales: { root: { label: 'English', ...en }, de: { ...de } } })\n")
    page(docs / ".vitepress" / "config" / "en.ts", _vitepress_locale("en", "", ("Overview", "Install", "Colors")))
    page(docs / ".vitepress" / "config" / "de.ts", _vitepress_locale("de", "/de", ("Überblick", "Setup", "Farben")))
    for name in ("overview", "install", "colors"):
        page(docs / "guide" / f"{name}.md", f"# {name}\n\nText of {name}.\n")
        page(docs / "de" / "guide" / f"{name}.md", f"# {name}\n\nText von {name}.\n")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["guide.overview", "guide.install", "guide.colors"]
    assert loaded.found == ["documents[0]: 3 pages of docs, in the order of the VitePress sidebar of"
                            " .vitepress/config/index.ts"]


def test_a_jekyll_site_of_another_theme_ordering_each_folder_by_nav_order_keeps_its_tree(tmp_path: Path) -> None:
    """Near miss: a Cayman site whose pages give ``nav_order`` within their folders, no ``parent``: each folder's
    index first, its pages by ``nav_order``, the home page leading."""
    site = tmp_path / "site"
    page(site / "_config.yml", "title: Zclient\ntheme: jekyll-theme-cayman\n")
    _jtd_page(site / "index.md", "title: Home\n")
    _jtd_page(site / "api" / "index.md", "title: API\n")
    _jtd_page(site / "api" / "zclient.md", "title: Zclient\nnav_order: 1\n")
    _jtd_page(site / "api" / "auth.md", "title: Auth\nnav_order: 2\n")
    _jtd_page(site / "guide" / "index.md", "title: Guide\n")
    _jtd_page(site / "guide" / "install.md", "title: Install\nnav_order: 1\n")
    _jtd_page(site / "guide" / "usage.md", "title: Usage\nnav_order: 2\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "index", "api", "api.zclient", "api.auth", "guide", "guide.install", "guide.usage"]


def _firmware_action(folder: Path) -> Path:
    """firmware-action's mdBook, whose ``docs/src/README.md`` and ``CONTRIBUTING.md`` are symbolic links to the
    repository's own (as Git checks them out)."""
    shutil.copytree(CORPUS / "sites" / "firmware-action", folder)
    for name in ("README.md", "CONTRIBUTING.md"):
        (folder / "docs" / "src" / name).symlink_to(Path("..") / ".." / name)
    return folder


def test_an_mdbook_chapter_linked_in_from_its_repository_is_a_page_where_the_book_shows_it(tmp_path: Path) -> None:
    site = _firmware_action(tmp_path / "repo")
    loaded = load_config(guide(site, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "README", "CONTRIBUTING", "firmware-action.get_started.get_started", "firmware-action.get_started.01_repo"]
    assert loaded.found == ["documents[0]: 4 pages of docs, in the order of SUMMARY.md"]
    assert "Firmware-Action" in run_cli("script", cwd=site).stdout


def test_a_site_page_linked_from_outside_the_guide_s_folder_is_refused_with_what_to_do(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.md"
    elsewhere.write_text("# Elsewhere\n\nNot the guide's.\n", encoding="utf-8")
    site = _firmware_action(tmp_path / "repo")
    (site / "docs" / "src" / "CONTRIBUTING.md").unlink()
    (site / "docs" / "src" / "CONTRIBUTING.md").symlink_to(elsewhere)
    with pytest.raises(ConfigError) as caught:
        load_config(guide(site, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert caught.value.problems == [
        f"audioguide.yml: documents[1].path: docs/src/CONTRIBUTING.md is a symbolic link to {elsewhere}, outside the"
        " guide's folder; put the file itself there (in place of the link), or set reading.allow_outside_guide: true"]


@pytest.mark.parametrize("kind", ["tree", "sphinx"])
def test_a_folder_linked_to_a_folder_above_it_is_left_out_and_a_page_linked_twice_read_once(
        tmp_path: Path, kind: str) -> None:
    docs = tmp_path / "docs"
    if kind == "sphinx":
        page(docs / "conf.py", "project = 'Tiny'\n")
        page(docs / "index.rst", "Tiny\n====\n\n.. toctree::\n\n   start\n   readme\n   again/start\n")
    page(docs / "start.md", "# Start\n\nInstall it.\n")
    page(tmp_path / "README.md", "# Tiny\n\nA tool.\n")
    (docs / "readme.md").symlink_to(Path("..") / "README.md")
    (docs / "again").symlink_to(Path("."))
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == (["index", "start", "readme"] if kind == "sphinx"
                                                      else ["readme", "start"])


def test_a_zola_site_is_its_content_folder_not_its_themes_or_templates(tmp_path: Path) -> None:
    """A Zola site given as its folder (``config.toml`` naming its ``base_url``, AdiDoks' pages in ``content/``, the
    theme vendored in ``themes/adidoks`` with its own README, demo content and Tera templates): only ``content/``
    holds the site's pages."""
    shutil.copytree(CORPUS / "sites" / "zola-adidoks", tmp_path / "site")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "docs", "docs.getting-started", "docs.getting-started.introduction", "docs.getting-started.quick-start"]
    assert loaded.found == ["documents[0]: 4 pages of site, in the order of config.toml's content/ folder as a tree"]


def test_a_hugo_site_is_the_content_folder_its_config_names(tmp_path: Path) -> None:
    site = tmp_path / "site"
    page(site / "hugo.yaml", "baseURL: https://example.org/\ncontentDir: pages\ntheme: book\n")
    page(site / "pages" / "_index.md", "---\ntitle: Home\n---\n\nWelcome.\n")
    page(site / "pages" / "docs" / "start.md", "---\ntitle: Start\nweight: 1\n---\n\nInstall it.\n")
    page(site / "themes" / "book" / "exampleSite" / "content" / "demo.md", "# Demo\n\nThe theme's demo.\n")
    page(site / "layouts" / "partials" / "footer.html", "<footer>{{ .Site.Title }}</footer>\n")
    page(site / "README.md", "# Repository\n\nHow to build the site.\n")
    loaded = load_config(guide(tmp_path, "  - site: site\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "docs.start"]


def test_just_the_docs_lists_the_site_s_pages_then_its_collections_each_child_under_its_parent(
        tmp_path: Path) -> None:
    """Completionist's Just the Docs site: its pages out of collections (Home, PRO, by ``nav_order``; the README
    excluded by the config) come first, then the ``docs`` collection ``just_the_docs.collections`` names, in its
    navigation's order, where Caching (``parent: Shortcodes``) follows Shortcodes, not the collection's next page."""
    shutil.copytree(CORPUS / "sites" / "completionist", tmp_path / "docs")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "index", "pro", "docs.getting-started", "docs.shortcodes", "docs.shortcodes.caching", "docs.disconnect-asana"]
    assert loaded.found == ["documents[0]: 6 pages of docs, in the order of _config.yml's pages, then its collection"
                            " docs, as Just the Docs' navigation lists them"]


def test_just_the_docs_leaves_out_a_collection_kept_out_of_its_navigation(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "sites" / "completionist", tmp_path / "docs")
    config = tmp_path / "docs" / "_config.yml"
    config.write_text(config.read_text(encoding="utf-8").replace("      name: Docs\n",
                                                                 "      name: Docs\n      nav_exclude: true\n"),
                      encoding="utf-8")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == ["index", "pro"]


def test_a_quarto_website_in_the_order_of_its_navbar_with_each_sidebar_where_the_navbar_links_it(
        tmp_path: Path) -> None:
    """quartodoc's website: its navbar links Get Started (the page its sidebar starts with), Examples and Tutorials
    (folders: their index pages) and Reference (``api/``, which the build generates); the sidebar's pages take Get
    Started's place, the folders' pages follow, and the links to no page are named as left out."""
    shutil.copytree(CORPUS / "sites" / "quartodoc", tmp_path / "docs")
    loaded = load_config(guide(tmp_path, "  - site: docs\n    published: 2026-01-05T10:00:00Z"))
    assert [d.identity for d in loaded.documents] == [
        "get-started.overview", "get-started.basic-docs", "examples", "tutorials"]
    assert loaded.found == [
        "documents[0]: 4 pages of docs, in the order of _quarto.yml's website navbar and sidebar (left out:"
        " api/, get-started/basic-content.qmd, get-started/basic-building.qmd, get-started/crossrefs.qmd,"
        " get-started/sidebar.qmd and 11 more, links to no page of the project)"]


def test_a_multilingual_hugo_site_is_the_source_language_s_content_folder_with_the_others_as_translations(
        tmp_path: Path) -> None:
    """The kubernetes and docsy-example layout: the config's own ``contentDir`` is English's, and each language of
    ``languages`` has its own. A guide in Spanish reads ``content/es``, not the first ``contentDir`` of the config;
    a guide in English reads ``content/en``, with the Spanish pages as translations; a language's folder needs no
    name of a language (``spanish/``), and ``config/_default/languages.yaml`` counts as the config's."""
    site = tmp_path / "site"
    page(site / "hugo.toml", 'baseURL = "https://example.org/"\ncontentDir = "content/en"\n'
                             'defaultContentLanguage = "en"\n\n'
                             '[languages.en]\nweight = 1\ncontentDir = "content/en"\n\n'
                             '[languages.es]\nweight = 2\ncontentDir = "content/es"\n')
    for code, home, start in (("en", "Welcome.", "Install it."), ("es", "Bienvenida.", "Instálalo.")):
        page(site / "content" / code / "_index.md", f"---\ntitle: {home}\n---\n\n{home}\n")
        page(site / "content" / code / "docs" / "start.md", f"---\ntitle: {start}\nweight: 1\n---\n\n{start}\n")
    page(site / "themes" / "docsy" / "README.md", "# Docsy\n\nThe theme.\n")

    def loaded(source: str, languages: str) -> GuideConfig:
        text = (GUIDE.format(documents="  - site: site\n    published: 2026-01-05T10:00:00Z")
                .replace("languages:\n  - code: en\n    voice: en-us\n  - code: de\n",
                         f"source_language: {source}\nlanguages:\n{languages}"))
        (tmp_path / "audioguide.yml").write_text(text, encoding="utf-8")
        return load_config(tmp_path / "audioguide.yml")

    spanish = loaded("es", "  - code: es\n  - code: en\n    voice: en-us\n")
    assert [d.path for d in spanish.documents] == [site / "content" / "es" / "_index.md",
                                                   site / "content" / "es" / "docs" / "start.md"]
    assert [d.translations for d in spanish.documents] == [
        {"en": site / "content" / "en" / "_index.md"}, {"en": site / "content" / "en" / "docs" / "start.md"}]
    assert spanish.found == ["documents[0]: 2 pages of site, in the order of hugo.toml's content/es/ folder as a tree"]
    english = loaded("en", "  - code: en\n    voice: en-us\n  - code: es\n")
    assert [d.path for d in english.documents] == [site / "content" / "en" / "_index.md",
                                                   site / "content" / "en" / "docs" / "start.md"]
    assert [sorted(d.translations) for d in english.documents] == [["es"], ["es"]]
    shutil.rmtree(site)
    page(site / "config" / "_default" / "hugo.yaml", "baseURL: https://example.org/\ndefaultContentLanguage: es\n")
    page(site / "config" / "_default" / "languages.yaml",
         "es:\n  weight: 1\n  contentDir: spanish\nen:\n  weight: 2\n  contentDir: english\n")
    page(site / "spanish" / "docs" / "start.md", "---\ntitle: Empezar\n---\n\nInstálalo.\n")
    page(site / "english" / "docs" / "start.md", "---\ntitle: Start\n---\n\nInstall it.\n")
    for source, own, other in (("es", "spanish", "english"), ("en", "english", "spanish")):
        guide_languages = "  - code: es\n  - code: en\n    voice: en-us\n"
        found = loaded(source, guide_languages)
        assert [d.path for d in found.documents] == [site / own / "docs" / "start.md"]
        assert [d.translations for d in found.documents] == [
            {"es" if source == "en" else "en": site / other / "docs" / "start.md"}]


def test_a_hugo_yaml_config_s_norwegian_language_is_no_not_false(tmp_path: Path) -> None:
    """docsy-example's ``hugo.yaml``: the language key ``no:`` is Norwegian (Hugo reads YAML 1.2), not YAML 1.1's
    false, so a guide in Norwegian reads ``content/no`` with the English pages as its translations."""
    from audioguide.config.sites import expand

    site = tmp_path / "site"
    page(site / "hugo.yaml", "baseURL: https://example.org/\ncontentDir: content/en\ndefaultContentLanguage: en\n"
                             "languages:\n  en:\n    weight: 1\n  no:\n    contentDir: content/no\n")
    page(site / "content" / "en" / "docs" / "start.md", "---\ntitle: Start\n---\n\nInstall it.\n")
    page(site / "content" / "no" / "docs" / "start.md", "---\ntitle: Start\n---\n\nInstaller det.\n")
    documents, found = expand({"site": "site", "published": "2026-01-05T10:00:00Z"}, 0, tmp_path, ["no", "en"], "no")
    assert [(d["path"], d.get("translations")) for d in documents] == [
        ("site/content/no/docs/start.md", {"en": "site/content/en/docs/start.md"})]
    assert found.how == "hugo.yaml's content/no/ folder as a tree"
