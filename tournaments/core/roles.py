"""The three staff roles of a club.

A role is held per club membership (``Member.role``), never globally: a referee of club B
who is a plain member of club A is a plain member there. The roles are ranked; a higher
role can do everything a lower one can (``can_referee`` includes club admins,
``can_enter_hands`` includes referees), so one role per membership is enough.

The Django admin is for superusers only (``tournaments.admin``); the roles grant no
model permissions.
"""

from collections.abc import Iterable

from django.db import models
from django.utils.translation import gettext_lazy as _

CLUB_ADMIN = "club admin"
SCOREKEEPER = "scorekeeper"
REFEREE = "referee"


class MemberRole(models.TextChoices):
    NONE = "", _("Member (no role)")
    SCOREKEEPER = SCOREKEEPER, _("Scorekeeper")
    REFEREE = REFEREE, _("Referee")
    CLUB_ADMIN = CLUB_ADMIN, _("Club admin")


#: Weakest first: where a user had several of the old global groups, the strongest wins.
ROLES: tuple[str, ...] = (SCOREKEEPER, REFEREE, CLUB_ADMIN)


def strongest(roles: Iterable[str]) -> str:
    """The highest-ranked of ``roles`` ("" for none)."""
    ranked = [r for r in ROLES if r in set(roles)]
    return ranked[-1] if ranked else ""
