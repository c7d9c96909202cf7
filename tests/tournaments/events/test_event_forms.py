"""Club admins plan events and keep members on the site, without the Django admin: every
way of creating an event carries the club's house rules, bad input gets a clear Dutch
message and writes nothing, and only club admins may do it."""

import datetime

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from tests.factories import MemberFactory, RoundFactory
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.clubs.services.clubs import club_update
from tournaments.events.models import Event, EventKind
from tournaments.events.services.events import event_create
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.seat_draws.selectors.field import members_available
from tournaments.transfer import dumps, event_export, event_import, loads

pytestmark = pytest.mark.django_db

HOUSE_RULES = {"round_to_tens": "nearest", "flowers": True}


@pytest.fixture
def admin(client, make_user, club):
    client.force_login(make_user("club admin", club=club, username="director"))
    return client


def event_form(**changes) -> dict:
    data = {
        "kind": "club_evening",
        "name": "Clubavond",
        "date": "2026-12-01",
        "start_time": "19:30",
        "end_time": "23:00",
        "venue": "Buurthuis",
        "ruleset": "nmb",
        "round_count": "2",
        "table_policy": "five_player",
    }
    return {**data, **changes}


def member_form(**changes) -> dict:
    data = {
        "first_name": "Gerda",
        "surname_prefix": "de",
        "last_name": "Boer",
        "member_number": "501",
        "ema_number": "",
        "country": "NL",
        "joined_on": "2024-09-01",
        "adult": "on",
    }
    return {**data, **changes}


# -- every creation path snapshots the club's house rules ------------------------------


def by_service(client, club) -> Event:
    return event_create(club=club, name="Avond", date=datetime.date(2026, 12, 1))


def by_page(client, club) -> Event:
    response = client.post(reverse("event_add", kwargs={"slug": club.slug}), event_form())
    assert response.status_code == 302, response.context["form"].errors
    return Event.objects.get(club=club, name="Clubavond")


def by_calendar(client, club) -> Event:
    data = {
        "year": "2026",
        "weekday": "1",
        "start_time": "19:30",
        "end_time": "23:00",
        "skip_months": [str(m) for m in range(1, 12)],
        "venue": "",
        "round_count": "2",
    }
    response = client.post(reverse("club_calendar", kwargs={"slug": club.slug}), data)
    assert response.status_code == 302, response.context["form"].errors
    return Event.objects.filter(club=club).first()


