"""Withdrawing the desk's no-shows withdraws their registrations too, as the participants
page does (``player_registrations_withdraw``): audited with a reason, no longer counted as
registered, the place offered to the first on the waiting list; one who arrives after all
is checked in at the desk with one tap, which reinstates the registration (audited). A
cancelled registration is not brought back by the desk. A no-show added by hand (no
registration) stays withdrawn and can still come back at the desk."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse
from django.utils import timezone, translation

from tests.tournaments.registration.helpers import guest, open_event
from tournaments.audit.models import AuditEntry
from tournaments.checkin.selectors.desk import cancelled_at_the_desk
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.registrations import participant_register
from tournaments.integrity.registrations import verify_registrations
from tournaments.integrity.verify import VerifyReport
from tournaments.registration.models import Registration, RegistrationSettings
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


def _no_shows_withdrawn(event: Event, director) -> Client:
    """Gast 1 checked in; the others withdrawn as no-shows on the director's page. The
    director's logged-in client."""
    participant_check_in(participant=_player(event, "Gast 1"), actor=director)
    client = Client()
    client.force_login(director)
    url = reverse("checkin_no_shows", kwargs={"slug": event.slug})
    client.post(url, {"confirm": "1"}, HTTP_ACCEPT_LANGUAGE="en")
    return client


def test_withdrawing_the_no_shows_withdraws_their_registrations(club, make_user):
    event = _event(club)
    director = make_user("referee", club=club, username="director")
    _no_shows_withdrawn(event, director)

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

    # added by hand: nothing to reinstate, back at the desk as before
    back, done = participant_check_in(participant=_player(event, "Walk-in"), actor=director)
    assert done and back.active


def test_a_no_show_who_arrives_at_the_desk_gets_the_registration_back(club, make_user):
    event = _event(club)
    director = make_user("referee", club=club, username="director")
    client = _no_shows_withdrawn(event, director)

    # Gast 2 arrives: one tap at the desk, as for anyone on its list; the desk's answer
    # swaps the registration figures under its heading too
    row = _player(event, "Gast 2")
    answer = client.post(
        reverse("checkin_desk_mark", kwargs={"slug": event.slug, "pk": row.pk}),
        {"state": "in"},
        HTTP_ACCEPT_LANGUAGE="en",
        HTTP_HX_REQUEST="true",
    )
    assert answer.status_code == 200
    swapped = answer.content.decode()
    assert 'id="checkin-registration-counts" hx-swap-oob="true"' in swapped
    assert "2 registered / 3 · Places offered: 1" in swapped
    assert "checkin-error" not in swapped
    back = _player(event, "Gast 2")
    assert back.active and back.checked_in_at is not None
    assert Registration.objects.get(name="Gast 2").status == "confirmed"
    reinstated = AuditEntry.objects.get(action="registration.reinstate")
    assert reinstated.reason == "Arrived at the check-in desk after being withdrawn as a no-show."
    assert reinstated.actor_id == director.pk
    # Gast 4 was offered Gast 3's place meanwhile and keeps the offer: the places are full
    counts = registration_counts(event=event)
    assert (counts.registered, counts.offered, counts.over_capacity) == (2, 1, 0)
    assert verify_registrations(event=event, report=VerifyReport()).issues == []


def test_a_cancelled_registration_is_not_brought_back_by_the_desk(club, make_user):
    event = _event(club)
    director = make_user("referee", club=club, username="director")
    _no_shows_withdrawn(event, director)
    Registration.objects.filter(name="Gast 3").update(status="cancelled")

    with translation.override("en"), pytest.raises(ValidationError, match="reinstate"):
        participant_check_in(participant=_player(event, "Gast 3"), actor=director)
    assert Registration.objects.get(name="Gast 3").status == "cancelled"
    assert not AuditEntry.objects.filter(action="registration.reinstate").exists()


