"""Project-wide invariants: migrations are committed, the demo seed is repeatable."""

import io

import pytest
from django.contrib.auth.models import Group
from django.core.management import call_command
from django.db.models import Count, Sum

from tests.shared_rows import seed_demo
from tournaments.clubs.models import Club, Member
from tournaments.clubs.services.roles import roles_sync
from tournaments.core.roles import ROLES
from tournaments.events.models import Event
from tournaments.play.models import Hand, HandResult, Seat


@pytest.mark.django_db
def test_migrations_are_complete():
    out = io.StringIO()
    call_command("makemigrations", "--check", "--dry-run", stdout=out)
    assert "No changes detected" in out.getvalue()


@pytest.mark.django_db
def test_roles_are_per_membership_and_no_global_group_remains():
    """Roles live on ``Member.role``; the old global groups (which gave club admins
    ``auth.user`` permissions) are deleted by every ``migrate``, idempotently."""
    assert not Group.objects.filter(name__in=ROLES).exists()
    Group.objects.create(name="referee")
    assert roles_sync() == 1
    assert roles_sync() == 0
    assert not Group.objects.filter(name__in=ROLES).exists()


def _snapshot() -> dict[str, object]:
    return {
        "clubs": Club.objects.count(),
        "members": Member.objects.count(),
        "events": sorted(Event.objects.values_list("slug", "status")),
        "seats": Seat.objects.count(),
        "hands": Hand.objects.count(),
        "results": sorted(
            HandResult.objects.values_list(
                "hand__table__round__event__slug",
                "hand__table__round__number",
                "hand__table__number",
                "hand__number",
                "seat__wind",
                "settlement",
            )
        ),
    }


@pytest.mark.django_db
def test_seed_demo_is_idempotent():
    out = io.StringIO()
    call_command("seed_demo", stdout=out)
    first = _snapshot()
    call_command("seed_demo", stdout=out)
    assert _snapshot() == first
    assert "admin / admin-demo" in out.getvalue()


@pytest.mark.django_db
def test_seed_demo_content():
    seed_demo()  # the command's rows (copied back if this process has already run it)
    club = Club.objects.get(slug="groene-draak")
    assert club.default_ruleset == "nmb" and club.members.count() >= 24
    evening = Event.objects.get(slug="demo-evening")
    assert (evening.status, evening.rounds.count()) == ("finished", 2)
    tournament = Event.objects.get(slug="demo-tournament")
    assert tournament.round_count == 4
    assert list(tournament.rounds.values_list("status", flat=True)) == [
        "closed",
        "in_progress",
        "planned",
        "planned",
    ]
    assert Seat.objects.filter(round__event=tournament, round__number=1).count() == 16
    sums = Hand.objects.annotate(total=Sum("results__settlement"), n=Count("results"))
    assert sums.count() > 40
    # zero-sum; at a riichi table the stick pot is a fifth party: the seats' sum is minus
    # the 1,000-point sticks a hand put on the table (or took from it)
    pot = {"table__round__event__ruleset": "riichi"}
    assert {(h.total, h.n) for h in sums.exclude(**pot)} == {(0, 4)}
    assert {(h.total % 1000, h.n) for h in sums.filter(**pot)} == {(0, 4)}
    hands = Hand.objects.select_related("table__round__event")
    assert all(h.entry["ruleset"] == h.table.round.event.ruleset for h in hands)
    assert all("result" in h.entry for h in hands)
    # the club's own events play the club's rules; the past tournaments MCR (the EMA ranking)
    assert {
        h.entry["ruleset"] for h in hands if h.table.round.event.slug.startswith("demo-mcr")
    } == {"mcr"}
    assert {
        h.entry["ruleset"]
        for h in hands.filter(table__round__event__slug__in=["demo-evening", "demo-tournament"])
    } == {"nmb"}


@pytest.mark.django_db
def test_seed_demo_logins_hold_their_role_in_the_demo_club_only():
    seed_demo()
    roles = {
        m.user.username: (m.role, m.user.is_staff)
        for m in Member.objects.filter(club__slug="groene-draak", user__isnull=False)
    }
    assert roles == {
        "admin": ("club admin", False),
        "scorekeeper": ("scorekeeper", False),
        "referee": ("referee", False),
    }


@pytest.mark.django_db
def test_the_migration_moves_each_users_strongest_group_onto_every_membership(make_user):
    import importlib

    from django.apps import apps

    from tests.factories import ClubFactory, MemberFactory

    migration = importlib.import_module("tournaments.migrations.0004_sec1_member_role")
    a, b = ClubFactory(slug="a"), ClubFactory(slug="b")
    ref, plain = make_user(username="ref"), make_user(username="plain")
    for user in (ref, plain):
        MemberFactory(club=a, user=user)
        MemberFactory(club=b, user=user)
    Group.objects.create(name="scorekeeper").user_set.add(ref)
    Group.objects.create(name="referee").user_set.add(ref)
    migration.groups_to_memberships(apps, None)
    got = sorted(Member.objects.filter(user__isnull=False).values_list("user__username", "role"))
    assert got == [("plain", ""), ("plain", ""), ("ref", "referee"), ("ref", "referee")]
