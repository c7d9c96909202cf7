"""The name the calendar gives a club evening, worked out in the reader's language (issue
39): used by the event model (``Event.name`` of a generated evening) and the audit story."""

import datetime

from django.utils.formats import date_format
from django.utils.translation import gettext


def evening_name(day: datetime.date) -> str:
    """The name the calendar gives a club evening, in the active language and its date
    format ("Clubavond 1 december 2026", "Club evening 1 December 2026",
    "Clubabend 1. Dezember 2026")."""
    return gettext("Club evening %(date)s") % {"date": date_format(day, "DATE_FORMAT")}
