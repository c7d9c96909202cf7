"""URLs of the reports: standings, big screen, season, trophies, exports, prints."""

from django.urls import path

from tournaments.reports.views import (
    ema,
    members,
    player_page,
    print_jobs,
    print_sheets,
    prizes,
    statistics,
)
from tournaments.reports.views import pages as reports

MEMBERS = "clubs/<slug:club_slug>/members/"

urlpatterns = [
    # a club's members and what they played
    path(MEMBERS, members.member_list_view, name="member_list"),
    path(MEMBERS + "<int:pk>/", members.member_detail, name="member_detail"),
    # an evening or a tournament
    path(
        "events/<slug:slug>/standings/",
        reports.event_standings_view,
        name="reports_event_standings",
    ),
    path("events/<slug:slug>/screen/", reports.event_screen, name="reports_event_screen"),
    # a player's own page during an event (its personal link)
    path("me/<token:token>/", player_page.player_page_view, name="player_page"),
    path("me/<token:token>/live/", player_page.player_page_live_view, name="player_page_live"),
    path(
        "events/<slug:slug>/export/<slug:exporter>.<fmt:fmt>",
        reports.event_export,
        name="reports_event_export",
    ),
    path("events/<slug:slug>/ema/", reports.ema_missing, name="reports_ema_missing"),
    path("events/<slug:slug>/ema/guest/", ema.ema_guest_member, name="reports_ema_guest_member"),
    path("events/<slug:slug>/print/", print_sheets.print_event, name="print_event"),
    path(
        "events/<slug:slug>/print/round-<int:number>/score-sheets.pdf",
        print_sheets.print_score_sheets,
        name="print_score_sheets",
    ),
    path(
        "events/<slug:slug>/print/round-<int:number>/table-cards.pdf",
        print_sheets.print_table_cards,
        name="print_table_cards",
    ),
    path(
        "events/<slug:slug>/print/rotation-by-<str:by>.pdf",
        print_sheets.print_rotation,
        name="print_rotation",
    ),
    path("events/<slug:slug>/print/jobs/<uuid:job>/", print_jobs.print_job, name="print_job"),
    path(
        "events/<slug:slug>/print/jobs/<uuid:job>/file.pdf",
        print_jobs.print_job_file,
        name="print_job_file",
    ),
    path(
        "events/<slug:slug>/print/certificates.pdf",
        prizes.event_certificates_view,
        name="prizes_event_certificates",
    ),
    path(
        "events/<slug:slug>/print/results.pdf",
        prizes.event_results_sheet,
        name="prizes_results_sheet",
    ),
    # a club's season
    path("clubs/<slug:slug>/standings/", reports.club_standings, name="reports_club_standings"),
    path(
        "clubs/<slug:slug>/seasons/<int:year>/standings/",
        reports.season_standings_view,
        name="reports_season_standings",
    ),
    path(
        "clubs/<slug:slug>/seasons/<int:year>/standings.<fmt:fmt>",
        reports.season_export,
        name="reports_season_export",
    ),
    path(
        "clubs/<slug:slug>/seasons/<int:year>/trophies/",
        reports.trophies,
        name="reports_trophies",
    ),
    path(
        "clubs/<slug:slug>/seasons/<int:year>/trophies.pdf",
        prizes.trophies_pdf_view,
        name="prizes_trophies_pdf",
    ),
    path(
        "clubs/<slug:slug>/seasons/<int:year>/certificates.pdf",
        prizes.season_certificates_view,
        name="prizes_season_certificates",
    ),
    path(
        "clubs/<slug:slug>/statistics/",
        statistics.club_statistics_view,
        name="reports_club_statistics",
    ),
    path("clubs/<slug:club_slug>/players/<int:pk>/", reports.player, name="reports_player"),
    # members
    path(
        "clubs/<slug:slug>/members/export.<fmt:fmt>",
        reports.members_export,
        name="reports_members_export",
    ),
]
