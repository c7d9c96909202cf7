"""The help beside the entry form's tile fields: how to type tiles in the product's
notation (``scoring.notation``), with or without the bonus tiles a ruleset plays
(``Ruleset.has_bonus_tiles``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

NOTATION_HELP = _(
    "Groups separated by |. A set starts with pung, kong, chow or pair (a * after it: "
    "concealed, e.g. kong* Rd); one tile is enough (pung b3 = b3 b3 b3, chow c2 = c2 c3 c4). "
    "Other tiles are the hand; f1–f4 and s1–s4 are bonus tiles; “dead” marks a dead hand. "
    "Tiles: b1–b9 bamboo, c1–c9 circles, k1–k9 characters, E S W N, Rd Gd Wd."
)
#: the same help at a table that plays no flowers or seasons (``Ruleset.has_bonus_tiles``)
NOTATION_HELP_NO_BONUS = _(
    "Groups separated by |. A set starts with pung, kong, chow or pair (a * after it: "
    "concealed, e.g. kong* Rd); one tile is enough (pung b3 = b3 b3 b3, chow c2 = c2 c3 c4). "
    "Other tiles are the hand; “dead” marks a dead hand. "
    "Tiles: b1–b9 bamboo, c1–c9 circles, k1–k9 characters, E S W N, Rd Gd Wd."
)
NOTATION_SEPARATORS_HELP = _(
    "Spaces, commas or nothing between tiles are all fine: c2 c3 c4, c2,c3,c4 and c2c3c4 are "
    "the same; a set word starts a new set (c2 c3 c4 pung b3), and pung b3, c2 c3 c4 is a "
    "pung of b3 followed by three tiles in the hand."
)
