"""Root URLconf: i18n switcher, auth, admin and the tournaments app."""

from django.contrib import admin
from django.urls import include, path

from tournaments.security.views import login_view

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("accounts/login/", login_view, name="login"),  # rate limited (tournaments.security)
    path("accounts/", include("tournaments.security.password_reset")),  # only with mail
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
    path("", include("tournaments.urls")),
]
