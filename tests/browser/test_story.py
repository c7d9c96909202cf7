"""Issue 50: one tournament day that crosses every feature, in Dutch and in German.

Registration with a waiting list (phones, 390 x 844) → a cancellation and a withdrawal by
the director (laptop, 1366 x 900) → the offers accepted → check-in at the desk and by a
player's own link → the field made → the stages and the draw → round 1 started (the
seating on the big screen) → hands on the table page (a phone; a win under the minimum
refused), a penalty → the round's time up, the table confirmed by a player on the
players' page → round 2 with a member and a guest as substitutes → the cut → the final →
the results sheet (PDF) and the EMA file. Along the way every page gives a player the same
total: the table page, the players' page, the standings, the big screen, the results PDF
and the EMA export. Steps: tests/browser/story_steps.py. Screenshots: /tmp/shots-story/."""

from __future__ import annotations

import csv
import io
import re
import subprocess

import pytest
from playwright.sync_api import Page, expect

from tests.browser.story_steps import (
    LAPTOP,
    PHONE,
    SHOTS,
    Day,
    check_in,
    fits,
    no_error,
    registrations_come_in,
    seat_at,
    stages_and_draw,
    switch_language,
    table,
    the_club_before_the_day,
    the_director_cancels_and_withdraws,
    the_offers_are_accepted,
)
from tests.browser.story_world import drawn, round_one_played, time_runs_out
from tournaments.events.models import Event, EventStatus, Round, RoundStatus
from tournaments.play.selectors.table_links import seat_code, table_link_path

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def start_round(day: Day, number: int) -> None:
    """The director starts the round on the event page (today: no question asked); the
    big screen then shows its seating with the clock."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/")
    director.locator(f'form[action$="/round/{number}/start/"] button').click()
    no_error(director)
    assert Round.objects.get(event=day.event, number=number).status == RoundStatus.IN_PROGRESS
    screen = day.go(day.page("screen", LAPTOP), f"{day.base}/screen/")
    expect(screen.locator("[data-clock]").first).to_be_visible()
    tables = screen.locator("[data-screen-table]")
    expect(tables).to_have_count(table(day, number, 1).round.tables.count())
    for seat in table(day, number, 1).seats.select_related("member"):
        expect(screen.locator('[data-screen-table="1"]')).to_contain_text(seat.player_name)
    day.shot(screen, f"screen-round-{number}-1366")


def enter_hand(day: Day, round_number: int, number: int, points: int = 9) -> None:
    """South wins on West's discard: quick entry (the winner's total) on the table page."""
    keeper = day.page("keeper", PHONE, user="director")
    day.go(keeper, f"{day.base}/round/{round_number}/table/{number}/")
    count = keeper.locator("#hands tr[data-hand]").count()
    keeper.locator('input[name="mode"][value="quick"]').check()
    keeper.locator('select[name="winner"]').select_option("S")
    keeper.locator('select[name="discarder"]').select_option("W")
    keeper.locator('[name="points_S"]').fill(str(points))
    keeper.locator(".sticky-actions button[type=submit]").click()
    expect(keeper.locator(f'#hands tr[data-hand="{count + 1}"]')).to_be_visible()
    no_error(keeper)


def refused_under_the_minimum(day: Day) -> None:
    """MCR's minimum is 8: a 6-point win is refused, nothing saved."""
    keeper = day.page("keeper", PHONE, user="director")
    day.go(keeper, f"{day.base}/round/1/table/1/")
    keeper.locator('input[name="mode"][value="quick"]').check()
    keeper.locator('select[name="winner"]').select_option("S")
    keeper.locator('select[name="discarder"]').select_option("W")
    keeper.locator('[name="points_S"]').fill("6")
    keeper.locator(".sticky-actions button[type=submit]").click()
    expect(keeper.locator("#error-summary")).to_be_visible()
    expect(keeper.locator("#hands tr[data-hand]")).to_have_count(0)
    day.shot(keeper, "table-refused-390")


def give_penalty(day: Day, round_number: int, number: int, position: int) -> str:
    keeper = day.page("keeper", PHONE, user="director")
    day.go(keeper, f"{day.base}/round/{round_number}/table/{number}/")
    seat = seat_at(day, round_number, number, position)
    panel = keeper.locator("#penalties")
    if not panel.locator("details.penalty-give").evaluate("d => d.open"):
        panel.locator("details.penalty-give summary").click()
    panel.locator('select[name="penalty-seat"]').select_option(str(seat.pk))
    panel.locator('[name="penalty-points"]').fill("10")
    panel.locator('select[name="penalty-reason"]').select_option(index=1)
    panel.locator("details.penalty-give button[type=submit]").click()
    expect(keeper.locator(".penalty-totals")).to_be_visible()
    no_error(keeper)
    keeper.locator("#penalties").scroll_into_view_if_needed()
    day.shot(keeper, f"table-penalty-{round_number}-{number}-390")
    # the totals fit a phone: the Total column is not cut off (nor needs a sideways scroll)
    fits(keeper, "#penalties .table-scroll:has(.penalty-totals)")
    fits(keeper)
    return seat.player_name


