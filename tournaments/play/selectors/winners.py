"""Every winner of a hand, where the reports count wins or winning hands.

A hand's ``winner`` is one seat: with several winners of one discard (a double or triple
win on one discard, ``Ruleset.several_winners``) it is the first in turn after the discarder, and
the others are known by their results. A ruleset that scores the winner alone
(``scores_every_player`` off) gives a hand value to winners only, so in a won hand of a
ruleset that may have several winners, each result with points is a winner's: the rule
the score sheets (``reports.sheets``) and the head-to-head read as well.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from typing import Any

from django.db.models import F, Q

from scoring.engine.registry import get_ruleset, ruleset_ids


def several_winner_rulesets() -> list[str]:
    """The rulesets that may store several winners of one discard (under their default
    options: a club's option can only turn it off, as WRC's head bump does)."""
    return [
        r
        for r in ruleset_ids()
        if not get_ruleset(r).scores_every_player and get_ruleset(r).several_winners({})
    ]


def won_q(
    *,
    result: str = "",
    seat: str = "seat",
    ruleset: str = "seat__round__event__ruleset",
    several_events: Iterable[int] | None = None,
) -> Q:
    """A ``HandResult`` of a winner of its hand. From another model: ``result`` the path to
    the result (``"results__"`` from a seat), ``seat`` to its seat, ``ruleset`` to the
    event's ruleset; or, where the event's table must stay out of the query (the grouped
    sums of the standings), ``several_events``: the events of a ruleset that may have
    several winners, known beforehand."""
    several = (
        {f"{ruleset}__in": several_winner_rulesets()}
        if several_events is None
        else {f"{seat}__round__event_id__in": list(several_events)}
    )
    return Q(**{f"{result}hand__winner": F(seat)}) | Q(
        **several, **{f"{result}hand__result_kind": "win", f"{result}points__gt": 0}
    )


def several_events(
    seats: Iterable[Mapping[str, Any]],
    *,
    event: str = "round__event_id",
    ruleset: str = "round__event__ruleset",
) -> set[int]:
    """The events of ``seats`` (rows with their ``event`` and its ``ruleset``) whose
    ruleset may have several winners: ``won_q``'s ``several_events``."""
    several = set(several_winner_rulesets())
    return {row[event] for row in seats if row[ruleset] in several}


def result_won(
    *,
    winner_id: int | None,
    seat_id: int,
    kind: str,
    points: int,
    ruleset: str,
    several: Container[str],
) -> bool:
    """Whether the result of ``seat_id`` (``points``, in a hand of ``kind`` whose winner is
    ``winner_id``, at an event of ``ruleset``) is a winner's: ``won_q`` in Python, with
    ``several`` the ``several_winner_rulesets()`` read once."""
    if winner_id == seat_id:
        return True
    return kind == "win" and points > 0 and ruleset in several
