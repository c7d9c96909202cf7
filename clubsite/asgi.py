"""ASGI entry point."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")

application = get_asgi_application()

if os.environ.get("CLUBSITE_WARM_UP", "true").lower() not in {"0", "false", "no", "off"}:
    from clubsite.warmup import warm_up

    warm_up()  # before the server hands this process a request (clubsite/warmup.py)
