"""Narrated episode scripts: the document's text framed by rendered templates.

Each episode gets an intro (guide, episode, content note), an announcement
before every chapter but the text before the first heading (or the first
part), and an outro; footnotes are read after a lead-in ("Note 1:"); an author's
pause is a paragraph of kind ``pause`` with no text (its length in
:attr:`ScriptParagraph.pause`), which is never said. The templates ship in the
package (``templates/script``) and a guide overrides any of them by putting a
file of the same name in its ``templates/`` folder. Template strings go through
``jinja2.ext.i18n``, so they are translated with the guide's catalogs.
Templates run in Jinja's immutable sandbox: a guide's own template reads the
values it is given and uses filters, and cannot reach Python behind them
(``cycler.__init__.__globals__``) to run commands or read files. A template
file is read only from inside its folder, links resolved, and only when it is
a regular file of a template's size (:class:`FolderLoader`).
"""

from __future__ import annotations

import dataclasses
import gettext
import itertools
import re
import stat
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import jinja2
import jinja2.sandbox
from jinja2.loaders import split_template_path
from slugify import slugify

from audioguide.common.errors import TemplateError
from audioguide.common.resources import TEMPLATES
from audioguide.text.documents import Document, Section
from audioguide.text.readers import Span

ParagraphKind = Literal["intro", "announcement", "text", "outro", "pause"]
_PACKAGE_TEMPLATES = TEMPLATES / "script"
_TERMINAL = tuple(".!?…:;")
DESCRIPTION_BYTES = 4000
"""Apple's limit for a description."""
TITLE_CHARACTERS = 255
"""Apple's limit for titles and other values; feeds, tags and chapter lists show titles within it."""
TEMPLATE_BYTES = 1_000_000
"""A narration template larger than this is not a template (a megabyte of Jinja is hours of speech)."""
_TRANSLITERATIONS = {
    "de": [["ä", "ae"], ["ö", "oe"], ["ü", "ue"], ["Ä", "Ae"], ["Ö", "Oe"], ["Ü", "Ue"]],
}


@dataclass(frozen=True)
class ScriptParagraph:
    kind: ParagraphKind
    text: str
    ref: str | None = None
    """Where the text comes from (``content/000.txt:17``); None for template text."""
    language: str | None = None
    """Set when the text is not in the episode's language (an untranslated fallback)."""
    pause: float | None = None
    """Seconds of silence the author asked for here (kind ``pause``, no text): added to the pause
    after the sentence said before it (see :func:`audioguide.text.prepare.cues_for`)."""
    spans: tuple[Span, ...] = ()
    """Ranges of ``text`` the author marked as written in a language (see :class:`~.documents.Paragraph`)."""
    code: tuple[Span, ...] = ()
    """Inline code in ``text`` (see :data:`~.readers.Block.code`): read by the code's rules."""
    heading: bool = False
    """A section's title inside a chapter: heard after the longer pause of a section (``audio.pauses.section``)."""


@dataclass(frozen=True)
class ScriptChapter:
    title: str
    paragraphs: tuple[ScriptParagraph, ...]


@dataclass(frozen=True)
class EpisodeScript:
    number: int
    slug: str
    title: str
    document_id: str
    language: str
    published: datetime
    chapters: tuple[ScriptChapter, ...]

    def text(self) -> str:
        """What the narrator says, paragraph by paragraph (a pause says nothing)."""
        return "\n\n".join(p.text for c in self.chapters for p in c.paragraphs if p.kind != "pause") + "\n"


@dataclass(frozen=True)
class GuideInfo:
    """What templates may say about the guide."""

    title: str
    author: str
    content_note: str | None


def sentence(text: str) -> str:
    """``text`` ending in punctuation, so the narrator pauses after it."""
    text = text.strip().rstrip(",;")
    return text if not text or text.rstrip("\"'”’»)]").endswith(_TERMINAL) else text + "."


