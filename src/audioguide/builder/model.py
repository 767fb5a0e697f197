"""One model of what a build makes, and the record of the last build.

:func:`make_plan` does all the text work of a build and names every artefact
by its key: each cue's (its text and what decides its voice's sound, the
engine's version and its voice's files by content), each episode's (its cues,
pauses, chapters, tags and encoding), and what the outputs publish from (the
config, the guide's catalogs and templates, the scripts). The caches are
addressed by those keys, and :meth:`Plan.digest` is made of them, of the files
the plan read, of audioguide's version and of the plugin packages installed.

After a build, its record (:mod:`audioguide.builder.record`) keeps that digest
and the state of every file the plan read.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from audioguide import __version__
from audioguide.audio.cover import Cover, cover_digest, generate_cover, load_cover
from audioguide.audio.episode import EpisodeSpec
from audioguide.builder.episodes import Name, episode_spec
from audioguide.common import plugins
from audioguide.common.files import content_digest, write_atomic
from audioguide.config import GuideConfig, load_config
from audioguide.publish.identities import LOCK_FILE, Identities, identities
from audioguide.publish.release import Output, chosen
from audioguide.speech.plan import PlannedLanguage, plan_languages, select_languages
from audioguide.text.catalogs import TRANSLATIONS_DIR
from audioguide.text.documents import Document, read_documents

log = logging.getLogger(__name__)

TEMPLATES_DIR = "templates"


@dataclass(frozen=True)
class Plan:
    """Everything a build makes, each artefact by its key, before any audio is made."""

    config: GuideConfig
    documents: list[Document]
    languages: list[PlannedLanguage]
    incomplete: list[str]
    """Why the languages left out cannot be built (incomplete translations)."""
    covers: dict[str, Cover]
    identity: Identities
    specs: dict[Name, EpisodeSpec]
    outputs: list[Output]
    sources: tuple[Path, ...]
    """Every file and folder the plan read (a missing one too: creating it is a change)."""

    def digest(self, options: Mapping[str, Any]) -> str:
        """What decides every file the build writes: two plans with one digest make the same output."""
        made = {
            "audioguide": __version__,
            "plugins": [list(package) for package in plugins.installed()],
            "options": dict(options),
            "sources": {str(path): _content(path) for path in self.sources},
            "episodes": {f"{code}/{number}": spec.digest() for (code, number), spec in sorted(self.specs.items())},
            "covers": {code: cover_digest_of(cover) for code, cover in sorted(self.covers.items())},
            "guids": self.identity.podcast_guids,
            "guide": self.identity.guide,
            "outputs": [type(output).__module__ + "." + type(output).__qualname__ for output in self.outputs],
            "incomplete": self.incomplete,
        }
        return hashlib.sha256(json.dumps(made, sort_keys=True, default=str).encode("utf-8")).hexdigest()


def make_plan(config_path: Path, languages: Sequence[str], allow_incomplete: bool) -> Plan:
    """Read the guide and plan every language asked for: all the text work, every key."""
    config = load_config(config_path)
    outputs = chosen(config.outputs)
    documents = read_documents(config)
    planned, incomplete = plan_languages(config, documents, select_languages(config, languages), allow_incomplete)
    covers = {plan.language.code: cover_for(config, plan) for plan in planned}
    identity = identities(config)
    specs = {
        (plan.language.code, episode.script.number): episode_spec(config, plan, episode, covers[plan.language.code])
        for plan in planned for episode in plan.episodes
    }
    voices = [path for plan in planned for voice in plan.voices for path in voice.files]
    return Plan(config, documents, planned, incomplete, covers, identity, specs, outputs,
                tuple(dict.fromkeys([*guide_sources(config), *voices])))


def guide_sources(config: GuideConfig) -> list[Path]:
    """The files and folders of the guide a plan reads: the config, its lock file, documents and their
    translations, the cover, the catalogs and the guide's templates."""
    paths = [config.root / "audioguide.yml", config.root / LOCK_FILE]
    for entry in config.documents:
        paths += [entry.path, *entry.translations.values()]
    if config.cover is not None:
        paths.append(config.cover)
    return [*paths, config.root / TRANSLATIONS_DIR, config.root / TEMPLATES_DIR]


def cover_for(config: GuideConfig, plan: PlannedLanguage) -> Cover:
    """The configured cover, or one made with the guide's title in the language (kept in the cache)."""
    if config.cover:
        return load_cover(config.cover)
    folder, made = config.cache_folder / "covers", cover_digest(plan.guide.title, config.author)
    # Named by what it is made of and by its own SHA-256: a file changed on disk is never published.
    for cached in sorted(folder.glob(f"{made}-*.png")):
        data = cached.read_bytes()
        if cached.stem == f"{made}-{hashlib.sha256(data).hexdigest()}":
            return Cover(data, "image/png", "png")
        log.warning("cache entry %s is damaged (its bytes differ from those written); removed, drawing it again",
                    cached.name)
        cached.unlink(missing_ok=True)
    cover = generate_cover(plan.guide.title, config.author)
    write_atomic(folder / f"{made}-{cover_digest_of(cover)}.png", cover.data)
    return cover


def _content(path: Path) -> Any:
    """What ``path`` holds, for the plan's digest: a file's SHA-256, a folder's listing of them."""
    if path.is_dir():
        return {entry.name: _content(entry) for entry in sorted(path.iterdir())}
    return content_digest(path) if path.is_file() else None


def cover_digest_of(cover: Cover) -> str:
    return hashlib.sha256(cover.data).hexdigest()
