"""What a table tells about one hand beyond the tiles and the result, as the entry form asks
it of a ruleset whose hands carry such facts (``Ruleset.asks_hand_facts``): who declared
ready (and at once, a double declaration), who won at the first turn after it, the
indicator tiles for bonus han and the ones under them, the seats ready at a draw. The
ruleset writes them into its own keys of the hand (:meth:`Ruleset.facts_entry`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .hand import ResultKind

#: the words a ruleset that asks table facts gives the entry form (``RulesetTexts.hand_facts``)
FACT_TEXTS = (
    "section",  # the heading over the declarations and indicators
    "ready",  # a declaration of ready
    "double_ready",  # a double one
    "first_turn",  # the winner won within the first turn after it
    "first_turn_needs_ready",  # the error when the winner did not declare
    "indicators",
    "indicators_help",
    "under_indicators",
    "under_indicators_help",
    "tenpai",  # the seats ready at a draw
    "bonus_count",  # bonus tiles the winner holds that the tiles do not show (red fives)
    "limit_at_draw",  # the seats paid a limit hand at a draw (their discards)
)


@dataclass(frozen=True, slots=True)
class HandFacts:
    #: seats that declared ready this hand (a double declaration included)
    ready: tuple[str, ...] = ()
    #: of those, the seats whose declaration was a double one
    double_ready: tuple[str, ...] = ()
    #: winners who won within the first turn after their declaration
    first_turn: tuple[str, ...] = ()
    #: indicator tiles as written in the format, e.g. ``("k3", "W")``
    indicators: tuple[str, ...] = ()
    under_indicators: tuple[str, ...] = ()
    #: the seats ready (tenpai) at an exhaustive draw
    tenpai: tuple[str, ...] = ()
    #: bonus tiles the winner holds that his tiles as written do not show (red fives)
    bonus_count: int = 0
    #: the seats paid a limit hand at an exhaustive draw for their discards (nagashi)
    limit_at_draw: tuple[str, ...] = ()
    #: several winners of one discard entered by their totals: each winner's per-hand
    #: options (``quick_facts``), option name -> seat -> value
    winner_options: Mapping[str, Mapping[str, int]] = field(default_factory=dict)


class EntryHooks:
    """What a ruleset tells the site's table about itself (a part of :class:`~.ruleset.Ruleset`)."""

    #: its game at the table is built (entry form, progression, the table's result): clubs
    #: and events may choose it; otherwise it scores hands (``manage.py score``, files) only
    plays_at_table: ClassVar[bool] = True
    #: the results the entry form offers (a ruleset without a false mahjong or a dead wall
    #: settled inside the hand leaves them out)
    result_kinds: ClassVar[tuple[ResultKind, ...]] = tuple(ResultKind)
    #: flowers and seasons are played: the tile picker and the notation help offer them
    has_bonus_tiles: ClassVar[bool] = True
    #: per-hand options (``Option.per_hand``) quick entry asks beside the winner's total
    quick_facts: ClassVar[tuple[str, ...]] = ()
    #: a hand carries table facts (:class:`HandFacts`): the entry form asks them and
    #: :meth:`facts_entry` writes them into the hand
    asks_hand_facts: ClassVar[bool] = False
    #: each player's score before the first hand: the table page shows the running score
    #: from it (the table's result stays the sum of the settlements)
    starting_score: ClassVar[int] = 0

    def facts_asked(self, options: Mapping[str, object]) -> frozenset[str]:
        """The optional facts (``bonus_count``, ``limit_at_draw``) the entry form asks
        under the club's ``options``: a house option that is off asks nothing. None by
        default."""
        return frozenset()

    def several_winners(self, options: Mapping[str, object]) -> bool:
        """Whether, under ``options``, several players may win one discard (several
        ron); a hand then stores ``winner`` as a list. One winner by default."""
        return False

    def facts_entry(self, facts: HandFacts) -> tuple[dict[str, object], dict[str, object]]:
        """``facts`` as keys of a stored hand beside the format's: those of the hand and
        those of its result (none by default)."""
        return {}, {}

    # --- what a stored hand tells the statistics (tournaments/reports/statistics.py) ---
    #: the statistics read a stored hand's entry (its facts, a quick entry's totals) to
    #: count what :meth:`entry_facts` and :meth:`win_value` tell; False: they need not
    statistics_read_entry: ClassVar[bool] = False
    #: what a winner's stored ``points`` count in where that is not ``unit_label`` (a
    #: ruleset that stores a hand's points and counts han): best hands and trophies show it
    points_label: ClassVar[str] = ""

    def entry_facts(self, extra: Mapping[str, Any], result_extra: Mapping[str, Any]) -> HandFacts:
        """The table facts a stored hand holds in its own keys (the reverse of
        :meth:`facts_entry`): ``extra`` the hand's, ``result_extra`` its result's."""
        return HandFacts()

    def win_value(
        self,
        *,
        points: int,
        elements: Sequence[Mapping[str, Any]],
        quick_total: int | None,
        options: Mapping[str, object],
    ) -> int:
        """A stored win's value in the ruleset's unit (``unit_label``): the winner's stored
        ``points`` unless they count in another unit. ``elements`` are the winner's stored
        elements (none for a quick entry), ``quick_total`` the winner's total of a quick
        entry, ``options`` the hand's."""
        return points
