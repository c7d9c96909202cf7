"""Reads for a member's own data (GDPR article 15/20): everything the site keeps about one
member, as plain JSON-ready data and as CSV rows. A handful of queries, whatever the
member's history."""

from __future__ import annotations

import csv
import datetime
import io
from typing import Any

from tournaments.clubs.models import MEMBER_PERSONAL_FIELDS, Member
from tournaments.core.cells import csv_text
from tournaments.penalties.models import Penalty
from tournaments.play.models import HandResult, Seat
from tournaments.play.selectors.winners import result_won, several_winner_rulesets
from tournaments.registration.models import Registration

#: the sections of the download, in order (the CSV's first column)
SECTIONS = ("personal", "memberships", "registrations", "tables", "hands", "penalties")

#: the ids of the clubs whose records a reader may see; None: every club
type Clubs = frozenset[int] | None

_PERSONAL_FIELDS = (*MEMBER_PERSONAL_FIELDS, "active", "role", "hide_public_name")


def _plain(value: Any) -> Any:
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    return value


def _personal(member: Member) -> dict[str, Any]:
    data = {name: _plain(getattr(member, name)) for name in _PERSONAL_FIELDS}
    data["club"] = member.club.name
    user = member.user
    data["login"] = user.get_username() if user is not None else ""
    data["email"] = user.email if user is not None else ""
    return data


def _memberships(member: Member, clubs: Clubs) -> list[dict[str, Any]]:
    """This membership, and the login's memberships of other clubs (a login links them)
    that the reader may see."""
    rows = (
        Member.objects.filter(user=member.user)
        if member.user_id
        else Member.objects.filter(pk=member.pk)
    )
    if clubs is not None:
        rows = rows.filter(club_id__in=clubs)
    return [
        {
            "club": row["club__name"],
            "member_number": row["member_number"],
            "joined_on": _plain(row["joined_on"]),
            "active": row["active"],
            "role": row["role"],
        }
        for row in rows.order_by("club__name").values(
            "club__name", "member_number", "joined_on", "active", "role"
        )
    ]


def _registrations(member: Member, clubs: Clubs) -> list[dict[str, Any]]:
    """The member's registrations for events (issue 40), with what they entered."""
    rows = Registration.objects.filter(member=member).order_by("event__date", "created_at")
    if clubs is not None:
        rows = rows.filter(event__club_id__in=clubs)
    return [
        {
            "event": row["event__name"],
            "date": _plain(row["event__date"]),
            "status": row["status"],
            "name": row["name"],
            "email": row["email"],
            "club": row["club_name"],
            "ema_number": row["ema_number"],
            "country": row["country"],
            "consent": row["consent"],
            "paid": row["paid"],
            "registered": _plain(row["created_at"]),
        }
        for row in rows.values(
            "event__name",
            "event__date",
            "status",
            "name",
            "email",
            "club_name",
            "ema_number",
            "country",
            "consent",
            "paid",
            "created_at",
        )
    ]


def _tables(member: Member, clubs: Clubs) -> list[dict[str, Any]]:
    seats = Seat.objects.filter(member=member).order_by(
        "round__event__date", "round__number", "table__number"
    )
    if clubs is not None:
        seats = seats.filter(round__event__club_id__in=clubs)
    return [
        {
            "event": row["round__event__name"],
            "date": _plain(row["round__event__date"]),
            "round": row["round__number"],
            "table": row["table__number"],
            "wind": row["wind"],
        }
        for row in seats.values(
            "round__event__name", "round__event__date", "round__number", "table__number", "wind"
        )
    ]


def _hands(member: Member, clubs: Clubs) -> list[dict[str, Any]]:
    results = HandResult.objects.filter(seat__member=member).order_by(
        "hand__table__round__event__date", "hand__table__round__number", "hand__number"
    )
    if clubs is not None:
        results = results.filter(hand__table__round__event__club_id__in=clubs)
    several = set(several_winner_rulesets())  # a second winner of one discard won too
    return [
        {
            "event": row["hand__table__round__event__name"],
            "date": _plain(row["hand__table__round__event__date"]),
            "round": row["hand__table__round__number"],
            "table": row["hand__table__number"],
            "hand": row["hand__number"],
            "wind": row["wind"],
            "result": row["hand__result_kind"],
            "won": result_won(
                winner_id=row["hand__winner_id"],
                seat_id=row["seat_id"],
                kind=row["hand__result_kind"],
                points=row["points"],
                ruleset=row["hand__table__round__event__ruleset"],
                several=several,
            ),
            "points": row["points"],
            "settlement": row["settlement"],
        }
        for row in results.values(
            "hand__table__round__event__name",
            "hand__table__round__event__date",
            "hand__table__round__number",
            "hand__table__number",
            "hand__number",
            "hand__result_kind",
            "hand__winner_id",
            "hand__table__round__event__ruleset",
            "seat_id",
            "wind",
            "points",
            "settlement",
        )
    ]


def _penalties(member: Member, clubs: Clubs) -> list[dict[str, Any]]:
    penalties = Penalty.objects.filter(seat__member=member).order_by("given_at")
    if clubs is not None:
        penalties = penalties.filter(table__round__event__club_id__in=clubs)
    return [
        {
            "event": row["table__round__event__name"],
            "round": row["table__round__number"],
            "table": row["table__number"],
            "points": row["points"],
            "reason": row["reason"],
            "note": row["note"],
            "given_at": _plain(row["given_at"]),
            "cancelled": row["cancelled_at"] is not None,
        }
        for row in penalties.values(
            "table__round__event__name",
            "table__round__number",
            "table__number",
            "points",
            "reason",
            "note",
            "given_at",
            "cancelled_at",
        )
    ]


def member_data(*, member: Member, clubs: Clubs = None) -> dict[str, Any]:
    """Everything kept about ``member``: ``{section: data}`` for ``SECTIONS``. ``clubs``:
    the ids of the clubs whose records the reader may see (a club's staff: their clubs, so
    a download never names a club the reader may not see); None for all of them (the
    member themself)."""
    return {
        "personal": _personal(member),
        "memberships": _memberships(member, clubs),
        "registrations": _registrations(member, clubs),
        "tables": _tables(member, clubs),
        "hands": _hands(member, clubs),
        "penalties": _penalties(member, clubs),
    }


def member_data_csv(data: dict[str, Any]) -> str:
    """``member_data`` as one CSV: a header and rows per section, the section name first;
    text that a spreadsheet would run as a formula is quoted (``tournaments.core.cells``)."""
    out = io.StringIO()
    writer = csv.writer(out)
    for section in SECTIONS:
        rows = data[section] if isinstance(data[section], list) else [data[section]]
        if not rows:
            continue
        writer.writerow([section, *rows[0]])
        for row in rows:
            writer.writerow(
                [section, *(csv_text(v) if isinstance(v, str) else v for v in row.values())]
            )
        writer.writerow([])
    return out.getvalue()
