"""The error every seat draw service raises (``seat_draws.services.draws``, its row writer and
``seat_draws.services.swaps``)."""

from __future__ import annotations

from django.core.exceptions import ValidationError


class SeatDrawError(ValidationError):
    """A draw the event cannot have; the message tells the director why and what to do."""
