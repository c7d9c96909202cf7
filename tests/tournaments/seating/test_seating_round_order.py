"""The order of the drawn rounds: fewest pairs together in consecutive rounds."""

import random
from itertools import pairwise, permutations

import pytest

from tournaments.seating import draw_tournament, redraw_remaining
from tournaments.seating.round_order import best_order, shared_pairs

NO_BYES = frozenset()


def order_cost(rounds, order, before):
    """The consecutive meetings of ``rounds`` played in ``order`` after ``before``."""
    cost = shared_pairs(before, rounds[order[0]]) if before else 0
    return cost + sum(shared_pairs(rounds[a], rounds[b]) for a, b in pairwise(order))


def _random_round(rng, n, size=4):
    players = list(range(n))
    rng.shuffle(players)
    return [players[i : i + size] for i in range(0, n, size)]


def _fewest(rounds, before, movable):
    """The fewest consecutive meetings over every order that moves only the
    rounds at the ``movable`` positions (brute force). Each order's cost is
    :func:`order_cost`'s sum, read from the pairs of rounds counted once (7
    rounds: 5,040 orders of 7 pairs, from 49 counts instead of 35,280)."""
    count = len(rounds)
    between = [[shared_pairs(rounds[a], rounds[b]) for b in range(count)] for a in range(count)]
    opening = [shared_pairs(before, r) if before else 0 for r in rounds]
    fixed = [i for i in range(count) if i not in movable]
    best = None
    for moved in permutations(movable):
        order = list(range(count))
        for position, index in zip(movable, moved, strict=True):
            order[position] = index
        assert all(order[i] == i for i in fixed)
        cost = opening[order[0]] + sum(between[a][b] for a, b in pairwise(order))
        best = cost if best is None else min(best, cost)
    return best


@pytest.mark.parametrize(
    ("first", "second", "shared"),
    [
        ([[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 1, 2, 3], [4, 5, 6, 7]], 12),
        ([[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 4, 1, 5], [2, 6, 3, 7]], 4),
        ([[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 4, 2, 6], [1, 5, 3, 7]], 4),
        ([[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 4, 8, 9], [1, 5, 10, 11]], 0),
        ([[0, 1, 2, 3, 8], [4, 5, 6, 7]], [[0, 1, 8, 4], [2, 3, 5, 6, 7]], 3 + 1 + 3),
    ],
)
def test_shared_pairs(first, second, shared):
    assert shared_pairs(first, second) == shared == shared_pairs(second, first)


@pytest.mark.parametrize(
    ("n", "rounds", "with_before", "seed"),
    [
        (8, 5, False, 1),
        (8, 6, True, 2),
        (9, 4, True, 3),
        (12, 6, False, 4),
        pytest.param(13, 7, True, 5, marks=pytest.mark.slow),
    ],
)
def test_best_order_is_the_cheapest(n, rounds, with_before, seed):
    rng = random.Random(seed)
    for _ in range(20):
        draw = [_random_round(rng, n) for _ in range(rounds)]
        before = _random_round(rng, n) if with_before else None
        order = best_order(draw, [NO_BYES] * rounds, before)
        assert sorted(order) == list(range(rounds))
        assert order_cost(draw, order, before) == _fewest(draw, before, list(range(rounds)))


def test_rounds_trade_places_only_with_the_same_byes_and_tables():
    rng = random.Random(7)
    for _ in range(30):
        draw = [_random_round(rng, 9, size=5) for _ in range(6)]
        # Player 8 sits out round 1, player 7 round 4: those two stay where
        # they are; the others (a table of five and one of four) may trade.
        byes = [NO_BYES, frozenset({8}), NO_BYES, NO_BYES, frozenset({7}), NO_BYES]
        for r in (1, 4):
            draw[r] = [[p for p in t if p not in byes[r]] for t in draw[r]]
        order = best_order(draw, byes, None)
        assert order[1] == 1 and order[4] == 4
        assert order_cost(draw, order, None) == _fewest(draw, None, [0, 2, 3, 5])


def test_a_draw_without_consecutive_meetings_keeps_its_order():
    # 16 players, the affine plane's five rounds: nobody meets twice.
    draw = draw_tournament(list(range(16)), 5, seed=1)
    plain = [[list(t.players) for t in r.tables] for r in draw.rounds]
    assert best_order(plain, [NO_BYES] * 5) == list(range(5))


def test_equal_orders_keep_the_drawn_one():
    same = [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert best_order([same, same, same], [NO_BYES] * 3) == [0, 1, 2]


def _plain(draw_rounds):
    return [[list(t.players) for t in r.tables] for r in draw_rounds]


@pytest.mark.parametrize(
    ("n", "rounds", "seed"),
    # Consecutive meetings in the search's order / in the best order.
    [(22, 6, 1), (21, 7, 1), (26, 6, 2), (11, 6, 1)],  # 8/0, 7/3, 1/0, 13/10
)
def test_a_draw_comes_in_its_best_order(n, rounds, seed):
    """The search leaves more consecutive meetings than needed on these fields
    with a short budget; the draw's rounds come in the order with the fewest."""
    draw = draw_tournament(list(range(n)), rounds, seed=seed, max_iterations=20_000)
    plain = _plain(draw.rounds)
    assert draw.quality.consecutive_repeats == order_cost(plain, list(range(rounds)), None)
    assert draw.quality.consecutive_repeats == _fewest(plain, None, list(range(rounds)))


def test_a_redraw_counts_the_last_played_round():
    # 22 players, 2 rounds played, 5 drawn: 21 consecutive meetings in the
    # search's order, 14 in the best.
    first = draw_tournament(list(range(22)), 2, seed=1, max_iterations=5_000)
    played = first.rounds
    draw = redraw_remaining(played, list(range(22)), 7, seed=1, max_iterations=20_000)
    assert draw.rounds[:2] == played
    plain = _plain(draw.rounds)
    free = plain[2:]
    fewest = _fewest(free, plain[1], list(range(5)))
    assert order_cost(free, list(range(5)), plain[1]) == fewest
    assert draw.quality.consecutive_repeats == fewest + order_cost(plain[:2], [0, 1], None)
