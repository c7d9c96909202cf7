"""Entering the next hand at a table (from the page or the device's queue).

The one action has one verb: ``hand_enter_view`` -> ``play.services.hand_entry.hand_enter`` ->
``play.services.hands.hand_create``.
"""

from __future__ import annotations

import uuid

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.forms import HandEntryForm
from tournaments.core.access import deny
from tournaments.core.permissions import event_access
from tournaments.events.services.event_guard import EventClosed
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_state import next_hand, table_for_play, table_state
from tournaments.play.services.hand_entry import HandConflict, RoundClosed, hand_enter
from tournaments.play.services.hand_saves import hand_enter_once, save_digest, save_key
from tournaments.play.views.sync import conflict_json, invalid_json, saved_response, wants_json
from tournaments.play.views.table_page import (
    conflict_response,
    entry_form,
    hand_form_html,
    players_of,
    render_table,
    unconfirmed_message,
)


@require_POST
def hand_enter_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not event_access(request.user, table.round.event).enter_hands:
        return deny(request, table.round.event)
    as_json = wants_json(request)  # the device's hand queue (play_sync)
    form = entry_form(table, players_of(next_hand(table=table).winds), data=request.POST)

    def invalid() -> HttpResponse:
        if as_json:
            return invalid_json(form, form_html=hand_form_html(request, table, form))
        return render_table(request, table, form, status=422)

    try:
        key = save_key(request.POST.get("idempotency_key"))
    except ValidationError as exc:
        form.is_valid()
        form.add_error(None, exc)
        return invalid()
    if not form.is_valid():
        return invalid()
    if form.cleaned_data.get("number") is None:
        # Without the number it showed, a resent form could not be told from a new hand.
        form.add_error(None, _("This form is out of date. Reload the page and enter the hand."))
        return invalid()
    was_confirmed = table.is_confirmed
    try:
        hand, replayed = _save(request, table, form, key)
    except (RoundClosed, EventClosed) as exc:
        if as_json:
            return conflict_json(table, " ".join(exc.messages))
        return conflict_response(request, table, " ".join(exc.messages))
    except HandConflict as exc:
        if as_json:
            return conflict_json(table, exc.message, exc.current)
        return _conflict_page(request, table, exc)
    except ValidationError as exc:
        form.add_scoring_error(exc)
        return invalid()
    messages.success(request, _("Hand %(number)d saved.") % {"number": hand.number})
    if not replayed:
        unconfirmed_message(request, was_confirmed=was_confirmed)
    if as_json:
        return saved_response(table, hand, replayed=replayed)
    response = redirect(table.get_absolute_url() + "#hands")
    if replayed:
        response["Idempotent-Replayed"] = "true"
    return response


def _save(
    request: HttpRequest, table: Table, form: HandEntryForm, key: uuid.UUID | None
) -> tuple[Hand, bool]:
    """Enter the form's hand (once per idempotency key): the hand and whether it was a
    repeated save answered with the hand already stored."""
    number = form.cleaned_data.get("number")
    if key is None:
        hand = hand_enter(
            table=table, entry=form.valid_entry, entered_by=request.user, number=number
        )
        return hand, False
    saved = hand_enter_once(
        table=table,
        entry=form.valid_entry,
        entered_by=request.user,
        number=number,
        key=key,
        digest=save_digest(request.POST.lists()),
    )
    return saved.hand, saved.replayed


def _conflict_page(request: HttpRequest, table: Table, exc: HandConflict) -> HttpResponse:
    """Another device saved this hand first: the table page again, the form kept and
    renumbered for the next hand."""
    messages.error(request, exc.message)
    data = request.POST.copy()
    state = table_state(table=table)
    data["number"] = str(state.next_number)
    data.pop("idempotency_key", None)
    form = entry_form(table, players_of(state.winds), data=data)
    form.is_valid()
    return render_table(request, table, form, status=409)
