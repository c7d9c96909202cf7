"""Deals for the Dutch ruleset tests, and random deals for the property tests.

A player's tiles are written in the product's notation and read by ``tests.hands.hand``
(``"pung Rd Rd Rd | kong* k7 k7 k7 k7 | b1 b2 b3 c2 c2"``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping

from scoring.engine import get_ruleset
from scoring.engine.interchange import deal_from_dict
from scoring.engine.tiles import Tile
from tests.hands import hand

# 13 distinct simples over three suits: scores 0 and waits for nothing irregular
FILLER_ORDER = [s + str(r) for r in (2, 3, 4, 5, 6, 7, 8) for s in "bck"]
SEATS = ("E", "S", "W", "N")


def _used(players: Mapping[str, dict]) -> Counter:
    used: Counter = Counter()
    for p in players.values():
        for m in p.get("melds", []):
            used.update(m["tiles"])
        used.update(p.get("concealed", []))
    return used


def filler(used: Counter) -> dict:
    """13 distinct simples of three suits still available: a hand worth 0."""
    tiles = []
    for t in FILLER_ORDER:
        if used[t] < 4:
            tiles.append(t)
            used[t] += 1
        if len(tiles) == 13:
            break
    return {"melds": [], "concealed": tiles, "bonus": [], "dead": False}


def deal_dict(
    players: Mapping[str, str | dict | None],
    *,
    ruleset: str = "nmb",
    winner: str | None = "S",
    tile: str | None = None,
    self_drawn: bool = False,
    discarder: str | None = None,
    conditions: Iterable[str] = (),
    wind: str = "E",
    options: Mapping[str, object] | None = None,
    kind: str = "win",
    claimant: str | None = None,
    seats: Iterable[str] = SEATS,
    sitting_out: str | None = None,
) -> dict:
    given = {s: hand(p) if isinstance(p, str) else p for s, p in players.items() if p is not None}
    used = _used(given)
    out_players = {}
    for seat in seats:
        out_players[seat] = given[seat] if seat in given else filler(used)
    if kind == "win" and not self_drawn and discarder is None:
        discarder = next(s for s in seats if s != winner)
    data = {
        "ruleset": ruleset,
        "options": dict(options or {}),
        "prevailing_wind": wind,
        "players": out_players,
        "result": {
            "kind": kind,
            "winner": winner if kind == "win" else None,
            "winning_tile": tile,
            "self_drawn": self_drawn,
            "discarder": discarder if kind == "win" else None,
            "conditions": list(conditions),
            "claimant": claimant,
        },
    }
    if sitting_out:
        data["sitting_out"] = sitting_out
    return data


def score(players, **kwargs):
    data = deal_dict(players, **kwargs)
    deal = deal_from_dict(data)
    return get_ruleset(deal.ruleset).score(deal)


def element_ids(score_, seat: str) -> set[str]:
    return {e.element.id.split(".", 1)[1] for e in score_.elements[seat]}


# --- random realistic deals (property tests, speed) ---------------------------------------


def random_deal_dict(rng: random.Random, ruleset: str = "nmb", *, players: int = 4) -> dict:
    """A winner with four sets and a pair (some exposed, maybe a kong) and losers with the
    tiles left over (sometimes an exposed pung), all from one 136-tile set."""
    seats = SEATS[:players]
    left = dict.fromkeys(range(34), 4)
    if players == 3:  # no characters, no North [000:L558]
        for t in [*range(18, 27), 30]:
            left[t] = 0

    def take(t: int, n: int) -> bool:
        if left[t] < n:
            return False
        left[t] -= n
        return True

    sets: list[tuple[str, list[int]]] = []
    suits = 2 if players == 3 else 3
    while len(sets) < 4:
        if rng.random() < 0.5:
            t = rng.randrange(suits) * 9 + rng.randrange(7)
            if left[t] and left[t + 1] and left[t + 2]:
                for x in (t, t + 1, t + 2):
                    take(x, 1)
                sets.append(("chow", [t, t + 1, t + 2]))
        else:
            t = rng.randrange(34)
            if rng.random() < 0.15 and take(t, 4):
                sets.append(("kong", [t] * 4))
            elif take(t, 3):
                sets.append(("pung", [t] * 3))
    pair = rng.randrange(34)
    while not take(pair, 2):
        pair = rng.randrange(34)
    melds = []
    concealed: list[int] = []
    for kind, tiles in sets:
        if kind == "kong" or (rng.random() < 0.4 and not (players == 3 and kind == "chow")):
            meld = {"kind": kind, "tiles": [str(Tile(x)) for x in tiles]}
            if kind == "kong" and rng.random() < 0.5:
                meld["concealed"] = True
            melds.append(meld)
        else:
            concealed.extend(tiles)
    concealed += [pair, pair]
    winner = rng.choice(seats)
    winning = rng.choice(concealed)
    self_drawn = rng.random() < 0.4
    out = {
        winner: {
            "melds": melds,
            "concealed": [str(Tile(x)) for x in concealed],
            "bonus": [],
            "dead": False,
        }
    }
    rest = [t for t in range(34) for _ in range(left[t])]
    rng.shuffle(rest)
    for seat in seats:
        if seat == winner:
            continue
        lm = []
        if rng.random() < 0.3:
            counts = Counter(rest)
            choices = sorted(t for t, n in counts.items() if n >= 3)
            if choices:
                t = rng.choice(choices)
                for _ in range(3):
                    rest.remove(t)
                lm.append({"kind": "pung", "tiles": [str(Tile(t))] * 3})
        n = 13 - 3 * len(lm)
        tiles, rest = rest[:n], rest[n:]
        out[seat] = {
            "melds": lm,
            "concealed": [str(Tile(x)) for x in sorted(tiles)],
            "bonus": [],
            "dead": rng.random() < 0.05,
        }
    discarder = None if self_drawn else rng.choice([s for s in seats if s != winner])
    return {
        "ruleset": ruleset,
        "options": {},
        "prevailing_wind": rng.choice(seats),
        "players": {s: out[s] for s in seats},
        "result": {
            "kind": "win",
            "winner": winner,
            "winning_tile": str(Tile(winning)),
            "self_drawn": self_drawn,
            "discarder": discarder,
            "conditions": [],
        },
    }
