import copy
import datetime

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils.text import slugify

from tournaments.models import Club, Event, EventKind, EventStatus, Season, TablePolicy


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
    scorekeepers: list[AbstractBaseUser] | None = None,
) -> Event:
    """Create an event, snapshotting the club's house rules into ``ruleset_options``.

    The snapshot is taken only when the event uses the club's default ruleset; an event
    under another ruleset starts with that ruleset's defaults (empty options).
    """
    ruleset = ruleset or club.default_ruleset
    options = copy.deepcopy(club.default_ruleset_options) if ruleset == club.default_ruleset else {}
    event = Event(
        club=club,
        season=season,
        kind=kind,
        name=name,
        slug=slug or event_slug_unique(base=f"{name}-{date:%Y-%m-%d}"),
        date=date,
        start_time=start_time,
        end_time=end_time,
        venue=venue,
        ruleset=ruleset,
        ruleset_options=options,
        round_count=round_count,
        table_policy=table_policy,
        status=status,
    )
    event.full_clean()
    event.save()
    if scorekeepers:
        event.scorekeepers.set(scorekeepers)
    return event


@transaction.atomic
def event_status_set(*, event: Event, status: str) -> Event:
    event.status = status
    event.full_clean()
    event.save(update_fields=["status"])
    return event
