"""Enumerations shared by the models, the services and the scoring app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import models
from django.utils.translation import gettext_lazy
from django.utils.translation import gettext_lazy as _

from scoring.element_texts import ruleset_texts
from scoring.engine import Ruleset, UnknownRuleset, get_ruleset
from scoring.engine.registry import table_rulesets

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def ruleset_label(ruleset_id: str) -> str:
    """A ruleset's name in the active language: the name its package's texts mark (its
    English name for a ruleset without texts, the id for one the registry does not know)."""
    try:
        return str(_label(get_ruleset(ruleset_id)))
    except UnknownRuleset:
        return ruleset_id


def _label(ruleset: Ruleset[Any]) -> StrOrPromise:
    texts = ruleset_texts(ruleset.id)
    return gettext_lazy(texts.name) if texts is not None else ruleset.name_en


def ruleset_choices() -> list[tuple[str, StrOrPromise]]:
    """Every ruleset in the engine's registry that plays at the table (``plays_at_table``),
    with its translated name (read each time a form or a check asks, so a ruleset registered
    at run time is a valid choice without a migration). A ruleset that only scores hands
    (``manage.py score``, files) is no choice for a club or an event."""
    return [(r.id, _label(r)) for r in table_rulesets()]


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
