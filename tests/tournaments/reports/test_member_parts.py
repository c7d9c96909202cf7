"""A member's statistics in two parts (``reports.selectors.member_parts``): the finished
events' part kept across processes and tonight's counted, added, are what one count of all
the member's hands gives (``member_statistics``), for the club's staff and for a visitor
who sees hidden names hidden; the page shows the same either way."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.urls import reverse

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tests.tournaments.reports.statistics_event import correct, enter, play_scenario
from tournaments.clubs.audience import viewing_as
from tournaments.events.models import EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.play.models import Hand
from tournaments.play.services.corrections import hand_delete
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.kept import finished_stamp_held, kept_clear
from tournaments.reports.selectors.member_parts import (
    member_statistics_finished,
    member_statistics_parts,
    members_statistics_finished,
)
from tournaments.reports.selectors.member_statistics import MemberScope, member_statistics

pytestmark = pytest.mark.django_db

# (the finished event's ruleset, tonight's)
RULESETS = [("mcr", "nmb"), ("nmb", "hk")]
TONIGHT = ("Anna", "Bram", "Cees", "Eva")


def _club(finished_ruleset, tonight_ruleset):
    """``play_scenario``'s event finished (a five-player table, a substitute, a correction, a
    deleted hand, a penalty), and tonight's evening in play under another ruleset: a win,
    a hand corrected, a hand deleted, a draw. Bram hides his name from the public."""
    played = play_scenario(finished_ruleset, slug=f"parts-{finished_ruleset}")
    event_status_move(event=played.event, status=EventStatus.FINISHED, actor=None, action="finish")
    club, members = played.event.club, played.members
    evening = EventFactory(club=club, ruleset=tonight_ruleset, slug=f"{club.slug}-tonight")
    table = table_seat(
        round_=RoundFactory(event=evening, number=1),
        number=1,
        sitters=[members[n] for n in TONIGHT],
    )
    enter(table, "Anna", "Bram")
    correct(enter(table, "Cees", "Anna"), "Bram", "Eva")
    deleted = enter(table, "Eva")
    deleted.refresh_from_db()
    hand_delete(hand=deleted, version=deleted.version, actor=None)
    enter(table, None)
    evening.refresh_from_db()
    assert evening.status == EventStatus.IN_PROGRESS
    members["Bram"].hide_public_name = True
    members["Bram"].save()
    kept_clear()
    cache.clear()
    return played, evening


def _scopes(played, evening, finished_ruleset, tonight_ruleset):
    return [
        MemberScope(),
        MemberScope(event=played.event),
        MemberScope(event=evening),
        MemberScope(ruleset=finished_ruleset),
        MemberScope(ruleset=tonight_ruleset),
    ]


@pytest.mark.parametrize(("finished_ruleset", "tonight_ruleset"), RULESETS)
def test_the_parts_added_are_the_full_count(finished_ruleset, tonight_ruleset, make_user):
    played, evening = _club(finished_ruleset, tonight_ruleset)
    staff = make_user("scorekeeper", club=played.event.club)
    scopes = _scopes(played, evening, finished_ruleset, tonight_ruleset)
    for viewer in (staff, AnonymousUser()):
        with viewing_as(viewer):
            for member in played.members.values():
                for scope in scopes:
                    member_statistics_parts(member=member, scope=scope)  # into the cache
                    kept_clear()  # another process: the finished part read from the cache
                    parts = member_statistics_parts(member=member, scope=scope)
                    full = member_statistics(member=member, scope=scope)
                    assert parts.statistics == full.statistics, (viewer, member, scope)
                    assert list(parts.opponents) == full.opponents, (viewer, member, scope)
    bram = played.members["Bram"]
    with viewing_as(AnonymousUser()):
        parts = member_statistics_parts(member=played.members["Anna"], scope=MemberScope())
    assert f"m{bram.pk}" in {p.key for p in parts.opponents}
    assert "Bram" not in {p.name.split()[0] for p in parts.opponents}  # hidden


def test_the_finished_part_is_kept_and_tonight_s_hand_shows_at_once(django_assert_num_queries):
    played, evening = _club("mcr", "nmb")
    anna = played.members["Anna"]
    before = member_statistics_parts(member=anna, scope=MemberScope())
    kept_clear()
    with finished_stamp_held():
        with django_assert_num_queries(1):  # the finished stamp: the part read from the cache
            done = member_statistics_finished(member=anna, scope=MemberScope())
        assert done.statistics is not None and done.statistics.hands == 7
        with django_assert_num_queries(0):  # kept in this process, the stamp held
            assert member_statistics_finished(member=anna, scope=MemberScope()) is done
    table = evening.rounds.get().tables.get()
    enter(table, "Anna")  # a hand saved tonight
    after = member_statistics_parts(member=anna, scope=MemberScope())
    assert member_statistics_finished(member=anna, scope=MemberScope()) is done
    assert after.statistics.hands == before.statistics.hands + 1
    assert after.statistics == member_statistics(member=anna, scope=MemberScope()).statistics


def test_the_warming_s_one_read_keeps_each_player_s_own(django_assert_num_queries):
    """A finish's warming counts its players' finished parts in one read: each is what the
    member's own count gives (a member without a game too)."""
    played, _evening = _club("mcr", "nmb")
    members = [*played.members.values(), MemberFactory(club=played.event.club)]
    with viewing_as(AnonymousUser()):
        members_statistics_finished(members=members, scope=MemberScope())
        kept_clear()  # another process
        for member in members:
            with django_assert_num_queries(1):  # the stamp; the part read from the cache
                found = member_statistics_finished(member=member, scope=MemberScope())
            own = member_statistics(member=member, scope=MemberScope(event=played.event))
            assert found.statistics == own.statistics, member
            assert list(found.opponents) == own.opponents, member
    assert found.statistics is None and found.opponents == ()


def test_a_change_of_a_finished_hand_shows_at_once():
    played, _evening = _club("mcr", "nmb")
    anna = played.members["Anna"]
    before = member_statistics_finished(member=anna, scope=MemberScope())
    Hand.objects.filter(table__round__event=played.event).first().save()  # as a correction
    after = member_statistics_finished(member=anna, scope=MemberScope())
    assert after is not before and after == before  # counted again: the same hands


@pytest.mark.parametrize("signed_in", [True, False])
def test_the_page_shows_what_the_full_count_shows(signed_in, client, make_user):
    """The page without a head-to-head counts in two parts; with one (``?vs=``) it reads
    every hand: the figures and the opponents are the same."""
    played, _evening = _club("nmb", "mcr")
    if signed_in:
        client.force_login(make_user("scorekeeper", club=played.event.club))
    anna, bram = played.members["Anna"], played.members["Bram"]
    url = reverse("reports_player", kwargs={"club_slug": played.event.club.slug, "pk": anna.pk})
    parts, full = client.get(url), client.get(f"{url}?vs=m{bram.pk}")
    assert parts.status_code == full.status_code == 200
    for name in ("stats", "stats_opponents", "stats_facts", "stats_winning", "stats_elements"):
        assert parts.context[name] == full.context[name], name
    assert full.context["duel"] is not None and parts.context["duel"] is None
    assert ("Bram" in parts.text) is signed_in  # hidden from the public
