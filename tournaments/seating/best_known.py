"""Best known draws of the hard fields, found offline by long runs of the search.

On tight fields with tables of five (21 x 7, 27 x 7, 35 x 9, ...) a 10 s draw
ends a few repeats above what a run of twelve times as long finds, and which
seed comes closest is luck (docs/seating.md, "What remains short"). Those long runs are
kept: ``best_known.json`` beside this module holds, per field (players, rounds,
table sizes, byes), the draw with the fewest (most meetings, repeats,
consecutive repeats) that ``scripts/best_known_draws.py`` found, on player
indices 0..n-1 (a round per line, tables separated by bars), with its byes,
figures and how it was found. The script replaces an entry only by a better
draw, so running it again (more seeds, longer budgets, more fields) can only
improve the file.

A draw of such a field starts from it: the players are placed on the indices by
the seed (with pairs that must not meet, players of such a pair then trade
places with others until as few of them meet as the draw allows), and the draw competes with the search's runs as their opening
(:func:`.search.solve`): the final reheat starts from it when no run does
better, so a 10 s draw is at least as good as the best known one and the
search may still improve it. Its byes and seats at odd tables come with it
(fair: within one of each other, checked here and by the tests), in place of
the rotation's.

Only fresh draws use it (a redraw after played rounds is another problem), and
only for the exact field: players, rounds, table sizes and byes.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

from .policy import Layout

DATA = Path(__file__).with_name("best_known.json")
BEST_KNOWN = "best known draw (long runs of the search)"
PLACEMENT_STEPS = 5_000  # trades of places tried when some pairs must not meet

type Rounds = tuple[tuple[tuple[int, ...], ...], ...]


@dataclass(frozen=True)
class Figures:
    """A draw's quality on the search's first three criteria (smaller is better)."""

    max_meetings: int
    repeats: int
    consecutive: int

    def key(self) -> tuple[int, int, int]:
        return (self.max_meetings, self.repeats, self.consecutive)


@dataclass(frozen=True)
class KnownDraw:
    """One field's best known draw on indices 0..n-1: tables largest first."""

    n: int
    layout: Layout
    rounds: Rounds
    byes: tuple[tuple[int, ...], ...]
    figures: Figures
    found: str


@dataclass(frozen=True)
class Start:
    """A known draw placed on the players: rounds, byes and odd-table seats."""

    rounds: Rounds
    byes: tuple[frozenset[int], ...]
    odd: tuple[frozenset[int], ...]


def field_key(n: int, rounds: int, layout: Layout) -> str:
    """``"21x7:5-4-4-4-4"``, with ``"+2b"`` for two byes: the file's key."""
    sizes = "-".join(str(s) for s in layout.sizes)
    return f"{n}x{rounds}:{sizes}" + (f"+{layout.byes}b" if layout.byes else "")


def figures(n: int, rounds: Sequence[Sequence[Sequence[int]]]) -> Figures:
    """Most meetings, repeats and pairs meeting in consecutive rounds."""
    meetings: Counter[tuple[int, int]] = Counter()
    consecutive = 0
    previous: set[tuple[int, int]] = set()
    for tables in rounds:
        pairs = {pair for table in tables for pair in combinations(sorted(table), 2)}
        meetings.update(pairs)
        consecutive += len(pairs & previous)
        previous = pairs
    most = max(meetings.values(), default=0)
    repeats = sum(m - 1 for m in meetings.values())
    return Figures(most, repeats, consecutive)


def check(draw: KnownDraw) -> None:
    """Raise ValueError unless ``draw`` seats its field, fairly, with its figures."""
    n, layout = draw.n, draw.layout
    if len(draw.byes) != len(draw.rounds):
        raise ValueError("one bye list per round")
    odd = [0] * n
    sat_out = [0] * n
    for tables, byes in zip(draw.rounds, draw.byes, strict=True):
        if tuple(len(t) for t in tables) != layout.sizes or len(byes) != layout.byes:
            raise ValueError("a round does not have the field's tables")
        seated = [p for t in tables for p in t] + list(byes)
        if sorted(seated) != list(range(n)):
            raise ValueError("a round does not seat every player once")
        for table in tables:
            for p in table:
                odd[p] += len(table) != 4
        for p in byes:
            sat_out[p] += 1
    if max(odd) - min(odd) > 1 or max(sat_out) - min(sat_out) > 1:
        raise ValueError("odd-table seats or byes are not within one of each other")
    if figures(n, draw.rounds) != draw.figures:
        raise ValueError("the figures do not match the draw")


