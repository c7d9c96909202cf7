"""Delete the create forms' one-use tokens older than 30 days (``--days``): each form sent
keeps one row (``SubmitToken``) so that sending it again cannot create twice; after a
month nobody sends that page again. Run it now and then (a daily cron job is plenty)."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.audit.services import SUBMIT_TOKEN_DAYS, submit_tokens_prune


class Command(BaseCommand):
    help = "Delete the create forms' one-use tokens older than 30 days."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--days",
            type=int,
            default=SUBMIT_TOKEN_DAYS,
            help=f"Keep the tokens of the last DAYS days (default: {SUBMIT_TOKEN_DAYS}).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        days: int = options["days"]
        if days < 1:
            raise CommandError("--days must be 1 or more.")
        deleted = submit_tokens_prune(days=days)
        self.stdout.write(f"{deleted} form token(s) deleted.")
