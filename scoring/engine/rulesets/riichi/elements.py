"""The riichi elements: one per yaku the ``mahjong`` package finds (keyed by the package's
own name for it), plus dora, kan dora and ura dora. ``name`` is the Japanese (romaji) term
EMA players use, ``name_en`` the EMA book's English; ``value`` the han of a concealed hand
(13 for a yakuman); ``source`` the section of the EMA RCR 2025 that lists it (the yaku
list, chapter 4: 4.1 the yaku, 4.2 the yakuman; docs/rulesets/riichi.md). The han
themselves are the package's, never this table's: it is for names and records."""

from __future__ import annotations

from ...elements import Element, Unit

_YAKU = "EMA RCR 2025 4.1"
_YAKUMAN = "EMA RCR 2025 4.2"

#: package key -> (Japanese, English, han of a concealed hand, section)
_TABLE: dict[str, tuple[str, str, int, str]] = {
    "riichi": ("Riichi", "Riichi", 1, _YAKU),
    "daburu_riichi": ("Daburu riichi", "Double riichi", 2, _YAKU),
    "ippatsu": ("Ippatsu", "One-shot", 1, _YAKU),
    "tsumo": ("Menzen tsumo", "Fully concealed self-draw", 1, _YAKU),
    "pinfu": ("Pinfu", "All sequences", 1, _YAKU),
    "tanyao": ("Tanyao", "All simples", 1, _YAKU),
    "iipeiko": ("Iipeikou", "Pure double sequence", 1, _YAKU),
    "haku": ("Yakuhai haku", "White dragon triplet", 1, _YAKU),
    "hatsu": ("Yakuhai hatsu", "Green dragon triplet", 1, _YAKU),
    "chun": ("Yakuhai chun", "Red dragon triplet", 1, _YAKU),
    "seat_wind_east": ("Jikaze ton", "Seat wind triplet (East)", 1, _YAKU),
    "seat_wind_south": ("Jikaze nan", "Seat wind triplet (South)", 1, _YAKU),
    "seat_wind_west": ("Jikaze sha", "Seat wind triplet (West)", 1, _YAKU),
    "seat_wind_north": ("Jikaze pei", "Seat wind triplet (North)", 1, _YAKU),
    "round_wind_east": ("Bakaze ton", "Round wind triplet (East)", 1, _YAKU),
    "round_wind_south": ("Bakaze nan", "Round wind triplet (South)", 1, _YAKU),
    "round_wind_west": ("Bakaze sha", "Round wind triplet (West)", 1, _YAKU),
    "round_wind_north": ("Bakaze pei", "Round wind triplet (North)", 1, _YAKU),
    "haitei": ("Haitei raoyue", "Under the sea", 1, _YAKU),
    "houtei": ("Houtei raoyui", "Under the river", 1, _YAKU),
    "rinshan": ("Rinshan kaihou", "After a quad", 1, _YAKU),
    "chankan": ("Chankan", "Robbing a quad", 1, _YAKU),
    "sanshoku": ("Sanshoku doujun", "Mixed triple sequence", 2, _YAKU),
    "ittsu": ("Ittsu", "Pure straight", 2, _YAKU),
    "chantai": ("Chanta", "Half outside hand", 2, _YAKU),
    "honroto": ("Honroutou", "All terminals and honours", 2, _YAKU),
    "toitoi": ("Toitoi", "All triplets", 2, _YAKU),
    "sanankou": ("San ankou", "Three concealed triplets", 2, _YAKU),
    "sankantsu": ("San kantsu", "Three quads", 2, _YAKU),
    "sanshoku_douko": ("Sanshoku doukou", "Triple triplets", 2, _YAKU),
    "chiitoitsu": ("Chiitoitsu", "Seven pairs", 2, _YAKU),
    "shosangen": ("Shousangen", "Little three dragons", 2, _YAKU),
    "honitsu": ("Honitsu", "Half flush", 3, _YAKU),
    "junchan": ("Junchan", "Fully outside hand", 3, _YAKU),
    "ryanpeiko": ("Ryanpeikou", "Twice pure double sequence", 3, _YAKU),
    "chinitsu": ("Chinitsu", "Full flush", 6, _YAKU),
    "renhou": ("Renhou", "Blessing of man", 5, "EMA RCR 2025 4.2.4"),
    "dora": ("Dora", "Dora", 1, "EMA RCR 2025 1.3"),
    "ura_dora": ("Ura dora", "Ura dora", 1, "EMA RCR 2025 1.3"),
    # a house option: neither 2025 book plays red fives (EMA RCR 2025 1.3)
    "aka_dora": ("Aka dora", "Red five", 1, "EMA RCR 2025 1.3"),
    "kokushi": ("Kokushi musou", "Thirteen orphans", 13, _YAKUMAN),
    "daburu_kokushi": (
        "Kokushi musou",
        "Thirteen orphans (13-sided wait)",
        13,
        "EMA RCR 2025 4.2.6",
    ),
    "chuuren_poutou": ("Chuuren poutou", "Nine gates", 13, _YAKUMAN),
    "daburu_chuuren_poutou": (
        "Chuuren poutou",
        "Nine gates (9-sided wait)",
        13,
        "EMA RCR 2025 4.2.6",
    ),
    "suuankou": ("Suuankou", "Four concealed triplets", 13, _YAKUMAN),
    "suuankou_tanki": ("Suuankou", "Four concealed triplets (pair wait)", 13, "EMA RCR 2025 4.2.6"),
    "daisangen": ("Daisangen", "Big three dragons", 13, _YAKUMAN),
    "shosuushi": ("Shousuushii", "Little four winds", 13, _YAKUMAN),
    "daisuushi": ("Daisuushii", "Big four winds", 13, _YAKUMAN),
    "ryuisou": ("Ryuuiisou", "All green", 13, _YAKUMAN),
    "suukantsu": ("Suukantsu", "Four quads", 13, _YAKUMAN),
    "tsuisou": ("Tsuuiisou", "All honours", 13, _YAKUMAN),
    "chinroto": ("Chinroutou", "All terminals", 13, _YAKUMAN),
    "tenhou": ("Tenhou", "Blessing of heaven", 13, _YAKUMAN),
    "chiihou": ("Chiihou", "Blessing of earth", 13, _YAKUMAN),
}

