"""A small event played through the product's services, for the statistics tests: five
players at a five-player table in round 1 (one sits out each hand), a substitute in
round 2, a draw, a corrected hand, a deleted hand and a penalty. Hands are named by who
won and who discarded; ``enter`` turns names into this hand's seat winds."""

from __future__ import annotations

from dataclasses import dataclass

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory
from tournaments.clubs.models import Member
from tournaments.events.models import Event
from tournaments.penalties.reasons import reason_ids
from tournaments.penalties.services.penalties import penalty_give
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_context import table_context
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

NAMES = ("Anna", "Bram", "Cees", "Dirk", "Eva", "Fien")
WINNER_POINTS = 16  # MCR points of every win here; the others score 0 (quick entry)


@dataclass
class Played:
    event: Event
    members: dict[str, Member]
    tables: list[Table]


def enter(table: Table, winner: str | None, discarder: str | None = None) -> Hand:
    """The next hand: ``winner`` won (on ``discarder``'s discard; self-drawn without one),
    or a draw when ``winner`` is None."""
    winds = {
        seat.player_name.split()[0]: wind for wind, seat in table_context(table=table).winds.items()
    }
    points = dict.fromkeys(winds.values(), 0)
    if winner is None:
        result = {"kind": "draw"}
    else:
        points[winds[winner]] = WINNER_POINTS
        result = {
            "kind": "win",
            "winner": winds[winner],
            "self_drawn": discarder is None,
            "discarder": winds[discarder] if discarder else None,
        }
    entry = {
        "ruleset": table.round.event.ruleset,
        "prevailing_wind": "E",
        "players": {w: {} for w in winds.values()},
        "result": result,
        "quick": {"points": points},
        "options": {},
    }
    return hand_enter(table=table, entry=entry)


def sitting_out(table: Table) -> str:
    """Who sits out the next hand at a five-player table."""
    playing = {seat.pk for seat in table_context(table=table).winds.values()}
    return next(s.player_name.split()[0] for s in table.seats.all() if s.pk not in playing)


def play_event(ruleset: str, *, slug: str = "stats") -> Played:
    club = ClubFactory(slug=slug, public_results=True)
    members = {name: MemberFactory(club=club, first_name=name, last_name="Test") for name in NAMES}
    event = EventFactory(club=club, ruleset=ruleset, slug=f"{slug}-event", round_count=2)
    one = RoundFactory(event=event, number=1)
    two = RoundFactory(event=event, number=2)
    t1 = table_seat(round_=one, number=1, sitters=[members[n] for n in NAMES[:5]])
    t2 = table_seat(round_=two, number=1, sitters=[members[n] for n in NAMES[:4]])
    return Played(event=event, members=members, tables=[t1, t2])


def correct(hand: Hand, winner: str, discarder: str | None) -> Hand:
    """Correct ``hand`` to a win of ``winner`` (on ``discarder``'s discard), its seat winds
    kept."""
    hand.refresh_from_db()
    winds = {
        r.seat.player_name.split()[0]: r.wind for r in hand.results.select_related("seat__member")
    }
    points = dict.fromkeys(winds.values(), 0)
    points[winds[winner]] = WINNER_POINTS
    entry = {
        "ruleset": hand.table.round.event.ruleset,
        "prevailing_wind": hand.prevailing_wind,
        "players": {w: {} for w in winds.values()},
        "result": {
            "kind": "win",
            "winner": winds[winner],
            "self_drawn": discarder is None,
            "discarder": winds[discarder] if discarder else None,
        },
        "quick": {"points": points},
        "options": {},
    }
    return hand_correct(hand=hand, entry=entry, version=hand.version, actor=None)


def play_scenario(ruleset: str, *, slug: str = "stats") -> Played:
    """The hands of the module's docstring (sitting out at the five-player table: Eva,
    Anna, Bram, Cees, Dirk, one per hand, as the table's turn rotates):

    round 1, five players: Anna wins on Bram's discard; a draw; Cees wins self-drawn;
    Dirk wins on Anna's discard, then that hand is deleted; Bram wins on Eva's discard,
    corrected to Eva winning on Dirk's discard; Anna wins self-drawn.
    round 2, Fien in Dirk's seat: Fien wins on Anna's discard; Bram wins self-drawn; a draw;
    Bram is given a penalty of 10."""
    played = play_event(ruleset, slug=slug)
    t1, t2 = played.tables
    enter(t1, "Anna", "Bram")
    enter(t1, None)
    enter(t1, "Cees")
    deleted = enter(t1, "Dirk", "Anna")
    deleted.refresh_from_db()
    hand_delete(hand=deleted, version=deleted.version, actor=None)
    corrected = enter(t1, "Bram", "Eva")
    correct(corrected, "Eva", "Dirk")
    enter(t1, "Anna")
    seat_substitute_set(
        event=played.event,
        absent=played.members["Dirk"],
        from_round=2,
        substitute=played.members["Fien"],
    )
    t2.refresh_from_db()
    enter(t2, "Fien", "Anna")
    enter(t2, "Bram")
    enter(t2, None)
    bram = t2.seats.get(member=played.members["Bram"])
    penalty_give(table=t2, seat_id=bram.pk, points=10, reason=reason_ids(ruleset)[-1])
    return played
