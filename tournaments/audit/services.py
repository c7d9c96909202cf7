import datetime
from typing import Any

from django.db import models, transaction
from django.utils import timezone

from tournaments.audit.actors import Actor, actor_account
from tournaments.audit.models import AuditEntry, SubmitToken
from tournaments.audit.story import audit_terms
from tournaments.core.page_cache import page_version_bump


def audit_record(
    *,
    actor: Actor | None,
    action: str,
    obj: models.Model,
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
    event: models.Model | None = None,
    reason: str = "",
    club: models.Model | None = None,
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
        event_id=event.pk if event is not None else None,
        reason=reason,
        before=before,
        after=after,
    )
    entry.full_clean(exclude=["actor", "event", "club"])  # from loaded rows: no lookups
    entry.save()
    # every audited write is one the public pages may show: their cache starts anew
    page_version_bump(event_id=entry.event_id, club_id=entry.club_id, table_id=_table_id(obj))
    return entry


def _table_id(obj: models.Model) -> int | None:
    """The table a hand, a seat or a table itself belongs to (its live page hears of it)."""
    if obj._meta.model_name == "table":
        return int(obj.pk)
    table_id = getattr(obj, "table_id", None)
    return table_id if isinstance(table_id, int) else None


def audit_imported_record(
    *,
    importer: Actor | None,
    event: models.Model,
    action: str,
    object_type: str,
    object_id: str,
    before: Any = None,
    after: Any = None,
    reason: str = "",
    file_actor: str = "",
    file_at: str = "",
) -> AuditEntry:
    """One audit row of an imported event file, kept as imported history: ``importer`` is
    its actor and now its time; who and when the file claims stay text (``file_actor``,
    ``file_at``), never a login or a date of the club's own log (``audit_for_club``
    leaves imported rows out)."""
    entry = AuditEntry(
        club_id=getattr(event, "club_id", None),
        event_id=event.pk,
        actor=actor_account(importer),
        action=action,
        object_type=object_type,
        object_id=object_id,
        reason=reason,
        before=before,
        after=after,
        imported=True,
        imported_actor=file_actor,
        imported_at=file_at,
    )
    entry.full_clean(exclude=["actor", "event", "club"])
    entry.save()
    return entry


def _club_id(
    *, club: models.Model | None, obj: models.Model, event: models.Model | None
) -> int | None:
    """The club of the entry: given, the event's, the object itself when it is a club,
    else the object's ``club`` or its event's (the models ``AuditEntry`` points at)."""
    club_model = AuditEntry._meta.get_field("club").related_model
    event_model = AuditEntry._meta.get_field("event").related_model
    if club is not None:
        return int(club.pk)
    if event is not None:
        club_id = getattr(event, "club_id", None)
    elif isinstance(club_model, type) and isinstance(obj, club_model):
        club_id = obj.pk
    else:
        club_id = getattr(obj, "club_id", None)
        related = getattr(obj, "event", None)
        if club_id is None and isinstance(event_model, type) and isinstance(related, event_model):
            club_id = getattr(related, "club_id", None)
    return club_id if isinstance(club_id, int) else None


def model_snapshot(obj: models.Model) -> dict[str, Any]:
    """The concrete field values of ``obj`` as JSON-friendly data (FKs as ids); secrets
    (``AuditTerms.secret``, e.g. the key of the players' table links) are left out."""
    secret = audit_terms().secret
    data: dict[str, Any] = {}
    for field in obj._meta.concrete_fields:
        if field.attname in secret:
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
