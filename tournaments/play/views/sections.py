"""Sections that features above ``play`` add to the table page (penalties outside a hand).

The table page is ``play``'s; a feature that shows something on it registers a function
here when the app starts (``TournamentsConfig.ready``), so ``play`` never imports the
features that build on it (docs/architecture.md, "What may import what").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest

from tournaments.play.models import Table

TableSection = Callable[[HttpRequest, Table, Any], dict[str, Any]]

_SECTIONS: list[TableSection] = []


def table_section_register(section: TableSection) -> TableSection:
    """Add ``section`` (request, table, the table page's state -> template context)."""
    if section not in _SECTIONS:
        _SECTIONS.append(section)
    return section


def table_sections_context(request: HttpRequest, table: Table, state: Any) -> dict[str, Any]:
    """The context of every registered section, in the order they were registered."""
    context: dict[str, Any] = {}
    for section in _SECTIONS:
        context.update(section(request, table, state))
    return context
