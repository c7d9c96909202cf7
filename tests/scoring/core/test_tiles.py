"""Tile notation: every tile parses and prints back; classes of tiles; bad notation."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.engine import InvalidNotation, Tile, format_tiles, parse_tiles
from scoring.engine.tiles import ALL_TILES, counts_of, next_in_suit


@pytest.mark.parametrize(
    ("text", "suit", "rank", "honour", "terminal", "simple", "bonus", "wind"),
    [
        ("b1", "b", 1, False, True, False, False, None),
        ("c5", "c", 5, False, False, True, False, None),
        ("k9", "k", 9, False, True, False, False, None),
        ("E", None, None, True, False, False, False, "E"),
        ("N", None, None, True, False, False, False, "N"),
        ("Rd", None, None, True, False, False, False, None),
        ("Wd", None, None, True, False, False, False, None),
        ("f2", None, 2, False, False, False, True, "S"),
        ("s4", None, 4, False, False, False, True, "N"),
    ],
)
def test_tile_classes(text, suit, rank, honour, terminal, simple, bonus, wind):
    t = Tile.parse(text)
    assert (t.suit, t.rank, t.is_honour, t.is_terminal, t.is_simple, t.is_bonus, t.wind) == (
        suit,
        rank,
        honour,
        terminal,
        simple,
        bonus,
        wind,
    )


def test_every_tile_round_trips_and_is_interned():
    assert len(ALL_TILES) == 42
    for t in ALL_TILES:
        assert Tile.parse(str(t)) is t
        assert Tile(int(t)) is t


@given(st.lists(st.sampled_from(ALL_TILES), max_size=20))
def test_notation_round_trips(tiles):
    assert list(parse_tiles(format_tiles(tiles))) == tiles


@pytest.mark.parametrize("bad", ["b0", "b10", "x1", "", "rd", "E1", "f5", "??", "  "])
def test_unknown_notation_is_refused_with_its_text(bad):
    with pytest.raises(InvalidNotation) as exc:
        Tile.parse(bad)
    assert exc.value.code == "unknown_tile"


def test_counts_ignore_bonus_tiles():
    counts = counts_of(parse_tiles("b1 b1 Rd f1"))
    assert counts[int(Tile.parse("b1"))] == 2
    assert sum(counts) == 3


@pytest.mark.parametrize(
    ("tile", "step", "expected"),
    [("b1", 1, "b2"), ("b9", 1, None), ("c7", 2, "c9"), ("E", 1, None)],
)
def test_next_in_suit(tile, step, expected):
    got = next_in_suit(Tile.parse(tile), step)
    assert (str(got) if got is not None else None) == expected
