"""Personal API keys on the account page (issue 43): made with a name, a club and a scope,
shown once, stored hashed; revoked by their owner only; both audited."""

from __future__ import annotations

import hashlib

import pytest
from django.urls import reverse

from tournaments.accounts.models import ApiToken
from tournaments.audit.models import AuditEntry

pytestmark = pytest.mark.django_db


def test_a_key_is_shown_once_and_stored_hashed(client, make_user, club):
    user = make_user(club=club, username="keeper")
    client.force_login(user)
    response = client.post(
        reverse("account_api_key_add"), {"name": "club site", "club": club.pk, "scope": "read"}
    )
    assert response.status_code == 200
    key = response.context["new_key"]
    assert key.startswith("cs_") and key in response.content.decode()
    assert response["Cache-Control"] == "no-store"
    token = ApiToken.objects.get()
    assert token.token_hash == hashlib.sha256(key.encode()).hexdigest()
    assert key not in str(list(ApiToken.objects.values()))
    assert key not in client.get(reverse("account")).content.decode()  # never again
    assert AuditEntry.objects.filter(action="api_token.create").count() == 1
    api = client_with(key)
    assert api.get(f"/api/v1/clubs/{club.slug}/").status_code == 200


def client_with(key: str):
    from rest_framework.test import APIClient

    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return api


@pytest.mark.parametrize(
    "data",
    [{"name": "", "scope": "read"}, {"name": "x", "scope": "admin"}, {"name": "x", "club": 999}],
)
def test_a_bad_form_makes_no_key(client, make_user, club, data):
    user = make_user(club=club)
    client.force_login(user)
    response = client.post(reverse("account_api_key_add"), {"club": club.pk, **data})
    assert response.status_code == 422
    assert not ApiToken.objects.exists()


def test_only_a_clubs_member_may_make_a_key_for_it(client, make_user, club):
    user = make_user()  # a member of no club
    client.force_login(user)
    client.post(reverse("account_api_key_add"), {"name": "x", "club": club.pk, "scope": "read"})
    assert not ApiToken.objects.exists()


def test_revoking_a_key(client, make_user, club):
    owner = make_user(club=club, username="owner")
    other = make_user(club=club, username="other")
    client.force_login(owner)
    key = client.post(
        reverse("account_api_key_add"), {"name": "k", "club": club.pk, "scope": "hands"}
    ).context["new_key"]
    token = ApiToken.objects.get()
    client.force_login(other)
    client.post(reverse("account_api_key_revoke"), {"token": token.pk})
    token.refresh_from_db()
    assert token.revoked_at is None  # not theirs
    client.force_login(owner)
    response = client.post(reverse("account_api_key_revoke"), {"token": token.pk})
    assert response.status_code == 302
    token.refresh_from_db()
    assert token.revoked_at is not None
    assert AuditEntry.objects.filter(action="api_token.revoke").count() == 1
    assert client_with(key).get(f"/api/v1/clubs/{club.slug}/").status_code == 401
