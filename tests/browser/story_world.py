"""The story's world at its seams, made in Python (tests/browser/test_story.py).

The story is split where the tournament day has a natural pause: the field drawn, the
first round closed. Each later part starts from the state the earlier part reached in the
browser, made here in a fraction of a second by the same services the pages call (the
hands by the table page's own view, through Django's test client): the earlier part has
proved the clicks, the later one need not repeat them. Each builder checks it reached the
state the earlier part asserts at its end.
"""

from __future__ import annotations

import datetime

from django.db.models import F
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.browser.story_steps import EARLY, GUEST, Day, players, seat_at, table
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.events.models import EventParticipant, Round
from tournaments.events.services.round_lifecycle import round_start
from tournaments.penalties.reasons import reasons_for
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.selectors.table_links import seat_code
from tournaments.play.services.round_close import round_close
from tournaments.play.services.table_links import table_confirm_by_code
from tournaments.registration.models import Registration
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import (
    Details,
    registration_create,
    registration_offer_accept,
)
from tournaments.registration.services.staff import registration_staff_cancel, registration_withdraw
from tournaments.seat_draws.services.draws import seat_draw_create
from tournaments.stages.services.plan import StagePlan, stage_plan_save


def director_user(day: Day):
    return day.members["Bea Bos"].club.members.get(user__username="director").user


def drawn(day: Day) -> str:
    """The end of the first part: Hanna, Kees (a guest) and Wim registered, Bea cancelled
    and Cor withdrawn, the offers accepted, the field made and checked in, two qualification
    rounds and a final of 4, the qualification drawn. Kees's personal link is returned."""
    director = director_user(day)
    event = day.event
    registration_create(event=event, member=day.members["Hanna Hoek"])
    details = Details(name=GUEST, email="kees@example.org", ema_number="04049999", country="NL")
    kees, token = registration_create(event=event, details=details)
    wim, _token = registration_create(event=event, member=day.members["Wim Wolters"])
    for name, end, reason in (
        ("Bea Bos", registration_staff_cancel, "ziek"),
        ("Cor Claes", registration_withdraw, "afgemeld"),
    ):
        registration = Registration.objects.get(event=event, member=day.members[name])
        end(registration=registration, reason=reason, actor=director)
    for registration in (kees, wim):
        registration.refresh_from_db()
        registration_offer_accept(registration=registration)
    registration_players_make(event=event, actor=director)
    assert players(event) == sorted([*EARLY[:1], *EARLY[3:], "Hanna Hoek", "Wim Wolters", GUEST])
    for participant in EventParticipant.objects.filter(event=event):
        participant_check_in(participant=participant, actor=director)
    with translation.override("nl"):
        plans = [
            StagePlan("Kwalificatie", 2, None, "none", "drawn"),
            StagePlan("Finale", 1, 4, "none", "fixed"),
        ]
    stage_plan_save(event=event, plans=plans, actor=director)
    seat_draw_create(event=event, seed=42, actor=director)
    assert table(day, 2, 2).seats.count() == 4
    return reverse("registration_personal", kwargs={"token": token})


def round_started(day: Day, number: int) -> None:
    round_start(round_=Round.objects.get(event=day.event, number=number), actor=director_user(day))


def quick_hands(day: Day, round_number: int, tables: tuple[int, ...], points: int = 9) -> None:
    """South wins on West's discard at each of ``tables``: the table page's quick entry,
    posted to its own view."""
    client = Client()
    client.force_login(director_user(day))
    for number in tables:
        kwargs = {"slug": day.event.slug, "round_number": round_number, "table_number": number}
        data = {
            "mode": "quick",
            "kind": "win",
            "winner": "S",
            "discarder": "W",
            "points_S": str(points),
            "number": 1,
        }
        response = client.post(reverse("play_hand_create", kwargs=kwargs), data)
        assert response.status_code == 302, response.content.decode()[:2000]


def round_closed(day: Day, number: int) -> None:
    round_close(round_=Round.objects.get(event=day.event, number=number), actor=director_user(day))


def time_runs_out(day: Day, number: int) -> None:
    """The round's clock passes its end (the test moves its start back by its length)."""
    round_ = Round.objects.get(event=day.event, number=number)
    Round.objects.filter(pk=round_.pk).update(
        started_at=F("started_at") - datetime.timedelta(minutes=round_.length_minutes + 1)
    )


def round_one_played(day: Day) -> None:
    """The end of the second part: round 1 started, a hand at both tables, 10 penalty
    points at table 1 (its fourth seat), time up, table 1 confirmed by its first seat with
    the seat code, the round closed."""
    round_started(day, 1)
    round_one_finished(day)


def round_one_finished(day: Day) -> None:
    """Round 1 (started) played and closed as the second part does."""
    quick_hands(day, 1, (1, 2))
    seat = seat_at(day, 1, 1, 3)
    reason = reasons_for(day.event.ruleset)[0][0]
    t = table(day, 1, 1)
    penalty_give(table=t, seat_id=seat.pk, points=10, reason=reason, actor=director_user(day))
    time_runs_out(day, 1)
    first = seat_at(day, 1, 1, 0)
    table_confirm_by_code(
        table=t, seat_id=first.pk, code=seat_code(seat_id=first.pk, event=day.event)
    )
    round_closed(day, 1)
