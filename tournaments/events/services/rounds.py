import datetime

from django.db import transaction

from tournaments.events.models import Event, Round, RoundStatus
from tournaments.events.services.event_guard import event_check_open


@transaction.atomic
def round_create(
    *,
    event: Event,
    number: int,
    starts_at: datetime.datetime | None = None,
    ends_at: datetime.datetime | None = None,
    status: str = RoundStatus.PLANNED,
) -> Round:
    event_check_open(event=event)
    round_ = Round(event=event, number=number, starts_at=starts_at, ends_at=ends_at, status=status)
    round_.full_clean()
    round_.save()
    return round_


@transaction.atomic
def round_status_set(*, round_: Round, status: str) -> Round:
    round_.status = status
    round_.full_clean()
    round_.save(update_fields=["status"])
    return round_
