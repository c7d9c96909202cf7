"""The home page, an event's pages, and the lifecycle of events and rounds: start, close,
reopen, finish, cancel."""

from django.urls import path

from tournaments.events.views import (
    calendar,
    club_page,
    events,
    events_edit,
    feeds,
    home,
    house_rules,
    lifecycle,
    silence,
)

ROUND = "events/<slug:slug>/round/<int:round_number>/"

urlpatterns = [
    path("", home.home, name="home"),
    path("clubs/<slug:slug>/", club_page.club_detail, name="club_detail"),
    path("clubs/<slug:slug>/calendar/", calendar.club_calendar, name="club_calendar"),
    path("clubs/<slug:slug>/calendar.ics", feeds.club_calendar_feed, name="club_calendar_feed"),
    path("clubs/<slug:slug>/events/new/", events_edit.event_add, name="event_add"),
    path("events/<slug:slug>/", events.event_detail, name="event_detail"),
    path("events/<slug:slug>/event.ics", feeds.event_calendar_file, name="event_calendar_file"),
    path("events/<slug:slug>/edit/", events_edit.event_edit, name="event_edit"),
    path(
        "events/<slug:slug>/silent/reveal/",
        silence.event_silent_reveal_view,
        name="event_silent_reveal",
    ),
    path(
        "events/<slug:slug>/silent/hide/", silence.event_silent_hide_view, name="event_silent_hide"
    ),
    path(
        "events/<slug:slug>/house-rules/", house_rules.event_house_rules, name="event_house_rules"
    ),
    path(ROUND + "start/", lifecycle.round_start_view, name="round_start"),
    path(ROUND + "reopen/", lifecycle.round_reopen_view, name="round_reopen"),
    path("events/<slug:slug>/finish/", lifecycle.event_finish_view, name="event_finish"),
    path("events/<slug:slug>/reopen/", lifecycle.event_reopen_view, name="event_reopen"),
    path("events/<slug:slug>/cancel/", lifecycle.event_cancel_view, name="event_cancel"),
    path(
        "clubs/<slug:slug>/cancel-not-played/",
        lifecycle.club_cancel_not_played_view,
        name="club_cancel_not_played",
    ),
]
