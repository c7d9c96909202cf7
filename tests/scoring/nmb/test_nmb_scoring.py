"""nmb: one row per element, limit hand and option. Round wind East, South wins unless said;
the other players hold 13 distinct simples (0 points) unless given. The arithmetic of every
row is in its comment: points x 2^doubles."""

import pytest

from scoring.engine import InvalidHand

from .helpers import element_ids, score

T1 = "b2 b3 b4 c3 c4 c5 k6 k7 k8 b6 b7 b8 Rd Rd"  # four concealed chows, dragon pair
T3 = "kong* W W W W | pung Rd Rd Rd | c2 c3 c4 c6 c7 c8 c5 c5"  # loose-tile hand
T5 = "pung Rd Rd Rd | pung Gd Gd Gd | b2 b3 c7 c8 c9 k5 k5 b4"

WINNER_CASES = [
    # (id, hand, tile, kwargs, options, points, elements that must be there)
    # 20 + Rd pair 2 + self-drawn 2 = 24; fully concealed 2 + four chows 1 -> 24 x 8
    (
        "fully_concealed",
        T1,
        "b8",
        {"self_drawn": True},
        {},
        192,
        {"mahjong", "pair_dragons", "self_drawn", "fully_concealed", "four_chows"},
    ),
    # 20 + 3 open wind pungs 12 + own wind pair 2 = 34; round wind E, little four winds, schoon
    (
        "little_four_winds",
        "pung E E E | pung W W W | pung N N N | b2 b3 b4 S S",
        "b4",
        {},
        {},
        272,
        {"pair_own_wind", "pung_round_wind", "little_four_winds", "schoon"},
    ),
    # 20 + concealed kong W 32 + open pung Rd 4 + self-drawn 2 + pair 2 = 60;
    # Rd 1 + c5 loose tile 3 (replaces the 1) + schoon 1 -> 60 x 32
    (
        "loose_tile_c5",
        T3,
        "c5",
        {"self_drawn": True, "conditions": ["kong_replacement"]},
        {},
        1920,
        {"kong_replacement_c5", "kong_concealed_edel", "self_drawn", "pair_completed"},
    ),
    # A8 add: 1 + 3 -> 7 doubles: 60 x 128 = 7680, capped at 2000
    (
        "loose_tile_c5_add",
        T3,
        "c5",
        {"self_drawn": True, "conditions": ["kong_replacement"]},
        {"special_tile_doubles": "add"},
        2000,
        {"kong_replacement", "kong_replacement_c5", "limit"},
    ),
    # 20 + 32 + 4 + self-drawn 2 = 58 (c8 completes a chow); Rd 1 + kong op kong 2 + schoon 1
    (
        "kong_on_kong",
        T3,
        "c8",
        {"self_drawn": True, "conditions": ["kong_on_kong"]},
        {},
        928,
        {"kong_on_kong"},
    ),
    # A9 add: + kong met de bloeiende bloemen 1 -> 58 x 32
    (
        "kong_on_kong_add",
        T3,
        "c8",
        {"self_drawn": True, "conditions": ["kong_on_kong"]},
        {"kong_on_kong": "add"},
        1856,
        {"kong_on_kong", "kong_replacement"},
    ),
    # kong op kong on a c5 loose tile: A8 and A9 each replace only the plain 1 double, so
    # c5 3 + kong op kong 2 [000:L223, L274, L280]: 20 + open kongs 16 + 8 + self-drawn 2 +
    # pair 2 = 48 x 2^5 (was 48 x 4: the c5 double was dropped)
    (
        "kong_on_kong_c5",
        "kong k9 k9 k9 k9 | kong b6 b6 b6 b6 | c2 c3 c4 c6 c7 c8 c5 c5",
        "c5",
        {"self_drawn": True, "conditions": ["kong_on_kong"]},
        {},
        1536,
        {"kong_on_kong", "kong_replacement_c5", "self_drawn", "pair_completed"},
    ),
    # A10 off: no 2 points for the loose tile: 56 x 16
    (
        "loose_tile_not_self_drawn",
        T3,
        "c8",
        {"self_drawn": True, "conditions": ["kong_on_kong"]},
        {"loose_tile_self_drawn": False},
        896,
        {"kong_on_kong"},
    ),
    # 20 + 4 + 4 = 28; Rd, Gd, kongroof -> 28 x 8
    (
        "robbing_kong",
        T5,
        "b4",
        {"discarder": "E", "conditions": ["robbing_kong"]},
        {},
        224,
        {"robbing_kong", "pung_dragons"},
    ),
    # last tile of the wall, but a discard: no double [000:L271]: 28 x 4
    ("last_tile_discard", T5, "b4", {"conditions": ["last_wall_tile"]}, {}, 112, {"mahjong"}),
    # k5 pung completed by the discard is open (A12): 20 + Rd 4 + E 8 + k5 2 + S pair 2 = 36;
    # Rd 1 + round wind E 1 -> 36 x 4
    (
        "discard_pung_open",
        "chow b2 b3 b4 | pung Rd Rd Rd | k5 k5 k5 E E E S S",
        "k5",
        {},
        {},
        144,
        {"pung_open_simples", "pung_concealed_edel"},
    ),
    # A12 off: k5 concealed 4 -> 38 x 4
    (
        "discard_pung_concealed",
        "chow b2 b3 b4 | pung Rd Rd Rd | k5 k5 k5 E E E S S",
        "k5",
        {},
        {"discard_pung_open": False},
        152,
        {"pung_concealed_simples"},
    ),
    # 16 concealed kong + Gd pair 2 + 20 + self-drawn 2 = 40; fully concealed 2 (A13)
    (
        "concealed_kong_keeps_concealed",
        "kong* b5 b5 b5 b5 | c2 c3 c4 c6 c7 c8 k3 k4 k5 Gd Gd",
        "k5",
        {"self_drawn": True},
        {},
        160,
        {"fully_concealed", "kong_concealed_simples"},
    ),
    # b2 c3 k4 open 6 + Rd concealed 8 + 20 + pair 2 + only possible 2 = 38; Rd + alleen pungs
    (
        "alleen_pungs",
        "pung b2 b2 b2 | pung c3 c3 c3 | pung k4 k4 k4 | Rd Rd Rd W W",
        "W",
        {},
        {},
        152,
        {"all_pungs", "only_possible", "pair_completed"},
    ),
    # four concealed pungs 2 + alleen pungs 1 (footnote 4 keeps the highest): 40 x 8
    (
        "four_concealed_pungs",
        "b2 b2 b2 c3 c3 c3 k4 k4 k4 k6 k6 k6 b9 b9",
        "b9",
        {},
        {},
        320,
        {"four_concealed_pungs"},
    ),
    # A7 add: + drie pungs dicht 1 -> 40 x 16
    (
        "footnote_ignored",
        "b2 b2 b2 c3 c3 c3 k4 k4 k4 k6 k6 k6 b9 b9",
        "b9",
        {},
        {"exclusive_doubles": "add"},
        640,
        {"three_concealed_pungs", "four_concealed_pungs"},
    ),
    # the 2 for the only possible tile needs one completing tile; k8 also completed (A4)
    # 20 + Rd 4 + Gd (open by the discard) 4 = 28; Rd, Gd -> 28 x 4
    (
        "only_possible_literal",
        "pung Rd Rd Rd | chow b2 b3 b4 | c5 c6 c7 Gd Gd Gd k8 k8",
        "Gd",
        {},
        {},
        112,
        {"pung_dragons"},
    ),
    # A4 legal_waits: k8 would give 1 double, no mahjong, so Gd was the only one: 30 x 4
    (
        "only_possible_legal",
        "pung Rd Rd Rd | chow b2 b3 b4 | c5 c6 c7 Gd Gd Gd k8 k8",
        "Gd",
        {},
        {"only_possible": "legal_waits"},
        120,
        {"only_possible"},
    ),
    # 4 pungs (three concealed, an open kong) of terminals + terminal pair: Kop en staart
    (
        "kop_en_staart_kong",
        "kong b1 b1 b1 b1 | c9 c9 c9 k1 k1 k1 k9 k9 k9 b9 b9",
        "b9",
        {},
        {},
        2000,
        {"heads_and_tails"},
    ),
    # A22 off: ordinary: 16 + 24 + 20 + pair 2 + only 2 = 64; vier pungs dicht (A30) 2,
    # alleen pungs 1, schoon (only terminals, A18) 1 -> 64 x 16
    (
        "kop_en_staart_no_kongs",
        "kong b1 b1 b1 b1 | c9 c9 c9 k1 k1 k1 k9 k9 k9 b9 b9",
        "b9",
        {},
        {"kop_en_staart_kongs": False},
        1024,
        {"four_concealed_pungs", "schoon"},
    ),
    # Jade with b1 is ordinary by default: b2 b3 open 4 + b1 8 + b6 4 + Gd pair 2 + 20 + 2 + 2
    # = 42; schoon + alleen pungs -> 42 x 4
    (
        "jade_b1_not_green",
        "pung b2 b2 b2 | pung b3 b3 b3 | b1 b1 b1 b6 b6 b6 Gd Gd",
        "Gd",
        {},
        {},
        168,
        {"schoon", "all_pungs"},
    ),
    (
        "jade_b1_green",
        "pung b2 b2 b2 | pung b3 b3 b3 | b1 b1 b1 b6 b6 b6 Gd Gd",
        "Gd",
        {},
        {"jade_b1": True},
        2000,
        {"jade"},
    ),
    (
        "jade",
        "pung b2 b2 b2 | pung b3 b3 b3 | b4 b4 b4 b6 b6 b6 Gd Gd",
        "Gd",
        {},
        {},
        2000,
        {"jade"},
    ),
    # seven pairs with terminals of two suits: zeven tweelingen 250; any suits: 1000 (A19)
    (
        "zeven_tweelingen",
        "b1 b1 c9 c9 E E S S W W Rd Rd Gd Gd",
        "Gd",
        {"self_drawn": True},
        {},
        250,
        {"seven_pairs"},
    ),
    (
        "zeer_schone_any_suits",
        "b1 b1 c9 c9 E E S S W W Rd Rd Gd Gd",
        "Gd",
        {"self_drawn": True},
        {"zeer_schone_tweelingen": "any_suits"},
        1000,
        {"very_clean_pairs"},
    ),
    (
        "schone_tweelingen",
        "b1 b1 b5 b5 b7 b7 E E W W Rd Rd Gd Gd",
        "b7",
        {},
        {},
        500,
        {"clean_pairs"},
    ),
    (
        "zuivere_tweelingen",
        "k1 k1 k2 k2 k4 k4 k5 k5 k6 k6 k8 k8 k9 k9",
        "k9",
        {},
        {},
        1000,
        {"pure_pairs"},
    ),
    (
        "tweelingen_troefstenen",
        "E E S S W W N N Rd Rd Gd Gd Wd Wd",
        "Wd",
        {},
        {},
        2000,
        {"honour_pairs"},
    ),
    (
        "seven_pairs_four_of_a_kind",
        "b2 b2 b2 b2 c3 c3 k4 k4 k6 k6 c8 c8 b5 b5",
        "b5",
        {},
        {"seven_pairs_four_of_a_kind": True},
        250,
        {"seven_pairs"},
    ),
    ("windenslang", "c1 c2 c3 c4 c5 c6 c7 c8 c9 E S W N c5", "c5", {}, {}, 1000, {"wind_snake"}),
    ("drakenslang", "k1 k2 k3 k4 k5 k6 k7 k8 k9 Rd Gd Wd N N", "N", {}, {}, 1000, {"dragon_snake"}),
    ("hof_van_peking", "b1 b2 b3 b4 b5 b6 b7 E S W N Rd Gd Wd", "b4", {}, {}, 1000, {"peking"}),
    (
        "dertien_wezen",
        "b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd E",
        "E",
        {},
        {},
        2000,
        {"thirteen_orphans"},
    ),
    (
        "vier_winden",
        "pung E E E | pung S S S | W W W N N N b5 b5",
        "b5",
        {},
        {},
        2000,
        {"four_winds"},
    ),
    (
        "drie_draken",
        "pung Rd Rd Rd | pung Gd Gd Gd | Wd Wd Wd b2 b3 b4 k1 k1",
        "k1",
        {},
        {},
        2000,
        {"three_dragons"},
    ),
    (
        "vier_verborgen_kongs",
        "kong* b2 b2 b2 b2 | kong* c5 c5 c5 c5 | kong* k8 k8 k8 k8 | kong* E E E E | N N",
        "N",
        {},
        {},
        2000,
        {"four_concealed_kongs"},
    ),
    # Kronkelende slang 1000 (A2); the card's 2000 as an option
    (
        "kronkelende_slang",
        "pung c1 c1 c1 | pung c9 c9 c9 | chow c3 c4 c5 | c6 c7 c8 c2 c2",
        "c2",
        {},
        {},
        1000,
        {"winding_snake"},
    ),
    (
        "kronkelende_slang_card",
        "pung c1 c1 c1 | pung c9 c9 c9 | chow c3 c4 c5 | c6 c7 c8 c2 c2",
        "c2",
        {},
        {"kronkelende_slang": 2000},
        2000,
        {"winding_snake"},
    ),
    # Pe-ling: c1 completes a b1 pair in a bamboo + honours hand (golden NMB-DER-16 shape)
    (
        "pe_ling",
        "chow b2 b3 b4 | pung b9 b9 b9 | pung Gd Gd Gd | b5 b6 b7 b1 c1",
        "c1",
        {},
        {},
        168,
        {"pe_ling", "pair_completed", "only_possible", "schoon"},
    ),
    # A11 off: the 10 replace the 2 + 2: 38 x 4
    (
        "pe_ling_no_stacking",
        "chow b2 b3 b4 | pung b9 b9 b9 | pung Gd Gd Gd | b5 b6 b7 b1 c1",
        "c1",
        {},
        {"pe_ling_stacks": False},
        152,
        {"pe_ling"},
    ),
]


