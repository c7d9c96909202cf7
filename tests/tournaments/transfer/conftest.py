"""The transfer tests read the command line's messages in English; they are translated
(the command shows them in the active language, Dutch by default), and
test_event_file_pages.py checks a Dutch page for them."""

import pytest
from django.utils import translation


@pytest.fixture(autouse=True)
def _english():
    with translation.override("en"):
        yield