class FolderLoader(jinja2.FileSystemLoader):
    """Jinja's file loader, reading only regular files that lie inside their folder once links are
    resolved: a link in a guide's ``templates/`` (to ``/etc``, or ``intro.txt.j2`` itself) is refused,
    as a document outside the guide is."""

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str, Any]:
        pieces = split_template_path(template)
        for folder in map(Path, self.searchpath):
            path = folder.joinpath(*pieces)
            if path.is_symlink() or path.exists():
                _refuse_unsafe(path, folder)
                break
        return super().get_source(environment, template)


def _refuse_unsafe(path: Path, folder: Path) -> None:
    shown = (Path(folder.name) / path.relative_to(folder)).as_posix()
    try:
        real = path.resolve(strict=True)
        info = real.stat()
    except (OSError, RuntimeError) as error:
        raise TemplateError(f"{shown}: cannot be read ({getattr(error, 'strerror', None) or error})") from None
    # The folder's own place, links above it resolved: templates/ itself a link elsewhere is outside too.
    if not real.is_relative_to(folder.parent.resolve() / folder.name):
        raise TemplateError(
            f"{shown}: links outside {folder.name}/ (to {real}); a template is read from the guide's"
            f" {folder.name}/ folder only: copy the file into it"
        )
    if not stat.S_ISREG(info.st_mode):
        raise TemplateError(f"{shown}: is not a regular file; a template is a text file")
    if info.st_size > TEMPLATE_BYTES:
        raise TemplateError(
            f"{shown}: {info.st_size:,} bytes; a template holds at most {TEMPLATE_BYTES:,}: write the text in a"
            " document instead"
        )


