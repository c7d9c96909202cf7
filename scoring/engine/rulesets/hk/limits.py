"""Limit hands ('Limietspel', 004 L762-850 and the card L1623-1642): each a record with its
predicate on one reading of the hand. 'Het aantal fan is niet van belang': a limit hand
counts 20 fan (004 L1084-1085) whatever else it holds. The 8-seasons limit is a claim on
drawing a season, not a reading of the tiles (:mod:`.seasons`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...elements import Element
from ...hand import Condition
from . import elements as el
from .fan_rules import DRAGONS
from .shapes import SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, HandContext, Shape

TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
GREEN = frozenset((1, 2, 3, 5, 7, 32))  # b2 b3 b4 b6 b8 Gd (004 L1277)
NINE_GATES_COUNTS = [3, 1, 1, 1, 1, 1, 1, 1, 3]


@dataclass(frozen=True, slots=True)
class LimitRule:
    element: Element
    applies: Callable[[Shape, HandContext], bool]

    # --- the element-rule protocol (:class:`~scoring.engine.exclusions.ElementRule`) ----
    @property
    def source(self) -> str:
        return self.element.source

    @property
    def excluded_ids(self) -> tuple[str, ...]:
        """A limit hand is the hand's whole value: its record excludes nothing."""
        return ()


def _honours_only(shape: Shape, ctx: HandContext) -> bool:
    # 'alleen maar Pungen van Winden en Draken' (004 L600-601)
    return shape.kind == STANDARD and len(shape.pungs) == 4 and not ctx.suits


def _terminal_pungs(shape: Shape, ctx: HandContext) -> bool:
    # 'alleen uit Pungen van 1 en 9. Ook het sluitpaar moet een 1 of een 9 zijn' (004 L790)
    return (
        shape.kind == STANDARD
        and shape.pair in TERMINALS
        and len(shape.pungs) == 4
        and all(t in TERMINALS for t in shape.pungs)
    )


def _big_four_winds(shape: Shape, ctx: HandContext) -> bool:
    # 4 wind pungs, 'Het sluitpaar mag geen paar Draken zijn' (004 L587-588)
    return shape.winds == 4 and shape.pair not in DRAGONS


def _nine_gates(shape: Shape, ctx: HandContext) -> bool:
    # 1-1-1-2..8-9-9-9 of one suit formed concealed, + any tile of it (004 L801-805)
    if ctx.declared or ctx.suits != 1 or ctx.honours or ctx.winning_tile is None:
        return False
    w = int(ctx.winning_tile)
    base = w - w % 9
    run = ctx.counts[base : base + 9]
    run[w - base] -= 1
    return run == NINE_GATES_COUNTS


def _hidden_treasure(shape: Shape, ctx: HandContext) -> bool:
    # concealed 4 pungs, no kongs (004 L815); a discard may only complete the pair
    # (situation 02, L827-830), the last pung only by self-draw (situation 01, L821-823)
    if shape.kind != STANDARD or len(shape.pungs) != 4 or ctx.declared:
        return False
    return ctx.self_drawn or ctx.winning_tile == shape.pair


def _all_green(shape: Shape, ctx: HandContext) -> bool:
    if not ctx.options.all_green or shape.kind not in (STANDARD, SEVEN_PAIRS):
        return False
    return all(not c or i in GREEN for i, c in enumerate(ctx.counts))


LIMIT_RULES: tuple[LimitRule, ...] = (
    LimitRule(el.HEAVEN, lambda s, c: c.has(Condition.HEAVEN)),
    LimitRule(el.EARTH, lambda s, c: c.has(Condition.EARTH)),
    LimitRule(el.THIRTEEN_ORPHANS, lambda s, c: s.kind == THIRTEEN_ORPHANS),
    LimitRule(el.NINE_GATES, _nine_gates),
    LimitRule(el.BIG_THREE_DRAGONS, lambda s, c: s.dragons == 3),
    LimitRule(el.BIG_FOUR_WINDS, _big_four_winds),
    LimitRule(el.ALL_HONOURS, _honours_only),
    LimitRule(el.ALL_TERMINALS, _terminal_pungs),
    LimitRule(el.HIDDEN_TREASURE, _hidden_treasure),
    LimitRule(el.ALL_GREEN, _all_green),
)


def limit_of(shape: Shape, ctx: HandContext) -> Element | None:
    """The first limit hand ``shape`` forms, or None."""
    if (
        shape.kind == STANDARD
        and len(shape.pungs) < 3
        and not ctx.conditions
        and (ctx.declared or ctx.suits != 1 or ctx.honours)
        and not ctx.options.all_green
    ):
        return None  # every limit hand needs 3+ pungs, a condition, one suit or option h
    for rule in LIMIT_RULES:
        if rule.applies(shape, ctx):
            return rule.element
    return None
