"""French written for both genders at once (écriture inclusive) read as a person reads it aloud.

``les étudiant·e·s``, ``salarié.e.s``, ``candidat(e)s``, ``acteur·rice·s``: a voice handed these says the
stops and letters ("étudiant point e point s"). A reader says both words, "étudiants et étudiantes" (one of
them, "ou", for a single person), and only one where both sound the same ("invité·e·s": invités).
"""

from __future__ import annotations

import re

_STOPS = "·•⋅‧.∙"
_FEMININE = ("e", "ve", "se", "euse", "rice", "trice", "ne", "le", "te", "ère", "ière", "fe")
_ENDING = "|".join(sorted(_FEMININE, key=len, reverse=True))
_INCLUSIVE = re.compile(
    rf"(?<![\w/.@·-])([^\W\d_]{{2,}})"
    rf"(?:\(({_ENDING})(s?)\)(s?)"  # candidat(e)s, admis(es)
    rf"|[{_STOPS}]({_ENDING})(?:[{_STOPS}]?(s))?)"  # étudiant·e·s, élu·es, salarié.e.s, citoyen·ne
    r"(?![\w@·-])"
)
_SAME_SOUND = re.compile(r"(?:[éiuy]|ou|[aeiu]l|eur)$")
"""Masculine endings whose feminine with an "e" sounds the same: "invité/invitée", "élu/élue", "réel/réelle"."""


def speak_inclusive_forms(text: str, language: str) -> str:
    if not language.lower().startswith("fr") or not any(mark in text for mark in "(·•⋅‧.∙"):
        return text
    return _INCLUSIVE.sub(_both, text)


def _both(match: re.Match[str]) -> str:
    stem = match[1]
    ending = match[2] or match[5]
    plural = bool(match[3] or match[4] or match[6])
    feminine = _feminine(stem, ending)
    if feminine is None:
        return match[0]
    masculine = stem + ("s" if plural and not stem.endswith(("s", "x")) else "")
    feminine += "s" if plural else ""
    if ending in ("e", "le") and _SAME_SOUND.search(stem):
        return masculine
    return f"{masculine} {'et' if plural else 'ou'} {feminine}"


def _feminine(stem: str, ending: str) -> str | None:
    """The feminine word the ending stands for: acteur + rice → actrice, sportif + ve → sportive."""
    if ending in ("rice", "euse") and stem.endswith("eur"):
        return stem[:-3] + ending
    if ending == "trice" and stem.endswith("teur"):
        return stem[:-4] + ending
    if ending in ("ère", "ière") and stem.endswith("er"):
        return stem[: -len(ending) + 1] + ending
    if ending in ("ve", "fe") and stem.endswith("f"):
        return stem[:-1] + "ve"
    if ending == "se" and stem.endswith("x"):
        return stem[:-1] + "se"
    if ending in ("e", "ne", "le", "te"):
        return stem + ending
    return None
