"""The models' ruleset choices are the engine's registry, named by each ruleset's texts."""

from django.utils import translation

from scoring.engine.registry import ruleset_ids, table_ruleset_ids
from tests.toy_ruleset import unregistered
from tournaments.clubs.models import Club
from tournaments.core.choices import ruleset_choices, ruleset_label
from tournaments.events.models import Event


def test_choices_follow_the_registry():
    assert [v for v, _label in ruleset_choices()] == list(table_ruleset_ids())
    assert "toy" in ruleset_ids()  # registered by tests/conftest.py, in no production file
    for model, field in ((Club, "default_ruleset"), (Event, "ruleset")):
        assert [v for v, _ in model._meta.get_field(field).choices] == list(table_ruleset_ids())


def test_the_choices_are_read_when_asked():
    """The fields keep no copy: without the toy it is no choice, with it again it is."""
    with unregistered():
        assert "toy" not in [v for v, _ in Event._meta.get_field("ruleset").choices]
    assert "toy" in [v for v, _ in Event._meta.get_field("ruleset").choices]


def test_labels_are_translated_names():
    with translation.override("nl"):
        assert ruleset_label("nmb") == "Nederlandse regels (NMB)"
        assert dict(ruleset_choices())["redbook"] == "Rode boekje"
    with translation.override("de"):
        assert ruleset_label("mcr") == "Chinesische Wettkampfregeln (MCR)"
        assert ruleset_label("toy") == "Toy rules"  # its own texts, no translation
    assert ruleset_label("no-such") == "no-such"
