"""An event in stages: export → import → export gives the same file, stages and cut
included (who made it and how)."""

import pytest

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.stages.flow import PLANS
from tests.tournaments.stages.flow import play_round_entered as play_round
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.stages.models import Stage, StageEntrant
from tournaments.stages.selectors.stages import cut_view
from tournaments.stages.services.cut import stage_cut_make
from tournaments.stages.services.plan import stage_plan_save
from tournaments.transfer import dumps, event_export, event_import

pytestmark = pytest.mark.django_db


def test_stages_round_trip_byte_identical(make_event):
    event = make_event(16, round_count=2)
    semi = stage_plan_save(event=event, plans=PLANS, actor=None)[1]
    seat_draw_create(event=event, seed=2)
    play_round(event, 1)
    play_round(event, 2)
    rule = "lots" if cut_view(stage=semi).preview.tie else "no_tie"
    stage_cut_make(stage=semi, rule=rule, seed="5", actor=None)
    first = dumps(event_export(event=event))
    assert '"stages"' in first and '"via"' in first
    imported = event_import(data=__import__("json").loads(first), replace=True).event
    assert Stage.objects.filter(event=imported).count() == 3
    assert StageEntrant.objects.filter(stage__event=imported).count() == 8
    assert dumps(event_export(event=imported)) == first