class ScriptRenderer:
    """Renders the scripted parts of episodes in one language."""

    def __init__(
        self,
        guide: GuideInfo,
        translations: gettext.NullTranslations,
        template_dirs: Sequence[Path] = (),
    ) -> None:
        self.guide = guide
        self.translations = translations
        self.env = _BoundedSandbox(
            loader=FolderLoader([*template_dirs, _PACKAGE_TEMPLATES]),
            extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined,
            keep_trailing_newline=False,
            autoescape=False,
        )
        self.env.filters["sentence"] = sentence
        # jinja2.ext.i18n adds this method to the environment at run time, which jinja2's types cannot say.
        self.env.install_gettext_translations(translations, newstyle=True)  # type: ignore[attr-defined]

    def chapter_title(self, section: Section) -> str:
        if section.kind == "part":
            return self.translations.gettext("Part %(number)s") % {"number": section.number}
        assert section.title is not None
        return section.title

    def text(self, document: Document, section: Section) -> list[ScriptParagraph]:
        """The section's paragraphs; a footnote's first after a lead-in ("Note 1:").

        The lead-in is in the episode's language; before a footnote left untranslated
        (read in the source language's voice) it is a paragraph of its own.
        """
        paragraphs: list[ScriptParagraph] = []
        previous: int | None = None
        for paragraph in section.paragraphs:
            ref = f"{paragraph.source or document.name}:{paragraph.line}"
            if paragraph.pause is not None:
                paragraphs.append(ScriptParagraph("pause", "", ref, pause=paragraph.pause))
                continue
            if paragraph.note is None or paragraph.note == previous:
                paragraphs.append(ScriptParagraph("text", paragraph.text, ref, paragraph.language,
                                                  spans=paragraph.spans, code=paragraph.code,
                                                  heading=paragraph.heading))
            else:
                # Translators: said before a footnote, read at the end of the chapter that refers to it.
                lead = self.translations.gettext("Note %(number)s:") % {"number": paragraph.note}
                if paragraph.language is None:
                    shift = len(lead) + 1
                    paragraphs.append(ScriptParagraph("text", f"{lead} {paragraph.text}", ref, spans=tuple(
                        (start + shift, end + shift, language) for start, end, language in paragraph.spans),
                        code=tuple((start + shift, end + shift, code) for start, end, code in paragraph.code)))
                else:
                    paragraphs += [ScriptParagraph("announcement", lead),
                                   ScriptParagraph("text", paragraph.text, ref, paragraph.language,
                                                   code=paragraph.code)]
            previous = paragraph.note
        return paragraphs

    def render(self, name: str, kind: ParagraphKind, **context: Any) -> list[ScriptParagraph]:
        """Template ``name`` rendered, one paragraph per blank-line-separated block."""
        try:
            text = _bounded_render(self.env.get_template(name), name, guide=self.guide, **context)
        except jinja2.TemplateSyntaxError as error:
            raise TemplateError(f"{error.filename}:{error.lineno}: template error: {error.message}") from None
        except jinja2.exceptions.SecurityError as error:
            raise TemplateError(
                f"{_where(error, name)}: template error: {str(error).rstrip('.')};"
                " templates may only use the values they are given (guide, episode, chapter)"
                " and Jinja's filters"
            ) from None
        except jinja2.UndefinedError as error:
            raise TemplateError(_undefined(error, name, {"guide": self.guide, **context}, self.env.loader)) from None
        except jinja2.TemplateError as error:
            raise TemplateError(f"template {name}: {error}") from None
        except MemoryError as error:
            raise TemplateError(f"{_where(error, name)}: template error: makes a value too large to hold in"
                                f" memory; a template's text is at most {OUTPUT_CHARACTERS:,} characters") from None
        except (ArithmeticError, LookupError, TypeError, ValueError, RecursionError) as error:
            # the template's own code failed (1/0, range(10**9), 'a' + 1): the template's error, not ours
            raise TemplateError(
                f"{_where(error, name)}: template error: {type(error).__name__}: {str(error)[:200]}"
            ) from None
        blocks = [" ".join(block.split()) for block in text.split("\n\n")]
        return [ScriptParagraph(kind, block) for block in blocks if block]

    def episode(
        self,
        document: Document,
        *,
        number: int,
        title: str,
        language: str,
        published: datetime,
        next_title: str | None,
    ) -> EpisodeScript:
        episode = {"number": number, "title": title, "next_title": next_title}
        numbered = _numbers_its_headings(document.sections)
        bare = _bare_section_numbers(document.sections)
        chapters = []
        counted = _chapter_numbers(document.sections)
        sectioned = _section_numbers(document.sections) and _said_once(document.sections, counted)
        for index, section in enumerate(document.sections):
            paragraphs = []
            own_title = _titled_by_episode(section, document.sections)
            chapter_title = title if own_title else self.chapter_title(section)
            if index == 0:
                paragraphs += self.render("intro.txt.j2", "intro", episode=episode)
            text = self.text(document, section)
            if _announced(index, section):
                # A pause written before the heading (its own chapter had nothing to say) comes first.
                before = _pauses_before(section)
                numbered_section = dataclasses.replace(section, number=counted[index])
                chapter = _announcement(numbered_section, chapter_title, numbered, bare, sectioned)
                announced = self.render("chapter.txt.j2", "announcement", chapter=chapter)
                paragraphs += text[:before] + [_with_title_code(p, section, chapter["title"]) for p in announced]
                text = text[before:]
            paragraphs += text
            if index == len(document.sections) - 1:
                paragraphs += self.render("outro.txt.j2", "outro", episode=episode)
            chapters.append(ScriptChapter(chapter_title, tuple(paragraphs)))
        return EpisodeScript(
            number=number,
            slug=episode_slug(number, title, language),
            title=title,
            document_id=document.id,
            language=language,
            published=published,
            chapters=tuple(chapters),
        )


def _titled_by_episode(section: Section, sections: Sequence[Section]) -> bool:
    """Whether a chapter bears the episode's title: the text before the first heading, and a document without
    headings read as one part (no "Part 1" where there is no part 2)."""
    return section.kind == "lead" or (section.kind == "part" and len(sections) == 1)


def _announced(index: int, section: Section) -> bool:
    """Whether a chapter opens with "Chapter N: title": every one after the first, and the first
    too when it starts at a heading (its title is not the episode's, so the listener needs it).

    The text before a document's first heading is read after the intro, unannounced, and so is
    the first part of a document without headings.
    """
    return index > 0 or section.kind == "heading"


