"""Teams: a tournament's teams, their page and standings (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.features import Feature, fill
from tournaments.reports.views.screen_pages import SCREEN_PAGES
from tournaments.teams.event_file import TeamsSection
from tournaments.teams.views.screen import team_screen_pages

FEATURE = Feature(
    name="teams",
    urls="tournaments.teams.urls",
    audit=AuditTerms(
        actions={
            "team.settings": _("team settings changed"),
            "team.create": _("team made"),
            "team.member": _("player's team changed"),
            "team.delete": _("team removed"),
        },
        labels={"team": _("team")},
    ),
    event_file=TeamsSection(),
    fills=(fill(SCREEN_PAGES, team_screen_pages),),
)
