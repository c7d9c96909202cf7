"""The team pages: the staff's team page (settings, teams, players), the team standings
and their exports. Managing teams needs a referee or the club admin (``can_referee``);
the standings follow the event's visibility."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.audit.once import create_once, once_field_add, once_view
from tournaments.core.access import deny
from tournaments.core.exports.download import export_download
from tournaments.core.permissions import can_export, can_referee, can_view_event
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.teams.exporters import TeamStandingsExporter
from tournaments.teams.forms import TeamCreateForm, TeamMemberForm, TeamSettingsForm
from tournaments.teams.selectors.teams import team_get, team_page, team_report
from tournaments.teams.services.teams import (
    team_create,
    team_delete,
    team_member_set,
    team_settings_set,
    teams_by_club,
)


def _page_url(event: Event) -> str:
    return reverse("teams_page", kwargs={"slug": event.slug})


def _render_page(
    request: HttpRequest,
    event: Event,
    *,
    settings_form: TeamSettingsForm | None = None,
    create_form: TeamCreateForm | None = None,
    status: int = 200,
) -> HttpResponse:
    page = team_page(event=event)
    return render(
        request,
        "teams/page.html",
        {
            "event": event,
            "club": event.club,
            "page": page,
            "settings_form": settings_form or TeamSettingsForm(instance=page.settings),
            "create_form": create_form or once_field_add(TeamCreateForm(free=page.unassigned)),
        },
        status=status,
    )


def team_page_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    return _render_page(request, event)


def _refused(request: HttpRequest, event: Event, exc: ValidationError) -> HttpResponse:
    messages.error(request, " ".join(exc.messages))
    return redirect(_page_url(event))


@require_POST
def team_settings_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = TeamSettingsForm(request.POST, instance=team_page(event=event).settings)
    if not form.is_valid():
        return _render_page(request, event, settings_form=form, status=422)
    data = form.cleaned_data
    try:
        team_settings_set(
            event=event,
            enabled=data["enabled"],
            size_min=data["size_min"],
            size_max=data["size_max"],
            rule=data["rule"],
            best_count=data["best_count"],
            actor=request.user,
        )
    except ValidationError as exc:
        return _refused(request, event, exc)
    messages.success(request, _("Team settings saved."))
    return redirect(_page_url(event))


@require_POST
@once_view
def team_create_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = once_field_add(TeamCreateForm(request.POST, free=team_page(event=event).unassigned))
    if form.is_valid():
        data = form.cleaned_data
        try:
            team = create_once(
                form,
                create=lambda: team_create(
                    event=event,
                    name=data["name"],
                    players=list(data["players"]),
                    actor=request.user,
                ),
                url=lambda made: _page_url(event),
            )
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            messages.success(request, _("Team %(name)s made.") % {"name": team.name})
            return redirect(_page_url(event))
    return _render_page(request, event, create_form=form, status=422)


@require_POST
def teams_by_club_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    try:
        made = teams_by_club(event=event, actor=request.user)
    except ValidationError as exc:
        return _refused(request, event, exc)
    if made:
        messages.success(
            request, _("Teams made: %(names)s.") % {"names": ", ".join(t.name for t in made)}
        )
    else:
        messages.info(request, _("No team to make: no club has enough players without a team."))
    return redirect(_page_url(event))


@require_POST
def team_member_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    page = team_page(event=event)
    everyone = page.unassigned + [p for t in page.teams for p in t.members.all()]
    form = TeamMemberForm(request.POST, participants=everyone, teams=page.teams)
    if not form.is_valid():
        messages.error(request, _("Choose a player and a team of this event."))
        return redirect(_page_url(event))
    try:
        team_member_set(
            event=event,
            participant=form.cleaned_data["participant"],
            team=form.cleaned_data["team"],
            actor=request.user,
        )
    except ValidationError as exc:
        return _refused(request, event, exc)
    messages.success(request, _("Team changed."))
    return redirect(_page_url(event))


@require_POST
def team_delete_view(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    team = team_get(event=event, pk=pk)
    try:
        team_delete(team=team, actor=request.user)
    except ValidationError as exc:
        return _refused(request, event, exc)
    messages.success(request, _("Team %(name)s removed.") % {"name": team.name})
    return redirect(_page_url(event))


def team_standings_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    report = team_report(event=event)
    exports = []
    if can_export(request.user, event.club):
        lang = get_language()
        exports = [
            (label, reverse("teams_export", kwargs={"slug": slug, "fmt": fmt}) + f"?lang={lang}")
            for fmt, label in (("xlsx", "Excel"), ("pdf", "PDF"))
        ]
    template = "teams/screen.html" if request.GET.get("screen") == "1" else "teams/standings.html"
    return render(
        request,
        template,
        {"event": event, "club": event.club, "report": report, "exports": exports},
    )


def team_export_view(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event.club)
    report = team_report(event=event)
    return export_download(TeamStandingsExporter(report), fmt, request.GET.get("lang"))
