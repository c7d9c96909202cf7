from django.conf import settings
from django.core.validators import MaxValueValidator
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from tournaments.core.choices import Wind

EXTRA_MINUTES_MAX = 120


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
    confirmed_by_seat = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("confirmed by the player at"),
    )
    extra_minutes = models.PositiveSmallIntegerField(
        _("extra minutes"), default=0, validators=[MaxValueValidator(EXTRA_MINUTES_MAX)]
    )
    code_failures = models.PositiveSmallIntegerField(default=0, editable=False)
    code_locked_until = models.DateTimeField(null=True, blank=True, editable=False)
    # The next hand's turn (scoring.engine.progression.Turn), stored by the one writer of
    # hands (play/services/hands.py) with every hand written, corrected, deleted or restored, so
    # a read never replays the game; ``manage.py verify`` compares it with the replay.
    # Seats by position (0 = the starting East); with no hand played yet the game's first
    # turn holds whatever these say.
    turn_number = models.PositiveSmallIntegerField(_("next hand"), default=1, editable=False)
    turn_passes = models.PositiveSmallIntegerField(
        _("passes of the deal"), default=0, editable=False
    )
    turn_dealer = models.PositiveSmallIntegerField(_("next dealer"), default=0, editable=False)
    turn_prevailing_wind = models.CharField(
        _("next prevailing wind"),
        max_length=1,
        choices=Wind.choices,
        default=Wind.EAST,
        editable=False,
    )
    turn_sitting_out = models.PositiveSmallIntegerField(
        _("sits out next"), null=True, blank=True, editable=False
    )
    turn_draws = models.PositiveSmallIntegerField(
        _("hands without a winner since the last win"), default=0, editable=False
    )
    # what the ruleset carries from hand to hand beyond the turn (counters and
    # sticks on the table: ``Ruleset.carry_after``), as the next hand starts with it
    turn_carry = models.JSONField(
        _("carried to the next hand"), default=dict, blank=True, editable=False
    )

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
            models.CheckConstraint(
                condition=models.Q(confirmed_by_seat__isnull=True)
                | models.Q(confirmed_at__isnull=False),
                name="table_seat_confirmed_has_time",
            ),
            models.CheckConstraint(
                condition=models.Q(extra_minutes__lte=EXTRA_MINUTES_MAX),
                name="table_extra_minutes_range",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.round} T{self.number}"

    def get_absolute_url(self) -> str:
        """The table page (by the event's address and the round's and table's numbers)."""
        return reverse(
            "play_table",
            kwargs={
                "slug": self.round.event.slug,
                "round_number": self.round.number,
                "table_number": self.number,
            },
        )

    @property
    def is_confirmed(self) -> bool:
        """Confirmed by a second person: a user (``confirmed_by``) or a player at the
        table with their seat code (``confirmed_by_seat``)."""
        return self.confirmed_at is not None
