"""Club option ``four_held_waits`` (issue #39): a tile the winner holds four times among the
*concealed* tiles counts as a possible wait like a melded four, so the hand has no Single,
Edge or Closed Wait when a fifth copy would also complete it (PyMahjongGB's reading). The
fast search and the reference scorer agree; the cases are also a golden-format file
(tests/scoring/mcr/data/four_held_waits.yaml) run through the user's path."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoring.batch import score_case
from scoring.casefiles import load_cases
from scoring.engine import get_ruleset
from scoring.engine.interchange import deal_from_dict
from scoring.engine.rulesets.mcr.reference import reference_score
from scoring.engine.rulesets.mcr.waits import fifth_copy_waits
from scoring.engine.tiles import counts_of, format_tiles, parse_tiles

from .hands import deal, elements

FILE = Path(__file__).parent / "data" / "four_held_waits.yaml"
HAND = "c9 c9 c9 b4 b5 b6 b4 b4 b4 b7 b7"

# (concealed, win, melds, option on, single wait expected, total)
CASES = [
    (HAND, "b7", ["pung k9"], False, True, 10),
    (HAND, "b7", ["pung k9"], True, False, 9),
    # four c5 in the hand, but a fifth would leave c6 c7 loose: E stays the one wait
    ("b1 b2 b3 c5 c5 c5 c5 c6 c7 N N N E E", "E", [], True, True, None),
]


@pytest.mark.parametrize(("concealed", "win", "melds", "on", "single", "total"), CASES)
def test_a_four_in_the_hand_is_a_wait_with_the_option(concealed, win, melds, on, single, total):
    data = deal(concealed, win=win, melds=melds, options={"four_held_waits": on})
    rs = get_ruleset("mcr")
    fast = rs.score(deal_from_dict(data))
    slow = reference_score(rs, deal_from_dict(data))
    assert ("single_wait" in elements(fast)) is single
    assert elements(fast) == elements(slow)
    assert fast.fan_total == slow.fan_total
    if total is not None:
        assert fast.fan_total == total


@pytest.mark.parametrize(
    ("before", "expected"),
    [
        ("b4 b4 b4 b4 b5 b6 b7 c9 c9 c9", "b4"),  # the example, the winning b7 taken out
        ("b1 b1 b1 b1 c2 c3 c4", "b1"),
        ("E E E E c2 c3 c4", "E"),
        ("b1 b1 b1 b1 b5 c2 c3", ""),  # a fifth b1 leaves b5 c2 c3 loose
    ],
)
def test_fifth_copy_waits(before, expected):
    counts = tuple(counts_of(parse_tiles(before)))
    assert format_tiles(sorted(fifth_copy_waits(counts))) == expected


@pytest.mark.parametrize("case", load_cases(FILE.read_bytes(), name=FILE.name), ids=str)
def test_golden_format_cases(case):
    outcome = score_case(case, check=True)
    assert outcome.error is None, outcome.error
    assert not outcome.problems, "\n".join(outcome.problems)
