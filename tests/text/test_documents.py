"""Reading documents: plain-text headings, decoding, sections and parts (Markdown: tests/readers)."""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from audioguide.common.errors import DocumentError
from audioguide.text.documents import read_document, read_parts
from audioguide.text.readers import Block, Skipped
from audioguide.text.readers.plaintext import looks_like_heading, read_text_blocks
from tests.support import ROOT

GUIDE_000 = "content/000_52f206e528357c55.txt"
GUIDE_004 = "content/004_eaaa4179d82a9fdd.txt"
DROP = ["(?i)please give it a like"]


def read(path: Path, **options: object):
    """``path`` read as the guide would, shown as ``content/<file name>``."""
    return read_document(path, f"content/{path.name}", **{"part_words": 350, **options})


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def outline(document) -> list[tuple]:
    return [(s.kind, s.number, s.title, s.line, [p.line for p in s.paragraphs]) for s in document.sections]


# ---------------------------------------------------------------- plain-text headings


@pytest.mark.parametrize("line", [
    "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible",
    "Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)",
    "The Trauma Bond Nobody Warned You About",
    "Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”",
    "The Sunk Cost Trap That Keeps You Stuck",
    "10 Signs You Are Being Gaslit",
    "«Le Grand Départ»",
    "¿Por Qué Me Quedo",
    "NO CONTACT",
])
def test_heading_lines(line: str) -> None:
    assert looks_like_heading(line)


@pytest.mark.parametrize("line", [
    "If you’ve typed some version of:",
    "You’ve held two truths at once:",
    "Just when you reach your breaking point, they transform:",
    "Understanding that changes the entire narrative.",
    "It sounds simple. It isn’t.",
    "“Why can’t I leave a narcissist?” “Why do I miss someone who hurt me?”",
    "How Do I Leave?",
    "Part One,",
    "you are not alone",
    "the of and",
    "",
    "   ",
    "A" * 121,
])
def test_non_heading_lines(line: str) -> None:
    assert not looks_like_heading(line)


def test_headings_of_sample_000_are_exactly_its_five_title_lines() -> None:
    lines = (ROOT / GUIDE_000).read_text(encoding="utf-8").splitlines()
    headings = [n for n, line in enumerate(lines, start=1) if line.strip() and looks_like_heading(line)]
    assert headings == [1, 17, 25, 41, 57]


def test_text_blocks_join_lines_and_read_setext_underlines() -> None:
    text = "Title\n=====\n\nSub\n---\n\nline a\n  line b\n\n\n\nOne Heading Line\n"
    assert read_text_blocks(text) == [
        Block("Title", 1, 1), Block("Sub", 4, 2), Block("line a line b", 7, 0), Block("One Heading Line", 12, 2),
    ]


def test_a_list_in_plain_text_is_read_item_by_item() -> None:
    text = "Bring:\n\n- water\n- a map,\n  folded\n\n1. Vous devez lire attentivement les\ninstructions.\n"
    assert read_text_blocks(text) == [
        Block("Bring:", 1), Block("water", 3), Block("a map, folded", 4),
        Block("1. Vous devez lire attentivement les instructions.", 7),  # a numbered paragraph is no list
    ]


# python/peps pep-0404.txt (cut short): an RFC 822 header, reStructuredText throughout.
PEP = """\
PEP: 404
Title: Python 2.8 Un-release Schedule
Author: Barry Warsaw <barry@python.org>
Created: 2011-11-09


Abstract
========

This document describes the un-release schedule for Python
2.8.


Un-release Manager and Crew
===========================

============================ ==================
Position                     Name
============================ ==================
2.8 Un-release Manager       Cardinal Biggles
============================ ==================


Official pronouncement
======================

Rule number six: there is *no* official Python 2.8 release.  Tools such as `2to3`_ and the
differences_ help; ``UnicodeError``\\ s are gone, and so is ``__metaclass__``.

- 2.8 final Never

Strings
-------

The closest the language gets is this::

    b"bytes" + "text"

.. note:: A note's own text.

.. _`2to3`: http://docs.python.org/library/2to3.html
.. _differences: http://docs.python.org/release/3.0.1/whatsnew/3.0.html

..
  Local Variables:
  End:
"""


def test_restructured_text_is_read_as_its_page_shows_it(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    document = read(write(tmp_path, "pep-0404.txt", PEP))
    assert (document.title, document.title_line) == ("Python 2.8 Un-release Schedule", 1)
    assert [(s.kind, s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("heading", "Abstract", ["This document describes the un-release schedule for Python 2.8."]),
        ("heading", "Official pronouncement", [
            "Rule number six: there is no official Python 2.8 release. Tools such as 2to3 and the differences help;"
            " UnicodeErrors are gone, and so is __metaclass__.",
            "2.8 final Never", "Strings", "The closest the language gets is this:", "Note: A note's own text.",
        ]),
    ]
    assert [(item.line, item.what, item.words) for item in document.skipped] == [
        (1, "document header (pep, title, author …)", 13),
        (14, "heading with no text under it", 4),
        (17, "table", 8),
        (37, "code block", 3),
        (41, "link targets", 6),
        (44, "comment", 4),
    ]  # the markup resolved on line 27 is no skip: none of its words is lost
    assert "content/pep-0404.txt:17: table not read aloud (8 words)" in caplog.messages
    assert not any("markup" in message for message in caplog.messages)


# pallets/flask docs/deploying/gunicorn.rst, a note and a version's note added
GUNICORN = """\
Gunicorn
========

`Gunicorn`_ is a pure Python WSGI server with simple configuration and
multiple worker implementations for performance tuning.

*   It tends to integrate easily with hosting platforms.
*   It does not support Windows (but does run on WSL).

.. _Gunicorn: https://gunicorn.org/

Running
-------

The only required argument to Gunicorn tells it how to load your
:class:`~flask.Flask` application, with :func:`!create_app` or not.

.. code-block:: text

    $ gunicorn -w 4 'hello:app'

.. note::

    A reverse proxy such as :doc:`nginx` or :doc:`apache-httpd` should be used
    in front of Gunicorn.

.. versionadded:: 2.0
    The ``-w`` option.

See :doc:`/gevent` for more information. See :ref:`the server <server>` too.

.. graphviz::

    digraph { a -> b }
"""


def test_a_rst_file_is_restructured_text_its_roles_read_as_sphinx_shows_them(tmp_path: Path) -> None:
    write(tmp_path, "conf.py", "project = 'Flask'\n")
    write(tmp_path, "gevent.rst", "Async with Gevent\n=================\n\nText.\n")
    (tmp_path / "deploying").mkdir()
    write(tmp_path / "deploying", "nginx.rst", "nginx\n=====\n\nText.\n")
    document = read(write(tmp_path / "deploying", "gunicorn.rst", GUNICORN))
    assert document.title == "Gunicorn"
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Gunicorn", [
            "Gunicorn is a pure Python WSGI server with simple configuration and multiple worker implementations"
            " for performance tuning.",
            "It tends to integrate easily with hosting platforms.",
            "It does not support Windows (but does run on WSL).",
        ]),
        ("Running", [
            "The only required argument to Gunicorn tells it how to load your Flask application, with create_app"
            " or not.",
            "Note: A reverse proxy such as nginx or apache httpd should be used in front of Gunicorn.",
            "Added in version 2.0: The -w option.",
            "See Async with Gevent for more information. See the server too.",
        ]),
    ]
    assert [(item.line, item.what) for item in document.skipped] == [
        (10, "link targets"), (18, "code block"), (32, "directive graphviz"),
    ]


