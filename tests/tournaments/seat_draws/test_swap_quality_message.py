"""After a manual swap the message says what it did to the draw's quality: the repeat
meetings and the most meetings of any pair, before → after (the quality panel's figures)."""

import re

import pytest
from django.urls import reverse

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments.core.roles import REFEREE
from tournaments.play.models import Seat
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


def _value(seat):
    return f"m:{seat.member_id}" if seat.member_id else f"g:{seat.guest_name}"


def test_the_swap_message_reports_the_quality_change(client, make_user, make_event, club):
    event = make_event(16, round_count=2)
    seat_draw_create(event=event, seed=1)
    before = seating_overview(event=event).quality
    assert before.repeats == 0
    # two players who met in round 1 are put at one table in round 2: a repeat meeting
    r1 = list(
        Seat.objects.filter(round__event=event, round__number=1).order_by("table", "position")
    )
    a, met = r1[0], r1[1]
    r2 = {
        (s.member_id, s.guest_name): s
        for s in Seat.objects.filter(round__event=event, round__number=2)
    }
    seat_a = r2[(a.member_id, a.guest_name)]
    seat_met = r2[(met.member_id, met.guest_name)]
    other = next(
        s
        for s in Seat.objects.filter(table=seat_met.table).exclude(pk=seat_met.pk)
        if s.table_id != seat_a.table_id
    )
    client.force_login(make_user(REFEREE, club=club))
    response = client.post(
        reverse("seating_swap", kwargs={"slug": event.slug}),
        {"round": 2, "first": _value(seat_a), "second": _value(other)},
        follow=True,
    )
    text = response.content.decode()
    after = seating_overview(event=event).quality
    assert after.repeats > 0
    assert re.search(rf"Repeat meetings: 0 → {after.repeats}", text)
    assert "The draw got worse." in text
