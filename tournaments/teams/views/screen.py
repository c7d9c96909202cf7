"""The team standings as a page of the big screen's rotation (``reports``' ``SCREEN_PAGES``,
filled from ``teams/feature.py``): shown when the event has teams."""

from __future__ import annotations

from django.template.loader import render_to_string
from django.utils.safestring import SafeString

from tournaments.events.models import Event
from tournaments.teams.selectors.teams import event_teams, team_report, team_settings_of


def team_screen_pages(event: Event) -> list[SafeString]:
    """One page with the team standings, when teams are on and the event has some."""
    if not team_settings_of(event=event).enabled or not event_teams(event=event):
        return []
    return [render_to_string("teams/_screen_page.html", {"report": team_report(event=event)})]
