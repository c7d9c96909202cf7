"""The MCR ruleset: Mahjong Competitie Regels, gecorrigeerde versie 2023 (the Chinese Official
rules, [002:L5-L9, L38]). Only the winner's hand is counted [002:L226]; a hand needs 8 points
without flowers [002:L220]; East passes on after every hand [002:L236]."""

from __future__ import annotations

import random
from functools import lru_cache

from ...elements import ScoredElement, Unit
from ...errors import BelowMinimum, InvalidHand
from ...exclusions import ElementRule
from ...generate import DealPlan
from ...hand import Condition, Deal, MeldKind, PlayerHand, ResultKind, WinResult
from ...quick import QuickEntry
from ...result import DealScore
from ...ruleset import Ruleset
from ...settlement import Settlement
from .deal import hand_key
from .options import OPTIONS, McrOptions
from .search import Best, Reading, best_arrangement
from .settle import false_mahjong_settlement, win_settlement
from .table import ELEMENT_BY_KEY, ELEMENTS, ENTRIES, PART_OF
from .texts import TEXTS


def _random_conditions(
    rng: random.Random, hand: PlayerHand, self_drawn: bool
) -> frozenset[Condition]:
    """Now and then a win on a kong's replacement tile, or on the last tile."""
    if self_drawn and any(m.kind is MeldKind.KONG for m in hand.melds) and rng.random() < 0.1:
        return frozenset({Condition.KONG_REPLACEMENT})
    if rng.random() < 0.03:
        return frozenset({Condition.LAST_WALL_TILE})
    return frozenset()


