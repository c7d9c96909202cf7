"""Fixtures for penalties outside a hand and substitutes: seated tables with one hand."""

import pytest

from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

#: The fixtures a test module takes with ``from ... import *`` (pytest finds them there).
__all__ = ["_english", "mcr_club", "referee"]

#: One MCR hand: N wins 12 from E's discard (N +36, E -20, S -8, W -8).
MCR_HAND = {
    "players": {w: {} for w in "ESWN"},
    "result": {"kind": "win", "winner": "N", "discarder": "E"},
    "quick": {"points": {"N": 12}},
}


def seated(club, *, ruleset: str, players: int = 4, penalty_mode: str = "", rule: str = "ema"):
    round_ = RoundFactory(
        event__club=club,
        event__ruleset=ruleset,
        event__penalty_mode=penalty_mode,
        event__substitute_rule=rule,
        number=1,
    )
    members = MemberFactory.create_batch(players, club=club)
    return table_seat(round_=round_, number=1, sitters=members)


@pytest.fixture
def mcr_club(db):
    return ClubFactory(slug="mcr-club", default_ruleset="mcr", public_results=True)


@pytest.fixture
def referee(make_user, mcr_club):
    return make_user("referee", club=mcr_club, username="ref")


def play_hand(table, user=None):
    return hand_enter(table=table, entry=MCR_HAND, entered_by=user)


@pytest.fixture(autouse=True)
def _english(settings):
    """Messages and pages are checked in English (the site's default is Dutch)."""
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield
