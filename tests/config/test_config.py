"""load_config: the sample config, defaults, and every problem reported at once, word for word."""

from __future__ import annotations

import importlib.util
import os
import shutil
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import pytest
import yaml
from fsspec.registry import known_implementations

from audioguide.builder.pipeline import check_targets
from audioguide.common.errors import ConfigError
from audioguide.config import (
    AudioConfig,
    LanguageConfig,
    OutputChoice,
    PauseConfig,
    ReadingConfig,
    load_config,
    shown_url,
)
from audioguide.speech.engines import engine_names
from tests.support import ROOT, TINY_GUIDE, make_tiny_guide

PROJECT = ROOT
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
    assert config.base_url == "https://example.org/walking-away/"
    assert config.link is None
    assert (config.category, config.subcategory, config.explicit) == ("Health & Fitness", "Mental Health", False)
    assert config.owner.email == "podcast@example.org"
    assert config.cover is None
    assert config.languages == [
        LanguageConfig(code="en", engine="pico", voice="en-US", rate=1.0),
        LanguageConfig(code="es", engine="pico", voice="es-ES",
                       lexicon={"gaslighting": "gaslaiting", "hoovering": "júvering"}),
        LanguageConfig(code="fr", engine="pico", voice="fr-FR", lexicon={
            "gaslighting": "gaslaïting", "coûts irrécupérables": "coûts, irrécupérables"}),
        LanguageConfig(code="de", engine="pico", voice="de-DE", lexicon={"Hoovering": "Huwering"}),
    ]
    assert config.language("en").voice == "en-US"
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
    # no English among its languages: written in its first
    assert (config.copyright, config.cover, config.content_note, config.source_language) == (None, None, None, "fr")
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
        (_set("languages.0.engine", "festival"),
         f"languages[0].engine: unknown speech engine 'festival' (known: {', '.join(engine_names())})"),
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


@pytest.mark.parametrize(("url", "problem"), [
    ("https://example.org/guide/?page=1", "has a query (?…); the base URL is a folder that file names are added to"),
    ("https://example.org/guide/?", "has a query (?…); the base URL is a folder that file names are added to"),
    ("https://example.org/guide/#top", "has a fragment (#…); the base URL is a folder that file names are added to"),
    ("https://example.org/my guide/", "has white space; write spaces as %20"),
    ("https://exämple.org/guide/", "has characters outside ASCII; write the host in punycode (xn--…)"
     " and the path %-encoded"),
    ("https://example.org/gúia/", "has characters outside ASCII; write the host in punycode (xn--…)"
     " and the path %-encoded"),
    ("https://example.org:99999/", "has a bad port (a number from 1 to 65535 after the host)"),
    ("https://example.org:http/", "has a bad port (a number from 1 to 65535 after the host)"),
    ("https://example.org:0/", "has a bad port (a number from 1 to 65535 after the host)"),
    ("https://user:secret@example.org/", "has a user name or password; never publish one in a feed"),
    ("https://:8080/", "has no host name"),
    ("ftp://example.org/", "not an http(s) URL"),
    *[(f"https://example.org/a{character}b/", f"has {character}, which a URL cannot hold as it is; write them"
       ' %-encoded (%22 for ")') for character in "\"'<>\\{}|^`"],
    ("https://example.org/%zz/", "has a % that does not start a %-escape (% and two hexadecimal digits: %25 for"
     " % itself)"),
    ("https://[::1/", "has a host that is not one (an IPv6 address goes in [ ] whole)"),
])
def test_base_url_that_cannot_start_every_published_url(guide: Path, url: str, problem: str) -> None:
    data = minimal()
    data["base_url"] = url
    assert problems(write(guide, data)) == [
        f"audioguide.yml: base_url: {problem}: {shown_url(url)!r} (e.g. https://example.org/guide/)"
    ]


