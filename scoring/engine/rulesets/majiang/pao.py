"""Pao advice (7, L483-L534): given the table, is the player who gave the winning tile liable
for the whole payment? The scorekeeper confirms or overrides; the deal's ``result.pao`` is
what counts for the settlement (:mod:`.payments`).

The conditions (7.1):

- 9-tile Pao: the claimant has three sets of one suit exposed; the discarder of the winning
  tile (a robbed kong's owner too) that gives a pure one-suit hand is liable (L493-L497).
- Big Three Dragons Pao: two dragon pungs/kongs exposed; the discarder of the third dragon
  leading to the limit hand (L499-L503).
- Big Four Winds Pao: three wind pungs/kongs exposed; the discarder of the fourth wind
  (L505-L509).
- Last five tiles: with five tiles left in the live wall, the discarder of a tile not visible
  (not among the discards nor in an exposed set) that lets another player win; no
  declaration needed (L511-L517).

The first three need a Pao declaration made before the discard, else the hand is settled
normally (L491). Special rules (7.2): the twelfth-tile rule (a fourth exposed set of the suit
does not make its discarder liable yet; a later self-drawn pure hand makes him liable,
L521-L526) and the first-nine-tiles rule (when two players show nine tiles of a suit, only
the first is protected, L528-L534).

A shown concealed kong counts as exposed: the seed calls it "aufgedeckt" (L291).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from scoring.engine.errors import InvalidHand
from scoring.engine.hand import Meld, MeldKind, PlayerHand
from scoring.engine.tiles import SUIT_NAMES, SUITS, Tile

NINE_TILES = "nine_tiles"
TWELFTH_TILE = "twelfth_tile"
THREE_DRAGONS = "three_dragons"
FOUR_WINDS = "four_winds"
LAST_FIVE = "last_five"


@dataclass(frozen=True, slots=True)
class PaoAdvice:
    """``liable``: whether ``player`` (the discarder; for the twelfth-tile rule on a self-drawn
    win the earlier discarder) pays for everyone; ``trigger`` names the Pao condition that
    decided (None: none applies); ``reason`` says why, ``source`` the seed lines. Field names
    follow the hk ruleset's advice."""

    liable: bool
    trigger: str | None
    reason: str
    source: str
    player: str | None = None


#: the advice when no Pao condition bears on the win
NO_PAO = PaoAdvice(
    liable=False,
    trigger=None,
    reason="no Pao condition holds: normal settlement (001 L489-L517)",
    source="001 L489-L517",
)


def pao_advice(
    exposed: Mapping[str, Sequence[Meld]],
    discards: Iterable[Tile],
    discarded: Tile | None,
    discarder: str | None,
    claimant: str,
    tiles_left_in_wall: int | None = None,
    *,
    winning_hand: PlayerHand | None = None,
    first_nine_tiles: str | None = None,
    fourth_set_discarder: str | None = None,
    declared: bool = True,
) -> PaoAdvice:
    """Advise whether a Pao applies when ``claimant`` wins (same argument order as hk's).

    ``exposed``: each player's exposed sets (shown concealed kongs included) before the
    winning tile; the claimant's may be left out when ``winning_hand`` is given (its melds are
    used). ``discards``: the discards on the table (for the last-five-tiles rule).
    ``discarded``: the winning tile when taken from ``discarder`` (a discard or a robbed kong),
    None for a self-drawn win. ``tiles_left_in_wall``: tiles left in the live wall (None:
    unknown, the last-five-tiles rule is not judged). ``winning_hand``: the claimant's whole
    hand, to check that the win is the pure one-suit or limit hand the Pao is about (without
    it that is assumed). ``first_nine_tiles``: who first showed three sets of
    one suit, when two players have. ``fourth_set_discarder``: who discarded the tile of the
    claimant's fourth exposed set of the suit (twelfth-tile rule). ``declared``: whether Pao was
    declared before the discard.
    """
    _check_parties(discarded, discarder, claimant)
    claimant_sets = tuple(exposed.get(claimant, ()))
    if not claimant_sets and winning_hand is not None:
        claimant_sets = winning_hand.melds
    pure_suit = _pure_suit(winning_hand)
    suit_sets = _suit_set_counts(claimant_sets)
    nine_suit = next((s for s in range(3) if suit_sets[s] >= 3), None)

    if discarded is None:
        return _self_drawn_advice(nine_suit, suit_sets, pure_suit, fourth_set_discarder, declared)

    assert discarder is not None  # a discarded winning tile has one (_check_parties)
    missed: list[PaoAdvice] = []
    for advice in _discard_advice(
        exposed,
        discards,
        discarded,
        discarder,
        claimant,
        claimant_sets,
        tiles_left_in_wall,
        winning_hand=winning_hand,
        nine_suit=nine_suit,
        suit_sets=suit_sets,
        pure_suit=pure_suit,
        first_nine_tiles=first_nine_tiles,
        declared=declared,
    ):
        if advice.liable:
            return advice
        missed.append(advice)
    return missed[0] if missed else NO_PAO


