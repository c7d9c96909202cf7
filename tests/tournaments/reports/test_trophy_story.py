"""The trophy's year as the PDF tells it: counts, kept for good, the new trophy's first
winner, and the tie-break that made an evening winner."""

import pytest

from tests.tournaments.reports.season_data import build_season
from tournaments.reports.prizes import trophy_story
from tournaments.reports.standings import parse_tie_breaks
from tournaments.reports.tie_breaks import deciding_criterion

pytestmark = pytest.mark.django_db


def test_story_of_a_year_with_a_kept_trophy():
    # seed 3: someone wins a third evening on the 7th; the trophy is kept, a new one starts
    season = build_season(evenings=9, players=12, seed=3, slug="story")
    report, story = trophy_story(season=season)
    wins = report.trophy.wins
    assert len(story.lines) == len(wins) == 9
    kept = [i for i, line in enumerate(story.lines) if line.kept]
    assert kept, "seed 3 keeps a trophy"
    first_kept = kept[0]
    assert story.lines[first_kept].win_number == 3
    assert story.lines[first_kept + 1].new_trophy
    assert not any(line.new_trophy for line in story.lines[: first_kept + 1])
    assert sum(n for _player, n in story.tally) == 9
    assert [n for _p, n in story.tally] == sorted((n for _p, n in story.tally), reverse=True)

    assert any(line.decided_by == "score" for line in story.lines)  # level on table points

    chain = parse_tie_breaks(season.club.standings_tie_breaks)
    rows = report.season_report.standings.evening_rows
    for win, line in zip(wins, story.lines, strict=True):
        first, second = rows[win.event_id][:2]
        criterion, _shared = deciding_criterion(first, second, chain)
        assert bool(line.decided_by) == (criterion is not None)
        assert line.winner == first.player
