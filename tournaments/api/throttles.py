"""Rate limits of the API (DRF's throttling, counted in Django's cache: ``CACHES``; with
several server processes that cache must be shared, such as Redis: docs/api.md). The rates
are read from the settings on every request (``API_RATE_ANON``, ``API_RATE_USER``)."""

from __future__ import annotations

from django.conf import settings
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle


class ApiAnonThrottle(AnonRateThrottle):
    def get_rate(self) -> str | None:
        rate: str | None = getattr(settings, "API_RATE_ANON", "60/min")
        return rate


class ApiUserThrottle(UserRateThrottle):
    def get_rate(self) -> str | None:
        rate: str | None = getattr(settings, "API_RATE_USER", "600/min")
        return rate
