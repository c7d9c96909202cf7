"""Scoring one deal: the winner's best reading of the hand, its fan (capped at 10, a limit
hand 20), the minimum to go out, and the settlement. Only the winner scores: 'Je krijgt
geen punten als je geen winnaar bent' (004 L400).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...elements import ScoredElement
from ...errors import BelowMinimum, InvalidHand, InvalidOptions
from ...hand import Condition, Deal, PlayerHand, ResultKind, WinResult
from ...result import DealScore
from ...settlement import Settlement
from ...tiles import format_tiles
from .elements import FAN_CAP, LIMIT_FAN
from .fan_rules import hand_elements, in_table_order, shape_elements
from .limits import limit_of
from .options import HkOptions
from .seasons import season_claim, season_elements
from .settle import settle_false_mahjong, settle_win
from .shapes import HandContext, shapes_of

RULESET_ID = "hk"
B1 = 0

#: one reading of a winning hand: (rank key, elements, fan, is a limit hand)
_Candidate = tuple[tuple[int, int, int], tuple[ScoredElement, ...], int, bool]


def check_options(options: HkOptions) -> None:
    """Ranges the option types alone do not check."""
    for name, value, low in (
        ("min_fan", options.min_fan, 0),
        ("fan_cap", options.fan_cap, 0),
        ("one_bamboo_points", options.one_bamboo_points, 0),
        ("draw_pot", options.draw_pot, 0),
        ("pot_draws", options.pot_draws, 0),
    ):
        if value < low:
            raise InvalidOptions(
                f"option {name} must be at least {low}, not {value}",
                code="bad_option_value",
                option=name,
            )
    cap = options.fan_cap
    if cap and cap < FAN_CAP:
        raise InvalidOptions(
            f"option fan_cap is 10 or more (variant j raises the limit), or 0 for no cap, not {cap}",
            code="bad_option_value",
            option="fan_cap",
        )


def capped(raw: int, options: HkOptions) -> int:
    """'Ook al heeft een speler meer dan 10 fan, dan blijft het aantal 10 fan' (004 L1080-1081)."""
    cap = options.fan_cap
    return min(raw, cap) if cap else raw


def _check_conditions(deal: Deal, hand: PlayerHand) -> None:
    result = deal.result
    conditions = result.conditions
    if not conditions:
        return
    if (
        Condition.KONG_REPLACEMENT in conditions or Condition.KONG_ON_KONG in conditions
    ) and not result.self_drawn:
        raise InvalidHand(
            "a win on a kong replacement tile is self-drawn (004 L686-688)",
            code="kong_replacement_discard",
        )
    if Condition.KONG_REPLACEMENT in conditions and hand.kongs < 1:
        raise InvalidHand("a win on a kong replacement needs a kong", code="no_kong")
    if Condition.KONG_ON_KONG in conditions and hand.kongs < 2:
        raise InvalidHand("kong on kong needs two kongs (004 L697-703)", code="no_kong")
    if Condition.ROBBING_KONG in conditions and result.self_drawn:
        raise InvalidHand(
            "a robbed kong tile counts as a discard, not a self-drawn tile (004 L454-456)",
            code="robbing_kong_self_drawn",
        )
    if Condition.HEAVEN in conditions and (result.winner != "E" or not result.self_drawn):
        raise InvalidHand(
            "the heavenly hand is East's self-drawn initial 14 tiles (004 L836-838)",
            code="heaven",
        )
    if Condition.EARTH in conditions and (result.winner == "E" or result.discarder != "E"):
        raise InvalidHand(
            "the earthly hand is South, West or North winning on East's first discard "
            "(004 L843-846)",
            code="earth",
        )


def score_win(deal: Deal, options: HkOptions) -> DealScore:
    result = deal.result
    winner = result.winner_seat
    hand = deal.players[winner]
    winning_tile = result.winning_tile
    if winning_tile is not None and winning_tile.is_bonus:
        element, limit = season_claim(hand.bonus, winning_tile)
        b1 = sum(1 for t in hand.tiles if t == B1)
        return _win_score(deal, options, (element,), element.value, limit, b1)
    if hand.dead:
        raise InvalidHand(
            "a dead hand cannot declare Mahjong (004 L902-906), except on drawing the 7th or "
            "8th season",
            code="dead_hand",
            seat=winner,
        )
    if winning_tile is None:
        raise InvalidHand("a win needs the winning tile", code="no_winning_tile")
    _check_conditions(deal, hand)
    ctx = HandContext(hand, winner, deal.prevailing_wind, result, options, deal.seats)
    shapes = shapes_of(hand, ctx.concealed_counts)
    if not shapes:
        raise InvalidHand(
            f"not a winning hand: {format_tiles(hand.tiles)} is not 4 sets and a pair, "
            "7 pairs or 13 orphans",
            code="not_winning",
            seat=winner,
        )
    seasons = season_elements(hand.bonus, winner, options.eight_seasons_fan)
    common = hand_elements(ctx)
    common_fan = sum(s.total for s in common) + sum(s.total for s in seasons)
    best: _Candidate | None = None
    candidate: _Candidate
    for shape in shapes:
        limit_hand = limit_of(shape, ctx)
        if limit_hand is not None:
            key = (1, LIMIT_FAN, LIMIT_FAN)
            candidate = (key, (ScoredElement(limit_hand, LIMIT_FAN),), LIMIT_FAN, True)
        else:
            shape_scored = shape_elements(shape, ctx)
            raw = common_fan + sum(s.total for s in shape_scored)
            fan = capped(raw, options)
            candidate = ((0, fan, raw), tuple(shape_scored), fan, False)
        if best is None or candidate[0] > best[0]:
            best = candidate
    assert best is not None  # ``shapes`` is not empty, so the loop set it
    _, scored, fan, limit = best
    if not limit:
        scored = (*in_table_order((*common, *scored)), *seasons)
    if not limit and fan < options.min_fan and options.below_min_fan != "accept":
        raise BelowMinimum(
            f"{winner} has {fan} fan, at least {options.min_fan} are needed to go out "
            "(004 L884-885)",
            code="min_fan",
            false_mahjong=below_minimum(deal.result, deal.seats, options, fan, {winner: scored}),
            points=fan,
            minimum=options.min_fan,
        )
    return _win_score(deal, options, scored, fan, limit, ctx.counts[B1])


def below_minimum(
    result: WinResult,
    seats: tuple[str, ...],
    options: HkOptions,
    fan: int,
    elements: Mapping[str, tuple[ScoredElement, ...]] | None = None,
) -> DealScore:
    """A Mahjong with fewer fan than the club's minimum is a false Mahjong of the winner
    (004 L877-885), paid as one (L887-894); option ``below_min_fan`` = accept lets it stand."""
    winner = result.winner_seat
    settlement = settle_false_mahjong(
        seats=seats,
        claimant=winner,
        self_drawn=result.self_drawn,
        discarder=result.discarder,
        options=options,
    )
    note = (
        f"{winner} has {fan} fan, at least {options.min_fan} are needed to go out: a false "
        "Mahjong, paid as one (004 L884-894)"
    )
    return DealScore(
        RULESET_ID,
        dict.fromkeys(seats, 0),
        settlement,
        elements or {},
        fan_total=fan,
        notes=(note,),
    )


def _win_score(
    deal: Deal,
    options: HkOptions,
    scored: tuple[ScoredElement, ...],
    fan: int,
    limit: bool,
    one_bamboos: int,
) -> DealScore:
    result = deal.result
    winner = result.winner_seat
    seats = deal.seats
    settlement = settle_win(
        seats=seats,
        winner=winner,
        fan=fan,
        limit=limit,
        self_drawn=_paid_as_self_drawn(result),
        discarder=result.discarder,
        pao=result.pao,
        options=options,
        one_bamboos=one_bamboos,
    )
    points = {s: 0 for s in seats}
    points[winner] = fan
    notes = (f"Pao: {result.pao} pays for everyone (004 L1097-1102)",) if result.pao else ()
    return DealScore(
        ruleset=RULESET_ID,
        points=points,
        settlement=settlement,
        elements={winner: scored},
        fan_total=fan,
        notes=notes,
    )


def _paid_as_self_drawn(result: WinResult) -> bool:
    """A claim on drawing the 7th/8th season is paid as a self-draw: the claimant drew the
    deciding season himself (golden default 14#10)."""
    if result.winning_tile is not None and result.winning_tile.is_bonus:
        return True
    return result.self_drawn


def score_deal(deal: Deal, options: HkOptions) -> DealScore:
    check_options(options)
    if len(deal.seats) == 3 and deal.prevailing_wind == "N":
        raise InvalidHand(
            "a 3-player table has no North round: 'NOORD bestaat niet', the round wind is East, "
            "South or West (004 L970-973)",
            code="three_player_north",
        )
    result = deal.result
    if result.kind is ResultKind.WIN:
        return score_win(deal, options)
    seats = deal.seats
    points = {s: 0 for s in seats}
    if result.kind is ResultKind.FALSE_MAHJONG:
        settlement = settle_false_mahjong(
            seats=seats,
            claimant=result.claimant_seat,
            self_drawn=result.self_drawn,
            discarder=result.discarder,
            options=options,
        )
        note = (
            f"false Mahjong by {result.claimant}: the penalty of the 8-fan row (T1) or the "
            "'Valse Mahjong' row (T2) (004 L887-894, L1447)"
        )
        return DealScore(RULESET_ID, points, settlement, notes=(note,))
    notes: tuple[str, ...] = ("draw: no payments (004 L912-914)",)
    draw_pot = options.draw_pot
    if draw_pot:
        notes += (
            f"variant i: each player puts {draw_pot} chips in the pot for the next "
            "winner (004 L1279-1280)",
        )
    return DealScore(RULESET_ID, points, Settlement.zero(seats), notes=notes)
