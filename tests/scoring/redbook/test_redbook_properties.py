"""Property tests (hypothesis) on random realistic deals: see :mod:`.properties`."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.engine.rulesets.dutch.settlement import settle

from ..nmb import properties as prop

RULESET = "redbook"
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


@SETTINGS
@given(seed=SEEDS, players=st.just(4))
def test_deals_settle_to_zero(seed, players):
    prop.check_zero_sum(RULESET, seed, players)


@SETTINGS
@given(seed=SEEDS, shuffle_seed=SEEDS)
def test_order_of_melds_and_tiles_does_not_matter(seed, shuffle_seed):
    prop.check_order_irrelevant(RULESET, seed, shuffle_seed)


@SETTINGS
@given(seed=SEEDS, order=st.permutations(["S", "W", "N"]))
def test_relabelling_the_other_seats_permutes_the_result(seed, order):
    prop.check_relabelling(RULESET, seed, order)


@SETTINGS
@given(seed=SEEDS, rng_seed=SEEDS)
def test_moving_other_hands_keeps_a_hands_points(seed, rng_seed):
    prop.check_other_hands_moved(RULESET, seed, rng_seed)


@SETTINGS
@given(seed=SEEDS)
def test_notation_round_trips(seed):
    prop.check_round_trip(RULESET, seed)


@settings(max_examples=400, deadline=None)
@given(seed=SEEDS, near_valid=st.booleans())
def test_malformed_hands_raise_scoring_errors_only(seed, near_valid):
    prop.check_malformed(RULESET, seed, near_valid)
