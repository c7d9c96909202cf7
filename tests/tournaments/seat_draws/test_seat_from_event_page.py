"""A club evening's rounds are seated from the event's page, round 2 like round 1, and the
draw page's dialog warns about replacing only a draw that exists (issue 50)."""

import pytest
from django.urls import reverse

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.events.models import EventKind
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db
WARNING = "will be replaced"


@pytest.fixture
def referee(client, make_user, club):
    client.force_login(make_user("referee", club=club, username="ref"))
    return client


@pytest.fixture
def evening(make_event):
    return make_event(8, kind=EventKind.CLUB_EVENING, round_count=3)


def _seat_button(client, event, number):
    page = client.get(event.get_absolute_url()).text
    return f'data-round-seat="{number}"' in page


def test_round_1_then_round_2_are_seated_from_the_event_page(referee, evening):
    assert _seat_button(referee, evening, 1)
    post = {"next": evening.get_absolute_url() + "#round-1"}
    response = referee.post(reverse("seating_draw_create", kwargs={"slug": evening.slug}), post)
    assert response.status_code == 302 and response["Location"].endswith("#round-1")
    assert evening.rounds.get(number=1).tables.count() == 2
    assert not _seat_button(referee, evening, 1)  # seated, not played: nothing to seat
    assert not _seat_button(referee, evening, 2)
    for table in evening.rounds.get(number=1).tables.all():
        play_table(table, {0: 30, 1: 10, 2: -10, 3: -30})
    assert _seat_button(referee, evening, 2)  # round 1 played: round 2 from here too
    post = {"next": evening.get_absolute_url() + "#round-2"}
    referee.post(reverse("seating_draw_create", kwargs={"slug": evening.slug}), post)
    assert evening.rounds.get(number=2).tables.count() == 2
    assert not _seat_button(referee, evening, 2)


def test_a_scorekeeper_gets_no_seat_button(client, make_user, club, evening):
    client.force_login(make_user("scorekeeper", club=club, username="keeper"))
    assert not _seat_button(client, evening, 1)


def test_a_tournament_is_drawn_on_the_draw_page(referee, make_event):
    event = make_event(8, round_count=2)
    assert not _seat_button(referee, event, 1)


DIALOG = [
    # (rounds seated before, round 1 played, the dialog warns)
    (0, False, False),  # nothing drawn: nothing to replace
    (1, False, True),  # round 1 seated, not played: redrawing replaces it
    (1, True, False),  # round 1 played: seating round 2 replaces nothing
    (2, True, True),  # round 2 seated already: seating it again replaces it
]


@pytest.mark.parametrize(("seated", "played", "warns"), DIALOG)
def test_the_draw_dialog_warns_only_when_a_draw_is_replaced(
    referee, evening, seated, played, warns
):
    for number in range(1, seated + 1):
        seat_draw_create(event=evening, seed=number)
        if number == 1 and played:
            for table in evening.rounds.get(number=1).tables.all():
                play_table(table, {0: 30, 1: 10, 2: -10, 3: -30})
    page = referee.get(reverse("seating_draw", kwargs={"slug": evening.slug})).text
    assert (WARNING in page) is warns