@pytest.mark.parametrize(
    ("hand", "tile", "kwargs", "options", "points", "elements"),
    [pytest.param(*row[1:], id=row[0]) for row in WINNER_CASES],
)
def test_winner(hand, tile, kwargs, options, points, elements):
    result = score({"S": hand}, tile=tile, options=options, **kwargs)
    assert result.points["S"] == points
    assert elements <= element_ids(result, "S")
    assert sum(result.settlement.amounts.values()) == 0


NO_MINIMUM = {"min_doubles": 0}
FOUR_AS_PAIRS = {"min_doubles": 0, "seven_pairs_four_of_a_kind": True}


@pytest.mark.parametrize(("options", "only_possible"), [(NO_MINIMUM, True), (FOUR_AS_PAIRS, False)])
def test_a_fourth_tile_for_seven_pairs_is_a_wait_too(options, only_possible):
    """N completes the pung; with four of a kind as two pairs c8 would have made seven pairs
    (b7 b7 | b7 b7 | b8 | b9 | c8 c8 | c8 c8 | N), so N was not the only possible tile."""
    hand = "b7 b7 b7 b7 b8 b8 b9 b9 c8 c8 c8 N N N"
    result = score({"S": hand}, tile="N", options=options)
    assert ("only_possible" in element_ids(result, "S")) is only_possible


