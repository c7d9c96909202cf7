from django.db import models
from django.utils.translation import gettext_lazy as _


class Season(models.Model):
    """A playing year (January to December) with its calendar of club evenings."""

    club = models.ForeignKey(
        "tournaments.Club", on_delete=models.CASCADE, related_name="seasons", verbose_name=_("club")
    )
    year = models.PositiveSmallIntegerField(_("year"))

    class Meta:
        verbose_name = _("season")
        verbose_name_plural = _("seasons")
        ordering = ["club", "-year"]
        constraints = [
            models.UniqueConstraint(fields=["club", "year"], name="season_unique_per_club_year"),
            models.CheckConstraint(
                condition=models.Q(year__gte=1900, year__lte=2999), name="season_year_sane"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.club} {self.year}"
