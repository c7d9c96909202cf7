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

from scoring.engine.options import int_option

from ...elements import Element, Unit
from ...errors import InvalidHand
from ...hand import CLASSIC_CONDITIONS, Condition, Deal, Meld, ResultKind, WinResult
from ...options import Option
from ...quick import QuickEntry
from ...result import DealScore
from ...ruleset import PaoCall, Ruleset
from ...settlement import Settlement
from ...tiles import Tile
from .elements import ELEMENTS, LIMIT_FAN
from .options import OPTIONS
from .pao_advice import pao_advice
from .random_deal import random_winning_deal
from .scorer import RULESET_ID, below_minimum, capped, check_options, score_deal
from .settle import settle_false_mahjong, settle_win


class HongKongRuleset(Ruleset):
    id: ClassVar[str] = RULESET_ID
    name: ClassVar[str] = "Hong Kong Mahjong (Mahjongclub Fu-Hing)"
    name_en: ClassVar[str] = "Hong Kong Mahjong, club Fu-Hing rules"
    seed: ClassVar[str] = "004"
    unit: ClassVar[Unit] = Unit.FAN
    elements: ClassVar[tuple[Element, ...]] = ELEMENTS
    options: ClassVar[tuple[Option, ...]] = OPTIONS
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

    def score_valid(self, deal: Deal, options: Mapping[str, object]) -> DealScore:
        return score_deal(deal, options)

    def settle_quick(self, entry: QuickEntry, options: Mapping[str, object]) -> DealScore:
        """Settle from the winner's fan total as the table counted it (``points={winner:
        fan}``), how the hand was won, the discarder and the Pao ruling. A total of 20 or
        more is a limit hand; other totals are capped (004 L1080-1085)."""
        check_options(options)
        if len(entry.seats) not in self.table_sizes:
            raise InvalidHand(
                f"hk is played by 3 or 4 players in a hand, not {len(entry.seats)}",
                code="table_size",
            )
        result = entry.result
        seats = tuple(entry.seats)
        points = {s: 0 for s in seats}
        if result.kind is ResultKind.FALSE_MAHJONG:
            if result.claimant is None:
                raise InvalidHand("a false Mahjong needs the claimant", code="no_claimant")
            settlement = settle_false_mahjong(
                seats=seats,
                claimant=result.claimant,
                self_drawn=result.self_drawn,
                discarder=result.discarder,
                options=options,
            )
            return DealScore(self.id, points, settlement)
        if result.kind is not ResultKind.WIN:
            return DealScore(self.id, points, Settlement.zero(seats))
        total = entry.winner_total
        limit = total >= LIMIT_FAN and int_option(options, "fan_cap") != 0
        fan = LIMIT_FAN if limit else capped(total, options)
        bonus_claim = result.winning_tile is not None and result.winning_tile.is_bonus
        if result.discarder == result.winner:
            raise InvalidHand("the winner cannot be the discarder", code="winner_is_discarder")
        if (
            not limit
            and not bonus_claim
            and fan < int_option(options, "min_fan")
            and options["below_min_fan"] != "accept"
        ):
            return below_minimum(result, seats, options, fan)
        settlement = settle_win(
            seats=seats,
            winner=result.winner_seat,
            fan=fan,
            limit=limit,
            self_drawn=result.self_drawn or bonus_claim,
            discarder=result.discarder,
            pao=result.pao,
            options=options,
        )
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

    def wind_rounds(self, players: int) -> int:
        """At a 3-player table "NOORD bestaat niet": the round wind changes after West
        (004 L970-973), so a game has three wind rounds."""
        return 3 if players == 3 else super().wind_rounds(players)

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

    def random_winning_deal(self, rng: random.Random) -> Deal:
        return random_winning_deal(rng)


RULESET = HongKongRuleset()
