"""A riichi table for the play tests (issue 52) and the helpers its tests share."""

import pytest
from django.urls import reverse

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.models import HandResult

# all simples and pinfu: k2-k7 c3c4c5 b4b5b6, pair b8; k7 completes k5k6 (two-sided), won
# by South on North's discard
PINFU_TANYAO = {
    "mode": "tiles",
    "kind": "win",
    "winner": "S",
    "discarder": "N",
    "winning_tile": "k7",
    "tiles_S": "k2 k3 k4 k5 k6 k7 c3 c4 c5 b4 b5 b6 b8 b8",
}


@pytest.fixture
def riichi_table(club):
    return seat_table(club, ruleset="riichi")


def url(name, table, **extra):
    kw = {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
        **extra,
    }
    return reverse(name, kwargs=kw)


def seat_totals(table):
    """Each seat wind's settlement over the table's hands."""
    out = dict.fromkeys("ESWN", 0)
    for r in HandResult.objects.filter(hand__table=table).select_related("seat"):
        out[r.seat.wind] += r.settlement
    return out
