"""The table stores the next hand's turn (dealer, prevailing wind, who sits out, the passes
of the deal, the draw pot), written with every hand write: after entries, corrections,
deletions and a restore it equals the replay of the table's hands, and ``verify`` reports a
table where it does not."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.shared_rows import seed_demo
from tests.tournaments.golden_hands import entry_of
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_draw_pot import east_keeps_no_deal_win
from tournaments.events.models import Event
from tournaments.play.models import Table
from tournaments.play.selectors.turns import (
    replayed_draws,
    replayed_turns,
    seats_by_position,
    table_draws,
    table_turn,
)
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter
from tournaments.transfer import dumps, event_export, event_import, loads
from tournaments.transfer.restore import event_delete

pytestmark = pytest.mark.django_db

DRAW = {"result": {"kind": "draw"}}


def win_by(wind: str) -> dict:
    return {
        "result": {"kind": "win", "winner": wind, "self_drawn": True},
        "quick": {"points": {wind: 40}},
    }


def _mismatches() -> dict[str, tuple]:
    """Every seated table whose stored turn differs from the replay of its hands."""
    found = {}
    for table in Table.objects.select_related("round__event").order_by("pk"):
        seats = seats_by_position(table)
        if not seats:
            continue
        hands = list(table.hands.order_by("number"))
        stored = (table_turn(table=table, players=len(seats)), table_draws(table))
        replayed = (
            replayed_turns(table=table, hands=hands, seats=seats)[-1],
            replayed_draws(hands),
        )
        if stored != replayed:
            found[str(table)] = (stored, replayed)
    return found


def test_the_demo_club_stores_the_replayed_turn_on_every_table():
    seed_demo()
    assert Table.objects.filter(turn_number__gt=1).count() >= 10
    assert _mismatches() == {}


def test_entering_hands_stores_the_turn(club):
    table = seat_table(club)
    for entry in (win_by("S"), DRAW, win_by("E"), win_by("W"), DRAW):
        hand_enter(table=table, entry=entry)
    table = Table.objects.get(pk=table.pk)
    assert (table.turn_number, table.turn_passes, table.turn_dealer) == (6, 2, 2)
    assert table.turn_draws == 1
    assert _mismatches() == {}


def test_changing_the_winner_stores_the_new_turn(club, referee):
    table = seat_table(club)
    first = hand_enter(table=table, entry=win_by("S"))  # the deal passes
    for entry in (DRAW, DRAW):
        hand_enter(table=table, entry=entry)
    assert Table.objects.get(pk=table.pk).turn_dealer == 1
    hand_correct(hand=first, entry=win_by("E"), version=first.version, actor=referee)
    assert Table.objects.get(pk=table.pk).turn_dealer == 0  # East kept the deal
    assert _mismatches() == {}


def test_correcting_a_draw_to_a_win_stores_the_pot(club, referee):
    table = seat_table(club, ruleset="hk")
    table.round.event.ruleset_options = {"draw_pot": 10}
    table.round.event.save()
    first = hand_enter(table=table, entry=DRAW)
    hand_enter(table=table, entry=DRAW)
    assert Table.objects.get(pk=table.pk).turn_draws == 2
    hand_correct(
        hand=first, entry=entry_of(east_keeps_no_deal_win()), version=first.version, actor=referee
    )
    assert Table.objects.get(pk=table.pk).turn_draws == 1
    assert _mismatches() == {}


@pytest.mark.parametrize("which", [1, 3])
def test_deleting_a_hand_stores_the_turn(club, referee, which):
    table = seat_table(club)
    for entry in (win_by("S"), DRAW, win_by("W")):
        hand_enter(table=table, entry=entry)
    hand = table.hands.get(number=which)
    hand_delete(hand=hand, version=hand.version, actor=referee)
    assert Table.objects.get(pk=table.pk).turn_number == 3
    assert _mismatches() == {}


def test_deleting_every_hand_stores_the_first_turn(club, referee):
    table = seat_table(club, players=5)
    hand = hand_enter(table=table, entry=DRAW)
    hand_delete(hand=hand, version=hand.version, actor=referee)
    table = Table.objects.get(pk=table.pk)
    assert (table.turn_number, table.turn_passes, table.turn_sitting_out) == (1, 0, 4)
    assert _mismatches() == {}


def test_a_five_player_correction_that_changes_who_sits_out(club, referee):
    table = seat_table(club, ruleset="majiang", players=5)
    for _ in range(3):
        hand_enter(table=table, entry=DRAW)
    first = table.hands.get(number=1)
    east_win = {
        "players": {w: {} for w in first.entry["players"]},
        "result": {"kind": "win", "winner": "E", "self_drawn": True},
        "quick": {"points": {"E": 3}},
    }
    hand_correct(hand=first, entry=east_win, version=first.version, actor=referee)
    assert _mismatches() == {}
    coming = table_turn(table=Table.objects.get(pk=table.pk), players=5)
    hand = hand_enter(table=table, entry=DRAW)
    assert hand.dealer.position == coming.dealer
    assert _mismatches() == {}
    later = table.hands.get(number=2)
    hand_correct(hand=later, entry=DRAW, version=later.version, actor=referee)
    assert _mismatches() == {}


def test_a_restored_event_stores_the_replayed_turn():
    seed_demo()
    event = Event.objects.get(slug="demo-tournament")
    text = dumps(event_export(event=event))
    before = sorted(
        Table.objects.filter(round__event=event).values_list(
            "round__number", "number", "turn_number", "turn_dealer", "turn_draws"
        )
    )
    event_delete(event=event)
    event_import(data=loads(text))
    after = sorted(
        Table.objects.filter(round__event__slug="demo-tournament").values_list(
            "round__number", "number", "turn_number", "turn_dealer", "turn_draws"
        )
    )
    assert after == before
    assert _mismatches() == {}


def test_verify_reports_a_stored_turn_that_differs_from_the_replay(club):
    table = seat_table(club)
    for entry in (win_by("S"), DRAW):
        hand_enter(table=table, entry=entry)
    call_command("verify", stdout=io.StringIO())  # consistent
    Table.objects.filter(pk=table.pk).update(turn_dealer=3, turn_draws=0)
    out = io.StringIO()
    with pytest.raises(CommandError):
        call_command("verify", stdout=out)
    text = out.getvalue()
    assert "next turn: dealer stored 3, the hands give 1" in text
    assert "next turn: draws stored 0, the hands give 1" in text


def test_the_migration_fills_the_turn_of_existing_tables_by_the_replay(club, referee):
    import importlib

    from django.apps import apps

    migration = importlib.import_module("tournaments.migrations.0012_table_turn")
    four, five = seat_table(club), seat_table(club, ruleset="majiang", players=5)
    for entry in (win_by("S"), DRAW, win_by("E"), DRAW):
        hand_enter(table=four, entry=entry)
    for _ in range(3):
        hand_enter(table=five, entry=DRAW)
    first = five.hands.get(number=1)
    east_win = {
        "players": {w: {} for w in first.entry["players"]},
        "result": {"kind": "win", "winner": "E", "self_drawn": True},
        "quick": {"points": {"E": 3}},
    }
    hand_correct(hand=first, entry=east_win, version=first.version, actor=referee)
    stored = sorted(Table.objects.values_list("pk", "turn_number", "turn_dealer", "turn_draws"))
    Table.objects.update(
        turn_number=1, turn_passes=0, turn_dealer=0, turn_sitting_out=None, turn_draws=0
    )
    assert _mismatches() != {}
    migration.fill_turns(apps, None)
    assert _mismatches() == {}
    assert (
        sorted(Table.objects.values_list("pk", "turn_number", "turn_dealer", "turn_draws"))
        == stored
    )


def test_verify_reports_a_table_without_hands_whose_turn_says_hands_were_played(club):
    table = seat_table(club)
    call_command("verify", stdout=io.StringIO())
    Table.objects.filter(pk=table.pk).update(turn_number=3, turn_dealer=1, turn_passes=1)
    out = io.StringIO()
    with pytest.raises(CommandError):
        call_command("verify", stdout=out)
    assert "next turn: hand_number stored 3, the hands give 1" in out.getvalue()
