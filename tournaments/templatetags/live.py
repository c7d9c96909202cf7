"""``{% live_poll_seconds %}``: how often a live page polls while its stream cannot be used
(``settings.LIVE_POLL_SECONDS``), for ``templates/partials/live_script.html``."""

from django import template

from tournaments.core.live import poll_seconds

register = template.Library()


@register.simple_tag
def live_poll_seconds() -> int:
    return poll_seconds()
