"""Reads of a login's own settings."""

from django.contrib.auth.models import AbstractBaseUser

from tournaments.accounts.models import AccountSettings


def account_language(*, user: AbstractBaseUser) -> str:
    """The language the login chose on its account page ("" if it chose none)."""
    found = AccountSettings.objects.filter(user_id=user.pk).values_list("language", flat=True)
    return str(found.first() or "")
