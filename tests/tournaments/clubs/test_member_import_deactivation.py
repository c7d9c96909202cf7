"""Issue 54 finding 2: a member deactivated through the member import kept their role and
stayed logged in; the member page's deactivation ends both. The import now goes through
the same service (``member_update``): the role and every session end, and a later
reactivation gives nothing back silently (the role stays empty, the change is audited)."""

import pytest
from django.contrib.sessions.models import Session
from django.test import Client

from tournaments.audit.models import AuditEntry
from tournaments.clubs.imports.members import member_import, member_import_preview
from tournaments.clubs.models import Member

pytestmark = pytest.mark.django_db

HEADER = "member_number,first_name,last_name,ema_number,country,joined_on,active\n"


def _import(club, member: Member, active: str) -> None:
    row = f"{member.member_number},{member.first_name},{member.last_name},,NL,,{active}\n"
    preview = member_import_preview(club=club, data=(HEADER + row).encode(), filename="m.csv")
    assert preview.ok, [r.errors for r in preview.rows]
    member_import(club=club, preview=preview)
    member.refresh_from_db()


def _sessions_of(user) -> int:
    return sum(
        1 for s in Session.objects.all() if s.get_decoded().get("_auth_user_id") == str(user.pk)
    )


@pytest.mark.parametrize("role", ["scorekeeper", "referee", "club admin"])
def test_deactivation_by_import_ends_the_role_and_the_sessions(make_user, club, role):
    user = make_user(role, club=club, username="keeper")
    phone, laptop = Client(), Client()
    phone.force_login(user)
    laptop.force_login(user)
    member = Member.objects.get(user=user)
    assert member.role and _sessions_of(user) == 2

    _import(club, member, "no")

    assert (member.active, member.role) == (False, "")
    assert _sessions_of(user) == 0
    entry = AuditEntry.objects.filter(action="member.import", object_id=str(member.pk)).get()
    assert (entry.before["active"], entry.after["active"]) == (True, False)
    assert (entry.before["role"], entry.after["role"]) == (role, "")


def test_reactivation_by_import_restores_no_role_and_is_audited(make_user, club):
    user = make_user("club admin", club=club, username="keeper")
    member = Member.objects.get(user=user)
    _import(club, member, "no")

    _import(club, member, "yes")

    assert (member.active, member.role) == (True, "")  # the role is given again by hand
    entries = AuditEntry.objects.filter(action="member.import", object_id=str(member.pk))
    assert [(e.before["active"], e.after["active"]) for e in entries.order_by("pk")] == [
        (True, False),
        (False, True),
    ]


def test_an_unchanged_row_writes_nothing(make_user, club):
    user = make_user("scorekeeper", club=club, username="keeper")
    Client().force_login(user)
    member = Member.objects.get(user=user)
    _import(club, member, "yes")
    assert member.role == "scorekeeper" and _sessions_of(user) == 1
    assert not AuditEntry.objects.filter(action="member.import").exists()
