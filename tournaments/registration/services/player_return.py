"""Adding players on the seat draw's participants page, registration included: the mirror
of ``player_withdraw``.

A player withdrawn there (or whose registration was cancelled or withdrawn elsewhere) who
is added again gets their registration back through ``registration_reinstate``, audited
with a reason: registered again and counted, so ``manage.py verify`` finds no ended
registration in the field. The director adding a player by hand decides who plays, so the
registration is reinstated even when the event is full; the result says so
(``PlayersAdded.over_places``) and the page shows the counts. Someone with another
registration still in the game (waiting, offered, registered again) keeps that one."""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Q
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.registrations import participant_register
from tournaments.registration.models import ACTIVE, Registration
from tournaments.registration.selectors.counts import RegistrationCounts, registration_counts
from tournaments.registration.services.players import guest_member_match
from tournaments.registration.services.queue import event_lock
from tournaments.registration.services.staff import registration_reinstate
from tournaments.registration.states import REINSTATABLE


@dataclass(frozen=True)
class PlayersAdded:
    """Who came (back) into the field, whose registrations were reinstated, and the
    event's registration figures afterwards."""

    players: list[EventParticipant]
    reinstated: list[Registration]
    counts: RegistrationCounts

    @property
    def over_places(self) -> bool:
        """A reinstated registration took a place the event did not have."""
        return bool(self.reinstated) and self.counts.over_capacity > 0


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _is_player(registration: Registration, player: EventParticipant) -> bool:
    """Whether ``registration`` is ``player``: linked to it, the member's own, or a guest's
    registration not linked to anyone that names the player (a player removed because they
    never sat at a table lost the link)."""
    if registration.participant_id is not None:
        return registration.participant_id == player.pk
    if registration.member_id is not None:
        return registration.member_id == player.member_id
    if player.member_id is None:
        return _key(registration.name) == _key(player.guest_name)
    match: Member | None = guest_member_match(event=player.event, registration=registration)
    return match is not None and match.pk == player.member_id


def returning_registration(*, player: EventParticipant) -> Registration | None:
    """The player's latest cancelled or withdrawn registration to reinstate; None when they
    have none, or have a registration still in the game."""
    mine = Q(participant=player) | Q(participant__isnull=True, member__isnull=True)
    if player.member_id is not None:
        mine |= Q(participant__isnull=True, member_id=player.member_id)
    rows = Registration.objects.filter(
        mine, event_id=player.event_id, status__in=(*ACTIVE, *REINSTATABLE)
    ).order_by("-created_at", "-pk")
    found = [r for r in rows if _is_player(r, player)]
    if any(r.status in ACTIVE for r in found):
        return None
    return found[0] if found else None


@transaction.atomic
def players_add(
    *,
    event: Event,
    members: Iterable[Member] = (),
    guest_names: Iterable[str] = (),
    group: str = "",
    actor: Actor | None,
    now: datetime.datetime | None = None,
) -> PlayersAdded:
    """Add members and guests to the field (``participant_register``) and reinstate the
    cancelled or withdrawn registration of each who comes back."""
    event = event_lock(event=event)
    added = participant_register(
        event=event, members=members, guest_names=guest_names, group=group, actor=actor
    )
    reason = _("Added again on the seat draw's participants page.")
    reinstated: list[Registration] = []
    for player in added:
        registration = returning_registration(player=player)
        if registration is None:
            continue
        registration = registration_reinstate(
            registration=registration, reason=reason, actor=actor, now=now, beyond_places=True
        )
        if registration.participant_id is None:  # the personal link checks this player in
            registration.participant = player
            registration.save(update_fields=["participant"])
        reinstated.append(registration)
    return PlayersAdded(
        players=added, reinstated=reinstated, counts=registration_counts(event=event)
    )
