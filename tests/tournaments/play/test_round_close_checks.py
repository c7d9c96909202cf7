"""What closing a round would leave behind, read from the turn each table stores: a table
without hands, a game stopped before the end of the North round, a game played to its end."""

import pytest

from scoring.engine.progression import GameEnd
from tests.factories import MemberFactory
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_hand_entry import win_by
from tournaments.play.selectors.round_close import round_close_checks
from tournaments.play.selectors.table_state import table_state
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat


def play_until_the_end(table) -> int:
    """Hands won by the player South of the dealer (the deal passes every hand) until the
    North round is played."""
    hands = 0
    while table_state(table=table).ended is not GameEnd.NORTH_ROUND:
        hand_enter(table=table, entry=win_by("S"))
        hands += 1
        assert hands <= 40, "the game never ended"
    return hands


@pytest.mark.parametrize(
    ("hands", "unfinished", "no_hands"),
    [(0, False, True), (3, True, False), ("all", False, False)],
    ids=["no hands", "stopped early", "played to the end"],
)
def test_the_game_end_comes_from_the_stored_turn(
    club, django_assert_max_num_queries, hands, unfinished, no_hands
):
    table = seat_table(club)
    if hands == "all":
        play_until_the_end(table)
    else:
        for _ in range(hands):
            hand_enter(table=table, entry=win_by("S"))
    round_ = table.round
    round_.event = table.round.event
    with django_assert_max_num_queries(2):
        (check,) = round_close_checks(round_=round_)
    assert (check.unfinished, check.no_hands) == (unfinished, no_hands)


def test_the_checks_do_not_grow_with_the_tables(club, django_assert_num_queries):
    """Two queries for one table or three: tables with their hand counts, then the seats."""
    table = seat_table(club)
    for number in (2, 3):
        table_seat(
            round_=table.round, number=number, sitters=MemberFactory.create_batch(4, club=club)
        )
    round_ = table.round
    round_.event = table.round.event
    with django_assert_num_queries(2):
        assert len(round_close_checks(round_=round_)) == 3
