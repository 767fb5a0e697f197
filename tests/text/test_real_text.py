"""Real sentences from public text, read as reviewed (tests/text/data/real-<language>.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audioguide.text.prepare import for_speech

DATA = Path(__file__).parent / "data"
READ_RIGHT = {"en": 58, "es": 57, "fr": 58, "de": 58}
"""Of the 60 sentences of each language, how many are read as a person reads them: never fewer."""


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
def test_real_sentences_are_read_as_reviewed(language: str) -> None:
    items = json.loads((DATA / f"real-{language}.json").read_text(encoding="utf-8"))
    assert len(items) == 60
    right = [item for item in items if "problem" not in item]
    changed = [(item["text"], for_speech(item["text"], language), item["spoken"]) for item in right
               if for_speech(item["text"], language) != item["spoken"]]
    assert not changed, "\n".join(f"{text}\n  now:      {now}\n  reviewed: {spoken}" for text, now, spoken in changed)
    assert len(right) >= READ_RIGHT[language]
    kinds = {item["kind"] for item in items}
    assert len(kinds) >= 12  # every class of number, in every language
