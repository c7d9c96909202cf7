"""The entry form's pao advice with several winners of one discard stored: the advice of the
winner whose hand was fed, not of the first in turn alone; and the rulesets that advise pao
(hk, majiang) refuse several winners before any settlement, so their pao settles one win;
the table page refuses a liability no winner holds, and its preview gives no single total
for several winners."""

from __future__ import annotations

import copy

import pytest
from django.core.exceptions import ValidationError
from django.utils import translation

from scoring.hand_value import HandEntry
from tests.tournaments.golden_hands import golden_hands
from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import url
from tests.tournaments.play.test_riichi_several_winners_form import DOUBLE_RON
from tournaments.play.models import Hand
from tournaments.play.selectors.pao import pao_hint
from tournaments.play.services.scoring import entry_deal_score


def _hand(ruleset: str, *, pao_on_discard: bool) -> dict:
    return copy.deepcopy(
        next(
            d
            for d in golden_hands(ruleset)
            if bool(d["result"].get("pao")) == pao_on_discard and not d["result"].get("self_drawn")
        )
    )


def _also_won_by_the_next_seat(data: dict) -> dict:
    """``data``'s discard also claimed by the player first in turn after the discarder
    (who has no dangerous game): he is the hand's ``winner``, the fed winner second."""
    order = ("E", "S", "W", "N")
    result = data["result"]
    after = order[(order.index(result["discarder"]) + 1) % 4]
    assert after != result["winner"]
    result["winner"] = [result["winner"], after]
    return data


def test_the_advice_is_the_fed_winners_not_the_first_in_turn():
    data = _also_won_by_the_next_seat(_hand("hk", pao_on_discard=True))
    entry = HandEntry.from_dict(data)
    assert entry.result.winner != data["result"]["winner"][0]  # the other one is first
    names = {seat: f"player {seat}" for seat in ("E", "S", "W", "N")}
    hint = pao_hint(ruleset_id="hk", entry=entry, names=names)
    assert hint is not None and hint.liable
    assert hint.player == names[data["result"]["discarder"]]


@pytest.mark.parametrize("ruleset", ["hk", "majiang"])
def test_a_ruleset_that_advises_pao_refuses_several_winners(ruleset):
    data = _hand(ruleset, pao_on_discard=False)
    result = data["result"]
    order = ("E", "S", "W", "N")
    other = next(s for s in order if s not in (result["winner"], result["discarder"]))
    result["winner"] = [result["winner"], other]
    with pytest.raises(ValidationError) as refused:
        entry_deal_score(entry=data)
    assert refused.value.code == "one_winner_only"


def test_the_table_page_refuses_a_liability_no_winner_holds_in_the_page_language(
    keeper_client, riichi_table
):
    """A double ron of two ordinary hands with a liable player named: the form says why
    in Dutch, and nothing is saved (the settlement would pay for no hand he fed)."""
    with translation.override("nl"):
        page = keeper_client.post(
            url("play_hand_create", riichi_table),
            {**DOUBLE_RON, "pao": "E"},
            HTTP_ACCEPT_LANGUAGE="nl",
        )
    assert page.status_code == 422
    assert "Bij meer winnaars betaalt de aansprakelijke speler alleen" in page.content.decode()
    assert not Hand.objects.filter(table=riichi_table).exists()


@pytest.mark.parametrize(
    ("change", "total"),
    [
        ({}, None),  # each winner's row gives his han: no one "Total" of the first's
        ({"also_won": [], "tiles_N": ""}, "Total: 3 han"),  # one winner: his han
    ],
)
def test_the_preview_gives_one_total_for_one_winner_only(
    keeper_client, riichi_table, change, total
):
    with translation.override("en"):
        page = keeper_client.post(
            url("play_hand_preview", riichi_table),
            {**DOUBLE_RON, **change},
            HTTP_ACCEPT_LANGUAGE="en",
        ).content.decode()
    assert "3900" in page  # the hand was scored: South's 3 han 30 fu
    if total is None:
        assert "Total:" not in page
    else:
        assert total in page