class MCR(Ruleset[McrOptions]):
    id = "mcr"
    name = "Mahjong Competitie Regels"
    name_en = "Mahjong Competition Rules, Chinese Official"
    texts = TEXTS
    seed = "002"
    unit = Unit.POINTS
    elements = ELEMENTS
    options = OPTIONS
    option_view = McrOptions
    table_sizes = frozenset({4})
    scores_every_player = False
    quick_flowers = True
    has_seat_chart = True
    unit_label = "MCR points"
    false_claim_outside_hand = True
    penalties_deducted_only = True
    ema_ranked = True
    # MCR has no heavenly/earthly hand; a kong on kong is an ordinary replacement win
    conditions = (
        Condition.LAST_WALL_TILE,
        Condition.KONG_REPLACEMENT,
        Condition.ROBBING_KONG,
    )

    # --- scoring from tiles -------------------------------------------------------------------
    def score_valid(self, deal: Deal, options: McrOptions) -> DealScore:
        result = deal.result
        seats = _seats(deal)
        if result.kind is ResultKind.WIN:
            return self._win(deal, options, seats)
        zero_points = dict.fromkeys(seats, 0)
        if result.kind is ResultKind.FALSE_MAHJONG:
            return self._false_mahjong(deal, result.claimant_seat, options, zero_points)
        return DealScore(
            "mcr",
            zero_points,
            Settlement.zero(seats),
            fan_total=0,
            notes=("draw: nothing is counted [002:L240]",),
        )

    def _win(self, deal: Deal, options: McrOptions, seats: tuple[str, ...]) -> DealScore:
        """Only the winner's hand is counted [002:L226]."""
        result = deal.result
        winner = result.winner_seat
        hand = deal.players[winner]
        if hand.dead:
            raise InvalidHand(f"{winner} has a dead hand and cannot win", code="dead_hand")
        if not result.self_drawn and result.discarder is None:
            raise InvalidHand(
                "a win on a discard needs the discarder (or the robbed player)",
                code="no_discarder",
            )
        key = hand_key(deal, winner, self_drawn=result.self_drawn, conditions=result.conditions)
        best = best_arrangement(key, options)
        if best is None:
            raise InvalidHand(
                f"not a winning hand: {winner}'s tiles do not form four sets and a pair or a "
                "special hand",
                code="not_winning",
                seat=winner,
            )
        payer = None if result.self_drawn else result.discarder
        if key.robbing and not options.robbed_player_pays:
            payer = None
        return _settled(best, options, seats, winner, payer, len(hand.bonus))

    def _false_mahjong(
        self, deal: Deal, claimant: str, options: McrOptions, points: dict[str, int]
    ) -> DealScore:
        """The claimant pays the penalty to each other player; his hand's value is shown when
        his tiles form a hand, else 0 (flowers do not count on an invalid claim [002:L339])."""
        hand = deal.players[claimant]
        fan_total = 0
        elements: dict[str, tuple[ScoredElement, ...]] = {}
        if hand.known and deal.result.winning_tile is not None:
            try:
                key = hand_key(
                    deal,
                    claimant,
                    self_drawn=deal.result.self_drawn,
                    conditions=deal.result.conditions,
                )
                best = best_arrangement(key, options)
            except InvalidHand:
                best = None
            fan_total = best.total if best is not None else 0
            if best is not None:
                elements[claimant] = _scored(best.elements, 0)
                points[claimant] = best.total
        return DealScore(
            "mcr",
            points,
            false_mahjong_settlement(deal.seats, claimant, options.false_mahjong_penalty),
            elements=elements,
            fan_total=fan_total,
            notes=("false mahjong [002:L234]",),
        )

    def element_rules(self) -> tuple[ElementRule, ...]:
        """An ``Entry`` per numbered entry of the seed; the search scores it by its key, and
        an exclusion of a part (``<key>:winds``) excludes that part of the element."""
        return ENTRIES

    # --- quick entry: the hooks of Ruleset.settle_quick ------------------------------------
    # The table counted the winner's total itself, flowers included (so the
    # ``flowers_in_payment`` reading cannot apply: the total is paid as given); the minimum
    # is checked on the total without the ``flowers`` it includes [002:L220].
    quick_discarder_pays = True

    def quick_table_size_error(self, seats: tuple[str, ...]) -> InvalidHand:
        return InvalidHand(
            "MCR is played by 4 players in a hand", code="table_size", count=len(seats)
        )

    def quick_draw(self, seats: tuple[str, ...]) -> DealScore:
        return DealScore(
            "mcr", dict.fromkeys(seats, 0), Settlement.zero(seats), fan_total=0, notes=("draw",)
        )

    def quick_false_mahjong(
        self, entry: QuickEntry, seats: tuple[str, ...], options: McrOptions
    ) -> DealScore:
        claimant = entry.result.claimant
        if claimant is None:
            raise InvalidHand("a false mahjong needs the claimant", code="no_claimant")
        return DealScore(
            "mcr",
            dict.fromkeys(seats, 0),
            false_mahjong_settlement(seats, claimant, options.false_mahjong_penalty),
            fan_total=0,
            notes=("false mahjong [002:L234]",),
        )

    def quick_check_win(self, entry: QuickEntry, options: McrOptions) -> None:
        total = entry.winner_total
        if entry.flowers > total:
            raise InvalidHand(
                f"the total {total} cannot include {entry.flowers} flower points",
                code="flowers_above_total",
                total=total,
                flowers=entry.flowers,
            )

    def quick_minimum(self, entry: QuickEntry, options: McrOptions) -> int:
        return options.minimum_points

    def quick_value(self, entry: QuickEntry, options: McrOptions) -> int:
        return entry.winner_total - entry.flowers

    def quick_below_minimum(
        self,
        entry: QuickEntry,
        seats: tuple[str, ...],
        options: McrOptions,
        value: int,
        minimum: int,
    ) -> DealScore:
        """Under the minimum the win is a false mahjong of the winner [002:L220, L234]."""
        winner = entry.result.winner_seat
        total = entry.winner_total
        return DealScore(
            "mcr",
            {seat: total if seat == winner else 0 for seat in seats},
            false_mahjong_settlement(seats, winner, options.false_mahjong_penalty),
            fan_total=total,
            notes=("false mahjong: under the minimum, flowers not counted [002:L220, L234]",),
        )

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: McrOptions
    ) -> DealScore:
        result = entry.result
        winner = result.winner_seat
        total = entry.winner_total
        if not result.self_drawn and result.discarder is None:
            raise InvalidHand("a win on a discard needs the discarder", code="no_discarder")
        payer = None if result.self_drawn else result.discarder
        if result.has(Condition.ROBBING_KONG) and not options.robbed_player_pays:
            payer = None
        return DealScore(
            "mcr",
            {seat: total if seat == winner else 0 for seat in seats},
            win_settlement(seats, winner, total, payer),
            fan_total=total,
        )

    # --- progression ----------------------------------------------------------------------------
    def dealer_keeps_deal(self, result: WinResult, *, players: int = 4) -> bool:
        """Never: "De oostenwind schuift door en de eerdere Zuid wordt nu Oost" [002:L236];
        a round is over when all four have been East once [002:L244] (AMBIG-3: draws too)."""
        return False

    deal_plan = DealPlan(
        chow_below=0.6,
        kong_above=0.95,
        open_shares=(0.35,),
        concealed_kong_share=0.65,
        bonus=True,
        bonus_counts=(0, 0, 0, 1, 2),
        conditions=_random_conditions,
    )