def test_heersende_wind_east_reading():
    """A14: with 'heersende wind' read as East, an E pung doubles in the South round."""
    hand = "pung E E E | pung Rd Rd Rd | b2 b3 b4 c5 c6 c7 k8 k8"
    with pytest.raises(InvalidHand, match="needs at least 2 doubles"):
        score({"W": hand}, winner="W", tile="k8", wind="S")
    # 20 + 4 + 4 + pair 2 + only possible 2 = 32; Rd + E -> 32 x 4
    result = score({"W": hand}, winner="W", tile="k8", wind="S", options={"heersende_wind": "east"})
    assert result.points["W"] == 128


def test_earth_is_flat_unless_the_count_is_higher():
    """A16: a regular limit hand earns its value even when its count is higher."""
    hand = "b1 b1 b1 b9 b9 b9 E E E N N N b5 b5"
    kwargs = {"winner": "N", "tile": "b5", "discarder": "E", "conditions": ["earth"]}
    assert score({"N": hand}, **kwargs).points["N"] == 1000
    # 56 points x 2^6 (E, own N, vier pungs dicht 2, alleen pungs, schoon) capped at 2000
    higher = score({"N": hand}, options={"regular_limit_at_least_ordinary": True}, **kwargs)
    assert higher.points["N"] == 2000