#: the yakuman among them (their value is a limit, not han)
YAKUMAN_KEYS = frozenset(k for k, (_, _, han, s) in _TABLE.items() if han == 13)

ELEMENTS: dict[str, Element] = {
    key: Element(
        f"riichi.{key}",
        japanese,
        english,
        han,
        Unit.LIMIT if key in YAKUMAN_KEYS else Unit.HAN,
        source,
    )
    for key, (japanese, english, han, source) in _TABLE.items()
}

#: what the package keeps apart, the higher in each pair taking the lower's place (its
#: HandCalculator: chinitsu or honitsu, ryanpeikou or iipeikou, double riichi or riichi,
#: a wait's yakuman or the plain one, junchan over chanta [EMA RCR 2025 4.1])
_PAIRS = {
    "chinitsu": ("honitsu",),
    "ryanpeiko": ("iipeiko",),
    "daburu_riichi": ("riichi",),
    "junchan": ("chantai",),
    "daburu_kokushi": ("kokushi",),
    "daburu_chuuren_poutou": ("chuuren_poutou",),
    "suuankou_tanki": ("suuankou",),
}
#: the yaku and dora a yakuman takes the place of (EMA RCR 2025 4.2)
_BELOW_YAKUMAN = tuple(k for k in _TABLE if k not in YAKUMAN_KEYS)


def excludes_of(element_id: str) -> tuple[str, ...]:
    """The ids of the elements ``element_id`` takes the place of."""
    key = element_id.split(".", 1)[1]
    below = _BELOW_YAKUMAN if key in YAKUMAN_KEYS else ()
    return tuple(f"riichi.{k}" for k in (*_PAIRS.get(key, ()), *below))
