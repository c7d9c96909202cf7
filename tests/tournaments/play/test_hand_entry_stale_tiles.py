"""A saved hand holds only the tiles its ruleset scores (issue #39): tiles typed for a player
before the winner was switched stay in that player's hidden field and are posted with the
form; a ruleset that scores the winner alone (MCR, HK, majiang) drops them, one that scores
every player (NMB, redbook) keeps every hand."""

import pytest
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.golden_hands import golden_hands
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_play import first_win, win_post
from tournaments.play.models import Hand
from tournaments.play.services.corrections import hand_correct
from tournaments.play.services.hand_entry import hand_enter

#: what a scorekeeper typed for North before switching the winner to South
STALE = "chow b1 | c2 c3 c4 k7 k7 k7 c5 c5"


def table_url(table, name="play_hand_create"):
    kw = {"slug": table.round.event.slug, "round_number": 1, "table_number": table.number}
    return reverse(name, kwargs=kw)


@pytest.mark.parametrize(
    ("ruleset", "kept"),
    [
        ("mcr", "winner"),
        ("hk", "winner"),
        ("majiang", "winner"),
        ("nmb", "all"),
        ("redbook", "all"),
    ],
)
def test_a_saved_hand_keeps_only_the_tiles_its_ruleset_scores(client, make_user, ruleset, kept):
    club = ClubFactory(slug=f"club-{ruleset}", default_ruleset=ruleset)
    table = seat_table(club, ruleset=ruleset)
    client.force_login(make_user("scorekeeper", club=club, username=f"keeper-{ruleset}"))
    data = next(
        d
        for d in golden_hands(ruleset)
        if d["result"].get("kind") == "win" and d["result"].get("winning_tile")
    )
    event = table.round.event
    event.ruleset_options = data.get("options") or {}
    event.save(update_fields=["ruleset_options"])
    winner = data["result"]["winner"]
    post = win_post(data, number=1)
    other = next(w for w in "ESWN" if w != winner)
    if kept == "winner":
        post[f"tiles_{other}"] = STALE  # the others' fields were empty in the golden hand
    response = client.post(table_url(table), post)
    assert response.status_code == 302, response.content.decode()[:2000]
    stored = Hand.objects.get(table=table).entry["players"]
    assert {wind for wind, tiles in stored.items() if tiles} == (
        {winner} if kept == "winner" else {"E", "S", "W", "N"}
    )


def test_a_correction_drops_the_tiles_of_the_others_too(mcr_table, scorekeeper):
    data = first_win("mcr")
    entry = {"players": data["players"], "result": data["result"]}
    hand = hand_enter(table=mcr_table, entry=entry, entered_by=scorekeeper)
    stale = {**data["players"], "N": {"melds": [{"kind": "chow", "tiles": ["b1", "b2", "b3"]}]}}
    hand_correct(
        hand=hand,
        entry={"players": stale, "result": data["result"]},
        version=hand.version,
        actor=scorekeeper,
        reason="typo",
    )
    hand.refresh_from_db()
    assert hand.entry["players"]["N"] == {}
    assert hand.entry["players"]["S"] == data["players"]["S"]


def test_a_false_mahjong_keeps_the_claimants_tiles(mcr_table, scorekeeper):
    data = first_win("mcr")
    entry = {
        "players": {**data["players"], "N": {"concealed": ["b1"]}},
        "result": {"kind": "false_mahjong", "claimant": "S"},
    }
    hand = hand_enter(table=mcr_table, entry=entry, entered_by=scorekeeper)
    assert hand.entry["players"]["S"] == data["players"]["S"]
    assert hand.entry["players"]["N"] == {}
