"""``manage.py import_event FILE [--replace]``: restore an event written by export_event."""

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.transfer import TransferError, event_import, loads


class Command(BaseCommand):
    help = (
        "Restore an event from an export_event file. Members are matched by club, member "
        "number and name (created if missing; a number that names someone else here is "
        "refused unless --match-by-number). An existing event slug is refused unless --replace."
    )

    stealth_options = ("stdin",)

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the JSON file ('-' for stdin)")
        parser.add_argument(
            "--replace",
            action="store_true",
            help="delete and replace an event with that slug (of the same club only)",
        )
        parser.add_argument(
            "--keep-stored-scores",
            action="store_true",
            help=(
                "restore results that differ from what today's rules compute (an old backup "
                "after a ruleset fix); broken or non-zero-sum hands are refused regardless"
            ),
        )
        parser.add_argument(
            "--match-by-number",
            action="store_true",
            help=(
                "attach results to the member here with the file's member number even when "
                "the names differ (each listed as a warning)"
            ),
        )

    def handle(
        self,
        *args: str,
        file: str,
        replace: bool,
        keep_stored_scores: bool,
        match_by_number: bool,
        **options: Any,
    ) -> None:
        try:
            if file == "-":
                raw = (options.get("stdin") or sys.stdin.buffer).read()
            else:
                raw = Path(file).read_bytes()
        except OSError as exc:
            raise CommandError(f"Cannot read {file}: {exc.strerror}") from exc
        try:
            result = event_import(
                data=loads(raw),
                replace=replace,
                keep_stored_scores=keep_stored_scores,
                match_by_number=match_by_number,
            )
        except TransferError as exc:
            raise CommandError(f"{file}: {exc}") from exc
        for warning in result.warnings:
            self.stderr.write(self.style.WARNING(warning))
        if result.members_created:
            self.stdout.write(f"Members created: {', '.join(result.members_created)}")
        self.stdout.write(self.style.SUCCESS(f"Imported {result.event.name} ({result.event.slug})"))
