"""A create form's one-use token (``SubmitToken``) is kept 30 days, then
``manage.py prune_submit_tokens`` deletes it; newer tokens still stop a repeated post."""

import datetime
import io

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from tournaments.audit.models import SubmitToken
from tournaments.audit.services import submit_tokens_prune

pytestmark = pytest.mark.django_db

NOW = timezone.now()


def _token(name: str, days_old: float) -> None:
    token = SubmitToken.objects.create(token=name, url="/x/")
    when = NOW - datetime.timedelta(days=days_old)
    SubmitToken.objects.filter(pk=token.pk).update(created_at=when)


@pytest.mark.parametrize(
    ("days", "kept"),
    [
        (30, {"today", "last-week", "29-days"}),
        (5, {"today"}),
        (400, {"today", "last-week", "29-days", "31-days", "last-year"}),
    ],
)
def test_tokens_older_than_the_days_are_deleted(days, kept):
    for name, age in [
        ("today", 0),
        ("last-week", 7),
        ("29-days", 29),
        ("31-days", 31),
        ("last-year", 365),
    ]:
        _token(name, age)
    deleted = submit_tokens_prune(days=days, now=NOW)
    assert set(SubmitToken.objects.values_list("token", flat=True)) == kept
    assert deleted == 5 - len(kept)


def test_the_command_prunes_and_says_how_many():
    _token("old", 40)
    _token("new", 1)
    out = io.StringIO()
    call_command("prune_submit_tokens", stdout=out)
    assert "1 form token(s) deleted." in out.getvalue()
    assert list(SubmitToken.objects.values_list("token", flat=True)) == ["new"]


def test_the_command_refuses_zero_days():
    _token("new", 1)
    with pytest.raises(CommandError):
        call_command("prune_submit_tokens", "--days", "0")
    assert SubmitToken.objects.count() == 1
