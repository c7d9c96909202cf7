"""Club options of Ma Jiang: the appendix B/C variants and the readings of the seed's
ambiguities (shared/rules/majiang.md section 19). Each default is the golden file's reading;
:class:`Settings` turns a resolved mapping into typed attributes read once per hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from scoring.engine.errors import InvalidOptions
from scoring.engine.options import Option, OptionView

OPTIONS: tuple[Option, ...] = (
    Option(
        "table",
        "main",
        "main: evaluation and points tables of 6.1 (limit 64); alternative: appendix C "
        "(U2 and P2 worth 3 Faan, points table up to 128)",
        choices=("main", "alternative"),
        source="001 L389-L421, L586-L621",
    ),
    Option(
        "faan_laak",
        "row",
        "row: a Laak total starts on the row the points table prints it on and the Faan are "
        "added (19#1, reading A); double: the points of the Laak row double once per Faan",
        choices=("row", "double"),
        source="001 L386-L387, L412-L421",
    ),
    Option(
        "cumulation",
        "additive",
        "additive: every evaluation row that holds counts; non_cumulative: the wider row "
        "replaces the narrower (P3 for P1, W2/W4/W5 for W1, W5 for W4, B2/B3 for B1, B3 for B2)",
        choices=("additive", "non_cumulative"),
        source="001 L386, L392-L408",
    ),
    Option(
        "double_wind",
        "additive",
        "additive: a double-wind pung scores H2 + H3 + H4 (4 Faan); replaces: H4 alone (2 Faan)",
        choices=("additive", "replaces"),
        source="001 L403-L405",
    ),
    Option(
        "own_bonus",
        "per_tile",
        "per_tile: own flower and own season are 1 Faan each; once: 1 Faan for having either",
        choices=("per_tile", "once"),
        source="001 L397",
    ),
    Option(
        "replacement_concealed",
        True,
        "a win on a replacement tile (after a kong or a bonus tile, also kong on kong) counts as "
        "taken concealed: W1 and the self-draw payment",
        source="001 L395-L396, L478-L479",
    ),
    Option(
        "heaven_concealed",
        True,
        "Heaven (no winning tile) is paid like a self-drawn win; off: everyone pays single",
        source="001 L436-L438, L478",
    ),
    Option(
        "east_discarder_compound",
        True,
        "on a discard the East and discarder doublings multiply (East discarder pays 4x, East "
        "winner gets 4x from the discarder); off: one doubling only",
        source="001 L476-L479, L362",
    ),
    Option(
        "alternative_limit",
        128,
        "what a limit hand is worth under the appendix C table: 128 (its limit row) or 64 (6.1.2)",
        choices=(128, 64),
        source="001 L427, L621",
    ),
    Option(
        "penalty_laak_points",
        0,
        "points of 1 Laak in a penalty; 0 = the main points table's 1-Laak row (16), also "
        "under appendix C (whose row is 32)",
        source="001 L336, L362, L417, L617",
    ),
    Option(
        "false_sik_discarder",
        "replaces",
        "replaces: after a false Sik on a discard the discarder gets 2 Laak in all (4 if East); "
        "adds: 1 + 2 Laak",
        choices=("replaces", "adds"),
        source="001 L362",
    ),
    Option(
        "east_single",
        False,
        "payout variant: East pays and receives single (no East doubling)",
        source="001 L579",
    ),
    Option(
        "no_winning_tile_double",
        False,
        "payout variant: no doubling for a concealed winning tile nor for the discarder",
        source="001 L580",
    ),
    Option(
        "no_bonus_tiles",
        False,
        "variant without flowers and seasons (136 tiles): no bonus tile may be entered",
        source="001 L562-L564",
    ),
    Option(
        "minimum_points",
        0,
        "agreed minimum value (points) a hand needs to go out; 0 = none",
        source="001 L582-L584",
    ),
)


@dataclass(frozen=True, slots=True)
class Settings(OptionView):
    """The options as typed attributes (one object per choice of options, read in hot code);
    the fields are the declared options (checked in the tests), the properties their
    readings."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS

    table: Literal["main", "alternative"]
    faan_laak: Literal["row", "double"]
    cumulation: Literal["additive", "non_cumulative"]
    double_wind: Literal["additive", "replaces"]
    own_bonus: Literal["per_tile", "once"]
    replacement_concealed: bool
    heaven_concealed: bool
    east_discarder_compound: bool
    alternative_limit: Literal[128, 64]
    penalty_laak_points: int
    false_sik_discarder: Literal["replaces", "adds"]
    east_single: bool
    no_winning_tile_double: bool
    no_bonus_tiles: bool
    minimum_points: int

    def __post_init__(self) -> None:
        for name in ("penalty_laak_points", "minimum_points"):
            value = getattr(self, name)
            if value < 0:
                raise InvalidOptions(
                    f"option {name} is a whole number of at least 0, not {value}",
                    code="bad_option_value",
                    option=name,
                    value=str(value),
                )

    @property
    def alternative(self) -> bool:
        return self.table == "alternative"

    @property
    def faan_laak_double(self) -> bool:
        return self.faan_laak == "double"

    @property
    def additive(self) -> bool:
        return self.cumulation == "additive"

    @property
    def double_wind_additive(self) -> bool:
        return self.double_wind == "additive"

    @property
    def own_bonus_per_tile(self) -> bool:
        return self.own_bonus == "per_tile"

    @property
    def false_sik_discarder_adds(self) -> bool:
        return self.false_sik_discarder == "adds"
