"""Restoring an exported event (``event_import``): the rows exactly as they were exported.

Restoring is not re-entering: hands keep their stored points and settlements. But the
file is not trusted: after the rows are written (in the same transaction) every hand is
checked as ``manage.py verify`` checks it: each entry scored again by the engine, each
hand and table summing to zero. A hand that cannot be re-scored or does not sum to zero
refuses the whole file; a stored result that differs from the re-scored one does too,
unless ``keep_stored_scores`` (restoring an old backup after a ruleset was fixed: the
differences become warnings, and ``verify`` keeps reporting them). The file's nesting
and size are limited, and ``replace`` only ever replaces an event of the file's club. Members are matched by club and member number and created when
missing; users (scorekeepers, who entered a hand, audit actors) are matched by username
and left empty, with a warning, when this database has no such user.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.models import AuditEntry
from tournaments.core.event_file import SectionRefs, TransferError, get_field, list_field
from tournaments.events.models import Event
from tournaments.integrity import verify_hands, verify_penalties
from tournaments.integrity.selectors import hands_to_verify, penalties_to_verify
from tournaments.penalties.models import Penalty
from tournaments.play.services.hands import event_hands_delete
from tournaments.transfer.format import (
    FORMAT_NAME,
    FORMAT_VERSION,
    READABLE_VERSIONS,
)
from tournaments.transfer.member_match import members_check
from tournaments.transfer.reading import MAX_FILE_BYTES, MAX_VALUES, loads
from tournaments.transfer.restore_rows import (
    Users,
    audit_restore,
    club_restore,
    event_restore,
    members_restore,
    participants_restore,
    rounds_restore,
)
from tournaments.transfer.sections import file_sections

__all__ = [  # loads and the file's limits are read beside this module, in reading
    "MAX_FILE_BYTES",
    "MAX_VALUES",
    "ImportResult",
    "event_delete",
    "event_import",
    "loads",
]

MAX_ISSUES_SHOWN = 5


@dataclass
class ImportResult:
    event: Event
    members_created: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def event_delete(*, event: Event) -> None:
    """Delete an event with everything in it (hands first: they protect their seats)."""
    event_hands_delete(event=event)
    Penalty.objects.filter(table__round__event=event).delete()
    AuditEntry.objects.filter(event=event).delete()
    event.delete()


def _check_results(event: Event, result: ImportResult, *, keep_stored_scores: bool) -> None:
    """Every restored hand re-scored and summed (``verify``); see the module docstring."""
    report = verify_hands(hands_to_verify(event=event).iterator(chunk_size=500))
    verify_penalties(penalties_to_verify(event=event), report)
    fatal = [i for i in report.issues if keep_stored_scores is False or i.kind != "difference"]
    if fatal:
        shown = "; ".join(str(issue) for issue in fatal[:MAX_ISSUES_SHOWN])
        more = len(fatal) - MAX_ISSUES_SHOWN
        message = _("the file's results do not check out, nothing was imported: %(issues)s") % {
            "issues": shown
        }
        if more > 0:
            message += _("; and %(count)d more") % {"count": more}
        if all(i.kind == "difference" for i in fatal):
            message += _(" (--keep-stored-scores restores results that differ from today's rules)")
        raise TransferError(message)
    result.warnings.extend(
        _("kept the stored result: %(issue)s") % {"issue": issue}
        for issue in report.issues
        if issue.kind == "difference"
    )


def _sections_restore(event: Event, data: Mapping[str, Any], refs: SectionRefs) -> None:
    """Each feature's own part of the file (``Feature.event_file``), when the file has it."""
    for section in file_sections():
        if data.get(section.key) is not None:
            section.restore(event, data[section.key], refs)


def _existing_replace(data: Mapping[str, Any], slug: str, *, replace: bool) -> None:
    """An event of this slug here: replaced (deleted) when it is the file's club's and
    ``replace``; refused otherwise, never naming another (perhaps private) club's event."""
    existing = Event.objects.select_related("club").filter(slug=slug).first()
    if existing is not None:
        club_slug = get_field(get_field(data, "club", dict, "file"), "slug", str, "club")
        if existing.club.slug != club_slug:
            # another club's event, perhaps a private one: the message names neither
            raise TransferError(
                _(
                    "the slug %(slug)r is taken by an event of another club: change the "
                    "event's slug in the file (--replace never replaces another club's event)"
                )
                % {"slug": slug}
            )
        if not replace:
            raise TransferError(
                _("an event with slug %(slug)r exists; replace it (--replace) to overwrite it")
                % {"slug": slug}
            )
        event_delete(event=existing)


@transaction.atomic
def event_import(
    *,
    data: Mapping[str, Any],
    replace: bool = False,
    keep_stored_scores: bool = False,
    match_by_number: bool = False,
    actor: Actor | None = None,
) -> ImportResult:
    """Restore an exported event. Refuses an existing slug unless ``replace`` (and then
    only an event of the file's club); refuses members whose number names someone else
    here unless ``match_by_number`` (``member_match``); checks every hand; all or nothing.
    The file's audit rows become imported history with ``actor`` (who imports) as actor.

    Raises ``TransferError`` naming the place in the file that is wrong.
    """
    if data.get("format") != FORMAT_NAME:
        raise TransferError(_("not a %(format)s file") % {"format": FORMAT_NAME})
    if data.get("version") not in READABLE_VERSIONS:
        raise TransferError(
            _("file version %(version)r; this site reads version %(readable)d")
            % {"version": data.get("version"), "readable": FORMAT_VERSION}
        )
    event_data = get_field(data, "event", dict, "file")
    slug = get_field(event_data, "slug", str, "event")
    _existing_replace(data, slug, replace=replace)

    users = Users()
    club = club_restore(get_field(data, "club", dict, "file"))
    result = ImportResult(event=None)  # type: ignore[arg-type]
    member_rows = list_field(data, "members", "file")
    members_check(club, member_rows, match_by_number=match_by_number, warnings=result.warnings)
    members = members_restore(club, member_rows, result.members_created)
    event = event_restore(event_data, club, users)
    result.event = event
    participant_rows = data.get("participants") or []  # optional (version 1)
    participants_restore(event, participant_rows, members)
    refs: dict[str, tuple[str, str]] = {}
    rounds_restore(event, list_field(data, "rounds", "file"), members, users, refs)
    _sections_restore(event, data, SectionRefs(members=members, participants=participant_rows))
    audit_restore(event, list_field(data, "audit", "file"), actor, refs)
    _check_results(event, result, keep_stored_scores=keep_stored_scores)
    result.warnings.extend(
        _("no user %(name)r here: left empty") % {"name": name} for name in sorted(users.missing)
    )
    return result
