"""The club's nouns: club, member, season."""

from tournaments.clubs.models.club import Club
from tournaments.clubs.models.member import MEMBER_PERSONAL_FIELDS, Member, member_ordering
from tournaments.clubs.models.season import Season

__all__ = ["MEMBER_PERSONAL_FIELDS", "Club", "Member", "Season", "member_ordering"]
