"""The big screen at a round's start (issue 50): the seating of a seated round until its
first hand (not everyone tied at nothing), substitutes marked †, and the team standings
in the rotation when the event has teams."""

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from tests.factories import EventFactory, MemberFactory
from tournaments.events.models import RoundStatus
from tournaments.events.services.rounds import round_create
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.screen import screen_round

DRAW = {"result": {"kind": "draw"}}
pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def event(club):
    club.public_results = True
    club.save()
    event = EventFactory(club=club, slug="day", round_count=2)
    members = MemberFactory.create_batch(20, club=club)
    round_ = round_create(event=event, number=1)
    for n in range(5):
        table_seat(round_=round_, number=n + 1, sitters=members[4 * n : 4 * n + 4])
    return event


def _start(event):
    round_ = event.rounds.get(number=1)
    round_.status, round_.started_at = RoundStatus.IN_PROGRESS, timezone.now()
    round_.save()
    return round_


STATES = [
    # (round 1 started, a hand saved, seating shown, clock shown)
    (False, False, True, False),  # seated, not started: its seating, "next"
    (True, False, True, True),  # started, no hand yet: its seating and the clock
    (True, True, False, True),  # a hand saved: the clock and the standings
]


@pytest.mark.parametrize(("started", "hand", "seating", "clock"), STATES)
def test_the_screen_shows_the_seating_until_the_first_hand(event, started, hand, seating, clock):
    if started:
        round_ = _start(event)
    if hand:
        hand_enter(table=round_.tables.get(number=1), entry=DRAW)
    screen = screen_round(event=event)
    assert bool(screen.seating_pages) is seating
    assert (screen.clock is not None) is clock
    if seating:
        assert screen.seating_count == 20


def test_the_page_at_the_start_shows_tables_not_everyone_tied(client, event):
    _start(event)
    page = client.get(reverse("reports_event_screen", kwargs={"slug": event.slug})).text
    assert "Seating for round 1" in page
    assert page.count("data-screen-table=") == 5
    assert "no hands played" not in page  # the standings wait for the first hand


def test_a_substitute_is_marked_with_a_dagger_and_a_legend(client, event, club):
    seat = event.rounds.get(number=1).tables.get(number=2).seats.get(position=1)
    newcomer = MemberFactory(club=club, first_name="Nieuw", last_name="Invaller")
    seat_substitute_set(event=event, absent=seat.member, from_round=1, substitute=newcomer)
    screen = screen_round(event=event)
    marked = [
        s.name for page in screen.seating_pages for t in page for s in t.seats if s.substitute
    ]
    assert marked == [newcomer.shown_name]
    page = client.get(reverse("reports_event_screen", kwargs={"slug": event.slug})).text
    assert f"{newcomer.shown_name} †" in page
    assert "† a substitute, in the seat of a player who left." in page


def test_team_standings_join_the_rotation_when_the_event_has_teams(client, event):
    from tournaments.events.services.registrations import participant_register
    from tournaments.teams.models import Team, TeamMembership, TeamSettings

    round_ = _start(event)
    hand_enter(table=round_.tables.get(number=1), entry=DRAW)
    url = reverse("reports_event_screen", kwargs={"slug": event.slug})
    assert "data-team-standings" not in client.get(url).text
    TeamSettings.objects.create(event=event, enabled=True)
    team = Team.objects.create(event=event, name="De Draken")
    members = [seat.member for seat in round_.tables.get(number=1).seats.all()]
    for participant in participant_register(event=event, members=members):
        TeamMembership.objects.create(team=team, participant=participant)
    page = client.get(url).text
    assert "data-team-standings" in page and "De Draken" in page
