from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class AuditEntry(models.Model):
    """Who changed what and when, with the object's state before and after.

    Written by ``tournaments.audit.services.audit_record``; never edited afterwards.
    """

    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("who"),
    )
    created_at = models.DateTimeField(_("when"), auto_now_add=True, db_index=True)
    action = models.CharField(_("action"), max_length=40)
    object_type = models.CharField(_("object type"), max_length=80)
    object_id = models.CharField(_("object id"), max_length=40)
    event = models.ForeignKey(
        "tournaments.Event",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="audit_entries",
        verbose_name=_("event"),
    )
    club = models.ForeignKey(
        "tournaments.Club",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="audit_entries",
        verbose_name=_("club"),
    )
    reason = models.TextField(_("reason"), blank=True)
    before = models.JSONField(_("before"), null=True, blank=True)
    after = models.JSONField(_("after"), null=True, blank=True)
    # a row of an imported event file: history as the file tells it, not the club's own
    # log; ``actor`` is who imported it and ``created_at`` when, the file's own actor and
    # time are kept here as text only (a file can claim anything)
    imported = models.BooleanField(_("imported"), default=False)
    imported_actor = models.CharField(_("actor in the file"), max_length=150, blank=True)
    imported_at = models.CharField(_("time in the file"), max_length=40, blank=True)

    class Meta:
        verbose_name = _("audit entry")
        verbose_name_plural = _("audit entries")
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["object_type", "object_id"])]

    def __str__(self) -> str:
        return f"{self.created_at:%Y-%m-%d %H:%M} {self.action} {self.object_type}#{self.object_id}"


class SubmitToken(models.Model):
    """A create form's one-use token (``tournaments.audit.once``): the first post that
    claims it creates the record and stores its page; a repeat or concurrent post of the
    same form finds the token taken and is sent to that page instead of creating twice."""

    token = models.CharField(_("token"), max_length=64, unique=True)
    url = models.CharField(_("address"), max_length=300, blank=True)
    created_at = models.DateTimeField(_("when"), auto_now_add=True)

    class Meta:
        verbose_name = _("submitted form")
        verbose_name_plural = _("submitted forms")

    def __str__(self) -> str:
        return self.token
