"""Outputs: what a build publishes for each language, one module per kind of file.

After the episodes are made, each language becomes a :class:`LanguageRelease`:
its plan, its episodes (the MP3 made, its chapters and its timed transcript)
and the folder and URL it is published at. Each output then writes its files
into that folder and lists them in the release (:class:`PublishedFile`), so
that the outputs after it link them: the feed and the pages come last and
show everything published before them.

The outputs in :data:`ALWAYS` run for every build; :data:`OPTIONAL` ones, and
any an installed package adds through an entry point in the
``audioguide.outputs`` group, run when the config's ``outputs:`` names them.
An output is a class with a ``name`` and ``publish(release)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, Protocol

from slugify import slugify

from audioguide.audio.cover import Cover
from audioguide.audio.episode import MadeEpisode
from audioguide.audio.episode_cache import Encoders, Here
from audioguide.audio.tags import Chapter
from audioguide.common import plugins
from audioguide.common.progress import SynthesisStats
from audioguide.config import GuideConfig, PluginChoice
from audioguide.publish import transcript as transcripts
from audioguide.speech.cues import CueCache
from audioguide.speech.engines import Credit
from audioguide.speech.plan import PlannedEpisode, PlannedLanguage
from audioguide.speech.synthesis import synthesize_missing
from audioguide.speech.voices import voice_credits
from audioguide.text.script import chapter_titles, episode_slug

ALWAYS = ("audio", "transcripts")
"""Run first, in this order, for every language."""
LAST = ("feed", "pages")
"""Run after every other output: they link what the others published."""

Role = Literal["audio", "chapters", "transcript", "alternate", "download"]
GUIDE_STEM = "guide"
"""The file name of a whole language's file (``guide.m4b``, ``guide.epub``) when the guide's title
has nothing to spell in ASCII."""


@dataclass(frozen=True)
class PublishedFile:
    """A file an output wrote, for the outputs after it to link."""

    name: str
    """Its name in the language's folder (``01-first.vtt``)."""
    url: str
    mime: str
    role: Role
    timed: bool = False
    """Captions: the text carries its times in the audio."""


@dataclass
class EpisodeRelease:
    """One episode as published in one language."""

    planned: PlannedEpisode
    made: MadeEpisode
    chapters: tuple[Chapter, ...]
    transcript: transcripts.Transcript
    files: list[PublishedFile] = field(default_factory=list)

    @property
    def slug(self) -> str:
        return self.planned.script.slug

    def find(self, role: Role) -> list[PublishedFile]:
        return [file for file in self.files if file.role == role]

    def speech_identity(self) -> dict[str, Any]:
        """What decides the episode's speech: its cues' keys, the pauses and chapters (as the episode cache's
        key), for the key of a file encoded from that speech (an audiobook, an alternate)."""
        return {
            "keys": [key.digest() for key in self.planned.keys],
            "pauses": [cue.pause_after for cue in self.planned.cues],
            "chapter_of": [cue.chapter for cue in self.planned.cues],
            "duration": self.made.record.duration,
        }


def ensure_speech(episodes: Sequence[EpisodeRelease], cues: CueCache, workers: int) -> None:
    """Cues of ``episodes`` no longer in the cue cache (cleared, or moved by ``cue_cache:``) synthesized
    again as a build synthesizes them, in ``workers`` processes; nothing when all are there."""
    keys = [key for episode in episodes for key in episode.planned.keys]
    synthesize_missing(keys, cues, SynthesisStats(), workers)


