"""Seat draws and rounds stay consistent: a redraw with fewer rounds removes the rounds
never played, the flash message agrees with the quality panel, more rounds than planned
are confirmed first, and a draw has a sane maximum."""

import re

import pytest
from django.urls import reverse

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.core.roles import CLUB_ADMIN
from tournaments.events.models import Round
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import MAX_DRAW_ROUNDS, SeatDrawError, seat_draw_create

pytestmark = pytest.mark.django_db


def url(name, event):
    return reverse(name, kwargs={"slug": event.slug})


def forty_rounds(event) -> None:
    """An event as an old draw left it: 40 rounds with tables (before the maximum)."""
    seat_draw_create(event=event, seed=1, rounds=8, time_budget=0.2)
    template = {
        t.number: list(t.seats.order_by("position")) for t in Table.objects.filter(round__number=1)
    }
    event.round_count = 40
    event.save(update_fields=["round_count"])
    for number in range(9, 41):
        round_ = Round.objects.create(event=event, number=number)
        for table_number, seats in template.items():
            table = Table.objects.create(round=round_, number=table_number)
            Seat.objects.bulk_create(
                Seat(
                    table=table,
                    round=round_,
                    member_id=s.member_id,
                    guest_name=s.guest_name,
                    wind=s.wind,
                    position=s.position,
                )
                for s in seats
            )


def test_a_redraw_from_40_to_5_rounds_leaves_5(make_event):
    event = make_event(20, round_count=8)
    forty_rounds(event)
    play_table(Table.objects.get(round__event=event, round__number=1, number=1))
    assert event.rounds.count() == 40

    seat_draw_create(event=event, seed=2, rounds=5, time_budget=0.2)

    assert list(event.rounds.values_list("number", flat=True)) == [1, 2, 3, 4, 5]
    assert not Table.objects.filter(round__event=event, round__number__gt=5).exists()
    event.refresh_from_db()
    assert event.round_count == 5
    assert Table.objects.get(round__number=1, number=1).hands.count() == 1  # played: kept


def test_played_rounds_beyond_the_new_count_are_kept(make_event):
    event = make_event(16, round_count=4)
    seat_draw_create(event=event, seed=3, time_budget=0.2)
    for number in (1, 2):
        play_table(Table.objects.get(round__event=event, round__number=number, number=1))
    seat_draw_create(event=event, seed=4, rounds=3, time_budget=0.2)
    assert list(event.rounds.values_list("number", flat=True)) == [1, 2, 3]


@pytest.mark.parametrize("rounds", [MAX_DRAW_ROUNDS + 1, 40])
def test_a_draw_has_a_maximum(make_event, rounds):
    event = make_event(16, round_count=4)
    with pytest.raises(SeatDrawError, match=f"At most {MAX_DRAW_ROUNDS} rounds"):
        seat_draw_create(event=event, seed=1, rounds=rounds)
    assert not event.rounds.exists()


@pytest.fixture
def admin_client(client, make_user, club):
    client.force_login(make_user(CLUB_ADMIN, club=club))
    return client


def test_the_form_refuses_too_many_rounds_with_a_clear_message(admin_client, make_event):
    event = make_event(16, round_count=4)
    response = admin_client.post(url("seating_draw_create", event), {"rounds": 40}, follow=True)
    assert f"At most {MAX_DRAW_ROUNDS} rounds can be drawn" in response.text
    assert not event.rounds.exists()


def test_more_rounds_than_planned_are_confirmed_first(admin_client, make_event):
    event = make_event(16, round_count=3)
    asked = admin_client.post(url("seating_draw_create", event), {"rounds": 6, "seed": 5})
    assert asked.status_code == 200
    assert "The event plans 3 rounds; you asked for 6 rounds." in asked.text
    assert not event.rounds.exists()
    admin_client.post(
        url("seating_draw_create", event), {"rounds": 6, "seed": 5, "confirm_rounds": "1"}
    )
    assert event.rounds.count() == 6


def test_planned_rounds_are_drawn_without_asking(admin_client, make_event):
    event = make_event(16, round_count=3)
    admin_client.post(url("seating_draw_create", event), {"rounds": 3, "seed": 5})
    assert event.rounds.count() == 3


def test_the_message_agrees_with_the_quality_panel(admin_client, make_event):
    event = make_event(20, round_count=8)
    forty_rounds(event)  # leftover rounds full of repeats
    page = admin_client.post(
        url("seating_draw_create", event), {"rounds": 5, "seed": 2}, follow=True
    ).text
    panel = int(re.search(r'data-figure="repeats">(\d+)<', page).group(1))
    assert panel == seating_overview(event=event).quality.repeats
    if panel == 0:
        assert "Nobody meets anyone twice." in page
    else:
        assert f"{panel} repeat meeting" in page and "Nobody meets anyone twice" not in page
