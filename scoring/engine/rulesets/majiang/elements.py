"""Every named unit Ma Jiang can award: the rows of the evaluation table (6.1.1.1 and its
appendix C twin C.1), the limit hands (6.1.2) and the penalties (5.4). ``name`` is the seed's
German label, prefixed with the row code of shared/rules/majiang.md (W1-W5, B1-B3, U1-U2,
H1-H4, P1-P3) so that a scorekeeper finds the row in the printed table.

C.1 repeats the main table except two rows (U2 and P2 worth 3 Faan, L600, L606); those two
are elements of their own, the other rows cite both tables."""

from __future__ import annotations

from scoring.engine.elements import Element, Unit

LIMIT_MAIN = 64


def _e(
    key: str, name: str, name_en: str, value: int, unit: Unit, source: str, description: str = ""
) -> Element:
    return Element(f"majiang.{key}", name, name_en, value, unit, f"001 {source}", description)


F, L, LIM = Unit.FAAN, Unit.LAAK, Unit.LIMIT

# --- evaluation table (Bewertungstabelle 6.1.1.1, C.1) -------------------------------------
SELF_DRAWN = _e(
    "self_drawn",
    "W1 Gewinnstein verdeckt genommen",
    "W1 winning tile taken concealed (self-drawn)",
    1,
    F,
    "L392, L591 (C.1)",
)
LAST_WALL_TILE = _e(
    "last_wall_tile",
    "W2 Letzter Stein der (lebenden) Mauer",
    "W2 winning tile is the last tile of the live wall",
    1,
    F,
    "L393, L592 (C.1)",
)
ROBBING_KONG = _e("robbing_kong", "W3 Kong-Raub", "W3 robbing a kong", 1, F, "L394, L593 (C.1)")
REPLACEMENT = _e(
    "replacement",
    "W4 Ersatzstein vom Mauerende",
    "W4 winning on a replacement tile from the wall end",
    1,
    F,
    "L395, L594 (C.1)",
)
KONG_ON_KONG = _e(
    "kong_on_kong",
    "W5 Kong-Ersatzstein ⇒ Kong ⇒ Ersatzstein ⇒ Gewinnstein",
    "W5 kong on kong: a replacement makes another kong whose replacement wins",
    4,
    F,
    "L396, L687-L689, L595 (C.1)",
)
OWN_BONUS = _e(
    "own_bonus",
    "B1 Eigener Bonusstein (1 = Ost, ..., 4 = Nord)",
    "B1 own bonus tile (number = own seat wind)",
    1,
    F,
    "L397, L629, L596 (C.1)",
)
ALL_FLOWERS_OR_SEASONS = _e(
    "all_flowers_or_seasons",
    "B2 Alle Blumen- oder Jahreszeitensteine",
    "B2 all four flowers or all four seasons",
    1,
    L,
    "L398, L597 (C.1)",
)
ALL_BONUS = _e(
    "all_bonus", "B3 Alle Bonussteine", "B3 all eight bonus tiles", 3, L, "L399, L598 (C.1)"
)
ONLY_CHOWS = _e(
    "only_chows",
    "U1 Nur Sequenzen (plus Paar)",
    "U1 only chows (plus the pair)",
    1,
    F,
    "L400, L599 (C.1)",
)
ONLY_PUNGS = _e(
    "only_pungs",
    "U2 Nur Drillinge/Vierlinge (plus Paar)",
    "U2 only pungs and kongs (plus the pair)",
    2,
    F,
    "L401",
)
ONLY_PUNGS_ALT = _e(
    "alt_only_pungs",
    "U2 (C.1) Nur Drillinge/Vierlinge (plus Paar)",
    "U2 (appendix C) only pungs and kongs (plus the pair)",
    3,
    F,
    "L600 (C.1)",
)
DRAGON_PUNG = _e(
    "dragon_pung",
    "H1 Drachen-Drilling/Vierling",
    "H1 dragon pung or kong",
    1,
    F,
    "L402, L601 (C.1)",
)
PREVAILING_WIND_PUNG = _e(
    "prevailing_wind_pung",
    "H2 Herrschender Wind-Drilling/Vierling",
    "H2 pung or kong of the prevailing (round) wind",
    1,
    F,
    "L403, L602 (C.1)",
)
OWN_WIND_PUNG = _e(
    "own_wind_pung",
    "H3 Eigener Wind-Drilling/Vierling",
    "H3 pung or kong of the own (seat) wind",
    1,
    F,
    "L404, L603 (C.1)",
)
DOUBLE_WIND_PUNG = _e(
    "double_wind_pung",
    "H4 Doppel-Wind-Drilling/Vierling",
    "H4 double-wind pung or kong (seat wind = round wind)",
    2,
    F,
    "L405, L631-L633, L604 (C.1)",
    "the seed prints 'Doppel-Wind/Vierling' (garbled); whether it adds to H2 + H3 is option "
    "double_wind (19#2)",
)
NO_HONOURS_NO_BONUS = _e(
    "no_honours_no_bonus",
    "P1 Kein Ehrenstein und kein Bonusstein",
    "P1 no honour tile and no bonus tile",
    1,
    F,
    "L406, L605 (C.1)",
    "bonus tiles break it (its wording), unlike P2/P3 (19#4)",
)
ONE_SUIT_WITH_HONOURS = _e(
    "one_suit_with_honours",
    "P2 Nur eine Ordnungssteinserie plus Ehrensteine",
    "P2 one suit plus honours (mixed flush)",
    2,
    F,
    "L407, L659-L661",
    "needs at least one honour tile, else P3 applies (19#4)",
)
ONE_SUIT_WITH_HONOURS_ALT = _e(
    "alt_one_suit_with_honours",
    "P2 (C.1) Nur eine Ordnungssteinserie plus Ehrensteine",
    "P2 (appendix C) one suit plus honours (mixed flush)",
    3,
    F,
    "L606 (C.1)",
)
ONE_SUIT = _e(
    "one_suit",
    "P3 Nur eine Ordnungssteinserie ohne Ehrensteine",
    "P3 one suit without honours (pure flush)",
    2,
    L,
    "L408, L743-L745, L607 (C.1)",
)

