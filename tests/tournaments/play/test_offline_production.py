"""Issue 38: the service worker under production settings (DEBUG off, collectstatic, the
manifest storage), where ``static("")`` had no manifest entry and /sw.js was a 500."""

from __future__ import annotations

import json
import os
import re

import pytest
from django.core.management import call_command
from django.test import override_settings

MANIFEST_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"},
}


@pytest.fixture(scope="module")
def collected(tmp_path_factory):
    root = tmp_path_factory.mktemp("staticfiles")
    with override_settings(STATIC_ROOT=root, STORAGES=MANIFEST_STORAGES):
        call_command("collectstatic", interactive=False, verbosity=0, stdout=open(os.devnull, "w"))  # noqa: SIM115
    return root


def worker_config(code: str) -> dict[str, object]:
    found = re.search(r"^const CONFIG = (\{.*\});$", code, re.MULTILINE)
    assert found, code[:200]
    return json.loads(found.group(1))


def test_the_worker_is_served_with_hashed_asset_urls_in_production(client, db, collected):
    with override_settings(
        DEBUG=False,
        STATIC_ROOT=collected,
        STORAGES=MANIFEST_STORAGES,
        WHITENOISE_USE_FINDERS=False,
        WHITENOISE_AUTOREFRESH=False,
    ):
        response = client.get("/sw.js")
        assert response.status_code == 200
        config = worker_config(response.content.decode())
        assets = config["assets"]
        assert isinstance(assets, list) and len(assets) >= 10
        # the names the pages use: the manifest's hashed ones, each one collected
        for url in assets:
            assert re.fullmatch(r"/static/[\w/.-]+\.[0-9a-f]{12}\.\w+", url), url
            assert (collected / url.removeprefix("/static/")).is_file(), url
        assert "static_url" not in config
