"""Issue 54 finding 4, everywhere: Django's ``IntegerField`` reads "٣" as 3. Every number a
form of the site takes is an ``AsciiIntegerField`` (ASCII digits only), the model forms'
fields included; this walks every form class of every feature."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest
from django import forms

import tournaments


def _form_classes() -> list[type[forms.BaseForm]]:
    found = []
    for module_info in pkgutil.walk_packages(tournaments.__path__, "tournaments."):
        if module_info.name.split(".")[-1] != "forms" and ".forms." not in module_info.name:
            continue
        module = importlib.import_module(module_info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, forms.BaseForm) and cls.__module__ == module.__name__:
                found.append(cls)
    return found


def test_the_walk_finds_the_forms():
    names = {cls.__name__ for cls in _form_classes()}
    assert {"EventForm", "SeatDrawForm", "RegistrationSettingsForm"} <= names


@pytest.mark.parametrize("form_class", _form_classes(), ids=lambda cls: cls.__name__)
def test_no_form_takes_a_number_in_other_digits(form_class):
    plain = [
        name for name, field in form_class.base_fields.items() if type(field) is forms.IntegerField
    ]
    assert not plain, f"{form_class.__module__}.{form_class.__name__}: {plain}"
