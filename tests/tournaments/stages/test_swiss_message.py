"""The message after seating a Swiss round says what the seating gave up once, not every
step its search tried ("1 repeat allowed; 2 repeats allowed; ... 8 repeats allowed")."""

from __future__ import annotations

import pytest
from django.utils import translation

from tournaments.seating import draw_tournament
from tournaments.seating.swiss import Relaxation, SwissRound, seat_by_standings
from tournaments.stages.views.cut import relaxation_text


def _seated(players: int, played: int) -> SwissRound:
    """Round ``played + 1`` by standings after a drawn ``played`` rounds: a tight field."""
    history = draw_tournament(list(range(players)), played, seed=1, max_iterations=5_000).rounds
    return seat_by_standings(list(range(players)), history, number=played + 1)


@pytest.mark.parametrize(("players", "played"), [(8, 3), (12, 4)])
def test_each_relaxation_is_told_once(players, played):
    seated = _seated(players, played)
    kept = seated.relaxations_kept()
    # the search tried window after window and repeat budget after budget (the audit log)
    assert len(seated.relaxations) > len(kept) + 1
    repeats = max(r.value for r in seated.relaxations if r.kind == "repeats")
    assert [(r.kind, r.value) for r in kept] == [("winds", 0), ("repeats", repeats)]
    with translation.override("en"):
        parts = relaxation_text(seated).split("; ")
    assert len(parts) == len(kept) and len(set(parts)) == len(parts)
    assert sum("repeat" in p for p in parts) == 1 and sum("moved" in p for p in parts) == 0


def test_without_a_repeat_the_widest_window_is_told():
    steps = tuple(Relaxation(kind, value) for kind, value in [("window", 1), ("window", 2)])
    seated = SwissRound(
        round=_seated(8, 1).round, repeats=0, relaxations=steps, east_spread=0, moved=3
    )
    with translation.override("en"):
        assert relaxation_text(seated) == "players moved up to 2 tables"
