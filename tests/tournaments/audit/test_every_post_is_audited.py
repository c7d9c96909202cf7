"""Issue 37: every staff write is audited.

The URL resolver is walked: every view that takes a POST (its source reads ``POST``, or the
permission matrix gives it a POST rule) is either

* ``POSTED``: posted here as a browser would (the page's own form, filled from the seeded
  world of the permission matrix, with a few values changed) and must add an audit entry
  naming the user who posted;
* ``SERVICE_AUDITED``: its write needs a state the matrix world does not have (a closed
  round, a second player's seat code ...); the view must call the named service and that
  service (or a function it calls) must call ``audit_record``; or
* ``EXEMPT``, with the reason.

A new POST view in none of the three fails ``test_every_post_view_is_audited_or_exempt``.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.tournaments.audit.page_forms import page_form
from tests.tournaments.security.conftest import World, build_world
from tests.tournaments.security.matrix import MATRIX
from tournaments.audit.models import AuditEntry
from tournaments.clubs.imports.members import member_import_preview, preview_token
from tournaments.clubs.models import Member
from tournaments.rankings.services.imports import external_import_preview
from tournaments.rankings.services.imports import preview_token as ranking_token


def _named_views() -> Iterator[tuple[str, Callable[..., Any]]]:
    def walk(patterns: list[Any], namespace: str) -> Iterator[tuple[str, Callable[..., Any]]]:
        for p in patterns:
            if isinstance(p, URLResolver):
                inner = f"{namespace}{p.namespace}:" if p.namespace else namespace
                yield from walk(p.url_patterns, inner)
            elif isinstance(p, URLPattern) and p.name:
                yield f"{namespace}{p.name}", p.callback

    yield from walk(get_resolver().url_patterns, "")


def _takes_post(name: str, view: Callable[..., Any]) -> bool:
    rule = MATRIX.get(name)
    if rule is not None and rule.post is not None:
        return True
    view_class = getattr(view, "view_class", None)
    if view_class is not None:
        return hasattr(view_class, "post")
    try:
        return "POST" in inspect.getsource(inspect.unwrap(view))
    except (OSError, TypeError):
        return True  # no source to read: it must be listed


@dataclass(frozen=True)
class Post:
    """Post the page's own form (GET first) or, for a POST-only view, ``data`` alone."""

    kwargs: Callable[[World], dict[str, Any]]
    role: str = "club_admin"
    changes: Callable[[World], dict[str, Any]] = lambda w: {}
    form_page: bool = True
    action: str = ""  # the audit action expected


def _club(w: World) -> dict[str, Any]:
    return {"slug": w.club.slug}


def _event(w: World) -> dict[str, Any]:
    return {"slug": w.event.slug}


def _table(w: World) -> dict[str, Any]:
    return {"slug": w.event.slug, "round_number": 1, "table_number": w.table.number}


def _login_member(w: World) -> Member:
    return Member.objects.get(user=w.users["member"], club=w.club)


def _import_token(w: World) -> dict[str, Any]:
    data = b"member_number;first_name;last_name\n9001;Anna;Vos\n"
    preview = member_import_preview(club=w.club, data=data, filename="members.csv")
    return {"token": preview_token(club=w.club, preview=preview)}


def _ranking_token(w: World) -> dict[str, Any]:
    data = (
        b"tournament,start_date,days,players,countries,qualification,player,position\n"
        b"Open,2026-03-07,1,20,1,0,Anna,3\n"
    )
    preview = external_import_preview(club=w.club, data=data)
    return {"token": ranking_token(club=w.club, preview=preview)}


def _new_player(w: World) -> dict[str, Any]:
    outsider = Member.objects.filter(club=w.club).exclude(participations__event=w.event).first()
    return {"members": [str(outsider.pk)], "guests": "", "group": ""}


