"""A call for the referee from a table: from the players' page, the table page or a
disputed hand; taken by a referee ("I'm coming") and resolved with a note
(docs/acceptance.md). The three times give the response times of the event's report."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class RefereeCallReason(models.TextChoices):
    CALL = "call", _("Called from the table")
    DISPUTE = "dispute", _("A hand is disputed")


class RefereeCall(models.Model):
    table = models.ForeignKey(
        "tournaments.Table",
        on_delete=models.CASCADE,
        related_name="referee_calls",
        verbose_name=_("table"),
    )
    reason = models.CharField(
        _("reason"), max_length=16, choices=RefereeCallReason.choices, default="call"
    )
    hand = models.ForeignKey(
        "tournaments.Hand",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("hand"),
    )
    called_by_seat = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("called by the player at"),
    )
    called_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("called by"),
    )
    called_at = models.DateTimeField(_("called at"))
    taken_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("taken by"),
    )
    taken_at = models.DateTimeField(_("taken at"), null=True, blank=True)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("resolved by"),
    )
    resolved_at = models.DateTimeField(_("resolved at"), null=True, blank=True)
    note = models.TextField(_("note"), blank=True, max_length=1000)

    class Meta:
        verbose_name = _("referee call")
        verbose_name_plural = _("referee calls")
        ordering = ["called_at"]
        constraints = [
            # one open call per table: a second tap (or a second phone) finds the first
            models.UniqueConstraint(
                fields=["table"],
                condition=models.Q(resolved_at__isnull=True),
                name="referee_call_one_open_per_table",
            ),
            models.CheckConstraint(
                condition=models.Q(reason__in=RefereeCallReason.values),
                name="referee_call_reason_valid",
            ),
            models.CheckConstraint(
                condition=models.Q(resolved_at__isnull=True) | models.Q(taken_at__isnull=False),
                name="referee_call_resolved_was_taken",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.table} {self.called_at:%H:%M}"

    @property
    def is_open(self) -> bool:
        return self.resolved_at is None
