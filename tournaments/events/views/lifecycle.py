"""The director's lifecycle buttons: start, close (after a second look), reopen a round;
finish or cancel an event; cancel past evenings nobody played. Each view calls one service
of ``events.services.lifecycle`` and turns its ``ValidationError`` into a message."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.events.hooks import ROUND_STARTED
from tournaments.events.models import Event, Round
from tournaments.events.selectors.events import club_events_planned, event_get, round_get
from tournaments.events.selectors.lifecycle import event_finish_checks
from tournaments.events.services.lifecycle import (
    OffDateStart,
    event_cancel,
    event_finish,
    event_reopen,
    events_cancel_not_played,
    may_cancel_club_events,
    may_direct,
    may_reopen_round,
    may_run_rounds,
    round_reopen,
    round_start,
)


def back_redirect(request: HttpRequest, default: str) -> HttpResponse:
    back = request.POST.get("next", "")
    if back.startswith("/") and not back.startswith("//"):
        return redirect(back)
    return redirect(default)


def error_message(request: HttpRequest, exc: ValidationError) -> None:
    messages.error(request, " ".join(exc.messages))


def round_at(slug: str, round_number: int) -> Round:
    event = event_get(slug=slug)
    round_ = round_get(event=event, number=round_number)
    round_.event = event
    return round_


@require_POST
def round_start_view(request: HttpRequest, slug: str, round_number: int) -> HttpResponse:
    round_ = round_at(slug, round_number)
    event = round_.event
    if not may_run_rounds(request.user, event):
        return deny(request, event)
    try:
        round_start(
            round_=round_, actor=request.user, confirm_date=bool(request.POST.get("confirm_date"))
        )
    except OffDateStart as exc:
        # the event starts on another day than planned: ask once more, then it is in
        # progress and later rounds start without the question
        back = request.POST.get("next", "")
        if not back.startswith("/") or back.startswith("//"):
            back = event.get_absolute_url()
        context = {"event": event, "club": event.club, "round": round_, "back": back}
        return render(
            request,
            "events/round_start_confirm.html",
            {**context, "question": " ".join(exc.messages)},
        )
    except ValidationError as exc:
        error_message(request, exc)
    else:
        messages.success(request, _("Round %(number)d has started.") % {"number": round_number})
        for started in ROUND_STARTED.items():
            started(round_, request.build_absolute_uri("/"))
    return back_redirect(request, event.get_absolute_url())


@require_POST
def round_reopen_view(request: HttpRequest, slug: str, round_number: int) -> HttpResponse:
    round_ = round_at(slug, round_number)
    event = round_.event
    if not may_reopen_round(request.user, event):
        return deny(request, event)
    try:
        round_reopen(round_=round_, actor=request.user, reason=request.POST.get("reason", ""))
    except ValidationError as exc:
        error_message(request, exc)
    else:
        messages.success(request, _("Round %(number)d is open again.") % {"number": round_number})
    return back_redirect(request, event.get_absolute_url())


def event_finish_view(request: HttpRequest, slug: str) -> HttpResponse:
    """GET (or a POST without ``confirm``): the rounds never played and the tables without
    hands, and the question once more; a POST with ``confirm`` finishes the event."""
    event = event_get(slug=slug)
    if not may_direct(request.user, event):
        return deny(request, event)
    if request.method != "POST" or not request.POST.get("confirm"):
        return render(
            request,
            "events/event_finish.html",
            {"event": event, "club": event.club, "checks": event_finish_checks(event=event)},
        )
    return _event_step(
        request,
        event,
        lambda: event_finish(event=event, actor=request.user),
        _("%(event)s is finished."),
    )


@require_POST
def event_reopen_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A referee or club admin reopens a finished event, with a reason."""
    event = event_get(slug=slug)
    if not may_direct(request.user, event):
        return deny(request, event)
    reason = request.POST.get("reason", "")
    return _event_step(
        request,
        event,
        lambda: event_reopen(event=event, actor=request.user, reason=reason),
        _("%(event)s is open again."),
    )


@require_POST
def event_cancel_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not may_direct(request.user, event):
        return deny(request, event)
    return _event_step(
        request,
        event,
        lambda: event_cancel(event=event, actor=request.user),
        _("%(event)s is cancelled."),
    )


def _event_step(
    request: HttpRequest, event: Event, step: Callable[[], object], done: str
) -> HttpResponse:
    """Run one lifecycle ``step`` of ``event``; its refusal or ``done`` as a message, then
    back to the event page."""
    try:
        step()
    except ValidationError as exc:
        error_message(request, exc)
    else:
        messages.success(request, done % {"event": event.name})
    return redirect(event)


@require_POST
def club_cancel_not_played_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A club admin cancels the checked past evenings nobody played (or all of them)."""
    club = club_get(slug=slug)
    if not may_cancel_club_events(request.user, club):
        return deny(request, club)
    events = [e for e in club_events_planned(club=club) if e.not_played]
    if "all" not in request.POST:
        chosen = set(request.POST.getlist("event"))
        events = [e for e in events if str(e.pk) in chosen]
    if not events:
        messages.error(request, _("Choose the evenings to cancel."))
        return redirect(club)
    try:
        with transaction.atomic():
            cancelled = events_cancel_not_played(events=events, actor=request.user)
    except ValidationError as exc:
        error_message(request, exc)
    else:
        messages.success(
            request,
            ngettext(
                "%(count)d evening nobody played is cancelled.",
                "%(count)d evenings nobody played are cancelled.",
                len(cancelled),
            )
            % {"count": len(cancelled)},
        )
    return redirect(club)
