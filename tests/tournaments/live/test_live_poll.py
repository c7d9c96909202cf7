"""Every live page polls at the site's ``LIVE_POLL_SECONDS`` while its stream cannot be used
(docs/live.md): the live script carries it to static/js/live.js."""

import pytest
from django.template.loader import render_to_string


@pytest.mark.parametrize("seconds", [10, 3])
def test_the_live_script_carries_the_site_s_poll_seconds(settings, seconds):
    settings.LIVE_POLL_SECONDS = seconds

    script = render_to_string("partials/live_script.html")

    assert f'data-poll="{seconds}"' in script and "js/live.js" in script
