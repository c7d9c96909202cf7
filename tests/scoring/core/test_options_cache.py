"""Resolved options are cached per distinct choice; the cache never lets a wrong value
through nor hands out a mapping that can be changed."""

import pytest

from scoring.engine import InvalidOptions, get_ruleset

CASES = [
    # chosen, accepted
    ({"flowers": True}, True),
    ({"flowers": 1}, False),  # equal to True, hashes like True, and still refused
    ({"flowers": True}, True),
    ({"flowers": [True]}, False),  # unhashable: resolved (and refused) without the cache
    ({"no_such_option": 1}, False),
    ({}, True),
]


@pytest.mark.parametrize(("chosen", "accepted"), CASES)
def test_cached_resolution_checks_every_value(chosen, accepted):
    ruleset = get_ruleset("nmb")
    for _ in range(2):  # the second time from the cache
        if accepted:
            resolved = ruleset.resolve_options(chosen)
            assert all(resolved[k] == v for k, v in chosen.items())
            with pytest.raises(TypeError):
                resolved["flowers"] = False  # type: ignore[index]
        else:
            with pytest.raises(InvalidOptions):
                ruleset.resolve_options(chosen)
