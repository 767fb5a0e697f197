"""load_config: the sample config, defaults, and every problem reported at once, word for word."""

from __future__ import annotations

import shutil
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import pytest
import yaml

from audioguide.config import AudioConfig, LanguageConfig, PauseConfig, ReadingConfig, load_config
from audioguide.errors import ConfigError

PROJECT = Path(__file__).resolve().parents[1]
SAMPLE = PROJECT / "audioguide.yml"
DOC0 = "content/000_52f206e528357c55.txt"
DOC4 = "content/004_eaaa4179d82a9fdd.txt"
FR_VOICES = "fr-be, fr-ch, fr-fr"


@pytest.fixture
def guide(tmp_path: Path) -> Path:
    """A guide folder holding copies of the sample documents."""
    shutil.copytree(PROJECT / "content", tmp_path / "content")
    return tmp_path


def minimal() -> dict[str, Any]:
    return {
        "title": "T",
        "description": "D",
        "author": "A",
        "owner": {"name": "O", "email": "o@example.org"},
        "base_url": "https://example.org/guide",
        "languages": [{"code": "en", "voice": "en-us"}],
        "documents": [{"path": DOC0, "published": "2026-11-02T08:00:00Z"}],
    }


def write(folder: Path, data: dict[str, Any] | str) -> Path:
    path = folder / "audioguide.yml"
    text = data if isinstance(data, str) else yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    path.write_text(text, encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value) == "\n".join(caught.value.problems)
    return caught.value.problems


def test_sample_config_loads() -> None:
    config = load_config(SAMPLE)
    assert config.title == "Walking Away: Leaving a Narcissist, Safely"
    assert config.root == PROJECT
    assert config.base_url == "http://localhost:8000/"
    assert config.link is None
    assert (config.category, config.subcategory, config.explicit) == ("Health & Fitness", "Mental Health", False)
    assert config.owner.email == "podcast@example.org"
    assert config.cover is None
    assert config.languages == [
        LanguageConfig(code="en", engine="espeak-ng", voice="en-us", rate=1.0),
        LanguageConfig(code="es", voice="es", lexicon={"gaslighting": "gaslaiting", "hoovering": "júvering"}),
        LanguageConfig(code="fr", voice="fr-fr"),
        LanguageConfig(code="de", voice="de", lexicon={"Hoovering": "Huwering"}),
    ]
    assert config.language("en").voice == "en-us"
    assert [d.path for d in config.documents] == [PROJECT / DOC0, PROJECT / DOC4]
    assert config.documents[0].published == datetime(2026, 11, 2, 8, 0, tzinfo=timezone.utc)
    assert config.documents[0].title is None
    assert config.documents[1].title == "When the Narcissist Realises You Are Done"
    assert config.reading == ReadingConfig(part_words=350, drop_patterns=["(?i)please give it a like"])
    assert config.audio == AudioConfig(
        bitrate=96, sample_rate=44100, loudness=-16.0, true_peak=-1.0,
        pauses=PauseConfig(sentence=0.35, paragraph=0.8, chapter=1.6),
    )


def test_defaults_are_filled(guide: Path) -> None:
    data = minimal()
    data["languages"] = [{"code": "fr"}]
    data["documents"] = [{"path": DOC0, "published": date(2026, 11, 2)}]  # a YAML date: midnight UTC
    config = load_config(write(guide, data))
    assert config.languages == [LanguageConfig(code="fr", engine="espeak-ng", voice="fr-fr", rate=1.0)]
    assert config.base_url == "https://example.org/guide/"
    assert (config.category, config.subcategory, config.explicit) == ("Education", None, False)
    assert (config.copyright, config.cover, config.content_note, config.source_language) == (None, None, None, "en")
    assert config.documents[0].published == datetime(2026, 11, 2, tzinfo=timezone.utc)
    assert config.documents[0].path == guide / DOC0
    assert config.root == guide
    assert config.reading == ReadingConfig(part_words=350, drop_patterns=[])
    audio = config.audio
    assert (audio.bitrate, audio.sample_rate, audio.loudness, audio.true_peak) == (96, 44100, -16.0, -1.0)
    assert (audio.pauses.sentence, audio.pauses.paragraph, audio.pauses.chapter) == (0.35, 0.8, 1.6)


