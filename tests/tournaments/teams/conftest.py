"""Fixtures of the team tests: a tournament whose field comes in clubs."""

from __future__ import annotations

import pytest
from django.utils import translation

from tests.factories import EventFactory, MemberFactory
from tournaments.events.models import EventKind
from tournaments.events.services.registrations import participant_register
from tournaments.teams.services.teams import team_settings_set


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def team_event(club):
    """``team_event({"Oost": 4, "West": 4}, rounds=4)``: a tournament with teams on (size
    2-5) and that many members registered per club (``group``)."""

    def make(clubs: dict[str, int], *, rounds: int = 3, rule: str = "sum", best: int = 3):
        event = EventFactory(club=club, kind=EventKind.TOURNAMENT, round_count=rounds)
        for name, count in clubs.items():
            participant_register(
                event=event, members=MemberFactory.create_batch(count, club=club), group=name
            )
        team_settings_set(
            event=event,
            enabled=True,
            size_min=2,
            size_max=5,
            rule=rule,
            best_count=best,
            actor=None,
        )
        return event

    return make
