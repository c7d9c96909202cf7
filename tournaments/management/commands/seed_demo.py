"""Create (or top up) the demo club: members, logins, a played evening, a running tournament.

Every state shows truthfully: a finished evening, a tournament in progress (round 1
closed, round 2 in play), upcoming calendar evenings, one cancelled evening; the other
past calendar evenings nobody played (the calendar starts four weeks before the day the
demo is loaded) show as "not played" (the club page offers them for cancelling).
Idempotent: running it again finds what exists and adds nothing twice.
"""

import datetime
import random
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone, translation

from tournaments.clubs.models import Club, Member, Season
from tournaments.clubs.names import split_surname
from tournaments.clubs.services.clubs import club_create
from tournaments.clubs.services.members import member_create
from tournaments.clubs.services.roles import member_role_set, roles_sync
from tournaments.demo import data
from tournaments.demo.play import (
    chunks,
    demo_event,
    demo_last,
    demo_play,
    demo_round,
    demo_rounds,
    demo_season,
    demo_seat_and_play,
)
from tournaments.demo.riichi import demo_riichi_evening
from tournaments.demo.riichi_tournament import demo_riichi_tournament
from tournaments.demo.series import demo_past_tournaments
from tournaments.demo.upcoming import demo_upcoming
from tournaments.events.models import Event, EventKind, EventStatus, RoundStatus, TablePolicy
from tournaments.events.services.calendar import season_generate_evenings
from tournaments.events.services.events import event_status_set
from tournaments.events.services.lifecycle import event_cancel
from tournaments.events.services.registrations import participant_register
from tournaments.play.services.tables import Sitter, table_seat

CLUB_EVENING_WEEKDAY = 1  # Tuesday
#: the club's calendar of evenings starts this many weeks before the day the demo is loaded:
#: a few past evenings nobody played (and one cancelled), not every Tuesday since January
CALENDAR_WEEKS_BACK = 4


