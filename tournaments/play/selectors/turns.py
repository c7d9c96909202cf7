"""Reads of a table's progression: which seat held which wind in a stored hand, the turn of
every hand (dealer, winds, prevailing wind), and the draws a next winner collects.

Pure reads over the stored hands (the engine's :mod:`scoring.engine.progression` replays
them); the entry and correction services build on them, as services may use selectors.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from scoring.engine import WinResult
from scoring.engine.progression import Turn, first_turn, next_turn, replay, turn_as_recorded
from tournaments.models import Hand, Seat, Table

HAND_WINDS = ("E", "S", "W", "N")


def hand_winds(
    *, seats: list[Seat], dealer: Seat, sitting_out: Seat | None = None
) -> dict[str, Seat]:
    """Which seat holds which wind this hand: the dealer is East, then around the table.

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


def stored_result(hand: Hand) -> WinResult:
    """The engine's view of a stored hand's result (winds as in that hand)."""
    return hand.entry_result.typed


def stored_winds(hand: Hand, seats: list[Seat]) -> dict[str, Seat]:
    """Which seat held which wind in ``hand``, as stored with its results (E S W N order;
    at a five-player table the seat without a result sat out). ``seats``: the table's."""
    by_pk = {s.pk: s for s in seats}
    held = {r.wind: by_pk[r.seat_id] for r in hand.results.all() if r.seat_id in by_pk}
    return {wind: held[wind] for wind in HAND_WINDS if wind in held}


def derived_winds(hand: Hand, seats: list[Seat]) -> dict[str, Seat]:
    """Which seat should hold which wind in the stored ``hand``: its dealer is East, then the
    playing seats by position (at a five-player table the seat without a result sat out).
    What ``verify`` checks the stored winds against."""
    playing = {r.seat_id for r in hand.results.all()}
    out = next((s for s in seats if s.pk not in playing), None) if len(seats) == 5 else None
    dealer = next((s for s in seats if s.pk == hand.dealer_id), seats[0])
    return hand_winds(seats=seats, dealer=dealer, sitting_out=out)


def table_turns(
    *, table: Table, hands: list[Hand] | None = None, seats: list[Seat] | None = None
) -> list[Turn]:
    """The turn of every stored hand, then the turn of the next hand."""
    if hands is None:
        hands = list(table.hands.order_by("number"))
    players = len(seats) if seats is not None else table.seats.count()
    if players == 5:
        return _recorded_turns(table, hands, seats or seats_by_position(table))
    return replay(table.round.event.ruleset, [stored_result(h) for h in hands], players=players)


def _recorded_turns(table: Table, hands: list[Hand], seats: list[Seat]) -> list[Turn]:
    """:func:`replay` at a five-player table, where each stored hand keeps the rotation it
    was recorded with (a correction that changes who sits out leaves the later hands as
    they were played, :func:`corrections._recorded_turn`); the next hand follows on."""
    ruleset = table.round.event.ruleset
    positions = {s.pk: i for i, s in enumerate(seats)}
    turns = [first_turn(players=5, ruleset_id=ruleset)]
    for hand in hands:
        turn = turns[-1]
        dealer = positions.get(hand.dealer_id) if hand.dealer_id is not None else None
        wind = hand.prevailing_wind
        if dealer is not None and (dealer != turn.dealer or wind != turn.prevailing_wind):
            turns[-1] = turn = turn_as_recorded(turn, dealer=dealer, prevailing_wind=wind)
        turns.append(next_turn(ruleset, turn, stored_result(hand)))
    return turns


def seats_by_position(table: Table) -> list[Seat]:
    # order_by: the model's default ordering would join the table, round and event rows
    return list(table.seats.select_related("member").order_by("position"))


DRAW_KINDS = frozenset({"draw", "dead_wall"})


def _trailing_draws(kinds_newest_first: Iterable[str]) -> int:
    count = 0
    for kind in kinds_newest_first:
        if kind not in DRAW_KINDS:
            break
        count += 1
    return count


def draws_before(hands: list[Hand], number: int) -> int:
    """How many hands right before hand ``number`` ended without a winner (``hands`` in
    number order): the draws whose pot the next winner collects (hk variant i)."""
    return _trailing_draws(h.result_kind for h in reversed(hands) if h.number < number)


def draws_before_number(*, table: Table, number: int) -> int:
    kinds = table.hands.filter(number__lt=number).order_by("-number")
    return _trailing_draws(kinds.values_list("result_kind", flat=True).iterator())


def hands_in_order(*, table: Table) -> list[Hand]:
    """The table's hands by number (the entry reads them under the table's lock)."""
    return list(table.hands.order_by("number"))
