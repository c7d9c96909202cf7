"""A tournament's teams (2 to 5 players each) and how their standings count (docs/teams.md).

A player belongs to at most one team of an event: a ``TeamMembership`` (one per
participant) puts an event's participant in a team, and ``Team.members`` lists them. The
participants (``events``) know nothing of teams. Teammates should not meet at a table: the
seat draw treats a team like a participant ``group``.
"""

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _

TEAM_SIZE_MIN = 2
TEAM_SIZE_MAX = 5


class TeamRule(models.TextChoices):
    """What a team's standing adds up (``TeamSettings.rule``)."""

    SUM = "sum", _("Sum of all members")
    BEST = "best", _("Sum of the best members")
    AVERAGE = "average", _("Average of the members")


_SIZE = [MinValueValidator(TEAM_SIZE_MIN), MaxValueValidator(TEAM_SIZE_MAX)]


class TeamSettings(models.Model):
    """An event's team settings: whether it has teams, their sizes and the standings rule."""

    event = models.OneToOneField(
        "tournaments.Event",
        on_delete=models.CASCADE,
        related_name="team_settings",
        verbose_name=_("event"),
    )
    enabled = models.BooleanField(_("teams"), default=False)
    size_min = models.PositiveSmallIntegerField(_("smallest team"), default=2, validators=_SIZE)
    size_max = models.PositiveSmallIntegerField(_("largest team"), default=4, validators=_SIZE)
    rule = models.CharField(
        _("team standings"), max_length=8, choices=TeamRule.choices, default=TeamRule.SUM
    )
    best_count = models.PositiveSmallIntegerField(
        _("best members that count"),
        default=3,
        validators=[MinValueValidator(1), MaxValueValidator(TEAM_SIZE_MAX)],
        help_text=_("Only for the rule 'sum of the best members'."),
    )

    class Meta:
        verbose_name = _("team settings")
        verbose_name_plural = _("team settings")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(size_min__gte=TEAM_SIZE_MIN, size_max__lte=TEAM_SIZE_MAX)
                & models.Q(size_min__lte=models.F("size_max")),
                name="team_settings_sizes",
            ),
            models.CheckConstraint(
                condition=models.Q(best_count__gte=1, best_count__lte=TEAM_SIZE_MAX),
                name="team_settings_best_count",
            ),
        ]

    def __str__(self) -> str:
        return str(self.event)


class Team(models.Model):
    """A team of an event; its members are participants of the event (``TeamMembership``)."""

    event = models.ForeignKey(
        "tournaments.Event", on_delete=models.CASCADE, related_name="teams", verbose_name=_("event")
    )
    name = models.CharField(_("name"), max_length=60)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    members = models.ManyToManyField(
        "tournaments.EventParticipant",
        through="TeamMembership",
        related_name="teams",
        blank=True,
        verbose_name=_("members"),
    )

    class Meta:
        verbose_name = _("team")
        verbose_name_plural = _("teams")
        ordering = ["event", "name"]
        constraints = [
            models.UniqueConstraint(fields=["event", "name"], name="team_name_once_per_event"),
        ]

    def __str__(self) -> str:
        return self.name


class TeamMembership(models.Model):
    """A participant's place in a team: at most one team per participant (the one-to-one),
    of the participant's own event (``teams.services.teams`` checks it)."""

    team = models.ForeignKey(
        Team, on_delete=models.CASCADE, related_name="memberships", verbose_name=_("team")
    )
    participant = models.OneToOneField(
        "tournaments.EventParticipant",
        on_delete=models.CASCADE,
        related_name="team_membership",
        verbose_name=_("participant"),
    )

    class Meta:
        verbose_name = _("team membership")
        verbose_name_plural = _("team memberships")

    def __str__(self) -> str:
        return f"{self.team_id}: {self.participant_id}"
