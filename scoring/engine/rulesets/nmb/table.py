"""The NMB scoring table (seed 000): every element with its seed name and lines, and the
predicate that awards it. Body table [000:L235-L302], summary card [000:L632-L706]."""

from __future__ import annotations

from scoring.engine.elements import Element, Unit

from ..dutch import limits as lim
from ..dutch import predicates as p
from ..dutch.facts import Facts
from ..dutch.limits import LimitHand
from ..dutch.table import Options, Rule

P, D, L = Unit.POINTS, Unit.DOUBLES, Unit.LIMIT


def el(
    name: str, dutch: str, english: str, value: int, unit: Unit, source: str, desc: str = ""
) -> Element:
    return Element(f"nmb.{name}", dutch, english, value, unit, f"000 {source}", desc)


# --- points for sets and pairs (every player) [000:L236-L245, card L632-L641] -------------
PUNG_OPEN_SIMPLES = el(
    "pung_open_simples", "Pung open, eenvoudige stenen", "open pung of simples", 2, P, "L239, L635"
)
PUNG_CONCEALED_SIMPLES = el(
    "pung_concealed_simples",
    "Pung dicht, eenvoudige stenen",
    "concealed pung of simples",
    4,
    P,
    "L239, L635",
)
KONG_OPEN_SIMPLES = el(
    "kong_open_simples", "Kong open, eenvoudige stenen", "open kong of simples", 8, P, "L239, L637"
)
KONG_CONCEALED_SIMPLES = el(
    "kong_concealed_simples",
    "Kong dicht, eenvoudige stenen",
    "concealed kong of simples",
    16,
    P,
    "L239, L637",
)
PUNG_OPEN_EDEL = el(
    "pung_open_edel",
    "Pung open, edelstenen",
    "open pung of terminals or honours",
    4,
    P,
    "L240-L242, L636",
)
PUNG_CONCEALED_EDEL = el(
    "pung_concealed_edel",
    "Pung dicht, edelstenen",
    "concealed pung of terminals or honours",
    8,
    P,
    "L240-L242, L636",
)
KONG_OPEN_EDEL = el(
    "kong_open_edel",
    "Kong open, edelstenen",
    "open kong of terminals or honours",
    16,
    P,
    "L240-L242, L638",
)
KONG_CONCEALED_EDEL = el(
    "kong_concealed_edel",
    "Kong dicht, edelstenen",
    "concealed kong of terminals or honours",
    32,
    P,
    "L240-L242, L638",
)
PAIR_DRAGONS = el("pair_dragons", "Paar draken", "pair of dragons", 2, P, "L241, L641")
PAIR_ROUND_WIND = el(
    "pair_round_wind", "Paar heersende wind", "pair of the round wind", 2, P, "L243, L640, L228"
)
PAIR_OWN_WIND = el(
    "pair_own_wind", "Paar eigen wind", "pair of the own wind", 2, P, "L244, L639, L228"
)

SET_POINTS = (
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
    Rule(PAIR_ROUND_WIND, p.pairs_of_round_wind),
)

