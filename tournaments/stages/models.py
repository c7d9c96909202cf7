"""A tournament's stages (qualification, semi-finals, final) and who made each cut.

An event without stages is one implicit stage: everyone plays every round. With stages,
stage ``order`` 1 plays the first ``rounds`` rounds with everyone, each later stage the
next run of rounds with the ``field_size`` best of the stage before (the cut), its
results starting from the carried-over part of the stage before (docs/formats.md).
"""

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _

MAX_STAGES = 6


class CarryOver(models.TextChoices):
    NONE = "none", _("none")
    HALF = "half", _("half")
    ALL = "all", _("all")


class StageSeating(models.TextChoices):
    DRAWN = "drawn", _("drawn in advance")
    SWISS = "swiss", _("by standings, Swiss")
    FIXED = "fixed", _("by standings, fixed")


class CutRule(models.TextChoices):
    """How a tie across the cut's line is settled (the tie-break chain being exhausted)."""

    NO_TIE = "no_tie", _("no tie at the cut")
    SHARED = "shared", _("shared qualification")
    PLAYOFF = "playoff", _("play-off hand")
    LOTS = "lots", _("drawing lots")


class EntryVia(models.TextChoices):
    RANK = "rank", _("by ranking")
    SHARED = "shared", _("shared qualification")
    PLAYOFF = "playoff", _("won the play-off")
    LOTS = "lots", _("by lot")


class Stage(models.Model):
    event = models.ForeignKey(
        "tournaments.Event",
        on_delete=models.CASCADE,
        related_name="stages",
        verbose_name=_("event"),
    )
    order = models.PositiveSmallIntegerField(_("order"))
    name = models.CharField(_("name"), max_length=80)
    rounds = models.PositiveSmallIntegerField(_("number of rounds"))
    field_size = models.PositiveSmallIntegerField(
        _("field size"), null=True, blank=True, help_text=_("Empty: everyone.")
    )
    carry_over = models.CharField(
        _("carry-over"), max_length=8, choices=CarryOver.choices, default=CarryOver.NONE
    )
    seating = models.CharField(
        _("seating"), max_length=8, choices=StageSeating.choices, default=StageSeating.DRAWN
    )
    cut_made_at = models.DateTimeField(_("cut made"), null=True, blank=True, editable=False)
    cut_rule = models.CharField(
        _("tie at the cut"), max_length=8, blank=True, choices=CutRule.choices
    )
    cut_seed = models.CharField(_("seed of the lots"), max_length=32, blank=True)

    class Meta:
        verbose_name = _("stage")
        verbose_name_plural = _("stages")
        ordering = ["event", "order"]
        constraints = [
            models.UniqueConstraint(fields=["event", "order"], name="stage_order_unique"),
            models.CheckConstraint(
                condition=models.Q(order__gte=1, rounds__gte=1, rounds__lte=50),
                name="stage_order_rounds_range",
            ),
            models.CheckConstraint(
                condition=models.Q(field_size__isnull=True) | models.Q(field_size__gte=3),
                name="stage_field_size_min",
            ),
            models.CheckConstraint(
                condition=models.Q(carry_over__in=CarryOver.values), name="stage_carry_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(seating__in=StageSeating.values), name="stage_seating_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.event_id}: {self.order}. {self.name}"

    def clean(self) -> None:
        if self.order == 1 and self.field_size is not None:
            raise ValidationError({"field_size": _("The first stage is played by everyone.")})
        if self.order > 1 and self.field_size is None:
            raise ValidationError({"field_size": _("A later stage needs a field size (top N).")})


class StageEntrant(models.Model):
    """A player who made the cut into ``stage``: ``seed`` is the place in the cut's order
    (the standings of the stage before); ``via`` how (a tie settled by the director's rule
    says so)."""

    stage = models.ForeignKey(
        Stage, on_delete=models.CASCADE, related_name="entrants", verbose_name=_("stage")
    )
    member = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("member"),
    )
    guest_name = models.CharField(_("guest name"), max_length=120, blank=True)
    seed = models.PositiveSmallIntegerField(_("seed"))
    via = models.CharField(_("qualified"), max_length=8, choices=EntryVia.choices)

    class Meta:
        verbose_name = _("stage entrant")
        verbose_name_plural = _("stage entrants")
        ordering = ["stage", "seed"]
        constraints = [
            models.UniqueConstraint(fields=["stage", "seed"], name="stage_entrant_seed_unique"),
            models.CheckConstraint(
                condition=models.Q(member__isnull=False, guest_name="")
                | models.Q(member__isnull=True) & ~models.Q(guest_name=""),
                name="stage_entrant_member_or_guest",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.stage_id}: {self.seed}"

    @property
    def player_key(self) -> str:
        """The standings' key of this player (``reports.rows.Player.key``)."""
        return f"m{self.member_id}" if self.member_id is not None else f"g:{self.guest_name}"
