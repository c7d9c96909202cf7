"""Reading one event into plain data (``event_export``) and writing it as JSON (``dumps``)."""

from __future__ import annotations

import json
from typing import Any

from django.db.models import Prefetch

from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.core.event_file import EventFileSection, date_out, ts_out
from tournaments.events.models import Event, Round
from tournaments.penalties.models import Penalty
from tournaments.play.models import Hand, HandResult, Seat, Table
from tournaments.transfer.format import (
    FORMAT_NAME,
    FORMAT_VERSION,
    hand_ref,
    penalty_ref,
    round_ref,
    seat_ref,
    table_ref,
)
from tournaments.transfer.sections import file_sections


def _username(user: Any) -> str | None:
    return user.get_username() if user is not None else None


def _member_out(member: Member) -> dict[str, Any]:
    return {
        "number": member.member_number,
        "first_name": member.first_name,
        "surname_prefix": member.surname_prefix,
        "last_name": member.last_name,
        "ema_number": member.ema_number,
        "country": member.country,
        "joined_on": date_out(member.joined_on),
        "active": member.active,
        "adult": member.adult,
    }


def _sitter_out(member: Member | None, guest_name: str) -> dict[str, Any]:
    if member is not None:
        return {"member": member.member_number, "name": member.full_name}
    return {"guest": guest_name}


def _rounds(event: Event) -> list[Round]:
    """The event's rounds with tables, seats, hands, results and penalties: seven queries."""
    hands = Hand.objects.select_related("entered_by", "confirmed_by").prefetch_related(
        Prefetch("results", queryset=HandResult.objects.select_related("seat"))
    )
    tables = Table.objects.select_related("confirmed_by").prefetch_related(
        Prefetch(
            "seats",
            queryset=Seat.objects.select_related("member", "substitute_for").order_by("position"),
        ),
        Prefetch("hands", queryset=hands.order_by("number")),
        Prefetch(
            "penalties",
            queryset=Penalty.objects.select_related("given_by", "cancelled_by").order_by(
                "given_at", "id"
            ),
        ),
    )
    return list(
        event.rounds.order_by("number").prefetch_related(
            Prefetch("tables", queryset=tables.order_by("number"))
        )
    )


def _hand_out(hand: Hand, position: dict[int, int]) -> dict[str, Any]:
    def seat(seat_id: int | None) -> int | None:
        return None if seat_id is None else position[seat_id]

    return {
        "number": hand.number,
        "prevailing_wind": hand.prevailing_wind,
        "dealer": seat(hand.dealer_id),
        "result_kind": hand.result_kind,
        "winner": seat(hand.winner_id),
        "discarder": seat(hand.discarder_id),
        "pao": seat(hand.pao_id),
        "claimant": seat(hand.claimant_id),
        "entry_mode": hand.entry_mode,
        "entry": hand.entry,
        "entered_by": _username(hand.entered_by),
        "confirmed_by": _username(hand.confirmed_by),
        "version": hand.version,
        "created_at": ts_out(hand.created_at),
        "updated_at": ts_out(hand.updated_at),
        "results": sorted(
            (
                {
                    "seat": position[r.seat_id],
                    "wind": r.wind,
                    "points": r.points,
                    "settlement": r.settlement,
                    "elements": r.elements,
                }
                for r in hand.results.all()
            ),
            key=lambda r: r["seat"],
        ),
    }


def _table_out(round_number: int, table: Table, refs: dict[tuple[str, str], str]) -> dict[str, Any]:
    seats = list(table.seats.all())
    position = {s.pk: s.position for s in seats}
    refs["tournaments.table", str(table.pk)] = table_ref(round_number, table.number)
    for hand in table.hands.all():
        refs["tournaments.hand", str(hand.pk)] = hand_ref(round_number, table.number, hand.number)
    for seat in seats:
        refs["tournaments.seat", str(seat.pk)] = seat_ref(round_number, table.number, seat.position)
    penalties = list(table.penalties.all())
    for index, penalty in enumerate(penalties, start=1):
        refs["tournaments.penalty", str(penalty.pk)] = penalty_ref(
            round_number, table.number, index
        )
    return {
        "number": table.number,
        "confirmed_by": _username(table.confirmed_by),
        "confirmed_at": ts_out(table.confirmed_at),
        # the round clock and a player's confirmation by seat code (by the seat's position)
        "extra_minutes": table.extra_minutes,
        "confirmed_by_seat": (
            None if table.confirmed_by_seat_id is None else position.get(table.confirmed_by_seat_id)
        ),
        "seats": [_seat_out(s) for s in seats],
        "hands": [_hand_out(h, position) for h in table.hands.all()],
        "penalties": [_penalty_out(p, position) for p in penalties],
    }


def _seat_out(seat: Seat) -> dict[str, Any]:
    out = {
        "position": seat.position,
        "wind": seat.wind,
        **_sitter_out(seat.member, seat.guest_name),
    }
    if seat.substitute_for is not None:
        out["substitute_for"] = seat.substitute_for.member_number
    if seat.substitute_for_guest:
        out["substitute_for_guest"] = seat.substitute_for_guest
    return out