GLOSSARY = """\
========
Glossary
========


.. glossary::
    :sorted:

    Binary Distribution

        A specific kind of :term:`Built Distribution` that contains compiled
        extensions.


    License Expression
    SPDX Expression

        A string with valid SPDX license expression syntax,
        including one or more SPDX :term:`License Identifier`\\(s),
        which describes a :term:`Distribution Archive`'s license(s)
        and how they inter-relate.

        .. code-block:: text

            MIT AND (Apache-2.0 OR BSD-2-Clause)

        Examples follow.

    Wheel
        The standard :term:`Built Distribution` format.
"""
"""pypa/packaging.python.org source/glossary.rst at ab49948 (CC BY-SA 3.0), two entries; the third, a code block in
a definition and the ``:sorted:`` option added to show the rule."""


def test_a_sphinx_glossary_reads_each_term_then_its_definition(tmp_path: Path) -> None:
    document = read(write(tmp_path, "glossary.rst", GLOSSARY))
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Binary Distribution: A specific kind of Built Distribution that contains compiled extensions.",
        "License Expression, SPDX Expression: A string with valid SPDX license expression syntax, including one or"
        " more SPDX License Identifier(s), which describes a Distribution Archive's license(s) and how they"
        " inter-relate.",
        "Examples follow.", "Wheel: The standard Built Distribution format."]
    assert [(item.line, item.what) for item in document.skipped] == [(23, "code block")]


CHANGES = """\
Version 2.3.0
-------------

Unreleased

-   Drop support for Python 3.8 and 3.9.
-   Remove previously deprecated code.


Version 2.2.0
-------------

Released 2024-04-16

-   Use ``flit_core`` instead of ``setuptools`` as build backend.
"""
"""pallets/itsdangerous CHANGES.rst at 672971d (BSD-3-Clause), its first lines, which docs/changes.rst includes."""


def test_a_restructured_text_include_is_read_in_its_place_from_the_repository(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    write(tmp_path, "CHANGES.rst", CHANGES)
    (tmp_path / "docs").mkdir()
    write(tmp_path / "docs", "conf.py", "project = 'ItsDangerous'\n")
    write(tmp_path / "docs", "example.py", "print('hello')\n")
    document = read(write(tmp_path / "docs", "changes.rst", (
        "Changes\n=======\n\n.. include:: ../CHANGES.rst\n    :end-before: Version 2.2.0\n\n"
        ".. include:: /example.py\n    :literal:\n\n.. include:: ../../outside.rst\n\n.. include:: missing.rst\n")))
    assert [(s.title, [(p.line, p.text) for p in s.paragraphs]) for s in document.sections] == [
        ("Version 2.3.0", [(4, "Unreleased"), (4, "Drop support for Python 3.8 and 3.9."),
                           (4, "Remove previously deprecated code.")])]
    assert [(item.line, item.what) for item in document.skipped] == [
        (7, "code block"), (10, "include ../../outside.rst (no such file in the repository)"),
        (12, "include missing.rst (no such file in the repository)")]


SPHINX_TABS = """\
Basic Tabs
==========

These will appear as:

.. tabs::

   .. tab:: Apples

      Apples are green, or sometimes red.

   .. tab:: Pears

      Pears are green.

   .. tab:: Oranges

      Oranges are orange.


Nested tabs appear as:

.. tabs::

   .. tab:: Stars

      .. tabs::

         .. tab:: The Sun

            The closest star to us.

         .. tab:: Proxima Centauri

            The second closest star to us.

         .. tab:: Polaris

            The North Star.

   .. tab:: Moons

      .. tabs::

         .. tab:: The Moon

            Orbits the Earth

         .. tab:: Titan

            Orbits Jupiter

.. tabs::

   .. code-tab:: c

         C Main Function

   .. code-tab:: c++

         C++ Main Function

"""
"""executablebooks/sphinx-tabs docs/index.rst at 399bd8e (MIT), lines 73-88, 132-162 and 315-324 under a title:
tabs of prose, nested tabs, and tabs of code."""


def test_sphinx_tabs_are_read_each_its_title_then_its_text_and_code_tabs_are_code(tmp_path: Path) -> None:
    write(tmp_path, "conf.py", 'extensions = ["sphinx_tabs.tabs"]\n')
    document = read(write(tmp_path, "index.rst", SPHINX_TABS))
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "These will appear as:", "Apples: Apples are green, or sometimes red.", "Pears: Pears are green.",
        "Oranges: Oranges are orange.", "Nested tabs appear as:", "Stars:", "The Sun: The closest star to us.",
        "Proxima Centauri: The second closest star to us.", "Polaris: The North Star.", "Moons:",
        "The Moon: Orbits the Earth", "Titan: Orbits Jupiter"]  # a short line in reStructuredText: text, no heading
    assert [(item.line, item.what) for item in document.skipped] == [(55, "code block"), (59, "code block")]


