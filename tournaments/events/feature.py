"""Events, their rounds and field, and their lifecycle (``tournaments.core.features``)."""

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as gettext_now
from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditSubject, AuditTerms, Loaded
from tournaments.core.features import Feature
from tournaments.events.models import EventParticipant, Round


def _round_name(round_: Round) -> str:
    return gettext_now("Round %(number)s") % {"number": round_.number}


def _removed_participant(snapshot: Mapping[str, Any], loaded: Loaded) -> str | None:
    """A player removed from the field: by the member or guest he was."""
    member = loaded.get(("tournaments.member", str(snapshot.get("member_id"))))
    return getattr(member, "full_name", None) or snapshot.get("guest_name") or None


FEATURE = Feature(
    name="events",
    urls="tournaments.events.urls",
    audit=AuditTerms(
        actions={
            "event.create": _("event planned"),
            "event.update": _("event changed"),
            "event.start": _("event started"),
            "event.finish": _("event finished"),
            "event.reopen": _("event reopened"),
            "event.cancel": _("event cancelled"),
            "event.silent_reveal": _("silent rounds revealed"),
            "event.silent_hide": _("silent rounds hidden again"),
            "participant.add": _("player added"),
            "participant.withdraw": _("player withdrawn"),
            "participant.remove": _("player removed"),
            "round.start": _("round started"),
            "round.close": _("round closed"),
            "round.reopen": _("round reopened"),
            "round.minutes": _("round time changed"),
            "guest_member_create": _("guest made a member"),
        },
        subjects=(
            AuditSubject("tournaments.event"),
            AuditSubject("tournaments.round", name=_round_name),
            AuditSubject(
                EventParticipant._meta.label_lower,
                related=("member",),
                describe=_removed_participant,
            ),
        ),
        labels={"ruleset": _("ruleset")},
        # how the name is shown (issue 39), not a change anyone made; raw option dicts
        hidden=frozenset({"name_generated", "ruleset_options", "round_id"}),
        secret=frozenset({"table_link_key", "check_in_token_hash"}),
    ),
)
