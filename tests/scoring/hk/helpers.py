"""Building ``hk`` deals for tests; tiles and sets in the product's notation (``tests.hands``)."""

from __future__ import annotations

from scoring.engine import DealScore, deal_from_dict, score_deal
from scoring.engine.hand import Deal
from tests.hands import hand


def hk_deal(
    concealed: str,
    *,
    melds: tuple[str, ...] = (),
    winner: str = "S",
    win: str | None = None,
    self_drawn: bool = False,
    discarder: str | None = "W",
    bonus: str = "s3",
    conditions: tuple[str, ...] = (),
    pao: str | None = None,
    prevailing: str = "E",
    options: dict[str, object] | None = None,
    seats: str = "ESWN",
    dead: bool = False,
) -> Deal:
    """A win by ``winner``; ``win`` defaults to the last concealed tile. ``bonus`` defaults to
    another seat's season so that 'no seasons' does not count."""
    line = " | ".join([*melds, concealed, bonus, "dead" if dead else ""])
    players: dict[str, object] = {s: {} for s in seats}
    players[winner] = {"concealed": [], **hand(line)}
    tiles = players[winner]["concealed"]
    return deal_from_dict(
        {
            "ruleset": "hk",
            "options": {"min_fan": 0, **(options or {})},
            "prevailing_wind": prevailing,
            "players": players,
            "result": {
                "kind": "win",
                "winner": winner,
                "winning_tile": win or tiles[-1],
                "self_drawn": self_drawn,
                "discarder": None if self_drawn else discarder,
                "conditions": list(conditions),
                "pao": pao,
            },
        }
    )


def hk_score(concealed: str, **kwargs) -> DealScore:
    return score_deal(hk_deal(concealed, **kwargs))


def element_ids(score: DealScore, seat: str = "S") -> dict[str, int]:
    """``{element id without 'hk.': total fan}`` of one seat."""
    return {e.element.id.removeprefix("hk."): e.total for e in score.elements.get(seat, ())}
