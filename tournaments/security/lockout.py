"""Log-in lockout, counted by django-axes in the database.

``django-axes`` (settings ``AXES_*``) counts every failed ``authenticate()`` — the site's
log-in, the admin's, anything else — in the ``axes_accessattempt`` table: one atomic
``UPDATE … failures + 1`` under a row lock, so parallel guesses are all counted and every
gunicorn worker sees the same count. ``LOGIN_FAILURE_LIMIT`` failures (default 5) for a
username *from one address* lock that username from that address for
``LOGIN_LOCKOUT_SECONDS`` (default 15 minutes) after the last failure; the right password
is refused meanwhile from there. A successful log-in clears the count. Counting the pair
(issue 38) means a member who types the admin's username five times wrongly locks the
admin out only from the member's own address, and a club's shared address (NAT) is never
locked for everyone behind it. A club admin lifts a member's lock on the club's
"Locked logins" page (``tournaments.clubs.views.lockouts``); an operator with
``manage.py axes_reset_username NAME``.

The address is ``REMOTE_ADDR``; behind ``TRUSTED_PROXY_COUNT`` reverse proxies (each
appending to ``X-Forwarded-For``) it is the address the outermost trusted proxy saw. A
client cannot choose it: the addresses it adds itself are to the left of those; and with
``TRUSTED_PROXY_ADDRESSES`` the header counts only from those proxies' addresses.

This module gives axes the address and the page a locked-out user sees: the log-in page,
in the user's language, saying how long to wait.
"""

from __future__ import annotations

import datetime
import math

from axes.handlers.proxy import AxesProxyHandler
from axes.helpers import get_cool_off
from axes.models import AccessAttempt
from django.conf import settings
from django.db.models import Max
from django.http import HttpRequest
from django.utils import timezone

# django.contrib.auth's username field (AbstractUser.username max_length)
USERNAME_MAX_LENGTH = 150


def client_ip(request: HttpRequest) -> str:
    """The client's address (``AXES_CLIENT_IP_CALLABLE``, and the rate limits'). With
    ``TRUSTED_PROXY_ADDRESSES`` set, ``X-Forwarded-For`` counts only on a request that
    came from one of those addresses (the balancer): a client that reaches an app server
    directly cannot choose its address by sending the header itself."""
    proxies = int(getattr(settings, "TRUSTED_PROXY_COUNT", 0))
    remote: str = request.META.get("REMOTE_ADDR", "")
    if proxies <= 0:
        return remote
    trusted = getattr(settings, "TRUSTED_PROXY_ADDRESSES", ())
    if trusted and remote not in trusted:
        return remote
    forwarded_for: str = request.META.get("HTTP_X_FORWARDED_FOR", "")
    forwarded = [a.strip() for a in forwarded_for.split(",")]
    forwarded = [a for a in forwarded if a]
    # The last proxy is REMOTE_ADDR; each proxy before it appended what it saw.
    return forwarded[-proxies] if len(forwarded) >= proxies else remote


def lockout_username(
    request: HttpRequest, credentials: dict[str, object] | None = None
) -> str | None:
    """The username axes counts (``AXES_USERNAME_CALLABLE``): what the log-in form sent,
    cut to a login's longest name (150). axes keeps it in a 255-character column and cuts
    the other request fields itself, but not this one: a 2 MB "username" failed the
    count on PostgreSQL with a 500 (SQLite keeps any length)."""
    username = credentials.get("username") if credentials else request.POST.get("username")
    return None if username is None else str(username)[:USERNAME_MAX_LENGTH]


def locked_for(request: HttpRequest, username: str) -> int:
    """Seconds until ``username`` may try again from this request's address; 0 if not
    locked."""
    credentials = {"username": username}
    if AxesProxyHandler.is_allowed(request, credentials):
        return 0
    cool_off: datetime.timedelta | None = get_cool_off(request)
    # the address axes counted: it asks client_ip (AXES_CLIENT_IP_CALLABLE) for it too
    last: datetime.datetime | None = AccessAttempt.objects.filter(
        username=username, ip_address=client_ip(request)
    ).aggregate(last=Max("attempt_time"))["last"]
    if cool_off is None or last is None:
        return int(getattr(settings, "LOGIN_LOCKOUT_SECONDS", 900))
    return max(1, math.ceil((last + cool_off - timezone.now()).total_seconds()))
