"""A referee's pages: penalties outside a hand at a table, substitutes of an event."""

from django.urls import path

from tournaments.penalties.views import pages

TABLE = "events/<slug:slug>/round/<int:round_number>/table/<int:table_number>/"

urlpatterns = [
    path(TABLE + "penalties/", pages.penalty_give_view, name="play_penalty_give"),
    path(TABLE + "penalties/cancel/", pages.penalty_cancel_view, name="play_penalty_cancel"),
    path("events/<slug:slug>/substitutes/", pages.event_substitutes, name="event_substitutes"),
]
