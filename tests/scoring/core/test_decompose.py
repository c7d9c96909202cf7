"""Decomposition lists every arrangement; waits are computed from the tiles."""

import pytest

from scoring.engine import parse_tiles
from scoring.engine.decompose import (
    arrangements,
    is_seven_pairs,
    is_thirteen_orphans,
    winning_tiles,
)
from scoring.engine.tiles import counts_of


def shapes(text):
    return sorted(
        (sorted(f"{m.kind}:{m.tile}" for m in a.sets), str(a.pair))
        for a in arrangements(parse_tiles(text))
    )


@pytest.mark.parametrize(
    ("tiles", "count"),
    [
        ("b1 b1 b1 b2 b2 b2 b3 b3 b3 E E", 2),  # three pungs or three chows
        ("b1 b1 b1 b2 b3 b4 b5 b5", 1),  # only 111 234 55
        ("c2 c3 c4 c5 c5", 1),
        ("c2 c3 c4 c5 c6", 0),
        ("E E", 1),
        ("b1 b1 b1 b1 b2 b3 b4 b5", 0),
    ],
)
def test_arrangement_count(tiles, count):
    assert len(arrangements(parse_tiles(tiles))) == count


def test_pungs_or_chows_are_both_offered():
    assert shapes("b1 b1 b1 b2 b2 b2 b3 b3 b3 E E") == [
        (["chow:b1", "chow:b1", "chow:b1"], "E"),
        (["pung:b1", "pung:b2", "pung:b3"], "E"),
    ]


@pytest.mark.parametrize(
    ("tiles", "waits"),
    [
        ("b1 b2 b3 b4 b5 b6 b7 b8 b9 c1 c1 c1 c9", "c9"),
        ("b2 b3 b4 b5 b6 b7 b8 b8 b8 c5 c5 E E", "c5 E"),
        ("b1 b1 b1 b2 b3 b4 b6 b7 b8 b9 b9 b9 E", "E"),
        ("b1 b1 b1 b2 b3 b4 b5 b6 b7 b8 b9 b9 b9", "b1 b2 b3 b4 b5 b6 b7 b8 b9"),  # nine gates
        ("c4 c5 E E", "c3 c6"),
        ("c4 c6 E E", "c5"),
    ],
)
def test_winning_tiles(tiles, waits):
    assert sorted(map(str, winning_tiles(parse_tiles(tiles)))) == sorted(waits.split())


def test_special_shapes():
    assert is_seven_pairs(counts_of(parse_tiles("b1 b1 b2 b2 c3 c3 c4 c4 E E Rd Rd k9 k9")))
    assert is_seven_pairs(counts_of(parse_tiles("b1 b1 b1 b1 c3 c3 c4 c4 E E Rd Rd k9 k9")))
    assert not is_seven_pairs(
        counts_of(parse_tiles("b1 b1 b1 b1 c3 c3 c4 c4 E E Rd Rd k9 k9")), allow_four=False
    )
    assert is_thirteen_orphans(counts_of(parse_tiles("b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd Wd")))
    assert not is_thirteen_orphans(counts_of(parse_tiles("b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd b2")))
