"""The Django admin: for superusers only, and it never writes the scores.

Club admins do their work on the club's own pages (settings, members, events, seat
draws); their role is held per club (``Member.role``) and opens nothing here. Even a
superuser cannot write a hand, a hand result, an audit entry or a seat of a table where
hands were played, nor delete anything that holds hands (a delete would cascade to the
hands without an audit entry): hands change through the correction services only.
"""

from __future__ import annotations

from importlib import import_module

from django.contrib import admin
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from tournaments.core.features import feature_modules


def superusers_only(request: HttpRequest) -> bool:
    """The admin site's door: active superusers only (staff status alone opens nothing)."""
    return request.user.is_active and request.user.is_superuser


# the one admin site's door, set on Django's default site instance (mypy refuses any
# assignment to a method; a site subclass would need its own AdminConfig in settings)
admin.site.has_permission = superusers_only  # type: ignore[method-assign]


# Each feature's admin pages: ``tournaments.<feature>.admin``, found on disk.
for _module in feature_modules("admin"):
    import_module(_module)

admin.site.site_header = _("Clubsite administration")
admin.site.site_title = _("Clubsite")
