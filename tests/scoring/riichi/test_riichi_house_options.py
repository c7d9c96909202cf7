"""Red fives and nagashi mangan, two riichi house options that neither 2025 book plays
(EMA RCR 2025 1.3: no red fives; no nagashi mangan among the yaku of 4.1-4.2), off by
default. Each is checked against the ``mahjong`` package called directly: red fives as its
aka dora (``OptionalRules.has_aka_dora``, the red five's 136-tile id), nagashi mangan as its
``HandConfig.is_nagashi_mangan`` (a mangan, paid as by self-draw)."""

from __future__ import annotations

import pytest
from mahjong.constants import EAST, SOUTH
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.tile import TilesConverter

from scoring.engine import InvalidHand, get_ruleset, read_deal

RIICHI = get_ruleset("riichi")
WINDS = "ESWN"
# South's closed hand: k4 k5 k6, c3 c4 c5, c5 c6 c7, b2 b3 b4, pair Wd; won on k6 (ron
# from North): riichi 1 han 40 fu (pair of dragons 2 fu, closed ron 10) without a yaku
# but riichi. The same tiles for the package, with the red ones as ``0``.
TILES = "k4 k5 k6 c3 c4 c5 c5 c6 c7 b2 b3 b4 Wd Wd"


def win(count=None, **options):
    riichi = {"riichi": ["S"]}
    if count is not None:
        riichi["red_fives"] = count
    return {
        "ruleset": "riichi",
        "prevailing_wind": "E",
        "options": options,
        "players": {w: ({"concealed": TILES.split()} if w == "S" else {}) for w in WINDS},
        "result": {"kind": "win", "winner": "S", "discarder": "N", "winning_tile": "k6"},
        "riichi": riichi,
    }


def package(man: str, pin: str, *, aka: bool):
    tiles = TilesConverter.string_to_136_array(
        man=man, pin=pin, sou="234", honors="55", has_aka_dora=True
    )
    win_tile = TilesConverter.string_to_136_array(man="6")[0]
    config = HandConfig(
        is_riichi=True,
        player_wind=SOUTH,
        round_wind=EAST,
        options=OptionalRules(has_aka_dora=aka, has_open_tanyao=True, fu_for_open_pinfu=True),
    )
    return HandCalculator.estimate_hand_value(tiles, win_tile, config=config)


@pytest.mark.parametrize(
    ("red_fives", "man", "pin"),
    [
        (None, "456", "345567"),
        (1, "406", "345567"),  # the first suit with a five: man
        (2, "406", "340567"),  # and pin
    ],
)
def test_each_red_five_is_one_dora_han_as_the_package_counts_it(red_fives, man, pin):
    score = RIICHI.score(read_deal(win(red_fives, red_fives=True)))
    direct = package(man, pin, aka=True)
    assert direct.error is None
    assert (score.figures["han"], score.figures["fu"]) == (direct.han, direct.fu)
    assert score.figures["han"] == 1 + (red_fives or 0)
    ids = [e.element.id for e in score.elements["S"]]
    assert ids.count("riichi.aka_dora") == (1 if red_fives else 0)


def test_without_the_option_the_fives_are_plain_and_a_count_is_refused():
    plain = RIICHI.score(read_deal(win()))
    assert plain.figures["han"] == package("406", "345567", aka=False).han == 1
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(win(1)))
    assert refused.value.code == "red_fives_off"


@pytest.mark.parametrize(
    ("red_fives", "tiles", "least", "most"),
    [
        (3, TILES, 0, 2),  # fives of man and pin only
        # four c5 held: one of them is the red one, so at least one red five
        (0, "k1 k2 k3 c5 c5 c5 c5 c6 c7 b2 b3 b4 Wd Wd", 1, 1),
    ],
)
def test_a_count_the_hand_cannot_hold_is_refused(red_fives, tiles, least, most):
    data = win(red_fives, red_fives=True)
    data["players"]["S"]["concealed"] = tiles.split()
    data["result"]["winning_tile"] = tiles.split()[2]
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(data))
    assert refused.value.code == "red_fives_count"
    assert (refused.value.params["least"], refused.value.params["most"]) == (least, most)


def draw(nagashi, tenpai=(), **options):
    return {
        "ruleset": "riichi",
        "prevailing_wind": "E",
        "options": options,
        "players": {w: {} for w in WINDS},
        "result": {"kind": "draw", "tenpai": list(tenpai), "nagashi": list(nagashi)},
        "riichi": {"riichi": ["W"]},
    }


def package_mangan(wind: int):
    config = HandConfig(is_nagashi_mangan=True, is_tsumo=True, player_wind=wind, round_wind=EAST)
    return HandCalculator.estimate_hand_value([], 0, config=config).cost


@pytest.mark.parametrize(
    ("nagashi", "tenpai", "expected"),
    [
        # South: 4,000 from the dealer, 2,000 from each other; West's riichi bet stays on
        # the table; the tenpai payments (West tenpai alone) are replaced
        (["S"], ["W"], {"E": -4000, "S": 8000, "W": -3000, "N": -2000, "table": 1000}),
        # the dealer: 4,000 from each
        (["E"], [], {"E": 12000, "S": -4000, "W": -5000, "N": -4000, "table": 1000}),
        # two of them: each paid on his own (they pay each other too)
        (["E", "N"], [], {"E": 8000, "S": -6000, "W": -7000, "N": 4000, "table": 1000}),
    ],
)
def test_nagashi_mangan_is_paid_as_a_self_drawn_mangan(nagashi, tenpai, expected):
    score = RIICHI.score(read_deal(draw(nagashi, tenpai, nagashi_mangan=True)))
    assert score.settlement.as_dict() == expected
    dealer, other = package_mangan(EAST), package_mangan(SOUTH)
    assert (dealer["main"], dealer["additional"]) == (4000, 4000)
    assert (other["main"], other["additional"]) == (4000, 2000)


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (draw(["S"]), "nagashi_off"),  # not a house rule of this club
        (
            {**win(), "result": {**win()["result"], "nagashi": ["E"]}, "options": {}},
            "nagashi_not_draw",
        ),
    ],
)
def test_nagashi_mangan_where_it_is_not_played_is_refused(data, code):
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(data))
    assert refused.value.code == code


def test_the_house_options_travel_in_the_riichi_block_and_back():
    deal = read_deal(win(2, red_fives=True))
    again = read_deal(RIICHI.deal_to_dict(deal))
    assert RIICHI.score(again).figures == RIICHI.score(deal).figures
    drawn = read_deal(draw(["S"], nagashi_mangan=True))
    assert RIICHI.deal_to_dict(drawn)["result"]["nagashi"] == ["S"]