@pytest.mark.parametrize(("url", "shown"), [
    ("https://example.org/?key=sk-abcdef123456", "https://example.org/?…"),
    ("https://user:sk-abcdef123456@example.org/", "https://…@example.org/"),
    ("https://example.org/#sk-abcdef123456", "https://example.org/#…"),
])
def test_a_base_url_refused_is_quoted_without_what_may_be_a_secret(guide: Path, url: str, shown: str) -> None:
    data = minimal()
    data["base_url"] = url
    [problem] = problems(write(guide, data))
    assert "sk-abcdef123456" not in problem and repr(shown) in problem


@pytest.mark.parametrize("url", [
    "https://example.org/guide/", "http://localhost:8000", "https://xn--exmple-cua.org/g%C3%BAia/",
    "https://example.org:8443/a/b/", "http://[::1]:8000/",
])
def test_base_urls_that_are_fine(guide: Path, url: str) -> None:
    data = minimal()
    data["base_url"] = url
    assert load_config(write(guide, data)).base_url == url.rstrip("/") + "/"


def test_documents_outside_the_guide_are_refused_unless_allowed(
    guide: Path, tmp_path_factory: pytest.TempPathFactory,
) -> None:
    elsewhere = tmp_path_factory.mktemp("elsewhere")
    (elsewhere / "x.txt").write_text("Title\n\nText.\n")
    (guide / "content" / "link.txt").symlink_to(elsewhere / "x.txt")
    data = minimal()
    data["documents"] = [
        {"path": str(elsewhere / "x.txt"), "published": "2026-11-02T08:00:00Z"},
        {"path": "content/link.txt", "published": "2026-11-02T08:00:00Z"},
        {"path": "../" + elsewhere.name + "/x.txt", "published": "2026-11-02T08:00:00Z"},
    ]
    data["cover"] = str(elsewhere / "x.txt")
    outside = f"is outside the guide's folder ({elsewhere / 'x.txt'}); move it into the guide," \
              " or set reading.allow_outside_guide: true"
    assert problems(write(guide, data)) == [
        f"audioguide.yml: cover: {elsewhere / 'x.txt'} {outside}",
        f"audioguide.yml: documents[0].path: {elsewhere / 'x.txt'} {outside}",
        f"audioguide.yml: documents[1].path: content/link.txt is a symbolic link to {elsewhere / 'x.txt'}, outside"
        " the guide's folder; put the file itself there (in place of the link), or set"
        " reading.allow_outside_guide: true",
        f"audioguide.yml: documents[2].path: ../{elsewhere.name}/x.txt {outside}",
    ]
    del data["cover"]
    data["reading"] = {"allow_outside_guide": True}
    data["documents"] = data["documents"][:1]
    assert load_config(write(guide, data)).documents[0].path == elsewhere / "x.txt"


def test_a_document_that_is_not_a_regular_file(guide: Path) -> None:
    os.mkfifo(guide / "content" / "pipe.md")
    (guide / "content" / "folder.md").mkdir()
    data = minimal()
    data["documents"] = [
        {"path": "content/pipe.md", "published": "2026-11-02T08:00:00Z"},
        {"path": "content/folder.md", "published": "2026-11-02T08:00:00Z"},
        {"path": "/dev/zero", "published": "2026-11-02T08:00:00Z"},
    ]
    assert problems(write(guide, data)) == [
        "audioguide.yml: documents[0].path: content/pipe.md is a named pipe, not a file; name a file",
        "audioguide.yml: documents[1].path: content/folder.md is a folder, not a file; name a file",
        "audioguide.yml: documents[2].path: /dev/zero is a device, not a file; name a file",
    ]


def test_a_document_listed_twice_or_two_with_one_identity(guide: Path) -> None:
    (guide / "content" / "more").mkdir()
    shutil.copy(guide / DOC0, guide / "content" / "more" / Path(DOC0).name)
    data = minimal()
    data["documents"] = [
        {"path": DOC0, "published": "2026-11-02T08:00:00Z"},
        {"path": "content/./" + Path(DOC0).name, "published": "2026-11-03T08:00:00Z"},
        {"path": "content/more/" + Path(DOC0).name, "published": "2026-11-04T08:00:00Z"},
        {"path": DOC4, "published": "2026-11-05T08:00:00Z", "id": Path(DOC0).stem},
    ]
    stem = Path(DOC0).stem
    assert problems(write(guide, data)) == [
        f"audioguide.yml: documents[1].path: {DOC0} is listed twice (also documents[0]); list each document once",
        f"audioguide.yml: documents[2].path: content/more/{stem}.txt has the identity {stem!r}, as {DOC0}"
        " (documents[0]) has; each episode needs its own: give one of them an id:",
        f"audioguide.yml: documents[3].id: {DOC4} has the identity {stem!r}, as {DOC0}"
        " (documents[0]) has; each episode needs its own: give one of them an id:",
    ]
    data["documents"] = [data["documents"][0], {**data["documents"][2], "id": "more-000"}]
    config = load_config(write(guide, data))
    assert [d.identity for d in config.documents] == [stem, "more-000"]


