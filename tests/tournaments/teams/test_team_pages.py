"""The team pages as staff use them: settings, teams by club, a player moved, a team made
and removed, the team standings (page, big screen, xlsx, PDF); bad input never a 500."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventParticipant
from tournaments.teams.models import Team

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(client, make_user, club):
    client.force_login(make_user("referee", club=club, username="ref"))
    return client


def _url(name, event, **kw):
    return reverse(name, kwargs={"slug": event.slug, **kw})


def test_staff_make_teams_and_see_the_standings(staff, team_event):
    event = team_event({"Oost": 3, "West": 3, "": 1})
    page = staff.get(_url("teams_page", event)).content.decode()
    assert "Teams by club" in page and "Oost, West" in page
    assert staff.post(_url("teams_by_club", event)).status_code == 302
    teams = {t.name: t for t in Team.objects.filter(event=event)}
    assert set(teams) == {"Oost", "West"}
    loner = EventParticipant.objects.get(event=event, group="")
    answer = staff.post(
        _url("teams_member", event), {"participant": loner.pk, "team": teams["Oost"].pk}
    )
    assert answer.status_code == 302 and teams["Oost"].members.count() == 4
    settings = {"enabled": "on", "size_min": 2, "size_max": 5, "rule": "average", "best_count": 3}
    assert staff.post(_url("teams_settings", event), settings).status_code == 302
    standings = staff.get(_url("teams_standings", event)).content.decode()
    assert "Oost" in standings and "average table points of the players" in standings
    assert "best single player" in standings
    players_page = staff.get(_url("reports_event_standings", event)).content.decode()
    assert _url("teams_standings", event) in players_page
    screen = staff.get(_url("teams_standings", event) + "?screen=1")
    assert screen.status_code == 200 and "team-screen" in screen.content.decode()
    for fmt, magic in (("xlsx", b"PK"), ("pdf", b"%PDF")):
        answer = staff.get(_url("teams_export", event, fmt=fmt))
        assert answer.status_code == 200 and answer.content.startswith(magic)
    assert staff.get(_url("teams_export", event, fmt="csv")).status_code == 200
    assert staff.get(_url("teams_export", event, fmt="pdf") + "?lang=zz").status_code == 200
    field = staff.get(_url("seating_participants", event)).content.decode()
    assert "team Oost" in field and _url("teams_page", event) in field
    assert staff.post(_url("teams_delete", event, pk=teams["West"].pk)).status_code == 302
    assert not Team.objects.filter(pk=teams["West"].pk).exists()
    actions = set(AuditEntry.objects.filter(event=event).values_list("action", flat=True))
    assert {"team.create", "team.member", "team.settings", "team.delete"} <= actions


@pytest.mark.parametrize(
    ("name", "data", "status"),
    [
        ("teams_settings", {"enabled": "on", "size_min": "x", "size_max": 9}, 422),
        (
            "teams_settings",
            {"enabled": "on", "size_min": 5, "size_max": 2, "rule": "sum", "best_count": 1},
            422,
        ),
        ("teams_settings", {"size_min": 2, "size_max": 4, "rule": "median", "best_count": 1}, 422),
        ("teams_create", {"name": "A" * 200, "players": ["x", "99999999999999999999"]}, 422),
        ("teams_create", {"name": "Nobody"}, 422),
        ("teams_member", {"participant": "'; drop", "team": "1e9"}, 302),
        ("teams_member", {}, 302),
    ],
)
def test_bad_input_is_a_message_never_a_500(staff, team_event, name, data, status):
    event = team_event({"Oost": 3})
    answer = staff.post(_url(name, event), data)
    assert answer.status_code == status
    assert not Team.objects.filter(event=event).exists()


def test_too_many_players_for_a_team_is_refused_with_a_message(staff, team_event):
    event = team_event({"Oost": 6})
    pks = [str(p.pk) for p in EventParticipant.objects.filter(event=event)]
    answer = staff.post(_url("teams_create", event), {"name": "Big", "players": pks})
    assert answer.status_code == 422
    assert "at most 5 players" in answer.content.decode()


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_the_team_pages_speak_one_language(staff, team_event, lang, settings):
    from django.utils import translation

    event = team_event({"Oost": 2, "West": 2})
    staff.post(_url("teams_by_club", event))
    staff.cookies[settings.LANGUAGE_COOKIE_NAME] = lang
    with translation.override(lang):
        page = staff.get(_url("teams_page", event), HTTP_ACCEPT_LANGUAGE=lang).content.decode()
        standings = staff.get(_url("teams_standings", event), HTTP_ACCEPT_LANGUAGE=lang)
    for english in ("Teams by club", "Team settings", "Players without a team"):
        assert english not in page
    for english in ("Team standings", "best single player", "does not count"):
        assert english not in standings.content.decode()
