"""The challenge trophy: holder, and kept for good after 3 wins in a playing year
[seed 004 L1527-1529] (no database)."""

import datetime

from tournaments.reports.rows import Player
from tournaments.reports.trophies import EveningWin, challenge_trophy

P = {k: Player(key=k, name=k.upper(), sort_name=k) for k in "abc"}


def wins(*keys):
    return [
        EveningWin(
            event_id=i,
            event_name=f"E{i}",
            event_slug=f"e{i}",
            date=datetime.date(2025, 1, 1) + datetime.timedelta(days=7 * i),
            winner=P[k],
        )
        for i, k in enumerate(keys, start=1)
    ]


def test_holder_is_the_last_winner():
    trophy = challenge_trophy(wins("a", "b", "a"), wins_to_keep=3)
    assert trophy.holder == P["a"] and trophy.holder_wins == 2 and not trophy.kept_by


def test_third_win_keeps_the_trophy_and_a_new_one_starts():
    trophy = challenge_trophy(wins("a", "b", "a", "c", "a", "b"), wins_to_keep=3)
    assert [w.winner.key for w in trophy.kept_by] == ["a"]
    assert trophy.kept_by[0].event_id == 5
    assert trophy.holder == P["b"] and trophy.holder_wins == 1  # counts restarted


def test_kept_on_the_last_evening_leaves_no_holder():
    trophy = challenge_trophy(wins("a", "a", "a"), wins_to_keep=3)
    assert trophy.holder is None and trophy.kept_by[0].win_number == 3


def test_never_kept_when_the_club_says_so():
    trophy = challenge_trophy(wins("a", "a", "a", "a"), wins_to_keep=None)
    assert trophy.holder == P["a"] and trophy.holder_wins == 4 and not trophy.kept_by
