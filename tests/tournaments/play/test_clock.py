"""The round clock: remaining time from the server's time, extra minutes, who may change it."""

import datetime as dt

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone

from tests.factories import MemberFactory, RoundFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import RoundStatus
from tournaments.events.services.lifecycle import round_start
from tournaments.play.selectors.clock import round_clock
from tournaments.play.services.clock import round_minutes_set, table_extra_minutes_set
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.screen import screen_round

START = dt.datetime(2026, 11, 25, 19, 30, tzinfo=dt.UTC)


@pytest.fixture
def table(club):
    round_ = RoundFactory(event__club=club, event__round_minutes=75, number=1)
    return table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))


def _started(table, *, minutes=None, extra=0):
    round_ = table.round
    round_.status, round_.started_at, round_.minutes = RoundStatus.IN_PROGRESS, START, minutes
    round_.save()
    table.extra_minutes = extra
    table.save()
    return round_


@pytest.mark.parametrize(
    ("minutes", "extra", "now_after", "remaining", "display", "is_up"),
    [
        (None, 0, dt.timedelta(0), 75 * 60, "1:15:00", False),  # the event's 75 minutes
        (None, 0, dt.timedelta(minutes=74, seconds=30), 30, "00:30", False),
        (None, 0, dt.timedelta(minutes=75), 0, "00:00", True),
        (None, 0, dt.timedelta(hours=3), 0, "00:00", True),  # never negative
        (60, 0, dt.timedelta(minutes=50), 600, "10:00", False),  # the round's own length
        (60, 7, dt.timedelta(minutes=62), 5 * 60, "05:00", False),  # a table's extra minutes
        (60, 7, dt.timedelta(minutes=67), 0, "00:00", True),
    ],
)
def test_remaining_time_is_computed_from_the_server_time(
    table, minutes, extra, now_after, remaining, display, is_up
):
    round_ = _started(table, minutes=minutes, extra=extra)
    clock = round_clock(round_=round_, table=table, now=START + now_after)
    assert clock.remaining_seconds == remaining
    assert clock.display == display
    assert clock.is_up is is_up
    assert clock.ends_at == START + dt.timedelta(minutes=(minutes or 75) + extra)


def test_the_round_clock_ignores_one_tables_extra_minutes(table):
    round_ = _started(table, extra=10)
    assert round_clock(round_=round_, now=START).ends_at == START + dt.timedelta(minutes=75)


def test_no_clock_before_the_round_starts(table):
    assert round_clock(round_=table.round) is None


def test_starting_the_round_starts_the_clock_on_server_time(table, make_user, club):
    director = make_user("referee", club=club)
    before = timezone.now()
    round_start(round_=table.round, actor=director, confirm_date=True)
    table.round.refresh_from_db()  # stored: survives a reload or a restarted server
    assert before <= table.round.started_at <= timezone.now()
    clock = round_clock(round_=table.round, now=table.round.started_at)
    assert clock.remaining_seconds == 75 * 60


@pytest.mark.parametrize(
    ("role", "allowed"),
    [("referee", True), ("club admin", True), ("scorekeeper", False), ("", False)],
)
def test_only_referees_and_admins_change_the_clock(table, make_user, club, role, allowed):
    user = make_user(*([role] if role else []), club=club)
    if allowed:
        table_extra_minutes_set(table=table, minutes=5, actor=user, reason="started late")
        round_minutes_set(round_=table.round, minutes=60, actor=user)
        table.refresh_from_db()
        table.round.refresh_from_db()
        assert (table.extra_minutes, table.round.minutes) == (5, 60)
        assert AuditEntry.objects.filter(action="table.extra_minutes", reason="started late")
    else:
        with pytest.raises(ValidationError):
            table_extra_minutes_set(table=table, minutes=5, actor=user)
        with pytest.raises(ValidationError):
            round_minutes_set(round_=table.round, minutes=60, actor=user)


@pytest.mark.parametrize(
    ("posted", "message", "extra"),
    [
        ("12", "Extra time saved.", 12),
        ("500", "Ensure this value is less than or equal to 120.", 0),
        ("-3", "Enter the minutes as a whole number.", 0),
        ("abc", "Enter the minutes as a whole number.", 0),
        ("9" * 30, "Enter the minutes as a whole number.", 0),
    ],
)
def test_extra_time_form_never_fails_with_a_500(
    client, table, make_user, club, posted, message, extra
):
    client.force_login(make_user("referee", club=club))
    event = table.round.event
    url = reverse(
        "clock_table_extra",
        kwargs={"slug": event.slug, "round_number": 1, "table_number": 1},
    )
    response = client.post(url, {"minutes": posted}, follow=True, headers={"accept-language": "en"})
    assert response.status_code == 200
    assert message in response.content.decode()
    table.refresh_from_db()
    assert table.extra_minutes == extra