def by_django_admin(client, club) -> Event:
    client.force_login(get_user_model().objects.create_superuser("root", "r@example.org", "pw"))
    data = {
        "club": str(club.pk),
        "season": "",
        "kind": "club_evening",
        "name": "Adminavond",
        "slug": "adminavond",
        "date": "2026-12-01",
        "start_time": "",
        "end_time": "",
        "venue": "",
        "ruleset": "nmb",
        "round_count": "2",
        "status": "planned",
        "table_policy": "five_player",
        "rounds-TOTAL_FORMS": "0",
        "rounds-INITIAL_FORMS": "0",
        "rounds-MIN_NUM_FORMS": "0",
        "rounds-MAX_NUM_FORMS": "1000",
    }
    response = client.post("/admin/tournaments/event/add/", data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    return Event.objects.get(slug="adminavond")


def by_import(client, club) -> Event:
    """An event file without a snapshot of its own (one written by hand, say)."""
    source = event_create(club=club, name="Bron", date=datetime.date(2026, 12, 1), slug="bron")
    data = loads(dumps(event_export(event=source)))
    del data["event"]["ruleset_options"]
    data["event"]["slug"] = "geimporteerd"
    return event_import(data=data).event


@pytest.mark.parametrize("create", [by_service, by_page, by_calendar, by_django_admin, by_import])
def test_every_way_of_creating_an_event_carries_the_house_rules(admin, club, create):
    club_update(club=club, default_ruleset_options=HOUSE_RULES)
    event = create(admin, club)
    assert event.ruleset == "nmb"
    assert event.ruleset_options == HOUSE_RULES


def test_another_ruleset_starts_from_its_rule_book(admin, club):
    club_update(club=club, default_ruleset_options=HOUSE_RULES)
    admin.post(reverse("event_add", kwargs={"slug": club.slug}), event_form(ruleset="mcr"))
    assert Event.objects.get(club=club).ruleset_options == {}


def test_the_django_admin_shows_the_snapshot_read_only_and_saves_through_the_service(admin, club):
    club_update(club=club, default_ruleset_options=HOUSE_RULES)
    event = by_django_admin(admin, club)
    page = admin.get(f"/admin/tournaments/event/{event.pk}/change/").text
    assert 'name="ruleset_options"' not in page
    assert 'name="status"' not in page  # the lifecycle's buttons move it, not the admin
    assert reverse("event_house_rules", kwargs={"slug": event.slug}) in page
    response = admin.post(
        f"/admin/tournaments/event/{event.pk}/change/",
        {**by_admin_data(event), "name": "Nieuwe naam", "status": "finished"},
    )
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.name == "Nieuwe naam" and event.ruleset_options == HOUSE_RULES
    assert event.status == "planned"
    assert AuditEntry.objects.filter(action="event.update", object_id=str(event.pk)).exists()


def by_admin_data(event: Event) -> dict:
    return {
        "club": str(event.club_id),
        "season": "",
        "kind": event.kind,
        "name": event.name,
        "slug": event.slug,
        "date": event.date.isoformat(),
        "start_time": "",
        "end_time": "",
        "venue": "",
        "ruleset": event.ruleset,
        "round_count": str(event.round_count),
        "status": event.status,
        "table_policy": event.table_policy,
        "rounds-TOTAL_FORMS": "0",
        "rounds-INITIAL_FORMS": "0",
        "rounds-MIN_NUM_FORMS": "0",
        "rounds-MAX_NUM_FORMS": "1000",
    }


def test_the_django_admin_refuses_too_many_rounds(admin, club):
    event = by_django_admin(admin, club)
    response = admin.post(
        f"/admin/tournaments/event/{event.pk}/change/",
        {**by_admin_data(event), "round_count": "40"},
    )
    assert response.status_code == 200
    assert "Kies tussen 1 en 12 rondes." in response.text
    event.refresh_from_db()
    assert event.round_count == 2


# -- the event page: create, edit, errors ----------------------------------------------


def test_a_new_event_lands_in_the_season_of_its_year_with_its_scorekeepers(admin, club, make_user):
    keeper = make_user("scorekeeper", club=club, username="keeper", first_name="Kim")
    make_user("scorekeeper", username="elsewhere")  # not a member of this club
    page = admin.get(reverse("event_add", kwargs={"slug": club.slug}) + "?kind=tournament").text
    assert "Kim" in page and "elsewhere" not in page
    response = admin.post(
        reverse("event_add", kwargs={"slug": club.slug}),
        event_form(
            kind="tournament",
            name="Voorjaarstoernooi",
            round_count="4",
            scorekeepers=[str(keeper.pk)],
        ),
    )
    assert response.status_code == 302
    event = Event.objects.get(name="Voorjaarstoernooi")
    assert event.kind == EventKind.TOURNAMENT and event.round_count == 4
    assert event.season.year == 2026 and event.season.club == club
    assert list(event.scorekeepers.all()) == [keeper]
    assert response.url == event.get_absolute_url()


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"round_count": "0"}, "Kies tussen 1 en 12 rondes."),
        ({"round_count": "13"}, "Kies tussen 1 en 12 rondes."),
        ({"round_count": "veel"}, "Voer een geheel getal in."),
        ({"end_time": "18:00"}, "Het evenement moet eindigen na de begintijd."),
        ({"name": ""}, "Dit veld is verplicht."),
        ({"date": "31-02-2026"}, "Voer een geldige datum in."),
        ({"ruleset": "poker"}, "is geen beschikbare keuze"),
    ],
)
def test_event_form_errors_are_dutch_and_write_nothing(admin, club, changes, message):
    response = admin.post(reverse("event_add", kwargs={"slug": club.slug}), event_form(**changes))
    assert response.status_code == 422
    assert message in response.text
    assert not Event.objects.exists()


def test_editing_an_event_changes_it_and_is_audited(admin, club):
    event = by_service(admin, club)
    response = admin.post(
        reverse("event_edit", kwargs={"slug": event.slug}),
        event_form(name="Kerstavond", date="2026-12-22", round_count="3"),
    )
    assert response.status_code == 302
    event.refresh_from_db()
    assert (event.name, event.date, event.round_count) == (
        "Kerstavond",
        datetime.date(2026, 12, 22),
        3,
    )
    assert AuditEntry.objects.filter(action="event.update").count() == 1


def test_the_event_sets_who_enters_and_who_accepts_the_hands(admin, club):
    event = by_service(admin, club)
    url = reverse("event_edit", kwargs={"slug": event.slug})
    page = admin.get(url).text
    assert "De spelers voeren hun eigen tafel in met hun plaatscodes" in page
    admin.post(url, event_form(hand_entry_by="players", hand_acceptance="hand"))
    event.refresh_from_db()
    assert (event.hand_entry_by, event.hand_acceptance) == ("players", "hand")
    update = AuditEntry.objects.filter(action="event.update").get()
    assert update.after["hand_acceptance"] == "hand" and update.before["hand_acceptance"] == "table"
    admin.post(url, event_form(name="Zonder de opties"))  # an older form: the choice stays
    event.refresh_from_db()
    assert (event.hand_entry_by, event.hand_acceptance) == ("players", "hand")


def test_the_ruleset_of_an_event_with_hands_cannot_change(admin, club):
    round_ = RoundFactory(event__club=club, event__ruleset="hk", number=1)
    event = round_.event
    table = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    hand_enter(table=table, entry={"result": {"kind": "draw"}})
    url = reverse("event_edit", kwargs={"slug": event.slug})
    response = admin.post(url, event_form(ruleset="nmb", date=event.date.isoformat()))
    assert response.status_code == 200
    assert "de spelregels kunnen niet meer veranderen" in response.text
    event.refresh_from_db()
    assert event.ruleset == "hk"


