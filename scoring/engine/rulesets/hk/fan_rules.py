"""The ordinary fan elements as records: the element, how many times it scores, and which
elements it displaces. The scorer sums what is left (seasons are added by :mod:`.seasons`);
limit hands are in :mod:`.limits`.

A rule judges either the whole hand (``per_shape=False``: how it was won, its suits) and is
counted once per deal, or one reading of the tiles (``per_shape=True``: sets and pair). An
element only displaces elements of its own scope (a test checks this).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ...elements import Element, ScoredElement
from ...exclusions import Exclusions
from ...hand import Condition
from . import elements as el
from .options import HkOptions
from .shapes import SEVEN_PAIRS, STANDARD, HandContext, Shape

DRAGONS = frozenset((31, 32, 33))
WINDS = frozenset((27, 28, 29, 30))
C1 = 9


@dataclass(frozen=True, slots=True)
class FanRule:
    """``count`` is how many times the element scores (0: not at all): ``count(shape, ctx)``
    for a per-shape rule, ``count(ctx)`` for a whole-hand rule; ``value(ctx)`` its fan when a
    club option sets it; ``excludes`` the ids of the elements it takes the place of, when
    the club's option ``excludes_when[0]`` has the value ``excludes_when[1]`` (always when
    None)."""

    element: Element
    count: Callable[..., int]
    value: Callable[[HandContext], int] | None = None
    excludes: tuple[str, ...] = ()
    per_shape: bool = True
    excludes_when: tuple[str, object] | None = None

    def holds(self, options: HkOptions) -> bool:
        """Whether the rule's exclusions hold under ``options``."""
        if self.excludes_when is None:
            return True
        name, value = self.excludes_when
        return bool(getattr(options, name) == value)

    def excluded(self, ctx: HandContext) -> tuple[str, ...]:
        return self.excludes if self.holds(ctx.options) else ()

    # --- the element-rule protocol (:class:`~scoring.engine.exclusions.ElementRule`) ----
    @property
    def source(self) -> str:
        return self.element.source

    @property
    def excluded_ids(self) -> tuple[str, ...]:
        """Every id this rule can exclude, whatever the options."""
        return self.excludes


def _concealed(shape: Shape, ctx: HandContext) -> int:
    # 004 L491-497: formed wholly from the wall, the last tile may be a discard
    if not ctx.fully_concealed:
        return 0
    return shape.kind != SEVEN_PAIRS or bool(ctx.options.seven_pairs_concealed)


def _all_chows(shape: Shape, ctx: HandContext) -> int:
    if shape.kind != STANDARD or shape.chows != 4:
        return 0
    return ctx.options.all_chows_pair == "any" or shape.pair < 27


def _all_pungs(shape: Shape, ctx: HandContext) -> int:
    return shape.kind == STANDARD and len(shape.pungs) == 4


def _little_three_dragons(shape: Shape, ctx: HandContext) -> int:
    return shape.pair in DRAGONS and shape.dragons == 2


def _little_four_winds(shape: Shape, ctx: HandContext) -> int:
    # 3 wind pungs + a wind pair; the 4th set 'geen draken' (004 L571-574)
    return shape.pair in WINDS and shape.winds == 3 and not shape.dragons


def _moon(ctx: HandContext) -> int:
    return (
        ctx.options.moon_eats_cake != "off"
        and ctx.self_drawn
        and ctx.winning_tile == C1
        and ctx.has(Condition.LAST_WALL_TILE)
    )


def _terminals_and_honours(ctx: HandContext) -> int:
    if not ctx.options.terminals_and_honours or not ctx.honours:
        return 0
    counts = ctx.counts
    if any(counts[s * 9 + r] for s in range(3) for r in range(1, 8)):
        return 0
    return any(counts[s * 9] or counts[s * 9 + 8] for s in range(3))


def _pair_258(shape: Shape, ctx: HandContext) -> int:
    return (
        bool(ctx.options.pair_258)
        and shape.kind == STANDARD
        and shape.pair < 27
        and shape.pair % 9 in (1, 4, 7)
    )


