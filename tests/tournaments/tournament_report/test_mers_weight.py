"""The MERS weight of a tournament, worked out by hand from the EMA's rule.

Source: the EMA's "Basics for ranking system" (mahjong-europe.org/ranking/Basicsranking.html,
"Last update = EMA General Assembly May 25th, 2017"), section *Weight calculation*:

    TOTAL_MERS = Weight_duration + Weight_players + Weight_countries + Weight_qualif.
    Duration: 1 Day +1, 2 Days +2, 3 Days +3.
    Players: X <= 40 +0, 41 <= X <= 80 +0.5, X > 80 +1.
    Countries: X <= 5 +0, 6 <= X <= 9 +0.5, X >= 10 +1.
    Qualification: NO +0, YES +1.
    "Substitute players (maximum 3) are accounted in the calculation of participating
    players."

The table of the rule stops at 3 days: a longer tournament weighs as 3 (our reading,
docs/rankings.md). Each row below is summed by hand in its comment.
"""

from __future__ import annotations

import datetime
from fractions import Fraction

import pytest

from tournaments.rankings.mers import MersResult, weight_parts

CASES = [
    # days, players, countries, qualifying, substitutes -> weight   (by hand)
    (1, 40, 5, False, 0, Fraction(1)),  # 1 + 0 + 0 + 0: 40 players is not more than 40
    (1, 41, 5, False, 0, Fraction(3, 2)),  # 1 + 0.5: the 41st player adds 0.5
    (2, 80, 6, False, 0, Fraction(3)),  # 2 + 0.5 + 0.5 + 0
    (2, 81, 9, False, 0, Fraction(7, 2)),  # 2 + 1 + 0.5 + 0: more than 80 players
    (3, 120, 10, True, 0, Fraction(6)),  # 3 + 1 + 1 + 1: every term at its top
    (4, 20, 1, False, 0, Fraction(3)),  # 3 (a fourth day adds nothing) + 0 + 0 + 0
    (1, 38, 2, False, 3, Fraction(3, 2)),  # 38 + 3 substitutes = 41 players: 1 + 0.5
    (1, 38, 2, False, 5, Fraction(3, 2)),  # only 3 of the 5 substitutes count: 41
    (1, 37, 2, False, 3, Fraction(1)),  # 37 + 3 = 40: not more than 40
    (2, 78, 12, True, 3, Fraction(5)),  # 78 + 3 = 81: 2 + 1 + 1 + 1
    (1, 8, 4, True, 1, Fraction(2)),  # the report's small tournament on one day: 1 + 1
]


@pytest.mark.parametrize(("days", "players", "countries", "qualifying", "subs", "weight"), CASES)
def test_weight_by_the_ema_rule(days, players, countries, qualifying, subs, weight):
    parts = weight_parts(
        days=days, players=players, countries=countries, qualifying=qualifying, substitutes=subs
    )
    assert parts.total == weight
    assert parts.counted_players == players + min(subs, 3)


@pytest.mark.parametrize(("days", "players", "countries", "qualifying", "subs", "weight"), CASES)
def test_the_ranking_uses_the_same_weight(days, players, countries, qualifying, subs, weight):
    """A result in the ranking (``MersResult.weight``) weighs what the report shows."""
    result = MersResult(
        "T", datetime.date(2026, 5, 9), days, players, countries, qualifying, 1, subs
    )
    assert result.weight == weight


def test_each_term_of_the_workings():
    parts = weight_parts(days=2, players=81, countries=6, qualifying=True, substitutes=0)
    assert (parts.days, parts.players, parts.countries, parts.qualifying) == (
        2,
        1,
        Fraction(1, 2),
        1,
    )
