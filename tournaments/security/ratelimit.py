"""Rate limits on guessing, counted per client address in Django's cache.

*Link keys.* A route that carries a key in its path (``<token:…>``,
``tournaments.core.tokens``) answers a wrong key with 404. :class:`TokenGuessLimit` counts
those 404s per address; after ``TOKEN_GUESS_LIMIT`` of them within ``TOKEN_GUESS_SECONDS``
every token route answers that address 429 (with a page that says how long to wait) until
the window ends, the right key too: a guesser learns nothing more. A player who mistypes a
link a few times is never near the limit.

*Password spraying.* django-axes locks a username after a few wrong passwords from one
address (``lockout``); trying *one* password on many usernames stays under that. The last
authentication backend (:class:`PasswordSprayCount`, reached only when every other refused)
counts, per address and password, how many different usernames failed; at
``PASSWORD_SPRAY_LIMIT`` the address may not log in for ``PASSWORD_SPRAY_SECONDS``
(:class:`PasswordSprayRefusal`, second after axes' backend; the log-in page answers 429
and says so). Only keyed digests of the password and the username are kept, never the text.

The counts live in Django's cache under keys beginning ``ratelimit:`` (the shared Redis in
production, so every app server counts together; this process's memory without it). Behind
the balancer the address is the client's (``lockout.client_ip``, ``TRUSTED_PROXY_*``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from django.template.loader import render_to_string
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.core.tokens import is_token_route
from tournaments.security.lockout import client_ip

#: every key of the counts begins with this
PREFIX = "ratelimit:"


def _digest(kind: str, text: str) -> str:
    return salted_hmac(f"clubsite.ratelimit.{kind}", text, algorithm="sha256").hexdigest()[:24]


def _hit(key: str, seconds: int) -> int:
    """Count one for ``key`` in a window of ``seconds`` from its first hit; the count."""
    cache.add(key, 0, timeout=seconds)
    try:
        return int(cache.incr(key))
    except ValueError:  # the window ended between add and incr
        cache.set(key, 1, timeout=seconds)
        return 1


def _block(key: str, seconds: int) -> None:
    cache.set(key, time.time() + seconds, timeout=seconds)


def _blocked_for(key: str) -> int:
    """Seconds until the block ``key`` ends (0: not blocked)."""
    until = cache.get(key)
    if until is None:
        return 0
    return max(0, math.ceil(float(until) - time.time()))


def wait_text(seconds: int) -> str:
    minutes = max(1, math.ceil(seconds / 60))
    return ngettext(
        "Try again in %(minutes)d minute.", "Try again in %(minutes)d minutes.", minutes
    ) % {"minutes": minutes}


def too_many(request: HttpRequest, *, message: str, seconds: int) -> HttpResponse:
    """The 429 page: what happened and how long to wait."""
    body = render_to_string(
        "429.html", {"message": message, "wait": wait_text(seconds)}, request=request
    )
    response = HttpResponse(body, status=429)
    response["Retry-After"] = str(seconds)
    response["Cache-Control"] = "no-store, private"
    return response


# -- link keys -------------------------------------------------------------------------


def _guess_keys(request: HttpRequest) -> tuple[str, str]:
    address = client_ip(request)
    return f"{PREFIX}token:{address}", f"{PREFIX}token-block:{address}"


class TokenGuessLimit:
    """Middleware (after the session, locale and auth middleware): 429 on every token route
    for an address that tried too many wrong keys."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        if response.status_code == 404 and match is not None and is_token_route(match.route):
            count_key, block_key = _guess_keys(request)
            seconds = int(settings.TOKEN_GUESS_SECONDS)
            if _hit(count_key, seconds) >= int(settings.TOKEN_GUESS_LIMIT):
                _block(block_key, seconds)
        return response

    def process_view(
        self, request: HttpRequest, view: Callable[..., Any], args: Any, kwargs: Any
    ) -> HttpResponseBase | None:
        match = request.resolver_match
        if match is None or not is_token_route(match.route):
            return None
        seconds = _blocked_for(_guess_keys(request)[1])
        if not seconds:
            return None
        message = _("Too many wrong links were tried from your address.")
        return too_many(request, message=message, seconds=seconds)


# -- password spraying -------------------------------------------------------------------


def _spray_block_key(request: HttpRequest) -> str:
    return f"{PREFIX}spray-block:{client_ip(request)}"


def spray_blocked_for(request: HttpRequest) -> int:
    """Seconds until this request's address may log in again (0: it may)."""
    return _blocked_for(_spray_block_key(request))


def spray_record(request: HttpRequest, username: str, password: str) -> None:
    """One failed log-in: count the username for this address and password."""
    address = client_ip(request)
    seconds = int(settings.PASSWORD_SPRAY_SECONDS)
    tried = f"{PREFIX}spray:{address}:{_digest('password', password)}"
    user = _digest("username", username.casefold())
    new_username = cache.add(f"{tried}:{user}", 1, timeout=seconds)
    if new_username and _hit(tried, seconds) >= int(settings.PASSWORD_SPRAY_LIMIT):
        _block(_spray_block_key(request), seconds)


class PasswordSprayRefusal:
    """Authentication backend, after axes': refuses every log-in from a blocked address.
    Neither backend here has ``get_user``: no session is ever theirs (and ``force_login``
    takes the first backend that has one)."""

    def authenticate(self, request: HttpRequest | None, **credentials: Any) -> None:
        if request is not None and spray_blocked_for(request):
            raise PermissionDenied("password spraying from this address")
        return None


class PasswordSprayCount:
    """Authentication backend, the last: reached only when every other refused the
    credentials, so each call is a failed log-in (:func:`spray_record`)."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **credentials: Any,
    ) -> None:
        if request is not None and username and password:
            spray_record(request, username, password)
        return None
