"""What a refused request gets.

A private club (``public_results`` off), its events and their pages do not exist for an
outsider (anonymous, or logged in without a membership of the club): 404, exactly as a
club or event that does not exist, so the answer does not tell which private clubs and
events there are (issue 38). Members whose role is too small get 403; an anonymous
visitor to a public club's page that needs a log-in is sent to the log-in page.
"""

from __future__ import annotations

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse

from tournaments.core.permissions import Club, Event, is_club_member


def deny(request: HttpRequest, subject: Club | Event | None = None) -> HttpResponse:
    """Refuse the request for ``subject`` (the club or event the page belongs to): 404 to
    an outsider of a private club, else the log-in page for an anonymous visitor and 403
    for a logged-in user."""
    club = subject.club if isinstance(subject, Event) else subject
    if club is not None and not club.public_results and not is_club_member(request.user, club):
        raise Http404
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    raise PermissionDenied