def _chapter_numbers(sections: Sequence[Section]) -> list[int]:
    """Each section's number as its announcement says it: headings counted as the page's headings are, so
    the unheaded text before the first one (read after the intro, unannounced) is no chapter 1."""
    lead = 1 if sections and sections[0].kind == "lead" else 0
    return [max(1, at + 1 - lead) for at in range(len(sections))]


_OWN_NUMBER = re.compile(r"^(?P<number>\d{1,2})(?P<mark>[.)]|\s*[:–—-])?\s+(?P<title>\S.*)$")
"""A heading that starts with its number: "1. Gather your details", "2) Configure", "3 - Deploy", "1 Einleitung"
(a section number, never an article)."""
_LABELLED_NUMBER = re.compile(r"^[^\W\d_]+\s+\d{1,2}(?:\s*[.):–—-](?:\s|$)|$)")
"""A heading that starts with a word and its number: "Step 1: Install", "Étape 2 : Configurer", "Part 3"."""


def _numbers_its_headings(sections: Sequence[Section]) -> bool:
    """Whether a document numbers its chapters' headings itself: two of them carry a number, or its
    only one does."""
    titles = [section.title or "" for section in sections if section.kind == "heading"]
    bare = _bare_section_numbers(sections)
    count = sum(bool(_own_number(title, bare) or _LABELLED_NUMBER.match(title)) for title in titles)
    return count >= 2 or count == len(titles) == 1


_SUBSECTION_NUMBER = re.compile(r"^(\d{1,2})(?:\.\d{1,2})+\.?\s+\S")
"""A subsection's number before its title: "2.1 Voraussetzungen", "3.2.1. Details"."""
_BARE_SEQUENCE = 3
"""The fewest headings whose bare numbers make a numbered sequence ("1 Timothy", "2 Timothy" are two books)."""


def _bare_section_numbers(sections: Sequence[Section]) -> bool:
    """Whether the headings' numbers followed by a space alone ("1 Einleitung", "2 Hilfemenü") are section numbers:
    every heading starts with one and they run 1, 2, 3… in order, three at least (a subsection's "2.1" under "2" in
    between). "3 ways to deploy", "5 mistakes to avoid" are titles that open with a number, and so are "1 Timothy",
    "2 Timothy" beside "Titus", "99 Problems" after "2 Installation", or a lone "3 reasons to switch"."""
    numbers: list[int] = []
    for section in sections:
        if section.kind != "heading":
            continue
        title = section.title or ""
        if (sub := _SUBSECTION_NUMBER.match(title)) and numbers and int(sub[1]) == numbers[-1]:
            continue  # "2.1 Voraussetzungen" under "2 Installation": numbered, in the sequence's section
        if not (found := _OWN_NUMBER.match(title)) or int(found["number"]) != len(numbers) + 1:
            return False
        numbers.append(len(numbers) + 1)
    return len(numbers) >= _BARE_SEQUENCE


def _own_number(title: str, bare: bool) -> re.Match[str] | None:
    """The number a heading starts with, its own ("1. Introduction"; "1 Einleitung" where ``bare``)."""
    found = _OWN_NUMBER.match(title)
    return found if found is not None and (bare or found["mark"] is not None) else None


def _announcement(section: Section, title: str, numbered: bool, bare: bool, sectioned: bool) -> dict[str, Any]:
    """The chapter a template announces. In a document that numbers its own headings, no second number
    is said: "1. Gather your details" is chapter 1, "Gather your details"; any other heading is said
    as written (kind ``titled``: "Step 1: Install", "Troubleshooting"). In one whose headings carry section
    numbers in order beside unnumbered ones (an appendix after "1 Introduction", "2 Setup", "3 Usage"), each the
    chapter's own count, the heading is said without its number: no number twice. Any other heading is said as
    written after the count ("Chapter 2: 1 John", "Chapter 1: 7.1 Propagation"): its number is part of its name, or
    one the text refers to ("Section 3")."""
    if section.kind == "heading" and numbered:
        if own := _own_number(title, bare):
            return {"kind": "heading", "number": int(own["number"]), "title": own["title"]}
        return {"kind": "titled", "number": section.number, "title": title}
    if section.kind == "heading" and sectioned and (found := _SECTION_NUMBER.match(title)):
        return {"kind": "heading", "number": section.number, "title": found["title"]}
    return {"kind": section.kind, "number": section.number, "title": title}


