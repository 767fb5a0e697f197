"""Aligning a translated document with its source by structure: chapters, headings, paragraphs.

``audioguide translations import`` (:mod:`audioguide.text.translated`) pairs each
paragraph of a publisher's translated document with the source paragraph it
translates, to fill a catalog; a build uses the chapter level to say which
chapter of a translated document has no counterpart.

The method is Gale and Church's ("A Program for Aligning Sentences in
Bilingual Corpora", 1993): dynamic programming over the two sequences, each
step a *bead* of 1:1, 1:0, 0:1, 2:1 or 1:2 units, its cost the negative log
probability of its kind plus that of its length difference, taken as normal
around the document's own length ratio with a variance proportional to the
length. A 2:2 bead here is two neighbouring units translated in the other
order. To the length model it adds what a translation keeps, as anchors:
numbers (as runs of digits, so that 1,500 and 1.500, 03/04/2026 and
03.04.2026, 9:00 and 9 Uhr agree), link targets and URLs (language folders
such as ``/en/`` left out), inline code, the number of emphasized spans,
names written alike in both languages (capitalized inside a sentence on both
sides), and cognates: words whose first four letters agree (Simard, Foster
and Isabelle, "Using Cognates to Align Sentences in Bilingual Corpora",
1992), counted only when at most two units of a side have them, since a word
the whole document repeats is shared by every pair, right or wrong. Each
anchor the two sides share lowers a bead's cost, each number, link or code
span found on one side only raises it. Headings pair with headings, or with a
short paragraph at a cost (plain text knows a heading by its title case, which
a translation into most languages loses).

Documents are aligned on two levels: their chapters (top-level sections) as
units of their own length and anchors, then the headings and paragraphs inside
each pair of chapters; a document without headings is one chapter. Every bead
of the best alignment gets a score, its posterior probability summed by the
forward-backward algorithm over every alignment with the same costs as
weights: a paragraph that only one alignment explains scores near 1, one that
could as well be its neighbour's translation about one half, however well its
length fits. A pair whose numbers or links disagree scores at most
:data:`DISAGREEING` (a translator checks it). A unit left over on both sides
whose anchors identify it (shared numbers, links or names, none on one side
only) is paired out of order (a paragraph moved further than its neighbour)
and the rest aligned again without it. A source paragraph whose translation
was merged with the next one's is cut at the sentence end that fits both
best, when one clearly does.

What structure cannot tell: two neighbouring paragraphs of about one length,
with no number, link, name or cognate of their own, translated in the other
order, align in the source's order.

Written here because no maintained library aligns this way: NLTK's
``gale_church`` aligns by length alone and returns the best path only, with
neither anchors nor probabilities; hunalign needs a bilingual dictionary;
vecalign and bertalign need sentence embeddings from a model. None aligns a
document's structure, chapters first, with a confidence per pair.
"""

from __future__ import annotations

import bisect
import itertools
import math
import re
import unicodedata
from array import array
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

S2 = 7.0
"""Variance of a translation's length per character of its source (Gale and Church measured 6.8, 7.3 for German)."""
PRIORS = {(1, 1): 0.935, (1, 0): 0.01, (0, 1): 0.01, (2, 1): 0.02, (1, 2): 0.02, (2, 2): 0.005}
"""How often each kind of bead occurs: translators seldom add, drop, merge, split or swap a paragraph.

(2, 2) is two neighbouring units translated in the other order: the first source unit pairs
with the second target unit and the second with the first."""
ACCEPTED = 0.9
"""A pair scoring this much is imported as translated; less, as fuzzy (a translator reviews it)."""
DOUBTFUL = 0.6
"""A pair scoring less is not imported but reported: two readings about as likely score about 0.5 each."""
DISAGREEING = 0.75
"""The highest score of a pair whose numbers or links disagree."""
MOVED_MARGIN = 3.0
"""How much better (in nats) than leaving both out a pair out of order must be to be taken."""
BAND = 15
"""Alignments stray at most this many units (more the difference in length) from the diagonal."""

SHORT = 160
"""A heading and a paragraph of at most this many characters may pair: plain text knows a heading
by its title case, which most languages do not write."""
UNSURE_HEADING = 2.0
"""What pairing a heading with a short paragraph costs (nats)."""

UnitKind = Literal["title", "heading", "paragraph", "lead", "chapter", "part"]
MERGEABLE = frozenset({"paragraph", "chapter", "part"})
"""Kinds of unit that a 2:1 or 1:2 bead may join: never a heading with its text."""


# ---------------------------------------------------------------- anchors

_DIGITS = re.compile(r"\d+")
_URL = re.compile(r"(?:https?://|www\.)[^\s<>()\[\]{}\"'`]+", re.I)
_MD_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)")
_HREF = re.compile(r"""\bhref\s*=\s*["']([^"']+)["']""", re.I)
_CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_EMPHASIS = re.compile(r"(?<![\w*])(\*\*|\*|__|_)(?=\S)(.+?)(?<=\S)\1(?![\w*])|<(?:em|strong|b|i)\b", re.S | re.I)
_WORD = re.compile(r"\w[\w'’-]*\w|\w")
_SENTENCE_ENDS = frozenset('.!?…:;"“”«»()[]')
_LANGUAGE_FOLDER = re.compile(r"/[a-z]{2}(?:[-_][a-zA-Z]{2})?(?=/|$)")