def test_sphinx_s_own_index_pages_and_a_file_s_home_folder_in_restructured_text(tmp_path: Path) -> None:
    # sphinx-quickstart's index.rst: the index, the modules' index and the search page are Sphinx's, no words
    page = tmp_path / "index.rst"
    page.write_text("Welcome\n=======\n\nSome text about the tool.\n\nIndices and tables\n==================\n\n"
                    "* :ref:`genindex`\n* :ref:`modindex`\n* :ref:`search`\n\nEdit :file:`~/.bashrc` and use "
                    ":class:`~flask.Flask`.\n", encoding="utf-8")
    document = read_document(page, "index.rst", part_words=350)
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "Some text about the tool.", "Edit ~/.bashrc and use Flask."]


def test_resolved_restructured_text_markup_is_said_with_v_only(tmp_path: Path,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, "audioguide"):
        document = read(write(tmp_path, "pep-0404.txt", PEP))
    assert not any("markup" in item.what for item in document.skipped)
    assert [(r.levelname, r.getMessage()) for r in caplog.records if "markup" in r.getMessage()] == [
        ("INFO", "content/pep-0404.txt:27: reStructuredText markup '`2to3`_' read as its text"),
    ]


def test_a_title_between_an_overline_and_an_underline() -> None:
    # hotosm/learnosm _build/html/_sources/beginner/introduction.txt
    text = "========================\nChapter 1 – Introduction\n========================\n\nInformation is powerful.\n"
    document_blocks = read_text_blocks(text, rst=True)
    assert document_blocks == [Block("Chapter 1 – Introduction", 2, 1), Block("Information is powerful.", 5)]


# ---------------------------------------------------------------- pauses


PAUSED = {
    "paused.md": "# Title\n\n<!-- pause 1s -->\n\nLead text.\n\n<!-- pause 2s -->\n\n## One\n\n<!-- pause 500ms -->\n\n"
                 "First.\n\n## Empty\n\n<!-- pause 4s -->\n\n## Two\n\nSecond.\n",
    "paused.txt": "Title\n\n[pause 1s]\n\nLead text.\n[pause 2s]\n\nOne\n\n[pause 500ms]\n\n"
                  "First.\n\nEmpty\n\n[pause 4s]\n\nTwo\n\nSecond.\n",
}


@pytest.mark.parametrize("name", sorted(PAUSED))
def test_pauses_are_paragraphs_of_no_text_kept_in_the_chapter_after_them(tmp_path: Path, name: str) -> None:
    document = read(write(tmp_path, name, PAUSED[name]))
    md = name.endswith(".md")
    assert [(s.kind, s.title, s.line, [(p.text, p.line, p.pause) for p in s.paragraphs])
            for s in document.sections] == [
        ("lead", "Title", 3, [("", 3, 1.0), ("Lead text.", 5, None), ("", 7 if md else 6, 2.0)]),
        ("heading", "One", 9 if md else 8, [("", 11 if md else 10, 0.5), ("First.", 13 if md else 12, None)]),
        # "Empty" had only a pause under it: left out (and reported), its pause is heard before "Two"
        ("heading", "Two", 19 if md else 18, [("", 17 if md else 16, 4.0), ("Second.", 21 if md else 20, None)]),
    ]
    assert [(item.what, item.words) for item in document.skipped] == [("heading with no text under it", 1)]


def test_a_pause_line_ends_a_paragraph_and_bad_lengths_are_warned_of(caplog: pytest.LogCaptureFixture) -> None:
    text = "Title\n\nOne line\n[pause 1.5 s]\ngoes on.\n\n[pause 31s]\n\n[Pause 2]\n\n[pause 0s]\n"
    assert read_text_blocks(text, "content/p.txt") == [
        Block("Title", 1, 2), Block("One line", 3), Block("", 4, pause=1.5), Block("goes on.", 5),
        Block("", 7, pause=30.0),
    ]
    assert caplog.messages == [
        "content/p.txt:7: a pause of 31s is longer than 30 s; it is cut to 30 s",
        "content/p.txt:9: pause '2' is not a length such as 2s or 500ms; no pause is made",
        "content/p.txt:11: a pause of 0s is shorter than 0.1 s; it is left out",
    ]


# ---------------------------------------------------------------- the sample documents


def test_sample_000_title_and_sections() -> None:
    document = read(ROOT / GUIDE_000, drop_patterns=DROP)
    assert document.name == GUIDE_000
    assert document.id == "000_52f206e528357c55"
    assert document.title == "The Narcissist Won’t Let You Go: How to Leave Safely When Walking Away Feels Impossible"
    assert document.title_line == 1
    assert outline(document) == [
        ("lead", 1, document.title, 3, [3, 5, 7, 9, 11, 13, 15]),
        ("heading", 2, "Why Leaving a Narcissist Feels Impossible (It’s Not What You Think)", 17, [19, 21, 23]),
        ("heading", 3, "The Trauma Bond Nobody Warned You About", 25, [27, 29, 31, 33, 35, 37, 39]),
        ("heading", 4, "Cognitive Dissonance: “They Love Me” vs. “They Hurt Me”", 41, [43, 45, 47, 49, 51, 53, 55]),
        ("heading", 5, "The Sunk Cost Trap That Keeps You Stuck", 57, [59, 61]),
    ]
    assert document.sections[1].paragraphs[1].text == "It sounds simple. It isn’t."


def test_a_texts_title_is_its_first_paragraph_wrapped_or_not(tmp_path: Path) -> None:
    wrapped = "Leaving Safely: What to Pack, Whom to Tell and Where\nto Go When You Walk Away\n\nThe text.\n"
    document = read(write(tmp_path, "wrapped.txt", wrapped))
    assert (document.title, document.title_line) == (
        "Leaving Safely: What to Pack, Whom to Tell and Where to Go When You Walk Away", 1)
    assert [p.text for s in document.sections for p in s.paragraphs] == ["The text."]


