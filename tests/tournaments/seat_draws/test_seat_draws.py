"""seat_draw_create, round_reseat and the registrations that feed them."""

from collections import Counter

import pytest

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.core.choices import ReseatingMode
from tournaments.events.models import EventKind, EventParticipant, Round
from tournaments.events.services.registrations import participant_register, participant_withdraw
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.selectors.field import seat_key
from tournaments.seat_draws.services.draws import SeatDrawError, round_reseat, seat_draw_create

pytestmark = pytest.mark.django_db


def seats_by_round(event) -> dict[int, list[Seat]]:
    out: dict[int, list[Seat]] = {}
    for seat in Seat.objects.filter(round__event=event).select_related("round", "table"):
        out.setdefault(seat.round.number, []).append(seat)
    return out


def snapshot(event, number: int) -> set[tuple]:
    return {
        (s.table.number, s.position, s.wind, seat_key(s))
        for s in Seat.objects.filter(round__event=event, round__number=number).select_related(
            "table"
        )
    }


def field_keys(event) -> set[tuple]:
    return {
        ("m", p.member_id) if p.member_id else ("g", p.guest_name)
        for p in event.participants.filter(withdrew_after_round__isnull=True)
    }


@pytest.mark.parametrize(
    ("players", "guests", "rounds", "policy", "sizes", "byes"),
    [
        (16, 0, 5, "five_player", {4}, 0),
        (17, 2, 4, "five_player", {4, 5}, 0),
        (18, 0, 3, "three_player", {3, 4}, 0),
        (19, 1, 3, "bye", {4}, 3),
        (8, 0, 3, "five_player", {4}, 0),
        (7, 0, 2, "five_player", {3, 4}, 0),  # cannot seat 7 at 4s and 5s: automatic
        (5, 0, 2, "five_player", {5}, 0),
    ],
)
def test_draw_seats_everyone_once_per_round(
    make_event, players, guests, rounds, policy, sizes, byes
):
    event = make_event(players, guests=guests, round_count=rounds, table_policy=policy)

    result = seat_draw_create(event=event, seed=7)

    assert result.round_numbers == tuple(range(1, rounds + 1))
    by_round = seats_by_round(event)
    assert sorted(by_round) == list(range(1, rounds + 1))
    for seats in by_round.values():
        keys = [seat_key(s) for s in seats]
        assert len(keys) == len(set(keys)), "nobody sits twice in a round"
        assert set(keys) <= field_keys(event)
        assert len(field_keys(event)) - len(keys) == byes
        table_sizes = Counter(s.table_id for s in seats)
        assert set(table_sizes.values()) <= sizes
        for table_id in table_sizes:
            winds = sorted(s.wind for s in seats if s.table_id == table_id)
            assert winds == sorted("ESWNX"[: table_sizes[table_id]])


def test_sixteen_players_five_rounds_never_meet_twice(make_event):
    event = make_event(16, round_count=5)
    result = seat_draw_create(event=event, seed=1)
    assert result.quality.repeats == 0
    assert result.quality.max_meetings == 1
    assert max(result.quality.east_counts.values()) - min(result.quality.east_counts.values()) <= 1


def test_groups_do_not_meet(make_event, club):
    event = make_event(16, round_count=3)
    for i, participant in enumerate(event.participants.order_by("pk")):
        participant.group = f"club {i % 4}"
        participant.save()
    result = seat_draw_create(event=event, seed=3)
    assert result.quality.constraint_violations == 0
    groups = {p.member_id: p.group for p in EventParticipant.objects.filter(event=event)}
    for table in Table.objects.filter(round__event=event):
        seated = [groups[s.member_id] for s in table.seats.all()]
        assert len(seated) == len(set(seated))


def test_rounds_with_hands_are_never_redrawn(make_event):
    event = make_event(12, round_count=4)  # 12 players cannot play 4 rounds without repeats
    seat_draw_create(event=event, seed=1, time_budget=0.5)
    play_table(Table.objects.get(round__event=event, round__number=1, number=2))
    before = snapshot(event, 1)
    later_before = [snapshot(event, n) for n in (2, 3, 4)]

    result = seat_draw_create(event=event, seed=99, time_budget=0.5)

    assert result.round_numbers == (2, 3, 4)
    assert snapshot(event, 1) == before
    assert [snapshot(event, n) for n in (2, 3, 4)] != later_before


def test_nothing_left_to_draw(make_event):
    event = make_event(8, round_count=1)
    seat_draw_create(event=event, seed=1)
    for table in Table.objects.filter(round__event=event):
        play_table(table)
    with pytest.raises(SeatDrawError, match="nothing left to draw"):
        seat_draw_create(event=event)


def test_too_few_players(make_event):
    event = make_event(2)
    with pytest.raises(SeatDrawError, match="at least 3"):
        seat_draw_create(event=event)


def test_nobody_registered(make_event):
    event = make_event(0)
    with pytest.raises(SeatDrawError, match="add the participants first"):
        seat_draw_create(event=event)


