from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tournaments.events.models.event import ROUND_MINUTES_MAX


class RoundStatus(models.TextChoices):
    PLANNED = "planned", _("Planned")
    IN_PROGRESS = "in_progress", _("In progress")
    CLOSED = "closed", pgettext_lazy("round", "Closed")


class Round(models.Model):
    """One round of an event: every player sits at one table for its duration."""

    event = models.ForeignKey(
        "tournaments.Event",
        on_delete=models.CASCADE,
        related_name="rounds",
        verbose_name=_("event"),
    )
    number = models.PositiveSmallIntegerField(_("number"))
    starts_at = models.DateTimeField(_("planned start"), null=True, blank=True)
    ends_at = models.DateTimeField(_("planned end"), null=True, blank=True)
    started_at = models.DateTimeField(_("clock started"), null=True, blank=True, editable=False)
    minutes = models.PositiveSmallIntegerField(
        _("length (minutes)"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(ROUND_MINUTES_MAX)],
        help_text=_("Empty: the event's round length."),
    )
    status = models.CharField(
        _("status"), max_length=16, choices=RoundStatus.choices, default=RoundStatus.PLANNED
    )

    class Meta:
        verbose_name = _("round")
        verbose_name_plural = _("rounds")
        ordering = ["event", "number"]
        constraints = [
            models.UniqueConstraint(fields=["event", "number"], name="round_number_unique"),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="round_number_positive"),
            models.CheckConstraint(
                condition=models.Q(starts_at__isnull=True)
                | models.Q(ends_at__isnull=True)
                | models.Q(ends_at__gt=models.F("starts_at")),
                name="round_ends_after_start",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=RoundStatus.values), name="round_status_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.event.name} – R{self.number}"

    @property
    def slot_minutes(self) -> int | None:
        """The planned slot's length in whole minutes (``starts_at`` to ``ends_at``, the
        seat draw's share of the event's time); None without a slot."""
        if self.starts_at is None or self.ends_at is None or self.ends_at <= self.starts_at:
            return None
        return min(int((self.ends_at - self.starts_at).total_seconds() // 60), ROUND_MINUTES_MAX)

    @property
    def default_minutes(self) -> int:
        """The round clock's length unless the round sets its own: its planned slot, else
        the event's ``round_minutes``. One source, so the clock ends with the slot."""
        return self.slot_minutes or self.event.round_minutes

    @property
    def length_minutes(self) -> int:
        """The round clock's length: the round's own ``minutes``, else :attr:`default_minutes`."""
        return self.minutes or self.default_minutes
