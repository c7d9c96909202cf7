"""URLs of the club rating (its section on a player's page is registered, not routed)."""

from django.urls import path

from tournaments.ratings.views import pages

urlpatterns = [
    path("clubs/<slug:slug>/rating/", pages.club_rating_view, name="ratings_club"),
    path(
        "clubs/<slug:slug>/rating.<str:fmt>",
        pages.club_rating_export_view,
        name="ratings_club_export",
    ),
]
