"""``{{ seat.wind|wind_marker }}``: a wind as this language writes it (see
:mod:`scoring.wind_markers`)."""

from django import template

from scoring import wind_markers

register = template.Library()


@register.filter
def wind_marker(wind: str | None) -> str:
    return wind_markers.wind_marker(wind)
