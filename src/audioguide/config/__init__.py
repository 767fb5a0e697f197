"""The guide's configuration (``audioguide.yml``): a validated schema.

:func:`load_config` reads the YAML file, validates it in one pass and raises
one :class:`~audioguide.common.errors.ConfigError` listing every problem, each as
``audioguide.yml: field.path: what is wrong``. Paths in the file are relative
to the file's folder.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import reprlib
import stat
import tempfile
import uuid
from datetime import date, datetime, time, timezone
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal
from urllib.parse import urlsplit

import langcodes
import yaml
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    StrictBool,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from audioguide.common import plugins
from audioguide.common.characters import CONTROL_CHARACTERS
from audioguide.common.errors import AudioguideError, ConfigError, config_not_found
from audioguide.common.files import CACHE_DIR, as_linked
from audioguide.common.options import check_options
from audioguide.config.categories import APPLE_CATEGORIES

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


DEFAULT_ENGINE = "espeak-ng"
"""The engine of a language whose config names none: offline, in over a hundred languages."""

class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    @field_validator("*", mode="before")
    @classmethod
    def _no_control_characters(cls, value: Any) -> Any:
        found = _UNWRITABLE.search(value) if isinstance(value, str) else None
        if found and "\ud800" <= found[0] <= "\udfff":
            raise ValueError(
                f"has half a character (the surrogate U+{ord(found[0]):04X}, from an escape such as"
                f" \\u{ord(found[0]):04x}) at position {found.start() + 1}, which no file can hold; write the"
                " character itself"
            )
        if found:
            raise ValueError(
                f"has the control character U+{ord(found[0]):04X} at position {found.start() + 1},"
                " which no feed or tag can hold; remove it"
            )
        return value


def _one_line(value: Any) -> Any:
    """A text shown on one line (a title, a name): its line breaks and runs of white space become one space,
    as YAML's folded scalars do; nothing else changes."""
    return " ".join(value.split()) if isinstance(value, str) else value


OneLine = Annotated[str, BeforeValidator(_one_line)]
"""A text field of one line: titles, names, the copyright, the content note."""

TEXT_LIMITS = {"title": 255, "name": 255, "author": 255, "copyright": 500, "content_note": 1000}
"""The most characters of each one-line text: what a feed, a page or a player shows, and what every intro
reads aloud (the content note)."""


def _at_most(value: str, limit: int) -> str:
    if len(value) > limit:
        raise ValueError(f"{len(value):,} characters long; at most {limit:,} (a line shown or read in every episode)")
    return value


_UNWRITABLE = re.compile(f"{CONTROL_CHARACTERS.pattern}|[\ud800-\udfff]")
"""Control characters, and lone surrogates, which YAML's ``\\u`` escapes can make and UTF-8 cannot hold."""


class Owner(_Model):
    """Who answers for the podcast; Apple and podcast:locked use the email."""

    name: OneLine = Field(min_length=1)
    email: str

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _at_most(value, TEXT_LIMITS["name"])

    @field_validator("email")
    @classmethod
    def _email(cls, value: str) -> str:
        if not _EMAIL.match(value):
            raise ValueError(f"not an email address: {value!r}")
        return value


class LanguageConfig(_Model):
    """One language the guide is published in: its own feed and episodes."""

    code: str
    engine: str = DEFAULT_ENGINE
    voice: str | None = Field(default=None, validate_default=True)
    """The engine's voice id; the engine's main voice for the language when omitted."""
    rate: float = Field(default=1.0, ge=0.5, le=2.0)
    """Speaking rate, 1.0 being the voice's normal speed."""
    lexicon: dict[str, str] = {}
    """Whole words (any case) replaced by a spelling the voice says right; speech only."""
    podcast_guid: str | None = None
    """The feed's podcast:guid; by default the one recorded in audioguide.lock at the first build."""
    options: dict[str, Any] = {}
    """The engine's own settings (Piper's length_scale, a speech server's base_url …), checked by the engine."""
    max_wer: float | None = Field(default=None, ge=0, le=100)
    """``check --listen``: the highest word error rate, in %, for this language; ``check.max_wer`` when omitted."""
    credit: OneLine | None = Field(default=None, min_length=1, max_length=300)
    """How the published files credit this language's voice (its licence's attribution), over what the
    engine says of it."""

    @field_validator("options")
    @classmethod
    def _options(cls, value: dict[str, Any], info: ValidationInfo) -> dict[str, Any]:
        engine_name = info.data.get("engine")
        return value if engine_name is None else _engine(engine_name).check_options(value)

    @field_validator("podcast_guid")
    @classmethod
    def _podcast_guid(cls, value: str | None) -> str | None:
        try:
            return None if value is None else str(uuid.UUID(value))
        except ValueError:
            raise ValueError(
                f"not a UUID: {value!r} (podcast:guid is one, such as 917393e3-1b1e-5cef-ace4-edaa54e1f810)"
            ) from None

    @field_validator("lexicon")
    @classmethod
    def _lexicon(cls, value: dict[str, str]) -> dict[str, str]:
        for word, spoken in value.items():
            if not word.strip() or not spoken.strip():
                raise ValueError(f"empty word or pronunciation: {word!r}: {spoken!r}")
        return value

    @field_validator("code")
    @classmethod
    def _code(cls, value: str) -> str:
        if not langcodes.tag_is_valid(value):
            raise ValueError(f"not a BCP 47 language tag: {value!r} (examples: en, es, pt-BR)")
        return langcodes.standardize_tag(value)

    @field_validator("engine")
    @classmethod
    def _engine(cls, value: str) -> str:
        _engine(value)  # known, and loads: a plugin that cannot is named here, before any work
        return value

    @field_validator("voice")
    @classmethod
    def _voice(cls, value: str | None, info: ValidationInfo) -> str | None:
        code, engine_name = info.data.get("code"), info.data.get("engine")
        if code is None or engine_name is None:
            return value  # already reported
        if value is not None and value.lower().endswith(".onnx"):
            # A voice given as a model file is relative to the guide's folder.
            value = str((info.context or {}).get("root", Path.cwd()) / value)
        try:
            checked: str = _engine(engine_name).check_voice(value, code)
        except AudioguideError as error:
            raise ValueError(str(error)) from None
        return checked


