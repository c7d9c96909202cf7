"""Spel van de hemel and Spel van de aarde (issue 20): Heaven is always self-drawn, and a
regular limit hand defined by how it was won needs the minimum of doubles on any shape
([000] A5, option ``regular_limit_minimum``)."""

from __future__ import annotations

import pytest

from scoring.engine import InvalidHand, score_dict
from tests.hands import hand

from .helpers import deal_dict

#: a concealed hand of one dragon pung: 1 double, 2 more when fully concealed (self-drawn)
HEAVEN_HAND = "b1 b2 b3 c4 c5 c6 k7 k8 k9 Rd Rd Rd c2 c2"
SEVEN_PAIRS = "b2 b2 b4 b4 c4 c4 c6 c6 k6 k6 k8 k8 k5 k5"
#: all chows, one double only
EARTH_ONE_DOUBLE = "b1 b2 b3 c4 c5 c6 k6 k7 k8 b6 b7 b8 k5 k5"


def _heaven(ruleset: str, *, self_drawn: bool, discarder: str | None = None) -> dict:
    data = deal_dict(
        {"E": hand(HEAVEN_HAND)},
        ruleset=ruleset,
        winner="E",
        tile="c2",
        self_drawn=True,
        conditions=["heaven"],
    )
    data["result"].update(self_drawn=self_drawn, discarder=discarder)
    return data


@pytest.mark.parametrize(
    ("ruleset", "self_drawn", "points"),
    [
        # entered without self_drawn: still drawn from the wall [000:L448-L450]
        ("nmb", False, 2000),
        ("nmb", True, 2000),
        ("redbook", False, 2000),
        ("redbook", True, 2000),
    ],
)
def test_heaven_is_always_self_drawn(ruleset, self_drawn, points):
    assert score_dict(_heaven(ruleset, self_drawn=self_drawn)).points["E"] == points


@pytest.mark.parametrize("ruleset", ["nmb", "redbook"])
def test_heaven_with_a_discarder_says_what_to_change(ruleset):
    with pytest.raises(InvalidHand) as err:
        score_dict(_heaven(ruleset, self_drawn=False, discarder="S"))
    assert err.value.code == "heaven_discarder"
    assert "remove the discarder S" in str(err.value)


@pytest.mark.parametrize(
    ("tiles", "options", "points", "element"),
    [
        # seven pairs: Earth needs the 2 doubles like a regular shape; Zeven tweelingen stays
        (SEVEN_PAIRS, {}, 250, "nmb.seven_pairs"),
        (SEVEN_PAIRS, {"regular_limit_minimum": False}, 1000, "nmb.earth"),
        (EARTH_ONE_DOUBLE, {"regular_limit_minimum": False}, 1000, "nmb.earth"),
    ],
)
def test_earth_minimum_is_the_same_on_every_shape(tiles, options, points, element):
    data = deal_dict(
        {"N": hand(tiles)},
        winner="N",
        tile="k5",
        discarder="E",
        conditions=["earth"],
        options=options,
    )
    score = score_dict(data)
    assert score.points["N"] == points
    assert [e.element.id for e in score.elements["N"]] == [element]


def test_earth_regular_shape_under_the_minimum_is_refused():
    data = deal_dict(
        {"N": hand(EARTH_ONE_DOUBLE)}, winner="N", tile="k5", discarder="E", conditions=["earth"]
    )
    with pytest.raises(InvalidHand) as err:
        score_dict(data)
    assert err.value.code == "too_few_doubles"
