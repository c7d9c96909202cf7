"""The riichi game at the table (issue 52): the dealer repeats when tenpai after a draw,
the counters and sticks are carried into the next hand's facts without the scorekeeper
typing them, a riichi declared in a draw is saved (the stick pot is the fifth party of the
zero-sum check), and a correction or deletion of an earlier hand works them out again."""

import pytest

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import PINFU_TANYAO, seat_totals, url
from tournaments.play.models import Hand
from tournaments.play.selectors.turns import table_carry
from tournaments.play.services.corrections import hand_correct, hand_delete

# hand 1: an exhaustive draw, the dealer and South tenpai, South in riichi
DRAW_E_S_RIICHI_S = {
    "mode": "tiles",
    "kind": "draw",
    "tenpai": ["E", "S"],
    "ready_S": "ready",
}


def enter(client, table, data, number):
    saved = client.post(url("play_hand_create", table), {**data, "number": number})
    assert saved.status_code == 302, saved.content.decode()[:3000]
    table.refresh_from_db()


@pytest.fixture
def played(keeper_client, riichi_table):
    """Hand 1 the draw above, hand 2 South's pinfu tanyao on North's discard."""
    enter(keeper_client, riichi_table, DRAW_E_S_RIICHI_S, 1)
    enter(keeper_client, riichi_table, PINFU_TANYAO, 2)
    return riichi_table


def test_a_riichi_in_a_draw_stays_on_the_table_and_the_tenpai_dealer_repeats(
    keeper_client, riichi_table
):
    enter(keeper_client, riichi_table, DRAW_E_S_RIICHI_S, 1)
    # 1,500 from each noten player, shared; South's 1,000 bet lies on the table
    assert seat_totals(riichi_table) == {"E": 1500, "S": 500, "W": -1500, "N": -1500}
    assert (riichi_table.turn_dealer, riichi_table.turn_passes) == (0, 0)
    assert table_carry(riichi_table) == {"honba": 1, "riichi_sticks": 1}
    page = keeper_client.get(url("play_table", riichi_table)).content.decode()
    assert 'data-carry="honba">1<' in page and 'data-carry="riichi_sticks">1<' in page


def test_the_next_winner_is_paid_the_counters_and_takes_the_sticks(played):
    # 2 han 30 fu ron 2,000 + 300 for the counter, + the 1,000 stick on the table
    assert seat_totals(played) == {"E": 1500, "S": 500 + 3300, "W": -1500, "N": -1500 - 2300}
    second = Hand.objects.get(table=played, number=2)
    assert (second.entry["options"]["honba"], second.entry["options"]["riichi_sticks"]) == (1, 1)
    # a win of another player: the deal passes, no counters, no sticks
    assert (played.turn_dealer, table_carry(played)) == (1, {"honba": 0, "riichi_sticks": 0})


def test_a_correction_of_an_earlier_hand_works_the_counters_and_sticks_out_again(played, referee):
    first = Hand.objects.get(table=played, number=1)
    entry = {"result": {"kind": "draw", "tenpai": ["E", "S"]}}  # nobody in riichi after all
    hand_correct(hand=first, entry=entry, version=first.version, actor=referee)
    second = Hand.objects.get(table=played, number=2)
    assert (second.entry["options"]["honba"], second.entry["options"]["riichi_sticks"]) == (1, 0)
    assert seat_totals(played) == {"E": 1500, "S": 1500 + 2300, "W": -1500, "N": -1500 - 2300}


def test_a_deletion_of_an_earlier_hand_works_them_out_again(played, referee):
    first = Hand.objects.get(table=played, number=1)
    hand_delete(hand=first, version=first.version, actor=referee)
    only = Hand.objects.get(table=played)
    assert (
        only.number,
        only.entry["options"]["honba"],
        only.entry["options"]["riichi_sticks"],
    ) == (
        1,
        0,
        0,
    )
    played.refresh_from_db()
    assert table_carry(played) == {"honba": 0, "riichi_sticks": 0}


def test_verify_finds_the_sticks_on_the_table_and_a_carry_that_does_not_follow(played):
    from tournaments.integrity.selectors import hands_to_verify
    from tournaments.integrity.verify import verify_hands

    event = played.round.event
    assert verify_hands(hands_to_verify(event=event)).issues == []
    played.turn_carry = {"honba": 3, "riichi_sticks": 0}
    played.save(update_fields=["turn_carry"])
    issues = [i.problem for i in verify_hands(hands_to_verify(event=event)).issues]
    assert any("carry" in message for message in issues)


def test_verify_accepts_a_stick_left_on_the_table(keeper_client, riichi_table):
    from tournaments.integrity.selectors import hands_to_verify
    from tournaments.integrity.verify import verify_hands

    enter(keeper_client, riichi_table, DRAW_E_S_RIICHI_S, 1)
    assert verify_hands(hands_to_verify(event=riichi_table.round.event)).issues == []


def test_the_standings_count_the_game_with_uma_and_the_sticks_left(keeper_client, riichi_table):
    from tournaments.reports.selectors.results import table_results

    enter(keeper_client, riichi_table, DRAW_E_S_RIICHI_S, 1)
    event = riichi_table.round.event
    (table,) = table_results(event_ids=[event.pk], scheme="none")
    by_wind = {seat.wind: seat.score for seat in table.seats}
    # East first (+15,000 and South's stick left on the table), South second (+5,000);
    # West and North share third and fourth (-5,000 -15,000)
    assert by_wind == {
        "E": 1500 + 15000 + 1000,
        "S": 500 + 5000,
        "W": -1500 - 10000,
        "N": -1500 - 10000,
    }
    assert sum(by_wind.values()) == 0


def test_a_chombo_is_a_penalty_of_the_rules_value_after_uma(
    client, make_user, club, keeper_client, riichi_table
):
    from django.urls import reverse

    from tournaments.reports.selectors.results import table_results

    enter(keeper_client, riichi_table, DRAW_E_S_RIICHI_S, 1)
    client.force_login(make_user("referee", club=club, username="chombo-ref"))
    kwargs = {"slug": riichi_table.round.event.slug, "round_number": 1, "table_number": 1}
    page = client.get(url("play_table", riichi_table), HTTP_ACCEPT_LANGUAGE="en")
    assert "A false claim: 20000 points under these rules." in page.content.decode()
    west = riichi_table.seats.get(wind="W")
    data = {"penalty-seat": west.pk, "penalty-points": 20000, "penalty-reason": "false_claim"}
    client.post(reverse("play_penalty_give", kwargs=kwargs), data)
    (table,) = table_results(event_ids=[riichi_table.round.event_id], scheme="none")
    by_wind = {seat.wind: seat.score for seat in table.seats}
    # deducted only, after uma: West keeps his shared third place
    assert by_wind["W"] == -1500 - 10000 - 20000
    assert by_wind["N"] == -1500 - 10000


def test_a_stick_left_on_the_table_does_not_stop_the_round_closing(keeper_client, riichi_table):
    from tournaments.play.services.round_close import table_total

    enter(keeper_client, riichi_table, DRAW_E_S_RIICHI_S, 1)
    assert seat_totals(riichi_table) != {"E": 0, "S": 0, "W": 0, "N": 0}
    # the seats sum to -1,000: South's stick lies on the table
    assert sum(seat_totals(riichi_table).values()) == -1000
    assert table_total(table=riichi_table) == 0
