"""The Dutch rule books' options as one typed view: the counting code is shared by nmb and
the red booklet, so :class:`DutchOptions` has a field for every option either offers. A rule
book declares its own options (:class:`~scoring.engine.options.Option`, with the defaults)
and plays the others' fixed: :data:`NOT_OFFERED` is what the shared code plays when a rule
book does not offer an option (each value is the reading of the book that lacks it)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from scoring.engine.options import Option, OptionView

#: an option's value in a Dutch rule book that does not offer it
NOT_OFFERED: Mapping[str, object] = MappingProxyType(
    {
        # nmb's options: the red booklet plays
        "alleen_pungs": True,
        "cap_losers": True,
        "flowers": False,
        "flowers_losers": True,
        "green_dragon_round": False,
        "heersende_wind": "round",
        "jade_b1": False,
        "kong_on_kong": "replace",
        "kop_en_staart_kongs": True,
        "kronkelende_slang": 1000,
        "nine_gates": "irregular",
        "only_possible": "literal",
        "regular_limit_at_least_ordinary": False,
        "regular_limit_minimum": True,
        "round_to_tens": "off",
        "schoon_terminals_only": True,
        "special_tile_doubles": "replace",
        "zeer_schone_tweelingen": "one_suit",
        # the red booklet's options: nmb plays
        "cap_ordinary": True,
        "concealed_limit_capped": False,
        "kong_roof_any": False,
        "last_tile_discard": False,
        "own_round_wind_stack": True,
        "plain_seven_pairs": "none",
        "rode_draak_pung": False,
        "round_wind_pair": False,
        "superschoon": "one_suit",
    }
)


def not_offered(declared: Iterable[Option]) -> Mapping[str, object]:
    """The fixed values of the shared fields a rule book with ``declared`` does not offer."""
    names = {o.name for o in declared}
    return MappingProxyType({k: v for k, v in NOT_OFFERED.items() if k not in names})


@dataclass(frozen=True, slots=True)
class DutchOptions(OptionView):
    """The options the shared Dutch code reads (a rule book's view adds its own); built once
    per choice of options and handed to the table's predicates and the limit hands."""

    alleen_pungs: bool
    cap_losers: bool
    cap_ordinary: bool
    concealed_kong_breaks_concealed: bool
    concealed_limit_capped: bool
    discard_pung_open: bool
    exclusive_doubles: Literal["highest", "add"]
    flowers: bool
    flowers_losers: bool
    green_dragon_round: bool
    heersende_wind: Literal["round", "east"]
    jade_b1: bool
    kong_on_kong: Literal["replace", "add"]
    kong_roof_any: bool
    kop_en_staart_kongs: bool
    kronkelende_slang: Literal[1000, 2000]
    last_tile_discard: bool
    loose_tile_self_drawn: bool
    min_doubles: int
    nine_gates: Literal["irregular", "regular"]
    only_possible: Literal["literal", "legal_waits"]
    open_kong_as_concealed_pung: bool
    own_round_wind_stack: bool
    pe_ling: bool
    pe_ling_stacks: bool
    plain_seven_pairs: Literal["none", "quarter_limit"]
    regular_limit_at_least_ordinary: bool
    regular_limit_minimum: bool
    rode_draak_pung: bool
    round_to_tens: Literal["off", "nearest"]
    round_wind_pair: bool
    schoon_terminals_only: bool
    seven_pairs_four_of_a_kind: bool
    special_tile_doubles: Literal["replace", "add"]
    superschoon: Literal["one_suit", "zeer_schoon"]
    waiting_irregular: Literal["higher", "half"]
    zeer_schone_tweelingen: Literal["one_suit", "any_suits"]
