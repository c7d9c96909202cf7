"""What lies on an HK table, as Pao advice reads it (004 L1097-1136): the exposed sets that
count as slagen, raw tiles, the dangerous games a claimant shows and the hands they aim at,
and the advice record itself (:mod:`.pao_advice` gives the advice)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...hand import Meld, MeldKind, PlayerHand
from ...tiles import Tile
from .shapes import STANDARD, Shape, shapes_of

DRAGON_SET = frozenset((31, 32, 33))
WIND_SET = frozenset((27, 28, 29, 30))
TERMINAL_SET = frozenset((0, 8, 9, 17, 18, 26))


@dataclass(frozen=True, slots=True)
class PaoAdvice:
    """``liable``: the discarder pays for everyone; ``conditional``: only if the claimant
    later wins the targeted hand by self-draw; ``overmacht``: the discarder is excused if he
    shows he had no other choice (he was not asked for his hand); ``trigger`` names the rule
    (dragons, winds, honours, terminals, suit, seven_rule, five_rule) and ``reason`` says why,
    with ``source`` the seed lines."""

    liable: bool
    trigger: str | None
    reason: str
    source: str
    conditional: bool = False
    overmacht: bool = False


def open_sets(melds: Sequence[Meld]) -> list[Meld]:
    """Sets that count as slagen: exposed ones. A concealed kong does not (004 L1323-1324)."""
    return [m for m in melds if not m.concealed and m.kind is not MeldKind.PAIR]


def is_raw(tile: int, exposed: Mapping[str, Sequence[Meld]], discards: Sequence[Tile]) -> bool:
    """'een steen dat nog niet is afgelegd op tafel of gebruikt is in een Chow of een Pung /
    Kong' (004 L1301-1304, L1480-1481)."""
    if tile in discards:
        return False
    return not any(tile in m.tiles for melds in exposed.values() for m in open_sets(melds))


def suit_danger(melds: Sequence[Meld]) -> int | None:
    """The suit (0, 1, 2) of which this player has 9 exposed slagen, or None."""
    per_suit = [0, 0, 0]
    for m in open_sets(melds):
        t = m.tiles[0]
        if t < 27:
            per_suit[t // 9] += 1
    for suit, sets in enumerate(per_suit):
        if sets >= 3:
            return suit
    return None


def completed_shapes(
    melds: Sequence[Meld], concealed: Sequence[Tile], tile: Tile
) -> tuple[PlayerHand, list[Shape]]:
    """The claimant's hand with ``tile`` added, and the shapes it makes."""
    hand = PlayerHand(melds=tuple(melds), concealed=(*concealed, tile))
    return hand, shapes_of(hand)


def honour_targets(mine: Sequence[Meld], tile: int) -> list[tuple[str, str, str]]:
    """The honour/terminal dangerous games of the claimant that ``tile`` can feed:
    ``(trigger, target hand, source)``."""
    exposed_sets = open_sets(mine)
    pungs = [m.tiles[0] for m in exposed_sets if m.is_pung_or_kong]
    dragons = [t for t in pungs if t in DRAGON_SET]
    winds = [t for t in pungs if t in WIND_SET]
    out: list[tuple[str, str, str]] = []
    if len(dragons) >= 2 and tile in DRAGON_SET and tile not in dragons:
        out.append(("dragons", "Drie Grote Wijzen", "004 L422-431, L543-545, L1124-1129"))
    if len(winds) >= 3 and tile in WIND_SET and tile not in winds:
        out.append(("winds", "Vier Grote/Kleine Winden", "004 L433-440, L576-590, L1131-1133"))
    all_pungs = len(pungs) == len(exposed_sets)
    honour_pungs = len(dragons) + len(winds)
    if all_pungs and honour_pungs >= 3 and len(pungs) == honour_pungs and tile >= 27:
        out.append(("honours", "Alleen Winden en Draken", "004 L442-446, L600-604"))
    terminal_pungs = len(pungs) >= 3 and all(t in TERMINAL_SET for t in pungs)
    if all_pungs and terminal_pungs and tile in TERMINAL_SET:
        out.append(("terminals", "Pungen van Enen en Negens", "004 L448-451, L789-792"))
    return out


def forms_target(trigger: str, hand: PlayerHand, shapes: list[Shape], suit: int | None) -> bool:
    """Whether one of the ``shapes`` is the hand the dangerous game ``trigger`` aims at."""
    counts = [0] * 34
    for t in hand.tiles:
        counts[t] += 1
    for shape in shapes:
        if shape.kind != STANDARD:
            continue
        pungs = shape.pungs
        if trigger == "dragons" and sum(1 for t in pungs if t in DRAGON_SET) == 3:
            return True
        if trigger == "winds":
            wind_pungs = sum(1 for t in pungs if t in WIND_SET)
            if wind_pungs == 4 or (wind_pungs == 3 and shape.pair in WIND_SET):
                return True
        if trigger == "honours" and len(pungs) == 4 and not any(counts[:27]):
            return True
        if (
            trigger == "terminals"
            and len(pungs) == 4
            and shape.pair in TERMINAL_SET
            and all(t in TERMINAL_SET for t in pungs)
        ):
            return True
    if trigger == "suit" and suit is not None and shapes:
        base = suit * 9
        return sum(counts[base : base + 9]) == sum(counts)
    return False
