"""The EMA's MERS ranking (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.features import Feature

FEATURE = Feature(
    name="rankings",
    urls="tournaments.rankings.urls",
    audit=AuditTerms(
        actions={"ranking.import": _("external results imported for the ranking")},
        labels={
            "external_results": _("results imported"),
            "tournaments": _("tournaments"),
            "unmatched": _("names without a member"),
        },
    ),
)
