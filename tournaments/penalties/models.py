from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.core.choices import PenaltyMode, PenaltyReason


class Penalty(models.Model):
    """Points a referee takes from a player at a table in a round, outside any hand
    (slow play, an exposed tile, a dispute…). Never deleted: a cancelled penalty keeps its
    row with who cancelled it and why; only active penalties count.

    ``shares`` is what the penalty did to each seat of the table, keyed by seat wind
    (``{"E": -10}`` when deducted only; ``{"E": -9, "S": 3, "W": 3, "N": 3}`` when paid to
    the table), computed once by ``penalties.services.penalties.penalty_shares`` and checked by
    ``verify``.
    """

    table = models.ForeignKey(
        "tournaments.Table",
        on_delete=models.CASCADE,
        related_name="penalties",
        verbose_name=_("table"),
    )
    seat = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.PROTECT,
        related_name="penalties",
        verbose_name=_("player"),
    )
    points = models.PositiveIntegerField(_("points"))
    reason = models.CharField(_("reason"), max_length=32, choices=PenaltyReason.choices)
    note = models.CharField(_("note"), max_length=300, blank=True)
    mode = models.CharField(_("counts as"), max_length=16, choices=PenaltyMode.choices)
    shares = models.JSONField(_("shares"), default=dict)
    given_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("given by"),
    )
    given_at = models.DateTimeField(_("given at"))
    cancelled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("cancelled by"),
    )
    cancelled_at = models.DateTimeField(_("cancelled at"), null=True, blank=True)
    cancel_reason = models.CharField(_("reason for cancelling"), max_length=300, blank=True)

    class Meta:
        verbose_name = _("penalty")
        verbose_name_plural = _("penalties")
        ordering = ["table", "given_at", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(points__gte=1), name="penalty_points_positive"
            ),
            models.CheckConstraint(
                condition=models.Q(mode__in=PenaltyMode.values), name="penalty_mode_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.table} {self.seat.wind}: -{self.points}"

    @property
    def active(self) -> bool:
        return self.cancelled_at is None
