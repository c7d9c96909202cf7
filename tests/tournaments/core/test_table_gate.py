"""A ruleset whose game at the table is not built (``plays_at_table`` False) scores hands
(``manage.py score`` and ``rules``, files, the golden cases) but is no choice for a club or
an event: the models' choices, the new-club form, the house-rules page and the API's filter
(tests/tournaments/api/test_api_reads.py) leave it out. Played here with the toy ruleset
switched off the table."""

import io

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command

from scoring.engine import get_ruleset
from scoring.engine.registry import ruleset_ids, table_ruleset_ids
from tournaments.accounts.forms import ClubFieldsForm
from tournaments.clubs.models import Club
from tournaments.core.choices import ruleset_choices
from tournaments.events.models import Event


@pytest.fixture
def toy_off_the_table(monkeypatch):
    monkeypatch.setattr(type(get_ruleset("toy")), "plays_at_table", False)


def test_the_registry_keeps_it_and_the_choices_leave_it_out(toy_off_the_table):
    assert "toy" in ruleset_ids()
    assert "toy" not in table_ruleset_ids()
    assert "toy" not in dict(ruleset_choices())
    for model, field in ((Club, "default_ruleset"), (Event, "ruleset")):
        assert "toy" not in dict(model._meta.get_field(field).choices)
    assert "toy" not in dict(ClubFieldsForm().fields["default_ruleset"].choices)


def test_every_ruleset_that_plays_at_the_table_is_a_choice():
    assert [v for v, _label in ruleset_choices()] == [
        r for r in ruleset_ids() if get_ruleset(r).plays_at_table
    ]
    assert "toy" in table_ruleset_ids()


@pytest.mark.django_db
def test_a_club_cannot_take_it(toy_off_the_table, club):
    club.default_ruleset = "toy"
    with pytest.raises(ValidationError) as refused:
        club.full_clean()
    assert "default_ruleset" in refused.value.message_dict


@pytest.mark.django_db
def test_the_house_rules_page_does_not_offer_it(toy_off_the_table, client, make_user, club):
    client.force_login(make_user("club admin", club=club))
    page = client.get(f"/clubs/{club.slug}/house-rules/?ruleset=toy")
    assert page.status_code == 200
    assert page.context["ruleset_id"] == club.default_ruleset
    assert "toy" not in dict(page.context["rulesets_other"])


def test_the_rules_command_still_prints_it(toy_off_the_table):
    out = io.StringIO()
    call_command("rules", "toy", stdout=out)
    assert out.getvalue()
