"""A result from a tournament outside the site, imported from a file for the MERS ranking."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class ExternalResult(models.Model):
    """One player's place in a tournament played elsewhere (a row of an imported file).

    ``member`` is the club's member with the row's EMA number, found when it was imported;
    without one the result counts for ``player_name`` (an unmatched name). The tournament's
    facts (days, players, countries, qualification) are the row's, as MERS weighs them.
    """

    club = models.ForeignKey(
        "tournaments.Club",
        on_delete=models.CASCADE,
        related_name="external_results",
        verbose_name=_("club"),
    )
    tournament = models.CharField(_("tournament"), max_length=160)
    start_date = models.DateField(_("start date"))
    days = models.PositiveSmallIntegerField(_("days"))
    players = models.PositiveSmallIntegerField(_("players"))
    countries = models.PositiveSmallIntegerField(_("countries"))
    qualifying = models.BooleanField(_("qualifying tournament"), default=False)
    player_name = models.CharField(_("player"), max_length=120)
    ema_number = models.CharField(_("EMA number"), max_length=12, blank=True)
    member = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="external_results",
        verbose_name=_("member"),
    )
    position = models.PositiveSmallIntegerField(_("position"))
    #: the EMA ranking it counts in (an EMA-ranked ruleset's id); empty: the first one, as
    #: for the results imported before a file named its ruleset
    ruleset = models.CharField(_("ranking"), max_length=16, blank=True, default="")
    imported_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("imported by"),
    )
    created_at = models.DateTimeField(_("imported"), auto_now_add=True)

    class Meta:
        verbose_name = _("external result")
        verbose_name_plural = _("external results")
        ordering = ["-start_date", "tournament", "position", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(days__gte=1)
                & models.Q(players__gte=2)
                & models.Q(countries__gte=1)
                & models.Q(position__gte=1)
                & models.Q(position__lte=models.F("players")),
                name="external_result_facts_valid",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.tournament} {self.start_date}: {self.player_name} {self.position}"
