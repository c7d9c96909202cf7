"""Penalties outside a hand: the reasons a referee picks from and how the points count.

Pure computation (no queries). The reasons are a short list per ruleset; their labels are
translated. How a penalty counts is an event option (``Event.penalty_mode``):

* **deducted only** (``PenaltyMode.DEDUCTED``): the player loses the points, nobody gains
  them. The practice of Chinese Official (MCR) and EMA tournaments, so the default under
  MCR.
* **paid to the table** (``PenaltyMode.TABLE``): the other players at the table share the
  points, so the table stays zero-sum like every hand. The default under the other
  rulesets: their club evenings settle every hand zero-sum between the players, and a
  penalty that keeps the table's total at 0 keeps the score sheets and the checks on them
  balanced.

Remainders: ``points`` split over ``k`` other players gives each ``points // k``; the
``points % k`` left over go one each to the players after the penalised one in seat order
(the next seat first, wrapping round the table). 10 points at a four-player table: the
next seat gets 4, the two after it 3 each.

A penalty changes a player's **score** (and the standings' score column and total), never
the places or table points at the table: those come from the hands played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scoring.engine.registry import get_ruleset
from tournaments.core.choices import PenaltyMode, PenaltyReason

REASON_LABELS = dict(PenaltyReason.choices)

_COMMON = ("slow_play", "exposed_tile", "wrong_discard", "dispute", "unsportsmanlike", "other")


def reason_ids(ruleset: str) -> tuple[str, ...]:
    """The reasons offered under ``ruleset``, in the order shown: a wrong Mahjong claim
    first where the ruleset penalises it outside the hand (the Dutch rule books settle a
    false Mahjong inside the hand)."""
    if get_ruleset(ruleset).false_claim_outside_hand:
        return ("false_claim", *_COMMON)
    return _COMMON


def reasons_for(ruleset: str) -> list[tuple[str, str]]:
    """``(id, label)`` of the reasons offered under ``ruleset``, labels translated."""
    return [(r, str(REASON_LABELS[r])) for r in reason_ids(ruleset)]


def reason_label(reason: str) -> str:
    label = REASON_LABELS.get(reason)
    return str(label) if label is not None else reason


def penalty_limit(ruleset: str) -> int:
    """The most points one penalty may take under ``ruleset``."""
    return get_ruleset(ruleset).penalty_most


def false_claim_points(ruleset: str, options: Mapping[str, object] | None) -> int | None:
    """What a false claim outside the hand costs under ``ruleset`` and its ``options``
    (a chombo), if the rules fix it."""
    return get_ruleset(ruleset).false_claim_penalty(options or {})


def mode_for(*, event_mode: str, ruleset: str) -> str:
    """The event's option, or the ruleset's default when the event leaves it empty."""
    if event_mode:
        return event_mode
    deducted = get_ruleset(ruleset).penalties_deducted_only
    return PenaltyMode.DEDUCTED if deducted else PenaltyMode.TABLE


def penalty_shares(
    *, points: int, mode: str, penalised: str, winds: Sequence[str]
) -> dict[str, int]:
    """What the penalty does to each seat, keyed by wind (``winds`` in seat order).

    Deducted: ``{penalised: -points}``. Paid to the table: the others share ``points``
    (remainders as the module says) and the shares sum to zero.
    """
    if points < 1:
        raise ValueError("A penalty is at least 1 point")
    if penalised not in winds:
        raise ValueError(f"{penalised!r} is not a seat at the table")
    if mode == PenaltyMode.DEDUCTED:
        return {penalised: -points}
    if mode != PenaltyMode.TABLE:
        raise ValueError(f"Unknown penalty mode {mode!r}")
    start = list(winds).index(penalised)
    others = [winds[(start + i) % len(winds)] for i in range(1, len(winds))]
    if not others:
        return {penalised: -points}
    each, rest = divmod(points, len(others))
    shares = {penalised: -points}
    for index, wind in enumerate(others):
        shares[wind] = each + (1 if index < rest else 0)
    assert sum(shares.values()) == 0
    return shares
