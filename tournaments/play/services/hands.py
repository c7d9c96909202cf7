"""The one writer of hands: every ``Hand`` row, its ``HandResult`` rows and the table's
stored turn are written here, and nowhere else (tests/tournaments/play/test_hand_writer.py
greps the production tree for other writers).

- :func:`hand_create`: a new hand (``hand_entry.hand_enter`` prepared it under the table's
  lock: the entry built once, scored once), then the table's next turn;
- :func:`hand_rewrite`, :func:`hand_version_claim`, :func:`hand_version_bump`,
  :func:`hand_remove`: corrections and deletions (``services/corrections.py``), then
  :func:`table_turn_save` with the turn its recompute ends on;
- :func:`hand_restore` and :func:`table_turn_restore`: an event file's hands as stored
  (``transfer/restore_rows.py``), then the turn replayed from them;
  :func:`event_hands_delete` when a restored event is deleted again.

A caller holds the table's lock inside its transaction; the writer checks what it is
given (players, result kind, a zero-sum settlement) and defaults nothing. A hand of a
finished or cancelled event is never written, corrected or removed
(``events.services.event_guard``); only a restore writes one (a new event, as exported).
"""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db.models import F
from django.utils.translation import gettext as _

from scoring.engine import ScoringError
from scoring.engine.progression import Turn, next_turn
from scoring.hand_value import HandEntry
from tournaments.core.page_cache import page_version_bump
from tournaments.events.models import Event
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import EntryMode, Hand, HandResult, HandResultKind, Seat, Table
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.table_context import TableContext
from tournaments.play.selectors.turns import (
    draws_after,
    replayed_carry,
    replayed_draws,
    replayed_turns,
)


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One player's outcome of a hand, keyed by the seat wind it had in that hand."""

    points: int
    settlement: int
    elements: tuple[Any, ...] = field(default=())


def _seat_for(winds: Mapping[str, Seat], wind: str | None) -> Seat | None:
    if wind in (None, ""):
        return None
    if wind not in winds:
        raise ValidationError(_("%(wind)s is not a player of this hand.") % {"wind": wind})
    return winds[wind]


def _check_scores(
    scores: Mapping[str, SeatScore], winds: Mapping[str, Seat], *, pot: int = 0
) -> None:
    """Results for exactly the players, summing to zero with ``pot``, what the hand put on
    the table (the sticks on the table: a fifth party)."""
    if set(scores) != set(winds):
        raise ValidationError(
            _("Results are needed for exactly the players %(winds)s.") % {"winds": " ".join(winds)}
        )
    total = sum(score.settlement for score in scores.values()) + pot
    if total != 0:
        raise ValidationError(
            _("The settlement must sum to zero, not %(total)d.") % {"total": total}
        )


def _check_entry(entry: HandEntry, *, winds: Mapping[str, Seat]) -> None:
    """The entry names exactly this hand's players and a known result kind."""
    if set(entry.winds) != set(winds):
        raise ValidationError(
            _("This hand has players %(expected)s, the entry names %(given)s.")
            % {"expected": " ".join(winds), "given": " ".join(entry.winds)}
        )
    if entry.result.kind not in HandResultKind.values:
        raise ValidationError(_("Unknown result %(kind)s.") % {"kind": entry.result.kind})


_LOADED_RELATIONS = ("table", "dealer", "winner", "discarder", "pao", "claimant", "entered_by")


def _set_entry(hand: Hand, entry: HandEntry, winds: Mapping[str, Seat]) -> None:
    """``hand``'s result, roles, entry and mode from ``entry`` (players keyed by ``winds``)."""
    result = entry.result
    hand.result_kind = result.kind
    hand.winner = _seat_for(winds, result.winner)
    hand.discarder = _seat_for(winds, result.discarder)
    hand.pao = _seat_for(winds, result.pao)
    hand.claimant = _seat_for(winds, result.claimant)
    hand.entry = entry.to_dict()
    hand.entry_mode = EntryMode.QUICK if entry.is_quick else EntryMode.TILES


def hand_create(
    *,
    table: Table,
    context: TableContext,
    entry: HandEntry,
    scores: Mapping[str, SeatScore],
    entered_by: User | None = None,
    idempotency_key: uuid.UUID | None = None,
    idempotency_digest: str = "",
    pot: int = 0,
) -> Hand:
    """Write hand ``context.turn.hand_number`` at the locked ``table`` (``context``: its
    turn, seat winds (wind -> seat, E the dealer), draws and ruleset, read under the lock),
    each player's result, and the table's next turn. ``entry`` is complete (ruleset,
    options, prevailing wind, players; who sits out) and ``scores`` are its scores: here
    they are checked, never defaulted or computed again; ``pot``: what the hand put on the
    table (the sticks on the table), with which they sum to zero."""
    turn, winds = context.turn, context.winds
    event_check_open(event=table.round.event)
    _check_entry(entry, winds=winds)
    _check_scores(scores, winds, pot=pot)
    hand = Hand(
        table=table,
        number=turn.hand_number,
        prevailing_wind=turn.prevailing_wind,
        dealer=winds["E"],
        entered_by=entered_by,
        idempotency_key=idempotency_key,
        idempotency_digest=idempotency_digest,
    )
    _set_entry(hand, entry, winds)
    # The related rows were just read under the table lock (and the database's foreign keys
    # hold anyway): skip full_clean's one existence query per foreign key.
    hand.full_clean(exclude=_LOADED_RELATIONS, validate_constraints=False)
    hand.save()
    hand_results_write(hand=hand, winds=winds, scores=scores)
    result = context.ruleset.result_of(entry.result.to_dict())
    after = next_turn(context.ruleset, turn, result)
    draws = draws_after(context.draws, entry.result.kind)
    carry = context.ruleset.carry_after(context.carry, result, pot=pot)
    table_turn_save(table=table, turn=after, draws=draws, carry=carry)
    return hand


