"""A ruleset is one object per id: copying what holds it shares it.

An event that looked its ruleset up keeps it (``event_ruleset``); a deep copy of such an
event (a test's shared rows, anything copied with its cached objects) copied the rule book
with its caches of values already worked out: after a few thousand hands scored, half a
second per copy, which is how the security walks came to spend most of their time there."""

import copy
import pickle

import pytest

from scoring.engine import get_ruleset
from scoring.engine.registry import ruleset_ids


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
@pytest.mark.parametrize("copied", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
def test_a_copy_of_a_ruleset_is_the_ruleset(ruleset_id, copied):
    ruleset = get_ruleset(ruleset_id)
    assert copied(ruleset) is ruleset


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_deep_copy_of_what_holds_a_ruleset_shares_it_and_its_caches(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    marker = object()
    ruleset.__dict__["_test_cache"] = {("key",): marker}  # a cache of worked-out values
    try:
        holder = {"ruleset": ruleset, "rows": [1, 2]}
        copied = copy.deepcopy(holder)
        assert copied["ruleset"] is ruleset
        assert copied["ruleset"]._test_cache[("key",)] is marker
        assert copied["rows"] == [1, 2] and copied["rows"] is not holder["rows"]
    finally:
        del ruleset.__dict__["_test_cache"]


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_pickled_ruleset_is_its_id_and_comes_back_as_the_ruleset(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    ruleset.__dict__["_test_cache"] = {("key",): tuple(range(10_000))}
    try:
        data = pickle.dumps({"ruleset": ruleset})
        assert len(data) < 200  # the id, not the caches
        assert pickle.loads(data)["ruleset"] is ruleset
    finally:
        del ruleset.__dict__["_test_cache"]
