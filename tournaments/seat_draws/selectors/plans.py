"""A seating plan brought in from a file, checked against the event before anything is
stored (``plan_preview`` shows it).

The checks (each problem names the file's row, or the round when no row can hold it):
a round within the event's rounds, a table number or a bye, a seat 1-5 (or a wind), a
known player (member number or exact name; a name two players share is an error), every
player of the round's field once per round, tables of 4 (5 or 3 where the event's table
policy allows them), byes only where the event plays with byes, and no round that already
has hands seated differently (such a round may be in the file as it is).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext as _

from tournaments import seating
from tournaments.core.integers import NotAnInteger, int_or_none, parse_int
from tournaments.events.models import Event, EventParticipant
from tournaments.events.selectors.participants import event_participants
from tournaments.events.selectors.rounds import played_rounds
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.seat_draws.plan_files import PlanRow, column_label
from tournaments.seat_draws.selectors.field import (
    PlayerKey,
    event_field,
    participant_key,
    pure_round,
)

MAX_TABLE = 500
BYE_WORDS = frozenset({"", "-", "bye", "vrij", "frei", "spielfrei"})
SEATS = {
    **{str(n): n for n in range(1, 6)},
    **dict.fromkeys(("e", "east", "o", "oost", "ost"), 1),
    **dict.fromkeys(("s", "south", "z", "zuid", "süd", "sud"), 2),
    **dict.fromkeys(("w", "west"), 3),
    **dict.fromkeys(("n", "north", "noord", "nord"), 4),
}
SIZES = {"five_player": (4, 5), "three_player": (3, 4), "bye": (4,)}
MOST_BYES = 3  # four players with a bye would make a table


@dataclass(frozen=True)
class PlanProblem:
    """What is wrong, at the file's row ``line`` (None: a whole round's problem)."""

    line: int | None
    message: str


@dataclass(frozen=True)
class SeatPlan:
    """A checked plan: its rounds (the algorithm's view, byes as the draw counts them) and
    its problems; ``kept``: rounds with hands the file repeats as they are stored."""

    rounds: tuple[seating.Round, ...]
    problems: tuple[PlanProblem, ...]
    kept: frozenset[int] = frozenset()

    @property
    def ok(self) -> bool:
        return not self.problems and bool(self.rounds)

    @property
    def changes(self) -> tuple[seating.Round, ...]:
        """The rounds using the plan writes (those with hands stay as they are)."""
        return tuple(r for r in self.rounds if r.number not in self.kept)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip()).casefold()


class _Players:
    """Who a player cell names: a participant's member number (also without its leading
    zeros, which a spreadsheet drops), else their exact name (case and spacing aside)."""

    def __init__(self, participants: list[EventParticipant]) -> None:
        self.by_number: dict[str, set[PlayerKey]] = defaultdict(set)
        self.by_name: dict[str, set[PlayerKey]] = defaultdict(set)
        self.by_digits: dict[str, set[PlayerKey]] = defaultdict(set)  # "0042" as "42"
        self.names: dict[PlayerKey, str] = {}
        for p in participants:
            key = participant_key(p)
            self.names[key] = p.name
            self.by_name[_norm(p.name)].add(key)
            if p.member is not None:
                number = _norm(p.member.member_number)
                self.by_number[number].add(key)
                if number.isdigit():
                    self.by_digits[number.lstrip("0")].add(key)
                self.by_name[_norm(p.member.full_name)].add(key)

    def find(self, text: str) -> tuple[PlayerKey | None, str]:
        """(the player, "") or (None, why not)."""
        norm = _norm(text)
        found = self.by_number.get(norm, set()) | self.by_name.get(norm, set())
        if not found and norm.isdigit():  # a spreadsheet dropped the leading zeros
            found = self.by_digits.get(norm.lstrip("0"), set())
        if len(found) == 1:
            return next(iter(found)), ""
        if not found:
            return None, _("“%(player)s” is no player of this event.") % {"player": text}
        return None, _(
            "“%(player)s” names %(count)d players of this event: use the member number."
        ) % {"player": text, "count": len(found)}


@dataclass
class _Seat:
    line: int
    round: int
    table: int | None  # None: a bye
    seat: int
    key: PlayerKey


def _row_seat(row: PlanRow, event: Event, players: _Players) -> tuple[_Seat | None, list[str]]:
    """The row as a seat (or a bye), and its own problems: one per cell (a formula's cell
    says it is a formula, not also that its text is no round, table, seat or player)."""
    errors = []
    formula = row.formula
    if formula:
        errors.append(
            _("The %(column)s cell is a formula: type its value instead.")
            % {"column": column_label(formula)}
        )
    number = 0
    if formula != "round":
        try:
            number = parse_int(row.round, minimum=1, maximum=event.round_count)
        except NotAnInteger:
            errors.append(
                _("Round “%(value)s” is not a round of this event (1 to %(count)d).")
                % {"value": row.round, "count": event.round_count}
            )
    table, seat, table_errors = (None, 0, []) if formula in ("table", "seat") else _row_place(row)
    errors += table_errors
    key = None
    if formula == "player":
        pass
    elif not row.player.strip():
        errors.append(_("The player is missing."))
    else:
        key, why = players.find(row.player)
        if why:
            errors.append(why)
    if errors or key is None:
        return None, errors
    return _Seat(row.line, number, table, seat, key), []


def _row_place(row: PlanRow) -> tuple[int | None, int, list[str]]:
    """The row's table (None: a bye) and seat, and their problems."""
    if _norm(row.table) in BYE_WORDS:
        if row.seat.strip():
            return (
                None,
                0,
                [_("A seat but no table: give the table, or leave the seat empty for a bye.")],
            )
        return None, 0, []
    errors = []
    table = None
    try:
        table = parse_int(row.table, minimum=1, maximum=MAX_TABLE)
    except NotAnInteger:
        errors.append(_("Table “%(value)s” is not a table number.") % {"value": row.table})
    seat = SEATS.get(_norm(row.seat), 0)
    if not seat:
        errors.append(
            _("Seat “%(value)s” is not a seat: use 1 to 5 (1 is East) or E, S, W, N.")
            % {"value": row.seat}
        )
    return table, seat, errors


