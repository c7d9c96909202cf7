import pytest
from django.contrib.auth import get_user_model

from tournaments.clubs.models import Club

#: The fixtures a test module takes with ``from ... import *`` (pytest finds them there).
__all__ = ["_english", "demo", "login"]


@pytest.fixture
def demo(demo_rows, db):
    """The demo club (``seed_demo``, once per module: tests/conftest.py ``demo_rows``): a
    finished evening and a running tournament."""
    return Club.objects.get(slug="groene-draak")


@pytest.fixture
def login(client):
    def as_user(username: str):
        client.force_login(get_user_model().objects.get(username=username))
        return client

    return as_user


@pytest.fixture(autouse=True)
def _english(settings):
    """Assertions read English messages; the Dutch and German ones are checked by
    tests/test_i18n.py (and the PDFs are rendered in all three languages)."""
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield
