"""The 'rode boekje' scoring table (seed 003): the page's flattened tables as reconstructed
in shared/rules/redbook.md (R1 points [003:L105-L155], R2 doubles [003:L158-L177], R3 winner
points [003:L187-L209]), winner doubles [003:L212-L251] and limit hands [003:L251-L322].

The predicates are the Dutch base's; only names, values and seed lines are this page's.
Limit hands are worth a share of the club's limit L ("Limiet", "Halve Limiet", B4).
"""

from __future__ import annotations

from fractions import Fraction

from scoring.engine.elements import Element, Unit
from scoring.engine.hand import Condition

from ..dutch import limits as lim
from ..dutch import predicates as p
from ..dutch.facts import Facts
from ..dutch.limits import LimitHand
from ..dutch.reading import Context, Reading
from ..dutch.table import Options, Rule

P, D, L = Unit.POINTS, Unit.DOUBLES, Unit.LIMIT
FULL = Fraction(1)
HALF = Fraction(1, 2)


def el(
    name: str, dutch: str, english: str, value: int, unit: Unit, source: str, desc: str = ""
) -> Element:
    return Element(f"redbook.{name}", dutch, english, value, unit, f"003 {source}", desc)


# --- points for everyone (R1) ----------------------------------------------------------
PUNG_OPEN_SIMPLES = el(
    "pung_open_simples", "Pung 2 t/m 8, open", "open pung of simples", 2, P, "L117-L121"
)
PUNG_CONCEALED_SIMPLES = el(
    "pung_concealed_simples", "Pung 2 t/m 8, dicht", "concealed pung of simples", 4, P, "L117-L121"
)
KONG_OPEN_SIMPLES = el(
    "kong_open_simples", "Kong 2 t/m 8, open", "open kong of simples", 8, P, "L141-L145"
)
KONG_CONCEALED_SIMPLES = el(
    "kong_concealed_simples", "Kong 2 t/m 8, dicht", "concealed kong of simples", 16, P, "L141-L147"
)
PUNG_OPEN_EDEL = el(
    "pung_open_edel",
    "Pung 1, 9, winden, draken, open",
    "open pung of terminals or honours",
    4,
    P,
    "L129-L131",
)
PUNG_CONCEALED_EDEL = el(
    "pung_concealed_edel",
    "Pung 1, 9, winden, draken, dicht",
    "concealed pung of terminals or honours",
    8,
    P,
    "L129-L133",
)
KONG_OPEN_EDEL = el(
    "kong_open_edel",
    "Kong 1, 9, winden, draken, open",
    "open kong of terminals or honours",
    16,
    P,
    "L149-L151",
)
KONG_CONCEALED_EDEL = el(
    "kong_concealed_edel",
    "Kong 1, 9, winden, draken, dicht",
    "concealed kong of terminals or honours",
    32,
    P,
    "L149-L155",
)
PAIR_DRAGONS = el("pair_dragons", "Paar draken", "pair of dragons", 2, P, "L123-L127")
PAIR_OWN_WIND = el("pair_own_wind", "Paar eigen wind", "pair of the own wind", 2, P, "L123-L127")
PAIR_ROUND_WIND = el(
    "pair_round_wind",
    "Paar wind v.d. ronde",
    "pair of the round wind",
    2,
    P,
    "L123",
    "not on the page; option round_wind_pair (B8)",
)


def _round_wind_pairs(f: Facts, o: Options) -> int:
    return p.pairs_of_round_wind(f, o) if o.round_wind_pair else 0