@pytest.mark.parametrize("change", ["late arrival", "withdrawal"])
def test_change_mid_event_redraws_only_unplayed_rounds(make_event, club, change):
    event = make_event(16, round_count=5)
    seat_draw_create(event=event, seed=5)
    for table in Table.objects.filter(round__event=event, round__number__in=(1, 2)):
        play_table(table)
    played_before = [snapshot(event, 1), snapshot(event, 2)]

    if change == "late arrival":
        (changed,) = participant_register(event=event, guest_names=["Laat Komer"])
        assert changed.joined_round == 3
    else:
        changed = event.participants.order_by("pk").first()
        participant_withdraw(participant=changed)
        changed.refresh_from_db()
        assert changed.withdrew_after_round == 2
    key = ("m", changed.member_id) if changed.member_id else ("g", changed.guest_name)

    result = seat_draw_create(event=event, seed=6, time_budget=1.0)

    assert result.round_numbers == (3, 4, 5)
    assert [snapshot(event, 1), snapshot(event, 2)] == played_before
    by_round = seats_by_round(event)
    for number in (3, 4, 5):
        keys = {seat_key(s) for s in by_round[number]}
        assert keys == field_keys(event)
        assert (key in keys) == (change == "late arrival")
    for number in (1, 2):
        assert (key in {seat_key(s) for s in by_round[number]}) == (change == "withdrawal")


def test_withdrawing_someone_who_never_played_removes_them(make_event):
    event = make_event(9)
    participant = event.participants.first()
    assert participant_withdraw(participant=participant) is None
    assert event.participants.count() == 8


def test_register_is_idempotent_and_brings_back_the_withdrawn(make_event, club):
    event = make_event(4)
    member = event.participants.first().member
    assert participant_register(event=event, members=[member]) == []
    participant_register(event=event, guest_names=["Ann", " ann ", ""])
    assert event.participants.filter(member__isnull=True).count() == 1


# -- club evenings ------------------------------------------------------------------------

# Seat position 0..3 at every round-1 table scores 30, 10, -10, -30: position 0 wins.
WINNER_FIRST = {0: 30, 1: 10, 2: -10, 3: -30}


@pytest.mark.parametrize(
    "mode", [ReseatingMode.TABLE_POINTS, ReseatingMode.STANDINGS, ReseatingMode.RANDOM]
)
def test_club_evening_round_two_reseat(make_event, club, mode):
    club.reseating_mode = mode
    club.save()
    event = make_event(16, kind=EventKind.CLUB_EVENING, round_count=2)

    first = seat_draw_create(event=event, seed=11)
    assert first.round_numbers == (1,)
    assert not Round.objects.filter(event=event, number=2).exists()
    with pytest.raises(SeatDrawError, match="no results yet"):
        round_reseat(round_=Round.objects.create(event=event, number=2))

    winners, seconds = set(), set()
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table, WINNER_FIRST)
        seats = {s.position: seat_key(s) for s in table.seats.all()}
        winners.add(seats[0])
        seconds.add(seats[1])

    result = seat_draw_create(event=event, seed=12)  # the next round: reseated

    assert result.round_numbers == (2,)
    tables = {
        t.number: {seat_key(s) for s in t.seats.all()}
        for t in Table.objects.filter(round__event=event, round__number=2)
    }
    assert set().union(*tables.values()) == field_keys(event)
    if mode != ReseatingMode.RANDOM:
        assert tables[1] == winners
        assert tables[2] == seconds


def test_club_evening_reseat_refuses_round_one_and_played_rounds(make_event):
    event = make_event(8, kind=EventKind.CLUB_EVENING, round_count=2)
    seat_draw_create(event=event, seed=1)
    round_one = Round.objects.get(event=event, number=1)
    with pytest.raises(SeatDrawError, match="drawn, not reseated"):
        round_reseat(round_=round_one)


def test_new_rounds_share_the_event_time_on_five_minutes(make_event):
    import datetime

    from django.utils.timezone import localtime

    event = make_event(8, round_count=3)
    event.start_time, event.end_time = datetime.time(19, 30), datetime.time(23, 0)
    event.save()
    seat_draw_create(event=event, seed=1)
    times = [
        (localtime(r.starts_at).strftime("%H:%M"), localtime(r.ends_at).strftime("%H:%M"))
        for r in event.rounds.order_by("number")
    ]
    assert times == [("19:30", "20:40"), ("20:40", "21:50"), ("21:50", "23:00")]


def test_rounds_cannot_be_fewer_than_played(make_event):
    event = make_event(8, round_count=2)
    seat_draw_create(event=event, seed=1)
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table)
    with pytest.raises(SeatDrawError, match="nothing left to draw"):
        seat_draw_create(event=event, rounds=1)
    event.refresh_from_db()
    assert event.round_count == 2


def test_reseat_refuses_a_round_with_hands(make_event):
    event = make_event(8, kind=EventKind.CLUB_EVENING, round_count=2)
    seat_draw_create(event=event, seed=1)
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table)
    seat_draw_create(event=event, seed=2)
    round_two = Round.objects.get(event=event, number=2)
    play_table(round_two.tables.first())
    with pytest.raises(SeatDrawError, match="already has hands"):
        round_reseat(round_=round_two)