# --- doubles for every player [000:L246-L257, card L643-L655]; footnote 4 [L276] ----------
PUNG_DRAGONS = el(
    "pung_dragons", "Pung of kong draken", "pung or kong of dragons", 1, D, "L248, L644"
)
PUNG_OWN_WIND = el(
    "pung_own_wind",
    "Pung of kong eigen wind",
    "pung or kong of the own wind",
    1,
    D,
    "L249, L645, L228",
)
PUNG_ROUND_WIND = el(
    "pung_round_wind",
    "Pung of kong heersende wind",
    "pung or kong of the round wind",
    1,
    D,
    "L250, L646, L228",
)
PUNG_RULING_DRAGON = el(
    "pung_ruling_dragon",
    "Pung of kong groene draak (ronde van de groene draak)",
    "pung or kong of the ruling green dragon",
    1,
    D,
    "L558, L585",
)
THREE_CONCEALED_PUNGS = el(
    "three_concealed_pungs",
    "Drie pungs dicht",
    "three concealed pungs",
    1,
    D,
    "L251, L647",
    "an open kong may count as a concealed pung",
)
THREE_CONCEALED_KONGS = el(
    "three_concealed_kongs", "Drie kongs dicht", "three concealed kongs", 2, D, "L252, L648"
)
FOUR_CONCEALED_PUNGS = el(
    "four_concealed_pungs",
    "Vier pungs dicht",
    "four concealed pungs",
    2,
    D,
    "L253, L649",
    "an open kong may count as a concealed pung",
)
FOUR_KONGS = el("four_kongs", "Vier kongs", "four kongs", 3, D, "L254, L650", "open or concealed")
SCHOON = el(
    "schoon",
    "Schoon spel",
    "clean hand",
    1,
    D,
    "L255, L651-L652",
    "one suit with honours, or only terminals and honours",
)
ZEER_SCHOON = el(
    "zeer_schoon",
    "Zeer schoon spel",
    "very clean hand",
    2,
    D,
    "L256, L653",
    "honours with the terminals of one suit",
)
ZUIVER_SUIT = el("zuiver", "Zuiver spel", "pure hand", 3, D, "L257, L654", "one suit only")
ZUIVER_HONOURS = el(
    "zuiver_honours",
    "Zuiver spel (alleen troefstenen)",
    "pure hand of honours",
    3,
    D,
    "L257, L655",
    "only winds and dragons",
)

ALL_PLAYER_DOUBLES = (
    Rule(PUNG_DRAGONS, p.pungs_of_dragons),
    Rule(PUNG_OWN_WIND, p.pungs_of_own_wind),
    Rule(PUNG_ROUND_WIND, p.pungs_of_round_wind),
    Rule(PUNG_RULING_DRAGON, p.pungs_of_ruling_dragon),
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
    Rule(SCHOON, p.schoon, group="purity"),
    Rule(ZEER_SCHOON, p.terminals_of_one_suit_and_honours, group="purity"),
    Rule(ZUIVER_SUIT, p.one_suit_only, group="purity"),
    Rule(ZUIVER_HONOURS, p.honours_only, group="purity"),
)

# --- the winner's points and doubles [000:L245, L258-L280, card L657-L680] ----------------
MAHJONG = el("mahjong", "Mahjong", "mahjong", 20, P, "L245, L657-L658", "winner only (A27)")
ONLY_POSSIBLE = el(
    "only_possible",
    "Volmaken met enig mogelijke steen",
    "only possible tile",
    2,
    P,
    "L267, L308-L309, L660",
)
SELF_DRAWN = el("self_drawn", "Zelf gepakt van muur", "self-drawn winning tile", 2, P, "L268, L661")
PAIR_COMPLETED = el(
    "pair_completed", "Volmaken paar", "winning tile completes the pair", 2, P, "L269, L659"
)
PE_LING = el(
    "pe_ling",
    "Pe-ling eet cake (vogel eet cake)",
    "the bird eats the cake: c1 completes a b1 pair",
    10,
    P,
    "L270, L310-L311, L577, L662",
)
FULLY_CONCEALED = el(
    "fully_concealed", "Geheel verborgen spel", "fully concealed hand", 2, D, "L260, L680"
)
LITTLE_FOUR_WINDS = el(
    "little_four_winds", "Kleine vier winden", "little four winds", 1, D, "L261, L678"
)
LITTLE_THREE_DRAGONS = el(
    "little_three_dragons", "Kleine drie draken", "little three dragons", 1, D, "L262, L679"
)
FOUR_CHOWS = el("four_chows", "Vier chows", "all chows", 1, D, "L263, L675")
ALL_SIMPLES = el("all_simples", "Pure eenvoud", "all simples", 1, D, "L264, L677")
ALL_PUNGS = el("all_pungs", "Alleen pungs", "all pungs", 1, D, "L676", "on the card only (A6)")
LAST_WALL_TILE = el(
    "last_wall_tile", "Laatste steen van de muur", "last tile of the wall", 1, D, "L271, L665"
)
LAST_WALL_TILE_C1 = el(
    "last_wall_tile_c1",
    "Laatste steen van de muur, kringen 1",
    "last tile of the wall is c1",
    3,
    D,
    "L272, L666",
)
KONG_REPLACEMENT = el(
    "kong_replacement",
    "Kong met de bloeiende bloemen",
    "win on the loose tile after a kong",
    1,
    D,
    "L273, L667",
)
KONG_REPLACEMENT_C5 = el(
    "kong_replacement_c5",
    "Kong met de bloeiende bloemen, kringen 5",
    "win on a loose tile c5",
    3,
    D,
    "L274, L278, L668",
)
ROBBING_KONG = el(
    "robbing_kong", "Kongroof", "robbing the kong", 1, D, "L279, L306-L307, L569, L669"
)
KONG_ON_KONG = el("kong_on_kong", "Kong op kong", "kong on kong", 2, D, "L280, L670")


