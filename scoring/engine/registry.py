"""The registry of rulesets: id -> ruleset instance, loaded on first use."""

from __future__ import annotations

from importlib import import_module

from .errors import UnknownRuleset
from .ruleset import Ruleset

#: Every ruleset the product knows, in the order pages list them.
RULESET_IDS = ("nmb", "redbook", "mcr", "hk", "majiang")

_cache: dict[str, Ruleset] = {}


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset called ``ruleset_id`` (``nmb``, ``redbook``, ``mcr``, ``hk``, ``majiang``)."""
    ruleset_id = str(ruleset_id).strip().lower()
    try:
        return _cache[ruleset_id]
    except KeyError:
        pass
    if ruleset_id not in RULESET_IDS:
        raise UnknownRuleset(
            f"unknown ruleset {ruleset_id!r} (known: {', '.join(RULESET_IDS)})",
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
    ruleset = module.RULESET
    _cache[ruleset_id] = ruleset
    return ruleset


def available_rulesets() -> list[Ruleset]:
    out = []
    for ruleset_id in RULESET_IDS:
        try:
            out.append(get_ruleset(ruleset_id))
        except UnknownRuleset:
            continue
    return out
