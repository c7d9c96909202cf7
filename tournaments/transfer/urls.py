"""The event file's pages: download an event, upload one into a club."""

from django.urls import path

from tournaments.transfer import views

urlpatterns = [
    path("events/<slug:slug>/event-file.json", views.event_file_download, name="event_file"),
    path("clubs/<slug:slug>/events/import/", views.event_file_upload, name="event_file_upload"),
]
