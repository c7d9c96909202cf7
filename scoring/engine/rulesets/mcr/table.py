"""The MCR element table: the 82 numbered entries of the seed (1-81, with 33a and 33b), each
a record with its seed names, value, seed lines and the elements it excludes.

Why a table: the scoring principles of MCR (non-repeat: an element is not counted with the
elements it implies) are applied from the ``excludes`` column, not from code. The seed states
no general principle and no "not combined with" list (spec §10-11); the few element-local
exclusions it does state are marked ``DOC`` in the descriptions, the rest is standard MCR
(the Chinese Official rules the seed sets out to describe, [002:L38]).

An exclusion entry names an element id, or ``<id>:winds`` for the part of Pung of Terminals or
Honors scored on wind pungs (Big Three Winds takes its three wind pungs, not a terminal pung).
Every element excludes only elements of lower value, so the scorer can keep elements in
descending value and drop each one a kept element excludes (spec §10, P1).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...elements import Element, Unit

SEED = "002"


@dataclass(frozen=True, slots=True)
class Entry:
    """One numbered entry of the seed: ``number`` as the seed prints it (``"33a"``)."""

    number: str
    key: str
    name: str
    name_en: str
    value: int
    lines: str
    excludes: tuple[str, ...] = ()
    description: str = ""

    @property
    def id(self) -> str:
        return f"mcr.{self.key}"

    # --- the element-rule protocol (:class:`~scoring.engine.exclusions.ElementRule`) ----
    @property
    def element(self) -> Element:
        return ELEMENT_BY_KEY[self.key]

    @property
    def source(self) -> str:
        return f"{SEED} {self.lines}"

    @property
    def excluded_ids(self) -> tuple[str, ...]:
        """``excludes`` as element ids (a part keeps its ``:part``)."""
        return tuple(f"mcr.{key}" for key in self.excludes)


E = Entry
#: The seed's 82 entries in its own order (values per the group headings, [002:L255-L824]).
ENTRIES: tuple[Entry, ...] = (
    # --- 1 point: "DERTIEN COMBINATIES VAN 1 PUNT" [002:L255]
    E("1", "pure_double_chow", "Twee zuivere chows", "Pure Double Chow", 1, "L257-L261"),
    E("2", "mixed_double_chow", "Twee gemengde chows", "Mixed Double Chow", 1, "L265-L269"),
    E(
        "3",
        "short_straight",
        "Kleine straat",
        "Short Straight",
        1,
        "L273-L277",
        description="Two chows of one suit that follow each other without overlap (AMBIG-15).",
    ),
    E("4", "two_terminal_chows", "Twee hoeksteen chows", "Two Terminal Chows", 1, "L281-L285"),
    E(
        "5",
        "pung_of_terminals_or_honors",
        "Pung hoek en windstenen",
        "Pung of Terminals or Honors",
        1,
        "L289-L293",
        description="Per pung of 1s, 9s or winds; DOC: not for the prevalent or seat wind [002:L293].",
    ),
    E("6", "melded_kong", "Open kong", "Melded Kong", 1, "L295-L299"),
    E(
        "7",
        "one_voided_suit",
        "Een ontbrekende soort",
        "One Voided Suit",
        1,
        "L301-L305",
        description="Exactly one of the three suits is missing.",
    ),
    E("8", "no_honors", "Geen winden of draken", "No Honors", 1, "L307-L311"),
    E(
        "9",
        "edge_wait",
        "Wachtend op randsteen",
        "Edge Wait",
        1,
        "L313-L317",
        description="1-2 waiting on 3 or 8-9 on 7, the only winning tile (AMBIG-5, AMBIG-6).",
    ),
    E("10", "closed_wait", "Wachtend op middelste steen", "Closed Wait", 1, "L319-L323"),
    E("11", "single_wait", "Wachtend op sluitpaar", "Single Wait", 1, "L325-L329"),
    E("12", "self_drawn", "Zelf gepakt", "Self-Drawn", 1, "L331-L335"),
    E(
        "13",
        "flower_tile",
        "Gelukssteen",
        "Flower Tile",
        1,
        "L337-L341",
        description="Per flower, only on a hand of at least 8 without them [002:L220, L339].",
    ),
    # --- 2 points: "TIEN COMBINATIES VAN 2 PUNTEN" [002:L343]
    E("14", "dragon_pung", "Pung van draken", "Dragon Pung", 2, "L345-L349"),
    E("15", "prevalent_wind", "Heersende wind", "Prevalent Wind", 2, "L351-L355"),
    E("16", "seat_wind", "Eigen wind", "Seat Wind", 2, "L357-L361"),
    E(
        "17",
        "concealed_hand",
        "Gesloten spel",
        "Concealed Hand",
        2,
        "L363-L367",
        description="Concealed hand won on a discard; a declared concealed kong keeps it concealed (AMBIG-7).",
    ),
    E(
        "18",
        "all_chows",
        "Alleen chows",
        "All Chows, No Honors",
        2,
        "L369-L373",
        ("no_honors",),
        "DOC: the pair may not be a wind or dragon [002:L373].",
    ),
    E(
        "19",
        "tile_hog",
        "Vier dezelfde stenen",
        "Tile Hog",
        2,
        "L377-L381",
        description="All four copies of a tile spread over the hand, not a declared kong.",
    ),
    E("20", "double_pung", "Dubbele pung", "Double Pung", 2, "L383-L387"),
    E("21", "two_concealed_pungs", "Twee verborgen pungs", "Two Concealed Pungs", 2, "L391-L395"),
    E("22", "concealed_kong", "Verborgen kong", "Concealed Kong", 2, "L397-L401"),
    E("23", "all_simples", "Eenvoudige stenen", "All Simples", 2, "L403-L407", ("no_honors",)),
    # --- 4 points: "VIER COMBINATIES VAN 4 PUNTEN" [002:L411]
    E(
        "24",
        "outside_hand",
        "Buitenspel",
        "Outside Hand",
        4,
        "L413-L417",
        description="Every set and the pair hold a terminal or honor (AMBIG-9).",
    ),
    E(
        "25",
        "fully_concealed_hand",
        "Geheel verborgen spel",
        "Fully Concealed Hand",
        4,
        "L421-L425",
        ("self_drawn", "concealed_hand"),
    ),
    E(
        "26",
        "two_melded_kongs",
        "Twee open kongs",
        "Two Melded Kongs",
        4,
        "L427-L431",
        ("melded_kong",),
    ),
    E(
        "27",
        "last_tile",
        "Laatste steen",
        "Last Tile",
        4,
        "L433-L437",
        description="The other three copies lie open on the table (in players' open sets).",
    ),
    # --- 6 points: "ZEVEN COMBINATIES VAN 6 PUNTEN" [002:L439]
    E("28", "all_pungs", "Alleen pungs", "All Pungs", 6, "L441-L445"),
    E("29", "half_flush", "Schoon spel", "Half Flush", 6, "L449-L453", ("one_voided_suit",)),
    E(
        "30",
        "mixed_shifted_chows",
        "Gemengde oplopende chows",
        "Mixed Shifted Chows",
        6,
        "L457-L461",
    ),
    E(
        "31",
        "all_types",
        "Alle soorten",
        "All Types",
        6,
        "L465-L469",
        description="Bamboo, circles, characters, a wind and a dragon; the pair counts (AMBIG-10).",
    ),
    E(
        "32",
        "melded_hand",
        "Open spel",
        "Melded Hand",
        6,
        "L473-L477",
        ("single_wait",),
        "Four melded sets and the pair won on a discard (AMBIG-11).",
    ),
    E(
        "33a",
        "melded_and_concealed_kong",
        "Een open en een verborgen kong",
        "Two Kongs; One Open, One Concealed",
        6,
        "L479-L483, L563",
        ("melded_kong", "concealed_kong"),
        "Replaces Melded Kong + Concealed Kong (AMBIG-12).",
    ),
    E(
        "34",
        "two_dragon_pungs",
        "Twee draken",
        "Two Dragons",
        6,
        "L485-L489",
        ("dragon_pung",),
        "The seed prints the heading as 'TWE E DRAGEN'.",
    ),
    # --- 8 points: "TIEN COMBINATIES VAN 8 PUNTEN" [002:L491]
    E("35", "mixed_straight", "Gemengde straat", "Mixed Straight", 8, "L493-L497"),
    E(
        "36",
        "reversible_tiles",
        "Omkeerbare stenen",
        "Reversible Tiles",
        8,
        "L501-L505",
        ("one_voided_suit",),
        "c1-5 c8 c9 b2 b4 b5 b6 b8 b9 Wd (the seed's picture is lost).",
    ),
    E(
        "37",
        "mixed_triple_chow",
        "Drie gemengde chows",
        "Mixed Triple Chow",
        8,
        "L509-L513",
        ("mixed_double_chow",),
    ),
    E(
        "38",
        "mixed_shifted_pungs",
        "Drie gemengde oplopende pungs",
        "Mixed Shifted Pungs",
        8,
        "L517-L521",
    ),
    E(
        "39",
        "chicken_hand",
        "Kippenspel",
        "Chicken Hand",
        8,
        "L525-L531",
        description="DOC: no other element, won on a discard, not the only possible tile.",
    ),
    E(
        "40",
        "last_tile_draw",
        "Laatste steen getrokken",
        "Last Tile Draw",
        8,
        "L535-L539",
        ("self_drawn",),
        "DOC: no point for self-drawn [002:L539].",
    ),
    E("41", "last_tile_claim", "Laatste weggelegde steen", "Last Tile Claim", 8, "L541-L545"),
    E(
        "42",
        "out_with_replacement_tile",
        "Winnen extra steen na kong",
        "Out with Replacement Tile",
        8,
        "L547-L549",
        ("self_drawn",),
        "DOC: not for the replacement of a flower [002:L549].",
    ),
    E("43", "robbing_the_kong", "Kongroof", "Robbing the Kong", 8, "L551-L555", ("last_tile",)),
    E(
        "33b",
        "two_concealed_kongs",
        "Twee verborgen kongen",
        "Two Concealed Kongs",
        8,
        "L557-L561",
        ("concealed_kong", "two_concealed_pungs"),
        "8 points from 01/01/2007 [002:L561] (AMBIG-13).",
    ),
    # --- 12 points: "VIJF COMBINATIES VAN 12 PUNTEN" [002:L565]
    E(
        "44",
        "lesser_honors_and_knitted_tiles",
        "Minder troefstenen & verweven straat",
        "Lesser Honors and Knitted Tiles",
        12,
        "L567-L571",
        ("concealed_hand", "fully_concealed_hand", "single_wait", "all_types"),
        "14 single tiles, neither the knitted straight nor the honors complete [002:L571].",
    ),
    E("45", "knitted_straight", "Verweven straat", "Knitted Straight", 12, "L575-L579"),
    E("46", "upper_four", "Hoogste vier", "Upper Four", 12, "L583-L587", ("no_honors",)),
    E("47", "lower_four", "Laagste vier", "Lower Four", 12, "L591-L595", ("no_honors",)),
    E(
        "48",
        "big_three_winds",
        "Grote drie winden",
        "Big Three Winds",
        12,
        "L599-L603",
        ("pung_of_terminals_or_honors:winds",),
    ),
    # --- 16 points: "ZES COMBINATIES VAN 16 PUNTEN" [002:L607]
    E(
        "49",
        "pure_straight",
        "Zuivere straat",
        "Pure Straight",
        16,
        "L609-L613",
        ("short_straight", "two_terminal_chows"),
    ),
    E(
        "50",
        "three_suited_terminal_chows",
        "Driekleurs hoeksteen chows",
        "Three-Suited Terminal Chows",
        16,
        "L617-L622",
        ("all_chows", "no_honors", "mixed_double_chow", "two_terminal_chows"),
    ),
    E(
        "51",
        "pure_shifted_chows",
        "Drie zuivere oplopende chows",
        "Pure Shifted Chows",
        16,
        "L626-L630",
        description="Step 1 or 2, the same step throughout (AMBIG-19).",
    ),
    E(
        "52",
        "all_fives",
        "Overal vijven",
        "All Fives",
        16,
        "L634-L638",
        ("all_simples", "no_honors"),
    ),
    E("53", "triple_pung", "Drievoudige pungs", "Triple Pung", 16, "L642-L646", ("double_pung",)),
    E(
        "54",
        "three_concealed_pungs",
        "Drie gesloten pungs",
        "Three Concealed Pungs",
        16,
        "L650-L654",
        ("two_concealed_pungs",),
    ),
    # --- 24 points: "NEGEN COMBINATIES VAN 24 PUNTEN" [002:L656]
    E(
        "55",
        "seven_pairs",
        "Zeven tweelingen",
        "Seven Pairs",
        24,
        "L658-L662",
        ("concealed_hand", "fully_concealed_hand", "single_wait"),
        "Four identical tiles count as two pairs [002:L662] (AMBIG-14).",
    ),
    E(
        "56",
        "greater_honors_and_knitted_tiles",
        "Alle troefstenen & verweven straat",
        "Greater Honors and Knitted Tiles",
        24,
        "L666-L672",
        (
            "lesser_honors_and_knitted_tiles",
            "knitted_straight",
            "all_types",
            "concealed_hand",
            "fully_concealed_hand",
            "single_wait",
        ),
        "Also a complete knitted straight with five different honors, N.B. [002:L672] (AMBIG-16).",
    ),
    E(
        "57",
        "all_even_pungs",
        "Alleen even pungs",
        "All Even",
        24,
        "L676-L680",
        ("all_pungs", "all_simples", "no_honors"),
    ),
    E(
        "58",
        "full_flush",
        "Zuiver spel",
        "Full Flush",
        24,
        "L684-L688",
        ("one_voided_suit", "no_honors"),
    ),
    E(
        "59",
        "pure_triple_chow",
        "Drie zuivere chows",
        "Pure Triple Chow",
        24,
        "L692-L698",
        ("pure_double_chow",),
    ),
    E("60", "pure_shifted_pungs", "Zuivere oplopende pungs", "Pure Shifted Pungs", 24, "L702-L706"),
    E(
        "61",
        "upper_tiles",
        "Hoogste drie",
        "Upper Tiles",
        24,
        "L710-L714",
        ("upper_four", "no_honors"),
    ),
    E(
        "62",
        "middle_tiles",
        "Middelste drie",
        "Middle Tiles",
        24,
        "L718-L722",
        ("all_simples", "no_honors"),
    ),
    E(
        "63",
        "lower_tiles",
        "Laagste drie",
        "Lower Tiles",
        24,
        "L726-L730",
        ("lower_four", "no_honors"),
    ),
    # --- 32 points: "DRIE COMBINATIES VAN 32 PUNTEN" [002:L734]
    E(
        "64",
        "four_shifted_chows",
        "Vier zuivere oplopende chows",
        "Four Shifted Chows",
        32,
        "L736-L740",
        ("pure_shifted_chows", "short_straight", "two_terminal_chows"),
    ),
    E(
        "65",
        "three_kongs",
        "Drie kongen",
        "Three Kongs",
        32,
        "L744-L748",
        (
            "melded_kong",
            "concealed_kong",
            "two_melded_kongs",
            "melded_and_concealed_kong",
            "two_concealed_kongs",
        ),
    ),
    E(
        "66",
        "all_terminals_and_honors",
        "Alleen hoek en troefstenen",
        "All Terminals and Honors",
        32,
        "L750-L754",
        (
            "all_pungs",
            "outside_hand",
            "pung_of_terminals_or_honors",
            "pung_of_terminals_or_honors:winds",
        ),
    ),
    # --- 48 points: "TWEE COMBINATIES VAN 48 PUNTEN" [002:L758]
    E(
        "67",
        "quadruple_chow",
        "Vier zuivere chows",
        "Quadruple Chow",
        48,
        "L760-L764",
        ("pure_triple_chow", "pure_double_chow", "tile_hog"),
    ),
    E(
        "68",
        "four_pure_shifted_pungs",
        "Vier zuivere oplopende pungs",
        "Four Pure Shifted Pungs",
        48,
        "L768-L772",
        ("pure_shifted_pungs", "all_pungs"),
    ),
    # --- 64 points: "ZES COMBINATIES VAN 64 PUNTEN" [002:L776]
    E(
        "69",
        "all_terminals",
        "Alleen hoekstenen",
        "All Terminals",
        64,
        "L778-L782",
        (
            "all_terminals_and_honors",
            "all_pungs",
            "outside_hand",
            "pung_of_terminals_or_honors",
            "no_honors",
            "double_pung",
        ),
    ),
    E(
        "70",
        "little_four_winds",
        "Kleine vier winden",
        "Little Four Winds",
        64,
        "L786-L790",
        ("big_three_winds", "pung_of_terminals_or_honors", "pung_of_terminals_or_honors:winds"),
    ),
    E(
        "71",
        "little_three_dragons",
        "Kleine drie draken",
        "Little Three Dragons",
        64,
        "L794-L798",
        ("dragon_pung", "two_dragon_pungs"),
        "The seed prints the heading as 'KLEINE DRIE DRAGEN'.",
    ),
    E(
        "72",
        "all_honors",
        "Alleen troefstenen",
        "All Honors",
        64,
        "L802-L806",
        (
            "all_terminals_and_honors",
            "all_pungs",
            "outside_hand",
            "pung_of_terminals_or_honors",
            "pung_of_terminals_or_honors:winds",
            "one_voided_suit",
        ),
    ),
    E(
        "73",
        "four_concealed_pungs",
        "Vier gesloten pungs",
        "Four Concealed Pungs",
        64,
        "L810-L814",
        (
            "all_pungs",
            "concealed_hand",
            "fully_concealed_hand",
            "three_concealed_pungs",
            "two_concealed_pungs",
        ),
    ),
    E(
        "74",
        "pure_terminal_chows",
        "Zuivere hoeksteen chows",
        "Pure Terminal Chows",
        64,
        "L816-L820",
        (
            "seven_pairs",
            "full_flush",
            "all_chows",
            "pure_double_chow",
            "two_terminal_chows",
            "no_honors",
            "one_voided_suit",
        ),
    ),
    # --- 88 points: "ZEVEN COMBINATIES VAN 88 PUNTEN" [002:L824]
    E(
        "75",
        "big_four_winds",
        "Grote vier winden",
        "Big Four Winds",
        88,
        "L826-L830",
        (
            "big_three_winds",
            "little_four_winds",
            "all_pungs",
            "prevalent_wind",
            "seat_wind",
            "pung_of_terminals_or_honors",
            "pung_of_terminals_or_honors:winds",
        ),
    ),
    E(
        "76",
        "big_three_dragons",
        "Grote drie draken",
        "Big Three Dragons",
        88,
        "L834-L838",
        ("dragon_pung", "two_dragon_pungs"),
    ),
    E(
        "77",
        "all_green",
        "Jade spel",
        "All Green",
        88,
        "L842-L846",
        ("half_flush", "one_voided_suit"),
        "b2 b3 b4 b6 b8 and Gd; Gd optional (AMBIG-21).",
    ),
    E(
        "78",
        "nine_gates",
        "Negen poorten",
        "Nine Gates",
        88,
        "L850-L854",
        (
            "full_flush",
            "concealed_hand",
            "fully_concealed_hand",
            "pung_of_terminals_or_honors",
            "no_honors",
            "one_voided_suit",
        ),
        "Adds Pure Straight and Tile Hog when they occur (AMBIG-23).",
    ),
    E(
        "79",
        "four_kongs",
        "Vier kongs",
        "Four Kongs",
        88,
        "L858-L862",
        (
            "single_wait",
            "all_pungs",
            "three_kongs",
            "two_melded_kongs",
            "melded_and_concealed_kong",
            "two_concealed_kongs",
            "melded_kong",
            "concealed_kong",
        ),
    ),
    E(
        "80",
        "seven_shifted_pairs",
        "Zeven zuiver oplopende tweelingen",
        "Seven Shifted Pairs",
        88,
        "L864-L868",
        (
            "seven_pairs",
            "full_flush",
            "concealed_hand",
            "fully_concealed_hand",
            "single_wait",
            "no_honors",
            "one_voided_suit",
        ),
    ),
    E(
        "81",
        "thirteen_orphans",
        "Dertien wezen",
        "Thirteen Orphans",
        88,
        "L872-L876",
        (
            "all_types",
            "all_terminals_and_honors",
            "concealed_hand",
            "fully_concealed_hand",
            "single_wait",
        ),
    ),
)
del E

BY_KEY: dict[str, Entry] = {e.key: e for e in ENTRIES}

#: Registry records (core :class:`Element`), in the seed's order.
ELEMENTS: tuple[Element, ...] = tuple(
    Element(
        id=e.id,
        name=e.name,
        name_en=e.name_en,
        value=e.value,
        unit=Unit.POINTS,
        source=f"{SEED} {e.lines}",
        description=f"#{e.number}. {e.description}".strip(),
    )
    for e in ENTRIES
)
ELEMENT_BY_KEY: dict[str, Element] = {e.key: el for e, el in zip(ENTRIES, ELEMENTS, strict=True)}

#: Scoring keys that are a part of an element: they count toward the element named before
#: the colon and can be excluded on their own.
PART_OF: dict[str, str] = {"pung_of_terminals_or_honors:winds": "pung_of_terminals_or_honors"}

#: Value of each scoring key (parts score as their element).
VALUE: dict[str, int] = {e.key: e.value for e in ENTRIES}
VALUE.update({part: VALUE[whole] for part, whole in PART_OF.items()})


def _seed_position(key: str) -> int:
    whole = PART_OF.get(key, key)
    for i, e in enumerate(ENTRIES):
        if e.key == whole:
            return i
    raise KeyError(key)


#: Keys in the order they are kept: higher value first, then the seed's order.
ORDER: dict[str, int] = {
    k: i for i, k in enumerate(sorted(VALUE, key=lambda k: (-VALUE[k], _seed_position(k))))
}
