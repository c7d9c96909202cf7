"""Issue 38 finding 8: static files carried ``Access-Control-Allow-Origin: *`` (whitenoise's
default), so any site could read them with ``fetch``. Every page, script, icon and the
service worker load them from this site, which needs no CORS header."""

import pytest
from django.test import Client

STATIC = ["/static/css/site.css", "/static/js/site.js", "/static/img/icon-192.png"]


@pytest.mark.parametrize("path", STATIC)
def test_static_files_send_no_cors_header(path):
    response = Client().get(path, HTTP_ORIGIN="https://elsewhere.example")
    assert response.status_code == 200
    assert "Access-Control-Allow-Origin" not in response.headers


@pytest.mark.django_db
def test_the_service_worker_is_still_served_from_this_site():
    response = Client().get("/sw.js")
    assert response.status_code == 200
    assert "Access-Control-Allow-Origin" not in response.headers
