"""A club's statistics in two parts (``kept.club_statistics_kept``): the finished events'
part kept across processes under the club's finished stamp, the events in play (tonight's
evening) counted for each request. Together they are what one count of all the events
gives, whole (elements, best hands, records, limit hands)."""

from __future__ import annotations

import pytest
from django.db.models import F

from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.play.models import HandResult
from tournaments.reports.selectors import kept as kept_module
from tournaments.reports.selectors.club_statistics import club_statistics, club_statistics_part
from tournaments.reports.selectors.kept import club_statistics_kept, kept_clear

pytestmark = pytest.mark.django_db


@pytest.fixture
def counted(monkeypatch):
    """The events of each part counted from the hands, in the order they were counted."""
    calls: list[set[int]] = []

    def counting(*, events):
        calls.append(set(events))
        return club_statistics_part(events=events)

    monkeypatch.setattr(kept_module, "club_statistics_part", counting)
    return calls


@pytest.mark.parametrize("year", [None, 2025])
def test_the_finished_part_is_kept_and_an_evening_in_play_is_counted_on_its_own(
    year, counted, django_assert_max_num_queries
):
    season = build_season(evenings=3, players=8, hands_per_table=3, slug=f"cs{year}")
    club = season.club
    evenings = set(Event.objects.filter(season=season).values_list("pk", flat=True))
    first = club_statistics_kept(club=club, year=year)
    assert first == club_statistics(club=club, year=year)
    assert first.hands == 3 * 2 * 2 * 3  # evenings x rounds x tables x hands
    kept_clear()  # a new process
    with django_assert_max_num_queries(2):  # the club's events and the finished stamp
        again = club_statistics_kept(club=club, year=year)
    assert again == first
    assert counted == [evenings]

    evening = Event.objects.filter(season=season).order_by("-date").first()
    event_status_move(event=evening, status=EventStatus.IN_PROGRESS, actor=None, action="reopen")
    playing = club_statistics_kept(club=club, year=year)
    assert playing == club_statistics(club=club, year=year)
    assert club_statistics_kept(club=club, year=year) == playing
    assert playing.hands == first.hands
    # the other two evenings counted once (a new finished stamp), tonight's for each request
    assert counted[1:] == [evenings - {evening.pk}, {evening.pk}, {evening.pk}]

    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    kept_clear()
    assert club_statistics_kept(club=club, year=year) == first
    assert counted[4:] == [evenings]  # finished again: a new stamp, counted once more


def test_two_parts_add_up_to_one_count():
    """Every split of a season's evenings into two parts gives the statistics of all of
    them (the events in order, the element counts whole, each kind of record the best)."""
    from tournaments.reports.selectors.club_statistics import club_events, club_statistics_total

    season = build_season(evenings=4, players=8, hands_per_table=3, slug="split")
    winners = HandResult.objects.filter(seat__round__event__season=season, hand__winner=F("seat"))
    for n, result in enumerate(winners.order_by("hand_id")):
        # more elements than the page lists (a cut the parts must not make), a limit hand
        # now and then, and each element first seen in one evening or another
        elements = [{"id": f"nmb.e{n % 23}", "name": f"E{n}", "value": 2, "unit": "double"}]
        if n % 3 == 0:
            elements.append({"id": f"nmb.f{n % 17}", "name": "F", "value": 1, "count": 2})
        if n % 7 == 0:
            elements.append({"id": "nmb.heaven", "name": "Hemel", "value": 2000, "unit": "limit"})
        result.elements = elements
        result.save(update_fields=["elements"])
    events = club_events(club=season.club)
    whole = club_statistics(club=season.club)
    assert len(whole.elements) == 15 and whole.limit_hands and whole.best
    assert whole.most_wins and whole.longest_run
    ids = list(events)
    for cut in range(len(ids) + 1):
        for order in (ids, ids[::-1]):
            one = {pk: events[pk] for pk in order[:cut]}
            other = {pk: events[pk] for pk in order[cut:]}
            parts = [club_statistics_part(events=one), club_statistics_part(events=other)]
            assert club_statistics_total(parts) == whole
            assert club_statistics_total(parts[::-1]) == whole
