"""URLs of the MERS ranking: the list, a player's calculation, exports, the import."""

from django.urls import path

from tournaments.rankings.views import imports, pages

urlpatterns = [
    # the whole site's ranking, for the site's operator
    path("ranking/", pages.site_ranking_list, name="rankings_site"),
    path("ranking/player/", pages.site_ranking_player, name="rankings_site_player"),
    path("clubs/<slug:slug>/ranking/", pages.ranking_list, name="rankings_list"),
    path("clubs/<slug:slug>/ranking/player/", pages.ranking_player, name="rankings_player"),
    path("clubs/<slug:slug>/ranking.<str:fmt>", pages.ranking_export, name="rankings_export"),
    path("clubs/<slug:slug>/ranking/import/", imports.ranking_import, name="rankings_import"),
    path(
        "clubs/<slug:slug>/ranking/import/confirm/",
        imports.ranking_import_confirm,
        name="rankings_import_confirm",
    ),
]
