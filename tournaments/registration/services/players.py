""" "Make these the event's players": the registered people become the event's field.

A member's registration adds that member. A guest's registration adds the club member it
matches (docs/registration.md): the one active member whose login's e-mail address is the
guest's (case-insensitive), else the one active member whose full name is the guest's
name (case and spaces aside); with no single match the guest plays as a guest by name.
The field is written by ``events.services.registrations.participant_register``, which
leaves anyone already in the field as is; someone who withdrew stays withdrawn (this does
not bring them back): running this twice adds nobody twice. A guest who gave a club plays
in that club's group (the draw keeps a group apart; "Teams by club" makes its teams)."""

from __future__ import annotations

from django.db import transaction

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.registrations import participant_register
from tournaments.registration.models import Registration
from tournaments.registration.selectors.registrations import confirmed_registrations
from tournaments.registration.services.queue import event_lock


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def guest_member_match(*, event: Event, registration: Registration) -> Member | None:
    """The club member a guest's registration names (see the module's docstring)."""
    members = Member.objects.filter(club_id=event.club_id, active=True, erased_at__isnull=True)
    if registration.email_key:
        by_mail = list(members.filter(user__email__iexact=registration.email_key)[:2])
        if len(by_mail) == 1:
            return by_mail[0]
    wanted = _key(registration.name)
    by_name = [m for m in members.select_related("club") if _key(m.full_name) == wanted]
    return by_name[0] if len(by_name) == 1 else None


@transaction.atomic
def registration_players_make(*, event: Event, actor: Actor | None) -> list[EventParticipant]:
    """Add every registered (confirmed) person to the event's field; those added."""
    event = event_lock(event=event)
    members: list[Member] = []
    guests: dict[str, str] = {}  # a guest's name: the club the guest gave
    whose: list[tuple[Registration, Member | None]] = []
    for registration in confirmed_registrations(event=event):
        member = registration.member or guest_member_match(event=event, registration=registration)
        whose.append((registration, member))
        if member is not None:
            members.append(member)
        else:
            guests[registration.name] = registration.club_name.strip()[:60]  # a group: 60
    in_field = EventParticipant.objects.filter(event=event)
    have_members = set(in_field.values_list("member_id", flat=True))
    have_guests = {
        _key(n) for n in in_field.filter(member__isnull=True).values_list("guest_name", flat=True)
    }
    members = [m for m in members if m.pk not in have_members]
    guests = {g: club for g, club in guests.items() if _key(g) not in have_guests}
    if not members and not guests:
        _link(event=event, whose=whose)
        return []
    added = participant_register(event=event, members=members, actor=actor)
    for club in sorted(set(guests.values())):
        names = [g for g, of in guests.items() if of == club]
        added += participant_register(event=event, guest_names=names, group=club, actor=actor)
    _link(event=event, whose=whose)
    audit_record(
        actor=actor,
        action="registration.players",
        obj=event,
        after={"players": [p.name for p in added]},
        event=event,
    )
    return added


def _link(*, event: Event, whose: list[tuple[Registration, Member | None]]) -> None:
    """Record which player each registration became (kept once set), so the personal link
    can check its holder in (docs/check-in.md)."""
    field = list(EventParticipant.objects.filter(event=event).order_by("pk"))
    by_member = {p.member_id: p for p in field if p.member_id is not None}
    by_guest: dict[str, EventParticipant] = {}
    for p in field:
        if p.member_id is None:
            by_guest.setdefault(_key(p.guest_name), p)
    for registration, member in whose:
        if registration.participant_id is not None:
            continue
        found = (
            by_member.get(member.pk)
            if member is not None
            else by_guest.get(_key(registration.name))
        )
        if found is not None:
            registration.participant = found
            registration.save(update_fields=["participant"])
