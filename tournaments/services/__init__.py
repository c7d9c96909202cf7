"""Writes. Every function is keyword-only, validates with ``full_clean`` and is atomic."""

from tournaments.services.audit import audit_record, model_snapshot
from tournaments.services.clubs import club_create, club_update
from tournaments.services.events import (
    event_create,
    event_house_rules_snapshot,
    event_slug_unique,
    event_status_set,
    event_update,
)
from tournaments.services.hands import SeatScore, hand_results_write
from tournaments.services.members import member_create, member_deactivate, member_update
from tournaments.services.roles import member_role_set, roles_sync
from tournaments.services.rounds import round_create, round_status_set
from tournaments.services.seasons import (
    season_create,
    season_evening_dates,
    season_event_create,
    season_generate_evenings,
    season_get_or_create,
)
from tournaments.services.tables import Sitter, seat_create, table_create, table_seat, table_winds

__all__ = [
    "SeatScore",
    "Sitter",
    "audit_record",
    "club_create",
    "club_update",
    "event_create",
    "event_house_rules_snapshot",
    "event_slug_unique",
    "event_status_set",
    "event_update",
    "hand_results_write",
    "member_create",
    "member_deactivate",
    "member_role_set",
    "member_update",
    "model_snapshot",
    "roles_sync",
    "round_create",
    "round_status_set",
    "season_create",
    "season_evening_dates",
    "season_event_create",
    "season_generate_evenings",
    "season_get_or_create",
    "seat_create",
    "table_create",
    "table_seat",
    "table_winds",
]
