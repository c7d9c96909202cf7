import datetime
from typing import Any

from django.db import models, transaction
from django.utils import timezone

from tournaments.audit.actors import Actor, actor_account
from tournaments.audit.models import AuditEntry, SubmitToken
from tournaments.clubs.models import Club
from tournaments.core.page_cache import page_version_bump
from tournaments.events.models import Event


def audit_record(
    *,
    actor: Actor | None,
    action: str,
    obj: models.Model,
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
    event: Event | None = None,
    reason: str = "",
    club: Club | None = None,
) -> AuditEntry:
    """Write one audit entry: who did ``action`` to ``obj``, with its state before and after.

    ``before``/``after`` must be JSON-serialisable (use ``model_snapshot``): field name ->
    value, so the audit pages show each change as "field: old → new" in the reader's
    language. ``club`` (for the club's audit page) defaults to the event's club, the
    object itself when it is a club, else the object's ``club``.
    """
    entry = AuditEntry(
        club_id=_club_id(club=club, obj=obj, event=event),
        actor=actor_account(actor),
        action=action,
        object_type=obj._meta.label_lower,
        object_id=str(obj.pk),
        event=event,
        reason=reason,
        before=before,
        after=after,
    )
    entry.full_clean(exclude=["actor", "event", "club"])  # from loaded rows: no lookups
    entry.save()
    # every audited write is one the public pages may show: their cache starts anew
    page_version_bump(event_id=entry.event_id, club_id=entry.club_id)
    return entry


def _club_id(*, club: Club | None, obj: models.Model, event: Event | None) -> int | None:
    if club is not None:
        return club.pk
    if event is not None:
        return event.club_id
    if isinstance(obj, Club):
        return obj.pk
    club_id = getattr(obj, "club_id", None)
    if club_id is None and isinstance(getattr(obj, "event", None), Event):
        club_id = obj.event.club_id  # type: ignore[attr-defined]
    return club_id if isinstance(club_id, int) else None


SECRET_FIELDS = frozenset({"table_link_key", "check_in_token_hash"})


def model_snapshot(obj: models.Model) -> dict[str, Any]:
    """The concrete field values of ``obj`` as JSON-friendly data (FKs as ids); secrets
    (``SECRET_FIELDS``, e.g. the key of the players' table links) are left out."""
    data: dict[str, Any] = {}
    for field in obj._meta.concrete_fields:
        if field.attname in SECRET_FIELDS:
            continue
        value = field.value_from_object(obj)
        if value is not None and not isinstance(value, (str, int, float, bool, dict, list)):
            value = str(value)
        data[field.attname] = value
    return data


#: A create form's token is kept this long: a repeat of the same post comes within minutes.
SUBMIT_TOKEN_DAYS = 30


@transaction.atomic
def submit_tokens_prune(
    *, days: int = SUBMIT_TOKEN_DAYS, now: datetime.datetime | None = None
) -> int:
    """Delete the create forms' one-use tokens (``audit.once``) older than ``days`` days;
    the number deleted. Housekeeping, not a change of the club's records: not audited."""
    cutoff = (now or timezone.now()) - datetime.timedelta(days=days)
    deleted, _ = SubmitToken.objects.filter(created_at__lt=cutoff).delete()
    return deleted
