"""A whole game of 16 hands entered at the table gives the totals ``manage.py score`` gives.

The hands are golden hands (shared/golden) of the ruleset, each entered at the turn the
progression reached (its prevailing wind); the first few go through the HTTP views, the
rest through the hand-entry service. The stored entries are written to a YAML file, scored
with ``call_command("score", file, "--json")`` and the per-seat sums compared with the
totals on the table page.
"""

import io
import json
from itertools import cycle

import pytest
import yaml
from django.core.management import call_command

from tests.tournaments.golden_hands import entry_of, golden_hands, scores_with
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.test_play import url, win_post
from tournaments.play.selectors.table_state import table_state
from tournaments.play.services.hand_entry import hand_enter

HANDS = 16
VIA_HTTP = 3


def play_game(table, user, client, ruleset):
    pool = cycle(golden_hands(ruleset))
    for number in range(1, HANDS + 1):
        prevailing = table_state(table=table).turn.prevailing_wind
        data = next(d for d in pool if not d.get("options") and scores_with(d, prevailing))
        if number <= VIA_HTTP:
            response = client.post(url("play_hand_create", table), win_post(data, number=number))
            assert response.status_code == 302, response.content.decode()[-3000:]
        else:
            hand_enter(table=table, entry=entry_of(data), entered_by=user, number=number)


@pytest.mark.parametrize("ruleset", ["nmb", "mcr"])
def test_full_game_matches_the_score_command(ruleset, client, make_user, tmp_path, db):
    from tests.factories import ClubFactory
    from tests.tournaments.play.fixtures import seat_table

    club = ClubFactory(slug=f"{ruleset}-game", default_ruleset=ruleset)
    table = seat_table(club, ruleset=ruleset)
    user = make_user("scorekeeper", club=club, username=f"keeper-{ruleset}")
    client.force_login(user)
    play_game(table, user, client, ruleset)

    state = table_state(table=table)
    assert len(state.rows) == HANDS
    hands = [row.hand for row in state.rows]
    path = tmp_path / f"{ruleset}-game.yaml"
    path.write_text(
        yaml.safe_dump([{"id": f"hand-{h.number}", **h.entry} for h in hands], sort_keys=False)
    )
    out = io.StringIO()
    call_command("score", str(path), "--json", stdout=out)
    scored = json.loads(out.getvalue())
    assert [s["id"] for s in scored] == [f"hand-{h.number}" for h in hands]

    command_totals = {seat.pk: 0 for seat in state.seats}
    for row, result in zip(state.rows, scored, strict=True):
        for cell in row.cells:
            assert result["settlement"][cell.wind] == cell.settlement
            assert result["points"][cell.wind] == cell.points
            command_totals[cell.seat.pk] += result["settlement"][cell.wind]
    assert command_totals == {s.seat.pk: s.total for s in state.now}
    assert sum(command_totals.values()) == 0
    assert any(command_totals.values())
