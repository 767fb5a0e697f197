"""sphinx-exercise's boxes as a page shows them: their titles, their numbers, and the references to them.

``{exercise}`` is a box titled "Exercise 1" (numbered in the page's order; ``:nonumber:`` none), its argument
after it in brackets: "Exercise 2 (Factorial)"; ``{solution} my-exercise`` is titled after the exercise it
solves: "Solution to Exercise 1". A ``:hidden:`` box is not shown, nor numbered. The gated forms
(``{exercise-start}`` … ``{exercise-end}``) are the same boxes. ``{ref}`` to a box's ``:label:`` shows an
exercise's number ("Exercise 1") or a solution's title; ``{numref}`` the number in its own text
(``{numref}`Exercise {number} <key>```).

sphinx-proof's boxes are the same: ``{prf:theorem} Pythagoras`` is "Theorem 1 (Pythagoras)", each kind numbered
on its own ("Definition 1" after "Theorem 2"), ``{prf:proof}`` is "Proof" (no number); ``{prf:ref}`` to a label
shows "Theorem 1".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PROOFS: dict[str, dict[str, str]] = {
    "en": {"theorem": "Theorem", "lemma": "Lemma", "definition": "Definition", "proof": "Proof", "example": "Example",
           "corollary": "Corollary", "proposition": "Proposition", "remark": "Remark", "axiom": "Axiom",
           "conjecture": "Conjecture", "algorithm": "Algorithm", "criterion": "Criterion",
           "observation": "Observation", "property": "Property", "assumption": "Assumption", "notation": "Notation"},
    "fr": {"theorem": "Théorème", "lemma": "Lemme", "definition": "Définition", "proof": "Preuve",
           "example": "Exemple", "corollary": "Corollaire", "proposition": "Proposition", "remark": "Remarque",
           "axiom": "Axiome", "conjecture": "Conjecture", "algorithm": "Algorithme", "criterion": "Critère",
           "observation": "Observation", "property": "Propriété", "assumption": "Hypothèse", "notation": "Notation"},
    "es": {"theorem": "Teorema", "lemma": "Lema", "definition": "Definición", "proof": "Demostración",
           "example": "Ejemplo", "corollary": "Corolario", "proposition": "Proposición", "remark": "Observación",
           "axiom": "Axioma", "conjecture": "Conjetura", "algorithm": "Algoritmo", "criterion": "Criterio",
           "observation": "Observación", "property": "Propiedad", "assumption": "Supuesto", "notation": "Notación"},
    "de": {"theorem": "Satz", "lemma": "Lemma", "definition": "Definition", "proof": "Beweis", "example": "Beispiel",
           "corollary": "Korollar", "proposition": "Proposition", "remark": "Bemerkung", "axiom": "Axiom",
           "conjecture": "Vermutung", "algorithm": "Algorithmus", "criterion": "Kriterium",
           "observation": "Beobachtung", "property": "Eigenschaft", "assumption": "Annahme", "notation": "Notation"},
}
"""sphinx-proof's kinds of box (``{prf:theorem}``) and what a page in the language calls them."""
EXERCISES = frozenset({"exercise", "solution", "exercise-start", "solution-start",
                       *(f"prf:{kind}" for kind in PROOFS["en"])})
"""sphinx-exercise's directives that open a box (the gated forms' ``-end`` ones close it)."""
GATE_ENDS = frozenset({"exercise-end", "solution-end"})
WORDS: dict[str, tuple[str, str]] = {
    "en": ("Exercise", "Solution to"),
    "es": ("Ejercicio", "Solución a"),
    "fr": ("Exercice", "Solution de"),
    "de": ("Übung", "Lösung zu"),
}
"""What sphinx-exercise calls an exercise and a solution's title, in the site's language."""
_OPTION = re.compile(r"^\s*:([\w-]+):\s*(.*?)\s*$")


@dataclass(frozen=True)
class Numbered:
    """One box: its title, what ``{ref}`` to it shows, and its number and name for ``{numref}``."""

    title: str
    reference: str
    number: str = ""
    name: str = ""
    hidden: bool = False
    end: int | None = None
    """The line (an index) of the gated form's ``-end`` directive."""