_SECTION_NUMBER = re.compile(r"^(?:(?P<number>\d{1,2}(?:\.\d{1,2})*)\.?|(?P<roman>[IVXL]{1,6})[.)])\s+(?P<title>\S.*)$")
"""A heading's section number before its title: "3 Getting Started", "3.2. Install", "III. Setup" (a Roman number
with its stop: "I Robot" is a title)."""
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50}
_SECTION_STEP = 2
"""How far a section's number may run ahead of the one before: one section left out (an empty "2 Installation")."""


def _section_numbers(sections: Sequence[Section]) -> bool:
    """Whether the headings' leading numbers are section numbers: three or more headings carry one, in order (each
    a step of one or two from the one before, a subsection's "2.1" after "2", the first no further than 2 or x.2),
    and any heading without one comes before them all (a "Table of Contents", a preface) or after them (an
    appendix). "1 Introduction", "2 Installation", "99 Problems" and "3 ways", "5 mistakes", "7 habits" are no
    sequence."""
    titles = [section.title or "" for section in sections if section.kind == "heading"]
    numbers = [_section_number(title) for title in titles]
    at = [index for index, number in enumerate(numbers) if number is not None]
    if len(at) < _BARE_SEQUENCE or at != list(range(at[0], at[-1] + 1)):
        return False
    found = [number for number in numbers if number is not None]
    if found[0][-1] > _SECTION_STEP:
        return False
    return all(_follows(before, after) for before, after in itertools.pairwise(found))


def _said_once(sections: Sequence[Section], counted: Sequence[int]) -> bool:
    """Whether the section numbers of a sequence (``_section_numbers``) may be left out of its announcements: each is
    a whole chapter's number ("7.1" and "1.1 (2023-01-10)" keep theirs), the chapter's own count ("1 Introduction"
    after an "Abstract" is chapter 2, and the text's "Section 3" would no longer match), and the titles without them
    have words and stay distinct ("1 John", "2 John", "3 John" are three books, not three "John")."""
    rests = []
    for index, section in enumerate(sections):
        if section.kind != "heading":
            continue
        title = section.title or ""
        number = _section_number(title)
        found = _SECTION_NUMBER.match(title)
        if number is None or found is None:
            continue
        if len(number) > 1 or number[0] != counted[index] or not re.search(r"[^\W\d_]", found["title"]):
            return False
        rests.append(found["title"].strip().casefold())
    return len(set(rests)) == len(rests)


def _section_number(title: str) -> tuple[int, ...] | None:
    """The section number a heading starts with, as its parts ("3.2 Install": (3, 2); "III. Setup": (3,))."""
    found = _SECTION_NUMBER.match(title)
    if found is None:
        return None
    if found["number"]:
        return tuple(int(part) for part in found["number"].split("."))
    values = [_ROMAN[letter] for letter in found["roman"]]
    return (sum(-value if later > value else value for value, later in zip(values, [*values[1:], 0], strict=True)),)


