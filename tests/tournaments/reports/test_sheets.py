"""The printed seat rotation names who sits out each round: the byes, not a player
whose seat a substitute took."""

import subprocess

import pytest

from tests.factories import MemberFactory
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat
from tournaments.reports.printing import rotation_pdf
from tournaments.reports.sheets import seat_rotation
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


def seated_names(rotation, number):
    (round_,) = (r for r in rotation.rounds if r.number == number)
    return {seat.name for table in round_.tables for seat in table.seats}, round_.sitting_out


@pytest.mark.parametrize(("policy", "byes"), [("bye", 3), ("three_player", 0), ("five_player", 0)])
def test_each_round_names_the_players_without_a_seat(make_event, policy, byes):
    event = make_event(35, round_count=9, table_policy=policy)
    seat_draw_create(event=event, seed=1)
    rotation = seat_rotation(event=event)
    everyone = {p.name for p in rotation.players}
    assert len(everyone) == 35
    for number in range(1, 10):
        seated, out = seated_names(rotation, number)
        assert len(out) == byes
        assert set(out) == everyone - seated
        assert list(out) == sorted(
            out, key=lambda name: next(p.sort_name for p in rotation.players if p.name == name)
        )


def test_a_player_a_substitute_replaces_does_not_sit_out(make_event):
    event = make_event(16, round_count=3)
    seat_draw_create(event=event, seed=1, time_budget=0.2)
    absent = Seat.objects.filter(round__event=event, round__number=2).first().member
    seat_substitute_set(event=event, absent=absent, from_round=2, guest_name="Gast Invaller")
    rotation = seat_rotation(event=event)
    for number in (1, 2, 3):
        assert seated_names(rotation, number)[1] == ()


def test_the_pdf_prints_them_under_their_round(make_event, tmp_path):
    event = make_event(13, round_count=2, table_policy="bye")
    seat_draw_create(event=event, seed=1, time_budget=0.2)
    pdf = tmp_path / "rotation.pdf"
    pdf.write_bytes(rotation_pdf(event=event, lang="nl"))
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert text.count("Deze ronde vrij:") == 2
    for round_ in seat_rotation(event=event).rounds:
        (name,) = round_.sitting_out
        assert name in text


def test_two_queries(make_event, django_assert_num_queries):
    event = make_event(13, round_count=2, table_policy="bye")
    seat_draw_create(event=event, seed=1, time_budget=0.2)
    MemberFactory(club=event.club)  # not in the event: not read
    with django_assert_num_queries(2):
        seat_rotation(event=event)
