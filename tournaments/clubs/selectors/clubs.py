"""Reads of clubs: the clubs a user may see, one club by its address."""

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.contrib.auth.models import User as AccountUser
from django.db.models import Q, QuerySet
from django.shortcuts import get_object_or_404

from tournaments.models import (
    Club,
)

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
