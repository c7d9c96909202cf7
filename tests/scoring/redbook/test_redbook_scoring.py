"""redbook: the rows and options where the 'rode boekje' page differs from nmb. Round wind
East, South wins unless said; the others hold 13 distinct simples (0 points) unless given.
Each row's arithmetic is in its comment (points x 2^doubles); the limit L is 2000."""

import pytest

from scoring.engine import InvalidHand

from ..nmb.helpers import element_ids, score

T1 = "b2 b3 b4 c3 c4 c5 k6 k7 k8 b6 b7 b8 Rd Rd"
LOOSE = "kong* W W W W | pung Rd Rd Rd | c2 c3 c4 c6 c7 c8 c5 c5"
ORPHANS = "b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd b1"
WISE_MEN = "pung Rd Rd Rd | pung Gd Gd Gd | pung Wd Wd Wd | b2 b3 b4 k1 k1"
CHOWS_ROUND_PAIR = "chow b2 b3 b4 | chow c5 c6 c7 | chow k2 k3 k4 | b7 b8 b9 E E"


def rb(players, **kwargs):
    return score(players, ruleset="redbook", **kwargs)


CASES = [
    # (id, seat, hand, kwargs, options, points, elements)
    # four wind pungs, exposed: the limit L, here set by the club
    (
        "limit_is_a_setting",
        "W",
        "pung E E E | pung S S S | pung W W W | pung N N N | c5 c5",
        {"tile": "c5", "winner": "W"},
        {"limit": 1000},
        1000,
        {"four_winds"},
    ),
    # geheel in de hand (self-drawn, concealed) doubles the limit hand: 2L (B6)
    (
        "concealed_limit_doubled",
        "S",
        ORPHANS,
        {"tile": "b1", "self_drawn": True},
        {},
        4000,
        {"thirteen_orphans", "concealed_limit"},
    ),
    (
        "concealed_limit_capped",
        "S",
        ORPHANS,
        {"tile": "b1", "self_drawn": True},
        {"concealed_limit_capped": True},
        2000,
        {"concealed_limit"},
    ),
    ("limit_on_a_discard", "S", ORPHANS, {"tile": "b1"}, {}, 2000, {"thirteen_orphans"}),
    # Het Spel van de Hemel: irregular, Limiet, no concealed double [003:L261-L264]
    (
        "heaven",
        "E",
        "b1 b2 b3 c4 c5 c6 k7 k8 k9 Rd Rd Rd c2 c2",
        {"tile": "c2", "self_drawn": True, "conditions": ["heaven"], "winner": "E"},
        {},
        2000,
        {"heaven"},
    ),
    # De Zeven Tweelingen: superschoon L, schoon L/2 [003:L279]
    (
        "pairs_superschoon",
        "S",
        "k1 k1 k2 k2 k4 k4 k5 k5 k6 k6 k8 k8 k9 k9",
        {"tile": "k9"},
        {},
        2000,
        {"seven_pairs_superschoon"},
    ),
    (
        "pairs_schoon",
        "S",
        "b1 b1 b9 b9 E E S S W W Rd Rd Gd Gd",
        {"tile": "Gd"},
        {},
        1000,
        {"seven_pairs_schoon"},
    ),
    (
        "pairs_superschoon_zeer_schoon",
        "S",
        "b1 b1 b9 b9 E E S S W W Rd Rd Gd Gd",
        {"tile": "Gd"},
        {"superschoon": "zeer_schoon"},
        2000,
        {"seven_pairs_superschoon"},
    ),
    (
        "pairs_plain_quarter",
        "S",
        "b1 b1 c9 c9 E E S S W W Rd Rd Gd Gd",
        {"tile": "Gd"},
        {"plain_seven_pairs": "quarter_limit"},
        500,
        {"seven_pairs_plain"},
    ),
    # De Drie Wijzen 3 + three dragon pungs 3; 20 + 12 + only possible 2 = 34 x 64 = 2176
    ("three_wise_men_capped", "S", WISE_MEN, {"tile": "k1"}, {}, 2000, {"three_wise_men", "limit"}),
    (
        "three_wise_men_uncapped",
        "S",
        WISE_MEN,
        {"tile": "k1"},
        {"cap_ordinary": False},
        2176,
        {"three_wise_men"},
    ),
    # no points for a round-wind pair (B8): 20 + alleen chowen 10 = 30, no doubles (B7)
    ("round_wind_pair_0", "S", CHOWS_ROUND_PAIR, {"tile": "b9"}, {}, 30, {"all_chows"}),
    (
        "round_wind_pair_2",
        "S",
        CHOWS_ROUND_PAIR,
        {"tile": "b9"},
        {"round_wind_pair": True},
        32,
        {"pair_round_wind"},
    ),
    # East's E pung: own and round wind doubles (B9): (4 + Rd 2 + 20 + wall 2) x 4
    (
        "own_round_wind_stack",
        "E",
        "pung E E E | chow b2 b3 b4 | c5 c6 c7 k2 k3 k4 Rd Rd",
        {"tile": "k4", "self_drawn": True, "winner": "E"},
        {},
        112,
        {"pung_own_wind", "pung_round_wind"},
    ),
    (
        "own_round_wind_single",
        "E",
        "pung E E E | chow b2 b3 b4 | c5 c6 c7 k2 k3 k4 Rd Rd",
        {"tile": "k4", "self_drawn": True, "winner": "E"},
        {"own_round_wind_stack": False},
        56,
        {"pung_own_wind"},
    ),
    # kong-roof needs a chow (B12): the robbed b4 makes a pung here: 20 + 4 + 2 = 26; Rd
    (
        "kong_roof_pung",
        "S",
        "pung Rd Rd Rd | chow c2 c3 c4 | k5 k5 k7 k8 k9 b4 b4 b4",
        {"tile": "b4", "discarder": "E", "conditions": ["robbing_kong"]},
        {},
        52,
        {"pung_dragons"},
    ),
    (
        "kong_roof_any",
        "S",
        "pung Rd Rd Rd | chow c2 c3 c4 | k5 k5 k7 k8 k9 b4 b4 b4",
        {"tile": "b4", "discarder": "E", "conditions": ["robbing_kong"]},
        {"kong_roof_any": True},
        104,
        {"robbing_kong"},
    ),
    # last tile before the draw, self-drawn: 20 + Rd 2 + wall 2 + 10 + alleen chowen 10 = 44;
    # De Verborgen Schat 3 -> 352
    (
        "last_tile_self_drawn",
        "S",
        T1,
        {"tile": "b8", "self_drawn": True, "conditions": ["last_wall_tile"]},
        {},
        352,
        {"last_tile", "from_the_wall", "hidden_treasure", "all_chows"},
    ),
    (
        "last_tile_discard",
        "S",
        T1,
        {"tile": "b8", "conditions": ["last_wall_tile"]},
        {},
        32,
        {"all_chows"},
    ),
    (
        "last_tile_discard_counts",
        "S",
        T1,
        {"tile": "b8", "conditions": ["last_wall_tile"]},
        {"last_tile_discard": True},
        42,
        {"last_tile"},
    ),
    # loose tile: 1 double, no 2 for the wall (B24): (32 + 4 + 20) x 2^3 (Rd, loose, schoon)
    (
        "loose_tile",
        "S",
        LOOSE,
        {"tile": "c5", "self_drawn": True, "conditions": ["kong_replacement"]},
        {},
        448,
        {"loose_tile", "schoon"},
    ),
    (
        "loose_tile_from_the_wall",
        "S",
        LOOSE,
        {"tile": "c5", "self_drawn": True, "conditions": ["kong_replacement"]},
        {"loose_tile_self_drawn": True},
        464,
        {"from_the_wall"},
    ),
    # Het Spel van de Rode Draak needs a kong of red dragons (B26); with a pung: ordinary
    # 20 + Rd 4 + own wind pair 2 + only possible 2 = 28; Rd, schoon -> 112
    (
        "red_dragon_pung",
        "S",
        "pung Rd Rd Rd | chow k4 k5 k6 | k1 k2 k3 k7 k8 k9 S S",
        {"tile": "S"},
        {},
        112,
        {"pung_dragons", "schoon"},
    ),
    (
        "red_dragon_pung_allowed",
        "S",
        "pung Rd Rd Rd | chow k4 k5 k6 | k1 k2 k3 k7 k8 k9 S S",
        {"tile": "S"},
        {"rode_draak_pung": True},
        1000,
        {"red_dragon"},
    ),
    (
        "red_dragon_concealed",
        "S",
        "kong* Rd Rd Rd Rd | k1 k2 k3 k4 k5 k6 k7 k8 k9 S S",
        {"tile": "S", "self_drawn": True},
        {},
        2000,
        {"red_dragon", "concealed_limit"},
    ),
    (
        "jade",
        "S",
        "pung b2 b2 b2 | chow b2 b3 b4 | b6 b6 b6 b8 b8 b8 Gd Gd",
        {"tile": "Gd"},
        {},
        2000,
        {"jade"},
    ),
    (
        "winding_snake",
        "S",
        "pung c1 c1 c1 | pung c9 c9 c9 | chow c3 c4 c5 | c6 c7 c8 c2 c2",
        {"tile": "c2"},
        {},
        2000,
        {"winding_snake"},
    ),
    (
        "nine_gates",
        "W",
        "b1 b1 b1 b2 b3 b4 b5 b6 b6 b7 b8 b9 b9 b9",
        {"tile": "b6", "winner": "W"},
        {},
        2000,
        {"nine_gates"},
    ),
    (
        "slang_2",
        "S",
        "k1 k2 k3 k4 k5 k6 k7 k8 k9 Rd Gd Wd N N",
        {"tile": "N"},
        {},
        1000,
        {"snake_2"},
    ),
    (
        "peking_garden",
        "S",
        "b1 b2 b3 b4 b5 b6 b7 E S W N Rd Gd Wd",
        {"tile": "b4"},
        {},
        1000,
        {"peking"},
    ),
]


