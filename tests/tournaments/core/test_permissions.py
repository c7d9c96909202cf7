"""Roles: who may see and do what, through the helpers and through the pages."""

import pytest
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory
from tournaments.core.permissions import (
    can_admin_club,
    can_enter_hands,
    can_referee,
    can_view_event,
)
from tournaments.events.models import EventStatus

pytestmark = pytest.mark.django_db

ROLES = ["anonymous", "member", "scorekeeper", "referee", "club admin", "superuser"]


@pytest.fixture
def user_for(club, make_user):
    from django.contrib.auth.models import AnonymousUser

    def make(role: str, *, in_club: bool = True):
        if role == "anonymous":
            return AnonymousUser()
        if role == "superuser":
            return make_user(is_superuser=True, is_staff=True)
        if role == "member":
            return make_user(club=club if in_club else None)
        return make_user(role, club=club if in_club else None, is_staff=role == "club admin")

    return make


#                 role           view   enter  referee admin
PRIVATE_CLUB = [
    ("anonymous", False, False, False, False),
    ("member", True, False, False, False),
    ("scorekeeper", True, True, False, False),
    ("referee", True, True, True, False),
    ("club admin", True, True, True, True),
    ("superuser", True, True, True, True),
]


@pytest.mark.parametrize(("role", "view", "enter", "referee", "admin"), PRIVATE_CLUB)
def test_permissions_in_a_private_club(club, user_for, role, view, enter, referee, admin):
    club.public_results = False
    club.save()
    event = EventFactory(club=club)
    user = user_for(role)
    assert can_view_event(user, event) is view
    assert can_enter_hands(user, event) is enter
    assert can_referee(user, event) is referee
    assert can_admin_club(user, club) is admin


@pytest.mark.parametrize("role", ["scorekeeper", "referee", "club admin"])
def test_roles_do_not_reach_into_other_clubs(club, user_for, role):
    other = EventFactory(club=ClubFactory(public_results=False))
    user = user_for(role)
    assert not can_view_event(user, other)
    assert not can_enter_hands(user, other)
    assert not can_referee(user, other)
    assert not can_admin_club(user, other.club)


def test_scorekeepers_limited_to_assigned_events(club, make_user):
    assigned = make_user("scorekeeper", club=club)
    other = make_user("scorekeeper", club=club)
    event = EventFactory(club=club)
    event.scorekeepers.add(assigned)
    assert can_enter_hands(assigned, event)
    assert not can_enter_hands(other, event)


def test_scorekeepers_stop_when_the_event_is_finished(club, make_user):
    scorekeeper = make_user("scorekeeper", club=club)
    referee = make_user("referee", club=club)
    event = EventFactory(club=club, status=EventStatus.FINISHED)
    assert not can_enter_hands(scorekeeper, event)
    assert can_enter_hands(referee, event)  # corrections


@pytest.mark.parametrize(("public", "status"), [(True, 200), (False, 404)])  # 404: issue 38
def test_anonymous_sees_results_only_when_public(client, club, public, status):
    club.public_results = public
    club.save()
    event = EventFactory(club=club)
    for url in (
        reverse("event_detail", kwargs={"slug": event.slug}),
        reverse("member_list", kwargs={"club_slug": club.slug}),
        reverse("club_detail", kwargs={"slug": club.slug}),
    ):
        response = client.get(url)
        assert response.status_code == status, url


def test_private_club_event_hidden_from_home_page_for_anonymous(client, club):
    club.public_results = False
    club.save()
    EventFactory(club=club, name="Geheime avond")
    assert "Geheime avond" not in client.get(reverse("home")).text


def test_logged_in_outsider_gets_404_on_a_private_club(client, make_user):
    """As if the club did not exist (issue 38): the answer tells nothing."""
    private = ClubFactory(public_results=False)
    client.force_login(make_user())
    assert client.get(reverse("club_detail", kwargs={"slug": private.slug})).status_code == 404


@pytest.mark.parametrize(
    ("role", "settings_status", "admin_status"),
    [
        ("anonymous", 302, 302),
        ("member", 403, 302),
        ("scorekeeper", 403, 302),
        ("referee", 403, 302),
        ("club admin", 200, 302),  # the Django admin is for superusers only (issue 21)
    ],
)
def test_admin_only_pages(client, club, user_for, role, settings_status, admin_status):
    user = user_for(role)
    if role != "anonymous":
        client.force_login(user)
    response = client.get(reverse("club_settings", kwargs={"slug": club.slug}))
    assert response.status_code == settings_status
    admin = client.get(reverse("admin:index"))
    assert admin.status_code == admin_status
    if admin_status == 302:
        assert "/admin/login/" in admin["Location"]


def test_club_admin_changes_settings(client, club, make_user):
    client.force_login(make_user("club admin", club=club, is_staff=True))
    url = reverse("club_settings", kwargs={"slug": club.slug})
    response = client.post(
        url,
        {
            "name": "De Groene Draak",
            "language": "nl",
            "default_ruleset": "mcr",
            "table_points_scheme": "none",
            "public_results": "",
            "member_lapse_months": "12",
            "reseating_mode": "standings",
        },
    )
    assert response.status_code == 302
    club.refresh_from_db()
    assert (club.default_ruleset, club.public_results, club.member_lapse_months) == (
        "mcr",
        False,
        12,
    )


def test_only_a_superuser_sees_models_in_django_admin(client, club, make_user):
    client.force_login(make_user("club admin", club=club, is_staff=True))
    for name in ("member", "event", "hand"):
        response = client.get(reverse(f"admin:tournaments_{name}_changelist"))
        assert response.status_code == 302 and "/admin/login/" in response["Location"]
    client.force_login(make_user(username="root", is_superuser=True, is_staff=True))
    for name in ("member", "event", "hand"):
        assert client.get(reverse(f"admin:tournaments_{name}_changelist")).status_code == 200


@pytest.mark.parametrize(("role", "status"), [("anonymous", 302), ("scorekeeper", 403)])
def test_season_calendar_is_for_club_admins(client, club, user_for, role, status):
    if role != "anonymous":
        client.force_login(user_for(role))
    assert client.get(reverse("club_calendar", kwargs={"slug": club.slug})).status_code == status


def test_club_admin_generates_a_season_calendar(client, club, make_user):
    from tournaments.events.models import Event

    client.force_login(make_user("club admin", club=club, is_staff=True))
    url = reverse("club_calendar", kwargs={"slug": club.slug})
    assert "Seizoenskalender" in client.get(url).text
    data = {
        "year": "2027",
        "weekday": "1",
        "start_time": "19:30",
        "end_time": "23:00",
        "skip_months": ["7", "8"],
        "venue": "Buurthuis",
        "round_count": "2",
    }
    response = client.post(url, data, follow=True)
    assert "43 clubavonden toegevoegd aan 2027" in response.text  # 52 Tuesdays - 4 - 5
    assert Event.objects.filter(club=club, date__year=2027).count() == 43
    again = client.post(url, data, follow=True)
    assert "0 clubavonden toegevoegd aan 2027" in again.text
    bad = client.post(url, {**data, "end_time": "18:00"})
    assert bad.status_code == 422 and "eindigen na" in bad.text
