"""The hand form's widgets render in Python exactly the HTML Django's widget templates give
(up to the whitespace between tags), escaping included."""

import re

import pytest
from django import forms

from scoring.widgets import (
    FastCheckboxSelectMultiple,
    FastHiddenInput,
    FastNumberInput,
    FastRadioSelect,
    FastSelect,
    FastTextarea,
    FastTextInput,
    SingleTileInput,
    TileNotationInput,
)

CHOICES = [("", "—"), ("E", 'E · Anna <de> "Vries"'), ("S", "S · Bram & co")]
GROUPED = [("Winds", [("E", "East"), ("S", "South")]), ("x", "Other")]


def squeeze(html: str) -> str:
    return re.sub(r">\s+<", "><", str(html)).strip()


CASES = [
    # fast widget, Django's own, value, attrs
    (FastTextInput(), forms.TextInput(), "pung b3 | <x>", {"id": "id_t", "required": True}),
    (FastTextInput(), forms.TextInput(), None, {"disabled": False, "maxlength": 300}),
    (FastNumberInput(), forms.NumberInput(), 12, {"min": 0, "id": "id_p"}),
    (FastHiddenInput(), forms.HiddenInput(), 3, {}),
    (FastSelect(choices=CHOICES), forms.Select(choices=CHOICES), "S", {"id": "id_w"}),
    (FastSelect(choices=CHOICES), forms.Select(choices=CHOICES), None, {}),
    (FastSelect(choices=GROUPED), forms.Select(choices=GROUPED), "x", {}),
    (FastRadioSelect(choices=CHOICES), forms.RadioSelect(choices=CHOICES), "E", {"id": "id_k"}),
    (
        FastCheckboxSelectMultiple(choices=CHOICES),
        forms.CheckboxSelectMultiple(choices=CHOICES),
        ["E", "S"],
        {"id": "id_c"},
    ),
    (
        TileNotationInput(attrs={"placeholder": "pung b3"}),
        forms.Textarea(  # a textarea that grows with the hand
            attrs={
                "data-tile-picker": "",
                "autocomplete": "off",
                "autocapitalize": "off",
                "spellcheck": "false",
                "class": "tile-text",
                "rows": "1",
                "placeholder": "pung b3",
            }
        ),
        "c1 c2",
        {},
    ),
    (
        SingleTileInput(),
        forms.TextInput(
            attrs={
                "autocomplete": "off",
                "autocapitalize": "off",
                "spellcheck": "false",
                "size": "4",
                "class": "tile-one",
                "data-single-tile": "",
            }
        ),
        "b3",
        {},
    ),
]


@pytest.mark.parametrize(("fast", "django_widget", "value", "attrs"), CASES)
def test_same_html_as_the_templates(fast, django_widget, value, attrs):
    ours = fast.render("field", value, attrs=dict(attrs))
    theirs = django_widget.render("field", value, attrs=dict(attrs))
    assert squeeze(ours) == squeeze(theirs)


@pytest.mark.parametrize("value", ['pung b3 | <x> & "y"', "", None, "line\nbreak"])
def test_textarea_exactly_as_the_template(value):
    """Byte for byte: a textarea's text keeps its whitespace (the line break after the tag)."""
    attrs = {"id": "id_t", "rows": "1", "required": True, "data-tile-picker": ""}
    ours = FastTextarea().render("tiles_E", value, attrs=dict(attrs))
    assert ours == forms.Textarea().render("tiles_E", value, attrs=dict(attrs))


@pytest.mark.parametrize(("fast", "django_widget", "value", "attrs"), CASES[7:9])
def test_each_option_tag_as_the_templates(fast, django_widget, value, attrs):
    """The entry form's template draws radio buttons and checkboxes one by one."""

    class Fast(forms.Form):
        field = forms.MultipleChoiceField(choices=CHOICES, widget=type(fast))

    class Plain(forms.Form):
        field = forms.MultipleChoiceField(choices=CHOICES, widget=type(django_widget))

    initial = {"field": value if isinstance(value, list) else [value]}
    ours = [squeeze(w.tag()) for w in Fast(initial=initial)["field"]]
    theirs = [squeeze(w.tag()) for w in Plain(initial=initial)["field"]]
    assert ours == theirs
