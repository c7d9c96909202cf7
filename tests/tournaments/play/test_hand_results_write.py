"""One writer of a hand's result rows (issue 18): a new hand and a correction both write
them through ``play.services.hands.hand_results_write``."""

from unittest import mock

import pytest

from tournaments.play.services import hands
from tournaments.play.services.corrections import hand_correct
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db


def test_entry_and_correction_write_results_through_one_writer(seated_table):
    with mock.patch.object(hands, "hand_results_write", wraps=hands.hand_results_write) as spy:
        hand = hand_enter(table=seated_table, entry={"result": {"kind": "draw"}})
        assert spy.call_count == 1
    assert hand.results.count() == 4
    with mock.patch.object(hands, "hand_results_write", wraps=hands.hand_results_write) as spy:
        hand_correct(
            hand=hand, entry={"result": {"kind": "draw"}}, version=hand.version, actor=None
        )
        assert spy.call_count == 1
    assert sorted(r.settlement for r in hand.results.all()) == [0, 0, 0, 0]
