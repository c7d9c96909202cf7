"""A round's clock changes every table page of the round (their headers follow their
table's topic, docs/live.md): starting, closing and giving the round another length
announce each of its tables' topics once the change commits."""

from __future__ import annotations

import pytest

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.core.live import event_topic, table_topic
from tournaments.events.services.lifecycle import round_start
from tournaments.events.services.round_lifecycle import round_close_transition
from tournaments.play.services.clock import round_minutes_set
from tournaments.play.services.tables import table_seat


def _start(round_, director) -> None:
    round_start(round_=round_, actor=director, confirm_date=True)


def _length(round_, director) -> None:
    _start(round_, director)
    round_minutes_set(round_=round_, minutes=60, actor=director)


def _close(round_, director) -> None:
    _start(round_, director)
    round_close_transition(round_=round_, actor=director, finish_event=False)


@pytest.mark.parametrize("change", [_start, _length, _close])
@pytest.mark.django_db
def test_a_round_change_reaches_each_of_its_tables(
    memory_broker, django_capture_on_commit_callbacks, change
) -> None:
    club = ClubFactory()
    round_ = RoundFactory(event__club=club, number=1)
    tables = [
        table_seat(round_=round_, number=n, sitters=MemberFactory.create_batch(4, club=club))
        for n in (1, 2)
    ]
    director = UserFactory(roles=["referee"])
    MemberFactory(club=club, user=director)
    memory_broker._backlog.clear()

    with django_capture_on_commit_callbacks(execute=True):
        change(round_, director)

    heard = set(memory_broker._backlog)
    assert {table_topic(t.pk) for t in tables} <= heard
    assert event_topic(round_.event_id) in heard
