"""Root URLconf: i18n switcher, auth, admin and the tournaments app."""

from django.contrib import admin
from django.urls import include, path

from tournaments.accounts.views.language import language_switch
from tournaments.security.views import login_view

urlpatterns = [
    # the language menu: the cookie, and a logged-in user's own language (accounts)
    path("i18n/setlang/", language_switch, name="set_language"),
    path("accounts/login/", login_view, name="login"),  # rate limited (tournaments.security)
    path("accounts/", include("tournaments.security.password_reset")),  # only with mail
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
    path("", include("tournaments.urls")),
]
