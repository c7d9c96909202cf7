"""The table page as the views at a table answer with it: its context (state, entry form,
clock, links, sections other features add), its URLs, and the responses for a conflict, a
hand gone or a table no longer confirmed.

Every write goes through one service; a domain error (ValidationError, HandConflict) becomes
a message or a field error, never a 500."""

from __future__ import annotations

import dataclasses
import uuid
from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _

from scoring.engine.progression import GameEnd
from scoring.forms import HandEntryForm
from scoring.notation_help import (
    NOTATION_HELP,
    NOTATION_HELP_NO_BONUS,
    NOTATION_SEPARATORS_HELP,
)
from scoring.wind_markers import wind_letters
from tournaments.core.live import table_topic
from tournaments.core.permissions import event_access
from tournaments.core.qr import qr_svg_kept
from tournaments.events.models import HandAcceptance, Round, RoundStatus
from tournaments.events.services.lifecycle import round_check_first_hand
from tournaments.play.models import Table
from tournaments.play.selectors.acceptance import table_checks, table_open_call
from tournaments.play.selectors.clock import round_clock
from tournaments.play.selectors.rulesets import event_ruleset, ruleset_info
from tournaments.play.selectors.table_links import table_link_path
from tournaments.play.selectors.table_state import table_state
from tournaments.play.services.round_close import CONFIRM_WHO, table_confirm_refusal
from tournaments.play.views.offline import OFFLINE_HEADER, TABLE_PAGE
from tournaments.play.views.sections import table_sections_context
from tournaments.play.views.sync import queue_strings, turn_json

PICKER_ROWS = [[(f"{suit}{n}", suit) for n in range(1, 10)] for suit in ("b", "c", "k")] + [
    [(t, "h") for t in ("E", "S", "W", "N", "Rd", "Gd", "Wd")],
    [(f"f{n}", "f") for n in range(1, 5)] + [(f"s{n}", "f") for n in range(1, 5)],
]


def picker_rows(*, bonus_tiles: bool = True) -> list[list[tuple[str, str]]]:
    """:data:`PICKER_ROWS` with the wind tiles in the page language's letters (O Z W N on
    a Dutch page): what a tap writes is what the scorekeeper reads and may type. Without
    ``bonus_tiles`` (a ruleset that plays no flowers or seasons) the last row is left out."""
    winds = dict(zip("ESWN", wind_letters().split(), strict=True))
    rows = PICKER_ROWS if bonus_tiles else [r for r in PICKER_ROWS if r[0][1] != "f"]
    return [[(winds.get(t, t), suit) for t, suit in row] for row in rows]


def table_kwargs(table: Table) -> dict[str, Any]:
    return {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
    }


def table_urls(table: Table) -> dict[str, str]:
    kw = table_kwargs(table)
    return {
        "table": reverse("play_table", kwargs=kw),
        "create": reverse("play_hand_create", kwargs=kw),
        "preview": reverse("play_hand_preview", kwargs=kw),
        "confirm": reverse("play_table_confirm", kwargs=kw),
        "audit": reverse("play_table_audit", kwargs=kw),
        "close": reverse(
            "play_round_close", kwargs={"slug": kw["slug"], "round_number": kw["round_number"]}
        ),
    }


def conflict_response(request: HttpRequest, table: Table, message: str) -> HttpResponse:
    """409 Conflict: the message and the table as it is now."""
    messages.error(request, message)
    return render_table(request, table, status=409)


def hand_gone(request: HttpRequest, table: Table) -> HttpResponse:
    """A form named a hand (by id) that no longer exists."""
    return conflict_response(
        request,
        table,
        _(
            "This hand has been deleted on another device in the meantime. Nothing was "
            "changed; check the table below."
        ),
    )


def unconfirmed_message(request: HttpRequest, *, was_confirmed: bool) -> None:
    """Say so when a change withdrew the table's confirmation (``was_confirmed``: read
    before the change; the service's table lock refreshes the caller's table in place)."""
    if was_confirmed:
        messages.warning(
            request,
            _("The table's result had been confirmed; it changed, so it must be confirmed again."),
        )


def entry_form(
    table: Table, players: list[tuple[str, str]], data: Any = None, initial: Any = None
) -> HandEntryForm:
    event = table.round.event
    ruleset = event_ruleset(event)
    info = ruleset_info(ruleset)
    hand_facts = info["hand_facts"]
    if hand_facts is not None:  # what the event's house options ask beside (red fives)
        optional = ruleset.facts_asked(event.ruleset_options or {})
        hand_facts = dataclasses.replace(hand_facts, optional=optional)
    return HandEntryForm(
        data,
        initial=initial,
        players=players,
        every_player_scores=info["every_player_scores"],
        has_pao=info["has_pao"],
        has_laak=info["has_laak"],
        has_flowers=info["has_flowers"],
        conditions=info["conditions"],
        result_kinds=info["result_kinds"],
        has_bonus_tiles=info["has_bonus_tiles"],
        quick_facts=info["quick_facts"],
        hand_facts=hand_facts,
        several_winners=ruleset.several_winners(event.ruleset_options or {}),
    )


