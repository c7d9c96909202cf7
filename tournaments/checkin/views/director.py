"""The director's check-in pages (a referee or the club admin): check-in on or off and its
deadline, the players' personal links to print, withdrawing the no-shows; and the poster
with the door's QR code (for whoever runs the desk)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from tournaments.checkin.forms import CheckInSettingsForm
from tournaments.checkin.selectors.desk import check_in_desk, check_in_participant_get
from tournaments.checkin.services.director import (
    check_in_links_issue,
    check_in_no_shows_withdraw,
    event_check_in_set,
)
from tournaments.checkin.views.shared import policy_hint_text
from tournaments.core.access import deny
from tournaments.core.integers import posted_id
from tournaments.core.permissions import can_enter_hands, can_referee
from tournaments.core.qr import qr_svg
from tournaments.events.selectors.events import event_get


@require_POST
def checkin_settings_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    form = CheckInSettingsForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Enter the deadline as a time, such as 19:30."))
        return redirect("checkin_desk", slug=event.slug)
    try:
        event_check_in_set(
            event=event,
            enabled=form.cleaned_data["enabled"],
            deadline=form.cleaned_data["deadline"],
            actor=request.user,
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(
            request,
            _("Check-in is on.") if event.check_in_enabled else _("Check-in is off."),
        )
    return redirect("checkin_desk", slug=event.slug)


def checkin_links_view(request: HttpRequest, slug: str) -> HttpResponse:
    """GET: who has a personal link. POST: new links (for everyone, or the one posted as
    ``participant``), shown once as cards to print: only their hash is stored."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    desk = check_in_desk(event=event)
    cards = []
    if request.method == "POST":
        one = None
        if "participant" in request.POST:  # one player's new link (a bad id: 404)
            one = check_in_participant_get(event=event, pk=posted_id(request, "participant"))
        try:
            tokens = check_in_links_issue(event=event, actor=request.user, participant=one)
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
            return redirect("checkin_links", slug=event.slug)
        for row in desk.rows:
            token = tokens.get(row.participant.pk)
            if token is None:
                continue
            path = reverse("checkin_link", kwargs={"slug": event.slug, "token": token})
            url = request.build_absolute_uri(path)
            cards.append({"name": row.name, "url": url, "qr": qr_svg(url, title=row.name)})
    return render(
        request,
        "checkin/links.html",
        {"event": event, "club": event.club, "desk": desk, "cards": cards},
    )


def checkin_no_shows_view(request: HttpRequest, slug: str) -> HttpResponse:
    """The no-shows listed, one confirmation, then all withdrawn at once (audited)."""
    event = event_get(slug=slug)
    if not can_referee(request.user, event):
        return deny(request, event)
    if request.method == "POST" and request.POST.get("confirm"):
        try:
            gone = check_in_no_shows_withdraw(event=event, actor=request.user)
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
        else:
            messages.success(
                request,
                ngettext(
                    "%(count)d player who did not check in was withdrawn.",
                    "%(count)d players who did not check in were withdrawn.",
                    len(gone),
                )
                % {"count": len(gone)},
            )
            hint = policy_hint_text(event, check_in_desk(event=event).hint)
            if hint:
                messages.warning(request, hint)
        return redirect("checkin_desk", slug=event.slug)
    desk = check_in_desk(event=event)
    return render(
        request,
        "checkin/no_shows.html",
        {"event": event, "club": event.club, "desk": desk},
    )


def checkin_poster_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A page to print and put at the door: one QR code to the event's check-in page."""
    event = event_get(slug=slug)
    if not can_enter_hands(request.user, event):
        return deny(request, event)
    url = request.build_absolute_uri(reverse("checkin_door", kwargs={"slug": event.slug}))
    return render(
        request,
        "checkin/poster.html",
        {"event": event, "club": event.club, "url": url, "qr": qr_svg(url, css_class="qr")},
    )
