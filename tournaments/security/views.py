"""The log-in page (rate limited) and the page a locked-out log-in gets."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.views import LoginView
from django.http import HttpRequest
from django.http.response import HttpResponseBase
from django.template.response import SimpleTemplateResponse

from tournaments.security.forms import RateLimitedAuthenticationForm

#: The site's log-in page (``accounts/login/``, name ``login``), rate limited.
login_view = LoginView.as_view(authentication_form=RateLimitedAuthenticationForm)


def lockout_response(
    request: HttpRequest,
    original_response: HttpResponseBase | None = None,
    credentials: dict[str, Any] | None = None,
) -> HttpResponseBase:
    """``AXES_LOCKOUT_CALLABLE``: the log-in page again, whose form says why and for how
    long (it asks :func:`locked_for` before it authenticates)."""
    response = login_view(request)
    if isinstance(response, SimpleTemplateResponse):
        response.render()
    return response
