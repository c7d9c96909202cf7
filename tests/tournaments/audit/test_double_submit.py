"""Issue 37: one submit, one record.

Every create form carries a one-use token (``tournaments.audit.once``, claimed by
``create_once``, a repeat answered by ``@once_view``). Two devices (two logged-in clients, each with its
own database connection) post the same form at the same moment from two threads: exactly
one record is made, neither answer is a 500, and the repeat is sent to what the first post
made. Posts of two different forms (two tabs) that name the same natural key (a member
number, a club evening's date) make one record and a form error, never a 500.

Runs on SQLite (``BEGIN IMMEDIATE`` makes the second writer wait) and on PostgreSQL (the
unique token, member number or slug makes it wait, then refuses it).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.tournaments.audit.page_forms import page_form
from tournaments.accounts.models import AccessLink
from tournaments.audit.models import SubmitToken
from tournaments.clubs.imports.members import member_import_preview, preview_token
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.calendar import season_evening_dates
from tournaments.events.services.registrations import participant_register
from tournaments.events.services.rounds import round_create
from tournaments.penalties.models import Penalty
from tournaments.play.services.tables import table_seat
from tournaments.rankings.models import ExternalResult
from tournaments.rankings.services.imports import external_import_preview
from tournaments.rankings.services.imports import preview_token as ranking_token
from tournaments.registration.models import Registration
from tournaments.teams.models import Team, TeamSettings
from tournaments.teams.services.teams import team_settings_set

pytestmark = pytest.mark.django_db(transaction=True)


@dataclass
class Setup:
    club: Any
    event: Any
    newcomer: Member
    admin: Any
    table: Any


@pytest.fixture
def setup(make_user) -> Setup:
    club = ClubFactory(slug="once-club", public_results=False)
    admin = make_user("club admin", club=club, username="once-admin")
    event = EventFactory(club=club, slug="once-evening", status="in_progress")
    round_ = round_create(event=event, number=1, status="in_progress")
    table = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    return Setup(club, event, MemberFactory(club=club), admin, table)


def race(clients: list[Client], url: str, posts: list[dict[str, Any]]) -> list[Any]:
    """POST ``posts[i]`` from ``clients[i]``, all at once; the answers (or the exception)."""
    barrier = threading.Barrier(len(posts))
    answers: list[Any] = [None] * len(posts)

    def run(i: int) -> None:
        from django.db import connection

        try:
            barrier.wait(timeout=10)
            answers[i] = clients[i].post(url, posts[i])
        except Exception as exc:  # a 500 raised through the test client
            answers[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(posts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    return answers


def _evenings(s: Setup) -> int:
    return Event.objects.filter(club=s.club, date__year=2027).count()


@dataclass(frozen=True)
class Form:
    url: Callable[[Setup], str]
    changes: Callable[[Setup], dict[str, Any]]
    count: Callable[[Setup], int]
    made: Callable[[Setup], int] = lambda s: 1  # records one post makes
    form_page: bool = True
    page: Callable[[Setup], str] | None = None  # where the form is (default: ``url``)


CALENDAR = {"year": "2027", "weekday": "1", "skip_months": ["7", "8"], "venue": "Buurthuis"}
TUESDAYS = len(season_evening_dates(year=2027, weekday=1, skip_months=(7, 8)))


def _table(s: Setup) -> dict[str, Any]:
    return {"slug": s.event.slug, "round_number": 1, "table_number": s.table.number}


def _import(s: Setup) -> dict[str, Any]:
    data = b"member_number;first_name;last_name\n9001;Anna;Vos\n9002;Bram;Bos\n"
    preview = member_import_preview(club=s.club, data=data, filename="members.csv")
    return {"token": preview_token(club=s.club, preview=preview)}


def _ranking_import(s: Setup) -> dict[str, Any]:
    data = (
        b"tournament,start_date,days,players,countries,qualification,player,position\n"
        b"Open,2026-03-07,1,20,1,0,Anna,3\nOpen,2026-03-07,1,20,1,0,Bram,4\n"
    )
    preview = external_import_preview(club=s.club, data=data)
    return {"token": ranking_token(club=s.club, preview=preview)}


def _registration_open(s: Setup) -> str:
    """The register page of the evening, opened for registration (issue 40)."""
    from tournaments.registration.models import RegistrationSettings

    RegistrationSettings.objects.get_or_create(event=s.event, defaults={"mode": "open"})
    return reverse("registration_register", kwargs={"slug": s.event.slug})


def _teams_page(s: Setup) -> str:
    """The team page with teams on and the table's players in the field (made once)."""
    if not TeamSettings.objects.filter(event=s.event).exists():
        participant_register(event=s.event, members=[seat.member for seat in s.table.seats.all()])
        team_settings_set(
            event=s.event,
            enabled=True,
            size_min=2,
            size_max=4,
            rule="sum",
            best_count=3,
            actor=None,
        )
    return reverse("teams_page", kwargs={"slug": s.event.slug})


