"""Penalties outside a hand and substitutes (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditSubject, AuditTerms
from tournaments.core.features import Feature, fill
from tournaments.penalties.views.at_table import penalty_context
from tournaments.play.views.sections import TABLE_SECTIONS

FEATURE = Feature(
    name="penalties",
    urls="tournaments.penalties.urls",
    audit=AuditTerms(
        actions={
            "penalty.give": _("penalty given"),
            "penalty.cancel": _("penalty cancelled"),
            "seat.substitute": _("substitute seated"),
        },
        # a penalty's own text names ids; its seat is in the changes
        subjects=(AuditSubject("tournaments.penalty", loaded=False),),
    ),
    fills=(fill(TABLE_SECTIONS, penalty_context),),
)