def _entry(key: str, data: dict[str, Any]) -> KnownDraw:
    n = int(key.split("x", 1)[0])
    draw = KnownDraw(
        n=n,
        layout=Layout(sizes=tuple(int(s) for s in data["sizes"].split()), byes=int(data["byes"])),
        rounds=tuple(_parse_round(text) for text in data["rounds"]),
        byes=tuple(
            tuple(int(p) for p in text.split())
            for text in data.get("bye_players", [""] * len(data["rounds"]))
        ),
        figures=Figures(data["max_meetings"], data["repeats"], data["consecutive"]),
        found=data["found"],
    )
    check(draw)
    if field_key(n, len(draw.rounds), draw.layout) != key:
        raise ValueError(f"{key}: the key does not name its draw")
    return draw


@cache
def known_draws(path: Path = DATA) -> dict[str, KnownDraw]:
    """Every entry of the file, checked (a missing file: none)."""
    if not path.exists():
        return {}
    raw = json.loads(path.read_text())
    return {key: _entry(key, data) for key, data in raw["draws"].items()}


def to_json(draw: KnownDraw) -> dict[str, object]:
    """The file's form of one entry."""
    row = {
        "sizes": " ".join(map(str, draw.layout.sizes)),
        "byes": draw.layout.byes,
        "max_meetings": draw.figures.max_meetings,
        "repeats": draw.figures.repeats,
        "consecutive": draw.figures.consecutive,
        "found": draw.found,
        "rounds": [" | ".join(" ".join(map(str, t)) for t in tables) for tables in draw.rounds],
    }
    if draw.layout.byes:
        row["bye_players"] = [" ".join(map(str, b)) for b in draw.byes]
    return row


def _parse_round(text: str) -> tuple[tuple[int, ...], ...]:
    """``"0 5 9 12 | 1 2 3 4"``: tables separated by bars, players by spaces."""
    return tuple(tuple(int(p) for p in table.split()) for table in text.split("|"))


def known_start(
    n: int,
    rounds: int,
    layout: Layout,
    forbidden: frozenset[tuple[int, int]],
    rng: random.Random,
) -> Start | None:
    """The field's best known draw with the players placed by ``rng``; None
    when none is known. With pairs that must not meet, the placement is then
    improved so that as few of them meet as it can (:func:`_apart`)."""
    known = known_draws().get(field_key(n, rounds, layout))
    if known is None:
        return None
    points = list(range(n))
    rng.shuffle(points)
    if forbidden:
        points = _apart(known, points, forbidden, rng)
    placed = _placed(known.rounds, points)
    return Start(
        rounds=placed,
        byes=tuple(frozenset(points[p] for p in byes) for byes in known.byes),
        odd=tuple(frozenset(p for t in tables if len(t) != 4 for p in t) for tables in placed),
    )


def _apart(
    known: KnownDraw,
    points: list[int],
    forbidden: frozenset[tuple[int, int]],
    rng: random.Random,
) -> list[int]:
    """A placement (index -> player) under which few pairs that must not meet
    do: players of a pair that meets trade places with random others while that
    does not make more such meetings (``PLACEMENT_STEPS`` tries at most)."""
    n = known.n
    met = [[0] * n for _ in range(n)]
    for tables in known.rounds:
        for table in tables:
            for a, b in combinations(table, 2):
                met[a][b] += 1
                met[b][a] += 1
    index = [0] * n  # player -> index
    for i, player in enumerate(points):
        index[player] = i
    kept_apart: dict[int, list[int]] = {}
    for a, b in forbidden:
        kept_apart.setdefault(a, []).append(b)
        kept_apart.setdefault(b, []).append(a)

    def meetings(player: int) -> int:
        return sum(met[index[player]][index[other]] for other in kept_apart.get(player, ()))

    for _ in range(PLACEMENT_STEPS):
        meeting = [p for a, b in forbidden if met[index[a]][index[b]] for p in (a, b)]
        if not meeting:
            break
        a = rng.choice(meeting)
        c = rng.randrange(n)
        if c == a:
            continue
        before = meetings(a) + meetings(c)
        index[a], index[c] = index[c], index[a]
        if meetings(a) + meetings(c) > before:
            index[a], index[c] = index[c], index[a]
    placement = [0] * n
    for player, i in enumerate(index):
        placement[i] = player
    return placement


def _placed(rounds: Rounds, points: Sequence[int]) -> Rounds:
    return tuple(tuple(tuple(points[p] for p in t) for t in tables) for tables in rounds)
