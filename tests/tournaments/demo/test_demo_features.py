"""The demo shows the features merged with it: registration with a waiting list and an
open offer, check-in with a deadline, finished MCR tournaments (the EMA ranking lists
members, the club rating has two families), team standings and the player page's charts.
Each page is read in the three languages."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils import timezone

from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event, EventStatus
from tournaments.rankings.selectors.mers import mers_report
from tournaments.ratings.selectors import club_ratings_compute
from tournaments.registration.models import Registration
from tournaments.registration.selectors.registrations import (
    registration_settings_of,
    window_state,
)
from tournaments.teams.selectors.teams import team_report

pytestmark = pytest.mark.django_db

LANGUAGES = ("nl", "en", "de")
#: what each page says in each language (a word of the page's own text)
SAYS = {
    "nl": {
        "rankings_list": "MERS",
        "ratings_club": "Rating",
        "registration_register": "Inschrijven",
    },
    "en": {"rankings_list": "MERS", "ratings_club": "Rating", "registration_register": "Register"},
    "de": {"rankings_list": "MERS", "ratings_club": "Rating", "registration_register": "Anmeld"},
}


@pytest.fixture(scope="module")
def demo(demo_rows):
    """The demo club (``seed_demo``), once for the module: the command's rows copied back
    when this process has already run it (tests/demo_snapshot.py), rolled back after."""


def _club() -> Club:
    return Club.objects.get(slug="groene-draak")


def test_the_past_mcr_tournaments_rank_several_members(demo):
    past = Event.objects.filter(slug__startswith="demo-mcr-")
    assert sorted(past.values_list("status", flat=True)) == [EventStatus.FINISHED] * 3
    assert {e.ruleset for e in past} == {"mcr"}
    assert all(e.date < timezone.localdate() for e in past)
    rows = mers_report(club=_club(), on=timezone.localdate()).rows
    assert len(rows) >= 12
    assert [r.score for r in rows] == sorted((r.score for r in rows), reverse=True)


def test_the_club_rating_has_the_dutch_and_the_mcr_family(demo):
    ratings = club_ratings_compute(club=_club())
    sizes = {family: len(f.history) for family, f in ratings.families.items()}
    assert sizes.get("mcr", 0) >= 20 and sizes.get("dutch", 0) >= 20, sizes


def test_the_upcoming_tournament_is_full_with_a_waiting_list_and_an_open_offer(demo):
    event = Event.objects.get(slug="demo-open")
    assert event.date > timezone.localdate() and event.status == EventStatus.PLANNED
    settings = registration_settings_of(event=event)
    assert window_state(settings, timezone.now()) == "open" and settings.capacity == 16
    statuses = sorted(Registration.objects.filter(event=event).values_list("status", flat=True))
    assert statuses.count("confirmed") == 15
    assert (statuses.count("waiting"), statuses.count("offered")) == (2, 1)
    assert Registration.objects.filter(event=event, member__isnull=True).count() == 4
    assert event.check_in_enabled and event.check_in_deadline is not None
    checked_in = event.participants.filter(checked_in_at__isnull=False).count()
    assert 0 < checked_in < event.participants.count() == 15


def test_the_autumn_tournament_has_team_standings(demo):
    report = team_report(event=Event.objects.get(slug="demo-mcr-autumn"))
    assert report.settings.enabled
    assert len(report.rows) == 4 and all(len(row.members) == 4 for row in report.rows)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_new_pages_show_in_each_language(demo, client, language):
    client.force_login(get_user_model().objects.get(username="admin"))
    pages = {
        "rankings_list": reverse("rankings_list", args=["groene-draak"]),
        "ratings_club": reverse("ratings_club", args=["groene-draak"]),
        "registration_register": reverse("registration_register", args=["demo-open"]),
    }
    for name, url in pages.items():
        response = client.get(url, headers={"accept-language": language})
        assert response.status_code == 200, url
        html = response.content.decode()
        assert f'lang="{language}"' in html
        assert SAYS[language][name].casefold() in html.casefold(), (name, language)
    teams = reverse("teams_standings", args=["demo-mcr-autumn"])
    html = client.get(teams, headers={"accept-language": language}).content.decode()
    assert all(name in html for name in ("Draken", "Tijgers", "Kraanvogels", "Bamboe"))
    ranking = client.get(pages["rankings_list"]).content.decode()
    assert len(re.findall(r"ranking/player/\?", ranking)) >= 12


def test_a_member_page_draws_the_rating_and_the_mers_score(demo, client):
    member = Member.objects.get(club__slug="groene-draak", member_number="013")
    client.force_login(get_user_model().objects.get(username="admin"))
    response = client.get(reverse("reports_player", args=["groene-draak", member.pk]))
    assert response.status_code == 200
    assert response.content.decode().count("<svg") >= 2


def test_the_riichi_evening_plays_each_hanchan_to_its_end(demo):
    from tournaments.integrity.selectors import hands_to_verify
    from tournaments.integrity.verify import verify_hands
    from tournaments.play.models import Table

    evening = Event.objects.get(slug="demo-riichi")
    assert (evening.ruleset, evening.status, evening.season) == ("riichi", "finished", None)
    tables = Table.objects.filter(round__event=evening)
    assert tables.count() == 2
    # the deal passed eight times: the South round is over
    assert all(t.turn_passes == 8 for t in tables)
    assert verify_hands(hands_to_verify(event=evening)).issues == []


def test_the_riichi_tournament_plays_four_hanchan_of_sixteen(demo):
    from tournaments.play.models import Table
    from tournaments.reports.selectors.results import event_report

    event = Event.objects.get(slug="demo-riichi-toernooi")
    assert (event.ruleset, event.kind, event.status) == ("riichi", "tournament", "finished")
    tables = Table.objects.filter(round__event=event)
    assert tables.count() == 16 and all(t.turn_passes == 8 for t in tables)
    rows = event_report(event=event).rows
    assert len(rows) == 16 and all(r.played for r in rows)
    assert sum(r.score for r in rows) == 0  # uma and the sticks left: zero-sum per game
