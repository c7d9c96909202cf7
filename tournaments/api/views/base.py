"""What every API view shares: the acting login and its club, names as that login may see
them, pages of results, and ``ETag`` answers (a repeated GET whose answer did not change
gets 304 Not Modified: the body is not sent again)."""

from __future__ import annotations

import hashlib
import json
from contextlib import ExitStack
from typing import Any

from django.http import HttpResponse, HttpResponseNotModified
from rest_framework import generics
from rest_framework.pagination import BasePagination, PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api.access import acting_user, check_club_visible
from tournaments.clubs.audience import viewing_as
from tournaments.clubs.models import Club


class ApiPages(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


def etag_of(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, default=str, ensure_ascii=False)
    return '"' + hashlib.sha256(text.encode()).hexdigest()[:32] + '"'


class ApiView(generics.GenericAPIView[Any]):
    """One object, as the caller may see it."""

    # ``club_seen`` checks the club and sets whose names are shown

    pagination_class: type[BasePagination] | None = ApiPages

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        self._names = ExitStack()
        super().initial(request, *args, **kwargs)

    def club_seen(self, club: Club | None) -> Club:
        """``club`` if the request may see it (else 404), names shown as its acting login
        may see them in that club."""
        club = check_club_visible(self.request, club)
        self._names.enter_context(viewing_as(acting_user(self.request, club)))
        return club

    def finalize_response(self, request: Request, response: Any, *args: Any, **kwargs: Any) -> Any:
        names = getattr(self, "_names", None)
        if names is not None:
            names.close()
        response = super().finalize_response(request, response, *args, **kwargs)
        if request.method in ("GET", "HEAD") and isinstance(response, Response):
            response = _conditional(request, response)
        response["Vary"] = "Accept, Accept-Language, Authorization, Cookie"
        return response


class ApiList(generics.ListAPIView[Any], ApiView):
    """A list, in pages: ``?page=``, ``?page_size=`` (50, at most 200)."""

    # (its ``get_queryset`` asks a selector: views build no query themselves)


def _conditional(request: Request, response: Response) -> Response | HttpResponse:
    """The answer's ETag; 304 when the client already holds it (``If-None-Match``)."""
    if response.status_code != 200 or response.data is None:
        return response
    etag = etag_of(response.data)
    response["ETag"] = etag
    response["Cache-Control"] = "private, no-cache"
    given = request.headers.get("If-None-Match", "")
    if etag in [tag.strip() for tag in given.split(",")] or given.strip() == "*":
        not_modified = HttpResponseNotModified()
        not_modified["ETag"] = etag
        not_modified["Cache-Control"] = "private, no-cache"
        return not_modified
    return response
