from django import forms
from django.core.exceptions import ValidationError


def form_add_service_error(form: forms.BaseForm, exc: ValidationError) -> None:
    """Show a service's ValidationError on the form: under the field it names when the
    form has that field, at the top otherwise (never a 500 for a field the form lacks)."""
    if not hasattr(exc, "error_dict"):
        form.add_error(None, exc)
        return
    for field, errors in exc.error_dict.items():
        form.add_error(field if field in form.fields else None, errors)
