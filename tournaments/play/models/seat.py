from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.core.choices import SeatWind

MIN_SEATS_PER_TABLE = 3
MAX_SEATS_PER_TABLE = 5


class Seat(models.Model):
    """A place at a table: a member, or a guest who is not a member.

    ``round`` duplicates ``table.round`` so the database can refuse a member seated twice
    in one round. Table sizes (3 to 5 seats) are checked by the seat services.
    """

    table = models.ForeignKey(
        "tournaments.Table", on_delete=models.CASCADE, related_name="seats", verbose_name=_("table")
    )
    round = models.ForeignKey(
        "tournaments.Round",
        on_delete=models.CASCADE,
        related_name="seats",
        verbose_name=_("round"),
        editable=False,
    )
    member = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="seats",
        verbose_name=_("member"),
    )
    guest_name = models.CharField(_("guest name"), max_length=120, blank=True)
    substitute_for = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="substituted_seats",
        verbose_name=_("substitute for"),
        help_text=_("The registered player whose seat the substitute took."),
    )
    substitute_for_guest = models.CharField(
        _("substitute for (guest)"),
        max_length=120,
        blank=True,
        help_text=_("The guest whose seat the substitute took."),
    )
    wind = models.CharField(_("starting wind"), max_length=1, choices=SeatWind.choices)
    position = models.PositiveSmallIntegerField(_("position"))

    class Meta:
        verbose_name = _("seat")
        verbose_name_plural = _("seats")
        ordering = ["table", "position"]
        constraints = [
            models.CheckConstraint(
                condition=(models.Q(member__isnull=False) & models.Q(guest_name=""))
                | (models.Q(member__isnull=True) & ~models.Q(guest_name="")),
                name="seat_member_xor_guest",
            ),
            models.UniqueConstraint(
                fields=["round", "member"],
                condition=models.Q(member__isnull=False),
                name="seat_member_once_per_round",
            ),
            models.UniqueConstraint(fields=["table", "position"], name="seat_position_unique"),
            models.UniqueConstraint(fields=["table", "wind"], name="seat_wind_unique"),
            models.CheckConstraint(
                condition=models.Q(position__gte=0, position__lte=MAX_SEATS_PER_TABLE - 1),
                name="seat_position_range",
            ),
            models.CheckConstraint(
                condition=models.Q(wind__in=SeatWind.values), name="seat_wind_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(substitute_for__isnull=True) | models.Q(substitute_for_guest=""),
                name="seat_substitute_for_one",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.table} {self.wind}: {self.player_name}"

    @property
    def is_substitute(self) -> bool:
        """A substitute sits here, in the seat of a member or a guest who left."""
        return self.substitute_for_id is not None or bool(self.substitute_for_guest)

    @property
    def player_name(self) -> str:
        return self.member.shown_name if self.member is not None else self.guest_name

    def clean(self) -> None:
        if self.table_id and self.round_id and self.table.round_id != self.round_id:
            raise ValidationError({"round": _("The seat's round must be its table's round.")})
