"""What players do on their table's page (the link of the table's QR code) with the code
beside their seat: sign in, enter the next hand (when the event lets the players enter),
accept or dispute another player's hand, call the referee (docs/acceptance.md). Each write
is one service; the services check who may (``play.services.acceptance``).

The entry and the accept/dispute buttons go through the device's queue
(``static/js/players_queue.js``), which posts with ``Accept: application/json`` and gets the
answers of the scorekeeper's queue (``views/sync.py``): a save sent again with its key, or a
decision taken twice, is answered with what is stored, never done twice."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django.views.decorators.http import require_GET, require_POST

from scoring.forms import HandEntryForm
from tournaments.core.integers import posted_id
from tournaments.events.services.event_guard import EventClosed
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_state import hand_at, table_state
from tournaments.play.selectors.turns import hand_winds_of
from tournaments.play.services.acceptance import (
    hand_accept,
    hand_correction_ask,
    hand_dispute,
    hand_enter_by_seat,
)
from tournaments.play.services.hand_entry import HandConflict, HandSavedElsewhere, RoundClosed
from tournaments.play.services.hand_saves import save_digest, save_key
from tournaments.play.services.referee_calls import referee_call_make
from tournaments.play.services.table_links import table_seat_sign_in
from tournaments.play.views.hand_preview import next_hand_preview
from tournaments.play.views.players_seat import (
    entry_context,
    players_form,
    seat_forget,
    seat_remember,
    signed_in_seat,
)
from tournaments.play.views.sync import (
    conflict_json,
    entry_lines,
    hand_json,
    invalid_json,
    saved_response,
    wants_json,
)
from tournaments.play.views.table_link import players_page, private, table_or_404
from tournaments.play.views.table_page import entry_form, players_of


def _back(table: Table, token: str, anchor: str = "") -> HttpResponse:
    return private(redirect(reverse("table_link", args=[table.pk, token]) + anchor))


def _not_signed_in(request: HttpRequest, table: Table, token: str) -> HttpResponse:
    if wants_json(request):
        message = _("Sign in with your seat code first.")
        return private(JsonResponse({"status": "forbidden", "message": message}, status=403))
    messages.error(request, _("Sign in with your seat code first."))
    return _back(table, token, "#seat-sign-in")


def _refused(request: HttpRequest, table: Table, token: str, form: HandEntryForm) -> HttpResponse:
    """422: the hand itself is not valid; the page or, for the device's queue, the form with
    each error beside its field (the queue shows it without posting the hand again)."""
    if not wants_json(request):
        return players_page(request, table, token, form=form, status=422)
    html = render_to_string(
        "play/_hand_form.html", entry_context(table, token, form), request=request
    )
    return private(invalid_json(form, form_html=html))


@require_POST
def table_link_sign_in(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table = table_or_404(table_id, token)
    try:
        seat = table_seat_sign_in(
            table=table, seat_id=posted_id(request, "seat"), code=request.POST.get("code", "")[:20]
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return _back(table, token, "#seat-sign-in")
    seat_remember(request, table, seat, token)
    messages.success(request, _("Signed in as %(name)s.") % {"name": seat.player_name})
    return _back(table, token, "#acceptance")


@require_POST
def table_link_sign_out(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table = table_or_404(table_id, token)
    seat_forget(request, table)
    return _back(table, token)


@require_POST
def table_link_hand_create(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table = table_or_404(table_id, token)
    seat = signed_in_seat(request, table, token)
    if seat is None:
        return _not_signed_in(request, table, token)
    form = players_form(table, table_state(table=table), data=request.POST)
    try:
        key = save_key(request.POST.get("idempotency_key"))
    except ValidationError as exc:
        form.is_valid()
        form.add_error(None, exc)
        return _refused(request, table, token, form)
    if not form.is_valid() or form.cleaned_data.get("number") is None:
        form.add_error(None, _("The hand was not saved: check the form."))
        return _refused(request, table, token, form)
    try:
        hand, replayed = hand_enter_by_seat(
            table=table,
            seat=seat,
            entry=form.valid_entry,
            number=form.cleaned_data["number"],
            key=key,
            digest=save_digest(request.POST.lists()),
        )
    except HandSavedElsewhere as exc:
        return _hand_conflict(request, table, token, exc.to_player(), exc.current)
    except HandConflict as exc:
        return _hand_conflict(request, table, token, exc.message, exc.current)
    except (EventClosed, RoundClosed) as exc:
        return _conflict(request, table, token, " ".join(exc.messages))
    except ValidationError as exc:
        form.add_scoring_error(exc)
        return _refused(request, table, token, form)
    messages.success(request, _("Hand %(number)d saved.") % {"number": hand.number})
    if wants_json(request):
        return private(saved_response(table, hand, replayed=replayed))
    return _back(table, token, "#acceptance")


def _conflict(
    request: HttpRequest, table: Table, token: str, message: str, current: Hand | None = None
) -> HttpResponse:
    """409: saved first on another phone, the round closed, the event finished."""
    if wants_json(request):
        return private(conflict_json(table, message, current))
    messages.error(request, message)
    return _back(table, token, "#hands")


def _hand_conflict(
    request: HttpRequest, table: Table, token: str, message: str, current: Hand | None
) -> HttpResponse:
    """409: another phone saved this hand number first. The device's queue gets both
    versions' data and shows them (``players_queue.js``); a plain form post gets the page
    with both versions side by side and the player's choices: keep the saved hand, or
    send theirs as a correction (their fields go along in that form, so nothing typed is
    lost). The saved hand is never changed by this post."""
    if wants_json(request) or current is None:
        return _conflict(request, table, token, message, current)
    sent = [
        (name, value)
        for name, values in request.POST.lists()
        if name not in _NOT_RESENT
        for value in values
    ]
    mine = entry_form(
        table, players_of(hand_winds_of(table=table, hand=current)), data=request.POST
    )
    conflict = {
        "message": message,
        "number": current.number,
        "mine": entry_lines(mine),
        "saved": hand_json(table, current),
        "fields": sent,
    }
    return players_page(request, table, token, conflict=conflict, status=409)


# What a correction's form does not carry over from the refused save: a new token, no key,
# its own hand number (``correct_number``).
_NOT_RESENT = frozenset({"csrfmiddlewaretoken", "idempotency_key", "number", "correct_number"})


@require_POST
def table_link_hand_correction(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    """A player's version of a hand another phone saved first, sent as a correction: the
    referee is called for that hand with it (``acceptance.hand_correction_ask``); the saved
    hand stays as it is until the referee decides."""
    table = table_or_404(table_id, token)
    seat = signed_in_seat(request, table, token)
    if seat is None:
        return _not_signed_in(request, table, token)
    number = posted_id(request, "correct_number")
    hand = hand_at(table=table, number=number) if number else None
    if hand is None:
        message = _("This hand no longer exists.")
        return _conflict(request, table, token, message)
    form = entry_form(table, players_of(hand_winds_of(table=table, hand=hand)), data=request.POST)
    form.is_valid()
    version = "; ".join(f"{label}: {value}" for label, value in entry_lines(form))
    try:
        hand_correction_ask(table=table, seat=seat, number=hand.number, version=version)
    except ValidationError as exc:
        return _conflict(request, table, token, " ".join(exc.messages))
    messages.success(
        request,
        pgettext(
            "to a player",
            "Your version of hand %(number)d is sent: the referee is called to the table.",
        )
        % {"number": hand.number},
    )
    if wants_json(request):
        return private(JsonResponse({"status": "saved", "number": hand.number}))
    return _back(table, token, "#acceptance")


@require_POST
def table_link_preview(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table = table_or_404(table_id, token)
    if signed_in_seat(request, table, token) is None:
        return private(HttpResponse(_("Sign in with your seat code first."), status=403))
    return private(next_hand_preview(request, table, to_player=True))


@require_POST
def table_link_decide(
    request: HttpRequest, table_id: int, token: str, number: int, verdict: str
) -> HttpResponse:
    """Accept (``verdict`` "accept") or dispute ("dispute") hand ``number``."""
    table = table_or_404(table_id, token)  # a wrong link counts as a guess first
    if verdict not in ("accept", "dispute"):
        raise Http404
    seat = signed_in_seat(request, table, token)
    if seat is None:
        return _not_signed_in(request, table, token)
    try:
        if verdict == "accept":
            hand_accept(table=table, seat=seat, number=number)
        else:
            hand_dispute(table=table, seat=seat, number=number)
    except ValidationError as exc:
        if wants_json(request):
            return _conflict(request, table, token, " ".join(exc.messages))
        messages.error(request, " ".join(exc.messages))
    else:
        if verdict == "accept":
            messages.success(request, _("Hand %(number)d accepted.") % {"number": number})
        else:
            messages.warning(
                request,
                _("Hand %(number)d disputed: the referee is called.") % {"number": number},
            )
        if wants_json(request):  # a decision sent again finds it taken: the same answer
            return private(JsonResponse({"status": "saved", "number": number}))
    return _back(table, token, "#acceptance")


@require_POST
def table_link_referee(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table = table_or_404(table_id, token)
    try:
        referee_call_make(table=table, seat=signed_in_seat(request, table, token))
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, _("The referee is called to your table."))
    return _back(table, token, "#acceptance")


@require_GET
def table_link_acceptance(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    """The part of the players' page that changes with a hand's acceptance or a call."""
    table = table_or_404(table_id, token)
    return players_page(request, table, token, template="play/_table_acceptance.html")
