"""Entering, correcting and deleting hands through the services."""

import pytest
from django.core.exceptions import ValidationError

from tests.tournaments.golden_hands import entry_of, golden_hands
from tests.tournaments.play.fixtures import *  # noqa: F403
from tournaments.audit.models import AuditEntry
from tournaments.play.models import Hand, HandResult
from tournaments.play.selectors.table_state import table_state
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import HandConflict, hand_enter

DRAW = {"result": {"kind": "draw"}}


def win_by(winner: str, ruleset: str = "nmb") -> dict:
    """A golden hand of ``ruleset`` whose winner is ``winner`` (seat wind of that hand)."""
    for data in golden_hands(ruleset):
        if data["result"].get("winner") == winner and not data.get("options"):
            return entry_of(data)
    raise LookupError(winner)


def totals(table) -> dict[int, int]:
    return {s.seat.pk: s.total for s in table_state(table=table).now}


def test_enter_a_win_records_results_and_moves_the_deal(nmb_table, scorekeeper):
    hand = hand_enter(table=nmb_table, entry=win_by("S"), entered_by=scorekeeper, number=1)
    assert hand.number == 1 and hand.result_kind == "win"
    assert hand.dealer.wind == "E" and hand.winner.wind == "S"
    assert sum(r.settlement for r in hand.results.all()) == 0
    state = table_state(table=nmb_table)
    # South won: the deal passes to the player who started as South.
    assert state.dealer.wind == "S" and state.next_number == 2
    assert state.winds["E"].wind == "S" and state.winds["N"].wind == "E"
    assert sum(totals(nmb_table).values()) == 0
    assert AuditEntry.objects.filter(action="hand.create", object_id=str(hand.pk)).exists()


def test_east_keeps_the_deal_after_a_draw(nmb_table, scorekeeper):
    hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    assert table_state(table=nmb_table).dealer.wind == "E"


def test_the_second_device_adding_the_same_hand_number_is_refused(nmb_table, scorekeeper):
    hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper, number=1)
    with pytest.raises(HandConflict) as exc:
        hand_enter(table=nmb_table, entry=win_by("S"), entered_by=scorekeeper, number=1)
    assert "another device" in exc.value.message
    assert exc.value.current.number == 1
    assert Hand.objects.filter(table=nmb_table).count() == 1


def test_invalid_tiles_are_refused_in_plain_words_and_nothing_is_saved(nmb_table, scorekeeper):
    entry = win_by("S")
    entry["players"]["S"]["concealed"] = entry["players"]["S"]["concealed"][:-1]
    with pytest.raises(ValidationError) as exc:
        hand_enter(table=nmb_table, entry=entry, entered_by=scorekeeper)
    assert "S" in exc.value.message_dict or exc.value.messages
    assert not Hand.objects.exists() and not HandResult.objects.exists()


def test_correcting_an_earlier_hand_recomputes_the_later_ones(nmb_table, scorekeeper):
    first = hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    second = hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    assert second.dealer.wind == "E"
    before_totals = totals(nmb_table)
    # Hand 1 was really South's win: the deal passed, so hand 2 was dealt by South.
    hand_correct(
        hand=first,
        entry=win_by("S"),
        version=first.version,
        actor=scorekeeper,
        reason="wrong result",
    )
    second.refresh_from_db()
    assert second.dealer.wind == "S"
    assert second.version == 2
    assert totals(nmb_table) != before_totals and sum(totals(nmb_table).values()) == 0
    actions = list(AuditEntry.objects.values_list("action", flat=True))
    assert "hand.correct" in actions and "hand.recompute" in actions
    corrected = AuditEntry.objects.get(action="hand.correct")
    assert corrected.before["result_kind"] == "draw" and corrected.after["result_kind"] == "win"
    assert corrected.reason == "wrong result" and corrected.actor == scorekeeper


def test_a_correction_of_a_stale_version_is_refused(nmb_table, scorekeeper, referee):
    hand = hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    hand_correct(hand=hand, entry=win_by("S"), version=1, actor=referee)
    with pytest.raises(HandConflict) as exc:
        hand_correct(hand=hand, entry=win_by("W"), version=1, actor=scorekeeper)
    assert exc.value.current.version == 2
    hand.refresh_from_db()
    assert hand.winner.wind == "S"  # the first correction is kept


def test_deleting_a_hand_renumbers_and_recomputes(nmb_table, scorekeeper):
    first = hand_enter(table=nmb_table, entry=win_by("S"), entered_by=scorekeeper)
    second = hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    assert second.dealer.wind == "S"
    hand_delete(hand=first, version=first.version, actor=scorekeeper)
    second.refresh_from_db()
    assert second.number == 1 and second.dealer.wind == "E"
    assert AuditEntry.objects.filter(action="hand.delete").get().before["number"] == 1


