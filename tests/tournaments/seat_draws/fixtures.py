"""Fixtures for the seat draw pages and services: an event with its registered field."""

import pytest
from django.utils import translation

from tests.factories import EventFactory, HandFactory, HandResultFactory, MemberFactory
from tournaments.events.models import EventKind
from tournaments.events.services.registrations import participant_register
from tournaments.play.models import Seat, Table

#: The fixtures a test module takes with ``from ... import *`` (pytest finds them there).
__all__ = ["_english", "make_event"]


@pytest.fixture(autouse=True)
def _english(settings):
    """Assertions read the English messages; the site's default language is Dutch."""
    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def make_event(club):
    """``make_event(16, kind=..., table_policy=..., round_count=...)``: an event with
    that many registered members (and ``guests`` guests)."""

    def make(players: int, *, guests: int = 0, **fields):
        fields.setdefault("kind", EventKind.TOURNAMENT)
        event = EventFactory(club=club, **fields)
        members = MemberFactory.create_batch(players - guests, club=club)
        participant_register(
            event=event, members=members, guest_names=[f"Guest {i + 1}" for i in range(guests)]
        )
        return event

    return make


def play_table(table: Table, scores_by_position: dict[int, int] | None = None) -> None:
    """One hand at ``table``: seat at position i settles ``scores_by_position[i]``."""
    seats = list(Seat.objects.filter(table=table).order_by("position"))
    scores = scores_by_position or {}
    hand = HandFactory(table=table, number=1)
    for seat in seats:
        HandResultFactory(hand=hand, seat=seat, settlement=scores.get(seat.position, 0))
