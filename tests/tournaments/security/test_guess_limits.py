"""Security issue 54, finding 3: nothing limited guessing. Wrong link keys could be tried
without end on every route that carries one (invitations, setup and new-password links,
registrants' pages, calendar feeds, check-in and table links, password resets), and one
password could be tried on every username from one address (axes counts per username).
Now, per client address and counted in the cache (tournaments.security.ratelimit): many
wrong keys → 429 on every token route; one password failing on many usernames → no log-in
from there (429). Behind the balancer the address is the client's, named in
X-Forwarded-For by the configured proxy only."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.test import Client, RequestFactory, override_settings
from django.urls import reverse

from tournaments.accounts.services.links import invitation_issue
from tournaments.core.roles import SCOREKEEPER
from tournaments.core.tokens import token_routes
from tournaments.security.lockout import client_ip

pytestmark = pytest.mark.django_db

PASSWORD = "pw-for-tests"
PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<parameter>[^>]+)>")
SAMPLE = {"int": "999", "slug": "nowhere", "str": "x1", "token": "wrong-key"}
ROOT = Path(__file__).resolve().parents[3]


def _path(route: str, key: str = "wrong-key") -> str:
    return "/" + PARAMETER.sub(
        lambda m: key if m["converter"] == "token" else SAMPLE[m["converter"] or "str"], route
    )


@pytest.fixture
def few_guesses(settings):
    settings.TOKEN_GUESS_LIMIT = 3
    settings.PASSWORD_SPRAY_LIMIT = 3
    settings.PASSWORD_RESET_ENABLED = True


ROUTES = sorted(r.route for r in token_routes())


#: the routes that answer only a post (the Check in button of a registrant's page)
POST_ONLY = {
    "registrations/<token:token>/check-in/",
    # what a player does on the table's page with their seat code (docs/acceptance.md)
    *(
        f"t/<int:table_id>/<token:token>/{action}/"
        for action in ("sign-in", "sign-out", "hands", "preview", "referee", "correction")
    ),
    "t/<int:table_id>/<token:token>/hand/<int:number>/<str:verdict>/",
}


@pytest.mark.parametrize("route", ROUTES)
def test_wrong_keys_on_a_token_route_end_in_429(few_guesses, route):
    guesser = Client(REMOTE_ADDR="192.0.2.7")
    ask = guesser.post if route in POST_ONLY else guesser.get
    for n in range(3):
        answer = ask(_path(route, f"wrong-{n}"))
        assert answer.status_code == 404, (route, answer.status_code)
    blocked = ask(_path(route, "wrong-3"))
    assert blocked.status_code == 429
    assert int(blocked["Retry-After"]) > 0
    assert "Te veel verkeerde links" in blocked.content.decode()  # the site's language
    # every token route, for that address only
    assert guesser.get("/join/other-key/").status_code == 429
    other = Client(REMOTE_ADDR="192.0.2.8")
    assert (other.post if route in POST_ONLY else other.get)(_path(route, "w")).status_code == 404
    # the other pages are not limited
    assert guesser.get(reverse("home")).status_code == 200


def test_a_blocked_address_gets_429_for_the_right_key_too(few_guesses, club):
    _link, token = invitation_issue(club=club, role=SCOREKEEPER, actor=None)
    guesser = Client(REMOTE_ADDR="192.0.2.7")
    assert guesser.get(f"/join/{token}/").status_code == 200
    for n in range(3):
        guesser.get(f"/join/wrong-{n}/")
    assert guesser.get(f"/join/{token}/").status_code == 429
    assert Client(REMOTE_ADDR="192.0.2.9").get(f"/join/{token}/").status_code == 200


def _login(client: Client, username: str, password: str):
    return client.post(reverse("login"), {"username": username, "password": password})


def test_one_password_on_many_usernames_blocks_the_address(few_guesses, make_user):
    make_user(username="anneke")
    sprayer = Client(REMOTE_ADDR="192.0.2.7")
    for name in ("bram", "carla", "daan"):  # existing or not, all wrong
        assert _login(sprayer, name, "Welkom123").status_code == 200
    answer = _login(sprayer, "anneke", PASSWORD)  # even the right password
    assert answer.status_code == 429
    assert "_auth_user_id" not in sprayer.session
    assert "met één wachtwoord" in answer.content.decode()
    member = Client(REMOTE_ADDR="192.0.2.8")
    _login(member, "anneke", PASSWORD)
    assert "_auth_user_id" in member.session


def test_one_member_mistyping_is_no_spraying(few_guesses, make_user):
    """Different passwords on one username (axes' business), or one wrong password typed
    twice for the same username, count no usernames for spraying."""
    make_user(username="anneke")
    client = Client(REMOTE_ADDR="192.0.2.7")
    for password in ("pw-for-test", "pw-for-tests!", "pw-for-test", "pw-for-test"):
        _login(client, "anneke", password)
    _login(client, "anneke", PASSWORD)
    assert "_auth_user_id" in client.session


# (REMOTE_ADDR, X-Forwarded-For, proxies, trusted proxy addresses, the client's address)
ADDRESSES = [
    ("198.51.100.1", "203.0.113.9", 0, (), "198.51.100.1"),  # no proxy: the header is a lie
    ("127.0.0.1", "203.0.113.9", 1, ("127.0.0.1",), "203.0.113.9"),  # from the balancer
    ("198.51.100.1", "203.0.113.9", 1, ("127.0.0.1",), "198.51.100.1"),  # around it
    ("127.0.0.1", "6.6.6.6, 203.0.113.9", 1, ("127.0.0.1",), "203.0.113.9"),  # client's own
    ("127.0.0.1", "", 1, ("127.0.0.1",), "127.0.0.1"),  # no header
    ("10.0.0.2", "203.0.113.9", 1, (), "203.0.113.9"),  # no addresses set: the count alone
]  # fmt: skip


@pytest.mark.parametrize(("remote", "forwarded", "proxies", "trusted", "client"), ADDRESSES)
def test_the_client_address_comes_from_the_configured_proxy_only(
    remote, forwarded, proxies, trusted, client
):
    request = RequestFactory().get("/", REMOTE_ADDR=remote, HTTP_X_FORWARDED_FOR=forwarded)
    with override_settings(TRUSTED_PROXY_COUNT=proxies, TRUSTED_PROXY_ADDRESSES=trusted):
        assert client_ip(request) == client


@override_settings(TRUSTED_PROXY_COUNT=1, TRUSTED_PROXY_ADDRESSES=("127.0.0.1",))
def test_behind_the_balancer_one_client_guessing_blocks_only_that_client(few_guesses):
    def through_balancer(address: str) -> Client:
        return Client(REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR=address)

    guesser = through_balancer("203.0.113.9")
    for n in range(3):
        guesser.get(f"/join/wrong-{n}/")
    assert guesser.get("/join/wrong-3/").status_code == 429
    assert through_balancer("203.0.113.10").get("/join/wrong-4/").status_code == 404


def test_the_cluster_balancer_forwards_the_client_address():
    """``make cluster``: HAProxy adds X-Forwarded-For, and the app servers trust it from the
    balancer's address only (a header a client sends is to the left of it)."""
    script = (ROOT / "scripts" / "cluster.sh").read_text()
    haproxy = script[script.index("haproxy.cfg") : script.index("haproxy -f")]
    assert "option forwardfor" in haproxy
    assert "http-request del-header X-Forwarded-For" in haproxy
    assert re.search(r"TRUSTED_PROXY_COUNT=1\b", script)
    assert re.search(r"TRUSTED_PROXY_ADDRESSES=127\.0\.0\.1\b", script)
