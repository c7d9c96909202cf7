"""The demo's riichi club evening: two tables of the club's riichi players play one hanchan
each, entered as a scorekeeper enters them (``hand_enter``; the table carries the counters
and sticks, the dealer repeats when he wins or is tenpai), until the South round is over.
Hands are quick entries of the winner's han (30 fu) and exhaustive draws with their tenpai
seats and riichi bets, drawn from a seeded generator."""

import datetime
import random
from collections.abc import Sequence

from django.contrib.auth.models import User

from scoring.engine.progression import GameEnd, game_end
from scoring.hand_value import EntryResult, HandEntry, QuickTotals
from tournaments.clubs.models import Club, Member
from tournaments.demo import data
from tournaments.demo.play import demo_event, demo_last, demo_rounds
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.events import event_status_set
from tournaments.events.services.registrations import participant_register
from tournaments.play.models import Table
from tournaments.play.selectors.turns import table_turn
from tournaments.play.services.hand_entry import hand_enter

RULESET = "riichi"
THURSDAY = 3
WINDS = ("E", "S", "W", "N")
#: the winner's han in a quick entry, as often as tables see them
_HAN = (1, 1, 2, 2, 2, 3, 3, 4, 5, 6)
#: a hanchan has at least 8 hands; a guard against a game that would not end
MOST_HANDS = 40


def demo_riichi_hand(rng: random.Random) -> HandEntry:
    """One hand: mostly a win of some han, now and then an exhaustive draw with tenpai
    seats, some of them in riichi (their bets stay on the table)."""
    players: dict[str, dict[str, object]] = {w: {} for w in WINDS}
    if rng.random() < 0.2:
        tenpai = [w for w in WINDS if rng.random() < 0.4]
        riichi = [w for w in tenpai if rng.random() < 0.5]
        extra = {"riichi": {"riichi": riichi}} if riichi else {}
        result = EntryResult(kind="draw", extra={"tenpai": tenpai} if tenpai else {})
        return HandEntry(ruleset=RULESET, players=players, result=result, extra=extra)
    winner = rng.choice(WINDS)
    discarder = None if rng.random() < 0.35 else rng.choice([w for w in WINDS if w != winner])
    result = EntryResult(
        kind="win", winner=winner, self_drawn=discarder is None, discarder=discarder
    )
    points = dict.fromkeys(WINDS, 0)
    points[winner] = rng.choice(_HAN)
    return HandEntry(
        ruleset=RULESET, players=players, result=result, quick=QuickTotals(points=points)
    )


def _over(table: Table) -> bool:
    table.refresh_from_db(fields=["turn_number", "turn_passes", "turn_dealer"])
    return game_end(table_turn(table=table, players=4)) is GameEnd.NORTH_ROUND


def demo_hanchan(*, table: Table, rng: random.Random, scorekeeper: User) -> None:
    """Play ``table``'s game to its end (the South round played)."""
    for _ in range(MOST_HANDS):
        if _over(table):
            return
        hand_enter(table=table, entry=demo_riichi_hand(rng), entered_by=scorekeeper)


def demo_riichi_evening(
    *, club: Club, members: Sequence[Member], scorekeeper: User, today: datetime.date
) -> Event | None:
    """Last Thursday's riichi evening of the club (made once), finished."""
    if Event.objects.filter(slug=data.RIICHI_EVENING_SLUG).exists():
        return None
    day = demo_last(today, THURSDAY)
    event = demo_event(
        club=club,
        season=None,  # its scores (in thousands) are no part of the club's season ranking
        name="Riichi-avond (demo)",
        slug=data.RIICHI_EVENING_SLUG,
        day=day,
        start=(19, 30),
        end=(23, 0),
        round_count=1,
        ruleset=RULESET,
    )
    players = list(members[: data.RIICHI_PLAYERS])
    participant_register(event=event, members=players)
    demo_rounds(
        event=event,
        day=day,
        times=[((19, 30), (23, 0))],
        players=players,
        rng=random.Random(2026),
        scorekeeper=scorekeeper,
        play=demo_hanchan,
    )
    event_status_set(event=event, status=EventStatus.FINISHED)
    return event
