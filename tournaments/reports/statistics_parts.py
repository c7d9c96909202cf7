"""Two parts of one player's statistics added into one (pure Python, no queries).

A member's statistics are counted in two parts (``reports.selectors.member_statistics``):
the finished events in scope, kept while they stay as they are, and tonight's evening, read
for each request. Every count of the two parts adds up, as the events do not share a hand
or a game: their sum is what one count over both gives. A biggest hand is the larger of the
two; averages and rates are properties of the sums (never the average of two averages).

Each field of ``PlayerStatistics`` has its rule in ``_RULES``; a field without one is an
error (``add_statistics`` fails at once), so a new field is never dropped silently.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields
from typing import Any

from tournaments.reports.statistics import (
    ElementCount,
    PlayerStatistics,
    WinningHands,
    element_key,
)

#: ruleset id -> its place in the registry's order (``ruleset_ids()``)
Order = Mapping[str, int]
Rule = Callable[[Any, Any, Order], Any]


def _first(a: Any, b: Any, order: Order) -> Any:
    return a


def _sum(a: int, b: int, order: Order) -> int:
    return a + b


def _places(a: tuple[int, ...], b: tuple[int, ...], order: Order) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _ruleset_sort(order: Order) -> Callable[[str], tuple[int, str]]:
    """As ``statistics._Tally.freeze`` orders rulesets: the registry's order, others after."""
    return lambda ruleset: (order.get(ruleset, len(order)), ruleset)


def _winning(
    a: tuple[WinningHands, ...], b: tuple[WinningHands, ...], order: Order
) -> tuple[WinningHands, ...]:
    by_ruleset = {w.ruleset: w for w in a}
    for w in b:
        held = by_ruleset.get(w.ruleset)
        by_ruleset[w.ruleset] = (
            w
            if held is None
            else WinningHands(
                ruleset=w.ruleset,
                wins=held.wins + w.wins,
                total_points=held.total_points + w.total_points,
                biggest_points=max(held.biggest_points, w.biggest_points),
                total_settlement=held.total_settlement + w.total_settlement,
                biggest_settlement=max(held.biggest_settlement, w.biggest_settlement),
            )
        )
    return tuple(by_ruleset[r] for r in sorted(by_ruleset, key=_ruleset_sort(order)))


def _elements(
    a: tuple[ElementCount, ...], b: tuple[ElementCount, ...], order: Order
) -> tuple[ElementCount, ...]:
    counts: dict[str, int] = {}
    rows: dict[str, Mapping[str, Any]] = {}
    for e in (*a, *b):
        key = element_key(e.element)
        counts[key] = counts.get(key, 0) + e.count
        rows.setdefault(key, e.element)
    return tuple(
        ElementCount(rows[key], n) for key, n in sorted(counts.items(), key=lambda i: (-i[1], i[0]))
    )


def _fact_rulesets(a: tuple[str, ...], b: tuple[str, ...], order: Order) -> tuple[str, ...]:
    return tuple(sorted({*a, *b}, key=_ruleset_sort(order)))


#: how each field of two parts makes the field of their sum
_RULES: dict[str, Rule] = {
    "player": _first,  # the same player in both parts
    "hands": _sum,
    "wins": _sum,
    "self_drawn_wins": _sum,
    "discard_wins": _sum,
    "deal_ins": _sum,
    "draws": _sum,
    "limit_hands": _sum,
    "games": _sum,
    "places": _places,
    "tp_units": _sum,
    "penalties": _sum,
    "penalty_points": _sum,
    "winning_hands": _winning,
    "elements": _elements,
    "declared": _sum,
    "declared_wins": _sum,
    "tenpai_draws": _sum,
    "fact_rulesets": _fact_rulesets,
}


def add_statistics(
    a: PlayerStatistics, b: PlayerStatistics, *, ruleset_order: Iterable[str] = ()
) -> PlayerStatistics:
    """The statistics of ``a``'s hands and games and ``b``'s together (one player's, of
    events apart); ``ruleset_order`` orders the rulesets as ``player_statistics`` does."""
    order = {r: i for i, r in enumerate(ruleset_order)}
    return PlayerStatistics(
        **{
            f.name: _RULES[f.name](getattr(a, f.name), getattr(b, f.name), order)
            for f in fields(PlayerStatistics)
        }
    )


def statistics_total(
    parts: Iterable[PlayerStatistics | None], *, ruleset_order: Iterable[str] = ()
) -> PlayerStatistics | None:
    """The parts added (``add_statistics``), None for a player in none of them."""
    order = list(ruleset_order)
    total: PlayerStatistics | None = None
    for part in parts:
        if part is not None:
            total = part if total is None else add_statistics(total, part, ruleset_order=order)
    return total
