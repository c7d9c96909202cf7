"""Issue 54 finding 3: logged-in pages and data downloads carried no ``Cache-Control``, so
a browser (the shared club laptop's back button) or a proxy could keep names, member
numbers and files. Now every answer to a login and every download says ``private,
no-store``; the public pages an anonymous visitor reads keep their caching."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser
from django.http import HttpResponse
from django.test import Client
from django.urls import reverse

from tournaments.clubs.models import Club
from tournaments.security.private_cache import PrivateNoStore

pytestmark = pytest.mark.django_db

PRIVATE = "private, no-store"


@pytest.fixture
def demo(demo_rows, db):
    return Club.objects.get(slug="groene-draak")


def _admin_pages(club: Club) -> list[str]:
    member = club.members.get(member_number="001")
    return [
        reverse("home"),
        reverse("club_detail", kwargs={"slug": club.slug}),
        reverse("club_settings", kwargs={"slug": club.slug}),
        reverse("club_audit", kwargs={"slug": club.slug}),
        reverse("member_list", kwargs={"club_slug": club.slug}),
        member.get_absolute_url(),
        reverse("event_detail", kwargs={"slug": "demo-tournament"}),
        reverse("reports_event_standings", kwargs={"slug": "demo-evening"}),
        reverse("privacy_club", kwargs={"slug": club.slug}),
    ]


def _downloads(club: Club) -> list[str]:
    member = club.members.get(member_number="001")
    data = {"club_slug": club.slug, "pk": member.pk}
    standings = {"slug": "demo-evening", "exporter": "standings"}
    return [
        reverse("privacy_member_data", kwargs={**data, "fmt": "json"}),
        reverse("privacy_member_data", kwargs={**data, "fmt": "csv"}),
        reverse("reports_event_export", kwargs={**standings, "fmt": "csv"}),
        reverse("reports_event_export", kwargs={**standings, "fmt": "xlsx"}),
        reverse("event_file", kwargs={"slug": "demo-evening"}),
    ]


def test_logged_in_pages_and_downloads_are_never_stored(demo):
    client = Client()
    client.force_login(get_user_model().objects.get(username="admin"))
    for url in _admin_pages(demo) + _downloads(demo):
        response = client.get(url)
        assert response.status_code == 200, url
        assert response.headers.get("Cache-Control") == PRIVATE, url


def test_public_pages_keep_their_caching(demo):
    anonymous = Client()
    for url in (
        reverse("home"),
        reverse("club_detail", kwargs={"slug": demo.slug}),
        reverse("event_detail", kwargs={"slug": "demo-evening"}),
        reverse("reports_event_standings", kwargs={"slug": "demo-evening"}),
    ):
        response = anonymous.get(url)
        assert response.status_code == 200, url
        assert "no-store" not in response.headers.get("Cache-Control", ""), url
    offline = anonymous.get("/sw.js")
    assert offline.headers.get("Cache-Control") == "no-cache"  # the worker's own rule


@pytest.mark.parametrize(
    ("logged_in", "disposition", "before", "after"),
    [
        (False, None, None, None),  # a public page: as the view made it
        (False, None, "max-age=60", "max-age=60"),
        (False, 'attachment; filename="x.csv"', None, PRIVATE),  # a download, to anyone
        (False, 'inline; filename="x.pdf"', "max-age=60", PRIVATE),
        (True, None, None, PRIVATE),
        (True, None, "max-age=60", PRIVATE),
        (True, None, "no-store, private", "no-store, private"),  # said already: kept
    ],
)
def test_the_middleware_marks_private_answers(rf, logged_in, disposition, before, after):
    def view(request):
        response = HttpResponse("x")
        if disposition:
            response["Content-Disposition"] = disposition
        if before:
            response["Cache-Control"] = before
        return response

    request = rf.get("/")
    request.user = get_user_model()(pk=1) if logged_in else AnonymousUser()
    response = PrivateNoStore(view)(request)
    assert response.headers.get("Cache-Control") == after
