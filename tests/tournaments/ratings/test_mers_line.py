"""A player's rating chart for the MCR family carries the MERS score as a second line; the
Dutch family's chart does not (issue 41: ranking and rating history on the player page)."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.tournaments.rankings.world import tournament
from tournaments.events.models import Event, EventStatus
from tournaments.ratings.views.mers_line import mers_series
from tournaments.reports.selectors.kept import kept_clear

pytestmark = pytest.mark.django_db
D = datetime.date


@pytest.fixture
def players():
    club = ClubFactory(slug="draak", default_ruleset="mcr")
    members = [MemberFactory(club=club, first_name=n, last_name="X") for n in "ABCDEFGH"]
    tournament(club, D(2026, 1, 10), members)
    tournament(club, D(2026, 2, 14), members[::-1])
    return members


@pytest.mark.parametrize(("family", "lines"), [("mcr", 1), ("dutch", 0), ("hk", 0)])
def test_the_mers_line_belongs_to_the_ema_ranked_family(players, family, lines):
    series = mers_series(players[0], family)
    assert len(series) == lines
    if lines:
        # listed from the second result on (Monday 16 February), then today
        assert [p.x for p in series[0].points] == [D(2026, 2, 16), timezone.localdate()]


def test_the_player_page_draws_both_lines(client, players):
    member = players[0]
    url = reverse("reports_player", kwargs={"club_slug": member.club.slug, "pk": member.pk})
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="nl").content.decode()
    assert "<svg" in page
    assert "MERS" in page
    assert "Beoordeling" in page or "Rating" in page


def test_a_club_without_seasons_still_has_player_pages(client, players):
    member = players[0]
    assert not member.club.seasons.exists()
    url = reverse("reports_player", kwargs={"club_slug": member.club.slug, "pk": member.pk})
    assert client.get(url).status_code == 200


@pytest.fixture
def reads(monkeypatch):
    from tournaments.ratings.views import mers_line

    kept_clear()
    made = []
    real = mers_line.mers_inputs
    monkeypatch.setattr(mers_line, "mers_inputs", lambda **kw: made.append(kw) or real(**kw))
    return made


def test_the_mers_inputs_are_read_once_and_kept(players, reads):
    """The days of the line and the scores on them come from one read of the club's MERS
    inputs (two reads before: each one every finished tournament's tables), kept while
    the club's finished events stay as they are (a hand saved tonight keeps them)."""
    series = mers_series(players[0], "mcr")
    assert len(reads) == 1 and [p.x for p in series[0].points][-1] == timezone.localdate()
    evening = EventFactory(club=players[0].club, date=timezone.localdate(), ruleset="mcr")
    Event.objects.filter(pk=evening.pk).update(status=EventStatus.IN_PROGRESS)
    assert mers_series(players[0], "mcr") == series and len(reads) == 1


def test_a_new_finished_tournament_shows_at_once(players, reads):
    before = mers_series(players[0], "mcr")
    tournament(players[0].club, D(2026, 3, 14), players)
    after = mers_series(players[0], "mcr")
    assert len(reads) == 2 and D(2026, 3, 16) in [p.x for p in after[0].points]
    assert D(2026, 3, 16) not in [p.x for p in before[0].points]
