"""A seating plan brought in from a file: each problem named by its row (and nothing stored),
export → import gives the same seating, and the preview's quality panel is the panel of the
same seating drawn by hand."""

import pytest

from tests.factories import EventFactory, HandFactory, MemberFactory
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.plan_helpers import csv_file, seating_of, xlsx_file
from tournaments.audit.models import AuditEntry
from tournaments.core.exports.renderers import render
from tournaments.events.models import EventKind
from tournaments.events.services.registrations import participant_register
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.exporters import SeatPlanExporter
from tournaments.seat_draws.plan_files import plan_file_read
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.selectors.plan_preview import seat_plan_lines, seat_plan_preview
from tournaments.seat_draws.selectors.plans import seat_plan_check
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seat_draws.services.errors import SeatDrawError
from tournaments.seat_draws.services.plans import seat_plan_use

pytestmark = pytest.mark.django_db


def _event(club, *, players=8, guests=0, rounds=2, policy="bye"):
    event = EventFactory(
        club=club, kind=EventKind.TOURNAMENT, round_count=rounds, table_policy=policy
    )
    members = [
        MemberFactory(club=club, first_name="Jan" if i < 2 else f"Speler{i}", last_name="Jansen")
        for i in range(players - guests)
    ]
    participant_register(
        event=event, members=members, guest_names=[f"Gast {i + 1}" for i in range(guests)]
    )
    return event, [m.member_number for m in members] + [f"Gast {i + 1}" for i in range(guests)]


def _base(p):
    """Two rounds of eight players at two tables of four."""
    return [
        [1, 1, 1, p[0]], [1, 1, 2, p[1]], [1, 1, 3, p[2]], [1, 1, 4, p[3]],
        [1, 2, 1, p[4]], [1, 2, 2, p[5]], [1, 2, 3, p[6]], [1, 2, 4, p[7]],
        [2, 1, 1, p[0]], [2, 1, 2, p[4]], [2, 1, 3, p[1]], [2, 1, 4, p[5]],
        [2, 2, 1, p[2]], [2, 2, 2, p[6]], [2, 2, 3, p[3]], [2, 2, 4, p[7]],
    ]  # fmt: skip


def _set(i, column, value):
    def change(rows, p):
        rows[i][column] = value(p) if callable(value) else value

    return change


def _move(i, *, table, seat):
    def change(rows, p):
        rows[i][1], rows[i][2] = table, seat

    return change


def _bye(*indexes):
    def change(rows, p):
        for i in indexes:
            rows[i][1], rows[i][2] = "bye", ""

    return change


def _withdraw_last(event):
    event.participants.filter(member__member_number=_numbers(event)[-1]).update(
        withdrew_after_round=1
    )


def _play_round_one(event):
    seat_plan_use(event=event, rows=plan_file_read(csv_file(_base(_numbers(event))), "p.csv"))
    HandFactory(table=Table.objects.get(round__event=event, round__number=1, number=1), number=1)


def _numbers(event):
    return sorted(event.participants.values_list("member__member_number", flat=True))


