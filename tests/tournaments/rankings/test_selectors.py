"""The MERS inputs from the database: finished MCR tournaments only, places from the
standings, imported results matched by EMA number; the history for a chart."""

from __future__ import annotations

import datetime
from decimal import Decimal

import pytest
from django.utils import translation

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.rankings.world import tournament
from tournaments.audit.models import AuditEntry
from tournaments.audit.story import audit_action_label, entry_changes
from tournaments.events.models import EventKind, EventStatus
from tournaments.rankings.models import ExternalResult
from tournaments.rankings.selectors.mers import member_mers_history, mers_inputs, mers_report
from tournaments.rankings.services.imports import external_import_preview, external_results_import

D = datetime.date
ON = D(2026, 6, 1)


@pytest.fixture
def club(db):
    return ClubFactory(slug="draak", default_ruleset="mcr")


@pytest.fixture
def members(club):
    return [
        MemberFactory(club=club, first_name=n, last_name="X", country=c)
        for n, c in zip("ABCDEFGH", ["NL", "NL", "DE", "BE", "NL", "NL", "NL", "NL"], strict=True)
    ]


@pytest.mark.parametrize(
    ("kwargs", "counted"),
    [
        ({}, True),
        ({"ruleset": "nmb"}, False),  # not an EMA-ranked ruleset
        ({"kind": EventKind.CLUB_EVENING}, False),
        ({"status": EventStatus.IN_PROGRESS}, False),
        ({"status": EventStatus.CANCELLED}, False),
    ],
)
def test_only_finished_mcr_tournaments_count(club, members, kwargs, counted):
    tournament(club, D(2026, 1, 10), members[:4], **kwargs)
    inputs = mers_inputs(club=club)
    assert bool(inputs.players) is counted


def test_places_players_and_countries_come_from_the_standings(club, members):
    tournament(club, D(2026, 1, 10), members)  # two tables of 4
    players = mers_inputs(club=club).players
    a = players[f"m{members[0].pk}"].results[0]
    assert (a.players, a.countries, a.days, a.qualifying) == (8, 3, 1, False)
    places = sorted(p.results[0].position for p in players.values())
    assert places == list(range(1, 9))
    assert a.position == 1  # table 1's winner, the larger score


def test_imported_results_match_members_by_ema_number(club, members):
    members[0].ema_number = "04010001"
    members[0].save()
    lines = [
        "tournament,start_date,days,players,countries,qualification,player,ema_number,position"
    ]
    for ema, name in (("04010001", "Anna Import"), ("99999999", "Zoe Elsewhere")):
        for pos, day in ((1, "2026-02-07"), (2, "2026-03-07")):
            lines.append(f"Open {day},{day},2,40,6,0,{name},{ema},{pos}")
    preview = external_import_preview(club=club, data="\n".join(lines).encode())
    assert preview.ok and preview.unmatched == 2
    assert external_results_import(club=club, preview=preview, actor=None) == 4
    report = mers_report(club=club, on=ON)
    names = {row.name for row in report.rows}
    assert members[0].shown_name in names and "Anna Import" not in names
    assert "Zoe Elsewhere" in names
    assert report.as_of is not None
    entry = AuditEntry.objects.get(action="ranking.import")
    assert entry.after == {
        "external_results": 4,
        "tournaments": "Open 2026-02-07, Open 2026-03-07",
        "unmatched": 2,
    }
    with translation.override("nl"):
        story = {(str(c.field), c.after) for c in entry_changes(entry, {})}
        assert story == {
            ("uitslagen geïmporteerd", 4),
            ("toernooien", "Open 2026-02-07, Open 2026-03-07"),
            ("namen zonder lid", 2),
        }
        assert str(audit_action_label(entry.action)).startswith("externe uitslagen")


def test_the_worked_example_from_the_database(club, members):
    """Tournaments of 3 players are outside the club's tables: imported, as the EMA lists them."""
    member = members[0]
    for day, days, pos in ((D(2026, 1, 10), 2, 1), (D(2026, 2, 14), 1, 2), (D(2025, 3, 1), 3, 3)):
        ExternalResult.objects.create(
            club=club, tournament=str(day), start_date=day, days=days, players=3, countries=1,
            player_name="A", member=member, position=pos,
        )  # fmt: skip
    assert mers_report(club=club, on=ON).rows[0].score == Decimal("419.58")
    days = [D(2026, 1, 11), D(2026, 1, 12), D(2026, 2, 16), ON]
    history = member_mers_history(member=member, dates=days)
    # on 12 January: the first and the old one (still at age 1, week 46); 16 February: all
    # three, the old one at week 51; 1 June: the old one at week 66, age 0.5
    assert history == [(days[0], None), (days[1], 267.86), (days[2], 334.82), (ON, 419.58)]


def test_a_correction_shows_without_a_button(club, members):
    event = tournament(club, D(2026, 1, 10), members[:4])
    tournament(club, D(2026, 2, 14), members[:4])
    before = {r.key: r.score for r in mers_report(club=club, on=ON).rows}
    from tournaments.play.models import HandResult

    HandResult.objects.filter(hand__table__round__event=event, seat__member=members[0]).update(
        settlement=-300
    )
    after = {r.key: r.score for r in mers_report(club=club, on=ON).rows}
    assert after[f"m{members[0].pk}"] < before[f"m{members[0].pk}"]
