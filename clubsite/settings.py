"""Settings for clubsite, driven by environment variables.

Development needs no environment at all (SQLite file ``db.sqlite3``, DEBUG on).
A production deployment sets at least::

    DEBUG=false
    SECRET_KEY=<50+ random characters>
    ALLOWED_HOSTS=club.example.org
    DATABASE_URL=postgres://user:password@host:5432/clubsite

and gets HTTPS-only cookies, HSTS and an SSL redirect (each switchable by env for a
deployment behind a proxy that already terminates TLS; see README "Deploy").
"""

import datetime
import os
from pathlib import Path

import dj_database_url
import django_stubs_ext
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

from clubsite.logging_config import logging_config

# Django's generic classes (ModelAdmin[Hand], ModelForm[Event]) can then be subscripted at
# run time, as django-stubs types them (tournaments/admin.py)
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", True)

_DEV_SECRET_KEY = "django-insecure-dev-only-key-do-not-use-in-production-clubsite"
SECRET_KEY = os.environ.get("SECRET_KEY", _DEV_SECRET_KEY if DEBUG else "")
if not SECRET_KEY:
    raise RuntimeError("SECRET_KEY must be set when DEBUG is off.")
if not DEBUG and (SECRET_KEY == _DEV_SECRET_KEY or SECRET_KEY.startswith("django-insecure")):
    raise RuntimeError("SECRET_KEY is the public development key; set your own when DEBUG is off.")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "clubsite.apps.ClubStaticFilesConfig",  # django.contrib.staticfiles (clubsite/apps.py)
    "django_htmx",
    "django_tables2",
    "axes",
    "django_tasks_db",  # the background tasks' queue (TASKS below)
    "rest_framework",
    "drf_spectacular",
    "tournaments",
    "scoring",
]

MIDDLEWARE = [
    "clubsite.streams.AsyncFileStreams",  # ASGI: files (whitenoise's too) as async streams
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "tournaments.accounts.language.LanguageMiddleware",  # the club's and the login's
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "tournaments.clubs.audience.ViewerMiddleware",  # whose names a page shows
    "tournaments.play.middleware.user_header",  # the service worker's cue (issue 38)
    "tournaments.security.private_cache.PrivateNoStore",  # logged-in pages, downloads
    "tournaments.security.ratelimit.TokenGuessLimit",  # 429 after many wrong link keys
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",  # last: turns a lockout into the log-in page
]

ROOT_URLCONF = "clubsite.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "clubsite.wsgi.application"

# Database: SQLite by default, anything dj-database-url understands via DATABASE_URL.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        # 0: a connection per request. The app is served through ASGI (docs/live.md), where
        # each request runs in a thread of its own: a kept connection stays with its thread,
        # and 200 open pages' requests held PostgreSQL's every slot (bench/live.py)
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "0")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Two scorekeepers save at once: WAL lets pages be read while one request writes;
    # BEGIN IMMEDIATE takes the write lock when transaction.atomic() starts, so a second
    # writer waits (up to "timeout" seconds) instead of failing halfway through its
    # transaction with "database is locked" (a 500). The services then answer 409.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": int(os.environ.get("SQLITE_BUSY_TIMEOUT", "20")),
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    }
    # Tests use a file too (pytest-xdist adds _gw0, _gw1 …): an in-memory database shares
    # one cache between threads, whose table locks a busy timeout cannot wait out, so the
    # concurrency tests would not see what a server sees.
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / ".test-db.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Internationalisation: Dutch first (the clubs are Dutch), English and German.
LANGUAGE_CODE = "nl"
LANGUAGES = [
    ("nl", _("Dutch")),
    ("en", _("English")),
    ("de", _("German")),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
FORMAT_MODULE_PATH = ["clubsite.formats"]
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Amsterdam")
USE_I18N = True
USE_TZ = True

# Static files, served by whitenoise (no CDN: every asset lives in static/).
STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        ),
    },
}

# In development (and tests, which import these settings with DEBUG on) whitenoise serves
# from the app directories and looks files up per request instead of scanning STATIC_ROOT
# at start-up; production serves the collected, compressed files only.
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG
# No "Access-Control-Allow-Origin: *" on static files (whitenoise's default): every page,
# font, script and the service worker load them from this site, which needs no CORS.
WHITENOISE_ALLOW_ALL_ORIGINS = False

DJANGO_TABLES2_TEMPLATE = "django_tables2/table.html"

