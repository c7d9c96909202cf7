"""House rules: a club admin switches the readings and variants of the club's ruleset on the
site; new events take them, events with hands keep theirs."""

import datetime
import html

import pytest
from django.urls import reverse

from scoring.engine import get_ruleset
from scoring.engine.registry import table_ruleset_ids
from scoring.options_form import house_rule_options
from tests.factories import ClubFactory, RoundFactory
from tournaments.audit.models import AuditEntry
from tournaments.clubs.services.clubs import club_update
from tournaments.events.services.events import event_create
from tournaments.play.services.hand_entry import hand_enter


def form_data(ruleset_id: str, **changes) -> dict[str, str]:
    """What the page posts back: every house rule at its default, then ``changes``."""
    data = {}
    for option in house_rule_options(get_ruleset(ruleset_id)):
        value = changes.get(option.name, option.default)
        if isinstance(option.default, bool):
            if value:
                data[option.name] = "on"
        else:
            data[option.name] = str(value)
    return data


@pytest.fixture
def admin_client(client, make_user, club):
    client.force_login(make_user("club admin", club=club))
    return client


def url(name, obj):
    return reverse(name, kwargs={"slug": obj.slug})


@pytest.mark.django_db
@pytest.mark.parametrize("ruleset_id", table_ruleset_ids())
def test_page_has_a_field_for_every_house_rule(admin_client, club, ruleset_id):
    club_update(club=club, default_ruleset=ruleset_id)
    body = admin_client.get(url("club_house_rules", club)).content.decode()
    ruleset = get_ruleset(ruleset_id)
    for option in ruleset.options:
        shown = f'name="{option.name}"' in body
        assert shown != option.per_hand, option.name


def test_admin_switches_a_reading_and_new_events_take_it(admin_client, club):
    assert club.default_ruleset == "nmb"
    response = admin_client.post(
        url("club_house_rules", club), form_data("nmb", round_to_tens="nearest", flowers=True)
    )
    assert response.status_code == 302
    club.refresh_from_db()
    # only what differs from the rule book is stored
    assert club.default_ruleset_options == {"round_to_tens": "nearest", "flowers": True}
    assert AuditEntry.objects.filter(action="club.house_rules").exists()
    event = event_create(club=club, name="Avond", date=datetime.date(2026, 12, 1))
    assert event.ruleset_options == {"round_to_tens": "nearest", "flowers": True}
    page = admin_client.get(url("club_house_rules", club)).content.decode()
    assert page.count('class="differs"') == 2


def test_a_value_the_option_does_not_take_is_refused(admin_client, club):
    response = admin_client.post(url("club_house_rules", club), form_data("nmb", nine_gates="x"))
    assert response.status_code == 422
    club.refresh_from_db()
    assert club.default_ruleset_options == {}


def test_members_read_the_house_rules_without_a_form(client, make_user, club):
    club_update(club=club, default_ruleset_options={"flowers": True})
    client.force_login(make_user(club=club))
    body = client.get(url("club_house_rules", club)).content.decode()
    assert "flowers" in body and 'name="flowers"' not in body
    assert client.post(url("club_house_rules", club), form_data("nmb")).status_code == 403


def test_another_ruleset_starts_from_its_rule_book(club):
    club_update(club=club, default_ruleset_options={"flowers": True})
    club_update(club=club, default_ruleset="mcr")
    assert club.default_ruleset_options == {}


@pytest.mark.django_db
def test_event_rules_change_until_the_first_hand(client, make_user):
    club = ClubFactory(slug="hk-club", default_ruleset="hk")
    client.force_login(make_user("club admin", club=club))
    round_ = RoundFactory(event__club=club, event__ruleset="hk", number=1)
    event = round_.event
    response = client.post(url("event_house_rules", event), form_data("hk", min_fan=3))
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.ruleset_options == {"min_fan": 3}

    from tests.factories import MemberFactory
    from tournaments.play.services.tables import table_seat

    table = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    hand_enter(table=table, entry={"result": {"kind": "draw"}})
    response = client.post(url("event_house_rules", event), form_data("hk", min_fan=0))
    assert response.status_code == 422
    assert "huisregels kunnen niet meer veranderen" in response.content.decode()
    event.refresh_from_db()
    assert event.ruleset_options == {"min_fan": 3}


