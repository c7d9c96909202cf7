"""The erase confirmation: a ticked box and an optional reason."""

from django import forms
from django.utils.translation import gettext_lazy as _


class MemberEraseForm(forms.Form):
    confirm = forms.BooleanField(
        label=_("I understand that the name and personal details are removed for good."),
        required=True,
        error_messages={"required": _("Tick the box to confirm the erasure.")},
    )
    reason = forms.CharField(
        label=_("Reason (for the audit trail, without personal data)"),
        max_length=300,
        required=False,
    )
