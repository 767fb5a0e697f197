"""Just the Docs' callouts, titled as the site's _config.yml configures them (text/readers/_callouts.py)."""

from __future__ import annotations

from pathlib import Path

from audioguide.text.documents import Document, read_document
from audioguide.text.readers._callouts import with_callout_titles

# just-the-docs/just-the-docs _config.yml (lines 168-182) and docs/ui-components/callouts.md, cut short.
CONFIG = """\
title: Just the Docs
callouts:
  highlight:
    color: yellow
  important:
    title: Important
    color: blue
  warning:
    title: Warning
    color: red
"""
PAGE = """\
---
title: Callouts
---

{: .warning }
These callout names are *not* pre-defined by the theme.

```markdown
{: .warning }
A paragraph
```

{: .highlight }
A paragraph

A paragraph written before its callout markup.
{: .important }

{: .important }
> A paragraph
>
> Another paragraph

{: .important-title }
> My important title
>
> A paragraph

{: .warning }
- An item
"""


def said(document: Document) -> list[str]:
    return [p.text for section in document.sections for p in section.paragraphs]


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_callout_is_read_after_the_title_the_site_configures(tmp_path: Path) -> None:
    write(tmp_path / "_config.yml", CONFIG)
    page = write(tmp_path / "docs" / "ui-components" / "callouts.md", PAGE)
    assert said(read_document(page, "callouts.md", part_words=350)) == [
        "Warning: These callout names are not pre-defined by the theme.",
        "A paragraph",
        "Important: A paragraph written before its callout markup.",
        "Important: A paragraph", "Another paragraph",
        "My important title", "A paragraph",
        "An item",
    ]


def test_without_the_site_s_config_a_callout_is_its_text(tmp_path: Path) -> None:
    page = write(tmp_path / "callouts.md", PAGE)
    assert said(read_document(page, "callouts.md", part_words=350))[:3] == [
        "These callout names are not pre-defined by the theme.", "A paragraph",
        "A paragraph written before its callout markup."]


def test_a_callout_in_a_quote_is_titled_inside_it() -> None:
    text = "> {: .warning }\n> > A paragraph\n> >\n> > Another\n"
    assert with_callout_titles(text, {"warning": "Warning"}) == (
        "> {: .warning }\n> > Warning: A paragraph\n> >\n> > Another\n")
