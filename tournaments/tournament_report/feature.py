"""The tournament report (``tournaments.core.features``): its page and PDF."""

from tournaments.core.features import Feature, fill
from tournaments.reports.warming import FINISHED_VALUES
from tournaments.tournament_report.selectors.report import report_warm

FEATURE = Feature(
    name="tournament_report",
    urls="tournaments.tournament_report.urls",
    # the report of an event just finished, kept for its first reader (docs/statistics.md)
    fills=(fill(FINISHED_VALUES, report_warm),),
)
