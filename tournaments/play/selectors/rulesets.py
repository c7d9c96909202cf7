"""An event's ruleset, looked up once per request, and what the entry form needs of it."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy

from scoring.engine import Ruleset, get_ruleset
from scoring.engine.hand_facts import FACT_TEXTS
from scoring.hand_facts_form import FactsAsked
from scoring.option_texts import option_label
from tournaments.events.models import Event

# kept on the event object (one per request) under this name, with the id it was found by
_RULESET_CACHE = "_clubsite_ruleset"


def event_ruleset(event: Event) -> Ruleset[Any]:
    """The ``Ruleset`` that ``event`` plays, looked up by its id once per event object (a
    request's): the entry form, the save's table context and the engine then share it.
    ``hand_entry.table_lock`` refreshes the event in place, so the lock keeps it."""
    cached: Ruleset[Any] | None = getattr(event, _RULESET_CACHE, None)
    if cached is None or cached.id != event.ruleset:
        cached = get_ruleset(event.ruleset)
        setattr(event, _RULESET_CACHE, cached)
    return cached


def ruleset_info(ruleset: Ruleset[Any] | str) -> dict[str, Any]:
    """What the entry form needs to know about the ruleset (or the ruleset of that id)."""
    if not isinstance(ruleset, Ruleset):
        ruleset = get_ruleset(ruleset)
    return {
        "id": ruleset.id,
        "every_player_scores": bool(ruleset.scores_every_player),
        "has_pao": ruleset.has_pao,
        "has_laak": ruleset.has_laak,
        "has_flowers": ruleset.quick_flowers,
        "unit": str(getattr(ruleset, "unit", "")),
        "conditions": [str(c) for c in ruleset.conditions],
        "result_kinds": [str(k) for k in ruleset.result_kinds],
        "has_bonus_tiles": ruleset.has_bonus_tiles,
        "asks_hand_facts": ruleset.asks_hand_facts,
        # the per-hand options quick entry asks: (name, label in the page's language, default)
        "quick_facts": [
            (o.name, option_label(ruleset.id, o), o.default)
            for o in ruleset.options
            if o.name in ruleset.quick_facts
        ],
        "hand_facts": _facts_asked(ruleset),
    }


def _facts_asked(ruleset: Ruleset[Any]) -> FactsAsked | None:
    """The ruleset's writer of table facts and its words for them, in the page's language."""
    if not ruleset.asks_hand_facts:
        return None
    texts = ruleset.texts.hand_facts if ruleset.texts is not None else {}
    labels = {key: gettext_lazy(texts.get(key, key)) for key in FACT_TEXTS}
    return FactsAsked(writer=ruleset.facts_entry, labels=labels)