@dataclass
class Opened:
    """A directive opening found by the scan: where, which, its argument and its options."""

    index: int
    name: str
    argument: str
    options: dict[str, str]


def number_boxes(found: list[Opened], language: str) -> tuple[dict[int, Numbered], dict[str, Numbered]]:
    """The boxes ``found`` as their page shows them, by the index of their opening line and by label."""
    exercise_word, solution_words = WORDS.get(language.split("-")[0].lower(), WORDS["en"])
    by_line: dict[int, Numbered] = {}
    by_label: dict[str, Numbered] = {}
    count = 0
    ends = _gate_ends(found)
    for opened in found:
        if opened.name not in ("exercise", "exercise-start"):
            continue
        hidden = "hidden" in opened.options
        numbered = "nonumber" not in opened.options and not hidden
        count += numbered
        number = str(count) if numbered else ""
        head = f"{exercise_word} {number}".strip()
        title = f"{head} ({opened.argument})" if opened.argument else head
        box = Numbered(title, head if numbered else title, number, opened.argument, hidden, ends.get(opened.index))
        by_line[opened.index] = box
        by_label[opened.options.get("label") or f"-exercise-{opened.index}"] = box
    proofs = PROOFS.get(language.split("-")[0].lower(), PROOFS["en"])
    counts: dict[str, int] = {}
    for opened in found:  # sphinx-proof's: each kind numbered apart, a proof not at all
        kind = opened.name.removeprefix("prf:")
        if not opened.name.startswith("prf:") or kind not in proofs:
            continue
        numbered = kind != "proof" and "nonumber" not in opened.options
        counts[kind] = counts.get(kind, 0) + numbered
        head = f"{proofs[kind]} {counts[kind]}" if numbered else proofs[kind]
        title = f"{head} ({opened.argument})" if opened.argument else head
        box = Numbered(title, head, str(counts[kind]) if numbered else "", opened.argument)
        by_line[opened.index] = box
        by_label[opened.options.get("label") or f"-proof-{opened.index}"] = box
    for opened in found:
        if opened.name not in ("solution", "solution-start"):
            continue
        target = by_label.get(opened.argument.split()[0] if opened.argument else "")
        title = f"{solution_words} {target.title}" if target else solution_words.split()[0]
        box = Numbered(title, title, hidden="hidden" in opened.options, end=ends.get(opened.index))
        by_line[opened.index] = box
        if opened.options.get("label"):
            by_label[opened.options["label"]] = box
    return by_line, by_label


def _gate_ends(found: list[Opened]) -> dict[int, int]:
    """The ``-end`` directive closing each gated opening, by the opening's index."""
    ends: dict[int, int] = {}
    waiting: list[Opened] = []
    for opened in found:
        if opened.name in ("exercise-start", "solution-start"):
            waiting.append(opened)
        elif opened.name in GATE_ENDS:
            start = next((w for w in reversed(waiting) if w.name.split("-")[0] == opened.name.split("-")[0]), None)
            if start is not None:
                waiting.remove(start)
                ends[start.index] = opened.index
    return ends


def options(lines: list[str], start: int) -> dict[str, str]:
    """A directive's ``:name: value`` options, from the line at ``start``."""
    found: dict[str, str] = {}
    for line in lines[start:start + 20]:
        option = _OPTION.match(line)
        if option is None:
            break
        found[option[1]] = option[2]
    return found


def role(name: str, content: str, labels: dict[str, Numbered]) -> str | None:
    """``{ref}`` or ``{numref}`` to a box of the page as the page shows it; ``None`` when it is to no box."""
    titled = re.fullmatch(r"(.*?)\s*<([^<>]*)>", content, re.DOTALL)
    key = (titled[2] if titled else content).strip()
    box = labels.get(key)
    if box is None or name not in ("ref", "numref", "prf:ref"):
        return None
    if titled and titled[1] and name in ("ref", "prf:ref"):
        return titled[1]
    if titled and titled[1]:
        text = titled[1]
        return text.replace("%s", box.number).replace("{number}", box.number).replace("{name}", box.name).strip()
    return box.reference
