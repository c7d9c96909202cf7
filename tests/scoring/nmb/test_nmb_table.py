"""The element table is the registry: unique ids, every row sourced, options documented."""

import pytest

from scoring.engine import Unit, get_ruleset

RULESETS = ("nmb", "redbook")


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_element_ids_unique_and_sourced(ruleset_id):
    rs = get_ruleset(ruleset_id)
    ids = [e.id for e in rs.elements]
    assert len(ids) == len(set(ids))
    for e in rs.elements:
        assert e.id.startswith(f"{ruleset_id}.")
        assert e.source.startswith(f"{rs.seed} L"), e.id
        assert e.name and e.name_en, e.id
        assert isinstance(e.unit, Unit)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_rule_and_limit_hand_is_in_the_table(ruleset_id):
    rs = get_ruleset(ruleset_id)
    listed = {e.id for e in rs.elements}
    assert {r.element.id for r in rs.rules} <= listed
    assert {h.element.id for h in rs.limit_hands} <= listed


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_options_have_descriptions_and_sources(ruleset_id):
    rs = get_ruleset(ruleset_id)
    names = [o.name for o in rs.options]
    assert len(names) == len(set(names))
    for o in rs.options:
        assert o.description and o.source, o.name
        assert o.clean(o.default) == o.default


def test_nmb_class_attributes():
    rs = get_ruleset("nmb")
    assert rs.scores_every_player
    assert rs.table_sizes == frozenset({3, 4})
    assert len(rs.elements) >= 60


def test_redbook_is_a_variant_of_nmb():
    nmb, redbook = get_ruleset("nmb"), get_ruleset("redbook")
    assert isinstance(redbook, type(nmb))
    assert redbook.score_valid.__func__ is nmb.score_valid.__func__
    assert redbook.table_sizes == frozenset({4})


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_random_winning_deal_is_a_mahjong(ruleset_id):
    """The benchmark's deals (bench/engine.py): deterministic, and accepted by the ruleset."""
    import importlib
    import random

    package = importlib.import_module(f"scoring.engine.rulesets.{ruleset_id}")
    first = [package.random_winning_deal(random.Random(5)) for _ in range(2)]
    assert first[0] == first[1]
    rs = get_ruleset(ruleset_id)
    for seed in range(10):
        deal = package.random_winning_deal(random.Random(seed))
        assert sum(rs.score(deal).settlement.amounts.values()) == 0
