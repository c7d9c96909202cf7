"""Playing a round: the table page, entering and correcting hands, the live preview.

Every write goes through one service; a domain error (ValidationError, HandConflict) becomes
a message or a field error, never a 500.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from scoring.engine.progression import GameEnd
from scoring.forms import NOTATION_HELP, NOTATION_SEPARATORS_HELP, HandEntryForm
from scoring.notation import format_player
from tournaments.integers import NotAnInteger, parse_int
from tournaments.models import Hand, RoundStatus, Table
from tournaments.permissions import can_enter_hands, can_referee, can_view_event
from tournaments.reports.qr import qr_svg
from tournaments.selectors.clock import round_clock
from tournaments.selectors.hand_breakdown import element_lines, hand_breakdown
from tournaments.selectors.pao import pao_hint
from tournaments.selectors.rulesets import ruleset_info
from tournaments.selectors.table_links import table_link_path
from tournaments.selectors.table_state import (
    hand_at,
    hand_by_id,
    hand_for_play,
    next_hand,
    table_for_play,
    table_state,
)
from tournaments.selectors.winds import hand_winds_of
from tournaments.services.corrections import hand_correct
from tournaments.services.hand_entry import (
    HandConflict,
    RoundClosed,
    build_entry,
    draws_before_number,
    hand_enter,
)
from tournaments.services.hand_saves import hand_enter_once, save_digest, save_key
from tournaments.services.round_close import CONFIRM_WHO, table_confirm_refusal
from tournaments.services.scoring import entry_deal_score
from tournaments.views._access import deny
from tournaments.views.offline import OFFLINE_HEADER, TABLE_PAGE
from tournaments.views.penalties_table import penalty_context
from tournaments.views.play_sync import (
    conflict_json,
    invalid_json,
    queue_strings,
    saved_response,
    turn_json,
    wants_json,
)

PICKER_ROWS = [[(f"{suit}{n}", suit) for n in range(1, 10)] for suit in ("b", "c", "k")] + [
    [(t, "h") for t in ("E", "S", "W", "N", "Rd", "Gd", "Wd")],
    [(f"f{n}", "f") for n in range(1, 5)] + [(f"s{n}", "f") for n in range(1, 5)],
]


def _table_kwargs(table: Table) -> dict[str, Any]:
    return {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
    }


def _urls(table: Table) -> dict[str, str]:
    kw = _table_kwargs(table)
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


def table_url(table: Table) -> str:
    return reverse("play_table", kwargs=_table_kwargs(table))


def posted_id(request: HttpRequest, name: str) -> int | None:
    """A positive id from the POST data (ASCII digits only), else None."""
    value = request.POST.get(name, "")
    if value.isascii() and value.isdigit() and len(value) < 19:
        return int(value) or None
    return None


def conflict_response(request: HttpRequest, table: Table, message: str) -> HttpResponse:
    """409 Conflict: the message and the table as it is now."""
    messages.error(request, message)
    return _render_table(request, table, status=409)


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


def unconfirmed_message(request: HttpRequest, table: Table) -> None:
    """Say so when a change withdrew the table's confirmation (``table`` as read before)."""
    if table.is_confirmed:
        messages.warning(
            request,
            _("The table's result had been confirmed; it changed, so it must be confirmed again."),
        )


def _entry_form(
    table: Table, players: list[tuple[str, str]], data: Any = None, initial: Any = None
) -> HandEntryForm:
    info = ruleset_info(table.round.event.ruleset)
    return HandEntryForm(
        data,
        initial=initial,
        players=players,
        every_player_scores=info["every_player_scores"],
        has_pao=info["has_pao"],
        has_laak=info["has_laak"],
        has_flowers=info["has_flowers"],
        conditions=info["conditions"],
    )


def _players(winds: dict[str, Any]) -> list[tuple[str, str]]:
    return [(w, seat.player_name) for w, seat in winds.items()]


def _player_link(request: HttpRequest, table: Table) -> dict[str, Any]:
    """The players' link and its QR code, for the event's staff only."""
    if not can_enter_hands(request.user, table.round.event):
        return {}
    link = request.build_absolute_uri(table_link_path(table=table))
    return {"player_link": link, "player_qr": qr_svg(link, css_class="qr player-qr")}


def _page_context(request: HttpRequest, table: Table, **extra: Any) -> dict[str, Any]:
    event = table.round.event
    return {
        "table": table,
        "event": event,
        "club": event.club,
        "round": table.round,
        "ruleset": ruleset_info(event.ruleset),
        "notation_help": NOTATION_HELP,
        "notation_separators_help": NOTATION_SEPARATORS_HELP,
        "can_enter": can_enter_hands(request.user, event),
        "can_referee": can_referee(request.user, event),
        "table_kwargs": _table_kwargs(table),
        "picker_rows": PICKER_ROWS,
        "urls": _urls(table),
        "save_label": _("Save hand"),
        "clock": round_clock(round_=table.round, table=table),
        **_player_link(request, table),
        **extra,
    }


