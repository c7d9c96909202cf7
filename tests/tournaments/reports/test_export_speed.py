"""Exports are linear in rows (issue 21, finding 11): 10,000 members' xlsx in seconds.

The old renderer looked up the last row after each append (quadratic: over 30 s)."""

import time

import pytest

from tests.factories import ClubFactory
from tournaments.clubs.models import Member
from tournaments.core.exports.renderers import render
from tournaments.reports.exporters import MembersExporter

pytestmark = pytest.mark.django_db


def test_ten_thousand_members_xlsx_in_seconds():
    club = ClubFactory()
    Member.objects.bulk_create(
        Member(
            club=club,
            first_name=f"Voornaam{i}",
            last_name=f"Achternaam{i}",
            member_number=f"{i:05d}",
        )
        for i in range(10_000)
    )
    started = time.process_time()
    content, _renderer = render(MembersExporter(club), "xlsx")
    elapsed = time.process_time() - started
    assert content[:2] == b"PK"
    assert elapsed < 8, f"{elapsed:.1f} s CPU"
