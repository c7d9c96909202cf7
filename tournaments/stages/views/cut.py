"""The cut page (the tie at the line shown before the cut is made) and seating a stage's
round by its standings. Staff only (``can_referee``); each write is one audited service."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from tournaments.core.access import deny
from tournaments.core.permissions import can_referee
from tournaments.events.selectors.events import event_get
from tournaments.seating.swiss import SwissRound
from tournaments.stages.forms import CutForm
from tournaments.stages.selectors.stages import cut_view, stage_get
from tournaments.stages.services.cut import stage_cut_make
from tournaments.stages.services.seating import stage_round_seat


def stage_cut(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    stage = stage_get(event=event, order=number)
    view = cut_view(stage=stage) if number > 1 else None
    if view is None:
        messages.error(request, _("The first stage is played by everyone: it has no cut."))
        return redirect("stages_overview", slug=event.slug)
    shared = bool(view.preview and view.preview.shared_allowed)
    form = CutForm(request.POST or None, tied=view.tied_rows, shared=shared)
    if request.method == "POST" and form.is_valid():
        try:
            stage_cut_make(
                stage=stage,
                rule=form.rule_chosen(),
                winners=form.cleaned_data["winners"],
                seed=form.cleaned_data["seed"].strip(),
                actor=request.user,
            )
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
        else:
            messages.success(
                request,
                _("The cut has been made: %(stage)s has its field.") % {"stage": stage.name},
            )
            return redirect("stages_overview", slug=event.slug)
    return render(
        request,
        "stages/cut.html",
        {"event": event, "club": event.club, "view": view, "form": form, "stage": stage},
    )


def relaxation_text(swiss: SwissRound) -> str:
    """What the Swiss seating gave up to avoid repeats, each once (the search's steps one
    by one read "moved up to 1 table; ... 1 repeat allowed; 2 repeats allowed; ...")."""
    parts = []
    for step in swiss.relaxations_kept():
        if step.kind == "window":
            parts.append(
                ngettext(
                    "players moved up to %(count)d table",
                    "players moved up to %(count)d tables",
                    step.value,
                )
                % {"count": step.value}
            )
        elif step.kind == "winds":
            parts.append(_("East starts could not all be balanced"))
        else:
            parts.append(
                ngettext("%(count)d repeat allowed", "%(count)d repeats allowed", step.value)
                % {"count": step.value}
            )
    return "; ".join(parts)


@require_POST
def stage_seat(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    stage = stage_get(event=event, order=number)
    try:
        result = stage_round_seat(stage=stage, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect("stages_overview", slug=event.slug)
    text = ngettext(
        "Round %(rounds)s seated (%(method)s): %(repeats)d repeat meeting in the stage.",
        "Round %(rounds)s seated (%(method)s): %(repeats)d repeat meetings in the stage.",
        result.quality.repeats,
    ) % {
        "rounds": ", ".join(str(n) for n in result.round_numbers),
        "method": result.method,
        "repeats": result.quality.repeats,
    }
    if result.swiss is not None and result.swiss.relaxations_kept():
        text += " " + _("To avoid repeats: %(steps)s.") % {"steps": relaxation_text(result.swiss)}
    messages.success(request, text)
    return redirect("stages_overview", slug=event.slug)
