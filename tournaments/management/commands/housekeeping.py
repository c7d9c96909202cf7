"""``manage.py housekeeping``: what nobody has to remember, once a day (docs/privacy.md,
README "Deploy": a systemd timer or a cron line; ``make run`` runs it at every start).

* guests' e-mail addresses erased ``Club.guest_contact_days`` after their event (each
  event's erasure audited: ``registration.contacts_erase``);
* the print jobs' PDFs (a week old) and the seat draws' progress records (a day old)
  deleted from the default storage;
* spent one-use tokens deleted: the create forms' (``SubmitToken``, 30 days) and the
  one-time links used, revoked or expired 30 days ago;
* offered places whose time is up passed on to the next on the waiting list (as
  ``expire_registration_offers`` does).

Each run logs its counts on ``clubsite.housekeeping`` (one line) and prints them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.core.management.base import BaseCommand

from tournaments.accounts.services.links import access_links_prune
from tournaments.audit.services import submit_tokens_prune
from tournaments.registration.services.contacts import guest_contacts_erase
from tournaments.registration.services.director import registration_offers_expire_all
from tournaments.reports.jobs import print_files_prune
from tournaments.seat_draws.jobs import progress_files_prune

logger = logging.getLogger("clubsite.housekeeping")

#: (what the count counts, the job); in this order
JOBS: tuple[tuple[str, Callable[[], int]], ...] = (
    ("guest_contacts_erased", lambda: guest_contacts_erase()),
    ("print_files_deleted", lambda: print_files_prune()),
    ("draw_progress_files_deleted", lambda: progress_files_prune()),
    ("form_tokens_deleted", lambda: submit_tokens_prune()),
    ("access_links_deleted", lambda: access_links_prune()),
    ("offers_ended", lambda: registration_offers_expire_all()),
)


def housekeeping_run() -> dict[str, int]:
    """Every job once: what each did, by name; logged as one line."""
    counts = {name: job() for name, job in JOBS}
    logger.info("housekeeping: %s", " ".join(f"{k}={v}" for k, v in counts.items()))
    return counts


class Command(BaseCommand):
    help = (
        "Erase guests' e-mail addresses after their event, delete old print files, "
        "draw progress records and spent one-use tokens, end expired offers."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        for name, count in housekeeping_run().items():
            self.stdout.write(f"{name}: {count}")
