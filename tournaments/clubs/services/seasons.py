from django.db import transaction

from tournaments.models import Club, Season


@transaction.atomic
def season_create(*, club: Club, year: int) -> Season:
    season = Season(club=club, year=year)
    season.full_clean()
    season.save()
    return season


def season_get_or_create(*, club: Club, year: int) -> Season:
    return Season.objects.filter(club=club, year=year).first() or season_create(
        club=club, year=year
    )
