"""The routes whose path carries a credential: one marker on the URL pattern.

A link that opens something without a log-in (a player's table link, an invitation, a
registrant's personal page, a calendar feed, a password reset...) carries its key in the
path. Such a route writes that part as ``<token:token>``: the ``token`` converter matches
what ``str`` matches, and marks the part as a secret. :func:`token_routes` walks the URLconf
once and gives every marked route with a pattern that finds its paths in a log line; so the
access log filter (``tournaments.security.log_filters``) masks exactly those parts, and the
guess limit (``tournaments.security.ratelimit``) counts wrong keys on exactly those routes.
A new token route needs nothing else; ``tests/tournaments/security/test_log_tokens.py``
walks the URLconf and fails for a route whose parameter looks like a key but is not marked.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from django.conf import settings
from django.urls import URLPattern, URLResolver, get_resolver, register_converter
from django.urls.converters import StringConverter, get_converters
from django.urls.resolvers import RoutePattern

#: The converter's name in a route: ``path("join/<token:token>/", ...)``.
TOKEN = "token"
#: Where a path ends in a log line: a blank, a quote, the query string or the line's end.
_PATH_END = r"""/?(?=[\s"'?#]|$)"""
_SEGMENT = r"""[^/\s"'?#]+"""
_PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<parameter>[^>]+)>")


class LinkToken(StringConverter):
    """``<token:name>``: one path segment (as ``str``) that is a credential."""


def token_converter_register() -> None:
    """Make ``<token:…>`` known to routes (``TournamentsConfig.ready``, before any URLconf
    loads); idempotent."""
    if not isinstance(get_converters().get(TOKEN), LinkToken):
        register_converter(LinkToken, TOKEN)


@dataclass(frozen=True)
class TokenRoute:
    route: str  # the whole route, as ``request.resolver_match.route`` spells it
    name: str | None
    finder: re.Pattern[str]  # the route's paths in any text; the keys in groups ``k0``, ``k1``


def _finder(route: str) -> re.Pattern[str]:
    converters = get_converters()
    parts, start, secrets = ["/"], 0, 0
    for match in _PARAMETER.finditer(route):
        parts.append(re.escape(route[start : match.start()]))
        start = match.end()
        converter = converters[match["converter"] or "str"]
        # a segment as str matches it, but not past the path's end in a line
        regex = _SEGMENT if isinstance(converter, StringConverter) else converter.regex
        if isinstance(converter, LinkToken):
            parts.append(f"(?P<k{secrets}>{regex})")
            secrets += 1
        else:
            parts.append(f"(?:{regex})")
    parts.append(re.escape(route[start:].rstrip("/")) + _PATH_END)
    return re.compile("".join(parts))


def _walk(
    patterns: list[URLPattern | URLResolver], prefix: str
) -> list[tuple[str, URLPattern, bool]]:
    """(route, pattern, whether every level is a ``path()`` route) of every leaf."""
    found = []
    for entry in patterns:
        is_route = isinstance(entry.pattern, RoutePattern)
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            found += [(r, p, ok and is_route) for r, p, ok in _walk(entry.url_patterns, route)]
        else:
            found.append((route, entry, is_route))
    return found


def url_routes(urlconf: str | None = None) -> list[tuple[str, URLPattern, bool]]:
    """Every route of the URLconf: (route, pattern, whether it is ``path()`` all the way)."""
    return _walk(get_resolver(urlconf).url_patterns, "")


@functools.cache
def _token_routes(urlconf: str) -> tuple[TokenRoute, ...]:
    routes = []
    for route, pattern, is_route in url_routes(urlconf):
        if not any(isinstance(c, LinkToken) for c in pattern.pattern.converters.values()):
            continue
        if not is_route:
            raise ValueError(f"token route {route!r} must be path() at every level")
        routes.append(TokenRoute(route=route, name=pattern.name, finder=_finder(route)))
    return tuple(routes)


def token_routes(urlconf: str | None = None) -> tuple[TokenRoute, ...]:
    """The routes whose path carries a ``<token:…>`` part (cached per URLconf)."""
    return _token_routes(urlconf or settings.ROOT_URLCONF)


def is_token_route(route: str | None) -> bool:
    """Whether ``route`` (``request.resolver_match.route``) carries a token."""
    return route is not None and any(r.route == route for r in token_routes())