def _condition(condition: Condition) -> Callable[[HandContext], int]:
    def count(ctx: HandContext) -> int:
        return condition in ctx.conditions

    return count


def _on_season_replacement(ctx: HandContext) -> bool:
    """The winning tile was the replacement drawn for a season (condition or hand flag), so
    it was self-drawn (004 L718-720)."""
    on_replacement = ctx.has(Condition.BONUS_REPLACEMENT) or ctx.options.won_on_season_replacement
    return bool(on_replacement) and ctx.self_drawn


def _kong_replacement(ctx: HandContext) -> int:
    # 'Kong op Kong' implies the win on a kong replacement (004 L715, L1605). A kong, then a
    # season from the dead wall, then the win on its replacement 'geldt ... als zelf pakken'
    # (004 L718-720; card L1603: 'Niet het trekken van een Bloem')
    if _on_season_replacement(ctx):
        return 0
    return ctx.has(Condition.KONG_REPLACEMENT) or ctx.has(Condition.KONG_ON_KONG)


def _kong_on_kong(ctx: HandContext) -> int:
    # won on the tile drawn after the second kong (card 004 L1605-1606), not after a season
    return ctx.has(Condition.KONG_ON_KONG) and not _on_season_replacement(ctx)


FAN_RULES: tuple[FanRule, ...] = (
    FanRule(el.CONCEALED_HAND, _concealed),
    FanRule(el.SELF_DRAWN, lambda c: c.self_drawn, per_shape=False),
    FanRule(el.ALL_CHOWS, _all_chows),
    FanRule(el.ALL_PUNGS, _all_pungs, value=lambda c: c.options.all_pungs_fan),
    FanRule(el.DRAGON_PUNG, lambda s, c: s.dragons),
    FanRule(el.SEAT_WIND_PUNG, lambda s, c: c.seat_tile in s.pungs),
    FanRule(el.ROUND_WIND_PUNG, lambda s, c: c.round_tile in s.pungs),
    # Schoon and Superschoon exclude each other by their definitions (004 L733-736, L749)
    FanRule(el.HALF_FLUSH, lambda c: c.suits == 1 and c.honours, per_shape=False),
    FanRule(el.FULL_FLUSH, lambda c: c.suits == 1 and not c.honours, per_shape=False),
    # card 004 L1613-1614: 'geen fan voor de afzonderlijke Pungs Draken'
    FanRule(el.LITTLE_THREE_DRAGONS, _little_three_dragons, excludes=(el.DRAGON_PUNG.id,)),
    FanRule(el.LITTLE_FOUR_WINDS, _little_four_winds),
    FanRule(el.ROBBING_KONG, _condition(Condition.ROBBING_KONG), per_shape=False),
    # 'Kong op Kong' = card 4 + 'na Kong' 1 + self-drawn 1 (004 L715, L1605)
    FanRule(el.KONG_REPLACEMENT, _kong_replacement, per_shape=False),
    FanRule(el.KONG_ON_KONG, _kong_on_kong, per_shape=False),
    FanRule(el.LAST_TILE, _condition(Condition.LAST_WALL_TILE), per_shape=False),
    # 'mag dan slechts 2 fan ... optellen' (004 L873-874): the 6 takes the place of the 2
    FanRule(
        el.MOON,
        _moon,
        excludes=(el.LAST_TILE.id, el.SELF_DRAWN.id),
        per_shape=False,
        excludes_when=("moon_eats_cake", "replaces"),
    ),
    FanRule(el.SEVEN_PAIRS, lambda s, c: s.kind == SEVEN_PAIRS),
    FanRule(
        el.SEASON_REPLACEMENT,
        lambda c: bool(c.options.season_replacement_fan and _on_season_replacement(c)),
        per_shape=False,
    ),
    FanRule(el.TERMINALS_AND_HONOURS, _terminals_and_honours, per_shape=False),
    FanRule(el.PAIR_258, _pair_258),
)
SHAPE_RULES = tuple(r for r in FAN_RULES if r.per_shape)
HAND_RULES = tuple(r for r in FAN_RULES if not r.per_shape)


