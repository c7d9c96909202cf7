"""Writing an event file's rows (``transfer.restore``): club, members, event, participants,
rounds with tables, seats, hands and penalties, and the audit trail, each validated and
saved with its exported timestamps."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import DatabaseError
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_imported_record
from tournaments.clubs.models import Club, Member, Season
from tournaments.clubs.services.clubs import club_create
from tournaments.clubs.services.members import member_create
from tournaments.clubs.services.seasons import season_create
from tournaments.core.event_file import (
    TransferError,
    database_refused,
    date_in,
    expected_object,
    get_field,
    get_text,
    list_field,
    no_seat,
    not_in_members,
    optional_field,
    row_save,
    time_in,
    ts_in,
)
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.events.services.events import event_house_rules_snapshot
from tournaments.penalties.models import Penalty
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.services.hands import hand_restore, table_turn_restore
from tournaments.transfer.format import hand_ref, penalty_ref, round_ref, seat_ref, table_ref
from tournaments.transfer.restore_results import hand_results_restore


class Users:
    """Usernames to users of this database; unknown names are remembered for a warning."""

    def __init__(self) -> None:
        self._cache: dict[str, Any] = {}
        self.missing: set[str] = set()

    def __call__(self, username: str | None) -> Any:
        if username is None:
            return None
        if username not in self._cache:
            user_model = get_user_model()
            user = user_model.objects.filter(**{user_model.USERNAME_FIELD: username}).first()
            if user is None:
                self.missing.add(username)
            self._cache[username] = user
        return self._cache[username]


def club_restore(data: Mapping[str, Any]) -> Club:
    slug = get_field(data, "slug", str, "club")
    club = Club.objects.filter(slug=slug).first()
    if club is None:
        try:
            club = club_create(name=get_field(data, "name", str, "club"), slug=slug)
        except ValidationError as exc:
            raise TransferError(f"club: {'; '.join(exc.messages)}") from exc
    return club


def members_restore(club: Club, rows: list[Any], created: list[str]) -> dict[str, Member]:
    """The club's members by number; the file's members missing here are created (their
    numbers appended to ``created``)."""
    existing = {m.member_number: m for m in club.members.all()}
    for index, row in enumerate(rows):
        where = f"members[{index}]"
        number = get_field(row, "number", str, where)
        if number in existing:
            continue
        try:
            existing[number] = member_create(
                club=club,
                first_name=get_field(row, "first_name", str, where),
                surname_prefix=optional_field(row, "surname_prefix", str, where, ""),
                last_name=get_field(row, "last_name", str, where),
                member_number=number,
                ema_number=optional_field(row, "ema_number", str, where, ""),
                country=optional_field(row, "country", str, where, "NL"),
                joined_on=date_in(row.get("joined_on"), f"{where}.joined_on"),
                active=optional_field(row, "active", bool, where, True),
                adult=optional_field(row, "adult", bool, where, True),
            )
        except ValidationError as exc:
            raise TransferError(f"{where}: {'; '.join(exc.messages)}") from exc
        created.append(number)
    return existing


def _sitter(row: Any, members: Mapping[str, Member], where: str) -> dict[str, Any]:
    if not isinstance(row, Mapping):
        raise TransferError(expected_object(where))
    if "member" in row:
        number = get_field(row, "member", str, where)
        if number not in members:
            raise TransferError(not_in_members(where, number))
        return {"member": members[number], "guest_name": ""}
    return {"member": None, "guest_name": get_field(row, "guest", str, where)}


def event_restore(data: Mapping[str, Any], club: Club, users: Users) -> Event:
    where = "event"
    season_year = get_field(data, "season", int, where, null=True)
    season = None
    if season_year is not None:
        season = Season.objects.filter(club=club, year=season_year).first()
        if season is None:
            try:
                season = season_create(club=club, year=season_year)
            except ValidationError as exc:
                raise TransferError(f"{where}.season: {'; '.join(exc.messages)}") from exc
    event = Event(
        club=club,
        season=season,
        slug=get_field(data, "slug", str, where),
        name=get_field(data, "name", str, where),
        kind=get_field(data, "kind", str, where),
        date=date_in(get_text(data, "date", where), f"{where}.date"),
        start_time=time_in(data.get("start_time"), f"{where}.start_time"),
        end_time=time_in(data.get("end_time"), f"{where}.end_time"),
        venue=get_field(data, "venue", str, where),
        ruleset=get_field(data, "ruleset", str, where),
        # the file's own snapshot (its hands were scored under it); else the club's rules
        ruleset_options=get_field(data, "ruleset_options", dict, where)
        if "ruleset_options" in data
        else event_house_rules_snapshot(club=club, ruleset=get_field(data, "ruleset", str, where)),
        round_count=get_field(data, "round_count", int, where),
        round_minutes=optional_field(
            data, "round_minutes", int, where, Event._meta.get_field("round_minutes").default
        ),
        finished_at=ts_in(data.get("finished_at"), f"{where}.finished_at"),
        status=get_field(data, "status", str, where),
        table_policy=get_field(data, "table_policy", str, where),
        penalty_mode=optional_field(data, "penalty_mode", str, where, ""),
        substitute_rule=optional_field(data, "substitute_rule", str, where, "ema"),
        ema_qualifying=optional_field(data, "ema_qualifying", bool, where, False),
        silent_rounds=optional_field(data, "silent_rounds", int, where, 0),
        silent_revealed_at=ts_in(data.get("silent_revealed_at"), f"{where}.silent_revealed_at"),
    )
    row_save(event, where, created_at=ts_in(data.get("created_at"), f"{where}.created_at"))
    names = list_field(data, "scorekeepers", where)
    if not all(isinstance(name, str) for name in names):
        raise TransferError(_("%(where)s: expected usernames") % {"where": f"{where}.scorekeepers"})
    event.scorekeepers.set([u for u in (users(n) for n in names) if u is not None])
    return event


def participants_restore(event: Event, rows: Any, members: Mapping[str, Member]) -> None:
    if not rows:
        return
    if not isinstance(rows, list):
        raise TransferError(_("%(where)s: expected a list") % {"where": "participants"})
    for index, row in enumerate(rows):
        where = f"participants[{index}]"
        participant = EventParticipant(
            event=event,
            **_sitter(row, members, where),
            group=get_field(row, "group", str, where),
            joined_round=get_field(row, "joined_round", int, where),
            withdrew_after_round=get_field(row, "withdrew_after_round", int, where, null=True),
        )
        row_save(participant, where, created_at=ts_in(row.get("created_at"), f"{where}.created_at"))


def _hand(table: Table, seats: Mapping[int, Seat], row: Any, where: str, users: Users) -> Hand:
    def seat(key: str) -> Seat | None:
        position = get_field(row, key, int, where, null=True)
        if position is None:
            return None
        if position not in seats:
            raise TransferError(no_seat(f"{where}.{key}", position))
        return seats[position]

    fields = {
        "number": get_field(row, "number", int, where),
        "prevailing_wind": get_field(row, "prevailing_wind", str, where),
        "dealer": seat("dealer"),
        "result_kind": get_field(row, "result_kind", str, where),
        "winner": seat("winner"),
        "discarder": seat("discarder"),
        "pao": seat("pao"),
        "claimant": seat("claimant"),
        "entry": get_field(row, "entry", dict, where),
        "entry_mode": get_field(row, "entry_mode", str, where),
        "entered_by": users(get_field(row, "entered_by", str, where, null=True)),
        "confirmed_by": users(get_field(row, "confirmed_by", str, where, null=True)),
        "version": get_field(row, "version", int, where),
    }
    try:  # through the one writer of hands
        hand = hand_restore(
            table=table,
            fields=fields,
            created_at=ts_in(row.get("created_at"), f"{where}.created_at"),
            updated_at=ts_in(row.get("updated_at"), f"{where}.updated_at"),
        )
    except ValidationError as exc:
        raise TransferError(f"{where}: {'; '.join(exc.messages)}") from exc
    except DatabaseError as exc:  # the transaction is rolled back by event_import
        raise TransferError(database_refused(where)) from exc
    hand_results_restore(hand, seats, list_field(row, "results", where), where)
    return hand


def _hands_restore(
    table: Table,
    seats: Mapping[int, Seat],
    row: Any,
    where: str,
    users: Users,
    refs: dict[str, tuple[str, str]],
) -> None:
    """The table's hands as stored, then its next turn replayed from them."""
    for index, hand_row in enumerate(list_field(row, "hands", where)):
        hand = _hand(table, seats, hand_row, f"{where}.hands[{index}]", users)
        refs[hand_ref(table.round.number, table.number, hand.number)] = (
            "tournaments.hand",
            str(hand.pk),
        )
    table_turn_restore(table=table)


