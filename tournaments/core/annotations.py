"""Counts that selectors put on model rows (``QuerySet.annotate`` or set after a prefetch),
read and written here with their type.

``hand_total``: a table's number of hands (``Count("hands")``, ``play.selectors.rounds.event_rounds``
and ``play.selectors.rounds.event_seating_rounds``), or a round's (the sum of its tables').
Templates read it as ``.hand_total``.
"""

from __future__ import annotations

from django.db import models

_HAND_TOTAL = "hand_total"


def hand_total(row: models.Model) -> int:
    """The ``hand_total`` a selector put on ``row`` (AttributeError if none did)."""
    total: int = getattr(row, _HAND_TOTAL)
    return total


def hand_total_set(row: models.Model, total: int) -> None:
    setattr(row, _HAND_TOTAL, total)
