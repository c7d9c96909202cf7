"""A round drawn after a substitution seats the substitute, not the player who left:
the substitution holds "from round N on", whatever is drawn later."""

import pytest

from tests.factories import MemberFactory
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("kind", ["member", "guest"])
def test_a_redraw_keeps_the_substitute_in_the_seat(make_event, kind):
    event = make_event(16, round_count=4)
    seat_draw_create(event=event, seed=1, time_budget=0.2)
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table)
    absent = Seat.objects.filter(round__event=event, round__number=2).first().member
    member = MemberFactory(club=event.club)
    who = {"substitute": member} if kind == "member" else {"guest_name": "Gast Invaller"}
    seat_substitute_set(event=event, absent=absent, from_round=2, **who)

    seat_draw_create(event=event, seed=2, time_budget=0.2)  # rounds 2-4 drawn again

    for number in (2, 3, 4):
        seats = Seat.objects.filter(round__event=event, round__number=number)
        assert not seats.filter(member=absent).exists(), f"round {number}: the absent plays"
        held = seats.get(substitute_for=absent)
        if kind == "member":
            assert held.member == member
        else:
            assert (held.member, held.guest_name) == (None, "Gast Invaller")
    # round 1, played before the substitution, keeps the player who left
    assert Seat.objects.filter(round__event=event, round__number=1, member=absent).exists()


def test_a_redraw_counts_the_substitutes_seat_as_the_absent_players(make_event):
    """In the draw's history the substitute's seat is the absent player's: the redraw
    runs (no unknown player) and still seats everyone of the field once a round."""
    event = make_event(16, round_count=4)
    seat_draw_create(event=event, seed=1, time_budget=0.2)
    absent = Seat.objects.filter(round__event=event, round__number=1).first().member
    seat_substitute_set(event=event, absent=absent, from_round=1, guest_name="Gast")
    play_table(Seat.objects.get(round__event=event, round__number=1, substitute_for=absent).table)
    for table in Table.objects.filter(round__event=event, round__number=1, hands__isnull=True):
        play_table(table)

    seat_draw_create(event=event, seed=3, time_budget=0.2)

    for number in (2, 3, 4):
        assert Seat.objects.filter(round__event=event, round__number=number).count() == 16
        assert Seat.objects.filter(
            round__event=event, round__number=number, substitute_for=absent, guest_name="Gast"
        ).exists()
