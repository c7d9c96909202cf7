import datetime

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from tournaments.models import Club, Member


@transaction.atomic
def member_create(
    *,
    club: Club,
    first_name: str,
    last_name: str,
    member_number: str,
    ema_number: str = "",
    joined_on: datetime.date | None = None,
    active: bool = True,
    user: AbstractBaseUser | None = None,
    country: str = "NL",
) -> Member:
    member = Member(
        club=club,
        first_name=first_name,
        last_name=last_name,
        member_number=member_number,
        ema_number=ema_number,
        active=active,
        user=user,
        country=country.upper(),
    )
    if joined_on is not None:
        member.joined_on = joined_on
    member.full_clean()
    member.save()
    return member
