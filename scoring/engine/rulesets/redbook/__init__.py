"""``redbook``: the 'rode boekje' rules (seed 003, Hart.GratisHandleiding.eu), a variant of
``nmb``: same counting, settlement and readings; its own table (:mod:`.table`), its limit L
as a club setting (option ``limit``, the page names no number: B4), no minimum of doubles
(B7), and limit hands doubled when "geheel in de hand" (B6). Played by four (the page knows
no 3- or 5-player table, flowers or fiche rounding).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, cast

from scoring.engine.hand import Condition
from scoring.engine.options import Option

from ..dutch.limits import LimitHand
from ..dutch.options import DutchOptions, not_offered
from ..nmb import Nmb
from . import table as t
from .texts import TEXTS

OPTIONS = (
    Option(
        "limit",
        2000,
        "The limit L: the value of a full limit hand and the most an ordinary hand earns (B4).",
        None,
        "003 L264-L322",
    ),
    Option("min_doubles", 0, "Doubles needed to go out; none is stated (B7).", None, "003 L90"),
    Option("cap_ordinary", True, "Ordinary hands are capped at the limit (B5).", None, "003 L264"),
    Option(
        "concealed_limit_capped",
        False,
        "A limit hand doubled for 'geheel in de hand' is capped at L (B6).",
        None,
        "003 L247",
    ),
    Option(
        "superschoon",
        "one_suit",
        "Superschoon is one suit only, or the national 'zeer schoon' (B3).",
        ("one_suit", "zeer_schoon"),
        "003 L175, L279",
    ),
    Option("round_wind_pair", False, "A pair of the round wind scores 2 (B8).", None, "003 L123"),
    Option(
        "own_round_wind_stack",
        True,
        "A pung of a wind that is own and round wind gets both doubles (B9).",
        None,
        "003 L169-L170",
    ),
    Option(
        "exclusive_doubles",
        "highest",
        "Only the highest concealed-set double and purity double count, or all add up (B10).",
        ("highest", "add"),
        "003 L166-L177",
    ),
    Option(
        "kong_roof_any",
        False,
        "Kong-roof also when the robbed tile completes a pung or the pair (B12).",
        None,
        "003 L226-L228",
    ),
    Option(
        "last_tile_discard",
        False,
        "'Laatste steen voor remise' also for the discard after the last wall tile (B13).",
        None,
        "003 L199-L201",
    ),
    Option(
        "plain_seven_pairs",
        "none",
        "Seven pairs neither schoon nor superschoon: no mahjong, or a quarter limit (B19).",
        ("none", "quarter_limit"),
        "003 L276-L279",
    ),
    Option(
        "loose_tile_self_drawn",
        False,
        "A win on the loose tile also scores the 2 for the wall (B24).",
        None,
        "003 L191, L224",
    ),
    Option(
        "rode_draak_pung",
        False,
        "Het Spel van de Rode Draak with a pung of red dragons instead of a kong (B26).",
        None,
        "003 L301",
    ),
    Option(
        "waiting_irregular",
        "higher",
        "A loser waiting for an irregular limit hand scores the higher of half its reward (B25) and its count, or always the half.",
        ("higher", "half"),
        "003 L255-L257",
    ),
    Option(
        "pe_ling",
        True,
        "Pe-ling eet cake as in the national rules: a winning c1 completes a b1 pair (B28).",
        None,
        "003 L207-L209",
    ),
    Option(
        "pe_ling_stacks",
        True,
        "Pe-ling's 10 points add to the only possible place (B28).",
        None,
        "003 L195-L209",
    ),
    Option(
        "discard_pung_open",
        True,
        "A pung completed by the winning discard counts as open.",
        None,
        "003 L83",
    ),
    Option(
        "concealed_kong_breaks_concealed",
        False,
        "A declared concealed kong spoils De Verborgen Schat and 'geheel in de hand'.",
        None,
        "003 L85, L246",
    ),
    Option(
        "open_kong_as_concealed_pung",
        False,
        "An open kong counts as a concealed pung for '3/4 dichte pungen' (the national note; not on this page).",
        None,
        "003 L171-L173",
    ),
    Option(
        "seven_pairs_four_of_a_kind",
        False,
        "Four identical tiles count as two pairs in De Zeven Tweelingen.",
        None,
        "003 L278",
    ),
)


@dataclass(frozen=True, slots=True)
class RedbookOptions(DutchOptions):
    """The red booklet's options (:data:`OPTIONS`) as typed attributes, nmb's fixed; the
    limit is the red booklet's own."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS
    fixed: ClassVar[Mapping[str, object]] = not_offered(OPTIONS)

    limit: int


class Redbook(Nmb):
    id = "redbook"
    name = "Spelregels Mahjong (het rode boekje)"
    name_en = "Red booklet rules"
    texts = TEXTS
    seed = "003"
    table_sizes: ClassVar[frozenset[int]] = frozenset({4})
    conditions = (*Nmb.conditions, Condition.FIRST_HAND_READY)  # De Gelukkige Dertien
    rules = t.RULES
    limit_hands = t.LIMIT_HANDS
    dead_hand = t.DEAD_HAND
    waiting_irregular = t.WAITING_IRREGULAR
    limit_cap = t.LIMIT_CAP
    concealed_limit = t.CONCEALED_LIMIT
    options: ClassVar[tuple[Option, ...]] = OPTIONS
    option_view: ClassVar[type[DutchOptions]] = RedbookOptions

    def limit(self, options: DutchOptions) -> int:
        return cast(RedbookOptions, options).limit

    def max_points(self, options: DutchOptions) -> int:
        """A concealed limit hand is worth 2L (B6)."""
        return self.limit(options) * 2

    def limit_value(self, hand: LimitHand, options: DutchOptions) -> int:
        return int(self.limit(options) * (hand.share or 1))


Redbook.elements = Redbook.table_elements()

RULESET = Redbook()
random_winning_deal = RULESET.random_winning_deal

__all__ = ["OPTIONS", "RULESET", "Redbook", "RedbookOptions", "random_winning_deal"]