def _team_players(s: Setup) -> dict[str, Any]:
    pks = EventParticipant.objects.filter(event=s.event).order_by("pk").values_list("pk", flat=True)
    return {"name": "Duo", "players": [str(pk) for pk in pks[:2]]}


FORMS: dict[str, Form] = {
    "team": Form(
        lambda s: reverse("teams_create", kwargs={"slug": s.event.slug}),
        _team_players,
        lambda s: Team.objects.filter(event=s.event, name="Duo").count(),
        page=_teams_page,
    ),
    "add member": Form(
        lambda s: reverse("member_add", kwargs={"club_slug": s.club.slug}),
        lambda s: {"first_name": "Anna", "last_name": "Vos", "member_number": "7001"},
        lambda s: Member.objects.filter(club=s.club, member_number="7001").count(),
    ),
    "member import": Form(
        lambda s: reverse("member_import_confirm", kwargs={"slug": s.club.slug}),
        _import,
        lambda s: Member.objects.filter(club=s.club, member_number__in=["9001", "9002"]).count(),
        made=lambda s: 2,
        form_page=False,
    ),
    "ranking import": Form(
        lambda s: reverse("rankings_import_confirm", kwargs={"slug": s.club.slug}),
        _ranking_import,
        lambda s: ExternalResult.objects.filter(club=s.club).count(),
        made=lambda s: 2,
        form_page=False,
    ),
    "new event": Form(
        lambda s: reverse("event_add", kwargs={"slug": s.club.slug}) + "?kind=tournament",
        lambda s: {"name": "Voorjaarstoernooi", "date": "2027-04-10"},
        lambda s: Event.objects.filter(club=s.club, name="Voorjaarstoernooi").count(),
    ),
    "calendar": Form(
        lambda s: reverse("club_calendar", kwargs={"slug": s.club.slug}),
        lambda s: CALENDAR,
        _evenings,
        made=lambda s: TUESDAYS,
    ),
    "add players": Form(
        lambda s: reverse("seating_participants", kwargs={"slug": s.event.slug}),
        lambda s: {"members": [str(s.newcomer.pk)], "guests": "Gast Een"},
        lambda s: EventParticipant.objects.filter(event=s.event).count(),
        made=lambda s: 2,
    ),
    "invitation": Form(
        lambda s: reverse("member_invite", kwargs={"club_slug": s.club.slug, "pk": s.newcomer.pk}),
        lambda s: {"role": "scorekeeper"},
        lambda s: AccessLink.objects.filter(member=s.newcomer).count(),
    ),
    "penalty": Form(
        lambda s: reverse("play_penalty_give", kwargs=_table(s)),
        lambda s: {
            "penalty-seat": str(s.table.seats.order_by("position").first().pk),
            "penalty-points": "5",
            "penalty-reason": "other",
        },
        lambda s: Penalty.objects.filter(table=s.table).count(),
        page=lambda s: reverse("play_table", kwargs=_table(s)),
    ),
    # issue 40: the club admin registers for the evening with one tap
    "registration": Form(
        _registration_open,
        lambda s: {},
        lambda s: Registration.objects.filter(event=s.event).count(),
    ),
}


def _clients(s: Setup) -> list[Client]:
    clients = [Client(), Client()]
    for c in clients:
        c.force_login(s.admin)
    return clients


def _form(client: Client, s: Setup, form: Form) -> tuple[str, dict[str, Any]]:
    url = form.url(s)
    data: dict[str, Any] = {}
    if form.form_page:
        page = client.get(form.page(s) if form.page else url)
        assert page.status_code == 200
        data = page_form(page.content.decode(), url.split("?")[0])
        tokens = [v for k, v in data.items() if k.endswith("submit_token")]
        assert tokens and tokens[0][0], "the form carries no one-use token"
    return url, {**data, **form.changes(s)}


def _no_500(answers: list[Any]) -> list[Any]:
    wrong = [a for a in answers if isinstance(a, Exception) or a.status_code >= 500]
    assert not wrong, wrong
    return answers


@pytest.mark.parametrize("name", sorted(FORMS))
def test_the_same_form_posted_twice_at_once_makes_one_record(name, setup):
    form = FORMS[name]
    clients = _clients(setup)
    url, data = _form(clients[0], setup, form)
    before = form.count(setup)
    answers = _no_500(race(clients, url, [data, data]))
    assert form.count(setup) - before == form.made(setup)
    assert [a.status_code for a in answers] == [302, 302]  # the repeat: to the first's result
    assert SubmitToken.objects.count() == 1


