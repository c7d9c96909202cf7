"""A club evening of nine players: round 2 seats at the five-player table who played every
hand of round 1 first; only one of round 1's five sits there again (issue 50)."""

import pytest

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.core.choices import ReseatingMode
from tournaments.events.models import EventKind
from tournaments.seat_draws.selectors.field import seat_key
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seating import five_player_hand

pytestmark = pytest.mark.django_db


def _five_table(event, number):
    table = next(t for t in event.rounds.get(number=number).tables.all() if t.seats.count() == 5)
    return tuple(seat_key(s) for s in table.seats.order_by("position"))


@pytest.mark.parametrize("mode", [ReseatingMode.TABLE_POINTS, ReseatingMode.RANDOM])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_who_sat_out_in_round_1_sits_in_round_2(make_event, club, mode, seed):
    club.reseating_mode = mode
    club.save()
    event = make_event(9, kind=EventKind.CLUB_EVENING, round_count=2, table_policy="five_player")
    seat_draw_create(event=event, seed=seed)
    for table in event.rounds.get(number=1).tables.all():
        play_table(table, {0: 40, 1: 10, 2: -20, 3: -30})  # the fifth seat: the losers' end
    before = set(_five_table(event, 1))
    seat_draw_create(event=event, seed=seed)
    now = _five_table(event, 2)
    assert len(before & set(now)) == 1  # nine players, five places: one must stay
    first_out = {five_player_hand(now, hand).sitting_out for hand in range(4)}
    assert not first_out & before  # who sat out before sits in first
