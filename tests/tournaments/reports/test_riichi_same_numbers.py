"""Every page gives a riichi player the same score (issue 52): the standings, the player's
own page (their personal link), the member's page (per event and per table) and the
tournament report all count each game as the standings do, through the ruleset's
``table_result`` (uma, oka and the sticks left), never the bare sum of the hands."""

from __future__ import annotations

import pytest
from django.db.models import Sum

from tests.factories import ClubFactory
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tournaments.events.models import EventParticipant
from tournaments.play.models import HandResult
from tournaments.reports.selectors.member_record import member_tables
from tournaments.reports.selectors.members import member_event_rows
from tournaments.reports.selectors.player_page import player_page
from tournaments.reports.selectors.results import event_report
from tournaments.tournament_report.selectors.report import tournament_report

pytestmark = pytest.mark.django_db


@pytest.fixture
def tournament(riichi_offered):  # noqa: F811
    return finished_riichi_tournament(ClubFactory(slug="rcr-same", public_results=True))


def test_a_riichi_players_total_is_the_same_on_every_page(tournament):
    standings = {row.player.key: row.score for row in event_report(event=tournament).rows}
    report = {
        row.player.key: row.score for row in tournament_report(event=tournament).standings.rows
    }
    assert report == standings
    differ = 0
    for participant in EventParticipant.objects.filter(event=tournament).select_related("member"):
        member = participant.member
        total = standings[f"m{member.pk}"]
        page = player_page(participant=participant)
        assert page.total == total
        assert sum(line.score for line in page.rounds) == total
        (row,) = member_event_rows(member=member)
        assert row.settlement == total
        tables = member_tables(member=member, year=tournament.date.year)
        assert sum(t.score for t in tables) == total
        hands = HandResult.objects.filter(seat__member=member).aggregate(s=Sum("settlement"))
        differ += hands["s"] != total
    assert differ  # uma: the hands' sum is not the score (the test checks something)
