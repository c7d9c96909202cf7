"""After the deadline: the no-shows withdrawn in one action (and which table policy fits
then); the draw seats only those who checked in; late arrivals join the next round."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse
from django.utils import translation

from tournaments.audit.models import AuditEntry
from tournaments.checkin.selectors.desk import check_in_desk, late_join_round, table_policy_hint
from tournaments.checkin.services.checkin import check_in_late_player_add, participant_check_in
from tournaments.checkin.services.director import check_in_no_shows_withdraw
from tournaments.checkin.views.shared import policy_hint_text
from tournaments.events.models import EventKind, TablePolicy
from tournaments.play.models import Seat
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


def _check_in(day, indexes):
    for i in indexes:
        participant_check_in(participant=day.participants[i], actor=day.scorekeeper)


def _close(day):
    day.event.date = datetime.date(2026, 3, 3)
    day.event.check_in_deadline = datetime.time(19, 30)
    day.event.save()


def test_no_shows_are_withdrawn_in_one_confirmed_action(day):
    _check_in(day, range(7))
    _close(day)
    client = day.client(day.director)
    url = reverse("checkin_no_shows", kwargs={"slug": day.event.slug})
    page = client.get(url)
    assert len(page.context["desk"].no_shows) == 3
    assert client.post(url).status_code == 200  # no confirmation: asked again
    assert day.participant(9).withdrew_after_round is None
    response = client.post(url, {"confirm": "1"}, follow=True, HTTP_ACCEPT_LANGUAGE="en")
    assert [day.participant(i).withdrew_after_round for i in range(10)] == [None] * 7 + [0] * 3
    assert AuditEntry.objects.filter(action="participant.no_show").count() == 3
    # 7 players do not sit at four- and five-player tables: the page says what fits
    text = response.content.decode()
    assert "7 players" in text and "Three-player tables" in text


@pytest.mark.parametrize(
    ("count", "policy", "hint"),
    [
        (8, TablePolicy.FIVE_PLAYER, ""),
        (7, TablePolicy.FIVE_PLAYER, "Three-player tables"),
        (19, TablePolicy.THREE_PLAYER, ""),
        (6, TablePolicy.FIVE_PLAYER, "Byes"),
        (2, TablePolicy.BYE, "too few"),
    ],
)
def test_the_table_policy_hint(day, count, policy, hint):
    day.event.table_policy = policy
    desk = check_in_desk(event=day.event)
    with translation.override("en"):
        text = policy_hint_text(day.event, table_policy_hint(event=day.event, count=count))
    assert (hint in text) if hint else text == ""
    assert desk.expected == 10


def test_no_shows_are_refused_before_the_deadline(day):
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError):
        check_in_no_shows_withdraw(event=day.event, actor=day.director)
    assert day.participant(0).withdrew_after_round is None


def _seated_ids(event, number):
    return set(
        Seat.objects.filter(round__event=event, round__number=number).values_list(
            "member_id", flat=True
        )
    )


def test_the_draw_seats_only_players_who_checked_in(day):
    _check_in(day, range(8))
    seat_draw_create(event=day.event, seed=3)
    seated = _seated_ids(day.event, 1)
    assert seated == {day.participants[i].member_id for i in range(8)}
    assert day.participants[9].member_id not in seated


def test_without_check_in_the_draw_seats_everyone(day):
    day.event.check_in_enabled = False
    day.event.save()
    seat_draw_create(event=day.event, seed=3)
    assert len(_seated_ids(day.event, 1)) == 10


def test_a_late_arrival_joins_the_next_round_not_yet_drawn(day):
    day.event.kind = EventKind.CLUB_EVENING
    day.event.save()
    _check_in(day, range(8))
    assert late_join_round(event=day.event) == 1
    seat_draw_create(event=day.event, seed=3)  # round 1 drawn
    assert late_join_round(event=day.event) == 2
    late, done = participant_check_in(participant=day.participants[8], actor=day.scorekeeper)
    assert done and late.joined_round == 2
    kees = check_in_late_player_add(event=day.event, name="Kees Laat", actor=day.scorekeeper)
    assert kees.joined_round == 2 and kees.checked_in_at is not None
    assert late.member_id not in _seated_ids(day.event, 1)


def test_a_withdrawn_no_show_who_arrives_late_comes_back(day):
    _check_in(day, range(8))
    _close(day)
    check_in_no_shows_withdraw(event=day.event, actor=day.director)
    back, done = participant_check_in(participant=day.participants[9], actor=day.scorekeeper)
    assert done and back.active and back.checked_in_at is not None


def test_the_draw_page_counts_only_players_who_checked_in(day):
    _check_in(day, range(8))
    page = day.client(day.director).get(reverse("seating_draw", kwargs={"slug": day.event.slug}))
    assert page.context["overview"].field_size == 8
    assert reverse("checkin_desk", kwargs={"slug": day.event.slug}) in page.content.decode()