def test_regular_limit_needs_two_doubles_unless_option():
    """A5: Spel van de aarde with a hand of no doubles."""
    hand = "b2 b3 b4 c5 c6 c7 k2 k3 k4 b6 b7 b8 c9 c9"
    kwargs = {"winner": "N", "tile": "c9", "discarder": "E", "conditions": ["earth"]}
    with pytest.raises(InvalidHand) as err:
        score({"N": hand}, **kwargs)
    assert err.value.code == "too_few_doubles"
    assert (
        score({"N": hand}, options={"regular_limit_minimum": False}, **kwargs).points["N"] == 1000
    )


def test_heaven_for_east():
    result = score(
        {"E": "b1 b2 b3 c4 c5 c6 k7 k8 k9 Rd Rd Rd c2 c2"},
        winner="E",
        tile="c2",
        self_drawn=True,
        conditions=["heaven"],
    )
    assert result.points["E"] == 2000
    assert result.settlement.amounts["E"] == 12000


def test_alleen_pungs_off_makes_too_few_doubles():
    hand = "pung b2 b2 b2 | pung c3 c3 c3 | pung k4 k4 k4 | Rd Rd Rd W W"
    with pytest.raises(InvalidHand, match="needs at least 2 doubles"):
        score({"S": hand}, tile="W", options={"alleen_pungs": False})


