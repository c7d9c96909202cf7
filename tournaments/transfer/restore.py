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

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import DatabaseError, models, transaction

from scoring.nesting import NestingError, nesting_check, too_deep_message
from tournaments.integrity import verify_hands, verify_penalties
from tournaments.models import (
    AuditEntry,
    Club,
    Event,
    Hand,
    Member,
    Penalty,
    Round,
    Season,
    Seat,
    Table,
)
from tournaments.selectors.turns import hand_winds
from tournaments.selectors.verify import hands_to_verify, penalties_to_verify
from tournaments.services import (
    club_create,
    event_house_rules_snapshot,
    member_create,
    season_create,
)
from tournaments.services.hands import SeatScore, hand_results_write
from tournaments.transfer.format import (
    FORMAT_NAME,
    FORMAT_VERSION,
    READABLE_VERSIONS,
    TransferError,
    date_in,
    hand_ref,
    penalty_ref,
    round_ref,
    seat_ref,
    table_ref,
    time_in,
    ts_in,
)

MAX_FILE_BYTES = 50 * 1024 * 1024
MAX_VALUES = 10_000_000  # JSON values in a file (a season of hands is far below)
MAX_ISSUES_SHOWN = 5


@dataclass
class ImportResult:
    event: Event
    members_created: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def loads(text: str | bytes) -> dict[str, Any]:
    """Parse an event file; anything that is not a JSON object is a ``TransferError``."""
    if len(text) > MAX_FILE_BYTES:
        raise TransferError(f"the file is larger than {MAX_FILE_BYTES // 1024 // 1024} MB")
    try:
        data = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TransferError(f"not a JSON file: {exc}") from exc
    except RecursionError:
        raise TransferError(f"not an event file: {too_deep_message()}") from None
    try:
        nesting_check(data, max_values=MAX_VALUES)
    except NestingError as exc:
        raise TransferError(f"not an event file: {exc}") from None
    if not isinstance(data, dict):
        raise TransferError("not an event file: expected a JSON object")
    return data


def _get(data: Any, key: str, kind: type | tuple[type, ...], where: str, *, null=False) -> Any:
    if not isinstance(data, Mapping):
        raise TransferError(f"{where}: expected an object")
    if key not in data:
        raise TransferError(f"{where}: {key!r} is missing")
    value = data[key]
    if value is None and null:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TransferError(f"{where}.{key}: {value!r} has the wrong type")
    return value


def _optional(data: Mapping[str, Any], key: str, kind: type, where: str, default: Any) -> Any:
    return _get(data, key, kind, where) if data.get(key) is not None else default


def _list(data: Any, key: str, where: str) -> list[Any]:
    return _get(data, key, list, where)


def _save(obj: models.Model, where: str, **timestamps: Any) -> models.Model:
    """Validate and save ``obj``; then set auto timestamps to the exported values."""
    try:
        obj.full_clean(validate_constraints=False)
        obj.save()
    except ValidationError as exc:
        raise TransferError(f"{where}: {'; '.join(exc.messages)}") from exc
    except DatabaseError as exc:  # the transaction is rolled back by event_import
        raise TransferError(f"{where}: {exc}") from exc
    timestamps = {name: value for name, value in timestamps.items() if value is not None}
    if timestamps:
        type(obj).objects.filter(pk=obj.pk).update(**timestamps)
        for name, value in timestamps.items():
            setattr(obj, name, value)
    return obj


class _Users:
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


def _club(data: Mapping[str, Any]) -> Club:
    slug = _get(data, "slug", str, "club")
    club = Club.objects.filter(slug=slug).first()
    if club is None:
        try:
            club = club_create(name=_get(data, "name", str, "club"), slug=slug)
        except ValidationError as exc:
            raise TransferError(f"club: {'; '.join(exc.messages)}") from exc
    return club


def _members(club: Club, rows: list[Any], result: ImportResult) -> dict[str, Member]:
    existing = {m.member_number: m for m in club.members.all()}
    for index, row in enumerate(rows):
        where = f"members[{index}]"
        number = _get(row, "number", str, where)
        if number in existing:
            continue
        try:
            existing[number] = member_create(
                club=club,
                first_name=_get(row, "first_name", str, where),
                surname_prefix=_optional(row, "surname_prefix", str, where, ""),
                last_name=_get(row, "last_name", str, where),
                member_number=number,
                ema_number=_optional(row, "ema_number", str, where, ""),
                country=_optional(row, "country", str, where, "NL"),
                joined_on=date_in(row.get("joined_on"), f"{where}.joined_on"),
                active=_optional(row, "active", bool, where, True),
                adult=_optional(row, "adult", bool, where, True),
            )
        except ValidationError as exc:
            raise TransferError(f"{where}: {'; '.join(exc.messages)}") from exc
        result.members_created.append(number)
    return existing


