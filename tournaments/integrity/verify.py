"""Re-score stored hands and compare with what was stored.

A hand's ``entry`` (interchange format) is the source of truth: tile entries are scored
by the engine, quick entries (``HandEntry.quick``) settled from the totals the table
counted (``tournaments.play.services.scoring.entry_score`` does both, as the entry services do).
Every difference between the re-computed and the stored ``HandResult`` rows is an
:class:`Issue`, as is a hand or a table whose settlements do not sum to zero, and a table
whose stored next turn (dealer, prevailing wind, who sits out, the draw pot: what the table
page and the next save read) differs from the replay of its hands.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.core.exceptions import ValidationError

from scoring.engine import ScoringError
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.turns import (
    derived_winds,
    replayed_carry,
    replayed_draws,
    replayed_turns,
    stored_winds,
    table_carry,
    table_draws,
    table_turn,
)
from tournaments.play.services.scoring import entry_deal_score, seat_scores, table_pot


@dataclass(frozen=True, slots=True)
class Issue:
    """One thing wrong, located precisely enough for a referee to find it."""

    where: str
    problem: str
    #: "difference": stored and re-scored results differ (a ruleset fixed since); any
    #: other issue ("broken") is data no page can show right.
    kind: str = "broken"

    def __str__(self) -> str:
        return f"{self.where}: {self.problem}"


@dataclass
class VerifyReport:
    hands: int = 0
    tables: int = 0
    penalties: int = 0
    issues: list[Issue] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.issues


def table_label(table: Table) -> str:
    return f"{table.round.event.slug} round {table.round.number} table {table.number}"


def hand_label(hand: Hand) -> str:
    return f"{table_label(hand.table)} hand {hand.number}"


def _wind_issues(hand: Hand, seats: list[Seat], where: str) -> list[Issue]:
    """The stored seat winds against the ones the dealer and the players give."""
    try:
        derived = derived_winds(hand, seats)
    except ValidationError as exc:
        return [Issue(where, f"the seat winds cannot be worked out: {'; '.join(exc.messages)}")]
    stored = stored_winds(hand, seats)
    if stored == derived:
        return []
    held = " ".join(f"{w}={s.player_name}" for w, s in stored.items()) or "none"
    should = " ".join(f"{w}={s.player_name}" for w, s in derived.items())
    return [Issue(where, f"seat winds stored {held}, the dealer gives {should}")]


def _sum_issues(where: str, total: int, pot: int) -> list[Issue]:
    if total + pot == 0:
        return []
    return [Issue(where, f"settlements sum to {total:+d}, not {_signed(-pot)}")]


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def hand_issues(hand: Hand) -> list[Issue]:
    where = hand_label(hand)
    results = list(hand.results.all())
    issues: list[Issue] = []
    total = sum(r.settlement for r in results)
    seats = list(hand.table.seats.all())
    if not seats:
        return [*_sum_issues(where, total, 0), Issue(where, "the table has no seats")]
    issues += _wind_issues(hand, seats, where)
    try:
        winds = stored_winds(hand, seats)
        score = entry_deal_score(entry=hand.hand_entry)
    except (ValidationError, ScoringError, KeyError, TypeError, ValueError) as exc:
        message = "; ".join(exc.messages) if isinstance(exc, ValidationError) else str(exc)
        issues = [*_sum_issues(where, total, 0), *issues]
        return [*issues, Issue(where, f"the entry cannot be re-scored: {message}")]
    entry_winds = hand.hand_entry.winds
    expected = seat_scores(score, entry_winds)
    # what the hand put on the table (a stick pot) is the rest of the seats' sum
    issues = [*_sum_issues(where, total, table_pot(score, entry_winds)), *issues]
    by_seat = {r.seat_id: r for r in results}
    for wind, seat in winds.items():
        stored = by_seat.pop(seat.pk, None)
        want = expected.get(wind)
        if stored is None:
            issues.append(Issue(where, f"{wind} ({seat.player_name}) has no stored result"))
            continue
        if want is None:
            issues.append(Issue(where, f"{wind} ({seat.player_name}) is not in the entry"))
            continue
        for name in ("points", "settlement"):
            have, should = getattr(stored, name), getattr(want, name)
            if have != should:
                issues.append(
                    Issue(
                        where,
                        f"{wind} ({seat.player_name}) {name} stored {have}, re-scored {should}",
                        kind="difference",
                    )
                )
    for stray in by_seat.values():
        issues.append(Issue(where, f"a result for seat {stray.seat_id} who did not play"))
    return issues


TURN_FIELDS = ("hand_number", "passes", "dealer", "prevailing_wind", "sitting_out")


def turn_issues(table: Table, hands: list[Hand]) -> list[Issue]:
    """The table's stored next turn against the replay of its ``hands`` (number order)."""
    where = table_label(table)
    seats = list(table.seats.all())
    if not seats:
        return []
    try:
        replayed = replayed_turns(table=table, hands=hands, seats=seats)[-1]
        stored = table_turn(table=table, players=len(seats))
    except (ValidationError, ScoringError, KeyError, TypeError, ValueError) as exc:
        return [Issue(where, f"the next turn cannot be replayed: {exc}")]
    have = {name: getattr(stored, name) for name in TURN_FIELDS}
    should = {name: getattr(replayed, name) for name in TURN_FIELDS}
    have["draws"], should["draws"] = table_draws(table), replayed_draws(hands)
    ruleset = event_ruleset(table.round.event)
    if ruleset.carries:
        have["carry"], should["carry"] = table_carry(table), replayed_carry(ruleset, hands)
    return [
        Issue(where, f"next turn: {name} stored {have[name]}, the hands give {should[name]}")
        for name in have
        if have[name] != should[name]
    ]


def verify_hands(hands: Iterable[Hand]) -> VerifyReport:
    """Check every hand, every table's total and every table's stored next turn; ``hands``
    come from ``hands_to_verify`` (a table's hands together, in number order)."""
    report = VerifyReport()
    table_totals: dict[int, int] = defaultdict(int)
    tables: dict[int, Table] = {}
    played: list[Hand] = []  # the current table's hands
    for hand in hands:
        report.hands += 1
        report.issues.extend(hand_issues(hand))
        if played and played[-1].table_id != hand.table_id:
            report.issues.extend(turn_issues(played[-1].table, played))
            played = []
        played.append(hand)
        tables[hand.table_id] = hand.table
        table_totals[hand.table_id] += sum(r.settlement for r in hand.results.all())
    if played:
        report.issues.extend(turn_issues(played[-1].table, played))
    report.tables = len(tables)
    for table_id, total in table_totals.items():
        table = tables[table_id]
        # what lies on the table (the sticks a ruleset carries) is the rest of the sum
        on_table = event_ruleset(table.round.event).carried_points(table_carry(table))
        if total + on_table != 0:
            report.issues.append(
                Issue(
                    table_label(table), f"settlements sum to {total:+d}, not {_signed(-on_table)}"
                )
            )
    return report


def verify_idle_tables(tables: Iterable[Table], report: VerifyReport) -> VerifyReport:
    """Add the issues of ``tables`` without hands (from ``idle_tables_to_verify``) whose
    stored next turn is not the game's first."""
    for table in tables:
        report.issues.extend(turn_issues(table, []))
    return report
