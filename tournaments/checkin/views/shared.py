"""What the check-in pages share: the table-policy hint in words."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.checkin.selectors.desk import PolicyHint
from tournaments.events.models import Event, TablePolicy


def policy_hint_text(event: Event, hint: PolicyHint) -> str:
    """Empty when the event's table policy seats the players who checked in; else which
    policies do ("19 players: the table policy … cannot seat them; choose …")."""
    if hint.fits or hint.count == 0:
        return ""
    count = ngettext("%(count)d player", "%(count)d players", hint.count) % {"count": hint.count}
    policy = TablePolicy(event.table_policy).label
    if not hint.choices:
        return _("%(count)s: too few to seat at mahjong tables.") % {"count": count}
    choices = ", ".join(f"“{TablePolicy(c).label}”" for c in hint.choices)
    return _(
        "%(count)s: the table policy “%(policy)s” cannot seat them. Choose one that can "
        "when you draw the seats: %(choices)s."
    ) % {"count": count, "policy": policy, "choices": choices}
