"""The one exclusion mechanism (:mod:`scoring.engine.exclusions`, issue 18): its rule stated
plainly (``drop_excluded``) against its precompiled forms (keep masks, the one-pass
``excluded_by`` when closed), and every ruleset's records and option sets through it."""

from __future__ import annotations

import itertools
import random

import pytest

from scoring.engine import Element, Unit, get_ruleset
from scoring.engine.exclusions import AwardedBy, ElementRule, Exclusions, whole_id
from scoring.engine.registry import ruleset_ids
from scoring.engine.rulesets.dutch.table import (
    Rule,
    _count,
    count_plainly,
    grouped,
    table_exclusions,
)
from scoring.engine.rulesets.hk.fan_rules import FAN_RULES, HAND_RULES, SHAPE_RULES
from scoring.engine.rulesets.hk.fan_rules import scope_exclusions as hk_exclusions
from scoring.engine.rulesets.hk.options import HkOptions
from scoring.engine.rulesets.majiang.evaluation import _FLAGS, ROWS, row_exclusions
from scoring.engine.rulesets.mcr.keeping import KEYS, VALUES, bits_of, resolve_bits
from scoring.engine.rulesets.mcr.options import OPTIONS as MCR_OPTIONS
from scoring.engine.rulesets.mcr.search import reading_of
from scoring.engine.rulesets.mcr.search import table_exclusions as mcr_exclusions
from scoring.engine.rulesets.nmb import NmbOptions

# (keys in keeping order, what each excludes, found with counts, kept)
KEEPING = [
    # a kept key drops what it excludes
    ("abc", {"a": "b"}, {"a": 1, "b": 1, "c": 2}, (("a", 1), ("c", 2))),
    # a dropped key drops nothing (MCR golden X03: Four Concealed Pungs, Fully Concealed)
    ("abc", {"a": "b", "b": "c"}, {"a": 1, "b": 1, "c": 1}, (("a", 1), ("c", 1))),
    # ... but it does when its excluder was not found
    ("abc", {"a": "b", "b": "c"}, {"b": 1, "c": 1}, (("b", 1),)),
    # found in any order, kept in keeping order; a zero count is not found
    ("abc", {}, {"c": 1, "a": 1, "b": 0}, (("a", 1), ("c", 1))),
]


@pytest.mark.parametrize(("keys", "excludes", "found", "kept"), KEEPING)
def test_drop_excluded_keeps_in_order_and_drops_what_kept_keys_exclude(keys, excludes, found, kept):
    assert Exclusions(tuple(keys), excludes).drop_excluded(found) == kept


def test_a_rank_orders_per_hand_and_ties_keep_the_keeping_order():
    # a Dutch group: the members exclude each other, the one worth most in the hand counts
    excl = Exclusions("abc", {"a": "bc", "b": "ac", "c": "ab"})
    worth = {"a": 2, "b": 3, "c": 3}
    assert excl.drop_excluded(worth, rank=lambda k: -worth[k]) == (("b", 3),)


@pytest.mark.parametrize(
    ("excludes", "closed"),
    [
        ({"a": "b"}, True),
        ({"a": "bc", "b": "c"}, True),
        ({"a": "b", "b": "c"}, False),  # a drops b, not what b would drop
        ({"b": "a"}, False),  # an excluder after what it excludes
    ],
)
def test_closed(excludes, closed):
    assert Exclusions("abc", excludes).closed is closed


def test_unknown_keys_are_refused():
    with pytest.raises(ValueError, match="unknown"):
        Exclusions("ab", {"a": "x"})


def _random_exclusions(rng: random.Random, n: int) -> Exclusions:
    keys = [f"k{i}" for i in range(n)]
    return Exclusions(
        keys,
        {k: {x for x in keys[i + 1 :] if rng.random() < 0.2} for i, k in enumerate(keys)},
    )


@pytest.mark.parametrize("seed", range(20))
def test_the_precompiled_forms_agree_with_the_plain_rule(seed):
    rng = random.Random(seed)
    excl = _random_exclusions(rng, 12)
    for _ in range(50):
        found = {k: 1 for k in excl.keys if rng.random() < 0.4}
        kept = excl.drop_excluded(found)
        # keep masks: the lowest set bit is the next key kept
        bits, walked = excl.bits_of(found), []
        while bits:
            i = (bits & -bits).bit_length() - 1
            walked.append(excl.keys[i])
            bits &= excl.keep[i]
        assert walked == [k for k, _ in kept]
        if excl.closed:  # one pass: drop every key some found key excludes
            present = excl.bits_of(found)
            one_pass = [k for k in found if not excl.excluded_by[excl.index[k]] & present]
            assert sorted(one_pass) == sorted(k for k, _ in kept)


# --- every ruleset's records ------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_every_record_is_an_element_rule(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    rules = ruleset.element_rules()
    assert rules
    assert all(isinstance(rule, ElementRule) for rule in rules)
    assert all(rule.source == rule.element.source for rule in rules)
    # element_records() is the base class's, read from the rules (no per-ruleset mapping)
    assert "element_records" not in vars(type(ruleset))
    assert [r.element for r in ruleset.element_records()] == [r.element for r in rules]


def test_awarded_by_is_an_element_rule():
    element = Element("x.a", "A", "A", 1, Unit.POINTS, "000 L1")
    assert isinstance(AwardedBy(element, "f"), ElementRule)
    assert AwardedBy(element, "f").excluded_ids == ()