def test_concealed_kong_option_spoils_fully_concealed():
    hand = "kong* b5 b5 b5 b5 | c2 c3 c4 c6 c7 c8 k3 k4 k5 Gd Gd"
    with pytest.raises(InvalidHand, match="needs at least 2 doubles"):
        score(
            {"S": hand},
            tile="k5",
            self_drawn=True,
            options={"concealed_kong_breaks_concealed": True},
        )


def test_min_doubles_option():
    hand = "pung Rd Rd Rd | chow b2 b3 b4 | c5 c6 c7 c1 c2 c3 k8 k8"
    with pytest.raises(InvalidHand):
        score({"S": hand}, tile="k8")
    # 20 + Rd 4 + pair 2 + only possible 2 = 28; Rd -> 56
    assert score({"S": hand}, tile="k8", options={"min_doubles": 1}).points["S"] == 56


def test_nine_gates_waiting_loser_gets_half_unless_regular():
    """A1: a loser waiting for Negen poorten gets 1000; read as regular, its count (128)."""
    loser = "b1 b1 b1 b2 b3 b4 b5 b6 b7 b8 b9 b9 b9"
    winner = "c2 c3 c4 c3 c4 c5 k6 k7 k8 k6 k7 k8 Rd Rd"
    result = score({"E": loser, "S": winner}, tile="k8", self_drawn=True)
    assert result.points["E"] == 1000
    assert "waiting_irregular" in element_ids(result, "E")
    regular = score(
        {"E": loser, "S": winner}, tile="k8", self_drawn=True, options={"nine_gates": "regular"}
    )
    assert regular.points["E"] == 128  # (8 + 8) x 2^3 zuiver spel


