"""One-time links: the setup of a new installation or club, an invitation to a login, a
password reset. Only a hash of the token is stored; a link works once, until it expires
or is revoked. And each login's own settings (its language, on every device)."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tournaments.core.roles import MemberRole


class AccessLinkKind(models.TextChoices):
    SETUP = "setup", _("Setup of the site")
    INVITATION = "invitation", _("Invitation")
    RESET = "reset", _("Password reset")


class AccessLink(models.Model):
    """A link handed over (on paper, as a QR code, by mail) that does one thing once."""

    kind = models.CharField(_("kind"), max_length=16, choices=AccessLinkKind.choices)
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    club = models.ForeignKey(
        "tournaments.Club",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="access_links",
        verbose_name=_("club"),
    )
    member = models.ForeignKey(
        "tournaments.Member",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="access_links",
        verbose_name=_("member"),
    )
    role = models.CharField(
        _("role"), max_length=16, choices=MemberRole.choices, default=MemberRole.NONE, blank=True
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("created by"),
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    expires_at = models.DateTimeField(_("valid until"))
    used_at = models.DateTimeField(_("used"), null=True, blank=True)
    revoked_at = models.DateTimeField(_("revoked"), null=True, blank=True)

    class Meta:
        verbose_name = _("one-time link")
        verbose_name_plural = _("one-time links")
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(kind__in=AccessLinkKind.values), name="accesslink_kind_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(role__in=MemberRole.values), name="accesslink_role_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.pk}"

    @property
    def is_open(self) -> bool:
        """Not used, not revoked, not expired."""
        return self.used_at is None and self.revoked_at is None and self.expires_at > timezone.now()


class AccountSettings(models.Model):
    """A login's own settings: its language, applied at every log-in on any device."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="account_settings",
        verbose_name=_("login"),
    )
    language = models.CharField(_("language"), max_length=8, choices=settings.LANGUAGES)

    class Meta:
        verbose_name = _("account settings")
        verbose_name_plural = _("account settings")

    def __str__(self) -> str:
        return f"{self.user} ({self.language})"


class ApiScope(models.TextChoices):
    READ = "read", pgettext_lazy("API key permission", "Read")
    HANDS = "hands", _("Read and enter hands")


class ApiToken(models.Model):
    """A personal key for the API (issue 43): acts as its login in one club, for reading or
    also entering hands. Only a hash is stored; the key is shown once, when it is made."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="api_tokens",
        verbose_name=_("login"),
    )
    club = models.ForeignKey(
        "tournaments.Club",
        on_delete=models.CASCADE,
        related_name="api_tokens",
        verbose_name=_("club"),
    )
    name = models.CharField(_("name"), max_length=80)
    scope = models.CharField(
        pgettext_lazy("API key permission", "may"),
        max_length=8,
        choices=ApiScope.choices,
        default=ApiScope.READ,
    )
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    prefix = models.CharField(_("begins with"), max_length=8, editable=False)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    last_used_at = models.DateTimeField(_("last used"), null=True, blank=True, editable=False)
    revoked_at = models.DateTimeField(_("revoked"), null=True, blank=True, editable=False)

    class Meta:
        verbose_name = _("API key")
        verbose_name_plural = _("API keys")
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(scope__in=ApiScope.values), name="apitoken_scope_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"
