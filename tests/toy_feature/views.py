"""The toy feature's page: the note it keeps for an event."""

from django.http import Http404, HttpRequest, HttpResponse

from tests.toy_feature import NOTES


def note_view(request: HttpRequest, slug: str) -> HttpResponse:
    if slug not in NOTES:
        raise Http404
    return HttpResponse(NOTES[slug], content_type="text/plain; charset=utf-8")
