"""The answers a scorekeeper's device gets when its hand queue sends a save (issue 19).

``static/js/hand_queue.js`` posts the hand form with ``Accept: application/json`` and an
idempotency key; ``hand_entry.hand_enter_view`` answers it with one of these instead of a page:

- ``200 {"status": "saved", "hand": {...}}``: the hand as stored. A replay of a key gets
  the same body (and the header ``Idempotent-Replayed: true``).
- ``409 {"status": "conflict", "message", "current": {...} | null}``: another device
  saved this hand number first, the round closed, or the key was used for other contents;
  ``current`` is the server's version, for the device to show next to its own.
- ``422 {"status": "invalid", "message", "errors": {field: [...]}, "form_html"}``: the hand
  itself is not valid (a field the engine or the form refuses); ``form_html`` is the form
  with each error next to its field, which the page puts in place of its own (one POST per
  save: the page never posts the refused hand again to show the errors).

The body depends on the stored hand only, so a save answered twice answers the same.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from scoring.engine import ResultKind, WinResult
from scoring.engine.progression import deal_passes
from scoring.wind_markers import wind_marker
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_state import TableState, table_state


def wants_json(request: HttpRequest) -> bool:
    return "application/json" in request.headers.get("Accept", "")


def hand_json(table: Table, hand: Hand | None) -> dict[str, Any] | None:
    """A stored hand as the table page lists it: number, summary, each player's result."""
    if hand is None:
        return None
    row = next((r for r in table_state(table=table).rows if r.hand.pk == hand.pk), None)
    if row is None:
        return None
    return {
        "id": hand.pk,
        "number": hand.number,
        "key": str(hand.idempotency_key or ""),
        "summary": row.summary,
        "players": [
            {"name": c.seat.player_name, "settlement": c.settlement, "points": c.points}
            for c in row.cells
            if c.wind
        ],
    }


def entry_lines(form: Any) -> list[tuple[str, str]]:
    """A hand form's entries as the page labels them, ``(label, value)`` per field filled in
    (a choice by its label): a version of a hand that was not saved, shown beside the saved
    one and sent to the referee as text (``static/js/device_queue.js`` describes a queued
    form the same way)."""
    lines = []
    for field in form:
        value = field.value()
        if field.is_hidden or value in (None, "", [], False):
            continue
        choices = {str(k): str(v) for k, v in _flat(getattr(field.field, "choices", ()))}
        values = value if isinstance(value, list | tuple) else [value]
        text = ", ".join(
            str(_("yes")) if v is True else choices.get(str(v), str(v)) for v in values
        )
        lines.append((str(field.label), text))
    return lines


def _flat(choices: Any) -> list[tuple[Any, Any]]:
    out: list[tuple[Any, Any]] = []
    for key, label in choices or ():
        if isinstance(label, list | tuple):
            out.extend(label)
        else:
            out.append((key, label))
    return out


def saved_response(table: Table, hand: Hand, *, replayed: bool) -> JsonResponse:
    response = JsonResponse({"status": "saved", "hand": hand_json(table, hand)})
    if replayed:
        response["Idempotent-Replayed"] = "true"
    return response


def conflict_json(table: Table, message: str, current: Hand | None = None) -> JsonResponse:
    """``next_number``: the number the table's next hand would get now."""
    return JsonResponse(
        {
            "status": "conflict",
            "message": message,
            "current": hand_json(table, current),
            "next_number": table_state(table=table).next_number,
        },
        status=409,
    )


def invalid_json(form: Any, message: str | None = None, *, form_html: str = "") -> JsonResponse:
    errors = {name: [str(e) for e in errs] for name, errs in form.errors.items()}
    labels = {name: str(form.fields[name].label) for name in errors if name in form.fields}
    lines = [
        f"{labels[name]}: {e}" if name in labels else e
        for name, errs in errors.items()
        for e in errs
    ]
    return JsonResponse(
        {
            "status": "invalid",
            "message": message or " ".join(lines) or _("The hand was not saved"),
            "errors": errors,
            "form_html": form_html,
        },
        status=422,
    )


def _counted(singular: str, plural: str) -> dict[str, str]:
    """Both forms of a counted message; the page puts the count in for ``%(count)s`` (nl, en
    and de all use one form for 1 and another for every other number)."""
    return {"one": ngettext(singular, plural, 1), "other": ngettext(singular, plural, 2)}


def _offline_none(*, to_player: bool) -> str:
    if to_player:
        return pgettext(
            "to a player",
            "Offline: hands you save now are kept on this device and sent when the "
            "connection returns.",
        )
    return _(
        "Offline: hands you save now are kept on this device and sent when the connection returns."
    )