def players_of(winds: dict[str, Any]) -> list[tuple[str, str]]:
    return [(w, seat.player_name) for w, seat in winds.items()]


def _player_link(request: HttpRequest, table: Table, *, staff: bool) -> dict[str, Any]:
    """The players' link and its QR code, for the event's staff only."""
    if not staff:
        return {}
    link = request.build_absolute_uri(table_link_path(table=table))
    return {"player_link": link, "player_qr": qr_svg_kept(link, css_class="qr player-qr")}


def page_context(request: HttpRequest, table: Table, **extra: Any) -> dict[str, Any]:
    event = table.round.event
    access = event_access(request.user, event)
    info = ruleset_info(event_ruleset(event))
    return {
        "table": table,
        "event": event,
        "club": event.club,
        "round": table.round,
        "ruleset": info,
        "notation_help": NOTATION_HELP if info["has_bonus_tiles"] else NOTATION_HELP_NO_BONUS,
        "notation_separators_help": NOTATION_SEPARATORS_HELP,
        # a finished or cancelled event changes nothing: no entry, edit or delete buttons
        "can_enter": access.enter_hands and event.is_open,
        "can_referee": access.referee,
        "table_kwargs": table_kwargs(table),
        "picker_rows": picker_rows(bonus_tiles=info["has_bonus_tiles"]),
        "urls": table_urls(table),
        "save_label": _("Save hand"),
        "clock": round_clock(round_=table.round, table=table),
        **_player_link(request, table, staff=access.enter_hands),
        **extra,
    }


def hand_form_html(request: HttpRequest, table: Table, form: HandEntryForm) -> str:
    """The entry form as the table page shows it (its errors next to their fields), for the
    device's queue to put in place of the form it sent: a refused save is shown without
    posting the hand a second time."""
    urls = table_urls(table)
    ctx = page_context(
        request,
        table,
        form=form,
        action=urls["create"],
        preview_url=urls["preview"],
        submit_label=_("Save hand"),
        idempotency_key=uuid.uuid4(),
    )
    return render_to_string("play/_hand_form.html", ctx, request=request)


#: the parts of the table page a live page fetches again after a save elsewhere
LIVE_PARTS = {
    "head": "play/_table_head.html",
    "seats": "play/_table_seats.html",
    "hands": "play/_table_hands.html",
}


def render_table(
    request: HttpRequest, table: Table, form: HandEntryForm | None = None, status: int = 200
) -> HttpResponse:
    state = table_state(table=table)
    ctx = page_context(request, table, state=state, live_topic=table_topic(table.pk))
    ctx.update(table_sections_context(request, table, state))
    ctx["referee_call"] = table_open_call(table=table)
    if table.round.event.hand_acceptance == HandAcceptance.HAND:
        ctx["table_checks"] = table_checks(table=table)
    live = request.method == "GET" and request.headers.get("HX-Request")
    part = request.GET.get("part", "") if live else ""
    if part == "head" and ctx["can_enter"]:
        ctx["head_turn"] = turn_json(state)  # an untouched entry form follows it (hand_queue.js)
    if part in LIVE_PARTS:  # a live page fetches its header, seats or hands (docs/live.md)
        return render(request, LIVE_PARTS[part], ctx, status=status)
    if state.rows and not table.is_confirmed:
        refusal = table_confirm_refusal(table=table, user=request.user)
        ctx["can_confirm"] = refusal is None
        ctx["confirm_who"] = CONFIRM_WHO
        ctx["confirm_refusal"] = refusal if refusal and refusal != str(CONFIRM_WHO) else ""
    open_for_entry = (
        ctx["can_enter"]
        and state.ended is not GameEnd.NORTH_ROUND
        and table.round.status != RoundStatus.CLOSED
    )
    if open_for_entry and form is None:
        # a first hand would start this round: say now, not after a hand was typed in,
        # when the round may not start yet (an earlier round unplayed, an early event)
        ctx["start_refusal"] = first_hand_refusal(table.round)
        open_for_entry = not ctx["start_refusal"]
    if open_for_entry or form is not None:
        if form is None:
            form = entry_form(table, players_of(state.winds), initial={"number": state.next_number})
        ctx["form"] = form
        ctx["idempotency_key"] = uuid.uuid4()  # a resent form (no JavaScript) saves once
        ctx["queue_strings"] = queue_strings()
        ctx["table_turn"] = turn_json(state)
    response = render(request, "play/table.html", ctx, status=status)
    if "form" in ctx and status == 200:
        response[OFFLINE_HEADER] = TABLE_PAGE  # the service worker may keep it for offline use
    return response


def first_hand_refusal(round_: Round) -> str:
    """Why a hand cannot be entered in ``round_`` yet ("" when it can)."""
    try:
        round_check_first_hand(round_=round_)
    except ValidationError as exc:
        return " ".join(exc.messages)
    return ""
