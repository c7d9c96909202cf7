"""A private club with one user per role and an event in play: the world of the matrix."""

import datetime
import io
from dataclasses import dataclass
from typing import Any

import pytest
from django.core.cache import cache

from tests.factories import EventFactory, MemberFactory, SeasonFactory
from tournaments.demo.hands import demo_hand
from tournaments.models import EventStatus, Hand, Member
from tournaments.services import hand_record, round_create, table_seat

#: The roles of the matrix, in column order. "scorekeeper" is assigned to the event;
#: "other_scorekeeper" is a scorekeeper of the club who is not (Event.scorekeepers).
ROLES = (
    "anonymous",
    "member",
    "scorekeeper",
    "other_scorekeeper",
    "referee",
    "club_admin",
)


@dataclass
class World:
    club: Any
    event: Any
    season: Any
    round: Any
    table: Any
    hand: Hand
    member: Member
    participant: Any
    users: dict[str, Any]


@pytest.fixture(autouse=True)
def _clear_cache():
    """Log-in failure counts live in the cache; no test inherits another's."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture(autouse=True)
def _mail_configured(settings):
    """The password-reset pages exist only with mail (tournaments.security.password_reset);
    the matrix checks who may use them as a site with mail has them."""
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}


@pytest.fixture
def world(club, make_user) -> World:
    club.public_results = False
    club.save()
    users = {
        "member": make_user(club=club, username="member"),
        "scorekeeper": make_user("scorekeeper", club=club, username="scorekeeper"),
        "other_scorekeeper": make_user("scorekeeper", club=club, username="other-sk"),
        "referee": make_user("referee", club=club, username="referee"),
        "club_admin": make_user("club admin", club=club, username="clubadmin", is_staff=True),
    }
    season = SeasonFactory(club=club, year=2026)
    event = EventFactory(
        club=club,
        season=season,
        slug="matrix-evening",
        date=datetime.date(2026, 3, 3),
        status=EventStatus.IN_PROGRESS,
    )
    event.scorekeepers.add(users["scorekeeper"])
    round_ = round_create(event=event, number=1, status="in_progress")
    players = MemberFactory.create_batch(4, club=club)
    table = table_seat(round_=round_, number=1, sitters=players)
    import random

    entry = demo_hand(rng=random.Random(1), ruleset=event.ruleset)
    hand = hand_record(table=table, entry=entry, entry_mode="quick", number=1)
    participant = None
    try:
        from tournaments.models import EventParticipant

        participant = EventParticipant.objects.create(event=event, member=players[0])
    except ImportError:  # pragma: no cover - the participants model is new
        pass
    return World(
        club=club,
        event=event,
        season=season,
        round=round_,
        table=table,
        hand=hand,
        member=players[0],
        participant=participant,
        users=users,
    )


def client_for(client_class, world: World, role: str):
    client = client_class()
    if role != "anonymous":
        client.force_login(world.users[role])
    return client


def csv_upload(text: str, name: str = "members.csv"):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(name, text.encode(), content_type="text/csv")


__all__ = ["ROLES", "World", "client_for", "csv_upload", "io"]
