"""WSGI entry point (gunicorn clubsite.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")

application = get_wsgi_application()
