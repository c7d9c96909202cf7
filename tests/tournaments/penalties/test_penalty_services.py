"""Giving and cancelling penalties: the maths under both options, the refusals, the audit,
and what the standings, table totals and EMA CSV make of them."""

import pytest
from django.core.exceptions import ValidationError

from tests.factories import MemberFactory
from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tests.tournaments.penalties.fixtures import play_hand, seated
from tournaments.audit.models import AuditEntry
from tournaments.events.models import RoundStatus
from tournaments.penalties.models import Penalty
from tournaments.penalties.selectors import table_penalties
from tournaments.penalties.services.penalties import penalty_cancel, penalty_give
from tournaments.play.selectors.table_state import table_state
from tournaments.play.services.tables import table_seat
from tournaments.reports.exporters import EmaResultsExporter, EventStandingsExporter
from tournaments.reports.selectors.results import event_report

pytestmark = pytest.mark.django_db


def seat(table, wind):
    return table.seats.get(wind=wind)


def rows_by_name(event):
    return {row.player.name: row for row in event_report(event=event).rows}


@pytest.mark.parametrize(
    ("mode", "expected_scores", "expected_penalties"),
    [
        # hand: N +36, E -20, S -8, W -8; then S gets a 10-point penalty
        ("deducted", {"E": -20, "S": -18, "W": -8, "N": 36}, {"S": -10}),
        ("table", {"E": -17, "S": -18, "W": -4, "N": 39}, {"S": -10, "W": 4, "N": 3, "E": 3}),
    ],
)
def test_penalty_counts_in_standings_and_table_totals(
    mcr_club, referee, mode, expected_scores, expected_penalties
):
    table = seated(mcr_club, ruleset="mcr", penalty_mode=mode)
    play_hand(table)
    penalty = penalty_give(
        table=table, seat_id=seat(table, "S").pk, points=10, reason="slow_play", actor=referee
    )
    assert penalty.mode == mode and penalty.shares == expected_penalties
    names = {s.wind: s.player_name for s in table.seats.all()}
    rows = rows_by_name(table.round.event)
    assert {w: rows[names[w]].score for w in "ESWN"} == expected_scores
    assert {w: rows[names[w]].penalty for w in "ESWN"} == {
        w: expected_penalties.get(w, 0) for w in "ESWN"
    }
    # places and table points come from the hands alone: S and W stay tied at -8
    assert rows[names["N"]].table_points == 4
    assert rows[names["S"]].table_points == rows[names["W"]].table_points
    # the table page's totals
    state = table_state(table=table)
    totals = table_penalties(
        table=table, seats=state.seats, hand_totals={s.seat.pk: s.total for s in state.now}
    ).totals
    assert {t.seat.wind: t.total for t in totals} == expected_scores
    if mode == "table":
        assert sum(t.total for t in totals) == 0


def test_cancelled_penalty_stops_counting_and_both_are_audited(mcr_club, referee):
    table = seated(mcr_club, ruleset="mcr")
    play_hand(table)
    penalty = penalty_give(
        table=table,
        seat_id=seat(table, "E").pk,
        points=5,
        reason="dispute",
        note="loud",
        actor=referee,
    )
    name = seat(table, "E").player_name
    assert rows_by_name(table.round.event)[name].score == -25
    penalty_cancel(penalty_id=penalty.pk, table=table, reason="misheard", actor=referee)
    assert rows_by_name(table.round.event)[name].score == -20
    penalty.refresh_from_db()
    assert penalty.cancel_reason == "misheard" and penalty.cancelled_by == referee
    actions = list(AuditEntry.objects.order_by("id").values_list("action", "reason"))
    assert ("penalty.give", "loud") in actions and ("penalty.cancel", "misheard") in actions


