"""Settlement [000:L327-L335]: the winner collects, the others settle differences, East
pays and receives double; quick entry settles the same way; East keeps the deal on a win
and a draw [000:L166]."""

import pytest

from scoring.engine import InvalidHand, QuickEntry, ResultKind, WinResult, get_ruleset
from scoring.engine.rulesets.dutch.settlement import settle

SEATS = ("E", "S", "W", "N")


@pytest.mark.parametrize(
    ("points", "winner", "expected"),
    [
        # the worked example [000:L371-L378]
        ({"E": 64, "S": 96, "W": 0, "N": 20}, "S", {"E": 24, "S": 384, "W": -244, "N": -164}),
        # East wins: each loser pays double; the losers settle at single rate
        ({"E": 100, "S": 10, "W": 0, "N": 4}, "E", {"E": 600, "S": -184, "W": -214, "N": -202}),
        # the 8000 and 12000 maxima [000:L217]
        ({"E": 0, "S": 2000, "W": 0, "N": 0}, "S", {"E": -4000, "S": 8000, "W": -2000, "N": -2000}),
        (
            {"E": 2000, "S": 0, "W": 0, "N": 0},
            "E",
            {"E": 12000, "S": -4000, "W": -4000, "N": -4000},
        ),
        # a loser may end up above the winner [000:L327]
        (
            {"E": 16, "S": 1000, "W": 0, "N": 250},
            "N",
            {"E": -2436, "S": 2718, "W": -1282, "N": 1000},
        ),
    ],
)
def test_settle(points, winner, expected):
    assert settle(SEATS, points, winner).as_dict() == expected


def test_settle_three_players_and_draw():
    assert settle(("E", "S", "W"), {"E": 8, "S": 40, "W": 2}, "S").as_dict() == {
        "E": -80 + 12,
        "S": 120,
        "W": -40 - 12,
    }
    assert settle(SEATS, dict.fromkeys(SEATS, 5), None).as_dict() == dict.fromkeys(SEATS, 0)


def _win(winner="S"):
    return WinResult(ResultKind.WIN, winner=winner)


def test_settle_quick_matches_settle():
    rs = get_ruleset("nmb")
    points = {"E": 64, "S": 96, "W": 0, "N": 20}
    entry = QuickEntry("nmb", SEATS, _win(), points)
    score = rs.settle_quick(entry, rs.resolve_options())
    assert score.settlement.as_dict() == {"E": 24, "S": 384, "W": -244, "N": -164}
    assert dict(score.points) == points


def test_settle_quick_rounds_and_checks_the_limit():
    rs = get_ruleset("nmb")
    entry = QuickEntry("nmb", SEATS, _win(), {"E": 64, "S": 96, "W": 0, "N": 20})
    rounded = rs.settle_quick(entry, rs.resolve_options({"round_to_tens": "nearest"}))
    assert rounded.settlement.as_dict() == {"E": 0, "S": 400, "W": -240, "N": -160}
    with pytest.raises(InvalidHand, match="above the limit"):
        rs.settle_quick(QuickEntry("nmb", SEATS, _win(), {"S": 2400}), rs.resolve_options())
    draw = QuickEntry("nmb", SEATS, WinResult(ResultKind.DRAW), {"S": 50})
    assert set(rs.settle_quick(draw, rs.resolve_options()).settlement.as_dict().values()) == {0}


def test_settle_quick_redbook_allows_a_doubled_limit():
    rs = get_ruleset("redbook")
    entry = QuickEntry("redbook", SEATS, _win("E"), {"E": 4000})
    score = rs.settle_quick(entry, rs.resolve_options({"limit": 2000}))
    assert score.settlement.as_dict() == {"E": 24000, "S": -8000, "W": -8000, "N": -8000}
    with pytest.raises(InvalidHand):
        rs.settle_quick(QuickEntry("redbook", ("E", "S", "W"), _win("E"), {"E": 10}), {})


@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_dealer_keeps_deal(ruleset_id):
    rs = get_ruleset(ruleset_id)
    assert rs.dealer_keeps_deal(_win("E"))
    assert not rs.dealer_keeps_deal(_win("S"))
    assert rs.dealer_keeps_deal(WinResult(ResultKind.DRAW))
    assert rs.dealer_keeps_deal(WinResult(ResultKind.DEAD_WALL))
    assert rs.dealer_keeps_deal(WinResult(ResultKind.FALSE_MAHJONG, claimant="S"))
