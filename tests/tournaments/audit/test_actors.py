"""The account a service stores as who did it (``tournaments.audit.actors``)."""

import pytest
from django.contrib.auth.models import AnonymousUser

from tests.factories import UserFactory
from tournaments.audit.actors import actor_account

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("actor", "stored"),
    [
        ("script", False),  # a management command passes None
        ("anonymous", False),  # a visitor who is not logged in
        ("user", True),  # a logged-in user: stored as itself
    ],
)
def test_actor_account(actor: str, stored: bool) -> None:
    given = {"script": None, "anonymous": AnonymousUser(), "user": UserFactory()}[actor]
    assert actor_account(given) == (given if stored else None)
