"""Correcting or deleting an earlier hand; every later hand follows.

A correction can change who won, and so who deals the hands after it: the seat winds of
every later hand are worked out again from the start of the game, each later entry is
moved to its players' new seat winds (tiles belong to people, not to winds) and rescored.
Every changed hand gets an audit entry with its state before and after.

Optimistic locking: the form names the hand by its primary key (never by its number, which
a delete shifts) and carries the ``version`` it read; the update runs ``UPDATE ... WHERE
pk = <id> AND version = <read>`` and a second device saving an older version, or a hand
deleted meanwhile, gets :class:`HandConflict`. The table row is locked for the whole
recomputation (``select_for_update`` on PostgreSQL; ``BEGIN IMMEDIATE`` on SQLite).

A closed round refuses corrections and deletes until a referee reopens it; a change to a
confirmed table withdraws the confirmation (audited).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from scoring.engine import Ruleset
from scoring.engine.progression import Turn, first_turn, next_turn, turn_as_recorded
from scoring.hand_value import HandEntry
from tournaments.audit.services import audit_record
from tournaments.events.models import RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.selectors.table_context import TableContext, table_context
from tournaments.play.selectors.turns import (
    carry_after_hand,
    carry_before_number,
    draws_after,
    draws_before_number,
    stored_result,
    stored_winds,
    turn_winds,
)
from tournaments.play.services.hand_entry import (
    HandConflict,
    RoundClosed,
    User,
    build_entry,
    entry_recounted,
    hand_snapshot,
    table_lock,
)
from tournaments.play.services.hands import (
    hand_remove,
    hand_rewrite,
    hand_version_bump,
    hand_version_claim,
    table_turn_save,
)
from tournaments.play.services.scoring import (
    entry_deal_score,
    hand_entry_of,
    seat_scores,
    table_pot,
)
from tournaments.play.services.table_confirmation import table_unconfirm

ROLES = ("winner", "discarder", "pao", "claimant")


def _claim_version(hand: Hand, version: int) -> Hand:
    """Bump the version if it is still ``version``; else raise HandConflict."""
    claimed = hand_version_claim(hand=hand, version=version)
    current = Hand.objects.filter(pk=hand.pk).first()
    if current is not None:
        current.table = hand.table  # locked, with its round and event: no query
    if not claimed:
        raise HandConflict(
            _(
                "Someone else changed hand %(number)d while you were editing it. "
                "Its current state is shown below; make your correction again on it."
            )
            % {"number": hand.number},
            current=current,
        )
    if current is None:  # pragma: no cover - deleted under our lock is impossible
        raise _gone()
    return current


def _gone() -> HandConflict:
    return HandConflict(
        _(
            "This hand has been deleted on another device in the meantime. Nothing was "
            "changed; check the table below."
        )
    )


def _locked_hand(hand: Hand) -> tuple[Table, Hand]:
    """Lock ``hand``'s table and read the hand again by its id; refuse a deleted hand
    (HandConflict) and a closed round (ValidationError)."""
    table = table_lock(hand.table)
    current = Hand.objects.prefetch_related("results").filter(pk=hand.pk, table=table).first()
    if current is None:
        raise _gone()
    current.table = table
    event_check_open(event=table.round.event)
    if table.round.status == RoundStatus.CLOSED:
        raise RoundClosed(
            _(
                "Round %(number)d is closed: a referee must reopen it before a hand can be "
                "corrected or deleted."
            )
            % {"number": table.round.number}
        )
    return table, current


def _remap(entry: HandEntry, old: Mapping[str, Seat], new: Mapping[str, Seat]) -> HandEntry:
    """``entry`` with every wind key/role moved from ``old`` seat winds to ``new`` ones."""
    to_new = {wind: next(w for w, s in new.items() if s == seat) for wind, seat in old.items()}
    return entry.moved(to_new)


def _write(
    hand: Hand,
    *,
    entry: HandEntry,
    winds: Mapping[str, Seat],
    turn: Turn | None,
    ruleset: Ruleset[Any],
) -> None:
    """Score ``entry`` once in ``ruleset`` and store it with its results on ``hand``
    through the one writer (the version is bumped by the caller)."""
    score = entry_deal_score(entry=entry, ruleset=ruleset)
    scores = seat_scores(score, list(entry.winds))
    pot = table_pot(score, list(entry.winds))
    hand_rewrite(hand=hand, entry=entry, winds=winds, scores=scores, turn=turn, pot=pot)


def _recompute_reason(ruleset: Ruleset[Any], *, moved: bool) -> str:
    """Why a later hand was rewritten: its seat winds, or what the table's history says
    about it (HK's draw pot; the counters and sticks on the table)."""
    if moved:
        return _("Seat winds follow an earlier correction.")
    if ruleset.carries:
        return _("The counters and sticks on the table follow an earlier correction.")
    return _("The draw pot follows an earlier correction.")


def _recorded_turn(turn: Turn, hand: Hand, seats: list[Seat]) -> Turn:
    """A correction changed who would sit out ``hand`` at a five-player table: the hand was
    played by the players recorded for it, so it keeps its recorded rotation (dealer and
    round wind, and with them who sat out) and the game goes on from there."""
    dealer = next((i for i, s in enumerate(seats) if s.pk == hand.dealer_id), 0)
    return turn_as_recorded(turn, dealer=dealer, prevailing_wind=hand.prevailing_wind)


def _kept_turn(turn: Turn, hand: Hand, seats: list[Seat]) -> Turn:
    """An unchanged hand before the corrected one keeps the rotation it is stored with (a
    five-player table's hand that an earlier correction left as it was played), as the
    replay of ``verify`` reads it."""
    if len(seats) != 5 or hand.dealer_id is None:
        return turn
    if seats[turn.dealer].pk == hand.dealer_id and hand.prevailing_wind == turn.prevailing_wind:
        return turn
    return _recorded_turn(turn, hand, seats)


def table_recompute(
    *, table: Table, context: TableContext, actor: User | None, start: int = 1
) -> list[Hand]:
    """Work the dealer, winds and prevailing wind of every hand out again (a replay: this
    is a write), and what the table's history says about each hand (the draw pot), rescore
    the hands from number ``start`` on where any of it changed, and store the table's next
    turn. ``context``: the locked table's, read by the caller (its ruleset and seats).
    Returns the changed hands."""
    seats, ruleset = context.seats, context.ruleset
    hands = list(table.hands.order_by("number").prefetch_related("results"))
    turn = first_turn(players=len(seats), ruleset_id=ruleset, options=context.options)
    draws = 0  # hands without a winner right before this one
    carry: dict[str, int] = {}  # what the ruleset carries to it (counters, sticks)
    changed: list[Hand] = []
    for hand in hands:
        if hand.number < start:
            turn = _kept_turn(turn, hand, seats)
        else:
            old = stored_winds(hand, seats)
            new = turn_winds(turn, seats)
            if set(old.values()) != set(new.values()):
                turn = _recorded_turn(turn, hand, seats)
                new = turn_winds(turn, seats)
            stored = hand_entry_of(hand.entry)
            recounted = entry_recounted(stored, ruleset=ruleset, draws=draws, carry=carry)
            moved = old != new or hand.prevailing_wind != turn.prevailing_wind
            if moved or recounted != stored:
                before = hand_snapshot(hand)
                entry = _remap(recounted, old, new).changed(prevailing_wind=turn.prevailing_wind)
                hand_version_bump(hand=hand)
                _write(hand, entry=entry, winds=new, turn=turn, ruleset=ruleset)
                hand.refresh_from_db()
                audit_record(
                    actor=actor,
                    action="hand.recompute",
                    obj=hand,
                    before=before,
                    after=hand_snapshot(hand),
                    event=table.round.event,
                    reason=_recompute_reason(ruleset, moved=moved),
                )
                changed.append(hand)
        turn = next_turn(ruleset, turn, stored_result(hand, ruleset))
        draws = draws_after(draws, hand.result_kind)
        carry = carry_after_hand(ruleset, carry, hand)
    table_turn_save(table=table, turn=turn, draws=draws, carry=carry)
    return changed


@transaction.atomic
def hand_correct(
    *,
    hand: Hand,
    entry: HandEntry | Mapping[str, Any],
    version: int,
    actor: User | None,
    reason: str = "",
) -> Hand:
    """Replace ``hand``'s entry (keyed by the seat winds it was played with), rescore it and
    everything after it. ``hand`` is the hand the form named by id; ``version`` is the
    version the form read."""
    table, current = _locked_hand(hand)
    context = table_context(table=table)
    before = hand_snapshot(current)
    current = _claim_version(current, version)
    winds = stored_winds(current, context.seats)
    # who sat the hand out, as it was stored (only a five-player table has one)
    out = current.hand_entry.sitting_out if len(context.seats) == 5 else None
    data = build_entry(
        entry=entry,
        ruleset=context.ruleset,
        options=context.options,
        prevailing_wind=current.prevailing_wind,
        winds=list(winds),
        draws=draws_before_number(table=table, number=current.number),
        carry=carry_before_number(table=table, number=current.number),
        sitting_out=out,
    )
    if set(data.winds) != set(winds):
        raise ValidationError(
            _("This hand has players %(expected)s, the entry names %(given)s.")
            % {"expected": " ".join(winds), "given": " ".join(data.winds)}
        )
    _write(current, entry=data, winds=winds, turn=None, ruleset=context.ruleset)
    current.refresh_from_db()
    audit_record(
        actor=actor,
        action="hand.correct",
        obj=current,
        before=before,
        after=hand_snapshot(current),
        event=table.round.event,
        reason=reason,
    )
    table_recompute(table=table, context=context, actor=actor, start=current.number + 1)
    table_unconfirm(table=table, actor=actor)
    current.refresh_from_db()
    return current


@transaction.atomic
def hand_delete(*, hand: Hand, version: int, actor: User | None, reason: str = "") -> None:
    """Delete ``hand`` (named by id); later hands move up one number and are recomputed."""
    table, current = _locked_hand(hand)
    before = hand_snapshot(current)
    current = _claim_version(current, version)
    number = current.number
    audit_record(
        actor=actor,
        action="hand.delete",
        obj=current,
        before=before,
        after=None,
        event=table.round.event,
        reason=reason,
    )
    hand_remove(hand=current)
    table_recompute(table=table, context=table_context(table=table), actor=actor, start=number)
    table_unconfirm(table=table, actor=actor)
