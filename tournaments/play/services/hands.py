"""Writing a hand: the entry (a typed ``HandEntry``, stored as its interchange-format dict)
plus each seat's points and settlement."""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Max
from django.utils.translation import gettext as _

from scoring.hand_value import HandEntry
from tournaments.models import (
    EntryMode,
    Hand,
    HandResult,
    HandResultKind,
    Seat,
    Table,
)
from tournaments.play.selectors.turns import hand_winds


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


def _check_scores(scores: Mapping[str, SeatScore], winds: Mapping[str, Seat]) -> None:
    if set(scores) != set(winds):
        raise ValidationError(
            _("Results are needed for exactly the players %(winds)s.") % {"winds": " ".join(winds)}
        )
    total = sum(score.settlement for score in scores.values())
    if total != 0:
        raise ValidationError(
            _("The settlement must sum to zero, not %(total)d.") % {"total": total}
        )


_LOADED_RELATIONS = ("table", "dealer", "winner", "discarder", "pao", "claimant", "entered_by")


@transaction.atomic
def hand_write(
    *,
    table: Table,
    entry: HandEntry | Mapping[str, Any],
    dealer: Seat | None = None,
    sitting_out: Seat | None = None,
    number: int | None = None,
    entry_mode: str | None = None,
    entered_by: User | None = None,
    scores: Mapping[str, SeatScore] | None = None,
) -> Hand:
    """Write one hand at ``table`` from a partial entry (the demo data and tests use it):
    lock the table, fill in the entry's defaults and the seat winds (the dealer is East,
    then around the table), then :func:`hand_write_locked`.

    ``entry`` is the hand (a ``HandEntry``, or its interchange-format dict: ``players``
    keyed by this hand's seat winds, ``result``); the event's ruleset and options are added
    to it when missing.
    ``scores`` (per wind) are computed by the scoring engine when not given.
    """
    table = Table.objects.select_for_update().select_related("round__event").get(pk=table.pk)
    seats = list(table.seats.order_by("position"))
    dealer = dealer or _first_east(seats)
    winds = hand_winds(seats=seats, dealer=dealer, sitting_out=sitting_out)
    entry = _entry_defaults(entry, table=table, winds=winds)
    if number is None:
        number = (table.hands.aggregate(last=Max("number"))["last"] or 0) + 1
    return hand_write_locked(
        table=table,
        entry=entry,
        winds=winds,
        sitting_out=sitting_out,
        number=number,
        entry_mode=entry_mode,
        entered_by=entered_by,
        scores=scores,
    )


def hand_write_locked(
    *,
    table: Table,
    entry: HandEntry,
    winds: Mapping[str, Seat],
    number: int,
    sitting_out: Seat | None = None,
    entry_mode: str | None = None,
    entered_by: User | None = None,
    scores: Mapping[str, SeatScore] | None = None,
    idempotency_key: uuid.UUID | None = None,
    idempotency_digest: str = "",
) -> Hand:
    """Write hand ``number`` at ``table`` and each player's result: the one writer of a new
    hand. The caller holds the table's lock (inside its transaction) and has prepared the
    entry (ruleset, options, prevailing wind, players) and ``winds`` (wind -> seat, E is
    the dealer); here the entry is checked, never defaulted again. An entry with a
    ``quick`` section (points per player) is a quick entry, else a tile entry."""
    _check_entry(entry, winds=winds)
    if sitting_out is not None:
        entry = entry.changed(sitting_out=sitting_out.player_name)
    if entry_mode is None:
        entry_mode = EntryMode.QUICK if entry.is_quick else EntryMode.TILES
    result = entry.result
    if scores is None:
        from tournaments.play.services.scoring import entry_score

        scores = entry_score(entry=entry)
    _check_scores(scores, winds)
    # the callers filled it in (_entry_defaults, hand_entry.build_entry)
    assert entry.prevailing_wind is not None
    hand = Hand(
        table=table,
        number=number,
        prevailing_wind=entry.prevailing_wind,
        dealer=winds["E"],
        result_kind=result.kind,
        winner=_seat_for(winds, result.winner),
        discarder=_seat_for(winds, result.discarder),
        pao=_seat_for(winds, result.pao),
        claimant=_seat_for(winds, result.claimant),
        entry=entry.to_dict(),
        entry_mode=entry_mode,
        entered_by=entered_by,
        idempotency_key=idempotency_key,
        idempotency_digest=idempotency_digest,
    )
    # The related rows were just read under the table lock (and the database's foreign keys
    # hold anyway): skip full_clean's one existence query per foreign key.
    hand.full_clean(exclude=_LOADED_RELATIONS, validate_constraints=False)
    hand.save()
    hand_results_write(hand=hand, winds=winds, scores=scores)
    return hand


def _first_east(seats: list[Seat]) -> Seat:
    """The dealer of a first hand: the seat drawn East."""
    dealer = next((s for s in seats if s.wind == "E"), None)
    if dealer is None:
        raise ValidationError(_("This table has no players."))
    return dealer


def _entry_defaults(
    entry: HandEntry | Mapping[str, Any], *, table: Table, winds: Mapping[str, Seat]
) -> HandEntry:
    """``entry`` with the event's ruleset and options, the prevailing wind and the
    players filled in where missing."""
    from tournaments.play.services.scoring import hand_entry_of

    entry = hand_entry_of(entry)
    event = table.round.event
    return entry.changed(
        ruleset=entry.ruleset if entry.ruleset is not None else event.ruleset,
        options=entry.options if entry.options is not None else event.ruleset_options,
        prevailing_wind=entry.prevailing_wind or "E",
        players=entry.players or {wind: {} for wind in winds},
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


def hand_results_write(
    *, hand: Hand, winds: Mapping[str, Seat], scores: Mapping[str, SeatScore]
) -> list[HandResult]:
    """Write each seat's result of ``hand`` with the wind that seat held in it (the one
    writer of result rows: entry, corrections and restore; a correction deletes the old
    rows first). Each row's fields are checked (no query); the seats come from ``winds``."""
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
    return HandResult.objects.bulk_create(rows)