#: (what is wrong, table policy, setup of the event, change of the base rows, row, words)
PROBLEMS = [
    ("round beyond the event", "bye", None, _set(0, 0, "3"), 2, "is not a round of this event"),
    ("round not a number", "bye", None, _set(5, 0, "x"), 7, "is not a round of this event"),
    ("table not a number", "bye", None, _set(1, 1, "T1"), 3, "is not a table number"),
    ("seat not a seat", "bye", None, _set(2, 2, "9"), 4, "is not a seat"),
    ("unknown player", "bye", None, _set(3, 3, "9999"), 5, "is no player of this event"),
    ("name of two players", "bye", None, _set(3, 3, "jan  JANSEN"), 5, "names 2 players"),
    ("player missing", "bye", None, _set(0, 3, ""), 2, "The player is missing"),
    ("seat but no table", "bye", None, _set(0, 1, ""), 2, "A seat but no table"),
    ("formula typed in a CSV", "bye", None, _set(0, 0, "=1"), 2, "is a formula"),
    ("player twice in a round", "bye", None, _set(4, 3, lambda p: p[0]), 6, "in round 1 already (row 2)"),
    ("seat taken twice", "bye", None, _set(1, 2, "1"), 3, "seat 1 is taken already (row 2)"),
    ("table of five where the event has none", "bye", None, _move(4, table=1, seat=5), 2, "seats 1, 2, 3, 4, 5; a table has seats 1 to 4."),
    ("table of three", "five_player", None, _bye(7), 6, "a table has seats 1 to 4 or 1 to 5."),
    ("bye where the event has none", "five_player", None, _bye(7), 9, "plays without byes"),
    ("four byes in a round", "bye", None, _bye(4, 5, 6, 7), 9, "has 4 byes: at most 3"),
    ("withdrawn player", "bye", _withdraw_last, None, 17, "does not play round 2"),
    ("player left out", "bye", None, lambda rows, p: rows.pop(15), None, "Round 2 leaves out"),
    ("round with hands seated otherwise", "bye", _play_round_one, _set(0, 3, lambda p: p[4]), 2, "has hands already"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("policy", "setup", "change", "line", "words"),
    [case[1:] for case in PROBLEMS],
    ids=[case[0] for case in PROBLEMS],
)
def test_each_problem_is_named_by_its_row_and_changes_nothing(
    club, policy, setup, change, line, words
):
    event, players = _event(club, policy=policy)
    if setup is not None:
        setup(event)
    before = seating_of(event)
    rows = _base(players)
    if change is not None:
        change(rows, players)
    plan_rows = plan_file_read(csv_file(rows), "plan.csv")
    problems = seat_plan_check(event=event, rows=plan_rows).problems
    assert any(p.line == line and words in p.message for p in problems), problems
    with pytest.raises(SeatDrawError):
        seat_plan_use(event=event, rows=plan_rows)
    assert seating_of(event) == before


def test_the_base_plan_is_good_and_used(club):
    event, players = _event(club)
    plan = seat_plan_check(event=event, rows=plan_file_read(csv_file(_base(players)), "p.csv"))
    assert plan.ok, plan.problems
    assert seat_plan_use(event=event, rows=plan_file_read(csv_file(_base(players)), "p.csv")) == (
        1,
        2,
    )
    assert len(seating_of(event)) == 16
    entry = AuditEntry.objects.get(event=event, action="seat_plan")
    assert entry.after == {"rounds": [1, 2], "players": 8, "file": ""}


def test_a_played_round_in_the_file_as_it_was_played_stays(club):
    event, players = _event(club)
    _play_round_one(event)
    rows = _base(players)
    rows[8][3], rows[9][3] = rows[9][3], rows[8][3]  # round 2 changes
    plan_rows = plan_file_read(csv_file(rows), "p.csv")
    plan = seat_plan_check(event=event, rows=plan_rows)
    assert plan.ok and plan.kept == {1}
    assert seat_plan_use(event=event, rows=plan_rows) == (2,)


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
@pytest.mark.parametrize(
    ("players", "guests", "policy"),
    [(16, 2, "five_player"), (18, 3, "five_player"), (14, 1, "bye")],
)
def test_export_then_import_gives_the_same_seating(club, fmt, players, guests, policy):
    event, _players = _event(club, players=players, guests=guests, rounds=4, policy=policy)
    seat_draw_create(event=event, seed=1)
    drawn = seating_of(event)
    content, _renderer = render(SeatPlanExporter(event, seat_plan_lines(event=event)), fmt)
    seat_draw_create(event=event, seed=2)  # another seating
    assert seating_of(event) != drawn
    assert seat_plan_use(event=event, rows=plan_file_read(content, f"plan.{fmt}")) == (1, 2, 3, 4)
    assert seating_of(event) == drawn


def test_the_preview_panel_is_the_panel_of_the_same_seating_drawn_by_hand(club):
    """Three rounds of nine players (a five-table), with repeats: the preview's figures
    are those the draw page shows once the same tables are seated by hand."""
    event, p = _event(club, players=9, rounds=3, policy="five_player")
    rows = [
        [1, 1, 1, p[0]], [1, 1, 2, p[1]], [1, 1, 3, p[2]], [1, 1, 4, p[3]], [1, 1, 5, p[8]],
        [1, 2, 1, p[4]], [1, 2, 2, p[5]], [1, 2, 3, p[6]], [1, 2, 4, p[7]],
        [2, 1, 1, p[0]], [2, 1, 2, p[1]], [2, 1, 3, p[4]], [2, 1, 4, p[5]],
        [2, 2, 1, p[2]], [2, 2, 2, p[3]], [2, 2, 3, p[6]], [2, 2, 4, p[7]], [2, 2, 5, p[8]],
        [3, 1, "E", p[0]], [3, 1, "S", p[1]], [3, 1, "W", p[2]], [3, 1, "N", p[3]],
        [3, 2, "O", p[4]], [3, 2, "Z", p[5]], [3, 2, "W", p[6]], [3, 2, "N", p[7]], [3, 2, 5, p[8]],
    ]  # fmt: skip
    plan = seat_plan_check(event=event, rows=plan_file_read(xlsx_file(rows), "plan.xlsx"))
    assert plan.ok, plan.problems
    panel = seat_plan_preview(event=event, plan=plan).panel
    assert panel.quality.repeats > 0 and panel.repeated

    by_number = {p.member.member_number: p.member for p in event.participants.all()}
    winds = {1: "E", 2: "S", 3: "W", 4: "N", 5: "X"}
    seat_of = {"E": 1, "S": 2, "W": 3, "N": 4, "O": 1, "Z": 2}
    for number in (1, 2, 3):
        round_ = event.rounds.create(number=number)
        for table_number in (1, 2):
            table = Table.objects.create(round=round_, number=table_number)
            for r, t, s, player in rows:
                if (r, t) == (number, table_number):
                    position = seat_of.get(s, s)
                    Seat.objects.create(
                        table=table,
                        round=round_,
                        member=by_number[player],
                        wind=winds[position],
                        position=position - 1,
                    )
    drawn = seating_overview(event=event)
    assert panel.quality == drawn.quality
    assert panel.bounds == drawn.bounds
    assert panel.repeated == drawn.repeated
    assert panel.players == drawn.players
    assert panel.optimal == drawn.optimal
    assert panel.teammate_meetings == drawn.teammate_meetings


def test_a_row_with_a_problem_does_not_also_make_its_table_wrong(club):
    event, players = _event(club)
    rows = _base(players)
    rows[5][3] = "Nobody"
    problems = seat_plan_check(event=event, rows=plan_file_read(csv_file(rows), "p.csv")).problems
    assert [p.line for p in problems] == [7, None]  # the row, and round 1 leaving a player out


def test_the_draw_page_says_a_plan_from_a_file_until_the_next_draw(club):
    event, players = _event(club)
    seat_draw_create(event=event, seed=1)
    assert not seating_overview(event=event).brought_in
    seat_plan_use(event=event, rows=plan_file_read(csv_file(_base(players)), "p.csv"))
    overview = seating_overview(event=event)
    assert overview.brought_in and overview.seconds is None
    seat_draw_create(event=event, seed=1)
    assert not seating_overview(event=event).brought_in


def test_a_member_number_without_the_leading_zeros_a_spreadsheet_dropped(club):
    event, _ = _event(club)
    # numbers with leading zeros (the factory's sequence has none past 999 in a long run)
    members = list(club.members.filter(participations__event=event).order_by("pk"))
    for i, member in enumerate(members):
        member.member_number = f"00{i + 1:02d}"
        member.save(update_fields=["member_number"])
    players = [m.member_number for m in members]
    rows = _base([p.lstrip("0") for p in players])
    assert seat_plan_check(event=event, rows=plan_file_read(csv_file(rows), "p.csv")).ok


@pytest.mark.parametrize(
    ("column", "formula"), [(0, "=1+0"), (1, "=A1"), (2, "=1"), (3, '=HYPERLINK("x")')]
)
def test_a_formula_cell_is_one_problem_of_its_row(club, column, formula):
    """One clear message for the cell, by its row: the formula, never also its text read as
    a round, table, seat or player, nor the size of the table its row left."""
    event, players = _event(club)
    rows = _base(players)
    rows[4][column] = formula
    plan = seat_plan_check(event=event, rows=plan_file_read(csv_file(rows), "plan.csv"))
    named = [p for p in plan.problems if p.line is not None]
    assert len(named) == 1 and named[0].line == 6, plan.problems
    assert "cell is a formula: type its value instead" in named[0].message
    # what follows from the row left out: its player is not seated in round 1
    assert [p.message for p in plan.problems if p.line is None] == [
        "Round 1 leaves out: Speler4 Jansen."
    ]
