"""Properties every Dutch deal must have, as plain functions of a ruleset id and a random
seed; ``test_nmb_properties`` and ``test_redbook_properties`` run them under hypothesis.

Seat symmetry: East is always the dealer and pays and receives double, so the seats are not
interchangeable. What does hold:

* relabelling the other seats (S, W, N) by a permutation, together with their wind tiles and
  bonus tiles (a hand's own wind and own flowers follow its seat), keeps every hand's points
  and permutes the settlement the same way;
* a hand's points depend on its own tiles and seat only: moving the other non-winning hands
  among the other non-winning seats leaves them unchanged, and leaves the winner's settlement
  unchanged too (the winner collects his score from each seat, whatever they hold).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from scoring.engine import ScoringError, get_ruleset
from scoring.engine.interchange import deal_from_dict, deal_to_dict

from .helpers import random_deal_dict

WIND_NAMES = ("E", "S", "W", "N")


def outcome(data: dict) -> tuple | str:
    """(points, settlement) or the error code: a transformed deal must match either way."""
    try:
        deal = deal_from_dict(data)
        result = get_ruleset(deal.ruleset).score(deal)
    except ScoringError as error:
        return f"error:{error.code}"
    return dict(result.points), result.settlement.as_dict()


def generated(ruleset_id: str, seed: int, players: int = 4) -> dict:
    """A random deal; for nmb three in four waive the 2-double minimum (club option), so that
    most deals score instead of stopping at "needs at least 2 doubles"."""
    data = random_deal_dict(random.Random(seed), ruleset_id, players=players)
    if ruleset_id == "nmb" and (players == 3 or seed % 4):
        data["options"] = {"min_doubles": 0}
    return data


def check_zero_sum(ruleset_id: str, seed: int, players: int = 4) -> None:
    data = generated(ruleset_id, seed, players)
    result = outcome(data)
    if isinstance(result, tuple):
        points, settlement = result
        assert sum(settlement.values()) == 0
        assert all(type(v) is int for v in settlement.values())
        assert settlement[data["result"]["winner"]] >= 0  # the winner pays nothing
        assert set(points) == set(settlement) == set(data["players"])


def shuffled_hands(data: dict, rng: random.Random) -> dict:
    out = {**data, "players": {}}
    for seat, hand in data["players"].items():
        melds = [dict(m, tiles=rng.sample(m["tiles"], len(m["tiles"]))) for m in hand["melds"]]
        rng.shuffle(melds)
        concealed = rng.sample(hand["concealed"], len(hand["concealed"]))
        out["players"][seat] = {**hand, "melds": melds, "concealed": concealed}
    return out


def check_order_irrelevant(ruleset_id: str, seed: int, shuffle_seed: int) -> None:
    data = generated(ruleset_id, seed)
    assert outcome(shuffled_hands(data, random.Random(shuffle_seed))) == outcome(data)


def _map_tile(tile: str, sigma: dict[str, str]) -> str:
    if tile in sigma:
        return sigma[tile]
    if tile[0] in "fs" and len(tile) == 2 and tile[1] in "1234":
        wind = WIND_NAMES[int(tile[1]) - 1]
        return tile[0] + str(WIND_NAMES.index(sigma.get(wind, wind)) + 1)
    return tile


def relabelled(data: dict, sigma: dict[str, str]) -> dict:
    """Seat ``x`` becomes seat ``sigma[x]``, and the wind tile ``x`` becomes ``sigma[x]``."""

    def tiles(ts: list[str]) -> list[str]:
        return [_map_tile(t, sigma) for t in ts]

    def seat(s: str | None) -> str | None:
        return sigma.get(s, s) if s is not None else None

    players = {}
    for s, hand in data["players"].items():
        players[seat(s)] = {
            **hand,
            "melds": [dict(m, tiles=tiles(m["tiles"])) for m in hand["melds"]],
            "concealed": tiles(hand["concealed"]),
            "bonus": tiles(hand.get("bonus", [])),
        }
    result = dict(data["result"])
    for role in ("winner", "discarder", "claimant", "pao"):
        result[role] = seat(result.get(role))
    if result.get("winning_tile"):
        result["winning_tile"] = _map_tile(result["winning_tile"], sigma)
    return {
        **data,
        "prevailing_wind": seat(data["prevailing_wind"]),
        "players": players,
        "result": result,
    }


def check_relabelling(ruleset_id: str, seed: int, order: list[str]) -> None:
    """``order`` is a permutation of S, W, N; East stays the dealer."""
    sigma = dict(zip(("S", "W", "N"), order, strict=True))
    data = generated(ruleset_id, seed)
    before, after = outcome(data), outcome(relabelled(data, sigma))
    if isinstance(before, str):
        assert after == before
        return
    assert isinstance(after, tuple)
    for part_before, part_after in zip(before, after, strict=True):
        assert {sigma.get(s, s): v for s, v in part_before.items()} == part_after


def check_other_hands_moved(ruleset_id: str, seed: int, rng_seed: int) -> None:
    """Hands moved among the non-winning seats other than ``fixed``: ``fixed`` keeps its
    points; the winner keeps its settlement."""
    data = generated(ruleset_id, seed)
    before = outcome(data)
    winner = data["result"]["winner"]
    rng = random.Random(rng_seed)
    for fixed in data["players"]:
        movable = [s for s in data["players"] if s not in (fixed, winner)]
        targets = rng.sample(movable, len(movable))
        moved = {**data, "players": dict(data["players"])}
        for source, target in zip(movable, targets, strict=True):
            moved["players"][target] = data["players"][source]
        after = outcome(moved)
        if isinstance(before, str) or isinstance(after, str):
            # only the winner's hand can make a deal invalid, and it did not move
            assert before == after
            continue
        assert after[0][fixed] == before[0][fixed]
        assert after[1][winner] == before[1][winner]


def check_round_trip(ruleset_id: str, seed: int) -> None:
    data = generated(ruleset_id, seed)
    deal = deal_from_dict(data)
    again = deal_from_dict(deal_to_dict(deal))
    assert again == deal
    assert deal_to_dict(again) == deal_to_dict(deal)


TILES = [
    *(f"{s}{r}" for s in "bck" for r in range(1, 10)),
    *WIND_NAMES,
    "Rd",
    "Gd",
    "Wd",
    "f1",
    "s4",
    "x9",
    "",
]


def malformed(rng: random.Random, ruleset_id: str) -> dict:
    """A hand of random tiles and melds, most of them impossible."""

    def tiles(n: int) -> list[str]:
        return [
            rng.choice(TILES[:-2]) if rng.random() < 0.97 else rng.choice(TILES) for _ in range(n)
        ]

    players = {}
    for seat in rng.sample(WIND_NAMES, rng.choice((3, 4, 4, 4))):
        melds = []
        for _ in range(rng.choice((0, 0, 1, 2, 3, 4))):
            kind = rng.choice(("chow", "pung", "kong", "pair", "pung", "chow"))
            size = {"chow": 3, "pung": 3, "kong": 4, "pair": 2}[kind]
            if rng.random() < 0.5:
                t = rng.choice(TILES[:34])
                meld_tiles = [t] * size
                if kind == "chow" and t[0] in "bck" and int(t[1]) <= 7:
                    meld_tiles = [f"{t[0]}{int(t[1]) + i}" for i in range(3)]
            else:
                meld_tiles = tiles(size + rng.choice((0, 0, -1, 1)))
            melds.append({"kind": kind, "tiles": meld_tiles, "concealed": rng.random() < 0.3})
        count = max(0, 14 - sum(len(m["tiles"]) for m in melds) + rng.choice((-1, 0, 0, 1)))
        players[seat] = {
            "melds": melds,
            "concealed": tiles(count),
            "bonus": [rng.choice(("f1", "f2", "s3"))] if rng.random() < 0.05 else [],
            "dead": rng.random() < 0.1,
        }
    seats = list(players)
    kind = rng.choice(("win", "win", "win", "draw", "false_mahjong", "dead_wall"))
    winner = rng.choice(seats)
    all_tiles = [t for p in players.values() for t in p["concealed"]] or ["b1"]
    return {
        "ruleset": ruleset_id,
        "options": rng.choice(({}, {}, {"flowers": True}, {"limit": 1000}, {"nonsense": 1})),
        "prevailing_wind": rng.choice(WIND_NAMES),
        "players": players,
        "result": {
            "kind": kind,
            "winner": winner,
            "winning_tile": rng.choice(all_tiles) if rng.random() < 0.95 else "f2",
            "self_drawn": rng.random() < 0.5,
            "discarder": rng.choice(seats),
            "conditions": rng.sample(
                ["last_wall_tile", "kong_replacement", "robbing_kong", "heaven", "earth"],
                rng.choice((0, 0, 1, 2)),
            ),
            "claimant": rng.choice(seats) if kind == "false_mahjong" else None,
        },
    }


def check_malformed(ruleset_id: str, seed: int, near_valid: bool) -> None:
    rng = random.Random(seed)
    if near_valid:
        data = generated(ruleset_id, seed)
        seat = rng.choice(list(data["players"]))
        hand = data["players"][seat]
        concealed = list(hand["concealed"])
        if concealed and rng.random() < 0.5:
            concealed[rng.randrange(len(concealed))] = rng.choice(TILES[:34])
        else:
            concealed.append(rng.choice(TILES[:34]))
        data["players"][seat] = {**hand, "concealed": concealed}
    else:
        data = malformed(rng, ruleset_id)
    result = outcome(data)  # raises anything that is not a ScoringError
    assert isinstance(result, tuple | str)


Check = Callable[..., None]
