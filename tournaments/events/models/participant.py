from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.clubs.models.member import member_ordering


def in_field(number: int, joined_round: int, withdrew_after_round: int | None) -> bool:
    """Whether a participant who joined in ``joined_round`` (and withdrew after
    ``withdrew_after_round``, if at all) is in the field for round ``number``."""
    return joined_round <= number and (
        withdrew_after_round is None or number <= withdrew_after_round
    )


class EventParticipant(models.Model):
    """Who plays in an event: a member of the club, or a guest by name.

    The seat draw seats the participants who are in the field for a round:
    ``joined_round`` is the first round they play (a late arrival joins after the
    rounds already played), ``withdrew_after_round`` the last one (empty: still
    playing; 0: withdrew before round 1). Participants with the same non-empty
    ``group`` (club, family) should not meet at a table.
    """

    event = models.ForeignKey(
        "tournaments.Event",
        on_delete=models.CASCADE,
        related_name="participants",
        verbose_name=_("event"),
    )
    member = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="participations",
        verbose_name=_("member"),
    )
    guest_name = models.CharField(_("guest name"), max_length=120, blank=True)
    group = models.CharField(
        _("group"),
        max_length=60,
        blank=True,
        help_text=_("Players of the same group (club, family) do not meet if it can be helped."),
    )
    joined_round = models.PositiveSmallIntegerField(_("plays from round"), default=1)
    withdrew_after_round = models.PositiveSmallIntegerField(
        _("withdrew after round"), null=True, blank=True
    )
    created_at = models.DateTimeField(_("registered"), auto_now_add=True)
    # check-in on the day (tournaments/checkin, docs/check-in.md)
    checked_in_at = models.DateTimeField(_("checked in"), null=True, blank=True)
    checked_in_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("checked in by"),
    )
    #: sha256 of the participant's personal check-in link token (the token is never stored)
    check_in_token_hash = models.CharField(max_length=64, blank=True, editable=False)

    class Meta:
        verbose_name = _("participant")
        verbose_name_plural = _("participants")
        ordering = ["event", *member_ordering("member__"), "guest_name"]
        constraints = [
            models.CheckConstraint(
                condition=(models.Q(member__isnull=False) & models.Q(guest_name=""))
                | (models.Q(member__isnull=True) & ~models.Q(guest_name="")),
                name="participant_member_xor_guest",
            ),
            models.UniqueConstraint(
                fields=["event", "member"],
                condition=models.Q(member__isnull=False),
                name="participant_member_once_per_event",
            ),
            models.UniqueConstraint(
                fields=["event", "guest_name"],
                condition=~models.Q(guest_name=""),
                name="participant_guest_once_per_event",
            ),
            models.CheckConstraint(
                condition=models.Q(joined_round__gte=1), name="participant_joined_round_positive"
            ),
            models.UniqueConstraint(
                fields=["check_in_token_hash"],
                condition=~models.Q(check_in_token_hash=""),
                name="participant_check_in_token_unique",
            ),
            models.CheckConstraint(
                condition=models.Q(withdrew_after_round__isnull=True)
                | models.Q(withdrew_after_round__gte=models.F("joined_round") - 1),
                name="participant_withdraws_after_joining",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def name(self) -> str:
        return self.member.shown_name if self.member is not None else self.guest_name

    @property
    def is_guest(self) -> bool:
        return self.member_id is None

    @property
    def active(self) -> bool:
        """Still in the field (has not withdrawn)."""
        return self.withdrew_after_round is None

    def plays_in(self, number: int) -> bool:
        """Whether the participant is in the field for round ``number``."""
        return in_field(number, self.joined_round, self.withdrew_after_round)
