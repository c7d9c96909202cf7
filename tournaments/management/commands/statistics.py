"""``manage.py statistics --event SLUG | --season YEAR [--club SLUG] | --member ID [--json]``:
the player statistics (``reports.statistics``) of an event, a season or one member.

Names are those a visitor sees (the event's public standings): a member who hid their
name stays "Player 17" here too, since a command's output is easily passed on."""

import json
from typing import Any

from django.contrib.auth.models import AnonymousUser
from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.clubs.audience import viewing_as
from tournaments.clubs.models import Member, Season
from tournaments.events.models import Event
from tournaments.reports.selectors.member_statistics import MemberScope, member_statistics
from tournaments.reports.selectors.statistics import event_statistics, season_statistics
from tournaments.reports.statistics import PlayerStatistics

_COLUMNS = ("hands", "wins", "self_drawn_wins", "discard_wins", "deal_ins", "draws", "games")


class Command(BaseCommand):
    help = (
        "Print the player statistics of an event, a season or a member: hands, wins "
        "(self-drawn, on a discard), deal-ins, draws, rates, winning hands, elements, "
        "places, table points and penalties; --json for a JSON list."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        which = parser.add_mutually_exclusive_group()
        which.add_argument("--event", help="an event's slug")
        which.add_argument("--member", type=int, help="a member's id (all their games)")
        parser.add_argument("--season", type=int, help="a season's year (alone or with --member)")
        parser.add_argument("--club", help="the club's slug (when several have the season)")
        parser.add_argument("--json", action="store_true", help="a JSON list, one per player")

    def handle(self, *args: str, **options: Any) -> None:
        with viewing_as(AnonymousUser()):
            rows = self._statistics(options)
            if options["json"]:
                self.stdout.write(json.dumps([row.as_dict() for row in rows], indent=2))
                return
            self.stdout.write("\t".join(("player", *_COLUMNS)))
            for row in rows:
                self.stdout.write(
                    "\t".join((row.player.name, *(str(getattr(row, c)) for c in _COLUMNS)))
                )

    def _statistics(self, options: dict[str, Any]) -> list[PlayerStatistics]:
        if options["event"]:
            event = Event.objects.select_related("club").filter(slug=options["event"]).first()
            if event is None:
                raise CommandError(f"No event with slug {options['event']!r}.")
            return event_statistics(event=event)
        if options["member"]:
            member = Member.objects.select_related("club").filter(pk=options["member"]).first()
            if member is None:
                raise CommandError(f"No member with id {options['member']}.")
            found = member_statistics(member=member, scope=MemberScope(year=options["season"]))
            return [found.statistics] if found.statistics is not None else []
        return season_statistics(season=self._season(options["season"], options["club"]))

    def _season(self, year: int | None, club: str | None) -> Season:
        if year is None:
            raise CommandError("Name an event (--event), a season (--season) or a member.")
        seasons = Season.objects.select_related("club").filter(year=year)
        if club:
            seasons = seasons.filter(club__slug=club)
        found = list(seasons[:2])
        if len(found) != 1:
            raise CommandError(
                f"No season {year}{' of ' + club if club else ''}."
                if not found
                else f"Several clubs have a season {year}: name one with --club."
            )
        return found[0]