def test_a_part_counts_as_its_element():
    assert whole_id("mcr.pung_of_terminals_or_honors:winds") == "mcr.pung_of_terminals_or_honors"
    records = {r.id: r for r in get_ruleset("mcr").element_records()}
    assert records["mcr.big_three_winds"].excludes.count("mcr.pung_of_terminals_or_honors") == 1


# --- per ruleset: the data the mechanism is built from ------------------------------------
def test_dutch_groups_become_mutual_exclusions():
    a = Element("t.a", "A", "A", 1, Unit.DOUBLES, "000 L1")
    b = Element("t.b", "B", "B", 2, Unit.DOUBLES, "000 L2")
    c = Element("t.c", "C", "C", 1, Unit.POINTS, "000 L3")
    rules = grouped(
        (Rule(a, lambda f, o: 1, group="g"), Rule(b, lambda f, o: 1, group="g"), Rule(c, len))
    )
    assert [r.excluded_ids for r in rules] == [("t.b",), ("t.a",), ()]
    assert table_exclusions(rules, True).excludes["t.a"] == {"t.b"}
    assert table_exclusions(rules, False).excludes["t.a"] == frozenset()


@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_dutch_tables_are_grouped_once(ruleset_id):
    rules = get_ruleset(ruleset_id).rules
    assert grouped(rules) == rules
    assert any(r.excluded_ids for r in rules)


MCR_SWITCHES = ("kong_pair_replaces", "all_types_with_lesser_honors", "nine_gates_extras")


@pytest.mark.parametrize("values", list(itertools.product([False, True], repeat=3)))
def test_mcr_keep_masks_follow_the_readings(values):
    options = {o.name: o.default for o in MCR_OPTIONS} | dict(
        zip(MCR_SWITCHES, values, strict=True)
    )
    excl = mcr_exclusions(reading_of(options))
    assert excl.keys == KEYS  # the bits the search uses
    assert (excl.excludes["melded_and_concealed_kong"] != frozenset()) is values[0]
    assert ("all_types" in excl.excludes["lesser_honors_and_knitted_tiles"]) is not values[1]
    assert ("big_four_winds" in excl.excludes["nine_gates"]) is not values[2]
    rng = random.Random(str(values))
    for _ in range(200):
        found = {k: rng.choice((1, 1, 2)) for k in KEYS if rng.random() < 0.1}
        many = {excl.index[k]: n for k, n in found.items() if n != 1}
        total, kept = resolve_bits(bits_of(found), many, excl.keep)
        assert kept == excl.drop_excluded(found)
        assert total == sum(VALUES[excl.index[k]] * n for k, n in kept)


@pytest.mark.parametrize("moon", [True, False])
@pytest.mark.parametrize("rules", [SHAPE_RULES, HAND_RULES], ids=["shape", "hand"])
def test_hk_exclusions_are_closed_per_option_set(rules, moon):
    excl = hk_exclusions(rules, (moon,))
    assert excl.closed
    moon_excludes = excl.excludes.get("hk.moon", frozenset())
    assert bool(moon_excludes) is (moon and rules is HAND_RULES)


def test_hk_moon_replaces_only_under_its_option():
    (moon,) = [r for r in FAN_RULES if r.excludes_when is not None]
    assert moon.holds(HkOptions.from_options({"moon_eats_cake": "replaces"}))
    assert not moon.holds(HkOptions.from_options({"moon_eats_cake": "adds"}))


@pytest.mark.parametrize("values", list(itertools.product([False, True], repeat=len(_FLAGS))))
def test_majiang_replacements_are_closed_per_flag_set(values):
    excl = row_exclusions(dict(zip(_FLAGS, values, strict=True)))
    assert excl.closed
    if all(values):  # every row adds up: nothing replaces anything
        assert not any(excl.excludes.values())
    else:
        assert any(excl.excludes.values())


def test_majiang_rows_state_what_they_replace():
    by_code = {row.code: row for row in ROWS}
    assert set(by_code["W5"].excluded_ids) == {by_code["W1"].element.id, by_code["W4"].element.id}
    assert by_code["H4"].additive_flag == "double_wind_additive"
    assert by_code["W1"].excluded_ids == () and by_code["W1"].additive_flag == ""


class _Facts:
    """What a Dutch row sees in this test: whether it is the winner's, and a count per row."""

    def __init__(self, winner: bool, counts: dict[str, int]) -> None:
        self.winner = winner
        self.counts = counts


def _row(name: str, value: int, unit: Unit, group: str = "", winner_only: bool = False) -> Rule:
    element = Element(f"t.{name}", name, name, value, unit, "000 L1")
    return Rule(element, lambda f, o: f.counts.get(element.id, 0), winner_only, group)


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize("exclusive", ["highest", "add"])
def test_the_dutch_count_agrees_with_the_plain_rule(seed, exclusive):
    rng = random.Random(seed)
    rules = grouped(
        tuple(
            _row(
                # an id of its own (scored elements are shared by id, value and count)
                f"{exclusive}{seed}r{i}",
                rng.randint(1, 3),
                rng.choice((Unit.POINTS, Unit.DOUBLES)),
                rng.choice(("", "", "g1", "g2")),
                rng.random() < 0.2,
            )
            for i in range(10)
        )
    )
    options = NmbOptions.from_options({"exclusive_doubles": exclusive})
    for _ in range(100):
        counts = {r.element.id: rng.choice((0, 0, 1, 2)) for r in rules}
        facts = _Facts(rng.random() < 0.5, counts)
        assert _count(rules, facts, options) == count_plainly(rules, facts, options)
