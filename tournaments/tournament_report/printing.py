"""The tournament report as PDF (WeasyPrint through ``core.exports.pdf``), in the event's
language unless another is asked for; for the club's staff the EMA results file rides
along as a PDF attachment when every player has an EMA number."""

from __future__ import annotations

import base64

from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation

from tournaments.core.exports.csvfile import render_csv
from tournaments.core.exports.pdf import html_to_pdf, print_language
from tournaments.events.models import Event
from tournaments.reports.exporters import EmaResultsExporter, MissingEmaNumbers
from tournaments.tournament_report.selectors.report import TournamentReport, tournament_report


def event_language(event: Event) -> str:
    """The event's language: its club's (the site's when the club chose none)."""
    return print_language(event.club.language or settings.LANGUAGE_CODE)


def ema_attachment(report: TournamentReport) -> tuple[str, str] | None:
    """The EMA results file as (file name, data URL), None while a player lacks a number."""
    exporter = EmaResultsExporter(report.standings)
    try:
        content = render_csv(exporter)
    except MissingEmaNumbers:
        return None
    data = base64.b64encode(content).decode("ascii")
    return f"{exporter.title()}.csv", f"data:text/csv;base64,{data}"


def tournament_report_pdf(*, event: Event, lang: str | None = None, staff: bool = False) -> bytes:
    """The report read and printed in ``lang`` (the event's language by default): the
    reasons and elements are named in the PDF's language, not the reader's page's."""
    with translation.override(print_language(lang or event_language(event))):
        report = tournament_report(event=event)
        attachment = ema_attachment(report) if staff and report.is_tournament else None
        html = render_to_string(
            "print/tournament_report.html",
            {"report": report, "event": event, "attachment": attachment, "staff": staff},
        )
    return html_to_pdf(html)
