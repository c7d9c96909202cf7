"""``manage.py ranking --formula mers [--results FILE.csv | --club SLUG] [--on DATE] [--json]``:
the MERS ranking of a file of results, of a club, or of the whole site (docs/rankings.md)."""

import datetime
import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from tournaments.clubs.models import Club
from tournaments.rankings.files import MAX_UPLOAD_BYTES, ResultFileError, read_result_file
from tournaments.rankings.mers import PlayerInput, PlayerRanking, mers_ranking
from tournaments.rankings.selectors.mers import external_key, mers_report
from tournaments.rankings.serialize import ranking_dicts


def _file_ranking(path: str, on: datetime.date) -> list[PlayerRanking]:
    try:
        data = Path(path).read_bytes()[: MAX_UPLOAD_BYTES * 20]
        rows = read_result_file(data)
    except OSError as exc:
        raise CommandError(f"Cannot read {path}: {exc.strerror}") from exc
    except ResultFileError as exc:
        raise CommandError(str(exc)) from exc
    bad = [f"line {row.line}: {' '.join(row.errors)}" for row in rows if row.errors]
    if bad:
        raise CommandError("\n".join(bad))
    players: dict[str, PlayerInput] = {}
    for row in rows:
        assert row.result is not None  # a row without errors has its result
        key = external_key(member_id=None, ema_number=row.ema_number, name=row.player)
        known = players.get(key)
        results = (*known.results, row.result) if known else (row.result,)
        players[key] = PlayerInput(key, known.name if known else row.player, results)
    return mers_ranking(players.values(), on)


class Command(BaseCommand):
    help = (
        "The MERS ranking (the EMA's) on a day: of a CSV file of results (header "
        "tournament,start_date,days,players,countries,qualification,player,position), of a "
        "club's finished tournaments and imported results, or of the whole site."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--formula", choices=["mers"], default="mers")
        parser.add_argument("--results", help="a CSV file of results instead of the database")
        parser.add_argument("--club", help="the club (slug); without it, every club")
        parser.add_argument(
            "--ruleset", help="whose ranking: an EMA-ranked ruleset (default the first)"
        )
        parser.add_argument("--on", help="the day of the ranking, YYYY-MM-DD (default today)")
        parser.add_argument("--json", action="store_true", help="print JSON")

    def handle(self, *args: str, **options: Any) -> None:
        try:
            on = datetime.date.fromisoformat(options["on"]) if options["on"] else None
        except ValueError as exc:
            raise CommandError(f"--on {options['on']!r} is not a date YYYY-MM-DD.") from exc
        on = on or timezone.localdate()
        if options["results"]:
            rows = _file_ranking(options["results"], on)
        else:
            club = None
            if options["club"]:
                club = Club.objects.filter(slug=options["club"]).first()
                if club is None:
                    raise CommandError(f"No club with slug {options['club']!r}.")
            rows = mers_report(club=club, on=on, ruleset=options["ruleset"]).rows
        data = ranking_dicts(rows)
        if options["json"]:
            self.stdout.write(json.dumps(data, ensure_ascii=False, indent=2))
            return
        for row in data:
            self.stdout.write(f"{row['place']:>4}  {row['score']:>8.2f}  {row['player']}")