def test_feed_identity_settings(guide: Path) -> None:
    data = minimal()
    data["languages"] = [{"code": "en", "podcast_guid": "not-a-uuid"}]
    data["new_base_url"] = "https://new.example.org/guide?x"
    data["locked"] = "yes"
    assert problems(write(guide, data)) == [
        "audioguide.yml: locked: input should be a valid boolean, got 'yes'",
        "audioguide.yml: new_base_url: has a query (?…); the base URL is a folder that file names are added to:"
        " 'https://new.example.org/guide?…' (e.g. https://example.org/guide/)",
        "audioguide.yml: languages[0].podcast_guid: not a UUID: 'not-a-uuid'"
        " (podcast:guid is one, such as 917393e3-1b1e-5cef-ace4-edaa54e1f810)",
    ]


def test_half_a_character_from_a_yaml_escape(guide: Path) -> None:
    data = minimal()
    data["title"] = "Walking \ud83c Away"
    text = yaml.safe_dump(data, allow_unicode=False, sort_keys=False)
    assert "\\uD83C" in text or "\\ud83c" in text
    assert problems(write(guide, text)) == [
        "audioguide.yml: title: has half a character (the surrogate U+D83C, from an escape such as \\ud83c)"
        " at position 9, which no file can hold; write the character itself"
    ]


def test_a_document_split_in_chapters(guide: Path) -> None:
    data = minimal()
    data["documents"][0]["split"] = "chapters"
    assert load_config(write(guide, data)).documents[0].split == "chapters"
    data["documents"][0]["split"] = "chapter"
    assert problems(write(guide, data)) == [
        "audioguide.yml: documents[0].split: input should be 'chapters', got 'chapter'"]
    data["documents"][0].update(split="chapters", title="The Book")
    assert problems(write(guide, data)) == [
        "audioguide.yml: documents[0].split: each part is titled by its heading; give either title: or split:,"
        " not both"]
    del data["documents"][0]["split"]
    assert load_config(write(guide, data)).documents[0].split is None


def test_a_document_s_translations_are_files_of_the_guide_s_other_languages(guide: Path) -> None:
    (guide / "content" / "de").mkdir()
    (guide / "content" / "de" / "000.txt").write_text("Titel\n\nText.\n", encoding="utf-8")
    data = minimal()
    data["languages"].append({"code": "de"})
    data["documents"][0]["translations"] = {"de": "content/de/000.txt"}
    config = load_config(write(guide, data))
    assert config.documents[0].translations == {"de": guide / "content" / "de" / "000.txt"}
    data["documents"][0]["translations"] = {
        "de": "content/de/missing.txt", "fr": "content/de/000.txt", "en": "content/de/000.txt", "x!": "a.txt"}
    assert problems(write(guide, data)) == [  # a missing file hides none of the other problems
        "audioguide.yml: documents[0].translations: de: translated document not found: content/de/missing.txt;"
        " x!: not a BCP 47 language tag (examples: de, es, pt-BR)",
        "audioguide.yml: documents[0].translations.fr: fr is not one of the guide's languages (en, de); add it under"
        " languages: or remove this translation",
        "audioguide.yml: documents[0].translations.en: en is the source language, whose episode is read from path:;"
        " translations: names the documents of the other languages",
    ]
    data["documents"][0]["translations"] = {"fr": "content/de/000.txt", "en": "content/de/000.txt"}
    assert problems(write(guide, data)) == [
        "audioguide.yml: documents[0].translations.fr: fr is not one of the guide's languages (en, de); add it under"
        " languages: or remove this translation",
        "audioguide.yml: documents[0].translations.en: en is the source language, whose episode is read from path:;"
        " translations: names the documents of the other languages",
    ]
    data["documents"][0]["translations"] = {"de": DOC0}
    assert problems(write(guide, data)) == [
        f"audioguide.yml: documents[0].translations: de: {DOC0} is the source document itself; name its translation"]
    data["documents"][0]["translations"] = {"de": "content/de"}
    assert problems(write(guide, data)) == [
        "audioguide.yml: documents[0].translations: de: content/de is a folder, not a file; name a file"]
    data["documents"][0]["translations"] = {"de": "../elsewhere.txt"}
    (guide.parent / "elsewhere.txt").write_text("Titel\n\nText.\n", encoding="utf-8")
    assert problems(write(guide, data)) == [
        f"audioguide.yml: documents[0].translations: de: ../elsewhere.txt is outside the guide's folder"
        f" ({guide.parent / 'elsewhere.txt'}); move it into the guide, or set reading.allow_outside_guide: true"]
    data["reading"] = {"allow_outside_guide": True}
    assert load_config(write(guide, data)).documents[0].translations["de"] == guide.parent / "elsewhere.txt"


