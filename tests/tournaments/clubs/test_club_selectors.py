"""The reads the views used to make themselves (issue 18: no ORM query in a view), now in
``tournaments/clubs/selectors/clubs.py``."""

import datetime

import pytest

from tests.factories import EventFactory, RoundFactory, SeasonFactory
from tournaments.events.models import EventKind
from tournaments.events.selectors.events import (
    club_current_season_year,
    club_events_planned,
    club_season_years,
    event_print_rounds,
)
from tournaments.events.selectors.rounds import event_has_hands
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db


def _played(table) -> None:
    hand_enter(table=table, entry={"result": {"kind": "draw"}})


@pytest.mark.parametrize(
    ("seasons", "played_in", "expected"),
    [
        ((), None, None),  # no season yet
        ((2025, 2026), None, 2026),  # nothing played: the newest season
        ((2025, 2026), 2025, 2025),  # the latest season with a played evening
        ((2024, 2025, 2026), 2025, 2025),
    ],
)
def test_club_current_season_year(club, seated_table, seasons, played_in, expected):
    made = {year: SeasonFactory(club=club, year=year) for year in seasons}
    event = seated_table.round.event
    if played_in is not None:
        event.season = made[played_in]
        event.kind = EventKind.CLUB_EVENING
        event.date = datetime.date(played_in, 6, 1)  # the hand entry starts the event
        event.save()
        _played(seated_table)
    assert club_current_season_year(club=club) == expected
    assert club_season_years(club=club) == sorted(seasons, reverse=True)


def test_event_has_hands_and_print_rounds(seated_table):
    event = seated_table.round.event
    RoundFactory(event=event, number=2)
    assert event_has_hands(event=event) is False
    assert [(r["number"], r["drawn"], r["played"]) for r in event_print_rounds(event=event)] == [
        (1, True, False),
        (2, False, False),
    ]
    _played(seated_table)
    assert event_has_hands(event=event) is True
    assert [(r["number"], r["drawn"], r["played"]) for r in event_print_rounds(event=event)] == [
        (1, True, True),
        (2, False, False),
    ]


def test_club_events_planned(club):
    planned = EventFactory(club=club)
    EventFactory(club=club, status="cancelled")
    assert club_events_planned(club=club) == [planned]
