"""Club options of the Fu-Hing rules: the seed's variants a-j (004 L1248-1282, each off by
default), the live-wall and suit-dangerous-game variants, and the readings of the spec's
ambiguities (shared/rules/hk.md section 14) with the defaults of shared/golden/hk.yaml.

A few options describe one hand rather than the club (``won_on_season_replacement``,
``pot_draws``): the interchange format has no field for those facts, and a hand's own
``options`` override the club's (FORMAT.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from ...options import Option, OptionView

DISCARDER_PAYS_ALL = "discarder_pays_all"
SPLIT = "split"

OPTIONS: tuple[Option, ...] = (
    Option(
        "discard_payment",
        DISCARDER_PAYS_ALL,
        "discarder_pays_all: table T1 'Veroorzaker betaalt', the discarder pays everything; "
        "split: table T2, the discarder pays double and the others single",
        choices=(DISCARDER_PAYS_ALL, SPLIT),
        source="004 L890-893, L1058-1072, L1089-1091; T2 L1438-1448, L982-985",
    ),
    Option(
        "min_fan",
        0,
        "fan needed to go out (variants e 0 'chickenspel', f 3, g 4); fewer is a false Mahjong",
        source="004 L884-885, L1075-1078, L1271-1275",
    ),
    Option(
        "below_min_fan",
        "false_mahjong",
        "a win with fewer fan than min_fan: false_mahjong, no win but a false Mahjong of the "
        "winner (the seed's reading: refused as a win, recorded and paid as a false Mahjong); "
        "accept: the table lets it stand and it is paid as counted",
        choices=("false_mahjong", "accept"),
        source="004 L877-885, L887-894",
    ),
    Option(
        "eight_seasons_fan",
        4,
        "all eight seasons in a regular Mahjong (not claimed on drawing the 8th): 4 fan, both "
        "own seasons and both complete sets; or 3, the 'alleen nog 3 fan' said of seven",
        choices=(4, 3),
        source="004 L641-643, L648-651",
    ),
    Option(
        "all_pungs_fan",
        5,
        "fan for 4 Pungen: 5 (prose and card) or 3 (one image caption)",
        choices=(5, 3),
        source="004 L519, L1611 against L474",
    ),
    Option(
        "all_chows_pair",
        "any",
        "pair allowed in 4 Chows: any pair, or a suit pair only (the seed does not say)",
        choices=("any", "suit"),
        source="004 L503-510",
    ),
    Option(
        "seven_pairs_concealed",
        True,
        "7 Tweelingen also scores the concealed-hand fan (it is formed wholly in the hand)",
        source="004 L491-497, L1643-1644",
    ),
    Option(
        "moon_eats_cake",
        "replaces",
        "Maan eet cake (announced last wall tile 1 circles): 6 fan replacing last tile and "
        "self-drawn, 6 fan added to them, or off (not announced: last tile + self-drawn only)",
        choices=("replaces", "adds", "off"),
        source="004 L861-874",
    ),
    Option(
        "false_mahjong_discard",
        "each_player",
        "false Mahjong on a discard: the offender pays every other player as for a false "
        "Mahjong on a wall tile, or pays the 'van tafel' penalty to the discarder alone",
        choices=("each_player", "to_discarder"),
        source="004 L887-894 (the discard case is not stated)",
    ),
    Option(
        "split_above_six",
        "limit",
        "table T2 has no rows for 7-10 fan: pay them as the Limiet row (T2 doubles into it "
        "at 7 fan) or as the 6-fan row",
        choices=("limit", "six"),
        source="004 L1446-1448",
    ),
    Option(
        "live_wall",
        1,
        "live-wall variant: 1 = every wall tile is played; 2 = the last 18 tiles stay standing "
        "and the 7-5 Pao rule applies (advice only; the ruling is result.pao)",
        choices=(1, 2),
        source="004 L926-937, L1449-1475",
    ),
    Option(
        "suit_dangerous_game",
        False,
        "the 'Gevaarlijk Spel' suit variant (9 exposed tiles of one suit) is played "
        "(advice only; the ruling is result.pao)",
        source="004 L1283-1436",
    ),
    Option(
        "season_replacement_fan",
        False,
        "variant a: a win on the replacement tile after a season scores 1 fan on top of self-drawn",
        source="004 L1256-1262",
    ),
    Option(
        "won_on_season_replacement",
        False,
        "this hand: the winning tile was the replacement for a season (used with variant a; "
        "the condition bonus_replacement says the same)",
        source="004 L1256-1262",
        per_hand=True,
    ),
    Option(
        "one_bamboo_points",
        0,
        "variant b: chips each paying player adds per 1 Bamboe in the winning hand (e.g. 20; "
        "0 = off)",
        source="004 L1264-1265",
    ),
    Option(
        "terminals_and_honours",
        False,
        "variant c: a hand of only 1s, 9s and winds/dragons scores 1 fan",
        source="004 L1267",
    ),
    Option("pair_258", False, "variant d: a pair of 2, 5 or 8 scores 1 fan", source="004 L1269"),
    Option(
        "all_green",
        False,
        "variant h: All Green (bamboo 2, 3, 4, 6, 8 and green dragon) is an extra limit hand",
        source="004 L1277",
    ),
    Option(
        "draw_pot",
        0,
        "variant i: chips each player puts in the pot on a draw, won by the next winner "
        "(settled at that win: each other player pays draw_pot x pot_draws); 0 = off",
        source="004 L1279-1280",
    ),
    Option(
        "pot_draws",
        0,
        "this hand: draws since the last win, whose pot the winner collects (variant i)",
        source="004 L1279-1280",
        per_hand=True,
    ),
    Option(
        "fan_cap",
        10,
        "variant j: most fan an ordinary hand counts (10; higher, or 0 = unlimited, extends "
        "the table's own pattern and raises the limit with it)",
        source="004 L1080-1085, L1282",
    ),
)


@dataclass(frozen=True, slots=True)
class HkOptions(OptionView):
    """The club's options as typed attributes (one object per choice of options); the fields
    are the declared options (checked in the tests)."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS

    discard_payment: Literal["discarder_pays_all", "split"]
    min_fan: int
    below_min_fan: Literal["false_mahjong", "accept"]
    eight_seasons_fan: Literal[4, 3]
    all_pungs_fan: Literal[5, 3]
    all_chows_pair: Literal["any", "suit"]
    seven_pairs_concealed: bool
    moon_eats_cake: Literal["replaces", "adds", "off"]
    false_mahjong_discard: Literal["each_player", "to_discarder"]
    split_above_six: Literal["limit", "six"]
    live_wall: Literal[1, 2]
    suit_dangerous_game: bool
    season_replacement_fan: bool
    won_on_season_replacement: bool
    one_bamboo_points: int
    terminals_and_honours: bool
    pair_258: bool
    all_green: bool
    draw_pot: int
    pot_draws: int
    fan_cap: int
