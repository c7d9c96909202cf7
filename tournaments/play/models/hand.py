from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from scoring.hand_value import EntryResult, HandEntry, stored_result
from tournaments.core.choices import Wind


class HandResultKind(models.TextChoices):
    WIN = "win", _("Mahjong")
    DRAW = "draw", pgettext_lazy("hand result", "Draw")
    FALSE_MAHJONG = "false_mahjong", _("False mahjong")
    DEAD_WALL = "dead_wall", _("Dead wall")


class EntryMode(models.TextChoices):
    TILES = "tiles", _("Tiles")
    QUICK = "quick", _("Quick (points per player)")


class Hand(models.Model):
    """One hand ("spel") at a table.

    ``entry`` holds the hand exactly as entered, in the interchange format of
    ``shared/golden/FORMAT.md`` (players keyed by seat wind, ``result``), so it can be
    rescored and exported. ``version`` is bumped on every change (optimistic locking:
    a correction names the version it read and fails if someone saved in between).
    """

    table = models.ForeignKey(
        "tournaments.Table", on_delete=models.CASCADE, related_name="hands", verbose_name=_("table")
    )
    number = models.PositiveSmallIntegerField(_("number"))
    prevailing_wind = models.CharField(
        _("prevailing wind"), max_length=1, choices=Wind.choices, default=Wind.EAST
    )
    dealer = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("dealer"),
    )
    result_kind = models.CharField(_("result"), max_length=16, choices=HandResultKind.choices)
    winner = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("winner"),
    )
    discarder = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("discarder"),
    )
    pao = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("liable (pao)"),
    )
    claimant = models.ForeignKey(
        "tournaments.Seat",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("false claimant"),
    )
    entry = models.JSONField(_("entry"), default=dict)
    entry_mode = models.CharField(
        _("entry mode"), max_length=8, choices=EntryMode.choices, default=EntryMode.TILES
    )
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("entered by"),
    )
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("confirmed by"),
    )
    version = models.PositiveIntegerField(_("version"), default=1)
    # Offline hand entry (issue 19): the id the scorekeeper's device made for this save,
    # and a digest of what it sent, so a repeated save returns this hand instead of a
    # second one, and the same id with other contents is refused.
    idempotency_key = models.UUIDField(_("save id"), null=True, blank=True, editable=False)
    idempotency_digest = models.CharField(
        _("save digest"), max_length=64, blank=True, default="", editable=False
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated"), auto_now=True)

    class Meta:
        verbose_name = _("hand")
        verbose_name_plural = _("hands")
        ordering = ["table", "number"]
        constraints = [
            models.UniqueConstraint(fields=["table", "number"], name="hand_number_unique"),
            models.UniqueConstraint(
                fields=["table", "idempotency_key"], name="hand_idempotency_key_unique"
            ),
            models.CheckConstraint(condition=models.Q(number__gte=1), name="hand_number_positive"),
            models.CheckConstraint(
                condition=models.Q(result_kind__in=HandResultKind.values),
                name="hand_result_kind_valid",
            ),
            models.CheckConstraint(
                condition=~models.Q(result_kind=HandResultKind.WIN)
                | models.Q(winner__isnull=False),
                name="hand_win_has_winner",
            ),
            models.CheckConstraint(
                condition=models.Q(result_kind=HandResultKind.WIN) | models.Q(winner__isnull=True),
                name="hand_only_win_has_winner",
            ),
            models.CheckConstraint(
                condition=~models.Q(result_kind=HandResultKind.FALSE_MAHJONG)
                | models.Q(claimant__isnull=False),
                name="hand_false_mahjong_has_claimant",
            ),
            models.CheckConstraint(
                condition=models.Q(version__gte=1), name="hand_version_positive"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.table} #{self.number}"

    @property
    def hand_entry(self) -> HandEntry:
        """``entry`` as its typed value (raises the engine's coded ``InvalidHand`` for a
        malformed stored entry); writes store ``HandEntry.to_dict()``."""
        return HandEntry.from_dict(self.entry)

    @property
    def entry_result(self) -> EntryResult:
        """The stored entry's result alone (cheaper than :attr:`hand_entry`)."""
        return stored_result(self.entry, kind=self.result_kind)


class HandResult(models.Model):
    """One player's outcome of a hand: hand value (points) and net settlement, and the seat
    wind that player held in that hand (written with the result; at a five-player table the
    seat without a result sat the hand out)."""

    hand = models.ForeignKey(
        "tournaments.Hand", on_delete=models.CASCADE, related_name="results", verbose_name=_("hand")
    )
    seat = models.ForeignKey(
        "tournaments.Seat", on_delete=models.CASCADE, related_name="results", verbose_name=_("seat")
    )
    wind = models.CharField(_("seat wind"), max_length=1, choices=Wind.choices)
    points = models.IntegerField(_("points"), default=0)
    settlement = models.IntegerField(_("settlement"), default=0)
    elements = models.JSONField(_("scoring elements"), default=list, blank=True)

    class Meta:
        verbose_name = _("hand result")
        verbose_name_plural = _("hand results")
        ordering = ["hand", "seat__position"]
        constraints = [
            models.UniqueConstraint(fields=["hand", "seat"], name="hand_result_unique_per_seat"),
            models.UniqueConstraint(
                fields=["hand", "wind"],
                condition=~models.Q(wind=""),
                name="hand_result_unique_per_wind",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.hand} {self.seat.wind}: {self.settlement:+d}"
