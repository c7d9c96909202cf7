"""Playing a round: /events/<slug>/round/<n>/table/<n>/... (hand entry, corrections, audit),
the round clock, the players' table links, and the offline side (service worker, manifest)."""

from django.urls import URLPattern, path

from tournaments.play.views import (
    clock,
    hand_corrections,
    hand_entry,
    hand_preview,
    offline,
    players_table,
    referee,
    round_close,
    seat_move,
    table,
    table_admin,
    table_link,
)

LINK = "t/<int:table_id>/<token:token>/"
TABLE = "events/<slug:slug>/round/<int:round_number>/table/<int:table_number>/"
HAND = TABLE + "hand/<int:number>/"


def players_table_urls() -> list[URLPattern]:
    """The players' page's actions with a seat code (``views/players_table.py``)."""
    views = players_table
    return [
        path(LINK + "sign-in/", views.table_link_sign_in, name="table_link_sign_in"),
        path(LINK + "sign-out/", views.table_link_sign_out, name="table_link_sign_out"),
        path(LINK + "hands/", views.table_link_hand_create, name="table_link_hand_create"),
        path(
            LINK + "correction/",
            views.table_link_hand_correction,
            name="table_link_hand_correction",
        ),
        path(LINK + "preview/", views.table_link_preview, name="table_link_preview"),
        path(LINK + "referee/", views.table_link_referee, name="table_link_referee"),
        path(LINK + "acceptance/", views.table_link_acceptance, name="table_link_acceptance"),
        path(
            LINK + "hand/<int:number>/<str:verdict>/",
            views.table_link_decide,
            name="table_link_decide",
        ),
    ]


urlpatterns = [
    path(TABLE, table.table_play, name="play_table"),
    path(TABLE + "hands/", hand_entry.hand_enter_view, name="play_hand_create"),
    path(TABLE + "preview/", hand_preview.hand_preview, name="play_hand_preview"),
    path(TABLE + "confirm/", table_admin.table_confirm_view, name="play_table_confirm"),
    path(TABLE + "audit/", table_admin.table_audit, name="play_table_audit"),
    path(TABLE + "swap-seats/", seat_move.table_seat_swap_view, name="play_table_seat_swap"),
    path(HAND, hand_corrections.hand_detail, name="play_hand_detail"),
    path(HAND + "edit/", hand_corrections.hand_correct_view, name="play_hand_edit"),
    path(HAND + "delete/", table_admin.hand_delete_view, name="play_hand_delete"),
    path("events/<slug:slug>/audit/", table_admin.event_audit, name="play_event_audit"),
    path("t/<int:table_id>/<token:token>/", table_link.table_link, name="table_link"),
    *players_table_urls(),
    path(TABLE + "referee/", referee.table_referee_call_view, name="play_table_referee_call"),
    path("events/<slug:slug>/tables/", referee.tables_overview_view, name="play_tables_overview"),
    path(
        "events/<slug:slug>/tables/live/",
        referee.tables_overview_live_view,
        name="play_tables_overview_live",
    ),
    path(
        "events/<slug:slug>/referee-calls/<int:call_id>/take/",
        referee.referee_call_take_view,
        name="play_referee_call_take",
    ),
    path(
        "events/<slug:slug>/referee-calls/<int:call_id>/resolve/",
        referee.referee_call_resolve_view,
        name="play_referee_call_resolve",
    ),
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
    path(
        "events/<slug:slug>/round/<int:round_number>/close/",
        round_close.round_close_view,
        name="play_round_close",
    ),
    path("sw.js", offline.service_worker, name="service_worker"),
    path("manifest.webmanifest", offline.manifest, name="web_manifest"),
    path("offline/", offline.offline_page, name="offline"),
    path("tables/", offline.device_tables, name="device_tables"),
    path("club-ca.crt", offline.club_ca_certificate, name="club_ca_certificate"),
]