def _follows(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    """Whether the section ``after`` may come next after ``before``: its sibling or an ancestor's a step or two on,
    or its first or second subsection."""
    if len(after) > len(before):
        return after[:len(before)] == before and len(after) == len(before) + 1 and 0 < after[-1] <= _SECTION_STEP
    prefix = before[:len(after) - 1]
    return after[:-1] == prefix and 0 < after[-1] - before[len(after) - 1] <= _SECTION_STEP


def _with_title_code(paragraph: ScriptParagraph, section: Section, title: str) -> ScriptParagraph:
    """An announcement with its heading's inline code placed where the heading's ``title`` is said in it (the
    heading's words after its own number, where the announcement says that number itself)."""
    heading = section.title or ""
    if not section.title_code or not heading.endswith(title) or (at := paragraph.text.find(title)) < 0:
        return paragraph
    shift = at - (len(heading) - len(title))
    return dataclasses.replace(paragraph, code=tuple((start + shift, end + shift, code) if end else (start, end, code)
                                                     for start, end, code in section.title_code))


def _pauses_before(section: Section) -> int:
    """How many of a section's first paragraphs are pauses written before its heading (each is one
    script paragraph)."""
    count = 0
    for paragraph in section.paragraphs:
        if paragraph.pause is None or paragraph.line >= section.line:
            break
        count += 1
    return count


OUTPUT_CHARACTERS = 20_000
"""The most a template may render (about 3,000 words): an intro, an outro or an announcement, not a book."""
PRODUCT_ITEMS = 100_000
"""The longest text or list ``*`` may make in a template, and the largest power ``**`` (in digits)."""


class _BoundedSandbox(jinja2.sandbox.ImmutableSandboxedEnvironment):
    """Jinja's sandbox, with ``*`` and ``**`` bounded: ``'a' * 10**11`` is refused before it is made."""

    intercepted_binops = frozenset({"*", "**"})

    def call_binop(self, context: jinja2.runtime.Context, operator: str, left: Any, right: Any) -> Any:
        if operator == "*":
            for sized, count in ((left, right), (right, left)):
                if isinstance(sized, (str, list, tuple)) and isinstance(count, int) and \
                        len(sized) * count > PRODUCT_ITEMS:
                    raise jinja2.exceptions.SecurityError(
                        f"a repetition of {len(sized) * count:,} items is more than the sandbox allows"
                        f" ({PRODUCT_ITEMS:,})")
        if operator == "**" and isinstance(left, int) and isinstance(right, int) and abs(left) > 1 and (
            right > PRODUCT_ITEMS or abs(left).bit_length() * right > PRODUCT_ITEMS * 4
        ):
            raise jinja2.exceptions.SecurityError("a power too large for the sandbox")
        return super().call_binop(context, operator, left, right)


def _bounded_render(template: jinja2.Template, name: str, **context: Any) -> str:
    """``template`` rendered, stopped as soon as its text passes :data:`OUTPUT_CHARACTERS`."""
    pieces: list[str] = []
    size = 0
    for piece in template.generate(**context):
        size += len(piece)
        if size > OUTPUT_CHARACTERS:
            raise TemplateError(
                f"template {name}: renders more than {OUTPUT_CHARACTERS:,} characters (about 3,000 words), which no"
                " intro, outro or announcement needs; shorten it (a long text belongs in a document)"
            )
        pieces.append(piece)
    return "".join(pieces)


def _where(error: BaseException, name: str) -> str:
    """``file:line`` of the template code that raised ``error``, from Jinja's rewritten traceback."""
    found = _template_line(error)
    return f"template {name}" if found is None else f"{found[0]}:{found[1]}"


def _template_line(error: BaseException) -> tuple[str, int] | None:
    """The file and line of the template code that raised ``error``: the innermost template frame of Jinja's
    rewritten traceback (an included template's, if any), as Jinja's own debug support makes them."""
    found = None
    frame = error.__traceback__
    while frame is not None:
        if frame.tb_frame.f_globals.get("__jinja_exception__") is error:
            found = (frame.tb_frame.f_code.co_filename, frame.tb_lineno)
        frame = frame.tb_next
    return found


_UNDEFINED = re.compile(r"(?P<name>.+) is undefined|.* has no (?:attribute|element) (?P<member>.+)")
"""Jinja's words for an undefined value: ``'x' is undefined``, ``'dict object' has no attribute 'x'``."""


def _undefined(
    error: jinja2.UndefinedError, name: str, context: dict[str, Any], loader: jinja2.BaseLoader | None
) -> str:
    """Where a template names a value it is not given, which, and the values it is given."""
    found = _template_line(error)
    where = f"template {name}" if found is None else f"{_shown_template(found[0], loader)}:{found[1]}"
    words = _UNDEFINED.fullmatch(str(error))
    what = str(error) if words is None else f"{words['name'] or words['member']} is not defined here"
    given = (f"{key} ({', '.join(_members(value))})" if _members(value) else key for key, value in context.items())
    return f"{where}: {what}; the variables this template gets are: {', '.join(given)}"


def _shown_template(filename: str, loader: jinja2.BaseLoader | None) -> str:
    """A template's file as the guide names it: ``templates/intro.txt.j2``, from its folder on."""
    folders = loader.searchpath if isinstance(loader, jinja2.FileSystemLoader) else []
    for folder in map(Path, folders):
        if Path(filename).is_relative_to(folder):
            return (Path(folder.name) / Path(filename).relative_to(folder)).as_posix()
    return filename


def _members(value: Any) -> list[str]:
    """The names a template reads from ``value`` (``episode.title``): a mapping's keys or a dataclass's fields."""
    if isinstance(value, dict):
        return [str(key) for key in value]
    if dataclasses.is_dataclass(value):
        return [field.name for field in dataclasses.fields(value)]
    return []


def episode_slug(number: int, title: str, language: str = "en") -> str:
    """An ASCII file name stem, unique in the guide thanks to the number.

    A long title with a subtitle ("Main: Subtitle") is named after its main title.
    Letters are transliterated as the language writes them without accents
    where that differs from dropping the accent (German ``lässt`` → ``laesst``).
    """
    main, colon, _ = title.partition(":")
    if colon and len(title) > 60 and len(main.split()) >= 3:
        title = main
    replacements = _TRANSLITERATIONS.get(language.split("-")[0].lower(), [])
    words = slugify(
        title, max_length=60, word_boundary=True, save_order=True, replacements=replacements
    ) or "episode"
    return f"{number:02d}-{words}"


def short_title(title: str, limit: int = TITLE_CHARACTERS) -> str:
    """``title`` within Apple's limit: cut at a word and ended with an ellipsis when longer."""
    if len(title) <= limit:
        return title
    cut = title[: limit - 1]
    if " " in cut[limit // 2:]:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:.-–—") + "…"


def chapter_titles(script: EpisodeScript) -> tuple[str, ...]:
    """The chapters' titles as ID3, JSON and PSC chapters show them (within Apple's limit)."""
    return tuple(short_title(chapter.title) for chapter in script.chapters)


def description(script: EpisodeScript, limit: int = 400) -> str:
    """The episode's first paragraph of text, cut at a word near ``limit`` characters."""
    first = next(p.text for c in script.chapters for p in c.paragraphs if p.kind == "text")
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0] + "…"


def mark_untranslated(script: EpisodeScript, texts: Collection[str], language: str) -> EpisodeScript:
    """``script`` with the untranslated ``texts`` (titles left in the source ``language``) marked where the
    framing quotes them ("Episódio 1: Leaving Safely."), so that they are spoken in their language."""
    if not texts:
        return script
    # Whole words only: the title "Test" is no part of the French "Tester".
    titles = "|".join(re.escape(text) for text in sorted(texts, key=len, reverse=True) if text.strip())
    pattern = re.compile(rf"(?<!\w)(?:{titles})(?!\w)")

    def marked(paragraph: ScriptParagraph) -> ScriptParagraph:
        if paragraph.kind in ("text", "pause") or paragraph.spans:
            return paragraph
        spans = tuple((found.start(), found.end(), language) for found in pattern.finditer(paragraph.text))
        return dataclasses.replace(paragraph, spans=spans) if spans else paragraph

    return dataclasses.replace(script, chapters=tuple(
        dataclasses.replace(chapter, paragraphs=tuple(marked(p) for p in chapter.paragraphs))
        for chapter in script.chapters
    ))
