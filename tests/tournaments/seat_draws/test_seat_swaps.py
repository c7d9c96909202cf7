"""A director swaps two players' seats in an unplayed round; the figures follow."""

import pytest
from django.urls import reverse

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.audit.models import AuditEntry
from tournaments.core.roles import REFEREE, SCOREKEEPER
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.selectors.field import seat_key
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import SeatDrawError, seat_draw_create
from tournaments.seat_draws.services.swaps import seat_swap

pytestmark = pytest.mark.django_db


def seats_of(event, number):
    return list(
        Seat.objects.filter(round__event=event, round__number=number).order_by("table__number")
    )


def two_at_different_tables(event, number):
    seats = seats_of(event, number)
    first = seats[0]
    second = next(s for s in seats if s.table_id != first.table_id)
    return first, second


def test_swap_exchanges_tables_and_winds(make_event):
    event = make_event(12, guests=1, round_count=3)
    seat_draw_create(event=event, seed=1)
    a, b = two_at_different_tables(event, 2)
    mates_of_b = {seat_key(s) for s in seats_of(event, 2) if s.table_id == b.table_id} - {
        seat_key(b)
    }
    seat_swap(event=event, round_number=2, first=seat_key(a), second=seat_key(b))
    after = {seat_key(s): (s.table_id, s.wind) for s in seats_of(event, 2)}
    assert after[seat_key(a)] == (b.table_id, b.wind)
    assert after[seat_key(b)] == (a.table_id, a.wind)
    assert len(after) == 12
    # The page (figures, repeated pairs) reads the seats as they are now.
    overview = seating_overview(event=event)
    round_two = next(r for r in overview.rounds if r.number == 2)
    table = next(t for t in round_two.tables.all() if t.pk == b.table_id)
    assert {seat_key(s) for s in table.seats.all()} == mates_of_b | {seat_key(a)}

    assert AuditEntry.objects.filter(event=event, action="seat_swap").exists()


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("same player", "two different players"),
        ("same table", "same table"),
        ("not seated", "must have a seat"),
        ("no such round", "no seats yet"),
        ("played round", "has been played"),
    ],
)
def test_swap_refusals_change_nothing(make_event, case, message):
    event = make_event(12, round_count=3)
    seat_draw_create(event=event, seed=1)
    number = 1 if case == "played round" else 2
    a, b = two_at_different_tables(event, number)
    first, second = seat_key(a), seat_key(b)
    if case == "same player":
        second = first
    elif case == "same table":
        second = seat_key(
            next(s for s in seats_of(event, 2) if s.table_id == a.table_id and s != a)
        )
    elif case == "not seated":
        second = ("g", "Nobody")
    elif case == "no such round":
        number = 9
    elif case == "played round":
        for table in Table.objects.filter(round__event=event, round__number=1):
            play_table(table)
    before = [(s.pk, s.member_id, s.guest_name) for s in seats_of(event, 2)]
    with pytest.raises(SeatDrawError, match=message):
        seat_swap(event=event, round_number=number, first=first, second=second)
    assert [(s.pk, s.member_id, s.guest_name) for s in seats_of(event, 2)] == before


def test_swap_page_form(client, make_user, make_event, club):
    event = make_event(12, guests=1, round_count=2)
    seat_draw_create(event=event, seed=1)
    client.force_login(make_user(REFEREE, club=club))
    html = client.get(reverse("seating_draw", kwargs={"slug": event.slug})).content.decode()
    assert html.count('class="swap-form form"') == 2
    a, b = two_at_different_tables(event, 2)
    value = lambda s: f"m:{s.member_id}" if s.member_id else f"g:{s.guest_name}"  # noqa: E731
    response = client.post(
        reverse("seating_swap", kwargs={"slug": event.slug}),
        {"round": 2, "first": value(a), "second": value(b)},
        follow=True,
    )
    assert "changed seats" in response.content.decode()
    assert Seat.objects.get(pk=a.pk).table_id == a.table_id
    assert seat_key(Seat.objects.get(pk=a.pk)) == seat_key(b)
    bad = client.post(
        reverse("seating_swap", kwargs={"slug": event.slug}),
        {"round": 2, "first": "x:1", "second": value(b)},
        follow=True,
    )
    assert "Choose a player from the list." in bad.content.decode()


def test_only_referees_swap(client, make_user, make_event, club):
    event = make_event(12, round_count=2)
    seat_draw_create(event=event, seed=1)
    a, b = two_at_different_tables(event, 2)
    client.force_login(make_user(SCOREKEEPER, club=club))
    response = client.post(
        reverse("seating_swap", kwargs={"slug": event.slug}),
        {"round": 2, "first": f"m:{a.member_id}", "second": f"m:{b.member_id}"},
    )
    assert response.status_code == 403
    assert Seat.objects.get(pk=a.pk).member_id == a.member_id
