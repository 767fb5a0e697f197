"""Shortcodes and macros read as the words the page shows (text/readers/_macros.py), on real site pages."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from audioguide.text.documents import read_document
from audioguide.text.readers import Skipped
from audioguide.text.readers._macros import parse, spoken
from audioguide.text.readers.markdown import MarkdownOptions, MarkdownReader
from tests.support import TESTS, make_tiny_guide, run_cli

SITE = TESTS / "corpus" / "sites" / "kubernetes-es" / "content" / "es" / "docs"


@pytest.mark.parametrize(("kind", "inner", "alone", "said"), [
    # Hugo and Docsy (the Kubernetes site)
    ("{{<", ' glossary_tooltip text="pod" term_id="pod" ', False, "pod"),
    ("{{<", ' glossary_tooltip\ntext="tolerations" term_id="toleration" ', False, "tolerations"),
    ("{{<", ' glossary_tooltip term_id="control-plane" ', False, "control plane"),
    ("{{%", ' heading "whatsnext" ', False, "What's next"),
    ("{{%", " whatsnext-heading ", True, "## What's next"),
    ("{{%", " prerequisites-heading ", True, "## Before you begin"),
    ("{{<", " version-check ", False, "To check the version, enter kubectl version."),
    ("{{<", ' api-reference page="workload-resources/daemon-set-v1" ', False, "daemon set"),
    ("{{<", ' feature-state for_k8s_version="v1.25" state="stable" ', True, "Feature state: Kubernetes v1.25, stable."),
    ("{{<", ' table caption="Tolerations for DaemonSet pods" ', True, "Tolerations for DaemonSet pods"),
    ("{{<", ' codenew file="controllers/daemonset.yaml" ', True, None),
    ("{{<", ' glossary_definition term_id="etcd" length="all" ', True, None),  # no site beside it
    # MDN's macros
    ("{{", 'Glossary("Character encoding", "character encoding")', False, "character encoding"),
    ("{{", 'Glossary("Rate_limit")', False, "Rate limit"),
    ("{{", 'HTTPHeader("Retry-After")', False, "Retry-After"),
    ("{{", 'HTTPStatus("429", "429 Too Many Requests")', False, "429 Too Many Requests"),
    ("{{", 'HTMLElement("div")', False, "div"),
    ("{{", 'domxref("Window.open()", "open()")', False, "open()"),
    ("{{", 'Interwiki("wikipedia", "UTF-8")', False, "UTF-8"),
    ("{{", 'RFC("7231", "503 Service Unavailable" , "6.6.4")', False,
     "RFC 7231, section 6.6.4: 503 Service Unavailable"),
    ("{{", "optional_inline", False, "Optional"),
    ("{{", "bug(725490)", False, "bug 725490"),
    ("{{", "HTTPSidebar", True, None),
    ("{{", 'Compat("http/status", "503")', True, None),
    ("{{", "Specifications", True, None),
    # Jekyll includes and gettext in templates
    ("{%", ' include figure image_path="/a.png" caption="A map of the area." ', True, "A map of the area."),
    ("{%", " include toc ", True, None),
    ("{{", ' _("Read on") ', False, "Read on"),
    # what is no call: a variable, a control tag
    ("{{", " site.title ", False, None),
    ("{{", " page.date | date: '%Y' ", False, None),
    ("{%", " if page.toc ", True, None),
])
def test_a_call_reads_as_the_words_the_page_shows(kind: str, inner: str, alone: bool, said: str | None) -> None:
    found = spoken(kind, inner, alone, "en")
    assert (found.text if found else None) == said
    assert found is None or not found.guessed


def test_a_call_nobody_knows_reads_its_most_readable_argument_and_says_it_guessed() -> None:
    guessed = spoken("{{<", ' term id="ssl" text="Secure Sockets Layer" ', False, "en")
    assert guessed is not None and (guessed.text, guessed.guessed) == ("Secure Sockets Layer", True)
    inline = spoken("{{", 'SomeXref("Web/API/Fetch_API", "the Fetch API")', False, "en")
    assert inline is not None and (inline.text, inline.guessed) == ("the Fetch API", True)
    assert spoken("{{", 'SomeXref("Web/API/Fetch_API")', False, "en") is None  # a path is no words
    assert spoken("{{<", ' youtube "dQw4w9WgXcQ" ', True, "en") is None  # a block: no sentence to complete


def test_a_guide_names_what_its_own_calls_show() -> None:
    rules = {"term": 1, "version": None, "glossary_tooltip": "term_id"}
    assert spoken("{{<", ' term "ssl" "SSL/TLS" ', False, "en", rules).text == "SSL/TLS"  # type: ignore[union-attr]
    assert spoken("{{<", ' version "v1.2" ', False, "en", rules) is None
    said = spoken("{{<", ' glossary_tooltip text="Pods" term_id="pod" ', False, "en", rules)
    assert said is not None and said.text == "pod"
    assert parse("{{<", ' glossary_tooltip text="a \\"b\\"" ') is not None


def test_labels_and_headings_in_the_page_s_language() -> None:
    assert spoken("{{%", ' heading "whatsnext" ', False, "de").text == "Nächste Schritte"  # type: ignore[union-attr]
    assert spoken("{{", "optional_inline", False, "fr").text == "Facultatif"  # type: ignore[union-attr]


def test_a_glossary_definition_is_read_from_the_site_s_entry(caplog: pytest.LogCaptureFixture) -> None:
    page = SITE / "concepts" / "overview" / "components.md"
    with caplog.at_level(logging.WARNING):
        document = read_document(page, "components.md", part_words=350)
    said = [paragraph.text for section in document.sections for paragraph in section.paragraphs]
    at = said.index("kube-scheduler")
    assert said[at + 1] == (
        "Componente del plano de control que está pendiente de los Pods que no tienen ningún nodo asignado y"
        " seleciona uno donde ejecutarlo. Para decidir en qué nodo se ejecutará el pod, se tienen en cuenta diversos"
        " factores: requisitos de recursos, restricciones de hardware/software/políticas, afinidad y anti-afinidad,"
        " localización de datos dependientes, entre otros.")
    assert said[said.index("kube-apiserver") + 1] == "etcd"  # no entry beside the page: left out, and said so
    assert "El runtime de los contenedores es el software responsable de ejecutar los contenedores." in " ".join(said)
    left_out = 'template tag {{< glossary_definition term_id="kube-apiserver" length="al…'
    assert Skipped(30, left_out, 3) in document.skipped
    assert "components.md:30: template tag {{< glossary_definition term_id=\"kube-apiserver\" length=\"al… not read" \
           " aloud (3 words)" in caplog.messages


def test_script_lists_the_calls_read_by_a_guess_and_the_reader_takes_a_table(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    (guide / "content" / "a.md").write_text(
        "# Terms\n\nWe use {{< term id=\"tls\" text=\"Transport Layer Security\" >}} and"
        " {{expand(\"HTTP\", \"Hypertext Transfer Protocol\")}} everywhere.\n", encoding="utf-8")
    result = run_cli("script", cwd=guide)
    assert result.returncode == 0, result.stderr
    said = "[content/a.md:3] We use Transport Layer Security and Hypertext Transfer Protocol everywhere."
    assert said in result.stdout
    assert ("\n# Read by a guess: 2 calls of the site's, each by its most readable argument (name its rule under the"
            " markdown reader's shortcodes option to change it)\n"
            "content/a.md:3: template tag {{< term id=\"tls\" text=\"Transport Layer Security\" >}}: read as"
            " 'Transport Layer Security'\n"
            "content/a.md:3: template tag {{expand(\"HTTP\", \"Hypertext Transfer Protocol\")}}: read as"
            " 'Hypertext Transfer Protocol'\n") in result.stdout
    config = guide / "audioguide.yml"
    config.write_text(config.read_text(encoding="utf-8")
                      + "readers:\n  - name: markdown\n    options: {shortcodes: {expand: 0, Term: null}}\n",
                      encoding="utf-8")
    result = run_cli("script", cwd=guide)
    assert "[content/a.md:3] We use and HTTP everywhere." in result.stdout, result.stdout + result.stderr
    assert "# Read by a guess" not in result.stdout
    config.write_text(config.read_text(encoding="utf-8").replace("expand: 0", "expand: [0]"), encoding="utf-8")
    result = run_cli("script", cwd=guide)
    assert result.returncode == 1 and "readers[0].options.shortcodes.expand" in result.stderr, result.stderr


def test_the_markdown_reader_s_rules_are_by_name_in_any_case() -> None:
    assert MarkdownReader(MarkdownOptions(shortcodes={"Term": 1, "ABBR": None})).rules == {"term": 1, "abbr": None}


JEKYLL_DOCS = TESTS / "corpus" / "sites" / "jekyll-docs" / "docs"


def test_a_jekyll_variable_shows_the_site_s_data_its_config_or_the_page_s_front_matter(tmp_path: Path) -> None:
    page = JEKYLL_DOCS / "_docs" / "installation.md"
    document = read_document(page, "installation.md", part_words=350)
    said = [paragraph.text for section in document.sections for paragraph in section.paragraphs]
    assert said[1].startswith("Ruby version 2.7.0 or higher, including all development headers")
    other = tmp_path / "site"
    (other / "_data" / "team").mkdir(parents=True)
    (other / "_config.yml").write_text("title: The Field Guide\nauthors: [a, b]\n", encoding="utf-8")
    (other / "_data" / "team" / "lead.yml").write_text("name: Ada\n", encoding="utf-8")
    (other / "page.md").write_text(
        "---\ntitle: Safety first\n---\n\n{{ site.title }} by {{ site.data.team.lead.name | escape }}:"
        " {{ page.title }}. Written by **{{ site.authors }}** and _{{ site.data.nowhere.x }}_ people.\n",
        encoding="utf-8")
    document = read_document(other / "page.md", "page.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "The Field Guide by Ada: Safety first. Written by and people."]  # a list, a file not there: left out
    assert [item.what for item in document.skipped] == ["template tag {{ site.authors }}",
                                                        "template tag {{ site.data.nowhere.x }}"]


def test_a_polyglot_site_s_data_in_the_page_s_language_by_brackets(tmp_path: Path) -> None:
    # untra/polyglot site/sample.md: jekyll-polyglot reads site.data from _data/<language>/; keys in brackets
    site = tmp_path / "site"
    (site / "_data" / "en").mkdir(parents=True)
    (site / "_data" / "fr").mkdir()
    (site / "_config.yml").write_text("languages: [en, fr]\n", encoding="utf-8")
    (site / "_data" / "en" / "sample.yml").write_text('1: "hello, and welcome"\n2: "please enjoy your stay"\n',
                                                     encoding="utf-8")
    (site / "_data" / "fr" / "sample.yml").write_text('1: "bonjour, et bienvenue"\n', encoding="utf-8")
    page = site / "sample.md"
    page.write_text('---\ntitle: Sample\n---\n{{ site.data["sample"][1] }}.\n\n{{ site.data[\'sample\'][2] }}.\n',
                    encoding="utf-8")
    document = read_document(page, "sample.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "hello, and welcome.", "please enjoy your stay."]


# google/docsy docsy.dev/content/en/docs/content/adding-content.md and shortcodes/index.md (Apache-2.0): a
# tabbed pane of code (Docsy highlights a tab's content unless text=true), one of text, a card.
DOCSY = """\
To disable all RSS feeds, add the following to your
`hugo.toml`/`hugo.yaml`/`hugo.json`:

