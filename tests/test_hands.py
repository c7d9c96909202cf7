"""``tests.hands``: test hands in the product's notation give the interchange dicts."""

import pytest

from scoring.engine import InvalidNotation
from tests.hands import deal, hand, meld, melds, player


@pytest.mark.parametrize(
    "text, expected",
    [
        ("b1 b2 b3", {"concealed": ["b1", "b2", "b3"]}),
        (
            "pung Rd | kong* k7 | c2 c2 | f1 s2",
            {
                "melds": [
                    {"kind": "pung", "tiles": ["Rd"] * 3},
                    {"kind": "kong", "tiles": ["k7"] * 4, "concealed": True},
                ],
                "concealed": ["c2", "c2"],
                "bonus": ["f1", "s2"],
            },
        ),
        (
            "chow b1 | pair E | dead",
            {
                "melds": [
                    {"kind": "chow", "tiles": ["b1", "b2", "b3"]},
                    {"kind": "pair", "tiles": ["E", "E"]},
                ],
                "dead": True,
            },
        ),
        ("", {}),
    ],
)
def test_hand(text, expected):
    assert hand(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("pung b2 b2 b2", {"kind": "pung", "tiles": ["b2"] * 3}),
        ("kong* E", {"kind": "kong", "tiles": ["E"] * 4, "concealed": True}),
        ("chow c7", {"kind": "chow", "tiles": ["c7", "c8", "c9"]}),
    ],
)
def test_meld(text, expected):
    assert meld(text) == expected


@pytest.mark.parametrize("text", ["b1 b2", "pung b2 | pung b3", "pung b2 | c1"])
def test_meld_is_one_set(text):
    with pytest.raises(ValueError, match="not one set"):
        meld(text)


def test_a_typo_is_the_products_error():
    with pytest.raises(InvalidNotation):
        hand("pung b3 b4")


def test_deal_fills_unnamed_seats_with_unknown_tiles():
    result = {"kind": "win", "winner": "S", "winning_tile": "b3", "discarder": "E"}
    assert deal("mcr", S="b1 b2 b3", result=result, options={"x": 1}) == {
        "ruleset": "mcr",
        "options": {"x": 1},
        "prevailing_wind": "E",
        "players": {"E": {}, "S": {"concealed": ["b1", "b2", "b3"]}, "W": {}, "N": {}},
        "result": result,
    }
    with pytest.raises(ValueError, match="no such seat"):
        deal("mcr", N="b1", seats=("E", "S", "W"), result=result)


def test_melds_and_player_are_the_engines_objects():
    from scoring.engine import Meld, MeldKind, PlayerHand, parse_tiles

    assert melds("pung Rd", "kong* E") == (
        Meld(MeldKind.PUNG, parse_tiles("Rd Rd Rd"), False),
        Meld(MeldKind.KONG, parse_tiles("E E E E"), True),
    )
    assert player("chow b1 | c5 c5 | f2") == PlayerHand(
        melds=(Meld(MeldKind.CHOW, parse_tiles("b1 b2 b3"), False),),
        concealed=parse_tiles("c5 c5"),
        bonus=parse_tiles("f2"),
    )
