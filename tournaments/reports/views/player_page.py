"""A player's own page during an event (docs/player-page.md), opened by its personal link
(no login: the key in the path is the credential; a wrong one is a 404). The part that
changes during play is a fragment of its own: the page polls it (htmx, every
``LIVE_POLL_SECONDS``) and marks it for the live stream (``data-live-topic``/``data-live-url``)."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from tournaments.core.live import event_topic, live_grant, poll_seconds
from tournaments.events.models import EventParticipant
from tournaments.events.selectors.player_links import participant_by_player_token
from tournaments.reports.selectors.player_page import player_page


def _participant(token: str) -> EventParticipant:
    participant = participant_by_player_token(token=token)
    if participant is None:
        raise Http404(_("This link to a player's page does not work (any more)."))
    return participant


def _private(response: HttpResponse) -> HttpResponse:
    """Personal data behind a key in the path: never in a Referer, an index or a cache."""
    response["Referrer-Policy"] = "strict-origin"
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Cache-Control"] = "no-store, private"
    return response


def _page_context(participant: EventParticipant, token: str) -> dict[str, Any]:
    """What the page and its live fragment show (the fragment: the same, fetched again)."""
    return {
        "page": player_page(participant=participant),
        "event": participant.event,
        "token": token,
        "poll_seconds": poll_seconds(),  # while the live stream cannot be used
    }


def player_page_view(request: HttpRequest, token: str) -> HttpResponse:
    participant = _participant(token)
    topic = event_topic(participant.event.pk)
    context = {
        **_page_context(participant, token),
        "live_topic": topic,
        "live_grant": live_grant(topic),  # the link is the key
    }
    return _private(render(request, "reports/player_page.html", context))


def player_page_live_view(request: HttpRequest, token: str) -> HttpResponse:
    """The page's changing part alone (the poll's and the live stream's fragment)."""
    context = _page_context(_participant(token), token)
    return _private(render(request, "reports/_player_live.html", context))
