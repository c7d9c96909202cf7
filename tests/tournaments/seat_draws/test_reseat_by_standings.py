"""A club evening reseated by standings follows the standings page: one standings.

Round 1 seats eight players at two tables, A (table 1) and B (table 2); a seat is named by
its table and position ("B2": table B, position 2). Table B's second and third players tie
on hand score, so they share table points and land on the cut between round 2's tables 1
and 2: a penalty or the club's tie-break chain decides who goes up. Each case is played
in both directions, so a reseat that ranked by table points and score alone (and then by
key) would get one of them wrong.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments import seating
from tournaments.core.choices import PenaltyMode, ReseatingMode
from tournaments.events.models import Event, EventKind, Round
from tournaments.penalties.reasons import reason_ids
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Hand, HandResult, HandResultKind, Table
from tournaments.reports.selectors.results import event_report
from tournaments.seat_draws.selectors.field import PlayerKey, seat_key, standing_key
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db

#: one hand: (the winner's position and the points of his hand, or None for a draw;
#: each position's settlement, summing to 0)
HandPlay = tuple[tuple[int, int] | None, tuple[int, int, int, int]]

#: table A: 4-2-1-0 table points, no ties: 40, 10, -10, -40
TABLE_A: tuple[HandPlay, ...] = (((0, 8), (40, 10, -10, -40)),)
#: table B: 50, 0, 0, -50 from one hand: B2 and B3 share 2nd place (1½ table points each)
TABLE_B_ONE_HAND: tuple[HandPlay, ...] = (((0, 8), (50, 0, 0, -50)),)
#: table B: the same totals from three hands: B2 wins two small hands, B3 one big hand
TABLE_B_THREE_HANDS: tuple[HandPlay, ...] = (
    ((1, 8), (10, 10, -10, -10)),
    ((1, 8), (10, 10, -10, -10)),
    ((2, 16), (30, -20, 20, -30)),
)
DEFAULT_CHAIN = "table_points,score,firsts,seconds,best_hand,name"


@dataclass(frozen=True)
class Case:
    table_b: tuple[HandPlay, ...]
    expected: str  # the standings after round 1, best first
    penalty: str | None = None  # the seat that gets a 5-point penalty
    chain: str = DEFAULT_CHAIN


CASES = {
    # (a) a penalty counts in the score, the first tie-break after table points
    "penalty on B2": Case(TABLE_B_ONE_HAND, "B1 A1 A2 B3 B2 A3 A4 B4", penalty="B2"),
    "penalty on B3": Case(TABLE_B_ONE_HAND, "B1 A1 A2 B2 B3 A3 A4 B4", penalty="B3"),
    # (b) equal on table points and score: the club's chain decides
    "best single hand": Case(TABLE_B_THREE_HANDS, "B1 A1 A2 B3 B2 A3 A4 B4"),
    "most hands won": Case(
        TABLE_B_THREE_HANDS,
        "B1 A1 A2 B2 B3 A3 A4 B4",
        chain="table_points,score,hands_won,best_hand",
    ),
}


def play(table: Table, hands: tuple[HandPlay, ...]) -> None:
    seats = list(table.seats.order_by("position"))
    for number, (win, settlements) in enumerate(hands, start=1):
        winner = seats[win[0]] if win else None
        hand = Hand.objects.create(
            table=table,
            number=number,
            result_kind=HandResultKind.WIN if winner else HandResultKind.DRAW,
            winner=winner,
            entry={"result": {"kind": "win" if winner else "draw"}},
        )
        for seat, settlement in zip(seats, settlements, strict=True):
            points = win[1] if win and seat == winner else 0
            HandResult.objects.create(hand=hand, seat=seat, settlement=settlement, points=points)


def seats_by_label(event: Event) -> dict[str, PlayerKey]:
    """Round 1's seats named "A1" ... "B4"."""
    return {
        f"{'AB'[table.number - 1]}{seat.position + 1}": seat_key(seat)
        for table in Table.objects.filter(round__event=event, round__number=1)
        for seat in table.seats.all()
    }


@pytest.mark.parametrize("guests", [0, 3], ids=["members", "with guests"])
@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_reseat_by_standings_follows_the_standings_page(
    make_event, club, monkeypatch, case, guests
):
    club.reseating_mode = ReseatingMode.STANDINGS
    club.standings_tie_breaks = case.chain
    club.save()
    event = make_event(8, guests=guests, kind=EventKind.CLUB_EVENING, round_count=2)
    event.penalty_mode = PenaltyMode.DEDUCTED
    event.save()
    seat_draw_create(event=event, seed=3)
    label = seats_by_label(event)
    tables = {t.number: t for t in Table.objects.filter(round__event=event, round__number=1)}
    play(tables[1], TABLE_A)
    play(tables[2], case.table_b)
    if case.penalty:
        table = tables["AB".index(case.penalty[0]) + 1]
        penalty_give(
            table=table,
            seat_id=table.seats.get(position=int(case.penalty[1]) - 1).pk,
            points=5,
            reason=reason_ids(event.ruleset)[0],
        )
    page = [standing_key(row.player) for row in event_report(event=event).rows]
    rankings: list[list[seating.PlayerId]] = []
    reseat = seating.reseat_by_ranking

    def spy(ranking, **kwargs):
        rankings.append(list(ranking))
        return reseat(ranking, **kwargs)

    monkeypatch.setattr(seating, "reseat_by_ranking", spy)

    result = seat_draw_create(event=event, seed=4)  # round 2: reseated by standings

    expected = [label[name] for name in case.expected.split()]
    assert result.round_numbers == (2,)
    assert page == expected
    assert rankings == [page]
    round_two = Round.objects.get(event=event, number=2)
    assert [{seat_key(s) for s in t.seats.all()} for t in round_two.tables.order_by("number")] == [
        set(expected[:4]),
        set(expected[4:]),
    ]
