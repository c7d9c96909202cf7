"""THE permission matrix: every named URL of the project × every role → the expected answer.

One row per URL name. ``get`` is what a GET returns to each role; ``post`` (for views
that write) what a POST returns. ``LOGIN`` is a redirect to the log-in page; an int is
the exact status; ``BOUNCE`` a redirect after which nothing in the database changed
(the service refused with a message). Any refused request must leave the database
exactly as it was (checked row by row, not just counted). The world (tests/tournaments/security/conftest.py) is a *private* club, its
evening in progress with one table and one hand, and an assigned scorekeeper
(``scorekeeper``) beside one who is not (``other_scorekeeper``).

A URL added to the project without a row here fails ``test_every_url_has_a_rule``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tests.tournaments.security.conftest import ROLES, World, csv_upload
from tournaments.events.selectors.player_links import player_token
from tournaments.play.selectors.table_links import table_token
from tournaments.stages.models import Stage

LOGIN = "login"
UNKNOWN_JOB = "00000000-0000-4000-8000-000000000044"
#: A redirect back with an error message: the view refused and nothing was written.
BOUNCE = "bounce"
Expect = int | str


def row(*answers: Expect) -> dict[str, Expect]:
    assert len(answers) == len(ROLES)
    return dict(zip(ROLES, answers, strict=True))


# The world's club is private: to an anonymous visitor its pages do not exist (404, as a
# club that does not exist: issue 38); the account pages still ask to log in (LOGIN).
#             anonymous member scorekeeper other_sk referee club_admin
EVERYONE = row(200, 200, 200, 200, 200, 200)
ACCOUNT = row(LOGIN, 200, 200, 200, 200, 200)
MEMBERS = row(404, 200, 200, 200, 200, 200)
STAFF = row(404, 403, 200, 200, 200, 200)  # exports and prints: any staff role of the club
ENTER = row(404, 403, 200, 403, 200, 200)  # can_enter_hands: assigned scorekeepers only
REFEREES = row(404, 403, 403, 403, 200, 200)
ADMINS = row(404, 403, 403, 403, 403, 200)
POST_ONLY = row(405, 405, 405, 405, 405, 405)
REDIRECT = row(302, 302, 302, 302, 302, 302)


#: What the roles allowed to write get for an empty form (422) or a done action (302).
UNPROCESSABLE = {"scorekeeper": 422, "referee": 422, "club_admin": 422}
DONE = {"scorekeeper": 302, "referee": 302, "club_admin": 302}


def with_answer(base: dict[str, Expect], **changes: Expect) -> dict[str, Expect]:
    return {**base, **changes}


@dataclass(frozen=True)
class Rule:
    kwargs: Callable[[World], dict[str, Any]]
    get: dict[str, Expect]
    post: dict[str, Expect] | None = None
    data: Callable[[World], dict[str, Any]] = lambda w: {}


def club(w: World) -> dict[str, Any]:
    return {"slug": w.club.slug}


def club_member(w: World) -> dict[str, Any]:
    return {"club_slug": w.club.slug, "pk": w.member.pk}


def event(w: World) -> dict[str, Any]:
    return {"slug": w.event.slug}


def stage(w: World) -> dict[str, Any]:
    """The world's event in two stages; the URL names the second (its cut not made)."""
    Stage.objects.get_or_create(event=w.event, order=1, defaults={"name": "Q", "rounds": 1})
    Stage.objects.get_or_create(
        event=w.event, order=2, defaults={"name": "F", "rounds": 1, "field_size": 4}
    )
    return {"slug": w.event.slug, "number": 2}


def season(w: World) -> dict[str, Any]:
    return {"slug": w.club.slug, "year": w.season.year}


def table(w: World) -> dict[str, Any]:
    return {"slug": w.event.slug, "round_number": 1, "table_number": w.table.number}


def link(w: World) -> dict[str, Any]:
    """The players' link of the world's table."""
    return {"table_id": w.table.pk, "token": table_token(table=w.table)}


def hand(w: World) -> dict[str, Any]:
    return {**table(w), "number": w.hand.number}


def none(w: World) -> dict[str, Any]:
    return {}


