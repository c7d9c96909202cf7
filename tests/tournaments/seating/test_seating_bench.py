"""bench/seating.py: a field's row for a given seed (``--seed``)."""

import pytest

from .helpers import load_script


@pytest.fixture(scope="module")
def bench():
    return load_script("bench/seating.py", "bench_seating")


def test_a_row_names_its_seed_and_repeats_for_it(bench):
    # 0.2 s of budget: 20,000 iterations, the cap generous enough for a loaded box.
    rows = [bench.run(12, 4, "auto", 0.2, cap=60, seed=seed) for seed in (1, 1, 2)]
    assert [row["seed"] for row in rows] == [1, 1, 2]
    assert not any(row["capped"] for row in rows)
    assert rows[0] | {"seconds": 0} == rows[1] | {"seconds": 0}
    assert bench.run(12, 4, "auto", 0.2, cap=60)["seed"] == bench.SEED == 1
