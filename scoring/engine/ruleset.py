"""The base every ruleset builds on: its element table, its options, and the two ways to
score a hand (from tiles, or a quick entry of totals for tables that count themselves).

A variant subclasses a ruleset and overrides only the hooks that differ (``redbook``
extends ``nmb``), as python-chess's variants override only their rule hooks.

A ruleset is generic in the type its hooks read the club's options as (``O``: its
:class:`~.options.OptionView`, or the resolved mapping for a ruleset without one). The two
ways in, :meth:`Ruleset.score` and :meth:`Ruleset.settle_quick`, build that typed view once
(:meth:`Ruleset.typed_options`) and hand it down to every hook, so no hook rebuilds it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol, cast

from .elements import Element, ElementRecord, Unit
from .errors import BelowMinimum, InvalidHand
from .exclusions import ElementRule, whole_id
from .game_hooks import GameHooks
from .generate import DealPlan, winning_deal
from .hand import FORMAT_CONDITIONS, Condition, Deal, Meld, ResultKind
from .hand_facts import EntryHooks
from .interchange import FormatHooks
from .options import Option, OptionView, resolve_options
from .quick import QuickEntry
from .result import DealScore
from .settlement import Settlement
from .texts import RulesetTexts
from .tiles import WINDS, Tile
from .validate import validate_deal

#: resolved options per (ruleset id, chosen options); bounded: the choices are a club's
_RESOLVED: dict[tuple[str, tuple[tuple[str, str, object], ...]], Mapping[str, object]] = {}
_RESOLVED_MAX = 4096


class PaoAdvice(Protocol):
    """What a ruleset's pao advice says: whether someone is liable, why, and where."""

    @property
    def liable(self) -> bool: ...

    @property
    def reason(self) -> str: ...

    @property
    def source(self) -> str: ...


@dataclass(frozen=True, slots=True)
class PaoCall:
    """A ruleset's pao advice on one win and the player it concerns (the liable one, or the
    discarder when nobody is liable)."""

    advice: PaoAdvice
    player: str | None


def _registered_ruleset(ruleset_id: str) -> Ruleset[object]:
    """The registry's ruleset of that id (a pickled ruleset read back)."""
    from .registry import get_ruleset  # the registry imports the rulesets, which import this

    return get_ruleset(ruleset_id)