def rounds_restore(
    event: Event,
    rows: list[Any],
    members: Mapping[str, Member],
    users: Users,
    refs: dict[str, tuple[str, str]],
) -> None:
    for r_index, r_row in enumerate(rows):
        where = f"rounds[{r_index}]"
        round_ = Round(
            event=event,
            number=get_field(r_row, "number", int, where),
            status=get_field(r_row, "status", str, where),
            starts_at=ts_in(r_row.get("starts_at"), f"{where}.starts_at"),
            ends_at=ts_in(r_row.get("ends_at"), f"{where}.ends_at"),
            started_at=ts_in(r_row.get("started_at"), f"{where}.started_at"),
            minutes=optional_field(r_row, "minutes", int, where, None),
        )
        row_save(round_, where)
        refs[round_ref(round_.number)] = ("tournaments.round", str(round_.pk))
        for t_index, t_row in enumerate(list_field(r_row, "tables", where)):
            at = f"{where}.tables[{t_index}]"
            table = Table(
                round=round_,
                number=get_field(t_row, "number", int, at),
                confirmed_by=users(get_field(t_row, "confirmed_by", str, at, null=True)),
                confirmed_at=ts_in(t_row.get("confirmed_at"), f"{at}.confirmed_at"),
                extra_minutes=optional_field(t_row, "extra_minutes", int, at, 0),
            )
            row_save(table, at)
            refs[table_ref(round_.number, table.number)] = ("tournaments.table", str(table.pk))
            seats: dict[int, Seat] = {}
            for s_index, s_row in enumerate(list_field(t_row, "seats", at)):
                seat_at = f"{at}.seats[{s_index}]"
                seat = Seat(
                    table=table,
                    round=round_,
                    position=get_field(s_row, "position", int, seat_at),
                    wind=get_field(s_row, "wind", str, seat_at),
                    substitute_for=_substitute_for(s_row, members, seat_at),
                    substitute_for_guest=optional_field(
                        s_row, "substitute_for_guest", str, seat_at, ""
                    ),
                    **_sitter(s_row, members, seat_at),
                )
                seats[seat.position] = row_save(seat, seat_at)
                refs[seat_ref(round_.number, table.number, seat.position)] = (
                    "tournaments.seat",
                    str(seat.pk),
                )
            _confirmed_by_seat(table, seats, t_row, at)
            _hands_restore(table, seats, t_row, at, users, refs)
            for p_index, p_row in enumerate(t_row.get("penalties") or [], start=1):
                penalty = _penalty(table, seats, p_row, f"{at}.penalties[{p_index - 1}]", users)
                refs[penalty_ref(round_.number, table.number, p_index)] = (
                    "tournaments.penalty",
                    str(penalty.pk),
                )