{{< tabpane >}}
{{< tab header="Configuration file:" disabled=true />}}
{{< tab header="hugo.toml" lang="toml" >}}
disableKinds = ["RSS"]
{{< /tab >}}
{{< tab header="hugo.yaml" lang="yaml" >}}
disableKinds: [RSS]
{{< /tab >}}
{{< /tabpane >}}

{{< tabpane text=true right=true >}}
  {{% tab header="**Languages**:" disabled=true /%}}
  {{% tab header="English" lang="en" %}}
  ![Flag United Kingdom](flags/uk.png)
  **Welcome!**
  {{% /tab %}}
{{< /tabpane >}}

{{< card
  header="**Imagine**"
  title="Artist and songwriter: John Lennon"
  subtitle="Co-writer: Yoko Ono"
>}}
Imagine there's no heaven, It's easy if you try
{{< /card >}}

{{< card code=true header="**C**" lang="C" highlight="" >}}
#include <stdio.h>
{{< /card >}}

> [!NB] **Skip this section** if the package is already installed.
"""


def test_docsy_s_code_tabs_and_cards_are_code_its_text_tabs_and_cards_are_read() -> None:
    reading = MarkdownReader().read(DOCSY.encode(), "content/en/docs/adding-content.md")
    assert [b.text for b in reading.blocks] == [
        "To disable all RSS feeds, add the following to your hugo.toml/hugo.yaml/hugo.json:",
        "Languages: English: Flag United Kingdom. Welcome!",
        "Imagine. Artist and songwriter: John Lennon. Co-writer: Yoko Ono:",
        "Imagine there's no heaven, It's easy if you try",
        "Skip this section if the package is already installed."]
    assert [s for s in reading.skipped if s.what == "code block"] == [
        Skipped(6, "code block", 3), Skipped(9, "code block", 2), Skipped(30, "code block", 2)]


def test_a_definition_whose_address_is_a_tag_still_defines_its_label() -> None:
    # just-the-docs/just-the-docs index.md and docs/navigation/main/ancestry.md (MIT): Jekyll's {% link %} as a
    # reference link's address.
    reading = MarkdownReader().read(
        b"But you can easily *[customize]* the theme to make them look completely different!\n\n"
        b"- [S][XS] is the only child of [X][X]. The `parent` reference to [X][X] is unambiguous.\n\n"
        b"[customize]: {% link docs/customization.md %}\n"
        b"[X]: {% link docs/navigation/main/x.md %}\n"
        b"[XS]: {% link docs/navigation/main/xs.md %}\n", "content/index.md")
    assert [b.text for b in reading.blocks] == [
        "But you can easily customize the theme to make them look completely different!",
        "S is the only child of X. The parent reference to X is unambiguous."]


EDGE_NOTE = """\
{{- $title := "Edge release content" }}
{{- $content := "This page uses the latest edge release. For other releases, see [the releases](/releases/)." \
| markdownify }}{{ partial "components/alert" (dict "variant" "info" "title" $title "content" $content) }}
"""


def test_a_shortcode_s_strings_shown_only_as_a_tooltip_are_no_words_of_the_page(tmp_path: Path) -> None:
    """canonical/kubeflow-docs' version button: its strings are a tooltip and a data attribute; the page shows the
    version written between its tags."""
    site = tmp_path / "site"
    (site / "layouts" / "shortcodes").mkdir(parents=True)
    (site / "layouts" / "shortcodes" / "vn.html").write_text(
        '{{- $suffix := "Distributions are supported by their maintainers." }}\n{{- $title := "" }}\n'
        '{{- if eq 1 1 }}{{- $title = "Version Info" }}{{- else }}{{- $title = "Version Info" }}{{- end }}\n'
        '<button type="button" title="{{ $title }}" data-content="{{ $suffix }}"><span>{{ .Inner }}</span></button>\n',
        encoding="utf-8")
    page = site / "content" / "p.md"
    page.parent.mkdir(parents=True)
    page.write_text("# Distributions\n\nCharmed Kubeflow ships version {{< vn >}}1.11{{< /vn >}} today.\n",
                    encoding="utf-8")
    document = read_document(page, "content/p.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == ["Charmed Kubeflow ships version 1.11 today."]


def test_a_disclosure_s_summary_a_card_s_description_and_an_escaped_shortcode() -> None:
    """thuliteio/doks docs/reference/shortcodes.md: ``details`` shows its first argument as its summary, a
    ``link-card`` its description under its title; ``{{</* callout */>}}`` in code shows ``{{< callout >}}``."""
    read = MarkdownReader().read((
        b"# Shortcodes\n\nCallouts are written `{{</* callout */>}}` around text.\n\n"
        b'{{< details "Start in open state" open >}}\nThis Boolean attribute indicates.\n{{< /details >}}\n\n'
        b'{{< link-card title="Showcase" description="Explore the infinite possibilities of Doks" href="/showcase/"'
        b' >}}\n\n{{< callout note >}}\nA note.\n{{< /callout >}}\n'), "shortcodes.md")
    assert [b.text for b in read.blocks] == [
        "Shortcodes", 'Callouts are written "{{<" callout ">}}" around text.',
        "Start in open state: This Boolean attribute indicates.",
        "Showcase: Explore the infinite possibilities of Doks", "A note."]
    # dillonzq/LoveIt: a kind before the title, a flag after it
    read = MarkdownReader().read(
        b'{{< admonition tip "This is a tip" false >}}\nA **tip** banner\n{{< /admonition >}}\n', "admonition.md")
    assert [b.text for b in read.blocks] == ["This is a tip: A tip banner"]


def test_a_hexo_note_s_title_leads_into_it() -> None:
    """hexojs/site source/es/docs/index.md: ``{% note warn Para usuarios Mac %}`` shows its words after its kind
    as the box's title."""
    read = MarkdownReader().read(
        b"# T\n\n{% note warn Para usuarios Mac %}\nPuedes encontrar problemas.\n{% endnote %}\n\n"
        b"{% note warn Mac / Linux %}\nUsa Homebrew.\n{% endnote %}\n\n"
        b"{% note info %}\nSin t\xc3\xadtulo.\n{% endnote %}\n",
        "index.md")
    assert [b.text for b in read.blocks] == [
        "T", "Para usuarios Mac: Puedes encontrar problemas.", "Mac / Linux: Usa Homebrew.", "Sin título."]


