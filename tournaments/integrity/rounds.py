"""Check the order of an event's rounds: a round is in play or closed only after every
earlier round was played (rounds start in order, ``events.services.round_lifecycle``).
A later round in play or closed while an earlier one is still planned without a hand
means the state was changed around the lifecycle (a database edit, a broken import)."""

from __future__ import annotations

from itertools import groupby

from django.db.models import Count

from tournaments.events.models import Event, Round, RoundStatus
from tournaments.integrity.verify import Issue, VerifyReport


def verify_round_order(*, event: Event | None = None, report: VerifyReport) -> VerifyReport:
    """Add an issue per round that is in play or closed while an earlier round of its
    event is unplayed (planned, no hand). One query."""
    rounds = Round.objects.select_related("event").annotate(hand_total=Count("tables__hands"))
    if event is not None:
        rounds = rounds.filter(event=event)
    ordered = rounds.order_by("event__slug", "event_id", "number")
    for _event_id, group in groupby(ordered, key=lambda r: r.event_id):
        unplayed: Round | None = None
        for round_ in group:
            played = round_.hand_total > 0 or round_.status != RoundStatus.PLANNED
            if played and unplayed is not None:
                report.issues.append(
                    Issue(
                        f"{round_.event.slug} round {round_.number}",
                        f"{RoundStatus(round_.status).value} while round {unplayed.number} "
                        "is unplayed (rounds start in order)",
                    )
                )
            elif not played and unplayed is None:
                unplayed = round_
    return report