def test_translations_are_checked_with_the_other_problems_of_the_config(guide: Path) -> None:
    data = minimal()
    data["languages"] = [{"code": "en"}, {"code": "de", "voice": "xx"}, {"code": "FR"}]
    data["documents"][0]["translations"] = {"de": "content/de/missing.txt", "it": DOC4, "EN": DOC4, "fr": DOC4}
    data["documents"].append({"path": DOC4, "published": "someday", "translations": {"es": "content/nope.txt"}})
    assert problems(write(guide, data)) == [
        "audioguide.yml: languages[1].voice: unknown voice 'xx' for espeak-ng (known: de)",
        "audioguide.yml: documents[0].translations: de: translated document not found: content/de/missing.txt",
        "audioguide.yml: documents[1].published: not a date and time: 'someday'; write one such as"
        " 2026-11-02T08:00:00Z (or a date: 2026-11-02)",
        "audioguide.yml: documents[1].translations: es: translated document not found: content/nope.txt",
        "audioguide.yml: documents[0].translations.it: it is not one of the guide's languages (en, de, fr); add it"
        " under languages: or remove this translation",
        "audioguide.yml: documents[0].translations.en: en is the source language, whose episode is read from path:;"
        " translations: names the documents of the other languages",
        "audioguide.yml: documents[1].translations.es: es is not one of the guide's languages (en, de, fr); add it"
        " under languages: or remove this translation",
    ]


@pytest.mark.parametrize(("identity", "problem"), [
    ("a#1", "'a#1' has '#' at position 2"),
    (".hidden", "'.hidden' starts with '.'"),
    ("-1", "'-1' starts with '-'"),
    ("leaving safely", "'leaving safely' has ' ' at position 8"),
    ("café", "'café' has 'é' at position 4"),
])
def test_an_id_says_which_characters_it_may_hold(guide: Path, identity: str, problem: str) -> None:
    data = minimal()
    data["documents"][0]["id"] = identity
    assert problems(write(guide, data)) == [
        f"audioguide.yml: documents[0].id: {problem}; an id holds only ASCII letters, digits, '.', '_' and '-',"
        " and starts with a letter or digit"
    ]
    data["documents"][0]["id"] = "a.1_b-C"
    assert load_config(write(guide, data)).documents[0].identity == "a.1_b-C"


@pytest.mark.parametrize("published", ["next tuesday", "2026-13-45", "2026-11-02 at eight", 20261102, 12.5, True])
def test_a_publication_date_that_is_none_says_how_to_write_one(guide: Path, published: Any) -> None:
    data = minimal()
    data["documents"][0]["published"] = published
    assert problems(write(guide, data)) == [
        f"audioguide.yml: documents[0].published: not a date and time: {published!r}; write one such as"
        " 2026-11-02T08:00:00Z (or a date: 2026-11-02)"
    ]


