"""Every registered ruleset's element table, read through ``Ruleset.element_records()`` (issue 18:
"unique sourced ids, known lower-valued exclusions, and a rule for every element").

Every record is an ``ElementRule`` and every exclusion is applied by one mechanism
(:mod:`scoring.engine.exclusions`, tested in test_exclusions.py); what "lower" means per
ruleset, with its exceptions:

- nmb, redbook: a ``Rule`` per row, a ``LimitHand`` per limit hand and four special rows;
  rows of one ``group`` exclude each other and the scorer keeps the highest in the hand
  (footnote 4 [000:L276]), so the direction is decided per hand: the exception to "lower" is
  that these exclusions are mutual (checked), between rows of one unit.
- mcr: an ``Entry`` per numbered entry with an ``excludes`` column; every element is in MCR
  points, so each exclusion must name an element of lower or equal value (the table's own
  promise: the scorer keeps elements in descending value [002], spec §10 P1).
- hk: a ``FanRule`` (with ``excludes``) or ``LimitRule`` per element, the seasons awarded by
  functions; an exclusion between two fan elements must be lower- or equal-valued.
- majiang: a ``Row`` whose ``replaced_by`` names the wider rows that replace it, a
  ``LimitHand``, and the penalties; a replacement within one unit (Faan by Faan, Laak by
  Laak) must be lower- or equal-valued; Faan against Laak is not comparable.
"""

from __future__ import annotations

import re
from typing import ClassVar

import pytest

from scoring.engine import RULESET_IDS, Element, Ruleset, Unit, get_ruleset
from scoring.engine.elements import ElementRecord
from scoring.engine.registry import ruleset_ids

#: rulesets whose exclusions have a direction (the excluder takes the excluded's place)
DIRECTED = {
    "nmb": False,
    "redbook": False,
    "mcr": True,
    "hk": True,
    "majiang": True,
    "riichi": True,
}

#: a seed source: the seed document and at least one line ("002 L257-L261", "L336"), or a
#: section of a published rule book (riichi: "EMA RCR 2025 4.2")
SOURCE = re.compile(r"^((\d{3} )?L\d+|EMA RCR 2025 \d)")


def duplicate_ids(ruleset) -> list[str]:
    ids = [e.id for e in ruleset.elements]
    return sorted({i for i in ids if ids.count(i) > 1})


def unsourced(ruleset) -> list[str]:
    return [e.id for e in ruleset.elements if not SOURCE.match(e.source)]


def without_rule(ruleset) -> list[str]:
    """Listed elements no record scores, and records of elements the ruleset does not list
    (or list with another value, unit or source)."""
    listed = {e.id: e for e in ruleset.elements}
    ruled = {r.id for r in ruleset.element_records() if r.rule}
    stray = [r.id for r in ruleset.element_records() if listed.get(r.id) != r.element]
    return sorted(set(listed) - ruled) + stray


def unknown_exclusions(ruleset) -> list[tuple[str, str]]:
    listed = {e.id for e in ruleset.elements}
    return [
        (r.id, x)
        for r in ruleset.element_records()
        for x in r.excludes
        if x not in listed or x == r.id
    ]


def higher_exclusions(ruleset) -> tuple[list[tuple[str, str]], int]:
    """Exclusions of a higher-valued element in the same unit, and how many were compared."""
    by_id = {e.id: e for e in ruleset.elements}
    higher, compared = [], 0
    for record in ruleset.element_records():
        for excluded in (by_id[x] for x in record.excludes if x in by_id):
            if excluded.unit != record.element.unit or excluded.unit is Unit.LIMIT:
                continue  # not comparable (Faan against Laak; a limit's share)
            compared += 1
            if excluded.value > record.value:
                higher.append((record.id, excluded.id))
    return higher, compared


def test_every_shipped_ruleset_has_a_row():
    assert set(DIRECTED) == set(RULESET_IDS)


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_element_ids_are_unique_and_sourced(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    assert duplicate_ids(ruleset) == []
    assert all(e.id.startswith(f"{ruleset_id}.") for e in ruleset.elements)
    assert unsourced(ruleset) == []


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_every_element_has_a_rule(ruleset_id):
    assert without_rule(get_ruleset(ruleset_id)) == []


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_exclusions_name_known_elements(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    assert unknown_exclusions(ruleset) == []
    if ruleset_id in DIRECTED:
        # each shipped ruleset reports the exclusions its own records state (not an empty
        # list); a ruleset whose elements exclude none (the toy) states none
        assert any(r.excludes for r in ruleset.element_records())


@pytest.mark.parametrize("ruleset_id", [r for r in RULESET_IDS if not DIRECTED[r]])
def test_undirected_exclusions_are_mutual_within_one_unit(ruleset_id):
    records = get_ruleset(ruleset_id).element_records()
    by_id = {r.id: r for r in records}
    pairs = {(r.id, x) for r in records for x in r.excludes}
    assert pairs
    assert {(x, a) for a, x in pairs} == pairs
    assert all(by_id[a].element.unit == by_id[x].element.unit for a, x in pairs)


@pytest.mark.parametrize("ruleset_id", [r for r in RULESET_IDS if DIRECTED[r]])
def test_an_element_excludes_only_lower_or_equal_valued_ones(ruleset_id):
    higher, compared = higher_exclusions(get_ruleset(ruleset_id))
    assert higher == []
    assert compared  # the ruleset has exclusions that the rule applies to


# --- the checks catch what they are for ---------------------------------------------------
A = Element("bad.a", "A", "A", 8, Unit.POINTS, "000 L1")
B = Element("bad.b", "B", "B", 2, Unit.POINTS, "000 L2")
UNSOURCED = Element("bad.c", "C", "C", 1, Unit.POINTS, "")
FAAN = Element("bad.f", "F", "F", 9, Unit.FAAN, "000 L3")


class Bad(Ruleset):
    id: ClassVar[str] = "bad"
    name: ClassVar[str] = "Bad"
    name_en: ClassVar[str] = "Bad"
    seed: ClassVar[str] = "000"

    def score_valid(self, deal, options):
        raise NotImplementedError


def bad(elements, records) -> Ruleset:
    """A ruleset listing ``elements`` whose records are ``records``."""
    attrs = {"elements": elements, "element_records": lambda self: records}
    return type("BadTable", (Bad,), attrs)()


# (check, elements, records, what it finds)
BAD = [
    (duplicate_ids, (A, A), (), ["bad.a"]),
    (unsourced, (A, UNSOURCED), (), ["bad.c"]),
    (without_rule, (A, B), (ElementRecord(A, "Rule"),), ["bad.b"]),
    (without_rule, (A,), (ElementRecord(A, ""),), ["bad.a"]),
    (without_rule, (A,), (ElementRecord(A, "Rule"), ElementRecord(B, "Rule")), ["bad.b"]),
    (unknown_exclusions, (A,), (ElementRecord(A, "Rule", ("bad.x",)),), [("bad.a", "bad.x")]),
    (unknown_exclusions, (A,), (ElementRecord(A, "Rule", ("bad.a",)),), [("bad.a", "bad.a")]),
    (
        higher_exclusions,
        (A, B, FAAN),
        (ElementRecord(B, "Rule", ("bad.a", "bad.f")), ElementRecord(A, "Rule", ("bad.b",))),
        ([("bad.b", "bad.a")], 2),
    ),
]


@pytest.mark.parametrize(("check", "elements", "records", "found"), BAD)
def test_the_checks_find_bad_tables(check, elements, records, found):
    assert check(bad(elements, records)) == found
