"""Filters for the report pages and printed sheets.

``index`` and ``get`` take whatever a template passes them (a list, a dict, a missing
value) and answer "" or None where it does not fit: their ``Any`` is the template's.
"""

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from django import template

from scoring.wind_markers import wind_marker
from tournaments.core.choices import SeatWind
from tournaments.core.points import format_points, format_score
from tournaments.reports import best_hands
from tournaments.reports.rows import BestHand

register = template.Library()


@register.filter
def wind_glyph(wind: str) -> str:
    """The seat wind's marker in the current language (one helper for every page, PDF and
    sheet: :func:`scoring.wind_markers.wind_marker`)."""
    return wind_marker(wind)


@register.filter
def wind_name(wind: str) -> str:
    return str(dict(SeatWind.choices).get(wind, wind))


@register.filter
def signed(value: int | str | None) -> str:
    if value is None or value == "":
        return ""
    return format_score(int(value))


@register.filter
def points(value: Fraction | int | str | None) -> str:
    if value is None or value == "":
        return ""
    return format_points(Fraction(value))


@register.filter
def index(sequence: Any, i: object) -> object:
    try:
        return sequence[i]
    except (IndexError, KeyError, TypeError):
        return ""


@register.filter
def get(mapping: Any, key: object) -> object:
    try:
        return mapping.get(key)
    except AttributeError:
        return None


@register.filter
def split(value: str) -> list[str]:
    return value.split()


@register.filter
def best_for(best_hands: Iterable[BestHand], event_id: int) -> BestHand | None:
    """The best hand of one evening from the trophy report's list."""
    return next((b for b in best_hands if b.event_id == event_id), None)


@register.filter
def unit_label(ruleset: str) -> str:
    """The unit a ruleset's hand values count in (points, MCR points, fan, faan)."""
    return best_hands.unit_label(ruleset)
