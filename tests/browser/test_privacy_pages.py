"""The privacy pages in a browser, on a phone and a laptop: a member page as an outsider
(names and results only) and as the club admin (the private details, the downloads, the
erase button), the club's privacy page and the erase confirmation; in Dutch and German.
Screenshots go to /tmp/shots-privacy/ for a look; nothing may stick out sideways."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournaments.clubs.models import Member

SHOTS = Path("/tmp/shots-privacy")
SIZES = {"390": {"width": 390, "height": 844}, "1366": {"width": 1366, "height": 900}}
LOGIN = {
    "nl": ("Gebruikersnaam", "Wachtwoord", "Inloggen"),
    "de": ("Benutzername", "Passwort", "Anmelden"),
}


def _login(page, url: str, lang: str) -> None:
    user, password, button = LOGIN[lang]
    page.goto(url + "/accounts/login/")
    page.get_by_label(user).fill("admin")
    page.get_by_label(password).fill("admin-demo")
    page.get_by_role("button", name=button).click()
    page.wait_for_url(lambda u: "/accounts/login/" not in u)


def _shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name}: {overflow} px wider than the window"


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", ["nl", "de"])
def test_privacy_pages(browser, demo_site, size: str, lang: str) -> None:
    member = Member.objects.filter(club__slug="groene-draak", adult=True).order_by("pk").first()
    assert member is not None
    member_path = f"/clubs/groene-draak/members/{member.pk}/"
    context = browser.new_context(viewport=SIZES[size], locale=f"{lang}-{lang.upper()}")
    page = context.new_page()
    page.set_default_timeout(15_000)
    url = demo_site.url

    page.goto(url + member_path)  # an anonymous visitor
    assert member.member_number not in page.locator("main").inner_text()
    assert page.get_by_text(member.full_name).first.is_visible()
    _shot(page, f"member-outsider-{lang}-{size}")

    page.goto(url + "/clubs/groene-draak/privacy/")
    page.locator("main h1").wait_for()
    _shot(page, f"privacy-{lang}-{size}")

    _login(page, url, lang)
    page.goto(url + member_path)
    assert member.member_number in page.locator("main").inner_text()
    _shot(page, f"member-staff-{lang}-{size}")

    page.goto(url + member_path + "erase/")
    page.locator("main form .button-danger").click()  # not ticked: the page says so
    page.locator(".errorlist").first.wait_for()
    _shot(page, f"erase-confirm-{lang}-{size}")
    assert Member.objects.get(pk=member.pk).erased_at is None
    context.close()
