"""The entry form's choices: the results, the ways of winning, the entry modes, and the
self-drawn answer to "Discarded by"."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from scoring.engine.hand import Condition

RESULT_KINDS = [
    ("win", _("Mahjong")),
    ("draw", pgettext_lazy("hand result", "Draw")),
    ("false_mahjong", _("False mahjong")),
    ("dead_wall", _("Dead wall")),
]
CONDITIONS = [
    (Condition.LAST_WALL_TILE.value, _("Last tile of the wall")),
    (Condition.KONG_REPLACEMENT.value, _("Kong replacement tile")),
    (Condition.KONG_ON_KONG.value, _("Kong on kong")),
    (Condition.ROBBING_KONG.value, _("Robbing a kong")),
    (Condition.HEAVEN.value, _("Heavenly hand")),
    (Condition.EARTH.value, _("Earthly hand")),
    (Condition.FIRST_DISCARD.value, _("On the first discard")),
    (Condition.ONLY_POSSIBLE_TILE.value, _("Only possible tile")),
    (Condition.BONUS_REPLACEMENT.value, _("Replacement tile for a flower or season")),
    (
        Condition.FIRST_HAND_READY.value,
        _("Waiting from the first hand, announced (De Gelukkige Dertien)"),
    ),
]
MODES = [("tiles", _("Tiles")), ("quick", _("Totals only"))]
#: the "Discarded by" choice of a self-drawn win: an explicit answer, never the default, so
#: a forgotten choice is an error rather than a self-drawn settlement
SELF_DRAWN = "self"

__all__ = ["CONDITIONS", "MODES", "RESULT_KINDS", "SELF_DRAWN"]