def test_a_site_s_own_shortcode_is_read_from_its_template(tmp_path: Path) -> None:
    """Linkerd's ``docs/edge-note`` (its words set as strings in the template), a note with fixed text between
    its tags and a translated label from ``i18n/``; a template that computes what it shows has no words."""
    site = tmp_path / "site"
    shortcodes = site / "layouts" / "shortcodes"
    (shortcodes / "docs").mkdir(parents=True)
    (shortcodes / "docs" / "edge-note.html").write_text(EDGE_NOTE.replace("\\\n", ""), encoding="utf-8")
    (shortcodes / "beta.html").write_text(
        '<div class="alert">{{/* a note */}}<strong>{{ T "beta_title" }}</strong>\n'
        "<p>This feature may change without notice.</p></div>\n", encoding="utf-8")
    (shortcodes / "version.html").write_text('{{ site.Params.version | default "1.0" }}\n', encoding="utf-8")
    (site / "i18n").mkdir()
    (site / "i18n" / "de.toml").write_text('[beta_title]\nother = "Beta-Funktion"\n', encoding="utf-8")
    (site / "i18n" / "en.yaml").write_text("beta_title: Beta feature\n", encoding="utf-8")
    page = site / "content" / "docs" / "page.md"
    page.parent.mkdir(parents=True)
    page.write_text("# Install\n\n{{< docs/edge-note >}}\n\n{{< beta >}}\n\nRun version {{< version >}} now.\n",
                    encoding="utf-8")
    document = read_document(page, "content/docs/page.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Edge release content: This page uses the latest edge release. For other releases, see the releases.",
        "Beta feature: This feature may change without notice.",
        "Run version now.",
    ]
    assert [s.said for s in document.skipped] == [
        "Edge release content: This page uses the latest edge release. For other releases, see [the releases]"
        "(/releases/).", "Beta feature: This feature may change without notice.", None]
    german = page.with_name("seite.de.md")
    german.write_text("# Installieren\n\n{{< beta >}}\n", encoding="utf-8")
    document = read_document(german, "content/docs/seite.de.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Beta-Funktion: This feature may change without notice."]


