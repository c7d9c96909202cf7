"""The request type of a view that reads ``request.htmx`` (django-htmx's middleware,
in ``settings.MIDDLEWARE``, sets it on every request)."""

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails
