"""``HandEntry.deal()`` builds the engine's deal from the typed entry: scoring it gives what
parsing the stored dict again gave (``score_dict(entry.to_dict())``), for every golden hand,
and the same coded errors for an entry without a ruleset or players."""

from __future__ import annotations

import pytest

from scoring.engine import RULESET_IDS, InvalidHand, score_deal, score_dict
from scoring.hand_value import EntryResult, HandEntry
from tests.tournaments.golden_hands import golden_hands


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_the_typed_deal_scores_as_the_parsed_dict(ruleset):
    hands = golden_hands(ruleset)
    assert hands
    for data in hands:
        entry = HandEntry.from_dict(data)
        typed, parsed = score_deal(entry.deal()), score_dict(entry.to_dict())
        assert typed.points == parsed.points, data
        assert typed.settlement == parsed.settlement, data
        assert typed.elements == parsed.elements, data


@pytest.mark.parametrize(
    ("entry", "code"),
    [
        (HandEntry(result=EntryResult(kind="draw"), players={"E": {}}), "no_ruleset"),
        (HandEntry(result=EntryResult(kind="draw"), ruleset="nmb"), "no_players"),
        (
            HandEntry(result=EntryResult(kind="draw"), ruleset="nmb", players={"E": {}, "S": {}}),
            "player_count",
        ),
    ],
)
def test_an_incomplete_entry_is_refused_with_the_parsers_code(entry, code):
    with pytest.raises(InvalidHand) as typed:
        entry.deal()
    with pytest.raises(InvalidHand) as parsed:
        score_dict(entry.to_dict())
    assert typed.value.code == parsed.value.code == code