# facelessuser/pymdown-extensions docs/src/markdown/extensions/details.md: a source link before the H1.
AFTER_A_LINE = """\
[Source](https://github.com/facelessuser/pymdown-extensions/blob/main/pymdownx/details.py)

# Details

Details is an extension that creates collapsible elements.

## Overview

It supports nesting.
"""


def test_a_documents_one_h1_after_a_line_is_its_title(tmp_path: Path) -> None:
    document = read(write(tmp_path, "details.md", AFTER_A_LINE))
    assert (document.title, document.title_line) == ("Details", 3)
    assert outline(document) == [("lead", 1, "Details", 1, [1, 5]), ("heading", 2, "Overview", 7, [9])]


def test_a_given_title_or_a_second_h1_leaves_the_h1_after_a_line_a_chapter(tmp_path: Path) -> None:
    given = read(write(tmp_path, "given.md", f"---\ntitle: The Details extension\n---\n{AFTER_A_LINE}"))
    assert [(s.kind, s.title) for s in given.sections] == [("lead", "The Details extension"), ("heading", "Details")]
    book = read(write(tmp_path, "book.md", "Preface.\n\n# One\n\nText one.\n\n# Two\n\nText two.\n"))
    assert (book.title, [s.title for s in book.sections]) == ("book", ["book", "One", "Two"])


# github/docs content/repositories/creating-and-managing-repositories/deleting-a-repository.md, cut short.
INTRO = """\
---
title: Deleting a repository
intro: 'You can delete any repository or fork if you are an **organization owner**. See "[AUTOTITLE](/repositories/restoring-a-deleted-repository)."'
description: Not shown on the page.
---
Deleting a public repository will not delete any forks of the repository.
"""  # noqa: E501 - the front matter as written


def test_github_docs_intro_is_the_lead_read_as_its_page_shows_it(tmp_path: Path) -> None:
    path = write(tmp_path, "deleting-a-repository.md", INTRO)
    assert [p.text for p in read(path, lead="description").sections[0].paragraphs] == [
        'You can delete any repository or fork if you are an organization owner. See "Restoring a deleted'
        ' repository."', "Deleting a public repository will not delete any forks of the repository."]
    assert read(path).sections[0].paragraphs[0].text.startswith("You can delete")  # GitHub Docs shows it: auto
    assert read(path, lead="none").skipped == (
        Skipped(1, "front matter intro (reading.lead: description reads it)", 18),)


def test_a_part_with_nothing_to_say_is_counted_with_the_next(tmp_path: Path) -> None:
    # Split in chapters, an empty chapter is no episode; what it left out is still counted.
    book = "# One\n\nText one.\n\n# Empty\n\n```\ncode\n```\n\n# Two\n\nText two.\n\n# Last\n\n```\nend\n```\n"
    path = write(tmp_path, "book.md", book)
    parts = read_parts(path, "content/book.md", part_words=350)
    assert [(p.title, [(s.line, s.what, s.words) for s in p.skipped]) for p in parts] == [
        ("One", []),
        ("Two", [(5, "heading with no text under it", 1), (7, "code block", 1),  # before it
                 (15, "heading with no text under it", 1), (17, "code block", 1)]),  # after the last part
    ]


def test_sample_004_is_cut_into_three_parts_at_paragraph_boundaries() -> None:
    document = read(ROOT / GUIDE_004, drop_patterns=DROP)
    assert document.title == "When The Narcissist Realises You Are Done - MUST READ"
    assert outline(document) == [
        ("part", 1, None, 3, [3, 5, 7, 9, 11]),
        ("part", 2, None, 13, [13, 15, 17, 19, 21]),
        ("part", 3, None, 23, [23, 25, 27, 29, 31]),
    ]
    sizes = [sum(len(p.text.split()) for p in s.paragraphs) for s in document.sections]
    assert sizes == [351, 331, 318]


def test_sample_004_parts_are_cut_at_the_boundaries_nearest_equal_shares() -> None:
    document = read(ROOT / GUIDE_004, drop_patterns=DROP)
    paragraphs = [p for s in document.sections for p in s.paragraphs]
    ends, done = [], 0
    for paragraph in paragraphs:
        done += len(paragraph.text.split())
        ends.append(done)
    total = ends[-1]
    cuts = [sum(len(p.text.split()) for s in document.sections[:k] for p in s.paragraphs) for k in (1, 2)]
    for k, cut in enumerate(cuts, start=1):
        assert cut == min(ends, key=lambda end: abs(end - total * k / 3))


def test_footnotes_close_the_part_that_refers_to_them(tmp_path: Path) -> None:
    # A document without headings is cut into parts; a footnote is read at the end of the part
    # whose paragraph refers to it, and never starts a part of its own.
    words = "word " * 100
    body = "\n\n".join(f"Paragraph {n} {words}" + ("[^a]" if n == 1 else "") for n in range(4))
    document = read(write(tmp_path, "parts.md", body + "\n\n[^a]: The note.\n"), part_words=200)
    assert [[(p.line, p.note) for p in s.paragraphs] for s in document.sections] == [
        [(1, None), (3, None), (9, 1)], [(5, None), (7, None)],
    ]


def test_drop_pattern_removes_004_last_line_and_title_can_be_given() -> None:
    kept = read(ROOT / GUIDE_004)
    assert kept.sections[-1].paragraphs[-1].line == 33
    last = kept.sections[-1].paragraphs[-1].text
    assert last.startswith("If you found this information helpful, please give it a like")
    dropped = read(ROOT / GUIDE_004, drop_patterns=DROP, title="When the Narcissist Realises You Are Done")
    assert dropped.title == "When the Narcissist Realises You Are Done"
    assert dropped.title_line == 1
    assert all("like below" not in p.text for s in dropped.sections for p in s.paragraphs)
    assert dropped.sections[-1].paragraphs[-1].line == 31


# ---------------------------------------------------------------- decoding and refusals