def test_long_bad_values_are_quoted_by_their_start_and_length(guide: Path) -> None:
    long = "Walking Away: Leaving a Narcissist, Safely, and Everything That Comes After " * 5
    data = minimal()
    data["title"] = long
    data["link"] = "www." + "x" * 100 + ".org"
    data["outputs"] = ["m4b", "y" * 70]
    data["languages"][0]["podcast_guid"] = "z" * 61
    data["reading"] = {"drop_patterns": [" (" + "w" * 80 + " "]}
    data["w" * 80] = 1
    assert problems(write(guide, data)) == [
        "audioguide.yml: title: string should have at most 255 characters, got"
        " 'Walking Away: Leaving a Narcissist, Safely, and Everything T'… (379 characters)",
        f"audioguide.yml: link: not an http(s) URL: 'www.{'x' * 56}'… (108 characters)"
        " (e.g. https://example.org/guide/)",
        f"audioguide.yml: languages[0].podcast_guid: not a UUID: '{'z' * 60}'… (61 characters)"
        " (podcast:guid is one, such as 917393e3-1b1e-5cef-ace4-edaa54e1f810)",
        f"audioguide.yml: reading.drop_patterns: not a regular expression: '({'w' * 59}'… (81 characters)"
        " (missing ), unterminated subpattern at position 0)",  # as the schema strips it
        f"audioguide.yml: outputs[1].name: unknown output '{'y' * 60}'… (70 characters)"
        f" (known: {', '.join(OutputChoice.known())})",
        f"audioguide.yml: {'w' * 60}…: unknown field",
    ]
    data = minimal()
    data["description"] = ["a long line of the description " * 3] * 40
    assert problems(write(guide, data)) == [
        "audioguide.yml: description: input should be a valid string, got"
        " ['a long line of the description a long line of the descript… (40 items)"
    ]
    data["description"] = "x" * 60
    data["title"] = "t" * 60
    data["owner"]["email"] = "y" * 60
    assert problems(write(guide, data)) == [f"audioguide.yml: owner.email: not an email address: '{'y' * 60}'"]


def refusal(folder: Path) -> str:
    """What this system answers to a new folder made in ``folder``, which takes none."""
    with pytest.raises(OSError) as refused:
        (folder / "probe").mkdir()
    return str(refused.value.strerror)


def test_a_cue_cache_is_checked_with_the_config(guide: Path) -> None:
    data = minimal()
    (guide / "notes.txt").write_text("not a folder")
    expected = {
        "foo://x/y": "'foo://x/y': no storage is called foo://; give a folder, or a URL of the storage"
                     " such as s3://bucket/cues",
        "/proc/nope": f"cannot keep the cues in '/proc/nope': /proc cannot be written ({refusal(Path('/proc'))});"
                      " name a folder you can write to, or remove cue_cache: to keep them in .audioguide-cache/cues",
        "file:///proc/nope": "cannot keep the cues in 'file:///proc/nope': /proc cannot be written"
                             f" ({refusal(Path('/proc'))}); name a folder you can write to, or remove cue_cache: to"
                             " keep them in .audioguide-cache/cues",
        "notes.txt/cues": f"cannot keep the cues in 'notes.txt/cues': {guide}/notes.txt is a file, not a folder;"
                          " name a folder you can write to, or remove cue_cache: to keep them in"
                          " .audioguide-cache/cues",
    }
    for cue_cache, problem in expected.items():
        data["cue_cache"] = cue_cache
        assert problems(write(guide, data)) == [f"audioguide.yml: cue_cache: {problem}"]
    for cue_cache, kept in [("shared/cues", str(guide / "shared" / "cues")), (str(guide), str(guide)),
                            (f"file://{guide}/cues", f"file://{guide}/cues"), ("ftp://x/y", "ftp://x/y")]:
        data["cue_cache"] = cue_cache
        assert load_config(write(guide, data)).cue_cache == kept  # a remote cache is reached by the build
    assert sorted(p.name for p in guide.iterdir()) == ["audioguide.yml", "content", "notes.txt"]


