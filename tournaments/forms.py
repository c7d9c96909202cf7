from django import forms

from tournaments.models import Club


class ClubSettingsForm(forms.ModelForm):
    """The settings a club admin changes on the site; saving goes through ``club_update``."""

    class Meta:
        model = Club
        fields = [
            "name",
            "default_ruleset",
            "table_points_scheme",
            "public_results",
            "member_lapse_months",
            "reseating_mode",
        ]