POSTED: dict[str, Post] = {
    "club_settings": Post(
        _club,
        changes=lambda w: {"public_results": "on", "name": "Mahjong Vos"},
        action="club.update",
    ),
    "club_roles": Post(
        _club,
        changes=lambda w: {"member": str(_login_member(w).pk), "role": "referee"},
        action="member.role",
    ),
    "member_add": Post(
        lambda w: {"club_slug": w.club.slug},
        changes=lambda w: {"first_name": "Anna", "last_name": "Vos", "member_number": "7001"},
        action="member.create",
    ),
    "member_edit": Post(
        lambda w: {"club_slug": w.club.slug, "pk": w.member.pk},
        changes=lambda w: {"last_name": "Janssen"},
        action="member.update",
    ),
    "member_active": Post(
        lambda w: {"club_slug": w.club.slug, "pk": w.member.pk},
        changes=lambda w: {"active": "0"},
        form_page=False,
        action="member.update",
    ),
    "member_import_confirm": Post(
        _club, changes=_import_token, form_page=False, action="member.import"
    ),
    "rankings_import_confirm": Post(
        _club, changes=_ranking_token, form_page=False, action="ranking.import"
    ),
    "event_add": Post(
        _club, changes=lambda w: {"name": "Voorjaarstoernooi"}, action="event.create"
    ),
    "event_edit": Post(_event, changes=lambda w: {"name": "Andere avond"}, action="event.update"),
    "club_calendar": Post(
        _club,
        changes=lambda w: {"year": "2027", "weekday": "1", "venue": "Buurthuis"},
        action="event.create",
    ),
    "seating_participants": Post(_event, changes=_new_player, action="participant.add"),
    "seating_participant_withdraw": Post(
        lambda w: {**_event(w), "pk": w.participant.pk},
        form_page=False,
        action="participant.withdraw",
    ),
    "play_table_confirm": Post(_table, role="referee", form_page=False, action="table.confirm"),
    "play_hand_delete": Post(
        lambda w: {**_table(w), "number": w.hand.number},
        role="scorekeeper",
        changes=lambda w: {"version": w.hand.version, "hand_id": w.hand.pk, "reason": "fout"},
        form_page=False,
        action="hand.delete",
    ),
    "play_round_close": Post(
        lambda w: {**_event(w), "round_number": 1},
        role="referee",
        changes=lambda w: {"confirm": "1"},
        form_page=False,
        action="round.close",
    ),
    "clock_round_minutes": Post(
        lambda w: {**_event(w), "round_number": 1},
        role="referee",
        changes=lambda w: {"minutes": "60"},
        form_page=False,
        action="round.minutes",
    ),
    "clock_table_links_revoke": Post(
        _event,
        role="referee",
        changes=lambda w: {"confirm": "1"},
        form_page=False,
        action="event.table_links_revoke",
    ),
    "play_penalty_give": Post(
        _table,
        role="referee",
        changes=lambda w: {
            "penalty-seat": w.table.seats.order_by("position").first().pk,
            "penalty-points": 5,
            "penalty-reason": "other",
        },
        form_page=False,
        action="penalty.give",
    ),
}

