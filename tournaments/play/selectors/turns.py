"""Who sits where and who deals: the one module that answers it.

- the next hand's turn (dealer, seat winds, prevailing wind, who sits out, the draw pot) as
  the table stores it (:func:`table_turn`, :func:`table_draws`; written by the one writer
  of hands, ``services/hands.py``, with every write): what the table page, the entry form
  and a save read, without replaying the game;
- which seat holds which wind in a turn (:func:`turn_winds`), when a given seat deals
  (:func:`hand_winds`), and in a stored hand (:func:`stored_winds`, as stored with its
  results; :func:`derived_winds`, as its dealer says);
- the replay of every stored hand (:func:`replayed_turns`, ``scoring.engine.progression``):
  only for the writes that recompute a table (restore) and for ``verify``, which compares
  it with the stored turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from scoring.engine import Ruleset, WinResult
from scoring.engine.progression import (
    WINDS,
    Turn,
    first_turn,
    next_turn,
    replay,
    turn_as_recorded,
    wind_rounds,
)
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.selectors.rulesets import event_ruleset

HAND_WINDS = WINDS
DRAW_KINDS = frozenset({"draw", "dead_wall"})


# -- the stored turn ------------------------------------------------------------------------


def table_turn(*, table: Table, players: int) -> Turn:
    """The next hand's turn at ``table`` (of ``players`` seats) as stored on the table: no
    query beyond the table row (with its round and event) the caller holds."""
    event = table.round.event
    ruleset = event_ruleset(event)
    options = event.ruleset_options or {}
    if table.turn_number <= 1:
        return first_turn(players=players, ruleset_id=ruleset, options=options)
    dealer = table.turn_dealer
    playing = range(min(players, len(WINDS)))
    return Turn(
        hand_number=table.turn_number,
        passes=table.turn_passes,
        players=players,
        prevailing_wind=table.turn_prevailing_wind,
        dealer=dealer,
        winds={(dealer + i) % players: WINDS[i] for i in playing},
        sitting_out=table.turn_sitting_out if players == 5 else None,
        wind_rounds=wind_rounds(ruleset, players, options),
    )


def table_draws(table: Table) -> int:
    """Hands without a winner since the table's last win: the draws whose pot the next
    winner collects (hk variant i)."""
    return table.turn_draws


def table_carry(table: Table) -> dict[str, int]:
    """What the table carries to its next hand beyond the turn (counters and
    sticks, ``Ruleset.carry_after``), as stored on the table."""
    return {str(k): int(v) for k, v in (table.turn_carry or {}).items()}


def hand_pot(hand: Hand) -> int:
    """What ``hand`` put on the table (the stick pot): what its seats' settlements
    leave over (they sum to minus it; the results of ``hand``, prefetched or one query)."""
    return -sum(r.settlement for r in hand.results.all())


def carry_after_hand(ruleset: Ruleset[Any], carry: Mapping[str, int], hand: Hand) -> dict[str, int]:
    """What the table carries to the hand after the stored ``hand``, which began with
    ``carry``."""
    if not ruleset.carries:
        return {}
    return ruleset.carry_after(carry, stored_result(hand, ruleset), pot=hand_pot(hand))


def replayed_carry(ruleset: Ruleset[Any], hands: Iterable[Hand]) -> dict[str, int]:
    """What the table carries after the stored ``hands`` (number order)."""
    carry: dict[str, int] = {}
    for hand in hands if ruleset.carries else ():
        carry = carry_after_hand(ruleset, carry, hand)
    return carry


def carry_before_number(*, table: Table, number: int) -> dict[str, int]:
    """What the table carried to hand ``number`` (a correction or the preview of an
    earlier hand): replayed from the hands before it (none for a ruleset that carries
    nothing)."""
    ruleset = event_ruleset(table.round.event)
    if not ruleset.carries:
        return {}
    hands = table.hands.filter(number__lt=number).order_by("number").prefetch_related("results")
    return replayed_carry(ruleset, hands)


def draws_after(draws: int, kind: str) -> int:
    """The draws before the next hand when a hand with ``draws`` before it ended ``kind``."""
    return draws + 1 if kind in DRAW_KINDS else 0


# -- which seat holds which wind ------------------------------------------------------------


def turn_winds(turn: Turn, seats: list[Seat]) -> dict[str, Seat]:
    """Which seat holds which wind in ``turn`` (wind -> seat, E S W N order); ``seats``
    are the table's, by position."""
    by_wind = turn.positions_by_wind
    return {wind: seats[by_wind[wind]] for wind in WINDS if wind in by_wind}


