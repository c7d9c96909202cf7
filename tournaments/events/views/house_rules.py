"""An event's house rules page: the club's readings, changed for this event until its first
hand (the page itself is ``clubs.views.house_rules``')."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse

from tournaments.clubs.views.house_rules import house_rules_page
from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club, can_referee, can_view_event
from tournaments.events.selectors.events import event_get
from tournaments.events.selectors.rounds import event_has_hands
from tournaments.events.services.house_rules import event_house_rules_update


def event_house_rules(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    is_admin = can_admin_club(request.user, event.club)
    if request.method == "POST" and not is_admin:
        return deny(request, event)
    started = event_has_hands(event=event)
    return house_rules_page(
        request,
        ruleset_id=event.ruleset,
        current=dict(event.ruleset_options or {}),
        can_change=is_admin and not started,
        save=lambda options: event_house_rules_update(
            event=event, options=options, actor=request.user
        ),
        context={
            "club": event.club,
            "event": event,
            "scope": "event",
            "started": started,
            # option ids and seed lines are for referees and admins, not for scorekeepers
            "show_source": can_referee(request.user, event),
        },
    )
