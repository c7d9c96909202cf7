"""Teammates do not meet where the field allows it: team membership feeds the draw's
"should not meet" pairs (the participants' ``group`` mechanism), and the draw page counts
the teammate meetings it could not avoid."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.events.models import EventParticipant
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.teams.services.teams import team_create, teams_by_club

pytestmark = pytest.mark.django_db


def test_four_teams_of_four_never_meet(team_event):
    event = team_event({"A": 4, "B": 4, "C": 4, "D": 4}, rounds=4)
    assert len(teams_by_club(event=event, actor=None)) == 4
    # the group would keep them apart too: clear it, so only the teams do
    EventParticipant.objects.filter(event=event).update(group="")
    seat_draw_create(event=event, seed=7, time_budget=2)
    overview = seating_overview(event=event)
    assert overview.teammate_meetings == 0
    assert overview.quality is not None and overview.quality.constraint_violations == 0


def test_a_team_of_five_in_eight_players_is_counted(team_event, client, make_user):
    event = team_event({"Big": 5, "Rest": 3}, rounds=2)
    players = list(EventParticipant.objects.filter(event=event, group="Big"))
    team_create(event=event, name="", players=players, actor=None)
    seat_draw_create(event=event, seed=3, time_budget=1)
    # two tables of four: five teammates cannot all sit apart
    assert seating_overview(event=event).teammate_meetings >= 2
    referee = make_user("referee", club=event.club, username="ref")
    client.force_login(referee)
    page = client.get(f"/events/{event.slug}/seating/").content.decode()
    assert "Teammates at one table" in page and 'data-figure="teammates"' in page


def test_without_teams_the_panel_has_no_teammate_line(team_event):
    event = team_event({"": 8}, rounds=1)
    seat_draw_create(event=event, seed=1, time_budget=1)
    assert seating_overview(event=event).teammate_meetings is None


@pytest.mark.parametrize("language", ["en", "nl", "de"])
def test_the_team_page_warns_of_what_the_draw_panel_counts(team_event, client, make_user, language):
    """Teams made after the draw: the panel counts teammates at one table, and the team page
    (the same reading) says so and where, instead of nothing."""
    event = team_event({"Oost": 4, "West": 4}, rounds=2)
    EventParticipant.objects.filter(event=event).update(group="")
    seat_draw_create(event=event, seed=3, time_budget=1)
    field = EventParticipant.objects.filter(event=event).order_by("pk")
    for name, players in (("Oost", field[:4]), ("West", field[4:])):
        team_create(event=event, name=name, players=list(players), actor=None)
    figure = seating_overview(event=event).teammate_meetings
    # two tables of four, two teams of four: every table holds teammates
    assert figure is not None and figure >= 4
    client.force_login(make_user("referee", club=event.club, username="ref"))
    with translation.override(language):
        page = client.get(
            reverse("teams_page", kwargs={"slug": event.slug}),
            headers={"accept-language": language},
        ).content.decode()
        warning = ngettext(
            "The seat draw puts teammates at one table: %(counter)s time.",
            "The seat draw puts teammates at one table: %(counter)s times.",
            figure,
        ) % {"counter": figure}
        where = _("Round %(round)s, table %(table)s: %(names)s (%(team)s)")
    assert "teammates-warning" in page and escape(warning) in page
    assert page.count("<li>" + escape(where.split(" ")[0])) >= 2
    draw = client.get(reverse("seating_draw", kwargs={"slug": event.slug})).content.decode()
    assert f'data-figure="teammates">{figure}<' in draw


def test_the_team_page_is_quiet_when_teammates_sit_apart(team_event, client, make_user):
    event = team_event({"A": 4, "B": 4, "C": 4, "D": 4}, rounds=2)
    teams_by_club(event=event, actor=None)
    seat_draw_create(event=event, seed=7, time_budget=2)
    assert seating_overview(event=event).teammate_meetings == 0
    client.force_login(make_user("referee", club=event.club, username="ref"))
    page = client.get(reverse("teams_page", kwargs={"slug": event.slug})).content.decode()
    assert "teammates-warning" not in page
