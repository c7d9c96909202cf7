"""The one-use token of a create form, claimed in the database (``SubmitToken``).

``submit_once`` runs the create in one transaction with the claim of the form's token.
The first post claims it and stores the page of what it created; a repeated post, or one
sent at the same moment (PostgreSQL: it waits on the unique token until the first commits;
SQLite: ``BEGIN IMMEDIATE`` makes it wait), finds the token taken and raises
``AlreadySubmitted`` with that page, so the view redirects there: one submit, one record.
"""

from __future__ import annotations

from collections.abc import Callable

from django.db import IntegrityError, transaction

from tournaments.models import SubmitToken


class AlreadySubmitted(Exception):
    """The form was sent before; ``url`` is the page of what that post created ("" when
    it created nothing to show)."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.url = url


def submit_once[T](*, token: str, create: Callable[[], T], url: Callable[[T], str]) -> T:
    """``create()`` once per ``token`` (no token: always). Raises ``AlreadySubmitted``
    when the token was claimed before; other IntegrityErrors pass on to the caller."""
    if not token:
        return create()
    try:
        with transaction.atomic():
            claim = SubmitToken.objects.create(token=token)
            made = create()
            claim.url = url(made)[:300]
            claim.save(update_fields=["url"])
            return made
    except IntegrityError:
        first = SubmitToken.objects.filter(token=token).values_list("url", flat=True).first()
        if first is None:  # not the token: a natural key the service did not catch
            raise
        raise AlreadySubmitted(first) from None
