"""What the scoring table's rows may look at, for one reading of one player's hand.

:class:`Facts` is the whole input of a row: a row's predicate is a function of the facts and
the club's options, nothing else. So the facts are a small hashable value (counts and flags,
context-relative: "pungs of the own wind", not the tiles), few distinct ones occur, and
counting a reading (:func:`~.table.count_reading`) is done once per distinct facts and
options and then looked up: every player's hand is counted, four per deal.
"""

from __future__ import annotations

from typing import NamedTuple

from scoring.engine.hand import Condition
from scoring.engine.tiles import Tile

from .reading import C1, C5, GREEN_DRAGON, Context, SetInfo

#: index of a pung/kong in :attr:`Facts.sets`: kong * 4 + concealed * 2 + edel
KONG, CONCEALED, EDEL = 4, 2, 1

#: per tile kind: 1 << suit for suit tiles (0 for honours)
_SUIT_BIT = tuple(1 << (t // 9) if t < 27 else 0 for t in range(34))
#: per tile kind: terminals and honours ("edelstenen" [000:L239-L242])
_EDEL = tuple(t >= 27 or t % 9 in (0, 8) for t in range(34))
_SUITS_IN_MASK = (0, 1, 1, 2, 1, 2, 2, 3)
_TERMINALS = (0, 8, 9, 17, 18, 26)


class Facts(NamedTuple):
    """Everything a table row reads (see the module docstring)."""

    # --- the tiles: all the player's playing tiles (purity is judged over them [000:L365])
    suits: int  # number of suits used
    honours: bool  # some wind or dragon
    only_terminals_honours: bool
    only_simples: bool
    # --- the sets
    sets: tuple[int, ...]  # pungs and kongs by (kong, concealed, edel): see KONG...
    pungs: int  # pungs and kongs
    chows: int
    kongs: int
    concealed_kongs: int
    concealed_pungs: int  # pungs and kongs nobody's discard went into
    open_kongs: int
    dragon_pungs: int
    wind_pungs: int
    own_wind_pungs: int
    round_wind_pungs: int
    green_dragon_pungs: int
    # --- the pairs
    dragon_pairs: int
    wind_pairs: int
    own_wind_pairs: int
    round_wind_pairs: int
    # --- the player and the table
    winner: bool
    east: bool  # the player sits East
    own_is_round: bool  # the own wind is the round wind
    green_dragon_round: bool
    bonus: int  # flowers and seasons
    own_bonus: int  # of them, the player's own
    bonus_series: int  # full sets of four flowers or four seasons
    # --- the winner's: how the winning tile sits and how it came
    placement: str | None = None
    pe_ling: bool = False
    sole_wait: bool = False  # the winning tile was the only one that completed the hand
    self_drawn: bool = False
    fully_concealed: bool = False
    conditions: frozenset[Condition] = frozenset()
    winning_c1: bool = False
    winning_c5: bool = False


class TileFacts(NamedTuple):
    suits: int
    honours: bool
    only_terminals_honours: bool
    only_simples: bool


#: per tile kind (bonus tiles too: nothing): bits 0-2 its suit, 3 honour, 4 terminal or
#: honour, 5 simple; a hand's purity facts are one OR over its kinds and a table lookup
_KIND_BITS = tuple(
    (_SUIT_BIT[t] | (8 if t >= 27 else 0) | (16 if _EDEL[t] else 32)) if t < 34 else 0
    for t in range(42)
)


def _tile_facts_of_bits(bits: int) -> TileFacts:
    return TileFacts(_SUITS_IN_MASK[bits & 7], bool(bits & 8), not bits & 32, not bits & 16)


_TILE_FACTS_BY_BITS = tuple(_tile_facts_of_bits(bits) for bits in range(64))


def tile_facts(kinds: set[int] | list[int] | tuple[int, ...]) -> TileFacts:
    """The purity facts of a hand holding the tile kinds ``kinds`` (each once is enough)."""
    bits = 0
    for b in map(_KIND_BITS.__getitem__, kinds):
        bits |= b
    return _TILE_FACTS_BY_BITS[bits]


def tile_facts_of_counts(counts: list[int]) -> TileFacts:
    """:func:`tile_facts` of a 34-count list (slices: no loop over the kinds)."""
    honours = any(counts[27:34])
    simple = any(counts[1:8]) or any(counts[10:17]) or any(counts[19:26])
    edel = honours or any(counts[t] for t in _TERMINALS)
    suits = bool(any(counts[0:9])) + bool(any(counts[9:18])) + bool(any(counts[18:27]))
    return TileFacts(suits, honours, not simple, not edel)


def bonus_facts(bonus: tuple[Tile, ...], seat: str) -> tuple[int, int, int]:
    """Flowers and seasons: how many, how many of the seat's own, full sets of four."""
    if not bonus:
        return 0, 0, 0
    own = sum(1 for t in bonus if t.wind == seat)
    flowers = sum(1 for t in bonus if t.is_flower)
    seasons = sum(1 for t in bonus if t.is_season)
    return len(bonus), own, int(flowers == 4) + int(seasons == 4)


def _bonus(ctx: Context) -> tuple[int, int, int]:
    return bonus_facts(ctx.hand.bonus, ctx.seat)


_NO_CONDITIONS: frozenset[Condition] = frozenset()


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def facts_of(
    sets: tuple[SetInfo, ...] | list[SetInfo],
    pairs: tuple[int, ...] | list[int],
    tiles: TileFacts,
    ctx: Context,
    *,
    placement: str | None = None,
    pe_ling: bool = False,
    sole_wait: bool = False,
) -> Facts:
    """The facts of one reading: its sets and pairs, the player's tiles and the context."""
    keys = [0, 0, 0, 0, 0, 0, 0, 0]
    pungs = chows = kongs = concealed_kongs = concealed_pungs = open_kongs = 0
    dragon_pungs = wind_pungs = own_pungs = round_pungs = green_pungs = 0
    own = ctx.own_wind
    round_wind = ctx.round_wind
    for kind, tile, kong, concealed in sets:
        if not kind:  # CHOW
            chows += 1
            continue
        pungs += 1
        keys[kong * KONG + concealed * CONCEALED + _EDEL[tile]] += 1
        if tile >= 27:
            if tile >= 31:
                dragon_pungs += 1
                if tile == GREEN_DRAGON:
                    green_pungs += 1
            else:
                wind_pungs += 1
                if tile == own:
                    own_pungs += 1
                if tile == round_wind:
                    round_pungs += 1
        if concealed:
            concealed_pungs += 1
        if kong:
            kongs += 1
            if concealed:
                concealed_kongs += 1
            else:
                open_kongs += 1
    dragon_pairs = wind_pairs = own_pairs = round_pairs = 0
    for t in pairs:
        if t >= 27:
            if t >= 31:
                dragon_pairs += 1
            else:
                wind_pairs += 1
                if t == own:
                    own_pairs += 1
                if t == round_wind:
                    round_pairs += 1
    bonus, own_bonus, series = _bonus(ctx)
    winner = ctx.winner
    winning = ctx.winning_tile if winner else None
    # every fact is passed by position, only the tile facts star-unpacked: mypy places the
    # items of a second star-unpacked tuple in one call wrongly (it does not restart at the
    # new tuple's first item), and building no tuples for the call is no slower. The
    # winner's facts are the defaults for every other player.
    return Facts(
        *tiles,
        tuple(keys),
        pungs,
        chows,
        kongs,
        concealed_kongs,
        concealed_pungs,
        open_kongs,
        dragon_pungs,
        wind_pungs,
        own_pungs,
        round_pungs,
        green_pungs,
        dragon_pairs,
        wind_pairs,
        own_pairs,
        round_pairs,
        winner,
        ctx.seat == "E",
        own == round_wind,
        ctx.green_dragon_round,
        bonus,
        own_bonus,
        series,
        placement if winner else None,
        pe_ling and winner,
        sole_wait and winner,
        winner and ctx.self_drawn,
        winner and ctx.fully_concealed,
        ctx.conditions if winner else _NO_CONDITIONS,
        winning == C1,
        winning == C5,
    )
