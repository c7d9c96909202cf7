"""Players at their own table: entering a hand with their seat code, and accepting or
disputing another player's hand (docs/acceptance.md).

Who may do what is checked here, not only on the page: a player enters only for the table
their seat is at, and only when the event lets the players enter; nobody accepts a hand they
entered (a database constraint holds it too); an accepted hand is locked for the players
(they have no way to change a hand; a referee corrects it through
``play.services.corrections.hand_correct``, audited). A second tap, or a second phone, finds
the first answer: accepting an accepted hand or disputing a disputed one returns it.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring.hand_value import HandEntry
from tournaments.audit.services import audit_record
from tournaments.events.models import HandEntryBy
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import Hand, HandCheck, HandCheckState, RefereeCallReason, Seat, Table
from tournaments.play.services.hand_checks import hand_check_open
from tournaments.play.services.hand_entry import hand_enter, table_lock
from tournaments.play.services.hand_saves import hand_enter_once
from tournaments.play.services.referee_calls import referee_call_open


def _seat_of(table: Table, seat: Seat) -> None:
    if seat.table_id != table.pk:
        raise ValidationError(
            _("You sit at another table: enter and accept hands at your own table."),
            code="other_table",
        )


def hand_enter_by_seat(
    *,
    table: Table,
    seat: Seat,
    entry: HandEntry | Mapping[str, Any],
    number: int | None,
    key: uuid.UUID | None = None,
    digest: str = "",
) -> tuple[Hand, bool]:
    """The player at ``seat`` enters the next hand of their ``table`` (the event lets the
    players enter): the hand and whether it was a repeated save (``key``) answered with the
    hand already stored."""
    if table.round.event.hand_entry_by != HandEntryBy.PLAYERS:
        raise ValidationError(
            _("At this event a scorekeeper enters the hands."), code="players_do_not_enter"
        )
    _seat_of(table, seat)
    with transaction.atomic():
        if key is None:
            hand, replayed = hand_enter(table=table, entry=entry, number=number), False
        else:
            saved = hand_enter_once(table=table, entry=entry, number=number, key=key, digest=digest)
            hand, replayed = saved.hand, saved.replayed
        if not replayed:
            hand_check_open(hand=hand, entered_by_seat=seat)
            audit_record(
                actor=None,
                action="hand.enter_by_player",
                obj=hand,
                event=table.round.event,
                reason=_("Entered by %(name)s with their seat code.") % {"name": seat.player_name},
            )
    return hand, replayed


def _locked_check(table: Table, seat: Seat, number: int) -> HandCheck:
    """``table`` locked, the event open, the acceptance of hand ``number`` read; refused
    for a player of another table and for the player who entered the hand."""
    table = table_lock(table)
    event_check_open(event=table.round.event)
    _seat_of(table, seat)
    check = (
        HandCheck.objects.select_related("hand")
        .filter(hand__table=table, hand__number=number)
        .first()
    )
    if check is None:
        raise ValidationError(_("This hand needs no acceptance."), code="no_check")
    if check.entered_by_seat_id == seat.pk:
        raise ValidationError(
            _("You entered this hand: another player at the table accepts it."), code="own_entry"
        )
    return check


def _decided(
    check: HandCheck, *, table: Table, state: str, seat: Seat, now: dt.datetime, note: str
) -> None:
    before = {"acceptance": check.state}
    check.state = state
    check.decided_by_seat = seat
    check.decided_at = now
    check.note = note
    check.full_clean()
    check.save(update_fields=["state", "decided_by_seat", "decided_at", "note"])
    audit_record(
        actor=None,
        action="hand.accept" if state == HandCheckState.ACCEPTED else "hand.dispute",
        obj=check.hand,
        before=before,
        after={"acceptance": state},
        event=table.round.event,
        reason=" ".join(
            part
            for part in (
                _("By %(name)s with their seat code.") % {"name": seat.player_name},
                note,
            )
            if part
        ),
    )


@transaction.atomic
def hand_accept(
    *, table: Table, seat: Seat, number: int, now: dt.datetime | None = None
) -> HandCheck:
    """The player at ``seat`` accepts hand ``number`` of their table: it is no longer
    provisional, and locked for the players."""
    check = _locked_check(table, seat, number)
    if check.state == HandCheckState.ACCEPTED:
        return check  # a second tap, or another player a moment before
    if check.state != HandCheckState.PENDING:
        raise ValidationError(
            _("This hand was disputed; the referee decides it."), code="with_referee"
        )
    _decided(
        check,
        table=table,
        state=HandCheckState.ACCEPTED,
        seat=seat,
        now=now or timezone.now(),
        note="",
    )
    return check


@transaction.atomic
def hand_dispute(
    *, table: Table, seat: Seat, number: int, note: str = "", now: dt.datetime | None = None
) -> HandCheck:
    """The player at ``seat`` disputes hand ``number`` of their table: it stays provisional
    and the referee is called to the table."""
    now = now or timezone.now()
    check = _locked_check(table, seat, number)
    if check.state == HandCheckState.DISPUTED:
        return check
    if check.state != HandCheckState.PENDING:
        raise ValidationError(
            _("This hand is accepted and locked; call the referee if it is wrong."),
            code="locked",
        )
    _decided(
        check,
        table=table,
        state=HandCheckState.DISPUTED,
        seat=seat,
        now=now,
        note=note.strip()[:300],
    )
    referee_call_open(
        table=table, reason=RefereeCallReason.DISPUTE, hand=check.hand, seat=seat, now=now
    )
    return check


@transaction.atomic
def hand_correction_ask(
    *, table: Table, seat: Seat, number: int, version: str, now: dt.datetime | None = None
) -> Hand:
    """The player at ``seat`` holds another version of hand ``number`` than the one saved
    (their phone sent it after another phone had saved that hand) and sends theirs as a
    correction. Players change no saved hand (a referee corrects it, audited), so the
    referee is called to the table for that hand, with the player's ``version`` in the
    audit trail and, when the hand waits for this player's acceptance, as its dispute's
    note. The saved hand is kept as it is until the referee decides."""
    now = now or timezone.now()
    table = table_lock(table)
    event_check_open(event=table.round.event)
    _seat_of(table, seat)
    hand = Hand.objects.filter(table=table, number=number).first()
    if hand is None:
        raise ValidationError(
            _("Hand %(number)d is not saved (any more): enter yours as a new hand.")
            % {"number": number},
            code="no_hand",
        )
    version = version.strip()
    check = HandCheck.objects.filter(hand=hand).first()
    if (
        check is not None
        and check.state == HandCheckState.PENDING
        and check.entered_by_seat_id != seat.pk
    ):
        _decided(
            check,
            table=table,
            state=HandCheckState.DISPUTED,
            seat=seat,
            now=now,
            note=version[:300],
        )
    referee_call_open(table=table, reason=RefereeCallReason.DISPUTE, hand=hand, seat=seat, now=now)
    audit_record(
        actor=None,
        action="hand.correction_ask",
        obj=hand,
        event=table.round.event,
        reason=_("%(name)s sent another version with their seat code: %(version)s")
        % {"name": seat.player_name, "version": version[:1000]},
    )
    return hand
