"""Enumerations shared by the models, the services and the scoring app."""

from django.db import models
from django.utils.translation import gettext_lazy as _


class RulesetId(models.TextChoices):
    NMB = "nmb", _("Dutch rules (NMB)")
    REDBOOK = "redbook", _("Red booklet")
    MCR = "mcr", _("Chinese Official (MCR)")
    HK = "hk", _("Hong Kong")
    MAJIANG = "majiang", _("Ma Jiang")


class TablePointsScheme(models.TextChoices):
    """Table points awarded by place at the table after a round."""

    FOUR_TWO_ONE_ZERO = "4-2-1-0", _("4-2-1-0")
    FOUR_TWO_ONE_HALF = "4-2-1-half", _("4-2-1-½")
    NONE = "none", _("No table points")


class ReseatingMode(models.TextChoices):
    """How players are seated for round 2 onwards."""

    TABLE_POINTS = "table_points", _("By table points")
    STANDINGS = "standings", _("By standings")
    RANDOM = "random", _("Random")


class Wind(models.TextChoices):
    EAST = "E", _("East")
    SOUTH = "S", _("South")
    WEST = "W", _("West")
    NORTH = "N", _("North")


class SeatWind(models.TextChoices):
    """A seat's starting wind; X is the fifth player who sits out in turns."""

    EAST = "E", _("East")
    SOUTH = "S", _("South")
    WEST = "W", _("West")
    NORTH = "N", _("North")
    FIFTH = "X", _("Fifth player")


WIND_ORDER: tuple[str, ...] = ("E", "S", "W", "N", "X")


class PenaltyMode(models.TextChoices):
    """How a penalty outside a hand counts (``Event.penalty_mode``, club default)."""

    DEDUCTED = "deducted", _("Deducted only")
    TABLE = "table", _("Paid to the other players at the table")


class SubstituteRule(models.TextChoices):
    """How a substitute's results count (``Event.substitute_rule``, club default)."""

    EMA = (
        "ema",
        _(
            "EMA rule: the substitute is not ranked; the absent player keeps only the results played before"
        ),
    )
    ABSENT_PLAYER = "absent_player", _("The substitute's results count for the absent player")


class PenaltyReason(models.TextChoices):
    """Why a referee gives a penalty outside a hand (``tournaments.penalties.REASONS``
    says which ones each ruleset offers)."""

    FALSE_CLAIM = "false_claim", _("Wrong mahjong claim (outside a hand)")
    SLOW_PLAY = "slow_play", _("Slow play")
    EXPOSED_TILE = "exposed_tile", _("Exposed tile")
    WRONG_DISCARD = "wrong_discard", _("Wrong discard")
    DISPUTE = "dispute", _("Dispute")
    UNSPORTSMANLIKE = "unsportsmanlike", _("Unsportsmanlike conduct")
    OTHER = "other", _("Other")
