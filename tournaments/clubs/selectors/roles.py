"""Reads for the club's roles page: the members who have a login."""

from django.db.models import QuerySet

from tournaments.clubs.models import Club, Member


def club_logins(*, club: Club) -> QuerySet[Member]:
    """The club's members with a login, by name, with their role in this club."""
    return (
        Member.objects.filter(club=club, user__isnull=False)
        .select_related("user")
        .order_by("last_name", "first_name")
    )


def club_login_get(*, club: Club, pk: int | None) -> Member | None:
    """The club's member with a login whose id a form posted (None: no such member)."""
    if pk is None:
        return None
    return club_logins(club=club).filter(pk=pk).first()
