"""URLs of the tournament report."""

from django.urls import path

from tournaments.tournament_report import views

urlpatterns = [
    path("events/<slug:slug>/report/", views.report_page, name="tournament_report"),
    path("events/<slug:slug>/report.pdf", views.report_pdf, name="tournament_report_pdf"),
]
