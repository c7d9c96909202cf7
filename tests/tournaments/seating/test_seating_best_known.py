"""Best known draws: the shipped file, its checks, placing a draw on the players,
and draws that start from it."""

import json
import random
from dataclasses import replace

import pytest

from tournaments.seating import draw as draw_module
from tournaments.seating import draw_tournament, table_layout
from tournaments.seating.best_known import (
    BEST_KNOWN,
    Figures,
    KnownDraw,
    check,
    field_key,
    figures,
    known_draws,
    known_start,
    to_json,
)
from tournaments.seating.bounds import counting_bounds
from tournaments.seating.policy import Layout, TablePolicy

from .helpers import assert_valid, load_script

SHIPPED = known_draws()


def _policy_layouts(n):
    layouts = []
    for policy in TablePolicy:
        try:
            layouts.append(table_layout(n, policy))
        except ValueError:
            continue
    return layouts


def test_the_file_has_the_hard_fields_of_the_bench():
    # The three fields a 10 s draw left outside the rule (docs/seating.md).
    for key in ("21x7:5-4-4-4-4", "27x7:5-5-5-4-4-4", "35x9:5-5-5-4-4-4-4-4"):
        assert key in SHIPPED


@pytest.mark.parametrize("key", sorted(SHIPPED))
def test_every_shipped_draw_is_a_fair_draw_of_a_policys_field_within_the_bounds(key):
    known = SHIPPED[key]
    check(known)  # every player once a round, fair odd seats and byes, true figures
    assert known.layout in _policy_layouts(known.n)
    bounds = counting_bounds(known.n, [known.layout.sizes] * len(known.rounds))
    assert known.figures.max_meetings >= bounds.max_meetings
    assert known.figures.repeats >= bounds.repeats
    assert "seed" in known.found


def _small():
    # 9 players, 2 rounds at a table of five and one of four.
    rounds = (((0, 1, 2, 3, 4), (5, 6, 7, 8)), ((5, 6, 7, 8, 0), (1, 2, 3, 4)))
    return KnownDraw(
        n=9,
        layout=Layout(sizes=(5, 4)),
        rounds=rounds,
        byes=((), ()),
        figures=figures(9, rounds),
        found="seed 1, test",
    )


BROKEN = [
    ("a player twice", {"rounds": (((0, 1, 2, 3, 3), (5, 6, 7, 8)),) * 2}, "once"),
    ("a table of three", {"rounds": (((0, 1, 2, 3, 4, 5), (6, 7, 8)),) * 2}, "tables"),
    ("a round missing", {"byes": ((),)}, "bye list"),
    ("wrong figures", {"figures": Figures(2, 0, 0)}, "figures"),
    (
        "five players at the table of five twice, four never",
        {"rounds": (((0, 1, 2, 3, 4), (5, 6, 7, 8)),) * 2},
        "within one",
    ),
]


