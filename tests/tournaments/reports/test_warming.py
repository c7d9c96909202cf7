"""The values kept for finished events are computed by the worker once an event is finished
(``reports.warming``, through ``events.hooks.EVENT_FINISHED``) or results are imported: the
first visitor of a new process after it computes none of them. Without a worker nothing is
queued (the finish stays as fast as it was)."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.tasks import task_backends
from django.urls import reverse
from django.utils.connection import Local
from django_tasks_db.models import DBTaskResult

from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event, EventStatus
from tournaments.events.services.event_lifecycle import event_status_move
from tournaments.rankings.services.imports import external_import_preview, external_results_import
from tournaments.ratings import selectors as ratings_selectors
from tournaments.ratings.views import mers_line
from tournaments.reports import bar_charts, line_charts
from tournaments.reports.selectors import kept as kept_module
from tournaments.reports.selectors import member_parts
from tournaments.reports.selectors.kept import kept_clear
from tournaments.tournament_report.selectors import report as report_module


def _reset_task_backends() -> None:
    """Django builds its task backends once from ``TASKS``; tests change it."""
    task_backends._settings = None
    task_backends.__dict__.pop("settings", None)
    task_backends._connections = Local(False)


@pytest.fixture
def worker_settings(settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    settings.TASKS_WORKER = True
    _reset_task_backends()
    yield settings
    _reset_task_backends()


def _work() -> None:
    call_command("db_worker", "--batch", "--no-startup-delay", "--interval", "0", verbosity=0)


def _new_process() -> None:
    kept_clear()
    line_charts._line_chart_kept.cache_clear()
    bar_charts._bar_chart_kept.cache_clear()


def _refinish(season):
    """The season's last evening reopened and finished again: a new finished stamp."""
    evening = Event.objects.filter(season=season).order_by("-date").first()
    event_status_move(event=evening, status=EventStatus.IN_PROGRESS, actor=None, action="reopen")
    event_status_move(event=evening, status=EventStatus.FINISHED, actor=None, action="finish")
    return evening


@pytest.fixture
def computed(monkeypatch):
    """Counts what is computed from scratch: the season's table, the finished and the
    unfinished parts of the season statistics, the club rating, the MERS inputs, the parts
    of a member's statistics (``_parts``: the finished one and tonight's)."""
    counts: dict[str, int] = {}

    def counting(module, name):
        real = getattr(module, name)

        def counted(*args, **kwargs):
            counts[name] = counts.get(name, 0) + 1
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)

    counting(kept_module, "season_report")
    counting(kept_module, "summed_part")
    counting(ratings_selectors, "club_ratings_compute")
    counting(mers_line, "mers_inputs")
    counting(kept_module, "club_statistics_part")
    counting(report_module, "tournament_report")
    counting(member_parts, "_parts")
    return counts


def _urls(season):
    club = season.club
    member = club.members.order_by("pk").first()
    return [
        reverse("reports_player", kwargs={"club_slug": club.slug, "pk": member.pk}),
        reverse("reports_season_standings", kwargs={"slug": club.slug, "year": season.year}),
        reverse("api:season_statistics", kwargs={"slug": club.slug, "year": season.year}),
        reverse("reports_club_statistics", kwargs={"slug": club.slug}),
        reverse("reports_club_statistics", kwargs={"slug": club.slug}) + f"?year={season.year}",
    ]


def test_after_a_finish_the_worker_computes_what_the_first_visitor_would(
    transactional_db, worker_settings, client, computed
):
    season = build_season(evenings=3, players=8, hands_per_table=3, slug="warm")
    evening = _refinish(season)
    assert DBTaskResult.objects.count() == 1  # queued once the finish committed
    assert not computed  # not in the request that finished it
    _work()
    assert computed["season_report"] >= 1 and computed["club_ratings_compute"] == 1
    assert computed["club_statistics_part"] >= 2 and computed["tournament_report"] >= 1
    # the finished part of the evening's players, in one read for all of them, in the club's
    # and the site's language (the names hidden from the public are translated)
    assert computed["_parts"] == len(DBTaskResult.objects.get().return_value)
    computed.clear()
    _new_process()  # the first visitor, of another app server
    report = reverse("tournament_report", kwargs={"slug": evening.slug})
    for url in [*_urls(season), report]:
        assert client.get(url).status_code == 200, url
    # the season's statistics and the player's count tonight's (unfinished) events only:
    # none here
    assert computed == {"summed_part": 1, "_parts": 1}


def test_without_the_worker_s_values_the_first_visitor_computes_them(
    transactional_db, worker_settings, client, computed
):
    """The same requests find nothing when no task ran: the test above sees the warming."""
    season = build_season(evenings=3, players=8, hands_per_table=3, slug="cold")
    _refinish(season)
    _new_process()
    for url in _urls(season):
        assert client.get(url).status_code == 200, url
    assert computed["season_report"] >= 1 and computed["club_ratings_compute"] == 1
    assert computed["summed_part"] == 2  # the finished part too
    assert computed["_parts"] == 2  # the player's finished part too
    assert computed["club_statistics_part"] == 2


def test_an_import_queues_the_warming(transactional_db, worker_settings):
    season = build_season(evenings=1, players=4, hands_per_table=1, slug="import")
    data = (
        "tournament,start_date,days,players,countries,qualification,player,ema_number,position\n"
        "Open,2026-02-07,2,40,6,0,Zoe Elsewhere,99999999,1\n"
    )
    preview = external_import_preview(club=season.club, data=data.encode())
    external_results_import(club=season.club, preview=preview, actor=None)
    assert DBTaskResult.objects.count() == 1
    _work()
    assert DBTaskResult.objects.get().status == "SUCCESSFUL"


def test_without_a_worker_a_finish_queues_nothing(
    db, settings, computed, django_capture_on_commit_callbacks
):
    """The laptop's tasks run in the request (Django's immediate backend): a queued warming
    would compute the values in the finish's request."""
    settings.TASKS_WORKER = False
    season = build_season(evenings=2, players=4, hands_per_table=1, slug="laptop")
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        _refinish(season)
    assert callbacks  # the hook ran
    assert not computed
