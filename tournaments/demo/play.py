"""Rounds, tables and hands of the demo, written as a club writes them: through the round,
table and hand services (``hand_enter`` settles every hand; nothing writes a Hand itself)."""

import datetime
import random
from collections.abc import Sequence
from zoneinfo import ZoneInfo

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError

from scoring.engine import ScoringError, get_ruleset, write_deal
from tournaments.clubs.models import Club, Member, Season
from tournaments.clubs.services.seasons import season_create
from tournaments.demo.hands import demo_hand
from tournaments.events.models import Event, Round, RoundStatus
from tournaments.events.services.rounds import round_create, round_status_set
from tournaments.play.models import Table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import Sitter, table_seat

HANDS_PER_TABLE = 4


def demo_round(
    *,
    event: Event,
    number: int,
    day: datetime.date,
    start: tuple[int, int],
    end: tuple[int, int],
    status: str,
) -> Round:
    """A round of ``event`` on ``day`` from ``start`` to ``end`` (local time)."""
    tz = ZoneInfo(settings.TIME_ZONE)
    return round_create(
        event=event,
        number=number,
        starts_at=datetime.datetime.combine(day, datetime.time(*start), tzinfo=tz),
        ends_at=datetime.datetime.combine(day, datetime.time(*end), tzinfo=tz),
        status=status,
    )


def demo_seat_and_play(
    *,
    round_: Round,
    tables: Sequence[Sequence[Sitter | Member]],
    rng: random.Random,
    scorekeeper: User,
    hands: int = HANDS_PER_TABLE,
) -> None:
    """Seat ``tables`` in ``round_`` and play ``hands`` hands at each; a closed round is
    played first, then closed, as at the club."""
    closed = round_.status == RoundStatus.CLOSED
    if closed:
        round_status_set(round_=round_, status=RoundStatus.IN_PROGRESS)
    for number, sitters in enumerate(tables, start=1):
        table = table_seat(round_=round_, number=number, sitters=sitters)
        for _ in range(hands):
            demo_play(table=table, rng=rng, scorekeeper=scorekeeper)
    if closed:
        round_status_set(round_=round_, status=RoundStatus.CLOSED)


#: the share of the demo's hands entered from their tiles (the others as quick entries):
#: their elements, limit hands and tiles fill the statistics, the best hands and the report
TILE_SHARE = 0.3


def demo_play(*, table: Table, rng: random.Random, scorekeeper: User) -> None:
    """The next hand, entered as a scorekeeper enters it (the production path: the
    table's turn decides the seat winds, the engine scores the tiles or settles the quick
    entry). A tile hand is one of the ruleset's random winning deals; one the rules refuse
    (below a minimum) gives way to a quick entry."""
    ruleset = table.round.event.ruleset
    if rng.random() < TILE_SHARE:
        deal = write_deal(get_ruleset(ruleset).random_winning_deal(rng))
        try:
            hand_enter(table=table, entry=deal, entered_by=scorekeeper)
            return
        except (ValidationError, ScoringError):
            pass
    hand_enter(table=table, entry=demo_hand(rng=rng, ruleset=ruleset), entered_by=scorekeeper)


def chunks[T](items: Sequence[T], size: int) -> list[Sequence[T]]:
    """``items`` in groups of ``size`` (the last one may be smaller)."""
    return [items[i : i + size] for i in range(0, len(items), size)]


def demo_season(*, club: Club, year: int) -> Season:
    """The club's season of ``year`` (made once)."""
    return Season.objects.filter(club=club, year=year).first() or season_create(
        club=club, year=year
    )
