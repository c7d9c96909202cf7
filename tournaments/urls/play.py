"""Playing a round: /events/<slug>/round/<n>/table/<n>/... (hand entry, corrections, audit)."""

from django.urls import path

from tournaments.views import (
    hand_corrections,
    hand_entry,
    hand_preview,
    penalties,
    play,
    play_admin,
)

TABLE = "events/<slug:slug>/round/<int:round_number>/table/<int:table_number>/"
HAND = TABLE + "hand/<int:number>/"

urlpatterns = [
    path(TABLE, play.table_play, name="play_table"),
    path(TABLE + "hands/", hand_entry.hand_enter_view, name="play_hand_create"),
    path(TABLE + "preview/", hand_preview.hand_preview, name="play_hand_preview"),
    path(TABLE + "confirm/", play_admin.table_confirm_view, name="play_table_confirm"),
    path(TABLE + "audit/", play_admin.table_audit, name="play_table_audit"),
    path(HAND, hand_corrections.hand_detail, name="play_hand_detail"),
    path(HAND + "edit/", hand_corrections.hand_correct_view, name="play_hand_edit"),
    path(HAND + "delete/", play_admin.hand_delete_view, name="play_hand_delete"),
    path("events/<slug:slug>/audit/", play_admin.event_audit, name="play_event_audit"),
    path(TABLE + "penalties/", penalties.penalty_give_view, name="play_penalty_give"),
    path(TABLE + "penalties/cancel/", penalties.penalty_cancel_view, name="play_penalty_cancel"),
    path("events/<slug:slug>/substitutes/", penalties.event_substitutes, name="event_substitutes"),
]
