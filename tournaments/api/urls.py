"""The API's URLs (issue 43): ``/api/v1/...``, its schema and its documentation page.
Namespace ``api``; docs/api.md describes each."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView

from tournaments.api.views import docs, hands, reads, rounds, standings, statistics

app_name = "api"

urlpatterns = [
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", docs.api_docs, name="docs"),
    path("api/v1/clubs/", reads.ClubList.as_view(), name="clubs"),
    path("api/v1/clubs/<slug:slug>/", reads.ClubDetail.as_view(), name="club"),
    path("api/v1/clubs/<slug:slug>/seasons/", reads.SeasonList.as_view(), name="seasons"),
    path(
        "api/v1/clubs/<slug:slug>/seasons/<str:year>/standings/",
        standings.SeasonStandings.as_view(),
        name="season_standings",
    ),
    path(
        "api/v1/clubs/<slug:slug>/seasons/<str:year>/statistics/",
        statistics.SeasonStatistics.as_view(),
        name="season_statistics",
    ),
    path(
        "api/v1/clubs/<slug:slug>/standings/",
        standings.ClubStandings.as_view(),
        name="club_standings",
    ),
    path("api/v1/clubs/<slug:slug>/members/", reads.MemberList.as_view(), name="members"),
    path("api/v1/clubs/<slug:slug>/events/", reads.EventList.as_view(), name="events"),
    path("api/v1/events/<slug:slug>/", reads.EventDetail.as_view(), name="event"),
    path("api/v1/events/<slug:slug>/rounds/", reads.RoundList.as_view(), name="rounds"),
    path(
        "api/v1/events/<slug:slug>/rounds/<int:number>/start/",
        rounds.RoundStart.as_view(),
        name="round_start",
    ),
    path("api/v1/events/<slug:slug>/tables/", reads.TableList.as_view(), name="tables"),
    path(
        "api/v1/events/<slug:slug>/standings/",
        standings.EventStandings.as_view(),
        name="event_standings",
    ),
    path(
        "api/v1/events/<slug:slug>/statistics/",
        statistics.EventStatistics.as_view(),
        name="event_statistics",
    ),
    path("api/v1/events/<slug:slug>/penalties/", reads.PenaltyList.as_view(), name="penalties"),
    path("api/v1/tables/<str:table_id>/", reads.TableDetail.as_view(), name="table"),
    path("api/v1/tables/<str:table_id>/hands/", hands.TableHands.as_view(), name="table_hands"),
    path("api/v1/hands/<str:hand_id>/", hands.HandDetail.as_view(), name="hand"),
]
