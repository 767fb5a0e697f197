"""Finding the pieces audioguide is built from: readers, speech engines and outputs.

Each kind has its built-in pieces, named ``"module:attribute"`` so that a
module is imported only when its piece is first used, and any installed
package can add more through an entry point in the kind's group
(``audioguide.readers``, ``audioguide.engines``, ``audioguide.outputs``)::

    [project.entry-points."audioguide.engines"]
    my-engine = "my_package.engine:MyEngine"

The boundary, as mkdocs, beets and pelican draw it:

- installed is not enabled: a plugin is imported only when a guide names it
  (its ``engine:``, ``outputs:`` or ``readers:``), so a broken one never stops
  a guide that does not use it;
- a plugin that fails to import, exits, or lacks what its kind must have is
  one :class:`PluginError` naming the plugin, its package and its entry point,
  raised when the config is read, before any work;
- a plugin never replaces a built-in: one named like a built-in is known by
  its package's name too (``acme-tts:espeak-ng``), and only that name selects it.

The layers below a plugin's own never import it: they find it here, by name.
"""

from __future__ import annotations

import functools
import importlib
import logging
from dataclasses import dataclass
from functools import cache
from importlib.metadata import EntryPoint, EntryPoints, entry_points
from typing import Any

from audioguide.common.errors import AudioguideError

log = logging.getLogger(__name__)


class PluginError(AudioguideError):
    """A plugin that cannot be used: it fails to import, or is not what its kind must be."""


@dataclass(frozen=True)
class Kind:
    """A kind of piece: its entry point group, its built-ins and what every one of them must have."""

    group: str
    noun: str
    """What one is called in messages: ``speech engine``."""
    builtin: tuple[tuple[str, str], ...]
    """Name → ``"module:attribute"``, imported on first use."""
    members: tuple[str, ...]
    """The attributes and methods a piece's class must have (checked when it is loaded)."""
    fixed: tuple[str, ...] = ()
    """Pieces every build uses, which a config does not name (the outputs run for every language)."""
    work: tuple[str, ...] = ()
    """The methods that do a piece's work: a plugin's failure in one is told as the plugin's, never as audioguide's."""


ENGINES = Kind(
    "audioguide.engines", "speech engine",
    (
        ("espeak-ng", "audioguide.speech.engines.espeak:EspeakEngine"),
        ("gtts", "audioguide.speech.engines.gtts:GttsEngine"),
        ("kokoro", "audioguide.speech.engines.kokoro:KokoroEngine"),
        ("openai-compatible", "audioguide.speech.engines.speech_server:SpeechServerEngine"),
        ("pico", "audioguide.speech.engines.pico:PicoEngine"),
        ("piper", "audioguide.speech.engines.piper:PiperEngine"),
    ),
    ("version", "voices", "synthesize", "check_voice", "check_options", "identity"),
    work=("synthesize", "voices", "version"),
)
READERS = Kind(
    "audioguide.readers", "reader",
    (
        ("markdown", "audioguide.text.readers.markdown:MarkdownReader"),
        ("text", "audioguide.text.readers.plaintext:TextReader"),
        ("html", "audioguide.text.readers.html:HtmlReader"),
        ("epub", "audioguide.text.readers.epub:EpubReader"),
        ("docx", "audioguide.text.readers.docx:DocxReader"),
        ("pdf", "audioguide.text.readers.pdf:PdfReader"),
    ),
    ("extensions", "read"),
    work=("read",),
)
OUTPUTS = Kind(
    "audioguide.outputs", "output",
    (
        ("audio", "audioguide.publish.episode_files:AudioOutput"),
        ("transcripts", "audioguide.publish.episode_files:TranscriptOutput"),
        ("feed", "audioguide.publish.feed:FeedOutput"),
        ("pages", "audioguide.publish.site:PagesOutput"),
        ("epub", "audioguide.publish.epub:Epub3Output"),
        ("m4b", "audioguide.publish.m4b:M4bOutput"),
        ("opus", "audioguide.publish.opus:OpusOutput"),
    ),
    ("publish",),
    fixed=("audio", "transcripts", "feed", "pages"),
    work=("publish",),
)
KINDS = (ENGINES, READERS, OUTPUTS)


@dataclass(frozen=True)
class Entry:
    """A piece by name: where its class is, and the package that brings it (None for a built-in)."""

    name: str
    target: str
    package: str | None = None
    version: str | None = None

    def describe(self, kind: Kind) -> str:
        if self.package is None:
            return f"the built-in {kind.noun} {self.name!r}"
        return (f"the {kind.noun} {self.name!r} (entry point {self.name} = {self.target} in {kind.group},"
                f" from the package {self.package} {self.version})")


