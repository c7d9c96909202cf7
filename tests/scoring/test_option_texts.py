"""The house-rules pages speak the reader's language: every option of every ruleset, and
every value an option offers, has a translatable text in its ruleset package's ``texts.py``
(read through ``scoring.option_texts``).

A new engine option without an entry fails here (the page would show the engine's English
in the middle of a Dutch page)."""

import pytest
from django.utils import translation

from scoring.engine import RULESET_IDS, get_ruleset
from scoring.engine.registry import ruleset_ids
from scoring.option_texts import choice_label, option_label, option_text

OPTIONS = [(r, o) for r in ruleset_ids() for o in get_ruleset(r).options]
#: the catalogues translate the shipped rulesets (makemessages skips a ruleset in tests/)
SHIPPED_OPTIONS = [(r, o) for r, o in OPTIONS if r in RULESET_IDS]


def _id(param):
    return f"{param[0]}.{param[1].name}"


@pytest.mark.parametrize("ruleset_option", OPTIONS, ids=map(_id, OPTIONS))
def test_every_option_and_value_has_a_text(ruleset_option):
    ruleset_id, option = ruleset_option
    text = option_text(ruleset_id, option)
    assert text is not None, f"add {option.name} to the options of {ruleset_id}'s texts.py"
    if option.choices is None:
        assert not text.choices, "values listed for an option without a fixed set of values"
    else:
        # the same values, with the engine's types (1000 is not "1000")
        assert list(text.choices) == list(option.choices), option.name


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_no_text_for_an_option_the_engine_does_not_have(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    assert ruleset.texts is not None
    assert set(ruleset.texts.options) <= {o.name for o in ruleset.options}


@pytest.mark.parametrize("language", ["nl", "de"])
def test_every_text_is_translated(language):
    """The English source differs from the Dutch and German: a text missing from the
    compiled catalogues would come out in English."""
    untranslated = []
    for ruleset_id, option in SHIPPED_OPTIONS:
        texts = [option_label(ruleset_id, option)]
        texts += [choice_label(ruleset_id, option, c) for c in option.choices or ()]
        for text in texts:
            with translation.override("en"):
                english = str(text)
            with translation.override(language):
                if str(text) == english:
                    untranslated.append(english)
    assert not untranslated, untranslated[:5]


def test_labels_follow_the_active_language():
    option = next(o for o in get_ruleset("hk").options if o.name == "discard_payment")
    label = choice_label("hk", option, "discarder_pays_all")
    with translation.override("en"):
        assert str(label) == "Discarder pays all (T1 'Veroorzaker betaalt')"
    with translation.override("nl"):
        assert str(label) == "De afgooier betaalt alles (T1 'Veroorzaker betaalt')"
    with translation.override("de"):
        assert str(label) == "Der Abwerfer zahlt alles (T1 'Veroorzaker betaalt')"


def test_an_option_not_listed_falls_back_to_the_engine():
    from scoring.engine.options import Option

    new = Option(name="brand_new", default="a", description="A new reading", choices=("a", "b"))
    assert option_label("nmb", new) == "A new reading"
    assert choice_label("nmb", new, "b") == "b"
