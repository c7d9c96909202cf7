"""A first hand at a table starts its round and event under the rules of a round start
(issue 50): never before an earlier round was played, never before the event's day."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone, translation

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.events.services.lifecycle import round_start
from tournaments.play.models import Hand
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

P, IP = EventStatus.PLANNED, EventStatus.IN_PROGRESS
RP, RIP, RC = RoundStatus.PLANNED, RoundStatus.IN_PROGRESS, RoundStatus.CLOSED
DRAW = {"result": {"kind": "draw"}}


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


def event_with(club, *, rounds, status=IP, days=0):
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


CASES = [
    # (event status, days from today, round statuses, hand in round, refusal code or None)
    (IP, 0, (RC, RP, RP), 2, None),  # the next round: started by its first hand
    (IP, 0, (RIP, RP), 2, None),  # a table moves on while round 1 still plays
    (IP, 0, (RC, RP, RP, RP), 4, "round_order"),  # rounds 2 and 3 never played
    (IP, 0, (RIP, RP, RP), 3, "round_order"),
    (IP, 0, (RC, RC, RIP), 3, None),  # a round in play: no question
    (P, 0, (RP, RP), 1, None),  # on its day
    (P, -3, (RP, RP), 1, None),  # late: results entered afterwards
    (P, 10, (RP, RP), 1, "event_early"),  # ten days ahead: the director's start
    (IP, 10, (RIP, RP), 1, None),  # started early by the director: hands go in
]


@pytest.mark.parametrize(("status", "days", "rounds", "number", "refused"), CASES)
def test_a_first_hand_starts_a_round_only_as_a_start_would(
    club, status, days, rounds, number, refused
):
    event = event_with(club, rounds=rounds, status=status, days=days)
    table = event.rounds.get(number=number).tables.get()
    if refused:
        with pytest.raises(ValidationError) as exc:
            hand_enter(table=table, entry=DRAW)
        assert exc.value.code == refused
        assert not Hand.objects.filter(table__round__event=event).exists()
        assert event.rounds.get(number=number).status == rounds[number - 1]
        event.refresh_from_db()
        assert event.status == status
    else:
        hand_enter(table=table, entry=DRAW)
        assert event.rounds.get(number=number).status == RIP
        event.refresh_from_db()
        assert event.status == IP


def test_the_table_page_says_why_and_saves_nothing(client, club, make_user):
    event = event_with(club, rounds=(RP, RP), status=P, days=10)
    client.force_login(make_user("scorekeeper", club=club, username="keeper"))
    url = reverse(
        "play_hand_create", kwargs={"slug": event.slug, "round_number": 1, "table_number": 1}
    )
    with translation.override("nl"):
        response = client.post(
            url, {"kind": "draw", "mode": "tiles", "number": 1}, HTTP_ACCEPT_LANGUAGE="nl"
        )
    assert response.status_code == 422  # the form again, with the reason
    assert "De wedstrijdleider start het vroeg" in response.text
    assert not Hand.objects.exists()
    # the director's start (asked once) lets the hands in
    round_start(round_=event.rounds.get(number=1), actor=None, confirm_date=True)
    response = client.post(url, {"kind": "draw", "mode": "tiles", "number": 1})
    assert Hand.objects.filter(table__round__event=event).count() == 1


@pytest.mark.parametrize(
    ("rounds", "days", "number", "says"),
    [
        ((RP, RP), 10, 1, "is planned for"),
        ((RC, RP, RP), 0, 3, "Round 2 has not been played yet"),
        ((RC, RP, RP), 0, 2, ""),
    ],
)
def test_the_table_page_says_it_before_a_hand_is_typed(
    client, club, make_user, rounds, days, number, says
):
    status = P if days else IP
    event = event_with(club, rounds=rounds, status=status, days=days)
    client.force_login(make_user("scorekeeper", club=club, username="keeper"))
    page = client.get(
        reverse(
            "play_table", kwargs={"slug": event.slug, "round_number": number, "table_number": 1}
        )
    ).text
    if says:
        assert says in page and 'id="start-refusal"' in page
        assert 'id="hand-form"' not in page
    else:
        assert 'id="start-refusal"' not in page and 'id="hand-form"' in page
