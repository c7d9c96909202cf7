"""Issue 54 finding 4: Django's ``IntegerField`` reads "٣" (Arabic-Indic three) as 3, so
the seat-draw form took rounds and a seed in any script's digits. The number fields of
the seat-draw and stages forms (``core.integers.AsciiIntegerField``) take ASCII digits."""

import pytest

from tests.factories import EventFactory
from tournaments.core.integers import AsciiIntegerField
from tournaments.seat_draws.forms import SeatDrawForm, SeatSwapForm
from tournaments.stages.forms import StageForm

NOT_ASCII = ["٣", "۴", "३", "３", "²", "1.0", "+2"]


@pytest.mark.parametrize("text", NOT_ASCII)
def test_the_field_refuses_other_digits(text):
    field = AsciiIntegerField(required=False)
    with pytest.raises(Exception) as refused:
        field.clean(text)
    assert refused.value.code == "invalid"


@pytest.mark.parametrize(("text", "value"), [("3", 3), (" 12 ", 12), ("-4", -4), ("", None)])
def test_the_field_reads_ascii_digits(text, value):
    assert AsciiIntegerField(required=False).clean(text) == value


@pytest.mark.django_db
@pytest.mark.parametrize("text", NOT_ASCII)
@pytest.mark.parametrize(
    ("make", "field", "others"),
    [
        (lambda data: SeatDrawForm(data, event=EventFactory()), "rounds", {"seed": "1"}),
        (lambda data: SeatDrawForm(data, event=EventFactory()), "seed", {"rounds": "4"}),
        (SeatSwapForm, "round", {"first": "m:1", "second": "m:2"}),
        (StageForm, "rounds", {"name": "Final", "carry_over": "none", "seating": "drawn"}),
        (StageForm, "field_size", {"name": "Final", "rounds": "2", "carry_over": "none"}),
    ],
    ids=["draw rounds", "draw seed", "swap round", "stage rounds", "stage field"],
)
def test_the_forms_refuse_other_digits(make, field, others, text):
    form = make({**others, field: text})
    assert not form.is_valid()
    assert field in form.errors


@pytest.mark.django_db
def test_the_seat_draw_form_takes_ascii_digits():
    form = SeatDrawForm({"rounds": "4", "seed": "123", "table_policy": ""}, event=EventFactory())
    assert form.is_valid(), form.errors
    assert (form.cleaned_data["rounds"], form.cleaned_data["seed"]) == (4, 123)
