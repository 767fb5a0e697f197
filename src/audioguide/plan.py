"""Planning: all the text work of a build, before any audio.

Each language's episodes are read, translated, framed by the narration
templates and cut into cues (sentences as shown and as spoken, with their
pauses), each with the cache key of its speech. Whatever in the guide's text
or catalogs is wrong shows up here, before anything is synthesized.
"""

from __future__ import annotations

import gettext
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from audioguide import feed
from audioguide.cache import CueKey
from audioguide.config import GuideConfig, LanguageConfig
from audioguide.documents import Document, read_document, read_parts
from audioguide.errors import AudioguideError
from audioguide.prepare import Cue, cues_for
from audioguide.script import EpisodeScript, GuideInfo, ScriptRenderer
from audioguide.synthesis import cue_keys
from audioguide.translate import counted, guide_segments, load_translator
from audioguide.translated import documents_for

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PlannedEpisode:
    script: EpisodeScript
    cues: tuple[Cue, ...]
    keys: tuple[CueKey, ...]


@dataclass(frozen=True)
class PlannedLanguage:
    language: LanguageConfig
    source: LanguageConfig
    """Speaks the passages left in the source language (``--allow-incomplete``)."""
    guide: GuideInfo
    description: str
    translations: gettext.NullTranslations
    episodes: tuple[PlannedEpisode, ...]
    untranslated: int = 0
    """Passages left in the source language (``--allow-incomplete``)."""
    own_untranslated: int = 0
    """audioguide's own words left in English (``--allow-incomplete``)."""


def select_languages(config: GuideConfig, wanted: Sequence[str]) -> list[LanguageConfig]:
    codes = [language.code for language in config.languages]
    unknown = [code for code in wanted if code not in codes]
    if unknown:
        raise AudioguideError(
            f"--lang {unknown[0]}: not a language of this guide (languages: {', '.join(codes)})"
        )
    return [language for language in config.languages if not wanted or language.code in wanted]


def read_documents(config: GuideConfig) -> list[Document]:
    """Every episode's document, in order: one per entry, or one per chapter of an entry split in chapters."""
    documents: list[Document] = []
    for entry in config.documents:
        name = (entry.path.relative_to(config.root).as_posix() if entry.path.is_relative_to(config.root)
                else str(entry.path))
        reading = config.reading
        if entry.split == "chapters":
            documents += read_parts(
                entry.path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                footnotes=reading.footnotes, identity=entry.identity, published=entry.published,
            )
        else:
            documents.append(read_document(
                entry.path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                footnotes=reading.footnotes, title=entry.title, identity=entry.identity,
                published=entry.published,
            ))
    seen: dict[str, Document] = {}
    for document in documents:
        other = seen.setdefault(document.id, document)
        if other is not document:
            raise AudioguideError(
                f"{document.name}: the episode identity {document.id!r} is also {other.name}'s;"
                " give one of them another id:"
            )
    return documents


def plan_languages(
    config: GuideConfig,
    documents: list[Document],
    languages: Sequence[LanguageConfig],
    allow_incomplete: bool,
) -> tuple[list[PlannedLanguage], list[str]]:
    """Plans for the languages that can be built, and what keeps the others from it."""
    plans, incomplete = [], []
    for language in languages:
        plan, missing = plan_language(config, documents, language)
        if missing and not allow_incomplete:
            incomplete += missing
            continue
        if plan.untranslated:
            log.warning("%s: %s not translated, spoken in %s", language.code,
                        counted(plan.untranslated, "passage"), config.source_language)
        if plan.own_untranslated:
            log.warning("%s: %d of audioguide's own words (intro, announcements, outro, page labels)"
                        " not translated, left in English", language.code, plan.own_untranslated)
        plans.append(plan)
    return plans, incomplete


def plan_language(
    config: GuideConfig, documents: list[Document], language: LanguageConfig
) -> tuple[PlannedLanguage, list[str]]:
    """Every episode's script and cues, translated: all the text work, before any audio."""
    translator = load_translator(config, language.code)
    documents = documents_for(config, language.code, documents, translator)
    texts = {s.context: translator.segment(s) or s.text for s in guide_segments(config)}
    guide = GuideInfo(texts["guide title"], config.author, texts.get("guide content_note"))
    translations = translator.gettext()
    renderer = ScriptRenderer(guide, translations, [config.root / "templates"])
    titles = [document.title for document in documents]
    lexicons = {voice.code: voice.lexicon for voice in (language, source_voice(config, language))}
    episodes = []
    for index, document in enumerate(documents):
        assert document.published is not None, "read_documents dates every document"
        script = renderer.episode(
            document,
            number=index + 1,
            title=titles[index],
            language=language.code,
            published=document.published,
            next_title=titles[index + 1] if index + 1 < len(titles) else None,
        )
        cues = cues_for(script, config.audio.pauses, lexicons)
        keys = cue_keys(cues, language, source_voice(config, language))
        episodes.append(PlannedEpisode(script, tuple(cues), tuple(keys)))
    description = texts["guide description"]
    if translator.missing:
        note = translations.gettext(
            "Some passages are not translated yet; they are read in the original language."
        )
        description = f"{description} {note}"
    plan = PlannedLanguage(
        language, source_voice(config, language), guide, description, translations,
        tuple(episodes), untranslated=len(translator.missing),
        own_untranslated=len(translator.own_strings_missing()),
    )
    return plan, translator.problems()


def source_voice(config: GuideConfig, language: LanguageConfig) -> LanguageConfig:
    """The voice for untranslated passages: the source language's own, else the engine's."""
    for candidate in config.languages:
        if candidate.code == config.source_language:
            return candidate
    return LanguageConfig(code=config.source_language, engine=language.engine, options=language.options)


def chapter_titles(script: EpisodeScript) -> tuple[str, ...]:
    """The chapters' titles as ID3, JSON and PSC chapters show them (within Apple's limit)."""
    return tuple(feed.short_title(chapter.title) for chapter in script.chapters)


def description(script: EpisodeScript, limit: int = 400) -> str:
    """The episode's first paragraph of text, cut at a word near ``limit`` characters."""
    first = next(p.text for c in script.chapters for p in c.paragraphs if p.kind == "text")
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0] + "…"
