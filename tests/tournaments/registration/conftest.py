import pytest
from django.utils import translation


@pytest.fixture(autouse=True)
def _english():
    """The services' messages are matched in English (the site's default is Dutch)."""
    with translation.override("en"):
        yield


@pytest.fixture(autouse=True)
def _fresh_rate_limits():
    """Guest registration posts are counted in the cache (``registration.throttle``): each
    test starts with none counted."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()
