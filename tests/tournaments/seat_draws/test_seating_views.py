"""The seat draw pages render, and only club admins and referees draw or change the field."""

import re

import pytest
from django.urls import reverse
from django.utils.html import escape

from tests.factories import MemberFactory
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments.audit.models import AuditEntry
from tournaments.core.roles import CLUB_ADMIN, REFEREE, SCOREKEEPER
from tournaments.events.models import EventParticipant
from tournaments.play.models import Seat
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.seating.draw import iteration_budget

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(make_event):
    return make_event(16, guests=2, round_count=3)


def url(name, event, **kwargs):
    return reverse(name, kwargs={"slug": event.slug, **kwargs})


@pytest.mark.parametrize("name", ["seating_draw", "seating_players"])
@pytest.mark.parametrize("drawn", [False, True])
def test_public_pages_render(client, event, name, drawn):
    if drawn:
        seat_draw_create(event=event, seed=1)
    response = client.get(url(name, event))
    assert response.status_code == 200
    if drawn and name == "seating_players":
        first = Seat.objects.filter(round__event=event).select_related("member").first()
        assert escape(first.player_name) in response.content.decode()


def test_draw_page_shows_quality(client, event):
    seat_draw_create(event=event, seed=1)
    html = client.get(url("seating_draw", event)).content.decode()
    assert 'data-figure="repeats">0<' in html
    assert 'data-figure="max-meetings">1<' in html


def test_where_do_i_sit_search(client, event):
    seat_draw_create(event=event, seed=1)
    response = client.get(url("seating_players", event), {"q": "guest 2"})
    assert [row.name for row in response.context["rows"]] == ["Guest 2"]


def test_private_club_hides_pages_from_anonymous(client, event):
    event.club.public_results = False
    event.club.save()
    for name in ("seating_draw", "seating_players"):
        assert client.get(url(name, event)).status_code == 404  # as if it did not exist


@pytest.mark.parametrize(
    ("role", "allowed"),
    [(None, False), (SCOREKEEPER, False), (REFEREE, True), (CLUB_ADMIN, True)],
)
def test_who_may_draw(client, make_user, event, role, allowed):
    if role is not None:
        client.force_login(make_user(role, club=event.club))
    response = client.post(url("seating_draw_create", event), {"seed": "3"})
    drawn = Seat.objects.filter(round__event=event).exists()
    assert drawn == allowed
    if allowed:
        assert response.status_code == 302
    else:
        assert response.status_code in (302, 403)
        if role is None:
            assert reverse("login") in response["Location"]


def test_referee_of_another_club_may_not_draw(client, make_user, event):
    from tests.factories import ClubFactory

    client.force_login(make_user(REFEREE, club=ClubFactory()))
    assert client.post(url("seating_draw_create", event)).status_code == 403


def test_draw_is_post_only(client, make_user, event):
    client.force_login(make_user(CLUB_ADMIN, club=event.club))
    assert client.get(url("seating_draw_create", event)).status_code == 405


@pytest.mark.parametrize(("players", "message"), [(16, "Rounds 1, 2, 3 drawn"), (2, "at least 3")])
def test_draw_messages(client, make_user, make_event, club, players, message):
    event = make_event(players, round_count=3)
    client.force_login(make_user(CLUB_ADMIN, club=club))
    response = client.post(url("seating_draw_create", event), follow=True)
    assert message in response.content.decode()


@pytest.mark.parametrize(("role", "status"), [(None, 302), (SCOREKEEPER, 403), (REFEREE, 200)])
def test_participants_page_permissions(client, make_user, event, role, status):
    if role is not None:
        client.force_login(make_user(role, club=event.club))
    assert client.get(url("seating_participants", event)).status_code == status


def test_participants_add_and_withdraw(client, make_user, event, club):
    client.force_login(make_user(CLUB_ADMIN, club=club))
    newcomer = MemberFactory(club=club)
    response = client.post(
        url("seating_participants", event),
        {"members": [newcomer.pk], "guests": "Ann Gast\n\nBob Gast", "group": "Familie"},
    )
    assert response.status_code == 302
    assert EventParticipant.objects.filter(event=event, group="Familie").count() == 3

    participant = EventParticipant.objects.get(event=event, member=newcomer)
    response = client.post(url("seating_participant_withdraw", event, pk=participant.pk))
    assert response.status_code == 302
    assert not EventParticipant.objects.filter(pk=participant.pk).exists()


def test_participants_form_needs_someone(client, make_user, event, club):
    client.force_login(make_user(CLUB_ADMIN, club=club))
    response = client.post(url("seating_participants", event), {"group": "x"})
    assert response.status_code == 422
    assert response.context["form"].errors


def test_withdraw_needs_referee(client, make_user, event):
    client.force_login(make_user(SCOREKEEPER, club=event.club))
    participant = event.participants.first()
    assert (
        client.post(url("seating_participant_withdraw", event, pk=participant.pk)).status_code
        == 403
    )
    assert EventParticipant.objects.filter(pk=participant.pk).exists()


def test_event_page_links_to_the_draw(client, event):
    html = client.get(event.get_absolute_url()).content.decode()
    assert url("seating_players", event) in html
    assert url("seating_draw", event) in html


def test_mcr_tables_show_the_seat_exchange(client, make_event):
    event = make_event(8, round_count=1, ruleset="mcr")
    seat_draw_create(event=event, seed=1)
    response = client.get(url("seating_draw", event))
    assert "Seat for each wind round" in response.content.decode()