def _render_table(
    request: HttpRequest, table: Table, form: HandEntryForm | None = None, status: int = 200
) -> HttpResponse:
    state = table_state(table=table)
    ctx = _page_context(request, table, state=state)
    ctx.update(penalty_context(request, table, state))
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
    if open_for_entry or form is not None:
        if form is None:
            form = _entry_form(table, _players(state.winds), initial={"number": state.next_number})
        ctx["form"] = form
        ctx["idempotency_key"] = uuid.uuid4()  # a resent form (no JavaScript) saves once
        ctx["queue_strings"] = queue_strings()
        ctx["table_turn"] = turn_json(state)
    response = render(request, "play/table.html", ctx, status=status)
    if "form" in ctx and status == 200:
        response[OFFLINE_HEADER] = TABLE_PAGE  # the service worker may keep it for offline use
    return response


def table_play(request: HttpRequest, slug: str, round_number: int, table_number: int):
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_view_event(request.user, table.round.event):
        return deny(request)
    return _render_table(request, table)


# --- the live preview ------------------------------------------------------------------------
def _preview(
    request: HttpRequest, table: Table, form: HandEntryForm, *, prevailing: str, draws: int
) -> HttpResponse:
    score = None
    hint = None
    rows: list[dict[str, Any]] = []
    if form.is_valid():
        entry = build_entry(
            table=table,
            entry=form.entry,
            prevailing_wind=prevailing,
            winds=form.winds,
            draws=draws,
        )
        try:
            score = entry_deal_score(entry=entry)
        except ValidationError as exc:
            form.add_scoring_error(exc)
        else:
            settlement = score.settlement.as_dict()
            names = dict(form.players)
            unit = ruleset_info(table.round.event.ruleset)["unit"]
            for wind in form.winds:
                rows.append(
                    {
                        "wind": wind,
                        "name": names[wind],
                        "points": score.points.get(wind, 0),
                        "settlement": settlement.get(wind, 0),
                        "elements": element_lines(
                            (e.as_dict() for e in score.elements.get(wind, ())),
                            ruleset_unit=unit,
                        ),
                    }
                )
            hint = pao_hint(ruleset_id=table.round.event.ruleset, entry=entry, names=names)
    return render(
        request,
        "play/_preview.html",
        {
            "form": form,
            "rows": rows,
            "score": score,
            "pao_hint": hint,
            "show_source": can_referee(request.user, table.round.event),
            # Live errors never go above the tile picker (a message growing there would
            # move the picker under a scorekeeper's finger): the form-wide ones are listed
            # in the preview panel below it, the field ones next to their fields too.
            "field_errors": [("__all__", []), *((n, form.errors.get(n, [])) for n in form.fields)],
            "error_list": [
                (form.fields[n].label if n in form.fields else "", errors)
                for n, errors in form.errors.items()
            ],
        },
    )


@require_POST
def hand_preview(request: HttpRequest, slug: str, round_number: int, table_number: int):
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_enter_hands(request.user, table.round.event):
        return deny(request)
    number = request.GET.get("hand")
    if number:
        try:
            number = parse_int(number, minimum=1)
        except NotAnInteger:
            return HttpResponseBadRequest(_("The hand number is not a number."))
        hand = hand_at(table=table, number=number)
        if hand is None:
            return HttpResponse(_("This hand no longer exists."), status=404)
        winds = hand_winds_of(table=table, hand=hand)
        prevailing = hand.prevailing_wind
        draws = draws_before_number(table=table, number=hand.number)
    else:
        upcoming = next_hand(table=table)
        winds = upcoming.winds
        prevailing = upcoming.turn.prevailing_wind
        draws = upcoming.draws
    form = _entry_form(table, _players(winds), data=request.POST)
    return _preview(request, table, form, prevailing=prevailing, draws=draws)


# --- saving ---------------------------------------------------------------------------------
@require_POST
def hand_create(request: HttpRequest, slug: str, round_number: int, table_number: int):
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_enter_hands(request.user, table.round.event):
        return deny(request)
    as_json = wants_json(request)  # the device's hand queue (play_sync)
    form = _entry_form(table, _players(next_hand(table=table).winds), data=request.POST)
    try:
        key = save_key(request.POST.get("idempotency_key"))
    except ValidationError as exc:
        form.is_valid()
        form.add_error(None, exc)
        return invalid_json(form) if as_json else _render_table(request, table, form, status=422)
    if not form.is_valid():
        return invalid_json(form) if as_json else _render_table(request, table, form, status=422)
    if form.cleaned_data.get("number") is None:
        # Without the number it showed, a resent form could not be told from a new hand.
        form.add_error(None, _("This form is out of date. Reload the page and enter the hand."))
        return invalid_json(form) if as_json else _render_table(request, table, form, status=422)
    replayed = False
    try:
        if key is None:
            hand = hand_enter(
                table=table,
                entry=form.entry,
                entered_by=request.user,
                number=form.cleaned_data.get("number"),
            )
        else:
            saved = hand_enter_once(
                table=table,
                entry=form.entry,
                entered_by=request.user,
                number=form.cleaned_data.get("number"),
                key=key,
                digest=save_digest(request.POST.lists()),
            )
            hand, replayed = saved.hand, saved.replayed
    except RoundClosed as exc:
        if as_json:
            return conflict_json(table, " ".join(exc.messages))
        return conflict_response(request, table, " ".join(exc.messages))
    except HandConflict as exc:
        if as_json:
            return conflict_json(table, exc.message, exc.current)
        messages.error(request, exc.message)
        data = request.POST.copy()
        state = table_state(table=table)
        data["number"] = str(state.next_number)
        data.pop("idempotency_key", None)
        form = _entry_form(table, _players(state.winds), data=data)
        form.is_valid()
        return _render_table(request, table, form, status=409)
    except ValidationError as exc:
        form.add_scoring_error(exc)
        return invalid_json(form) if as_json else _render_table(request, table, form, status=422)
    messages.success(request, _("Hand %(number)d saved.") % {"number": hand.number})
    if not replayed:
        unconfirmed_message(request, table)
    if as_json:
        return saved_response(table, hand, replayed=replayed)
    response = redirect(table_url(table) + "#hands")
    if replayed:
        response["Idempotent-Replayed"] = "true"
    return response