#: URL name -> the services it writes through (each must reach ``audit_record``).
SERVICE_AUDITED: dict[str, tuple[str, ...]] = {
    "club_house_rules": ("tournaments.clubs.services.house_rules.club_house_rules_update",),
    "event_house_rules": ("tournaments.events.services.house_rules.event_house_rules_update",),
    "event_finish": ("tournaments.events.services.event_lifecycle.event_finish",),
    "event_cancel": ("tournaments.events.services.event_lifecycle.event_cancel",),
    "club_cancel_not_played": (
        "tournaments.events.services.event_lifecycle.events_cancel_not_played",
    ),
    "round_start": ("tournaments.events.services.round_lifecycle.round_start",),
    "round_reopen": ("tournaments.events.services.round_lifecycle.round_reopen",),
    "play_hand_create": ("tournaments.play.services.hand_saves.hand_enter_once",),
    "play_hand_edit": ("tournaments.play.services.corrections.hand_correct",),
    "play_penalty_cancel": ("tournaments.penalties.services.penalties.penalty_cancel",),
    "event_substitutes": ("tournaments.penalties.services.substitutes.seat_substitute_set",),
    "clock_table_extra": ("tournaments.play.services.clock.table_extra_minutes_set",),
    "seating_draw_create": ("tournaments.seat_draws.services.draws.seat_draw_create",),
    "seating_swap": ("tournaments.seat_draws.services.swaps.seat_swap",),
    # a seating plan from a file: the matrix world posts no file (test_seat_plan_views.py does)
    "seating_plan_use": ("tournaments.seat_draws.services.plans.seat_plan_use",),
    # the world's event has no silent rounds (docs/silent-rounds.md)
    "event_silent_reveal": ("tournaments.events.services.silence.event_silent_reveal",),
    "event_silent_hide": ("tournaments.events.services.silence.event_silent_hide",),
    # teams: the world's event has none (teams are off), so the writes are refused there
    "teams_settings": ("tournaments.teams.services.teams.team_settings_set",),
    "teams_create": ("tournaments.teams.services.teams.team_create",),
    "teams_by_club": ("tournaments.teams.services.teams.teams_by_club",),
    "teams_member": ("tournaments.teams.services.teams.team_member_set",),
    "teams_delete": ("tournaments.teams.services.teams.team_delete",),
    # a seat swap after entry (tests/tournaments/play/test_seat_swap_after_entry.py posts it)
    "play_table_seat_swap": ("tournaments.play.services.seat_moves.table_seats_swap",),
    # stages need a tournament with closed rounds: the services audit (stages tests)
    "stages_setup": ("tournaments.stages.services.plan.stage_plan_save",),
    "stage_cut": ("tournaments.stages.services.cut.stage_cut_make",),
    "stage_seat": ("tournaments.stages.services.seating.stage_round_seat",),
    # a player confirms with their seat code (no login): audited as the table's confirmation
    "table_link": ("tournaments.play.services.table_links.table_confirm_by_code",),
    # issue 51: players enter and accept with their seat code; referee calls (the play tests
    # post them: tests/tournaments/play/test_acceptance_roles.py, test_referee_calls.py)
    "table_link_hand_create": ("tournaments.play.services.acceptance.hand_enter_by_seat",),
    "table_link_decide": (
        "tournaments.play.services.acceptance.hand_accept",
        "tournaments.play.services.acceptance.hand_dispute",
    ),
    "table_link_hand_correction": ("tournaments.play.services.acceptance.hand_correction_ask",),
    "table_link_referee": ("tournaments.play.services.referee_calls.referee_call_make",),
    "play_table_referee_call": ("tournaments.play.services.referee_calls.referee_call_make",),
    "play_referee_call_take": ("tournaments.play.services.referee_calls.referee_call_take",),
    "play_referee_call_resolve": ("tournaments.play.services.referee_calls.referee_call_resolve",),
    # issue 37: the event reopened with a reason; logins handed out and used; privacy
    "event_reopen": ("tournaments.events.services.round_lifecycle.event_reopen",),
    "account": ("tournaments.accounts.services.accounts.account_password_set",),
    # the language menu: a logged-in user's own language is kept with the account
    "set_language": ("tournaments.accounts.services.accounts.account_language_set",),
    "club_login_revoke": ("tournaments.accounts.services.links.access_link_revoke",),
    "member_invite": ("tournaments.accounts.services.links.invitation_issue",),
    "member_reset_link": ("tournaments.accounts.services.links.reset_link_issue",),
    "join": ("tournaments.accounts.services.accounts.invitation_accept",),
    "reset_by_link": ("tournaments.accounts.services.accounts.password_reset_by_link",),
    "setup": ("tournaments.accounts.services.accounts.installation_setup",),
    "site_club_add": ("tournaments.accounts.services.links.hosted_club_create",),
    "privacy_member_erase": ("tournaments.privacy.services.member_erase",),
    "privacy_public_name": ("tournaments.privacy.services.member_public_name_set",),
    # issue 38: a club admin lifts a member's log-in lock
    "club_lockouts": ("tournaments.clubs.services.lockouts.member_lockout_reset",),
    # issue 39: an event file uploaded; a guest of the EMA export made a member
    "event_file_upload": ("tournaments.transfer.services.files.event_file_import",),
    "reports_ema_guest_member": ("tournaments.play.services.guests.guest_member_create",),
    # issue 40: registration per event; a guest's writes are audited without an actor
    "registration_register": (
        "tournaments.registration.services.registrations.registration_create",
    ),
    # issue 54: a member's new calendar feed address
    "registration_member_feed_renew": (
        "tournaments.registration.services.feeds.member_feed_renew",
    ),
    "registration_mine": (
        "tournaments.registration.services.registrations.registration_cancel",
        "tournaments.registration.services.registrations.registration_offer_accept",
        "tournaments.registration.services.registrations.registration_offer_decline",
    ),
    "registration_personal": (
        "tournaments.registration.services.registrations.registration_update",
    ),
    "registration_settings": (
        "tournaments.registration.services.director.registration_settings_save",
    ),
    "registration_field_action": (
        "tournaments.registration.services.director.registration_approve",
        "tournaments.registration.services.director.registration_promote",
        "tournaments.registration.services.director.registration_paid_set",
    ),
    "registration_make_players": (
        "tournaments.registration.services.players.registration_players_make",
    ),
    "registration_staff": (
        "tournaments.registration.services.staff.registration_staff_cancel",
        "tournaments.registration.services.staff.registration_withdraw",
        "tournaments.registration.services.staff.registration_reinstate",
    ),
    # issue 40: check-in on the day (the matrix world has check-in off)
    "checkin_door": ("tournaments.checkin.services.checkin.participant_check_in_self",),
    "checkin_link": ("tournaments.checkin.services.checkin.participant_check_in_self",),
    "checkin_registration": ("tournaments.checkin.services.checkin.participant_check_in_self",),
    "checkin_desk_mark": (
        "tournaments.checkin.services.checkin.participant_check_in",
        "tournaments.checkin.services.checkin.participant_check_in_undo",
    ),
    "checkin_desk_add": ("tournaments.checkin.services.checkin.check_in_late_player_add",),
    "checkin_settings": ("tournaments.checkin.services.director.event_check_in_set",),
    "checkin_links": ("tournaments.checkin.services.director.check_in_links_issue",),
    "checkin_no_shows": ("tournaments.checkin.services.director.check_in_no_shows_withdraw",),
    # issue 43: personal API keys; the API's hand entry goes through the pages' service
    # (its corrections and deletions, PUT/PATCH/DELETE, through hand_correct/hand_delete)
    "account_api_key_add": ("tournaments.accounts.services.api_tokens.api_token_create",),
    "account_api_key_revoke": ("tournaments.accounts.services.api_tokens.api_token_revoke",),
    "api:table_hands": ("tournaments.play.services.hand_saves.hand_enter_once",),
    "api:round_start": ("tournaments.events.services.round_lifecycle.round_start",),
}

