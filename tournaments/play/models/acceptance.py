"""Hand by hand acceptance (the event's ``hand_acceptance`` "per hand"): after each saved hand
another player at the table accepts it on their phone or disputes it, and a referee settles
a dispute (docs/acceptance.md).

A hand with no ``HandCheck`` was entered under per-table acceptance and is not provisional.
"""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class HandCheckState(models.TextChoices):
    PENDING = "pending", _("Waiting for a player to accept it")
    ACCEPTED = "accepted", _("Accepted by a player")
    DISPUTED = "disputed", _("Disputed: the referee is called")
    SETTLED = "settled", _("Settled by the referee")


UNACCEPTED = (HandCheckState.PENDING, HandCheckState.DISPUTED)
"""The states in which a hand counts as provisional."""


class HandCheck(models.Model):
    """Whether another player at the table has vouched for one hand."""

    hand = models.OneToOneField(
        "tournaments.Hand",
        on_delete=models.CASCADE,
        related_name="acceptance",
        verbose_name=_("hand"),
    )
    entered_by_seat = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("entered by the player at"),
    )
    state = models.CharField(
        pgettext_lazy("hand acceptance", "state"),
        max_length=16,
        choices=HandCheckState.choices,
        default=HandCheckState.PENDING,
    )
    decided_by_seat = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("accepted or disputed by the player at"),
    )
    settled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("settled by"),
    )
    decided_at = models.DateTimeField(_("decided at"), null=True, blank=True)
    note = models.CharField(_("note"), max_length=300, blank=True)

    class Meta:
        verbose_name = _("hand acceptance")
        verbose_name_plural = _("hand acceptances")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(state__in=HandCheckState.values), name="hand_check_state_valid"
            ),
            # nobody accepts their own entry (NULLs compare as unknown: the check holds)
            models.CheckConstraint(
                condition=~models.Q(decided_by_seat=models.F("entered_by_seat")),
                name="hand_check_not_own_entry",
            ),
            models.CheckConstraint(
                condition=models.Q(state=HandCheckState.PENDING)
                | models.Q(decided_at__isnull=False),
                name="hand_check_decided_has_time",
            ),
        ]
        indexes = [models.Index(fields=["state"])]

    def __str__(self) -> str:
        return f"{self.hand}: {self.state}"

    @property
    def is_provisional(self) -> bool:
        return self.state in UNACCEPTED
