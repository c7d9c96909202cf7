"""Fixtures for playing a round: seated tables in each ruleset and the people at them."""

import pytest

from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tournaments.play.services.tables import table_seat

#: The fixtures a test module takes with ``from ... import *`` (pytest finds them there).
__all__ = ["_english", "keeper_client", "mcr_table", "nmb_table", "referee", "scorekeeper"]


def seat_table(club, *, ruleset: str = "nmb", players: int = 4, ends_at=None):
    round_ = RoundFactory(event__club=club, event__ruleset=ruleset, number=1, ends_at=ends_at)
    members = MemberFactory.create_batch(players, club=club)
    return table_seat(round_=round_, number=1, sitters=members)


@pytest.fixture
def nmb_table(club):
    return seat_table(club, ruleset="nmb")


@pytest.fixture
def mcr_table(db):
    return seat_table(ClubFactory(slug="mcr-club", default_ruleset="mcr"), ruleset="mcr")


@pytest.fixture
def scorekeeper(make_user, club):
    return make_user("scorekeeper", club=club, username="keeper")


@pytest.fixture
def keeper_client(client, scorekeeper):
    client.force_login(scorekeeper)
    return client


@pytest.fixture
def referee(make_user, club):
    return make_user("referee", club=club, username="ref")


@pytest.fixture(autouse=True)
def _english():
    """Service messages are checked in English (the site's default language is Dutch)."""
    from django.utils import translation

    with translation.override("en"):
        yield
