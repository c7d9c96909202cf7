"""The table page: its view (the page's context and the answers the other table views give
with it are ``table_page``'s)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.core.access import deny
from tournaments.core.permissions import can_view_event
from tournaments.events.selectors.silence import round_hidden
from tournaments.play.models import Table
from tournaments.play.selectors.table_state import table_for_play
from tournaments.play.views.table_page import render_table


def table_play(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_view_event(request.user, table.round.event):
        return deny(request, table.round.event)
    if round_hidden(event=table.round.event, number=table.round.number, user=request.user):
        return silent_table(request, table)
    return render_table(request, table)


def silent_table(request: HttpRequest, table: Table) -> HttpResponse:
    """A table of a silent round, to anyone but the club's staff: its results wait for the
    prize-giving (docs/silent-rounds.md); its players see their hands by the table link."""
    event = table.round.event
    context = {"event": event, "club": event.club, "table": table, "round": table.round}
    return render(request, "play/silent_table.html", context)
