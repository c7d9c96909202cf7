"""Referee calls: made from the players' page or the table page (one open call per table, a
minute between calls), taken by one referee, resolved with a note; audited and timed for
the event's report (docs/acceptance.md)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone

from tests.tournaments.play.acceptance_fixtures import *  # noqa: F403
from tests.tournaments.play.acceptance_fixtures import DRAW, Room, link, sign_in
from tests.tournaments.play.fixtures import _english  # noqa: F401
from tournaments.audit.models import AuditEntry
from tournaments.play.models import HandCheck, HandCheckState, RefereeCall
from tournaments.play.selectors.acceptance import (
    provisional_players,
    referee_call_times,
    tables_overview,
)
from tournaments.play.services.acceptance import hand_dispute, hand_enter_by_seat
from tournaments.play.services.referee_calls import (
    CALL_GAP_SECONDS,
    referee_call_make,
    referee_call_resolve,
    referee_call_take,
)

T0 = dt.datetime(2026, 12, 2, 20, 0, tzinfo=dt.UTC)


@pytest.fixture
def referee(make_user, club):
    return make_user("referee", club=club, username="ref")


def test_a_second_tap_finds_the_open_call(room: Room):
    first = referee_call_make(table=room.table, seat=room.seat("E"), now=T0)
    again = referee_call_make(table=room.table, seat=room.seat("S"), now=T0)
    assert again.pk == first.pk and RefereeCall.objects.count() == 1


@pytest.mark.parametrize(
    ("seconds_later", "called_again"),
    [(10, False), (CALL_GAP_SECONDS - 1, False), (CALL_GAP_SECONDS, True), (600, True)],
)
def test_a_table_calls_again_only_after_a_minute(room, referee, seconds_later, called_again):
    call = referee_call_make(table=room.table, now=T0)
    referee_call_resolve(
        call_id=call.pk, event=room.table.round.event, actor=referee, note="ok", now=T0
    )
    later = T0 + dt.timedelta(seconds=seconds_later)
    if called_again:
        assert referee_call_make(table=room.table, now=later).pk != call.pk
    else:
        with pytest.raises(ValidationError) as refused:
            referee_call_make(table=room.table, now=later)
        assert refused.value.code == "too_soon"


def test_two_referees_take_one_call(room, referee, make_user, club):
    other = make_user("referee", club=club, username="ref2")
    event = room.table.round.event
    call = referee_call_make(table=room.table, now=T0)
    taken = referee_call_take(call_id=call.pk, event=event, actor=referee, now=T0)
    assert referee_call_take(call_id=call.pk, event=event, actor=referee).taken_at == taken.taken_at
    with pytest.raises(ValidationError) as refused:
        referee_call_take(call_id=call.pk, event=event, actor=other)
    assert refused.value.code == "taken"


@pytest.mark.parametrize("role", ["scorekeeper", "player"])
def test_only_a_referee_takes_and_resolves(room, make_user, club, role):
    call = referee_call_make(table=room.table, now=T0)
    user = make_user(*([role] if role != "player" else []), club=club, username="someone")
    event = room.table.round.event
    for step in (
        lambda: referee_call_take(call_id=call.pk, event=event, actor=user),
        lambda: referee_call_resolve(call_id=call.pk, event=event, actor=user, note="x"),
    ):
        with pytest.raises(ValidationError) as refused:
            step()
        assert refused.value.code == "not_allowed"


def test_resolving_settles_the_disputed_hand_and_times_the_call(room, referee):
    hand, _ = hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
    event = room.table.round.event
    hand_dispute(table=room.table, seat=room.seat("S"), number=1, now=T0)
    assert provisional_players(event=event) == {f"m{s.member_id}" for s in room.table.seats.all()}
    call = RefereeCall.objects.get()
    referee_call_take(
        call_id=call.pk, event=event, actor=referee, now=T0 + dt.timedelta(seconds=40)
    )
    with pytest.raises(ValidationError):
        referee_call_resolve(call_id=call.pk, event=event, actor=referee, note="  ")
    referee_call_resolve(
        call_id=call.pk,
        event=event,
        actor=referee,
        note="Draw stands",
        now=T0 + dt.timedelta(minutes=3),
    )
    assert HandCheck.objects.get(hand=hand).state == HandCheckState.SETTLED
    assert provisional_players(event=event) == frozenset()
    [times] = referee_call_times(event=event)
    assert (times.table_number, times.seconds_to_take, times.seconds_to_resolve) == (1, 40, 180)
    assert times.note == "Draw stands" and times.taken_by == referee.get_username()
    actions = set(AuditEntry.objects.values_list("action", flat=True))
    assert {
        "hand.enter_by_player",
        "hand.dispute",
        "referee_call.make",
        "referee_call.take",
        "referee_call.resolve",
    } <= actions


def test_the_overview_counts_each_tables_hands(room, referee):
    hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
    hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=2)
    hand_dispute(table=room.table, seat=room.seat("W"), number=2)
    rows = {row.table.number: row for row in tables_overview(round_=room.table.round)}
    first = rows[1]
    assert (first.hands, first.pending, first.disputed, first.call is not None) == (2, 1, 1, True)
    assert (rows[2].hands, rows[2].provisional, rows[2].call) == (0, 0, None)


def test_the_players_page_and_the_table_page_call_the_referee(client, room, make_user, club):
    client.post(link("table_link_referee", room.table))  # anyone holding the table's link
    call = RefereeCall.objects.get()
    assert call.called_by_seat is None and call.table == room.table
    client.force_login(make_user("scorekeeper", club=club, username="keeper"))
    kwargs = {"slug": room.table.round.event.slug, "round_number": 1, "table_number": 2}
    client.post(reverse("play_table_referee_call", kwargs=kwargs))
    assert RefereeCall.objects.filter(table=room.other, called_by__username="keeper").exists()


def test_the_overview_shows_an_open_call_and_a_referee_takes_it(client, room, referee):
    sign_in(client, room.table, room.seat("N"))
    client.post(link("table_link_referee", room.table))
    client.force_login(referee)
    slug = room.table.round.event.slug
    page = client.get(reverse("play_tables_overview_live", kwargs={"slug": slug}))
    body = page.content.decode()
    assert 'data-open-calls="1"' in body and room.seat("N").player_name in body
    call = RefereeCall.objects.get()
    client.post(reverse("play_referee_call_take", kwargs={"slug": slug, "call_id": call.pk}))
    client.post(
        reverse("play_referee_call_resolve", kwargs={"slug": slug, "call_id": call.pk}),
        {"note": "Explained the rule"},
    )
    call.refresh_from_db()
    assert call.taken_by == referee and call.resolved_at is not None
    assert timezone.now() - call.resolved_at < dt.timedelta(minutes=1)
