"""Silent rounds (docs/silent-rounds.md): which rounds are silent, the director's setting
in the event's plan and the reveal (both audited), who may press it, the big screen's
reveal from the last place up."""

from __future__ import annotations

import datetime
import re

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone

from tests.factories import EventFactory
from tests.shared_rows import new_user
from tests.tournaments.events.silent_world import silent_world
from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event, EventStatus
from tournaments.events.selectors.silence import round_hidden
from tournaments.events.services.events import event_update
from tournaments.events.services.silence import event_silent_hide, event_silent_reveal
from tournaments.transfer import dumps, event_export, event_import, loads

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english(settings):
    """Assertions read English (tests/test_i18n.py checks the translations)."""
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


NOW = timezone.now()


@pytest.mark.parametrize(
    ("round_count", "silent", "revealed", "first"),
    [
        (4, 0, None, None),  # none
        (4, 1, None, 4),  # the last
        (4, 2, None, 3),  # the last two
        (4, 4, None, 1),  # all of them
        (4, 2, NOW, None),  # revealed: none
    ],
)
def test_silent_from(round_count, silent, revealed, first):
    event = Event(round_count=round_count, silent_rounds=silent, silent_revealed_at=revealed)
    assert event.silent_from == first


@pytest.mark.parametrize(
    ("role", "number", "hidden"),
    [
        (None, 1, False),  # the public, an open round
        (None, 2, True),  # the public, the silent round
        ("", 2, True),  # a member
        ("scorekeeper", 2, False),  # staff
        ("referee", 2, False),
        ("club admin", 2, False),
    ],
)
def test_who_sees_a_silent_round(role, number, hidden):
    world = silent_world()
    user = None if role is None else new_user(*([role] if role else []), club=world.club)
    assert round_hidden(event=world.event, number=number, user=user) is hidden


def test_more_silent_rounds_than_rounds_is_refused():
    event = EventFactory(round_count=2)
    with pytest.raises(ValidationError) as refused:
        event_update(event=event, silent_rounds=3)
    assert "silent_rounds" in refused.value.message_dict


def test_the_setting_is_part_of_the_plan_and_audited():
    event = EventFactory(round_count=4)
    director = new_user("club admin", club=event.club)
    event_update(event=event, silent_rounds=2, actor=director)
    entry = AuditEntry.objects.get(action="event.update", object_id=str(event.pk))
    assert entry.before["silent_rounds"] == 0 and entry.after["silent_rounds"] == 2


def test_reveal_and_hide_are_audited_once():
    world = silent_world()
    director = new_user("club admin", club=world.club)
    event_silent_reveal(event=world.event, actor=director)
    event_silent_reveal(event=world.event, actor=director)  # pressed twice: revealed once
    world.event.refresh_from_db()
    assert world.event.silent_revealed_at is not None and world.event.silent_from is None
    event_silent_hide(event=world.event, actor=director)
    world.event.refresh_from_db()
    assert world.event.silent_from == 2
    actions = list(
        AuditEntry.objects.filter(event_id=world.event.pk, action__startswith="event.silent")
        .order_by("pk")
        .values_list("action", flat=True)
    )
    assert actions == ["event.silent_reveal", "event.silent_hide"]


def test_an_event_without_silent_rounds_has_nothing_to_reveal():
    with pytest.raises(ValidationError):
        event_silent_reveal(event=EventFactory())


@pytest.mark.parametrize(
    ("role", "revealed"),
    [(None, False), ("", False), ("scorekeeper", False), ("referee", True), ("club admin", True)],
)
def test_who_may_reveal(client, role, revealed):
    world = silent_world()
    if role is not None:
        client.force_login(new_user(*([role] if role else []), club=world.club))
    client.post(reverse("event_silent_reveal", kwargs={"slug": world.event.slug}))
    world.event.refresh_from_db()
    assert (world.event.silent_revealed_at is not None) is revealed


def test_the_event_form_sets_the_silent_rounds(client):
    world = silent_world()
    event = world.event
    Event.objects.filter(pk=event.pk).update(status="in_progress")
    client.force_login(new_user("club admin", club=world.club))
    form = client.get(reverse("event_edit", kwargs={"slug": event.slug})).context["form"]
    data = {k: v for k, v in form.initial.items() if v is not None and k != "scorekeepers"}
    data |= {"silent_rounds": "2", "date": "2026-03-03"}
    response = client.post(reverse("event_edit", kwargs={"slug": event.slug}), data)
    assert response.status_code == 302, response.context["form"].errors
    event.refresh_from_db()
    assert event.silent_rounds == 2


# -- the big screen -----------------------------------------------------------------------


def screen(client, world, **params):
    url = reverse("reports_event_screen", kwargs={"slug": world.event.slug})
    return client.get(url, params).content.decode()


def test_the_screen_says_the_last_round_is_silent(client, settings):
    settings.PUBLIC_PAGE_CACHE_SECONDS = 0
    world = silent_world()
    text = screen(client, world)
    assert "data-silent" in text and "Standings after round 1" in text
    assert "data-reveal=" not in text


def test_the_screen_reveals_from_the_last_place_for_a_while(client, settings):
    settings.PUBLIC_PAGE_CACHE_SECONDS = 0
    world = silent_world()
    event_silent_reveal(event=world.event, actor=new_user("club admin", club=world.club))
    text = screen(client, world, pace="1")
    assert 'data-reveal-pace="1"' in text and "data-silent" not in text
    ranks = [int(r) for r in re.findall(r'data-reveal-row data-rank="(\d+)"', text)]
    assert ranks == sorted(ranks) and len(ranks) == 4  # best first; the script plays it upward
    Event.objects.filter(pk=world.event.pk).update(
        silent_revealed_at=timezone.now() - datetime.timedelta(minutes=31)
    )
    assert "data-reveal=" not in screen(client, world)  # later: the usual screen


@pytest.mark.parametrize(
    ("status", "heading", "not_shown"),
    [
        (EventStatus.FINISHED, "The final standings", "The standings so far"),
        # revealed early, rounds still to play: not final yet
        (EventStatus.IN_PROGRESS, "The standings so far", "final"),
    ],
)
def test_the_reveal_calls_only_a_finished_events_standings_final(
    client, settings, status, heading, not_shown
):
    settings.PUBLIC_PAGE_CACHE_SECONDS = 0
    world = silent_world()
    Event.objects.filter(pk=world.event.pk).update(status=status)
    event_silent_reveal(event=world.event, actor=new_user("club admin", club=world.club))
    text = screen(client, world)
    assert f'<h2 class="screen-subhead">{heading}</h2>' in text
    assert not_shown not in text


@pytest.mark.parametrize("revealed", [False, True])
def test_the_event_file_keeps_the_silent_rounds(revealed):
    """A restored event hides what it hid (and an event without them writes no key)."""
    world = silent_world()
    if revealed:
        event_silent_reveal(event=world.event, actor=new_user("club admin", club=world.club))
        world.event.refresh_from_db()
    data = loads(dumps(event_export(event=world.event)))
    assert "silent_rounds" not in loads(dumps(event_export(event=EventFactory())))["event"]
    data["event"]["slug"] = "teruggezet"
    restored = event_import(data=data).event
    assert restored.silent_rounds == 1
    assert restored.silent_from == (None if revealed else 2)
