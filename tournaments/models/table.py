from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Table(models.Model):
    """A table in a round; a second person may confirm its hands (``confirmed_by``)."""

    round = models.ForeignKey(
        "tournaments.Round",
        on_delete=models.CASCADE,
        related_name="tables",
        verbose_name=_("round"),
    )
    number = models.PositiveSmallIntegerField(_("number"))
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("confirmed by"),
    )
    confirmed_at = models.DateTimeField(_("confirmed at"), null=True, blank=True)

    class Meta:
        verbose_name = _("table")
        verbose_name_plural = _("tables")
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="table_number_unique"),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="table_number_positive"),
            models.CheckConstraint(
                condition=models.Q(confirmed_by__isnull=True)
                | models.Q(confirmed_at__isnull=False),
                name="table_confirmed_has_time",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.round} T{self.number}"