@dataclass(frozen=True)
class Anchors:
    """What a translation keeps of its source: numbers, links, code, emphasis, names."""

    numbers: tuple[str, ...] = ()
    """Runs of digits (leading zeros dropped, zeros alone left out), sorted."""
    links: frozenset[str] = frozenset()
    """URLs written out in the text."""
    targets: frozenset[str] = frozenset()
    """Where its links lead, from its markup."""
    code: frozenset[str] = frozenset()
    emphasis: int | None = None
    """Emphasized spans; None when the markup is unknown (a binary document): then only what the
    text shows is compared."""
    names: frozenset[str] = frozenset()
    """Words capitalized inside a sentence (names, and in German every noun)."""
    stems: frozenset[str] = frozenset()
    """The first four letters of its longer words, without accents: cognates share them (Simard et al., 1992)."""

    @staticmethod
    def of(text: str, raw: str | None = None) -> Anchors:
        """The anchors of ``text``, with links, code and emphasis from its markup ``raw`` when known."""
        numbers = tuple(sorted(n for n in (d.lstrip("0") for d in _DIGITS.findall(text)) if n))
        links = {_link(u) for u in _URL.findall(text)}
        targets: set[str] = set()
        code: set[str] = set()
        emphasis = None
        if raw is not None:
            targets = {_link(u) for u in _MD_LINK.findall(raw) + _HREF.findall(raw)}
            code = {c.strip() for c in _CODE.findall(raw) if c.strip()}
            emphasis = len(_EMPHASIS.findall(raw))
        names = set()
        stems = set()
        for found in _WORD.finditer(text):
            word = found[0]
            if len(word) >= 4 and word.isalpha():
                stems.add(_plain(word[:4]))
            if len(word) < 2 or word == "I" or not word[0].isupper():
                continue
            before = text[max(0, found.start() - 4):found.start()].rstrip()
            inside = found.start() > 0 and not (before and before[-1] in _SENTENCE_ENDS)
            if inside or any(c.isupper() for c in word[1:]):
                names.add(word)
        return Anchors(numbers, frozenset(links - {""}), frozenset(targets - {""}), frozenset(code), emphasis,
                       frozenset(names), frozenset(stems))

    def __add__(self, other: Anchors) -> Anchors:
        emphasis = None if self.emphasis is None or other.emphasis is None else self.emphasis + other.emphasis
        return Anchors(tuple(sorted(self.numbers + other.numbers)), self.links | other.links,
                       self.targets | other.targets, self.code | other.code, emphasis, self.names | other.names,
                       self.stems | other.stems)


