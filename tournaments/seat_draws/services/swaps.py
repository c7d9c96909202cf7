"""Swap two players' seats in a round that is not played yet (a director's correction
after looking at the repeated pairs of a draw)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record
from tournaments.events.models import Event
from tournaments.events.selectors.rounds import played_rounds
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import Seat
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.seat_draws.selectors.field import PlayerKey, seat_key
from tournaments.seat_draws.services.draws import Actor, SeatDrawError

# A guest name nobody types (PostgreSQL text holds no NUL byte, so no "\x00" here): frees
# a member's seat for a moment inside the transaction.
_PARKED = "\u2063seat swap\u2063"


@transaction.atomic
def seat_swap(
    *,
    event: Event,
    round_number: int,
    first: PlayerKey,
    second: PlayerKey,
    actor: Actor = None,
) -> tuple[Seat, Seat]:
    """Give ``first`` the seat (table, wind) of ``second`` in round ``round_number``
    and the other way round. Refuses a played round, a player who is not seated in
    that round, and two players at one table (nothing would change)."""
    locked = Event.objects.select_for_update().filter(pk=event.pk).first()  # one at a time
    event_check_open(event=locked or event)
    if first == second:
        raise SeatDrawError(_("Choose two different players."))
    rounds = {r.number: r for r in event_seating_rounds(event=event)}
    if round_number not in rounds:
        raise SeatDrawError(_("Round %(number)d has no seats yet.") % {"number": round_number})
    if round_number in {r.number for r in played_rounds(list(rounds.values()))}:
        raise SeatDrawError(
            _("Round %(number)d has been played; its seats can no longer change.")
            % {"number": round_number}
        )
    seats = {
        seat_key(s): s
        for s in Seat.objects.filter(round=rounds[round_number]).select_related("member")
    }
    a, b = seats.get(first), seats.get(second)
    if a is None or b is None:
        raise SeatDrawError(
            _("Both players must have a seat in round %(number)d.") % {"number": round_number}
        )
    if a.table_id == b.table_id:
        raise SeatDrawError(_("These two players sit at the same table; swapping changes nothing."))
    names = [a.player_name, b.player_name]
    # a substitute moves with whose seat they hold (``substitute_for``)
    fields = ("member_id", "guest_name", "substitute_for_id", "substitute_for_guest")
    identity_a = {name: getattr(a, name) for name in fields}
    identity_b = {name: getattr(b, name) for name in fields}
    Seat.objects.filter(pk=a.pk).update(member_id=None, guest_name=_PARKED)
    Seat.objects.filter(pk=b.pk).update(**identity_a)
    Seat.objects.filter(pk=a.pk).update(**identity_b)
    audit_record(
        actor=actor,
        action="seat_swap",
        obj=event,
        event=event,
        after={"round": round_number, "players": names},
    )
    a.refresh_from_db()
    b.refresh_from_db()
    return a, b
