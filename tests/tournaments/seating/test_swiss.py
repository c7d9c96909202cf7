"""Seating by standings: Swiss and fixed (no database). The Swiss search is checked
against brute force: it never seats a repeat meeting when a seating without one exists."""

import random
from itertools import combinations

import pytest

from tournaments.seating import Round, Table, meetings
from tournaments.seating.swiss import east_spread, seat_by_standings


def partitions(players):
    """Every way to cut ``players`` into tables of four (brute force)."""
    if not players:
        yield []
        return
    head, rest = players[0], players[1:]
    for others in combinations(rest, 3):
        left = [p for p in rest if p not in others]
        for more in partitions(left):
            yield [(head, *others), *more]


def repeat_free_exists(players, history):
    met = set(meetings(history))
    return any(
        not any(frozenset(pair) in met for t in tables for pair in combinations(t, 2))
        for tables in partitions(players)
    )


def random_round(players, number, rng):
    order = list(players)
    rng.shuffle(order)
    return Round(
        number=number,
        tables=tuple(
            Table(number=i + 1, players=tuple(order[4 * i : 4 * i + 4]))
            for i in range(len(order) // 4)
        ),
    )


@pytest.mark.parametrize("size", [8, 12])
@pytest.mark.parametrize("seed", range(40))
def test_swiss_never_repeats_when_a_repeat_free_seating_exists(size, seed):
    rng = random.Random(seed)
    players = list(range(size))
    history = []
    for number in range(1, 5):
        ranking = players[:]
        rng.shuffle(ranking)
        seated = seat_by_standings(ranking, history, number=number, policy="byes")
        if repeat_free_exists(ranking, history):
            assert seated.repeats == 0, (history, ranking)
        assert sorted(seated.round.players) == players
        # random earlier rounds make the history richer than a Swiss stage would
        history.append(seated.round if number % 2 else random_round(players, number, rng))


def test_standings_order_kept_when_nobody_met():
    seated = seat_by_standings(list("abcdefgh"), number=1)
    assert [set(t.players) for t in seated.round.tables] == [set("abcd"), set("efgh")]
    assert seated.relaxations == () and seated.moved == 0


def test_adjacent_swap_comes_first_and_is_reported():
    history = [Round(1, (Table(1, tuple("abmn")),))]
    seated = seat_by_standings(list("abcdefghijklmnop"), history, number=2)
    assert seated.repeats == 0 and seated.moved == 4
    assert [(r.kind, r.value) for r in seated.relaxations] == [("window", 1)]
    assert [set(t.players) for t in seated.round.tables] == [
        set("acde"),
        set("bfgh"),
        set("ijkm"),
        set("lnop"),
    ]


def test_fixed_never_swaps():
    history = [Round(1, (Table(1, tuple("abcd")), Table(2, tuple("efgh"))))]
    seated = seat_by_standings(list("abcdefgh"), history, number=2, swiss=False)
    assert [set(t.players) for t in seated.round.tables] == [set("abcd"), set("efgh")]
    assert seated.repeats == 12 and seated.relaxations == ()


def test_no_repeat_free_seating_allows_repeats_step_by_step():
    history = [Round(1, (Table(1, tuple("abcd")),))]
    seated = seat_by_standings(list("abcd"), history, number=2)
    assert seated.repeats == 6


@pytest.mark.parametrize(
    ("size", "rounds", "strict"), [(16, 3, True), (32, 3, True), (32, 4, False), (64, 4, False)]
)
@pytest.mark.parametrize("seed", range(6))
def test_east_starts_within_one_unless_reported(size, rounds, strict, seed):
    """Winds give way only to repeats: East starts stay within one of each other unless
    the round reports giving the balance up ("winds"; the standings here change at random
    between rounds, harder than a real stage)."""
    rng = random.Random(seed)
    players = list(range(size))
    history = []
    for number in range(1, rounds + 1):
        ranking = players[:]
        rng.shuffle(ranking)
        seated = seat_by_standings(ranking, history, number=number)
        history.append(seated.round)
        assert seated.repeats == 0
        gave_up = any(r.kind == "winds" for r in seated.relaxations)
        assert east_spread(history, players) <= 1 or (gave_up and not strict)


def test_five_player_tables_go_last_and_byes_to_the_bottom():
    seated = seat_by_standings(list(range(9)), number=1, policy="five")
    assert [t.size for t in seated.round.tables] == [4, 5]
    byes = seat_by_standings(list(range(10)), number=1, policy="byes")
    assert byes.round.byes == (8, 9)


@pytest.mark.parametrize("rounds", [4, 5])
@pytest.mark.parametrize("seed", range(8))
def test_swiss_looks_ahead_so_a_later_round_needs_no_repeat(rounds, seed):
    """16 players: seated round by round by the standings alone, rounds 1-3 leave no round 4
    without a repeat (every seed); five rounds without one exist (the affine plane of order
    4), and looking ahead over the stage's rounds finds them whatever the standings."""
    rng = random.Random(seed)
    players = list(range(16))
    history = []
    for number in range(1, rounds + 1):
        ranking = players[:]
        rng.shuffle(ranking)
        seated = seat_by_standings(ranking, history, number=number, rounds_after=rounds - number)
        assert seated.repeats == 0, (number, history)
        assert sorted(seated.round.players) == players
        history.append(seated.round)
    assert max(meetings(history).values()) == 1


def test_without_looking_ahead_round_4_repeats():
    """What the look-ahead avoids (so the test above tests something)."""
    rng = random.Random(0)
    players, history = list(range(16)), []
    for number in range(1, 5):
        ranking = players[:]
        rng.shuffle(ranking)
        history.append(seat_by_standings(ranking, history, number=number).round)
    assert max(meetings(history).values()) == 2