MATRIX: dict[str, Rule] = {
    # -- home, clubs, members, events -------------------------------------------------
    "home": Rule(none, EVERYONE),
    # issue 19: the service worker, the web app manifest, the offline and start pages
    "service_worker": Rule(none, EVERYONE),
    "web_manifest": Rule(none, EVERYONE),
    "offline": Rule(none, EVERYONE),
    "device_tables": Rule(none, EVERYONE),
    # the club laptop's CA certificate (public); a 404 unless CLUB_CA_CERT names one
    "club_ca_certificate": Rule(none, row(404, 404, 404, 404, 404, 404)),
    "club_detail": Rule(club, MEMBERS),
    "club_settings": Rule(club, ADMINS, post=ADMINS),
    "club_calendar": Rule(club, ADMINS, post=with_answer(ADMINS, club_admin=422)),
    # issue 40: the club's iCalendar feed and an event's "add to calendar" file
    "club_calendar_feed": Rule(club, MEMBERS),
    "event_calendar_file": Rule(event, MEMBERS),
    "club_audit": Rule(club, ADMINS),
    # an empty form names no member: refused with a message, nothing written
    "club_roles": Rule(club, ADMINS, post=with_answer(ADMINS, club_admin=BOUNCE)),
    # an empty form is refused (422); the event has a hand, so its rules are fixed anyway
    # issue 38: a club admin lifts members' log-in locks; no member posted: refused
    "club_lockouts": Rule(club, ADMINS, post=with_answer(ADMINS, club_admin=BOUNCE)),
    "club_house_rules": Rule(club, MEMBERS, post=with_answer(ADMINS, club_admin=422)),
    "event_house_rules": Rule(event, MEMBERS, post=with_answer(ADMINS, club_admin=422)),
    "member_list": Rule(lambda w: {"club_slug": w.club.slug}, MEMBERS),
    "member_detail": Rule(club_member, MEMBERS),
    "event_detail": Rule(event, MEMBERS),
    # club admins add and edit members and events (an empty form: 200 with its errors)
    "member_add": Rule(
        lambda w: {"club_slug": w.club.slug}, ADMINS, post=with_answer(ADMINS, club_admin=422)
    ),
    "member_edit": Rule(club_member, ADMINS, post=ADMINS),
    "member_active": Rule(club_member, POST_ONLY, post=with_answer(ADMINS, club_admin=302)),
    "event_add": Rule(club, ADMINS, post=with_answer(ADMINS, club_admin=422)),
    "event_edit": Rule(event, ADMINS, post=ADMINS),
    # -- reports ----------------------------------------------------------------------
    "reports_event_standings": Rule(event, MEMBERS),
    "reports_event_screen": Rule(event, MEMBERS),
    "reports_event_export": Rule(
        lambda w: {**event(w), "exporter": "standings", "fmt": "csv"}, STAFF
    ),
    "print_event": Rule(event, STAFF),
    "print_score_sheets": Rule(lambda w: {**event(w), "number": 1}, STAFF),
    "print_table_cards": Rule(lambda w: {**event(w), "number": 1}, STAFF),
    "print_rotation": Rule(lambda w: {**event(w), "by": "player"}, STAFF),
    "reports_club_standings": Rule(club, row(404, 302, 302, 302, 302, 302)),  # to the season
    "reports_season_standings": Rule(season, MEMBERS),
    "reports_season_export": Rule(lambda w: {**season(w), "fmt": "csv"}, STAFF),
    "reports_trophies": Rule(season, MEMBERS),
    "prizes_trophies_pdf": Rule(season, MEMBERS),  # as visible as the trophy page
    # the world's only evening is in progress, so the season has no winner yet: staff are
    # sent back to the trophy page with a message (tests/tournaments/reports/test_prize_pdfs.py prints)
    "prizes_season_certificates": Rule(season, row(404, 403, 302, 302, 302, 302)),
    "prizes_event_certificates": Rule(event, STAFF),
    # a PDF made by the worker (issue 44): an unknown job is a 404 to staff too; a real job
    # (TASKS_WORKER on) in tests/tournaments/reports/test_print_jobs.py
    "print_job": Rule(
        lambda w: {**event(w), "job": UNKNOWN_JOB}, row(404, 403, 404, 404, 404, 404)
    ),
    "print_job_file": Rule(
        lambda w: {**event(w), "job": UNKNOWN_JOB}, row(404, 403, 404, 404, 404, 404)
    ),
    "prizes_results_sheet": Rule(event, STAFF),
    "reports_player": Rule(club_member, MEMBERS),
    "reports_club_statistics": Rule(club, MEMBERS),  # as visible as the player pages
    # issue 41: the club rating and its exports (the player page shows the rating section)
    "ratings_club": Rule(club, MEMBERS),
    "ratings_club_export": Rule(lambda w: {**club(w), "fmt": "csv"}, STAFF),
    "reports_members_export": Rule(lambda w: {**club(w), "fmt": "csv"}, ADMINS),
    "member_import": Rule(
        club,
        ADMINS,
        post=ADMINS,
        data=lambda w: {"file": csv_upload("member_number;first_name;last_name\n9001;A;B\n")},
    ),
    "member_import_confirm": Rule(
        club,
        with_answer(ADMINS, club_admin=302),
        post=with_answer(ADMINS, club_admin=302),
        data=lambda w: {"token": "forged"},
    ),
    # -- the MERS ranking: the list and a calculation as the club's results; exports and
    # the import of external results for the club's staff (a forged token: sent back)
    "rankings_list": Rule(club, MEMBERS),
    # every club's ranking: the site's operator only (no role of a club is enough)
    "rankings_site": Rule(none, row(LOGIN, 403, 403, 403, 403, 403)),
    "rankings_site_player": Rule(none, row(LOGIN, 403, 403, 403, 403, 403)),
    "rankings_player": Rule(club, with_answer(REDIRECT, anonymous=404)),  # no player: list
    "rankings_export": Rule(lambda w: {**club(w), "fmt": "csv"}, STAFF),
    "rankings_import": Rule(
        club,
        STAFF,
        post=STAFF,
        data=lambda w: {
            "file": csv_upload(
                "tournament,start_date,days,players,countries,qualification,player,position\n"
                "Open,2026-03-07,1,20,1,0,Anna,3\n",
                "results.csv",
            )
        },
    ),
    "rankings_import_confirm": Rule(
        club,
        with_answer(STAFF, scorekeeper=302, other_scorekeeper=302, referee=302, club_admin=302),
        post=with_answer(
            STAFF, scorekeeper=302, other_scorekeeper=302, referee=302, club_admin=302
        ),
        data=lambda w: {"token": "forged"},
    ),
    # -- playing: hand entry, corrections, confirmation, audit ------------------------
    "play_table": Rule(table, MEMBERS),
    "play_hand_create": Rule(table, POST_ONLY, post=with_answer(ENTER, **UNPROCESSABLE)),
    "play_hand_preview": Rule(table, POST_ONLY, post=ENTER),
    # a referee, the club admin or a second scorekeeper of the event confirms (the world's
    # hand was entered by nobody logged in, so the assigned scorekeeper is a second one);
    # the service refuses the others
    "play_table_confirm": Rule(table, POST_ONLY, post=row(404, BOUNCE, 302, BOUNCE, 302, 302)),
    "play_table_audit": Rule(table, REFEREES),
    # penalties outside a hand and substitutes: referees and the club admin only
    "play_penalty_give": Rule(
        table,
        POST_ONLY,
        post=with_answer(REFEREES, referee=302, club_admin=302),
        data=lambda w: {
            "penalty-seat": w.table.seats.order_by("position").first().pk,
            "penalty-points": 5,
            "penalty-reason": "other",
        },
    ),
    "play_penalty_cancel": Rule(
        table, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    "event_substitutes": Rule(
        event, REFEREES, post=with_answer(REFEREES, referee=422, club_admin=422)
    ),
    "play_event_audit": Rule(event, REFEREES),
    "play_hand_detail": Rule(hand, MEMBERS),
    "play_hand_edit": Rule(
        hand,
        ENTER,
        post=with_answer(ENTER, **UNPROCESSABLE),
        data=lambda w: {"hand_id": w.hand.pk},
    ),
    "play_hand_delete": Rule(
        hand,
        POST_ONLY,
        post=with_answer(ENTER, **DONE),
        data=lambda w: {"version": w.hand.version, "hand_id": w.hand.pk},
    ),
    # -- lifecycle: the world's round 1 is in play, its event in progress with a hand ----
    # closing asks once more (GET, or a POST without confirm: 200), then closes
    "play_round_close": Rule(
        lambda w: {**event(w), "round_number": 1},
        ENTER,
        post=with_answer(ENTER, **DONE),
        data=lambda w: {"confirm": "1"},
    ),
    "round_start": Rule(  # round 1 is already in play: refused
        lambda w: {**event(w), "round_number": 1},
        POST_ONLY,
        post=row(404, 403, BOUNCE, 403, BOUNCE, BOUNCE),
    ),
    "round_reopen": Rule(  # round 1 is not closed: refused (an assigned scorekeeper may
        # reopen a round of an event in progress: docs/lifecycle.md)
        lambda w: {**event(w), "round_number": 1},
        POST_ONLY,
        post=row(404, 403, BOUNCE, 403, BOUNCE, BOUNCE),
        data=lambda w: {"reason": "a test"},
    ),
    "event_finish": Rule(  # the question first (GET); confirmed: round 1 is in play, refused
        event,
        REFEREES,
        post=row(404, 403, 403, 403, BOUNCE, BOUNCE),
        data=lambda w: {"confirm": "1"},
    ),
    "event_reopen": Rule(  # the event is not finished: refused
        event,
        POST_ONLY,
        post=row(404, 403, 403, 403, BOUNCE, BOUNCE),
        data=lambda w: {"reason": "a test"},
    ),
    "event_cancel": Rule(  # the event was played: refused
        event, POST_ONLY, post=row(404, 403, 403, 403, BOUNCE, BOUNCE)
    ),
    "club_cancel_not_played": Rule(  # nothing chosen: refused
        club, POST_ONLY, post=row(404, 403, 403, 403, 403, BOUNCE)
    ),
    # -- round clock and players' table links ------------------------------------------
    # the token is the credential: everyone with it reads the table (no login); a POST
    # without a seat is refused with a message and writes nothing
    "table_link": Rule(
        lambda w: {"table_id": w.table.pk, "token": table_token(table=w.table)},
        EVERYONE,
        post=row(BOUNCE, BOUNCE, BOUNCE, BOUNCE, BOUNCE, BOUNCE),
    ),
    "clock_round_minutes": Rule(
        lambda w: {**event(w), "round_number": 1},
        POST_ONLY,
        post=with_answer(REFEREES, referee=302, club_admin=302),
        data=lambda w: {"minutes": "60"},
    ),
    # no minutes posted: refused with a message, nothing written
    # issue 51 (docs/acceptance.md): the staff's overview of the tables, referee calls; the
    # world has no call, so a referee's take or resolve names none and is refused with a message
    "play_tables_overview": Rule(event, ENTER),
    "play_tables_overview_live": Rule(event, ENTER),
    "play_table_referee_call": Rule(table, POST_ONLY, post=with_answer(ENTER, **DONE)),
    "play_referee_call_take": Rule(
        lambda w: {**event(w), "call_id": 999999},
        POST_ONLY,
        post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE),
    ),
    "play_referee_call_resolve": Rule(
        lambda w: {**event(w), "call_id": 999999},
        POST_ONLY,
        post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE),
    ),
    # what a player does on the table's page with their seat code: nobody here signed in with
    # one, so entering, accepting and the preview are refused; anyone with the link may call
    "table_link_sign_in": Rule(link, POST_ONLY, post=row(*[BOUNCE] * 6)),
    "table_link_sign_out": Rule(link, POST_ONLY, post=REDIRECT),
    "table_link_hand_create": Rule(link, POST_ONLY, post=row(*[BOUNCE] * 6)),
    "table_link_hand_correction": Rule(link, POST_ONLY, post=row(*[BOUNCE] * 6)),
    "table_link_preview": Rule(link, POST_ONLY, post=row(*[403] * 6)),
    "table_link_referee": Rule(link, POST_ONLY, post=REDIRECT),
    "table_link_acceptance": Rule(link, EVERYONE),
    "table_link_decide": Rule(
        lambda w: {**link(w), "number": w.hand.number, "verdict": "accept"},
        POST_ONLY,
        post=row(*[BOUNCE] * 6),
    ),
    # issue 51: silent rounds (docs/silent-rounds.md): the director reveals or hides again
    "event_silent_reveal": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=302, club_admin=302)
    ),
    "event_silent_hide": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=302, club_admin=302)
    ),
    # a player's own page: its key is the credential (docs/player-page.md), as the table's
    "player_page": Rule(lambda w: {"token": player_token(participant=w.participant)}, EVERYONE),
    "player_page_live": Rule(
        lambda w: {"token": player_token(participant=w.participant)}, EVERYONE
    ),
    # the live stream (docs/live.md): no topic asked is no topic allowed (who may follow
    # which topic: tests/tournaments/live/test_stream.py)
    "live_stream": Rule(none, row(*[403] * 6)),
    # the tournament report: the club's staff any time (a draft), others once finished
    "tournament_report": Rule(event, STAFF),
    "tournament_report_pdf": Rule(event, STAFF),
    "clock_table_extra": Rule(
        table, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    "clock_table_links_revoke": Rule(
        event,
        POST_ONLY,
        post=with_answer(REFEREES, referee=302, club_admin=302),
        data=lambda w: {"confirm": "1"},
    ),
    # -- seating ----------------------------------------------------------------------
    "seating_draw": Rule(event, MEMBERS),
    "seating_draw_create": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=302, club_admin=302)
    ),
    # a large field's draw by the worker (issue 44): an unknown job is a 404 to referees
    # too; a real job (TASKS_WORKER on) in tests/tournaments/seat_draws/test_draw_jobs.py
    "seating_draw_job": Rule(
        lambda w: {**event(w), "job": UNKNOWN_JOB}, row(404, 403, 403, 403, 404, 404)
    ),
    "seating_swap": Rule(event, POST_ONLY, post=with_answer(REFEREES, referee=302, club_admin=302)),
    "seating_players": Rule(event, MEMBERS),
    # a seating plan from a file: the upload shows a preview (here: its problems)
    "seating_plan": Rule(
        event,
        REFEREES,
        post=REFEREES,
        data=lambda w: {"file": csv_upload("round,table,seat,player\n1,1,1,nobody\n")},
    ),
    "seating_plan_use": Rule(
        event,
        POST_ONLY,
        post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE),
        data=lambda w: {"token": "forged"},
    ),
    "seating_plan_export": Rule(lambda w: {**event(w), "fmt": "csv"}, REFEREES),
    "seating_participants": Rule(
        event, REFEREES, post=with_answer(REFEREES, referee=422, club_admin=422)
    ),
    "seating_participant_withdraw": Rule(
        lambda w: {**event(w), "pk": w.participant.pk},
        POST_ONLY,
        post=with_answer(REFEREES, referee=302, club_admin=302),
    ),
    # -- issue 40: check-in on the day (the world's event has check-in off) -------------
    # the door's QR page: members see it; nobody of the world is on the list: refused
    "checkin_door": Rule(event, MEMBERS, post=row(404, *[BOUNCE] * 5)),
    # a personal link: the token is the credential; a wrong one does not exist
    "checkin_link": Rule(
        lambda w: {**event(w), "token": "wrong"}, row(*[404] * 6), post=row(*[404] * 6)
    ),
    # the Check in button of a registrant's personal page: the registration's token is the
    # credential (a wrong one does not exist)
    "checkin_registration": Rule(lambda w: {"token": "wrong"}, POST_ONLY, post=row(*[404] * 6)),
    "checkin_desk": Rule(event, ENTER),
    "checkin_poster": Rule(event, ENTER),
    # check-in is off: the desk's writes are refused with a message, nothing written
    "checkin_desk_mark": Rule(
        lambda w: {**event(w), "pk": w.participant.pk},
        POST_ONLY,
        post=with_answer(ENTER, scorekeeper=BOUNCE, referee=BOUNCE, club_admin=BOUNCE),
        data=lambda w: {"state": "in"},
    ),
    "checkin_desk_add": Rule(
        event,
        POST_ONLY,
        post=with_answer(ENTER, scorekeeper=BOUNCE, referee=BOUNCE, club_admin=BOUNCE),
        data=lambda w: {"name": "Kees Laat"},
    ),
    "checkin_settings": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=302, club_admin=302)
    ),
    # POST makes the links and shows them once (200)
    "checkin_links": Rule(event, REFEREES, post=REFEREES),
    "checkin_no_shows": Rule(
        event,
        REFEREES,
        post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE),
        data=lambda w: {"confirm": "1"},
    ),
    # -- teams (the world's event has none): referees and the club admin manage them; an
    # empty settings or team form is shown again (422), the other writes are refused with a
    # message (teams are off); no team 999999
    "teams_page": Rule(event, REFEREES),
    "teams_settings": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=422, club_admin=422)
    ),
    "teams_create": Rule(event, POST_ONLY, post=with_answer(REFEREES, referee=422, club_admin=422)),
    "teams_by_club": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    "teams_member": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    "teams_delete": Rule(
        lambda w: {**event(w), "pk": 999_999},
        POST_ONLY,
        post=with_answer(REFEREES, referee=404, club_admin=404),
    ),
    "teams_standings": Rule(event, MEMBERS),
    "teams_export": Rule(lambda w: {**event(w), "fmt": "xlsx"}, STAFF),
    # a seat swap after entry: an empty form is shown again (422)
    "play_table_seat_swap": Rule(
        table, REFEREES, post=with_answer(REFEREES, referee=422, club_admin=422)
    ),
    # -- stages: the world's event gets a first stage and a final (``stage``) -----------
    "stages_overview": Rule(event, MEMBERS),
    "stages_setup": Rule(event, REFEREES, post=REFEREES),
    "stage_cut": Rule(stage, REFEREES, post=REFEREES),
    "stage_seat": Rule(
        stage, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    # -- accounts and language (Django's views; the log-in is rate limited) -----------
    "set_language": Rule(none, REDIRECT, post=REDIRECT),
    "login": Rule(none, EVERYONE, post=EVERYONE),
    "logout": Rule(none, POST_ONLY, post=REDIRECT),
    "password_change": Rule(none, ACCOUNT, post=ACCOUNT),
    "password_change_done": Rule(none, ACCOUNT),
    "password_reset": Rule(none, EVERYONE, post=EVERYONE),
    "password_reset_done": Rule(none, EVERYONE),
    "password_reset_confirm": Rule(
        lambda w: {"uidb64": "MQ", "token": "set-password"}, EVERYONE, post=EVERYONE
    ),
    "password_reset_complete": Rule(none, EVERYONE),
    # -- issue 37: one-time links (the token is the credential) and the account page ---
    "setup_start": Rule(none, EVERYONE, post=POST_ONLY),
    "setup": Rule(lambda w: {"token": "wrong"}, row(*[404] * 6), post=row(*[404] * 6)),
    "join": Rule(lambda w: {"token": "wrong"}, row(*[404] * 6), post=row(*[404] * 6)),
    "reset_by_link": Rule(lambda w: {"token": "wrong"}, row(*[404] * 6), post=row(*[404] * 6)),
    "site_club_add": Rule(  # the site's operator (a superuser) only
        none, row(LOGIN, 403, 403, 403, 403, 403), post=row(LOGIN, 403, 403, 403, 403, 403)
    ),
    "account": Rule(none, ACCOUNT, post=ACCOUNT),
    # issue 43: personal API keys, made and revoked on the account page (an empty form: 422;
    # no key named: back to the page with a message, nothing changed)
    # issue 43: a club's standings and events, an event's standings, for another site's
    # iframe (and as JSON): exactly as visible as the club's own pages
    "embed_club_standings": Rule(club, MEMBERS),
    "embed_club_standings_json": Rule(club, MEMBERS),
    "embed_club_events": Rule(club, MEMBERS),
    "embed_club_events_json": Rule(club, MEMBERS),
    "embed_event_standings": Rule(event, MEMBERS),
    "embed_event_standings_json": Rule(event, MEMBERS),
    "account_api_key_add": Rule(none, POST_ONLY, post=row(LOGIN, 422, 422, 422, 422, 422)),
    "account_api_key_revoke": Rule(none, POST_ONLY, post=row(LOGIN, *[BOUNCE] * 5)),
    "club_logins": Rule(club, ADMINS),
    "club_login_link": Rule(
        lambda w: {**club(w), "pk": 999_999}, with_answer(ADMINS, club_admin=404)
    ),
    # no link posted: refused with a message
    "club_login_revoke": Rule(club, POST_ONLY, post=with_answer(ADMINS, club_admin=BOUNCE)),
    # an empty form is shown again; the world's member has no login ...
    "member_invite": Rule(club_member, ADMINS, post=with_answer(ADMINS, club_admin=422)),
    # ... and so no password to reset: refused with a message
    "member_reset_link": Rule(club_member, POST_ONLY, post=with_answer(ADMINS, club_admin=BOUNCE)),
    # -- privacy (issue 37): a private club's privacy page is the club's like its others
    "privacy_club": Rule(club, MEMBERS),
    # a member's own data: the member and the club's staff
    "privacy_member_data": Rule(lambda w: {**club_member(w), "fmt": "json"}, STAFF),
    # the member (or the club admin) hides the name in public results
    "privacy_public_name": Rule(club_member, POST_ONLY, post=row(404, 403, 403, 403, 403, 302)),
    # an unticked confirmation: the page again with its error, nothing erased
    "privacy_member_erase": Rule(club_member, ADMINS, post=ADMINS),
    # -- the event file on the pages and the EMA export's fixes (issue 39): club admins
    "event_file": Rule(event, ADMINS),
    # no file chosen: the form again with its error
    "event_file_upload": Rule(club, ADMINS, post=with_answer(ADMINS, club_admin=400)),
    "reports_ema_missing": Rule(event, ADMINS),
    # no guest named: refused with a message
    "reports_ema_guest_member": Rule(event, POST_ONLY, post=with_answer(ADMINS, club_admin=BOUNCE)),
    # -- issue 40: registration per event and its waiting list (docs/registration.md) --
    # the world's event takes no registrations: a member's tap is refused with a message
    "registration_register": Rule(
        event, MEMBERS, post=row(404, BOUNCE, BOUNCE, BOUNCE, BOUNCE, BOUNCE)
    ),
    # no registration of one's own to cancel: refused with a message
    "registration_mine": Rule(
        event, POST_ONLY, post=row(404, BOUNCE, BOUNCE, BOUNCE, BOUNCE, BOUNCE)
    ),
    # the director's pages: the field, exports and sign-in sheet to the club's staff; the
    # settings and the writes to referees and the club admin (an empty settings form: 422)
    "registration_field": Rule(event, STAFF),
    "registration_settings": Rule(
        event, REFEREES, post=with_answer(REFEREES, referee=422, club_admin=422)
    ),
    "registration_field_action": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    "registration_make_players": Rule(
        event, POST_ONLY, post=with_answer(REFEREES, referee=BOUNCE, club_admin=BOUNCE)
    ),
    # cancel, withdraw or reinstate one registration: the world's event has none (404)
    "registration_staff": Rule(
        lambda w: {**event(w), "pk": 999_999, "action": "cancel"},
        with_answer(REFEREES, referee=404, club_admin=404),
        post=with_answer(REFEREES, referee=404, club_admin=404),
    ),
    "registration_export": Rule(lambda w: {**event(w), "fmt": "csv"}, STAFF),
    "registration_signin_sheet": Rule(event, STAFF),
    # the personal link and the member's feed: the token is the key (a wrong one: 404)
    "registration_personal": Rule(
        lambda w: {"token": "wrong"}, row(*[404] * 6), post=row(*[404] * 6)
    ),
    "registration_member_feed": Rule(lambda w: {"token": "1-wrong"}, row(*[404] * 6)),
    # issue 54: a member's new feed address (every role of the world is a member)
    "registration_member_feed_renew": Rule(event, POST_ONLY, post=row(404, *[302] * 5)),
    # the toy feature of the tests (tests/toy_feature): it keeps no note for the world's event
    "toy_feature_note": Rule(event, row(*[404] * 6)),
}
