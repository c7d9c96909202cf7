"""A player's MERS calculation, line by line, as the page and its tests read it: every
number already rounded for reading (the score itself is computed exactly, ``mers``)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from tournaments.rankings.mers import (
    FULL_WEEKS,
    PART_A_BASE,
    PART_B_BEST,
    Part,
    PlayerRanking,
    ResultLine,
    to_cents,
)


def _plain(value: Fraction) -> Decimal:
    """A term of W or A as a short decimal (they are whole or halves): 2, 2.5, 0.5."""
    return to_cents(value).normalize()


@dataclass(frozen=True)
class LineWorkings:
    number: int
    tournament: str
    start: datetime.date
    position: int
    players: int
    countries: int
    rank: int
    rank_exact: Decimal
    weight: Decimal
    days: Decimal
    players_bonus: Decimal
    countries_bonus: Decimal
    qualifying_bonus: Decimal
    weeks: int
    age: Decimal
    full_age: bool
    weighted: Decimal
    product: Decimal
    in_part_a: bool
    in_part_b: bool


@dataclass(frozen=True)
class PartWorkings:
    counted: int
    sum_rwa: Decimal
    sum_wa: Decimal
    padding: int
    base: int
    value: Decimal


@dataclass(frozen=True)
class Workings:
    ranking: PlayerRanking
    lines: list[LineWorkings]
    part_a: PartWorkings
    part_b: PartWorkings
    active: int


def _line(number: int, line: ResultLine) -> LineWorkings:
    r = line.result
    days, players, countries, qualifying = r.weight_parts
    exact = Fraction(1000 * (r.players - r.position), r.players - 1)
    return LineWorkings(
        number=number,
        tournament=r.tournament,
        start=r.start,
        position=r.position,
        players=r.players,
        countries=r.countries,
        rank=line.rank,
        rank_exact=to_cents(exact),
        weight=_plain(line.weight),
        days=_plain(days),
        players_bonus=_plain(players),
        countries_bonus=_plain(countries),
        qualifying_bonus=_plain(qualifying),
        weeks=line.weeks,
        age=_plain(line.age),
        full_age=line.weeks <= FULL_WEEKS,
        weighted=_plain(line.weighted),
        product=to_cents(line.rank * line.weighted),
        in_part_a=line.in_part_a,
        in_part_b=line.in_part_b,
    )


def _part(part: Part, base: int) -> PartWorkings:
    return PartWorkings(
        counted=part.counted,
        sum_rwa=to_cents(part.sum_rwa),
        sum_wa=_plain(part.sum_wa),
        padding=part.padding,
        base=base,
        value=to_cents(part.value),
    )


def workings(ranking: PlayerRanking) -> Workings:
    return Workings(
        ranking=ranking,
        lines=[_line(i, line) for i, line in enumerate(ranking.lines, start=1)],
        part_a=_part(ranking.part_a, PART_A_BASE),
        part_b=_part(ranking.part_b, PART_B_BEST),
        active=len(ranking.lines),
    )
