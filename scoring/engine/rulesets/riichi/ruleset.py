"""The ``riichi`` ruleset: Japanese riichi mahjong under the EMA Riichi Competition Rules
2025 (default) or the WRC Rules 2025. Han, fu and yaku come from the ``mahjong`` package
(:mod:`.reading`); payments, the sticks, several winners and liability are this package's
(:mod:`.payments`). Facts of the table (dora, riichi, counters, sticks) travel in the
hand's ``riichi:`` block (:mod:`.facts`; shared/golden/riichi/FORMAT.md)."""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from ...elements import Element, ScoredElement, Unit
from ...errors import BelowMinimum, InvalidHand
from ...exclusions import AwardedBy, ElementRule
from ...generate import DealPlan
from ...hand import Condition, Deal, ResultKind, WinResult
from ...hand_facts import HandFacts
from ...options import Option
from ...quick import QuickEntry
from ...result import DealScore
from ...ruleset import Ruleset
from . import game, hand_facts
from .deal import random_riichi_deal
from .elements import ELEMENTS, excludes_of
from .facts import (
    RiichiFacts,
    facts_of,
    riichi_deal_from_dict,
    riichi_deal_to_dict,
    with_facts,
)
from .options import OPTIONS, RiichiOptions
from .payments import (
    Win,
    base_value,
    draw_payments,
    hand_points,
    nagashi_payments,
    pao_winners,
    settle,
    stick_payments,
    win_payments,
)
from .quick import quick_settlement
from .reading import Reading, read_hand
from .texts import TEXTS

RULESET_ID = "riichi"


def _elements(reading: Reading) -> tuple[ScoredElement, ...]:
    out = []
    for key, han in reading.yaku:
        element = ELEMENTS.get(key)
        if element is None:  # a yaku the option sets never switch on
            raise InvalidHand(f"unexpected yaku {key}", code="unknown_yaku", yaku=key)
        value = 13 if element.unit is Unit.LIMIT else han
        out.append(ScoredElement(element, value))
    return tuple(out)


