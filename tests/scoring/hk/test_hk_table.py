"""The hk element table and options: the registry's invariants."""

from __future__ import annotations

import re

import yaml

from scoring.engine import Unit, get_ruleset
from scoring.engine.rulesets.hk import RULESET
from scoring.engine.rulesets.hk.elements import ELEMENTS, LIMIT_FAN
from scoring.engine.rulesets.hk.fan_rules import FAN_RULES
from scoring.engine.rulesets.hk.limits import LIMIT_RULES
from scoring.engine.rulesets.hk.options import HkOptions
from tests.golden import GOLDEN_DIR

SOURCE = re.compile(r"^004 L\d+")


def test_registry_finds_hk():
    assert get_ruleset("hk") is RULESET
    assert RULESET.unit is Unit.FAN
    assert not RULESET.scores_every_player
    assert RULESET.table_sizes == frozenset({3, 4})


def test_element_ids_are_unique_and_prefixed():
    ids = [e.id for e in ELEMENTS]
    assert len(ids) == len(set(ids))
    assert all(i.startswith("hk.") for i in ids)
    assert RULESET.elements == ELEMENTS


def test_every_element_has_seed_names_value_and_source():
    for e in ELEMENTS:
        assert e.name and e.name_en, e.id
        assert SOURCE.match(e.source), e.id
        assert e.value > 0, e.id
        assert e.unit in (Unit.FAN, Unit.LIMIT), e.id
        if e.unit is Unit.LIMIT:
            assert e.value == LIMIT_FAN


def test_every_element_is_scored_by_a_rule():
    ruled = {r.element.id for r in FAN_RULES} | {r.element.id for r in LIMIT_RULES}
    seasons = {
        "hk.own_season",
        "hk.complete_seasons",
        "hk.no_seasons",
        "hk.seven_seasons",
        "hk.eight_seasons",
        "hk.eight_seasons_unclaimed",
    }
    assert ruled | seasons == {e.id for e in ELEMENTS}


def test_options_have_descriptions_sources_and_unique_names():
    names = [o.name for o in RULESET.options]
    assert len(names) == len(set(names))
    for option in RULESET.options:
        assert option.description and option.source.startswith("004"), option.name
        assert RULESET.resolve_options({})[option.name] == option.default


def test_option_names_of_the_golden_header_exist_with_its_defaults():
    header = (GOLDEN_DIR / "hk.yaml").read_text().split("\nruleset:")[0]
    for name in ("discard_payment", "min_fan", "pair_258", "all_green", "suit_dangerous_game"):
        assert name in header
    defaults = RULESET.resolve_options({})
    assert defaults["discard_payment"] == "discarder_pays_all"
    assert defaults["min_fan"] == 0
    assert defaults["all_pungs_fan"] == 5
    assert defaults["live_wall"] == 1
    for variant in ("pair_258", "all_green", "terminals_and_honours", "season_replacement_fan"):
        assert defaults[variant] is False
    for variant in ("one_bamboo_points", "draw_pot"):
        assert defaults[variant] == 0
    assert defaults["fan_cap"] == 10


def test_golden_file_options_are_all_known():
    data = yaml.safe_load((GOLDEN_DIR / "hk.yaml").read_text())
    for case in data["cases"]:
        RULESET.resolve_options(case.get("options") or {})


def test_exclusions_stay_within_their_scope():
    # the scorer applies a rule's exclusions among the rules of the same scope only
    scope = {r.element.id: r.per_shape for r in FAN_RULES}
    for option_value in ("replaces", "adds", "off"):

        class Ctx:
            options = HkOptions.from_options({"moon_eats_cake": option_value})

        for rule in FAN_RULES:
            for excluded in rule.excluded(Ctx()):
                assert scope[excluded] == rule.per_shape, (rule.element.id, excluded)
