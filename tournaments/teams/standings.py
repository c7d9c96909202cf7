"""Team standings, pure: from an event's player standings (``reports.standings``), the
teams' members and the event's rule (no queries; ``selectors.teams`` fetches).

A team's value is its members' table points under the rule: the sum of all members, the
sum of the best ``k`` members, or the average of its members. Ties are broken by
:data:`TEAM_TIE_BREAKS`: the best single member's table points, then the sum of all
members' table points, then the sum of their scores; teams equal on all of them share a
rank, the name only orders the lines. Substitutes count as the player rows say: the
player rows already follow the event's substitute rule (docs/teams.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from django.utils.translation import gettext_lazy as _

from tournaments.reports.rows import StandingRow
from tournaments.reports.table_points import UNIT

RULES = ("sum", "best", "average")

#: the team tie-breaks after the rule's value, in order (shown on the page)
TEAM_TIE_BREAKS = (
    _("best single player (table points)"),
    _("table points of all members"),
    _("score of all members"),
)


@dataclass(frozen=True, slots=True)
class TeamMember:
    name: str
    rank: int | None  # the player's rank in the event (None: no standings line yet)
    table_points: Fraction
    score: int
    counts: bool  # counts for the team under the rule (best k)


@dataclass(slots=True)
class TeamRow:
    rank: int
    name: str
    value: Fraction  # table points under the rule
    best_single: Fraction
    table_points: Fraction
    score: int
    members: tuple[TeamMember, ...]


def _member(row: StandingRow | None, name: str) -> TeamMember:
    if row is None:
        return TeamMember(name=name, rank=None, table_points=Fraction(0), score=0, counts=True)
    return TeamMember(
        name=name, rank=row.rank, table_points=row.table_points, score=row.score, counts=True
    )


def _value(members: list[TeamMember], rule: str, best: int) -> tuple[Fraction, list[TeamMember]]:
    ordered = sorted(members, key=lambda m: (-m.table_points, -m.score, m.name.casefold()))
    if rule == "best":
        counted = ordered[:best]
        members = [
            TeamMember(m.name, m.rank, m.table_points, m.score, counts=m in counted)
            for m in ordered
        ]
        return sum((m.table_points for m in counted), Fraction(0)), members
    total = sum((m.table_points for m in ordered), Fraction(0))
    if rule == "average":
        return (total / len(ordered) if ordered else Fraction(0)), ordered
    return total, ordered


def team_standings(
    rows: Sequence[StandingRow],
    teams: Mapping[str, Sequence[tuple[str, str]]],
    *,
    rule: str,
    best: int = 3,
) -> list[TeamRow]:
    """Rank ``teams`` (team name -> its members as (player key, name)) by ``rule`` over
    the event's player standings ``rows``."""
    if rule not in RULES:
        raise ValueError(f"unknown team rule {rule!r}")
    by_key = {row.player.key: row for row in rows}
    out: list[TeamRow] = []
    for name, players in teams.items():
        members = [_member(by_key.get(key), shown) for key, shown in players]
        value, members = _value(members, rule, best)
        out.append(
            TeamRow(
                rank=0,
                name=name,
                value=value,
                best_single=max((m.table_points for m in members), default=Fraction(0)),
                table_points=sum((m.table_points for m in members), Fraction(0)),
                score=sum(m.score for m in members),
                members=tuple(members),
            )
        )
    return _ranked(out)


def _ranked(rows: list[TeamRow]) -> list[TeamRow]:
    def key(r: TeamRow) -> tuple[Fraction, ...]:
        return (-r.value, -r.best_single, -r.table_points, Fraction(-r.score))

    rows.sort(key=lambda r: (key(r), r.name.casefold()))
    previous: tuple[Fraction, ...] | None = None
    for index, row in enumerate(rows):
        row.rank = rows[index - 1].rank if key(row) == previous else index + 1
        previous = key(row)
    return rows


def units(value: Fraction) -> int:
    """``value`` in the table points' unit (exports)."""
    return int(value * UNIT)
