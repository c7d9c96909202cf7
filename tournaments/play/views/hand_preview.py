"""The live preview beside the entry form: the hand as scored so far, with pao advice."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.element_texts import value_text
from scoring.engine import DealScore
from scoring.forms import HandEntryForm
from tournaments.core.access import deny
from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.core.permissions import event_access
from tournaments.play.models import Table
from tournaments.play.selectors.hand_breakdown import element_lines
from tournaments.play.selectors.pao import pao_hint
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.table_state import hand_at, next_hand, table_for_play
from tournaments.play.selectors.turns import (
    carry_before_number,
    draws_before_number,
    hand_winds_of,
)
from tournaments.play.services.hand_entry import build_entry
from tournaments.play.services.scoring import entry_deal_score
from tournaments.play.views.table_page import entry_form, players_of


def _preview(
    request: HttpRequest,
    table: Table,
    form: HandEntryForm,
    *,
    prevailing: str,
    draws: int,
    carry: Mapping[str, int],
    to_player: bool = False,
) -> HttpResponse:
    score = None
    hint = None
    fan_total: str | None = None
    rows: list[dict[str, Any]] = []
    ruleset = event_ruleset(table.round.event)
    if form.is_valid():
        entry = build_entry(
            entry=form.valid_entry,
            ruleset=ruleset,
            options=table.round.event.ruleset_options or {},
            prevailing_wind=prevailing,
            winds=form.winds,
            draws=draws,
            carry=carry,
        )
        try:
            score = entry_deal_score(entry=entry, ruleset=ruleset)
        except ValidationError as exc:
            form.add_scoring_error(exc)
        else:
            rows = _rows(form, score, unit=str(ruleset.unit))
            fan_total = _total(score, several=entry.result.several, unit=str(ruleset.unit))
            hint = pao_hint(ruleset_id=ruleset.id, entry=entry, names=dict(form.players))
    # Nothing typed yet (only the result or the mode chosen): no errors until the save.
    errors = form.errors if score is not None or not _untouched(form) else {}
    return render(
        request,
        "play/_preview.html",
        {
            "form": form,
            "rows": rows,
            "score": score,
            "fan_total": fan_total,
            "pao_hint": hint,
            "show_source": event_access(request.user, table.round.event).referee,
            "to_player": to_player,
            # Live errors never go above the tile picker (a message growing there would
            # move the picker under a scorekeeper's finger): the form-wide ones are listed
            # in the preview panel below it, the field ones next to their fields too.
            "field_errors": [
                ("__all__", []),
                *((n, errors.get(n, [])) for n in form.fields if _has_error_slot(form, n)),
            ],
            "error_list": [
                (form.fields[n].label if n in form.fields else "", field_errors)
                for n, field_errors in errors.items()
            ],
        },
    )


def _total(score: DealScore, *, several: bool, unit: str) -> str | None:
    """The winner's total in the ruleset's unit ("8 punten", "3 han"), as the elements'
    values are written; none for several winners (each row gives his own)."""
    if several or score.fan_total is None:
        return None
    return value_text(score.fan_total, unit)


def _rows(form: HandEntryForm, score: DealScore, *, unit: str) -> list[dict[str, Any]]:
    """The preview's line per player: points, settlement and the elements scored."""
    settlement = score.settlement.as_dict() if score.settlement else {}
    names = dict(form.players)
    return [
        {
            "wind": wind,
            "name": names[wind],
            "points": score.points.get(wind, 0),
            "settlement": settlement.get(wind, 0),
            "elements": element_lines(
                (e.as_dict() for e in score.elements.get(wind, ())), ruleset_unit=unit
            ),
        }
        for wind in form.winds
    ]


# Fields the form shows without an error slot of its own (id="err-<name>", play/_field.html):
# the hidden ones, the radio rows and checkboxes (the result, the mode, the conditions, a
# ruleset's table facts such as a win in the first turn or the ready seats at a draw), the
# correction's reason.
# Their errors are in the preview's list only; an out-of-band swap for them has no target,
# which htmx reports as a console error (htmx:oobErrorNoTarget; issue 38's smoke test).
_NO_ERROR_SLOT = frozenset({"kind", "mode", "conditions", "reason"})
_PILLS = frozenset({"checkbox", "radio"})


# Choices that are no entry of their own: the hand's result and the entry mode.
_NOT_TYPED = frozenset({"kind", "mode"})


def _untouched(form: HandEntryForm) -> bool:
    """Whether the scorekeeper has typed or chosen nothing in the form yet beyond the kind of
    result and the mode (switching to totals on an empty form is no hand to check)."""
    return not any(
        name not in _NOT_TYPED and not form.fields[name].widget.is_hidden
        for name in form.changed_data
    )


def _has_error_slot(form: HandEntryForm, name: str) -> bool:
    widget = form.fields[name].widget
    return (
        name not in _NO_ERROR_SLOT
        and not widget.is_hidden
        and getattr(widget, "input_type", "") not in _PILLS
    )


def next_hand_preview(
    request: HttpRequest, table: Table, *, to_player: bool = False
) -> HttpResponse:
    """The preview of the next hand at ``table`` from the posted form (the caller checked
    who may enter: a scorekeeper here, a signed-in player on the players' page,
    ``to_player``: in that page's form of address)."""
    upcoming = next_hand(table=table)
    form = entry_form(table, players_of(upcoming.winds), data=request.POST)
    return _preview(
        request,
        table,
        form,
        prevailing=upcoming.turn.prevailing_wind,
        draws=upcoming.draws,
        carry=upcoming.carry,
        to_player=to_player,
    )


@require_POST
def hand_preview(
    request: HttpRequest, slug: str, round_number: int, table_number: int
) -> HttpResponse:
    table = table_for_play(slug=slug, round_number=round_number, table_number=table_number)
    if not event_access(request.user, table.round.event).enter_hands:
        return deny(request, table.round.event)
    raw_number = request.GET.get("hand")
    if raw_number:
        try:
            number = parse_int(raw_number, minimum=1)
        except NotAnInteger:
            return HttpResponseBadRequest(_("The hand number is not a number."))
        hand = hand_at(table=table, number=number)
        if hand is None:
            return HttpResponse(_("This hand no longer exists."), status=404)
        winds = hand_winds_of(table=table, hand=hand)
        prevailing = hand.prevailing_wind
        draws = draws_before_number(table=table, number=hand.number)
        carry = carry_before_number(table=table, number=hand.number)
    else:
        upcoming = next_hand(table=table)
        winds = upcoming.winds
        prevailing = upcoming.turn.prevailing_wind
        draws = upcoming.draws
        carry = upcoming.carry
    form = entry_form(table, players_of(winds), data=request.POST)
    return _preview(request, table, form, prevailing=prevailing, draws=draws, carry=carry)
