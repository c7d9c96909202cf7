"""Seat draw pages: the draw and its quality, where everyone sits, who plays.

Reading the draw and "where do I sit" follow the event's visibility; drawing and
changing the field need a club admin or a referee of the club (``can_referee``).
"""

from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from tournaments import seating
from tournaments.audit.once import create_once, once_field_add, once_view, refused_status
from tournaments.core.access import deny
from tournaments.core.exports.download import export_download, export_links
from tournaments.core.permissions import can_referee, can_view_event
from tournaments.events.selectors.events import event_get
from tournaments.events.selectors.participants import event_participants
from tournaments.events.services.event_guard import event_check_open
from tournaments.registration.services.player_return import PlayersAdded, players_add
from tournaments.registration.services.player_withdraw import player_withdraw
from tournaments.seat_draws.exporters import SeatPlanExporter
from tournaments.seat_draws.forms import (
    ParticipantsForm,
    SeatDrawForm,
    SeatPlanForm,
    SeatSwapForm,
)
from tournaments.seat_draws.jobs import (
    seat_draw_enqueue,
    seat_draw_in_background,
    seat_draw_job_find,
)
from tournaments.seat_draws.messages import draw_message, fallback_message
from tournaments.seat_draws.plan_files import (
    COLUMNS,
    MAX_UPLOAD_BYTES,
    PlanFileError,
    column_label,
    plan_file_read,
    plan_from_token,
    plan_token,
)
from tournaments.seat_draws.selectors.by_player import seating_by_player
from tournaments.seat_draws.selectors.field import participant_get
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.selectors.plan_preview import seat_plan_lines, seat_plan_preview
from tournaments.seat_draws.selectors.plans import seat_plan_check
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seat_draws.services.plans import seat_plan_use
from tournaments.seat_draws.services.swaps import seat_swap
from tournaments.teams.selectors.teams import participant_team_names


