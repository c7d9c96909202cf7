"""The scoring engine: pure Python, no Django, no I/O, deterministic.

Public API::

    from scoring.engine import deal_from_dict, score_deal, get_ruleset

    deal = deal_from_dict(data)          # one hand in the interchange format (FORMAT.md)
    score = score_deal(deal)             # DealScore: points, elements, settlement, fan_total
    score.settlement.as_dict()           # {"E": 24, "S": 384, ...}, sums to zero

    get_ruleset("nmb").settle_quick(QuickEntry(...), options)   # totals counted by the table

Errors are :class:`ScoringError` subclasses (``InvalidHand``, ``InvalidNotation``,
``InvalidOptions``, ``UnknownRuleset``), each with a ``code`` and ``params`` for translation.
"""

from __future__ import annotations

from collections.abc import Mapping

from .checking import compare_expected
from .elements import Element, ScoredElement, Unit
from .errors import (
    BelowMinimum,
    InvalidHand,
    InvalidNotation,
    InvalidOptions,
    ScoringError,
    UnknownRuleset,
)
from .hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from .interchange import deal_from_dict, deal_to_dict
from .options import Option
from .quick import QuickEntry
from .registry import RULESET_IDS, available_rulesets, get_ruleset
from .result import DealScore
from .ruleset import Ruleset
from .settlement import Settlement, SettlementError
from .tiles import Tile, format_tiles, parse_tiles, tile


def score_deal(
    deal: Deal, *, partial: bool = False, claim_below_minimum: bool = False
) -> DealScore:
    """Score ``deal`` in its own ruleset with its options (``partial`` and
    ``claim_below_minimum``: see :meth:`Ruleset.score`)."""
    return get_ruleset(deal.ruleset).score(
        deal, partial=partial, claim_below_minimum=claim_below_minimum
    )


def read_deal(data: object, *, defaults: Mapping[str, object] | None = None) -> Deal:
    """One hand of the interchange format, read by its ruleset
    (:meth:`Ruleset.deal_from_dict`: a ruleset may add facts of its own to the format);
    a hand naming no known ruleset gets the format's own reading and its error."""
    ruleset_id = data.get("ruleset") if isinstance(data, Mapping) else None
    if isinstance(data, Mapping) and ruleset_id:
        try:
            ruleset = get_ruleset(str(ruleset_id))
        except UnknownRuleset:
            pass
        else:
            return ruleset.deal_from_dict(data, defaults=defaults)
    return deal_from_dict(data, defaults=defaults)


def write_deal(deal: Deal) -> dict[str, object]:
    """``deal`` in the interchange format, written by its ruleset (read back by
    :func:`read_deal`)."""
    try:
        ruleset = get_ruleset(deal.ruleset)
    except UnknownRuleset:
        return deal_to_dict(deal)
    return ruleset.deal_to_dict(deal)


def score_dict(
    data: Mapping[str, object],
    *,
    defaults: Mapping[str, object] | None = None,
    partial: bool = False,
    claim_below_minimum: bool = False,
) -> DealScore:
    """Parse one hand of the interchange format and score it."""
    return score_deal(
        read_deal(data, defaults=defaults),
        partial=partial,
        claim_below_minimum=claim_below_minimum,
    )


def settle_quick(entry: QuickEntry) -> DealScore:
    ruleset = get_ruleset(entry.ruleset)
    return ruleset.settle_quick(entry, ruleset.resolve_options(entry.options))


__all__ = [
    "RULESET_IDS",
    "BelowMinimum",
    "Condition",
    "Deal",
    "DealScore",
    "Element",
    "InvalidHand",
    "InvalidNotation",
    "InvalidOptions",
    "Meld",
    "MeldKind",
    "Option",
    "PlayerHand",
    "QuickEntry",
    "ResultKind",
    "Ruleset",
    "ScoredElement",
    "ScoringError",
    "Settlement",
    "SettlementError",
    "Tile",
    "Unit",
    "UnknownRuleset",
    "WinResult",
    "available_rulesets",
    "compare_expected",
    "deal_from_dict",
    "deal_to_dict",
    "format_tiles",
    "get_ruleset",
    "parse_tiles",
    "read_deal",
    "score_deal",
    "score_dict",
    "settle_quick",
    "tile",
    "write_deal",
]
