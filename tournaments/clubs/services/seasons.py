from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from tournaments.clubs.models import Club, Season


@transaction.atomic
def season_create(*, club: Club, year: int) -> Season:
    season = Season(club=club, year=year)
    season.full_clean()
    season.save()
    return season


def season_get_or_create(*, club: Club, year: int) -> Season:
    found = Season.objects.filter(club=club, year=year).first()
    if found is not None:
        return found
    try:
        return season_create(club=club, year=year)
    except (IntegrityError, ValidationError):
        # a post at the same moment made it first (its unique key): use that one
        found = Season.objects.filter(club=club, year=year).first()
        if found is None:
            raise
        return found
