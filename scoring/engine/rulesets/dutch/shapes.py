"""Hand shapes on 34-count arrays, fast: every split into sets + pair, completeness, waits,
and the irregular (not set-based) shapes of the Dutch limit hands.

Why not :func:`scoring.engine.decompose.arrangements` directly: it builds melds and caches
on the whole 34-count tuple, which random hands at a club night rarely repeat. Here each
suit's splits (:func:`scoring.engine.splitting.suit_splits`, cached per 9-count pattern) are
kept as ``(kind, tile)`` sets per suit, so a whole hand is a product of cached suit splits
("the arrangement worth most" is still searched over all of them; the lists are the same as
the core's, see the tests).

A set is a tuple ``(kind, tile)`` with ``kind`` CHOW (tile = lowest tile) or PUNG.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from ...splitting import PUNG as SPLIT_PUNG
from ...splitting import suit_complete, suit_splits

CHOW = 0
PUNG = 1

SUITS = (0, 9, 18)
HONOURS = range(27, 34)
WINDS = range(27, 31)
DRAGONS = range(31, 34)
TERMINALS_HONOURS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_TH_SET = frozenset(TERMINALS_HONOURS)

Set = tuple[int, int]
Split = tuple[tuple[Set, ...], int]  # (sets, pair tile or -1)


#: per suit (0, 1, 2): 9-count pattern -> (tiles mod 3, its splits with absolute tiles)
_SUIT_PARTS: tuple[dict[tuple[int, ...], tuple[int, tuple[Split, ...]]], ...] = ({}, {}, {})
_PARTS_SIZE = 50_000


def _suit_part(suit: int, pattern: tuple[int, ...]) -> tuple[int, tuple[Split, ...]]:
    """One suit's tiles mod 3 and its splits (a pair among them when 2), tiles absolute."""
    cache = _SUIT_PARTS[suit]
    part = cache.get(pattern)
    if part is None:
        r = sum(pattern) % 3
        base = SUITS[suit]
        splits = tuple(
            (
                tuple(
                    (PUNG, base + c - SPLIT_PUNG) if c >= SPLIT_PUNG else (CHOW, base + c)
                    for c in codes
                ),
                pair + base if pair >= 0 else -1,
            )
            for codes, pair in suit_splits(pattern)
        )
        if len(cache) >= _PARTS_SIZE:
            cache.clear()
        part = cache[pattern] = (r, splits)
    return part


def decompositions(counts: list[int]) -> list[Split]:
    """All splits of the tiles in ``counts`` into sets plus exactly one pair (tiles absolute).
    Empty when the tiles are not sets + pair."""
    parts: list[tuple[Split, ...]] = []
    pair_group = -1
    for g in (0, 1, 2):
        base = 9 * g
        r, splits = _suit_part(g, tuple(counts[base : base + 9]))
        if not splits:
            return []
        if r == 2:
            if pair_group >= 0:
                return []
            pair_group = g
        parts.append(splits)
    honour_sets: list[Set] = []
    honour_pair = -1
    for t in HONOURS:
        c = counts[t]
        if not c:
            continue
        if c == 3:
            honour_sets.append((PUNG, t))
        elif c == 2:
            if honour_pair >= 0 or pair_group >= 0:
                return []
            honour_pair = t
        else:
            return []
    if honour_pair < 0 and pair_group < 0:
        return []
    out: list[Split] = []
    for combo in product(*parts):
        sets: list[Set] = []
        pair = honour_pair
        for s, p in combo:
            sets.extend(s)
            if p >= 0:
                pair = p
        sets.extend(honour_sets)
        out.append((tuple(sets), pair))
    return out


def is_standard(counts: list[int]) -> bool:
    """Sets plus one pair (any number of sets)."""
    if sum(counts) % 3 != 2:
        return False
    pair_seen = False
    for base in SUITS:
        pattern = tuple(counts[base : base + 9])
        r = sum(pattern) % 3
        if r == 1:
            return False
        if r == 2:
            if pair_seen:
                return False
            pair_seen = True
        if not suit_complete(pattern):
            return False
    for t in HONOURS:
        c = counts[t]
        if c == 2:
            if pair_seen:
                return False
            pair_seen = True
        elif c not in (0, 3):
            return False
    return pair_seen


