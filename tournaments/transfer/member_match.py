"""Matching an event file's members to the target club's (issue 38): by number *and*
name. A number that belongs to someone else here would attach the file's results to the
wrong person, so the import refuses and lists the mismatches unless the operator says
the numbers are right (``import_event --match-by-number``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from tournaments.clubs.models import Club
from tournaments.clubs.names import display_name
from tournaments.core.event_file import TransferError, get_field, optional_field


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def member_mismatches(club: Club, rows: list[Any]) -> list[str]:
    """One line per file member whose number is a member here with another name."""
    here = {m.member_number: m for m in club.members.all()}
    lines = []
    for index, row in enumerate(rows):
        where = f"members[{index}]"
        number = get_field(row, "number", str, where)
        member = here.get(number)
        if member is None:
            continue
        named = display_name(
            get_field(row, "first_name", str, where),
            optional_field(row, "surname_prefix", str, where, ""),
            get_field(row, "last_name", str, where),
        )
        if _key(named) != _key(member.full_name):
            lines.append(
                _("member %(number)s: %(file)r in the file, %(here)r here")
                % {"number": number, "file": named, "here": member.full_name}
            )
    return lines


def members_check(
    club: Club, rows: list[Any], *, match_by_number: bool, warnings: list[str]
) -> None:
    """Refuse the file's members whose number names someone else here (a
    :class:`TransferError` listing them), or with ``match_by_number`` add them to
    ``warnings`` and go on."""
    mismatches = member_mismatches(club, rows)
    if not mismatches:
        return
    if not match_by_number:
        raise TransferError(
            _(
                "%(count)d member number(s) belong to someone else in club %(club)r: "
                "%(lines)s. Nothing was imported; --match-by-number attaches the results to "
                "the members here anyway."
            )
            % {"count": len(mismatches), "club": club.slug, "lines": "; ".join(mismatches)}
        )
    warnings.extend(
        _("%(line)s: results attached to the member here") % {"line": line} for line in mismatches
    )
