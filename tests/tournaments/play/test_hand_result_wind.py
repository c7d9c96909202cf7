"""Each seat's wind is stored with the hand's result (issue 18): written on every save,
correction, recompute and restore; read instead of re-derived; filled for old hands by the
migration ``hand_result_wind``; checked by ``verify`` against the derivation."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from django.apps import apps
from django.utils import translation

from tests.tournaments.play.fixtures import seat_table
from tournaments.events.models import Event
from tournaments.integrity import verify_hands
from tournaments.integrity.selectors import hands_to_verify
from tournaments.play.models import HandResult, Table
from tournaments.play.selectors.turns import derived_winds, seats_by_position, stored_winds
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter
from tournaments.transfer import TransferError, event_export, event_import

pytestmark = pytest.mark.django_db

DRAW = {"result": {"kind": "draw"}}
EAST_WINS = {
    "result": {"kind": "win", "winner": "E", "self_drawn": True},
    "quick": {"points": {"E": 3}},
}


def _east_win(table: Table) -> dict:
    first = table.hands.get(number=1)
    return {**EAST_WINS, "players": {w: {} for w in first.entry["players"]}}


def _stored(table: Table) -> dict[int, dict[str, str]]:
    """hand number -> wind -> player, as stored."""
    seats = seats_by_position(table)
    return {
        h.number: {w: s.player_name for w, s in stored_winds(h, seats).items()}
        for h in table.hands.order_by("number")
    }


def _derived(table: Table) -> dict[int, dict[str, str]]:
    seats = seats_by_position(table)
    return {
        h.number: {w: s.player_name for w, s in derived_winds(h, seats).items()}
        for h in table.hands.order_by("number")
    }


def _correct_first_to_east_win(table, referee):
    first = table.hands.get(number=1)
    hand_correct(hand=first, entry=_east_win(table), version=first.version, actor=referee)


def _delete_first(table, referee):
    first = table.hands.get(number=1)
    hand_delete(hand=first, version=first.version, actor=referee)


CASES = {
    # name: (ruleset, players, hands entered, then)
    "entry at four": ("nmb", 4, 3, None),
    "entry at five": ("nmb", 5, 6, None),
    "correction at five changes who would sit out": ("majiang", 5, 3, _correct_first_to_east_win),
    "deletion at five moves the later hands up": ("nmb", 5, 4, _delete_first),
    "correction at four": ("majiang", 4, 3, _correct_first_to_east_win),
}


@pytest.mark.parametrize("name", CASES)
def test_every_save_stores_each_seats_wind(club, make_user, name):
    ruleset, players, hands, then = CASES[name]
    table = seat_table(club, ruleset=ruleset, players=players)
    for _ in range(hands):
        hand_enter(table=table, entry=DRAW)
    if then is not None:
        then(table, make_user("referee", club=club, username="ref"))
    stored = _stored(table)
    assert stored == _derived(table)
    for winds in stored.values():
        assert list(winds) == ["E", "S", "W", "N"]
    assert not HandResult.objects.filter(wind="").exists()
    if players == 5:  # the sit-out rotates: not always the same seat
        assert len({frozenset(w.values()) for w in stored.values()}) > 1


def _migration():
    path = next(Path(__file__).parents[3].glob("tournaments/migrations/*_hand_result_wind.py"))
    return importlib.import_module(f"tournaments.migrations.{path.stem}")


@pytest.mark.parametrize(("ruleset", "players", "hands"), [("nmb", 4, 5), ("majiang", 5, 7)])
def test_the_migration_fills_the_winds_the_old_derivation_gave(club, ruleset, players, hands):
    table = seat_table(club, ruleset=ruleset, players=players)
    for _ in range(hands):
        hand_enter(table=table, entry=DRAW)
    before = {r.pk: r.wind for r in HandResult.objects.all()}
    assert set(before.values()) == set("ESWN")
    HandResult.objects.update(wind="")
    _migration().fill_winds(apps, None)
    assert {r.pk: r.wind for r in HandResult.objects.all()} == before


def test_the_migration_leaves_a_hand_it_cannot_read(club):
    """Five results at a five-player table: nobody sat out, no wind is guessed."""
    table = seat_table(club, players=5)
    hand = hand_enter(table=table, entry=DRAW)
    out = next(s for s in table.seats.all() if not hand.results.filter(seat=s).exists())
    HandResult.objects.update(wind="")
    HandResult.objects.create(hand=hand, seat=out, points=0, settlement=0)
    _migration().fill_winds(apps, None)
    assert set(hand.results.values_list("wind", flat=True)) == {""}


def _swap(hand, a: str, b: str) -> None:
    first, second = hand.results.get(wind=a), hand.results.get(wind=b)
    HandResult.objects.filter(pk=first.pk).update(wind="")
    HandResult.objects.filter(pk=second.pk).update(wind=a)
    HandResult.objects.filter(pk=first.pk).update(wind=b)


DAMAGE = {
    "two winds swapped": lambda hand: _swap(hand, "E", "S"),
    "a wind missing": lambda hand: hand.results.filter(wind="N").update(wind=""),
}


@pytest.mark.parametrize("name", DAMAGE)
def test_verify_reports_stored_winds_that_differ_from_the_derivation(club, name):
    table = seat_table(club)
    hand_enter(table=table, entry=DRAW)
    hand = hand_enter(table=table, entry=DRAW)
    assert verify_hands(hands_to_verify()).ok
    DAMAGE[name](hand)
    issues = [str(i) for i in verify_hands(hands_to_verify()).issues]
    assert any("hand 2: seat winds stored" in i for i in issues), issues


def _file(club) -> tuple[dict, dict]:
    table = seat_table(club, ruleset="majiang", players=5)
    for _ in range(4):
        hand_enter(table=table, entry=DRAW)
    data = event_export(event=table.round.event)
    return data, _stored(table)


def _restored(data: dict) -> dict:
    data["event"]["slug"] = "restored"
    event_import(data=data)
    table = Table.objects.get(round__event=Event.objects.get(slug="restored"))
    return _stored(table)


def test_the_event_file_carries_the_winds_and_restores_them(club):
    data, stored = _file(club)
    assert data["version"] == 2
    results = data["rounds"][0]["tables"][0]["hands"][0]["results"]
    assert sorted(r["wind"] for r in results) == ["E", "N", "S", "W"]
    assert _restored(data) == stored


def test_a_version_1_file_restores_with_the_winds_worked_out(club):
    data, stored = _file(club)
    data["version"] = 1
    for hand in data["rounds"][0]["tables"][0]["hands"]:
        for result in hand["results"]:
            del result["wind"]
    assert _restored(data) == stored


def _hand_results(data: dict) -> list[dict]:
    return data["rounds"][0]["tables"][0]["hands"][1]["results"]


def _swap_in_file(data: dict) -> None:
    a, b = _hand_results(data)[:2]
    a["wind"], b["wind"] = b["wind"], a["wind"]


BAD_WINDS = {
    "not a wind": (lambda d: _hand_results(d)[0].update(wind="X"), "hands[1].results"),
    "a wind twice": (
        lambda d: _hand_results(d)[1].update(wind=_hand_results(d)[0]["wind"]),
        "a second result for",
    ),
    "winds swapped": (_swap_in_file, "seat winds stored"),
}


@pytest.mark.parametrize("name", BAD_WINDS)
def test_a_file_with_wrong_winds_is_refused(club, name):
    data, _stored_winds = _file(club)
    damage, message = BAD_WINDS[name]
    damage(data)
    results = HandResult.objects.count()
    # the messages as the command line shows them in English (they are translated)
    with translation.override("en"), pytest.raises(TransferError, match=re.escape(message)):
        _restored(data)
    assert HandResult.objects.count() == results