def _substitute_for(row: Any, members: Mapping[str, Member], where: str) -> Member | None:
    number = optional_field(row, "substitute_for", str, where, None)
    if number is None:
        return None
    if number not in members:
        raise TransferError(not_in_members(f"{where}.substitute_for", number))
    return members[number]


def _penalty(
    table: Table, seats: Mapping[int, Seat], row: Any, where: str, users: Users
) -> Penalty:
    """A penalty as stored (its shares are checked by ``verify`` with the hands)."""
    position = get_field(row, "seat", int, where)
    if position not in seats:
        raise TransferError(no_seat(f"{where}.seat", position))
    shares = get_field(row, "shares", dict, where)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in shares.values()):
        raise TransferError(_("%(where)s: expected whole numbers") % {"where": f"{where}.shares"})
    penalty = Penalty(
        table=table,
        seat=seats[position],
        points=get_field(row, "points", int, where),
        reason=get_field(row, "reason", str, where),
        note=get_field(row, "note", str, where),
        mode=get_field(row, "mode", str, where),
        shares=shares,
        given_by=users(get_field(row, "given_by", str, where, null=True)),
        given_at=ts_in(get_text(row, "given_at", where), f"{where}.given_at"),
        cancelled_by=users(get_field(row, "cancelled_by", str, where, null=True)),
        cancelled_at=ts_in(row.get("cancelled_at"), f"{where}.cancelled_at"),
        cancel_reason=get_field(row, "cancel_reason", str, where),
    )
    return row_save(penalty, where)


def _confirmed_by_seat(table: Table, seats: Mapping[int, Seat], row: Any, at: str) -> None:
    """A player's confirmation by seat code names the seat by its position."""
    position = optional_field(row, "confirmed_by_seat", int, at, None)
    if position is None:
        return
    if position not in seats:
        raise TransferError(no_seat(f"{at}.confirmed_by_seat", position))
    table.confirmed_by_seat = seats[position]
    row_save(table, at)


def audit_restore(
    event: Event, rows: list[Any], importer: Actor | None, refs: Mapping[str, tuple[str, str]]
) -> None:
    """The file's audit rows as imported history (``audit_imported_record``): the importer
    and the import's time, the file's actor and time only as text."""
    for index, row in enumerate(rows):
        where = f"audit[{index}]"
        object_type = get_field(row, "object_type", str, where)
        ref = get_field(row, "object", str, where)
        if ref == "event":
            object_id = str(event.pk)
        elif ref in refs and refs[ref][0] == object_type:
            object_id = refs[ref][1]
        elif ref.startswith("#"):
            object_id = ref
        else:
            raise TransferError(
                _("%(where)s: %(ref)r is not in this file")
                % {"where": f"{where}.object", "ref": ref}
            )
        created_at = ts_in(row.get("created_at"), f"{where}.created_at")
        file_actor = get_field(row, "actor", str, where, null=True)
        try:
            audit_imported_record(
                importer=importer,
                event=event,
                action=get_field(row, "action", str, where),
                object_type=object_type,
                object_id=object_id,
                reason=get_field(row, "reason", str, where),
                before=row.get("before"),
                after=row.get("after"),
                file_actor=file_actor or "",
                file_at=row["created_at"] if created_at is not None else "",
            )
        except ValidationError as exc:
            raise TransferError(f"{where}: {'; '.join(exc.messages)}") from exc
