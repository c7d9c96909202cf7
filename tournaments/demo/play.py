"""Events, rounds, tables and hands of the demo, written as a club writes them: through the
event, round, table and hand services (``hand_enter`` settles every hand; nothing writes a
Hand itself). Every played event of the demo is built from these: created in progress,
its rounds seated and played (``demo_seat_and_play``, a table's play given: a few hands,
or a riichi game to its end), then finished."""

import datetime
import random
from collections.abc import Sequence
from typing import Any, Protocol
from zoneinfo import ZoneInfo

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError

from scoring.engine import ScoringError, get_ruleset, write_deal
from tournaments.clubs.models import Club, Member, Season
from tournaments.clubs.services.seasons import season_create
from tournaments.demo import data
from tournaments.demo.hands import demo_hand
from tournaments.events.models import Event, EventStatus, Round, RoundStatus
from tournaments.events.services.events import event_create
from tournaments.events.services.rounds import round_create, round_status_set
from tournaments.play.models import Table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import Sitter, table_seat

HANDS_PER_TABLE = 4


class TablePlay(Protocol):
    """How the demo plays a table it has seated (its hands, entered as a scorekeeper does)."""

    def __call__(self, *, table: Table, rng: random.Random, scorekeeper: User) -> None: ...


def demo_last(today: datetime.date, weekday: int) -> datetime.date:
    """The last ``weekday`` (Monday 0) before ``today``: a week back on that weekday."""
    return today - datetime.timedelta(days=(today.weekday() - weekday) % 7 or 7)


def demo_event(
    *,
    club: Club,
    name: str,
    slug: str,
    day: datetime.date,
    start: tuple[int, int],
    end: tuple[int, int],
    **options: Any,
) -> Event:
    """An event of the demo club at its venue on ``day`` from ``start`` to ``end`` (local
    times), in progress: played first, then finished, as at the club. ``options``: the
    rest of ``event_create``'s (season, kind, ruleset, rounds, scorekeepers)."""
    return event_create(
        club=club,
        name=name,
        slug=slug,
        date=day,
        start_time=datetime.time(*start),
        end_time=datetime.time(*end),
        venue=data.VENUE,
        status=EventStatus.IN_PROGRESS,
        **options,
    )


def demo_rounds(
    *,
    event: Event,
    day: datetime.date,
    times: Sequence[tuple[tuple[int, int], tuple[int, int]]],
    players: Sequence[Sitter | Member],
    rng: random.Random,
    scorekeeper: User,
    play: TablePlay | None = None,
) -> None:
    """A round per (start, end) of ``times``, seated by :func:`demo_tables`, played (as
    :func:`demo_seat_and_play` plays) and closed."""
    for number, (start, end) in enumerate(times, start=1):
        tables = demo_tables(number, players, rng)
        round_ = demo_round(
            event=event, number=number, day=day, start=start, end=end, status=RoundStatus.CLOSED
        )
        demo_seat_and_play(
            round_=round_, tables=tables, rng=rng, scorekeeper=scorekeeper, play=play
        )


def demo_tables[T](number: int, players: Sequence[T], rng: random.Random) -> list[Sequence[T]]:
    """Round ``number``'s tables of four: in order, then across (nobody meets a round-1
    opponent again), then a fixed shuffle per round (``rng``)."""
    if number == 1:
        return chunks(players, 4)
    if number == 2:
        count = len(chunks(players, 4))
        return [players[t::count] for t in range(count)]
    return chunks(rng.sample(list(players), len(players)), 4)


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
    play: TablePlay | None = None,
) -> None:
    """Seat ``tables`` in ``round_`` and play each: ``play`` (a riichi game to its end) or
    else ``hands`` hands; a closed round is played first, then closed, as at the club."""
    closed = round_.status == RoundStatus.CLOSED
    if closed:
        round_status_set(round_=round_, status=RoundStatus.IN_PROGRESS)
    for number, sitters in enumerate(tables, start=1):
        table = table_seat(round_=round_, number=number, sitters=sitters)
        if play is not None:
            play(table=table, rng=rng, scorekeeper=scorekeeper)
            continue
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
