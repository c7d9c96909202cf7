"""The game at a table, as a ruleset sees it: who deals next, how many wind rounds a game
has, what the table carries from hand to hand (HK's draw pot, counters and
sticks), a game's result as the standings count it, and a false claim's penalty. A mixin of
:class:`~.ruleset.Ruleset`, whose defaults the rulesets override where they differ (as
:class:`~.interchange.FormatHooks` and :class:`~.hand_facts.EntryHooks` are)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import ClassVar

from .hand import ResultKind, WinResult
from .interchange import result_from_dict

#: wind rounds in a full game (East, South, West, North)
WIND_ROUNDS = 4


class GameHooks:
    #: the most points one penalty may take (a slip of a finger is refused), in the
    #: ruleset's points: a ruleset that counts in thousands allows more
    penalty_most: ClassVar[int] = 10_000
    #: the table points a new club of this ruleset ranks by first (a site's scheme id:
    #: "4-2-1-0", "4-2-1-half", "none"); empty: the site's default. A ruleset whose game
    #: result already ranks the table (uma) says "none"
    default_table_points_scheme: ClassVar[str] = ""

    def dealer_keeps_deal(self, result: WinResult, *, players: int = 4) -> bool:
        """Whether East deals again after ``result`` at a table of ``players``. The Dutch
        rules, HK and Ma Jiang keep the deal when East wins and after a draw; MCR overrides
        this (it rotates always). At a five-player table the deal passes after every hand
        (the dreamer comes in each hand, [000:L585]); Ma Jiang overrides this."""
        if players == 5:
            return False
        if result.kind is ResultKind.WIN:
            return result.winner == "E"
        return result.kind in (ResultKind.DRAW, ResultKind.DEAD_WALL)

    def wind_rounds(self, players: int, options: Mapping[str, object] | None = None) -> int:
        """Wind rounds in a game at a table of ``players`` under the club's ``options``
        (unknown names ignored): HK has three at a 3-player table, a hanchan two or
        one (a tonpuusen, an option)."""
        return WIND_ROUNDS

    def table_facts(
        self,
        options: Mapping[str, object],
        *,
        draws: int,
        carry: Mapping[str, int] | None = None,
    ) -> dict[str, object]:
        """The per-hand option values a table's history answers, so the scorekeeper need
        not enter them, given the club's ``options`` (unknown names ignored), ``draws``
        (hands without a winner right before this one) and ``carry`` (what
        :meth:`carry_after` carried to this hand). None by default; HK's draw pot and
        a ruleset's counters and sticks override this."""
        return {}

    #: whether :meth:`carry_after` carries anything (counters, sticks): the tables of the others
    #: need not replay their hands for it
    carries: ClassVar[bool] = False

    def carry_after(
        self, carry: Mapping[str, int], result: WinResult, *, pot: int
    ) -> dict[str, int]:
        """What the table carries from one hand to the next beyond the turn (the
        counters and sticks on the table), after a hand that started with ``carry`` and ended with
        ``result``; ``pot``: that hand's change of what lies on the table (the settlement's
        parties that are not seats: the stick pot). Nothing by default."""
        return {}

    def false_claim_penalty(self, options: Mapping[str, object]) -> int | None:
        """The points of a false claim outside the hand under ``options`` (a
        chombo), which the referee's form names; None: the rules fix none."""
        return None

    def carried_points(self, carry: Mapping[str, int]) -> int:
        """The points lying on the table with ``carry`` (the sticks a ruleset carries):
        its seats' settlements sum to minus this. None by default."""
        return 0

    def result_of(self, data: Mapping[str, object]) -> WinResult:
        """A stored hand's result (the interchange format's ``result``) as the engine's
        value the progression reads (:meth:`dealer_keeps_deal`): one may keep a draw's
        tenpai seats and several winners."""
        return result_from_dict(data)

    def table_result[K: Hashable](
        self, scores: Mapping[K, int], options: Mapping[str, object]
    ) -> dict[K, int]:
        """A game's result per player from the sum of each player's hand settlements at
        the table (``scores``), as the standings count it: the scores themselves by
        default; a ruleset may add uma and oka and give the sticks left on the table to the
        winner (``scores`` then sum to minus what lies on the table)."""
        return dict(scores)

    def table_result_parts[K: Hashable](
        self, scores: Mapping[K, int], options: Mapping[str, object]
    ) -> dict[str, dict[K, int]]:
        """What :meth:`table_result` adds to ``scores``, by part (its key names it in the
        ruleset's ``texts.result_parts``), for a printed sheet to show line by line: none
        by default (the result is the scores)."""
        return {}
