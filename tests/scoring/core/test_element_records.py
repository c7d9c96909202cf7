"""Every shipped ruleset's element table, read through ``Ruleset.element_records()`` (issue 18:
"unique sourced ids, known lower-valued exclusions, and a rule for every element").

The four record types and their exclusion mechanisms, and what is checked per ruleset:

- nmb, redbook: a ``Rule`` per row, a ``LimitHand`` per limit hand and four special rows;
  rows of one ``group`` exclude each other and the scorer keeps the highest, so the direction
  is decided per hand: only that the group's members are known elements is checked.
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

import pytest

from scoring.engine import RULESET_IDS, Unit, get_ruleset

#: rulesets whose exclusions have a direction (the excluder takes the excluded's place)
DIRECTED = {"nmb": False, "redbook": False, "mcr": True, "hk": True, "majiang": True}

#: a seed source: the seed document and at least one line ("002 L257-L261", "L336")
SOURCE = re.compile(r"^(\d{3} )?L\d+")


def test_every_shipped_ruleset_has_a_row():
    assert set(DIRECTED) == set(RULESET_IDS)


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_element_ids_are_unique_and_sourced(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    ids = [e.id for e in ruleset.elements]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    assert all(i.startswith(f"{ruleset_id}.") for i in ids)
    unsourced = [e.id for e in ruleset.elements if not SOURCE.match(e.source)]
    assert unsourced == []


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_element_has_a_rule_and_every_record_a_listed_element(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    records = ruleset.element_records()
    listed = {e.id: e for e in ruleset.elements}
    assert all(record.rule for record in records)
    assert {r.id for r in records} == set(listed)
    # a record carries the listed element itself (same value, unit and source)
    assert all(listed[r.id] == r.element for r in records)


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_exclusions_name_known_elements(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    listed = {e.id for e in ruleset.elements}
    unknown = [(r.id, x) for r in ruleset.element_records() for x in r.excludes if x not in listed]
    assert unknown == []
    assert not [r.id for r in ruleset.element_records() if r.id in r.excludes]


@pytest.mark.parametrize("ruleset_id", [r for r in RULESET_IDS if DIRECTED[r]])
def test_an_element_excludes_only_lower_or_equal_valued_ones(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    by_id = {e.id: e for e in ruleset.elements}
    higher = []
    compared = 0
    for record in ruleset.element_records():
        for excluded in map(by_id.__getitem__, record.excludes):
            if excluded.unit != record.element.unit or excluded.unit is Unit.LIMIT:
                continue  # not comparable (Faan against Laak; a limit's share)
            compared += 1
            if excluded.value > record.value:
                higher.append((record.id, record.value, excluded.id, excluded.value))
    assert higher == []
    assert compared  # the ruleset has exclusions that the rule applies to


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_exclusions_are_read_from_the_records(ruleset_id):
    """Each ruleset reports the exclusions its own records state (not an empty list)."""
    assert any(r.excludes for r in get_ruleset(ruleset_id).element_records())
