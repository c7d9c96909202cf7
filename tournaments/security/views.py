"""The log-in page (rate limited) and the page a locked-out log-in gets."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.views import LoginView
from django.core.exceptions import NON_FIELD_ERRORS
from django.http import HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from django.template.response import SimpleTemplateResponse

from tournaments.security.forms import RateLimitedAuthenticationForm


class RateLimitedLoginView(LoginView):
    """The log-in page; 429 while the address is blocked for password spraying
    (``tournaments.security.ratelimit``)."""

    authentication_form = RateLimitedAuthenticationForm

    def form_invalid(self, form: AuthenticationForm) -> HttpResponse:
        response = super().form_invalid(form)
        if form.has_error(NON_FIELD_ERRORS, "sprayed"):
            response.status_code = 429
        return response


#: The site's log-in page (``accounts/login/``, name ``login``), rate limited.
login_view = RateLimitedLoginView.as_view()


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
