"""Withdrawing a player on the seat draw's participants page withdraws their registration
too (``registration.services.player_withdraw``): audited with a reason, the counts drop and
the first on the waiting list is offered the place, as a withdrawal on the registrations
page does. A player added by hand is withdrawn as before."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.events.services.registrations import participant_register
from tournaments.registration.models import Registration
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import registration_create
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


def _event(club) -> Event:
    """4 places: Gast 1-4 registered and made the players, Gast 5 waiting."""
    event = open_event(club, capacity=4)
    event.date = timezone.localdate() + datetime.timedelta(days=30)
    event.round_count = 2
    event.save(update_fields=["date", "round_count"])
    for number in range(1, 6):
        registration_create(event=event, details=guest(number))
    registration_players_make(event=event, actor=None)
    return event


def _withdraw(client: Client, event: Event, name: str):
    player = EventParticipant.objects.get(event=event, guest_name=name)
    url = reverse("seating_participant_withdraw", kwargs={"slug": event.slug, "pk": player.pk})
    return client.post(url, HTTP_ACCEPT_LANGUAGE="en", follow=True)


def _director(club, make_user) -> Client:
    client = Client()
    client.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    return client


# played: rounds closed before the withdrawal -> the player afterwards (None: removed)
CASES = {
    "never seated: removed": (0, None),
    "seated in a played round: withdrawn after it": (1, 1),
}


@pytest.mark.parametrize(("played", "withdrew_after"), CASES.values(), ids=CASES)
def test_withdrawing_a_registered_player_withdraws_the_registration(
    club, make_user, played, withdrew_after
):
    event = _event(club)
    if played:
        seat_draw_create(event=event, seed=1)
        Round.objects.filter(event=event, number__lte=played).update(status="closed")
    page = _withdraw(_director(club, make_user), event, "Gast 1").content.decode()
    player = EventParticipant.objects.filter(event=event, guest_name="Gast 1").first()
    assert (player.withdrew_after_round if player else None) == withdrew_after
    statuses = {r.name: r.status for r in Registration.objects.all()}
    assert statuses == {
        "Gast 1": "withdrawn",
        "Gast 2": "confirmed",
        "Gast 3": "confirmed",
        "Gast 4": "confirmed",
        "Gast 5": "offered",
    }
    assert "The registration is withdrawn too." in page
    counts = registration_counts(event=event)
    assert (counts.registered, counts.offered, counts.waiting, counts.ended) == (3, 1, 0, 1)
    entry = AuditEntry.objects.get(action="registration.withdraw")
    assert entry.reason == "Withdrawn on the seat draw's participants page."
    assert entry.actor is not None
    registration_players_make(event=event, actor=None)  # does not bring them back
    assert not EventParticipant.objects.filter(
        event=event, guest_name="Gast 1", withdrew_after_round__isnull=True
    ).exists()


def test_a_player_added_by_hand_is_withdrawn_as_before(club, make_user):
    event = _event(club)
    participant_register(event=event, guest_names=["Walk-in"])
    page = _withdraw(_director(club, make_user), event, "Walk-in").content.decode()
    assert "Walk-in removed." in page and "registration is withdrawn" not in page
    assert not EventParticipant.objects.filter(event=event, guest_name="Walk-in").exists()
    assert registration_counts(event=event).registered == 4
    assert not AuditEntry.objects.filter(action="registration.withdraw").exists()
