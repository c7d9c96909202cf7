"""The tournament report (``tournaments.core.features``): its page and PDF."""

from tournaments.core.features import Feature

FEATURE = Feature(name="tournament_report", urls="tournaments.tournament_report.urls")
