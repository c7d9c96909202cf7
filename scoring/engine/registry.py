"""The registry of rulesets: id -> ruleset instance, loaded on first use.

A ruleset is one package under :mod:`scoring.engine.rulesets` (exporting ``RULESET``) plus
its id in :data:`RULESET_IDS`. Everything outside the engine asks the ``Ruleset`` for its
capabilities (``has_pao``, ``wind_rounds``, ...) instead of testing its id.

:func:`register_ruleset` adds a ruleset that lives elsewhere (a plug-in, or a ruleset made
in a test); :func:`unregister_ruleset` removes it again.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .errors import UnknownRuleset
from .ruleset import Ruleset

#: Every ruleset the product ships, in the order pages list them.
RULESET_IDS = ("nmb", "redbook", "mcr", "hk", "majiang", "riichi")
#: the ruleset a new club plays until it chooses one
DEFAULT_RULESET_ID = RULESET_IDS[0]

_cache: dict[str, Ruleset[Any]] = {}
#: rulesets registered at run time, in the order they were registered
_registered: dict[str, Ruleset[Any]] = {}


def ruleset_ids() -> tuple[str, ...]:
    """The shipped rulesets' ids followed by those registered at run time."""
    return RULESET_IDS + tuple(_registered)


def register_ruleset(ruleset: Ruleset[Any]) -> None:
    """Make ``ruleset`` known under ``ruleset.id`` (after the shipped ones)."""
    if ruleset.id in RULESET_IDS:
        raise ValueError(f"ruleset id {ruleset.id!r} is taken by a shipped ruleset")
    _registered[ruleset.id] = ruleset
    _cache[ruleset.id] = ruleset


def unregister_ruleset(ruleset_id: str) -> None:
    """Forget a ruleset added by :func:`register_ruleset` (shipped ones stay)."""
    if _registered.pop(ruleset_id, None) is not None:
        _cache.pop(ruleset_id, None)


def get_ruleset(ruleset_id: str) -> Ruleset[Any]:
    """The ruleset called ``ruleset_id`` (``nmb``, ``redbook``, ``mcr``, ``hk``, ``majiang``,
    or one registered with :func:`register_ruleset`)."""
    ruleset_id = str(ruleset_id).strip().lower()
    try:
        return _cache[ruleset_id]
    except KeyError:
        pass
    if ruleset_id not in RULESET_IDS:
        raise UnknownRuleset(
            f"unknown ruleset {ruleset_id!r} (known: {', '.join(ruleset_ids())})",
            code="unknown_ruleset",
            ruleset=ruleset_id,
        )
    try:
        module = import_module(f"{__package__}.rulesets.{ruleset_id}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.endswith(f"rulesets.{ruleset_id}"):
            raise UnknownRuleset(
                f"ruleset {ruleset_id!r} is not available in this version",
                code="unavailable_ruleset",
                ruleset=ruleset_id,
            ) from None
        raise
    ruleset: Ruleset[Any] = module.RULESET
    _cache[ruleset_id] = ruleset
    return ruleset


def available_rulesets() -> list[Ruleset[Any]]:
    out = []
    for ruleset_id in ruleset_ids():
        try:
            out.append(get_ruleset(ruleset_id))
        except UnknownRuleset:
            continue
    return out


def table_rulesets() -> list[Ruleset[Any]]:
    """The available rulesets whose game at the table is built (``plays_at_table``): the
    ones a club or an event may choose."""
    return [r for r in available_rulesets() if r.plays_at_table]


def table_ruleset_ids() -> tuple[str, ...]:
    return tuple(r.id for r in table_rulesets())
