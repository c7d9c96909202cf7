import secrets

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models.query_utils import DeferredAttribute
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tournaments.core.choices import PenaltyMode, SubstituteRule, ruleset_choices
from tournaments.core.evening_names import evening_name


class EventKind(models.TextChoices):
    CLUB_EVENING = "club_evening", _("Club evening")
    TOURNAMENT = "tournament", _("Tournament")


class EventStatus(models.TextChoices):
    PLANNED = "planned", _("Planned")
    IN_PROGRESS = "in_progress", _("In progress")
    FINISHED = "finished", _("Finished")
    CANCELLED = "cancelled", _("Cancelled")


NOT_PLAYED = "not_played"
"""The status shown for a past event still planned: nobody played it (never "planned")."""


class TablePolicy(models.TextChoices):
    """What to do when the number of players is not a multiple of four."""

    FIVE_PLAYER = "five_player", _("Five-player tables (one sits out each hand)")
    THREE_PLAYER = "three_player", _("Three-player tables")
    BYE = "bye", _("Byes (players sit out the round)")


class HandEntryBy(models.TextChoices):
    """Who enters a table's hands (``docs/acceptance.md``)."""

    SCOREKEEPER = "scorekeeper", _("A scorekeeper enters the hands")
    PLAYERS = "players", _("The players enter their own table with their seat codes")


class HandAcceptance(models.TextChoices):
    """When the players vouch for the hands: once per table at the end, or hand by hand."""

    TABLE = "table", _("Per table: one player confirms the result at the end")
    HAND = "hand", _("Per hand: another player at the table accepts or disputes each hand")


def new_table_link_key() -> str:
    """A fresh secret from which the event's table links and seat codes are derived."""
    return secrets.token_urlsafe(32)


ROUND_MINUTES_MAX = 600


class _GeneratedName(DeferredAttribute):
    """``event.name`` of an evening whose name the calendar made (``name_generated``): that
    name in the reader's language, worked out when read; the stored text is the name in the
    language it was made in (what a search or the admin sees)."""

    def __get__(self, instance: models.Model | None, cls: type | None = None) -> object:
        value = super().__get__(instance, cls)
        if instance is None:
            return value
        data = instance.__dict__
        if data.get("name_generated") and data.get("date") is not None:
            return evening_name(data["date"])
        return value

    def __set__(self, instance: models.Model, value: object) -> None:
        # a data descriptor: read through __get__ even though the value is in __dict__
        instance.__dict__[self.field.attname] = value


class GeneratedNameField(models.CharField):  # type: ignore[type-arg]
    """A CharField read through :class:`_GeneratedName`."""

    descriptor_class = _GeneratedName


