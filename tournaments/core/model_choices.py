"""Posted ids of a ``ModelMultipleChoiceField`` checked before the database sees them.

Django's field looks each posted value up as the model's key and catches ``ValueError``
and ``TypeError``; a value such as ``-1000000000000000000000000000000`` reaches the
database instead, where SQLite raises ``OverflowError`` and PostgreSQL a ``DataError``
(a 500 for a hostile form post). Here a value that is not an integer the database can
store is the field's own "not a valid value" error, with the value cut short."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django import forms
from django.core.exceptions import ValidationError

from tournaments.core.integers import DB_INT_MAX, int_or_none

if TYPE_CHECKING:  # generic for the type checker only (Django's class is not at run time)
    _MultipleField = forms.ModelMultipleChoiceField[Any]
else:
    _MultipleField = forms.ModelMultipleChoiceField


class IdChoicesField(_MultipleField):
    """A ``ModelMultipleChoiceField`` of rows picked by their integer key: any other posted
    value is refused as the field refuses an unknown one."""

    def clean(self, value: Any) -> Any:
        if self.to_field_name is None and isinstance(value, list | tuple):
            for pk in value:
                if int_or_none(str(pk), minimum=0, maximum=DB_INT_MAX) is None:
                    raise ValidationError(
                        self.error_messages["invalid_pk_value"],
                        code="invalid_pk_value",
                        params={"pk": str(pk)[:20]},
                    )
        return super().clean(value)