def _sitter(row: Any, members: Mapping[str, Member], where: str) -> dict:
    if not isinstance(row, Mapping):
        raise TransferError(f"{where}: expected an object")
    if "member" in row:
        number = _get(row, "member", str, where)
        if number not in members:
            raise TransferError(f"{where}: member {number} is not in the file's members")
        return {"member": members[number], "guest_name": ""}
    return {"member": None, "guest_name": _get(row, "guest", str, where)}


def _event(data: Mapping[str, Any], club: Club, users: _Users) -> Event:
    where = "event"
    season_year = _get(data, "season", int, where, null=True)
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
        slug=_get(data, "slug", str, where),
        name=_get(data, "name", str, where),
        kind=_get(data, "kind", str, where),
        date=date_in(_get(data, "date", str, where), f"{where}.date"),
        start_time=time_in(data.get("start_time"), f"{where}.start_time"),
        end_time=time_in(data.get("end_time"), f"{where}.end_time"),
        venue=_get(data, "venue", str, where),
        ruleset=_get(data, "ruleset", str, where),
        # the file's own snapshot (its hands were scored under it); else the club's rules
        ruleset_options=_get(data, "ruleset_options", dict, where)
        if "ruleset_options" in data
        else event_house_rules_snapshot(club=club, ruleset=_get(data, "ruleset", str, where)),
        round_count=_get(data, "round_count", int, where),
        round_minutes=_optional(
            data, "round_minutes", int, where, Event._meta.get_field("round_minutes").default
        ),
        finished_at=ts_in(data.get("finished_at"), f"{where}.finished_at"),
        status=_get(data, "status", str, where),
        table_policy=_get(data, "table_policy", str, where),
        penalty_mode=_optional(data, "penalty_mode", str, where, ""),
        substitute_rule=_optional(data, "substitute_rule", str, where, "ema"),
    )
    _save(event, where, created_at=ts_in(data.get("created_at"), f"{where}.created_at"))
    names = _list(data, "scorekeepers", where)
    if not all(isinstance(name, str) for name in names):
        raise TransferError(f"{where}.scorekeepers: expected usernames")
    event.scorekeepers.set([u for u in (users(n) for n in names) if u is not None])
    return event


def _participants(event: Event, rows: Any, members: Mapping[str, Member]) -> None:
    if not rows:
        return
    if not isinstance(rows, list):
        raise TransferError("participants: expected a list")
    from tournaments.models import EventParticipant

    for index, row in enumerate(rows):
        where = f"participants[{index}]"
        participant = EventParticipant(
            event=event,
            **_sitter(row, members, where),
            group=_get(row, "group", str, where),
            joined_round=_get(row, "joined_round", int, where),
            withdrew_after_round=_get(row, "withdrew_after_round", int, where, null=True),
        )
        _save(participant, where, created_at=ts_in(row.get("created_at"), f"{where}.created_at"))


def _derived_wind(hand: Hand, seats: Mapping[int, Seat], rows: list[Any], position: int) -> str:
    """The wind of the seat at ``position`` in a version 1 file (results without winds): the
    dealer is East, then by position; at a five-player table the seat without a result sat
    out."""
    playing = {r.get("seat") for r in rows if isinstance(r, Mapping)}
    ordered = [seats[p] for p in sorted(seats)]
    out = next((s for s in ordered if s.position not in playing), None)
    dealer = hand.dealer or ordered[0]
    try:
        held = hand_winds(
            seats=ordered, dealer=dealer, sitting_out=out if len(ordered) == 5 else None
        )
    except ValidationError as exc:
        raise TransferError(f"{hand}: {'; '.join(exc.messages)}") from exc
    return next(w for w, s in held.items() if s.position == position)


