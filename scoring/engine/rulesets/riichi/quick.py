"""Quick entry in riichi: the table counted han and fu itself (Pantheon's way). The winner's
total is the han; fu and yakuman are the hand's per-hand facts. The entry is checked for a
value a hand can have: fu 20 only for a concealed self-draw of 2 han or more (pinfu tsumo),
25 only for seven pairs (2 han or more), else 30 to 110 in tens; 1 han needs 30 fu or more
[EMA RCR 2025 4.1.1]."""

from __future__ import annotations

from ...errors import InvalidHand
from ...quick import QuickEntry
from .options import RiichiOptions
from .reading import Reading

POSSIBLE_FU = (20, 25, *range(30, 111, 10))


def quick_reading(entry: QuickEntry, options: RiichiOptions) -> Reading:
    han = entry.winner_total
    yakuman = options.yakuman
    if yakuman:
        if yakuman > 1 and not options.yakuman_add_up_on:
            raise InvalidHand(
                "yakuman are not added up under these rules", code="yakuman_not_added"
            )
        return Reading(13 * yakuman, None, (), yakuman=yakuman)
    fu = options.fu
    if han >= 5:
        return Reading(han, None, ())
    if fu not in POSSIBLE_FU or (han == 1 and fu < 30):
        raise InvalidHand(
            f"no hand has {han} han {fu} fu", code="impossible_han_fu", han=han, fu=fu
        )
    if fu == 20 and not entry.result.self_drawn:
        raise InvalidHand("20 fu is a self-drawn pinfu hand", code="twenty_fu_self_drawn")
    return Reading(han, fu, ())
