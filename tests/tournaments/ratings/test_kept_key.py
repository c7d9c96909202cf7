"""The club rating is kept under what it is computed from, the club's finished events
(``ratings.selectors.club_ratings``): a hand saved at tonight's evening does not compute it
again (at 1 M hands that was most of the first visit after every hand), and every change
of what it counts shows at once."""

from __future__ import annotations

import datetime

import pytest

from tests.factories import EventFactory, RoundFactory
from tests.tournaments.ratings.test_replay import _build, _plan, quick
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Club
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.play.models import Hand
from tournaments.play.services.corrections import hand_delete
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.ratings.selectors import club_ratings, club_ratings_compute
from tournaments.reports.selectors.kept import club_change_stamp, kept_clear

pytestmark = pytest.mark.django_db


@pytest.fixture
def club():
    club, members, _events = _build("kept-key", reverse=False, plan=_plan())
    tonight = EventFactory(club=club, date=datetime.date(2026, 3, 31), ruleset="nmb")
    Event.objects.filter(pk=tonight.pk).update(status=EventStatus.IN_PROGRESS)
    table = table_seat(round_=RoundFactory(event=tonight, number=1), number=1, sitters=members[:4])
    hand_enter(table=table, entry=quick("E", {"E": 40, "S": 0, "W": 0, "N": 0}))
    kept_clear()
    return club


def _tonight(club: Club) -> Event:
    return Event.objects.get(club=club, status=EventStatus.IN_PROGRESS)


def test_a_hand_at_tonight_s_evening_keeps_the_rating(club, django_assert_max_num_queries):
    first = club_ratings(club=club)
    stamp = club_change_stamp(club=club)
    table = _tonight(club).rounds.get().tables.get()
    hand_enter(table=table, entry=quick("S", {"E": 0, "S": 30, "W": 0, "N": 0}))
    assert (
        club_change_stamp(club=club) != stamp
    )  # what counts tonight (the API season statistics) starts anew
    with django_assert_max_num_queries(1):  # the finished events' stamp only
        assert club_ratings(club=club) is first
    assert first == club_ratings_compute(club=club)


def _finish_tonight(club: Club) -> None:
    event_status_move(
        event=_tonight(club), status=EventStatus.FINISHED, actor=None, action="event.finish"
    )


def _reopen_one(club: Club) -> None:
    event = Event.objects.filter(club=club, status=EventStatus.FINISHED).first()
    event_status_move(event=event, status=EventStatus.IN_PROGRESS, actor=None, action="reopen")


def _rename_one(club: Club) -> None:
    Event.objects.filter(club=club, status=EventStatus.FINISHED).update(name="Renamed")


def _delete_a_finished_hand(club: Club) -> None:
    """As the replay test corrects one: its status moved round the service, so that
    ``finished_at`` stays and only the hands' count tells."""
    event = Event.objects.filter(club=club, status=EventStatus.FINISHED).first()
    Event.objects.filter(pk=event.pk).update(status=EventStatus.IN_PROGRESS)
    hand = Hand.objects.filter(table__round__event=event).first()
    hand_delete(hand=hand, version=hand.version, actor=None)
    Event.objects.filter(pk=event.pk).update(status=EventStatus.FINISHED)


def _tie_breaks(club: Club) -> None:
    club.standings_tie_breaks = "score,table_points,firsts,name"
    club.save(update_fields=["standings_tie_breaks"])


def _club_audit(club: Club) -> None:  # a write about the club itself (a member merged, …)
    audit_record(actor=None, action="update", obj=club, club=club)


@pytest.mark.parametrize(
    ("change", "figures_change"),
    [
        (_finish_tonight, True),  # tonight's tables count from now on
        (_reopen_one, True),  # a reopened event counts no more until finished again
        (_rename_one, True),  # the events' list shows the new name
        (_delete_a_finished_hand, True),
        (_tie_breaks, False),  # the places in each event's standings may change
        (_club_audit, False),  # whatever a write about the club changed
    ],
)
def test_a_change_of_what_it_counts_shows_at_once(club, change, figures_change):
    first = club_ratings(club=club)
    change(club)
    club.refresh_from_db()
    after = club_ratings(club=club)
    assert after is not first  # computed again, not the kept one
    assert after == club_ratings_compute(club=club)
    if figures_change:
        assert after != first
