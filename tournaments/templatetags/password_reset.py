"""``{% password_reset_enabled as enabled %}``: whether the site can mail a reset link."""

from django import template
from django.conf import settings

register = template.Library()


@register.simple_tag
def password_reset_enabled() -> bool:
    return bool(settings.PASSWORD_RESET_ENABLED)
