from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Club nights and tournaments")
    default_auto_field = "django.db.models.BigAutoField"