def _all_pungs(f: Facts, o: Options) -> int:
    return p.four_pungs(f, o) if o.alleen_pungs else 0


WINNER_ROWS = (
    Rule(MAHJONG, p.always, winner_only=True),
    Rule(ONLY_POSSIBLE, p.only_possible, winner_only=True),
    Rule(SELF_DRAWN, p.from_the_wall, winner_only=True),
    Rule(PAIR_COMPLETED, p.pair_completed, winner_only=True),
    Rule(PE_LING, p.pe_ling, winner_only=True),
    Rule(FULLY_CONCEALED, p.fully_concealed, winner_only=True),
    Rule(LITTLE_FOUR_WINDS, p.little_four_winds, winner_only=True),
    Rule(LITTLE_THREE_DRAGONS, p.little_three_dragons, winner_only=True),
    Rule(FOUR_CHOWS, p.four_chows, winner_only=True),
    Rule(ALL_SIMPLES, p.all_simples, winner_only=True),
    Rule(ALL_PUNGS, _all_pungs, winner_only=True),
    Rule(LAST_WALL_TILE, p.last_wall_tile_plain, winner_only=True),
    Rule(LAST_WALL_TILE_C1, p.last_wall_tile_c1, winner_only=True),
    Rule(KONG_REPLACEMENT, p.kong_replacement, winner_only=True),
    Rule(KONG_REPLACEMENT_C5, p.kong_replacement_c5, winner_only=True),
    Rule(ROBBING_KONG, p.robbing_kong, winner_only=True),
    Rule(KONG_ON_KONG, p.kong_on_kong, winner_only=True),
)

# --- flowers and seasons, optional variant [000:L536-L546] ------------------------------
FLOWER = el("flower", "Geluksteen", "flower or season", 4, P, "L540", "option flowers")
OWN_FLOWER = el(
    "own_flower", "Eigen geluksteen", "own flower or season", 1, D, "L540-L546", "option flowers"
)
FLOWER_SERIES = el(
    "flower_series",
    "Reeks gelukstenen",
    "all four flowers or all four seasons",
    1,
    D,
    "L540",
    "option flowers; 'reeks' read as a full set of four (A24)",
)

FLOWER_ROWS = (
    Rule(FLOWER, p.bonus_tiles),
    Rule(OWN_FLOWER, p.own_bonus_tiles),
    Rule(FLOWER_SERIES, p.bonus_series),
)

RULES = SET_POINTS + ALL_PLAYER_DOUBLES + WINNER_ROWS + FLOWER_ROWS

