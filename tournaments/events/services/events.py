import datetime
from collections.abc import Iterable
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from tournaments.audit.once import duplicate_as_error
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Club, Season
from tournaments.clubs.selectors.clubs import club_ruleset_options
from tournaments.clubs.services.seasons import season_get_or_create
from tournaments.events.models import (
    Event,
    EventKind,
    EventStatus,
    TablePolicy,
)
from tournaments.events.selectors.rounds import event_has_hands
from tournaments.events.services.event_guard import event_check_plan_closed

# A sane number of rounds for an evening or a tournament planned on the site.
EVENT_ROUNDS_MIN, EVENT_ROUNDS_MAX = 1, 12

#: the event's plan beyond its date and format, each with the model's default
EVENT_PLAN_FIELDS = ("ema_qualifying", "silent_rounds", "hand_entry_by", "hand_acceptance")

EVENT_UPDATABLE_FIELDS = (
    "name",
    "kind",
    "season",
    "date",
    "start_time",
    "end_time",
    "venue",
    "ruleset",
    "round_count",
    "table_policy",
    "penalty_mode",
    "substitute_rule",
    "round_minutes",
    "ema_qualifying",
    "silent_rounds",
    "hand_entry_by",
    "hand_acceptance",
)


def event_house_rules_snapshot(*, club: Club, ruleset: str) -> dict[str, Any]:
    """The club's house rules for a new event under ``ruleset``: a copy of the club's
    options for that ruleset (any ruleset the club set house rules for), the rule book's
    defaults (``{}``) otherwise."""
    return club_ruleset_options(club=club, ruleset=ruleset)


def event_check_plan(
    *, event: Event, round_count: int | None = None, ruleset: str | None = None
) -> None:
    """The rules of an event's plan that the database does not hold: a sane number of
    rounds; no other ruleset once a hand is entered (the hands were scored under it).
    Raises ValidationError keyed by field, in the user's language."""
    errors: dict[str, str] = {}
    if round_count is not None and not EVENT_ROUNDS_MIN <= round_count <= EVENT_ROUNDS_MAX:
        errors["round_count"] = _("Choose between %(min)d and %(max)d rounds.") % {
            "min": EVENT_ROUNDS_MIN,
            "max": EVENT_ROUNDS_MAX,
        }
    if ruleset is not None and event.pk is not None:
        stored = Event.objects.filter(pk=event.pk).values_list("ruleset", flat=True).first()
        if ruleset != stored and event_has_hands(event=event):
            errors["ruleset"] = _(
                "Hands have been entered in this event already: its ruleset can no longer change."
            )
    if errors:
        raise ValidationError(errors)


def _event_check(event: Event) -> None:
    # An end before the start is refused by the forms only: an evening may run past midnight.
    event_check_plan(event=event, round_count=event.round_count)


def event_slug_unique(*, base: str) -> str:
    """``base`` slugified, with ``-2``, ``-3``… appended until no event uses it."""
    root = slugify(base)[:110] or "event"
    slug, n = root, 1
    while Event.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{root}-{n}"
    return slug


@transaction.atomic
def event_create(
    *,
    club: Club,
    name: str,
    date: datetime.date,
    kind: str = EventKind.CLUB_EVENING,
    slug: str | None = None,
    season: Season | None = None,
    start_time: datetime.time | None = None,
    end_time: datetime.time | None = None,
    venue: str = "",
    ruleset: str | None = None,
    round_count: int = 2,
    table_policy: str = TablePolicy.FIVE_PLAYER,
    status: str = EventStatus.PLANNED,
    round_minutes: int = 75,
    scorekeepers: list[User] | None = None,
    penalty_mode: str | None = None,
    substitute_rule: str | None = None,
    actor: AbstractBaseUser | AnonymousUser | None = None,
    name_generated: bool = False,
    **plan: Any,
) -> Event:
    """Create an event (audited) with the club's house rules of its default ruleset in
    ``ruleset_options``; penalties and substitutes count as the club says unless given.
    ``plan``: any of :data:`EVENT_PLAN_FIELDS` (the model's default when left out)."""
    if unknown := set(plan) - set(EVENT_PLAN_FIELDS):
        raise TypeError(f"event_create() got unexpected fields: {', '.join(sorted(unknown))}")
    ruleset = ruleset or club.default_ruleset
    event = Event(
        club=club,
        season=season,
        kind=kind,
        name=name,
        name_generated=name_generated,
        slug=slug or event_slug_unique(base=f"{name}-{date:%Y-%m-%d}"),
        date=date,
        start_time=start_time,
        end_time=end_time,
        venue=venue,
        ruleset=ruleset,
        ruleset_options=event_house_rules_snapshot(club=club, ruleset=ruleset),
        round_count=round_count,
        table_policy=table_policy,
        status=status,
        penalty_mode=club.penalty_mode if penalty_mode is None else penalty_mode,
        substitute_rule=club.substitute_rule if substitute_rule is None else substitute_rule,
        round_minutes=round_minutes,
        **plan,
    )
    _event_check(event)
    event.full_clean()
    with duplicate_as_error({"date": _("This event already exists.")}):  # posted twice at once
        event.save()
    if scorekeepers:
        event.scorekeepers.set(scorekeepers)
    audit_record(
        actor=actor, action="event.create", obj=event, after=model_snapshot(event), event=event
    )
    return event


@transaction.atomic
def event_update(
    *,
    event: Event,
    scorekeepers: Iterable[User] | None = None,
    actor: AbstractBaseUser | AnonymousUser | None = None,
    **changes: Any,
) -> Event:
    """Change an event's plan (audited). Its ruleset changes only while no hand is
    entered; a new ruleset takes the club's house rules for it, as a new event would. A
    finished or cancelled event changes only its name and venue (``EventClosed``)."""
    unknown = set(changes) - set(EVENT_UPDATABLE_FIELDS)
    if unknown:
        raise TypeError(f"event_update() got unexpected fields: {', '.join(sorted(unknown))}")
    event = Event.objects.select_for_update().select_related("club").get(pk=event.pk)
    before = model_snapshot(event)
    scorekeeper_ids = None if scorekeepers is None else {user.pk for user in scorekeepers}
    event_check_plan_closed(event=event, changes=changes, scorekeeper_ids=scorekeeper_ids)
    ruleset = changes.get("ruleset", event.ruleset)
    if ruleset != event.ruleset:
        event_check_plan(event=event, ruleset=ruleset)
        event.ruleset_options = event_house_rules_snapshot(club=event.club, ruleset=ruleset)
    if "name" in changes and event.name_generated and changes["name"] != event.name:
        event.name_generated = False  # renamed: the name given is the name in every language
    for name, value in changes.items():
        setattr(event, name, value)
    season = event.season
    if "season" not in changes and season is not None and season.year != event.date.year:
        event.season = season_get_or_create(club=event.club, year=event.date.year)
    _event_check(event)
    event.full_clean()
    event.save()
    if scorekeepers is not None:
        event.scorekeepers.set(scorekeepers)
    after = model_snapshot(event)
    if before != after or scorekeepers is not None:
        audit_record(
            actor=actor, action="event.update", obj=event, before=before, after=after, event=event
        )
    return event


@transaction.atomic
def event_status_set(*, event: Event, status: str) -> Event:
    event.status = status
    event.full_clean()
    event.save(update_fields=["status"])
    return event