def _hand(table: Table, seats: Mapping[int, Seat], row: Any, where: str, users: _Users) -> Hand:
    def seat(key: str) -> Seat | None:
        position = _get(row, key, int, where, null=True)
        if position is None:
            return None
        if position not in seats:
            raise TransferError(f"{where}.{key}: no seat at position {position}")
        return seats[position]

    hand = Hand(
        table=table,
        number=_get(row, "number", int, where),
        prevailing_wind=_get(row, "prevailing_wind", str, where),
        dealer=seat("dealer"),
        result_kind=_get(row, "result_kind", str, where),
        winner=seat("winner"),
        discarder=seat("discarder"),
        pao=seat("pao"),
        claimant=seat("claimant"),
        entry=_get(row, "entry", dict, where),
        entry_mode=_get(row, "entry_mode", str, where),
        entered_by=users(_get(row, "entered_by", str, where, null=True)),
        confirmed_by=users(_get(row, "confirmed_by", str, where, null=True)),
        version=_get(row, "version", int, where),
    )
    _save(
        hand,
        where,
        created_at=ts_in(row.get("created_at"), f"{where}.created_at"),
        updated_at=ts_in(row.get("updated_at"), f"{where}.updated_at"),
    )
    rows = _list(row, "results", where)
    winds: dict[str, Seat] = {}
    scores: dict[str, SeatScore] = {}
    for index, result in enumerate(rows):
        at = f"{where}.results[{index}]"
        position = _get(result, "seat", int, at)
        if position not in seats:
            raise TransferError(f"{at}: no seat at position {position}")
        wind = _optional(result, "wind", str, at, None) or _derived_wind(
            hand, seats, rows, position
        )
        if wind in winds:
            raise TransferError(f"{at}: a second result for {wind}")
        winds[wind] = seats[position]
        scores[wind] = SeatScore(
            points=_get(result, "points", int, at),
            settlement=_get(result, "settlement", int, at),
            elements=tuple(_get(result, "elements", list, at)),
        )
    try:  # each row's fields (wind, the integer ranges of the database), no query per row
        hand_results_write(hand=hand, winds=winds, scores=scores)
    except ValidationError as exc:
        raise TransferError(f"{where}.results: {'; '.join(exc.messages)}") from exc
    except DatabaseError as exc:
        raise TransferError(f"{where}.results: {exc}") from exc
    return hand


def _rounds(
    event: Event,
    rows: list[Any],
    members: Mapping[str, Member],
    users: _Users,
    refs: dict[str, tuple[str, str]],
) -> None:
    for r_index, r_row in enumerate(rows):
        where = f"rounds[{r_index}]"
        round_ = Round(
            event=event,
            number=_get(r_row, "number", int, where),
            status=_get(r_row, "status", str, where),
            starts_at=ts_in(r_row.get("starts_at"), f"{where}.starts_at"),
            ends_at=ts_in(r_row.get("ends_at"), f"{where}.ends_at"),
            started_at=ts_in(r_row.get("started_at"), f"{where}.started_at"),
            minutes=_optional(r_row, "minutes", int, where, None),
        )
        _save(round_, where)
        refs[round_ref(round_.number)] = ("tournaments.round", str(round_.pk))
        for t_index, t_row in enumerate(_list(r_row, "tables", where)):
            at = f"{where}.tables[{t_index}]"
            table = Table(
                round=round_,
                number=_get(t_row, "number", int, at),
                confirmed_by=users(_get(t_row, "confirmed_by", str, at, null=True)),
                confirmed_at=ts_in(t_row.get("confirmed_at"), f"{at}.confirmed_at"),
                extra_minutes=_optional(t_row, "extra_minutes", int, at, 0),
            )
            _save(table, at)
            refs[table_ref(round_.number, table.number)] = ("tournaments.table", str(table.pk))
            seats: dict[int, Seat] = {}
            for s_index, s_row in enumerate(_list(t_row, "seats", at)):
                seat_at = f"{at}.seats[{s_index}]"
                seat = Seat(
                    table=table,
                    round=round_,
                    position=_get(s_row, "position", int, seat_at),
                    wind=_get(s_row, "wind", str, seat_at),
                    substitute_for=_substitute_for(s_row, members, seat_at),
                    **_sitter(s_row, members, seat_at),
                )
                seats[seat.position] = _save(seat, seat_at)
                refs[seat_ref(round_.number, table.number, seat.position)] = (
                    "tournaments.seat",
                    str(seat.pk),
                )
            _confirmed_by_seat(table, seats, t_row, at)
            for h_index, h_row in enumerate(_list(t_row, "hands", at)):
                hand = _hand(table, seats, h_row, f"{at}.hands[{h_index}]", users)
                refs[hand_ref(round_.number, table.number, hand.number)] = (
                    "tournaments.hand",
                    str(hand.pk),
                )
            for p_index, p_row in enumerate(t_row.get("penalties") or [], start=1):
                penalty = _penalty(table, seats, p_row, f"{at}.penalties[{p_index - 1}]", users)
                refs[penalty_ref(round_.number, table.number, p_index)] = (
                    "tournaments.penalty",
                    str(penalty.pk),
                )


def _substitute_for(row: Any, members: Mapping[str, Member], where: str) -> Member | None:
    number = _optional(row, "substitute_for", str, where, None)
    if number is None:
        return None
    if number not in members:
        raise TransferError(f"{where}.substitute_for: member {number} is not in the file's members")
    return members[number]


