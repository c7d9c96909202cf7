"""Finished means finished: every POST URL of the app, as the club admin, changes nothing of
a finished (or cancelled) event and never answers 500. The URLs are found by walking the
URLconf, so a new POST view is checked the day it is added, unless it is exempted below
with its reason."""

import pytest
from django.http import HttpRequest, HttpResponse
from django.urls import path

import tournaments.urls
from clubsite.urls import urlpatterns as root_urlpatterns
from tests.tournaments.events.finished_world import (
    build_world,
    post_everywhere,
    routes,
)
from tournaments.events.models import Event, EventStatus

EXEMPT = {
    "round_reopen": "the way back: reopening a round reopens the event (a reason, audited)",
    "event_reopen": "the way back: reopening the event (a reason, audited)",
    "event_edit": "a finished event's name and venue only (test_finished_plan.py); audited",
    "event_add": "a new event of the club, not this one",
    "club_settings": "the club's settings, not an event's",
    "club_house_rules": "the club's house rules; an event keeps its own snapshot",
    "club_roles": "the club's roles",
    "club_cancel_not_played": "cancels only planned evenings nobody played",
    "club_calendar": "adds planned evenings to the club's calendar",
    "member_add": "the club's members",
    "member_edit": "the club's members",
    "member_active": "the club's members",
    "member_import": "the club's members",
    "member_import_confirm": "the club's members",
    "member_invite": "a login for one of the club's members (issue 37)",
    "member_reset_link": "a new-password link for one of the club's members",
    "club_login_revoke": "the club's login links",
    "privacy_public_name": "a member's choice for public pages, not the event's play",
    "registration_member_feed_renew": "a member's own calendar feed address, not the event",
    "privacy_member_erase": "erasing a member keeps every result (issue 37)",
    "club_lockouts": "lifting a member's log-in lock",
    "event_file_upload": "imports another event into the club",
    "reports_ema_guest_member": (
        "after the event, a guest becomes a member for the EMA results file: the seats keep "
        "their results, only who sat there is named (audited)"
    ),
}
"""URL names the walk leaves out, each with why a finished event need not refuse it."""


@pytest.fixture
def admin(make_user, club):
    return make_user("club admin", club=club, username="boss")


def _breaches(outcomes):
    return [(o.name, o.url, o.status, o.changed) for o in outcomes if o.status >= 500 or o.changed]


@pytest.mark.slow
@pytest.mark.parametrize("status", [EventStatus.FINISHED, EventStatus.CANCELLED])
def test_no_post_changes_a_closed_event(club, admin, status):
    world = build_world(club, admin, status=status)
    outcomes = post_everywhere(world, tournaments.urls.urlpatterns, skip=EXEMPT)
    assert len({o.name for o in outcomes}) >= 30  # the walk reached the app's URLs
    assert _breaches(outcomes) == []


WRITES = {
    "play_hand_create",
    "play_hand_edit",
    "play_hand_delete",
    "play_table_confirm",
    "play_round_close",
    "play_penalty_give",
    "play_penalty_cancel",
    "clock_round_minutes",
    "clock_table_extra",
    "clock_table_links_revoke",
    "event_substitutes",
    "seating_draw_create",
    "seating_swap",
    "seating_participants",
    "seating_participant_withdraw",
    "table_link",
    "registration_register",
    "registration_settings",
    "registration_field_action",
    "registration_make_players",
    "play_table_seat_swap",
    "teams_settings",
}


@pytest.mark.slow
def test_the_writes_change_an_event_in_progress(club, admin):
    """The control: the same POSTs on the event in progress do change it, so the walk above
    is refused for the right reason, not for bad data."""
    world = build_world(club, admin, status=EventStatus.IN_PROGRESS)
    outcomes = post_everywhere(world, tournaments.urls.urlpatterns, skip=EXEMPT)
    changed = {o.name for o in outcomes if o.changed}
    assert WRITES - changed == set()
    assert [o for o in outcomes if o.status >= 500] == []


def test_every_exemption_names_a_url_of_the_app():
    names = {r.name for r in routes(tournaments.urls.urlpatterns)}
    assert set(EXEMPT) - names == set()


def _sneaky(request: HttpRequest, slug: str) -> HttpResponse:
    """A new POST view that forgot the guard."""
    if request.method == "POST":
        Event.objects.filter(slug=slug).update(name="renamed after the end")
    return HttpResponse("ok")


SNEAKY = path("events/<slug:slug>/sneaky/", _sneaky, name="sneaky_write")
urlpatterns = [SNEAKY, *root_urlpatterns]  # this module is the URLconf of the test below


@pytest.mark.urls(__name__)
def test_the_walk_catches_a_new_post_view_nobody_exempted(club, admin):
    world = build_world(club, admin, status=EventStatus.FINISHED)
    outcomes = post_everywhere(world, [SNEAKY], skip=EXEMPT)
    assert [(name, changed) for name, _u, _s, changed in _breaches(outcomes)] == [
        ("sneaky_write", ["tournaments.Event"])
    ]
