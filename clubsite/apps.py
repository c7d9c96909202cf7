"""The static files app, told which packages' files the site never serves."""

from django.contrib.staticfiles.apps import StaticFilesConfig


class ClubStaticFilesConfig(StaticFilesConfig):
    """``django.contrib.staticfiles`` without two installed packages' unused folders.

    django-htmx ships copies of htmx (the pages load ``static/vendor/htmx.min.js``) and
    Django REST framework its browsable API's styles and scripts (the API renders JSON
    only: ``REST_FRAMEWORK`` in settings.py). ``collectstatic`` would hash and compress
    their 7 MB too, on every deploy and on the club laptop's first start
    (scripts/serve_club.sh). The patterns name directories, as Django's own
    (``CVS``, ``.*``, ``*~``) do.
    """

    ignore_patterns = [*StaticFilesConfig.ignore_patterns, "django_htmx", "rest_framework"]
