"""The names of the rating families on pages, in the page's language."""

from __future__ import annotations

from django.utils.translation import gettext as _

from scoring.engine.registry import get_ruleset, ruleset_ids
from tournaments.core.choices import ruleset_label


def family_label(family: str) -> str:
    """A family's name: its shared name (the Dutch rules) or its one ruleset's."""
    for ruleset_id in ruleset_ids():
        ruleset = get_ruleset(ruleset_id)
        if ruleset.rating_family == family and ruleset.rating_family_name:
            return _(ruleset.rating_family_name)
    return ruleset_label(family)
