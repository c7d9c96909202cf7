"""Playing a round: /events/<slug>/round/<n>/table/<n>/... (hand entry, corrections, audit),
the round clock, the players' table links, and the offline side (service worker, manifest)."""

from django.urls import path

from tournaments.play.views import (
    clock,
    hand_corrections,
    hand_entry,
    hand_preview,
    offline,
    round_close,
    seat_move,
    table,
    table_admin,
    table_link,
)

TABLE = "events/<slug:slug>/round/<int:round_number>/table/<int:table_number>/"
HAND = TABLE + "hand/<int:number>/"

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
