"""A riichi tournament played through the product's services, for the tests that check that
everything outside the table game works for riichi as for the other rulesets (issue 52):
stages, teams, event files, the API, the rating, MERS and the EMA results file.

Riichi is not offered to clubs until its table game is built (``plays_at_table``): the
``riichi_offered`` fixture lifts that gate for a test. Each table plays three hands, keyed
by the hand's seat winds: a win on a discard from the tiles (riichi, pinfu, tanyao), a
self-drawn win from han (quick entry) and an exhaustive draw with two players tenpai; who
wins turns with the round and the table, so the standings differ.
"""

from __future__ import annotations

import pytest

from scoring.engine import get_ruleset
from tournaments.events.models import Event, Round
from tournaments.play.models import Hand, Table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.round_close import round_close

WINDS = "ESWN"
# all simples and pinfu (k7 completes k5k6, two-sided); with riichi 3 han 30 fu
PINFU_TANYAO = ["k2", "k3", "k4", "k5", "k6", "k7", "c3", "c4", "c5", "b4", "b5", "b6", "b8", "b8"]


@pytest.fixture
def riichi_offered(monkeypatch):
    monkeypatch.setattr(type(get_ruleset("riichi")), "plays_at_table", True)


def ron_from_tiles(winner: str, discarder: str) -> dict[str, object]:
    return {
        "ruleset": "riichi",
        "prevailing_wind": "E",
        "options": {},
        "players": {w: ({"concealed": PINFU_TANYAO} if w == winner else {}) for w in WINDS},
        "result": {
            "kind": "win",
            "winner": winner,
            "discarder": discarder,
            "self_drawn": False,
            "winning_tile": "k7",
        },
        "riichi": {"riichi": [winner]},
    }


def tsumo_quick(winner: str, han: int) -> dict[str, object]:
    return {
        "ruleset": "riichi",
        "prevailing_wind": "E",
        "options": {},
        "players": {w: {} for w in WINDS},
        "result": {"kind": "win", "winner": winner, "self_drawn": True},
        "quick": {"points": {w: han if w == winner else 0 for w in WINDS}},
    }


def draw(tenpai: tuple[str, ...]) -> dict[str, object]:
    return {
        "ruleset": "riichi",
        "prevailing_wind": "E",
        "options": {},
        "players": {w: {} for w in WINDS},
        "result": {"kind": "draw", "tenpai": list(tenpai)},
    }


def play_riichi_table(table: Table, turn: int) -> list[Hand]:
    """Three hands at ``table``; ``turn`` picks who wins."""
    first, second = WINDS[turn % 4], WINDS[(turn + 1) % 4]
    hands = []
    for entry in (
        ron_from_tiles(first, WINDS[(turn + 2) % 4]),
        tsumo_quick(second, 1 + turn % 3),
        draw((first, WINDS[(turn + 3) % 4])),
    ):
        table.refresh_from_db()
        hands.append(hand_enter(table=table, entry=entry))
    return hands


def play_riichi_round(event: Event, number: int) -> Round:
    """Three hands at every table of round ``number``, then the round is closed."""
    round_ = Round.objects.get(event=event, number=number)
    for table in Table.objects.filter(round=round_).order_by("number"):
        play_riichi_table(table, number + table.number)
    return round_close(round_=round_, actor=None)


def finished_riichi_tournament(
    club, *, players: int = 8, rounds: int = 2, slug: str = "rcr", members=None, **fields
):
    """A riichi tournament of ``players`` new members (EMA numbers, two countries) or of
    ``members``, drawn, played round by round and finished; ``fields`` of the event."""
    from tests.factories import EventFactory, MemberFactory
    from tournaments.events.models import EventKind, EventStatus
    from tournaments.events.services.event_lifecycle import event_finish
    from tournaments.events.services.registrations import participant_register
    from tournaments.seat_draws.services.draws import seat_draw_create

    members = members or [
        MemberFactory(club=club, ema_number=f"0409{i:04d}", country="NL" if i % 2 else "DE")
        for i in range(players)
    ]
    event = EventFactory(
        club=club,
        kind=EventKind.TOURNAMENT,
        ruleset="riichi",
        round_count=rounds,
        slug=slug,
        **fields,
    )
    participant_register(event=event, members=members)
    seat_draw_create(event=event, seed=3)
    for number in range(1, rounds + 1):
        play_riichi_round(event, number)
    event.refresh_from_db()
    if event.status != EventStatus.FINISHED:  # closing the last round may finish it
        event = event_finish(event=event, actor=None)
    return event
