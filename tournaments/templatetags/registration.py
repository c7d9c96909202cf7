"""``{% registration_call event %}``: the event page's "Register" call to action, places
left and the waiting list's length (the event page is ``events``', which stands before
``registration``; this edge brings the two together)."""

from __future__ import annotations

from typing import Any

from django import template

from tournaments.events.models import Event
from tournaments.registration.selectors.registrations import (
    member_of_club,
    member_registration,
    registration_overview,
)
from tournaments.registration.services.director import registration_offers_expire

register = template.Library()


@register.inclusion_tag("registration/_call.html", takes_context=True)
def registration_call(context: dict[str, Any], event: Event) -> dict[str, Any]:
    """The call to action; a member who is offered a place sees the offer here too."""
    registration_offers_expire(event=event)
    request = context.get("request")
    member = member_of_club(user=getattr(request, "user", None), event=event)
    return {
        "event": event,
        "overview": registration_overview(event=event, names=False),
        "mine": member_registration(event=event, member=member),
    }
