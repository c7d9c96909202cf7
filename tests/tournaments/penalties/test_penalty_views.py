"""The pages: who may give or cancel a penalty and seat a substitute, and bad input as a
message (never a 500, nothing written)."""

import pytest
from django.urls import reverse

from tests.factories import MemberFactory
from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tests.tournaments.penalties.fixtures import play_hand, seated
from tournaments.penalties.models import Penalty
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Seat

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(mcr_club):
    table = seated(mcr_club, ruleset="mcr")
    play_hand(table)
    return table


def kwargs(table):
    return {"slug": table.round.event.slug, "round_number": 1, "table_number": table.number}


def login(client, make_user, club, role):
    if role == "anonymous":
        return client
    if role == "superuser":
        user = make_user(is_superuser=True)
    elif role == "member":
        user = make_user(club=club)
    else:
        user = make_user(role, club=club)
    client.force_login(user)
    return client


#            role           may give/cancel/substitute
MATRIX = [
    ("anonymous", "login"),
    ("member", 403),
    ("scorekeeper", 403),
    ("referee", "ok"),
    ("club admin", "ok"),
    ("superuser", "ok"),
]


@pytest.mark.parametrize(("role", "outcome"), MATRIX)
def test_permission_matrix(client, make_user, mcr_club, table, role, outcome):
    client = login(client, make_user, mcr_club, role)
    east = table.seats.get(wind="E")
    give = client.post(
        reverse("play_penalty_give", kwargs=kwargs(table)),
        {"penalty-seat": east.pk, "penalty-points": 5, "penalty-reason": "slow_play"},
    )
    existing = penalty_give(table=table, seat_id=east.pk, points=3, reason="dispute")
    cancel = client.post(
        reverse("play_penalty_cancel", kwargs=kwargs(table)),
        {"penalty": existing.pk, "cancel_reason": "sorry"},
    )
    subs_url = reverse("event_substitutes", kwargs={"slug": table.round.event.slug})
    page = client.get(subs_url)
    for response in (give, cancel, page):
        if outcome == "login":
            assert response.status_code == 302 and "/login" in response["Location"]
        elif outcome == 403:
            assert response.status_code == 403
    if outcome == "ok":
        assert give.status_code == 302 and cancel.status_code == 302 and page.status_code == 200
        assert Penalty.objects.filter(points=5, cancelled_at__isnull=True).count() == 1
        existing.refresh_from_db()
        assert not existing.active
    else:
        assert Penalty.objects.count() == 1 and existing.active


@pytest.mark.parametrize(
    "data",
    [
        {"points": 0, "reason": "slow_play"},
        {"points": -5, "reason": "slow_play"},
        {"points": "abc", "reason": "slow_play"},
        {"points": 5, "reason": "nonsense"},
        {"points": 5, "reason": "slow_play", "seat": "999999"},
        {"points": 5, "reason": "slow_play", "seat": "x"},
        {},
    ],
)
def test_bad_penalty_input_is_a_message(client, make_user, mcr_club, table, data):
    client.force_login(make_user("referee", club=mcr_club))
    data = {"seat": table.seats.get(wind="E").pk, **data}
    data = {f"penalty-{name}": value for name, value in data.items()}
    response = client.post(reverse("play_penalty_give", kwargs=kwargs(table)), data, follow=True)
    assert response.status_code == 200
    assert "The penalty was not given" in response.content.decode()
    assert not Penalty.objects.exists()


def test_table_page_lists_penalties_for_everyone_and_the_form_for_referees(
    client, make_user, mcr_club, table
):
    penalty_give(table=table, seat_id=table.seats.get(wind="S").pk, points=7, reason="exposed_tile")
    url = reverse("play_table", kwargs=kwargs(table))
    client.force_login(make_user("scorekeeper", club=mcr_club))
    page = client.get(url).content.decode()
    assert "Exposed tile" in page and "−7" in page
    assert "Give a penalty" not in page and "Cancel penalty" not in page
    client.force_login(make_user("referee", club=mcr_club))
    page = client.get(url).content.decode()
    assert "Give a penalty" in page and "Cancel penalty" in page


def test_referee_seats_a_substitute_through_the_page(client, make_user, mcr_club, table):
    client.force_login(make_user("referee", club=mcr_club))
    from tournaments.events.models import Round
    from tournaments.play.services.tables import table_seat

    players = [s.member for s in table.seats.order_by("position")]
    table_seat(
        round_=Round.objects.create(event=table.round.event, number=2), number=1, sitters=players
    )
    url = reverse("event_substitutes", kwargs={"slug": table.round.event.slug})
    sub = MemberFactory(club=mcr_club)
    response = client.post(
        url, {"absent": players[2].pk, "from_round": 2, "substitute": sub.pk}, follow=True
    )
    assert response.status_code == 200
    assert Seat.objects.get(substitute_for=players[2]).member == sub
    # bad input: a message on the page, status 422, nothing written
    response = client.post(url, {"absent": players[1].pk, "from_round": 2})
    assert response.status_code == 422
    assert Seat.objects.filter(substitute_for__isnull=False).count() == 1


def test_member_page_shows_their_tables_hands_and_penalties(client, mcr_club, table):
    from tests.factories import SeasonFactory

    SeasonFactory(club=mcr_club, year=2026)
    south = table.seats.select_related("member").get(wind="S")
    penalty_give(table=table, seat_id=south.pk, points=4, reason="wrong_discard", note="twice")
    url = reverse("reports_player", kwargs={"club_slug": mcr_club.slug, "pk": south.member.pk})
    page = client.get(url + "?year=2026").content.decode()
    assert "Round 1, table 1" in page  # the table, linked
    assert reverse("play_table", kwargs=kwargs(table)) in page
    assert "Wrong discard" in page and "twice" in page and "−4" in page
    assert "−12" in page  # hand −8, penalty −4 (the page writes a real minus)


def test_the_tables_audit_trail_lists_penalties_given_and_cancelled(
    client, make_user, mcr_club, table
):
    referee = make_user("referee", club=mcr_club)
    client.force_login(referee)
    east = table.seats.get(wind="E")
    penalty = penalty_give(table=table, seat_id=east.pk, points=3, reason="dispute", actor=referee)
    from tournaments.penalties.services.penalties import penalty_cancel

    penalty_cancel(penalty_id=penalty.pk, table=table, reason="wrong table", actor=referee)
    page = client.get(reverse("play_table_audit", kwargs=kwargs(table)))
    assert page.status_code == 200
    text = page.content.decode()
    assert "Penalty given" in text and "Penalty cancelled" in text and "wrong table" in text
    assert "Dispute" in text  # the reason by its label, not its code
    assert east.player_name.replace("'", "&#x27;") in text  # the seat by its player
