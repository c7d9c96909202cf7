"""Withdrawing the desk's no-shows withdraws their registrations too, as the participants
page does (``player_registrations_withdraw``): audited with a reason, no longer counted as
registered, the place offered to the first on the waiting list, and the desk refuses to
check them in until the registration is reinstated. A no-show added by hand (no
registration) stays withdrawn and can still come back at the desk."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse
from django.utils import timezone, translation

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.audit.models import AuditEntry
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.registrations import participant_register
from tournaments.integrity.registrations import verify_registrations
from tournaments.integrity.verify import VerifyReport
from tournaments.registration.models import Registration
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import registration_create

pytestmark = pytest.mark.django_db


def _event(club) -> Event:
    """Today, check-in on without a deadline; 3 places: Gast 1-3 registered and made the
    players, Gast 4 waiting, and a walk-in added by hand."""
    event = open_event(club, capacity=3)
    event.date = timezone.localdate()
    event.start_time = None
    event.check_in_enabled = True
    event.check_in_deadline = None
    event.save()
    for number in range(1, 5):
        registration_create(event=event, details=guest(number))
    registration_players_make(event=event, actor=None)
    participant_register(event=event, guest_names=["Walk-in"])
    return event


def _player(event: Event, name: str) -> EventParticipant:
    return EventParticipant.objects.get(event=event, guest_name=name)


def test_withdrawing_the_no_shows_withdraws_their_registrations(club, make_user):
    event = _event(club)
    director = make_user("referee", club=club, username="director")
    participant_check_in(participant=_player(event, "Gast 1"), actor=director)
    client = Client()
    client.force_login(director)
    url = reverse("checkin_no_shows", kwargs={"slug": event.slug})
    client.post(url, {"confirm": "1"}, HTTP_ACCEPT_LANGUAGE="en")

    statuses = dict(Registration.objects.values_list("name", "status"))
    assert statuses == {
        "Gast 1": "confirmed",
        "Gast 2": "withdrawn",
        "Gast 3": "withdrawn",
        "Gast 4": "offered",
    }
    counts = registration_counts(event=event)
    assert (counts.registered, counts.offered, counts.waiting, counts.ended) == (1, 1, 0, 2)
    reasons = set(
        AuditEntry.objects.filter(action="registration.withdraw").values_list("reason", flat=True)
    )
    assert reasons == {"Did not check in: withdrawn with the no-shows at the check-in desk."}
    assert AuditEntry.objects.filter(action="participant.no_show").count() == 3
    assert verify_registrations(event=event, report=VerifyReport()).issues == []

    # still on the desk's list, but no longer registered: reinstate first
    with translation.override("en"), pytest.raises(ValidationError, match="reinstate"):
        participant_check_in(participant=_player(event, "Gast 2"), actor=director)
    # added by hand: nothing to reinstate, back at the desk as before
    back, done = participant_check_in(participant=_player(event, "Walk-in"), actor=director)
    assert done and back.active
