"""Registration for an event (issue 40): the director's settings per event, and each
registration with its place in the field or on the waiting list (docs/registration.md)."""

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

OFFER_HOURS_DEFAULT = 24
OFFER_HOURS_MAX = 14 * 24


class RegistrationMode(models.TextChoices):
    CLOSED = "closed", pgettext_lazy("registration", "Closed")
    MEMBERS = "members", _("Members only")
    OPEN = "open", _("Open to guests")


class RegistrationStatus(models.TextChoices):
    """The states; the moves between them are ``registration.states.TRANSITIONS``."""

    UNCONFIRMED = "unconfirmed", _("Awaiting e-mail confirmation")
    PENDING = "pending", _("Awaiting approval")
    CONFIRMED = "confirmed", _("Registered")
    WAITING = "waiting", _("Waiting list")
    OFFERED = "offered", _("Place offered")
    CANCELLED = "cancelled", pgettext_lazy("registration", "Cancelled")
    DECLINED = "declined", _("Offer declined")
    EXPIRED = "expired", _("Expired")
    WITHDRAWN = "withdrawn", pgettext_lazy("registration", "Withdrawn")


#: The registrations still in the game: one per member or e-mail address and event.
ACTIVE = (
    RegistrationStatus.UNCONFIRMED,
    RegistrationStatus.PENDING,
    RegistrationStatus.CONFIRMED,
    RegistrationStatus.WAITING,
    RegistrationStatus.OFFERED,
)
#: Who holds a seat: the registered and those offered one (until the offer ends).
SEATED = (RegistrationStatus.CONFIRMED, RegistrationStatus.OFFERED)
ENDED = (
    RegistrationStatus.CANCELLED,
    RegistrationStatus.DECLINED,
    RegistrationStatus.EXPIRED,
    RegistrationStatus.WITHDRAWN,
)


class RegistrationSettings(models.Model):
    """How an event takes registrations; an event without a row is closed."""

    event = models.OneToOneField(
        "tournaments.Event",
        on_delete=models.CASCADE,
        related_name="registration_settings",
        verbose_name=_("event"),
    )
    mode = models.CharField(
        _("registration"),
        max_length=16,
        choices=RegistrationMode.choices,
        default=RegistrationMode.CLOSED,
    )
    opens_at = models.DateTimeField(_("opens at"), null=True, blank=True)
    closes_at = models.DateTimeField(_("closes at"), null=True, blank=True)
    capacity = models.PositiveIntegerField(
        _("places"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(10_000)],
        help_text=_("Empty: no limit."),
    )
    approval = models.BooleanField(_("approval by the director"), default=False)
    fee = models.DecimalField(_("fee"), max_digits=8, decimal_places=2, null=True, blank=True)
    ask_club = models.BooleanField(_("ask for the club"), default=False)
    ask_ema_number = models.BooleanField(_("ask for the EMA number"), default=False)
    ask_country = models.BooleanField(_("ask for the country"), default=False)
    consent_text = models.TextField(
        _("consent to publication"),
        blank=True,
        help_text=_("The event's publication rules, shown beside the consent box."),
    )
    offer_hours = models.PositiveSmallIntegerField(
        _("hours to accept an offered place"),
        default=OFFER_HOURS_DEFAULT,
        validators=[MinValueValidator(1), MaxValueValidator(OFFER_HOURS_MAX)],
    )

    class Meta:
        verbose_name = _("registration settings")
        verbose_name_plural = _("registration settings")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(mode__in=RegistrationMode.values),
                name="registration_mode_valid",
            ),
            models.CheckConstraint(
                condition=models.Q(fee__isnull=True) | models.Q(fee__gte=0),
                name="registration_fee_not_negative",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.event_id}: {self.mode}"


class Registration(models.Model):
    """One person registered for an event: a member of the club, or a guest by name and
    e-mail. ``token_hash`` is the hash of the personal link (the token itself is never
    stored); ``queued_at`` orders the waiting list."""

    event = models.ForeignKey(
        "tournaments.Event",
        on_delete=models.CASCADE,
        related_name="registrations",
        verbose_name=_("event"),
    )
    member = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="registrations",
        verbose_name=_("member"),
    )
    name = models.CharField(_("name"), max_length=120, blank=True)
    email = models.EmailField(_("e-mail"), blank=True)
    email_key = models.CharField(max_length=254, blank=True, editable=False)
    club_name = models.CharField(_("club"), max_length=120, blank=True)
    ema_number = models.CharField(_("EMA number"), max_length=20, blank=True)
    country = models.CharField(_("country"), max_length=60, blank=True)
    consent = models.BooleanField(_("agrees to publication"), default=False)
    status = models.CharField(_("status"), max_length=16, choices=RegistrationStatus.choices)
    queued_at = models.DateTimeField(_("on the waiting list since"), null=True, blank=True)
    offer_expires_at = models.DateTimeField(_("offer valid until"), null=True, blank=True)
    #: an unconfirmed guest's e-mail link works until then (docs/registration.md)
    confirm_by = models.DateTimeField(_("confirm the e-mail address by"), null=True, blank=True)
    paid = models.BooleanField(_("paid"), default=False)
    #: staff put the player back into a full field (the check-in desk, the participants
    #: page): the place taken beyond the places is their decision, not a fault (verify)
    beyond_places = models.BooleanField(_("placed beyond the places"), default=False)
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    created_at = models.DateTimeField(_("registered"), auto_now_add=True)
    #: the player this registration became ("make these the event's players"); the key of
    #: the personal link's check-in (docs/check-in.md)
    participant = models.ForeignKey(
        "tournaments.EventParticipant",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="registrations",
        verbose_name=_("player"),
    )

    class Meta:
        verbose_name = _("registration")
        verbose_name_plural = _("registrations")
        ordering = ["event", "created_at", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(status__in=RegistrationStatus.values),
                name="registration_status_valid",
            ),
            models.CheckConstraint(
                condition=models.Q(member__isnull=False) | ~models.Q(name=""),
                name="registration_member_or_name",
            ),
            models.UniqueConstraint(
                fields=["event", "member"],
                condition=models.Q(member__isnull=False, status__in=ACTIVE),
                name="registration_member_once",
            ),
            models.UniqueConstraint(
                fields=["event", "email_key"],
                condition=models.Q(status__in=ACTIVE) & ~models.Q(email_key=""),
                name="registration_email_once",
            ),
        ]
        indexes = [models.Index(fields=["event", "status"])]

    def __str__(self) -> str:
        return self.shown_name

    @property
    def shown_name(self) -> str:
        return self.member.shown_name if self.member is not None else self.name

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE
