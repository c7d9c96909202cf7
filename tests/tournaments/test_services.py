import datetime

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError

from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tests.hands import hand
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.services.clubs import club_update
from tournaments.clubs.services.seasons import season_create
from tournaments.events.services.calendar import season_evening_dates, season_generate_evenings
from tournaments.events.services.events import event_create
from tournaments.models import AuditEntry, Event, EventKind, HandResult
from tournaments.play.selectors.turns import hand_winds, seats_by_position, table_turn, turn_winds
from tournaments.play.services import hands
from tournaments.play.services.hand_entry import build_entry, hand_enter
from tournaments.play.services.hands import SeatScore
from tournaments.play.services.tables import Sitter, table_seat

pytestmark = pytest.mark.django_db


# -- season calendar ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("year", "weekday", "skip", "count", "first", "last"),
    [
        (2026, 1, [], 52, datetime.date(2026, 1, 6), datetime.date(2026, 12, 29)),
        (2026, 1, [7, 8], 44, datetime.date(2026, 1, 6), datetime.date(2026, 12, 29)),
        (2026, 3, [1, 12], 43, datetime.date(2026, 2, 5), datetime.date(2026, 11, 26)),
        (2024, 0, [], 53, datetime.date(2024, 1, 1), datetime.date(2024, 12, 30)),
    ],
)
def test_season_evening_dates(year, weekday, skip, count, first, last):
    dates = season_evening_dates(year=year, weekday=weekday, skip_months=skip)
    assert len(dates) == count
    assert (dates[0], dates[-1]) == (first, last)
    assert all(d.weekday() == weekday and d.month not in skip for d in dates)


@pytest.mark.parametrize(("weekday", "skip"), [(7, []), (-1, []), (1, [13]), (1, [0])])
def test_season_evening_dates_refuses_nonsense(weekday, skip):
    with pytest.raises(ValueError):
        season_evening_dates(year=2026, weekday=weekday, skip_months=skip)


def test_season_generate_evenings_skips_months_and_is_repeatable():
    club = ClubFactory(default_ruleset_options={"limit": 1000})
    season = season_create(club=club, year=2026)
    kwargs = dict(
        season=season,
        weekday=1,
        start_time=datetime.time(19, 30),
        end_time=datetime.time(23, 0),
        skip_months=[7, 8],
        venue="Buurthuis",
    )
    created = season_generate_evenings(**kwargs)
    assert len(created) == 44
    evenings = Event.objects.filter(season=season)
    assert evenings.count() == 44
    assert not evenings.filter(date__month__in=[7, 8]).exists()
    assert {e.kind for e in evenings} == {EventKind.CLUB_EVENING}
    assert all(e.ruleset_options == {"limit": 1000} for e in evenings)
    assert season_generate_evenings(**kwargs) == []  # a second run adds nothing
    assert Event.objects.filter(season=season).count() == 44


def test_season_is_unique_per_club_and_year():
    club = ClubFactory()
    season_create(club=club, year=2026)
    with pytest.raises(ValidationError):
        season_create(club=club, year=2026)


# -- events snapshot the club's rules ----------------------------------------------------


def test_event_keeps_its_ruleset_snapshot_when_the_club_changes():
    club = ClubFactory(default_ruleset="nmb", default_ruleset_options={"limit": 1000})
    event = event_create(club=club, name="Clubavond", date=datetime.date(2026, 3, 3))
    club_update(club=club, default_ruleset_options={"limit": 2000}, default_ruleset="mcr")
    event.refresh_from_db()
    assert (event.ruleset, event.ruleset_options) == ("nmb", {"limit": 1000})


def test_event_slug_is_made_unique():
    club = ClubFactory()
    day = datetime.date(2026, 3, 3)
    first = event_create(club=club, name="Clubavond", date=day)
    second = event_create(club=club, name="Clubavond", date=day)
    assert first.slug == "clubavond-2026-03-03"
    assert second.slug == "clubavond-2026-03-03-2"


