"""The fan table of Hong Kong Mahjong as played at club Fu-Hing (seed 004, Dutch): every
element a winning hand can score, with the seed's own name, its value and the lines it comes
from. The card at 004 L1566-1644 is garbled; values come from the prose where the card is
illegible (shared/rules/hk.md section 4).

Limit hands are elements too (unit ``limit``, value 20: the 'LIMIET =20' row, 004 L1072,
L1084-1085). Values that depend on a club option (All Pungs 5 or 3) carry the default here;
the scorer reads the option.
"""

from __future__ import annotations

from ...elements import Element, Unit

FAN = Unit.FAN
LIMIT = Unit.LIMIT

#: Fan counted for a limit hand: 'Het aantal fan voor een limietspel is 20 fan' (004 L1085).
LIMIT_FAN = 20
#: 'Het maximale aantal fan is 10' (004 L1080-1082).
FAN_CAP = 10


def _e(
    name: str, dutch: str, english: str, value: int, unit: Unit, source: str, why: str = ""
) -> Element:
    return Element(f"hk.{name}", dutch, english, value, unit, source, why)


# --- ordinary fan elements (004 L491-760, card L1566-1644) ------------------------------
CONCEALED_HAND = _e(
    "concealed_hand",
    "Geheel Verborgen Spel",
    "concealed hand",
    1,
    FAN,
    "004 L491-497, L1568",
    "formed wholly from the wall; the winning tile may be a discard; a concealed kong on the "
    "table keeps the hand concealed",
)
SELF_DRAWN = _e(
    "self_drawn",
    "Winnende steen v.d. Muur (zelf pakken)",
    "self-drawn",
    1,
    FAN,
    "004 L499-501, L1572",
)
ALL_CHOWS = _e("all_chows", "4 Chows", "all chows", 1, FAN, "004 L503-510, L470, L1570")
ALL_PUNGS = _e(
    "all_pungs",
    "4 Pungen",
    "all pungs",
    5,
    FAN,
    "004 L512-519, L1611 (caption L474 says 3: option all_pungs_fan)",
)
DRAGON_PUNG = _e("dragon_pung", "Pung Draken", "dragon pung", 1, FAN, "004 L523-529, L1573")
SEAT_WIND_PUNG = _e(
    "seat_wind_pung", "Pung Eigen Wind", "seat wind pung", 1, FAN, "004 L551-556, L1575-1576"
)
ROUND_WIND_PUNG = _e(
    "round_wind_pung",
    "Pung Ronde Wind",
    "round wind pung",
    1,
    FAN,
    "004 L235-236, L562-565, L1578-1580",
)
HALF_FLUSH = _e(
    "half_flush",
    "Schoon Spel",
    "half flush (one suit and honours)",
    5,
    FAN,
    "004 L733-741",
    "one suit plus winds and/or dragons; other fan elements are added (L740-741)",
)
FULL_FLUSH = _e(
    "full_flush",
    "Superschoon Spel",
    "full flush (one suit)",
    8,
    FAN,
    "004 L747-760, L1618-1619",
)
LITTLE_THREE_DRAGONS = _e(
    "little_three_dragons",
    "Drie Kleine Wijzen",
    "little three dragons",
    8,
    FAN,
    "004 L531-537, L1613-1615",
    "no separate fan for the two dragon pungs (card L1613-1614)",
)
LITTLE_FOUR_WINDS = _e(
    "little_four_winds",
    "Vier Kleine Winden",
    "little four winds",
    8,
    FAN,
    "004 L569-581, L1621-1622",
)
ROBBING_KONG = _e(
    "robbing_kong", "Kongroof", "robbing the kong", 1, FAN, "004 L666-675, L1600-1602"
)
KONG_REPLACEMENT = _e(
    "kong_replacement",
    "Winnen met extra steen na Kong",
    "win on a kong replacement",
    1,
    FAN,
    "004 L684-695, L1603-1604",
    "1 fan plus 1 for self-drawn = 2; not after a flower/season replacement (L718-720)",
)
KONG_ON_KONG = _e(
    "kong_on_kong",
    "Kong op Kong",
    "kong on kong",
    4,
    FAN,
    "004 L697-715, L727-729, L1605-1606",
    "card 4 + win on kong replacement 1 + self-drawn 1 = the prose's 6 (L715)",
)
LAST_TILE = _e(
    "last_tile",
    "Winnen met de laatste steen voor remise",
    "last tile",
    1,
    FAN,
    "004 L854-857, L912-923, L1598-1599",
    "the last live-wall tile, or the discard made after it",
)
MOON = _e(
    "moon",
    "Maan eet cake",
    "moon from the bottom of the sea (last wall tile 1 circles)",
    6,
    FAN,
    "004 L861-874",
    "must be announced when taking the tile; otherwise last tile + self-drawn only",
)
SEVEN_PAIRS = _e(
    "seven_pairs", "7 Tweelingen", "seven pairs", 4, FAN, "004 L1643-1644", "no kong allowed"
)

