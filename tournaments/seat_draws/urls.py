from django.urls import path

from tournaments.seat_draws import views as seating

urlpatterns = [
    path("events/<slug:slug>/seating/", seating.seating_draw, name="seating_draw"),
    path(
        "events/<slug:slug>/seating/draw/",
        seating.seating_draw_create,
        name="seating_draw_create",
    ),
    path(
        "events/<slug:slug>/seating/jobs/<uuid:job>/",
        seating.seating_draw_job,
        name="seating_draw_job",
    ),
    path("events/<slug:slug>/seating/plan/", seating.seating_plan, name="seating_plan"),
    path("events/<slug:slug>/seating/plan/use/", seating.seating_plan_use, name="seating_plan_use"),
    path(
        "events/<slug:slug>/seating/plan.<fmt:fmt>",
        seating.seating_plan_export,
        name="seating_plan_export",
    ),
    path("events/<slug:slug>/seating/swap/", seating.seating_swap, name="seating_swap"),
    path("events/<slug:slug>/seating/players/", seating.seating_players, name="seating_players"),
    path(
        "events/<slug:slug>/participants/",
        seating.seating_participants,
        name="seating_participants",
    ),
    path(
        "events/<slug:slug>/participants/<int:pk>/withdraw/",
        seating.seating_participant_withdraw,
        name="seating_participant_withdraw",
    ),
]
