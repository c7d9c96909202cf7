"""The lifecycle of events and rounds: start, close, reopen, finish, cancel."""

from django.urls import path

from tournaments.views import lifecycle

ROUND = "events/<slug:slug>/round/<int:round_number>/"

urlpatterns = [
    path(ROUND + "start/", lifecycle.round_start_view, name="round_start"),
    path(ROUND + "close/", lifecycle.round_close_view, name="play_round_close"),
    path(ROUND + "reopen/", lifecycle.round_reopen_view, name="round_reopen"),
    path("events/<slug:slug>/finish/", lifecycle.event_finish_view, name="event_finish"),
    path("events/<slug:slug>/cancel/", lifecycle.event_cancel_view, name="event_cancel"),
    path(
        "clubs/<slug:slug>/cancel-not-played/",
        lifecycle.club_cancel_not_played_view,
        name="club_cancel_not_played",
    ),
]