class Event(models.Model):
    """A club evening or a tournament: a number of rounds played under one ruleset.

    ``ruleset_options`` is a snapshot of the club's house rules taken when the event is
    created, so changing the club's defaults later never rescores a past evening.
    """

    club = models.ForeignKey(
        "tournaments.Club", on_delete=models.CASCADE, related_name="events", verbose_name=_("club")
    )
    season = models.ForeignKey(
        "tournaments.Season",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="events",
        verbose_name=_("season"),
    )
    kind = models.CharField(
        _("kind"), max_length=16, choices=EventKind.choices, default=EventKind.CLUB_EVENING
    )
    name = GeneratedNameField(_("name"), max_length=160)
    #: the name is the calendar's ("Club evening <date>"): shown in the reader's language
    name_generated = models.BooleanField(_("generated name"), default=False, editable=False)
    slug = models.SlugField(_("slug"), max_length=120, unique=True)
    date = models.DateField(_("date"))
    start_time = models.TimeField(_("start time"), null=True, blank=True)
    end_time = models.TimeField(_("end time"), null=True, blank=True)
    venue = models.CharField(_("venue"), max_length=200, blank=True)
    ruleset = models.CharField(_("ruleset"), max_length=16, choices=ruleset_choices)
    ruleset_options = models.JSONField(_("ruleset options"), default=dict, blank=True)
    round_count = models.PositiveSmallIntegerField(_("number of rounds"), default=2)
    status = models.CharField(
        _("status"), max_length=16, choices=EventStatus.choices, default=EventStatus.PLANNED
    )
    table_policy = models.CharField(
        _("table policy"),
        max_length=16,
        choices=TablePolicy.choices,
        default=TablePolicy.FIVE_PLAYER,
        help_text=_("When the number of players is not a multiple of four."),
    )
    scorekeepers = models.ManyToManyField(
        settings.AUTH_USER_MODEL,
        blank=True,
        related_name="scorekeeping_events",
        verbose_name=_("scorekeepers"),
        help_text=_("Leave empty to let every scorekeeper of the club enter hands."),
    )
    penalty_mode = models.CharField(
        _("penalties outside a hand"),
        max_length=16,
        choices=PenaltyMode.choices,
        blank=True,
        help_text=_(
            "Empty: by ruleset (deducted only under Chinese Official, paid to the other "
            "players at the table under the others)."
        ),
    )
    substitute_rule = models.CharField(
        _("substitutes"),
        max_length=16,
        choices=SubstituteRule.choices,
        default=SubstituteRule.EMA,
        help_text=_(
            "EMA rule: a substitute is not ranked; the absent player keeps the results "
            "played before the substitution and gets none after (the seat's later results "
            "count for nobody's ranking)."
        ),
    )
    round_minutes = models.PositiveSmallIntegerField(
        _("round length (minutes)"),
        default=75,
        validators=[MinValueValidator(1), MaxValueValidator(ROUND_MINUTES_MAX)],
        help_text=_("The round clock's length; each round can change it."),
    )
    ema_qualifying = models.BooleanField(
        _("qualifying tournament"),
        default=False,
        help_text=_("Players had to qualify to play: the EMA's ranking weighs it 1 more."),
    )
    hand_entry_by = models.CharField(
        _("who enters the hands"),
        max_length=16,
        choices=HandEntryBy.choices,
        default=HandEntryBy.SCOREKEEPER,
    )
    hand_acceptance = models.CharField(
        _("who accepts the hands"),
        max_length=16,
        choices=HandAcceptance.choices,
        default=HandAcceptance.TABLE,
    )
    finished_at = models.DateTimeField(_("finished at"), null=True, blank=True, editable=False)
    table_link_key = models.CharField(
        _("table link key"), max_length=64, default=new_table_link_key, editable=False
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    # check-in on the day (tournaments/checkin, docs/check-in.md)
    check_in_enabled = models.BooleanField(
        _("check-in"),
        default=False,
        help_text=_("Only players who checked in are seated by the draw."),
    )
    check_in_deadline = models.TimeField(
        _("check-in until"),
        null=True,
        blank=True,
        help_text=_("On the event's day; players can check themselves in until then."),
    )
    # silent rounds (docs/silent-rounds.md): the standings of the last N rounds are hidden
    # from the public until the director reveals them at the prize-giving
    silent_rounds = models.PositiveSmallIntegerField(
        _("silent rounds"),
        default=0,
        help_text=_(
            "The standings of the last rounds stay hidden from the players and the public "
            "until you reveal them at the prize-giving. 0: none."
        ),
    )
    silent_revealed_at = models.DateTimeField(
        _("silent rounds revealed"), null=True, blank=True, editable=False
    )

    class Meta:
        verbose_name = _("event")
        verbose_name_plural = _("events")
        ordering = ["-date", "-start_time", "name"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(round_count__gte=1, round_count__lte=50),
                name="event_round_count_range",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=EventStatus.values), name="event_status_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(kind__in=EventKind.values), name="event_kind_valid"
            ),
        ]
        indexes = [models.Index(fields=["club", "date"])]

    def __str__(self) -> str:
        return f"{self.name} ({self.date:%Y-%m-%d})"

    def get_absolute_url(self) -> str:
        return reverse("event_detail", kwargs={"slug": self.slug})

    @property
    def not_played(self) -> bool:
        """A past event that never started: shown as "not played", offered for cancelling."""
        return self.status == EventStatus.PLANNED and self.date < timezone.localdate()

    @property
    def is_finished(self) -> bool:
        """Finished: scorekeepers enter no more hands (``core.permissions.can_enter_hands``)."""
        return self.status == EventStatus.FINISHED

    @property
    def is_open(self) -> bool:
        """Whether the event's play may still change: not finished, not cancelled. The
        write services ask ``events.services.event_guard.event_check_open``; the pages hide
        their buttons with this."""
        return self.status not in (EventStatus.FINISHED, EventStatus.CANCELLED)

    @property
    def silent_from(self) -> int | None:
        """The first round whose standings the public does not see yet, or ``None``: no
        silent rounds, or revealed. Staff see every round (``reports.selectors.silence``)."""
        if not self.silent_rounds or self.silent_revealed_at is not None:
            return None
        return max(1, self.round_count - self.silent_rounds + 1)

    @property
    def shown_status(self) -> str:
        """The status the pages and exports show: ``not_played`` or the stored status."""
        return NOT_PLAYED if self.not_played else self.status

    @property
    def shown_status_label(self) -> str:
        return str(_("Not played")) if self.not_played else self.get_status_display()

    def clean(self) -> None:
        season = self.season
        if season is not None and season.club_id != self.club_id:
            raise ValidationError({"season": _("The season belongs to another club.")})
        if season is not None and season.year != self.date.year:
            raise ValidationError({"date": _("The date lies outside the season's year.")})
        if self.silent_rounds > self.round_count:
            raise ValidationError(
                {"silent_rounds": _("An event cannot have more silent rounds than rounds.")}
            )
