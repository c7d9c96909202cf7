"""The same results always give the same ratings, whatever the order they were entered in
and whatever was corrected on the way (``ratings.selectors.club_ratings_compute``)."""

import datetime
import random

import pytest

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory
from tournaments.events.models import Event, EventStatus
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.ratings.selectors import club_ratings, club_ratings_compute

pytestmark = pytest.mark.django_db

EVENTS, TABLES, ROUNDS, HANDS = 3, 2, 2, 3
START = datetime.date(2026, 2, 3)


def quick(winner: str, points: dict[str, int]) -> dict:
    return {
        "players": {w: {} for w in "ESWN"},
        "result": {"kind": "win", "winner": winner, "self_drawn": True},
        "quick": {"points": points},
    }


def _plan(seed: int = 7):
    """Per event, round, table: the sitters (member indices) and the hands' entries."""
    rng = random.Random(seed)
    plan = {}
    for e in range(EVENTS):
        for r in range(1, ROUNDS + 1):
            order = list(range(8))
            rng.shuffle(order)
            for t in range(1, TABLES + 1):
                hands = [
                    quick(rng.choice("ESWN"), {w: rng.randrange(0, 80, 2) for w in "ESWN"})
                    for _ in range(HANDS)
                ]
                plan[(e, r, t)] = (order[(t - 1) * 4 : t * 4], hands)
    return plan


def _build(slug: str, *, reverse: bool, plan) -> tuple:
    """A club that played ``plan``; with ``reverse`` the events, tables and hands are
    entered in another order, with wrong entries corrected back and a hand deleted."""
    club = ClubFactory(slug=slug, public_results=True)
    members = MemberFactory.create_batch(8, club=club)
    events = {}
    for e in reversed(range(EVENTS)) if reverse else range(EVENTS):
        events[e] = EventFactory(club=club, date=START + datetime.timedelta(weeks=e), ruleset="nmb")
    keys = sorted(plan, reverse=reverse)
    for e, r, t in keys:
        sitters, hands = plan[(e, r, t)]
        round_ = events[e].rounds.filter(number=r).first() or RoundFactory(
            event=events[e], number=r
        )
        table = table_seat(round_=round_, number=t, sitters=[members[i] for i in sitters])
        if not reverse:
            for entry in hands:
                hand_enter(table=table, entry=entry)
            continue
        # a first hand with the right winner (who deals next follows the winner) and wrong
        # points, corrected later; a hand entered twice, deleted
        wrong = quick(hands[0]["result"]["winner"], {"E": 0, "S": 0, "W": 0, "N": 200})
        first = hand_enter(table=table, entry=wrong)
        extra = hand_enter(table=table, entry=hands[1])
        hand_delete(hand=extra, version=extra.version, actor=None)
        for entry in hands[1:]:
            hand_enter(table=table, entry=entry)
        first.refresh_from_db()
        hand_correct(hand=first, entry=hands[0], version=first.version, actor=None)
        first.refresh_from_db()  # correct it away and back again
        hand_correct(hand=first, entry=wrong, version=first.version, actor=None)
        first.refresh_from_db()
        hand_correct(hand=first, entry=hands[0], version=first.version, actor=None)
    Event.objects.filter(club=club).update(status=EventStatus.FINISHED)
    return club, members, events


def _comparable(ratings, members, events):
    """The ratings with members and events named by their place in the plan, not their ids."""
    member_index = {f"m{m.pk}": i for i, m in enumerate(members)}
    event_index = {ev.pk: e for e, ev in events.items()}
    return {
        family: {
            member_index[key]: [
                (p.date, event_index[p.event_id], p.round_number, p.place, p.rating) for p in points
            ]
            for key, points in book.history.items()
        }
        for family, book in ratings.families.items()
    }


def test_two_orders_of_entry_and_corrections_give_identical_ratings():
    plan = _plan()
    club_a, members_a, events_a = _build("order-a", reverse=False, plan=plan)
    club_b, members_b, events_b = _build("order-b", reverse=True, plan=plan)
    a = _comparable(club_ratings_compute(club=club_a), members_a, events_a)
    b = _comparable(club_ratings_compute(club=club_b), members_b, events_b)
    assert set(a) == {"dutch"}
    assert len(a["dutch"]) == 8 and all(len(h) == EVENTS * ROUNDS for h in a["dutch"].values())
    assert a == b


def test_the_cache_follows_every_change(django_assert_max_num_queries):
    plan = _plan()
    club, _members, events = _build("cached", reverse=False, plan=plan)
    first = club_ratings(club=club)
    with django_assert_max_num_queries(2):  # the change stamp only
        assert club_ratings(club=club) is not None
    hand = events[0].rounds.get(number=1).tables.get(number=1).hands.get(number=1)
    Event.objects.filter(pk=events[0].pk).update(status=EventStatus.IN_PROGRESS)
    hand_correct(
        hand=hand,
        entry=quick("E", {"E": 500, "S": 0, "W": 0, "N": 0}),
        version=hand.version,
        actor=None,
    )
    Event.objects.filter(pk=events[0].pk).update(status=EventStatus.FINISHED)
    after = club_ratings(club=club)
    assert after.families["dutch"].history != first.families["dutch"].history
    assert after == club_ratings_compute(club=club)