def test_the_ruleset_of_an_event_without_hands_changes_with_the_clubs_rules(admin, club):
    club_update(club=club, default_ruleset_options=HOUSE_RULES)
    event = event_create(club=club, name="Avond", date=datetime.date(2026, 12, 1), ruleset="mcr")
    assert event.ruleset_options == {}
    admin.post(reverse("event_edit", kwargs={"slug": event.slug}), event_form(ruleset="nmb"))
    event.refresh_from_db()
    assert event.ruleset == "nmb" and event.ruleset_options == HOUSE_RULES


# -- members --------------------------------------------------------------------------


def test_adding_a_member(admin, club):
    url = reverse("member_add", kwargs={"club_slug": club.slug})
    club.members.update(member_number="041")  # the director's
    assert 'value="042"' in admin.get(url).text  # the next free member number is offered
    response = admin.post(url, member_form(add_another="1"))
    assert response.status_code == 302 and response.url == url
    member = Member.objects.get(member_number="501")
    assert (member.first_name, member.surname_prefix, member.last_name) == ("Gerda", "de", "Boer")
    assert member.adult and member.active


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"first_name": ""}, "Dit veld is verplicht."),
        ({"ema_number": "123"}, "Een EMA-nummer heeft 8 cijfers."),
        ({"country": "N1"}, "Gebruik een landcode van twee letters"),
        ({"member_number": "1"}, "bestaat al"),  # the director's own member number
    ],
)
def test_member_form_errors_are_dutch_and_write_nothing(admin, club, changes, message):
    before = Member.objects.count()
    club.members.update(member_number="1")
    response = admin.post(
        reverse("member_add", kwargs={"club_slug": club.slug}), member_form(**changes)
    )
    assert response.status_code == 422
    assert message in response.text
    assert Member.objects.count() == before


def test_editing_and_deactivating_a_member_who_played(admin, club, seated_table):
    member = seated_table.seats.first().member
    edit = reverse("member_edit", kwargs={"club_slug": club.slug, "pk": member.pk})
    response = admin.post(
        edit, member_form(first_name="Gerdien", member_number=member.member_number, active="on")
    )
    assert response.status_code == 302
    member.refresh_from_db()
    assert member.full_name == "Gerdien de Boer"

    active = reverse("member_active", kwargs={"club_slug": club.slug, "pk": member.pk})
    response = admin.post(active, {"active": "0"})
    assert response.status_code == 302
    member.refresh_from_db()
    assert not member.active
    assert member.seats.count() == 1  # history stays
    event = seated_table.round.event
    assert member not in members_available(event=event)
    admin.post(active, {"active": "1"})
    member.refresh_from_db()
    assert member.active


# -- who may, and where the links are --------------------------------------------------


@pytest.mark.parametrize("role", ["scorekeeper", "referee", None])
def test_only_club_admins_add_and_edit(client, make_user, club, role):
    client.force_login(make_user(*([role] if role else []), club=club))
    event = event_create(club=club, name="Avond", date=datetime.date(2026, 12, 1))
    member = club.members.first()
    urls = [
        reverse("event_add", kwargs={"slug": club.slug}),
        reverse("event_edit", kwargs={"slug": event.slug}),
        reverse("member_add", kwargs={"club_slug": club.slug}),
        reverse("member_edit", kwargs={"club_slug": club.slug, "pk": member.pk}),
    ]
    for url in urls:
        assert client.get(url).status_code == 403, url
        assert client.post(url, {**event_form(), **member_form()}).status_code == 403, url
    active = reverse("member_active", kwargs={"club_slug": club.slug, "pk": member.pk})
    assert client.post(active, {"active": "0"}).status_code == 403
    assert Event.objects.count() == 1 and Member.objects.get(pk=member.pk).active
    page = client.get(club.get_absolute_url()).text
    assert reverse("event_add", kwargs={"slug": club.slug}) not in page


def test_a_director_finds_new_evening_tournament_and_member_on_the_club_page(admin, club):
    page = admin.get(club.get_absolute_url()).text
    add_event = reverse("event_add", kwargs={"slug": club.slug})
    assert f"{add_event}?kind=club_evening" in page
    assert f"{add_event}?kind=tournament" in page
    assert reverse("member_add", kwargs={"club_slug": club.slug}) in page


def test_the_event_page_links_everything_of_the_event(admin, club):
    event = event_create(club=club, name="Avond", date=datetime.date(2026, 12, 1))
    page = admin.get(event.get_absolute_url()).text
    for name in (
        "seating_draw",
        "reports_event_standings",
        "print_event",
        "event_house_rules",
        "event_edit",
        "seating_participants",
    ):
        assert reverse(name, kwargs={"slug": event.slug}) in page, name
    assert 'href="#tables"' in page and 'id="tables"' in page
