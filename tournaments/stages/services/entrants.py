"""A guest of a staged event becomes a member (the EMA page's fix, ``play.services.guests``):
the stages' entrants then name the member, so the final order finds the player's row in
the last stage they reached."""

from __future__ import annotations

from tournaments.clubs.models import Member
from tournaments.events.models import Event
from tournaments.stages.models import StageEntrant


def stage_entrants_guest_rename(event: Event, guest_name: str, member: Member) -> None:
    """The entrants of ``event``'s stages named ``guest_name`` become ``member`` (the caller
    audits the change and holds the transaction)."""
    StageEntrant.objects.filter(
        stage__event=event, member__isnull=True, guest_name=guest_name
    ).update(member=member, guest_name="")