@pytest.mark.parametrize("name, data", [
    ("bom.txt", "Title Here\n\nBody é.\n".encode("utf-8-sig")),
    ("le.txt", "Title Here\n\nBody é.\n".encode("utf-16")),
    ("be.txt", b"\xfe\xff" + "Title Here\n\nBody é.\n".encode("utf-16-be")),
    ("crlf.txt", b"Title Here\r\n\r\nBody \xc3\xa9.\r\n"),
])
def test_encodings_read_the_same_text(tmp_path: Path, name: str, data: bytes) -> None:
    document = read(write(tmp_path, name, data))
    assert (document.title, document.title_line) == ("Title Here", 1)
    assert outline(document) == [("part", 1, None, 3, [3])]
    assert document.sections[0].paragraphs[0].text == "Body é."


@pytest.mark.parametrize("name, data, message", [
    ("bad.txt", b"Title\n\nOk line.\nbad \xe9 here\n",
     "content/bad.txt:4: not valid UTF-8 (byte 0xe9); save the file as UTF-8"),
    ("bad.md", b"# T\n\n\n\nbad \xff\n", "content/bad.md:5: not valid UTF-8 (byte 0xff); save the file as UTF-8"),
    ("odd.txt", "Title\n\nText.\n".encode("utf-16") + b"\x00",
     "content/odd.txt:4: not valid UTF-16 (truncated data), though it starts as UTF-16; save the file as UTF-8"),
    ("nul.txt", b"\xfe\xff" + bytes(17),
     "content/nul.txt:1: not valid UTF-16 (truncated data), though it starts as UTF-16; save the file as UTF-8"),
    ("image.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
     "content/image.txt: looks like a binary file, not text; list only Markdown or text files"),
    ("empty.txt", b"", "content/empty.txt: nothing to narrate (the document is empty or only markup)"),
    ("blank.md", b"   \n\n", "content/blank.md: nothing to narrate (the document is empty or only markup)"),
    ("markup.md", b"```\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>x()</script>\n",
     "content/markup.md: nothing to narrate (the document is empty or only markup)"),
    ("title.md", b"# Only Title\n", "content/title.md: nothing to narrate after the title 'Only Title'"),
    ("title.txt", b"Only Title\n", "content/title.txt: nothing to narrate after the title 'Only Title'"),
    ("notes.adoc", b"= Title\n\nText.\n", "content/notes.adoc: unknown document type '.adoc' (known: .docx,"
     " .epub, .htm, .html, .markdown, .md, .mdx, .pdf, .qmd, .rest, .rmd, .rst, .text, .txt); AsciiDoc is not read;"
     " convert it to HTML (asciidoctor notes.adoc -o notes.html) and give the HTML"),
])
def test_refused_documents(tmp_path: Path, name: str, data: bytes, message: str) -> None:
    with pytest.raises(DocumentError) as error:
        read(write(tmp_path, name, data))
    assert str(error.value) == message


def test_missing_file_is_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentError) as error:
        read(tmp_path / "gone.txt")
    assert str(error.value) == "content/gone.txt: cannot read: No such file or directory"


def test_extension_is_matched_case_insensitively(tmp_path: Path) -> None:
    assert read(write(tmp_path, "LOUD.TXT", "Title\n\nBody.\n")).title == "Title"


