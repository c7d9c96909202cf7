"""Two devices saving at once: one wins, the other is told, nothing is lost.

The threaded test runs on PostgreSQL only (real row locks, two connections); the
version-conflict tests run everywhere, SQLite included.
"""

import threading

import pytest
from django.db import connection

from tests.factories import ClubFactory, UserFactory
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_hand_entry import DRAW, win_by
from tournaments.audit.models import AuditEntry
from tournaments.play.models import Hand
from tournaments.play.services.corrections import hand_correct
from tournaments.play.services.hand_entry import HandConflict, hand_enter


def run_together(*jobs):
    """Run ``jobs`` in threads that start at the same moment; return what each gave."""
    barrier = threading.Barrier(len(jobs))
    outcomes: list = [None] * len(jobs)

    def runner(i, job):
        from django.db import connection as conn
        from django.utils import translation

        translation.activate("en")  # the active language is per thread
        try:
            barrier.wait(timeout=10)
            outcomes[i] = job()
        except Exception as exc:
            outcomes[i] = exc
        finally:
            conn.close()

    threads = [threading.Thread(target=runner, args=(i, j)) for i, j in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return outcomes


@pytest.mark.django_db(transaction=True)
@pytest.mark.postgres  # row locks
def test_two_devices_correct_the_same_hand_at_once():
    assert connection.vendor == "postgresql"
    table = seat_table(ClubFactory(slug="busy"), ruleset="nmb")
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    hand = hand_enter(table=table, entry=DRAW, entered_by=alice)
    outcomes = run_together(
        lambda: hand_correct(hand=hand, entry=win_by("S"), version=1, actor=alice),
        lambda: hand_correct(hand=hand, entry=win_by("W"), version=1, actor=bob),
    )
    conflicts = [o for o in outcomes if isinstance(o, HandConflict)]
    saved = [o for o in outcomes if isinstance(o, Hand)]
    assert len(saved) == 1 and len(conflicts) == 1, outcomes
    assert "Someone else changed hand 1" in conflicts[0].message
    assert conflicts[0].current.version == 2
    hand.refresh_from_db()
    assert hand.version == 2 and hand.winner_id == saved[0].winner_id
    assert AuditEntry.objects.filter(action="hand.correct").count() == 1


@pytest.mark.django_db(transaction=True)
@pytest.mark.postgres  # row locks
def test_two_devices_add_the_next_hand_at_once():
    table = seat_table(ClubFactory(slug="busier"), ruleset="nmb")
    alice, bob = UserFactory(username="alice2"), UserFactory(username="bob2")
    outcomes = run_together(
        lambda: hand_enter(table=table, entry=DRAW, entered_by=alice, number=1),
        lambda: hand_enter(table=table, entry=win_by("S"), entered_by=bob, number=1),
    )
    saved = [o for o in outcomes if isinstance(o, Hand)]
    conflicts = [o for o in outcomes if isinstance(o, HandConflict)]  # saved elsewhere
    assert len(saved) == 1 and len(conflicts) == 1, outcomes
    assert Hand.objects.filter(table=table).count() == 1


def test_a_stale_version_is_refused_on_any_database(nmb_table, scorekeeper, referee):
    hand = hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    hand_correct(hand=hand, entry=win_by("S"), version=hand.version, actor=referee)
    with pytest.raises(HandConflict):
        hand_correct(hand=hand, entry=DRAW, version=1, actor=scorekeeper)
    hand.refresh_from_db()
    assert hand.result_kind == "win" and hand.version == 2