class Ruleset[O](FormatHooks, EntryHooks, GameHooks, ABC):
    #: registry key, e.g. ``"nmb"``
    id: ClassVar[str]
    #: the rule book's own title (seed language) and an English one
    name: ClassVar[str]
    name_en: ClassVar[str]
    #: the seed document, e.g. ``"000"``
    seed: ClassVar[str]
    #: its texts on the site (name, element names, option labels, pao sentences), kept in
    #: its package's ``texts.py`` and translated by the ``scoring`` app; without them the
    #: site shows the engine's English
    texts: ClassVar[RulesetTexts | None] = None
    #: the unit a winner's total is counted in (points, fan, faan)
    unit: ClassVar[Unit] = Unit.POINTS
    #: the scoring table: every element the ruleset can award
    elements: ClassVar[tuple[Element, ...]] = ()
    #: house rules and readings of ambiguities, with defaults
    options: ClassVar[tuple[Option, ...]] = ()
    #: the options as typed attributes (:class:`OptionView`; its fields are ``options``)
    option_view: ClassVar[type[OptionView] | None] = None
    #: table sizes the ruleset can be played at (players in a hand)
    table_sizes: ClassVar[frozenset[int]] = frozenset({4})
    #: True when every player's hand scores (Dutch rules); False when only the winner's does
    scores_every_player: ClassVar[bool] = False
    #: the conditions of a win ("how it was won") this ruleset scores: the entry form offers
    #: these; the others are accepted in a file and change nothing
    conditions: ClassVar[tuple[Condition, ...]] = FORMAT_CONDITIONS

    # --- capabilities: what the app asks instead of testing the ruleset's id ---------------
    #: a player can be liable for a whole win (pao): the entry form asks who
    has_pao: ClassVar[bool] = False
    #: penalties are counted in Laak (Ma Jiang): the entry form asks for them
    has_laak: ClassVar[bool] = False
    #: quick entry counts the winner's flowers apart (they do not count toward the minimum)
    quick_flowers: ClassVar[bool] = False
    #: players change seats between wind rounds after a fixed chart (MCR's seat exchange,
    #: :func:`tournaments.seating.mcr_seat_winds`): the seating page prints it per table
    has_seat_chart: ClassVar[bool] = False
    #: how a winner's total is named where totals of rulesets are shown side by side; the
    #: app translates it (MCR points are not Dutch points although both are "points")
    unit_label: ClassVar[str] = "points"
    #: the rulesets whose games one club rating ranks together (tournaments/ratings,
    #: docs/ratings.md); "" for a family of its own, under the ruleset's id
    rating_family: ClassVar[str] = ""
    #: that family's name on pages (marked only; the app translates it)
    rating_family_name: ClassVar[str] = ""
    #: a wrong Mahjong claim is penalised by a referee outside the hand (MCR tournament
    #: practice, which Hong Kong and Ma Jiang tournaments follow); the Dutch rule books
    #: settle a false Mahjong inside the hand instead
    false_claim_outside_hand: ClassVar[bool] = False
    #: a referee's penalty outside a hand is deducted only, nobody gains it (MCR and EMA
    #: practice); otherwise the other players at the table share it, as every hand is shared
    penalties_deducted_only: ClassVar[bool] = False
    #: the EMA ranks its tournaments in MERS: the club's finished tournaments of this
    #: ruleset count in the MERS ranking (``tournaments.rankings``)
    ema_ranked: ClassVar[bool] = False
    #: what its random winning deals look like (:meth:`random_winning_deal`)
    deal_plan: ClassVar[DealPlan] = DealPlan()

    # --- one object per rule book --------------------------------------------------------
    # A ruleset is the registry's one instance for its id, shared by every table, with its
    # caches of values already worked out. A copy of what holds it (a deep copy of an event
    # that looked its ruleset up) shares it: copying the rule book would copy those caches,
    # thousands of entries in a process that has scored many hands.
    def __copy__(self) -> Ruleset[O]:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Ruleset[O]:
        return self

    def __reduce__(self) -> tuple[object, tuple[str]]:
        """Pickled (a kept report holding an event that looked its ruleset up) as its id,
        and read back as the registry's instance."""
        return (_registered_ruleset, (self.id,))

    # --- options ------------------------------------------------------------------------
    def resolve_options(self, chosen: Mapping[str, object] | None = None) -> Mapping[str, object]:
        """The defaults overridden by ``chosen``. A club's few choices repeat on every hand,
        so each distinct choice is resolved once (the result is read-only)."""
        try:
            # the type is part of the key: True == 1, but only True is a valid switch
            key = (
                tuple(sorted((k, type(v).__name__, v) for k, v in chosen.items())) if chosen else ()
            )
            cached = _RESOLVED.get((self.id, key))
        except TypeError:  # an unhashable or unorderable value: resolve (and refuse) it
            return resolve_options(self.options, chosen)
        if cached is None:
            cached = resolve_options(self.options, chosen)
            if len(_RESOLVED) < _RESOLVED_MAX:
                _RESOLVED[(self.id, key)] = cached
        return cached

    def typed_options(self, options: Mapping[str, object] | None = None) -> O:
        """``options`` (chosen or resolved) as this ruleset's hooks read them: its
        :attr:`option_view` (each value cleaned, the defaults filled in; built once per
        choice of options and kept), or the resolved mapping when it has none. The entry
        points call this once per hand and pass the result down."""
        view = self.option_view
        if view is None:
            return cast(O, self.resolve_options(options))
        return cast(O, view.from_options(options))

    def element(self, element_id: str) -> Element:
        for e in self.elements:
            if e.id == element_id:
                return e
        raise KeyError(element_id)

    def element_rules(self) -> tuple[ElementRule, ...]:
        """The records the ruleset scores its elements with (one or more per element), each
        an :class:`~.exclusions.ElementRule`; a ruleset that keeps no records apart from its
        scorer (a plug-in) lists none."""
        return ()

    def element_records(self) -> tuple[ElementRecord, ...]:
        """Every element with the rule that scores it and the elements it excludes (a part
        of an element, ``<id>:<part>``, as the element), read from :meth:`element_rules`."""
        return tuple(
            ElementRecord(
                rule.element,
                type(rule).__name__,
                tuple(dict.fromkeys(whole_id(x) for x in rule.excluded_ids)),
            )
            for rule in self.element_rules()
        )

    # --- scoring ------------------------------------------------------------------------
    def score(
        self, deal: Deal, *, partial: bool = False, claim_below_minimum: bool = False
    ) -> DealScore:
        """Validate ``deal`` and score it with its options (defaults filled in).

        ``partial``: a ruleset that scores every player (the Dutch rules) scores the known
        hands of a deal in which some losers' tiles are unknown (``??`` in a seed example
        whose pictures were lost, shared/golden/FORMAT.md) instead of refusing it; the
        score lists those seats in ``unknown`` and has no settlement when it needs them.
        Without it such a deal is refused (the entry form needs every hand).

        A win under the ruleset's minimum to go out is refused (:class:`BelowMinimum`), in
        every ruleset: the table records what it is. ``claim_below_minimum`` is the reading
        of a file that records the claim itself as a win (the golden cases' AMBIG-2): it is
        settled as the ruleset's false mahjong of the winner, where the ruleset has one."""
        try:
            return self._score(deal, partial=partial)
        except BelowMinimum as error:
            if claim_below_minimum and error.false_mahjong is not None:
                return error.false_mahjong
            raise

    def _score(self, deal: Deal, *, partial: bool) -> DealScore:
        options = self.typed_options(self.resolve_options(deal.options))
        validate_deal(deal, self)
        if partial and self.scores_every_player:
            unknown = tuple(
                seat
                for seat, hand in deal.players.items()
                if not hand.known and not hand.dead and seat != deal.result.winner
            )
            if unknown:
                return self.score_known(deal, options, unknown)
        return self.score_valid(deal, options)

    def score_known(self, deal: Deal, options: O, unknown: tuple[str, ...]) -> DealScore:
        """Score the known hands of a deal whose ``unknown`` seats' tiles are unknown (a
        ruleset that scores every player overrides this); by default the full score."""
        return self.score_valid(deal, options)

    @abstractmethod
    def score_valid(self, deal: Deal, options: O) -> DealScore:
        """Score a deal that passed the common validation, with the club's options as
        :meth:`typed_options` reads them."""

    # --- quick entry: a template method, the hooks below are what a ruleset overrides -----
    def settle_quick(self, entry: QuickEntry, options: Mapping[str, object]) -> DealScore:
        """Settle a hand from the totals a table counted itself. The checks every ruleset
        shares run here, once and in this order: the options, the table size, the entry's
        extras, a false Mahjong or a draw, then on a win every total against the maximum,
        the winner's total, the winner not the discarder, the ruleset's own checks and the
        minimum to go out; then the ruleset settles the win (:meth:`quick_settle`). The
        hooks read ``options`` (chosen or resolved) as :meth:`typed_options` builds them,
        once here."""
        typed = self.typed_options(options)
        self.quick_check_options(typed)
        seats = self.quick_seats(entry)
        if len(seats) not in self.table_sizes:
            raise self.quick_table_size_error(seats)
        self.quick_check_entry(entry)
        result = entry.result
        if result.kind is ResultKind.FALSE_MAHJONG:
            return self.quick_false_mahjong(entry, seats, typed)
        if result.kind is not ResultKind.WIN:
            return self.quick_draw(seats)
        most = self.quick_maximum(typed)
        if most is not None:
            _check_maximum(entry, seats, most)
        _ = entry.winner_total  # refuses a win without the winner's total
        if self.quick_discarder_pays and result.discarder == result.winner:
            raise InvalidHand("the winner cannot be the discarder", code="winner_is_discarder")
        self.quick_check_win(entry, typed)
        minimum = self.quick_minimum(entry, typed)
        if minimum is not None:
            value = self.quick_value(entry, typed)
            if value < minimum:
                claim = self.quick_below_minimum(entry, seats, typed, value, minimum)
                raise self.below_minimum(value, minimum, false_mahjong=claim)
        return self.quick_settle(entry, seats, typed)

    def quick_check_options(self, options: O) -> None:
        """Refuse options the ruleset cannot settle with (by default none)."""
        return None

    def quick_seats(self, entry: QuickEntry) -> tuple[str, ...]:
        """The seats in play, in wind order."""
        return tuple(w for w in WINDS if w in entry.seats)

    def quick_table_size_error(self, seats: tuple[str, ...]) -> InvalidHand:
        sizes = " or ".join(map(str, sorted(self.table_sizes)))
        return InvalidHand(
            f"{self.id} is played by {sizes} players in a hand, not {len(seats)}",
            code="table_size",
            count=len(seats),
        )

    def quick_check_entry(self, entry: QuickEntry) -> None:
        """Refuse the ruleset's own extras of an entry (Ma Jiang's laak); by default none."""
        return None

    def quick_false_mahjong(
        self, entry: QuickEntry, seats: tuple[str, ...], options: O
    ) -> DealScore:
        """A false Mahjong; by default it settles nothing, as a draw."""
        return self.quick_draw(seats)

    def quick_draw(self, seats: tuple[str, ...]) -> DealScore:
        """A draw (or a dead wall): nobody pays."""
        return DealScore(self.id, dict.fromkeys(seats, 0), Settlement.zero(seats))

    def quick_maximum(self, options: O) -> int | None:
        """The most any player's total can be (the Dutch limit); None: no maximum."""
        return None

    #: the discarder pays a win on a discard, so the winner cannot be the discarder
    quick_discarder_pays: ClassVar[bool] = False

    def quick_check_win(self, entry: QuickEntry, options: O) -> None:
        """The ruleset's own checks of a win, before the minimum; by default none."""
        return None

    def quick_minimum(self, entry: QuickEntry, options: O) -> int | None:
        """The least :meth:`quick_value` a win needs to go out; None: no minimum."""
        return None

    def quick_value(self, entry: QuickEntry, options: O) -> int:
        """The winner's value held against :meth:`quick_minimum`: by default the total."""
        return entry.winner_total

    def quick_below_minimum(
        self,
        entry: QuickEntry,
        seats: tuple[str, ...],
        options: O,
        value: int,
        minimum: int,
    ) -> DealScore | None:
        """What a win under the minimum settles as where the ruleset reads the claim as a
        false mahjong of the winner with a penalty (MCR, HK); None by default. The win is
        refused either way (:meth:`below_minimum`)."""
        return None

    def below_minimum(
        self, value: int, minimum: int, *, false_mahjong: DealScore | None = None
    ) -> BelowMinimum:
        """The one refusal of a win worth ``value``, under the ``minimum`` to go out, in this
        ruleset's unit (fan: ``min_fan``, else ``below_minimum``), with what the claim
        settles as when recorded as a false mahjong (``false_mahjong``)."""
        return BelowMinimum(
            f"the hand is worth {value}; at least {minimum} are needed to go out",
            code="min_fan" if self.unit is Unit.FAN else "below_minimum",
            false_mahjong=false_mahjong,
            points=value,
            minimum=minimum,
        )

    def quick_settle(self, entry: QuickEntry, seats: tuple[str, ...], options: O) -> DealScore:
        """Settle a win that passed the checks. Every ruleset that uses the template
        overrides this (a ruleset may instead override :meth:`settle_quick` whole)."""
        raise NotImplementedError(f"{type(self).__name__} does not settle quick entries")

    # --- advice and generated hands -----------------------------------------------------
    def advise_pao(
        self,
        exposed: Mapping[str, Sequence[Meld]],
        *,
        discarded: Tile | None,
        discarder: str | None,
        winner: str,
    ) -> PaoCall | None:
        """Advice on pao for a win by ``winner`` (the winning tile ``discarded`` by
        ``discarder``, None when self-drawn) given each seat's exposed sets; None: the
        ruleset gives no advice. Only rulesets with ``has_pao`` override this."""
        return None

    def random_winning_deal(
        self,
        rng: random.Random,
        *,
        players: int = 4,
        options: Mapping[str, object] | None = None,
    ) -> Deal:
        """A random finished win in this ruleset at a table of ``players``, for benchmarks
        and property tests (deterministic for ``rng``), shaped by :attr:`deal_plan`."""
        return winning_deal(rng, self, seats=WINDS[:players], options=options)

    def __repr__(self) -> str:
        return f"<Ruleset {self.id}>"


def _check_maximum(entry: QuickEntry, seats: tuple[str, ...], most: int) -> None:
    for seat in seats:
        value = entry.points.get(seat, 0)
        if value > most:
            raise InvalidHand(
                f"{seat}: {value} points is above the limit of {most}",
                code="above_limit",
                seat=seat,
                limit=most,
            )