def table_totals(page: Page) -> dict[str, int]:
    """A table's totals by player: with penalties their table (hands + penalties), else
    the hands' totals (the table page and the players' page have both)."""
    cells = page.locator(".penalty-totals tr[data-player]")
    if cells.count():
        found = {
            row.get_attribute("data-player"): int(
                row.locator("[data-player-total]").get_attribute("data-player-total")
            )
            for row in cells.all()
        }
        cards = totals_of(page.locator(".seat-grid [data-player-total]"))
        assert cards and all(found[name] == total for name, total in cards.items()), cards
        return found
    return {
        th.get_attribute("data-player"): int(th.get_attribute("data-hands-total"))
        for th in page.locator("#hands tfoot [data-hands-total]").all()
    }


def totals_of(cells) -> dict[str, int]:
    return {
        c.get_attribute("data-player"): int(c.get_attribute("data-player-total"))
        for c in cells.all()
    }


def totals(page: Page, scope: str) -> dict[str, int]:
    """Player: total of the standings-like rows in ``scope`` (hidden pages included)."""
    return {
        row.get_attribute("data-player"): int(
            row.locator("[data-player-total]").first.get_attribute("data-player-total")
        )
        for row in page.locator(f"{scope} tr[data-player]").all()
    }


def a_player_confirms(day: Day, round_number: int, number: int) -> dict[str, int]:
    """On the players' page (a phone) the first seat confirms with the seat code."""
    t = table(day, round_number, number)
    seat = seat_at(day, round_number, number, 0)
    player = day.go(day.page("player", PHONE), day.url + table_link_path(table=t))
    player.locator(f'#confirm input[name="seat"][value="{seat.pk}"]').check()
    player.locator("#seat-code").fill(seat_code(seat_id=seat.pk, event=day.event))
    player.locator("#confirm button[type=submit]").click()
    expect(player.locator("#confirm")).to_have_count(0)
    t.refresh_from_db()
    assert t.confirmed_by_seat_id == seat.pk
    fits(player)
    day.shot(player, f"players-page-{round_number}-{number}-390")
    return table_totals(player)


def close_round(day: Day, number: int) -> None:
    director = day.go(
        day.page("director", LAPTOP, user="director"), f"{day.base}/round/{number}/close/"
    )
    director.locator(".round-close form button[type=submit]").click()
    no_error(director)
    assert Round.objects.get(event=day.event, number=number).status == RoundStatus.CLOSED


def standings_and_screen(day: Day) -> dict[str, int]:
    """The standings page and the big screen give every player the same score."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/standings/")
    standings = totals(director, "table.standings")
    screen = day.go(day.page("screen", LAPTOP), f"{day.base}/screen/")
    assert totals(screen, ".screen-table") == standings
    return standings


def substitutes(day: Day) -> None:
    """From round 2 Ilse (a member) sits for Aart, a guest for Dirk."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/substitutes/")
    for absent, member, guest in (
        ("Aart Appel", "Ilse Invaller", ""),
        ("Dirk Dekker", "", "Gerrit Gast"),
    ):
        director.locator('select[name="absent"]').select_option(f"m:{day.members[absent].pk}")
        director.locator('select[name="from_round"]').select_option("2")
        if member:
            director.locator('select[name="substitute"]').select_option(str(day.members[member].pk))
        else:
            director.locator('[name="guest_name"]').fill(guest)
        director.locator("main form.form button[type=submit]").click()
        no_error(director)
        expect(director.locator(".substitution-list")).to_contain_text(member or guest)
    day.shot(director, "substitutes-1366")


def the_cut_and_the_final(day: Day) -> None:
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/stages/2/cut/")
    if director.locator(".cut-tie").count():
        director.locator('input[name="rule"][value="lots"]').check()
        director.locator('input[name="seed"]').fill("42")
    director.locator('input[name="confirm"]').check()
    day.shot(director, "cut-1366")
    director.locator("form.cut-form button[type=submit]").click()
    no_error(director)
    day.go(director, f"{day.base}/stages/")
    director.locator('form[action$="/stages/2/seat/"] button').click()
    no_error(director)
    assert table(day, 3, 1).seats.count() == 4


