"""Every page a club admin opens fits a phone: nothing sticks out sideways (wide tables
scroll inside their own box). One sweep over the site's pages with the demo club."""

import pytest

from tournaments.clubs.models import Member

PAGES = [
    "/",
    "/clubs/groene-draak/",
    "/clubs/groene-draak/settings/",
    "/clubs/groene-draak/calendar/",
    "/clubs/groene-draak/house-rules/",
    "/clubs/groene-draak/members/",
    "/clubs/groene-draak/members/{member}/",
    "/clubs/groene-draak/members/import/",
    "/clubs/groene-draak/audit/",
    "/clubs/groene-draak/standings/",
    "/clubs/groene-draak/players/{member}/",
    "/events/demo-evening/",
    "/events/demo-evening/standings/",
    "/events/demo-tournament/",
    "/events/demo-tournament/house-rules/",
    "/events/demo-tournament/standings/",
    "/events/demo-tournament/screen/",
    "/events/demo-tournament/print/",
    "/events/demo-tournament/audit/",
    "/events/demo-tournament/seating/",
    "/events/demo-tournament/seating/players/",
    "/events/demo-tournament/round/1/table/1/",
    "/events/demo-tournament/round/1/table/1/hand/1/",
    "/events/demo-tournament/round/1/table/1/hand/1/edit/",
    "/events/demo-tournament/round/1/table/1/audit/",
]


@pytest.fixture
def viewport():
    return "phone", {"width": 390, "height": 844}


def test_no_page_is_wider_than_a_phone(page, demo_site):
    member = Member.objects.filter(club__slug="groene-draak").order_by("pk").first()
    page.goto(demo_site.url + "/accounts/login/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)
    too_wide = {}
    for path in PAGES:
        response = page.goto(demo_site.url + path.format(member=member.pk))
        assert response.status == 200, path
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        if overflow > 0:
            too_wide[path] = overflow
    assert not too_wide, f"pages wider than the phone (px): {too_wide}"


def test_a_members_results_fit_a_phone_without_scrolling(page, demo_site):
    """A member who played under three rulesets: each event's result and each ruleset's
    total are on the screen, not behind the table's sideways scroll."""
    from django.db.models import Count

    member = (
        Member.objects.filter(club__slug="groene-draak")
        .annotate(rulesets=Count("seats__round__event__ruleset", distinct=True))
        .order_by("-rulesets", "pk")
        .first()
    )
    assert member is not None and member.rulesets >= 2
    page.goto(demo_site.url + "/accounts/login/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)
    page.goto(demo_site.url + f"/clubs/groene-draak/members/{member.pk}/")
    box = page.locator(".member-events").locator("xpath=..")  # the table's scroll box
    right = box.evaluate("b => b.getBoundingClientRect().right")
    rights = page.eval_on_selector_all(
        ".member-events tr > :last-child",
        "cells => cells.map(c => c.getBoundingClientRect().right)",
    )
    assert len(rights) > 3
    assert max(rights) <= right, (rights, right)
    assert box.evaluate("b => b.scrollWidth <= b.clientWidth")
