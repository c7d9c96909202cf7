"""A referee's pages: penalties outside a hand at a table, substitutes of an event.

Referees and club admins only (``can_referee``); a scorekeeper gets a 403, an anonymous
visitor the login page. Every write goes through one service; its ValidationError
becomes a message, never a 500.
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.audit.once import create_once, once_field_add, once_view
from tournaments.core.access import deny
from tournaments.core.permissions import can_referee
from tournaments.events.selectors.events import event_get
from tournaments.penalties.forms import PenaltyCancelForm, PenaltyForm, SubstituteForm
from tournaments.penalties.reasons import penalty_limit, reasons_for
from tournaments.penalties.selectors import (
    event_substitutions,
    open_round_numbers,
    substitutable_guests,
    substitutable_members,
    substitute_candidates,
)
from tournaments.penalties.services.penalties import penalty_cancel, penalty_give
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.selectors.table_state import table_for_play, table_seats


def _form_errors(form: forms.Form) -> str:
    return " ".join(str(e) for errors in form.errors.values() for e in errors)


def _validation_text(exc: ValidationError) -> str:
    return " ".join(exc.messages)


@require_POST
@once_view(prefix="penalty")
def penalty_give_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    event = table.round.event
    if not can_referee(request.user, event):
        return deny(request, event)
    back = table.get_absolute_url() + "#penalties"
    seats = table_seats(table=table)
    form = once_field_add(
        PenaltyForm(
            request.POST,
            seats=seats,
            reasons=reasons_for(event.ruleset),
            most=penalty_limit(event.ruleset),
        )
    )
    if not form.is_valid():
        messages.error(
            request, _("The penalty was not given: %(errors)s") % {"errors": _form_errors(form)}
        )
        return redirect(back)
    data = form.cleaned_data
    try:
        penalty = create_once(  # a double click: given once
            form,
            create=lambda: penalty_give(
                table=table,
                seat_id=data["seat"],
                points=data["points"],
                reason=data["reason"],
                note=data["note"],
                actor=request.user,
            ),
            url=lambda made: back,
        )
    except ValidationError as exc:
        messages.error(
            request, _("The penalty was not given: %(errors)s") % {"errors": _validation_text(exc)}
        )
        return redirect(back)
    messages.success(
        request,
        _("Penalty of %(points)d points given to %(name)s.")
        % {"points": penalty.points, "name": penalty.seat.player_name},
    )
    return redirect(back)


@require_POST
def penalty_cancel_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_referee(request.user, table.round.event):
        return deny(request, table.round.event)
    form = PenaltyCancelForm(request.POST)
    back = table.get_absolute_url() + "#penalties"
    if not form.is_valid():
        messages.error(
            request, _("The penalty was not cancelled: %(errors)s") % {"errors": _form_errors(form)}
        )
        return redirect(back)
    try:
        penalty = penalty_cancel(
            penalty_id=form.cleaned_data["penalty"],
            table=table,
            reason=form.cleaned_data["cancel_reason"],
            actor=request.user,
        )
    except ValidationError as exc:
        messages.error(
            request,
            _("The penalty was not cancelled: %(errors)s") % {"errors": _validation_text(exc)},
        )
        return redirect(back)
    messages.success(
        request,
        _("The penalty of %(name)s is cancelled.") % {"name": penalty.seat.player_name},
    )
    return redirect(back)


def event_substitutes(request: HttpRequest, slug: str) -> HttpResponse:
    """Who substitutes for whom; a form to seat a substitute from a round on."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = SubstituteForm(
        request.POST if request.method == "POST" else None,
        absent_choices=substitutable_members(event=event),
        absent_guests=substitutable_guests(event=event),
        members=substitute_candidates(event=event),
        rounds=open_round_numbers(event=event),
    )
    status = 200
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            absent, absent_guest = data["absent"]
            try:
                seats = seat_substitute_set(
                    event=event,
                    absent=absent,
                    absent_guest=absent_guest,
                    from_round=data["from_round"],
                    substitute=data["substitute"],
                    guest_name=data["guest_name"],
                    actor=request.user,
                )
            except ValidationError as exc:
                if hasattr(exc, "error_dict"):
                    for field, errors in exc.message_dict.items():
                        form.add_error(field if field in form.fields else None, errors)
                else:
                    form.add_error(None, exc)
                status = 422
            else:
                messages.success(
                    request,
                    _("%(substitute)s plays for %(absent)s from round %(number)d on.")
                    % {
                        "substitute": seats[0].player_name,
                        "absent": absent.shown_name if absent is not None else absent_guest,
                        "number": seats[0].round.number,
                    },
                )
                return redirect(reverse("event_substitutes", kwargs={"slug": event.slug}))
        else:
            status = 422
    return render(
        request,
        "penalties/substitutes.html",
        {
            "event": event,
            "club": event.club,
            "form": form,
            "substitutions": event_substitutions(event=event),
        },
        status=status,
    )
