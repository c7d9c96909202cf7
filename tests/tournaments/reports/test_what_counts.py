"""What counts: only finished evenings in season standings, trophies and the challenge cup;
in an evening's standings a player who played no hand ranks after everyone who played."""

import datetime

import pytest
from django.urls import reverse

from tests.factories import EventFactory, MemberFactory, RoundFactory, SeasonFactory
from tests.tournaments.reports.test_standings import PLAYERS, names, table
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.exporters import EventStandingsExporter
from tournaments.reports.rows import SeatResult, TableResult
from tournaments.reports.selectors.results import event_report, season_report
from tournaments.reports.selectors.trophies import trophy_report
from tournaments.reports.standings import DEFAULT_TIE_BREAKS, event_standings

WIN_E = {
    "players": {w: {} for w in "ESWN"},
    "result": {"kind": "win", "winner": "E", "self_drawn": True},
    "quick": {"points": {"E": 40, "S": 10, "W": 0, "N": 0}},
}


def empty_table(event_id: int, round_number: int, number: int, keys: str) -> TableResult:
    """A table where nobody entered a hand."""
    return TableResult(
        event_id=event_id,
        round_number=round_number,
        table_number=number,
        table_id=event_id * 100 + round_number * 10 + number,
        scheme="4-2-1-0",
        seats=tuple(
            SeatResult(
                event_id=event_id,
                round_number=round_number,
                table_number=number,
                table_id=0,
                wind="ESWN"[i],
                player=PLAYERS[key],
                score=0,
                hands=0,
                hands_won=0,
                best_hand=0,
                tp_units=0,
                place=None,
            )
            for i, key in enumerate(keys)
        ),
    )


def test_a_player_without_hands_ranks_after_every_player_who_played():
    tables = [
        table(1, 1, 1, {"a": 100, "b": -20, "c": -30, "d": -50}),
        empty_table(1, 1, 2, "efgh"),  # never started: 0 points must not beat a loss
    ]
    rows = event_standings(tables, DEFAULT_TIE_BREAKS)
    assert [key for _rank, key in names(rows)] == list("abcdefgh")
    assert [r.played for r in rows] == [True] * 4 + [False] * 4
    assert rows[4].rank == 5 and rows[-1].rank == 5  # the four share the first rank after


@pytest.fixture
def season(club):
    return SeasonFactory(club=club, year=2026)


def evening(club, season, day, status, *, entry=None):
    """A club evening of ``status`` where the first of four members wins a hand."""
    event = EventFactory(
        club=club, season=season, date=datetime.date(2026, 3, day), status=EventStatus.PLANNED
    )
    members = MemberFactory.create_batch(4, club=club)
    round_ = RoundFactory(event=event, number=1)
    seated = table_seat(round_=round_, number=1, sitters=members)
    hand_enter(table=seated, entry=entry or WIN_E)
    event.status = status
    event.save(update_fields=["status"])
    return event


@pytest.mark.parametrize(
    ("statuses", "counted"),
    [
        ((EventStatus.FINISHED, EventStatus.FINISHED), 2),
        ((EventStatus.FINISHED, EventStatus.IN_PROGRESS), 1),  # only round 1 of 3 played
        ((EventStatus.IN_PROGRESS, EventStatus.IN_PROGRESS), 0),
    ],
)
def test_season_and_trophies_count_only_finished_evenings(club, season, statuses, counted):
    events = [evening(club, season, 3 + 7 * i, s) for i, s in enumerate(statuses)]
    report = season_report(season=season)
    assert len(report.standings.evenings) == counted
    trophies = trophy_report(season=season)
    assert len(trophies.trophy.wins) == counted
    assert len(trophies.evening_best) == counted
    finished = {e.pk for e in events if e.status == EventStatus.FINISHED}
    assert {w.event_id for w in trophies.trophy.wins} == finished


def test_cancelled_and_not_played_evenings_count_nowhere(club, season):
    evening(club, season, 3, EventStatus.FINISHED)
    EventFactory(
        club=club, season=season, date=datetime.date(2026, 3, 10), status=EventStatus.CANCELLED
    )
    EventFactory(club=club, season=season, date=datetime.date(2026, 3, 17))  # not played
    assert len(season_report(season=season).standings.evenings) == 1
    assert len(trophy_report(season=season).trophy.wins) == 1


def test_the_pages_say_what_counts(client, club, season):
    evening(club, season, 3, EventStatus.FINISHED)
    rule = "Only finished club evenings count"
    for name in ("reports_season_standings", "reports_trophies"):
        text = client.get(reverse(name, kwargs={"slug": club.slug, "year": 2026})).text
        assert rule in text, name


def test_the_standings_export_names_the_status_and_marks_players_without_hands(club, season):
    event = evening(club, season, 3, EventStatus.IN_PROGRESS)
    round_ = RoundFactory(event=event, number=2, status=RoundStatus.PLANNED)
    table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    exporter = EventStandingsExporter(event_report(event=event))
    assert "In progress" in exporter.subtitle()
    rows = list(exporter.rows())
    assert [str(r[0]).endswith("–") for r in rows] == [False] * 4 + [True] * 4
    assert any("ranked last" in note for note in exporter.notes())


@pytest.mark.parametrize(
    ("status", "said"), [(EventStatus.IN_PROGRESS, True), (EventStatus.FINISHED, False)]
)
def test_an_unfinished_evening_says_it_does_not_count_yet(client, club, season, status, said):
    event = evening(club, season, 3, status)
    text = client.get(reverse("reports_event_standings", kwargs={"slug": event.slug})).text
    assert ("this one counts once it is finished" in text) == said


@pytest.mark.parametrize(("unplayed_last", "order"), [(True, "abcdefgh"), (False, "abcefghd")])
def test_the_club_may_keep_ranking_players_without_hands_by_the_tie_breaks(unplayed_last, order):
    tables = [
        table(1, 1, 1, {"a": 100, "b": -20, "c": -30, "d": -50}),
        empty_table(1, 1, 2, "efgh"),
    ]
    rows = event_standings(tables, DEFAULT_TIE_BREAKS, unplayed_last=unplayed_last)
    assert "".join(key for _rank, key in names(rows)) == order
    assert [r.played for r in rows if r.player.key in "efgh"] == [False] * 4  # always marked


def test_the_club_option_reaches_the_evening_standings(club, season):
    distinct = {**WIN_E, "quick": {"points": {"E": 40, "S": 20, "W": 10, "N": 0}}}
    event = evening(club, season, 3, EventStatus.IN_PROGRESS, entry=distinct)
    round_ = RoundFactory(event=event, number=2)
    table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    assert [r.played for r in event_report(event=event).rows] == [True] * 4 + [False] * 4
    club.rank_unplayed_last = False
    club.save()
    event.refresh_from_db()
    rows = event_report(event=event).rows
    assert [r.played for r in rows] != [True] * 4 + [False] * 4  # 0 ranks above the losers
