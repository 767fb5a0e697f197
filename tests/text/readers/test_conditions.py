"""Which branch of a template's condition the site renders (text/readers/_conditions.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audioguide.text.documents import Document, read_document
from audioguide.text.readers import Skipped
from audioguide.text.readers._conditions import holds
from audioguide.text.readers._macros import PAGE

AWS = """---
title: Configuring OpenID Connect in Amazon Web Services
versions:
  fpt: '*'
  ghec: '*'
  ghes: '*'
---

{% ifversion ghes %}
  {% note %}

  **Note:** {% data variables.product.prodname_dotcom %} does not natively support AWS session tags.

  {% endnote %}
{% endif %}

## Adding the identity provider to AWS

- For the provider URL: Use {% ifversion ghes %}`https://HOSTNAME/_services/token`{% else %}`https://token.actions.githubusercontent.com`{% endif %}
- For the "Audience": Use `sts.amazonaws.com` if you are using the official action.

{% ifversion actions-caching %}Caches are kept for seven days.{% endif %}{% ifversion ghes > 3.4 %} Ask your administrator.{% endif %}
"""  # noqa: E501
"""github/docs, content/actions/deployment/security-hardening-your-deployments/configuring-openid-connect-in-amazon-web-
services.md at 022e8655be3c573632286ee21a7eeb6fdf58da18 (CC-BY-4.0), cut; the last line's conditions are the site's
own forms (a feature, a release range) around sentences written for the test."""
CACHING = "# Reference: #6456\nversions:\n  fpt: '*'\n  ghec: '*'\n  ghes: '>=3.5'\n  ghae: '>= 3.5'\n"
"""github/docs, data/features/actions-caching.yml at e9ca799f4255119b5521455fc337e87b64b9f815 (CC-BY-4.0)."""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def said(document: Document) -> list[str]:
    return [p.text for section in document.sections for p in section.paragraphs]


def read(page: Path, **options: object) -> Document:
    readers = (("markdown", json.dumps(options, sort_keys=True)),) if options else ()
    return read_document(page, page.name, part_words=350, readers=readers)


@pytest.fixture
def github_docs(tmp_path: Path) -> Path:
    write(tmp_path / "docs" / "data" / "features" / "actions-caching.yml", CACHING)
    write(tmp_path / "docs" / "data" / "variables" / "product.yml", "prodname_dotcom: 'GitHub'\n")
    return write(tmp_path / "docs" / "content" / "actions" / "aws.md", AWS)


def test_github_docs_pages_read_as_docs_github_com_shows_them_first(github_docs: Path) -> None:
    document = read(github_docs)
    assert said(document) == [
        "For the provider URL: Use https://token.actions.githubusercontent.com",
        'For the "Audience": Use sts.amazonaws.com if you are using the official action.',
        "Caches are kept for seven days."]
    assert not [item for item in document.skipped if "ifversion" in item.what or "branch" in item.what]


def test_a_guide_names_the_github_docs_version_it_reads(github_docs: Path) -> None:
    assert said(read(github_docs, version="ghes@3.4"))[:2] == [
        "Note: GitHub does not natively support AWS session tags.",
        "For the provider URL: Use https://HOSTNAME/_services/token"]
    assert said(read(github_docs, version="enterprise-server@3.10"))[-1] == (
        "Caches are kept for seven days. Ask your administrator.")
    unsure = read(github_docs, version="ghes")  # no release: its ranges are not known
    assert said(unsure)[-1] == "Caches are kept for seven days. Ask your administrator."
    assert [item.what for item in unsure.skipped if "ifversion" in item.what] == [
        "template tag {% ifversion actions-caching %}", "template tag {% ifversion ghes > 3.4 %}"]


def test_a_page_not_written_for_github_com_is_read_for_enterprise_cloud(tmp_path: Path) -> None:
    page = write(tmp_path / "docs" / "content" / "a.md",
                 "---\ntitle: Audit\nversions:\n  ghec: '*'\n  ghes: '*'\n---\n\n"
                 "Owners can{% ifversion ghec %} stream{% else %} export{% endif %} the audit log.\n")
    assert said(read(page)) == ["Owners can stream the audit log."]


RADIAL_MENU = """---
title: Configuration
---

### Change the AnimationSpeedFactor property

The default value of the __AnimationSpeedFactor__ property is {% if site.site_name == 'WPF' %}*1.5d*{% endif %}{% if site.site_name == 'Silverlight' %}*1.6d*{% endif %} and the minimum possible value is *0.1d*.

You can find the required assemblies for each control from the suite in the {% if site.site_name == 'Silverlight' %}[Controls Dependencies](silverlight.md){% else %}[Controls Dependencies](wpf.md){% endif %} help article.

* The __TabStopMode__ property of the __column__ denotes if its cells could gain focus with the TAB key navigation.
{% if site.site_name == 'Silverlight' %}

* If you are looking for a better way to control how the tab navigation cycles inside the __RadGridView__, use the property __TabNavigation__.
{% endif %}
"""  # noqa: E501
"""telerik/xaml-docs: controls/radradialmenu/features/configuration.md, and a sentence each from
controls/radcontextmenu/getting-started.md and controls/radgridview/accessibility/keyboard-support.md
(links shortened); its ``_config.yml`` at 00a6bc02e7a18b54072722f7bd816407b9966c19 sets ``site_name: WPF``."""


def test_a_jekyll_condition_is_read_from_the_site_s_config_or_the_guide_s_variables(tmp_path: Path) -> None:
    write(tmp_path / "_config.yml", 'url: "https://docs.telerik.com/devtools/wpf"\nsite_name: WPF\n')
    page = write(tmp_path / "controls" / "configuration.md", RADIAL_MENU)
    document = read(page)
    assert said(document) == [
        "The default value of the AnimationSpeedFactor property is 1.5d and the minimum possible value is 0.1d.",
        "You can find the required assemblies for each control from the suite in the Controls Dependencies help"
        " article.",
        "The TabStopMode property of the column denotes if its cells could gain focus with the TAB key navigation."]
    assert document.skipped == ()
    silverlight = said(read(page, variables={"site.site_name": "Silverlight"}))
    assert "1.6d and the minimum" in silverlight[0] and len(silverlight) == 4


BEEWARE = """# Welcome to the BeeWare Tutorial

