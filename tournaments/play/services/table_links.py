"""Players' table links, written: revoking an event's links, and a player confirming their
table's result with the code printed beside their seat.

A player's confirmation is the second-person confirmation of ``play.services.round_close``: the
scorekeeper entered the hands, a player at the table vouches for them. After
``CODE_FAILURES_MAX`` wrong codes the table refuses codes for ``CODE_LOCK_MINUTES``.
"""

from __future__ import annotations

import datetime as dt

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import Event
from tournaments.events.models.event import new_table_link_key
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.lifecycle import User, may_direct
from tournaments.play.models import Seat, Table
from tournaments.play.selectors.table_links import seat_code_matches
from tournaments.play.selectors.table_state import table_game_over
from tournaments.play.services.hand_entry import table_lock
from tournaments.play.services.round_close import table_total

CODE_FAILURES_MAX = 5
CODE_LOCK_MINUTES = 10


@transaction.atomic
def table_links_revoke(*, event: Event, actor: User) -> Event:
    """Every table link and seat code of ``event`` stops working; new ones (print the
    table cards and score sheets again). A referee or the club admin only."""
    event = Event.objects.select_for_update().select_related("club").get(pk=event.pk)
    if not may_direct(actor, event):
        raise ValidationError(
            _("Only a referee or the club admin can renew the table links."), code="not_allowed"
        )
    event_check_open(event=event)
    event.table_link_key = new_table_link_key()
    event.save(update_fields=["table_link_key"])
    audit_record(actor=actor, action="event.table_links_revoke", obj=event, event=event)
    return event


def _refusal(table: Table, now: dt.datetime) -> str | None:
    if table.is_confirmed:
        return _("This table's result has already been confirmed.")
    if not table.hands.exists():
        return _("There are no hands to confirm yet.")
    if not table_game_over(table=table, now=now):
        return _(
            "The game at this table is not over yet: its result is confirmed after the last hand."
        )
    if table_total(table=table) != 0:
        return _("The totals of table %(number)d sum to %(total)+d, not zero.") % {
            "number": table.number,
            "total": table_total(table=table),
        }
    return None


def table_confirm_by_code(
    *, table: Table, seat_id: int | None, code: str, now: dt.datetime | None = None
) -> Table:
    """The player at ``seat_id`` confirms ``table``'s result with their seat code.

    A wrong code counts towards the lock-out (and is kept even though the call raises)."""
    now = now or timezone.now()
    with transaction.atomic():
        table = table_lock(table)
        event = table.round.event
        event_check_open(event=event)
        _refuse_while_locked(table=table, now=now)
        refusal = _refusal(table, now)
        if refusal is not None:
            raise ValidationError(refusal, code="refused")
        seat = table.seats.filter(pk=seat_id).select_related("member").first() if seat_id else None
        if seat is None:
            raise ValidationError(_("Choose your name."), code="no_seat")
        if seat_code_matches(seat=seat, event=event, code=code):
            _table_confirmed_by_seat(table=table, seat=seat, now=now)
            return table
        _code_failed(table=table, now=now)
    raise ValidationError(
        _("That is not the code beside your seat on the score sheet."), code="wrong_code"
    )


def _code_failed(*, table: Table, now: dt.datetime) -> None:
    """A wrong code counts towards the table's lock-out."""
    table.code_failures += 1
    if table.code_failures >= CODE_FAILURES_MAX:
        table.code_failures = 0
        table.code_locked_until = now + dt.timedelta(minutes=CODE_LOCK_MINUTES)
    table.save(update_fields=["code_failures", "code_locked_until"])


def table_seat_by_code(
    *, table: Table, seat_id: int | None, code: str, now: dt.datetime | None = None
) -> Seat:
    """The seat whose player proves it with their seat code (to open their own page,
    docs/player-page.md). A wrong code counts towards the same lock-out as a confirmation's."""
    now = now or timezone.now()
    with transaction.atomic():
        table = table_lock(table)
        _refuse_while_locked(table=table, now=now)
        seat = table.seats.filter(pk=seat_id).select_related("member").first() if seat_id else None
        if seat is None:
            raise ValidationError(_("Choose your name."), code="no_seat")
        if seat_code_matches(seat=seat, event=table.round.event, code=code):
            return seat
        _code_failed(table=table, now=now)
    raise ValidationError(
        _("That is not the code beside your seat on the score sheet."), code="wrong_code"
    )


def table_seat_sign_in(
    *, table: Table, seat_id: int | None, code: str, now: dt.datetime | None = None
) -> Seat:
    """The seat at ``table`` whose player typed their seat ``code`` (to enter, accept or
    dispute hands from the players' page). Wrong codes count towards the same lock-out as a
    confirmation's (kept even though the call raises)."""
    now = now or timezone.now()
    with transaction.atomic():
        table = table_lock(table)
        event = table.round.event
        event_check_open(event=event)
        _refuse_while_locked(table=table, now=now)
        seat = table.seats.filter(pk=seat_id).select_related("member").first() if seat_id else None
        if seat is None:
            raise ValidationError(_("Choose your name."), code="no_seat")
        if seat_code_matches(seat=seat, event=event, code=code):
            if table.code_failures:
                table.code_failures = 0
                table.save(update_fields=["code_failures"])
            return seat
        table.code_failures += 1
        if table.code_failures >= CODE_FAILURES_MAX:
            table.code_failures = 0
            table.code_locked_until = now + dt.timedelta(minutes=CODE_LOCK_MINUTES)
        table.save(update_fields=["code_failures", "code_locked_until"])
    raise ValidationError(
        _("That is not the code beside your seat on the score sheet."), code="wrong_code"
    )


def _refuse_while_locked(*, table: Table, now: dt.datetime) -> None:
    """Too many wrong codes lock the table's code entry for a while."""
    if table.code_locked_until is not None and now < table.code_locked_until:
        minutes = max(1, -(-int((table.code_locked_until - now).total_seconds()) // 60))
        raise ValidationError(
            ngettext(
                "Too many wrong codes. Try again in %(count)d minute.",
                "Too many wrong codes. Try again in %(count)d minutes.",
                minutes,
            )
            % {"count": minutes},
            code="locked",
        )


def _table_confirmed_by_seat(*, table: Table, seat: Seat, now: dt.datetime) -> None:
    """Mark ``table`` confirmed by the player at ``seat`` (a good code clears the failures)."""
    before = model_snapshot(table)
    table.confirmed_by = None
    table.confirmed_by_seat = seat
    table.confirmed_at = now
    table.code_failures = 0
    table.code_locked_until = None
    table.full_clean()
    table.save(
        update_fields=[
            "confirmed_by",
            "confirmed_by_seat",
            "confirmed_at",
            "code_failures",
            "code_locked_until",
        ]
    )
    audit_record(
        actor=None,
        action="table.confirm",
        obj=table,
        before=before,
        after=model_snapshot(table),
        event=table.round.event,
        reason=_("Confirmed by %(name)s with their seat code.") % {"name": seat.player_name},
    )