@pytest.mark.parametrize("name", sorted(FORMS))
def test_a_form_sent_again_later_is_sent_to_what_it_made(name, setup):
    form = FORMS[name]
    client = _clients(setup)[0]
    url, data = _form(client, setup, form)
    first = client.post(url, data)
    again = client.post(url, data)
    assert (first.status_code, again.status_code) == (302, 302)
    assert form.count(setup) == form.made(setup)
    assert "/" in again["Location"]


@pytest.mark.parametrize("name", ["add member", "calendar", "add players"])
def test_two_forms_naming_the_same_record_at_once_make_it_once(name, setup):
    """Two tabs (two tokens): the member number, the evening's date or the player is a
    natural key; the second post gets a form error (or finds nothing left to add)."""
    form = FORMS[name]
    clients = _clients(setup)
    posts = [_form(c, setup, form) for c in clients]
    url = posts[0][0]
    answers = _no_500(race(clients, url, [posts[0][1], posts[1][1]]))
    assert form.count(setup) == form.made(setup)
    assert sorted(a.status_code for a in answers) in ([302, 422], [302, 302])


@pytest.mark.parametrize("name", sorted(name for name, form in FORMS.items() if form.form_page))
def test_a_repeat_whose_form_meets_the_first_posts_record_goes_to_it(name, setup, monkeypatch):
    """The race work stealing met (made certain here for every form): the repeat's token
    check runs before the first post commits, its form check after, when the first post's
    record may make the form refuse it (the member number is taken, the players are in).
    The answer is still the first post's page, never the form again with an error."""
    from tournaments.audit import once

    form = FORMS[name]
    first_device, second_device = _clients(setup)
    url, data = _form(first_device, setup, form)
    real_claimed_url = once._claimed_url
    first: list[Any] = []

    def first_post_commits_after_the_check(request, prefix):
        claimed = real_claimed_url(request, prefix)
        if not first:
            first.append(None)
            first[0] = first_device.post(url, data)
        return claimed

    monkeypatch.setattr(once, "_claimed_url", first_post_commits_after_the_check)
    repeat = second_device.post(url, data)
    assert first[0].status_code == 302
    assert repeat.status_code == 302, repeat.content.decode()[:300]
    assert form.count(setup) == form.made(setup)
    assert SubmitToken.objects.count() == 1


def test_two_operators_adding_the_same_club_at_once_make_it_once(make_user):
    """The site's "add a club" (issue 37): two posts naming the same address at the same
    moment make one club; the other gets a form error, never a 500."""
    from tournaments.clubs.models import Club

    operator = make_user(username="beheer", is_superuser=True, is_staff=True)
    clients = [Client(), Client()]
    for c in clients:
        c.force_login(operator)
    data = {
        "club_name": "De Oostwind",
        "slug": "oostwind",
        "language": "nl",
        "default_ruleset": "nmb",
    }
    answers = _no_500(race(clients, reverse("site_club_add"), [data, data]))
    assert Club.objects.filter(slug="oostwind").count() == 1
    assert sorted(a.status_code for a in answers) == [200, 302]


def test_a_post_the_first_made_invalid_meanwhile_is_sent_to_its_result(setup, monkeypatch):
    """The race CI met on PostgreSQL, made certain: the second post passes the token check,
    then the first post commits its team before the second reads the free players; the
    second's form (its players are taken now) is not a 422 but the first's result."""
    from tournaments.audit.once import submit_once
    from tournaments.teams.services.teams import team_create
    from tournaments.teams.views import pages

    client = _clients(setup)[0]
    url, data = _form(client, setup, FORMS["team"])
    token = next(v for k, v in data.items() if k.endswith("submit_token"))
    token = token[0] if isinstance(token, list) else token
    players = list(EventParticipant.objects.filter(pk__in=data["players"]))
    real_team_page = pages.team_page

    def first_post_commits_meanwhile(*, event):
        if not Team.objects.filter(event=event).exists():
            submit_once(
                token=token,
                create=lambda: team_create(event=event, name="Duo", players=players, actor=None),
                url=lambda made: reverse("teams_page", kwargs={"slug": event.slug}),
            )
        return real_team_page(event=event)

    monkeypatch.setattr(pages, "team_page", first_post_commits_meanwhile)
    answer = client.post(url, data)
    assert answer.status_code == 302
    assert answer["Location"] == reverse("teams_page", kwargs={"slug": setup.event.slug})
    assert Team.objects.filter(event=setup.event, name="Duo").count() == 1
