"""``nmb``: the rules of the Nederlandse Mahjong Bond (seed 000, Mahjong Club Groene Hart,
11-3-2011). Every player's hand scores; see :mod:`scoring.engine.rulesets.dutch` for how
points, doubles, limits and settlement work. The table is :mod:`.table`; the options are the
club's house rules and the readings of the seed's ambiguities (shared/rules/nmb.md §18)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from scoring.engine.options import Option

from ..dutch.base import DutchRuleset
from ..dutch.limits import LimitHand
from ..dutch.options import DutchOptions, not_offered
from ..dutch.table import Rule
from . import table as t
from .texts import TEXTS

OPTIONS = (
    Option(
        "round_to_tens",
        "off",
        "Fiche rounding: each hand score rounded to the nearest ten after the doubles, half up (A17).",
        ("off", "nearest"),
        "000 L394",
    ),
    Option(
        "min_doubles",
        2,
        "Doubles needed to go out; irregular limit hands are exempt.",
        None,
        "000 L119",
    ),
    Option(
        "flowers",
        False,
        "Play with flowers and seasons: 4 points each, a double for an own one or a full set.",
        None,
        "000 L536-L546",
    ),
    Option(
        "flowers_losers",
        True,
        "With flowers, losers score their bonus tiles too (A24).",
        None,
        "000 L540",
    ),
    Option(
        "green_dragon_round",
        False,
        "Green dragon round (3- and 5-player tables): no round wind; a Gd pung/kong earns a double.",
        None,
        "000 L558, L585",
    ),
    Option(
        "nine_gates",
        "irregular",
        "Negen poorten is an irregular limit hand (a waiting one earns half) or a regular one (A1).",
        ("irregular", "regular"),
        "000 L283-L284, L398-L402, L682",
    ),
    Option(
        "kronkelende_slang",
        1000,
        "Value of Kronkelende slang: 1000 (body) or 2000 (card) (A2).",
        (1000, 2000),
        "000 L302, L494, L692-L694",
    ),
    Option(
        "jade_b1",
        False,
        "Jade spel may hold b1 (L426) besides b2 b3 b4 b6 b8 and Gd (A3).",
        None,
        "000 L297, L426, L695",
    ),
    Option(
        "only_possible",
        "literal",
        "Only possible tile: any other completing tile spoils it (literal), or only one that gives a valid mahjong (A4).",
        ("literal", "legal_waits"),
        "000 L267, L309",
    ),
    Option(
        "regular_limit_minimum",
        True,
        "Regular limit hands need the minimum of doubles too; off: only ordinary hands do (A5).",
        None,
        "000 L119",
    ),
    Option(
        "alleen_pungs",
        True,
        "The card's 'alleen pungs' double for the winner (A6).",
        None,
        "000 L676",
    ),
    Option(
        "exclusive_doubles",
        "highest",
        "Footnote 4: only the highest of the concealed-set doubles and of the purity doubles counts, or all add up (A7).",
        ("highest", "add"),
        "000 L276",
    ),
    Option(
        "special_tile_doubles",
        "replace",
        "c1 as last wall tile / c5 as loose tile: 3 doubles in total (replace) or 1 + 3 (add) (A8).",
        ("replace", "add"),
        "000 L271-L274, L666, L668",
    ),
    Option(
        "kong_on_kong",
        "replace",
        "Kong op kong: 2 doubles in total (replace) or added to the loose-tile double (add) (A9).",
        ("replace", "add"),
        "000 L273, L280",
    ),
    Option(
        "loose_tile_self_drawn",
        True,
        "A win on a loose tile also scores 'zelf gepakt van muur' (A10).",
        None,
        "000 L268, L273",
    ),
    Option(
        "pe_ling",
        True,
        "Pe-ling eet cake: a winning c1 may complete a b1 pair.",
        None,
        "000 L270, L311, L577",
    ),
    Option(
        "pe_ling_stacks",
        True,
        "Pe-ling's 10 points add to pair completion and only possible tile (A11).",
        None,
        "000 L223, L270",
    ),
    Option(
        "discard_pung_open",
        True,
        "A pung completed by the winning discard counts as open (A12).",
        None,
        "000 L210-L211",
    ),
    Option(
        "concealed_kong_breaks_concealed",
        False,
        "A declared concealed kong spoils 'geheel verborgen spel' (A13).",
        None,
        "000 L142, L260, L680",
    ),
    Option(
        "heersende_wind",
        "round",
        "'Heersende wind' in the tables is the round wind, or always East (A14).",
        ("round", "east"),
        "000 L176, L341, L365, L561",
    ),
    Option(
        "cap_losers", True, "The 2000 limit caps losers' hands as well (A15).", None, "000 L217"
    ),
    Option(
        "regular_limit_at_least_ordinary",
        False,
        "A regular limit hand earns its ordinary count when that is higher (A16).",
        None,
        "000 L221",
    ),
    Option(
        "schoon_terminals_only",
        True,
        "A hand of only 1s and 9s (no honours, several suits) is schoon spel (A18).",
        None,
        "000 L255, L652",
    ),
    Option(
        "zeer_schone_tweelingen",
        "one_suit",
        "Zeer schone tweelingen: honours with the terminals of one suit, or of any suits (A19).",
        ("one_suit", "any_suits"),
        "000 L291, L520, L704",
    ),
    Option(
        "seven_pairs_four_of_a_kind",
        False,
        "Four identical tiles count as two pairs in the tweelingen (A21).",
        None,
        "000 L504-L532",
    ),
    Option(
        "kop_en_staart_kongs",
        True,
        "Kongs count as pungs in Kop en staart (A22).",
        None,
        "000 L300, L434",
    ),
    Option(
        "waiting_irregular",
        "higher",
        "A loser waiting for an irregular limit hand scores the higher of half its value and its count, or always the half (A29).",
        ("higher", "half"),
        "000 L168, L219, L321",
    ),
    Option(
        "open_kong_as_concealed_pung",
        True,
        "An open kong counts as a concealed pung for drie/vier pungs dicht (A30).",
        None,
        "000 L251, L253",
    ),
)


@dataclass(frozen=True, slots=True)
class NmbOptions(DutchOptions):
    """nmb's options (:data:`OPTIONS`) as typed attributes, the red booklet's fixed."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS
    fixed: ClassVar[Mapping[str, object]] = not_offered(OPTIONS)


