"""A stored hand: its breakdown, and correcting it (the hands after it are recomputed)."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from scoring.engine import Ruleset
from scoring.form_choices import SELF_DRAWN
from scoring.forms import HandEntryForm
from scoring.hand_facts_form import initial_facts
from scoring.notation import format_player
from scoring.several_winners_form import ALSO, WINNER_FACT
from scoring.wind_markers import wind_tile_letters
from tournaments.core.access import deny
from tournaments.core.integers import posted_id
from tournaments.core.permissions import event_access
from tournaments.events.selectors.silence import round_hidden
from tournaments.events.services.event_guard import EventClosed
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.hand_breakdown import hand_breakdown
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.table_state import hand_by_id, hand_for_play, table_for_play
from tournaments.play.selectors.turns import hand_winds_of
from tournaments.play.services.corrections import hand_correct
from tournaments.play.services.hand_entry import HandConflict, RoundClosed
from tournaments.play.views.table import silent_table
from tournaments.play.views.table_page import (
    conflict_response,
    entry_form,
    hand_gone,
    page_context,
    players_of,
    table_kwargs,
    table_urls,
    unconfirmed_message,
)


def hand_detail(
    request: HttpRequest, slug: str, round_number: int, table_number: int, number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not event_access(request.user, table.round.event).view:
        return deny(request, table.round.event)
    if round_hidden(event=table.round.event, number=table.round.number, user=request.user):
        return silent_table(request, table)
    hand = hand_for_play(table=table, number=number)
    ctx = page_context(
        request,
        table,
        hand=hand,
        rows=hand_breakdown(table=table, hand=hand),
        notation=_notation(hand),
    )
    return render(request, "play/hand_detail.html", ctx)


def _notation(hand: Hand) -> dict[str, str]:
    """Each player's tiles of ``hand`` in the product's notation; players without
    tiles (a hand entered as totals only) are left out."""
    letters = wind_tile_letters()
    texts = {w: format_player(p, letters) for w, p in hand.hand_entry.seat_players.items()}
    return {w: text for w, text in texts.items() if text}


def _edit_initial(hand: Hand, ruleset: Ruleset[Any]) -> dict[str, Any]:
    entry = hand.hand_entry
    result, quick = entry.result, entry.quick
    winners = result.won_by
    initial: dict[str, Any] = {
        "version": hand.version,
        "number": hand.number,
        "hand_id": hand.pk,
        "mode": "quick" if entry.is_quick else "tiles",
        "kind": hand.result_kind,
        "winner": result.winner or "",
        "discarder": result.discarder or (SELF_DRAWN if result.kind == "win" else ""),
        "claimant": result.claimant or "",
        "pao": result.pao or "",
        "winning_tile": result.winning_tile or "",
        "conditions": list(result.conditions or []),
        "laak": quick.laak if quick is not None else None,
        "flowers": quick.flowers if quick is not None else None,
    }
    letters = wind_tile_letters()  # the page's letters, as its form reads them (O Z W N)
    if result.winning_tile:
        initial["winning_tile"] = letters.get(result.winning_tile, result.winning_tile)
    for wind, player in entry.seat_players.items():
        initial[f"tiles_{wind}"] = format_player(player, letters)
    for wind, points in (quick.points if quick is not None else {}).items():
        initial[f"points_{wind}"] = points
    initial[ALSO] = list(winners[1:])
    if ruleset.asks_hand_facts:
        facts = ruleset.entry_facts(entry.extra, result.extra)
        chosen = {n: v for n, v in (entry.options or {}).items() if n in ruleset.quick_facts}
        initial.update(initial_facts(facts, winners=winners, quick_options=chosen))
        for name, by_seat in facts.winner_options.items():
            for seat, value in by_seat.items():
                initial[f"{WINNER_FACT}{name}_{seat}"] = value
    return initial


@require_http_methods(["GET", "POST"])
def hand_correct_view(
    request: HttpRequest, slug: str, round_number: int, table_number: int, number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not event_access(request.user, table.round.event).enter_hands:
        return deny(request, table.round.event)
    if request.method != "POST":
        if not table.round.event.is_open:  # finished or cancelled: nothing to correct
            return redirect(table.get_absolute_url() + "#hands")
        hand = hand_for_play(table=table, number=number)
        players = players_of(hand_winds_of(table=table, hand=hand))
        initial = _edit_initial(hand, event_ruleset(table.round.event))
        form = entry_form(table, players, initial=initial)
        return _edit_page(request, table, hand, form, number)
    # The hand the form was opened for, by id: the number in the URL may have moved.
    posted = hand_by_id(table=table, pk=posted_id(request, "hand_id"))
    if posted is None:
        return hand_gone(request, table)
    hand = posted
    players = players_of(hand_winds_of(table=table, hand=hand))
    if not players:  # deleted between reading the hand and its results: a conflict, not a 422
        return hand_gone(request, table)
    form = entry_form(table, players, data=request.POST)
    if not form.is_valid():
        return _edit_page(request, table, hand, form, number, status=422)
    was_confirmed = table.is_confirmed
    try:
        hand_correct(
            hand=hand,
            entry=form.valid_entry,
            version=form.cleaned_data.get("version") or 0,
            actor=request.user,
            reason=form.cleaned_data.get("reason") or "",
        )
    except (RoundClosed, EventClosed) as exc:
        return conflict_response(request, table, " ".join(exc.messages))
    except HandConflict as exc:
        current = hand_by_id(table=table, pk=hand.pk)
        if current is None:
            return hand_gone(request, table)
        data = request.POST.copy()
        data["version"] = str(current.version)
        form = entry_form(table, players, data=data)
        form.is_valid()
        return _edit_page(request, table, current, form, number, conflict=exc, status=409)
    except ValidationError as exc:
        form.add_scoring_error(exc)
        return _edit_page(request, table, hand, form, number, status=422)
    messages.success(
        request,
        _("Hand %(number)d corrected; the hands after it were recomputed.")
        % {"number": hand.number},
    )
    unconfirmed_message(request, was_confirmed=was_confirmed)
    return redirect(table.get_absolute_url() + "#hands")


def _edit_page(
    request: HttpRequest,
    table: Table,
    hand: Hand,
    form: HandEntryForm,
    number: int,
    *,
    conflict: HandConflict | None = None,
    status: int = 200,
) -> HttpResponse:
    ctx = page_context(
        request,
        table,
        hand=hand,
        form=form,
        conflict=conflict,
        edit_url=reverse("play_hand_edit", kwargs={**table_kwargs(table), "number": number}),
        preview_url=table_urls(table)["preview"] + f"?hand={number}",
        current_rows=hand_breakdown(table=table, hand=hand) if conflict else None,
        current_notation=_notation(hand),
    )
    return render(request, "play/hand_edit.html", ctx, status=status)
