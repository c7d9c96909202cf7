"""``manage.py verify`` for events in stages: the stages cover the event's rounds, each
cut's field has the size the stage asks (more only when a tie was shared), and nobody
sits in a later stage's rounds who did not make its cut."""

from __future__ import annotations

from collections import defaultdict

from tournaments.events.models import Event
from tournaments.integrity.verify import Issue, VerifyReport
from tournaments.play.models import Seat
from tournaments.stages.models import Stage


def _seated(event: Event) -> dict[int, set[str]]:
    """Per round number, the standings' keys of the players seated in it."""
    seated: dict[int, set[str]] = defaultdict(set)
    rows = Seat.objects.filter(round__event=event).values_list(
        "round__number", "member_id", "guest_name", "substitute_for_id", "substitute_for_guest"
    )
    for number, member_id, guest_name, absent_id, absent_guest in rows:
        who = absent_id or (None if absent_guest else member_id)
        seated[number].add(f"m{who}" if who is not None else f"g:{absent_guest or guest_name}")
    return seated


def stage_issues(event: Event) -> list[Issue]:
    stages = list(Stage.objects.filter(event=event).order_by("order").prefetch_related("entrants"))
    if not stages:
        return []
    issues = []
    where = f"{event.slug} stages"
    if sum(s.rounds for s in stages) != event.round_count:
        issues.append(
            Issue(
                where,
                f"the stages play {sum(s.rounds for s in stages)} rounds, "
                f"the event {event.round_count}",
            )
        )
    seated, first = _seated(event), 1
    for stage in stages:
        numbers = range(first, first + stage.rounds)
        first += stage.rounds
        if stage.order == 1:
            continue
        keys = {e.player_key for e in stage.entrants.all()}
        at = f"{where} {stage.order} ({stage.name})"
        if stage.cut_made_at is None:
            if any(seated.get(n) for n in numbers):
                issues.append(Issue(at, "rounds seated before the cut was made"))
            continue
        shared = any(e.via == "shared" for e in stage.entrants.all())
        size = stage.field_size or 0
        if len(keys) < size or (len(keys) > size and not shared):
            issues.append(Issue(at, f"the cut let {len(keys)} players through, not {size}"))
        for number in numbers:
            strangers = seated.get(number, set()) - keys
            if strangers:
                issues.append(
                    Issue(
                        at,
                        f"round {number} seats {len(strangers)} player(s) who did not make the cut",
                    )
                )
    return issues


def verify_stages(*, event: Event | None, report: VerifyReport) -> VerifyReport:
    events = [event] if event is not None else Event.objects.filter(stages__isnull=False).distinct()
    for one in events:
        report.issues.extend(stage_issues(one))
    return report
