"""``manage.py verify`` checks stages: a clean staged event passes; a stranger seated in
a later stage, or a cut of the wrong size, is reported."""

import pytest

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.stages.flow import play_round
from tournaments.integrity.stages import stage_issues
from tournaments.play.models import Seat
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.stages.models import StageEntrant
from tournaments.stages.services.cut import stage_cut_make
from tournaments.stages.services.plan import StagePlan, stage_plan_save
from tournaments.stages.services.seating import stage_round_seat

pytestmark = pytest.mark.django_db


def test_stage_issues(make_event):
    event = make_event(8, round_count=2)
    plans = [StagePlan("Q", 1, None, "none", "drawn"), StagePlan("F", 1, 4, "none", "fixed")]
    final = stage_plan_save(event=event, plans=plans, actor=None)[1]
    seat_draw_create(event=event, seed=4)
    play_round(event, 1, {0: 40, 1: 10, 2: -20, 3: -30})
    stage_cut_make(stage=final, rule="no_tie", actor=None)
    stage_round_seat(stage=final, actor=None)
    assert stage_issues(event) == []
    StageEntrant.objects.filter(stage=final, seed=4).delete()
    problems = [i.problem for i in stage_issues(event)]
    assert any("3 players through" in p for p in problems)
    assert any("did not make the cut" in p for p in problems)
    assert Seat.objects.filter(round__number=2).count() == 4