def test_a_site_s_one_word_label_and_a_link_card_s_caption_are_read(tmp_path: Path) -> None:
    """Mastodon's documentation: ``{{<nullable>}}`` shows the word its ``i18n`` file gives it, however short; a link
    card to another page (``page-relref``) shows its caption, not the page it points to."""
    site = tmp_path / "site"
    shortcodes = site / "layouts" / "shortcodes"
    shortcodes.mkdir(parents=True)
    (shortcodes / "nullable.html").write_text('<span class="required">{{ i18n "nullable" }}</span>', encoding="utf-8")
    (site / "i18n").mkdir()
    (site / "i18n" / "en.toml").write_text('[nullable]\nother = "nullable"\n', encoding="utf-8")
    page = site / "content" / "en" / "entities" / "Account.md"
    page.parent.mkdir(parents=True)
    page.write_text("# Account\n\n**Type:** {{<nullable>}} String (URL)\n\n## See also\n\n"
                    '{{< page-relref ref="methods/accounts" caption="accounts API methods" >}}\n', encoding="utf-8")
    document = read_document(page, "content/en/entities/Account.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Type: nullable String (URL)", "accounts API methods"]


def test_a_jekyll_site_s_own_tags_read_as_their_words() -> None:
    # home-assistant/home-assistant.io source/_integrations/sun.markdown: {% term %} and {% my %}
    read = MarkdownReader().read((
        b"# Sun\n\nThe sun {% term integration %} calculates. Use the {% my integrations title=\"Settings > Devices"
        b" & services\" %} page, or add it to your {% term \"configuration.yaml\" %} file.\n"), "sun.md")
    assert [b.text for b in read.blocks] == [
        "Sun", "The sun integration calculates. Use the Settings > Devices & services page, or add it to your"
        " configuration.yaml file."]


