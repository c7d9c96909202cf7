"""The statistics pages made faster show the same numbers (issue 53, docs/benchmarks.md
"Statistics at an association's scale"): each event's best hand picked by the database is
the one the old read found by reading them all; a page built from the kept season
standings, ratings and charts (``reports.selectors.kept``) is the page computed afresh;
the next audited write or hand shows at once; names stay as each viewer may see them."""

import re

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db.models import F
from django.urls import reverse

from tests.tournaments.reports.season_data import build_season
from tournaments.clubs.audience import viewing_as
from tournaments.clubs.services.members import member_update
from tournaments.events.models import Event
from tournaments.events.services.round_lifecycle import event_reopen
from tournaments.play.models import Hand, HandResult
from tournaments.reports.line_charts import _line_chart_kept
from tournaments.reports.selectors.kept import kept_clear, season_report_kept
from tournaments.reports.selectors.results import season_report
from tournaments.reports.selectors.trophies import best_hands

pytestmark = pytest.mark.django_db


def _old_best_hands(events):
    """The read before: every winning hand, highest first, the first one per event."""
    best = {}
    rows = HandResult.objects.filter(
        seat__round__event__in=events, hand__winner=F("seat")
    ).order_by("-points", "hand_id")
    for row in rows.select_related("hand__table__round", "seat__member"):
        best.setdefault(
            row.seat.round.event_id,
            (row.points, row.hand.number, row.hand.table.number, row.seat.member.full_name),
        )
    return best


@pytest.mark.parametrize("ties", [False, True])
def test_each_event_s_best_hand_is_the_one_the_old_read_found(ties):
    season = build_season(evenings=5, players=8, hands_per_table=4, slug=f"best-{ties}")
    events = list(Event.objects.filter(season=season).order_by("date"))
    if ties:  # equal best hands in every event: the first entered is the event's best
        HandResult.objects.filter(seat__round__event__season=season, hand__winner=F("seat")).update(
            points=64
        )
    found = best_hands(events=events)
    assert [b.event_id for b in found] == [e.pk for e in events]  # by date
    assert {
        b.event_id: (b.points, b.hand_number, b.table_number, b.player.name) for b in found
    } == _old_best_hands(events)


def _page(client, url):
    """The page's text without what differs per request (tokens, nonces)."""
    text = client.get(url).content.decode()
    return re.sub(r'(csrfmiddlewaretoken" value=|nonce=|"X-CSRFToken": )"[^"]*"', "", text)


def test_kept_pages_are_the_pages_computed_afresh(client, admin_user):
    season = build_season(evenings=4, players=8, hands_per_table=3, slug="kept")
    club = season.club
    member = club.members.order_by("pk").first()
    event = Event.objects.filter(season=season).order_by("-date").first()
    urls = [
        reverse("reports_player", kwargs={"club_slug": club.slug, "pk": member.pk}),
        reverse("reports_club_statistics", kwargs={"slug": club.slug}) + f"?year={season.year}",
        reverse("reports_club_statistics", kwargs={"slug": club.slug}),
        reverse("api:event_statistics", kwargs={"slug": event.slug}),
        reverse("api:season_statistics", kwargs={"slug": club.slug, "year": season.year}),
        reverse("tournament_report", kwargs={"slug": event.slug}),
    ]
    for viewer in (None, admin_user):  # a visitor, then staff (every club's)
        if viewer is not None:
            client.force_login(viewer)
        for url in urls:
            kept_clear()
            _line_chart_kept.cache_clear()
            fresh = _page(client, url)
            assert _page(client, url) == fresh, url


def test_an_audited_write_shows_at_once_and_names_follow_the_viewer(admin_user):
    season = build_season(evenings=3, players=8, hands_per_table=3, slug="stamp")
    club = season.club
    admin = admin_user
    first = season_report_kept(season=season)
    assert season_report_kept(season=season) is first  # nothing changed: kept
    evening = Event.objects.filter(season=season).order_by("date").first()
    event_reopen(event=evening, actor=admin, reason="a score was wrong")
    reopened = season_report_kept(season=season)
    assert reopened is not first
    assert [e.id for e in reopened.standings.evenings] == [
        e.id for e in season_report(season=season).standings.evenings
    ]
    assert evening.pk not in [e.id for e in reopened.standings.evenings]

    member = club.members.order_by("pk").first()
    member_update(member=member, actor=admin, hide_public_name=True)
    names = {}
    for who, viewer in (("visitor", AnonymousUser()), ("staff", admin), ("visitor 2", None)):
        with viewing_as(viewer if who != "visitor 2" else AnonymousUser()):
            report = season_report_kept(season=season)
        names[who] = {row.player.key: row.player.name for row in report.rows}[f"m{member.pk}"]
    assert names == {
        "visitor": f"Player {member.pk}",
        "staff": member.full_name,
        "visitor 2": f"Player {member.pk}",
    }


def test_a_changed_hand_starts_a_new_key():
    """A hand saved by a table (not audited) changes the hands' latest change."""
    season = build_season(evenings=2, players=8, hands_per_table=2, slug="hand")
    first = season_report_kept(season=season)
    hand = Hand.objects.filter(table__round__event__season=season).order_by("pk").first()
    hand.save()  # auto_now: what the one writer of hands stores
    assert season_report_kept(season=season) is not first
