"""The rating engine (``tournaments.ratings.engine``, pure): one table against openskill's own
``rate``, the inactivity rule, the fixed order, the families. No database."""

import datetime
import math
import random

import pytest
from openskill.models import PlackettLuce

from scoring.engine.registry import ruleset_ids
from tournaments.ratings.engine import (
    DEFAULT_MU,
    DEFAULT_SIGMA,
    INACTIVITY_TAU,
    NEW,
    Match,
    Rating,
    display,
    inactive,
    match_order,
    rate_matches,
)
from tournaments.ratings.rows import after_each_event, rating_list
from tournaments.ratings.selectors import ruleset_family

DAY = datetime.date(2026, 1, 6)


def match(day=0, event=1, rnd=1, table=1, family="dutch", **places):
    return Match(
        date=DAY + datetime.timedelta(days=day),
        event_id=event,
        round_number=rnd,
        table_number=table,
        family=family,
        places=tuple(places.items()),
    )


@pytest.mark.parametrize("ranks", [(1, 2, 3, 4), (1, 1, 3, 4), (2, 1, 4, 3), (1, 1, 1, 1)])
def test_one_table_is_the_packages_own_rate(ranks):
    keys = ("ma", "mb", "mc", "md")
    book = rate_matches([match(**dict(zip(keys, ranks, strict=True)))])["dutch"]
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in keys], ranks=list(ranks))
    for key, team in zip(keys, expected, strict=True):
        got = book.history[key][-1].rating
        assert got == Rating(team[0].mu, team[0].sigma)


@pytest.mark.parametrize(
    ("sigma", "weeks", "expected"),
    [
        (2.0, 0, 2.0),  # the same week: nothing grows
        (2.0, -1, 2.0),  # never shrinks
        (2.0, 1, math.sqrt(4 + INACTIVITY_TAU**2)),
        (2.0, 10, math.sqrt(4 + 10 * INACTIVITY_TAU**2)),
        (2.0, 52, math.sqrt(4 + 52 * INACTIVITY_TAU**2)),
        (2.0, 10_000, DEFAULT_SIGMA),  # capped at the default
        (8.0, 100, DEFAULT_SIGMA),
        (9.0, 5, 9.0),  # above the default already: left as it is
    ],
)
def test_inactivity_grows_sigma_per_full_week_capped_at_the_default(sigma, weeks, expected):
    grown = inactive(Rating(20.0, sigma), weeks=weeks)
    assert grown.mu == 20.0
    assert grown.sigma == pytest.approx(expected)


@pytest.mark.parametrize(("days", "weeks"), [(6, 0), (7, 1), (13, 1), (14, 2), (365, 52)])
def test_full_weeks_between_matches_count(days, weeks):
    """A player's second match starts from his first rating grown by the full weeks since."""
    first = match(0, 1, ma=1, mb=2)
    second = match(days, 2, ma=1, mc=2)
    book = rate_matches([first, second])["dutch"]
    after_first = book.history["ma"][0].rating
    model = PlackettLuce()
    grown = inactive(after_first, weeks=weeks)
    expected = model.rate(
        [[model.rating(mu=grown.mu, sigma=grown.sigma)], [model.rating()]], ranks=[1, 2]
    )
    assert book.history["ma"][1].rating == Rating(expected[0][0].mu, expected[0][0].sigma)


def _season(seed=3, events=12, players=10):
    rng = random.Random(seed)
    keys = [f"m{i}" for i in range(1, players + 1)]
    matches = []
    for event in range(1, events + 1):
        for rnd in (1, 2):
            rng.shuffle(keys)
            for table in (1, 2):
                sitters = keys[(table - 1) * 4 : table * 4]
                ranks = [rng.randint(1, 4) for _ in sitters]
                places = dict(zip(sitters, sorted(ranks), strict=True))
                matches.append(match(event * 7, event, rnd, table, **places))
    return matches


def test_the_same_results_in_any_order_give_the_same_ratings():
    matches = _season()
    reference = rate_matches(matches)
    for seed in range(5):
        shuffled = matches[:]
        random.Random(seed).shuffle(shuffled)
        again = rate_matches(shuffled)
        assert {f: b.history for f, b in again.items()} == {
            f: b.history for f, b in reference.items()
        }
    assert match_order(reversed(matches)) == match_order(matches)


def test_families_are_rated_apart():
    books = rate_matches([match(0, 1, "dutch", ma=1, mb=2), match(0, 2, family="mcr", ma=2, mb=1)])
    assert books["dutch"].history["ma"][0].rating.mu > DEFAULT_MU
    assert books["mcr"].history["ma"][0].rating.mu < DEFAULT_MU


def test_nmb_and_redbook_are_one_family_every_other_ruleset_its_own():
    assert ruleset_family("nmb") == ruleset_family("redbook") == "dutch"
    for other in set(ruleset_ids()) - {"nmb", "redbook"}:
        assert ruleset_family(other) == other
    assert ruleset_family("unknown") == "unknown"


def test_a_player_twice_at_a_table_is_refused():
    with pytest.raises(ValueError, match="twice"):
        Match(DAY, 1, 1, 1, "dutch", (("ma", 1), ("ma", 2)))


def test_a_table_of_one_is_no_match():
    assert rate_matches([match(ma=1)]) == {}


def test_new_players_start_at_the_defaults_and_show_zero():
    assert Rating(DEFAULT_MU, DEFAULT_SIGMA) == NEW
    assert display(DEFAULT_MU, DEFAULT_SIGMA) == 0


def test_the_list_ranks_members_only_and_grows_sigma_with_time():
    book = rate_matches([match(0, 1, m1=1, m2=2, **{"g:Guest": 3}), match(70, 2, m2=1, m3=2)])[
        "dutch"
    ]
    rows = rating_list(book, on=DAY + datetime.timedelta(days=70))
    assert {r.member_id for r in rows} == {1, 2, 3}  # the guest is rated, not listed
    assert [r.rank for r in rows] == [1, 2, 3]
    assert [r.rating.display for r in rows] == sorted(
        (r.rating.display for r in rows), reverse=True
    )
    first = next(r for r in rows if r.member_id == 1)
    assert first.rating.sigma > book.history["m1"][-1].rating.sigma  # ten weeks away
    early = rating_list(book, on=DAY)
    assert {r.member_id for r in early} == {1, 2}  # c had not played yet
    only_second = rating_list(book, on=DAY + datetime.timedelta(days=70), event_ids={2})
    assert {r.member_id for r in only_second} == {2, 3}


def test_one_point_per_event_in_the_chart():
    book = rate_matches([match(0, 1, 1, ma=1, mb=2), match(0, 1, 2, ma=2, mb=1)])["dutch"]
    points = after_each_event(book.history["ma"])
    assert len(points) == 1 and points[0].round_number == 2


@pytest.mark.parametrize("module", ["engine", "rows"])
def test_the_engine_is_pure_python(module):
    """No Django and no other part of the app: the selector feeds it."""
    import ast
    from pathlib import Path

    import tournaments.ratings

    path = Path(tournaments.ratings.__file__).parent / f"{module}.py"
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    allowed = {"__future__", "datetime", "math", "collections.abc", "dataclasses"}
    assert names - allowed <= {"openskill.models", "tournaments.ratings.engine"}
