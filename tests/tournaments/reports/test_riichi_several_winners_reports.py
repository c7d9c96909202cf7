"""Several winners of one riichi discard in the reports that count wins and winning hands:
the club statistics' records (most wins in an event, the longest run of wins at a table)
and limit hands with each winner's tiles, the best hand of an event (the trophies, the
tournament report), the standings' hands won and best hand (the season's tie-breaks), the
tournament report's figures, a member's tables and the hands export. A riichi club evening
and an MCR evening of one club; each case plays its hands by player (whatever the winds
after a deal passes; MCR's winners win on player 2's discard) through the one hand writer.

Players 0-3 sit East, South, West, North at the first hand. With West's discard the first
winner in turn is North, then East, then South: the hand's ``winner`` is the first of them,
so a win of South beside another winner is one the first-winner reading left out."""

from __future__ import annotations

import pytest

from scoring.notation import parse_player
from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory
from tournaments.clubs.models import Member
from tournaments.events.models import EventParticipant, EventStatus
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_context import table_context
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.exporters import EventHandsExporter
from tournaments.reports.selectors.club_statistics import club_statistics
from tournaments.reports.selectors.member_record import member_tables
from tournaments.reports.selectors.player_page import player_page
from tournaments.reports.selectors.results import event_report
from tournaments.reports.selectors.trophies import best_hands
from tournaments.tournament_report.selectors.figures import event_figures
from tournaments.tournament_report.selectors.hands import best_hands_shown

pytestmark = pytest.mark.django_db

# the hands of riichi-M01 on c5 (pinfu and all simples, closed; all simples, open), the
# dealer's closed c4_c6 wait, and big three dragons waiting on a c5 pair (a yakuman: limit)
TILES = {
    "pinfu": "k5 k6 k7 b2 b3 b4 c6 c7 c8 c3 c4 c5 k8 k8",
    "open": "chow k2 k3 k4 | pung b6 | k6 k7 k8 c6 c7 c5 b8 b8",
    "closed": "k2 k3 k4 b3 b4 b5 c4 c5 c6 c2 c3 c4 b7 b7",
    "dragons": "Rd Rd Rd Gd Gd Gd Wd Wd Wd k1 k2 k3 c5 c5",
}
DISCARDER = 2  # player 2, West at the first hand


def _entry(winds: dict[int, str], hands: dict[int, str]) -> dict:
    """A ron on c5 by the players ``hands`` names (player -> TILES key) on player 2's
    discard; ``winds``: player -> seat wind in this hand."""
    players = {w: {} for w in "ESWN"}
    for player, tiles in hands.items():
        players[winds[player]] = parse_player(TILES[tiles])
    winners = [winds[p] for p in hands]
    return {
        "players": players,
        "result": {
            "kind": "win",
            "winner": winners if len(winners) > 1 else winners[0],
            "self_drawn": False,
            "discarder": winds[DISCARDER],
            "winning_tile": "c5",
        },
        "riichi": {"riichi": []},
    }


def _winds(table: Table, seats: list) -> dict[int, str]:
    by_seat = {seat.pk: wind for wind, seat in table_context(table=table).winds.items()}
    return {i: by_seat[seat.pk] for i, seat in enumerate(seats)}


def _table(club, ruleset: str, name: str):
    event = EventFactory(club=club, ruleset=ruleset, slug=f"{name}-evening", name=name)
    members = [MemberFactory(club=club, first_name=f"{name}{i}", last_name="T") for i in range(4)]
    table = table_seat(round_=RoundFactory(event=event, number=1), number=1, sitters=members)
    seats = sorted(table.seats.all(), key=lambda s: s.position)
    return event, table, seats


def _mcr_win(winner: str, discarder: str) -> dict:
    return {
        "result": {
            "kind": "win",
            "winner": winner,
            "self_drawn": False,
            "discarder": discarder,
            "winning_tile": "c5",
        },
        "quick": {"points": {winner: 8}},
    }


def _play(riichi_hands, mcr_winners):
    club = ClubFactory(slug="several-winners", public_results=True)
    riichi, table, seats = _table(club, "riichi", "Riichi")
    for number, hands in enumerate(riichi_hands, start=1):
        table.refresh_from_db()
        hand_enter(table=table, entry=_entry(_winds(table, seats), hands), number=number)
    mcr, mcr_table, mcr_seats = _table(club, "mcr", "MCR")
    for number, winner in enumerate(mcr_winners, start=1):
        mcr_table.refresh_from_db()
        winds = _winds(mcr_table, mcr_seats)
        hand_enter(table=mcr_table, entry=_mcr_win(winds[winner], winds[2]), number=number)
    for event in (riichi, mcr):
        event.status = EventStatus.FINISHED
        event.save(update_fields=["status"])
    return club, riichi, mcr