@pytest.mark.parametrize(
    ("seat", "hand", "kwargs", "options", "points", "elements"),
    [pytest.param(*row[1:], id=row[0]) for row in CASES],
)
def test_winner(seat, hand, kwargs, options, points, elements):
    result = rb({seat: hand}, options=options, **kwargs)
    assert result.points[seat] == points
    assert elements <= element_ids(result, seat)
    assert sum(result.settlement.amounts.values()) == 0


@pytest.mark.parametrize(
    ("loser", "options", "points"),
    [
        # b1 pung 8 + b8 pung 4; superschoon (one suit only, B3) 3 -> 96
        ("b1 b1 b1 b2 b3 b4 b5 b5 b6 b7 b8 b8 b8", {}, 96),
        ("b1 b1 b1 b2 b3 b4 b5 b5 b6 b7 b8 b8 b8", {"superschoon": "zeer_schoon"}, 12),
        # b1 and c9 pungs 16; alleen enen en negens 3 -> 128
        ("b1 b1 b1 c9 c9 c9 k1 k1 k9 k9 b9 b9 c1", {}, 128),
        # E pung 8 (own + round 2), Wd pung 8 (1), Gd pair 2; alleen troefstenen 3 -> 18 x 64
        ("E E E Wd Wd Wd S W N Gd Rd S Gd", {}, 1152),
        # the page's own-wind pair only (B8): Gd pair 2 + E pair (own) 2
        ("E E Gd Gd b2 c3 k4 b6 c7 k9 b5 c8 k2", {}, 4),
    ],
)
def test_loser_hands(loser, options, points):
    result = rb({"E": loser, "S": T1}, tile="b8", self_drawn=True, options=options)
    assert result.points["E"] == points


