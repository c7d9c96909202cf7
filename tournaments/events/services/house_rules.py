"""Writes of one event's house rules (the club's are ``clubs.services.house_rules``')."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record
from tournaments.clubs.services.house_rules import User, house_rules_choice
from tournaments.events.models import Event
from tournaments.events.selectors.rounds import event_has_hands


@transaction.atomic
def event_house_rules_update(
    *, event: Event, options: Mapping[str, Any], actor: User | None = None
) -> Event:
    """Set the house rules of one event, until its first hand is entered: after that the
    hands' scores depend on them (a referee corrects hands, not the rules under them)."""
    event = Event.objects.select_for_update().get(pk=event.pk)
    if event_has_hands(event=event):
        raise ValidationError(
            _(
                "Hands have been entered in this event already: its house rules can no "
                "longer change."
            )
        )
    before = dict(event.ruleset_options or {})
    chosen = house_rules_choice(ruleset_id=event.ruleset, options=options)
    event.ruleset_options = chosen
    event.full_clean()
    event.save(update_fields=["ruleset_options"])
    audit_record(
        actor=actor,
        action="event.house_rules",
        obj=event,
        before={"ruleset": event.ruleset, "options": before},
        after={"ruleset": event.ruleset, "options": chosen},
        event=event,
    )
    return event
