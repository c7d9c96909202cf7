"""Quick entry in riichi: the table counted han and fu itself (Pantheon's way). The winner's
total is the han; fu and yakuman are the hand's per-hand facts. The entry is checked for a
value a hand can have: fu 20 only for a concealed self-draw of 2 han or more (pinfu tsumo),
25 only for seven pairs (2 han or more), else 30 to 110 in tens; 1 han needs 30 fu or more
[EMA RCR 2025 4.1.1].

Several winners on one discard: each winner's han is his total, and his fu and yakuman are
in the ``riichi:`` block by seat (``quick_fu: {S: 30, N: 40}``, ``quick_yakuman: {N: 1}``),
since the per-hand options hold one hand's."""

from __future__ import annotations

from collections.abc import Mapping

from ...errors import InvalidHand
from ...quick import QuickEntry
from ...result import DealScore
from .facts import declared_in
from .game import winners_of
from .options import RiichiOptions
from .payments import (
    Win,
    base_value,
    hand_points,
    pao_winners,
    settle,
    stick_payments,
    win_payments,
)
from .reading import Reading

POSSIBLE_FU = (20, 25, *range(30, 111, 10))
#: the ``riichi:`` block's keys of several winners' fu and yakuman, by seat
QUICK_FU = "quick_fu"
QUICK_YAKUMAN = "quick_yakuman"


def _by_seat(entry: QuickEntry, key: str, seat: str, default: int) -> int:
    block = entry.extra.get("riichi")
    values = block.get(key) if isinstance(block, Mapping) else None
    if not isinstance(values, Mapping) or seat not in values:
        return default
    value = values[seat]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 200:
        raise InvalidHand(f"riichi.{key}.{seat} must be a whole number", code="bad_points")
    return value


def quick_reading(entry: QuickEntry, options: RiichiOptions, seat: str | None = None) -> Reading:
    """The reading of ``seat``'s quick entry (by default the winner's)."""
    if seat is None or seat == entry.result.winner:
        han = entry.winner_total
    elif seat in entry.points:
        han = entry.points[seat]
    else:
        raise InvalidHand("the winner's total is missing", code="no_total", seat=seat)
    if seat is not None and han < 1:
        raise InvalidHand(
            f"the hand has {han} han; a win needs a yaku", code="min_han", points=han, seat=seat
        )
    yakuman = _by_seat(entry, QUICK_YAKUMAN, seat, options.yakuman) if seat else options.yakuman
    if yakuman:
        if yakuman > 1 and not options.yakuman_add_up_on:
            raise InvalidHand(
                "yakuman are not added up under these rules", code="yakuman_not_added"
            )
        return Reading(13 * yakuman, None, (), yakuman=yakuman)
    fu = _by_seat(entry, QUICK_FU, seat, options.fu) if seat else options.fu
    if han >= 5:
        return Reading(han, None, ())
    if fu not in POSSIBLE_FU or (han == 1 and fu < 30):
        raise InvalidHand(
            f"no hand has {han} han {fu} fu", code="impossible_han_fu", han=han, fu=fu
        )
    if fu == 20 and not entry.result.self_drawn:
        raise InvalidHand("20 fu is a self-drawn pinfu hand", code="twenty_fu_self_drawn")
    return Reading(han, fu, ())


def quick_settlement(
    ruleset_id: str, entry: QuickEntry, seats: tuple[str, ...], options: RiichiOptions
) -> DealScore:
    """Settle a quick win: each winner's han, fu and yakuman read, then the same payments,
    sticks and counters as a hand from the tiles (:mod:`.payments`)."""
    result = entry.result
    winners = winners_of(result) or (result.winner_seat,)
    if options.head_bump:
        winners = winners[:1]
    # who declared riichi this hand: the winner's han count his own already, but every
    # declared seat's stick goes into the pot, which the winner takes [EMA RCR 2025 3.3.10]
    declared = declared_in(entry.extra.get("riichi"), seats)
    several = len(winners) > 1
    readings = {seat: quick_reading(entry, options, seat if several else None) for seat in winners}
    wins = [Win(seat, base_value(r.han, r.fu, r.yakuman, options)) for seat, r in readings.items()]
    discarder = None if result.self_drawn else result.discarder
    if discarder is None and not result.self_drawn:
        raise InvalidHand("a win on a discard needs the discarder", code="no_discarder")
    pao_for = pao_winners(result.pao, readings, options)
    payments = win_payments(
        seats, wins, discarder=discarder, honba=options.honba, pao=result.pao, pao_for=pao_for
    )
    payments += stick_payments(
        seats, winners, declared, options.riichi_sticks, each_takes_own=several
    )
    points = dict.fromkeys(seats, 0)
    for win in wins:
        points[win.seat] = hand_points(win, self_drawn=result.self_drawn)
    first = readings[winners[0]]
    figures: dict[str, object] = {"han": first.han}
    if several:
        figures["han"] = {s: r.han for s, r in readings.items()}
        fu = {s: r.fu for s, r in readings.items() if r.fu is not None}
        if fu:
            figures["fu"] = fu
    elif first.fu is not None:
        figures["fu"] = first.fu
    return DealScore(
        ruleset_id, points, settle(seats, payments), fan_total=first.han, figures=figures
    )