@pytest.mark.parametrize(
    ("code", "standard", "voice"),
    [("en", "en", "en-gb"), ("fr", "fr", "fr-fr"), ("pt-BR", "pt-BR", "pt-br"), ("pt-br", "pt-BR", "pt-br"),
     ("EN-us", "en-US", "en-us"), ("de", "de", "de"), ("es", "es", "es")],
)
def test_default_voice_when_omitted(guide: Path, code: str, standard: str, voice: str) -> None:
    data = minimal()
    data["languages"] = [{"code": code}]
    language = load_config(write(guide, data)).languages[0]
    assert (language.code, language.voice) == (standard, voice)


def test_voice_variant_is_accepted(guide: Path) -> None:
    data = minimal()
    data["languages"] = [{"code": "en", "voice": "en-us+f3", "rate": 1.25}]
    assert load_config(write(guide, data)).languages[0].voice == "en-us+f3"


def test_every_problem_is_reported_at_once(guide: Path) -> None:
    data = minimal()
    del data["author"]
    data["titel"] = "x"
    data["base_url"] = "ftp://example.org"
    data["category"] = "Health and Fitness"
    data["explicit"] = "no"
    data["languages"] = [{"code": "en"}, {"code": "fr", "voice": "xx"}, {"code": "en_US!"}]
    data["documents"] = [
        {"path": DOC0, "published": "2026-11-02T08:00:00"},
        {"path": "content/missing.txt", "published": "2026-11-02T08:00:00Z"},
        {"published": "2026-11-02T08:00:00Z"},
    ]
    data["reading"] = {"drop_patterns": ["(unclosed"], "part_wordz": 300}
    data["audio"] = {"pauses": {"sentense": 1}}
    assert problems(write(guide, data)) == [
        "audioguide.yml: author: required field is missing",
        "audioguide.yml: base_url: not an http(s) URL: 'ftp://example.org' (e.g. https://example.org/guide/)",
        "audioguide.yml: category: not an Apple Podcasts category: 'Health and Fitness'"
        " (did you mean 'Health & Fitness'?)",
        "audioguide.yml: explicit: input should be a valid boolean, got 'no'",
        f"audioguide.yml: languages[1].voice: unknown voice 'xx' for espeak-ng (known: {FR_VOICES})",
        "audioguide.yml: languages[2].code: not a BCP 47 language tag: 'en_US!' (examples: en, es, pt-BR)",
        "audioguide.yml: documents[0].published: give a time zone, e.g. '2026-11-02T08:00:00Z'",
        "audioguide.yml: documents[1].path: document not found: content/missing.txt",
        "audioguide.yml: documents[2].path: required field is missing",
        "audioguide.yml: reading.drop_patterns: not a regular expression: '(unclosed'"
        " (missing ), unterminated subpattern at position 0)",
        "audioguide.yml: reading.part_wordz: unknown field (did you mean 'part_words'?)",
        "audioguide.yml: audio.pauses.sentense: unknown field (did you mean 'sentence'?)",
        "audioguide.yml: titel: unknown field (did you mean 'title'?)",
    ]


def _set(path: str, value: Any) -> Any:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if value is _DELETE:
            del target[last]
        else:
            target[last] = value
    return change