def seating_draw(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    return render(
        request,
        "seat_draws/draw.html",
        {
            "event": event,
            "club": event.club,
            "overview": seating_overview(event=event),
            "can_draw": can_referee(request.user, event),
            "form": SeatDrawForm(event=event),
        },
    )


@require_POST
def seating_draw_create(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = SeatDrawForm(request.POST, event=event)
    if not form.is_valid():
        for errors in form.errors.values():
            messages.error(request, " ".join(str(e) for e in errors))
        return redirect("seating_draw", slug=event.slug)
    rounds = form.cleaned_data["rounds"]
    if rounds and rounds > event.round_count and not request.POST.get("confirm_rounds"):
        # More rounds than the event plans: ask once more before drawing them.
        return render(
            request,
            "seat_draws/draw_confirm.html",
            {"event": event, "club": event.club, "form": form, "rounds": rounds},
        )
    draw = {key: form.cleaned_data[key] for key in ("seed", "rounds", "table_policy")}
    try:
        if seat_draw_in_background(event=event):  # a large field: the worker searches
            event_check_open(event=event)
            job = seat_draw_enqueue(event=event, actor_id=request.user.pk, **draw)
            return redirect("seating_draw_job", slug=event.slug, job=job)
        result = seat_draw_create(event=event, actor=request.user, **draw)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        # The repeats the page's quality panel will show (every drawn round, played ones
        # included), so the message and the panel always agree.
        overview = seating_overview(event=event)
        messages.success(request, draw_message(result, overview.quality))
        if warning := fallback_message(result):
            messages.warning(request, warning)
    back = request.POST.get("next", "")
    if back.startswith("/") and url_has_allowed_host_and_scheme(back, allowed_hosts=None):
        return redirect(back)  # seated from the event's page: back there
    return redirect("seating_draw", slug=event.slug)


#: Seconds between two looks of a draw job's page at the search.
JOB_REFRESH_SECONDS = 2


def seating_draw_job(request: HttpRequest, slug: str, job: object) -> HttpResponse:
    """How far the worker's draw is: waiting, searching (seconds used, iterations, the best
    draw so far), done (what it drew) or failed (the reason, and the same draw again)."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    found = seat_draw_job_find(event=event, job_id=str(job))
    if found is None:
        raise Http404
    progress = found.progress
    budget = progress.get("budget") or 0
    return render(
        request,
        "seat_draws/draw_job.html",
        {
            "event": event,
            "club": event.club,
            "job": found,
            "progress": progress,
            "percent": min(100, 100 * (progress.get("iterations") or 0) // budget)
            if budget
            else None,
            "best": _best_so_far(progress),
            "refresh": JOB_REFRESH_SECONDS,
        },
    )


@require_POST
def seating_swap(request: HttpRequest, slug: str) -> HttpResponse:
    """Two players of an unplayed round change seats; the quality figures follow."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = SeatSwapForm(request.POST)
    if not form.is_valid():
        for errors in form.errors.values():
            messages.error(request, " ".join(str(e) for e in errors))
        return redirect("seating_draw", slug=event.slug)
    number = form.cleaned_data["round"]
    before = seating_overview(event=event).quality
    try:
        a, b = seat_swap(
            event=event,
            round_number=number,
            first=form.cleaned_data["first"],
            second=form.cleaned_data["second"],
            actor=request.user,
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        swapped = _("Round %(number)d: %(first)s and %(second)s changed seats.") % {
            "number": number,
            "first": b.player_name,
            "second": a.player_name,
        }
        after = seating_overview(event=event).quality
        messages.success(request, f"{swapped} {_swap_quality_message(before, after)}".strip())
    return redirect(f"{reverse('seating_draw', kwargs={'slug': event.slug})}#round-{number}")


def _swap_quality_message(before: seating.Quality | None, after: seating.Quality | None) -> str:
    """What a swap did to the draw's quality: the repeat meetings and the most meetings of
    any pair, before → after (the figures of the quality panel)."""
    if before is None or after is None:
        return ""
    figures = _(
        "Repeat meetings: %(before)d → %(after)d; most meetings of any pair: %(most_before)d → %(most_after)d."
    ) % {
        "before": before.repeats,
        "after": after.repeats,
        "most_before": before.max_meetings,
        "most_after": after.max_meetings,
    }
    if (after.repeats, after.max_meetings) > (before.repeats, before.max_meetings):
        return figures + " " + _("The draw got worse.")
    if (after.repeats, after.max_meetings) < (before.repeats, before.max_meetings):
        return figures + " " + _("The draw got better.")
    return figures + " " + _("The draw's quality is unchanged.")


def seating_players(request: HttpRequest, slug: str) -> HttpResponse:
    """Where do I sit: each player's table and wind per round, for a phone."""
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    query = request.GET.get("q", "").strip()
    rows = seating_by_player(event=event)
    if query:
        rows = [r for r in rows if query.casefold() in r.name.casefold()]
    return render(
        request,
        "seat_draws/players.html",
        {"event": event, "club": event.club, "rows": rows, "query": query},
    )


@once_view
def seating_participants(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = once_field_add(ParticipantsForm(request.POST or None, event=event))
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            added = create_once(
                form,
                create=lambda: players_add(
                    event=event,
                    members=data["members"],
                    guest_names=data["guests"],
                    group=data["group"],
                    actor=request.user,
                ),
                url=lambda made: reverse("seating_participants", kwargs={"slug": event.slug}),
            )
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            _players_added_messages(request, added)
            return redirect("seating_participants", slug=event.slug)
    participants = event_participants(event=event)
    return render(
        request,
        "seat_draws/participants.html",
        {
            "event": event,
            "club": event.club,
            "form": form,
            "active": [p for p in participants if p.active],
            "withdrawn": [p for p in participants if not p.active],
            "team_names": participant_team_names(participants),
            "draw_url": reverse("seating_draw", kwargs={"slug": event.slug}),
        },
        status=refused_status(request),
    )


def _players_added_messages(request: HttpRequest, added: PlayersAdded) -> None:
    """How many came into the field, whose registration is back, and (beyond the places)
    the event's figures as every page counts them."""
    count = len(added.players)
    done = ngettext("%(count)d player added.", "%(count)d players added.", count) % {"count": count}
    if added.reinstated:
        done += " " + _("Registration reinstated: %(names)s.") % {
            "names": ", ".join(r.shown_name for r in added.reinstated)
        }
    messages.success(request, done)
    if added.over_places:
        messages.warning(
            request,
            _(
                "The event is over its places: %(taken)d places taken (registered or offered) "
                "for %(places)d places. Raise the number of places in the registration "
                "settings, or withdraw someone."
            )
            % {"taken": added.counts.taken, "places": added.counts.capacity},
        )


@require_POST
def seating_participant_withdraw(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    participant = participant_get(event=event, pk=pk)
    name = participant.name
    try:
        kept, registration_withdrawn = player_withdraw(participant=participant, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        done = (
            _("%(name)s withdrew after round %(round)d.")
            % {"name": name, "round": kept.withdrew_after_round}
            if kept is not None and kept.withdrew_after_round is not None
            else _("%(name)s removed.") % {"name": name}
        )
        if registration_withdrawn:
            done += " " + _("The registration is withdrawn too.")
        messages.success(request, done)
    return redirect("seating_participants", slug=event.slug)


def seating_plan(request: HttpRequest, slug: str) -> HttpResponse:
    """A seating plan brought in: upload a file, see its problems by row or its tables and
    quality (nothing stored yet), then "use this plan" (``seating_plan_use``)."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = SeatPlanForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        name = str(upload.name or "")
        try:
            rows = plan_file_read(upload.read(MAX_UPLOAD_BYTES + 1), name)
        except PlanFileError as exc:
            form.add_error("file", str(exc))
        else:
            plan = seat_plan_check(event=event, rows=rows)
            token = plan_token(event_id=event.pk, rows=rows, filename=name) if plan.ok else ""
            return render(
                request,
                "seat_draws/plan_preview.html",
                {
                    "event": event,
                    "club": event.club,
                    "plan": plan,
                    "preview": seat_plan_preview(event=event, plan=plan) if plan.ok else None,
                    "token": token,
                    "filename": name,
                },
            )
    return render(
        request,
        "seat_draws/plan.html",
        {
            "event": event,
            "club": event.club,
            "form": form,
            "exports": export_links(request, SeatPlanExporter, "seating_plan_export", slug=slug),
            "columns": [column_label(name) for name in COLUMNS],
        },
    )


@require_POST
def seating_plan_use(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    try:
        rows, filename = plan_from_token(event_id=event.pk, token=request.POST.get("token", ""))
        numbers = seat_plan_use(event=event, rows=rows, filename=filename, actor=request.user)
    except PlanFileError as exc:
        messages.error(request, str(exc))
        return redirect("seating_plan", slug=event.slug)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect("seating_plan", slug=event.slug)
    messages.success(
        request,
        ngettext(
            "The plan seats round %(rounds)s.", "The plan seats rounds %(rounds)s.", len(numbers)
        )
        % {"rounds": ", ".join(map(str, numbers))},
    )
    return redirect("seating_draw", slug=event.slug)


def seating_plan_export(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    """The event's seating as a plan's file (xlsx or CSV): what the upload reads."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    exporter = SeatPlanExporter(event, seat_plan_lines(event=event))
    return export_download(exporter, fmt, request.GET.get("lang"))


def _best_so_far(progress: dict[str, Any]) -> str:
    """The best draw the search has found so far, as the draw's message says it."""
    repeats, most = progress.get("repeats"), progress.get("most_meetings")
    if not isinstance(repeats, int) or not isinstance(most, int):
        return ""
    return ngettext(
        "%(count)d repeat meeting; a pair meets at most %(most)d times.",
        "%(count)d repeat meetings; a pair meets at most %(most)d times.",
        repeats,
    ) % {"count": repeats, "most": most}
