"""Writing MCR test hands briefly: ``deal("b1 b2 b3 ...", win="b3", melds=["pung Rd Rd Rd"])``.

Melds and tiles are in the product's notation (``tests.hands``); ``kong*`` is a declared
concealed kong. The winner sits in ``seat``; the other players are unknown (``{}``) unless
``others`` gives their melds.
"""

from __future__ import annotations

from scoring.engine import score_dict
from scoring.engine.result import DealScore
from tests.hands import hand

WINDS = ("E", "S", "W", "N")


def deal(
    concealed: str,
    *,
    win: str,
    melds: tuple[str, ...] | list[str] = (),
    self_drawn: bool = False,
    seat: str = "S",
    prevalent: str = "E",
    discarder: str | None = None,
    conditions: tuple[str, ...] = (),
    bonus: str = "",
    options: dict | None = None,
    others: dict[str, list[str]] | None = None,
    kind: str = "win",
) -> dict:
    players: dict[str, dict] = {w: {} for w in WINDS}
    for w, ms in (others or {}).items():
        players[w] = {"concealed": [], **hand(" | ".join(ms))}
    players[seat] = {"concealed": [], **hand(" | ".join([*melds, concealed, bonus]))}
    if not self_drawn and discarder is None and kind == "win":
        discarder = next(w for w in WINDS if w != seat)
    result = {
        "kind": kind,
        "winning_tile": win,
        "self_drawn": self_drawn,
        "discarder": discarder,
        "conditions": list(conditions),
    }
    if kind == "win":
        result["winner"] = seat
    elif kind == "false_mahjong":
        result["claimant"] = seat
    return {
        "ruleset": "mcr",
        "options": options or {},
        "prevailing_wind": prevalent,
        "players": players,
        "result": result,
    }


def score(concealed: str, **kwargs) -> DealScore:
    """The hand scored as a file records it: a claim under the 8-point minimum (refused at
    the table) settles as the false mahjong it is, with its elements (AMBIG-2)."""
    return score_dict(deal(concealed, **kwargs), claim_below_minimum=True)


def elements(result: DealScore, seat: str = "S") -> dict[str, int]:
    """``{element key: count}`` of ``seat`` (key without the ``mcr.`` prefix)."""
    return {e.element.id.split(".", 1)[1]: e.count for e in result.elements.get(seat, ())}
