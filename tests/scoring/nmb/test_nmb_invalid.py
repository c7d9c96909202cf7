"""Bad input gives an InvalidHand a scorekeeper understands, never another exception."""

import pytest

from scoring.engine import InvalidHand, InvalidOptions

from .helpers import score

T1 = "b2 b3 b4 c3 c4 c5 k6 k7 k8 b6 b7 b8 Rd Rd"


@pytest.mark.parametrize(
    ("players", "kwargs", "code", "message"),
    [
        # 14 tiles that are neither four sets and a pair nor a limit hand
        (
            {"S": "b2 b3 b5 c3 c4 c5 k6 k7 k8 b6 b7 b8 Rd Rd"},
            {"tile": "b8"},
            "not_winning",
            "not a winning hand",
        ),
        # a complete hand with one double: not a mahjong in nmb [000:L119]
        (
            {"S": "pung Rd Rd Rd | chow b2 b3 b4 | chow c4 c5 c6 | k3 k4 k5 k9 k9"},
            {"tile": "k5"},
            "too_few_doubles",
            "needs at least 2 doubles to go out, has 1",
        ),
        (
            {"S": T1},
            {"tile": "b8", "self_drawn": True, "options": {"nonsense": 1}},
            "unknown_option",
            "unknown option",
        ),
        (
            {"S": T1},
            {"tile": "b8", "self_drawn": True, "options": {"round_to_tens": "up"}},
            "bad_option_value",
            "must be one of",
        ),
        ({"S": T1[:-3]}, {"tile": "b8"}, "tile_count", "needs 14 tiles"),
        ({"S": T1, "E": "b2 b3"}, {"tile": "b8"}, "tile_count", "player E needs 13 tiles"),
        ({"S": T1, "E": {}}, {"tile": "b8"}, "hand_unknown", "tiles of E are needed"),
        ({"S": T1}, {"tile": "b9"}, "winning_tile_missing", "not in the winner's hand"),
        ({"S": T1}, {"tile": None}, "no_tile", "winning tile"),
        (
            {"S": {"melds": [], "concealed": T1.split(), "dead": True}},
            {"tile": "b8"},
            "dead_winner",
            "dead hand",
        ),
        (
            {"S": "pung b1 b1 b1 | pung c1 c1 c1 | pung k1 k1 k1 | pung E E E | pung N N N | Rd"},
            {"tile": "Rd"},
            "tile_count",
            "needs",
        ),
        (
            {"S": "b1 b1 b1 b1 b1 c3 c4 c5 k6 k7 k8 Rd Rd Rd"},
            {"tile": "Rd"},
            "too_many_copies",
            "5 copies",
        ),
    ],
)
def test_invalid(players, kwargs, code, message):
    with pytest.raises((InvalidHand, InvalidOptions)) as err:
        score(players, **kwargs)
    assert err.value.code == code
    assert message in str(err.value)


def test_too_few_doubles_names_what_is_needed():
    with pytest.raises(InvalidHand) as err:
        score({"S": "pung Rd Rd Rd | chow b2 b3 b4 | chow c4 c5 c6 | k3 k4 k5 k9 k9"}, tile="k5")
    assert err.value.params == {"seat": "S", "needed": 2, "given": 1}
    assert "false mahjong" in str(err.value)


def test_three_player_seats():
    with pytest.raises(InvalidHand, match="East, South and West"):
        score({"S": T1}, tile="b8", self_drawn=True, seats=("E", "S", "N"))