def queue_strings(*, to_player: bool = False) -> dict[str, Any]:
    """What the hand queue on the table page says, in the page's language (passed as a JSON
    data block: the Content-Security-Policy allows no inline script). ``to_player``: on the
    players' page, in its form of address (German "du"; the staff's pages say "Sie")."""
    strings = {
        "offline": _counted("Offline: %(count)s hand waiting", "Offline: %(count)s hands waiting"),
        "offline_none": _offline_none(to_player=to_player),
        "sending": _counted(
            "Sending %(count)s waiting hand …", "Sending %(count)s waiting hands …"
        ),
        "waiting": _counted(
            "%(count)s hand waiting to be sent.", "%(count)s hands waiting to be sent."
        ),
        "elsewhere": _counted(
            "%(count)s hand of another table waits as well.",
            "%(count)s hands of other tables wait as well.",
        ),
        "insecure": _(
            "Do not reload this page until the connection returns: without HTTPS this "
            "device cannot keep the page offline (the hands are kept)."
        ),
        "sent": _("The waiting hands have been saved."),
        "saving": pgettext("a save button while the save is on its way", "Saving …"),
        "reload": _("Show them in the table"),
        "waiting_to_score": _(
            "Waiting to score: the score is computed when the hand reaches the server."
        ),
        "queue_title": _("Waiting on this device"),
        "hand": _("Hand %(number)s"),
        "enter_hand": _("Enter hand %(number)s"),
        "stopped": _("Sending stopped at hand %(number)s"),
        "stopped_elsewhere": _(
            "Sending stopped at a hand of another table; open that table to decide."
        ),
        "yours": _("On this device"),
        "theirs": _("On the server"),
        "none_there": _("No hand with this number."),
        "what_to_do": _(
            "The server did not accept this hand, so the hands after it wait as well. "
            "Compare both versions. Is the server's hand the same one? Then discard yours. "
            "Is yours another hand? Then save it as the next hand. A mistake in yours? "
            "Correct it in the form. Nothing is sent until you choose."
        ),
        "discard": _("Discard my version"),
        "discard_confirm": _("Discard this hand from this device for good?"),
        "save_next": _("Save mine as the next hand"),
        "correct": _("Correct it in the form"),
        "correcting": _("You are correcting hand %(number)s from the waiting list."),
        "login": _("Log in again to send the waiting hands."),
        "forbidden": _("This login may not enter hands at this table."),
        "server_error": _("The server answered with an error (%(status)s); trying again soon."),
    }
    if to_player:
        strings |= _player_conflict_strings()
    return strings


def _player_conflict_strings() -> dict[str, str]:
    """The players' page's words for a hand saved first on another phone, shown beside the
    player's version (``players_queue.js``)."""
    return {
        "mine": pgettext("to a player", "Your version"),
        "saved": _("The saved version"),
        "what_to_do_player": pgettext(
            "to a player",
            "Compare both versions. Is the saved hand the right one? Keep it. Is the saved "
            "hand wrong? Send yours as a correction: the referee is called to the table "
            "and decides; the saved hand stays until then. Is yours another hand? Save it "
            "as the next hand.",
        ),
        "send_correction": _("Send mine as a correction"),
        "keep_saved": _("Keep the saved one"),
    }


# The result classes the queue tells apart: whether the deal passes depends on nothing else.
_RESULT_CLASSES = {
    "win_E": WinResult(kind=ResultKind.WIN, winner="E"),
    "win": WinResult(kind=ResultKind.WIN, winner="S"),
    "draw": WinResult(kind=ResultKind.DRAW),
    "dead_wall": WinResult(kind=ResultKind.DEAD_WALL),
    "false_mahjong": WinResult(kind=ResultKind.FALSE_MAHJONG, claimant="S"),
}


def turn_json(state: TableState) -> dict[str, Any]:
    """Who deals and sits where in the hands entered offline: the next hand's turn as the
    server counts it (passes of the deal, players by position) and, per kind of result,
    whether the deal passes, decided by the engine's rules (``progression.deal_passes``).
    The page only counts on from there (``progression.turn_after``'s formula), so the
    names next to the winds stay right while hands wait on the device."""
    turn = state.turn
    ruleset = state.event.ruleset
    return {
        "passes": turn.passes,
        "players": turn.players,
        "rounds": turn.wind_rounds,
        "names": [seat.player_name for seat in state.seats],
        "pass_after": {
            name: deal_passes(ruleset, result, players=turn.players)
            for name, result in _RESULT_CLASSES.items()
        },
        "markers": {w: wind_marker(w) for w in "ESWN"},
        "wind_names": {"E": _("East"), "S": _("South"), "W": _("West"), "N": _("North")},
    }
