"""Planning: all the text work of a build, before any audio.

Each language's episodes are read, translated, framed by the narration
templates and cut into cues (sentences as shown and as spoken, with their
pauses), each with the cache key of its speech. Whatever in the guide's text
or catalogs is wrong shows up here, before anything is synthesized.
"""

from __future__ import annotations

import gettext
import logging
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from audioguide.common.errors import AudioguideError
from audioguide.config import GuideConfig, LanguageConfig
from audioguide.speech.cues import CueKey
from audioguide.speech.synthesis import VoiceKey, cue_keys, voice_key
from audioguide.speech.voices import best_voice
from audioguide.text.catalogs import counted, guide_segments, load_translator
from audioguide.text.documents import Document
from audioguide.text.prepare import Cue, cues_for, mark_headings, passage_language
from audioguide.text.script import EpisodeScript, GuideInfo, ScriptRenderer, mark_untranslated
from audioguide.text.translated import documents_for

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
    voices: tuple[VoiceKey, ...]
    """The language's voice, the source language's, then those of the other languages its passages are
    written in, as their cues are keyed."""
    untranslated: int = 0
    """Passages left in the source language (``--allow-incomplete``)."""
    own_untranslated: int = 0
    """audioguide's own words left in English (``--allow-incomplete``)."""
    documents: tuple[Document, ...] = ()
    """The documents narrated in the language: the source's, or a translated file read as it is."""


def select_languages(config: GuideConfig, wanted: Sequence[str]) -> list[LanguageConfig]:
    codes = [language.code for language in config.languages]
    unknown = [code for code in wanted if code not in codes]
    if unknown:
        raise AudioguideError(
            f"--lang {unknown[0]}: not a language of this guide (languages: {', '.join(codes)})"
        )
    return [language for language in config.languages if not wanted or language.code in wanted]


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
    source = source_voice(config, language)
    lexicons = {voice.code: voice.lexicon for voice in (*config.languages, source)}
    candidates = passage_languages(config, language.code) if config.reading.detect_languages else []
    quoted = framing_quotes(config, language.code, translator.untranslated, candidates)
    scripts, cue_lists = [], []
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
        if language.code != config.source_language and config.reading.detect_languages:
            script = mark_untranslated(script, quoted, config.source_language)
        script = mark_headings(script, candidates)
        scripts.append(script)
        cue_lists.append(cues_for(script, config.audio.pauses, lexicons, candidates))
    spoken = {cue.language for cues in cue_lists for cue in cues if cue.language}
    voices = {language.code: voice_key(language), source.code: voice_key(source)}
    for code in sorted(spoken - set(voices)):
        found = passage_voice(config, code)
        if found is None:
            names = [document.name for document, cues in zip(documents, cue_lists, strict=True)
                     if any(cue.language == code for cue in cues)]
            log.warning("%s: a passage marked as %s, which no voice installed here speaks, is read in the %s voice;"
                        " install an engine that speaks %s (audioguide voices --lang %s), or mark it in another"
                        " language", ", ".join(names), code, language.code, code, code)
        voices[code] = voice_key(found or language)
    episodes = [PlannedEpisode(script, tuple(cues), tuple(cue_keys(cues, voices[language.code], voices)))
                for script, cues in zip(scripts, cue_lists, strict=True)]
    description = texts["guide description"]
    if translator.missing:
        note = translations.gettext(
            "Some passages are not translated yet; they are read in the original language."
        )
        description = f"{description} {note}"
    plan = PlannedLanguage(
        language, source, guide, description, translations, tuple(episodes), tuple(voices.values()),
        untranslated=len(translator.missing),
        own_untranslated=len(translator.own_strings_missing()),
        documents=tuple(documents),
    )
    return plan, translator.problems()


def documents_read(documents: Sequence[Document], plans: Sequence[PlannedLanguage]) -> list[Document]:
    """Every document read for ``plans``: the source's ``documents``, then each translated file a
    language narrates as it is (``documents[].translations``), each once: what the build's summary
    and ``audioguide script`` count as left out."""
    read = {(document.name, document.id): document for document in documents}
    for plan in plans:
        for document in plan.documents:
            read.setdefault((document.name, document.id), document)
    return list(read.values())


def source_voice(config: GuideConfig, language: LanguageConfig) -> LanguageConfig:
    """The voice for untranslated passages: the source language's own, else the engine's."""
    for candidate in config.languages:
        if candidate.code == config.source_language:
            return candidate
    return LanguageConfig(code=config.source_language, engine=language.engine, options=language.options)


def passage_languages(config: GuideConfig, code: str) -> list[str]:
    """The languages a passage of ``code``'s episodes may be written in: ``code`` first, the guide's others,
    its source language, and ``reading.other_languages``."""
    codes = [code, *(language.code for language in config.languages), config.source_language,
             *config.reading.other_languages]
    return list(dict.fromkeys(codes))


def passage_voice(config: GuideConfig, code: str) -> LanguageConfig | None:
    """The voice for passages in ``code``: the guide's for that language, else the best installed here, else
    None (no engine here speaks it)."""
    for language in config.languages:
        if language.code == code:
            return language
    for language in config.languages:  # marked en-GB in a guide with en
        if language.code.split("-")[0].lower() == code.split("-")[0].lower():
            return language
    engine, voice = best_voice(code)
    try:
        return LanguageConfig(code=code, engine=engine, voice=voice)
    except ValidationError:  # the engine has no voice for it
        return None


def framing_quotes(
    config: GuideConfig, language: str, untranslated: Collection[str], candidates: Sequence[str]
) -> set[str]:
    """What the framing of ``language``'s episodes quotes in the source language: the titles left untranslated,
    and the author's name when it is written in words of the source language ("The Walking Away Project")."""
    quoted = set(untranslated)
    if passage_language(config.author, language, candidates) == config.source_language:
        quoted.add(config.author)
    return quoted
