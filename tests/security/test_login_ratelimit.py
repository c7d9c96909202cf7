"""Log-in rate limiting: five failures lock a username from an address for the window."""

from unittest import mock

import pytest
from django.contrib.auth import authenticate
from django.test import Client, RequestFactory
from django.urls import reverse

from tournaments.security import ratelimit

pytestmark = pytest.mark.django_db

PASSWORD = "pw-for-tests"


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    fake = Clock()
    with mock.patch.object(ratelimit, "_now", fake):
        yield fake


def _login(client: Client, username: str, password: str, ip: str = "127.0.0.1"):
    return client.post(
        reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=ip
    )


def _logged_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


def test_sixth_attempt_is_refused_even_with_the_right_password(make_user, clock):
    make_user(username="anneke")
    client = Client()
    for _ in range(5):
        response = _login(client, "anneke", "wrong")
        assert response.status_code == 200
        assert not _logged_in(client)
    response = _login(client, "anneke", PASSWORD)
    assert response.status_code == 200
    assert not _logged_in(client)
    page = response.content.decode()
    assert "Te veel mislukte inlogpogingen" in page  # the site's language, Dutch
    assert "15 minuten" in page


def test_the_lock_lifts_after_the_window(make_user, clock, settings):
    make_user(username="anneke")
    client = Client()
    for _ in range(5):
        _login(client, "anneke", "wrong")
    clock.now += settings.LOGIN_LOCKOUT_SECONDS - 1
    client = Client()
    _login(client, "anneke", PASSWORD)
    assert not _logged_in(client)
    clock.now += 2
    response = _login(client, "anneke", PASSWORD)
    assert response.status_code == 302
    assert _logged_in(client)


def test_the_lock_is_per_username_and_address(make_user, clock):
    make_user(username="anneke")
    make_user(username="bram")
    for _ in range(5):
        _login(Client(), "anneke", "wrong", ip="10.0.0.1")
    other_address = Client()
    _login(other_address, "anneke", PASSWORD, ip="10.0.0.2")
    assert _logged_in(other_address)
    other_user = Client()
    _login(other_user, "bram", PASSWORD, ip="10.0.0.1")
    assert _logged_in(other_user)


def test_a_success_clears_the_count(make_user, clock):
    make_user(username="anneke")
    client = Client()
    for _ in range(4):
        _login(client, "anneke", "wrong")
    _login(client, "anneke", PASSWORD)
    assert _logged_in(client)
    for _ in range(4):
        _login(Client(), "anneke", "wrong")
    fresh = Client()
    _login(fresh, "anneke", PASSWORD)
    assert _logged_in(fresh)


def test_the_backend_refuses_every_log_in_path_when_locked(make_user, clock):
    """The admin's log-in form and anything else calling authenticate() are covered too."""
    user = make_user(username="anneke")
    request = RequestFactory().post("/admin/login/", REMOTE_ADDR="10.1.1.1")
    for _ in range(5):
        assert authenticate(request, username="anneke", password="wrong") is None
    assert authenticate(request, username="anneke", password=PASSWORD) is None
    clock.now += 16 * 60
    assert authenticate(request, username="anneke", password=PASSWORD) == user
