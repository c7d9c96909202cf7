"""A sixth ruleset (the toy in tests/toy_ruleset, registered by tests/conftest.py and named
nowhere in production code) works end to end: the event form offers it, the table page's
entry form, the preview, saving in tiles and in quick mode, the hand's page and the
standings."""

import re
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import escape

from scoring.element_texts import element_name
from scoring.engine import QuickEntry, ResultKind, WinResult, get_ruleset
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.toy_ruleset import registered, texts, unregistered
from tournaments.events.models import Event
from tournaments.play.models import Hand, HandResult

WIN_S = {
    "mode": "tiles",
    "kind": "win",
    "winner": "S",
    "discarder": "W",
    "winning_tile": "E",
    "tiles_S": "pung b3 | chow c2 | k7 k7 k7 c5 c6 c7 E E",
}


@pytest.fixture
def toy():
    with registered() as ruleset:
        yield ruleset


@pytest.fixture
def toy_table(toy, club):
    return seat_table(club, ruleset=toy.id)


def url(name, table, **extra):
    kw = {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
        **extra,
    }
    return reverse(name, kwargs=kw)


def test_an_event_may_play_the_registered_ruleset(toy, club):
    event = Event(club=club, name="Toy night", slug="toy-night", ruleset=toy.id)
    event.full_clean(exclude=["date"])
    choices = dict(Event._meta.get_field("ruleset").choices)
    assert choices[toy.id] == "Toy rules"


def test_unregistered_it_is_refused_again(club):
    event = Event(club=club, name="Toy night", slug="toy-night", ruleset="toy")
    with unregistered(), pytest.raises(ValidationError) as refused:
        event.full_clean(exclude=["date"])
    assert "ruleset" in refused.value.message_dict


ROOT = Path(__file__).resolve().parents[3]


def test_the_toy_needs_no_production_file(toy):
    """One package and one registration: no production module, template or translation
    names it, and its texts (name, element names) come from its own package."""
    found = [
        str(path.relative_to(ROOT))
        for folder in ("clubsite", "scoring", "tournaments", "templates", "static", "locale")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in (".py", ".html", ".js", ".po", ".txt")
        if re.search(r"\btoy\b", path.read_text(encoding="utf-8"), re.IGNORECASE)
    ]
    assert found == []
    assert get_ruleset("toy").texts is texts.TEXTS
    assert element_name("toy.pung") == "Pung or kong"


def test_entry_form_preview_save_and_standings(keeper_client, toy_table):
    page = keeper_client.get(url("play_table", toy_table))
    assert page.status_code == 200
    body = page.content.decode()
    assert 'id="hand-form"' in body and "tiles_S" in body
    assert 'name="pao"' not in body and 'name="laak"' not in body

    preview = keeper_client.post(url("play_hand_preview", toy_table), WIN_S)
    assert preview.status_code == 200
    assert "preview-table" in preview.content.decode()
    assert not Hand.objects.exists()

    saved = keeper_client.post(url("play_hand_create", toy_table), {**WIN_S, "number": 1})
    assert saved.status_code == 302, saved.content.decode()[:2000]
    # 10 for the win, 2 for each of the two pungs (b3 open, k7 concealed); West discarded
    by_wind = {
        r.seat.wind: r.settlement
        for r in HandResult.objects.filter(hand__table=toy_table).select_related("seat")
    }
    assert by_wind == {"E": 0, "S": 14, "W": -14, "N": 0}

    quick = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "self", "points_E": "12"}
    saved = keeper_client.post(url("play_hand_create", toy_table), {**quick, "number": 2})
    assert saved.status_code == 302, saved.content.decode()[:2000]
    # South won hand 1, so the deal passed (the base Ruleset's progression): in hand 2 the
    # player who started South is East, wins self-drawn and the other three pay 12 each
    totals = dict.fromkeys("ESWN", 0)
    for r in HandResult.objects.filter(hand__table=toy_table).select_related("seat"):
        totals[r.seat.wind] += r.settlement
    assert totals == {"E": -12, "S": 50, "W": -26, "N": -12}
    assert keeper_client.get(url("play_hand_detail", toy_table, number=1)).status_code == 200

    event = toy_table.round.event
    standings = keeper_client.get(reverse("reports_event_standings", kwargs={"slug": event.slug}))
    assert standings.status_code == 200
    body = standings.content.decode()
    south = toy_table.seats.get(wind="S")
    assert escape(south.player_name) in body


def test_the_toys_house_rule_doubles_a_self_drawn_win(toy):
    """Its one option, read through its typed view: the house-rules page offers it (see
    test_house_rules) and a self-drawn win is then paid double."""
    win = WinResult(kind=ResultKind.WIN, winner="E", self_drawn=True)
    entry = QuickEntry(ruleset=toy.id, seats=tuple("ESWN"), result=win, points={"E": 12})
    for double, paid in ((False, 12), (True, 24)):
        options = toy.resolve_options({"self_drawn_double": double})
        settlement = toy.settle_quick(entry, options).settlement
        assert settlement.as_dict() == {"E": 3 * paid, "S": -paid, "W": -paid, "N": -paid}
