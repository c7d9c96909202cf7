"""The one-use token of a create form, claimed in the database (``SubmitToken``).

``submit_once`` runs the create in one transaction with the claim of the form's token.
The first post claims it and stores the page of what it created; a repeated post, or one
sent at the same moment (PostgreSQL: it waits on the unique token until the first commits;
SQLite: ``BEGIN IMMEDIATE`` makes it wait), finds the token taken and raises
``AlreadySubmitted`` with that page, so the view redirects there: one submit, one record.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _

from tournaments.audit.models import SubmitToken
from tournaments.core.once import ONCE_FIELD, TOKEN_LENGTH


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


def submitted_before(request: HttpRequest, prefix: str = "") -> HttpResponse | None:
    """A POST whose form token was claimed already (sent again after it was saved): the
    answer that sends it to what the first post made, before the form is checked again
    (its member number or players would be "taken" by now). None otherwise."""
    name = f"{prefix}-{ONCE_FIELD}" if prefix else ONCE_FIELD
    token = str(request.POST.get(name, ""))[:TOKEN_LENGTH] if request.method == "POST" else ""
    url = (
        SubmitToken.objects.filter(token=token).values_list("url", flat=True).first()
        if token
        else None
    )
    if not url:
        return None
    messages.info(request, _("This form was sent already: here is what it saved."))
    return redirect(url)