def test_the_scala_site_s_tabs_and_disclosures_read_after_their_labels() -> None:
    # scala/docs.scala-lang _fr/getting-started/install-scala.md: {% tab Label for=… %}, {% altDetails id "Summary" %}
    read = MarkdownReader().read((
        "---\nlang: fr\n---\n\n{% tabs install class=platform-os-options %}\n\n{% tab Windows for=install %}\n"
        "  Téléchargez l'installateur.\n{% endtab %}\n\n{% endtabs %}\n\n{% altDetails nobrew \"Alternativement, si"
        " vous n'utilisez pas Homebrew:\" %}\n  Lancez le script.\n{% endaltDetails %}\n").encode(), "install.md")
    assert [b.text for b in read.blocks] == [
        "Windows: Téléchargez l'installateur.", "Alternativement, si vous n'utilisez pas Homebrew: Lancez le script."]


def test_a_tab_of_code_alone_is_left_out_with_its_label(tmp_path: Path) -> None:
    """As W&B's quickstart writes its tabs (Docsy's tabpane with text=true): a tab of text is read after its label,
    a tab holding only code blocks is left out, label and all, its code reported."""
    page = tmp_path / "quickstart.md"
    page.write_text(
        "# Quickstart\n\nInstall it:\n\n{{< tabpane text=true >}}\n{{% tab header=\"Command Line\" %}}\n\nRun the"
        " installer from a terminal.\n\n```bash\npip install tool\n```\n\n{{% /tab %}}\n\n{{% tab header=\"Python\""
        " %}}\n\n```python\nimport tool\n```\n\n{{% /tab %}}\n{{< /tabpane >}}\n\nThen log in.\n", encoding="utf-8")
    document = read_document(page, "quickstart.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Install it:", "Command Line:", "Run the installer from a terminal.", "Then log in."]
    assert [s.what for s in document.skipped if s.what == "code block"] == ["code block", "code block"]


def test_quarto_s_shortcodes_show_their_values_keys_and_includes(tmp_path: Path) -> None:
    # quarto-dev/quarto-web docs/authoring/variables.qmd and includes.qmd (CC-BY-4.0): {{< var >}} from
    # _variables.yml, {{< meta >}} from the page or _quarto.yml, {{< kbd >}} its keys, {{< include >}} in place
    site = tmp_path / "site"
    (site / "guide").mkdir(parents=True)
    (site / "_quarto.yml").write_text("project:\n  type: website\nwebsite:\n  title: Field Notes\n", encoding="utf-8")
    (site / "_variables.yml").write_text("version: 1.2.3\nemail:\n  info: info@example.com\n", encoding="utf-8")
    (site / "guide" / "_steps.qmd").write_text("Open the palette first.\n", encoding="utf-8")
    (site / "guide" / "start.qmd").write_text(
        "---\ntitle: Getting started\n---\n\nVersion {{< var version >}} is out; write to {{< var email.info >}}."
        "\n\n{{< include _steps.qmd >}}\n\nPress {{< kbd mac=Shift-Command-P win=Shift-Control-P >}} in"
        " {{< meta title >}} of {{< meta website.title >}}.\n\n{{< video https://example.org/v.mp4 >}}\n\n"
        "{{< var nowhere >}} stays reported.\n", encoding="utf-8")
    document = read_document(site / "guide" / "start.qmd", "guide/start.qmd", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Version 1.2.3 is out; write to info@example.com.", "Open the palette first.",
        "Press Shift-Control-P in Getting started of Field Notes.", "stays reported."]
    assert [item.what for item in document.skipped] == [
        "template tag {{< video https://example.org/v.mp4 >}}", "template tag {{< var nowhere >}}"]


