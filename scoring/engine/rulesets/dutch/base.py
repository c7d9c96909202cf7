"""The Dutch ruleset: what ``nmb`` and ``redbook`` share. A ruleset gives its table (rules,
limit hands, special elements) and overrides the few hooks that differ (the limit, the
minimum of doubles, the concealed bonus of limit hands)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from scoring.engine.elements import Element, ScoredElement, Unit
from scoring.engine.errors import InvalidHand
from scoring.engine.hand import (
    CLASSIC_CONDITIONS,
    Condition,
    Deal,
    MeldKind,
    PlayerHand,
    ResultKind,
    WinResult,
)
from scoring.engine.options import int_option
from scoring.engine.quick import QuickEntry
from scoring.engine.result import DealScore
from scoring.engine.ruleset import Ruleset
from scoring.engine.settlement import Settlement
from scoring.engine.tiles import WINDS

from .facts import _SUITS_IN_MASK, Facts, bonus_facts, facts_of, tile_facts
from .limits import FACTS_GATES, LimitHand
from .reading import Context, Reading, SetInfo, declared_sets
from .settlement import settle
from .shapes import PUNG, could_be_irregular, irregular_candidates
from .summary import (
    _LOSER_SUITS,
    CHOW,
    PAIR,
    PAIR_UNITS_SHIFT,
    THREES_SHIFT,
    loser_honours,
    loser_suit,
    meld_summary,
)
from .table import Rule, count_reading, options_id, scored
from .winner import Candidate, PlayerScore, score_winner

NO_WIND = -1
LOSER_CACHE_SIZE = 100_000
_WIND_TILE = {w: 27 + i for i, w in enumerate(WINDS)}
_NO_CONDITIONS: frozenset = frozenset()


_SIMPLE = 32  # the simple bit of facts._KIND_BITS


def _loser_facts(ctx: Context) -> Facts:
    """A loser's facts read the plain way: the declared melds, a concealed pung of each
    kind held three or four times, a pair of each kind held twice [000:L361, L367]."""
    hand = ctx.hand
    melds = hand.melds
    sets, pairs = declared_sets(hand) if melds else ([], [])
    concealed = [0] * 34
    for t in hand.concealed:
        if t < 34:
            concealed[t] += 1
    for t in range(34):
        n = concealed[t]
        if n >= 3:
            sets.append(SetInfo(PUNG, t, False, True))
        elif n == 2:
            pairs.append(t)
    tiles = tile_facts(set(hand.tiles) if melds else set(hand.concealed))
    return facts_of(sets, pairs, tiles, ctx)


class DutchRuleset(Ruleset):
    """Every player's hand scores [000:L225-L233]; the winner collects, the others settle
    their differences, East pays and receives double [000:L327-L335]."""

    unit = Unit.POINTS
    scores_every_player = True
    #: the conditions the Dutch tables score (the only possible tile is worked out from
    #: the hand's waits, and there is no first-discard element apart from earth)
    conditions = CLASSIC_CONDITIONS
    table_sizes: ClassVar[frozenset[int]] = frozenset({3, 4})

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
        self._reading_values: dict[tuple, tuple[Candidate, tuple[LimitHand, ...], Facts]] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._set_limit_hands = tuple(h for h in cls.limit_hands if h.on != "shape")
        cls._shape_limit_hands = tuple(h for h in cls.limit_hands if h.on == "shape")
        cls._any_limit_hands = tuple(h for h in cls.limit_hands if h.on == "any")

    # --- hooks ---------------------------------------------------------------------------
    def limit(self, options: Mapping[str, object]) -> int:
        """The limit: the most an ordinary hand earns, the value of a full limit hand."""
        return self.limit_cap.value

    def min_doubles(self, options: Mapping[str, object]) -> int:
        return int_option(options, "min_doubles", 0)

    def limit_value(self, hand: LimitHand, options: Mapping[str, object]) -> int:
        if hand.share is not None:
            return int(self.limit(options) * hand.share)
        return hand.element.value

    def is_irregular(self, hand: LimitHand, options: Mapping[str, object]) -> bool:
        return hand.irregular

    def max_points(self, options: Mapping[str, object]) -> int:
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
            if ctx.options.get("concealed_limit_capped"):
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
        self, score: int, elements: tuple[ScoredElement, ...], options: Mapping[str, object]
    ) -> tuple[int, tuple[ScoredElement, ...]]:
        """The limit caps an ordinary count [000:L217] (redbook: option ``cap_ordinary``)."""
        cap = self.limit(options)
        if score > cap and options.get("cap_ordinary", True):
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
        if options.get("regular_limit_at_least_ordinary") and ordinary.value > value:
            value, elements = ordinary.value, ordinary.elements
        exempt = self.is_irregular(hand, options) or not options.get("regular_limit_minimum", True)
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
        if won_as and options.get("regular_limit_minimum", True) and self.min_doubles(options):
            # a regular limit hand defined by how it was won (Spel van de aarde, van de
            # hemel) needs the minimum of doubles on any shape, as on sets: the shape has
            # no ordinary doubles, so only the irregular hand counts ([000] A5, L119)
            won_as = [h for h in won_as if self.is_irregular(h, options)]
        _, value, elements = self._best_limit(matched + won_as, ctx)
        return Candidate(value, True, 0, elements)

    # --- losers --------------------------------------------------------------------------
    def _best_irregular_wait(
        self, concealed: list[int], ctx: Context
    ) -> tuple[LimitHand, int] | None:
        best: tuple[LimitHand, int] | None = None
        options = ctx.options
        for t in irregular_candidates(concealed):
            if concealed[t] >= 4:
                continue
            concealed[t] += 1
            for hand in self.shape_limits(concealed, ctx):
                if not self.is_irregular(hand, options):
                    continue
                value = self.limit_value(hand, options)
                if best is None or value > best[1]:
                    best = (hand, value)
            concealed[t] -= 1
        return best

    def score_loser(self, ctx: Context) -> PlayerScore:
        """Melds, and the pungs and pairs among the loose tiles [000:L361, L367]; a waiting
        irregular limit hand earns half its value [000:L219, L589] ([000] A29: the higher)."""
        options_key = ctx.options_key if ctx.options_key >= 0 else options_id(ctx.options)
        return self._score_loser(
            ctx.hand,
            ctx.seat,
            ctx.round_wind,
            ctx.options,
            options_key,
            ctx.green_dragon_round,
            ctx,
        )

    def _score_loser(
        self,
        hand: PlayerHand,
        seat: str,
        round_wind: int,
        options: Mapping[str, object],
        options_key: int,
        green_round: bool,
        ctx: Context | None = None,
    ) -> PlayerScore:
        """:meth:`score_loser` without a :class:`Context` unless one is needed: the count is
        looked up by the hand's :mod:`.summary` (per-suit, honours and meld parts added up),
        which decides its facts; the facts are read the plain way (:func:`_loser_facts`)
        only when that key is new."""
        if hand.dead:
            return PlayerScore(0, (scored(self.dead_hand, 0),))
        own = _WIND_TILE[seat]
        counts = [0] * 42  # bonus tiles among the loose ones count for nothing
        for t in hand.concealed:
            counts[t] += 1
        # each suit's part: the cache looked up here, computed on a miss
        pattern = tuple(counts[0:9])
        sums, bits = _LOSER_SUITS[0].get(pattern) or loser_suit(0, pattern)
        pattern = tuple(counts[9:18])
        part_sums, part_bits = _LOSER_SUITS[1].get(pattern) or loser_suit(1, pattern)
        sums += part_sums
        bits |= part_bits
        pattern = tuple(counts[18:27])
        part_sums, part_bits = _LOSER_SUITS[2].get(pattern) or loser_suit(2, pattern)
        sums += part_sums
        bits |= part_bits
        part_sums, part_bits = loser_honours(tuple(counts[27:34]), own, round_wind)
        sums += part_sums
        bits |= part_bits
        melds = hand.melds
        for m in melds:
            kind = m.kind
            if kind is MeldKind.CHOW:
                part_sums, part_bits = meld_summary(CHOW, m.tiles[0], False, False, own, round_wind)
            elif kind is MeldKind.PAIR:
                part_sums, part_bits = meld_summary(PAIR, m.tiles[0], False, False, own, round_wind)
            else:
                part_sums, part_bits = meld_summary(
                    PUNG, m.tiles[0], kind is MeldKind.KONG, m.concealed, own, round_wind
                )
            sums += part_sums
            bits |= part_bits
        # the seat and the table: what the facts read besides the tiles
        table = (seat == "E") | (own == round_wind) << 1 | green_round << 2
        key = (
            options_key,
            sums,
            bits,
            table if not hand.bonus else (table, bonus_facts(hand.bonus, seat)),
        )
        counted = self._loser_counts.get(key)
        if counted is None:
            if ctx is None:
                ctx = self._loser_context(hand, seat, round_wind, options, options_key, green_round)
            facts = _loser_facts(ctx)
            count = count_reading(self.rules, facts, options, options_key)
            value, elements = count.score, count.elements
            if options.get("cap_losers", True):
                value, elements = self._capped(value, elements, options)
            if len(self._loser_counts) >= LOSER_CACHE_SIZE:
                self._loser_counts.clear()
            counted = self._loser_counts[key] = PlayerScore(value, elements, count.doubles)
        # 13 concealed tiles one tile from an irregular shape: one suit at most, only
        # terminals and honours, or six pairs and no pung (one pung with option
        # seven_pairs_four_of_a_kind: its fourth tile makes the seventh pair)
        threes = (sums >> THREES_SHIFT) & 15
        if not melds and (
            _SUITS_IN_MASK[bits & 7] <= 1
            or not bits & _SIMPLE
            or (
                (sums >> PAIR_UNITS_SHIFT) & 15 >= 6
                and (not threes or (threes == 1 and options.get("seven_pairs_four_of_a_kind")))
            )
        ):
            if ctx is None:
                ctx = self._loser_context(hand, seat, round_wind, options, options_key, green_round)
            waiting = self._best_irregular_wait(counts[:34], ctx)
            if waiting is not None:
                half = waiting[1] // 2
                if half > counted.value or options.get("waiting_irregular", "higher") == "half":
                    # the marker row (0) says why the hand counts at half its value
                    marker = scored(self.waiting_irregular, 0)
                    return PlayerScore(half, (marker, scored(waiting[0].element, half)))
        return counted

    @staticmethod
    def _loser_context(
        hand: PlayerHand,
        seat: str,
        round_wind: int,
        options: Mapping[str, object],
        options_key: int,
        green_round: bool,
    ) -> Context:
        return Context(
            seat,
            _WIND_TILE[seat],
            round_wind,
            options,
            hand,
            False,
            -1,
            False,
            _NO_CONDITIONS,
            green_round,
            options_key,
        )

    # --- the table -----------------------------------------------------------------------
    def round_wind(self, deal: Deal, options: Mapping[str, object]) -> int:
        """The "heersende wind" of the scoring tables: the round wind ([000] A14), East with
        option ``heersende_wind`` = east; none in a green dragon round [000:L558, L585]."""
        if options.get("green_dragon_round"):
            return NO_WIND
        if options.get("heersende_wind", "round") == "east":
            return 27
        return 27 + WINDS.index(deal.prevailing_wind)

    def check_table(
        self, deal: Deal, options: Mapping[str, object], unknown: tuple[str, ...] = ()
    ) -> None:
        """What the common validation leaves to the ruleset: every hand is needed (but the
        ``unknown`` ones of a partial score), bonus tiles only in the flower variant, the
        3-player set and seats."""
        for seat, hand in deal.players.items():
            if not hand.known and not hand.dead and seat not in unknown:
                raise InvalidHand(
                    f"{self.id} scores every player's hand: the tiles of {seat} are needed",
                    code="hand_unknown",
                    seat=seat,
                )
            if hand.bonus and not options.get("flowers"):
                raise InvalidHand(
                    f"{seat} has flowers or seasons, but this table plays without them "
                    "(club option flowers) [000:L91]",
                    code="no_flowers",
                    seat=seat,
                )
        if deal.sitting_out is not None and len(deal.players) != 4:
            raise InvalidHand(
                "only a 5-player table has a player sitting out (four play each hand) [000:L585]",
                code="sitting_out",
            )
        if len(deal.players) == 3:
            if set(deal.players) != {"E", "S", "W"}:
                raise InvalidHand(
                    "a 3-player table plays the winds East, South and West [000:L558]",
                    code="three_player_seats",
                )
            for seat, hand in deal.players.items():
                if any(m.kind is MeldKind.CHOW and not m.concealed for m in hand.melds):
                    raise InvalidHand(
                        f"{seat}: no chow is laid open at a 3-player table [000:L558]",
                        code="three_player_chow",
                        seat=seat,
                    )
                if any(18 <= t < 27 or t == 30 for t in hand.tiles):
                    raise InvalidHand(
                        f"{seat}: a 3-player table plays without characters and North [000:L558]",
                        code="three_player_tiles",
                        seat=seat,
                    )

    def context(
        self,
        deal: Deal,
        seat: str,
        options: Mapping[str, object],
        round_wind: int | None = None,
        options_key: int | None = None,
    ) -> Context:
        result = deal.result
        winner = result.kind is ResultKind.WIN and seat == result.winner
        if round_wind is None:
            round_wind = self.round_wind(deal, options)
        if options_key is None:
            options_key = options_id(options)
        return Context(
            seat,
            _WIND_TILE[seat],
            round_wind,
            options,
            deal.players[seat],
            winner,
            int(result.winning_tile) if winner else -1,
            _self_drawn(result) if winner else False,
            result.conditions if winner else frozenset(),
            bool(options.get("green_dragon_round")),
            options_key,
        )

    def rounds(self, options: Mapping[str, object]) -> bool:
        """Whether the club rounds hand scores to fiches (option ``round_to_tens``)."""
        return options.get("round_to_tens", "off") == "nearest"

    def rounded(self, value: int, options: Mapping[str, object]) -> int:
        """Fiche rounding to whole tens after the doubles [000:L394] (A17: half up)."""
        if self.rounds(options):
            return (value + 5) // 10 * 10
        return value

    def score_valid(self, deal: Deal, options: Mapping[str, object]) -> DealScore:
        return self._score_table(deal, options, ())

    def score_known(
        self, deal: Deal, options: Mapping[str, object], unknown: tuple[str, ...]
    ) -> DealScore:
        """The points and elements of the known hands; no settlement after a mahjong, which
        needs every loser's count (the losers settle their differences [000:L327, L334])."""
        return self._score_table(deal, options, unknown)

    def _score_table(
        self, deal: Deal, options: Mapping[str, object], unknown: tuple[str, ...]
    ) -> DealScore:
        self.check_table(deal, options, unknown)
        result = deal.result
        seats = deal.seats
        if result.kind is not ResultKind.WIN:
            note = {
                ResultKind.DRAW: "draw (remise): nothing is counted or settled [000:L166, L582]",
                ResultKind.DEAD_WALL: "draw (remise): nothing is counted or settled [000:L305]",
                ResultKind.FALSE_MAHJONG: (
                    f"false mahjong by {result.claimant}: a dead hand, play went on; the claim "
                    "itself settles nothing [000:L162, L198, L313]"
                ),
            }[result.kind]
            return DealScore(
                self.id,
                {seat: 0 for seat in seats if seat not in unknown},
                Settlement.zero(seats),
                notes=(note,),
                unknown=unknown,
            )
        winner = result.winner
        tile = result.winning_tile
        if tile is None or tile.is_bonus:
            raise InvalidHand("a mahjong needs its winning tile (a playing tile)", code="no_tile")
        if deal.players[winner].dead:
            raise InvalidHand(
                f"{winner} has a dead hand and cannot make mahjong [000:L198]", code="dead_winner"
            )
        round_wind = self.round_wind(deal, options)
        options_key = options_id(options)  # the counting cache's key of the options
        green_round = bool(options.get("green_dragon_round"))
        players = deal.players
        self_drawn = _self_drawn(result)
        # the winner first: a hand that is no mahjong stops here
        won = score_winner(
            self,
            Context(
                winner,
                _WIND_TILE[winner],
                round_wind,
                options,
                players[winner],
                True,
                int(tile),
                self_drawn,
                result.conditions,
                green_round,
                options_key,
            ),
        )
        rounding = self.rounds(options)
        points: dict[str, int] = {}
        elements: dict[str, tuple[ScoredElement, ...]] = {}
        notes: list[str] = []
        for seat in seats:
            if seat == winner:
                counted = won
            elif unknown and seat in unknown:
                continue
            else:
                counted = self._score_loser(
                    players[seat], seat, round_wind, options, options_key, green_round
                )
            value = counted.value
            if rounding:
                value = self.rounded(value, options)
                if value != counted.value:
                    notes.append(f"{seat}: {counted.value} rounded to {value} [000:L394]")
            points[seat] = value
            elements[seat] = counted.elements
        if rounding and len(notes) > 1:
            # the notes as before: the winner's first, then the others in seat order
            notes.sort(key=lambda note: not note.startswith(f"{winner}:"))
        if unknown:
            notes.append(
                f"the tiles of {', '.join(unknown)} are unknown: their points are not counted "
                "and the hand is not settled (every loser's count is needed) [000:L327, L334]"
            )
            return DealScore(self.id, points, None, elements, notes=tuple(notes), unknown=unknown)
        return DealScore(
            self.id, points, settle(seats, points, winner), elements, notes=tuple(notes)
        )

    def settle_quick(self, entry: QuickEntry, options: Mapping[str, object]) -> DealScore:
        """Every player's points as the table counted them, settled the same way."""
        seats = tuple(w for w in WINDS if w in entry.seats)
        if len(seats) not in self.table_sizes:
            raise InvalidHand(
                f"{self.id} is played by {' or '.join(map(str, sorted(self.table_sizes)))} "
                f"players in a hand, not {len(seats)}",
                code="table_size",
            )
        if entry.result.kind is not ResultKind.WIN:
            return DealScore(self.id, dict.fromkeys(seats, 0), Settlement.zero(seats))
        most = self.max_points(options)
        points: dict[str, int] = {}
        for seat in seats:
            value = entry.points.get(seat, 0)
            if value > most:
                raise InvalidHand(
                    f"{seat}: {value} points is above the limit of {most}",
                    code="above_limit",
                    seat=seat,
                    limit=most,
                )
            points[seat] = self.rounded(value, options)
        if entry.result.winner not in entry.points:
            raise InvalidHand("the winner's total is missing", code="no_total")
        return DealScore(self.id, points, settle(seats, points, entry.result.winner))

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


def _self_drawn(result: WinResult) -> bool:
    """Whether the winning tile was drawn by the winner: Spel van de hemel is always, East
    wins with the dealt tiles before anyone discards [000:L448-L450] (for another winner the
    condition says nothing: Heaven is East's hand alone)."""
    if Condition.HEAVEN in result.conditions and result.winner == "E":
        if result.discarder is not None:
            raise InvalidHand(
                "Spel van de hemel is won with the dealt tiles, nobody discards "
                f"[000:L448-L450]: remove the discarder {result.discarder}",
                code="heaven_discarder",
                discarder=result.discarder,
            )
        return True
    return bool(result.self_drawn)
