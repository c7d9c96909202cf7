"""The score sheet of a ruleset that plays a game at the table with running scores (one
that starts from points, carries counters and sticks from hand to hand and adds uma and
oka to the result: ``Ruleset.starting_score``, ``carries``, ``table_result_parts``).

What the sheet shows is drawn from what the ruleset declares, never from its name: the
columns of what the table carries (``texts.carried``), the starting score above the first
hand, and under the last the final score, each part of the game's result
(``texts.result_parts``) and the table result as the standings count it
(``Ruleset.table_result``). The other rulesets' sheets are ``sheets.Sheet`` alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.engine import Ruleset
from scoring.engine.progression import WINDS, wind_rounds
from tournaments.play.models import Hand

#: a hand's result as the sheet names it (``hand_result_key``)
RON, TSUMO, DRAW = "ron", "tsumo", "draw"


def plays_a_game(ruleset: Ruleset[Any]) -> bool:
    """Whether ``ruleset``'s sheet has running scores, counters and sticks."""
    return bool(ruleset.carries and ruleset.starting_score)


@dataclass(frozen=True, slots=True)
class GameHand:
    """One played hand: who dealt (a seat's column), what the table carried into it (in
    the order of :attr:`GameSheet.carried`), its result and each seat's running score."""

    dealer: int | None
    carry: tuple[int, ...]
    result: str
    value: int | None
    scores: tuple[int | None, ...]


@dataclass
class GameSheet:
    start: int
    carried: list[str]  # labels (msgids) of what the table carries, in column order
    carried_keys: list[str]
    value_label: str
    part_labels: Mapping[str, str]
    hands: list[GameHand] = field(default_factory=list)
    finals: list[int] = field(default_factory=list)
    parts: list[tuple[str, list[int]]] = field(default_factory=list)  # (label, per seat)
    left: int = 0  # points left on the table at the end (sticks)
    #: each seat's penalties outside the hands (a chombo), negative, after the result
    penalties: list[int] = field(default_factory=list)
    results: list[int] = field(default_factory=list)
    #: the wind rounds of a game under the event's options (a hanchan two, a
    #: tonpuusen one): the last one is named on the sheet, and the blank rows follow it
    wind_rounds: int = 2
    players: int = 4

    @property
    def last_wind(self) -> str:
        return WINDS[max(0, min(self.wind_rounds, len(WINDS)) - 1)]

    @property
    def blank_hands(self) -> int:
        """Rows for a game without a filled sheet: twice the hands of a game in which the
        deal always passes (room for repeats and draws), ten at least."""
        return max(10, 2 * self.players * self.wind_rounds)

    @property
    def has_penalties(self) -> bool:
        return any(self.penalties)

    @property
    def carried_count(self) -> int:
        return len(self.carried)

    @property
    def blank_part_labels(self) -> list[str]:
        return list(self.part_labels.values())


def game_sheet(
    ruleset: Ruleset[Any], *, options: Mapping[str, object] | None = None, players: int = 4
) -> GameSheet:
    """A blank game sheet for ``ruleset`` (:func:`plays_a_game`) under the event's
    ``options`` (the game's length) at a table of ``players``."""
    texts = ruleset.texts
    carried = dict(texts.carried) if texts is not None else {}
    parts = dict(texts.result_parts) if texts is not None else {}
    value_label = ruleset.unit_label
    if "fu" in ruleset.quick_facts:
        value_label = f"{value_label} / fu"
    return GameSheet(
        start=ruleset.starting_score,
        carried=list(carried.values()),
        carried_keys=list(carried),
        value_label=value_label,
        part_labels=parts,
        wind_rounds=wind_rounds(ruleset, players, options),
        players=players,
    )


def hand_result_key(hand: Hand) -> str:
    if hand.result_kind != "win":
        return DRAW
    return TSUMO if hand.entry_result.to_dict().get("self_drawn") else RON


def game_fill(
    game: GameSheet,
    *,
    ruleset: Ruleset[Any],
    options: Mapping[str, object],
    hands: Iterable[Hand],
    seat_ids: list[int],
    settlements: list[tuple[int | None, ...]],
    values: list[int | None],
    totals: list[int],
    penalties: list[int],
) -> None:
    """The played hands (``hands`` in number order, with each hand's ``settlements`` and
    winner's ``values`` per seat column) with the counters and sticks each started with,
    replayed as the table page does (``Ruleset.carry_after``), the running scores, and the
    game's result from the ``totals`` with the seats' ``penalties`` as the standings count
    it (``reports.selectors.results.table_results``: penalties after uma)."""
    carry: dict[str, int] = {}
    running = [game.start] * len(seat_ids)
    column = {seat_id: i for i, seat_id in enumerate(seat_ids)}
    for hand, cells, value in zip(hands, settlements, values, strict=True):
        scores: list[int | None] = []
        for i, settlement in enumerate(cells):
            running[i] += settlement or 0
            scores.append(None if settlement is None else running[i])
        game.hands.append(
            GameHand(
                dealer=column.get(hand.dealer_id) if hand.dealer_id is not None else None,
                carry=tuple(int(carry.get(key, 0)) for key in game.carried_keys),
                result=hand_result_key(hand),
                value=value,
                scores=tuple(scores),
            )
        )
        pot = -sum(c or 0 for c in cells)
        carry = ruleset.carry_after(carry, ruleset.result_of(hand.entry_result.to_dict()), pot=pot)
    if not game.hands:
        return
    by_column = dict(enumerate(totals))
    game.finals = [game.start + t for t in totals]
    game.left = -sum(totals)
    parts = ruleset.table_result_parts(by_column, options)
    game.parts = [
        (game.part_labels.get(key, key), [amounts.get(i, 0) for i in range(len(totals))])
        for key, amounts in parts.items()
    ]
    result = ruleset.table_result(by_column, options)
    game.penalties = list(penalties)
    game.results = [result[i] + penalties[i] for i in range(len(totals))]
