"""The Dutch base's fast shapes agree with the core's decomposition (per-suit caching is an
optimisation, not another rule)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.engine.decompose import arrangements, is_standard_complete, winning_tiles
from scoring.engine.rulesets.dutch.shapes import (
    CHOW,
    decompositions,
    is_standard,
    standard_waits,
)
from scoring.engine.tiles import counts_of

TILES = st.lists(st.integers(0, 33), min_size=1, max_size=14).filter(
    lambda ts: max(counts_of(ts)) <= 4
)
SUITED = st.lists(st.integers(0, 8), min_size=2, max_size=14).filter(
    lambda ts: max(counts_of(ts)) <= 4
)


def _core(tiles):
    return sorted(
        (sorted((0 if m.kind == "chow" else 1, int(m.tile)) for m in a.sets), int(a.pair))
        for a in arrangements(tiles)
    )


def _ours(tiles):
    return sorted(
        (sorted((CHOW if k == CHOW else 1, t) for k, t in sets), pair)
        for sets, pair in decompositions(counts_of(tiles))
    )


@settings(max_examples=300, deadline=None)
@given(tiles=st.one_of(TILES, SUITED))
def test_decompositions_match_the_core(tiles):
    assert _ours(tiles) == _core(tiles)
    assert is_standard(counts_of(tiles)) == is_standard_complete(counts_of(tiles))


@settings(max_examples=300, deadline=None)
@given(tiles=st.one_of(TILES, SUITED).filter(lambda ts: len(ts) % 3 == 1))
def test_waits_match_the_core(tiles):
    assert set(standard_waits(counts_of(tiles))) == set(winning_tiles(tiles))


def test_known_waits():
    # b1 b1 b1 b2 b3 b4 b5 b6 b7 b8 b9 b9 b9 (nine gates) waits on every bamboo
    tiles = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]
    assert standard_waits(counts_of(tiles)) == list(range(9))
