from django.core.validators import MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _


class Season(models.Model):
    """A playing year (January to December) with its calendar of club evenings."""

    club = models.ForeignKey(
        "tournaments.Club", on_delete=models.CASCADE, related_name="seasons", verbose_name=_("club")
    )
    year = models.PositiveSmallIntegerField(_("year"))
    # Season standings options (tournaments.reports.standings.SeasonOptions).
    best_evenings = models.PositiveSmallIntegerField(
        _("best evenings that count"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1)],
        help_text=_("Only a player's best N evenings count. Empty: all evenings."),
    )
    attendance_bonus = models.DecimalField(
        _("bonus per evening attended"),
        max_digits=5,
        decimal_places=2,
        default=0,
        validators=[MinValueValidator(0)],
        help_text=_("Table points added for every evening a player attended."),
    )
    min_evenings = models.PositiveSmallIntegerField(
        _("minimum attendance to qualify"),
        default=0,
        help_text=_("Players with fewer evenings are listed below the qualified players."),
    )
    min_players = models.PositiveSmallIntegerField(
        _("minimum players for an evening to count"),
        default=0,
        help_text=_("Evenings with fewer players do not count for the season."),
    )

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
