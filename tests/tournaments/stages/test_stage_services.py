"""A tournament in three stages through the services: plan, draw, cut, Swiss, fixed."""

from __future__ import annotations

import pytest

from tests.tournaments.reports.test_prize_pdfs import text
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tests.tournaments.stages.flow import PLANS, SCORES, play_round
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventStatus, Round
from tournaments.events.services.event_guard import EventClosed
from tournaments.play.models import Table
from tournaments.reports.prizes import results_sheet_pdf
from tournaments.reports.selectors.results import event_report
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seat_draws.services.errors import SeatDrawError
from tournaments.stages.models import Stage, StageEntrant
from tournaments.stages.selectors.stages import cut_view
from tournaments.stages.services.cut import stage_cut_make
from tournaments.stages.services.errors import StageError
from tournaments.stages.services.plan import StagePlan, stage_plan_save
from tournaments.stages.services.seating import stage_round_seat

pytestmark = pytest.mark.django_db


def _cut(stage: Stage) -> None:
    view = cut_view(stage=stage)
    assert view.ready and view.preview is not None
    rule = "lots" if view.preview.tie else "no_tie"
    stage_cut_make(stage=stage, rule=rule, seed="7", actor=None)


@pytest.mark.slow
def test_three_stages_end_to_end(make_event, tmp_path):
    event = make_event(16, round_count=2)
    stages = stage_plan_save(event=event, plans=PLANS, actor=None)
    event.refresh_from_db()
    assert event.round_count == 4
    seat_draw_create(event=event, seed=1)
    assert sorted(Round.objects.filter(event=event).values_list("number", flat=True)) == [1, 2]
    semi, final = stages[1], stages[2]
    with pytest.raises(StageError, match="cut"):
        stage_round_seat(stage=semi, actor=None)
    play_round(event, 1)
    with pytest.raises(StageError, match="Close every round"):
        stage_cut_make(stage=semi, rule="no_tie", actor=None)
    play_round(event, 2)
    with pytest.raises(SeatDrawError):
        seat_draw_create(event=event, seed=1)  # stage 1 is over
    _cut(semi)
    assert StageEntrant.objects.filter(stage=semi).count() == 8
    with pytest.raises(StageError, match="already"):
        stage_cut_make(stage=semi, rule="no_tie", actor=None)
    result = stage_round_seat(stage=semi, actor=None)
    assert result.round_numbers == (3,) and result.swiss is not None
    seated = {s.member_id for s in Round.objects.get(event=event, number=3).seats.all()}
    field = set(StageEntrant.objects.filter(stage=semi).values_list("member_id", flat=True))
    assert seated == field
    play_round(event, 3)
    _cut(final)
    stage_round_seat(stage=final, actor=None)
    play_round(event, 4)
    report = event_report(event=event)
    assert [t.stage.name for t in report.stages] == ["Qualification", "Semi-final", "Final"]
    assert [r.stage for r in report.rows[:4]] == ["Final"] * 4
    assert [r.stage for r in report.rows[4:8]] == ["Semi-final"] * 4
    assert len(report.rows) == 16 and report.rows[-1].stage == "Qualification"
    semi_rows = report.stages[1].rows
    qualification = {r.player.key: r.score for r in report.stages[0].rows}
    for row in semi_rows:
        assert row.carried_score == -(-qualification[row.player.key] // 2) or (
            qualification[row.player.key] < 0
        )
    actions = set(AuditEntry.objects.filter(event=event).values_list("action", flat=True))
    assert {"stage_plan", "stage_cut", "stage_seat"} <= actions
    # the prize-giving's results sheet prints the stage each player reached
    pages = text(results_sheet_pdf(event=event, lang="en"), tmp_path)
    assert "Stage reached" in pages[0] and "Semi-final" in pages[0] and "Final order" in pages[0]
    assert "Tie-break" not in pages[0]


def test_swiss_refused_before_the_round_before_is_closed(make_event):
    event = make_event(8, round_count=2)
    plans = [StagePlan("Q", 1, None, "none", "drawn"), StagePlan("F", 2, 4, "none", "swiss")]
    final = stage_plan_save(event=event, plans=plans, actor=None)[1]
    seat_draw_create(event=event, seed=3)
    play_round(event, 1)
    _cut(final)
    stage_round_seat(stage=final, actor=None)
    stage_round_seat(stage=final, actor=None)  # not played yet: seated again
    for table in Table.objects.filter(round__event=event, round__number=2):
        play_table(table, SCORES)  # played, not closed
    with pytest.raises(StageError, match="Close round 2"):
        stage_round_seat(stage=final, actor=None)


@pytest.mark.parametrize(
    ("plans", "message"),
    [
        ([StagePlan("Q", 2, 8, "none", "drawn")], "first stage"),
        (
            [StagePlan("Q", 2, None, "none", "drawn"), StagePlan("F", 1, None, "none", "swiss")],
            "field size",
        ),
        (
            [
                StagePlan("Q", 2, None, "none", "drawn"),
                StagePlan("S", 1, 8, "none", "swiss"),
                StagePlan("F", 1, 8, "none", "swiss"),
            ],
            "smaller",
        ),
    ],
)
def test_bad_plans_are_refused(make_event, plans, message):
    event = make_event(16)
    with pytest.raises(StageError, match=message):
        stage_plan_save(event=event, plans=plans, actor=None)


def test_finished_event_refuses_stage_changes(make_event):
    event = make_event(8)
    event.status = EventStatus.FINISHED
    event.save()
    with pytest.raises(EventClosed):
        stage_plan_save(event=event, plans=PLANS, actor=None)
