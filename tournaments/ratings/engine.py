"""A club rating: openskill's Plackett-Luce model over every played table. Pure Python.

No Django here (``tests/tournaments/ratings/test_engine.py`` checks the imports):
``tournaments.ratings.selectors`` reads the tables and hands them over as ``Match`` rows.
docs/ratings.md says the rules; in short:

* one match per table per round, ranked by the places at the table (ties share a place,
  "1, 1, 3, 4", and openskill treats equal ranks as a tie);
* one rating per player per family of rulesets (``Ruleset.rating_family``);
* new players start at the package's defaults (μ 25, σ 25/3);
* **inactivity**: before a match, a player's variance grows by ``INACTIVITY_TAU²`` per full
  week since their previous match in the family, never above the default σ;
* shown as ``display(μ, σ)``: ``round(DISPLAY_SCALE · (μ − 3σ))``, the conservative
  estimate (a new player shows 0), with σ scaled alike;
* **deterministic**: the matches are rated in a fixed order (date, event id, round, table)
  whatever order they come in, so the same results always give the same ratings.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

#: the package's defaults, which new players start at
MODEL = PlackettLuce()
DEFAULT_MU: float = MODEL.mu
DEFAULT_SIGMA: float = MODEL.sigma
#: σ² grows by τ² per full week without a match in the family (0.3² per week: a year away
#: adds about 4.7 to the variance, so a settled σ of 2 becomes about 2.9)
INACTIVITY_TAU = 0.3
#: μ − 3σ is a number around 0 to 30; × 40 makes it a whole number from 0 to about 1200
DISPLAY_SCALE = 40


@dataclass(frozen=True, slots=True, order=True)
class Match:
    """One table of one round: who sat there and their places (1 = best, ties share)."""

    date: datetime.date
    event_id: int
    round_number: int
    table_number: int
    family: str
    places: tuple[tuple[str, int], ...]  # (player key, place)

    def __post_init__(self) -> None:
        keys = [key for key, _place in self.places]
        if len(set(keys)) != len(keys):
            raise ValueError(f"A player sits twice at table {self.table_number}")


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float

    @property
    def conservative(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def display(self) -> int:
        return display(self.mu, self.sigma)

    @property
    def display_sigma(self) -> int:
        return round(DISPLAY_SCALE * self.sigma)


NEW = Rating(DEFAULT_MU, DEFAULT_SIGMA)


def display(mu: float, sigma: float) -> int:
    """The number a page shows: the conservative estimate μ − 3σ, scaled."""
    return round(DISPLAY_SCALE * (mu - 3 * sigma))


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A player's rating after one match."""

    date: datetime.date
    event_id: int
    round_number: int
    place: int
    players: int
    rating: Rating


@dataclass
class FamilyRatings:
    """Every player's history in one family, in match order."""

    family: str
    history: dict[str, list[RatingPoint]] = field(default_factory=dict)

    def rating(self, key: str, *, on: datetime.date | None = None) -> Rating | None:
        """``key``'s rating on ``on`` (after that day's matches; None: the last match),
        grown for the weeks since; None when they had not played by then."""
        points = [p for p in self.history.get(key, []) if on is None or p.date <= on]
        if not points:
            return None
        last = points[-1]
        if on is None:
            return last.rating
        return inactive(last.rating, weeks=(on - last.date).days // 7)

    def last_played(self, key: str) -> datetime.date | None:
        points = self.history.get(key)
        return points[-1].date if points else None


def inactive(rating: Rating, *, weeks: int, tau: float = INACTIVITY_TAU) -> Rating:
    """``rating`` after ``weeks`` full weeks without a match: σ² += weeks · τ², capped at
    the default σ (a σ already above it is left as it is)."""
    if weeks <= 0:
        return rating
    grown = math.sqrt(rating.sigma**2 + weeks * tau**2)
    return Rating(rating.mu, min(grown, max(rating.sigma, DEFAULT_SIGMA)))


def match_order(matches: Iterable[Match]) -> list[Match]:
    """The fixed order of rating: date, event, round, table (a table is one match, so no
    two matches share all four)."""
    return sorted(matches, key=lambda m: (m.date, m.event_id, m.round_number, m.table_number))


def rate_matches(matches: Iterable[Match]) -> dict[str, FamilyRatings]:
    """Every family's ratings after rating ``matches`` in ``match_order``."""
    families: dict[str, FamilyRatings] = {}
    current: dict[tuple[str, str], tuple[Rating, datetime.date]] = {}
    for match in match_order(matches):
        if len(match.places) < 2:
            continue
        book = families.setdefault(match.family, FamilyRatings(match.family))
        before = []
        for key, _place in match.places:
            rating, last = current.get((match.family, key), (NEW, match.date))
            before.append(inactive(rating, weeks=(match.date - last).days // 7))
        after = rate_table(before, [place for _key, place in match.places])
        for (key, place), rating in zip(match.places, after, strict=True):
            current[(match.family, key)] = (rating, match.date)
            book.history.setdefault(key, []).append(
                RatingPoint(
                    date=match.date,
                    event_id=match.event_id,
                    round_number=match.round_number,
                    place=place,
                    players=len(match.places),
                    rating=rating,
                )
            )
    return families


def rate_table(ratings: Sequence[Rating], places: Sequence[int]) -> list[Rating]:
    """One table through the package's ``rate`` (one player per team, ranks = places)."""
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in ratings]
    rated = MODEL.rate(teams, ranks=list(places))
    return [Rating(team[0].mu, team[0].sigma) for team in rated]
