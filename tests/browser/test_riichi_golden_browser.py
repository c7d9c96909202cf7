"""The golden riichi cases typed into the real table page on a phone (issue 52, "Done when":
"through the web form in a browser test"). A representative subset of the cases the form
test (tests/tournaments/play/test_riichi_golden_form.py) posts with the test client: a win on
a discard, a self-drawn win, a yakuman, a dealer's hand, an exhaustive draw with tenpai, and
one hand entered quickly as han and fu. Each case is a first hand at a table of its own; the
live preview must show the case's han and settlement (and its yaku), and after the save the
table's running scores are 30,000 plus the settlement."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scoring.engine import get_ruleset
from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tests.tournaments.play.test_riichi_golden_form import first_hand_cases, form_data
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}
START = 30_000
#: ron (riichi, 4 han 30 fu), tsumo (riichi, 3 han 30 fu), a self-drawn yakuman, the dealer's
#: mangan on a discard, a draw with South tenpai
CASES = ("riichi-V09", "riichi-V05", "riichi-Y02", "riichi-V10", "riichi-D01")
#: the quick entry: riichi-O02's han and fu (3 han 40 fu, South on East's discard)
QUICK = "riichi-O02"
SHOTS = Path("/tmp/shots-rside")


@pytest.fixture
def viewport():
    return "phone", PHONE


@pytest.fixture
def cases() -> dict[str, dict]:
    by_id = {p.values[0]["id"]: p.values[0] for p in first_hand_cases()}
    return {i: by_id[i] for i in (*CASES, QUICK)}


@pytest.fixture
def tables(transactional_db, monkeypatch):
    """One riichi table per case (a case is a first hand), and a scorekeeper."""
    monkeypatch.setattr(type(get_ruleset("riichi")), "plays_at_table", True)
    club = ClubFactory(slug="riichi-golden")
    round_ = RoundFactory(event__club=club, event__ruleset="riichi", event__slug="rg", number=1)
    for number in range(1, len(CASES) + 2):
        table_seat(round_=round_, number=number, sitters=MemberFactory.create_batch(4, club=club))
    user = UserFactory(username="keeper-rg", password="keeper-pw", roles=["scorekeeper"])
    MemberFactory(club=club, user=user)


def _number(text: str) -> int:
    digits = re.sub(r"[^\d]", "", text)
    return int(digits or 0) * (-1 if re.search(r"[-−]", text) else 1)


def total_of(preview: str) -> str:
    """The preview's total line without its label ("3 han"): the whole line, so a total of
    13 never passes for 1 or 3 (the line reads "Total: 3 han", templates/play/_preview.html)."""
    lines = re.findall(r"^Total: (.*)$", preview, re.MULTILINE)
    assert len(lines) == 1, preview
    return lines[0].strip()


def fill(page, post: dict) -> None:
    """Type ``post`` (the form test's fields of a case) into the hand form."""
    form = page.locator("#hand-form")
    for name, value in post.items():
        if name in ("number", "mode") or value in ("", [], None):
            continue
        if isinstance(value, list):
            for v in value:
                form.locator(f'[name="{name}"][value="{v}"]').check()
            continue
        field = form.locator(f'[name="{name}"]').first
        kind = field.evaluate("e => e.tagName + ':' + (e.type || '')")
        if kind.startswith("SELECT"):
            field.select_option(str(value))
        elif kind.endswith(("radio", "checkbox")):
            form.locator(f'[name="{name}"][value="{value}"]').check()
        else:
            field.fill(str(value))


def preview_settlements(page, expected: dict[str, int]) -> list[int]:
    """The preview's settlement column once it shows the expected figures."""
    cells = page.locator("#preview .preview-table td.score")
    want = sorted(expected.values())
    for _ in range(60):
        got = sorted(_number(c.inner_text()) for c in cells.all())
        if got == want:
            return got
        page.wait_for_timeout(250)
    return sorted(_number(c.inner_text()) for c in cells.all())


def running_scores(page) -> list[int]:
    page.wait_for_load_state()
    return sorted(_number(t.inner_text()) for t in page.locator(".seat-grid .seat-total").all())


def play(page, base: str, table: int, post: dict, expected: dict[str, int], label: str):
    """Type the hand at ``table``, check the preview's settlement, save, check the running
    scores; the preview's text and its element names."""
    page.goto(f"{base}/events/rg/round/1/table/{table}/")
    if post.get("mode") == "quick":
        page.locator('#hand-form [name="mode"][value="quick"]').check()
    fill(page, post)
    assert preview_settlements(page, expected) == sorted(expected.values()), label
    preview = page.locator("#preview").inner_text()
    elements = [e.inner_text() for e in page.locator("#preview .elements .el-name").all()]
    page.screenshot(path=str(SHOTS / f"riichi-golden-{label}.png"), full_page=True)
    page.locator("#hand-form button.button[type=submit]").click()
    page.wait_for_url(lambda u: f"/table/{table}/" in u)
    want = sorted(START + v for v in expected.values())
    for _ in range(40):
        if running_scores(page) == want:
            break
        page.wait_for_timeout(250)
    assert running_scores(page) == want, label
    return preview, elements


def test_golden_cases_typed_into_the_phone_form(browser, live_server, tables, cases):
    SHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport=PHONE, locale="en-GB")
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        page.goto(f"{live_server.url}/accounts/login/?next=/events/rg/")
        page.locator('[name="username"]').fill("keeper-rg")
        page.locator('[name="password"]').fill("keeper-pw")
        page.locator('main form [type="submit"]').click()
        page.wait_for_url(lambda u: "/accounts/login/" not in u)
        named: dict[str, list[str]] = {}
        for table, case_id in enumerate(CASES, start=1):
            data = cases[case_id]
            expected = {w: v for w, v in data["expected"]["settlement"].items() if w != "table"}
            preview, elements = play(
                page, live_server.url, table, form_data(data), expected, case_id
            )
            han = data["expected"].get("han")
            if han is not None:  # a win: its han and each of its yaku in the breakdown
                assert total_of(preview) == f"{han} han", (case_id, preview)
                assert len(elements) == len(data["expected"]["yaku"]), (case_id, elements)
                declared = (data.get("riichi") or {}).get("riichi")
                assert ("Riichi" in elements) == bool(declared), (case_id, elements)
            named[case_id] = elements
        assert "Four concealed triplets" in named["riichi-Y02"]
        quick = cases[QUICK]
        result = quick["result"]
        post = {
            "mode": "quick",
            "kind": "win",
            "winner": result["winner"],
            "discarder": result["discarder"],
            f"points_{result['winner']}": quick["expected"]["han"],
            "fact_fu": quick["expected"]["fu"],
        }
        expected = {w: v for w, v in quick["expected"]["settlement"].items() if w != "table"}
        preview, elements = play(page, live_server.url, len(CASES) + 1, post, expected, "quick")
        assert total_of(preview) == f"{quick['expected']['han']} han" and elements == []
    finally:
        context.close()