def _engine(name: str) -> Any:
    """The engine named ``name`` (made once per process); its problems as a value error of the field."""
    try:
        return plugins.instance(plugins.ENGINES, name)
    except AudioguideError as error:
        raise ValueError(str(error)) from None


class PluginChoice(_Model):
    """A reader or an output the guide uses, by name, with its own settings (checked by its ``Options``)."""

    kind: ClassVar[plugins.Kind]
    name: str
    options: dict[str, Any] = {}

    @model_validator(mode="before")
    @classmethod
    def _named(cls, value: Any) -> Any:
        """``name`` alone, or ``{name: …, options: …}``."""
        return {"name": value} if isinstance(value, str) else value

    @classmethod
    def known(cls) -> list[str]:
        """The names a guide may give here."""
        return plugins.names(cls.kind)

    @field_validator("name")
    @classmethod
    def _loads(cls, value: str) -> str:
        """Known, importable and whole: a plugin that is not is named here, before any work."""
        known = cls.known()
        if value not in known:
            raise ValueError(f"unknown {cls.kind.noun} {value!r} (known: {', '.join(known) or 'none'})")
        try:
            plugins.load(cls.kind, value)
        except AudioguideError as error:
            raise ValueError(str(error)) from None
        return value

    @field_validator("options")
    @classmethod
    def _options(cls, value: dict[str, Any], info: ValidationInfo) -> dict[str, Any]:
        name = info.data.get("name")
        if name is None:
            return value  # already reported
        return check_options(name, getattr(plugins.load(cls.kind, name), "Options", None), value)


class ReaderChoice(PluginChoice):
    kind = plugins.READERS


class OutputChoice(PluginChoice):
    kind = plugins.OUTPUTS

    @classmethod
    def known(cls) -> list[str]:
        """Every output but those every build runs (the episodes' files and transcripts, the feed, the pages)."""
        return [name for name in plugins.names(plugins.OUTPUTS) if name not in plugins.OUTPUTS.fixed]


_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_ID_START = re.compile(r"[A-Za-z0-9]")
_ID_CHARACTER = re.compile(r"[A-Za-z0-9._-]")


