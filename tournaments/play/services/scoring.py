"""The one bridge from a stored hand entry to the pure scoring engine (``scoring.engine``).

Tile entries are scored with ``Ruleset.score`` on the entry's typed ``HandEntry.deal()``; quick
entries (``HandEntry.quick``: the totals the table counted itself) are settled with
``Ruleset.settle_quick``; a draw or false mahjong entered without tiles is settled from its
result alone. The preview, hand entry, corrections, recompute, restore and ``verify``
all score through :func:`entry_deal_score` (``entry_score`` is its per-seat view), so a
hand the form can save is a hand ``verify`` can re-score.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from django.core.exceptions import ValidationError

from scoring.engine import (
    DealScore,
    InvalidHand,
    QuickEntry,
    Ruleset,
    ScoringError,
    get_ruleset,
)
from scoring.hand_value import HandEntry, QuickTotals
from scoring.messages import error_message
from tournaments.play.services.hands import SeatScore


def entry_invalid(error: ScoringError) -> ValidationError:
    """A scoring error as a ValidationError for the player's field (``{wind: [...]}``) when the
    error names a seat, else for the whole form; always in the user's language."""
    message = error_message(error)
    seat = (getattr(error, "params", None) or {}).get("seat")
    if isinstance(seat, str) and seat in ("E", "S", "W", "N"):
        return ValidationError({seat: [message]}, code=error.code)
    return ValidationError(message, code=error.code)


def hand_entry_of(entry: HandEntry | Mapping[str, Any]) -> HandEntry:
    """``entry`` as a typed :class:`HandEntry` (a dict is read with ``HandEntry.from_dict``:
    stored hands, imported files, callers that write the interchange format). Raises
    ValidationError (translated) for a malformed dict."""
    if isinstance(entry, HandEntry):
        return entry
    try:
        return HandEntry.from_dict(entry)
    except ScoringError as exc:
        raise entry_invalid(exc) from exc


def entry_deal_score(
    *, entry: HandEntry | Mapping[str, Any], ruleset: Ruleset[Any] | None = None
) -> DealScore:
    """Score one hand entry: tiles with the engine, ``quick`` with ``settle_quick``, in
    ``ruleset`` (a save passes the one its table context holds; else the entry's is looked
    up). Raises ValidationError (translated) for a :class:`ScoringError`, the engine's word
    that the hand is wrong; any other exception is a bug and propagates."""
    entry = hand_entry_of(entry)
    try:
        rules = ruleset if ruleset is not None else get_ruleset(str(entry.ruleset))
        if entry.result.several and not rules.several_winners(entry.options or {}):
            raise InvalidHand("one winner only", code="one_winner_only")
        quick = entry.quick
        if (
            quick is None
            and entry.result.kind != "win"
            and not entry.has_tiles
            and not entry.result.extra
            and not entry.extra
        ):
            # A draw or false mahjong entered without tiles: settled from the result (one
            # with table facts, the tenpai seats of a draw or bets on the table, by the ruleset
            # from them).
            points = dict.fromkeys(entry.winds, 0) if rules.scores_every_player else {}
            quick = QuickTotals(points=points)
        if quick is not None:
            return rules.settle_quick(
                QuickEntry(
                    ruleset=rules.id,
                    seats=entry.winds,
                    result=rules.result_of(entry.result.to_dict())
                    if entry.result.several
                    else entry.result.typed,
                    points=dict(quick.points),
                    laak=quick.laak or 0,
                    flowers=quick.flowers or 0,
                    prevailing_wind=entry.prevailing_wind or "E",
                    options=entry.options or {},
                    extra=entry.extra,
                ),
                rules.resolve_options(entry.options or {}),
            )
        return rules.score(entry.deal())
    except ScoringError as exc:
        raise entry_invalid(exc) from exc


def seat_scores(score: DealScore, winds: Sequence[str]) -> dict[str, SeatScore]:
    """A deal's points, settlement and elements per seat wind, for the seats ``winds``."""
    assert score.settlement is not None  # only a partial score (seed examples) has none
    settlement = score.settlement.as_dict()
    return {
        wind: SeatScore(
            points=int(score.points.get(wind, 0)),
            settlement=int(settlement.get(wind, 0)),
            elements=tuple(e.as_dict() for e in score.elements.get(wind, ())),
        )
        for wind in winds
    }


def table_pot(score: DealScore, winds: Sequence[str]) -> int:
    """What a deal puts on the table: its settlement's parties that are not the seats
    ``winds`` (the stick pot; 0 for the others). The seats' settlements and it sum
    to zero."""
    assert score.settlement is not None
    return sum(v for k, v in score.settlement.as_dict().items() if k not in winds)


def entry_score(*, entry: HandEntry | Mapping[str, Any]) -> dict[str, SeatScore]:
    """Points, settlement and elements per seat wind for one hand entry."""
    entry = hand_entry_of(entry)
    return seat_scores(entry_deal_score(entry=entry), entry.winds)
