"""Thousands of random riichi wins with random facts (riichi, double riichi, ippatsu, dora
and ura-dora indicators, counters, sticks, conditions): the ruleset's han, fu and
settlement against the ``mahjong`` package called directly with the same hand, wherever
the rules and the package agree (not a double wind pair, which the rules count 2 fu and the
package 4, and not two yakuman under EMA, which the package adds up)."""

from __future__ import annotations

import random

import pytest
from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand_config import HandConfig

from scoring.engine import get_ruleset
from scoring.engine.rulesets.riichi.deal import random_riichi_deal
from scoring.engine.rulesets.riichi.facts import facts_of
from scoring.engine.rulesets.riichi.options import RiichiOptions
from scoring.engine.rulesets.riichi.reading import hand_config, package_value

RULESET = get_ruleset("riichi")
HANDS = 1500  # per option set and seed block: 2 x 2 x 1,500 = 6,000 hands


def _package(deal, options: RiichiOptions):
    """The package's answer with the table's counters and the whole pot set."""
    facts = facts_of(deal)
    seat = deal.result.winner_seat
    response = package_value(deal, seat, facts, options)
    config: HandConfig = hand_config(deal, seat, facts, options)
    return response, config


@pytest.mark.parametrize("rules", ["ema", "wrc"])
@pytest.mark.parametrize("seed", [1, 2])
def test_han_fu_and_settlement_agree_with_the_package(rules, seed):
    rng = random.Random(f"riichi-{rules}-{seed}")
    options = RiichiOptions.from_options({"rules": rules})
    compared = fu_compared = 0
    for _ in range(HANDS):
        deal = random_riichi_deal(rng, RULESET, options={"rules": rules})
        score = RULESET.score(deal)
        facts = facts_of(deal)
        response, _config = _package(deal, options)
        assert response.error is None, (deal, response.error)
        yakuman = sum(1 for y in response.yaku if y.is_yakuman)
        double_wind = any(
            d["reason"] == FuCalculator.DOUBLE_VALUED_PAIR for d in response.fu_details or ()
        )
        if double_wind or (yakuman > 1 and rules == "ema"):
            continue
        compared += 1
        assert score.figures["han"] == response.han, deal
        if "fu" in score.figures:
            fu_compared += 1
            assert score.figures["fu"] == response.fu, deal
        # the package's payments with the counters and the pot (this hand's bets included)
        seat = deal.result.winner_seat
        declared = [s for s in deal.seats if facts.declared(s)]
        pot = 1000 * (facts.riichi_sticks + len(declared))
        cost = _with_table(deal, options, honba=facts.honba, pot=pot)
        amounts = score.settlement.amounts
        own_bet = 1000 if seat in declared else 0
        assert amounts[seat] + own_bet == cost["total"], deal
        assert amounts["table"] == -1000 * facts.riichi_sticks
        for payer in deal.seats:
            if payer == seat:
                continue
            bet = 1000 if payer in declared else 0
            if not deal.result.self_drawn:
                paid = cost["main"] + cost["main_bonus"] if payer == deal.result.discarder else 0
            elif payer == "E" or seat == "E":
                paid = cost["main"] + cost["main_bonus"]
            else:
                paid = cost["additional"] + cost["additional_bonus"]
            assert amounts[payer] == -paid - bet, (deal, payer)
        assert sum(amounts.values()) == 0
    assert compared > HANDS * 0.9
    assert fu_compared > HANDS * 0.5


def _with_table(deal, options, *, honba: int, pot: int):
    from mahjong.hand_calculating.hand import HandCalculator

    from scoring.engine.rulesets.riichi.reading import indicator_ids, to_136

    facts = facts_of(deal)
    seat = deal.result.winner_seat
    config = hand_config(deal, seat, facts, options)
    config.tsumi_number = honba
    config.kyoutaku_number = pot // 1000
    tiles, melds, win = to_136(deal.players[seat], deal.result.winning_tile)
    response = HandCalculator.estimate_hand_value(
        tiles,
        win,
        melds=melds,
        dora_indicators=indicator_ids(facts.dora_indicators),
        ura_dora_indicators=indicator_ids(facts.ura_dora_indicators),
        config=config,
    )
    return response.cost
