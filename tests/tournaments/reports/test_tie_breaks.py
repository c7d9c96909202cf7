"""Which tie-break decided between neighbours in a standings table (no database)."""

import pytest

from tournaments.reports.rows import Player, StandingRow
from tournaments.reports.standings import DEFAULT_TIE_BREAKS, rank_rows
from tournaments.reports.tie_breaks import deciding_criterion, decisions

CHAIN = DEFAULT_TIE_BREAKS


def row(name: str, tp: int, score: int = 0, firsts: int = 0, best: int = 0) -> StandingRow:
    return StandingRow(
        rank=0,
        player=Player(key=name, name=name, sort_name=name),
        tp_units=tp,
        score=score,
        firsts=firsts,
        best_hand=best,
    )


@pytest.mark.parametrize(
    ("upper", "lower", "expected"),
    [
        (row("a", 8), row("b", 4), (None, False)),  # table points decide: no tie
        (row("a", 4, 100), row("b", 4, 50), ("score", False)),
        (row("a", 4, 50, 2), row("b", 4, 50, 1), ("firsts", False)),
        (row("a", 4, 50, 1, 96), row("b", 4, 50, 1, 64), ("best_hand", False)),
        (row("a", 4, 50, 1, 64), row("b", 4, 50, 1, 64), (None, True)),  # only the name
    ],
)
def test_deciding_criterion(upper, lower, expected):
    assert deciding_criterion(upper, lower, CHAIN) == expected


def test_decisions_name_the_tie_break_and_shared_places():
    rows = rank_rows(
        [row("a", 8), row("b", 4, 100), row("c", 4, 50), row("d", 2), row("e", 2)], CHAIN
    )
    out = decisions(rows, CHAIN)
    assert [(d.row.player.key, d.row.rank, d.criterion, d.shared) for d in out] == [
        ("a", 1, None, False),
        ("b", 2, "score", False),
        ("c", 3, None, False),
        ("d", 4, None, True),
        ("e", 4, None, True),
    ]
    assert out[1].label == "score"


@pytest.mark.parametrize(
    ("lang", "places", "expected"),
    [
        (
            "en",
            (1, 2, 3, 4, 11, 12, 13, 21, 22, 101),
            "1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 101st",
        ),
        ("nl", (1, 2, 3, 10), "1e 2e 3e 10e"),
        ("de", (1, 2, 3, 10), "1. 2. 3. 10."),
    ],
)
def test_ordinals_per_language(lang, places, expected):
    from django.utils import translation

    from tournaments.reports.prizes import ordinal

    with translation.override(lang):
        assert " ".join(ordinal(p) for p in places) == expected


def test_players_sharing_a_prize_place_each_get_a_certificate():
    from tournaments.reports.prizes import _winners

    rows = rank_rows([row("a", 8), row("b", 4), row("c", 4), row("d", 2)], ["table_points"])
    assert [(r.player.key, r.rank, shared) for r, shared in _winners(rows, 2)] == [
        ("a", 1, False),
        ("b", 2, True),
        ("c", 2, True),
    ]


def test_two_players_of_the_same_name_and_results_share_a_place():
    """Two "Jan de Vries" tied on everything: ranked side by side, not a crash (the big
    screen of a 140-player field met it)."""
    first, second = row("Jan de Vries", 4), row("Jan de Vries", 4)
    first.player = Player(key="m1", name="Jan de Vries", sort_name="vries jan")
    second.player = Player(key="m2", name="Jan de Vries", sort_name="vries jan")
    ranked = rank_rows([first, second, row("a", 8)], CHAIN)
    assert [r.rank for r in ranked] == [1, 2, 2]
    assert {r.player.key for r in ranked[1:]} == {"m1", "m2"}
