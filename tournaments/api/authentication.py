"""A personal API key as the request's login (issue 43): ``Authorization: Bearer <key>``
(or ``Token <key>``). The key acts as its login in its own club only
(``api.access.acting_user``); a revoked or unknown key is refused with 401."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from tournaments.accounts.selectors.api_tokens import api_token_by_key
from tournaments.accounts.services.api_tokens import api_token_touch

KEYWORDS = ("bearer", "token")


class ApiKeyAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[Any, Any] | None:
        header = authentication.get_authorization_header(request).split()
        if not header or header[0].lower().decode(errors="replace") not in KEYWORDS:
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed(_("The Authorization header holds no key."))
        try:
            key = header[1].decode("ascii")
        except UnicodeDecodeError:
            raise exceptions.AuthenticationFailed(_("This key is not valid.")) from None
        token = api_token_by_key(key=key)
        if token is None:
            raise exceptions.AuthenticationFailed(_("This key is not valid (or revoked)."))
        api_token_touch(token=token)
        return token.user, token

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="api"'


class ApiKeyScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    """The key in the schema: an HTTP bearer token."""

    target_class = ApiKeyAuthentication
    name = "apiKey"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "description": "A key from /account/."}
