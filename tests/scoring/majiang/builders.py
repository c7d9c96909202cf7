"""Compact deal builders for the Ma Jiang tests in the interchange format (FORMAT.md); the
players' tiles are written with ``tests.hands.hand`` (the product's notation)."""

from __future__ import annotations

from scoring.engine import DealScore, deal_from_dict, get_ruleset, score_deal

RULESET = get_ruleset("majiang")
SEATS = ("E", "S", "W", "N")


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
