"""The table page: its view (the page's context and the answers the other table views give
with it are ``table_page``'s)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse

from tournaments.core.access import deny
from tournaments.core.permissions import can_view_event
from tournaments.play.selectors.table_state import table_for_play
from tournaments.play.views.table_page import render_table


def table_play(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_view_event(request.user, table.round.event):
        return deny(request, table.round.event)
    return render_table(request, table)