def seat_plan_check(*, event: Event, rows: Sequence[PlanRow]) -> SeatPlan:
    """``rows`` checked against ``event`` (its field, rounds, table policy and played
    rounds); reads the participants and the rounds."""
    participants = event_participants(event=event)
    stored = event_seating_rounds(event=event)
    players = _Players(participants)
    problems: list[PlanProblem] = []
    seats: list[_Seat] = []
    broken: set[tuple[int | None, int | None]] = set()  # tables with a row left out
    for row in rows:
        seat, errors = _row_seat(row, event, players)
        problems += [PlanProblem(row.line, e) for e in errors]
        if seat is not None:
            seats.append(seat)
        else:
            broken.add((int_or_none(row.round.strip()), int_or_none(row.table.strip())))
    seats = _once_each(seats, players, problems)
    by_round: dict[int, list[_Seat]] = defaultdict(list)
    for seat in seats:
        by_round[seat.round].append(seat)
    played = {r.number: r for r in played_rounds(stored)}
    rounds, kept = [], set()
    for number in sorted(by_round):
        field_keys = [
            participant_key(p) for p in event_field(participants=participants, number=number)
        ]
        pure = _round_check(
            number, by_round[number], participants, event, players, problems, field_keys, broken
        )
        if number in played:
            if _tables(pure) != _tables(pure_round(played[number])):
                problems.append(
                    PlanProblem(
                        min(s.line for s in by_round[number]),
                        _(
                            "Round %(number)d has hands already; the file seats it "
                            "differently. Leave it out, or seat it as it was played."
                        )
                        % {"number": number},
                    )
                )
            kept.add(number)
        rounds.append(pure)
    if not rows:
        problems.append(PlanProblem(None, _("The file has no rows below its first row.")))
    problems.sort(key=lambda p: (p.line is None, p.line or 0))
    return SeatPlan(rounds=tuple(rounds), problems=tuple(problems), kept=frozenset(kept))


