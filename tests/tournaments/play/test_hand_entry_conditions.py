"""The entry form offers the ways of winning the table's ruleset scores, and no checkbox
that would change nothing."""

import pytest
from django.urls import reverse

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table

CASES = [
    # ruleset, offered, not offered
    ("hk", ["bonus_replacement", "heaven", "robbing_kong"], ["first_hand_ready", "first_discard"]),
    ("mcr", ["last_wall_tile", "robbing_kong"], ["heaven", "earth", "bonus_replacement"]),
    ("majiang", ["first_discard", "only_possible_tile"], ["bonus_replacement"]),
    ("nmb", ["heaven", "earth", "last_wall_tile"], ["first_hand_ready", "first_discard"]),
    ("redbook", ["first_hand_ready", "robbing_kong"], ["bonus_replacement"]),
]


@pytest.mark.parametrize(("ruleset", "offered", "absent"), CASES)
def test_form_offers_the_rulesets_conditions(keeper_client, club, ruleset, offered, absent):
    table = seat_table(club, ruleset=ruleset)
    path = reverse(
        "play_table",
        kwargs={"slug": table.round.event.slug, "round_number": 1, "table_number": 1},
    )
    body = keeper_client.get(path).content.decode()
    for code in offered:
        assert f'name="conditions" value="{code}"' in body, code
    for code in absent:
        assert f'name="conditions" value="{code}"' not in body, code