_SEATS: dict[tuple[str, ...], tuple[str, ...]] = {}


def _seats(deal: Deal) -> tuple[str, ...]:
    """``deal.seats`` (the seats in play in wind order), looked up by the players' keys."""
    listed = tuple(deal.players)
    seats = _SEATS.get(listed)
    if seats is None:
        seats = _SEATS[listed] = deal.seats  # a few dozen orders at most
    return seats


def _settled(
    best: Best,
    reading: Reading,
    seats: tuple[str, ...],
    winner: str,
    payer: str | None,
    flowers: int,
) -> DealScore:
    """The score of a win worth ``best``: paid by ``payer`` (None: by everyone) [002:L230-L232].
    Under the minimum it is no win [002:L220]: refused, with the false mahjong the claim is
    (AMBIG-2) [002:L234] for a file that records the claim as a win."""
    points = dict.fromkeys(seats, 0)
    if best.total < reading.minimum_points:
        points[winner] = best.total
        claim = DealScore(
            "mcr",
            points,
            _false_mahjong_paid(seats, winner, reading.false_mahjong_penalty),
            elements={winner: _scored(best.elements, 0)},
            fan_total=best.total,
            notes=_under_minimum_note(best.total, reading.minimum_points),
        )
        raise BelowMinimum(
            f"{winner}'s hand is worth {best.total} points without flowers; at least "
            f"{reading.minimum_points} are needed to go out [002:L220]",
            false_mahjong=claim,
            points=best.total,
            minimum=reading.minimum_points,
        )
    total = best.total + flowers
    paid = total if reading.flowers_in_payment else best.total
    points[winner] = total
    return DealScore(
        "mcr",
        points,
        _win_paid(seats, winner, paid, payer),
        elements={winner: _scored(best.elements, flowers)},
        fan_total=total,
        notes=_NOTES[best.shape],
    )


# Settlements, element lists and notes are immutable values of a few small numbers, and
# recur across hands: each is built once. (Whole scores are not kept: a cache of every hand
# scored would only fill memory and the garbage collector's rounds.)
_win_paid = lru_cache(maxsize=8192)(win_settlement)
_false_mahjong_paid = lru_cache(maxsize=256)(false_mahjong_settlement)


@lru_cache(maxsize=1024)
def _under_minimum_note(total: int, minimum: int) -> tuple[str, ...]:
    return (f"false mahjong: {total} points, {minimum} needed without flowers [002:L220, L234]",)


def _scored(elements: tuple[tuple[str, int], ...], flowers: int) -> tuple[ScoredElement, ...]:
    scored = _scored_without_flowers(elements)
    return (*scored, _scored_element("flower_tile", flowers)) if flowers else scored


# element lists recur from hand to hand, but new hands keep bringing new ones: room for many
@lru_cache(maxsize=32768)
def _scored_without_flowers(elements: tuple[tuple[str, int], ...]) -> tuple[ScoredElement, ...]:
    """(Flowers are added apart: the same elements recur with 0, 1 or 2 flowers.)"""
    merged: dict[str, int] = {}
    for key, count in elements:
        whole = PART_OF.get(key, key)
        merged[whole] = merged.get(whole, 0) + count
    return tuple(_scored_element(key, count) for key, count in merged.items())


@lru_cache(maxsize=1024)
def _scored_element(key: str, count: int) -> ScoredElement:
    element = ELEMENT_BY_KEY[key]
    return ScoredElement(element, element.value, count)


_NOTES = {
    shape: (f"read as {shape.replace('_', ' ')}",)
    for shape in (
        "standard",
        "knitted_straight",
        "seven_pairs",
        "seven_shifted_pairs",
        "thirteen_orphans",
        "lesser_honors_and_knitted_tiles",
        "greater_honors_and_knitted_tiles",
    )
}

RULESET = MCR()
