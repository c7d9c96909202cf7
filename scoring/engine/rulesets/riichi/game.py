"""The riichi game from hand to hand (EMA RCR 2025 3.4.2, 3.7; WRC 2025): who deals next,
the counters (honba) and the riichi sticks the table carries, and the game's result with
uma, oka and the sticks left on the table.

- **Dealer repeat**: the dealer deals again after his own win (one of several winners too)
  and after an exhaustive draw in which he is tenpai (EMA RCR 2025 3.4.2); otherwise the
  deal passes. So a result must keep a draw's tenpai seats: :class:`RiichiResult`.
- **Counters**: one more after a dealer repeat or any exhaustive draw, none after a win of
  another player (EMA RCR 2025 3.4.4).
- **Sticks**: a riichi bet lies on the table until the next win takes it (EMA RCR 2025
  3.3.10); what a hand changed on the table is its settlement's ``table`` amount.
- **The result**: each player's points above the start, plus uma by place (+15,000,
  +5,000, -5,000, -15,000; tied places share theirs), plus oka (none: the start and the
  return are both 30,000), and under EMA the sticks left on the table to the winner
  (shared on a tie; WRC leaves them unclaimed) (EMA RCR 2025 3.7, 3.7.1; WRC 2025).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from ...hand import ResultKind, WinResult
from ...interchange import result_from_dict
from .facts import _seats, turn_after
from .options import RiichiOptions
from .payments import DEALER, STICK

HONBA = "honba"
STICKS = "riichi_sticks"

#: uma by place, best first (EMA RCR 2025 3.7.1; the WRC 2025 book pays the same)
UMA = (15_000, 5_000, -5_000, -15_000)
#: oka: the return (30,000) less the start (30,000), times four, to the first place: none
#: in either book (EMA RCR 2025 3.7.1; WRC 2025)
#: a chombo (a false claim or other hand-ending error) at a tournament: 20,000 points after
#: uma (EMA RCR 2025 3.4.6)
CHOMBO = 20_000
START = 30_000
RETURN = 30_000
OKA = (RETURN - START) * 4
#: the parts of a game's result beyond the hands (:func:`table_result_parts`)
UMA_PART = "uma"
OKA_PART = "oka"
STICKS_PART = "sticks"


@dataclass(frozen=True, slots=True)
class RiichiResult(WinResult):
    """A hand's result with what the next hand depends on: every winner of one discard
    (in turn after the discarder) and a draw's tenpai seats."""

    winners: tuple[str, ...] = ()
    tenpai: tuple[str, ...] = ()


def result_of(data: Mapping[str, object]) -> RiichiResult:
    """A stored result (``winner`` may list several seats, a draw lists ``tenpai``)."""
    discarder = data.get("discarder")
    winners = turn_after(
        str(discarder) if discarder else None, _seats(data.get("winner"), "result.winner")
    )
    plain = result_from_dict({**data, "winner": winners[0] if winners else None})
    return RiichiResult(
        kind=plain.kind,
        winner=plain.winner,
        winning_tile=plain.winning_tile,
        self_drawn=plain.self_drawn,
        discarder=plain.discarder,
        conditions=plain.conditions,
        pao=plain.pao,
        claimant=plain.claimant,
        winners=winners,
        tenpai=_seats(data.get("tenpai"), "result.tenpai"),
    )


def winners_of(result: WinResult) -> tuple[str, ...]:
    if isinstance(result, RiichiResult) and result.winners:
        return result.winners
    return (result.winner,) if result.winner else ()


def dealer_repeats(result: WinResult) -> bool:
    """Whether the dealer deals again after ``result`` (EMA RCR 2025 3.4.2)."""
    if result.kind is ResultKind.WIN:
        return DEALER in winners_of(result)
    if result.kind is ResultKind.DRAW:
        return isinstance(result, RiichiResult) and DEALER in result.tenpai
    return False


def carry_after(carry: Mapping[str, int], result: WinResult, *, pot: int) -> dict[str, int]:
    """The counters and sticks on the table after a hand that began with ``carry``, ended
    with ``result`` and changed the stick pot by ``pot``."""
    honba = int(carry.get(HONBA, 0))
    sticks = int(carry.get(STICKS, 0))
    if result.kind is ResultKind.WIN:
        honba = honba + 1 if DEALER in winners_of(result) else 0
    elif result.kind is ResultKind.DRAW:
        honba += 1
    return {HONBA: honba, STICKS: max(0, sticks + pot // STICK)}


def carried_points(carry: Mapping[str, int]) -> int:
    """The riichi bets lying on the table."""
    return STICK * int(carry.get(STICKS, 0))


def table_facts(carry: Mapping[str, int] | None) -> dict[str, object]:
    """The counters and sticks a hand starts with, as its per-hand options."""
    carry = carry or {}
    return {HONBA: int(carry.get(HONBA, 0)), STICKS: int(carry.get(STICKS, 0))}


def _shared[K: Hashable](amount: int, keys: list[K]) -> dict[K, int]:
    """``amount`` shared by ``keys`` in whole points (the first ones take what is left)."""
    share, left = divmod(amount, len(keys))
    return {key: share + (1 if i < left else 0) for i, key in enumerate(keys)}


def table_result_parts[K: Hashable](
    scores: Mapping[K, int], options: RiichiOptions
) -> dict[str, dict[K, int]]:
    """What a game's result adds to each player's hand settlements (``scores``), part by
    part: ``uma`` by place (tied places sharing theirs), ``oka`` to the first place, and
    under EMA the ``sticks`` left on the table (minus the sum of ``scores``) to the winner
    (shared on a tie) (EMA RCR 2025 3.7, 3.7.1)."""
    parts: dict[str, dict[K, int]] = {UMA_PART: {}, OKA_PART: {}, STICKS_PART: {}}
    if not scores:
        return parts
    left = -sum(scores.values())
    ladder = list(UMA) + [0] * max(0, len(scores) - len(UMA))
    okas = [OKA] + [0] * (len(scores) - 1)
    order = sorted(scores, key=lambda k: -scores[k])
    given = left > 0 and options.sticks_to_game_winner
    place = 0
    while place < len(order):
        tied = [k for k in order[place:] if scores[k] == scores[order[place]]]
        uma = _shared(sum(ladder[place : place + len(tied)]), tied)
        oka = _shared(sum(okas[place : place + len(tied)]), tied)
        sticks = _shared(left, tied) if place == 0 and given else {}
        for key in tied:
            parts[UMA_PART][key] = uma[key]
            parts[OKA_PART][key] = oka[key]
            parts[STICKS_PART][key] = sticks.get(key, 0)
        place += len(tied)
    return parts


def table_result[K: Hashable](scores: Mapping[K, int], options: RiichiOptions) -> dict[K, int]:
    """Each player's game result from his hands' settlements (``scores``): the scores plus
    :func:`table_result_parts` (EMA RCR 2025 3.7, 3.7.1). Zero-sum with the sticks: the
    results sum to 0 under EMA, to minus the sticks left under WRC."""
    parts = table_result_parts(scores, options)
    out = {key: score + sum(p[key] for p in parts.values()) for key, score in scores.items()}
    left = -sum(scores.values())
    expected = 0 if left > 0 and options.sticks_to_game_winner else -left
    if sum(out.values()) != expected:
        raise ValueError(f"a riichi game's result sums to {sum(out.values())}, not {expected}")
    return out
