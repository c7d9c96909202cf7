"""The toy feature's one page."""

from django.urls import path

from tests.toy_feature.views import note_view

urlpatterns = [path("toy-feature/<slug:slug>/", note_view, name="toy_feature_note")]
