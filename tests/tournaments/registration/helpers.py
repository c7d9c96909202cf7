"""An event open for registration, and a few people to register."""

from __future__ import annotations

import datetime
from typing import Any

from django.utils import timezone

from tests.factories import EventFactory
from tournaments.clubs.models import Club
from tournaments.events.models import Event
from tournaments.registration.models import RegistrationSettings
from tournaments.registration.services.registrations import Details

NOW = datetime.datetime(2026, 11, 28, 12, 0, tzinfo=datetime.UTC)


def open_event(club: Club, **settings: Any) -> Event:
    """A planned event of ``club`` taking registrations (``settings`` override)."""
    event = EventFactory(club=club, date=datetime.date(2026, 12, 20), status="planned")
    values: dict[str, Any] = {"mode": "open", "capacity": 2, **settings}
    RegistrationSettings.objects.create(event=event, **values)
    return event


def guest(number: int, **more: Any) -> Details:
    return Details(name=f"Gast {number}", email=f"gast{number}@example.org", **more)


def at(hours: float) -> datetime.datetime:
    """``NOW`` plus ``hours``."""
    return NOW + datetime.timedelta(hours=hours)


def now() -> datetime.datetime:
    return timezone.now()
