"""The bridge to the ``mahjong`` package (MahjongRepository/mahjong, MIT): a winner's tiles
and the hand's facts in, han, fu and yaku out. The package finds the yaku, the fu and the
highest-scoring reading of the hand; this module sets it to the option set and applies the
rules where the package reads them otherwise (docs/rulesets/riichi.md, "Where the package
differs"):

- a pair of a wind that is both seat and round wind is 2 fu (EMA RCR 2025 4.1.1, WRC 2025
  11.3; the package gives 4): the 2 fu too many are taken off and the fu rounded again;
- yakuman are not added up under EMA (EMA RCR 2025 4.2; the package adds them): one yakuman;
- blessing of man (renhou) combines with nothing (EMA RCR 2025 4.2.4, WRC 2025 11.5.4; the
  package adds its 5 han to the other yaku): the hand is scored without it and paid as a
  mangan when that is more;
- the mangan rounding and the limits are :mod:`.payments`' (the package is asked for han,
  fu and yaku only).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as PackageMeld

from ...errors import InvalidHand
from ...hand import Condition, Deal, MeldKind, PlayerHand
from ...tiles import Tile
from .facts import RiichiFacts
from .options import RiichiOptions

#: the engine's tile index -> the package's 34-tile index (man = k, pin = c, sou = b; the
#: winds alike; white, green, red dragon = haku, hatsu, chun)
_TO_34: tuple[int, ...] = (
    *range(18, 27),  # b1-b9 -> sou
    *range(9, 18),  # c1-c9 -> pin
    *range(0, 9),  # k1-k9 -> man
    27,
    28,
    29,
    30,  # E S W N
    33,  # Rd -> chun
    32,  # Gd -> hatsu
    31,  # Wd -> haku
)

#: the package's error for a hand it refuses -> the engine's code and message
_ERRORS = {
    HandCalculator.ERR_NO_WINNING_TILE: ("winning_tile_not_held", "the winning tile is not held"),
    HandCalculator.ERR_HAND_NOT_WINNING: ("not_winning", "the tiles are not a winning hand"),
    HandCalculator.ERR_NO_YAKU: ("no_yaku", "the hand has no yaku (dora are no yaku)"),
    HandCalculator.ERR_OPEN_HAND_RIICHI: ("riichi_open_hand", "riichi needs a concealed hand"),
    HandCalculator.ERR_OPEN_HAND_DABURI: ("riichi_open_hand", "riichi needs a concealed hand"),
    HandCalculator.ERR_IPPATSU_WITHOUT_RIICHI: ("ippatsu_without_riichi", "ippatsu needs riichi"),
    HandCalculator.ERR_CHANKAN_WITH_TSUMO: ("riichi_condition", "robbing a quad is a discard win"),
    HandCalculator.ERR_RINSHAN_WITHOUT_TSUMO: (
        "riichi_condition",
        "a win on a replacement tile is self-drawn",
    ),
    HandCalculator.ERR_HAITEI_WITH_RINSHAN: (
        "riichi_condition",
        "the last wall tile and a replacement tile do not combine",
    ),
    HandCalculator.ERR_HOUTEI_WITH_CHANKAN: (
        "riichi_condition",
        "the last discard and robbing a quad do not combine",
    ),
    HandCalculator.ERR_TENHOU_NOT_AS_DEALER: (
        "riichi_condition",
        "blessing of heaven is the dealer's",
    ),
    HandCalculator.ERR_TENHOU_WITHOUT_TSUMO: (
        "riichi_condition",
        "blessing of heaven is self-drawn",
    ),
    HandCalculator.ERR_TENHOU_WITH_MELD: ("riichi_condition", "blessing of heaven has no melds"),
    HandCalculator.ERR_CHIIHOU_AS_DEALER: (
        "riichi_condition",
        "blessing of earth is not the dealer's",
    ),
    HandCalculator.ERR_CHIIHOU_WITHOUT_TSUMO: (
        "riichi_condition",
        "blessing of earth is self-drawn",
    ),
    HandCalculator.ERR_CHIIHOU_WITH_MELD: ("riichi_condition", "blessing of earth has no melds"),
}

#: the package's attribute name of each yaku id (its YakuConfig), the element's key
YAKU_KEYS: dict[int, str] = {}


def _yaku_keys() -> dict[int, str]:
    if not YAKU_KEYS:
        YAKU_KEYS.update({y.yaku_id: key for key, y in vars(HandConfig().yaku).items()})
    return YAKU_KEYS


@dataclass(frozen=True, slots=True)
class Reading:
    """One winner's hand as scored: ``han`` (yaku and dora; 13 per yakuman paid), ``fu``
    (None for a yakuman or a renhou mangan), ``yaku`` as (package key, han) in the package's
    order, ``yakuman`` the number of yakuman paid, ``renhou_mangan``: paid as blessing of man."""

    han: int
    fu: int | None
    yaku: tuple[tuple[str, int], ...]
    yakuman: int = 0
    renhou_mangan: bool = False


#: the package's 34-tile index of each suit's five (man, pin, sou): copy 0 of each is the
#: red five (the package's FIVE_RED_MAN, _PIN, _SOU = 4 x index)
FIVES_34 = (4, 13, 22)


def red_suits(hand: PlayerHand, count: int, seat: str = "") -> frozenset[int]:
    """Which suits' fives (:data:`FIVES_34`) hold the ``count`` red fives of ``hand`` (one
    red five per suit, as the sets with red fives have): a suit whose four fives are all
    held has its red one among them; the others are taken in man, pin, sou order (which
    suit does not change the han). Refused when the hand cannot hold ``count``."""
    held: dict[int, int] = {}
    for tile in (*hand.concealed, *(t for m in hand.melds for t in m.tiles)):
        kind = _TO_34[tile]
        if kind in FIVES_34:
            held[kind] = held.get(kind, 0) + 1
    forced = [k for k in FIVES_34 if held.get(k, 0) == 4]
    if not len(forced) <= count <= len(held):
        raise InvalidHand(
            f"{seat}: {count} red fives in a hand with fives of {len(held)} suits",
            code="red_fives_count",
            seat=seat,
            count=count,
            least=len(forced),
            most=len(held),
        )
    rest = [k for k in FIVES_34 if k in held and k not in forced]
    return frozenset((*forced, *rest[: count - len(forced)]))


def to_136(
    hand: PlayerHand, winning_tile: Tile, *, red: frozenset[int] | None = None
) -> tuple[list[int], list[PackageMeld], int]:
    """The hand in the package's 136-tile ids (copy k of a kind is 4 x kind + k), its melds
    and the winning tile's id (a concealed copy: the winning tile is never inside a meld).
    With red fives played (``red``: the suits whose red five is held, :func:`red_suits`)
    copy 0 of a five, the package's red one, is the first five taken in those suits and
    never taken in the others."""
    used: dict[int, int] = {}

    def take(tile: Tile) -> int:
        kind = _TO_34[tile]
        copy = used.get(kind, 0)
        if copy > 3:
            raise InvalidHand(
                f"five copies of {tile}", code="too_many_copies", tile=str(tile), count=5, limit=4
            )
        used[kind] = copy + 1
        if red is not None and kind in FIVES_34 and kind not in red:
            copy = (copy + 1) % 4  # copies 1, 2, 3: the red one is not held
        return kind * 4 + copy

    tiles: list[int] = []
    melds: list[PackageMeld] = []
    for meld in hand.melds:
        ids = [take(t) for t in meld.tiles]
        tiles.extend(ids)
        if meld.kind is MeldKind.CHOW:
            melds.append(PackageMeld(PackageMeld.CHI, ids))
        elif meld.kind is MeldKind.PUNG:
            melds.append(PackageMeld(PackageMeld.PON, ids))
        elif meld.kind is MeldKind.KONG:
            melds.append(PackageMeld(PackageMeld.KAN, ids, opened=not meld.concealed))
        else:
            raise InvalidHand(
                "a pair is not a meld in riichi", code="bad_meld_kind", where=f"{meld}", kind="pair"
            )
    win_id = -1
    for tile in hand.concealed:
        tile_id = take(tile)
        tiles.append(tile_id)
        if tile == winning_tile:
            win_id = tile_id
    if win_id < 0:
        raise InvalidHand(
            f"the winning tile {winning_tile} is not among the concealed tiles",
            code="winning_tile_missing",
            tile=str(winning_tile),
        )
    return tiles, melds, win_id


def indicator_ids(indicators: tuple[Tile, ...]) -> list[int]:
    return [_TO_34[t] * 4 for t in indicators]


def package_rules(options: RiichiOptions, *, as_rules_say: bool = True) -> OptionalRules:
    """The package's optional rules for an option set: open tanyao and red fives (house
    options; neither book plays red fives, EMA RCR 2025 1.3), no double yakuman for a wait,
    open pinfu 30 fu, no fu for a pinfu self-draw (EMA RCR 2025 4.1, 4.2.6; WRC 2025
    abstract); kiriage and the 13-han limit as the options say."""
    return OptionalRules(
        has_open_tanyao=options.open_tanyao,
        has_aka_dora=options.red_fives,
        has_double_yakuman=False,
        kazoe_limit=(
            HandConstants.KAZOE_LIMITED
            if options.counted_yakuman_on
            else HandConstants.KAZOE_SANBAIMAN
        ),
        kiriage=options.kiriage_on,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
    )


def hand_config(
    deal: Deal,
    seat: str,
    facts: RiichiFacts,
    options: RiichiOptions,
    *,
    renhou: bool = False,
) -> HandConfig:
    result = deal.result
    tsumo = result.self_drawn
    last = result.has(Condition.LAST_WALL_TILE)
    return HandConfig(
        is_tsumo=tsumo,
        is_riichi=facts.declared(seat),
        is_daburu_riichi=seat in facts.double_riichi,
        is_ippatsu=seat in facts.ippatsu,
        is_rinshan=result.has(Condition.KONG_REPLACEMENT),
        is_chankan=result.has(Condition.ROBBING_KONG),
        is_haitei=last and tsumo,
        is_houtei=last and not tsumo,
        is_tenhou=result.has(Condition.HEAVEN),
        is_chiihou=result.has(Condition.EARTH),
        is_renhou=renhou,
        player_wind=_TO_34[Tile.parse(seat)],
        round_wind=_TO_34[Tile.parse(deal.prevailing_wind)],
        options=package_rules(options),
    )


def package_value(deal: Deal, seat: str, facts: RiichiFacts, options: RiichiOptions, **kw: bool):  # type: ignore[no-untyped-def]
    """The package's own answer for ``seat``'s hand (a ``HandResponse``), for the property
    tests and :func:`read_hand`."""
    result = deal.result
    assert result.winning_tile is not None
    hand = deal.players[seat]
    count = facts.red_fives_of(seat)
    if count and not options.red_fives:
        raise InvalidHand("red fives are not played here", code="red_fives_off")
    red = red_suits(hand, count, seat) if options.red_fives else None
    tiles, melds, win = to_136(hand, result.winning_tile, red=red)
    return HandCalculator.estimate_hand_value(
        tiles,
        win,
        melds=melds,
        dora_indicators=indicator_ids(facts.dora_indicators),
        ura_dora_indicators=indicator_ids(facts.ura_dora_indicators),
        config=hand_config(deal, seat, facts, options, **kw),
    )


def read_hand(deal: Deal, seat: str, facts: RiichiFacts, options: RiichiOptions) -> Reading:
    """``seat``'s winning hand as the option set scores it."""
    if deal.result.winning_tile is None:
        raise InvalidHand("a win needs the winning tile", code="no_winning_tile")
    renhou = deal.result.has(Condition.FIRST_DISCARD)
    if renhou and (seat == "E" or deal.result.self_drawn or deal.players[seat].melds):
        raise InvalidHand(
            "blessing of man is a non-dealer's discard win before his first draw",
            code="riichi_condition",
        )
    response = package_value(deal, seat, facts, options)
    if response.error:
        if renhou and response.error == HandCalculator.ERR_NO_YAKU:
            return Reading(5, None, (("renhou", 5),), renhou_mangan=True)
        code, message = _ERRORS.get(response.error, ("not_winning", response.error))
        raise InvalidHand(f"{seat}: {message}", code=code, seat=seat)
    reading = _reading(response, options)
    if renhou and not reading.yakuman and _below_mangan(reading):
        # EMA RCR 2025 4.2.4 / WRC 2025 11.5.4: a mangan instead of the hand, when higher
        return Reading(5, None, (("renhou", 5),), renhou_mangan=True)
    return reading


def _below_mangan(reading: Reading) -> bool:
    return reading.han < 5 and (reading.fu or 0) << (2 + reading.han) < 1920


def _reading(response, options: RiichiOptions) -> Reading:  # type: ignore[no-untyped-def]
    keys = _yaku_keys()
    is_open = response.is_open_hand
    yaku: list[tuple[str, int]] = []
    yakuman = 0
    for item in response.yaku or ():
        han = item.han_open if is_open and item.han_open else item.han_closed
        yaku.append((keys[item.yaku_id], han))
        if item.is_yakuman:
            yakuman += 1
    if yakuman:
        paid = yakuman if options.yakuman_add_up_on else 1
        return Reading(13 * paid, None, tuple(yaku), yakuman=paid)
    fu = int(response.fu)
    details = response.fu_details or ()
    if options.double_wind_fu == 2 and any(
        d["reason"] == FuCalculator.DOUBLE_VALUED_PAIR for d in details
    ):
        fu = (sum(d["fu"] for d in details) - 2 + 9) // 10 * 10
    return Reading(int(response.han), fu, tuple(yaku))
