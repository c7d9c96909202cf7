"""A table's page for its players, opened by the link (QR code) on the table card: no
login, read-only, live while hands are entered (docs/live.md); a player confirms the result there
with the code beside their seat on the score sheet.

A wrong, revoked or expired link is a 404, like a page that does not exist. The token is
in the path, so the page sends no path in a Referer (``Referrer-Policy: strict-origin``), is not
indexed and not cached.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from scoring.forms import HandEntryForm
from tournaments.core.integers import posted_id
from tournaments.core.live import live_grant, poll_seconds, quick_poll_seconds, table_topic
from tournaments.events.selectors.player_links import participant_of_seat, player_token
from tournaments.play.models import Table
from tournaments.play.selectors.clock import round_clock
from tournaments.play.selectors.table_links import table_by_link
from tournaments.play.selectors.table_state import table_state
from tournaments.play.services.table_links import table_confirm_by_code, table_seat_by_code
from tournaments.play.views.players_seat import acceptance_context, entry_context, players_form
from tournaments.play.views.sections import table_sections_context
from tournaments.play.views.sync import queue_strings


def private(response: HttpResponse) -> HttpResponse:
    # Only the origin, never the path with the token; "no-referrer" would make the browser
    # send "Origin: null" with the confirmation form, which the CSRF check refuses.
    response["Referrer-Policy"] = "strict-origin"
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Cache-Control"] = "no-store, private"
    return response


def table_or_404(table_id: int, token: str) -> Table:
    table = table_by_link(table_id=table_id, token=token)
    if table is None:
        raise Http404(_("This table link does not work (any more)."))
    return table


def _own_page(request: HttpRequest, table: Table, token: str) -> HttpResponse:
    """A player chose their name and typed their seat code: on to their own page
    (docs/player-page.md)."""
    try:
        seat = table_seat_by_code(
            table=table,
            seat_id=posted_id(request, "seat"),
            code=request.POST.get("seat_code", "")[:20],
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(reverse("table_link", args=[table.pk, token]) + "#my-page")
    participant = participant_of_seat(
        event_id=table.round.event_id, member_id=seat.member_id, guest_name=seat.guest_name
    )
    if participant is None:  # a seat without a participant (an evening's walk-in)
        messages.error(request, _("You are not on this event's list; please go to the desk."))
        return redirect(reverse("table_link", args=[table.pk, token]) + "#my-page")
    participant.event = table.round.event
    return redirect(reverse("player_page", kwargs={"token": player_token(participant=participant)}))


@require_http_methods(["GET", "POST"])
def table_link(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table = table_or_404(table_id, token)
    if request.method == "POST" and request.POST.get("action") == "me":
        return private(_own_page(request, table, token))
    if request.method == "POST":
        try:
            table_confirm_by_code(
                table=table,
                seat_id=posted_id(request, "seat"),
                code=request.POST.get("code", "")[:20],
            )
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
        else:
            messages.success(request, _("Thank you: the table's result is confirmed."))
        return private(redirect(reverse("table_link", args=[table.pk, token]) + "#confirm"))
    if getattr(request, "htmx", False):
        return players_page(request, table, token, template="play/clock/_table_link_live.html")
    return players_page(request, table, token)


def players_page(
    request: HttpRequest,
    table: Table,
    token: str,
    *,
    form: HandEntryForm | None = None,
    template: str = "play/table_link.html",
    status: int = 200,
    conflict: dict[str, Any] | None = None,
) -> HttpResponse:
    """The players' page (or its live part): the table as the table page shows it, and
    what a player signed in with their seat code may do (``players_seat``); ``conflict``:
    a hand saved first on another phone, beside the player's version (``players_table``)."""
    state = table_state(table=table)
    context = {
        "table": table,
        "round": table.round,
        "event": table.round.event,
        "state": state,
        "clock": round_clock(round_=table.round, table=table),
        "poll_seconds": poll_seconds(),  # while the live stream cannot be used
        "acceptance_poll_seconds": quick_poll_seconds(),
        "live_topic": table_topic(table.pk),
        "live_grant": live_grant(table_topic(table.pk)),  # the link is the credential
        "seats": sorted(state.seats, key=lambda seat: seat.player_name.casefold()),
        "live_url": reverse("table_link", args=[table.pk, token]),
        "conflict": conflict,
        # what the table page shows beside its hands (penalties outside a hand and the
        # totals with them), read by the same sections, so both pages' totals agree
        **table_sections_context(request, table, state),
        **acceptance_context(request, table, token, state),
    }
    if context["me"]:  # what the device's queue says (static/js/players_queue.js)
        context["queue_strings"] = queue_strings(to_player=True)
    if context["may_enter"]:
        context.update(entry_context(table, token, form or players_form(table, state)))
    return private(render(request, template, context, status=status))
