"""The engine's one splitter (scoring/engine/splitting.py) against the plain facts: every
split uses exactly the suit's tiles, a pair exactly when the count is 2 more than a multiple
of 3, the yes/no answer agrees with the list, and the list is every way (compared with a
brute-force search over multisets of sets). The same split may come twice, found in two
orders (a pair then a chow, a chow then the pair); rulesets that need them distinct keep
them in a set."""

from __future__ import annotations

from collections.abc import Iterator

from scoring.engine.splitting import PUNG, suit_complete, suit_splits

#: every set of a suit: the chows (first rank 0-6) and the pungs
_SETS = tuple(range(7)) + tuple(PUNG + r for r in range(9))


def _tiles(code: int) -> tuple[int, ...]:
    return (code - PUNG,) * 3 if code >= PUNG else (code, code + 1, code + 2)


def _counts(codes: tuple[int, ...], pair: int) -> tuple[int, ...]:
    counts = [0] * 9
    for code in codes:
        for r in _tiles(code):
            counts[r] += 1
    if pair >= 0:
        counts[pair] += 2
    return tuple(counts)


def _brute(counts: tuple[int, ...]) -> set[tuple[tuple[int, ...], int]]:
    """Every multiset of sets (and a pair when the count asks for one) that is the tiles:
    sets tried in code order, any set that fits."""
    found: set[tuple[tuple[int, ...], int]] = set()

    def take(left: list[int], start: int, codes: tuple[int, ...], pair: int) -> None:
        if not any(left):
            found.add((codes, pair))
            return
        for i in range(start, len(_SETS)):
            tiles = _tiles(_SETS[i])
            for r in tiles:
                left[r] -= 1
            if min(left) >= 0:
                take(left, i, (*codes, _SETS[i]), pair)
            for r in tiles:
                left[r] += 1

    total = sum(counts)
    for pair in (-1,) if total % 3 == 0 else range(9):
        left = list(counts)
        if pair >= 0:
            left[pair] -= 2
        if min(left) >= 0:
            take(left, 0, (), pair)
    return found


def _suits(most: int, ranks: int = 9) -> Iterator[tuple[int, ...]]:
    """Every suit of at most ``most`` tiles (four of a kind at most)."""
    if ranks == 0:
        yield ()
        return
    for n in range(min(4, most) + 1):
        for rest in _suits(most - n, ranks - 1):
            yield (n, *rest)


def test_every_split_is_the_tiles_and_every_way_is_listed():
    for counts in _suits(9):
        splits = suit_splits(counts)
        assert suit_complete(counts) == bool(splits), counts
        if sum(counts) % 3 == 1:
            assert splits == (), counts
            continue
        for codes, pair in splits:
            assert _counts(codes, pair) == counts, (counts, codes, pair)
            assert (pair >= 0) == (sum(counts) % 3 == 2)
        assert {(tuple(sorted(codes)), pair) for codes, pair in splits} == _brute(counts)


def test_the_order_is_pair_then_pung_then_chow_at_the_lowest_rank():
    assert suit_splits((3, 3, 3, 0, 0, 0, 0, 0, 2)) == (
        ((PUNG, PUNG + 1, PUNG + 2), 8),
        ((0, 0, 0), 8),
    )
    assert suit_splits((0, 2, 3, 3, 3, 0, 0, 0, 0)) == (
        ((PUNG + 2, PUNG + 3, PUNG + 4), 1),
        ((2, 2, 2), 1),
        ((1, 1, 2), 4),
    )