# --- doubles for everyone (R2, B2, B10, B11) --------------------------------------------
PUNG_DRAGONS = el("pung_dragons", "Pung/kong draken", "pung or kong of dragons", 1, D, "L168")
PUNG_OWN_WIND = el(
    "pung_own_wind", "Pung/kong eigen wind", "pung or kong of the own wind", 1, D, "L169"
)
PUNG_ROUND_WIND = el(
    "pung_round_wind", "Pung/kong wind v.d. ronde", "pung or kong of the round wind", 1, D, "L170"
)
THREE_CONCEALED_PUNGS = el(
    "three_concealed_pungs", "3 dichte pungen", "three concealed pungs", 1, D, "L171"
)
THREE_CONCEALED_KONGS = el(
    "three_concealed_kongs", "3 dichte kongen", "three concealed kongs", 2, D, "L172"
)
FOUR_CONCEALED_PUNGS = el(
    "four_concealed_pungs", "4 dichte pungen", "four concealed pungs", 2, D, "L173"
)
FOUR_KONGS = el("four_kongs", "4 kongen (ook open)", "four kongs, open or concealed", 3, D, "L174")
SCHOON = el(
    "schoon",
    "Schoon spel",
    "clean hand: one suit and honours",
    1,
    D,
    "L166",
    "definition not stated (B3)",
)
TERMINALS_HONOURS = el(
    "terminals_honours",
    "Alleen enen, negens, troefstenen",
    "only terminals and honours",
    1,
    D,
    "L167",
)
SUPERSCHOON = el(
    "superschoon",
    "Superschoon spel",
    "very clean hand: one suit only",
    3,
    D,
    "L175",
    "definition not stated (B3)",
)
TERMINALS_ONLY = el("terminals_only", "Alleen enen en negens", "only terminals", 3, D, "L176")
HONOURS_ONLY = el("honours_only", "Alleen troefstenen", "only honours", 3, D, "L177")


def _round_wind_pungs(f: Facts, o: Options) -> int:
    """Own wind = round wind: both doubles (B9) unless option own_round_wind_stack is off."""
    if not o.own_round_wind_stack and f.own_is_round:
        return 0
    return p.pungs_of_round_wind(f, o)


def _superschoon(f: Facts, o: Options) -> int:
    """One suit only (B3), or the national 'zeer schoon' with option superschoon."""
    if o.superschoon == "zeer_schoon":
        return p.terminals_of_one_suit_and_honours(f, o)
    return p.one_suit_only(f, o)


# --- the winner's points (R3) and doubles [003:L212-L251] -------------------------------
MAHJONG = el("mahjong", "Mahjong", "mahjong", 20, P, "L187-L189")
FROM_THE_WALL = el(
    "from_the_wall",
    "Winnende steen van de Muur getrokken",
    "winning tile drawn from the wall",
    2,
    P,
    "L191-L193",
)
ONLY_POSSIBLE = el(
    "only_possible",
    "Enig mogelijke plaats om te winnen",
    "only possible place to win",
    2,
    P,
    "L195-L197",
)
LAST_TILE = el(
    "last_tile", "Laatste steen voor remise", "last tile before the draw", 10, P, "L199-L201"
)
ALL_CHOWS = el(
    "all_chows", "Alleen chowen + sluitpaar", "only chows and the closing pair", 10, P, "L203-L205"
)
PE_LING = el(
    "pe_ling",
    "Sluitpaar: vogel Pe-ling eet cake (= schoon)",
    "the bird eats the cake: c1 completes a b1 pair",
    10,
    P,
    "L207-L209",
)
ALL_PUNGS = el("all_pungs", "Winst met Gelijke", "only pungs and kongs", 1, D, "L214-L216")
ALL_PUNGS_SIMPLES = el(
    "all_pungs_simples",
    "Winst met Gelijke 2 t/m 8",
    "only pungs of simples: an extra double",
    1,
    D,
    "L218-L220",
)
LOOSE_TILE = el(
    "loose_tile",
    "Kong met de Bloeiende Bloemen",
    "winning tile from the dead wall",
    1,
    D,
    "L222-L224",
)
ROBBING_KONG = el(
    "robbing_kong", "Kong-roof", "robbing a kong to complete a chow", 1, D, "L226-L228"
)


def _lucky_thirteen(f: Facts, o: Options) -> int:
    """Waiting from the first hand on, announced, tiles kept; East does not discard the
    wanted tile (that would be Het Spel van de Aarde) [003:L230-L232] (B23)."""
    return int(Condition.FIRST_HAND_READY in f.conditions and Condition.EARTH not in f.conditions)


LUCKY_THIRTEEN = el(
    "lucky_thirteen",
    "De Gelukkige Dertien",
    "waiting from the first hand, announced",
    1,
    D,
    "L230-L232",
    "the condition first_hand_ready (an extension of the interchange format); not with "
    "Het Spel van de Aarde: then East discarded the wanted tile (B23)",
)
EARTH = el("earth", "Het Spel van de Aarde", "win on East's first discard", 2, D, "L235-L239")
HIDDEN_TREASURE = el(
    "hidden_treasure",
    "De Verborgen Schat",
    "fully concealed up to the last tile",
    3,
    D,
    "L242-L246",
)
THREE_WISE_MEN = el(
    "three_wise_men",
    "De Drie Wijzen",
    "pungs of the three dragons",
    3,
    D,
    "L249-L251",
    "reading of B22",
)