def test_event_season_must_be_the_clubs():
    season = season_create(club=ClubFactory(), year=2026)
    with pytest.raises(ValidationError):
        event_create(club=ClubFactory(), season=season, name="X", date=datetime.date(2026, 1, 1))


def test_club_update_refuses_unknown_fields():
    with pytest.raises(TypeError):
        club_update(club=ClubFactory(), colour="green")


# -- tables and seats --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "winds"),
    [(3, ["E", "S", "W"]), (4, ["E", "S", "W", "N"]), (5, ["E", "S", "W", "N", "X"])],
)
def test_table_seat_gives_starting_winds(size, winds):
    round_ = RoundFactory()
    members = MemberFactory.create_batch(size, club=round_.event.club)
    table = table_seat(round_=round_, number=1, sitters=members)
    assert [s.wind for s in table.seats.order_by("position")] == winds
    assert all(s.round_id == round_.pk for s in table.seats.all())


@pytest.mark.parametrize("size", [0, 1, 2, 6])
def test_table_seat_refuses_wrong_table_sizes(size):
    round_ = RoundFactory()
    members = MemberFactory.create_batch(size, club=round_.event.club)
    with pytest.raises(ValidationError):
        table_seat(round_=round_, number=1, sitters=members)


def test_table_seat_takes_guests():
    round_ = RoundFactory()
    members = MemberFactory.create_batch(3, club=round_.event.club)
    table = table_seat(round_=round_, number=1, sitters=[*members, Sitter(guest_name="Gast")])
    assert table.seats.get(wind="N").player_name == "Gast"


def test_table_seat_refuses_a_member_of_another_club():
    round_ = RoundFactory()
    members = [*MemberFactory.create_batch(3, club=round_.event.club), MemberFactory()]
    with pytest.raises(ValidationError):
        table_seat(round_=round_, number=1, sitters=members)


def test_table_seat_refuses_a_member_twice_in_a_round():
    round_ = RoundFactory()
    members = MemberFactory.create_batch(4, club=round_.event.club)
    table_seat(round_=round_, number=1, sitters=members)
    with pytest.raises(IntegrityError):
        table_seat(round_=round_, number=2, sitters=[members[0], *MemberFactory.create_batch(3)])


# -- hands -------------------------------------------------------------------------------

QUICK_WIN = {
    "players": {"E": {}, "S": {}, "W": {}, "N": {}},
    "result": {"kind": "win", "winner": "S", "discarder": "W", "self_drawn": False},
    "quick": {"points": {"E": 64, "S": 96, "W": 0, "N": 20}},
}
GOLDEN_SCORES = {  # FORMAT.md example: E 24, S 384, W -244, N -164
    "E": SeatScore(points=64, settlement=24),
    "S": SeatScore(points=96, settlement=384),
    "W": SeatScore(points=0, settlement=-244),
    "N": SeatScore(points=20, settlement=-164),
}


def test_hand_enter_stores_entry_and_results(seated_table):
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    assert hand.number == 1 and hand.entry_mode == "quick"
    assert hand.winner.wind == "S" and hand.discarder.wind == "W"
    assert hand.entry["ruleset"] == "nmb" and hand.entry["result"]["winner"] == "S"
    results = {r.seat.wind: r.settlement for r in hand.results.select_related("seat")}
    assert results == {"E": 24, "S": 384, "W": -244, "N": -164}
    second = hand_enter(table=seated_table, entry=QUICK_WIN)
    assert second.number == 2


def test_hand_enter_maps_winds_from_the_dealer(seated_table):
    seats = list(seated_table.seats.order_by("position"))
    hand_enter(table=seated_table, entry=QUICK_WIN)  # South wins: the deal passes
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    # Dealer is the starting-South seat, so this hand's South is the starting-West seat.
    assert hand.dealer == seats[1] and hand.winner == seats[2]
    assert HandResult.objects.get(hand=hand, seat=seats[1]).settlement == 24


