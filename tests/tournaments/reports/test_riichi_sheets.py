"""The riichi score sheet (issue 52, "printouts"): the blank sheet has the columns of the
game at the table (dealer, counters, sticks, result, han/fu, each player's change and running
score from the starting score) and uma, oka, the sticks left and the table result under it;
the filled sheet shows the same figures as the standings. The other rulesets' sheet stays
as it was. Drawn from what the ruleset declares (``reports.game_sheets``)."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import pytest

from scoring.engine import get_ruleset
from scoring.engine.registry import ruleset_ids
from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.tournaments.riichi_tournament import (
    draw,
    finished_riichi_tournament,
    ron_from_tiles,
)
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments.events.models import Event, EventKind
from tournaments.events.services.registrations import participant_register
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.reports.game_sheets import plays_a_game
from tournaments.reports.printing import score_sheets_pdf
from tournaments.reports.selectors.results import table_results
from tournaments.reports.sheets import round_sheets
from tournaments.reports.table_points import UNIT
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db

TEMPLATES = Path(__file__).resolve().parents[3] / "templates" / "print"
#: the other rulesets' score sheet, byte for byte as before the riichi sheet: a change to it
#: is a change to every club's printout, made on purpose (then update this digest)
SCORE_SHEETS_SHA256 = "2f5c0661668b6e46ca142e9612b26e2be3ea100707a4c8ad65e410f822d8a6d7"


def text(pdf: bytes, tmp_path: Path, name: str = "sheet") -> str:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True, text=True
    ).stdout


def page_count(pdf: bytes, tmp_path: Path) -> int:
    path = tmp_path / "count.pdf"
    path.write_bytes(pdf)
    info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True, text=True)
    return int(next(line for line in info.stdout.splitlines() if line.startswith("Pages:"))[6:])


def one_riichi_table() -> tuple[Event, Table]:
    club = ClubFactory(slug="rsheet-club")
    members = [MemberFactory(club=club) for _ in range(4)]
    event = EventFactory(club=club, kind=EventKind.TOURNAMENT, ruleset="riichi", round_count=1)
    participant_register(event=event, members=members)
    seat_draw_create(event=event, seed=3)
    return event, Table.objects.get(round__event=event)


def with_riichi(entry: dict[str, object], *seats: str) -> dict[str, object]:
    return {**entry, "riichi": {"riichi": list(seats)}}


@pytest.fixture
def counters_and_sticks():
    """A draw with East in riichi and tenpai (East deals again: one counter, one stick on
    the table), a ron of South that takes the stick, a draw with North in riichi: the game
    ends with a counter and North's stick on the table."""
    event, table = one_riichi_table()
    for entry in (
        with_riichi(draw(("E",)), "E"),
        ron_from_tiles("S", "W"),
        with_riichi(draw(("N",)), "N"),
    ):
        table.refresh_from_db()
        hand_enter(table=table, entry=entry)
    return event


def test_the_blank_riichi_sheet_has_the_game_columns(tmp_path):
    event, _table = one_riichi_table()
    for lang, words in {
        "en": ["Dealer", "Starting score", "ron · tsumo · draw", "han / fu", "Uma (by place)"],
        "nl": ["Gever", "Beginstand", "ron · tsumo · remise", "han / fu", "Uma (naar plaats)"],
        "de": ["Geber", "Startpunkte", "Ron · Tsumo · Remis", "han / fu", "Uma (nach Platz)"],
    }.items():
        pdf = score_sheets_pdf(event=event, round_number=1, lang=lang)
        page = text(pdf, tmp_path, lang)
        assert page.count("30000") == 4, lang
        for word in words:
            assert word in page, (lang, word)
        assert page_count(pdf, tmp_path) == 1, lang  # one A4 page per table


