"""Whether a feed's episodes are spoken in the language the feed says they are.

Podcast apps and directories sort and recommend by the channel's
``<language>``; a feed whose episodes are mostly in another language (a
wrong code, a copied config, a build with most passages untranslated) is
filed under the wrong language. Each episode's plain-text transcript is
identified with py3langid (langid.py's model: 97 languages, no network).
"""

from __future__ import annotations

from audioguide.check.feeds import Feed
from audioguide.check.report import Report
from audioguide.text.languages import model

_SAMPLE_CHARACTERS = 6000
_SHORTEST = 200
"""Shorter transcripts say too little to tell a language reliably."""


def check_language(feed: Feed, report: Report) -> None:
    if not feed.language:
        return
    expected = feed.language.split("-")[0].lower()
    found = [_identify(text) for text in _transcripts(feed)]
    found = [language for language in found if language]
    others = [language for language in found if language != expected]
    if found and len(others) > len(found) / 2:
        common = max(set(others), key=others.count)
        report.warning(feed.path, "language-content",
                       f"{len(others)} of {len(found)} episodes read as {common}, but the feed's language is"
                       f" {feed.language}; set the language's code, or translate the episodes", feed.language_line)


def _transcripts(feed: Feed) -> list[str]:
    texts = []
    for item in feed.items:
        for link, kind in item.transcripts:
            if kind == "text/plain" and link.path is not None and link.path.is_file():
                texts.append(link.path.read_text(encoding="utf-8", errors="replace")[:_SAMPLE_CHARACTERS])
    return texts


def _identify(text: str) -> str | None:
    if len(text) < _SHORTEST:
        return None
    language, _score = model().classify(text)
    return str(language)
