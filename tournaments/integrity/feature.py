"""Integrity: ``manage.py verify``; no pages, no records of its own (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="integrity")
