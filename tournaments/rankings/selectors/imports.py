"""Reads for the import of external results: the club's members by EMA number."""

from __future__ import annotations

from tournaments.clubs.models import Club, Member


def members_by_ema_number(*, club: Club) -> dict[str, Member]:
    """The club's members with an EMA number (erased members left out), by that number."""
    members = Member.objects.filter(club=club, erased_at__isnull=True).exclude(ema_number="")
    return {m.ema_number: m for m in members.select_related("club")}