class RiichiRuleset(Ruleset[RiichiOptions]):
    id: ClassVar[str] = RULESET_ID
    name: ClassVar[str] = "Riichi (EMA Riichi Competition Rules 2025)"
    name_en: ClassVar[str] = "Japanese riichi mahjong (EMA RCR 2025, WRC 2025)"
    seed: ClassVar[str] = "EMA RCR 2025"
    texts = TEXTS
    unit: ClassVar[Unit] = Unit.HAN
    unit_label: ClassVar[str] = "han"
    #: the EMA ranks riichi tournaments in MERS, in a ranking of their own
    ema_ranked: ClassVar[bool] = True
    elements: ClassVar[tuple[Element, ...]] = tuple(ELEMENTS.values())
    options: ClassVar[tuple[Option, ...]] = OPTIONS
    option_view = RiichiOptions
    table_sizes: ClassVar[frozenset[int]] = frozenset({4})
    has_pao: ClassVar[bool] = True
    #: the game at the table is built (counters, sticks, dealer repeat, uma and oka): a
    #: choice for clubs and events
    plays_at_table: ClassVar[bool] = True
    #: chombo is a penalty outside the hand (EMA RCR 2025 3.4.6), deducted only
    false_claim_outside_hand: ClassVar[bool] = True
    penalties_deducted_only: ClassVar[bool] = True
    #: a chombo is 20,000 points, more than a few of them are a slip
    penalty_most: ClassVar[int] = 100_000
    #: no false mahjong inside a hand (chombo is a penalty outside it, EMA RCR 2025 3.4.6),
    #: no dead wall draw (EMA RCR 2025 3.4: exhaustive draws only)
    result_kinds: ClassVar[tuple[ResultKind, ...]] = (ResultKind.WIN, ResultKind.DRAW)
    has_bonus_tiles: ClassVar[bool] = False
    quick_facts: ClassVar[tuple[str, ...]] = ("fu", "yakuman")
    asks_hand_facts: ClassVar[bool] = True
    #: a table ranks by the game's result with uma and oka (EMA RCR 2025 3.7): no table
    #: points of their own (4-2-1-0) in front of it
    default_table_points_scheme: ClassVar[str] = "none"
    #: 30,000 points each (EMA RCR 2025 3.7.1; WRC 2025 the same)
    starting_score: ClassVar[int] = 30_000
    conditions: ClassVar[tuple[Condition, ...]] = (
        Condition.LAST_WALL_TILE,
        Condition.KONG_REPLACEMENT,
        Condition.ROBBING_KONG,
        Condition.HEAVEN,
        Condition.EARTH,
        Condition.FIRST_DISCARD,
    )
    deal_plan: ClassVar[DealPlan] = DealPlan()

    # --- the format: the riichi block ---------------------------------------------------
    def deal_from_dict(
        self, data: Mapping[str, Any], *, defaults: Mapping[str, object] | None = None
    ) -> Deal:
        return riichi_deal_from_dict(data, defaults=defaults)

    def deal_with_facts(
        self,
        deal: Deal,
        extra: Mapping[str, Any],
        result_extra: Mapping[str, Any],
        *,
        winners: tuple[str, ...] = (),
    ) -> Deal:
        return with_facts(
            deal,
            extra.get("riichi"),
            winners=winners,
            tenpai=result_extra.get("tenpai"),
            nagashi=result_extra.get("nagashi"),
        )

    def deal_to_dict(self, deal: Deal) -> dict[str, object]:
        return riichi_deal_to_dict(deal)

    def several_winners(self, options: Mapping[str, object]) -> bool:
        """All claimants of one discard win under EMA; WRC's head bump lets only the first
        in turn after the discarder win (EMA RCR 2025 3.3.1; WRC 2025)."""
        known = {o.name for o in self.options}
        chosen = {name: value for name, value in options.items() if name in known}
        return not self.typed_options(chosen).head_bump

    def facts_entry(self, facts: HandFacts) -> tuple[dict[str, object], dict[str, object]]:
        """The ``riichi:`` block (FORMAT.md) and a draw's seats: :mod:`.hand_facts`."""
        return hand_facts.facts_entry(facts)

    def facts_asked(self, options: Mapping[str, object]) -> frozenset[str]:
        """Red fives in the winner's hand and nagashi mangan at a draw, when the club
        plays them (house options, off in both books)."""
        typed = self._typed_known(options)
        asked = {"bonus_count"} if typed.red_fives else set()
        return frozenset(asked | ({"limit_at_draw"} if typed.nagashi_mangan else set()))

    # --- what a stored hand tells the statistics -------------------------------------
    #: the stored ``points`` are the hand's value in points; the statistics count han
    statistics_read_entry: ClassVar[bool] = True
    points_label: ClassVar[str] = "points"

    def entry_facts(self, extra: Mapping[str, Any], result_extra: Mapping[str, Any]) -> HandFacts:
        """The table facts of a stored hand (the reverse of :meth:`facts_entry`)."""
        return hand_facts.entry_facts(extra, result_extra, quick_facts=self.quick_facts)

    def win_value(
        self,
        *,
        points: int,
        elements: Sequence[Mapping[str, Any]],
        quick_total: int | None,
        options: Mapping[str, object],
    ) -> int:
        """The win's han: its yaku and dora as stored (a yakuman 13 each), or a quick
        entry's han (13 per yakuman given)."""
        if elements:
            return sum(int(e.get("value") or 0) * int(e.get("count") or 1) for e in elements)
        yakuman = self.typed_options(options).yakuman
        return 13 * yakuman if yakuman else quick_total or 0

    def element_rules(self) -> tuple[ElementRule, ...]:
        """Every yaku is found by the ``mahjong`` package (:func:`.reading.read_hand`); what
        it keeps apart is stated here (:data:`.elements.EXCLUDES`): a yakuman takes the
        place of every other yaku and of the dora, the higher of two related yaku the place
        of the lower."""
        return tuple(
            AwardedBy(e, "mahjong.HandCalculator", excludes_of(e.id)) for e in self.elements
        )

    # --- scoring ------------------------------------------------------------------------
    def score_valid(self, deal: Deal, options: RiichiOptions) -> DealScore:
        facts = _with_carry(facts_of(deal), options)
        seats = deal.seats
        result = deal.result
        declared = tuple(s for s in seats if facts.declared(s))
        if result.kind is not ResultKind.WIN:
            tenpai = facts.tenpai if result.kind is ResultKind.DRAW else ()
            if facts.nagashi and not options.nagashi_mangan:
                raise InvalidHand("nagashi mangan is not played here", code="nagashi_off")
            if facts.nagashi:  # it replaces the tenpai payments
                payments = nagashi_payments(seats, facts.nagashi)
            else:
                payments = draw_payments(seats, tenpai)
            payments += stick_payments(
                seats, (), declared, facts.riichi_sticks, each_takes_own=False
            )
            return DealScore(self.id, dict.fromkeys(seats, 0), settle(seats, payments))
        winners = facts.winners or (result.winner_seat,)
        several = len(winners) > 1
        if options.head_bump:
            winners = winners[:1]
        readings: dict[str, Reading] = {}
        for seat in winners:
            if not deal.players[seat].known:
                raise InvalidHand(f"the tiles of {seat} are needed", code="winner_unknown")
            readings[seat] = read_hand(deal, seat, facts, options)
        pao_for = pao_winners(result.pao, readings, options)
        wins = [
            Win(seat, base_value(r.han, r.fu, r.yakuman, options)) for seat, r in readings.items()
        ]
        discarder = None if result.self_drawn else result.discarder
        if not result.self_drawn and discarder is None:
            raise InvalidHand("a win on a discard needs the discarder", code="no_discarder")
        payments = win_payments(
            seats, wins, discarder=discarder, honba=facts.honba, pao=result.pao, pao_for=pao_for
        )
        payments += stick_payments(
            seats, winners, declared, facts.riichi_sticks, each_takes_own=len(winners) > 1
        )
        points = dict.fromkeys(seats, 0)
        for win in wins:
            points[win.seat] = hand_points(win, self_drawn=result.self_drawn)
        first = readings[winners[0]]
        if not several:
            han: object = first.han
            fu: object = first.fu
        else:
            han = {s: r.han for s, r in readings.items()}
            fu = {s: r.fu for s, r in readings.items() if r.fu is not None and r.han < 5}
        figures = {"han": han}
        if (not several and first.fu is not None and first.han < 5) or (several and fu):
            figures["fu"] = fu
        return DealScore(
            self.id,
            points,
            settle(seats, payments),
            {seat: _elements(r) for seat, r in readings.items()},
            fan_total=first.han,
            figures=figures,
        )

    # --- quick entry: han (points of the winner), fu and yakuman as per-hand facts -------
    def quick_minimum(self, entry: QuickEntry, options: RiichiOptions) -> int | None:
        return 1

    quick_discarder_pays: ClassVar[bool] = True

    def below_minimum(
        self, value: int, minimum: int, *, false_mahjong: DealScore | None = None
    ) -> BelowMinimum:
        """A win needs a yaku, one han (EMA RCR 2025 4.1): a total of 0 han is no win."""
        return BelowMinimum(
            f"the hand has {value} han; a win needs a yaku",
            code="min_han",
            false_mahjong=false_mahjong,
            points=value,
            minimum=minimum,
        )

    def quick_value(self, entry: QuickEntry, options: RiichiOptions) -> int:
        return entry.winner_total

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: RiichiOptions
    ) -> DealScore:
        """Han and fu as the table counted them, per winner (:mod:`.quick`)."""
        return quick_settlement(self.id, entry, seats, options)

    # --- progression --------------------------------------------------------------------
    def wind_rounds(self, players: int, options: Mapping[str, object] | None = None) -> int:
        """A hanchan (the East and the South round), or a tonpuusen (East only) when the
        club chose it (``game_length``); the game ends as a hanchan does, a round earlier."""
        return self._typed_known(options or {}).wind_rounds

    def dealer_keeps_deal(self, result: WinResult, *, players: int = 4) -> bool:
        """The dealer repeats after his own win, and after a draw in which he is tenpai
        (EMA RCR 2025 3.4.2): :func:`.game.dealer_repeats`."""
        return game.dealer_repeats(result)

    def result_of(self, data: Mapping[str, object]) -> WinResult:
        return game.result_of(data)

    carries: ClassVar[bool] = True

    def carry_after(
        self, carry: Mapping[str, int], result: WinResult, *, pot: int
    ) -> dict[str, int]:
        return game.carry_after(carry, result, pot=pot)

    def false_claim_penalty(self, options: Mapping[str, object]) -> int | None:
        """Chombo: 20,000 points after uma (EMA RCR 2025 3.4.6; under WRC a penalty on
        the session score, its 2025 amount to be confirmed: the same is proposed)."""
        return game.CHOMBO

    def carried_points(self, carry: Mapping[str, int]) -> int:
        return game.carried_points(carry)

    def table_facts(
        self,
        options: Mapping[str, object],
        *,
        draws: int,
        carry: Mapping[str, int] | None = None,
    ) -> dict[str, object]:
        """The counters and sticks on the table, from its history (:mod:`.game`)."""
        return game.table_facts(carry)

    def table_result[K: Hashable](
        self, scores: Mapping[K, int], options: Mapping[str, object]
    ) -> dict[K, int]:
        """Uma, oka and the sticks left on the table (EMA RCR 2025 3.7): :mod:`.game`."""
        return game.table_result(scores, self._typed_known(options))

    def table_result_parts[K: Hashable](
        self, scores: Mapping[K, int], options: Mapping[str, object]
    ) -> dict[str, dict[K, int]]:
        """Uma, oka and the sticks left, each apart (:func:`.game.table_result_parts`)."""
        return game.table_result_parts(scores, self._typed_known(options))

    def _typed_known(self, options: Mapping[str, object]) -> RiichiOptions:
        """``options`` as typed riichi options, names of other rulesets left out."""
        known = {o.name for o in self.options}
        return self.typed_options({n: v for n, v in options.items() if n in known})

    def random_winning_deal(
        self,
        rng: random.Random,
        *,
        players: int = 4,
        options: Mapping[str, object] | None = None,
    ) -> Deal:
        return random_riichi_deal(rng, self, options=options)


def _with_carry(facts: RiichiFacts, options: RiichiOptions) -> RiichiFacts:
    """``facts`` with the counters and sticks the table carried to the hand (its per-hand
    options, :func:`.game.table_facts`), unless its riichi block names them (a file)."""
    return replace(
        facts,
        honba=facts.honba or options.honba,
        riichi_sticks=facts.riichi_sticks or options.riichi_sticks,
    )


RULESET = RiichiRuleset()
