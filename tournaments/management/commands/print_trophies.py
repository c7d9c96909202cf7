"""``manage.py print_trophies CLUB YEAR --out trophies.pdf``: the season's trophy results."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.clubs.models import Season
from tournaments.core.files import private_file_write
from tournaments.reports.prizes import PrizeError, trophies_pdf


class Command(BaseCommand):
    help = (
        "Print a season's trophy results (challenge trophy, evening winners, best hand per "
        "ruleset, the rules that decided) as an A4 PDF."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("club", help="the club's slug, e.g. groene-draak")
        parser.add_argument("year", type=int, help="the playing year, e.g. 2026")
        parser.add_argument("--out", required=True, help="the PDF file to write")
        parser.add_argument("--lang", default=None, help="nl, en or de (default: the site's)")

    def handle(
        self, *args: str, club: str, year: int, out: str, lang: str | None, **options: Any
    ) -> None:
        season = Season.objects.select_related("club").filter(club__slug=club, year=year).first()
        if season is None:
            raise CommandError(f"No season {year} for a club with slug {club!r}.")
        try:
            pdf = trophies_pdf(season=season, lang=lang)
        except PrizeError as exc:
            raise CommandError(str(exc)) from exc
        private_file_write(out, pdf)
        self.stdout.write(self.style.SUCCESS(f"Trophy results {year} written to {out}"))