EXEMPT: dict[str, str] = {
    "member_import": "the upload only shows a preview; the confirmation writes (and is audited)",
    "rankings_import": "the upload only shows a preview; the confirmation writes (and is audited)",
    "seating_plan": "the upload only shows a preview; the confirmation writes (and is audited)",
    "play_hand_preview": "computes a hand's score for the form; writes nothing",
    "table_link_preview": "the players' preview of a hand's score; writes nothing",
    "table_link_sign_in": "a player's seat code kept in their session; wrong codes are counted",
    "table_link_sign_out": "forgets the player's seat in their session; no club data",
    "setup_start": "explains how to get a setup link; writes nothing (a POST gets 405)",
    "login": "signing in; failed attempts are counted by django-axes",
    "logout": "signing out; no club data",
    "password_change": "a user's own password (Django's view); no club data",
    "password_reset": "sends a mail; no club data",
    "password_reset_confirm": "a user's own password (Django's view); no club data",
}
#: Django's admin keeps its own log of changes (django.contrib.admin.models.LogEntry).
EXEMPT_NAMESPACES = ("admin:",)


def _post_views() -> dict[str, Callable[..., Any]]:
    return {
        name: view
        for name, view in _named_views()
        if not name.startswith(EXEMPT_NAMESPACES) and _takes_post(name, view)
    }


def test_every_post_view_is_audited_or_exempt():
    post_views = _post_views()
    listed = set(POSTED) | set(SERVICE_AUDITED) | set(EXEMPT)
    assert sorted(set(post_views) - listed) == [], "a POST view that is neither audited nor exempt"
    assert sorted(listed - set(post_views)) == [], "listed, but no such POST view"
    assert not set(POSTED) & set(SERVICE_AUDITED) and not set(POSTED) & set(EXEMPT)


def _function(path: str) -> Callable[..., Any]:
    module, _, name = path.rpartition(".")
    __import__(module)
    return getattr(sys.modules[module], name)


def _reaches_audit(func: Callable[..., Any], seen: set[Any] | None = None, depth: int = 4) -> bool:
    """``func`` calls ``audit_record``, or calls (by name) a function that does."""
    seen = set() if seen is None else seen
    func = inspect.unwrap(func)
    if func in seen or depth < 0:
        return False
    seen.add(func)
    source = inspect.getsource(func)
    if "audit_record(" in source:
        return True
    namespace = vars(sys.modules[func.__module__])
    return any(
        _reaches_audit(obj, seen, depth - 1)
        for name, obj in namespace.items()
        if inspect.isfunction(obj) and f"{name}(" in source and obj is not func
    )


@pytest.mark.parametrize("name", sorted(SERVICE_AUDITED))
def test_the_view_writes_through_an_audited_service(name):
    view = _post_views()[name]
    view_source = inspect.getsource(sys.modules[inspect.unwrap(view).__module__])
    for path in SERVICE_AUDITED[name]:
        service = _function(path)
        assert f"{service.__name__}(" in view_source, f"{name} does not call {path}"
        assert _reaches_audit(service), f"{path} writes no audit entry"


def test_the_audit_check_finds_a_service_without_one():
    from tournaments.events.services.events import event_slug_unique

    assert not _reaches_audit(event_slug_unique)


@pytest.fixture
def world(club, make_user) -> World:
    return build_world(club, make_user)


def _as_post(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if v is not None}


@pytest.mark.parametrize("name", sorted(POSTED))
def test_the_post_writes_an_audit_entry_naming_the_user(name, world):
    case = POSTED[name]
    client = Client()
    user = world.users[case.role]
    client.force_login(user)
    url = reverse(name, kwargs=case.kwargs(world))
    data: dict[str, Any] = {}
    if case.form_page:
        page = client.get(url)
        assert page.status_code == 200
        data = page_form(page.content.decode(), url)
    data.update(case.changes(world))
    before = AuditEntry.objects.count()
    response = client.post(url, _as_post(data))
    assert response.status_code in (200, 302), response.status_code
    entries = AuditEntry.objects.order_by("-id")[: AuditEntry.objects.count() - before]
    assert entries, f"{name}: nothing audited ({response.status_code})"
    assert {e.action for e in entries} >= {case.action}
    assert all(e.actor_id == user.pk and e.club_id == world.club.pk for e in entries)