def hand_winds(
    *, seats: list[Seat], dealer: Seat, sitting_out: Seat | None = None
) -> dict[str, Seat]:
    """Which seat holds which wind when ``dealer`` deals: East, then around the table.

    ``seats`` are the table's seats; a five-player table names who sits this hand out.
    """
    playing = sorted((s for s in seats if s != sitting_out), key=lambda s: s.position)
    if len(playing) > 4:
        raise ValidationError(_("At a five-player table, one player sits out each hand."))
    if dealer not in playing:
        raise ValidationError(_("The dealer must be one of the players of this hand."))
    start = playing.index(dealer)
    rotated = playing[start:] + playing[:start]
    return dict(zip(HAND_WINDS, rotated, strict=False))


def stored_winds(hand: Hand, seats: list[Seat]) -> dict[str, Seat]:
    """Which seat held which wind in ``hand``, as stored with its results (E S W N order;
    at a five-player table the seat without a result sat out). ``seats``: the table's."""
    by_pk = {s.pk: s for s in seats}
    held = {r.wind: by_pk[r.seat_id] for r in hand.results.all() if r.seat_id in by_pk}
    return {wind: held[wind] for wind in HAND_WINDS if wind in held}


def hand_winds_of(*, table: Table, hand: Hand) -> dict[str, Seat]:
    """The seat winds of a stored hand (wind -> seat), in E S W N order."""
    return stored_winds(hand, seats_by_position(table))


def derived_winds(hand: Hand, seats: list[Seat]) -> dict[str, Seat]:
    """Which seat should hold which wind in the stored ``hand``: its dealer is East, then the
    playing seats by position (at a five-player table the seat without a result sat out).
    What ``verify`` checks the stored winds against."""
    playing = {r.seat_id for r in hand.results.all()}
    out = next((s for s in seats if s.pk not in playing), None) if len(seats) == 5 else None
    dealer = next((s for s in seats if s.pk == hand.dealer_id), seats[0])
    return hand_winds(seats=seats, dealer=dealer, sitting_out=out)


def seats_by_position(table: Table) -> list[Seat]:
    # order_by: the model's default ordering would join the table, round and event rows
    return list(table.seats.select_related("member").order_by("position"))


# -- the replay (writes that recompute, and verify) -----------------------------------------


def stored_result(hand: Hand, ruleset: Ruleset[Any] | None = None) -> WinResult:
    """The engine's view of a stored hand's result (winds as in that hand), as ``ruleset``
    reads it (one may keep a draw's tenpai seats: ``Ruleset.result_of``)."""
    if ruleset is None:
        return hand.entry_result.typed
    return ruleset.result_of(hand.entry_result.to_dict())


def replayed_turns(*, table: Table, hands: list[Hand], seats: list[Seat]) -> list[Turn]:
    """The turn of every stored hand (``hands`` in number order), then the turn of the
    next hand, replayed from the first hand: at a five-player table each stored hand keeps
    the rotation it was recorded with (a correction that changes who sits out leaves the
    later hands as they were played); the next hand follows on."""
    event = table.round.event
    ruleset = event_ruleset(event)
    options = event.ruleset_options or {}
    if len(seats) != 5:
        results = [stored_result(h, ruleset) for h in hands]
        return replay(ruleset, results, players=len(seats), options=options)
    positions = {s.pk: i for i, s in enumerate(seats)}
    turns = [first_turn(players=5, ruleset_id=ruleset, options=options)]
    for hand in hands:
        turn = turns[-1]
        dealer = positions.get(hand.dealer_id) if hand.dealer_id is not None else None
        wind = hand.prevailing_wind
        if dealer is not None and (dealer != turn.dealer or wind != turn.prevailing_wind):
            turns[-1] = turn = turn_as_recorded(turn, dealer=dealer, prevailing_wind=wind)
        turns.append(next_turn(ruleset, turn, stored_result(hand, ruleset)))
    return turns


def replayed_draws(hands: Iterable[Hand]) -> int:
    """The draws before the next hand, counted from the stored ``hands`` (number order)."""
    draws = 0
    for hand in hands:
        draws = draws_after(draws, hand.result_kind)
    return draws


def _trailing_draws(kinds_newest_first: Iterable[str]) -> int:
    count = 0
    for kind in kinds_newest_first:
        if kind not in DRAW_KINDS:
            break
        count += 1
    return count


def draws_before_number(*, table: Table, number: int) -> int:
    """How many hands right before hand ``number`` ended without a winner (a correction
    or the preview of an earlier hand)."""
    kinds = table.hands.filter(number__lt=number).order_by("-number")
    return _trailing_draws(kinds.values_list("result_kind", flat=True).iterator())
