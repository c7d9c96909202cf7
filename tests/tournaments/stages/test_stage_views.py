"""The stages pages: setup, the cut (with a tie shown before it is made), seating by
standings, and the standings with the stages; bad input never answers 500."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.stages.flow import play_round
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.stages.models import Stage, StageEntrant

pytestmark = pytest.mark.django_db

SETUP = {
    "stage-TOTAL_FORMS": "3",
    "stage-INITIAL_FORMS": "0",
    "stage-0-name": "Qualification",
    "stage-0-rounds": "2",
    "stage-0-carry_over": "none",
    "stage-0-seating": "drawn",
    "stage-1-name": "Final",
    "stage-1-rounds": "1",
    "stage-1-field_size": "4",
    "stage-1-carry_over": "half",
    "stage-1-seating": "swiss",
    "stage-2-name": "",
    "stage-2-carry_over": "none",
    "stage-2-seating": "drawn",
}


@pytest.fixture
def referee_client(client, make_user, club):
    client.force_login(make_user("club admin", club=club, username="director"))
    return client


def test_setup_cut_seat_and_standings(referee_client, make_event):
    event = make_event(8, round_count=2)
    url = reverse("stages_setup", kwargs={"slug": event.slug})
    assert referee_client.get(url).status_code == 200
    response = referee_client.post(url, SETUP)
    assert response.status_code == 302
    assert list(Stage.objects.filter(event=event).values_list("name", flat=True)) == [
        "Qualification",
        "Final",
    ]
    seat_draw_create(event=event, seed=5)
    play_round(event, 1)
    play_round(event, 2)
    cut = reverse("stage_cut", kwargs={"slug": event.slug, "number": 2})
    page = referee_client.get(cut)
    assert page.status_code == 200 and b"cut-line" in page.content
    assert referee_client.post(cut, {}).status_code == 200  # not confirmed: the form again
    assert not StageEntrant.objects.exists()
    tie = page.context["view"].preview.tie
    data = {"confirm": "on", **({"rule": "lots", "seed": "9"} if tie else {})}
    assert referee_client.post(cut, data).status_code == 302
    assert StageEntrant.objects.filter(stage__event=event).count() == 4
    made = referee_client.get(cut)
    assert made.content.count(b'<td class="num">') >= 4 and b"cut-field" in made.content
    seat = reverse("stage_seat", kwargs={"slug": event.slug, "number": 2})
    assert referee_client.post(seat).status_code == 302
    play_round(event, 3)
    overview = referee_client.get(reverse("stages_overview", kwargs={"slug": event.slug}))
    assert overview.status_code == 200 and b"quality" in overview.content
    standings = referee_client.get(reverse("reports_event_standings", kwargs={"slug": event.slug}))
    assert b"stage-standings" in standings.content and b"Final" in standings.content


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"stage-TOTAL_FORMS": "x", "stage-INITIAL_FORMS": "0"},
        {**SETUP, "stage-0-rounds": "-3"},
        {**SETUP, "stage-1-field_size": "abc"},
        {**SETUP, "stage-TOTAL_FORMS": "999"},
        {**SETUP, "stage-1-field_size": ""},
    ],
)
def test_bad_setup_input_never_500(referee_client, make_event, data):
    event = make_event(8)
    response = referee_client.post(reverse("stages_setup", kwargs={"slug": event.slug}), data)
    assert response.status_code in (200, 302)
    assert not Stage.objects.filter(event=event).exists()


def test_cut_and_seat_of_a_missing_stage_are_404(referee_client, make_event):
    event = make_event(8)
    for name in ("stage_cut", "stage_seat"):
        url = reverse(name, kwargs={"slug": event.slug, "number": 7})
        assert referee_client.post(url).status_code == 404
