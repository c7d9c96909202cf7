"""MERS, the EMA's ranking of players by their tournament results (pure Python, no Django).

The rules, as the EMA states them (docs/rankings.md has the readings this module chose):

* base rank of a result ``R = 1000 × (N − p) / (N − 1)``, rounded half up (first 1000,
  last 0; ``N`` players, place ``p``);
* tournament weight ``W = days`` (1 to 3, capped at 3) ``+ 0.5`` with 41-80 players,
  ``+ 1`` with more, ``+ 0.5`` with 6-9 countries, ``+ 1`` with 10 or more, ``+ 1`` for a
  qualifying tournament; substitutes (at most 3) count as players for the weight
  (:func:`weight_parts`);
* age ``A``: a result counts from the Monday of the week after the tournament started;
  1 for its first 52 active weeks, 0.5 for weeks 53-104, then 0; the weeks of the COVID
  freeze (``FREEZE``) are not counted;
* with ``n`` active results: part A averages the best ``k`` (``n`` if ``n ≤ 5``, else
  ``5 + ⌈0.8 (n − 5)⌉``) by ``R``: ``Σ R·W·A / (Σ W·A + max(0, 5 − n))``; part B the
  same over the best 4 with ``max(0, 4 − n)``; the score is ``(A + B) / 2`` to two
  decimals. Among equal ``R`` the result with the larger ``W·A``, then the later one, is
  taken first. Players with fewer than 2 active results are not listed; equal scores
  share a place.

Arithmetic is exact (``Fraction``) until the two roundings the rules name: ``R`` to a
whole number, half up, and the score to two decimals, half up (``Decimal``). The parts A
and B are shown rounded to two decimals for reading only; the score is computed from
their exact values.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

#: the EMA's COVID freeze: weeks whose Monday falls in [first, end) age no result
FREEZE = (datetime.date(2020, 2, 24), datetime.date(2022, 3, 28))
FULL_WEEKS = 52  # active weeks at age 1
HALF_WEEKS = 104  # active weeks until age 0.5 ends
MIN_RESULTS = 2  # fewer active results: not listed
PART_A_BASE = 5
PART_B_BEST = 4
CENT = Decimal("0.01")
MAX_DAYS = 3  # a longer tournament weighs as 3 days
MAX_SUBSTITUTES = 3  # substitutes counted as players for the weight


@dataclass(frozen=True, slots=True)
class WeightParts:
    """``W``'s four terms, and the players the players' term counted."""

    days: Fraction
    players: Fraction
    countries: Fraction
    qualifying: Fraction
    counted_players: int

    @property
    def total(self) -> Fraction:
        return self.days + self.players + self.countries + self.qualifying


def weight_parts(
    *, days: int, players: int, countries: int, qualifying: bool, substitutes: int = 0
) -> WeightParts:
    """A tournament's weight as the EMA's "Basics for ranking system" defines it: 1, 2 or 3
    for its days (more count as 3); + 0.5 with 41-80 players, + 1 with more than 80
    (substitutes, at most 3, counted as players); + 0.5 with 6-9 countries, + 1 with 10
    or more; + 1 when players had to qualify."""
    counted = players + min(max(substitutes, 0), MAX_SUBSTITUTES)
    players_term = 1 if counted > 80 else Fraction(1, 2) if counted >= 41 else 0
    countries_term = 1 if countries >= 10 else Fraction(1, 2) if countries >= 6 else 0
    return WeightParts(
        days=Fraction(min(days, MAX_DAYS)),
        players=Fraction(players_term),
        countries=Fraction(countries_term),
        qualifying=Fraction(int(qualifying)),
        counted_players=counted,
    )


class MersInputError(ValueError):
    """A result the formula cannot rank, with a ``code`` and ``params`` so that the site
    can say it in the reader's language; ``str(error)`` is the English text."""

    def __init__(self, message: str, *, code: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class MersResult:
    """One player's place in one tournament, and the tournament's facts."""

    tournament: str
    start: datetime.date
    days: int
    players: int
    countries: int
    qualifying: bool
    position: int
    substitutes: int = 0  # counted as players for the weight only (at most 3)

    def __post_init__(self) -> None:
        if self.players < 2:
            raise MersInputError("a tournament needs at least 2 players", code="players")
        if not 1 <= self.position <= self.players:
            raise MersInputError(
                f"position {self.position} is not between 1 and {self.players}",
                code="position",
                position=self.position,
                players=self.players,
            )
        if self.days < 1:
            raise MersInputError("a tournament lasts at least 1 day", code="days")
        if self.countries < 1:
            raise MersInputError("a tournament has players of at least 1 country", code="countries")

    @property
    def base_rank(self) -> int:
        """``R``: 1000 for the first, 0 for the last, rounded half up."""
        exact = Fraction(1000 * (self.players - self.position), self.players - 1)
        return math.floor(exact + Fraction(1, 2))

    @property
    def weight_parts(self) -> tuple[Fraction, Fraction, Fraction, Fraction]:
        """``W``'s four terms: days (at most 3), players, countries, qualification."""
        parts = weight_parts(
            days=self.days,
            players=self.players,
            countries=self.countries,
            qualifying=self.qualifying,
            substitutes=self.substitutes,
        )
        return (parts.days, parts.players, parts.countries, parts.qualifying)

    @property
    def weight(self) -> Fraction:
        """``W``: days (at most 3) plus the bonuses for players, countries, qualification."""
        return sum(self.weight_parts, Fraction(0))

    @property
    def counts_from(self) -> datetime.date:
        """The Monday of the week after the one the tournament started in."""
        return self.start + datetime.timedelta(days=7 - self.start.weekday())


def _monday(day: datetime.date) -> datetime.date:
    return day - datetime.timedelta(days=day.weekday())


def frozen_weeks(first: datetime.date, last: datetime.date) -> int:
    """How many weeks with Mondays ``first``..``last`` (both Mondays) the freeze holds."""
    lo, hi = max(first, FREEZE[0]), min(last, FREEZE[1] - datetime.timedelta(days=7))
    return (hi - lo).days // 7 + 1 if lo <= hi else 0


def active_weeks(result: MersResult, on: datetime.date) -> int:
    """The weeks, frozen ones not counted, from the result's first counting week to the
    week of ``on`` (both included); 0 before the result counts."""
    first, last = result.counts_from, _monday(on)
    if last < first:
        return 0
    return (last - first).days // 7 + 1 - frozen_weeks(first, last)


def age(weeks: int) -> Fraction:
    """``A`` after ``weeks`` active weeks."""
    if 1 <= weeks <= FULL_WEEKS:
        return Fraction(1)
    if FULL_WEEKS < weeks <= HALF_WEEKS:
        return Fraction(1, 2)
    return Fraction(0)


@dataclass(frozen=True, slots=True)
class ResultLine:
    """A result on the day of the ranking: its R, W, A and whether parts A and B take it."""

    result: MersResult
    rank: int
    weight: Fraction
    age: Fraction
    weeks: int
    in_part_a: bool = False
    in_part_b: bool = False

    @property
    def weighted(self) -> Fraction:
        """``W·A``."""
        return self.weight * self.age


@dataclass(frozen=True, slots=True)
class Part:
    """One of the two averages: ``Σ R·W·A / (Σ W·A + padding)`` over the best ``counted``."""

    counted: int
    sum_rwa: Fraction
    sum_wa: Fraction
    padding: int

    @property
    def value(self) -> Fraction:
        return self.sum_rwa / (self.sum_wa + self.padding)


@dataclass(frozen=True, slots=True)
class PlayerInput:
    """Whose results: ``key`` identifies the player, ``name`` is shown."""

    key: str
    name: str
    results: tuple[MersResult, ...]


@dataclass(frozen=True, slots=True)
class PlayerRanking:
    """A player's MERS score and its workings: the active results in the order they are
    taken, the two parts and the place (0 until :func:`mers_ranking` numbers it)."""

    key: str
    name: str
    lines: tuple[ResultLine, ...]
    part_a: Part
    part_b: Part
    place: int = 0

    @property
    def exact(self) -> Fraction:
        return (self.part_a.value + self.part_b.value) / 2

    @property
    def score(self) -> Decimal:
        """``(A + B) / 2`` to two decimals, half up."""
        return to_cents(self.exact)


def to_cents(value: Fraction) -> Decimal:
    """``value`` to two decimals, half up (exactly: the division is done in Decimal with
    enough digits for any numerator the formula can produce)."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(CENT, rounding=ROUND_HALF_UP)


def part_a_size(n: int) -> int:
    """``k``: all results up to 5, then 5 + ⌈0.8 (n − 5)⌉."""
    return n if n <= PART_A_BASE else PART_A_BASE + math.ceil(Fraction(4, 5) * (n - PART_A_BASE))


def _part(lines: Sequence[ResultLine], counted: int, base: int, n: int) -> Part:
    taken = lines[:counted]
    return Part(
        counted=len(taken),
        sum_rwa=sum((line.rank * line.weighted for line in taken), Fraction(0)),
        sum_wa=sum((line.weighted for line in taken), Fraction(0)),
        padding=max(0, base - n),
    )


def active_lines(results: Iterable[MersResult], on: datetime.date) -> list[ResultLine]:
    """The results with ``A > 0`` on ``on``, in the order they are taken: higher R first,
    then the larger W·A, then the later tournament (then the name, for a fixed order)."""
    lines = []
    for result in results:
        weeks = active_weeks(result, on)
        a = age(weeks)
        if a:
            lines.append(ResultLine(result, result.base_rank, result.weight, a, weeks))
    lines.sort(key=lambda line: line.result.tournament)
    lines.sort(key=lambda line: (line.rank, line.weighted, line.result.start), reverse=True)
    return lines


def player_mers(player: PlayerInput, on: datetime.date) -> PlayerRanking | None:
    """The player's score on ``on``, or None with fewer than 2 active results."""
    lines = active_lines(player.results, on)
    n = len(lines)
    if n < MIN_RESULTS:
        return None
    k, best = part_a_size(n), min(n, PART_B_BEST)
    marked = tuple(
        ResultLine(line.result, line.rank, line.weight, line.age, line.weeks, i < k, i < best)
        for i, line in enumerate(lines)
    )
    return PlayerRanking(
        key=player.key,
        name=player.name,
        lines=marked,
        part_a=_part(marked, k, PART_A_BASE, n),
        part_b=_part(marked, best, PART_B_BEST, n),
    )


def mers_ranking(players: Iterable[PlayerInput], on: datetime.date) -> list[PlayerRanking]:
    """Every listed player, best first; equal scores (to two decimals) share a place
    ("1, 2, 2, 4") and are ordered by name."""
    ranked = [r for r in (player_mers(p, on) for p in players) if r is not None]
    ranked.sort(key=lambda r: (-r.score, r.name, r.key))
    out: list[PlayerRanking] = []
    for index, row in enumerate(ranked):
        place = out[-1].place if out and out[-1].score == row.score else index + 1
        out.append(PlayerRanking(row.key, row.name, row.lines, row.part_a, row.part_b, place))
    return out