@cache
def _points(group: str) -> EntryPoints:
    """The entry points installed packages declare in ``group``: read once per process, every group at once
    (each reading goes through the metadata of every installed package)."""
    points: EntryPoints = _all_points().select(group=group)
    return points


@cache
def _all_points() -> Any:
    return entry_points()  # SelectableGroups before Python 3.12, EntryPoints since: both select by group


@cache
def entries(kind: Kind) -> dict[str, Entry]:
    """Every piece of ``kind`` by name: the built-ins, then those installed packages add.

    A package's piece named like a built-in, or like another package's, is known only by
    ``package:name``.
    """
    found = {name: Entry(name, target) for name, target in kind.builtin}
    for point in sorted(_points(kind.group), key=lambda point: (_package(point)[0], point.name)):
        package, version = _package(point)
        entry = Entry(point.name, point.value, package, version)
        qualified = f"{package}:{point.name}"
        if point.name in found:
            log.debug("%s: %s from %s is named like %s; known as %s", kind.group, point.name, package,
                      found[point.name].describe(kind), qualified)
        else:
            found[point.name] = entry
        found[qualified] = entry
    return found


def _package(point: EntryPoint) -> tuple[str, str]:
    dist = point.dist
    return (dist.name, dist.version) if dist is not None else ("an unknown package", "")


def names(kind: Kind) -> list[str]:
    """The names a config may give: every piece's own name (a qualified one only where it must be)."""
    return sorted(name for name, entry in entries(kind).items() if name == entry.name or (":" in name
                  and entries(kind).get(entry.name) is not entry))


def entry(kind: Kind, name: str) -> Entry:
    try:
        return entries(kind)[name]
    except KeyError:
        raise PluginError(f"unknown {kind.noun} {name!r} (known: {', '.join(names(kind)) or 'none'})") from None


@cache
def load(kind: Kind, name: str) -> Any:
    """The class ``name`` names, imported now; a :class:`PluginError` naming it if it cannot be used."""
    found = entry(kind, name)
    module_name, _, attribute = found.target.partition(":")
    try:
        piece = getattr(importlib.import_module(module_name), attribute)
    # A plugin is someone else's code: whatever stops its import (even sys.exit) is its problem, told as such.
    except BaseException as error:
        if isinstance(error, KeyboardInterrupt):
            raise
        raise PluginError(
            f"{found.describe(kind)} cannot be loaded ({type(error).__name__}: {error});"
            f" {_what_to_do(found, kind)}"
        ) from None
    missing = [member for member in kind.members if not hasattr(piece, member)]
    if missing:
        raise PluginError(
            f"{found.describe(kind)} is not {_a(kind.noun)}: it has no {', '.join(missing)};"
            f" {_what_to_do(found, kind)}"
        )
    if found.package is None or not isinstance(piece, type):
        return piece
    guarded = {name: _guarded(getattr(piece, name), found, kind) for name in kind.work if hasattr(piece, name)}
    return type(piece.__name__, (piece,), {**guarded, "__module__": piece.__module__})


def _guarded(method: Any, found: Entry, kind: Kind) -> Any:
    """``method`` of a plugin, whose failure (an exception that is not one of audioguide's) is a
    :class:`PluginError` naming the plugin, its package and version, and the method."""
    @functools.wraps(method)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except AudioguideError:
            raise
        except Exception as error:
            raise PluginError(
                f"{found.describe(kind)} failed in {method.__name__}() ({type(error).__name__}: {error}); this is a"
                f" bug in {found.package} {found.version}: report it to its authors (AUDIOGUIDE_DEBUG=1 set shows"
                f" where), or name another {kind.noun} in audioguide.yml"
            ) from error

    return call


@cache
def instance(kind: Kind, name: str) -> Any:
    """One object of the class ``name`` names, made once per process."""
    found = entry(kind, name)
    try:
        return load(kind, name)()
    except PluginError:
        raise
    except AudioguideError:
        raise
    except Exception as error:  # noqa: BLE001 - a plugin's constructor is its own code
        raise PluginError(
            f"{found.describe(kind)} cannot be started ({type(error).__name__}: {error}); {_what_to_do(found, kind)}"
        ) from None


def _a(noun: str) -> str:
    return f"{'an' if noun[0] in 'aeiou' else 'a'} {noun}"


def _what_to_do(found: Entry, kind: Kind) -> str:
    if found.package is None:
        return "this is a bug in audioguide; please report it"
    return f"upgrade or reinstall {found.package}, or name another {kind.noun} in audioguide.yml"


def installed() -> tuple[tuple[str, str], ...]:
    """Every installed package that adds a piece of any kind, with its version: part of what a build is made of."""
    found = {_package(point) for kind in KINDS for point in _points(kind.group)}
    return tuple(sorted(found))
