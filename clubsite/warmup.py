"""A new server process answers its first request about as fast as its hundredth.

Django does much of its work on first use: importing every view module when the URL
configuration is first resolved, compiling each template when it is first rendered (kept
by the cached loader), importing each ruleset's scorer, reading the static files'
manifest, reading each language's translation catalogue, opening the database
connection. In a fresh gunicorn worker the first table page took 5-10 times as long as the
next one (docs/benchmarks.md, "cold workers"): when a club's scorekeepers all start at
19:30 into just-started workers, they wait for it. ``warm_up()`` does that work while the
worker boots (clubsite/wsgi.py), before it accepts a request. ``CLUBSITE_WARM_UP=false``
turns it off.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import cast

from django.conf import settings
from django.contrib.staticfiles.storage import staticfiles_storage
from django.db import connections
from django.template import TemplateDoesNotExist, TemplateSyntaxError
from django.template.loader import get_template
from django.urls import get_resolver
from django.utils import translation

from scoring.engine.registry import available_rulesets

logger = logging.getLogger(__name__)


def warm_up() -> None:
    """Import the views, compile the project's templates, read every language's
    catalogue and open and close the database connection. Never fails the boot: a
    problem here shows up again on the request that meets it."""
    try:
        _urls_and_translations()
        available_rulesets()  # imports each ruleset's scorer (0.1-0.2 s each)
        _templates()
        staticfiles_storage.exists("")  # sets the storage up: reads the hashed names' manifest
        _database()
    except Exception:  # a warm-up is an optimisation: the worker must start regardless
        logger.exception("warm-up failed; the first requests will be slower")


def _urls_and_translations() -> None:
    resolver = get_resolver()
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            resolver.reverse_dict  # noqa: B018 (built per language on first use)
            translation.gettext("Table")


def _templates() -> None:
    folders = cast("list[str | Path]", settings.TEMPLATES[0]["DIRS"])
    for folder in folders:
        root = Path(folder)
        for path in sorted(root.rglob("*.html")):
            try:
                get_template(path.relative_to(root).as_posix())
            except (TemplateDoesNotExist, TemplateSyntaxError):
                continue


def _database() -> None:
    with connections["default"].cursor() as cursor:
        cursor.execute("SELECT 1")
    connections.close_all()
