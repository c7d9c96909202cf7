from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.core.access import deny
from tournaments.core.permissions import (
    can_admin_club,
    can_enter_hands,
    can_export,
    can_referee,
    can_view_event,
)
from tournaments.events.selectors.events import event_current_round, event_get
from tournaments.events.selectors.lifecycle import event_reopen_note
from tournaments.events.selectors.rounds import club_round_to_seat, event_rounds
from tournaments.events.selectors.silence import hidden_round_numbers, sees_silent
from tournaments.events.services.lifecycle import event_actions


def event_detail(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    rounds = event_rounds(event=event)
    silent = hidden_round_numbers(event=event)
    staff = sees_silent(request.user, event)
    return render(
        request,
        "events/event_detail.html",
        {
            "event": event,
            "club": event.club,
            "rounds": rounds,
            # silent rounds (docs/silent-rounds.md): no scores for the public, marked for staff
            "hidden_rounds": [] if staff else silent,
            "silent_marked": silent if staff else [],
            "current_round": event_current_round(rounds=rounds),
            "actions": event_actions(user=request.user, event=event, rounds=rounds),
            "reopened": event_reopen_note(event=event),
            "can_enter_hands": can_enter_hands(request.user, event),
            "can_referee": can_referee(request.user, event),
            "can_admin": can_admin_club(request.user, event.club),
            "can_export": can_export(request.user, event.club),
            "round_to_seat": club_round_to_seat(event=event, rounds=rounds)
            if can_referee(request.user, event)
            else None,
        },
    )
