"""URLs of an event's teams: the staff's team page and its writes, the team standings."""

from django.urls import path

from tournaments.teams.views import pages as teams

urlpatterns = [
    path("events/<slug:slug>/teams/", teams.team_page_view, name="teams_page"),
    path("events/<slug:slug>/teams/settings/", teams.team_settings_view, name="teams_settings"),
    path("events/<slug:slug>/teams/new/", teams.team_create_view, name="teams_create"),
    path("events/<slug:slug>/teams/by-club/", teams.teams_by_club_view, name="teams_by_club"),
    path("events/<slug:slug>/teams/player/", teams.team_member_view, name="teams_member"),
    path("events/<slug:slug>/teams/<int:pk>/delete/", teams.team_delete_view, name="teams_delete"),
    path(
        "events/<slug:slug>/teams/standings/",
        teams.team_standings_view,
        name="teams_standings",
    ),
    path(
        "events/<slug:slug>/teams/standings.<fmt:fmt>",
        teams.team_export_view,
        name="teams_export",
    ),
]
