"""The players' table page with a seat code: who is signed in at the table (kept in the
session per table and link, so renewed links sign everyone out), and what the page shows
them: the entry form when the players enter their own table, the hands waiting for their
acceptance, the referee call (docs/acceptance.md)."""

from __future__ import annotations

import uuid
from typing import Any

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext as _

from scoring.engine.progression import GameEnd
from scoring.forms import HandEntryForm
from scoring.notation_help import (
    NOTATION_HELP,
    NOTATION_HELP_NO_BONUS,
    NOTATION_SEPARATORS_HELP,
)
from tournaments.events.models import HandAcceptance, HandEntryBy, RoundStatus
from tournaments.play.models import Seat, Table
from tournaments.play.selectors.acceptance import table_checks, table_open_call, table_seat
from tournaments.play.selectors.rulesets import event_ruleset, ruleset_info
from tournaments.play.selectors.table_state import TableState
from tournaments.play.views.table_page import entry_form, picker_rows, players_of

SESSION_KEY = "table_seats"


def signed_in_seat(request: HttpRequest, table: Table, token: str) -> Seat | None:
    """The seat whose player signed in at ``table`` through this link, if any."""
    kept = request.session.get(SESSION_KEY, {}).get(str(table.pk))
    if not isinstance(kept, list) or len(kept) != 2 or kept[1] != token:
        return None
    return table_seat(table=table, seat_id=kept[0])


def seat_remember(request: HttpRequest, table: Table, seat: Seat, token: str) -> None:
    seats = dict(request.session.get(SESSION_KEY, {}))
    seats[str(table.pk)] = [seat.pk, token]
    request.session[SESSION_KEY] = seats


def seat_forget(request: HttpRequest, table: Table) -> None:
    seats = dict(request.session.get(SESSION_KEY, {}))
    seats.pop(str(table.pk), None)
    request.session[SESSION_KEY] = seats


def link_urls(table: Table, token: str) -> dict[str, str]:
    args = [table.pk, token]
    names = (
        "sign_in",
        "sign_out",
        "hand_create",
        "hand_correction",
        "preview",
        "referee",
        "acceptance",
    )
    return {name: reverse(f"table_link_{name}", args=args) for name in names}


def players_form(table: Table, state: TableState, data: Any = None) -> HandEntryForm:
    initial = None if data is not None else {"number": state.next_number}
    return entry_form(table, players_of(state.winds), data=data, initial=initial)


def acceptance_context(
    request: HttpRequest, table: Table, token: str, state: TableState
) -> dict[str, Any]:
    """What the players' page shows about entering, accepting and calling the referee."""
    event = table.round.event
    seat = signed_in_seat(request, table, token)
    checks = table_checks(table=table)
    waiting = [
        {
            "number": number,
            "disputed": number in checks.disputed,
            "mine": seat is not None and checks.entered_by.get(number) == seat.pk,
        }
        for number in sorted(checks.provisional)
    ]
    players_enter = event.hand_entry_by == HandEntryBy.PLAYERS
    return {
        "me": seat,
        "token": token,
        "players_enter": players_enter,
        "per_hand": event.hand_acceptance == HandAcceptance.HAND,
        "waiting": waiting,
        "referee_call": table_open_call(table=table),
        "link_urls": link_urls(table, token),
        "may_enter": (
            seat is not None
            and players_enter
            and event.is_open
            and state.ended is not GameEnd.NORTH_ROUND
            and table.round.status != RoundStatus.CLOSED
        ),
    }


def entry_context(table: Table, token: str, form: HandEntryForm) -> dict[str, Any]:
    """What the entry form (``play/_hand_form.html``) needs on the players' page."""
    urls = link_urls(table, token)
    info = ruleset_info(event_ruleset(table.round.event))
    return {
        "form": form,
        "action": urls["hand_create"],
        "preview_url": urls["preview"],
        "submit_label": _("Save hand"),
        "idempotency_key": uuid.uuid4(),
        "ruleset": info,
        "notation_help": NOTATION_HELP if info["has_bonus_tiles"] else NOTATION_HELP_NO_BONUS,
        "notation_separators_help": NOTATION_SEPARATORS_HELP,
        "picker_rows": picker_rows(bonus_tiles=info["has_bonus_tiles"]),
        "to_player": True,  # its help in the players' pages' form of address (German "du")
    }