def test_no_minimum_unless_the_club_sets_one():
    assert rb({"S": CHOWS_ROUND_PAIR}, tile="b9").points["S"] == 30
    with pytest.raises(InvalidHand, match="needs at least 2 doubles"):
        rb({"S": CHOWS_ROUND_PAIR}, tile="b9", options={"min_doubles": 2})


def test_plain_seven_pairs_are_no_mahjong_by_default():
    with pytest.raises(InvalidHand, match="not a winning hand"):
        rb({"S": "b1 b1 c9 c9 E E S S W W Rd Rd Gd Gd"}, tile="Gd")


def test_slang_1_needs_a_wind_doubled():
    """Slang 1: 'een van de winden dubbel' [003:L283]; nmb's windenslang takes any tile."""
    hand = "c1 c2 c3 c4 c5 c6 c7 c8 c9 E S W N c5"
    with pytest.raises(InvalidHand, match="not a winning hand"):
        rb({"S": hand}, tile="c5")
    assert rb({"S": "c1 c2 c3 c4 c5 c6 c7 c8 c9 E S W N E"}, tile="E").points["S"] == 1000


@pytest.mark.parametrize(
    ("conditions", "lucky"),
    [
        ([], False),
        (["first_discard"], False),
        (["first_hand_ready"], True),
        # East discarded the wanted tile: Het Spel van de Aarde instead [003:L230-L239]
        (["first_hand_ready", "earth"], False),
    ],
)
def test_de_gelukkige_dertien(conditions, lucky):
    """Waiting from the first hand, announced: one double [003:L230-L232] (B23)."""
    plain = rb({"S": T1}, tile="b8", discarder="W")
    result = rb({"S": T1}, tile="b8", discarder="W", conditions=conditions)
    assert ("lucky_thirteen" in element_ids(result, "S")) is lucky
    if lucky:
        assert result.points["S"] == 2 * plain.points["S"]


def test_dead_hand_pays():
    result = rb({"E": {"melds": [], "concealed": [], "dead": True}, "S": T1}, tile="b8")
    assert result.points["E"] == 0
    assert result.settlement.amounts["E"] == -2 * 32


def test_four_players_only():
    with pytest.raises(InvalidHand, match="played by 4"):
        rb({"S": "b2 b3 b4 c3 c4 c5 b6 b7 b8 c6 c7 c8 Rd Rd"}, tile="b8", seats=("E", "S", "W"))
    with pytest.raises(Exception, match="unknown option"):
        rb({"S": T1}, tile="b8", options={"flowers": True})
