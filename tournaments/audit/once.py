"""One submit, one record (issue 37): a create form carries a one-use token, claimed in the
database (``SubmitToken``) in the same transaction as what the form creates.

Every create view uses the same three pieces:

* ``once_field_add(form)`` puts a hidden ``submit_token`` (a fresh random value each time
  the form is shown) on the form;
* ``create_once(form, create=..., url=...)`` runs ``create()`` with the claim of the
  form's token (taken out of the cleaned data as the form is cleaned: the service never
  sees it); the first post claims it and
  stores the page of what it made (``submit_once`` does this for any token, such as a
  signed import preview's);
* ``@once_view`` on the view answers a post whose token was claimed already (a double
  click, a second tab, a post sent at the same moment: PostgreSQL waits on the unique token
  until the first commits; SQLite's ``BEGIN IMMEDIATE`` makes it wait) by sending it to
  that page, before the form is checked again (its member number would be "taken" by now).

``duplicate_as_error`` turns a natural key that a concurrent post took first (a member
number, an event's address) into a form error instead of a 500.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, overload

from django import forms
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _

from tournaments.audit.models import SubmitToken

ONCE_FIELD = "submit_token"
TOKEN_LENGTH = 64
_TOKEN = "_once_token"  # where a cleaned form keeps its posted token

View = Callable[..., HttpResponse]


class AlreadySubmitted(Exception):
    """The form was sent before; ``url`` is the page of what that post created ("" when
    it created nothing to show)."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.url = url


def once_field_add[F: forms.BaseForm](form: F) -> F:
    """Give ``form`` its hidden one-use token (kept as posted when the form is bound). The
    token leaves the cleaned data as the form is cleaned (kept for ``create_once``), so no
    service ever sees it, however the view copies the data."""
    form.fields[ONCE_FIELD] = forms.CharField(
        widget=forms.HiddenInput,
        required=False,
        max_length=TOKEN_LENGTH,
        initial=uuid.uuid4().hex,
    )
    form_clean = form.clean

    def clean() -> Any:
        cleaned = form_clean()
        data = form.cleaned_data if cleaned is None else cleaned
        setattr(form, _TOKEN, str(data.pop(ONCE_FIELD, "") or "")[:TOKEN_LENGTH])
        return cleaned

    form.clean = clean  # type: ignore[method-assign]
    return form


def once_token(form: forms.BaseForm) -> str:
    """The posted token of a valid form ("" when the post carried none: such a post is
    still saved, only without the double-submit guard)."""
    return str(getattr(form, _TOKEN, ""))


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


def create_once[T](form: forms.BaseForm, *, create: Callable[[], T], url: Callable[[T], str]) -> T:
    """``create()`` with the claim of the valid ``form``'s token (``submit_once``); in a
    view under ``@once_view``, which answers ``AlreadySubmitted``."""
    return submit_once(token=once_token(form), create=create, url=url)


def _sent_before(request: HttpRequest, url: str) -> HttpResponse:
    if url:
        messages.info(request, _("This form was sent already: here is what it saved."))
        return redirect(url)
    messages.error(request, _("This form was sent already."))
    return redirect(request.get_full_path())


def _claimed_url(request: HttpRequest, prefix: str) -> str | None:
    name = f"{prefix}-{ONCE_FIELD}" if prefix else ONCE_FIELD
    token = str(request.POST.get(name, ""))[:TOKEN_LENGTH] if request.method == "POST" else ""
    if not token or not token.isprintable():  # a NUL is no token (PostgreSQL refuses it)
        return None
    return SubmitToken.objects.filter(token=token).values_list("url", flat=True).first()


def refused_status(request: HttpRequest) -> int:
    """The status of a form page: 422 when a post comes back to it (the form refused it),
    else 200; ``@once_view`` sends a refused repeat of a saved post to what that post made."""
    return 422 if request.method == "POST" else 200


@overload
def once_view(view: View, *, prefix: str = "") -> View: ...
@overload
def once_view(view: None = None, *, prefix: str = "") -> Callable[[View], View]: ...
def once_view(view: View | None = None, *, prefix: str = "") -> View | Callable[[View], View]:
    """A view that creates through ``create_once`` or ``submit_once``: a post whose token
    was claimed before goes to the page of what the first post made (with a note), before
    the view runs; one claimed in the meantime (``AlreadySubmitted``, or a form the first
    post's record now makes invalid) the same: so the view answers a refused post (its
    form again, with the errors) with a 4xx, 422 as a rule, never 200. ``prefix``:
    the form's prefix. Use as ``@once_view`` or ``@once_view(prefix="penalty")``."""

    def decorate(view: View) -> View:
        @functools.wraps(view)
        def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if url := _claimed_url(request, prefix):
                return _sent_before(request, url)
            try:
                response = view(request, *args, **kwargs)
            except AlreadySubmitted as done:
                return _sent_before(request, done.url)
            if response.status_code >= 400 and (url := _claimed_url(request, prefix)) is not None:
                # refused because the same post, sent at the same moment, was saved first
                # (its players are in a team now, its number is taken): send it there
                return _sent_before(request, url)
            return response

        return wrapper

    return decorate(view) if view is not None else decorate


@contextmanager
def duplicate_as_error(errors: dict[str, str] | str) -> Iterator[None]:
    """Run a write in a savepoint; a unique key another post took first (IntegrityError)
    becomes ``ValidationError(errors)``, shown on the form in the user's language."""
    try:
        with transaction.atomic():
            yield
    except IntegrityError as exc:
        raise ValidationError(errors) from exc
