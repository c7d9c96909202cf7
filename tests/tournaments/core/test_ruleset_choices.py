"""The models' ruleset choices are the engine's registry."""

from scoring.engine import RULESET_IDS, available_rulesets
from tournaments.core.choices import ruleset_choices, ruleset_label
from tournaments.models import Club, Event, RulesetId


def test_the_named_ids_are_the_shipped_rulesets():
    assert tuple(RulesetId.values) == RULESET_IDS


def test_choices_follow_the_registry():
    assert [v for v, _label in ruleset_choices()] == [r.id for r in available_rulesets()]
    for model, field in ((Club, "default_ruleset"), (Event, "ruleset")):
        assert [v for v, _ in model._meta.get_field(field).choices] == list(RULESET_IDS)


def test_labels_are_translated_names():
    assert ruleset_label("nmb") == str(RulesetId.NMB.label)
    assert ruleset_label("no-such") == "no-such"