CASES = [
    pytest.param(
        # South wins beside North, then beside North and East (the dealer), then alone
        # after the dealer passed: South's run of 3, North's 2, nobody else's more than 1
        [{3: "open", 1: "dragons"}, {3: "open", 0: "closed", 1: "pinfu"}, {1: "pinfu"}],
        [3, 3, 1],
        {
            "most_wins": ("Riichi1", 3),
            "longest_run": ("Riichi1", 3),
            "limits": [("Riichi1", 1)],
            "best": {"riichi": ("Riichi1", 32000), "mcr": ("MCR3", 8)},
            "won": [1, 3, 0, 2],
            "limit_figure": 1,
        },
        id="double-then-triple-ron-south-beside-the-first-winner",
    ),
    pytest.param(
        # a triple ron with the yakuman to East (the dealer, second in turn): he deals
        # again; then a double ron of North and East
        [{3: "open", 0: "dragons", 1: "pinfu"}, {3: "open", 0: "closed"}],
        [3, 1, 0],
        {
            "most_wins": ("Riichi0", 2),
            "longest_run": ("Riichi3", 2),  # North and East: North first after West
            "limits": [("Riichi0", 1)],
            "best": {"riichi": ("Riichi0", 48000), "mcr": ("MCR3", 8)},
            "won": [2, 1, 0, 2],
            "limit_figure": 1,
        },
        id="triple-ron-dealer-yakuman-then-double-ron",
    ),
    pytest.param(
        # one winner each time (the first-winner reading was right): the MCR run is longer
        [{1: "pinfu"}, {3: "open"}],
        [1, 1, 1],
        {
            "most_wins": ("MCR1", 3),
            "longest_run": ("MCR1", 3),
            "limits": [],
            "best": {"riichi": ("Riichi1", 2000), "mcr": ("MCR1", 8)},
            "won": [0, 1, 0, 1],
            "limit_figure": 0,
        },
        id="single-winners-beside-mcr",
    ),
]


def _first(player) -> str:
    return player.name.split()[0]


@pytest.mark.parametrize(("riichi_hands", "mcr_winners", "expected"), CASES)
def test_every_winner_of_a_discard_is_counted(riichi_hands, mcr_winners, expected):
    club, riichi, mcr = _play(riichi_hands, mcr_winners)
    stats = club_statistics(club=club)
    assert (_first(stats.most_wins.player), stats.most_wins.count) == expected["most_wins"]
    run = stats.longest_run
    assert (_first(run.player), run.count) == expected["longest_run"]
    assert [(_first(h.player), h.hand_number) for h in stats.limit_hands] == expected["limits"]
    assert all(h.groups for h in stats.limit_hands)  # each winner's own tiles
    best = {b.ruleset: (_first(b.player), b.points) for b in best_hands(events=[riichi, mcr])}
    assert best == expected["best"]
    assert {b.ruleset: (_first(b.hand.player), b.hand.points) for b in stats.best} == best
    rows = event_report(event=riichi).tables[0].seats
    won = {_first(s.player): s.hands_won for s in rows}
    assert [won[f"Riichi{i}"] for i in range(4)] == expected["won"]
    best_hand = {_first(s.player): s.best_hand for s in rows}
    assert max(best_hand.values()) == expected["best"]["riichi"][1]
    assert event_figures(event=riichi).limit_hands == expected["limit_figure"]


def test_a_member_s_tables_and_the_hands_export_mark_every_winner():
    club, riichi, _ = _play([{3: "open", 1: "dragons"}], [3])
    south = Member.objects.get(club=club, first_name="Riichi1")
    (table,) = member_tables(member=south, year=riichi.date.year)
    assert table.hands_won == 1
    marked = {row[5].split()[0] for row in EventHandsExporter(riichi).rows() if row[8] == "✓"}
    assert marked == {"Riichi1", "Riichi3"}
    hand = Hand.objects.get(table__round__event=riichi)
    assert hand.winner.member.first_name == "Riichi3"  # the first winner after West


def test_the_player_page_and_the_tournament_report_show_every_winner_s_hand():
    club, riichi, _ = _play([{3: "open", 1: "dragons"}], [3])
    south = Member.objects.get(club=club, first_name="Riichi1")
    participant = EventParticipant.objects.create(event=riichi, member=south)
    (line,) = [h for r in player_page(participant=participant).rounds for h in r.hands]
    assert (line.won, line.points) == (True, 32000)
    shown = best_hands_shown(event=riichi, tables=event_report(event=riichi).tables)
    assert [(_first(s.best.player), s.best.points) for s in shown] == [
        ("Riichi1", 32000),
        ("Riichi3", 1000),
    ]
    assert all(s.groups for s in shown)
