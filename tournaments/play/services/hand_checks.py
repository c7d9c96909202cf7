"""A new hand waits for another player's acceptance when its event accepts hand by hand
(``Event.hand_acceptance``); called by the hand's save, inside its transaction, so a hand
and its pending acceptance are written together (docs/acceptance.md)."""

from __future__ import annotations

from tournaments.events.models import HandAcceptance
from tournaments.play.models import Hand, HandCheck, Seat


def hand_check_open(*, hand: Hand, entered_by_seat: Seat | None = None) -> HandCheck | None:
    """The pending acceptance of ``hand`` (made once; ``entered_by_seat`` is the player who
    entered it from the players' page, who may not accept it). None when the event accepts
    per table."""
    if hand.table.round.event.hand_acceptance != HandAcceptance.HAND:
        return None
    check, made = HandCheck.objects.get_or_create(
        hand=hand, defaults={"entered_by_seat": entered_by_seat}
    )
    if not made and entered_by_seat is not None and check.entered_by_seat_id is None:
        check.entered_by_seat = entered_by_seat
        check.save(update_fields=["entered_by_seat"])
    return check
