"""Comparing the fast scorer with a ruleset's reference scorer: one deal's outcome as named
fields, and an assertion message that shows the deal in the product's notation and only
the fields that differ."""

from __future__ import annotations

import json
from collections.abc import Callable

from scoring.engine import ScoringError
from scoring.engine.hand import Deal
from scoring.notation import format_player


def outcome(score: Callable[[Deal], object], deal: Deal) -> dict[str, object]:
    """The fields a result is compared on: points, elements in order, settlement, notes; or
    the error's class, code, message and parameters."""
    try:
        result = score(deal)
    except ScoringError as error:
        return {
            "error": type(error).__name__,
            "code": error.code,
            "message": str(error),
            "params": sorted(error.params.items()),
        }
    as_dict = result.as_dict()  # type: ignore[attr-defined]
    as_dict["ruleset"] = result.ruleset  # type: ignore[attr-defined]
    as_dict["seat_order"] = list(result.points)  # type: ignore[attr-defined]
    return json.loads(json.dumps(as_dict, sort_keys=True))


def deal_text(deal: Deal) -> str:
    """The deal as a scorekeeper would type it: one line per seat, the result, the options."""
    lines = []
    for seat, hand in deal.players.items():
        melds = [
            {"kind": m.kind.value, "concealed": m.concealed, "tiles": [str(t) for t in m.tiles]}
            for m in hand.melds
        ]
        player = {
            "melds": melds,
            "concealed": [str(t) for t in hand.concealed],
            "bonus": [str(t) for t in hand.bonus],
            "dead": hand.dead,
        }
        lines.append(f"  {seat}: {format_player(player) if hand.known else '??'}")
    lines.append(f"  result: {deal.result!r}")
    lines.append(f"  prevailing wind {deal.prevailing_wind}, options {dict(deal.options)}")
    return "\n".join(lines)


def difference(fast: dict[str, object], reference: dict[str, object], deal: Deal) -> str:
    """The assertion message: the deal, then each differing field, fast vs reference."""
    fields = [k for k in {**fast, **reference} if fast.get(k) != reference.get(k)]
    shown = "\n".join(
        f"  {k}:\n    fast      {fast.get(k)!r}\n    reference {reference.get(k)!r}" for k in fields
    )
    return f"the fast scorer and the reference differ on\n{deal_text(deal)}\n{shown}"


def assert_same(
    fast: Callable[[Deal], object], reference: Callable[[Deal], object], deal: Deal
) -> None:
    got, expected = outcome(fast, deal), outcome(reference, deal)
    assert got == expected, difference(got, expected, deal)
