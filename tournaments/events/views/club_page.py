"""A club's page: the club and its events (playing now, planned, played)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club, can_view_club
from tournaments.events.selectors.events import club_events


def club_detail(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    return render(
        request,
        "clubs/club_detail.html",
        {
            "club": club,
            "groups": club_events(user=request.user, club=club),
            "can_admin": can_admin_club(request.user, club),
            **_feed_urls(request, slug=club.slug),
        },
    )


def _feed_urls(request: HttpRequest, *, slug: str) -> dict[str, str]:
    """The club's calendar feed: its https address and the same as ``webcal://`` (which a
    calendar app subscribes to)."""
    url = request.build_absolute_uri(reverse("club_calendar_feed", kwargs={"slug": slug}))
    return {"feed_url": url, "feed_webcal": "webcal://" + url.split("://", 1)[1]}
