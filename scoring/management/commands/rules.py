"""``manage.py rules RULESET``: the ruleset's element table (with the seed passage of every
element) and its options with defaults and seed passages."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from scoring.engine import RULESET_IDS, Ruleset, ScoringError, get_ruleset


class Command(BaseCommand):
    help = "Print a ruleset's scoring elements and options."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("ruleset", nargs="?", help=f"one of {', '.join(RULESET_IDS)}")

    def handle(self, *args: str, ruleset: str | None, **options: Any) -> None:
        ids = [ruleset] if ruleset else list(RULESET_IDS)
        for ruleset_id in ids:
            try:
                rs = get_ruleset(ruleset_id)
            except ScoringError as exc:
                raise CommandError(str(exc), returncode=2) from None
            self._print(rs)

    def _print(self, rs: Ruleset[Any]) -> None:
        write = self.stdout.write
        write(f"{rs.id}: {rs.name} ({rs.name_en}) - seed {rs.seed}")
        write("")
        write(f"{'element':<34} {'name':<34} {'English':<34} {'value':>6} {'unit':<7} source")
        for e in rs.elements:
            write(f"{e.id:<34} {e.name:<34} {e.name_en:<34} {e.value:>6} {e.unit!s:<7} {e.source}")
        write("")
        write("options:")
        for o in rs.options:
            choices = f" [{' | '.join(map(str, o.choices))}]" if o.choices else ""
            source = f" [{o.source}]" if o.source else ""
            write(f"  {o.name} = {o.default!r}{choices}  - {o.description}{source}")
        write("")
