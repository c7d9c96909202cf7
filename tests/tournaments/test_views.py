"""Pages render, show what they should, and stay within a fixed number of queries.

Seeding the demo takes a few seconds, so each test checks several pages of one seed.
"""

import pytest
from django.contrib.auth import get_user_model
from django.test import RequestFactory
from django.urls import reverse

from tests.factories import MemberFactory
from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo(demo_rows, db):
    """The demo club, seeded once for this module (tests/conftest.py ``demo_rows``)."""
    return Club.objects.get(slug="groene-draak")


def _pages(club: Club) -> list[tuple[str, list[str]]]:
    member = club.members.get(member_number="001")
    members = reverse("member_list", kwargs={"club_slug": club.slug})
    return [
        (reverse("home"), ["Groene Draak Toernooi (demo)", "Clubavond (demo)", club.name]),
        (reverse("club_detail", kwargs={"slug": club.slug}), [club.name, "Nederlandse regels"]),
        (members, ["de Vries", "28 leden"]),
        (members + "?sort=-last_played", ["Bakker"]),
        (member.get_absolute_url(), [member.full_name, "Clubavond (demo)", "Totaal"]),
        (
            reverse("event_detail", kwargs={"slug": "demo-evening"}),
            ["Clubavond (demo)", "Ronde 2", "Tafel 6", "Anneke de Vries", "Afgelopen"],
        ),
        (
            reverse("event_detail", kwargs={"slug": "demo-tournament"}),
            ["Sophie Laurent", "gast", "Ronde 4", "Bezig"],
        ),
        (reverse("login"), ['name="password"', "Inloggen"]),
    ]


def test_pages_render_with_expected_content(client, demo):
    for url, texts in _pages(demo):
        response = client.get(url)
        assert response.status_code == 200, url
        for text in texts:
            assert text in response.text, (url, text)

    evening = client.get(reverse("event_detail", kwargs={"slug": "demo-evening"})).text
    assert evening.count('class="table-card"') == 12

    home = client.get(reverse("home")).text
    upcoming, recent = home.split('id="recent-heading"')
    assert "Groene Draak Toernooi (demo)" in upcoming
    assert "Clubavond (demo)" in recent

    url = reverse("member_list", kwargs={"club_slug": demo.slug})
    ascending = client.get(url + "?sort=name").text
    descending = client.get(url + "?sort=-name").text
    assert ascending.index("Bakker") < ascending.index("Wit")
    assert descending.index("Wit") < descending.index("Bakker")

    member = Member.objects.get(club=demo, member_number="001")
    assert "Groene Draak Toernooi (demo)" in client.get(member.get_absolute_url()).text


def test_no_page_500s_for_any_role(client, demo):
    urls = [url for url, _texts in _pages(demo)]
    urls += [reverse("club_settings", kwargs={"slug": demo.slug}), reverse("admin:index")]
    urls += [e.get_absolute_url() for e in Event.objects.order_by("date")[:5]]
    for username in (None, "scorekeeper", "referee", "admin"):
        if username:
            client.force_login(get_user_model().objects.get(username=username))
        for url in urls:
            assert client.get(url).status_code in (200, 302, 403), (username, url)
        for url in ("/events/nope/", "/clubs/nope/", f"/clubs/{demo.slug}/members/999999/"):
            assert client.get(url).status_code == 404, (username, url)


def test_query_counts_do_not_grow_with_data(client, demo, django_assert_max_num_queries):
    for slug in ("demo-evening", "demo-tournament"):
        with django_assert_max_num_queries(12):
            response = client.get(reverse("event_detail", kwargs={"slug": slug}))
        assert response.status_code == 200, slug
    MemberFactory.create_batch(30, club=demo)
    for url in (reverse("member_list", kwargs={"club_slug": demo.slug}), reverse("home")):
        with django_assert_max_num_queries(10):
            response = client.get(url)
        assert response.status_code == 200, url
    with django_assert_max_num_queries(10):
        response = client.get(Member.objects.get(club=demo, member_number="001").get_absolute_url())
    assert response.status_code == 200


def test_django_admin_pages_render_for_every_model(client, demo, make_user):
    from django.contrib import admin

    superuser = make_user(is_superuser=True, is_staff=True)
    client.force_login(superuser)
    request = RequestFactory().get("/")
    request.user = superuser
    for model, model_admin in admin.site._registry.items():
        if model._meta.app_label != "tournaments":
            continue
        info = (model._meta.app_label, model._meta.model_name)
        changelist = reverse("admin:{}_{}_changelist".format(*info))
        assert client.get(changelist).status_code == 200, changelist
        obj = model.objects.order_by("pk").first()
        if obj is not None:
            change = reverse("admin:{}_{}_change".format(*info), args=[obj.pk])
            assert client.get(change).status_code == 200, change
        if model_admin.has_add_permission(request):
            add = reverse("admin:{}_{}_add".format(*info))
            assert client.get(add).status_code == 200, add
