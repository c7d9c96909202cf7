"""The event and round state machine (services.lifecycle): every transition, every refusal."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone, translation

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.events.services.lifecycle import (
    event_actions,
    event_cancel,
    event_finish,
    event_start,
    events_cancel_not_played,
    round_close_transition,
    round_reopen,
    round_start,
)
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.round_close import round_close
from tournaments.play.services.tables import table_seat

DRAW = {"result": {"kind": "draw"}}
P, IP, F, C = (
    EventStatus.PLANNED,
    EventStatus.IN_PROGRESS,
    EventStatus.FINISHED,
    EventStatus.CANCELLED,
)
RP, RIP, RC = RoundStatus.PLANNED, RoundStatus.IN_PROGRESS, RoundStatus.CLOSED


@pytest.fixture(autouse=True)
def _english():
    with translation.override("en"):
        yield


@pytest.fixture
def director(make_user, club):
    return make_user("referee", club=club, username="director")


@pytest.fixture
def keeper(make_user, club):
    return make_user("scorekeeper", club=club, username="keeper")


def evening(club, *, status=P, rounds=(RP, RP), seated=True, round_count=None):
    """An evening with ``rounds`` (their statuses), each with one four-player table."""
    event = EventFactory(
        club=club, status=status, round_count=round_count or len(rounds), date=timezone.localdate()
    )
    members = MemberFactory.create_batch(4, club=club)
    for number, round_status in enumerate(rounds, start=1):
        round_ = RoundFactory(event=event, number=number, status=round_status)
        if seated:
            table_seat(round_=round_, number=1, sitters=members)
    return event


def first_table(event, number=1):
    return event.rounds.get(number=number).tables.get()


# -- event transitions --------------------------------------------------------------------

EVENT_CASES = [
    # (service, event status, round statuses, with hands, expected status or error fragment)
    ("start", P, (RP,), False, IP),
    ("start", IP, (RIP,), False, IP),
    ("start", C, (RP,), False, "was cancelled"),
    ("start", F, (RC,), True, "is finished"),
    ("finish", IP, (RC, RP), True, F),
    ("finish", IP, (RIP,), True, "still in play"),
    ("finish", P, (RP,), False, "Nothing has been played"),
    ("finish", F, (RC,), True, "already finished"),
    ("finish", C, (RP,), False, "cannot become finished"),
    ("cancel", P, (RP,), False, C),
    ("cancel", P, (RP,), True, "only an event nobody played"),
    ("cancel", IP, (RIP,), False, "only an event nobody played"),
    ("cancel", F, (RC,), True, "only an event nobody played"),
    ("cancel", C, (RP,), False, "already cancelled"),
]


def _hand(event):
    hand_enter(table=first_table(event), entry=DRAW)


@pytest.mark.parametrize(("service", "status", "rounds", "hands", "expected"), EVENT_CASES)
def test_event_transitions(club, director, service, status, rounds, hands, expected):
    event = evening(
        club, status=P if hands else status, rounds=(RP,) * len(rounds) if hands else rounds
    )
    if hands:
        _hand(event)
        event.status = status
        event.save(update_fields=["status"])
        for number, round_status in enumerate(rounds, start=1):
            event.rounds.filter(number=number).update(status=round_status)
    call = {"start": event_start, "finish": event_finish, "cancel": event_cancel}[service]
    if expected in EventStatus.values:
        result = call(event=event, actor=director)
        event.refresh_from_db()
        assert result.status == event.status == expected
        if status != expected:
            assert AuditEntry.objects.filter(action=f"event.{service}", actor=director).exists()
    else:
        with pytest.raises(ValidationError) as exc:
            call(event=event, actor=director)
        assert expected in " ".join(exc.value.messages)
        event.refresh_from_db()
        assert event.status == status


# -- round transitions --------------------------------------------------------------------

ROUND_CASES = [
    # (service, event status, round status, tables drawn, expected round status or error)
    ("start", P, RP, True, RIP),
    ("start", IP, RP, True, RIP),
    ("start", P, RP, False, "no tables yet"),
    ("start", IP, RIP, True, "cannot become in progress"),
    ("start", IP, RP, True, RIP),
    ("start", IP, RC, True, "cannot become in progress"),
    ("start", C, RP, True, "was cancelled"),
    ("start", F, RP, True, "is finished"),
    ("close", IP, RIP, True, RC),
    ("close", P, RP, True, RC),
    ("close", IP, RC, True, "already closed"),
    ("close", C, RP, True, "was cancelled"),
    ("reopen", IP, RC, True, RIP),
    ("reopen", F, RC, True, RIP),
    ("reopen", IP, RIP, True, "not closed"),
    ("reopen", IP, RP, True, "not closed"),
    ("reopen", C, RC, True, "was cancelled"),
]


@pytest.mark.parametrize(("service", "status", "round_status", "seated", "expected"), ROUND_CASES)
def test_round_transitions(club, director, service, status, round_status, seated, expected):
    event = evening(club, status=status, rounds=(round_status, RP), seated=seated)
    round_ = event.rounds.get(number=1)
    call = {
        "start": lambda: round_start(round_=round_, actor=director),
        "close": lambda: round_close_transition(round_=round_, actor=director),
        "reopen": lambda: round_reopen(round_=round_, actor=director, reason="wrong score"),
    }[service]
    if expected in RoundStatus.values:
        call()
        round_.refresh_from_db()
        event.refresh_from_db()
        assert round_.status == expected
        assert event.status == IP  # starting, closing or reopening a round: in progress
        entry = AuditEntry.objects.get(action=f"round.{service}")
        assert entry.actor == director and entry.before["status"] == round_status
    else:
        with pytest.raises(ValidationError) as exc:
            call()
        assert expected in " ".join(exc.value.messages)
        round_.refresh_from_db()
        assert round_.status == round_status


def test_a_round_does_not_start_while_another_is_in_play(club, keeper):
    event = evening(club, status=IP, rounds=(RIP, RP))
    with pytest.raises(ValidationError, match="Round 1 is still in play"):
        round_start(round_=event.rounds.get(number=2), actor=keeper)
    assert event.rounds.get(number=2).status == RP


def test_a_scorekeeper_reopens_a_round_only_of_an_event_in_progress(club, keeper):
    """Who may close a round may reopen it while the event is in progress (docs/lifecycle.md);
    a round of a finished event: a referee or a club admin only."""
    event = evening(club, status=F, rounds=(RC, RC))
    with pytest.raises(ValidationError, match="referee or a club admin"):
        round_reopen(round_=event.rounds.get(number=2), actor=keeper, reason="misread")
    assert event.rounds.get(number=2).status == RC
    event = evening(club, status=IP, rounds=(RC, RP))
    round_reopen(round_=event.rounds.get(number=1), actor=keeper, reason="closed too early")
    assert event.rounds.get(number=1).status == RIP


def test_reopen_is_audited_with_its_reason(club, director):
    event = evening(club, status=F, rounds=(RC,))
    round_reopen(round_=event.rounds.get(), actor=director, reason="hand 3 was misread")
    entry = AuditEntry.objects.get(action="round.reopen")
    assert entry.reason == "hand 3 was misread" and entry.after["status"] == RIP
    assert AuditEntry.objects.filter(action="event.reopen").exists()


# -- hooks: a saved hand, the last round closed --------------------------------------------


def test_the_first_hand_saved_starts_the_event_and_its_round(club, keeper):
    event = evening(club, status=P, rounds=(RP, RP))
    hand_enter(table=first_table(event), entry=DRAW, entered_by=keeper)
    event.refresh_from_db()
    assert event.status == IP
    assert [r.status for r in event.rounds.order_by("number")] == [RIP, RP]


def test_no_hand_is_saved_at_a_cancelled_event(club):
    event = evening(club, status=C, rounds=(RP,))
    with pytest.raises(ValidationError, match="cancelled"):
        hand_enter(table=first_table(event), entry=DRAW)
    assert not first_table(event).hands.exists()


@pytest.mark.parametrize(
    ("rounds", "closing", "round_count", "expected"),
    [
        ((RIP, RP), 1, 2, IP),  # round 1 of 2: play on
        ((RC, RIP), 2, 2, F),  # the last round: finished
        ((RC, RIP, RP), 2, 3, IP),  # round 2 of 3 planned
        ((RC, RIP), 2, 3, IP),  # two of three planned rounds drawn: play on
    ],
)
def test_closing_the_last_round_finishes_the_event(
    club, keeper, rounds, closing, round_count, expected
):
    event = evening(club, status=IP, rounds=rounds, round_count=round_count)
    hand_enter(table=first_table(event, closing), entry=DRAW)
    round_close(round_=event.rounds.get(number=closing), actor=keeper)
    event.refresh_from_db()
    assert event.status == expected


def test_closing_a_round_with_an_unbalanced_table_is_refused_and_changes_nothing(club, keeper):
    from tests.factories import HandFactory, HandResultFactory

    event = evening(club, status=IP, rounds=(RIP,))
    table = first_table(event)
    hand = HandFactory(table=table, number=1)
    HandResultFactory(hand=hand, seat=table.seats.first(), settlement=8)
    with pytest.raises(ValidationError, match="not zero"):
        round_close(round_=event.rounds.get(), actor=keeper)
    event.refresh_from_db()
    assert event.status == IP and event.rounds.get().status == RIP


# -- not played, cancelling in one action --------------------------------------------------


def test_a_past_planned_event_is_shown_as_not_played(club):
    past = EventFactory(club=club, date=timezone.localdate() - datetime.timedelta(days=1))
    today = EventFactory(club=club, date=timezone.localdate())
    assert past.not_played and past.shown_status == "not_played"
    assert str(past.shown_status_label) == "Not played"
    assert not today.not_played and today.shown_status == P


def test_cancelling_several_is_all_or_nothing(club, director):
    quiet = evening(club, rounds=(RP,))
    played = evening(club, rounds=(RP,))
    _hand(played)
    with pytest.raises(ValidationError):
        events_cancel_not_played(events=[quiet, played], actor=director)
    quiet.refresh_from_db()
    assert quiet.status == P
    events_cancel_not_played(events=[quiet], actor=director)
    quiet.refresh_from_db()
    assert quiet.status == C


# -- the buttons agree with the services ---------------------------------------------------


@pytest.mark.parametrize(
    ("who", "status", "rounds", "expected"),
    [
        ("director", P, (RP, RP), {"cancel", "start"}),
        ("keeper", P, (RP, RP), {"start"}),
        ("director", IP, (RIP, RP), {"close"}),
        ("director", IP, (RC, RP), {"finish", "start", "reopen"}),
        ("keeper", IP, (RC, RP), {"start", "reopen"}),
        ("director", F, (RC, RC), {"reopen", "reopen event"}),
        ("keeper", F, (RC, RC), set()),
        ("director", C, (RP, RP), set()),
        ("anonymous", IP, (RIP, RP), set()),
    ],
)
def test_event_actions(club, director, keeper, who, status, rounds, expected):
    from django.contrib.auth.models import AnonymousUser

    from tournaments.events.selectors.rounds import event_rounds

    user = {"director": director, "keeper": keeper, "anonymous": AnonymousUser()}[who]
    event = evening(club, status=status, rounds=rounds)
    actions = event_actions(user=user, event=event, rounds=event_rounds(event=event))
    shown = {
        name
        for name, on in [
            ("cancel", actions.cancel),
            ("finish", actions.finish),
            ("start", actions.start_rounds),
            ("close", actions.close_rounds),
            ("reopen", actions.reopen_rounds),
            ("reopen event", actions.reopen),
        ]
        if on
    }
    assert shown == expected
