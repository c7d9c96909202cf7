"""``{{ event.date|ldate:"WEEKDAY_DATE" }}``: a date in the page language's own format.

Django's named formats (``DATE_FORMAT``, ``SHORT_DATE_FORMAT``) cover a date with or without
the year; a weekday before it or a day with its month alone has no name there, and a fixed
pattern ("l j F Y") writes German wrong ("Samstag 28 November 2026" for "Samstag, 28.
November 2026"). The patterns per language are in ``clubsite/formats/<lang>/formats.py``
(``WEEKDAY_DATE``, ``DAY_MONTH_DATE``, ``SHORT_DAY_MONTH_DATE``, ``WEEKDAY_DAY_MONTH_DATE``,
``SHORT_MONTH_DATE``, ``DAY_DATE``); Django's names work too.
"""

from __future__ import annotations

import datetime

from django import template
from django.utils.formats import date_format, get_format_modules
from django.utils.translation import get_language

register = template.Library()

#: the project's named patterns, with the Dutch (default language) one as the fallback
FALLBACK = {
    "WEEKDAY_DATE": "l j F Y",
    "DAY_MONTH_DATE": "j F",
    "SHORT_DAY_MONTH_DATE": "j M",
    "WEEKDAY_DAY_MONTH_DATE": "D j M",
    "SHORT_MONTH_DATE": "j M Y",
    "DAY_DATE": "j",
}


def local_pattern(name: str, language: str | None = None) -> str:
    """The pattern ``name`` of ``language`` (the active one by default)."""
    for module in get_format_modules(language or get_language()):
        pattern = getattr(module, name, None)
        if isinstance(pattern, str):
            return pattern
    return FALLBACK.get(name, name)


@register.filter
def ldate(value: datetime.date | None, name: str = "DATE_FORMAT") -> str:
    if not value:
        return ""
    if name in FALLBACK:
        return date_format(value, local_pattern(name))
    return date_format(value, name)