def test_a_heading_with_no_text_under_it_is_left_out(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\n\n## Empty\n\n## Full\n\nSome text.\n\n## <b></b>\n", encoding="utf-8")
    document = read_document(path, "content/guide.md", part_words=350)
    assert [(s.title, s.number) for s in document.sections] == [("Full", 1)]
    assert "content/guide.md:3: the heading 'Empty' has no text under it; it is left out" in caplog.text


def test_control_characters_are_left_out_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\x07\n\nSome\x0ctext,\x1b[0m pasted\u2028from a terminal.\n", encoding="utf-8")
    document = read_document(path, "content/guide.md", part_words=350)
    assert document.title == "Guide"
    assert [p.text for s in document.sections for p in s.paragraphs] == ["Some text,[0m pasted from a terminal."]
    assert "content/guide.md:1: control characters left out (the first is U+0007)" in caplog.text


def test_a_document_of_empty_headings_has_nothing_to_narrate(tmp_path: Path) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\n\n## One\n\n## Two\n", encoding="utf-8")
    with pytest.raises(DocumentError, match=r"^content/guide.md: nothing to narrate after the title 'Guide'$"):
        read_document(path, "content/guide.md", part_words=350)


def test_a_document_too_long_for_one_episode(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    paragraph = " ".join(["word"] * 100) + "."
    path.write_text("Big\n\n" + "\n\n".join([paragraph] * 1001), encoding="utf-8")
    with pytest.raises(DocumentError) as error:
        read_document(path, "content/big.txt", part_words=350)
    assert str(error.value) == (
        "content/big.txt: 100,100 words, about 11 hours of narration in one episode; an episode holds at"
        " most 100,000 words (about 11 hours): split it into several documents, one per episode")
    path.write_text("Big\n\n" + "\n\n".join([paragraph] * 1000), encoding="utf-8")
    assert len(read_document(path, "content/big.txt", part_words=350).sections) > 100


# ---------------------------------------------------------------- files that are not documents


def within(seconds: float, call: Callable[[], object], unblock: Callable[[], None] = lambda: None) -> object:
    """``call()``'s result or exception, or a failure if it takes longer than ``seconds``.

    It runs in a thread, so a call that blocks (opening a named pipe) fails the test instead of
    hanging it; ``unblock`` then releases it.
    """
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as error:  # noqa: BLE001 - handed to the test
            outcome.append(error)

    thread = threading.Thread(target=run, daemon=True)
    start = time.perf_counter()
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        unblock()
        pytest.fail(f"still running after {seconds} s")
    assert time.perf_counter() - start < seconds
    return outcome[0]


def test_a_huge_file_is_refused_by_its_size_before_it_is_read(tmp_path: Path) -> None:
    # Text, then a sparse rest up to 1 GB (which costs no disk): reading it all would take
    # minutes and gigabytes of memory before the words were counted.
    path = write(tmp_path, "huge.txt", "Huge\n\n" + "word " * 2000)
    with path.open("r+b") as file:
        file.truncate(1 << 30)
    error = within(2, lambda: read(path))
    assert isinstance(error, DocumentError)
    assert str(error) == (
        "content/huge.txt: 1,074 MB, far more than the 100,000 words an episode holds (about 11 hours)"
        " can take: documents are read up to 16 MB; split it into several documents, one per episode")


def test_a_file_just_over_the_size_bound_is_refused_and_one_at_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "edge.txt"
    with path.open("wb") as file:
        file.truncate(16_000_001)
    with pytest.raises(DocumentError, match=r"^content/edge.txt: 16.0 MB, far more than"):
        read(path)
    with path.open("wb") as file:
        file.truncate(16_000_000)
    # Read, and refused for what it holds: zeros.
    with pytest.raises(DocumentError, match=r"^content/edge.txt: looks like a binary file"):
        read(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_at_once_without_opening_it(tmp_path: Path) -> None:
    path = tmp_path / "pipe.md"
    os.mkfifo(path)

    def unblock() -> None:  # a writer that opens and closes releases a reader blocked in open()
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    error = within(1, lambda: read(path), unblock)
    assert isinstance(error, DocumentError)
    assert str(error) == "content/pipe.md: not a regular file (a named pipe); list only Markdown or text files"


def test_a_folder_or_a_device_is_not_a_document(tmp_path: Path) -> None:
    (tmp_path / "folder.md").mkdir()
    with pytest.raises(DocumentError) as error:
        read(tmp_path / "folder.md")
    assert str(error.value) == "content/folder.md: not a regular file (a folder); list only Markdown or text files"
    device = tmp_path / "null.txt"
    device.symlink_to("/dev/null")
    with pytest.raises(DocumentError) as error:
        read(device)
    assert str(error.value) == (
        "content/null.txt: not a regular file (a device); list only Markdown or text files")


def test_a_link_to_a_document_is_read(tmp_path: Path) -> None:
    target = write(tmp_path, "real.txt", "Title\n\nBody.\n")
    (tmp_path / "link.txt").symlink_to(target)
    assert read(tmp_path / "link.txt").title == "Title"


def test_a_docsy_site_s_description_is_its_lead_and_another_site_s_is_not(tmp_path: Path) -> None:
    # fluxcd/website (Hugo, Docsy; Apache-2.0): Docsy shows a page's description under its title
    page = ("---\ntitle: Installation\ndescription: How to install the Flux CLI and the Flux controllers.\n---\n\n"
            "Text.\n")
    docsy = tmp_path / "docsy"
    (docsy / "content").mkdir(parents=True)
    (docsy / "hugo.yaml").write_text("module:\n  imports:\n    - path: github.com/google/docsy\n", encoding="utf-8")
    other = tmp_path / "other"
    (other / "content").mkdir(parents=True)
    (other / "hugo.toml").write_text('theme = "ananke"\n', encoding="utf-8")
    shown = read(write(docsy / "content", "installation.md", page))
    assert [p.text for p in shown.sections[0].paragraphs] == [
        "How to install the Flux CLI and the Flux controllers.", "Text."]
    hidden = read(write(other / "content", "installation.md", page))
    assert [p.text for p in hidden.sections[0].paragraphs] == ["Text."]
    assert hidden.skipped == (Skipped(1, "front matter description (reading.lead: description reads it)", 10),)


def test_a_summary_the_jekyll_layout_shows_is_the_lead(tmp_path: Path) -> None:
    # tomjoht/documentation-theme-jekyll (Apache-2.0): _config.yml's defaults put pages in _layouts/page.html,
    # which shows <div class="summary">{{page.summary}}</div> under the title
    site = tmp_path / "site"
    (site / "_layouts").mkdir(parents=True)
    (site / "pages").mkdir()
    (site / "_config.yml").write_text('defaults:\n  -\n    scope:\n      path: ""\n      type: "pages"\n'
                                      '    values:\n      layout: "page"\n', encoding="utf-8")
    (site / "_layouts" / "page.html").write_text('---\nlayout: default\n---\n<h1>{{ page.title }}</h1>\n'
                                                 '{% if page.summary %}<div class="summary">{{page.summary}}</div>'
                                                 '{% endif %}\n{{ content }}\n', encoding="utf-8")
    page = ('---\ntitle: Alerts\nsummary: "You can insert notes, tips, warnings, and important alerts in your'
            ' content."\n---\n\n## About alerts\n\nText.\n')
    shown = read(write(site / "pages", "mydoc_alerts.md", page))
    assert [p.text for p in shown.sections[0].paragraphs] == [
        "You can insert notes, tips, warnings, and important alerts in your content."]
    elsewhere = read(write(tmp_path, "alerts.md", page))  # no layout shows it: a list's summary, not read
    assert [p.text for s in elsewhere.sections for p in s.paragraphs] == ["Text."]


def test_a_docusaurus_page_that_hides_its_title_is_titled_by_its_h1(tmp_path: Path) -> None:
    # reduxjs/redux-toolkit docs/introduction/getting-started.md (MIT): hide_title shows the page's own H1
    page = ("---\nid: getting-started\ntitle: Getting Started\nhide_title: true\n---\n\n"
            "# Getting Started with Redux Toolkit\n\n## Purpose\n\nThe Redux Toolkit package is intended to be the"
            " standard way to write Redux logic.\n")
    document = read(write(tmp_path, "getting-started.md", page))
    assert document.title == "Getting Started with Redux Toolkit"
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "The Redux Toolkit package is intended to be the standard way to write Redux logic."]
    shown = read(write(tmp_path, "shown.md", page.replace("hide_title: true\n", "")))
    assert shown.title == "Getting Started"


def test_a_page_that_opens_with_its_only_top_heading_below_h1_is_titled_by_it(tmp_path: Path) -> None:
    # jekyll/jekyll-seo-tag docs/usage.md (MIT): no front matter, no H1; "## Usage" heads the page, "###" its parts
    path = write(tmp_path, "usage.md", "## Usage\n\nThe SEO tag will respect any of the following.\n\n### Titles\n\n"
                                       "Text of titles.\n")
    document = read(path)
    assert document.title == "Usage"
    assert [s.title for s in document.sections][-1] == "Titles"
    beside = write(tmp_path, "README.md", "## About Jekyll SEO Tag\n\nA plugin.\n\n## What it does\n\nIt adds tags.\n")
    assert read(beside).title == "README"  # two headings of one level: chapters, the file's name the title


def test_headings_below_the_chapters_are_marked_as_sections(tmp_path: Path) -> None:
    path = write(tmp_path, "page.md", "# Guide\n\n## Install\n\nRun it.\n\n### On Linux\n\nUse apt.\n")
    (section,) = read(path).sections
    assert [(p.text, p.heading) for p in section.paragraphs] == [("Run it.", False), ("On Linux", True),
                                                                  ("Use apt.", False)]


@pytest.mark.parametrize(("marker", "content"), [
    (".gitbook.yaml", "root: ./\n"),  # GitBook
    ("docs.json", '{"$schema": "https://mintlify.com/docs.json", "theme": "luma"}'),  # Mintlify
    ("source.config.ts", "import { defineDocs } from 'fumadocs-mdx/config';\n"),  # Fumadocs
])
def test_sites_that_show_the_description_under_the_title_read_it_first(tmp_path: Path, marker: str,
                                                                       content: str) -> None:
    # mintlify/docs fr/quickstart.mdx (MIT): the description the page shows under its title
    page = ("---\ntitle: Démarrage rapide\ndescription: Déployez votre site de documentation en quelques minutes.\n"
            "---\n\nTexte.\n")
    (tmp_path / marker).write_text(content, encoding="utf-8")
    document = read(write(tmp_path, "quickstart.md", page))
    assert [p.text for p in document.sections[0].paragraphs] == [
        "Déployez votre site de documentation en quelques minutes.", "Texte."]
    (tmp_path / marker).write_text("{}" if marker == "docs.json" else content, encoding="utf-8")
    if marker == "docs.json":  # a docs.json of another tool marks nothing
        assert [p.text for p in read(write(tmp_path, "quickstart.md", page)).sections[0].paragraphs] == ["Texte."]


def test_a_title_from_a_file_s_name_without_the_number_that_orders_the_site(tmp_path: Path) -> None:
    # Daux's "03_Variable.md", Grav's "01.basics": the number orders the site's pages, the page shows no number
    assert read(write(tmp_path, "03_Variable.md", "Eine Variable speichert einen Wert.\n")).title == "Variable"
    assert read(write(tmp_path, "2024-notes.md", "Notes of the year.\n")).title == "2024 notes"


def test_an_mkdocs_page_without_a_title_of_its_own_is_titled_as_its_nav_names_it(tmp_path: Path) -> None:
    # photoprism/photoprism-docs-de (CC BY-NC-SA): a page with no H1 is shown with its nav entry's title, here with
    # an emoji, which is left out as any title's is; a page with its own H1 keeps it
    (tmp_path / "mkdocs.yml").write_text("site_name: T\nnav:\n  - Funktionen: index.md\n  - Benutzerhandbuch:\n"
                                         "    - Erste Schritte 👣: user-guide/first-steps.md\n", encoding="utf-8")
    (tmp_path / "docs" / "user-guide").mkdir(parents=True)
    steps = write(tmp_path / "docs" / "user-guide", "first-steps.md",
                  "Nach der Installation sind nur noch zwei Schritte erforderlich.\n\n## Geräte einrichten\n\n"
                  "Richte die Synchronisierung ein.\n")
    index = write(tmp_path / "docs", "index.md", "# Was PhotoPrism kann\n\nViele Funktionen.\n")
    document = read(steps)
    assert document.title == "Erste Schritte"
    assert [s.title for s in document.sections] == ["Erste Schritte", "Geräte einrichten"]
    assert read(index).title == "Was PhotoPrism kann"


def test_a_folder_s_index_page_without_a_title_is_titled_by_its_folder(tmp_path: Path) -> None:
    # Daux's "01_Go/_index.md": the folder's page, named by the folder (its ordering number left out)
    folder = tmp_path / "01_Go"
    folder.mkdir()
    index = write(folder, "_index.md", "Go ist eine Programmiersprache.\n")
    assert read_document(index, "docs/01_Go/_index.md", part_words=350).title == "Go"


def test_a_glossary_term_s_classifier_and_includes_not_read_as_this_page_s_text(tmp_path: Path) -> None:
    # a term's " : classifier" groups Sphinx's index; a README in Markdown (MyST's :parser:), a standard set of
    # substitutions and a file that includes itself are not read as the page's reStructuredText
    (tmp_path / ".git").mkdir()
    write(tmp_path, "README.md", "# Fancylib\n\n[![Build](https://img.shields.io/b.svg)](https://ci)\n")
    write(tmp_path, "CHANGES.rst", "Changes\n=======\n\nDropped Python 3.8.\n\n.. include:: CHANGES.rst\n")
    (tmp_path / "docs").mkdir()
    write(tmp_path / "docs", "conf.py", "project = 'Fancylib'\n")
    document = read(write(tmp_path / "docs", "index.rst", (
        "Fancylib\n========\n\n.. include:: ../README.md\n   :parser: myst_parser.sphinx_\n\n"
        ".. include:: <isonum.txt>\n\n"
        ".. glossary::\n\n   environment variable : env var\n      A named value that affects processes.\n\n"
        ".. include:: ../CHANGES.rst\n")))
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "environment variable: A named value that affects processes.", "Dropped Python 3.8."]
    assert [(item.line, item.what) for item in document.skipped] == [
        (4, "include ../README.md (Markdown, read by its own parser)"),
        (7, "include <isonum.txt> (a standard set of substitutions)"),
        (14, "include CHANGES.rst (a file that includes itself)")]


# psf/requests docs/index.rst and docs/user/quickstart.rst, shortened
REQUESTS_INDEX = """\
Requests
========

Release v\\ |version|. (:ref:`Installation <install>`)

To use it, implement the ``__call__()`` method. The ``__call__`` method must return a value.

If you need that header set, pass it directly and it will be encoded automatically:

    >>> url = 'https://api.github.com/some/endpoint'
    >>> payload = {'some': 'data'}

    >>> r = requests.post(url, json=payload)

Note, the ``json`` parameter is ignored if either ``data`` or ``files`` is passed.

.. warning::

    :meth:`~requests.Response.iter_lines` is not reentrant safe. In case you need to call it from
    multiple places, use the resulting iterator object instead::

        lines = r.iter_lines()
        first_line = next(lines)

Articles & Talks
================
- `Daniel Greenfeld's Review of Requests <https://example.org/review>`_
- `Issac Kelly's 'Consuming Web APIs' talk <https://example.org/talk>`_
"""


def test_restructured_text_as_sphinx_shows_it_version_doctest_literals_and_titles(tmp_path: Path) -> None:
    write(tmp_path, "conf.py", "import requests\nproject = 'Requests'\nversion = requests.__version__\n")
    document = read(write(tmp_path, "index.rst", REQUESTS_INDEX))
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Requests", ["Release. (Installation)",
                "To use it, implement the __call__() method. The __call__ method must return a value.",
                "If you need that header set, pass it directly and it will be encoded automatically:",
                "Note, the json parameter is ignored if either data or files is passed.",
                "Warning: iter_lines is not reentrant safe. In case you need to call it from multiple places, use"
                " the resulting iterator object instead:"]),
        ("Articles & Talks", ["Daniel Greenfeld's Review of Requests", "Issac Kelly's 'Consuming Web APIs' talk"]),
    ]
    assert [(item.line, item.what) for item in document.skipped] == [
        (4, "|version| (conf.py computes it)"), (10, "code block"), (13, "code block"), (22, "code block")]
    write(tmp_path, "conf.py", "project = 'Requests'\nversion = '2.32'\nrelease = '2.32.3'\n")
    document = read(write(tmp_path, "index.rst", "Requests\n========\n\nRelease v\\ |version|, |release| in full.\n"))
    assert [p.text for s in document.sections for p in s.paragraphs] == ["Release v2.32, 2.32.3 in full."]