def _check_parties(discarded: Tile | None, discarder: str | None, claimant: str) -> None:
    if discarded is not None and discarder is None:
        raise InvalidHand("a discarded winning tile needs its discarder", code="no_discarder")
    if discarder is not None and discarder == claimant:
        raise InvalidHand("the claimant cannot be the discarder", code="claimant_is_discarder")


def _discard_advice(
    exposed: Mapping[str, Sequence[Meld]],
    discards: Iterable[Tile],
    discarded: Tile,
    discarder: str,
    claimant: str,
    claimant_sets: tuple[Meld, ...],
    tiles_left_in_wall: int | None,
    *,
    winning_hand: PlayerHand | None,
    nine_suit: int | None,
    suit_sets: list[int],
    pure_suit: int | None,
    first_nine_tiles: str | None,
    declared: bool,
) -> Iterator[PaoAdvice]:
    """The advice of each Pao condition that bears on a win on ``discarded``, in the
    seed's order (7.1): 9-tile, Big Three Dragons, Big Four Winds, last five tiles."""
    if nine_suit is not None and discarded.suit == SUITS[nine_suit]:
        yield _nine_tiles(
            nine_suit,
            suit_sets[nine_suit],
            pure_suit,
            exposed,
            claimant,
            discarder,
            first_nine_tiles,
            declared,
        )
    for dragons in (True, False):
        advice = _honour_pao(
            claimant_sets, discarded, discarder, winning_hand, declared, dragons=dragons
        )
        if advice is not None:
            yield advice
    if tiles_left_in_wall is not None and tiles_left_in_wall <= 5:
        yield _last_five(exposed, discards, discarded, discarder, claimant_sets, tiles_left_in_wall)


def _last_five(
    exposed: Mapping[str, Sequence[Meld]],
    discards: Iterable[Tile],
    discarded: Tile,
    discarder: str | None,
    claimant_sets: tuple[Meld, ...],
    tiles_left_in_wall: int,
) -> PaoAdvice:
    """With five tiles left, the discarder of a tile not visible pays (L511-L517)."""
    visible = set(discards)
    for melds in exposed.values():
        for m in melds:
            visible.update(m.tiles)
    visible.update(t for m in claimant_sets for t in m.tiles)
    if discarded not in visible:
        return _advice(
            True,
            f"last five tiles: {tiles_left_in_wall} tiles left in the live wall and {discarded} was "
            f"not visible; {discarder} pays for all, no declaration needed (001 L511-L517)",
            LAST_FIVE,
            discarder,
            "001 L511-L517",
        )
    return _advice(
        False,
        f"last five tiles: {discarded} was already visible on the table, so "
        f"{discarder} is not liable (001 L515)",
        LAST_FIVE,
        None,
        "001 L515",
    )