def test_quick_entry_dutch_every_player(nmb_table, scorekeeper):
    entry = {
        "players": {w: {} for w in "ESWN"},
        "result": {"kind": "win", "winner": "W", "self_drawn": True},
        "quick": {"points": {"E": 10, "S": 20, "W": 60, "N": 0}},
    }
    hand = hand_enter(table=nmb_table, entry=entry, entered_by=scorekeeper)
    assert hand.entry_mode == "quick"
    assert sum(r.settlement for r in hand.results.all()) == 0
    assert {r.seat.wind: r.points for r in hand.results.all()}["W"] == 60


def test_quick_entry_mcr_winner_total(mcr_table, scorekeeper):
    entry = {
        "players": {w: {} for w in "ESWN"},
        "result": {"kind": "win", "winner": "N", "discarder": "E"},
        "quick": {"points": {"N": 12}},
    }
    hand = hand_enter(table=mcr_table, entry=entry, entered_by=scorekeeper)
    by_wind = {r.seat.wind: r.settlement for r in hand.results.all()}
    assert by_wind == {"N": 12 + 3 * 8, "E": -(12 + 8), "S": -8, "W": -8}
    # MCR rotates the deal every hand.
    assert table_state(table=mcr_table).dealer.wind == "S"


def test_no_hands_after_the_round_is_closed(nmb_table, scorekeeper):
    from tournaments.play.services.round_close import round_close

    hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    round_close(round_=nmb_table.round, actor=scorekeeper)
    with pytest.raises(ValidationError):
        hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)


def test_confirmation_needs_a_second_person(nmb_table, scorekeeper, referee):
    from tournaments.play.services.round_close import round_close, table_confirm

    hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    with pytest.raises(ValidationError):
        round_close(round_=nmb_table.round, actor=scorekeeper, require_confirmation=True)
    with pytest.raises(ValidationError):
        table_confirm(table=nmb_table, user=scorekeeper)  # not at the table, not a referee
    table_confirm(table=nmb_table, user=referee)
    round_close(round_=nmb_table.round, actor=scorekeeper, require_confirmation=True)
    assert AuditEntry.objects.filter(action__in=["table.confirm", "round.close"]).count() == 2


def test_five_player_table_rotates_who_sits_out(club, scorekeeper):
    from tests.tournaments.play.fixtures import seat_table

    table = seat_table(club, ruleset="nmb", players=5)
    state = table_state(table=table)
    assert state.sitting_out.wind == "X"
    hand = hand_enter(table=table, entry=DRAW, entered_by=scorekeeper)
    assert hand.results.count() == 4 and hand.entry["sitting_out"]
    state = table_state(table=table)
    # NMB: after every hand East sits out and the dreamer comes in as North.
    assert state.sitting_out.wind == "E" and state.winds["N"].wind == "X"


def test_three_player_table(club, scorekeeper):
    from tests.tournaments.play.fixtures import seat_table

    table = seat_table(club, ruleset="nmb", players=3)
    hand = hand_enter(table=table, entry=DRAW, entered_by=scorekeeper)
    assert set(hand.entry["players"]) == {"E", "S", "W"}
    assert table_state(table=table).dealer.wind == "E"


def test_time_boxed_round_shows_time_is_up_but_accepts_the_last_hand(club, scorekeeper):
    import datetime as dt

    from django.utils import timezone

    from scoring.engine.progression import GameEnd
    from tests.tournaments.play.fixtures import seat_table

    table = seat_table(club, ends_at=timezone.now() - dt.timedelta(minutes=1))
    table.round.starts_at = table.round.ends_at - dt.timedelta(minutes=75)
    assert table_state(table=table).ended is GameEnd.TIME
    hand_enter(table=table, entry=DRAW, entered_by=scorekeeper)  # the hand being played
    assert table_state(table=table).next_number == 2


@pytest.mark.parametrize(
    ("who", "entered_last", "allowed"),
    [
        ("referee", True, True),  # a referee or the club admin always may
        ("admin", True, True),
        ("second", False, True),  # a second scorekeeper, not the one of the last hand
        ("keeper", True, False),  # the scorekeeper who entered the last hand
        ("member", False, False),  # a member without a role
    ],
)
def test_who_confirms_a_table(nmb_table, make_user, club, who, entered_last, allowed):
    from tournaments.play.services.round_close import table_confirm, table_confirm_refusal

    users = {
        "referee": make_user("referee", club=club, username="ref2"),
        "admin": make_user("club admin", club=club, username="admin2"),
        "second": make_user("scorekeeper", club=club, username="second"),
        "keeper": make_user("scorekeeper", club=club, username="keeper2"),
        "member": make_user(club=club, username="plain"),
    }
    user = users[who]
    hand_enter(table=nmb_table, entry=DRAW, entered_by=users["keeper"])
    if entered_last:
        hand_enter(table=nmb_table, entry=DRAW, entered_by=user)
    assert (table_confirm_refusal(table=nmb_table, user=user) is None) == allowed
    if allowed:
        assert table_confirm(table=nmb_table, user=user).confirmed_by == user
    else:
        with pytest.raises(ValidationError):
            table_confirm(table=nmb_table, user=user)