# Security. Every switch defaults to the safe value when DEBUG is off.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0" if DEBUG else "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# Content-Security-Policy (Django's own middleware): scripts, styles, images and
# requests from this site only; no inline scripts, styles or handlers anywhere
# (static/js/ holds the behaviour, static/css/ the looks). Images also as data: URIs.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
# The club laptop's own certificate authority (scripts/serve_club.sh, docs/https.md): phones
# download it once from /club-ca.crt to trust the laptop's HTTPS. Unset: that page is a 404.
CLUB_CA_CERT = os.environ.get("CLUB_CA_CERT", "")
if env_bool("SECURE_PROXY_SSL_HEADER", False):
    # Behind a TLS-terminating proxy that sets X-Forwarded-Proto.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# Several app servers (docs/scaling.md). Nothing is kept in one process's memory that
# another needs: sessions, the log-in lockout, idempotency keys and one-use form tokens
# live in the database. REDIS_URL (redis://host:6379/0) makes the cache shared
# (django-redis); without it each process has its own memory cache, as a single
# laptop needs. The public pages' cache (tournaments.core.page_cache) is on by default
# only with a shared cache: PUBLIC_PAGE_CACHE_SECONDS (60 then, 0 = off).
REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {
                # A Redis outage reads as an empty cache: reads miss, writes are dropped
                # (nothing the site must keep is in the cache). A Redis that does not
                # answer costs a page at most a second per call, then it is skipped.
                "IGNORE_EXCEPTIONS": True,
                "SOCKET_CONNECT_TIMEOUT": 1,
                "SOCKET_TIMEOUT": 1,
            },
        }
    }
# the outage is logged on "clubsite.cache", one line a minute (clubsite/log_filters.py)
DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True
DJANGO_REDIS_LOGGER = "clubsite.cache"
SESSION_ENGINE = "django.contrib.sessions.backends.db"
PUBLIC_PAGE_CACHE_SECONDS = int(
    os.environ.get("PUBLIC_PAGE_CACHE_SECONDS", "60" if REDIS_URL else "0")
)
# Background work (Django's tasks framework): with TASKS_WORKER=1 large PDFs and mail are
# queued in the database (django-tasks-db) and made by `manage.py db_worker`; without it
# (the laptop) they are made inline, in the request, as before. Their files are kept in
# MEDIA_ROOT (default storage): shared by every app server and the worker.
TASKS_WORKER = env_bool("TASKS_WORKER", False)
TASKS = {
    "default": {
        "BACKEND": (
            "django_tasks_db.DatabaseBackend"
            if TASKS_WORKER
            else "django.tasks.backends.immediate.ImmediateBackend"
        ),
    }
}
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT") or BASE_DIR / "media")
# What the site writes there (print jobs' PDFs, seat draws' progress) is for the site's own
# account and its group (app servers and worker), never world-readable: Django's default
# is 0644 (tournaments/core/files.py writes the commands' files 0600).
FILE_UPLOAD_PERMISSIONS = 0o640
FILE_UPLOAD_DIRECTORY_PERMISSIONS = 0o750
# A round with at least this many tables has its score sheets made by the worker.
BACKGROUND_PDF_TABLES = int(os.environ.get("BACKGROUND_PDF_TABLES", "12"))
# A tournament's seat draw of a field this large is searched by the worker (its page shows
# how far the search is); smaller fields, and every draw without a worker, in the request.
BACKGROUND_SEAT_DRAW_PLAYERS = int(os.environ.get("BACKGROUND_SEAT_DRAW_PLAYERS", "40"))

# Log-in lockout (django-axes, counted in the database; tournaments.security.lockout):
# LOGIN_FAILURE_LIMIT failures for one username from one address lock that username from
# that address for LOGIN_LOCKOUT_SECONDS after the last failure (issue 38). Guessing limits
# per address (tournaments.security.ratelimit, docs/security.md): TOKEN_GUESS_LIMIT wrong
# link keys, or one password failing on PASSWORD_SPRAY_LIMIT usernames, within the SECONDS.
# Behind reverse proxies, TRUSTED_PROXY_COUNT say how many append to X-Forwarded-For, and
# X-Forwarded-For counts only from TRUSTED_PROXY_ADDRESSES (the proxies' own; if set).
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked username+address
    "tournaments.security.ratelimit.PasswordSprayRefusal",  # an address that sprayed
    "django.contrib.auth.backends.ModelBackend",
    "tournaments.security.ratelimit.PasswordSprayCount",  # last: counts what all refused
]
LOGIN_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
LOGIN_LOCKOUT_SECONDS = int(os.environ.get("LOGIN_LOCKOUT_SECONDS", "900"))
TRUSTED_PROXY_COUNT = int(os.environ.get("TRUSTED_PROXY_COUNT", "0"))
TRUSTED_PROXY_ADDRESSES = tuple(os.environ.get("TRUSTED_PROXY_ADDRESSES", "").split())
TOKEN_GUESS_LIMIT = int(os.environ.get("TOKEN_GUESS_LIMIT", "20"))
TOKEN_GUESS_SECONDS = int(os.environ.get("TOKEN_GUESS_SECONDS", "900"))
PASSWORD_SPRAY_LIMIT = int(os.environ.get("PASSWORD_SPRAY_LIMIT", "5"))
PASSWORD_SPRAY_SECONDS = int(os.environ.get("PASSWORD_SPRAY_SECONDS", "900"))
AXES_HANDLER = "axes.handlers.database.AxesDatabaseHandler"
AXES_FAILURE_LIMIT = LOGIN_FAILURE_LIMIT
AXES_COOLOFF_TIME = datetime.timedelta(seconds=LOGIN_LOCKOUT_SECONDS)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]  # the pair, not each alone
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "tournaments.security.lockout.client_ip"
AXES_USERNAME_CALLABLE = "tournaments.security.lockout.lockout_username"  # cut to 150
AXES_LOCKOUT_CALLABLE = "tournaments.security.views.lockout_response"
AXES_HTTP_RESPONSE_CODE = 200  # the log-in page, with the reason in the form's errors
AXES_VERBOSE = False

