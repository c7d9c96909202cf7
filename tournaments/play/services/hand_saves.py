"""Saving a hand exactly once: the idempotency key a scorekeeper's device sends (issue 19).

A phone in a club room's Wi-Fi sends a save, loses the answer and sends it again; a queue
kept on the device while offline sends its hands when the connection returns, perhaps
twice. Every save carries a key (a UUID made on the device) and the server keeps it with
the hand (unique per table: a database constraint). A save whose key the table already
holds is a *replay*: it gets the hand that was saved, never a second one. The same key
with other contents is a mistake on the device, refused with :class:`SaveKeyReused`.
A key whose hand a referee has since deleted is answered as a replay of that deletion
(:class:`SaveKeyDeleted`, a 409), found in the deletion's audit entry: the resend never
brings the deleted hand back as a new one.

The key is looked up under the table's row lock (``hand_entry.table_lock``; on SQLite the
write transaction is ``BEGIN IMMEDIATE``), so two replays arriving at once are answered
one after the other: the first saves, the second finds the first's hand.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from scoring.hand_value import HandEntry
from tournaments.audit.models import AuditEntry
from tournaments.play.models import Hand, Table
from tournaments.play.services.hand_entry import HandConflict, User, hand_enter_locked, table_lock

# What a device may add or change between two sends of the same save.
UNSIGNED_FIELDS = frozenset({"csrfmiddlewaretoken", "idempotency_key"})


class SaveKeyReused(HandConflict):
    """The key names a hand that was saved with other contents."""


class SaveKeyDeleted(HandConflict):
    """The key names a hand that was saved and then deleted (a referee's correction): a
    resend is a replay of that deletion, never the hand again (issue 38)."""


def _deleted_with_key(table: Table, key: uuid.UUID) -> AuditEntry | None:
    """The audit entry of the deletion of the hand ``key`` saved at ``table``, if any (the
    entry keeps the deleted hand's fields, its save id among them)."""
    return (
        AuditEntry.objects.filter(
            action="hand.delete",
            imported=False,  # an imported file's history never answers for this site
            event_id=table.round.event_id,
            before__table_id=table.pk,
            before__idempotency_key=str(key),
        )
        .order_by("-created_at", "-pk")
        .first()
    )


@dataclass(frozen=True, slots=True)
class HandSave:
    hand: Hand
    replayed: bool


def save_key(value: str | None) -> uuid.UUID | None:
    """The key a form sent (``None`` when it sent none); ValidationError when it is not a
    UUID."""
    if not value:
        return None
    try:
        return uuid.UUID(value.strip())
    except (ValueError, AttributeError) as exc:
        raise ValidationError(
            _("This save has an unreadable id. Reload the page and enter the hand again.")
        ) from exc


def save_digest(fields: Iterable[tuple[str, Iterable[str]]]) -> str:
    """A digest of what a save sent (field name -> values), without the fields a resend
    may change (the CSRF token, the key itself)."""
    data = sorted((name, list(values)) for name, values in fields if name not in UNSIGNED_FIELDS)
    return hashlib.sha256(json.dumps(data, ensure_ascii=False).encode()).hexdigest()


@transaction.atomic
def hand_enter_once(
    *,
    table: Table,
    entry: HandEntry | Mapping[str, Any],
    key: uuid.UUID,
    digest: str,
    entered_by: User | None = None,
    number: int | None = None,
) -> HandSave:
    """``hand_enter`` (one table lock, taken here), unless ``key`` already saved a hand at ``table``: then that hand
    (``replayed``), or :class:`SaveKeyReused` when it was saved from other contents."""
    table = table_lock(table)
    saved = Hand.objects.filter(table=table, idempotency_key=key).first()
    if saved is not None:
        if saved.idempotency_digest != digest:
            raise SaveKeyReused(
                _(
                    "This save has the id of hand %(number)d, which was saved with other "
                    "contents. Nothing was saved; enter the hand again."
                )
                % {"number": saved.number},
                current=saved,
            )
        return HandSave(hand=saved, replayed=True)
    deleted = _deleted_with_key(table, key)
    if deleted is not None:
        raise SaveKeyDeleted(
            _(
                "This hand was saved before (hand %(number)d) and then deleted by a "
                "referee. Nothing was saved; enter it again as a new hand if it was played."
            )
            % {"number": (deleted.before or {}).get("number") or 0}
        )
    hand = hand_enter_locked(
        table=table,
        entry=entry,
        entered_by=entered_by,
        number=number,
        idempotency_key=key,
        idempotency_digest=digest,
    )
    return HandSave(hand=hand, replayed=False)
