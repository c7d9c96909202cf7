"""The values kept for a club's finished events, computed by the worker once an event is
finished (``events.hooks.EVENT_FINISHED``) or results are imported, so the first visitor
after it finds them (docs/statistics.md, "What is kept").

What depends on finished events only is kept under the club's finished stamp
(``selectors.kept``), which a finish changes: without this the first visitor after a finish
computed the season's table, the finished part of the season statistics, the club rating
and the MERS inputs (1.2-2.6 s for a player's page at 1 M hands, docs/benchmarks.md). With
a worker (``TASKS_WORKER``: ``manage.py db_worker``) the finish queues
``finished_values_warm``, which computes them as a visitor would ask them (anonymous, in the
club's and the site's language) into Django's cache, where every app server reads them, and
the finished part of the statistics on each of the event's players' pages
(``selectors.member_parts``).
Without a worker (the club laptop) nothing is queued: the first visitor computes them, as
before, and the finish stays as fast as it was.

A later feature adds its own values through ``FINISHED_VALUES`` (the club rating and the
MERS inputs: ``ratings``; the event's report: ``tournament_report``).
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.db import transaction
from django.tasks import task
from django.utils import translation

from tournaments.clubs.audience import viewing_as
from tournaments.clubs.models import Club, Season
from tournaments.core.features import Hook
from tournaments.events.models import Event
from tournaments.reports.jobs import in_background
from tournaments.reports.selectors.kept import (
    club_statistics_kept,
    finished_stamp_held,
    season_report_kept,
    season_statistics_kept,
)
from tournaments.reports.selectors.member_parts import event_members, members_statistics_finished
from tournaments.reports.selectors.member_statistics import MemberScope

#: club, the event finished (None: results imported) -> what a later feature computes of the
#: club's finished values (into the cache)
FinishedValues = Callable[[Club, Event | None], object]
FINISHED_VALUES: Hook[FinishedValues] = Hook("reports.finished_values")


def finished_values_enqueue(*, club: Club, event: Event | None = None) -> None:
    """Queue the computing of ``club``'s finished values (with those of ``event``'s season
    and its report; else the latest season's) once the current transaction commits; nothing
    without a worker."""
    if not in_background():
        return
    event_id = event.pk if event is not None else None
    transaction.on_commit(lambda: finished_values_warm.enqueue(club_id=club.pk, event_id=event_id))


def event_finished_warm(event: Event) -> None:
    """``EVENT_FINISHED``: the event's results now count among the finished ones."""
    finished_values_enqueue(club=event.club, event=event)


@task()
def finished_values_warm(*, club_id: int, event_id: int | None) -> list[str]:
    """Compute the values kept for the club's finished events as an anonymous visitor asks
    them, in the club's and the site's language: the season's table and statistics, the
    club's statistics (all time and the season's), what later features add (the rating, the
    MERS inputs, the event's report), the finished part of the statistics on the page of each
    of the event's players (all time: the page as first shown). The languages done."""
    club = Club.objects.get(pk=club_id)
    events = Event.objects.filter(club=club).select_related("club", "season")
    event = events.filter(pk=event_id).first() if event_id is not None else None
    season = (
        event.season
        if event is not None
        else Season.objects.filter(club=club).order_by("-year").first()
    )
    languages = list(
        dict.fromkeys([club.language or settings.LANGUAGE_CODE, settings.LANGUAGE_CODE])
    )
    players = event_members(event=event) if event is not None else []
    with viewing_as(AnonymousUser()), finished_stamp_held():  # nothing is written here
        for language in languages:
            with translation.override(language):
                club_statistics_kept(club=club)
                if season is not None:
                    season_report_kept(season=season)
                    season_statistics_kept(season=season)
                    club_statistics_kept(club=club, year=season.year)
                for values in FINISHED_VALUES.items():
                    values(club, event)
                members_statistics_finished(members=players, scope=MemberScope())
    return languages