def hand_rewrite(
    *,
    hand: Hand,
    entry: HandEntry,
    winds: Mapping[str, Seat],
    scores: Mapping[str, SeatScore],
    turn: Turn | None = None,
    pot: int = 0,
) -> None:
    """Store ``entry`` (players keyed by ``winds``) and its ``scores`` on ``hand``, and
    with ``turn`` the dealer and prevailing wind it is now played in (a correction; the
    caller claimed or bumped the version, and saves the table's turn after its
    recompute)."""
    event_check_open(event=hand.table.round.event)
    _check_scores(scores, winds, pot=pot)
    if turn is not None:
        hand.prevailing_wind = turn.prevailing_wind
        hand.dealer = winds["E"]
    _set_entry(hand, entry, winds)
    hand.full_clean(validate_constraints=False)
    hand.save()
    hand.results.all().delete()
    hand_results_write(hand=hand, winds=winds, scores=scores)


def hand_version_claim(*, hand: Hand, version: int) -> bool:
    """Bump ``hand``'s version if it is still ``version`` (optimistic locking): whether it
    was."""
    claimed = Hand.objects.filter(pk=hand.pk, version=version).update(version=F("version") + 1)
    return bool(claimed)


def hand_version_bump(*, hand: Hand) -> None:
    """Bump ``hand``'s version (a recompute changed it)."""
    Hand.objects.filter(pk=hand.pk).update(version=F("version") + 1)
    hand.refresh_from_db(fields=["version"])


def hand_remove(*, hand: Hand) -> None:
    """Delete ``hand``; the later hands at its table move up one number (their versions
    bumped). The caller recomputes the table and saves its turn."""
    event_check_open(event=hand.table.round.event)
    table_id, number = hand.table_id, hand.number
    hand.delete()
    later = Hand.objects.filter(table_id=table_id, number__gt=number).order_by("number")
    for pk in later.values_list("pk", flat=True):
        Hand.objects.filter(pk=pk).update(number=F("number") - 1, version=F("version") + 1)


def event_hands_delete(*, event: Event) -> None:
    """Delete every hand of ``event`` (and their results): the event itself is being
    deleted (``transfer.restore.event_delete``), its tables with it."""
    Hand.objects.filter(table__round__event=event).delete()


def hand_results_write(
    *, hand: Hand, winds: Mapping[str, Seat], scores: Mapping[str, SeatScore]
) -> list[HandResult]:
    """Write each seat's result of ``hand`` with the wind that seat held in it (entry,
    corrections and restore; a correction deletes the old rows first). Each row's fields
    are checked (no query); the seats come from ``winds``."""
    rows = [
        HandResult(
            hand=hand,
            seat=winds[wind],
            wind=wind,
            points=score.points,
            settlement=score.settlement,
            elements=list(score.elements),
        )
        for wind, score in scores.items()
    ]
    for row in rows:
        row.clean_fields(exclude=["hand", "seat"])
    event = hand.table.round.event  # loaded by the callers' open-event check
    page_version_bump(event_id=event.pk, club_id=event.club_id, table_id=hand.table_id)
    return HandResult.objects.bulk_create(rows)


def hand_restore(*, table: Table, fields: Mapping[str, Any], **timestamps: Any) -> Hand:
    """Write a hand of an event file as it was stored (``fields``: the model's fields), with
    its exported ``created_at``/``updated_at``; its results follow with
    :func:`hand_results_write` and the table's turn with :func:`table_turn_restore`.
    Raises ValidationError for a field the model refuses."""
    hand = Hand(table=table, **fields)
    hand.full_clean(validate_constraints=False)
    hand.save()
    timestamps = {name: value for name, value in timestamps.items() if value is not None}
    if timestamps:
        Hand.objects.filter(pk=hand.pk).update(**timestamps)
        for name, value in timestamps.items():
            setattr(hand, name, value)
    return hand


def table_turn_save(
    *, table: Table, turn: Turn, draws: int, carry: Mapping[str, int] | None = None
) -> None:
    """Store ``turn`` as the next hand's turn at ``table`` (its hands are written), with
    ``draws``: the hands without a winner since the last win, and ``carry``: what the
    ruleset carries to the next hand (the counters and sticks on the table)."""
    values = {
        "turn_number": turn.hand_number,
        "turn_passes": turn.passes,
        "turn_dealer": turn.dealer,
        "turn_prevailing_wind": turn.prevailing_wind,
        "turn_sitting_out": turn.sitting_out,
        "turn_draws": draws,
        "turn_carry": dict(carry or {}),
    }
    Table.objects.filter(pk=table.pk).update(**values)
    for name, value in values.items():
        setattr(table, name, value)


def table_turn_restore(*, table: Table) -> None:
    """Store the turn replayed from the hands restored at ``table`` (a write: it may
    replay)."""
    seats = list(table.seats.order_by("position"))
    hands = list(table.hands.order_by("number"))
    if not seats:
        return
    try:
        turn = replayed_turns(table=table, hands=hands, seats=seats)[-1]
    except (ScoringError, ValidationError, ValueError, KeyError, TypeError):
        return  # a hand that cannot be read: verify refuses the file and names it
    ruleset = event_ruleset(table.round.event)
    table_turn_save(
        table=table,
        turn=turn,
        draws=replayed_draws(hands),
        carry=replayed_carry(ruleset, hands),
    )
