"""Check-in on the day (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.checkin.event_file import CheckInSection
from tournaments.core.audit_terms import AuditTerms
from tournaments.core.features import Feature

FEATURE = Feature(
    name="checkin",
    urls="tournaments.checkin.urls",
    audit=AuditTerms(
        actions={
            "participant.check_in": _("player checked in"),
            "participant.check_in_undo": _("check-in undone"),
            "participant.no_show": _("no-show withdrawn"),
            "event.check_in": _("check-in settings changed"),
            "event.check_in_links": _("personal check-in links made"),
        }
    ),
    event_file=CheckInSection(),
)
