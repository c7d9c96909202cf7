"""Game progression at one table: who deals, the seat winds, the prevailing wind, the end.

Pure Python, no Django. The table's players are numbered by *position* in their starting
order (0 = East at the start, then South, West, North, and 4 = the fifth player). A game is
described by the number of times the deal has *passed*:

- 3 and 4 players: the dealer is position ``passes % n``; seat winds run E, S, W (N) from
  the dealer round the table.
- 5 players: :func:`tournaments.seating.five_player`'s rotation (the same formula, written
  out here so the engine stays free of the app): East is ``passes % 5``, the next three are
  S, W, N and the player before East sits out [000:L585, 001:L552-556].

Whether the deal passes after a hand is the ruleset's decision
(:meth:`Ruleset.dealer_keeps_deal`): East keeps the deal on an East win and (except MCR)
after a draw. At five-player tables the Dutch rules and HK pass the deal after every hand
(the dreamer comes in each hand, [000:L585], 004 L948-949); Ma Jiang passes it when East
does not win [001:L554]. How many wind rounds a game has is the ruleset's too
(:meth:`Ruleset.wind_rounds`).

A wind round ends when every player has dealt once (``n`` passes); the game ends after the
North round, or earlier when the round's planned end time has passed (club rounds are
time-boxed). At a 3-player HK table North does not exist, neither as a seat nor as a round
wind: the game ends after the West round (004 L970-973, :func:`wind_rounds`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from .game_hooks import WIND_ROUNDS
from .hand import WinResult
from .registry import get_ruleset
from .ruleset import Ruleset

WINDS = ("E", "S", "W", "N")


class GameEnd(StrEnum):
    NORTH_ROUND = "north_round"
    TIME = "time"


@dataclass(frozen=True, slots=True)
class Turn:
    """The state of a table before one hand.

    ``winds`` maps each *playing* position to its seat wind in this hand; ``sitting_out``
    is the position that sits this hand out (five-player tables) or None.
    """

    hand_number: int
    passes: int
    players: int
    prevailing_wind: str
    dealer: int
    winds: Mapping[int, str]
    sitting_out: int | None = None
    #: wind rounds in this table's game (:func:`wind_rounds`)
    wind_rounds: int = 4

    def __post_init__(self) -> None:
        object.__setattr__(self, "winds", MappingProxyType(dict(self.winds)))

    @property
    def positions_by_wind(self) -> dict[str, int]:
        return {wind: position for position, wind in self.winds.items()}

    @property
    def finished_wind_rounds(self) -> int:
        return self.passes // self.players


def _rules(ruleset: Ruleset[Any] | str) -> Ruleset[Any]:
    """``ruleset`` itself, or the ruleset of that id: a caller that holds the ``Ruleset``
    passes it, and nothing is looked up again."""
    return ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)


def wind_rounds(
    ruleset: Ruleset[Any] | str, players: int, options: Mapping[str, object] | None = None
) -> int:
    """Wind rounds in a game: East, South, West and North, unless the ruleset says otherwise
    under the club's ``options`` (a 3-player HK table has three, a hanchan two, a tonpuusen one:
    :meth:`Ruleset.wind_rounds`); four without a ruleset."""
    if not ruleset:
        return WIND_ROUNDS
    return _rules(ruleset).wind_rounds(players, options)


def turn_after(
    passes: int, *, players: int, hand_number: int = 1, rounds: int = WIND_ROUNDS
) -> Turn:
    """The table's state once the deal has passed ``passes`` times, in a game of ``rounds``
    wind rounds."""
    if players not in (3, 4, 5):
        raise ValueError(f"a table has 3 to 5 players, not {players}")
    if passes < 0:
        raise ValueError("negative number of passes")
    wind_round = min(passes // players, rounds - 1)
    dealer = passes % players
    if players == 5:
        winds = {(dealer + i) % 5: WINDS[i] for i in range(4)}
        sitting_out: int | None = (dealer + 4) % 5
    else:
        winds = {(dealer + i) % players: WINDS[i] for i in range(players)}
        sitting_out = None
    return Turn(
        hand_number=hand_number,
        passes=passes,
        players=players,
        prevailing_wind=WINDS[wind_round],
        dealer=dealer,
        winds=winds,
        sitting_out=sitting_out,
        wind_rounds=rounds,
    )


def turn_as_recorded(turn: Turn, *, dealer: int, prevailing_wind: str) -> Turn:
    """``turn`` as the table recorded it: dealt by position ``dealer`` in the round of
    ``prevailing_wind`` (at a five-player table who sits out follows from the dealer). After
    a correction that changes who sits out, the later hands keep the rotation they were
    played in, and the game goes on from there."""
    rounds = WINDS.index(prevailing_wind) if prevailing_wind in WINDS else 0
    passes = min(rounds, turn.wind_rounds - 1) * turn.players + dealer % turn.players
    return turn_after(
        passes, players=turn.players, hand_number=turn.hand_number, rounds=turn.wind_rounds
    )


def first_turn(
    *,
    players: int,
    ruleset_id: Ruleset[Any] | str = "",
    options: Mapping[str, object] | None = None,
) -> Turn:
    return turn_after(0, players=players, rounds=wind_rounds(ruleset_id, players, options))


def deal_passes(ruleset: Ruleset[Any] | str, result: WinResult, *, players: int = 4) -> bool:
    """Whether the deal moves on after ``result`` (seat winds as in that hand)."""
    return not _rules(ruleset).dealer_keeps_deal(result, players=players)


def next_turn(ruleset: Ruleset[Any] | str, turn: Turn, result: WinResult) -> Turn:
    """The state after the hand played in ``turn`` ended with ``result``."""
    passes = turn.passes + (1 if deal_passes(ruleset, result, players=turn.players) else 0)
    return turn_after(
        passes, players=turn.players, hand_number=turn.hand_number + 1, rounds=turn.wind_rounds
    )


def replay(
    ruleset: Ruleset[Any] | str,
    results: Iterable[WinResult],
    *,
    players: int,
    options: Mapping[str, object] | None = None,
) -> list[Turn]:
    """The turn of every hand in ``results`` followed by the turn of the next hand, in a
    game as long as the club's ``options`` make it."""
    rules = _rules(ruleset)
    turns = [first_turn(players=players, ruleset_id=rules, options=options)]
    for result in results:
        turns.append(next_turn(rules, turns[-1], result))
    return turns


def game_end(
    turn: Turn, *, now: dt.datetime | None = None, ends_at: dt.datetime | None = None
) -> GameEnd | None:
    """Why no further hand is played at ``turn`` (None: play on).

    After the North round (every player has dealt in all four wind rounds; the West round
    at a 3-player HK table) the game is over; a time-boxed round is over when ``now`` has
    reached ``ends_at``.
    """
    if turn.passes >= turn.wind_rounds * turn.players:
        return GameEnd.NORTH_ROUND
    if now is not None and ends_at is not None and now >= ends_at:
        return GameEnd.TIME
    return None
