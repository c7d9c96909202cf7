"""An upcoming tournament (tomorrow) taking registrations: members and guests, full, two
on the waiting list and one place offered after a cancellation; check-in is on with a
deadline and a few players checked in already through their personal link."""

import datetime
from collections.abc import Sequence
from decimal import Decimal
from zoneinfo import ZoneInfo

from django.conf import settings
from django.contrib.auth.models import User
from django.utils import timezone

from tournaments.checkin.services.checkin import participant_check_in
from tournaments.checkin.services.director import event_check_in_set
from tournaments.clubs.models import Club, Member
from tournaments.demo import data
from tournaments.demo.play import demo_season
from tournaments.events.models import Event, EventKind, TablePolicy
from tournaments.events.services.events import event_create
from tournaments.registration.models import Registration, RegistrationMode
from tournaments.registration.services.director import registration_settings_save
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import (
    Details,
    registration_cancel,
    registration_create,
)

START = datetime.time(10, 0)
CLOSES = datetime.time(9, 0)
CHECK_IN_UNTIL = datetime.time(9, 45)
OFFER_HOURS = 48


def demo_upcoming(
    *, club: Club, members: Sequence[Member], users: dict[str, User], today: datetime.date
) -> None:
    """The upcoming tournament ``data.UPCOMING_SLUG`` (once)."""
    if Event.objects.filter(slug=data.UPCOMING_SLUG).exists():
        return
    admin = users["club admin"]
    day = today + datetime.timedelta(days=1)
    event = event_create(
        club=club,
        season=demo_season(club=club, year=day.year),
        kind=EventKind.TOURNAMENT,
        name=data.UPCOMING_NAME,
        slug=data.UPCOMING_SLUG,
        date=day,
        start_time=START,
        end_time=datetime.time(18, 0),
        venue=data.VENUE,
        round_count=4,
        table_policy=TablePolicy.BYE,
        scorekeepers=[users["scorekeeper"]],
        actor=admin,
    )
    now = timezone.now()
    tz = ZoneInfo(settings.TIME_ZONE)
    # no consent text of its own: the register page's sentence, in the reader's language
    registration_settings_save(
        event=event,
        actor=admin,
        mode=RegistrationMode.OPEN,
        opens_at=now - datetime.timedelta(days=21),
        closes_at=datetime.datetime.combine(day, CLOSES, tzinfo=tz),
        capacity=data.UPCOMING_PLACES,
        fee=Decimal("7.50"),
        ask_club=True,
        ask_country=True,
        offer_hours=OFFER_HOURS,
    )
    by_number = {m.member_number: m for m in members}
    registrations = _register(event, by_number, now)
    registration_cancel(registration=registrations[data.UPCOMING_CANCELS], actor=None, now=now)
    registration_players_make(event=event, actor=admin)
    event_check_in_set(event=event, enabled=True, deadline=CHECK_IN_UNTIL, actor=admin)
    for participant in event.participants.filter(
        member__member_number__in=data.UPCOMING_CHECKED_IN
    ):
        participant_check_in(participant=participant, actor=None)


def _register(
    event: Event, by_number: dict[str, Member], now: datetime.datetime
) -> dict[str, Registration]:
    """Everyone registers, a few hours apart over the past three weeks: first the field,
    then those who wait. Member registrations by member number."""
    people: list[tuple[str, Details]] = [(n, Details(consent=True)) for n in data.UPCOMING_MEMBERS]
    people += [("", _guest(*guest)) for guest in data.UPCOMING_GUESTS]
    # the last waiting member keeps their name off the public list (counted, not named)
    people += [(n, Details(consent=n != "026")) for n in data.UPCOMING_WAITING_MEMBERS]
    people += [("", _guest(*guest)) for guest in data.UPCOMING_WAITING_GUESTS]
    start = now - datetime.timedelta(days=20)
    registrations: dict[str, Registration] = {}
    for step, (number, details) in enumerate(people):
        registration, _token = registration_create(
            event=event,
            member=by_number.get(number) if number else None,
            details=details,
            now=start + datetime.timedelta(hours=26 * step),
        )
        registrations[number or details.name] = registration
    return registrations


def _guest(name: str, email: str, club: str, country: str) -> Details:
    return Details(name=name, email=email, club_name=club, country=country, consent=True)
