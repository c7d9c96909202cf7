"""Bad input gives an InvalidHand a scorekeeper understands, never another exception."""

from __future__ import annotations

import pytest

from scoring.engine import score_dict
from scoring.engine.errors import InvalidHand

from .hands import deal

GOOD = "b2 b3 b4 c2 c3 c4 k2 k3 k4 k5 k6 c6 c6 k7"


def broken(**changes):
    data = deal(GOOD, win="k7", discarder="W")
    winner = data["players"]["S"]
    for key, value in changes.items():
        if key in ("concealed", "melds", "bonus", "dead"):
            winner[key] = value
        else:
            data["result"][key] = value
    return data


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (deal("b1 b2 b4 c2 c3 c4 k2 k3 k4 k5 k6 c6 c6 k7", win="k7"), "not_winning"),
        (broken(discarder=None), "no_discarder"),
        (
            broken(winning_tile="f1", bonus=["f1"], concealed=GOOD.split()[:-1]),
            "bonus_winning_tile",
        ),
        (broken(dead=True), "dead_hand"),
        (broken(self_drawn=True, conditions=["robbing_kong"]), "robbing_self_drawn"),
        (broken(self_drawn=True, conditions=["kong_replacement"]), "replacement_without_kong"),
        (broken(conditions=["kong_replacement"]), "replacement_not_self_drawn"),
        (broken(concealed=GOOD.split()[:-1]), "tile_count"),
        (
            deal("b2 b3 b4 c2 c3 c4 k2 k3 k4 k5 k6 k7", win="c6", melds=["pair c6 c6"]),
            "melded_pair",
        ),
        (
            deal("b2 b3 b4 c2 c3 c4 k5 k6 k7 c6 c6", win="k2", melds=["chow k2 k3 k4"]),
            "winning_tile_not_concealed",
        ),
    ],
)
def test_invalid_hands(data, code):
    with pytest.raises(InvalidHand) as info:
        score_dict(data)
    assert info.value.code == code
    assert str(info.value)


def test_three_players_refused():
    data = deal(GOOD, win="k7", discarder="W")
    del data["players"]["N"]
    with pytest.raises(InvalidHand):
        score_dict(data)


def test_unknown_option_refused():
    from scoring.engine.errors import InvalidOptions

    with pytest.raises(InvalidOptions):
        score_dict(deal(GOOD, win="k7", options={"no_such_option": True}))
