"""The element table: the seed's 82 numbered entries, each a named unit with its seed lines,
and an exclusion column the scorer can apply from the highest value down."""

from __future__ import annotations

import re

from scoring.engine import get_ruleset
from scoring.engine.rulesets.mcr.table import BY_KEY, ENTRIES, ORDER, PART_OF, VALUE

#: Values per the seed's group headings [002:L255-L824].
GROUPS = {
    1: range(1, 14),
    2: range(14, 24),
    4: range(24, 28),
    6: [*range(28, 33), "33a", 34],
    8: [*range(35, 44), "33b"],
    12: range(44, 49),
    16: range(49, 55),
    24: range(55, 64),
    32: range(64, 67),
    48: range(67, 69),
    64: range(69, 75),
    88: range(75, 82),
}


def test_82_entries_numbered_as_the_seed():
    numbers = [e.number for e in ENTRIES]
    expected = [str(n) for n in range(1, 82) if n != 33] + ["33a", "33b"]
    assert sorted(numbers) == sorted(expected)
    assert len(ENTRIES) == 82


def test_values_follow_the_group_headings():
    for value, numbers in GROUPS.items():
        for n in numbers:
            entry = next(e for e in ENTRIES if e.number == str(n))
            assert entry.value == value, entry.number


def test_ruleset_registry_ids_unique_and_sourced():
    rs = get_ruleset("mcr")
    ids = [e.id for e in rs.elements]
    assert len(ids) == len(set(ids)) == 82
    for e in rs.elements:
        assert e.id.startswith("mcr.")
        assert re.fullmatch(r"002 L\d+-L\d+(, L\d+)?", e.source), e.source
        assert e.name and e.name_en and e.value > 0


def test_seed_names():
    assert BY_KEY["pure_double_chow"].name == "Twee zuivere chows"
    assert BY_KEY["all_chows"].name_en == "All Chows, No Honors"
    assert BY_KEY["melded_and_concealed_kong"].name_en == "Two Kongs; One Open, One Concealed"
    assert BY_KEY["two_concealed_kongs"].value == 8
    assert BY_KEY["melded_and_concealed_kong"].value == 6


def test_exclusions_name_known_elements_of_lower_value():
    """The scorer keeps elements from the highest value down; that is only sound when an
    element never excludes one worth as much or more."""
    for e in ENTRIES:
        for other in e.excludes:
            assert other in VALUE, (e.key, other)
            assert VALUE[other] < e.value, (e.key, other)


def test_order_is_by_value():
    keys = sorted(ORDER, key=ORDER.__getitem__)
    assert [VALUE[k] for k in keys] == sorted((VALUE[k] for k in keys), reverse=True)
    assert set(PART_OF.values()) <= set(BY_KEY)


def test_dealer_never_keeps_the_deal():
    from scoring.engine.hand import ResultKind, WinResult

    rs = get_ruleset("mcr")
    assert not rs.dealer_keeps_deal(WinResult(ResultKind.WIN, winner="E"))
    assert not rs.dealer_keeps_deal(WinResult(ResultKind.DRAW))
