"""The round clock, the players' table links and renewing them."""

from django.urls import path

from tournaments.views import clock, table_link

TABLE = "events/<slug:slug>/round/<int:round_number>/table/<int:table_number>/"

urlpatterns = [
    path("t/<int:table_id>/<slug:token>/", table_link.table_link, name="table_link"),
    path(
        "events/<slug:slug>/round/<int:round_number>/minutes/",
        clock.round_minutes_view,
        name="clock_round_minutes",
    ),
    path(TABLE + "extra-time/", clock.table_extra_minutes_view, name="clock_table_extra"),
    path(
        "events/<slug:slug>/table-links/renew/",
        clock.table_links_revoke_view,
        name="clock_table_links_revoke",
    ),
]
