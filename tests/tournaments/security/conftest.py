"""A private club with one user per role and an event in play: the world of the matrix."""

import datetime
import io
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from django.core.cache import cache

from tests.factories import EventFactory, MemberFactory, SeasonFactory
from tests.tournaments.security.pdf_layout import Prints, pdf_layout_skipped
from tournaments.clubs.models import Member
from tournaments.demo.hands import demo_hand
from tournaments.events.models import EventStatus
from tournaments.events.services.rounds import round_create
from tournaments.play.models import Hand
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

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
    """No test inherits another's cached state (log-in failures are counted in the
    database by django-axes and roll back with each test)."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def prints() -> Iterator[Prints]:
    """WeasyPrint's layout skipped for the walks (tests/tournaments/security/pdf_layout.py;
    the PDFs are printed for real in test_pdf_views.py), and the prints counted."""
    with pdf_layout_skipped() as counted:
        yield counted


@pytest.fixture(autouse=True)
def _mail_configured(settings):
    """The password-reset pages exist only with mail (tournaments.security.password_reset);
    the matrix checks who may use them as a site with mail has them."""
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}


def build_world(club, make_user, prefix: str = "") -> World:
    """The matrix world in ``club`` (made private); ``prefix`` keeps usernames and the
    event slug apart when a second club gets its own world."""
    club.public_results = False
    club.save()
    users = {
        "member": make_user(club=club, username=f"{prefix}member"),
        "scorekeeper": make_user("scorekeeper", club=club, username=f"{prefix}scorekeeper"),
        "other_scorekeeper": make_user("scorekeeper", club=club, username=f"{prefix}other-sk"),
        "referee": make_user("referee", club=club, username=f"{prefix}referee"),
        "club_admin": make_user(
            "club admin", club=club, username=f"{prefix}clubadmin", is_staff=True
        ),
    }
    season = SeasonFactory(club=club, year=2026)
    event = EventFactory(
        club=club,
        season=season,
        slug=f"{prefix}matrix-evening",
        date=datetime.date(2026, 3, 3),
        status=EventStatus.IN_PROGRESS,
    )
    event.scorekeepers.add(users["scorekeeper"])
    round_ = round_create(event=event, number=1, status="in_progress")
    players = MemberFactory.create_batch(4, club=club)
    table = table_seat(round_=round_, number=1, sitters=players)
    import random

    entry = demo_hand(rng=random.Random(1), ruleset=event.ruleset)
    hand = hand_enter(table=table, entry=entry, number=1)
    from tournaments.events.models import EventParticipant

    participant = EventParticipant.objects.create(event=event, member=players[0])
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


@pytest.fixture
def world(club, make_user) -> World:
    return build_world(club, make_user)


def client_for(client_class, world: World, role: str):
    client = client_class()
    if role != "anonymous":
        client.force_login(world.users[role])
    return client


def csv_upload(text: str, name: str = "members.csv"):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(name, text.encode(), content_type="text/csv")


__all__ = ["ROLES", "World", "build_world", "client_for", "csv_upload", "io"]
