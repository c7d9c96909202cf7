"""The member list has a search box: a plain GET form (``q``), filtered on the server, so
it works without JavaScript; bad or odd input is never an error."""

import pytest
from django.urls import reverse

from tests.factories import MemberFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english(settings):
    settings.LANGUAGE_CODE = "en"


PEOPLE = [("Gerda", "de", "Boer", "027"), ("Hans", "", "Mulder", "031"), ("Els", "", "Smit", "102")]


@pytest.fixture
def members(club):
    return [
        MemberFactory(club=club, first_name=f, surname_prefix=p, last_name=last, member_number=n)
        for f, p, last, n in PEOPLE
    ]


@pytest.mark.parametrize(
    ("q", "found"),
    [
        ("", {"Boer", "Mulder", "Smit"}),
        ("boer", {"Boer"}),
        ("gerda de boer", {"Boer"}),
        ("  MULDER ", {"Mulder"}),
        ("031", {"Mulder"}),
        ("10", {"Smit"}),
        ("nobody", set()),
        ("'; drop table --", set()),
        ("x" * 500, set()),
    ],
)
def test_the_search_filters_on_the_server(client, club, members, q, found):
    response = client.get(reverse("member_list", kwargs={"club_slug": club.slug}), {"q": q})
    assert response.status_code == 200
    text = response.text
    assert {m.last_name for m in members if m.get_absolute_url() in text} == found
    assert 'name="q"' in text
    if q.strip() and not found:
        assert "No member matches" in text
