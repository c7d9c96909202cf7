"""The core's one-pass validation and the settlement's fast path against the checks one by
one: the same deals refused with the same error, the same amounts in seat order."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scoring.engine import ScoringError, get_ruleset
from scoring.engine.errors import InvalidHand
from scoring.engine.generate import random_deal
from scoring.engine.hand import PlayerHand, ResultKind
from scoring.engine.registry import ruleset_ids
from scoring.engine.settlement import Settlement, SettlementError
from scoring.engine.tiles import Tile
from scoring.engine.validate import (
    check_copies,
    check_table_size,
    check_tile_count,
    check_winning_tile,
    validate_deal,
)


def _plain_validate(deal, ruleset) -> None:
    """validate_deal as it was: the checks one after the other."""
    check_table_size(deal, ruleset)
    result = deal.result
    if result.kind is ResultKind.WIN:
        winner_hand = deal.players[result.winner]
        if not winner_hand.known and not (result.winning_tile and result.winning_tile.is_bonus):
            raise InvalidHand(
                "the winner's tiles are needed to score the hand", code="winner_unknown"
            )
    for seat, hand in deal.players.items():
        if not hand.known or hand.dead or seat == result.claimant:
            continue
        is_winner = result.kind is ResultKind.WIN and seat == result.winner
        bonus_win = is_winner and result.winning_tile is not None and result.winning_tile.is_bonus
        if bonus_win:
            if hand.tiles:
                check_tile_count(seat, hand, winner=False)
        elif is_winner or ruleset.scores_every_player:
            check_tile_count(seat, hand, winner=is_winner)
    check_copies(deal)
    check_winning_tile(deal)


def _outcome(check, deal, ruleset):
    try:
        check(deal, ruleset)
    except InvalidHand as exc:
        return exc.code, str(exc)
    return None


def _spoiled(deal, rng):
    """The deal with one hand's tiles changed: a tile dropped, added, or copied too often."""
    seat = rng.choice(list(deal.players))
    hand = deal.players[seat]
    concealed = list(hand.concealed)
    how = rng.randrange(3)
    if how == 0 and concealed:
        concealed.pop(rng.randrange(len(concealed)))
    elif how == 1:
        concealed.append(Tile(rng.randrange(34)))
    elif concealed:
        concealed[rng.randrange(len(concealed))] = concealed[0]
    players = dict(deal.players)
    players[seat] = PlayerHand(hand.melds, tuple(concealed), hand.bonus, hand.dead, hand.known)
    return replace(deal, players=players)


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_one_pass_validation_refuses_as_the_checks_one_by_one(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    rng = random.Random(5)
    refused = 0
    for _ in range(400):
        try:
            deal = random_deal(rng, ruleset_id, with_losers=ruleset.scores_every_player)
            if rng.random() < 0.7:
                deal = _spoiled(deal, rng)
        except ScoringError:
            continue
        fast = _outcome(validate_deal, deal, ruleset)
        assert fast == _outcome(_plain_validate, deal, ruleset)
        refused += fast is not None
    assert refused > 50


def test_settlement_keeps_seat_order_and_refuses_as_before():
    assert list(Settlement({"W": 1, "E": -1}).amounts) == ["E", "W"]
    assert list(Settlement({"E": 1, "S": 2, "N": -3}).amounts) == ["E", "S", "N"]
    given = {"E": 3, "S": -3}
    settled = Settlement(given)
    given["E"] = 99  # the caller's dict is not the settlement's
    assert settled["E"] == 3
    with pytest.raises(SettlementError, match="does not sum to zero"):
        Settlement({"E": 1, "S": 0})
    with pytest.raises(SettlementError, match="not an integer"):
        Settlement({"E": 1.0, "S": -1.0})
    with pytest.raises(SettlementError, match="not an integer"):
        Settlement({"E": True, "S": -1})
