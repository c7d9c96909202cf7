"""The stages page (each stage, its standings with the carry-over column, the quality of
its seating) and the setup of the stages. Reading follows the event's visibility; setting
up, cutting and seating need a referee or a club admin (``can_referee``)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from tournaments.core.access import deny
from tournaments.core.permissions import can_referee, can_view_event
from tournaments.events.selectors.events import event_get
from tournaments.stages.forms import StageFormSet, stage_plans
from tournaments.stages.models import Stage
from tournaments.stages.selectors.overview import stages_overview as overview_read
from tournaments.stages.selectors.stages import event_stages
from tournaments.stages.services.plan import stage_plan_save

BLANK_ROWS = 3


def stages_overview(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    return render(
        request,
        "stages/overview.html",
        {
            "event": event,
            "club": event.club,
            "overview": overview_read(event=event),
            "can_manage": can_referee(request.user, event),
        },
    )


def _initial(stages: list[Stage]) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = [
        {
            "name": s.name,
            "rounds": s.rounds,
            "field_size": s.field_size,
            "carry_over": s.carry_over,
            "seating": s.seating,
        }
        for s in stages
    ]
    if not rows:
        rows = [
            {"name": _("Qualification"), "rounds": 4},
            {
                "name": _("Semi-final"),
                "rounds": 2,
                "field_size": 16,
                "carry_over": "half",
                "seating": "swiss",
            },
            {
                "name": pgettext("stage name", "Final"),
                "rounds": 1,
                "field_size": 4,
                "seating": "fixed",
            },
        ]
    return rows + [{}] * max(0, BLANK_ROWS - len(rows) + 1)


def stages_setup(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    stages = event_stages(event=event)
    locked = any(s.cut_made_at for s in stages)
    if request.method == "POST":
        formset = StageFormSet(request.POST, prefix="stage")
        if formset.is_valid():
            try:
                stage_plan_save(event=event, plans=stage_plans(formset), actor=request.user)
            except ValidationError as exc:
                messages.error(request, " ".join(exc.messages))
            else:
                messages.success(request, _("The stages have been saved."))
                return redirect("stages_overview", slug=event.slug)
    else:
        formset = StageFormSet(initial=_initial(stages), prefix="stage")
    return render(
        request,
        "stages/setup.html",
        {"event": event, "club": event.club, "formset": formset, "locked": locked},
    )