@pytest.mark.skipif(importlib.util.find_spec("gcsfs") is not None, reason="gcsfs is installed here")
def test_a_cue_cache_whose_storage_needs_a_package_not_installed(guide: Path) -> None:
    data = minimal()
    data["cue_cache"] = "gs://bucket/y"
    assert problems(write(guide, data)) == [
        "audioguide.yml: cue_cache: 'gs://bucket/y' needs the Python package gcsfs, which is not installed;"
        " pip install gcsfs"
    ]


@pytest.mark.skipif(importlib.util.find_spec("paramiko") is not None, reason="paramiko is installed here")
def test_a_cue_cache_whose_storage_fsspec_implements_with_a_package_not_installed(guide: Path) -> None:
    data = minimal()
    data["cue_cache"] = "sftp://host/cues"
    assert problems(write(guide, data)) == [
        "audioguide.yml: cue_cache: 'sftp://host/cues' needs a Python package that is not installed here:"
        f" {known_implementations['sftp']['err']} (no module named 'paramiko')"
    ]


@pytest.mark.parametrize(("where", "field"), [
    ((), "title"), ((), "author"), ((), "copyright"), ((), "content_note"), (("owner",), "name"),
    (("documents", 0), "title"),
])
def test_one_line_texts_are_flattened(guide: Path, where: tuple[str | int, ...], field: str) -> None:
    data = minimal()
    target: Any = data
    for part in where:
        target = target[part]
    target[field] = "A\n\nB \t C\n"
    config = load_config(write(guide, data))
    loaded: Any = config
    for part in where:
        loaded = loaded[part] if isinstance(part, int) else getattr(loaded, part)
    assert getattr(loaded, field) == "A B C"


@pytest.mark.parametrize(("where", "field", "limit"), [
    ((), "author", 255), ((), "copyright", 500), ((), "content_note", 1000), (("owner",), "name", 255),
    (("documents", 0), "title", 255),
])
def test_one_line_texts_are_bounded(guide: Path, where: tuple[str | int, ...], field: str, limit: int) -> None:
    data = minimal()
    target: Any = data
    for part in where:
        target = target[part]
    target[field] = "word " * 300_000
    located = ".".join([*(f"[{part}]" if isinstance(part, int) else part for part in where), field])
    assert problems(write(guide, data)) == [
        f"audioguide.yml: {located.replace('.[', '[')}: 1,499,999 characters long; at most {limit:,} (a line shown"
        " or read in every episode)"
    ]


def test_listening_limits_per_language_and_their_bounds(guide: Path) -> None:
    data = minimal()
    data["languages"] = [{"code": "en", "voice": "en-us"}, {"code": "fr", "max_wer": 12}]
    data["check"] = {"max_wer": 5}
    config = load_config(write(guide, data))
    assert check_targets(config) == {"loudness": -16.0, "true_peak": -1.0, "max_wer": {"en": 5.0, "fr": 12.0}}
    data["check"] = {"max_wer": 101}
    data["languages"][1]["max_wer"] = "high"
    assert problems(write(guide, data)) == [
        "audioguide.yml: languages[1].max_wer: input should be a valid number, unable to parse string as a number,"
        " got 'high'",
        "audioguide.yml: check.max_wer: input should be less than or equal to 100, got 101",
    ]


def test_a_guide_without_english_is_written_in_its_first_language(tmp_path: Path) -> None:
    """No ``source_language``: English, unless English is none of the guide's languages."""
    make_tiny_guide(tmp_path)
    config_file = tmp_path / "audioguide.yml"
    config_file.write_text(TINY_GUIDE.replace("  - code: en\n", "  - code: es\n  - code: fr\n"), encoding="utf-8")
    assert load_config(config_file).source_language == "es"
    config_file.write_text(TINY_GUIDE.replace("  - code: en\n", "  - code: es\n  - code: en\n"), encoding="utf-8")
    assert load_config(config_file).source_language == "en"
    config_file.write_text(TINY_GUIDE.replace("  - code: en\n", "  - code: es\n") + "source_language: fr\n",
                           encoding="utf-8")
    assert load_config(config_file).source_language == "fr"
