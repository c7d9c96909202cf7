"""Reads for the exports that list rows as stored: every hand result of an event, a club's
members."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tournaments.clubs.models import Club, member_ordering
from tournaments.events.models import Event
from tournaments.play.models import HandResult


def event_result_values(*, event: Event) -> Iterable[Mapping[str, Any]]:
    """Every result of the event's hands with its seat's player, in play order, streamed in
    chunks (one query, run when iterated)."""
    return (
        HandResult.objects.filter(hand__table__round__event=event)
        .order_by(
            "hand__table__round__number",
            "hand__table__number",
            "hand__number",
            "seat__position",
        )
        .values(
            "hand__table__round__number",
            "hand__table__number",
            "hand__number",
            "hand__prevailing_wind",
            "hand__result_kind",
            "hand__winner_id",
            "seat_id",
            "seat__wind",
            "seat__guest_name",
            "seat__member__first_name",
            "seat__member__surname_prefix",
            "seat__member__last_name",
            "seat__member__member_number",
            "points",
            "settlement",
            "elements",
        )
    ).iterator(chunk_size=2000)


def club_member_values(*, club: Club) -> Iterable[Mapping[str, Any]]:
    """The club's members as the member export's columns, in the lists' name order."""
    return club.members.order_by(*member_ordering(), "member_number").values(
        "member_number",
        "first_name",
        "surname_prefix",
        "last_name",
        "ema_number",
        "country",
        "joined_on",
        "active",
        "adult",
    )