# --- limit hands [000:L282-L302, L396-L532, card L682-L706] -------------------------------
THIRTEEN_ORPHANS = el(
    "thirteen_orphans", "Dertien wezen", "thirteen orphans", 2000, L, "L285, L460-L462, L684"
)
HONOUR_PAIRS = el(
    "honour_pairs",
    "Tweelingen van troefstenen",
    "seven pairs of honours",
    2000,
    L,
    "L286, L530-L532, L706",
)
NINE_GATES = el(
    "nine_gates",
    "Negen poorten",
    "nine gates",
    2000,
    L,
    "L284, L400-L402, L683",
    "irregular by default (A1)",
)
WIND_SNAKE = el("wind_snake", "Windenslang", "wind snake", 1000, L, "L287, L468-L470, L685")
DRAGON_SNAKE = el("dragon_snake", "Drakenslang", "dragon snake", 1000, L, "L288, L476-L478, L686")
PEKING = el("peking", "Hof van Peking", "court of Peking", 1000, L, "L289, L484-L486, L687")
PURE_PAIRS = el(
    "pure_pairs", "Zuivere tweelingen", "seven pairs of one suit", 1000, L, "L290, L524-L526, L705"
)
VERY_CLEAN_PAIRS = el(
    "very_clean_pairs",
    "Zeer schone tweelingen",
    "seven pairs of honours and one suit's terminals",
    1000,
    L,
    "L291, L518-L520, L704",
)
CLEAN_PAIRS = el(
    "clean_pairs",
    "Schone tweelingen",
    "seven pairs of one suit and honours",
    500,
    L,
    "L292, L512-L514, L703",
)
SEVEN_PAIRS = el("seven_pairs", "Zeven tweelingen", "seven pairs", 250, L, "L293, L506-L508, L702")
FOUR_WINDS = el("four_winds", "Vier winden", "four winds", 2000, L, "L295, L408-L410, L690")
THREE_DRAGONS = el(
    "three_dragons", "Drie draken", "three dragons", 2000, L, "L296, L416-L418, L691"
)
JADE = el("jade", "Jade spel", "all green", 2000, L, "L297, L424-L426, L695")
HEAVEN = el("heaven", "Spel van de hemel", "heavenly hand", 2000, L, "L298, L448-L450, L698")
FOUR_CONCEALED_KONGS = el(
    "four_concealed_kongs",
    "Vier verborgen kongs",
    "four concealed kongs",
    2000,
    L,
    "L299, L440-L442, L697",
)
HEADS_AND_TAILS = el(
    "heads_and_tails", "Kop en staart", "heads and tails", 2000, L, "L300, L432-L434, L696"
)
EARTH = el("earth", "Spel van de aarde", "earthly hand", 1000, L, "L301, L452-L454, L699")
WINDING_SNAKE = el(
    "winding_snake",
    "Kronkelende slang",
    "winding snake",
    1000,
    L,
    "L302, L492-L500, L692-L694",
    "1000 by the body, 2000 on the card (A2)",
)

LIMIT_HANDS = (
    LimitHand(THIRTEEN_ORPHANS, "shape", True, lim.thirteen_orphans),
    LimitHand(HONOUR_PAIRS, "shape", True, lim.seven_pairs_honours),
    LimitHand(NINE_GATES, "shape", True, lim.nine_gates),
    LimitHand(WIND_SNAKE, "shape", True, lim.wind_snake),
    LimitHand(DRAGON_SNAKE, "shape", True, lim.dragon_snake),
    LimitHand(PEKING, "shape", True, lim.peking),
    LimitHand(PURE_PAIRS, "shape", True, lim.seven_pairs_one_suit),
    LimitHand(VERY_CLEAN_PAIRS, "shape", True, lim.seven_pairs_terminals_and_honours),
    LimitHand(CLEAN_PAIRS, "shape", True, lim.seven_pairs_one_suit_and_honours),
    LimitHand(SEVEN_PAIRS, "shape", True, lim.seven_pairs),
    LimitHand(FOUR_WINDS, "sets", False, lim.four_winds),
    LimitHand(THREE_DRAGONS, "sets", False, lim.three_dragons),
    LimitHand(JADE, "sets", False, lim.jade),
    LimitHand(FOUR_CONCEALED_KONGS, "sets", False, lim.four_concealed_kongs),
    LimitHand(HEADS_AND_TAILS, "sets", False, lim.heads_and_tails),
    LimitHand(WINDING_SNAKE, "sets", False, lim.winding_snake),
    LimitHand(HEAVEN, "any", False, lim.heaven),
    LimitHand(EARTH, "any", False, lim.earth),
)

# --- rows that are not predicates ---------------------------------------------------------
DEAD_HAND = el(
    "dead_hand", "Dood spel", "dead hand", 0, P, "L196-L200, L557", "0 points, still pays"
)
WAITING_IRREGULAR = el(
    "waiting_irregular",
    "Wachtend onregelmatig limietspel",
    "waiting for an irregular limit hand: half",
    0,
    L,
    "L219, L321, L458, L589, L682",
)
LIMIT_CAP = el("limit", "Limiet", "the limit", 2000, L, "L217", "no hand is worth more")
