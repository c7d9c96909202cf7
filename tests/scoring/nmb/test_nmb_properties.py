"""Property tests (hypothesis) on random realistic deals of both Dutch rulesets (nmb and its
variant redbook): see :mod:`.properties`."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.engine.rulesets.dutch.settlement import settle

from . import properties as prop

#: each Dutch ruleset with the table sizes it is played at (redbook: four players only)
RULESETS = pytest.mark.parametrize(("ruleset", "sizes"), [("nmb", (3, 4)), ("redbook", (4,))])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@given(
    points=st.fixed_dictionaries({s: st.integers(0, 4000) for s in "ESWN"}),
    winner=st.sampled_from("ESWN"),
)
def test_settle_sums_to_zero(points, winner):
    amounts = settle(tuple("ESWN"), points, winner).as_dict()
    assert sum(amounts.values()) == 0
    assert amounts[winner] >= 0  # the winner pays nothing


@RULESETS
@SETTINGS
@given(seed=SEEDS, data=st.data())
def test_deals_settle_to_zero(ruleset, sizes, seed, data):
    prop.check_zero_sum(ruleset, seed, data.draw(st.sampled_from(sizes)))


@RULESETS
@SETTINGS
@given(seed=SEEDS, shuffle_seed=SEEDS)
def test_order_of_melds_and_tiles_does_not_matter(ruleset, sizes, seed, shuffle_seed):
    prop.check_order_irrelevant(ruleset, seed, shuffle_seed)


@RULESETS
@SETTINGS
@given(seed=SEEDS, order=st.permutations(["S", "W", "N"]))
def test_relabelling_the_other_seats_permutes_the_result(ruleset, sizes, seed, order):
    prop.check_relabelling(ruleset, seed, order)


@RULESETS
@SETTINGS
@given(seed=SEEDS, rng_seed=SEEDS)
def test_moving_other_hands_keeps_a_hands_points(ruleset, sizes, seed, rng_seed):
    prop.check_other_hands_moved(ruleset, seed, rng_seed)


@RULESETS
@SETTINGS
@given(seed=SEEDS)
def test_notation_round_trips(ruleset, sizes, seed):
    prop.check_round_trip(ruleset, seed)


@RULESETS
@settings(max_examples=400, deadline=None)
@given(seed=SEEDS, near_valid=st.booleans())
def test_malformed_hands_raise_scoring_errors_only(ruleset, sizes, seed, near_valid):
    prop.check_malformed(ruleset, seed, near_valid)