def test_standings_export_and_ema_csv_carry_penalties(mcr_club, referee):
    table = seated(mcr_club, ruleset="mcr")
    for i, s in enumerate(table.seats.select_related("member")):
        s.member.ema_number = f"0400000{i}"
        s.member.save()
    play_hand(table)
    penalty_give(table=table, seat_id=seat(table, "N").pk, points=6, reason="other", actor=referee)
    report = event_report(event=table.round.event)
    standings = EventStandingsExporter(report)
    headers = [c.header for c in standings.columns()]
    assert "Penalties" in headers
    north = seat(table, "N").player_name
    line = next(r for r in standings.rows() if r[1] == north)
    assert line[headers.index("Penalties")] == -6 and line[headers.index("Score")] == 30
    assert any("Penalties outside a hand" in note for note in standings.notes())
    ema = EmaResultsExporter(report)
    ema_headers = [c.header for c in ema.columns()]
    ema_line = next(r for r in ema.rows() if r[1] == seat(table, "N").member.first_name)
    assert ema_line[ema_headers.index("Score")] == 30


def test_no_penalty_no_column(mcr_club):
    table = seated(mcr_club, ruleset="mcr")
    play_hand(table)
    headers = [
        c.header for c in EventStandingsExporter(event_report(event=table.round.event)).columns()
    ]
    assert "Penalties" not in headers


@pytest.mark.parametrize(
    ("points", "reason", "field"),
    [
        (0, "slow_play", "points"),
        (-4, "slow_play", "points"),
        (None, "slow_play", "points"),
        (5, "no_such_reason", "reason"),
    ],
)
def test_bad_input_is_refused_and_nothing_written(mcr_club, referee, points, reason, field):
    table = seated(mcr_club, ruleset="mcr")
    with pytest.raises(ValidationError) as exc:
        penalty_give(
            table=table, seat_id=seat(table, "E").pk, points=points, reason=reason, actor=referee
        )
    assert field in exc.value.message_dict
    assert not Penalty.objects.exists() and not AuditEntry.objects.exists()


def test_a_player_at_another_table_is_refused(mcr_club, referee):
    table = seated(mcr_club, ruleset="mcr")
    other = table_seat(
        round_=table.round, number=2, sitters=MemberFactory.create_batch(4, club=mcr_club)
    )
    with pytest.raises(ValidationError) as exc:
        penalty_give(
            table=table, seat_id=seat(other, "E").pk, points=5, reason="dispute", actor=referee
        )
    assert "seat" in exc.value.message_dict
    assert not Penalty.objects.exists()


def test_closed_round_refuses_new_and_cancelled_penalties_until_reopened(mcr_club, referee):
    table = seated(mcr_club, ruleset="mcr")
    penalty = penalty_give(
        table=table, seat_id=seat(table, "E").pk, points=5, reason="dispute", actor=referee
    )
    table.round.status = RoundStatus.CLOSED
    table.round.save()
    with pytest.raises(ValidationError, match="closed"):
        penalty_give(
            table=table, seat_id=seat(table, "E").pk, points=5, reason="dispute", actor=referee
        )
    with pytest.raises(ValidationError, match="closed"):
        penalty_cancel(penalty_id=penalty.pk, table=table, reason="x", actor=referee)
    table.round.status = RoundStatus.IN_PROGRESS
    table.round.save()
    penalty_give(
        table=table, seat_id=seat(table, "E").pk, points=5, reason="dispute", actor=referee
    )
    assert Penalty.objects.count() == 2


def test_stale_cancel_is_refused(mcr_club, referee):
    table = seated(mcr_club, ruleset="mcr")
    penalty = penalty_give(
        table=table, seat_id=seat(table, "E").pk, points=5, reason="dispute", actor=referee
    )
    penalty_cancel(penalty_id=penalty.pk, table=table, reason="first", actor=referee)
    with pytest.raises(ValidationError, match="already been cancelled"):
        penalty_cancel(penalty_id=penalty.pk, table=table, reason="second", actor=referee)
    with pytest.raises(ValidationError, match="no longer exists"):
        penalty_cancel(penalty_id=penalty.pk + 99, table=table, reason="x", actor=referee)
    with pytest.raises(ValidationError):
        penalty_cancel(penalty_id=None, table=table, reason="x", actor=referee)