def _shared(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """How many items two sorted tuples share, repeats counted (a multiset intersection)."""
    if not a or not b:
        return 0
    i = j = found = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            found, i, j = found + 1, i + 1, j + 1
        elif a[i] < b[j]:
            i += 1
        else:
            j += 1
    return found


def _plain(text: str) -> str:
    """``text`` in lower case without accents: ``Psychologische`` and ``psychological`` start alike."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def _link(target: str) -> str:
    """A link target as both languages write it: no scheme, www, language folder, trailing slash or dot."""
    target = target.strip().rstrip(".,;:!?)").lower()
    target = re.sub(r"^(?:https?:)?//(?:www\.)?|^www\.", "", target)
    target = _LANGUAGE_FOLDER.sub("", target)
    return target.rstrip("/")


@dataclass(frozen=True)
class Agreement:
    """How two sides' anchors compare."""

    numbers_shared: int = 0
    numbers_apart: int = 0
    """Numbers found on one side only (counted with repeats)."""
    links_shared: int = 0
    """Link targets and inline code found on both sides."""
    links_apart: int = 0
    names: int = 0
    cognates: int = 0
    emphasis_apart: int = 0

    @property
    def shared(self) -> int:
        return self.numbers_shared + self.links_shared + self.names

    @property
    def conflicts(self) -> int:
        return self.numbers_apart + self.links_apart

    @property
    def cost(self) -> float:
        """Nats added to a bead's cost: shared anchors lower it, one-sided ones raise it."""
        return (-1.5 * self.numbers_shared + 2.0 * self.numbers_apart - 2.0 * self.links_shared
                + 2.0 * self.links_apart - 1.0 * min(self.names, 3) - 1.0 * min(self.cognates, 4)
                + 0.5 * self.emphasis_apart)


def agreement_cost(a: Anchors, b: Anchors) -> float:
    """``agreement(a, b).cost``, computed without making the :class:`Agreement`: the alignment asks
    it of every bead it weighs."""
    cost = 0.0
    if a.numbers or b.numbers:
        shared = _shared(a.numbers, b.numbers)
        cost += -1.5 * shared + 2.0 * (len(a.numbers) + len(b.numbers) - 2 * shared)
    markup = a.emphasis is not None and b.emphasis is not None
    if a.links or b.links or (markup and (a.targets or b.targets or a.code or b.code)):
        links_a, links_b = (a.links | a.targets, b.links | b.targets) if markup else (a.links, b.links)
        code_a, code_b = (a.code, b.code) if markup else (frozenset(), frozenset())
        cost += -2.0 * (len(links_a & links_b) + len(code_a & code_b)) + 2.0 * (
            len(links_a ^ links_b) + len(code_a ^ code_b))
    if a.names and b.names:
        cost -= min(len(a.names & b.names), 3)
    if a.stems and b.stems:
        cost -= min(len(a.stems & b.stems), 4)
    if markup:
        cost += 0.5 * abs(a.emphasis - b.emphasis)  # type: ignore[operator]
    return cost


def agreement(a: Anchors, b: Anchors) -> Agreement:
    """How ``a`` and ``b`` agree; links and code from the markup only when both sides' markup is known."""
    shared = _shared(a.numbers, b.numbers)
    markup = a.emphasis is not None and b.emphasis is not None
    links_a, links_b = (a.links | a.targets, b.links | b.targets) if markup else (a.links, b.links)
    code_a, code_b = (a.code, b.code) if markup else (frozenset(), frozenset())
    return Agreement(
        numbers_shared=shared,
        numbers_apart=len(a.numbers) + len(b.numbers) - 2 * shared,
        links_shared=len(links_a & links_b) + len(code_a & code_b),
        links_apart=len(links_a ^ links_b) + len(code_a ^ code_b),
        names=len(a.names & b.names),
        cognates=len(a.stems & b.stems),
        emphasis_apart=0 if a.emphasis is None or b.emphasis is None else abs(a.emphasis - b.emphasis),
    )


# ---------------------------------------------------------------- units and beads


@dataclass(frozen=True)
class Unit:
    """A heading or paragraph to align (or a whole chapter, at the chapter level)."""

    kind: UnitKind
    text: str
    line: int
    anchors: Anchors = field(default_factory=Anchors)
    size: int = -1
    """Its length in characters (a chapter's: its text's)."""
    key: object = None
    """What the caller needs to find it again (its catalog segment, its chapter)."""
    paragraphs: int = 1

    def __post_init__(self) -> None:
        if self.size < 0:
            object.__setattr__(self, "size", len(self.text))


@dataclass(frozen=True)
class Pair:
    """A bead of the alignment: source units and the target units that translate them (either side may be empty)."""

    source: tuple[Unit, ...]
    target: tuple[Unit, ...]
    score: float = 1.0
    """The bead's posterior probability, capped at :data:`DISAGREEING` when its anchors disagree."""
    how: Literal["aligned", "moved", "split", "joined", "merged"] = "aligned"
    """``moved``: paired out of order; ``split``: a target paragraph cut in two at a sentence;
    ``joined``: two target paragraphs for one source paragraph (imported joined); ``merged``: one target
    paragraph for two source paragraphs, which could not be cut."""

    @property
    def kind(self) -> str:
        return f"{len(self.source)}:{len(self.target)}"


def length_cost(source: int, target: int, ratio: float) -> float:
    """-log of the two-tailed probability of ``target`` characters translating ``source`` ones."""
    if source == 0 and target == 0:
        return 0.0
    mean = (source + target / ratio) / 2
    z = abs(target - ratio * source) / math.sqrt(S2 * mean)
    p = math.erfc(z / math.sqrt(2))
    if p > 1e-300:
        return -math.log(p)
    return z * z / 2 + math.log(z * math.sqrt(math.pi / 2))  # the tail's asymptote


def bead_cost(
    source: Sequence[Unit], target: Sequence[Unit], ratio: float, anchors: tuple[Anchors, Anchors] | None = None,
) -> float:
    """The cost (nats) of ``target`` translating ``source`` as one bead; infinite when it cannot.

    ``anchors``: each side's anchors together, when the caller has them already."""
    cost = -math.log(PRIORS[(len(source), len(target))])
    if not source or not target:
        return cost
    if len(source) == len(target) == 2:  # a swap: each pair as a 1:1 bead, less its prior
        return cost + sum(bead_cost((s,), (t,), ratio) + math.log(PRIORS[(1, 1)])
                          for s, t in ((source[0], target[1]), (source[1], target[0])))
    if len(source) == len(target) == 1:
        kinds = {source[0].kind, target[0].kind}
        if kinds == {"heading", "paragraph"} and max(source[0].size, target[0].size) <= SHORT:
            cost += UNSURE_HEADING  # a heading that one reader took for a paragraph (plain text)
        elif len(kinds) > 1:
            return math.inf
    elif any(u.kind not in MERGEABLE for u in (*source, *target)):  # a 2:1 or 1:2 bead
        return math.inf
    cost += length_cost(sum(u.size for u in source), sum(u.size for u in target), ratio)
    cost += agreement_cost(*(anchors or (_anchors(source), _anchors(target))))
    paragraphs = abs(sum(u.paragraphs for u in source) - sum(u.paragraphs for u in target))
    return cost + 0.5 * paragraphs


def _anchors(units: Sequence[Unit]) -> Anchors:
    if len(units) == 1:
        return units[0].anchors
    found = units[0].anchors
    for unit in units[1:]:
        found = found + unit.anchors
    return found


def score_cap(source: Sequence[Unit], target: Sequence[Unit]) -> float:
    """:data:`DISAGREEING` when the pair's numbers, links or code disagree, else 1."""
    return DISAGREEING if source and target and agreement(_anchors(source), _anchors(target)).conflicts else 1.0


def align(source: Sequence[Unit], target: Sequence[Unit], ratio: float, capped: bool = True) -> list[Pair]:
    """The best monotone alignment of two sequences, each bead scored by its posterior probability.

    With ``capped``, a pair whose anchors disagree scores at most :data:`DISAGREEING`. Only the
    cells within :data:`BAND` (more the difference in length) of the diagonal are computed and
    kept, row by row in arrays of floats, so memory grows with the length of the documents, not
    with its square. Sequences longer than :data:`SEGMENT` units are first cut where a pair is
    sure (:func:`_sure_pairs`), each stretch between two aligned on its own: a long text without
    headings takes time in proportion to its length too (``benchmarks/align_speed.py``).
    """
    cuts = _sure_pairs(source, target) if min(len(source), len(target)) > SEGMENT else []
    if not cuts:
        return _align_band(source, target, ratio, capped)
    pairs: list[Pair] = []
    last_i = last_j = 0
    for i, j in [*cuts, (len(source), len(target))]:
        pairs += _align_band(source[last_i:i], target[last_j:j], ratio, capped)
        last_i, last_j = i, j
    return pairs


SEGMENT = 200
"""Sequences longer than this are cut at sure pairs before they are aligned."""


def _sure_pairs(source: Sequence[Unit], target: Sequence[Unit]) -> list[tuple[int, int]]:
    """Where to cut two long sequences: before pairs of units that share an anchor (a number, link,
    code or name) no other unit of either side has, and whose anchors do not disagree, taken in
    the order of both sequences (the longest such chain), at least :data:`SEGMENT` ÷ 2 units apart."""
    def unique(units: Sequence[Unit]) -> dict[object, int]:
        seen: dict[object, int] = {}
        for index, unit in enumerate(units):
            for anchor in _shareable(unit.anchors):
                seen[anchor] = -1 if anchor in seen else index
        return {anchor: index for anchor, index in seen.items() if index >= 0}

    in_target = unique(target)
    # By source unit, and for one source unit its targets last first: a chain takes one of them at most.
    found = sorted({(i, in_target[anchor]) for anchor, i in unique(source).items() if anchor in in_target},
                   key=lambda pair: (pair[0], -pair[1]))
    found = [(i, j) for i, j in found if source[i].kind == target[j].kind
             and not agreement(source[i].anchors, target[j].anchors).conflicts]
    chain = _longest_chain(found)
    cuts: list[tuple[int, int]] = []
    for i, j in chain:
        if (not cuts and min(i, j) >= SEGMENT // 2) or (cuts and min(i - cuts[-1][0], j - cuts[-1][1]) >= SEGMENT // 2):
            cuts.append((i, j))
    while cuts and min(len(source) - cuts[-1][0], len(target) - cuts[-1][1]) < SEGMENT // 4:
        cuts.pop()
    return cuts


def _longest_chain(pairs: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of ``pairs`` increasing in both items (sorted by the first, then the second
    decreasing: no two of one first item are taken)."""
    tails: list[int] = []  # the least last j of a chain of each length
    ends: list[int] = []  # the pair ending it
    before = [-1] * len(pairs)
    for index, (_, j) in enumerate(pairs):
        at = bisect.bisect_left(tails, j)
        before[index] = ends[at - 1] if at else -1
        if at == len(tails):
            tails.append(j)
            ends.append(index)
        else:
            tails[at], ends[at] = j, index
    chain = []
    index = ends[-1] if ends else -1
    while index >= 0:
        chain.append(pairs[index])
        index = before[index]
    return chain[::-1]


def _align_band(source: Sequence[Unit], target: Sequence[Unit], ratio: float, capped: bool) -> list[Pair]:
    """:func:`align` over one stretch, by dynamic programming inside the band."""
    grid = _Band(len(source), len(target))
    beads = _BeadCosts(source, target, ratio, grid)
    n, m = grid.n, grid.m
    best, forward, backward = grid.floats(), grid.floats(), grid.floats()
    back = grid.steps()
    best[0][0] = forward[0][0] = 0.0
    for i in range(n + 1):
        low, high = grid.low[i], grid.high[i]
        for j in range(low, high + 1):
            if i == j == 0:
                continue
            here, at = beads.at(i, j)
            lowest, way, ways = math.inf, -1, []
            for kind, (di, dj) in enumerate(KINDS):
                bead = here[at + kind]
                if bead == math.inf:
                    continue
                before = grid.get(best, i - di, j - dj)
                if before == math.inf:
                    continue
                if before + bead < lowest:
                    lowest, way = before + bead, kind
                ways.append(grid.get(forward, i - di, j - dj) + bead)
            if way >= 0:
                best[i][j - low], back[i][j - low] = lowest, way
                forward[i][j - low] = _softmin(ways)
    backward[n][m - grid.low[n]] = 0.0
    for i in range(n, -1, -1):
        low, high = grid.low[i], grid.high[i]
        for j in range(high, low - 1, -1):
            if (i, j) == (n, m):
                continue
            onward = []
            for kind, (di, dj) in enumerate(KINDS):
                if i + di > n or j + dj > m or not grid.inside(i + di, j + dj):
                    continue
                after = grid.get(backward, i + di, j + dj)
                if after < math.inf:
                    there, at = beads.at(i + di, j + dj)
                    onward.append(there[at + kind] + after)
            backward[i][j - low] = _softmin(onward)
    total = grid.get(forward, n, m)
    pairs = []
    i, j = n, m
    while (i, j) != (0, 0):
        kind = back[i][j - grid.low[i]]
        assert kind >= 0, "every cell on the best path has a way back"
        di, dj = KINDS[kind]
        here_source, here_target = tuple(source[i - di:i]), tuple(target[j - dj:j])
        here, at = beads.at(i, j)
        bead = here[at + kind]
        posterior = math.exp(min(0.0, total - grid.get(forward, i - di, j - dj) - bead - grid.get(backward, i, j)))
        if (di, dj) == (2, 2):  # a swap: two pairs out of order, for a translator to check
            for s, t in ((here_source[1], here_target[0]), (here_source[0], here_target[1])):
                pairs.append(Pair((s,), (t,), min(posterior, DISAGREEING, score_cap((s,), (t,))), "moved"))
        else:
            cap = score_cap(here_source, here_target) if capped else 1.0
            pairs.append(Pair(here_source, here_target, min(posterior, cap)))
        i, j = i - di, j - dj
    return pairs[::-1]


KINDS = tuple(PRIORS)
"""The kinds of bead, in the order their costs are kept per cell."""
_ONE_ONE = KINDS.index((1, 1))


class _Band:
    """The cells of an alignment's grid near its diagonal, row by row: row ``i`` holds columns
    ``low[i]`` to ``high[i]``."""

    def __init__(self, n: int, m: int) -> None:
        self.n, self.m = n, m
        width = BAND + abs(n - m)
        self.low = [0] * (n + 1)
        self.high = [m] * (n + 1)
        if n and m:
            for i in range(n + 1):
                diagonal = i * m / n
                self.low[i] = max(0, math.ceil(diagonal - width))
                self.high[i] = min(m, math.floor(diagonal + width))

    def inside(self, i: int, j: int) -> bool:
        return self.low[i] <= j <= self.high[i]

    def floats(self) -> list[array[float]]:
        return [array("d", [math.inf]) * (high - low + 1) for low, high in zip(self.low, self.high, strict=True)]

    def steps(self) -> list[array[int]]:
        return [array("b", [-1]) * (high - low + 1) for low, high in zip(self.low, self.high, strict=True)]

    def get(self, rows: list[array[float]], i: int, j: int) -> float:
        return rows[i][j - self.low[i]] if self.low[i] <= j <= self.high[i] else math.inf


class _BeadCosts:
    """The cost of each kind of bead ending at each cell of the band, computed once and kept in one
    array of floats per row (a forward and a backward pass each need them all)."""

    def __init__(self, source: Sequence[Unit], target: Sequence[Unit], ratio: float, grid: _Band) -> None:
        self.source, self.target, self.ratio, self.grid = source, target, ratio, grid
        self.rows: list[array[float] | None] = [None] * (grid.n + 1)
        self.swap_prior = math.log(PRIORS[(1, 1)]) * 2 - math.log(PRIORS[(2, 2)])
        # The anchors of each unit and of each two neighbours, made once (a 2:1 bead adds them).
        self.anchors = ([u.anchors for u in source], [u.anchors for u in target])
        self.twos = ([a + b for a, b in zip(self.anchors[0], self.anchors[0][1:], strict=False)],
                     [a + b for a, b in zip(self.anchors[1], self.anchors[1][1:], strict=False)])
        self.ones: dict[int, dict[int, float]] = {}
        """1:1 beads' costs by source unit and target unit, for the rows that reuse them (2:2 beads)."""
        self.alone = [-math.log(PRIORS[kind]) for kind in KINDS]
        self.sizes = ([u.size for u in source], [u.size for u in target])
        self.paragraphs = ([u.paragraphs for u in source], [u.paragraphs for u in target])
        self.mergeable = ([u.kind in MERGEABLE for u in source], [u.kind in MERGEABLE for u in target])

    def at(self, i: int, j: int) -> tuple[array[float], int]:
        """Where the costs of the beads ending at cell (i, j) (inside the band) are: a row, and
        the place of the first kind's in it."""
        row = self.rows[i]
        if row is None:
            row = self.rows[i] = self._row(i)
        return row, (j - self.grid.low[i]) * len(KINDS)

    def _row(self, i: int) -> array[float]:
        low, high = self.grid.low[i], self.grid.high[i]
        row = array("d", [math.inf]) * ((high - low + 1) * len(KINDS))
        alone = self.alone
        for j in range(low, high + 1):
            at = (j - low) * len(KINDS)
            for kind, (di, dj) in enumerate(KINDS):
                if di > i or dj > j:
                    continue
                if not di or not dj:  # a unit left alone: its kind's prior only
                    if di or dj:
                        row[at + kind] = alone[kind]
                else:
                    row[at + kind] = self._cost(i - di, j - dj, di, dj)
        return row

    def _cost(self, i: int, j: int, di: int, dj: int) -> float:
        """The bead covering source[i:i+di] and target[j:j+dj]."""
        if (di, dj) == (2, 2):  # two 1:1 beads crossed
            return self._one(i, j + 1) + self._one(i + 1, j) + self.swap_prior
        if (di, dj) == (1, 1):
            return self._one(i, j)
        return self._joined(i, j, di, dj)

    def _joined(self, i: int, j: int, di: int, dj: int) -> float:
        """A 2:1 or 1:2 bead: :func:`bead_cost`, from the units' sizes and anchors made once."""
        if not all(self.mergeable[0][i:i + di]) or not all(self.mergeable[1][j:j + dj]):
            return math.inf
        sizes, paragraphs = self.sizes, self.paragraphs
        cost = self.alone[KINDS.index((di, dj))]
        cost += length_cost(sum(sizes[0][i:i + di]), sum(sizes[1][j:j + dj]), self.ratio)
        cost += agreement_cost(self.anchors[0][i] if di == 1 else self.twos[0][i],
                               self.anchors[1][j] if dj == 1 else self.twos[1][j])
        return cost + 0.5 * abs(sum(paragraphs[0][i:i + di]) - sum(paragraphs[1][j:j + dj]))

    def _one(self, i: int, j: int) -> float:
        row = self.ones.get(i)
        if row is None:
            row = self.ones[i] = {}
            self.ones.pop(i - 3, None)  # rows are made in order: no later row asks for it
        found = row.get(j)
        if found is None:
            found = row[j] = self._single(i, j)
        return found

    def _single(self, i: int, j: int) -> float:
        """A 1:1 bead: :func:`bead_cost`, from the units' sizes and anchors made once."""
        source, target = self.source[i], self.target[j]
        cost = self.alone[_ONE_ONE]
        if source.kind != target.kind:
            if {source.kind, target.kind} != {"heading", "paragraph"} or max(source.size, target.size) > SHORT:
                return math.inf
            cost += UNSURE_HEADING  # a heading that one reader took for a paragraph (plain text)
        cost += length_cost(source.size, target.size, self.ratio)
        cost += agreement_cost(self.anchors[0][i], self.anchors[1][j])
        return cost + 0.5 * abs(source.paragraphs - target.paragraphs)


def _softmin(costs: Sequence[float]) -> float:
    """-log Σ exp(-cost): the cost of all the ways together."""
    finite = [c for c in costs if c < math.inf]
    if not finite:
        return math.inf
    low = min(finite)
    return low - math.log(sum(math.exp(low - c) for c in finite))


# ---------------------------------------------------------------- documents


@dataclass(frozen=True)
class Chapter:
    """A top-level section: its heading (None for text before the first heading) and its units."""

    heading: Unit | None
    units: tuple[Unit, ...]
    line: int
    kind: UnitKind = "chapter"
    """``chapter`` (under a heading), ``lead`` (before the first) or ``part`` (a document without headings)."""
    title: str | None = None

    def as_unit(self, key: object = None) -> Unit:
        """The chapter as one unit to align at the chapter level (``key``: the chapter itself there)."""
        units = ((self.heading,) if self.heading else ()) + self.units
        anchors = _anchors(units) if units else Anchors()
        return Unit(self.kind, self.title or "", self.line, anchors, sum(u.size for u in units), key,
                    paragraphs=sum(u.kind == "paragraph" for u in self.units))


@dataclass
class Alignment:
    """Two documents aligned: chapter beads, then every heading and paragraph bead."""

    chapters: list[Pair]
    """Beads of :meth:`Chapter.as_unit` units, whose ``key`` is the chapter."""
    pairs: list[Pair]
    ratio: float


def chapters_of(units: Sequence[Unit]) -> list[Chapter]:
    """The chapters that the units of a chapter-level alignment stand for (:func:`align_chapters`)."""
    return [_chapter_of(unit) for unit in units]


def _chapter_of(unit: Unit) -> Chapter:
    chapter = unit.key
    assert isinstance(chapter, Chapter), "a chapter-level unit is keyed by its chapter"
    return chapter


def align_chapters(source: Sequence[Chapter], target: Sequence[Chapter], ratio: float | None = None) -> list[Pair]:
    """The chapter level alone (a build's check of a translated document's chapters).

    Headings anchor chapters: two documents with the same outline (as many chapters under headings,
    and text before the first heading on both sides or neither) pair chapter for chapter, whatever
    their lengths (a translation that keeps quotations of the original is longer) or their headings'
    numbering; other documents are aligned by length and anchors."""
    if ratio is None:
        ratio = _ratio(source, target)
    units_source, units_target = [c.as_unit(c) for c in source], [c.as_unit(c) for c in target]
    if _same_outline(source, target):
        return [Pair((s,), (t,)) for s, t in zip(units_source, units_target, strict=True)]
    return align(units_source, units_target, ratio, capped=False)


def _same_outline(source: Sequence[Chapter], target: Sequence[Chapter]) -> bool:
    return len(source) == len(target) > 0 and all(
        s.kind == t.kind and (s.heading is None) == (t.heading is None) for s, t in zip(source, target, strict=True))


def align_documents(
    source: Sequence[Chapter], target: Sequence[Chapter], language: str, title: tuple[Unit, Unit] | None = None,
) -> Alignment:
    """Chapters, then headings and paragraphs within each pair of chapters; then pairs out of order.

    ``language`` is the target's, to cut a paragraph that translates two at a sentence end. The
    length ratio is the documents' own, measured again on the pairs the first pass is sure of.
    """
    source, target, title = _distinctive(source, target, title)
    ratio = _ratio(source, target)
    found = _align_once(source, target, ratio, language, title)
    sure = [p for p in found.pairs if p.kind == "1:1" and p.score >= ACCEPTED and p.source[0].kind == "paragraph"]
    if len(sure) >= 3:
        again = sum(p.target[0].size for p in sure) / max(1, sum(p.source[0].size for p in sure))
        if abs(again - ratio) > 0.03 * ratio:
            found = _align_once(source, target, again, language, title)
    return found


def _distinctive(
    source: Sequence[Chapter], target: Sequence[Chapter], title: tuple[Unit, Unit] | None,
) -> tuple[list[Chapter], list[Chapter], tuple[Unit, Unit] | None]:
    """The documents with only the stems that tell units apart: found in at most two units of either side.

    A word the whole document repeats (its subject) is shared by every pair, right or wrong.
    """
    def keep(chapters: Sequence[Chapter], extra: Unit | None) -> tuple[list[Chapter], Unit | None]:
        units = _flat(chapters) + ([extra] if extra else [])
        counts = Counter(stem for unit in units for stem in unit.anchors.stems)
        rare = {stem for stem, count in counts.items() if count <= 2}

        def trimmed(unit: Unit) -> Unit:
            return replace(unit, anchors=replace(unit.anchors, stems=unit.anchors.stems & rare))

        kept = [replace(c, heading=trimmed(c.heading) if c.heading else None, units=tuple(map(trimmed, c.units)))
                for c in chapters]
        return kept, trimmed(extra) if extra else None

    kept_source, source_title = keep(source, title[0] if title else None)
    kept_target, target_title = keep(target, title[1] if title else None)
    both = (source_title, target_title) if source_title and target_title else None
    return kept_source, kept_target, both


def _ratio(source: Sequence[Chapter], target: Sequence[Chapter]) -> float:
    size_source = sum(c.as_unit().size for c in source)
    size_target = sum(c.as_unit().size for c in target)
    return min(3.0, max(1 / 3, size_target / size_source)) if size_source and size_target else 1.0


@dataclass
class _Group:
    """One chapter bead's units, its headings taken out when they pair."""

    heading: Pair | None
    source: list[Unit]
    target: list[Unit]
    paired: bool

    def align(self, ratio: float) -> list[Pair]:
        if self.paired:
            return align(self.source, self.target, ratio)
        return [Pair((u,), ()) for u in self.source] + [Pair((), (u,)) for u in self.target]


def _group(bead: Pair) -> _Group:
    source, target = chapters_of(bead.source), chapters_of(bead.target)
    source_units, target_units = _flat(source), _flat(target)
    if source and target and source[0].heading is not None and target[0].heading is not None:
        heading = Pair((source_units[0],), (target_units[0],),
                       min(bead.score, score_cap(source_units[:1], target_units[:1])))
        return _Group(heading, source_units[1:], target_units[1:], True)
    return _Group(None, source_units, target_units, bool(source and target))


def _align_once(
    source: Sequence[Chapter], target: Sequence[Chapter], ratio: float, language: str,
    title: tuple[Unit, Unit] | None,
) -> Alignment:
    chapters = align_chapters(source, target, ratio)
    groups = [_group(bead) for bead in chapters]
    inner = [group.align(ratio) for group in groups]
    moved = _out_of_order([pair for pairs in inner for pair in pairs], ratio)
    if moved:
        taken = {id(u) for pair in moved for u in (*pair.source, *pair.target)}
        for index, group in enumerate(groups):  # aligned again: the groups that lost units
            if any(id(u) in taken for u in (*group.source, *group.target)):
                group.source = [u for u in group.source if id(u) not in taken]
                group.target = [u for u in group.target if id(u) not in taken]
                inner[index] = group.align(ratio)
    pairs = [Pair((title[0],), (title[1],), score_cap((title[0],), (title[1],)))] if title else []
    for group, found in zip(groups, inner, strict=True):
        pairs += ([group.heading] if group.heading else []) + found
    pairs += moved
    pairs = [done for pair in pairs for done in _unmerged(pair, ratio, language)]
    order = {id(u): n for n, u in enumerate(([title[0]] if title else []) + _flat(source))}

    # A unit of the translation alone goes after the last source unit paired before it in the translation:
    # the pairs by their translation's last line, with the latest source place up to each.
    paired = sorted((p.target[-1].line, order[id(p.source[-1])]) for p in pairs if p.source and p.target)
    lines = [line for line, _ in paired]
    latest = list(itertools.accumulate((place for _, place in paired), max))

    def place(pair: Pair) -> tuple[float, int]:
        if pair.source:
            return order[id(pair.source[0])], 0
        line = pair.target[0].line
        at = bisect.bisect_left(lines, line)
        return (latest[at - 1] if at else -1) + 0.5, line

    return Alignment(chapters, sorted(pairs, key=place), ratio)


def _flat(chapters: Sequence[Chapter]) -> list[Unit]:
    return [u for c in chapters for u in ((c.heading,) if c.heading else ()) + c.units]


def _out_of_order(pairs: list[Pair], ratio: float) -> list[Pair]:
    """Units left over on both sides that their anchors pair anyway: reordered paragraphs."""
    left_source = [p.source[0] for p in pairs if p.kind == "1:0"]
    left_target = [p.target[0] for p in pairs if p.kind == "0:1"]
    # Only units sharing a number, link, code or name can pair: found by them, not each with each.
    by_anchor: dict[object, list[int]] = {}
    for index, t in enumerate(left_target):
        for anchor in _shareable(t.anchors):
            by_anchor.setdefault(anchor, []).append(index)
    candidates = []
    for s in left_source:
        near = sorted({index for anchor in _shareable(s.anchors) for index in by_anchor.get(anchor, ())})
        for t in (left_target[index] for index in near):
            if s.kind != t.kind:
                continue
            found = agreement(s.anchors, t.anchors)
            if found.shared == 0 or found.conflicts:
                continue
            margin = bead_cost((s,), (), ratio) + bead_cost((), (t,), ratio) - bead_cost((s,), (t,), ratio)
            if margin >= MOVED_MARGIN:
                candidates.append((margin, s, t))
    moved, used = [], set()
    for margin, s, t in sorted(candidates, key=lambda c: -c[0]):
        if id(s) in used or id(t) in used:
            continue
        used |= {id(s), id(t)}
        moved.append(Pair((s,), (t,), min(DISAGREEING, 1 / (1 + math.exp(-margin))), "moved"))
    return moved


def _shareable(anchors: Anchors) -> set[object]:
    """What two units must share to be paired out of order (:attr:`Agreement.shared`)."""
    return {*(("n", n) for n in anchors.numbers), *(("l", link) for link in anchors.links | anchors.targets),
            *(("c", code) for code in anchors.code), *(("w", name) for name in anchors.names)}


def _unmerged(pair: Pair, ratio: float, language: str) -> list[Pair]:
    """A 2:1 bead cut at the target's sentence end that fits both best, if one clearly does; a 1:2 joined."""
    if pair.kind == "1:2":
        return [replace(pair, score=min(pair.score, DISAGREEING), how="joined")]
    if pair.kind != "2:1":
        return [pair]
    from audioguide.text.prepare import split_sentences  # the sentences as speech preparation cuts them

    (target,) = pair.target
    sentences = split_sentences(target.text, language)
    if len(sentences) < 2:
        return [replace(pair, how="merged")]
    first, second = (replace(u, anchors=Anchors.of(u.text)) for u in pair.source)
    costs = []
    for cut in range(1, len(sentences)):
        head = Unit("paragraph", " ".join(sentences[:cut]).strip(), target.line)
        tail = Unit("paragraph", " ".join(sentences[cut:]).strip(), target.line)
        head, tail = replace(head, anchors=Anchors.of(head.text)), replace(tail, anchors=Anchors.of(tail.text))
        margins = [bead_cost((s,), (), ratio) + bead_cost((), (t,), ratio) - bead_cost((s,), (t,), ratio)
                   for s, t in ((first, head), (second, tail))]
        costs.append((bead_cost((first,), (head,), ratio) + bead_cost((second,), (tail,), ratio), min(margins),
                      head, tail))
    costs.sort(key=lambda c: c[0])
    best = costs[0]
    clear = len(costs) == 1 or costs[1][0] - best[0] >= 1.0
    if not clear or best[1] <= 0:
        return [replace(pair, how="merged")]
    score = min(pair.score, DISAGREEING)
    return [Pair((pair.source[0],), (best[2],), score, "split"), Pair((pair.source[1],), (best[3],), score, "split")]