def test_hugo_s_site_and_page_parameters_show_their_values_in_code_too(tmp_path: Path) -> None:
    # contao/docs (Hugo, Relearn; CC-BY-SA-4.0): a release's number from the site's params, inside inline code,
    # where Hugo renders a shortcode as anywhere else
    site = tmp_path / "docs"
    (site / "content" / "de").mkdir(parents=True)
    (site / "hugo.toml").write_text('baseURL = "x"\n[params]\ncurrentReleaseCandidate = "6.0"\n', encoding="utf-8")
    (site / "content" / "de" / "v.md").write_text(
        '---\ntitle: Versionen\nedition: "Community"\n---\n\nDer erste Release Candidate von Contao'
        ' `{{% siteparam "currentReleaseCandidate" %}}` heißt z. B. `{{% siteparam "currentReleaseCandidate" %}}.0-RC1`'
        ' ({{< param "edition" >}}, {{< param "currentReleaseCandidate" >}}) und `{{< param "nowhere" >}}`.\n',
        encoding="utf-8")
    document = read_document(site / "content" / "de" / "v.md", "v.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Der erste Release Candidate von Contao 6.0 heißt z. B. 6.0.0-RC1 (Community, 6.0) und ."]
    assert [item.what for item in document.skipped] == ['template tag {{< param "nowhere" >}}']