RULES = (
    Rule(PUNG_OPEN_SIMPLES, p.sets_of(kong=False, concealed=False, edel=False)),
    Rule(PUNG_CONCEALED_SIMPLES, p.sets_of(kong=False, concealed=True, edel=False)),
    Rule(KONG_OPEN_SIMPLES, p.sets_of(kong=True, concealed=False, edel=False)),
    Rule(KONG_CONCEALED_SIMPLES, p.sets_of(kong=True, concealed=True, edel=False)),
    Rule(PUNG_OPEN_EDEL, p.sets_of(kong=False, concealed=False, edel=True)),
    Rule(PUNG_CONCEALED_EDEL, p.sets_of(kong=False, concealed=True, edel=True)),
    Rule(KONG_OPEN_EDEL, p.sets_of(kong=True, concealed=False, edel=True)),
    Rule(KONG_CONCEALED_EDEL, p.sets_of(kong=True, concealed=True, edel=True)),
    Rule(PAIR_DRAGONS, p.pairs_of_dragons),
    Rule(PAIR_OWN_WIND, p.pairs_of_own_wind),
    Rule(PAIR_ROUND_WIND, _round_wind_pairs),
    Rule(PUNG_DRAGONS, p.pungs_of_dragons),
    Rule(PUNG_OWN_WIND, p.pungs_of_own_wind),
    Rule(PUNG_ROUND_WIND, _round_wind_pungs),
    Rule(
        THREE_CONCEALED_PUNGS,
        p.three_concealed_pungs,
        group="concealed_sets",
    ),
    Rule(
        THREE_CONCEALED_KONGS,
        p.three_concealed_kongs,
        group="concealed_sets",
    ),
    Rule(
        FOUR_CONCEALED_PUNGS,
        p.four_concealed_pungs,
        group="concealed_sets",
    ),
    Rule(FOUR_KONGS, p.four_kongs, group="concealed_sets"),
    Rule(SCHOON, p.one_suit_and_honours, group="purity"),
    Rule(TERMINALS_HONOURS, p.mixed_terminals_honours, group="purity"),
    Rule(SUPERSCHOON, _superschoon, group="purity"),
    Rule(TERMINALS_ONLY, p.terminals_only, group="purity"),
    Rule(HONOURS_ONLY, p.honours_only, group="purity"),
    Rule(MAHJONG, p.always, winner_only=True),
    Rule(FROM_THE_WALL, p.from_the_wall, winner_only=True),
    Rule(ONLY_POSSIBLE, p.only_possible, winner_only=True),
    Rule(LAST_TILE, p.last_wall_tile, winner_only=True),
    Rule(ALL_CHOWS, p.four_chows, winner_only=True),
    Rule(PE_LING, p.pe_ling, winner_only=True),
    Rule(ALL_PUNGS, p.four_pungs, winner_only=True),
    Rule(ALL_PUNGS_SIMPLES, p.four_pungs_of_simples, winner_only=True),
    Rule(LOOSE_TILE, p.loose_tile, winner_only=True),
    Rule(ROBBING_KONG, p.robbing_kong_with_chow, winner_only=True),
    Rule(LUCKY_THIRTEEN, _lucky_thirteen, winner_only=True),
    Rule(EARTH, p.earth_not_east, winner_only=True),
    Rule(HIDDEN_TREASURE, p.fully_concealed, winner_only=True),
    Rule(THREE_WISE_MEN, p.three_dragon_pungs, winner_only=True),
)

