import re

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from scoring.engine.registry import DEFAULT_RULESET_ID
from tournaments.core.choices import (
    PenaltyMode,
    ReseatingMode,
    SubstituteRule,
    TablePointsScheme,
    ruleset_choices,
)

#: one web origin per line (``https://host[:port]``), the sites that may frame the embeds
_ORIGIN = r"https?://[a-z0-9.-]+(?::[0-9]{1,5})?"
embed_origins_valid = RegexValidator(
    rf"^\s*(?:{_ORIGIN}\s*(?:\n\s*{_ORIGIN}\s*)*)?$",
    _("Write one web site per line as https://www.example.org (no path, no spaces)."),
    flags=re.IGNORECASE,
)
#: a colour of the embedded pages: ``#rgb`` or ``#rrggbb``
hex_colour = RegexValidator(
    r"^#(?:[0-9a-fA-F]{3}){1,2}$", _("Enter a colour as #rrggbb, for example #1d5e3a.")
)


class Club(models.Model):
    """A mahjong club or tournament organiser; owns members, seasons and events."""

    name = models.CharField(_("name"), max_length=120)
    slug = models.SlugField(_("slug"), max_length=80, unique=True)
    language = models.CharField(
        _("language"),
        max_length=8,
        choices=settings.LANGUAGES,
        default=settings.LANGUAGE_CODE,
        help_text=_(
            "Of the club's pages for visitors whose browser asks for none of the site's "
            "languages, and of new logins. Everyone can choose their own."
        ),
    )
    default_ruleset = models.CharField(
        _("default ruleset"), max_length=16, choices=ruleset_choices, default=DEFAULT_RULESET_ID
    )
    default_ruleset_options = models.JSONField(
        _("default ruleset options"),
        default=dict,
        blank=True,
        help_text=_("House rules; copied into every new event so past results never change."),
    )
    # The house rules of the club's other rulesets (``{ruleset id: options}``); the default
    # ruleset's stay in ``default_ruleset_options`` (clubs.selectors.clubs.club_ruleset_options).
    ruleset_house_rules = models.JSONField(
        _("house rules of other rulesets"), default=dict, blank=True
    )
    table_points_scheme = models.CharField(
        _("table points"),
        max_length=16,
        choices=TablePointsScheme.choices,
        default=TablePointsScheme.FOUR_TWO_ONE_ZERO,
    )
    public_results = models.BooleanField(
        _("public results"),
        default=False,
        help_text=_("Standings and results can be read without logging in."),
    )
    minors_by_initials = models.BooleanField(
        _("show minors by initials on public pages"),
        default=False,
        help_text=_("Members under 18 appear as “G. B.” to visitors; the club's staff see names."),
    )
    member_lapse_months = models.PositiveSmallIntegerField(
        _("lapse members after (months)"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(120)],
        help_text=_("Members who have not played for this many months lapse. Empty: never."),
    )
    reseating_mode = models.CharField(
        _("reseating from round 2"),
        max_length=16,
        choices=ReseatingMode.choices,
        default=ReseatingMode.TABLE_POINTS,
    )
    rank_unplayed_last = models.BooleanField(
        _("players without hands rank last"),
        default=True,
        help_text=_(
            "In an evening's or a tournament's standings, a player who played no hand is "
            "ranked after every player who played. Off: by the tie-breaks alone."
        ),
    )
    standings_tie_breaks = models.CharField(
        _("standings tie-breaks"),
        max_length=200,
        default="table_points,score,firsts,seconds,best_hand,name",
        help_text=_(
            "Comma-separated, in order: table_points, score, firsts, seconds, thirds, "
            "best_hand, hands_won, evenings, name."
        ),
    )
    trophy_wins_to_keep = models.PositiveSmallIntegerField(
        _("challenge trophy kept after wins"),
        null=True,
        blank=True,
        default=3,
        help_text=_(
            "Wins in one playing year after which the holder keeps the trophy. Empty: never."
        ),
    )
    penalty_mode = models.CharField(
        _("penalties outside a hand"),
        max_length=16,
        choices=PenaltyMode.choices,
        blank=True,
        help_text=_(
            "Empty: by ruleset (deducted only under Chinese Official, paid to the other "
            "players at the table under the others). Copied into every new event."
        ),
    )
    substitute_rule = models.CharField(
        _("substitutes"),
        max_length=16,
        choices=SubstituteRule.choices,
        default=SubstituteRule.EMA,
        help_text=_("How a substitute's results count. Copied into every new event."),
    )
    table_link_days = models.PositiveSmallIntegerField(
        _("table links open after the event (days)"),
        default=7,
        validators=[MaxValueValidator(365)],
        help_text=_(
            "Players' table links (the QR codes on the table cards) stop working this many "
            "days after the event is finished."
        ),
    )
    guest_contact_days = models.PositiveSmallIntegerField(
        _("guests' e-mail addresses kept after the event (days)"),
        default=30,
        validators=[MinValueValidator(1), MaxValueValidator(3650)],
        help_text=_(
            "A guest who registers for an event gives an e-mail address; it is erased this "
            "many days after the event."
        ),
    )
    # issue 43: the club's standings and events as small pages on other sites (embeds/)
    embed_origins = models.TextField(
        _("allowed embed origins"),
        blank=True,
        max_length=2000,
        validators=[embed_origins_valid],
        help_text=_(
            "Web sites that may show this club's standings in a frame, one per line, such "
            "as https://www.example.org. Empty: no site may."
        ),
    )
    embed_background = models.CharField(
        _("embed background colour"), max_length=7, default="#ffffff", validators=[hex_colour]
    )
    embed_text = models.CharField(
        _("embed text colour"), max_length=7, default="#1f2328", validators=[hex_colour]
    )
    embed_accent = models.CharField(
        _("embed accent colour"), max_length=7, default="#1d5e3a", validators=[hex_colour]
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        verbose_name = _("club")
        verbose_name_plural = _("clubs")
        ordering = ["name"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(table_points_scheme__in=TablePointsScheme.values),
                name="club_table_points_scheme_valid",
            ),
            models.CheckConstraint(
                condition=models.Q(member_lapse_months__isnull=True)
                | models.Q(member_lapse_months__gte=1),
                name="club_member_lapse_months_positive",
            ),
            models.CheckConstraint(
                condition=models.Q(guest_contact_days__gte=1),
                name="club_guest_contact_days_positive",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("club_detail", kwargs={"slug": self.slug})

    @property
    def embed_origin_list(self) -> list[str]:
        """The origins of ``embed_origins``, one per line."""
        return [line.strip().lower() for line in self.embed_origins.splitlines() if line.strip()]
