"""Adding a withdrawn player again on the seat draw's participants page reinstates their
registration (``registration.services.player_return``): registered and counted again,
audited with a reason, and ``manage.py verify`` finds nothing. When the place went to the
waiting list meanwhile, the director's player still comes back, and the page says the
event is over its places with the figures every page shows."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.factories import MemberFactory
from tests.tournaments.registration.helpers import guest, open_event
from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.integrity.registrations import verify_registrations
from tournaments.integrity.verify import VerifyReport
from tournaments.registration.models import Registration
from tournaments.registration.selectors.counts import registration_counts
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import registration_create
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db

OVER = "The event is over its places"


def _event(club, *, registered: int, member: bool = False) -> Event:
    """4 places; Gast 1.. registered (Gast 1 a member instead with ``member``) and made
    the players; more than 4 wait."""
    event = open_event(club, capacity=4)
    event.date = timezone.localdate() + datetime.timedelta(days=30)
    event.round_count = 2
    event.save(update_fields=["date", "round_count"])
    for number in range(1, registered + 1):
        if member and number == 1:
            who = MemberFactory(club=club, first_name="Gast", last_name="1")
            registration_create(event=event, member=who)
        else:
            registration_create(event=event, details=guest(number))
    registration_players_make(event=event, actor=None)
    return event


def _gast_1(event: Event):
    found = EventParticipant.objects.filter(event=event, guest_name="Gast 1")
    return found or EventParticipant.objects.filter(event=event, member__last_name="1")


def _post(client: Client, url: str, data: dict | None = None) -> str:
    response = client.post(url, data or {}, HTTP_ACCEPT_LANGUAGE="en", follow=True)
    return response.content.decode()


# registered (4 places), Gast 1 a member, rounds played before -> Gast 5's registration after,
# the counts (registered, offered, waiting, ended) after, and whether the page says "over"
CASES = {
    "a place free: registered again": (4, False, 0, None, (4, 0, 0, 0), False),
    "a member: registered again": (4, True, 0, None, (4, 0, 0, 0), False),
    "withdrawn after a round: back in the field": (4, False, 1, None, (4, 0, 0, 0), False),
    "the place was offered on: over the places": (5, False, 0, "offered", (4, 1, 0, 0), True),
}


@pytest.mark.parametrize(
    ("registered", "member", "played", "gast_5", "counts", "over"), CASES.values(), ids=CASES
)
def test_adding_a_withdrawn_player_again_reinstates_the_registration(
    club, make_user, registered, member, played, gast_5, counts, over
):
    event = _event(club, registered=registered, member=member)
    if played:
        seat_draw_create(event=event, seed=1)
        Round.objects.filter(event=event, number__lte=played).update(status="closed")
    client = Client()
    client.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    player = _gast_1(event).get()
    _post(client, reverse("seating_participant_withdraw", args=[event.slug, player.pk]))
    assert Registration.objects.get(pk__in=_registration_of_gast_1()).status == "withdrawn"

    added = {"members": [player.member_id]} if member else {"guests": "Gast 1"}
    page = _post(client, reverse("seating_participants", args=[event.slug]), added)

    assert "1 player added. Registration reinstated: Gast 1." in page
    assert (OVER in page) is over
    assert _gast_1(event).get().active
    assert Registration.objects.get(pk__in=_registration_of_gast_1()).status == "confirmed"
    if gast_5:
        assert Registration.objects.get(name="Gast 5").status == gast_5
    c = registration_counts(event=event)
    assert (c.registered, c.offered, c.waiting, c.ended) == counts
    entry = AuditEntry.objects.get(action="registration.reinstate")
    assert entry.reason == "Added again on the seat draw's participants page."
    assert entry.actor is not None
    # beyond the places the registration keeps that staff placed it so, and verify takes
    # it as their decision (a place beyond without it is reported: test_verify_registrations);
    # never "withdrawn but in the field"
    back = Registration.objects.get(pk__in=_registration_of_gast_1())
    assert back.beyond_places is over
    assert (c.over_capacity, c.beyond_places) == ((1, 1) if over else (0, 0))
    assert verify_registrations(event=event, report=VerifyReport()).issues == []
    registration_players_make(event=event, actor=None)  # nobody twice
    assert _gast_1(event).count() == 1


def _registration_of_gast_1():
    named = Registration.objects.filter(name="Gast 1")
    return (named or Registration.objects.filter(member__last_name="1")).values("pk")


def test_a_player_added_by_hand_has_no_registration_to_reinstate(club, make_user):
    event = _event(club, registered=4)
    client = Client()
    client.force_login(make_user("referee", club=club, username="wedstrijdleider"))
    page = _post(client, reverse("seating_participants", args=[event.slug]), {"guests": "Walk-in"})
    assert "1 player added." in page and "reinstated" not in page
    assert not AuditEntry.objects.filter(action="registration.reinstate").exists()
    assert registration_counts(event=event).registered == 4
