"""Hexo's NexT tags read as the page shows them."""

from __future__ import annotations

from audioguide.text.readers._hexo import shown, with_tab_captions
from audioguide.text.readers.markdown import MarkdownReader

# next-theme/theme-next-docs source/docs/getting-started/installation.md (MIT), shortened
INSTALLATION = (
    "Change dir to {% label info@site root directory %} in the command line first, then edit the "
    "{% label primary@NexT config file %}.\n\n"
    "{% tabs using-npm %}\n<!-- tab Latest Release Version -->\nThis variant installs the newest version.\n"
    "<!-- endtab -->\n\n<!-- tab Specific Release Version@heart -->\nThis variant installs a pinned version.\n"
    "<!-- endtab -->\n{% endtabs %}\n")


def test_next_labels_show_their_text_and_tabs_their_captions_as_lead_ins() -> None:
    reading = MarkdownReader().read(INSTALLATION.encode(), "page.md")
    assert [(b.line, b.text) for b in reading.blocks] == [
        (1, "Change dir to site root directory in the command line first, then edit the NexT config file."),
        (4, "Latest Release Version: This variant installs the newest version."),
        (8, "Specific Release Version: This variant installs a pinned version.")]
    assert reading.skipped == []


def test_next_buttons_show_their_text_and_an_unnamed_tab_no_caption() -> None:
    text = ("Click {% button /docs/, Get started, arrow-right, Start here %} or {% btn #, Home %}.\n\n"
            "{% tabs first-tab, 2 %}\n<!-- tab -->\n**This is Tab 1.**\n<!-- endtab -->\n{% endtabs %}\n")
    reading = MarkdownReader().read(text.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Click Get started or Home.", "This is Tab 1."]


def test_other_tags_and_comments_are_not_next_s() -> None:
    assert shown("include note.html") is None
    assert shown("labels") is None
    assert shown("tabs group") == ""
    page = "<!-- tab Not a tab -->\nText.\n"  # no {% tabs %}: an HTML comment
    assert with_tab_captions(page) == page
    reading = MarkdownReader().read(page.encode(), "page.md")
    assert [b.text for b in reading.blocks] == ["Text."]
