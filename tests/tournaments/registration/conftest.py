import pytest
from django.utils import translation


@pytest.fixture(autouse=True)
def _english():
    """The services' messages are matched in English (the site's default is Dutch)."""
    with translation.override("en"):
        yield
