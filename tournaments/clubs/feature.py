"""Clubs, members, roles, seasons and house rules (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditSubject, AuditTerms
from tournaments.core.features import Feature

FEATURE = Feature(
    name="clubs",
    urls="tournaments.clubs.urls",
    audit=AuditTerms(
        actions={
            "member.role": _("role changed"),
            "member.unlock": _("log-in lock lifted"),
            "member.create": _("member added"),
            "member.import": _("member imported"),
            "member.update": _("member changed"),
            "club.update": _("club settings changed"),
            "club.house_rules": _("house rules changed"),
            "event.house_rules": _("house rules changed"),
        },
        subjects=(AuditSubject("tournaments.club"), AuditSubject("tournaments.member")),
        hidden=frozenset({"default_ruleset_options"}),
    ),
)
