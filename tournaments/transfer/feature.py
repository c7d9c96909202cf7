"""Transfer: one event to a file and back (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.features import Feature

FEATURE = Feature(
    name="transfer",
    urls="tournaments.transfer.urls",
    audit=AuditTerms(actions={"event_import": _("event imported")}),
)
