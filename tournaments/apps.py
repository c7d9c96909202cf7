from django.apps import AppConfig
from django.db.models.signals import post_migrate
from django.utils.translation import gettext_lazy as _


def _roles_sync(sender: AppConfig, **kwargs: object) -> None:
    from tournaments.clubs.services.roles import roles_sync

    roles_sync()


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Club nights and tournaments")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # After auth has created this app's permissions (auth is earlier in INSTALLED_APPS).
        post_migrate.connect(_roles_sync, sender=self, dispatch_uid="tournaments.roles_sync")
        # Routes write a link's key as <token:…> (tournaments.core.tokens), before any URLconf.
        from tournaments.core.tokens import token_converter_register

        token_converter_register()

        # Each feature's declaration (tournaments.<feature>/feature.py): its urls, audit
        # terms, event-file section and the sections it adds to other features' pages.
        from tournaments.core.features import features_autodiscover

        features_autodiscover()

        # No link tokens in gunicorn's access log (django.server: settings.LOGGING).
        from tournaments.security.log_filters import install_on_gunicorn

        install_on_gunicorn()

        # A login's own language follows it to every device (tournaments.accounts.language).
        from django.contrib.auth.signals import user_logged_in

        from tournaments.accounts.language import login_language_apply

        user_logged_in.connect(login_language_apply, dispatch_uid="tournaments.login_language")
