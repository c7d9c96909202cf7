"""Every feature's pages: one ``urls`` module per feature."""

from django.urls import include, path

urlpatterns = [
    path("", include("tournaments.events.urls")),
    path("", include("tournaments.registration.urls")),
    path("", include("tournaments.checkin.urls")),
    path("", include("tournaments.clubs.urls")),
    path("", include("tournaments.accounts.urls")),
    path("", include("tournaments.reports.urls")),
    path("", include("tournaments.rankings.urls")),
    path("", include("tournaments.ratings.urls")),
    path("", include("tournaments.play.urls")),
    path("", include("tournaments.penalties.urls")),
    path("", include("tournaments.privacy.urls")),
    path("", include("tournaments.seat_draws.urls")),
    path("", include("tournaments.teams.urls")),
    path("", include("tournaments.stages.urls")),
    path("", include("tournaments.transfer.urls")),
    path("", include("tournaments.api.urls")),
    path("", include("tournaments.embeds.urls")),
]