@pytest.mark.parametrize(("policy", "byes"), [("bye", 3), ("three_player", 0)])
def test_draw_page_names_who_sits_out_each_round(client, make_event, policy, byes):
    # 35 players x 9 rounds: the design on 36 with a point deleted; with byes, the
    # deleted point's three tablemates sit out, named under their round
    event = make_event(35, round_count=9, table_policy=policy)
    seat_draw_create(event=event, seed=1)
    html = client.get(url("seating_draw", event)).content.decode()
    shown = re.findall(r'<p class="sitting-out"><strong>[^<]*</strong> ([^<]*)</p>', html)
    rounds = list(event.rounds.order_by("number").prefetch_related("tables__seats__member"))
    seated = [{s.player_name for t in r.tables.all() for s in t.seats.all()} for r in rounds]
    everyone = set().union(*seated)
    assert len(everyone) == 35
    expected = [sorted(everyone - names, key=str.casefold) for names in seated]
    assert [names.split(" · ") for names in shown] == [
        [escape(n) for n in out] for out in expected if out
    ]
    assert all(len(out) == byes for out in expected)


def test_draw_page_query_count(client, event, django_assert_max_num_queries):
    seat_draw_create(event=event, seed=1)
    with django_assert_max_num_queries(12):
        response = client.get(url("seating_draw", event))
    assert response.status_code == 200


def test_director_sets_rounds_and_table_policy_with_the_draw(client, make_user, make_event, club):
    event = make_event(18, round_count=2, table_policy="five_player")
    client.force_login(make_user(CLUB_ADMIN, club=club))
    client.post(
        url("seating_draw_create", event),
        # more rounds than the event planned: the director confirmed them
        {"rounds": "4", "table_policy": "three_player", "confirm_rounds": "1"},
    )
    event.refresh_from_db()
    assert (event.round_count, event.table_policy) == (4, "three_player")
    sizes = {t.seats.count() for t in event.rounds.get(number=4).tables.all()}
    assert sizes == {3, 4}


def test_invalid_rounds_are_refused(client, make_user, event, club):
    client.force_login(make_user(CLUB_ADMIN, club=club))
    response = client.post(url("seating_draw_create", event), {"rounds": "0"}, follow=True)
    assert not Seat.objects.filter(round__event=event).exists()
    assert response.context["messages"]


@pytest.mark.parametrize("name", ["seating_draw", "seating_players"])
def test_pages_work_for_seats_without_registration(client, seated_table, name):
    """Seats entered by hand (no participants registered) still show."""
    event = seated_table.round.event
    response = client.get(url(name, event))
    assert response.status_code == 200
    assert escape(seated_table.seats.first().player_name) in response.content.decode()


@pytest.mark.parametrize(
    ("players", "rounds", "verdict", "text"),
    [
        (16, 3, "optimal", "No draw can do better: both figures are at their lower bound."),
        (18, 4, "best-found", "Best draw found in"),
    ],
)
def test_draw_page_shows_bounds_and_the_honest_verdict(
    make_event, client, players, rounds, verdict, text
):
    event = make_event(players, round_count=rounds)
    seat_draw_create(event=event, seed=1)
    html = client.get(url("seating_draw", event)).content.decode()
    assert "lower bound 0" in html and "lower bound 1" in html
    assert f'data-verdict="{verdict}"' in html
    assert text in html
    if verdict == "best-found":
        assert "No draw can do better" not in html


def test_draw_page_lists_the_pairs_meeting_more_than_once(make_event, client):
    event = make_event(12, round_count=4)  # 12 x 4 cannot avoid repeats
    seat_draw_create(event=event, seed=1)
    response = client.get(url("seating_draw", event))
    overview = response.context["overview"]
    assert overview.repeated
    assert sum(len(pair.rounds) - 1 for pair in overview.repeated) == overview.quality.repeats
    html = response.content.decode()
    first = overview.repeated[0]
    assert f"{first.names[0]} &amp; {first.names[1]}" in html
    assert ", ".join(str(n) for n in first.rounds) in html


def test_rotation_sheet_lists_the_pairs_meeting_more_than_once(make_event, tmp_path):
    import subprocess

    from tournaments.reports.printing import rotation_pdf

    event = make_event(12, round_count=4)
    seat_draw_create(event=event, seed=1)
    pdf = tmp_path / "rotation.pdf"
    pdf.write_bytes(rotation_pdf(event=event, lang="en"))
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Pairs meeting more than once" in text


@pytest.mark.parametrize(
    ("players", "message"),
    [(16, "Nobody meets anyone twice. No draw can do better."), (12, "Best draw found in")],
)
def test_draw_message_says_optimal_only_at_the_bounds(
    client, make_user, make_event, club, players, message
):
    event = make_event(players, round_count=3 if players == 16 else 4)
    client.force_login(make_user(CLUB_ADMIN, club=club))
    html = client.post(url("seating_draw_create", event), follow=True).content.decode()
    assert message in html
    assert "not found in time" not in html


@pytest.mark.parametrize(
    ("players", "rounds", "budget", "stopped"),
    [
        (12, 4, 0.001, True),  # never meets its bounds, and 100 iterations cannot beat the clock
        (16, 3, 0.5, False),  # a block design: no search, nothing for the clock to stop
    ],
)
def test_draw_says_when_the_time_limit_stopped_the_search(
    client, make_user, make_event, club, settings, players, rounds, budget, stopped
):
    settings.SEAT_DRAW_TIME_BUDGET = budget
    event = make_event(players, round_count=rounds)
    client.force_login(make_user(CLUB_ADMIN, club=club))
    html = client.post(url("seating_draw_create", event), follow=True).content.decode()
    assert ("The time limit stopped the search early" in html) is stopped
    entry = AuditEntry.objects.get(event=event, action="seat_draw")
    # With the seed, the iteration budget repeats the draw.
    assert entry.after["iterations"] == iteration_budget(budget)
    assert entry.after["timed_out"] is stopped
    assert "seed" in entry.after