# --- seasons (004 L180-217, L612-663, card L1581-1597) -----------------------------------
OWN_SEASON = _e(
    "own_season",
    "Eigen Seizoen",
    "own season",
    1,
    FAN,
    "004 L192-198, L623-626, L659, L1581-1583",
    "each Hoofd- or Bijseizoen with the number of the seat wind (E=1 ... N=4)",
)
COMPLETE_SEASONS = _e(
    "complete_seasons",
    "Alle Hoofdseizoenen / Alle Bijseizoenen",
    "complete set of seasons",
    1,
    FAN,
    "004 L199-205, L631-632, L660-661, L1593-1597",
    "2 fan including the own season of the set: own season 1 + this 1",
)
NO_SEASONS = _e("no_seasons", "Geen Seizoenen", "no seasons", 1, FAN, "004 L207, L635-636, L1585")
SEVEN_SEASONS = _e(
    "seven_seasons",
    "7 seizoenen",
    "seven seasons",
    3,
    FAN,
    "004 L639-646, L662, L1228-1233, L1587",
    "claimed on drawing the 7th: a Mahjong of 3 fan whatever the hand; later only 3 fan "
    "for the seasons in a regular Mahjong",
)
EIGHT_SEASONS_UNCLAIMED = _e(
    "eight_seasons_unclaimed",
    "8 seizoenen (niet geclaimd)",
    "eight seasons, not claimed on drawing the 8th",
    3,
    FAN,
    "004 L641-643, L648-651",
    "option eight_seasons_fan = 3: the 'alleen nog 3 fan' of unclaimed seasons (L641-643) "
    "read for eight as for seven; by default they count as own seasons and complete sets",
)

# --- club variants (004 L1248-1282) ------------------------------------------------------
SEASON_REPLACEMENT = _e(
    "season_replacement",
    "Mahjong met extra steen na seizoen",
    "win on a season replacement (variant a)",
    1,
    FAN,
    "004 L1256-1262",
)
TERMINALS_AND_HONOURS = _e(
    "terminals_and_honours",
    "Enen en negenen met Winden en of Draken",
    "terminals with honours (variant c)",
    1,
    FAN,
    "004 L1267",
)
PAIR_258 = _e(
    "pair_258", "Sluitpaar 2, 5 of 8", "pair of 2, 5 or 8 (variant d)", 1, FAN, "004 L1269"
)

# --- limit hands (004 L539-607, L762-850, L1623-1642) ------------------------------------
BIG_THREE_DRAGONS = _e(
    "big_three_dragons",
    "Drie Grote Wijzen",
    "big three dragons",
    LIMIT_FAN,
    LIMIT,
    "004 L539-547, L1625-1626",
)
BIG_FOUR_WINDS = _e(
    "big_four_winds",
    "Vier Grote Winden",
    "big four winds",
    LIMIT_FAN,
    LIMIT,
    "004 L585-594, L1627-1628",
    "four wind pungs and any pair but a dragon pair",
)
ALL_HONOURS = _e(
    "all_honours",
    "Alleen Winden en Draken",
    "all honours",
    LIMIT_FAN,
    LIMIT,
    "004 L600-607, L1623-1624",
)
THIRTEEN_ORPHANS = _e(
    "thirteen_orphans", "13 Wezen", "thirteen orphans", LIMIT_FAN, LIMIT, "004 L764-787, L1629-1630"
)
ALL_TERMINALS = _e(
    "all_terminals",
    "Pungen van Enen en Negens",
    "all terminals",
    LIMIT_FAN,
    LIMIT,
    "004 L789-799, L1631",
)
NINE_GATES = _e(
    "nine_gates",
    "Spel van de negen Poorten",
    "nine gates",
    LIMIT_FAN,
    LIMIT,
    "004 L801-811, L1632-1635",
    "1112345678999 of one suit formed concealed, plus any tile of that suit",
)
HIDDEN_TREASURE = _e(
    "hidden_treasure",
    "Verborgen Schat",
    "four concealed pungs",
    LIMIT_FAN,
    LIMIT,
    "004 L815-834, L1636-1637",
    "no kongs; a discard may only complete the pair (situation 02)",
)
HEAVEN = _e(
    "heaven", "Spel van de Hemel", "heavenly hand", LIMIT_FAN, LIMIT, "004 L836-841, L1639-1641"
)
EARTH = _e("earth", "Spel van de Aarde", "earthly hand", LIMIT_FAN, LIMIT, "004 L843-850, L1642")
EIGHT_SEASONS = _e(
    "eight_seasons",
    "8 seizoenen",
    "all eight seasons",
    LIMIT_FAN,
    LIMIT,
    "004 L631-633, L648-654, L663, L1235-1237, L1590",
    "claimed on drawing the 8th, whatever the hand, even a dead hand",
)
ALL_GREEN = _e(
    "all_green",
    "All Green",
    "all green (variant h)",
    LIMIT_FAN,
    LIMIT,
    "004 L1277",
    "only bamboo 2, 3, 4, 6, 8 and green dragons",
)

#: The whole table, in the order the card lists it.
ELEMENTS: tuple[Element, ...] = (
    CONCEALED_HAND,
    SELF_DRAWN,
    ALL_CHOWS,
    ALL_PUNGS,
    DRAGON_PUNG,
    SEAT_WIND_PUNG,
    ROUND_WIND_PUNG,
    HALF_FLUSH,
    FULL_FLUSH,
    LITTLE_THREE_DRAGONS,
    LITTLE_FOUR_WINDS,
    ROBBING_KONG,
    KONG_REPLACEMENT,
    KONG_ON_KONG,
    LAST_TILE,
    MOON,
    SEVEN_PAIRS,
    OWN_SEASON,
    COMPLETE_SEASONS,
    NO_SEASONS,
    SEVEN_SEASONS,
    EIGHT_SEASONS_UNCLAIMED,
    SEASON_REPLACEMENT,
    TERMINALS_AND_HONOURS,
    PAIR_258,
    BIG_THREE_DRAGONS,
    BIG_FOUR_WINDS,
    ALL_HONOURS,
    THIRTEEN_ORPHANS,
    ALL_TERMINALS,
    NINE_GATES,
    HIDDEN_TREASURE,
    HEAVEN,
    EARTH,
    EIGHT_SEASONS,
    ALL_GREEN,
)
