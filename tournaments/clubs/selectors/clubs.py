"""Reads of clubs: the clubs a user may see, one club by its address, its house rules
per ruleset."""

import copy
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.contrib.auth.models import User as AccountUser
from django.db.models import Q, QuerySet
from django.shortcuts import get_object_or_404

from scoring.engine.registry import RULESET_IDS, get_ruleset
from tournaments.clubs.models import Club
from tournaments.core.choices import TablePointsScheme

User = AbstractBaseUser | AnonymousUser


def club_list_visible(*, user: User) -> QuerySet[Club]:
    """Clubs with public results, plus the clubs the user belongs to."""
    if isinstance(user, AccountUser) and user.is_authenticated and user.is_superuser:
        return Club.objects.all()
    condition = Q(public_results=True)
    if user.is_authenticated:
        condition |= Q(members__user=user)
    return Club.objects.filter(condition).distinct()


def club_get(*, slug: str) -> Club:
    return get_object_or_404(Club, slug=slug)


def club_ruleset_options(*, club: Club, ruleset: str) -> dict[str, Any]:
    """The club's house rules under ``ruleset`` (a copy): the default ruleset's in
    ``default_ruleset_options``, any other ruleset's in ``ruleset_house_rules``; ``{}``
    (the rule book) for a ruleset the club set nothing for."""
    if ruleset == club.default_ruleset:
        return copy.deepcopy(dict(club.default_ruleset_options or {}))
    return copy.deepcopy(dict((club.ruleset_house_rules or {}).get(ruleset) or {}))


def club_table_points_scheme(*, club: Club, ruleset: str) -> str:
    """The table points an event under ``ruleset`` ranks by at ``club``: the club's scheme
    for its own game and for any game without a scheme of its own; the ruleset's scheme for
    a game that has one (``Ruleset.default_table_points_scheme``: none where the result with
    uma already pays the places) played at a club of another game, as that game's rules rank
    it, not by 4-2-1-0 on top of the uma; a club of that game keeps the scheme it chose."""
    own = get_ruleset(ruleset).default_table_points_scheme
    if own in TablePointsScheme.values and ruleset != club.default_ruleset:
        return own
    return club.table_points_scheme


def club_rulesets_used(*, club: Club) -> list[str]:
    """The rulesets the club uses: its default first, then those of its events and those
    it set house rules for, in the registry's order."""
    used = set(club.events.values_list("ruleset", flat=True))
    used |= {r for r, options in (club.ruleset_house_rules or {}).items() if options}
    rest = [r for r in RULESET_IDS if r in used and r != club.default_ruleset]
    return [club.default_ruleset, *rest]
