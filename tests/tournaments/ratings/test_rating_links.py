"""The club page leads to the club rating, as it does to the MERS ranking (found walking
the pages: only the season standings linked there)."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse


def test_the_club_page_links_the_rating(club, make_user):
    client = Client()
    client.force_login(make_user(club=club, username="lid"))
    page = client.get(reverse("club_detail", kwargs={"slug": club.slug})).content.decode()
    assert f'href="{reverse("ratings_club", kwargs={"slug": club.slug})}"' in page
    assert f'href="{reverse("rankings_list", kwargs={"slug": club.slug})}"' in page
