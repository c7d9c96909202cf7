"""Two players sat in each other's seats and hands were entered: a referee swaps the two
seats; each keeps the hands entered for them, every hand is re-scored through the one
writer, each table stays zero-sum, the audit keeps the reason, and a finished event or a
closed round refuses."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.play.models import HandResult
from tournaments.play.selectors.turns import seats_by_position
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.seat_moves import table_seats_swap
from tournaments.reports.selectors.results import event_report

EAST_WINS = {
    "players": {w: {} for w in "ESWN"},
    "result": {"kind": "win", "winner": "E", "self_drawn": True},
    "quick": {"points": {"E": 8}},
}
DRAW = {"result": {"kind": "draw"}}


def _table(club):
    table = seat_table(club, ruleset="majiang")
    hand_enter(table=table, entry=EAST_WINS)
    hand_enter(table=table, entry=DRAW)
    return table


def _totals(table) -> dict[str, int]:
    totals: dict[str, int] = {}
    for r in HandResult.objects.filter(hand__table=table).select_related("seat__member"):
        name = r.seat.player_name
        totals[name] = totals.get(name, 0) + r.settlement
    return totals


def test_a_swap_after_entry_keeps_hands_with_people_and_rescores(club, referee):
    table = _table(club)
    a, b, *_ = seats_by_position(table)
    name_a, name_b = a.player_name, b.player_name
    assert table.hands.get(number=1).winner.player_name == name_a
    table_seats_swap(table=table, first=a, second=b, actor=referee, reason="sat swapped")
    first, second = table.hands.order_by("number")
    seats = seats_by_position(table)
    assert [seats[0].player_name, seats[1].player_name] == [name_b, name_a]
    assert first.winner.player_name == name_a  # the win stays with the person
    assert first.winner.position == 1 and first.dealer.position == 0
    # the dealer lost the deal now: hand 2 is dealt by the next seat (A's)
    assert second.dealer.position == 1
    for hand in (first, second):
        assert sum(r.settlement for r in hand.results.all()) == 0
    assert _totals(table)[name_a] > 0
    report = event_report(event=table.round.event)  # TableResult refuses non-zero-sum points
    assert {row.player.name for row in report.rows} >= {name_a, name_b}
    swap = AuditEntry.objects.get(action="table.seat_swap")
    assert swap.reason == "sat swapped" and swap.actor == referee
    assert AuditEntry.objects.filter(action="hand.recompute", reason="sat swapped").count() == 2


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("finished", "finished"),
        ("closed", "closed"),
        ("same", "two different"),
    ],
)
def test_a_swap_is_refused(club, referee, change, message):
    table = _table(club)
    a, b, *_ = seats_by_position(table)
    if change == "finished":
        table.round.event.status = EventStatus.FINISHED
        table.round.event.save()
    if change == "closed":
        table.round.status = RoundStatus.CLOSED
        table.round.save()
    before = _totals(table)
    with pytest.raises(ValidationError, match=message):
        table_seats_swap(
            table=table, first=a, second=a if change == "same" else b, actor=referee, reason="x"
        )
    assert _totals(table) == before
    assert not AuditEntry.objects.filter(action="table.seat_swap").exists()


def test_the_swap_page_swaps_with_a_reason(client, club, referee):
    table = _table(club)
    a, b, *_ = seats_by_position(table)
    client.force_login(referee)
    url = f"/events/{table.round.event.slug}/round/1/table/1/swap-seats/"
    assert client.get(url).status_code == 200
    assert client.post(url, {"first": a.pk, "second": b.pk, "reason": ""}).status_code == 422
    assert client.post(url, {"first": "x", "second": b.pk, "reason": "r"}).status_code == 422
    answer = client.post(url, {"first": a.pk, "second": b.pk, "reason": "wrong chairs"})
    assert answer.status_code == 302
    assert seats_by_position(table)[0].player_name == b.player_name


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "two seats at the table swapped, hands scored again"),
        ("nl", "twee plaatsen aan tafel geruild, spellen opnieuw berekend"),
        ("de", "zwei Plätze am Tisch getauscht, Spiele neu berechnet"),
    ],
)
def test_the_audit_tells_the_swap(club, referee, language, sentence):
    from django.utils import translation

    from tournaments.audit.selectors import audit_for_table, audit_rows

    table = _table(club)
    a, b, *_ = seats_by_position(table)
    table_seats_swap(table=table, first=a, second=b, actor=referee, reason="chairs")
    with translation.override(language):
        rows = audit_rows(audit_for_table(table=table))
        swap = next(r for r in rows if r.action == sentence)
    assert swap.entry.reason == "chairs"
    assert [c.field for c in swap.changes] == [
        {"en": "players", "nl": "spelers", "de": "Spieler"}[language]
    ]
