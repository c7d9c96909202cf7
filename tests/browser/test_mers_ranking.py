"""The MERS ranking in a browser, on a phone and a laptop: the club's list on a day and a
player's calculation, in Dutch and German. Screenshots go to /tmp/shots-mers/ for a look;
nothing may stick out sideways."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.rankings.world import tournament
from tournaments.rankings.models import ExternalResult

SHOTS = Path("/tmp/shots-mers")
SIZES = {"390": {"width": 390, "height": 844}, "1366": {"width": 1366, "height": 900}}
HEADINGS = {"nl": ("MERS-ranglijst", "Deel A"), "de": ("MERS-Rangliste", "Teil A")}
D = datetime.date


@pytest.fixture
def ranked_club(live_server, transactional_db):
    club = ClubFactory(slug="draak", name="Mahjongclub De Draak", default_ruleset="mcr")
    names = ["Anna", "Bram", "Carla", "Daan", "Eva", "Femke", "Gert", "Hanna"]
    members = [MemberFactory(club=club, first_name=n, last_name=f"van den {n}berg") for n in names]
    tournament(club, D(2026, 1, 10), members, name="Nieuwjaarstoernooi")
    tournament(club, D(2026, 2, 14), members[1:] + members[:1], name="Valentijnstoernooi")
    tournament(club, D(2025, 3, 1), members[::-1], name="Lentetoernooi 2025")
    for pos, name in ((3, "Anna"), (17, "Zoë Buitenland")):
        ExternalResult.objects.create(
            club=club, tournament="Open Kampioenschap Keulen", start_date=D(2026, 3, 7),
            days=2, players=84, countries=11, qualifying=True, player_name=name,
            member=members[0] if name == "Anna" else None, position=pos,
        )  # fmt: skip
    return live_server


def _shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name}: {overflow} px wider than the window"


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", ["nl", "de"])
def test_ranking_list_and_calculation(browser, ranked_club, size: str, lang: str) -> None:
    context = browser.new_context(viewport=SIZES[size], locale=f"{lang}-{lang.upper()}")
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(ranked_club.url + "/clubs/draak/ranking/?on=2026-06-01")
    list_heading, part_a = HEADINGS[lang]
    assert page.locator("main h1").inner_text() == list_heading
    rows = page.locator(".ranking-table tbody tr")
    assert rows.count() == 8
    _shot(page, f"list-{lang}-{size}")

    rows.first.get_by_role("link").click()
    page.get_by_role("heading", name=part_a).wait_for()
    assert "Open Kampioenschap Keulen" in page.locator("main").inner_text()
    _shot(page, f"player-{lang}-{size}")
    context.close()
