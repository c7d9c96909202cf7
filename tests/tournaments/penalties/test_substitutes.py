"""Substitutes: who may take which seats, and how their results count under both rules."""

import pytest
from django.core.exceptions import ValidationError

from tests.factories import MemberFactory
from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tests.tournaments.penalties.fixtures import MCR_HAND
from tournaments.audit.models import AuditEntry
from tournaments.events.models import Round, RoundStatus
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.exporters import EventStandingsExporter
from tournaments.reports.selectors.results import event_report

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_rounds(mcr_club):
    """Two rounds of one table with the same four players; round 1 played."""
    from tests.tournaments.penalties.fixtures import seated

    first = seated(mcr_club, ruleset="mcr")
    event = first.round.event
    players = [s.member for s in first.seats.order_by("position")]
    second_round = Round.objects.create(event=event, number=2)
    second = table_seat(round_=second_round, number=1, sitters=players)
    hand_enter(table=first, entry=MCR_HAND)
    return event, first, second, players


def rows(event):
    return {row.player.name: row for row in event_report(event=event).rows}


@pytest.mark.parametrize("rule", ["ema", "absent_player"])
def test_substitute_counts_by_the_event_rule(two_rounds, mcr_club, referee, rule):
    event, _first, second, players = two_rounds
    event.substitute_rule = rule
    event.save()
    absent = players[0]  # E in both rounds: -20 in round 1
    sub = MemberFactory(club=mcr_club, first_name="Sub", last_name="Stitute")
    seats = seat_substitute_set(
        event=event, absent=absent, from_round=2, substitute=sub, actor=referee
    )
    assert [s.round.number for s in seats] == [2]
    hand_enter(table=second, entry=MCR_HAND)  # E (the substitute) loses 20 again
    standing = rows(event)
    assert sub.full_name not in standing  # a substitute is never ranked
    row = standing[absent.full_name]
    assert row.substituted
    if rule == "ema":
        assert (row.score, row.rounds) == (-20, 1)
    else:
        assert (row.score, row.rounds) == (-40, 2)
    # the others keep what they played in both rounds
    assert standing[players[3].full_name].score == 72
    exporter = EventStandingsExporter(event_report(event=event))
    assert any(line[1] == f"{absent.full_name} †" for line in exporter.rows())
    assert any("†" in note for note in exporter.notes())
    assert AuditEntry.objects.filter(action="seat.substitute").count() == 1


def test_guest_substitute_shows_in_the_seat(two_rounds, referee):
    event, _first, second, players = two_rounds
    seat_substitute_set(event=event, absent=players[1], from_round=2, guest_name="Gast Speler")
    seat = Seat.objects.get(table=second, substitute_for=players[1])
    assert seat.player_name == "Gast Speler" and seat.member is None


def test_played_rounds_are_never_changed(two_rounds, mcr_club):
    event, first, _second, players = two_rounds
    sub = MemberFactory(club=mcr_club)
    seats = seat_substitute_set(event=event, absent=players[0], from_round=1, substitute=sub)
    assert [s.round.number for s in seats] == [2]  # round 1 has a hand: kept
    assert first.seats.filter(member=players[0]).exists()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"from_round": 3, "guest_name": "X"}, "no seat from round 3"),
        ({"from_round": 2}, "not both"),
        ({"from_round": 2, "guest_name": "X", "substitute": "member"}, "not both"),
        ({"from_round": 2, "substitute": "absent"}, "themselves"),
        ({"from_round": 2, "substitute": "seated"}, "already has a seat in round 2"),
        ({"from_round": None, "guest_name": "X"}, "Choose a round"),
    ],
)
def test_refusals(two_rounds, mcr_club, kwargs, message):
    event, _first, _second, players = two_rounds
    kwargs = dict(kwargs)
    choice = kwargs.get("substitute")
    kwargs["substitute"] = {
        None: None,
        "member": MemberFactory(club=mcr_club),
        "absent": players[0],
        "seated": players[1],
    }[choice]
    with pytest.raises(ValidationError, match=message):
        seat_substitute_set(event=event, absent=players[0], **kwargs)
    assert not Seat.objects.filter(substitute_for__isnull=False).exists()


def test_closed_round_is_not_changed(two_rounds, mcr_club):
    event, _first, second, players = two_rounds
    Round.objects.filter(pk=second.round_id).update(status=RoundStatus.CLOSED)
    with pytest.raises(ValidationError, match="still to be played"):
        seat_substitute_set(event=event, absent=players[0], from_round=2, guest_name="X")


def test_a_seat_swap_moves_the_substitute_with_the_seat_they_hold(two_rounds, mcr_club):
    from tournaments.seat_draws.selectors.field import seat_key
    from tournaments.seat_draws.services.swaps import seat_swap

    event, _first, second, players = two_rounds
    others = MemberFactory.create_batch(4, club=mcr_club)
    other_table = table_seat(round_=second.round, number=2, sitters=others)
    sub = MemberFactory(club=mcr_club)
    seat_substitute_set(event=event, absent=players[0], from_round=2, substitute=sub)
    moved = Seat.objects.get(round=second.round, member=sub)
    target = other_table.seats.get(wind="S")
    seat_swap(event=event, round_number=2, first=seat_key(moved), second=seat_key(target))
    now = Seat.objects.get(round=second.round, member=sub)
    assert now.table_id == other_table.pk and now.substitute_for == players[0]
    assert Seat.objects.get(round=second.round, member=others[1]).substitute_for is None


SUBSTITUTION_NAMES = [
    # (the absent member, who looks, the name the list shows)
    ({"hide_public_name": True}, "anonymous", "Player {pk}"),
    ({"adult": False}, "anonymous", "A. P."),
    ({"hide_public_name": True}, "referee", "Anna Privé"),
    ({"hide_public_name": True}, "system", "Anna Privé"),
    ({}, "anonymous", "Anna Privé"),
]


@pytest.mark.parametrize(("absent_fields", "viewer", "shown"), SUBSTITUTION_NAMES)
def test_substitutions_name_the_absent_player_as_the_viewer_may_see_them(
    two_rounds, mcr_club, referee, absent_fields, viewer, shown
):
    """The list of substitutions showed the absent member's real name to everyone, where
    every other page shows a hidden name as "Player 17" and a minor by initials."""
    from django.contrib.auth.models import AnonymousUser

    from tournaments.clubs.audience import viewing_as
    from tournaments.clubs.models import Member
    from tournaments.penalties.selectors import event_substitutions

    event, _first, _second, players = two_rounds
    mcr_club.minors_by_initials = True
    mcr_club.save()
    absent = players[0]
    Member.objects.filter(pk=absent.pk).update(
        first_name="Anna", surname_prefix="", last_name="Privé", **absent_fields
    )
    sub = MemberFactory(club=mcr_club, first_name="Sub", last_name="Stitute")
    seat_substitute_set(event=event, absent=absent, from_round=2, substitute=sub, actor=referee)
    who = {"anonymous": AnonymousUser(), "referee": referee, "system": None}[viewer]
    with viewing_as(who):
        substitutions = event_substitutions(event=event)
    assert [(s.absent, s.substitute, s.rounds) for s in substitutions] == [
        (shown.format(pk=absent.pk), "Sub Stitute", [2])
    ]
