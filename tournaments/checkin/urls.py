from django.urls import path

from tournaments.checkin.views import desk, director, player

urlpatterns = [
    path("events/<slug:slug>/check-in/", player.checkin_door_view, name="checkin_door"),
    path(
        "events/<slug:slug>/check-in/link/<token:token>/",
        player.checkin_link_view,
        name="checkin_link",
    ),
    # the Check in button of a registrant's personal page (the registration's token)
    path(
        "registrations/<token:token>/check-in/",
        player.checkin_registration_view,
        name="checkin_registration",
    ),
    path("events/<slug:slug>/check-in/desk/", desk.checkin_desk_view, name="checkin_desk"),
    path(
        "events/<slug:slug>/check-in/desk/<int:pk>/",
        desk.checkin_desk_mark_view,
        name="checkin_desk_mark",
    ),
    path(
        "events/<slug:slug>/check-in/desk/add/",
        desk.checkin_desk_add_view,
        name="checkin_desk_add",
    ),
    path(
        "events/<slug:slug>/check-in/settings/",
        director.checkin_settings_view,
        name="checkin_settings",
    ),
    path("events/<slug:slug>/check-in/links/", director.checkin_links_view, name="checkin_links"),
    path(
        "events/<slug:slug>/check-in/no-shows/",
        director.checkin_no_shows_view,
        name="checkin_no_shows",
    ),
    path(
        "events/<slug:slug>/check-in/poster/",
        director.checkin_poster_view,
        name="checkin_poster",
    ),
]
