"""What the app asks a ruleset instead of testing its id: one row per shipped ruleset (the
expected values are data about each; the checks that hold for any ruleset take every ruleset
of the registry, the toy of tests/toy_ruleset included)."""

import importlib
import random
import sys

import pytest

from scoring.engine import RULESET_IDS, ResultKind, WinResult, get_ruleset
from scoring.engine.progression import deal_passes, wind_rounds
from scoring.engine.registry import ruleset_ids

# id: (has_pao, has_laak, quick_flowers, has_seat_chart, unit_label, ema_ranked, plays_at_table)
CAPABILITIES = {
    "nmb": (False, False, False, False, "points", False, True),
    "redbook": (False, False, False, False, "points", False, True),
    "mcr": (False, False, True, True, "MCR points", True, True),
    "hk": (True, False, False, False, "fan", False, True),
    "majiang": (True, True, False, False, "faan", False, True),
    "riichi": (True, False, False, False, "han", True, True),
}

EAST_WINS = WinResult(kind=ResultKind.WIN, winner="E", self_drawn=True)
SOUTH_WINS = WinResult(kind=ResultKind.WIN, winner="S", self_drawn=True)
DRAW = WinResult(kind=ResultKind.DRAW)

# (ruleset, players, result, the deal passes)
PASSES = [
    *((r, 5, EAST_WINS, True) for r in ("nmb", "redbook", "hk", "mcr")),
    *((r, 5, DRAW, True) for r in ("nmb", "redbook", "hk", "mcr")),
    ("majiang", 5, EAST_WINS, False),
    ("majiang", 5, DRAW, True),
    ("majiang", 5, SOUTH_WINS, True),
    *((r, 4, EAST_WINS, False) for r in ("nmb", "redbook", "hk", "majiang", "riichi")),
    *((r, 4, DRAW, False) for r in ("nmb", "redbook", "hk", "majiang")),
    # riichi: the dealer repeats after a draw only when tenpai (a draw that names no
    # tenpai seat: nobody was; tests/scoring/riichi/test_riichi_game.py)
    ("riichi", 4, DRAW, True),
    ("mcr", 4, EAST_WINS, True),
    ("mcr", 4, DRAW, True),
    *((r, 4, SOUTH_WINS, True) for r in ruleset_ids()),
]


def test_every_shipped_ruleset_has_a_row():
    assert set(CAPABILITIES) == set(RULESET_IDS)


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_capabilities(ruleset_id):
    r = get_ruleset(ruleset_id)
    got = (
        r.has_pao,
        r.has_laak,
        r.quick_flowers,
        r.has_seat_chart,
        r.unit_label,
        r.ema_ranked,
        r.plays_at_table,
    )
    assert got == CAPABILITIES[ruleset_id]


@pytest.mark.parametrize(("ruleset_id", "players", "result", "passes"), PASSES)
def test_who_deals_next(ruleset_id, players, result, passes):
    assert deal_passes(ruleset_id, result, players=players) is passes


@pytest.mark.parametrize(
    ("ruleset_id", "players", "rounds"),
    [("hk", 3, 3), ("hk", 4, 4), ("nmb", 3, 4), ("majiang", 3, 4), ("riichi", 4, 2), ("", 3, 4)],
)
def test_wind_rounds(ruleset_id, players, rounds):
    assert wind_rounds(ruleset_id, players) == rounds


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_random_winning_deal_is_the_packages_own(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    package = importlib.import_module(sys.modules[type(ruleset).__module__].__package__)
    ours = get_ruleset(ruleset_id).random_winning_deal(random.Random(7))
    assert ours == package.random_winning_deal(random.Random(7))
    assert ours.ruleset == ruleset_id


def test_no_pao_advice_without_pao():
    assert get_ruleset("nmb").advise_pao({}, discarded=None, discarder=None, winner="E") is None


# what the entry form asks: id -> (result kinds offered, bonus tiles, quick facts, hand
# facts, starting score)
ALL_KINDS = ("win", "draw", "false_mahjong", "dead_wall")
ENTRY = {
    "nmb": (ALL_KINDS, True, (), False, 0),
    "redbook": (ALL_KINDS, True, (), False, 0),
    "mcr": (ALL_KINDS, True, (), False, 0),
    "hk": (ALL_KINDS, True, (), False, 0),
    "majiang": (ALL_KINDS, True, (), False, 0),
    "riichi": (("win", "draw"), False, ("fu", "yakuman"), True, 30_000),
}


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_what_the_entry_form_asks(ruleset_id):
    r = get_ruleset(ruleset_id)
    got = (
        tuple(str(k) for k in r.result_kinds),
        r.has_bonus_tiles,
        r.quick_facts,
        r.asks_hand_facts,
        r.starting_score,
    )
    assert got == ENTRY[ruleset_id]
    per_hand = {o.name for o in r.options if o.per_hand}
    assert set(r.quick_facts) <= per_hand  # quick entry asks per-hand options only
