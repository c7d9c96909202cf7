"""Registration for an event and its waiting list (issue 40; docs/registration.md)."""

from django.urls import path

from tournaments.registration.views import director, exports, personal, register, staff

EVENT = "events/<slug:slug>/"

urlpatterns = [
    path(EVENT + "register/", register.registration_register_view, name="registration_register"),
    path(EVENT + "register/mine/", register.registration_mine_view, name="registration_mine"),
    path(
        EVENT + "register/feed/",
        personal.registration_member_feed_renew_view,
        name="registration_member_feed_renew",
    ),
    path(
        EVENT + "registration/",
        director.registration_field_view,
        name="registration_field",
    ),
    path(
        EVENT + "registration/settings/",
        director.registration_settings_view,
        name="registration_settings",
    ),
    path(
        EVENT + "registration/action/",
        director.registration_field_action_view,
        name="registration_field_action",
    ),
    path(
        EVENT + "registration/<int:pk>/<str:action>/",
        staff.registration_staff_view,
        name="registration_staff",
    ),
    path(
        EVENT + "registration/players/",
        director.registration_make_players_view,
        name="registration_make_players",
    ),
    path(
        EVENT + "registration/export.<str:fmt>",
        exports.registration_export_view,
        name="registration_export",
    ),
    path(
        EVENT + "registration/sign-in-sheet/",
        exports.registration_signin_sheet_view,
        name="registration_signin_sheet",
    ),
    path(
        "registrations/feed/<token:token>/calendar.ics",
        personal.registration_member_feed_view,
        name="registration_member_feed",
    ),
    path(
        "registrations/<token:token>/",
        personal.registration_personal_view,
        name="registration_personal",
    ),
]