def _once_each(seats: list[_Seat], players: _Players, problems: list[PlanProblem]) -> list[_Seat]:
    """The seats with every player once per round and every seat taken once; the rows
    that repeat one are problems."""
    player_at: dict[tuple[int, PlayerKey], int] = {}
    seat_at: dict[tuple[int, int, int], int] = {}
    kept = []
    for s in seats:
        first = player_at.setdefault((s.round, s.key), s.line)
        if first != s.line:
            problems.append(
                PlanProblem(
                    s.line,
                    _("%(player)s is in round %(round)d already (row %(row)d).")
                    % {"player": players.names[s.key], "round": s.round, "row": first},
                )
            )
            continue
        if s.table is not None:
            taken = seat_at.setdefault((s.round, s.table, s.seat), s.line)
            if taken != s.line:
                problems.append(
                    PlanProblem(
                        s.line,
                        _(
                            "Round %(round)d, table %(table)d, seat %(seat)d is taken already (row %(row)d)."
                        )
                        % {"round": s.round, "table": s.table, "seat": s.seat, "row": taken},
                    )
                )
                continue
        kept.append(s)
    return kept


def _round_check(
    number: int,
    seats: list[_Seat],
    participants: list[EventParticipant],
    event: Event,
    players: _Players,
    problems: list[PlanProblem],
    field_keys: list[PlayerKey],
    broken: set[tuple[int | None, int | None]],
) -> seating.Round:
    """One round's tables and byes, with the round's problems: players outside the
    round's field, missing players, table sizes (not of a table with a row that has a
    problem of its own: that row says what is wrong), byes."""
    in_round = {p for p in (participant_key(p) for p in participants if p.plays_in(number))}
    for s in seats:
        if s.key not in in_round:
            problems.append(
                PlanProblem(
                    s.line,
                    _("%(player)s does not play round %(round)d (withdrawn or joins later).")
                    % {"player": players.names[s.key], "round": number},
                )
            )
    listed = {s.key for s in seats}
    missing = sorted((players.names[k] for k in in_round - listed), key=str.casefold)
    if missing:
        problems.append(
            PlanProblem(
                None,
                _("Round %(round)d leaves out: %(players)s.")
                % {"round": number, "players": ", ".join(missing)},
            )
        )
    sizes = SIZES.get(event.table_policy, (4,))
    tables: dict[int, list[_Seat]] = defaultdict(list)
    for s in seats:
        if s.table is not None:
            tables[s.table].append(s)
    for table_number, at in sorted(tables.items()):
        positions = sorted(s.seat for s in at)
        if {(number, table_number), (None, table_number), (number, None)} & broken:
            continue  # a row of this table (its round or table unreadable) says what is wrong
        if len(at) not in sizes or positions != list(range(1, len(at) + 1)):
            problems.append(
                PlanProblem(
                    min(s.line for s in at),
                    _size_message(number, table_number, positions, sizes),
                )
            )
    _byes_check(number, [s for s in seats if s.table is None], event, problems)
    pure_tables = tuple(
        seating.Table(number=n, players=tuple(s.key for s in sorted(at, key=lambda s: s.seat)))
        for n, at in sorted(tables.items())
    )
    seated = {p for t in pure_tables for p in t.players}
    # byes as ``pure_round`` counts them for a stored round: the field without a seat
    return seating.Round(
        number=number, tables=pure_tables, byes=tuple(k for k in field_keys if k not in seated)
    )


def _byes_check(number: int, byes: list[_Seat], event: Event, problems: list[PlanProblem]) -> None:
    """Byes only where the event plays with byes, and fewer than a table's worth."""
    if byes and event.table_policy != "bye":
        problems += [
            PlanProblem(s.line, _("This event plays without byes: seat the player at a table."))
            for s in byes
        ]
    elif len(byes) > MOST_BYES:
        problems.append(
            PlanProblem(
                byes[MOST_BYES].line,
                _("Round %(round)d has %(count)d byes: at most %(most)d (four make a table).")
                % {"round": number, "count": len(byes), "most": MOST_BYES},
            )
        )


def _size_message(number: int, table: int, positions: list[int], sizes: tuple[int, ...]) -> str:
    values = {
        "round": number,
        "table": table,
        "seats": ", ".join(map(str, positions)),
        "small": sizes[0],
        "large": sizes[-1],
    }
    if len(sizes) == 1:
        return (
            _(
                "Round %(round)d, table %(table)d: seats %(seats)s; a table has seats 1 to %(small)d."
            )
            % values
        )
    return (
        _(
            "Round %(round)d, table %(table)d: seats %(seats)s; a table has seats 1 to "
            "%(small)d or 1 to %(large)d."
        )
        % values
    )


def _tables(round_: seating.Round) -> set[tuple[int, tuple[object, ...]]]:
    return {(t.number, t.players) for t in round_.tables}
