"""The club's audit trail: every change staff made to its settings, members and events,
as a story in the reader's language (club admins)."""

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.audit.selectors import audit_for_club, audit_rows
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club


def club_audit(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    page = Paginator(audit_for_club(club=club), 50).get_page(request.GET.get("page"))
    rows = audit_rows(page.object_list)
    return render(
        request,
        "clubs/club_audit.html",
        {"club": club, "page": page, "rows": rows, "show_event": True},
    )