def results_pdf(day: Day) -> str:
    """The prize-giving's results sheet, as the print page's button asks for it."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/print/")
    form = director.locator("form.prize-form")
    action = form.locator("button[formaction$='results.pdf']").get_attribute("formaction")
    lang = form.locator('input[name="lang"]').input_value()
    places = form.locator('input[name="places"]').input_value()
    response = director.request.get(f"{day.url}{action}?lang={lang}&places={places}")
    assert response.ok and response.body().startswith(b"%PDF")
    SHOTS.mkdir(parents=True, exist_ok=True)
    pdf = SHOTS / f"{day.lang}-results.pdf"
    pdf.write_bytes(response.body())
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True
    ).stdout


def pdf_scores(text: str, names: list[str]) -> dict[str, int | None]:
    """Each player's score on the results sheet: the second number after the name (the
    table points come first)."""
    found: dict[str, int | None] = {}
    for line in text.replace("−", "-").splitlines():
        for name in names:
            if name in line:
                tail = line.split(name, 1)[1].split()
                numbers = [t for t in tail if re.fullmatch(r"[+-]?\d+([.,]\d+)?½?|½", t)]
                found[name] = int(numbers[1]) if len(numbers) > 1 else None
    return found


def ema_file(day: Day) -> dict[str, int]:
    """The EMA page asks for the guest's EMA number (a member record), then the file."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/ema/")
    form = director.locator(".ema-guest-form")
    expect(form).to_have_count(1)  # Kees, the guest; every member has a number
    # filled in with what he gave when he registered
    expect(form.locator('input[name="ema_number"]')).to_have_value("04049999")
    expect(form.locator('input[name="country"]')).to_have_value("NL")
    form.locator("button[type=submit]").click()
    no_error(director)
    href = director.locator('a[href$="/export/ema.csv"]').get_attribute("href")
    response = director.request.get(day.url + href)
    assert response.ok
    rows = list(csv.reader(io.StringIO(response.body().decode("utf-8-sig"))))
    return {f"{r[1]} {r[2]}": int(r[5]) for r in rows[1:]}


def test_registration_to_the_draw(browser, live_server, transactional_db):
    """The first part: the registrations, the director's changes, the check-in and the
    draw (its end state is what ``story_world.drawn`` makes for the later parts)."""
    day = the_club_before_the_day(url=live_server.url, browser=browser, lang="nl")
    switch_language(day, day.page("director", LAPTOP, user="director"))
    link = registrations_come_in(day)
    the_director_cancels_and_withdraws(day)
    the_offers_are_accepted(day, link)
    check_in(day, link)
    stages_and_draw(day)


def test_round_one(browser, live_server, transactional_db):
    """The second part, from the drawn field: round 1 on the big screen, the hands and a
    penalty on a phone, a player's confirmation, the round closed; every page the same
    totals (its end state is what ``story_world.round_one_played`` makes)."""
    day = the_club_before_the_day(url=live_server.url, browser=browser, lang="nl")
    drawn(day)
    start_round(day, 1)
    refused_under_the_minimum(day)
    enter_hand(day, 1, 1)
    enter_hand(day, 1, 2)
    give_penalty(day, 1, 1, position=3)
    keeper_totals = {1: table_totals(day.pages["keeper"])}
    day.go(day.pages["keeper"], f"{day.base}/round/1/table/2/")
    keeper_totals[2] = table_totals(day.pages["keeper"])
    time_runs_out(day, 1)
    assert a_player_confirms(day, 1, 1) == keeper_totals[1]
    close_round(day, 1)
    after_one = standings_and_screen(day)
    assert after_one == keeper_totals[1] | keeper_totals[2]


def test_substitutes_to_the_results(browser, live_server, transactional_db):
    """The last part, from round 1 closed: substitutes in round 2, the cut and the final,
    and the same totals on the standings, the big screen, the results PDF and the EMA
    file."""
    day = the_club_before_the_day(url=live_server.url, browser=browser, lang="nl")
    drawn(day)
    round_one_played(day)
    substitutes(day)
    start_round(day, 2)
    expect(day.pages["screen"].locator(".screen-seating").first).to_contain_text("Ilse Invaller")
    enter_hand(day, 2, 1)
    enter_hand(day, 2, 2)
    close_round(day, 2)
    standings_and_screen(day)

    the_cut_and_the_final(day)
    start_round(day, 3)
    enter_hand(day, 3, 1)
    close_round(day, 3)
    assert Event.objects.get(pk=day.event.pk).status == EventStatus.FINISHED

    final = standings_and_screen(day)
    assert len(final) == 8 and "Ilse Invaller" not in final and "Gerrit Gast" not in final
    assert pdf_scores(results_pdf(day), list(final)) == final
    assert ema_file(day) == final
