"""The one table of a registration's states (``registration.states``): every move it holds
is made, every other is refused with a translated message; "Give a place" never passes
the places; an offer never outlives registration's close or the event's start."""

from __future__ import annotations

import datetime
import itertools

import pytest
from django.utils import translation

from tests.tournaments.registration.helpers import NOW, guest, open_event
from tournaments.registration.models import Registration, RegistrationStatus
from tournaments.registration.services.director import registration_promote
from tournaments.registration.services.queue import registration_change, registration_snapshot
from tournaments.registration.services.registrations import (
    registration_cancel,
    registration_create,
)
from tournaments.registration.states import (
    PARTICIPANT_TRANSITIONS,
    TRANSITIONS,
    TransitionRefused,
    participant_transition_check,
    transition_check,
)

pytestmark = pytest.mark.django_db

S = RegistrationStatus


def test_the_table_names_every_state_and_only_states():
    assert set(TRANSITIONS) == set(S.values)
    assert all(set(targets) <= set(S.values) for targets in TRANSITIONS.values())
    assert set(PARTICIPANT_TRANSITIONS) == {"field", "withdrawn"}


@pytest.mark.parametrize(("current", "wanted"), list(itertools.product(S.values, S.values)))
def test_a_move_is_allowed_exactly_when_the_table_holds_it(current, wanted):
    if wanted in TRANSITIONS[current]:
        transition_check(current, wanted)
    else:
        with pytest.raises(TransitionRefused):
            transition_check(current, wanted)


@pytest.mark.parametrize(
    ("current", "wanted", "allowed"),
    [
        (S.CONFIRMED, S.CANCELLED, True),
        (S.CONFIRMED, S.WITHDRAWN, True),
        (S.CANCELLED, S.CONFIRMED, True),
        (S.DECLINED, S.CONFIRMED, False),
        (S.CANCELLED, S.OFFERED, False),
        (S.WITHDRAWN, S.CANCELLED, False),
        (S.CONFIRMED, S.WAITING, False),
    ],
)
def test_every_status_write_goes_through_the_table(club, current, wanted, allowed):
    event = open_event(club, capacity=5)
    reg, _ = registration_create(event=event, details=guest(1), now=NOW)
    Registration.objects.filter(pk=reg.pk).update(status=current)
    reg.refresh_from_db()
    change = lambda: registration_change(  # noqa: E731
        registration=reg,
        action="registration.update",
        actor=None,
        before=registration_snapshot(reg),
        status=wanted,
    )
    if allowed:
        change()
        reg.refresh_from_db()
        assert reg.status == wanted
    else:
        with pytest.raises(TransitionRefused):
            change()
        reg.refresh_from_db()
        assert reg.status == current


def test_a_refused_move_speaks_the_readers_language():
    with translation.override("nl"), pytest.raises(TransitionRefused) as refused:
        transition_check(S.DECLINED, S.CONFIRMED)
    assert refused.value.messages[0] == (
        "Een inschrijving met de status “Aanbod afgeslagen” kan niet “Ingeschreven” worden."
    )
    with translation.override("de"), pytest.raises(TransitionRefused) as refused:
        participant_transition_check("withdrawn", "withdrawn")
    assert "bereits" in refused.value.messages[0]


def test_give_a_place_never_passes_the_places(club, make_user):
    """15 registered and 1 offered on 16 places: "Give a place" to someone waiting is
    refused (the user test saw 15 + 2 offered)."""
    director = make_user("referee", club=club)
    event = open_event(club, capacity=16)
    regs = [registration_create(event=event, details=guest(i), now=NOW)[0] for i in range(18)]
    registration_cancel(registration=regs[0], now=NOW)  # the first waiting is offered
    statuses = [r.status for r in Registration.objects.filter(event=event)]
    assert (statuses.count("confirmed"), statuses.count("offered")) == (15, 1)
    waiting = Registration.objects.get(event=event, status="waiting")
    with pytest.raises(Exception, match="full"):
        registration_promote(registration=waiting, actor=director, now=NOW)
    waiting.refresh_from_db()
    assert waiting.status == "waiting"
    offered = Registration.objects.get(event=event, status="offered")
    registration_promote(registration=offered, actor=director, now=NOW)  # holds its place
    seated = Registration.objects.filter(event=event, status__in=("confirmed", "offered"))
    assert seated.count() == 16


def _local(day: int, hour: int, minute: int = 0) -> datetime.datetime:
    from django.utils import timezone

    return timezone.make_aware(datetime.datetime(2026, 12, day, hour, minute))


@pytest.mark.parametrize(
    ("start", "closes", "made", "until"),
    [
        # the user test: event 03/12 10:00, registration closing 03/12 09:00, 24 hours
        (datetime.time(10, 0), _local(3, 9), _local(3, 0, 10), _local(3, 9)),
        # no close: the event's start ends the offer
        (datetime.time(10, 0), None, _local(2, 20), _local(3, 10)),
        # far from both: the offer window
        (datetime.time(10, 0), None, _local(1, 8), _local(2, 8)),
        # no start time: the end of the event's day
        (None, None, _local(3, 8), _local(4, 0)),
    ],
)
def test_an_offer_never_outlives_the_close_or_the_start(club, start, closes, made, until):
    event = open_event(club, capacity=1, offer_hours=24, closes_at=closes)
    event.date, event.start_time = datetime.date(2026, 12, 3), start
    event.save()
    first, _ = registration_create(event=event, details=guest(1), now=made)
    second, _ = registration_create(event=event, details=guest(2), now=made)
    registration_cancel(registration=first, now=made)
    second.refresh_from_db()
    assert (second.status, second.offer_expires_at) == ("offered", until)


def test_after_the_close_no_place_is_offered_any_more(club):
    event = open_event(club, capacity=1, closes_at=_local(3, 9))
    event.date, event.start_time = datetime.date(2026, 12, 3), datetime.time(10, 0)
    event.save()
    first, _ = registration_create(event=event, details=guest(1), now=_local(2, 8))
    second, _ = registration_create(event=event, details=guest(2), now=_local(2, 8))
    registration_cancel(registration=first, now=_local(3, 9, 30))
    second.refresh_from_db()
    assert second.status == "waiting"
