"""Moving a seat after hands were entered: two players sat in each other's seats.

A referee swaps the two players' seats at the table (``table_seats_swap``). The hands stay
with the people who played them (tiles belong to people, not to winds, as in a
correction): each hand's entry is moved so that what was entered for one of the two is now
at the seat wind the other's seat held, and every hand of the table is scored again through
the one writer (``hands.hand_rewrite``). The dealer may change with it, so the table's
rotation is then worked out again from its first hand (``corrections.table_recompute``).
Every table stays zero-sum (the writer refuses anything else); the audit shows the swap
with its reason and each re-scored hand before and after.

Refused on a finished or cancelled event, on a closed round (reopen it first), at a
five-player table (who sat out which hand belongs to the seat) and for a seat with a
penalty outside a hand (withdraw the penalty first: it was given to a person).
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from scoring.engine import ScoringError
from tournaments.audit.services import audit_record
from tournaments.events.models import RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.selectors.table_context import TableContext, table_context
from tournaments.play.selectors.turns import stored_winds
from tournaments.play.services.corrections import table_recompute
from tournaments.play.services.hand_entry import RoundClosed, User, hand_snapshot, table_lock
from tournaments.play.services.hands import hand_rewrite, hand_version_bump
from tournaments.play.services.scoring import (
    entry_deal_score,
    hand_entry_of,
    seat_scores,
    table_pot,
)
from tournaments.play.services.table_confirmation import table_unconfirm

# A guest name nobody types: frees a member's seat for a moment inside the transaction.
_PARKED = "\u2063seat move\u2063"


def _check(table: Table, first: Seat, second: Seat) -> None:
    event_check_open(event=table.round.event)
    if table.round.status == RoundStatus.CLOSED:
        raise RoundClosed(
            _("Round %(number)d is closed: a referee must reopen it before seats can be swapped.")
            % {"number": table.round.number}
        )
    if first.pk == second.pk:
        raise ValidationError(_("Choose two different seats."))
    if table.seats.count() > 4:
        raise ValidationError(
            _(
                "At a five-player table seats cannot be swapped after hands were entered: "
                "delete the hands and enter them again."
            )
        )
    # a seat's penalties (``penalties``, above play) through the seat's relation
    if Seat.objects.filter(
        pk__in=(first.pk, second.pk),
        penalties__isnull=False,
        penalties__cancelled_at__isnull=True,
    ).exists():
        raise ValidationError(
            _("One of these seats has a penalty outside a hand: withdraw it first.")
        )


def _identities_swap(first: Seat, second: Seat) -> None:
    fields = ("member_id", "guest_name", "substitute_for_id", "substitute_for_guest")
    a = {name: getattr(first, name) for name in fields}
    b = {name: getattr(second, name) for name in fields}
    Seat.objects.filter(pk=first.pk).update(member_id=None, guest_name=_PARKED)
    Seat.objects.filter(pk=second.pk).update(**a)
    Seat.objects.filter(pk=first.pk).update(**b)


def _hand_follow_people(
    hand: Hand,
    context: TableContext,
    first: Seat,
    second: Seat,
    *,
    actor: User | None,
    reason: str,
) -> None:
    """Move ``hand``'s entry so that each of the two players keeps what was entered for
    him, now at the wind the other seat held; score it again and store it."""
    winds = stored_winds(hand, context.seats)
    held = {seat.pk: wind for wind, seat in winds.items()}
    wa, wb = held[first.pk], held[second.pk]
    before = hand_snapshot(hand)
    entry = hand_entry_of(hand.entry).moved({**{w: w for w in winds}, wa: wb, wb: wa})
    try:
        score = entry_deal_score(entry=entry, ruleset=context.ruleset)
        scores = seat_scores(score, list(entry.winds))
    except ScoringError as exc:
        raise ValidationError(
            _("Hand %(number)d cannot be scored with the seats swapped: %(error)s")
            % {"number": hand.number, "error": exc}
        ) from exc
    hand_version_bump(hand=hand)
    hand_rewrite(
        hand=hand, entry=entry, winds=winds, scores=scores, pot=table_pot(score, entry.winds)
    )
    hand.refresh_from_db()
    audit_record(
        actor=actor,
        action="hand.recompute",
        obj=hand,
        before=before,
        after=hand_snapshot(hand),
        event=hand.table.round.event,
        reason=reason,
    )


@transaction.atomic
def table_seats_swap(
    *, table: Table, first: Seat, second: Seat, actor: User | None, reason: str
) -> None:
    """Give the player of ``first`` the seat of the player of ``second`` and the other way
    round, after hands were entered at ``table``; every hand is re-scored."""
    table = table_lock(table)
    first = Seat.objects.select_related("member").get(pk=first.pk, table=table)
    second = Seat.objects.select_related("member").get(pk=second.pk, table=table)
    _check(table, first, second)
    names = [first.player_name, second.player_name]
    _identities_swap(first, second)
    context = table_context(table=table)
    for hand in table.hands.order_by("number").prefetch_related("results"):
        hand.table = table
        _hand_follow_people(hand, context, first, second, actor=actor, reason=reason)
    table_recompute(table=table, context=context, actor=actor, start=1)
    audit_record(
        actor=actor,
        action="table.seat_swap",
        obj=table,
        before={"players": names},
        after={"players": names[::-1]},
        event=table.round.event,
        reason=reason,
    )
    table_unconfirm(table=table, actor=actor)
