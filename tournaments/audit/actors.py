"""Who did something: the user a service is given, and the account row it stores.

Views pass ``request.user`` (typed by Django as ``AbstractBaseUser | AnonymousUser``);
a script passes None. The rows that remember who did it (``AuditEntry.actor``,
``Member.user``, ``Table.confirmed_by``, an event's scorekeepers) point at
``auth.User``, the project's user model.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User

Actor = AbstractBaseUser | AnonymousUser


def actor_account(actor: Actor | None) -> User | None:
    """The logged-in account behind ``actor`` (None for a script or an anonymous visitor)."""
    return actor if isinstance(actor, User) and actor.is_authenticated else None