def _suit_set_counts(melds: Iterable[Meld]) -> list[int]:
    counts = [0, 0, 0]
    for m in melds:
        t = m.tiles[0]
        if m.kind is not MeldKind.PAIR and t < 27:
            counts[t // 9] += 1
    return counts


def _pure_suit(hand: PlayerHand | None) -> int | None:
    """The suit of a pure one-suit hand, -1 when the hand is unknown, None when not pure."""
    if hand is None or not hand.known:
        return -1
    tiles = hand.tiles
    if not tiles or any(t >= 27 for t in tiles):
        return None
    suit = tiles[0] // 9
    return suit if all(t // 9 == suit for t in tiles) else None


def _nine_tiles(
    suit: int,
    sets: int,
    pure_suit: int | None,
    exposed: Mapping[str, Sequence[Meld]],
    claimant: str,
    discarder: str,
    first: str | None,
    declared: bool,
) -> PaoAdvice:
    name = SUIT_NAMES[SUITS[suit]]
    kind, source = (TWELFTH_TILE, "001 L521-L525") if sets >= 4 else (NINE_TILES, "001 L493-L497")
    if pure_suit not in (-1, suit):
        return _advice(
            False,
            f"9-tile Pao needs a pure {name} hand; this win is not one (001 L497)",
            kind,
            None,
            "001 L497",
        )
    rivals = [
        seat
        for seat, melds in exposed.items()
        if seat != claimant and max(_suit_set_counts(melds)) >= 3
    ]
    if rivals:
        if first is None:
            return _advice(
                False,
                f"{claimant} and {', '.join(rivals)} both show nine tiles of a suit: only the "
                "first to show them is protected; say who was first (001 L528-L534)",
                NINE_TILES,
                None,
                "001 L528-L534",
            )
        if first != claimant:
            return _advice(
                False,
                f"{first} showed nine tiles of a suit before {claimant}: only the first is "
                f"protected, so {discarder} is not liable (001 L528-L534)",
                NINE_TILES,
                None,
                "001 L528-L534",
            )
    if not declared:
        return _undeclared(kind)
    what = f"{claimant} had {sets} {name} sets exposed and the discard completed a pure {name} hand"
    if sets >= 4:
        what += "; with a fourth set exposed, the discarder of the winning tile is liable"
    return _advice(True, f"9-tile Pao: {what} ({source})", kind, discarder, source)


def _honour_pao(
    claimant_sets: Sequence[Meld],
    discarded: Tile,
    discarder: str,
    hand: PlayerHand | None,
    declared: bool,
    *,
    dragons: bool,
) -> PaoAdvice | None:
    lo, hi, needed = (31, 34, 2) if dragons else (27, 31, 3)
    shown = {
        m.tiles[0] for m in claimant_sets if m.kind is not MeldKind.CHOW and lo <= m.tiles[0] < hi
    }
    if len(shown) < needed or not lo <= discarded < hi or discarded in shown:
        return None
    kind, source, label = (
        (THREE_DRAGONS, "001 L499-L503", "Big Three Dragons")
        if dragons
        else (FOUR_WINDS, "001 L505-L509", "Big Four Winds")
    )
    if hand is not None and hand.known and hand.tiles.count(discarded) < 3:
        return _advice(
            False,
            f"{label} Pao: {discarded} did not complete the limit hand ({source})",
            kind,
            None,
            source,
        )
    if not declared:
        return _undeclared(kind)
    return _advice(
        True,
        f"{label} Pao: {len(shown)} {'dragon' if dragons else 'wind'} sets were exposed and "
        f"{discarder} discarded {discarded}, which led to the limit hand ({source})",
        kind,
        discarder,
        source,
    )


def _self_drawn_advice(
    nine_suit: int | None,
    suit_sets: list[int],
    pure_suit: int | None,
    fourth_set_discarder: str | None,
    declared: bool,
) -> PaoAdvice:
    if (
        nine_suit is not None
        and suit_sets[nine_suit] >= 4
        and fourth_set_discarder is not None
        and pure_suit in (-1, nine_suit)
    ):
        if not declared:
            return _undeclared(TWELFTH_TILE)
        name = SUIT_NAMES[SUITS[nine_suit]]
        return _advice(
            True,
            f"twelfth-tile rule: four {name} sets exposed and a self-drawn pure {name} hand: "
            f"{fourth_set_discarder}, who gave the tile of the fourth set, is liable (001 L526)",
            TWELFTH_TILE,
            fourth_set_discarder,
            "001 L521-L526",
        )
    return _advice(
        False,
        "a self-drawn winning tile has no discarder: nobody is Pao (001 L497, L503, L509, L515)",
        None,
        None,
        "001 L493-L517",
    )


def _undeclared(kind: str) -> PaoAdvice:
    return _advice(
        False,
        "the Pao condition held but no Pao was declared: normal settlement (001 L491)",
        kind,
        None,
        "001 L491",
    )


def _advice(
    liable: bool, reason: str, trigger: str | None, player: str | None, source: str
) -> PaoAdvice:
    return PaoAdvice(liable=liable, trigger=trigger, reason=reason, source=source, player=player)