class Command(BaseCommand):
    help = "Create the demo club with members, logins, a finished evening and a tournament."

    def handle(self, *args: str, **options: Any) -> None:
        # Names the services generate ("Clubavond 3 maart 2026") are in the club's language.
        with transaction.atomic(), translation.override(settings.LANGUAGE_CODE):
            roles_sync()
            users = self._users()
            club = self._club()
            members = self._members(club, users)
            today = timezone.localdate()
            self._evening(club, members, users, today)
            demo_riichi_evening(
                club=club,
                members=members[data.RIICHI_FIRST_MEMBER :],
                scorekeeper=users["scorekeeper"],
                today=today,
            )
            demo_riichi_tournament(
                club=club,
                members=members,
                scorekeeper=users["scorekeeper"],
                today=today,
            )
            self._tournament(club, members, users, today)
            self._calendar(club, today)
            self._cancelled(club, users, today)
            demo_past_tournaments(
                club=club,
                members=members,
                admin=users["club admin"],
                scorekeeper=users["scorekeeper"],
                today=today,
            )
            demo_upcoming(club=club, members=members, users=users, today=today)
        self.stdout.write(self.style.SUCCESS(f"Demo club ready: {club.name}"))
        self.stdout.write("Demo logins (username / password, role):")
        for username, password, role, _number in data.DEMO_USERS:
            self.stdout.write(f"  {username} / {password}  ({role})")

    # -- pieces -------------------------------------------------------------------------

    def _users(self) -> dict[str, User]:
        user_model = get_user_model()
        users: dict[str, User] = {}
        for username, password, role, _number in data.DEMO_USERS:
            user, created = user_model.objects.get_or_create(username=username)
            if created:
                user.set_password(password)
            # Roles are held per club membership (set in _members); the Django admin is
            # for superusers only, so no demo login is staff.
            user.is_staff = False
            user.first_name = username.capitalize()
            user.save()
            users[role] = user
        return users

    def _club(self) -> Club:
        club = Club.objects.filter(slug=data.CLUB_SLUG).first()
        if club is None:
            club = club_create(
                name=data.CLUB_NAME,
                slug=data.CLUB_SLUG,
                default_ruleset="nmb",
                table_points_scheme="4-2-1-0",
                public_results=True,
                member_lapse_months=12,
            )
        return club

    def _members(self, club: Club, users: dict[str, User]) -> list[Member]:
        user_for_number = {
            number: users[role] for _name, _password, role, number in data.DEMO_USERS
        }
        role_for_number = {number: role for _name, _password, role, number in data.DEMO_USERS}
        existing = {m.member_number: m for m in club.members.all()}
        members = []
        for index, (number, first, last, country, ema) in enumerate(data.MEMBERS):
            member = existing.get(number)
            if member is None:
                prefix, last_name = split_surname(last)  # "de Vries": sorted under V
                member = member_create(
                    club=club,
                    first_name=first,
                    surname_prefix=prefix,
                    last_name=last_name,
                    member_number=number,
                    ema_number=ema,
                    country=country,
                    joined_on=datetime.date(2015 + index % 10, 1 + index % 12, 1 + index % 28),
                    user=user_for_number.get(number),
                )
            if number in role_for_number:
                member = member_role_set(member=member, role=role_for_number[number])
            members.append(member)
        return members

    def _season(self, club: Club, year: int) -> Season:
        return demo_season(club=club, year=year)

    def _evening(
        self, club: Club, members: list[Member], users: dict[str, User], today: datetime.date
    ) -> None:
        if Event.objects.filter(slug=data.EVENING_SLUG).exists():
            return
        day = demo_last(today, CLUB_EVENING_WEEKDAY)
        event = demo_event(
            club=club,
            season=self._season(club, day.year),
            name="Clubavond (demo)",
            slug=data.EVENING_SLUG,
            day=day,
            start=(19, 30),
            end=(23, 0),
            round_count=2,
        )
        players = members[:24]
        participant_register(event=event, members=players)
        demo_rounds(  # round 2 across: nobody meets a round-1 opponent again
            event=event,
            day=day,
            times=(((19, 30), (21, 15)), ((21, 15), (23, 0))),
            players=players,
            rng=random.Random(2024),
            scorekeeper=users["scorekeeper"],
        )
        event_status_set(event=event, status=EventStatus.FINISHED)

    def _tournament(
        self, club: Club, members: list[Member], users: dict[str, User], today: datetime.date
    ) -> None:
        if Event.objects.filter(slug=data.TOURNAMENT_SLUG).exists():
            return
        event = demo_event(
            club=club,
            season=self._season(club, today.year),
            kind=EventKind.TOURNAMENT,
            name="Groene Draak Toernooi (demo)",
            slug=data.TOURNAMENT_SLUG,
            day=today,
            start=(10, 0),
            end=(19, 30),
            round_count=4,
            table_policy=TablePolicy.BYE,
            scorekeepers=[users["scorekeeper"]],
        )
        sitters: list[Sitter] = [Sitter(member=m) for m in members[:14]]
        sitters += [Sitter(guest_name=name) for name in data.TOURNAMENT_GUESTS]
        # the field the draw page counts and redraws rounds 3-4 from: the 16 seated players
        participant_register(event=event, members=members[:14], guest_names=data.TOURNAMENT_GUESTS)
        rng = random.Random(2025)
        times = [((10, 0), (12, 0)), ((13, 0), (15, 0)), ((15, 15), (17, 15)), ((17, 30), (19, 30))]
        keeper = users["scorekeeper"]
        # round 1 is played before round 2 begins (its clock runs), rounds 3-4 are planned
        r1 = demo_round(
            event=event,
            number=1,
            day=today,
            start=times[0][0],
            end=times[0][1],
            status=RoundStatus.CLOSED,
        )
        demo_seat_and_play(round_=r1, tables=chunks(sitters, 4), rng=rng, scorekeeper=keeper)
        r2, _r3, _r4 = (
            demo_round(event=event, number=n, day=today, start=start, end=end, status=status)
            for n, ((start, end), status) in enumerate(
                zip(
                    times[1:],
                    (RoundStatus.IN_PROGRESS, RoundStatus.PLANNED, RoundStatus.PLANNED),
                    strict=True,
                ),
                start=2,
            )
        )
        # its clock started 20 minutes before the demo was loaded (the big screen counts down)
        r2.started_at = timezone.now() - datetime.timedelta(minutes=20)
        r2.save(update_fields=["started_at"])
        r2_tables = [sitters[t::4] for t in range(4)]
        for number, table_sitters in enumerate(r2_tables, start=1):
            table = table_seat(round_=r2, number=number, sitters=table_sitters)
            for _ in range(max(0, 3 - number)):  # tables 1-2 have hands, 3-4 just started
                demo_play(table=table, rng=rng, scorekeeper=keeper)

    def _calendar(self, club: Club, today: datetime.date) -> None:
        season_generate_evenings(
            season=self._season(club, today.year),
            weekday=CLUB_EVENING_WEEKDAY,
            start_time=datetime.time(19, 30),
            end_time=datetime.time(23, 0),
            skip_months=[7, 8],
            venue=data.VENUE,
            start=today - datetime.timedelta(weeks=CALENDAR_WEEKS_BACK),
        )

    def _cancelled(self, club: Club, users: dict[str, User], today: datetime.date) -> None:
        """One past calendar evening nobody played is cancelled (the latest; once)."""
        if club.events.filter(status=EventStatus.CANCELLED).exists():
            return
        latest = (
            club.events.filter(
                kind=EventKind.CLUB_EVENING, status=EventStatus.PLANNED, date__lt=today
            )
            .order_by("-date")
            .first()
        )
        if latest is not None:
            event_cancel(event=latest, actor=users["club admin"])
