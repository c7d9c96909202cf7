"""``manage.py collectstatic_changed``: ``collectstatic``, unless nothing it would collect
has changed since its last run into ``STATIC_ROOT`` (the club laptop's every start:
scripts/serve_club.sh, behind ``make run HOST=0.0.0.0``).

Production's storage (whitenoise's compressed manifest) hashes and compresses every file
again at each ``collectstatic`` (gzip and brotli, Django admin's files too): 5-10 s of a
laptop's CPU before the app answers, though nothing changed. What it would collect is
named by a fingerprint: every source file the static files finders list, with its size
and modification time, and the storage's and whitenoise's settings. It is written into ``STATIC_ROOT``
after a collection that succeeded; the next start with the same fingerprint collects
nothing. ``--always`` collects anyway.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

from django.apps import apps
from django.conf import settings
from django.contrib.staticfiles.finders import get_finders
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

#: the fingerprint of what was collected last, in STATIC_ROOT
FINGERPRINT_FILE = ".collected-from"


def sources_fingerprint() -> str:
    """What ``collectstatic`` would collect, and how: the storage's settings and every
    source file's path, size and modification time (read from the directory, not the
    files' contents: milliseconds)."""
    staticfiles: Any = apps.get_app_config("staticfiles")  # StaticFilesConfig
    ignore = list(staticfiles.ignore_patterns)
    entries = []
    for finder in get_finders():
        for path, storage in finder.list(ignore):
            prefix = getattr(storage, "prefix", None) or ""
            source = storage.path(path)
            stat = os.stat(source)
            entries.append(f"{prefix}/{path}\0{source}\0{stat.st_size}\0{stat.st_mtime_ns}")
    digest = hashlib.sha256(repr(_collecting_settings()).encode())
    for entry in sorted(entries):
        digest.update(entry.encode() + b"\n")
    return digest.hexdigest()


def _collecting_settings() -> list[tuple[str, object]]:
    """The settings that change what is collected from the same files: the storage, and
    whitenoise's (which compressed and hashed copies it keeps)."""
    names = sorted(name for name in dir(settings) if name.startswith("WHITENOISE_"))
    return [("STORAGES", settings.STORAGES.get("staticfiles"))] + [
        (name, getattr(settings, name)) for name in names
    ]


def _fingerprint_path() -> Path:
    return Path(settings.STATIC_ROOT) / FINGERPRINT_FILE


def collected_from() -> str:
    """The fingerprint of the last collection into STATIC_ROOT ("" if none is known)."""
    try:
        return _fingerprint_path().read_text().strip()
    except OSError:
        return ""


class Command(BaseCommand):
    help = "Collect the static files, unless nothing to collect changed since the last time."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--always", action="store_true", help="Collect even when nothing changed."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        fingerprint = sources_fingerprint()
        if not options["always"] and collected_from() == fingerprint:
            if options["verbosity"] >= 1:
                self.stdout.write("Static files unchanged: nothing collected.")
            return
        path = _fingerprint_path()
        path.unlink(missing_ok=True)  # a collection that fails leaves no stale fingerprint
        call_command("collectstatic", interactive=False, verbosity=options["verbosity"])
        path.write_text(fingerprint + "\n")