def _penalty_out(penalty: Penalty, position: dict[int, int]) -> dict[str, Any]:
    return {
        "seat": position[penalty.seat_id],
        "points": penalty.points,
        "reason": penalty.reason,
        "note": penalty.note,
        "mode": penalty.mode,
        "shares": penalty.shares,
        "given_by": _username(penalty.given_by),
        "given_at": ts_out(penalty.given_at),
        "cancelled_by": _username(penalty.cancelled_by),
        "cancelled_at": ts_out(penalty.cancelled_at),
        "cancel_reason": penalty.cancel_reason,
    }


def _audit_out(event: Event, refs: dict[tuple[str, str], str]) -> list[dict[str, Any]]:
    entries = AuditEntry.objects.filter(event=event).select_related("actor")
    out = []
    for entry in entries.order_by("created_at", "id"):
        ref = refs.get((entry.object_type, entry.object_id))
        if ref is None:
            ref = entry.object_id if entry.object_id.startswith("#") else f"#{entry.object_id}"
        # an imported row goes out as the file told it (a restored backup round-trips)
        out.append(
            {
                "created_at": entry.imported_at or None
                if entry.imported
                else ts_out(entry.created_at),
                "actor": entry.imported_actor or None if entry.imported else _username(entry.actor),
                "action": entry.action,
                "object_type": entry.object_type,
                "object": ref,
                "reason": entry.reason,
                "before": entry.before,
                "after": entry.after,
            }
        )
    return out


def _participants_out(
    event: Event, sections: list[EventFileSection[Event]]
) -> list[dict[str, Any]]:
    related = getattr(event, "participants", None)
    if related is None:  # the participants model is optional in older databases
        return []
    added: dict[int, dict[str, Any]] = {}
    for section in sections:
        for pk, keys in section.participant_keys(event).items():
            added.setdefault(pk, {}).update(keys)
    rows = [
        {
            **_sitter_out(p.member, p.guest_name),
            "group": p.group,
            "joined_round": p.joined_round,
            "withdrew_after_round": p.withdrew_after_round,
            "created_at": ts_out(p.created_at),
            **added.get(p.pk, {}),
        }
        for p in related.select_related("member")
    ]
    return sorted(rows, key=lambda p: (p.get("member", ""), p.get("guest", "")))


def _event_out(event: Event) -> dict[str, Any]:
    """The event's own fields; its silent rounds only when it has some (older files read as
    before, and a restored event hides what it hid: docs/silent-rounds.md)."""
    silent = (
        {
            "silent_rounds": event.silent_rounds,
            "silent_revealed_at": ts_out(event.silent_revealed_at),
        }
        if event.silent_rounds
        else {}
    )
    return silent | {
        "slug": event.slug,
        "name": event.name,
        "kind": event.kind,
        "season": event.season.year if event.season is not None else None,
        "date": date_out(event.date),
        "start_time": date_out(event.start_time),
        "end_time": date_out(event.end_time),
        "venue": event.venue,
        "ruleset": event.ruleset,
        "ruleset_options": event.ruleset_options,
        "round_count": event.round_count,
        "round_minutes": event.round_minutes,
        "status": event.status,
        "finished_at": ts_out(event.finished_at),
        "table_policy": event.table_policy,
        "penalty_mode": event.penalty_mode,
        "substitute_rule": event.substitute_rule,
        "ema_qualifying": event.ema_qualifying,
        "scorekeepers": sorted(u.get_username() for u in event.scorekeepers.all()),
        "created_at": ts_out(event.created_at),
    }


def event_export(*, event: Event) -> dict[str, Any]:
    """Everything about ``event`` as plain data, without database ids."""
    event = Event.objects.select_related("club", "season").get(pk=event.pk)
    refs: dict[tuple[str, str], str] = {("tournaments.event", str(event.pk)): "event"}
    rounds_out = []
    members: dict[str, Member] = {}
    for round_ in _rounds(event):
        refs["tournaments.round", str(round_.pk)] = round_ref(round_.number)
        for table in round_.tables.all():
            for seat in table.seats.all():
                for member in (seat.member, seat.substitute_for):
                    if member is not None:
                        members[member.member_number] = member
        rounds_out.append(
            {
                "number": round_.number,
                "status": round_.status,
                "starts_at": ts_out(round_.starts_at),
                "ends_at": ts_out(round_.ends_at),
                "started_at": ts_out(round_.started_at),
                "minutes": round_.minutes,
                "tables": [_table_out(round_.number, t, refs) for t in round_.tables.all()],
            }
        )
    sections = file_sections()
    for section in sections:
        members |= {m.member_number: m for m in section.members(event)}
    participants = _participants_out(event, sections)
    if participants:
        numbers = {p["member"] for p in participants if "member" in p} - set(members)
        for member in Member.objects.filter(club=event.club, member_number__in=numbers):
            members[member.member_number] = member
    data = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "club": {"slug": event.club.slug, "name": event.club.name},
        "members": [_member_out(members[n]) for n in sorted(members)],
        "event": _event_out(event),
        "participants": participants,
        "rounds": rounds_out,
        "audit": _audit_out(event, refs),
    }
    for section in sections:
        value = section.out(event)
        if value is not None and value != [] and value != {}:  # else the file is as before
            data[section.key] = value
    return data


def dumps(data: dict[str, Any]) -> str:
    """Stable JSON: sorted keys, two-space indent, UTF-8 text, one trailing newline."""
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