@lru_cache(maxsize=1024)
def _scored(element: Element, value: int, count: int) -> ScoredElement:
    return ScoredElement(element, value, count)


#: the rules whose exclusions depend on the club's options
_CONDITIONAL = tuple(r for r in FAN_RULES if r.excludes_when is not None)


def scope_exclusions(rules: tuple[FanRule, ...], holding: tuple[bool, ...]) -> Exclusions:
    """The exclusions among ``rules`` (one scope) when each conditional rule holds or not
    (``holding``, in the order of ``_CONDITIONAL``), kept from the most valuable down (then
    in table order)."""
    held = {r.element.id for r, h in zip(_CONDITIONAL, holding, strict=True) if h}
    position = {r.element.id: i for i, r in enumerate(rules)}
    by_id = {r.element.id: r.element for r in rules}
    return Exclusions.from_rules(
        rules,
        holds=lambda r: r.excludes_when is None or r.element.id in held,
        order=lambda i: (-by_id[i].value, position[i]),
    )


#: per (scope is per-shape, which conditional rules hold): the excluders of :func:`_excluders`
_EXCLUDERS: dict[tuple[bool, tuple[bool, ...]], tuple[tuple[int, ...], ...]] = {}
#: per options view (by identity, kept alive here): which conditional rules hold
_HOLDING: dict[int, tuple[HkOptions, tuple[bool, ...]]] = {}


def _excluders(
    rules: tuple[FanRule, ...], holding: tuple[bool, ...]
) -> tuple[tuple[int, ...], ...]:
    """Per rule (in table order): the positions of the rules that exclude it, the one-pass
    form of :class:`Exclusions` (sound because its exclusions are closed)."""
    key = (rules is SHAPE_RULES, holding)
    found = _EXCLUDERS.get(key)
    if found is None:
        excl = scope_exclusions(rules, holding)
        if not excl.closed:
            raise ValueError("HK exclusions must be closed for the one-pass form")
        found = _EXCLUDERS[key] = tuple(
            tuple(
                j
                for j, other in enumerate(rules)
                if excl.excluded_by[excl.index[r.element.id]] & excl.bit[other.element.id]
            )
            for r in rules
        )
    return found


def _holding(options: HkOptions) -> tuple[bool, ...]:
    """Which conditional rules hold under ``options`` (one frozen view per choice of
    options, so it is known by identity)."""
    known = _HOLDING.get(id(options))
    if known is None or known[0] is not options:
        known = (options, tuple([r.holds(options) for r in _CONDITIONAL]))
        if len(_HOLDING) < 256:
            _HOLDING[id(options)] = known
    return known[1]


def _apply(rules: tuple[FanRule, ...], ctx: HandContext, counts: list[int]) -> list[ScoredElement]:
    excluders = _excluders(rules, _holding(ctx.options))
    scored: list[ScoredElement] = []
    for rule, n, by in zip(rules, counts, excluders, strict=True):
        if not n or (by and any(counts[j] for j in by)):
            continue
        value = rule.value(ctx) if rule.value is not None else rule.element.value
        scored.append(_scored(rule.element, value, int(n)))
    return scored


def hand_elements(ctx: HandContext) -> list[ScoredElement]:
    """The whole-hand fan elements (once per deal), exclusions applied."""
    return _apply(HAND_RULES, ctx, [rule.count(ctx) for rule in HAND_RULES])


def shape_elements(shape: Shape, ctx: HandContext) -> list[ScoredElement]:
    """The fan elements one reading of the tiles scores, exclusions applied."""
    return _apply(SHAPE_RULES, ctx, [rule.count(shape, ctx) for rule in SHAPE_RULES])


_ORDER = {rule.element.id: i for i, rule in enumerate(FAN_RULES)}


def in_table_order(scored: tuple[ScoredElement, ...]) -> list[ScoredElement]:
    return sorted(scored, key=lambda s: _ORDER[s.element.id])


def fan_elements(shape: Shape, ctx: HandContext) -> list[ScoredElement]:
    """Every ordinary fan element of ``shape`` (both scopes), in table order."""
    return in_table_order((*hand_elements(ctx), *shape_elements(shape, ctx)))
