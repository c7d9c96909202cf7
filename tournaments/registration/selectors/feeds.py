"""A member's private calendar feed of their own registrations (issue 40).

The feed's address carries a token derived from the member's id and the feed's generation
(``Member.feed_generation``) with the site's secret (``salted_hmac``), like the players'
table links: the same address every time the member looks, unguessable without the secret
(docs/registration.md). A new generation ends the old address: the member asks for one
(``services.feeds.member_feed_renew``: someone else got hold of it), and deactivating or
erasing the membership moves it on. An inactive or erased member's feed is a 404."""

from __future__ import annotations

from django.utils.crypto import constant_time_compare, salted_hmac

from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventStatus
from tournaments.registration.models import ACTIVE

_SALT = "tournaments.registration.feed"


def member_feed_token(*, member: Member) -> str:
    # the first generation keeps the addresses handed out before there were generations
    message = f"{member.pk}:{member.feed_generation}" if member.feed_generation else str(member.pk)
    digest = salted_hmac(_SALT, message, algorithm="sha256").hexdigest()[:32]
    return f"{member.pk}-{digest}"


def member_by_feed_token(*, token: str) -> Member | None:
    """The member whose feed ``token`` is (None for anything else)."""
    number, _, _digest = token.partition("-")
    if not (number.isascii() and number.isdigit()) or len(number) > 18:
        return None
    member = Member.objects.filter(pk=int(number), erased_at__isnull=True, active=True).first()
    if member is None or not constant_time_compare(member_feed_token(member=member), token):
        return None
    return member


def member_feed_events(*, member: Member) -> list[Event]:
    """The events the member is registered for (or waits for), not cancelled."""
    return list(
        Event.objects.filter(registrations__member=member, registrations__status__in=ACTIVE)
        .exclude(status=EventStatus.CANCELLED)
        .select_related("club")
        .distinct()
        .order_by("date", "start_time", "pk")
    )