def test_nine_gates_winner():
    result = score({"W": "b1 b1 b1 b2 b3 b4 b5 b6 b6 b7 b8 b9 b9 b9"}, winner="W", tile="b6")
    assert result.points["W"] == 2000


@pytest.mark.parametrize(
    ("loser", "options", "points"),
    [
        # b1 and c9 concealed pungs 16; schoon of terminals only (A18) -> 32
        ("b1 b1 b1 c9 c9 c9 k1 k1 k9 k9 b9 b9 c1", {}, 32),
        ("b1 b1 b1 c9 c9 c9 k1 k1 k9 k9 b9 b9 c1", {"schoon_terminals_only": False}, 16),
        # open kong 8 + two concealed pungs 8; the open kong is the third concealed pung (A30)
        ("kong b5 b5 b5 b5 | c2 c2 c2 k3 k3 k3 N W b7 c8", {}, 32),
        (
            "kong b5 b5 b5 b5 | c2 c2 c2 k3 k3 k3 N W b7 c8",
            {"open_kong_as_concealed_pung": False},
            16,
        ),
        # own + round wind pair 2 + 2, dragon pair 2, concealed dragon pung 8 + 1 double
        ("E E Rd Rd Gd Gd Gd b2 c3 k4 b6 c7 k9", {}, 28),
        # waiting for zeven tweelingen: half of 250; fiche rounding makes it 130 (A17 half up)
        ("b2 b2 c3 c3 k4 k4 b6 b6 c7 c7 k8 k8 E", {}, 125),
        ("b2 b2 c3 c3 k4 k4 b6 b6 c7 c7 k8 k8 E", {"round_to_tens": "nearest"}, 130),
        # five pairs and a pung: its fourth k4 makes seven pairs only with four of a kind
        ("b2 b2 c3 c3 k4 k4 k4 b6 b6 c7 c7 k8 k8", {"seven_pairs_four_of_a_kind": True}, 125),
        ("b2 b2 c3 c3 k4 k4 k4 b6 b6 c7 c7 k8 k8", {}, 4),
    ],
)
def test_loser_hands(loser, options, points):
    result = score({"E": loser, "S": T1}, tile="b8", self_drawn=True, options=options)
    assert result.points["E"] == points


def test_dead_hand_scores_nothing_and_pays():
    result = score(
        {"E": {"melds": [], "concealed": [], "dead": True}, "S": T1}, tile="b8", self_drawn=True
    )
    assert result.points["E"] == 0
    assert result.settlement.amounts["E"] == -2 * 192


def test_flowers_variant():
    """4 points a bonus tile, a double for an own one, for every player (A24)."""
    players = {"S": {**_hand(T1), "bonus": ["f2", "s3"]}, "E": {**_filler(), "bonus": ["f1"]}}
    result = score(players, tile="b8", self_drawn=True, options={"flowers": True})
    assert result.points["S"] == (24 + 8) * 2**4
    assert result.points["E"] == 4 * 2
    alone = score(
        players, tile="b8", self_drawn=True, options={"flowers": True, "flowers_losers": False}
    )
    assert alone.points["E"] == 0
    with pytest.raises(InvalidHand, match="without them"):
        score(players, tile="b8", self_drawn=True)


def test_flower_series_double():
    players = {"S": {**_hand(T1), "bonus": ["f1", "f2", "f3", "f4"]}}
    result = score(players, tile="b8", self_drawn=True, options={"flowers": True})
    # 24 + 16 points; fully concealed 2, four chows 1, own f2 1, all four flowers 1
    assert result.points["S"] == 40 * 2**5


