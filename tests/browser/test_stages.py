"""A tournament in stages in the browser: 32 players, 4 qualification rounds drawn in
advance, a cut to 16 with a tie at 16th settled by the director's rule, 2 Swiss rounds
with half the points carried, a final of 4. Hands go in through the hand service (one
hand a table, as quick entry would); the director sets up the stages, makes the cuts
and seats the Swiss rounds in the browser. Screenshots (phone and laptop) of the stage
setup, the cut and the final standings go to STAGES_SCREENSHOTS (/tmp/shots-stages/ when
set); the results PDF is rendered to PNG with pdftoppm."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from django.test import Client
from playwright.sync_api import expect

from tests.factories import ClubFactory, EventFactory, MemberFactory, UserFactory
from tests.tournaments.golden_hands import entry_of, golden_hands
from tournaments.events.models import EventKind, Round
from tournaments.events.services.registrations import participant_register
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.round_close import round_close
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.stages.models import Stage

SIZES = {"390x844": {"width": 390, "height": 844}, "1366x900": {"width": 1366, "height": 900}}


def shots(tmp_path: Path) -> Path:
    path = Path(os.environ.get("STAGES_SCREENSHOTS", tmp_path))
    path.mkdir(parents=True, exist_ok=True)
    return path


def play(event, number: int, *, vary: bool = False) -> None:
    """One hand at every table of round ``number`` (the hand service), then close it: the
    same hand everywhere (many players tie), or ``vary``ing from table to table."""
    hands = [h for h in golden_hands("nmb") if h["result"].get("winner")]
    round_ = Round.objects.get(event=event, number=number)
    for table in round_.tables.order_by("number"):
        index = (number * 7 + table.number * 3) % len(hands) if vary else 0
        hand_enter(table=table, entry=entry_of(hands[index]))
    round_close(round_=round_, actor=None)


@pytest.fixture
def site(live_server, transactional_db):
    club = ClubFactory(slug="stages-club", name="De Groene Draak", public_results=True)
    director = UserFactory(roles=["club admin"], username="director")
    MemberFactory(club=club, user=director)
    event = EventFactory(
        club=club,
        slug="open",
        name="Open kampioenschap",
        kind=EventKind.TOURNAMENT,
        round_count=4,
        table_policy="bye",
    )
    participant_register(event=event, members=MemberFactory.create_batch(32, club=club))
    client = Client()
    client.force_login(director)
    return live_server, event, client.cookies["sessionid"].value


def _page(browser, server, session: str, size: str):
    context = browser.new_context(viewport=SIZES[size], locale="nl-NL")
    context.add_cookies([{"name": "sessionid", "value": session, "url": server.url}])
    page = context.new_page()
    page.set_default_timeout(30_000)
    return page


def _make_cut(page, server, event, order: int, out: Path, tag: str) -> bool:
    """Open the cut page, settle a tie by drawing lots (seed 42), confirm; True: a tie."""
    page.goto(f"{server.url}/events/{event.slug}/stages/{order}/cut/")
    tie = page.locator(".cut-tie").count() > 0
    page.screenshot(path=out / f"cut-{tag}.png", full_page=True)
    if tie:
        page.locator('input[name="rule"][value="lots"]').check()
        page.locator('input[name="seed"]').fill("42")
    page.locator('input[name="confirm"]').check()
    page.get_by_role("button", name="Maak de cut").click()
    expect(page.locator(".messages, .message").first).to_contain_text("cut is gemaakt")
    return tie


def test_a_tournament_in_three_stages(browser, site, tmp_path):
    server, event, session = site
    out = shots(tmp_path)
    for size in SIZES:  # the setup page at both sizes
        page = _page(browser, server, session, size)
        page.goto(f"{server.url}/events/{event.slug}/stages/setup/")
        expect(page.locator("h1")).to_contain_text("Fases instellen")
        page.screenshot(path=out / f"setup-{size}.png", full_page=True)
        page.context.close()
    page = _page(browser, server, session, "1366x900")
    page.goto(f"{server.url}/events/{event.slug}/stages/setup/")
    page.get_by_role("button", name="Fases bewaren").click()
    expect(page.locator(".message").first).to_contain_text("bewaard")
    assert list(Stage.objects.filter(event=event).values_list("field_size", flat=True)) == [
        None,
        16,
        4,
    ]
    seat_draw_create(event=event, seed=11)  # the qualification, drawn in advance
    for number in range(1, 5):
        play(event, number)
    phone = _page(browser, server, session, "390x844")
    phone.goto(f"{server.url}/events/{event.slug}/stages/2/cut/")
    expect(phone.locator(".cut-tie")).to_be_visible()
    phone.screenshot(path=out / "cut-semi-390x844.png", full_page=True)
    phone.context.close()
    assert _make_cut(page, server, event, 2, out, "semi-1366x900"), "a tie at 16th"
    for number in (5, 6):  # two Swiss rounds, seated in the browser
        page.goto(f"{server.url}/events/{event.slug}/stages/")
        page.get_by_role("button", name="Deel de volgende ronde in op de stand").click()
        expect(page.locator(".message").first).to_contain_text(f"Ronde {number} ingedeeld")
        play(event, number, vary=True)
    page.goto(f"{server.url}/events/{event.slug}/stages/")
    expect(page.locator("#stage-2 .quality")).to_be_visible()
    page.screenshot(path=out / "stages-1366x900.png", full_page=True)
    _make_cut(page, server, event, 3, out, "final-1366x900")
    page.goto(f"{server.url}/events/{event.slug}/stages/")
    page.get_by_role("button", name="Deel de volgende ronde in op de stand").click()
    play(event, 7, vary=True)
    for size in SIZES:
        shot = _page(browser, server, session, size)
        shot.goto(f"{server.url}/events/{event.slug}/standings/")
        expect(shot.locator(".stage-standings")).to_have_count(3)
        expect(shot.locator("table.standings").first).to_contain_text("Bereikte fase")
        shot.screenshot(path=out / f"standings-{size}.png", full_page=True)
        shot.goto(f"{server.url}/events/{event.slug}/stages/2/cut/")
        shot.screenshot(path=out / f"cut-made-{size}.png", full_page=True)
        shot.context.close()
    page.goto(f"{server.url}/events/{event.slug}/screen/")
    expect(page.locator(".screen-stage").first).to_contain_text("Finale")
    page.screenshot(path=out / "screen-1366x900.png")
    response = page.request.get(f"{server.url}/events/{event.slug}/export/standings.pdf?lang=nl")
    assert response.ok and response.body().startswith(b"%PDF")
    pdf = out / "standings.pdf"
    pdf.write_bytes(response.body())
    if shutil.which("pdftoppm"):
        subprocess.run(
            ["pdftoppm", "-png", "-r", "70", str(pdf), str(out / "standings")], check=True
        )
