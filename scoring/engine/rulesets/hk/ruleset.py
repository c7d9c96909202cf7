"""The ``hk`` ruleset: Hong Kong Mahjong as played at club Fu-Hing, Varsseveld (seed 004).

Fan are counted for the winner alone (004 L400), capped at 10, a limit hand 20 (004
L1080-1085); chips follow table T1 (default) or T2 (option ``discard_payment: split``).
Pao is the scorekeeper's ruling in ``result.pao``; :func:`.pao_advice.pao_advice` helps the
table decide it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import ClassVar

from ...elements import Element, Unit
from ...errors import InvalidHand
from ...exclusions import AwardedBy, ElementRule
from ...generate import DealPlan
from ...hand import CLASSIC_CONDITIONS, Condition, Deal, Meld, PlayerHand, ResultKind, WinResult
from ...options import Option
from ...quick import QuickEntry
from ...result import DealScore
from ...ruleset import PaoCall, Ruleset
from ...tiles import Tile
from .elements import ELEMENTS, LIMIT_FAN
from .fan_rules import FAN_RULES
from .limits import LIMIT_RULES
from .options import OPTIONS, HkOptions
from .pao_advice import pao_advice
from .scorer import RULESET_ID, below_minimum, capped, check_options, score_deal
from .seasons import AWARDED_BY
from .settle import settle_false_mahjong, settle_win
from .texts import TEXTS

NO_CAP_MOST_FAN = 3 * LIMIT_FAN  # quick entry with no fan cap: the most a total may be


def _random_conditions(
    rng: random.Random, hand: PlayerHand, self_drawn: bool
) -> frozenset[Condition]:
    """Now and then a win on the last tile."""
    return frozenset({Condition.LAST_WALL_TILE}) if rng.random() < 0.05 else frozenset()


class HongKongRuleset(Ruleset[HkOptions]):
    id: ClassVar[str] = RULESET_ID
    name: ClassVar[str] = "Hong Kong Mahjong (Mahjongclub Fu-Hing)"
    name_en: ClassVar[str] = "Hong Kong Mahjong, club Fu-Hing rules"
    texts = TEXTS
    seed: ClassVar[str] = "004"
    unit: ClassVar[Unit] = Unit.FAN
    elements: ClassVar[tuple[Element, ...]] = ELEMENTS
    options: ClassVar[tuple[Option, ...]] = OPTIONS
    option_view = HkOptions
    #: 4 players, or 3 (004 L967-985); a 5-player table seats four per hand (L948-965)
    table_sizes: ClassVar[frozenset[int]] = frozenset({3, 4})
    scores_every_player: ClassVar[bool] = False
    has_pao: ClassVar[bool] = True
    unit_label: ClassVar[str] = "fan"
    false_claim_outside_hand: ClassVar[bool] = True
    conditions: ClassVar[tuple[Condition, ...]] = (
        *CLASSIC_CONDITIONS,
        Condition.BONUS_REPLACEMENT,
    )

    def score_valid(self, deal: Deal, options: HkOptions) -> DealScore:
        return score_deal(deal, options)

    def element_rules(self) -> tuple[ElementRule, ...]:
        """A ``FanRule`` or ``LimitRule`` per element of the hand; the seasons are awarded
        by the functions of :mod:`.seasons`."""
        return (
            *FAN_RULES,
            *LIMIT_RULES,
            *(AwardedBy(e, rule) for rule, elements in AWARDED_BY for e in elements),
        )

    # --- quick entry: the hooks of Ruleset.settle_quick ------------------------------------
    # The winner's fan total as the table counted it (``points={winner: fan}``), how the hand
    # was won, the discarder and the Pao ruling. A total of 20 or more is a limit hand; other
    # totals are capped (004 L1080-1085).
    quick_discarder_pays = True

    def quick_check_options(self, options: HkOptions) -> None:
        check_options(options)

    def quick_seats(self, entry: QuickEntry) -> tuple[str, ...]:
        """The seats as the entry lists them."""
        return tuple(entry.seats)

    def quick_false_mahjong(
        self, entry: QuickEntry, seats: tuple[str, ...], options: HkOptions
    ) -> DealScore:
        result = entry.result
        if result.claimant is None:
            raise InvalidHand("a false Mahjong needs the claimant", code="no_claimant")
        settlement = settle_false_mahjong(
            seats=seats,
            claimant=result.claimant,
            self_drawn=result.self_drawn,
            discarder=result.discarder,
            options=options,
        )
        return DealScore(self.id, dict.fromkeys(seats, 0), settlement)

    def quick_minimum(self, entry: QuickEntry, options: HkOptions) -> int | None:
        """``min_fan``, except for a limit hand, a win on a bonus tile, or when the club
        accepts a win below it."""
        if _quick_limit(entry, options) or _bonus_claim(entry.result):
            return None
        if options.below_min_fan == "accept":
            return None
        return options.min_fan

    def quick_maximum(self, options: HkOptions) -> int | None:
        """With a cap, a larger total is capped. With no cap (``fan_cap`` 0) a total still
        has a ceiling, NO_CAP_MOST_FAN: the rule book's limit hands count 20 fan
        (004 L1081-1085), so a total far above that is a typing error, not a hand."""
        return NO_CAP_MOST_FAN if options.fan_cap == 0 else None

    def quick_value(self, entry: QuickEntry, options: HkOptions) -> int:
        return capped(entry.winner_total, options)

    def quick_below_minimum(
        self,
        entry: QuickEntry,
        seats: tuple[str, ...],
        options: HkOptions,
        value: int,
        minimum: int,
    ) -> DealScore:
        return below_minimum(entry.result, seats, options, value)

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: HkOptions
    ) -> DealScore:
        result = entry.result
        limit = _quick_limit(entry, options)
        fan = LIMIT_FAN if limit else capped(entry.winner_total, options)
        settlement = settle_win(
            seats=seats,
            winner=result.winner_seat,
            fan=fan,
            limit=limit,
            self_drawn=result.self_drawn or _bonus_claim(result),
            discarder=result.discarder,
            pao=result.pao,
            options=options,
        )
        points = dict.fromkeys(seats, 0)
        points[result.winner_seat] = fan
        return DealScore(self.id, points, settlement, fan_total=fan)

    def dealer_keeps_deal(self, result: WinResult, *, players: int = 4) -> bool:
        """'Oost blijft Oost': East deals again after an East win or a draw (004 L939-946);
        at a 5-player table East moves on every hand (L948-949). A false Mahjong is neither
        a win nor a draw, so the deal passes."""
        if players == 5:
            return False
        if result.kind is ResultKind.WIN:
            return result.winner == "E"
        return result.kind in (ResultKind.DRAW, ResultKind.DEAD_WALL)

    def wind_rounds(self, players: int, options: Mapping[str, object] | None = None) -> int:
        """At a 3-player table "NOORD bestaat niet": the round wind changes after West
        (004 L970-973), so a game has three wind rounds."""
        return 3 if players == 3 else super().wind_rounds(players, options)

    def table_facts(
        self,
        options: Mapping[str, object],
        *,
        draws: int,
        carry: Mapping[str, int] | None = None,
    ) -> dict[str, object]:
        """With the draw pot (variant i) the next winner collects the pot of the draws
        right before the hand: ``pot_draws`` comes from the table's history."""
        known = {o.name for o in self.options}
        chosen = {name: value for name, value in options.items() if name in known}
        if self.typed_options(chosen).draw_pot:
            return {"pot_draws": draws}
        return {}

    def advise_pao(
        self,
        exposed: Mapping[str, Sequence[Meld]],
        *,
        discarded: Tile | None,
        discarder: str | None,
        winner: str,
    ) -> PaoCall | None:
        """Only a discarder can be liable (004 L493): no advice on a self-drawn win."""
        if discarded is None or discarder is None:
            return None
        return PaoCall(pao_advice(exposed, (), discarded, discarder, winner), discarder)

    #: only the winner's tiles are given (the others score nothing in HK, 004 L400); now
    #: and then seven pairs
    deal_plan = DealPlan(
        chow_below=0.55,
        kong_above=0.93,
        open_shares=(0.35,),
        concealed_kong_share=0.4,
        seven_pairs_share=0.03,
        self_drawn_share=0.4,
        bonus=True,
        bonus_counts=(0, 0, 1, 1, 2, 3),
        round_wind_seated=True,
        conditions=_random_conditions,
    )


def _quick_limit(entry: QuickEntry, options: HkOptions) -> bool:
    """A quick entry of 20 fan or more is a limit hand, unless the club has no cap."""
    return entry.winner_total >= LIMIT_FAN and options.fan_cap != 0


def _bonus_claim(result: WinResult) -> bool:
    """The winning tile is a bonus tile: paid as self-drawn, and no minimum applies."""
    return result.winning_tile is not None and result.winning_tile.is_bonus


RULESET = HongKongRuleset()
