"""Swapping two seats of a table after hands were entered (``services.seat_moves``): a
referee's form with a reason."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from tournaments.core.access import deny
from tournaments.core.permissions import can_referee
from tournaments.play.forms import SeatSwapForm
from tournaments.play.selectors.table_state import table_for_play
from tournaments.play.selectors.turns import seats_by_position
from tournaments.play.services.seat_moves import table_seats_swap


def table_seat_swap_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    event = table.round.event
    if not can_referee(request.user, event):
        return deny(request, event)
    seats = seats_by_position(table)
    form = SeatSwapForm(request.POST or None, seats=seats)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            try:
                table_seats_swap(
                    table=table,
                    first=form.seats[data["first"]],
                    second=form.seats[data["second"]],
                    actor=request.user,
                    reason=data["reason"],
                )
            except ValidationError as exc:
                form.add_error(None, exc)
            else:
                messages.success(
                    request, _("The seats are swapped; every hand of the table was scored again.")
                )
                return redirect(table.get_absolute_url() + "#hands")
        status = 422
    return render(
        request,
        "play/seat_swap.html",
        {
            "event": event,
            "club": event.club,
            "round": table.round,
            "table": table,
            "form": form,
            "table_url": table.get_absolute_url(),
        },
        status=status,
    )