@pytest.mark.parametrize(("what", "change", "message"), BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_draw_is_refused(what, change, message):
    broken = replace(_small(), **change)
    if "figures" not in change and "byes" not in change:
        broken = replace(broken, figures=figures(9, broken.rounds))
    with pytest.raises(ValueError, match=message):
        check(broken)


def test_unfair_byes_are_refused():
    rounds = (((0, 1, 2, 3),), ((0, 1, 2, 4),))
    known = KnownDraw(5, Layout((4,), byes=1), rounds, ((4,), (3,)), figures(5, rounds), "x")
    check(known)
    rounds3 = (*rounds, ((0, 1, 2, 3),))
    unfair = replace(known, rounds=rounds3, byes=((4,), (3,), (4,)), figures=figures(5, rounds3))
    with pytest.raises(ValueError, match="within one"):
        check(unfair)


def test_the_file_round_trips_and_names_its_fields(tmp_path):
    known = SHIPPED["21x7:5-4-4-4-4"]
    assert field_key(21, 7, table_layout(21)) == "21x7:5-4-4-4-4"
    assert field_key(22, 8, table_layout(22, "byes")) == "22x8:4-4-4-4-4+2b"
    path = tmp_path / "best.json"
    path.write_text(json.dumps({"draws": {"21x7:5-4-4-4-4": to_json(known)}}))
    assert known_draws(path) == {"21x7:5-4-4-4-4": known}
    wrong_key = tmp_path / "wrong.json"
    wrong_key.write_text(json.dumps({"draws": {"21x8:5-4-4-4-4": to_json(known)}}))
    with pytest.raises(ValueError, match="key"):
        known_draws(wrong_key)
    assert known_draws(tmp_path / "missing.json") == {}


def test_figures_count_most_meetings_repeats_and_consecutive_meetings():
    rounds = [[(0, 1, 2, 3)], [(0, 1, 2, 3)], [(0, 1, 4, 5)]]
    # pairs of 0-3 meet twice (6 repeats), 0-1 three times (one more),
    # consecutive: 6 pairs in rounds 1-2, one (0, 1) in rounds 2-3
    assert figures(6, rounds) == Figures(3, 7, 7)


@pytest.mark.parametrize("seed", [1, 2, "club night"])
def test_a_start_places_the_players_by_the_seed_and_keeps_the_figures(seed):
    known = SHIPPED["21x7:5-4-4-4-4"]
    start = known_start(21, 7, table_layout(21), frozenset(), random.Random(seed))
    assert start is not None
    assert figures(21, start.rounds) == known.figures
    assert start.odd == tuple(
        frozenset(p for t in tables if len(t) == 5 for p in t) for tables in start.rounds
    )
    again = known_start(21, 7, table_layout(21), frozenset(), random.Random(seed))
    assert again == start
    other = known_start(21, 7, table_layout(21), frozenset(), random.Random(f"{seed}x"))
    assert other.rounds != start.rounds


def test_no_start_for_another_field():
    assert field_key(21, 11, table_layout(21)) not in known_draws()
    assert known_start(21, 11, table_layout(21), frozenset(), random.Random(1)) is None
    assert known_start(21, 7, table_layout(21, "byes"), frozenset(), random.Random(1)) is None


APART = [
    # 21 x 7 leaves a single pair of players apart in its best known draw.
    (21, 7, {(0, 1)}),
    (27, 7, {(0, 1), (2, 3)}),
    (35, 9, {(0, 1), (2, 3), (4, 5), (1, 6)}),
]


@pytest.mark.parametrize(("n", "rounds", "pairs"), APART)
def test_a_start_keeps_pairs_apart_when_some_placement_does(n, rounds, pairs):
    start = known_start(n, rounds, table_layout(n), frozenset(pairs), random.Random(1))
    seat = [{p: i for i, t in enumerate(tables) for p in t} for tables in start.rounds]
    assert all(s[a] != s[b] for s in seat for a, b in pairs)
    assert figures(n, start.rounds) == SHIPPED[field_key(n, rounds, table_layout(n))].figures


# -- draws that start from a best known draw ----------------------------------

SHORT = 20_000  # iterations: far too few for the search alone on these fields


@pytest.fixture
def without_best_known(monkeypatch):
    monkeypatch.setattr(draw_module, "known_start", lambda *args: None)


@pytest.mark.parametrize("key", ["21x7:5-4-4-4-4", "27x7:5-5-5-4-4-4", "35x9:5-5-5-4-4-4-4-4"])
def test_a_short_draw_of_a_hard_field_is_as_good_as_its_best_known_draw(key):
    known = SHIPPED[key]
    players = [f"p{i}" for i in range(known.n)]
    draw = draw_tournament(
        players, len(known.rounds), seed=1, max_iterations=SHORT, time_budget=300
    )
    assert_valid(draw, players)
    q = draw.quality
    assert (q.max_meetings, q.repeats) <= (known.figures.max_meetings, known.figures.repeats)
    assert draw.method == f"{BEST_KNOWN} + search"
    counts = list(q.odd_table_counts.values())
    assert max(counts) - min(counts) <= 1


def test_without_the_file_the_same_short_draw_is_worse(without_best_known):
    known = SHIPPED["21x7:5-4-4-4-4"]
    draw = draw_tournament(list(range(21)), 7, seed=1, max_iterations=SHORT, time_budget=300)
    assert draw.method == "search"
    assert draw.quality.repeats > known.figures.repeats


def test_a_draw_from_the_best_known_repeats_for_its_seed_and_keeps_pairs_apart():
    players = list(range(27))
    avoid = [(0, 1), (5, 9)]
    kwargs = dict(seed="spring cup", max_iterations=SHORT, time_budget=300, avoid=avoid)
    first = draw_tournament(players, 7, **kwargs)
    assert first == replace(draw_tournament(players, 7, **kwargs), seconds=first.seconds)
    assert first.quality.constraint_violations == 0
    assert first.quality.repeats <= SHIPPED["27x7:5-5-5-4-4-4"].figures.repeats


def test_a_redraw_after_played_rounds_does_not_use_it():
    players = list(range(21))
    first = draw_tournament(players, 7, seed=1, max_iterations=SHORT, time_budget=300)
    again = draw_module.redraw_remaining(
        first.rounds[:2], players, 7, seed=1, max_iterations=SHORT, time_budget=300
    )
    assert again.method == "search"
    assert again.rounds[:2] == first.rounds[:2]


# -- scripts/best_known_draws.py ------------------------------------------------


@pytest.fixture(scope="module")
def script():
    return load_script("scripts/best_known_draws.py", "best_known_draws")


def test_the_script_keeps_an_entry_until_a_better_draw_comes(script, tmp_path, monkeypatch):
    path = tmp_path / "best.json"
    known = SHIPPED["21x7:5-4-4-4-4"]
    with monkeypatch.context() as patch:  # the search alone, 20,000 iterations
        patch.setattr(draw_module, "known_start", lambda *args: None)
        worse = script.search(21, 7, "auto", 1, 0.2)
    assert worse.figures.key() > known.figures.key()
    assert script.keep(path, worse).endswith("new")
    assert script.keep(path, known).startswith("21x7:5-4-4-4-4: (2, ")
    assert "kept" in script.keep(path, worse)
    assert known_draws.__wrapped__(path)["21x7:5-4-4-4-4"] == known
    assert not list(tmp_path.glob("*.partial"))


def test_the_script_makes_no_entry_for_a_field_a_construction_draws(script):
    assert script.search(16, 5, "auto", 1, 0.1) is None