def test_three_player_table_green_dragon_round():
    winner = "pung Gd Gd Gd | b2 b3 b4 c5 c6 c7 c1 c2 c3 b8 b8"  # no open chow [000:L558]
    players = {
        "E": "b2 b5 c3 c6 c9 b7 E S W Rd Wd b1 c4",
        "S": winner,
        "W": "b3 b6 c4 c8 b9 E S W Rd Wd c2 b4 c7",
    }
    kwargs = {"tile": "c3", "seats": ("E", "S", "W"), "discarder": "W"}
    with pytest.raises(InvalidHand, match="needs at least 2 doubles"):
        score(players, **kwargs)
    # 20 + Gd 4 + only possible 2 = 26; Gd + ruling green dragon -> 104 (the concealed
    # b2-b4 chow scores nothing, so the hand is not fully concealed: the win is a discard)
    result = score(players, options={"green_dragon_round": True}, **kwargs)
    assert result.points == {"E": 0, "S": 104, "W": 0}
    assert result.settlement.amounts == {"E": -208, "S": 312, "W": -104}


def test_three_player_table_refuses_open_chows():
    players = {
        "E": "b2 b5 c3 c6 c9 b7 E S W Rd Wd b1 c4",
        "S": "pung Gd Gd Gd | chow b2 b3 b4 | c5 c6 c7 c1 c2 c3 b8 b8",
        "W": "b3 b6 c4 c8 b9 E S W Rd Wd c2 b4 c7",
    }
    with pytest.raises(InvalidHand, match="no chow is laid open"):
        score(players, tile="c3", seats=("E", "S", "W"), discarder="W")


def test_three_player_table_refuses_characters():
    with pytest.raises(InvalidHand, match="without characters"):
        score({"S": T1}, tile="b8", self_drawn=True, seats=("E", "S", "W"))


def test_five_player_table_one_sits_out():
    result = score({"S": T1}, tile="b8", self_drawn=True, sitting_out="Piet")
    assert result.points["S"] == 192
    assert set(result.settlement.amounts) == {"E", "S", "W", "N"}
    with pytest.raises(InvalidHand, match="sitting out"):
        score(
            {
                "E": "b2 b5 c3 c6 c9 b7 E S W Rd Wd b1 c4",
                "S": "pung Gd Gd Gd | b2 b3 b4 c5 c6 c7 c1 c2 c3 b8 b8",
                "W": "b3 b6 c4 c8 b9 E S W Rd Wd c2 b4 c7",
            },
            tile="c3",
            seats=("E", "S", "W"),
            discarder="W",
            sitting_out="Piet",
            options={"green_dragon_round": True},
        )


@pytest.mark.parametrize("kind", ["draw", "dead_wall"])
def test_draw_settles_nothing(kind):
    result = score({"S": "b2 b3 b4 c3 c4 c5 k6 k7 k8 b6 b7 Rd Rd"}, kind=kind, winner=None)
    assert set(result.points.values()) == {0}
    assert set(result.settlement.amounts.values()) == {0}


def test_false_mahjong_settles_nothing():
    result = score(
        {"S": "pung Rd Rd Rd | chow b2 b3 b4 | chow c4 c5 c6 | k3 k4 k5 k9 k9"},
        kind="false_mahjong",
        winner=None,
        claimant="S",
        tile="k5",
    )
    assert set(result.settlement.amounts.values()) == {0}


def _hand(text):
    from tests.hands import hand

    return hand(text)


def _filler():
    return _hand("b3 c4 k5 b6 c7 k8 b4 c5 k6 b5 c6 k7 k2")


@pytest.mark.parametrize("only_possible", ["literal", "legal_waits"])
def test_pair_written_as_a_meld(only_possible):
    """A pair laid out scores as any pair: 20 + Rd pair 2 + S 4 + E 4 = 30; own wind S and
    round wind E -> 120 (k7-k8 waited on k6 and k9, both valid: no only-possible points)."""
    hand = "pair Rd Rd | pung S S S | pung E E E | b2 b3 b4 k7 k8 k9"
    result = score({"S": hand}, tile="k9", options={"only_possible": only_possible})
    assert result.points["S"] == 120