@dataclass
class LanguageRelease:
    """One language of the guide as published: everything its outputs need."""

    config: GuideConfig
    plan: PlannedLanguage
    folder: Path
    """The language's folder in the output being written."""
    base_url: str
    """Where that folder is published (ends with ``/``)."""
    cover: Cover
    podcast_guid: str
    episodes: list[EpisodeRelease]
    files: list[PublishedFile] = field(default_factory=list)
    """Files of the whole language (a cover, an audiobook), for the outputs after to link."""
    languages: tuple[str, ...] = ()
    """The guide's languages the output holds, in the config's order: those built now and those
    carried over from the previous build. The feed and the pages link only these (and their own)."""
    encoders: Encoders = field(default_factory=Here)
    """Where an output's files are encoded: the build's executor (``-j`` here, or a cluster's workers)."""

    @property
    def code(self) -> str:
        return self.plan.language.code

    def published(self, code: str) -> bool:
        """Whether the output holds the language ``code``: its feed and pages may link it."""
        return code == self.code or code in self.languages

    def url(self, name: str) -> str:
        return f"{self.base_url}{name}"

    @cached_property
    def credits(self) -> tuple[Credit, ...]:
        """The credits of the voices that speak the language's episodes, in the order they first speak."""
        return voice_credits(self.config, [key for episode in self.plan.episodes for key in episode.keys])

    def find(self, role: Role) -> list[PublishedFile]:
        return [file for file in self.files if file.role == role]


class Output(Protocol):
    name: str

    def publish(self, release: LanguageRelease) -> None:
        """Write this output's files into ``release.folder`` and list them in the release."""
        ...


def release(
    config: GuideConfig, plan: PlannedLanguage, made: dict[tuple[str, int], MadeEpisode], cover: Cover,
    podcast_guid: str, folder: Path, encoders: Encoders | None = None,
) -> LanguageRelease:
    """The language ready to publish: each episode's chapters and timed transcript from its audio."""
    code = plan.language.code
    note = plan.translations.gettext("Chapter %(number)s: %(title)s")
    episodes = []
    for planned in plan.episodes:
        episode = made[(code, planned.script.number)]
        script = planned.script
        chapters = episode.chapters(chapter_titles(script))
        transcript = transcripts.transcript(
            script.title, script.language, planned.cues, episode.record.cue_spans, chapters, chapter_note=note,
        )
        episodes.append(EpisodeRelease(planned, episode, chapters, transcript))
    return LanguageRelease(config, plan, folder / code, f"{config.base_url}{code}/", cover, podcast_guid, episodes,
                           languages=published_languages(config, made, folder), encoders=encoders or Here())


def published_languages(config: GuideConfig, made: dict[tuple[str, int], MadeEpisode], folder: Path) -> tuple[str, ...]:
    """The languages of the output being written in ``folder``: those whose episodes this build made,
    and those carried over from the previous build (their feed is in ``folder`` already)."""
    built = {code for code, _ in made}
    return tuple(
        language.code for language in config.languages
        if language.code in built or (folder / language.code / "feed.xml").is_file()
    )


def guide_slug(title: str, language: str) -> str:
    """The file name stem of a file holding a whole language (an audiobook, an e-book): the guide's
    ``title`` in the language, made as episodes' names are, or :data:`GUIDE_STEM` when it has nothing
    to spell in ASCII."""
    stem = episode_slug(0, title, language).partition("-")[2]
    # episode_slug names a title it cannot spell "episode"; a title that says "episode" keeps it.
    if stem == "episode" and not slugify(title).startswith("episode"):
        return GUIDE_STEM
    return stem


def chosen(outputs: Sequence[PluginChoice]) -> list[Output]:
    """The outputs a build runs, in order: the ones always run, those the config's ``outputs:`` adds (checked
    there, each with its options), then the feed and the pages."""
    named: list[tuple[str, Mapping[str, Any]]] = [(name, {}) for name in ALWAYS]
    named += [(choice.name, choice.options) for choice in outputs]
    return [make_output(name, options) for name, options in [*named, *((name, {}) for name in LAST)]]


def make_output(name: str, options: Mapping[str, Any]) -> Output:
    """The output ``name``, made with its options (those its ``Options`` checked)."""
    kind = plugins.load(plugins.OUTPUTS, name)
    model = getattr(kind, "Options", None)
    output: Output = kind(model.model_validate(dict(options))) if model is not None else kind()
    return output
