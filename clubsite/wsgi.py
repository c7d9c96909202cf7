"""WSGI entry point (gunicorn clubsite.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")

application = get_wsgi_application()

if os.environ.get("CLUBSITE_WARM_UP", "true").lower() not in {"0", "false", "no", "off"}:
    from clubsite.warmup import warm_up

    warm_up()  # before gunicorn hands this worker a request (clubsite/warmup.py)
