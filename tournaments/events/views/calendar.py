"""A club's calendar page: its planned events, and generating a season of club evenings."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.audit.once import create_once, once_field_add, once_view, refused_status
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.services.seasons import season_get_or_create
from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.core.permissions import can_admin_club
from tournaments.events.forms import SeasonCalendarForm
from tournaments.events.selectors.events import season_events
from tournaments.events.services.calendar import season_generate_evenings


@once_view
def club_calendar(request: HttpRequest, slug: str) -> HttpResponse:
    """Club admins generate a season's club evenings (again: only missing dates are added)."""
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    today = timezone.localdate()
    initial = {"year": today.year + 1 if today.month >= 10 else today.year}
    form = once_field_add(SeasonCalendarForm(request.POST or None, initial=initial))
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            created = create_once(
                form,
                create=lambda: season_generate_evenings(
                    season=season_get_or_create(club=club, year=data["year"]),
                    weekday=data["weekday"],
                    start_time=data["start_time"],
                    end_time=data["end_time"],
                    skip_months=data["skip_months"],
                    venue=data["venue"],
                    round_count=data["round_count"],
                    actor=request.user,
                ),
                url=lambda made: club.get_absolute_url(),
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(
                request,
                ngettext(
                    "%(count)d club evening added to %(year)d.",
                    "%(count)d club evenings added to %(year)d.",
                    len(created),
                )
                % {"count": len(created), "year": data["year"]},
            )
            return redirect(club)
    year = _shown_year(request, default=initial["year"])
    return render(
        request,
        "clubs/club_calendar.html",
        {
            "club": club,
            "form": form,
            "year": year,
            "events": season_events(club=club, year=year),
            "years": [year - 1, year + 1],
        },
        status=refused_status(request),
    )


def _shown_year(request: HttpRequest, *, default: int) -> int:
    """The season the page shows: ``?year=`` through ``parse_int`` (issue 38), else ``default``."""
    if request.GET.get("year"):
        try:
            return parse_int(request.GET["year"], minimum=1, maximum=9998)
        except NotAnInteger:
            messages.warning(request, _("There is no such season."))
    return default
