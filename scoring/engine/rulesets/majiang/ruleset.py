"""Ma Jiang after Perlman & Chan (Axel Schmale), seed 001: the ruleset object the registry
finds. Only the winner's hand is scored (L477); the order of settlement is penalties, the
hand's value, special factors, distribution (L369-L374)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from scoring.engine.elements import ScoredElement, Unit
from scoring.engine.errors import BelowMinimum, InvalidHand
from scoring.engine.exclusions import AwardedBy, ElementRule
from scoring.engine.generate import DealPlan
from scoring.engine.hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from scoring.engine.quick import QuickEntry
from scoring.engine.result import DealScore
from scoring.engine.ruleset import PaoCall, Ruleset
from scoring.engine.settlement import Settlement
from scoring.engine.tiles import Tile

from . import elements as E
from .analysis import analyse
from .elements import ELEMENTS
from .evaluation import ROWS
from .limits import LIMIT_HANDS
from .options import OPTIONS, Settings
from .pao import pao_advice
from .payments import win_settlement
from .penalties import laak_points, penalty_laak, penalty_settlement
from .points import table_for
from .scorer import limit_value, value_of
from .texts import TEXTS
from .win import UNSCORED_CONDITIONS, HowWon, how_won


def _random_conditions(
    rng: random.Random, hand: PlayerHand, self_drawn: bool
) -> frozenset[Condition]:
    """A way of winning that fits the hand: a replacement tile only after a kong or a bonus
    tile, now and then the last tile self-drawn or a robbed kong on a discard."""
    if not self_drawn:
        return frozenset({Condition.ROBBING_KONG}) if rng.random() < 0.03 else frozenset()
    kongs = any(m.kind is MeldKind.KONG for m in hand.melds)
    if (kongs or hand.bonus) and rng.random() < 0.2:
        return frozenset({Condition.KONG_REPLACEMENT})
    if rng.random() < 0.05:
        return frozenset({Condition.LAST_WALL_TILE})
    return frozenset()


class MaJiang(Ruleset[Settings]):
    id = "majiang"
    name = "Ma Jiang"
    name_en = "German Ma Jiang after Perlman & Chan"
    texts = TEXTS
    seed = "001"
    unit = Unit.FAAN
    elements = ELEMENTS
    options = OPTIONS
    option_view = Settings
    table_sizes = frozenset({3, 4})
    scores_every_player = False
    has_pao = True
    has_laak = True
    unit_label = "faan"
    false_claim_outside_hand = True

    # --- scoring from the tiles ---------------------------------------------------------
    def score_valid(self, deal: Deal, options: Settings) -> DealScore:
        settings = options
        seats = deal.seats
        result = deal.result
        if settings.no_bonus_tiles:
            _refuse_bonus_tiles(deal)
        if result.kind is ResultKind.WIN:
            return self._score_win(deal, seats, settings)
        if result.kind is ResultKind.FALSE_MAHJONG:
            return _false_sik(seats, result, settings, excluded=_dead(deal))
        # a drawn game: nothing is paid (L216, L324; no payment is stated, 19#21)
        return DealScore(
            self.id,
            dict.fromkeys(seats, 0),
            Settlement.zero(seats),
            notes=("drawn game: no payments, the deal stays (001 L216, L324)",),
        )

    def _score_win(self, deal: Deal, seats: tuple[str, ...], settings: Settings) -> DealScore:
        result = deal.result
        winner = result.winner_seat
        hand = deal.players[winner]
        if hand.dead:
            raise InvalidHand(
                f"{winner}'s hand is dead (wrong tile count or a faulty set): it cannot win "
                "(001 L340, L346)",
                code="dead_winner",
                seat=winner,
            )
        how = how_won(result, settings)
        tile = result.winning_tile
        if tile is None and not how.heaven:
            raise InvalidHand(
                "the winning tile is needed (only Heaven has none)", code="no_winning_tile"
            )
        if tile is not None and tile.is_bonus:
            raise InvalidHand(
                "a flower or season cannot be the winning tile in Ma Jiang (001 L305)",
                code="bonus_winning_tile",
                tile=str(tile),
            )
        if how.replacement:
            _check_replacement(how, hand.kongs, bool(hand.bonus))
        value = value_of(
            analyse(hand),
            seat=winner,
            prevailing_wind=deal.prevailing_wind,
            how=how,
            winning_tile=tile,
            settings=settings,
        )
        _check_minimum(value.points, settings)
        settlement = win_settlement(seats, winner, value.points, how, settings, result.pao)
        notes = [value.explain(settings)]
        if result.pao is not None or result.conditions:
            notes.extend(_notes(result, settlement))
        return DealScore(
            self.id,
            {seat: value.points if seat == winner else 0 for seat in seats},
            settlement,
            {winner: value.elements},
            fan_total=value.faan,
            notes=tuple(notes),
        )

    def element_rules(self) -> tuple[ElementRule, ...]:
        """A ``Row`` per line of the evaluation table (a row that replaces others when the
        club does not add them up excludes them) and the appendix C element it scores
        instead; a ``LimitHand`` per limit hand; the penalties are settled by
        :mod:`.penalties`."""
        return (
            *ROWS,
            *(AwardedBy(row.alt, f"Row {row.code} (appendix C)") for row in ROWS if row.alt),
            *LIMIT_HANDS,
            AwardedBy(E.PENALTY, "penalties.penalty_settlement"),
            AwardedBy(E.FALSE_SIK, "_false_sik"),
            AwardedBy(E.FALSE_SIK_DISCARDER, "_false_sik (penalties.penalty_laak)"),
        )

    # --- quick entry: the hooks of Ruleset.settle_quick ----------------------------------
    # Settled from the table's own count: ``points={winner: faan}`` and ``laak``. A limit
    # hand is entered as the table's limit row in Faan (8, appendix C 9) or more.
    def quick_check_entry(self, entry: QuickEntry) -> None:
        if isinstance(entry.laak, bool) or not isinstance(entry.laak, int) or entry.laak < 0:
            raise InvalidHand(
                f"laak must be a whole number of at least 0, not {entry.laak!r}", code="bad_laak"
            )

    def quick_false_mahjong(
        self, entry: QuickEntry, seats: tuple[str, ...], options: Settings
    ) -> DealScore:
        return _false_sik(seats, entry.result, options)

    def quick_check_win(self, entry: QuickEntry, options: Settings) -> None:
        how_won(entry.result, options)

    def quick_minimum(self, entry: QuickEntry, options: Settings) -> int:
        return options.minimum_points

    def quick_value(self, entry: QuickEntry, options: Settings) -> int:
        """The points of the winner's Faan and Laak on the club's table."""
        return _quick_points(entry, options)

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: Settings
    ) -> DealScore:
        settings = options
        result = entry.result
        winner = result.winner_seat
        faan = entry.winner_total
        points = _quick_points(entry, settings)
        how = how_won(result, settings)
        settlement = win_settlement(seats, winner, points, how, settings, result.pao)
        table = table_for(settings.alternative)
        notes = [f"{faan} Faan, {entry.laak} Laak -> {points} points ({table.name} table)"]
        notes.extend(_notes(result, settlement))
        return DealScore(
            self.id,
            {seat: points if seat == winner else 0 for seat in seats},
            settlement,
            {},
            fan_total=faan,
            notes=tuple(notes),
        )

    # --- progression --------------------------------------------------------------------
    def dealer_keeps_deal(self, result: WinResult, *, players: int = 4) -> bool:
        """East keeps the deal when East wins (L201), after a drawn game (L216, L324) and after
        a hand ended by a penalty or a false Sik (L336, L362); a non-dealer's win moves the
        winds on (L202). At five players only an East win keeps the deal [001:L554]."""
        if players == 5:
            return result.kind is ResultKind.WIN and result.winner == "E"
        if result.kind is ResultKind.WIN:
            return result.winner == "E"
        return True

    # --- advice and generated hands -------------------------------------------------------
    def advise_pao(
        self,
        exposed: Mapping[str, Sequence[Meld]],
        *,
        discarded: Tile | None,
        discarder: str | None,
        winner: str,
    ) -> PaoCall | None:
        """The advice names the liable player itself (the discarder, or who fed the fourth
        set); when nobody is liable it concerns the discarder."""
        advice = pao_advice(exposed, (), discarded, discarder, winner)
        return PaoCall(advice, advice.player or discarder)

    deal_plan = DealPlan(
        chow_below=0.5,
        kong_above=0.92,
        open_shares=(0.0, 0.3, 0.6),
        concealed_kong_share=0.4,
        bonus=True,
        bonus_counts=(0, 0, 1, 1, 2, 3),
        conditions=_random_conditions,
    )


def _check_replacement(how: HowWon, kongs: int, has_bonus: bool) -> None:
    if how.kong_on_kong and kongs < 2:
        raise InvalidHand(
            "kong on kong needs two kongs in the winner's hand (001 L687-L689)",
            code="kong_on_kong_kongs",
            kongs=kongs,
        )
    if how.replacement and not kongs and not has_bonus:
        raise InvalidHand(
            "a replacement tile is drawn for a kong or a bonus tile, and the winner shows "
            "neither (001 L159, L191)",
            code="replacement_without_kong",
        )


def _quick_points(entry: QuickEntry, settings: Settings) -> int:
    """A quick entry's Faan and Laak in points; Faan at the table's limit row or more is a
    limit hand, worth under appendix C the club's ``alternative_limit`` (128 or 64, 001 L427,
    L621), as when the tiles are scored."""
    table = table_for(settings.alternative)
    if entry.winner_total >= table.limit_row:
        return limit_value(settings)
    return table.value(entry.winner_total, entry.laak, double=settings.faan_laak_double)


def _check_minimum(points: int, settings: Settings) -> None:
    if points < settings.minimum_points:
        raise _below_minimum(points, settings.minimum_points)


def _below_minimum(points: int, minimum: int) -> BelowMinimum:
    return BelowMinimum(
        f"the hand is worth {points} points; this club needs at least {minimum} to go out "
        "(001 L582-L584)",
        code="below_minimum",
        points=points,
        minimum=minimum,
    )


def _notes(result: WinResult, settlement: Settlement) -> list[str]:
    notes = []
    if result.pao is not None:
        notes.append(
            f"Pao: {result.pao} pays the whole {settlement[result.winner_seat]} for everyone "
            "(001 L481, L487)"
        )
    for condition in sorted(result.conditions & UNSCORED_CONDITIONS):
        notes.append(f"{condition} does not score in Ma Jiang")
    return notes


def _dead(deal: Deal) -> frozenset[str]:
    return frozenset(seat for seat, hand in deal.players.items() if hand.dead)


def _false_sik(
    seats: tuple[str, ...],
    result: WinResult,
    settings: Settings,
    *,
    excluded: frozenset[str] = frozenset(),
) -> DealScore:
    """5.4.5 a (L362); a false mahjong without a discarder is also the general penalty (L336)."""
    culprit = result.claimant
    if culprit is None:
        raise InvalidHand("a false Sik needs the player who called it", code="no_claimant")
    discarder = None if result.self_drawn else result.discarder
    settlement = penalty_settlement(
        seats, culprit, settings, discarder=discarder, excluded=excluded
    )
    value = laak_points(settings)
    payees = [s for s in seats if s != culprit and s not in excluded]
    elements = [ScoredElement(E.FALSE_SIK, 1, len(payees))]
    if discarder is not None and discarder not in excluded:
        elements.append(
            ScoredElement(
                E.FALSE_SIK_DISCARDER, penalty_laak(discarder, culprit, discarder, settings)
            )
        )
    return DealScore(
        "majiang",
        dict.fromkeys(seats, 0),
        settlement,
        {culprit: tuple(elements)},
        notes=(
            f"false Sik by {culprit}: 1 Laak = {value} points, East double (001 L362); "
            "the deal stays",
        ),
    )


def _refuse_bonus_tiles(deal: Deal) -> None:
    for seat in deal.seats:
        if deal.players[seat].bonus:
            raise InvalidHand(
                f"this club plays without bonus tiles (001 L562-L564), but {seat} shows "
                "flowers or seasons",
                code="bonus_tiles_off",
                seat=seat,
            )


RULESET = MaJiang()