def test_the_desk_shows_a_cancelled_player_the_way_back_not_a_check_in(club, make_user):
    """The desk lists a player who cancelled after the no-shows' withdrawal without the
    check-in button the service would refuse: the director gets the registration's
    reinstate page, a scorekeeper the note that the director can reinstate it."""
    event = _event(club)
    director = make_user("referee", club=club, username="director")
    client = _no_shows_withdrawn(event, director)
    Registration.objects.filter(name="Gast 3").update(status="cancelled")
    cancelled = Registration.objects.get(name="Gast 3")
    gast_2, gast_3 = _player(event, "Gast 2"), _player(event, "Gast 3")
    url = reverse("checkin_desk", kwargs={"slug": event.slug})
    mark = reverse("checkin_desk_mark", kwargs={"slug": event.slug, "pk": gast_3.pk})
    reinstate = reverse(
        "registration_staff", kwargs={"slug": event.slug, "pk": cancelled.pk, "action": "reinstate"}
    )

    page = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    row_3 = page.split(f'id="p-{gast_3.pk}"')[1].split("</li>")[0]
    assert "cancelled their registration" in row_3
    assert mark not in row_3 and reinstate in row_3
    row_2 = page.split(f'id="p-{gast_2.pk}"')[1].split("</li>")[0]  # withdrawn: back in a tap
    assert "withdrawn as a no-show" in row_2
    assert reverse("checkin_desk_mark", kwargs={"slug": event.slug, "pk": gast_2.pk}) in row_2

    scorekeeper = make_user("scorekeeper", club=club, username="keeper")
    keeper = Client()
    keeper.force_login(scorekeeper)
    page = keeper.get(url, HTTP_ACCEPT_LANGUAGE="nl").content.decode()
    row_3 = page.split(f'id="p-{gast_3.pk}"')[1].split("</li>")[0]
    assert "de wedstrijdleider kan die herstellen" in row_3
    assert mark not in row_3 and reinstate not in row_3

    # a tap sent anyway (a page from before the cancellation) is refused, the row redrawn
    answer = client.post(mark, {"state": "in"}, HTTP_HX_REQUEST="true", HTTP_ACCEPT_LANGUAGE="en")
    assert "reinstate the registration first" in answer.content.decode()
    assert mark not in answer.content.decode()
    assert Registration.objects.get(pk=cancelled.pk).status == "cancelled"

    # the director reinstates from the desk's button and is back at the desk
    assert f'href="{reinstate}?from=desk"' in client.get(url).content.decode()
    page = client.get(f"{reinstate}?from=desk", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert f'href="{url}"' in page  # its Back button too
    answer = client.post(f"{reinstate}?from=desk", {"reason": "came after all"})
    assert answer.status_code == 302 and answer.url == url
    assert Registration.objects.get(pk=cancelled.pk).status != "cancelled"
    field = reverse("registration_field", kwargs={"slug": event.slug})
    assert f'href="{field}"' in client.get(reinstate).content.decode()  # from the registrations


@pytest.mark.parametrize(
    ("statuses", "refused"),
    [
        ([], False),  # added by hand
        (["confirmed"], False),
        (["withdrawn"], False),  # the desk reinstates it
        (["cancelled", "withdrawn"], False),
        (["cancelled"], True),
        (["cancelled", "declined"], True),
        (["expired"], True),
    ],
)
def test_the_desk_marks_cancelled_whom_its_check_in_refuses(statuses, refused):
    assert cancelled_at_the_desk(statuses) is refused


def test_a_no_show_checked_in_into_a_full_field_is_on_record_for_verify(club, make_user):
    """The places are all taken when the no-show arrives (the director lowered them to the
    two taken): the desk checks them in all the same, and the registration keeps that
    staff placed it beyond the places, so verify reports nothing."""
    event = _event(club)
    director = make_user("referee", club=club, username="director")
    _no_shows_withdrawn(event, director)
    RegistrationSettings.objects.filter(event=event).update(capacity=2)
    assert not registration_counts(event=event).has_place

    participant_check_in(participant=_player(event, "Gast 2"), actor=director)

    assert Registration.objects.get(name="Gast 2").beyond_places
    counts = registration_counts(event=event)
    assert (counts.taken, counts.over_capacity, counts.beyond_places) == (3, 1, 1)
    assert verify_registrations(event=event, report=VerifyReport()).issues == []
