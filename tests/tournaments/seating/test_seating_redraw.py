"""Mid-event changes: played rounds stay, the rest is redrawn for the new field."""

import pytest

from tournaments.seating import draw_tournament, redraw_remaining
from tournaments.seating.quality import meetings

from .helpers import assert_valid


@pytest.fixture
def original():
    return draw_tournament(list(range(20)), 6, seed=11, max_iterations=5000)


@pytest.mark.parametrize(
    ("played_count", "field"),
    [
        (2, [p for p in range(20) if p != 7]),  # withdrawal
        (2, [*range(20), 20]),  # late arrival
        (3, [p for p in range(20) if p not in (0, 1)] + [30, 31, 32]),  # both
        (6, list(range(20))),  # nothing left to draw
        (0, list(range(20))),  # nothing played yet
    ],
)
def test_played_rounds_unchanged(original, played_count, field):
    played = original.rounds[:played_count]
    draw = redraw_remaining(played, field, 6, seed=12, max_iterations=5000)
    assert draw.rounds[:played_count] == played
    assert len(draw.rounds) == 6
    new = draw.rounds[played_count:]
    for rnd in new:
        assert sorted(rnd.players) == sorted(field)
    assert [r.number for r in draw.rounds] == list(range(1, 7))


def test_history_meetings_are_avoided():
    players = list(range(16))
    full = draw_tournament(players, 5, seed=3)
    played = full.rounds[:2]
    draw = redraw_remaining(played, players, 4, seed=4, max_iterations=20_000)
    assert_valid(draw, players, allowed_sizes=(4,))
    # Two more rounds without meeting anyone from the played rounds exist.
    assert draw.quality.repeats == 0
    assert draw.rounds[:2] == played


def test_withdrawn_player_only_in_played_rounds(original):
    played = original.rounds[:3]
    field = [p for p in range(20) if p != 5]
    draw = redraw_remaining(played, field, 6, seed=1, max_iterations=3000)
    assert all(5 not in rnd.players for rnd in draw.rounds[3:])
    assert all(5 in rnd.players for rnd in draw.rounds[:3])
    met = meetings(draw.rounds[3:])
    assert not any(5 in pair for pair in met)


def test_fairness_counts_include_history():
    players = list(range(13))
    full = draw_tournament(players, 2, seed=2, policy="byes", max_iterations=2000)
    draw = redraw_remaining(full.rounds, players, 6, seed=2, policy="byes", max_iterations=2000)
    assert draw.quality.bye_spread <= 1
    assert draw.quality.east_spread <= 1


def test_more_rounds_played_than_planned_is_an_error(original):
    with pytest.raises(ValueError):
        redraw_remaining(original.rounds, list(range(20)), 5)
