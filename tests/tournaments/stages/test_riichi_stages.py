"""A riichi tournament in three stages (issue 52: stages work for riichi as for the other
rulesets): drawn qualification, a Swiss semi-final, a fixed final, with riichi hands
entered through the hand service at every table; the standings per stage and the results
sheet."""

from __future__ import annotations

import pytest

from tests.tournaments.reports.test_prize_pdfs import text
from tests.tournaments.riichi_tournament import play_riichi_round, riichi_offered  # noqa: F401
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.stages.flow import PLANS
from tournaments.play.models import HandResult
from tournaments.reports.prizes import results_sheet_pdf
from tournaments.reports.selectors.results import event_report
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.stages.selectors.stages import cut_view
from tournaments.stages.services.cut import stage_cut_make
from tournaments.stages.services.plan import stage_plan_save
from tournaments.stages.services.seating import stage_round_seat

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def test_a_riichi_tournament_in_three_stages(riichi_offered, make_event, tmp_path):  # noqa: F811
    event = make_event(16, round_count=2, ruleset="riichi")
    stages = stage_plan_save(event=event, plans=PLANS, actor=None)
    event.refresh_from_db()
    seat_draw_create(event=event, seed=1)
    play_riichi_round(event, 1)
    play_riichi_round(event, 2)
    for stage, number in ((stages[1], 3), (stages[2], 4)):
        view = cut_view(stage=stage)
        assert view.ready and view.preview is not None
        stage_cut_make(
            stage=stage, rule="lots" if view.preview.tie else "no_tie", seed="7", actor=None
        )
        stage_round_seat(stage=stage, actor=None)
        play_riichi_round(event, number)
    results = HandResult.objects.filter(hand__table__round__event=event)
    assert results.values("hand").distinct().count() == 3 * (4 + 4 + 2 + 1)
    report = event_report(event=event)
    assert [t.stage.name for t in report.stages] == ["Qualification", "Semi-final", "Final"]
    assert [r.stage for r in report.rows[:4]] == ["Final"] * 4
    assert len(report.rows) == 16
    # the final: four players ranked by the club's table points over the riichi results
    final = report.stages[2].rows
    assert len(final) == 4 and final[0].rank == 1
    pages = " ".join(text(results_sheet_pdf(event=event, lang="en"), tmp_path))
    assert report.rows[0].player.name in pages and "Final" in pages
