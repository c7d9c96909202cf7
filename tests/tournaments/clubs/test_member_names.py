"""A member's surname prefix (tussenvoegsel) is kept apart and one sort key orders people
the same way everywhere (lists, the draw, standings, exports): "Gerda de Boer" and
"Piet van der Berg" under B, after "Jan Aalders"."""

import datetime

import pytest
from django.urls import reverse

from tests.factories import MemberFactory, RoundFactory
from tournaments.clubs.imports.members import member_import, member_import_preview
from tournaments.clubs.models import Member
from tournaments.clubs.names import display_name, sort_name, split_surname
from tournaments.clubs.services.members import member_create
from tournaments.events.selectors.participants import event_participants
from tournaments.events.services.registrations import participant_register
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.members import member_list
from tournaments.reports.selectors.results import event_report
from tournaments.seat_draws.selectors.by_player import seating_by_player
from tournaments.seat_draws.selectors.field import members_available

# (first name, prefix, last name), in the order every list must show them
PEOPLE = [
    ("Jan", "", "Aalders"),
    ("Piet", "van der", "Berg"),
    ("Gerda", "de", "Boer"),
    ("Anna", "", "Boer"),  # same last name: first names decide ("Anna" before "Gerda")
    ("Kees", "", "Bakkerveld"),
    ("Els", "", "de Groot"),  # written in the last name with a lower-case "de": sorted under d
    ("Wim", "", "Zijlstra"),
]
EXPECTED = [
    "Jan Aalders",
    "Kees Bakkerveld",  # "Bakkerveld" < "Berg": the last name decides, not the prefix
    "Piet van der Berg",
    "Anna Boer",
    "Gerda de Boer",
    "Els de Groot",
    "Wim Zijlstra",
]


@pytest.mark.parametrize(
    ("text", "prefix", "last"),
    [
        ("de Boer", "de", "Boer"),
        ("van der Berg", "van der", "Berg"),
        ("van 't Hof", "van 't", "Hof"),
        ("Aalders", "", "Aalders"),
        ("De Smet", "", "De Smet"),  # a capital "De" is part of the (Flemish) last name
        ("van", "", "van"),  # at least one word stays the last name
        ("  ter   Horst ", "ter", "Horst"),
        ("", "", ""),
    ],
)
def test_split_surname(text, prefix, last):
    assert split_surname(text) == (prefix, last)


@pytest.mark.parametrize(
    ("parts", "written"),
    [
        (("Gerda", "de", "Boer"), "Gerda de Boer"),
        (("Piet", "van der", "Berg"), "Piet van der Berg"),
        (("Jan", "", "Aalders"), "Jan Aalders"),
    ],
)
def test_display_name(parts, written):
    assert display_name(*parts) == written


def test_sort_name_orders_on_last_name_then_first_name():
    names = sorted(PEOPLE, key=lambda p: sort_name(*p))
    assert [display_name(*p) for p in names] == EXPECTED


@pytest.mark.django_db
def test_database_lists_use_the_same_order(club):
    members = [
        MemberFactory(club=club, first_name=f, surname_prefix=p, last_name=last)
        for f, p, last in reversed(PEOPLE)
    ]
    assert [m.full_name for m in member_list(club=club)] == EXPECTED
    assert [m.full_name for m in Member.objects.filter(club=club)] == EXPECTED
    round_ = RoundFactory(event__club=club, number=1)
    assert [m.full_name for m in members_available(event=round_.event)] == EXPECTED
    participant_register(event=round_.event, members=members)
    assert [p.name for p in event_participants(event=round_.event)] == EXPECTED
    assert [r.name for r in seating_by_player(event=round_.event)] == EXPECTED


@pytest.mark.django_db
def test_member_list_page_sorts_by_the_sort_key(client, club):
    for f, p, last in reversed(PEOPLE):
        MemberFactory(club=club, first_name=f, surname_prefix=p, last_name=last)
    url = reverse("member_list", kwargs={"club_slug": club.slug})
    for query, expected in (("", EXPECTED), ("?sort=-name", EXPECTED[::-1])):
        text = client.get(url + query).text
        positions = [text.index(name) for name in expected]
        assert positions == sorted(positions), query


@pytest.mark.django_db
def test_standings_rank_ties_by_the_sort_key(club):
    """Four players who only drew tie on everything; the name decides, by last name."""
    round_ = RoundFactory(event__club=club, event__ruleset="hk", number=1)
    people = [PEOPLE[2], PEOPLE[0], PEOPLE[6], PEOPLE[1]]
    members = [
        MemberFactory(club=club, first_name=f, surname_prefix=p, last_name=last)
        for f, p, last in people
    ]
    table = table_seat(round_=round_, number=1, sitters=members)
    hand_enter(table=table, entry={"result": {"kind": "draw"}})
    report = event_report(event=round_.event)
    names = [row.player.name for row in report.rows]
    assert names == ["Jan Aalders", "Piet van der Berg", "Gerda de Boer", "Wim Zijlstra"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("header", "row", "prefix", "last"),
    [
        ("member_number;first_name;last_name", "7;Gerda;de Boer", "de", "Boer"),
        ("lidnummer;voornaam;tussenvoegsel;achternaam", "7;Piet;van der;Berg", "van der", "Berg"),
        ("member_number;first_name;last_name", "7;Jan;Aalders", "", "Aalders"),
    ],
)
def test_member_import_fills_the_prefix(club, header, row, prefix, last):
    data = f"{header}\n{row}\n".encode()
    preview = member_import_preview(club=club, data=data, filename="leden.csv")
    assert preview.ok, [r.errors for r in preview.rows]
    member_import(club=club, preview=preview)
    member = club.members.get(member_number="7")
    assert (member.surname_prefix, member.last_name) == (prefix, last)


@pytest.mark.django_db
def test_member_create_keeps_the_prefix_and_adult_flag(club):
    member = member_create(
        club=club,
        first_name="Gerda",
        surname_prefix="de",
        last_name="Boer",
        member_number="99",
        adult=False,
        joined_on=datetime.date(2024, 1, 1),
    )
    assert member.full_name == "Gerda de Boer" and member.adult is False
