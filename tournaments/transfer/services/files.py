"""An event file uploaded on the club's page: the command line's ``import_event`` with the
same checks, limited to the club whose page it is, and audited."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Club
from tournaments.core.event_file import TransferError
from tournaments.transfer.reading import MAX_FILE_BYTES
from tournaments.transfer.restore import ImportResult, event_import, loads


@transaction.atomic
def event_file_import(
    *, club: Club, raw: bytes, replace: bool = False, actor: Actor | None = None
) -> ImportResult:
    """Restore the event file ``raw`` into ``club`` (the file must be one of this club's
    events: a page never writes another club's). All or nothing; raises ``TransferError``
    naming what is wrong."""
    if len(raw) > MAX_FILE_BYTES:
        raise TransferError(
            _("The file is larger than %(mb)d MB.") % {"mb": MAX_FILE_BYTES // 1024 // 1024}
        )
    data: dict[str, Any] = loads(raw)
    file_club = data.get("club")
    if not isinstance(file_club, dict) or file_club.get("slug") != club.slug:
        raise TransferError(
            _("This file holds an event of another club; import it on that club's page.")
        )
    result = event_import(data=data, replace=replace, actor=actor)
    audit_record(
        actor=actor,
        action="event_import",
        obj=result.event,
        event=result.event,
        after={
            "slug": result.event.slug,
            "replace": replace,
            "members_created": list(result.members_created),
            "warnings": list(result.warnings),
        },
    )
    return result
