"""Substitutes: a referee puts someone into a registered player's seat from a round on; the
player who leaves may be a member or a guest (``Seat.substitute_for_guest``).

The seats of that player in that round and the later rounds that are not played yet (no
hand at the table, round not closed) get the substitute (a member or a guest name) and
remember whose seat it was (``Seat.substitute_for``). How the results count is the
event's ``substitute_rule``, applied by the standings (``reports.selectors.results``).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Member
from tournaments.events.models import Event, RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import Seat


@dataclass(frozen=True)
class Absent:
    """The player who leaves: a member, or a guest by the name on their seats."""

    member: Member | None = None
    guest_name: str = ""

    @property
    def name(self) -> str:
        return self.member.full_name if self.member is not None else self.guest_name


@transaction.atomic
def seat_substitute_set(
    *,
    event: Event,
    absent: Member | None,
    from_round: int | None,
    substitute: Member | None = None,
    guest_name: str = "",
    absent_guest: str = "",
    actor: AbstractBaseUser | AnonymousUser | None = None,
) -> list[Seat]:
    """Seat ``substitute`` (or the guest ``guest_name``) in the seats of ``absent`` (a
    member) or of the guest ``absent_guest`` from round ``from_round`` on. Returns the
    seats changed; refuses (ValidationError) when there is none to change, a substitute
    already seated in one of those rounds, or both/neither of a member and a guest name."""
    event_check_open(event=Event.objects.select_for_update().get(pk=event.pk))  # one at a time
    who, from_round = _substitution_check(
        event=event,
        absent=Absent(member=absent, guest_name=" ".join(absent_guest.split())),
        from_round=from_round,
        substitute=substitute,
        guest_name=guest_name.strip(),
    )
    guest_name = guest_name.strip()
    seats = _seats_to_take(event=event, absent=who, from_round=from_round)
    if not seats:
        raise ValidationError(
            _("%(name)s has no seat from round %(number)d on that is still to be played.")
            % {"name": who.name, "number": from_round}
        )
    if substitute is not None:
        _refuse_seated_substitute(seats=seats, substitute=substitute)
    elif who.member is None and guest_name == who.guest_name:
        raise ValidationError({"guest_name": _("A player cannot substitute for themselves.")})
    for seat in seats:
        before = model_snapshot(seat)
        seat.substitute_for = who.member
        seat.substitute_for_guest = who.guest_name
        seat.member = substitute
        seat.guest_name = "" if substitute is not None else guest_name[:120]
        seat.full_clean(exclude=["table", "round", "member", "substitute_for"])
        seat.save(update_fields=["substitute_for", "substitute_for_guest", "member", "guest_name"])
        audit_record(
            actor=actor,
            action="seat.substitute",
            obj=seat,
            before=before,
            after=model_snapshot(seat),
            event=event,
            reason=_("%(substitute)s plays for %(absent)s from round %(number)d on.")
            % {"substitute": seat.player_name, "absent": who.name, "number": seat.round.number},
        )
    return seats


def _seats_to_take(*, event: Event, absent: Absent, from_round: int) -> list[Seat]:
    """The absent player's seats from ``from_round`` on still to be played (round not
    closed, no hand at the table), locked. A guest's: the seats in their own name (not a
    seat where a guest already substitutes)."""
    seats = Seat.objects.select_for_update().select_related("round", "table")
    if absent.member is not None:
        seats = seats.filter(member=absent.member)
    else:
        seats = seats.filter(
            member__isnull=True,
            guest_name=absent.guest_name,
            substitute_for__isnull=True,
            substitute_for_guest="",
        )
    return list(
        seats.filter(round__event=event, round__number__gte=from_round)
        .exclude(round__status=RoundStatus.CLOSED)
        .exclude(table__hands__isnull=False)
        .order_by("round__number")
    )


def _substitution_check(
    *,
    event: Event,
    absent: Absent,
    from_round: int | None,
    substitute: Member | None,
    guest_name: str,
) -> tuple[Absent, int]:
    """Refuse a substitution the form should not have sent; returns the player who leaves
    and the round it starts."""
    member = absent.member
    if (member is None) == (not absent.guest_name) or (
        member is not None and member.club_id != event.club_id
    ):
        raise ValidationError({"absent": _("Choose the player who leaves.")})
    if (substitute is None) == (not guest_name):
        raise ValidationError(
            {"substitute": _("Choose a member as the substitute or type a guest's name, not both.")}
        )
    if substitute is not None and substitute.club_id != event.club_id:
        raise ValidationError({"substitute": _("The substitute must be a member of the club.")})
    if substitute is not None and member is not None and substitute.pk == member.pk:
        raise ValidationError({"substitute": _("A player cannot substitute for themselves.")})
    if from_round is None or from_round < 1:
        raise ValidationError({"from_round": _("Choose a round.")})
    return absent, from_round


def _refuse_seated_substitute(*, seats: list[Seat], substitute: Member) -> None:
    """A member substitute may not already have a seat in one of the rounds to change."""
    taken = (
        Seat.objects.filter(round__in=[s.round for s in seats], member=substitute)
        .values_list("round__number", flat=True)
        .first()
    )
    if taken is not None:
        raise ValidationError(
            {
                "substitute": _("%(name)s already has a seat in round %(number)d.")
                % {"name": substitute.full_name, "number": taken}
            }
        )