# --- the page speaks the reader's language ---------------------------------------------


def page_text(client, obj, name="club_house_rules") -> str:
    return html.unescape(client.get(url(name, obj)).content.decode())


def test_the_page_is_dutch_by_default(admin_client, club):
    body = page_text(admin_client, club)
    assert "Afronden voor fiches: elke handscore wordt na de verdubbelingen" in body
    assert "Afronden op het dichtstbijzijnde tiental (5 naar boven)" in body
    assert "Wat 'Heersende wind' in de tabellen betekent (A14)" in body
    # the engine's English is not shown
    assert get_ruleset("nmb").options[0].description not in body
    # the values posted back stay the identifiers
    assert '<option value="nearest">' in body


@pytest.mark.django_db
def test_choice_labels_are_dutch_and_values_identifiers(client, make_user):
    club = ClubFactory(slug="hk-labels", default_ruleset="hk")
    client.force_login(make_user("club admin", club=club))
    body = page_text(client, club)
    assert "Wie betaalt bij uitgaan op een afgegooide steen" in body
    assert (
        '<option value="discarder_pays_all" selected>'
        "De afgooier betaalt alles (T1 'Veroorzaker betaalt')</option>"
    ) in body
    assert '<option value="split">Verdeeld (T2): de afgooier betaalt dubbel' in body
    # a value that is a number keeps its number
    assert '<option value="5" selected>5 (regeltekst en telkaart)</option>' in body


def test_the_page_is_german_when_chosen(admin_client, club):
    admin_client.post(reverse("set_language"), {"language": "de", "next": "/"})
    body = page_text(admin_client, club)
    assert "Hausregeln" in body
    assert "Rundung für Fiches: jedes Handergebnis wird nach den Verdopplungen" in body
    assert "Auf den nächsten Zehner runden (5 aufwärts)" in body
    assert "Afronden voor fiches" not in body


def test_the_page_is_english_when_chosen(admin_client, club):
    admin_client.post(reverse("set_language"), {"language": "en", "next": "/"})
    body = page_text(admin_client, club)
    assert "Fiche rounding: every hand score is rounded to the nearest ten" in body
    assert "Round to the nearest ten (5 up)" in body


@pytest.mark.django_db
def test_saving_a_choice_stores_the_identifier(client, make_user):
    club = ClubFactory(slug="hk-save", default_ruleset="hk")
    client.force_login(make_user("club admin", club=club))
    response = client.post(
        url("club_house_rules", club),
        form_data("hk", discard_payment="split", all_pungs_fan=3),
    )
    assert response.status_code == 302
    club.refresh_from_db()
    assert club.default_ruleset_options == {"discard_payment": "split", "all_pungs_fan": 3}
    body = page_text(client, club)
    assert '<option value="split" selected>' in body
    assert page_text(client, club).count('class="differs"') == 2


@pytest.mark.django_db
def test_members_read_the_value_and_the_rule_book_in_words(client, make_user):
    club = ClubFactory(slug="hk-read", default_ruleset="hk")
    club_update(club=club, default_ruleset_options={"discard_payment": "split"})
    client.force_login(make_user(club=club))
    body = page_text(client, club)
    assert 'name="discard_payment"' not in body
    assert "Verdeeld (T2): de afgooier betaalt dubbel, de anderen enkel" in body  # the club's
    assert "De afgooier betaalt alles (T1 'Veroorzaker betaalt')" in body  # the rule book's
    assert "discarder_pays_all<" not in body
