"""A win worth less than its ruleset's minimum to go out is refused the same way under every
ruleset: an engine :class:`BelowMinimum` (an ``InvalidHand``, so the pages and the API show
it as a form error) naming the value and the minimum, never a settlement the table did not
ask for. Where the ruleset reads such a claim as a false mahjong with a penalty (MCR, HK),
the error carries what it settles as, and a file that records the claim as a win is settled
so only when asked (``claim_below_minimum``, the golden cases' reading)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scoring.engine import BelowMinimum, QuickEntry, get_ruleset, score_dict
from scoring.engine.hand import ResultKind, WinResult
from scoring.engine.registry import ruleset_ids
from scoring.engine.result import DealScore

from ..nmb.helpers import score as nmb_score

SEATS = ("E", "S", "W", "N")
WIN = WinResult(ResultKind.WIN, winner="S", discarder="W")


def _quick(ruleset_id: str, total: int, options: dict[str, object]) -> Callable[[], DealScore]:
    def settle() -> DealScore:
        rules = get_ruleset(ruleset_id)
        entry = QuickEntry(ruleset_id, SEATS, WIN, points={"S": total}, options=options)
        return rules.settle_quick(entry, rules.resolve_options(options))

    return settle


def _dutch_one_double() -> DealScore:
    # a complete hand with one double: the Dutch rules need two [000:L119]
    return nmb_score(
        {"S": "pung Rd Rd Rd | chow b2 b3 b4 | chow c4 c5 c6 | k3 k4 k5 k9 k9"}, tile="k5"
    )


def _mcr_tiles() -> DealScore:
    # one point (self-drawn) under MCR's 8 [002:L220]; the flower does not count
    return score_dict(_MCR_DEAL)


_MCR_DEAL = {
    "ruleset": "mcr",
    "prevailing_wind": "E",
    "players": {
        "E": {},
        "S": {},
        "W": {
            "melds": [
                {"kind": "chow", "tiles": ["b2", "b3", "b4"]},
                {"kind": "pung", "tiles": ["k5", "k5", "k5"]},
            ],
            "concealed": ["c1", "c2", "c3", "b6", "b7", "b8", "S", "S"],
            "bonus": ["f1"],
        },
        "N": {},
    },
    "result": {"kind": "win", "winner": "W", "winning_tile": "c1", "self_drawn": True},
}

#: per ruleset: (the refused win, its value, the minimum, the error's code, whether the
#: ruleset settles the claim as a false mahjong with a penalty)
CASES: dict[str, list[tuple[Callable[[], DealScore], int, int, str, bool]]] = {
    "mcr": [
        (_quick("mcr", 2, {}), 2, 8, "below_minimum", True),
        (_mcr_tiles, 1, 8, "below_minimum", True),
    ],
    "hk": [(_quick("hk", 2, {"min_fan": 3}), 2, 3, "min_fan", True)],
    "majiang": [(_quick("majiang", 0, {"minimum_points": 8}), 1, 8, "below_minimum", False)],
    "nmb": [(_dutch_one_double, 1, 2, "too_few_doubles", False)],
    # a win needs a yaku, one han; a tile hand without one is refused as no_yaku
    "riichi": [(_quick("riichi", 0, {}), 0, 1, "min_han", False)],
    "toy": [(_quick("toy", 5, {}), 5, 10, "below_minimum", False)],
}
#: rulesets whose rule book sets no minimum to go out
NO_MINIMUM = {"redbook": "B7: not stated, a hand with no doubles is valid"}


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_win_under_the_minimum_is_refused_alike(ruleset_id):
    if ruleset_id in NO_MINIMUM:
        rules = get_ruleset(ruleset_id)
        entry = QuickEntry(ruleset_id, SEATS, WIN, points={"S": 0})
        assert rules.quick_minimum(entry, rules.typed_options({})) is None
        return
    assert ruleset_id in CASES, f"{ruleset_id}: add how a win under its minimum is refused"
    for refused_win, value, minimum, code, has_claim in CASES[ruleset_id]:
        with pytest.raises(BelowMinimum) as refused:
            refused_win()
        error = refused.value
        assert error.code == code
        params = error.params
        named = (params.get("points"), params.get("minimum"))
        if code == "too_few_doubles":
            named = (params["given"], params["needed"])
        assert named == (value, minimum)
        assert (error.false_mahjong is not None) == has_claim
        if has_claim:
            assert error.false_mahjong is not None
            assert sum(error.false_mahjong.settlement.as_dict().values()) == 0


def test_a_file_records_the_claim_under_the_minimum_as_a_false_mahjong():
    """The golden files' reading (AMBIG-2): asked for, the claim settles -30 / +10 x3."""
    with pytest.raises(BelowMinimum):
        score_dict(_MCR_DEAL)
    claim = score_dict(_MCR_DEAL, claim_below_minimum=True)
    assert claim.settlement.as_dict() == {"E": 10, "S": 10, "W": -30, "N": 10}