class Nmb(DutchRuleset):
    id = "nmb"
    name = "Spelregels volgens Nederlandse Mahjong Bond"
    name_en = "Dutch Mahjong Association rules"
    texts = TEXTS
    seed = "000"
    # declared as the base does, so that redbook's tables (of other lengths) override them
    rules: ClassVar[tuple[Rule, ...]] = t.RULES
    limit_hands: ClassVar[tuple[LimitHand, ...]] = t.LIMIT_HANDS
    dead_hand = t.DEAD_HAND
    waiting_irregular = t.WAITING_IRREGULAR
    limit_cap = t.LIMIT_CAP
    options: ClassVar[tuple[Option, ...]] = OPTIONS
    option_view: ClassVar[type[DutchOptions]] = NmbOptions

    def limit_value(self, hand: LimitHand, options: DutchOptions) -> int:
        if hand.element is t.WINDING_SNAKE:
            return options.kronkelende_slang
        return super().limit_value(hand, options)

    def is_irregular(self, hand: LimitHand, options: DutchOptions) -> bool:
        if hand.element is t.NINE_GATES:
            return options.nine_gates == "irregular"
        return hand.irregular


Nmb.elements = Nmb.table_elements()

RULESET = Nmb()
random_winning_deal = RULESET.random_winning_deal

__all__ = ["OPTIONS", "RULESET", "Nmb", "NmbOptions", "random_winning_deal"]
