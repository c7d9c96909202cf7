"""Reads of a club's members: a search, one member, the next member number. What they
played (the members list's columns, a member's events) is read by
``reports.selectors.members``."""

from __future__ import annotations

from django.db.models import Q
from django.shortcuts import get_object_or_404

from tournaments.clubs.models import Club, Member


def member_search_q(query: str) -> Q:
    """Every word of ``query`` in a name part or the member number (any case): "gerda
    boer", "de boer" and "027" all find Gerda de Boer (027)."""
    condition = Q()
    for word in query.split()[:8]:
        condition &= (
            Q(first_name__icontains=word)
            | Q(surname_prefix__icontains=word)
            | Q(last_name__icontains=word)
            | Q(member_number__icontains=word)
        )
    return condition


def member_get(*, club: Club, pk: int) -> Member:
    return get_object_or_404(Member.objects.select_related("club"), club=club, pk=pk)


def member_number_next(*, club: Club) -> str:
    """A free member number to offer for a new member: one more than the highest
    numeric one, zero-padded like it (``"027"`` → ``"028"``)."""
    numbers = [n for n in club.members.values_list("member_number", flat=True) if n.isdigit()]
    if not numbers:
        return "1"
    highest = max(numbers, key=int)
    return str(int(highest) + 1).zfill(len(highest))
