"""Issue 54 finding 2: a seat draw asking for fewer (or more) rounds on a tournament in
stages changed the event's round count, and ``verify`` then reported "the stages play 4
rounds, the event 2". The draw now refuses a round count other than the stages' total."""

from __future__ import annotations

import pytest

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.stages.flow import PLANS
from tournaments.events.models import Event, Round
from tournaments.integrity.stages import stage_issues
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seat_draws.services.errors import SeatDrawError
from tournaments.stages.services.plan import stage_plan_save

pytestmark = pytest.mark.django_db


@pytest.fixture
def staged(make_event) -> Event:
    event = make_event(16, round_count=2)
    stage_plan_save(event=event, plans=PLANS, actor=None)  # 2 + 1 + 1 rounds
    event.refresh_from_db()
    assert event.round_count == 4
    return event


@pytest.mark.parametrize("rounds", [1, 2, 3, 5, 8])
def test_a_draw_cannot_change_a_staged_tournaments_rounds(staged, rounds):
    with pytest.raises(SeatDrawError, match="stages of 4 rounds"):
        seat_draw_create(event=staged, seed=1, rounds=rounds)
    staged.refresh_from_db()
    assert staged.round_count == 4
    assert not Round.objects.filter(event=staged).exists()
    assert stage_issues(staged) == []


@pytest.mark.parametrize("rounds", [None, 4])
def test_a_draw_of_the_stages_rounds_keeps_verify_clean(staged, rounds):
    result = seat_draw_create(event=staged, seed=1, rounds=rounds)
    assert result.round_numbers == (1, 2)  # the first stage's
    staged.refresh_from_db()
    assert staged.round_count == 4
    assert stage_issues(staged) == []


def test_a_tournament_without_stages_still_takes_any_round_count(make_event):
    event = make_event(8, round_count=4)
    seat_draw_create(event=event, seed=1, rounds=2)
    event.refresh_from_db()
    assert event.round_count == 2
