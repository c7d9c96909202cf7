"""The prize-giving links and downloads: who may print what, and bad input as a message."""

import pytest
from django.contrib.messages import get_messages
from django.urls import reverse

from tests.tournaments.reports.conftest import *  # noqa: F403
from tournaments.events.models import Event

pytestmark = pytest.mark.django_db


def urls(year: int) -> dict[str, str]:
    return {
        "certificates": reverse("prizes_event_certificates", kwargs={"slug": "demo-tournament"})
        + "?places=2&size=a5&lang=de",
        "results": reverse("prizes_results_sheet", kwargs={"slug": "demo-tournament"}),
        "season": reverse(
            "prizes_season_certificates", kwargs={"slug": "groene-draak", "year": year}
        )
        + "?places=1",
    }


def test_prize_documents_for_staff_only(client, demo, login):
    year = Event.objects.get(slug="demo-evening").season.year
    trophies = reverse("prizes_trophies_pdf", kwargs={"slug": demo.slug, "year": year})
    # the trophy results are as public as the trophy page
    response = client.get(trophies + "?lang=en")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    for name, url in urls(year).items():
        assert client.get(url).status_code == 302, name  # to the login page
    staff = login("scorekeeper")
    for name, url in urls(year).items():
        response = staff.get(url)
        assert response.status_code == 200, name
        assert response.content.startswith(b"%PDF"), name


def test_the_pages_link_to_the_documents(demo, login):
    year = Event.objects.get(slug="demo-evening").season.year
    staff = login("admin")
    page = staff.get(reverse("reports_trophies", kwargs={"slug": demo.slug, "year": year})).text
    assert f"/clubs/groene-draak/seasons/{year}/trophies.pdf?lang=en" in page
    assert f"/clubs/groene-draak/seasons/{year}/certificates.pdf?places=3" in page
    assert "css/trophies-print" in page and 'media="print"' in page
    page = staff.get(reverse("print_event", kwargs={"slug": "demo-tournament"})).text
    assert 'formaction="/events/demo-tournament/print/certificates.pdf"' in page
    assert 'formaction="/events/demo-tournament/print/results.pdf"' in page
    assert f"/clubs/groene-draak/seasons/{year}/trophies.pdf" in page
    assert page.count('class="panel prize-giving"') == 1
    assert "<section" not in page.split("<title>")[1].split("</title>")[0]


@pytest.mark.parametrize("places", ["0", "x", "1000", "-3"])
def test_bad_number_of_places_is_a_message_not_a_500(demo, login, places):
    staff = login("scorekeeper")
    for name in ("prizes_event_certificates", "prizes_results_sheet"):
        url = reverse(name, kwargs={"slug": "demo-tournament"}) + f"?places={places}"
        response = staff.get(url)
        assert response.status_code == 302, name
        assert response["Location"] == reverse("print_event", kwargs={"slug": "demo-tournament"})
        page = staff.get(response["Location"]).text  # the message is shown on the print page
        assert "The number of prize places must be a whole number from 1 to 64." in page


def test_nothing_played_yet_is_a_message(demo, login):
    staff = login("scorekeeper")
    event = Event.objects.filter(club=demo, kind="club_evening").exclude(slug="demo-evening")
    url = reverse("prizes_event_certificates", kwargs={"slug": event.first().slug})
    response = staff.get(url)
    assert response.status_code == 302
    assert "Nothing has been played yet" in str(next(iter(get_messages(response.wsgi_request))))
