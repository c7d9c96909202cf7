"""The results sheet and the certificates list the players of the standings who played a
round of the event. In stages, a finalist who played no round of the final (absent, a
substitute in their seat) keeps their place: the sheet had a gap (1, 2=, 2=, 5) where the
standings, the big screen and the EMA file had them 4th (tests/browser/test_story.py)."""

from types import SimpleNamespace

import pytest

from tournaments.reports.prizes import ranked_rows


def row(key: str, rounds: int) -> SimpleNamespace:
    return SimpleNamespace(player=SimpleNamespace(key=key), rounds=rounds)


def stage(*rows: SimpleNamespace) -> SimpleNamespace:
    return SimpleNamespace(rows=list(rows))


@pytest.mark.parametrize(
    ("rows", "stages", "listed"),
    [
        # one stage: who played a round
        ([row("m1", 2), row("m2", 0)], [], ["m1"]),
        # stages: m2 is in the final's order without a final round, but played before
        (
            [row("m1", 1), row("m2", 0), row("m3", 2), row("m4", 0)],
            [stage(row("m1", 2), row("m2", 2), row("m3", 2), row("m4", 0)), stage(row("m1", 1))],
            ["m1", "m2", "m3"],
        ),
    ],
)
def test_the_sheet_lists_who_played_a_round(rows, stages, listed):
    report = SimpleNamespace(rows=rows, stages=stages)
    assert [r.player.key for r in ranked_rows(report)] == listed
