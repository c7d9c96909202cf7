"""Project-wide invariants: migrations are committed, the demo seed is repeatable."""

import io

import pytest
from django.contrib.auth.models import Group
from django.core.management import call_command
from django.db.models import Count, Sum

from tournaments.models import Club, Event, Hand, HandResult, Member, Seat
from tournaments.roles import ROLE_PERMISSIONS
from tournaments.services import roles_sync


@pytest.mark.django_db
def test_migrations_are_complete():
    out = io.StringIO()
    call_command("makemigrations", "--check", "--dry-run", stdout=out)
    assert "No changes detected" in out.getvalue()


@pytest.mark.django_db
def test_roles_exist_with_permissions():
    for role, grants in ROLE_PERMISSIONS.items():
        group = Group.objects.get(name=role)
        codenames = set(group.permissions.values_list("codename", flat=True))
        expected = {f"{a}_{model}" for (_app, model), actions in grants.items() for a in actions}
        assert codenames == expected, role
    assert "delete_hand" not in {
        p.codename for p in Group.objects.get(name="scorekeeper").permissions.all()
    }


@pytest.mark.django_db
def test_roles_sync_is_idempotent_and_repairs():
    before = {g.name: g.permissions.count() for g in Group.objects.all()}
    Group.objects.get(name="scorekeeper").permissions.clear()
    roles_sync()
    roles_sync()
    assert {g.name: g.permissions.count() for g in Group.objects.all()} == before


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
    call_command("seed_demo", stdout=io.StringIO())
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
    assert {(h.total, h.n) for h in sums} == {(0, 4)}
    assert all(h.entry["ruleset"] == "nmb" and "result" in h.entry for h in Hand.objects.all())
