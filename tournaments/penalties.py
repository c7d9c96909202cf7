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

from collections.abc import Sequence

from tournaments.models.choices import PenaltyMode, PenaltyReason, RulesetId

REASON_LABELS = dict(PenaltyReason.choices)

_COMMON = ("slow_play", "exposed_tile", "wrong_discard", "dispute", "unsportsmanlike", "other")

#: ruleset id → the reasons offered, in the order shown. MCR (and the Hong Kong and Ma Jiang
#: tournaments that borrow its penalty practice) lists a wrong mahjong claim handled
#: outside a hand; the Dutch rule books settle a false mahjong inside the hand.
REASONS: dict[str, tuple[str, ...]] = {
    RulesetId.MCR: ("false_claim", *_COMMON),
    RulesetId.HK: ("false_claim", *_COMMON),
    RulesetId.MAJIANG: ("false_claim", *_COMMON),
    RulesetId.NMB: _COMMON,
    RulesetId.REDBOOK: _COMMON,
}

#: ruleset id → how penalties count when neither the event nor the club says.
DEFAULT_MODE: dict[str, str] = {RulesetId.MCR: PenaltyMode.DEDUCTED}


def reasons_for(ruleset: str) -> list[tuple[str, str]]:
    """``(id, label)`` of the reasons offered under ``ruleset``, labels translated."""
    return [(r, str(REASON_LABELS[r])) for r in REASONS.get(ruleset, _COMMON)]


def reason_label(reason: str) -> str:
    label = REASON_LABELS.get(reason)
    return str(label) if label is not None else reason


def mode_for(*, event_mode: str, ruleset: str) -> str:
    """The event's option, or the ruleset's default when the event leaves it empty."""
    return event_mode or DEFAULT_MODE.get(ruleset, PenaltyMode.TABLE)


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