def test_the_filled_sheet_carries_counters_and_sticks(counters_and_sticks, tmp_path):
    (sheet,) = round_sheets(event=counters_and_sticks, round_number=1, filled=True)
    game = sheet.game
    assert game is not None and game.carried_keys == ["honba", "riichi_sticks"]
    assert [h.carry for h in game.hands] == [(0, 0), (1, 1), (0, 0)]
    assert [h.result for h in game.hands] == ["draw", "ron", "draw"]
    for number, hand in enumerate(game.hands):
        changes = [c.settlement for c in sheet.hands[number].cells]
        before = game.hands[number - 1].scores if number else (game.start,) * 4
        assert hand.scores == tuple(b + c for b, c in zip(before, changes, strict=True))
    assert list(game.hands[-1].scores) == game.finals == [30_000 + t for t in sheet.totals]
    assert game.left == 1_000  # North's stick
    parts = dict(game.parts)
    assert list(parts) == ["Uma (by place)", "Oka (to the first)", "Sticks left (to the first)"]
    assert sorted(parts["Uma (by place)"]) == [-15_000, -5_000, 5_000, 15_000]
    assert sum(parts["Sticks left (to the first)"]) == 1_000  # EMA: to the winner
    assert game.results == [
        t + sum(p[i] for p in parts.values()) for i, t in enumerate(sheet.totals)
    ]
    page = text(score_sheets_pdf(event=counters_and_sticks, round_number=1, filled=True), tmp_path)
    assert "Left on the table at the end: 1000 points." in page


def test_the_filled_sheet_shows_the_standings_figures(riichi_tournament):
    event = riichi_tournament
    standings = {
        (s.round_number, s.table_number, s.wind): s
        for t in table_results(event_ids=[event.pk], scheme=event.club.table_points_scheme)
        for s in t.seats
    }
    compared = 0
    for number in (1, 2):
        for sheet in round_sheets(
            event=event, round_number=number, filled=True, scheme=event.club.table_points_scheme
        ):
            assert sheet.game is not None and len(sheet.game.hands) == 3
            for i, seat in enumerate(sheet.seats):
                seat_result = standings[(number, sheet.table_number, seat.wind)]
                assert sheet.game.results[i] == seat_result.score
                assert sheet.places[i] == seat_result.place
                assert sheet.table_points[i] * UNIT == seat_result.tp_units
                compared += 1
    assert compared == 16


def test_a_chombo_comes_after_uma_as_in_the_standings(counters_and_sticks, tmp_path):
    event = counters_and_sticks
    table = Table.objects.get(round__event=event)
    east = table.seats.get(wind="E")
    penalty_give(table=table, seat_id=east.pk, points=20_000, reason="false_claim")
    (sheet,) = round_sheets(event=event, round_number=1, filled=True)
    game = sheet.game
    assert game is not None and game.penalties == [-20_000, 0, 0, 0]
    (standing,) = table_results(event_ids=[event.pk], scheme="none", full=True)
    by_wind = {s.wind: s.score for s in standing.seats}
    assert game.results == [by_wind[seat.wind] for seat in sheet.seats]
    for lang in ("en", "nl"):
        pdf = score_sheets_pdf(event=event, round_number=1, filled=True, lang=lang)
        assert page_count(pdf, tmp_path) == 1, lang
    page = text(pdf, tmp_path)
    assert "Strafpunten" in page and "−20000" in page


@pytest.fixture
def riichi_tournament():
    return finished_riichi_tournament(ClubFactory(slug="rsheet-standings"))


def test_no_other_ruleset_plays_a_game_on_its_sheet():
    assert [r for r in ruleset_ids() if plays_a_game(get_ruleset(r))] == ["riichi"]


def test_the_other_rulesets_sheet_is_unchanged(make_event):
    digest = hashlib.sha256((TEMPLATES / "score_sheets.html").read_bytes()).hexdigest()
    assert digest == SCORE_SHEETS_SHA256
    event = make_event(8, round_count=1, ruleset="mcr")
    seat_draw_create(event=event, seed=3)
    sheets = round_sheets(event=event, round_number=1)
    assert sheets and all(sheet.game is None for sheet in sheets)