_BAD, _SETS, _PAIR = 0, 1, 2


def _honour_status(pattern: tuple[int, ...]) -> int:
    pairs = 0
    for c in pattern:
        if c == 2:
            pairs += 1
        elif c not in (0, 3):
            return _BAD
    return _PAIR if pairs == 1 else (_SETS if pairs == 0 else _BAD)


@cache
def _status(pattern: tuple[int, ...], honours: bool) -> int:
    """Whether one group's tiles are all sets, sets + one pair, or neither."""
    if honours:
        return _honour_status(pattern)
    r = sum(pattern) % 3
    if r == 0:
        return _SETS if suit_complete(pattern) else _BAD
    if r == 2:
        return _PAIR if suit_complete(pattern) else _BAD
    return _BAD


@cache
def _status_after_adding(pattern: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    """For each tile of the group: the group's status once that tile is added."""
    out = []
    for i in range(len(pattern)):
        if pattern[i] >= 4:
            out.append(_BAD)
            continue
        grown = list(pattern)
        grown[i] += 1
        out.append(_status(tuple(grown), honours))
    return tuple(out)


_GROUPS = ((0, 9, False), (9, 18, False), (18, 27, False), (27, 34, True))


#: per group (three suits, honours): pattern -> (status, status once each tile is added)
_GROUP_INFO: tuple[dict[tuple[int, ...], tuple[int, tuple[int, ...]]], ...] = ({}, {}, {}, {})


def _group_info(g: int, pattern: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    cache = _GROUP_INFO[g]
    info = cache.get(pattern)
    if info is None:
        honours = g == 3
        if len(cache) >= _PARTS_SIZE:
            cache.clear()
        info = cache[pattern] = (
            _status(pattern, honours),
            _status_after_adding(pattern, honours),
        )
    return info


def standard_waits(counts: list[int]) -> list[int]:
    """The tiles that would make ``counts`` sets + one pair. Each group (three suits and
    the honours) is judged on its own cached pattern, so this is a few lookups a tile."""
    infos = (
        _group_info(0, tuple(counts[0:9])),
        _group_info(1, tuple(counts[9:18])),
        _group_info(2, tuple(counts[18:27])),
        _group_info(3, tuple(counts[27:34])),
    )
    status = [info[0] for info in infos]
    bad = status.count(_BAD)
    if bad > 1:
        return []
    pairs = status.count(_PAIR)
    out: list[int] = []
    for g, (own, after) in enumerate(infos):
        if bad and own != _BAD:
            continue  # another group is no sets: one tile here cannot mend it
        pairs_elsewhere = pairs - (own == _PAIR)
        if pairs_elsewhere > 1:
            continue
        want = _SETS if pairs_elsewhere else _PAIR
        a = _GROUPS[g][0]
        for i, st in enumerate(after):
            if st == want:
                out.append(a + i)
    return out


# --- what a tile set is made of --------------------------------------------------------


def suits_used(counts: list[int]) -> list[int]:
    """The suit bases (0, 9, 18) that hold at least one tile."""
    return [b for b in SUITS if any(counts[b : b + 9])]


def honour_count(counts: list[int]) -> int:
    return sum(counts[27:34])


def only_terminals_honours(counts: list[int]) -> bool:
    return all(c == 0 or t in _TH_SET for t, c in enumerate(counts))


def only_simples(counts: list[int]) -> bool:
    return all(c == 0 or (t < 27 and t % 9 not in (0, 8)) for t, c in enumerate(counts))


# --- irregular shapes (14 concealed tiles, no sets) ---------------------------------------


def is_thirteen_orphans(counts: list[int]) -> bool:
    if sum(counts) != 14:
        return False
    return all(counts[t] for t in TERMINALS_HONOURS) and all(
        c == 0 for t, c in enumerate(counts) if t not in _TH_SET
    )


def seven_pairs_kinds(counts: list[int], *, allow_four: bool) -> list[int] | None:
    """The tiles of the seven pairs (a tile twice when four of a kind count as two pairs),
    or None when the 14 tiles are not seven pairs."""
    if sum(counts) != 14:
        return None
    kinds: list[int] = []
    for t, c in enumerate(counts):
        if c == 2:
            kinds.append(t)
        elif c == 4 and allow_four:
            kinds.extend((t, t))
        elif c:
            return None
    return kinds if len(kinds) == 7 else None


def single_suit(counts: list[int]) -> int:
    """The base of the one suit the suit tiles belong to; -1 if none or several."""
    used = suits_used(counts)
    return used[0] if len(used) == 1 else -1


def is_nine_gates(counts: list[int]) -> bool:
    """One suit: 1-1-1, 2-8, 9-9-9 and one more tile of the suit [000:L284]."""
    base = single_suit(counts)
    if base < 0 or sum(counts) != 14 or honour_count(counts):
        return False
    p = counts[base : base + 9]
    return p[0] >= 3 and p[8] >= 3 and all(p[1:8])


def is_wind_snake(counts: list[int], *, extra_wind_only: bool) -> bool:
    """1-9 of one suit, one of each wind, plus one duplicate [000:L287, L470]; the seed 003
    wants the duplicate to be a wind [003:L283]."""
    base = single_suit(counts)
    if base < 0 or sum(counts) != 14 or any(counts[t] for t in DRAGONS):
        return False
    p = counts[base : base + 9]
    if not all(p) or not all(counts[t] for t in WINDS):
        return False
    return not extra_wind_only or sum(p) == 9


def is_dragon_snake(counts: list[int]) -> bool:
    """1-9 of one suit, one of each dragon, a pair of one wind [000:L288, 003:L288]."""
    base = single_suit(counts)
    if base < 0 or sum(counts) != 14:
        return False
    if any(c != 1 for c in counts[base : base + 9]) or any(counts[t] != 1 for t in DRAGONS):
        return False
    return sorted(counts[t] for t in WINDS) == [0, 0, 0, 2]


def is_peking(counts: list[int]) -> bool:
    """1-7 of one suit, one of each wind and each dragon [000:L289, 003:L293]."""
    base = single_suit(counts)
    if base < 0 or sum(counts) != 14:
        return False
    p = counts[base : base + 9]
    return (
        all(c == 1 for c in p[:7])
        and not p[7]
        and not p[8]
        and all(counts[t] == 1 for t in HONOURS)
    )


def _suits_and_simples(counts: list[int]) -> tuple[int, bool]:
    """How many suits ``counts`` use, and whether it holds a simple (2-8)."""
    suits = bool(any(counts[0:9])) + bool(any(counts[9:18])) + bool(any(counts[18:27]))
    simples = any(counts[1:8]) or any(counts[10:17]) or any(counts[19:26])
    return suits, simples


def could_wait_irregular(counts: list[int]) -> bool:
    """A cheap gate: 13 tiles that could be one tile from an irregular shape (one suit at
    most, or only terminals and honours, or six pairs already and at most one pung, whose
    fourth tile makes the seventh pair with option seven_pairs_four_of_a_kind)."""
    suits, simples = _suits_and_simples(counts)
    if suits <= 1 or not simples:
        return True
    threes = counts.count(3)
    return threes <= 1 and counts.count(2) + 2 * counts.count(4) + threes >= 6


_ALL_KINDS = range(34)
_NONE: tuple[int, ...] = ()


def irregular_candidates(counts: list[int]) -> range | tuple[int, ...]:
    """The tiles worth trying as the 14th of an irregular shape with these 13 tiles (in
    tile order). Every irregular limit hand of the Dutch tables is seven pairs (each kind
    held an even number of times) or holds nine kinds or more (thirteen orphans, nine
    gates, the snakes, Peking): the tests check this for every shape hand of both tables.
    So with eight kinds or more any tile may do; else only the one kind held an odd number
    of times, when there is just one."""
    if 34 - counts.count(0) >= 8:
        return _ALL_KINDS
    if counts.count(1) + counts.count(3) != 1:
        return _NONE
    return (counts.index(1) if 1 in counts else counts.index(3),)


def could_be_irregular(counts: list[int]) -> bool:
    """A cheap gate: 14 tiles that could be an irregular shape."""
    suits, simples = _suits_and_simples(counts)
    if suits <= 1 or not simples:
        return True
    return 3 not in counts and 1 not in counts and sum(counts) == 14
