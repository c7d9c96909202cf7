# Gunicorn serving the app through ASGI (README "Deploy"; docs/live.md):
#   gunicorn -c deploy/gunicorn.conf.py
# uvicorn's worker runs Django's ASGI application, so the live pages' streams (Server-Sent
# Events, /live/stream/) wait on the event loop instead of holding a worker each; every
# other request runs as before (Django runs the sync views in a thread). Command-line
# options win over these (scripts/serve_club.sh: --bind, --workers, TLS).
import os

wsgi_app = "clubsite.asgi:application"
worker_class = "uvicorn_worker.UvicornWorker"
bind = os.environ.get("BIND", "0.0.0.0:8000")
# Several workers need Redis (REDIS_URL) to hand each other the live messages; without it
# one worker serves (its threads run the views; its event loop holds the streams)
workers = int(os.environ.get("WEB_CONCURRENCY", "3" if os.environ.get("REDIS_URL") else "1"))
# a stopping worker gives its open requests this long; open streams then end and the pages
# reconnect to another worker (their last event id replays what they missed)
graceful_timeout = 10
keepalive = 5
