"""Telling which of a guide's languages a passage is in, and leaving short or ambiguous text undecided."""

from __future__ import annotations

import pytest

from audioguide.text import languages
from audioguide.text.languages import MIN_LETTERS, identifiable, identify

GUIDE = ["de", "en", "es", "fr"]


@pytest.mark.parametrize("text, candidates, expected", [
    ("Software is eating the world, and open source is eating software.", ["de", "en"], "en"),
    ("„Software is eating the world“, schrieb Marc Andreessen 2011.", ["de", "en"], "en"),
    ("Weitere Informationen finden Sie im Handbuch.", ["de", "en"], "de"),
    ("See the manual for details.", GUIDE, "en"),
    ("Consulte el manual para obtener más detalles.", GUIDE, "es"),
    ("Consultez le manuel pour plus de détails.", GUIDE, "fr"),
    ("Code of conduct", GUIDE, "en"),
    ("Erste Schritte mit Hugo", GUIDE, "de"),
    # the candidate as given, the first of those sharing the language
    ("See the manual for details.", ["pt-BR", "en-GB", "en-US"], "en-GB"),
    ("Veja o manual para mais detalhes sobre a instalação.", ["pt-BR", "en-GB"], "pt-BR"),
    ("詳細についてはマニュアルを参照してください。", ["en", "ja"], "ja"),
])
def test_a_passage_long_enough_is_identified_among_the_candidates(
        text: str, candidates: list[str], expected: str) -> None:
    assert identify(text, candidates) == expected


@pytest.mark.parametrize("text, candidates", [
    # names and product names: too few letters
    ("Kubernetes", GUIDE),
    ("Docker", ["de", "en"]),
    ("OK", ["de", "en"]),
    ("", GUIDE),
    ("1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12", GUIDE),
    # long enough, but names, even between the languages
    ("Angela Merkel", GUIDE),
    ("Buenos Aires", GUIDE),
    ("Die Open Source Initiative", GUIDE),
    # nothing to choose between
    ("See the manual for details.", ["en"]),
    ("See the manual for details.", ["en-US", "en-GB"]),
    ("See the manual for details.", ["en", "tlh"]),
])
def test_short_or_ambiguous_text_is_undecided(text: str, candidates: list[str]) -> None:
    assert identify(text, candidates) is None


def test_a_language_outside_the_candidates_is_never_the_answer() -> None:
    italian = "Per ulteriori informazioni consultare il manuale di installazione."
    assert identify(italian, ["it", "en"]) == "it"
    assert identify(italian, ["de", "en", "fr"]) != "it"


def test_letters_of_scripts_without_spaces_count_more() -> None:
    assert len("マニュアルを参照") < MIN_LETTERS
    assert identify("マニュアルを参照", ["en", "ja"]) == "ja"


def test_the_same_text_gives_the_same_answer_whatever_came_before() -> None:
    text = "Consultez le manuel pour plus de détails."
    first = identify(text, ["fr", "en"])
    identify(text, ["es", "de"])
    identify(text, GUIDE)
    assert identify(text, ["fr", "en"]) == first == "fr"


@pytest.mark.parametrize("tag, expected", [
    ("en", True), ("pt-BR", True), ("zh-Hans", True), ("de_DE", True), ("tlh", False), ("x-klingon", False),
])
def test_identifiable_languages(tag: str, expected: bool) -> None:
    assert identifiable(tag) is expected


def test_a_guide_of_one_language_never_loads_the_model() -> None:
    languages.model.cache_clear()
    languages._labels.cache_clear()
    assert identify("Leaving is hard, and that is not your fault at all.", ["en", "en-GB"]) is None
    assert languages.model.cache_info().currsize == 0
    assert identify("Leaving is hard, and that is not your fault at all.", ["en", "de"]) == "en"
    assert languages.model.cache_info().currsize == 1