# --- limit hands (Limit-Kombinationen 6.1.2) -----------------------------------------------
THIRTEEN_ORPHANS = _e(
    "thirteen_orphans", "13 Waisen", "Thirteen Orphans", LIMIT_MAIN, LIM, "L429-L434"
)
HEAVEN = _e("heaven", "Himmel", "Heaven (dealer wins on the deal)", LIMIT_MAIN, LIM, "L436-L438")
EARTH = _e("earth", "Erde", "Earth (win on the first tile)", LIMIT_MAIN, LIM, "L440-L442")
FOUR_CONCEALED_PUNGS = _e(
    "four_concealed_pungs",
    "Vier verdeckte Drillinge",
    "Four concealed pungs",
    LIMIT_MAIN,
    LIM,
    "L444-L446",
)
BIG_FOUR_WINDS = _e(
    "big_four_winds", "Große vier Winde", "Big Four Winds", LIMIT_MAIN, LIM, "L448-L450"
)
SMALL_FOUR_WINDS = _e(
    "small_four_winds", "Kleine vier Winde", "Small Four Winds", LIMIT_MAIN, LIM, "L452-L454"
)
BIG_THREE_DRAGONS = _e(
    "big_three_dragons", "Große drei Drachen", "Big Three Dragons", LIMIT_MAIN, LIM, "L456-L458"
)
ONLY_TERMINALS = _e(
    "only_terminals", "Nur Grenzsteine", "Only terminals", LIMIT_MAIN, LIM, "L460-L462"
)
ONLY_HONOURS = _e("only_honours", "Nur Ehrensteine", "Only honours", LIMIT_MAIN, LIM, "L464-L466")
NINE_GATES = _e("nine_gates", "Neun verbundene Söhne", "Nine Gates", LIMIT_MAIN, LIM, "L468-L470")

# --- penalties (Irrtümer und Strafen 5.4) --------------------------------------------------
PENALTY = _e(
    "penalty",
    "Strafe: Schuldiger zahlt jedem anderen Spieler 1 Laak",
    "penalty: the culprit pays each other player 1 Laak (East double)",
    1,
    L,
    "L336",
)
FALSE_SIK = _e(
    "false_sik",
    "Fehlerhaftes Sik: 1 Laak an jeden anderen Spieler",
    "false Sik: 1 Laak to each other player (East double)",
    1,
    L,
    "L358-L362",
)
FALSE_SIK_DISCARDER = _e(
    "false_sik_discarder",
    "Fehlerhaftes Sik: Ableger des Steins erhält 2 Laak",
    "false Sik on a discard: the discarder receives 2 Laak (4 if East)",
    2,
    L,
    "L362",
)

EVALUATION_ELEMENTS: tuple[Element, ...] = (
    SELF_DRAWN,
    LAST_WALL_TILE,
    ROBBING_KONG,
    REPLACEMENT,
    KONG_ON_KONG,
    OWN_BONUS,
    ALL_FLOWERS_OR_SEASONS,
    ALL_BONUS,
    ONLY_CHOWS,
    ONLY_PUNGS,
    ONLY_PUNGS_ALT,
    DRAGON_PUNG,
    PREVAILING_WIND_PUNG,
    OWN_WIND_PUNG,
    DOUBLE_WIND_PUNG,
    NO_HONOURS_NO_BONUS,
    ONE_SUIT_WITH_HONOURS,
    ONE_SUIT_WITH_HONOURS_ALT,
    ONE_SUIT,
)
LIMIT_ELEMENTS: tuple[Element, ...] = (
    THIRTEEN_ORPHANS,
    HEAVEN,
    EARTH,
    FOUR_CONCEALED_PUNGS,
    BIG_FOUR_WINDS,
    SMALL_FOUR_WINDS,
    BIG_THREE_DRAGONS,
    ONLY_TERMINALS,
    ONLY_HONOURS,
    NINE_GATES,
)
PENALTY_ELEMENTS: tuple[Element, ...] = (PENALTY, FALSE_SIK, FALSE_SIK_DISCARDER)

ELEMENTS: tuple[Element, ...] = EVALUATION_ELEMENTS + LIMIT_ELEMENTS + PENALTY_ELEMENTS
