"""A member's page sums their results per ruleset: a game's result is in its ruleset's own
points (MCR's points, riichi's thousands), and one "Total" over both added them together."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory, RoundFactory
from tests.tournaments.reports.statistics_event import enter
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tournaments.events.models import EventParticipant
from tournaments.play.models import HandResult
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.members import (
    RulesetTotal,
    member_event_rows,
    member_event_totals,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def member_of_two_rulesets(riichi_offered):  # noqa: F811
    club = ClubFactory(slug="totals", public_results=True, default_ruleset="mcr")
    tournament = finished_riichi_tournament(club)
    members = [
        p.member
        for p in EventParticipant.objects.filter(event=tournament)
        .select_related("member")
        .order_by("pk")[:4]
    ]
    evening = EventFactory(club=club, ruleset="mcr", slug="totals-mcr", round_count=1,
                           date=datetime.date(2026, 4, 1))  # fmt: skip
    table = table_seat(round_=RoundFactory(event=evening, number=1), number=1, sitters=members)
    name = members[0].first_name
    enter(table, name, members[1].first_name)
    enter(table, name)
    return members[0], tournament, evening


def _own(member, event):
    return sum(
        HandResult.objects.filter(seat__member=member, seat__round__event=event).values_list(
            "settlement", flat=True
        )
    )


def test_the_totals_are_per_ruleset(member_of_two_rulesets):
    member, tournament, evening = member_of_two_rulesets
    rows = member_event_rows(member=member)
    by_event = {row.event.pk: row.settlement for row in rows}
    assert by_event[evening.pk] == _own(member, evening) > 0  # MCR points
    assert member_event_totals(rows) == [
        RulesetTotal("mcr", by_event[evening.pk]),
        RulesetTotal("riichi", by_event[tournament.pk]),
    ]


def test_the_member_page_shows_a_total_per_ruleset_and_no_sum_of_both(
    member_of_two_rulesets, client
):
    member, tournament, evening = member_of_two_rulesets
    rows = {row.event.pk: row.settlement for row in member_event_rows(member=member)}
    page = client.get(
        reverse("member_detail", kwargs={"club_slug": member.club.slug, "pk": member.pk})
    ).content.decode()
    foot = page[page.index("<tfoot>") : page.index("</tfoot>")]
    assert f"{rows[evening.pk]:+d}" in foot and f"{rows[tournament.pk]:+d}" in foot
    assert f"{rows[evening.pk] + rows[tournament.pk]:+d}" not in foot
    assert foot.count("<tr>") == 2 and "Total, " in foot