**Write Python. Run Anywhere.**

{% if config.extra.translation_type == "original" %}

/// admonition | Translations are available

If you're not comfortable with English, translations of this tutorial are available in [Deutsch](https://tutorial.beeware.org/de).

///

{% endif %}

{% if config.extra.translation_type == "machine" %}

/// admonition | This is a machine translation!

This version of the tutorial has been generated by machine translation.

///

{% endif %}

## What is BeeWare?

BeeWare is not a single product, or tool, or library - it's a collection of tools and libraries.
"""
"""beeware/beeware-tutorial, docs/en/index.md at 4c2cd3389e2360eb03ce8b45351a933792c0a0ff (cut: one language,
two of its three conditions); each language's ``mkdocs.<lang>.yml`` sets ``extra.translation_type``."""


def test_a_mkdocs_macros_condition_is_read_from_mkdocs_yml_or_the_guide_s_variables(tmp_path: Path) -> None:
    page = write(tmp_path / "docs" / "en" / "index.md", BEEWARE)
    unknown = read(page)  # mkdocs.en.yml is not the site's mkdocs.yml: unknown, every branch read and reported
    assert said(unknown)[1:-1] == [
        "Translations are available: If you're not comfortable with English, translations of this tutorial are"
        " available in Deutsch.",
        "This is a machine translation! This version of the tutorial has been generated by machine translation."]
    assert [item.line for item in unknown.skipped] == [5, 15]
    english = read(page, variables={"config.extra.translation_type": "original"})
    assert said(english)[1:-1] == said(unknown)[1:2] and english.skipped == ()
    write(tmp_path / "mkdocs.yml", "INHERIT: config.yml\nsite_name: BeeWare Tutorial\n"
                                   "extra:\n  translation_type: machine\n"
                                   "markdown_extensions:\n  - pymdownx.emoji:\n      emoji_index: !!python/name:x.y\n")
    write(tmp_path / "config.yml", "plugins:\n  search: {}\n  macros: {}\n")  # the site's base config runs macros
    assert said(read(page))[1:-1] == said(unknown)[2:3]
    write(tmp_path / "config.yml", "plugins:\n  search: {}\n")  # no plugin renders Jinja: the page shows its tags
    assert said(read(page))[1:3] == ['{% if config.extra.translation_type == "original" %}',
                                     "Translations are available: If you're not comfortable with English, translations"
                                     " of this tutorial are available in Deutsch."]


@pytest.mark.parametrize("name, expression, variables, expected", [
    ("if", "site.x == 'WPF'", {"site.x": "WPF"}, True),
    ("if", "site.x != 'WPF'", {"site.x": "WPF"}, False),
    ("if", "site.x == 'WPF'", {}, None),  # no site: unknown
    ("unless", "site.x", {"site.x": False}, True),
    ("if", "a or b and c", {"a": True, "b": False}, True),  # right to left: a or (b and c)
    ("if", "a and b or c", {"a": False}, False),  # a and (b or c)
    ("if", "a and b", {"a": True}, None),
    ("if", "page.beta", {}, False),  # not in the front matter: nil
    ("if", "page.url", {}, None),  # Jekyll sets it
    ("if", "page.tags contains 'cli'", {"page.tags": ["cli", "web"]}, True),
    ("if", "site.n >= 3", {"site.n": 4}, True),
    ("if", "site.n > 'a'", {"site.n": 4}, None),
    ("if", "site.list == empty", {"site.list": []}, True),
    ("if", "site.title", {"site.title": ""}, True),  # Liquid: only nil and false are false
    ("if", "not site.beta", {"site.beta": True}, False),
    ("if", "site.x | size > 2", {"site.x": "abc"}, None),  # a filter: not read here
    ("ifversion", "fpt or ghec", {}, True),
    ("ifversion", "not fpt", {}, False),
    ("ifversion", "ghes < 3.9", {}, False),  # another plan
    ("ifversion", "ghes != 3.9", {}, True),
    ("ifversion", "no-such-feature", {}, None),
])
def test_conditions(name: str, expression: str, variables: dict[str, object], expected: bool | None) -> None:
    token = PAGE.set({"title": "T"})
    try:
        assert holds(name, expression, variables) is expected
    finally:
        PAGE.reset(token)


def test_an_unknown_case_reads_its_first_when_and_a_known_one_its_match(tmp_path: Path) -> None:
    page = write(tmp_path / "page.md", "{% case site.plan %}{% when 'free' %}Free plans keep it.{% when 'pro',"
                                       " 'team' %}Paid plans keep it longer.{% else %}Ask.{% endcase %}\n")
    assert said(read(page)) == ["Free plans keep it."]
    assert said(read(page, variables={"site.plan": "team"})) == ["Paid plans keep it longer."]
    assert said(read(page, variables={"site.plan": "none"})) == ["Ask."]
    assert Skipped(1, "another branch of a condition (another version's text)", 6) in read(page).skipped
