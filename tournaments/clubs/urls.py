"""The club's pages: the club, its settings and calendar, house rules, roles, adding and
editing members and the member import (the members list and a member's page, which show
what they played, are ``reports``')."""

from django.urls import path

from tournaments.clubs.views import (
    audit,
    clubs,
    house_rules,
    lockouts,
    member_import,
    members_edit,
    roles,
)

MEMBERS = "clubs/<slug:club_slug>/members/"

urlpatterns = [
    path("clubs/<slug:slug>/settings/", clubs.club_settings, name="club_settings"),
    path("clubs/<slug:slug>/house-rules/", house_rules.club_house_rules, name="club_house_rules"),
    path("clubs/<slug:slug>/roles/", roles.club_roles, name="club_roles"),
    path("clubs/<slug:slug>/audit/", audit.club_audit, name="club_audit"),
    path("clubs/<slug:slug>/lockouts/", lockouts.club_lockouts_view, name="club_lockouts"),
    path(MEMBERS + "new/", members_edit.member_add, name="member_add"),
    path(MEMBERS + "<int:pk>/edit/", members_edit.member_edit, name="member_edit"),
    path(MEMBERS + "<int:pk>/active/", members_edit.member_active, name="member_active"),
    path(
        "clubs/<slug:slug>/members/import/",
        member_import.member_import_upload,
        name="member_import",
    ),
    path(
        "clubs/<slug:slug>/members/import/confirm/",
        member_import.member_import_confirm,
        name="member_import_confirm",
    ),
]