def test_restructured_text_not_misread_where_it_looks_alike(tmp_path: Path) -> None:
    """A ``>>>`` inside a paragraph, a version that is no substitution, an underline shorter than its title's line
    (a paragraph of text), a note's prose: read."""
    document = read(write(tmp_path, "page.rst", (
        "Shell\n=====\n\nThe prompt is\n>>> in the interpreter.\n\nThe version | release table.\n\n"
        "A long line of text\n===\nand more text.\n\n.. note::\n\n    Keep ``__init__`` small.\n")))
    assert [p.text for s in document.sections for p in s.paragraphs] == [
        "The prompt is >>> in the interpreter.", "The version | release table.",
        "A long line of text === and more text.", "Note: Keep __init__ small."]


def test_a_sphinx_include_of_a_markdown_named_file_is_restructured_text(tmp_path: Path) -> None:
    """psf/requests: ``.. include:: ../HISTORY.md`` is written in reStructuredText, as Sphinx reads it; only a
    ``:parser:`` makes an include Markdown."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, "HISTORY.md", "Release History\n===============\n\n2.32.3 (2024-05-29)\n-------------------\n\n"
                                  "**Bugfixes**\n\n- Fixed bug breaking the ability to specify custom SSLContexts.\n")
    (tmp_path / "docs").mkdir()
    write(tmp_path / "docs", "conf.py", "project = 'Requests'\n")
    write(tmp_path / "docs", "README.md", "# Readme\n\nMarkdown.\n")
    document = read(write(tmp_path / "docs", "updates.rst", (
        "Community Updates\n=================\n\nFollow the development on GitHub.\n\n.. include:: ../HISTORY.md\n\n"
        ".. include:: README.md\n   :parser: myst_parser.sphinx_\n")))
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Community Updates", ["Follow the development on GitHub."]),
        ("Release History", ["2.32.3 (2024-05-29)", "Bugfixes",
                             "Fixed bug breaking the ability to specify custom SSLContexts."])]
    assert [(item.line, item.what) for item in document.skipped] == [
        (8, "include README.md (Markdown, read by its own parser)")]


def test_brackets_around_emoji_only_are_left_out_with_them(tmp_path: Path) -> None:
    # Horizontal-org/Tella-website docs/Connections/nextcloud.mdx and Discover Tella/features.mdx: the icon's emoji
    # in brackets after its button's name; brackets with words in them keep them
    page = write(tmp_path, "nextcloud.md", "# Outbox\n\nTo send a report to the Outbox, use the Submit later button"
                 " (⏱️), at the bottom left of the Submit Report screen.\n\nTap the \"notifications\" icon (🔔) on the"
                 " top left, or [⭐] the repository.\n\nOpen the (⚙️ Settings) screen (here).\n")
    assert [p.text for s in read(page).sections for p in s.paragraphs] == [
        "To send a report to the Outbox, use the Submit later button, at the bottom left of the Submit Report screen.",
        "Tap the \"notifications\" icon on the top left, or the repository.",
        "Open the (Settings) screen (here)."]


def test_a_question_answered_by_code_only_is_still_heard_and_its_code_reported(tmp_path: Path) -> None:
    # rt39an (LibreTranslate/Documentation src/content/docs/guides/faq.md and es/guides/faq.md): an FAQ's question
    # whose answer is a command is kept as its chapter (must not fire: a title over code only, as MDN's "Syntax")
    page = write(tmp_path, "faq.md", (
        "# FAQ\n\n## Where are the models saved?\n\nIn `$HOME/.local/share/models`.\n\n"
        "## How do I update the language models in a running docker container?\n\n"
        "```bash\ndocker exec -it libretranslate ./scripts/install_models.py --update\n```\n\n"
        "## Syntax\n\n```http\n503 Service Unavailable\n```\n\n"
        "## ¿Cómo actualizo los modelos en un contenedor docker en ejecución?\n\n```bash\ndocker exec -it lt x\n```\n\n"
        "## Can I run it behind a proxy?\n\nYes.\n"))
    document = read(page)
    assert [(s.title, [p.text for p in s.paragraphs]) for s in document.sections] == [
        ("Where are the models saved?", ["In $HOME/.local/share/models."]),
        ("How do I update the language models in a running docker container?", []),
        ("¿Cómo actualizo los modelos en un contenedor docker en ejecución?", []),
        ("Can I run it behind a proxy?", ["Yes."])]
    assert [(item.line, item.what) for item in document.skipped] == [
        (9, "code block"), (13, "heading with no text under it"), (15, "code block"), (21, "code block")]
