import datetime

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tournaments.clubs.audience import erased_name, member_name
from tournaments.clubs.names import SORT_FIELDS, display_name, sort_name
from tournaments.core.roles import MemberRole


def _today() -> datetime.date:
    return timezone.localdate()


#: What a member's record says about the person (privacy, issue 37): shown only to the
#: club's staff and the member, in their data download, and blanked when they are erased.
MEMBER_PERSONAL_FIELDS = (
    "first_name",
    "surname_prefix",
    "last_name",
    "member_number",
    "ema_number",
    "country",
    "joined_on",
    "adult",
)


def member_ordering(path: str = "") -> list[models.OrderBy]:
    """The database side of ``tournaments.clubs.names.sort_name``: order members (or rows that
    point at one through ``path``, e.g. ``"member__"``) by last name, first name, prefix."""
    return [Lower(f"{path}{name}").asc() for name in SORT_FIELDS]


class Member(models.Model):
    """A person who plays at a club; may have a login (``user``) to see their own results."""

    club = models.ForeignKey(
        "tournaments.Club", on_delete=models.CASCADE, related_name="members", verbose_name=_("club")
    )
    first_name = models.CharField(_("first name"), max_length=80)
    surname_prefix = models.CharField(
        _("surname prefix"),
        max_length=20,
        blank=True,
        help_text=_("Such as “de” or “van der”: written before the last name, not sorted on."),
    )
    last_name = models.CharField(_("last name"), max_length=120)
    member_number = models.CharField(_("member number"), max_length=20)
    ema_number = models.CharField(
        _("EMA number"),
        max_length=12,
        blank=True,
        help_text=_("European Mahjong Association player number, if any."),
    )
    joined_on = models.DateField(_("joined"), default=_today)
    active = models.BooleanField(
        _("active"),
        default=True,
        help_text=_("Inactive members keep their results but are not offered for new events."),
    )
    adult = models.BooleanField(_("adult"), default=True, help_text=_("18 years or older."))
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="memberships",
        verbose_name=_("login"),
    )
    role = models.CharField(
        _("role"),
        max_length=16,
        choices=MemberRole.choices,
        default=MemberRole.NONE,
        blank=True,
        help_text=_("What this member's login may do in this club (and only in this club)."),
    )
    country = models.CharField(
        _("country"), max_length=2, default="NL", help_text=_("ISO 3166 code, e.g. NL, DE.")
    )
    hide_public_name = models.BooleanField(
        _("hide my name in public results"),
        default=False,
        help_text=_("Public pages show “Player 17” instead of the name; the club's staff see it."),
    )
    erased_at = models.DateTimeField(_("erased"), null=True, blank=True, editable=False)
    #: which address of the member's private calendar feed works (registration's feeds):
    #: one up when the member asks for a new one, or the membership ends (deactivated, erased)
    feed_generation = models.PositiveIntegerField(
        _("calendar feed address"), default=0, editable=False
    )

    class Meta:
        verbose_name = _("member")
        verbose_name_plural = _("members")
        ordering = member_ordering()
        constraints = [
            models.UniqueConstraint(
                fields=["club", "member_number"], name="member_number_unique_per_club"
            ),
            models.UniqueConstraint(
                fields=["club", "user"],
                condition=models.Q(user__isnull=False),
                name="member_user_unique_per_club",
            ),
            models.CheckConstraint(
                condition=~models.Q(member_number=""), name="member_number_not_empty"
            ),
            models.CheckConstraint(
                condition=models.Q(role__in=MemberRole.values), name="member_role_valid"
            ),
        ]
        indexes = [models.Index(fields=["club", "last_name", "first_name"])]

    def __str__(self) -> str:
        return self.full_name

    def get_absolute_url(self) -> str:
        return reverse("member_detail", kwargs={"club_slug": self.club.slug, "pk": self.pk})

    @property
    def full_name(self) -> str:
        if self.erased_at is not None:
            return erased_name(self.pk)
        return display_name(self.first_name, self.surname_prefix, self.last_name)

    @property
    def shown_name(self) -> str:
        """The name as the current viewer may see it (``tournaments.clubs.audience``)."""
        return member_name(self)

    @property
    def sort_name(self) -> str:
        return sort_name(self.first_name, self.surname_prefix, self.last_name)
