from collections.abc import Sequence
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.clubs.models import Member
from tournaments.core.choices import WIND_ORDER
from tournaments.events.models import Round
from tournaments.play.models import MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, Seat, Table


@dataclass(frozen=True, slots=True)
class Sitter:
    """Who takes a seat: a member, or a guest by name."""

    member: Member | None = None
    guest_name: str = ""

    def __post_init__(self) -> None:
        if (self.member is None) == (not self.guest_name):
            raise ValueError("a sitter is either a member or a guest, not both or neither")


def table_winds(size: int) -> tuple[str, ...]:
    """Starting winds for a table of ``size``: E S W (N) and X for a fifth player."""
    if not MIN_SEATS_PER_TABLE <= size <= MAX_SEATS_PER_TABLE:
        raise ValidationError(
            _("A table has %(min)d to %(max)d players, not %(size)d.")
            % {"min": MIN_SEATS_PER_TABLE, "max": MAX_SEATS_PER_TABLE, "size": size}
        )
    return WIND_ORDER[:size] if size < 5 else WIND_ORDER


@transaction.atomic
def table_create(*, round_: Round, number: int) -> Table:
    table = Table(round=round_, number=number)
    table.full_clean()
    table.save()
    return table


@transaction.atomic
def table_seat(*, round_: Round, number: int, sitters: Sequence[Sitter | Member]) -> Table:
    """Create table ``number`` in ``round_`` with its 3–5 players in starting order E, S, W, N, X.

    The seats are checked one by one and written in one insert. The database refuses a
    member who already sits elsewhere in the round.
    """
    winds = table_winds(len(sitters))
    table = table_create(round_=round_, number=number)
    seats = []
    for position, (wind, sitter) in enumerate(zip(winds, sitters, strict=True)):
        if isinstance(sitter, Member):
            sitter = Sitter(member=sitter)
        seats.append(
            _seat_checked(
                table=table,
                position=position,
                wind=wind,
                member=sitter.member,
                guest_name=sitter.guest_name,
            )
        )
    Seat.objects.bulk_create(seats)
    return table


def _seat_checked(
    *, table: Table, position: int, wind: str, member: Member | None, guest_name: str
) -> Seat:
    """A seat at ``table``, checked and not yet written: a member of the table's club, the
    seat's own fields valid. The table, its round and the member are rows this request
    already holds, so their foreign keys are not looked up again (the database keeps them);
    uniqueness (one seat per member per round) is left to the database constraint, which
    also holds against concurrent requests: validate_constraints would race."""
    if member is not None and member.club_id != table.round.event.club_id:
        raise ValidationError(_("%(member)s is not a member of this club.") % {"member": member})
    seat = Seat(
        table=table,
        round_id=table.round_id,
        member=member,
        guest_name=guest_name,
        wind=wind,
        position=position,
    )
    seat.full_clean(exclude=["table", "round", "member"], validate_constraints=False)
    return seat
