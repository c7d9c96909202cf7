"""Helpers of the accounts pages: logging a new login in, the
tokens a club admin just issued (kept in their session so the page can show them again)."""

from django.contrib.auth import login
from django.contrib.auth.models import User
from django.http import HttpRequest
from django.urls import reverse

_SESSION_TOKENS = "clubsite_access_link_tokens"
_KEPT_TOKENS = 20
_LINK_PAGES = {"invitation": "join", "reset": "reset_by_link", "setup": "setup"}


def log_in(request: HttpRequest, user: User) -> None:
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")


def link_url(request: HttpRequest, kind: str, token: str) -> str:
    return request.build_absolute_uri(reverse(_LINK_PAGES[kind], kwargs={"token": token}))


def token_remember(request: HttpRequest, link_pk: int, token: str) -> None:
    tokens: dict[str, str] = dict(request.session.get(_SESSION_TOKENS, {}))
    tokens[str(link_pk)] = token
    request.session[_SESSION_TOKENS] = dict(list(tokens.items())[-_KEPT_TOKENS:])


def token_recall(request: HttpRequest, link_pk: int) -> str:
    """The token of a link this admin issued in this session ("" if not)."""
    tokens: dict[str, str] = request.session.get(_SESSION_TOKENS, {})
    return tokens.get(str(link_pk), "")