def _penalty(table: Table, seats: Mapping[int, Seat], row: Any, where: str, users: _Users):
    """A penalty as stored (its shares are checked by ``verify`` with the hands)."""
    position = _get(row, "seat", int, where)
    if position not in seats:
        raise TransferError(f"{where}.seat: no seat at position {position}")
    shares = _get(row, "shares", dict, where)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in shares.values()):
        raise TransferError(f"{where}.shares: expected whole numbers")
    penalty = Penalty(
        table=table,
        seat=seats[position],
        points=_get(row, "points", int, where),
        reason=_get(row, "reason", str, where),
        note=_get(row, "note", str, where),
        mode=_get(row, "mode", str, where),
        shares=shares,
        given_by=users(_get(row, "given_by", str, where, null=True)),
        given_at=ts_in(_get(row, "given_at", str, where), f"{where}.given_at"),
        cancelled_by=users(_get(row, "cancelled_by", str, where, null=True)),
        cancelled_at=ts_in(row.get("cancelled_at"), f"{where}.cancelled_at"),
        cancel_reason=_get(row, "cancel_reason", str, where),
    )
    return _save(penalty, where)


def _confirmed_by_seat(table: Table, seats: Mapping[int, Seat], row: Any, at: str) -> None:
    """A player's confirmation by seat code names the seat by its position."""
    position = _optional(row, "confirmed_by_seat", int, at, None)
    if position is None:
        return
    if position not in seats:
        raise TransferError(f"{at}.confirmed_by_seat: no seat at position {position}")
    table.confirmed_by_seat = seats[position]
    _save(table, at)


def _audit(event: Event, rows: list[Any], users: _Users, refs: Mapping[str, tuple]) -> None:
    for index, row in enumerate(rows):
        where = f"audit[{index}]"
        object_type = _get(row, "object_type", str, where)
        ref = _get(row, "object", str, where)
        if ref == "event":
            object_id = str(event.pk)
        elif ref in refs and refs[ref][0] == object_type:
            object_id = refs[ref][1]
        elif ref.startswith("#"):
            object_id = ref
        else:
            raise TransferError(f"{where}.object: {ref!r} is not in this file")
        entry = AuditEntry(
            actor=users(_get(row, "actor", str, where, null=True)),
            action=_get(row, "action", str, where),
            object_type=object_type,
            object_id=object_id,
            event=event,
            reason=_get(row, "reason", str, where),
            before=row.get("before"),
            after=row.get("after"),
        )
        _save(entry, where, created_at=ts_in(row.get("created_at"), f"{where}.created_at"))


def event_delete(*, event: Event) -> None:
    """Delete an event with everything in it (hands first: they protect their seats)."""
    Hand.objects.filter(table__round__event=event).delete()
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
        hint = (
            " (--keep-stored-scores restores results that differ from today's rules)"
            if all(i.kind == "difference" for i in fatal)
            else ""
        )
        raise TransferError(
            f"the file's results do not check out, nothing was imported: {shown}"
            + (f"; and {more} more" if more > 0 else "")
            + hint
        )
    result.warnings.extend(
        f"kept the stored result: {issue}" for issue in report.issues if issue.kind == "difference"
    )


@transaction.atomic
def event_import(
    *, data: Mapping[str, Any], replace: bool = False, keep_stored_scores: bool = False
) -> ImportResult:
    """Restore an exported event. Refuses an existing slug unless ``replace`` (and then
    only an event of the file's club); checks every hand; all or nothing.

    Raises ``TransferError`` naming the place in the file that is wrong.
    """
    if data.get("format") != FORMAT_NAME:
        raise TransferError(f"not a {FORMAT_NAME} file")
    if data.get("version") not in READABLE_VERSIONS:
        raise TransferError(
            f"file version {data.get('version')!r}; this site reads version {FORMAT_VERSION}"
        )
    event_data = _get(data, "event", dict, "file")
    slug = _get(event_data, "slug", str, "event")
    existing = Event.objects.select_related("club").filter(slug=slug).first()
    if existing is not None:
        if not replace:
            raise TransferError(
                f"an event with slug {slug!r} exists; use --replace to overwrite it"
            )
        club_slug = _get(_get(data, "club", dict, "file"), "slug", str, "club")
        if existing.club.slug != club_slug:
            raise TransferError(
                f"the event {slug!r} here belongs to the club {existing.club.slug!r}, "
                f"the file's to {club_slug!r}: --replace never replaces another club's event"
            )
        event_delete(event=existing)

    users = _Users()
    club = _club(_get(data, "club", dict, "file"))
    result = ImportResult(event=None)  # type: ignore[arg-type]
    members = _members(club, _list(data, "members", "file"), result)
    event = _event(event_data, club, users)
    result.event = event
    _participants(event, data.get("participants") or [], members)  # optional (version 1)
    refs: dict[str, tuple[str, str]] = {}
    _rounds(event, _list(data, "rounds", "file"), members, users, refs)
    _audit(event, _list(data, "audit", "file"), users, refs)
    _check_results(event, result, keep_stored_scores=keep_stored_scores)
    result.warnings.extend(f"no user {name!r} here: left empty" for name in sorted(users.missing))
    return result
