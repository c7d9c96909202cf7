"""``ModelBackend`` that counts failed log-ins and refuses locked ones, for every log-in
path (the site's form, the admin's, anything calling ``authenticate``)."""

from django.contrib.auth.backends import ModelBackend
from django.core.exceptions import PermissionDenied

from tournaments.security.ratelimit import client_ip, failure_record, failures_clear, locked_for


class RateLimitedModelBackend(ModelBackend):
    def authenticate(self, request, username=None, password=None, **kwargs):
        if username is None:
            username = kwargs.get("username", "")
        ip = client_ip(request)
        if username and locked_for(username=username, ip=ip):
            raise PermissionDenied  # stops authenticate(): no other backend is asked
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if username:
            if user is None:
                failure_record(username=username, ip=ip)
            else:
                failures_clear(username=username, ip=ip)
        return user
