"""The tournament day's pages in German (issue 50's story, tests/browser/test_story.py).

The story itself runs once, in Dutch, in three parts. This test keeps its second language:
the director switches the site to German with the language switch, and every page the
story opens (the register page and the guest's personal page on phones, the director's
pages, the big screen, the table page, the players' page, the cut, the print and EMA
pages) answers in German (``Day.go`` checks the page's language and its status), the
pages a phone opens fit the phone, and the German results sheet and EMA file give every
player the standings' total. The world between the pages is made by the story's own
builders (tests/browser/story_world.py)."""

from __future__ import annotations

import pytest

from tests.browser.story_steps import (
    LAPTOP,
    PHONE,
    fits,
    switch_language,
    table,
    the_club_before_the_day,
)
from tests.browser.story_world import (
    drawn,
    quick_hands,
    round_closed,
    round_one_finished,
    round_started,
)
from tests.browser.test_story import ema_file, pdf_scores, results_pdf, standings_and_screen
from tournaments.play.selectors.table_links import table_link_path

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_every_page_of_the_story_speaks_german(browser, live_server, transactional_db):
    day = the_club_before_the_day(url=live_server.url, browser=browser, lang="de")
    link = drawn(day)
    director = day.page("director", LAPTOP, user="director")
    switch_language(day, director)
    for who, user in (("hanna", "hanna"), ("wim", "wim")):
        fits(day.go(day.page(who, PHONE, user=user), f"{day.base}/register/"))
    fits(day.go(day.page("kees", PHONE), link))
    for path in ("registration/", "check-in/desk/", "stages/setup/", "seating/", ""):
        day.go(director, f"{day.base}/{path}")

    round_started(day, 1)
    day.go(day.page("screen", LAPTOP), f"{day.base}/screen/")
    fits(day.go(day.page("keeper", PHONE, user="director"), f"{day.base}/round/1/table/1/"))
    player = day.page("player", PHONE)
    fits(day.go(player, day.url + table_link_path(table=table(day, 1, 1))))
    day.go(director, f"{day.base}/round/1/close/")
    round_one_finished(day)
    standings_and_screen(day)  # the standings page and the big screen, in German
    day.go(director, f"{day.base}/substitutes/")

    round_started(day, 2)
    quick_hands(day, 2, (1, 2))
    round_closed(day, 2)
    for path in ("stages/2/cut/", "stages/"):
        day.go(director, f"{day.base}/{path}")
    standings = standings_and_screen(day)
    assert pdf_scores(results_pdf(day), list(standings)) == standings
    assert ema_file(day) == standings
