"""The embedded pages (issue 43): each as a page for an iframe and as JSON."""

from django.urls import path

from tournaments.embeds import views

urlpatterns = [
    path("embed/clubs/<slug:slug>/standings/", views.club_standings, name="embed_club_standings"),
    path(
        "embed/clubs/<slug:slug>/standings.json",
        views.club_standings,
        {"as_json": True},
        name="embed_club_standings_json",
    ),
    path("embed/clubs/<slug:slug>/events/", views.club_events, name="embed_club_events"),
    path(
        "embed/clubs/<slug:slug>/events.json",
        views.club_events,
        {"as_json": True},
        name="embed_club_events_json",
    ),
    path(
        "embed/events/<slug:slug>/standings/",
        views.event_standings,
        name="embed_event_standings",
    ),
    path(
        "embed/events/<slug:slug>/standings.json",
        views.event_standings,
        {"as_json": True},
        name="embed_event_standings_json",
    ),
]
