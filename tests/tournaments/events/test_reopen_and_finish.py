"""Reopening needs a reason and is shown; finishing asks once and names what was not played;
a finished evening offers no "Seat round 2" and takes no hand in it."""

import pytest
from django.urls import reverse
from django.utils import translation

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.events.services.lifecycle import event_finish, round_start
from tournaments.play.models import Hand
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.round_close import round_close
from tournaments.play.services.tables import table_seat

DRAW = {"result": {"kind": "draw"}}


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def referee(make_user, club):
    return make_user("referee", club=club, username="ref", first_name="Rita", last_name="Ref")


@pytest.fixture
def finished(club, referee):
    """Round 1 played at table 1 (table 2 empty) and closed; round 2 drawn, never played;
    the evening finished."""
    event = EventFactory(club=club, round_count=2, slug="tonight")
    members = MemberFactory.create_batch(8, club=club)
    for number in (1, 2):
        round_ = RoundFactory(event=event, number=number)
        table_seat(round_=round_, number=1, sitters=members[:4])
        table_seat(round_=round_, number=2, sitters=members[4:])
    round_start(round_=event.rounds.get(number=1), actor=referee, confirm_date=True)
    hand_enter(table=event.rounds.get(number=1).tables.get(number=1), entry=DRAW)
    round_close(round_=event.rounds.get(number=1), actor=referee)
    event_finish(event=event, actor=referee)
    event.refresh_from_db()
    return event


def _login(client, user):
    client.force_login(user)
    return client


def test_finishing_asks_once_and_names_what_was_not_played(client, club, referee, finished):
    finished.status = EventStatus.IN_PROGRESS
    finished.save(update_fields=["status"])
    c = _login(client, referee)
    page = c.get(finished.get_absolute_url()).text
    assert reverse("event_finish", kwargs={"slug": finished.slug}) in page
    confirm = c.get(reverse("event_finish", kwargs={"slug": finished.slug})).text
    assert "Round 2 of 2 was never played." in confirm
    assert "Round 1, table 2" in confirm and "no hands entered" in confirm
    assert "Round 1, table 1" not in confirm
    assert "Finish the event anyway" in confirm
    c.post(reverse("event_finish", kwargs={"slug": finished.slug}))  # no confirm: the question
    finished.refresh_from_db()
    assert finished.status == EventStatus.IN_PROGRESS
    c.post(reverse("event_finish", kwargs={"slug": finished.slug}), {"confirm": "1"})
    finished.refresh_from_db()
    assert finished.status == EventStatus.FINISHED


@pytest.mark.parametrize("reason", ["", "   "])
@pytest.mark.parametrize("what", ["event", "round"])
def test_reopening_without_a_reason_is_refused(client, referee, finished, what, reason):
    url = (
        reverse("event_reopen", kwargs={"slug": finished.slug})
        if what == "event"
        else reverse("round_reopen", kwargs={"slug": finished.slug, "round_number": 1})
    )
    response = _login(client, referee).post(url, {"reason": reason}, follow=True)
    assert "Say why it is reopened" in response.text
    finished.refresh_from_db()
    assert finished.status == EventStatus.FINISHED
    assert finished.rounds.get(number=1).status == RoundStatus.CLOSED
    assert not AuditEntry.objects.filter(action__endswith="reopen").exists()


@pytest.mark.parametrize("what", ["event", "round"])
def test_a_reopening_is_audited_and_shown_until_finished_again(client, referee, finished, what):
    c = _login(client, referee)
    url = (
        reverse("event_reopen", kwargs={"slug": finished.slug})
        if what == "event"
        else reverse("round_reopen", kwargs={"slug": finished.slug, "round_number": 1})
    )
    c.post(url, {"reason": "round 2 is still to be played"})
    finished.refresh_from_db()
    assert finished.status == EventStatus.IN_PROGRESS
    entry = AuditEntry.objects.get(action="event.reopen")
    assert entry.reason == "round 2 is still to be played" and entry.actor == referee
    page = c.get(finished.get_absolute_url()).text
    assert "Reopened by Rita Ref on" in page and ": round 2 is still to be played" in page
    if what == "round":
        round_close(round_=finished.rounds.get(number=1), actor=referee)
    event_finish(event=finished, actor=referee)
    assert "Reopened by" not in c.get(finished.get_absolute_url()).text


def test_a_finished_evening_offers_no_next_round_and_takes_no_hand(client, referee, finished):
    c = _login(client, referee)
    assert "Seat round 2" not in c.get(reverse("seating_draw", kwargs={"slug": finished.slug})).text
    assert "Reopen the event" in c.get(finished.get_absolute_url()).text
    kwargs = {"slug": finished.slug, "round_number": 2, "table_number": 1}
    table_page = c.get(reverse("play_table", kwargs=kwargs)).text
    assert "Save hand" not in table_page
    close_page = c.get(
        reverse("play_round_close", kwargs={"slug": finished.slug, "round_number": 2})
    )
    assert (
        "This event is finished" in close_page.text
        and "Close round 2 anyway" not in close_page.text
    )
    edit = {"slug": finished.slug, "round_number": 1, "table_number": 1, "number": 1}
    assert c.get(reverse("play_hand_edit", kwargs=edit)).status_code == 302
    response = c.post(
        reverse("play_hand_create", kwargs=kwargs), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    assert response.status_code == 409
    assert "This event is finished" in response.text
    assert not Hand.objects.filter(table__round__number=2).exists()
    finished.refresh_from_db()
    assert finished.status == EventStatus.FINISHED
    assert finished.rounds.get(number=2).status == RoundStatus.PLANNED


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("nl", "Dit evenement is afgelopen"),
        ("de", "Diese Veranstaltung ist beendet"),
        ("en", "This event is finished"),
    ],
)
def test_the_refusal_speaks_the_users_language(client, referee, finished, language, text):
    kwargs = {"slug": finished.slug, "round_number": 2, "table_number": 1}
    c = _login(client, referee)
    c.cookies["django_language"] = language
    with translation.override(language):
        response = c.post(
            reverse("play_hand_create", kwargs=kwargs),
            {"mode": "tiles", "kind": "draw", "number": 1},
            HTTP_ACCEPT="application/json",
            HTTP_ACCEPT_LANGUAGE=language,
        )
    assert response.status_code == 409
    assert text in response.json()["message"]
