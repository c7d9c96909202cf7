from typing import Any

from django.contrib.auth.forms import AuthenticationForm
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from tournaments.security.lockout import locked_for
from tournaments.security.ratelimit import spray_blocked_for, wait_text


class RateLimitedAuthenticationForm(AuthenticationForm):
    """The log-in form, telling a locked-out user why and for how long (axes' backend
    refuses the attempt either way)."""

    error_messages = {
        **AuthenticationForm.error_messages,
        "locked": _("Too many failed log-in attempts for this username from this address."),
        "sprayed": _(
            "Too many failed log-ins with one password for different usernames from this address."
        ),
    }

    def clean(self) -> dict[str, Any]:
        if self.request is not None and (seconds := spray_blocked_for(self.request)):
            raise ValidationError(
                f"{self.error_messages['sprayed']} {wait_text(seconds)}", code="sprayed"
            )
        username = self.cleaned_data.get("username")
        if username and self.request is not None:
            seconds = locked_for(self.request, username)
            if seconds:
                minutes = -(-seconds // 60)
                wait = ngettext(
                    "Try again in %(minutes)d minute.",
                    "Try again in %(minutes)d minutes.",
                    minutes,
                ) % {"minutes": minutes}
                raise ValidationError(f"{self.error_messages['locked']} {wait}", code="locked")
        return super().clean()
