from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction
from django.utils.translation import gettext as _

from scoring.engine import get_ruleset
from scoring.engine.registry import DEFAULT_RULESET_ID
from tournaments.audit.once import duplicate_as_error
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Club
from tournaments.clubs.selectors.language import club_language_forget
from tournaments.core.choices import ReseatingMode, TablePointsScheme

CLUB_UPDATABLE_FIELDS = (
    "name",
    "embed_origins",
    "embed_background",
    "embed_text",
    "embed_accent",
    "language",
    "default_ruleset",
    "default_ruleset_options",
    "ruleset_house_rules",
    "table_points_scheme",
    "public_results",
    "minors_by_initials",
    "member_lapse_months",
    "reseating_mode",
    "rank_unplayed_last",
    "penalty_mode",
    "substitute_rule",
    "table_link_days",
    "guest_contact_days",
)


def ruleset_table_points_scheme(ruleset_id: str) -> str:
    """The table points a club of ``ruleset_id`` ranks by unless it chooses otherwise: the
    ruleset's own default (``Ruleset.default_table_points_scheme``: none for a game that
    ranks by its result with uma), the site's 4-2-1-0 otherwise."""
    scheme = get_ruleset(ruleset_id).default_table_points_scheme
    return scheme if scheme in TablePointsScheme.values else TablePointsScheme.FOUR_TWO_ONE_ZERO


@transaction.atomic
def club_create(
    *,
    name: str,
    slug: str,
    language: str = settings.LANGUAGE_CODE,
    default_ruleset: str = DEFAULT_RULESET_ID,
    default_ruleset_options: dict[str, Any] | None = None,
    table_points_scheme: str | None = None,
    public_results: bool = False,
    member_lapse_months: int | None = None,
    reseating_mode: str = ReseatingMode.TABLE_POINTS,
) -> Club:
    club = Club(
        name=name,
        slug=slug,
        language=language,
        default_ruleset=default_ruleset,
        default_ruleset_options=default_ruleset_options or {},
        table_points_scheme=table_points_scheme or ruleset_table_points_scheme(default_ruleset),
        public_results=public_results,
        member_lapse_months=member_lapse_months,
        reseating_mode=reseating_mode,
    )
    club.full_clean()
    # two forms naming the same address at once: the second gets a form error (issue 37)
    with duplicate_as_error({"slug": _("A club with this address exists already.")}):
        club.save()
    return club


@transaction.atomic
def club_update(
    *,
    club: Club,
    actor: AbstractBaseUser | AnonymousUser | None = None,
    action: str | None = "club.update",
    **changes: Any,
) -> Club:
    """Change club settings (audited as ``action`` when anything changed;
    None: the caller writes its own entry). Existing events keep their
    own ruleset snapshot."""
    unknown = set(changes) - set(CLUB_UPDATABLE_FIELDS)
    if unknown:
        raise TypeError(f"club_update() got unexpected fields: {', '.join(sorted(unknown))}")
    if (
        "default_ruleset" in changes
        and changes["default_ruleset"] != club.default_ruleset
        and "default_ruleset_options" not in changes
    ):
        # house rules belong to a ruleset: the old default's are kept with the other
        # rulesets', the new default takes its own (the rule book when it has none)
        others = dict(club.ruleset_house_rules or {})
        if club.default_ruleset_options:
            others[club.default_ruleset] = club.default_ruleset_options
        changes["default_ruleset_options"] = others.pop(changes["default_ruleset"], {})
        changes["ruleset_house_rules"] = others
    # the stored row: a ModelForm has already set the posted values on ``club``
    stored = Club.objects.select_for_update().get(pk=club.pk)
    before = model_snapshot(stored)
    if (
        "default_ruleset" in changes
        and "table_points_scheme" not in changes
        and changes["default_ruleset"] != stored.default_ruleset
        and stored.table_points_scheme == ruleset_table_points_scheme(stored.default_ruleset)
    ):
        # a club that kept its ruleset's default table points takes the new ruleset's
        changes["table_points_scheme"] = ruleset_table_points_scheme(changes["default_ruleset"])
    for field, value in changes.items():
        setattr(club, field, value)
    club.full_clean()
    club.save(update_fields=list(changes) or None)
    if "language" in changes:
        club_language_forget(club=club)
    after = model_snapshot(club)
    if action is not None and after != before:
        audit_record(actor=actor, action=action, obj=club, before=before, after=after)
    return club