# --- limit hands (values for L = 2000; the club's L decides) ------------------------------
HEAVEN = el(
    "heaven",
    "Het Spel van de Hemel",
    "heavenly hand",
    2000,
    L,
    "L261-L264",
    "Limiet; listed as irregular (B20)",
)
NINE_GATES = el("nine_gates", "De Negen Poorten", "nine gates", 2000, L, "L266-L269", "Limiet")
THIRTEEN_ORPHANS = el(
    "thirteen_orphans", "De Dertien Wezen", "thirteen orphans", 2000, L, "L271-L274", "Limiet"
)
PAIRS_SUPERSCHOON = el(
    "seven_pairs_superschoon",
    "De Zeven Tweelingen, superschoon",
    "seven pairs of one suit",
    2000,
    L,
    "L276-L279",
    "Limiet",
)
PAIRS_SCHOON = el(
    "seven_pairs_schoon",
    "De Zeven Tweelingen, schoon",
    "seven pairs of one suit and honours",
    1000,
    L,
    "L276-L279",
    "Halve Limiet",
)
PAIRS_PLAIN = el(
    "seven_pairs_plain",
    "De Zeven Tweelingen",
    "seven pairs, neither schoon nor superschoon",
    500,
    L,
    "L276-L279",
    "not stated (B19): only with option plain_seven_pairs, a quarter limit",
)
SNAKE_1 = el("snake_1", "Slang 1", "wind snake", 1000, L, "L281-L284", "Halve Limiet")
SNAKE_2 = el("snake_2", "Slang 2", "dragon snake", 1000, L, "L286-L289", "Halve Limiet")
PEKING = el("peking", "Peking Garden", "Peking garden", 1000, L, "L291-L294", "Halve Limiet")
RED_DRAGON = el(
    "red_dragon",
    "Het Spel van de Rode Draak",
    "red dragon hand",
    1000,
    L,
    "L299-L302",
    "Halve Limiet",
)
JADE = el("jade", "Het Jade Spel", "all green", 2000, L, "L304-L307", "Limiet")
FOUR_WINDS = el("four_winds", "Het Vierwindenspel", "four winds", 2000, L, "L309-L312", "Limiet")
WINDING_SNAKE = el(
    "winding_snake", "De Kronkelende Slang", "winding snake", 2000, L, "L314-L322", "Limiet"
)


def _pairs_superschoon(r: Reading, c: Context) -> bool:
    if c.options.superschoon == "zeer_schoon":
        return lim.seven_pairs_terminals_and_honours(r, c)
    return lim.seven_pairs_one_suit(r, c)


def _pairs_schoon(r: Reading, c: Context) -> bool:
    return lim.seven_pairs_one_suit_and_honours(r, c)


def _pairs_plain(r: Reading, c: Context) -> bool:
    return c.options.plain_seven_pairs == "quarter_limit" and lim.seven_pairs(r, c)


LIMIT_HANDS = (
    LimitHand(HEAVEN, "any", True, lim.heaven, FULL),
    LimitHand(NINE_GATES, "shape", True, lim.nine_gates, FULL, True),
    LimitHand(THIRTEEN_ORPHANS, "shape", True, lim.thirteen_orphans, FULL, True),
    LimitHand(PAIRS_SUPERSCHOON, "shape", True, _pairs_superschoon, FULL, True),
    LimitHand(PAIRS_SCHOON, "shape", True, _pairs_schoon, HALF, True),
    LimitHand(PAIRS_PLAIN, "shape", True, _pairs_plain, Fraction(1, 4), True),
    LimitHand(SNAKE_1, "shape", True, lim.wind_snake_extra_wind, HALF, True),
    LimitHand(SNAKE_2, "shape", True, lim.dragon_snake, HALF, True),
    LimitHand(PEKING, "shape", True, lim.peking, HALF, True),
    LimitHand(RED_DRAGON, "sets", False, lim.red_dragon, HALF, True),
    LimitHand(JADE, "sets", False, lim.jade, FULL, True),
    LimitHand(FOUR_WINDS, "sets", False, lim.four_winds, FULL, True),
    LimitHand(WINDING_SNAKE, "sets", False, lim.winding_snake, FULL, True),
)

DEAD_HAND = el(
    "dead_hand", "De Dode Hand", "dead hand", 0, P, "L328-L329", "0 points, pays as a loser (B17)"
)
WAITING_IRREGULAR = el(
    "waiting_irregular",
    "Wachtend Spel",
    "waiting for an irregular limit hand: half",
    0,
    L,
    "L255-L256",
)
LIMIT_CAP = el(
    "limit",
    "Limiet",
    "the limit (club setting)",
    2000,
    L,
    "L264-L322",
    "the page states no number (B4)",
)
CONCEALED_LIMIT = el(
    "concealed_limit",
    "Geheel in de hand: 1x verdubbelen",
    "limit hand fully concealed: doubled",
    1,
    D,
    "L247, L269-L322",
)
