"""The Dutch ruleset: what ``nmb`` and ``redbook`` share. A ruleset gives its table (rules,
limit hands, special elements) and overrides the few hooks that differ (the limit, the
minimum of doubles, the concealed bonus of limit hands)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from scoring.engine.elements import Element, ScoredElement, Unit
from scoring.engine.exclusions import AwardedBy, ElementRule
from scoring.engine.generate import DealPlan
from scoring.engine.hand import CLASSIC_CONDITIONS, Deal, ResultKind, WinResult
from scoring.engine.quick import QuickEntry
from scoring.engine.result import DealScore
from scoring.engine.ruleset import Ruleset
from scoring.engine.texts import gettext_noop
from scoring.engine.tiles import WINDS

from .deal import check_table, score_table, self_drawn_win
from .facts import Facts
from .limits import FACTS_GATES, LimitHand
from .loser import LOSER_CACHE_SIZE, score_loser_of
from .options import DutchOptions
from .reading import WIND_TILE, Context, Reading
from .settlement import settle
from .shapes import could_be_irregular
from .table import Rule, count_reading, grouped, options_id, scored
from .winner import Candidate, PlayerScore

NO_WIND = -1


class DutchRuleset(Ruleset[DutchOptions]):
    """Every player's hand scores [000:L225-L233]; the winner collects, the others settle
    their differences, East pays and receives double [000:L327-L335]."""

    unit = Unit.POINTS
    scores_every_player = True
    #: the conditions the Dutch tables score (the only possible tile is worked out from
    #: the hand's waits, and there is no first-discard element apart from earth)
    conditions = CLASSIC_CONDITIONS
    table_sizes: ClassVar[frozenset[int]] = frozenset({3, 4})
    #: NMB and the red booklet are one game for a club rating: the same tiles, the same
    #: settling; only the element tables differ
    rating_family = "dutch"
    rating_family_name = gettext_noop("Dutch rules (NMB, red booklet)")
    #: random deals are mahjongs in the ruleset: a club records mahjongs, not refused
    #: claims, and the two-double minimum refuses most random hands [000:L119]
    deal_plan = DealPlan(tries_until_scored=200)

    #: the scoring table: points and doubles rows
    rules: ClassVar[tuple[Rule, ...]] = ()
    #: the limit hands
    limit_hands: ClassVar[tuple[LimitHand, ...]] = ()
    #: rows that are not predicates: a dead hand, a waiting irregular hand (half), the cap,
    #: and the concealed bonus of a limit hand (redbook)
    dead_hand: ClassVar[Element]
    waiting_irregular: ClassVar[Element]
    limit_cap: ClassVar[Element]
    concealed_limit: ClassVar[Element | None] = None

    #: the options as typed attributes (each rule book's own view of :class:`DutchOptions`)
    option_view: ClassVar[type[DutchOptions]]
    #: the limit hands by how they are matched (set when a ruleset class is defined)
    _set_limit_hands: ClassVar[tuple[LimitHand, ...]] = ()
    _shape_limit_hands: ClassVar[tuple[LimitHand, ...]] = ()
    _any_limit_hands: ClassVar[tuple[LimitHand, ...]] = ()

    def __init__(self) -> None:
        super().__init__()
        #: (options id, the hand's summary sums and bits, seat and table): a loser's count
        #: after the limit, a pure function of them (:mod:`.summary`)
        self._loser_counts: dict[tuple[int, int, int, object], PlayerScore] = {}
        #: (options id, facts) -> a winner's reading's ordinary value, and the regular limit
        #: hands still possible: a pure function of both
        self._standard_values: dict[tuple[int, Facts], tuple[Candidate, tuple[LimitHand, ...]]] = {}
        #: (options id, a winner's reading's summary, how the hand was won) -> its ordinary
        #: value, the regular limit hands still possible, its facts (:func:`.winner._evaluate`)
        self._reading_values: dict[
            tuple[object, ...], tuple[Candidate, tuple[LimitHand, ...], Facts]
        ] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "rules" in cls.__dict__:  # the group exclusions, resolved once per table
            cls.rules = grouped(cls.rules)
        cls._set_limit_hands = tuple(h for h in cls.limit_hands if h.on != "shape")
        cls._shape_limit_hands = tuple(h for h in cls.limit_hands if h.on == "shape")
        cls._any_limit_hands = tuple(h for h in cls.limit_hands if h.on == "any")

    # --- hooks ---------------------------------------------------------------------------
    def limit(self, options: DutchOptions) -> int:
        """The limit: the most an ordinary hand earns, the value of a full limit hand."""
        return self.limit_cap.value

    def min_doubles(self, options: DutchOptions) -> int:
        return options.min_doubles

    def limit_value(self, hand: LimitHand, options: DutchOptions) -> int:
        if hand.share is not None:
            return int(self.limit(options) * hand.share)
        return hand.element.value

    def is_irregular(self, hand: LimitHand, options: DutchOptions) -> bool:
        return hand.irregular

    def max_points(self, options: DutchOptions) -> int:
        """The most one player's hand can be worth (quick entry check)."""
        return self.limit(options)

    def dealer_keeps_deal(self, result: WinResult, *, players: int = 4) -> bool:
        """East keeps the deal after winning and after a draw [000:L166, L582; 003:L70]. A
        false mahjong settles nothing and play went on [000:L162, L313]: like a draw, the
        winds do not move. At five the deal passes after every hand [000:L585]."""
        if players == 5:
            return False
        if result.kind is ResultKind.WIN:
            return result.winner == "E"
        return True

    # --- readings ------------------------------------------------------------------------
    def _limit_total(self, hand: LimitHand, ctx: Context) -> tuple[int, tuple[ScoredElement, ...]]:
        value = self.limit_value(hand, ctx.options)
        elements: tuple[ScoredElement, ...] = (scored(hand.element, value),)
        if hand.concealed_double and self.concealed_limit is not None and ctx.fully_concealed:
            doubled = value * 2
            if ctx.options.concealed_limit_capped:
                doubled = min(doubled, self.limit(ctx.options))
            elements += (scored(self.concealed_limit, 1),)  # one double
            value = doubled
        return value, elements

    def _best_limit(
        self, hands: list[LimitHand], ctx: Context
    ) -> tuple[LimitHand, int, tuple[ScoredElement, ...]]:
        best = None
        for hand in hands:
            value, elements = self._limit_total(hand, ctx)
            if best is None or value > best[1]:
                best = (hand, value, elements)
        assert best is not None
        return best

    def _capped(
        self, score: int, elements: tuple[ScoredElement, ...], options: DutchOptions
    ) -> tuple[int, tuple[ScoredElement, ...]]:
        """The limit caps an ordinary count [000:L217] (redbook: option ``cap_ordinary``)."""
        cap = self.limit(options)
        if score > cap and options.cap_ordinary:
            return cap, (*elements, scored(self.limit_cap, cap))
        return score, elements

    def value_of_standard(self, reading: Reading, ctx: Context) -> Candidate:
        """An ordinary reading (sets + pair, its facts set): a regular limit hand, or points
        x 2^doubles."""
        options = ctx.options
        key = (ctx.options_key if ctx.options_key >= 0 else options_id(options), reading.facts)
        held = self._standard_values.get(key)
        if held is None:
            if len(self._standard_values) >= LOSER_CACHE_SIZE:
                self._standard_values.clear()
            held = self._standard_values[key] = self._standard_value(reading.facts, key[0], ctx)
        ordinary, possible = held
        if not possible:
            return ordinary
        matched = [h for h in possible if h.match(reading, ctx)]
        if not matched:
            return ordinary
        hand, value, elements = self._best_limit(matched, ctx)
        if options.regular_limit_at_least_ordinary and ordinary.value > value:
            value, elements = ordinary.value, ordinary.elements
        exempt = self.is_irregular(hand, options) or not options.regular_limit_minimum
        return Candidate(value, exempt or ordinary.valid, ordinary.doubles, elements)

    def _standard_value(
        self, facts: Facts, options_key: int, ctx: Context
    ) -> tuple[Candidate, tuple[LimitHand, ...]]:
        """What a reading's facts decide alone (a pure function of them and the options):
        its ordinary value, and the regular limit hands it could still be."""
        options = ctx.options
        count = count_reading(self.rules, facts, options, options_key)
        value, elements = self._capped(count.score, count.elements, options)
        ordinary = Candidate(
            value, count.doubles >= self.min_doubles(options), count.doubles, elements
        )
        possible = tuple(
            h
            for h in self._set_limit_hands
            if (gate := FACTS_GATES.get(h.match)) is None or gate(facts)
        )
        return ordinary, possible

    def shape_limits(self, counts: list[int], ctx: Context) -> list[LimitHand]:
        """The shape (irregular) limit hands 14 concealed tiles make."""
        if not could_be_irregular(counts):
            return []
        shape = Reading((), (), counts, ctx.winner, None, True)
        return [h for h in self._shape_limit_hands if h.match(shape, ctx)]

    def value_of_shape(self, reading: Reading, ctx: Context) -> Candidate | None:
        """14 concealed tiles as one irregular shape (exempt from the minimum [000:L119])."""
        matched = self.shape_limits(reading.counts, ctx)
        if not matched:
            return None
        won_as = [h for h in self._any_limit_hands if h.match(reading, ctx)]
        options = ctx.options
        if won_as and options.regular_limit_minimum and self.min_doubles(options):
            # a regular limit hand defined by how it was won (Spel van de aarde, van de
            # hemel) needs the minimum of doubles on any shape, as on sets: the shape has
            # no ordinary doubles, so only the irregular hand counts ([000] A5, L119)
            won_as = [h for h in won_as if self.is_irregular(h, options)]
        _, value, elements = self._best_limit(matched + won_as, ctx)
        return Candidate(value, True, 0, elements)

    # --- losers --------------------------------------------------------------------------
    def score_loser(self, ctx: Context) -> PlayerScore:
        """A loser's count (:mod:`.loser`)."""
        return score_loser_of(self, ctx)

    # --- the table -----------------------------------------------------------------------
    def round_wind(self, deal: Deal, options: DutchOptions) -> int:
        """The "heersende wind" of the scoring tables: the round wind ([000] A14), East with
        option ``heersende_wind`` = east; none in a green dragon round [000:L558, L585]."""
        if options.green_dragon_round:
            return NO_WIND
        if options.heersende_wind == "east":
            return 27
        return 27 + WINDS.index(deal.prevailing_wind)

    def check_table(self, deal: Deal, options: DutchOptions, unknown: tuple[str, ...] = ()) -> None:
        """What the common validation leaves to the ruleset (:func:`.deal.check_table`)."""
        check_table(self, deal, options, unknown)

    def context(
        self,
        deal: Deal,
        seat: str,
        options: Mapping[str, object],
        round_wind: int | None = None,
        options_key: int | None = None,
    ) -> Context:
        """The context of ``seat``'s hand in ``deal`` under the club's ``options`` (chosen
        or resolved)."""
        view = self.typed_options(options)
        result = deal.result
        winning = result.winning_tile
        winner = result.kind is ResultKind.WIN and seat == result.winner
        if round_wind is None:
            round_wind = self.round_wind(deal, view)
        if options_key is None:
            options_key = options_id(view)
        return Context(
            seat,
            WIND_TILE[seat],
            round_wind,
            view,
            deal.players[seat],
            winner,
            int(winning) if winner and winning is not None else -1,
            self_drawn_win(result) if winner else False,
            result.conditions if winner else frozenset(),
            view.green_dragon_round,
            options_key,
        )

    def rounds(self, options: DutchOptions) -> bool:
        """Whether the club rounds hand scores to fiches (option ``round_to_tens``)."""
        return options.round_to_tens == "nearest"

    def rounded(self, value: int, options: DutchOptions) -> int:
        """Fiche rounding to whole tens after the doubles [000:L394] (A17: half up)."""
        if self.rounds(options):
            return (value + 5) // 10 * 10
        return value

    def score_valid(self, deal: Deal, options: DutchOptions) -> DealScore:
        return score_table(self, deal, options, ())

    def score_known(self, deal: Deal, options: DutchOptions, unknown: tuple[str, ...]) -> DealScore:
        """The points and elements of the known hands; no settlement after a mahjong, which
        needs every loser's count (the losers settle their differences [000:L327, L334])."""
        return score_table(self, deal, options, unknown)

    # --- quick entry: the hooks of Ruleset.settle_quick ----------------------------------
    def quick_maximum(self, options: DutchOptions) -> int:
        return self.max_points(options)

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: DutchOptions
    ) -> DealScore:
        """Every player's points as the table counted them, settled the same way."""
        points = {seat: self.rounded(entry.points.get(seat, 0), options) for seat in seats}
        return DealScore(self.id, points, settle(seats, points, entry.result.winner_seat))

    def element_rules(self) -> tuple[ElementRule, ...]:
        """A ``Rule`` per row (the rows of its ``group`` exclude each other: only the highest
        counts), a ``LimitHand`` per limit hand, and the special rows the scorer awards."""
        special = ("dead_hand", "waiting_irregular", "limit_cap", "concealed_limit")
        return (
            *self.rules,
            *self.limit_hands,
            *(
                AwardedBy(element, f"special row {name}")
                for name in special
                if (element := getattr(self, name)) is not None
            ),
        )

    @classmethod
    def table_elements(cls) -> tuple[Element, ...]:
        """Every element of the table, rules, limit hands and special rows, once each."""
        out: dict[str, Element] = {}
        for rule in cls.rules:
            out.setdefault(rule.element.id, rule.element)
        for hand in cls.limit_hands:
            out.setdefault(hand.element.id, hand.element)
        for e in (cls.dead_hand, cls.waiting_irregular, cls.limit_cap, cls.concealed_limit):
            if e is not None:
                out.setdefault(e.id, e)
        return tuple(out.values())
