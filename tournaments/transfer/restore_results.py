"""A restored hand's result rows: each seat's wind (from the file, or derived for a version 1
file, whose results carry no wind) and its scores, written by the one writer of hand results
(``play.services.hands.hand_results_write``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.db import DatabaseError
from django.utils.translation import gettext as _

from tournaments.core.event_file import (
    TransferError,
    database_refused,
    get_field,
    no_seat,
    optional_field,
)
from tournaments.play.models import Hand, Seat
from tournaments.play.selectors.turns import hand_winds
from tournaments.play.services.hands import SeatScore, hand_results_write


def _derived_wind(hand: Hand, seats: Mapping[int, Seat], rows: list[Any], position: int) -> str:
    """The wind of the seat at ``position`` in a version 1 file (results without winds): the
    dealer is East, then by position; at a five-player table the seat without a result sat
    out."""
    playing = {r.get("seat") for r in rows if isinstance(r, Mapping)}
    ordered = [seats[p] for p in sorted(seats)]
    out = next((s for s in ordered if s.position not in playing), None)
    dealer = hand.dealer or ordered[0]
    try:
        held = hand_winds(
            seats=ordered, dealer=dealer, sitting_out=out if len(ordered) == 5 else None
        )
    except ValidationError as exc:
        raise TransferError(f"{hand}: {'; '.join(exc.messages)}") from exc
    return next(w for w, s in held.items() if s.position == position)


def hand_results_restore(
    hand: Hand, seats: Mapping[int, Seat], rows: list[Any], where: str
) -> None:
    """The hand's result rows, each with the wind its seat held (derived for version 1
    files), written by the one writer of hand results."""
    winds: dict[str, Seat] = {}
    scores: dict[str, SeatScore] = {}
    for index, result in enumerate(rows):
        at = f"{where}.results[{index}]"
        position = get_field(result, "seat", int, at)
        if position not in seats:
            raise TransferError(no_seat(at, position))
        wind = optional_field(result, "wind", str, at, None) or _derived_wind(
            hand, seats, rows, position
        )
        if wind in winds:
            raise TransferError(
                _("%(where)s: a second result for %(wind)s") % {"where": at, "wind": wind}
            )
        winds[wind] = seats[position]
        scores[wind] = SeatScore(
            points=get_field(result, "points", int, at),
            settlement=get_field(result, "settlement", int, at),
            elements=tuple(get_field(result, "elements", list, at)),
        )
    try:  # each row's fields (wind, the integer ranges of the database), no query per row
        hand_results_write(hand=hand, winds=winds, scores=scores)
    except ValidationError as exc:
        raise TransferError(f"{where}.results: {'; '.join(exc.messages)}") from exc
    except DatabaseError as exc:
        raise TransferError(database_refused(f"{where}.results")) from exc