def test_extra_time_view_refuses_a_scorekeeper(client, table, make_user, club):
    client.force_login(make_user("scorekeeper", club=club))
    url = reverse(
        "clock_table_extra",
        kwargs={"slug": table.round.event.slug, "round_number": 1, "table_number": 1},
    )
    assert client.post(url, {"minutes": "5"}).status_code == 403
    table.refresh_from_db()
    assert table.extra_minutes == 0


def test_table_page_shows_the_clock_with_the_server_time(client, table):
    _started(table, extra=5)
    event = table.round.event
    url = reverse("play_table", kwargs={"slug": event.slug, "round_number": 1, "table_number": 1})
    html = client.get(url, headers={"accept-language": "en"}).content.decode()
    ends = int((START + dt.timedelta(minutes=80)).timestamp())
    assert f'data-ends="{ends}"' in html
    assert "data-now=" in html
    assert "ends at" in html  # readable without JavaScript


def test_big_screen_shows_the_next_rounds_seating_table_by_table(club):
    round_ = RoundFactory(event__club=club, number=1)
    members = MemberFactory.create_batch(8, club=club)
    table_seat(round_=round_, number=1, sitters=members[:4])
    table_seat(round_=round_, number=2, sitters=members[4:])
    screen = screen_round(event=round_.event, page_size=1)
    assert screen.clock is None
    assert len(screen.seating_pages) == 2  # 2 tables, 1 a page
    tables = [table for page in screen.seating_pages for table in page]
    assert [t.number for t in tables] == [1, 2]
    assert [s.wind for s in tables[0].seats] == ["E", "S", "W", "N"]  # in seat order
    assert [s.name for s in tables[1].seats] == [m.shown_name for m in members[4:]]


SLOT_CASES = [
    # (planned slot in minutes or None, the round's own minutes, the clock's length)
    (80, None, 80),  # the seat draw's slot: the clock ends with it (not the event's 75)
    (None, None, 75),  # no slot: the event's round length
    (80, 60, 60),  # the round's own length wins
]


@pytest.mark.parametrize(("slot", "own", "length"), SLOT_CASES)
def test_the_round_clock_runs_for_the_rounds_slot(table, slot, own, length):
    round_ = table.round
    if slot is not None:
        round_.starts_at = START
        round_.ends_at = START + dt.timedelta(minutes=slot)
        round_.save()
    round_ = _started(table, minutes=own)
    clock = round_clock(round_=round_, now=START)
    assert clock.ends_at == START + dt.timedelta(minutes=length)


@pytest.mark.parametrize(
    ("posted", "valid", "kept"),
    [("60", True, 60), ("", True, 75), ("0", False, None), ("601", False, None)],
)
def test_event_form_sets_the_round_length(club, posted, valid, kept):
    from tournaments.events.forms import EventForm
    from tournaments.events.models import Event

    event = Event(club=club, round_minutes=75)
    form = EventForm(
        {"round_minutes": posted}, club=club, scorekeepers=club.members.none(), instance=event
    )
    form.is_valid()
    assert ("round_minutes" not in form.errors) is valid
    if valid:
        assert form.cleaned_data["round_minutes"] == kept


def test_club_and_event_services_store_the_clock_settings(table, club):
    from tournaments.clubs.services.clubs import club_update
    from tournaments.events.services.events import event_update

    club_update(club=club, table_link_days=3)
    event_update(event=table.round.event, round_minutes=90)
    club.refresh_from_db()
    table.round.event.refresh_from_db()
    assert (club.table_link_days, table.round.event.round_minutes) == (3, 90)


def test_a_closed_round_shows_no_clock(table):
    round_ = _started(table)
    round_.status = RoundStatus.CLOSED
    round_.save()
    assert round_clock(round_=round_, table=table, now=START) is None


@pytest.mark.parametrize(
    ("players", "pages", "columns"),
    [(0, 1, [0]), (12, 1, [1]), (13, 1, [2]), (20, 1, [2]), (21, 2, [2, 1]), (45, 3, [2, 2, 2])],
)
def test_big_screen_standings_are_paged_for_large_fields(players, pages, columns):
    from tournaments.reports.selectors.screen import standings_pages

    got = standings_pages(list(range(players)))
    assert len(got) == pages
    assert [len(page) for page in got] == columns
    assert [row for page in got for col in page for row in col] == list(range(players))
