from django.urls import path

from tournaments.stages import views

urlpatterns = [
    path("events/<slug:slug>/stages/", views.stages_overview, name="stages_overview"),
    path("events/<slug:slug>/stages/setup/", views.stages_setup, name="stages_setup"),
    path("events/<slug:slug>/stages/<int:number>/cut/", views.stage_cut, name="stage_cut"),
    path("events/<slug:slug>/stages/<int:number>/seat/", views.stage_seat, name="stage_seat"),
]