# Mail, for password reset and invitations. Without EMAIL_HOST the site sends no mail, offers no
# password reset (tournaments.security.password_reset) and invitations are handed over as links:
# then the site has no mailer at all (Django 2028 sends through MAILERS only), on purpose, so
# Django's warning about a missing default mailer is silenced.
MAILERS: dict[str, dict[str, object]] = {}
SILENCED_SYSTEM_CHECKS = [] if os.environ.get("EMAIL_HOST") else ["mail.W001"]
if os.environ.get("EMAIL_HOST"):
    MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {
                "host": os.environ["EMAIL_HOST"],
                "port": int(os.environ.get("EMAIL_PORT", "587")),
                "username": os.environ.get("EMAIL_HOST_USER", ""),
                "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
                "use_tls": env_bool("EMAIL_USE_TLS", True),
            },
        }
    }
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "webmaster@localhost")
PASSWORD_RESET_ENABLED = bool(os.environ.get("EMAIL_HOST"))

# Request size limits. Uploads (member import, hand import) are also checked by their
# forms (tournaments.clubs.imports.members.MAX_UPLOAD_BYTES, scoring.casefiles.MAX_BYTES).
# Seconds a tournament seat draw may search (it stops sooner at a proven optimum).
SEAT_DRAW_TIME_BUDGET = float(os.environ.get("SEAT_DRAW_TIME_BUDGET", "10"))
# Seconds between a live page's fetches while its stream cannot be used (a proxy that
# buffers it, a server without streams; docs/live.md); what a table waits on (a hand to
# accept, a referee's call) is fetched twice as often. The pages poll at least every 10 s.
LIVE_POLL_SECONDS = int(os.environ.get("LIVE_POLL_SECONDS", "10"))

DATA_UPLOAD_MAX_MEMORY_SIZE = 2_621_440  # non-file form data, 2.5 MB
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440  # larger files are streamed to a temporary file
DATA_UPLOAD_MAX_NUMBER_FIELDS = 2000
DATA_UPLOAD_MAX_NUMBER_FILES = 5

LOGGING = logging_config(os.environ.get("LOG_LEVEL", "INFO"))  # clubsite/logging_config.py

# The API (issue 43, tournaments/api, docs/api.md): Django REST framework, its schema by
# drf-spectacular. Keys (Authorization: Bearer) or the session; rate limits per address
# (anonymous) and per login, counted in Django's cache (CACHES: the default is per process;
# with several processes use a shared cache such as Redis so the limits hold).
API_RATE_ANON = os.environ.get("API_RATE_ANON", "60/min")
API_RATE_USER = os.environ.get("API_RATE_USER", "600/min")
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "tournaments.api.authentication.ApiKeyAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["tournaments.api.parsers.LimitedJSONParser"],
    "DEFAULT_THROTTLE_CLASSES": [
        "tournaments.api.throttles.ApiAnonThrottle",
        "tournaments.api.throttles.ApiUserThrottle",
    ],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    "EXCEPTION_HANDLER": "tournaments.api.errors.api_exception_handler",
    # the anonymous rate limit counts the client's address as the log-in lockout does: 0
    # proxies, REMOTE_ADDR (never a client-written X-Forwarded-For)
    "NUM_PROXIES": TRUSTED_PROXY_COUNT,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Clubsite API",
    "DESCRIPTION": "Results, standings and hand entry of the mahjong clubs on this site.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_COERCE_PATH_PK": False,
}
