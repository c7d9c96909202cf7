"""The lifecycle buttons on the pages: shown only to who may press them, each one works,
closing a round asks once more and lists what is still open."""

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

DRAW = {"result": {"kind": "draw"}}


@pytest.fixture(autouse=True)
def _english(settings):
    """The pages in English (their Dutch and German are checked by tests/test_i18n.py)."""
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def evening(club):
    event = EventFactory(club=club, date=timezone.localdate(), round_count=2, slug="tonight")
    members = MemberFactory.create_batch(8, club=club)
    for number in (1, 2):
        round_ = RoundFactory(event=event, number=number)
        table_seat(round_=round_, number=1, sitters=members[:4])
        table_seat(round_=round_, number=2, sitters=members[4:])
    return event


def _client(client, make_user, club, role):
    if role:
        client.force_login(make_user(role, club=club, username=role.replace(" ", "_")))
    return client


@pytest.mark.parametrize(
    ("role", "shown", "hidden"),
    [
        ("club admin", ["Cancel the event", "Start round 1"], ["Finish the event"]),
        ("referee", ["Cancel the event", "Start round 1"], []),
        ("scorekeeper", ["Start round 1"], ["Cancel the event", "Finish the event"]),
        (None, [], ["Start round 1", "Cancel the event"]),
    ],
)
def test_buttons_follow_the_role(client, make_user, club, evening, role, shown, hidden):
    text = _client(client, make_user, club, role).get(evening.get_absolute_url()).text
    for label in shown:
        assert label in text
    for label in hidden:
        assert label not in text


def test_a_club_night_from_start_to_finished(client, make_user, club, evening):
    c = _client(client, make_user, club, "referee")
    url = lambda name, **kw: reverse(name, kwargs={"slug": evening.slug, **kw})  # noqa: E731
    c.post(url("round_start", round_number=1))
    evening.refresh_from_db()
    assert evening.status == EventStatus.IN_PROGRESS
    hand_enter(table=evening.rounds.get(number=1).tables.get(number=1), entry=DRAW)
    page = c.get(url("play_round_close", round_number=1)).text
    # table 2 has no hands, table 1 an unfinished game and an unconfirmed result
    assert "no hands entered" in page and "not confirmed" in page and "North round" in page
    assert "Close round 1 anyway" in page
    c.post(url("play_round_close", round_number=1), {"confirm": "1"})
    assert evening.rounds.get(number=1).status == RoundStatus.CLOSED
    c.post(url("round_start", round_number=2))
    hand_enter(table=evening.rounds.get(number=2).tables.get(number=1), entry=DRAW)
    page = c.get(url("play_round_close", round_number=2)).text
    assert "closing it finishes the event" in page
    response = c.post(url("play_round_close", round_number=2), {"confirm": "1"}, follow=True)
    assert "the event is finished" in response.text
    evening.refresh_from_db()
    assert evening.status == EventStatus.FINISHED
    home = c.get(reverse("home")).text
    assert home.index("Recently finished") < home.index(evening.name)
    c.post(url("round_reopen", round_number=2), {"reason": "hand 1 misread"})
    evening.refresh_from_db()
    assert evening.status == EventStatus.IN_PROGRESS
    assert "Now playing" in c.get(reverse("home")).text


def test_a_club_admin_cancels_every_evening_nobody_played(client, make_user, club):
    past = [
        EventFactory(club=club, date=timezone.localdate() - datetime.timedelta(days=7 * k))
        for k in (1, 2, 3)
    ]
    c = _client(client, make_user, club, "club admin")
    page = c.get(club.get_absolute_url()).text
    assert "Not played" in page and "Cancel all 3 evenings" in page
    c.post(reverse("club_cancel_not_played", kwargs={"slug": club.slug}), {"event": past[0].pk})
    assert [EventFactory._meta.model.objects.get(pk=e.pk).status for e in past] == [
        EventStatus.CANCELLED,
        EventStatus.PLANNED,
        EventStatus.PLANNED,
    ]
    c.post(reverse("club_cancel_not_played", kwargs={"slug": club.slug}), {"all": "1"})
    assert {EventFactory._meta.model.objects.get(pk=e.pk).status for e in past} == {
        EventStatus.CANCELLED
    }
    assert "Cancel all" not in c.get(club.get_absolute_url()).text


@pytest.mark.parametrize(
    ("round_number", "says", "not_says"),
    [
        (1, "a scorekeeper, a referee or the club admin can reopen it", "only a referee"),
        (2, "only a referee or the club admin can reopen it", "a scorekeeper"),
    ],
    ids=["round of an event in progress", "last round"],
)
def test_the_close_page_names_who_may_reopen(
    client, make_user, club, evening, round_number, says, not_says
):
    """A scorekeeper may reopen a round of an event in progress (docs/lifecycle.md); the
    last round finishes the event, which only a referee or the club admin reopens."""
    c = _client(client, make_user, club, "scorekeeper")
    url = lambda name, **kw: reverse(name, kwargs={"slug": evening.slug, **kw})  # noqa: E731
    c.post(url("round_start", round_number=1))
    page = c.get(url("play_round_close", round_number=round_number)).text
    assert says in page and not_says not in page
