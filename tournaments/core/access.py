from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse


def deny(request: HttpRequest) -> HttpResponse:
    """Anonymous visitors are sent to the login page; logged-in users get a 403."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    raise PermissionDenied
