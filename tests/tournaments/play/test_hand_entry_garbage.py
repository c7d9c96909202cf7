"""Random input to the preview and save endpoints never gives a 500 nor a half-saved hand."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.test_play import url
from tournaments.play.models import Hand, HandResult

FIELDS = [
    "mode",
    "kind",
    "winner",
    "discarder",
    "claimant",
    "winning_tile",
    "conditions",
    "version",
    "number",
    "laak",
    "pao",
    "reason",
] + [f"{p}_{w}" for p in ("tiles", "points") for w in "ESWNX"]
VALUES = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        [
            "win",
            "draw",
            "false_mahjong",
            "dead_wall",
            "tiles",
            "quick",
            "E",
            "S",
            "W",
            "N",
            "",
            "-1",
            "99999999999",
            "pung b3",
            "kong* Rd | c1 c2 c3",
            "last_wall_tile",
            "b3",
            "NaN",
            "0",
        ]
    ),
)
POSTS = st.dictionaries(
    st.sampled_from(FIELDS), st.one_of(VALUES, st.lists(VALUES, max_size=3)), max_size=12
)


@pytest.fixture
def keeper(client, scorekeeper):
    client.force_login(scorekeeper)
    return client


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(post=POSTS)
def test_random_posts_never_500(keeper, nmb_table, post):
    for name in ("play_hand_preview", "play_hand_create"):
        response = keeper.post(url(name, nmb_table), post)
        assert response.status_code < 500, (name, post)
    hand = Hand.objects.filter(table=nmb_table).first()
    if hand is not None:
        # Whatever was saved is whole: one result per player, summing to zero.
        results = HandResult.objects.filter(hand=hand)
        assert results.count() == 4 and sum(r.settlement for r in results) == 0
        for name in ("play_hand_preview", "play_hand_edit"):
            target = (
                url(name, nmb_table) + "?hand=1"
                if name == "play_hand_preview"
                else url(name, nmb_table, number=1)
            )
            assert keeper.post(target, post).status_code < 500
