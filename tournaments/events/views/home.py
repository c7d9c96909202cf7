from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.accounts.selectors.links import installation_is_new
from tournaments.clubs.selectors.clubs import club_list_visible
from tournaments.events.selectors.events import home_events


def home(request: HttpRequest) -> HttpResponse:
    events = home_events(user=request.user)
    clubs = club_list_visible(user=request.user)
    return render(
        request,
        "events/home.html",
        {
            "playing": events.playing,
            "upcoming": events.upcoming,
            "recent": events.recent,
            "clubs": clubs,
            "new_site": not clubs and installation_is_new(),
        },
    )
