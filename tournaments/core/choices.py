"""Enumerations shared by the models, the services and the scoring app."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import models
from django.utils.translation import gettext_lazy as _

from scoring.engine import available_rulesets

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


class RulesetId(models.TextChoices):
    """The shipped rulesets' ids with their names on pages (data: the defaults and the demo
    use them). The engine's registry is the source of which rulesets exist: model fields
    take their choices from :func:`ruleset_choices`, and a test checks that these match."""

    NMB = "nmb", _("Dutch rules (NMB)")
    REDBOOK = "redbook", _("Red booklet")
    MCR = "mcr", _("Chinese Official (MCR)")
    HK = "hk", _("Hong Kong")
    MAJIANG = "majiang", _("Ma Jiang")


def ruleset_label(ruleset_id: str) -> str:
    """A ruleset's name in the active language (its English name for a ruleset the
    translations do not know, e.g. one registered at run time)."""
    label = dict(RulesetId.choices).get(ruleset_id)
    if label is not None:
        return str(label)
    from scoring.engine import UnknownRuleset, get_ruleset

    try:
        return get_ruleset(ruleset_id).name_en
    except UnknownRuleset:
        return ruleset_id


def ruleset_choices() -> list[tuple[str, StrOrPromise]]:
    """Every ruleset in the engine's registry (read each time a form or a check asks, so a
    ruleset registered at run time is a valid choice without a migration)."""
    return [(r.id, dict(RulesetId.choices).get(r.id, r.name_en)) for r in available_rulesets()]


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
    """Why a referee gives a penalty outside a hand (``tournaments.penalties.reasons.REASONS``
    says which ones each ruleset offers)."""

    FALSE_CLAIM = "false_claim", _("Wrong mahjong claim (outside a hand)")
    SLOW_PLAY = "slow_play", _("Slow play")
    EXPOSED_TILE = "exposed_tile", _("Exposed tile")
    WRONG_DISCARD = "wrong_discard", _("Wrong discard")
    DISPUTE = "dispute", _("Dispute")
    UNSPORTSMANLIKE = "unsportsmanlike", _("Unsportsmanlike conduct")
    OTHER = "other", _("Other")
