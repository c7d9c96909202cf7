"""Rounds start in order, and an event's first start on another day asks once (issue 50)."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone, translation

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.events.selectors.rounds import event_rounds
from tournaments.events.services.lifecycle import OffDateStart, event_actions, round_start
from tournaments.play.services.tables import table_seat

P, IP = EventStatus.PLANNED, EventStatus.IN_PROGRESS
RP, RIP, RC = RoundStatus.PLANNED, RoundStatus.IN_PROGRESS, RoundStatus.CLOSED
TODAY = 0


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def director(make_user, club):
    return make_user("referee", club=club, username="director")


def event_with(club, *, rounds, status=IP, days=TODAY):
    """An event ``days`` from today with ``rounds`` (their statuses), each round seated."""
    event = EventFactory(
        club=club,
        status=status,
        round_count=len(rounds),
        date=timezone.localdate() + datetime.timedelta(days=days),
    )
    members = MemberFactory.create_batch(4, club=club)
    for number, round_status in enumerate(rounds, start=1):
        round_ = RoundFactory(event=event, number=number, status=round_status)
        table_seat(round_=round_, number=1, sitters=members)
    return event


ORDER_CASES = [
    # (round statuses, round to start, expected: started, or the refusal's words)
    ((RC, RP, RP, RP), 4, "Round 2 is not closed yet"),
    ((RC, RC, RP, RP), 4, "Round 3 is not closed yet"),
    ((RC, RC, RC, RP), 4, RIP),
    ((RC, RP, RP, RP), 2, RIP),
    ((RP, RP), 1, RIP),
]


@pytest.mark.parametrize(("statuses", "number", "expected"), ORDER_CASES)
def test_rounds_start_in_order(club, director, statuses, number, expected):
    event = event_with(club, rounds=statuses)
    round_ = event.rounds.get(number=number)
    if expected == RIP:
        round_start(round_=round_, actor=director)
    else:
        with pytest.raises(ValidationError, match=expected) as exc:
            round_start(round_=round_, actor=director)
        assert exc.value.code == "round_order"
    round_.refresh_from_db()
    assert round_.status == (RIP if expected == RIP else RP)
    # the page offers exactly the start its service accepts
    actions = event_actions(user=director, event=event, rounds=event_rounds(event=event))
    assert (number in actions.start_rounds) == (expected == RIP and round_.status == RP)


def test_the_page_shows_no_start_button_for_a_later_round(client, club, director):
    event = event_with(club, rounds=(RC, RP, RP, RP))
    client.force_login(director)
    page = client.get(event.get_absolute_url()).text
    assert "Start round 2" in page and "Start round 4" not in page
    response = client.post(
        reverse("round_start", kwargs={"slug": event.slug, "round_number": 4}), follow=True
    )
    assert "Round 2 is not closed yet: rounds start in order." in response.text
    assert event.rounds.get(number=4).status == RP


DATE_CASES = [
    # (days from today, event status, confirmed, asks)
    (10, P, False, True),  # early: asks
    (-3, P, False, True),  # late: asks
    (10, P, True, False),  # confirmed: starts
    (TODAY, P, False, False),  # on its day: no question
    (10, IP, False, False),  # started before (confirmed then): remembered
]


@pytest.mark.parametrize(("days", "status", "confirmed", "asks"), DATE_CASES)
def test_an_early_or_late_start_asks_once(club, director, days, status, confirmed, asks):
    statuses = (RP, RP) if status == P else (RC, RP)
    event = event_with(club, rounds=statuses, status=status, days=days)
    round_ = event.rounds.get(number=1 if status == P else 2)
    if asks:
        with pytest.raises(OffDateStart, match="not today"):
            round_start(round_=round_, actor=director, confirm_date=confirmed)
        assert event.rounds.get(pk=round_.pk).status == RP
        event.refresh_from_db()
        assert event.status == P
    else:
        round_start(round_=round_, actor=director, confirm_date=confirmed)
        event.refresh_from_db()
        assert event.status == IP


def test_the_page_asks_before_an_early_start_then_starts(client, club, director):
    event = event_with(club, rounds=(RP, RP), status=P, days=10)
    client.force_login(director)
    url = reverse("round_start", kwargs={"slug": event.slug, "round_number": 1})
    page = client.post(url, {"next": event.get_absolute_url()})
    assert page.status_code == 200 and "data-start-confirm" in page.text
    assert "Start round 1 anyway" in page.text
    assert event.rounds.get(number=1).status == RP
    client.post(url, {"confirm_date": "1", "next": event.get_absolute_url()})
    event.refresh_from_db()
    assert event.status == IP and event.rounds.get(number=1).status == RIP
    # round 2 later: no question any more
    round_ = event.rounds.get(number=1)
    round_.status = RC
    round_.save(update_fields=["status"])
    client.post(reverse("round_start", kwargs={"slug": event.slug, "round_number": 2}))
    assert event.rounds.get(number=2).status == RIP
