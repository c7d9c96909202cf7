"""The live stream (docs/live.md)."""

from django.urls import path

from tournaments.live.views import live_stream_view

urlpatterns = [path("live/stream/", live_stream_view, name="live_stream")]
