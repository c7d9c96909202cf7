"""Compact builders for Ma Jiang test hands in the interchange format (FORMAT.md)."""

from __future__ import annotations

from scoring.engine import DealScore, deal_from_dict, get_ruleset, score_deal

RULESET = get_ruleset("majiang")
SEATS = ("E", "S", "W", "N")


def meld(text: str) -> dict:
    """``"pung b2 b2 b2"``, ``"chow b1 b2 b3"``, ``"kong b7 b7 b7 b7"``; a trailing ``!`` on
    the kind marks a concealed kong (``"kong! b7 b7 b7 b7"``)."""
    kind, *tiles = text.split()
    concealed = kind.endswith("!")
    out: dict = {"kind": kind.rstrip("!"), "tiles": tiles}
    if concealed:
        out["concealed"] = True
    return out


def hand(concealed: str, *melds: str, bonus: str = "", dead: bool = False) -> dict:
    return {
        "melds": [meld(m) for m in melds],
        "concealed": concealed.split(),
        "bonus": bonus.split(),
        "dead": dead,
    }


def deal_dict(
    winner: str = "S",
    tiles: dict | None = None,
    *,
    tile: str | None = None,
    discarder: str | None = None,
    self_drawn: bool = False,
    conditions: tuple[str, ...] = (),
    wind: str = "E",
    pao: str | None = None,
    options: dict | None = None,
    players: int = 4,
    others: dict[str, dict] | None = None,
    kind: str = "win",
    claimant: str | None = None,
    sitting_out: str | None = None,
) -> dict:
    seats = SEATS[:players]
    players_data: dict[str, dict] = {s: {} for s in seats}
    players_data.update(others or {})
    if tiles is not None:
        players_data[claimant or winner] = tiles
    if tile is None and tiles is not None and kind == "win" and "heaven" not in conditions:
        tile = tiles["concealed"][-1]
    out = {
        "ruleset": "majiang",
        "options": options or {},
        "prevailing_wind": wind,
        "players": players_data,
        "result": {
            "kind": kind,
            "winner": winner if kind == "win" else None,
            "winning_tile": tile,
            "self_drawn": self_drawn,
            "discarder": discarder,
            "conditions": list(conditions),
            "pao": pao,
            "claimant": claimant,
        },
    }
    if sitting_out is not None:
        out["sitting_out"] = sitting_out
    return out


def score(*args, **kwargs) -> DealScore:
    return score_deal(deal_from_dict(deal_dict(*args, **kwargs)))


def element_ids(result: DealScore, seat: str) -> list[str]:
    out = []
    for e in result.elements.get(seat, ()):
        out.extend([e.element.id.removeprefix("majiang.")] * e.count)
    return sorted(out)