_DELETE = object()


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (_set("owner.email", _DELETE), "owner.email: required field is missing"),
        (_set("owner.email", "nobody"), "owner.email: not an email address: 'nobody'"),
        (_set("languages.0.vioce", "en-us"), "languages[0].vioce: unknown field (did you mean 'voice'?)"),
        (_set("languages.0.code", "english language"),
         "languages[0].code: not a BCP 47 language tag: 'english language' (examples: en, es, pt-BR)"),
        (_set("languages.0.engine", "festival"), "languages[0].engine: unknown speech engine 'festival' (known: espeak-ng, gtts, piper)"),
        (_set("languages.0.rate", 3), "languages[0].rate: input should be less than or equal to 2, got 3"),
        (_set("languages", [{"code": "en"}, {"code": "fr"}, {"code": "EN"}]),
         "languages[2].code: duplicate language 'en'"),
        (_set("languages", [{"code": "zh"}]), "languages[0].voice: espeak-ng has no voice for 'zh'; name one"),
        (_set("base_url", "example.org/guide/"),
         "base_url: not an http(s) URL: 'example.org/guide/' (e.g. https://example.org/guide/)"),
        (_set("link", "www.example.org"), "link: not an http(s) URL: 'www.example.org' (e.g. https://example.org/guide/)"),
        (_set("documents.0.published", "2026-11-02T08:00:00"),
         "documents[0].published: give a time zone, e.g. '2026-11-02T08:00:00Z'"),
        (_set("documents.0.path", "content/nope.md"), "documents[0].path: document not found: content/nope.md"),
        (_set("documents.0.titel", "x"), "documents[0].titel: unknown field (did you mean 'title'?)"),
        (_set("reading", {"drop_patterns": ["[a-"]}),
         "reading.drop_patterns: not a regular expression: '[a-' (unterminated character set at position 0)"),
        (_set("category", "Comedy Central"), "category: not an Apple Podcasts category: 'Comedy Central'"
                                             " (did you mean 'Comedy'?)"),
        (_set("category", "health & fitness"),
         "category: not an Apple Podcasts category: 'health & fitness' (did you mean 'Health & Fitness'?)"),
        (_set("subcategory", "Mental Health"),
         "subcategory: not a subcategory of 'Education': 'Mental Health'"
         " (known: Courses, How To, Language Learning, Self-Improvement)"),
        (lambda d: d.update(category="History", subcategory="Ancient"),
         "subcategory: not a subcategory of 'History': 'Ancient' (known: none)"),
        (_set("explicit", "true"), "explicit: input should be a valid boolean, got 'true'"),
        (_set("explicit", "yes"), "explicit: input should be a valid boolean, got 'yes'"),
        (_set("cover", "cover.png"), "cover: cover image not found: cover.png"),
        (_set("audio", {"sample_rate": 22050}), "audio.sample_rate: input should be 44100 or 48000, got 22050"),
        (_set("root", "/"), "root: unknown field"),
        (_set("title", "Esc\x1bape"),
         "title: has the control character U+001B at position 4, which no feed or tag can hold; remove it"),
        (lambda d: d["owner"].update(name="O\x9b1m"),
         "owner.name: has the control character U+009B at position 2, which no feed or tag can hold; remove it"),
        (_set("languages", []), "languages: list should have at least 1 item after validation, not 0, got []"),
    ],
)
def test_single_problem(guide: Path, change: Any, expected: str) -> None:
    data = minimal()
    change(data)
    assert problems(write(guide, data)) == [f"audioguide.yml: {expected}"]


def test_duplicate_language_is_reported_with_other_language_problems(guide: Path) -> None:
    """"Every problem at once": a duplicate must not hide behind another language's error."""
    data = minimal()
    data["languages"] = [{"code": "en"}, {"code": "fr", "voice": "xx"}, {"code": "en"}]
    assert problems(write(guide, data)) == [
        f"audioguide.yml: languages[1].voice: unknown voice 'xx' for espeak-ng (known: {FR_VOICES})",
        "audioguide.yml: languages[2].code: duplicate language 'en'",
    ]


def test_description_limit_is_4000_bytes(guide: Path) -> None:
    """Apple's limit (podcast-standards A) is 4000 bytes: 2500 'é' are 5000 bytes."""
    data = minimal()
    data["description"] = "é" * 2500
    [problem] = problems(write(guide, data))
    assert problem.startswith("audioguide.yml: description: ")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('title: "T\n', "audioguide.yml:2:1: bad YAML: found unexpected end of stream"),
        ("title: [a, b\n", "audioguide.yml:2:1: bad YAML: expected ',' or ']', but got '<stream end>'"),
        ("title: T\n  author: A\n", "audioguide.yml:2:9: bad YAML: mapping values are not allowed here"),
        ("title: T\n\t- tab\n", "audioguide.yml:2:1: bad YAML: found character '\\t' that cannot start any token"),
        ("{title: T", "audioguide.yml:1:10: bad YAML: expected ',' or '}', but got '<stream end>'"),
    ],
)
def test_bad_yaml_names_line_and_column(tmp_path: Path, text: str, expected: str) -> None:
    assert problems(write(tmp_path, text)) == [expected]


@pytest.mark.parametrize("text", ["- a\n- b\n", "just some words\n", "", "42\n"])
def test_top_level_must_be_a_mapping(tmp_path: Path, text: str) -> None:
    assert problems(write(tmp_path, text)) == ["audioguide.yml: expected a mapping of settings at the top level"]


def test_missing_config_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere" / "audioguide.yml"
    assert problems(path) == [
        f"{path}: config file not found (run audioguide in the guide's folder or pass -c FILE)"
    ]


def test_config_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "audioguide.yml"
    path.write_bytes(b"title: caf\xe9\n")
    assert problems(path) == ["audioguide.yml: not UTF-8 text (byte 10); save it as UTF-8"]
