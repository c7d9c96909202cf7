from django.apps import AppConfig


class ScoringConfig(AppConfig):
    """The Django side of scoring: commands, forms and views around the pure engine."""

    name = "scoring"
    verbose_name = "Scoring"
