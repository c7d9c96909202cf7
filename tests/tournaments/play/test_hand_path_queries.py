"""The table page, a save (its POST and the page it redirects to) and a correction run the
same number of queries at a table with 4 hands as at one with 64: nothing is replayed or
read one hand at a time (the table stores its turn; the results' winds are prefetched)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.services.corrections import hand_correct
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db

POINTS = {"E": 40, "S": 0, "W": 10, "N": 4}


def east_wins(east: int = 40) -> dict:
    """East wins: the dealer keeps the deal, so the game goes on for ever."""
    return {
        "result": {"kind": "win", "winner": "E", "discarder": "S"},
        "quick": {"points": {**POINTS, "E": east}},
    }


def _url(name: str, table) -> str:
    kw = {"slug": table.round.event.slug, "round_number": 1, "table_number": table.number}
    return reverse(name, kwargs=kw)


def _counts(client, club, referee, hands: int) -> dict[str, int]:
    table = seat_table(club)
    for _ in range(hands):
        hand_enter(table=table, entry=east_wins())
    counts = {}
    with CaptureQueriesContext(connection) as page:
        assert client.get(_url("play_table", table)).status_code == 200
    counts["table page"] = len(page.captured_queries)
    data = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S"}
    data |= {f"points_{w}": p for w, p in POINTS.items()} | {"number": hands + 1}
    with CaptureQueriesContext(connection) as save:
        response = client.post(_url("play_hand_create", table), data, follow=True)
    assert response.status_code == 200 and response.redirect_chain
    assert table.hands.count() == hands + 1
    counts["save and redirect"] = len(save.captured_queries)
    last = table.hands.get(number=hands + 1)
    edit = reverse(
        "play_hand_edit",
        kwargs={"slug": table.round.event.slug, "round_number": 1, "table_number": 1}
        | {"number": last.number},
    )
    data |= {"points_E": 48, "version": last.version, "hand_id": last.pk, "reason": "recount"}
    with CaptureQueriesContext(connection) as correction:
        response = client.post(edit, data, follow=True)
    assert response.status_code == 200 and response.redirect_chain
    last.refresh_from_db()
    assert last.version == 2
    counts["correction and redirect"] = len(correction.captured_queries)
    with CaptureQueriesContext(connection) as service:
        hand_correct(hand=last, entry=east_wins(56), version=last.version, actor=referee)
    counts["correction (service)"] = len(service.captured_queries)
    return counts


def test_query_counts_do_not_grow_with_the_hands(club, keeper_client, referee):
    small = _counts(keeper_client, club, referee, 4)
    large = _counts(keeper_client, club, referee, 64)
    assert large == small
    # pinned; before the table stored its turn: 27, 48, 65 and 27 at 4 hands (the pages 4
    # more with each hand: 267, 288, 305 and 27 at 64); a correction ran 46 and 28 while
    # its hand read its table again and the table lock replaced the event with its club;
    # the table page reads its open referee call (one query; the saves themselves did not grow)
    assert small == {
        "table page": 12,
        "save and redirect": 28,
        "correction and redirect": 45,
        "correction (service)": 27,
    }
