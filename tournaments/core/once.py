"""One submit, one record (issue 37): a create form carries a one-use token.

``once_field_add`` puts a hidden ``submit_token`` (a fresh random value each time the form
is shown) on a form; ``once_token`` takes it out of the cleaned data again, so the service
never sees it. ``tournaments.audit.once.submit_once`` claims the token in the database
when the record is created: a double click or a second tab posting the same form finds it
taken and is sent to what the first post made. ``duplicate_as_error`` turns a natural key
that a concurrent post took first (a member number, an event's address) into a form
error instead of a 500.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from django import forms
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _

ONCE_FIELD = "submit_token"
TOKEN_LENGTH = 64


def once_field_add[F: forms.BaseForm](form: F) -> F:
    """Give ``form`` its hidden one-use token (kept as posted when the form is bound)."""
    form.fields[ONCE_FIELD] = forms.CharField(
        widget=forms.HiddenInput,
        required=False,
        max_length=TOKEN_LENGTH,
        initial=uuid.uuid4().hex,
    )
    return form


def once_token(form: forms.BaseForm) -> str:
    """The posted token of a valid form, taken out of its cleaned data ("" when the post
    carried none: such a post is still saved, only without the double-submit guard)."""
    value = form.cleaned_data.pop(ONCE_FIELD, "") if hasattr(form, "cleaned_data") else ""
    return str(value or "")[:TOKEN_LENGTH]


@contextmanager
def duplicate_as_error(errors: dict[str, str] | str) -> Iterator[None]:
    """Run a write in a savepoint; a unique key another post took first (IntegrityError)
    becomes ``ValidationError(errors)``, shown on the form in the user's language."""
    try:
        with transaction.atomic():
            yield
    except IntegrityError as exc:
        raise ValidationError(errors) from exc


def already_sent(request: HttpRequest, form: forms.BaseForm, url: str) -> HttpResponse | None:
    """The answer to a form sent twice: to the page of what the first post made (with a
    note), or, when there is none, ``None`` after putting an error on the form."""
    if url:
        messages.info(request, _("This form was sent already: here is what it saved."))
        return redirect(url)
    form.add_error(None, _("This form was sent already."))
    return None
