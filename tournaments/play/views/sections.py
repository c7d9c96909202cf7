"""Sections that features above ``play`` add to the table page (penalties outside a hand).

The table page is ``play``'s; a feature that shows something on it fills ``TABLE_SECTIONS``
from its declaration (``Feature.fills``, ``tournaments.core.features``), so ``play`` never
imports the features that build on it (docs/architecture.md, "What may import what").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest

from tournaments.core.features import Hook
from tournaments.play.models import Table

#: (request, table, the table page's state) -> the section's template context
TableSection = Callable[[HttpRequest, Table, Any], dict[str, Any]]

TABLE_SECTIONS: Hook[TableSection] = Hook("play.table_sections")


def table_sections_context(request: HttpRequest, table: Table, state: Any) -> dict[str, Any]:
    """The context of every section, in the order of the features that add them."""
    context: dict[str, Any] = {}
    for section in TABLE_SECTIONS.items():
        context.update(section(request, table, state))
    return context
