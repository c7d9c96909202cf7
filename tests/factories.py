"""factory_boy factories for the tournaments models (shared by every test package)."""

import datetime

import factory
from django.contrib.auth import get_user_model

from tournaments.clubs.models import Club, Member, Season
from tournaments.core.roles import strongest
from tournaments.events.models import Event, EventKind, Round
from tournaments.play.models import Hand, HandResult, HandResultKind, Seat, Table


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda u: f"{u.username}@example.org")
    password = factory.django.Password("pw-for-tests")

    @factory.post_generation
    def roles(self, create, extracted, **kwargs):
        """``UserFactory(roles=["scorekeeper"])``: roles are held per club membership, so
        the strongest of them goes to the user's memberships, those made before and
        those made after (``MemberFactory(user=user)`` picks it up)."""
        if create and extracted:
            self._factory_role = strongest(extracted)
            self.memberships.update(role=self._factory_role)


class ClubFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Club
        django_get_or_create = ("slug",)

    name = factory.Sequence(lambda n: f"Mahjongclub {n}")
    slug = factory.Sequence(lambda n: f"club-{n}")
    default_ruleset = "nmb"
    public_results = True


class MemberFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Member

    club = factory.SubFactory(ClubFactory)
    first_name = factory.Faker("first_name", locale="nl_NL")
    last_name = factory.Faker("last_name", locale="nl_NL")
    member_number = factory.Sequence(lambda n: f"{n + 1:04d}")
    joined_on = datetime.date(2020, 1, 1)
    user = None
    role = factory.LazyAttribute(lambda m: getattr(m.user, "_factory_role", "") if m.user else "")


class SeasonFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Season

    club = factory.SubFactory(ClubFactory)
    year = 2026


class EventFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Event

    club = factory.SubFactory(ClubFactory)
    kind = EventKind.CLUB_EVENING
    name = factory.Sequence(lambda n: f"Clubavond {n}")
    slug = factory.Sequence(lambda n: f"event-{n}")
    date = datetime.date(2026, 3, 3)
    ruleset = factory.LazyAttribute(lambda e: e.club.default_ruleset)
    round_count = 2


class RoundFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Round

    event = factory.SubFactory(EventFactory)
    number = factory.Sequence(lambda n: n + 1)


class TableFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Table

    round = factory.SubFactory(RoundFactory)
    number = factory.Sequence(lambda n: n + 1)


class SeatFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Seat

    table = factory.SubFactory(TableFactory)
    round = factory.SelfAttribute("table.round")
    member = factory.SubFactory(
        MemberFactory, club=factory.SelfAttribute("..table.round.event.club")
    )
    wind = "E"
    position = 0


class HandFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Hand

    table = factory.SubFactory(TableFactory)
    number = factory.Sequence(lambda n: n + 1)
    result_kind = HandResultKind.DRAW
    entry = factory.LazyFunction(lambda: {"result": {"kind": "draw"}})


class HandResultFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = HandResult

    hand = factory.SubFactory(HandFactory)
    seat = factory.SubFactory(SeatFactory, table=factory.SelfAttribute("..hand.table"))
    points = 0
    settlement = 0
