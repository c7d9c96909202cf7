"""A club's house rules for each ruleset it plays, not only its default one: an event of
another ruleset takes that ruleset's house rules; switching the default keeps both."""

import datetime

import pytest
from django.urls import reverse

from tests.tournaments.clubs.test_house_rules import form_data
from tournaments.audit.models import AuditEntry
from tournaments.clubs.selectors.clubs import club_ruleset_options
from tournaments.clubs.services.clubs import club_update
from tournaments.events.services.events import event_create

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client, make_user, club):
    client.force_login(make_user("club admin", club=club))
    return client


def _other_with_options(club):
    from scoring.engine import get_ruleset
    from scoring.engine.registry import ruleset_ids
    from scoring.options_form import house_rule_options

    for rid in ruleset_ids():
        if rid == club.default_ruleset:
            continue
        for option in house_rule_options(get_ruleset(rid)):
            if isinstance(option.default, bool):
                return rid, option.name, not option.default
    pytest.skip("no other ruleset with a yes/no house rule")


def test_house_rules_of_another_ruleset(admin_client, club):
    club_update(club=club, default_ruleset_options={"flowers": True})
    rid, name, value = _other_with_options(club)
    page = reverse("club_house_rules", kwargs={"slug": club.slug}) + f"?ruleset={rid}"
    assert f'name="{name}"' in admin_client.get(page).text
    response = admin_client.post(page, form_data(rid, **{name: value}))
    assert response.status_code == 302 and response["Location"].endswith(f"?ruleset={rid}")
    club.refresh_from_db()
    assert club.default_ruleset_options == {"flowers": True}  # the default's untouched
    assert club_ruleset_options(club=club, ruleset=rid) == {name: value}
    entry = AuditEntry.objects.get(action="club.house_rules")
    assert entry.after["ruleset"] == rid
    event = event_create(club=club, name="Toernooi", date=datetime.date(2026, 12, 1), ruleset=rid)
    assert event.ruleset_options == {name: value}
    # switching the default keeps both rulesets' house rules
    old = club.default_ruleset
    club_update(club=club, default_ruleset=rid)
    assert club.default_ruleset_options == {name: value}
    assert club_ruleset_options(club=club, ruleset=old) == {"flowers": True}
    listing = admin_client.get(reverse("club_house_rules", kwargs={"slug": club.slug})).text
    assert f"?ruleset={old}" in listing


def test_an_unknown_ruleset_shows_the_default(admin_client, club):
    page = reverse("club_house_rules", kwargs={"slug": club.slug}) + "?ruleset=<x>"
    assert admin_client.get(page).status_code == 200