def test_a_shortcode_that_draws_a_chart_or_a_diagram_is_not_read(tmp_path: Path) -> None:
    """jpanther/congo exampleSite/content/docs/shortcodes/index.md (MIT): ``chart`` hands what it holds to
    Chart.js in a script, ``mermaid`` to Mermaid by its element's class; the page shows a chart and a diagram."""
    site = tmp_path / "site"
    shortcodes = site / "layouts" / "shortcodes"
    shortcodes.mkdir(parents=True)
    (site / "hugo.toml").write_text('title = "Congo"\n', encoding="utf-8")
    (shortcodes / "chart.html").write_text(
        '<div class="chart">\n  {{ $id := delimit (shuffle (seq 1 9)) "" }}\n  <canvas id="{{ $id }}"></canvas>\n'
        '  <script type="text/javascript">\n    window.addEventListener("DOMContentLoaded", (event) => {\n'
        '      const chart = new Chart(ctx, {\n        {{ .Inner | safeJS }}\n      });\n    });\n  </script>\n'
        '</div>\n', encoding="utf-8")
    (shortcodes / "mermaid.html").write_text('<div class="mermaid" align="center">\n  {{ .Inner }}\n</div>\n',
                                             encoding="utf-8")
    page = site / "content" / "docs" / "shortcodes.md"
    page.parent.mkdir(parents=True)
    page.write_text("# Shortcodes\n\n{{< chart >}}\ntype: 'bar',\ndata: {\n  labels: ['Tomato', 'Blueberry'],\n}\n"
                    "{{< /chart >}}\n\n{{< mermaid >}}\ngraph LR;\nA[Lemons]-->B[Lemonade]\n{{< /mermaid >}}\n\n"
                    "Done.\n", encoding="utf-8")
    document = read_document(page, "content/docs/shortcodes.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == ["Done."]
    assert [(s.line, s.what) for s in document.skipped] == [
        (3, "chart or diagram ({{< chart >}})"), (10, "chart or diagram ({{< mermaid >}})")]


def test_a_liquid_variable_given_to_an_include_is_its_captured_text() -> None:
    """tomjoht/documentation-theme-jekyll pages/mydoc/mydoc_alerts.md (Apache-2.0): the captured text shows in the
    note, where the include is; the variable's name is no word of the page, the ``{% raw %}`` example stays."""
    source = ("```\n{%raw%}{% include note.html content=company_note}{%endraw%}\n```\n\nHere's the result:\n\n"
              "{% capture company_note %}The company is pleased to announce an upcoming release.{% endcapture %}\n"
              "{% include note.html content=company_note %}\n\n{% assign tip_text = \"Read the notes.\" %}\n"
              "{% include tip.html content=tip_text %}\n")
    found = MarkdownReader().read(source.encode(), "mydoc_alerts.md")
    assert [(b.line, b.text) for b in found.blocks] == [
        (5, "Here's the result:"), (8, "The company is pleased to announce an upcoming release."),
        (11, "Read the notes.")]


def test_a_captured_text_printed_in_a_notice_is_read_there_after_its_title() -> None:
    """A Minimal Mistakes notice (a Jekyll service's beta page): the text is captured first, printed in the box after
    its heading."""
    source = ("{% capture notice-text %}\n\nPlease be advised that the system is provided on a best-effort basis.\n\n"
              "{% endcapture %}\n\n<div class=\"notice--danger\">\n  <h4 class=\"no_toc\">Public Beta</h4>\n"
              "  {{ notice-text | markdownify }}\n</div>\n\n## In brief\n\nText.\n")
    found = MarkdownReader().read(source.encode(), "beta.md")
    assert [b.text for b in found.blocks] == [
        "Public Beta", "Please be advised that the system is provided on a best-effort basis.", "In brief", "Text."]


def test_a_gitbook_tab_is_read_after_its_title() -> None:
    # AudiTranscribe/AudiTranscribe-Documentation tutorial/2-user-interface.md (GPL-3.0)
    source = ("{% tabs %}\n{% tab title=\"Left\" %}\nThe left subsection contains the volume control.\n{% endtab %}\n\n"
              "{% tab title=\"Middle\" %}\nThe middle subsection comprises options.\n{% endtab %}\n{% endtabs %}\n")
    found = MarkdownReader().read(source.encode(), "2-user-interface.md")
    assert [b.text for b in found.blocks] == ["Left: The left subsection contains the volume control.",
                                              "Middle: The middle subsection comprises options."]


def test_a_gitbook_api_block_is_read_as_its_card_shows_it() -> None:
    # astrotomic/laravel-tmdb docs .gitbook/sdk-client/collections.md (MIT): the method, the path and the summary,
    # then a parameter's name before its description
    source = ('{% swagger method="get" path="/collection/{collection_id}" baseUrl="https://api.themoviedb.org/3" '
              'summary="Get collection details by id." %}\n{% swagger-description %}\nThe collection.\n'
              '{% endswagger-description %}\n\n{% swagger-parameter in="path" name="collection_id" type="integer" %}\n'
              "The collection's ID.\n{% endswagger-parameter %}\n{% endswagger %}\n")
    found = MarkdownReader().read(source.encode(), "collections.md")
    assert [b.text for b in found.blocks] == ["GET /collection/{collection_id}: Get collection details by id.",
                                              "The collection.", "collection_id: The collection's ID."]


LOTUS_ALERTS = """\
The above code results in the following alert:

{{< alert text="This is the default alert. It consists of a default theme colour and icon." />}}

Here's what is rendered:

{{< alert context="info" text="This is an alert with an <strong>info</strong> context. It consists of the info theme \
colour and icon." />}}
"""
"""colinwilson/lotusdocs.dev content/docs/shortcodes/alerts.md, lines 24-38 at 590e62e (MIT), its code examples out."""


def test_an_alert_s_text_argument_is_its_words_and_a_page_of_one_alert_is_a_page(tmp_path: Path) -> None:
    found = MarkdownReader().read(LOTUS_ALERTS.encode(), "content/docs/shortcodes/alerts.md")
    assert [b.text for b in found.blocks] == [
        "The above code results in the following alert:",
        "This is the default alert. It consists of a default theme colour and icon.",
        "Here's what is rendered:",
        "This is an alert with an info context. It consists of the info theme colour and icon."]
    assert found.skipped == []
    # content/docs/help/FAQs.md: the page shows only its alert
    page = tmp_path / "FAQs.md"
    page.write_text('---\ntitle: "FAQ"\n---\n\n{{% alert context="warning" text="**Caution** - This documentation is'
                    ' in progress" /%}}', encoding="utf-8")
    document = read_document(page, "content/docs/help/FAQs.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Caution - This documentation is in progress"]


ELEVENTY_ENV = """\
#### macOS or Linux (et al)

{%- set codeBlock %}
MY_ENVIRONMENT=production npx @11ty/eleventy
{%- endset %}
{{ codeBlock | highlight("bash") | safe }}

#### Windows cmd.exe

{%- set codeBlock %}
set MY_ENVIRONMENT=production & npx @11ty/eleventy
{%- endset %}
{{ codeBlock | highlight("bash") | safe }}

- `process.env.ELEVENTY_ROOT` {% addedin "1.0.0" %} the absolute path to the directory in which you’ve run the \
Eleventy command.
"""
"""11ty/11ty-website src/docs/environment-vars.md at d85ca0a42 (MIT), lines 30-42 and 82."""


def test_a_capture_printed_through_a_highlight_filter_is_code_and_a_version_badge_is_read() -> None:
    found = MarkdownReader().read(ELEVENTY_ENV.encode(), "src/docs/environment-vars.md")
    assert [(b.line, b.level, b.text) for b in found.blocks] == [
        (1, 4, "macOS or Linux (et al)"), (8, 4, "Windows cmd.exe"),
        (15, 0, "process.env.ELEVENTY_ROOT (New in v1.0.0) the absolute path to the directory in which you’ve run the"
                " Eleventy command.")]
    assert [(s.line, s.what, s.words) for s in found.skipped] == [(3, "code block", 3), (10, "code block", 5)]


JDT_NOTE = ('<div markdown="span" class="alert alert-info" role="alert"><i class="fa fa-info-circle"></i>'
            ' <b>Note:</b> {{include.content}}</div>\n\n{% comment %} Copyright 2021 Google LLC {% endcomment %}\n')
JDT_IMAGE = ('<figure>{% if {{include.url}} %}<a class="no_icon" target="_blank" rel="noopener"'
             ' href="{{include.url}}">{% endif %}<img class="docimage" src="images/{{include.file}}"'
             ' alt="{{include.alt}}" />{% if {{include.url}} %}</a>{% endif %}{% if {{include.caption}} %}'
             '<figcaption>{{include.caption}}</figcaption>{% endif %}</figure>\n')
"""tomjoht/documentation-theme-jekyll ``_includes/note.html`` and ``image.html``."""


def test_a_jekyll_include_is_read_as_its_file_shows_it(tmp_path: Path) -> None:
    """The Documentation Theme's alerts differ by their alert word, which the include's file shows around its
    ``content``; an include whose file is not there leads with its kind; a loop is not rendered."""
    (tmp_path / "_config.yml").write_text("title: mini\n", encoding="utf-8")
    (tmp_path / "_includes").mkdir()
    (tmp_path / "_includes" / "note.html").write_text(JDT_NOTE, encoding="utf-8")
    (tmp_path / "_includes" / "image.html").write_text(JDT_IMAGE, encoding="utf-8")
    (tmp_path / "_includes" / "links.html").write_text(
        "{% for page in site.pages %}[{{page.title}}]: {{page.url}}\n{% endfor %}\n", encoding="utf-8")
    page = tmp_path / "pages" / "mydoc_alerts.md"
    page.parent.mkdir()
    page.write_text(
        "---\ntitle: Alerts\n---\n\nHere are samples of each alert:\n\n"
        '{% include note.html content="This is my note." %}\n\n'
        '{% include warning.html content="This is my warning." %}\n\n'
        '{% include image.html file="company_logo.png" url="http://example.com" alt="My company" caption="A logo" %}'
        "\n\n{% include links.html %}\n", encoding="utf-8")
    document = read_document(page, "pages/mydoc_alerts.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Here are samples of each alert:", "Note: This is my note.", "Warning: This is my warning.", "A logo"]
    assert [(s.what, s.said) for s in document.skipped] == [("template tag {% include links.html %}", None)]


DEF_TEMPLATE = """\
<p>
	{{- if .Get "name" -}}
		<dfn id="{{.Get "id" }}">{{.Get "name" }}</dfn>
		{{- if or (.Get "abbr") (.Get "english") -}}
			{{- if .Get "english" }} ({{ with .Get "abbr" }}<abbr lang="en">{{ . }}</abbr> - {{ end -}}\
<i lang="en">{{ .Get "english" }}</i>)
			{{- else }} (<abbr>{{ .Get "abbr" }}</abbr>)
			{{- end }}
		{{- end }}
	{{- else -}}
		<dfn id="{{.Get "id" }}"><abbr>{{.Get "abbr" }}</abbr></dfn>
	{{- end }}: {{ .Inner }}
</p>
"""
"""letsencrypt/website ``layouts/shortcodes/def.html`` (2020, its usage comment left out)."""
LE_GLOSSARY = """\
# Glossary

{{% def id="CA" name="Certificate Authority" abbr="CA" %}} An organization that issues certificates. {{% /def %}}

{{% def id="CA" name="Zertifizierungsstelle" abbr="CA" english="Certificate Authority" %}} Eine Organisation,\
 die Zertifikate ausstellt. {{% /def %}}

{{% def id="CSR" abbr="CSR" %}} A signed request for a certificate. {{% /def %}}
"""


def test_a_hugo_shortcode_is_read_as_its_template_shows_its_arguments(tmp_path: Path) -> None:
    """Let's Encrypt's glossary: ``def`` shows the term, its abbreviation in parentheses (and the English term in
    other languages), a colon and the definition; without the template, the term and its abbreviation are still
    read, the abbreviation first where the call says ``abbr_first``."""
    (tmp_path / "hugo.toml").write_text('title = "mini"\n', encoding="utf-8")
    (tmp_path / "layouts" / "shortcodes").mkdir(parents=True)
    (tmp_path / "layouts" / "shortcodes" / "def.html").write_text(DEF_TEMPLATE.replace("\\\n", ""), encoding="utf-8")
    page = tmp_path / "content" / "glossary.md"
    page.parent.mkdir()
    page.write_text(LE_GLOSSARY.replace("\\\n", ""), encoding="utf-8")
    document = read_document(page, "content/glossary.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Certificate Authority (CA): An organization that issues certificates.",
        "Zertifizierungsstelle (CA - Certificate Authority): Eine Organisation, die Zertifikate ausstellt.",
        "CSR: A signed request for a certificate."]
    assert document.skipped == ()
    (tmp_path / "layouts" / "shortcodes" / "def.html").unlink()
    page.write_text('# Glossary\n\n{{% def id="CAA" name="Certificate Authority Authorization" abbr="CAA"'
                    ' abbr_first="1" %}} A DNS record that specifies which CAs are allowed to issue certificates.'
                    ' {{% /def %}}\n', encoding="utf-8")
    document = read_document(page, "content/glossary.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "CAA (Certificate Authority Authorization): A DNS record that specifies which CAs are allowed to issue"
        " certificates."]


def test_an_include_without_arguments_and_an_empty_template_tag_are_not_rendered(tmp_path: Path) -> None:
    # "{% include edit.html %}": a theme's link, no words of the page's; "{{ }}" in a shortcode's template: nothing
    (tmp_path / "_config.yml").write_text("title: mini\n", encoding="utf-8")
    (tmp_path / "_includes").mkdir()
    (tmp_path / "_includes" / "edit.html").write_text('<a href="#">Edit this page on GitHub</a>\n', encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("---\ntitle: Page\n---\n\nThe widget shows maps.\n\n{% include edit.html %}\n", encoding="utf-8")
    document = read_document(page, "page.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == ["The widget shows maps."]
    hugo = tmp_path / "hugo"
    (hugo / "layouts" / "shortcodes").mkdir(parents=True)
    (hugo / "hugo.toml").write_text('title = "mini"\n', encoding="utf-8")
    (hugo / "layouts" / "shortcodes" / "empty.html").write_text("<b>{{ }}</b> {{ () }}\n", encoding="utf-8")
    (hugo / "content").mkdir()
    page = hugo / "content" / "page.md"
    page.write_text('# Page\n\nBefore.\n\n{{< empty x="1" >}}\n\nAfter.\n', encoding="utf-8")
    document = read_document(page, "content/page.md", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == ["Before.", "After."]
