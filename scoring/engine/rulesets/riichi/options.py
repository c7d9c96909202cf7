"""The riichi options: the rule book (EMA RCR 2025 or WRC 2025) and the house options where
clubs differ, each "as the rule book says" by default. Sources: docs/rulesets/riichi.md."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from ...options import Option, OptionView

EMA = "ema"
WRC = "wrc"
AS_RULES = "rules"
HANCHAN = "hanchan"
TONPUUSEN = "tonpuusen"

OPTIONS = (
    Option(
        "rules",
        EMA,
        "The rule book: EMA Riichi Competition Rules 2025 or WRC Rules 2025.",
        (EMA, WRC),
        "EMA RCR 2025; WRC Rules 2025",
    ),
    Option(
        "game_length",
        HANCHAN,
        "A game is a hanchan (East and South round, both 2025 books) or a tonpuusen (East only).",
        (HANCHAN, TONPUUSEN),
        "EMA RCR 2025 3.7; WRC 2025",
    ),
    Option(
        "kiriage",
        AS_RULES,
        "4 han 30 fu and 3 han 60 fu are paid as a mangan (both 2025 books: yes).",
        (AS_RULES, "yes", "no"),
        "EMA RCR 2025 4.1.2; WRC 2025 13.4",
    ),
    Option(
        "double_wind_pair_fu",
        AS_RULES,
        "A pair of a wind that is both seat and round wind: 2 fu (both 2025 books) or 4.",
        (AS_RULES, "2", "4"),
        "EMA RCR 2025 4.1.1; WRC 2025 11.3",
    ),
    Option(
        "several_ron",
        AS_RULES,
        "Several players ron one discard: all win (EMA) or head bump (WRC).",
        (AS_RULES, "all", "head_bump"),
        "EMA RCR 2025 3.3.1; WRC 2025",
    ),
    Option(
        "counted_yakuman",
        AS_RULES,
        "13 han or more without a yakuman: a counted yakuman (WRC) or sanbaiman (EMA).",
        (AS_RULES, "yes", "no"),
        "EMA RCR 2025 4.1.2; WRC 2025 11.2",
    ),
    Option(
        "yakuman_add_up",
        AS_RULES,
        "Two yakuman in one hand are paid twice (WRC) or once (EMA).",
        (AS_RULES, "yes", "no"),
        "EMA RCR 2025 4.2; WRC 2025 9.1",
    ),
    Option(
        "open_tanyao",
        True,
        "All simples counts in an open hand (kuitan; both 2025 books: yes).",
        None,
        "EMA RCR 2025 4.1; WRC 2025",
    ),
    Option(
        "red_fives",
        False,
        "Red fives (aka dora), one per suit: each red five held is one dora han "
        "(neither 2025 book plays them).",
        None,
        "EMA RCR 2025 1.3; WRC 2025",
    ),
    Option(
        "nagashi_mangan",
        False,
        "Nagashi mangan: at an exhaustive draw a player whose discards were all terminals and "
        "honours, none called, is paid a mangan as by self-draw (neither 2025 book has it).",
        None,
        "EMA RCR 2025 3.4, 4.2; WRC 2025",
    ),
    # facts of one hand entered by han and fu (quick entry), not house rules
    Option("fu", 30, "Quick entry: the hand's fu.", None, "EMA RCR 2025 4.1.1", per_hand=True),
    Option(
        "yakuman",
        0,
        "Quick entry: the yakuman the hand holds (0: none).",
        None,
        "EMA RCR 2025 4.2",
        per_hand=True,
    ),
    # what the table carries to this hand (counters, sticks), filled from its history
    Option(
        "honba",
        0,
        "The counters on the table (from the table's history).",
        None,
        "EMA RCR 2025 3.4.4",
        per_hand=True,
    ),
    Option(
        "riichi_sticks",
        0,
        "The riichi sticks on the table from earlier hands (from the table's history).",
        None,
        "EMA RCR 2025 3.3.10",
        per_hand=True,
    ),
)


@dataclass(frozen=True, slots=True)
class RiichiOptions(OptionView):
    """The riichi options as typed attributes; the ``*_on`` properties read a house option
    together with the rule book it leaves to."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS

    rules: Literal["ema", "wrc"]
    game_length: Literal["hanchan", "tonpuusen"]
    kiriage: Literal["rules", "yes", "no"]
    double_wind_pair_fu: Literal["rules", "2", "4"]
    several_ron: Literal["rules", "all", "head_bump"]
    counted_yakuman: Literal["rules", "yes", "no"]
    yakuman_add_up: Literal["rules", "yes", "no"]
    open_tanyao: bool
    red_fives: bool
    nagashi_mangan: bool
    fu: int
    yakuman: int
    honba: int
    riichi_sticks: int

    @property
    def wind_rounds(self) -> int:
        # a hanchan plays the East and the South round (EMA RCR 2025 3.7), a tonpuusen East
        return 1 if self.game_length == TONPUUSEN else 2

    @property
    def kiriage_on(self) -> bool:
        # both 2025 books round 4/30 and 3/60 up to a mangan
        return self.kiriage != "no"

    @property
    def double_wind_fu(self) -> int:
        # EMA RCR 2025 4.1.1 and WRC 2025 11.3: 2 fu (the EMA 2016 book had 4)
        return 4 if self.double_wind_pair_fu == "4" else 2

    @property
    def head_bump(self) -> bool:
        if self.several_ron == AS_RULES:
            return self.rules == WRC
        return self.several_ron == "head_bump"

    @property
    def counted_yakuman_on(self) -> bool:
        if self.counted_yakuman == AS_RULES:
            return self.rules == WRC
        return self.counted_yakuman == "yes"

    @property
    def yakuman_add_up_on(self) -> bool:
        if self.yakuman_add_up == AS_RULES:
            return self.rules == WRC
        return self.yakuman_add_up == "yes"

    @property
    def four_kongs_pao(self) -> bool:
        # WRC 2025 9.1.1 makes the feeder of a fourth kong liable; EMA 3.3.7 does not
        return self.rules == WRC

    @property
    def sticks_to_game_winner(self) -> bool:
        # EMA RCR 2025 3.7: sticks left at the game's end go to its winner; WRC: unclaimed
        return self.rules == EMA
