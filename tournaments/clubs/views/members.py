from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django_tables2 import RequestConfig

from tournaments.clubs.member_table import MemberTable
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.members import member_event_rows, member_get, member_list
from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club, can_view_club


def member_list_view(request: HttpRequest, club_slug: str) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_view_club(request.user, club):
        return deny(request)
    query = request.GET.get("q", "").strip()[:100]
    table = MemberTable(member_list(club=club, query=query))
    RequestConfig(request, paginate={"per_page": 50}).configure(table)
    return render(
        request,
        "clubs/member_list.html",
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
        return deny(request)
    member = member_get(club=club, pk=pk)
    rows = member_event_rows(member=member)
    return render(
        request,
        "clubs/member_detail.html",
        {
            "club": club,
            "member": member,
            "rows": rows,
            "total": sum(row.settlement for row in rows),
            "can_admin": can_admin_club(request.user, club),
        },
    )