class DocumentConfig(_Model):
    """One source document: one episode (one per chapter with ``split: chapters``), in the order listed."""

    path: Path
    published: datetime
    title: OneLine | None = Field(default=None, min_length=1)
    """Overrides the title read from the document."""

    @field_validator("title")
    @classmethod
    def _title(cls, value: str | None) -> str | None:
        return None if value is None else _at_most(value, TEXT_LIMITS["title"])
    id: str | None = Field(default=None, min_length=1, max_length=100)
    """The episode's identity (its guid's seed), by default the file's name without extension.

    Keep it when the file is renamed or moved, so podcast apps keep the episode."""
    split: Literal["chapters"] | None = None
    """``chapters``: each top-level section (a book's chapter) is an episode of its own, titled by
    its heading, its sub-headings its chapters; identified as ``id#1``, ``id#2`` … and published a
    second apart from ``published`` on. Without it the file is one episode."""
    translations: dict[str, Path] = {}
    """A language's own translated document (``de: content/de/legal.md``): that language's episode
    is read from it (its title, headings and paragraphs) instead of being translated through the
    catalog; its number, identity and date stay the source's, and it must have the source's chapters."""

    @property
    def identity(self) -> str:
        return self.id or self.path.stem

    @field_validator("id")
    @classmethod
    def _id(cls, value: str | None) -> str | None:
        if value is None or _ID.fullmatch(value):
            return value
        if not _ID_START.fullmatch(value[0]):
            where = f"starts with {value[0]!r}"
        else:
            wrong = next(index for index, character in enumerate(value) if not _ID_CHARACTER.fullmatch(character))
            where = f"has {value[wrong]!r} at position {wrong + 1}"
        raise ValueError(f"{value!r} {where}; an id holds only ASCII letters, digits, '.', '_' and '-',"
                         " and starts with a letter or digit")

    @field_validator("translations")
    @classmethod
    def _translations(cls, value: dict[str, Path], info: ValidationInfo) -> dict[str, Path]:
        found, problems = {}, []
        for code, path in value.items():
            if not langcodes.tag_is_valid(code):
                problems.append(f"{code}: not a BCP 47 language tag (examples: de, es, pt-BR)")
                continue
            try:
                resolved = _guide_file(path, info, "translated document")
            except ValueError as error:
                problems.append(f"{code}: {error}")
                continue
            if resolved == info.data.get("path"):
                problems.append(f"{code}: {path} is the source document itself; name its translation")
                continue
            found[langcodes.standardize_tag(code)] = resolved
        if problems:
            raise ValueError("; ".join(problems))
        return found

    @field_validator("published", mode="before")
    @classmethod
    def _published(cls, value: Any) -> Any:
        if isinstance(value, (int, float)) and not isinstance(value, bool):  # not seconds since 1970
            raise ValueError(f"not a date and time: {value!r}; {_DATE_FORM}")
        if isinstance(value, date) and not isinstance(value, datetime):
            return datetime.combine(value, time(0, 0), tzinfo=timezone.utc)
        return value

    @field_validator("published")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError(f"give a time zone, e.g. '{value.isoformat()}Z'")
        return value

    @field_validator("path")
    @classmethod
    def _exists(cls, value: Path, info: ValidationInfo) -> Path:
        return _guide_file(value, info, "document")

    @field_validator("split")
    @classmethod
    def _split_untitled(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and info.data.get("title") is not None:
            raise ValueError("each part is titled by its heading; give either title: or split:, not both")
        return value


class ReadingConfig(_Model):
    """How documents are read and split into chapters."""

    part_words: int = Field(default=350, ge=50, le=20000)
    """A document without headings is split into parts of about this many words."""
    drop_patterns: list[str] = []
    """Regular expressions; a paragraph matching one (anywhere) is not narrated."""
    footnotes: Literal["chapter", "skip"] = "chapter"
    """Footnotes are read at the end of the chapter that refers to them, or not at all."""
    allow_outside_guide: StrictBool = False
    """Read documents and the cover from outside the guide's folder (off: a path out of it is an error)."""
    emoji: Literal["skip", "name"] = "skip"
    """Emoji are left out and reported, or read by their names in the episode's language."""
    lead: Literal["auto", "none", "description"] = "auto"
    """The front matter's lead (``intro``, ``lead`` or ``description``), which sites show under the page's
    title: read first (``description``), or reported (``none``); ``auto`` reads it where the page's site shows it
    (GitHub Docs' ``intro``, the Doks theme's ``lead``, the ``description`` of a Docsy, GitBook, Mintlify or
    Fumadocs site)."""
    untranslated_chapters: Literal["source", "skip"] = "source"
    """A chapter a translated document (``translations:``) lacks: read from the source in its language, or left
    out; either way a warning names it."""
    detect_languages: StrictBool = True
    """Find the paragraphs and sentences written in another of the guide's languages (or of
    ``other_languages``), and speak each with that language's voice."""
    other_languages: list[str] = []
    """Languages passages may be written in besides the guide's (``[en]`` for a German guide quoting English)."""

    @field_validator("other_languages")
    @classmethod
    def _other_languages(cls, value: list[str]) -> list[str]:
        for code in value:
            if not langcodes.tag_is_valid(code):
                raise ValueError(f"not a BCP 47 language tag: {code!r} (examples: en, es, pt-BR)")
        return [langcodes.standardize_tag(code) for code in value]

    @field_validator("drop_patterns")
    @classmethod
    def _patterns(cls, value: list[str]) -> list[str]:
        for pattern in value:
            try:
                re.compile(pattern)
            except re.error as error:
                raise ValueError(f"not a regular expression: {pattern!r} ({error})") from None
        return value


class PauseConfig(_Model):
    """Silence, in seconds, after each unit of speech."""

    sentence: float = Field(default=0.35, ge=0, le=10)
    paragraph: float = Field(default=0.8, ge=0, le=10)
    section: float = Field(default=1.2, ge=0, le=10)
    """Before a heading inside a chapter (a section's title), after the text before it."""
    chapter: float = Field(default=1.6, ge=0, le=10)


class AudioConfig(_Model):
    """How episodes are encoded."""

    bitrate: int = Field(default=96, ge=32, le=320)
    """MP3 bitrate in kbit/s."""
    sample_rate: Literal[44100, 48000] = 44100
    loudness: float = Field(default=-16.0, ge=-30, le=-10)
    """Integrated loudness target in LUFS."""
    true_peak: float = Field(default=-1.0, ge=-9, le=0)
    """True peak ceiling in dBTP."""
    pauses: PauseConfig = PauseConfig()


class CheckConfig(_Model):
    """What ``audioguide check`` holds the output to, beyond the audio targets (which are ``audio:``)."""

    max_wer: float = Field(default=8.0, ge=0, le=100)
    """``check --listen``: the highest word error rate, in %, of any language."""


DEPLOY_TARGET = re.compile(r"^git\+(?P<repository>[^#]+)(?:#(?P<branch>.*))?$")
"""A git branch as a deploy target: ``git+<repository>#<branch>`` (the branch defaults to gh-pages)."""
_SECRET_OPTION = re.compile(r"(?i)(^key$|secret|token|password|passwd|passphrase|credential|account_key|sas)")


class DeployConfig(_Model):
    """Where ``audioguide deploy`` puts the output: a folder, an fsspec URL or a git branch."""

    target: str | None = None
    """A folder, an fsspec URL (``s3://bucket/guide``) or ``git+<repository>#<branch>``."""
    options: dict[str, JsonValue] = {}
    """The storage's own options (``endpoint_url``, ``profile``, ``s3_additional_kwargs: {ACL: public-read}`` …);
    never a credential."""

    @field_validator("target")
    @classmethod
    def _target(cls, value: str | None) -> str | None:
        if value is None:
            return None
        problem = deploy_target_problem(value)
        if problem:
            raise ValueError(problem)
        return value

    @field_validator("options")
    @classmethod
    def _options(cls, value: dict[str, Any]) -> dict[str, Any]:
        secret = sorted(name for name in _names(value) if _SECRET_OPTION.search(name))
        if secret:
            raise ValueError(
                f"{', '.join(secret)}: a credential has no place in audioguide.yml; give it in the environment"
                " (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, GOOGLE_APPLICATION_CREDENTIALS …) or in the"
                " storage's own configuration (~/.aws/credentials, a git credential helper)"
            )
        return value


def _names(options: object) -> set[str]:
    """Every key of ``options``, however deep."""
    if isinstance(options, dict):
        return {str(name) for name in options} | {key for inner in options.values() for key in _names(inner)}
    if isinstance(options, list):
        return {key for inner in options for key in _names(inner)}
    return set()


def deploy_target_problem(target: str) -> str | None:
    """What keeps ``target`` from being a deploy target, or None (whether it can be reached is seen at deploy)."""
    if not target.strip():
        return "empty; give a folder, an fsspec URL such as s3://bucket/guide, or git+<repository>#gh-pages"
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#@]*:[^/?#@]*@", target.removeprefix("git+")):
        return (f"{shown_url(target.removeprefix('git+'))!r} holds a password; give credentials in the"
                " environment or the storage's own configuration (a git credential helper, ~/.aws/credentials),"
                " never in the target")
    git = DEPLOY_TARGET.match(target)
    if git:
        branch = git["branch"]
        if branch is not None and not re.fullmatch(r"(?!-)(?!.*\.\.)[A-Za-z0-9._/-]+(?<![./])", branch):
            return f"not a branch name: {branch!r} (e.g. git+../site.git#gh-pages)"
        return None
    if re.match(r"^[a-z][a-z0-9+.-]+://", target):
        from audioguide.common.storage import protocol_problem  # fsspec, only when a URL is named

        return protocol_problem(target, "s3://bucket/guide")
    return None


class GuideConfig(_Model):
    """The whole ``audioguide.yml``."""

    title: OneLine = Field(min_length=1, max_length=255)
    description: str = Field(min_length=1, max_length=4000)
    author: OneLine = Field(min_length=1)
    owner: Owner
    base_url: str
    """The public URL of the output folder; enclosure URLs start with it."""
    link: str | None = None
    """The guide's website; defaults to base_url."""
    copyright: OneLine | None = None
    category: str = "Education"
    subcategory: str | None = None
    explicit: StrictBool = False
    locked: StrictBool = False
    """podcast:locked: whether other platforms may import the feed only with the owner's consent."""
    new_base_url: str | None = None
    """The guide has moved there: each feed says so (itunes:new-feed-url), and apps follow."""
    cover: Path | None = None
    content_note: OneLine | None = None
    """Read in every intro, e.g. a note that the guide is no substitute for help."""
    source_language: str = "en"
    languages: list[LanguageConfig] = Field(min_length=1)
    documents: list[DocumentConfig] = Field(min_length=1)
    reading: ReadingConfig = ReadingConfig()
    audio: AudioConfig = AudioConfig()
    check: CheckConfig = CheckConfig()
    deploy: DeployConfig = DeployConfig()
    outputs: list[OutputChoice] = []
    """Outputs to publish besides the episodes, transcripts, feed and pages (``m4b``, ``epub`` …), each a
    name or ``{name:, options:}``."""
    readers: list[ReaderChoice] = []
    """Readers to use besides the built-ins, or built-ins with options: a package's reader reads its file
    endings (a built-in's too) only when named here."""
    srt_line_width: int = Field(default=65, ge=20, le=65)
    """Characters a line of the SRT subtitles (two lines a subtitle): 65 as the WebVTT captions,
    or 32 as the podcast namespace recommends for SRT."""
    scheduler: str | None = None
    """A Dask scheduler (tcp://host:8786) to synthesize and encode on; None builds here."""
    cue_cache: str | None = None
    """Where synthesized cues are kept: a path (relative to the guide) or an fsspec URL (s3://…)."""
    root: Path = Path(".")
    """The folder holding audioguide.yml (set by load_config, not by the file)."""
    found: list[str] = []
    """What each ``site:`` entry of ``documents`` stood for, one line each (set by load_config, not by the file)."""
    site_pages: frozenset[Path] = frozenset()
    """The documents a ``site:`` entry stood for (set by load_config, not by the file): one with nothing to
    narrate is left out, not refused."""

    @property
    def cache_folder(self) -> Path:
        """The guide's cache (``.audioguide-cache`` beside audioguide.yml): episodes, covers, the build's record."""
        return self.root / CACHE_DIR

    @property
    def cue_location(self) -> str | Path:
        """Where synthesized cues are kept: ``cue_cache:`` (a folder or an fsspec URL), else the cache's cues/."""
        return self.cue_cache or self.cache_folder / "cues"

    @property
    def episode_folder(self) -> Path:
        """Where encoded episodes, audiobooks and alternates are kept (:class:`audio.episode_cache.VerifiedCache`)."""
        return self.cache_folder / "episodes"

    @field_validator("base_url", "new_base_url")
    @classmethod
    def _base_url(cls, value: str | None) -> str | None:
        if value is None:
            return None
        problem = base_url_problem(value)
        if problem:
            raise ValueError(f"{problem}: {shown_url(value)!r} (e.g. https://example.org/guide/)")
        return value if value.endswith("/") else value + "/"

    @field_validator("link")
    @classmethod
    def _link(cls, value: str | None) -> str | None:
        if value is not None and not re.match(r"^https?://[^/\s]+", value):
            raise ValueError(f"not an http(s) URL: {shown_url(value)!r} (e.g. https://example.org/guide/)")
        return value if value is None or value.endswith("/") else value + "/"

    @field_validator("category")
    @classmethod
    def _category(cls, value: str) -> str:
        if value not in APPLE_CATEGORIES:
            raise ValueError(f"not an Apple Podcasts category: {value!r}{_suggest(value, APPLE_CATEGORIES)}")
        return value

    @field_validator("cover")
    @classmethod
    def _cover(cls, value: Path | None, info: ValidationInfo) -> Path | None:
        return None if value is None else _guide_file(value, info, "cover image")

    @field_validator("outputs")
    @classmethod
    def _outputs(cls, value: list[OutputChoice]) -> list[OutputChoice]:
        """Each output once, in the order first named."""
        first: dict[str, OutputChoice] = {}
        for choice in value:
            first.setdefault(choice.name, choice)
        return list(first.values())

    def chosen_readers(self) -> tuple[tuple[str, str], ...]:
        """The readers the guide names, with their options (as JSON), as the text layer takes them."""
        return tuple((reader.name, json.dumps(reader.options, sort_keys=True)) for reader in self.readers)

    @field_validator("scheduler")
    @classmethod
    def _scheduler(cls, value: str | None) -> str | None:
        if value is not None and not SCHEDULER_ADDRESS.match(value):
            raise ValueError(f"not a Dask scheduler address: {value!r} (e.g. tcp://10.0.0.5:8786)")
        return value

    @field_validator("cue_cache")
    @classmethod
    def _cue_cache(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return None
        from audioguide.common.storage import URL, protocol_problem  # fsspec, only when a cache is named

        if URL.match(value):
            problem = protocol_problem(value)
            if problem:
                raise ValueError(problem)
            folder = _local_folder(value)
            if folder is None:
                return value  # reached at build time, not each time the config is read
        else:
            root: Path = (info.context or {}).get("root", Path.cwd())
            folder = (root / value).resolve()
        problem = _unwritable(folder)
        if problem:
            raise ValueError(f"cannot keep the cues in {value!r}: {problem}; name a folder you can write to,"
                             " or remove cue_cache: to keep them in .audioguide-cache/cues")
        return value if URL.match(value) else str(folder)

    @field_validator("subcategory")
    @classmethod
    def _subcategory(cls, value: str | None, info: ValidationInfo) -> str | None:
        category = info.data.get("category")
        if value is not None and category is not None:
            allowed = APPLE_CATEGORIES[category]
            if value not in allowed:
                raise ValueError(
                    f"not a subcategory of {category!r}: {value!r}"
                    f" (known: {', '.join(allowed) or 'none'})"
                )
        return value

    @field_validator("author", "copyright", "content_note")
    @classmethod
    def _bounded(cls, value: str | None, info: ValidationInfo) -> str | None:
        return None if value is None else _at_most(value, TEXT_LIMITS[str(info.field_name)])

    @field_validator("description")
    @classmethod
    def _description(cls, value: str) -> str:
        size = len(value.encode("utf-8"))
        if size > 4000:
            raise ValueError(f"{size} bytes long; Apple allows at most 4000 bytes")
        return value

    def language(self, code: str) -> LanguageConfig:
        return next(language for language in self.languages if language.code == code)


def shown_url(url: str) -> str:
    """``url`` as a message may quote it: a user name or password, a query and a fragment left out,
    since any of them may hold a secret."""
    url = re.sub(r"^([a-zA-Z][a-zA-Z0-9+.-]*://)[^/?#]*@", r"\1…@", url)
    return re.sub(r"([?#]).*$", r"\1…", url, flags=re.DOTALL)


def base_url_problem(url: str) -> str | None:
    """What keeps ``url`` from being the start of every published URL, or None.

    Enclosure, feed and transcript URLs are ``url`` followed by a file's path,
    so it can hold no query or fragment, and podcast apps need it in plain ASCII.
    """
    if not re.match(r"^https?://", url):
        return "not an http(s) URL"
    if re.search(r"\s", url):
        return "has white space; write spaces as %20"
    if not url.isascii():
        return "has characters outside ASCII; write the host in punycode (xn--…) and the path %-encoded"
    unsafe = sorted(set(re.findall(r"[\"'<>\\{}|^`]", url)))
    if unsafe:
        return f"has {' '.join(unsafe)}, which a URL cannot hold as it is; write them %-encoded (%22 for \")"
    if re.search(r"%(?![0-9A-Fa-f]{2})", url):
        return "has a % that does not start a %-escape (% and two hexadecimal digits: %25 for % itself)"
    try:
        parts = urlsplit(url)
    except ValueError:
        return "has a host that is not one (an IPv6 address goes in [ ] whole)"
    if not parts.hostname:
        return "has no host name"
    if parts.query or url.endswith("?"):
        return "has a query (?…); the base URL is a folder that file names are added to"
    if parts.fragment or "#" in url:
        return "has a fragment (#…); the base URL is a folder that file names are added to"
    if parts.username is not None:
        return "has a user name or password; never publish one in a feed"
    try:
        port = parts.port
    except ValueError:
        return "has a bad port (a number from 1 to 65535 after the host)"
    if port == 0:
        return "has a bad port (a number from 1 to 65535 after the host)"
    return None


def _guide_file(value: Path, info: ValidationInfo, what: str) -> Path:
    """A document or cover: a regular file in the guide's folder (or out of it, when allowed)."""
    context = info.context or {}
    root: Path = context.get("root", Path.cwd())
    resolved = (root / value).resolve()
    if not resolved.exists():
        raise ValueError(f"{what} not found: {value}")
    kind = _file_kind(resolved)
    if kind is not None:
        raise ValueError(f"{value} is {kind}, not a file; name a file")
    if not resolved.is_relative_to(root) and not context.get("outside_allowed"):
        if as_linked(root / value).is_relative_to(root):
            raise ValueError(
                f"{value} is a symbolic link to {resolved}, outside the guide's folder; put the file itself there"
                " (in place of the link), or set reading.allow_outside_guide: true"
            )
        raise ValueError(
            f"{value} is outside the guide's folder ({resolved}); move it into the guide,"
            " or set reading.allow_outside_guide: true"
        )
    return resolved


def _local_folder(url: str) -> Path | None:
    """The folder of a ``file://`` URL; None for storage on another machine."""
    import fsspec
    from fsspec.implementations.local import LocalFileSystem

    kind = fsspec.get_filesystem_class(url.split("://", 1)[0])  # its class only: nothing is reached
    return Path(kind._strip_protocol(url)) if issubclass(kind, LocalFileSystem) else None


def _unwritable(folder: Path) -> str | None:
    """Why ``folder`` cannot be made and written, or None: its nearest existing parent must take a new folder."""
    existing = folder
    try:
        while not existing.exists():
            existing = existing.parent
        if not existing.is_dir():
            return f"{existing} is a file, not a folder"
        os.rmdir(tempfile.mkdtemp(prefix=".audioguide-", dir=existing))
    except OSError as error:
        return f"{existing} cannot be written ({error.strerror})"
    return None


def _file_kind(path: Path) -> str | None:
    """What ``path`` is when it is not a regular file: reading a pipe or a device never ends."""
    mode = path.stat().st_mode
    for test, kind in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return kind
    return None


SCHEDULER_ADDRESS = re.compile(r"^(?:(?:tcp|tls|ucx|ws|wss)://)?[\w.-]+:\d{1,5}$|^(?:tcp|tls|ucx|ws|wss)://\[[0-9a-fA-F:]+\]:\d{1,5}$")


def load_config(path: Path) -> GuideConfig:
    """Read and validate ``path``; raise ConfigError with every problem found."""
    name = path.name
    if not path.is_file():
        raise config_not_found(path)
    data = _read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError([f"{name}: expected a mapping of settings at the top level"])
    for internal in ("root", "found", "site_pages"):
        if internal in data:
            raise ConfigError([f"{name}: {internal}: unknown field"])
    root = path.parent.resolve()
    data = _with_source_language(data)
    data, found, pages, problems = _sites(data, root)
    problems += _duplicate_languages(data) + _translation_languages(data)
    reading = data.get("reading")
    outside = isinstance(reading, dict) and reading.get("allow_outside_guide") is True
    try:
        config = GuideConfig.model_validate(
            {**data, "root": root, "found": found, "site_pages": pages},
            context={"root": root, "outside_allowed": outside}
        )
    except ValidationError as error:
        found_problems = _problems(error)
        if any(problem.startswith("documents[") for problem in problems):  # a site not read: its pages are missing
            found_problems = [p for p in found_problems if not p.startswith("documents: list should have at least")]
        raise ConfigError([f"{name}: {problem}" for problem in found_problems + problems]) from None
    problems += _duplicate_documents(config)
    if problems:
        raise ConfigError([f"{name}: {problem}" for problem in problems])
    return config


def _sites(data: dict[str, Any], root: Path) -> tuple[dict[str, Any], list[str], frozenset[Path], list[str]]:
    """``data`` with each ``site:`` entry of its documents replaced by an entry per page (see :mod:`.sites`), what
    each stood for, the pages' paths, and the problems of those that cannot be read."""
    documents = data.get("documents")
    if not isinstance(documents, list) or not any(isinstance(e, dict) and "site" in e for e in documents):
        return data, [], frozenset(), []
    from audioguide.config import sites

    codes = _language_codes(data.get("languages")) or []
    source = data.get("source_language", "en") if isinstance(data.get("source_language", "en"), str) else "en"
    expanded: list[Any] = []
    found: list[str] = []
    paths: set[Path] = set()
    problems: list[str] = []
    for index, entry in enumerate(documents):
        if not (isinstance(entry, dict) and "site" in entry):
            expanded.append(entry)
            continue
        try:
            pages, what = sites.expand(entry, index, root, codes, source)
        except sites.SiteError as error:
            problems.append(f"documents[{index}].{error}")
            continue
        expanded += pages
        paths |= {(root / page["path"]).resolve() for page in pages}
        found.append(f"documents[{index}]: {what.pages} {'page' if what.pages == 1 else 'pages'} of {what.site},"
                     f" in the order of {what.how}")
    return {**data, "documents": expanded}, found, frozenset(paths), problems


def _duplicate_languages(data: dict[str, Any]) -> list[str]:
    """Checked on the raw list, so it is reported even when other languages have problems."""
    languages = data.get("languages")
    if not isinstance(languages, list):
        return []
    problems, seen = [], set()
    for index, entry in enumerate(languages):
        code = entry.get("code") if isinstance(entry, dict) else None
        if not isinstance(code, str) or not langcodes.tag_is_valid(code):
            continue
        code = langcodes.standardize_tag(code)
        if code in seen:
            problems.append(f"languages[{index}].code: duplicate language {code!r}")
        seen.add(code)
    return problems


def _duplicate_documents(config: GuideConfig) -> list[str]:
    """One file listed twice, or two files with one identity, would give two episodes one guid."""
    problems = []
    paths: dict[Path, int] = {}
    identities: dict[str, int] = {}
    for index, entry in enumerate(config.documents):
        shown = _shown(entry.path, config.root)
        if entry.path in paths:
            problems.append(f"documents[{index}].path: {shown} is listed twice (also documents[{paths[entry.path]}]);"
                            " list each document once")
            continue
        paths[entry.path] = index
        first = identities.setdefault(entry.identity, index)
        if first != index:
            other = _shown(config.documents[first].path, config.root)
            field = "id" if entry.id else "path"
            problems.append(
                f"documents[{index}].{field}: {shown} has the identity {entry.identity!r}, as {other}"
                f" (documents[{first}]) has; each episode needs its own: give one of them an id:"
            )
    return problems


def _translation_languages(data: dict[str, Any]) -> list[str]:
    """A translated document is for one of the guide's languages, never the source's.

    Checked on the raw lists, so it is reported with the problems of the translations' files and of the languages.
    """
    documents, source = data.get("documents"), data.get("source_language", "en")
    codes = _language_codes(data.get("languages"))
    problems = []
    for index, entry in enumerate(documents if isinstance(documents, list) else []):
        translations = entry.get("translations") if isinstance(entry, dict) else None
        for given in translations if isinstance(translations, dict) else []:
            code = _tag(given)
            if code is None:
                continue  # reported by DocumentConfig
            field = f"documents[{index}].translations.{code}"
            if isinstance(source, str) and code == source.strip():
                problems.append(f"{field}: {code} is the source language, whose episode is read from path:;"
                                " translations: names the documents of the other languages")
            elif codes is not None and code not in codes:
                problems.append(f"{field}: {code} is not one of the guide's languages ({', '.join(codes)});"
                                " add it under languages: or remove this translation")
    return problems


def _with_source_language(data: dict[str, Any]) -> dict[str, Any]:
    """A guide that names no ``source_language`` is written in English, unless English is none of its languages:
    then it is written in its first language (a guide narrated in Spanish alone is written in Spanish)."""
    codes = _language_codes(data.get("languages"))
    if "source_language" in data or not codes or any(code.split("-")[0] == "en" for code in codes):
        return data
    return {**data, "source_language": codes[0]}


def _language_codes(languages: Any) -> list[str] | None:
    """The raw config's language codes, standardized; None when one of them is not a language tag (reported)."""
    if not isinstance(languages, list) or not languages:
        return None
    codes = [_tag(entry.get("code")) if isinstance(entry, dict) else None for entry in languages]
    return None if None in codes else list(dict.fromkeys(str(code) for code in codes))


def _tag(code: Any) -> str | None:
    """A raw language tag, standardized as the schema does; None when it is none."""
    if not isinstance(code, str) or not langcodes.tag_is_valid(code.strip()):
        return None
    return langcodes.standardize_tag(code.strip())


def _shown(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)


def _read_yaml(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ConfigError([f"{path.name}: not UTF-8 text (byte {error.start}); save it as UTF-8"]) from None
    try:
        return yaml.safe_load(text)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"{path.name}:{mark.line + 1}:{mark.column + 1}" if mark else path.name
        raise ConfigError([f"{where}: bad YAML: {error.problem or error.context}"]) from None
    except yaml.YAMLError as error:
        raise ConfigError([f"{path.name}: bad YAML: {error}"]) from None


def _problems(error: ValidationError) -> list[str]:
    problems = []
    for item in error.errors(include_url=False):
        location = list(item["loc"])
        problems.append(f"{_dotted(location)}: {_cut_values(_message(item, location), item['input'])}")
    return problems


_DATETIME_ERRORS = frozenset({"datetime_type", "datetime_parsing", "datetime_from_date_parsing"})
_DATE_FORM = "write one such as 2026-11-02T08:00:00Z (or a date: 2026-11-02)"


def _message(item: Any, location: list[Any]) -> str:
    kind = item["type"]
    if kind == "missing":
        return "required field is missing"
    if kind == "extra_forbidden":
        known = _fields_at(location[:-1])
        return f"unknown field{_suggest(str(location[-1]), known)}"
    if kind == "value_error":
        return str(item["ctx"]["error"])
    if kind in _DATETIME_ERRORS:
        return f"not a date and time: {_quoted(item['input'])}; {_DATE_FORM}"
    return f"{item['msg'][0].lower()}{item['msg'][1:]}, got {_quoted(item['input'])}"


SHOWN_CHARACTERS = 60
"""A bad value longer than this is quoted by its start and its length: a whole description says nothing more."""


def _quoted(value: Any) -> str:
    """``value`` as a message quotes it: its repr, or the start of a long one, with its length."""
    if isinstance(value, str):
        return repr(value) if len(value) <= SHOWN_CHARACTERS else (
            f"{value[:SHOWN_CHARACTERS]!r}… ({len(value):,} characters)")
    text = _SHORT_REPR.repr(value)
    if len(text) <= SHOWN_CHARACTERS:
        return text
    size = f" ({len(value):,} items)" if isinstance(value, (list, dict)) else ""
    return f"{text[:SHOWN_CHARACTERS]}…{size}"


def quoted(value: Any) -> str:
    """``value`` as a message quotes it: never the whole of a long text or a huge (aliased) YAML value."""
    return _quoted(value)


class _StartRepr(reprlib.Repr):
    """A repr of a few entries of each list and mapping and the start of each string: never the whole of a huge
    value (with aliases, a short YAML file holds lists of billions of entries), and its start as ``repr`` writes it."""

    def repr_str(self, x: str, level: int) -> str:
        return repr(x[:SHOWN_CHARACTERS])


_SHORT_REPR = _StartRepr()


def _cut_values(message: str, given: Any) -> str:
    """``message`` with every long string of the bad value ``given`` that it quotes cut as :func:`_quoted` cuts it.

    Validators quote the value they refuse (or an entry of it) whole; this shortens them all, field by field.
    """
    for text in _long_strings(given):
        message = message.replace(repr(text), _quoted(text))
    return message


def _long_strings(value: Any, seen: set[int] | None = None) -> list[str]:
    """Strings over :data:`SHOWN_CHARACTERS` in ``value`` and its lists and mappings (stripped too, as the schema
    strips them); each list or mapping once, even when YAML aliases repeat it."""
    seen = set() if seen is None else seen
    if isinstance(value, str):
        return [text for text in dict.fromkeys((value, value.strip())) if len(text) > SHOWN_CHARACTERS]
    if id(value) in seen or not isinstance(value, (list, dict)):
        return []
    seen.add(id(value))
    parts = [*value.keys(), *value.values()] if isinstance(value, dict) else value
    return [text for part in parts for text in _long_strings(part, seen)]


def _suggest(value: str, known: Any) -> str:
    close = difflib.get_close_matches(value, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _fields_at(location: list[Any]) -> list[str]:
    """Field names of the model found at ``location`` under GuideConfig."""
    model: Any = GuideConfig
    for part in location:
        if isinstance(part, int):
            continue
        annotation = model.model_fields[part].annotation
        model = getattr(annotation, "__args__", (annotation,))[0]
    return [name for name in model.model_fields if name != "root"]


def _dotted(location: list[Any]) -> str:
    text = ""
    for part in location:
        part = part if isinstance(part, int) or len(str(part)) <= SHOWN_CHARACTERS else f"{part:.{SHOWN_CHARACTERS}}…"
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text

