"""A club's statistics (``reports.selectors.club_statistics``) and the statistics reads'
fixed number of queries, at two sizes."""

import pytest
from django.db.models import F
from django.urls import reverse

from scoring.casefiles import load_cases
from tests.golden import GOLDEN_DIR
from tests.tournaments.reports.season_data import build_season
from tests.tournaments.reports.statistics_event import enter, play_event
from tournaments.events.models import RoundStatus
from tournaments.play.models import HandResult, Seat
from tournaments.play.services.hand_entry import hand_enter
from tournaments.reports.selectors.club_statistics import club_statistics
from tournaments.reports.selectors.head_to_head import member_head_to_head
from tournaments.reports.selectors.member_statistics import MemberScope, member_statistics
from tournaments.reports.selectors.statistics import season_statistics, statistics_read

pytestmark = pytest.mark.django_db


def test_records_attendance_and_hands_per_event_counted_by_hand():
    played = play_event("mcr")
    t1, t2 = played.tables
    for winner, discarder in [("Anna", "Bram"), (None, None), ("Cees", None)]:
        enter(t1, winner, discarder)
    # round 2: Bram wins three in a row, a draw ends the run, then he wins once more
    for winner, discarder in [("Bram", "Anna"), ("Bram", None), ("Bram", "Cees"), (None, None)]:
        enter(t2, winner, discarder)
    enter(t2, "Bram", "Dirk")
    stats = club_statistics(club=played.event.club)
    (day,) = stats.events
    assert (day.players, day.hands) == (5, 8)  # five at round 1's table, four of them at 2's
    assert stats.most_wins.player.name == "Bram Test" and stats.most_wins.count == 4
    run = stats.longest_run
    assert (run.player.name, run.count, run.round_number, run.table_number) == (
        "Bram Test",
        3,
        2,
        1,
    )
    (best,) = stats.best
    assert best.ruleset == "mcr" and best.hand.points == 16
    assert stats.limit_hands == [] and stats.elements == []


def _tile_wins(ruleset):
    golden = GOLDEN_DIR / f"{ruleset}.yaml"
    return [
        dict(case.data)
        for case in load_cases(golden.read_text(), golden.name)
        if case.data.get("result", {}).get("kind") == "win"
        and len(case.data.get("players", {})) == 4
        and all(p.get("concealed") or p.get("melds") for p in case.data["players"].values())
    ]


def test_limit_hands_are_listed_with_their_tiles_and_elements_counted(client):
    played = play_event("nmb")
    table = played.tables[1]  # four players
    played.tables[0].round.status = RoundStatus.CLOSED  # rounds are played in order
    played.tables[0].round.save(update_fields=["status"])
    for case in _tile_wins("nmb")[:6]:
        hand_enter(table=table, entry=case)
    winners = HandResult.objects.filter(hand__table=table, hand__winner=F("seat"))
    limits = [r for r in winners if any(e.get("unit") == "limit" for e in r.elements)]
    assert limits, "the golden file's first wins hold a limit hand"
    stats = club_statistics(club=played.event.club)
    assert [(h.player.name, h.hand_number) for h in stats.limit_hands] == [
        (r.seat.player_name, r.hand.number) for r in sorted(limits, key=lambda r: r.hand_id)
    ]
    assert all(h.groups for h in stats.limit_hands)
    counted = sum(
        int(e.get("count") or 1)
        for r in HandResult.objects.filter(hand__table=table)
        for e in r.elements
    )
    assert sum(e.count for _, e in stats.elements) <= counted and stats.elements
    response = client.get(
        reverse("reports_club_statistics", kwargs={"slug": played.event.club.slug})
    )
    assert response.status_code == 200
    # the tiles as the report's best hands show them, not as notation text
    text = response.content.decode()
    limits_html = text.split('<ul class="limit-hands">')[1].split("</ul>")[0]
    first = stats.limit_hands[0].groups[0].tiles[0]
    assert f'<span class="rtile rtile-{first.suit}">{first.text}</span>' in limits_html
    assert '<code class="tiles">' not in limits_html


def _grow(season):
    """A limit element on every winner's result: the limit hands' query runs at every size."""
    HandResult.objects.filter(seat__round__event__season=season, hand__winner=F("seat")).update(
        elements=[{"id": "nmb.heaven", "name": "Spel van de hemel", "value": 2000, "unit": "limit"}]
    )


@pytest.mark.parametrize(("evenings", "hands"), [(2, 2), (12, 8)])
def test_the_reads_run_a_fixed_number_of_queries(evenings, hands, django_assert_num_queries):
    season = build_season(evenings=evenings, players=8, hands_per_table=hands, slug=f"q{evenings}")
    _grow(season)
    club = season.club
    member = club.members.order_by("pk").first()
    other = club.members.order_by("pk").last()
    with django_assert_num_queries(4):  # counted by the database (statistics_sums)
        rows = season_statistics(season=season)
    assert sum(r.hands for r in rows) == evenings * 2 * 2 * hands * 4
    counted = statistics_read(seats=Seat.objects.filter(round__event__season=season), club=club)
    assert [r.as_dict() for r in rows] == [r.as_dict() for r in counted.statistics]
    with django_assert_num_queries(6):
        found = member_statistics(member=member, scope=MemberScope(year=season.year))
        member_head_to_head(member=member, read=found.read, opponent_key=f"m{other.pk}")
    with django_assert_num_queries(6):
        stats = club_statistics(club=club, year=season.year)
    assert stats.hands == evenings * 2 * 2 * hands and stats.limit_hands


@pytest.mark.parametrize(("evenings", "hands"), [(2, 2), (12, 8)])
def test_the_pages_run_a_fixed_number_of_queries(evenings, hands, client):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    season = build_season(evenings=evenings, players=8, hands_per_table=hands, slug="pages")
    _grow(season)
    member = season.club.members.order_by("pk").first()
    urls = [
        reverse("reports_club_statistics", kwargs={"slug": season.club.slug})
        + f"?year={season.year}",
        reverse("reports_player", kwargs={"club_slug": season.club.slug, "pk": member.pk})
        + f"?period={season.year}&vs=m{member.pk + 1}",
        reverse("reports_player", kwargs={"club_slug": season.club.slug, "pk": member.pk})
        + f"?period={season.year}",
    ]
    counts = []
    for url in urls:
        client.get(url)  # the rating cache filled once
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        counts.append(len(queries.captured_queries))
    assert counts == PAGE_QUERIES


# the same at both sizes: the club's statistics page, kept from the first request (the club,
# its seasons, "is an event in play" and the finished stamp: reports.selectors.kept's
# club_statistics_kept; computed, the reads are counted above); the player page with a
# head-to-head (the club's finished stamp (1, held for the page: kept.finished_stamp_held)
# that its season's standings and the ratings are kept under, and the statistics: the
# member's events (1), the five reads of all the member's hands and the head-to-head), and
# the game results its tables show as the standings count them (uma for riichi,
# reports.selectors.game_scores: 2, of the member's tables only); the player page
# without one: its statistics in two parts (reports.selectors.member_parts), the finished
# events' kept under the same stamp, tonight's read (1: the seats, none played tonight)
PAGE_QUERIES = [4, 17, 12]
