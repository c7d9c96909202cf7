from django.urls import include, path

from tournaments import views
from tournaments.views import offline

urlpatterns = [
    path("", views.home, name="home"),
    path("clubs/<slug:slug>/", views.club_detail, name="club_detail"),
    path("clubs/<slug:slug>/settings/", views.club_settings, name="club_settings"),
    path("clubs/<slug:slug>/calendar/", views.club_calendar, name="club_calendar"),
    path("clubs/<slug:slug>/house-rules/", views.club_house_rules, name="club_house_rules"),
    path("clubs/<slug:slug>/roles/", views.club_roles, name="club_roles"),
    path("clubs/<slug:club_slug>/members/", views.member_list_view, name="member_list"),
    path("clubs/<slug:club_slug>/members/new/", views.member_add, name="member_add"),
    path("clubs/<slug:club_slug>/members/<int:pk>/", views.member_detail, name="member_detail"),
    path("clubs/<slug:club_slug>/members/<int:pk>/edit/", views.member_edit, name="member_edit"),
    path(
        "clubs/<slug:club_slug>/members/<int:pk>/active/", views.member_active, name="member_active"
    ),
    path("clubs/<slug:slug>/events/new/", views.event_add, name="event_add"),
    path("events/<slug:slug>/", views.event_detail, name="event_detail"),
    path("events/<slug:slug>/edit/", views.event_edit, name="event_edit"),
    path("events/<slug:slug>/house-rules/", views.event_house_rules, name="event_house_rules"),
    path("sw.js", offline.service_worker, name="service_worker"),
    path("manifest.webmanifest", offline.manifest, name="web_manifest"),
    path("offline/", offline.offline_page, name="offline"),
    path("tables/", offline.device_tables, name="device_tables"),
    path("", include("tournaments.urls.reports")),
    path("", include("tournaments.urls.play")),
    path("", include("tournaments.urls.seating")),
    path("", include("tournaments.urls.lifecycle")),
    path("", include("tournaments.urls.clock")),
]
