"""The installable, offline-capable side of the site (issue 19): the service worker, the web
app manifest and the "no connection" page the worker shows for pages it may not keep.

The worker's code is ``templates/offline/sw.js``; it is served from the site's root so its
scope covers the table pages, and never cached by the browser's HTTP cache (an updated
worker reaches the phones on their next visit).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

# What the table page needs to work offline (base.html, the play pages, the icons).
OFFLINE_ASSETS = (
    "css/site.css",
    "css/play.css",
    "vendor/htmx.min.js",
    "js/site.js",
    "js/offline.js",
    "js/tile_picker.js",
    "js/device_queue.js",
    "js/hand_queue.js",
    "js/live.js",
    "img/favicon.svg",
    "img/icon-192.png",
    "img/icon-512.png",
)
ICON_SIZES = (192, 512)
# The header that lets the worker keep a page for offline use (play.table_play sets it).
OFFLINE_HEADER = "Clubsite-Offline"
TABLE_PAGE = "table"


def worker_config() -> dict[str, object]:
    # The assets' real URLs (hashed names under the manifest storage of production); the
    # worker answers those paths from its cache. No static(""): the manifest has no entry
    # for it, and production's /sw.js was a 500 (issue 38).
    assets = [static(a) for a in OFFLINE_ASSETS]
    return {
        "version": hashlib.sha256(json.dumps(assets).encode()).hexdigest()[:12],
        "assets": assets,
        "offline_url": reverse("offline"),
        "tables_url": reverse("device_tables"),
        "logout_url": reverse("logout"),
        "stream_url": reverse("live_stream"),  # never answered from a cache (docs/live.md)
    }


@require_GET
def service_worker(request: HttpRequest) -> HttpResponse:
    # The worker's settings go in front of its code as a JSON literal (static URLs only).
    config = json.dumps(worker_config())
    code = f'"use strict";\nconst CONFIG = {config};\n' + render_to_string("play/offline/sw.js")
    response = HttpResponse(code, content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["Service-Worker-Allowed"] = "/"
    return response


@require_GET
def manifest(request: HttpRequest) -> JsonResponse:
    """The web app manifest: a scorekeeper adds the site to a phone's home screen."""
    icons = [
        {"src": static(f"img/icon-{size}.png"), "sizes": f"{size}x{size}", "type": "image/png"}
        for size in ICON_SIZES
    ]
    icons.append(
        {
            "src": static("img/icon-maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        }
    )
    icons.append({"src": static("img/favicon.svg"), "sizes": "any", "type": "image/svg+xml"})
    data = {
        "name": _("Clubsite: mahjong club nights"),
        "short_name": "Clubsite",
        "description": _("Club nights and tournaments for mahjong clubs."),
        "lang": get_language(),
        "start_url": reverse("device_tables"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#fbf8ef",
        "theme_color": "#1f5d3a",
        "icons": icons,
    }
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False})
    response["Content-Type"] = "application/manifest+json"
    return response


@require_GET
def offline_page(request: HttpRequest) -> HttpResponse:
    """What the worker shows for a page it may not keep, when there is no connection."""
    return render(request, "play/offline/offline.html")


@require_GET
def device_tables(request: HttpRequest) -> HttpResponse:
    """The app's start page: the table pages this device keeps (listed by static/js/offline.js
    from the worker's cache, so it works without a connection too). Nothing on it depends on
    who is logged in: the worker may keep it for everyone on the device."""
    return render(request, "play/offline/tables.html")


@require_GET
def club_ca_certificate(request: HttpRequest) -> HttpResponse:
    """The club laptop's certificate authority (``CLUB_CA_CERT``, made by scripts/club_cert.sh):
    a phone installs it once and then trusts the laptop's HTTPS (docs/https.md). Only the
    public certificate: its key never leaves the laptop's .club/tls/ folder."""
    path = Path(settings.CLUB_CA_CERT) if settings.CLUB_CA_CERT else None
    if path is None or not path.is_file():
        raise Http404
    response = HttpResponse(path.read_bytes(), content_type="application/x-x509-ca-cert")
    response["Content-Disposition"] = 'attachment; filename="clubsite-club-ca.crt"'
    response["Cache-Control"] = "no-cache"
    return response
