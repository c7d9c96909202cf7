"""Writes of house rules: which readings and variants of its ruleset a club (or one event)
plays with. Only the values that differ from the rule book's defaults are stored, so a
later change of a default in the engine reaches every club that did not choose otherwise.
One event's house rules are ``events.services.house_rules``'."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import transaction

from scoring.engine import InvalidOptions, get_ruleset
from scoring.messages import error_message
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Club
from tournaments.clubs.selectors.clubs import club_ruleset_options
from tournaments.clubs.services.clubs import club_update

User = AbstractBaseUser | AnonymousUser


def house_rules_choice(*, ruleset_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` checked by the engine, reduced to the values that differ from the
    defaults. Raises ValidationError (in the user's language) for an unknown option or a
    value the option does not take."""
    ruleset = get_ruleset(ruleset_id)
    try:
        resolved = ruleset.resolve_options(options)
    except InvalidOptions as exc:
        raise ValidationError(error_message(exc)) from exc
    defaults = {o.name: o.default for o in ruleset.options}
    return {name: value for name, value in resolved.items() if value != defaults[name]}


@transaction.atomic
def club_house_rules_update(
    *,
    club: Club,
    options: Mapping[str, Any],
    ruleset: str | None = None,
    actor: User | None = None,
) -> Club:
    """Set the club's house rules of ``ruleset`` (its default ruleset when None; any
    ruleset the club plays). Events already created keep the rules they were created
    with; new events under that ruleset take these."""
    ruleset = ruleset or club.default_ruleset
    before = club_ruleset_options(club=club, ruleset=ruleset)
    chosen = house_rules_choice(ruleset_id=ruleset, options=options)
    if ruleset == club.default_ruleset:
        club_update(club=club, action=None, default_ruleset_options=chosen)
    else:
        others = {**(club.ruleset_house_rules or {}), ruleset: chosen}
        club_update(
            club=club, action=None, ruleset_house_rules={r: o for r, o in others.items() if o}
        )
    audit_record(
        actor=actor,
        action="club.house_rules",
        obj=club,
        before={"ruleset": ruleset, "options": before},
        after={"ruleset": ruleset, "options": chosen},
    )
    return club