def test_the_writer_refuses_a_settlement_that_does_not_sum_to_zero(seated_table):
    seats = seats_by_position(seated_table)
    turn = table_turn(table=seated_table, players=len(seats))
    winds = turn_winds(turn, seats)
    entry = build_entry(table=seated_table, entry=QUICK_WIN, prevailing_wind="E", winds=list(winds))
    scores = {**GOLDEN_SCORES, "E": SeatScore(points=64, settlement=25)}
    with pytest.raises(ValidationError):
        hands.hand_create(
            table=seated_table, entry=entry, turn=turn, winds=winds, draws=0, scores=scores
        )


def test_hand_enter_refuses_an_unknown_winner(seated_table):
    entry = {**QUICK_WIN, "result": {"kind": "win", "winner": "X"}}
    with pytest.raises(ValidationError):
        hand_enter(table=seated_table, entry=entry)


def test_hand_winds_at_a_five_player_table():
    round_ = RoundFactory()
    table = table_seat(
        round_=round_, number=1, sitters=MemberFactory.create_batch(5, club=round_.event.club)
    )
    seats = list(table.seats.order_by("position"))
    winds = hand_winds(seats=seats, dealer=seats[3], sitting_out=seats[0])
    assert [winds[w].position for w in "ESWN"] == [3, 4, 1, 2]
    with pytest.raises(ValidationError):
        hand_winds(seats=seats, dealer=seats[0])  # five would play


# -- audit -------------------------------------------------------------------------------


def test_audit_record_keeps_before_and_after(seated_table, make_user):
    referee = make_user("referee")
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    before = model_snapshot(hand)
    entry = audit_record(
        actor=referee,
        action="hand.correct",
        obj=hand,
        before=before,
        after={**before, "version": 2},
        event=seated_table.round.event,
        reason="wrong winner",
    )
    stored = AuditEntry.objects.get(pk=entry.pk)
    assert stored.object_type == "tournaments.hand" and stored.object_id == str(hand.pk)
    assert stored.before["version"] == 1 and stored.after["version"] == 2
    assert stored.actor == referee


def test_hand_write_settles_a_quick_entry_with_the_engine(seated_table):
    """FORMAT.md's example, entered as the table counted it: the engine settles it."""
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    assert hand.entry_mode == "quick"
    results = {r.seat.wind: (r.points, r.settlement) for r in hand.results.select_related("seat")}
    assert results == {"E": (64, 24), "S": (96, 384), "W": (0, -244), "N": (20, -164)}


# shared/golden/nmb.yaml NMB-DOC-01 (seed 000 L339-L380), the NMB worked example in tiles.
TILE_WIN = {
    "prevailing_wind": "E",
    "players": {
        "E": hand("k2 k2 k2 b6 b6 b6 Rd Rd Rd c1 c9 N Wd"),
        "S": hand("chow c2 c3 c4 | chow k6 k7 k8 | c5 c6 c7 k3 k4 k5 b3 b3"),
        "W": hand("kong W W W W | E E E b1 b9 k1 k9 c9 N | dead"),
        "N": hand("pung c8 c8 c8 | S S S c1 c2 c3 c5 c6 c9 Gd"),
    },
    "result": {
        "kind": "win",
        "winner": "S",
        "winning_tile": "b3",
        "self_drawn": False,
        "discarder": "N",
        "conditions": ["only_possible_tile"],
    },
}


def test_hand_write_scores_a_tile_entry_with_the_engine(seated_table):
    hand = hand_enter(table=seated_table, entry=TILE_WIN)
    assert hand.entry_mode == "tiles"
    results = {r.seat.wind: r for r in hand.results.select_related("seat")}
    assert {w: (r.points, r.settlement) for w, r in results.items()} == {
        "E": (64, 24),
        "S": (96, 384),
        "W": (0, -244),
        "N": (20, -164),
    }
    assert results["S"].elements, "the winner's scoring elements are stored"


def test_hand_write_turns_an_invalid_hand_into_a_validation_error(seated_table):
    entry = {**TILE_WIN, "players": {**TILE_WIN["players"], "S": hand("b3 b3 b3 b3 b3")}}
    with pytest.raises(ValidationError):
        hand_enter(table=seated_table, entry=entry)
