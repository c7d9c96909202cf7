"""Password reset by mail, offered only when the site can send mail.

Without mail settings (``EMAIL_HOST`` or ``EMAIL_BACKEND``, see settings) Django's reset
pages would accept an address and then fail to send (a server error), so the pages are
"not found" and the log-in page does not offer them. With mail they are Django's views
with the site's own templates.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.http import Http404, HttpRequest
from django.http.response import HttpResponseBase
from django.urls import path


def _mail_required(view: View) -> View:
    @wraps(view)
    def wrapped(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponseBase:
        if not settings.PASSWORD_RESET_ENABLED:
            raise Http404("password reset needs mail")
        return view(request, *args, **kwargs)

    return wrapped


View = Callable[..., HttpResponseBase]


def _wrong_link_not_found(view: View) -> View:
    """Django's page for a wrong or used reset link says so with 200; a 404 tells the
    guess limit (``tournaments.security.ratelimit``) that the key was wrong, as every
    other token route does (not for Django's own second step, "set-password", whose key
    is in the session: no guess)."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponseBase:
        response = view(request, *args, **kwargs)
        context = getattr(response, "context_data", None) or {}
        guessed = kwargs.get("token") != auth_views.PasswordResetConfirmView.reset_url_token
        if context.get("validlink") is False and guessed:
            response.status_code = 404
        return response

    return wrapped


#: Before ``django.contrib.auth.urls`` in the root URLconf: the same paths and names.
urlpatterns = [
    path(
        "password_reset/",
        _mail_required(auth_views.PasswordResetView.as_view()),
        name="password_reset",
    ),
    path(
        "password_reset/done/",
        _mail_required(auth_views.PasswordResetDoneView.as_view()),
        name="password_reset_done",
    ),
    path(
        "reset/<uidb64>/<token:token>/",
        _mail_required(_wrong_link_not_found(auth_views.PasswordResetConfirmView.as_view())),
        name="password_reset_confirm",
    ),
    path(
        "reset/done/",
        _mail_required(auth_views.PasswordResetCompleteView.as_view()),
        name="password_reset_complete",
    ),
]
