"""The members list (with how many events each played, and when last) and a member's page
(their events): they read what was played, so they are reports', not ``clubs'``."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django_tables2 import RequestConfig

from tournaments.clubs.member_table import MemberTable
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.members import member_get
from tournaments.clubs.selectors.protection import login_protections
from tournaments.core.access import deny
from tournaments.core.choices import ruleset_label
from tournaments.core.integers import int_or_none
from tournaments.core.permissions import (
    can_admin_club,
    can_export,
    can_see_private,
    can_view_club,
    is_club_staff,
)
from tournaments.reports.selectors.members import (
    member_event_rows,
    member_event_totals,
    member_list,
)


def member_list_view(request: HttpRequest, club_slug: str) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    query = request.GET.get("q", "").strip()[:100]
    staff = can_export(request.user, club)
    table = MemberTable(
        member_list(club=club, query=query), exclude=() if staff else MemberTable.PRIVATE_COLUMNS
    )
    # sorting from the request; the page number through parse_int, 50 rows a page
    # (django-tables2 would take any ?per_page=, and -1 was a server error: issue 38)
    RequestConfig(request, paginate=False).configure(table)
    page = int_or_none(request.GET.get("page"), minimum=1) or 1
    table.paginate(per_page=50, page=min(page, max(1, -(-len(table.rows) // 50))))
    return render(
        request,
        "reports/member_list.html",
        {
            "club": club,
            "table": table,
            "member_count": table.paginator.count,
            "query": query,
            "can_admin": can_admin_club(request.user, club),
        },
    )


def member_detail(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    rows = member_event_rows(member=member, full=is_club_staff(request.user, club.pk))
    return render(
        request,
        "reports/member_detail.html",
        {
            "club": club,
            "member": member,
            "rows": rows,
            # per ruleset: a sum over points of different units means nothing
            "totals": [
                {"label": ruleset_label(t.ruleset), "settlement": t.settlement}
                for t in member_event_totals(rows)
            ],
            "can_admin": can_admin_club(request.user, club),
            "can_see_private": can_see_private(request.user, club.pk, member.pk),
            "is_self": member.user_id is not None and member.user_id == request.user.pk,
            # which of the club's actions on this login the page offers, and why not
            "refused": {
                action.value: why
                for action, why in login_protections(actor=request.user, member=member).items()
            }
            if can_admin_club(request.user, club)
            else {},
        },
    )
