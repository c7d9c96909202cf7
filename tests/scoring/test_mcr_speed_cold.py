"""The MCR scorer's cold-path shortcuts against the plain work they replace: the yes/no suit
test against listing every split, the waits worked from the kinds held against trying every
tile, the declared sets summarised in any order, and the kept answers of the combination
tables against asking the tables afresh."""

from __future__ import annotations

import itertools
import random

from scoring.engine.rulesets.mcr import combos
from scoring.engine.rulesets.mcr.arrangement import _fixed_sets, fixed_sets
from scoring.engine.rulesets.mcr.shapes import (
    KONG,
    PUNG,
    honours_knitted,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_splits,
    standard_splits,
)
from scoring.engine.rulesets.mcr.waits import _maybe_knitted, waiting_tiles
from scoring.engine.splitting import suit_complete, suit_splits


def _suits(rng: random.Random):
    """Every suit of up to 8 tiles, and many random ones of 9 to 14."""
    for counts in itertools.product(range(4), repeat=9):
        if sum(counts) <= 8:
            yield counts
    for _ in range(40_000):
        counts = [0] * 9
        while sum(counts) < rng.randrange(9, 15):
            r = rng.randrange(9)
            if counts[r] < 4:
                counts[r] += 1
        yield tuple(counts)


def test_suit_complete_matches_the_splits():
    for counts in _suits(random.Random(10)):
        total = sum(counts)
        if total % 3 == 1:
            continue
        assert suit_complete(counts) == bool(suit_splits.__wrapped__(counts)), counts


def _completes(counts: tuple[int, ...], melds: int) -> bool:
    """The plain test: the counts with one more tile form a hand of ``melds`` declared sets."""
    if standard_splits(counts):
        return True
    if melds <= 1 and knitted_splits(counts):
        return True
    if melds == 0:
        return (
            is_seven_pairs(counts)
            or is_thirteen_orphans(counts)
            or honours_knitted(counts) is not None
        )
    return False


def _random_waiting_hand(rng: random.Random) -> tuple[list[int], int]:
    counts = [0] * 34
    melds = rng.choice((0, 0, 0, 1, 2))
    style = rng.random()
    pool = list(range(34))
    if style < 0.2:  # near seven pairs or thirteen orphans
        pool = [0, 8, 9, 17, 18, 26, *range(27, 34)] if style < 0.1 else pool
        while sum(counts) < 13 - 3 * melds:
            t = rng.choice(pool)
            if counts[t] < 2:
                counts[t] += 1
    elif style < 0.35:  # near a knitted straight
        knit = rng.choice(((0, 3, 6, 10, 13, 16, 20, 23, 26), (1, 4, 7, 9, 12, 15, 20, 23, 26)))
        for t in rng.sample(knit, 8):
            counts[t] += 1
        while sum(counts) < 13 - 3 * melds:
            t = rng.choice(pool)
            if counts[t] < 4:
                counts[t] += 1
    else:  # sets of one or two suits
        suits = rng.sample((0, 9, 18), rng.choice((1, 2)))
        pool = [b + r for b in suits for r in range(9)] + [27, 31]
        while sum(counts) < 13 - 3 * melds:
            t = rng.choice(pool)
            if counts[t] < 4:
                counts[t] += 1
    return counts, melds


def test_waits_from_the_kinds_held_match_trying_every_tile():
    rng = random.Random(11)
    for _ in range(1500):
        conc, melds = _random_waiting_hand(rng)
        held = list(conc)
        expected = set()
        for t in range(34):
            if conc[t] < 4:
                after = list(conc)
                after[t] += 1
                if _completes(tuple(after), melds):
                    expected.add(t)
        assert waiting_tiles(conc, melds, held) == expected, (conc, melds)


def test_near_knitted_from_the_kinds_held():
    rng = random.Random(12)
    knitted = ((0, 3, 6), (1, 4, 7), (2, 5, 8))
    for _ in range(3000):
        counts = [0] * 34
        for t in rng.sample(range(34), rng.randrange(6, 14)):
            counts[t] = rng.randrange(1, 3)
        expected = any(
            sum(
                1
                for s, ranks in zip(perm, knitted, strict=True)
                for r in ranks
                if counts[9 * s + r]
            )
            >= 8
            for perm in itertools.permutations(range(3))
        )
        assert _maybe_knitted(tuple(counts)) == expected


def test_declared_sets_summarise_the_same_in_any_order():
    rng = random.Random(13)
    for _ in range(2000):
        fixed = []
        for _ in range(rng.randrange(1, 5)):
            kind = rng.choice(("chow", "pung", "kong"))
            if kind == "chow":
                code = 9 * rng.randrange(3) + rng.randrange(7)
            else:
                code = (PUNG if kind == "pung" else KONG) + rng.randrange(34)
            fixed.append((code, rng.random() < 0.4))
        plain = _fixed_sets(tuple(fixed))
        rng.shuffle(fixed)
        summary = fixed_sets(tuple(fixed))
        assert summary._replace(counts=()) == plain._replace(counts=())
        assert dict(summary.counts) == dict(plain.counts)


def test_kept_table_answers_match_the_tables():
    rng = random.Random(14)
    tables = (
        (combos.CHOW2, 2, 27),
        (combos.CHOW3, 3, 27),
        (combos.CHOW4, 4, 27),
        (combos.PUNG2, 2, 34),
        (combos.PUNG3, 3, 34),
        (combos.PUNG4, 4, 34),
    )
    for _ in range(5000):
        table, size, kinds = rng.choice(tables)
        tiles = tuple(sorted(rng.randrange(kinds) for _ in range(size)))
        if kinds == 27 and any(t % 9 > 6 for t in tiles):
            continue
        mixed = rng.random() < 0.5
        plain = next((key for key, pred in table if pred(tiles, mixed)), None)
        assert combos._first(table, tiles, mixed) == plain
        assert combos._first(table, tiles, mixed) == plain  # the kept answer