def hand_detail(request: HttpRequest, slug: str, round_number: int, table_number: int, number: int):
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_view_event(request.user, table.round.event):
        return deny(request)
    hand = hand_for_play(table=table, number=number)
    ctx = _page_context(
        request,
        table,
        hand=hand,
        rows=hand_breakdown(table=table, hand=hand),
        notation={w: format_player(p) for w, p in (hand.entry.get("players") or {}).items()},
    )
    return render(request, "play/hand_detail.html", ctx)


def _edit_initial(hand: Hand) -> dict[str, Any]:
    entry = hand.entry or {}
    result = entry.get("result") or {}
    initial: dict[str, Any] = {
        "version": hand.version,
        "number": hand.number,
        "hand_id": hand.pk,
        "mode": "quick" if "quick" in entry else "tiles",
        "kind": hand.result_kind,
        "winner": result.get("winner") or "",
        "discarder": result.get("discarder") or "",
        "claimant": result.get("claimant") or "",
        "pao": result.get("pao") or "",
        "winning_tile": result.get("winning_tile") or "",
        "conditions": result.get("conditions") or [],
        "laak": (entry.get("quick") or {}).get("laak"),
        "flowers": (entry.get("quick") or {}).get("flowers"),
    }
    for wind, player in (entry.get("players") or {}).items():
        initial[f"tiles_{wind}"] = format_player(player)
    for wind, points in ((entry.get("quick") or {}).get("points") or {}).items():
        initial[f"points_{wind}"] = points
    return initial


@require_http_methods(["GET", "POST"])
def hand_edit(request: HttpRequest, slug: str, round_number: int, table_number: int, number: int):
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not can_enter_hands(request.user, table.round.event):
        return deny(request)
    if request.method == "POST":
        # The hand the form was opened for, by id: the number in the URL may have moved.
        hand = hand_by_id(table=table, pk=posted_id(request, "hand_id"))
        if hand is None:
            return hand_gone(request, table)
    else:
        hand = hand_for_play(table=table, number=number)
    players = _players(hand_winds_of(table=table, hand=hand))
    conflict = None
    status = 200
    if request.method == "POST":
        named = hand
        form = _entry_form(table, players, data=request.POST)
        if form.is_valid():
            try:
                hand_correct(
                    hand=named,
                    entry=form.entry,
                    version=form.cleaned_data.get("version") or 0,
                    actor=request.user,
                    reason=form.cleaned_data.get("reason") or "",
                )
            except RoundClosed as exc:
                return conflict_response(request, table, " ".join(exc.messages))
            except HandConflict as exc:
                current = hand_by_id(table=table, pk=named.pk)
                if current is None:
                    return hand_gone(request, table)
                conflict = exc
                status = 409
                data = request.POST.copy()
                data["version"] = str(current.version)
                form = _entry_form(table, players, data=data)
                form.is_valid()
                hand = current
            except ValidationError as exc:
                form.add_scoring_error(exc)
                status = 422
            else:
                messages.success(
                    request,
                    _("Hand %(number)d corrected; the hands after it were recomputed.")
                    % {"number": named.number},
                )
                unconfirmed_message(request, table)
                return redirect(table_url(table) + "#hands")
        else:
            status = 422
    else:
        form = _entry_form(table, players, initial=_edit_initial(hand))
    ctx = _page_context(
        request,
        table,
        hand=hand,
        form=form,
        conflict=conflict,
        edit_url=reverse("play_hand_edit", kwargs={**_table_kwargs(table), "number": number}),
        preview_url=_urls(table)["preview"] + f"?hand={number}",
        current_rows=hand_breakdown(table=table, hand=hand) if conflict else None,
        current_notation={
            w: format_player(p) for w, p in (hand.entry.get("players") or {}).items()
        },
    )
    return render(request, "play/hand_edit.html", ctx, status=status)
